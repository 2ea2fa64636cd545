/// Why a `cassowary-bench/1` file could not be read: the file, the line (or JSON path) and
/// what was expected there.
public enum ConstraintSystemError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read at all.
    case unreadable(String, String)
    /// The content is not the format: file, line (1-based; 0 for JSON), what was expected.
    case malformed(file: String, line: Int, expected: String)

    /// `file:line: expected …`, as compilers print it.
    public var description: String {
        switch self {
        case let .unreadable(file, reason):
            return "\(file): cannot read the file: \(reason)"
        case let .malformed(file, line, expected):
            return line > 0 ? "\(file):\(line): expected \(expected)" : "\(file): expected \(expected)"
        }
    }
}
