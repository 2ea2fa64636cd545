/// How deep a Swift file's brackets nest, found by a lexical pass before swift-syntax parses it.
///
/// swift-syntax's error recovery can take time quadratic in the length of a file whose brackets
/// are left open in some statement contexts: 2,000 unclosed `if … {` in a `switch` case of a
/// 56 KB file took 19 s to parse (release build), 4,000 would take over a minute. Such a file is
/// not Swift the compiler accepts: its parser, and swift-syntax's, stop at 256 levels of
/// nesting. So a file that nests deeper is refused before it is parsed, with the line where it
/// passed the limit.
enum SwiftNesting {
    /// The deepest nesting of `(`, `[` and `{` a Swift file may have: the maximum nesting level
    /// of the Swift compiler's parser and of swift-syntax's `Parser` (its
    /// `defaultMaximumNestingLevel` in release builds), beyond which neither parses further.
    static let maximumDepth = 256

    /// The 1-based line where the brackets of `text` first nest deeper than `limit`, or nil.
    /// Comments and string literals are skipped (nested block comments, multi-line and raw
    /// strings included); an interpolation's brackets in a string are not counted, which can
    /// only make the depth found smaller.
    static func lineNestingDeeper(than limit: Int, in text: String) -> Int? {
        let bytes = Array(text.utf8)
        let n = bytes.count
        var i = 0, line = 1, depth = 0
        @inline(__always) func at(_ k: Int) -> UInt8 { k < n ? bytes[k] : 0 }
        while i < n {
            let c = bytes[i]
            switch c {
            case UInt8(ascii: "\n"):
                line += 1; i += 1
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
                while i < n && bytes[i] != UInt8(ascii: "\n") { i += 1 }
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
                var level = 0
                repeat {
                    if bytes[i] == UInt8(ascii: "/") && at(i + 1) == UInt8(ascii: "*") { level += 1; i += 2 }
                    else if bytes[i] == UInt8(ascii: "*") && at(i + 1) == UInt8(ascii: "/") { level -= 1; i += 2 }
                    else { if bytes[i] == UInt8(ascii: "\n") { line += 1 }; i += 1 }
                } while level > 0 && i < n
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                // A string literal: `#`s, one or three quotes, up to the same quotes and `#`s.
                var hashes = 0, k = i
                while at(k) == UInt8(ascii: "#") { hashes += 1; k += 1 }
                guard at(k) == UInt8(ascii: "\"") else { i = k; continue }
                let triple = at(k + 1) == UInt8(ascii: "\"") && at(k + 2) == UInt8(ascii: "\"")
                let quotes = triple ? 3 : 1
                k += quotes
                scan: while k < n {
                    let b = bytes[k]
                    if b == UInt8(ascii: "\n") {
                        line += 1
                        if !triple && hashes == 0 { k += 1; break scan }   // unterminated: ends with its line
                    }
                    if b == UInt8(ascii: "\\") && hashes == 0 { k += 2; continue }
                    if b == UInt8(ascii: "\"") && (0..<quotes).allSatisfy({ at(k + $0) == UInt8(ascii: "\"") })
                        && (0..<hashes).allSatisfy({ at(k + quotes + $0) == UInt8(ascii: "#") }) {
                        k += quotes + hashes
                        break scan
                    }
                    k += 1
                }
                i = k
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return line }
                i += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1); i += 1
            default:
                i += 1
            }
        }
        return nil
    }
}
