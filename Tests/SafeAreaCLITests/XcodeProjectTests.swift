import DeviceCatalog
import Foundation
@testable import SafeAreaCLI
import Testing

/// `safearea audit` reads an input's Xcode project target by target: which targets build the
/// storyboard or xib, with what build settings (Apple, Xcode Help, "Build settings reference"
/// and "Adding a build configuration file to your project": target over its configuration file
/// over project over the project's file, `$(inherited)` the level below). The shapes are real
/// projects': LoopKit/Loop's Loop.xcodeproj (an iPhone app, `TARGETED_DEVICE_FAMILY = 1`, whose
/// `Loop/Base.lproj/Main.storyboard` is a held-out file; its LoopUI framework `1,2`; its watch
/// app `4`; `Loop.xcconfig` under the project's configurations) and tencentyun/iot-link-ios'
/// TIoTLinkKit.xcodeproj (LinkApp, iPhone only, and LinkSDKDemo, universal, in one project:
/// 23 and 27 storyboards and xibs).
@Suite("safearea audit reads an input's Xcode targets")
struct XcodeProjectTests {
    typealias P = InfoPlistCompatibilityTests

    /// A project folder holding `App.xcodeproj` with `project`, and `files`.
    static func folder(_ project: PBXProjectText, _ files: [String: Data] = [:]) throws -> URL {
        var all = files
        all["App.xcodeproj/project.pbxproj"] = Data(project.text.utf8)
        return try P.project(all)
    }

    /// Loop.xcodeproj's shape: the app, its framework and its watch app, Debug and Release.
    static let loop = PBXProjectText(targets: [
        .init(name: "Loop", configurations: Array(repeating: ["TARGETED_DEVICE_FAMILY": "1", "INFOPLIST_FILE": "Loop/Info.plist"], count: 2),
              files: ["Loop/Base.lproj/Main.storyboard", "Loop/Views/BolusProgressTableViewCell.xib"]),
        .init(name: "LoopUI", productType: "com.apple.product-type.framework",
              configurations: Array(repeating: ["TARGETED_DEVICE_FAMILY": "1,2", "INFOPLIST_FILE": "LoopUI/Info.plist"], count: 2),
              files: ["LoopUI/StatusBarHUDView.xib"]),
        .init(name: "WatchApp", productType: "com.apple.product-type.application.watchapp2",
              configurations: Array(repeating: ["TARGETED_DEVICE_FAMILY": "4", "INFOPLIST_FILE": "WatchApp/Info.plist"], count: 2),
              files: ["WatchApp/Base.lproj/Interface.storyboard"]),
    ], projectXcconfig: "Loop.xcconfig")

