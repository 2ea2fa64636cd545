import DeviceCatalog
import LayoutEngine

/// Builds a LayoutEngine `Window` from a ``ScreenSpec``: the controller tree (plain,
/// navigation and tab bar controllers), their root views, the views and constraints as the
/// spec declares them, and the actions applied in order.
public final class SpecLayout {
    /// The window.
    public let window: Window
    /// The spec's views by id (including those of controllers not on screen), and the views
    /// its table and collection views laid out for what is in view after the last layout
    /// (cells, their content views, backgrounds and separators, section headers and footers).
    public var views: [String: View] {
        let made = generatedViews()
        let key = made.map(ObjectIdentifier.init)
        if key != generatedKey {
            var all = specViews
            for view in made where all[view.identifier] == nil { all[view.identifier] = view }
            allViews = all
            generatedKey = key
        }
        return allViews
    }
    /// The views the spec declares, by id (a change rebuilds ``views``).
    private(set) var specViews: [String: View] = [:] { didSet { generatedKey = nil } }
    /// The spec's table and collection views, in declaration order.
    var listViews: [ScrollView] = []
    /// The screen size the spec's frames are written in (its device and orientation).
    var designScreenSize = Size(width: 0, height: 0)
    private var allViews: [String: View] = [:]
    private var generatedKey: [ObjectIdentifier]?
    /// Where each view is declared.
    public private(set) var viewLocations: [String: SourceLocation] = [:]
    /// Every controller built, in declaration order.
    public private(set) var controllers: [ViewController] = []
    /// The root controller.
    public private(set) var root: ViewController!

    init(window: Window) { self.window = window }

    /// Lays out `spec` on `device` in `orientation` under `iOS` rules (before any action), with
    /// `iOSPointRelease` as `iOS`'s point release (`Window.iOSPointRelease`) and the device's
    /// figures of `figuresIOS` when given (`Window.figuresIOS`).
    public static func make(_ spec: ScreenSpec, device: Device, orientation: Orientation, iOS: Int,
                            iOSPointRelease: Int? = nil, figuresIOS: Int? = nil) throws(SpecError) -> SpecLayout {
        let state: Window.StatusBar = spec.statusBar.inCall ? .inCall : (spec.statusBar.hidden || spec.root.prefersStatusBarHidden == true) ? .hidden : .shown
        let window: Window
        do { window = try Window(device: device, orientation: orientation, statusBar: state, iOS: iOS, figuresIOS: figuresIOS) } catch {
            throw .invalid(spec.location, expected: "a device and iOS version the catalog has: \(error)")
        }
        window.iOSPointRelease = iOSPointRelease
        let layout = SpecLayout(window: window)
        // The screen the spec's frames were written for: its own device (the one laid out when
        // it names none, or one the catalog does not know) in its own orientation.
        let designDevice = spec.device.flatMap { try? DeviceCatalog.load().device(named: $0) } ?? device
        let screen = designDevice.screenSize
        layout.designScreenSize = (spec.orientation ?? .portrait).isLandscape
            ? Size(width: screen.height, height: screen.width) : screen
        layout.root = try layout.controller(spec.root)
        window.setRootViewController(layout.root)
        return layout
    }

