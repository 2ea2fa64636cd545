// Interface Builder table and collection views → the engine's TableView and CollectionView:
// static cells become the rows of their sections, prototypes the rows of one section, each
// cell a real TableViewCell (or CollectionViewCell) whose content view is the file's; the
// table places them, sizes self-sizing rows and gives them its margins (semantics doc 3.6).

import DeviceCatalog
import LayoutEngine

extension IBLayout {
    /// The title of the section Xcode draws a table's prototype cells in. [obs] Xcode's canvas
    /// heads a prototype table with "Prototype Cells"; the saved frames place the first
    /// prototype below a titled plain header: y 50 under iOS 15+ rules (22 padding + 28,
    /// onevcat__Kingfisher__Main.storyboard line 1130, firebase__quickstart-ios__database_Main
    /// line 283, scenee__FloatingPanel__Samples_Main line 42) and y 28 before
    /// (evgenyneu__Cosmos__Main.storyboard line 280).
    static let prototypeSectionTitle = "Prototype Cells"

    /// The first iOS whose canvas (Xcode 11) heads plain prototypes with at least the standard
    /// plain header, however short the written `sectionHeaderHeight`; older canvases draw the
    /// written height (evidence where it is used, ``configureTable(_:_:_:)``).
    static let firstCanvasIOSWithStandardPrototypeHeader = 13

    /// Xcode 13's "Prototype Cells" header in a plain table, above the separator below it.
    static let xcode13PlainPrototypeHeader = 44.0

    /// Xcode 12.5's "Prototype Cells" header in a plain table, above the separator below it.
    static let xcode12_5PlainPrototypeHeader = 24.0

    /// The header Xcode's canvas draws itself at the top of a plain table (its prototypes'
    /// "Prototype Cells", or a static table's untitled first section), above a separator, with
    /// no padding over it; `nil` where the canvas draws the table's own header. [obs] Outside
    /// the fixtures (held-out sets, docs/held-out-sets.md):
    /// - Xcode 13 (the iOS 15 SDK): 44 pt. MJRefresh's and SkeletonView's example storyboards
    ///   and ResearchKit's ORKCatalog Main.storyboard (first prototypes at 44.5 on 2× screens,
    ///   44.67 on 3×); JanGorman/Agrume's example Main.storyboard line 23 (Xcode 13.2, 2×): a
    ///   static table's untitled first section's first row at 44.5.
    /// - Xcode 12.5 (toolsVersion 18122): 24 pt. AliSoftware/Reusable's and
    ///   ekazaev/route-composer's example storyboards (2×): first prototypes at 24.5;
    ///   microsoft/onnxruntime-inference-examples' (3×): at 24.33; pujiaxin33/JXTheme's
    ///   example (2×): a static table's untitled first section's first row at 24.5. Xcode
    ///   12.4 (17701) and earlier draw the table's 28 pt header (firebase's FirebaseUI,
    ///   Pulley, Tofu, erouska: 28).
    var canvasPlainFirstHeader: Double? {
        guard canvas != nil else { return nil }
        if document.savedWithIOS == IBDocument.iOSOfXcode13 { return Self.xcode13PlainPrototypeHeader }
        if document.isSavedByXcode12_5 { return Self.xcode12_5PlainPrototypeHeader }
        return nil
    }

    /// The engine's view for a table, collection or cell element, or a cell's content view
    /// (the cell's own `contentView`, named by the file's id); nil for other kinds.
    func makeListView(_ v: IBView, superview: View?) -> View? {
        switch v.kind {
        case .tableView:
            let style: TableView.Style
            switch v.table?.style ?? .plain {
            case .plain: style = .plain
            case .grouped: style = .grouped
            case .insetGrouped: style = .insetGrouped
            }
            let table = TableView(identifier: v.id, style: style)
            // Every cell of the document is laid out, as on Xcode's canvas; what the viewport
            // does not show is scrolled content, which the audit judges by its reach.
            table.laysOutEveryRow = true
            return table
        case .tableViewCell:
            if canvas != nil, let raw = v.cell?.style, let style = Self.cellStyles[raw] {
                for (id, isDetail) in [(v.cell?.textLabelID, false), (v.cell?.detailTextLabelID, true)] {
                    if let id { canvasLabelTexts[id] = IBCanvas.builtInLabelPlaceholder(style: style, isDetail: isDetail) }
                }
            }
            return TableViewCell(identifier: v.id, contentViewIdentifier: v.contentView?.id ?? v.id + ".contentView")
        case .collectionView:
            return CollectionView(identifier: v.id, collectionViewLayout: flowLayout(of: v))
        case .collectionViewCell:
            return CollectionViewCell(identifier: v.id, contentViewIdentifier: v.contentView?.id ?? v.id + ".contentView")
        default:
            guard v.key == "contentView" else { return nil }
            return (superview as? TableViewCell)?.contentView ?? (superview as? CollectionViewCell)?.contentView
        }
    }

