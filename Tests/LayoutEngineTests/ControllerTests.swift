import DeviceCatalog
import Testing
@testable import LayoutEngine

@Suite("View controllers and containers (semantics doc 1.5, 7)")
struct ControllerTests {
    // Figures: Bugly (iPhone 8: 64 with a navigation bar, 64/49 in a tab bar controller, 20 with
    // the bar hidden); useyourloaf "Supporting iPhone X" (88 top); the widely used
    // `isX ? 83 : 49` tab bar constants (warriorg notes); DragonCherry's (32,44,21,44).

    func insets(_ device: String, iOS: Int, orientation: Orientation = .portrait,
                _ make: () -> (root: ViewController, child: ViewController)) throws -> EdgeInsets {
        let window = try Window(device: Devices.named(device), orientation: orientation, iOS: iOS)
        let (root, child) = make()
        window.setRootViewController(root)
        return child.view.safeAreaInsets
    }

    @Test("a child of a navigation controller: (64,0,0,0) on an iPhone 8, (88,0,34,0) on an iPhone X")
    func navigation() throws {
        func make() -> (root: ViewController, child: ViewController) {
            let child = ViewController(identifier: "list")
            return (NavigationController(identifier: "nav", rootViewController: child), child)
        }
        #expect(try insets("iPhone 8", iOS: 16, make) == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(try insets("iPhone X", iOS: 16, make) == EdgeInsets(top: 88, left: 0, bottom: 34, right: 0))
        #expect(try insets("iPhone X", iOS: 16, orientation: .landscapeLeft, make) == EdgeInsets(top: 32, left: 44, bottom: 21, right: 44))
    }

    @Test("inside a tab bar controller: (64,0,49,0) and (88,0,83,0)")
    func navigationInTab() throws {
        func make() -> (root: ViewController, child: ViewController) {
            let child = ViewController(identifier: "list")
            let nav = NavigationController(identifier: "nav", rootViewController: child)
            return (TabBarController(identifier: "tabs", viewControllers: [nav, ViewController(identifier: "other")]), child)
        }
        #expect(try insets("iPhone 8", iOS: 16, make) == EdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
        #expect(try insets("iPhone X", iOS: 16, make) == EdgeInsets(top: 88, left: 0, bottom: 83, right: 0))
    }

    @Test("the bar hidden: (20,0,0,0) and (44,0,34,0)")
    func hiddenBar() throws {
        func make() -> (root: ViewController, child: ViewController) {
            let child = ViewController(identifier: "list")
            let nav = NavigationController(identifier: "nav", rootViewController: child)
            nav.isNavigationBarHidden = true
            return (nav, child)
        }
        #expect(try insets("iPhone 8", iOS: 16, make) == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(try insets("iPhone X", iOS: 16, make) == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    }

    @Test("a plain controller on an iPhone 8 has (20,0,0,0); additionalSafeAreaInsets top -20 brings it to zero")
    func plainAndAdditional() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let vc = ViewController(identifier: "vc")
        window.setRootViewController(vc)
        #expect(vc.view.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        vc.additionalSafeAreaInsets = EdgeInsets(top: -20, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(vc.view.safeAreaInsets == .zero)
    }

