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

    /// UIKit's containment (`addChild`, then the child's view added by hand) works for
    /// containers too: a navigation controller placed inside a plain controller's view shows
    /// its top controller and bar there, 44 pt below the 20 pt status bar on an iPhone 8.
    @Test("a navigation controller added as a child of a plain controller shows its top controller")
    func containerInsidePlainController() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let host = ViewController(identifier: "host")
        let content = ViewController(identifier: "content")
        let nav = NavigationController(identifier: "nav", rootViewController: content)
        host.addChild(nav)
        host.view.addSubview(nav.view)
        pinned(nav.view, to: host.view)
        window.setRootViewController(host)
        #expect(content.view.window === window)
        #expect(content.view.safeAreaInsets == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(nav.navigationBar.frame == Rect(x: 0, y: 20, width: 375, height: 44))
    }

    /// Apple's `addChild(_:)`: "this method automatically calls the willMove(toParent:) method
    /// of the child view controller before adding it"; `didMove(toParent:)` is the caller's.
    @Test("addChild sends the child willMove(toParent:) with its new parent, and only that")
    func addChildSendsWillMove() throws {
        final class Child: ViewController {
            var moves: [String] = []
            override func willMove(toParent parent: ViewController?) { moves.append("will:\(parent?.identifier ?? "nil")") }
            override func didMove(toParent parent: ViewController?) { moves.append("did:\(parent?.identifier ?? "nil")") }
        }
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let host = ViewController(identifier: "host")
        window.setRootViewController(host)
        let child = Child(identifier: "child")
        host.addChild(child)
        #expect(child.moves == ["will:host"])
        #expect(child.parent === host && host.children.contains { $0 === child })
        #expect(window.trace.contains { $0.object == "child" && $0.event == "willMoveToParent" })
    }

    /// UIKit forwards the appearance callbacks to the children a controller shows in its view
    /// (`shouldAutomaticallyForwardAppearanceMethods`, true by default; semantics doc 7.1's
    /// containment: `viewDidLoad`, `viewWillAppear`, layout, `viewDidAppear`).
    @Test("a child shown by containment gets viewDidLoad, the appearance pair and layout callbacks, after its parent's")
    func containedChildAppears() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let host = ViewController(identifier: "host")
        let child = ViewController(identifier: "child")
        host.addChild(child)
        host.view.addSubview(child.view)
        pinned(child.view, to: host.view)
        window.setRootViewController(host)
        let events = window.trace.filter { $0.object == "child" }.map(\.event)
        #expect(events.first == "willMoveToParent" || events.first == "viewDidLoad")
        for event in ["viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"] {
            #expect(events.contains(event), "\(event) in \(events)")
        }
        let order = window.trace.map { "\($0.object):\($0.event)" }
        let hostAppear = try #require(order.firstIndex(of: "host:viewWillAppear"))
        let childAppear = try #require(order.firstIndex(of: "child:viewWillAppear"))
        #expect(hostAppear < childAppear)
    }

    /// Rule 1.5.b applies to every bar (Apple's `extendedLayoutIncludesOpaqueBars` and
    /// `edgesForExtendedLayout` pages speak of "opaque bars" and "edges", not of the navigation
    /// bar alone): with an opaque tab bar the selected child's view ends at the bar's top. The
    /// bar is 49 pt, plus the 34 pt home-indicator band on an iPhone X (semantics doc §4), so
    /// the view is 667 − 49 = 618 and 812 − 83 = 729 pt tall, and nothing covers its bottom.
    @Test("an opaque tab bar: the selected child's view ends at the bar's top, with no bottom inset (rule 1.5.b)")
    func opaqueTabBar() throws {
        for (name, height, top) in [("iPhone 8", 618.0, 20.0), ("iPhone X", 729.0, 44.0)] {
            let window = try Window(device: Devices.named(name), iOS: 16)
            let child = ViewController(identifier: "first")
            let tabs = TabBarController(identifier: "tabs", viewControllers: [child, ViewController(identifier: "second")])
            tabs.isTranslucent = false
            window.setRootViewController(tabs)
            #expect(child.view.frame == Rect(x: 0, y: 0, width: 375, height: height), "\(name)")
            #expect(child.view.safeAreaInsets == EdgeInsets(top: top, left: 0, bottom: 0, right: 0), "\(name)")
            // extendedLayoutIncludesOpaqueBars puts it back under the bar, which adds to its safe area.
            child.extendedLayoutIncludesOpaqueBars = true
            window.layoutIfNeeded()
            #expect(child.view.frame.height == (name == "iPhone 8" ? 667 : 812), "\(name)")
            #expect(child.view.safeAreaInsets.bottom == (name == "iPhone 8" ? 49 : 83), "\(name)")
        }
    }

    /// `edgesForExtendedLayout` without `.bottom` lays the view out above a translucent tab bar
    /// too (Apple: "removing an edge makes the container lay the child's view out below that
    /// bar instead of under it", semantics doc rule 1.5.b), and a navigation controller inside
    /// the tab sees the same: its child gets the bar's 64 pt at the top and nothing at the bottom.
    @Test("edgesForExtendedLayout without the bottom edge: the view stops at a translucent tab bar")
    func bottomEdgeNotExtended() throws {
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16)
        let child = ViewController(identifier: "list")
        let nav = NavigationController(identifier: "nav", rootViewController: child)
        nav.edgesForExtendedLayout = [.top, .left, .right]
        window.setRootViewController(TabBarController(identifier: "tabs", viewControllers: [nav]))
        #expect(nav.view.frame == Rect(x: 0, y: 0, width: 375, height: 729))
        #expect(child.view.safeAreaInsets == EdgeInsets(top: 88, left: 0, bottom: 0, right: 0))
    }

    /// The same edge left out by the navigation controller's child, not by the navigation
    /// controller: the child's view stops at the tab bar's top (what `edgesForExtendedLayout =
    /// []` does inside a navigation controller in a tab bar controller), while the navigation
    /// controller's own view still runs under the translucent bar.
    @Test("a navigation controller's child without the bottom edge stops at the tab bar around it")
    func childOfNavigationInTabsNotExtended() throws {
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16)
        let child = ViewController(identifier: "list")
        child.edgesForExtendedLayout = [.top, .left, .right]
        let nav = NavigationController(identifier: "nav", rootViewController: child)
        window.setRootViewController(TabBarController(identifier: "tabs", viewControllers: [nav]))
        #expect(nav.view.frame == Rect(x: 0, y: 0, width: 375, height: 812))
        #expect(child.view.frame == Rect(x: 0, y: 0, width: 375, height: 812 - 83))
        #expect(child.view.safeAreaInsets == EdgeInsets(top: 88, left: 0, bottom: 0, right: 0))
        child.edgesForExtendedLayout = .all
        window.layoutIfNeeded()
        #expect(child.view.frame.height == 812)
        #expect(child.view.safeAreaInsets.bottom == 83)
    }

    /// An opaque toolbar, shown, stops the child's view at the toolbar's top: 44 pt above the
    /// home-indicator band on an iPhone X (toolbar height, semantics doc §4).
    @Test("an opaque toolbar: the child's view ends at the toolbar's top")
    func opaqueToolbar() throws {
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16)
        let child = ViewController(identifier: "list")
        let nav = NavigationController(identifier: "nav", rootViewController: child)
        nav.isToolbarHidden = false
        nav.isToolbarTranslucent = false
        window.setRootViewController(nav)
        #expect(child.view.frame == Rect(x: 0, y: 0, width: 375, height: 812 - 34 - 44))
        #expect(child.view.safeAreaInsets == EdgeInsets(top: 88, left: 0, bottom: 0, right: 0))
        nav.isToolbarHidden = true
        window.layoutIfNeeded()
        #expect(child.view.frame.height == 812)
        #expect(child.view.safeAreaInsets.bottom == 34)
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
        // The log printed the lifecycle callbacks; iOS 11 also tells the pushed controller its
        // first traits as its view joins the window (up to iOS 12, Use Your Loaf; see
        // TraitCollectionTests), which the log did not print: it comes after viewWillAppear.
        let all = window.trace.filter { $0.object == "rootVC" || $0.object == "pushVC" }
        let told = all.firstIndex { $0.event == "traitCollectionDidChange" }
        #expect(told.map { all[$0 - 1].event } == "viewWillAppear")
        let controllerEvents = all.filter { $0.event != "traitCollectionDidChange" }
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

    @Test("large titles: 116 on an iPhone 8, 140 on an iPhone X; .never or .inline on a pushed item gives the regular bar")
    func largeTitles() throws {
        // Semantics doc §4: the bar grows by 52 — 116 with a 20 pt status bar, 140 in all on an
        // iPhone X (hacknicity; qiita usagimaru).
        for (name, expected, regular) in [("iPhone 8", 116.0, 64.0), ("iPhone X", 140.0, 88.0)] {
            let window = try Window(device: Devices.named(name), iOS: 16)
            let first = ViewController(identifier: "first")
            let nav = NavigationController(identifier: "nav", rootViewController: first)
            nav.prefersLargeTitles = true
            window.setRootViewController(nav)
            #expect(first.view.safeAreaInsets.top == expected, "\(name)")
            let second = ViewController(identifier: "second")
            second.navigationItem.largeTitleDisplayMode = .never
            nav.pushViewController(second, animated: false)
            #expect(second.view.safeAreaInsets.top == regular, "\(name)")
            let third = ViewController(identifier: "third")   // .automatic: as the item below it
            nav.pushViewController(third, animated: false)
            #expect(third.view.safeAreaInsets.top == regular, "\(name)")
            third.navigationItem.largeTitleDisplayMode = .always
            window.layoutIfNeeded()
            #expect(third.view.safeAreaInsets.top == expected, "\(name)")
            // iOS 17's .inline: the title in the standard bar (Apple, UINavigationItem.LargeTitleDisplayMode).
            third.navigationItem.largeTitleDisplayMode = .inline
            window.layoutIfNeeded()
            #expect(third.view.safeAreaInsets.top == regular, "\(name)")
        }
    }

    @Test("additionalSafeAreaInsets on a navigation controller add to every child it shows (rule 1.5)")
    func navigationAdditionalInsets() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let first = ViewController(identifier: "first")
        let nav = NavigationController(identifier: "nav", rootViewController: first)
        nav.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        window.setRootViewController(nav)
        // (64,0,0,0) under the bar on an iPhone 8 (issue 5), plus the container's own.
        #expect(first.view.safeAreaInsets == EdgeInsets(top: 74, left: 0, bottom: 20, right: 0))
        let second = ViewController(identifier: "second")
        nav.pushViewController(second, animated: false)
        #expect(second.view.safeAreaInsets == EdgeInsets(top: 74, left: 0, bottom: 20, right: 0))
    }

    /// A controller with a custom top bar sized in `viewDidLayoutSubviews` as 44 + the top
    /// safe-area inset: the pattern that avoids the push glitch of sizing it in
    /// `viewSafeAreaInsetsDidChange` (issue 5; semantics doc 1.6).
    final class CustomBarController: ViewController {
        let bar = View(identifier: "bar")
        var height: LayoutConstraint?
        /// Each height the bar was given, when it changed.
        var heights: [Double] = []

        override func viewDidLoad() {
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            let height = bar.heightAnchor.constraint(equalToConstant: 44)
            LayoutConstraint.activate([bar.topAnchor.constraint(equalTo: view.topAnchor),
                                       bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                       bar.trailingAnchor.constraint(equalTo: view.trailingAnchor), height])
            self.height = height
        }

        override func viewDidLayoutSubviews() {
            let wanted = 44 + view.safeAreaInsets.top
            guard let height, height.constant != wanted else { return }
            height.constant = wanted
            heights.append(wanted)
        }
    }

    @Test("a custom bar sized 44 + the top inset in viewDidLayoutSubviews: one change on push, then follows rotation")
    func customBarFollowsRotation() throws {
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16)
        let rootVC = ViewController(identifier: "rootVC")
        let nav = NavigationController(identifier: "nav", rootViewController: rootVC)
        nav.isNavigationBarHidden = true
        window.setRootViewController(nav)
        let pushVC = CustomBarController(identifier: "pushVC")
        nav.pushViewController(pushVC, animated: false)
        // iPhone X portrait top inset 44 (device catalog; issue 5's table): 88, set once.
        #expect(pushVC.heights == [88])
        #expect(pushVC.bar.frame.height == 88)
        try window.transition(to: .landscapeLeft)
        // Landscape top inset 0 on an iPhone X: 44.
        #expect(pushVC.heights == [88, 44])
        #expect(pushVC.bar.frame.height == 44)
        try window.transition(to: .portrait)
        #expect(pushVC.heights == [88, 44, 88])
        #expect(pushVC.bar.frame.height == 88)
    }
}