    /// Whether the view's place is its container's business, not its frame's: cells (their
    /// table or collection view places them) and cells' content views (their cell does).
    static func isPlacedByContainer(_ view: View) -> Bool {
        if view is TableViewCell || view is CollectionViewCell { return true }
        guard let cell = view.superview else { return false }
        return (cell as? TableViewCell)?.contentView === view || (cell as? CollectionViewCell)?.contentView === view
    }

    /// Whether `child` of `parent` is not a plain subview: a table's cells and header or
    /// footer view, a collection view's cells and reusable views. They are placed by
    /// ``configureList(_:_:)``.
    static func isListChild(_ child: IBView, of parent: View) -> Bool {
        if parent is TableView {
            return child.kind == .tableViewCell || child.key == "tableHeaderView" || child.key == "tableFooterView"
        }
        if parent is CollectionView { return [.collectionViewCell, .collectionReusableView].contains(child.kind) }
        return false
    }

    /// The header title a section shows: none for an empty `headerTitle=""`, which Interface
    /// Builder writes when a title is typed and cleared, and which Xcode draws as an untitled
    /// header. [obs] ruuvi/com.ruuvi.station.ios' TagSettings.storyboard (Xcode 13.x, grouped,
    /// fifteenth held-out set): an empty first section with `headerTitle=""` and a titled one
    /// after it put the first row 85 pt below the 240 pt table header (18 + 17.5 + 49.5), and a
    /// `headerTitle=""` section with rows starts 35.5 pt below the last row before it
    /// (a footer and an untitled header), where a titled one is 50 below. An empty
    /// `footerTitle=""` stays a title: UIKit draws an empty titled footer of its own height
    /// (``UIKitMetrics/emptyGroupedFooterTitleHeight``, rileytestut/Delta's Settings.storyboard).
    static func shownHeaderTitle(_ title: String?) -> String? {
        title.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The `sectionHeaderHeight` Xcode 10 and earlier wrote on new grouped tables (18 since):
    /// automatic heights for titled sections, as 18 is, but drawn as written on untitled
    /// static ones (``configureTable(_:_:_:)``). [obs] Alamofire/Alamofire
    /// Example/Resources/Base.lproj/Main.storyboard line 46 (toolsVersion 14460).
    static let legacyGroupedSectionHeaderHeight = 10.0

    /// The `sectionHeaderHeight` older Xcodes wrote on new plain tables (28 since), read as
    /// today's 28 (see ``configureTable(_:_:_:)``).
    static let legacyPlainSectionHeaderHeight = 22.0

    /// A table's or collection view's properties, rows and cells, once its children are built.
    func configureList(_ v: IBView, _ view: View) {
        if let table = view as? TableView, let t = v.table { configureTable(v, t, table) }
        if let collection = view as? CollectionView { configureCollection(v, collection) }
    }

    func configureTable(_ v: IBView, _ t: IBTableViewProperties, _ table: TableView) {
        if let h = t.rowHeight, h > 0 { table.rowHeight = h }
        // -1 is automatic (the engine's nil); 0 turns estimation off. Interface Builder writes
        // an attribute only when it differs from its default, and it writes
        // `estimatedRowHeight="-1"` for automatic: a table of automatic rows without the
        // attribute has estimation off (UIKitMetrics.unestimatedRowHeight(iOS:) gives the evidence).
        if let e = t.estimatedRowHeight, e >= 0 {
            table.estimatedRowHeight = e
        } else if !t.writesEstimatedRowHeight, t.rowHeight == -1 {
            table.estimatedRowHeight = 0
        }
        // Section heights: a plain table's are set as written (an untitled plain section gets
        // that header height from iOS 15, TableView.header(of:iOS:)). Xcode writes 18 on every
        // grouped table (10 before Xcode 11), which stands for UIKit's automatic heights (a
        // written 10 is drawn as written on untitled static sections, below): they
        // differ by section (a grouped table's first header is 35 before iOS 15, 55.3 with a title,
        // UIKitMetrics.groupedFirstSectionHeaderHeight(iOS:)). [obs] Alamofire's Example
        // Main.storyboard (outside the fixtures; Xcode 10, grouped, `sectionHeaderHeight="10"
        // sectionFooterHeight="10"`, titled sections): its first row at 55.33 and 48 pt
        // between sections, the written 10 pt footer before a 38 pt titled header. Other
        // values, and written footers, are the file's own.
        let grouped = t.style != .plain
        let automaticHeaders: Set<Double> = [UIKitMetrics.groupedSectionHeaderHeight, Self.legacyGroupedSectionHeaderHeight]
        if !grouped, canvas != nil, !t.sections.isEmpty {
            // Xcode's canvas draws a plain static table's section headers at the 28 pt it writes
            // by default, whatever height the file writes (its prototypes likewise, below);
            // untitled ones then take it where UIKit gives an untitled section its set height
            // (TableView.header(of:iOS:)). [obs] Outside the fixtures (held-out sets,
            // docs/held-out-sets.md): AgoraIO/Basic-Video-Call's OpenVideoCall Main.storyboard
            // (Xcode 11, lines 364 and 728, `sectionHeaderHeight="16"`): first rows at y 28, the
            // second untitled section's at 251 = 28 + 167 + 28 + 28 (line 459);
            // tuya/tuya-commerciallighting-sdk-ios' TuyaLightingTempDemo Project.storyboard
            // (Xcode 15, line 101, automatic: -1): the first row at 50 = 22 + 28; IQKeyboardManager's
            // ScrollView.storyboard (Xcode 26, line 703, 22 written) at 50 too.
            table.sectionHeaderHeight = UIKitMetrics.plainSectionHeaderHeight
        } else if let h = t.sectionHeaderHeight, h >= 0, !grouped || !automaticHeaders.contains(h) {
            // A plain table's 22 is the default older Xcodes wrote (plain headers were 22 pt
            // tall before iOS 7), drawn as today's 28. [obs] Kingfisher's Main.storyboard line
            // 127 (written 28, Xcode 16) saves an untitled static section's first row at y 50
            // (22 + 28), as IQKeyboardManager's ScrollView.storyboard (above) does under a
            // written 22; MJRefresh's and SkeletonView's example storyboards (written 22 and 28,
            // Xcode 13) both save their first prototypes at the same 44.5–44.67.
            table.sectionHeaderHeight = !grouped && h == Self.legacyPlainSectionHeaderHeight ? UIKitMetrics.plainSectionHeaderHeight : h
        }
        if let h = t.sectionFooterHeight, h >= 0, !grouped || h != UIKitMetrics.groupedSectionFooterHeight { table.sectionFooterHeight = h }
        // Footer titles are measured as UIKit's footnote text (13 pt), wrapped by words, each
        // line a pixel-rounded line height (TableView.footerTitleMeasure): Delta's footers grow
        // by 16 pt a line on a 2× screen, where a label's total rounded once would give 15.5.
        let sizes = self.sizes
        let footnote = sizes.textStyles[IBControlMetrics.footerTitleTextStyle]?.pointSize ?? IBControlMetrics.defaultLabelPointSize
        table.footerTitleMeasure = { title, width in
            let lines = sizes.wrap(title, pointSize: footnote, font: nil, width: width)
            return Double(lines.count) * sizes.ceilToPixel(sizes.lineHeight(footnote))
        }
        if t.separatorStyle == "none" { table.separatorStyle = .none }
        table.separatorInset = t.separatorInset
        if t.separatorInsetReference == "fromAutomaticInsets" { table.separatorInsetReference = .fromAutomaticInsets }
        table.insetsContentViewsToSafeArea = t.insetsContentViewsToSafeArea
        if t.cellLayoutMarginsFollowReadableWidth { table.cellLayoutMarginsFollowReadableWidth = true }
        for slot in v.slots {
            guard let built = views[slot.id] else { continue }
            if slot.key == "tableHeaderView" { table.tableHeaderView = built }
            if slot.key == "tableFooterView" { table.tableFooterView = built }
        }

        // Static cells are the rows of their sections; prototypes are templates, which Xcode
        // draws once each, in one section under a "Prototype Cells" header.
        let groups: [(title: String?, footer: String?, cells: [IBView])] = t.sections.isEmpty
            ? (t.prototypeCells.isEmpty ? [] : [(Self.prototypeSectionTitle, nil, t.prototypeCells)])
            : t.sections.map { (Self.shownHeaderTitle($0.headerTitle), $0.footerTitle, $0.cells) }
        var cells: [[TableViewCell]] = []
        var sections: [TableView.Section] = []
        for (s, group) in groups.enumerated() {
            var row: [TableViewCell] = [], heights: [Double?] = []
            // Cells a size-class variation leaves out were not built: they are no rows.
            for ib in group.cells {
                guard let cell = views[ib.id] as? TableViewCell else { continue }
                cell.separatorInset = ib.cell?.separatorInset
                applyAccessory(of: ib, to: cell)
                applyBuiltInStyle(of: ib, to: cell)
                listCells.append((ib, cell, "row \(row.count) of section \(s) of table '\(v.id)'"))
                listParents[ib.id] = v.id
                row.append(cell)
                // A cell's own height (Xcode's "Custom" row height) is the delegate's for its row.
                heights.append(ib.cell?.rowHeight.flatMap { $0 > 0 ? $0 : nil })
            }
            cells.append(row)
            // Xcode's "Prototype Cells" header in a grouped or inset-grouped table is a first
            // titled header (55.3 pt; iOS 14 and 15's 49.5), whatever section header height the
            // file writes. [obs]
            // Outside the fixtures (held-out sets: docs/held-out-sets.md): Alamofire's Example
            // Main.storyboard line 304 and FSCalendar's Example-Swift Main.storyboard line 247
            // (Xcode 10): first prototypes at y 55.33 and 55.5; blinksh/blink's
            // Settings.storyboard (Xcode 15.0, twice), bitwarden's
            // Autofill MainInterface.storyboard (Xcode 15.3) and Provenance's GameMoreInfo
            // (Xcode 16): 55.5 and 55.33; GoMap's, xdripswift's and Delta's (Xcode 26): 55.33 and
            // 55.5 with written header heights of 1, 10 and 18; inset-grouped ones alike (Delta's
            // Settings.storyboard, Xcode 26, five tables at 55.5). One Xcode 15.3 file saves 38
            // (IQKeyboardManager's example Settings.storyboard line 433), unexplained. Xcode 13's
            // grouped prototypes are under iOS 15's 49.5: kodeco itdd-materials' MyBiz
            // Main.storyboard (Xcode 13.0, line 298), PostHog's ButtonViewController.storyboard
            // (13.0), siskin-im's Main.storyboard (13.3; held-out sets); ResearchKit's ORKCatalog
            // (13.1) saves 32, the one file against them.
            // The section's own header height where the canvas or the file decides it.
            var ownHeader: Double?
            // A written 10 (older Xcodes' default for grouped tables) stands for automatic
            // heights where a section has a title, and is drawn as written where it has none.
            // [obs] Untitled static first sections with `sectionHeaderHeight="10"`, first rows at
            // y 10: kishikawakatsumi/KeychainAccess' example (Xcode 11; its second untitled
            // section's first row at 118 = 98 + 10 + 10, line 125), AppLovin-MAX-SDK-iOS' Swift
            // demo Main.storyboard (Xcode 14, three tables), bryceco/GoMap's POI.storyboard
            // (Xcode 26); titled ones at 55.3 (Alamofire, FSCalendar, AppLovin; held-out sets).
            if !t.sections.isEmpty, t.style != .plain, group.title == nil,
               t.sectionHeaderHeight == Self.legacyGroupedSectionHeaderHeight {
                ownHeader = Self.legacyGroupedSectionHeaderHeight
            }
            let untitledStaticPlainFirst = !t.sections.isEmpty && s == 0 && t.style == .plain && group.title == nil
            if (t.sections.isEmpty && t.style == .plain) || untitledStaticPlainFirst, let header = canvasPlainFirstHeader {
                // The canvas's own header (canvasPlainFirstHeader), one separator above the rows.
                ownHeader = header + UIKitMetrics.separatorThickness(scale: window.device.scale)
                table.sectionHeaderTopPadding = 0
            } else if t.sections.isEmpty, t.style == .plain, canvas != nil {
                // Elsewhere the canvas heads plain prototypes with a titled plain header of the
                // standard height, whatever height the file writes. [obs] Outside the fixtures
                // (held-out sets, docs/held-out-sets.md): firebase/FirebaseUI-iOS' Swift demo
                // Main.storyboard (Xcode 12.4, `sectionHeaderHeight="1"`, line 23): the first
                // prototype at y 28 (line 27); google-ai-edge/mediapipe-samples' image
                // classification Main.storyboard (the placeholder toolsVersion, read as Xcode 15;
                // 1 written): at 50 = 22 + 28; eight more tables writing 1, 10, 36 or -1 (Xcode
                // 11 to 26) at 28 or 50. Before iOS 15 a
                // taller written height stands: RocketChat's UserDetail.storyboard (Xcode 10.2,
                // `sectionHeaderHeight="40"`, line 21) saves its first prototype 40 below the
                // table header view (line 163). Before iOS 13 (Xcode 10 and earlier) any written
                // height stands, a shorter one too: the first prototype 22 below the table's top
                // under a written 22 in kodeco cdt-materials' 08 and 09 EmployeeDirectory
                // storyboards (Xcode 9 and 10, twentieth held-out set), andyRon's RWConnect
                // (Xcode 10.1), kaltura's IMA iPad sample (Xcode 8) and ello's Settings; 18 under
                // 18 in andyRon's GoodAsOldPhones (Xcode 10.1). Xcode 11 and 12 draw 28 under a
                // written 22 or 1 (ActionSheetPicker-3.0's and blueshift-labs' examples).
                let standard = UIKitMetrics.plainSectionHeaderHeight
                let written = (t.sectionHeaderHeight ?? 0) > 0 ? t.sectionHeaderHeight : nil
                if window.iOS >= UIKitMetrics.firstIOSWithSectionHeaderTopPadding {
                    ownHeader = standard
                } else if window.iOS < Self.firstCanvasIOSWithStandardPrototypeHeader {
                    ownHeader = written ?? standard
                } else {
                    ownHeader = max(standard, written ?? standard)
                }
            }
            var section = TableView.Section(rows: row.count, headerTitle: group.title, footerTitle: group.footer,
                                            headerHeight: ownHeader, rowHeights: heights)
            // A titled section of a grouped table, static or Xcode's "Prototype Cells", keeps
            // the automatic titled header whatever header height the table writes (the first
            // titled one, or the ordinary one under a large title, TableView.isUnderLargeTitle);
            // the written height stands for untitled sections. [obs] The prototypes' header:
            // above. firebase/FirebaseUI-iOS' Swift demo Main.storyboard (Xcode 12.4, ninth
            // held-out set, docs/held-out-sets.md): a grouped static table writing
            // `sectionHeaderHeight="1" sectionFooterHeight="1"` (line 198) saves its first row at
            // 55.5 under "Settings" and 39 pt between sections: the written 1 pt footer and a
            // 38 pt titled header.
            if grouped, group.title != nil { section.headerHeightIsAutomatic = true }
            sections.append(section)
        }
        table.sections = sections
        // The closure holds the cells, not the layout (no cycle through the window).
        table.cellProvider = { s, r in cells.indices.contains(s) && cells[s].indices.contains(r) ? cells[s][r] : nil }
    }

    /// A collection view's flow layout from `<collectionViewFlowLayout>`: item size, spacings,
    /// section inset, scroll direction and inset reference. What the engine does not lay out
    /// is noted: custom layouts, self-sizing items, header and footer sizes.
    func flowLayout(of v: IBView) -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        guard let ib = v.collection?.layout else { return layout }
        guard ib.element == "collectionViewFlowLayout" else {
            // Xcode cannot run a custom layout's code: its canvas draws the prototypes at their
            // own saved size. [obs] pia-foss/mobile-ios' Welcome.storyboard line 407 (eleventh
            // held-out set): an `InvalidatingFlowLayout` whose one prototype is saved at
            // (0, 0, 321 × 105), the collection view's width.
            let sizes = Set((v.collection?.cells ?? []).compactMap { $0.frame.map { [$0.width, $0.height] } })
            if sizes.count == 1, let size = sizes.first, size[0] > 0, size[1] > 0 { layout.itemSize = Size(width: size[0], height: size[1]) }
            note(.notModelled(ib.element), line: v.line,
                 "'\(v.id)': a \(ib.customClass ?? ib.element) is laid out as a flow layout of its prototypes' saved size")
            return layout
        }
        if let size = ib.itemSize { layout.itemSize = size }
        if let spacing = ib.minimumLineSpacing { layout.minimumLineSpacing = spacing }
        if let spacing = ib.minimumInteritemSpacing { layout.minimumInteritemSpacing = spacing }
        if let inset = ib.sectionInset { layout.sectionInset = inset }
        if ib.scrollDirection == "horizontal" { layout.scrollDirection = .horizontal }
        switch ib.sectionInsetReference {
        case "safeArea": layout.sectionInsetReference = .fromSafeArea
        case "layoutMargins": layout.sectionInsetReference = .fromLayoutMargins
        default: break
        }
        if ib.automaticEstimatedItemSize || (ib.estimatedItemSize.map { $0.width > 0 || $0.height > 0 } ?? false) {
            note(.notModelled("estimatedItemSize"), line: v.line, "'\(v.id)': self-sizing items are laid out at the item size")
        }
        if let size = ib.headerReferenceSize { layout.headerReferenceSize = size }
        if let size = ib.footerReferenceSize { layout.footerReferenceSize = size }
        // Xcode draws each prototype at its own size (`customSize`, the size inspector's
        // "Custom"); when they all have the same one, it is the item size of the scene shown,
        // else each item has its own (``configureCollection(_:_:)``).
        let custom = prototypeCustomSizes(of: v)
        if let size = custom.first ?? nil, custom.allSatisfy({ $0 == size }) { layout.itemSize = size }
        return layout
    }

