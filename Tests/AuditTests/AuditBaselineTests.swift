import Audit
import DeviceCatalog
import Foundation
import LayoutEngine
import LayoutSpec
import Testing

/// A baseline records accepted findings by rule, scene, view (and a conflict's constraint) per
/// configuration — not by line or rectangle — so an edit elsewhere keeps them accepted and a
/// configuration they were not found on is new.
@Suite("AuditBaseline")
struct AuditBaselineTests {
    static func finding(_ file: String, line: Int = 12, rule: String = "content-under-status-bar", view: String = "title",
                        device: String = "iphone-x", orientation: Orientation = .portrait, iOS: Int = 17,
                        subject: String? = nil) -> Finding {
        Finding(rule: rule, severity: .error, location: SourceLocation(file: file, line: line, column: 1), scene: "Feed", view: view,
                device: device, orientation: orientation, iOS: iOS, message: "m", rect: nil, overlap: nil, subject: subject)
    }

    @Test("entries group a view's rule over its configurations, files relative to the baseline's folder, sorted")
    func grouping() {
        let baseline = AuditBaseline(findings: [
            Self.finding("/work/app/Screens/Main.storyboard", device: "iphone-16"),
            Self.finding("/work/app/Screens/Main.storyboard", line: 40, device: "iphone-x"),
            Self.finding("/work/app/Screens/Main.storyboard", line: 40, device: "iphone-x"),
            Self.finding("/work/app/A.storyboard", rule: "view-off-screen"),
            Self.finding("/elsewhere/B.xib"),
        ], relativeTo: "/work/app")
        #expect(baseline.entries.map(\.file) == ["/elsewhere/B.xib", "A.storyboard", "Screens/Main.storyboard"])
        #expect(baseline.entries.last?.configurations == ["iphone-16 portrait iOS 17", "iphone-x portrait iOS 17"])
        // The same findings, in another order, give the same bytes.
        let again = AuditBaseline(findings: [Self.finding("/elsewhere/B.xib"), Self.finding("/work/app/A.storyboard", rule: "view-off-screen"),
                                             Self.finding("/work/app/Screens/Main.storyboard", device: "iphone-x"),
                                             Self.finding("/work/app/Screens/Main.storyboard", device: "iphone-16")], relativeTo: "/work/app/")
        #expect(again.json == baseline.json)
        #expect(baseline.json.hasPrefix("{\n  \"entries\" : [\n"))
    }

    @Test("a baselined finding is accepted after its line moves; on a new configuration, on another view or for another constraint it is new; entries that match nothing are counted")
    func filtering() {
        let baseline = AuditBaseline(findings: [
            Self.finding("/app/Main.storyboard"),
            Self.finding("/app/Main.storyboard", rule: "unsatisfiable-constraints", view: "Feed", subject: "'W2' Bar.width == 200"),
            Self.finding("/app/Gone.storyboard"),
        ], relativeTo: "/app")
        let later = [
            Self.finding("/app/./Main.storyboard", line: 99),
            Self.finding("/app/Main.storyboard", orientation: .landscapeLeft),
            Self.finding("/app/Main.storyboard", iOS: 18),
            Self.finding("/app/Main.storyboard", view: "subtitle"),
            Self.finding("/app/Main.storyboard", rule: "unsatisfiable-constraints", view: "Feed", subject: "'W2' Bar.width == 200"),
            Self.finding("/app/Main.storyboard", rule: "unsatisfiable-constraints", view: "Feed", subject: "'W3' Bar.width == 300"),
        ]
        let (kept, accepted, unmatched) = baseline.filter(later, relativeTo: "/app")
        #expect(accepted == 2 && unmatched == 1)
        #expect(kept.map(\.view) == ["title", "title", "subtitle", "Feed"])
        #expect(kept.map(\.orientation) == [.landscapeLeft, .portrait, .portrait, .portrait])
    }

    @Test("a file that is not a baseline, or of another version, is refused with its path and what was expected")
    func badFiles() throws {
        func write(_ text: String) throws -> String {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json")
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
        let notJSON = try write("entries:\n")
        defer { try? FileManager.default.removeItem(atPath: notJSON) }
        #expect(throws: AuditBaselineError.self) { try AuditBaseline.read(path: notJSON) }
        do { _ = try AuditBaseline.read(path: notJSON) } catch { #expect(error.description.hasPrefix("\(notJSON): error: not a safearea audit baseline (not JSON")) }
        let missingKey = try write("{\"version\": 1, \"entries\": [{\"file\": \"A.storyboard\", \"rule\": \"x\", \"scene\": \"s\", \"configurations\": []}]}")
        defer { try? FileManager.default.removeItem(atPath: missingKey) }
        do { _ = try AuditBaseline.read(path: missingKey) } catch { #expect(error.description.contains("missing 'view' at .entries[0]")) }
        let future = try write("{\"version\": 2, \"entries\": []}")
        defer { try? FileManager.default.removeItem(atPath: future) }
        #expect(throws: AuditBaselineError.version(file: future, found: 2)) { try AuditBaseline.read(path: future) }
        #expect(throws: AuditBaselineError.self) { try AuditBaseline.read(path: "/nonexistent/baseline.json") }
        // A written baseline reads back as itself.
        let baseline = AuditBaseline(findings: [Self.finding("/app/Main.storyboard", subject: "s")], relativeTo: "/app")
        let written = try write(baseline.json)
        defer { try? FileManager.default.removeItem(atPath: written) }
        #expect(try AuditBaseline.read(path: written) == baseline)
    }
}
