// Freedom: whether a variable can take another value at a solution exactly as good as the
// current one, read off the optimal tableau instead of re-solving.
//
// At a lexicographic optimum every parametric restricted symbol's objective coefficients are
// lexicographically non-negative, so on the set of optimal solutions each parametric symbol
// with a non-zero coefficient at some level stays at 0: only the symbols whose coefficients
// are 0 at every level, and the unrestricted parametric variables, can move. A basic
// variable `x = c + Σ aⱼ·sⱼ` (its definition expanded to parametric symbols) is therefore
// - fixed when no such symbol appears in it with a non-zero aⱼ;
// - free when one does and can move: an unrestricted variable always can; a restricted one
//   can rise until the first restricted row it drives negative (the simplex ratio test), and
//   when that lets x move by more than the asked distance x is free;
// - undecided otherwise (every candidate is blocked by a degenerate row at once, or lets x
//   move only a little alone): a combination of moves might still move it. Those are settled
//   by probing, on a copy of the solver, with edits at a level below every other.
// A parametric variable is free: restricted rows and the objective never hold one.
//
// Degenerate rows are common in layouts: a label's compression resistance and hugging are
// both tight at its intrinsic width, so the slack of one is blocked at once by the row of
// the other, whose only way out is an error the objective weighs. Before anything is called
// undecided, candidates are struck out while some degenerate row (a restricted basic symbol
// at 0) blocks them and holds no other remaining candidate that could rise to compensate:
// in every feasible direction such a candidate stays at 0.

extension SolverCore {
    /// What the tableau alone tells about one variable.
    enum TableauFreedom { case fixed, free, undecided }

    /// For each of `variables`, whether some solution as good as the current one at every
    /// level moves it by more than `distance`. Call at an optimum (after any change).
    /// `denseLimit` chooses between the two ways of reading definitions (tests try both).
    mutating func freedom(of variables: [Variable], beyond distance: Double,
                          denseLimit: Int = SolverCore.denseFreedomLimit) -> [Bool] {
        let movers = movableSymbols()
        if !program.isValid { compileProgram() }
        let verdicts: [TableauFreedom]
        if movers.symbols.isEmpty {
            verdicts = variables.map { isParametricOrUnknown($0) ? .free : .fixed }
        } else if program.order.count * movers.symbols.count <= denseLimit {
            verdicts = denseFreedom(of: variables, movers: movers, beyond: distance)
        } else {
            verdicts = variables.map { tableauFreedom(of: $0, movers: movers, beyond: distance) }
        }
        var result = verdicts.map { $0 == .free }
        let undecided = verdicts.indices.filter { verdicts[$0] == .undecided }
        if !undecided.isEmpty {
            let probed = probeFreedom(of: undecided.map { variables[$0] }, beyond: distance)
            for (index, free) in zip(undecided, probed) { result[index] = free }
        }
        return result
    }

    /// Cells (definitions × movable symbols) up to which ``denseFreedom`` keeps one dense
    /// vector per definition; above it each variable's definition is expanded on its own.
    static let denseFreedomLimit = 4_000_000

    /// The parametric symbols that can move without worsening any level, each with how far
    /// it can rise (infinity for an unrestricted variable), and a map from symbol to position.
    struct Movers {
        var symbols: [Int32] = []
        var limits: [Double] = []
        var position: [Int32] = []
    }

