import DeviceCatalog
import Yams

// The scroll, table and collection view keys of a view (docs/CLI.md, "Screen spec"), read
// with the same checks and messages as the other keys.

extension SpecDecoder {
    typealias Field = (key: String, keyLocation: SourceLocation, value: Node)

    /// Keys every scroll, table and collection view takes.
    static let scrollKeys = ["automaticallyAdjustsScrollIndicatorInsets", "verticalScrollIndicatorInsets",
                             "horizontalScrollIndicatorInsets", "isScrollEnabled", "refreshControl"]
    /// Keys of table views.
    static let tableKeys = ["style", "sections", "sectionHeaderHeight", "sectionFooterHeight", "sectionHeaderTopPadding",
                            "separatorStyle", "separatorInset", "separatorInsetReference", "insetsContentViewsToSafeArea",
                            "cellLayoutMarginsFollowReadableWidth", "tableHeaderView", "tableFooterView"]
    /// Keys of collection views.
    static let collectionKeys = ["items", "itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "scrollDirection",
                                 "sectionInset", "sectionInsetReference"]
    /// All of them.
    static let scrollViewKeys = scrollKeys + tableKeys + collectionKeys

    /// Reads one of ``scrollViewKeys`` into `spec`, refusing it on a view of the wrong kind.
    mutating func scrollViewKey(_ field: Field, into spec: inout ViewSpec, hasType: Bool) throws(SpecError) {
        let v = field.value
        let kinds: [ViewSpec.Kind] = Self.tableKeys.contains(field.key) ? [.tableView]
            : Self.collectionKeys.contains(field.key) ? [.collectionView] : [.scrollView, .tableView, .collectionView]
        guard kinds.contains(spec.kind) else {
            throw .invalid(field.keyLocation, expected: "`\(field.key)` only on \(kinds.map(\.rawValue).joined(separator: " or ")), not on a \(spec.kind.rawValue)" + (hasType ? "" : " (set `type`)"))
        }
        let points = 0...SpecLimits.largestNumber
        switch field.key {
        case "automaticallyAdjustsScrollIndicatorInsets": spec.scroll.automaticallyAdjustsScrollIndicatorInsets = try bool(v)
        case "verticalScrollIndicatorInsets": spec.scroll.verticalScrollIndicatorInsets = try insets(v, allowNegative: true)
        case "horizontalScrollIndicatorInsets": spec.scroll.horizontalScrollIndicatorInsets = try insets(v, allowNegative: true)
        case "isScrollEnabled": spec.scroll.isScrollEnabled = try bool(v)
        case "refreshControl": spec.scroll.refreshControl = try bool(v)
        case "style": spec.table.style = try choice(v, ["plain", "grouped", "insetGrouped"])
        case "sections":
            spec.table.sections = try sequence(v, "a list of sections, e.g. [{rows: 3, headerTitle: Account}]").map { n throws(SpecError) in try section(n) }
        case "sectionHeaderHeight": spec.table.sectionHeaderHeight = try number(v, "a section header height", in: points)
        case "sectionFooterHeight": spec.table.sectionFooterHeight = try number(v, "a section footer height", in: points)
        case "sectionHeaderTopPadding": spec.table.sectionHeaderTopPadding = try number(v, "a padding above section headers", in: points)
        case "separatorStyle": spec.table.separatorStyle = try choice(v, ["singleLine", "none"])
        case "separatorInset": spec.table.separatorInset = try insets(v, allowNegative: true)
        case "separatorInsetReference": spec.table.separatorInsetReference = try choice(v, ["fromCellEdges", "fromAutomaticInsets"])
        case "insetsContentViewsToSafeArea": spec.table.insetsContentViewsToSafeArea = try bool(v)
        case "cellLayoutMarginsFollowReadableWidth": spec.table.cellLayoutMarginsFollowReadableWidth = try bool(v)
        case "tableHeaderView": spec.table.tableHeaderView = try string(v, "the id of a subview")
        case "tableFooterView": spec.table.tableFooterView = try string(v, "the id of a subview")
        case "items":
            spec.collection.items = try sequence(v, "items per section, e.g. [30]").map { n throws(SpecError) in try integer(n, "an item count", in: 0...SpecLimits.maximumRows) }
        case "itemSize":
            let size = try optionalSize(v)
            guard let w = size.width, let h = size.height else { throw .invalid(location(v), expected: "an item size with both `width` and `height`") }
            spec.collection.itemSize = Size(width: w, height: h)
        case "minimumLineSpacing": spec.collection.minimumLineSpacing = try number(v, "a line spacing", in: points)
        case "minimumInteritemSpacing": spec.collection.minimumInteritemSpacing = try number(v, "an item spacing", in: points)
        case "scrollDirection": spec.collection.scrollDirection = try choice(v, ["vertical", "horizontal"])
        case "sectionInset": spec.collection.sectionInset = try insets(v, allowNegative: true)
        default: spec.collection.sectionInsetReference = try choice(v, ["fromContentInset", "fromSafeArea", "fromLayoutMargins"])
        }
    }

    /// One entry of `sections`: `{rows, headerTitle, footerTitle, headerHeight, footerHeight}`.
    mutating func section(_ node: Node) throws(SpecError) -> SectionSpec {
        let here = location(node)
        let fields = try mapping(node, "a section: a mapping with `rows` and optional `headerTitle`, `footerTitle`, `headerHeight`, `footerHeight`")
        try allow(fields, ["rows", "headerTitle", "footerTitle", "headerHeight", "footerHeight"])
        guard let rows = fields.first(where: { $0.key == "rows" }) else { throw .missingKey(here, key: "rows", in: "a section") }
        var section = SectionSpec(rows: try integer(rows.value, "a row count", in: 0...SpecLimits.maximumRows), location: here)
        for f in fields {
            switch f.key {
            case "headerTitle": section.headerTitle = try string(f.value, "a header title")
            case "footerTitle": section.footerTitle = try string(f.value, "a footer title")
            case "headerHeight": section.headerHeight = try number(f.value, "a header height", in: 0...SpecLimits.largestNumber)
            case "footerHeight": section.footerHeight = try number(f.value, "a footer height", in: 0...SpecLimits.largestNumber)
            default: break
            }
        }
        return section
    }

    /// Checks across keys once the view is read: `rows` with `sections` or `items`, and the
    /// table header and footer views, which must be subviews with a frame height.
    func finishScrollViewKeys(_ spec: inout ViewSpec, fields: [Field]) throws(SpecError) {
        let rows = fields.first { $0.key == "rows" }
        if let sections = fields.first(where: { $0.key == "sections" }), rows != nil {
            throw .invalid(sections.keyLocation, expected: "either `rows` or `sections`, not both")
        }
        if spec.kind == .collectionView, rows != nil {
            if let items = fields.first(where: { $0.key == "items" }) {
                throw .invalid(items.keyLocation, expected: "either `items` or `rows` (its older name), not both")
            }
            spec.collection.items = spec.rows
        }
        for key in ["tableHeaderView", "tableFooterView"] {
            guard let field = fields.first(where: { $0.key == key }) else { continue }
            let id = key == "tableHeaderView" ? spec.table.tableHeaderView : spec.table.tableFooterView
            guard let id, let child = spec.subviews.first(where: { $0.id == id }) else {
                throw .unknownID(location(field.value), id: id ?? "", suggestions: closest(id ?? "", among: spec.subviews.map(\.id)))
            }
            guard let frame = child.frame, frame.height > 0 else {
                throw .invalid(location(field.value), expected: "a subview with a `frame` whose height is the \(key)'s height; '\(id)' has none")
            }
        }
    }
}
