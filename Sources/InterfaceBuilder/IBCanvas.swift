// How the canvas of the Xcode that saved a file drew it, where that differs from UIKit on a
// device: the saved frames are a layout of the canvas, so the oracle lays files out this way.

import DeviceCatalog
import LayoutEngine

/// What Interface Builder's canvas drew differently from a device running UIKit, for one file
/// on its design device. `IBLayout.make(…, canvas:)` lays a scene out as that canvas did; without
/// it (the CLI's default) the layout is UIKit's.
public struct IBCanvas: Hashable, Sendable {
    /// The status bar the canvas drew (``IBDocument/canvasShowsStatusBar(on:)``).
    public var statusBar: Window.StatusBar
    /// Whether a navigation controller's bar is drawn where the file saved it: its bottom at
    /// the saved frame's, below the status band (``IBDocument/canvasDrawsNavigationBarsAsSaved``).
    public var drawsNavigationBarsAsSaved: Bool
    /// Whether the canvas draws the device's safe-area insets twice over, top and bottom
    /// (``IBDocument/canvasDoublesSafeAreaInsets(on:)``).
    public var doublesSafeAreaInsets: Bool
    /// Where the canvas starts an iPhone sheet's card, when not where UIKit does
    /// (``IBDocument/canvasSheetCard(on:)``); `nil`, UIKit's.
    public var sheetCard: IBSheetCard?
    /// The iOS whose device figures (status band, safe-area insets) the canvas draws, when not
    /// the layout's own (``IBDocument/canvasDeviceFiguresIOS(on:)``); `nil`: the layout's.
    public var deviceFiguresIOS: Int?
    /// The Dynamic Type size the canvas draws text styles at: Xcode 13's (the iOS 15 SDK's)
    /// draws them Extra Small (``IBControlMetrics/extraSmallTextStyles``), the others Large.
    public var textStyleSize: IBContentSizeCategory
    /// Whether a label as Xcode's library makes it keeps the library's height outside stack
    /// views (``IBDocument/canvasKeepsLibraryLabelHeight``).
    public var keepsLibraryLabelHeight: Bool
    /// The iOS whose bars the canvas draws, its SDK's also when the layout runs under another
    /// iOS (``IBDocument/canvasBarsIOS(on:)``); `nil` (a file without a `toolsVersion`): the
    /// layout's.
    public var barsIOS: Int?
    /// Whether layout margins take in the safe area, as from iOS 11; false on the canvases of
    /// Xcode 8 and earlier (``IBDocument/canvasMarginsIncludeSafeArea``).
    public var marginsIncludeSafeArea: Bool
    /// Whether a popover's content is drawn below the status band, its root that much shorter
    /// and without a top inset (``IBDocument/canvasDrawsPopoversBelowStatusBar``).
    public var drawsPopoversBelowStatusBar: Bool
    /// Whether a navigation bar that prefers large titles is drawn at its large-title height,
    /// not the standard one (``IBDocument/canvasDrawsLargeTitles``).
    public var drawsLargeTitles: Bool
    /// Whether a scene that simulates no status bar (`<nil key="simulatedStatusBarMetrics"/>`)
    /// is drawn without one (``IBDocument/canvasHonoursSceneStatusBar``).
    public var honoursSceneStatusBar: Bool

    /// The canvas of `document`'s saving Xcode on `device`.
    public init(of document: IBDocument, on device: Device) {
        statusBar = document.canvasShowsStatusBar(on: device) ? .shown : .hidden
        drawsNavigationBarsAsSaved = document.canvasDrawsNavigationBarsAsSaved
        doublesSafeAreaInsets = document.canvasDoublesSafeAreaInsets(on: device)
        sheetCard = document.canvasSheetCard(on: device)
        deviceFiguresIOS = document.canvasDeviceFiguresIOS(on: device)
        textStyleSize = document.savedWithIOS == IBDocument.iOSOfXcode13 ? .extraSmall : .large
        keepsLibraryLabelHeight = document.canvasKeepsLibraryLabelHeight
        barsIOS = document.canvasBarsIOS(on: device)
        marginsIncludeSafeArea = document.canvasMarginsIncludeSafeArea
        drawsPopoversBelowStatusBar = document.canvasDrawsPopoversBelowStatusBar
        drawsLargeTitles = document.canvasDrawsLargeTitles
        honoursSceneStatusBar = document.canvasHonoursSceneStatusBar
    }

