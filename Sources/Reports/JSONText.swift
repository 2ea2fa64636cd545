/// A JSON value whose objects keep their keys in the order given, so a document is
/// byte-identical from run to run (reports never iterate a dictionary).
public indirect enum JSONText: Hashable, Sendable {
    /// A string.
    case string(String)
    /// An integer.
    case int(Int)
    /// A boolean.
    case bool(Bool)
    /// `null`.
    case null
    /// An array.
    case array([JSONText])
    /// An object, keys in output order.
    case object([(String, JSONText)])

    /// Compares structurally, keys in order.
    public static func == (a: JSONText, b: JSONText) -> Bool {
        switch (a, b) {
        case let (.string(x), .string(y)): return x == y
        case let (.int(x), .int(y)): return x == y
        case let (.bool(x), .bool(y)): return x == y
        case (.null, .null): return true
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// Hashes structurally.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .string(let s): hasher.combine(0); hasher.combine(s)
        case .int(let i): hasher.combine(1); hasher.combine(i)
        case .bool(let b): hasher.combine(2); hasher.combine(b)
        case .null: hasher.combine(3)
        case .array(let a): hasher.combine(4); hasher.combine(a)
        case .object(let o):
            hasher.combine(5)
            for (k, v) in o { hasher.combine(k); hasher.combine(v) }
        }
    }

    /// The value as indented JSON (two spaces), with a final newline.
    public func pretty() -> String {
        var out = ""
        write(into: &out, indent: 0, pretty: true)
        return out + "\n"
    }

    /// The value as compact JSON on one line (`", "` and `": "` separators), with a final newline.
    public func compact() -> String {
        var out = ""
        write(into: &out, indent: 0, pretty: false)
        return out + "\n"
    }

    private func write(into out: inout String, indent: Int, pretty: Bool) {
        switch self {
        case .string(let s): JSONText.quote(s, into: &out)
        case .int(let i): out += String(i)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += pretty ? "," : ", " }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                item.write(into: &out, indent: indent + 1, pretty: pretty)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += pretty ? "," : ", " }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                JSONText.quote(key, into: &out)
                out += ": "
                value.write(into: &out, indent: indent + 1, pretty: pretty)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "}"
        }
    }

    /// Appends `text` as a JSON string literal (slashes are not escaped).
    static func quote(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
