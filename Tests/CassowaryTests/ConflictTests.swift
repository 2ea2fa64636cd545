import Testing
@testable import Cassowary

@Suite("Unsatisfiable constraints")
struct ConflictTests {
    /// Constraints compare by identity.
    func ids(_ constraints: [Constraint]) -> [ObjectIdentifier] { constraints.map(ObjectIdentifier.init) }

    @Test("the error names the whole minimal conflicting set, not only the last constraint")
    func minimalSet() throws {
        let top = Variable("top"), bottom = Variable("bottom"), height = Variable("height"), other = Variable("other")
        let solver = Solver()
        let a = top == 0
        let b = bottom == top + height
        let c = height >= 44
        let unrelated = other == 7
        let alsoUnrelated = other <= 100
        for constraint in [a, unrelated, b, alsoUnrelated, c] { try solver.addConstraint(constraint) }
        let d = bottom <= 20
        #expect(throws: SolverError.unsatisfiableConstraint(d, conflicting: [a, b, c, d])) {
            try solver.addConstraint(d)
        }
    }

    @Test("two contradicting equalities conflict through their dummies")
    func equalities() throws {
        let x = Variable("x")
        let solver = Solver()
        let a = x == 10
        try solver.addConstraint(a)
        let b = x == 20
        #expect(throws: SolverError.unsatisfiableConstraint(b, conflicting: [a, b])) { try solver.addConstraint(b) }
    }

    @Test("of several conflicting sets the deletion filter keeps the latest-added one, irreducible")
    func deletionFilterPrefersLaterConstraints() {
        let x = Variable("x"), y = Variable("y")
        let atLeast10 = x >= 10, atLeast20 = x >= 20, unrelated = y == 3
        let atMost5 = x <= 5
        // Either lower bound conflicts with x ≤ 5: the later one is kept, the unrelated one dropped.
        #expect(ids(SolverCore.deletionFilter([atLeast10, unrelated, atLeast20], against: atMost5)) == ids([atLeast20]))
        // The only conflicting one first, an unrelated one after it: kept, and dropped.
        #expect(ids(SolverCore.deletionFilter([atLeast10, unrelated], against: atMost5)) == ids([atLeast10]))
    }

    @Test("a conflict through a 30-link chain keeps every link and none of the constraints between them")
    func deletionFilterLongChain() {
        let links = (0...30).map { Variable("x\($0)") }
        let noise = (0..<30).map { Variable("n\($0)") }
        var candidates: [Constraint] = [links[0] == 0]
        var chain: [Constraint] = candidates
        for i in 0..<30 {
            candidates.append(noise[i] >= Double(i))
            let link = links[i + 1] == links[i] + 1
            candidates.append(link)
            chain.append(link)
        }
        let found = SolverCore.deletionFilter(candidates, against: links[30] <= 10)
        #expect(ids(found) == ids(chain))
        // Irreducible: without any one link the rest hold with the bound.
        for index in found.indices {
            var without = found
            without.remove(at: index)
            #expect(!SolverCore.cannotHoldTogether(without + [links[30] <= 10]))
        }
    }

    @Test("the filter walking one scratch solver finds the sets the filter solving every check anew finds",
          arguments: 0..<30)
    func deletionFilterMatchesChecksFromScratch(seed: Int) throws {
        // Layout-like systems: positions and sizes chained by offsets, bounded sizes, then
        // required bounds added until one cannot hold; its candidates are every required
        // constraint already added, the worst case (the certificate's are a subset).
        var g = SplitMix64(seed: UInt64(5_000 + seed))
        let edges = (0..<12).map { Variable("v\($0)") }
        let solver = Solver()
        var added: [Constraint] = []
        for i in 1..<edges.count {
            let j = Int.random(in: 0..<i, using: &g)
            let gap = Double(Int.random(in: 0...40, using: &g))
            let c = Bool.random(using: &g) ? edges[i] == edges[j] + gap : edges[i] >= edges[j] + gap
            try solver.addConstraint(c)
            added.append(c)
        }
        try solver.addConstraint(edges[0] == 0)
        added.append(edges[0] == 0)
        var compared = 0
        for _ in 0..<40 {
            let k = Int.random(in: 1..<edges.count, using: &g)
            let bound = edges[k] <= Double(Int.random(in: 0...120, using: &g))
            do {
                try solver.addConstraint(bound)
                added.append(bound)
            } catch {
                let walked = SolverCore.deletionFilter(added, against: bound)
                let fresh = SolverCore.deletionFilterFromScratch(added, against: bound)
                #expect(ids(walked) == ids(fresh))
                #expect(SolverCore.cannotHoldTogether(walked + [bound]))
                compared += 1
            }
        }
        #expect(compared > 0)
    }

    @Test("after a failed add the solver is as it was: same constraints, same solution, still usable")
    func unchangedAfterFailure() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x >= 10)
        try solver.addConstraint(y == x + 5)
        try solver.addConstraint((x == 30).withStrength(.medium))
        try solver.addConstraint(y <= 60)
        solver.updateVariables()
        let before = (solver.value(of: x), solver.value(of: y), solver.constraintCount)
        #expect(throws: SolverError.self) { try solver.addConstraint(x >= 56) }
        solver.updateVariables()
        #expect((solver.value(of: x), solver.value(of: y), solver.constraintCount) == before)
        try solver.addConstraint((x == 40).withStrength(.strong))
        solver.updateVariables()
        #expect(solver.value(of: x) == 40)
        #expect(solver.value(of: y) == 45)
    }

    @Test("duplicates, unknown constraints and non-finite numbers are errors")
    func misuse() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x >= 1
        try solver.addConstraint(c)
        #expect(throws: SolverError.duplicateConstraint(c)) { try solver.addConstraint(c) }
        let never = x <= 5
        #expect(throws: SolverError.unknownConstraint(never)) { try solver.removeConstraint(never) }
        #expect(throws: SolverError.self) { try solver.addConstraint(x == .infinity) }
        #expect(solver.constraintCount == 1)
    }

    @Test("the dump lists rows, objective and constraints by name")
    func dump() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 5).withStrength(.weak))
        let text = solver.debugDescription
        #expect(text.contains("Tableau"))
        #expect(text.contains("x - 5 == 0 | weak"))
    }
}
