import Foundation

/// A build configuration file (`.xcconfig`) read into its settings (Apple, Xcode Help, "Adding a
/// build configuration file to your project"): `KEY = value` lines, the last assignment of a
/// key winning; `// comments`; `#include "other.xcconfig"` (and `#include?`, which may be
/// missing) read in place, relative to the including file. A conditional assignment keeps its
/// brackets (`KEY[sdk=iphoneos*]`) so ``BuildSettings`` can say it depends on the build.
enum XcodeConfigFile {
    /// Includes nested deeper than this are a cycle.
    static let maximumIncludeDepth = 16

    /// The settings of the file at `path`, or nil when it, or a file it must include, cannot be read.
    static func read(_ path: String) -> [String: String]? {
        var settings: [String: String] = [:]
        return read(path, into: &settings, depth: 0) ? settings : nil
    }

    private static func read(_ path: String, into settings: inout [String: String], depth: Int) -> Bool {
        guard depth < maximumIncludeDepth, let text = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#include") {
                let optional = trimmed.hasPrefix("#include?")
                let parts = trimmed.split(separator: "\"")
                guard parts.count >= 2 else { if optional { continue } else { return false } }
                let named = String(parts[1])
                let included = named.hasPrefix("/") ? named : folder.appendingPathComponent(named).path
                if !read(included, into: &settings, depth: depth + 1) && !optional { return false }
                continue
            }
            guard let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
            var value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            guard !key.isEmpty else { continue }
            settings[key] = value.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        }
        return true
    }
}
