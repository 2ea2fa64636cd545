import Foundation
import Testing
@testable import Cassowary

@Suite("The cassowary-bench/1 reader")
struct ConstraintSystemTests {
    static let small = """
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

    @Test("the line format reads names, constraints with strengths, and edits")
    func readsLineFormat() throws {
        let system = try ConstraintSystem(text: Self.small, file: "tiny.txt")
        #expect(system.name == "tiny")
        #expect(system.variables == ["a.x", "a.w"])
        #expect(system.constraints.count == 3)
        #expect(system.constraints[1].strength == .strong)
        #expect(system.constraints[2].strength == .weighted(2e6))
        #expect(system.constraints[2].relation == .lessThanOrEqual)
        #expect(system.edits.first?.suggestions == [60, 70])
        #expect(system.editSteps == 2)
    }

    @Test("the protocol's build and edit loop solve it; the checks report the optimum")
    func solvesByProtocol() throws {
        let system = try ConstraintSystem(text: Self.small, file: "tiny.txt")
        let m = try system.measure(repeats: 1)
        // a.x = 16 (required); a.w wants 50 (medium edit) but a.x + a.w <= 10 at 2e6 beats it,
        // and a.w >= 44 (strong) is cheaper to break than the 2e6 constraint: a.w = -6.
        #expect(m.values.map(\.value) == [16, -6])
        #expect(m.check.requiredMaxViolation == 0)
        #expect(m.check.weightedError == 1e6 * 50 + 1e3 * 56)
        #expect(m.valuesAfterEdits?.map(\.value) == [16, -6])
    }

    @Test("bad input names the file, the line and what was expected", arguments: [
        ("cassowary-bench/2 x\n", 1, "the header"),
        ("cassowary-bench/1 x\nV 1\na\nK 1\nC == required 0.0 1 1.0 5\nE 0 0\n", 5, "a variable index from 0 to 0"),
        ("cassowary-bench/1 x\nV 1\na\nK 1\nC ~ required 0.0 1 1.0 0\nE 0 0\n", 5, "`==`, `<=` or `>=`"),
        ("cassowary-bench/1 x\nV 1\na\nK 1\nC == required nan 1 1.0 0\nE 0 0\n", 5, "a finite constant"),
        ("cassowary-bench/1 x\nV 2\na\na\n", 4, "declared twice"),
        ("cassowary-bench/1 x\nV 99999999999\n", 2, "a variable count"),
        ("cassowary-bench/1 x\nV 1\na\nK 2\nC == required 0.0 1 1.0 0\n", 6, "a constraint line"),
    ])
    func errors(input: String, line: Int, expected: String) {
        do {
            _ = try ConstraintSystem(text: input, file: "bad.txt")
            Issue.record("accepted bad input")
        } catch {
            guard case let .malformed(file, errorLine, message) = error else { Issue.record("\(error)"); return }
            #expect(file == "bad.txt")
            #expect(errorLine == line)
            #expect(message.contains(expected), "\(message)")
        }
    }

    @Test("the JSON encoding reads the same system")
    func readsJSON() throws {
        let json = """
        {"format":"cassowary-bench/1","name":"tiny","variables":["a.x","a.w"],
         "constraints":[{"terms":[[1.0,"a.x"]],"constant":-16.0,"op":"==","strength":"required"},
                        {"terms":[[1.0,"a.w"]],"constant":-44.0,"op":">=","strength":"strong"},
                        {"terms":[[1.0,"a.x"],[1.0,"a.w"]],"constant":-10.0,"op":"<=","strength":2000000.0}],
         "edits":[{"var":"a.w","strength":"medium","initial":50.0,"suggest":[60.0,70.0]}]}
        """
        let fromJSON = try ConstraintSystem(json: Data(json.utf8))
        let fromText = try ConstraintSystem(text: Self.small)
        #expect(try fromJSON.measure(repeats: 1).values.map(\.value) == fromText.measure(repeats: 1).values.map(\.value))
        #expect(throws: ConstraintSystemError.self) { try ConstraintSystem(json: Data("{\"format\":1}".utf8)) }
    }
}
