import Testing
@testable import InterfaceBuilder

/// The index of who holds, pushes, embeds and presents whom (`IBSceneGraph`): each answer is the
/// first scene in document order, as the scans it replaced returned.
@Suite("Scene graph")
struct SceneGraphTests {
    static func scene(_ id: String, element: String = "viewController", segues: String = "") -> String {
        """
        <scene sceneID="\(id)S"><objects>
            <\(element) id="\(id)" sceneMemberID="viewController">
                <connections>\(segues)</connections>
            </\(element)>
        </objects></scene>
        """
    }

    @Test("containers, pushers, embeds, popovers, presentations and split views: the first in document order")
    func firstInDocumentOrder() throws {
        let document = try InlineIB.storyboard([
            Self.scene("NavA", element: "navigationController", segues: #"<segue destination="X" kind="relationship" relationship="rootViewController" id="r1"/>"#),
            Self.scene("NavB", element: "navigationController", segues: #"<segue destination="X" kind="relationship" relationship="rootViewController" id="r2"/>"#),
            Self.scene("P", segues: #"<segue destination="Y" kind="push" id="p1"/><segue destination="P" kind="show" id="self"/><segue destination="E" kind="embed" id="e1"/>"#),
            Self.scene("Q", segues: #"<segue destination="Y" kind="show" id="s1"/><segue destination="Z" kind="presentation" modalPresentationStyle="formSheet" id="m1"/><segue destination="Z" kind="presentation" id="m2"/><segue destination="O" kind="popoverPresentation" id="o1"/>"#),
            Self.scene("Split", element: "splitViewController", segues: #"<segue destination="S" kind="relationship" relationship="masterViewController" id="r3"/>"#),
            Self.scene("X"), Self.scene("Y"), Self.scene("Z"), Self.scene("E"), Self.scene("O"), Self.scene("S"),
        ].joined(separator: "\n"), tools: "21701", device: "retina6_1", initial: "NavA", fileName: "Graph.storyboard")
        let graph = IBSceneGraph(document)
        let id = { (scene: Int?) in scene.flatMap { document.scenes[$0].viewController?.id } }
        // Held by two navigation controllers: the first one's.
        #expect(id(graph.containerScene["X"]) == "NavA")
        // Pushed by P's legacy push first, by Q's show segue among show segues only.
        #expect(id(graph.pusherScene["Y"]) == "P")
        #expect(id(graph.showPusherScene["Y"]) == "Q")
        // A controller's segue to itself pushes nothing.
        #expect(graph.pusherScene["P"] == nil)
        #expect(id(graph.controllerScene["S"]) == "S")
        #expect(graph.presentationSegue["Z"]?.id == "m1")
        #expect(graph.embedded == ["E"] && graph.popoverDestinations == ["O"] && graph.splitHolder.keys.sorted() == ["S"])
        #expect(id(graph.splitHolder["S"]?.scene) == "Split" && graph.splitHolder["S"]?.relationship == "masterViewController")
    }
}
