/// Parses Visual Format strings with UIKit's grammar (Apple, "Visual Format Language",
/// Auto Layout Guide), plus the safe-area and margin edges of ``VisualFormat/Edge``:
/// ```
/// format     := [ ("H" | "V") ":" ] [ edge connection ] view ( connection view )* [ connection edge ]
/// edge       := "|" | "|safeArea|" | "‖" | "|margins|"
/// view       := "[" name [ "(" predicate ( "," predicate )* ")" ] "]"
/// connection := "" | "-" | "-" predicateList "-"
/// predicateList := number | metric | "(" predicate ( "," predicate )* ")"
/// predicate  := [ "==" | "<=" | ">=" ] ( number | metric | view name ) [ "@" ( number | metric ) ]
/// ```
/// A failure carries the offset of the bad character; ``VisualFormatError/description``
/// prints the format with a caret under it, as UIKit's parse errors do.
public struct VisualFormatParser {
    private let scalars: [Unicode.Scalar]
    private var position = 0

    /// Parses `format`.
    public static func parse(_ format: String) throws(VisualFormatError) -> VisualFormat {
        var parser = VisualFormatParser(scalars: Array(format.unicodeScalars))
        do {
            return try parser.format()
        } catch {
            throw VisualFormatError(format: format, offset: error.offset, message: error.message)
        }
    }

    private struct Failure: Error {
        var offset: Int
        var message: String
    }

    private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    private var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private func fail(_ message: String, at offset: Int? = nil) -> Failure {
        Failure(offset: offset ?? position, message: message)
    }

    private mutating func expect(_ c: Unicode.Scalar, _ message: String) throws(Failure) {
        guard current == c else { throw fail(message) }
        position += 1
    }

    private mutating func format() throws(Failure) -> VisualFormat {
        var orientation = VisualFormat.Orientation.horizontal
        if let c = current, (c == "H" || c == "V"), position + 1 < scalars.count, scalars[position + 1] == ":" {
            orientation = c == "H" ? .horizontal : .vertical
            position += 2
        }
        var leading: (edge: VisualFormat.Edge, connection: VisualFormat.Connection)? = nil
        if let edge = try edge() {
            leading = (edge, try connection())
        }
        guard current == "[" else {
            throw fail(current == nil ? "Expected a view. A format needs at least one view, e.g. [button]"
                                      : "Expected a view: `[name]`")
        }
        var views = [try view()]
        var connections: [VisualFormat.Connection] = []
        var trailing: (edge: VisualFormat.Edge, connection: VisualFormat.Connection)? = nil
        while current != nil {
            let start = position
            let link = try connection()
            if current == "[" {
                connections.append(link)
                views.append(try view())
            } else if let edge = try edge() {
                trailing = (edge, link)
                break
            } else {
                throw fail(position == start ? "Expected a view `[name]`, a connection `-` or an edge `|`" : "Expected a view or an edge after the connection")
            }
        }
        guard current == nil else { throw fail("Expected the end of the format after the closing edge") }
        return VisualFormat(orientation: orientation, leading: leading, views: views, connections: connections, trailing: trailing)
    }

    /// `|`, `|safeArea|`, `|margins|`, `‖`, or nil when none is here.
    private mutating func edge() throws(Failure) -> VisualFormat.Edge? {
        if current == "\u{2016}" {
            position += 1
            return .safeArea
        }
        guard current == "|" else { return nil }
        let start = position
        position += 1
        if let c = current, c.properties.isAlphabetic {
            let name = identifier()
            guard current == "|" else { throw fail("Expected `|` to close the edge `|\(name)|`") }
            position += 1
            switch name {
            case "safeArea": return .safeArea
            case "margins": return .margins
            default: throw fail("Unknown edge `|\(name)|`: use `|`, `|safeArea|` (or `‖`) or `|margins|`", at: start)
            }
        }
        return .superview
    }

