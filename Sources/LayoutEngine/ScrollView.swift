import DeviceCatalog

/// UIKit's `UIScrollView` as layout sees it: content size, content inset, the inset UIKit adds
/// for the safe area (`adjustedContentInset`, iOS 11+) or writes into `contentInset` for the
/// bars (iOS 10), the content offset (its bounds origin) and the scroll indicators' insets.
/// Rules: semantics doc §3.
open class ScrollView: View {
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: String, Hashable, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// `contentSize`.
    public var contentSize: Size = .zero { didSet { window?.setNeedsLayout() } }
    /// `contentInset` as set (iOS 10 rules: the container may write the bars into it).
    public var contentInset = EdgeInsets.zero { didSet { window?.setNeedsLayout() } }
    /// `contentInsetAdjustmentBehavior` (default `.automatic`).
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic { didSet { window?.setNeedsLayout() } }
    /// `alwaysBounceVertical` (table views: true).
    public var alwaysBounceVertical = false
    /// `alwaysBounceHorizontal`.
    public var alwaysBounceHorizontal = false
    /// `isScrollEnabled` (default true). Kept for fidelity; it does not decide whether an axis
    /// counts as scrollable for `.scrollableAxes` — no Apple source says it does (rule 3.2,
    /// open point 2).
    public var isScrollEnabled = true
    /// `adjustedContentInset` from the last layout.
    public internal(set) var adjustedContentInset = EdgeInsets.zero
    /// `contentOffset`: the bounds origin.
    public var contentOffset: Point {
        get { boundsOrigin }
        set { boundsOrigin = newValue; window?.setNeedsLayout() }
    }