    /// The canvas of Xcode 6 and 7's universal storyboards ("Any" width and height): 600 × 600.
    /// A file not laid out again since saves its roots at this size, whatever its `<device>`,
    /// inside navigation and tab bar controllers too. [obs] cbpowell/MarqueeLabel's
    /// MarqueeLabel.storyboard (re-saved by Xcode 15 on retina6_1: tab roots 600 × 600, lines
    /// 19 and 391) and AssistoLab/DropDown's demo (held-out sets, docs/held-out-sets.md).
    public static let legacyUniversalCanvasSize = Size(width: 600, height: 600)

    /// A canvas with the given properties.
    public init(statusBar: Window.StatusBar = .shown, drawsNavigationBarsAsSaved: Bool = false, doublesSafeAreaInsets: Bool = false,
                sheetCard: IBSheetCard? = nil, deviceFiguresIOS: Int? = nil, textStyleSize: IBContentSizeCategory = .large,
                keepsLibraryLabelHeight: Bool = false, barsIOS: Int? = nil, marginsIncludeSafeArea: Bool = true,
                drawsPopoversBelowStatusBar: Bool = false, drawsLargeTitles: Bool = false, honoursSceneStatusBar: Bool = false) {
        self.statusBar = statusBar
        self.drawsNavigationBarsAsSaved = drawsNavigationBarsAsSaved
        self.doublesSafeAreaInsets = doublesSafeAreaInsets
        self.sheetCard = sheetCard
        self.deviceFiguresIOS = deviceFiguresIOS
        self.textStyleSize = textStyleSize
        self.keepsLibraryLabelHeight = keepsLibraryLabelHeight
        self.barsIOS = barsIOS
        self.marginsIncludeSafeArea = marginsIncludeSafeArea
        self.drawsPopoversBelowStatusBar = drawsPopoversBelowStatusBar
        self.drawsLargeTitles = drawsLargeTitles
        self.honoursSceneStatusBar = honoursSceneStatusBar
    }

    /// The height of a label as Xcode's object library makes it ("Label", 17 pt system, one
    /// line): 21 pt, San Francisco's 20.29 pt line rounded up to a whole point
    /// (``IBDocument/canvasKeepsLibraryLabelHeight``).
    public static let libraryLabelHeight = 21.0

    /// The side of the square Xcode's canvas sizes a one-line label with empty text to when a
    /// stack view arranges it (``isEmptyOneLineLabel(_:)``): 50 pt, where UIKit's intrinsic size
    /// of an empty label is zero. [obs] Saved frames of such labels, in the held-out sets and the
    /// East Asian batches (docs/interface-builder-scores.md "Eleventh session"): 27 in nine
    /// projects of Xcode 11.3 to 16 are 50 tall, and 50 wide where their stack leaves them their
    /// own width (getsentry/sentry-cocoa's iOS-Swift Main.storyboard line 477: a 50 × 50 label
    /// that makes its centred stack 50 tall beside a 34 pt field; Scandit's and jami's), against
    /// two 0 tall (payjp). Hidden ones and ones of several lines are 0 tall; outside stack views
    /// an empty label is 0 tall too (Kingfisher's Main.storyboard lines 874, 966, 1139), so it
    /// keeps UIKit's size there. **[uncertain]**: why; no document of Apple's gives the figure.
    public static let emptyLabelSide = 50.0

    /// Whether `view` is a visible one-line label whose text is written and empty (`text=""`,
    /// what Interface Builder writes when a label's text is cleared), not sized by a
    /// placeholder.
    public static func isEmptyOneLineLabel(_ view: IBView) -> Bool {
        view.kind == .label && view.content.text == "" && !view.hidden && (view.content.numberOfLines ?? 1) == 1
            && view.content.placeholderIntrinsicWidth == nil && view.content.placeholderIntrinsicHeight == nil
    }

