import DeviceCatalog
import Testing
@testable import LayoutEngine

/// The guide's bad-input rule for the engine itself: a 3,000-deep hierarchy built in code lays
/// out, snapshots, converts coordinates and tears down without exhausting the stack.
@Suite("A 3,000-deep view hierarchy")
struct DeepHierarchyTests {
    @Test("3,000 nested views, each inset 0.1 pt from its parent by constraints, lay out to the expected frames")
    func deepChain() throws {
        let depth = 3_000
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        var parent = window.rootView
        var views: [View] = []
        views.reserveCapacity(depth)
        for index in 0..<depth {
            let child = View(identifier: "v\(index)")
            child.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(child)
            LayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 0.1),
                child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 0.1),
                child.widthAnchor.constraint(equalToConstant: 10),
                child.heightAnchor.constraint(equalToConstant: 10),
            ])
            views.append(child)
            parent = child
        }
        window.layoutIfNeeded()
        #expect(window.issues.isEmpty)
        let last = try #require(views.last)
        // 3,000 × 0.1 pt = 300 pt from the window's origin, on the 2x pixel grid.
        let origin = last.convert(Rect(x: 0, y: 0, width: 0, height: 0), to: nil)
        #expect(abs(origin.x - 300) <= 0.5 && abs(origin.y - 300) <= 0.5, "\(origin)")
        let snapshot = window.snapshot()
        #expect(snapshot.views.count >= depth)
        views[0].removeFromSuperview()
        window.layoutIfNeeded()
        #expect(last.window == nil)
    }
}