    @Test("a target builds what its phases name: Loop's app its Base.lproj Main.storyboard, its framework its xibs; the app is iPhone-only where the folder as a whole is not")
    func loopTargets() throws {
        let root = try Self.folder(Self.loop, ["Loop.xcconfig": Data("SDKROOT = iphoneos\n".utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        let project = try XcodeProject.read(root.appendingPathComponent("App.xcodeproj").path)
        #expect(project.targets.map(\.name) == ["Loop", "LoopUI", "WatchApp"])
        let main = root.appendingPathComponent("Loop/Base.lproj/Main.storyboard").path
        let hud = root.appendingPathComponent("LoopUI/StatusBarHUDView.xib").path
        #expect(project.targets(containing: main).map(\.name) == ["Loop"])
        #expect(project.targets(containing: root.appendingPathComponent("Loop/./Views/../Views/BolusProgressTableViewCell.xib").path).map(\.name) == ["Loop"])
        #expect(project.targets(containing: hud).map(\.name) == ["LoopUI"])
        #expect(project.targets(containing: root.appendingPathComponent("Loop/Main.storyboard").path).isEmpty)
        // The project's configuration file is read beneath every target.
        #expect(project.targets[0].configurations.map(\.name) == ["Debug", "Release"])
        #expect(project.targets[0].configurations[0].settings["SDKROOT"] == "iphoneos")

        let projects = try #require(ProjectBuildSettings.read(root))
        // The app's storyboard: iPhone (1). The framework's xib: both (1,2). A file no target
        // builds falls back on every target, as the folder was read before: both.
        #expect(projects.targets(for: main).families == [.iPhone])
        #expect(projects.targets(for: main).names == ["Loop"])
        #expect(projects.targets(for: hud).families == nil)
        // Linked by the app (as LoopUI is by Loop and its extensions), the framework's xib is
        // shown by the app: iPhone, and the app's Info.plist.
        var linked = Self.loop
        linked.targets[0].links = ["LoopUI.framework"]
        linked.targets[1].product = "LoopUI.framework"
        let linkedRoot = try Self.folder(linked)
        defer { try? FileManager.default.removeItem(at: linkedRoot) }
        let linkedProjects = try #require(ProjectBuildSettings.read(linkedRoot))
        let linkedHUD = linkedRoot.appendingPathComponent("LoopUI/StatusBarHUDView.xib").path
        #expect(linkedProjects.targets(for: linkedHUD).families == [.iPhone])
        #expect(linkedProjects.targets(for: linkedHUD).names == ["Loop"])
        #expect(linkedProjects.targets(for: linkedHUD).infoPlists?.map(\.path) == [linkedRoot.appendingPathComponent("Loop/Info.plist").standardizedFileURL.path])
        #expect(projects.targets(for: root.appendingPathComponent("Unused.storyboard").path).families == nil)
        // The app's Info.plist is the one it names; the framework's is no app's.
        #expect(projects.targets(for: main).infoPlists?.map(\.path) == [root.appendingPathComponent("Loop/Info.plist").standardizedFileURL.path])
        #expect(projects.targets(for: main).infoPlists?.first?.settings.count == 2)
        #expect(projects.targets(for: hud).infoPlists == nil)
    }

    @Test("settings layer as Xcode's: target over its .xcconfig over project over the project's; $(inherited) and $(SRCROOT) expand; a condition, a missing file, an unknown variable are unknown")
    func layering() throws {
        let project = PBXProjectText(targets: [.init(
            name: "App",
            configurations: [["OTHER": "$(inherited) target", "INFOPLIST_FILE": "$(SRCROOT)/App/Info.plist", "FROM_TARGET_FILE": "no"]],
            files: ["App/Main.storyboard"], xcconfig: "Target.xcconfig")],
            projectSettings: ["OTHER": "project", "TARGETED_DEVICE_FAMILY": "1,2", "ODD": "$(NOT_A_SETTING)", "OP": "$(TARGET_NAME:lower)"],
            projectXcconfig: "Project.xcconfig")
        let root = try Self.folder(project, [
            "Target.xcconfig": Data("// the app's\nFROM_TARGET_FILE = yes\nTARGETED_DEVICE_FAMILY = 1 // iPhone\nCOND[sdk=iphoneos*] = a\n".utf8),
            "Project.xcconfig": Data("OTHER = base\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let settings = try #require(try XcodeProject.read(root.appendingPathComponent("App.xcodeproj").path).targets.first?.configurations.first?.settings)
        #expect(settings["FROM_TARGET_FILE"] == "no")
        #expect(settings["TARGETED_DEVICE_FAMILY"] == "1")
        // The project's own value, not its configuration file's: `$(inherited)` reaches the level below the target.
        #expect(settings["OTHER"] == "project target")
        #expect(settings["INFOPLIST_FILE"] == root.standardizedFileURL.path + "/App/Info.plist")
        #expect(settings.value("COND") == .unknown)
        #expect(settings.value("ODD") == .set(""))
        #expect(settings.value("OP") == .unknown)
        #expect(settings.value("NOWHERE") == .unset)
        // A configuration file that cannot be read (CocoaPods' before `pod install`) hides what it might set.
        let missing = try Self.folder(project, ["Project.xcconfig": Data("OTHER = base\n".utf8)])
        defer { try? FileManager.default.removeItem(at: missing) }
        let hidden = try #require(try XcodeProject.read(missing.appendingPathComponent("App.xcodeproj").path).targets.first?.configurations.first?.settings)
        #expect(hidden["FROM_TARGET_FILE"] == "no")
        #expect(hidden.value("TARGETED_DEVICE_FAMILY") == .unknown)
        // CocoaPods' own, before `pod install`, sets no family: the project's stands.
        var pods = project
        pods.targets[0].xcconfig = "Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig"
        let podsRoot = try Self.folder(pods, ["Project.xcconfig": Data("OTHER = base\n".utf8)])
        defer { try? FileManager.default.removeItem(at: podsRoot) }
        let podsSettings = try #require(try XcodeProject.read(podsRoot.appendingPathComponent("App.xcodeproj").path).targets.first?.configurations.first?.settings)
        #expect(podsSettings["TARGETED_DEVICE_FAMILY"] == "1,2")
        // The built-in settings stay known.
        #expect(hidden["INFOPLIST_FILE"] == missing.standardizedFileURL.path + "/App/Info.plist")
        // A setting naming itself is a cycle, not a hang.
        #expect(BuildSettings(layers: [["A": "$(B)", "B": "$(A)"]]).value("A") == .unknown)
    }

    @Test("an .xcconfig reads its #includes in place, relative to itself; a missing #include? is passed over, a missing #include is unreadable")
    func configurationFiles() throws {
        let root = try P.project([
            "Configs/App.xcconfig": Data("#include \"Shared/Base.xcconfig\"\n#include? \"Local.xcconfig\"\nB = app; // wins\n".utf8),
            "Configs/Shared/Base.xcconfig": Data("A = base\nB = base\nURL = https:/$()/example.com\n".utf8),
            "Configs/Broken.xcconfig": Data("#include \"Missing.xcconfig\"\nA = 1\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let read = try #require(XcodeConfigFile.read(root.appendingPathComponent("Configs/App.xcconfig").path))
        #expect(read["A"] == "base" && read["B"] == "app")
        #expect(XcodeConfigFile.read(root.appendingPathComponent("Configs/Broken.xcconfig").path) == nil)
        // Includes that include each other end at the depth limit, unread.
        let loop = try P.project(["A.xcconfig": Data("#include \"B.xcconfig\"\n".utf8), "B.xcconfig": Data("#include \"A.xcconfig\"\n".utf8)])
        defer { try? FileManager.default.removeItem(at: loop) }
        #expect(XcodeConfigFile.read(loop.appendingPathComponent("A.xcconfig").path) == nil)
    }

    @Test("Xcode 16's synchronized folders: every file under one is its targets', but a target's exceptions")
    func synchronizedFolders() throws {
        let project = PBXProjectText(targets: [
            .init(name: "App", configurations: [["TARGETED_DEVICE_FAMILY": "2"]],
                  synchronizedFolders: [("App", ["Widgets/Widget.storyboard"])]),
            .init(name: "Widget", productType: "com.apple.product-type.app-extension", configurations: [["TARGETED_DEVICE_FAMILY": "1,2"]],
                  synchronizedFolders: [("App", [])]),
        ])
        let root = try Self.folder(project)
        defer { try? FileManager.default.removeItem(at: root) }
        let read = try XcodeProject.read(root.appendingPathComponent("App.xcodeproj").path)
        #expect(read.targets(containing: root.appendingPathComponent("App/Base.lproj/Main.storyboard").path).map(\.name) == ["App", "Widget"])
        #expect(read.targets(containing: root.appendingPathComponent("App/Widgets/Widget.storyboard").path).map(\.name) == ["Widget"])
        #expect(read.targets(containing: root.appendingPathComponent("Apple/Main.storyboard").path).isEmpty)
    }

    @Test("a project left with merge-conflict markers (raivo-otp's) or empty is not read, with a warning naming it; the audit goes on without it")
    func malformedProject() async throws {
        let text = Self.loop.text.replacingOccurrences(of: "\tobjectVersion = 77;\n", with: "<<<<<<< HEAD\n\tobjectVersion = 54;\n=======\n\tobjectVersion = 53;\n>>>>>>> 75832ce\n")
        let root = try P.project(["App.xcodeproj/project.pbxproj": Data(text.utf8), "App/Main.storyboard": P.storyboard])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: XcodeProject.ReadError.self) { try XcodeProject.read(root.appendingPathComponent("App.xcodeproj").path) }
        var reader = ProjectBuildSettings()
        let read = reader.readProjects(in: root.standardizedFileURL.path)
        let projects = try #require(read)
        #expect(projects.projects.isEmpty && reader.problems.count == 1)
        #expect(reader.problems.first?.description.contains("App.xcodeproj/project.pbxproj:1: warning: not an Xcode project's property list") == true)
        let empty = try P.project(["App.xcodeproj/project.pbxproj": Data()])
        defer { try? FileManager.default.removeItem(at: empty) }
        var emptyReader = ProjectBuildSettings()
        _ = emptyReader.readProjects(in: empty.standardizedFileURL.path)
        #expect(emptyReader.problems.first?.description.hasSuffix("cannot read the Xcode project; its build settings are not used") == true)
        let command = try #require(try SafeAreaCommand.parseAsRoot(
            ["audit", root.appendingPathComponent("App/Main.storyboard").path, "--devices", "iPhone 16", "--ios", "18"]) as? AuditCommand)
        let report = try await command.report().0
        // Line 6, as in raivo-otp's Raivo.xcodeproj.
        #expect(report.hasPrefix(root.appendingPathComponent("App.xcodeproj/project.pbxproj").path
                                 + ":1: warning: not an Xcode project's property list (merge-conflict markers at line 6); its build settings are not used\n"))
        #expect(report.contains("configurations audited"))
        // JSON lists it with the input warnings, at the project file's first line.
        let json = try #require(try SafeAreaCommand.parseAsRoot(
            ["audit", root.appendingPathComponent("App/Main.storyboard").path, "--devices", "iPhone 16", "--ios", "18", "--format", "json"]) as? AuditCommand)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(try await json.report().0.utf8)) as? [String: Any])
        let warnings = try #require(object["inputWarnings"] as? [[String: Any]])
        #expect(warnings.count == 1 && (warnings.first?["file"] as? String)?.hasSuffix("App.xcodeproj/project.pbxproj") == true && warnings.first?["line"] as? Int == 1)
    }

