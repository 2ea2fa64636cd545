/// Name normalisation and edit distance for device and orientation look-ups.
public enum NameMatching {
    /// Lowercases and keeps letters, digits and commas, so that `"iPhone 15-Pro"`,
    /// `"iphone15pro"` and `"IPHONE_15_PRO"` compare equal and `"iPhone16,1"` keeps its comma.
    public static func normalize(_ text: String) -> String {
        String(text.lowercased().filter { ($0.isLetter || $0.isNumber || $0 == ",") && $0.isASCII })
    }

    /// Levenshtein distance between two strings (insertions, deletions and substitutions cost 1).
    public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs), b = Array(rhs)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The `limit` candidates closest to `query`; each candidate is scored by the best of its
    /// spellings (normalised before comparing). Ties keep the candidates' order.
    public static func closest(to query: String, among candidates: [(name: String, spellings: [String])],
                               limit: Int = 3) -> [String] {
        let key = normalize(query)
        let scored = candidates.enumerated().map { index, candidate -> (Int, Int, String) in
            let distance = candidate.spellings.map { spelling -> Int in
                let normalized = normalize(spelling)
                // A query that is a prefix of a spelling ("iphone15") is closer than its edit distance says.
                if !key.isEmpty, normalized.hasPrefix(key) { return (normalized.count - key.count) / 3 }
                return editDistance(key, normalized)
            }.min() ?? Int.max
            return (distance, index, candidate.name)
        }
        return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(limit).map(\.2)
    }

    /// The orientation names closest to `query`.
    public static func closestOrientationNames(to query: String, limit: Int = 3) -> [String] {
        closest(to: query, among: Orientation.argumentNames.map { ($0, [$0]) }, limit: limit)
    }
}
