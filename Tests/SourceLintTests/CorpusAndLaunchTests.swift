import Foundation
import Reports
import Testing
@testable import SourceLint

@Suite("Corpus and launch checks")
struct CorpusAndLaunchTests {
    static func lint(_ folder: String, configuration: LintConfiguration = LintConfiguration(baseDirectory: "/")) throws -> LintResult {
        try Linter(configuration: configuration, currentDirectory: Lint.examples.path).lint(paths: [folder])
    }

    @Test("code that uses the safe-area APIs properly has no finding")
    func fixedCorpus() throws {
        let result = try Self.lint("Fixed")
        #expect(result.files == 6)
        #expect(result.findings.isEmpty, "\(result.findings.map { "\($0.file):\($0.line): \($0.rule)" })")
    }

    @Test("the iPhone X era corpus: every rule fires where the mistake is, files in order, paths relative")
    func brokenCorpus() throws {
        let result = try Self.lint("Broken")
        #expect(result.files == 7)
        let files = result.findings.map(\.file)
        #expect(files == files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(files.first == "Broken/Assets.xcassets/LaunchImage.launchimage/Contents.json")
        let rules = Set(result.findings.map(\.rule))
        #expect(rules == Set(LintRuleID.allCases.map(\.rawValue)).subtracting(["unknown-rule-in-suppression"]))
        let swift = result.findings.filter { $0.file == "Broken/FeedViewController.swift" }.map { "\($0.line):\($0.rule)" }
        #expect(swift.contains("13:screen-size-comparison"))
        #expect(swift.contains("22:hard-coded-bar-height"))
        #expect(swift.contains("37:bar-resize-in-safe-area-did-change"))
        #expect(swift.contains("41:duplicated-safe-area-availability"))
        #expect(!swift.contains("43:deprecated-inset-api"))   // the iOS 10 branch of line 41
        #expect(swift.contains("46:deprecated-inset-api"))
        #expect(swift.contains("58:safe-area-read-too-early"))
        #expect(swift.contains("63:screen-bounds-layout"))
        let gallery = result.findings.filter { $0.file == "Broken/GalleryViewController.swift" }.map { "\($0.line):\($0.rule)" }
        #expect(gallery == ["23:size-class-layout-only-on-change"])
        #expect(result.hasErrors)
        #expect(try Self.lint("Broken").findings == result.findings)
    }

    @Test("excluded folders are not read")
    func excluded() throws {
        var configuration = LintConfiguration(baseDirectory: Lint.examples.path)
        configuration.excluded = [Glob("Broken/Assets.xcassets"), Glob("**/*.h")]
        let result = try Self.lint("Broken", configuration: configuration)
        #expect(result.files == 5)
        #expect(!result.findings.contains { $0.file.hasSuffix(".h") || $0.file.hasSuffix(".json") })
    }

    @Test("LaunchImage sets without the notched sizes; storyboards pinned 20 pt below the top")
    func launch() throws {
        let json = #"{"images": [{"idiom": "iphone", "subtype": "2436h", "filename": "x.png", "orientation": "portrait"}, {"idiom": "iphone", "subtype": "736h", "filename": "y.png"}]}"#
        let findings = Lint.findings(json, .launchImage)
        #expect(findings.map(\.rule) == ["launch-image-missing-notched-sizes"])
        #expect(findings.first?.message.contains("1242×2688") == true)
        #expect(findings.first?.message.contains("1125×2436") == false)
        #expect(Lint.findings(#"{"images": [{"idiom": "ipad", "filename": "a.png"}]}"#, .launchImage).isEmpty)
        #expect(Lint.rules("not json", .launchImage) == ["lint-error"])
        #expect(Lint.rules("<document launchScreen=\"YES\"><unclosed></document>", .interfaceBuilder) == ["lint-error"])
        #expect(Lint.rules("<document><constraint firstAttribute=\"top\" constant=\"20\"/></document>", .interfaceBuilder).isEmpty)
    }

