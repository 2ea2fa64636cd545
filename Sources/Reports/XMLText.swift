/// XML escaping for text and attribute values.
public enum XMLText {
    /// `text` with `& < > " '` replaced by entities and control characters other than tab,
    /// line feed and carriage return (which XML 1.0 forbids) replaced by a space.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: out += " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
