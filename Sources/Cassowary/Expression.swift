/// One `coefficient × variable` product of a linear expression.
public struct Term: Sendable {
    /// The variable multiplied.
    public var variable: Variable
    /// The factor it is multiplied by.
    public var coefficient: Double

    /// Creates `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficientᵢ × variableᵢ + constant`.
///
/// Build one with operators (`2 * x + y - 10`) or from terms. Expressions are values; the
/// same variable may appear in several terms until a ``Constraint`` normalises it.
public struct Expression: Sendable {
    /// The products, in the order they were written.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 × variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)], constant: 0)
    }

    /// The constant expression `value`.
    public init(constant value: Double) {
        self.init([], constant: value)
    }

    /// The expression's value when each variable has the value `valueOf` gives it.
    public func value(_ valueOf: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * valueOf($1.variable) }
    }

    /// The same expression with each variable's terms summed into one, in first-appearance
    /// order, and zero coefficients dropped: the form the solver reads.
    public func normalized() -> Expression {
        // Most constraints are written normalised already: then keep the same storage.
        if isNormalized { return self }
        var out: [Term] = []
        out.reserveCapacity(terms.count)
        if terms.count <= 16 {
            // Constraints have a handful of terms: a linear scan beats hashing.
            for term in terms {
                if let at = out.firstIndex(where: { $0.variable === term.variable }) {
                    out[at].coefficient += term.coefficient
                } else {
                    out.append(term)
                }
            }
        } else {
            var index: [ObjectIdentifier: Int] = [:]
            for term in terms {
                if let at = index[ObjectIdentifier(term.variable)] {
                    out[at].coefficient += term.coefficient
                } else {
                    index[ObjectIdentifier(term.variable)] = out.count
                    out.append(term)
                }
            }
        }
        out.removeAll { $0.coefficient == 0 }
        return Expression(out, constant: constant)
    }

    /// Whether every variable appears once and no coefficient is zero (checked pairwise, for
    /// expressions of up to 16 terms; longer ones are assumed not to be).
    private var isNormalized: Bool {
        terms.count <= 16 && terms.withUnsafeBufferPointer { terms in
            for i in terms.indices {
                if terms[i].coefficient == 0 { return false }
                for j in 0..<i where terms[j].variable === terms[i].variable { return false }
            }
            return true
        }
    }

    fileprivate func scaled(by factor: Double) -> Expression {
        Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

extension Term: CustomStringConvertible {
    /// `3 * x`, or `x` for a coefficient of one.
    public var description: String {
        coefficient == 1 ? variable.description : "\(formatNumber(coefficient)) * \(variable)"
    }
}

extension Expression: CustomStringConvertible {
    /// The expression as it would be written: `2 * x + y - 10`.
    public var description: String {
        var text = ""
        for term in terms {
            if text.isEmpty {
                text = term.coefficient < 0 ? "-" + Term(term.variable, -term.coefficient).description : term.description
            } else if term.coefficient < 0 {
                text += " - " + Term(term.variable, -term.coefficient).description
            } else {
                text += " + " + term.description
            }
        }
        if text.isEmpty { return formatNumber(constant) }
        if constant > 0 { text += " + " + formatNumber(constant) }
        if constant < 0 { text += " - " + formatNumber(-constant) }
        return text
    }
}

/// Formats a number without a trailing `.0` for whole values, so dumps read like code.
func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
}

// MARK: - Operators

/// `coefficient × variable`.
public func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
/// `variable × coefficient`.
public func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }
/// `factor × expression`.
public func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
/// `expression × factor`.
public func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
/// `variable ÷ divisor`.
public func / (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, 1 / rhs)]) }
/// `expression ÷ divisor`.
public func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }

/// The negated expression.
public prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }
/// `-1 × variable`.
public prefix func - (operand: Variable) -> Expression { Expression([Term(operand, -1)]) }

/// The sum of two expressions.
public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
/// The difference of two expressions.
public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
/// `expression + variable`.
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
/// `expression - variable`.
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
/// `variable + expression`.
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
/// `variable - expression`.
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
/// `variable + variable`.
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
/// `variable - variable`.
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
/// `expression + constant`.
public func + (lhs: Expression, rhs: Double) -> Expression { Expression(lhs.terms, constant: lhs.constant + rhs) }
/// `expression - constant`.
public func - (lhs: Expression, rhs: Double) -> Expression { Expression(lhs.terms, constant: lhs.constant - rhs) }
/// `constant + expression`.
public func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
/// `constant - expression`.
public func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }
/// `variable + constant`.
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
/// `variable - constant`.
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
/// `constant + variable`.
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) + lhs }
/// `constant - variable`.
public func - (lhs: Double, rhs: Variable) -> Expression { -rhs + lhs }
