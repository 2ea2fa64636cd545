import Foundation
import SafeAreaCLI
import Testing

/// Issue 8: a spec whose required constraints conflict is not a failed run: it lays out, as
/// UIKit does, with the broken constraint reported as an `unsatisfiable` issue (docs/CLI.md).
@Suite("safearea layout: conflicts and ambiguity are reported, not fatal")
struct LayoutIssueOutputTests {
    typealias T = LayoutCommandTests

    static func write(_ spec: String) throws -> String {
        let url = Scratch.url("issue", ".yaml")
        try spec.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test("conflicting required heights: exit 0, an unsatisfiable issue naming both, the first one holds")
    func conflict() throws {
        let path = try Self.write("""
        device: iPhone X
        root:
          type: viewController
          id: vc
          view:
            id: root
            subviews: [{id: box}]
            constraints:
              - box.top == root.safeArea.top
              - box.leading == root.leading
              - box.width == 100
              - box.height == 100
              - box.height == 200
        """)
        let scene = try T.scene([path, "--json"])
        let issues = try #require(scene["issues"] as? [[String: Any]])
        let conflict = try #require(issues.first { $0["kind"] as? String == "unsatisfiable" })
        let constraints = conflict["constraints"] as? [String] ?? []
        #expect(constraints.contains { $0.contains("100") } && constraints.contains { $0.contains("200") })
        // UIKit breaks the constraint being added (semantics doc 5.5): the earlier one holds.
        #expect(T.rect(try T.view(scene, "box")["frame"]) == [0, 44, 100, 100])
        #expect((conflict["message"] as? String)?.contains("Unable to simultaneously satisfy constraints") == true)
        // "broken" names the one given up: the later height, where it is written (line 13).
        #expect((conflict["broken"] as? String)?.hasPrefix("box.height == 200") == true, "\(conflict["broken"] ?? "")")
        #expect((conflict["broken"] as? String)?.hasSuffix(":13)") == true)
    }

    @Test("a view with no vertical position is reported ambiguous; the run still succeeds")
    func ambiguity() throws {
        let path = try Self.write("""
        device: iPhone X
        root:
          type: viewController
          id: vc
          view:
            id: root
            subviews: [{id: floating}]
            constraints:
              - floating.leading == root.leading
              - floating.width == 10
              - floating.height == 10
        """)
        let scene = try T.scene([path, "--json"])
        let issues = try #require(scene["issues"] as? [[String: Any]])
        #expect(issues.contains { $0["kind"] as? String == "ambiguous" && ($0["message"] as? String)?.contains("floating") == true })
    }
}
