// The tableau's bookkeeping: symbols, rows, the column index and the objectives.

extension SolverCore {
    // MARK: Symbols

    mutating func newSymbol(_ kind: SymbolKind, owner ownerIndex: Int32 = -1) -> Int32 {
        if kinds.count == kinds.capacity { reserveSymbols(max(64, kinds.count * 2)) }
        let id = Int32(kinds.count)
        kinds.append(kind)
        rows.append(Row())
        isBasic.append(false)
        columns.appendSymbol()
        owner.append(ownerIndex)
        stamps.append(0)
        accumulator.append(0)
        marks.append(0)
        symbolValues.append(0)
        objective.appendSymbol()
        return id
    }

    /// Grows every per-symbol array together, in large steps: appending one symbol touches a
    /// dozen arrays, and letting each double from one element made growth dominate small
    /// systems.
    mutating func reserveSymbols(_ capacity: Int) {
        kinds.reserveCapacity(capacity)
        rows.reserveCapacity(capacity)
        isBasic.reserveCapacity(capacity)
        owner.reserveCapacity(capacity)
        stamps.reserveCapacity(capacity)
        accumulator.reserveCapacity(capacity)
        marks.reserveCapacity(capacity)
        symbolValues.reserveCapacity(capacity)
        columns.reserveSymbols(capacity)
        objective.reserveSymbols(capacity)
    }

    mutating func symbol(for variable: Variable) -> Int32 {
        let key = ObjectIdentifier(variable)
        if let index = variableIndex[key] { return variables[Int(index)].symbol }
        let symbol = newSymbol(.external)
        variableIndex[key] = Int32(variables.count)
        variables.append((variable, symbol))
        return symbol
    }

    mutating func allocateRecord() -> Int32 {
        if let index = freeRecords.popLast() { return index }
        records.append(nil)
        return Int32(records.count - 1)
    }

    /// Forgets a constraint that failed to add: its record and the symbols made for it
    /// (variables first seen in it stay known; they are harmless).
    mutating func discard(_ record: Int32, symbolsFrom count: Int) {
        freeRecords.append(record)
        for symbol in count..<kinds.count where kinds[symbol] != .external {
            owner[symbol] = -1
        }
    }

    func ownerConstraint(of symbol: Int32) -> Constraint? {
        let index = owner[Int(symbol)]
        guard index >= 0, let record = records[Int(index)] else { return nil }
        return record.constraint
    }

    func checkFinite(_ constraint: Constraint) throws(SolverError) {
        guard constraint.expression.constant.isFinite,
              constraint.expression.terms.allSatisfy({ $0.coefficient.isFinite }),
              constraint.strength.isRequired
                || (constraint.strength.level.isFinite && constraint.strength.weight.isFinite)
        else { throw .nonFiniteValue("the constraint \(constraint)") }
    }

    // MARK: Rows

