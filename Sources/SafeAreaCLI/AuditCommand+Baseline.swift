import Audit
import Foundation

/// What a baseline did to a run's findings, for the reports.
struct BaselineOutcome {
    /// The baseline file, as named.
    var path: String
    /// Findings it accepted (left out of the report).
    var accepted: Int
    /// Its entries that matched no finding: fixed since, or renamed.
    var unmatched: Int

    /// The note the text and HTML reports open with, in Xcode's diagnostic form.
    var note: String {
        let stale = unmatched == 0 ? "" : " (\(unmatched) of its entr\(unmatched == 1 ? "y" : "ies") no longer found: write it again with --write-baseline to drop \(unmatched == 1 ? "it" : "them"))"
        return "\(AuditOutput.relative(path)): note: \(accepted) finding\(accepted == 1 ? "" : "s") accepted by the baseline not reported\(stale)"
    }

    /// The JSON report's `baseline` member.
    var json: String {
        "{\"file\": \(jsonString(AuditOutput.relative(path))), \"accepted\": \(accepted), \"unmatched\": \(unmatched)}"
    }
}

extension AuditCommand {
    /// Writes `findings` to `--write-baseline`'s file when it is named, then leaves out those the
    /// baseline (`--baseline`, else the configuration file's `baseline`) accepts. Nil when no
    /// baseline is read.
    func applyBaseline(to findings: inout [Finding], configuration: AuditConfiguration) throws -> BaselineOutcome? {
        if let writeBaseline {
            let folder = URL(fileURLWithPath: writeBaseline).standardizedFileURL.deletingLastPathComponent().path
            do { try AuditBaseline(findings: findings, relativeTo: folder).json.write(toFile: writeBaseline, atomically: true, encoding: .utf8) } catch {
                throw CommandFailure(message: "\(writeBaseline): error: cannot write the baseline: \(error.localizedDescription)")
            }
        }
        guard let path = baseline ?? configuration.baselinePath else { return nil }
        let read: AuditBaseline
        do { read = try AuditBaseline.read(path: path) } catch { throw CommandFailure(message: error.description) }
        let folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        let (kept, accepted, unmatched) = read.filter(findings, relativeTo: folder)
        findings = kept
        return BaselineOutcome(path: path, accepted: accepted, unmatched: unmatched)
    }
}
