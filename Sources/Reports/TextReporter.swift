/// Findings in Xcode's diagnostic form, which Xcode, editors and CI logs turn into
/// annotations: `file:line:col: error: message [rule-id]`, then the offending code, the
/// suggestion and the fix-it indented below it, then a summary line.
public enum TextReporter {
    /// The report for `findings` (in the order given), closed by `"<subject>: N errors, N warnings"`.
    public static func render(_ findings: [ReportFinding], subject: String) -> String {
        var out = ""
        for f in findings {
            out += "\(f.file):\(f.line):\(f.column): \(f.severity.rawValue): \(f.message) [\(f.rule)]\n"
            if let code = f.property("code") { out += "    code: \(code)\n" }
            if !f.suggestion.isEmpty { out += "    suggestion: \(f.suggestion)\n" }
            if let fix = f.fixIt { out += "    fix-it: \(fix)\n" }
        }
        let summary = ReportSummary(findings)
        if !findings.isEmpty { out += "\n" }
        out += "\(subject): \(plural(summary.errors, "error")), \(plural(summary.warnings, "warning"))"
        if summary.notes > 0 { out += ", \(plural(summary.notes, "note"))" }
        return out + "\n"
    }

    /// `"1 error"`, `"2 errors"`.
    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

/// Findings as the compact JSON object of docs/CLI.md's `safearea lint`:
/// `{"files": N, "findings": [{rule, severity, file, line, column, message, suggestion}],
/// "summary": {errors, warnings}}`.
public enum FindingsJSONReporter {
    /// The document for `findings` over `files` scanned files; `notices` (inputs that could not
    /// be scanned) go under `notLinted`, a key present only when there is one; `baseline`
    /// (what a baseline accepted) under `baseline`, only when one was read.
    public static func render(_ findings: [ReportFinding], files: Int, notices: [ReportNotice] = [],
                              baseline: (file: String, accepted: Int, unmatched: Int)? = nil) -> String {
        let summary = ReportSummary(findings)
        let items: [JSONText] = findings.map { f in
            .object([
                ("rule", .string(f.rule)),
                ("severity", .string(f.severity.rawValue)),
                ("file", .string(f.file)),
                ("line", .int(f.line)),
                ("column", .int(f.column)),
                ("message", .string(f.message)),
                ("suggestion", .string(f.suggestion)),
            ])
        }
        var document: [(String, JSONText)] = [("files", .int(files))]
        if !notices.isEmpty {
            document.append(("notLinted", .array(notices.map { n in
                .object([("file", .string(n.file)), ("line", .int(n.line)), ("message", .string(n.message))])
            })))
        }
        if let baseline {
            document.append(("baseline", .object([("file", .string(baseline.file)), ("accepted", .int(baseline.accepted)),
                                                  ("unmatched", .int(baseline.unmatched))])))
        }
        document.append(("findings", .array(items)))
        document.append(("summary", .object([("errors", .int(summary.errors)), ("warnings", .int(summary.warnings))])))
        return JSONText.object(document).compact()
    }
}
