import Foundation
import SafeAreaCLI
import Testing

@Suite("safearea solve")
struct SolveCommandTests {
    /// A 2-variable system: a.x = 16 (required); a.w >= 44 (strong) loses to
    /// a.x + a.w <= 10 (2e6); the medium edit on a.w is outweighed. Optimum: a.x 16, a.w -6.
    static let system = """
    cassowary-bench/1 tiny
    V 2
    a.x
    a.w
    K 3
    C == required -16.0 1 1.0 0
    C >= strong -44.0 1 1.0 1
    C <= 2000000.0 -10.0 2 1.0 0 1.0 1
    E 1 2
    D 1 medium 50.0 60.0 70.0
    """

    static func file(_ text: String, _ name: String = "system.txt") throws -> String {
        let url = Scratch.url("solve", "-\(name)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test("--json prints values in file order, valuesAfterEdits and timings, as docs/CLI.md says")
    func json() throws {
        let path = try Self.file(Self.system)
        let text = try Run.output(["solve", path, "--json", "--repeat", "3"])
        #expect(text.hasPrefix("{\"values\": {\"a.x\": 16, \"a.w\": -6}, \"valuesAfterEdits\": {\"a.x\": 16, \"a.w\": -6}, \"timings\": {\"constructMs\": "))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let timings = try #require(object["timings"] as? [String: Double])
        #expect(Set(timings.keys) == ["constructMs", "buildAndSolveMs", "editLoopMs"])
    }

    @Test("the text form names the system and the suite's checks")
    func text() throws {
        let text = try Run.output(["solve", try Self.file(Self.system)])
        #expect(text.contains("tiny: 2 variables, 3 constraints, 1 edits × 2 steps"))
        #expect(text.contains("required max violation 0"))
    }

    @Test("an unsatisfiable system fails with exit 1 and the conflicting constraints")
    func conflict() throws {
        let path = try Self.file("cassowary-bench/1 clash\nV 1\nx\nK 2\nC >= required -10.0 1 1.0 0\nC <= required -5.0 1 1.0 0\nE 0 0\n")
        guard case let .failure(code, message) = Run.safearea(["solve", path]) else {
            Issue.record("an unsatisfiable system solved")
            return
        }
        #expect(code == 1)
        #expect(message.contains("x - 10 >= 0 | required"))
        #expect(message.contains("x - 5 <= 0 | required"))
    }

    @Test("a malformed file fails with exit 1 naming the line; a bad --repeat is misuse (64)")
    func badInput() throws {
        let path = try Self.file("cassowary-bench/1 bad\nV one\n")
        guard case let .failure(code, message) = Run.safearea(["solve", path]) else {
            Issue.record("a malformed file solved")
            return
        }
        #expect(code == 1)
        #expect(message.contains(":2: expected a variable count after V"))
        guard case let .failure(usage, _) = Run.safearea(["solve", path, "--repeat", "0"]) else {
            Issue.record("--repeat 0 accepted")
            return
        }
        #expect(usage == 64)
    }
}
