import DeviceCatalog
import LayoutEngine

// Scroll, table and collection views from their spec keys, and the views they lay out.

extension SpecLayout {
    /// A table view with the spec's style, sections (or rows) and table keys.
    static func table(_ s: ViewSpec) -> TableView {
        let t = s.table
        let table = TableView(identifier: s.id, style: TableView.Style(rawValue: t.style) ?? .plain)
        if let sections = t.sections {
            table.sections = sections.map {
                TableView.Section(rows: $0.rows, headerTitle: $0.headerTitle, footerTitle: $0.footerTitle,
                                  headerHeight: $0.headerHeight, footerHeight: $0.footerHeight)
            }
        } else {
            table.rows = s.rows
        }
        table.rowHeight = s.rowHeight
        table.estimatedRowHeight = s.estimatedRowHeight
        table.sectionHeaderHeight = t.sectionHeaderHeight
        table.sectionFooterHeight = t.sectionFooterHeight
        table.sectionHeaderTopPadding = t.sectionHeaderTopPadding
        table.separatorStyle = TableView.SeparatorStyle(rawValue: t.separatorStyle) ?? .singleLine
        table.separatorInset = t.separatorInset
        table.separatorInsetReference = TableView.SeparatorInsetReference(rawValue: t.separatorInsetReference) ?? .fromCellEdges
        table.insetsContentViewsToSafeArea = t.insetsContentViewsToSafeArea
        table.cellLayoutMarginsFollowReadableWidth = t.cellLayoutMarginsFollowReadableWidth
        return table
    }

    /// A collection view with a flow layout from the spec's collection keys.
    static func collection(_ s: ViewSpec) -> CollectionView {
        let c = s.collection
        let layout = CollectionViewFlowLayout()
        if let size = c.itemSize { layout.itemSize = size }
        if let spacing = c.minimumLineSpacing { layout.minimumLineSpacing = spacing }
        if let spacing = c.minimumInteritemSpacing { layout.minimumInteritemSpacing = spacing }
        layout.scrollDirection = CollectionViewFlowLayout.ScrollDirection(rawValue: c.scrollDirection) ?? .vertical
        layout.sectionInset = c.sectionInset
        layout.sectionInsetReference = CollectionViewFlowLayout.SectionInsetReference(rawValue: c.sectionInsetReference) ?? .fromContentInset
        let view = CollectionView(identifier: s.id, collectionViewLayout: layout)
        view.items = c.items
        return view
    }

    /// Indicators, `isScrollEnabled` and the refresh control.
    static func applyScrollKeys(_ s: ScrollSpec, to scroll: ScrollView) {
        scroll.automaticallyAdjustsScrollIndicatorInsets = s.automaticallyAdjustsScrollIndicatorInsets
        scroll.verticalScrollIndicatorInsets = s.verticalScrollIndicatorInsets
        scroll.horizontalScrollIndicatorInsets = s.horizontalScrollIndicatorInsets
        scroll.isScrollEnabled = s.isScrollEnabled
        if s.refreshControl { scroll.refreshControl = RefreshControl(identifier: scroll.identifier + ".refreshControl") }
    }

    /// The views the table and collection views made for what is in view, each with its
    /// subviews, in tree order.
    func generatedViews() -> [View] {
        var out: [View] = []
        func add(_ view: View) {
            out.append(view)
            for child in view.subviews { add(child) }
        }
        for list in listViews {
            if let table = list as? TableView {
                // Headers, footers and cells in index-path order, as the table holds them.
                for view in table.subviews where view is TableViewCell || view is TableViewHeaderFooterView { add(view) }
            } else if let collection = list as? CollectionView {
                for cell in collection.visibleCells { add(cell) }
            }
        }
        return out
    }
}
