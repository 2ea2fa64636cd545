import DeviceCatalog

/// `UIModalPresentationStyle`, for the styles whose geometry and callbacks are documented.
public enum ModalPresentationStyle: String, Hashable, Sendable, CaseIterable {
    /// The default: a page sheet from iOS 13, full screen before (semantics doc 7.2).
    case automatic
    /// The presented view replaces the presenting one, which disappears (rule 7.2).
    case fullScreen
    /// The presented view covers the screen; the presenting view stays in the hierarchy and
    /// gets no appearance callbacks.
    case overFullScreen
    /// A card over the presenting view (iOS 13+); full screen before iOS 13 on iPhone.
    case pageSheet
    /// On iPhone the same card as `pageSheet`; a smaller centred panel on iPad.
    case formSheet
}

/// Why a presentation cannot be laid out faithfully.
public enum PresentationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A sheet on an iPad: its size is not published, so it is not modelled.
    case sheetSizeNotModelled(style: ModalPresentationStyle, device: String)
    /// The presenting controller is not in a window, or already presents one.
    case notPresentable(presenting: String, reason: String)

    /// What went wrong and what to do.
    public var description: String {
        switch self {
        case let .sheetSizeNotModelled(style, device):
            return "a .\(style.rawValue) presentation on \(device) is a panel whose size Apple does not publish; "
                + "SafeAreaKit does not model it. Present with .fullScreen or .overFullScreen to check the layout."
        case let .notPresentable(presenting, reason):
            return "'\(presenting)' cannot present: \(reason)"
        }
    }
}

extension UIKitMetrics {
    /// The gap between the bottom of the window's top safe-area inset and the top of a page
    /// or form sheet's card on an iPhone with a sensor housing in portrait (iOS 13+): 10 pt.
    /// **[uncertain]**: read off simulator screenshots of iOS 13 sheets, not documented by
    /// Apple; Xcode's canvas agrees (xmartlabs/Eureka's example storyboard, outside the
    /// fixtures: a presented scene's root saved 758 = 812 − 44 − 10 tall on an iPhone X). The
    /// safe-area consequences (the card's top inset is 0, its bottom inset is the home band —
    /// semantics doc 7.2) hold for any gap.
    public static let sheetTopGap = 10.0

    /// Where a sheet's card starts on an iPhone without a sensor housing in portrait: at the
    /// status bar band's bottom, with no gap. **[uncertain]** jonkykong/SideMenu's
    /// Example/Main.storyboard (Xcode 11, iPhone 8; outside the fixtures) saves its presented
    /// scenes' roots 647 = 667 − 20 tall, with their content at a safe-area top of 0, on a
    /// canvas that draws no status bar (InterfaceBuilder's `IBDocument.canvasShowsStatusBar(on:)`);
    /// ChatSecure's Purchase.storyboard (Xcode 11, iPhone SE) a presented root 548 = 568 − 20.
    public static let sheetTopGapWithoutSensorHousing = 0.0

    /// The navigation bar of a navigation controller shown as a sheet's card from iOS 13 to
    /// iOS 18: 56 pt, with no status band above it (the card starts below the status bar); iOS
    /// 26's is ``liquidGlassSheetNavigationBarHeight`` (``sheetNavigationBarHeight(iOS:)``). [obs]
    /// calleerlandsson/Tofu's Main.storyboard (Xcode 12, iPhone 8; outside the fixtures, fifth
    /// held-out set, docs/held-out-sets.md): both navigation controllers presented by a
    /// `kind="presentation"` segue save their bars at y 0, 375 × 56 (lines 730–731 and
    /// 748–749), the one that is not presented 96 with large titles. **[uncertain]** for other
    /// releases than iOS 14 and with large titles in a sheet, which keep the standard large bar
    /// here.
    public static let sheetNavigationBarHeight = 56.0