    /// `automaticallyAdjustsScrollIndicatorInsets` (iOS 13+, default true): the safe-area part
    /// is added to the indicator insets automatically (rule 3.3).
    public var automaticallyAdjustsScrollIndicatorInsets = true { didSet { window?.setNeedsLayout() } }
    /// `verticalScrollIndicatorInsets` (iOS 11.1+): extra insets of the vertical indicator; under
    /// iOS 10 rules the container writes the bars into it, as into ``contentInset`` (rule 3.4).
    public var verticalScrollIndicatorInsets = EdgeInsets.zero { didSet { window?.setNeedsLayout() } }
    /// `horizontalScrollIndicatorInsets` (iOS 11.1+): extra insets of the horizontal indicator.
    public var horizontalScrollIndicatorInsets = EdgeInsets.zero { didSet { window?.setNeedsLayout() } }
    /// `scrollIndicatorInsets`, deprecated in iOS 13: reads the vertical insets, sets both.
    public var scrollIndicatorInsets: EdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }
    /// Where the vertical indicator is inset after the last layout: ``verticalScrollIndicatorInsets``
    /// plus, on iOS 13+ with ``automaticallyAdjustsScrollIndicatorInsets``, the safe-area edges
    /// the adjusted content inset took in (rule 3.3). UIKit draws but does not publish it.
    public internal(set) var effectiveVerticalScrollIndicatorInsets = EdgeInsets.zero
    /// The horizontal indicator's counterpart of ``effectiveVerticalScrollIndicatorInsets``.
    public internal(set) var effectiveHorizontalScrollIndicatorInsets = EdgeInsets.zero

    /// `refreshControl` (iOS 10+): placed just above the content, so at rest it sits under the
    /// adjusted top inset and a pull shows it below the bars and the sensor housing.
    public var refreshControl: RefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            oldValue?.removeFromSuperview()
            if let control = refreshControl { control.attach(to: self) }
        }
    }

    /// The edges whose safe-area inset went into ``adjustedContentInset`` (rule 3.2.e: those
    /// are not passed on to subviews).
    var absorbedEdges: RectEdge = []
    /// What the container wrote into `contentInset` under iOS 10 rules (rule 3.4).
    var systemWrittenInset = EdgeInsets.zero
    var hasBeenPositioned = false
    /// The adjusted inset the last `adjustedContentInsetDidChange` reported.
    var reportedAdjustedContentInset: EdgeInsets?
    /// Whether the last derive step moved the content's positions (so the layout solves again).
    var contentMoved = false

    /// Creates a scroll view; like `UIScrollView`, it clips to its bounds.
    public override init(identifier: String, typeName: String = "scrollView") {
        super.init(identifier: identifier, typeName: typeName)
        clipsToBounds = true
    }

    private var contentGuide: LayoutGuide?

    /// `frameLayoutGuide`: the scroll view's visible frame; views pinned to it stay put while
    /// the content scrolls (rule 3.5).
    public var frameLayoutGuide: LayoutItem { guide(.scrollFrame) }

    /// `contentLayoutGuide`: the content's rectangle; constraints from subviews to it define
    /// ``contentSize`` (rule 3.5).
    public var contentLayoutGuide: LayoutItem {
        if let contentGuide { return contentGuide }
        let g = LayoutGuide(identifier: identifier + ".contentLayoutGuide")
        addLayoutGuide(g)
        contentGuide = g
        LayoutConstraint.activate([g.topAnchor.constraint(equalTo: topAnchor), g.leftAnchor.constraint(equalTo: leftAnchor)])
        return g
    }

    /// Called when ``adjustedContentInset`` changes, and only then (iOS 11+), after the
    /// view's own safe-area and margin callbacks; recorded in the window's trace.
    open func adjustedContentInsetDidChange() {}

    /// The content size constraints give through ``contentLayoutGuide`` (after a layout pass).
    func updateContentSizeFromGuide() {
        guard let g = contentGuide, g.layoutFrame.size != contentSize else { return }
        contentSize = g.layoutFrame.size
    }

    // MARK: Content made by subclasses (table rows, collection items)

    /// The most rows or items a table or collection view lays out as views at once. A screen
    /// shows a few dozen; hair-thin rows in a spec would otherwise make millions of views.
    /// An engine bound, not a UIKit figure.
    static let maximumContentViews = 2_000

    /// Before a layout pass: adds or removes the subviews the content needs (the rows or items
    /// in view). The base class makes none.
    func prepareContent(in window: Window) {}
    /// Before the adjusted inset is computed: the content size that decides the scrollable axes.
    func updateContentBeforeInsets(in window: Window) {}
    /// After the adjusted inset: positions that depend on it. Returns whether any changed, so
    /// the layout solves again.
    func updateContentAfterInsets(in window: Window) -> Bool { false }
    /// After a pass: whether the content in view is not the content prepared (another pass).
    func contentIsStale(in window: Window) -> Bool { false }

    // MARK: Insets

    /// Whether the content overflows the bounds vertically or the view always bounces so.
    var scrollsVertically: Bool { contentSize.height > frame.height || alwaysBounceVertical }
    /// Whether the content overflows horizontally or the view always bounces so.
    var scrollsHorizontally: Bool { contentSize.width > frame.width || alwaysBounceHorizontal }

    /// Rules 3.2 (iOS 11+) and 3.4 (iOS 10): the adjusted inset, and the offset of a view first
    /// shown (or kept) at its top: `−adjustedContentInset.top`. Then rule 3.3's indicator insets.
    func updateAdjustedInset(iOS: Int, isContainedContentView: Bool, automaticallyAdjusts: Bool, barOverlap: EdgeInsets) {
        let atTop = !hasBeenPositioned || (boundsOrigin.y == -adjustedContentInset.top && boundsOrigin.x == -adjustedContentInset.left)
        // Under iOS 10's rules the container writes the bars into contentInset (and the indicator
        // insets) of its content view; from iOS 11 nothing, the bars reaching the content through
        // the safe area, so a window moved there takes back what iOS 10 wrote.
        let written = iOS < 11 && isContainedContentView && automaticallyAdjusts ? barOverlap : .zero
        if written != systemWrittenInset {
            contentInset = Self.replacing(systemWrittenInset, with: written, in: contentInset)
            verticalScrollIndicatorInsets = Self.replacing(systemWrittenInset, with: written, in: verticalScrollIndicatorInsets)
            horizontalScrollIndicatorInsets = Self.replacing(systemWrittenInset, with: written, in: horizontalScrollIndicatorInsets)
            systemWrittenInset = written
        }
        if iOS < 11 {
            absorbedEdges = []
            adjustedContentInset = contentInset
        } else {
            var edges: RectEdge = []
            switch contentInsetAdjustmentBehavior {
            case .never: edges = []
            case .always: edges = .all
            case .scrollableAxes, .automatic:
                if scrollsVertically || (contentInsetAdjustmentBehavior == .automatic && isContainedContentView && automaticallyAdjusts) {
                    edges.formUnion([.top, .bottom])
                }
                if scrollsHorizontally { edges.formUnion([.left, .right]) }
            }
            absorbedEdges = edges
            adjustedContentInset = Self.adding(safeAreaInsets, on: edges, to: contentInset)
        }
        if atTop { boundsOrigin = Point(x: -adjustedContentInset.left, y: -adjustedContentInset.top) }
        hasBeenPositioned = true
        // Rule 3.3: iOS 13+ adds the safe area on the edges the content inset took in (none
        // under `.never`); iOS 11–12 and `automaticallyAdjustsScrollIndicatorInsets = false`
        // keep the insets as set; iOS 10 wrote the bars into them above.
        let automatic = iOS >= 13 && automaticallyAdjustsScrollIndicatorInsets
        let safePart = automatic ? absorbedEdges : []
        effectiveVerticalScrollIndicatorInsets = Self.adding(safeAreaInsets, on: safePart, to: verticalScrollIndicatorInsets)
        effectiveHorizontalScrollIndicatorInsets = Self.adding(safeAreaInsets, on: safePart, to: horizontalScrollIndicatorInsets)
    }

    /// The insets subviews inherit: the safe area without the absorbed edges (rule 3.2.e).
    var insetsForSubviews: EdgeInsets {
        let s = safeAreaInsets
        return EdgeInsets(top: absorbedEdges.contains(.top) ? 0 : s.top, left: absorbedEdges.contains(.left) ? 0 : s.left,
                          bottom: absorbedEdges.contains(.bottom) ? 0 : s.bottom, right: absorbedEdges.contains(.right) ? 0 : s.right)
    }

    /// `base` with `safe` added on `edges`.
    static func adding(_ safe: EdgeInsets, on edges: RectEdge, to base: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: base.top + (edges.contains(.top) ? safe.top : 0),
                   left: base.left + (edges.contains(.left) ? safe.left : 0),
                   bottom: base.bottom + (edges.contains(.bottom) ? safe.bottom : 0),
                   right: base.right + (edges.contains(.right) ? safe.right : 0))
    }

    /// `value` with the part the system wrote before (`old`) replaced by `new` (rule 3.4).
    static func replacing(_ old: EdgeInsets, with new: EdgeInsets, in value: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: value.top - old.top + new.top, left: value.left - old.left + new.left,
                   bottom: value.bottom - old.bottom + new.bottom, right: value.right - old.right + new.right)
    }
}

