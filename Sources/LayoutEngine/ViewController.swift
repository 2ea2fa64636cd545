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
    /// The type name in snapshots.
    public var typeName: String { "viewController" }

    var isViewLoaded = false

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

    /// `viewDidLoad`, once, before the view first appears.
    func loadViewIfNeeded(_ window: Window) {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        window.record(identifier, "viewDidLoad", view.safeAreaInsets)
    }

    /// `addChild(_:)` — the caller adds the child's view and calls `didMove(toParent:)`.
    public func addChild(_ child: ViewController) {
        child.parent = self
        children.append(child)
    }

    func removeFromParentController() {
        parent?.children.removeAll { $0 === self }
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
