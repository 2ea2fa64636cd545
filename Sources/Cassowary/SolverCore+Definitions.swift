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
        if !row.cells.contains(where: { isBasic[Int($0.symbol)] }) { return row }
        var order = scratchOrder
        scratchOrder = []
        reachableDefinitions(from: row, into: &order)

        var touched = scratchTouched
        scratchTouched = []
        touched.removeAll(keepingCapacity: true)
        var constant = row.constant
        var out = Row()
        accumulator.withUnsafeMutableBufferPointer { acc in
            for (symbol, coefficient) in row.pairs {
                if acc[Int(symbol)] == 0 { touched.append(symbol) }
                acc[Int(symbol)] += coefficient
            }
            for symbol in order.reversed() {
                let s = Int(symbol)
                let factor = acc[s]
                if factor == 0 { continue }
                acc[s] = 0
                constant += factor * rows[s].constant
                rows[s].cells.withUnsafeBufferPointer { cells in
                    for cell in cells {
                        let child = Int(cell.symbol)
                        if acc[child] == 0 { touched.append(cell.symbol) }
                        acc[child] += factor * cell.coefficient
                    }
                }
            }
            sortSmall(&touched)
            out.cells.reserveCapacity(touched.count)
            var previous: Int32 = -1
            for symbol in touched where symbol != previous {
                previous = symbol
                let s = Int(symbol)
                let value = acc[s]
                acc[s] = 0
                if isBasic[s] || isNearZero(value) { continue }
                out.append(symbol, value)
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
        for root in row.cells.lazy.map(\.symbol) where isBasic[Int(root)] && marks[Int(root)] != mark {
            marks[Int(root)] = mark
            stack.append((root, 0))
            while let top = stack.last {
                let s = Int(top.symbol)
                var pushed = false
                if kinds[s] == .external {
                    var i = top.next
                    let cells = rows[s].cells
                    while i < cells.count {
                        let child = cells[i].symbol
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
    ///
    /// The order is found first; the definitions are then copied into arrays sized once, in
    /// storage kept from the previous program.
    mutating func compileProgram() {
        var compiled = program
        program = Program()
        compiled.order.removeAll(keepingCapacity: true)
        nextMark()
        var stack = scratchStack
        scratchStack = []
        stack.removeAll(keepingCapacity: true)
        var total = 0
        for root in variableSymbols {
            let r = Int(root)
            if marks[r] == mark || !isBasic[r] { continue }
            marks[r] = mark
            stack.append((root, 0))
            while let top = stack.last {
                let s = Int(top.symbol)
                var pushed = false
                var i = top.next
                while i < rows[s].count {
                    let child = Int(rows[s].cells[i].symbol)
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
                total += rows[s].count
            }
        }
        scratchStack = stack
        compiled.starts.removeAll(keepingCapacity: true)
        compiled.starts.append(contentsOf: repeatElement(0, count: compiled.order.count + 1))
        compiled.children.removeAll(keepingCapacity: true)
        compiled.children.append(contentsOf: repeatElement(0, count: total))
        compiled.coefficients.removeAll(keepingCapacity: true)
        compiled.coefficients.append(contentsOf: repeatElement(0, count: total))
        compiled.order.withUnsafeBufferPointer { order in
        compiled.starts.withUnsafeMutableBufferPointer { starts in
        compiled.children.withUnsafeMutableBufferPointer { children in
        compiled.coefficients.withUnsafeMutableBufferPointer { coefficients in
        rows.withUnsafeBufferPointer { rows in
            var at = 0
            for k in order.indices {
                let row = rows[Int(order[k])]
                row.cells.withUnsafeBufferPointer { cells in
                    for j in cells.indices {
                        children[at + j] = cells[j].symbol
                        coefficients[at + j] = cells[j].coefficient
                    }
                }
                at += row.count
                starts[k + 1] = Int32(at)
            }
        }}}}}
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

/// Sorts ascending, in place: insertion sort for the short lists an expansion usually
/// touches, quicksort (median of three, insertion sort below 16) beyond. The standard
/// library's sort is stable and generic, and cost over a hundred instructions an element.
func sortSmall(_ values: inout [Int32]) {
    values.withUnsafeMutableBufferPointer { v in
        guard let base = v.baseAddress, v.count > 1 else { return }
        quicksort(base, 0, v.count - 1)
    }
}

/// Sorts `v[lo...hi]` ascending.
private func quicksort(_ v: UnsafeMutablePointer<Int32>, _ lo: Int, _ hi: Int) {
    var lo = lo, hi = hi
    while hi - lo >= 16 {
        // Median of three as the pivot, then Hoare partition.
        let mid = lo + (hi - lo) / 2
        if v[mid] < v[lo] { v.swapAt(mid, lo) }
        if v[hi] < v[lo] { v.swapAt(hi, lo) }
        if v[hi] < v[mid] { v.swapAt(hi, mid) }
        let pivot = v[mid]
        var i = lo, j = hi
        while i <= j {
            while v[i] < pivot { i += 1 }
            while v[j] > pivot { j -= 1 }
            if i <= j {
                v.swapAt(i, j)
                i += 1
                j -= 1
            }
        }
        // Recurse into the smaller part, loop on the larger: the stack stays logarithmic.
        if j - lo < hi - i {
            quicksort(v, lo, j)
            lo = i
        } else {
            quicksort(v, i, hi)
            hi = j
        }
    }
    if hi <= lo { return }
    for k in (lo + 1)...hi {
        let x = v[k]
        var m = k - 1
        while m >= lo && v[m] > x {
            v[m + 1] = v[m]
            m -= 1
        }
        v[m + 1] = x
    }
}

extension UnsafeMutablePointer where Pointee == Int32 {
    @inline(__always)
    fileprivate func swapAt(_ i: Int, _ j: Int) {
        let t = self[i]
        self[i] = self[j]
        self[j] = t
    }
}
