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
struct ProjectBuildSettingsTests {
    typealias P = InfoPlistCompatibilityTests

    /// `project.pbxproj` text with one build configuration per value, as Xcode writes them,
    /// each with `extra` settings too.
    static func pbxproj(_ values: [String], extra: String = "") -> String {
        "// !$*UTF8*$!\n{\n\tobjects = {\n" + values.enumerated().map { i, value in
            "\t\tC\(i) /* Release */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n"
                + "\t\t\t\tSDKROOT = iphoneos;\n\t\t\t\tTARGETED_DEVICE_FAMILY = \(value);\n\(extra)\t\t\t};\n\t\t\tname = Release;\n\t\t};\n"
        }.joined() + "\t};\n}\n"
    }

    @Test("a generated Info.plist's orientations, from INFOPLIST_KEY_ build settings, choose the orientations when no Info.plist names them; an Info.plist's win")
    func generatedInfoPlistOrientations() async throws {
        // Xcode 13 and later write an app's orientations as build settings (its templates:
        // `INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "UIInterfaceOrientationPortrait
        // UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight"`); a
        // portrait-only app writes `UIInterfaceOrientationPortrait` alone (10 of the 1,013 such
        // settings in the mirrored projects).
        let portrait = "\t\t\t\tGENERATE_INFOPLIST_FILE = YES;\n"
            + "\t\t\t\tINFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait;\n"
            + "\t\t\t\tINFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = \"UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight\";\n"
        #expect(ProjectBuildSettings.values(of: "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone", in: Self.pbxproj(["\"1,2\""], extra: portrait))
            == ["UIInterfaceOrientationPortrait"])
        #expect(ProjectBuildSettings.values(of: "INFOPLIST_KEY_UISupportedInterfaceOrientations", in: Self.pbxproj(["\"1,2\""], extra: portrait)) == [])
        func audit(plist: Data?) async throws -> (configurations: Int?, text: String) {
            var files = ["App.xcodeproj/project.pbxproj": Data(Self.pbxproj(["\"1,2\""], extra: portrait).utf8), "App/Main.storyboard": P.storyboard]
            if let plist { files["App/Info.plist"] = plist }
            let root = try P.project(files)
            defer { try? FileManager.default.removeItem(at: root) }
            func run(_ format: [String]) async throws -> String {
                let command = try #require(try SafeAreaCommand.parseAsRoot(
                    ["audit", root.appendingPathComponent("App/Main.storyboard").path, "--devices", "iPhone 16", "--ios", "18"] + format) as? AuditCommand)
                return try await command.report().0
            }
            let json = try JSONSerialization.jsonObject(with: Data(try await run(["--format", "json"]).utf8)) as? [String: Any]
            return (json?["configurations"] as? Int, try await run([]))
        }
        let screens = try #require(try await Self.audit(["1"], devices: true)["configurations"] as? Int) / 2
        let generated = try await audit(plist: nil)
        #expect(generated.configurations == screens)
        #expect(generated.text.contains(": note: INFOPLIST_KEY_UISupportedInterfaceOrientations: iPad portrait, portrait-upside-down, landscape-left, landscape-right; iPhone portrait: 1 input audited only in those orientations"),
                "\(generated.text.prefix(400))")
        // Without GENERATE_INFOPLIST_FILE the settings write into no Info.plist: they say nothing.
        let stale = try P.project(["App.xcodeproj/project.pbxproj": Data(Self.pbxproj(["\"1,2\""], extra: portrait.replacingOccurrences(of: "GENERATE_INFOPLIST_FILE = YES", with: "GENERATE_INFOPLIST_FILE = NO")).utf8)])
        defer { try? FileManager.default.removeItem(at: stale) }
        #expect(ProjectBuildSettings.read(stale)?.orientations == nil)
        #expect(ProjectBuildSettings.orientations(in: [Self.pbxproj(["1"], extra: portrait)])?[.iPhone] == [.portrait])
        // One read of a folder gives both answers: the family (iPhone) and the orientations.
        let both = try P.project(["App.xcodeproj/project.pbxproj": Data(Self.pbxproj(["1"], extra: portrait).utf8)])
        defer { try? FileManager.default.removeItem(at: both) }
        let read = try #require(ProjectBuildSettings.read(both))
        #expect(read.families == [.iPhone] && read.orientations?[.iPhone] == [.portrait] && read.paths.count == 1)
        // An Info.plist that names its orientations is the app's: every one on the iPhone.
        let plist = try P.plist(["LSRequiresIPhoneOS": true, "UISupportedInterfaceOrientations": InfoPlistOrientationTests.all])
        let own = try await audit(plist: plist)
        #expect(own.configurations == screens * 3)
    }

    @Test("the settings a project.pbxproj names: iPhone, iPad, both; tvOS and watchOS passed over; a variable unreadable")
    func settings() {
        #expect(ProjectBuildSettings.settings(in: Self.pbxproj(["1", "1"])) == [.iPhone])
        #expect(ProjectBuildSettings.settings(in: Self.pbxproj(["2"])) == [.iPad])
        #expect(ProjectBuildSettings.settings(in: Self.pbxproj(["\"1,2\""])) == [.iPhone, .iPad])
        // An app for iPhone and its watch app (4) and TV app (3): iPhone.
        #expect(ProjectBuildSettings.settings(in: Self.pbxproj(["1", "4", "3"])) == [.iPhone])
        // visionOS (7) beside both: both.
        #expect(ProjectBuildSettings.settings(in: Self.pbxproj(["\"1,2,7\""])) == [.iPhone, .iPad])
        #expect(ProjectBuildSettings.settings(in: Self.pbxproj(["\"$(APP_FAMILY)\""])) == nil)
        #expect(ProjectBuildSettings.settings(in: "// !$*UTF8*$!\n{ objects = { }; }") == [])
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
