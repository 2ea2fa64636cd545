import Foundation
@testable import SafeAreaCLI
import Testing

/// `safearea layout` and `safearea audit` on storyboards: the bundled example app
/// (Examples/App/Main.storyboard, frames computed by hand for an iPhone X the way Xcode saves
/// them) and a real fixture.
@Suite("safearea layout and audit on Interface Builder files")
struct InterfaceBuilderCommandTests {
    typealias T = LayoutCommandTests
    static let app = T.examples.appendingPathComponent("App/Main.storyboard").path

    @Test("a scene laid out on its own device: every frame equals the one saved, and storedFrame is in the JSON")
    func checkoutOnItsDevice() throws {
        let scene = try T.scene([Self.app, "--scene", "Checkout", "--json"])
        #expect((scene["device"] as? [String: Any])?["id"] as? String == "iphone-x")   // <device id="retina5_9">
        let views = try #require(scene["views"] as? [[String: Any]])
        #expect(views.count == 3)
        for view in views { #expect(T.rect(view["frame"]) == T.rect(view["storedFrame"]), "\(view["id"] ?? "")") }
        // The Pay button is pinned to the view's bottom: 812 − 50 = 762 on an iPhone X.
        #expect(T.rect(try T.view(scene, "chk-bt-001")["frame"]) == [0, 762, 375, 50])
        // On an iPhone 8 it moves with the screen: 667 − 50; the label follows the 20 pt safe area.
        let eight = try T.scene([Self.app, "--scene", "Checkout", "--json", "--device", "iPhone 8"])
        #expect(T.rect(try T.view(eight, "chk-bt-001")["frame"]) == [0, 617, 375, 50])
        #expect(T.rect(try T.view(eight, "chk-lb-001")["frame"]) == [16, 36, 343, 24])
    }

    @Test("--scene all lays out every scene; an unknown scene is misuse with the names")
    func scenes() throws {
        guard case let .output(text) = Run.safearea(["layout", Self.app, "--scene", "all", "--json"]) else { Issue.record("failed"); return }
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect((object?["scenes"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["Checkout", "Feed", "Profile"])
        guard case let .failure(code, message) = Run.safearea(["layout", Self.app, "--scene", "Cart"]) else { Issue.record("accepted"); return }
        #expect(code == 64)
        #expect(message.contains("Checkout, Feed, Profile"))
    }

    @Test("the audit finds the iPhone X mistakes of the example app, each at its line")
    func audit() async throws {
        let command = try #require(try SafeAreaCommand.parseAsRoot(["audit", Self.app, "--devices", "iPhone X", "--format", "json"]) as? AuditCommand)
        let (text, hasErrors) = try await command.report()
        #expect(hasErrors)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        func found(_ rule: String, _ view: String) -> [String: Any]? {
            findings.first { $0["rule"] as? String == rule && $0["view"] as? String == view && $0["orientation"] as? String == "portrait" }
        }
        // The Pay button under the home indicator (34 pt band), on line 30 of the storyboard.
        #expect(found("content-under-home-indicator", "chk-bt-001")?["line"] as? Int == 30)
        // The avatar 20 pt below the top, under the notch.
        #expect(found("content-under-sensor-housing", "prf-iv-001")?["line"] as? Int == 113)
        // The 64 pt top bar pinned to the view's top.
        #expect(found("fixed-height-top-bar", "fed-br-001") != nil)
        #expect(object["configurations"] as? Int == 9)   // three scenes × portrait and both landscapes
    }

    @Test("a folder is searched for specs, storyboards and xibs, leaving asset catalogs alone")
    func folder() async throws {
        // Examples/ holds the specs, the app's storyboard, and the lint examples' asset catalog
        // (a Contents.json that is not a screen).
        let command = try #require(try SafeAreaCommand.parseAsRoot(["audit", T.examples.path, "--devices", "iPhone X",
                                                                    "--orientations", "portrait", "--format", "json"]) as? AuditCommand)
        let (text, _) = try await command.report()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let files = Set((object["findings"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }.map { URL(fileURLWithPath: $0).lastPathComponent })
        #expect(files.contains("Main.storyboard") && files.contains("bottom-button-broken.yaml"))
        #expect(!files.contains("Contents.json"))
    }

