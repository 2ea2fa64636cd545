// The benchmark suite's measurement protocol, timed inside the process.

extension ConstraintSystem {
    /// Medians of the protocol's three steps over the repeats, and the checked solution of
    /// the first repeat.
    public struct Measurement: Sendable {
        /// Median time of the "construct" step, in milliseconds.
        public var constructMs: Double
        /// Median time of the "build" step (edits, every constraint, `updateVariables`).
        public var buildAndSolveMs: Double
        /// Median time of the whole edit loop, or nil for a static system.
        public var editLoopMs: Double?
        /// The values after the build, by variable, in file order.
        public var values: [(name: String, value: Double)]
        /// The values after the edit loop, or nil for a static system.
        public var valuesAfterEdits: [(name: String, value: Double)]?
        /// The suite's checks after the build.
        public var check: Check
        /// The suite's checks after the edit loop, or nil for a static system.
        public var checkAfterEdits: Check?
    }

    /// Runs the protocol `repeats` times, each from scratch, and reports medians.
    ///
    /// - Throws: ``SolverError`` when a required constraint cannot be satisfied.
    public func measure(repeats: Int) throws(SolverError) -> Measurement {
        let clock = ContinuousClock()
        var construct: [Double] = [], build: [Double] = [], editLoop: [Double] = []
        var result: Measurement? = nil
        for _ in 0..<max(1, repeats) {
            let t0 = clock.now
            let instance = instantiate()
            let t1 = clock.now
            let solver = try instance.build()
            let t2 = clock.now
            let firstValues = result == nil ? instance.values(solver) : []
            let firstCheck = result == nil ? instance.check(solver, afterEdits: false) : nil
            let t3 = clock.now
            try instance.runEditLoop(solver)
            let t4 = clock.now
            construct.append(milliseconds(t1 - t0))
            build.append(milliseconds(t2 - t1))
            editLoop.append(milliseconds(t4 - t3))
            if result == nil, let firstCheck {
                let edited = editSteps > 0
                result = Measurement(
                    constructMs: 0, buildAndSolveMs: 0, editLoopMs: nil,
                    values: firstValues,
                    valuesAfterEdits: edited ? instance.values(solver) : nil,
                    check: firstCheck,
                    checkAfterEdits: edited ? instance.check(solver, afterEdits: true) : nil)
            }
        }
        var measurement = result!
        measurement.constructMs = median(construct)
        measurement.buildAndSolveMs = median(build)
        measurement.editLoopMs = editSteps > 0 ? median(editLoop) : nil
        return measurement
    }
}

private func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let n = sorted.count
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
}
