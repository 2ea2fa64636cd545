import DeviceCatalog

/// UIKit's `UITableView` for layout: sections of rows whose heights make the content size, and
/// the cells, section headers and footers in view, laid out as real views in content
/// coordinates (semantics doc 3.6). The geometry and the cells live in TableView+Layout.swift.
open class TableView: ScrollView {
    /// `UITableView.Style`.
    public enum Style: String, CaseIterable, Hashable, Sendable {
        /// Rows run edge to edge; only titled sections have headers.
        case plain
        /// Sections separated by header and footer space.
        case grouped
        /// Grouped sections drawn as cards inset by the table's layout margins (iOS 13+; a
        /// grouped table under older rules).
        case insetGrouped
    }

    /// `UITableView.SeparatorInsetReference` (iOS 11+, rule 3.6.c).
    public enum SeparatorInsetReference: String, CaseIterable, Hashable, Sendable {
        /// ``separatorInset`` is measured from the cell's edges (the default).
        case fromCellEdges
        /// ``separatorInset`` is added to the automatic inset (the cell's layout margins).
        case fromAutomaticInsets
    }

    /// `UITableViewCell.SeparatorStyle`, as far as layout cares.
    public enum SeparatorStyle: String, CaseIterable, Hashable, Sendable {
        /// No separators.
        case none
        /// A hairline under each cell (the default).
        case singleLine
    }

    /// One section, as a data source and delegate describe it.
    public struct Section: Hashable, Sendable {
        /// `tableView(_:numberOfRowsInSection:)`.
        public var rows: Int
        /// `tableView(_:titleForHeaderInSection:)`: a titled section gets a header view.
        public var headerTitle: String?
        /// `tableView(_:titleForFooterInSection:)`.
        public var footerTitle: String?
        /// `tableView(_:heightForHeaderInSection:)`, when the delegate gives one.
        public var headerHeight: Double?
        /// `tableView(_:heightForFooterInSection:)`, when the delegate gives one.
        public var footerHeight: Double?
        /// `tableView(_:heightForHeaderInSection:)` returns `UITableView.automaticDimension`:
        /// the header is the style's automatic height, whatever the table's
        /// ``TableView/sectionHeaderHeight`` (``headerHeight``, when set, still wins).
        public var headerHeightIsAutomatic = false
        /// `tableView(_:heightForRowAt:)` for the first rows, when the delegate gives one
        /// (Interface Builder: a cell's own `rowHeight`); a nil entry, or a row past the end,
        /// takes the table's ``TableView/rowHeight`` (or sizes itself, rule 3.6.a).
        public var rowHeights: [Double?]

        /// Creates a section of `rows` rows.
        public init(rows: Int, headerTitle: String? = nil, footerTitle: String? = nil,
                    headerHeight: Double? = nil, footerHeight: Double? = nil, rowHeights: [Double?] = []) {
            self.rows = max(0, rows)
            self.headerTitle = headerTitle
            self.footerTitle = footerTitle
            self.headerHeight = headerHeight.map { max(0, $0) }
            self.footerHeight = footerHeight.map { max(0, $0) }
            // Negative and non-finite heights act as 0; entries past the last row are dropped.
            self.rowHeights = rowHeights.prefix(self.rows).map { $0.map { $0.isFinite ? max(0, $0) : 0 } }
        }
    }

    /// The height rows get before cells are measured (kept for callers of the first version;
    /// the figure lives in ``UIKitMetrics/standardRowHeight``).
    public static let defaultRowHeight = UIKitMetrics.standardRowHeight

