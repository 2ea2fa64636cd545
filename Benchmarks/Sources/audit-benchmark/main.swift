// Times the audit of one 100-view screen over every catalog configuration (device ×
// orientation, each device's newest iOS), one configuration at a time on one core, and the
// same run spread over every core.
//   swift run -c release --package-path Benchmarks audit-benchmark [--views N]
import Audit
import DeviceCatalog
import Foundation
import LayoutEngine
import LayoutSpec

/// A settings-like screen: a title pinned to the safe area, then rows of a label and a switch
/// pinned to the margins, 8 pt apart, and a button at the bottom of the safe area.
func spec(views: Int) -> String {
    let rows = max(1, (views - 3) / 3)
    var subviews = ["      - {id: title, type: label, intrinsicContentSize: {width: 200, height: 24}}",
                    "      - {id: done, type: button, intrinsicContentSize: {width: 80, height: 44}}"]
    var constraints = ["      - title.top == root.safeArea.top + 8", "      - title.leading == root.margins.leading",
                       "      - done.bottom == root.safeArea.bottom - 8", "      - done.centerX == root.centerX"]
    for i in 0..<rows {
        subviews.append("      - {id: row\(i), subviews: [{id: label\(i), type: label, intrinsicContentSize: {width: 120, height: 20}}, {id: toggle\(i), type: switch, intrinsicContentSize: {width: 51, height: 31}}]}")
        constraints.append("      - row\(i).top == \(i == 0 ? "title.bottom" : "row\(i - 1).bottom") + 8")
        constraints += ["      - row\(i).leading == root.margins.leading", "      - row\(i).trailing == root.margins.trailing",
                        "      - row\(i).height == 44",
                        "      - label\(i).leading == row\(i).leading", "      - label\(i).centerY == row\(i).centerY",
                        "      - toggle\(i).trailing == row\(i).trailing", "      - toggle\(i).centerY == row\(i).centerY"]
    }
    return "root:\n  type: viewController\n  id: settings\n  view:\n    id: root\n    subviews:\n"
        + subviews.joined(separator: "\n") + "\n    constraints:\n" + constraints.joined(separator: "\n") + "\n"
}

var views = 100
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--views", let value = arguments.popFirst().flatMap(Int.init), value > 3 { views = value }
}
let screen = AuditRunner.screen(try SpecReader.decode(spec(views: views), file: "settings.yaml"))
let catalog = try DeviceCatalog.load()
let configurations = AuditRunner.configurations(devices: catalog.devices, orientations: Orientation.allCases, iOS: nil)
let clock = ContinuousClock()
func ms(_ d: Duration) -> Double { Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15 }

var sequential: [Double] = [], fresh: [Double] = [], parallel: [Double] = []
var findings = 0
for _ in 0..<5 {
    let t0 = clock.now
    let result = try await AuditRunner.audit([screen], configurations: configurations, jobs: 1)
    let t1 = clock.now
    var count = 0
    for configuration in configurations { count += try await AuditRunner.audit([screen], configurations: [configuration]).findings.count }
    let t2 = clock.now
    _ = try await AuditRunner.audit([screen], configurations: configurations)
    let t3 = clock.now
    sequential.append(ms(t1 - t0))
    fresh.append(ms(t2 - t1))
    parallel.append(ms(t3 - t2))
    precondition(count == result.findings.count, "moving windows changed the findings")
    findings = count
}
// Where one configuration's time goes: a fresh layout, a moved window's layout, the ambiguity check.
let parsed = try SpecReader.decode(spec(views: views), file: "settings.yaml")
var layoutTimes: [Double] = [], moveTimes: [Double] = [], ambiguityTimes: [Double] = []
let moving = try SpecLayout.make(parsed, device: configurations[0].device, orientation: configurations[0].orientation, iOS: configurations[0].iOS).window
for configuration in configurations.prefix(40) {
    let t0 = clock.now
    let layout = try SpecLayout.make(parsed, device: configuration.device, orientation: configuration.orientation, iOS: configuration.iOS)
    layout.window.layoutIfNeeded()
    let t1 = clock.now
    layout.window.checkAmbiguity()
    let t2 = clock.now
    try moving.move(to: configuration.device, orientation: configuration.orientation, iOS: configuration.iOS)
    moving.layoutIfNeeded()
    let t3 = clock.now
    layoutTimes.append(ms(t1 - t0))
    ambiguityTimes.append(ms(t2 - t1))
    moveTimes.append(ms(t3 - t2))
}
let s = sequential.sorted()[2], f = fresh.sorted()[2], p = parallel.sorted()[2]
print(String(format: "one configuration: fresh layout %.2f ms, moved window's layout %.2f ms, ambiguity check %.2f ms (medians of 40)",
             layoutTimes.sorted()[20], moveTimes.sorted()[20], ambiguityTimes.sorted()[20]))
print("| views | configurations | findings | one core ms | per configuration ms | one core, fresh windows ms | all cores ms (\(ProcessInfo.processInfo.activeProcessorCount)) |")
print("|---:|---:|---:|---:|---:|---:|---:|")
print(String(format: "| %d | %d | %d | %.1f | %.3f | %.1f | %.1f |", 3 + 3 * ((views - 3) / 3), configurations.count, findings, s,
             s / Double(configurations.count), f, p))