    private mutating func connection() throws(Failure) -> VisualFormat.Connection {
        guard current == "-" else { return .flush }
        position += 1
        guard let c = current, c != "[", c != "|", c != "\u{2016}" else { return .standard }
        let predicates: [VisualFormat.Predicate]
        if c == "(" {
            // Names in a spacing can only be metrics.
            predicates = try predicateList().map { p in
                guard case let .viewOrMetric(name) = p.object else { return p }
                return .init(relation: p.relation, object: .constant(.metric(name)), priority: p.priority)
            }
        } else {
            let start = position
            guard let value = try value() else { throw fail("Expected a number or metric for the spacing", at: start) }
            predicates = [.init(relation: .equal, object: .constant(value), priority: nil)]
        }
        try expect("-", "Expected `-` after the spacing")
        return .spacing(predicates)
    }

    private mutating func view() throws(Failure) -> VisualFormat.View {
        let offset = position
        position += 1  // "["
        guard let c = current, c.properties.isAlphabetic || c == "_" else { throw fail("Expected a view name after `[`") }
        let name = identifier()
        var predicates: [VisualFormat.Predicate] = []
        if current == "(" {
            predicates = try predicateList()
        }
        try expect("]", "Expected `]` to close the view `[\(name)`")
        return .init(name: name, predicates: predicates, offset: offset)
    }

    /// `(predicate, predicate, …)`.
    private mutating func predicateList() throws(Failure) -> [VisualFormat.Predicate] {
        position += 1  // "("
        var list = [try predicate()]
        while current == "," {
            position += 1
            list.append(try predicate())
        }
        try expect(")", "Expected `,` or `)` in the predicate list")
        return list
    }

    private mutating func predicate() throws(Failure) -> VisualFormat.Predicate {
        var relation = VisualFormat.Relation.equal
        if let c = current, c == "=" || c == "<" || c == ">" {
            guard position + 1 < scalars.count, scalars[position + 1] == "=" else {
                throw fail("Expected a relation: `==`, `<=` or `>=`")
            }
            relation = c == "=" ? .equal : c == "<" ? .lessThanOrEqual : .greaterThanOrEqual
            position += 2
        }
        let start = position
        let object: VisualFormat.Predicate.Object
        if let c = current, c.properties.isAlphabetic || c == "_" {
            // A name: a metric or a view; the engine tells them apart with its dictionaries.
            object = .viewOrMetric(identifier())
        } else if let value = try value() {
            object = .constant(value)
        } else {
            throw fail("Expected a number, a metric or a view name", at: start)
        }
        var priority: VisualFormat.Value? = nil
        if current == "@" {
            position += 1
            let at = position
            guard let p = try value() else { throw fail("Expected a priority (a number or metric) after `@`", at: at) }
            if case let .number(n) = p, !(n >= 1 && n <= 1000) { throw fail("Expected a priority from 1 to 1000", at: at) }
            priority = p
        }
        return .init(relation: relation, object: object, priority: priority)
    }

    /// A number or a metric name, or nil when neither starts here.
    private mutating func value() throws(Failure) -> VisualFormat.Value? {
        guard let c = current else { return nil }
        if c.properties.isAlphabetic || c == "_" { return .metric(identifier()) }
        guard ("0"..."9").contains(c) || c == "." else { return nil }
        let start = position
        while let d = current, ("0"..."9").contains(d) || d == "." { position += 1 }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<position])
        guard let number = Double(text), number.isFinite, number <= 1_000_000 else {
            throw fail("Expected a number (at most 1000000), not `\(text)`", at: start)
        }
        return .number(number)
    }

    private mutating func identifier() -> String {
        let start = position
        while let c = current, c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_" { position += 1 }
        var name = ""
        name.unicodeScalars.append(contentsOf: scalars[start..<position])
        return name
    }
}

/// A Visual Format string that does not parse: where, and what was expected.
public struct VisualFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The format as given.
    public var format: String
    /// The 0-based offset (in Unicode scalars) of the bad character.
    public var offset: Int
    /// What was expected there.
    public var message: String

    /// UIKit's form: the message, the format, and a caret under the bad character.
    public var description: String {
        "Unable to parse constraint format: \n\(message) \n\(format) \n" + String(repeating: " ", count: offset) + "^"
    }
}
