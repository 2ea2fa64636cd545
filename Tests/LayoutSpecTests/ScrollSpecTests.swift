import DeviceCatalog
import Testing
@testable import LayoutEngine
@testable import LayoutSpec

/// The table, collection and scroll keys of docs/CLI.md: read, built into the engine's views,
/// and refused with a message that names the place and what was expected.
@Suite("Scroll, table and collection keys of screen specs")
struct ScrollSpecTests {
    static let catalog = try! DeviceCatalog.load()

    static func layout(_ text: String, device: String = "iPhone X", orientation: Orientation = .portrait, iOS: Int = 16) throws -> SpecLayout {
        let spec = try SpecReader.decode(text, file: "list.yaml")
        return try SpecLayout.make(spec, device: catalog.device(named: device), orientation: orientation, iOS: iOS)
    }

    static let table = """
    root:
      type: navigationController
      id: nav
      viewControllers:
        - type: viewController
          id: vc
          view:
            id: list
            type: tableView
            style: grouped
            sections:
              - {rows: 2, headerTitle: Account}
              - {rows: 1, footerTitle: Signed in, footerHeight: 40}
            sectionHeaderTopPadding: 0
            separatorInset: {left: 0, right: 0}
            separatorInsetReference: fromAutomaticInsets
            insetsContentViewsToSafeArea: false
            cellLayoutMarginsFollowReadableWidth: true
            refreshControl: true
            verticalScrollIndicatorInsets: {bottom: 10}
            automaticallyAdjustsScrollIndicatorInsets: false
            tableHeaderView: banner
            subviews:
              - {id: banner, frame: {x: 0, y: 0, width: 375, height: 120}}
    """

    @Test("a table spec sets style, sections, separators, content views, indicators, refresh control and header view")
    func tableKeys() throws {
        let layout = try Self.layout(Self.table)
        let table = try #require(layout.views["list"] as? TableView)
        #expect(table.style == .grouped)
        #expect(table.sections == [.init(rows: 2, headerTitle: "Account"), .init(rows: 1, footerTitle: "Signed in", footerHeight: 40)])
        #expect(table.sectionHeaderTopPadding == 0)
        #expect(table.separatorInset == .zero && table.separatorInsetReference == .fromAutomaticInsets)
        #expect(!table.insetsContentViewsToSafeArea && table.cellLayoutMarginsFollowReadableWidth == true)
        #expect(table.refreshControl?.identifier == "list.refreshControl" && layout.views["list.refreshControl"] != nil)
        #expect(table.verticalScrollIndicatorInsets.bottom == 10 && !table.automaticallyAdjustsScrollIndicatorInsets)
        #expect(table.tableHeaderView === layout.views["banner"])
        // Grouped, titled: 120 (header view) + 55.3 (a first titled header: Alamofire's and
        // SwiftMessages' saved frames, 55.33 at 3× and 55.5 at 2×) → the first row at 175.33.
        #expect(abs((table.cellForRow(0, inSection: 0)?.frame.minY ?? 0) - (120 + 55.33)) < 0.01)
    }

