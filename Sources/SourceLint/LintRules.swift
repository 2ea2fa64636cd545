import Reports

/// The ids of `safearea lint`'s rules; each has a page in `docs/rules/lint-<id>.md`.
public enum LintRuleID: String, CaseIterable, Sendable {
    /// A status-bar, navigation-bar, tab-bar or home-indicator height written as a number.
    case hardCodedBarHeight = "hard-coded-bar-height"
    /// The screen's size compared with one device's size.
    case screenSizeComparison = "screen-size-comparison"
    /// An `isIPhoneX`-style helper or a model-string check.
    case deviceModelCheck = "device-model-check"
    /// Layout computed from the status bar's frame.
    case statusBarFrameArithmetic = "status-bar-frame-arithmetic"
    /// `automaticallyAdjustsScrollViewInsets`, `topLayoutGuide`, `bottomLayoutGuide`.
    case deprecatedInsetAPI = "deprecated-inset-api"
    /// Safe-area code written twice under `#available(iOS 11…)`.
    case duplicatedSafeAreaAvailability = "duplicated-safe-area-availability"
    /// Bars resized in `viewSafeAreaInsetsDidChange` instead of `viewDidLayoutSubviews`.
    case barResizeInSafeAreaDidChange = "bar-resize-in-safe-area-did-change"
    /// Size-class constraints activated only in `traitCollectionDidChange`, which iOS 13 and
    /// later do not call for a view's first traits.
    case sizeClassLayoutOnlyOnChange = "size-class-layout-only-on-change"
    /// A `LaunchImage` set without the notched iPhones' sizes.
    case launchImageMissingNotchedSizes = "launch-image-missing-notched-sizes"
    /// A launch storyboard pinned 20 pt below the screen's top.
    case launchScreenFixedStatusBar = "launch-screen-fixed-status-bar"
    /// `safeAreaInsets` read where the view is not on screen yet (viewDidLoad, an initializer…).
    case safeAreaReadTooEarly = "safe-area-read-too-early"
    /// A view's geometry set from `UIScreen.main.bounds`, which is not the window's.
    case screenBoundsLayout = "screen-bounds-layout"
    /// `UIDesignRequiresCompatibility` in an Info.plist, which the iOS 27 SDK ignores.
    case designCompatibilityIgnoredByIOS27SDK = "design-compatibility-ignored-by-ios-27-sdk"
    /// `UIRequiresFullScreen` in an Info.plist, deprecated in iPadOS 26.
    case requiresFullScreenDeprecated = "requires-full-screen-deprecated"
    /// A suppression comment naming a rule that does not exist.
    case unknownRuleInSuppression = "unknown-rule-in-suppression"
}

/// The catalogue of lint rules with their default severities.
public enum LintRules {
    /// Where rule pages live.
    public static let docsBase = ReportTool.homePage + "/blob/main/docs/rules/"

    /// Every rule, in the order reports list them.
    public static let all: [ReportRule] = [
        rule(.hardCodedBarHeight, "Hard-coded bar height", .error,
             "A status-bar, navigation-bar, tab-bar or home-indicator height (20, 44, 49, 64, 83, 88, 34 …) written as a number in layout code."),
        rule(.screenSizeComparison, "Screen size comparison", .error,
             "The screen's bounds, native bounds or height compared with one device's size (812, 2436, 896 …)."),
        rule(.deviceModelCheck, "Device model check", .error,
             "An isIPhoneX-style helper or a check of the model string, which the next device breaks."),
        rule(.statusBarFrameArithmetic, "Status bar frame arithmetic", .warning,
             "Layout computed from the status bar's frame instead of the safe area."),
        rule(.deprecatedInsetAPI, "Deprecated inset API", .warning,
             "automaticallyAdjustsScrollViewInsets, topLayoutGuide or bottomLayoutGuide, replaced by the safe area in iOS 11."),
        rule(.duplicatedSafeAreaAvailability, "Safe area written twice", .warning,
             "The same layout written once for the safe area and once for iOS 10 under #available(iOS 11…), where one form works."),
        rule(.barResizeInSafeAreaDidChange, "Bar resized in viewSafeAreaInsetsDidChange", .warning,
             "A bar's frame or height set in viewSafeAreaInsetsDidChange, which jumps during a push; it belongs in viewDidLayoutSubviews."),
        rule(.sizeClassLayoutOnlyOnChange, "Size-class layout only in traitCollectionDidChange", .warning,
             "Constraints chosen by size class are activated only in traitCollectionDidChange, which iOS 13 and later do not call for a view's first traits, so the first layout has none of them."),
        rule(.launchImageMissingNotchedSizes, "Launch images without notched sizes", .error,
             "A LaunchImage set without the notched iPhones' images, so the app runs letterboxed on them."),
        rule(.launchScreenFixedStatusBar, "Launch screen with a fixed status bar", .warning,
             "A launch storyboard whose top constraint assumes a 20 pt status bar."),
        rule(.safeAreaReadTooEarly, "Safe area read before the view is on screen", .warning,
             "safeAreaInsets (or the safe area's layoutFrame) read in viewDidLoad, loadView, awakeFromNib, an initializer or viewWillAppear, where UIKit gives 0 because the view is not yet on screen."),
        rule(.screenBoundsLayout, "Layout from the screen's bounds", .warning,
             "A frame, size, position or constraint constant taken from UIScreen.main.bounds, the whole screen, where the app's window can be smaller (iPad multitasking, Stage Manager, iOS 27's resizable iPhone apps) and the safe area is not subtracted."),
        rule(.designCompatibilityIgnoredByIOS27SDK, "Design compatibility the iOS 27 SDK ignores", .warning,
             "UIDesignRequiresCompatibility in an Info.plist: it keeps iOS 18's bars and controls only in builds against the iOS 26 SDK; built with Xcode 27 the app takes Liquid Glass's design and its bar heights."),
        rule(.requiresFullScreenDeprecated, "Full screen required on iPad", .warning,
             "UIRequiresFullScreen in an Info.plist: deprecated in iPadOS 26 and to be ignored, after which the system resizes the app's scenes like any other's."),
        rule(.unknownRuleInSuppression, "Unknown rule in a suppression", .warning,
             "A safearea:disable comment naming a rule that does not exist, so it suppresses nothing."),
    ]

    /// The descriptor of `id`.
    public static func rule(_ id: LintRuleID) -> ReportRule {
        all.first { $0.id == id.rawValue } ?? all[0]
    }

    private static func rule(_ id: LintRuleID, _ name: String, _ severity: ReportSeverity, _ summary: String) -> ReportRule {
        ReportRule(id: id.rawValue, name: name, defaultSeverity: severity, summary: summary,
                   helpURI: docsBase + "lint-" + id.rawValue + ".md")
    }
}
