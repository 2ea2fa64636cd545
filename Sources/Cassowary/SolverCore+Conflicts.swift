// Explaining an unsatisfiable required constraint with a minimal conflicting set.

extension SolverCore {
    /// The largest candidate set that is reduced to a minimal one by the deletion filter;
    /// larger sets (rare: a conflict through hundreds of constraints) are reported as found.
    static let conflictFilterLimit = 200

    /// The error for `constraint`, with `candidates` (the required constraints whose markers
    /// appear in the infeasibility certificate) reduced to a minimal conflicting set.
    ///
    /// The certificate's constraints cannot hold together; the deletion filter then drops
    /// each one whose absence leaves the rest still unsatisfiable, which leaves an
    /// irreducible set: removing any one of its members makes the others satisfiable.
    func conflict(_ constraint: Constraint, candidates: [Constraint]) -> SolverError {
        var seen = Set<ObjectIdentifier>([ObjectIdentifier(constraint)])
        var set: [Constraint] = []
        for candidate in candidates where candidate.strength.isRequired {
            if seen.insert(ObjectIdentifier(candidate)).inserted { set.append(candidate) }
        }
        guard explainsConflicts else { return .unsatisfiableConstraint(constraint, conflicting: set + [constraint]) }

        if !SolverCore.cannotHoldTogether(set + [constraint]) {
            // The certificate alone did not prove it (numerical edge): start from every
            // required constraint in the order they were added.
            set = records.compactMap { $0?.constraint }.filter { $0.strength.isRequired }
        }
        if set.count <= SolverCore.conflictFilterLimit {
            var index = 0
            while index < set.count {
                var without = set
                without.remove(at: index)
                if SolverCore.cannotHoldTogether(without + [constraint]) {
                    set = without
                } else {
                    index += 1
                }
            }
        }
        return .unsatisfiableConstraint(constraint, conflicting: set + [constraint])
    }

    /// Whether the required `constraints` cannot all hold, checked in a scratch solver.
    static func cannotHoldTogether(_ constraints: [Constraint]) -> Bool {
        var scratch = SolverCore()
        scratch.explainsConflicts = false
        for constraint in constraints {
            do { try scratch.addConstraint(constraint) } catch { return true }
        }
        return false
    }
}
