import Foundation
@testable import SafeAreaCLI
import Testing

/// A framework's storyboards and xibs are shown by the apps that embed it, also when the app
/// is in another project: a sibling in the same workspace (Xcode builds a workspace's products
/// into one folder and links them by name) or the project that holds the framework's as a
/// subproject (a `PBXReferenceProxy`). The shapes are real: AmityCo/Amity-Social-Cloud-UIKit-
/// iOS-OpenSource's UpstraUIKit.xcworkspace lists `group:AmityUIKit.xcodeproj` (the AmityUIKit
/// framework, `TARGETED_DEVICE_FAMILY = 1`, 130 xibs and storyboards) and
/// `group:SampleApp/SampleApp.xcodeproj`, whose SampleApp (`1,2`) links `AmityUIKit.framework`
/// from the built products folder (`sourceTree = BUILT_PRODUCTS_DIR`).
@Suite("safearea audit follows an input's workspace and subprojects")
struct XcodeWorkspaceTests {
    /// A folder holding `files` (relative path → text).
    static func folder(_ files: [String: String]) throws -> URL {
        let root = Scratch.url("safearea-workspace")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    /// A workspace's `contents.xcworkspacedata` listing `locations`, as Xcode writes it.
    static func workspace(_ locations: [String]) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace\n   version = \"1.0\">\n"
            + locations.map { "   <FileRef\n      location = \"\($0)\">\n   </FileRef>\n" }.joined() + "</Workspace>\n"
    }

    /// UpstraUIKit's shape: the framework's project at the workspace's root, the sample app's
    /// in `SampleApp/`, the app's family `appFamily`, the framework's `frameworkFamily`.
    static func amity(appFamily: String, frameworkFamily: String, listed: Bool = true) throws -> URL {
        let framework = PBXProjectText(targets: [.init(
            name: "AmityUIKit", productType: "com.apple.product-type.framework",
            configurations: [["TARGETED_DEVICE_FAMILY": frameworkFamily]],
            files: ["AmityUIKit/AmityFeedViewController.xib"], product: "AmityUIKit.framework")])
        let app = PBXProjectText(targets: [.init(
            name: "SampleApp", configurations: [["TARGETED_DEVICE_FAMILY": appFamily, "INFOPLIST_FILE": "SampleApp/Info.plist"]],
            files: ["SampleApp/Base.lproj/Main.storyboard"], links: ["AmityUIKit.framework"])])
        return try folder([
            "UpstraUIKit.xcworkspace/contents.xcworkspacedata": workspace(
                (listed ? ["group:AmityUIKit.xcodeproj"] : []) + ["group:SampleApp/SampleApp.xcodeproj"]),
            "AmityUIKit.xcodeproj/project.pbxproj": framework.text,
            "SampleApp/SampleApp.xcodeproj/project.pbxproj": app.text,
            "AmityUIKit/AmityFeedViewController.xib": "<document/>",
        ])
    }

    @Test("a workspace's app shows the framework another of its projects builds: UpstraUIKit's xibs are the SampleApp's, on its devices")
    func workspaceSiblingApp() throws {
        let root = try Self.amity(appFamily: "1,2", frameworkFamily: "1")
        defer { try? FileManager.default.removeItem(at: root) }
        let xib = root.appendingPathComponent("AmityUIKit/AmityFeedViewController.xib").path
        var settings = ProjectBuildSettings()
        let shownRead = settings.targets(for: xib)
        let shown = try #require(shownRead)
        #expect(shown.building)
        #expect(shown.names == ["SampleApp"])
        // The sample app is universal: the framework's iPhone-only setting no longer restricts.
        #expect(shown.families == nil)
        #expect(shown.projects.map { URL(fileURLWithPath: $0).lastPathComponent } == ["AmityUIKit.xcodeproj", "SampleApp.xcodeproj"])
        #expect(shown.infoPlists?.map(\.path) == [root.appendingPathComponent("SampleApp/SampleApp/Info.plist").standardizedFileURL.path])

        // An iPhone app embedding a universal framework (Xcode's framework template is `1,2`):
        // the framework's screens are audited on iPhones.
        let phoneRoot = try Self.amity(appFamily: "1", frameworkFamily: "1,2")
        defer { try? FileManager.default.removeItem(at: phoneRoot) }
        var phoneSettings = ProjectBuildSettings()
        let phoneShownRead = phoneSettings.targets(for: phoneRoot.appendingPathComponent("AmityUIKit/AmityFeedViewController.xib").path)
        let phoneShown = try #require(phoneShownRead)
        #expect(phoneShown.families == [.iPhone])
        let recorded = phoneSettings.families(of: phoneShown, for: xib)
        #expect(recorded == [.iPhone])
        // The note names both projects, and the app's target.
        let note = try #require(phoneSettings.notes.first)
        #expect(note.contains("AmityUIKit.xcodeproj, ") && note.contains("SampleApp/SampleApp.xcodeproj (target SampleApp): note: TARGETED_DEVICE_FAMILY: iPhone only"), "\(note)")
    }