    /// The `customSize` of each of a collection view's prototype cells, in item order (nil for
    /// a prototype without one); reusable views among the cells are not items.
    func prototypeCustomSizes(of v: IBView) -> [Size?] {
        (v.collection?.cells ?? []).filter { $0.kind == .collectionViewCell }.map(\.cell?.customSize)
    }

    /// A collection view's prototype cells: the items of one section, as Xcode draws them.
    func configureCollection(_ v: IBView, _ collection: CollectionView) {
        var cells: [CollectionViewCell] = []
        for ib in v.collection?.cells ?? [] {
            if let cell = views[ib.id] as? CollectionViewCell {
                listCells.append((ib, cell, "item \(cells.count) of collection view '\(v.id)'"))
                listParents[ib.id] = v.id
                cells.append(cell)
            } else {
                // A reusable view (section header or footer) in the cells: not laid out.
                for d in ib.selfAndDescendants { framesNotComparable.insert(d.id) }
                note(.notModelled(ib.elementName), line: ib.line, "'\(ib.id)': a <\(ib.elementName)> among the cells is not laid out")
            }
        }
        collection.items = cells.isEmpty ? [] : [cells.count]
        collection.cellProvider = { s, i in s == 0 && cells.indices.contains(i) ? cells[i] : nil }
        // Prototypes of different custom sizes are drawn each at its own, those without one at
        // the item size (``CollectionViewFlowLayout/place(_:crossStart:mainStart:crossLength:)``).
        let sizes = prototypeCustomSizes(of: v)
        if let first = sizes.first, sizes.contains(where: { $0 != nil }), sizes.contains(where: { $0 != first }) {
            collection.sizeForItem = { s, i in s == 0 && sizes.indices.contains(i) ? sizes[i] : nil }
        }
        // `<collectionReusableView key="sectionHeaderView">`: the prototype section's header,
        // in its `headerReferenceSize` space (NetNewsWire's Main.storyboard line 323, saved at
        // (0, 0, 402 × 60) under a 50 × 60 reference size, line 196).
        if let slot = v.slots.first(where: { $0.key == "sectionHeaderView" }), let header = views[slot.id] {
            collection.headerViewProvider = { s in s == 0 ? header : nil }
        }
    }

