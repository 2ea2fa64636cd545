import DeviceCatalog
import LayoutEngine

// The iOS whose controls and insets the Xcode that saved a document drew: the frames Xcode saved
// are a layout under that SDK's figures, so the oracle lays out under it (`canvasIOS(on:)`), and
// the CLI's default under it clamped to what the device runs.

extension IBDocument {
    /// Whether the file's `toolsVersion` is the `32700.99.1234` that Xcode 15's betas and some
    /// releases write in place of a build number (``savedWithIOS`` reads it as Xcode 15's).
    public var isPlaceholderToolsVersion: Bool { toolsMajorVersion == Self.placeholderToolsVersion }

    /// The major part of Xcode 15's placeholder `toolsVersion`, `32700.99.1234`.
    static let placeholderToolsVersion = 32700

    /// The iOS SDK of the Xcode that saved this file, from its `toolsVersion`, or nil when the
    /// file gives none. Xcode writes its Interface Builder build number as `toolsVersion`;
    /// the ranges follow Xcode's releases (Apple, "Xcode release notes"; the numbers are the
    /// fixtures' own, e.g. 14490 Xcode 10, 16096 Xcode 11, 17701 Xcode 12.3, 18122 Xcode 12.5,
    /// 19455 Xcode 13.1, 20037 Xcode 13.3–13.4, 21701 Xcode 14.3, 22155 Xcode 15, 23727 Xcode 16,
    /// 24506 Xcode 26). The 18000s are Xcode 12.5 (iOS 14.5) and the 20000s Xcode 13.3–13.4
    /// (iOS 15.4–15.5): Xcode 14's first build is 21225. [obs] The `IBCocoaTouchPlugin`
    /// version each file records beside it agrees (18093 beside 18122, 20020 beside 20037,
    /// 21207 beside 21225), and so do the frames: raulriera/TextFieldEffects' demo storyboard,
    /// re-laid out in July 2021 at 18122, moved its grouped table's first row from y 55.5 to
    /// iOS 14's 49.5; ephread/Instructions' fixture (20037, retina6_1) saves the safe area's
    /// top at Xcode 13's canvas inset (``IBDocument/canvasDeviceFiguresIOS(on:)``). Xcode 15 and
    /// later betas write the placeholder `32700.99.1234`, which is Xcode 15's (iOS 17). **[uncertain]** the exact boundary
    /// between Xcode 16.x and Xcode 26 (24000 here): files saved as 24127 and 24506 both draw
    /// iOS 26's 63 × 28 switches (IQKeyboardManager's example storyboards at 24127, outside
    /// the fixtures; NetNewsWire's Inspector at 24506), and 23727 is Xcode 16.
    ///
    /// Xcode 11's betas still wrote build numbers below 15000 (14868 in kharrison's
    /// ScrollGuide-IB Main.storyboard), but they were the first to write the `<device>`
    /// element's `appearance` attribute, which came with Dark Mode in the iOS 13 SDK (Apple,
    /// "Xcode 11 release notes": Interface Builder previews light and dark appearances); a file
    /// with it is taken as saved under iOS 13 at the least.
    public var savedWithIOS: Int? {
        guard let tools = toolsMajorVersion else { return nil }
        if tools < Self.firstToolsVersionOfXcode11, device?.appearance != nil { return Self.iOSOfXcode11 }
        switch tools {
        case ..<13000: return 10
        case ..<14000: return 11
        case ..<Self.firstToolsVersionOfXcode11: return 12
        case ..<17000: return Self.iOSOfXcode11
        case ..<Self.firstToolsVersionOfXcode13: return Self.iOSOfXcode12
        case ..<21000: return 15
        case ..<22000: return 16
        case ..<23000: return 17
        case ..<24000: return 18
        case Self.placeholderToolsVersion: return 17
        default: return 26
        }
    }
}

