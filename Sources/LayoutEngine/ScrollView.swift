import DeviceCatalog

/// UIKit's `UIScrollView` as layout sees it: content size, content inset, the inset UIKit adds
/// for the safe area (`adjustedContentInset`, iOS 11+) or writes into `contentInset` for the
/// bars (iOS 10), and the content offset (its bounds origin). Rules: semantics doc §3.
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
    /// `adjustedContentInset` from the last layout.
    public internal(set) var adjustedContentInset = EdgeInsets.zero
    /// `contentOffset`: the bounds origin.
    public var contentOffset: Point {
        get { boundsOrigin }
        set { boundsOrigin = newValue; window?.setNeedsLayout() }
    }
    /// The edges whose safe-area inset went into ``adjustedContentInset`` (rule 3.2.e: those
    /// are not passed on to subviews).
    var absorbedEdges: RectEdge = []
    /// What the container wrote into `contentInset` under iOS 10 rules (rule 3.4).
    var systemWrittenInset = EdgeInsets.zero
    var hasBeenPositioned = false

    /// Creates a scroll view.
    public override init(identifier: String, typeName: String = "scrollView") {
        super.init(identifier: identifier, typeName: typeName)
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

    /// The content size constraints give through ``contentLayoutGuide`` (after a layout pass).
    func updateContentSizeFromGuide() {
        guard let g = contentGuide, g.layoutFrame.size != contentSize else { return }
        contentSize = g.layoutFrame.size
    }

    /// Whether the content overflows the bounds vertically or the view always bounces so.
    var scrollsVertically: Bool { contentSize.height > frame.height || alwaysBounceVertical }
    /// Whether the content overflows horizontally or the view always bounces so.
    var scrollsHorizontally: Bool { contentSize.width > frame.width || alwaysBounceHorizontal }

    /// Rules 3.2 (iOS 11+) and 3.4 (iOS 10): the adjusted inset, and the offset of a view first
    /// shown (or kept) at its top: `−adjustedContentInset.top`.
    func updateAdjustedInset(iOS: Int, isContainedContentView: Bool, automaticallyAdjusts: Bool, barOverlap: EdgeInsets) {
        let atTop = !hasBeenPositioned || (boundsOrigin.y == -adjustedContentInset.top && boundsOrigin.x == -adjustedContentInset.left)
        if iOS < 11 {
            // The container writes the bars into contentInset for its content view.
            let written = isContainedContentView && automaticallyAdjusts ? barOverlap : .zero
            contentInset = EdgeInsets(top: contentInset.top - systemWrittenInset.top + written.top,
                                      left: contentInset.left - systemWrittenInset.left + written.left,
                                      bottom: contentInset.bottom - systemWrittenInset.bottom + written.bottom,
                                      right: contentInset.right - systemWrittenInset.right + written.right)
            systemWrittenInset = written
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
            let s = safeAreaInsets
            adjustedContentInset = EdgeInsets(top: contentInset.top + (edges.contains(.top) ? s.top : 0),
                                              left: contentInset.left + (edges.contains(.left) ? s.left : 0),
                                              bottom: contentInset.bottom + (edges.contains(.bottom) ? s.bottom : 0),
                                              right: contentInset.right + (edges.contains(.right) ? s.right : 0))
        }
        if atTop { boundsOrigin = Point(x: -adjustedContentInset.left, y: -adjustedContentInset.top) }
        hasBeenPositioned = true
    }

    /// The insets subviews inherit: the safe area without the absorbed edges (rule 3.2.e).
    var insetsForSubviews: EdgeInsets {
        let s = safeAreaInsets
        return EdgeInsets(top: absorbedEdges.contains(.top) ? 0 : s.top, left: absorbedEdges.contains(.left) ? 0 : s.left,
                          bottom: absorbedEdges.contains(.bottom) ? 0 : s.bottom, right: absorbedEdges.contains(.right) ? 0 : s.right)
    }
}

/// UIKit's `UITableView` for layout: rows per section and their heights make the content size.
public final class TableView: ScrollView {
    /// The automatic row-height estimate: 44 pt per row until cells are measured (rule 3.6.b),
    /// which is also UIKit's default `rowHeight` before iOS 11.
    public static let defaultRowHeight = 44.0

    /// Rows per section.
    public var rows: [Int] = [] { didSet { window?.setNeedsLayout() } }
    /// `rowHeight`, when set.
    public var rowHeight: Double? { didSet { window?.setNeedsLayout() } }
    /// `estimatedRowHeight`, when set.
    public var estimatedRowHeight: Double? { didSet { window?.setNeedsLayout() } }

    /// Creates a table view; like UIKit's, it always bounces vertically.
    public init(identifier: String) {
        super.init(identifier: identifier, typeName: "tableView")
        alwaysBounceVertical = true
    }

    /// The content size from the rows (plain style: no section headers).
    func updateContentSize() {
        let height = rowHeight ?? (estimatedRowHeight.flatMap { $0 > 0 ? $0 : nil } ?? Self.defaultRowHeight)
        contentSize = Size(width: frame.width, height: Double(rows.reduce(0, +)) * height)
    }
}
