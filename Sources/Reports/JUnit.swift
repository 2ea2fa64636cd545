import Audit

/// JUnit XML for CI dashboards: one test suite per file, one test case per screen view and
/// rule, failing with every configuration it fails on.
public enum JUnitReport {
    /// The document for `findings` over `configurations` layouts. A file the reader warned about
    /// (`notices`) says so in its suite's `<system-err>`; a file with warnings and no finding
    /// has a suite of no test for them.
    public static func render(_ findings: [Finding], configurations: Int, notices: [ReportNotice] = []) -> String {
        var files: [String] = []
        var cases: [String: [(name: String, findings: [Finding])]] = [:]
        var said: [String: [ReportNotice]] = [:]
        for n in notices { said[n.file, default: []].append(n) }
        for f in findings {
            if cases[f.location.file] == nil { files.append(f.location.file); cases[f.location.file] = [] }
            // A conflict of the screen is its own case, named by the constraint broken.
            let name = "\(f.scene).\(f.view) [\(f.rule)]" + (f.subject.map { " \($0)" } ?? "")
            if let i = cases[f.location.file]!.firstIndex(where: { $0.name == name }) {
                cases[f.location.file]![i].findings.append(f)
            } else {
                cases[f.location.file]!.append((name, [f]))
            }
        }
        // Files warned about but without findings follow the others, in the notices' order.
        for n in notices where cases[n.file] == nil {
            files.append(n.file)
            cases[n.file] = []
        }
        // A case fails when any of its findings is an error; the totals count cases, as the
        // suites' do (a count of findings would not add up with `tests`).
        func fails(_ c: (name: String, findings: [Finding])) -> Bool { c.findings.contains { $0.severity == .error } }
        let allCases = cases.values.flatMap { $0 }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"safearea audit\" tests=\"\(allCases.count)\" failures=\"\(allCases.filter(fails).count)\">\n"
        for file in files {
            let list = cases[file] ?? []
            out += "  <testsuite name=\"\(escape(file))\" tests=\"\(list.count)\" failures=\"\(list.filter(fails).count)\">\n"
            for c in list {
                let first = c.findings.first { $0.severity == .error } ?? c.findings[0]
                out += "    <testcase classname=\"\(escape(file))\" name=\"\(escape(c.name))\">\n"
                let tag = fails(c) ? "failure" : "system-out"
                var places: [String] = []
                for f in c.findings {
                    let place = "\(f.device) \(f.orientation.rawValue) iOS \(f.iOSVersion)\(f.designIOS.map { " (iOS \($0)'s rules)" } ?? "")"
                    if !places.contains(place) { places.append(place) }
                }
                if tag == "failure" {
                    out += "      <failure type=\"\(escape(first.rule))\" message=\"\(escape(first.message))\">\(escape(places.joined(separator: "\n")))</failure>\n"
                } else {
                    out += "      <system-out>\(escape("warning: " + first.message + "\n" + places.joined(separator: "\n")))</system-out>\n"
                }
                out += "    </testcase>\n"
            }
            if let warned = said[file] {
                out += "    <system-err>\(escape(warned.map(\.description).joined(separator: "\n")))</system-err>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    /// XML text and attribute escaping (``XMLText/escape(_:)``).
    static func escape(_ text: String) -> String { XMLText.escape(text) }
}
