/// The kinds of symbol in the tableau, as in the Cassowary paper and kiwi.
enum SymbolKind: UInt8 {
    /// A user ``Variable``: unrestricted in sign.
    case external
    /// The slack of an inequality, or an artificial variable: restricted to ≥ 0.
    case slack
    /// The error of an optional constraint: restricted to ≥ 0, and weighed in the objective.
    case error
    /// The marker of a required equality: fixed at 0, never pivoted in.
    case dummy
}

/// Values closer to zero than this are zero: coefficients, constants, ratios and objective
/// entries. kiwi uses the same bound; the benchmark checks required violations to 1e-9.
let nearZero = 1.0e-8

@inline(__always) func isNearZero(_ value: Double) -> Bool { abs(value) < nearZero }

/// One cell of a row: `coefficient × symbol`.
struct Cell {
    var symbol: Int32
    var coefficient: Double
}

/// One row of the tableau, `basic = constant + Σ coefficientᵢ × symbolᵢ`, or an objective.
///
/// Stored flat and sorted by symbol id: no hashing, no per-cell allocation, and merging two
/// rows is one linear pass. Lookups are binary searches. Symbols and coefficients share one
/// array, so making a row allocates once.
struct Row {
    /// The cells, by ascending symbol.
    var cells: [Cell] = []
    /// The constant part: the basic symbol's value when every parametric symbol is 0.
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }

    var isEmpty: Bool { cells.isEmpty }

    /// The number of cells.
    var count: Int { cells.count }

    /// The cells as `(symbol, coefficient)` pairs, in order.
    @inline(__always)
    var pairs: LazyMapSequence<[Cell], (symbol: Int32, coefficient: Double)> {
        cells.lazy.map { ($0.symbol, $0.coefficient) }
    }

    /// The position of `symbol`, or nil.
    @inline(__always)
    func index(of symbol: Int32) -> Int? {
        cells.withUnsafeBufferPointer { cells in
            var lo = 0, hi = cells.count
            while lo < hi {
                let mid = (lo &+ hi) >> 1
                let v = cells[mid].symbol
                if v < symbol { lo = mid &+ 1 } else if v > symbol { hi = mid } else { return mid }
            }
            return nil
        }
    }

    /// The coefficient of `symbol` (0 when absent).
    @inline(__always)
    func coefficient(for symbol: Int32) -> Double {
        guard let i = index(of: symbol) else { return 0 }
        return cells[i].coefficient
    }

    /// Whether any cell's symbol satisfies `predicate`.
    @inline(__always)
    func containsSymbol(where predicate: (Int32) -> Bool) -> Bool {
        cells.contains { predicate($0.symbol) }
    }

    /// Adds `coefficient × symbol`, dropping the cell if the sum is near zero.
    /// Returns true when the symbol was not in the row before and is now.
    @discardableResult
    mutating func add(_ symbol: Int32, _ coefficient: Double) -> Bool {
        // New symbols are the newest, so most additions go at the end: `append` there, since
        // `insert(_:at:)` takes the general replace-subrange path even at the end.
        if cells.last.map({ $0.symbol < symbol }) ?? true {
            if isNearZero(coefficient) { return false }
            cells.append(Cell(symbol: symbol, coefficient: coefficient))
            return true
        }
        var lo = 0, hi = cells.count
        while lo < hi {
            let mid = (lo &+ hi) >> 1
            if cells[mid].symbol < symbol { lo = mid &+ 1 } else { hi = mid }
        }
        if lo < cells.count, cells[lo].symbol == symbol {
            let sum = cells[lo].coefficient + coefficient
            if isNearZero(sum) {
                cells.remove(at: lo)
            } else {
                cells[lo].coefficient = sum
            }
            return false
        }
        if isNearZero(coefficient) { return false }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: lo)
        return true
    }

    /// Appends `coefficient × symbol`, where `symbol` is above every symbol in the row and
    /// `coefficient` is not zero (a constraint's fresh markers).
    @inline(__always)
    mutating func append(_ symbol: Int32, _ coefficient: Double) {
        cells.append(Cell(symbol: symbol, coefficient: coefficient))
    }

    /// Sorts the cells by symbol (insertion sort: for the handful of terms a constraint has).
    mutating func sortCells() {
        cells.withUnsafeMutableBufferPointer { cells in
            for i in cells.indices.dropFirst() {
                let cell = cells[i]
                var j = i
                while j > 0 && cells[j - 1].symbol > cell.symbol {
                    cells[j] = cells[j - 1]
                    j -= 1
                }
                cells[j] = cell
            }
        }
    }

    /// Removes `symbol` and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        guard let i = index(of: symbol) else { return 0 }
        return removeCell(at: i)
    }

    /// Removes the cell at `i` and returns its coefficient, shifting the later cells down in
    /// place.
    @discardableResult
    mutating func removeCell(at i: Int) -> Double {
        let c = cells[i].coefficient
        cells.withUnsafeMutableBufferPointer { cells in
            var k = i
            while k + 1 < cells.count {
                cells[k] = cells[k + 1]
                k += 1
            }
        }
        cells.removeLast()
        return c
    }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        cells.withUnsafeMutableBufferPointer { cells in
            for i in cells.indices { cells[i].coefficient *= factor }
        }
    }

    /// Rewrites `0 = constant + … + a × symbol + …` as `symbol = -constant/a - …/a`.
    mutating func solve(for symbol: Int32) {
        let a = remove(symbol)
        scale(by: -1 / a)
    }

    /// Rewrites `lhs = … + a × rhs + …` as `rhs = …`: `lhs` becomes a parametric symbol.
    mutating func solve(for lhs: Int32, in rhs: Int32) {
        add(lhs, -1)
        solve(for: rhs)
    }
}

