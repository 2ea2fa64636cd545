import Foundation
import SafeAreaCLI
import Testing

/// `safearea audit` lays a storyboard's scenes out without the status bar when the app hides it
/// everywhere: its Info.plist's `UIStatusBarHidden` (Apple, Bundle Resources: hidden when the
/// app launches) with `UIViewControllerBasedStatusBarAppearance` off (the app, not each view
/// controller, decides). Figures: the example's Feed title, 30 pt down under the iPhone X's
/// 44 pt status bar, is below the sensor housing (30 pt deep) once the bar is gone (device
/// catalog: the iPhone X's housing and its safe area with the status bar hidden). Among the
/// mirrored apps that hide it so: AudioKit Synth One, ROMPlayer, moonlight-ios, bitwarden.
@Suite("safearea audit reads UIStatusBarHidden from the app's Info.plist")
struct InfoPlistStatusBarTests {
    typealias P = InfoPlistCompatibilityTests

    static func audit(_ plist: [String: Any]) async throws -> [String: Any] {
        let root = try P.project(["App/Info.plist": try P.plist(plist), "App/Main.storyboard": P.storyboard])
        defer { try? FileManager.default.removeItem(at: root) }
        let command = try #require(try SafeAreaCommand.parseAsRoot(
            ["audit", root.appendingPathComponent("App/Main.storyboard").path, "--devices", "iPhone X", "--orientations", "portrait",
             "--ios", "16", "--format", "json"]) as? AuditCommand)
        return try #require(try JSONSerialization.jsonObject(with: Data(try await command.report().0.utf8)) as? [String: Any])
    }

    static func underStatusBar(_ json: [String: Any]) -> [String] {
        (json["findings"] as? [[String: Any]] ?? []).filter { $0["rule"] as? String == "content-under-status-bar" }.compactMap { $0["view"] as? String }
    }

    @Test("hidden app-wide: the Feed title is no longer under the status bar; the sensor housing and the 44 pt safe area stay")
    func hiddenEverywhere() async throws {
        let shown = try await Self.audit(["LSRequiresIPhoneOS": true])
        #expect(Self.underStatusBar(shown) == ["fed-lb-001"])
        #expect(shown["statusBarHidden"] == nil)
        let hidden = try await Self.audit(["LSRequiresIPhoneOS": true, "UIStatusBarHidden": true, "UIViewControllerBasedStatusBarAppearance": false])
        #expect(Self.underStatusBar(hidden).isEmpty)
        // The 64 pt bar still does not clear the 44 pt safe area the housing keeps.
        let rules = (hidden["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
        #expect(rules.contains("fixed-height-top-bar") && rules.contains("content-under-sensor-housing"))
        let sources = try #require(hidden["statusBarHidden"] as? [[String: Any]])
        #expect(sources.first?["families"] as? [String] == ["ipad", "iphone"])
        #expect((sources.first?["infoPlist"] as? String)?.hasSuffix("App/Info.plist") == true)
    }

    @Test("view-controller-based appearance (the default) leaves each controller to decide: shown; a ~ipad key hides it on iPads only")
    func controllerBasedOrIPadOnly() async throws {
        let perController = try await Self.audit(["LSRequiresIPhoneOS": true, "UIStatusBarHidden": true])
        #expect(Self.underStatusBar(perController) == ["fed-lb-001"])
        let iPadOnly = try await Self.audit(["LSRequiresIPhoneOS": true, "UIStatusBarHidden~ipad": true, "UIViewControllerBasedStatusBarAppearance": "NO"])
        #expect(Self.underStatusBar(iPadOnly) == ["fed-lb-001"])
        #expect((iPadOnly["statusBarHidden"] as? [[String: Any]])?.first?["families"] as? [String] == ["ipad"])
    }
}
