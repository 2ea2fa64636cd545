/// A file's bytes with the offset of each line, for 1-based line and column lookups and the
/// offending line's text.
struct SourceText {
    /// The file's UTF-8 bytes.
    let bytes: [UInt8]
    /// The byte offset where each line starts.
    private(set) var lineStarts: [Int] = [0]

    init(_ text: String) {
        bytes = Array(text.utf8)
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") { lineStarts.append(i + 1) }
    }

    /// The 1-based line and column (in bytes) of `offset`.
    func location(of offset: Int) -> (line: Int, column: Int) {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return (lo + 1, offset - lineStarts[lo] + 1)
    }

    /// Line `line` (1-based) without its indentation and trailing space, at most 160 bytes.
    func code(line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        var start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while start < end, bytes[start] == 32 || bytes[start] == 9 { start += 1 }
        while end > start, bytes[end - 1] == 10 || bytes[end - 1] == 13 || bytes[end - 1] == 32 || bytes[end - 1] == 9 { end -= 1 }
        var text = String(decoding: bytes[start..<end], as: UTF8.self)
        if text.utf8.count > 160 { text = String(text.prefix(157)) + "..." }
        return text
    }
}
