import Cassowary
import DeviceCatalog

/// UIKit's `UIView` as the layout engine sees it: a rectangle in a tree, with constraints,
/// an intrinsic size, layout margins and a safe area.
///
/// A reference type because identity is the point: constraints and subviews name views.
open class View: LayoutItem {
    // The stored properties below are read and written many times per view in every layout
    // pass, never through overlapping accesses (the engine is single-threaded and passes no
    // property `inout` to code that touches it again), so the runtime's exclusivity check on
    // each access is left out (`@exclusivity(unchecked)`); debug test builds ran with it on.

    /// The view's id in the spec or storyboard (unique in a window), used in snapshots.
    public let identifier: String
    /// A type name for snapshots (`view`, `label`, `button`, …).
    public var typeName: String

    /// The superview, or nil.
    @exclusivity(unchecked) public private(set) weak var superview: View?
    /// The subviews, back to front.
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    /// The window this view is in (through its superviews), or nil: the window of its
    /// highest ancestor that has one. The window records itself on every view of its tree as
    /// views join and leave it (`Window.didAdd(_:)`, `Window.willRemove(_:)`), so this is
    /// one load however deep the view is; otherwise a loop up the superviews.
    public var window: Window? {
        if let window = cachedWindow { return window }
        var top = self
        while let parent = top.superview { top = parent }
        if let window = top.ownWindow { return window }
        // Only a window's root view holds a window; below a top without one, take the
        // highest that does (none, in practice).
        var found: Window? = nil
        var view: View? = self
        while let v = view, v !== top {
            if let window = v.ownWindow { found = window }
            view = v.superview
        }
        return found
    }
    @exclusivity(unchecked) weak var ownWindow: Window?
    /// The window whose tree this view is in, set and cleared by the window.
    @exclusivity(unchecked) weak var cachedWindow: Window?

