import DeviceCatalog
import LayoutEngine
import Foundation
import Yams

/// The `audit` section of `.safearea.yml` (the file `safearea lint` shares), in the style of
/// `.swiftlint.yml`:
///
/// ```yaml
/// audit:
///   disabled_rules: [content-in-rounded-corner]
///   enabled_rules: [content-under-home-indicator]   # optional: only these run
///   severities: {control-in-bottom-corner: error}
///   devices: iphone                                   # all | iphone | ipad | a list of names
///   orientations: [portrait]
///   ios: 17
///   excluded: [Legacy, "**/Debug*.storyboard"]        # inputs, relative to this file's folder
///   excluded_views: [backgroundImage, Checkout/payButton]   # view ids, or scene/view
///   baseline: safearea-baseline.json                  # accepted findings, relative to this file's folder
/// ```
/// Options on the command line win over the file. An unknown key or rule id, or a value of the
/// wrong kind, is an error naming the file and line.
public struct AuditConfiguration: Hashable, Sendable {
    /// The keys of the `audit` section.
    public static let keys = ["disabled_rules", "enabled_rules", "severities", "devices", "orientations", "ios",
                              "design_requires_compatibility", "excluded", "excluded_views", "baseline"]

    /// Rules that do not run.
    public var disabledRules: Set<String> = []
    /// When set, only these rules run.
    public var enabledRules: Set<String>?
    /// Severities that replace the rules' defaults.
    public var severities: [String: Severity] = [:]
    /// `--devices` when the command line does not say.
    public var devices: String?
    /// `--orientations` when the command line does not say.
    public var orientations: String?
    /// `--ios` when the command line does not say: its major version.
    public var iOS: Int?
    /// The point release of ``iOS`` (`ios: 15.2` gives 2), or nil.
    public var iOSPointRelease: Int?
    /// `--[no-]design-requires-compatibility` when the command line does not say: whether the
    /// app sets `UIDesignRequiresCompatibility`. `nil`: the file does not say (the audit then
    /// reads the apps' Info.plists).
    public var designRequiresCompatibility: Bool?
    /// Input paths or globs left out, relative to ``baseDirectory``.
    public var excluded: [String] = []
    /// Views whose findings are left out: a view id, or `scene/view`.
    public var excludedViews: Set<String> = []
    /// `--baseline` when the command line does not say: the baseline file's path, relative
    /// to ``baseDirectory`` as written (``baselinePath`` resolves it).
    public var baseline: String?
    /// The folder the file is in.
    public var baseDirectory: String

    /// ``baseline`` as a path from the current folder, or nil.
    public var baselinePath: String? {
        baseline.map { $0.hasPrefix("/") ? $0 : URL(fileURLWithPath: baseDirectory).appendingPathComponent($0).path }
    }

    /// The defaults.
    public init(baseDirectory: String = FileManager.default.currentDirectoryPath) {
        self.baseDirectory = baseDirectory
    }

    /// `findings` with the disabled rules and excluded views left out and severities applied.
    public func apply(to findings: [Finding]) -> [Finding] {
        findings.compactMap { finding in
            if disabledRules.contains(finding.rule) { return nil }
            if let enabledRules, !enabledRules.contains(finding.rule) { return nil }
            if excludedViews.contains(finding.view) || excludedViews.contains("\(finding.scene)/\(finding.view)") { return nil }
            var f = finding
            if let severity = severities[f.rule] { f.severity = severity }
            return f
        }
    }

