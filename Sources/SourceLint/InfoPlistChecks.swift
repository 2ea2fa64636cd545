import Foundation
import Reports

/// The Info.plist check: `UIDesignRequiresCompatibility`, the iOS 26 opt-out of Liquid Glass that
/// builds against the iOS 27 SDK ignore.
enum InfoPlistChecks {
    /// The key (Apple, Bundle Resources, "UIDesignRequiresCompatibility").
    static let designCompatibilityKey = "UIDesignRequiresCompatibility"

    /// The finding for an Info.plist (XML or binary, `data`; `text` when it is text, for the
    /// key's line) that turns `UIDesignRequiresCompatibility` on, or names a build setting for it.
    /// Apple: "the system ignores this key when you build for iOS 27 or later"; the key follows
    /// the SDK the app is built with, not the iOS it runs on (Apple Developer Forums, thread
    /// 832710, a Frameworks Engineer). So the app's bars and controls change — 54 pt navigation
    /// bars where they were 44, the floating tab bar — the day it is built with Xcode 27.
    static func designCompatibility(_ data: Data, text: String? = nil, file: String, configuration: LintConfiguration) throws(LintError) -> [ReportFinding] {
        guard let entries = InfoPlistFile.dictionary(data) else { throw notAPropertyList(file) }
        return designCompatibility(in: entries, text: text, file: file, configuration: configuration)
    }

    /// Why a file named like an Info.plist was not read.
    static func notAPropertyList(_ file: String) -> LintError {
        .unreadableFile(path: file, reason: "not a property list's dictionary (an app's Info.plist is expected)")
    }

    /// ``designCompatibility(_:text:file:configuration:)`` on the plist's read `entries`.
    static func designCompatibility(in entries: [String: Any], text: String?, file: String, configuration: LintConfiguration) -> [ReportFinding] {
        guard let value = entries[designCompatibilityKey] else { return [] }
        let variable: String?
        switch value {
        case let flag as Bool where flag: variable = nil
        case let string as String where ["YES", "TRUE", "1"].contains(string.uppercased()): variable = nil
        case let string as String where string.hasPrefix("$("): variable = string
        default: return []
        }
        // A binary plist has no text to quote.
        let source = SourceText(text ?? "")
        // The key's line in an XML plist; a binary one has no lines: its first.
        let line = text.flatMap { text -> Int? in
            text.utf8.firstRange(of: Array("<key>\(designCompatibilityKey)</key>".utf8)).map {
                source.location(of: text.utf8.distance(from: text.utf8.startIndex, to: $0.lowerBound)).line
            }
        } ?? 1
        var collector = FindingCollector(file: file, configuration: configuration, source: source)
        let condition = variable.map { " when \($0) is YES" } ?? ""
        collector.add(.designCompatibilityIgnoredByIOS27SDK, line: line, column: 1,
                      message: "\(designCompatibilityKey) keeps iOS 18's bars and controls\(condition) only while the app is built against the iOS 26 SDK; built with Xcode 27 the key is ignored and the app takes Liquid Glass's design (54 pt navigation bars where they were 44, the floating tab bar), so screens laid out around the old bars move.",
                      suggestion: "See the screens as they will be (safearea audit --no-design-requires-compatibility), make them fit the new bars, then remove the key.")
        return collector.findings(suppressions: Suppressions())
    }
}
