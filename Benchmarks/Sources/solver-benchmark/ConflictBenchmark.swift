import Cassowary
import Foundation

/// Times the explanation of an unsatisfiable constraint: a chain of `n` required links from
/// `x0 == 0` (each `x(i+1) == x(i) + 10`), with as many unrelated constraints added between
/// them, then `x(n) <= 5`, which the whole chain contradicts. The minimal conflicting set is
/// every link and the bound (the filter's worst case: no candidate can be dropped), so each
/// failed addition runs the deletion filter over `n + 1` candidates.
enum ConflictBenchmark {
    /// One row per chain length: the set's size and the median time of a failed addition.
    static func run(lengths: [Int], repeats: Int) -> String {
        var lines = ["| chain links | conflicting set | failed addition, ms (median of \(repeats)) |", "|---:|---:|---:|"]
        for n in lengths {
            var times: [Double] = []
            var setSize = 0
            for _ in 0..<repeats {
                let (solver, last) = chain(links: n)
                let bound = last <= 5
                let start = DispatchTime.now().uptimeNanoseconds
                do {
                    try solver.addConstraint(bound)
                } catch let SolverError.unsatisfiableConstraint(_, conflicting) {
                    setSize = conflicting.count
                } catch {}
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            lines.append("| \(n) | \(setSize) | \(String(format: "%.2f", times.sorted()[times.count / 2])) |")
        }
        return lines.joined(separator: "\n")
    }

    /// A solver holding the chain and the unrelated constraints, and the chain's last variable.
    static func chain(links n: Int) -> (Solver, Variable) {
        let solver = Solver()
        var previous = Variable("x0")
        try? solver.addConstraint(previous == 0)
        for i in 1...n {
            let next = Variable("x\(i)")
            try? solver.addConstraint(Variable("y\(i)") >= Double(i))
            try? solver.addConstraint(next == previous + 10)
            previous = next
        }
        return (solver, previous)
    }
}
