/// The solver's state and algorithms, as a value: keeping them in a struct lets the compiler
/// prove exclusive access statically, so the inner loops pay no runtime exclusivity checks.
/// ``Solver`` wraps it in a reference with the public API.
struct SolverCore {
    // Per symbol (dense ids). `kinds.count` is the number of symbols; the other per-symbol
    // arrays are `symbolCapacity` long, filled ahead with initial values (see `newSymbol`).
    var kinds: [SymbolKind] = []
    var symbolCapacity = 0
    var rows: [Row] = []
    var isBasic: [Bool] = []
    /// For each symbol, the keys of rows that may hold it (a superset; checked on use).
    var columns = ColumnIndex()
    /// For markers and errors, the index of the owning constraint record; otherwise -1.
    var owner: [Int32] = []
    var stamps: [UInt32] = []
    var stamp: UInt32 = 0

    // Variables, in the order first seen: `variableIndex` maps each to its position.
    var variableIndex = IdentityTable()
    var variables: [Variable] = []
    var variableSymbols: [Int32] = []
    var published: [Double] = []

    // Constraints.
    struct Record {
        let constraint: Constraint
        let marker: Int32
        let other: Int32   // -1 when there is none
    }
    var records: [Record?] = []
    var recordOf = IdentityTable()
    var freeRecords: [Int32] = []

    // Edits, in the order added: `editIndex` maps each edit variable to its position.
    struct Edit {
        let variable: Variable
        let record: Int32
        var constant: Double
    }
    var edits: [Edit] = []
    var editIndex = IdentityTable()

    // Objectives: one row per optional level, highest level first.
    var objective = Objective()
    var artificial: Row?

    var infeasible: [Int32] = []
    var pivotCount = 0
    /// Cells in the tableau when the column index was last rebuilt.
    var liveCellsAtCompaction = 0
    var addCounts = (asWritten: 0, expanded: 0, artificial: 0)
    /// Scratch: a column list being walked.
    var scratchKeys: [Int32] = []

    var mergeScratch = MergeScratch()
    /// Scratch output of ``collectRows(holding:)``.
    var held: [Int32] = []
    var heldCoefficients: [Double] = []
    /// Scratch of ``expand(_:)`` and ``evaluateDefinitions()``, one slot per symbol.
    var accumulator: [Double] = []
    var marks: [UInt32] = []
    var mark: UInt32 = 0
    var scratchOrder: [Int32] = []
    var scratchTouched: [Int32] = []
    var scratchStack: [(symbol: Int32, next: Int)] = []
    var program = Program()
    /// Each symbol's value at the last ``evaluateDefinitions()``.
    var symbolValues: [Double] = []
    /// Whether a failed add explains itself with a minimal conflicting set (off inside the
    /// scratch solvers that compute that set).
    var explainsConflicts = true


    /// The number of constraints in the solver (edit constraints included).
    var constraintCount: Int { recordOf.count }

    /// Whether `constraint` has been added and not removed.
    func hasConstraint(_ constraint: Constraint) -> Bool {
        recordOf[ObjectIdentifier(constraint)] != nil
    }

    /// Whether `variable` is an edit variable.
    func hasEditVariable(_ variable: Variable) -> Bool {
        editIndex[ObjectIdentifier(variable)] != nil
    }

    // MARK: - Constraints

    /// Adds `constraint` and re-optimises.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/nonFiniteValue(_:)``,
    ///   or ``SolverError/unsatisfiableConstraint(_:conflicting:)`` for a required constraint
    ///   that cannot hold; the solver is then as it was.
    mutating func addConstraint(_ constraint: Constraint) throws(SolverError) {
        try checkFinite(constraint)
        // One probe both rejects a duplicate and claims the entry (dropped again on failure).
        let recordIndex = freeRecords.last ?? Int32(records.count)
        if !recordOf.find(ObjectIdentifier(constraint), orInsert: recordIndex).inserted {
            throw .duplicateConstraint(constraint)
        }
        let symbolCount = kinds.count
        _ = allocateRecord()
        var (row, marker, other) = makeRow(for: constraint, record: recordIndex)

        if let fresh = freshExternal(in: row) {
            // A variable no row mentions yet: the row becomes its definition as it stands,
            // with no substitution (see "Definitions" in SolverCore+Tableau.swift).
            row.solve(for: fresh)
            setRow(fresh, row)
            addCounts.asWritten += 1
        } else {
            row = expand(row)
            if row.constant < 0 { row.scale(by: -1) }
            var subject = chooseSubject(row, marker: marker, other: other)
            if subject < 0 && allDummies(row) {
                if !isNearZero(row.constant) {
                    let candidates = row.cells.compactMap { ownerConstraint(of: $0.symbol) } + [constraint]
                    discard(constraint, record: recordIndex, symbolsFrom: symbolCount)
                    throw conflict(constraint, candidates: candidates)
                }
                subject = marker
            }
            if subject >= 0 {
                row.solve(for: subject)
                if kinds[Int(subject)] != .external { substitute(subject, with: row) }
                setRow(subject, row)
                addCounts.expanded += 1
            } else if let candidates = addWithArtificialVariable(row) {
                discard(constraint, record: recordIndex, symbolsFrom: symbolCount)
                throw conflict(constraint, candidates: candidates + [constraint])
            } else {
                addCounts.artificial += 1
            }
        }
        records[Int(recordIndex)] = Record(constraint: constraint, marker: marker, other: other)
        addErrorsToObjective(marker: marker, other: other, strength: constraint.strength)
        optimizeObjectives()
    }

