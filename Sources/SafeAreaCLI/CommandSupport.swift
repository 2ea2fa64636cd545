import ArgumentParser
import Foundation
import InterfaceBuilder
import LayoutEngine
import Reports

/// A run that failed on its input (an unreadable or invalid file, an unsatisfiable system):
/// swift-argument-parser prints the message and exits 1, as docs/CLI.md asks.
struct CommandFailure: Error, CustomStringConvertible {
    /// What went wrong, naming the file and the place.
    let message: String
    /// Why a storyboard or xib found in a folder is not a screen to audit, and the line that
    /// says so: one for another platform (macOS, tvOS, watchOS), or in the archive format of
    /// Xcode 4 and earlier. A folder's audit passes over it with this warning (``AuditCommand``);
    /// a file named is refused.
    var notAScreen: (line: Int, reason: String)? = nil
    var description: String { message }
}

/// Refuses `path` unless it names a readable file, saying why in words (the platform's own
/// errors name a Cocoa error number on Linux): no such file, a folder, or not readable.
/// `expected` says what the command takes there.
func requireReadableFile(_ path: String, expected: String) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw CommandFailure(message: "\(path): error: no such file; expected \(expected)")
    }
    if isFolder.boolValue {
        throw CommandFailure(message: "\(path): error: a folder, not a file; expected \(expected)")
    }
    guard FileManager.default.isReadableFile(atPath: path) else {
        throw CommandFailure(message: "\(path): error: the file cannot be read (permission denied); expected \(expected)")
    }
}

/// The report format `--format` and the shared `--json` (docs/CLI.md) ask for together:
/// `--json` is `--format json`; with another `--format` it is misuse (64).
func reportFormat(json: Bool, format: String) throws -> String {
    guard json else { return format }
    guard format == "text" || format == "json" else {
        throw ValidationError("--json and --format \(format) ask for two formats; give one")
    }
    return "json"
}

/// A number as JSON writes it: integral values without a fraction, others in Swift's
/// shortest round-tripping form, so output is byte-identical run to run.
func jsonNumber(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
}

/// A string as a JSON string literal.
func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

/// `--ios N` or `--ios N.M`: a major version, or one and a point release (``IOSVersion``).
extension IOSVersion: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
}

/// Reads the storyboard or xib at `file`, a reading error becoming the command's failure, and
/// says what the reader tolerated (an unknown element read as a plain view, a value it could not
/// read, a reference to nothing) on standard error, once, so the report on standard output
/// stays the command's own.
/// A storyboard comes with the scenes of the storyboards of its project whose references reach
/// it or that its references name (`storyboards`), so a scene is laid out inside the containers
/// the app shows it in and a reference as the scene it stands for; what linking them met is
/// said too.
func readInterfaceBuilder(_ file: String, linking storyboards: inout StoryboardDiscovery) throws -> IBDocument {
    let document: IBDocument
    do { document = try IBReader.read(contentsOf: URL(fileURLWithPath: file)) } catch {
        var failure = CommandFailure(message: error.description)
        switch error {
        case let .unsupportedTargetRuntime(location, runtime):
            failure.notAScreen = (location.line, "targetRuntime '\(runtime)' is not iOS; the file is not audited")
        case let .notInterfaceBuilder(location, rootElement) where rootElement == "archive":
            failure.notAScreen = (location.line, "an Interface Builder archive (the format of Xcode 4 and earlier) is not read; the file is not audited (saving it in a newer Xcode converts it)")
        default:
            break
        }
        throw failure
    }
    let linked = storyboards.linked(document, at: file)
    // Named by the path as given, as the reports name them (`App/Main.storyboard:24: warning: …`).
    for notice in readerNotices(linked, file: file) { FileHandle.standardError.write(Data("\(AuditOutput.relative(notice.file)):\(notice.line): warning: \(notice.message)\n".utf8)) }
    return linked
}

/// What the reader tolerated in `document`, read from `file`, as report notices (a warning
/// about a storyboard linked to it names that storyboard's file).
func readerNotices(_ document: IBDocument, file: String) -> [ReportNotice] {
    document.warnings.map { warning in
        ReportNotice(file: warning.location.file == document.fileName ? file : warning.location.file, line: warning.line,
                     message: warning.message)
    }
}

/// `"inputWarnings": [ {"file", "line", "message"} ], ` (files relative to the current folder),
/// the member `layout`'s and `audit`'s JSON write before their own keys; empty without notices.
func inputWarningsMember(_ notices: [ReportNotice]) -> String {
    guard !notices.isEmpty else { return "" }
    let items = notices.map { n in
        "{\"file\": \(jsonString(AuditOutput.relative(n.file))), \"line\": \(n.line), \"message\": \(jsonString(n.message))}"
    }
    return "\"inputWarnings\": [" + items.joined(separator: ", ") + "], "
}

/// "1 input", "3 inputs": how the reports' notes count the inputs a source governs.
func inputCount(_ n: Int) -> String {
    "\(n) input\(n == 1 ? "" : "s")"
}
