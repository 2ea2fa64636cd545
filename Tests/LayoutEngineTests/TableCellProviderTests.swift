import DeviceCatalog
import Testing
@testable import LayoutEngine

/// A data source's cells (`cellProvider`): placed by the table, self-sizing when the row has no
/// height of its own (rule 3.6.a), per-row heights from the delegate, the accessory's inset,
/// and Interface Builder's every-row layout. Figures: the separator is one pixel
/// (`UIKitMetrics.separatorThickness(scale:)`, 0.5 pt on a 2× screen); the content view leaves
/// it below itself up to iOS 13 and fills the row from iOS 14 (Xcode's saved frames named in
/// `UIKitMetrics.tableCellContentViewLeavesSeparator(iOS:)`); a row whose content gives no height
/// is the 44 pt row less the separator (`UIKitMetrics.tableCollapsedRowHeight`).
@Suite("Table cells from a data source: self-sizing rows, row heights, accessories (semantics doc 3.6)")
struct TableCellProviderTests {
    /// A table as the root of a screen (by default an iPhone 11's: 2×, 414 pt), showing `cells`
    /// in one section.
    func makeTable(_ device: String = "iPhone 11", iOS: Int, cells: [TableViewCell], rowHeights: [Double?] = [],
                   configure: (TableView) -> Void = { _ in }) throws -> (Window, TableView) {
        let window = try Window(device: Devices.named(device), iOS: iOS)
        let table = TableView(identifier: "list")
        table.sections = [TableView.Section(rows: cells.count, rowHeights: rowHeights)]
        table.cellProvider = { s, r in s == 0 && cells.indices.contains(r) ? cells[r] : nil }
        configure(table)
        window.setRootViewController(ViewController(identifier: "vc", view: table))
        window.layoutIfNeeded()
        return (window, table)
    }

