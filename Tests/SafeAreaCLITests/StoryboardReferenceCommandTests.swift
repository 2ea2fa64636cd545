import Foundation
@testable import SafeAreaCLI
import Testing

/// `safearea layout` and `safearea audit` follow storyboard references across the files of a
/// project: a storyboard that is another's tab is laid out above its tab bar. Figures: the
/// iPhone 15's 852 pt screen and 34 pt home-indicator band (Apple's technical specifications and
/// HIG, as the device catalog records them), UIKit's 49 pt tab bar (HIG "Tab bars").
@Suite("safearea follows storyboard references across a project's files")
struct StoryboardReferenceCommandTests {
    static func storyboard(initial: String, _ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="\(initial)">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// A scene holding the storyboard reference `id` to `storyboard` (its initial controller), as
    /// Xcode writes it (InterfaceBuilderTests' `InlineIB.referenceScene`, which this target
    /// cannot import).
    static func referenceScene(_ id: String, storyboard: String, bundle: String? = nil) -> String {
        """
                <scene sceneID="\(id)S"><objects>
                    <viewControllerPlaceholder storyboardName="\(storyboard)" \(bundle.map { #"bundleIdentifier="\#($0)" "# } ?? "")id="\(id)" sceneMemberID="viewController"/>
                </objects></scene>
        """
    }

    /// A scene holding the container `element` `id` whose relationship segues lead to each
    /// destination with its relationship, in order.
    static func containerScene(_ element: String, id: String, holds: [(destination: String, relationship: String)]) -> String {
        let segues = holds.enumerated().map { i, held in
            #"<segue destination="\#(held.destination)" kind="relationship" relationship="\#(held.relationship)" id="\#(id)-\#(i)"/>"#
        }.joined()
        return """
                <scene sceneID="\(id)S"><objects>
                    <\(element) id="\(id)" sceneMemberID="viewController"><connections>\(segues)</connections></\(element)>
                </objects></scene>
        """
    }

    /// A project (an `.xcodeproj` folder marks its root) whose `App/Main.storyboard` holds
    /// `Features/Settings.storyboard`'s initial controller as its tab bar controller's only tab.
    static func project() throws -> URL {
        let root = try Scratch.newFolder("references")
        let fm = FileManager.default
        for folder in ["App.xcodeproj", "App", "Features"] {
            try fm.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try storyboard(initial: "Tabs", """
        \(Self.containerScene("tabBarController", id: "Tabs", holds: [("Ref", "viewControllers")]))
        \(Self.referenceScene("Ref", storyboard: "Settings"))
        """).write(to: root.appendingPathComponent("App/Main.storyboard"), atomically: true, encoding: .utf8)
        try storyboard(initial: "List", scene("List", child: "Pinned", frame: #"x="0.0" y="59" width="393" height="759""#, constraints: """
            <constraint firstItem="Pinned" firstAttribute="top" secondItem="ListSafe" secondAttribute="top" id="T"/>
            <constraint firstItem="ListSafe" firstAttribute="bottom" secondItem="Pinned" secondAttribute="bottom" id="B"/>
            <constraint firstItem="Pinned" firstAttribute="leading" secondItem="ListRoot" secondAttribute="leading" id="L"/>
            <constraint firstItem="ListRoot" firstAttribute="trailing" secondItem="Pinned" secondAttribute="trailing" id="Tr"/>
            """)).write(to: root.appendingPathComponent("Features/Settings.storyboard"), atomically: true, encoding: .utf8)
        return root
    }

    @Test("layout: the tab another storyboard holds ends at its tab bar, 852 − 34 − 49")
    func layoutAboveTheTabBar() throws {
        let root = try Self.project()
        let file = root.appendingPathComponent("Features/Settings.storyboard").path
        let scene = try LayoutCommandTests.scene([file, "--json", "--device", "iPhone 15", "--ios", "17"])
        #expect(LayoutCommandTests.rect(try LayoutCommandTests.view(scene, "Pinned")["frame"]) == [0, 59, 393, 852 - 59 - 34 - 49])
        // Outside its project (no Main.storyboard beside it), the same file ends at the home indicator.
        let alone = try Scratch.newFolder("alone")
        try FileManager.default.copyItem(atPath: file, toPath: alone.appendingPathComponent("Settings.storyboard").path)
        let unlinked = try LayoutCommandTests.scene([alone.appendingPathComponent("Settings.storyboard").path, "--json",
                                                     "--device", "iPhone 15", "--ios", "17"])
        #expect(LayoutCommandTests.rect(try LayoutCommandTests.view(unlinked, "Pinned")["frame"]) == [0, 59, 393, 852 - 59 - 34])
        // Main.storyboard's initial tab bar controller shows Settings' scene as its tab, each view
        // naming the file it is written in and its id there after the storyboard's name.
        let main = try LayoutCommandTests.scene([root.appendingPathComponent("App/Main.storyboard").path, "--json",
                                                 "--device", "iPhone 15", "--ios", "17"])
        let pinned = try LayoutCommandTests.view(main, "Settings/Pinned")
        #expect(LayoutCommandTests.rect(pinned["frame"]) == [0, 59, 393, 852 - 59 - 34 - 49])
        #expect((pinned["file"] as? String)?.hasSuffix("Features/Settings.storyboard") == true)
    }

    @Test("audit: references are audited in the storyboards they name; a linked file that cannot be read is a warning, not a failure")
    func auditSkipsReferences() async throws {
        let root = try Self.project()
        // A third storyboard that names Settings but is not XML: said on standard error, left out.
        try #"<document storyboardName="Settings" <"#.write(to: root.appendingPathComponent("Features/Broken.storyboard"),
                                                          atomically: true, encoding: .utf8)
        let command = try #require(try SafeAreaCommand.parseAsRoot([
            "audit", root.appendingPathComponent("App/Main.storyboard").path, root.appendingPathComponent("Features/Settings.storyboard").path,
            "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json"]) as? AuditCommand)
        let (text, _) = try await command.report()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        // Main's tab bar controller and its reference are not screens; Settings' List is.
        #expect(object["configurations"] as? Int == 1)
    }

    @Test("a storyboard's referenced names are found in its text, entities decoded (Rocket.Chat's 'New Room')")
    func referencedNames() {
        let text = #"<viewControllerPlaceholder storyboardName="New Room" id="a"/><viewControllerPlaceholder storyboardName="R&amp;D &quot;x&quot;" id="b"/>"#
        #expect(StoryboardDiscovery.referencedNames(in: text) == ["New Room", #"R&D "x""#])
        #expect(StoryboardDiscovery.referencedNames(in: #"<document storyboardName="Settings"#).isEmpty)
    }

    /// A scene `id` whose root view (`<id>Root`, the iPhone 15's 393 × 852) holds one plain
    /// view `child` saved at `frame` and placed by `constraints`.
    static func scene(_ id: String, child: String, frame: String, constraints: String) -> String {
        """
                <scene sceneID="\(id)S"><objects>
                    <viewController id="\(id)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="\(id)Root">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(child)">
                                    <rect key="frame" \(frame)/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="\(id)Safe"/>
                            <constraints>
                \(constraints)
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene>
        """
    }

    /// A scene `id` whose root holds `<id>Free`, placed by nothing but its top: its height and
    /// horizontal place are left free (ambiguous).
    static func ambiguousScene(_ id: String) -> String {
        scene(id, child: "\(id)Free", frame: #"x="0.0" y="100" width="100" height="100""#, constraints: """
            <constraint firstItem="\(id)Free" firstAttribute="top" secondItem="\(id)Root" secondAttribute="top" constant="100" id="\(id)T"/>
            """)
    }

    @Test("audit: an embedded scene's ambiguity is reported by that scene, not by the scene embedding it, within a file and across files")
    func ambiguityBelongsToItsScene() async throws {
        let root = try Scratch.newFolder("embedded")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        // Host embeds Card (same file) and Remote's Far (another file, through a reference).
        let host = """
                <scene sceneID="HostS"><objects>
                    <viewController id="Host" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="HostRoot">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <containerView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" id="Near">
                                    <rect key="frame" x="0.0" y="100" width="393" height="300"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <connections><segue destination="Card" kind="embed" id="E1"/></connections>
                                </containerView>
                                <containerView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" id="Away">
                                    <rect key="frame" x="0.0" y="450" width="393" height="300"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <connections><segue destination="FarRef" kind="embed" id="E2"/></connections>
                                </containerView>
                            </subviews>
                        </view>
                    </viewController>
                </objects></scene>
        \(Self.ambiguousScene("Card"))
        \(Self.referenceScene("FarRef", storyboard: "Remote"))
        """
        try Self.storyboard(initial: "Host", host).write(to: root.appendingPathComponent("Host.storyboard"), atomically: true, encoding: .utf8)
        try Self.storyboard(initial: "Far", Self.ambiguousScene("Far")).write(to: root.appendingPathComponent("Remote.storyboard"),
                                                                              atomically: true, encoding: .utf8)
        let command = try #require(try SafeAreaCommand.parseAsRoot([
            "audit", root.path, "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json"]) as? AuditCommand)
        let (text, _) = try await command.report()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let ambiguous = (object["findings"] as? [[String: Any]] ?? []).filter { $0["rule"] as? String == "ambiguous-layout" }
        #expect(Set(ambiguous.compactMap { $0["scene"] as? String }) == ["Card", "Far"])
        #expect(ambiguous.allSatisfy { ($0["message"] as? String)?.contains("Free") == true })
    }

    @Test("audit: a folder's storyboard for another platform (a macOS or watchOS companion) or an Xcode 4 archive is passed over with a warning; named, it is refused")
    func otherPlatformsInAFolder() async throws {
        let root = try Self.project()
        // The document element as Xcode writes a macOS storyboard (AltStore's macOS app, outside the fixtures).
        let mac = root.appendingPathComponent("Features/Mac.storyboard")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" initialViewController="B8D-0N-5wS">
            <scenes/>
        </document>
        """.write(to: mac, atomically: true, encoding: .utf8)
        // A xib in the archive format of Xcode 4 and earlier (mattneub's Programming-iOS-Book-Examples'
        // FirstView.xib, outside the fixtures, begins so).
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
            <data/>
        </archive>
        """.write(to: root.appendingPathComponent("Features/FirstView.xib"), atomically: true, encoding: .utf8)
        // A localization catalog's exported copy of Settings (AudioKitSynthOne's Translations/*.xcloc,
        // outside the fixtures): not the app's storyboard, not audited.
        let catalog = root.appendingPathComponent("Translations/fr.xcloc/Source Contents/Features")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: root.appendingPathComponent("Features/Settings.storyboard"),
                                         to: catalog.appendingPathComponent("Settings.storyboard"))
        guard case let .output(text) = await Run.audit(["audit", root.path, "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json"]) else {
            Issue.record("the folder's audit failed"); return
        }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["configurations"] as? Int == 1)
        let warnings = try #require(object["inputWarnings"] as? [[String: Any]])
        #expect(warnings.contains { ($0["file"] as? String)?.hasSuffix("Features/Mac.storyboard") == true && $0["line"] as? Int == 2
            && ($0["message"] as? String)?.contains("MacOSX.Cocoa") == true })
        #expect(warnings.contains { ($0["file"] as? String)?.hasSuffix("Features/FirstView.xib") == true
            && ($0["message"] as? String)?.contains("archive") == true })
        guard case let .failure(code, message) = await Run.audit(["audit", mac.path, "--devices", "iPhone 15"]) else {
            Issue.record("a macOS storyboard named was audited"); return
        }
        #expect(code == 1 && message.contains("targetRuntime 'MacOSX.Cocoa' is not supported"))
    }

    @Test("a framework's storyboard naming its own Main does not hold the app's Main: of two of one name, the nearest is meant")
    func nearestOfOneNameInAProject() throws {
        let root = try Scratch.newFolder("frameworks")
        let fm = FileManager.default
        for folder in ["App.xcodeproj", "App", "Pods/Kit"] {
            try fm.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let pinned = """
            <constraint firstItem="Pinned" firstAttribute="top" secondItem="HomeSafe" secondAttribute="top" id="T"/>
            <constraint firstItem="Pinned" firstAttribute="leading" secondItem="HomeRoot" secondAttribute="leading" id="L"/>
            <constraint firstItem="Pinned" firstAttribute="width" constant="100" id="W"/>
            <constraint firstItem="Pinned" firstAttribute="height" constant="100" id="H"/>
            """
        try Self.storyboard(initial: "Home", Self.scene("Home", child: "Pinned", frame: #"x="0.0" y="59" width="100" height="100""#, constraints: pinned))
            .write(to: root.appendingPathComponent("App/Main.storyboard"), atomically: true, encoding: .utf8)
        // The framework's flow: a navigation controller whose root is its own Main's initial scene.
        try Self.storyboard(initial: "KitNav", """
        \(Self.containerScene("navigationController", id: "KitNav", holds: [("KitRef", "rootViewController")]))
        \(Self.referenceScene("KitRef", storyboard: "Main", bundle: "org.cocoapods.Kit"))
        """).write(to: root.appendingPathComponent("Pods/Kit/KitFlow.storyboard"), atomically: true, encoding: .utf8)
        try Self.storyboard(initial: "KitHome", Self.scene("KitHome", child: "KitBox", frame: #"x="0.0" y="0.0" width="10" height="10""#, constraints: ""))
            .write(to: root.appendingPathComponent("Pods/Kit/Main.storyboard"), atomically: true, encoding: .utf8)
        let scene = try LayoutCommandTests.scene([root.appendingPathComponent("App/Main.storyboard").path, "--json",
                                                  "--device", "iPhone 15", "--ios", "17"])
        // Under the status band alone (59 pt on an iPhone 15), not under the framework's navigation bar.
        #expect(LayoutCommandTests.rect(try LayoutCommandTests.view(scene, "Pinned")["frame"]) == [0, 59, 100, 100])
    }

    @Test("storyboards sharing Xcode's template ids (BYZ-38-t0r) still link: the linked one's ids are read after its name")
    func templateIDsLink() throws {
        let root = try Scratch.newFolder("template")
        for folder in ["App.xcodeproj", "App"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let pinned = """
            <constraint firstItem="Pinned" firstAttribute="top" secondItem="BYZ-38-t0rSafe" secondAttribute="top" id="T"/>
            <constraint firstItem="BYZ-38-t0rSafe" firstAttribute="bottom" secondItem="Pinned" secondAttribute="bottom" id="B"/>
            <constraint firstItem="Pinned" firstAttribute="leading" secondItem="BYZ-38-t0rRoot" secondAttribute="leading" id="L"/>
            <constraint firstItem="BYZ-38-t0rRoot" firstAttribute="trailing" secondItem="Pinned" secondAttribute="trailing" id="Tr"/>
            """
        // Both files hold a scene with the ids Xcode gives a new app's first scene.
        try Self.storyboard(initial: "Tabs", """
        \(Self.containerScene("tabBarController", id: "Tabs", holds: [("Ref", "viewControllers"), ("BYZ-38-t0r", "viewControllers")]))
        \(Self.referenceScene("Ref", storyboard: "Settings"))
        \(Self.scene("BYZ-38-t0r", child: "Pinned", frame: #"x="0.0" y="59" width="393" height="710""#, constraints: pinned))
        """).write(to: root.appendingPathComponent("App/Main.storyboard"), atomically: true, encoding: .utf8)
        try Self.storyboard(initial: "BYZ-38-t0r", Self.scene("BYZ-38-t0r", child: "Pinned", frame: #"x="0.0" y="59" width="393" height="710""#,
                                                              constraints: pinned))
            .write(to: root.appendingPathComponent("App/Settings.storyboard"), atomically: true, encoding: .utf8)
        let settings = try LayoutCommandTests.scene([root.appendingPathComponent("App/Settings.storyboard").path, "--json",
                                                     "--device", "iPhone 15", "--ios", "17"])
        #expect(LayoutCommandTests.rect(try LayoutCommandTests.view(settings, "Pinned")["frame"]) == [0, 59, 393, 852 - 59 - 34 - 49])
    }
}
