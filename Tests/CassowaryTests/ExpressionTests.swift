import Testing
@testable import Cassowary

@Suite("Expression algebra")
struct ExpressionTests {
    let x = Variable("x"), y = Variable("y")

    @Test("operators build Σ coefficient × variable + constant")
    func operatorsBuildTerms() {
        let e = 2 * x + y - 10
        #expect(e.terms.map(\.coefficient) == [2, 1])
        #expect(e.terms[0].variable === x && e.terms[1].variable === y)
        #expect(e.constant == -10)
        #expect(e.description == "2 * x + y - 10")
    }

    @Test("subtraction, negation and division scale every term and the constant")
    func scaling() {
        let e = -(x - 3 * y + 4) / 2
        #expect(e.terms.map(\.coefficient) == [-0.5, 1.5])
        #expect(e.constant == -2)
    }

    @Test("a constraint normalises lhs - rhs: each variable once, zeros dropped")
    func constraintNormalises() {
        let c = x + y + 5 == x + 2 * y
        #expect(c.expression.terms.count == 1)
        #expect(c.expression.terms[0].variable === y)
        #expect(c.expression.terms[0].coefficient == -1)
        #expect(c.expression.constant == 5)
        #expect(c.relation == .equal)
        #expect(c.strength == .required)
    }

    @Test("withStrength keeps the relation and the expression")
    func withStrength() {
        let c = (x >= 10).withStrength(.priority(750))
        #expect(c.relation == .greaterThanOrEqual)
        #expect(c.strength == Strength(level: 750, weight: 1))
        #expect(c.description == "x - 10 >= 0 | priority(750)")
    }
}

@Suite("Strengths")
struct StrengthTests {
    @Test("UIKit priority 1000 is required; others are levels of their own")
    func priorities() {
        #expect(Strength.priority(1000).isRequired)
        #expect(!Strength.priority(999).isRequired)
        #expect(Strength.priority(250).level == 250)
    }

    @Test("kiwi's weights share one level; 1,001,001,000 (kiwi's required) and above are required")
    func kiwiWeights() {
        // kiwi's strength.h: strong = 1e6, medium = 1e3, weak = 1, required = 1001001000.
        #expect(Strength.strong.weight == 1_000_000)
        #expect(Strength.medium.weight == 1_000)
        #expect(Strength.weak.weight == 1)
        #expect(Strength.strong.level == Strength.weak.level)
        #expect(Strength.weighted(1_001_001_000).isRequired)
        #expect(Strength.weighted(2e6) == Strength(level: Strength.weightedLevel, weight: 2e6))
    }
}