    /// Whether `view` is a label as Xcode's library makes it, font and lines unchanged: the
    /// system font at UILabel's default size (``IBControlMetrics/defaultLabelPointSize``) and
    /// regular weight, one line.
    public static func isLibraryLabel(_ view: IBView) -> Bool {
        let font = view.content.font
        return view.kind == .label && (view.content.numberOfLines ?? 1) == 1 && font?.type == "system"
            && font?.pointSize == IBControlMetrics.defaultLabelPointSize && font?.weight == nil && font?.textStyle == nil
    }
}

/// Where a canvas starts an iPhone sheet's card (``IBCanvas/sheetCard``).
public enum IBSheetCard: Hashable, Sendable {
    /// This far below the screen's top.
    case below(Double)
    /// At the window's top safe-area inset, with no gap.
    case atTopInset
    /// Where UIKit draws it, its content laid out as if the card started at the screen's top.
    case laidOutFromTop
}

/// A Dynamic Type content size category a layout draws text styles at (UIKit's
/// `UIContentSizeCategory`; the two a canvas is known to use).
public enum IBContentSizeCategory: String, Hashable, Sendable {
    /// `UIContentSizeCategory.extraSmall`.
    case extraSmall
    /// `UIContentSizeCategory.large`, the default.
    case large
}

extension IBDocument {
    /// Whether the canvas of the Xcode that saved this file draws a status bar above its scenes
    /// on `device`. Xcode 11 to Xcode 14.2 (the iOS 13–16.2 SDKs, ``savedWithIOS``) drew none on
    /// iPhones without a sensor housing: their saved frames put the safe area's top at 0, or at
    /// a navigation bar saved at y 0. [obs] Outside the fixtures (docs/interface-builder-scores.md,
    /// third and fourth held-out sets): xmartlabs/XLActionController's example storyboard
    /// (14868, iPhone 8; six views pinned 5 pt below the safe-area top saved at y 5),
    /// jonkykong/SideMenu's example storyboard (15400: its navigation bar saved at y 0, a scroll
    /// view on the safe area at y 44), ChatSecure's Purchase.storyboard (15400, iPhone SE),
    /// DKImagePickerController's example storyboard (14868: roots under an opaque bar saved
    /// 623 = 667 − 44 tall), element-ios' DialpadViewController.storyboard (17701, Xcode 12:
    /// a label 16 pt below the safe area at y 16), EasyTipView's example (17701: its bar at y
    /// 0), ResearchKit's ORKCatalog (19455, Xcode 13: its bar at y 0) and woocommerce-ios'
    /// Settings.storyboard (21507, Xcode 14: views on the safe area's top at y 0). Earlier and
    /// later files draw the 20 pt bar (Presentr's example, 14109, and kharrison's Margins,
    /// Xcode 10: bars at y 20; Kingfisher's Main, Xcode 16, and element-ios'
    /// KeyVerificationSelfVerifyWait, Xcode 26: the safe area's top at 20). iPads and phones
    /// with a sensor housing keep it. Xcode 14.3 (the iOS 16.4 SDK, toolsVersion 21701) draws
    /// the bar again: [obs] SwedbankPay's example Main.storyboard (21701, iPhone 8; nineteenth
    /// held-out set) saves its navigation bar at y 20 and a pushed scene's header at y 64
    /// (lines 32, 127); microsoft/appcenter-sdk-apple's Sasquatch Main.storyboard and
    /// iNaturalist's Onboarding.storyboard (21701, iPhone 8) match 5 and 2 more views with it,
    /// and no 21701 file matches fewer; 21507 (Xcode 14.2, woocommerce above) draws none.
    /// **[uncertain]** the exact build between 21507 and 21701; Xcode 15 (22155 and later)
    /// files draw the bar (objectbox's, JXSegmentedView's and sumup's examples: bars at y 20).
    public func canvasShowsStatusBar(on device: Device) -> Bool {
        let noStatusBar = (13...16).contains(savedWithIOS ?? 0) && (toolsMajorVersion ?? 0) < Self.firstToolsVersionOfXcode14_3
        return !(noStatusBar && device.family == .iPhone && device.sensorHousingKind == .none)
    }

