import Foundation
import Testing
@testable import SourceLint

/// Swift files nesting deeper than the compiler parses are refused before swift-syntax parses
/// them (its recovery was quadratic on them: a mutated source of ours with 500 `if … {` left
/// open in a `switch` case took 2.6 s in a release build, 2,000 took 19 s, and debug builds
/// over a minute).
@Suite("Swift nesting limit")
struct NestingLimitTests {
    let linter = Linter(configuration: LintConfiguration(baseDirectory: "/"), currentDirectory: "/")

    @Test("brackets left open past 256 levels are refused at the line where they pass, before parsing")
    func refused() {
        let code = "func f() {\n for x in y {\n  switch x {\n  case 1:\n   g(a"
            + String(repeating: "if #available(iOS 11.0, *) {", count: 2_000) + ")\n  default: break\n  }\n }\n}\n"
        #expect(throws: LintError.nestingTooDeep(file: "Deep.swift", line: 5, limit: 256)) {
            try linter.lint(text: code, kind: .swift, file: "Deep.swift")
        }
        #expect(LintError.nestingTooDeep(file: "Deep.swift", line: 5, limit: 256).description
            .hasPrefix("Deep.swift:5: error: brackets nest deeper than 256 levels here"))
    }

    @Test("256 levels closed again are linted; brackets in comments and strings of every kind do not count")
    func underTheLimit() throws {
        // The body's brace, then 255 levels of parentheses: 256 in all.
        let deep = "func f() {\n let v = (" + String(repeating: "(", count: 254) + "1" + String(repeating: ")", count: 255) + "\n}\n"
        #expect(SwiftNesting.lineNestingDeeper(than: 256, in: deep) == nil)
        #expect(SwiftNesting.lineNestingDeeper(than: 255, in: deep) == 2)
        let open = String(repeating: "{", count: 300)
        let quiet = """
            // \(open)
            /* \(open) /* nested \(open) */ still a comment \(open) */
            let a = "\(open)\\"\(open)"
            let b = #"\(open)"\(open)"#
            let c = \"\"\"
                \(open)
                \"\"\"
            let d = ##"\(open)"#\(open)"##
            let statusBarHeight: CGFloat = 20
            """
        #expect(SwiftNesting.lineNestingDeeper(than: 256, in: quiet) == nil)
        // Linted, not refused: the hard-coded status bar height is found on its line.
        let found = try linter.lint(text: quiet, kind: .swift, file: "Quiet.swift")
        #expect(found.map(\.line) == [9], "\(found.map { "\($0.line) \($0.rule)" })")
    }

    @Test("a file refused for its nesting is said, and the other files of the run are linted all the same")
    func nothingElseLost() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nesting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try String(repeating: "(", count: 300).write(to: folder.appendingPathComponent("Deep.swift"), atomically: true, encoding: .utf8)
        try "let statusBarHeight: CGFloat = 20\n".write(to: folder.appendingPathComponent("Fine.swift"), atomically: true, encoding: .utf8)
        let result = try Linter(configuration: LintConfiguration(baseDirectory: folder.path), currentDirectory: folder.path).lint(paths: ["."])
        #expect(result.notLinted == [.nestingTooDeep(file: "Deep.swift", line: 1, limit: 256)])
        #expect(result.findings.map(\.file) == ["Fine.swift"])
    }
}
