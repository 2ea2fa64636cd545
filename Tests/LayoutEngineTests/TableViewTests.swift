import DeviceCatalog
import Testing
@testable import LayoutEngine

/// Cells as views: content views inside the safe area, backgrounds and separators to the
/// edges, margins that follow the table's (semantics doc 3.6.c–d, 2.4, 2.7).
@Suite("Table view cells (semantics doc 3.6)")
struct TableViewTests {
    /// A table that is the root view of a controller in a navigation controller.
    func scene(_ device: String, _ orientation: Orientation = .portrait, iOS: Int, style: TableView.Style = .plain,
               configure: (TableView) -> Void = { _ in }) throws -> (Window, TableView) {
        let window = try Window(device: Devices.named(device), orientation: orientation, iOS: iOS)
        let table = TableView(identifier: "list", style: style)
        table.rows = [5]
        configure(table)
        let vc = ViewController(identifier: "vc", view: table)
        window.setRootViewController(NavigationController(identifier: "nav", rootViewController: vc))
        return (window, table)
    }

    func state(_ window: Window, _ id: String) throws -> LayoutSnapshot.ViewState {
        try #require(window.snapshot().views.first { $0.id == id }, "no view \(id)")
    }

    /// Issue 6's last figure. Sources: W17-204 (cell and header/footer content views avoid the
    /// safe area insets; separators measured from the cell edges) and W18-235 (rule 3.6.d);
    /// useyourloaf, "Table View Separator Inset" (on iPhone the default separator reaches the
    /// trailing edge, into the safe area on an iPhone X); 44 pt side bands: UYL-X (rule 1.1.b).
    /// Under iOS 11 the cells follow the readable width (`cellLayoutMarginsFollowReadableWidth`
    /// is true before iOS 12, W18-235), which on an iPhone is the margins guide (rule 2.7), so
    /// the figures are the same under both.
    @Test("iPhone X landscape: the content view stays out of the 44 pt sides, the cell and separator run to the edges",
          arguments: [11, 12])
    func landscapeCells(iOS: Int) throws {
        let (window, table) = try scene("iPhone X", .landscapeLeft, iOS: iOS)
        let cell = try #require(table.cellForRow(0, inSection: 0))
        #expect(cell.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 0, right: 44))
        let cellFrame = try state(window, cell.identifier).windowFrame
        #expect(cellFrame.minX == 0 && cellFrame.maxX == 812)
        let content = try state(window, cell.contentView.identifier).windowFrame
        // Before iOS 14 the content view ends a separator (one pixel) above the cell's bottom
        // (UIKitMetrics.tableCellContentViewLeavesSeparator: Hero's Main.storyboard, Xcode 11).
        #expect(content.minX == 44 && content.maxX == 812 - 44 && abs(content.height - (44 - 1.0 / 3)) < 1e-9)
        // The automatic separator starts at the cell's leading margin (44 + 16, rule 2.3's
        // additive margins) and runs to the screen's edge.
        let separator = try state(window, "\(cell.identifier).separator").windowFrame
        #expect(separator.minX == 60 && separator.maxX == 812)
        #expect(abs(separator.maxY - cellFrame.maxY) < 1e-9 && abs(separator.height - 1.0 / 3) < 1e-9)
    }

    /// W17-204: from iOS 11 a separator inset of zero is measured from the cell's edges, "full
    /// width, full bleed"; a grouped cell's background is a view (UITableViewCell.h: non-nil
    /// in grouped tables) the size of the cell.
    @Test("grouped, separatorInset zero: background and separator run from edge to edge; the content view does not")
    func fullBleed() throws {
        let (window, table) = try scene("iPhone X", .landscapeRight, iOS: 11, style: .grouped) { $0.separatorInset = .zero }
        let cell = try #require(table.visibleCells.first)
        let background = try #require(cell.backgroundView)
        #expect(try state(window, background.identifier).windowFrame.minX == 0)
        #expect(try state(window, background.identifier).windowFrame.maxX == 812)
        let separator = try state(window, "\(cell.identifier).separator").windowFrame
        #expect(separator.minX == 0 && separator.maxX == 812)
        let content = try state(window, cell.contentView.identifier).windowFrame
        #expect(content.minX == 44 && content.width == 724)
    }

    @Test("insetsContentViewsToSafeArea false: the content view spans the cell (rule 3.6.d)")
    func contentViewsNotInset() throws {
        let (window, table) = try scene("iPhone X", .landscapeLeft, iOS: 11) { $0.insetsContentViewsToSafeArea = false }
        let cell = try #require(table.cellForRow(2, inSection: 0))
        let content = try state(window, cell.contentView.identifier).windowFrame, whole = try state(window, cell.identifier).windowFrame
        #expect(content.minX == whole.minX && content.maxX == whole.maxX && content.minY == whole.minY)
        // Its height leaves the separator's pixel under iOS 11's rules (as in `landscapeCells`).
        #expect(abs(content.height - (whole.height - 1.0 / 3)) < 1e-9)
    }