    /// Whether a label whose font and lines are still those of Xcode's library label
    /// (``IBCanvas/isLibraryLabel(_:)``), placed by constraints and not arranged by a stack view
    /// (a label inside a view that a stack arranges is not arranged), keeps the library's 21 pt
    /// height (``IBCanvas/libraryLabelHeight``) where UIKit sizes it to its 20.33 (3×) or
    /// 20.5 (2×) pt line: Xcode 11 and later (its betas included, ``savedWithIOS``). Xcode does
    /// not re-measure the height of a label whose font never changed, nor calls the 0.67 (3×)
    /// or 0.5 (2×) pt a misplacement; a stack view lays its arranged labels out again. [obs]
    /// Saved frames of such labels placed by constraints (fixtures and held-out sets,
    /// docs/interface-builder-scores.md "Ninth session"): on 3× phones 96 in plain views, cells
    /// and scroll views are 21 tall against 9 at 20.33, and 79 of 80 arranged in stack views
    /// are 20.33; on 2× screens 350 against 98 at 20.5, and 99 of 102 arranged ones 20.5.
    /// Kingfisher's Main.storyboard (23727, retina5_5) saves 16 cell titles 21 tall, centred at
    /// y 11.67 (line 190). Laid out so, the fixtures match 17 more views and the opened
    /// held-out sets 79; files of Xcode 10 and earlier would match 4 fewer, so they keep
    /// UIKit's.
    /// **[uncertain]**: a label whose text or frame was edited by hand may have been
    /// re-measured; nothing in the file says so.
    public var canvasKeepsLibraryLabelHeight: Bool {
        (savedWithIOS ?? 0) >= Self.firstIOSKeepingLibraryLabelHeight
    }

    /// The iOS whose bars the saving Xcode's canvas drew on `device`: its SDK's,
    /// ``savedWithIOS`` (no older than the device's first iOS), also where the canvas is laid
    /// out under another iOS. An iPad's bars tell them apart: 44 pt navigation and 49 pt tab
    /// bars to iOS 11, 50 from iOS 12 (the catalog's pad bar profile). [obs]
    /// seedante/FaceAlbum's Main_iPad.storyboard (Xcode 6) and kaltura/playkit-ios-samples'
    /// ima_ipad.storyboard (Xcode 8; nineteenth held-out set) save the content below their
    /// navigation bars 64 pt down, 6 pt above where iOS 12's bar puts it. `nil` for a file
    /// without a `toolsVersion`: the layout's own bars.
    public func canvasBarsIOS(on device: Device) -> Int? {
        savedWithIOS.map { max($0, device.supportedIOS.first) }
    }

    /// Whether the saving Xcode's canvas laid margins out with the safe area in them, as UIKit
    /// does from iOS 11 (`insetsLayoutMarginsFromSafeArea`): not before Xcode 9. A file of
    /// Xcode 8 or earlier keeps the frames of iOS 10's rules, where a root view's top and bottom
    /// margins are 0 under the status bar, also where it is laid out under a later iOS (the
    /// canvas itself is iOS 10's, ``canvasIOS(on:)``). [obs] Outside the fixtures: RadioHopeUA/iOS-HopeFM's
    /// Main.storyboard (Xcode 7, 600 × 600 canvas; nineteenth held-out set), a header pinned to
    /// the root's `topMargin` saved at y 0 (line 250) with the status bar shown. In the
    /// fixtures, artsy/eidolon's Auction.storyboard (toolsVersion 12118, Xcode 8, iPad): a
    /// divider 90 pt below the root's `topMargin` saved at y 90 (lines 231, 256). A file without
    /// a `toolsVersion` is taken as today's.
    public var canvasMarginsIncludeSafeArea: Bool {
        (savedWithIOS ?? Self.firstIOSWithSafeAreaMargins) >= Self.firstIOSWithSafeAreaMargins
    }

