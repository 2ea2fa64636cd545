import DeviceCatalog

// View controllers in the window: installing their views, the bars containers add, and the
// callbacks of first display (semantics doc 1.5, 1.6, 7).

extension Window {
    /// Sets the root view controller and shows it: `viewDidLoad`, `viewWillAppear`, the
    /// layout (with `viewSafeAreaInsetsDidChange`), the layout callbacks, `viewDidAppear`.
    public func setRootViewController(_ controller: ViewController) {
        controllerOperation { showRoot(controller) }
    }

    private func showRoot(_ controller: ViewController) {
        rootViewController = controller
        let shown = visibleControllers(from: controller)
        for c in shown { c.loadViewIfNeeded(self) }
        for c in shown { notify(c, "viewWillAppear") }
        controller.view.removeFromSuperview()
        rootView.addSubview(controller.view)
        // UIKit sets the root view's frame (its autoresizing constraints are the window's
        // 'UIView-Encapsulated-Layout' sizes): a conflict breaks a constraint inside it.
        LayoutConstraint.activateEncapsulated([
            controller.view.topAnchor.constraint(equalTo: rootView.topAnchor),
            controller.view.leftAnchor.constraint(equalTo: rootView.leftAnchor),
            controller.view.bottomAnchor.constraint(equalTo: rootView.bottomAnchor),
            controller.view.rightAnchor.constraint(equalTo: rootView.rightAnchor),
        ])
        installContents(of: controller)
        // The window stands in for UIWindow: it has no margins of its own.
        rootView.isRootView = false
        rootView.layoutMargins = .zero
        rootView.insetsLayoutMarginsFromSafeArea = false
        layoutIfNeeded()
        layoutCallbacks(shown)
        for c in shown { notify(c, "viewDidAppear") }
    }

    /// The controller and the containers' visible children, outermost first: a navigation
    /// controller's top one, a tab bar controller's selected one, and the children a plain
    /// controller shows in its own view (UIKit's containment forwards the appearance callbacks
    /// to them: `shouldAutomaticallyForwardAppearanceMethods`, true by default).
    func visibleControllers(from controller: ViewController) -> [ViewController] {
        var out = [controller]
        if let nav = controller as? NavigationController, let top = nav.topViewController {
            out += visibleControllers(from: top)
        } else if let tab = controller as? TabBarController, let selected = tab.selectedViewController {
            out += visibleControllers(from: selected)
        } else if let split = controller as? SplitViewController {
            // The columns on screen: the installed arrangement, or before the first layout the one to install.
            for child in (split.installedArrangement ?? split.arrangement(in: self)).shown(in: split) {
                out += visibleControllers(from: child)
            }
        } else {
            for child in controller.childrenInView {
                out += visibleControllers(from: child)
            }
        }
        return out
    }

    /// Adds a container's visible child and bars to its view.
    func installContents(of controller: ViewController) {
        if let nav = controller as? NavigationController, let top = nav.topViewController {
            install(top, in: nav, replacing: nil)
        } else if let tab = controller as? TabBarController, let selected = tab.selectedViewController {
            install(selected, in: tab, replacing: nil)
        } else if let split = controller as? SplitViewController {
            let arrangement = split.arrangement(in: self)
            split.installedArrangement = arrangement
            for child in arrangement.shown(in: split) { install(child, in: split, replacing: nil) }
        } else {
            // A plain controller's children whose views it placed in its own (UIKit's
            // containment: `addChild` and `addSubview`): a container among them shows its
            // contents too.
            for child in controller.childrenInView {
                installContents(of: child)
            }
        }
    }

    /// Puts `child`'s view in `container`'s view (below the bars), removing `previous`'s.
    func install(_ child: ViewController, in container: ViewController, replacing previous: ViewController?) {
        previous?.view.removeFromSuperview()
        let host = container.view
        host.addSubview(child.view)
        childPins[ObjectIdentifier(child)] = nil
        pinChild(child, in: container)
        installContents(of: child)
        // Bars stay on top of the content.
        let bars: [View]
        if let nav = container as? NavigationController { bars = [nav.navigationBar, nav.toolbar] }
        else if let tab = container as? TabBarController { bars = [tab.tabBar] }
        else { bars = [] }
        for bar in bars {
            if bar.superview === host {
                host.bringSubviewToFront(bar)
            } else {
                host.addSubview(bar)
                pinBar(bar, in: container)
            }
        }
        setNeedsLayout()
    }