    /// Rule 2.4 (content views preserve the cell's margins; Interface Builder writes
    /// `preservesSuperviewLayoutMargins="YES"`, `insetsLayoutMarginsFromSafeArea="NO"` on them)
    /// and rule 2.3 (margins measured from the safe area): a label on the content view's
    /// leading margin lines up 44 + 16 from the screen's edge, like the navigation bar's title.
    @Test("a label on a cell's content margins sits at 60 pt in landscape, 16 pt in portrait (iPhone X)")
    func labelOnContentMargins() throws {
        let (window, table) = try scene("iPhone X", .landscapeLeft, iOS: 16)
        let cell = try #require(table.cellForRow(0, inSection: 0))
        let label = View(identifier: "title", typeName: "label")
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(label)
        LayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.leadingAnchor),
                                   label.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
                                   label.widthAnchor.constraint(equalToConstant: 100),
                                   label.heightAnchor.constraint(equalToConstant: 21)])
        window.layoutIfNeeded()
        #expect(cell.contentView.effectiveLayoutMargins.left == 16)
        #expect(try state(window, "title").windowFrame.minX == 60)
        try window.rotate(to: .portrait)
        window.layoutIfNeeded()
        #expect(try state(window, "title").windowFrame.minX == 16)
    }

    /// Interface Builder's saved frames put cell content 20 pt in on 414 pt screens whether
    /// the table is a controller's root view or a subview (scenee/FloatingPanel Samples
    /// Main.storyboard), 16 on 375 pt ones (rule 2.2's system minimums). [inferred]
    @Test("a table that is a subview: cell margins are the system minimum side margins, not 8")
    func subviewTableMargins() throws {
        for (device, side) in [("iPhone 8", 16.0), ("iPhone 8 Plus", 20.0)] {
            let window = try Window(device: Devices.named(device), iOS: 16)
            let root = View(identifier: "root")
            let table = TableView(identifier: "list")
            table.rows = [3]
            table.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(table)
            pinned(table, to: root.safeAreaLayoutGuide)
            window.setRootViewController(ViewController(identifier: "vc", view: root))
            let cell = try #require(table.visibleCells.first)
            #expect(cell.effectiveLayoutMargins.left == side, "\(device)")
            #expect(cell.contentView.effectiveLayoutMargins.left == side, "\(device)")
        }
    }

    /// Rule 3.6.c: `.fromCellEdges` (iOS 11's default) measures from the cell's edge,
    /// `.fromAutomaticInsets` from the automatic inset (16 on an iPhone 8, rule 2.2); before
    /// iOS 11 an inset always moved relative to the automatic position (W17-204). Negative
    /// values act as 0 (Apple, UITableViewCell.separatorInset).
    @Test("separatorInset left 10: 10 from the cell edge, 26 from the automatic inset, 26 under iOS 10; −5 acts as 0")
    func separatorReferences() throws {
        func separatorX(_ device: String, iOS: Int, _ inset: EdgeInsets, _ reference: TableView.SeparatorInsetReference) throws -> Double {
            let (window, table) = try scene(device, iOS: iOS) {
                $0.separatorInset = inset
                $0.separatorInsetReference = reference
            }
            let cell = try #require(table.visibleCells.first)
            return try state(window, "\(cell.identifier).separator").windowFrame.minX
        }
        let ten = EdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        #expect(try separatorX("iPhone 8", iOS: 11, ten, .fromCellEdges) == 10)
        #expect(try separatorX("iPhone 8", iOS: 11, ten, .fromAutomaticInsets) == 26)
        #expect(try separatorX("iPhone 7", iOS: 10, ten, .fromCellEdges) == 26)
        #expect(try separatorX("iPhone 8", iOS: 11, EdgeInsets(top: 0, left: -5, bottom: 0, right: 0), .fromCellEdges) == 0)
        let (_, none) = try scene("iPhone 8", iOS: 16) { $0.separatorStyle = .none }
        #expect(try #require(none.visibleCells.first).separatorView == nil)
    }

    /// A separator inset past the cell's width (999, the usual way to hide a separator) empties
    /// the line and leaves the cell as wide as its table, without a conflict. [obs]
    /// LoopKit/Loop's Main.storyboard line 251 (Xcode 14): a cell with `separatorInset` minX
    /// 999 saved 375 wide in its 375 pt table.
    @Test("separatorInset left 999 hides the separator: the cell keeps the table's width, no conflict")
    func separatorInsetPastTheCell() throws {
        let (window, table) = try scene("iPhone 8", iOS: 16) { $0.separatorInset = EdgeInsets(top: 0, left: 999, bottom: 0, right: 0) }
        window.layoutIfNeeded()
        #expect(window.issues.isEmpty)
        let cell = try #require(table.visibleCells.first)
        #expect(try state(window, cell.identifier).frame.width == 375)
        #expect(try state(window, "\(cell.identifier).separator").frame.width == 0)
    }

    /// UYL-readable: iPad Air 2 landscape, 1024 wide, margins 20 → readable inset 176.
    /// W18-235 (rule 2.7): `cellLayoutMarginsFollowReadableWidth` is true up to iOS 11, false
    /// from iOS 12. useyourloaf's separator article: on iPad the automatic separator stops at
    /// the trailing margin.
    @Test("iPad Air 2 landscape: cells follow the readable width on iOS 11 (176), not on iOS 12 (20)")
    func readableCells() throws {
        let (window11, table11) = try scene("iPad Air 2", .landscapeLeft, iOS: 11)
        let cell11 = try #require(table11.visibleCells.first)
        #expect(cell11.effectiveLayoutMargins.left == 176 && cell11.effectiveLayoutMargins.right == 176)
        let separator = try state(window11, "\(cell11.identifier).separator").windowFrame
        #expect(separator.minX == 176 && separator.maxX == 1024 - 176)
        let (_, table12) = try scene("iPad Air 2", .landscapeLeft, iOS: 12)
        #expect(try #require(table12.visibleCells.first).effectiveLayoutMargins.left == 20)
        let (_, opted) = try scene("iPad Air 2", .landscapeLeft, iOS: 12) { $0.cellLayoutMarginsFollowReadableWidth = true }
        #expect(try #require(opted.visibleCells.first).effectiveLayoutMargins.left == 176)
    }
}
