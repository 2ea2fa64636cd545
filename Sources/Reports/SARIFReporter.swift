/// SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format) as GitHub code scanning
/// accepts it: the driver lists every rule with its `shortDescription`, `helpUri` and default
/// level; each result has `ruleId`, `ruleIndex`, `level`, `message.text`, a location with a
/// relative URI against `%SRCROOT%` and 1-based integer `startLine` / `startColumn`, and a
/// partial fingerprint that stays the same from run to run.
public enum SARIFReporter {
    /// The schema the document declares.
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The key of the partial fingerprint in each result.
    public static let fingerprintName = "safeareaFinding/v1"

    /// The document for `findings` (in the order given) of `tool`, listing `rules` in the driver.
    /// With `sourceRoot` (an absolute directory), `originalUriBaseIds` resolves `%SRCROOT%` to it;
    /// without, the consumer supplies the base (GitHub uses the checkout). `notices` (what the
    /// tool said about its inputs) become the run's invocation's `toolExecutionNotifications`;
    /// without any, the run has no `invocations`.
    public static func render(_ findings: [ReportFinding], rules: [ReportRule], tool: ReportTool,
                              sourceRoot: String? = nil, notices: [ReportNotice] = []) -> String {
        var ruleIndex: [String: Int] = [:]
        for (i, rule) in rules.enumerated() where ruleIndex[rule.id] == nil { ruleIndex[rule.id] = i }
        let driverRules: [JSONText] = rules.map { rule in
            .object([
                ("id", .string(rule.id)),
                ("name", .string(rule.name)),
                ("shortDescription", .object([("text", .string(rule.summary))])),
                ("helpUri", .string(rule.helpURI)),
                ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
            ])
        }
        var seen: [String: Int] = [:]
        let results: [JSONText] = findings.map { f in
            let uri = encodeURI(f.file)
            var basis = "\(f.rule)|\(uri)|\(f.fingerprintKey ?? "\(f.line):\(f.column)")"
            let occurrence = seen[basis, default: 0]
            seen[basis] = occurrence + 1
            if occurrence > 0 { basis += "|\(occurrence)" }
            var result: [(String, JSONText)] = [("ruleId", .string(f.rule))]
            if let index = ruleIndex[f.rule] { result.append(("ruleIndex", .int(index))) }
            result.append(("level", .string(level(f.severity))))
            let text = f.suggestion.isEmpty ? f.message : "\(f.message) \(f.suggestion)"
            result.append(("message", .object([("text", .string(text))])))
            result.append(("locations", .array([.object([("physicalLocation", .object([
                ("artifactLocation", .object([("uri", .string(uri)), ("uriBaseId", .string("%SRCROOT%"))])),
                ("region", .object([("startLine", .int(max(1, f.line))), ("startColumn", .int(max(1, f.column)))])),
            ]))])])))
            result.append(("partialFingerprints", .object([(fingerprintName, .string(fingerprint(basis)))])))
            var properties = f.properties.map { ($0.key, JSONText.string($0.value)) }
            if let fix = f.fixIt { properties.append(("fixIt", .string(fix))) }
            if !properties.isEmpty { result.append(("properties", .object(properties))) }
            return .object(result)
        }
        var run: [(String, JSONText)] = [
            ("tool", .object([("driver", .object([
                ("name", .string(tool.name)),
                ("version", .string(tool.version)),
                ("informationUri", .string(tool.informationURI)),
                ("rules", .array(driverRules)),
            ]))])),
        ]
        if let sourceRoot {
            let root = sourceRoot.hasSuffix("/") ? sourceRoot : sourceRoot + "/"
            run.append(("originalUriBaseIds", .object([("%SRCROOT%", .object([("uri", .string("file://" + encodeURI(root)))]))])))
        }
        if !notices.isEmpty {
            // SARIF §3.20.21: an invocation's notifications about the run rather than a result.
            let notifications: [JSONText] = notices.map { n in
                .object([
                    ("level", .string(level(n.severity))),
                    ("message", .object([("text", .string(n.message))])),
                    ("locations", .array([.object([("physicalLocation", .object([
                        ("artifactLocation", .object([("uri", .string(encodeURI(n.file))), ("uriBaseId", .string("%SRCROOT%"))])),
                        ("region", .object([("startLine", .int(max(1, n.line)))])),
                    ]))])])),
                ])
            }
            let successful = !notices.contains { $0.severity == .error }
            run.append(("invocations", .array([.object([
                ("executionSuccessful", .bool(successful)),
                ("toolExecutionNotifications", .array(notifications)),
            ])])))
        }
        run.append(("results", .array(results)))
        return JSONText.object([
            ("$schema", .string(schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ]).pretty()
    }

    /// SARIF's level for a severity.
    public static func level(_ severity: ReportSeverity) -> String { severity.rawValue }

    /// A path as a URI reference: every byte outside RFC 3986's unreserved set and `/` percent-encoded.
    public static func encodeURI(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }

    /// The 64-bit FNV-1a hash of `basis`, as 16 hexadecimal digits.
    public static func fingerprint(_ basis: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in basis.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
