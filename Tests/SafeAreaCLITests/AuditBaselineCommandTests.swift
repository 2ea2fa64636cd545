import Foundation
import SafeAreaCLI
import Testing

/// `safearea audit --write-baseline FILE` then `--baseline FILE` (or the configuration's
/// `baseline`): a CI gate on an app with known problems fails only on new ones. Figures: the
/// README's main job, whose broken examples give 486 errors and 902 warnings on 1,368
/// configurations.
@Suite("safearea audit --baseline")
struct AuditBaselineCommandTests {
    typealias T = LayoutCommandTests

    /// The README's main job's inputs.
    static var inputs: [String] {
        ["App", "bottom-button-broken.yaml", "custom-navigation-bar-broken.yaml", "table-under-navigation-bar-broken.yaml"]
            .map { T.examples.appendingPathComponent($0).path }
    }

    static func run(_ arguments: [String]) async throws -> (text: String, hasErrors: Bool) {
        let command = try #require(try SafeAreaCommand.parseAsRoot(["audit"] + arguments) as? AuditCommand)
        let (text, hasErrors) = try await command.report()
        return (text, hasErrors)
    }

    @Test("the README's job, baselined, passes with every finding accepted; a screen broken since is reported alone")
    func acceptsKnownFindings() async throws {
        let folder = Scratch.url("baseline")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("safearea-baseline.json").path
        let first = try await Self.run(Self.inputs + ["--write-baseline", path])
        #expect(first.hasErrors && first.text.contains("1422 configurations audited: 513 errors, 947 warnings (14 distinct)"))
        let again = try await Self.run(Self.inputs + ["--baseline", path])
        #expect(!again.hasErrors)
        #expect(again.text.contains("safearea-baseline.json: note: 1460 findings accepted by the baseline not reported\n"), "\(again.text.prefix(300))")
        #expect(again.text.hasSuffix("1422 configurations audited: 0 errors, 0 warnings (0 distinct)\n"))
        // A broken screen the baseline does not know (a copy of one it knows, as a new file):
        // its findings alone, and the gate fails.
        let broken = folder.appendingPathComponent("checkout-broken.yaml").path
        try FileManager.default.copyItem(atPath: Self.inputs[1], toPath: broken)
        let withNew = try await Self.run(Self.inputs + [broken, "--baseline", path, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(withNew.text.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(withNew.hasErrors && !findings.isEmpty && findings.allSatisfy { ($0["file"] as? String)?.hasSuffix("checkout-broken.yaml") == true })
        let member = try #require(object["baseline"] as? [String: Any])
        #expect(member["accepted"] as? Int == 1460 && member["unmatched"] as? Int == 0)
        // Fewer inputs leave entries unmatched, and the note says how to drop them.
        let fewer = try await Self.run([Self.inputs[0], "--baseline", path])
        #expect(fewer.text.contains("entries no longer found: write it again with --write-baseline to drop them)"))
    }

    @Test("the configuration file's baseline is relative to its folder; the command line's wins; a missing baseline is an error naming it")
    func fromTheConfiguration() async throws {
        let folder = Scratch.url("baseline-config")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let input = T.examples.appendingPathComponent("bottom-button-broken.yaml").path
        let path = folder.appendingPathComponent("accepted.json").path
        _ = try await Self.run([input, "--write-baseline", path])
        let config = folder.appendingPathComponent("safearea.yml").path
        try "audit:\n  baseline: accepted.json\n".write(toFile: config, atomically: true, encoding: .utf8)
        let viaConfig = try await Self.run([input, "--config", config])
        #expect(!viaConfig.hasErrors && viaConfig.text.contains("accepted by the baseline"))
        await #expect(throws: (any Error).self) { try await Self.run([input, "--config", config, "--baseline", folder.appendingPathComponent("missing.json").path]) }
        do { _ = try await Self.run([input, "--baseline", folder.appendingPathComponent("missing.json").path]) } catch {
            #expect("\(error)".contains("missing.json: error: cannot read the baseline: no such file (write one with --write-baseline)"))
        }
        await #expect(throws: (any Error).self) { try await Self.run([input, "--write-baseline", folder.appendingPathComponent("no/such/b.json").path]) }
        do { _ = try await Self.run([input, "--write-baseline", folder.appendingPathComponent("no/such/b.json").path]) } catch {
            #expect("\(error)".contains("no/such/b.json: error: cannot write the baseline: "), "\(error)")
        }
    }
}