    /// A cell whose content view holds a box `height` tall, 10 pt from its top and at least
    /// 10 from its bottom (so a row taller than the content leaves the box its height).
    func boxCell(_ id: String, height: Double) -> (TableViewCell, View) {
        let cell = TableViewCell(identifier: id, contentViewIdentifier: id + ".content")
        let box = View(identifier: id + ".box")
        box.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(box)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 10),
            cell.contentView.bottomAnchor.constraint(greaterThanOrEqualTo: box.bottomAnchor, constant: 10),
            box.leadingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.trailingAnchor),
            box.heightAnchor.constraint(equalToConstant: height),
        ])
        return (cell, box)
    }

    @Test("a self-sizing row is its content's height plus the separator: 80.5 under iOS 17, the content view filling it")
    func selfSizingRowIOS17() throws {
        let (first, box) = boxCell("a", height: 60)
        let (second, _) = boxCell("b", height: 20)
        let (window, table) = try makeTable(iOS: 17, cells: [first, second])
        #expect(first.frame == Rect(x: 0, y: 0, width: 414, height: 80.5))
        #expect(first.contentView.frame.height == 80.5)
        #expect(box.frame.minY == 10 && box.frame.height == 60)
        // The second row starts where the first ends and sizes itself the same way.
        #expect(second.frame == Rect(x: 0, y: 80.5, width: 414, height: 40.5))
        #expect(table.contentSize.height == 121)
        #expect(window.issues.isEmpty)
    }

    /// A row height the cell's content cannot fit keeps the row: the table's encapsulated height
    /// is never the constraint broken, the user's is (UIKit logs
    /// 'UIView-Encapsulated-Layout-Height' among the conflict and breaks the user's), and of the
    /// user's a fixed size first, even when an edge was activated after it. [obs]
    /// LoopKit/Loop's Main.storyboard lines 358–433 (Xcode 14): a 66 pt prototype whose chevron
    /// is fixed at 52 pt is saved 66 tall, the chevron 43.5; a UIKit log quoted on
    /// developreference.com breaks a cell's `V:[UIView(80)]` among its edges.
    @Test("a fixed row height the content cannot fit keeps the row's height and breaks the cell's fixed size")
    func fixedRowHeightHolds() throws {
        let cell = TableViewCell(identifier: "a", contentViewIdentifier: "a.content")
        let box = View(identifier: "a.box")
        box.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(box)
        let tall = box.heightAnchor.constraint(equalToConstant: 80)
        LayoutConstraint.activate([
            tall,
            box.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 10),
            cell.contentView.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 10),
            box.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
        ])
        let (window, _) = try makeTable(iOS: 17, cells: [cell], rowHeights: [44])
        #expect(cell.frame.height == 44)
        #expect(cell.contentView.frame.height == 44)
        #expect(window.issues.contains { $0.kind == .unsatisfiable && $0.message.hasSuffix(tall.text) })
        #expect(window.issues.filter { $0.kind == .unsatisfiable }.count == 1)
    }

    /// When more constraints inside the cell conflict with the row than the row may break (a
    /// bound of ``Window/maximumEncapsulatedBreaks``), the row gives way instead, and the
    /// constraints it broke on the way hold again: one conflict is reported, the row's.
    @Test("a row that cannot be held gives way, and the cell's constraints it broke hold again")
    func rowGivesWayAfterTheBound() throws {
        let cell = TableViewCell(identifier: "a", contentViewIdentifier: "a.content")
        var constraints: [LayoutConstraint] = []
        for index in 0...Window.maximumEncapsulatedBreaks {
            let box = View(identifier: "a.box\(index)")
            box.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(box)
            constraints += [box.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
                            box.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
                            box.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
                            box.widthAnchor.constraint(equalToConstant: 10),
                            box.heightAnchor.constraint(equalToConstant: 80)]
        }
        LayoutConstraint.activate(constraints)
        let (window, _) = try makeTable(iOS: 17, cells: [cell], rowHeights: [44])
        #expect(cell.frame.height == 80)
        let conflicts = window.issues.filter { $0.kind == .unsatisfiable }
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.message.contains("a.tableLayout") == true)
    }

    @Test("under iOS 13 the content view stops the separator's height above the row's bottom")
    func selfSizingRowIOS13() throws {
        let (cell, box) = boxCell("a", height: 60)
        let (window, _) = try makeTable(iOS: 13, cells: [cell])
        #expect(cell.frame.height == 80.5)
        #expect(cell.contentView.frame.height == 80)
        #expect(box.frame.height == 60)
        #expect(window.issues.isEmpty)
    }

    @Test("a self-sizing row around an empty view fits to its insets: the view is 0 tall, not negative")
    func selfSizingRowAroundEmptyView() throws {
        // onevcat/Kingfisher Demo Main.storyboard lines 1129–1136 (the fixtures): an image view
        // without an image between 15 pt insets; Xcode saved the self-sizing row 30.33 tall on a
        // 3× screen (30 + the 1 px separator) with the image view 0.33 (the row less 30).
        let cell = TableViewCell(identifier: "a", contentViewIdentifier: "a.content")
        let empty = View(identifier: "a.empty")
        empty.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(empty)
        LayoutConstraint.activate([
            empty.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 15),
            cell.contentView.bottomAnchor.constraint(equalTo: empty.bottomAnchor, constant: 15),
            empty.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16),
            empty.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -16),
        ])
        let (window, _) = try makeTable("iPhone 8 Plus", iOS: 16, cells: [cell])
        #expect(abs(cell.frame.height - (30 + 1.0 / 3)) < 1e-9)
        #expect(abs(empty.frame.height - 1.0 / 3) < 1e-9)
        #expect(window.issues.isEmpty)
    }

    @Test("a cell whose content gives no height gets the standard row less the separator: 43.5 on a 2× screen")
    func collapsedRow() throws {
        let empty = TableViewCell(identifier: "empty", contentViewIdentifier: "empty.content")
        let (_, table) = try makeTable(iOS: 17, cells: [empty])
        #expect(empty.frame.height == 43.5)
        #expect(table.contentSize.height == 43.5)
        // Without separators the whole 44 (AgoraIO/Basic-Video-Call's OpenVideoCall
        // Main.storyboard, Xcode 11, `separatorStyle="none"`: such rows saved at y 28, 72, 116, 160).
        let bare = TableViewCell(identifier: "bare", contentViewIdentifier: "bare.content")
        let (_, plain) = try makeTable(iOS: 13, cells: [bare]) { $0.separatorStyle = .none }
        #expect(bare.frame.height == 44)
        #expect(plain.contentSize.height == 44)
    }

    @Test("before iOS 13 a cell whose content gives no height gets the standard 44 pt row, its content view a separator shorter")
    func collapsedRowBeforeIOS13() throws {
        // pujiaxin33/JXCaptain Example/Example/Base.lproj/Main.storyboard (099dfe21, Xcode 10.1,
        // iOS 12), lines 41–47: a self-sizing static row whose only label is centred saved 44
        // tall with a 43.5 pt content view (2×). Under iOS 13's rules the same row is 43.5.
        let old = TableViewCell(identifier: "old", contentViewIdentifier: "old.content")
        let (_, table) = try makeTable("iPhone 8", iOS: 12, cells: [old])
        #expect(old.frame.height == 44 && old.contentView.frame.height == 43.5)
        #expect(table.contentSize.height == 44)
        let newer = TableViewCell(identifier: "newer", contentViewIdentifier: "newer.content")
        _ = try makeTable("iPhone 8", iOS: 13, cells: [newer])
        #expect(newer.frame.height == 43.5)
    }

    @Test("a delegate's row height wins over self-sizing; rows without one measure their cells")
    func delegateRowHeights() throws {
        let (first, _) = boxCell("a", height: 60)
        let (second, _) = boxCell("b", height: 60)
        let (_, table) = try makeTable(iOS: 17, cells: [first, second], rowHeights: [100, nil])
        #expect(first.frame == Rect(x: 0, y: 0, width: 414, height: 100))
        #expect(second.frame == Rect(x: 0, y: 100, width: 414, height: 80.5))
        #expect(table.contentSize.height == 180.5)
    }

    @Test("a table's rowHeight turns self-sizing off: every row is that tall")
    func fixedRowHeight() throws {
        let (cell, _) = boxCell("a", height: 20)
        let (window, _) = try makeTable(iOS: 17, cells: [cell]) { $0.rowHeight = 50 }
        #expect(window.issues.isEmpty)
        #expect(cell.frame.height == 50)
    }

    @Test("the cells follow the table's width on another device")
    func cellsFollowTheWidth() throws {
        let (cell, box) = boxCell("a", height: 60)
        let (window, _) = try makeTable("iPad Pro 13-inch (M4)", iOS: 17, cells: [cell])
        #expect(cell.frame.width == window.bounds.width)
        // The box spans the cell's layout margins, which follow the table's.
        let margins = cell.contentView.effectiveLayoutMargins
        #expect(box.frame.width == window.bounds.width - margins.left - margins.right)
    }

    @Test("a table narrower than a wide phone keeps the phone's 20 pt side margins; on a 390 pt phone a 375 pt one has 16")
    func narrowTableMargins() throws {
        // pujiaxin33/JXCategoryView's example Main.storyboard (Xcode 13.0, retina6_1; East Asian
        // batch): 375 pt freeform tables on the 414 pt phone save content views 29.5 pt short
        // beside disclosure indicators (20 + iOS 15.0's 9.5), as its 414 pt ones do; scanbot's
        // 375 pt table on a 390 pt screen keeps 16 (UIKitMetrics.wideTableCellPhoneWidth).
        for (device, margin) in [("iPhone 11", 20.0), ("iPhone 12", 16.0)] {
            let window = try Window(device: Devices.named(device), iOS: 17)
            let root = View(identifier: "root")
            let table = TableView(identifier: "list")
            let (cell, _) = boxCell("c", height: 20)
            table.sections = [TableView.Section(rows: 1)]
            table.cellProvider = { _, _ in cell }
            root.addSubview(table)
            LayoutConstraint.activate([
                table.leadingAnchor.constraint(equalTo: root.leadingAnchor), table.topAnchor.constraint(equalTo: root.topAnchor),
                table.bottomAnchor.constraint(equalTo: root.bottomAnchor), table.widthAnchor.constraint(equalToConstant: 375),
            ])
            window.setRootViewController(ViewController(identifier: "vc", view: root))
            window.layoutIfNeeded()
            #expect(cell.frame.width == 375, "\(device)")
            #expect(cell.contentView.effectiveLayoutMargins.left == margin, "\(device)")
        }
    }

    @Test("an accessory narrows the content view on the trailing side, the left one in right-to-left layouts")
    func accessoryInset() throws {
        let (cell, _) = boxCell("a", height: 20)
        cell.accessoryInset = 31
        let (window, _) = try makeTable(iOS: 17, cells: [cell])
        #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: 383, height: 40.5))
        window.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        // Both of the content view's sides change direction together, without a conflict.
        #expect(window.issues.isEmpty)
        #expect(cell.contentView.frame == Rect(x: 31, y: 0, width: 383, height: 40.5))
        // Changing it moves the content view; negative or non-finite values act as 0.
        cell.accessoryInset = -5
        window.layoutIfNeeded()
        #expect(cell.contentView.frame.width == 414)
    }

    @Test("a disclosure indicator: the content view ends the cell's trailing margin and the indicator's room before the cell's edge")
    func disclosureIndicator() throws {
        // UIKitMetrics.accessoryWidth: 10.5 pt beyond the margin on a 2× screen under iOS 16+
        // (Xcode's saved frames: 30.5 on 414 pt cells with 20 pt margins, 26.5 on 375 pt ones
        // with 16: 383.5 and 348.5), 11 under iOS 13–14 (414 − 20 − 11 = 383).
        let cases: [(device: String, iOS: Int, width: Double)] = [("iPhone 11", 17, 383.5), ("iPhone 8", 16, 348.5), ("iPhone 11", 13, 383)]
        for (device, iOS, width) in cases {
            let (cell, _) = boxCell("a", height: 20)
            cell.accessoryType = .disclosureIndicator
            _ = try makeTable(device, iOS: iOS, cells: [cell])
            #expect(cell.contentView.frame.width == width, "\(device), iOS \(iOS)")
        }
        // On a 3× screen the room is 10.33 (30.33 in the saved frames); a given inset wins.
        let (cell, _) = boxCell("b", height: 20)
        cell.accessoryType = .disclosureIndicator
        let (window, _) = try makeTable("iPhone 15 Pro", iOS: 17, cells: [cell])
        #expect(abs(cell.contentView.frame.width - (393 - 20 - 31.0 / 3)) < 1e-9)
        cell.accessoryInset = 40
        window.layoutIfNeeded()
        #expect(cell.contentView.frame.width == 393 - 40)
        // A checkmark takes 24 beyond the margin from iOS 16 (nRF Connect Device Manager's info
        // buttons, Xcode 26: 40 in 375 pt cells); an info button with a chevron has no figure:
        // without a given inset its content view spans the cell.
        let (check, _) = boxCell("c", height: 20)
        check.accessoryType = .checkmark
        _ = try makeTable(iOS: 17, cells: [check])
        #expect(check.contentView.frame.width == 414 - 20 - 24)
        // A cell whose margins are set by hand counts the room from its own trailing margin.
        let (own, _) = boxCell("m", height: 20)
        own.accessoryType = .disclosureIndicator
        own.layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        _ = try makeTable(iOS: 17, cells: [own])
        #expect(own.contentView.frame.width == 414 - 8 - 10.5)
        // iOS 15's room depends on the point release (UIKitMetrics.iOS15_0DisclosureRoom and
        // iOS15_2DisclosureRoom: Xcode 13.0's canvases save content views 29.5 pt short of 414 pt
        // cells, 13.2's 28.5); unknown, the last releases' 8.5. On a 3× screen the engine has no
        // iOS 15 figure, and without a given inset the content view spans the cell.
        let (fifteen, _) = boxCell("f", height: 20)
        fifteen.accessoryType = .disclosureIndicator
        let (window15, _) = try makeTable("iPhone 11", iOS: 15, cells: [fifteen])
        #expect(fifteen.contentView.frame.width == 385.5)
        let (threeX, _) = boxCell("x", height: 20)
        threeX.accessoryType = .disclosureIndicator
        _ = try makeTable("iPhone 13 Pro", iOS: 15, cells: [threeX])
        #expect(threeX.contentView.frame.width == 390)
        for (pointRelease, width) in [(0, 384.5), (1, 384.5), (2, 385.5), (4, 385.5)] {
            window15.iOSPointRelease = pointRelease
            window15.layoutIfNeeded()
            #expect(fifteen.contentView.frame.width == width, "iOS 15.\(pointRelease)")
        }
        // A move to another major version forgets the point release.
        try window15.move(to: window15.device, orientation: .portrait, iOS: 16)
        #expect(window15.iOSPointRelease == nil)
        let (detail, _) = boxCell("d", height: 20)
        detail.accessoryType = .detailDisclosureButton
        _ = try makeTable(iOS: 17, cells: [detail])
        #expect(detail.contentView.frame.width == 414)
    }

    @Test("only the rows in view get cells; laysOutEveryRow (Interface Builder's canvas) gives every row one")
    func everyRow() throws {
        let cells = (0..<40).map { boxCell("c\($0)", height: 24).0 }
        let (window, table) = try makeTable(iOS: 17, cells: cells, rowHeights: Array(repeating: 44, count: 40))
        // The table starts scrolled to its 48 pt status-bar inset: its 896 pt show content
        // from -48 to 848, rows 0–19 (848 / 44 = 19.3).
        #expect(table.visibleCells.count == 20)
        #expect(cells[39].window == nil)
        table.laysOutEveryRow = true
        window.layoutIfNeeded()
        #expect(table.visibleCells.count == 40)
        #expect(cells[39].frame == Rect(x: 0, y: 39 * 44, width: 414, height: 44))
    }

    /// A label of a built-in style, with the intrinsic size a 17 pt line gives it.
    func label(_ id: String, width: Double) -> View {
        let label = View(identifier: id, typeName: "label")
        label.intrinsicContentSize = (width, 20.5)
        return label
    }

    /// A cell of `style` with an 80 pt text label and, unless `detail` is false, a 40 pt detail.
    func styledCell(_ style: TableViewCell.CellStyle, id: String = "c", detail: Bool = true) -> (TableViewCell, View, View?) {
        let cell = TableViewCell(identifier: id, contentViewIdentifier: id + ".content")
        let text = label(id + ".text", width: 80), detailLabel = detail ? label(id + ".detail", width: 40) : nil
        cell.applyBuiltInStyle(style, textLabel: text, detailTextLabel: detailLabel)
        return (cell, text, detailLabel)
    }

    @Test("default style: the text label spans the content view's margins and the row; the row is never shorter than the standard one")
    func defaultStyle() throws {
        // FloatingPanel Samples/…/Main.storyboard lines 41–48 (iPhone 11, 2×): the label at
        // (20, 0, 374 × 43.5) in a self-sizing 43.5 pt row.
        let (cell, text, _) = styledCell(.default, detail: false)
        #expect(cell.hasBuiltInStyle)
        let (window, _) = try makeTable(iOS: 17, cells: [cell])
        #expect(cell.frame.height == 43.5)
        #expect(text.frame == Rect(x: 20, y: 0, width: 374, height: 43.5))
        #expect(window.issues.isEmpty)
        // Before iOS 14 the content view leaves the separator below it: the same 43.5 pt content
        // in a 44 pt row (louisdh/openterm's Main.storyboard lines 250–257, Xcode 9: rows saved
        // 44 tall, their content views 43.5).
        let (old, oldText, _) = styledCell(.default, id: "o", detail: false)
        let (oldWindow, _) = try makeTable(iOS: 13, cells: [old])
        #expect(old.frame.height == 44)
        #expect(old.contentView.frame.height == 43.5 && oldText.frame.height == 43.5)
        #expect(oldWindow.issues.isEmpty)
    }

    @Test("default style beside an accessory: before iOS 13 the text runs past the content view's margin to 35 pt short of the cell; from iOS 13 it ends at the margin")
    func defaultStyleBesideAnAccessory() throws {
        // Saved frames (UIKitMetrics.legacyBuiltInLabelClearance(iOS:pointRelease:besideAccessory:); held-out sets,
        // docs/held-out-sets.md): RxSwiftCommunity/RxDataSources Examples Main.storyboard line 33
        // (Xcode 9, iOS 11, iPhone 8): a 342 pt content view, the label (16, 0, 324 × 43.5);
        // matomo-sdk-ios MainStoryboard line 46 (toolsVersion 14460, iOS 12): 341, the same label.
        for (iOS, content) in [(11, 342.0), (12, 341.0)] {
            let (cell, text, _) = styledCell(.default, id: "l\(iOS)", detail: false)
            cell.accessoryType = .disclosureIndicator
            let (window, _) = try makeTable("iPhone 8", iOS: iOS, cells: [cell])
            #expect(cell.contentView.frame.width == content, "iOS \(iOS)")
            #expect(text.frame.minX == 16 && text.frame.width == 324, "iOS \(iOS)")
            #expect(window.issues.isEmpty)
        }
        // A value1 row's detail label ends there too: GitHawkApp/GitHawk's Settings.storyboard
        // line 69 (14460, iOS 12): a 341 pt content view, the detail ending at 340.
        let (value1, _, detail) = styledCell(.value1, id: "v")
        value1.accessoryType = .disclosureIndicator
        _ = try makeTable("iPhone 8", iOS: 12, cells: [value1])
        #expect(detail?.frame.maxX == 340)
        // An accessory the engine has no room for (a checkmark before iOS 16) and no given inset:
        // the content view spans the cell, and the label still stops 35 pt short of its edge.
        let (checked, checkedText, _) = styledCell(.default, id: "k", detail: false)
        checked.accessoryType = .checkmark
        _ = try makeTable("iPhone 8", iOS: 12, cells: [checked])
        #expect(checked.contentView.frame.width == 375)
        #expect(checkedText.frame.maxX == 375 - 35)
        // Where the content view ends further in, the label reaches its end: louisdh/openterm's
        // Main.storyboard (14109, iPad form sheet) saved 502 pt content views in 540 pt
        // cells, their labels ending at 502 (here a given 38 pt inset on a 375 pt cell).
        let (inset, insetText, _) = styledCell(.default, id: "i", detail: false)
        inset.accessoryInset = 38
        _ = try makeTable("iPhone 8", iOS: 12, cells: [inset])
        #expect(insetText.frame.maxX == 375 - 38)
        // From iOS 13 the label ends at the content view's trailing margin, 8 pt in: under iOS 16
        // on the same phone googleads-mobile-ios-examples' APIDemo Main.storyboard line 20
        // (Xcode 14.3) saved a 348.5 pt content view and the label (16, 0, 324.5 × 43.5).
        let (current, currentText, _) = styledCell(.default, id: "n", detail: false)
        current.accessoryType = .disclosureIndicator
        _ = try makeTable("iPhone 8", iOS: 16, cells: [current])
        #expect(current.contentView.frame.width == 348.5)
        #expect(currentText.frame.minX == 16 && currentText.frame.maxX == 348.5 - 8)
    }

    @Test("before iOS 11.3 a built-in style's last label ends 15 pt short of a cell without an accessory, whatever the margins; from 11.3 at the margin")
    func builtInLabelsBeforeIOS11_3() throws {
        // WenchaoD/FSCalendar's Objective-C example Main.storyboard (13196, iOS 11.2's SDK, 414 pt
        // cells; twelfth held-out set): value1 text labels at the 20 pt margin (line 40), their
        // details ending at 399 = 414 − 15; default labels from 20 to 399 (line 535).
        // IBAnimatable's Interactions.storyboard (13771, a later Xcode 9; eighth set), line 32: a
        // default label from 16 to 359 of 375, at the margin.
        for (pointRelease, end) in [(2, 399.0), (3, 394.0)] {
            let (value1, text, detail) = styledCell(.value1, id: "v\(pointRelease)")
            let (plain, plainText, _) = styledCell(.default, id: "d\(pointRelease)", detail: false)
            let (window, _) = try makeTable("iPhone 8 Plus", iOS: 11, cells: [value1, plain])
            window.iOSPointRelease = pointRelease
            window.layoutIfNeeded()
            #expect(text.frame.minX == 20 && detail?.frame.maxX == end, "iOS 11.\(pointRelease)")
            #expect(plainText.frame.minX == 20 && plainText.frame.maxX == end, "iOS 11.\(pointRelease)")
            #expect(window.issues.isEmpty)
        }
        // Moved to iOS 13, the same window's labels end at the margin again: 414 − 20.
        let (moved, _, movedDetail) = styledCell(.value1, id: "m")
        let (movedWindow, _) = try makeTable("iPhone 8 Plus", iOS: 11, cells: [moved])
        movedWindow.iOSPointRelease = 2
        movedWindow.layoutIfNeeded()
        #expect(movedDetail?.frame.maxX == 399)
        try movedWindow.move(to: movedWindow.device, orientation: .portrait, iOS: 13)
        movedWindow.layoutIfNeeded()
        #expect(movedDetail?.frame.maxX == 394)
        #expect(movedWindow.issues.isEmpty)
        // An iOS 11 whose point release is not known takes 11.3's and later figures; iOS 10's is
        // the 15 pt (kiwix-apple's Library.storyboard, 12100, Xcode 8: a value1 detail at 399 of 414).
        for (device, iOS, end) in [("iPhone 8 Plus", 11, 394.0), ("iPhone 7 Plus", 10, 399.0)] {
            let (value1, _, detail) = styledCell(.value1, id: "u\(iOS)")
            _ = try makeTable(device, iOS: iOS, cells: [value1])
            #expect(detail?.frame.maxX == end, "iOS \(iOS)")
        }
    }

    @Test("a cell outside any table refreshes its built-in label's end and accessory room when its window moves to another iOS")
    func standaloneCellFollowsItsWindowsIOS() throws {
        // The figures of builtInLabelsBeforeIOS11_3 and defaultStyleBesideAnAccessory, for a
        // cell placed in a plain view by hand (no table sets its margins).
        let window = try Window(device: Devices.named("iPhone 8 Plus"), iOS: 11)
        let root = View(identifier: "root")
        // A cell made to stand alone (`TableViewCell(identifier:)`) places its own content view.
        let cell = TableViewCell(identifier: "s")
        let detail: View? = label("s.detail", width: 40)
        cell.applyBuiltInStyle(.value1, textLabel: label("s.text", width: 80), detailTextLabel: detail)
        cell.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(cell)
        LayoutConstraint.activate([
            cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            cell.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            cell.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            cell.heightAnchor.constraint(equalToConstant: 44),
        ])
        cell.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        window.setRootViewController(ViewController(identifier: "vc", view: root))
        window.iOSPointRelease = 2
        window.layoutIfNeeded()
        #expect(abs((detail?.frame.maxX ?? 0) - (414 - 15)) < 0.01)
        try window.move(to: window.device, orientation: .portrait, iOS: 13)
        window.layoutIfNeeded()
        #expect(abs((detail?.frame.maxX ?? 0) - (414 - 20)) < 0.01)
        // An accessory's room follows too: iOS 13's disclosure indicator on a 3× screen is
        // 34 / 3 pt beyond the margin (UIKitMetrics.accessoryWidth).
        cell.accessoryType = .disclosureIndicator
        window.layoutIfNeeded()
        let iOS13 = cell.contentView.frame.width
        try window.move(to: window.device, orientation: .portrait, iOS: 16)
        window.layoutIfNeeded()
        #expect(abs(iOS13 - (414 - 20 - 34.0 / 3)) < 0.34)
        #expect(abs(cell.contentView.frame.width - (414 - 20 - 31.0 / 3)) < 0.34)
        #expect(window.issues.isEmpty)
    }

    /// rileytestut/Delta Settings.storyboard (Xcode 26, 2×; fifth held-out set): 20.5 pt value1
    /// labels at y 16 in 51 pt rows and in 52 pt ones; calleerlandsson/Tofu (Xcode 12): 19.5 pt
    /// labels at 13 in 44 pt rows. Centred, the top rounded up to a whole point.
    @Test("value1: text at the leading margin, detail ending at the trailing margin, centred with the top rounded up to a whole point")
    func value1Style() throws {
        let (cell, text, detail) = styledCell(.value1)
        let (window, _) = try makeTable(iOS: 17, cells: [cell], rowHeights: [58])
        let detailFrame = try #require(detail?.frame)
        #expect(text.frame.minX == 20 && detailFrame.maxX == 414 - 20)
        #expect(text.frame.minY == 19 && detailFrame.minY == 19)
        for rowHeight in [51.0, 52.0] {
            let (row, rowText, rowDetail) = styledCell(.value1, id: "r\(Int(rowHeight))")
            _ = try makeTable(iOS: 26, cells: [row], rowHeights: [rowHeight])
            #expect(rowText.frame.minY == 16 && rowDetail?.frame.minY == 16, "row \(rowHeight)")
        }
        // On a narrower screen the detail stays at the margin (an iPhone SE, 320 pt, 16 pt margins).
        let (other, _, otherDetail) = styledCell(.value1, id: "d")
        let (small, _) = try makeTable("iPhone SE (1st generation)", iOS: 15, cells: [other], rowHeights: [58])
        #expect(abs((otherDetail?.frame.maxX ?? 0) - (320 - 16)) < 1e-9)
        #expect(window.issues.isEmpty && small.issues.isEmpty)
    }

    @Test("subtitle: detail under text, both at the leading margin, the pair centred; value2 is left to the caller")
    func subtitleAndValue2() throws {
        let (cell, text, detail) = styledCell(.subtitle)
        let (window, _) = try makeTable(iOS: 17, cells: [cell], rowHeights: [61])
        #expect(text.frame == Rect(x: 20, y: 10, width: 80, height: 20.5))
        #expect(detail?.frame == Rect(x: 20, y: 30.5, width: 40, height: 20.5))
        #expect(window.issues.isEmpty)
        // The pair's top is rounded up to a whole point, as value1's (kodeco RWDevCon-App,
        // Xcode 9: a pair 4.5 pt down saved at y 5): 41 pt in a 52 pt row, 5.5 → 6.
        let (rounded, roundedText, roundedDetail) = styledCell(.subtitle, id: "s2")
        _ = try makeTable(iOS: 17, cells: [rounded], rowHeights: [52])
        #expect(roundedText.frame.minY == 6 && roundedDetail?.frame.minY == 26.5)
        let (plain, _, _) = styledCell(.value2, id: "v", detail: false)
        #expect(!plain.hasBuiltInStyle && plain.contentView.subviews.isEmpty)
    }

    @Test("a self-sizing subtitle row fits its two lines and 20.5 pt from iOS 13; before, the standard 44 pt row")
    func selfSizingSubtitle() throws {
        // LINE SDK's sample (Xcode 11), tigase/siskin-im and hackiftekhar/IQListKit (Xcode 14),
        // 2× (held-out sets): 17 and 12 pt labels, 20.5 and 14.5 tall, in 55.5 pt rows;
        // kodecocodes/RWDevCon-App (Xcode 9, iOS 11): the same pair in a 44 pt row.
        func subtitleRow(iOS: Int) throws -> Double {
            let (cell, _, detail) = styledCell(.subtitle, id: "s\(iOS)")
            detail?.intrinsicContentSize = (40, 14.5)
            _ = try makeTable("iPhone 8", iOS: iOS, cells: [cell])
            return cell.frame.height
        }
        #expect(try subtitleRow(iOS: 16) == 20.5 + 14.5 + 20.5)
        #expect(try subtitleRow(iOS: 13) == 55.5)
        #expect(try subtitleRow(iOS: 12) == 44)
        // At 3× the row is on the pixel grid: 20.33 + 14.33 + 20.5 = 55.17, up to 55.33
        // (ish saves 55.67 and NordicSemiconductor 55: the figure is uncertain there).
        let (plus, plusText, plusDetail) = styledCell(.subtitle, id: "p")
        plusText.intrinsicContentSize = (80, 61.0 / 3)
        plusDetail?.intrinsicContentSize = (40, 43.0 / 3)
        _ = try makeTable("iPhone 8 Plus", iOS: 16, cells: [plus])
        #expect(abs(plus.frame.height - 166.0 / 3) < 1e-9)
        // A hidden detail leaves the standard row (43.5 at 2× from iOS 14).
        let (lone, _, hidden) = styledCell(.subtitle, id: "h")
        hidden?.isHidden = true
        _ = try makeTable("iPhone 8", iOS: 16, cells: [lone])
        #expect(lone.frame.height == 43.5)
    }

    /// A cell's content view's top margin (UIKitMetrics.tableCellVerticalMargin): 8 pt before
    /// iOS 11, 11 pt from iOS 11 (LoopKit/Loop and openfoodfacts saved frames, iOS 14 and 16),
    /// 15 pt under iOS 26 (NetNewsWire Inspector, firebase PostTableViewCell).
    @Test("a label on a cell's top margin sits 8 pt down under iOS 10, 11 under iOS 16, 15 under iOS 26",
          arguments: [("iPhone 7", 10, 8.0), ("iPhone 8", 16, 11.0), ("iPhone 11", 26, 15.0)])
    func cellVerticalMargins(device: String, iOS: Int, top: Double) throws {
        let cell = TableViewCell(identifier: "m", contentViewIdentifier: "m.content")
        let text = label("text", width: 80)
        cell.contentView.addSubview(text)
        text.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([text.topAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.topAnchor),
                                   text.leadingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.leadingAnchor)])
        _ = try makeTable(device, iOS: iOS, cells: [cell], rowHeights: [60])
        #expect(text.frame.minY == top)
    }

    /// A cell the table makes during a layout pass brings its stack views into the window after
    /// the pass arranged the ones it had: they are arranged in that pass too. Before, with a
    /// fixed row height (no second pass to measure), they were never arranged and their views
    /// piled up at the origin (SwipeCellKit's Example Main.storyboard, outside the fixtures).
    /// Reloading shows the same cell again with one height, not the old and the new.
    @Test("a stack view in a cell the table makes is arranged in the same pass; reloading keeps one row height")
    func stackInSuppliedCell() throws {
        let cell = TableViewCell(identifier: "c", contentViewIdentifier: "c.content")
        let stack = StackView(identifier: "stack")
        stack.axis = .vertical
        stack.spacing = 2
        stack.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(stack)
        let first = label("first", width: 80), second = label("second", width: 120)
        stack.addArrangedSubview(first)
        stack.addArrangedSubview(second)
        LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 20),
                                   stack.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 8)])
        let (window, table) = try makeTable(iOS: 17, cells: [cell], rowHeights: [141])
        #expect(first.frame == Rect(x: 0, y: 0, width: 120, height: 20.5))
        #expect(second.frame == Rect(x: 0, y: 22.5, width: 120, height: 20.5))
        #expect(stack.frame == Rect(x: 20, y: 8, width: 120, height: 43))
        table.reloadData()
        window.layoutIfNeeded()
        #expect(window.issues.isEmpty)
        #expect(cell.frame.height == 141 && second.frame.minY == 22.5)
        // A self-sizing row, measured (80.5) after its estimate (44), then reloaded: the cell
        // comes back with the new measurement only, not with the old row height beside it.
        let (sized, _) = boxCell("s", height: 60)
        let (sizedWindow, sizedTable) = try makeTable(iOS: 17, cells: [sized])
        sizedTable.reloadData()
        sizedWindow.layoutIfNeeded()
        #expect(sizedWindow.issues.isEmpty)
        #expect(sized.frame.height == 80.5)
    }

    @Test("bad data source input: one cell for two rows gets the second row the table's own cell; bad row heights act as 0")
    func badDataSourceInput() throws {
        let (shared, _) = boxCell("shared", height: 10)
        let window = try Window(device: Devices.named("iPhone 11"), iOS: 17)
        let table = TableView(identifier: "list")
        table.sections = [TableView.Section(rows: 4, rowHeights: [.nan, 30, -10, 40, 99])]
        table.cellProvider = { _, _ in shared }
        window.setRootViewController(ViewController(identifier: "vc", view: table))
        window.layoutIfNeeded()
        // Entries past the last row are dropped; negative and non-finite heights are 0, and
        // rows of no height get no cell.
        #expect(table.sections[0].rowHeights == [0, 30, 0, 40])
        #expect(table.visibleCells.map(\.identifier) == ["shared", "list.cell-0-3"])
        #expect(table.contentSize.height == 70)
        #expect(window.issues.isEmpty)
    }
}
