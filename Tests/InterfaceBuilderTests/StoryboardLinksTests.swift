import DeviceCatalog
import Testing
@testable import InterfaceBuilder
@testable import LayoutEngine

/// Storyboard references across files (`<viewControllerPlaceholder>`): a scene of one storyboard
/// laid out inside the containers another storyboard holds it in, as UIKit loads it
/// (`UIStoryboard(name:bundle:)`). The storyboards are written here in the shape Xcode saves a
/// split app: RocketChat/Rocket.Chat.iOS's Subscriptions.storyboard (toolsVersion 14460.31,
/// outside the fixtures) holds `<viewControllerPlaceholder storyboardName="Chat"
/// id="Q7Z-N2-FIp">` as its split view controller's detail column (lines 414, 420), and Chat's
/// initial navigation controller comes in its place. Expected insets are the catalog's figures
/// for the device laid out (`DeviceMetrics.safeAreaInsets`, `.bars`), column widths the engine's
/// (LayoutEngineTests' SplitViewControllerTests: Use Your Loaf's 320 pt primary column).
@Suite("Interface Builder: storyboard references link storyboards (issue 9)")
struct StoryboardLinksTests {
    /// `App/Main.storyboard`: a tab bar controller whose first tab is Settings.storyboard's initial
    /// controller, and whose second is a navigation controller around `Home`, which pushes
    /// Settings' `DetailID` scene and presents its `SheetID` scene as a page sheet.
    func main(fileName: String = "App/Main.storyboard", settingsIdentifier: String = "DetailID") throws -> IBDocument {
        try InlineIB.storyboard("""
            \(InlineIB.containerScene("tabBarController", id: "Tabs",
                inner: #"<tabBar key="tabBar" contentMode="scaleToFill" id="TabsBar"><rect key="frame" x="0.0" y="0.0" width="393" height="49"/></tabBar>"#,
                holds: [("SettingsRef", "viewControllers"), ("HomeNav", "viewControllers")]))
            \(InlineIB.referenceScene("SettingsRef", storyboard: "Settings"))
            \(InlineIB.containerScene("navigationController", id: "HomeNav",
                inner: #"<navigationBar key="navigationBar" contentMode="scaleToFill" id="HomeBar"><rect key="frame" x="0.0" y="59" width="393" height="44"/></navigationBar>"#,
                holds: [("Home", "rootViewController")]))
            \(InlineIB.scene("Home", width: 393, height: 852, subviews: InlineIB.box("Button", frame: (20, 120, 100, 40), connections: """
                <segue destination="DetailRef" kind="show" id="S1"/>
                <segue destination="SheetRef" kind="presentation" modalPresentationStyle="pageSheet" id="S2"/>
                """), constraints: ""))
            \(InlineIB.referenceScene("DetailRef", storyboard: "Settings", identifier: settingsIdentifier))
            \(InlineIB.referenceScene("SheetRef", storyboard: "Settings", identifier: "SheetID"))
            """, tools: "22505", device: "retina6_12", initial: "Tabs", fileName: fileName)
    }