    /// Builds a controller and everything under it.
    func controller(_ s: ControllerSpec) throws(SpecError) -> ViewController {
        let made: ViewController
        switch s.kind {
        case .viewController:
            guard let viewSpec = s.view else { throw .missingKey(s.location, key: "view", in: "a viewController") }
            var constrained = Set<String>()
            Self.collectConstrained(viewSpec, into: &constrained)
            let rootView = try build(viewSpec, constrained: constrained)
            // A controller's view is made at the screen's size (`loadView`): the frames a spec
            // gives its subviews are in the screen of the device and orientation the spec was
            // written for, and autoresizing masks share the change from there to the one laid
            // out (as a storyboard's saved frames are its design device's). Without it a root
            // of no size made a flexible 375 pt view 750 wide on a 375 pt screen.
            if viewSpec.frame == nil { rootView.frame = Rect(origin: .zero, size: designScreenSize) }
            let controller = SpecViewController(identifier: s.id, view: rootView)
            try Self.activateConstraints(viewSpec, views: specViews)
            controller.variations = try Self.variations(viewSpec, views: specViews)
            made = controller
        case .navigationController:
            let stack = try s.viewControllers.map { (c) throws(SpecError) in try controller(c) }
            let nav = NavigationController(identifier: s.id, rootViewController: stack[0])
            for c in stack.dropFirst() { nav.pushViewController(c, animated: false) }
            nav.isNavigationBarHidden = s.navigationBar.hidden
            nav.prefersLargeTitles = s.navigationBar.prefersLargeTitles
            nav.isTranslucent = s.navigationBar.translucent
            nav.isToolbarHidden = s.toolbarHidden
            nav.isToolbarTranslucent = s.toolbarTranslucent
            made = nav
        case .tabBarController:
            let tabs = try s.viewControllers.map { (c) throws(SpecError) in try controller(c) }
            let tabController = TabBarController(identifier: s.id, viewControllers: tabs, selectedIndex: s.selectedIndex)
            tabController.isTranslucent = s.tabBarTranslucent
            made = tabController
        }
        made.additionalSafeAreaInsets = s.additionalSafeAreaInsets
        var edges: RectEdge = []
        if s.edgesForExtendedLayout.contains(.top) { edges.insert(.top) }
        if s.edgesForExtendedLayout.contains(.left) { edges.insert(.left) }
        if s.edgesForExtendedLayout.contains(.bottom) { edges.insert(.bottom) }
        if s.edgesForExtendedLayout.contains(.right) { edges.insert(.right) }
        made.edgesForExtendedLayout = edges
        made.extendedLayoutIncludesOpaqueBars = s.extendedLayoutIncludesOpaqueBars
        made.automaticallyAdjustsScrollViewInsets = s.automaticallyAdjustsScrollViewInsets
        made.prefersStatusBarHidden = s.prefersStatusBarHidden ?? false
        made.navigationItem.largeTitleDisplayMode = NavigationItem.LargeTitleDisplayMode(rawValue: s.largeTitleDisplayMode) ?? .automatic
        made.modalPresentationStyle = ModalPresentationStyle(rawValue: s.modalPresentationStyle) ?? .automatic
        controllers.append(made)
        return made
    }

    /// Applies one action, as UIKit would (push and pop on the innermost visible navigation
    /// controller, select on the innermost tab bar controller).
    public func apply(_ action: ActionSpec) throws(SpecError) {
        switch action.kind {
        case let .rotate(orientation):
            do { try window.transition(to: orientation) } catch {
                throw .invalid(action.location, expected: "an orientation \(window.device.name) supports, not \(orientation.rawValue)")
            }
        case let .statusBar(state):
            window.setStatusBar(state.inCall ? .inCall : state.hidden ? .hidden : .shown)
        case let .push(spec):
            guard let nav = innermost(NavigationController.self) else {
                throw .invalid(action.location, expected: "a navigation controller on screen to push onto")
            }
            nav.pushViewController(try controller(spec), animated: action.animated)
        case .pop:
            guard let nav = innermost(NavigationController.self), nav.viewControllers.count > 1 else {
                throw .invalid(action.location, expected: "a navigation controller with more than one controller to pop")
            }
            nav.popViewController(animated: action.animated)
        case let .select(tab):
            guard let tabs = innermost(TabBarController.self) else {
                throw .invalid(action.location, expected: "a tab bar controller on screen to select in")
            }
            guard tab < tabs.viewControllers.count else {
                throw .invalid(action.location, expected: "a tab index below \(tabs.viewControllers.count)")
            }
            tabs.select(tab)
        case let .present(spec):
            guard let presenter = presentationChain.last ?? root else {
                throw .invalid(action.location, expected: "a controller on screen to present from")
            }
            let presented = try controller(spec)
            do { try presenter.present(presented) } catch {
                throw .invalid(action.location, expected: "a presentation SafeAreaKit can lay out: \(error.description)")
            }
        case .dismiss:
            let chain = (root.map { [$0] } ?? []) + presentationChain
            guard chain.count > 1 else { throw .invalid(action.location, expected: "a presented controller to dismiss") }
            chain[chain.count - 2].dismiss()
        }
        window.layoutIfNeeded()
    }

    /// The innermost navigation controller on screen, if any.
    public var visibleNavigationController: NavigationController? { innermost(NavigationController.self) }
    /// The innermost tab bar controller on screen, if any.
    public var visibleTabBarController: TabBarController? { innermost(TabBarController.self) }

    /// The presented controllers, bottom to top.
    var presentationChain: [ViewController] {
        var chain: [ViewController] = []
        guard var current = root else { return chain }
        while let next = current.presentedViewController {
            chain.append(next)
            current = next
        }
        return chain
    }

    func innermost<T: ViewController>(_ type: T.Type) -> T? {
        var found: T? = nil
        var current: ViewController? = presentationChain.last ?? root
        while let c = current {
            if let match = c as? T { found = match }
            if let nav = c as? NavigationController { current = nav.topViewController }
            else if let tab = c as? TabBarController { current = tab.selectedViewController }
            else { current = nil }
        }
        return found
    }