    /// `style`, fixed at creation as in UIKit.
    public let style: Style
    /// The sections.
    /// Whether any section has a header or footer title, kept with `sections` (asked per
    /// section by ``header(of:iOS:)`` and ``footer(of:iOS:)``). From iOS 13 a plain table with
    /// none gives every section the header and footer heights it sets (not automatic), as empty
    /// bands. With titles, its untitled sections have no header before iOS 15 (from iOS 15 every
    /// header is as set) and no footer; before iOS 13 no untitled section has either. [obs]
    /// Outside the fixtures: Xcode 11's saved frames of jonkykong/SideMenu's
    /// Example/Main.storyboard (static, one untitled section, 28 / 28 written: the first row at
    /// y 28, the table footer view at 188 = 28 + 3 × 44 + 28) and xmartlabs/XLActionController's
    /// example (the first row at 28); Xcode 9's of Ramotion/expanding-collection's and
    /// WenchaoD/FSPagerView's demos (one untitled section: the first row at 0). In the fixtures,
    /// HeroTransitions/Hero's Main.storyboard lines 14–22 (Xcode 11, an untitled section before
    /// titled ones: its row at y 0, no footer before the next header). **[uncertain]**: a rule
    /// inferred from five files, not documented.
    private(set) var hasSectionTitles = false
    public var sections: [Section] = [] {
        didSet {
            hasSectionTitles = sections.contains { $0.headerTitle != nil || $0.footerTitle != nil }
            measuredHeights.removeAll()
            window?.setNeedsLayout()
        }
    }
    /// Rows per section: a shorthand for untitled ``sections``.
    public var rows: [Int] {
        get { sections.map(\.rows) }
        set { sections = newValue.map { Section(rows: $0) } }
    }
    /// `rowHeight`, when set; nil is UIKit's default (`automaticDimension` from iOS 11, 44
    /// before).
    public var rowHeight: Double? { didSet { window?.setNeedsLayout() } }
    /// `estimatedRowHeight`, when set; nil is UIKit's default (automatic from iOS 11, 0 — no
    /// estimates — before), 0 turns estimation off.
    public var estimatedRowHeight: Double? { didSet { window?.setNeedsLayout() } }
    /// `sectionHeaderHeight`, when set; nil is the style's default.
    public var sectionHeaderHeight: Double? { didSet { window?.setNeedsLayout() } }
    /// `sectionFooterHeight`, when set; nil is the style's default.
    public var sectionFooterHeight: Double? { didSet { window?.setNeedsLayout() } }
    /// `sectionHeaderTopPadding` (iOS 15+), when set; nil is `automaticDimension`.
    public var sectionHeaderTopPadding: Double? { didSet { window?.setNeedsLayout() } }
    /// `separatorStyle`.
    public var separatorStyle = SeparatorStyle.singleLine { didSet { window?.setNeedsLayout() } }
    /// `separatorInset`, when set; nil is the automatic inset (the cells' layout margins).
    /// Only left and right count; negative values act as 0.
    public var separatorInset: EdgeInsets? { didSet { window?.setNeedsLayout() } }
    /// `separatorInsetReference` (iOS 11+; earlier rules always add to the automatic inset).
    public var separatorInsetReference = SeparatorInsetReference.fromCellEdges { didSet { window?.setNeedsLayout() } }
    /// `insetsContentViewsToSafeArea` (iOS 11+, default true): the content views of cells,
    /// headers and footers stay inside the safe area while their backgrounds and separators
    /// run to the edges (rule 3.6.d).
    public var insetsContentViewsToSafeArea = true { didSet { window?.setNeedsLayout() } }
    /// `cellLayoutMarginsFollowReadableWidth`, when set; nil is the rules' default: true up to
    /// iOS 11, false from iOS 12 (rule 2.7, W18-235).
    public var cellLayoutMarginsFollowReadableWidth: Bool? { didSet { window?.setNeedsLayout() } }
    /// For a table drawn alone rather than as part of a screen (a cell Interface Builder draws
    /// on its own), the width that alone chooses the system side margins of the table and its
    /// cells on a portrait phone: 20 pt from ``UIKitMetrics/wideTableCellPhoneWidth``, else 16;
    /// elsewhere as a root view's. nil: the table's own width, and at least the screen's root
    /// minimum (`SafeAreaRules`' table side margin).
    public var sideMarginReferenceWidth: Double? { didSet { window?.setNeedsLayout() } }

    /// The table's system side margin on `window`'s screen (rule 2.2 as tables apply it).
    func systemSideMargin(in window: Window) -> Double {
        if let width = sideMarginReferenceWidth {
            return SafeAreaRules.tableSideMargin(device: window.device, metrics: window.metrics, drawnAloneAtWidth: width)
        }
        return SafeAreaRules.tableSideMargin(device: window.device, metrics: window.metrics, tableWidth: frame.width)
    }

    /// `tableHeaderView`: made a subview, pinned to the top of the content at the full width,
    /// as tall as its frame was when assigned.
    public var tableHeaderView: View? {
        didSet { replaceAccessory(oldValue, with: tableHeaderView, height: &tableHeaderHeight, top: &tableHeaderTop) }
    }
    /// `tableFooterView`: like ``tableHeaderView``, below the last section.
    public var tableFooterView: View? {
        didSet { replaceAccessory(oldValue, with: tableFooterView, height: &tableFooterHeight, top: &tableFooterTop) }
    }

    /// `dataSource.tableView(_:cellForRowAt:)`: the cell of a row, asked for each row as it
    /// comes into view. Nil, or a nil result, makes the table's own empty cell. A cell it
    /// gives sizes itself when the row's height is automatic (rule 3.6.a): its content's
    /// fitting height plus the separator (TableView+SelfSizing.swift). The closure should
    /// not hold the table (UIKit's data source is weak; a closure here is held strongly).
    public var cellProvider: ((_ section: Int, _ row: Int) -> TableViewCell?)? {
        didSet { reloadData() }
    }

