/// Parses the constraint-expression language of docs/CLI.md:
/// ```
/// constraint := item "." attribute relation rhs [ "@" priority ]
/// rhs        := [ number "*" ] item "." attribute [ ("+" | "-") number ] | number
/// relation   := "==" | "<=" | ">="
/// item       := viewId [ "." ( safeArea | margins | readable | content | frameGuide | keyboard ) ]
/// priority   := 1 … 1000 | required | high | low
/// ```
/// Errors say what was expected and point at the character, with an excerpt and a caret.
public struct ConstraintExpressionParser {
    /// UIKit's named priorities: `.required` 1000, `.defaultHigh` 750, `.defaultLow` 250
    /// (UILayoutPriority, Apple developer documentation).
    public static let namedPriorities: [(name: String, value: Double)] = [("required", 1000), ("high", 750), ("low", 250)]

    /// A parse failure: the 0-based column in the expression and what was expected.
    public struct Failure: Error, Equatable, Sendable {
        /// 0-based offset (in Unicode scalars) of the bad character.
        public var offset: Int
        /// What went wrong, as a sentence fragment: "expected a relation (==, <= or >=)".
        public var message: String

        /// The expression with a caret line under the bad character, as UIKit prints format errors.
        public func excerpt(of text: String) -> String {
            text + "\n" + String(repeating: " ", count: offset) + "^"
        }
    }

    private enum Token: Equatable {
        case identifier(String), number(Double), relation(ConstraintExpression.Relation)
        case dot, plus, minus, star, at, end
    }

    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var tokenStart = 0
    private var token: Token = .end

    /// Parses `text`.
    public static func parse(_ text: String) throws(Failure) -> ConstraintExpression {
        var parser = ConstraintExpressionParser(scalars: Array(text.unicodeScalars))
        try parser.advance()
        return try parser.constraint()
    }

    private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    private mutating func constraint() throws(Failure) -> ConstraintExpression {
        let first = try anchor(expecting: "a view id, e.g. `title.top`")
        guard case let .relation(relation) = token else { throw fail("expected a relation (==, <= or >=)") }
        try advance()
        var second: ConstraintExpression.Anchor? = nil
        var multiplier = 1.0, constant = 0.0
        switch token {
        case let .number(value):
            try advance()
            if token == .star {
                try advance()
                multiplier = value
                second = try anchor(expecting: "an anchor after `*`, e.g. `root.width`")
                constant = try signedConstant()
            } else {
                constant = value
            }
        case .minus:
            try advance()
            guard case let .number(value) = token else { throw fail("expected a number after `-`") }
            try advance()
            if token == .star {
                try advance()
                multiplier = -value
                second = try anchor(expecting: "an anchor after `*`, e.g. `root.width`")
                constant = try signedConstant()
            } else {
                constant = -value
            }
        case .identifier:
            second = try anchor(expecting: "an anchor")
            constant = try signedConstant()
        default:
            throw fail("expected an anchor (`root.top`), a multiplier (`0.5 * root.width`) or a number")
        }
        var priority = 1000.0
        if token == .at {
            try advance()
            switch token {
            case let .number(value):
                guard value >= 1 && value <= 1000 else { throw fail("expected a priority from 1 to 1000") }
                priority = value
            case let .identifier(name):
                guard let named = Self.namedPriorities.first(where: { $0.name == name }) else {
                    throw fail("expected a priority: 1 … 1000, required, high or low")
                }
                priority = named.value
            default:
                throw fail("expected a priority: 1 … 1000, required, high or low")
            }
            try advance()
        }
        guard token == .end else { throw fail("expected the end of the constraint") }
        let result = ConstraintExpression(first: first, relation: relation, second: second,
                                          multiplier: multiplier, constant: constant, priority: priority)
        try check(result)
        return result
    }

    /// `+ number`, `- number`, or nothing.
    private mutating func signedConstant() throws(Failure) -> Double {
        let sign: Double
        switch token {
        case .plus: sign = 1
        case .minus: sign = -1
        default: return 0
        }
        try advance()
        guard case let .number(value) = token else { throw fail("expected a number after `\(sign > 0 ? "+" : "-")`") }
        try advance()
        return sign * value
    }

