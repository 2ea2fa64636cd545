import DeviceCatalog
import Testing
@testable import LayoutEngine

@Suite("Auto Layout (semantics doc §5)")
struct AutoLayoutTests {
    @Test("conflicting required constraints: UIKit's message, the set, the broken one; layout goes on")
    func conflict() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let v = subview("box", in: window.rootView)
        let a = v.widthAnchor.constraint(equalToConstant: 100)
        let b = v.widthAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate([
            v.topAnchor.constraint(equalTo: window.rootView.topAnchor),
            v.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
            v.heightAnchor.constraint(equalToConstant: 50),
            a, b,
        ])
        window.layoutIfNeeded()
        let issue = try #require(window.issues.first { $0.kind == .unsatisfiable })
        #expect(issue.message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(issue.message.hasSuffix("Will attempt to recover by breaking constraint\nbox.width == 200"))
        #expect(issue.constraints == ["box.width == 100", "box.width == 200"])
        #expect(v.frame.width == 100)
        b.isActive = false
        window.layoutIfNeeded()
        #expect(window.issues.isEmpty)
    }

    @Test("an ambiguous layout names the free views; fixing it clears the issue")
    func ambiguity() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let fixed = subview("fixed", in: window.rootView)
        pinned(fixed, to: window.rootView)
        let loose = subview("loose", in: window.rootView)
        LayoutConstraint.activate([
            loose.topAnchor.constraint(equalTo: window.rootView.topAnchor),
            loose.heightAnchor.constraint(equalToConstant: 10),
            loose.widthAnchor.constraint(equalToConstant: 10),
        ])
        #expect(window.checkAmbiguity().map(\.identifier) == ["loose"])
        #expect(loose.hasAmbiguousLayout && !fixed.hasAmbiguousLayout)
        #expect(window.issues.contains { $0.kind == .ambiguous && $0.message.contains("loose") })
        loose.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor).isActive = true
        #expect(window.checkAmbiguity().isEmpty)
    }

    @Test("frames snap to the pixel grid in window coordinates (rule 5.7: 114.2857 → 114.3333 at 3x)")
    func pixelRounding() throws {
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16)
        let v = subview("v", in: window.rootView)
        LayoutConstraint.activate([
            v.leftAnchor.constraint(equalTo: window.rootView.leftAnchor, constant: 800.0 / 7),
            v.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 100),
            v.widthAnchor.constraint(equalToConstant: 10),
            v.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(abs(v.frame.x - 343.0 / 3) < 1e-9)
        let twoX = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let w = subview("w", in: twoX.rootView)
        LayoutConstraint.activate([
            w.leftAnchor.constraint(equalTo: twoX.rootView.leftAnchor, constant: 10.3),
            w.topAnchor.constraint(equalTo: twoX.rootView.topAnchor),
            w.widthAnchor.constraint(equalToConstant: 10),
            w.heightAnchor.constraint(equalToConstant: 10),
        ])
        twoX.layoutIfNeeded()
        #expect(w.frame.x == 10.5)
    }

    @Test("intrinsic sizes: the view with the lower hugging priority stretches (rule 5.3)")
    func hugging() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let root = window.rootView
        let name = subview("name", in: root), value = subview("value", in: root)
        name.intrinsicContentSize = (60, 21)
        value.intrinsicContentSize = (80, 21)
        name.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        LayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            name.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            value.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        window.layoutIfNeeded()
        #expect(name.frame.width == 60)
        #expect(value.frame.width == 375 - 32 - 8 - 60)
        #expect(name.frame.height == 21)
    }

    @Test("compression resistance: the lower one gives way when there is no room")
    func compression() throws {
        let window = try Window(device: Devices.named("iPhone SE (1st generation)"), iOS: 15)
        let root = window.rootView
        let a = subview("a", in: root), b = subview("b", in: root)
        a.intrinsicContentSize = (200, 21)
        b.intrinsicContentSize = (200, 21)
        b.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            b.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
        ])
        window.layoutIfNeeded()
        #expect(a.frame.width == 200)
        #expect(b.frame.width == 120)
    }

    @Test("autoresizing masks follow a rotation (rule 5.4 arithmetic)")
    func autoresizing() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        window.rootView.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        let banner = View(identifier: "banner")
        banner.frame = Rect(x: 20, y: 100, width: 335, height: 50)
        banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        window.rootView.addSubview(banner)
        let badge = View(identifier: "badge")
        badge.frame = Rect(x: 100, y: 300, width: 120, height: 40)
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        window.rootView.addSubview(badge)
        window.layoutIfNeeded()
        #expect(banner.frame == Rect(x: 20, y: 100, width: 335, height: 50))
        try window.rotate(to: .landscapeLeft)
        window.layoutIfNeeded()
        #expect(banner.frame == Rect(x: 20, y: 100, width: 627, height: 50))
        // left|right: x moves by half the change (667 − 375) / 2 = 146.
        #expect(badge.frame.x == 246)
    }

    @Test("the item/attribute form with a multiplier: half the root's width")
    func multiplier() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let v = subview("half", in: window.rootView)
        LayoutConstraint.activate([
            LayoutConstraint(item: v, attribute: .width, relatedBy: .equal, toItem: window.rootView, attribute: .width, multiplier: 0.5),
            v.heightAnchor.constraint(equalToConstant: 10),
            v.centerXAnchor.constraint(equalTo: window.rootView.centerXAnchor),
            v.topAnchor.constraint(equalTo: window.rootView.layoutMarginsGuide.topAnchor),
        ])
        window.layoutIfNeeded()
        // Centred: x = 93.75, max x = 281.25; at 2x both edges round half away from zero to
        // 94 and 281.5 (rule 5.7), so the width stays 187.5.
        #expect(v.frame == Rect(x: 94, y: 20, width: 187.5, height: 10))
    }
}
