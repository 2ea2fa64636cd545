import ArgumentParser
import Cassowary
import Foundation

/// `safearea solve FILE`: solves a `cassowary-bench/1` system with the project's solver,
/// following the benchmark suite's measurement protocol (docs/CLI.md).
public struct SolveCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve a constraint system in the benchmark format and time it.",
        discussion: """
        FILE is a cassowary-bench/1 system (.txt line format or .json), as written by \
        shared/bench/gen_layout_systems.py. Each repeat constructs the variables and \
        constraints, builds a fresh solver (edit variables first, then every constraint, \
        then updateVariables) and runs the edit loop; timings are medians over the repeats.
        """
    )

    @Argument(help: "The system to solve (.txt or .json).")
    public var file: String

    @Option(help: "How many times to run the protocol; timings are medians.")
    public var `repeat`: Int = 1

    @Flag(help: "Print JSON: values, valuesAfterEdits and timings.")
    public var json = false

    public init() {}

    public func validate() throws {
        guard (1...10_000).contains(`repeat`) else {
            throw ValidationError("--repeat takes a whole number from 1 to 10000, not \(`repeat`).")
        }
    }

    public func run() throws {
        print(try render())
    }

    /// The command's whole output. Throws ``CommandFailure`` (exit 1) for an unreadable or
    /// malformed file and for a required constraint that cannot be satisfied, naming the
    /// conflicting constraints.
    public func render() throws -> String {
        try requireReadableFile(file, expected: "a constraint system in the benchmark format (.json or .txt)")
        let system: ConstraintSystem
        do {
            system = try ConstraintSystem(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw CommandFailure(message: error.description)
        }
        let measurement: ConstraintSystem.Measurement
        do {
            measurement = try system.measure(repeats: `repeat`)
        } catch {
            throw CommandFailure(message: "\(file): \(error)")
        }
        return json ? Self.json(measurement) : Self.text(system, measurement, repeats: `repeat`)
    }

    /// The JSON document of docs/CLI.md: values in file order, then timings.
    static func json(_ m: ConstraintSystem.Measurement) -> String {
        func object(_ values: [(name: String, value: Double)]) -> String {
            "{" + values.map { "\(jsonString($0.name)): \(jsonNumber($0.value))" }.joined(separator: ", ") + "}"
        }
        var out = "{\"values\": \(object(m.values))"
        if let after = m.valuesAfterEdits { out += ", \"valuesAfterEdits\": \(object(after))" }
        out += ", \"timings\": {\"constructMs\": \(jsonNumber(m.constructMs)), \"buildAndSolveMs\": \(jsonNumber(m.buildAndSolveMs))"
        // Always present, as docs/CLI.md lists it: null for a system without edits (the kiwi
        // peer's `edit_loop_ms` is None then too).
        out += ", \"editLoopMs\": " + (m.editLoopMs.map(jsonNumber) ?? "null")
        out += "}}"
        return out
    }

    /// A short human summary: sizes, timings and the suite's checks.
    static func text(_ system: ConstraintSystem, _ m: ConstraintSystem.Measurement, repeats: Int) -> String {
        var lines = [
            "\(system.name.isEmpty ? "system" : system.name): \(system.variables.count) variables, \(system.constraints.count) constraints, \(system.edits.count) edits × \(system.editSteps) steps",
            String(format: "construct      %10.3f ms", m.constructMs),
            String(format: "build+solve    %10.3f ms", m.buildAndSolveMs),
        ]
        if let edit = m.editLoopMs, system.editSteps > 0 {
            lines.append(String(format: "edit loop      %10.3f ms  (%.1f µs a step)", edit, edit * 1000 / Double(system.editSteps)))
        }
        lines.append("medians over \(repeats) repeat\(repeats == 1 ? "" : "s")")
        lines.append(String(format: "after build:  required max violation %.3g, weighted error %.10g", m.check.requiredMaxViolation, m.check.weightedError))
        if let after = m.checkAfterEdits {
            lines.append(String(format: "after edits:  required max violation %.3g, weighted error %.10g", after.requiredMaxViolation, after.weightedError))
        }
        return lines.joined(separator: "\n")
    }
}