    /// After the layout: views that are not in the window were not laid out, so their saved
    /// frames are not compared. A cell of a table or collection view in the window was
    /// outside the viewport, where UIKit makes none; any other view belongs to a part of the
    /// scene the engine did not show (noted once, at its topmost element).
    func excludeViewsNotLaidOut() {
        var noted = Set<String>()
        for (ib, view, place) in listCells where view.window == nil {
            guard let list = view.superview ?? listContainer(of: ib), list.window != nil else { continue }
            for d in ib.selfAndDescendants { framesNotComparable.insert(d.id); noted.insert(d.id) }
            note(.notInView(ib.id), line: ib.line, "'\(ib.id)' (\(place)) is outside the viewport: no cell is laid out for it")
        }
        for id in sceneViewIDs where !noted.contains(id) {
            guard let view = views[id], view.window == nil else { continue }
            framesNotComparable.insert(id)
            if let parent = view.superview, parent.window == nil, views[parent.identifier] === parent { continue }
            note(.notInView(id), line: lines[id] ?? document.line, "'\(id)' is not laid out: the engine does not show this part of the scene")
        }
    }

    /// The table or collection view a cell belongs to.
    func listContainer(of cell: IBView) -> View? {
        listParents[cell.id].flatMap { views[$0] }
    }

