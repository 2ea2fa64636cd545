import DeviceCatalog
import Testing
@testable import LayoutEngine

enum Devices {
    static let catalog = try! DeviceCatalog.load()
    static func named(_ name: String) -> Device { try! catalog.device(named: name) }
}

func pinned(_ view: View, to item: LayoutItem, insets: EdgeInsets = .zero) {
    LayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: item.topAnchor, constant: insets.top),
        view.leftAnchor.constraint(equalTo: item.leftAnchor, constant: insets.left),
        view.bottomAnchor.constraint(equalTo: item.bottomAnchor, constant: -insets.bottom),
        view.rightAnchor.constraint(equalTo: item.rightAnchor, constant: -insets.right),
    ])
}

func subview(_ id: String, in parent: View) -> View {
    let v = View(identifier: id)
    v.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(v)
    return v
}

@Suite("Safe area (semantics doc §1)")
struct SafeAreaTests {
    // iPhone X figures: useyourloaf "Supporting iPhone X" and WWDC 2018 session 235, through
    // the device catalog; the 375 × 734 / 724 × 354 safe areas: qiita usagimaru.

    @Test("the root view's insets are the iPhone X's: (44,0,34,0) portrait, (0,44,21,44) landscape")
    func rootInsets() throws {
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16)
        window.layoutIfNeeded()
        #expect(window.rootView.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        try window.rotate(to: .landscapeLeft)
        window.layoutIfNeeded()
        #expect(window.rootView.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    }

    @Test("subviews get only the part of the unsafe band they cover")
    func subviewInsets() throws {
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16)
        let root = window.rootView
        let top = subview("top", in: root), below = subview("below", in: root), inside = subview("inside", in: root)
        for (view, y) in [(top, 0.0), (below, 20.0), (inside, 100.0)] {
            LayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: y),
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                view.heightAnchor.constraint(equalToConstant: 100),
            ])
        }
        window.layoutIfNeeded()
        #expect(top.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(below.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 0, right: 0))
        #expect(inside.safeAreaInsets == .zero)
    }

    @Test("a view pinned to the safe-area guide is 375 × 734 at y 44, then 724 × 354 at x 44")
    func safeAreaGuide() throws {
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16)
        let content = subview("content", in: window.rootView)
        pinned(content, to: window.rootView.safeAreaLayoutGuide)
        window.layoutIfNeeded()
        #expect(content.frame == Rect(x: 0, y: 44, width: 375, height: 734))
        try window.rotate(to: .landscapeLeft)
        window.layoutIfNeeded()
        #expect(content.frame == Rect(x: 44, y: 0, width: 724, height: 354))
        #expect(content.safeAreaInsets == .zero)
    }

    @Test("a view half off screen keeps the superview's bottom inset, not more (W18-235)")
    func offScreenCapped() throws {
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16)
        let root = window.rootView
        let sliding = subview("sliding", in: root)
        LayoutConstraint.activate([
            sliding.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: 50),
            sliding.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            sliding.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            sliding.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        #expect(sliding.safeAreaInsets.bottom == 34)
    }

    @Test("a Dynamic Island phone: pinned to every edge, top moved to 20, gives top 39 (csl.cool)")
    func dynamicIsland() throws {
        let window = try Window(device: Devices.named("iPhone 14 Pro"), iOS: 17)
        let v = subview("v", in: window.rootView)
        pinned(v, to: window.rootView, insets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        window.layoutIfNeeded()
        #expect(window.rootView.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(v.safeAreaInsets == EdgeInsets(top: 39, left: 0, bottom: 34, right: 0))
    }

    @Test("additionalSafeAreaInsets add to the root's; a view past the right edge is capped (huahuahu)")
    func additionalInsets() throws {
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16)
        window.rootView.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 30, bottom: 0, right: 10)
        let past = subview("past", in: window.rootView)
        LayoutConstraint.activate([
            past.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 300),
            past.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor, constant: 200),
            past.widthAnchor.constraint(equalToConstant: 400),
            past.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(window.rootView.safeAreaInsets == EdgeInsets(top: 64, left: 30, bottom: 34, right: 10))
        #expect(past.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 10))
    }

    @Test("iOS 10 rules: there is no safe area")
    func iOS10() throws {
        let window = try Window(device: Devices.named("iPhone 7"), iOS: 10)
        window.layoutIfNeeded()
        #expect(window.rootView.safeAreaInsets == .zero)
    }

    @Test("safeAreaInsetsDidChange fires when, and only when, the insets change")
    func callbacks() throws {
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16)
        let v = subview("v", in: window.rootView)
        pinned(v, to: window.rootView)
        window.layoutIfNeeded()
        #expect(window.trace.filter { $0.object == "v" && $0.event == "safeAreaInsetsDidChange" }.count == 1)
        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(window.trace.filter { $0.object == "v" && $0.event == "safeAreaInsetsDidChange" }.count == 1)
        try window.rotate(to: .landscapeRight)
        window.layoutIfNeeded()
        let events = window.trace.filter { $0.object == "v" && $0.event == "safeAreaInsetsDidChange" }
        #expect(events.count == 2)
        #expect(events.last?.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    }
    @Test("a window can keep another iOS's device figures under its rules (figuresIOS); a move drops them unless it names them")
    func figuresOfAnEarlierIOS() throws {
        // The iPhone 11's status band is 44 pt through iOS 13 and 48 from iOS 14 (the catalog's
        // phone-notch-xr profile, StatusBarUtil.js); Xcode 12–13's canvas drew it at 44.
        let phone = Devices.named("iPhone 11")
        let own = try Window(device: phone, iOS: 15)
        own.layoutIfNeeded()
        #expect(own.rootView.safeAreaInsets.top == 48)
        let canvas = try Window(device: phone, iOS: 15, figuresIOS: 13)
        canvas.layoutIfNeeded()
        #expect(canvas.iOS == 15)
        #expect(canvas.rootView.safeAreaInsets.top == 44)
        try canvas.rotate(to: .landscapeLeft)
        try canvas.rotate(to: .portrait)
        canvas.layoutIfNeeded()
        #expect(canvas.rootView.safeAreaInsets.top == 44)
        try canvas.transition(to: .landscapeLeft)
        try canvas.transition(to: .portrait)
        canvas.layoutIfNeeded()
        #expect(canvas.rootView.safeAreaInsets.top == 44)
        try canvas.move(to: phone, orientation: .portrait, iOS: 15)
        canvas.layoutIfNeeded()
        #expect(canvas.figuresIOS == nil)
        #expect(canvas.rootView.safeAreaInsets.top == 48)
        // A move may keep figures of another iOS: an app in UIDesignRequiresCompatibility mode
        // on the iPhone 16 Pro runs iOS 18's rules and bars (44) on iOS 26's figures (62 pt top
        // inset, the catalog's phone-island-62 profile).
        try canvas.move(to: Devices.named("iPhone 16 Pro"), orientation: .portrait, iOS: 18, figuresIOS: 26)
        canvas.layoutIfNeeded()
        #expect(canvas.iOS == 18 && canvas.figuresIOS == 26)
        #expect(canvas.metrics.bars.navigationBar == 44)
        #expect(canvas.rootView.safeAreaInsets.top == 62)
    }
}
