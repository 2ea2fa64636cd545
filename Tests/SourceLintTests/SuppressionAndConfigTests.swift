import Foundation
import Reports
import Testing
@testable import SourceLint

@Suite("Suppressions and .safearea.yml")
struct SuppressionAndConfigTests {
    static let two = "let statusBarHeight: CGFloat = 20\nlet navBarHeight: CGFloat = 44\n"

    @Test("disable:next, disable:this, disable … enable, all; in both languages")
    func suppressions() {
        #expect(Lint.rules("// safearea:disable:next hard-coded-bar-height\n" + Self.two).count == 1)
        #expect(Lint.rules("let statusBarHeight: CGFloat = 20 // safearea:disable:this hard-coded-bar-height").isEmpty)
        #expect(Lint.rules("// safearea:disable hard-coded-bar-height\n" + Self.two + "// safearea:enable hard-coded-bar-height\nlet tabBarHeight = 49").count == 1)
        #expect(Lint.rules("/* safearea:disable all */\n" + Self.two).isEmpty)
        #expect(Lint.rules("// safearea:disable:next device-model-check\n" + Self.two).count == 2)
        #expect(Lint.rules("#define kStatusBarHeight 20 // safearea:disable:this hard-coded-bar-height", .objectiveC).isEmpty)
        #expect(Lint.rules("// safearea:disable:next hard-coded-bar-height\n#define kStatusBarHeight 20", .objectiveC).isEmpty)
        // A string that looks like a suppression suppresses nothing.
        #expect(Lint.rules("let s = \"// safearea:disable:next hard-coded-bar-height\"\nlet statusBarHeight: CGFloat = 20").count == 1)
    }

    @Test("a suppression naming no rule is itself a finding, with the closest id")
    func unknownSuppression() throws {
        let f = try #require(Lint.findings("// safearea:disable:next hard-coded-bar-heigth\nlet x = 1").first)
        #expect(f.rule == "unknown-rule-in-suppression")
        #expect(f.line == 1 && f.column == 1)
        #expect(f.suggestion == "Write 'hard-coded-bar-height'.")
    }

    @Test("the configuration: disabled, enabled only, severities, bar literals")
    func configuration() throws {
        let yaml = """
        lint:
          disabled_rules: [device-model-check]
          severities:
            hard-coded-bar-height: warning
          bar_literals: [20, 52]
          excluded:
            - Pods
            - "**/Generated/*.swift"
        audit:
          devices: all
        """
        let config = try LintConfiguration.parse(yaml: yaml, file: ".safearea.yml", baseDirectory: "/repo")
        let findings = Lint.findings("var isIPhoneX = false\nlet statusBarHeight: CGFloat = 20\nlet navBarHeight: CGFloat = 44\nlet topBarHeight = 52", configuration: config)
        #expect(findings.map(\.rule) == ["hard-coded-bar-height", "hard-coded-bar-height"])
        #expect(findings.map(\.line) == [2, 4])
        #expect(findings.allSatisfy { $0.severity == .warning })
        #expect(config.isExcluded("/repo/Pods/Alamofire/Source.swift"))
        #expect(config.isExcluded("/repo/App/Generated/Assets.swift"))
        #expect(!config.isExcluded("/repo/App/Generated/Nested/Assets.swift"))
        #expect(!config.isExcluded("/repo/App/Main.swift"))
        let only = try LintConfiguration.parse(yaml: "lint:\n  enabled_rules: [device-model-check]\n", file: "c.yml", baseDirectory: "/")
        #expect(Lint.rules("var isIPhoneX = false\nlet statusBarHeight: CGFloat = 20", configuration: only) == ["device-model-check"])
        #expect(try LintConfiguration.parse(yaml: "", file: "c.yml", baseDirectory: "/").disabledRules.isEmpty)
    }

    @Test("unknown keys, unknown rule ids and bad values are errors naming the file and line")
    func configErrors() {
        #expect(throws: LintError.configUnknownKey(file: "c.yml", line: 3, key: "disabled", known: LintConfiguration.keys)) {
            try LintConfiguration.parse(yaml: "lint:\n  bar_literals: [20]\n  disabled: [x]\n", file: "c.yml", baseDirectory: "/")
        }
        #expect(throws: LintError.configUnknownRule(file: "c.yml", line: 4, rule: "hardcoded-bar-height", closest: "hard-coded-bar-height")) {
            try LintConfiguration.parse(yaml: "lint:\n  disabled_rules:\n    - screen-size-comparison\n    - hardcoded-bar-height\n", file: "c.yml", baseDirectory: "/")
        }
        #expect(throws: LintError.configUnknownKey(file: "c.yml", line: 1, key: "lnt", known: LintConfiguration.topLevelKeys)) {
            try LintConfiguration.parse(yaml: "lnt: {}\n", file: "c.yml", baseDirectory: "/")
        }
        #expect(throws: LintError.configBadValue(file: "c.yml", line: 2, key: "severities.screen-size-comparison", expected: "error, warning or note")) {
            try LintConfiguration.parse(yaml: "lint:\n  severities: {screen-size-comparison: fatal}\n", file: "c.yml", baseDirectory: "/")
        }
        #expect(throws: LintError.self) { try LintConfiguration.parse(yaml: "lint: [unclosed\n", file: "c.yml", baseDirectory: "/") }
        let message = LintError.configUnknownRule(file: "c.yml", line: 4, rule: "x", closest: nil).description
        #expect(message.hasPrefix("c.yml:4: error: unknown rule 'x'"))
    }

    @Test("globs: *, ** and ?, whole paths or leading folders")
    func globs() {
        #expect(Glob("Pods").matches("Pods/A/B.swift"))
        #expect(Glob("*.generated.swift").matches("Model.generated.swift"))
        #expect(!Glob("*.generated.swift").matches("Sources/Model.generated.swift"))
        #expect(Glob("**/*.generated.swift").matches("Sources/Model.generated.swift"))
        #expect(Glob("Sources/**/Legacy?.m").matches("Sources/A/B/Legacy2.m"))
        #expect(!Glob("Sources/**/Legacy?.m").matches("Sources/A/B/Legacy22.m"))
        #expect(Glob("./Vendor/").matches("Vendor/x.h"))
    }
}
