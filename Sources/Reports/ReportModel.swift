/// How serious a finding is, from the least to the most.
///
/// The three levels are SARIF's `note`, `warning` and `error`; only `error` fails a run.
public enum ReportSeverity: String, Hashable, Sendable, Comparable, CaseIterable {
    /// Worth knowing; never fails a run.
    case note
    /// Likely wrong; does not fail a run.
    case warning
    /// Wrong; fails a run (exit status 2).
    case error

    /// Orders `note` < `warning` < `error`.
    public static func < (a: ReportSeverity, b: ReportSeverity) -> Bool { a.rank < b.rank }

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }
}

/// A rule's descriptor, as reports list it (the SARIF driver's `rules`, the text's tags).
public struct ReportRule: Hashable, Sendable {
    /// The stable id used in findings, configuration, suppressions and `docs/rules/`.
    public var id: String
    /// A short human name ("Hard-coded bar height").
    public var name: String
    /// The severity a finding of this rule has unless configuration changes it.
    public var defaultSeverity: ReportSeverity
    /// What the rule finds, in one sentence.
    public var summary: String
    /// Where the rule's page is (an absolute URL).
    public var helpURI: String

    /// Creates a rule descriptor.
    public init(id: String, name: String, defaultSeverity: ReportSeverity, summary: String, helpURI: String) {
        self.id = id
        self.name = name
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.helpURI = helpURI
    }
}

/// One named extra fact about a finding (a device, an orientation, the offending code),
/// kept in the order the producer gives them so that output is the same every run.
public struct ReportProperty: Hashable, Sendable {
    /// The key, in lower camel case (`device`, `orientation`, `code`).
    public var key: String
    /// The value, as text.
    public var value: String

    /// Creates a property.
    public init(_ key: String, _ value: String) {
        self.key = key
        self.value = value
    }
}

/// One problem at one place in one file, as every reporter renders it.
public struct ReportFinding: Hashable, Sendable {
    /// The rule's id.
    public var rule: String
    /// The severity (the rule's default unless configuration changed it).
    public var severity: ReportSeverity
    /// The file, relative to the current directory when it is under it.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column (in UTF-8 bytes, as compilers count).
    public var column: Int
    /// What is wrong, in plain words.
    public var message: String
    /// What to write instead, in plain words.
    public var suggestion: String
    /// Extra facts in a fixed order: `code` for lint, `device`, `orientation`, `ios` … for the audit.
    public var properties: [ReportProperty]
    /// Replacement code for the offending code, where the fix is mechanical.
    public var fixIt: String?
    /// What identifies this finding across runs besides its rule and file (for example the
    /// offending code, not its line): the SARIF fingerprint is made from it. `nil` uses the line and column.
    public var fingerprintKey: String?

    /// Creates a finding.
    public init(rule: String, severity: ReportSeverity, file: String, line: Int, column: Int,
                message: String, suggestion: String, properties: [ReportProperty] = [],
                fixIt: String? = nil, fingerprintKey: String? = nil) {
        self.rule = rule
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.suggestion = suggestion
        self.properties = properties
        self.fixIt = fixIt
        self.fingerprintKey = fingerprintKey
    }

    /// The value of the property named `key`, if there is one.
    public func property(_ key: String) -> String? {
        properties.first { $0.key == key }?.value
    }

    /// Orders findings by file, line, column, then rule and message: the order every report uses.
    public static func precedes(_ a: ReportFinding, _ b: ReportFinding) -> Bool {
        if a.file != b.file { return a.file.utf8.lexicographicallyPrecedes(b.file.utf8) }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.rule != b.rule { return a.rule.utf8.lexicographicallyPrecedes(b.rule.utf8) }
        return a.message.utf8.lexicographicallyPrecedes(b.message.utf8)
    }
}

/// The tool a report names (the SARIF driver, the JUnit root).
public struct ReportTool: Hashable, Sendable {
    /// The tool's name as a run shows it (`safearea lint`).
    public var name: String
    /// The tool's version.
    public var version: String
    /// The tool's home page.
    public var informationURI: String

    /// Creates a tool description.
    public init(name: String, version: String, informationURI: String) {
        self.name = name
        self.version = version
        self.informationURI = informationURI
    }

    /// The project's home page, which rule help URIs point into.
    public static let homePage = "https://github.com/safeareakit/safeareakit"
}

/// Counts by severity, as every report's summary gives them.
public struct ReportSummary: Hashable, Sendable {
    /// Findings at `error`.
    public var errors: Int
    /// Findings at `warning`.
    public var warnings: Int
    /// Findings at `note`.
    public var notes: Int

    /// Counts `findings`.
    public init(_ findings: [ReportFinding]) {
        var e = 0, w = 0, n = 0
        for f in findings {
            switch f.severity {
            case .error: e += 1
            case .warning: w += 1
            case .note: n += 1
            }
        }
        errors = e
        warnings = w
        notes = n
    }
}

/// Something said about an input rather than found in it: a part of a storyboard the reader
/// could not use (an unknown element, a dangling reference, an unreadable number), so the
/// findings are about a layout without it. SARIF carries these as tool execution
/// notifications, JSON as `inputWarnings`, JUnit as `<system-err>`, HTML as a list of its own.
public struct ReportNotice: Hashable, Sendable {
    /// The file, as the run names it (relative to the current directory when under it).
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// What was tolerated and what was done instead.
    public var message: String
    /// `warning` for what the reader tolerated; `error` for an input that could not be read.
    public var severity: ReportSeverity

    /// Creates a notice.
    public init(file: String, line: Int, message: String, severity: ReportSeverity = .warning) {
        self.file = file
        self.line = line
        self.message = message
        self.severity = severity
    }

    /// `file:line: warning: message`, in the form Xcode prints.
    public var description: String { "\(file):\(line): \(severity.rawValue): \(message)" }
}
