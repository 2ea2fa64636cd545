import DeviceCatalog
import LayoutEngine
import VisualFormat

/// A screen described in a spec file (docs/CLI.md, "Screen spec"): the controllers, their
/// view trees and constraints, and the actions to apply, each element with its location.
public struct ScreenSpec: Sendable {
    /// The screen's name (the file name when the spec has none).
    public var name: String
    /// The device the spec was written for: a name, id or model identifier, or nil.
    public var device: String?
    /// The orientation the spec was written for, or nil.
    public var orientation: Orientation?
    /// The iOS major version whose rules apply, or nil for the device's newest.
    public var ios: Int?
    /// The point release of ``ios`` (`ios: 15.2` gives 2), or nil: the few figures that change
    /// within a major version (`Window.iOSPointRelease`).
    public var iosPointRelease: Int? = nil
    /// The status bar's state.
    public var statusBar: StatusBarSpec
    /// The root view controller.
    public var root: ControllerSpec
    /// Actions applied in order after the first layout.
    public var actions: [ActionSpec]
    /// Where the spec came from.
    public var location: SourceLocation
    /// Where ``device`` is written, for a message about it (a device the catalog does not
    /// know); nil when the spec names none.
    public var deviceLocation: SourceLocation? = nil
    /// Where ``ios`` is written, for a message about it (an iOS the device does not run); nil
    /// when the spec names none.
    public var iosLocation: SourceLocation? = nil
}

/// `statusBar: {hidden, inCall}`.
public struct StatusBarSpec: Hashable, Sendable {
    /// Whether the status bar is hidden (`prefersStatusBarHidden`).
    public var hidden = false
    /// Whether the taller in-call / recording bar of home-button iPhones is shown.
    public var inCall = false

    /// Creates a state.
    public init(hidden: Bool = false, inCall: Bool = false) {
        self.hidden = hidden
        self.inCall = inCall
    }
}

/// A view controller of the spec.
public struct ControllerSpec: Sendable {
    /// The kinds of controller a spec can declare.
    public enum Kind: String, CaseIterable, Sendable {
        case viewController, navigationController, tabBarController
    }

    /// `edgesForExtendedLayout`: which edges the view extends under bars.
    public struct Edges: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Edges(rawValue: 1), left = Edges(rawValue: 2)
        public static let bottom = Edges(rawValue: 4), right = Edges(rawValue: 8)
        public static let all: Edges = [.top, .left, .bottom, .right]
    }

    /// `navigationBar: {hidden, prefersLargeTitles, translucent}`.
    public struct NavigationBar: Hashable, Sendable {
        public var hidden = false
        public var prefersLargeTitles = false
        public var translucent = true
        public init(hidden: Bool = false, prefersLargeTitles: Bool = false, translucent: Bool = true) {
            self.hidden = hidden
            self.prefersLargeTitles = prefersLargeTitles
            self.translucent = translucent
        }
    }

    /// The controller's kind.
    public var kind: Kind
    /// Its unique id.
    public var id: String
    /// `additionalSafeAreaInsets` (negative values allowed).
    public var additionalSafeAreaInsets = EdgeInsets.zero
    /// `edgesForExtendedLayout` (default all).
    public var edgesForExtendedLayout = Edges.all
    /// `extendedLayoutIncludesOpaqueBars` (default false).
    public var extendedLayoutIncludesOpaqueBars = false
    /// `automaticallyAdjustsScrollViewInsets` (iOS 10 rules; default true).
    public var automaticallyAdjustsScrollViewInsets = true
    /// `prefersStatusBarHidden`, when the spec sets it on the controller.
    public var prefersStatusBarHidden: Bool?
    /// Navigation controllers: the bar's state.
    public var navigationBar = NavigationBar()
    /// Navigation controllers: whether the toolbar is shown.
    public var toolbarHidden = true
    /// Navigation controllers: `toolbar.isTranslucent` (default true).
    public var toolbarTranslucent = true
    /// Tab bar controllers: `tabBar: {translucent}`, `tabBar.isTranslucent` (default true).
    public var tabBarTranslucent = true
    /// `navigationItem.largeTitleDisplayMode`: `automatic` (default), `always`, `never` or `inline`
    /// (iOS 17; no large title, as `never`).
    public var largeTitleDisplayMode = "automatic"
    /// `modalPresentationStyle` when the controller is presented (`present` action):
    /// `automatic` (default), `fullScreen`, `overFullScreen`, `pageSheet`, `formSheet`.
    public var modalPresentationStyle = "automatic"
    /// The navigation stack (last on top) or the tabs.
    public var viewControllers: [ControllerSpec] = []
    /// Tab bar controllers: the selected tab.
    public var selectedIndex = 0
    /// The root view (plain controllers; containers make their own).
    public var view: ViewSpec?
    /// Where the controller is declared.
    public var location: SourceLocation
}

/// A view of the spec.
public struct ViewSpec: Sendable {
    /// The view classes a spec can declare.
    public enum Kind: String, CaseIterable, Sendable {
        case view, label, button, imageView, textField, `switch`, scrollView, tableView, collectionView, stackView
    }