    /// Builds the row of `constraint` as written (basic symbols not substituted) with its
    /// markers added. Returns the row and the marker symbols.
    mutating func makeRow(for constraint: Constraint, record: Int32) -> (Row, marker: Int32, other: Int32) {
        // A normalised expression names each variable once: collect, sort (insertion sort:
        // a handful of terms), then append the markers, whose fresh ids sort last.
        var row = Row(constant: constraint.expression.constant)
        let terms = constraint.expression.terms
        row.ids.reserveCapacity(terms.count + 2)
        row.coeffs.reserveCapacity(terms.count + 2)
        for term in terms {
            let symbol = symbol(for: term.variable)
            var at = row.ids.count
            while at > 0 && row.ids[at - 1] > symbol { at -= 1 }
            if at == row.ids.count {
                // `insert(_:at:)` takes the general replace-subrange path even at the end.
                row.ids.append(symbol)
                row.coeffs.append(term.coefficient)
            } else {
                row.ids.insert(symbol, at: at)
                row.coeffs.insert(term.coefficient, at: at)
            }
        }
        let required = constraint.strength.isRequired
        var marker: Int32 = -1, other: Int32 = -1
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack, owner: record)
            row.add(marker, sign)
            if !required {
                other = newSymbol(.error, owner: record)
                row.add(other, -sign)
            }
        case .equal:
            if required {
                marker = newSymbol(.dummy, owner: record)
                row.add(marker, 1)
            } else {
                marker = newSymbol(.error, owner: record)
                other = newSymbol(.error, owner: record)
                row.add(marker, -1)
                row.add(other, 1)
            }
        }
        return (row, marker, other)
    }

    /// An external symbol of `row` that no row or definition mentions yet, or nil.
    /// The largest coefficient wins, as in ``chooseSubject(_:marker:other:)``; among equals,
    /// the oldest symbol: a constraint's first item is met first, so `next.top == prev.bottom + 8`
    /// defines `next.top`, not a height that a later constraint (an intrinsic size) will pin,
    /// which would leave the chain's positions parametric and make later rows dense.
    func freshExternal(in row: Row) -> Int32? {
        var best: Int32? = nil
        var largest = 0.0
        for (symbol, coefficient) in zip(row.ids, row.coeffs) {
            let s = Int(symbol)
            if kinds[s] == .external && !isBasic[s] && columns.isEmpty(symbol) && abs(coefficient) > largest {
                largest = abs(coefficient)
                best = symbol
            }
        }
        return best
    }

    /// The symbol to make basic for a new, expanded row: any external symbol (externals never
    /// appear in restricted rows or the objective, so making one basic touches nothing else);
    /// otherwise one of the constraint's own fresh markers with a negative coefficient, as in
    /// kiwi. -1 when there is none.
    /// Among externals, the largest coefficient wins (partial pivoting: dividing by a small
    /// one would magnify rounding errors).
    func chooseSubject(_ row: Row, marker: Int32, other: Int32) -> Int32 {
        var best: Int32 = -1
        var largest = 0.0
        for (symbol, coefficient) in zip(row.ids, row.coeffs) where kinds[Int(symbol)] == .external {
            if abs(coefficient) > largest { largest = abs(coefficient); best = symbol }
        }
        if best >= 0 { return best }
        for symbol in [marker, other] where symbol >= 0 {
            let kind = kinds[Int(symbol)]
            if (kind == .slack || kind == .error) && row.coefficient(for: symbol) < 0 { return symbol }
        }
        return -1
    }

    func allDummies(_ row: Row) -> Bool {
        row.ids.allSatisfy { kinds[Int($0)] == .dummy }
    }

    /// Stores `row` as the row of the basic symbol `key` and indexes its symbols.
    mutating func setRow(_ key: Int32, _ row: Row) {
        if kinds[Int(key)] == .external { program.isValid = false }
        for symbol in row.ids { columns.add(symbol, row: key) }
        rows[Int(key)] = row
        isBasic[Int(key)] = true
    }

    /// Removes and returns the row of the basic symbol `key`.
    mutating func takeRow(_ key: Int32) -> Row {
        if kinds[Int(key)] == .external { program.isValid = false }
        let row = rows[Int(key)]
        rows[Int(key)] = Row()
        isBasic[Int(key)] = false
        return row
    }

    /// Lists every row that holds `symbol`, once each, in ``held`` and ``heldCoefficients``
    /// (valid until the next call), compacting the symbol's column list as it goes.
    /// Returns how many there are.
    mutating func collectRows(holding symbol: Int32) -> Int {
        held.removeAll(keepingCapacity: true)
        heldCoefficients.removeAll(keepingCapacity: true)
        var node = columns.first(symbol)
        if node < 0 { return 0 }
        nextStamp()
        var previous: Int32 = -1
        while node >= 0 {
            let key = columns.key(node), following = columns.next(node)
            let k = Int(key)
            if stamps[k] != stamp && isBasic[k], let i = rows[k].index(of: symbol) {
                stamps[k] = stamp
                held.append(key)
                heldCoefficients.append(rows[k].coeffs[i])
                previous = node
            } else {
                columns.unlink(symbol, node, after: previous)
            }
            node = following
        }
        return held.count
    }

    mutating func nextStamp() {
        stamp &+= 1
        if stamp == 0 {
            for i in stamps.indices { stamps[i] = 0 }
            stamp = 1
        }
    }

    /// Replaces `symbol` by `row` in every restricted row that holds it, the objective and the
    /// artificial objective, and with `intoDefinitions` in the definitions too (otherwise they
    /// keep naming it, which stays true). Restricted rows driven negative are queued for the
    /// dual simplex.
    mutating func substitute(_ symbol: Int32, with row: Row, intoDefinitions: Bool = false) {
        if !columns.isEmpty(symbol) {
            var list = scratchKeys
            scratchKeys = []
            list.removeAll(keepingCapacity: true)
            columns.removeAll(symbol, into: &list)
            nextStamp()
            for key in list {
                let k = Int(key)
                if stamps[k] == stamp || !isBasic[k] { continue }
                stamps[k] = stamp
                if kinds[k] == .external && !intoDefinitions {
                    columns.add(symbol, row: key)  // definitions keep naming it
                    continue
                }
                guard let at = rows[k].index(of: symbol) else { continue }
                if kinds[k] == .external { program.isValid = false }
                let coefficient = rows[k].coeffs[at]
                entered.removeAll(keepingCapacity: true)
                rows[k].add(row, factor: coefficient, skipping: at, scratch: &mergeScratch, entered: &entered)
                for symbol in entered { columns.add(symbol, row: key) }
                if kinds[k] != .external && rows[k].constant < 0 { infeasible.append(key) }
            }
            scratchKeys = list
        }
        objective.substitute(symbol, with: row)
        if artificial != nil {
            if let at = artificial!.index(of: symbol) {
                let coefficient = artificial!.coeffs[at]
                entered.removeAll(keepingCapacity: true)
                artificial!.add(row, factor: coefficient, skipping: at, scratch: &mergeScratch, entered: &entered)
            }
        }
    }

    /// Rebuilds the column index from the rows when stale entries make up most of it, so
    /// memory follows the tableau's size however long an edit loop runs. The cost is the
    /// tableau's size, paid after at least that many entries were added.
    mutating func compactColumnsIfNeeded() {
        guard columns.nodesInUse > 4 * liveCellsAtCompaction + 4096 else { return }
        columns.removeAllLists(symbolCount: kinds.count)
        var cells = 0
        for key in rows.indices where isBasic[key] {
            for symbol in rows[key].ids { columns.add(symbol, row: Int32(key)) }
            cells += rows[key].ids.count
        }
        liveCellsAtCompaction = cells
    }

    /// Makes `entering` basic in place of `leaving`.
    mutating func pivot(entering: Int32, leaving: Int32) {
        pivotCount += 1
        compactColumnsIfNeeded()
        var row = takeRow(leaving)
        row.solve(for: leaving, in: entering)
        substitute(entering, with: row)
        setRow(entering, row)
    }

    // MARK: Objectives

    /// Adds `weight × symbol` to the objective of `level`, through its row if it is basic.
    mutating func addToObjective(_ symbol: Int32, weight: Double, level: Double) {
        let index = objective.index(of: level)
        if isBasic[Int(symbol)] {
            objective.add(rows[Int(symbol)], factor: weight, level: index)
        } else {
            objective.add(symbol, weight, level: index)
        }
    }

    mutating func addErrorsToObjective(marker: Int32, other: Int32, strength: Strength) {
        for symbol in [marker, other] where symbol >= 0 && kinds[Int(symbol)] == .error {
            addToObjective(symbol, weight: strength.weight, level: strength.level)
        }
    }
}