    /// Measures a section's footer title: its text's height at a width, in points. The engine
    /// has no fonts; a caller that measures text (the Interface Builder reader) sets it, and
    /// from iOS 15 a grouped or inset-grouped table's titled footers (and the headers of
    /// their sections) then size themselves as UIKit's do
    /// (``UIKitMetrics/groupedFooterTitlePadding``). Nil keeps the set heights.
    public var footerTitleMeasure: ((_ title: String, _ width: Double) -> Double)? {
        didSet {
            footerTitleHeights.removeAll()
            reloadData()
        }
    }

    /// Design time, not UIKit: every row, header and footer gets its view, in view or not
    /// (up to ``ScrollView``'s cap on content views), as Interface Builder's canvas lays out
    /// every static cell and prototype of a table (each is a view of the document, saved with
    /// a frame: HeroTransitions__Hero__Main.storyboard's cells below the screen, lines
    /// 277–637). UIKit makes cells only for the rows in view, which is the default.
    public var laysOutEveryRow = false { didSet { window?.setNeedsLayout() } }

    /// `visibleCells`: the cells of the rows in view after the last layout, in index-path order.
    public var visibleCells: [TableViewCell] { rowViews.compactMap { $0.view as? TableViewCell } }
    /// The section header and footer views in view after the last layout, in order.
    public var visibleHeaderFooterViews: [TableViewHeaderFooterView] {
        rowViews.compactMap { $0.view as? TableViewHeaderFooterView }
    }

    var tableHeaderHeight = 0.0, tableFooterHeight = 0.0
    var tableHeaderTop: LayoutConstraint?, tableFooterTop: LayoutConstraint?
    /// The generated views in index-path order, with the constraints that place them.
    var rowViews: [RowView] = []
    /// The keys ``rowViews`` were made for, and the settings they were built with.
    var preparedKeys: [ElementKey] = []
    var preparedSettings: CellSettings?
    /// The margins the table gave itself last (its default side margins, rule 3.6.d).
    var systemMargins: EdgeInsets?
    /// The heights self-sizing rows measured (separator included), and the width they were
    /// measured at; a change of width measures them again.
    var measuredHeights: [ElementKey: Double] = [:]
    /// ``footerTitleMeasure``'s answers by title and width: section frames are computed
    /// several times a pass, and a title is wrapped word by word.
    var footerTitleHeights: [FooterTitleKey: Double] = [:]
    var measuredWidth: Double?
    /// Whether the table is the root view of a navigation controller's top controller whose bar
    /// shows a large title: a titled first section's header is then an ordinary titled one
    /// (``UIKitMetrics/titledGroupedFirstSectionHeaderHeight``).
    var isUnderLargeTitle: Bool {
        guard let controller, let nav = controller.parent as? NavigationController, nav.topViewController === controller else { return false }
        return nav.showsLargeTitle && !nav.isNavigationBarHidden
    }

    /// Creates a table view; like UIKit's, it always bounces vertically.
    public init(identifier: String, style: Style = .plain) {
        self.style = style
        super.init(identifier: identifier, typeName: "tableView")
        alwaysBounceVertical = true
    }

    override func prepareContent(in window: Window) { prepareRows(in: window) }
    override func updateContentBeforeInsets(in window: Window) { updateRowContentSize(in: window) }
    override func contentIsStale(in window: Window) -> Bool { rowsAreStale(in: window) }

    /// `reloadData()`: asks for the cells in view again and measures self-sizing rows again
    /// (after their content changed).
    public func reloadData() {
        measuredHeights.removeAll()
        preparedSettings = nil
        window?.setNeedsLayout()
    }

    /// `cellForRow(at:)`: the cell of a row in view, or nil.
    public func cellForRow(_ row: Int, inSection section: Int) -> TableViewCell? {
        rowViews.first { $0.key == .row(section, row) }?.view as? TableViewCell
    }

    /// `headerView(forSection:)`: the header view of a titled section in view, or nil.
    public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
        rowViews.first { $0.key == .header(section) }?.view as? TableViewHeaderFooterView
    }

    /// `footerView(forSection:)`: the footer view of a titled section in view, or nil.
    public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
        rowViews.first { $0.key == .footer(section) }?.view as? TableViewHeaderFooterView
    }

    /// Puts a table header or footer view in place of the old one.
    private func replaceAccessory(_ old: View?, with new: View?, height: inout Double, top: inout LayoutConstraint?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        top = nil
        height = 0
        guard let new else { window?.setNeedsLayout(); return }
        height = max(0, new.frame.height)
        new.translatesAutoresizingMaskIntoConstraints = false
        addSubview(new)
        let pin = new.topAnchor.constraint(equalTo: topAnchor)
        LayoutConstraint.activate([pin, new.leftAnchor.constraint(equalTo: leftAnchor),
                                   new.widthAnchor.constraint(equalTo: widthAnchor),
                                   new.heightAnchor.constraint(equalToConstant: height)])
        top = pin
        window?.setNeedsLayout()
    }
}
