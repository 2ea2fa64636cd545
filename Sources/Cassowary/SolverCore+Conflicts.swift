// Explaining an unsatisfiable required constraint with a minimal conflicting set.

extension SolverCore {
    /// The largest candidate set that is reduced to a minimal one by the deletion filter;
    /// larger sets (rare: a conflict through hundreds of constraints) are reported as found.
    static let conflictFilterLimit = 200

    /// The error for `constraint`, with `candidates` (the required constraints whose markers
    /// appear in the infeasibility certificate) reduced to a minimal conflicting set.
    ///
    /// The deletion filter drops each candidate whose absence leaves the rest still
    /// unsatisfiable, which leaves an irreducible set: removing any one of its members makes the
    /// others satisfiable. Should the certificate's constraints hold with `constraint` after all
    /// (a numerical edge), every required constraint is the starting set instead.
    func conflict(_ constraint: Constraint, candidates: [Constraint]) -> SolverError {
        var seen = Set<ObjectIdentifier>([ObjectIdentifier(constraint)])
        var set: [Constraint] = []
        for candidate in candidates where candidate.strength.isRequired {
            if seen.insert(ObjectIdentifier(candidate)).inserted { set.append(candidate) }
        }
        func error(_ set: [Constraint]) -> SolverError { .unsatisfiableConstraint(constraint, conflicting: set + [constraint]) }
        guard explainsConflicts else { return error(set) }

        let limit = SolverCore.conflictFilterLimit
        if set.count <= limit, let minimal = SolverCore.provenDeletionFilter(set, against: constraint) { return error(minimal) }
        if set.count > limit, SolverCore.cannotHoldTogether(set + [constraint]) { return error(set) }
        let required = records.compactMap { $0?.constraint }.filter { $0.strength.isRequired }
        return error(required.count <= limit ? SolverCore.deletionFilter(required, against: constraint) : required)
    }

    /// The deletion filter, front to back: each of `candidates` whose absence leaves the others
    /// and `constraint` still unsatisfiable is dropped; what is left is irreducible. All are
    /// kept when they hold with `constraint` after all (``provenDeletionFilter(_:against:)``).
    static func deletionFilter(_ candidates: [Constraint], against constraint: Constraint) -> [Constraint] {
        provenDeletionFilter(candidates, against: constraint) ?? candidates
    }

    /// ``deletionFilter(_:against:)``, or nil when `candidates` and `constraint` hold together.
    ///
    /// Each check differs from the one before by one constraint, so one scratch solver walks
    /// through them: it holds the set under check but for one constraint put aside (at first
    /// `constraint` itself, tried once against all the candidates: the proof that they
    /// conflict). A step takes the next candidate out and puts the one aside back: if it holds,
    /// the candidate was needed and is put aside in turn; if not, the candidate is dropped (a
    /// failed addition leaves the solver as it was). That is one removal and one addition a
    /// candidate, where solving every check from nothing (``deletionFilterFromScratch(_:against:)``)
    /// costs as many additions as the set has members.
    static func provenDeletionFilter(_ candidates: [Constraint], against constraint: Constraint) -> [Constraint]? {
        var scratch = SolverCore()
        scratch.explainsConflicts = false
        // The candidates hold together (they held in the solver that failed to add `constraint`);
        // should they not here, the checks from nothing decide.
        guard !scratch.cannotAlsoHold(candidates[...]) else {
            return deletionFilterFromScratch(candidates, against: constraint)
        }
        guard scratch.cannotAlsoHold([constraint][...]) else { return nil }
        var aside = constraint
        var kept: [Constraint] = []
        for candidate in candidates {
            do {
                try scratch.removeConstraint(candidate)
            } catch {
                return deletionFilterFromScratch(candidates, against: constraint)
            }
            do {
                try scratch.addConstraint(aside)
                kept.append(candidate)
                aside = candidate
            } catch {
                // Still unsatisfiable without the candidate: it is not needed.
            }
        }
        return kept
    }

    /// The deletion filter with every check solved in a fresh scratch solver.
    static func deletionFilterFromScratch(_ candidates: [Constraint], against constraint: Constraint) -> [Constraint] {
        var set = candidates
        var index = 0
        while index < set.count {
            var without = set
            without.remove(at: index)
            if cannotHoldTogether(without + [constraint]) {
                set = without
            } else {
                index += 1
            }
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
