import DeviceCatalog
import Foundation
import Testing
@testable import LayoutSpec

@Suite("Reading screen specs")
struct SpecReaderTests {
    /// docs/CLI.md's example spec, verbatim.
    static let cliExample = """
    name: Profile
    device: iPhone X            # optional; --device wins
    orientation: portrait       # optional
    ios: 17                     # optional
    statusBar: {hidden: false, inCall: false}
    root:                       # a controller
      type: navigationController          # viewController | navigationController | tabBarController
      id: nav
      navigationBar: {hidden: false, prefersLargeTitles: false, translucent: true}
      viewControllers:                    # navigation stack (last on top) or tabs
        - type: viewController
          id: rootVC
          additionalSafeAreaInsets: {top: 0}
          edgesForExtendedLayout: all      # all | none | [top, bottom, left, right]
          extendedLayoutIncludesOpaqueBars: false
          automaticallyAdjustsScrollViewInsets: true
          view:
            id: root
            subviews:
              - id: title
                type: label
                intrinsicContentSize: {width: 120, height: 21}
              - id: list
                type: tableView
                rows: [15]                 # rows per section
                contentInsetAdjustmentBehavior: automatic
            constraints:
              - title.top == root.safeArea.top + 8
              - title.leading == root.margins.leading
              - list.top == title.bottom + 8
              - list.leading == root.leading
              - list.trailing == root.trailing
              - list.bottom == root.bottom
    actions:                      # optional, applied in order
      - push: {type: viewController, id: pushVC, view: {id: pushRoot}}
        animated: false           # push, pop, select: default true
      - rotate: landscape-left
      - statusBar: {inCall: true}
      - pop: {}
      - select: {tab: 1}
    """

    @Test("docs/CLI.md's example reads completely")
    func cliExampleReads() throws {
        let spec = try SpecReader.decode(Self.cliExample, file: "profile.yaml")
        #expect(spec.name == "Profile")
        #expect(spec.device == "iPhone X")
        #expect(spec.orientation == .portrait)
        #expect(spec.ios == 17)
        #expect(spec.root.kind == .navigationController)
        #expect(spec.root.viewControllers.map(\.id) == ["rootVC"])
        let root = try #require(spec.root.viewControllers.first?.view)
        #expect(root.subviews.map(\.id) == ["title", "list"])
        #expect(root.subviews[1].kind == .tableView)
        #expect(root.subviews[1].rows == [15])
        #expect(root.constraints.count == 6)
        #expect(root.constraints[0].location == SourceLocation(file: "profile.yaml", line: 28, column: 13))
        #expect(spec.actions.map(\.name) == ["push", "rotate", "statusBar", "pop", "select"])
        #expect(spec.actions[0].animated == false)
        #expect(spec.actions[1].animated == true)
    }

    @Test("Visual Format strings read with the holding view's metrics and the safe-area edge")
    func visualFormat() throws {
        let text = """
        root:
          type: viewController
          id: vc
          view:
            id: root
            metrics: {pad: 16}
            subviews: [{id: a}, {id: b}]
            constraints:
              - "H:|margins|-[a]-pad-[b(==a)]-|margins|"
              - "V:‖-8-[a]"
        """
        let spec = try SpecReader.decode(text, file: "vfl.yaml")
        let constraints = try #require(spec.root.view?.constraints)
        #expect(constraints.map { $0.visualFormat?.views.map(\.name) } == [["a", "b"], ["a"]])
        #expect(constraints[1].visualFormat?.leading?.edge == .safeArea)
        #expect(constraints[0].location == SourceLocation(file: "vfl.yaml", line: 9, column: 10))
    }

    @Test("JSON reads through the same path, with line numbers")
    func json() throws {
        let text = """
        {"root": {"type": "viewController", "id": "vc",
                  "view": {"id": "root", "subviews": [{"id": "button", "type": "button"}],
                           "constraints": ["button.bottom == root.safeArea.bottom - 16"]}}}
        """
        let spec = try SpecReader.decode(text, file: "s.json")
        #expect(spec.root.view?.subviews.first?.kind == .button)
        #expect(spec.root.view?.constraints.first?.location.line == 3)
    }

    static func failure(_ text: String) -> SpecError? {
        do {
            _ = try SpecReader.decode(text, file: "bad.yaml")
            return nil
        } catch {
            return error
        }
    }

