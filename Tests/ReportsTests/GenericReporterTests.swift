import Foundation
import Testing
@testable import Reports

/// The generic reporters against golden files in `Golden/` (set `SAFEAREA_UPDATE_GOLDEN=1` to rewrite them).
@Suite("Reporters: text, JSON, SARIF, JUnit")
struct GenericReporterTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static let rules = [
        ReportRule(id: "hard-coded-bar-height", name: "Hard-coded bar height", defaultSeverity: .error,
                   summary: "A bar height written as a number.", helpURI: "https://example.org/docs/rules/lint-hard-coded-bar-height.md"),
        ReportRule(id: "deprecated-inset-api", name: "Deprecated inset API", defaultSeverity: .warning,
                   summary: "topLayoutGuide & co.", helpURI: "https://example.org/docs/rules/lint-deprecated-inset-api.md"),
    ]

    static let findings = [
        ReportFinding(rule: "hard-coded-bar-height", severity: .error, file: "App/Feed View.swift", line: 9, column: 43,
                      message: "20 pt is a hard-coded status bar height.", suggestion: "Pin to view.safeAreaLayoutGuide.",
                      properties: [ReportProperty("code", "let statusBarHeight: CGFloat = 20")], fingerprintKey: "let statusBarHeight: CGFloat = 20"),
        ReportFinding(rule: "deprecated-inset-api", severity: .warning, file: "App/Feed View.swift", line: 46, column: 49,
                      message: "topLayoutGuide is deprecated <since> iOS 11 & \"ignores\" the notch.", suggestion: "Use view.safeAreaLayoutGuide.topAnchor.",
                      properties: [ReportProperty("code", "a.constraint(equalTo: topLayoutGuide.bottomAnchor)")],
                      fixIt: "topLayoutGuide.bottomAnchor → view.safeAreaLayoutGuide.topAnchor", fingerprintKey: "same"),
        ReportFinding(rule: "deprecated-inset-api", severity: .warning, file: "App/Legacy.m", line: 3, column: 1,
                      message: "automaticallyAdjustsScrollViewInsets\u{1} is deprecated.", suggestion: "",
                      fingerprintKey: "same"),
        ReportFinding(rule: "custom-rule", severity: .note, file: "App/Legacy.m", line: 7, column: 2,
                      message: "A note.", suggestion: "Nothing to do."),
    ]

    static func check(_ text: String, _ name: String) throws {
        let url = golden.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["SAFEAREA_UPDATE_GOLDEN"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "\(name) differs from its golden file")
    }

    @Test("text: Xcode's diagnostic form and a summary")
    func text() throws {
        let text = TextReporter.render(Self.findings, subject: "Linted 2 files")
        try Self.check(text, "report.txt")
        #expect(text.hasPrefix("App/Feed View.swift:9:43: error: 20 pt is a hard-coded status bar height. [hard-coded-bar-height]\n"))
        #expect(TextReporter.render([], subject: "Linted 0 files") == "Linted 0 files: 0 errors, 0 warnings\n")
    }

    @Test("JSON: exactly docs/CLI.md's lint keys")
    func json() throws {
        let text = FindingsJSONReporter.render(Self.findings, files: 2)
        try Self.check(text, "report.json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["files", "findings", "summary"])
        let first = try #require((object["findings"] as? [[String: Any]])?.first)
        #expect(Set(first.keys) == ["rule", "severity", "file", "line", "column", "message", "suggestion"])
        #expect(object["summary"] as? [String: Int] == ["errors": 1, "warnings": 2])
    }

    @Test("SARIF 2.1.0 for code scanning: rules, results, relative encoded URIs, distinct stable fingerprints")
    func sarif() throws {
        let tool = ReportTool(name: "safearea", version: "0.1.0", informationURI: "https://example.org")
        let text = SARIFReporter.render(Self.findings, rules: Self.rules, tool: tool)
        try Self.check(text, "report.sarif")
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(doc["version"] as? String == "2.1.0")
        #expect(doc["$schema"] as? String == SARIFReporter.schema)
        let run = try #require((doc["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["informationUri"] as? String == "https://example.org")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["hard-coded-bar-height", "deprecated-inset-api"])
        #expect((rules[1]["defaultConfiguration"] as? [String: String])?["level"] == "warning")
        #expect((rules[0]["shortDescription"] as? [String: String])?["text"] != nil)
        #expect(rules[0]["helpUri"] as? String != nil)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleIndex"] as? Int } == [0, 1, 1, nil])
        #expect(results.map { $0["level"] as? String } == ["error", "warning", "warning", "note"])
        let location = try #require((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect(location["artifactLocation"] as? [String: String] == ["uri": "App/Feed%20View.swift", "uriBaseId": "%SRCROOT%"])
        #expect(location["region"] as? [String: Int] == ["startLine": 9, "startColumn": 43])
        let prints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintName] }
        #expect(Set(prints).count == 4)
        // Moving a finding to another line keeps its fingerprint.
        var moved = Self.findings
        moved[0].line = 30
        let again = SARIFReporter.render(moved, rules: Self.rules, tool: tool)
        #expect(again.contains(prints[0]))
    }

    @Test("JUnit: a suite per rule or per file, a failing case per finding, escaped XML")
    func junit() throws {
        let byRule = JUnitReporter.render(Self.findings, toolName: "safearea lint", grouping: .rule)
        try Self.check(byRule, "report-by-rule.xml")
        try Self.check(JUnitReporter.render(Self.findings, toolName: "safearea lint", grouping: .file), "report-by-file.xml")
        #expect(byRule.contains("message=\"topLayoutGuide is deprecated &lt;since&gt; iOS 11 &amp; &quot;ignores&quot; the notch.\""))
        #expect(!byRule.contains("\u{1}"))
        let empty = JUnitReporter.render([], toolName: "safearea lint")
        #expect(empty.contains("<testcase classname=\"safearea lint\" name=\"no findings\"/>"))
        #expect(try XMLDocumentCheck.wellFormed(byRule) && XMLDocumentCheck.wellFormed(empty))
    }
}

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses XML to check it is well formed.
enum XMLDocumentCheck {
    static func wellFormed(_ text: String) throws -> Bool {
        let parser = XMLParser(data: Data(text.utf8))
        parser.shouldResolveExternalEntities = false
        return parser.parse()
    }
}
