// The tableau's bookkeeping: symbols, rows, the column index and the objectives.

extension SolverCore {
    // MARK: Symbols

    /// A new symbol of `kind`. The per-symbol arrays of plain values are kept at least
    /// ``symbolCapacity`` long, already holding each field's initial value (not basic, no
    /// owner, 0 in every objective level…), so a new symbol only writes its kind, its owner
    /// and an empty row. (`rows` grows with the symbols: filling it ahead would copy the empty
    /// arrays of a `Row`, a retain each, for symbols that may never exist.)
    @inline(__always)
    mutating func newSymbol(_ kind: SymbolKind, owner ownerIndex: Int32 = -1) -> Int32 {
        let id = kinds.count
        if id == symbolCapacity { growSymbols(to: max(64, id * 2)) }
        kinds.append(kind)
        rows.append(Row())
        if ownerIndex >= 0 { owner[id] = ownerIndex }
        return Int32(id)
    }

    /// Lengthens every per-symbol array to `capacity` with initial values, in one step per
    /// array: appending one element to a dozen arrays for each symbol dominated small systems.
    @inline(never)
    mutating func growSymbols(to capacity: Int) {
        let extra = capacity - symbolCapacity
        guard extra > 0 else { return }
        kinds.reserveCapacity(capacity)
        rows.reserveCapacity(capacity)
        isBasic.append(contentsOf: repeatElement(false, count: extra))
        owner.append(contentsOf: repeatElement(-1, count: extra))
        stamps.append(contentsOf: repeatElement(0, count: extra))
        accumulator.append(contentsOf: repeatElement(0, count: extra))
        marks.append(contentsOf: repeatElement(0, count: extra))
        symbolValues.append(contentsOf: repeatElement(0, count: extra))
        columns.growSymbols(to: capacity)
        objective.growSymbols(to: capacity)
        symbolCapacity = capacity
    }

    /// The symbol of `variable`, made (external, parametric) the first time it is seen.
    @inline(__always)
    mutating func symbol(for variable: Variable) -> Int32 {
        let (index, inserted) = variableIndex.find(ObjectIdentifier(variable), orInsert: Int32(variables.count))
        if !inserted { return variableSymbols[Int(index)] }
        let symbol = newSymbol(.external)
        variables.append(variable)
        variableSymbols.append(symbol)
        return symbol
    }

    mutating func allocateRecord() -> Int32 {
        if let index = freeRecords.popLast() { return index }
        if records.count == records.capacity { records.reserveCapacity(max(64, 2 * records.count)) }
        records.append(nil)
        return Int32(records.count - 1)
    }

    /// Forgets a constraint that failed to add: its record, its entry in ``recordOf`` and the
    /// symbols made for it (variables first seen in it stay known; they are harmless).
    mutating func discard(_ constraint: Constraint, record: Int32, symbolsFrom count: Int) {
        recordOf.removeValue(forKey: ObjectIdentifier(constraint))
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
        // a handful of terms), then append the markers, whose fresh ids sort last. Both
        // arrays are allocated once, at their final size.
        let expression = constraint.expression
        let required = constraint.strength.isRequired
        var row = Row(constant: expression.constant)
        let capacity = expression.terms.count + (required ? 1 : 2)
        row.cells.reserveCapacity(capacity)
        var sorted = true
        for term in expression.terms {
            let symbol = symbol(for: term.variable)
            if let last = row.cells.last, last.symbol > symbol { sorted = false }
            row.cells.append(Cell(symbol: symbol, coefficient: term.coefficient))
        }
        if !sorted { row.sortCells() }
        var marker: Int32 = -1, other: Int32 = -1
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack, owner: record)
            row.append(marker, sign)
            if !required {
                other = newSymbol(.error, owner: record)
                row.append(other, -sign)
            }
        case .equal:
            if required {
                marker = newSymbol(.dummy, owner: record)
                row.append(marker, 1)
            } else {
                marker = newSymbol(.error, owner: record)
                other = newSymbol(.error, owner: record)
                row.append(marker, -1)
                row.append(other, 1)
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
        for (symbol, coefficient) in row.pairs {
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
        for (symbol, coefficient) in row.pairs where kinds[Int(symbol)] == .external {
            if abs(coefficient) > largest { largest = abs(coefficient); best = symbol }
        }
        if best >= 0 { return best }
        func qualifies(_ symbol: Int32) -> Bool {
            guard symbol >= 0 else { return false }
            let kind = kinds[Int(symbol)]
            return (kind == .slack || kind == .error) && row.coefficient(for: symbol) < 0
        }
        if qualifies(marker) { return marker }
        return qualifies(other) ? other : -1
    }

    func allDummies(_ row: Row) -> Bool {
        row.cells.allSatisfy { kinds[Int($0.symbol)] == .dummy }
    }

    /// Stores `row` as the row of the basic symbol `key` and indexes its symbols.
    mutating func setRow(_ key: Int32, _ row: Row) {
        if kinds[Int(key)] == .external { program.isValid = false }
        columns.add(row.cells, row: key)
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
                heldCoefficients.append(rows[k].cells[i].coefficient)
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
                let coefficient = rows[k].cells[at].coefficient
                rows[k].add(row, factor: coefficient, skipping: at, scratch: &mergeScratch)
                columns.add(mergeScratch.entered, count: mergeScratch.enteredCount, row: key)
                if kinds[k] != .external && rows[k].constant < 0 { infeasible.append(key) }
            }
            scratchKeys = list
        }
        objective.substitute(symbol, with: row)
        if artificial != nil {
            if let at = artificial!.index(of: symbol) {
                let coefficient = artificial!.cells[at].coefficient
                artificial!.add(row, factor: coefficient, skipping: at, scratch: &mergeScratch)
            }
        }
    }

    /// Rebuilds the column index from the rows when stale entries make up most of it, so
    /// memory follows the tableau's size however long an edit loop runs. The cost is the
    /// tableau's size, paid after at least that many entries were added.
    mutating func compactColumnsIfNeeded() {
        guard columns.nodesInUse > 4 * liveCellsAtCompaction + 4096 else { return }
        columns.removeAllLists()
        var cells = 0
        for key in kinds.indices where isBasic[key] {
            columns.add(rows[key].cells, row: Int32(key))
            cells += rows[key].count
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

    /// Adds (or with `sign` -1 takes out) a constraint's error symbols in the objective of its
    /// strength's level, weighed by its weight.
    mutating func addErrorsToObjective(marker: Int32, other: Int32, strength: Strength, sign: Double = 1) {
        if marker >= 0 && kinds[Int(marker)] == .error {
            addToObjective(marker, weight: sign * strength.weight, level: strength.level)
        }
        if other >= 0 && kinds[Int(other)] == .error {
            addToObjective(other, weight: sign * strength.weight, level: strength.level)
        }
    }
}
