import Foundation
import Reports
import Yams

/// The `lint` section of `.safearea.yml`, in the style of `.swiftlint.yml`:
///
/// ```yaml
/// lint:
///   disabled_rules: [deprecated-inset-api]
///   enabled_rules: [hard-coded-bar-height, screen-size-comparison]   # optional: only these run
///   severities: {status-bar-frame-arithmetic: error}
///   excluded: [Pods, "**/Generated/*.swift"]
///   bar_literals: [20, 44, 64, 88]
///   baseline: lint-baseline.json            # accepted findings, relative to this file's folder
/// ```
/// An unknown key or rule id is an error naming the file and line (``LintError``).
public struct LintConfiguration: Sendable {
    /// The bar and inset heights the hard-coded-bar-height rule looks for by default: the
    /// commonest status-bar, navigation-bar, tab-bar and home-indicator heights of iPhones,
    /// iOS 26's 54 pt navigation bar and 48 pt toolbar among them.
    public static let defaultBarLiterals: [Int] = [20, 44, 49, 64, 83, 88, 34, 24, 47, 59, 54, 48]
    /// The keys of the `lint` section.
    public static let keys = ["disabled_rules", "enabled_rules", "severities", "excluded", "bar_literals", "baseline"]
    /// The top-level keys of `.safearea.yml` (`audit` belongs to `safearea audit`).
    public static let topLevelKeys = ["lint", "audit"]

    /// Rules that do not run.
    public var disabledRules: Set<String> = []
    /// When set, only these rules run (`disabled_rules` still removes from them).
    public var enabledRules: Set<String>?
    /// Severities that replace rules' defaults.
    public var severities: [String: ReportSeverity] = [:]
    /// Paths left out, matched against paths relative to ``baseDirectory``.
    public var excluded: [Glob] = []
    /// The literals the hard-coded-bar-height rule looks for.
    public var barLiterals: Set<Int> = Set(defaultBarLiterals)
    /// The baseline file (``LintBaseline``) when the command line names none, as written:
    /// relative to ``baseDirectory`` (``baselinePath`` resolves it).
    public var baseline: String?
    /// The folder excluded paths are relative to (the configuration file's folder).
    public var baseDirectory: String

    /// ``baseline`` as a path, or nil.
    public var baselinePath: String? {
        baseline.map { $0.hasPrefix("/") ? $0 : URL(fileURLWithPath: baseDirectory).appendingPathComponent($0).path }
    }

    /// The defaults, excluded paths relative to `baseDirectory`.
    public init(baseDirectory: String = FileManager.default.currentDirectoryPath) {
        self.baseDirectory = baseDirectory
    }

    /// Whether `rule` runs.
    public func isEnabled(_ rule: String) -> Bool {
        if disabledRules.contains(rule) { return false }
        if let enabledRules, rule != LintRuleID.unknownRuleInSuppression.rawValue { return enabledRules.contains(rule) }
        return true
    }

    /// The severity of `rule`'s findings.
    public func severity(of rule: ReportRule) -> ReportSeverity {
        severities[rule.id] ?? rule.defaultSeverity
    }

    /// Whether the file at absolute `path` is excluded.
    public func isExcluded(_ path: String) -> Bool {
        if excluded.isEmpty { return false }
        let base = baseDirectory.hasSuffix("/") ? baseDirectory : baseDirectory + "/"
        let relative = path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
        return excluded.contains { $0.matches(relative) }
    }

