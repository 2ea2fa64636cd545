import ArgumentParser
import Foundation

/// Writes to standard error, where human messages and progress go (docs/CLI.md).
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message.hasSuffix("\n") ? message : message + "\n").utf8))
}

/// Writes to standard output without a trailing newline being added twice.
func printOutput(_ text: String) {
    FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
}

/// The exit codes of docs/CLI.md, shared by every command.
enum ExitStatus {
    /// An unreadable or invalid input file, an I/O error.
    static let failure = ExitCode(1)
    /// Findings at error severity (`audit`, `lint`).
    static let findings = ExitCode(2)
    /// Command-line misuse: an unknown option, device or orientation.
    static let usage = ExitCode(64)
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
