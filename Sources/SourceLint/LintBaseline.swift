import Foundation
import Reports

/// Lint findings a team has accepted for now (`safearea lint --write-baseline FILE`, then
/// `--baseline FILE`), so the lint can gate CI on a codebase with known problems and fail only
/// on new ones, as SwiftLint's baseline allows.
///
/// An entry is a rule's findings in a file on one piece of code (``ReportFinding/fingerprintKey``:
/// the offending code, not its line), with how many times it occurs: moving the code, or
/// editing above it, keeps it accepted; a new occurrence of the same code in the file is new
/// once the count is used up. Files are written relative to the baseline's folder.
public struct LintBaseline: Hashable, Sendable {
    /// One piece of accepted code.
    public struct Entry: Hashable, Sendable, Codable {
        /// The file, relative to the baseline's folder (absolute when outside it).
        public var file: String
        /// The rule's id.
        public var rule: String
        /// The offending code (its line and column where a rule gives no code).
        public var code: String
        /// How many findings of the rule on this code in the file are accepted.
        public var count: Int
    }

    /// The format's version; a file of another version is refused rather than misread.
    public static let version = 1

    /// The accepted code, sorted by file, rule and code.
    public var entries: [Entry]

    /// The baseline of `findings`, whose files are relative to `currentDirectory` (as the linter
    /// reports them), written relative to `folder`.
    public init(findings: [ReportFinding], currentDirectory: String, relativeTo folder: String) {
        var counts: [Key: Int] = [:]
        for finding in findings { counts[Key(finding, currentDirectory: currentDirectory, folder: folder), default: 0] += 1 }
        entries = counts.map { Entry(file: $0.key.file, rule: $0.key.rule, code: $0.key.code, count: $0.value) }
            .sorted { [$0.file, $0.rule, $0.code].lexicographicallyPrecedes([$1.file, $1.rule, $1.code]) { $0.utf8.lexicographicallyPrecedes($1.utf8) } }
    }

    private init(entries: [Entry]) {
        self.entries = entries
    }

    /// `findings` without those the baseline accepts, how many it accepted, and how many of its
    /// accepted findings no longer occur.
    public func filter(_ findings: [ReportFinding], currentDirectory: String, relativeTo folder: String) -> (kept: [ReportFinding], accepted: Int, unmatched: Int) {
        var left: [Key: Int] = [:]
        for entry in entries { left[Key(file: entry.file, rule: entry.rule, code: entry.code), default: 0] += entry.count }
        var kept: [ReportFinding] = []
        for finding in findings {
            let key = Key(finding, currentDirectory: currentDirectory, folder: folder)
            if let n = left[key], n > 0 { left[key] = n - 1 } else { kept.append(finding) }
        }
        return (kept, findings.count - kept.count, left.values.reduce(0, +))
    }

    /// The file's text: JSON, keys and entries sorted, so the same findings give the same bytes.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(File(version: Self.version, entries: entries))) ?? Data()
        return (String(data: data, encoding: .utf8) ?? "") + "\n"
    }

    /// Reads the baseline at `path`.
    public static func read(path: String) throws(LintError) -> LintBaseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .baselineUnreadable(file: path, reason: FileManager.default.fileExists(atPath: path) ? "cannot be read" : "no such file (write one with --write-baseline)")
        }
        let file: File
        do { file = try JSONDecoder().decode(File.self, from: data) } catch {
            throw .baselineMalformed(file: path, reason: "\(error)")
        }
        guard file.version == version else {
            throw .baselineMalformed(file: path, reason: "format version \(file.version); this safearea reads version \(version): write it again with --write-baseline")
        }
        return LintBaseline(entries: file.entries)
    }

    private struct File: Codable {
        var version: Int
        var entries: [Entry]
    }

    private struct Key: Hashable {
        var file, rule, code: String

        init(file: String, rule: String, code: String) {
            self.file = file
            self.rule = rule
            self.code = code
        }

        init(_ finding: ReportFinding, currentDirectory: String, folder: String) {
            let absolute = finding.file.hasPrefix("/") ? finding.file : URL(fileURLWithPath: currentDirectory).appendingPathComponent(finding.file).path
            let base = URL(fileURLWithPath: folder).standardizedFileURL.path
            let path = URL(fileURLWithPath: absolute).standardizedFileURL.path
            let prefix = base.hasSuffix("/") ? base : base + "/"
            file = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
            rule = finding.rule
            code = finding.fingerprintKey ?? "\(finding.line):\(finding.column)"
        }
    }
}