    @Test("a real xib lays out with its saved frames beside the laid-out ones")
    func fixtureXib() throws {
        let xib = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/fixtures/interface-builder/Instagram__IGListKit__NibSelfSizingCell.xib")
        try #require(FileManager.default.fileExists(atPath: xib.path))
        let scene = try T.scene([xib.path, "--json"])
        let views = try #require(scene["views"] as? [[String: Any]])
        #expect(!views.isEmpty && views.allSatisfy { $0["storedFrame"] != nil })
    }

    /// Tests/SafeAreaCLITests/Fonts/TestSans-Regular.ttf is the font `TestFont.bytes()` builds in
    /// the InterfaceBuilder tests (FontFileTests.swift): 1000 units per em, a 1.1 em line, "A",
    /// "B" and "C" 600, 700 and 800 units wide.
    @Test("--fonts measures a xib's custom font with the app's own file, else the files its <customFonts> lists are found in its project; without them the stand-ins")
    func bundledFonts() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let folder = try Scratch.newFolder("safeareakit-cli-fonts")
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = try Scratch.xib(in: folder, named: "Badge.xib", objects: """
                <view contentMode="scaleToFill" id="Top">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                    <subviews>
                        <label opaque="NO" text="ABC" translatesAutoresizingMaskIntoConstraints="NO" id="Label">
                            <rect key="frame" x="0.0" y="0.0" width="42" height="22"/>
                            <fontDescription key="fontDescription" name="TestSans-Regular" family="Test Sans" pointSize="20"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Label" firstAttribute="leading" secondItem="Top" secondAttribute="leading" id="L"/>
                        <constraint firstItem="Label" firstAttribute="top" secondItem="Top" secondAttribute="top" id="T"/>
                    </constraints>
                </view>
        """)
        // (600 + 700 + 800) / 1000 × 20 = 42 wide, 1.1 × 20 = 22 tall.
        let bundled = try T.scene([xib.path, "--json", "--fonts", here.appendingPathComponent("Fonts").path])
        #expect(T.rect(try T.view(bundled, "Label")["frame"]) == [0, 0, 42, 22])
        // Without the file: Helvetica's advances and San Francisco's line (as InlineIB's test).
        let standIn = try T.scene([xib.path, "--json", "--fonts", folder.path])
        #expect(T.rect(try T.view(standIn, "Label")["frame"]) == [0, 0, 41.5, 24])
        // Without --fonts, the files the xib lists in <customFonts> are found in its project:
        // the first folder above with an Xcode project (here App.xcodeproj), Fonts/ inside it.
        let project = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Screens"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: here.appendingPathComponent("Fonts/TestSans-Regular.ttf"),
                                         to: project.appendingPathComponent("Fonts/TestSans-Regular.ttf"))
        let listed = try String(contentsOf: xib, encoding: .utf8).replacingOccurrences(
            of: "<objects>",
            with: #"<customFonts key="customFonts"><array key="TestSans-Regular.ttf"><string>TestSans-Regular</string></array></customFonts><objects>"#)
        let inProject = project.appendingPathComponent("Screens/Badge.xib")
        try listed.write(to: inProject, atomically: true, encoding: .utf8)
        let discovered = try T.scene([inProject.path, "--json"])
        #expect(T.rect(try T.view(discovered, "Label")["frame"]) == [0, 0, 42, 22])
        // Outside a project nothing is searched: the same xib beside no project keeps the
        // stand-ins (the folder is made a repository's root, so the walk up stops there
        // wherever the temporary folder is).
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let alone = folder.appendingPathComponent("Listed.xib")
        try listed.write(to: alone, atomically: true, encoding: .utf8)
        #expect(T.rect(try T.view(try T.scene([alone.path, "--json"]), "Label")["frame"]) == [0, 0, 41.5, 24])
        // The audit takes the same option, as many times as there are folders.
        let audit = try #require(try SafeAreaCommand.parseAsRoot(["audit", xib.path, "--fonts", "A", "--fonts", "B"]) as? AuditCommand)
        #expect(audit.fonts == ["A", "B"])
    }
}