    /// TIoTLinkKit.xcodeproj's shape: two apps, LinkApp for iPhone and LinkSDKDemo for both,
    /// each naming its Info.plist in a `Supporting Files` folder (LinkApp's through `$(SRCROOT)`).
    static func linkKit(linkAppOrientations: [String], demoOrientations: [String]) throws -> URL {
        let project = PBXProjectText(targets: [
            .init(name: "LinkApp", configurations: Array(repeating: ["TARGETED_DEVICE_FAMILY": "1",
                  "INFOPLIST_FILE": "$(SRCROOT)/LinkApp/Supporting Files/Info.plist"], count: 2),
                  files: ["LinkApp/Base.lproj/Main.storyboard"]),
            .init(name: "LinkSDKDemo", configurations: Array(repeating: ["TARGETED_DEVICE_FAMILY": "1,2",
                  "INFOPLIST_FILE": "LinkSDKDemo/Supporting Files/Info.plist"], count: 2),
                  files: ["LinkSDKDemo/Base.lproj/Main.storyboard"]),
        ])
        return try Self.folder(project, [
            "LinkApp/Base.lproj/Main.storyboard": P.storyboard, "LinkSDKDemo/Base.lproj/Main.storyboard": P.storyboard,
            "LinkApp/Supporting Files/Info.plist": try P.plist(["LSRequiresIPhoneOS": true, "UISupportedInterfaceOrientations": linkAppOrientations]),
            "LinkSDKDemo/Supporting Files/Info.plist": try P.plist(["LSRequiresIPhoneOS": true, "UISupportedInterfaceOrientations": demoOrientations]),
        ])
    }