    /// A xib's top-level table cell, laid out as Xcode draws it: the only row of a plain table
    /// as wide as the cell, without separators (Xcode draws the cell alone, and its saved
    /// content views fill it: NetNewsWire's SettingsComboTableViewCell.xib line 15,
    /// corona-warn-app's MainSettingsCell.xib line 17). The row is the cell's saved height, else
    /// its own `rowHeight`: like every xib top-level view's, the saved size is the size it is
    /// designed at (format note §11). [obs] Where the two differ Xcode drew the cell at its
    /// frame: ChatSecure's XMPPServerInfoCell.xib (`rowHeight="85"`, saved 90, its content
    /// pinned to both edges at 90) and raivo-otp's TimeBasedPasswordCell.xib (96, saved 80;
    /// held-out sets, docs/held-out-sets.md). The table's width is the cell's for the same
    /// reason (a table of the device's width would move firebase's PostTableViewCell.xib's
    /// content 54 pt). The cell's margins are the table's, a root view's (rule 2.2).
    func cellTable(for top: IBView, cell: TableViewCell) -> TableView {
        let table = TableView(identifier: document.fileName + ".cellTable")
        table.separatorStyle = .none
        // Xcode draws the cell alone on the screen. In a file without the safe-area guide its
        // margins are chosen by the screen's width, not the cell's (firebase's
        // PostTableViewCell.xib, a 339 pt cell on a 393 pt iPhone: content on 20 pt margins,
        // lines 20 and 31; ChatSecure's XMPPServerInfoCell.xib, a 380 pt cell on a 414 pt one,
        // third held-out set). The portrait width, which a rotation keeps. With the guide
        // (`useSafeAreas`) the cell's own width chooses them, as a table's does: [obs]
        // NordicSemiconductor/IOS-nRF-Mesh-Library's GenericOnOff.xib (toolsVersion 23727,
        // eighth held-out set) and checkout/frames-ios' CardDetailsTableViewCell.xib (19529,
        // twelfth) save 320 pt cells on a 414 pt iPhone with content 16 pt in (lines 21 and
        // 284), as QuickBlox's DialogCell.xib (20037, sixteenth) does at its trailing margin
        // (line 125). **[uncertain]**: the cells with the guide are all 320 wide. Laid out as
        // UIKit does, the cell is as wide as its table, which chooses them by its own width.
        if canvas != nil {
            table.sideMarginReferenceWidth = document.useSafeAreas
                ? top.frame?.width ?? window.device.screenSize.width : window.device.screenSize.width
        }
        let saved = top.frame.flatMap { $0.height > 0 ? $0.height : nil }
        let height = saved ?? top.cell?.rowHeight.flatMap { $0 > 0 ? $0 : nil } ?? UIKitMetrics.standardRowHeight
        table.sections = [TableView.Section(rows: 1, rowHeights: [height])]
        cell.separatorInset = top.cell?.separatorInset
        applyAccessory(of: top, to: cell)
        applyBuiltInStyle(of: top, to: cell)
        listCells.append((top, cell, "the xib's cell"))
        table.cellProvider = { s, r in s == 0 && r == 0 ? cell : nil }
        return table
    }

