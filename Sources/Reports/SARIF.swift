import Audit
import Foundation

/// SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format), as GitHub code scanning
/// accepts it: relative artifact URIs against `%SRCROOT%`, 1-based integer lines and columns,
/// stable rule ids with their default level, and a partial fingerprint per finding that does
/// not change from run to run.
public enum SARIFReport {
    /// The SARIF schema the document declares.
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The document for `findings`, with every rule of `rules` in the driver.
    public static func render(_ findings: [Finding], rules: [AuditRule], toolVersion: String = "0.1.0",
                              relativeTo base: String = FileManager.default.currentDirectoryPath) throws -> String {
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let driverRules: [[String: Any]] = rules.map { rule in
            ["id": rule.id, "name": rule.id,
             "shortDescription": ["text": rule.summary],
             "helpUri": "https://github.com/safeareakit/safeareakit/blob/main/docs/audit.md#rules",
             "defaultConfiguration": ["level": level(rule.severity)]]
        }
        let results: [[String: Any]] = findings.map { f in
            let uri = relative(f.location.file, to: base)
            var result: [String: Any] = [
                "ruleId": f.rule,
                "level": level(f.severity),
                "message": ["text": "\(f.message) (\(f.device), \(f.orientation.rawValue), iOS \(f.iOS))"],
                "locations": [["physicalLocation": [
                    "artifactLocation": ["uri": uri, "uriBaseId": "%SRCROOT%"],
                    "region": ["startLine": max(1, f.location.line), "startColumn": max(1, f.location.column)],
                ]]],
                "partialFingerprints": ["safeareaFinding/v1": fingerprint(f, uri: uri)],
                "properties": ["scene": f.scene, "view": f.view, "device": f.device,
                               "orientation": f.orientation.rawValue, "ios": f.iOS],
            ]
            if let index = ruleIndex[f.rule] { result["ruleIndex"] = index }
            return result
        }
        let document: [String: Any] = [
            "$schema": schema,
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": ["name": "safearea", "version": toolVersion,
                                    "informationUri": "https://github.com/safeareakit/safeareakit", "rules": driverRules]],
                "originalUriBaseIds": ["%SRCROOT%": ["uri": "file://" + (base.hasSuffix("/") ? base : base + "/")]],
                "results": results,
            ]],
        ]
        let data = try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func level(_ severity: Severity) -> String { severity == .error ? "error" : "warning" }

    /// A path relative to `base` when it is under it.
    static func relative(_ path: String, to base: String) -> String {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// FNV-1a of what identifies a finding across runs (not its message's numbers).
    static func fingerprint(_ f: Finding, uri: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(uri)|\(f.rule)|\(f.scene)|\(f.view)|\(f.device)|\(f.orientation.rawValue)|\(f.iOS)".utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return String(hash, radix: 16)
    }
}
