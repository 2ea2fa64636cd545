/// Why a lint run could not go on: an unreadable input or a bad configuration (exit status 1).
/// Each message names the file (and the line for configuration) and what was expected.
public enum LintError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A path on the command line that does not exist.
    case missingPath(String)
    /// A file that exists but could not be read (or is not UTF-8 text).
    case unreadableFile(path: String, reason: String)
    /// A file named on the command line that lint has no scanner for.
    case unsupportedFile(String)
    /// A configuration that is not valid YAML.
    case configSyntax(file: String, reason: String)
    /// A key the configuration does not know, with the keys it knows.
    case configUnknownKey(file: String, line: Int, key: String, known: [String])
    /// A rule id that no rule has, with the closest one.
    case configUnknownRule(file: String, line: Int, rule: String, closest: String?)
    /// A value of the wrong kind.
    case configBadValue(file: String, line: Int, key: String, expected: String)
    /// A Swift file whose brackets nest deeper than the Swift compiler parses
    /// (`SwiftNesting.maximumDepth`), refused before it is parsed; `line` is where it passes.
    case nestingTooDeep(file: String, line: Int, limit: Int)

    /// The message `safearea lint` prints, in the `file:line: error:` form where there is a line.
    public var description: String {
        switch self {
        case .missingPath(let path):
            return "\(path): error: no such file or folder; name Swift or Objective-C files, or folders holding them"
        case let .unreadableFile(path, reason):
            return "\(path): error: cannot read the file: \(reason)"
        case .unsupportedFile(let path):
            return "\(path): error: not a file lint scans; name .swift, .m, .mm or .h files, a launch storyboard, a LaunchImage Contents.json, or a folder"
        case let .configSyntax(file, reason):
            return "\(file): error: not valid YAML: \(reason)"
        case let .configUnknownKey(file, line, key, known):
            return "\(file):\(line): error: unknown key '\(key)'; expected one of: \(known.joined(separator: ", "))"
        case let .configUnknownRule(file, line, rule, closest):
            let hint = closest.map { "; did you mean '\($0)'?" } ?? "; `safearea lint --help` lists the rules"
            return "\(file):\(line): error: unknown rule '\(rule)'\(hint)"
        case let .configBadValue(file, line, key, expected):
            return "\(file):\(line): error: '\(key)' must be \(expected)"
        case let .nestingTooDeep(file, line, limit):
            return "\(file):\(line): error: brackets nest deeper than \(limit) levels here, more than the Swift compiler parses; the file is not linted. Close the brackets left open above."
        }
    }

    /// The closest id of `candidates` to `name` by edit distance, if any is close enough to be a typo.
    static func closest(to name: String, in candidates: [String]) -> String? {
        var best: (String, Int)?
        for candidate in candidates {
            let d = distance(Array(name.utf8), Array(candidate.utf8))
            if d <= max(2, name.utf8.count / 3), best == nil || d < best!.1 { best = (candidate, d) }
        }
        return best?.0
    }

    private static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            if !b.isEmpty {
                for j in 1...b.count {
                    current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                }
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
