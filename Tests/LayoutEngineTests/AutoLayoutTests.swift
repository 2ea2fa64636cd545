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

    @Test("priorities outside 1…1000 are held to that range: 5000 is required, not above it; −3 the weakest, still above nothing")
    func prioritiesHeldToUIKitsRange() throws {
        // UILayoutPriority's range is 1…1000 (semantics doc 5.2.a; UIKit raises an exception
        // outside it). A 5000 constraint is a required one: against another required width it
        // is a conflict, reported and broken as any, not a constraint outranking required. A
        // priority of −3 acts as the weakest (1), above the engine's own tie-breaks, so the
        // height it asks for holds where nothing else constrains it.
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let v = subview("box", in: window.rootView)
        LayoutConstraint.activate([
            v.topAnchor.constraint(equalTo: window.rootView.topAnchor),
            v.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
            v.heightAnchor.constraint(equalToConstant: 50).withPriority(LayoutPriority(-3)),
            v.widthAnchor.constraint(equalToConstant: 100),
            v.widthAnchor.constraint(equalToConstant: 200).withPriority(LayoutPriority(5000)),
        ])
        window.layoutIfNeeded()
        #expect(LayoutPriority(5000).solvedValue == 1000 && LayoutPriority(0).solvedValue == 1 && LayoutPriority(.nan).solvedValue == 1)
        #expect(v.frame.height == 50)
        // The message names the priority as written.
        let issue = try #require(window.issues.first { $0.kind == .unsatisfiable })
        #expect(issue.constraints == ["box.width == 100", "box.width == 200 @5000"])
        #expect(v.frame.width == 100)
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

    @Test("setting the same intrinsicContentSize asks for no layout; a new one, or invalidateIntrinsicContentSize(), does")
    func intrinsicInvalidation() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let label = subview("label", in: window.rootView)
        label.intrinsicContentSize = (60, 21)
        LayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor, constant: 16),
                                   label.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 100)])
        window.layoutIfNeeded()
        #expect(!window.needsLayout && !window.generatedStale)
        label.intrinsicContentSize = (60, 21)
        #expect(!window.needsLayout && !window.generatedStale)
        label.invalidateIntrinsicContentSize()
        #expect(window.needsLayout && window.generatedStale)
        window.layoutIfNeeded()
        label.intrinsicContentSize = (80, 21)
        window.layoutIfNeeded()
        #expect(label.frame == Rect(x: 16, y: 100, width: 80, height: 21))
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

    @Test("sizes never go negative: padding wider than its container breaks the last constraint, as UIKit logs")
    func sizesAreNonNegative() throws {
        // UIKit's familiar log: `'UIView-Encapsulated-Layout-Width' …ContentView.width == 0`
        // against `H:|-(15)-[UILabel]-(15)-|` is unsatisfiable, which it is only if the label
        // cannot be −30 pt wide. Here a 20 pt box holds a label 15 pt from each side.
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let box = subview("box", in: window.rootView)
        let label = subview("label", in: box)
        label.intrinsicContentSize = (width: 30, height: 20)
        let trailing = box.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 15)
        let width = box.widthAnchor.constraint(equalToConstant: 20)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: window.rootView.topAnchor),
            box.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
            width,
            box.heightAnchor.constraint(equalToConstant: 40),
            label.topAnchor.constraint(equalTo: box.topAnchor),
            label.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 15),
            trailing,
        ])
        window.layoutIfNeeded()
        let issue = try #require(window.issues.first { $0.kind == .unsatisfiable })
        #expect(issue.constraints.contains("'UIView-NonNegative-Width' label.width >= 0"))
        #expect(issue.message.hasSuffix("Will attempt to recover by breaking constraint\n\(trailing.text)"))
        // With the trailing constraint broken the label keeps its intrinsic width.
        #expect(label.frame == Rect(x: 15, y: 0, width: 30, height: 20))
        // A container wide enough: nothing is broken, the label is 20 wide.
        trailing.isActive = false
        width.constant = 50
        trailing.isActive = true
        window.layoutIfNeeded()
        #expect(window.issues.isEmpty)
        #expect(label.frame.width == 20)
    }

    @Test("a size bound never moves the window: a view wider than the screen's room breaks a user constraint")
    func sizeBoundsKeepTheWindow() throws {
        // 200 pt in from each side of a 375 pt screen: the box would be −25 wide. The window's
        // width is UIKit's required 'UIView-Encapsulated-Layout-Width', so a user constraint
        // is broken and logged, and the root stays 375 wide.
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let box = subview("box", in: window.rootView)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: window.rootView.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor, constant: 200),
            window.rootView.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: 200),
        ])
        window.layoutIfNeeded()
        #expect(window.rootView.frame.width == 375)
        #expect(box.frame.width >= 0)
        #expect(window.issues.contains { $0.kind == .unsatisfiable })
    }

    /// artsy/eidolon's Auction.storyboard (shared/fixtures/interface-builder, line 252–253):
    /// a label pinned both 20 below the root's top and 20 below the top layout guide, which the
    /// status bar puts at 20. UIKit sets a controller's root view by its frame, so the conflict
    /// breaks the later of the two user constraints, never the root's place in the window.
    @Test("a controller's root view keeps the window's frame: its own constraints give way in a conflict")
    func controllerRootKeepsItsFrame() throws {
        let window = try Window(device: Devices.named("iPad Air 2"), orientation: .landscapeLeft, iOS: 10)
        let vc = ViewController(identifier: "vc")
        let label = subview("label", in: vc.view)
        let first = label.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 20)
        let second = label.topAnchor.constraint(equalTo: vc.topLayoutGuide.bottomAnchor, constant: 20)
        LayoutConstraint.activate([first, second, label.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
                                   label.widthAnchor.constraint(equalToConstant: 100), label.heightAnchor.constraint(equalToConstant: 20)])
        window.setRootViewController(vc)
        #expect(vc.view.frame == Rect(x: 0, y: 0, width: 1024, height: 768))
        #expect(label.frame.minY == 20)
        let issue = try #require(window.issues.first { $0.kind == .unsatisfiable })
        #expect(issue.message.hasSuffix("breaking constraint\n" + second.text))
    }

    /// A presented controller's view is placed by the presentation, as the window places its
    /// root: content asking for another width breaks inside it.
    @Test("a presented controller's view keeps the screen's width when its content asks for another")
    func presentedViewKeepsItsFrame() throws {
        let window = try Window(device: Devices.named("iPhone 11"), iOS: 16)
        let presenter = ViewController(identifier: "presenter")
        window.setRootViewController(presenter)
        let vc = ViewController(identifier: "vc")
        let box = subview("box", in: vc.view)
        let narrow = vc.view.widthAnchor.constraint(equalToConstant: 300)
        LayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
                                   box.trailingAnchor.constraint(equalTo: vc.view.trailingAnchor),
                                   box.topAnchor.constraint(equalTo: vc.view.topAnchor),
                                   box.heightAnchor.constraint(equalToConstant: 10), narrow])
        try presenter.present(vc, style: .fullScreen)
        #expect(vc.view.frame.width == 414)
        #expect(narrow.isBroken)
    }

    @Test("optional pressure stops at a zero size instead of a negative one")
    func optionalPressureStopsAtZero() throws {
        // A 10 pt box inside 20 pt of insets would be −10 pt tall under `height == 0 @50`
        // pulling its container in; the container stops at 20 and the box at 0.
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let holder = subview("holder", in: window.rootView)
        let inner = subview("inner", in: holder)
        LayoutConstraint.activate([
            holder.topAnchor.constraint(equalTo: window.rootView.topAnchor),
            holder.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
            holder.widthAnchor.constraint(equalToConstant: 100),
            holder.heightAnchor.constraint(equalToConstant: 0).withPriority(.fittingSizeLevel),
            inner.topAnchor.constraint(equalTo: holder.topAnchor, constant: 10),
            holder.bottomAnchor.constraint(equalTo: inner.bottomAnchor, constant: 10),
            inner.leadingAnchor.constraint(equalTo: holder.leadingAnchor),
            inner.widthAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(holder.frame.height == 20)
        #expect(inner.frame == Rect(x: 0, y: 10, width: 10, height: 0))
        #expect(window.issues.isEmpty)
    }
}
