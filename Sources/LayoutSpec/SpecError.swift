/// Why a screen spec could not be read. Every case names the place and what was expected,
/// so the message alone tells the user what to change.
public enum SpecError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(file: String, reason: String)
    /// The file is not well-formed YAML or JSON.
    case syntax(SourceLocation, String)
    /// A value has the wrong type, range or form.
    case invalid(SourceLocation, expected: String)
    /// A key the spec format does not have; `suggestion` is the closest valid key.
    case unknownKey(SourceLocation, key: String, suggestion: String?)
    /// A required key is missing.
    case missingKey(SourceLocation, key: String, in: String)
    /// Two views or controllers share an id.
    case duplicateID(SourceLocation, id: String, first: SourceLocation)
    /// A constraint or action names an id no view or controller has.
    case unknownID(SourceLocation, id: String, suggestions: [String])
    /// A constraint expression does not parse: the excerpt has a caret under the bad character.
    case expression(SourceLocation, message: String, excerpt: String)
    /// The input is beyond the limits a screen can have (size, nesting, YAML alias expansion).
    case limitExceeded(SourceLocation, String)

    /// The location the error points at, when there is one.
    public var location: SourceLocation? {
        switch self {
        case .unreadable: return nil
        case let .syntax(l, _), let .invalid(l, _), let .unknownKey(l, _, _), let .missingKey(l, _, _),
             let .duplicateID(l, _, _), let .unknownID(l, _, _), let .expression(l, _, _), let .limitExceeded(l, _):
            return l
        }
    }

    /// `file:line:column: error: …`, as compilers print it.
    public var description: String {
        switch self {
        case let .unreadable(file, reason):
            return "\(file): error: cannot read the file: \(reason)"
        case let .syntax(l, message):
            return "\(l): error: \(message)"
        case let .invalid(l, expected):
            return "\(l): error: expected \(expected)"
        case let .unknownKey(l, key, suggestion):
            return "\(l): error: unknown key '\(key)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case let .missingKey(l, key, container):
            return "\(l): error: \(container) needs the key '\(key)'"
        case let .duplicateID(l, id, first):
            return "\(l): error: the id '\(id)' is already used at \(first.line):\(first.column); ids must be unique"
        case let .unknownID(l, id, suggestions):
            let hint = suggestions.isEmpty ? "" : "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: " or ") + "?"
            return "\(l): error: no view, guide or controller has the id '\(id)'\(hint)"
        case let .expression(l, message, excerpt):
            return "\(l): error: \(message)\n\(excerpt)"
        case let .limitExceeded(l, message):
            return "\(l): error: \(message)"
        }
    }
}
