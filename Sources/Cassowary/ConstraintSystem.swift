import Foundation

/// A solver-neutral linear constraint system in the `cassowary-bench/1` format of the
/// benchmark suite (`shared/bench/README.md`): named variables, constraints
/// `Σ coef × var + constant OP 0` with kiwi-style strengths, and edit variables with a list
/// of suggested values.
///
/// It reads both encodings of the format (the line format `.txt` and `.json`), builds a
/// ``Solver`` following the suite's measurement protocol, and checks a solution the way the
/// suite's peer harness checks kiwi's, so optima compare across solvers.
public struct ConstraintSystem: Sendable {
    /// One constraint: `Σ terms + constant OP 0` at `strength`.
    public struct Entry: Sendable {
        /// `(coefficient, variable index)` pairs.
        public var terms: [(coefficient: Double, variable: Int)]
        /// The constant part.
        public var constant: Double
        /// The relation to 0.
        public var relation: RelationalOperator
        /// The strength, mapped from kiwi's weights with ``Strength/weighted(_:)``.
        public var strength: Strength
    }

    /// An edit variable, its strength, the value suggested before the build, and the values
    /// suggested at each step of the edit loop.
    public struct Edit: Sendable {
        /// The variable's index.
        public var variable: Int
        /// The edit's strength.
        public var strength: Strength
        /// The value suggested right after ``Solver/addEditVariable(_:strength:)``.
        public var initial: Double
        /// One suggestion per step of the edit loop.
        public var suggestions: [Double]
    }

    /// The instance's name.
    public var name: String
    /// Variable names, by index.
    public var variables: [String]
    /// The constraints, in file order (the order they are added).
    public var constraints: [Entry]
    /// The edit variables, in file order.
    public var edits: [Edit]

    /// The number of edit-loop steps (0 for a static instance).
    public var editSteps: Int { edits.first?.suggestions.count ?? 0 }

    /// Reads `url` as the line format (`.txt`) or JSON (`.json`), by its extension.
    public init(contentsOf url: URL) throws(ConstraintSystemError) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadable(url.path, String(describing: error))
        }
        if url.pathExtension.lowercased() == "json" {
            self = try ConstraintSystem(json: data, file: url.path)
        } else {
            self = try ConstraintSystem(text: String(decoding: data, as: UTF8.self), file: url.path)
        }
    }

    /// Creates a system from its parts.
    public init(name: String, variables: [String], constraints: [Entry], edits: [Edit]) {
        self.name = name
        self.variables = variables
        self.constraints = constraints
        self.edits = edits
    }
}

// MARK: - Solving by the benchmark protocol

extension ConstraintSystem {
    /// The solver-side objects of a system: step "construct" of the protocol.
    public struct Instance {
        /// One ``Variable`` per name, by index.
        public let variables: [Variable]
        /// One ``Constraint`` per entry, in file order.
        public let constraints: [Constraint]
        /// The system the objects were made from.
        public let system: ConstraintSystem
    }

    /// Makes the variables and constraints (the protocol's "construct" step).
    public func instantiate() -> Instance {
        let vars = variables.map { Variable($0) }
        let cons = constraints.map { entry in
            Constraint(Expression(entry.terms.map { Term(vars[$0.variable], $0.coefficient) }, constant: entry.constant),
                       entry.relation, strength: entry.strength)
        }
        return Instance(variables: vars, constraints: cons, system: self)
    }
}

extension ConstraintSystem.Instance {
    /// The protocol's "build" step: a fresh solver, each edit variable added and suggested its
    /// initial value, then every constraint in file order, then `updateVariables`.
    public func build() throws(SolverError) -> Solver {
        let solver = Solver()
        for edit in system.edits {
            try solver.addEditVariable(variables[edit.variable], strength: edit.strength)
            try solver.suggestValue(variables[edit.variable], edit.initial)
        }
        for constraint in constraints { try solver.addConstraint(constraint) }
        solver.updateVariables()
        return solver
    }

    /// The protocol's "edit loop": at each step, every edit's suggestion, then `updateVariables`.
    public func runEditLoop(_ solver: Solver) throws(SolverError) {
        for step in 0..<system.editSteps {
            for edit in system.edits {
                try solver.suggestValue(variables[edit.variable], edit.suggestions[step])
            }
            solver.updateVariables()
        }
    }

    /// The suite's checks of a solution: the largest violation of a required constraint, the
    /// weighted error `Σ weight × violation` over optional constraints and edits (edit targets
    /// are the initial values, or the last suggestions with `afterEdits`), and the sum of values.
    public func check(_ solver: Solver, afterEdits: Bool) -> Check {
        let valueOf = { (variable: Variable) in solver.value(of: variable) }
        var worst = 0.0, weighted = 0.0
        for (entry, constraint) in zip(system.constraints, constraints) {
            let violation = constraint.violation(valueOf)
            if entry.strength.isRequired { worst = max(worst, violation) } else { weighted += entry.strength.weight * violation }
        }
        for edit in system.edits {
            let target = afterEdits ? (edit.suggestions.last ?? edit.initial) : edit.initial
            weighted += edit.strength.weight * abs(solver.value(of: variables[edit.variable]) - target)
        }
        let sum = variables.reduce(0) { $0 + solver.value(of: $1) }
        return Check(requiredMaxViolation: worst, weightedError: weighted, valueSum: sum)
    }

    /// The values of every variable by name, in file order.
    public func values(_ solver: Solver) -> [(name: String, value: Double)] {
        zip(system.variables, variables).map { ($0, solver.value(of: $1)) }
    }
}

/// The benchmark suite's checks of one solution (see ``ConstraintSystem/Instance/check(_:afterEdits:)``).
public struct Check: Sendable, Equatable {
    /// The largest violation of a required constraint (about 1e-9 or less when solved).
    public var requiredMaxViolation: Double
    /// `Σ weight × violation` over optional constraints and edit constraints.
    public var weightedError: Double
    /// The sum of all variable values (informative only when the optimum is unique).
    public var valueSum: Double
}
