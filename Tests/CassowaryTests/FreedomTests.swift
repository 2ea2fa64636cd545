import Testing
@testable import Cassowary

/// `Solver.freeVariables(_:beyond:)`: whether an equally good solution moves a variable.
/// The expected answers are worked by hand from the constraints, and, on random systems,
/// taken from a slow reference: one solver per variable, asked with an edit below every
/// other level to move that variable 20 one way and then the other.
@Suite("Free variables read off the optimal tableau")
struct FreedomTests {
    @Test("a variable pinned by a required equality is fixed; one bounded on one side is free")
    func requiredBounds() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x == 10)
        try solver.addConstraint(y >= 0)
        #expect(solver.freeVariables([x, y], beyond: 0.5) == [false, true])
    }

    @Test("two optional constraints of one priority that pull apart tie: every split between them is optimal")
    func equalPrioritiesTie() throws {
        // x + y == 100; x == 30 and y == 80 at the same level and weight: the total error
        // |x − 30| + |x − 20| is 10 for every x in 20…30, so x is free over 10 pt.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x + y == 100)
        try solver.addConstraint((x == 30).withStrength(.priority(250)))
        try solver.addConstraint((y == 80).withStrength(.priority(250)))
        #expect(solver.freeVariables([x, y], beyond: 0.5) == [true, true])

        // One priority higher on x's constraint breaks the tie: x is 30, y is 70.
        let other = Solver()
        try other.addConstraint(x + y == 100)
        try other.addConstraint((x == 30).withStrength(.priority(251)))
        try other.addConstraint((y == 80).withStrength(.priority(250)))
        #expect(other.freeVariables([x, y], beyond: 0.5) == [false, false])
    }

    @Test("room smaller than the distance asked is not freedom; room larger is")
    func distance() throws {
        // 10 ≤ x ≤ 10.3: another solution moves x by at most 0.3.
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 10)
        try solver.addConstraint(x <= 10.3)
        #expect(solver.freeVariables([x], beyond: 0.5) == [false])
        #expect(solver.freeVariables([x], beyond: 0.1) == [true])
    }

    @Test("a variable no constraint names, and one only related to another free one, are free")
    func unconstrained() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), lonely = Variable("lonely")
        try solver.addConstraint(y == x + 5)
        #expect(solver.freeVariables([x, y, lonely], beyond: 0.5) == [true, true, true])
    }

    @Test("asking does not change the solver: values, and later edits, are as before")
    func leavesSolverAlone() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x + y == 100)
        try solver.addConstraint((x == 30).withStrength(.priority(250)))
        try solver.addConstraint((y == 80).withStrength(.priority(250)))
        try solver.addEditVariable(x, strength: .priority(500))
        try solver.suggestValue(x, 40)
        solver.updateVariables()
        let before = solver.debugDescription
        _ = solver.freeVariables([x, y], beyond: 0.5)
        #expect(solver.debugDescription == before)
        try solver.suggestValue(x, 45)
        solver.updateVariables()
        #expect(solver.value(of: x) == 45)
        #expect(solver.value(of: y) == 55)
    }

    @Test("on 400 random systems the tableau's answer is the reference probe's, variable by variable")
    func randomSystemsMatchProbe() throws {
        var g = SplitMix64(seed: 2026_11_22)
        var freeCount = 0, fixedCount = 0
        for index in 0..<400 {
            let system = FreedomSystem.make(using: &g)
            guard let solver = system.solver() else { continue }
            let answer = solver.freeVariables(system.variables, beyond: 0.5)
            // The same question through the per-variable expansion instead of the dense pass.
            let expanded = solver.core.freedom(of: system.variables, beyond: 0.5, denseLimit: 0)
            for (k, variable) in system.variables.enumerated() {
                let expected = try system.probe(variable)
                #expect(answer[k] == expected, "system \(index), \(variable.name): tableau \(answer[k]), probe \(expected)\n\(solver.debugDescription)")
                #expect(expanded[k] == expected, "system \(index), \(variable.name): expanded \(expanded[k]), probe \(expected)")
                if expected { freeCount += 1 } else { fixedCount += 1 }
            }
        }
        // The generator must exercise both answers, or the comparison proves little.
        #expect(freeCount > 100 && fixedCount > 100, "free \(freeCount), fixed \(fixedCount)")
    }
}