    /// A cell with an accessory (`accessoryType`): where the engine knows the accessory's room
    /// (``UIKitMetrics/accessoryWidth(_:iOS:pointRelease:scale:)``: a disclosure indicator but
    /// on iOS 15's 3× screens, a checkmark or an info button from iOS 16),
    /// the cell lays its content view out short of its trailing margin by it ([obs]
    /// NetNewsWire's SettingsComboTableViewCell.xib, lines 11 and 15: a 383 pt content view in
    /// a 414 pt cell, iOS 13: 20 + 11). Elsewhere UIKit publishes no width, so the content view
    /// ends where Xcode saved it and its frame is not compared; without saved frames it spans
    /// the cell, noted.
    func applyAccessory(of ib: IBView, to cell: TableViewCell) {
        guard let accessory = ib.cell?.accessoryType, accessory != "none" else { return }
        if let type = TableViewCell.AccessoryType(rawValue: accessory),
           UIKitMetrics.accessoryWidth(type, iOS: window.iOS, pointRelease: window.iOSPointRelease, scale: window.device.scale) != nil {
            // The engine knows this accessory's room: the content view is laid out and compared.
            cell.accessoryType = type
            return
        }
        if let cellFrame = ib.frame, let content = ib.contentView, let contentFrame = content.frame {
            cell.accessoryInset = max(0, cellFrame.width - contentFrame.maxX)
            framesNotComparable.insert(content.id)
            note(.accessoryWidthFromSavedFrame(accessoryType: accessory), line: ib.line,
                 "'\(ib.id)': its accessory's width is taken from its saved frames (\(cell.accessoryInset) pt)")
        } else {
            note(.notModelled("accessoryType"), line: ib.line,
                 "'\(ib.id)': its accessory is not laid out; the content view spans the cell")
        }
    }

