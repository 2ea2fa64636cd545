import Foundation
import SafeAreaCLI
import Testing

/// The audit section of `.safearea.yml` (docs/audit.md): rules, severities, devices,
/// orientations, iOS, excluded inputs and views; errors name the file and line.
@Suite("safearea audit --config")
struct AuditConfigurationTests {
    typealias T = LayoutCommandTests
    static let app = T.examples.appendingPathComponent("App/Main.storyboard").path

    static func config(_ yaml: String) throws -> String {
        let url = Scratch.url("safearea", ".yml")
        try yaml.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    static func findings(_ arguments: [String]) async throws -> (configurations: Int, findings: [[String: Any]]) {
        let command = try #require(try SafeAreaCommand.parseAsRoot(["audit"] + arguments + ["--format", "json"]) as? AuditCommand)
        let (text, _) = try await command.report()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return (object["configurations"] as? Int ?? -1, object["findings"] as? [[String: Any]] ?? [])
    }

    @Test("ios: 15.2 in the file is echoed in each finding as the command line's --ios 15.2 is")
    func pointReleaseFromTheFile() async throws {
        let path = try Self.config("audit:\n  ios: 15.2\n  devices: [iPhone X]\n  orientations: [portrait]\n")
        let (count, found) = try await Self.findings([Self.app, "--config", path])
        #expect(count == 3 && !found.isEmpty)
        #expect(found.allSatisfy { $0["ios"] as? Int == 15 && $0["iosPointRelease"] as? Int == 2 })
    }

    @Test("rules, severities, devices and orientations from the file; the command line wins")
    func rulesAndConfigurations() async throws {
        let path = try Self.config("""
        lint: {}
        audit:
          disabled_rules: [content-in-rounded-corner, control-in-bottom-corner]
          severities: {content-under-home-indicator: warning}
          devices: [iPhone X]
          orientations: [portrait]
        """)
        let (count, found) = try await Self.findings([Self.app, "--config", path])
        #expect(count == 3)   // three scenes, one device, one orientation
        let rules = Set(found.compactMap { $0["rule"] as? String })
        #expect(!rules.contains("content-in-rounded-corner") && !rules.contains("control-in-bottom-corner"))
        let home = found.first { $0["rule"] as? String == "content-under-home-indicator" }
        #expect(home?["severity"] as? String == "warning")
        let (wider, _) = try await Self.findings([Self.app, "--config", path, "--devices", "iPhone X,iPhone 8"])
        #expect(wider == 6)
    }

    @Test("design_requires_compatibility (or --design-requires-compatibility) audits an app that keeps iOS 18's UI on iOS 26; findings still name iOS 26")
    func designCompatibility() async throws {
        // The flag changes the bars (44 pt instead of iOS 26's 54), not the device: the App's
        // three scenes on the iPhone 16 in portrait, reported under iOS 26 either way.
        let path = try Self.config("audit: {devices: iPhone 16, orientations: portrait, design_requires_compatibility: true}")
        let (count, found) = try await Self.findings([Self.app, "--config", path])
        #expect(count == 3)
        // The iPhone 16's newest iOS, 27 (AppleDB), on which the key still holds for an app built
        // with Xcode 26 (Apple Developer Forums thread 832710).
        #expect(!found.isEmpty && found.allSatisfy { $0["ios"] as? Int == 27 })
        // The Feed's fixed 64 pt bar is measured against iOS 18's 44 pt navigation bar.
        let bar = found.first { $0["rule"] as? String == "fixed-height-top-bar" }
        #expect((bar?["message"] as? String)?.hasSuffix("Make its bottom the safe area's top + 44.") == true)
        let (flagged, flaggedFound) = try await Self.findings([Self.app, "--devices", "iPhone 16", "--orientations", "portrait", "--design-requires-compatibility"])
        #expect(flagged == 3)
        let flaggedBar = flaggedFound.first { $0["rule"] as? String == "fixed-height-top-bar" }
        #expect((flaggedBar?["message"] as? String)?.hasSuffix("Make its bottom the safe area's top + 44.") == true)
        // Without the flag, iOS 26's 54 pt bar; and the command line turns the file's key off.
        let (_, modern) = try await Self.findings([Self.app, "--devices", "iPhone 16", "--orientations", "portrait"])
        let modernBar = modern.first { $0["rule"] as? String == "fixed-height-top-bar" }
        #expect((modernBar?["message"] as? String)?.hasSuffix("Make its bottom the safe area's top + 54.") == true)
        let (_, off) = try await Self.findings([Self.app, "--config", path, "--no-design-requires-compatibility"])
        let offBar = off.first { $0["rule"] as? String == "fixed-height-top-bar" }
        #expect((offBar?["message"] as? String)?.hasSuffix("Make its bottom the safe area's top + 54.") == true)
    }

    @Test("excluded views and excluded inputs are left out")
    func exclusions() async throws {
        let views = try Self.config("audit: {devices: iPhone X, orientations: portrait, excluded_views: [prf-iv-001, Feed/fed-lb-001]}")
        let (_, found) = try await Self.findings([Self.app, "--config", views])
        #expect(!found.contains { $0["view"] as? String == "prf-iv-001" || $0["view"] as? String == "fed-lb-001" })
        #expect(found.contains { $0["view"] as? String == "chk-bt-001" })
        // Paths in `excluded` are relative to the configuration's folder.
        let folder = URL(fileURLWithPath: Self.app).deletingLastPathComponent().deletingLastPathComponent()
        let inputs = folder.appendingPathComponent("safearea-test-\(UUID().uuidString).yml")
        try "audit: {devices: iPhone X, orientations: portrait, excluded: [App]}".write(to: inputs, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: inputs) }
        let (count, none) = try await Self.findings([Self.app, folder.appendingPathComponent("bottom-button-broken.yaml").path, "--config", inputs.path])
        #expect(count == 1 && !none.contains { ($0["file"] as? String ?? "").hasSuffix("storyboard") })
    }

    @Test("mistakes in the file are errors naming the file and line", arguments: [
        ("audit:\n  disabled: [x]\n", ":2: error: unknown key 'disabled'"),
        ("audit:\n  disabled_rules:\n    - content-under-home-indicatr\n", ":3: error: unknown audit rule 'content-under-home-indicatr'; did you mean 'content-under-home-indicator'?"),
        ("audit:\n  ios: seventeen\n", ":2: error: 'ios' expects a major iOS version"),
        ("audit:\n  severities: {view-off-screen: fatal}\n", ":2: error: 'severities.view-off-screen' expects error or warning"),
        ("audit:\n  design_requires_compatibility: maybe\n", ":2: error: 'design_requires_compatibility' expects true or false"),
    ])
    func errors(yaml: String, expected: String) async throws {
        let path = try Self.config(yaml)
        guard case let .failure(code, message) = await Run.audit(["audit", Self.app, "--config", path]) else { Issue.record("accepted"); return }
        #expect(code == 1)
        #expect(message.contains(path + expected), "\(message)")
    }
}
