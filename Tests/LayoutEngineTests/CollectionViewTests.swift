import DeviceCatalog
import Testing
@testable import LayoutEngine

/// Flow layout: UIKit's defaults (Apple's UICollectionViewFlowLayout pages: itemSize 50 × 50,
/// minimumLineSpacing 10, minimumInteritemSpacing 10, sectionInset 0, sectionInsetReference
/// `.fromContentInset`), the section inset references and the items in view.
@Suite("Collection views with a flow layout")
struct CollectionViewTests {
    func scene(_ device: String, _ orientation: Orientation = .portrait, iOS: Int = 16, inNavigation: Bool = false,
               configure: (CollectionView, CollectionViewFlowLayout) -> Void) throws -> (Window, CollectionView) {
        let window = try Window(device: Devices.named(device), orientation: orientation, iOS: iOS)
        let collection = CollectionView(identifier: "grid")
        configure(collection, collection.collectionViewLayout)
        let vc = ViewController(identifier: "vc", view: collection)
        window.setRootViewController(inNavigation ? NavigationController(identifier: "nav", rootViewController: vc) : vc)
        return (window, collection)
    }

    func windowFrame(_ window: Window, _ id: String) throws -> Rect {
        try #require(window.snapshot().views.first { $0.id == id }, "no view \(id)").windowFrame
    }

    /// 375 pt: six 50 pt items fit with 10 pt between them; full lines spread them, so the
    /// spacing grows to (375 − 300) / 5 = 15 (Apple: "the actual spacing may possibly be
    /// adjusted upward"). 20 items: lines of 6, 6, 6, 2 → 4 × 50 + 3 × 10 = 230 tall.
    @Test("defaults on an iPhone 8 under a navigation bar: 50 × 50 items, 15 pt apart, lines 60 pt apart")
    func defaults() throws {
        let (window, grid) = try scene("iPhone 8", inNavigation: true) { g, _ in g.items = [20] }
        let layout = grid.collectionViewLayout
        #expect(layout.itemSize == Size(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero && layout.sectionInsetReference == .fromContentInset)
        #expect(grid.contentSize == Size(width: 375, height: 230))
        #expect(grid.layoutAttributesForItem(1, inSection: 0) == Rect(x: 65, y: 0, width: 50, height: 50))
        #expect(grid.layoutAttributesForItem(5, inSection: 0)?.maxX == 375)
        #expect(grid.layoutAttributesForItem(6, inSection: 0) == Rect(x: 0, y: 60, width: 50, height: 50))
        // The content starts under the bar (rule 3.2.b, `.automatic` in a navigation controller).
        #expect(try windowFrame(window, "grid.item-0-0") == Rect(x: 0, y: 64, width: 50, height: 50))
        #expect(grid.visibleCells.count == 20)
    }

    /// Window frames are snapped to the 1/3 pt pixel grid (rule 5.7), hence the tolerances.
    /// Apple's sectionInsetReference: `.fromContentInset` lets items run under an iPhone X's
    /// 44 pt side band in landscape (a vertical collection does not scroll sideways, so the
    /// content inset takes no side inset, rule 3.2.b); `.fromSafeArea` starts them at 44,
    /// `.fromLayoutMargins` at the root margins (44 + 16, rule 2.3); the content inset stays
    /// the minimum.
    @Test("iPhone X landscape: items at x 0 from the content inset, 44 from the safe area, 60 from the margins")
    func sectionInsetReferences() throws {
        func firstTwo(_ reference: CollectionViewFlowLayout.SectionInsetReference, sectionLeft: Double = 0,
                      contentLeft: Double = 0) throws -> (Rect, Rect) {
            let (window, _) = try scene("iPhone X", .landscapeLeft) { g, layout in
                g.items = [30]
                g.contentInset = EdgeInsets(top: 0, left: contentLeft, bottom: 0, right: 0)
                layout.sectionInsetReference = reference
                layout.sectionInset = EdgeInsets(top: 0, left: sectionLeft, bottom: 0, right: 0)
            }
            return (try windowFrame(window, "grid.item-0-0"), try windowFrame(window, "grid.item-0-1"))
        }
        // 812 wide: 13 per line, (812 − 650) / 12 = 13.5 apart.
        let content = try firstTwo(.fromContentInset)
        #expect(content.0.minX == 0 && abs(content.1.minX - 63.5) < 0.34)
        // 724 wide between the bands: 12 per line, the last one ending at 768.
        let safe = try firstTwo(.fromSafeArea)
        #expect(safe.0.minX == 44)
        #expect(abs(safe.1.minX - (44 + 50 + 124.0 / 11)) < 0.34)
        #expect(try firstTwo(.fromLayoutMargins).0.minX == 60)
        #expect(try firstTwo(.fromSafeArea, sectionLeft: 10).0.minX == 54)
        // A content inset wider than safe area + section inset wins (Apple's example).
        #expect(try firstTwo(.fromSafeArea, contentLeft: 100).0.minX == 100)
    }

