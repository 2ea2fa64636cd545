import Foundation
import Reports
@testable import SourceLint

/// Runs the linter on snippets.
enum Lint {
    /// The findings of `code` as a file of `kind`.
    static func findings(_ code: String, _ kind: LintSourceKind = .swift, configuration: LintConfiguration = LintConfiguration(baseDirectory: "/")) -> [ReportFinding] {
        do {
            return try Linter(configuration: configuration, currentDirectory: "/").lint(text: code, kind: kind, file: kind == .swift ? "Snippet.swift" : "Snippet.m")
        } catch {
            return [ReportFinding(rule: "lint-error", severity: .error, file: "", line: 0, column: 0, message: error.description, suggestion: "")]
        }
    }

    /// The rule ids of `code`'s findings, in order.
    static func rules(_ code: String, _ kind: LintSourceKind = .swift, configuration: LintConfiguration = LintConfiguration(baseDirectory: "/")) -> [String] {
        findings(code, kind, configuration: configuration).map(\.rule)
    }

    /// The repository's `Examples/lint` folder.
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/lint")
}