    /// Rule 1.5.b: the child extends under a bar unless its `edgesForExtendedLayout` leaves
    /// that edge out, or the bar is opaque and `extendedLayoutIncludesOpaqueBars` is false.
    func extendsUnderTop(_ child: ViewController, _ nav: NavigationController) -> Bool {
        child.edgesForExtendedLayout.contains(.top) && (nav.isTranslucent || child.extendedLayoutIncludesOpaqueBars || nav.isNavigationBarHidden)
    }

    /// Rule 1.5.b at the bottom edge: the child extends under a tab bar, or a shown toolbar,
    /// unless its `edgesForExtendedLayout` leaves the bottom out, or the bar is opaque and
    /// `extendedLayoutIncludesOpaqueBars` is false; then it stops at the bar's top.
    /// A navigation controller without a shown toolbar lays its child out against the tab bar of
    /// the tab bar controller around it (``bottomBar(of:)``): a child that leaves the bottom
    /// edge out stops at that bar's top (UIKit's `edgesForExtendedLayout = []` inside a
    /// navigation controller in a tab bar controller).
    func extendsUnderBottom(_ child: ViewController, _ container: ViewController) -> Bool {
        guard let bar = bottomBar(of: container) else { return true }
        return child.edgesForExtendedLayout.contains(.bottom) && (bar.isTranslucent || child.extendedLayoutIncludesOpaqueBars)
    }

    /// The bar at the bottom of `container`'s children: a tab bar controller's tab bar, a
    /// navigation controller's shown toolbar, or, without one, the tab bar of the tab bar
    /// controller around it (``tabBarAround(_:)``); nil where there is none.
    func bottomBar(of container: ViewController) -> (bar: View, isTranslucent: Bool)? {
        if let tab = container as? TabBarController { return (tab.tabBar, tab.isTranslucent) }
        guard let nav = container as? NavigationController else { return nil }
        if !nav.isToolbarHidden { return (nav.toolbar, nav.isToolbarTranslucent) }
        return tabBarAround(nav).map { ($0.tabBar, $0.isTranslucent) }
    }

    /// The tab bar controller whose selected child is `nav`, or nil.
    func tabBarAround(_ nav: NavigationController) -> TabBarController? {
        guard let tab = nav.parent as? TabBarController, tab.selectedViewController === nav else { return nil }
        return tab
    }

    /// Which edges of `child`'s view run under its container's bars.
    func extendedEdges(of child: ViewController, in container: ViewController) -> ChildExtension {
        ChildExtension(top: (container as? NavigationController).map { extendsUnderTop(child, $0) } ?? true,
                       bottom: extendsUnderBottom(child, container))
    }

    /// Pins `child`'s view to `container`'s, or to the bars it does not run under; a split
    /// view controller's child to its column.
    func pinChild(_ child: ViewController, in container: ViewController) {
        let (pins, extends) = (container as? SplitViewController).map { (columnPins(child, in: $0), ChildExtension(top: true, bottom: true)) }
            ?? barPins(child, in: container)
        for old in childPins[ObjectIdentifier(child)] ?? [] { old.isActive = false }
        // A container sets its child's frame, as the window its root's.
        LayoutConstraint.activateEncapsulated(pins)
        childPins[ObjectIdentifier(child)] = pins
        childPinState[ObjectIdentifier(child)] = extends
    }

    /// A navigation or tab bar controller's (or a plain container's) child: the container's
    /// edges, or the bars it does not run under.
    private func barPins(_ child: ViewController, in container: ViewController) -> ([LayoutConstraint], ChildExtension) {
        let host = container.view, v = child.view
        let extends = extendedEdges(of: child, in: container)
        var top = v.topAnchor.constraint(equalTo: host.topAnchor)
        if let nav = container as? NavigationController, !extends.top {
            top = v.topAnchor.constraint(equalTo: nav.navigationBar.bottomAnchor)
        }
        var bottom = v.bottomAnchor.constraint(equalTo: host.bottomAnchor)
        if !extends.bottom, let bar = bottomBar(of: container) {
            bottom = v.bottomAnchor.constraint(equalTo: bar.bar.topAnchor)
        }
        return ([top, v.leftAnchor.constraint(equalTo: host.leftAnchor), bottom, v.rightAnchor.constraint(equalTo: host.rightAnchor)], extends)
    }