    func build(_ s: ViewSpec, constrained: Set<String>) throws(SpecError) -> View {
        let view: View
        switch s.kind {
        case .tableView:
            view = Self.table(s)
        case .collectionView:
            view = Self.collection(s)
        case .stackView:
            let stack = StackView(identifier: s.id)
            stack.axis = StackView.Axis(rawValue: s.axis) ?? .horizontal
            stack.distribution = StackView.Distribution(rawValue: s.distribution) ?? .fill
            stack.alignment = StackView.Alignment(rawValue: s.alignment) ?? .fill
            stack.spacing = s.spacing
            stack.isLayoutMarginsRelativeArrangement = s.isLayoutMarginsRelativeArrangement
            view = stack
        case .scrollView:
            let scroll = ScrollView(identifier: s.id)
            if let size = s.contentSize { scroll.contentSize = size }
            view = scroll
        default:
            view = View(identifier: s.id, typeName: s.kind.rawValue)
        }
        if let scroll = view as? ScrollView {
            scroll.contentInset = s.contentInset
            scroll.contentInsetAdjustmentBehavior = ScrollView.ContentInsetAdjustmentBehavior(rawValue: s.contentInsetAdjustmentBehavior) ?? .automatic
            scroll.alwaysBounceVertical = scroll.alwaysBounceVertical || s.alwaysBounceVertical
            scroll.alwaysBounceHorizontal = s.alwaysBounceHorizontal
            Self.applyScrollKeys(s.scroll, to: scroll)
            if let control = scroll.refreshControl { specViews[control.identifier] = control }
            if scroll is TableView || scroll is CollectionView { listViews.append(scroll) }
        }
        specViews[s.id] = view
        viewLocations[s.id] = s.location
        view.isHidden = s.hidden
        if let frame = s.frame { view.frame = frame }
        view.autoresizingMask = Self.mask(s.autoresizingMask)
        view.translatesAutoresizingMaskIntoConstraints = !constrained.contains(s.id)
        if let size = s.intrinsicContentSize {
            view.intrinsicContentSize = (size.width, size.height)
            if s.kind == .label || s.kind == .button || s.kind == .textField, let h = size.height {
                view.baselines = (h * UIKitMetrics.baselineFraction, h * (1 - UIKitMetrics.baselineFraction))
            }
        }
        if s.kind == .label || s.kind == .imageView {
            // Interface Builder and UIKit give labels and image views 251 hugging.
            view.setContentHuggingPriority(LayoutPriority(UIKitMetrics.interfaceBuilderLabelHuggingPriority), for: .horizontal)
            view.setContentHuggingPriority(LayoutPriority(UIKitMetrics.interfaceBuilderLabelHuggingPriority), for: .vertical)
        }
        if let h = s.contentHuggingPriority.horizontal { view.setContentHuggingPriority(LayoutPriority(h), for: .horizontal) }
        if let v = s.contentHuggingPriority.vertical { view.setContentHuggingPriority(LayoutPriority(v), for: .vertical) }
        if let h = s.contentCompressionResistancePriority.horizontal { view.setContentCompressionResistancePriority(LayoutPriority(h), for: .horizontal) }
        if let v = s.contentCompressionResistancePriority.vertical { view.setContentCompressionResistancePriority(LayoutPriority(v), for: .vertical) }
        view.insetsLayoutMarginsFromSafeArea = s.insetsLayoutMarginsFromSafeArea
        view.preservesSuperviewLayoutMargins = s.preservesSuperviewLayoutMargins
        if let m = s.layoutMargins { view.layoutMargins = m }
        if let d = s.directionalLayoutMargins {
            view.layoutMargins = EdgeInsets(top: d.top, left: d.leading, bottom: d.bottom, right: d.trailing)
        }
        for child in s.subviews { view.addSubview(try build(child, constrained: constrained)) }
        if let table = view as? TableView {
            if let id = s.table.tableHeaderView { table.tableHeaderView = specViews[id] }
            if let id = s.table.tableFooterView { table.tableFooterView = specViews[id] }
        }
        if let stack = view as? StackView {
            let order = s.arrangedSubviews ?? s.subviews.map(\.id)
            for id in order { if let child = specViews[id] { stack.addArrangedSubview(child) } }
        }
        return view
    }

    static func collectConstrained(_ s: ViewSpec, into set: inout Set<String>) {
        for c in s.constraints + s.variations.flatMap(\.constraints) {
            if let e = c.expression { set.insert(e.first.item.id) }
            if let f = c.visualFormat { for v in f.views { set.insert(v.name) } }
        }
        for child in s.subviews { collectConstrained(child, into: &set) }
    }

