import DeviceCatalog
import Testing
@testable import LayoutEngine

/// The ambiguity check probes every unknown in the same two re-solves; these pin down the case
/// a batch could miss: unknowns that are free only together.
@Suite("Ambiguity probed in one batch (rule 5.5.a)")
struct AmbiguityProbeTests {
    @Test("two views sharing a row with no widths: free together, both reported; a width on one fixes both")
    func coupled() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let root = window.rootView
        let a = View(identifier: "a"), b = View(identifier: "b")
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 44), b.heightAnchor.constraint(equalToConstant: 44),
        ])
        #expect(window.ambiguousViews().map(\.identifier) == ["a", "b"])
        a.widthAnchor.constraint(equalToConstant: 100).isActive = true
        #expect(window.ambiguousViews().isEmpty)
        // The probes leave the layout as it was: 100 + 275 on a 375 pt screen.
        #expect(a.frame.width == 100 && b.frame == Rect(x: 100, y: 0, width: 275, height: 44))
    }

    @Test("a fully constrained screen of many views has none free, and the check leaves no edit behind")
    func manyViews() throws {
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16)
        let root = window.rootView
        var previous: View? = nil
        for i in 0..<50 {
            let v = View(identifier: "row\(i)")
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            LayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                v.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                v.heightAnchor.constraint(equalToConstant: 10),
                v.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.safeAreaLayoutGuide.topAnchor, constant: 2),
            ])
            previous = v
        }
        #expect(window.ambiguousViews().isEmpty)
        #expect(window.ambiguousViews().isEmpty)
        // iPhone X: the first row 2 pt below the 44 pt inset, the last 49 × 12 pt further down.
        let y = root.subviews.last?.frame.y ?? 0
        #expect(y == 634, "\(y - 634)")
    }
}