    /// Horizontal scrolling turns lines into columns; `.fromSafeArea` keeps the items below the
    /// iPhone 8's 20 pt status bar band: 647 tall → 10 per column, (647 − 500) / 9 apart.
    @Test("horizontal flow from the safe area: columns of 10 starting at y 20; 3 columns 170 wide")
    func horizontal() throws {
        let (window, grid) = try scene("iPhone 8") { g, layout in
            g.items = [30]
            layout.scrollDirection = .horizontal
            layout.sectionInsetReference = .fromSafeArea
        }
        #expect(try windowFrame(window, "grid.item-0-0").minY == 20)
        #expect(abs(try windowFrame(window, "grid.item-0-1").minY - (20 + 50 + 147.0 / 9)) < 0.34)
        #expect(try windowFrame(window, "grid.item-0-10") == Rect(x: 60, y: 20, width: 50, height: 50))
        #expect(grid.contentSize == Size(width: 170, height: 667))
    }

    /// Section insets frame each section: 345 pt between 15 pt insets hold 5 items, 23.75
    /// apart; section 0 (7 items, 2 lines) ends at 10 + 110 + 20 = 140; section 1 starts 10
    /// lower.
    @Test("sections with insets (10, 15, 20, 15): the second section's first item at (15, 150)")
    func sections() throws {
        let (_, grid) = try scene("iPhone 8", inNavigation: true) { g, layout in
            g.items = [7, 3]
            layout.sectionInset = EdgeInsets(top: 10, left: 15, bottom: 20, right: 15)
        }
        #expect(grid.layoutAttributesForItem(0, inSection: 0) == Rect(x: 15, y: 10, width: 50, height: 50))
        #expect(grid.layoutAttributesForItem(1, inSection: 0)?.minX == 15 + 50 + 23.75)
        #expect(grid.layoutAttributesForItem(0, inSection: 1) == Rect(x: 15, y: 150, width: 50, height: 50))
        #expect(grid.contentSize.height == 150 + 50 + 20)
        #expect(grid.cellForItem(2, inSection: 1) != nil && grid.cellForItem(3, inSection: 1) == nil)
    }

    /// `headerReferenceSize` / `footerReferenceSize` (Apple's UICollectionViewFlowLayout pages:
    /// the header's height in a vertical layout, before the section inset; the footer's after).
    /// The sections of the test above, with a 40 pt header and a 30 pt footer: section 0's items
    /// start at 40 + 10; its footer ends at 40 + 10 + 110 + 20 + 30 = 210, section 1's first
    /// item at 210 + 40 + 10 = 260.
    @Test("header and footer reference sizes add space before and after each section's insets")
    func headerAndFooterSpace() throws {
        let (_, grid) = try scene("iPhone 8", inNavigation: true) { g, layout in
            g.items = [7, 3]
            layout.sectionInset = EdgeInsets(top: 10, left: 15, bottom: 20, right: 15)
            layout.headerReferenceSize = Size(width: 0, height: 40)
            layout.footerReferenceSize = Size(width: 0, height: 30)
        }
        #expect(grid.layoutAttributesForItem(0, inSection: 0) == Rect(x: 15, y: 50, width: 50, height: 50))
        #expect(grid.layoutAttributesForItem(0, inSection: 1) == Rect(x: 15, y: 260, width: 50, height: 50))
        #expect(grid.contentSize.height == 260 + 50 + 20 + 30)
    }

