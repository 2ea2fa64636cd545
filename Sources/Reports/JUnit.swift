import Audit

/// JUnit XML for CI dashboards: one test suite per file, one test case per screen view and
/// rule, failing with every configuration it fails on.
public enum JUnitReport {
    /// The document for `findings` over `configurations` layouts.
    public static func render(_ findings: [Finding], configurations: Int) -> String {
        var files: [String] = []
        var cases: [String: [(name: String, findings: [Finding])]] = [:]
        for f in findings {
            if cases[f.location.file] == nil { files.append(f.location.file); cases[f.location.file] = [] }
            let name = "\(f.scene).\(f.view) [\(f.rule)]"
            if let i = cases[f.location.file]!.firstIndex(where: { $0.name == name }) {
                cases[f.location.file]![i].findings.append(f)
            } else {
                cases[f.location.file]!.append((name, [f]))
            }
        }
        let errors = findings.filter { $0.severity == .error }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"safearea audit\" tests=\"\(cases.values.reduce(0) { $0 + $1.count })\" failures=\"\(errors)\">\n"
        for file in files {
            let list = cases[file] ?? []
            out += "  <testsuite name=\"\(escape(file))\" tests=\"\(list.count)\" failures=\"\(list.filter { $0.findings.contains { $0.severity == .error } }.count)\">\n"
            for c in list {
                let first = c.findings[0]
                out += "    <testcase classname=\"\(escape(file))\" name=\"\(escape(c.name))\">\n"
                let tag = first.severity == .error ? "failure" : "system-out"
                let places = c.findings.map { "\($0.device) \($0.orientation.rawValue) iOS \($0.iOSVersion)\($0.designIOS.map { " (iOS \($0)'s rules)" } ?? "")" }.joined(separator: "\n")
                if tag == "failure" {
                    out += "      <failure type=\"\(escape(first.rule))\" message=\"\(escape(first.message))\">\(escape(places))</failure>\n"
                } else {
                    out += "      <system-out>\(escape("warning: " + first.message + "\n" + places))</system-out>\n"
                }
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    /// XML text and attribute escaping (``XMLText/escape(_:)``).
    static func escape(_ text: String) -> String { XMLText.escape(text) }
}
