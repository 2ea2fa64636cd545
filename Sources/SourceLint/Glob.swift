/// A path pattern of `.safearea.yml`'s `excluded` list: `*` matches within one path component,
/// `**` any number of components, `?` one character. A pattern matches a path when it matches
/// the whole path or one of its leading folders, so `Pods` and `Vendor/*` exclude all beneath.
public struct Glob: Hashable, Sendable {
    /// The pattern as written.
    public let pattern: String
    private let segments: [[UInt8]]

    /// Compiles `pattern` (a leading `./` and trailing `/` are ignored).
    public init(_ pattern: String) {
        self.pattern = pattern
        var text = Substring(pattern)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        while text.hasSuffix("/") { text = text.dropLast() }
        segments = text.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.utf8) }
    }

    /// Whether `path` (relative, `/`-separated) or one of its leading folders matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.utf8) }
        for end in stride(from: parts.count, through: 1, by: -1) where Glob.match(segments[...], parts[..<end]) {
            return true
        }
        return false
    }

    private static func match(_ pattern: ArraySlice<[UInt8]>, _ path: ArraySlice<[UInt8]>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == Array("**".utf8) {
            var rest = path
            while true {
                if match(pattern.dropFirst(), rest) { return true }
                if rest.isEmpty { return false }
                rest = rest.dropFirst()
            }
        }
        guard let head = path.first, segment(first[...], head[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func segment(_ p: ArraySlice<UInt8>, _ s: ArraySlice<UInt8>) -> Bool {
        guard let c = p.first else { return s.isEmpty }
        if c == UInt8(ascii: "*") {
            var rest = s
            while true {
                if segment(p.dropFirst(), rest) { return true }
                if rest.isEmpty { return false }
                rest = rest.dropFirst()
            }
        }
        guard let h = s.first, c == UInt8(ascii: "?") || c == h else { return false }
        return segment(p.dropFirst(), s.dropFirst())
    }
}
