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

    /// `project.pbxproj` text of an app target `App` that builds `App/Main.storyboard`, with
    /// one build configuration per value of `TARGETED_DEVICE_FAMILY` (nil: not set), each with
    /// `extra` settings too.
    static func pbxproj(_ values: [String?], extra: [String: String] = [:]) -> String {
        PBXProjectText(targets: [.init(name: "App", configurations: values.map { value in
            var settings = extra.merging(["SDKROOT": "iphoneos"]) { a, _ in a }
            settings["TARGETED_DEVICE_FAMILY"] = value
            return settings
        }, files: ["App/Main.storyboard"])]).text
    }

    /// The configurations of `text`'s targets, read back as ``XcodeProject`` reads them.
    static func configurations(_ text: String) throws -> [BuildSettings] {
        let root = try P.project(["App.xcodeproj/project.pbxproj": Data(text.utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        let project = try XcodeProject.read(root.appendingPathComponent("App.xcodeproj").path)
        return project.targets.flatMap { $0.configurations.map(\.settings) }
    }

    @Test("a generated Info.plist's orientations, from INFOPLIST_KEY_ build settings, choose the orientations when no Info.plist names them; an Info.plist's win")
    func generatedInfoPlistOrientations() async throws {
        // Xcode 13 and later write an app's orientations as build settings (its templates:
        // `INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "UIInterfaceOrientationPortrait
        // UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight"`); a
        // portrait-only app writes `UIInterfaceOrientationPortrait` alone (10 of the 1,013 such
        // settings in the mirrored projects).
        let portrait = ["GENERATE_INFOPLIST_FILE": "YES",
                        "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone": "UIInterfaceOrientationPortrait",
                        "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad": InfoPlistOrientationTests.all.joined(separator: " ")]
        let read = try #require(try Self.configurations(Self.pbxproj(["1,2"], extra: portrait)).first)
        #expect(read["INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone"] == "UIInterfaceOrientationPortrait")
        #expect(read.value("INFOPLIST_KEY_UISupportedInterfaceOrientations") == .unset)
        func audit(plist: Data?, named: Bool = true) async throws -> (configurations: Int?, text: String) {
            let settings = named && plist != nil ? portrait.merging(["INFOPLIST_FILE": "App/Info.plist"]) { a, _ in a } : portrait
            var files = ["App.xcodeproj/project.pbxproj": Data(Self.pbxproj(["1,2"], extra: settings).utf8), "App/Main.storyboard": P.storyboard]
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
        let stale = try P.project(["App.xcodeproj/project.pbxproj": Data(Self.pbxproj(["1,2"], extra: portrait.merging(["GENERATE_INFOPLIST_FILE": "NO"]) { _, b in b }).utf8)])
        defer { try? FileManager.default.removeItem(at: stale) }
        #expect(ProjectBuildSettings.read(stale)?.targets(for: stale.appendingPathComponent("App/Main.storyboard").path).orientations == nil)
        #expect(ProjectBuildSettings.orientations(in: try Self.configurations(Self.pbxproj(["1"], extra: portrait)))?[.iPhone] == [.portrait])
        // One read of a folder gives both answers: the family (iPhone) and the orientations.
        let both = try P.project(["App.xcodeproj/project.pbxproj": Data(Self.pbxproj(["1"], extra: portrait).utf8)])
        defer { try? FileManager.default.removeItem(at: both) }
        let projects = try #require(ProjectBuildSettings.read(both))
        let storyboard = both.appendingPathComponent("App/Main.storyboard").path
        #expect(projects.targets(for: storyboard).families == [.iPhone] && projects.targets(for: storyboard).orientations?[.iPhone] == [.portrait]
                && projects.paths.count == 1 && projects.targets(for: storyboard).names == ["App"])
        // An Info.plist the target names (INFOPLIST_FILE), with its own orientations, is taken
        // over the settings: every one on the iPhone.
        let plist = try P.plist(["LSRequiresIPhoneOS": true, "UISupportedInterfaceOrientations": InfoPlistOrientationTests.all])
        let own = try await audit(plist: plist)
        #expect(own.configurations == screens * 3)
        // One beside the storyboard that the target does not name is not the app's: the
        // generated plist's portrait stands.
        let stray = try await audit(plist: plist, named: false)
        #expect(stray.configurations == screens)
    }

    @Test("the families TARGETED_DEVICE_FAMILY names: iPhone, iPad, both; tvOS and watchOS passed over; a variable unreadable; an unset configuration says nothing")
    func settings() throws {
        func families(_ values: [String?]) throws -> Set<DeviceFamily>? {
            ProjectBuildSettings.families(in: try Self.configurations(Self.pbxproj(values)))
        }
        #expect(try families(["1", "1"]) == [.iPhone])
        #expect(try families(["2"]) == [.iPad])
        #expect(try families(["1,2"]) == nil)
        #expect(ProjectBuildSettings.families(named: "1,2") == [.iPhone, .iPad])
        // An app for iPhone and its watch app (4) and TV app (3): iPhone.
        #expect(try families(["1", "4", "3"]) == [.iPhone])
        // visionOS (7) beside both: both.
        #expect(ProjectBuildSettings.families(named: "1,2,7") == [.iPhone, .iPad])
        #expect(try families(["$(APP_FAMILY)"]) == nil)
        #expect(ProjectBuildSettings.families(named: "iphone") == nil)
        #expect(try families([nil, "2"]) == [.iPad])
        #expect(try families([nil]) == nil)
    }

    /// The JSON report of an audit of `App/Main.storyboard` in a project whose pbxproj names
    /// `values`, on an iPhone 16 and an iPad Air (4th generation) when `devices` is true, in portrait.
    static func audit(_ values: [String?], devices: Bool = false) async throws -> [String: Any] {
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
        let universal = try await Self.audit(["1,2"])
        #expect(universal["configurations"] as? Int == screens * all)
        #expect(universal["targetedDeviceFamilies"] == nil)
    }
}