    @Test("two apps in one project: each storyboard is audited on its own app's devices and in its own app's orientations, the note naming the target")
    func twoAppsInOneProject() async throws {
        let all = InfoPlistOrientationTests.all
        let root = try Self.linkKit(linkAppOrientations: ["UIInterfaceOrientationPortrait"], demoOrientations: all)
        defer { try? FileManager.default.removeItem(at: root) }
        func audit(_ app: String, _ extra: [String] = []) async throws -> (json: [String: Any], text: String) {
            func run(_ format: [String]) async throws -> String {
                let command = try #require(try SafeAreaCommand.parseAsRoot(
                    ["audit", root.appendingPathComponent("\(app)/Base.lproj/Main.storyboard").path, "--ios", "18"] + extra + format) as? AuditCommand)
                return try await command.report().0
            }
            let json = try #require(try JSONSerialization.jsonObject(with: Data(try await run(["--format", "json"]).utf8)) as? [String: Any])
            return (json, try await run([]))
        }
        let catalog = try DeviceCatalog.load()
        let phones = catalog.devices(in: .iPhone).filter { $0.supportedIOS.contains(18) }.count
        let every = catalog.devices.filter { $0.supportedIOS.contains(18) }.count
        let screens = try #require(try await audit("LinkApp", ["--devices", "iPhone 16", "--orientations", "portrait"]).json["configurations"] as? Int)
        // LinkApp: iPhones, portrait (its Info.plist), one configuration each.
        let linkApp = try await audit("LinkApp")
        #expect(linkApp.json["configurations"] as? Int == screens * phones)
        #expect(linkApp.text.contains("App.xcodeproj (target LinkApp): note: TARGETED_DEVICE_FAMILY: iPhone only: 1 input audited only on those devices"),
                "\(linkApp.text.prefix(600))")
        #expect(linkApp.text.contains("LinkApp/Supporting Files/Info.plist: note: UISupportedInterfaceOrientations: iPad portrait; iPhone portrait"))
        let families = try #require(linkApp.json["targetedDeviceFamilies"] as? [[String: Any]])
        #expect(families.first?["targets"] as? [String] == ["LinkApp"])
        // LinkSDKDemo: every device, in the three orientations audited by default.
        let demo = try await audit("LinkSDKDemo")
        #expect(demo.json["configurations"] as? Int == screens * every * 3)
        #expect(demo.json["targetedDeviceFamilies"] == nil && demo.json["supportedOrientations"] == nil)
    }

    @Test("a target's Info.plist whose UIDesignRequiresCompatibility is a build setting takes the target's value: iOS 18's 44 pt bar on iOS 26")
    func compatibilityFromBuildSetting() async throws {
        func audit(_ value: String?) async throws -> (bar: String?, designIOS: Set<Int>) {
            var settings = ["TARGETED_DEVICE_FAMILY": "1,2", "INFOPLIST_FILE": "App/Info.plist"]
            settings["KEEP_CLASSIC_DESIGN"] = value
            let project = PBXProjectText(targets: [.init(name: "App", configurations: [settings, settings], files: ["App/Base.lproj/Main.storyboard"])])
            let root = try Self.folder(project, [
                "App/Info.plist": try P.plist(["CFBundleIdentifier": "org.example.app", "UIDesignRequiresCompatibility": "$(KEEP_CLASSIC_DESIGN)"]),
                "App/Base.lproj/Main.storyboard": P.storyboard,
            ])
            defer { try? FileManager.default.removeItem(at: root) }
            let result = try await P.audit([root.appendingPathComponent("App/Base.lproj/Main.storyboard").path])
            return (result.bar, result.designIOS)
        }
        // Apple: an app that sets the key keeps iOS 18's 44 pt navigation bar on iOS 26 (54 pt without).
        let on = try await audit("YES")
        #expect(on.bar == "44" && on.designIOS == [18])
        let off = try await audit("NO")
        #expect(off.bar == "54" && off.designIOS.isEmpty)
        // Unset in the target: the setting expands to nothing, which is not true.
        let unset = try await audit(nil)
        #expect(unset.bar == "54")
    }
}

extension ProjectBuildSettings {
    /// The Xcode projects in `folder`, read by a reader of their own (the tests' shorthand for
    /// ``readProjects(in:)``).
    static func read(_ folder: URL) -> Projects? {
        var reader = ProjectBuildSettings()
        return reader.readProjects(in: folder.standardizedFileURL.path)
    }
}