    /// Apple's `headerReferenceSize`: when scrolling vertically only its height counts and the
    /// header is as wide as the collection view. The sections of `headerAndFooterSpace`: the
    /// headers at y 0 and 210, 375 wide, 40 tall.
    @Test("a section header view fills its section's header space, as wide as the collection view")
    func headerViews() throws {
        let headers = (0..<2).map { View(identifier: "header-\($0)") }
        let (window, grid) = try scene("iPhone 8", inNavigation: true) { g, layout in
            g.items = [7, 3]
            layout.sectionInset = EdgeInsets(top: 10, left: 15, bottom: 20, right: 15)
            layout.headerReferenceSize = Size(width: 50, height: 40)
            layout.footerReferenceSize = Size(width: 0, height: 30)
            g.headerViewProvider = { s in headers.indices.contains(s) ? headers[s] : nil }
        }
        window.layoutIfNeeded()
        #expect(headers[0].frame == Rect(x: 0, y: 0, width: 375, height: 40))
        #expect(headers[1].frame == Rect(x: 0, y: 210, width: 375, height: 40))
        #expect(grid.layoutAttributesForItem(0, inSection: 1)?.minY == 260)
        #expect(window.issues.isEmpty)
    }

    @Test("a data source's cells are the items' cells, placed at the items' frames")
    func suppliedCells() throws {
        let given = (0..<3).map { CollectionViewCell(identifier: "given-\($0)", contentViewIdentifier: "given-\($0).content") }
        let (window, grid) = try scene("iPhone 8", inNavigation: true) { g, _ in
            g.items = [3]
            g.cellProvider = { s, i in s == 0 && given.indices.contains(i) ? given[i] : nil }
        }
        window.layoutIfNeeded()
        #expect(grid.visibleCells.map(\.identifier) == ["given-0", "given-1", "given-2"])
        #expect(given[1].frame == grid.layoutAttributesForItem(1, inSection: 0))
        #expect(given[1].contentView.identifier == "given-1.content")
        #expect(given[1].contentView.frame.size == Size(width: 50, height: 50))
    }

    /// 200 items under a navigation bar: the content in view runs from −64 to 603, so the
    /// lines at 0, 60, …, 600 (11 of 6 items) have cells; a rotation re-flows the items in
    /// one layout (667 wide: 11 per line, (667 − 550) / 10 apart).
    @Test("only the items in view have cells; a rotation re-flows them without an unsettled layout")
    func itemsInViewAndRotation() throws {
        let (window, grid) = try scene("iPhone 8", inNavigation: true) { g, _ in g.items = [200] }
        #expect(grid.visibleCells.count == 66)
        #expect(grid.visibleCells.last?.identifier == "grid.item-0-65")
        try window.rotate(to: .landscapeLeft)
        window.layoutIfNeeded()
        #expect(abs((grid.layoutAttributesForItem(1, inSection: 0)?.minX ?? 0) - 61.7) < 1e-9)
        let cell = try #require(grid.cellForItem(1, inSection: 0))
        #expect(abs(cell.frame.minX - 61.7) < 0.34)
        #expect(window.issues.isEmpty)
    }

