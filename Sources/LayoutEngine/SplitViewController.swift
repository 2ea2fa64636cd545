import DeviceCatalog

/// UIKit's `UISplitViewController` in its two-column form: a primary (master) and a secondary
/// (detail) controller, side by side where the width is regular, one at a time where it is
/// compact.
///
/// Apple's class reference: "In a horizontally regular environment, the split view controller
/// presents its view controllers side-by-side whenever possible. In a horizontally compact
/// environment, the split view controller acts more like a navigation controller, displaying
/// the primary view controller initially". Collapsed is the compact horizontal size class
/// (commandshift.co.uk, "Understanding split view controller", 2016: every iPhone in portrait,
/// phones other than the Plus / Max ones in landscape). Expanded, `automatic` shows both
/// columns in a landscape window and the secondary alone in a portrait one, the primary
/// appearing over it on demand (theapplady.net, "How to use the iOS 8 split view controller").
/// Each child's view is a column of the split's view; its safe area is what the window's
/// leaves of that column (the primary gets a landscape notch, the secondary the other side).
///
/// Not modelled: iOS 14's column styles (a supplementary column, the compact column, the
/// sidebar's wider primary on the largest iPads), the collapse of the secondary onto the
/// primary's navigation stack (``show(_:)`` shows it alone), the compact width UIKit may give
/// the primary column, the appearance callbacks of a column shown or hidden by a rotation, and
/// a split sized other than its window (its arrangement follows the window's shape).
public final class SplitViewController: ViewController {
    /// `UISplitViewController.DisplayMode`, the arrangements of an expanded split view.
    public enum DisplayMode: String, CaseIterable, Sendable {
        /// The split view controller chooses (`preferredDisplayMode`'s default).
        case automatic
        /// Only the secondary column is on screen.
        case secondaryOnly
        /// The primary column beside the secondary, which is narrower by the primary's width.
        case oneBesideSecondary
        /// The primary column over the secondary's leading edge, the secondary full width.
        case oneOverSecondary
    }

    /// `UISplitViewController.Column`: the two columns modelled.
    public enum Column: String, Sendable {
        /// The primary (master) column.
        case primary
        /// The secondary (detail) column.
        case secondary
    }

    /// The primary and secondary controllers, in that order.
    public private(set) var viewControllers: [ViewController]
    /// `preferredDisplayMode` (default `automatic`).
    public var preferredDisplayMode: DisplayMode = .automatic { didSet { view.window?.setNeedsLayout() } }
    /// `preferredPrimaryColumnWidthFraction`: the primary's share of the split's width, nil for
    /// `automaticDimension` (the maximum width). Clamped to 0...1; not finite: automatic.
    public var preferredPrimaryColumnWidthFraction: Double? { didSet { view.window?.setNeedsLayout() } }
    /// `minimumPrimaryColumnWidth`, nil for `automaticDimension` (0 pt); negative or not finite:
    /// automatic.
    public var minimumPrimaryColumnWidth: Double? { didSet { view.window?.setNeedsLayout() } }
    /// `maximumPrimaryColumnWidth`, nil for `automaticDimension` (320 pt); negative or not
    /// finite: automatic.
    public var maximumPrimaryColumnWidth: Double? { didSet { view.window?.setNeedsLayout() } }
    /// The column last brought on screen by ``show(_:)``; nil until then.
    public private(set) var shownColumn: Column?
    override public var typeName: String { "splitViewController" }

    /// The arrangement installed by the last layout (``Window/updateContainers()``).
    var installedArrangement: Arrangement?

    /// Creates a split view controller showing `primary` and `secondary`.
    public init(identifier: String, primary: ViewController, secondary: ViewController) {
        viewControllers = [primary, secondary]
        super.init(identifier: identifier)
        for child in viewControllers { attach(child) }
    }

    /// The primary (master) controller.
    public var primaryViewController: ViewController { viewControllers[0] }
    /// The secondary (detail) controller.
    public var secondaryViewController: ViewController { viewControllers[1] }