/// What the shared command-line contract (../shared/docs/CLI.md) says of scenes, audits,
/// solve's JSON and JUnit totals, checked where the tool used to differ.
@Suite("safearea: the command-line contract's details")
struct CommandContractTests {
    typealias T = LayoutCommandTests

    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/fixtures/interface-builder/\(name)").path
    }

    @Test("--scene takes a view-controller id even where the controller has a storyboard identifier (CLI.md: 'by view-controller id or storyboard identifier')")
    func sceneByControllerID() throws {
        // NetNewsWire's Main.storyboard: the split view controller AJQ-jq-uMa has the storyboard
        // identifier RootSplitViewController (a fixture).
        let file = Self.fixture("Ranchero-Software__NetNewsWire__Main.storyboard")
        let byID = try T.scene([file, "--scene", "AJQ-jq-uMa", "--json"])
        let byName = try T.scene([file, "--scene", "RootSplitViewController", "--json"])
        #expect(byID["id"] as? String == byName["id"] as? String)
    }

    @Test("without --ios a storyboard is laid out under the newest iOS its device runs (CLI.md's shared default), not its Xcode's")
    func storyboardDefaultsToNewestIOS() throws {
        // kharrison's Margins Main.storyboard (a fixture) was saved by Xcode 10 (iOS 12) for an
        // iPhone 8, whose range the tool states when asked for an iOS it does not run.
        let file = Self.fixture("kharrison__CodeExamples__Margins_Main.storyboard")
        let scene = try T.scene([file, "--json"])
        guard case let .failure(_, message) = Run.safearea(["layout", file, "--ios", "99"]),
              let range = message.range(of: "it runs iOS ") else { Issue.record("no iOS range stated"); return }
        let newest = Int(message[range.upperBound...].split(separator: "–").last?.prefix { $0.isNumber } ?? "")
        #expect(newest != nil && newest != 12)
        #expect(scene["ios"] as? Int == newest)
        #expect(try T.scene([file, "--ios", "12", "--json"])["ios"] as? Int == 12)
    }

    @Test("a device or iOS the spec file names wrongly is the file's error: exit 1 at its line and column, not command-line misuse")
    func specFileDeviceAndIOS() throws {
        // CLI.md's exit status: 1 for "an unreadable or invalid input file … names the file, the
        // element or line"; 64 for the command line's own unknown names.
        func spec(_ header: String) throws -> String {
            let url = Scratch.url("spec", ".yaml")
            try (header + "\nroot:\n  type: viewController\n  id: vc\n  view:\n    id: root\n").write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
        let badDevice = try spec("name: Bad\ndevice: iPhone 99")
        guard case let .failure(code, message) = Run.safearea(["layout", badDevice]) else { Issue.record("laid out"); return }
        #expect(code == 1 && message.contains("\(badDevice):2:9: unknown device 'iPhone 99'"), "\(code) \(message)")
        let badIOS = try spec("name: Bad\ndevice: iPhone X\nios: 17")
        guard case let .failure(code2, message2) = Run.safearea(["layout", badIOS]) else { Issue.record("laid out"); return }
        #expect(code2 == 1 && message2.contains("\(badIOS):3:6: iPhone X does not run iOS 17"), "\(code2) \(message2)")
        // The same names on the command line stay misuse.
        guard case let .failure(code3, _) = Run.safearea(["layout", badIOS, "--device", "iPhone 99"]) else { Issue.record("laid out"); return }
        #expect(code3 == 64)
    }

    @Test("an initial tab bar controller is laid out with its first tab, whose views are listed")
    func initialTabBarControllerShowsFirstTab() throws {
        // kharrison's Stacks Main.storyboard (a fixture): the initial tab bar controller 7Ps-Yc-5FE
        // (line 265) shows BYZ-38-t0r first; its views used to be missing from the JSON.
        let scene = try T.scene([Self.fixture("kharrison__CodeExamples__Stacks_Main.storyboard"), "--json"])
        let views = try #require(scene["views"] as? [[String: Any]])
        #expect(!views.isEmpty)
        #expect(views.contains { $0["controller"] as? String == "BYZ-38-t0r" })
    }

    @Test("an audit with nothing to audit is refused (64), not passed: an iOS no device chosen runs, no orientation, none supported")
    func nothingToAuditIsRefused() async throws {
        let spec = T.examples.appendingPathComponent("bottom-button-broken.yaml").path
        for extra in [["--devices", "iPhone 15 Pro", "--ios", "12"], ["--devices", "iPhone X", "--orientations", "portrait-upside-down"]] {
            guard case let .failure(code, message) = await Run.audit(["audit", spec] + extra) else {
                Issue.record("\(extra) was audited"); continue
            }
            #expect(code == 64, "\(extra)")
            #expect(message.contains("nothing to audit"), "\(message)")
        }
        // An orientation named twice is audited once.
        guard case let .output(text) = await Run.audit(["audit", spec, "--devices", "iPhone X", "--orientations", "portrait,portrait", "--format", "json"]) else {
            Issue.record("the audit failed"); return
        }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["configurations"] as? Int == 1)
    }

    @Test("solve --json always has timings.editLoopMs, null for a system without edits")
    func editLoopWithoutEdits() throws {
        let path = try SolveCommandTests.file("""
            cassowary-bench/1 still
            V 1
            a.x
            K 1
            C == required -16.0 1 1.0 0
            E 0 0
            """, "still.txt")
        let text = try Run.output(["solve", path, "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let timings = try #require(object["timings"] as? [String: Any])
        #expect(Set(timings.keys) == ["constructMs", "buildAndSolveMs", "editLoopMs"])
        #expect(timings["editLoopMs"] is NSNull)
        #expect(object["valuesAfterEdits"] == nil)
    }

    @Test("JUnit's totals count test cases, as its suites do: failures never exceed tests")
    func junitTotals() async throws {
        let spec = T.examples.appendingPathComponent("bottom-button-broken.yaml").path
        guard case let .output(xml) = await Run.audit(["audit", spec, "--devices", "iPhone X", "--format", "junit"]) else {
            Issue.record("the audit failed"); return
        }
        func attribute(_ name: String, in line: Substring) -> Int? {
            guard let r = line.range(of: "\(name)=\"") else { return nil }
            return Int(line[r.upperBound...].prefix { $0 != "\"" })
        }
        let top = try #require(xml.split(separator: "\n").first { $0.hasPrefix("<testsuites") })
        let suites = xml.split(separator: "\n").filter { $0.contains("<testsuite ") }
        let tests = try #require(attribute("tests", in: top)), failures = try #require(attribute("failures", in: top))
        #expect(failures <= tests && failures > 0)
        #expect(tests == suites.compactMap { attribute("tests", in: $0) }.reduce(0, +))
        #expect(failures == suites.compactMap { attribute("failures", in: $0) }.reduce(0, +))
    }

    @Test("a missing file or a folder given as one is named in words (exit 1), not as a platform error number")
    func missingFileAndFolder() throws {
        let folder = Scratch.url("folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (arguments, expected) in [(["layout", folder.path], "a folder, not a file"),
                                      (["solve", folder.path + "/nope.json"], "no such file")] {
            guard case let .failure(code, message) = Run.safearea(arguments) else { Issue.record("\(arguments) ran"); continue }
            #expect(code == 1 && message.contains(expected) && !message.contains("NSCocoaErrorDomain"), "\(message)")
        }
    }

    @Test("lint's text summary does not count a file it could not read as linted")
    func lintSummaryCountsReadFiles() throws {
        let dir = Scratch.url("lint-bad")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data([0xFF, 0xFE, 0x20, 0x6C]).write(to: dir.appendingPathComponent("Bad.swift"))
        try "let x = 1\n".write(to: dir.appendingPathComponent("Good.swift"), atomically: true, encoding: .utf8)
        // The report printed before the exit status (1) says which files could not be read.
        let command = try #require(try SafeAreaCommand.parseAsRoot(["lint", dir.path]) as? LintCommand)
        let (text, _, notLinted) = try command.outcome(currentDirectory: dir.path)
        #expect(notLinted.count == 1)
        #expect(text.contains("Linted 1 of 2 files (1 not read)"), "\(text)")
    }

    @Test("audit and lint take the shared --json (CLI.md's shared options) as --format json; with another --format it is misuse")
    func sharedJSONFlag() async throws {
        let spec = T.examples.appendingPathComponent("bottom-button-broken.yaml").path
        guard case let .output(text) = await Run.audit(["audit", spec, "--devices", "iPhone X", "--json"]) else {
            Issue.record("the audit failed"); return
        }
        #expect((try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])?["configurations"] as? Int == 3)
        let lint = try #require(try SafeAreaCommand.parseAsRoot(["lint", "Sources/SafeAreaCLI", "--json"]) as? LintCommand)
        #expect(lint.format == "json")
        guard case let .failure(code, _) = await Run.audit(["audit", spec, "--json", "--format", "sarif"]) else {
            Issue.record("two formats were accepted"); return
        }
        #expect(code == 64)
    }
}