    /// The navigation bar of a sheet's card under `iOS`'s rules, from the card's top to the bar's
    /// bottom: ``sheetNavigationBarHeight`` before iOS 26; 70 from iOS 26, a 54 pt bar 16 pt
    /// below the card's top. Sources: GKNavigationBarSwift's fix for its issue 47
    /// (`navBarHeightNonFullScreen`: 70 under Liquid Glass, 56 before,
    /// https://github.com/QuintGao/GKNavigationBarSwift/issues/47); [obs] the bars Xcode 26
    /// saved in sheets, at y 16 and 54 tall (bryceco/GoMap's MainStoryboard, 24765, and
    /// getsentry/sentry-cocoa's iOS-Swift sample, held-out sets): the bar starts
    /// ``sheetNavigationBarTopInset(iOS:)`` down. **[uncertain]** with large titles in a sheet, and on home-button
    /// phones (the Xcode 26 files are for the iPhone 14 Pro's screen).
    public static func sheetNavigationBarHeight(iOS: Int) -> Double {
        iOS >= firstIOSOfLiquidGlass ? liquidGlassSheetNavigationBarHeight : sheetNavigationBarHeight
    }

    /// iOS 26's sheet navigation bar, from the card's top (``sheetNavigationBarHeight(iOS:)``).
    public static let liquidGlassSheetNavigationBarHeight = 70.0

    /// How far below a sheet card's top its navigation bar starts under `iOS`'s rules: 0 before
    /// iOS 26; 16 from iOS 26, the bar 54 pt below it (``sheetNavigationBarHeight(iOS:)``). [obs]
    /// the sheets' bars Xcode 26 saved at y 16, 54 tall (bryceco/GoMap's MainStoryboard lines
    /// 423 and 820, getsentry/sentry-cocoa; held-out sets). **[uncertain]** with large titles,
    /// where the bar starts at the card's top here.
    public static func sheetNavigationBarTopInset(iOS: Int) -> Double {
        iOS >= firstIOSOfLiquidGlass ? liquidGlassSheetNavigationBarTopInset : 0
    }

    /// iOS 26's gap above a sheet's navigation bar (``sheetNavigationBarTopInset(iOS:)``).
    public static let liquidGlassSheetNavigationBarTopInset = 16.0

    /// The iOS whose UIKit rules (bars, controls, cells) an app that sets
    /// `UIDesignRequiresCompatibility` in its Info.plist runs under on `iOS`: from iOS 26 those
    /// of iOS 18, the SDK before Liquid Glass, on `iOS`'s device figures; before it `iOS` itself.
    /// Apple, "UIDesignRequiresCompatibility" (Bundle Resources): "the system runs the app using
    /// a compatibility mode for UI elements … as it looks when built against previous versions
    /// of the SDKs"; "the system ignores this key when you build for iOS 27 or later". The key
    /// follows the SDK the app is built with, not the iOS it runs on (Apple Developer Forums,
    /// thread 832710, a Frameworks Engineer: "Apps built against earlier releases will not
    /// change until building against iOS 27"): an app that still sets it is taken to be built
    /// with Xcode 26, so it keeps iOS 18's design on iOS 27 too; the audit's note says that a
    /// build against the iOS 27 SDK drops it.
    /// https://developer.apple.com/documentation/bundleresources/information-property-list/uidesignrequirescompatibility
    public static func designCompatibilityIOS(for iOS: Int) -> Int {
        iOS >= firstIOSOfLiquidGlass ? lastIOSBeforeLiquidGlass : iOS
    }

    /// The iOS whose rules lay a screen out on a device running `iOS`, and the iOS of the
    /// device's figures when it is another (`Window.figuresIOS`): `iOS` alone, or for an app
    /// that sets `UIDesignRequiresCompatibility` (`requiresCompatibility`)
    /// ``designCompatibilityIOS(for:)`` on `iOS`'s figures.
    public static func designIOS(for iOS: Int, requiresCompatibility: Bool) -> (rules: Int, figures: Int?) {
        guard requiresCompatibility else { return (iOS, nil) }
        let rules = designCompatibilityIOS(for: iOS)
        return (rules, rules == iOS ? nil : iOS)
    }

    /// iOS 26, the first with the Liquid Glass design (54 pt navigation bars, the device
    /// catalog's `gk-navbar-ios26`), and the first that reads `UIDesignRequiresCompatibility`
    /// (``designCompatibilityIOS(for:)``).
    public static let firstIOSOfLiquidGlass = 26
    /// iOS 18, the last before the Liquid Glass design: the UI a compatibility-mode app keeps
    /// (``designCompatibilityIOS(for:)``) and the bars a fixed top bar of its day was sized for
    /// (the audit's `fixed-height-top-bar`).
    public static let lastIOSBeforeLiquidGlass = 18
    /// iOS 27, whose SDK no longer honours `UIDesignRequiresCompatibility`
    /// (``designCompatibilityIOS(for:)``): an app built against it gets Liquid Glass.
    public static let firstIOSIgnoringDesignCompatibilityKey = 27
}