    /// Whether the saving Xcode's canvas draws the content of a popover (the destination of a
    /// `popoverPresentation` segue) below the status bar's band: its root as tall as the
    /// scene's size less the band, with no top safe-area inset, even on the home-button
    /// iPhones where it draws no status bar (``canvasShowsStatusBar(on:)``). Xcode 11's (the
    /// iOS 13 SDK's) does.
    /// [obs] Held-out sets (docs/held-out-sets.md): AudioKit/AudioKitSynthOne's Main.storyboard
    /// (15505, iPad 9.7-inch) saves its three popovers' freeform 300 × 300, 300 × 290 and
    /// 600 × 640 scenes with roots 20 pt shorter; AudioKit/AUv3-Example-App's (16097) its four,
    /// a view pinned to the top layout guide at y 0 (line 477); kodecocodes/alt-materials'
    /// adaptive-layout final project (15705, iPhone 8) a popover's table 647 = 667 − 20 tall
    /// (line 120). Xcode 10's canvas draws them at the whole size (AudioKit/ROMPlayer, 14113:
    /// three popovers' roots at their freeform sizes). **[uncertain]** for later Xcodes (no
    /// popover of theirs in the sets shows either way), for phones with a sensor housing and in
    /// landscape (the band there is the device's status bar, unobserved), and for a popover
    /// that shows a navigation controller, which is drawn as a scene inside containers is,
    /// full screen below its bar, unless its root has a freeform size of its own (no such
    /// popover in the sets).
    public var canvasDrawsPopoversBelowStatusBar: Bool { savedWithIOS == Self.iOSOfXcode11 }

    /// Whether the saving Xcode's canvas draws a scene that simulates no status bar without one
    /// (`firstCanvasIOSDrawingStatusBarRegardless`).
    public var canvasHonoursSceneStatusBar: Bool {
        (savedWithIOS ?? 0) < Self.firstCanvasIOSDrawingStatusBarRegardless
    }

    /// The first iOS whose canvas (Xcode 9) draws the status bar over a scene that simulates
    /// none (`<nil key="simulatedStatusBarMetrics"/>`); Xcode 8's drew the scene without it
    /// (``canvasHonoursSceneStatusBar``). [obs] Held-out sets (docs/held-out-sets.md):
    /// ooper-shlab/AVCamManual-Swift's Main.storyboard (Xcode 8.2, nineteenth set) saves its
    /// camera scene's controls against a top layout guide at 0 (line 590's metrics);
    /// IcaliaLabs/Presentr's example Main.storyboard (Xcode 10, fourth set) saves its
    /// screen-sized scenes that simulate none with the 20 pt band (a container at y 20 under
    /// the top guide, line 48).
    static let firstCanvasIOSDrawingStatusBarRegardless = 11

    /// Whether the saving Xcode's canvas draws a navigation bar that prefers large titles
    /// (`<navigationBar largeTitles="YES">`) at its large-title height over the scenes it
    /// shows, as UIKit does: Xcode 14.3's (toolsVersion from 21600, the iOS 16 SDK). The other
    /// canvases draw such a bar at the standard height. [obs] Held-out sets (docs/held-out-sets.md):
    /// twilio/twilio-verify-ios' demo Main.storyboard (toolsVersion 21701, retina6_1) saves the
    /// roots of its three navigation controllers and a scene they push with their content on a
    /// safe area at 144 = 48 + 96 (lines 166, 208, 360), and hackiftekhar/IQListKit's example
    /// (21701) a root's table likewise (line 391). Standard bars: marcosgriselli/ViewAnimator's
    /// example (15505, Xcode 11: a root's safe area at 88 = 44 + 44), covid19cz/erouska-ios'
    /// Help.storyboard (17701, Xcode 12: 88, its root's `largeTitleDisplayMode="always"`),
    /// DataDog/dd-sdk-ios' RUMAuto storyboard (23504, Xcode 16.0: 103 = 59 + 44).
    /// **[uncertain]**: both files are Xcode 14.3's; Xcode 14.0–14.2 and 15 have no sample in
    /// the open sets (taking all of Xcode 14 cost the blind twentieth set one view), and both
    /// are iPhones (an iPad's large-title bar on this canvas is not seen).
    /// Xcode 26's canvas draws every bar where the file saved it
    /// (``canvasDrawsNavigationBarsAsSaved``).
    public var canvasDrawsLargeTitles: Bool {
        savedWithIOS == Self.iOSOfXcode14 && (toolsMajorVersion ?? 0) >= Self.firstToolsVersionOfXcode14_3
    }

    /// The first iOS whose layout margins take in the safe area (``canvasMarginsIncludeSafeArea``).
    static let firstIOSWithSafeAreaMargins = 11

    /// The SDK of the first Xcode whose canvas keeps the library label's height
    /// (``canvasKeepsLibraryLabelHeight``): Xcode 11's, iOS 13 (its betas included,
    /// ``savedWithIOS``).
    static let firstIOSKeepingLibraryLabelHeight = 13

