import Foundation
import SafeAreaCLI
import Testing

/// The `present` and `dismiss` actions and the controller keys `modalPresentationStyle` and
/// `largeTitleDisplayMode` (docs/CLI.md, extended), through `safearea layout --json --trace`.
@Suite("safearea layout: present, dismiss, large titles")
struct PresentationSpecTests {
    typealias T = LayoutCommandTests

    static func write(_ spec: String) throws -> String {
        let url = Scratch.url("present", ".yaml")
        try spec.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    static let home = """
    device: iPhone X
    ios: 16
    root:
      type: viewController
      id: home
      view: {id: homeRoot}
    """

    @Test("a page sheet on an iPhone X: top inset 0, bottom 34; home gets no appearance callbacks (7.2)")
    func sheet() throws {
        let path = try Self.write(Self.home + """

        actions:
          - present: {type: viewController, id: sheet, view: {id: sheetRoot}}
        """)
        let scene = try T.scene([path, "--json", "--trace"])
        // Semantics doc 7.2: a sheet's root has top 0 and the home band at the bottom.
        #expect(T.insets(try T.view(scene, "sheetRoot")["safeAreaInsets"]) == [0, 0, 34, 0])
        let trace = try #require(scene["trace"] as? [[String: Any]])
        let afterMarker = trace.drop { ($0["action"] as? String) != "present" }.dropFirst()
        #expect(!afterMarker.isEmpty)
        #expect(!afterMarker.contains { ($0["controller"] as? String) == "home" && (($0["event"] as? String) ?? "").contains("ppear") })
    }

    @Test("full screen, then dismiss: the presenting controller disappears and reappears (7.2)")
    func fullScreenAndDismiss() throws {
        let path = try Self.write(Self.home + """

        actions:
          - present: {type: viewController, id: modal, modalPresentationStyle: fullScreen, view: {id: modalRoot}}
          - dismiss: {}
        """)
        let scene = try T.scene([path, "--json", "--trace"])
        let trace = try #require(scene["trace"] as? [[String: Any]])
        let homeEvents = trace.compactMap { ($0["controller"] as? String) == "home" ? $0["event"] as? String : nil }
        #expect(homeEvents.suffix(4) == ["viewWillDisappear", "viewDidDisappear", "viewWillAppear", "viewDidAppear"])
        let views = try #require(scene["views"] as? [[String: Any]])
        #expect(!views.contains { $0["id"] as? String == "modalRoot" })
    }

    @Test("large titles from the spec: 140 on an iPhone X, 88 for an item that says never (semantics doc §4)")
    func largeTitles() throws {
        let path = try Self.write("""
        device: iPhone X
        root:
          type: navigationController
          id: nav
          navigationBar: {prefersLargeTitles: true}
          viewControllers:
            - {type: viewController, id: list, view: {id: listRoot}}
        actions:
          - push: {type: viewController, id: detail, largeTitleDisplayMode: never, view: {id: detailRoot}}
            animated: false
        """)
        let scene = try T.scene([path, "--json"])
        #expect(T.insets(try T.view(scene, "detailRoot")["safeAreaInsets"]) == [88, 0, 34, 0])
        let before = try Self.write(String(try String(contentsOfFile: path, encoding: .utf8).split(separator: "actions:")[0]))
        #expect(T.insets(try T.view(try T.scene([before, "--json"]), "listRoot")["safeAreaInsets"]) == [140, 0, 34, 0])
    }

    @Test("bad presentations are errors naming the place: a typo, nothing to dismiss, an iPad sheet")
    func errors() throws {
        let typo = try Self.write(Self.home + """

        actions:
          - present: {type: viewController, id: modal, modalPresentationStyle: pagesheet, view: {id: m}}
        """)
        guard case let .failure(code, message) = Run.safearea(["layout", typo]) else { Issue.record("accepted"); return }
        #expect(code == 1)
        #expect(message.contains("did you mean 'pageSheet'?"))

        let nothing = try Self.write(Self.home + "\nactions:\n  - dismiss: {}\n")
        guard case let .failure(_, message2) = Run.safearea(["layout", nothing]) else { Issue.record("accepted"); return }
        #expect(message2.contains(":8:5: error: expected a presented controller to dismiss"))

        let ipad = try Self.write(Self.home + "\nactions:\n  - present: {type: viewController, id: s, view: {id: sv}}\n")
        guard case let .failure(_, message3) = Run.safearea(["layout", ipad, "--device", "iPad Air 13-inch (M2)", "--ios", "17"]) else {
            Issue.record("accepted"); return
        }
        #expect(message3.contains("does not publish"))
    }
}
