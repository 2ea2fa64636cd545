import ArgumentParser
import Cassowary
import Foundation

/// Times our solver and kiwisolver on the same generated systems, in the same run, and
/// prints one table: build+solve, edit-loop step, peak memory, the ratio to kiwi, whether
/// the optima agree, and the growth exponent of each family.
///
/// Each instance runs in a child process (this executable with `--one`), so the peak
/// memory it reports is that instance's alone.
@main
struct SolverBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solver-benchmark",
        abstract: "Compare the Cassowary solver with kiwisolver on the shared benchmark systems."
    )

    @Option(help: "Sizes to run: small, medium, large, xlarge.")
    var sizes = "small,medium,large"

    @Option(help: "Families: chain, grid, tree, resize_grid, resize_tree, rotate_tree.")
    var families = "chain,grid,tree,resize_grid,resize_tree,rotate_tree"

    @Option(help: "Repeats per instance (medians are reported).")
    var repeats = 5

    @Option(help: "Where the instances are (generated there when missing).")
    var instances: String?

    @Option(help: "The shared/bench folder with gen_layout_systems.py and kiwi_peer.py.")
    var bench: String?

    @Flag(help: "Skip kiwisolver (ours only).")
    var noKiwi = false

    @Option(help: "Skip kiwi on instances bigger than this size (kiwi needs minutes at xlarge).")
    var kiwiMaxSize = "large"

    @Option(help: "Write the table as Markdown to this file as well.")
    var markdown: String?

    @Flag(help: "Time the explanation of a conflict (the minimal conflicting set) instead.")
    var conflicts = false

    @Option(help: .hidden)
    var one: String?

    func run() throws {
        if conflicts {
            print(ConflictBenchmark.run(lengths: [25, 50, 100, 190], repeats: repeats))
            return
        }
        if let one {
            try Self.runOne(path: one, repeats: repeats)
            return
        }
        let benchDir = URL(fileURLWithPath: bench ?? Self.defaultBenchDirectory())
        let dir = URL(fileURLWithPath: instances ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("safearea-bench-instances").path)
        let sizeList = sizes.split(separator: ",").map(String.init)
        let familyList = families.split(separator: ",").map(String.init)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let names = familyList.flatMap { f in sizeList.map { "\(f)_\($0)" } }
        if names.contains(where: { !FileManager.default.fileExists(atPath: dir.appendingPathComponent("\($0).txt").path) }) {
            printErr("generating instances in \(dir.path)")
            _ = try shell("python3", [benchDir.appendingPathComponent("gen_layout_systems.py").path, "--out", dir.path,
                                      "--sizes", sizes, "--families", families])
        }
        let sizeOrder = ["small", "medium", "large", "xlarge"]
        let kiwiLimit = sizeOrder.firstIndex(of: kiwiMaxSize) ?? 2
        var rows: [Row] = []
        for name in names {
            let size = String(name.split(separator: "_").last ?? "")
            printErr("\(name): ours…")
            let ours = try measureOurs(dir.appendingPathComponent("\(name).txt").path)
            var kiwi: [String: Any]? = nil
            if !noKiwi, (sizeOrder.firstIndex(of: size) ?? 0) <= kiwiLimit {
                printErr("\(name): kiwisolver…")
                kiwi = try measureKiwi(dir.appendingPathComponent("\(name).json").path, benchDir: benchDir)
            }
            rows.append(Row(name: name, ours: ours, kiwi: kiwi))
        }
        let table = Self.table(rows, families: familyList, sizes: sizeList)
        print(table)
        if let markdown { try table.write(toFile: markdown, atomically: true, encoding: .utf8) }
    }

    struct Row {
        let name: String
        let ours: [String: Any]
        let kiwi: [String: Any]?
    }

    static func defaultBenchDirectory() -> String {
        // Benchmarks/Sources/solver-benchmark/SolverBenchmark.swift → project root → ../shared/bench
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("shared/bench").path
    }

    /// The child-process side: one instance, the protocol, a JSON line with peak memory.
    static func runOne(path: String, repeats: Int) throws {
        let system = try ConstraintSystem(contentsOf: URL(fileURLWithPath: path))
        let m = try system.measure(repeats: repeats)
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let peakMB = Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
        #else
        getrusage(RUSAGE_SELF, &usage)
        let peakMB = Double(usage.ru_maxrss) / 1024 / 1024  // bytes on macOS
        #endif
        var out: [String: Any] = [
            "constraints": system.constraints.count,
            "build_ms": m.buildAndSolveMs,
            "required_violation": m.check.requiredMaxViolation,
            "weighted_error": m.check.weightedError,
            "peak_mb": peakMB,
        ]
        if let edit = m.editLoopMs, system.editSteps > 0 {
            out["edit_step_us"] = edit * 1000 / Double(system.editSteps)
            out["after_weighted_error"] = m.checkAfterEdits?.weightedError
            out["after_required_violation"] = m.checkAfterEdits?.requiredMaxViolation
        }
        let data = try JSONSerialization.data(withJSONObject: out, options: [.sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    }

    func measureOurs(_ path: String) throws -> [String: Any] {
        let output = try shell(URL(fileURLWithPath: CommandLine.arguments[0]).path, ["--one", path, "--repeats", String(repeats)])
        return try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any] ?? [:]
    }

    func measureKiwi(_ path: String, benchDir: URL) throws -> [String: Any] {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("kiwi-\(UUID().uuidString).json")
        // kiwi_peer.py in a wrapper that also reports the process's peak memory.
        let script = """
        import resource, runpy, sys, json
        sys.argv = ['kiwi_peer.py', '\(path)', '--repeats', '\(repeats)', '--json-out', '\(out.path)']
        try:
            runpy.run_path('\(benchDir.appendingPathComponent("kiwi_peer.py").path)', run_name='__main__')
        except SystemExit:
            pass
        print('PEAK_KB', resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
        """
        let printed = try shell("python3", ["-c", script])
        defer { try? FileManager.default.removeItem(at: out) }
        var result = (try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any])?["results"]
            .flatMap { ($0 as? [[String: Any]])?.first } ?? [:]
        if let line = printed.split(separator: "\n").last(where: { $0.hasPrefix("PEAK_KB") }),
           let kb = Double(line.split(separator: " ").last ?? "") {
            result["peak_mb"] = kb / 1024
        }
        return result
    }

    static func table(_ rows: [Row], families: [String], sizes: [String]) -> String {
        func num(_ any: Any?) -> Double? { (any as? NSNumber)?.doubleValue }
        func fmt(_ x: Double?, _ digits: Int = 2) -> String { x.map { String(format: "%.\(digits)f", $0) } ?? "–" }
        var lines = [
            "| instance | constraints | ours build+solve ms | kiwi ms | × faster | ours edit step µs | kiwi µs | × faster | ours peak MB | kiwi peak MB | same optimum |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|:---:|",
        ]
        for row in rows {
            let ob = num(row.ours["build_ms"]), kb = num(row.kiwi?["build_solve_ms"])
            let oe = num(row.ours["edit_step_us"]), ke = num(row.kiwi?["edit_step_us"])
            var same = "–"
            if let k = row.kiwi, let ow = num(row.ours["weighted_error"]), let kw = num(k["weighted_error"]) {
                var ok = abs(ow - kw) <= 1e-7 * max(1, abs(ow), abs(kw)) + 1e-6
                if let oa = num(row.ours["after_weighted_error"]), let ka = num(k["after_edit_weighted_error"]) {
                    ok = ok && abs(oa - ka) <= 1e-7 * max(1, abs(oa), abs(ka)) + 1e-6
                }
                ok = ok && (num(row.ours["required_violation"]) ?? 1) <= 1e-9
                same = ok ? "yes" : "NO"
            }
            lines.append("| \(row.name) | \(Int(num(row.ours["constraints"]) ?? 0)) | \(fmt(ob, 3)) | \(fmt(kb, 3)) | \(fmt(ob.flatMap { o in kb.map { $0 / o } }, 1)) | \(fmt(oe, 1)) | \(fmt(ke, 1)) | \(fmt(oe.flatMap { o in ke.map { $0 / o } }, 1)) | \(fmt(num(row.ours["peak_mb"]), 1)) | \(fmt(num(row.kiwi?["peak_mb"]), 1)) | \(same) |")
        }
        // Growth exponents: the slope of log(time) over log(constraints) between consecutive sizes.
        lines.append("")
        lines.append("Growth of build+solve (exponent k in time ∝ constraints^k, between consecutive sizes):")
        for family in families {
            let series = sizes.compactMap { size in rows.first { $0.name == "\(family)_\(size)" } }
            var parts: [String] = []
            for (a, b) in zip(series, series.dropFirst()) {
                guard let ta = num(a.ours["build_ms"]), let tb = num(b.ours["build_ms"]),
                      let na = num(a.ours["constraints"]), let nb = num(b.ours["constraints"]) else { continue }
                parts.append(String(format: "%.2f", log(tb / ta) / log(nb / na)))
            }
            if !parts.isEmpty { lines.append("- \(family): \(parts.joined(separator: ", "))") }
        }
        return lines.joined(separator: "\n")
    }
}

private func printErr(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// Runs a program and returns its standard output; fails with its standard error.
private func shell(_ program: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program.hasPrefix("/") ? program : "/usr/bin/env")
    process.arguments = program.hasPrefix("/") ? arguments : [program] + arguments
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    let errors = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw ValidationError("\(program) \(arguments.joined(separator: " ")) failed: \(String(decoding: errors, as: UTF8.self))")
    }
    return String(decoding: data, as: UTF8.self)
}