    static func activateConstraints(_ s: ViewSpec, views: [String: View]) throws(SpecError) {
        LayoutConstraint.activate(try constraints(s.constraints, of: s, views: views))
        for child in s.subviews { try activateConstraints(child, views: views) }
    }

    /// The variations of `s` and of every view under it, with their constraints made (not
    /// activated: ``SpecViewController`` activates them by its traits), in declaration order.
    static func variations(_ s: ViewSpec, views: [String: View]) throws(SpecError) -> [SpecViewController.Variation] {
        var out: [SpecViewController.Variation] = []
        for v in s.variations {
            let stacks = v.stackViews.compactMap { o -> SpecViewController.StackAttributes? in
                guard let stack = views[o.id] as? StackView else { return nil }
                return .init(stack: stack, axis: o.axis.flatMap(StackView.Axis.init(rawValue:)),
                             distribution: o.distribution.flatMap(StackView.Distribution.init(rawValue:)),
                             alignment: o.alignment.flatMap(StackView.Alignment.init(rawValue:)), spacing: o.spacing)
            }
            out.append(.init(traits: v.traits, constraints: try constraints(v.constraints, of: s, views: views),
                             hidden: v.hidden.compactMap { views[$0] }, stackViews: stacks))
        }
        for child in s.subviews { out += try variations(child, views: views) }
        return out
    }

    /// The constraints `list` written on `s` (its metrics serve its Visual Format strings).
    static func constraints(_ list: [ConstraintSpec], of s: ViewSpec, views: [String: View]) throws(SpecError) -> [LayoutConstraint] {
        var made: [LayoutConstraint] = []
        for c in list {
            if let e = c.expression {
                let constraint = LayoutConstraint(
                    item: try item(e.first.item, views, c), attribute: attribute(e.first.attribute),
                    relatedBy: e.relation == .equal ? .equal : e.relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual,
                    toItem: try e.second.map { (a) throws(SpecError) in try item(a.item, views, c) },
                    attribute: e.second.map { attribute($0.attribute) } ?? .notAnAttribute,
                    multiplier: e.multiplier, constant: e.constant, priority: LayoutPriority(e.priority))
                constraint.sourceLocation = "\(c.location.file):\(c.location.line)"
                made.append(constraint)
            } else {
                var metrics: [String: Double] = [:]
                for m in s.metrics { metrics[m.name] = m.value }
                do {
                    let vfl = try LayoutConstraint.constraints(withVisualFormat: c.text, metrics: metrics, views: views)
                    for constraint in vfl { constraint.sourceLocation = "\(c.location.file):\(c.location.line)" }
                    made += vfl
                } catch {
                    throw .invalid(c.location, expected: "a Visual Format string the views can satisfy: \(error)")
                }
            }
        }
        return made
    }

    static func item(_ ref: ConstraintExpression.Item, _ views: [String: View], _ c: ConstraintSpec) throws(SpecError) -> LayoutItem {
        guard let view = views[ref.id] else { throw .unknownID(c.location, id: ref.id, suggestions: []) }
        switch ref.guide {
        case nil: return view
        case .safeArea?: return view.safeAreaLayoutGuide
        case .margins?: return view.layoutMarginsGuide
        case .readable?: return view.readableContentGuide
        case .keyboard?: return view.keyboardLayoutGuide
        case .content?:
            guard let scroll = view as? ScrollView else { throw .invalid(c.location, expected: "`.content` on a scroll or table view") }
            return scroll.contentLayoutGuide
        case .frameGuide?:
            guard let scroll = view as? ScrollView else { throw .invalid(c.location, expected: "`.frameGuide` on a scroll or table view") }
            return scroll.frameLayoutGuide
        }
    }

    static func attribute(_ a: ConstraintExpression.Attribute) -> LayoutAttribute {
        LayoutAttribute(rawValue: a.rawValue) ?? .notAnAttribute
    }

    static func mask(_ names: [String]) -> AutoresizingMask {
        var mask: AutoresizingMask = []
        for name in names {
            switch name {
            case "flexibleLeftMargin": mask.insert(.flexibleLeftMargin)
            case "flexibleWidth": mask.insert(.flexibleWidth)
            case "flexibleRightMargin": mask.insert(.flexibleRightMargin)
            case "flexibleTopMargin": mask.insert(.flexibleTopMargin)
            case "flexibleHeight": mask.insert(.flexibleHeight)
            case "flexibleBottomMargin": mask.insert(.flexibleBottomMargin)
            default: break
            }
        }
        return mask
    }
}