    /// Interface Builder's names of UIKit's built-in cell styles.
    static let cellStyles: [String: TableViewCell.CellStyle] = [
        "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleValue1": .value1,
        "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleSubtitle": .subtitle,
    ]

    /// A cell of a built-in style (`style="IBUITableViewCellStyleValue1"`, …): UIKit places its
    /// `textLabel` and `detailTextLabel` itself, so the frames and autoresizing masks Xcode
    /// saved for them are the design device's only (``TableViewCell/applyBuiltInStyle(_:textLabel:detailTextLabel:)``).
    /// Left at their saved frames, noted: `value2` (no figures) and styles with an image view
    /// (where UIKit puts the text beside the image is not sourced).
    func applyBuiltInStyle(of ib: IBView, to cell: TableViewCell) {
        guard let raw = ib.cell?.style else { return }
        guard let style = Self.cellStyles[raw] else {
            note(.unreadableValue(attribute: "style", value: raw), line: ib.line, "'\(ib.id)': unknown cell style '\(raw)'; its labels keep their saved frames")
            return
        }
        let text = ib.cell?.textLabelID.flatMap { views[$0] }, detail = ib.cell?.detailTextLabelID.flatMap { views[$0] }
        if ib.cell?.imageViewID.flatMap({ views[$0] }) != nil || style == .value2 {
            note(.notModelled(raw), line: ib.line, "'\(ib.id)': the labels of a \(style == .value2 ? "value2 cell" : "cell with an image view") keep their saved frames")
            return
        }
        cell.applyBuiltInStyle(style, textLabel: text, detailTextLabel: detail)
    }
}
