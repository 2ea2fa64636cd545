import ArgumentParser
import Foundation
import SafeAreaCLI
import Testing

@Suite("safearea audit")
struct AuditCommandTests {
    typealias T = LayoutCommandTests

    @Test("the broken examples fail on notched phones; JSON has docs/CLI.md's keys")
    func brokenExamples() async throws {
        let broken = T.examples.appendingPathComponent("bottom-button-broken.yaml").path
        let command = try #require(try SafeAreaCommand.parseAsRoot(["audit", broken, "--devices", "iPhone X,iPhone 8", "--format", "json"]) as? AuditCommand)
        let (text, hasErrors) = try await command.report()
        #expect(hasErrors)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["configurations"] as? Int == 6)   // portrait and both landscapes on each
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(Set(findings.first?.keys.map { $0 } ?? []) == ["rule", "severity", "file", "line", "scene", "view", "device", "orientation", "ios", "message", "rect", "overlap"])
        #expect(findings.allSatisfy { $0["device"] as? String == "iphone-x" })
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary["errors"] == 3)
    }

    @Test("--ios 15.2 is echoed: iosPointRelease in JSON and SARIF, iOS 15.2 in the text summary and JUnit; a major version alone adds nothing")
    func pointReleaseEchoed() async throws {
        let broken = T.examples.appendingPathComponent("bottom-button-broken.yaml").path
        func report(_ extra: [String]) async throws -> String {
            let command = try #require(try SafeAreaCommand.parseAsRoot(["audit", broken, "--devices", "iPhone X", "--orientations", "portrait"] + extra) as? AuditCommand)
            return try await command.report().0
        }
        let json = try await report(["--ios", "15.2", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(!findings.isEmpty && findings.allSatisfy { $0["ios"] as? Int == 15 && $0["iosPointRelease"] as? Int == 2 })
        let major = try await report(["--ios", "15", "--format", "json"])
        #expect(!major.contains("iosPointRelease"))
        let text = try await report(["--ios", "15.2"]), plain = try await report(["--ios", "15"])
        #expect(text.contains("1 configurations audited on iOS 15.2: ") && plain.contains("1 configurations audited: "))
        let sarif = try await report(["--ios", "15.2", "--format", "sarif"])
        #expect(sarif.contains("\"iosPointRelease\"") && sarif.contains("iOS 15.2)"))
        let junit = try await report(["--ios", "15.2", "--format", "junit"])
        #expect(junit.contains("iphone-x portrait iOS 15.2"))
        let folder = Scratch.url("point-release-html")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await report(["--ios", "15.2", "--format", "html", "--output", folder.path])
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("portrait, iOS 15.2"))
    }

    @Test("a conflict names the constraint UIKit breaks and those it conflicts with by line, and points at it; one written nowhere (an autoresizing mask's) points at its view")
    func conflictsPointAtTheirConstraints() async throws {
        // A xib whose `Box` (line 8) keeps its autoresizing mask (`fixedFrame`; old files'
        // views without translatesAutoresizingMaskIntoConstraints="NO" do the same, as in
        // sprinkler/rainmachine-ios-app's RainDelayVC.xib) and is also centred (line 12): UIKit
        // breaks the mask's constraint. `Bar` is 100 and 200 pt wide at once (lines 13, 14):
        // UIKit breaks the later.
        let folder = try Scratch.newFolder("audit-conflicts")
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = try Scratch.xib(in: folder, named: "Conflicts.xib", objects: """
                <view contentMode="scaleToFill" id="Top">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>
                        <view contentMode="scaleToFill" fixedFrame="YES" id="Box"><rect key="frame" x="0.0" y="100" width="120" height="50"/></view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Bar"><rect key="frame" x="0.0" y="200" width="100" height="50"/></view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Box" firstAttribute="centerX" secondItem="Top" secondAttribute="centerX" id="C1"/>
                        <constraint firstItem="Bar" firstAttribute="width" constant="100" id="W1"/>
                        <constraint firstItem="Bar" firstAttribute="width" constant="200" id="W2"/>
                        <constraint firstItem="Bar" firstAttribute="leading" secondItem="Top" secondAttribute="leading" id="L"/>
                        <constraint firstItem="Bar" firstAttribute="top" secondItem="Top" secondAttribute="top" constant="200" id="T"/>
                        <constraint firstItem="Bar" firstAttribute="height" constant="50" id="H"/>
                    </constraints>
                </view>
        """)
        let output = await Run.audit(["audit", xib.path, "--devices", "iPhone 11", "--orientations", "portrait", "--format", "json"])
        guard case let .output(text) = output else { Issue.record("failed: \(output)"); return }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let conflicts = try #require(object["findings"] as? [[String: Any]]).filter { $0["rule"] as? String == "unsatisfiable-constraints" }
        #expect(conflicts.count == 2)
        let width = try #require(conflicts.first { ($0["message"] as? String)?.contains("'W2'") == true })
        #expect((width["message"] as? String)?.contains("UIKit breaks 'W2' Bar.width == 200 (line 14) to recover; it conflicts with 'W1' Bar.width == 100 (line 13)") == true,
                "\(width["message"] ?? "")")
        #expect(width["line"] as? Int == 14)
        let mask = try #require(conflicts.first { ($0["message"] as? String)?.contains("Box.autoresizing") == true })
        #expect((mask["message"] as? String)?.contains("'C1' Box.centerX == Top.centerX (line 12)") == true, "\(mask["message"] ?? "")")
        #expect(mask["line"] as? Int == 8)
        // In SARIF the two conflicts of the one screen are two results with two fingerprints.
        let sarifOutput = await Run.audit(["audit", xib.path, "--devices", "iPhone 11", "--orientations", "portrait", "--format", "sarif"])
        guard case let .output(sarif) = sarifOutput else { Issue.record("failed: \(sarifOutput)"); return }
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
            .filter { $0["ruleId"] as? String == "unsatisfiable-constraints" }
        func fingerprint(_ result: [String: Any]) -> String? { (result["partialFingerprints"] as? [String: String])?.values.first }
        #expect(results.count == 2 && Set(results.compactMap(fingerprint)).count == 2)
        // The text report gives each conflict its line, naming the configuration once; JUnit
        // makes each its own test case.
        let textOutput = await Run.audit(["audit", xib.path, "--devices", "iPhone 11", "--orientations", "portrait"])
        guard case let .output(report) = textOutput else { Issue.record("failed: \(textOutput)"); return }
        let conflictLines = report.split(separator: "\n").filter { $0.contains("[unsatisfiable-constraints]") }
        #expect(conflictLines.count == 2 && conflictLines.contains { $0.contains("Conflicts.xib:14:1:") })
        #expect(report.contains("on 1 configuration: iphone-11 portrait\n"))
        let junitOutput = await Run.audit(["audit", xib.path, "--devices", "iPhone 11", "--orientations", "portrait", "--format", "junit"])
        guard case let .output(junit) = junitOutput else { Issue.record("failed: \(junitOutput)"); return }
        #expect(junit.components(separatedBy: "[unsatisfiable-constraints]").count - 1 == 2)
        // A conflict keeps its fingerprint when the screen's other conflict is fixed by
        // deleting its line, which moves every line below, or when a line is added above: it is
        // told apart by the constraint broken, not by its line or its order.
        func fingerprints() async throws -> [String: String] {
            guard case let .output(text) = await Run.audit(["audit", xib.path, "--devices", "iPhone 11", "--orientations", "portrait", "--format", "sarif"]),
                  let log = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
                  let results = (log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]] else { return [:] }
            var byConflict: [String: String] = [:]
            for result in results where result["ruleId"] as? String == "unsatisfiable-constraints" {
                let text = (result["message"] as? [String: String])?["text"] ?? ""
                byConflict[text.contains("'W2'") ? "width" : "mask"] = fingerprint(result)
            }
            return byConflict
        }
        let original = try String(contentsOf: xib, encoding: .utf8)
        let both = try await fingerprints()
        let centre = #"<constraint firstItem="Box" firstAttribute="centerX" secondItem="Top" secondAttribute="centerX" id="C1"/>"#
        let wider = #"<constraint firstItem="Bar" firstAttribute="width" constant="200" id="W2"/>"#
        for (gone, kept) in [(centre, "width"), (wider, "mask")] {
            var lines = original.components(separatedBy: "\n").filter { !$0.contains(gone) }
            lines.insert("<!-- a line added above -->", at: 1)
            try lines.joined(separator: "\n").write(to: xib, atomically: true, encoding: .utf8)
            let alone = try await fingerprints()
            #expect(alone.count == 1 && both[kept] != nil && alone[kept] == both[kept], "\(kept)")
        }
    }

    @Test("a xib's banner, which its code places, is audited for its own layout only, as a controller's view of its own size is; one designed under a status bar is a screen")
    func viewPlacedByCode() async throws {
        // A 414 × 88 banner with an icon 14 pt from its top, as rileytestut/AltStore's
        // AppBannerView.xib (fifth held-out set, line 26): Xcode draws it at the screen's
        // origin, where the icon would be under an iPhone 8's 20 pt status bar, but the app puts
        // the banner where its code says. Its label is 300 pt wide in a 200 pt box that clips
        // (line 11): cut off wherever the banner goes.
        func banner(owner: String) -> String {
            """
                    \(owner)
                    <view contentMode="scaleToFill" id="Banner">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="88"/>
                        <subviews>
                            <imageView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Icon"><rect key="frame" x="14" y="14" width="60" height="60"/></imageView>
                            <view clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Box">
                                <rect key="frame" x="100" y="14" width="200" height="60"/>
                                <subviews>
                                    <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="Title"><rect key="frame" x="0.0" y="0.0" width="300" height="21"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Title" firstAttribute="leading" secondItem="Box" secondAttribute="leading" id="TL"/>
                                    <constraint firstItem="Title" firstAttribute="top" secondItem="Box" secondAttribute="top" id="TT"/>
                                    <constraint firstItem="Title" firstAttribute="width" constant="300" id="TW"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Icon" firstAttribute="leading" secondItem="Banner" secondAttribute="leading" constant="14" id="IL"/>
                            <constraint firstItem="Icon" firstAttribute="top" secondItem="Banner" secondAttribute="top" constant="14" id="IT"/>
                            <constraint firstItem="Icon" firstAttribute="width" constant="60" id="IW"/>
                            <constraint firstItem="Icon" firstAttribute="height" constant="60" id="IH"/>
                            <constraint firstItem="Box" firstAttribute="leading" secondItem="Banner" secondAttribute="leading" constant="100" id="BL"/>
                            <constraint firstItem="Box" firstAttribute="top" secondItem="Banner" secondAttribute="top" constant="14" id="BT"/>
                            <constraint firstItem="Box" firstAttribute="width" constant="200" id="BW"/>
                            <constraint firstItem="Box" firstAttribute="height" constant="60" id="BH"/>
                        </constraints>
                    </view>
            """
        }
        let folder = try Scratch.newFolder("audit-placed-by-code")
        defer { try? FileManager.default.removeItem(at: folder) }
        func rules(_ name: String, owner: String) async throws -> [String] {
            let xib = try Scratch.xib(in: folder, named: name, objects: banner(owner: owner))
            let output = await Run.audit(["audit", xib.path, "--devices", "iPhone 8", "--orientations", "portrait", "--format", "json"])
            guard case let .output(text) = output else { Issue.record("failed: \(output)"); return [] }
            let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            return try #require(object["findings"] as? [[String: Any]]).compactMap { $0["rule"] as? String }
        }
        // Alone in its file: the clipped label, and nothing about the status bar or the
        // screen's edge (on the 375 pt iPhone 8 the 414 pt banner runs past it).
        #expect(try await rules("Banner.xib", owner: "") == ["view-clipped-by-superview"])
        // As the File's Owner's view it is a child controller's view (pocket-casts-ios'
        // 325 × 65 MiniPlayerViewController.xib): its parent places it, the same.
        let owner = #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BannerViewController"><connections><outlet property="view" destination="Banner" id="O"/></connections></placeholder>"#
        #expect(try await rules("BannerViewController.xib", owner: owner) == ["view-clipped-by-superview"])
        // Designed under a simulated status bar, the controller's view is a screen: the icon
        // is under the status bar.
        let underBar = banner(owner: owner).replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="414" height="88"/>"#,
            with: #"<rect key="frame" x="0.0" y="0.0" width="414" height="88"/><simulatedStatusBarMetrics key="simulatedStatusBarMetrics"/>"#)
        let xib = try Scratch.xib(in: folder, named: "BannerUnderBar.xib", objects: underBar)
        guard case let .output(text) = await Run.audit(["audit", xib.path, "--devices", "iPhone 8", "--orientations", "portrait", "--format", "json"]),
              let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              let findings = object["findings"] as? [[String: Any]] else { Issue.record("no JSON"); return }
        let asScreen = findings.compactMap { $0["rule"] as? String }
        #expect(asScreen.contains("content-under-status-bar") && asScreen.contains("view-clipped-by-superview"), "\(asScreen)")
    }

    @Test("a sheet on an iPad, laid out full screen for want of its size, is audited for its own layout only; presented full screen it is a screen")
    func sheetOnAnIPad() async throws {
        // A button pinned to its scene's top, the scene presented by a segue: on an iPad a page
        // sheet is a centred card whose size UIKit does not publish (Apple, "UIModalPresentation
        // Style.pageSheet": "the actual dimensions vary"), below the status bar; the engine lays
        // it out full screen, where the button would be under the iPad Air's 24 pt status bar.
        func storyboard(style: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="Home">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="HomeS"><objects>
                        <viewController id="Home" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="HomeRoot"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view>
                            <connections><segue destination="Sheet" kind="presentation" \(style)id="P"/></connections>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="SheetS"><objects>
                        <viewController id="Sheet" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="SheetRoot">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="842"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="Close">
                                        <rect key="frame" x="20" y="0.0" width="80" height="44"/>
                                        <state key="normal" title="Close"/>
                                    </button>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Close" firstAttribute="top" secondItem="SheetRoot" secondAttribute="top" id="T"/>
                                    <constraint firstItem="Close" firstAttribute="leading" secondItem="SheetRoot" secondAttribute="leading" constant="20" id="L"/>
                                    <constraint firstItem="Close" firstAttribute="width" constant="80" id="W"/>
                                    <constraint firstItem="Close" firstAttribute="height" constant="44" id="H"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        }
        let folder = try Scratch.newFolder("audit-ipad-sheet")
        defer { try? FileManager.default.removeItem(at: folder) }
        func sheetRules(style: String, device: String) async throws -> [String] {
            let file = folder.appendingPathComponent("Main-\(style.isEmpty ? "sheet" : "full").storyboard")
            try storyboard(style: style).write(to: file, atomically: true, encoding: .utf8)
            let output = await Run.audit(["audit", file.path, "--devices", device, "--orientations", "portrait", "--format", "json"])
            guard case let .output(text) = output else { Issue.record("failed: \(output)"); return [] }
            let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            return try #require(object["findings"] as? [[String: Any]]).filter { $0["scene"] as? String == "Sheet" }.compactMap { $0["rule"] as? String }
        }
        #expect(try await sheetRules(style: "", device: "iPad Air (4th generation)").isEmpty)
        // On an iPhone the sheet is a card below the status bar (its top inset 0): no finding either.
        #expect(try await sheetRules(style: "", device: "iPhone 15").isEmpty)
        // Presented full screen it is a screen: the button is under the status bar.
        #expect(try await sheetRules(style: #"modalPresentationStyle="fullScreen" "#, device: "iPad Air (4th generation)")
            .contains("content-under-status-bar"))
    }

    @Test("the fixed examples pass everywhere; the command's exit status says so")
    func fixedExamples() async throws {
        let fixed = ["bottom-button-fixed.yaml", "custom-navigation-bar-fixed.yaml"].map { T.examples.appendingPathComponent($0).path }
        let command = try #require(try SafeAreaCommand.parseAsRoot(["audit"] + fixed + ["--devices", "iphone"]) as? AuditCommand)
        let (text, hasErrors) = try await command.report()
        #expect(!hasErrors, "\(text)")
        #expect(text.contains("0 errors"))
    }

    @Test("the adaptive example passes on every device, its size-class variations swapped from configuration to configuration")
    func adaptiveExample() async throws {
        let path = T.examples.appendingPathComponent("adaptive-card.yaml").path
        let command = try #require(try SafeAreaCommand.parseAsRoot(["audit", path]) as? AuditCommand)
        let (text, hasErrors) = try await command.report()
        #expect(!hasErrors, "\(text)")
        #expect(text.contains("0 errors, 0 warnings"), "\(text)")
        // Apple's device size classes: a Max phone is regular width in landscape (a 540 pt
        // column, centred) and compact in portrait (the margins' width).
        let landscape = try T.scene([path, "--json", "--orientation", "landscape"])
        #expect(T.rect(try T.view(landscape, "card")["frame"])[2] == 540)
        let portrait = try T.scene([path, "--json"])
        let root = try T.view(portrait, "root")
        let margins = T.insets(root["layoutMargins"])
        #expect(T.rect(try T.view(portrait, "card")["frame"])[2] == T.rect(root["frame"])[2] - margins[1] - margins[3])
    }

    @Test("an unknown format, and html without a folder, are misuse (64)")
    func unsupportedFormat() async {
        guard case let .failure(code, message) = await Run.audit(["audit", "x.yaml", "--format", "pdf"]) else { Issue.record("accepted"); return }
        #expect(code == 64)
        #expect(message.contains("unknown --format pdf"))
        guard case let .failure(code2, message2) = await Run.audit(["audit", "x.yaml", "--format", "html"]) else { Issue.record("accepted"); return }
        #expect(code2 == 64)
        #expect(message2.contains("--output DIR"))
    }

    @Test("an audit under iOS 27 says its figures are iOS 26's carried forward (none published: docs/devices.md); under iOS 26 it does not")
    func carriedForwardNote() async throws {
        let spec = T.examples.appendingPathComponent("bottom-button-fixed.yaml").path
        guard case let .output(newest) = await Run.audit(["audit", spec, "--devices", "iPhone 16", "--orientations", "portrait"]) else {
            Issue.record("audit failed"); return
        }
        #expect(newest.hasPrefix("safearea: note: iOS 27's bars, safe-area insets and status bar are iOS 26's, carried forward: none were published for iOS 27 (docs/devices.md)\n"), "\(newest)")
        guard case let .output(older) = await Run.audit(["audit", spec, "--devices", "iPhone 16", "--orientations", "portrait", "--ios", "26"]) else {
            Issue.record("audit failed"); return
        }
        #expect(!older.contains("carried forward"))
    }

    @Test("in a folder, JSON and YAML files that are not screen specs are passed over; a broken spec is still an error")
    func folderSkipsOtherFiles() async throws {
        let folder = try Scratch.newFolder("audit-folder")
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try String(contentsOf: T.examples.appendingPathComponent("bottom-button-fixed.yaml"), encoding: .utf8)
        try spec.write(to: folder.appendingPathComponent("screen.yaml"), atomically: true, encoding: .utf8)
        try #"{"images": [], "info": {"author": "xcode", "version": 1}}"#.write(to: folder.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try "disabled_rules:\n  - line_length\n".write(to: folder.appendingPathComponent("lint.yml"), atomically: true, encoding: .utf8)
        try "[1, 2, 3]\n".write(to: folder.appendingPathComponent("list.json"), atomically: true, encoding: .utf8)
        // Another tool's broken JSON (habitica-ios' test fixture tasks.json ends in `},]`),
        // with no `root` key: not a spec, passed over as if it parsed.
        try "[{\"text\": \"test. todo\",\n    \"userId\": \"MOCK\"\n  },]".write(to: folder.appendingPathComponent("tasks.json"), atomically: true, encoding: .utf8)
        let output = await Run.audit(["audit", folder.path, "--devices", "iPhone X", "--orientations", "portrait", "--format", "json"])
        guard case let .output(text) = output else { Issue.record("failed: \(output)"); return }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["configurations"] as? Int == 1)   // the one spec, on one configuration

        // A file with `root` is a spec, and a broken one is reported with its place.
        try "root:\n  type: viewController\n  id: 12\n  view: {id: root, subviews: 3}\n".write(to: folder.appendingPathComponent("broken.yaml"), atomically: true, encoding: .utf8)
        guard case let .failure(code, message) = await Run.audit(["audit", folder.path, "--devices", "iPhone X"]) else {
            Issue.record("a broken spec in a folder was accepted"); return
        }
        #expect(code == 1)
        #expect(message.contains("broken.yaml:"))
        // A spec that does not parse at all, but names its root, is still read and reported.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("broken.yaml"))
        try #"{"name": "Feed", "root": {"type": "viewController", "#.write(to: folder.appendingPathComponent("cut.json"), atomically: true, encoding: .utf8)
        guard case let .failure(cutCode, cutMessage) = await Run.audit(["audit", folder.path, "--devices", "iPhone X"]) else {
            Issue.record("a spec cut short in a folder was accepted"); return
        }
        #expect(cutCode == 1)
        #expect(cutMessage.contains("cut.json:"))
    }
}