    @Test("a workspace that does not list the input's project is not followed: the framework keeps its own settings")
    func unrelatedWorkspace() throws {
        let root = try Self.amity(appFamily: "1,2", frameworkFamily: "1", listed: false)
        defer { try? FileManager.default.removeItem(at: root) }
        var settings = ProjectBuildSettings()
        let shownRead = settings.targets(for: root.appendingPathComponent("AmityUIKit/AmityFeedViewController.xib").path)
        let shown = try #require(shownRead)
        #expect(shown.names == ["AmityUIKit"])
        #expect(shown.families == [.iPhone])
    }

    @Test("the project that holds a framework's project as a subproject shows its xibs through the PBXReferenceProxy it links")
    func subprojectApp() throws {
        let core = PBXProjectText(targets: [.init(
            name: "Core", productType: "com.apple.product-type.framework", configurations: [["TARGETED_DEVICE_FAMILY": "1,2"]],
            files: ["Views/CardView.xib"], product: "Core.framework")])
        var app = PBXProjectText(targets: [.init(
            name: "App", configurations: [["TARGETED_DEVICE_FAMILY": "1"]], files: ["App/Base.lproj/Main.storyboard"], links: ["Core.framework"])])
        app.subprojects = ["Core/Core.xcodeproj"]
        app.linksThroughSubprojects = true
        let root = try Self.folder([
            "App.xcodeproj/project.pbxproj": app.text,
            "Core/Core.xcodeproj/project.pbxproj": core.text,
            "Core/Views/CardView.xib": "<document/>",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let project = try XcodeProject.read(root.appendingPathComponent("App.xcodeproj").path)
        #expect(project.subprojects == [root.appendingPathComponent("Core/Core.xcodeproj").standardizedFileURL.path])
        #expect(project.targets.first?.linkedProducts == ["Core.framework"])
        var settings = ProjectBuildSettings()
        let shownRead = settings.targets(for: root.appendingPathComponent("Core/Views/CardView.xib").path)
        let shown = try #require(shownRead)
        #expect(shown.names == ["App"])
        #expect(shown.families == [.iPhone])
    }

    @Test("a folder holding only a workspace: its projects' targets that build the input answer; none building it, no settings")
    func workspaceOnlyFolder() throws {
        let app = PBXProjectText(targets: [.init(
            name: "App", configurations: [["TARGETED_DEVICE_FAMILY": "2"]], files: ["../Shared/Main.storyboard"])])
        let root = try Self.folder([
            "App.xcworkspace/contents.xcworkspacedata": Self.workspace(["group:App/App.xcodeproj"]),
            "App/App.xcodeproj/project.pbxproj": app.text,
            "Shared/Main.storyboard": "<document/>",
            "Other/Unbuilt.storyboard": "<document/>",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        var settings = ProjectBuildSettings()
        let shownRead = settings.targets(for: root.appendingPathComponent("Shared/Main.storyboard").path)
        let shown = try #require(shownRead)
        #expect(shown.names == ["App"])
        #expect(shown.families == [.iPad])
        let unbuilt = settings.targets(for: root.appendingPathComponent("Other/Unbuilt.storyboard").path)
        #expect(unbuilt == nil)
    }

    @Test("workspace locations resolve as Xcode's: group: from the enclosing group, container: from the workspace's folder, absolute:; self: names nothing")
    func locations() throws {
        #expect(XcodeWorkspace.resolve("group:A/B.xcodeproj", group: "/r/G", container: "/r") == "/r/G/A/B.xcodeproj")
        #expect(XcodeWorkspace.resolve("container:X.xcodeproj", group: "/r/G", container: "/r") == "/r/X.xcodeproj")
        #expect(XcodeWorkspace.resolve("absolute:/x/Y.xcodeproj", group: "/r/G", container: "/r") == "/x/Y.xcodeproj")
        #expect(XcodeWorkspace.resolve("group:../Z.xcodeproj", group: "/r/G", container: "/r") == "/r/Z.xcodeproj")
        #expect(XcodeWorkspace.resolve("self:", group: "/r", container: "/r") == nil)
        // Nested groups: a group's location is its children's base.
        let root = try Self.folder(["W.xcworkspace/contents.xcworkspacedata": """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <Group location = "group:Frameworks" name = "Frameworks">
                  <FileRef location = "group:Core/Core.xcodeproj"></FileRef>
                  <Group name = "Unplaced"><FileRef location = "group:UI.xcodeproj"></FileRef></Group>
               </Group>
               <FileRef location = "group:App.xcodeproj"></FileRef>
               <FileRef location = "group:Notes.md"></FileRef>
            </Workspace>
            """])
        defer { try? FileManager.default.removeItem(at: root) }
        let base = root.standardizedFileURL.path
        let read = try #require(try XcodeWorkspace.read(root.appendingPathComponent("W.xcworkspace").path))
        #expect(read.projects == [base + "/Frameworks/Core/Core.xcodeproj", base + "/Frameworks/UI.xcodeproj", base + "/App.xcodeproj"])
    }

    @Test("a damaged workspace is an input warning naming its file and line, and its projects are not followed; entities are never resolved")
    func damagedWorkspace() throws {
        let root = try Self.amity(appFamily: "1", frameworkFamily: "1,2")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("UpstraUIKit.xcworkspace/contents.xcworkspacedata")
        try Data("<?xml version=\"1.0\"?>\n<Workspace version = \"1.0\">\n<<<<<<< HEAD\n   <FileRef location = \"group:AmityUIKit.xcodeproj\">\n".utf8).write(to: file)
        var settings = ProjectBuildSettings()
        let shownRead = settings.targets(for: root.appendingPathComponent("AmityUIKit/AmityFeedViewController.xib").path)
        let shown = try #require(shownRead)
        #expect(shown.names == ["AmityUIKit"])
        let problem = try #require(settings.problems.first)
        #expect(problem.file == file.path)
        #expect(problem.line == 3)
        #expect(problem.message.contains("not a workspace's XML") && problem.message.contains("not followed"))

        // An external entity naming a project is not fetched: the location stays unresolved.
        let secret = root.appendingPathComponent("secret.txt")
        try Data("AmityUIKit".utf8).write(to: secret)
        try Data("""
            <?xml version="1.0"?>
            <!DOCTYPE Workspace [<!ENTITY name SYSTEM "file://\(secret.path)">]>
            <Workspace version = "1.0"><FileRef location = "group:&name;.xcodeproj"></FileRef></Workspace>
            """.utf8).write(to: file)
        let entityRead = try? XcodeWorkspace.read(root.appendingPathComponent("UpstraUIKit.xcworkspace").path)
        #expect(entityRead?.projects.contains { $0.hasSuffix("/AmityUIKit.xcodeproj") } != true)
    }

    @Test("a broken project met as a workspace sibling and as an input's own is one input warning")
    func brokenSiblingNotedOnce() throws {
        let root = try Self.amity(appFamily: "1", frameworkFamily: "1,2")
        defer { try? FileManager.default.removeItem(at: root) }
        let listing = Self.workspace(["group:AmityUIKit.xcodeproj", "group:SampleApp/SampleApp.xcodeproj", "group:Broken/Broken.xcodeproj"])
        try Data(listing.utf8).write(to: root.appendingPathComponent("UpstraUIKit.xcworkspace/contents.xcworkspacedata"))
        let broken = root.appendingPathComponent("Broken/Broken.xcodeproj/project.pbxproj")
        try FileManager.default.createDirectory(at: broken.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("// !$*UTF8*$!\n{\n<<<<<<< HEAD\n".utf8).write(to: broken)
        var settings = ProjectBuildSettings()
        let shownRead = settings.targets(for: root.appendingPathComponent("AmityUIKit/AmityFeedViewController.xib").path)
        let shown = try #require(shownRead)
        #expect(shown.names == ["SampleApp"])
        _ = settings.targets(for: root.appendingPathComponent("Broken/View.xib").path)
        #expect(settings.problems.count == 1)
        #expect(settings.problems.first?.file == broken.path && settings.problems.first?.message.contains("merge-conflict markers at line 3") == true)
    }
}