/// Small random systems with few constraints and UIKit-like priorities shared by several
/// constraints, so that free variables and ties are common.
struct FreedomSystem {
    var variables: [Variable]
    var constraints: [Constraint]

    static func make(using g: inout SplitMix64) -> FreedomSystem {
        let n = Int.random(in: 1...5, using: &g)
        let variables = (0..<n).map { Variable("v\($0)") }
        let point = (0..<n).map { _ in Double(Int.random(in: 0...100, using: &g)) }
        var constraints: [Constraint] = []
        for _ in 0..<Int.random(in: 0...(2 * n), using: &g) {
            let k = Int.random(in: 1...min(2, n), using: &g)
            let chosen = Array((0..<n).shuffled(using: &g).prefix(k))
            let coefficients = chosen.map { _ in [-1.0, 1, 2].randomElement(using: &g)! }
            var expression = Expression(constant: 0)
            var atPoint = 0.0
            for (c, v) in zip(coefficients, chosen) {
                expression = expression + c * variables[v]
                atPoint += c * point[v]
            }
            let required = Int.random(in: 0..<3, using: &g) == 0
            let relation: RelationalOperator = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &g)!
            // Required constraints hold at the hidden point (so the system is feasible);
            // optional ones pull a little away from it.
            var target = atPoint
            if required && relation != .equal {
                target += Double(Int.random(in: 0...3, using: &g)) * (relation == .lessThanOrEqual ? 1 : -1)
            } else if !required {
                target += Double(Int.random(in: -10...10, using: &g))
            }
            let strength: Strength = required ? .required : .priority([250, 500, 750].randomElement(using: &g)!)
            let constraint = Constraint(expression - target, relation, strength: strength)
            constraints.append(constraint)
        }
        return FreedomSystem(variables: variables, constraints: constraints)
    }

    /// A solver holding every constraint, or nil when one is rejected.
    func solver() -> Solver? {
        let solver = Solver()
        for constraint in constraints {
            do { try solver.addConstraint(constraint) } catch { return nil }
        }
        solver.updateVariables()
        return solver
    }

    /// The reference: a fresh solver, the variable asked to move 20 each way below every
    /// other level; free when it moves more than 0.5.
    func probe(_ variable: Variable) throws -> Bool {
        guard let solver = solver() else { return false }
        let before = solver.value(of: variable)
        try solver.addEditVariable(variable, strength: Strength(level: 0.001))
        for offset in [20.0, -20.0] {
            try solver.suggestValue(variable, before + offset)
            solver.updateVariables()
            if abs(solver.value(of: variable) - before) > 0.5 { return true }
        }
        return false
    }
}

/// The optimum of a system with several priority levels does not depend on the order its
/// constraints were added: each level's total error (weight × violation) is the same, level
/// by level, highest first. This held for one level (the kiwi comparison) but once missed a
/// symbol that became lexicographically negative when a higher level's coefficient cancelled
/// to 0, stopping the simplex short of the optimum.
@Suite("Lexicographic optimum")
struct LexicographicOptimumTests {
    @Test("400 random systems with three priorities reach the same error at every level in any order")
    func orderIndependent() throws {
        var g = SplitMix64(seed: 7_2026)
        for index in 0..<400 {
            let system = FreedomSystem.make(using: &g)
            guard let first = system.solver() else { continue }
            let reference = levelErrors(system.constraints, first)
            for attempt in 0..<3 {
                var shuffled = system
                shuffled.constraints.shuffle(using: &g)
                guard let other = shuffled.solver() else { continue }
                let errors = levelErrors(system.constraints, other)
                #expect(zip(reference, errors).allSatisfy { abs($0 - $1) < 1e-6 },
                        "system \(index), order \(attempt): \(reference) against \(errors)")
            }
        }
    }

    /// Total weighted violation per level (750, 500, 250).
    func levelErrors(_ constraints: [Constraint], _ solver: Solver) -> [Double] {
        [750.0, 500, 250].map { level in
            constraints.filter { $0.strength.level == level }
                .reduce(0) { $0 + $1.strength.weight * $1.violation(solver.value(of:)) }
        }
    }
}
