// The primal and dual simplex steps, and the artificial-variable phase of a new row.

extension SolverCore {
    /// Primal simplex on the objectives, highest level first (lexicographic).
    ///
    /// Entering symbols follow Dantzig's rule (the steepest coefficient), which needs far fewer
    /// pivots than Bland's on layouts; after ``degenerateLimit`` pivots in a row that do not
    /// move the solution it switches to Bland's rule (the smallest symbol), which cannot cycle.
    mutating func optimizeObjectives() {
        var degenerate = 0
        while let entering = enteringSymbol(bland: degenerate > SolverCore.degenerateLimit) {
            guard let (leaving, ratio) = leavingRow(for: entering) else { return }  // unbounded: cannot happen with ≥ 0 errors
            degenerate = ratio <= nearZero ? degenerate + 1 : 0
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Degenerate pivots in a row before the simplex falls back to Bland's anti-cycling rule.
    static let degenerateLimit = 50

    /// The entering symbol of the primal simplex (see ``Objective/enteringSymbol(bland:excluding:)``).
    mutating func enteringSymbol(bland: Bool) -> Int32? {
        if objective.hasNoCandidates { return nil }
        return kinds.withUnsafeBufferPointer { kinds in
            objective.enteringSymbol(bland: bland) { kinds[Int($0)] == .dummy }
        }
    }

    /// The restricted row that limits how far `entering` can grow (minimum ratio; ties to the
    /// smallest symbol), or nil when nothing does.
    mutating func leavingRow(for entering: Int32) -> (row: Int32, ratio: Double)? {
        var best: Int32 = -1
        var bestRatio = Double.greatestFiniteMagnitude
        let count = collectRows(holding: entering)
        for i in 0..<count {
            let key = held[i], coefficient = heldCoefficients[i]
            guard coefficient < 0, kinds[Int(key)] != .external else { continue }
            let ratio = -rows[Int(key)].constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && key < best) {
                bestRatio = ratio
                best = key
            }
        }
        return best >= 0 ? (best, bestRatio) : nil
    }

    /// Dual simplex: restores feasibility of the queued rows while keeping the objectives optimal.
    mutating func dualOptimize() {
        while let leaving = infeasible.popLast() {
            let k = Int(leaving)
            guard isBasic[k], rows[k].constant < 0 else { continue }
            guard let entering = dualEnteringSymbol(rows[k]) else { continue }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The symbol of `row` with a positive coefficient and the lexicographically smallest
    /// ratio of objective coefficients to that coefficient.
    func dualEnteringSymbol(_ row: Row) -> Int32? {
        var best: Int32 = -1
        var bestCoefficient = 0.0
        for (symbol, c) in row.pairs where c > 0 && kinds[Int(symbol)] != .dummy {
            if best < 0 || ratioIsLess(symbol, c, than: best, bestCoefficient) {
                best = symbol
                bestCoefficient = c
            }
        }
        return best >= 0 ? best : nil
    }

    /// Whether `a`'s objective coefficients over `ca` are lexicographically below `b`'s over `cb`.
    func ratioIsLess(_ a: Int32, _ ca: Double, than b: Int32, _ cb: Double) -> Bool {
        for level in objective.levels.indices {
            let x = objective.coefficient(a, level: level) / ca
            let y = objective.coefficient(b, level: level) / cb
            if abs(x - y) > nearZero { return x < y }
        }
        return false
    }


    /// Adds a row that has no symbol to solve for through an artificial variable.
    /// Returns nil on success, or the required constraints whose markers prove it infeasible.
    mutating func addWithArtificialVariable(_ row: Row) -> [Constraint]? {
        let art = newSymbol(.slack)
        setRow(art, row)
        artificial = row
        optimizeArtificial()
        let result = artificial!
        artificial = nil

        if !isNearZero(result.constant) {
            // Infeasible: art is basic and no other row holds it. Drop its row; the rest is the
            // old system in another basis, so re-optimising restores the old solution.
            _ = takeRow(art)
            infeasible.removeAll()
            optimizeObjectives()
            var seen = Set<ObjectIdentifier>()
            var conflict: [Constraint] = []
            for symbol in result.cells.lazy.map(\.symbol) {
                guard let constraint = ownerConstraint(of: symbol), constraint.strength.isRequired,
                      seen.insert(ObjectIdentifier(constraint)).inserted else { continue }
                conflict.append(constraint)
            }
            return conflict
        }
        if isBasic[Int(art)] {
            var artRow = takeRow(art)
            if !artRow.isEmpty {
                if let entering = artRow.cells.first(where: { kinds[Int($0.symbol)] == .slack || kinds[Int($0.symbol)] == .error })?.symbol {
                    artRow.solve(for: art, in: entering)
                    substitute(entering, with: artRow)
                    setRow(entering, artRow)
                }
            }
        }
        let count = collectRows(holding: art)
        for i in 0..<count { rows[Int(held[i])].remove(art) }
        columns.removeAll(art)
        objective.remove(art)
        return nil
    }

    /// Primal simplex on the artificial objective alone.
    mutating func optimizeArtificial() {
        var degenerate = 0
        while true {
            guard let objective = artificial else { return }
            // Dantzig's rule (the steepest coefficient), or Bland's (the smallest symbol) after
            // a run of degenerate pivots, as in optimizeObjectives.
            let bland = degenerate > SolverCore.degenerateLimit
            var entering: Int32 = -1
            var steepest = -nearZero
            for (symbol, coefficient) in objective.pairs
            where coefficient < steepest && kinds[Int(symbol)] != .dummy {
                entering = symbol
                if bland { break }
                steepest = coefficient
            }
            guard entering >= 0, let (leaving, ratio) = leavingRow(for: entering) else { return }
            degenerate = ratio <= nearZero ? degenerate + 1 : 0
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The row to pivot `marker` into when removing its constraint, by kiwi's preference:
    /// a restricted row with a negative coefficient and the smallest ratio, then one with a
    /// positive coefficient, then an external row.
    mutating func markerLeavingRow(_ marker: Int32) -> Int32? {
        var first: Int32 = -1, second: Int32 = -1, third: Int32 = -1
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        let count = collectRows(holding: marker)
        for i in 0..<count {
            let key = held[i], c = heldCoefficients[i]
            if kinds[Int(key)] == .external {
                if third < 0 || key < third { third = key }
            } else if c < 0 {
                let r = -rows[Int(key)].constant / c
                if r < r1 || (r == r1 && key < first) { r1 = r; first = key }
            } else {
                let r = rows[Int(key)].constant / c
                if r < r2 || (r == r2 && key < second) { r2 = r; second = key }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }
}
