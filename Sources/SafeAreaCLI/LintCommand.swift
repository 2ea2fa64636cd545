import ArgumentParser
import Foundation
import Reports
import SourceLint

/// `safearea lint PATH... [--format text|json|sarif|junit] [--config FILE]`: safe-area
/// anti-patterns in Swift and Objective-C source and launch screens (docs/CLI.md, docs/lint.md).
public struct LintCommand: ParsableCommand {
    /// Name, abstract and discussion shown by `--help`.
    public static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Find safe-area anti-patterns in Swift and Objective-C source and launch screens.",
        discussion: """
        Reads .swift, .m, .mm and .h files, launch storyboards, LaunchImage sets and Info.plists, folders \
        recursively (hidden folders and dependency folders — \(Linter.dependencyFolderNames.sorted().joined(separator: ", ")) — \
        left out). Configuration: --config FILE, else .safearea.yml \
        in the current directory when there is one (docs/lint.md). Suppress a finding with \
        `// safearea:disable:next RULE`, or accept today's findings with --write-baseline and \
        --baseline. Exit status: 0 when no finding is an error, 2 when one \
        is, 1 for an unreadable file or a bad configuration, 64 for misuse.
        Rules: \(LintRules.all.map { "\($0.id) (\($0.defaultSeverity.rawValue))" }.joined(separator: ", ")).
        """
    )

    /// The report formats.
    static let formats = ["text", "json", "sarif", "junit"]

    /// Files and folders to lint.
    @Argument(help: "Swift or Objective-C files, launch storyboards, LaunchImage Contents.json files, Info.plists, or folders.")
    public var paths: [String] = []

    /// The report format.
    @Option(help: "text, json, sarif or junit.")
    public var format = "text"
    @Flag(help: "The same as --format json (docs/CLI.md's shared --json).")
    public var json = false

    /// A configuration file in place of ./.safearea.yml.
    @Option(help: "A .safearea.yml configuration (default: ./.safearea.yml when it exists).")
    public var config: String?

    /// A baseline of accepted findings, in place of the configuration's `baseline`.
    @Option(help: "A baseline file of accepted findings (written by --write-baseline): they are left out of the report and the exit status (default: the configuration's).")
    public var baseline: String?
    /// Where to write this run's findings as a baseline.
    @Option(help: "Write the findings of this run to a baseline file, to accept them from now on.")
    public var writeBaseline: String?

    /// Creates the command with its defaults (argument parsing fills it in).
    public init() {}

    /// Refuses an unknown format or a run without paths (exit 64).
    public mutating func validate() throws {
        format = try reportFormat(json: json, format: format)
        guard Self.formats.contains(format) else {
            throw ValidationError("unknown --format '\(format)'; use one of: \(Self.formats.joined(separator: ", "))")
        }
        if paths.isEmpty { throw ValidationError("name at least one file or folder to lint") }
    }

    /// Prints the report to standard output; exits 2 when a finding is an error, 1 after the
    /// report when a file could not be linted (its error on standard error).
    public func run() throws {
        let (text, hasErrors, notLinted) = try outcome(currentDirectory: FileManager.default.currentDirectoryPath)
        print(text, terminator: "")
        if !notLinted.isEmpty { throw CommandFailure(message: notLinted.map(\.description).joined(separator: "\n")) }
        if hasErrors { throw ExitCode(2) }
    }

    /// The report and whether any finding is an error, with paths relative to the current directory.
    /// Throws `CommandFailure` (exit 1) for an unreadable input or a bad configuration.
    public func report() throws -> (text: String, hasErrors: Bool) {
        try report(currentDirectory: FileManager.default.currentDirectoryPath)
    }

    /// The report, with paths relative to `currentDirectory` (where `.safearea.yml` is looked for).
    /// Throws `CommandFailure` (exit 1) when a file could not be linted.
    public func report(currentDirectory: String) throws -> (text: String, hasErrors: Bool) {
        let (text, hasErrors, notLinted) = try outcome(currentDirectory: currentDirectory)
        if !notLinted.isEmpty { throw CommandFailure(message: notLinted.map(\.description).joined(separator: "\n")) }
        return (text, hasErrors)
    }

    /// The report of the files that were linted, whether a finding is an error, and the files
    /// that could not be linted.
    func outcome(currentDirectory: String) throws -> (text: String, hasErrors: Bool, notLinted: [LintError]) {
        do {
            let configuration = try loadConfiguration(currentDirectory: currentDirectory)
            var result = try Linter(configuration: configuration, currentDirectory: currentDirectory).lint(paths: paths)
            let accepted = try applyBaseline(to: &result, configuration: configuration, currentDirectory: currentDirectory)
            return (render(result, baseline: accepted), result.hasErrors, result.notLinted)
        } catch {
            throw CommandFailure(message: error.description)
        }
    }

    private func loadConfiguration(currentDirectory: String) throws(LintError) -> LintConfiguration {
        if let config {
            let path = config.hasPrefix("/") ? config : URL(fileURLWithPath: currentDirectory).appendingPathComponent(config).path
            var loaded = try LintConfiguration.load(path: path)
            loaded.baseDirectory = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
            return loaded
        }
        let implicit = URL(fileURLWithPath: currentDirectory).appendingPathComponent(".safearea.yml").path
        if FileManager.default.fileExists(atPath: implicit) { return try LintConfiguration.load(path: implicit) }
        return LintConfiguration(baseDirectory: currentDirectory)
    }

    /// Writes the findings to `--write-baseline`'s file when it is named, then leaves out those
    /// the baseline (`--baseline`, else the configuration's) accepts: nil when none is read.
    private func applyBaseline(to result: inout LintResult, configuration: LintConfiguration,
                               currentDirectory: String) throws(LintError) -> (file: String, accepted: Int, unmatched: Int)? {
        func absolute(_ path: String) -> String {
            path.hasPrefix("/") ? path : URL(fileURLWithPath: currentDirectory).appendingPathComponent(path).path
        }
        func folder(_ path: String) -> String { URL(fileURLWithPath: absolute(path)).standardizedFileURL.deletingLastPathComponent().path }
        if let writeBaseline {
            let text = LintBaseline(findings: result.findings, currentDirectory: currentDirectory, relativeTo: folder(writeBaseline)).json
            do { try text.write(toFile: absolute(writeBaseline), atomically: true, encoding: .utf8) } catch {
                throw .baselineUnwritable(file: writeBaseline, reason: error.localizedDescription)
            }
        }
        guard let path = baseline ?? configuration.baselinePath else { return nil }
        let read = try LintBaseline.read(path: absolute(path))
        let (kept, accepted, unmatched) = read.filter(result.findings, currentDirectory: currentDirectory, relativeTo: folder(path))
        result.findings = kept
        return (path, accepted, unmatched)
    }

    private func render(_ result: LintResult, baseline: (file: String, accepted: Int, unmatched: Int)?) -> String {
        switch format {
        case "json": return FindingsJSONReporter.render(result.findings, files: result.files, notices: result.notLinted.map(\.notice), baseline: baseline)
        case "sarif":
            return SARIFReporter.render(result.findings, rules: LintRules.all,
                                        tool: ReportTool(name: "safearea", version: "0.1.0", informationURI: ReportTool.homePage),
                                        notices: result.notLinted.map(\.notice))
        case "junit": return JUnitReporter.render(result.findings, toolName: "safearea lint", grouping: .rule,
                                                   notices: result.notLinted.map(\.notice))
        default:
            // Files that could not be read are not counted as linted (each was said on
            // standard error).
            let read = result.files - result.notLinted.count
            let subject = result.notLinted.isEmpty ? "Linted \(read) file\(read == 1 ? "" : "s")"
                : "Linted \(read) of \(result.files) files (\(result.notLinted.count) not read)"
            let note = baseline.map { b in
                "\(b.file): note: \(b.accepted) finding\(b.accepted == 1 ? "" : "s") accepted by the baseline not reported"
                    + (b.unmatched == 0 ? "" : " (\(b.unmatched) no longer found: write it again with --write-baseline to drop \(b.unmatched == 1 ? "it" : "them"))") + "\n"
            } ?? ""
            return note + TextReporter.render(result.findings, subject: subject)
        }
    }
}

extension LintError {
    /// The error as a report notice: a file lint could not scan, at its line (1 where the whole
    /// file is at fault), for SARIF's notifications, JSON's `notLinted` and JUnit's errors.
    var notice: ReportNotice { ReportNotice(file: file, line: line ?? 1, message: message, severity: .error) }
}
