import Foundation
import SafeAreaCLI
import Testing

/// `safearea audit` reads an app's Info.plist for `UIDesignRequiresCompatibility` when neither
/// the command line nor `.safearea.yml` says (`AppInfoPlist`). The bars the findings quote
/// are the catalog's for the iPhone 16 in portrait: 44 pt under iOS 18's rules (Apple's HIG
/// bar height before iOS 26), 54 pt under iOS 26's (catalog source gk-navbar-ios26).
@Suite("safearea audit reads UIDesignRequiresCompatibility from the app's Info.plist")
struct InfoPlistCompatibilityTests {
    typealias C = AuditConfigurationTests

    /// A project folder in the temporary directory: an empty `.xcodeproj` at its root, and
    /// each file given (relative path → contents). An app's Info.plist holds
    /// `LSRequiresIPhoneOS` (or is named `Info.plist` and holds the key), as Xcode's templates
    /// write them; a test bundle's or a framework's holds neither.
    static func project(_ files: [String: Data]) throws -> URL {
        let root = Scratch.url("safearea-plist")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        for (path, data) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return root
    }

    static func plist(_ entries: [String: Any], binary: Bool = false) throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: entries, format: binary ? .binary : .xml, options: 0)
    }

    /// Examples/App/Main.storyboard, whose Feed scene has a fixed 64 pt top bar.
    static let storyboard = { () -> Data in
        // A missing example fails every test here: its findings are what they compare.
        (try? Data(contentsOf: URL(fileURLWithPath: C.app))) ?? Data("missing Examples/App/Main.storyboard".utf8)
    }()

    /// The text report of an audit on the iPhone 16 in portrait.
    static func textReport(_ arguments: [String]) async throws -> String {
        let command = try #require(try SafeAreaCommand.parseAsRoot(["audit"] + arguments + ["--devices", "iPhone 16", "--orientations", "portrait"]) as? AuditCommand)
        return try await command.report().0
    }

    /// The fixed-height-top-bar message's suggested bar bottom ("+ 44" or "+ 54"), every
    /// finding's `designIOS`, and the JSON's list of Info.plists that turned the mode on.
    static func audit(_ arguments: [String]) async throws -> (bar: String?, designIOS: Set<Int>, plists: [[String: Any]]) {
        let command = try #require(try SafeAreaCommand.parseAsRoot(["audit"] + arguments + ["--devices", "iPhone 16", "--orientations", "portrait", "--format", "json"]) as? AuditCommand)
        let (text, _) = try await command.report()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let found = object["findings"] as? [[String: Any]] ?? []
        let bar = found.first { $0["rule"] as? String == "fixed-height-top-bar" }?["message"] as? String
        // "… Make its bottom the safe area's top + 44."
        let suggested = bar.flatMap { message in message.range(of: "safe area's top + ").map { String(message[$0.upperBound...].dropLast()) } }
        return (suggested,
                Set(found.compactMap { $0["designIOS"] as? Int }),
                object["designRequiresCompatibility"] as? [[String: Any]] ?? [])
    }

    @Test("an Info.plist beside the storyboard's folder that sets the key keeps iOS 18's 44 pt bar on iOS 26; the command line still wins")
    func nearestInfoPlist() async throws {
        let root = try Self.project([
            "App/Info.plist": try Self.plist(["CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)", "UIDesignRequiresCompatibility": true]),
            "App/Base.lproj/Main.storyboard": Self.storyboard,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let on = try await Self.audit([root.path])
        #expect(on.bar == "44")
        #expect(on.designIOS == [18])
        #expect(on.plists.count == 1)
        #expect((on.plists.first?["infoPlist"] as? String)?.hasSuffix("App/Info.plist") == true)
        #expect((on.plists.first?["inputs"] as? [String])?.map { $0.hasSuffix("App/Base.lproj/Main.storyboard") } == [true])
        let off = try await Self.audit([root.path, "--no-design-requires-compatibility"])
        #expect(off.bar == "54")
        #expect(off.designIOS.isEmpty && off.plists.isEmpty)
    }

    @Test("the text report says which Info.plist turned the mode on, and each finding's configurations carry iOS 18's rules")
    func textNote() async throws {
        let root = try Self.project([
            "App/App-Info.plist": try Self.plist(["CFBundleIdentifier": "org.example.app", "LSRequiresIPhoneOS": true, "UIDesignRequiresCompatibility": "YES"], binary: true),
            "App/Main.storyboard": Self.storyboard,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let text = try await Self.textReport([root.path])
        let first = text.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasSuffix("App/App-Info.plist: note: UIDesignRequiresCompatibility is set: 1 input laid out with iOS 18's bars and controls where the device runs iOS 26 or later, as built with Xcode 26; built against the iOS 27 SDK the key is ignored: pass --no-design-requires-compatibility to see that"), "\(first)")
        #expect(text.contains("on 1 configuration: iphone-16 portrait (iOS 18's rules)"))
    }

    @Test("an Info.plist in a sibling folder is found from the project's root when the apps agree; extensions, test bundles and GoogleService-Info.plist do not count")
    func projectRoot() async throws {
        let root = try Self.project([
            "App/Supporting Files/App-Info.plist": try Self.plist(["CFBundleIdentifier": "org.example.app", "LSRequiresIPhoneOS": true, "UIDesignRequiresCompatibility": true]),
            "App/Resources/Main.storyboard": Self.storyboard,
            // A widget and a test bundle without the key, and Firebase's plist, which is no bundle's.
            "Widget/Info.plist": try Self.plist(["CFBundleIdentifier": "org.example.app.widget", "NSExtension": ["NSExtensionPointIdentifier": "com.apple.widgetkit-extension"]]),
            "Tests/Info.plist": try Self.plist(["CFBundleIdentifier": "org.example.tests", "CFBundlePackageType": "BNDL"]),
            // Xcode 11+ templates give test bundles the package type as a build setting.
            "UITests/Info.plist": try Self.plist(["CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)", "CFBundlePackageType": "$(PRODUCT_BUNDLE_PACKAGE_TYPE)"]),
            // A framework's xib climbs past the framework's own plist.
            "Kit/Info.plist": try Self.plist(["CFBundleIdentifier": "org.example.kit", "CFBundlePackageType": "$(PRODUCT_BUNDLE_PACKAGE_TYPE)"]),
            "Kit/Card.xib": Self.storyboard,
            "App/Resources/GoogleService-Info.plist": try Self.plist(["BUNDLE_ID": "org.example.app", "UIDesignRequiresCompatibility": false]),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = try await Self.audit([root.appendingPathComponent("App").path])
        #expect(found.bar == "44")
        #expect((found.plists.first?["infoPlist"] as? String)?.hasSuffix("App/Supporting Files/App-Info.plist") == true)
        let kit = try await Self.audit([root.appendingPathComponent("Kit/Card.xib").path])
        #expect(kit.designIOS == [18])
    }

    @Test("without an answer — the key off, two apps that disagree — iOS 26's own 54 pt bar")
    func noAnswer() async throws {
        let off = try Self.project([
            "App/Info.plist": try Self.plist(["CFBundleIdentifier": "org.example.app", "UIDesignRequiresCompatibility": false]),
            "App/Main.storyboard": Self.storyboard,
        ])
        defer { try? FileManager.default.removeItem(at: off) }
        let offResult = try await Self.audit([off.path])
        #expect(offResult.bar == "54" && offResult.designIOS.isEmpty && offResult.plists.isEmpty)

        let split = try Self.project([
            "One/Info.plist": try Self.plist(["CFBundleIdentifier": "org.example.one", "UIDesignRequiresCompatibility": true]),
            "Two/Info.plist": try Self.plist(["CFBundleIdentifier": "org.example.two", "LSRequiresIPhoneOS": true]),
            "Screens/Main.storyboard": Self.storyboard,
        ])
        defer { try? FileManager.default.removeItem(at: split) }
        let splitResult = try await Self.audit([split.path])
        #expect(splitResult.bar == "54" && splitResult.designIOS.isEmpty)
        // The text report says why, and how to choose.
        let text = try await Self.textReport([split.path])
        #expect(text.contains("One/Info.plist: note: the project's apps disagree on UIDesignRequiresCompatibility: "))
        #expect(text.contains("Two/Info.plist (NO): 1 input laid out with iOS 26's own design; pass --design-requires-compatibility or --no-design-requires-compatibility to choose"))
    }

    @Test("Xcode 13+'s partial Info.plist (no CFBundleIdentifier, the rest from build settings) is read by its app keys")
    func partialInfoPlist() async throws {
        let root = try Self.project([
            "App/Info.plist": try Self.plist(["UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": false], "UIDesignRequiresCompatibility": true]),
            "App/Base.lproj/Main.storyboard": Self.storyboard,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try await Self.audit([root.path])
        #expect(result.bar == "44" && result.designIOS == [18])
    }

    @Test("an Info.plist Xcode preprocesses (#ifdef lines, as keepassium/KeePassium's) is read without them")
    func preprocessedInfoPlist() async throws {
        var xml = String(decoding: try Self.plist(["CFBundleIdentifier": "org.example.app", "LSRequiresIPhoneOS": true, "UIDesignRequiresCompatibility": true]), as: UTF8.self)
        xml = xml.replacingOccurrences(of: "<dict>\n", with: "<dict>\n#ifdef INTUNE\n\t<key>IntuneMAMSettings</key>\n\t<dict/>\n#endif\n")
        let root = try Self.project(["App/Info.plist": Data(xml.utf8), "App/Base.lproj/Main.storyboard": Self.storyboard])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try await Self.audit([root.path])
        #expect(result.bar == "44" && result.designIOS == [18])
    }

    @Test("a build setting as the value is not expanded: the input keeps iOS 26's design, with a note")
    func buildSettingValue() async throws {
        let root = try Self.project([
            "App/Info.plist": try Self.plist(["CFBundleIdentifier": "org.example.app", "UIDesignRequiresCompatibility": "$(KEEP_CLASSIC_DESIGN)"]),
            "App/Main.storyboard": Self.storyboard,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try await Self.audit([root.path])
        #expect(result.bar == "54" && result.designIOS.isEmpty && result.plists.isEmpty)
        let text = try await Self.textReport([root.path])
        #expect(text.contains("App/Info.plist: note: UIDesignRequiresCompatibility is the build setting '$(KEEP_CLASSIC_DESIGN)', which is not expanded"))
    }

    @Test("two Info.plists in one folder (flavours) must agree; a run without iOS 26 reads none")
    func flavoursAndOtherIOS() async throws {
        let root = try Self.project([
            "App/App-Staging-Info.plist": try Self.plist(["CFBundleIdentifier": "org.example.staging", "LSRequiresIPhoneOS": true, "UIDesignRequiresCompatibility": true]),
            "App/App-Production-Info.plist": try Self.plist(["CFBundleIdentifier": "org.example.app", "LSRequiresIPhoneOS": true]),
            "App/Main.storyboard": Self.storyboard,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let flavours = try await Self.audit([root.path])
        #expect(flavours.bar == "54" && flavours.designIOS.isEmpty && flavours.plists.isEmpty)
        // On iOS 18 the key changes nothing: no note, no JSON entry.
        let agreeing = try Self.project([
            "App/Info.plist": try Self.plist(["CFBundleIdentifier": "org.example.app", "UIDesignRequiresCompatibility": true]),
            "App/Main.storyboard": Self.storyboard,
        ])
        defer { try? FileManager.default.removeItem(at: agreeing) }
        let text = try await Self.textReport([agreeing.path, "--ios", "18"])
        #expect(!text.contains("note: UIDesignRequiresCompatibility"))
        #expect(text.contains("3 configurations audited"))
    }

    @Test("a local package inside the app's repository passes the question to the app's project")
    func localPackage() async throws {
        let root = try Self.project([
            "App/Info.plist": try Self.plist(["CFBundleIdentifier": "org.example.app", "UIDesignRequiresCompatibility": true]),
            "Packages/Cards/Package.swift": Data("// swift-tools-version:5.9".utf8),
            "Packages/Cards/Sources/Cards/Card.xib": Self.storyboard,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try await Self.audit([root.appendingPathComponent("Packages/Cards/Sources/Cards/Card.xib").path])
        #expect(result.designIOS == [18])
    }

    @Test("a configuration file that says false wins over an Info.plist that says true")
    func configurationWins() async throws {
        let root = try Self.project([
            "App/Info.plist": try Self.plist(["CFBundleIdentifier": "org.example.app", "UIDesignRequiresCompatibility": true]),
            "App/Main.storyboard": Self.storyboard,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let config = try C.config("audit: {design_requires_compatibility: false}")
        let result = try await Self.audit([root.path, "--config", config])
        #expect(result.bar == "54" && result.plists.isEmpty)
    }
    @Test("SARIF, JUnit and the HTML report name iOS 18's rules where they applied")
    func otherFormats() async throws {
        let flags = [C.app, "--design-requires-compatibility", "--devices", "iPhone 16", "--orientations", "portrait", "--ios", "26"]
        func report(_ extra: [String]) async throws -> String {
            let command = try #require(try SafeAreaCommand.parseAsRoot(["audit"] + flags + extra) as? AuditCommand)
            return try await command.report().0
        }
        // SARIF: the configuration in each result's message and a designIOS property.
        let sarifText = try await report(["--format", "sarif"])
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(sarifText.utf8)) as? [String: Any])
        let results = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        #expect(!results.isEmpty)
        for result in results {
            let text = (result["message"] as? [String: Any])?["text"] as? String ?? ""
            #expect(text.hasSuffix("(iphone-16, portrait, iOS 26 with iOS 18's rules)"), "\(text)")
            #expect((result["properties"] as? [String: Any])?["designIOS"] as? String == "18")
        }
        // JUnit: each failure lists its configuration with the rules' iOS.
        let junit = try await report(["--format", "junit"])
        #expect(junit.contains("iphone-16 portrait iOS 26 (iOS 18&apos;s rules)"))   // XML-escaped
        // HTML: each picture's heading.
        let folder = Scratch.url("html")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await report(["--format", "html", "--output", folder.path])
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("iOS 26, compact width, regular height (iOS 18's rules: UIDesignRequiresCompatibility)</h2>"))
    }
}