    /// Reads `path`.
    public static func load(path: String) throws(AuditConfigurationError) -> AuditConfiguration {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw .unreadable(file: path, reason: FileManager.default.fileExists(atPath: path) ? "not UTF-8 text" : "no such file")
        }
        return try parse(yaml: text, file: path, baseDirectory: URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path)
    }

    /// Parses the `audit` section of configuration text (other top-level sections belong to
    /// other commands and are left alone).
    public static func parse(yaml: String, file: String, baseDirectory: String) throws(AuditConfigurationError) -> AuditConfiguration {
        var config = AuditConfiguration(baseDirectory: baseDirectory)
        let root: Node?
        do { root = try Yams.compose(yaml: yaml) } catch { throw .syntax(file: file, reason: "\(error)") }
        guard let root, case .mapping(let top) = root else { return config }
        guard let section = top.first(where: { $0.key.string == "audit" })?.value else { return config }
        if case .scalar(let s) = section, ["", "~", "null"].contains(s.string) { return config }
        guard case .mapping(let audit) = section else { throw .badValue(file: file, line: line(section), key: "audit", expected: "a mapping") }
        let ruleIDs = AuditRules.all.map(\.id)
        func rules(_ node: Node, _ key: String) throws(AuditConfigurationError) -> [String] {
            try list(node, key, file).map { (line, id) throws(AuditConfigurationError) in
                guard ruleIDs.contains(id) else { throw .unknownRule(file: file, line: line, rule: id, known: ruleIDs) }
                return id
            }
        }
        for (key, value) in audit {
            let name = key.string ?? ""
            switch name {
            case "disabled_rules": config.disabledRules.formUnion(try rules(value, name))
            case "enabled_rules": config.enabledRules = Set(try rules(value, name))
            case "severities":
                guard case .mapping(let map) = value else { throw .badValue(file: file, line: line(value), key: name, expected: "a mapping of rule ids to error or warning") }
                for (rule, level) in map {
                    let id = rule.string ?? ""
                    guard ruleIDs.contains(id) else { throw .unknownRule(file: file, line: line(rule), rule: id, known: ruleIDs) }
                    guard let severity = level.string.flatMap(Severity.init(rawValue:)) else {
                        throw .badValue(file: file, line: line(level), key: "severities.\(id)", expected: "error or warning")
                    }
                    config.severities[id] = severity
                }
            case "devices": config.devices = try list(value, name, file).map(\.1).joined(separator: ",")
            case "orientations": config.orientations = try list(value, name, file).map(\.1).joined(separator: ",")
            case "ios":
                guard let text = value.string, let version = IOSVersion(parsing: text), (8...99).contains(version.major) else {
                    throw .badValue(file: file, line: line(value), key: name,
                                    expected: "a major iOS version such as 17, or one with a point release such as 15.2")
                }
                config.iOS = version.major
                config.iOSPointRelease = version.pointRelease
            case "design_requires_compatibility":
                guard let flag = value.bool else {
                    throw .badValue(file: file, line: line(value), key: name, expected: "true or false")
                }
                config.designRequiresCompatibility = flag
            case "excluded": config.excluded = try list(value, name, file).map(\.1)
            case "excluded_views": config.excludedViews = Set(try list(value, name, file).map(\.1))
            case "baseline":
                guard case .scalar(let path) = value, !path.string.isEmpty else {
                    throw .badValue(file: file, line: line(value), key: name, expected: "a file's path")
                }
                config.baseline = path.string
            default: throw .unknownKey(file: file, line: line(key), key: name, known: keys)
            }
        }
        return config
    }

    private static func line(_ node: Node) -> Int { node.mark?.line ?? 1 }

    private static func list(_ node: Node, _ key: String, _ file: String) throws(AuditConfigurationError) -> [(Int, String)] {
        switch node {
        case .sequence(let items):
            var out: [(Int, String)] = []
            for item in items {
                guard case .scalar(let s) = item else { throw .badValue(file: file, line: line(item), key: key, expected: "a list of names") }
                out.append((line(item), s.string))
            }
            return out
        case .scalar(let s) where !s.string.isEmpty: return [(line(node), s.string)]
        default: throw .badValue(file: file, line: line(node), key: key, expected: "a name or a list of names")
        }
    }
}

/// Why `.safearea.yml`'s audit section could not be used; each names the file and line.
public enum AuditConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(file: String, reason: String)
    /// The YAML does not parse.
    case syntax(file: String, reason: String)
    /// A key the audit section does not have.
    case unknownKey(file: String, line: Int, key: String, known: [String])
    /// A rule id the audit does not have.
    case unknownRule(file: String, line: Int, rule: String, known: [String])
    /// A value of the wrong kind.
    case badValue(file: String, line: Int, key: String, expected: String)

    /// `file:line: error: …`.
    public var description: String {
        switch self {
        case let .unreadable(file, reason): return "\(file): error: cannot read the configuration: \(reason)"
        case let .syntax(file, reason): return "\(file): error: the configuration is not valid YAML: \(reason)"
        case let .unknownKey(file, line, key, known):
            return "\(file):\(line): error: unknown key '\(key)' in the audit section; expected one of: \(known.joined(separator: ", "))"
        case let .unknownRule(file, line, rule, known):
            let hint = known.min { NameMatching.editDistance($0, rule) < NameMatching.editDistance($1, rule) }.map { "; did you mean '\($0)'?" } ?? ""
            return "\(file):\(line): error: unknown audit rule '\(rule)'\(hint)"
        case let .badValue(file, line, key, expected): return "\(file):\(line): error: '\(key)' expects \(expected)"
        }
    }

}
