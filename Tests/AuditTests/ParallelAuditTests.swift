import DeviceCatalog
import Foundation
import Testing
@testable import Audit
@testable import LayoutSpec

/// The audit spreads its layouts over every core; its findings must still come in input order
/// (screen, configuration, rule), identical run to run and to auditing the screens one by one.
@Suite("Audit runs in parallel, in a fixed order")
struct ParallelAuditTests {
    @Test("many screens on every iPhone: the parallel run equals the screens audited one at a time, and itself on a rerun")
    func order() async throws {
        let catalog = AuditRuleTests.catalog
        let configurations = AuditRunner.configurations(devices: catalog.devices(in: .iPhone),
                                                        orientations: [.portrait, .landscapeLeft], iOS: nil)
        let specs = try [
            AuditRuleTests.screen(["item.top == root.top", "item.leading == root.leading"]),
            AuditRuleTests.screen(["item.bottom == root.bottom", "item.trailing == root.trailing"]),
            AuditRuleTests.screen(["item.top == root.safeArea.top", "item.centerX == root.centerX"]),
        ].enumerated().map { try SpecReader.decode($1, file: "screen\($0).yaml") }
        let parallel = try await AuditRunner.audit(specs.map(AuditRunner.screen), configurations: configurations)
        var oneByOne: [Finding] = []
        for spec in specs {
            for configuration in configurations {
                oneByOne += try await AuditRunner.audit(spec, configurations: [configuration]).findings
            }
        }
        #expect(parallel.configurations == specs.count * configurations.count)
        #expect(!parallel.findings.isEmpty)
        #expect(parallel.findings == oneByOne)
        let again = try await AuditRunner.audit(specs.map(AuditRunner.screen), configurations: configurations)
        #expect(again.findings == parallel.findings)
    }

    @Test("the first error in input order is the one thrown")
    func firstError() async throws {
        let good = try SpecReader.decode(AuditRuleTests.screen(["item.top == root.safeArea.top"]), file: "good.yaml")
        let bad = try SpecReader.decode("root: {type: viewController, id: vc, view: {id: root}}\nactions: [{pop: {}}]", file: "bad.yaml")
        let configurations = AuditRunner.configurations(devices: [try AuditRuleTests.catalog.device(named: "iPhone X")], orientations: [.portrait], iOS: nil)
        await #expect(throws: SpecError.self) {
            try await AuditRunner.audit([good, bad].map(AuditRunner.screen), configurations: configurations)
        }
    }
}