    @Test("an opaque bar without extendedLayoutIncludesOpaqueBars: the view starts below it, with no inset (rule 1.5.b)")
    func opaqueBar() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let child = ViewController(identifier: "list")
        let nav = NavigationController(identifier: "nav", rootViewController: child)
        nav.isTranslucent = false
        window.setRootViewController(nav)
        #expect(child.view.frame == Rect(x: 0, y: 64, width: 375, height: 603))
        #expect(child.view.safeAreaInsets == .zero)
    }

    @Test("a non-animated push on an iPhone X, bar hidden: exactly the order and insets logged on iOS 11 (issue 5 table)")
    func pushTrace() throws {
        let window = try Window(device: Devices.named("iPhone X"), iOS: 11)
        let rootVC = ViewController(identifier: "rootVC")
        let nav = NavigationController(identifier: "nav", rootViewController: rootVC)
        nav.isNavigationBarHidden = true
        window.setRootViewController(nav)
        window.clearTrace()
        let pushVC = ViewController(identifier: "pushVC")
        nav.pushViewController(pushVC, animated: false)
        let controllerEvents = window.trace.filter { $0.object == "rootVC" || $0.object == "pushVC" }
        let zero = EdgeInsets.zero, x = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let expected: [(String, String, EdgeInsets)] = [
            ("pushVC", "viewDidLoad", zero), ("pushVC", "willMoveToParent", zero),
            ("rootVC", "viewWillDisappear", x), ("pushVC", "viewWillAppear", zero),
            ("pushVC", "viewSafeAreaInsetsDidChange", x),
            ("pushVC", "viewWillLayoutSubviews", x), ("pushVC", "viewDidLayoutSubviews", x),
            ("pushVC", "viewWillLayoutSubviews", x), ("pushVC", "viewDidLayoutSubviews", x),
            ("pushVC", "viewDidAppear", x), ("rootVC", "viewDidDisappear", x), ("pushVC", "didMoveToParent", x),
        ]
        #expect(controllerEvents.map(\.object) == expected.map(\.0))
        #expect(controllerEvents.map(\.event) == expected.map(\.1))
        #expect(controllerEvents.map(\.safeAreaInsets) == expected.map(\.2))
    }

    @Test("a custom bar sized 44 + the top inset in viewDidLayoutSubviews follows rotation")
    func customBarFollowsRotation() throws {
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16)
        let vc = ViewController(identifier: "vc")
        window.setRootViewController(vc)
        let bar = View(identifier: "bar")
        bar.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(bar)
        let height = bar.heightAnchor.constraint(equalToConstant: 44 + vc.view.safeAreaInsets.top)
        LayoutConstraint.activate([bar.topAnchor.constraint(equalTo: vc.view.topAnchor),
                                   bar.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
                                   bar.trailingAnchor.constraint(equalTo: vc.view.trailingAnchor), height])
        window.layoutIfNeeded()
        #expect(bar.frame.height == 88)
        try window.rotate(to: .landscapeLeft)
        window.layoutIfNeeded()
        height.constant = 44 + vc.view.safeAreaInsets.top   // what viewDidLayoutSubviews does
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44)
    }
}

@Suite("Presentation, animated push, status bar (semantics doc 7)")
struct PresentationTests {
    func events(_ window: Window, _ ids: Set<String>) -> [String] {
        window.trace.filter { ids.contains($0.object) }.map { "\($0.object):\($0.event)" }
    }

    @Test("an animated push follows 7.1: willMove first, layout before and after the animation")
    func animatedPush() throws {
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16)
        let a = ViewController(identifier: "A")
        let nav = NavigationController(identifier: "nav", rootViewController: a)
        window.setRootViewController(nav)
        window.clearTrace()
        nav.pushViewController(ViewController(identifier: "B"), animated: true)
        #expect(events(window, ["A", "B"]) == [
            "B:willMoveToParent", "B:viewDidLoad", "A:viewWillDisappear", "B:viewWillAppear", "B:viewSafeAreaInsetsDidChange",
            "B:viewWillLayoutSubviews", "B:viewDidLayoutSubviews", "A:viewDidDisappear", "B:viewDidAppear", "B:didMoveToParent",
            "B:viewWillLayoutSubviews", "B:viewDidLayoutSubviews",
        ])
    }

    @Test("a full-screen presentation: the presenting controller disappears and reappears on dismissal (7.2)")
    func fullScreen() throws {
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16)
        let home = ViewController(identifier: "home")
        window.setRootViewController(home)
        window.clearTrace()
        let modal = ViewController(identifier: "modal")
        home.present(modal, style: .fullScreen)
        #expect(modal.view.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(events(window, ["home", "modal"]) == [
            "modal:viewDidLoad", "home:viewWillDisappear", "modal:viewWillAppear", "modal:viewSafeAreaInsetsDidChange",
            "modal:viewWillLayoutSubviews", "modal:viewDidLayoutSubviews", "home:viewDidDisappear", "modal:viewDidAppear",
        ])
        window.clearTrace()
        home.dismiss()
        #expect(events(window, ["home", "modal"]) == ["modal:viewWillDisappear", "home:viewWillAppear", "modal:viewDidDisappear", "home:viewDidAppear"])
        #expect(home.presentedViewController == nil)
    }

    @Test("over full screen: the presenting controller gets no appearance callbacks (7.2)")
    func overFullScreen() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let home = ViewController(identifier: "home")
        window.setRootViewController(home)
        window.clearTrace()
        home.present(ViewController(identifier: "alert"), style: .overFullScreen)
        #expect(!events(window, ["home"]).contains { $0.contains("Appear") || $0.contains("Disappear") })
    }

    @Test("hiding the status bar on an iPhone 8: viewSafeAreaInsetsDidChange with (0,0,0,0) and the margins change")
    func statusBarChange() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let vc = ViewController(identifier: "vc")
        window.setRootViewController(vc)
        window.clearTrace()
        window.setStatusBar(.hidden)
        window.layoutIfNeeded()
        let entries = window.trace.filter { $0.object == "vc" }
        #expect(entries.map(\.event) == ["viewSafeAreaInsetsDidChange", "viewLayoutMarginsDidChange"])
        #expect(entries.first?.safeAreaInsets == .zero)
    }
}
