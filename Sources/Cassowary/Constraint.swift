/// The relation of a ``Constraint``: `expression OP 0`.
public enum RelationalOperator: String, Sendable {
    /// `expression <= 0`
    case lessThanOrEqual = "<="
    /// `expression == 0`
    case equal = "=="
    /// `expression >= 0`
    case greaterThanOrEqual = ">="
}

/// A linear relation `expression OP 0` with a ``Strength``.
///
/// A constraint is a reference type: the solver keys it by identity, so the same object is
/// what you pass to ``Solver/removeConstraint(_:)``. Build one with the relational operators
/// (`x + 10 <= y`), which give a required constraint, and ``withStrength(_:)``.
public final class Constraint: Sendable {
    /// The normalised left side minus right side: each variable once, no zero coefficient.
    public let expression: Expression
    /// `expression OP 0`.
    public let relation: RelationalOperator
    /// How much the constraint matters.
    public let strength: Strength
    /// An optional label for messages and dumps (UIKit's `identifier`).
    public let identifier: String?

    /// Creates `expression OP 0`.
    public init(_ expression: Expression, _ relation: RelationalOperator,
                strength: Strength = .required, identifier: String? = nil) {
        self.expression = expression.normalized()
        self.relation = relation
        self.strength = strength
        self.identifier = identifier
    }

    /// Creates `lhs OP rhs`.
    public convenience init(_ lhs: Expression, _ relation: RelationalOperator, _ rhs: Expression,
                            strength: Strength = .required, identifier: String? = nil) {
        self.init(lhs - rhs, relation, strength: strength, identifier: identifier)
    }

    /// A new constraint with the same relation and `strength`.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength, identifier: identifier)
    }

    /// A new constraint with the same relation and strength, labelled `identifier`.
    public func withIdentifier(_ identifier: String) -> Constraint {
        Constraint(expression, relation, strength: strength, identifier: identifier)
    }

    /// How far the relation is from holding (0 when it holds) when each variable has the
    /// value `valueOf` gives it; for example `constraint.violation(solver.value(of:))`.
    public func violation(_ valueOf: (Variable) -> Double) -> Double {
        let e = expression.value(valueOf)
        switch relation {
        case .equal: return abs(e)
        case .lessThanOrEqual: return max(0, e)
        case .greaterThanOrEqual: return max(0, -e)
        }
    }
}

extension Constraint: CustomStringConvertible {
    /// `x + 10 - y <= 0 | required`, prefixed by the identifier when there is one.
    public var description: String {
        let body = "\(expression) \(relation.rawValue) 0 | \(strength)"
        return identifier.map { "\($0): \(body)" } ?? body
    }
}

// MARK: - Relational operators

/// `lhs == rhs`, required.
public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .equal, rhs) }
/// `lhs <= rhs`, required.
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
/// `lhs >= rhs`, required.
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }

/// `lhs == rhs`, required.
public func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
/// `lhs <= rhs`, required.
public func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
/// `lhs >= rhs`, required.
public func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
/// `lhs == rhs`, required.
public func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
/// `lhs <= rhs`, required.
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
/// `lhs >= rhs`, required.
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
/// `lhs == rhs`, required.
public func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
/// `lhs <= rhs`, required.
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
/// `lhs >= rhs`, required.
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
/// `lhs == constant`, required.
public func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(constant: rhs) }
/// `lhs <= constant`, required.
public func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(constant: rhs) }
/// `lhs >= constant`, required.
public func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(constant: rhs) }
/// `variable == constant`, required.
public func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == Expression(constant: rhs) }
/// `variable <= constant`, required.
public func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= Expression(constant: rhs) }
/// `variable >= constant`, required.
public func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= Expression(constant: rhs) }