    /// Every parametric symbol that some row holds and that can move at no cost: a user
    /// variable, or a live slack or error with no objective coefficient at any level, less
    /// those a degenerate row holds at 0 (see the comment at the top of this file).
    mutating func movableSymbols() -> Movers {
        var candidates = Movers()
        candidates.position = [Int32](repeating: -1, count: kinds.count)
        for j in kinds.indices where !isBasic[j] {
            let symbol = Int32(j)
            switch kinds[j] {
            case .dummy:
                continue
            case .external:
                guard columns.first(symbol) >= 0, collectRows(holding: symbol) > 0 else { continue }
                candidates.limits.append(.infinity)
            case .slack, .error:
                guard owner[j] >= 0, columns.first(symbol) >= 0, !hasObjectiveCoefficient(symbol),
                      collectRows(holding: symbol) > 0 else { continue }
                candidates.limits.append(risingLimit(of: symbol))
            }
            candidates.position[j] = Int32(candidates.symbols.count)
            candidates.symbols.append(symbol)
        }
        guard candidates.limits.contains(0) else { return candidates }
        let stuck = stuckCandidates(candidates)
        var movers = Movers()
        movers.position = candidates.position
        for (k, symbol) in candidates.symbols.enumerated() {
            if stuck[k] {
                movers.position[Int(symbol)] = -1
            } else {
                movers.position[Int(symbol)] = Int32(movers.symbols.count)
                movers.symbols.append(symbol)
                movers.limits.append(candidates.limits[k])
            }
        }
        return movers
    }

    /// Which blocked candidates cannot move in any feasible direction: struck out, until
    /// nothing changes, while a degenerate row blocks one and holds no other remaining
    /// candidate with a positive coefficient.
    mutating func stuckCandidates(_ candidates: Movers) -> [Bool] {
        var stuck = [Bool](repeating: false, count: candidates.symbols.count)
        // For each blocked candidate, the degenerate rows that block it, flattened:
        // `blocking[starts[i]..<starts[i + 1]]` for the i-th entry of `blocked`.
        var blocked: [Int] = [], starts: [Int] = [0], blocking: [Int32] = []
        for (k, symbol) in candidates.symbols.enumerated() where candidates.limits[k] == 0 {
            let count = collectRows(holding: symbol)
            for i in 0..<count where heldCoefficients[i] < 0 && kinds[Int(held[i])] != .external
                && rows[Int(held[i])].constant <= nearZero {
                blocking.append(held[i])
            }
            blocked.append(k)
            starts.append(blocking.count)
        }
        var changed = true
        while changed {
            changed = false
            for (i, k) in blocked.enumerated() where !stuck[k] {
                for row in blocking[starts[i]..<starts[i + 1]] {
                    let r = Int(row)
                    var compensated = false
                    for (symbol, coefficient) in rows[r].pairs where coefficient > 0 {
                        let q = Int(candidates.position[Int(symbol)])
                        if q >= 0 && q != k && !stuck[q] { compensated = true; break }
                    }
                    if !compensated {
                        stuck[k] = true
                        changed = true
                        break
                    }
                }
            }
        }
        return stuck
    }

    /// Whether `variable` is unknown to the solver or parametric: either way free.
    func isParametricOrUnknown(_ variable: Variable) -> Bool {
        guard let index = variableIndex[ObjectIdentifier(variable)] else { return true }
        return !isBasic[Int(variableSymbols[Int(index)])]
    }

    /// Every definition's coefficients on the movable symbols at once, in the compiled
    /// program's dependency order (a definition after those it names), so a long chain of
    /// definitions is walked once rather than once per variable.
    mutating func denseFreedom(of variables: [Variable], movers: Movers, beyond distance: Double) -> [TableauFreedom] {
        let width = movers.symbols.count
        let count = program.order.count
        var slot = [Int32](repeating: -1, count: kinds.count)
        for k in 0..<count { slot[Int(program.order[k])] = Int32(k) }
        var vectors = [Double](repeating: 0, count: count * width)
        for k in 0..<count {
            let base = k * width
            for j in Int(program.starts[k])..<Int(program.starts[k + 1]) {
                let child = Int(program.children[j]), coefficient = program.coefficients[j]
                let p = Int(movers.position[child])
                if p >= 0 {
                    vectors[base + p] += coefficient
                } else if isBasic[child] {
                    if kinds[child] == .external {
                        let from = Int(slot[child]) * width
                        for q in 0..<width { vectors[base + q] += coefficient * vectors[from + q] }
                    } else {
                        for (symbol, c) in rows[child].pairs {
                            let q = Int(movers.position[Int(symbol)])
                            if q >= 0 { vectors[base + q] += coefficient * c }
                        }
                    }
                }
            }
        }
        return variables.map { variable in
            guard let index = variableIndex[ObjectIdentifier(variable)] else { return .free }
            let symbol = Int(variableSymbols[Int(index)])
            guard isBasic[symbol] else { return .free }
            let base = Int(slot[symbol]) * width
            var blocked = false
            for q in 0..<width {
                let a = abs(vectors[base + q])
                if isNearZero(a) { continue }
                if a * movers.limits[q] > distance { return .free }
                blocked = true
            }
            return blocked ? .undecided : .fixed
        }
    }