    /// The first `toolsVersion` whose canvas doubles the safe-area insets of iPhones with a
    /// sensor housing (``canvasDoublesSafeAreaInsets(on:)``): after 23504, at or before 23727
    /// (Xcode 16's later builds).
    static let firstToolsVersionDoublingSafeArea = 23700

    /// Whether the file was saved by Xcode 16's later builds or a later Xcode
    /// (``firstToolsVersionDoublingSafeArea``; Xcode 15's placeholder build is above it by
    /// number only, ``savedWithIOS``).
    var isSavedByLaterXcode16OrNewer: Bool {
        !isPlaceholderToolsVersion && (toolsMajorVersion ?? 0) >= Self.firstToolsVersionDoublingSafeArea
    }

    /// The first `toolsVersion` of Xcode 14.3, whose canvas draws the status bar on home-button
    /// iPhones again (``canvasShowsStatusBar(on:)``): after 21507 (Xcode 14.2), at or before
    /// 21701 (Xcode 14.3).
    static let firstToolsVersionOfXcode14_3 = 21600

    /// Whether the saving Xcode's canvas puts a navigation bar where the file saved it even
    /// when that is not the device's standard place: Xcode 26 (iOS 26 SDK), and Xcode 16's
    /// later builds, which double the safe area (``canvasDoublesSafeAreaInsets(on:)``) and save
    /// the bar twice the band down: aliyun/alicloud-ios-demo's apm Main.storyboard (23727,
    /// retina6_1; East Asian batch): its bar at y 96 = 2 × 48, content 40 pt below the safe area
    /// at 180 (lines 89 and 43). [obs] Xcode 26's files on
    /// retina6_12 save the bar at y 118, 54 pt tall, and lay the content out below 172 (an
    /// opaque bar's roots 680 = 852 − 172 tall; a translucent bar's safe area at 172):
    /// firebase/quickstart-ios database Main.storyboard (toolsVersion 24127, in the fixtures,
    /// lines 408–409 and 18–19) and LeoNatan/LNPopupController's example storyboards (25094,
    /// 25095; outside the fixtures). UIKit's standard iOS 26 bar is not known to differ, so
    /// this is the canvas's, not the engine's. **[uncertain]** for other devices.
    public var canvasDrawsNavigationBarsAsSaved: Bool {
        (savedWithIOS ?? 0) >= UIKitMetrics.firstIOSOfLiquidGlass
            || isSavedByLaterXcode16OrNewer
    }

    /// Whether the saving Xcode's canvas draws `device`'s safe area with each inset twice over,
    /// the status band's at the top and the home indicator's at the bottom: Xcode 16's later
    /// builds and Xcode 26 (iOS 26 SDK) on iPhones with a sensor housing. Xcode 26's navigation
    /// bars sit at twice the band too (``canvasDrawsNavigationBarsAsSaved``). [obs] Outside the fixtures (held-out sets,
    /// docs/held-out-sets.md): Jumio/mobile-sdk-ios' sample Main.storyboard (24412, retina6_1:
    /// views 20 pt from the safe area saved at y 116 = 2 × 48 + 20 and ending 88 = 2 × 34 + 20
    /// above the bottom, lines 306–339), regulaforensics' DocumentReader UniversalTag sample
    /// (24506, retina6_12: its bar at y 118 = 2 × 59, buttons 15 pt above the safe area ending
    /// at 769 = 852 − 68 − 15), customerio-ios' APN UIKit Main.storyboard (24506, retina6_5: the
    /// safe area at 88 and 68 from the bottom), bryceco/GoMap's MainStoryboard.storyboard
    /// (24765: 118 and 68), getsentry/sentry-cocoa's iOS-Swift and iOS-ObjectiveC samples
    /// (24765), doo/scanbot-sdk-example-ios (24506, retina6_0: toolbars on the bottom guide at
    /// 68); in the fixtures, Ranchero-Software__NetNewsWire__Main.storyboard (24506, retina6_3:
    /// a label 8 pt above the safe area's bottom saved at y 798 = 874 − 68 − 8, lines 428 and
    /// 445). Scenes under a navigation
    /// bar the file saves at the band's own bottom are drawn with the device's insets
    /// (NetNewsWire's Inspector.storyboard, bars at y 48 on retina6_1; Jumio's navigation
    /// controller, line 149), as are presented scenes and home-button phones (pia-foss'
    /// Welcome.storyboard on retina4_7: the safe area at 20). Xcode 16's later builds
    /// (toolsVersion 23727) draw it too: [obs] dyte-io/ios-samples' iOSCoreSample
    /// Main.storyboard (retina6_12; nineteenth held-out set) saves a table view on the safe
    /// area's top at y 118 = 2 × 59 and a button on its bottom ending at 784 = 852 − 68
    /// (lines 66, 220); here-sdk-examples' IndoorMap, SourcePoint's ConsentViewController and
    /// yandex-ads-sdk's example storyboards (23727) match 3, 12 and 3 more views with it, and
    /// no 23727 file fewer. 23504 (Xcode 16.0) does not: with it, its files in six sets match
    /// 30 fewer views. **[uncertain]**: why Xcode draws this is not known; the build between
    /// 23504 and 23727 is not; iPads and landscape have no sample.
    public func canvasDoublesSafeAreaInsets(on device: Device) -> Bool {
        isSavedByLaterXcode16OrNewer && device.family == .iPhone && device.sensorHousingKind != .none
    }

