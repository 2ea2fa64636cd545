/// The objective of the tableau: one dense coefficient vector per priority level, minimised
/// lexicographically (the highest level first).
///
/// Dense vectors make substituting a row into the objective cost the row's length, not the
/// objective's; a list of the symbols whose coefficients may be lexicographically negative
/// finds the entering symbol without scanning every symbol.
struct Objective {
    /// Levels, highest first.
    private(set) var levels: [Double] = []
    /// `coefficients[level][symbol]`.
    private var coefficients: [[Double]] = []
    /// Candidates for entering: every lexicographically negative symbol is listed (and maybe
    /// some that no longer are, dropped when read), each once. A symbol becomes negative when
    /// a coefficient turns negative, or when a higher level's turns 0 above a negative one.
    private var candidates: [Int32] = []
    private var isCandidate: [Bool] = []
    /// The length of every vector: the solver's symbol capacity (symbols not yet made are 0).
    private var width = 0

    /// The objective's constant per level is not needed by the simplex and is not kept.
    init() {}

    var isEmpty: Bool { levels.isEmpty }

    /// Whether no symbol is listed as a candidate for entering: then the primal simplex is at
    /// its optimum without a look at any coefficient.
    var hasNoCandidates: Bool { candidates.isEmpty }

    /// Lengthens every level's vector to `capacity` symbols, with zero coefficients.
    mutating func growSymbols(to capacity: Int) {
        guard capacity > width else { return }
        isCandidate.append(contentsOf: repeatElement(false, count: capacity - width))
        for level in coefficients.indices {
            coefficients[level].append(contentsOf: repeatElement(0, count: capacity - width))
        }
        width = capacity
    }

    /// The position of `level`, inserted (with zero coefficients) if new.
    mutating func index(of level: Double) -> Int {
        var lo = 0, hi = levels.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if levels[mid] > level { lo = mid + 1 } else { hi = mid }
        }
        if lo < levels.count && levels[lo] == level { return lo }
        levels.insert(level, at: lo)
        coefficients.insert([Double](repeating: 0, count: width), at: lo)
        return lo
    }

    @inline(__always)
    func coefficient(_ symbol: Int32, level: Int) -> Double { coefficients[level][Int(symbol)] }

    /// Adds `weight × symbol` at the level position `level`.
    mutating func add(_ symbol: Int32, _ weight: Double, level: Int) {
        let s = Int(symbol)
        var value = coefficients[level][s] + weight
        if isNearZero(value) { value = 0 }
        coefficients[level][s] = value
        // A coefficient that reaches 0 can uncover a negative one at a lower level.
        if value <= 0 { noteNegative(symbol) }
    }

    /// Adds `factor × row` (its symbols; the constant is irrelevant) at the level position `level`.
    mutating func add(_ row: Row, factor: Double, level: Int) {
        var anyNonPositive = false
        row.cells.withUnsafeBufferPointer { cells in
            coefficients[level].withUnsafeMutableBufferPointer { c in
                for cell in cells {
                    let s = Int(cell.symbol)
                    var value = c[s] + factor * cell.coefficient
                    if isNearZero(value) { value = 0 }
                    c[s] = value
                    if value <= 0 { anyNonPositive = true }
                }
            }
        }
        guard anyNonPositive else { return }
        // A coefficient that reaches 0 can uncover a negative one at a lower level. (A row
        // names each symbol once, so each coefficient read here is the one just written.)
        for cell in row.cells where coefficients[level][Int(cell.symbol)] <= 0 { noteNegative(cell.symbol) }
    }

    /// Replaces `symbol` by `row` in every level.
    mutating func substitute(_ symbol: Int32, with row: Row) {
        for level in coefficients.indices {
            let c = coefficients[level][Int(symbol)]
            if c != 0 {
                coefficients[level][Int(symbol)] = 0
                add(row, factor: c, level: level)
            }
        }
    }

    /// Sets `symbol`'s coefficient to 0 in every level.
    mutating func remove(_ symbol: Int32) {
        for level in coefficients.indices { coefficients[level][Int(symbol)] = 0 }
    }

    /// Whether the first non-zero coefficient of `symbol`, from the highest level down, is negative.
    func isLexicographicallyNegative(_ symbol: Int32) -> Bool {
        for level in coefficients.indices {
            let c = coefficients[level][Int(symbol)]
            if c != 0 { return c < 0 }
        }
        return false
    }

    /// The entering symbol for the primal simplex, skipping those `excluded` rejects
    /// (dummies), or nil at the optimum: at the highest level that has a lexicographically
    /// negative symbol, the steepest one (Dantzig's rule), or with `bland` the smallest
    /// lexicographically negative symbol (Bland's rule, which cannot cycle).
    mutating func enteringSymbol(bland: Bool, excluding excluded: (Int32) -> Bool) -> Int32? {
        var kept = 0
        var best: Int32 = -1
        var bestLevel = Int.max
        var bestValue = 0.0
        for i in candidates.indices {
            let symbol = candidates[i]
            var level = -1
            for l in coefficients.indices where coefficients[l][Int(symbol)] != 0 { level = l; break }
            guard level >= 0, coefficients[level][Int(symbol)] < 0, !excluded(symbol) else {
                isCandidate[Int(symbol)] = false
                continue
            }
            candidates[kept] = symbol
            kept += 1
            let value = coefficients[level][Int(symbol)]
            let better = best < 0 || (bland ? symbol < best
                : level < bestLevel || (level == bestLevel && (value < bestValue || (value == bestValue && symbol < best))))
            if better {
                best = symbol
                bestLevel = level
                bestValue = value
            }
        }
        candidates.removeLast(candidates.count - kept)
        return best >= 0 ? best : nil
    }

    /// The number of non-zero coefficients over all levels.
    var cellCount: Int {
        coefficients.reduce(0) { $0 + $1.reduce(0) { $1 != 0 ? $0 + 1 : $0 } }
    }

    /// `(level, symbol, coefficient)` for every non-zero coefficient, levels high to low.
    var cells: [(level: Double, symbol: Int32, coefficient: Double)] {
        var out: [(Double, Int32, Double)] = []
        for (level, vector) in zip(levels, coefficients) {
            for (s, c) in vector.enumerated() where c != 0 { out.append((level, Int32(s), c)) }
        }
        return out
    }

    private mutating func noteNegative(_ symbol: Int32) {
        if !isCandidate[Int(symbol)] && isLexicographicallyNegative(symbol) {
            isCandidate[Int(symbol)] = true
            candidates.append(symbol)
        }
    }
}