    /// `show(_:)` (iOS 14): brings `column` on screen — the column a collapsed split shows
    /// alone (the primary until then, as Apple's class reference says a collapsed split
    /// starts), and the primary over the secondary where the display mode would leave it off
    /// screen (an automatic split in a portrait window). Kept across rotations.
    public func show(_ column: Column) {
        shownColumn = column
        view.window?.setNeedsLayout()
    }

    /// `isCollapsed`: the split's horizontal size class is compact, so one controller shows.
    public var isCollapsed: Bool { traitCollection.horizontalSizeClass == .compact }

    /// `displayMode`: the arrangement an expanded split shows in its window now (see
    /// ``expandedDisplayMode(in:)``); `secondaryOnly` outside a window.
    public var displayMode: DisplayMode {
        guard let window = view.window ?? hostWindow else { return .secondaryOnly }
        return expandedDisplayMode(in: window.bounds.size)
    }

    /// `primaryColumnWidth`: the primary's width in a split `width` points wide — the preferred
    /// fraction of it (or, automatic, the maximum), kept between the minimum and the maximum.
    public func primaryColumnWidth(forSplitWidth width: Double) -> Double {
        let minimum = Self.dimension(minimumPrimaryColumnWidth) ?? UIKitMetrics.splitViewPrimaryColumnMinimumWidth
        let maximum = max(minimum, Self.dimension(maximumPrimaryColumnWidth) ?? UIKitMetrics.splitViewPrimaryColumnMaximumWidth)
        let fraction = preferredPrimaryColumnWidthFraction.flatMap { $0.isFinite ? min(max($0, 0), 1) : nil }
        let preferred = fraction.map { $0 * width } ?? maximum
        return min(max(preferred, minimum), maximum, max(0, width))
    }

    /// `primaryColumnWidth` at the split's current width (its window's, before a layout).
    public var primaryColumnWidth: Double {
        let width = view.frame.width > 0 ? view.frame.width : (view.window ?? hostWindow)?.bounds.width ?? 0
        return primaryColumnWidth(forSplitWidth: width)
    }

    /// A non-negative finite dimension, else nil (automatic).
    static func dimension(_ value: Double?) -> Double? {
        value.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    }

    /// The display mode an expanded split shows in a window of `size`: `preferredDisplayMode`,
    /// `automatic` being both columns in a landscape window and the secondary alone otherwise;
    /// a secondary alone becomes the primary over it once ``show(_:)`` asked for the primary.
    public func expandedDisplayMode(in size: Size) -> DisplayMode {
        var mode = preferredDisplayMode
        if mode == .automatic { mode = size.width > size.height ? .oneBesideSecondary : .secondaryOnly }
        return mode == .secondaryOnly && shownColumn == .primary ? .oneOverSecondary : mode
    }

    /// Which children are on screen, and where.
    enum Arrangement: Equatable {
        /// Collapsed: one column alone, the whole width.
        case collapsed(Column)
        /// Expanded in `mode` (never `automatic`), the primary `primaryWidth` wide.
        case expanded(DisplayMode, primaryWidth: Double)

        /// The children shown, back to front.
        func shown(in split: SplitViewController) -> [ViewController] {
            switch self {
            case .collapsed(.primary): [split.primaryViewController]
            case .collapsed(.secondary): [split.secondaryViewController]
            case .expanded(.secondaryOnly, _): [split.secondaryViewController]
            case .expanded(.oneOverSecondary, _): [split.secondaryViewController, split.primaryViewController]
            case .expanded: [split.primaryViewController, split.secondaryViewController]
            }
        }

        /// `child`'s column: its leading offset and width, nil for the whole width.
        func column(of child: ViewController, in split: SplitViewController) -> (leading: Double, width: Double?) {
            guard case let .expanded(mode, width) = self else { return (0, nil) }
            if child === split.primaryViewController { return (0, width) }
            return (mode == .oneBesideSecondary ? width : 0, nil)
        }
    }

    /// The arrangement for the window `window` at its current size and traits.
    func arrangement(in window: Window) -> Arrangement {
        if traitCollection(under: window.traitCollection).horizontalSizeClass == .compact { return .collapsed(shownColumn ?? .primary) }
        let size = window.bounds.size
        return .expanded(expandedDisplayMode(in: size), primaryWidth: primaryColumnWidth(forSplitWidth: size.width))
    }
}
