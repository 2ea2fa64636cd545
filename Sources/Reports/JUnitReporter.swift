/// JUnit XML for CI dashboards: one `<testsuite>` per rule or per file, one `<testcase>`
/// per finding, each with a `<failure>` whose `type` is the severity.
public enum JUnitReporter {
    /// How findings are grouped into test suites.
    public enum Grouping: String, Sendable, CaseIterable {
        /// One suite per rule id.
        case rule
        /// One suite per file.
        case file
    }

    /// The document for `findings` of `toolName`. Suites are in the byte order of their names,
    /// cases in the order of `findings`. With no finding, one passing case says so, so that a
    /// dashboard shows a green run rather than an empty one. `notices` (inputs that could not
    /// be read) come last, in a suite of their own, each a case with an `<error>`.
    public static func render(_ findings: [ReportFinding], toolName: String, grouping: Grouping = .rule,
                              notices: [ReportNotice] = []) -> String {
        var names: [String] = []
        var groups: [String: [ReportFinding]] = [:]
        for f in findings {
            let key = grouping == .rule ? f.rule : f.file
            if groups[key] == nil { names.append(key) }
            groups[key, default: []].append(f)
        }
        names.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let tests = max(1, findings.count) + notices.count
        out += "<testsuites name=\"\(XMLText.escape(toolName))\" tests=\"\(tests)\" failures=\"\(findings.count)\" errors=\"\(notices.count)\">\n"
        if findings.isEmpty {
            out += "  <testsuite name=\"\(XMLText.escape(toolName))\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"0\">\n"
            out += "    <testcase classname=\"\(XMLText.escape(toolName))\" name=\"no findings\"/>\n"
            out += "  </testsuite>\n"
        }
        for name in names {
            let list = groups[name] ?? []
            out += "  <testsuite name=\"\(XMLText.escape(name))\" tests=\"\(list.count)\" failures=\"\(list.count)\" errors=\"0\" skipped=\"0\">\n"
            for f in list {
                let place = "\(f.file):\(f.line):\(f.column)"
                let caseName = grouping == .rule ? place : "\(f.rule) at \(f.line):\(f.column)"
                out += "    <testcase classname=\"\(XMLText.escape(name))\" name=\"\(XMLText.escape(caseName))\" file=\"\(XMLText.escape(f.file))\" line=\"\(f.line)\">\n"
                var body = "\(place): \(f.severity.rawValue): \(f.message) [\(f.rule)]"
                if let code = f.property("code") { body += "\ncode: \(code)" }
                if !f.suggestion.isEmpty { body += "\nsuggestion: \(f.suggestion)" }
                if let fix = f.fixIt { body += "\nfix-it: \(fix)" }
                out += "      <failure type=\"\(f.severity.rawValue)\" message=\"\(XMLText.escape(f.message))\">\(XMLText.escape(body))</failure>\n"
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        if !notices.isEmpty {
            let suite = "\(toolName): inputs not read"
            out += "  <testsuite name=\"\(XMLText.escape(suite))\" tests=\"\(notices.count)\" failures=\"0\" errors=\"\(notices.count)\" skipped=\"0\">\n"
            for n in notices {
                out += "    <testcase classname=\"\(XMLText.escape(suite))\" name=\"\(XMLText.escape(n.file))\" file=\"\(XMLText.escape(n.file))\" line=\"\(n.line)\">\n"
                out += "      <error type=\"\(n.severity.rawValue)\" message=\"\(XMLText.escape(n.message))\">\(XMLText.escape(n.description))</error>\n"
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }
}
