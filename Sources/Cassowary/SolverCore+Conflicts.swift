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
            set = SolverCore.deletionFilter(set, against: constraint)
        }
        return .unsatisfiableConstraint(constraint, conflicting: set + [constraint])
    }

    /// The deletion filter, front to back: each of `candidates` whose absence leaves the others
    /// and `constraint` still unsatisfiable is dropped; what is left is irreducible.
    ///
    /// The constraints kept so far are the same in every later check, so they live in one
    /// scratch solver (`kept`, with `constraint` added first) that each check copies and
    /// completes with the candidates not yet decided: n checks of about n/2 additions each,
    /// where solving each check from nothing costs about n.
    static func deletionFilter(_ candidates: [Constraint], against constraint: Constraint) -> [Constraint] {
        var set = candidates
        var kept = SolverCore()
        kept.explainsConflicts = false
        do { try kept.addConstraint(constraint) } catch { return [] }
        var index = 0
        while index < set.count {
            var check = kept
            if check.cannotAlsoHold(set[(index + 1)...]) {
                set.remove(at: index)
                continue
            }
            do {
                try kept.addConstraint(set[index])
            } catch {
                // The kept ones already conflict: every later candidate would be dropped.
                set.removeSubrange((index + 1)...)
                break
            }
            index += 1
        }
        return set
    }

    /// Whether `constraints` cannot be added, all of them, to this solver's required ones.
    mutating func cannotAlsoHold(_ constraints: ArraySlice<Constraint>) -> Bool {
        for constraint in constraints {
            do { try addConstraint(constraint) } catch { return true }
        }
        return false
    }

    /// Whether the required `constraints` cannot all hold, checked in a scratch solver.
    static func cannotHoldTogether(_ constraints: [Constraint]) -> Bool {
        var scratch = SolverCore()
        scratch.explainsConflicts = false
        return scratch.cannotAlsoHold(constraints[...])
    }
}
