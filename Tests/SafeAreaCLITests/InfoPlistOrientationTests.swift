import Foundation
import SafeAreaCLI
import Testing

/// `safearea audit` audits an app's screens only in the orientations its Info.plist supports
/// (Apple, Bundle Resources, "UISupportedInterfaceOrientations", with its `~ipad` variant) when
/// the orientations are named neither on the command line nor in `.safearea.yml`: an app that
/// runs in portrait alone on iPhones never shows a screen in landscape there, where most
/// side-band findings of a notched iPhone come from (Blockstream/green_ios' portrait-only app:
/// 943 distinct findings on an iPhone 15 and an iPad Air, 67 in the orientations it supports).
@Suite("safearea audit reads UISupportedInterfaceOrientations from the app's Info.plist")
struct InfoPlistOrientationTests {
    typealias P = InfoPlistCompatibilityTests

    static let all = ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
                      "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]

    /// The JSON report of an audit of `project`'s storyboard on the iPhone 16 and the iPad Air
    /// (4th generation), with `arguments`.
    static func audit(_ project: URL, _ arguments: [String] = []) async throws -> [String: Any] {
        let command = try #require(try SafeAreaCommand.parseAsRoot(
            ["audit", project.appendingPathComponent("App/Main.storyboard").path, "--devices", "iPhone 16,iPad Air (4th generation)",
             "--ios", "18", "--format", "json"] + arguments) as? AuditCommand)
        let (text, _) = try await command.report()
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func project(iPhone: [String]) throws -> URL {
        try P.project(["App/Info.plist": P.plist(["LSRequiresIPhoneOS": true, "UISupportedInterfaceOrientations": iPhone,
                                                   "UISupportedInterfaceOrientations~ipad": all]),
                       "App/Main.storyboard": P.storyboard])
    }

    @Test("a portrait-only iPhone app is audited in portrait on iPhones and in every orientation on iPads; named orientations win")
    func portraitOnlyOnIPhone() async throws {
        let root = try Self.project(iPhone: ["UIInterfaceOrientationPortrait"])
        defer { try? FileManager.default.removeItem(at: root) }
        // Each screen once per configuration: in portrait alone on the iPhone, in the three
        // default orientations on the iPad.
        let portraitOnly = try await Self.audit(root, ["--orientations", "portrait", "--devices", "iPhone 16"])
        let screens = try #require(portraitOnly["configurations"] as? Int)
        let read = try await Self.audit(root)
        #expect(read["configurations"] as? Int == screens * (1 + 3))
        let findings = try #require(read["findings"] as? [[String: Any]])
        #expect(!findings.contains { $0["device"] as? String == "iphone-16" && $0["orientation"] as? String != "portrait" })
        #expect(findings.contains { $0["device"] as? String == "ipad-air-4th-gen" && ($0["orientation"] as? String)?.hasPrefix("landscape") == true })
        let sources = try #require(read["supportedOrientations"] as? [[String: Any]])
        #expect(sources.count == 1 && sources.first?["iphone"] as? [String] == ["portrait"])
        #expect((sources.first?["ipad"] as? [String])?.count == 4 && (sources.first?["inputs"] as? [String])?.count == 1)
        // The HTML report says so above its pictures, as the text report does on its first line.
        let folder = Scratch.url("orientations-html")
        defer { try? FileManager.default.removeItem(at: folder) }
        let html = try #require(try SafeAreaCommand.parseAsRoot(
            ["audit", root.appendingPathComponent("App/Main.storyboard").path, "--devices", "iPhone 16", "--ios", "18",
             "--format", "html", "--output", folder.path]) as? AuditCommand)
        let summary = try await html.report().0
        #expect(summary.contains("note: UISupportedInterfaceOrientations: iPad portrait, portrait-upside-down, landscape-left, landscape-right; iPhone portrait: 1 input"))
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("<h2>Read from the apps</h2>") && index.contains("UISupportedInterfaceOrientations: iPad portrait"))
        // Named on the command line, the orientations are audited whatever the plist says.
        let named = try await Self.audit(root, ["--orientations", "portrait,landscape-left,landscape-right"])
        #expect(named["configurations"] as? Int == screens * (3 + 3))
        #expect(named["supportedOrientations"] == nil)
    }

    @Test("an app that supports every orientation audited leaves the audit as it was, without a note")
    func everyOrientation() async throws {
        let root = try Self.project(iPhone: Self.all)
        defer { try? FileManager.default.removeItem(at: root) }
        let read = try await Self.audit(root)
        let screens = try #require(try await Self.audit(root, ["--orientations", "portrait", "--devices", "iPhone 16"])["configurations"] as? Int)
        #expect(read["configurations"] as? Int == screens * (3 + 3))
        #expect(read["supportedOrientations"] == nil)
    }

    @Test("an app whose orientations are none of those chosen leaves nothing to audit: a usage error, not a pass")
    func nothingSupported() async throws {
        // Upside down alone on the iPhone, audited on the iPhone only in the default three.
        let root = try Self.project(iPhone: ["UIInterfaceOrientationPortraitUpsideDown"])
        defer { try? FileManager.default.removeItem(at: root) }
        let command = try #require(try SafeAreaCommand.parseAsRoot(
            ["audit", root.appendingPathComponent("App/Main.storyboard").path, "--devices", "iPhone 16", "--format", "json"]) as? AuditCommand)
        do {
            _ = try await command.report()
            Issue.record("audited nothing, and passed")
        } catch {
            #expect(String(describing: error).contains("support none of the devices and orientations chosen"), "\(error)")
        }
    }
}
