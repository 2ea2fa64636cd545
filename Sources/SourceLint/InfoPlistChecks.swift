import Foundation
import Reports

/// The Info.plist checks: two opt-outs an app can set to keep its screens as they were, and
/// that iOS is taking away — `UIDesignRequiresCompatibility` (Liquid Glass) and
/// `UIRequiresFullScreen` (resizable iPad scenes).
enum InfoPlistChecks {
    /// The key (Apple, Bundle Resources, "UIDesignRequiresCompatibility").
    static let designCompatibilityKey = "UIDesignRequiresCompatibility"
    /// The key (Apple, TN3192, "Migrating your iPad app from the deprecated UIRequiresFullScreen key").
    static let requiresFullScreenKey = "UIRequiresFullScreen"
    /// The key TN3192 gives an app that must keep `UIRequiresFullScreen` on earlier iPadOS: the
    /// system ignores the opt-out from the version it names.
    static let requiresFullScreenIgnoredKey = "UIRequiresFullScreenIgnoredStartingWithVersion"

    /// The findings for an Info.plist (XML or binary, `data`; `text` when it is text, for the
    /// keys' lines).
    static func check(_ data: Data, text: String? = nil, file: String, configuration: LintConfiguration) throws(LintError) -> [ReportFinding] {
        guard let entries = InfoPlistFile.dictionary(data) else { throw notAPropertyList(file) }
        return check(entries, text: text, file: file, configuration: configuration)
    }

    /// Why a file named like an Info.plist was not read.
    static func notAPropertyList(_ file: String) -> LintError {
        .unreadableFile(path: file, reason: "not a property list's dictionary (an app's Info.plist is expected)")
    }

    /// ``check(_:text:file:configuration:)`` on the plist's read `entries`.
    static func check(_ entries: [String: Any], text: String?, file: String, configuration: LintConfiguration) -> [ReportFinding] {
        // A binary plist has no text to quote.
        let source = SourceText(text ?? "")
        var collector = FindingCollector(file: file, configuration: configuration, source: source)
        // The key's line in an XML plist; a binary one has no lines: its first.
        func line(of key: String) -> Int {
            text.flatMap { text -> Int? in
                text.utf8.firstRange(of: Array("<key>\(key)</key>".utf8)).map {
                    source.location(of: text.utf8.distance(from: text.utf8.startIndex, to: $0.lowerBound)).line
                }
            } ?? 1
        }
        // Apple: "the system ignores this key when you build for iOS 27 or later"; the key follows
        // the SDK the app is built with, not the iOS it runs on (Apple Developer Forums, thread
        // 832710, a Frameworks Engineer). So the app's bars and controls change — 54 pt navigation
        // bars where they were 44, the floating tab bar — the day it is built with Xcode 27.
        if let setting = Setting(entries[designCompatibilityKey]) {
            let condition = setting.condition
            collector.add(.designCompatibilityIgnoredByIOS27SDK, line: line(of: designCompatibilityKey), column: 1,
                          message: "\(designCompatibilityKey) keeps iOS 18's bars and controls\(condition) only while the app is built against the iOS 26 SDK; built with Xcode 27 the key is ignored and the app takes Liquid Glass's design (54 pt navigation bars where they were 44, the floating tab bar), so screens laid out around the old bars move.",
                          suggestion: "See the screens as they will be (safearea audit --no-design-requires-compatibility), make them fit the new bars, then remove the key.")
        }
        // TN3192: UIRequiresFullScreen is deprecated from iPadOS 26 and will be ignored, and the
        // system then resizes the app's scenes (windows, multitasking); an app that names the
        // version from which it may be ignored has planned for it.
        if let setting = Setting(entries[requiresFullScreenKey]), entries[requiresFullScreenIgnoredKey] == nil {
            let condition = setting.condition
            collector.add(.requiresFullScreenDeprecated, line: line(of: requiresFullScreenKey), column: 1,
                          message: "\(requiresFullScreenKey) keeps the app full screen on iPad\(condition), an opt-out deprecated in iPadOS 26 that the system will ignore; its scenes are then resized like any other (windows, multitasking), so screens laid out for the iPad's whole screen break at other sizes.",
                          suggestion: "Lay the screens out for any window size (constraints to the safe area and margins, size classes), support every orientation, then remove the key; to keep it on earlier iPadOS, add \(requiresFullScreenIgnoredKey) (Apple, TN3192).")
        }
        return collector.findings(suppressions: Suppressions())
    }

    /// How a Boolean key is turned on: outright (`true`, `YES`), or by a build setting.
    enum Setting {
        case on
        /// On when the build setting (`$(NAME)`) is.
        case onWhen(String)

        /// The setting of a key's `value`, or nil when it is off or absent.
        init?(_ value: Any?) {
            switch value {
            case let flag as Bool where flag: self = .on
            case let string as String where ["YES", "TRUE", "1"].contains(string.uppercased()): self = .on
            case let string as String where string.hasPrefix("$("): self = .onWhen(string)
            default: return nil
            }
        }

        /// The words a message adds: "" or " when $(NAME) is YES".
        var condition: String {
            switch self {
            case .on: ""
            case .onWhen(let variable): " when \(variable) is YES"
            }
        }
    }
}