    /// `id.attribute` or `id.guide.attribute`.
    private mutating func anchor(expecting what: String) throws(Failure) -> ConstraintExpression.Anchor {
        guard case let .identifier(id) = token else { throw fail("expected \(what)") }
        try advance()
        guard token == .dot else { throw fail("expected `.` and an attribute after `\(id)`") }
        try advance()
        guard case var .identifier(name) = token else { throw fail("expected an attribute (top, leading, width, …) or a guide (safeArea, margins, …)") }
        var guide: ConstraintExpression.Guide? = nil
        if let g = ConstraintExpression.Guide(rawValue: name) {
            guide = g
            try advance()
            guard token == .dot else { throw fail("expected `.` and an attribute after `\(id).\(name)`") }
            try advance()
            guard case let .identifier(attributeName) = token else { throw fail("expected an attribute (top, leading, width, …)") }
            name = attributeName
        }
        guard let attribute = ConstraintExpression.Attribute(rawValue: name) else {
            let valid = ConstraintExpression.Attribute.allCases.map(\.rawValue)
            let guides = guide == nil ? ConstraintExpression.Guide.allCases.map(\.rawValue) : []
            throw fail("expected an attribute (\(valid.joined(separator: ", ")))" + (guides.isEmpty ? "" : " or a guide (\(guides.joined(separator: ", ")))") + ", not `\(name)`")
        }
        try advance()
        return .init(item: .init(id: id, guide: guide), attribute: attribute)
    }

    /// UIKit's rules on which attributes may be related: positions on the same axis, any
    /// dimension to any dimension, and only a dimension to a constant alone.
    private func check(_ c: ConstraintExpression) throws(Failure) {
        let a = c.first.attribute
        guard let b = c.second?.attribute else {
            if !a.isDimension {
                throw Failure(offset: 0, message: "a position (\(a.rawValue)) cannot equal a constant alone; relate it to another anchor, e.g. `\(c.first.item).\(a.rawValue) == root.\(a.rawValue) + \(number(c.constant))`")
            }
            return
        }
        let compatible = (a.isDimension && b.isDimension)
            || (a.isHorizontalPosition && b.isHorizontalPosition)
            || (a.isVerticalPosition && b.isVerticalPosition)
        if !compatible {
            throw Failure(offset: 0, message: "\(a.rawValue) cannot be related to \(b.rawValue): positions relate on the same axis, dimensions to dimensions")
        }
        if c.first.item.guide == nil && c.second?.item.guide == nil && c.first.item.id == c.second?.item.id && a == b {
            throw Failure(offset: 0, message: "the constraint relates \(c.first) to itself")
        }
    }

    private func fail(_ message: String) -> Failure { Failure(offset: tokenStart, message: message) }

    private mutating func advance() throws(Failure) {
        while position < scalars.count, scalars[position] == " " || scalars[position] == "\t" { position += 1 }
        tokenStart = position
        guard position < scalars.count else { token = .end; return }
        let c = scalars[position]
        func peek(_ offset: Int) -> Unicode.Scalar? { position + offset < scalars.count ? scalars[position + offset] : nil }
        switch c {
        case "=", "<", ">":
            guard peek(1) == "=" else {
                throw Failure(offset: position, message: c == "=" ? "expected `==` (a single `=` is not a relation)" : "expected `\(c)=`")
            }
            token = .relation(c == "=" ? .equal : c == "<" ? .lessThanOrEqual : .greaterThanOrEqual)
            position += 2
        case ".":
            if let next = peek(1), next.properties.numericType != nil {
                token = .number(try numberToken())
            } else {
                token = .dot
                position += 1
            }
        case "+": token = .plus; position += 1
        case "-": token = .minus; position += 1
        case "*": token = .star; position += 1
        case "@": token = .at; position += 1
        default:
            if ("0"..."9").contains(c) {
                token = .number(try numberToken())
            } else if c.properties.isAlphabetic || c == "_" {
                var end = position
                while end < scalars.count, scalars[end].properties.isAlphabetic || ("0"..."9").contains(scalars[end])
                        || scalars[end] == "_" || (scalars[end] == "-" && end + 1 < scalars.count && scalars[end + 1].properties.isAlphabetic) {
                    end += 1
                }
                var name = ""
                name.unicodeScalars.append(contentsOf: scalars[position..<end])
                token = .identifier(name)
                position = end
            } else {
                throw Failure(offset: position, message: "unexpected character `\(c)`")
            }
        }
    }

    private mutating func numberToken() throws(Failure) -> Double {
        var end = position
        while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == "." { end += 1 }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[position..<end])
        guard let value = Double(text), value.isFinite, abs(value) <= SpecLimits.largestNumber else {
            throw Failure(offset: position, message: "expected a number (at most \(number(SpecLimits.largestNumber)) in size), not `\(text)`")
        }
        position = end
        return value
    }
}
