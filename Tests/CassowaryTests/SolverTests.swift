import Testing
@testable import Cassowary

@Suite("Solving, adding and removing")
struct SolverTests {
    @Test("required equalities and inequalities hold; optional ones are met where they can be")
    func basics() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x + y == 100)
        try solver.addConstraint(x >= 10)
        try solver.addConstraint((x == 70).withStrength(.strong))
        try solver.addConstraint((y == 50).withStrength(.weak))
        solver.updateVariables()
        #expect(solver.value(of: x) == 70)
        #expect(solver.value(of: y) == 30)
    }

    @Test("removing a constraint restores the solution it displaced")
    func removeRestores() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 10).withStrength(.weak))
        let strong = (x == 20).withStrength(.strong)
        try solver.addConstraint(strong)
        solver.updateVariables()
        #expect(solver.value(of: x) == 20)
        try solver.removeConstraint(strong)
        solver.updateVariables()
        #expect(solver.value(of: x) == 10)
        #expect(solver.constraintCount == 1)
    }

    @Test("a higher UIKit priority wins over any number of lower ones (lexicographic, not weighted)")
    func prioritiesAreLexicographic() throws {
        // UIKit: "higher-priority constraints are satisfied before lower-priority constraints"
        // (NSLayoutConstraint.priority, Apple developer documentation).
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 100).withStrength(.priority(751)))
        var lows: [Constraint] = []
        for _ in 0..<5_000 {
            let c = (x == 0).withStrength(.priority(750))
            lows.append(c)
            try solver.addConstraint(c)
        }
        solver.updateVariables()
        #expect(solver.value(of: x) == 100)
    }

    @Test("kiwi's weighted model lets enough weak errors outvote a strong one, as kiwi does")
    func weightedModelOutvotes() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 100).withStrength(.weighted(10)))
        for _ in 0..<11 { try solver.addConstraint((x == 0).withStrength(.weak)) }
        solver.updateVariables()
        #expect(solver.value(of: x) == 0)
    }

    @Test("within one level, errors are weighed: the heavier preference wins")
    func weightsWithinALevel() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 10).withStrength(Strength(level: 500, weight: 2)))
        try solver.addConstraint((x == 20).withStrength(Strength(level: 500, weight: 1)))
        solver.updateVariables()
        #expect(solver.value(of: x) == 10)
    }

    @Test("a left-to-right row of views: the textbook layout solves exactly")
    func rowOfViews() throws {
        // Three 100-pt views in a 390-pt container with 16-pt insets and equal spacing.
        let left = Variable("left"), width = Variable("width")
        let xs = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.addConstraint(left == 0)
        try solver.addConstraint(width == 390)
        try solver.addConstraint(xs[0] == left + 16)
        let gap = Variable("gap")
        try solver.addConstraint(xs[1] == xs[0] + 100 + gap)
        try solver.addConstraint(xs[2] == xs[1] + 100 + gap)
        try solver.addConstraint(xs[2] + 100 == left + width - 16)
        solver.updateVariables()
        #expect(solver.value(of: gap) == 29)
        #expect(solver.value(of: xs[2]) == 274)
    }
}

@Suite("Edit variables")
struct EditTests {
    @Test("suggestValue moves the variable and what depends on it")
    func suggest() throws {
        let width = Variable("width"), half = Variable("half")
        let solver = Solver()
        try solver.addEditVariable(width, strength: .strong)
        try solver.addConstraint(half == width / 2)
        try solver.suggestValue(width, 375)
        solver.updateVariables()
        #expect(solver.value(of: half) == 187.5)
        try solver.suggestValue(width, 812)
        solver.updateVariables()
        #expect(solver.value(of: half) == 406)
    }

    @Test("a suggestion against a required limit stops at the limit, and comes back")
    func suggestAgainstRequired() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x <= 100)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 150)
        solver.updateVariables()
        #expect(solver.value(of: x) == 100)
        try solver.suggestValue(x, 40)
        solver.updateVariables()
        #expect(solver.value(of: x) == 40)
    }

    @Test("ten thousand edits leave no drift")
    func noDrift() throws {
        let w = Variable("w"), a = Variable("a"), b = Variable("b")
        let solver = Solver()
        try solver.addEditVariable(w, strength: .strong)
        try solver.addConstraint(a + b == w)
        try solver.addConstraint(a == 2 * b)
        try solver.addConstraint(b >= 10)
        for step in 0..<10_000 {
            try solver.suggestValue(w, Double(step % 97) * 3.7 + 0.1)
        }
        try solver.suggestValue(w, 300)
        solver.updateVariables()
        #expect(abs(solver.value(of: a) - 200) < 1e-9)
        #expect(abs(solver.value(of: b) - 100) < 1e-9)
    }

    @Test("edit-variable misuse is an error, not a crash")
    func editErrors() throws {
        let x = Variable("x")
        let solver = Solver()
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(x, 1) }
        #expect(throws: SolverError.requiredEditStrength(x)) { try solver.addEditVariable(x, strength: .required) }
        try solver.addEditVariable(x, strength: .medium)
        #expect(throws: SolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x, strength: .weak) }
        #expect(throws: SolverError.nonFiniteValue("the suggested value for x")) { try solver.suggestValue(x, .nan) }
        try solver.removeEditVariable(x)
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
    }
}
