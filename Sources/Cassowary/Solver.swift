/// An incremental Cassowary solver: add and remove constraints one at a time, move edit
/// variables with ``suggestValue(_:_:)``, and read the optimum with ``updateVariables()``.
///
/// It follows the algorithm of Badros, Borning and Stuckey's Cassowary and kiwi's reading of
/// it (primal simplex after each change, dual simplex after edits), with three differences:
/// - optional strengths are lexicographic levels (see ``Strength``), not one weighted sum;
/// - a failed ``addConstraint(_:)`` reports a minimal conflicting set of required
///   constraints and leaves the solver's constraints and solution as they were;
/// - the tableau keeps an index from each symbol to the rows that hold it, rows are flat
///   sorted arrays and the objective is dense, so a change costs the rows it touches, not a
///   sweep of every row.
///
/// The solver is deterministic: nothing depends on hashing order. It is not thread-safe: use
/// one solver per thread (a window owns one).
public final class Solver {
    /// The state. Every access goes through one method of this class at a time (the solver is
    /// not re-entrant and not shared between threads), so the runtime's exclusivity check on
    /// each access — a dozen instructions and a thread-local lookup per call of ``value(of:)``
    /// — is left out; debug builds of the tests ran with it on.
    @exclusivity(unchecked) var core = SolverCore()

    /// Creates an empty solver.
    public init() {}

    /// The number of constraints in the solver (edit constraints included).
    public var constraintCount: Int { core.recordOf.count }

    /// Whether `constraint` has been added and not removed.
    public func hasConstraint(_ constraint: Constraint) -> Bool { core.hasConstraint(constraint) }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { core.hasEditVariable(variable) }

    /// Adds `constraint` and re-optimises.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/nonFiniteValue(_:)``,
    ///   or ``SolverError/unsatisfiableConstraint(_:conflicting:)`` for a required constraint
    ///   that cannot hold; the solver's constraints and solution are then as they were.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        try core.addConstraint(constraint)
    }

    /// Removes `constraint` and re-optimises.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        try core.removeConstraint(constraint)
    }

    /// Makes `variable` an edit variable: a constraint `variable == value` of `strength`
    /// whose value ``suggestValue(_:_:)`` moves without rebuilding the tableau.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)`` or ``SolverError/requiredEditStrength(_:)``.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        try core.addEditVariable(variable, strength: strength)
    }

    /// Removes the edit variable `variable` and its edit constraint.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try core.removeEditVariable(variable)
    }

    /// Asks for `variable == value` at the edit variable's strength, then re-solves with the
    /// dual simplex: only the rows that hold the edit's error variables are touched.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteValue(_:)``.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        try core.suggestValue(variable, value)
    }

    /// Publishes the current solution: ``value(of:)`` reads what this call saw, as kiwi's
    /// variables do, so a caller sees a consistent set of values between updates.
    public func updateVariables() { core.updateVariables() }

    /// The value of `variable` at the last ``updateVariables()`` (0 before it, or for a
    /// variable the solver does not know).
    public func value(of variable: Variable) -> Double { core.value(of: variable) }

    /// For each of `variables`, whether another solution exactly as good as the current one,
    /// at every strength, moves it by more than `distance`: nothing holds it there, so its
    /// value is one of many (Auto Layout calls such a layout ambiguous).
    ///
    /// Read off the optimal tableau (a variable is free when it depends on a symbol the
    /// objective does not weigh and that can move); the rare degenerate cases the tableau
    /// cannot settle are probed on a copy of the solver. The solver itself is not changed.
    public func freeVariables(_ variables: [Variable], beyond distance: Double) -> [Bool] {
        core.freedom(of: variables, beyond: distance)
    }

    /// Removes every constraint and edit variable.
    public func reset() { core.reset() }

    /// The current size of the tableau and the pivots made so far.
    public var statistics: Statistics { core.statistics }
}

extension Solver: CustomDebugStringConvertible {
    /// The objective, every row, the infeasible queue, the edits and the constraints, in
    /// symbol order. Symbols print as the variable's name, `s12` (slack), `e13` (error),
    /// `d14` (dummy).
    public var debugDescription: String { core.debugDescription }
}