    /// The frame in the superview's coordinates: set by hand for views laid out by their
    /// autoresizing mask, and by the layout pass for every view.
    public var frame: Rect {
        get { storedFrame }
        set {
            storedFrame = newValue
            // Rule 5.4.a: a frame set by hand becomes the autoresizing constraints.
            if translatesAutoresizingMaskIntoConstraints { window?.invalidateIntrinsicSize(of: self) }
        }
    }
    /// The frame the layout pass assigns (setting it does not regenerate constraints).
    @exclusivity(unchecked) var storedFrame: Rect = .zero
    /// The bounds origin (a scroll view's `contentOffset`); the size is the frame's.
    @exclusivity(unchecked) public var boundsOrigin: Point = .zero
    /// `bounds`: the frame's size at `boundsOrigin`.
    public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }
    /// `clipsToBounds`: whether subviews are drawn only inside this view's bounds (default
    /// false, as for `UIView`). Layout ignores it; the audit reports content it cuts off.
    @exclusivity(unchecked) public var clipsToBounds = false
    /// `isHidden`: hidden views keep their frames and constraints (semantics doc 1.3.b).
    @exclusivity(unchecked) public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            (superview as? StackView)?.setNeedsArrangement()
            window?.setNeedsLayout()
        }
    }

    /// `translatesAutoresizingMaskIntoConstraints`: the frame and mask become constraints.
    @exclusivity(unchecked) public var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            guard translatesAutoresizingMaskIntoConstraints != oldValue, let window else { return }
            // Turned off: the autoresizing constraints go now, before constraints that
            // replace them are activated (UIKit removes them at once too).
            if !translatesAutoresizingMaskIntoConstraints { window.removeGeneratedConstraints(of: self) }
            window.invalidateIntrinsicSize(of: self)
        }
    }
    /// `autoresizingMask` (rule 5.4.b), applied while ``translatesAutoresizingMaskIntoConstraints``.
    @exclusivity(unchecked) public var autoresizingMask: AutoresizingMask = [] {
        didSet { if autoresizingMask != oldValue { window?.invalidateIntrinsicSize(of: self) } }
    }

    /// `intrinsicContentSize`; nil components are `UIView.noIntrinsicMetric`.
    /// Setting a different value invalidates it (``invalidateIntrinsicContentSize()``); setting
    /// the same value changes nothing.
    @exclusivity(unchecked) public var intrinsicContentSize: (width: Double?, height: Double?) = (nil, nil) {
        didSet {
            guard intrinsicContentSize != oldValue else { return }
            window?.invalidateIntrinsicSize(of: self)
            StackView.arrangedContentDidChange(of: self, from: oldValue)
        }
    }
    /// `invalidateIntrinsicContentSize()`: the next layout makes this view's intrinsic-size
    /// constraints again (setting a new ``intrinsicContentSize`` does this by itself).
    public func invalidateIntrinsicContentSize() { window?.invalidateIntrinsicSize(of: self) }
    /// `alignmentRectInsets`: how far the frame reaches beyond the alignment rectangle that
    /// constraints, intrinsic sizes and stack views place (UIKit's controls draw ornaments
    /// outside it). The layout pass outsets the solved rectangle by them to make the frame.
    @exclusivity(unchecked) public var alignmentRectInsets: EdgeInsets = .zero {
        didSet { if alignmentRectInsets != oldValue { window?.invalidateIntrinsicSize(of: self) } }
    }
    /// `alignmentRect(forFrame:)`: `frame` less ``alignmentRectInsets``.
    public func alignmentRect(forFrame frame: Rect) -> Rect { frame.inset(by: alignmentRectInsets) }
    /// Baselines of a one-line text view: the first from the top, the last from the bottom.
    /// Nil puts both baselines on the bottom edge.
    @exclusivity(unchecked) public var baselines: (first: Double, last: Double)?
    @exclusivity(unchecked) var huggingPriority = (horizontal: UIKitMetrics.defaultContentHuggingPriority, vertical: UIKitMetrics.defaultContentHuggingPriority)
    @exclusivity(unchecked) var compressionPriority = (horizontal: UIKitMetrics.defaultCompressionResistancePriority, vertical: UIKitMetrics.defaultCompressionResistancePriority)

    /// The margins as set through ``layoutMargins`` or ``directionalLayoutMargins``.
    @exclusivity(unchecked) var marginSetting: MarginSetting?
    /// `insetsLayoutMarginsFromSafeArea` (default true).
    @exclusivity(unchecked) public var insetsLayoutMarginsFromSafeArea = true
    /// `preservesSuperviewLayoutMargins` (default false).
    @exclusivity(unchecked) public var preservesSuperviewLayoutMargins = false
    /// Interface Builder's "Follow Readable Width" (`layoutMarginsFollowReadableWidth`, no
    /// public UIKit property): the side margins widen to the readable content column, so what
    /// is pinned to them is laid out as on the ``readableContentGuide`` (wider than 672 pt of
    /// margins on an iPad; phones have no readable limit). Default false.
    @exclusivity(unchecked) public var layoutMarginsFollowReadableWidth = false {
        didSet { if layoutMarginsFollowReadableWidth != oldValue { window?.setNeedsLayout() } }
    }
    /// `semanticContentAttribute` (default `.unspecified`: the window's direction). Changing
    /// it re-installs the constraints that name leading or trailing edges.
    @exclusivity(unchecked) public var semanticContentAttribute = SemanticContentAttribute.unspecified {
        didSet { if semanticContentAttribute != oldValue { window?.directionDidChange() } }
    }

    /// Set on a view controller's root view: it takes the controller's additional safe-area
    /// insets and the system minimum layout margins.
    @exclusivity(unchecked) public var isRootView = false
    /// `viewRespectsSystemMinimumLayoutMargins` of the controller whose root view this is
    /// (default true): false lets custom root margins go below the system minimums (rule 2.2).
    @exclusivity(unchecked) public var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { window?.setNeedsLayout() }
    }
    /// `additionalSafeAreaInsets` of the controller whose root view this is.
    @exclusivity(unchecked) public var additionalSafeAreaInsets = EdgeInsets.zero
    /// What a container's bars add to this root view's safe area (rule 1.5).
    @exclusivity(unchecked) public internal(set) var containerInsets = EdgeInsets.zero
    /// The controller whose root view this is.
    @exclusivity(unchecked) public internal(set) weak var controller: ViewController?

    /// The safe-area insets from the last layout pass: zero before the view's first layout in
    /// a window; a view that leaves its window keeps its last ones, as the disappearing
    /// controller's view reports them at `viewDidDisappear` in the push logged on iOS 11
    /// (issue 5's table, ControllerTests), where semantics doc 1.3.a says zero.
    @exclusivity(unchecked) public internal(set) var safeAreaInsets = EdgeInsets.zero
    /// The effective layout margins from the last layout pass.
    @exclusivity(unchecked) public internal(set) var effectiveLayoutMargins = EdgeInsets.zero
    /// The values the last callbacks reported, to fire them only on change.
    @exclusivity(unchecked) var reportedSafeAreaInsets: EdgeInsets?
    @exclusivity(unchecked) var reportedLayoutMargins: EdgeInsets?
    /// The traits last told to ``traitCollectionDidChange(_:)`` (or taken silently when the
    /// view first joined a window on iOS 13 and later); nil before (``Window/deliverTraitChanges()``).
    @exclusivity(unchecked) var deliveredTraits: TraitCollection?
    /// ``registerForTraitChanges(_:handler:)``'s registrations, in the order made.
    @exclusivity(unchecked) var traitRegistrations: [TraitChangeRegistration] = []
    /// Whether the autoresizing and intrinsic-size constraints are to be made again at the
    /// next layout of the window (set through ``Window/markGeneratedStale(_:)``).
    @exclusivity(unchecked) var needsGeneratedConstraints = false

    /// The constraints this view holds (`constraints` in UIKit: those added to it).
    @exclusivity(unchecked) public internal(set) var constraints: [LayoutConstraint] = []
    /// Constraints made for this view through a DSL, kept so they can be updated or remade.
    @exclusivity(unchecked) public var madeConstraints: [LayoutConstraint] = []
    /// Custom layout guides (`layoutGuides`).
    @exclusivity(unchecked) public internal(set) var layoutGuides: [LayoutGuide] = []

    let variables: FrameVariables
    /// Guides created on first use, in the order of `InsetGuide.Kind.allCases` (a view has a
    /// few at most: a scan is cheaper than hashing).
    @exclusivity(unchecked) private var guides: [InsetGuide] = []
    /// The ``keyboardLayoutGuide`` once asked for (one object, as UIKit's).
    private var keyboardGuide: KeyboardLayoutGuide?

    /// Creates a view with an id (unique in its window) and a type name.
    public init(identifier: String, typeName: String = "view") {
        self.identifier = identifier
        self.typeName = typeName
        self.variables = FrameVariables(identifier)
    }

    /// The view itself.
    public var owningView: View? { self }

    // MARK: Hierarchy

    /// `addSubview(_:)`: moves `view` here, on top.
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        window?.didAdd(view)
    }

    /// `bringSubviewToFront(_:)`: reorders without removing, so constraints stay.
    public func bringSubviewToFront(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        subviews.append(view)
        window?.treeChanged = true
    }

    /// `removeFromSuperview()`: constraints that name views on both sides go with it.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        // A stack view's arranged view leaves its arrangement too (Apple's documentation of
        // `UIStackView.arrangedSubviews`: a view sent `removeFromSuperview()` is removed from
        // the array).
        if let stack = parent as? StackView, stack.arrangedSubviews.contains(where: { $0 === self }) {
            stack.removeArrangedSubview(self)
        }
        window?.willRemove(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Whether `view` is this view or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let c = current {
            if c === view { return true }
            current = c.superview
        }
        return false
    }

    /// Adds a custom layout guide (`addLayoutGuide(_:)`).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView = self
        layoutGuides.append(guide)
    }

    /// Removes a custom layout guide (`removeLayoutGuide(_:)`); the constraints that name it
    /// are deactivated, as they can no longer be placed.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        if let window {
            LayoutConstraint.deactivate(window.activeConstraints.filter { $0.firstItem === guide || $0.secondItem === guide })
        }
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// `setContentHuggingPriority(_:for:)`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal { huggingPriority.horizontal = priority.rawValue } else { huggingPriority.vertical = priority.rawValue }
        window?.invalidateIntrinsicSize(of: self)
    }

    /// `setContentCompressionResistancePriority(_:for:)`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal { compressionPriority.horizontal = priority.rawValue } else { compressionPriority.vertical = priority.rawValue }
        window?.invalidateIntrinsicSize(of: self)
    }

    /// `contentHuggingPriority(for:)`.
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        LayoutPriority(axis == .horizontal ? huggingPriority.horizontal : huggingPriority.vertical)
    }

    /// `contentCompressionResistancePriority(for:)`.
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        LayoutPriority(axis == .horizontal ? compressionPriority.horizontal : compressionPriority.vertical)
    }

    // MARK: Guides and anchors

    /// `safeAreaLayoutGuide`: the bounds inset by ``safeAreaInsets``.
    public var safeAreaLayoutGuide: LayoutItem { guide(.safeArea) }
    /// `layoutMarginsGuide`: the bounds inset by the effective layout margins.
    public var layoutMarginsGuide: LayoutItem { guide(.margins) }
    /// `readableContentGuide`: a centred column of the readable width inside the margins.
    public var readableContentGuide: LayoutItem { guide(.readable) }
    /// `keyboardLayoutGuide` (iOS 15): the space the keyboard takes, laid out with the keyboard
    /// away (``KeyboardLayoutGuide``): the view's full width below its safe area, so a view
    /// pinned above it clears the home indicator. [obs] khanhhuypham/order-app-uikit
    /// LoginViewController.xib (Xcode 14, iPhone 12 Pro Max): a view whose bottom is the guide's
    /// top is saved ending at 892 = 926 − 34.
    public var keyboardLayoutGuide: KeyboardLayoutGuide {
        if let made = keyboardGuide { return made }
        let made = KeyboardLayoutGuide(guide(.keyboard))
        keyboardGuide = made
        return made
    }

    func guide(_ kind: InsetGuide.Kind) -> InsetGuide {
        for existing in guides where existing.kind == kind { return existing }
        let created = InsetGuide(owner: self, kind: kind)
        guides.insert(created, at: guides.firstIndex { $0.kind.order > kind.order } ?? guides.endIndex)
        window?.didCreate(created)
        return created
    }

    /// The guides made so far, in the order of `InsetGuide.Kind.allCases`.
    var createdGuides: [InsetGuide] { guides }

    public func expression(for attribute: LayoutAttribute) -> Expression {
        if let plain = attribute.withoutMargin { return guide(.margins).expression(for: plain) }
        if let other = baselineView(for: attribute) { return other.expression(for: attribute) }
        return variables.expression(attribute, rightToLeft: attribute.isDirectional && isRightToLeft, baselines: baselines)
    }

    /// Appends `scale ×` the terms of ``expression(for:)`` to `terms` and returns `scale ×` its
    /// constant.
    func appendTerms(_ attribute: LayoutAttribute, scaledBy scale: Double, to terms: inout [Term]) -> Double {
        if let plain = attribute.withoutMargin { return guide(.margins).appendTerms(plain, scaledBy: scale, to: &terms) }
        if let other = baselineView(for: attribute) { return other.appendTerms(attribute, scaledBy: scale, to: &terms) }
        return variables.appendTerms(attribute, rightToLeft: attribute.isDirectional && isRightToLeft, baselines: baselines,
                                     scaledBy: scale, to: &terms)
    }

    /// UIKit's `forFirstBaselineLayout`: the view whose first baseline stands for this view's in
    /// constraints. The view itself, unless a container says otherwise (``StackView``).
    open var forFirstBaselineLayout: View { self }
    /// UIKit's `forLastBaselineLayout`: as ``forFirstBaselineLayout``, for the last baseline.
    open var forLastBaselineLayout: View { self }

    /// The other view a baseline `attribute` of this view is measured on, or nil for the view's own.
    private func baselineView(for attribute: LayoutAttribute) -> View? {
        let other: View
        switch attribute {
        case .firstBaseline: other = forFirstBaselineLayout
        case .lastBaseline: other = forLastBaselineLayout
        default: return nil
        }
        return other === self ? nil : other
    }

    // MARK: Geometry

    /// The frame in window coordinates.
    public var frameInWindow: Rect {
        guard let parent = superview else { return frame }
        let p = parent.frameInWindow
        return Rect(x: p.x - parent.boundsOrigin.x + frame.x, y: p.y - parent.boundsOrigin.y + frame.y,
                    width: frame.width, height: frame.height)
    }

    /// `convert(_:to:)`: a rect in this view's bounds coordinates, in `view`'s (nil: the window's).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        let mine = frameInWindow
        let inWindow = Rect(x: mine.x + rect.x - boundsOrigin.x, y: mine.y + rect.y - boundsOrigin.y, width: rect.width, height: rect.height)
        guard let view else { return inWindow }
        let theirs = view.frameInWindow
        return Rect(x: inWindow.x - theirs.x + view.boundsOrigin.x, y: inWindow.y - theirs.y + view.boundsOrigin.y,
                    width: rect.width, height: rect.height)
    }

    /// `layoutIfNeeded()`: lays out the window this view is in.
    public func layoutIfNeeded() { window?.layoutIfNeeded() }

    /// `setNeedsLayout()`.
    public func setNeedsLayout() { window?.setNeedsLayout() }

    // MARK: Callbacks

    /// Called when ``safeAreaInsets`` change, and only then (UIKit's `safeAreaInsetsDidChange`).
    open func safeAreaInsetsDidChange() {}
    /// Called when the effective layout margins change (UIKit's `layoutMarginsDidChange`).
    open func layoutMarginsDidChange() {}
    /// Called when ``traitCollection`` has changed, before the layout that follows (UIKit's
    /// `traitCollectionDidChange(_:)`): where an adaptive view swaps its constraints. Also
    /// when the view first joins a window up to iOS 12, with nil.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
}

/// UIKit's `UIView.AutoresizingMask`.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}