    @Test("bad specs end with an error naming the place and what was expected", arguments: [
        ("root: {type: viewController, id: vc, view: {id: root, constraints: [ghost.top == root.top]}}",
         "bad.yaml:1:69: error: no view, guide or controller has the id 'ghost'"),
        ("root: {type: viewController, id: vc, view: {id: root, subviews: [{id: a}, {id: a}]}}",
         "bad.yaml:1:80: error: the id 'a' is already used at 1:71"),
        ("root: {type: viewController, id: vc, view: {id: root, subviews: [{id: a}], constraints: ['a.top == root.top +']}}",
         "bad.yaml:1:110: error: expected a number after `+`"),
        ("root: {type: viewController, id: vc, view: {id: root, hiden: true}}",
         "bad.yaml:1:55: error: unknown key 'hiden'; did you mean 'hidden'?"),
        ("root: {type: viewController, id: vc, view: {id: root, frame: {x: 0, y: 0, width: .nan, height: 10}}}",
         "expected a width (not negative), not '.nan'"),
        ("root: {type: viewController, id: vc, view: {id: root, frame: {x: 1e300, y: 0, width: 1, height: 10}}}",
         "expected a number from -1000000 to 1000000, not 1e300"),
        ("root: {type: viewController, id: vc, view: {id: root, hidden: maybe}}",
         "expected true or false, not 'maybe'"),
        ("root: {type: tableViewController, id: vc}",
         "expected a controller type: viewController, navigationController, tabBarController, not 'tableViewController'"),
        ("root: {type: viewController, id: vc, view: {id: root, rows: [3]}}",
         "`rows` only on tableView or collectionView, not on a view (set `type`)"),
        ("root: {type: viewController, id: vc, view: {id: root, subviews: [{id: s, type: stackView, arrangedSubviews: [x]}]}}",
         "no view, guide or controller has the id 'x'"),
        ("root: {type: viewController, id: vc, view: {id: root, subviews: [{id: a}], constraints: ['a.top == root.content.top']}}",
         "`.content` on a scroll, table or collection view; 'root' is not one"),
        ("root: {type: viewController, id: vc, view: {id: root, constraints: ['H:|-[a]-|']}}",
         "bad.yaml:1:75: error: no view, guide or controller has the id 'a'"),
        ("root: {type: viewController, id: vc, view: {id: root, subviews: [{id: a}], constraints: ['H:|-pad-[a]-|']}}",
         "no view, guide or controller has the id 'pad'"),
        ("root: {type: viewController, id: vc, view: {id: root, subviews: [{id: a}], constraints: ['H:|-[a'], metrics: {}}}",
         "bad.yaml:1:97: error: Expected `]` to close the view `[a`"),
        ("root: {type: viewController, id: vc\n", "bad.yaml:2:1: error:"),
        ("actions: []", "bad.yaml:1:1: error: a screen spec needs the key 'root'"),
    ])
    func errors(text: String, expected: String) throws {
        let error = try #require(Self.failure(text), "accepted: \(text)")
        #expect(error.description.contains(expected), "\(error.description)")
    }

    static func nested(_ depth: Int) -> String {
        var text = "root: {type: viewController, id: vc, view: "
        for level in 0..<depth { text += "{id: v\(level), subviews: [" }
        text += "{id: leaf}"
        for _ in 0..<depth { text += "]}" }
        return text + "}"
    }

    @Test("a 3,000-deep hierarchy is refused with a limit error, not a crash", arguments: [300, 3_000])
    func deepHierarchy(depth: Int) throws {
        let error = try #require(Self.failure(Self.nested(depth)))
        guard case let .limitExceeded(location, message) = error else { Issue.record("\(error)"); return }
        #expect(message.contains("\(SpecLimits.maximumViewDepth) levels"), "\(message)")
        #expect(location.line == 1 && location.column > 1)
    }

    @Test("a hierarchy at the limit still reads")
    func depthAtLimit() throws {
        let spec = try SpecReader.decode(Self.nested(SpecLimits.maximumViewDepth - 2), file: "deep.yaml")
        #expect(spec.root.view?.id == "v0")
    }

    @Test("a billion-laughs document is composed without expanding and ends in an error at its place",
          .timeLimit(.minutes(1)))
    func aliasBomb() throws {
        // Ten levels of ten aliases each: 10^10 leaves if anything expanded it.
        var text = "actions: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        text = "root:\n  type: viewController\n  id: vc\n  view:\n    id: root\n    metrics:\n"
        text += "      a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            text += "      a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let error = try #require(Self.failure(text))
        #expect(error.description.hasPrefix("bad.yaml:7:11: error: expected a number"), "\(error)")
    }

    @Test("the node budget counts every use of an alias")
    func nodeBudget() throws {
        var decoder = SpecDecoder(file: "budget.yaml")
        let node = try SpecReader.compose("[1, 2, 3]", file: "budget.yaml")
        for _ in 0..<SpecLimits.maximumNodes { _ = try decoder.resolve(node) }
        #expect(throws: SpecError.self) { _ = try decoder.resolve(node) }
    }

    @Test("reading a missing file names it")
    func missingFile() {
        do {
            _ = try SpecReader.read(path: "/nonexistent/screen.yaml")
            Issue.record("read a missing file")
        } catch {
            guard case let .unreadable(file, _) = error else { Issue.record("\(error)"); return }
            #expect(file == "/nonexistent/screen.yaml")
        }
    }
}
