import Foundation
import Testing
@testable import Cassowary

/// Our optimum against kiwisolver's (kiwi's C++ core) on the benchmark suite's generated
/// systems and on random small systems, compared the way `shared/bench/kiwi_peer.py` checks:
/// required constraints hold to 1e-9, and the weighted error (solver-independent at an
/// optimum) matches.
///
/// It needs python3 with kiwisolver (CI installs it with pip). Without it the suite is
/// skipped on a developer machine, and fails under CI so a missing install is noticed.
@Suite("Differential: the same optimum as kiwisolver", .enabled(if: KiwiPeer.shouldRun))
struct KiwiDifferentialTests {
    @Test("generated layout systems, small and medium, every family, build and edit loop")
    func generatedSystems() throws {
        let dir = try KiwiPeer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try KiwiPeer.python([KiwiPeer.benchDirectory.appendingPathComponent("gen_layout_systems.py").path,
                             "--out", dir.path, "--sizes", "small,medium"])
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        #expect(names.count == 12)
        let kiwi = try KiwiPeer.run(names.map { dir.appendingPathComponent($0).path })
        for name in names {
            let system = try ConstraintSystem(contentsOf: dir.appendingPathComponent(name))
            try KiwiPeer.compare(system, kiwi[system.name])
        }
    }

    @Test("random small systems with required, strong, medium and weak constraints")
    func randomSystems() throws {
        let dir = try KiwiPeer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var generator = SplitMix64(seed: 20_261_122)
        var paths: [String] = []
        var systems: [ConstraintSystem] = []
        for index in 0..<60 {
            let system = RandomSystem.make(index: index, using: &generator)
            let url = dir.appendingPathComponent("\(system.name).json")
            try RandomSystem.json(system).write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
            systems.append(system)
        }
        let kiwi = try KiwiPeer.run(paths)
        for system in systems { try KiwiPeer.compare(system, kiwi[system.name]) }
    }
}

enum KiwiPeer {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let benchDirectory = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/bench")

    static let kiwiAvailable: Bool = (try? python(["-c", "import kiwisolver"])) != nil
    static let underCI = ProcessInfo.processInfo.environment["CI"] != nil

    /// Run when kiwisolver is there; under CI, run regardless so a missing install fails loudly.
    static let shouldRun = (kiwiAvailable || underCI)
        && FileManager.default.fileExists(atPath: benchDirectory.appendingPathComponent("kiwi_peer.py").path)

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("safearea-kiwi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @discardableResult
    static func python(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PeerError(message: "python3 \(arguments.joined(separator: " ")) failed: \(String(decoding: errors, as: UTF8.self))")
        }
        return String(decoding: data, as: UTF8.self)
    }

    struct PeerError: Error, CustomStringConvertible { let message: String; var description: String { message } }

    /// kiwi's results by instance name.
    static func run(_ paths: [String]) throws -> [String: [String: Any]] {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("kiwi-\(UUID().uuidString).json")
        try python([benchDirectory.appendingPathComponent("kiwi_peer.py").path] + paths + ["--repeats", "1", "--json-out", out.path])
        defer { try? FileManager.default.removeItem(at: out) }
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any]
        var byName: [String: [String: Any]] = [:]
        for result in object?["results"] as? [[String: Any]] ?? [] {
            if let name = result["instance"] as? String { byName[name] = result }
        }
        return byName
    }

    static func compare(_ system: ConstraintSystem, _ kiwi: [String: Any]?) throws {
        let kiwi = try #require(kiwi, "kiwi has no result for \(system.name)")
        let m = try system.measure(repeats: 1)
        #expect(m.check.requiredMaxViolation <= 1e-9, "\(system.name): required violation \(m.check.requiredMaxViolation)")
        let kiwiError = try #require(kiwi["weighted_error"] as? Double)
        #expect(close(m.check.weightedError, kiwiError), "\(system.name): weighted error \(m.check.weightedError), kiwi \(kiwiError)")
        if let after = m.checkAfterEdits {
            let kiwiAfter = try #require(kiwi["after_edit_weighted_error"] as? Double)
            #expect(after.requiredMaxViolation <= 1e-9, "\(system.name): required violation after edits \(after.requiredMaxViolation)")
            #expect(close(after.weightedError, kiwiAfter), "\(system.name): weighted error after edits \(after.weightedError), kiwi \(kiwiAfter)")
        }
    }

    /// Equal to a relative 1e-7 (kiwi's own error carries ~1e-8 of rounding at these weights).
    static func close(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= 1e-7 * max(1, abs(a), abs(b)) + 1e-6
    }
}

