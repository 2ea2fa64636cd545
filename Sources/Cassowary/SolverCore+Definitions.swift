// Definitions: the rows of basic external symbols, kept as written.
//
// In kiwi every row is kept in terms of parametric symbols only, so each new basic variable
// is substituted into every row that holds it. Layouts in absolute coordinates make that
// quadratic: in a vertical chain, `yᵢ = yᵢ₋₁ + hᵢ₋₁ + 8` becomes, substituted, the sum of every
// height above view i, and the tableau grows to n²/2 cells.
//
// Rows whose basic symbol is external (a user variable) are never read by the simplex:
// restricted rows and the objective never hold an external symbol (a row that holds one is
// always solved for one), so only variable values and new constraints read them. This
// solver therefore keeps them as *definitions*: `x = c + Σ aⱼ·sⱼ` where sⱼ may be any symbol,
// basic or not. Rows of restricted symbols stay in parametric terms, as in kiwi.
//
// - A constraint that names a variable no row mentions yet (the common case: the first
//   constraint on a view's edge) becomes that variable's definition as written, in O(its size).
// - Any other constraint is *expanded* (basic symbols replaced, recursively, by their rows
//   and definitions) and then handled as in kiwi; if it still holds an external symbol, that
//   symbol's definition is the expanded row and nothing else changes.
// - Values are computed by evaluating definitions in dependency order.
//
// Definitions never form a cycle: a definition made as written is solved for a variable that
// nothing names, and an expanded one names only parametric symbols. Removing a constraint
// rewrites the definitions that name its marker (see `removeConstraint`).

extension SolverCore {
    /// `row` with every basic symbol replaced by its row or definition, recursively: the same
    /// equation in terms of parametric symbols only.
    ///
    /// Each basic symbol is expanded once, after the factors of everything that names it are
    /// known (a topological order of the definitions reached), so the cost is the size of the
    /// part of the definition graph the row reaches.
    mutating func expand(_ row: Row) -> Row {
        if !row.ids.contains(where: { isBasic[Int($0)] }) { return row }
        var order = scratchOrder
        scratchOrder = []
        reachableDefinitions(from: row, into: &order)

        var touched = scratchTouched
        scratchTouched = []
        touched.removeAll(keepingCapacity: true)
        var constant = row.constant
        var out = Row()
        accumulator.withUnsafeMutableBufferPointer { acc in
            for (symbol, coefficient) in zip(row.ids, row.coeffs) {
                if acc[Int(symbol)] == 0 { touched.append(symbol) }
                acc[Int(symbol)] += coefficient
            }
            for symbol in order.reversed() {
                let s = Int(symbol)
                let factor = acc[s]
                if factor == 0 { continue }
                acc[s] = 0
                constant += factor * rows[s].constant
                rows[s].ids.withUnsafeBufferPointer { ids in
                rows[s].coeffs.withUnsafeBufferPointer { coeffs in
                    for k in 0..<ids.count {
                        let child = Int(ids[k])
                        if acc[child] == 0 { touched.append(ids[k]) }
                        acc[child] += factor * coeffs[k]
                    }
                }}
            }
            sortSmall(&touched)
            out.ids.reserveCapacity(touched.count)
            out.coeffs.reserveCapacity(touched.count)
            var previous: Int32 = -1
            for symbol in touched where symbol != previous {
                previous = symbol
                let s = Int(symbol)
                let value = acc[s]
                acc[s] = 0
                if isBasic[s] || isNearZero(value) { continue }
                out.ids.append(symbol)
                out.coeffs.append(value)
            }
        }
        out.constant = constant
        scratchOrder = order
        scratchTouched = touched
        return out
    }

    /// The basic symbols `row` reaches through definitions, in post-order (a symbol after
    /// everything its definition names). Rows of restricted symbols are leaves.
    mutating func reachableDefinitions(from row: Row, into order: inout [Int32]) {
        nextMark()
        order.removeAll(keepingCapacity: true)
        var stack = scratchStack
        scratchStack = []
        stack.removeAll(keepingCapacity: true)
        for root in row.ids where isBasic[Int(root)] && marks[Int(root)] != mark {
            marks[Int(root)] = mark
            stack.append((root, 0))
            while let top = stack.last {
                let s = Int(top.symbol)
                var pushed = false
                if kinds[s] == .external {
                    var i = top.next
                    let ids = rows[s].ids
                    while i < ids.count {
                        let child = ids[i]
                        i += 1
                        if isBasic[Int(child)] && marks[Int(child)] != mark {
                            marks[Int(child)] = mark
                            stack[stack.count - 1].next = i
                            stack.append((child, 0))
                            pushed = true
                            break
                        }
                    }
                }
                if !pushed {
                    order.append(top.symbol)
                    stack.removeLast()
                }
            }
        }
        scratchStack = stack
    }

