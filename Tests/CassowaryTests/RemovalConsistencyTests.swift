import Testing
@testable import Cassowary

/// Removing constraints must leave the solver exactly where building it from the remaining
/// constraints leads: the same weighted error (the optimum's value) and every required
/// constraint held. Random systems exercise every way a marker can sit in the tableau.
@Suite("Removing constraints equals rebuilding without them")
struct RemovalConsistencyTests {
    @Test("random systems: remove a random half, compare with a fresh build", arguments: 0..<40)
    func removeHalf(seed: Int) throws {
        var g = SplitMix64(seed: UInt64(1_000 + seed))
        let system = RandomSystem.make(index: seed, using: &g)
        let instance = system.instantiate()
        let solver = try instance.build()
        var kept: [Constraint] = []
        var keptEntries: [ConstraintSystem.Entry] = []
        for (entry, constraint) in zip(system.constraints, instance.constraints) {
            if Bool.random(using: &g) {
                try solver.removeConstraint(constraint)
            } else {
                kept.append(constraint)
                keptEntries.append(entry)
            }
        }
        solver.updateVariables()
        let fresh = Solver()
        for edit in system.edits {
            try fresh.addEditVariable(instance.variables[edit.variable], strength: edit.strength)
            try fresh.suggestValue(instance.variables[edit.variable], edit.initial)
        }
        for constraint in kept { try fresh.addConstraint(constraint) }
        fresh.updateVariables()

        func weightedError(_ s: Solver) -> Double {
            var total = 0.0
            for (entry, constraint) in zip(keptEntries, kept) where !entry.strength.isRequired {
                total += entry.strength.weight * constraint.violation(s.value(of:))
            }
            for edit in system.edits {
                total += edit.strength.weight * abs(s.value(of: instance.variables[edit.variable]) - edit.initial)
            }
            return total
        }
        for (entry, constraint) in zip(keptEntries, kept) where entry.strength.isRequired {
            #expect(constraint.violation(solver.value(of:)) < 1e-9, "\(constraint)")
        }
        #expect(KiwiPeer.close(weightedError(solver), weightedError(fresh)),
                "removed: \(weightedError(solver)), rebuilt: \(weightedError(fresh))")
        #expect(solver.constraintCount == fresh.constraintCount)
    }

    @Test("removing every constraint empties the solver; variables read 0")
    func removeAll() throws {
        var g = SplitMix64(seed: 77)
        let system = RandomSystem.make(index: 1, using: &g)
        let instance = system.instantiate()
        let solver = Solver()
        for constraint in instance.constraints { try solver.addConstraint(constraint) }
        for constraint in instance.constraints.reversed() { try solver.removeConstraint(constraint) }
        solver.updateVariables()
        #expect(solver.constraintCount == 0)
        #expect(instance.variables.allSatisfy { solver.value(of: $0) == 0 })
    }
}
