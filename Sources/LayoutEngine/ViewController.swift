import DeviceCatalog

/// UIKit's `UIViewController` as layout sees it: a root view that fills the space its
/// container gives it, insets the container's bars add to its safe area, its own
/// `additionalSafeAreaInsets`, and the lifecycle callbacks, recorded in the window's trace.
open class ViewController {
    /// The controller's id (spec id or storyboard id).
    public let identifier: String
    /// The root view (`view`).
    public let view: View
    /// The parent controller (a container), or nil.
    public internal(set) weak var parent: ViewController?
    /// Child controllers.
    public internal(set) var children: [ViewController] = []
    /// `additionalSafeAreaInsets` (negative values cancel an inset).
    public var additionalSafeAreaInsets = EdgeInsets.zero {
        didSet { view.additionalSafeAreaInsets = additionalSafeAreaInsets; view.window?.setNeedsLayout() }
    }
    /// `edgesForExtendedLayout` (default all): the edges the view extends under bars.
    public var edgesForExtendedLayout: RectEdge = .all { didSet { view.window?.setNeedsLayout() } }
    /// `extendedLayoutIncludesOpaqueBars` (default false).
    public var extendedLayoutIncludesOpaqueBars = false { didSet { view.window?.setNeedsLayout() } }
    /// `prefersStatusBarHidden` (default false).
    public var prefersStatusBarHidden = false
    /// `automaticallyAdjustsScrollViewInsets` (iOS 10 rules; default true).
    public var automaticallyAdjustsScrollViewInsets = true
    /// `modalPresentationStyle`: how `present(_:)` shows this controller (default `.automatic`).
    public var modalPresentationStyle = ModalPresentationStyle.automatic
    /// The navigation item: what a navigation controller's bar shows for this controller.
    public private(set) lazy var navigationItem = NavigationItem(owner: self)
    /// The type name in snapshots.
    public var typeName: String { "viewController" }

    var isViewLoaded = false
    /// The traits last told to ``traitCollectionDidChange(_:)`` (or taken silently when the
    /// view first joined a window on iOS 13 and later); nil before.
    var deliveredTraits: TraitCollection?
    /// ``registerForTraitChanges(_:handler:)``'s registrations, in the order made.
    var traitRegistrations: [TraitChangeRegistration] = []
    /// The window that is showing this controller: set as its view is loaded for it, before
    /// the view joins the window, so ``traitCollection`` is the window's already in
    /// `viewDidLoad()`, as UIKit's predicted traits are from iOS 13.
    weak var hostWindow: Window?
    /// ``setOverrideTraitCollection(_:forChild:)``'s overrides, in the order set.
    var traitOverrides: [(child: ViewController, collection: TraitCollection)] = []

    /// Creates a controller whose root view has the id `viewIdentifier`.
    public init(identifier: String, view: View? = nil) {
        self.identifier = identifier
        self.view = view ?? View(identifier: identifier + ".view")
        self.view.isRootView = true
        self.view.controller = self
        self.view.translatesAutoresizingMaskIntoConstraints = false
    }

    /// `topLayoutGuide` (iOS 7–10; deprecated in iOS 11): from the view's top to the bottom
    /// of the lowest bar over it (status bar, navigation bar).
    public var topLayoutGuide: LayoutItem { view.guide(.topLayoutGuide) }
    /// `bottomLayoutGuide`: from the top of a bottom bar (tab bar, toolbar) to the view's bottom.
    public var bottomLayoutGuide: LayoutItem { view.guide(.bottomLayoutGuide) }

    // MARK: Callbacks a subclass overrides, as in UIKit. Each is recorded in the window's
    // trace before it is called; a change made in one (a constraint's constant, say) is laid
    // out in a further pass, as UIKit's next layout would.

    /// Called once, when the view is first needed.
    open func viewDidLoad() {}
    /// Called before the view is added to the visible hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view is shown.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the visible hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view has left.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called when the root view's safe-area insets change.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the root view's layout margins change.
    open func viewLayoutMarginsDidChange() {}
    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view has laid out its subviews: where a bar sized from the safe
    /// area belongs (it follows rotation and pushes without an extra change).
    open func viewDidLayoutSubviews() {}
    /// Called before the controller is added to (`parent` non-nil) or removed from a container.
    open func willMove(toParent parent: ViewController?) {}
    /// Called after the controller was added to or removed from a container.
    open func didMove(toParent parent: ViewController?) {}
    /// Called before the window's size changes (rotation), with the new size.
    open func viewWillTransition(to size: Size) {}
    /// `willTransition(to:with:)`: called before a rotation that changes this controller's
    /// traits, before ``viewWillTransition(to:)``; ``traitCollection`` is still the old one.
    open func willTransition(to newCollection: TraitCollection) {}
    /// `traitCollectionDidChange(_:)`: called when ``traitCollection`` has changed (a rotation
    /// between size classes, an override), before the layout that follows; also when the view
    /// first joins a window up to iOS 12, with nil (``UIKitMetrics/traitsPredictedFromIOS``).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// `viewDidLoad`, once, before the view first appears.
    func loadViewIfNeeded(_ window: Window) {
        hostWindow = window
        guard !isViewLoaded else { return }
        isViewLoaded = true
        window.notify(self, "viewDidLoad")
    }

    /// `addChild(_:)`: sends the child `willMove(toParent:)` with this controller, as UIKit's
    /// does, then makes it a child; the caller adds the child's view and calls
    /// `didMove(toParent:)` (semantics doc 7.1, containment).
    public func addChild(_ child: ViewController) {
        if let window = view.window {
            window.notify(child, "willMoveToParent", parent: self)
        } else {
            child.willMove(toParent: self)
        }
        attach(child)
    }

    /// The children this controller shows in its own view (containment: `addChild` and
    /// `addSubview` of the child's view), in order.
    var childrenInView: [ViewController] { children.filter { $0.view.isDescendant(of: view) } }

    /// Makes `child` a child without a callback: for containers whose own operations send
    /// `willMove(toParent:)` where UIKit's do (a push sends it after the child's `viewDidLoad`).
    func attach(_ child: ViewController) {
        child.parent = self
        children.append(child)
    }

    func removeFromParentController() {
        parent?.children.removeAll { $0 === self }
        parent?.traitOverrides.removeAll { $0.child === self }
        parent = nil
    }
}

/// UIKit's `UIRectEdge`.
public struct RectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = RectEdge(rawValue: 1), left = RectEdge(rawValue: 2)
    public static let bottom = RectEdge(rawValue: 4), right = RectEdge(rawValue: 8)
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}
