import Foundation
import Testing
@testable import SafeAreaCLI

/// `safearea lint --write-baseline FILE` then `--baseline FILE` (or the `lint` section's
/// `baseline`): lint gates CI on code with known problems and fails only on new ones. Figures:
/// the lint examples' broken folder, 30 errors and 15 warnings in 7 files.
@Suite("safearea lint --baseline")
struct LintBaselineCommandTests {
    typealias L = LintCommandTests

    @Test("the broken examples, baselined, pass; code moved down a file stays accepted; a new occurrence is reported")
    func acceptsKnownFindings() throws {
        let folder = Scratch.url("lint-baseline")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The Swift example, copied so it can be edited.
        let source = try String(contentsOf: L.root.appendingPathComponent("Examples/lint/Broken/FeedViewController.swift"), encoding: .utf8)
        let file = folder.appendingPathComponent("FeedViewController.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let path = folder.appendingPathComponent("lint-baseline.json").path
        let first = L.lint(["Examples/lint/Broken", file.path, "--write-baseline", path])
        #expect(first.code == 2)
        let own = L.lint([file.path])
        let ownCount = own.text.components(separatedBy: ": error: ").count - 1 + own.text.components(separatedBy: ": warning: ").count - 1
        #expect(ownCount > 0)
        let again = L.lint(["Examples/lint/Broken", file.path, "--baseline", path])
        #expect(again.code == 0)
        #expect(again.text.contains("lint-baseline.json: note: \(45 + ownCount) findings accepted by the baseline not reported\n"), "\(again.text)")
        #expect(again.text.hasSuffix("Linted 8 files: 0 errors, 0 warnings\n"))
        // Ten lines added above: the same code, other lines, still accepted.
        try (String(repeating: "// moved\n", count: 10) + source).write(to: file, atomically: true, encoding: .utf8)
        #expect(L.lint([file.path, "--baseline", path]).text.hasSuffix("Linted 1 file: 0 errors, 0 warnings\n"))
        // The file twice over: the second copy's findings are new.
        try (source + "\n" + source.replacingOccurrences(of: "class FeedViewController", with: "class FeedViewController2")).write(to: file, atomically: true, encoding: .utf8)
        let doubled = L.lint([file.path, "--baseline", path, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(doubled.text.utf8)) as? [String: Any])
        #expect(doubled.code == 2)
        #expect((object["findings"] as? [[String: Any]])?.isEmpty == false)
        let member = try #require(object["baseline"] as? [String: Any])
        #expect(member["unmatched"] as? Int == 45)
    }

    @Test("the lint section's baseline is relative to its file; a missing or malformed baseline is an error naming it")
    func configurationAndErrors() throws {
        let folder = try L.temporary(["lint.yml": "lint:\n  baseline: accepted.json\n", "bad.json": "{\"version\": 1}"])
        let path = folder.appendingPathComponent("accepted.json").path
        #expect(L.lint(["Examples/lint/Broken", "--write-baseline", path]).code == 2)
        let viaConfig = L.lint(["Examples/lint/Broken", "--config", folder.appendingPathComponent("lint.yml").path])
        #expect(viaConfig.code == 0 && viaConfig.text.contains("45 findings accepted by the baseline"))
        let missing = L.lint(["Examples/lint/Broken", "--baseline", folder.appendingPathComponent("none.json").path])
        #expect(missing.code == 1 && missing.text.contains("none.json: error: cannot read the baseline: no such file (write one with --write-baseline)"))
        let bad = L.lint(["Examples/lint/Broken", "--baseline", folder.appendingPathComponent("bad.json").path])
        #expect(bad.code == 1 && bad.text.contains("bad.json: error: not a safearea lint baseline"))
        // A baseline that cannot be written says so, naming it.
        let unwritable = L.lint(["Examples/lint/Broken", "--write-baseline", folder.appendingPathComponent("no/such/folder/b.json").path])
        #expect(unwritable.code == 1 && unwritable.text.contains("no/such/folder/b.json: error: cannot write the baseline: "), "\(unwritable.text)")
    }
}