/// Storage that ``Row/add(_:factor:skipping:scratch:)`` merges into before copying the result
/// back into the row, so merging allocates only when a row outgrows its own storage. Both
/// buffers only grow, and are used up to a count: clearing an array costs more than the
/// handful of cells a layout's rows hold.
struct MergeScratch {
    /// The merged cells (the first `count` of the last merge).
    var cells: [Cell] = []
    /// The symbols that entered the row (were absent, are now present) in the last merge:
    /// the first ``enteredCount``.
    var entered: [Int32] = []
    var enteredCount = 0

    /// Makes the cell buffer at least `cells` long and the entered buffer `entering` long.
    @inline(__always)
    mutating func reserve(cells capacity: Int, entering: Int) {
        if self.cells.count < capacity {
            self.cells.append(contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: capacity - self.cells.count))
        }
        if entered.count < entering {
            entered.append(contentsOf: repeatElement(0, count: entering - entered.count))
        }
    }
}

extension Row {
    /// `self += factor × other`, leaving out the cell at `skip` (the symbol being replaced),
    /// in one pass over both sorted rows into `scratch`, then copied back into the row's
    /// storage (a new buffer, with room to grow, only when the result does not fit). The
    /// symbols that enter the row (were absent, are now present) are left in
    /// `scratch.entered`, so the solver can keep its column index a superset of the truth.
    mutating func add(_ other: Row, factor: Double, skipping skip: Int = -1, scratch: inout MergeScratch) {
        constant += factor * other.constant
        scratch.enteredCount = 0
        let n = cells.count, m = other.cells.count
        if m == 0 && skip < 0 { return }
        scratch.reserve(cells: n + m, entering: m)
        var count = 0, entering = 0
        cells.withUnsafeBufferPointer { a in
        other.cells.withUnsafeBufferPointer { b in
        scratch.cells.withUnsafeMutableBufferPointer { out in
        scratch.entered.withUnsafeMutableBufferPointer { entered in
            var i = 0, j = 0
            while i < n && j < m {
                if i == skip { i &+= 1; continue }
                let x = a[i].symbol, y = b[j].symbol
                if x < y {
                    out[count] = a[i]; count &+= 1; i &+= 1
                } else if y < x {
                    let c = factor * b[j].coefficient
                    if !isNearZero(c) {
                        out[count] = Cell(symbol: y, coefficient: c); count &+= 1
                        entered[entering] = y; entering &+= 1
                    }
                    j &+= 1
                } else {
                    let c = a[i].coefficient + factor * b[j].coefficient
                    if !isNearZero(c) { out[count] = Cell(symbol: x, coefficient: c); count &+= 1 }
                    i &+= 1; j &+= 1
                }
            }
            while i < n {
                if i != skip { out[count] = a[i]; count &+= 1 }
                i &+= 1
            }
            while j < m {
                let c = factor * b[j].coefficient
                if !isNearZero(c) {
                    out[count] = Cell(symbol: b[j].symbol, coefficient: c); count &+= 1
                    entered[entering] = b[j].symbol; entering &+= 1
                }
                j &+= 1
            }
        }}}}
        scratch.enteredCount = entering
        if count > cells.capacity {
            // Room to grow: a row that grew in one substitution tends to grow in the next.
            var grown: [Cell] = []
            grown.reserveCapacity(count + count / 2)
            cells = grown
        } else {
            cells.removeAll(keepingCapacity: true)
        }
        scratch.cells.withUnsafeBufferPointer { merged in
            cells.append(contentsOf: UnsafeBufferPointer(rebasing: merged[0..<count]))
        }
    }
}