    /// The tableau's verdict on `variable`, expanding its definition on its own (see the
    /// comment at the top of this file).
    mutating func tableauFreedom(of variable: Variable, movers: Movers, beyond distance: Double) -> TableauFreedom {
        // A variable no constraint names can take any value.
        guard let index = variableIndex[ObjectIdentifier(variable)] else { return .free }
        let symbol = variableSymbols[Int(index)]
        if !isBasic[Int(symbol)] { return .free }
        let row = expand(rows[Int(symbol)])
        var blocked = false
        for (parametric, coefficient) in row.pairs {
            let q = Int(movers.position[Int(parametric)])
            guard q >= 0 else { continue }
            if abs(coefficient) * movers.limits[q] > distance { return .free }
            blocked = true
        }
        return blocked ? .undecided : .fixed
    }

    /// Whether `symbol` has a non-zero objective coefficient at any level.
    func hasObjectiveCoefficient(_ symbol: Int32) -> Bool {
        for level in objective.levels.indices where objective.coefficient(symbol, level: level) != 0 {
            return true
        }
        return false
    }

    /// How far the parametric restricted `symbol` can rise before a restricted basic row
    /// reaches 0 (infinity when none limits it).
    mutating func risingLimit(of symbol: Int32) -> Double {
        var limit = Double.infinity
        let count = collectRows(holding: symbol)
        for k in 0..<count {
            let basic = Int(held[k]), coefficient = heldCoefficients[k]
            guard kinds[basic] != .external, coefficient < 0 else { continue }
            limit = min(limit, max(0, rows[basic].constant) / -coefficient)
        }
        return limit
    }

    /// Settles the undecided variables by asking, on a copy of this solver, for each to move
    /// `distance + 10` one way and then the other, with edits at a level below every other
    /// (so no constraint gives way to them), each with its own weight so that no two tie.
    func probeFreedom(of variables: [Variable], beyond distance: Double) -> [Bool] {
        var probe = self
        probe.explainsConflicts = false
        let level = (objective.levels.last ?? Strength.weightedLevel) - 1
        let offset = distance + 10
        var probes: [(index: Int, variable: Variable, before: Double)] = []
        let count = Double(variables.count + 1)
        for (index, variable) in variables.enumerated() where !probe.hasEditVariable(variable) {
            let before = probe.currentValue(of: variable)
            let strength = Strength(level: level, weight: 1 + Double(index + 1) / count)
            do throws(SolverError) {
                try probe.addEditVariable(variable, strength: strength)
                probes.append((index, variable, before))
            } catch {
                continue
            }
        }
        var free = [Bool](repeating: false, count: variables.count)
        for direction in [1.0, -1.0] {
            for entry in probes { try? probe.suggestValue(entry.variable, entry.before + direction * offset) }
            probe.updateVariables()
            for entry in probes where abs(probe.value(of: entry.variable) - entry.before) > distance {
                free[entry.index] = true
            }
        }
        return free
    }

    /// The value of `variable` in the current tableau (not the last published one).
    mutating func currentValue(of variable: Variable) -> Double {
        guard let index = variableIndex[ObjectIdentifier(variable)] else { return 0 }
        let symbol = Int(variableSymbols[Int(index)])
        guard isBasic[symbol] else { return 0 }
        return expand(rows[symbol]).constant
    }
}