// The scroll views' part of the layout pass (Window+Layout.swift calls these).
extension Window {
    /// Before a pass: lets scroll views add or remove the rows and items in view, and rebuilds
    /// the tree order when they did.
    func prepareScrollViewContents() {
        for case let scroll as ScrollView in orderedViews { scroll.prepareContent(in: self) }
        if treeChanged { rebuildOrder() }
    }

    /// During the inner solve loop: the ids of scroll views whose content positions moved in
    /// the last derive step (their constraints changed, so the layout solves again).
    func unsettledScrollContents() -> [String] {
        var moved: [String] = []
        for case let scroll as ScrollView in orderedViews where scroll.contentMoved {
            scroll.contentMoved = false
            moved.append(scroll.identifier)
        }
        return moved
    }

    /// After a pass: whether some scroll view needs other rows or items in view (one more pass).
    var scrollContentsAreStale: Bool {
        orderedViews.contains { ($0 as? ScrollView)?.contentIsStale(in: self) ?? false }
    }

    /// `adjustedContentInsetDidChange` when the value changed since it was last reported
    /// (iOS 11+; a first value of zero is not a change), recorded in the trace.
    func reportAdjustedContentInset(_ scroll: ScrollView) {
        guard iOS >= 11 else { return }
        let value = scroll.adjustedContentInset
        defer { scroll.reportedAdjustedContentInset = value }
        guard scroll.reportedAdjustedContentInset != value, !(scroll.reportedAdjustedContentInset == nil && value == .zero) else { return }
        record(scroll.identifier, "adjustedContentInsetDidChange", scroll.safeAreaInsets)
        scroll.adjustedContentInsetDidChange()
    }

    /// The layout margins the derive step is about to give `view`, from the same inputs
    /// `deriveSafeAreasAndMargins` passes to `SafeAreaRules.margins` (its safe area is known).
    func predictedLayoutMargins(of view: View) -> EdgeInsets {
        let parent = view.superview
        return SafeAreaRules.margins(
            own: view.layoutMargins, isRootView: view.isRootView,
            systemMinimumSide: systemMinimumSide(for: view),
            respectsSystemMinimum: view.viewRespectsSystemMinimumLayoutMargins, iOS: iOS,
            safeArea: view.safeAreaInsets, insetsFromSafeArea: view.insetsLayoutMarginsFromSafeArea,
            preserving: view.preservesSuperviewLayoutMargins ? parent?.effectiveLayoutMargins : nil,
            frame: view.frame, superviewSize: parent?.frame.size ?? bounds.size)
    }
}
