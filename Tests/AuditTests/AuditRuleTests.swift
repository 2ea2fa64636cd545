import DeviceCatalog
import Foundation
import Testing
@testable import Audit
@testable import LayoutSpec

/// Rules on small screens, each expectation derived from the device catalog's figures
/// (iPhone X: 44 / 34 pt bands, 39 pt corner radius, notch; iPhone 8: 20 pt status bar,
/// no home indicator).
@Suite("Audit rules")
struct AuditRuleTests {
    static let catalog = try! DeviceCatalog.load()

    static func findings(_ yaml: String, devices: [String], orientations: [Orientation] = [.portrait]) async throws -> [Finding] {
        let spec = try SpecReader.decode(yaml, file: "screen.yaml")
        let chosen = try devices.map { try catalog.device(named: $0) }
        return try await AuditRunner.audit(spec, configurations: AuditRunner.configurations(devices: chosen, orientations: orientations, iOS: nil)).findings
    }

    static func screen(_ constraints: [String], type: String = "button", size: String = "{width: 120, height: 50}") -> String {
        """
        root:
          type: viewController
          id: vc
          view:
            id: root
            subviews: [{id: item, type: \(type), intrinsicContentSize: \(size)}]
            constraints:
        \(constraints.map { "      - \($0)" }.joined(separator: "\n"))
        """
    }

    @Test("a button 16 pt above the screen's bottom: under the home indicator on an iPhone X, fine on an iPhone 8")
    func homeIndicator() async throws {
        let yaml = Self.screen(["item.bottom == root.bottom - 16", "item.centerX == root.centerX"])
        let x = try await Self.findings(yaml, devices: ["iPhone X"])
        let home = try #require(x.first { $0.rule == "content-under-home-indicator" })
        #expect(home.severity == .error)
        // 812 − 34 = 778 to the bottom at 796; x = (375 − 120) / 2 = 127.5 snapped to 3x pixels: 383 / 3.
        let o = try #require(home.overlap)
        #expect(abs(o.x - 383.0 / 3) < 1e-9 && o.y == 778 && abs(o.width - 120) < 1e-9 && abs(o.height - 18) < 1e-9)
        #expect(home.location == SourceLocation(file: "screen.yaml", line: 6, column: 16))
        #expect(try await Self.findings(yaml, devices: ["iPhone 8"]).isEmpty)
    }

    @Test("a label at the very top: under the notch on an iPhone X, under the status bar on an iPhone 8")
    func top() async throws {
        let yaml = Self.screen(["item.top == root.top", "item.centerX == root.centerX"], type: "label", size: "{width: 100, height: 21}")
        #expect(try await Self.findings(yaml, devices: ["iPhone X"]).map(\.rule) == ["content-under-sensor-housing"])
        #expect(try await Self.findings(yaml, devices: ["iPhone 8"]).map(\.rule) == ["content-under-status-bar"])
    }

    @Test("content pinned to the safe area and margins has no finding on any device or orientation")
    func clean() async throws {
        let yaml = Self.screen(["item.bottom == root.safeArea.bottom - 16", "item.leading == root.margins.leading",
                                "item.trailing == root.margins.trailing"])
        let all = Self.catalog.devices.map(\.id)
        #expect(try await Self.findings(yaml, devices: all, orientations: [.portrait, .landscapeLeft, .landscapeRight]).isEmpty)
    }

    @Test("landscape: a label against the left edge is under the iPhone X's 44 pt side band")
    func landscapeSide() async throws {
        let yaml = Self.screen(["item.leading == root.leading", "item.centerY == root.centerY"], type: "label", size: "{width: 100, height: 21}")
        let found = try await Self.findings(yaml, devices: ["iPhone X"], orientations: [.landscapeLeft])
        #expect(found.map(\.rule) == ["content-outside-safe-area"])
        #expect(found.first?.overlap == Rect(x: 0, y: 177, width: 44, height: 21))
    }

    @Test("a 64 pt custom top bar is flagged where the safe area's top is not 20 + 44")
    func fixedTopBar() async throws {
        let yaml = """
        root:
          type: viewController
          id: vc
          view:
            id: root
            subviews: [{id: bar}]
            constraints: [bar.top == root.top, bar.leading == root.leading, bar.trailing == root.trailing, bar.height == 64]
        """
        #expect(try await Self.findings(yaml, devices: ["iPhone X"]).map(\.rule) == ["fixed-height-top-bar"])
        #expect(try await Self.findings(yaml, devices: ["iPhone 8"]).isEmpty)
    }

    @Test("conflicts and ambiguity become findings on the screen")
    func issues() async throws {
        let yaml = Self.screen(["item.width == 100", "item.width == 200", "item.top == root.safeArea.top"])
        let rules = Set(try await Self.findings(yaml, devices: ["iPhone 8"]).map(\.rule))
        #expect(rules == ["unsatisfiable-constraints", "ambiguous-layout"])
    }
}
