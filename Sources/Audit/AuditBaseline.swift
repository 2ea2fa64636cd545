import Foundation

/// Findings a team has accepted for now, so a CI gate can be turned on for an app with known
/// problems and fail only on new ones, as SwiftLint's and detekt's baselines allow:
/// `safearea audit --write-baseline FILE` records what the audit found, and `--baseline FILE`
/// leaves those findings out of later reports and of the exit status.
///
/// An entry is a rule on a view of a scene in a file (with the constraint a conflict is about),
/// with the configurations it was found on: not a line or a rectangle, so an edit elsewhere in
/// the file, or a view that moves a point, keeps its entry, while the same problem on a
/// configuration it was not found on (a new device, an orientation newly supported) is new.
/// Files are written relative to the baseline's folder, so the file can be committed beside
/// the project and read from any working folder. The file is JSON, sorted, one entry per line
/// group, so it diffs well under review.
public struct AuditBaseline: Hashable, Sendable {
    /// One accepted finding.
    public struct Entry: Hashable, Sendable, Codable {
        /// The input, relative to the baseline's folder (absolute when outside it).
        public var file: String
        /// The rule's id.
        public var rule: String
        /// The scene's id.
        public var scene: String
        /// The view's id.
        public var view: String
        /// What a screen-wide finding is about (``Finding/subject``), when it has one.
        public var subject: String?
        /// The configurations it was found on (``AuditBaseline/configuration(of:)``), sorted.
        public var configurations: [String]
    }

    /// The format's version; a file of another version is refused rather than misread.
    public static let version = 1

    /// The accepted findings, sorted by file, rule, scene, view and subject.
    public var entries: [Entry]

    /// The baseline of `findings`, with files relative to `folder`.
    public init(findings: [Finding], relativeTo folder: String) {
        var grouped: [EntryKey: Set<String>] = [:]
        for finding in findings {
            grouped[EntryKey(finding, relativeTo: folder), default: []].insert(Self.configuration(of: finding))
        }
        entries = grouped.map { key, configurations in
            Entry(file: key.file, rule: key.rule, scene: key.scene, view: key.view, subject: key.subject,
                  configurations: configurations.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        }.sorted { Self.order($0).lexicographicallyPrecedes(Self.order($1)) { $0.utf8.lexicographicallyPrecedes($1.utf8) } }
    }

    private init(entries: [Entry]) {
        self.entries = entries
    }

    /// A finding's configuration as the file writes it: `iphone-16 portrait iOS 26`.
    public static func configuration(of finding: Finding) -> String {
        "\(finding.device) \(finding.orientation.rawValue) iOS \(finding.iOSVersion)"
    }

    /// `findings` without those the baseline accepts (files read relative to `folder`), how many
    /// it accepted, and how many of its entries matched none (fixed since, or renamed).
    public func filter(_ findings: [Finding], relativeTo folder: String) -> (kept: [Finding], accepted: Int, unmatched: Int) {
        var accepted: [EntryKey: Set<String>] = [:]
        for entry in entries {
            accepted[EntryKey(entry), default: []].formUnion(entry.configurations)
        }
        var used: Set<EntryKey> = []
        var kept: [Finding] = []
        for finding in findings {
            let key = EntryKey(finding, relativeTo: folder)
            if accepted[key]?.contains(Self.configuration(of: finding)) == true {
                used.insert(key)
            } else {
                kept.append(finding)
            }
        }
        return (kept, findings.count - kept.count, Set(entries.map(EntryKey.init)).subtracting(used).count)
    }

    /// The file's text: JSON, keys and entries sorted, so the same findings give the same bytes.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let file = File(version: Self.version, entries: entries)
        let data = (try? encoder.encode(file)) ?? Data()
        return (String(data: data, encoding: .utf8) ?? "") + "\n"
    }

    /// Reads the baseline at `path`.
    public static func read(path: String) throws(AuditBaselineError) -> AuditBaseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(file: path, reason: FileManager.default.fileExists(atPath: path) ? "cannot be read" : "no such file (write one with --write-baseline)")
        }
        let file: File
        do { file = try JSONDecoder().decode(File.self, from: data) } catch {
            throw .malformed(file: path, reason: Self.reason(error))
        }
        guard file.version == version else { throw .version(file: path, found: file.version) }
        return AuditBaseline(entries: file.entries)
    }

    /// The file's shape.
    private struct File: Codable {
        var version: Int
        var entries: [Entry]
    }

    /// What identifies an entry, without its configurations.
    private struct EntryKey: Hashable {
        var file, rule, scene, view: String
        var subject: String?

        init(_ finding: Finding, relativeTo folder: String) {
            file = AuditBaseline.relative(finding.location.file, to: folder)
            rule = finding.rule
            scene = finding.scene
            view = finding.view
            subject = finding.subject
        }

        init(_ entry: Entry) {
            file = entry.file
            rule = entry.rule
            scene = entry.scene
            view = entry.view
            subject = entry.subject
        }
    }

    private static func order(_ e: Entry) -> [String] {
        [e.file, e.rule, e.scene, e.view, e.subject ?? ""]
    }

    /// `path` relative to `folder` when it lies inside it, else absolute; both standardized.
    static func relative(_ path: String, to folder: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let base = URL(fileURLWithPath: folder).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// A decoding error in words: the key path and what was expected.
    private static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing '\(key.stringValue)'" + path(context)
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return context.debugDescription + path(context)
        case DecodingError.dataCorrupted(let context):
            return "not JSON: " + context.debugDescription
        default:
            return "\(error)"
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return keys.isEmpty ? "" : " at \(keys)"
    }
}

/// Why a baseline file could not be used; each names the file.
public enum AuditBaselineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is missing or unreadable.
    case unreadable(file: String, reason: String)
    /// The file is not a baseline.
    case malformed(file: String, reason: String)
    /// The file is a baseline of another format version.
    case version(file: String, found: Int)

    /// `file: error: …`.
    public var description: String {
        switch self {
        case let .unreadable(file, reason): "\(file): error: cannot read the baseline: \(reason)"
        case let .malformed(file, reason): "\(file): error: not a safearea audit baseline (\(reason)); expected {\"version\": \(AuditBaseline.version), \"entries\": [{\"file\", \"rule\", \"scene\", \"view\", \"configurations\"}]}"
        case let .version(file, found): "\(file): error: the baseline is of format version \(found); this safearea reads version \(AuditBaseline.version): write it again with --write-baseline"
        }
    }
}