/// A deterministic 64-bit generator (SplitMix64), so the random systems are the same on every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random small systems whose required part is feasible by construction: every required
/// constraint holds at a hidden point, then optional constraints pull anywhere.
enum RandomSystem {
    static func make(index: Int, using g: inout SplitMix64) -> ConstraintSystem {
        let n = Int.random(in: 2...7, using: &g)
        let point = (0..<n).map { _ in Double(Int.random(in: -50...150, using: &g)) }
        var entries: [ConstraintSystem.Entry] = []
        let strengths: [Strength] = [.strong, .medium, .weak, .weighted(2e6)]
        for _ in 0..<Int.random(in: 2...12, using: &g) {
            let k = Int.random(in: 1...min(3, n), using: &g)
            let vars = Array((0..<n).shuffled(using: &g).prefix(k))
            let terms = vars.map { (coefficient: Double([-2, -1, -0.5, 0.5, 1, 2].randomElement(using: &g)!), variable: $0) }
            let atPoint = terms.reduce(0) { $0 + $1.coefficient * point[$1.variable] }
            let required = Bool.random(using: &g)
            let relation: RelationalOperator = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &g)!
            var constant = -atPoint
            if required && relation != .equal {
                let slack = Double(Int.random(in: 0...20, using: &g))
                constant += relation == .lessThanOrEqual ? -slack : slack
            } else if !required {
                constant += Double(Int.random(in: -40...40, using: &g))
            }
            entries.append(.init(terms: terms, constant: constant, relation: relation,
                                 strength: required ? .required : strengths.randomElement(using: &g)!))
        }
        // Keep the optimum bounded: a weak anchor on every variable.
        for v in 0..<n {
            entries.append(.init(terms: [(1, v)], constant: -Double(Int.random(in: 0...100, using: &g)), relation: .equal, strength: .weak))
        }
        var edits: [ConstraintSystem.Edit] = []
        if Bool.random(using: &g) {
            let v = Int.random(in: 0..<n, using: &g)
            edits.append(.init(variable: v, strength: .strong, initial: point[v],
                               suggestions: (0..<20).map { _ in Double(Int.random(in: -100...200, using: &g)) }))
        }
        return ConstraintSystem(name: "random_\(index)", variables: (0..<n).map { "v\($0)" }, constraints: entries, edits: edits)
    }

    static func json(_ s: ConstraintSystem) -> String {
        func strength(_ st: Strength) -> String { st.isRequired ? "\"required\"" : "\(st.weight)" }
        let constraints = s.constraints.map { c in
            "{\"terms\":[" + c.terms.map { "[\($0.coefficient),\"\(s.variables[$0.variable])\"]" }.joined(separator: ",")
                + "],\"constant\":\(c.constant),\"op\":\"\(c.relation.rawValue)\",\"strength\":\(strength(c.strength))}"
        }
        let edits = s.edits.map { e in
            "{\"var\":\"\(s.variables[e.variable])\",\"strength\":\(strength(e.strength)),\"initial\":\(e.initial),\"suggest\":["
                + e.suggestions.map { "\($0)" }.joined(separator: ",") + "]}"
        }
        return "{\"format\":\"cassowary-bench/1\",\"name\":\"\(s.name)\",\"variables\":["
            + s.variables.map { "\"\($0)\"" }.joined(separator: ",") + "],\"constraints\":["
            + constraints.joined(separator: ",") + "],\"edits\":[" + edits.joined(separator: ",") + "]}"
    }
}
