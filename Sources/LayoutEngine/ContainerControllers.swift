import DeviceCatalog

/// UIKit's `UINavigationController`: a stack of controllers whose top one fills the screen
/// under a navigation bar (and an optional toolbar) that add to its safe area (rule 1.5).
public final class NavigationController: ViewController {
    /// The stack, bottom first.
    public private(set) var viewControllers: [ViewController] = []
    /// `isNavigationBarHidden`.
    public var isNavigationBarHidden = false { didSet { view.window?.setNeedsLayout() } }
    /// `navigationBar.prefersLargeTitles`.
    public var prefersLargeTitles = false { didSet { view.window?.setNeedsLayout() } }
    /// `navigationBar.isTranslucent` (default true).
    public var isTranslucent = true { didSet { view.window?.setNeedsLayout() } }
    /// A custom height for the bar, as a `UINavigationBar` subclass whose `sizeThatFits(_:)`
    /// returns its own gives; `nil` (the default) for the device's standard bar (or large-title
    /// bar). Values that are negative or not finite count as `nil`.
    public var navigationBarHeight: Double? { didSet { view.window?.setNeedsLayout() } }
    /// `isToolbarHidden` (default true).
    public var isToolbarHidden = true { didSet { view.window?.setNeedsLayout() } }
    /// `toolbar.isTranslucent` (default true): an opaque toolbar stops the child's view at its
    /// top unless the child's `extendedLayoutIncludesOpaqueBars` is set (rule 1.5.b).
    public var isToolbarTranslucent = true { didSet { view.window?.setNeedsLayout() } }
    /// The bar, as a view (its frame is the bar's, without the status band above it).
    public let navigationBar: View
    /// The toolbar, as a view.
    public let toolbar: View
    override public var typeName: String { "navigationController" }

    /// Creates a navigation controller with `rootViewController` at the bottom of its stack.
    public init(identifier: String, rootViewController: ViewController) {
        navigationBar = View(identifier: identifier + ".navigationBar", typeName: "navigationBar")
        toolbar = View(identifier: identifier + ".toolbar", typeName: "toolbar")
        super.init(identifier: identifier)
        for bar in [navigationBar, toolbar] { bar.translatesAutoresizingMaskIntoConstraints = false }
        attach(rootViewController)
        viewControllers = [rootViewController]
    }

    /// The controller on top.
    public var topViewController: ViewController? { viewControllers.last }

    /// `pushViewController(_:animated:)`, with UIKit's callback order (semantics doc 7.1 and
    /// 7.1.b: the animated and the non-animated orders differ).
    public func pushViewController(_ controller: ViewController, animated: Bool) {
        guard let window = view.window, let previous = topViewController else {
            addChild(controller)
            viewControllers.append(controller)
            return
        }
        if animated { window.notify(controller, "willMoveToParent", parent: self) }
        controller.loadViewIfNeeded(window)
        if !animated { window.notify(controller, "willMoveToParent", parent: self) }
        attach(controller)
        window.notify(previous, "viewWillDisappear", animated: animated)
        window.notify(controller, "viewWillAppear", animated: animated)
        viewControllers.append(controller)
        window.install(controller, in: self, replacing: previous)
        window.layoutRounds(controller, count: animated ? 1 : 2)
        if animated {
            window.notify(previous, "viewDidDisappear", animated: animated)
            window.notify(controller, "viewDidAppear", animated: animated)
            window.notify(controller, "didMoveToParent", parent: self)
            window.layoutRounds(controller, count: 1)
        } else {
            window.notify(controller, "viewDidAppear", animated: animated)
            window.notify(previous, "viewDidDisappear", animated: animated)
            window.notify(controller, "didMoveToParent", parent: self)
        }
    }

    /// `popViewController(animated:)` (semantics doc 7.1, pop). Returns the popped controller.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let window = view.window, let top = viewControllers.last else { return nil }
        let below = viewControllers[viewControllers.count - 2]
        window.notify(top, "willMoveToParent", parent: nil)
        window.notify(top, "viewWillDisappear", animated: animated)
        window.notify(below, "viewWillAppear", animated: animated)
        viewControllers.removeLast()
        window.install(below, in: self, replacing: top)
        window.layoutRounds(below, count: 1)
        window.notify(top, "viewDidDisappear", animated: animated)
        window.notify(below, "viewDidAppear", animated: animated)
        top.removeFromParentController()
        window.notify(top, "didMoveToParent", parent: nil, insets: .zero)
        return top
    }
}

/// UIKit's `UITabBarController`: the selected tab's controller fills the screen above a tab
/// bar that adds to its safe area (rule 1.5).
public final class TabBarController: ViewController {
    /// The tabs.
    public private(set) var viewControllers: [ViewController]
    /// The selected tab.
    public private(set) var selectedIndex: Int
    /// The tab bar, as a view (its frame includes the home-indicator band below it, as UIKit's).
    public let tabBar: View
    /// `tabBar.isTranslucent` (default true): an opaque tab bar stops the selected child's view
    /// at the bar's top unless the child's `extendedLayoutIncludesOpaqueBars` is set (rule 1.5.b).
    public var isTranslucent = true { didSet { view.window?.setNeedsLayout() } }
    override public var typeName: String { "tabBarController" }

    /// Creates a tab bar controller; `selectedIndex` must be a valid tab.
    public init(identifier: String, viewControllers: [ViewController], selectedIndex: Int = 0) {
        tabBar = View(identifier: identifier + ".tabBar", typeName: "tabBar")
        self.viewControllers = viewControllers
        self.selectedIndex = min(max(0, selectedIndex), max(0, viewControllers.count - 1))
        super.init(identifier: identifier)
        tabBar.translatesAutoresizingMaskIntoConstraints = false
        for child in viewControllers { attach(child) }
    }

    /// The selected controller.
    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    /// Selects a tab: the old one disappears, the new one appears and lays out.
    public func select(_ index: Int) {
        guard viewControllers.indices.contains(index), index != selectedIndex, let window = view.window,
              let previous = selectedViewController else { return }
        let next = viewControllers[index]
        next.loadViewIfNeeded(window)
        window.notify(previous, "viewWillDisappear")
        window.notify(next, "viewWillAppear")
        selectedIndex = index
        window.install(next, in: self, replacing: previous)
        window.layoutRounds(next, count: 1)
        window.notify(previous, "viewDidDisappear")
        window.notify(next, "viewDidAppear")
    }
}

/// Which edges of a container's child view run under the container's bars (rule 1.5.b).
struct ChildExtension: Equatable {
    /// Under the navigation bar (always, outside a navigation controller).
    var top: Bool
    /// Under the tab bar or a shown toolbar (always, when there is neither).
    var bottom: Bool
}
