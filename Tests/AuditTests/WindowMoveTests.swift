import DeviceCatalog
import Foundation
import LayoutEngine
import Testing
@testable import Audit
@testable import LayoutSpec

/// The audit moves one window through several configurations (`Window.move(to:…)`) instead
/// of building a window for each. That is only allowed because a moved window lays out
/// exactly as a fresh one: these tests hold the two against each other, snapshot by snapshot
/// and finding by finding, on the bundled examples and on screens written to stress it.
@Suite("A window moved between configurations lays out as a fresh one")
struct WindowMoveTests {
    static let catalog = AuditRuleTests.catalog

    /// The bundled example specs without actions (those with actions are never moved).
    static func exampleSpecs() throws -> [ScreenSpec] {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".yaml") }.sorted()
        return try names.map { try SpecReader.read(path: examples.appendingPathComponent($0).path) }
            .filter { $0.actions.isEmpty }
    }

    /// Screens that lean on what changes between devices: margins (16 or 20 pt, readable
    /// width), the safe area on every edge, a fixed width larger than small phones, a scroll
    /// view under a navigation bar, and priorities that tie.
    static let stressSpecs = [
        """
        root:
          type: navigationController
          id: nav
          viewControllers:
            - type: viewController
              id: list
              view:
                id: root
                subviews:
                  - {id: table, type: tableView, rows: [12]}
                  - {id: card, subviews: [{id: title, type: label, intrinsicContentSize: {width: 180, height: 21}}]}
                constraints:
                  - table.top == root.top
                  - table.leading == root.leading
                  - table.trailing == root.trailing
                  - table.bottom == root.bottom
                  - card.leading == root.readable.leading
                  - card.trailing == root.readable.trailing
                  - card.bottom == root.safeArea.bottom - 12
                  - card.height == 60
                  - title.leading == card.margins.leading
                  - title.centerY == card.centerY
        """,
        """
        root:
          type: viewController
          id: wide
          view:
            id: root
            subviews:
              - {id: banner}
              - {id: left, type: button, intrinsicContentSize: {width: 80, height: 44}}
              - {id: right, type: button, intrinsicContentSize: {width: 80, height: 44}}
            constraints:
              - banner.top == root.safeArea.top
              - banner.centerX == root.centerX
              - banner.width == 400 @ 750
              - banner.width <= root.width
              - banner.height == 50
              - left.leading == root.safeArea.leading
              - right.trailing == root.safeArea.trailing
              - left.bottom == root.safeArea.bottom
              - right.bottom == root.safeArea.bottom
              - left.trailing <= right.leading - 8
        """,
    ]

    /// The order configurations are visited in: the catalog's, then one that jumps between
    /// iPads and small phones and flips the orientation every step.
    static func orders(_ configurations: [AuditRunner.Configuration]) -> [[AuditRunner.Configuration]] {
        var scrambled: [AuditRunner.Configuration] = []
        var low = 0, high = configurations.count - 1
        while low <= high {
            scrambled.append(configurations[high])
            if low != high { scrambled.append(configurations[low]) }
            low += 1
            high -= 1
        }
        return [configurations, scrambled]
    }

    /// Every spec to hold: the bundled examples without actions, then the stress screens.
    static func allSpecs() throws -> [ScreenSpec] {
        try exampleSpecs() + stressSpecs.enumerated().map { try SpecReader.decode($1, file: "stress\($0).yaml") }
    }

    @Test("every catalog configuration, in two orders: a moved window's snapshot equals a fresh one's",
          arguments: 0..<11)
    func snapshots(specIndex: Int) async throws {
        // One case per spec, so that the cases run in parallel.
        let specs = try Self.allSpecs()
        #expect(specs.count == 11, "the argument range must cover every spec")
        guard specIndex < specs.count else { return }
        let spec = specs[specIndex]
        let configurations = AuditRunner.configurations(devices: Self.catalog.devices, orientations: Orientation.allCases, iOS: nil)
        var fresh: [AuditRunner.Configuration: LayoutSnapshot] = [:]
        for configuration in configurations {
            let layout = try SpecLayout.make(spec, device: configuration.device, orientation: configuration.orientation, iOS: configuration.iOS)
            fresh[configuration] = layout.window.snapshot()
        }
        for order in Self.orders(configurations) {
            let window = try SpecLayout.make(spec, device: order[0].device, orientation: order[0].orientation, iOS: order[0].iOS).window
            for configuration in order {
                try window.move(to: configuration.device, orientation: configuration.orientation, iOS: configuration.iOS)
                let moved = window.snapshot()
                let expected = try #require(fresh[configuration])
                #expect(moved == expected, "\(spec.root.id) moved to \(configuration.device.name) \(configuration.orientation): \(Self.firstDifference(moved, expected))")
            }
        }
    }

    @Test("older iOS rules too: iOS 10 and 12 on the devices that run them")
    func olderRules() async throws {
        let specs = try Self.exampleSpecs()
        for version in [10, 12] {
            let configurations = AuditRunner.configurations(devices: Self.catalog.devices(in: .iPhone), orientations: [.portrait, .landscapeLeft], iOS: version)
            #expect(!configurations.isEmpty)
            for spec in specs {
                let window = try SpecLayout.make(spec, device: configurations[0].device, orientation: .portrait, iOS: version).window
                for configuration in configurations.reversed() {
                    try window.move(to: configuration.device, orientation: configuration.orientation, iOS: configuration.iOS)
                    let fresh = try SpecLayout.make(spec, device: configuration.device, orientation: configuration.orientation, iOS: configuration.iOS)
                    #expect(window.snapshot() == fresh.window.snapshot(), "\(spec.root.id) on \(configuration.device.name), iOS \(version)")
                }
            }
        }
    }

    @Test("the audit that moves windows finds exactly what one fresh layout per configuration finds")
    func findings() async throws {
        let specs = try Self.allSpecs()
        let configurations = AuditRunner.configurations(devices: Self.catalog.devices, orientations: Orientation.allCases, iOS: nil)
        let screens = specs.map(AuditRunner.screen)
        #expect(screens.allSatisfy { $0.movesWindow })
        let moved = try await AuditRunner.audit(screens, configurations: configurations)
        var fresh: [Finding] = []
        for screen in screens {
            for configuration in configurations {
                fresh += try AuditRunner.auditOne(screen, configuration, pictures: false).0
            }
        }
        #expect(!fresh.isEmpty)
        #expect(moved.findings == fresh)
    }

    /// The app's own `UIDesignRequiresCompatibility` on each screen (what `safearea audit` reads
    /// from its Info.plist) gives, with windows moved from configuration to configuration, what
    /// the flag on every configuration gives, and what one fresh layout per configuration gives.
    @Test("a screen's own design-compatibility setting survives window moves")
    func perScreenCompatibility() async throws {
        let specs = try Self.exampleSpecs()
        let configurations = AuditRunner.configurations(devices: Self.catalog.devices(in: .iPhone), orientations: [.portrait, .landscapeLeft], iOS: nil)
        let compatible = AuditRunner.configurations(devices: Self.catalog.devices(in: .iPhone), orientations: [.portrait, .landscapeLeft], iOS: nil,
                                                    designRequiresCompatibility: true)
        let screens = specs.map { spec -> AuditScreen in
            var screen = AuditRunner.screen(spec)
            screen.designRequiresCompatibility = true
            return screen
        }
        let moved = try await AuditRunner.audit(screens, configurations: configurations)
        let flagged = try await AuditRunner.audit(specs.map(AuditRunner.screen), configurations: compatible)
        var fresh: [Finding] = []
        for screen in screens {
            for configuration in configurations {
                fresh += try AuditRunner.auditOne(screen, configuration, pictures: false).0
            }
        }
        #expect(moved.findings.contains { $0.designIOS == 18 })
        #expect(moved.findings == flagged.findings)
        #expect(moved.findings == fresh)
    }

    static func firstDifference(_ a: LayoutSnapshot, _ b: LayoutSnapshot) -> String {
        if a.issues != b.issues { return "issues \(a.issues.map(\.message)) against \(b.issues.map(\.message))" }
        for (x, y) in zip(a.views, b.views) where x != y { return "\(x) against \(y)" }
        return a.views.count != b.views.count ? "view counts \(a.views.count), \(b.views.count)" : "header"
    }
}

