import Reports

/// In-source suppressions, read from comments:
///
/// - `// safearea:disable:next rule-id` — the next line;
/// - `// safearea:disable:this rule-id` — the comment's own line;
/// - `// safearea:disable rule-id` … `// safearea:enable rule-id` — the lines between;
///
/// several ids may follow, separated by spaces or commas, and `all` names every rule.
struct Suppressions {
    /// A comment naming a rule id that does not exist.
    struct UnknownRule {
        let id: String
        let line: Int
        let column: Int
    }

    private var lines: [Int: [String]] = [:]
    private var regions: [(rule: String, from: Int, to: Int)] = []
    /// Ids named in comments that are no rule's.
    private(set) var unknown: [UnknownRule] = []

    /// No suppression.
    init() {}

    /// Reads `comments` (in source order: their line, column and text, with the comment markers).
    init(comments: [(line: Int, column: Int, text: Substring)]) {
        var open: [(rule: String, from: Int)] = []
        for comment in comments {
            guard let range = comment.text.range(of: "safearea:") else { continue }
            let rest = comment.text[range.upperBound...]
            let words = rest.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "*" || $0 == "/" })
            guard let directive = words.first else { continue }
            let ids = words.dropFirst().map(String.init)
            for id in ids where id != "all" && LintRuleID(rawValue: id) == nil {
                unknown.append(UnknownRule(id: id, line: comment.line, column: comment.column))
            }
            switch directive {
            case "disable:next": lines[comment.line + 1, default: []] += ids
            case "disable:this": lines[comment.line, default: []] += ids
            case "disable": open += ids.map { ($0, comment.line) }
            case "enable":
                for id in ids {
                    if let i = open.lastIndex(where: { $0.rule == id }) {
                        regions.append((id, open[i].from, comment.line))
                        open.remove(at: i)
                    }
                }
            default: continue
            }
        }
        regions += open.map { ($0.rule, $0.from, Int.max) }
    }

    /// Whether findings of `rule` on `line` are suppressed.
    func suppresses(_ rule: String, line: Int) -> Bool {
        if let ids = lines[line], ids.contains(rule) || ids.contains("all") { return true }
        return regions.contains { ($0.rule == rule || $0.rule == "all") && $0.from <= line && line <= $0.to }
    }
}

/// Collects one file's findings: applies the configuration's enabled rules and severities,
/// the file's suppressions, and adds the offending line's code.
struct FindingCollector {
    let file: String
    let configuration: LintConfiguration
    let source: SourceText
    private(set) var raw: [(rule: LintRuleID, line: Int, column: Int, message: String, suggestion: String, fixIt: String?)] = []

    init(file: String, configuration: LintConfiguration, source: SourceText) {
        self.file = file
        self.configuration = configuration
        self.source = source
    }

    /// Records a finding of `rule` at `line`:`column`.
    mutating func add(_ rule: LintRuleID, line: Int, column: Int, message: String, suggestion: String, fixIt: String? = nil) {
        guard configuration.isEnabled(rule.rawValue) else { return }
        raw.append((rule, line, column, message, suggestion, fixIt))
    }

    /// The findings that `suppressions` leave, plus one per unknown rule id in a suppression,
    /// sorted by line and column; one finding per rule and place.
    func findings(suppressions: Suppressions) -> [ReportFinding] {
        var out: [ReportFinding] = []
        var seen = Set<String>()
        for r in raw where !suppressions.suppresses(r.rule.rawValue, line: r.line) {
            guard seen.insert("\(r.rule.rawValue)|\(r.line)|\(r.column)").inserted else { continue }
            out.append(make(r.rule, r.line, r.column, r.message, r.suggestion, r.fixIt))
        }
        if configuration.isEnabled(LintRuleID.unknownRuleInSuppression.rawValue) {
            for u in suppressions.unknown {
                let closest = LintError.closest(to: u.id, in: LintRuleID.allCases.map(\.rawValue))
                out.append(make(.unknownRuleInSuppression, u.line, u.column,
                                "'\(u.id)' is not a rule id, so this comment suppresses nothing.",
                                closest.map { "Write '\($0)'." } ?? "Name a rule of `safearea lint --help`, or `all`.", nil))
            }
        }
        return out.sorted(by: ReportFinding.precedes)
    }

    private func make(_ rule: LintRuleID, _ line: Int, _ column: Int, _ message: String, _ suggestion: String, _ fixIt: String?) -> ReportFinding {
        let code = source.code(line: line)
        return ReportFinding(rule: rule.rawValue, severity: configuration.severity(of: LintRules.rule(rule)), file: file,
                                  line: line, column: column, message: message, suggestion: suggestion,
                                  properties: code.isEmpty ? [] : [.init("code", code)], fixIt: fixIt,
                                  fingerprintKey: code)
    }
}