    @Test("an Info.plist that turns UIDesignRequiresCompatibility on is reported at the key: builds against the iOS 27 SDK ignore it")
    func designCompatibility() throws {
        // Apple, "UIDesignRequiresCompatibility": ignored when built for iOS 27 or later.
        func plist(_ value: String) -> String {
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>CFBundleIdentifier</key>\n\t<string>org.example</string>\n"
                + "\t<key>UIDesignRequiresCompatibility</key>\n\t\(value)\n</dict>\n</plist>\n"
        }
        let on = Lint.findings(plist("<true/>"), .infoPlist)
        #expect(on.map(\.rule) == ["design-compatibility-ignored-by-ios-27-sdk"] && on.first?.line == 6 && on.first?.severity == .warning)
        #expect(on.first?.message.contains("iOS 26 SDK") == true && on.first?.suggestion.contains("--no-design-requires-compatibility") == true)
        #expect(Lint.rules(plist("<string>YES</string>"), .infoPlist) == ["design-compatibility-ignored-by-ios-27-sdk"])
        #expect(Lint.findings(plist("<string>$(KEEP_CLASSIC_DESIGN)</string>"), .infoPlist).first?.message.contains("when $(KEEP_CLASSIC_DESIGN) is YES") == true)
        #expect(Lint.rules(plist("<false/>"), .infoPlist).isEmpty)
        // UIRequiresFullScreen (TN3192: deprecated in iPadOS 26), unless the app names the
        // version from which it may be ignored.
        let fullScreen = plist("<false/>\n\t<key>UIRequiresFullScreen</key>\n\t<true/>")
        #expect(Lint.findings(fullScreen, .infoPlist).map { "\($0.line):\($0.rule)" } == ["8:requires-full-screen-deprecated"])
        #expect(Lint.findings(fullScreen, .infoPlist).first?.suggestion.contains("UIRequiresFullScreenIgnoredStartingWithVersion") == true)
        let planned = fullScreen.replacingOccurrences(of: "</dict>", with: "\t<key>UIRequiresFullScreenIgnoredStartingWithVersion</key>\n\t<string>26</string>\n</dict>")
        #expect(Lint.rules(planned, .infoPlist).isEmpty)
        #expect(Lint.rules("<plist version=\"1.0\"><dict><key>API_KEY</key><string>x</string></dict></plist>", .infoPlist).isEmpty)
        #expect(Lint.rules("<plist><dict><key>", .infoPlist) == ["lint-error"])
        // Preprocessed by Xcode (INFOPLIST_PREPROCESS), as keepassium/KeePassium's is: the
        // #ifdef lines are no XML, and are dropped.
        let preprocessed = plist("<true/>").replacingOccurrences(of: "<dict>\n", with: "<dict>\n#ifdef INTUNE\n\t<key>IntuneMAMSettings</key>\n\t<dict/>\n#endif\n")
        #expect(Lint.findings(preprocessed, .infoPlist).map { "\($0.line):\($0.rule)" } == ["10:design-compatibility-ignored-by-ios-27-sdk"])
        // Named so, found in folders; a binary plist has no lines: line 1.
        #expect(LintSourceKind.of("/a/App-Info.plist") == .infoPlist && LintSourceKind.of("/a/Info.plist") == .infoPlist)
        #expect(LintSourceKind.of("/a/Settings.plist") == nil)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("safearea-lint-plist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let binary = try PropertyListSerialization.data(fromPropertyList: ["UIDesignRequiresCompatibility": true], format: .binary, options: 0)
        try binary.write(to: folder.appendingPathComponent("Info.plist"))
        let result = try Linter(configuration: LintConfiguration(baseDirectory: "/"), currentDirectory: folder.path).lint(paths: [folder.path])
        #expect(result.findings.map { "\($0.file):\($0.line):\($0.rule)" } == ["Info.plist:1:design-compatibility-ignored-by-ios-27-sdk"])
        #expect(result.notLinted.isEmpty)
        // A Git LFS pointer named Info.plist (AppliedRecognition's xcframework): passed over in a
        // folder, an error when named.
        let pointer = folder.appendingPathComponent("Vendor.xcframework/Info.plist")
        try FileManager.default.createDirectory(at: pointer.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("version https://git-lfs.github.com/spec/v1\noid sha256:9666fa98\nsize 1080\n".utf8).write(to: pointer)
        let linter = Linter(configuration: LintConfiguration(baseDirectory: "/"), currentDirectory: folder.path)
        let again = try linter.lint(paths: [folder.path])
        #expect(again.files == 1 && again.notLinted.isEmpty && again.findings.count == 1)
        #expect(try linter.lint(paths: [pointer.path]).notLinted.map(\.description).first?.contains("not a property list") == true)
    }

    @Test("a missing path and an unsupported file are errors naming them")
    func inputErrors() {
        #expect(throws: LintError.missingPath("Nowhere")) { try Self.lint("Nowhere") }
        #expect(throws: LintError.unsupportedFile("../bottom-button-fixed.yaml")) { try Self.lint("../bottom-button-fixed.yaml") }
    }

    @Test("every rule has a documentation page")
    func docs() {
        let docs = Lint.examples.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/rules")
        for rule in LintRules.all {
            #expect(FileManager.default.fileExists(atPath: docs.appendingPathComponent("lint-\(rule.id).md").path), "\(rule.id)")
            #expect(rule.helpURI.hasSuffix("docs/rules/lint-\(rule.id).md"))
        }
    }
}