    /// Computes ``symbolValues`` for every basic external symbol by evaluating the
    /// definitions in dependency order (parametric symbols are 0).
    ///
    /// The order and the definitions' coefficients are compiled into flat arrays, rebuilt
    /// only when a definition changes shape; edits and pivots change constants only, so an
    /// edit loop evaluates in one tight pass over the compiled program.
    mutating func evaluateDefinitions() {
        if !program.isValid { compileProgram() }
        let count = program.order.count
        program.order.withUnsafeBufferPointer { order in
        program.starts.withUnsafeBufferPointer { starts in
        program.children.withUnsafeBufferPointer { children in
        program.coefficients.withUnsafeBufferPointer { coefficients in
        rows.withUnsafeBufferPointer { rows in
        isBasic.withUnsafeBufferPointer { isBasic in
        kinds.withUnsafeBufferPointer { kinds in
        symbolValues.withUnsafeMutableBufferPointer { values in
            for k in 0..<count {
                let s = Int(order[k])
                var value = rows[s].constant
                for j in Int(starts[k])..<Int(starts[k + 1]) {
                    let c = Int(children[j])
                    if isBasic[c] {
                        value += coefficients[j] * (kinds[c] == .external ? values[c] : rows[c].constant)
                    }
                }
                values[s] = value
            }
        }}}}}}}}
    }

    /// Lays out every basic external symbol's definition in dependency order (a symbol after
    /// every external symbol its definition names).
    mutating func compileProgram() {
        var compiled = Program()
        nextMark()
        var stack = scratchStack
        scratchStack = []
        stack.removeAll(keepingCapacity: true)
        for (_, root) in variables {
            let r = Int(root)
            if marks[r] == mark || !isBasic[r] { continue }
            marks[r] = mark
            stack.append((root, 0))
            while let top = stack.last {
                let s = Int(top.symbol)
                var pushed = false
                var i = top.next
                while i < rows[s].ids.count {
                    let child = Int(rows[s].ids[i])
                    i += 1
                    if kinds[child] == .external && isBasic[child] && marks[child] != mark {
                        marks[child] = mark
                        stack[stack.count - 1].next = i
                        stack.append((Int32(child), 0))
                        pushed = true
                        break
                    }
                }
                if pushed { continue }
                stack.removeLast()
                compiled.order.append(top.symbol)
                compiled.children.append(contentsOf: rows[s].ids)
                compiled.coefficients.append(contentsOf: rows[s].coeffs)
                compiled.starts.append(Int32(compiled.children.count))
            }
        }
        scratchStack = stack
        compiled.isValid = true
        program = compiled
    }

    mutating func nextMark() {
        mark &+= 1
        if mark == 0 {
            for i in marks.indices { marks[i] = 0 }
            mark = 1
        }
    }
}

/// The definitions of basic external symbols, flattened in dependency order for evaluation.
struct Program {
    var order: [Int32] = []
    /// `children[starts[k]..<starts[k + 1]]` are the symbols of `order[k]`'s definition.
    var starts: [Int32] = [0]
    var children: [Int32] = []
    var coefficients: [Double] = []
    /// False once any definition changes shape.
    var isValid = false
}

/// Sorts ascending: insertion sort for the short lists an expansion usually touches, the
/// standard sort beyond.
func sortSmall(_ values: inout [Int32]) {
    if values.count > 32 { values.sort(); return }
    values.withUnsafeMutableBufferPointer { v in
        for i in 1..<max(1, v.count) {
            let x = v[i]
            var j = i - 1
            while j >= 0 && v[j] > x {
                v[j + 1] = v[j]
                j -= 1
            }
            v[j + 1] = x
        }
    }
}