    /// Reads the configuration file at `path`; excluded paths are relative to its folder.
    public static func load(path: String) throws(LintError) -> LintConfiguration {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw .unreadableFile(path: path, reason: FileManager.default.fileExists(atPath: path) ? "not UTF-8 text" : "no such file")
        }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL
        return try parse(yaml: text, file: path, baseDirectory: absolute.deletingLastPathComponent().path)
    }

    /// Parses configuration text; `file` names it in errors.
    public static func parse(yaml: String, file: String, baseDirectory: String) throws(LintError) -> LintConfiguration {
        var config = LintConfiguration(baseDirectory: baseDirectory)
        let root: Node?
        do { root = try Yams.compose(yaml: yaml) } catch { throw .configSyntax(file: file, reason: "\(error)") }
        guard let root else { return config }
        guard case .mapping(let top) = root else {
            throw .configBadValue(file: file, line: line(root), key: "top level", expected: "a mapping with a 'lint' key")
        }
        for (key, value) in top {
            let name = key.string ?? ""
            guard topLevelKeys.contains(name) else {
                throw .configUnknownKey(file: file, line: line(key), key: name, known: topLevelKeys)
            }
            guard name == "lint" else { continue }
            if case .scalar(let s) = value, s.string.isEmpty || s.string == "~" || s.string == "null" { continue }
            guard case .mapping(let lint) = value else {
                throw .configBadValue(file: file, line: line(value), key: "lint", expected: "a mapping")
            }
            for (key, value) in lint {
                let name = key.string ?? ""
                switch name {
                case "disabled_rules":
                    config.disabledRules.formUnion(try ruleList(value, key: name, file: file))
                case "enabled_rules":
                    config.enabledRules = Set(try ruleList(value, key: name, file: file))
                case "severities":
                    guard case .mapping(let map) = value else {
                        throw .configBadValue(file: file, line: line(value), key: name, expected: "a mapping of rule ids to error, warning or note")
                    }
                    for (rule, level) in map {
                        let id = try ruleID(rule, file: file)
                        guard let severity = level.string.flatMap(ReportSeverity.init(rawValue:)) else {
                            throw .configBadValue(file: file, line: line(level), key: "severities.\(id)", expected: "error, warning or note")
                        }
                        config.severities[id] = severity
                    }
                case "excluded":
                    config.excluded = try list(value, key: name, file: file, expected: "a list of paths or globs").map { Glob($0.1) }
                case "bar_literals":
                    var literals = Set<Int>()
                    for (line, text) in try list(value, key: name, file: file, expected: "a list of whole numbers") {
                        guard let number = Int(text), number > 0 else {
                            throw .configBadValue(file: file, line: line, key: name, expected: "a list of positive whole numbers")
                        }
                        literals.insert(number)
                    }
                    config.barLiterals = literals
                case "baseline":
                    guard case .scalar(let path) = value, !path.string.isEmpty else {
                        throw .configBadValue(file: file, line: line(value), key: name, expected: "a file's path")
                    }
                    config.baseline = path.string
                default:
                    throw .configUnknownKey(file: file, line: line(key), key: name, known: keys)
                }
            }
        }
        return config
    }

    private static func line(_ node: Node) -> Int { node.mark?.line ?? 1 }

    private static func list(_ node: Node, key: String, file: String, expected: String) throws(LintError) -> [(Int, String)] {
        switch node {
        case .sequence(let items):
            var out: [(Int, String)] = []
            for item in items {
                guard case .scalar(let s) = item else { throw .configBadValue(file: file, line: line(item), key: key, expected: expected) }
                out.append((line(item), s.string))
            }
            return out
        case .scalar(let s) where !s.string.isEmpty:
            return [(line(node), s.string)]
        default:
            throw .configBadValue(file: file, line: line(node), key: key, expected: expected)
        }
    }

    private static func ruleList(_ node: Node, key: String, file: String) throws(LintError) -> [String] {
        var out: [String] = []
        for (line, id) in try list(node, key: key, file: file, expected: "a list of rule ids") {
            guard LintRuleID(rawValue: id) != nil else {
                throw .configUnknownRule(file: file, line: line, rule: id, closest: LintError.closest(to: id, in: LintRuleID.allCases.map(\.rawValue)))
            }
            out.append(id)
        }
        return out
    }

    private static func ruleID(_ node: Node, file: String) throws(LintError) -> String {
        let id = node.string ?? ""
        guard LintRuleID(rawValue: id) != nil else {
            throw .configUnknownRule(file: file, line: line(node), rule: id, closest: LintError.closest(to: id, in: LintRuleID.allCases.map(\.rawValue)))
        }
        return id
    }
}