extension Window {
    /// Whether `controller` is presented as a sheet's card now (a page or form sheet on an
    /// iPhone in portrait), so its own bars take their sheet heights. Only the presented
    /// controller itself: a navigation controller inside a presented tab bar controller keeps
    /// the standard bar here (not observed).
    func isShownAsCard(_ controller: ViewController) -> Bool {
        presentationStack.contains { $0.controller === controller && sheetTopOffset($0.style) > 0 }
    }
}

/// One modal presentation in the window, bottom to top.
struct ActivePresentation {
    /// The presented controller.
    let controller: ViewController
    /// The style UIKit applies in the current environment (after adaptation).
    var style: ModalPresentationStyle
    /// The style the caller asked for.
    let requested: ModalPresentationStyle
    /// The controllers the presentation covers (they disappear under `.fullScreen`).
    let covered: [ViewController]
    /// The constraint holding the presented view's top, whose constant is the card's offset.
    let top: LayoutConstraint
}

extension Window {
    /// The style UIKit uses for `style` in this window (semantics doc 7.2): `.automatic` is a
    /// page sheet from iOS 13 and full screen before; before iOS 13 an iPhone adapts sheets to
    /// full screen (UIKit's `modalPresentationStyle` header, quoted by Hackworth, "View
    /// Controller Presentation Changes in iOS 13"). iPhone sheets in landscape keep the sheet
    /// style but are laid out full screen (W19-224), see `sheetTopOffset`.
    public func adaptiveStyle(for style: ModalPresentationStyle) -> ModalPresentationStyle {
        switch style {
        case .automatic:
            return adaptiveStyle(for: iOS >= 13 ? .pageSheet : .fullScreen)
        case .pageSheet, .formSheet:
            return iOS < 13 && device.family == .iPhone ? .fullScreen : style
        case .fullScreen, .overFullScreen:
            return style
        }
    }

    /// How far below the window's top a presented view of `style` starts: a card on an
    /// iPhone in portrait sits where ``sheetCardPlacement`` draws it, else 10 pt below the
    /// top safe-area inset with a sensor housing, at the status band's bottom without one
    /// (**[uncertain]**: Xcode 11 canvases only, `UIKitMetrics.sheetTopGapWithoutSensorHousing`);
    /// everything else is full screen.
    func sheetTopOffset(_ style: ModalPresentationStyle) -> Double {
        guard style == .pageSheet || style == .formSheet, device.family == .iPhone,
              orientation.isPortrait else { return 0 }
        if case let .drawn(top: drawn) = sheetCardPlacement, drawn.isFinite, drawn >= 0 {
            return min(drawn, rootView.frame.height > 0 ? rootView.frame.height : bounds.height)
        }
        // Without a sensor housing the card starts below the status bar's band, whether or not
        // the status bar shows (Xcode 11's canvas draws none there, yet saves its sheets 20 pt
        // down, UIKitMetrics.sheetTopGapWithoutSensorHousing).
        if device.sensorHousingKind == .none { return metrics.statusBar.height + UIKitMetrics.sheetTopGapWithoutSensorHousing }
        return safeAreaInsets.top + UIKitMetrics.sheetTopGap
    }

    /// Before each layout: sheets follow rotation and status-bar changes (a card in portrait,
    /// full screen in landscape).
    func updatePresentations() {
        for p in presentationStack {
            let offset = sheetTopOffset(p.style)
            if p.top.constant != offset { p.top.constant = offset }
        }
    }
}

extension ViewController {
    /// The controller this one presents, if any.
    public var presentedViewController: ViewController? { view.window?.presented[ObjectIdentifier(self)] }