    /// Removes `constraint` and re-optimises.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver.
    mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let index = recordOf.removeValue(forKey: ObjectIdentifier(constraint)),
              let record = records[Int(index)] else { throw .unknownConstraint(constraint) }
        records[Int(index)] = nil
        freeRecords.append(index)

        // Take the errors out of the objective before pivoting, as kiwi does.
        addErrorsToObjective(marker: record.marker, other: record.other,
                             strength: constraint.strength, sign: -1)
        let marker = record.marker
        if isBasic[Int(marker)] {
            // Definitions may still name the marker: rewrite them without it, then drop its row.
            let row = takeRow(marker)
            substitute(marker, with: row, intoDefinitions: true)
        } else {
            while let leaving = markerLeavingRow(marker) {
                if kinds[Int(leaving)] == .external {
                    // Only definitions hold the marker: expand the chosen one so the rows the
                    // marker is replaced in stay free of cycles. Expanded, it may no longer
                    // name the marker (the constraint cancels out of it): then look again.
                    let expanded = expand(takeRow(leaving))
                    setRow(leaving, expanded)
                    if expanded.index(of: marker) == nil { continue }
                }
                var row = takeRow(leaving)
                row.solve(for: leaving, in: marker)
                substitute(marker, with: row, intoDefinitions: true)
                break
            }
        }
        // Else the marker is in no row: the constraint no longer shapes the tableau.
        owner[Int(record.marker)] = -1
        if record.other >= 0 { owner[Int(record.other)] = -1 }
        optimizeObjectives()
    }

    // MARK: - Edit variables

    /// Makes `variable` an edit variable: a constraint `variable == value` of `strength`
    /// whose value ``suggestValue(_:_:)`` moves without rebuilding the tableau.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)`` or
    ///   ``SolverError/requiredEditStrength(_:)``.
    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        if editIndex[key] != nil { throw .duplicateEditVariable(variable) }
        if strength.isRequired { throw .requiredEditStrength(variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength,
                                    identifier: "edit(\(variable))")
        try addConstraint(constraint)
        editIndex[key] = Int32(edits.count)
        edits.append(Edit(variable: variable, record: recordOf[ObjectIdentifier(constraint)]!, constant: 0))
    }

    /// Removes the edit variable `variable` and its edit constraint.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let index = editIndex.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        let edit = edits.remove(at: Int(index))
        for later in Int(index)..<edits.count { editIndex[ObjectIdentifier(edits[later].variable)] = Int32(later) }
        try removeConstraint(records[Int(edit.record)]!.constraint)
    }

    /// Asks for `variable == value` at the edit variable's strength, then re-solves with the
    /// dual simplex: only the rows that hold the edit's error variables are touched.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteValue(_:)``.
    mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let index = editIndex[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue("the suggested value for \(variable)") }
        let delta = value - edits[Int(index)].constant
        edits[Int(index)].constant = value
        let record = records[Int(edits[Int(index)].record)]!
        let plus = record.marker, minus = record.other

        // Changing the edit's value shifts every equation that uses the edit constraint by the
        // multiplier it uses it with, which its coefficient on the positive error tells (or,
        // for the row of a basic negative error, that error's). kiwi: only one of these rows
        // exists once an error is basic; definitions may still name the errors as written.
        if isBasic[Int(plus)] {
            rows[Int(plus)].constant -= delta
            if rows[Int(plus)].constant < 0 { infeasible.append(plus) }
        } else if isBasic[Int(minus)] {
            rows[Int(minus)].constant += delta
            if rows[Int(minus)].constant < 0 { infeasible.append(minus) }
        }
        // The hot loop of an edit: walk the column in place (see collectRows(holding:)).
        var node = columns.first(plus)
        if node >= 0 { nextStamp() }
        let stamp = self.stamp
        var previous: Int32 = -1
        rows.withUnsafeMutableBufferPointer { rows in
        stamps.withUnsafeMutableBufferPointer { stamps in
        isBasic.withUnsafeBufferPointer { isBasic in
        kinds.withUnsafeBufferPointer { kinds in
            while node >= 0 {
                let key = columns.key(node), following = columns.next(node)
                let k = Int(key)
                if stamps[k] != stamp && isBasic[k], let i = rows[k].index(of: plus) {
                    stamps[k] = stamp
                    previous = node
                    if key != minus {
                        rows[k].constant += delta * rows[k].cells[i].coefficient
                        if kinds[k] != .external && rows[k].constant < 0 { infeasible.append(key) }
                    }
                } else {
                    columns.unlink(plus, node, after: previous)
                }
                node = following
            }
        }}}}
        dualOptimize()
    }

    // MARK: - Reading the solution

    /// Publishes the current solution: ``value(of:)`` reads what this call saw, as kiwi's
    /// variables do, so a caller sees a consistent set of values between updates.
    mutating func updateVariables() {
        evaluateDefinitions()
        if published.count < variables.count {
            published.append(contentsOf: repeatElement(0, count: variables.count - published.count))
        }
        variableSymbols.withUnsafeBufferPointer { symbols in
        isBasic.withUnsafeBufferPointer { isBasic in
        symbolValues.withUnsafeBufferPointer { values in
        published.withUnsafeMutableBufferPointer { published in
            for (index, symbol) in symbols.enumerated() {
                published[index] = isBasic[Int(symbol)] ? values[Int(symbol)] : 0
            }
        }}}}
    }

    /// The value of `variable` at the last ``updateVariables()`` (0 before it, or for a
    /// variable the solver does not know).
    func value(of variable: Variable) -> Double {
        guard let index = variableIndex[ObjectIdentifier(variable)], Int(index) < published.count else { return 0 }
        return published[Int(index)]
    }

    /// Removes every constraint and edit variable.
    mutating func reset() {
        self = SolverCore()
    }
}
