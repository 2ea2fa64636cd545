// Times the layout pass on synthetic screens of 100 to 5,000 views (four constraints each):
// a first layout from scratch, and a re-layout after a rotation. Medians of repeated runs.
//   swift run -c release --package-path Benchmarks layout-benchmark
// For profiling, LB_SIZES=1000 picks the sizes and LB_REPS=200 the runs per size, e.g.
//   LB_SIZES=1000 LB_REPS=15 valgrind --tool=callgrind Benchmarks/.build/release/layout-benchmark
import DeviceCatalog
import Foundation
import LayoutEngine

/// A screen like a long settings list: rows pinned to the root's margins, stacked 8 pt apart
/// below the safe area's top, every tenth row holding a label with an intrinsic size.
func makeScreen(views count: Int, device: Device) throws -> Window {
    let window = try Window(device: device, iOS: device.supportedIOS.last)
    let root = window.rootView
    var constraints: [LayoutConstraint] = []
    constraints.reserveCapacity(count * 4)
    var previous: View? = nil
    for index in 0..<count {
        let row = View(identifier: "row\(index)")
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        constraints.append(row.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor))
        constraints.append(row.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor))
        if let previous {
            constraints.append(row.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: 8))
        } else {
            constraints.append(row.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8))
        }
        if index % 10 == 9 {
            row.intrinsicContentSize = (nil, 44)
        } else {
            constraints.append(row.heightAnchor.constraint(equalToConstant: 44))
        }
        previous = row
    }
    LayoutConstraint.activate(constraints)
    return window
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

let device = try DeviceCatalog.load().device(named: "iPhone X")
let clock = ContinuousClock()
func ms(_ d: Duration) -> Double { Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15 }

print("| views | constraints | first layout ms | per view µs | rotation re-layout ms |")
print("|---:|---:|---:|---:|---:|")
for count in (ProcessInfo.processInfo.environment["LB_SIZES"].map { $0.split(separator: ",").map { Int($0)! } } ?? [100, 1_000, 5_000]) {
    var first: [Double] = [], rotation: [Double] = []
    var constraintCount = 0
    for _ in 0..<(Int(ProcessInfo.processInfo.environment["LB_REPS"] ?? "") ?? (count >= 5_000 ? 5 : 15)) {
        let t0 = clock.now
        let window = try makeScreen(views: count, device: device)
        window.layoutIfNeeded()
        let t1 = clock.now
        try window.rotate(to: .landscapeLeft)
        window.layoutIfNeeded()
        let t2 = clock.now
        first.append(ms(t1 - t0))
        rotation.append(ms(t2 - t1))
        constraintCount = count * 4
    }
    let f = median(first)
    print(String(format: "| %d | ~%d | %.2f | %.2f | %.3f |", count, constraintCount, f, f * 1000 / Double(count), median(rotation)))
}
