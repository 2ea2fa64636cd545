import Audit
import DeviceCatalog
import Foundation
import LayoutSpec
import Testing
@testable import Reports

@Suite("Audit findings as SARIF and JUnit")
struct ReportTests {
    static let finding = Finding(rule: "content-under-home-indicator", severity: .error,
                                 location: SourceLocation(file: "/repo/Screens/pay.yaml", line: 11, column: 9),
                                 scene: "checkoutVC", view: "payButton", device: "iphone-x", orientation: .portrait, iOS: 16,
                                 message: "'payButton' (button) runs under the home indicator.",
                                 rect: Rect(x: 16, y: 746, width: 343, height: 50), overlap: Rect(x: 16, y: 778, width: 343, height: 18))

    @Test("SARIF 2.1.0: version, schema, driver rules with levels, relative URIs, integer regions, fingerprints")
    func sarif() throws {
        let text = try SARIFReport.render([Self.finding], rules: AuditRules.all, relativeTo: "/repo")
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(doc["version"] as? String == "2.1.0")
        #expect(doc["$schema"] as? String == SARIFReport.schema)
        let run = try #require((doc["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count == AuditRules.all.count)
        #expect((rules[2]["defaultConfiguration"] as? [String: String])?["level"] == "error")
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(result["ruleId"] as? String == "content-under-home-indicator")
        #expect(result["ruleIndex"] as? Int == 2)
        let location = try #require(((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        #expect((location["artifactLocation"] as? [String: String])?["uri"] == "Screens/pay.yaml")
        #expect((location["region"] as? [String: Int])?["startLine"] == 11)
        let fingerprint = (result["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintName]
        #expect(fingerprint == SARIFReporter.fingerprint("content-under-home-indicator|Screens/pay.yaml|checkoutVC|payButton|iphone-x|portrait|16"))
        #expect(try SARIFReport.render([Self.finding], rules: AuditRules.all, relativeTo: "/repo") == text)
    }

    @Test("JUnit: a suite per file, a failing case per view and rule, escaped XML")
    func junit() {
        var warning = Self.finding
        warning.rule = "content-in-rounded-corner"
        warning.severity = .warning
        warning.message = "corner <\"&\">"
        let xml = JUnitReport.render([Self.finding, warning], configurations: 3)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"safearea audit\" tests=\"2\" failures=\"1\">"))
        #expect(xml.contains("<testsuite name=\"/repo/Screens/pay.yaml\" tests=\"2\" failures=\"1\">"))
        #expect(xml.contains("<failure type=\"content-under-home-indicator\""))
        #expect(xml.contains("corner &lt;&quot;&amp;&quot;&gt;"))
    }
}
