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

/// One row of the tableau, `basic = constant + Σ coefficientᵢ × symbolᵢ`, or an objective.
///
/// Stored flat and sorted by symbol id: no hashing, no per-cell allocation, and merging two
/// rows is one linear pass. Lookups are binary searches.
struct Row {
    /// Symbol ids, ascending.
    var ids: [Int32] = []
    /// The coefficient of each symbol in ``ids``.
    var coeffs: [Double] = []
    /// The constant part: the basic symbol's value when every parametric symbol is 0.
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }

    var isEmpty: Bool { ids.isEmpty }

    /// The position of `symbol`, or nil.
    @inline(__always)
    func index(of symbol: Int32) -> Int? {
        var lo = 0, hi = ids.count
        while lo < hi {
            let mid = (lo &+ hi) >> 1
            let v = ids[mid]
            if v < symbol { lo = mid &+ 1 } else if v > symbol { hi = mid } else { return mid }
        }
        return nil
    }

    /// The coefficient of `symbol` (0 when absent).
    @inline(__always)
    func coefficient(for symbol: Int32) -> Double {
        guard let i = index(of: symbol) else { return 0 }
        return coeffs[i]
    }

    /// Adds `coefficient × symbol`, dropping the cell if the sum is near zero.
    /// Returns true when the symbol was not in the row before and is now.
    @discardableResult
    mutating func add(_ symbol: Int32, _ coefficient: Double) -> Bool {
        // New symbols are the newest, so most additions go at the end: `append` there, since
        // `insert(_:at:)` takes the general replace-subrange path even at the end.
        if ids.last.map({ $0 < symbol }) ?? true {
            if isNearZero(coefficient) { return false }
            ids.append(symbol)
            coeffs.append(coefficient)
            return true
        }
        var lo = 0, hi = ids.count
        while lo < hi {
            let mid = (lo &+ hi) >> 1
            if ids[mid] < symbol { lo = mid &+ 1 } else { hi = mid }
        }
        if lo < ids.count, ids[lo] == symbol {
            let sum = coeffs[lo] + coefficient
            if isNearZero(sum) {
                ids.remove(at: lo)
                coeffs.remove(at: lo)
            } else {
                coeffs[lo] = sum
            }
            return false
        }
        if isNearZero(coefficient) { return false }
        ids.insert(symbol, at: lo)
        coeffs.insert(coefficient, at: lo)
        return true
    }

    /// Removes `symbol` and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        guard let i = index(of: symbol) else { return 0 }
        let c = coeffs[i]
        ids.remove(at: i)
        coeffs.remove(at: i)
        return c
    }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        coeffs.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices { buffer[i] *= factor }
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

/// Storage that ``Row/add(_:factor:skipping:scratch:entered:)`` merges into and then trades
/// with the row, so merging allocates only when a row outgrows every buffer seen so far.
struct MergeScratch {
    var ids: [Int32] = []
    var coeffs: [Double] = []

    /// Makes both buffers at least `capacity` long (their contents are scratch).
    mutating func reserve(_ capacity: Int) {
        if ids.count < capacity { ids.append(contentsOf: repeatElement(0, count: capacity - ids.count)) }
        if coeffs.count < capacity { coeffs.append(contentsOf: repeatElement(0, count: capacity - coeffs.count)) }
    }
}

extension Row {
    /// `self += factor × other`, leaving out the cell at `skip` (the symbol being replaced),
    /// in one pass over both sorted rows into `scratch`, whose buffers then become the row's
    /// (and the row's old ones the scratch). Each symbol that enters the row (was absent, is
    /// now present) is appended to `entered`, so the solver can keep its column index a
    /// superset of the truth.
    mutating func add(_ other: Row, factor: Double, skipping skip: Int = -1,
                      scratch: inout MergeScratch, entered: inout [Int32]) {
        constant += factor * other.constant
        let n = ids.count, m = other.ids.count
        if m == 0 && skip < 0 { return }
        scratch.reserve(n + m)
        var count = 0
        ids.withUnsafeBufferPointer { aIds in
        coeffs.withUnsafeBufferPointer { aCo in
        other.ids.withUnsafeBufferPointer { bIds in
        other.coeffs.withUnsafeBufferPointer { bCo in
        scratch.ids.withUnsafeMutableBufferPointer { outIds in
        scratch.coeffs.withUnsafeMutableBufferPointer { outCo in
            var i = 0, j = 0
            while i < n && j < m {
                if i == skip { i &+= 1; continue }
                let a = aIds[i], b = bIds[j]
                if a < b {
                    outIds[count] = a; outCo[count] = aCo[i]; count &+= 1; i &+= 1
                } else if b < a {
                    let c = factor * bCo[j]
                    if !isNearZero(c) {
                        outIds[count] = b; outCo[count] = c; count &+= 1
                        entered.append(b)
                    }
                    j &+= 1
                } else {
                    let c = aCo[i] + factor * bCo[j]
                    if !isNearZero(c) { outIds[count] = a; outCo[count] = c; count &+= 1 }
                    i &+= 1; j &+= 1
                }
            }
            while i < n {
                if i != skip { outIds[count] = aIds[i]; outCo[count] = aCo[i]; count &+= 1 }
                i &+= 1
            }
            while j < m {
                let c = factor * bCo[j]
                if !isNearZero(c) {
                    outIds[count] = bIds[j]; outCo[count] = c; count &+= 1
                    entered.append(bIds[j])
                }
                j &+= 1
            }
        }}}}}}
        if scratch.ids.capacity > 4 * count + 16 {
            // The scratch grew for a much longer row: copy rather than hand a row a buffer
            // many times its size (every row would end up holding the largest one).
            ids = Array(scratch.ids[0..<count])
            coeffs = Array(scratch.coeffs[0..<count])
        } else {
            scratch.ids.removeLast(scratch.ids.count - count)
            scratch.coeffs.removeLast(scratch.coeffs.count - count)
            swap(&ids, &scratch.ids)
            swap(&coeffs, &scratch.coeffs)
        }
    }
}