@Suite("The layout pair outside controller operations (semantics doc 5.6)")
struct LayoutPairTests {
    func pairs(_ window: Window, _ id: String) -> Int {
        window.trace.filter { $0.object == id && $0.event == "viewDidLayoutSubviews" }.count
    }

    @Test("a layout that moves a root view's subview calls the controller's pair once; one that changes nothing, or only deeper views, calls none")
    func pairFollowsTheRootViewsLayout() throws {
        // Rule 5.6 [doc]: the engine marks a changed view's superview for layout, and a
        // controller's viewWillLayoutSubviews / viewDidLayoutSubviews bracket its root view's
        // layoutSubviews.
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let vc = ViewController(identifier: "vc")
        let card = subview("card", in: vc.view), badge = subview("badge", in: card)
        let top = card.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 100)
        let inset = badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8)
        LayoutConstraint.activate([top, inset, card.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
                                   card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 50),
                                   badge.topAnchor.constraint(equalTo: card.topAnchor),
                                   badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20)])
        window.setRootViewController(vc)
        window.clearTrace()

        top.constant = 120
        window.layoutIfNeeded()
        #expect(card.frame.minY == 120)
        #expect(pairs(window, "vc") == 1)
        let order = window.trace.filter { $0.object == "vc" || $0.object == "vc.view" }.map(\.event)
        #expect(order == ["viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews"])

        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(pairs(window, "vc") == 1)
        // Only the badge moves: its superview, the card, is laid out, not the root view.
        inset.constant = 12
        window.layoutIfNeeded()
        #expect(badge.frame.minX == 12)
        #expect(pairs(window, "vc") == 1)
    }

    /// A controller that moves its subview by a point in every viewDidLayoutSubviews: a layout
    /// that never settles.
    final class RestlessController: ViewController {
        let box = View(identifier: "box")
        var top: LayoutConstraint?
        override func viewDidLoad() {
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            let top = box.topAnchor.constraint(equalTo: view.topAnchor, constant: 0)
            LayoutConstraint.activate([top, box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                       box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10)])
            self.top = top
        }
        override func viewDidLayoutSubviews() { top?.constant += 1 }
    }

    @Test("a controller that changes the layout in every viewDidLayoutSubviews ends in an unsettled issue, not a hang")
    func restlessPairIsBounded() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let vc = RestlessController(identifier: "vc")
        window.setRootViewController(vc)
        vc.top?.constant = 100
        window.layoutIfNeeded()
        #expect(window.issues.contains { $0.kind == .unsettled })
        // Bounded: the rounds of the operation and of this layout, at most 8 each.
        #expect(pairs(window, "vc") <= 2 * UIKitMetrics.maximumLayoutPasses)
    }

    @Test("a custom bar sized in viewDidLayoutSubviews follows the status bar and a move to another device")
    func customBarFollowsStatusBarAndMoves() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let vc = ControllerTests.CustomBarController(identifier: "vc")
        window.setRootViewController(vc)
        // 44 + the iPhone 8's 20 pt status bar (semantics doc 1.1).
        #expect(vc.bar.frame.height == 64)
        window.setStatusBar(.hidden)
        window.layoutIfNeeded()
        // A home-button phone gives the band back when the status bar hides (rule 1.1.c).
        #expect(vc.bar.frame.height == 44)
        try window.move(to: Devices.named("iPhone X"), orientation: .portrait, iOS: 16)
        window.setStatusBar(.shown)
        window.layoutIfNeeded()
        // iPhone X: a 44 pt top inset (device catalog; issue 5's table).
        #expect(vc.bar.frame.height == 88)
        #expect(vc.heights == [64, 44, 88])
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
        try home.present(modal, style: .fullScreen)
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

    @Test("a presented navigation controller has its bar: 44 + the status band above its root's safe area, 88 on an iPhone X")
    func presentedNavigationController() throws {
        // Rule 1.5 holds for presented containers as for the root's (Bugly: 64 on an iPhone 8
        // with a navigation bar; useyourloaf: 88 on an iPhone X). A modal form in a navigation
        // controller is the usual case; the engine used to give presented containers no bars.
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16)
        let home = ViewController(identifier: "home")
        window.setRootViewController(home)
        let form = ViewController(identifier: "form")
        try home.present(NavigationController(identifier: "nav", rootViewController: form), style: .fullScreen)
        window.layoutIfNeeded()
        #expect(form.view.safeAreaInsets.top == 88)
        let tabs = ViewController(identifier: "tab")
        let old = try Window(device: Devices.named("iPhone 8"), iOS: 12)
        let start = ViewController(identifier: "start")
        old.setRootViewController(start)
        try start.present(TabBarController(identifier: "tabs", viewControllers: [tabs]))
        old.layoutIfNeeded()
        #expect(tabs.view.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 49, right: 0))
    }

    @Test("a navigation controller shown as a sheet's card has a 56 pt bar at the card's top, full screen again in landscape")
    func sheetNavigationBar() throws {
        // calleerlandsson/Tofu Main.storyboard (Xcode 12, iPhone 8; fifth held-out set): the
        // bars of its two presented navigation controllers saved at y 0, 375 × 56.
        let (window, nav, scan) = try presentedNavigation(on: "iPhone 8", iOS: 14)
        #expect(nav.navigationBar.frame == Rect(x: 0, y: 0, width: 375, height: 56))
        #expect(scan.view.safeAreaInsets.top == 56)
        // Rotated, the sheet is full screen (7.2) and its bar the landscape one.
        try window.transition(to: .landscapeLeft)
        #expect(nav.navigationBar.frame.height == 32)
    }

    @Test("on iOS 26 a sheet's navigation bar is 54 pt, 16 pt below the card's top; 56 at its top before")
    func sheetNavigationBarIOS26() throws {
        // GKNavigationBarSwift's fix for its issue 47: navBarHeightNonFullScreen 70 under Liquid
        // Glass, 56 before; bryceco/GoMap's MainStoryboard (Xcode 26, held-out sets): a sheet's
        // bar saved at y 16, 54 tall, the table under it at y 70 (line 442).
        for (iOS, bar) in [(26, Rect(x: 0, y: 16, width: 402, height: 54)), (18, Rect(x: 0, y: 0, width: 402, height: 56))] {
            let (_, nav, list) = try presentedNavigation(on: "iPhone 16 Pro", iOS: iOS)
            #expect(list.view.safeAreaInsets.top == bar.maxY, "iOS \(iOS)")
            #expect(nav.navigationBar.frame == bar, "iOS \(iOS)")
        }
    }

    /// A window on `device` under `iOS` whose root presents a navigation controller as a sheet,
    /// laid out: the window, the navigation controller and its root.
    func presentedNavigation(on device: String, iOS: Int) throws -> (Window, NavigationController, ViewController) {
        let window = try Window(device: Devices.named(device), iOS: iOS)
        let home = ViewController(identifier: "home")
        window.setRootViewController(home)
        let root = ViewController(identifier: "root")
        let nav = NavigationController(identifier: "nav", rootViewController: root)
        try home.present(nav)
        window.layoutIfNeeded()
        return (window, nav, root)
    }

    @Test("over full screen: the presenting controller gets no appearance callbacks (7.2)")
    func overFullScreen() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let home = ViewController(identifier: "home")
        window.setRootViewController(home)
        window.clearTrace()
        try home.present(ViewController(identifier: "alert"), style: .overFullScreen)
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
        // Then the root view is laid out, as after the logged push's inset change (7.1.b).
        #expect(entries.map(\.event) == ["viewSafeAreaInsetsDidChange", "viewLayoutMarginsDidChange",
                                         "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        #expect(entries.first?.safeAreaInsets == .zero)
    }

    @Test("iOS 13+: .automatic is a page sheet; the presenting controller gets no appearance callbacks (7.2)")
    func automaticSheet() throws {
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16)
        let home = ViewController(identifier: "home")
        window.setRootViewController(home)
        window.clearTrace()
        let sheet = ViewController(identifier: "sheet")
        try home.present(sheet)
        #expect(window.adaptiveStyle(for: .automatic) == .pageSheet)
        #expect(!events(window, ["home"]).contains { $0.contains("Appear") || $0.contains("Disappear") })
        #expect(events(window, ["sheet"]).first == "sheet:viewDidLoad")
        // The card starts below the top inset, so its own top inset is 0 and its bottom inset is
        // the home band: semantics doc 7.2 ("expect top 0, bottom = home band"); iPhone X
        // portrait insets (44,0,34,0) from the device catalog.
        #expect(sheet.view.frame.minY == 44 + UIKitMetrics.sheetTopGap)
        #expect(sheet.view.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(home.view.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(!home.view.isHidden)
    }

    @Test("a custom navigation bar height adds that much to the child's safe area, and an opaque bar stops the child below it")
    func customNavigationBarHeight() throws {
        // A UINavigationBar subclass whose sizeThatFits(_:) returns 113: the bar spans 59…172 on
        // an iPhone 14 Pro (top inset 59 from the catalog), the child's safe-area top is 172.
        let window = try Window(device: Devices.named("iPhone 14 Pro"), iOS: 17)
        let child = ViewController(identifier: "child")
        let nav = NavigationController(identifier: "nav", rootViewController: child)
        nav.navigationBarHeight = 113
        window.setRootViewController(nav)
        window.layoutIfNeeded()
        #expect(nav.navigationBar.frame == Rect(x: 0, y: 59, width: 393, height: 113))
        #expect(child.view.safeAreaInsets.top == 172)
        nav.isTranslucent = false
        window.layoutIfNeeded()
        #expect(child.view.frame == Rect(x: 0, y: 172, width: 393, height: 680))
        // Not a number: the standard bar again.
        nav.navigationBarHeight = .nan
        window.layoutIfNeeded()
        #expect(nav.navigationBar.frame.height == 44)
    }

    @Test("on an iPhone without a sensor housing a sheet's card starts at the status bar's bottom (7.2)")
    func sheetWithoutSensorHousing() throws {
        // jonkykong/SideMenu Example/Main.storyboard (Xcode 11, iPhone 8; outside the fixtures):
        // presented scenes' roots saved 375 × 647, 667 − 20, with content at a safe-area top of 0.
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 13)
        let home = ViewController(identifier: "home")
        window.setRootViewController(home)
        let sheet = ViewController(identifier: "sheet")
        try home.present(sheet)
        #expect(sheet.view.frame == Rect(x: 0, y: 20, width: 375, height: 647))
        #expect(sheet.view.safeAreaInsets == .zero)
    }

    @Test("a sheet's card drawn elsewhere (SheetCardPlacement.drawn, a design tool's canvas) has top and bottom insets of 0; UIKit's keeps the home indicator's (7.2)")
    func sheetCardDrawnElsewhere() throws {
        // GetStream's DemoApp Main.storyboard (Xcode 15, retina6_1; eleventh held-out set):
        // a presented root saved 414 × 886, 10 pt down in the 48 pt band, its stack 16 pt below
        // the safe area's top at y 16 (lines 146–192). Azure-Samples' native-auth sample
        // (Xcode 15; nineteenth set) line 723: a stack 16 above a card's safe-area bottom saved
        // ending 16 above the card's bottom.
        let window = try Window(device: Devices.named("iPhone 11"), iOS: 17)
        window.sheetCardPlacement = .drawn(top: 10)
        let home = ViewController(identifier: "home")
        window.setRootViewController(home)
        let sheet = ViewController(identifier: "sheet")
        try home.present(sheet)
        window.layoutIfNeeded()
        #expect(sheet.view.frame == Rect(x: 0, y: 10, width: 414, height: 886))
        #expect(sheet.view.safeAreaInsets == .zero)
        // UIKit's again: UIKit's card, 10 pt below the 48 pt inset, above the home indicator's.
        window.sheetCardPlacement = .uiKit
        window.layoutIfNeeded()
        #expect(sheet.view.frame.minY == 48 + UIKitMetrics.sheetTopGap)
        #expect(sheet.view.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        // Absurd values: not a number is UIKit's card; beyond the screen, at its bottom.
        window.sheetCardPlacement = .drawn(top: .nan)
        window.layoutIfNeeded()
        #expect(sheet.view.frame.minY == 58)
        window.sheetCardPlacement = .drawn(top: 1e9)
        window.layoutIfNeeded()
        #expect(sheet.view.frame.minY == 896)
    }

    @Test("a sheet on an iPhone in landscape is laid out full screen, and becomes a card again in portrait (7.2)")
    func sheetRotation() throws {
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16)
        let home = ViewController(identifier: "home")
        window.setRootViewController(home)
        let sheet = ViewController(identifier: "sheet")
        try home.present(sheet, style: .formSheet)
        window.clearTrace()
        try window.transition(to: .landscapeLeft)
        // The rotation changes the size classes: each controller hears willTransition(to:with:)
        // before any viewWillTransition (7.3; TraitCollectionTests).
        #expect(events(window, ["home", "sheet"]).prefix(4) == ["home:willTransitionToTraitCollection", "sheet:willTransitionToTraitCollection",
                                                                "home:viewWillTransition", "sheet:viewWillTransition"])
        // W19-224: full screen in landscape; iPhone X landscape insets (0,44,21,44).
        #expect(sheet.view.frame == Rect(x: 0, y: 0, width: 812, height: 375))
        #expect(sheet.view.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        try window.transition(to: .portrait)
        #expect(sheet.view.frame.minY == 44 + UIKitMetrics.sheetTopGap)
    }

    @Test("before iOS 13, .automatic and sheets on an iPhone are full screen: the presenting controller disappears (7.2)")
    func sheetBeforeIOS13() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 12)
        let home = ViewController(identifier: "home")
        window.setRootViewController(home)
        window.clearTrace()
        let modal = ViewController(identifier: "modal")
        try home.present(modal, style: .pageSheet)
        #expect(window.adaptiveStyle(for: .automatic) == .fullScreen)
        #expect(events(window, ["home"]) == ["home:viewWillDisappear", "home:viewDidDisappear"])
        // iPhone 8 portrait with the status bar: (20,0,0,0), semantics doc 1.1.
        #expect(modal.view.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(modal.view.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("unmodelled or impossible presentations are errors that say what to do")
    func presentationErrors() throws {
        let window = try Window(device: Devices.named("iPad Air 13-inch (M2)"), iOS: 17)
        let home = ViewController(identifier: "home")
        window.setRootViewController(home)
        #expect(throws: PresentationError.sheetSizeNotModelled(style: .pageSheet, device: window.device.name)) {
            try home.present(ViewController(identifier: "sheet"))
        }
        #expect(home.presentedViewController == nil)
        try home.present(ViewController(identifier: "modal"), style: .fullScreen)
        #expect(throws: PresentationError.notPresentable(presenting: "home", reason: "it already presents a controller; dismiss it first")) {
            try home.present(ViewController(identifier: "second"), style: .fullScreen)
        }
        let loose = ViewController(identifier: "loose")
        #expect(throws: PresentationError.self) { try loose.present(ViewController(identifier: "x")) }
        // A controller already shown cannot be presented (UIKit raises an exception): the
        // window's root, or a presented one presenting its presenter.
        let modal = try #require(home.presentedViewController)
        #expect(throws: PresentationError.notPresentable(presenting: "modal", reason: "'home' is already in the window; present a controller that is not shown")) {
            try modal.present(home, style: .fullScreen)
        }
        #expect(throws: PresentationError.self) { try modal.present(modal, style: .fullScreen) }
        window.layoutIfNeeded()
        #expect(PresentationError.sheetSizeNotModelled(style: .formSheet, device: "iPad").description.contains(".fullScreen"))
    }

    @Test("a tab switch: the new tab loads, appears with the tab bar in its safe area, the old one disappears")
    func tabSwitch() throws {
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16)
        let first = ViewController(identifier: "first"), second = ViewController(identifier: "second")
        let tabs = TabBarController(identifier: "tabs", viewControllers: [first, second])
        window.setRootViewController(tabs)
        window.clearTrace()
        tabs.select(1)
        // Appearance pairs bracket the switch as for every container (semantics doc 7.1, 7.2);
        // the relative order of the two tabs' callbacks is not sourced beyond that.
        let log = events(window, ["first", "second"])
        #expect(log.first == "second:viewDidLoad")
        #expect(log.firstIndex(of: "first:viewWillDisappear")! < log.firstIndex(of: "first:viewDidDisappear")!)
        #expect(log.firstIndex(of: "second:viewWillAppear")! < log.firstIndex(of: "second:viewDidAppear")!)
        #expect(log.filter { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") }.count == 4)
        // Inside a tab bar controller on an iPhone X: (44,0,83,0) — the 49 pt tab bar over the
        // 34 pt home band (semantics doc 1.5).
        let change = window.trace.first { $0.object == "second" && $0.event == "viewSafeAreaInsetsDidChange" }
        #expect(change?.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 83, right: 0))
        #expect(first.view.window == nil || first.view.isHidden || first.view.superview == nil)
    }
}
