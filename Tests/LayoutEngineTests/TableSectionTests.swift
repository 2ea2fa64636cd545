import DeviceCatalog
import Testing
@testable import LayoutEngine

/// Rows stacked per section below their headers; the content size; rows in view only.
/// Figures from Xcode's saved frames of public storyboards (shared/fixtures/interface-builder
/// and the repositories named in ``UIKitMetrics``), as UIKit laid them out in Interface Builder.
@Suite("Table sections, heights and rows in view (semantics doc 3.6)")
struct TableSectionTests {
    func makeTable(_ device: String, iOS: Int, style: TableView.Style = .plain, inNavigation: Bool = false,
               configure: (TableView) -> Void) throws -> (Window, TableView) {
        let window = try Window(device: Devices.named(device), iOS: iOS)
        let table = TableView(identifier: "list", style: style)
        configure(table)
        let vc = ViewController(identifier: "vc", view: table)
        window.setRootViewController(inNavigation ? NavigationController(identifier: "nav", rootViewController: vc) : vc)
        return (window, table)
    }

    /// A cell whose content view is filled by a view `id`, pinned to its four edges, that also
    /// asks for `width` (a constraint of its own that the cell's frame may contradict).
    static func cell(_ identifier: String, filledBy id: String, width: (View) -> LayoutConstraint) -> TableViewCell {
        let cell = TableViewCell(identifier: identifier)
        let content = View(identifier: id)
        content.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(content)
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
            content.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
            content.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
            width(content),
        ])
        return cell
    }

    func frame(_ window: Window, _ id: String) throws -> Rect {
        try #require(window.snapshot().views.first { $0.id == id }, "no view \(id)").frame
    }

    /// HeroTransitions/Hero LegacyExamples/Main.storyboard (Xcode 11, 375 pt): an untitled first
    /// section's row at y 0, the next (titled) section's first row 28 below the last row.
    @Test("plain, iOS 13: untitled section without header, titled sections 28 pt headers")
    func plainHeaders() throws {
        let (window, table) = try makeTable("iPhone 8", iOS: 13) {
            $0.rowHeight = 80
            $0.sections = [.init(rows: 1), .init(rows: 5, headerTitle: "Simple (Storyboard)"), .init(rows: 3, headerTitle: "Intermediate")]
        }
        #expect(try frame(window, "list.cell-0-0").minY == 0)
        #expect(try frame(window, "list.header-1") == Rect(x: 0, y: 80, width: 375, height: 28))
        #expect(try frame(window, "list.cell-1-0").minY == 108)
        #expect(try frame(window, "list.cell-2-0").minY == 108 + 5 * 80 + 28)
        #expect(table.contentSize == Size(width: 375, height: 80 + 28 + 400 + 28 + 240))
        // Rows in view only: the table is 667 tall, its content starts 20 pt down (status bar),
        // so the rows up to y 647 have cells (UIKit asks its data source for those alone).
        #expect(table.visibleCells.map(\.identifier) == ["list.cell-0-0"] + (0..<5).map { "list.cell-1-\($0)" } + ["list.cell-2-0", "list.cell-2-1"])
        #expect(table.headerView(forSection: 1) != nil && table.headerView(forSection: 0) == nil)
    }

    /// jonkykong/SideMenu Example/Main.storyboard (Xcode 11, 375 pt, static, plain, one untitled
    /// section, `sectionHeaderHeight="28" sectionFooterHeight="28"`; outside the fixtures): the
    /// first row at y 28 and the table footer view at 188 = 28 + 3 × 44 + 28. Xcode 9's files
    /// (expanding-collection, FSPagerView) put such a first row at 0.
    @Test("plain without any title, iOS 13: every section gets the set header and footer heights; iOS 12: none")
    func plainWithoutTitles() throws {
        let footer = View(identifier: "footer")
        footer.frame = Rect(x: 0, y: 0, width: 375, height: 0)
        let (window, table) = try makeTable("iPhone 8", iOS: 13) {
            $0.sectionHeaderHeight = 28
            $0.sectionFooterHeight = 28
            $0.sections = [.init(rows: 3)]
            $0.tableFooterView = footer
        }
        #expect(try frame(window, "list.cell-0-0").minY == 28)
        #expect(try frame(window, "footer").minY == 28 + 3 * 44 + 28)
        #expect(table.contentSize.height == 188)
        let (old, _) = try makeTable("iPhone 8", iOS: 12) {
            $0.sectionHeaderHeight = 28
            $0.sectionFooterHeight = 28
            $0.sections = [.init(rows: 3)]
        }
        #expect(try frame(old, "list.cell-0-0").minY == 0)
    }

    /// A section whose delegate returns `automaticDimension` for its header keeps the style's
    /// automatic titled header where the table sets 1 pt headers: firebase/FirebaseUI-iOS' Swift
    /// demo (Xcode 12.4, grouped, `sectionHeaderHeight="1" sectionFooterHeight="1"`; ninth
    /// held-out set) saves its rows at 55.5 and, after three rows, 226.5 = 55.5 + 132 + 1 + 38.
    @Test("a section's automatic header ignores the table's set header height; the set one holds elsewhere")
    func automaticHeaderOverTableHeight() throws {
        var first = TableView.Section(rows: 3, headerTitle: "Settings")
        first.headerHeightIsAutomatic = true
        var second = TableView.Section(rows: 1, headerTitle: "Providers")
        second.headerHeightIsAutomatic = true
        // iOS 13's titled headers (iOS 14.0–14.4's alike): 55.3 first, 38 after.
        let (window, _) = try makeTable("iPhone 8", iOS: 13, style: .grouped) {
            $0.sectionHeaderHeight = 1
            $0.sectionFooterHeight = 1
            $0.sections = [first, second]
        }
        #expect(try frame(window, "list.cell-0-0").minY == 55.5)
        #expect(try frame(window, "list.cell-1-0").minY == 226.5)
        let (set, _) = try makeTable("iPhone 8", iOS: 13, style: .grouped) {
            $0.sectionHeaderHeight = 1
            $0.sections = [.init(rows: 1, headerTitle: "Settings")]
        }
        #expect(try frame(set, "list.cell-0-0").minY == 1)
    }

    /// The automatic `sectionHeaderTopPadding` of iOS 15 (22, from onevcat/Kingfisher's saved
    /// frames: 50 = 28 + 22). [uncertain, UIKitMetrics.automaticSectionHeaderTopPadding]
    @Test("plain, iOS 15: 22 pt of padding above each header; an explicit padding of 0 removes it")
    func headerTopPadding() throws {
        let sections: [TableView.Section] = [.init(rows: 1), .init(rows: 2, headerTitle: "A")]
        let (w15, _) = try makeTable("iPhone 8", iOS: 15) { $0.sections = sections }
        #expect(try frame(w15, "list.header-1").minY == 44 + 22)
        #expect(try frame(w15, "list.cell-1-0").minY == 44 + 22 + 28)
        let (w0, _) = try makeTable("iPhone 8", iOS: 15) { $0.sections = sections; $0.sectionHeaderTopPadding = 0 }
        #expect(try frame(w0, "list.cell-1-0").minY == 44 + 28)
    }

    /// googleads-mobile-ios-examples' APIDemo Main.storyboard (Xcode 16, 375 pt, plain, static,
    /// titled sections, `sectionHeaderHeight="28" sectionFooterHeight="28"`, 50 pt rows; ninth
    /// held-out set, lines 388, 414, 440): rows at y 50, 178, 306 — each section ends in its
    /// untitled 28 pt footer before the next header's 22 pt padding and 28 pt title. iOS 13
    /// gave an untitled footer in a table with titles no height (above).
    @Test("plain, iOS 15+: a set footer height holds in every section, titled headers or not")
    func plainFootersWithTitles() throws {
        let (window, _) = try makeTable("iPhone 8", iOS: 16) {
            $0.rowHeight = 50
            $0.sectionHeaderHeight = 28
            $0.sectionFooterHeight = 28
            $0.sections = [.init(rows: 1, headerTitle: "Banner (no exclusions)"), .init(rows: 1, headerTitle: "Banner (excluding dogs)"),
                           .init(rows: 1, headerTitle: "Banner (excluding cats)")]
        }
        #expect(try frame(window, "list.cell-0-0").minY == 50)
        #expect(try frame(window, "list.cell-1-0").minY == 178)
        #expect(try frame(window, "list.cell-2-0").minY == 306)
    }

    /// xmartlabs/XLPagerTabStrip Example/Storyboard.storyboard (Xcode 10, 375 pt, grouped,
    /// 44 pt rows): the first row at y 35, the next section's first row at 115 (35 + 44 + 18 +
    /// 18). The grouped cell has a background view (UITableViewCell.h).
    @Test("grouped, iOS 12: 35 pt before the first section, 18 + 18 between sections")
    func groupedHeaders() throws {
        let (window, table) = try makeTable("iPhone 8", iOS: 12, style: .grouped) { $0.rows = [1, 4] }
        #expect(try frame(window, "list.cell-0-0").minY == 35)
        #expect(try frame(window, "list.cell-1-0").minY == 115)
        #expect(table.contentSize.height == 115 + 4 * 44 + 18)
        #expect(table.visibleCells.allSatisfy { $0.backgroundView != nil })
    }

    /// Alamofire/Alamofire Example/Resources/Base.lproj/Main.storyboard (Xcode 10, iOS 12,
    /// iPhone X, 3×; outside the fixtures): a grouped table of titled sections, its first row at
    /// y 55.33 under the first header (UIKitMetrics.titledGroupedFirstSectionHeaderHeight, 55.3
    /// before rounding) and 18 + 38 between sections with automatic heights.
    @Test("grouped with titles, iOS 12: the first titled header is 55.3 pt (55.33 on a 3× screen), later ones 38")
    func groupedTitledHeaders() throws {
        let (window, _) = try makeTable("iPhone X", iOS: 12, style: .grouped) {
            $0.sections = [.init(rows: 4, headerTitle: "Data"), .init(rows: 1, headerTitle: "Upload")]
        }
        #expect(abs(try frame(window, "list.cell-0-0").minY - 55.33) < 0.01)
        #expect(abs(try frame(window, "list.cell-1-0").minY - (55.3 + 4 * 44 + 18 + 38)) < 0.34)
    }

    /// Yubico/yubioath-ios AddCredential.storyboard (Xcode 16, iPhone 11, 2×; eleventh held-out
    /// set): an inset-grouped table whose first section is titled saves its first row at 55.5,
    /// as grouped ones. BranchMetrics' Branch-TestBed Main.storyboard (Xcode 26) and Delta's
    /// Settings root (Xcode 16), under navigation bars showing large titles: at 38.
    @Test("inset grouped: the first titled header is 55.3 pt, an ordinary 38 under a large title")
    func insetGroupedFirstTitledHeader() throws {
        let sections: [TableView.Section] = [.init(rows: 2, headerTitle: "Account details"), .init(rows: 1, headerTitle: "Advanced settings")]
        let (window, _) = try makeTable("iPhone 11", iOS: 18, style: .insetGrouped, inNavigation: true) { $0.sections = sections }
        #expect(try frame(window, "list.cell-0-0").minY == 55.5)
        let window2 = try Window(device: Devices.named("iPhone 11"), iOS: 18)
        let table = TableView(identifier: "list", style: .insetGrouped)
        table.sections = sections
        let vc = ViewController(identifier: "vc", view: table)
        vc.navigationItem.largeTitleDisplayMode = .always
        let nav = NavigationController(identifier: "nav", rootViewController: vc)
        nav.prefersLargeTitles = true
        window2.setRootViewController(nav)
        #expect(try frame(window2, "list.cell-0-0").minY == 38)
        // The same table pushed where the bar shows no large title keeps 55.5.
        vc.navigationItem.largeTitleDisplayMode = .never
        window2.layoutIfNeeded()
        #expect(try frame(window2, "list.cell-0-0").minY == 55.5)
    }

    /// raulriera/TextFieldEffects TextFieldsDemo/Base.lproj/Main.storyboard (Xcode 12.5, iOS 14
    /// SDK, 414 pt, grouped, titled sections, 66 pt rows, 20 pt footers; outside the fixtures):
    /// the first row at y 49.5, the next section's at 115.5 + 66 + 20 + 32 = 233.5. Under iOS 15
    /// the same: kodeco itdd-materials' MyBiz Main.storyboard line 542 (Xcode 13.0), a static
    /// grouped table's first row under its titled header at y 49.5.
    @Test("grouped with titles, iOS 14 and 15: the first titled header is 49.5 pt, later ones 32", arguments: [14, 15])
    func groupedTitledHeadersIOS14And15(iOS: Int) throws {
        let (window, _) = try makeTable("iPhone 11", iOS: iOS, style: .grouped) {
            $0.rowHeight = 66
            $0.sectionFooterHeight = 20
            $0.sections = [.init(rows: 1, headerTitle: "Kaede"), .init(rows: 2, headerTitle: "Hoshi")]
        }
        #expect(try frame(window, "list.cell-0-0").minY == 49.5)
        #expect(try frame(window, "list.cell-1-0").minY == 49.5 + 66 + 20 + 32)
    }

    /// ruuvi/com.ruuvi.station.ios station/Classes/Presentation/Modules/TagSettings/
    /// TagSettings.storyboard (Xcode 13, iOS 15 SDK, grouped; fifteenth held-out set, lines 184–190):
    /// an empty untitled section, then "GENERAL", whose first row is saved 85 pt below the 240 pt
    /// table header: 18 (untitled header) + 18 (footer) + 49.5, the first titled height, since
    /// no row stands above it. A titled section after one with rows keeps the later 32.
    @Test("grouped, iOS 15: a titled header with only empty sections above it is the first titled one (49.5), not a later one (32)")
    func firstTitledHeaderAfterEmptySections() throws {
        let (window, _) = try makeTable("iPhone 11", iOS: 15, style: .grouped) {
            $0.rowHeight = 43.5
            $0.sections = [.init(rows: 0), .init(rows: 1, headerTitle: "GENERAL"), .init(rows: 1, headerTitle: "ALERTS")]
        }
        #expect(try frame(window, "list.cell-1-0").minY == 18 + 18 + 49.5)
        #expect(try frame(window, "list.cell-2-0").minY == 85.5 + 43.5 + 18 + 32)
    }

    /// Ranchero-Software/NetNewsWire iOS/Inspector/Inspector.storyboard (Xcode 16, 414 pt,
    /// inset grouped, 51 pt rows): cells at x 20, 374 wide, the first at y 18, the next
    /// section's at 156; the content view's stack at x 20 (its margin). Titled sections: 56 pt
    /// between rows of consecutive sections (18 footer + 38 header).
    @Test("inset grouped (iPhone 11, iOS 16): cards inside the 20 pt margins, 18 pt first header, titled headers 38")
    func insetGrouped() throws {
        let (window, table) = try makeTable("iPhone 11", iOS: 16, style: .insetGrouped, inNavigation: true) {
            $0.rowHeight = 51
            $0.rows = [2, 1]
        }
        #expect(try frame(window, "list.cell-0-0") == Rect(x: 20, y: 18, width: 374, height: 51))
        #expect(try frame(window, "list.cell-0-1").minY == 69)
        #expect(try frame(window, "list.cell-1-0").minY == 156)
        #expect(try #require(table.visibleCells.first).contentView.effectiveLayoutMargins.left == 20)
        let (titledWindow, _) = try makeTable("iPhone 11", iOS: 16, style: .insetGrouped) {
            $0.rowHeight = 31
            $0.sections = [.init(rows: 1), .init(rows: 1, headerTitle: "Home Page"), .init(rows: 1, headerTitle: "Feed URL")]
        }
        #expect(try frame(titledWindow, "list.cell-1-0").minY == 18 + 31 + 56)
        #expect(try frame(titledWindow, "list.cell-2-0").minY == 18 + 31 + 56 + 31 + 56)
        // Before iOS 13 an inset-grouped table is a grouped one: full-width rows.
        let (old, _) = try makeTable("iPhone 8", iOS: 12, style: .insetGrouped) { $0.rows = [1] }
        #expect(try frame(old, "list.cell-0-0") == Rect(x: 0, y: 35, width: 375, height: 44))
    }

    /// The cards' least side inset: before iOS 18, 20 on a screen with a sensor housing even
    /// where the margins are 16 (hackiftekhar/IQKeyboardManager Example Settings.storyboard,
    /// Xcode 15, iPhone 11 Pro: cells at x 20, 335 wide); from iOS 18 the 16 pt margins there
    /// too (Yubico/yubioath-ios Authenticator/UI/Base.lproj/Main.storyboard, Xcode 16,
    /// retina5_9: cells at x 16, 343 wide); the 16 pt margins of a 375 pt phone without one,
    /// under iOS 16 and 26 alike (ColdGrub1384/Pyto Theme Chooser.storyboard, toolsVersion
    /// 20037, and rileytestut/Delta Delta/Base.lproj/Settings.storyboard, 24128, both
    /// retina4_7: cells at x 16, 343 wide).
    @Test("inset grouped on a 375 pt phone: cards 20 pt in with a sensor housing before iOS 18, at the 16 pt margins otherwise")
    func insetGroupedSideInsetByScreen() throws {
        let (notched, _) = try makeTable("iPhone 11 Pro", iOS: 17, style: .insetGrouped) { $0.rows = [1] }
        #expect(try frame(notched, "list.cell-0-0").minX == 20)
        #expect(try frame(notched, "list.cell-0-0").width == 335)
        let (notched18, _) = try makeTable("iPhone 11 Pro", iOS: 18, style: .insetGrouped) { $0.rows = [1] }
        #expect(try frame(notched18, "list.cell-0-0").minX == 16)
        #expect(try frame(notched18, "list.cell-0-0").width == 343)
        for iOS in [16, 26] {
            let (plain, _) = try makeTable("iPhone SE (3rd generation)", iOS: iOS, style: .insetGrouped) { $0.rows = [1] }
            #expect(try frame(plain, "list.cell-0-0").minX == 16)
            #expect(try frame(plain, "list.cell-0-0").width == 343)
        }
    }

    /// BranchMetrics/ios-branch-deep-linking-attribution Branch-TestBed/Main.storyboard
    /// (toolsVersion 32700, 375 pt iPhone 8 class, inset grouped, static; eleventh held-out set,
    /// docs/held-out-sets.md): a button whose own `width == 190` contradicts its cell's edges
    /// is saved 343 wide in a card at x 16, 343 wide, the table 375 wide. The table sets the
    /// card's frame, as UIKit's does: the content's constraint is the one broken.
    @Test("inset grouped: a card's frame is the table's; content asking for another width breaks inside the cell")
    func insetGroupedCardHoldsAgainstContent() throws {
        let (window, table) = try makeTable("iPhone SE (3rd generation)", iOS: 18, style: .insetGrouped) {
            $0.rows = [3]
            $0.cellProvider = { _, row in
                Self.cell("cell-\(row)", filledBy: "button-\(row)") { $0.widthAnchor.constraint(equalToConstant: 190) }
            }
        }
        #expect(try frame(window, "list") == Rect(x: 0, y: 0, width: 375, height: 667))
        for row in 0..<3 {
            #expect(try frame(window, "cell-\(row)").minX == 16)
            #expect(try frame(window, "cell-\(row)").width == 343)
            #expect(try frame(window, "button-\(row)").width == 343)
        }
        #expect(table.visibleCells.count == 3)
        // Each conflict breaks the button's width, as UIKit logs it, never the window's.
        let broken = window.issues.filter { $0.kind == .unsatisfiable }.map { $0.message.components(separatedBy: "breaking constraint\n").last ?? "" }
        #expect(broken.sorted() == (0..<3).map { "button-\($0).width == 190" })
    }

    /// The conflict breaks inside the innermost container that sets a frame: with the table
    /// beside a fixed 100 pt view in the controller's root, a cell whose content asks for
    /// 400 pt breaks the content's constraint, not the fixed view's width (both the root's
    /// pins and the card's are set by containers; the card is the smaller).
    @Test("a conflict inside a card breaks the cell's constraint, not one between the card's container and its neighbours")
    func cardConflictBreaksInnermost() throws {
        let window = try Window(device: Devices.named("iPhone SE (3rd generation)"), iOS: 18)
        let root = View(identifier: "root")
        let spacer = subview("spacer", in: root)
        let table = TableView(identifier: "list", style: .insetGrouped)
        table.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(table)
        let fixed = spacer.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([
            spacer.leftAnchor.constraint(equalTo: root.leftAnchor), spacer.topAnchor.constraint(equalTo: root.topAnchor),
            spacer.bottomAnchor.constraint(equalTo: root.bottomAnchor), fixed,
            table.leftAnchor.constraint(equalTo: spacer.rightAnchor), table.rightAnchor.constraint(equalTo: root.rightAnchor),
            table.topAnchor.constraint(equalTo: root.topAnchor), table.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        table.rows = [1]
        table.cellProvider = { _, _ in
            Self.cell("cell", filledBy: "wide") { $0.widthAnchor.constraint(greaterThanOrEqualToConstant: 400) }
        }
        window.setRootViewController(ViewController(identifier: "vc", view: root))
        #expect(spacer.frame.width == 100)
        #expect(table.frame.width == 275)
        #expect(try frame(window, "cell").width == 275 - 2 * 16)
        #expect(!fixed.isBroken)
    }

    /// rileytestut/Delta Settings.storyboard (Xcode 26; fifth held-out set): 91.5 pt between a
    /// section's last row and the next titled section's first after a two-line footer title,
    /// where that next section has a footer title too (14 + 2 × 16, then a 38 + 7.5 pt header);
    /// blinksh/blink Settings.storyboard (Xcode 15): the same rules under iOS 17. The measure
    /// stands in for the text: two lines of 16. The text wraps inside the card, 16 pt in: 311
    /// on a 375 pt phone whose cards sit at the 16 pt margins, 303 where they keep 20 from the
    /// sides (an iPhone 11 Pro before iOS 18; from iOS 18 its cards follow the margins too:
    /// UIKitMetrics.insetGroupedMinimumSideInset).
    @Test("iOS 15+: a grouped table's titled footer is its measured title + 14; a later header with a footer title is 7.5 taller in every release; unmeasured, 18 and 38")
    func measuredFooterTitles() throws {
        func gap(_ device: String = "iPhone SE (3rd generation)", iOS: Int, measured: Bool, footerHeight: Double? = nil,
                 nextFooter: String? = "When enabled, Delta will only play game audio if your device isn't silenced.") throws -> (gap: Double, widths: Set<Double>) {
            var widths = Set<Double>()
            let (window, _) = try makeTable(device, iOS: iOS, style: .insetGrouped) {
                $0.rowHeight = 51
                $0.sections = [.init(rows: 1, headerTitle: "Display", footerTitle: "Personalize your Delta experience by choosing an alternate app icon."),
                               .init(rows: 1, headerTitle: "Game Audio", footerTitle: nextFooter)]
                if let footerHeight { $0.sectionFooterHeight = footerHeight }
                if measured { $0.footerTitleMeasure = { _, width in widths.insert(width); return 32 } }
            }
            return (try frame(window, "list.cell-1-0").minY - frame(window, "list.cell-0-0").maxY, widths)
        }
        let se = try gap(iOS: 26, measured: true)
        #expect(se.gap == 91.5)
        #expect(se.widths == [311])
        #expect(try gap("iPhone 11 Pro", iOS: 17, measured: true).widths == [303])
        #expect(try gap("iPhone 11 Pro", iOS: 26, measured: true).widths == [311])
        #expect(try gap(iOS: 17, measured: true, nextFooter: nil).gap == 14 + 32 + 38)
        #expect(try gap(iOS: 26, measured: false).gap == 18 + 38)
        // Before iOS 15 the footer is the plain 18, but the header is 7.5 taller all the same:
        // louisdh/openterm's Main.storyboard (Xcode 9, iOS 12 rules; rows at lines 29 and 51):
        // 63.5 = 18 + 38 + 7.5 to a section whose footer title is empty. iOS 14's later titled
        // header is 32; the 7.5 on it is **[uncertain]**: no iOS 14 file with footer titles.
        #expect(try gap("iPhone 8", iOS: 14, measured: true).gap == 18 + 32 + 7.5)
        #expect(try gap("iPhone 8", iOS: 12, measured: true, nextFooter: "").gap == 63.5)
        #expect(try gap(iOS: 26, measured: true, footerHeight: 30).gap == 30 + 45.5)
    }

    /// An empty footer title (`footerTitle=""`) is a titled footer of UIKit's own 22 pt from
    /// iOS 13 (UIKitMetrics.emptyGroupedFooterTitleHeight): zhangao0086/DKImagePickerController's
    /// example Main.storyboard (Xcode 11, iOS 13; third held-out set) saves 67.5 = 22 + 45.5
    /// between "Camera" and "Export" (lines 165–229), where louisdh/openterm's (14109, Xcode 10,
    /// iOS 12) saves 63.5 = 18 + 45.5 after its empty footer titles. Measured or not.
    @Test("an empty footer title is 22 pt from iOS 13, the plain 18 before")
    func emptyFooterTitles() throws {
        for (iOS, measured, gap) in [(13, false, 67.5), (14, false, 22 + 32 + 7.5), (16, true, 67.5), (12, false, 63.5)] {
            let (window, _) = try makeTable("iPhone 8", iOS: iOS, style: .grouped) {
                $0.rowHeight = 44
                $0.sections = [.init(rows: 1, headerTitle: "Camera", footerTitle: ""), .init(rows: 1, headerTitle: "Export", footerTitle: "")]
                if measured { $0.footerTitleMeasure = { _, _ in 16 } }
            }
            #expect(try frame(window, "list.cell-1-0").minY - frame(window, "list.cell-0-0").maxY == gap, "iOS \(iOS)")
        }
    }

    /// louisdh/openterm Main.storyboard (Xcode 9): a grouped table's untitled first section's
    /// row at y 35; blinksh/blink Settings.storyboard (Xcode 15, iOS 17; seventh held-out set)
    /// and ish-app/ish Roots.storyboard (Xcode 13): at 18.
    @Test("a grouped table's untitled first section: 35 pt above its rows before iOS 15, 18 from iOS 15")
    func groupedFirstUntitledHeader() throws {
        let (old, _) = try makeTable("iPhone 8", iOS: 12, style: .grouped) { $0.rows = [1] }
        #expect(try frame(old, "list.cell-0-0").minY == 35)
        let (new, _) = try makeTable("iPhone 8", iOS: 16, style: .grouped) { $0.rows = [1] }
        #expect(try frame(new, "list.cell-0-0").minY == 18)
    }

    /// Rule 3.6.a–b: iOS 11 estimates rows (44 until measured, the estimate when set; W17-204:
    /// estimated heights of zero turn self-sizing off); iOS 10's defaults are rowHeight 44 and
    /// no estimate (qiita masashi-sutou: estimated heights 0 on iOS 10, −1 automatic on iOS 11),
    /// so an estimate set there does not change the 44 pt rows.
    @Test("15 rows: 660 pt by default on iOS 10 and 11; an estimate of 60 gives 900 on iOS 11 only; rowHeight 50 gives 750")
    func rowHeights() throws {
        func height(_ device: String, _ iOS: Int, _ configure: (TableView) -> Void) throws -> Double {
            try makeTable(device, iOS: iOS) { $0.rows = [15]; configure($0) }.1.contentSize.height
        }
        #expect(try height("iPhone 8", 11) { _ in } == 660)
        #expect(try height("iPhone 7", 10) { _ in } == 660)
        #expect(try height("iPhone 8", 11) { $0.estimatedRowHeight = 60 } == 900)
        #expect(try height("iPhone 7", 10) { $0.estimatedRowHeight = 60 } == 660)
        #expect(try height("iPhone 8", 11) { $0.estimatedRowHeight = 0 } == 660)
        #expect(try height("iPhone 8", 11) { $0.rowHeight = 50 } == 750)
        #expect(try height("iPhone 7", 10) { $0.rowHeight = 50 } == 750)
    }

    /// With estimation off (`estimatedRowHeight` 0), rows that nothing sizes are the standard
    /// row: 44 pt, and 52 under iOS 26 (UIKitMetrics.unestimatedRowHeight(iOS:): rileytestut/
    /// Delta's Settings.storyboard, Xcode 26, lines 1184 and 2288, saves such rows 52 tall).
    @Test("with estimation off, 15 rows are 660 pt, and 780 under iOS 26; estimated, iOS 26's are 660 until measured")
    func unestimatedRows() throws {
        func height(_ iOS: Int, _ estimate: Double?) throws -> Double {
            try makeTable("iPhone 16", iOS: iOS) { $0.rows = [15]; $0.estimatedRowHeight = estimate }.1.contentSize.height
        }
        #expect(try height(18, 0) == 660)
        #expect(try height(26, 0) == 15 * 52)
        #expect(try height(26, nil) == 660)
    }

    /// `tableHeaderView` / `tableFooterView` keep their frame's height and the table's width
    /// (Apple, UITableView.tableHeaderView).
    @Test("a 100 pt table header and a 50 pt footer frame the rows and add to the content size")
    func tableHeaderAndFooter() throws {
        let header = View(identifier: "header"), footer = View(identifier: "footer")
        header.frame = Rect(x: 0, y: 0, width: 10, height: 100)
        footer.frame = Rect(x: 0, y: 0, width: 10, height: 50)
        let (window, table) = try makeTable("iPhone 8", iOS: 16) {
            $0.rows = [3]
            $0.tableHeaderView = header
            $0.tableFooterView = footer
        }
        #expect(try frame(window, "header") == Rect(x: 0, y: 0, width: 375, height: 100))
        #expect(try frame(window, "list.cell-0-0").minY == 100)
        #expect(try frame(window, "footer") == Rect(x: 0, y: 232, width: 375, height: 50))
        #expect(table.contentSize.height == 282)
        table.rows = [4]
        window.layoutIfNeeded()
        #expect(try frame(window, "footer").minY == 276)
    }

    @Test("hair-thin rows and tiny items are capped at the engine's bound of views in view, not laid out by the million")
    func boundedViews() throws {
        let (_, table) = try makeTable("iPhone 8", iOS: 16) { $0.rowHeight = 0.0001; $0.rows = [100_000] }
        #expect(table.visibleCells.count == ScrollView.maximumContentViews)
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let grid = CollectionView(identifier: "grid")
        grid.items = [100_000]
        grid.collectionViewLayout.itemSize = Size(width: 0.001, height: 0.001)
        grid.collectionViewLayout.minimumInteritemSpacing = 0
        grid.collectionViewLayout.minimumLineSpacing = 0
        window.setRootViewController(ViewController(identifier: "vc", view: grid))
        #expect(grid.visibleCells.count == ScrollView.maximumContentViews)
    }

    /// 100 rows under a navigation bar (iPhone 8): the content in view runs from −64 to 603,
    /// rows 0…13; scrolled to 440, rows 10…25, row 10 at the window's top.
    @Test("only the rows in view have cells, in index order, and scrolling replaces them")
    func rowsInView() throws {
        let (window, table) = try makeTable("iPhone 8", iOS: 16, inNavigation: true) { $0.rows = [100] }
        #expect(table.visibleCells.map(\.identifier) == (0...13).map { "list.cell-0-\($0)" })
        table.contentOffset = Point(x: 0, y: 440)
        window.layoutIfNeeded()
        #expect(table.visibleCells.map(\.identifier) == (10...25).map { "list.cell-0-\($0)" })
        let row10 = try #require(window.snapshot().views.first { $0.id == "list.cell-0-10" })
        #expect(row10.frame.minY == 440 && row10.windowFrame.minY == 0)
        table.contentOffset = Point(x: 0, y: -64)
        window.layoutIfNeeded()
        #expect(table.visibleCells.map(\.identifier) == (0...13).map { "list.cell-0-\($0)" })
        #expect(window.issues.isEmpty)
    }
}

@Suite("iOS versions as users write them")
struct IOSVersionTests {
    @Test("IOSVersion reads N and N.M and nothing else")
    func parsing() {
        #expect(IOSVersion(parsing: "17") == IOSVersion(major: 17))
        #expect(IOSVersion(parsing: "15.2") == IOSVersion(major: 15, pointRelease: 2))
        #expect(IOSVersion(parsing: "15.2")?.description == "15.2" && IOSVersion(parsing: "9")?.description == "9")
        for bad in ["", "15.", ".2", "15.2.1", "15,2", "x", "-3", "1234", "٣"] {
            #expect(IOSVersion(parsing: bad) == nil, "\(bad)")
        }
    }
}