    /// `present(_:animated:)` (semantics doc 7.2), in `style` or else the presented
    /// controller's `modalPresentationStyle`. The presented view covers the
    /// window (or, for a sheet on an iPhone in portrait, the part below the status bar). With
    /// `.fullScreen` the presenting controllers disappear; sheets and `.overFullScreen` keep
    /// them in the hierarchy and they get no appearance callbacks.
    public func present(_ controller: ViewController, style: ModalPresentationStyle? = nil) throws(PresentationError) {
        let style = style ?? controller.modalPresentationStyle
        guard let window = view.window else {
            throw .notPresentable(presenting: identifier, reason: "its view is not in a window")
        }
        guard window.presented[ObjectIdentifier(self)] == nil else {
            throw .notPresentable(presenting: identifier, reason: "it already presents a controller; dismiss it first")
        }
        // UIKit raises an exception when the controller is already shown (the window's root,
        // presented, or inside one of them).
        guard controller.view.window == nil, controller !== window.rootViewController,
              !window.presentationStack.contains(where: { $0.controller === controller }) else {
            throw .notPresentable(presenting: identifier, reason: "'\(controller.identifier)' is already in the window; present a controller that is not shown")
        }
        let adapted = window.adaptiveStyle(for: style)
        if (adapted == .pageSheet || adapted == .formSheet) && window.device.family != .iPhone {
            throw .sheetSizeNotModelled(style: adapted, device: window.device.name)
        }
        let covered = window.visibleControllers(from: window.topPresented)
        controller.loadViewIfNeeded(window)
        if adapted == .fullScreen { for c in covered.reversed() { window.notify(c, "viewWillDisappear") } }
        window.notify(controller, "viewWillAppear")
        window.rootView.addSubview(controller.view)
        let top = controller.view.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: window.sheetTopOffset(adapted))
        // The presentation sets the presented view's frame, as the window its root's: a
        // conflict breaks a constraint inside it.
        LayoutConstraint.activateEncapsulated([
            top,
            controller.view.leftAnchor.constraint(equalTo: window.rootView.leftAnchor),
            controller.view.bottomAnchor.constraint(equalTo: window.rootView.bottomAnchor),
            controller.view.rightAnchor.constraint(equalTo: window.rootView.rightAnchor),
        ])
        window.presented[ObjectIdentifier(self)] = controller
        window.presentationStack.append(ActivePresentation(controller: controller, style: adapted, requested: style,
                                                           covered: covered, top: top))
        window.installContents(of: controller)
        window.layoutRounds(controller, count: 1)
        if adapted == .fullScreen {
            for c in covered.reversed() {
                window.notify(c, "viewDidDisappear")
                c.view.isHidden = true
            }
        }
        window.notify(controller, "viewDidAppear")
    }

    /// `dismiss(animated:)` on the presenting controller: the presented one disappears, and
    /// after a full-screen presentation the presenting ones appear again. Does nothing when
    /// nothing is presented, as UIKit does.
    public func dismiss() {
        guard let window = view.window, let presented = window.presented[ObjectIdentifier(self)],
              let index = window.presentationStack.lastIndex(where: { $0.controller === presented }) else { return }
        let presentation = window.presentationStack[index]
        window.notify(presented, "viewWillDisappear")
        if presentation.style == .fullScreen {
            for c in presentation.covered {
                c.view.isHidden = false
                window.notify(c, "viewWillAppear")
            }
        }
        presented.view.removeFromSuperview()
        window.presentationStack.remove(at: index)
        window.presented[ObjectIdentifier(self)] = nil
        window.layoutIfNeeded()
        window.notify(presented, "viewDidDisappear")
        if presentation.style == .fullScreen {
            for c in presentation.covered { window.notify(c, "viewDidAppear") }
        }
    }
}

/// Where an iPhone sheet's card is drawn, and how its root's safe area is taken
/// (``Window/sheetCardPlacement``): UIKit's own, or a design tool's.
public enum SheetCardPlacement: Hashable, Sendable {
    /// UIKit's card: below the top safe-area inset (``UIKitMetrics/sheetTopGap``), no top inset,
    /// the home indicator's below.
    case uiKit
    /// Drawn `top` points below the window's root view's top, with no top or bottom inset (a
    /// design tool's card: Xcode 15–26's canvases). 0 shows it full screen; a value past the
    /// root view's bottom ends there; not a number is UIKit's card.
    case drawn(top: Double)
    /// Drawn where UIKit draws it, its root's safe area that of a view of its size at the
    /// window's top: the status band's inset above, none below (Xcode 14's canvas).
    case laidOutFromTop
}