    /// The view's unique id.
    public var id: String
    /// Its class.
    public var kind: Kind = .view
    /// `frame`, for views laid out by autoresizing mask.
    public var frame: Rect?
    /// `autoresizingMask` flags (UIKit's names: flexibleWidth, flexibleHeight, flexibleLeftMargin, …).
    public var autoresizingMask: [String] = []
    /// `intrinsicContentSize`; a component may be nil (`UIView.noIntrinsicMetric`).
    public var intrinsicContentSize: (width: Double?, height: Double?)?
    /// `contentHuggingPriority` per axis.
    public var contentHuggingPriority: (horizontal: Double?, vertical: Double?) = (nil, nil)
    /// `contentCompressionResistancePriority` per axis.
    public var contentCompressionResistancePriority: (horizontal: Double?, vertical: Double?) = (nil, nil)
    /// `isHidden`.
    public var hidden = false
    /// `insetsLayoutMarginsFromSafeArea` (default true).
    public var insetsLayoutMarginsFromSafeArea = true
    /// `preservesSuperviewLayoutMargins` (default false).
    public var preservesSuperviewLayoutMargins = false
    /// `layoutMargins`, when set.
    public var layoutMargins: EdgeInsets?
    /// `directionalLayoutMargins` (top, leading, bottom, trailing), when set.
    public var directionalLayoutMargins: (top: Double, leading: Double, bottom: Double, trailing: Double)?
    /// Scroll views: `contentSize`.
    public var contentSize: Size?
    /// Scroll views: `contentInset`.
    public var contentInset = EdgeInsets.zero
    /// Scroll views: `contentInsetAdjustmentBehavior` (automatic, scrollableAxes, never, always).
    public var contentInsetAdjustmentBehavior = "automatic"
    /// Scroll views: `alwaysBounceVertical` / `alwaysBounceHorizontal`.
    public var alwaysBounceVertical = false, alwaysBounceHorizontal = false
    /// Table views: rows per section (collection views: items per section, as `items`).
    public var rows: [Int] = []
    /// Table views: `rowHeight` and `estimatedRowHeight`, when set.
    public var rowHeight: Double?, estimatedRowHeight: Double?
    /// Scroll, table and collection views: indicators, `isScrollEnabled`, the refresh control.
    public var scroll = ScrollSpec()
    /// Table views: style, sections, heights, separators, content views.
    public var table = TableSpec()
    /// Collection views: items and the flow layout.
    public var collection = CollectionSpec()
    /// Stack views: `axis` (horizontal / vertical), `distribution`, `alignment`, `spacing`.
    public var axis = "horizontal", distribution = "fill", alignment = "fill"
    /// Stack views: `spacing`.
    public var spacing = 0.0
    /// Stack views: `isLayoutMarginsRelativeArrangement`.
    public var isLayoutMarginsRelativeArrangement = false
    /// Stack views: the arranged subviews' ids (default: every subview, in order).
    public var arrangedSubviews: [String]?
    /// The subviews, back to front.
    public var subviews: [ViewSpec] = []
    /// The constraints this view holds, as written.
    public var constraints: [ConstraintSpec] = []
    /// `metrics` for Visual Format strings held by this view.
    public var metrics: [(name: String, value: Double)] = []
    /// Constraints held only under some traits (an extension of docs/CLI.md's spec: the
    /// size-class variations of Interface Builder, for a spec).
    public var variations: [VariationSpec] = []
    /// Where the view is declared.
    public var location: SourceLocation
}

/// One entry of a view's `variations`: constraints active while the view's traits contain
/// ``traits`` (`TraitCollection.containsTraits(in:)`), as an adaptive controller activates
/// them in `traitCollectionDidChange(_:)`.
public struct VariationSpec: Sendable {
    /// The traits it applies under (the ones it specifies; at least one).
    public var traits: TraitCollection
    /// Its constraints, as written.
    public var constraints: [ConstraintSpec]
    /// The ids of the views it hides (`isHidden`) while it applies.
    public var hidden: [String] = []
    /// Stack-view attributes it sets while it applies, by stack view id (written `stackViews`).
    public var stackViews: [StackOverride] = []
    /// Where it is written.
    public var location: SourceLocation
}

/// One entry of a view's `constraints`.
public struct ConstraintSpec: Sendable {
    /// The text as written.
    public var text: String
    /// The parsed expression; nil for a Visual Format string.
    public var expression: ConstraintExpression?
    /// The parsed Visual Format string (`H:…` / `V:…`); nil for an expression.
    public var visualFormat: VisualFormat?
    /// Where the string starts.
    public var location: SourceLocation
}

/// A variation's attributes for one stack view: each one set replaces the stack's own while
/// the variation applies (a stack laid out horizontally in a regular width and vertically in a
/// compact one, say).
public struct StackOverride: Sendable {
    /// The stack view's id.
    public var id: String
    /// `axis`, `distribution`, `alignment` (the names of a stack view's keys), when set.
    public var axis: String?, distribution: String?, alignment: String?
    /// `spacing`, when set.
    public var spacing: Double?
    /// Where the id is written.
    public var location: SourceLocation
}

/// One entry of `actions`.
public struct ActionSpec: Sendable {
    /// What the action does.
    public enum Kind: Sendable {
        case push(ControllerSpec)
        case pop
        case rotate(Orientation)
        case statusBar(StatusBarSpec)
        case select(tab: Int)
        /// Presents a controller from the topmost one, in its `modalPresentationStyle`.
        case present(ControllerSpec)
        /// Dismisses the topmost presented controller.
        case dismiss
    }

    /// The action.
    public var kind: Kind
    /// Whether it animates (push, pop, select; default true).
    public var animated = true
    /// Where the action is written.
    public var location: SourceLocation

    /// The action's name in the trace: push, pop, rotate, statusBar, select, present, dismiss.
    public var name: String {
        switch kind {
        case .push: return "push"
        case .pop: return "pop"
        case .rotate: return "rotate"
        case .statusBar: return "statusBar"
        case .select: return "select"
        case .present: return "present"
        case .dismiss: return "dismiss"
        }
    }
}