    /// A split view controller's child: the split's height, its column's leading offset and
    /// width (the rest of the width when it has none).
    private func columnPins(_ child: ViewController, in split: SplitViewController) -> [LayoutConstraint] {
        let host = split.view, v = child.view
        let column = (split.installedArrangement ?? split.arrangement(in: self)).column(of: child, in: split)
        return [v.topAnchor.constraint(equalTo: host.topAnchor), v.bottomAnchor.constraint(equalTo: host.bottomAnchor),
                v.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: column.leading),
                column.width.map { v.widthAnchor.constraint(equalToConstant: $0) } ?? v.trailingAnchor.constraint(equalTo: host.trailingAnchor)]
    }

    func pinBar(_ bar: View, in container: ViewController) {
        let host = container.view
        var constraints = [bar.leftAnchor.constraint(equalTo: host.leftAnchor), bar.rightAnchor.constraint(equalTo: host.rightAnchor)]
        let height: LayoutConstraint
        if container is TabBarController {
            // The tab bar's frame runs down under the home indicator (49 + 34 = 83 on an iPhone X).
            constraints.append(bar.bottomAnchor.constraint(equalTo: host.bottomAnchor))
            height = bar.topAnchor.constraint(equalTo: host.safeAreaLayoutGuide.bottomAnchor)
        } else if let nav = container as? NavigationController, bar === nav.toolbar {
            constraints.append(bar.bottomAnchor.constraint(equalTo: host.safeAreaLayoutGuide.bottomAnchor))
            height = bar.heightAnchor.constraint(equalToConstant: 0)
        } else {
            let top = bar.topAnchor.constraint(equalTo: host.safeAreaLayoutGuide.topAnchor)
            constraints.append(top)
            barTops[ObjectIdentifier(bar)] = top
            height = bar.heightAnchor.constraint(equalToConstant: 0)
        }
        constraints.append(height)
        LayoutConstraint.activate(constraints)
        barHeights[ObjectIdentifier(bar)] = height
    }

    /// Before each layout: bar heights for the orientation, bar visibility, what the bars add
    /// to each visible child's safe area, and re-pinning children whose extension changed —
    /// for the root's controllers and for every controller presented from one of them (a
    /// navigation controller presented modally has its bar too).
    func updateContainers() {
        guard let root = rootViewController else { return }
        let bars = metrics.bars
        // The presented controllers, in presentation order, then the root's: each is visited
        // once (a controller cannot be presented twice, `present(_:style:)`).
        var stack = [root] + presentationStack.map(\.controller)
        var visited = Set<ObjectIdentifier>()
        while let c = stack.popLast() {
            guard visited.insert(ObjectIdentifier(c)).inserted else { continue }
            if let nav = c as? NavigationController, let top = nav.topViewController {
                // A card's bar may start below the card's top (iOS 26: 16 pt); its reach, from the
                // card's top to the bar's bottom, is what the child's safe area gets.
                let card = isShownAsCard(nav)
                let regular = card ? UIKitMetrics.sheetNavigationBarHeight(iOS: iOS) : bars.navigationBar
                let standard = nav.showsLargeTitle ? bars.navigationBarLargeTitle : regular
                let custom = nav.navigationBarHeight.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
                let barHeight = nav.isNavigationBarHidden ? 0 : (custom ?? standard)
                let barTop = card && custom == nil && !nav.showsLargeTitle ? min(barHeight, UIKitMetrics.sheetNavigationBarTopInset(iOS: iOS)) : 0
                let toolHeight = nav.isToolbarHidden ? 0 : bars.toolbar
                if let top = barTops[ObjectIdentifier(nav.navigationBar)], top.constant != barTop { top.constant = barTop }
                setBarHeight(nav.navigationBar, barHeight - barTop)
                setBarHeight(nav.toolbar, toolHeight)
                nav.navigationBar.isHidden = nav.isNavigationBarHidden
                nav.toolbar.isHidden = nav.isToolbarHidden
                let extends = extendedEdges(of: top, in: nav)
                if childPinState[ObjectIdentifier(top)] != extends { pinChild(top, in: nav) }
                setContainerInsets(top.view, EdgeInsets(top: extends.top ? barHeight : 0, left: 0,
                                                        bottom: extends.bottom ? toolHeight : 0, right: 0))
                stack.append(top)
            } else if let split = c as? SplitViewController {
                // A rotation may collapse or expand the split, or change its display mode.
                let arrangement = split.arrangement(in: self)
                if split.installedArrangement != arrangement { rearrange(split, to: arrangement) }
                stack.append(contentsOf: arrangement.shown(in: split))
            } else if let tab = c as? TabBarController, let selected = tab.selectedViewController {
                if let height = barHeights[ObjectIdentifier(tab.tabBar)] { height.constant = -bars.tabBar }
                let extends = extendedEdges(of: selected, in: tab)
                if childPinState[ObjectIdentifier(selected)] != extends { pinChild(selected, in: tab) }
                setContainerInsets(selected.view, EdgeInsets(top: 0, left: 0, bottom: extends.bottom ? bars.tabBar : 0, right: 0))
                stack.append(selected)
            } else {
                // Children a plain controller placed in its own view (containment by hand).
                stack.append(contentsOf: c.children.filter { $0.view.isDescendant(of: c.view) })
            }
        }
    }

    /// Shows a split view controller's children as `arrangement` places them: the columns
    /// no longer shown leave its view, the others are (re)pinned to their columns, back to front.
    func rearrange(_ split: SplitViewController, to arrangement: SplitViewController.Arrangement) {
        let shown = arrangement.shown(in: split)
        // Leaving the window deactivates the constraints that name the view, its pins too.
        for child in split.viewControllers where !shown.contains(where: { $0 === child }) {
            child.view.removeFromSuperview()
            childPins[ObjectIdentifier(child)] = nil
        }
        split.installedArrangement = arrangement
        for child in shown {
            if child.view.superview === split.view {
                pinChild(child, in: split)
                split.view.bringSubviewToFront(child.view)
            } else {
                child.loadViewIfNeeded(self)
                install(child, in: split, replacing: nil)
            }
        }
        setNeedsLayout()
    }

    func setBarHeight(_ bar: View, _ height: Double) {
        if let c = barHeights[ObjectIdentifier(bar)], c.constant != height { c.constant = height }
    }

    func setContainerInsets(_ view: View, _ insets: EdgeInsets) {
        if view.containerInsets != insets { view.containerInsets = insets }
    }

    /// A rotation as the visible controllers see it (semantics doc 7.3): `viewWillTransition`
    /// outermost first, then the new insets and layout (`viewSafeAreaInsetsDidChange` where
    /// they changed), then each controller's layout callbacks.
    public func transition(to orientation: Orientation) throws(DeviceCatalogError) {
        try controllerOperation { () throws(DeviceCatalogError) in try rotateShowingControllers(to: orientation) }
    }

    private func rotateShowingControllers(to orientation: Orientation) throws(DeviceCatalogError) {
        // The root's visible controllers, then each presented one's: UIKit forwards size
        // transitions to presented controllers too.
        let shown = (rootViewController.map(visibleControllers(from:)) ?? [])
            + presentationStack.flatMap { visibleControllers(from: $0.controller) }
        let size = try device.metrics(for: orientation, iOS: metricsIOS).screenSize
        announceTraitTransition(of: shown, to: orientation)
        for c in shown {
            record(c.identifier, "viewWillTransition", c.view.safeAreaInsets)
            c.viewWillTransition(to: size)
        }
        try rotate(to: orientation)
        layoutIfNeeded()
        layoutCallbacks(shown)
    }

    /// The lengths of a controller root view's top and bottom layout guides (semantics doc 8:
    /// the distance from the view's top to the bottom of the lowest bar over it, and from the
    /// view's bottom to the top of a bottom bar). From iOS 11 they equal the safe area's.
    func layoutGuideLengths(_ view: View) -> (top: Double, bottom: Double) {
        if iOS >= 11 { return (view.safeAreaInsets.top, view.safeAreaInsets.bottom) }
        let shown = statusBar != .hidden && !metrics.statusBar.isHiddenInThisOrientation
        let frame = windowFrame(of: view)
        let statusBand = shown && frame.minY < metrics.statusBar.height ? metrics.statusBar.height - max(0, frame.minY) : 0
        return (statusBand + view.containerInsets.top, view.containerInsets.bottom + tabBarUnder(view.controller))
    }

    /// Under iOS 10's rules, the tab bar's height over `controller`'s view when it is the child
    /// of the navigation controller a tab bar controller shows and runs under the bar (its
    /// `edgesForExtendedLayout` reaches the bottom); 0 elsewhere. The bottom layout guide and
    /// the inset written into a content scroll view both count it.
    func tabBarUnder(_ controller: ViewController?) -> Double {
        guard let controller, let nav = controller.parent as? NavigationController, let tab = nav.parent as? TabBarController,
              tab.selectedViewController === nav, controller.edgesForExtendedLayout.contains(.bottom) else { return 0 }
        return metrics.bars.tabBar
    }

    /// A view's window frame from the last pass (its frame's chain before the first).
    func windowFrame(of view: View) -> Rect {
        if let index = orderedViews.firstIndex(where: { $0 === view }), index < windowFrames.count { return windowFrames[index] }
        return view.frameInWindow
    }

    /// Runs the layout and records `viewWillLayoutSubviews` / `viewDidLayoutSubviews` on
    /// `controller` `count` times (UIKit lays a pushed controller out twice without animation).
    func layoutRounds(_ controller: ViewController, count: Int) {
        controllerOperation {
            layoutIfNeeded()
            for _ in 0..<count { layoutCallbacks([controller]) }
        }
    }

    /// Runs a controller operation (showing the root, a push, a pop, a tab, a presentation, a
    /// transition), which calls the layout pair itself where UIKit does: the layouts inside
    /// it call none of their own (``layoutIfNeeded()``).
    func controllerOperation<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure) {
        controllerOperationDepth += 1
        defer { controllerOperationDepth -= 1 }
        try body()
    }

    /// What a controller's root view's `layoutSubviews` depends on: its size, safe area and
    /// margins, and its subviews' frames.
    struct RootViewLayout: Equatable {
        var size: Size, safeArea: EdgeInsets, margins: EdgeInsets, subviews: [Rect]
        init(_ view: View) {
            size = view.frame.size
            safeArea = view.safeAreaInsets
            margins = view.effectiveLayoutMargins
            subviews = view.subviews.map(\.frame)
        }
    }

    /// The ``RootViewLayout`` of each controller's root view in the window.
    func rootViewLayouts() -> [ObjectIdentifier: RootViewLayout] {
        var out: [ObjectIdentifier: RootViewLayout] = [:]
        for view in orderedViews where view.controller != nil && view.window === self {
            out[ObjectIdentifier(view)] = RootViewLayout(view)
        }
        return out
    }

    /// `viewWillLayoutSubviews` / `viewDidLayoutSubviews` on the controllers whose root view a
    /// layout changed since `before` (``rootViewLayouts()``), outermost first: its size, its
    /// safe area or margins (a change of either lays the view out: the logged push of
    /// semantics doc 7.1.b has the pair right after `viewSafeAreaInsetsDidChange`), or a
    /// subview's frame (rule 5.6: the engine marks a changed view's superview for layout, and
    /// the controller's pair brackets its root view's `layoutSubviews`). A change deeper down
    /// lays out that view's superview, not the root view. Hidden root views are not laid out.
    func layoutChangedRootViews(since before: [ObjectIdentifier: RootViewLayout]) {
        var changed: [ViewController] = []
        for view in orderedViews where view.window === self && !view.isHidden {
            guard let controller = view.controller, before[ObjectIdentifier(view)] != RootViewLayout(view) else { continue }
            changed.append(controller)
        }
        for c in changed where c.view.window === self { layoutSubviewsPair(c) }
    }

    /// One `viewWillLayoutSubviews`, the root view's `layoutSubviews`, `viewDidLayoutSubviews`.
    func layoutSubviewsPair(_ c: ViewController) {
        // The root view's layoutSubviews is what calls the pair around it (Apple:
        // viewWillLayoutSubviews, "called to notify the view controller that its view
        // is about to lay out its subviews"; viewDidLayoutSubviews, after).
        notify(c, "viewWillLayoutSubviews")
        record(c.view.identifier, "layoutSubviews", c.view.safeAreaInsets)
        notify(c, "viewDidLayoutSubviews")
    }

    /// `viewWillLayoutSubviews` / `viewDidLayoutSubviews` on `controllers`; when one of them
    /// changed the layout, it is laid out again and they are called again (bounded).
    func layoutCallbacks(_ controllers: [ViewController]) {
        controllerOperation {
            for _ in 0..<UIKitMetrics.maximumLayoutPasses {
                for c in controllers { layoutSubviewsPair(c) }
                guard needsLayout || generatedStale else { return }
                layoutIfNeeded()
            }
        }
    }
}