    /// A scene `id` (storyboard identifier `identifier`) whose root holds `<id>Pinned`, pinned to
    /// the safe area's top and bottom; `extra` follows the view (the controller's segues).
    static func pinnedScene(_ id: String, identifier: String? = nil, extra: String = "") -> String {
        InlineIB.scene(id, width: 393, height: 852, subviews: InlineIB.box("\(id)Pinned", frame: (0, 0, 393, 852)), constraints: """
            <constraint firstItem="\(id)Pinned" firstAttribute="top" secondItem="\(id)Safe" secondAttribute="top" id="\(id)T"/>
            <constraint firstItem="\(id)Safe" firstAttribute="bottom" secondItem="\(id)Pinned" secondAttribute="bottom" id="\(id)B"/>
            <constraint firstItem="\(id)Pinned" firstAttribute="leading" secondItem="\(id)Root" secondAttribute="leading" id="\(id)L"/>
            <constraint firstItem="\(id)Root" firstAttribute="trailing" secondItem="\(id)Pinned" secondAttribute="trailing" id="\(id)R"/>
            """, extra: extra).replacingOccurrences(
                of: "<viewController id=\"\(id)\"",
                with: "<viewController \(identifier.map { "storyboardIdentifier=\"\($0)\" " } ?? "")id=\"\(id)\"")
    }

    /// `App/Settings.storyboard`: an initial navigation controller around `List`, and the scenes
    /// `Detail` and `Sheet` that Main's references name; `List` pushes Third.storyboard's
    /// initial controller when `third` is set.
    func settings(fileName: String = "App/Settings.storyboard", third: Bool = false) throws -> IBDocument {
        let push = third ? """
            \(InlineIB.referenceScene("ThirdRef", storyboard: "Third"))
            """ : ""
        let list = Self.pinnedScene("List", extra: third ? #"<connections><segue destination="ThirdRef" kind="show" id="S3"/></connections>"# : "")
        return try InlineIB.storyboard("""
            \(InlineIB.navigationScene(root: "List", bar: (59, 393, 44)))
            \(list)
            \(Self.pinnedScene("Detail", identifier: "DetailID"))
            \(Self.pinnedScene("Sheet", identifier: "SheetID"))
            \(push)
            """, tools: "22505", device: "retina6_12", initial: "Nav", fileName: fileName)
    }

    func layout(_ document: IBDocument, _ scene: String, device: String = "iPhone 15", orientation: Orientation = .portrait,
                iOS: Int = 17) throws -> IBLayout {
        try IBLayout.make(document: document, scene: scene, device: Oracle.catalog.device(named: device), orientation: orientation, iOS: iOS)
    }

    @Test("a storyboard whose initial controller is another storyboard's tab is laid out above that tab bar")
    func tabAcrossFiles() throws {
        let settings = try settings()
        let linked = IBStoryboardLinks([try main(), settings]).linking(settings)
        let alone = try layout(settings, "List"), held = try layout(linked, "List")
        let metrics = held.window.metrics
        #expect(alone.views["ListPinned"]?.frameInWindow.maxY == metrics.screenSize.height - metrics.safeAreaInsets.bottom)
        #expect(held.views["ListPinned"]?.frameInWindow.maxY == metrics.screenSize.height - metrics.safeAreaInsets.bottom - metrics.bars.tabBar)
        let tabs = try #require(held.window.rootViewController as? TabBarController)
        #expect(tabs.selectedIndex == 0)
        // Only the document's own scenes are its scenes; the linked ones name their file.
        #expect(IBLayout.sceneNames(of: linked) == IBLayout.sceneNames(of: settings))
        #expect(linked.scenes.filter { $0.linkedFrom == "App/Main.storyboard" }.count == 6)
        #expect(held.location(ofView: "ListPinned").file == "App/Settings.storyboard")
    }

    @Test("a scene another storyboard pushes gets its navigation bar; one it presents is a sheet")
    func pushAndPresentAcrossFiles() throws {
        let settings = try settings()
        let linked = IBStoryboardLinks([try main(), settings]).linking(settings)
        let pushed = try layout(linked, "DetailID")
        let metrics = pushed.window.metrics
        #expect(pushed.views["DetailPinned"]?.frameInWindow.minY == metrics.safeAreaInsets.top + metrics.bars.navigationBar)
        #expect(try layout(settings, "DetailID").views["DetailPinned"]?.frameInWindow.minY == metrics.safeAreaInsets.top)
        let sheet = try layout(linked, "SheetID")
        #expect(sheet.window.rootViewController?.presentedViewController != nil)
        #expect((sheet.views["SheetRoot"]?.frameInWindow.minY ?? 0) > 0)
        #expect(try layout(settings, "SheetID").window.rootViewController?.presentedViewController == nil)
    }

    @Test("downstream: a storyboard's tab that is a reference shows the scene it stands for, named by its own file")
    func tabStandsForTheReferencedScene() throws {
        let main = try main(), settings = try settings()
        let linked = IBStoryboardLinks([settings]).linking(main)
        #expect(linked.linkedReferences["SettingsRef"] == "Nav")
        #expect(linked.linkedReferences["DetailRef"] == "Detail")
        let tabs = try layout(linked, "Tabs")
        let metrics = tabs.window.metrics
        #expect(tabs.views["ListPinned"]?.frameInWindow.maxY == metrics.screenSize.height - metrics.safeAreaInsets.bottom - metrics.bars.tabBar)
        #expect(tabs.location(ofView: "ListPinned").file == "App/Settings.storyboard")
        #expect(tabs.location(ofView: "Button").file == "App/Main.storyboard")
        // Read alone, the tab is an empty controller.
        #expect(try layout(main, "Tabs").views["ListPinned"] == nil)
        // The reference's own scene is laid out as the controller it stands for, in Main's tab bar.
        let reference = try layout(linked, "SettingsRef")
        #expect(reference.sceneName == "Nav")
        #expect(reference.window.rootViewController is TabBarController)
        #expect(reference.views["ListPinned"] != nil)
    }

    @Test("downstream: a container view embedding a reference holds the referenced scene's root")
    func embeddedReference() throws {
        let host = try InlineIB.storyboard("""
            \(InlineIB.scene("Host", width: 393, height: 852, subviews: InlineIB.box("Container", frame: (0, 100, 393, 200), connections: """
                <segue destination="EmbedRef" kind="embed" id="E1"/>
                """), constraints: """
                <constraint firstItem="Container" firstAttribute="top" secondItem="HostRoot" secondAttribute="top" constant="100" id="C1"/>
                <constraint firstItem="Container" firstAttribute="leading" secondItem="HostRoot" secondAttribute="leading" id="C2"/>
                <constraint firstItem="HostRoot" firstAttribute="trailing" secondItem="Container" secondAttribute="trailing" id="C3"/>
                <constraint firstItem="Container" firstAttribute="height" constant="200" id="C4"/>
                """))
            \(InlineIB.referenceScene("EmbedRef", storyboard: "Card"))
            """, tools: "22505", device: "retina6_12", initial: "Host", fileName: "App/Host.storyboard")
        let card = try InlineIB.storyboard(InlineIB.scene("Card", width: 393, height: 200, subviews: "", constraints: ""),
                                           tools: "22505", device: "retina6_12", initial: "Card", fileName: "App/Card.storyboard")
        let layout = try layout(IBStoryboardLinks([card]).linking(host), "Host")
        #expect(layout.views["CardRoot"]?.frameInWindow == Rect(x: 0, y: 100, width: 393, height: 200))
        #expect(layout.sceneViewIDs.contains("Container") && !layout.sceneViewIDs.contains("CardRoot"))
    }

    @Test("references chain: a scene pushed from a storyboard that is another's tab gets both bars")
    func chainedReferences() throws {
        let third = try InlineIB.storyboard(Self.pinnedScene("Deep"), tools: "22505", device: "retina6_12", initial: "Deep",
                                            fileName: "App/Third.storyboard")
        let linked = IBStoryboardLinks([try main(), try settings(third: true), third]).linking(third)
        let deep = try layout(linked, "Deep")
        let metrics = deep.window.metrics
        let frame = try #require(deep.views["DeepPinned"]?.frameInWindow)
        #expect(frame.minY == metrics.safeAreaInsets.top + metrics.bars.navigationBar)
        #expect(frame.maxY == metrics.screenSize.height - metrics.safeAreaInsets.bottom - metrics.bars.tabBar)
    }

    @Test("a storyboard's initial navigation controller as a split view's detail column (Rocket.Chat's Chat.storyboard)")
    func splitColumnAcrossFiles() throws {
        let subscriptions = try InlineIB.storyboard("""
            \(InlineIB.containerScene("splitViewController", id: "Split",
                attributes: #"minimumPrimaryColumnWidth="320" preferredPrimaryColumnWidthFraction="0.32000000000000001""#,
                holds: [("Master", "masterViewController"), ("ChatRef", "detailViewController")]))
            \(InlineIB.scene("Master", width: 320, height: 768, subviews: "", constraints: ""))
            \(InlineIB.referenceScene("ChatRef", storyboard: "Chat"))
            """, tools: "14460.31", device: "ipad9_7", initial: "Split", fileName: "Storyboards/Subscriptions.storyboard")
        let chat = try InlineIB.storyboard("""
            \(InlineIB.navigationScene(root: "Chat", bar: (20, 768, 50)))
            \(Self.pinnedScene("Chat"))
            """, tools: "14460.31", device: "ipad9_7", initial: "Nav", fileName: "Storyboards/Chat.storyboard")
        let linked = IBStoryboardLinks([subscriptions, chat]).linking(chat)
        let held = try layout(linked, "Chat", device: "iPad Air 2", orientation: .landscapeLeft, iOS: 15)
        #expect(held.views["ChatRoot"]?.frameInWindow == Rect(x: 320, y: 0, width: 1024 - 320, height: 768))
        #expect(try layout(chat, "Chat", device: "iPad Air 2", orientation: .landscapeLeft, iOS: 15).views["ChatRoot"]?.frameInWindow.width == 1024)
    }

    @Test("of two storyboards with one name, a reference means the one nearest its own folder")
    func nearestOfOneName() throws {
        let near = try settings(fileName: "App/Settings.storyboard")
        let far = try settings(fileName: "Extension/Settings.storyboard")
        let links = IBStoryboardLinks([far, try main(), near])
        #expect(links.linking(near).scenes.contains { $0.linkedFrom == "App/Main.storyboard" })
        #expect(!links.linking(far).scenes.contains { $0.linkedFrom != nil })
    }

    @Test("what cannot be linked is said: a missing identifier, clashing ids, a reference without a storyboard")
    func warnings() throws {
        let settings = try settings()
        let missing = IBStoryboardLinks([try main(settingsIdentifier: "Missing"), settings]).linking(settings)
        let warning = try #require(missing.warnings.first { $0.kind == .unresolvedReference("DetailRef") })
        #expect(warning.location.file == "App/Main.storyboard")
        #expect(warning.message.contains("the storyboard identifier 'Missing'"))
        // Settings.storyboard written with Main's ids: not linked, said at Main's <document>.
        let clashing = try InlineIB.storyboard(Self.pinnedScene("Home"), tools: "22505", device: "retina6_12", initial: "Home",
                                               fileName: "App/Settings.storyboard")
        let left = IBStoryboardLinks([try main(), clashing]).linking(clashing)
        #expect(!left.scenes.contains { $0.linkedFrom != nil })
        #expect(left.warnings.contains { $0.kind == .duplicateID("Home") && $0.location.file == "App/Main.storyboard" })
        let nameless = try InlineIB.storyboard("""
            \(InlineIB.referenceScene("Ref", storyboard: nil, identifier: "X"))
            """, tools: "22505", device: "retina6_12", initial: "Ref", fileName: "Nameless.storyboard")
        #expect(nameless.warnings.contains { $0.kind == .unreadableValue(attribute: "storyboardName", value: "") && $0.line == 6 })
        #expect(nameless.scene(controllerID: "Ref")?.viewController?.storyboardReference == nil)
    }

    @Test("references in a cycle, and a storyboard naming itself, lay out without looping")
    func cyclesAndSelfReferences() throws {
        // A's navigation controller has B's initial scene as its root; B's scene pushes A's
        // initial controller (the navigation controller) again, and a scene of A itself.
        let a = try InlineIB.storyboard("""
            \(InlineIB.containerScene("navigationController", id: "NavA", holds: [("ToB", "rootViewController")]))
            \(InlineIB.referenceScene("ToB", storyboard: "B"))
            \(Self.pinnedScene("Self", identifier: "SelfID"))
            \(InlineIB.referenceScene("ToSelf", storyboard: "A", identifier: "SelfID"))
            """, tools: "22505", device: "retina6_12", initial: "NavA", fileName: "App/A.storyboard")
        let b = try InlineIB.storyboard("""
            \(Self.pinnedScene("BRoot", extra: #"<connections><segue destination="ToA" kind="show" id="S"/></connections>"#))
            \(InlineIB.referenceScene("ToA", storyboard: "A"))
            """, tools: "22505", device: "retina6_12", initial: "BRoot", fileName: "App/B.storyboard")
        let linkedA = IBStoryboardLinks([b]).linking(a), linkedB = IBStoryboardLinks([a]).linking(b)
        #expect(linkedA.linkedReferences == ["ToB": "BRoot", "ToA": "NavA", "ToSelf": "Self"])
        for name in IBLayout.sceneNames(of: linkedA) { _ = try layout(linkedA, name) }
        for name in IBLayout.sceneNames(of: linkedB) { _ = try layout(linkedB, name) }
        // B's scene is A's navigation controller's root: under its bar.
        let root = try layout(linkedB, "BRoot")
        let metrics = root.window.metrics
        #expect(root.views["BRootPinned"]?.frameInWindow.minY == metrics.safeAreaInsets.top + metrics.bars.navigationBar)
        // A reference to a scene of its own storyboard is that scene.
        #expect(try layout(linkedA, "ToSelf").sceneName == "SelfID")
    }

    @Test("a designer's navigation controller that nothing instantiates gives way to the segue that shows its scene (PacktPublishing's LetsEat)")
    func neverInstantiatedContainer() throws {
        // Settings' initial scene Detail sits in a navigation controller that is not initial, has
        // no storyboard identifier and no segue to it; Main's Home pushes Detail (a reference).
        let settings = try InlineIB.storyboard("""
            \(InlineIB.containerScene("navigationController", id: "DeadNav", holds: [("Detail", "rootViewController")]))
            \(Self.pinnedScene("Detail", identifier: "DetailID"))
            \(Self.pinnedScene("Sheet", identifier: "SheetID"))
            """, tools: "22505", device: "retina6_12", initial: "Detail", fileName: "App/Settings.storyboard")
        let pushed = try layout(IBStoryboardLinks([try main()]).linking(settings), "DetailID")
        let metrics = pushed.window.metrics
        let frame = try #require(pushed.views["DetailPinned"]?.frameInWindow)
        #expect(frame.minY == metrics.safeAreaInsets.top + metrics.bars.navigationBar)
        #expect(frame.maxY == metrics.screenSize.height - metrics.safeAreaInsets.bottom - metrics.bars.tabBar)
        // Read alone, nothing shows Detail: the designer's navigation controller is kept.
        let alone = try layout(settings, "DetailID")
        #expect(alone.views["DetailPinned"]?.frameInWindow.minY == metrics.safeAreaInsets.top + metrics.bars.navigationBar)
        #expect(alone.views["DetailPinned"]?.frameInWindow.maxY == metrics.screenSize.height - metrics.safeAreaInsets.bottom)
    }

    @Test("a storyboard read with an id prefix has every id and every reference to one prefixed")
    func idPrefix() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="Nav">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
            \(InlineIB.navigationScene(root: "List", bar: (59, 393, 44)))
            \(Self.pinnedScene("List"))
                </scenes>
            </document>
            """
        let document = try IBReader.read(string: text, fileName: "Settings.storyboard", options: IBReadOptions(idPrefix: "Settings/"))
        #expect(document.initialViewControllerID == "Settings/Nav")
        let nav = try #require(document.scene(controllerID: "Settings/Nav"))
        #expect(nav.sceneID == "Settings/NavS")
        #expect(nav.viewController?.segues.map(\.destination) == ["Settings/List"])
        let constraint = try #require(document.allConstraints.first { $0.id == "Settings/ListT" })
        #expect(constraint.firstItem == "Settings/ListPinned" && constraint.secondItem == "Settings/ListSafe")
        #expect(document.warnings.isEmpty)
        // Laid out, it is the same scene.
        let plain = try IBReader.read(string: text, fileName: "Settings.storyboard")
        #expect(try layout(document, "Settings/List").views["Settings/ListPinned"]?.frameInWindow
                == layout(plain, "List").views["ListPinned"]?.frameInWindow)
    }

    @Test("a warning about a storyboard read with an id prefix names its ids as the file writes them")
    func warningsNameWrittenIDs() throws {
        let main = try IBReader.read(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="Tabs">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="TabsS"><objects>
                        <tabBarController id="Tabs" sceneMemberID="viewController">
                            <connections><segue destination="Ref" kind="relationship" relationship="viewControllers" id="R1"/></connections>
                        </tabBarController>
                    </objects></scene>
            \(InlineIB.referenceScene("Ref", storyboard: "Settings", identifier: "Missing"))
                </scenes>
            </document>
            """, fileName: "App/Main.storyboard", options: IBReadOptions(idPrefix: "Main/"))
        let settings = try settings()
        let linked = IBStoryboardLinks([main]).linking(settings)
        let warning = try #require(linked.warnings.first { $0.kind == .unresolvedReference("Main/Ref") })
        #expect(warning.message.hasPrefix("storyboard reference 'Ref' names the storyboard identifier 'Missing'"))
        #expect(warning.location == IBSourceLocation(file: "App/Main.storyboard", line: 11))
    }

    @Test("the reference's attributes are read")
    func readsReference() throws {
        let reference = try main().scene(controllerID: "DetailRef")?.viewController?.storyboardReference
        #expect(reference == IBStoryboardReference(storyboardName: "Settings", referencedIdentifier: "DetailID"))
        #expect(IBStoryboardLinks.storyboardName(path: "Rocket.Chat/Storyboards/New Room.storyboard") == "New Room")
    }
}
