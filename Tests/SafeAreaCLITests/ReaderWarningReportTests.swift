import Foundation
import SafeAreaCLI
import Testing

/// What the reader could not use in a storyboard or xib changes the layout the findings are
/// about, so every audit format carries it beside the findings, at its file and line.
@Suite("the reader's warnings in the audit's reports")
struct ReaderWarningReportTests {
    /// A xib whose button is pinned to the view's bottom (under the home indicator of an
    /// iPhone 11) and whose second constraint names an id no element carries (line 12).
    static func brokenXib() throws -> URL {
        let folder = try Scratch.newFolder("reader-warnings")
        return try Scratch.xib(in: folder, named: "Dangling.xib", objects: """
                <view contentMode="scaleToFill" id="Top">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Pay"><rect key="frame" x="0.0" y="846" width="414" height="50"/><state key="normal" title="Pay"/></button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Pay" firstAttribute="bottom" secondItem="Top" secondAttribute="bottom" id="B"/>
                        <constraint firstItem="Pay" firstAttribute="top" secondItem="Gone" secondAttribute="bottom" id="D"/>
                        <constraint firstItem="Pay" firstAttribute="leading" secondItem="Top" secondAttribute="leading" id="L"/>
                        <constraint firstItem="Pay" firstAttribute="trailing" secondItem="Top" secondAttribute="trailing" id="R"/>
                        <constraint firstItem="Pay" firstAttribute="height" constant="50" id="H"/>
                    </constraints>
                </view>
        """)
    }

    static func audit(_ xib: URL, _ format: String, _ extra: [String] = []) async throws -> String {
        let output = await Run.audit(["audit", xib.path, "--devices", "iPhone 11", "--orientations", "portrait", "--format", format] + extra)
        guard case let .output(text) = output else { Issue.record("failed: \(output)"); return "" }
        return text
    }

    @Test("JSON lists the dropped constraint under inputWarnings with its line; the finding is still there")
    func json() async throws {
        let xib = try Self.brokenXib()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(try await Self.audit(xib, "json").utf8)) as? [String: Any])
        let warnings = try #require(object["inputWarnings"] as? [[String: Any]])
        #expect(warnings.count == 1)
        #expect(warnings.first?["line"] as? Int == 12)
        #expect((warnings.first?["message"] as? String)?.contains("'Gone'") == true)
        #expect((warnings.first?["file"] as? String)?.hasSuffix("Dangling.xib") == true)
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["rule"] as? String == "content-under-home-indicator" && $0["view"] as? String == "Pay" })
    }

    @Test("SARIF says it as the invocation's tool execution notification, at the constraint's line")
    func sarif() async throws {
        let xib = try Self.brokenXib()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(try await Self.audit(xib, "sarif").utf8)) as? [String: Any])
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == true)
        let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        #expect(notification["level"] as? String == "warning")
        let location = try #require((notification["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 12)
        #expect(((location["artifactLocation"] as? [String: Any])?["uri"] as? String)?.hasSuffix("Dangling.xib") == true)
        #expect(!(run["results"] as? [Any] ?? []).isEmpty)
    }

    @Test("JUnit puts it in the file's suite's system-err; HTML lists it above the pictures")
    func junitAndHTML() async throws {
        let xib = try Self.brokenXib()
        let junit = try await Self.audit(xib, "junit")
        #expect(junit.contains("<system-err>\(xib.path):12: warning: "))
        // The system-err closes the suite after its test cases (JUnit's schema order).
        let suite = try #require(junit.range(of: "<testsuite name=\"\(xib.path)\""))
        let err = try #require(junit.range(of: "<system-err>"))
        let lastCase = try #require(junit.range(of: "</testcase>", options: .backwards))
        #expect(suite.lowerBound < lastCase.lowerBound && lastCase.upperBound <= err.lowerBound)
        let folder = Scratch.url("reader-warnings-html")
        _ = try await Self.audit(xib, "html", ["--output", folder.path])
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("<section class=\"notices\"><h2>Read with warnings</h2>"))
        #expect(index.contains("Dangling.xib:12</code> <strong>warning</strong>"))
    }

    @Test("an input the reader takes whole adds nothing: no inputWarnings key, no invocations")
    func cleanInputs() async throws {
        let app = LayoutCommandTests.examples.appendingPathComponent("App/Main.storyboard")
        let json = try await Self.audit(app, "json")
        #expect(!json.contains("inputWarnings"))
        let sarif = try await Self.audit(app, "sarif")
        #expect(!sarif.contains("invocations"))
    }

    @Test("layout's JSON carries them too, before the scenes")
    func layoutJSON() throws {
        let xib = try Self.brokenXib()
        guard case let .output(text) = Run.safearea(["layout", xib.path, "--json"]) else { Issue.record("failed"); return }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let warnings = try #require(object["inputWarnings"] as? [[String: Any]])
        #expect(warnings.map { $0["line"] as? Int } == [12])
        #expect(text.hasPrefix("{\"inputWarnings\": ["))
        #expect((object["scenes"] as? [Any])?.count == 1)
    }
}