@Suite("An audit under a point release")
struct AuditPointReleaseTests {
    @Test("--ios 14.4 gives every configuration the point release; each device's newest iOS gets none; a moved window keeps it")
    func configurationsCarryThePointRelease() throws {
        let devices = try ["iPhone 11", "iPhone 8"].map { try AuditRuleTests.catalog.device(named: $0) }
        let asked = AuditRunner.configurations(devices: devices, orientations: [.portrait], iOS: 14, iOSPointRelease: 4)
        #expect(asked.count == 2 && asked.allSatisfy { $0.iOSPointRelease == 4 && $0.layoutPointRelease == 4 })
        let newest = AuditRunner.configurations(devices: devices, orientations: [.portrait], iOS: nil, iOSPointRelease: 4)
        #expect(newest.allSatisfy { $0.iOSPointRelease == nil })
        // Under UIDesignRequiresCompatibility the rules are another iOS's: no point release.
        var kept = AuditRunner.Configuration(device: devices[0], orientation: .portrait, iOS: 26, designRequiresCompatibility: true)
        kept.iOSPointRelease = 1
        #expect(kept.layoutPointRelease == nil)
        // A grouped table's first titled header: 55.5 under 14.4, 49.5 under 14.5 (2×;
        // UIKitMetrics.titledGroupedSectionHeaderHeights(iOS:pointRelease:)), also after a move.
        let spec = try SpecReader.decode("""
        root:
          type: viewController
          id: vc
          view: {id: list, type: tableView, style: grouped, sections: [{rows: 1, headerTitle: Account}]}
        """, file: "grouped.yaml")
        let screen = AuditRunner.screen(spec)
        let first = try screen.layOut(asked[0])
        first.window.layoutIfNeeded()
        func firstRow(_ window: Window) -> Double? { window.snapshot().views.first { $0.id == "list.cell-0-0" }?.frame.minY }
        #expect(firstRow(first.window) == 55.5)
        var later = asked[1]
        later.iOSPointRelease = 5
        let moved = try AuditRunner.layOut(screen, later, moving: first)
        #expect(moved.window.iOSPointRelease == 5 && firstRow(moved.window) == 49.5)
    }

    @Test("the configuration file's ios: takes a point release too")
    func configurationFile() throws {
        let config = try AuditConfiguration.parse(yaml: "audit:\n  ios: 15.2\n", file: ".safearea.yml", baseDirectory: "/")
        #expect(config.iOS == 15 && config.iOSPointRelease == 2)
        let major = try AuditConfiguration.parse(yaml: "audit:\n  ios: 17\n", file: ".safearea.yml", baseDirectory: "/")
        #expect(major.iOS == 17 && major.iOSPointRelease == nil)
        #expect(throws: AuditConfigurationError.self) {
            try AuditConfiguration.parse(yaml: "audit:\n  ios: 15.2.1\n", file: ".safearea.yml", baseDirectory: "/")
        }
    }
}