    /// The delegate's `sizeForItemAt`: each item its own size. The figures are Xcode's own
    /// drawing of prototypes with different custom sizes (OceanLabs/Photobook-iOS'
    /// Main.storyboard, thirteenth held-out set, lines 912–1004): in a 375 pt collection with
    /// 20 pt section insets and no spacing, a 177 × 227 item alone on its line is centred at
    /// x 99, and a 319 × 81 one below it at (28, 247). Items that fit share a line, spread from
    /// edge to edge, the shorter ones centred on the line (here 40 and 20 tall in a 40 pt line).
    @Test("items of their own sizes: one per line is centred, a full line is spread and centred on its longest item")
    func sizeForItem() throws {
        let sizes = [Size(width: 177, height: 227), Size(width: 319, height: 81),
                     Size(width: 100, height: 40), Size(width: 100, height: 20), Size(width: 200, height: 30)]
        let (window, grid) = try scene("iPhone 8") { g, layout in
            g.items = [sizes.count]
            g.sizeForItem = { s, i in s == 0 && sizes.indices.contains(i) ? sizes[i] : nil }
            layout.minimumLineSpacing = 0
            layout.minimumInteritemSpacing = 0
            layout.sectionInset = EdgeInsets(top: 20, left: 20, bottom: 0, right: 20)
        }
        window.layoutIfNeeded()
        // The 20 pt section inset puts the first line at y 20 (content coordinates).
        #expect(grid.layoutAttributesForItem(0, inSection: 0) == Rect(x: 99, y: 20, width: 177, height: 227))
        #expect(grid.layoutAttributesForItem(1, inSection: 0) == Rect(x: 28, y: 247, width: 319, height: 81))
        // 100 + 100 + 200 > 335: the third waits; the line's two spread to its edges.
        #expect(grid.layoutAttributesForItem(2, inSection: 0) == Rect(x: 20, y: 328, width: 100, height: 40))
        #expect(grid.layoutAttributesForItem(3, inSection: 0) == Rect(x: 255, y: 338, width: 100, height: 20))
        #expect(grid.layoutAttributesForItem(4, inSection: 0) == Rect(x: 87.5, y: 368, width: 200, height: 30))
        #expect(grid.contentSize.height == 398)
        #expect(window.issues.isEmpty)
    }

    /// A last line keeps the spacing of the line before that spread its items, but never runs
    /// past its end: 335 pt lines, [10, 300] spread 25 apart, then three 100 pt items 17.5 apart.
    @Test("items of their own sizes: a last line never runs past the line's end, nor does a spacing that goes backwards loop")
    func sizeForItemLastLine() throws {
        let sizes = [10.0, 300, 100, 100, 100].map { Size(width: $0, height: 40) }
        let (window, grid) = try scene("iPhone 8") { g, layout in
            g.items = [sizes.count]
            g.sizeForItem = { s, i in s == 0 && sizes.indices.contains(i) ? sizes[i] : nil }
            layout.sectionInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        }
        window.layoutIfNeeded()
        #expect(grid.layoutAttributesForItem(1, inSection: 0)?.minX == 55)
        #expect(grid.layoutAttributesForItem(2, inSection: 0)?.minX == 20)
        #expect(grid.layoutAttributesForItem(3, inSection: 0)?.minX == 137.5)
        #expect(grid.layoutAttributesForItem(4, inSection: 0)?.maxX == 355)
        // A spacing of minus an item's width would never move the line on: such an item starts
        // a line of its own ([10, 300], then the 100 pt items alone, 40 tall and 10 apart).
        grid.collectionViewLayout.minimumInteritemSpacing = -100
        window.layoutIfNeeded()
        #expect(grid.layoutAttributesForItem(2, inSection: 0)?.minY == 50)
        #expect(grid.layoutAttributesForItem(4, inSection: 0)?.minY == 150)
        #expect(window.issues.isEmpty)
    }

    /// A nil size is the layout's `itemSize`; when every item has it, the layout is the
    /// one-size flow (lines of six 50 pt items 15 pt apart on a 375 pt phone).
    @Test("sizeForItem returning nil keeps the item size and the one-size flow")
    func sizeForItemNil() throws {
        let (window, grid) = try scene("iPhone 8") { g, _ in
            g.items = [8]
            g.sizeForItem = { _, _ in nil }
        }
        window.layoutIfNeeded()
        #expect(grid.layoutAttributesForItem(1, inSection: 0) == Rect(x: 65, y: 0, width: 50, height: 50))
        #expect(grid.layoutAttributesForItem(7, inSection: 0) == Rect(x: 65, y: 60, width: 50, height: 50))
    }
}
