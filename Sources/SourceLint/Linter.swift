import Foundation
import Reports

/// The kinds of file `safearea lint` reads.
public enum LintSourceKind: String, Sendable, CaseIterable {
    /// `.swift`, parsed with swift-syntax.
    case swift
    /// `.m`, `.mm`, `.h`, tokenized.
    case objectiveC
    /// `Contents.json` in a `.launchimage` folder of an asset catalog.
    case launchImage
    /// A `.storyboard` or `.xib`, checked when it is a launch screen.
    case interfaceBuilder
    /// An app's `Info.plist` (or `NAME-Info.plist`), XML or binary.
    case infoPlist

    /// The kind of the file at `path`, or `nil` when lint does not read it.
    public static func of(_ path: String) -> LintSourceKind? {
        let name = (path as NSString).lastPathComponent
        switch (name as NSString).pathExtension.lowercased() {
        case "swift": return .swift
        case "m", "mm", "h": return .objectiveC
        case "storyboard", "xib": return .interfaceBuilder
        case "plist" where name == "Info.plist" || name.hasSuffix("-Info.plist"): return .infoPlist
        case "json" where name == "Contents.json" && (path as NSString).deletingLastPathComponent.lowercased().hasSuffix(".launchimage"):
            return .launchImage
        default: return nil
        }
    }
}

/// What a lint run found.
public struct LintResult: Sendable {
    /// How many files were read.
    public var files: Int
    /// The findings, sorted by file, line and column.
    public var findings: [ReportFinding]
    /// The files that could not be linted (unreadable, not UTF-8, nesting deeper than Swift
    /// parses), each with its error; the other files' findings are kept.
    public var notLinted: [LintError] = []

    /// Whether any finding is an error (exit status 2).
    public var hasErrors: Bool { findings.contains { $0.severity == .error } }
}

/// Finds the files under the given paths and runs the rules on each.
public struct Linter: Sendable {
    /// The configuration (rules, severities, exclusions, literals).
    public var configuration: LintConfiguration
    /// Files under this folder are reported relative to it.
    public var currentDirectory: String

    /// A linter with `configuration`, reporting paths relative to `currentDirectory`.
    public init(configuration: LintConfiguration, currentDirectory: String = FileManager.default.currentDirectoryPath) {
        self.configuration = configuration
        self.currentDirectory = currentDirectory
    }

    /// The rules of source text `text` of `kind`, reported against `file` (no file is read).
    public func lint(text: String, kind: LintSourceKind, file: String) throws(LintError) -> [ReportFinding] {
        switch kind {
        case .swift:
            if let line = SwiftNesting.lineNestingDeeper(than: SwiftNesting.maximumDepth, in: text) {
                throw .nestingTooDeep(file: file, line: line, limit: SwiftNesting.maximumDepth)
            }
            return SwiftScanner.scan(text, file: file, configuration: configuration)
        case .objectiveC: return ObjCScanner.scan(text, file: file, configuration: configuration)
        case .launchImage: return try LaunchChecks.launchImage(text, file: file, configuration: configuration)
        case .interfaceBuilder: return try LaunchChecks.launchScreen(text, file: file, configuration: configuration)
        case .infoPlist: return try InfoPlistChecks.check(Data(text.utf8), text: text, file: file, configuration: configuration)
        }
    }

    /// Lints every file named in `paths` and every file lint reads under the folders named there
    /// (hidden folders and excluded paths left out), in the byte order of their reported paths.
    public func lint(paths: [String]) throws(LintError) -> LintResult {
        let files = try self.files(paths)
        let named = Set(paths.map(absolutePath))
        var result = LintResult(files: files.count, findings: [])
        for (absolute, display, kind) in files {
            // A file that cannot be linted is said, and the others are linted all the same.
            do throws(LintError) {
                if kind == .infoPlist {
                    // An Info.plist may be a binary property list, which is no text. One found in
                    // a folder that is no property list (a Git LFS pointer, a git-crypt file) is
                    // passed over: lint reads Info.plists for one key, not to check them.
                    let data = try Self.data(absolute, display: display)
                    if let entries = InfoPlistFile.dictionary(data) {
                        result.findings += InfoPlistChecks.check(entries, text: String(data: data, encoding: .utf8), file: display, configuration: configuration)
                    } else if named.contains(absolute) {
                        throw InfoPlistChecks.notAPropertyList(display)
                    } else {
                        result.files -= 1
                    }
                    continue
                }
                result.findings += try lint(text: try Self.read(absolute, display: display), kind: kind, file: display)
            } catch {
                result.notLinted.append(error)
            }
        }
        return result
    }

    /// The UTF-8 text of the file at `absolute`, reported as `display`.
    static func read(_ absolute: String, display: String) throws(LintError) -> String {
        guard let text = String(data: try data(absolute, display: display), encoding: .utf8) else {
            throw .unreadableFile(path: display, reason: "not UTF-8 text")
        }
        return text
    }

    /// The bytes of the file at `absolute`, reported as `display`.
    static func data(_ absolute: String, display: String) throws(LintError) -> Data {
        do { return try Data(contentsOf: URL(fileURLWithPath: absolute)) } catch {
            throw .unreadableFile(path: display, reason: (error as NSError).localizedDescription)
        }
    }

    /// Folders of other people's code a project keeps beside its own — CocoaPods' `Pods`,
    /// Carthage's checkouts, Xcode's `DerivedData`, npm's `node_modules` — passed over inside a
    /// folder being linted (and audited), as a `.swiftlint.yml` usually excludes them; a path
    /// named on the command line is read whatever its name.
    public static let dependencyFolderNames: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules"]

    /// The files `paths` name: absolute path, reported path and kind, sorted by reported path.
    public func files(_ paths: [String]) throws(LintError) -> [(absolute: String, display: String, kind: LintSourceKind)] {
        var found: [String: LintSourceKind] = [:]
        let fm = FileManager.default
        for path in paths {
            let absolute = absolutePath(path)
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: absolute, isDirectory: &isDirectory) else { throw .missingPath(path) }
            if !isDirectory.boolValue {
                guard let kind = LintSourceKind.of(absolute) else { throw .unsupportedFile(path) }
                found[absolute] = kind
                continue
            }
            guard let enumerator = fm.enumerator(at: URL(fileURLWithPath: absolute), includingPropertiesForKeys: [.isDirectoryKey],
                                                 options: [.skipsHiddenFiles]) else { throw .unreadableFile(path: path, reason: "cannot list the folder") }
            while let url = enumerator.nextObject() as? URL {
                let file = url.standardizedFileURL.path
                let directory = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
                if configuration.isExcluded(file) || (directory && Self.dependencyFolderNames.contains(url.lastPathComponent)) {
                    if directory { enumerator.skipDescendants() }
                    continue
                }
                if !directory, let kind = LintSourceKind.of(file) { found[file] = kind }
            }
        }
        var out: [(absolute: String, display: String, kind: LintSourceKind)] = []
        for (absolute, kind) in found { out.append((absolute, display(absolute), kind)) }
        return out.sorted { $0.display.utf8.lexicographicallyPrecedes($1.display.utf8) }
    }

    /// `path` made absolute against the current directory and standardized.
    func absolutePath(_ path: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: currentDirectory).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }

    /// `absolute` relative to the current directory when it is under it.
    func display(_ absolute: String) -> String {
        let base = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        return absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : absolute
    }
}
