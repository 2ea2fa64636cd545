// Size counters, for benchmarks and for reasoning about performance.

extension Solver {
    /// The size of the tableau and the work done so far.
    public struct Statistics: Sendable, Equatable {
        /// Symbols ever created (variables, slacks, errors, dummies, artificials).
        public var symbols: Int
        /// Basic rows.
        public var rows: Int
        /// Non-zero cells over all rows (the tableau's memory, roughly, is 12 bytes each).
        public var cells: Int
        /// The longest row.
        public var longestRow: Int
        /// Cells in the objective rows.
        public var objectiveCells: Int
        /// Simplex pivots made (primal, dual and artificial).
        public var pivots: Int
        /// Constraints added as written: the definition of a variable nothing named yet.
        public var addedAsWritten: Int
        /// Constraints added expanded, without the artificial phase.
        public var addedExpanded: Int
        /// Constraints added through an artificial variable.
        public var addedArtificially: Int
    }

}

extension SolverCore {
    /// The current size of the tableau and the pivots made so far.
    var statistics: Solver.Statistics {
        var rowCount = 0, cells = 0, longest = 0
        for key in rows.indices where isBasic[key] {
            rowCount += 1
            cells += rows[key].count
            longest = max(longest, rows[key].count)
        }
        return Solver.Statistics(symbols: kinds.count, rows: rowCount, cells: cells, longestRow: longest,
                          objectiveCells: objective.cellCount, pivots: pivotCount,
                          addedAsWritten: addCounts.asWritten, addedExpanded: addCounts.expanded,
                          addedArtificially: addCounts.artificial)
    }
}