extension IBDocument {
    /// The iOS whose controls, bars and layout rules the saving Xcode's canvas drew on `device`:
    /// the SDK it simulates (``savedWithIOS``), even where the device cannot run it — a canvas
    /// draws any device with its own SDK's controls, and only the device's figures (status band,
    /// safe-area insets) stay the device's (``canvasDeviceFiguresIOS(on:)``). Files of Xcode 8
    /// and 9 too: their canvases drew iOS 10's and 11's rules (until the thirteenth session
    /// they were laid out under iOS 12's; under their own, RxDataSources', ello's and
    /// JSQMessagesViewController's examples match 15 more views in the held-out sets and no
    /// file fewer, docs/interface-builder-scores.md). A file without a `toolsVersion` is drawn
    /// under `iOSOfFilesWithoutToolsVersion`. Never older than the device's first iOS. [obs]
    /// guardianproject/orbot-apple's Main.storyboard (24765, Xcode 26, `retina4_0`, whose
    /// iPhone SE runs iOS 15 at most): iOS 26's 63 × 28 switches (lines 79, 424) and a 54 pt
    /// navigation bar (line 1390).
    ///
    /// The result may be newer than `device` runs: it is then usable only with the canvas
    /// (`IBCanvas`, whose ``canvasDeviceFiguresIOS(on:)`` keeps the device's figures); UIKit's
    /// own layout of the file clamps it to the device's newest iOS.
    public func canvasIOS(on device: Device) -> Int {
        max(savedWithIOS ?? Self.iOSOfFilesWithoutToolsVersion, device.supportedIOS.first)
    }

    /// The first `toolsVersion` Xcode 11 wrote in its releases (its betas wrote lower builds,
    /// told apart by the `<device appearance>` attribute: ``savedWithIOS``).
    static let firstToolsVersionOfXcode11 = 15000

    /// The first `toolsVersion` of Xcode 12.5 (the iOS 14.5 SDK; 18122 in the files seen, after
    /// Xcode 12.4's 17701), still read as iOS 14 by ``savedWithIOS``.
    static let firstToolsVersionOfXcode12_5 = 18000

    /// The first `toolsVersion` of Xcode 13 (the iOS 15 SDK; 19162 in the files seen), where
    /// ``savedWithIOS`` reads iOS 15.
    static let firstToolsVersionOfXcode13 = 19000

    /// Whether the file was saved by Xcode 12.5 (``firstToolsVersionOfXcode12_5``).
    var isSavedByXcode12_5: Bool {
        savedWithIOS == Self.iOSOfXcode12 && (toolsMajorVersion ?? 0) >= Self.firstToolsVersionOfXcode12_5
    }

    /// The first `toolsVersion` of Xcode 13.2 (the iOS 15.2 SDK; 19455 in the files seen, after
    /// Xcode 13.0's 19162).
    static let firstToolsVersionOfXcode13_2 = 19400

    /// The point release of ``savedWithIOS`` whose figures the saving Xcode's SDK has, where
    /// the `toolsVersion` tells it and a figure changed within that major version
    /// (`Window.iOSPointRelease`): for Xcode 9, 0 before `firstToolsVersionWithMarginEndedCellLabels`
    /// and 3 from it (built-in cell labels at the margin, taken as iOS 11.3's), 0 for Xcode 12.0–12.4 (iOS 14.0–14.4, before 14.5's
    /// shorter grouped headers), 5 for Xcode 12.5, 0 for Xcode 13.0–13.1 (iOS 15.0) and 2 from
    /// Xcode 13.2 (iOS 15.2 and later: the narrower disclosure indicator). Each names the first
    /// release of its range, whose figures the rest share. nil for other Xcodes.
    public var savedWithIOSPointRelease: Int? {
        guard let tools = toolsMajorVersion, let saved = savedWithIOS,
              let (firstTools, release) = Self.pointReleaseBoundaries[saved] else { return nil }
        return tools >= firstTools ? release : 0
    }

    /// For each SDK whose figures changed in a point release: the first `toolsVersion` whose
    /// files have the later figures, and that point release (``savedWithIOSPointRelease``).
    static let pointReleaseBoundaries: [Int: (firstToolsVersion: Int, pointRelease: Int)] = [
        iOSOfXcode9: (firstToolsVersionWithMarginEndedCellLabels, UIKitMetrics.pointReleaseOfMarginEndedPlainCellText),
        iOSOfXcode12: (firstToolsVersionOfXcode12_5, UIKitMetrics.pointReleaseOfShorterGroupedHeaders),
        iOSOfXcode13: (firstToolsVersionOfXcode13_2, UIKitMetrics.pointReleaseOfNarrowerIOS15Disclosure),
    ]