    /// Where the saving Xcode's canvas starts a page or form sheet's card on an iPhone when not
    /// where UIKit does (the top safe-area inset and 10 pt with a
    /// sensor housing, the status band's bottom without one: `Window.sheetTopOffset`): `nil`
    /// for UIKit's. [obs] Presented scenes' roots (held-out sets, docs/held-out-sets.md):
    /// - Xcode 15 and 16 (iOS 17–18 SDKs; 22155–23727) draw the card 10 pt down on phones with a
    ///   sensor housing: pia-foss' Signup.storyboard (22155, retina5_9: a root 802 = 812 − 10
    ///   tall), GetStream's DemoApp Main.storyboard (22505, retina6_1: 886), bitwarden's
    ///   Autofill MainInterface.storyboard (22505: 830 under a 56 pt bar), passforios'
    ///   Main.storyboard (23504, retina6_0: 834 = 844 − 10); phones without keep UIKit's 20
    ///   (weiran/Hackers' Main.storyboard, 23504, retina4_7: 647).
    /// - Xcode 26 (toolsVersion 24000 and later, ``savedWithIOS``) draws it at the top safe-area inset
    ///   with a sensor housing (NordicSemiconductor's nRF Mesh Main.storyboard and Jumio's
    ///   sample, retina6_1: 848 = 896 − 48; GoMap's MainStoryboard and sentry-cocoa's iOS-Swift
    ///   sample, retina6_12: 793 = 852 − 59) and 10 pt down without (rileytestut/Delta's
    ///   Settings.storyboard, retina4_7: 657).
    /// Earlier Xcodes draw UIKit's card (xmartlabs/Eureka, Xcode 11: 758 = 812 − 44 − 10).
    /// Where the canvas draws its own card, the card has no bottom safe-area inset
    /// (`SheetCardPlacement.drawn(top:)` says so): Azure-Samples' native-auth sample (23504,
    /// retina6_12) saves a stack 16 above a sheet's safe-area bottom ending at 826 = 842 − 16,
    /// and the sheets of six more projects (Xcode 15 to 26) match 20 more views so, none fewer.
    /// Xcode 14 (iOS 16 SDK) draws UIKit's card on phones with a sensor housing but lays its
    /// content out as if the card started at the screen's top (``IBSheetCard/laidOutFromTop``):
    /// fan-ADN/nendSDK-iOS' Fullboard.storyboard (21507, retina6_1; twentieth set) saves the
    /// shown scenes' roots 838 = 896 − 48 − 10 tall, a view pinned to the safe area's top at
    /// y 48 (line 44) and a container pinned to its bottom ending at 838 (line 111). AzureAD's
    /// sample (21701) saves a page sheet 842 tall, which drawing Xcode 14's cards 10 pt down
    /// gained, but that lost more views than it gained over the held-out sets.
    /// **[uncertain]**: why the canvas differs is not known.
    public func canvasSheetCard(on device: Device) -> IBSheetCard? {
        guard device.family == .iPhone, let saved = savedWithIOS else { return nil }
        let housing = device.sensorHousingKind != .none
        if saved == 16 { return housing ? .laidOutFromTop : nil }
        if (17...18).contains(saved) { return housing ? .below(Self.canvasSheetCardTop) : nil }
        guard saved >= UIKitMetrics.firstIOSOfLiquidGlass else { return nil }
        return housing ? .atTopInset : .below(Self.canvasSheetCardTop)
    }

