import DeviceCatalog

/// A spec's scroll-view keys beyond content size and inset: indicators and the refresh control
/// (docs/CLI.md, "Screen spec"). Every scroll, table and collection view has them.
public struct ScrollSpec: Sendable {
    /// `automaticallyAdjustsScrollIndicatorInsets` (iOS 13+, default true).
    public var automaticallyAdjustsScrollIndicatorInsets = true
    /// `verticalScrollIndicatorInsets`.
    public var verticalScrollIndicatorInsets = EdgeInsets.zero
    /// `horizontalScrollIndicatorInsets`.
    public var horizontalScrollIndicatorInsets = EdgeInsets.zero
    /// `isScrollEnabled` (default true).
    public var isScrollEnabled = true
    /// `refreshControl: true` gives the view a refresh control with the id `<id>.refreshControl`.
    public var refreshControl = false

    /// Defaults, as UIKit's.
    public init() {}
}

/// A table view's keys (docs/CLI.md): style, sections, heights, separators, content views.
public struct TableSpec: Sendable {
    /// `style`: plain, grouped or insetGrouped.
    public var style = "plain"
    /// The sections, when given as `sections` (rather than `rows`).
    public var sections: [SectionSpec]?
    /// `sectionHeaderHeight` / `sectionFooterHeight`, when set.
    public var sectionHeaderHeight: Double?, sectionFooterHeight: Double?
    /// `sectionHeaderTopPadding` (iOS 15+), when set.
    public var sectionHeaderTopPadding: Double?
    /// `separatorStyle`: singleLine or none.
    public var separatorStyle = "singleLine"
    /// `separatorInset` (left and right count), when set.
    public var separatorInset: EdgeInsets?
    /// `separatorInsetReference`: fromCellEdges or fromAutomaticInsets.
    public var separatorInsetReference = "fromCellEdges"
    /// `insetsContentViewsToSafeArea` (default true).
    public var insetsContentViewsToSafeArea = true
    /// `cellLayoutMarginsFollowReadableWidth`, when set (default: the iOS version's).
    public var cellLayoutMarginsFollowReadableWidth: Bool?
    /// The id of the subview that is the `tableHeaderView` / `tableFooterView`.
    public var tableHeaderView: String?, tableFooterView: String?

    /// Defaults, as UIKit's.
    public init() {}
}

/// One entry of a table's `sections`.
public struct SectionSpec: Sendable {
    /// Rows in the section.
    public var rows: Int
    /// `headerTitle` / `footerTitle`: a titled section gets a header (footer) view.
    public var headerTitle: String?, footerTitle: String?
    /// `headerHeight` / `footerHeight`: the delegate's heights for this section, when set.
    public var headerHeight: Double?, footerHeight: Double?
    /// Where the section is written.
    public var location: SourceLocation
}

/// A collection view's keys (docs/CLI.md): items per section and the flow layout.
public struct CollectionSpec: Sendable {
    /// Items per section (`items`, or the older `rows`).
    public var items: [Int] = []
    /// `itemSize`, when set (default 50 × 50).
    public var itemSize: Size?
    /// `minimumLineSpacing` / `minimumInteritemSpacing`, when set (default 10).
    public var minimumLineSpacing: Double?, minimumInteritemSpacing: Double?
    /// `scrollDirection`: vertical or horizontal.
    public var scrollDirection = "vertical"
    /// `sectionInset`.
    public var sectionInset = EdgeInsets.zero
    /// `sectionInsetReference`: fromContentInset, fromSafeArea or fromLayoutMargins.
    public var sectionInsetReference = "fromContentInset"

    /// Defaults, as UIKit's.
    public init() {}
}
