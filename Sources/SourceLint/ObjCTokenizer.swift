/// One token of Objective-C (or C, C++) source.
struct ObjCToken: Equatable, Sendable {
    /// What kind of token it is.
    enum Kind: UInt8, Sendable {
        /// A name or keyword: `UIScreen`, `define`, `if`.
        case identifier
        /// A number: `20`, `812.0f`, `0x1F`.
        case number
        /// A string literal, quotes included (`@` is a separate punctuation token).
        case string
        /// A character literal.
        case character
        /// An operator or separator: `==`, `;`, `{`, `#`.
        case punctuation
        /// A `//` or `/* */` comment, markers included.
        case comment
    }

    /// The kind.
    var kind: Kind
    /// The byte range in the file.
    var start: Int, end: Int
    /// The 1-based line and byte column where it starts.
    var line: Int, column: Int
    /// The index of the preprocessor directive it belongs to, or -1 outside directives.
    var directive: Int
}

/// A small, linear tokenizer for Objective-C: comments, strings, characters, numbers,
/// identifiers, punctuation and preprocessor lines (with `\` continuations), keeping each
/// token's line and column. It never fails: bytes it does not know become punctuation.
struct ObjCTokenizer {
    /// The file's bytes.
    let bytes: [UInt8]

    /// Tokenizes `bytes`.
    static func tokenize(_ bytes: [UInt8]) -> [ObjCToken] {
        ObjCTokenizer(bytes: bytes).run()
    }

    private static let twoByteOperators: Set<UInt16> = {
        let ops = ["==", "!=", "<=", ">=", "+=", "-=", "*=", "/=", "->", "&&", "||", "<<", ">>", "++", "--", "##", "::", "|=", "&=", "^=", "%="]
        return Set(ops.map { op in let u = Array(op.utf8); return UInt16(u[0]) << 8 | UInt16(u[1]) })
    }()

    private func run() -> [ObjCToken] {
        var tokens: [ObjCToken] = []
        tokens.reserveCapacity(bytes.count / 5)
        var i = 0
        var line = 1
        var lineStart = 0
        var atLineStart = true           // only whitespace so far on this line
        var directive = -1
        var directiveCount = 0
        let n = bytes.count

        func emit(_ kind: ObjCToken.Kind, _ start: Int, _ end: Int, _ startLine: Int, _ startColumn: Int) {
            tokens.append(ObjCToken(kind: kind, start: start, end: end, line: startLine, column: startColumn, directive: directive))
        }

        while i < n {
            let c = bytes[i]
            if c == 10 {   // newline: ends a directive unless escaped
                if i > 0, bytes[i - 1] == 92 || (bytes[i - 1] == 13 && i > 1 && bytes[i - 2] == 92) {
                    // continuation: the directive goes on
                } else {
                    directive = -1
                }
                i += 1
                line += 1
                lineStart = i
                atLineStart = true
                continue
            }
            if c == 32 || c == 9 || c == 13 || c == 12 || c == 11 || c == 92 { i += 1; continue }
            let startLine = line, startColumn = i - lineStart + 1, start = i
            let wasAtLineStart = atLineStart
            atLineStart = false
            // Comments.
            if c == 47, i + 1 < n, bytes[i + 1] == 47 {
                while i < n, bytes[i] != 10 { i += 1 }
                emit(.comment, start, i, startLine, startColumn)
                continue
            }
            if c == 47, i + 1 < n, bytes[i + 1] == 42 {
                i += 2
                while i < n, !(bytes[i] == 42 && i + 1 < n && bytes[i + 1] == 47) {
                    if bytes[i] == 10 { line += 1; lineStart = i + 1 }
                    i += 1
                }
                i = min(n, i + 2)
                emit(.comment, start, i, startLine, startColumn)
                continue
            }
            // Preprocessor directives.
            if c == 35, wasAtLineStart, directive < 0 {
                directive = directiveCount
                directiveCount += 1
                i += 1
                emit(.punctuation, start, i, startLine, startColumn)
                continue
            }
            // Strings and characters.
            if c == 34 || c == 39 {
                i += 1
                while i < n, bytes[i] != c, bytes[i] != 10 {
                    if bytes[i] == 92, i + 1 < n { i += 1 }
                    i += 1
                }
                if i < n, bytes[i] == c { i += 1 }
                emit(c == 34 ? .string : .character, start, i, startLine, startColumn)
                continue
            }
            // Numbers.
            if Self.isDigit(c) || (c == 46 && i + 1 < n && Self.isDigit(bytes[i + 1])) {
                i += 1
                while i < n {
                    let d = bytes[i]
                    if Self.isIdentifierByte(d) || d == 46 {
                        i += 1
                    } else if (d == 43 || d == 45), let prev = Optional(bytes[i - 1]), prev == 101 || prev == 69 || prev == 112 || prev == 80 {
                        i += 1
                    } else {
                        break
                    }
                }
                emit(.number, start, i, startLine, startColumn)
                continue
            }
            // Identifiers.
            if Self.isIdentifierStart(c) {
                i += 1
                while i < n, Self.isIdentifierByte(bytes[i]) { i += 1 }
                emit(.identifier, start, i, startLine, startColumn)
                continue
            }
            // Punctuation, two bytes where they form an operator.
            if i + 1 < n, Self.twoByteOperators.contains(UInt16(c) << 8 | UInt16(bytes[i + 1])) {
                i += 2
            } else {
                i += 1
            }
            emit(.punctuation, start, i, startLine, startColumn)
        }
        return tokens
    }

    static func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }
    static func isIdentifierStart(_ c: UInt8) -> Bool { (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95 || c == 36 || c >= 0x80 }
    static func isIdentifierByte(_ c: UInt8) -> Bool { isIdentifierStart(c) || isDigit(c) }
}