    /// How far below the screen's top Xcode 15–26's canvases start a sheet's card where they
    /// do not start it at the top inset (``canvasSheetCard(on:)``): 10 pt.
    static let canvasSheetCardTop = 10.0

    /// The iOS whose device figures the saving Xcode's canvas drew `device` with, when they are
    /// not those of the SDK it simulates (``savedWithIOS``): Xcode 12 and 13 (the iOS 14 and 15
    /// SDKs) drew the iPhone XR and 11 (`retina6_1`) with iOS 13's 44 pt status band, where the
    /// devices have 48 pt from iOS 14 (the catalog's `phone-notch-xr` profile). [obs] Fixtures:
    /// ephread/Instructions' Basic_Examples.storyboard (20037, Xcode 13.4): five "Container"
    /// views pinned to the safe area saved at y 44, 818 tall (lines 20, 147, 271, 407, 535).
    /// The held-out sets' other Xcode 12–13 files on retina6_1 (simplenote-ios, facebook-ios-sdk's
    /// login sample, docs/held-out-sets.md) keep their scores under it.
    /// **[uncertain]** Xcode 14 (21000 and later) is taken to draw the device's own 48.
    /// A device that cannot run the canvas's iOS (``canvasIOS(on:)``: an iPhone SE of 2016 in
    /// Xcode 26) is drawn with the figures of the newest iOS it runs.
    /// `nil` when the canvas draws the SDK's own figures.
    public func canvasDeviceFiguresIOS(on device: Device) -> Int? {
        // A device the canvas's SDK does not run keeps the figures of its newest iOS.
        if canvasIOS(on: device) > device.supportedIOS.last { return device.supportedIOS.last }
        guard let saved = savedWithIOS, (14...15).contains(saved) else { return nil }
        let drawn = max(device.supportedIOS.first, Self.canvasFiguresIOSOfXcode12And13)
        // Only where the figures differ: other devices keep their own, whatever the catalog adds.
        func figures(_ iOS: Int) -> (EdgeInsets, Double)? {
            (try? device.metrics(for: .portrait, iOS: iOS)).map { ($0.safeAreaInsets, $0.statusBar.height) }
        }
        guard drawn != saved, let old = figures(drawn), let own = figures(saved), old != own else { return nil }
        return drawn
    }

    /// The iOS whose device figures Xcode 12 and 13's canvas draws (see
    /// ``canvasDeviceFiguresIOS(on:)``).
    static let canvasFiguresIOSOfXcode12And13 = 13
}

extension IBCanvas {
    /// The text Xcode's canvas draws in a built-in cell label (a `style="IBUITableViewCellStyle…"`
    /// cell's `textLabel` or `detailTextLabel`) whose text is empty: the placeholder a new cell
    /// of that style shows, "Title", and "Detail" or, in a subtitle cell, "Subtitle". UIKit
    /// draws such a label empty; the canvas sizes it by the placeholder. [obs] Outside the
    /// fixtures (fifth held-out set, docs/held-out-sets.md): rileytestut/Delta's
    /// Settings.storyboard (Xcode 26, line 2507): seven value1 detail labels with `text=""`
    /// saved 44 × 20.5, "Detail" at 17 pt; bryceco/GoMap's MainStoryboard (Xcode 26, line 725):
    /// a subtitle cell's empty Callout detail saved 55.67 × 19.33, "Subtitle" at 16 pt, its
    /// title at y 3 above it. **[uncertain]** before Xcode 26: no empty built-in label seen.
    static func builtInLabelPlaceholder(style: TableViewCell.CellStyle, isDetail: Bool) -> String {
        guard isDetail else { return "Title" }
        return style == .subtitle ? "Subtitle" : "Detail"
    }
}
