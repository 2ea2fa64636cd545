import Foundation
import Testing
@testable import Cassowary

@Suite("Determinism and the documented example")
struct DeterminismTests {
    @Test("the same system solved twice gives bit-identical values, after the build and the edits")
    func identicalRuns() throws {
        var g = SplitMix64(seed: 99)
        for index in 0..<20 {
            let system = RandomSystem.make(index: index, using: &g)
            let first = try system.measure(repeats: 1), second = try system.measure(repeats: 1)
            #expect(first.values.map(\.value.bitPattern) == second.values.map(\.value.bitPattern))
            #expect(first.valuesAfterEdits?.map(\.value.bitPattern) == second.valuesAfterEdits?.map(\.value.bitPattern))
        }
    }

    @Test("the module overview's example: 8 pt below an iPhone X's 44 pt safe-area top is 52")
    func overviewExample() throws {
        // The 44 pt portrait top inset of the iPhone X: WWDC 2018 session 235, and the
        // DeviceCatalog entry `iphone-x`.
        let solver = Solver()
        let top = Variable("title.top"), height = Variable("title.height")
        let safeTop = Variable("root.safeArea.top")
        try solver.addEditVariable(safeTop, strength: Strength(level: 1000 - 1e-3))
        try solver.addConstraint(top == safeTop + 8)
        try solver.addConstraint((height == 21).withStrength(.priority(750)))
        try solver.suggestValue(safeTop, 44)
        solver.updateVariables()
        #expect(solver.value(of: top) == 52)
        #expect(solver.value(of: height) == 21)
    }
}
