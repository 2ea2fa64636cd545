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
    /// A baseline file (`--baseline`) that is missing or unreadable.
    case baselineUnreadable(file: String, reason: String)
    /// A baseline file that is not a lint baseline of this version.
    case baselineMalformed(file: String, reason: String)
    /// A baseline file (`--write-baseline`) that could not be written.
    case baselineUnwritable(file: String, reason: String)

    /// The file the error is about (a path as given, or the configuration file).
    public var file: String {
        switch self {
        case .missingPath(let path), .unreadableFile(let path, _), .unsupportedFile(let path): path
        case .configSyntax(let file, _), .configUnknownKey(let file, _, _, _), .configUnknownRule(let file, _, _, _),
             .configBadValue(let file, _, _, _), .nestingTooDeep(let file, _, _), .baselineUnreadable(let file, _),
             .baselineMalformed(let file, _), .baselineUnwritable(let file, _): file
        }
    }

    /// The 1-based line the error is at, where it has one.
    public var line: Int? {
        switch self {
        case .missingPath, .unreadableFile, .unsupportedFile, .configSyntax, .baselineUnreadable, .baselineMalformed, .baselineUnwritable: nil
        case .configUnknownKey(_, let line, _, _), .configUnknownRule(_, let line, _, _), .configBadValue(_, let line, _, _),
             .nestingTooDeep(_, let line, _): line
        }
    }

    /// What is wrong and what to do, without the place.
    public var message: String {
        switch self {
        case .missingPath:
            "no such file or folder; name Swift or Objective-C files, or folders holding them"
        case let .unreadableFile(_, reason):
            "cannot read the file: \(reason)"
        case .unsupportedFile:
            "not a file lint scans; name .swift, .m, .mm or .h files, a launch storyboard, a LaunchImage Contents.json, or a folder"
        case let .configSyntax(_, reason):
            "not valid YAML: \(reason)"
        case let .configUnknownKey(_, _, key, known):
            "unknown key '\(key)'; expected one of: \(known.joined(separator: ", "))"
        case let .configUnknownRule(_, _, rule, closest):
            "unknown rule '\(rule)'" + (closest.map { "; did you mean '\($0)'?" } ?? "; `safearea lint --help` lists the rules")
        case let .configBadValue(_, _, key, expected):
            "'\(key)' must be \(expected)"
        case let .baselineUnreadable(_, reason):
            "cannot read the baseline: \(reason)"
        case let .baselineUnwritable(_, reason):
            "cannot write the baseline: \(reason)"
        case let .baselineMalformed(_, reason):
            "not a safearea lint baseline (\(reason)); expected {\"version\": \(LintBaseline.version), \"entries\": [{\"file\", \"rule\", \"code\", \"count\"}]}"
        case let .nestingTooDeep(_, _, limit):
            "brackets nest deeper than \(limit) levels here, more than the Swift compiler parses; the file is not linted. Close the brackets left open above."
        }
    }

    /// The message `safearea lint` prints, in the `file:line: error:` form where there is a line.
    public var description: String { "\(file)\(line.map { ":\($0)" } ?? ""): error: \(message)" }

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
