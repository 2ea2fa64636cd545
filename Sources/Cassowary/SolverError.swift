/// Why a ``Solver`` call was refused. The solver is unchanged after any of these.
public enum SolverError: Error, Equatable {
    /// A required constraint cannot hold together with the required constraints already added.
    /// `conflicting` is a minimal set of required constraints that cannot hold together (it
    /// includes `constraint`): drop any one of them and the rest can.
    case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
    /// The constraint was added before.
    case duplicateConstraint(Constraint)
    /// The constraint was never added, or was removed.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables take an optional strength; a required edit could never move.
    case requiredEditStrength(Variable)
    /// A coefficient or constant is NaN or infinite.
    case nonFiniteValue(String)

    public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
        switch (lhs, rhs) {
        case let (.unsatisfiableConstraint(a, x), .unsatisfiableConstraint(b, y)):
            return a === b && x.count == y.count && zip(x, y).allSatisfy { $0 === $1 }
        case let (.duplicateConstraint(a), .duplicateConstraint(b)),
             let (.unknownConstraint(a), .unknownConstraint(b)):
            return a === b
        case let (.duplicateEditVariable(a), .duplicateEditVariable(b)),
             let (.unknownEditVariable(a), .unknownEditVariable(b)),
             let (.requiredEditStrength(a), .requiredEditStrength(b)):
            return a === b
        case let (.nonFiniteValue(a), .nonFiniteValue(b)):
            return a == b
        default:
            return false
        }
    }
}

extension SolverError: CustomStringConvertible {
    /// A message a user can act on, naming the constraints involved.
    public var description: String {
        switch self {
        case let .unsatisfiableConstraint(constraint, conflicting):
            let list = conflicting.map { "  \($0)" }.joined(separator: "\n")
            return "Unable to satisfy the required constraint \(constraint); these required constraints cannot hold together:\n\(list)"
        case let .duplicateConstraint(constraint):
            return "The constraint \(constraint) was already added."
        case let .unknownConstraint(constraint):
            return "The constraint \(constraint) is not in the solver."
        case let .duplicateEditVariable(variable):
            return "\(variable) is already an edit variable."
        case let .unknownEditVariable(variable):
            return "\(variable) is not an edit variable; call addEditVariable first."
        case let .requiredEditStrength(variable):
            return "The edit variable \(variable) cannot have a required strength."
        case let .nonFiniteValue(what):
            return "A non-finite number (NaN or infinity) in \(what)."
        }
    }
}
