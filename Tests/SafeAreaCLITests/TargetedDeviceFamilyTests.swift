import DeviceCatalog
import Foundation
@testable import SafeAreaCLI
import Testing

/// `safearea audit` audits a project's screens only on the device families its Xcode project
/// builds for (`TARGETED_DEVICE_FAMILY`: Apple's build settings reference, "1" iPhone and iPod
/// touch, "2" iPad) when the devices are named neither on the command line nor in
/// `.safearea.yml`: an iPhone-only app's screens are not audited on iPads, where it runs in a
/// compatibility window, nor an iPad-only app's on iPhones (seedante/FaceAlbum's iPad app, a
/// held-out project: 1,596 configurations on the whole catalog, 735 on the iPads).
@Suite("safearea audit reads TARGETED_DEVICE_FAMILY from the app's Xcode project")
struct TargetedDeviceFamilyTests {
    typealias P = InfoPlistCompatibilityTests

    /// `project.pbxproj` text with one build configuration per value, as Xcode writes them.
    static func pbxproj(_ values: [String]) -> String {
        "// !$*UTF8*$!\n{\n\tobjects = {\n" + values.enumerated().map { i, value in
            "\t\tC\(i) /* Release */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n"
                + "\t\t\t\tSDKROOT = iphoneos;\n\t\t\t\tTARGETED_DEVICE_FAMILY = \(value);\n\t\t\t};\n\t\t\tname = Release;\n\t\t};\n"
        }.joined() + "\t};\n}\n"
    }

    @Test("the settings a project.pbxproj names: iPhone, iPad, both; tvOS and watchOS passed over; a variable unreadable")
    func settings() {
        #expect(TargetedDeviceFamilies.settings(in: Self.pbxproj(["1", "1"])) == [.iPhone])
        #expect(TargetedDeviceFamilies.settings(in: Self.pbxproj(["2"])) == [.iPad])
        #expect(TargetedDeviceFamilies.settings(in: Self.pbxproj(["\"1,2\""])) == [.iPhone, .iPad])
        // An app for iPhone and its watch app (4) and TV app (3): iPhone.
        #expect(TargetedDeviceFamilies.settings(in: Self.pbxproj(["1", "4", "3"])) == [.iPhone])
        // visionOS (7) beside both: both.
        #expect(TargetedDeviceFamilies.settings(in: Self.pbxproj(["\"1,2,7\""])) == [.iPhone, .iPad])
        #expect(TargetedDeviceFamilies.settings(in: Self.pbxproj(["\"$(APP_FAMILY)\""])) == nil)
        #expect(TargetedDeviceFamilies.settings(in: "// !$*UTF8*$!\n{ objects = { }; }") == [])
    }

    /// The JSON report of an audit of `App/Main.storyboard` in a project whose pbxproj names
    /// `values`, on an iPhone 16 and an iPad Air (4th generation) when `devices` is true, in portrait.
    static func audit(_ values: [String], devices: Bool = false) async throws -> [String: Any] {
        let root = try P.project(["App.xcodeproj/project.pbxproj": Data(pbxproj(values).utf8), "App/Main.storyboard": P.storyboard])
        defer { try? FileManager.default.removeItem(at: root) }
        let command = try #require(try SafeAreaCommand.parseAsRoot(
            ["audit", root.appendingPathComponent("App/Main.storyboard").path, "--orientations", "portrait", "--ios", "18", "--format", "json"]
                + (devices ? ["--devices", "iPhone 16,iPad Air (4th generation)"] : [])) as? AuditCommand)
        let (text, _) = try await command.report()
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("an iPhone-only project is audited on the iPhones only; a universal one on every device; named devices win")
    func iPhoneOnly() async throws {
        let catalog = try DeviceCatalog.load()
        let phones = catalog.devices(in: .iPhone).filter { $0.supportedIOS.contains(18) }.count
        let all = catalog.devices.filter { $0.supportedIOS.contains(18) }.count
        let named = try await Self.audit(["1"], devices: true)
        let screens = try #require(named["configurations"] as? Int) / 2
        #expect(named["targetedDeviceFamilies"] == nil)
        let iPhoneOnly = try await Self.audit(["1"])
        #expect(iPhoneOnly["configurations"] as? Int == screens * phones)
        let findings = try #require(iPhoneOnly["findings"] as? [[String: Any]])
        #expect(!findings.isEmpty && !findings.contains { ($0["device"] as? String)?.hasPrefix("ipad") == true })
        let sources = try #require(iPhoneOnly["targetedDeviceFamilies"] as? [[String: Any]])
        #expect(sources.count == 1 && sources.first?["families"] as? [String] == ["iphone"])
        #expect((sources.first?["projects"] as? [String])?.first?.hasSuffix("App.xcodeproj") == true)
        let universal = try await Self.audit(["\"1,2\""])
        #expect(universal["configurations"] as? Int == screens * all)
        #expect(universal["targetedDeviceFamilies"] == nil)
    }
}
