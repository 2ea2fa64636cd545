import DeviceCatalog
import Testing
@testable import InterfaceBuilder
@testable import LayoutEngine

@Suite("Split view controllers in storyboards: columns on a device, plain on the canvas")
struct SplitViewLayoutTests {
    // NetNewsWire's Main.storyboard (a fixture, Xcode 26): `<splitViewController
    // preferredDisplayMode="beside">` (line 172) holding the feeds collection view controller
    // `6Bn-mF-MPS` as its master, the article `JEX-9P-axG` as its detail and a supplementary
    // column (lines 174–176). The figures are the engine's (LayoutEngineTests'
    // SplitViewControllerTests: Use Your Loaf's 320 pt primary, Apple's collapse at a compact
    // width).
    let file = "Ranchero-Software__NetNewsWire__Main.storyboard"
    let feeds = "7gd-ro-2Jf", article = "svH-Pt-448"

    func layout(_ scene: String, _ device: String, _ orientation: Orientation, canvas: Bool = false) throws -> IBLayout {
        let document = try Fixtures.read(file)
        let device = try Oracle.catalog.device(named: device)
        return try IBLayout.make(document: document, scene: scene, device: device, orientation: orientation, iOS: 26,
                                 canvas: canvas ? IBCanvas(of: document, on: device) : nil)
    }

    func windowFrame(_ layout: IBLayout, _ id: String) -> Rect? {
        layout.views[id].map { $0.frameInWindow }
    }

    @Test("on an iPad the master scene is the 320 pt primary column, beside the detail in both orientations ('beside')")
    func iPadColumns() throws {
        for orientation in [Orientation.landscapeLeft, .portrait] {
            let layout = try layout("MainFeedCollectionViewController", "iPad Pro 13-inch (M4)", orientation)
            let split = try #require(layout.window.rootViewController as? SplitViewController)
            #expect(split.preferredDisplayMode == .oneBesideSecondary)
            #expect(windowFrame(layout, feeds) == Rect(x: 0, y: 0, width: 320, height: layout.window.bounds.height))
            // The detail column holds its place, empty: only the scene asked for is built.
            #expect(split.secondaryViewController.view.frameInWindow.minX == 320)
            #expect(layout.notes.contains { $0.message.contains("its supplementaryViewController column 'QJM-al-rDe' is not laid out") })
        }
    }

    @Test("on a compact-width iPhone the master fills the screen; the detail scene is the collapsed split's top column")
    func iPhoneCollapsed() throws {
        let master = try layout("MainFeedCollectionViewController", "iPhone 16 Pro", .portrait)
        #expect(windowFrame(master, feeds)?.width == master.window.bounds.width)
        let detail = try layout("ArticleViewController", "iPhone 16 Pro", .portrait)
        let split = try #require(detail.window.rootViewController as? SplitViewController)
        #expect(split.isCollapsed && split.shownColumn == .secondary)
        #expect(windowFrame(detail, article) == detail.window.bounds)
    }

    @Test("an iPad in portrait shows an automatic split's master scene over the detail, where UIKit shows it on demand")
    func masterOverDetail() throws {
        let document = try InlineIB.storyboard("""
                <scene sceneID="SplitS"><objects>
                    <splitViewController id="Split" sceneMemberID="viewController">
                        <connections>
                            <segue destination="Master" kind="relationship" relationship="masterViewController" id="M"/>
                            <segue destination="Detail" kind="relationship" relationship="detailViewController" id="D"/>
                        </connections>
                    </splitViewController>
                </objects></scene>
            \(InlineIB.scene("Master", width: 768, height: 1024, subviews: "", constraints: ""))
            \(InlineIB.scene("Detail", width: 768, height: 1024, subviews: "", constraints: ""))
            """, tools: "21507", device: "ipad9_7", initial: "Split", fileName: "Split.storyboard")
        let pad = try Oracle.catalog.device(named: "iPad Air 2")
        let master = try IBLayout.make(document: document, scene: "Master", device: pad, orientation: .portrait, iOS: 15)
        let split = try #require(master.window.rootViewController as? SplitViewController)
        #expect(split.displayMode == .oneOverSecondary)
        #expect(master.views["MasterRoot"]?.frameInWindow == Rect(x: 0, y: 0, width: 320, height: 1024))
        // The split itself, automatic, in portrait: the detail alone.
        let whole = try IBLayout.make(document: document, scene: "Split", device: pad, orientation: .portrait, iOS: 15)
        #expect(whole.views["DetailRoot"]?.frameInWindow == Rect(x: 0, y: 0, width: 768, height: 1024))
        #expect(whole.views["MasterRoot"]?.window == nil)
        // An unknown display mode is said, and read as automatic.
        let odd = try InlineIB.storyboard("""
                <scene sceneID="SplitS"><objects>
                    <splitViewController preferredDisplayMode="sideways" id="Split" sceneMemberID="viewController">
                        <connections><segue destination="Master" kind="relationship" relationship="masterViewController" id="M"/></connections>
                    </splitViewController>
                </objects></scene>
            \(InlineIB.scene("Master", width: 768, height: 1024, subviews: "", constraints: ""))
            """, tools: "21507", device: "ipad9_7", initial: "Split", fileName: "Odd.storyboard")
        let oddLayout = try IBLayout.make(document: odd, scene: "Split", device: pad, orientation: .landscapeLeft, iOS: 15)
        #expect(oddLayout.notes.contains { $0.message.contains("preferredDisplayMode 'sideways' is not modelled") })
        #expect(oddLayout.views["MasterRoot"]?.frameInWindow == Rect(x: 0, y: 0, width: 320, height: 768))
    }

    @Test("Xcode's canvas draws each column's scene on its own: the split stays a plain controller there")
    func canvasKeepsPlain() throws {
        let canvas = try layout("MainFeedCollectionViewController", "iPad Pro 13-inch (M4)", .landscapeLeft, canvas: true)
        #expect(!(canvas.window.rootViewController is SplitViewController))
    }
}