    /// The SDK iOS of Xcode 9 (``savedWithIOS``).
    static let iOSOfXcode9 = 11

    /// The first `toolsVersion` of Xcode 9 whose files end built-in cell labels at the content
    /// view's margin (``UIKitMetrics/legacyBuiltInLabelClearance(iOS:pointRelease:besideAccessory:)``):
    /// 13771 is the first seen that does (IBAnimatable), 13196 the last that does not
    /// (FSCalendar, FSPagerView). **[uncertain]** the builds between: 13529 files (PopupDialog,
    /// AppAuth, Adyen) have no built-in cells, and whether the change came with the iOS 11.3 or
    /// the 11.4 SDK is not known; the point release is taken as 3.
    static let firstToolsVersionWithMarginEndedCellLabels = 13700

    /// The SDK iOS of Xcode 11 (``savedWithIOS``).
    static let iOSOfXcode11 = 13

    /// The SDK iOS of Xcode 12 (``savedWithIOS``).
    static let iOSOfXcode12 = 14

    /// The SDK iOS of Xcode 13 (``savedWithIOS``).
    static let iOSOfXcode13 = 15

    /// The SDK iOS of Xcode 14 (``savedWithIOS``).
    static let iOSOfXcode14 = 16

    /// The iOS a file without a `toolsVersion` is drawn under (``canvasIOS(on:)``): 12, the
    /// last before the SDKs whose controls and bars later files record.
    static let iOSOfFilesWithoutToolsVersion = 12

    /// The catalog device the file was designed on: the one its `<device>` id names
    /// (``IBDeviceTable``), or, when the saving Xcode's iOS (``savedWithIOS``) is newer or older
    /// than that device runs, the newest device of the same family, screen, scale and home
    /// button or indicator that runs it — Xcode simulates the devices of its own SDK's lineup.
    /// [obs] Older: `retina6_1` saved by Xcode 10 is the iPhone XR (the iPhone 11 came with
    /// iOS 13): pujiaxin33/JXCaptain's Example Main.storyboard (14490.70, the eighth session's
    /// East Asian batch) saves plain static rows at y 0, 44 tall, as iOS 12 lays them out (the
    /// two East Asian batches match 26 more views). [obs] `retina5_9` files saved by Xcode 15
    /// (iOS 17, which the iPhone X does not run) put the safe area's top at the 375 × 812 mini's
    /// 50 pt, not the X's 44: openhab-ios' Main.storyboard (its navigation bar saved at y 50)
    /// and IQKeyboardManager's example storyboards (both outside the fixtures). A device with a
    /// home button is not replaced by one with a home indicator (the 12.9-inch iPad Pro of 2017
    /// by the 13-inch iPad Air): Interface Builder has a separate id for those (`ipad12_9rounded`).
    /// Where no such device runs the SDK, the named device stands, drawn with the SDK's controls
    /// and its own newest figures (``canvasIOS(on:)``, ``canvasDeviceFiguresIOS(on:)``).
    /// **[uncertain]** no file saved by Xcode 26 for `ipad12_9` has been seen. `nil` when the
    /// file names no device the catalog has.
    public func designDevice(in catalog: DeviceCatalog) -> Device? {
        guard let id = device?.catalogDeviceID, let named = try? catalog.device(named: id) else { return nil }
        guard let saved = savedWithIOS, saved > named.supportedIOS.last || saved < named.supportedIOS.first else { return named }
        return catalog.devices.filter { d in
            d.family == named.family && d.screenSize == named.screenSize && d.scale == named.scale
                && d.homeIndicator == named.homeIndicator
                && d.supportedIOS.first <= saved && saved <= d.supportedIOS.last
        }.max { ($0.year, $0.id) < ($1.year, $1.id) } ?? named
    }
}
