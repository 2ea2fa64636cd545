import Audit
import Foundation

/// The audit's findings as SARIF 2.1.0, through the generic ``SARIFReporter``: each finding's
/// device, orientation and iOS version go into its message and properties, and its fingerprint
/// is made of the scene, view and configuration, not of the message's numbers.
public enum SARIFReport {
    /// The SARIF schema the document declares.
    public static let schema = SARIFReporter.schema

    /// The document for `findings`, with every rule of `rules` in the driver and `notices` (the
    /// reader's warnings about the inputs) as the invocation's notifications; paths under
    /// `base` are written relative to it.
    public static func render(_ findings: [Finding], rules: [AuditRule], notices: [ReportNotice] = [], toolVersion: String = "0.1.0",
                              relativeTo base: String = FileManager.default.currentDirectoryPath) throws -> String {
        let reportRules = rules.map {
            ReportRule(id: $0.id, name: $0.id, defaultSeverity: severity($0.severity), summary: $0.summary,
                       helpURI: ReportTool.homePage + "/blob/main/docs/audit.md#rules")
        }
        let tool = ReportTool(name: "safearea", version: toolVersion, informationURI: ReportTool.homePage)
        return SARIFReporter.render(findings.map { reportFinding($0, relativeTo: base) }, rules: reportRules,
                                    tool: tool, sourceRoot: base,
                                    notices: notices.map { n in var n = n; n.file = relative(n.file, to: base); return n })
    }

    /// An audit finding as a report finding: the configuration in the message and properties.
    public static func reportFinding(_ f: Finding, relativeTo base: String) -> ReportFinding {
        let orientation = f.orientation.rawValue
        return ReportFinding(
            rule: f.rule, severity: severity(f.severity), file: relative(f.location.file, to: base),
            line: max(1, f.location.line), column: max(1, f.location.column),
            message: "\(f.message) (\(f.device), \(orientation), iOS \(f.iOSVersion)\(f.designIOS.map { " with iOS \($0)'s rules" } ?? ""))", suggestion: "",
            properties: [ReportProperty("scene", f.scene), ReportProperty("view", f.view), ReportProperty("device", f.device),
                         ReportProperty("orientation", orientation), ReportProperty("ios", String(f.iOS))]
                + (f.iOSPointRelease.map { [ReportProperty("iosPointRelease", String($0))] } ?? [])
                + (f.designIOS.map { [ReportProperty("designIOS", String($0))] } ?? []),
            // A conflict adds what it is about (the constraint broken, not its line): two
            // conflicts of one screen are two results, each kept when the other is fixed.
            fingerprintKey: "\(f.scene)|\(f.view)|\(f.device)|\(orientation)|\(f.iOS)"
                + (f.subject.map { "|\($0)" } ?? ""))
    }

    /// The report severity of an audit severity.
    static func severity(_ severity: Severity) -> ReportSeverity { severity == .error ? .error : .warning }

    /// A path relative to `base` when it is under it.
    static func relative(_ path: String, to base: String) -> String {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
