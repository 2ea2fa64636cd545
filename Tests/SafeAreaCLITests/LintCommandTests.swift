import ArgumentParser
import Foundation
import Testing
@testable import SafeAreaCLI

@Suite("safearea lint")
struct LintCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `safearea lint …` in-process from `directory`: the output and the exit status the executable would have.
    static func lint(_ arguments: [String], in directory: URL = root) -> (code: Int32, text: String) {
        do {
            let command = try #require(try SafeAreaCommand.parseAsRoot(["lint"] + arguments) as? LintCommand)
            let (text, hasErrors) = try command.report(currentDirectory: directory.path)
            return (hasErrors ? 2 : 0, text)
        } catch {
            return (SafeAreaCommand.exitCode(for: error).rawValue, SafeAreaCommand.message(for: error))
        }
    }

    static func temporary(_ files: [String: String]) throws -> URL {
        let dir = Scratch.url("lint")
        for name in files.keys.sorted() {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try files[name]!.write(to: url, atomically: true, encoding: .utf8)
        }
        return dir
    }

    @Test("the broken examples exit 2 with Xcode-form lines; the fixed ones exit 0")
    func examples() {
        let broken = Self.lint(["Examples/lint/Broken"])
        #expect(broken.code == 2)
        #expect(broken.text.hasPrefix("Examples/lint/Broken/Assets.xcassets/LaunchImage.launchimage/Contents.json:2:3: error: "))
        #expect(broken.text.hasSuffix("Linted 7 files: 30 errors, 15 warnings\n"))
        let fixed = Self.lint(["Examples/lint/Fixed"])
        #expect(fixed.code == 0)
        #expect(fixed.text == "Linted 6 files: 0 errors, 0 warnings\n")
    }

    @Test("every format; JSON has docs/CLI.md's keys; output is the same every run")
    func formats() throws {
        let json = Self.lint(["Examples/lint/Broken", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [String: Any])
        #expect(object["files"] as? Int == 7)
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(Set(findings[0].keys) == ["rule", "severity", "file", "line", "column", "message", "suggestion"])
        #expect(object["summary"] as? [String: Int] == ["errors": 30, "warnings": 15])
        let sarif = Self.lint(["Examples/lint/Broken/Constants.h", "--format", "sarif"])
        #expect(sarif.code == 2 && sarif.text.contains("\"version\": \"2.1.0\"") && sarif.text.contains("\"uri\": \"Examples/lint/Broken/Constants.h\""))
        let junit = Self.lint(["Examples/lint/Broken", "--format", "junit"])
        #expect(junit.text.contains("<testsuite name=\"hard-coded-bar-height\""))
        #expect(Self.lint(["Examples/lint/Broken", "--format", "json"]).text == json.text)
    }

    @Test("misuse exits 64; a missing path and a bad configuration exit 1 naming the file and line")
    func exitCodes() throws {
        #expect(Self.lint(["Examples/lint", "--format", "html"]).code == 64)
        #expect(Self.lint([]).code == 64)
        let missing = Self.lint(["Nowhere/App.swift"])
        #expect(missing.code == 1 && missing.text.contains("Nowhere/App.swift: error: no such file"))
        let dir = try Self.temporary(["App.swift": "let statusBarHeight: CGFloat = 20\n",
                                      ".safearea.yml": "lint:\n  disabled_rules: [hard-coded-bar-height]\n",
                                      "bad.yml": "lint:\n  severities:\n    no-such-rule: error\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(Self.lint(["App.swift"], in: dir).code == 0)   // ./.safearea.yml disables the rule
        let bad = Self.lint(["App.swift", "--config", "bad.yml"], in: dir)
        #expect(bad.code == 1)
        #expect(bad.text.contains("bad.yml:3: error: unknown rule 'no-such-rule'"))
        let none = Self.lint(["App.swift", "--config", "none.yml"], in: dir)
        #expect(none.code == 1 && none.text.contains("none.yml: error: cannot read the file"))
    }

    @Test("a file that cannot be linted is in the JSON's notLinted, in SARIF's notifications (the run unsuccessful) and a JUnit error")
    func notLintedInReports() throws {
        // 300 open parentheses: deeper than the 256 levels the Swift compiler parses (SwiftNesting).
        let dir = try Self.temporary(["Deep.swift": String(repeating: "(", count: 300), "Fine.swift": "let statusBarHeight: CGFloat = 20\n"])
        let json = try #require(try SafeAreaCommand.parseAsRoot(["lint", ".", "--format", "json"]) as? LintCommand)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(try json.outcome(currentDirectory: dir.path).text.utf8)) as? [String: Any])
        let skipped = try #require(object["notLinted"] as? [[String: Any]])
        #expect(skipped.count == 1)
        #expect(skipped.first?["file"] as? String == "Deep.swift" && skipped.first?["line"] as? Int == 1)
        #expect((skipped.first?["message"] as? String)?.hasPrefix("brackets nest deeper than 256 levels") == true)
        #expect((object["findings"] as? [[String: Any]])?.map { $0["file"] as? String } == ["Fine.swift"])
        let sarif = try #require(try SafeAreaCommand.parseAsRoot(["lint", ".", "--format", "sarif"]) as? LintCommand)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(try sarif.outcome(currentDirectory: dir.path).text.utf8)) as? [String: Any])
        let invocation = try #require(((document["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        #expect(notification["level"] as? String == "error")
        // JUnit: an errored case of its own, so the dashboard is red for it.
        let junit = try #require(try SafeAreaCommand.parseAsRoot(["lint", ".", "--format", "junit"]) as? LintCommand)
        let xml = try junit.outcome(currentDirectory: dir.path).text
        #expect(xml.contains(#"errors="1">"#))
        #expect(xml.contains(#"<testcase classname="safearea lint: inputs not read" name="Deep.swift" file="Deep.swift" line="1">"#))
        #expect(xml.contains(#"<error type="error" message="brackets nest deeper than 256 levels"#))
        // Clean inputs keep the JSON without the key.
        let clean = try Self.temporary(["Fine.swift": "let x = 1\n"])
        #expect(try !json.outcome(currentDirectory: clean.path).text.contains("notLinted"))
    }
}
