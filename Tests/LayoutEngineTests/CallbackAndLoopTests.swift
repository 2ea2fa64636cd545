import DeviceCatalog
import Testing
@testable import LayoutEngine

@Suite("Callbacks and the trace (semantics doc 1.3, 1.6)")
struct CallbackTests {
    @Test("hidden views get no callbacks; the change is reported once they show (rule 1.3.b)")
    func hidden() throws {
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16)
        let v = subview("v", in: window.rootView)
        pinned(v, to: window.rootView)
        let child = subview("child", in: v)
        pinned(child, to: v)
        window.layoutIfNeeded()
        v.isHidden = true
        window.clearTrace()
        try window.rotate(to: .landscapeLeft)
        window.layoutIfNeeded()
        #expect(v.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        // No safe-area or margin callbacks; the rotation's new traits still reach them (trait
        // changes go down the whole tree).
        #expect(!window.trace.contains { ($0.object == "v" || $0.object == "child") && $0.event != "traitCollectionDidChange" })
        v.isHidden = false
        window.layoutIfNeeded()
        let trace: LayoutTrace = window.trace
        #expect(trace.filter { $0.event == "safeAreaInsetsDidChange" && $0.object != "window" }.map(\.object) == ["v", "child"])
    }

    @Test("a view never put in a window has zero insets and its guide is its bounds (rule 1.3.a)")
    func notInWindow() {
        let v = View(identifier: "loose")
        v.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(v.safeAreaInsets == .zero)
        #expect(v.window == nil)
    }

    @Test("the snapshot lists every view in tree order with parent, frames, insets and margins")
    func snapshot() throws {
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16)
        let content = subview("content", in: window.rootView)
        pinned(content, to: window.rootView.safeAreaLayoutGuide)
        let header = subview("header", in: content)
        LayoutConstraint.activate([header.topAnchor.constraint(equalTo: content.topAnchor),
                                   header.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                                   header.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                                   header.heightAnchor.constraint(equalToConstant: 50)])
        let snap = window.snapshot()
        #expect(snap.views.map(\.id) == ["window", "content", "header"])
        #expect(snap.views.map(\.parent) == [nil, "window", "content"])
        #expect(snap.views[2].frame == Rect(x: 0, y: 0, width: 375, height: 50))
        #expect(snap.views[2].windowFrame == Rect(x: 0, y: 44, width: 375, height: 50))
        #expect(snap.views[2].layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(snap == window.snapshot())
    }
}

@Suite("Ambiguity and the bounded layout loop (semantics doc 5.5, ARCHITECTURE.md)")
struct LoopAndAmbiguityTests {
    @Test("a view held only between two bounds is free, wherever the solver left it (probed both ways)")
    func betweenBounds() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let root = window.rootView
        let v = subview("v", in: root)
        LayoutConstraint.activate([
            v.topAnchor.constraint(equalTo: root.topAnchor),
            v.widthAnchor.constraint(equalToConstant: 10),
            v.heightAnchor.constraint(equalToConstant: 10),
            v.leftAnchor.constraint(greaterThanOrEqualTo: root.leftAnchor, constant: 50),
            v.leftAnchor.constraint(lessThanOrEqualTo: root.leftAnchor, constant: 100),
        ])
        #expect(v.hasAmbiguousLayout)
        #expect(v.frame.x >= 50 && v.frame.x <= 100)
    }

    @Test("a bound with a weaker preference pressing on it is not ambiguous")
    func boundWithPreference() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let root = window.rootView
        let v = subview("v", in: root)
        LayoutConstraint.activate([
            v.topAnchor.constraint(equalTo: root.topAnchor),
            v.widthAnchor.constraint(equalToConstant: 10),
            v.heightAnchor.constraint(equalToConstant: 10),
            v.leftAnchor.constraint(lessThanOrEqualTo: root.leftAnchor, constant: 100),
            v.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 300).withPriority(.defaultLow),
        ])
        window.layoutIfNeeded()
        #expect(v.frame.x == 100)
        #expect(!v.hasAmbiguousLayout)
    }

    @Test("two equal optional priorities pulling apart leave the width free (rule 5.5.a)")
    func tiedPriorities() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let root = window.rootView
        let v = subview("v", in: root)
        LayoutConstraint.activate([
            v.topAnchor.constraint(equalTo: root.topAnchor),
            v.leftAnchor.constraint(equalTo: root.leftAnchor),
            v.heightAnchor.constraint(equalToConstant: 10),
            v.widthAnchor.constraint(equalToConstant: 100).withPriority(.defaultLow),
            v.widthAnchor.constraint(equalToConstant: 200).withPriority(.defaultLow),
        ])
        #expect(window.checkAmbiguity().map(\.identifier) == ["v"])
    }

    @Test("a view placed by its own safe area that never settles is reported as unsettled, not looped forever")
    func unsettled() throws {
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16)
        let root = window.rootView
        let v = subview("v", in: root), marker = subview("marker", in: root)
        // top = 20 + 2 × (its own top inset): at 20 the inset is 24 (44 − 20), which moves it
        // to 68, where the inset is 0, which moves it back to 20 (rule 1.2 formula). The
        // multiplier is taken in the root's coordinates (a location with a multiplier is
        // measured in the items' nearest common view), through a marker on v's safe-area top.
        LayoutConstraint.activate([
            marker.topAnchor.constraint(equalTo: v.safeAreaLayoutGuide.topAnchor),
            marker.leftAnchor.constraint(equalTo: root.leftAnchor),
            marker.widthAnchor.constraint(equalToConstant: 0),
            marker.heightAnchor.constraint(equalToConstant: 0),
            LayoutConstraint(item: v, attribute: .top, relatedBy: .equal, toItem: marker, attribute: .top,
                             multiplier: 2.0 / 3, constant: 20.0 / 3),
            v.leftAnchor.constraint(equalTo: root.leftAnchor),
            v.widthAnchor.constraint(equalToConstant: 100),
            v.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        let issue = try #require(window.issues.first { $0.kind == .unsettled })
        #expect(issue.message.contains("v.safeArea"))
        #expect(window.snapshot().issues.contains { $0.kind == .unsettled })
    }

    /// A view that moves itself whenever its safe area changes: from under the sensor housing
    /// (top 0, its inset 44 on an iPhone X) to below it (top 100, inset 0) and back.
    final class Restless: View {
        var top: LayoutConstraint?
        override func safeAreaInsetsDidChange() {
            top?.constant = top?.constant == 0 ? 100 : 0
        }
    }

    @Test("a callback that changes the layout after every layout is reported as unsettled after the last, not looped forever")
    func restlessCallback() throws {
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16)
        let v = Restless(identifier: "restless")
        v.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(v)
        let top = v.topAnchor.constraint(equalTo: window.rootView.topAnchor)
        v.top = top
        LayoutConstraint.activate([top, v.leftAnchor.constraint(equalTo: window.rootView.leftAnchor),
                                   v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 50)])
        window.layoutIfNeeded()
        let issue = try #require(window.issues.first { $0.kind == .unsettled })
        #expect(issue.message.hasPrefix("The layout did not settle after \(UIKitMetrics.maximumLayoutPasses) layouts"))
        // Each layout fired the callback once: the passes were bounded.
        #expect(window.trace.filter { $0.object == "restless" && $0.event == "safeAreaInsetsDidChange" }.count
            == UIKitMetrics.maximumLayoutPasses)
    }
}