    /// `safearea layout` lists `layout.views`: the cells, their content views and separators,
    /// section headers and footers in view are among them, each in the snapshot.
    @Test("the laid-out cells, headers and footers are among the layout's views and in the snapshot")
    func generatedViewsListed() throws {
        let layout = try Self.layout(Self.table)
        let ids = ["list.cell-0-0", "list.cell-0-0.contentView", "list.cell-0-0.backgroundView", "list.cell-0-0.separator",
                   "list.header-0", "list.header-0.contentView", "list.cell-1-0", "list.footer-1"]
        let snapshot = layout.window.snapshot()
        for id in ids {
            #expect(layout.views[id] != nil, "\(id)")
            #expect(snapshot.views.contains { $0.id == id }, "\(id)")
        }
        #expect(snapshot.views.first { $0.id == "list.cell-0-0" }?.type == "tableViewCell")
        #expect(snapshot.views.first { $0.id == "list.cell-0-0" }?.parent == "list")
        // After an action the list follows the layout: a pushed screen's views join it, and
        // the table's cells stay listed while they are laid out.
        let push = try SpecReader.decode(Self.table + "\nactions:\n  - push: {type: viewController, id: next, view: {id: nextRoot}}\n", file: "list.yaml")
        try layout.apply(try #require(push.actions.first))
        #expect(layout.views["nextRoot"] != nil && layout.views["list.cell-0-0"] != nil)
    }

    @Test("a collection spec builds a flow layout; items in view become views; rows is the older name of items")
    func collectionKeys() throws {
        let text = """
        root:
          type: viewController
          id: vc
          view:
            id: grid
            type: collectionView
            items: [4, 2]
            itemSize: {width: 100, height: 80}
            minimumLineSpacing: 4
            minimumInteritemSpacing: 2
            scrollDirection: vertical
            sectionInset: {top: 8, left: 8, bottom: 8, right: 8}
            sectionInsetReference: fromSafeArea
        """
        let layout = try Self.layout(text, orientation: .landscapeLeft)
        let grid = try #require(layout.views["grid"] as? CollectionView)
        let flow = grid.collectionViewLayout
        #expect(grid.items == [4, 2])
        #expect(flow.itemSize == Size(width: 100, height: 80) && flow.minimumLineSpacing == 4 && flow.minimumInteritemSpacing == 2)
        #expect(flow.sectionInset == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) && flow.sectionInsetReference == .fromSafeArea)
        // iPhone X landscape: the safe area's 44 pt + the section's 8 pt.
        #expect(grid.layoutAttributesForItem(0, inSection: 0)?.minX == 52)
        #expect(layout.views["grid.item-1-1"] != nil && layout.views["grid.item-1-1.contentView"] != nil)
        let older = try Self.layout(text.replacingOccurrences(of: "items: [4, 2]", with: "rows: [3]"))
        #expect((older.views["grid"] as? CollectionView)?.items == [3])
    }

    @Test("bad values end with an error naming the place and what was expected", arguments: [
        ("{id: list, type: tableView, style: card}", "expected one of plain, grouped, insetGrouped, not 'card'"),
        ("{id: list, type: tableView, rows: [2], sections: [{rows: 2}]}", "expected either `rows` or `sections`, not both"),
        ("{id: list, type: tableView, sections: [{headerTitle: A}]}", "a section needs the key 'rows'"),
        ("{id: list, type: tableView, sections: [{rows: 1, header: A}]}", "unknown key 'header'"),
        ("{id: list, type: tableView, separatorInsetReference: fromEdges}", "expected one of fromCellEdges, fromAutomaticInsets, not 'fromEdges'"),
        ("{id: list, type: tableView, sectionHeaderHeight: -1}", "expected a section header height from 0 to 1000000, not -1"),
        ("{id: list, type: tableView, tableHeaderView: ghost}", "no view, guide or controller has the id 'ghost'"),
        ("{id: list, type: tableView, tableHeaderView: a, subviews: [{id: a}]}", "expected a subview with a `frame` whose height is the tableHeaderView's height; 'a' has none"),
        ("{id: grid, type: collectionView, sectionInsetReference: safeArea}", "expected one of fromContentInset, fromSafeArea, fromLayoutMargins, not 'safeArea'"),
        ("{id: grid, type: collectionView, itemSize: {width: 10}}", "expected an item size with both `width` and `height`"),
        ("{id: grid, type: collectionView, itemSize: {width: -10, height: 10}}", "expected a size in points (not negative), or none from 0 to 1000000, not -10"),
        ("{id: grid, type: collectionView, items: [2], rows: [2]}", "expected either `items` or `rows` (its older name), not both"),
        ("{id: grid, type: collectionView, scrollDirection: diagonal}", "expected one of vertical, horizontal, not 'diagonal'"),
        ("{id: list, type: tableView, itemSize: {width: 10, height: 10}}", "`itemSize` only on collectionView, not on a tableView"),
        ("{id: grid, type: collectionView, style: grouped}", "`style` only on tableView, not on a collectionView"),
        ("{id: box, refreshControl: true}", "`refreshControl` only on scrollView or tableView or collectionView, not on a view (set `type`)"),
        ("{id: box, type: scrollView, refreshControl: sometimes}", "expected true or false, not 'sometimes'"),
    ])
    func errors(view: String, expected: String) throws {
        let text = "root: {type: viewController, id: vc, view: \(view)}"
        do {
            _ = try SpecReader.decode(text, file: "bad.yaml")
            Issue.record("accepted: \(text)")
        } catch {
            #expect(error.description.contains(expected), "\(error.description)")
            #expect(error.location?.file == "bad.yaml")
        }
    }
}
