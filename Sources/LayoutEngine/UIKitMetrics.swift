import DeviceCatalog

/// Figures from Apple's platforms that the engine applies, each with its source. Device
/// figures (insets, bars, status bar) live in DeviceCatalog; these are UIKit's own.
public enum UIKitMetrics {
    /// A plain view's default layout margins: 8 pt on every edge.
    /// Source: Apple, `UIView.directionalLayoutMargins`
    /// (https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins).
    public static let defaultLayoutMargin = 8.0

    /// A root view's system minimum side margin in a compact-width environment: 16 pt.
    /// Source: useyourloaf, "Changing Root View Layout Margins"
    /// (https://useyourloaf.com/blog/changing-root-view-layout-margins/).
    public static let compactRootSideMargin = 16.0

    /// A root view's system minimum side margin in a regular-width environment and on the
    /// wider phones: 20 pt. Sources: useyourloaf (above); monday.com engineering, "How
    /// UILayoutGuide can help" (iPhone 12 portrait 20) — semantics doc rule 2.2.
    public static let regularRootSideMargin = 20.0

    /// Portrait phones at least this wide use the 20 pt root margin (iPhone 12: 390 pt → 20,
    /// iPhone 8: 375 pt → 16). [obs] monday.com, semantics doc rule 2.2; the exact threshold
    /// is not published.
    public static let wideCompactPhoneWidth = 390.0

    /// The readable content width at the default Dynamic Type size: 672 pt.
    /// Source: useyourloaf, "Readable Content Guides" (iPad Air 2 landscape: 672 wide).
    public static let readableContentWidth = 672.0

    /// Default content hugging priority of a view made in code: 250 (`.defaultLow`).
    /// Source: WWDC 2015 session 218, "Mysteries of Auto Layout, Part 1".
    public static let defaultContentHuggingPriority = 250.0

    /// Default compression resistance of a view made in code: 750 (`.defaultHigh`).
    /// Source: WWDC 2015 session 218.
    public static let defaultCompressionResistancePriority = 750.0

    /// Hugging that Interface Builder writes for labels and image views: 251.
    /// Source: storyboard XML (`horizontalHuggingPriority="251"`), semantics doc rule 5.3.
    public static let interfaceBuilderLabelHuggingPriority = 251.0

    /// UIKit's required priority.
    public static let requiredPriority = 1000.0

    /// The fraction of a one-line label's height above its baseline, for `firstBaseline` /
    /// `lastBaseline` of views whose font the engine does not measure: San Francisco's
    /// ascender over its line height (≈ 0.8 at 17 pt). [inferred]; text is not measured.
    public static let baselineFraction = 0.8

    /// The most passes of the layout loop before a layout that keeps changing is reported
    /// as unsettled. UIKit itself gives up after a bounded number of passes (semantics doc 5.6).
    public static let maximumLayoutPasses = 8
}
