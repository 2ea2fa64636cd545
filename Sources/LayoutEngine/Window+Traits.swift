import DeviceCatalog

// Trait collections (semantics doc 7.3): the window's traits follow its device, orientation
// and layout direction; they flow down through controllers (with a container's overrides for
// its children) to views, and each view and controller is told when its traits change.

extension Window {
    /// The window's traits: the size classes, idiom and scale of a full-screen app on
    /// ``device`` in ``orientation`` (``TraitCollection/init(device:orientation:layoutDirection:)``),
    /// with ``layoutDirection``.
    public var traitCollection: TraitCollection { traits(for: orientation) }

    /// The window's traits were it in `orientation`.
    func traits(for orientation: Orientation) -> TraitCollection {
        TraitCollection(device: device, orientation: orientation, layoutDirection: layoutDirection)
    }

    /// Tells each controller and view in the window whose traits changed since it was last
    /// told (`traitCollectionDidChange(_:)`), down the tree: a controller before its root view,
    /// a view before its subviews. Up to iOS 12 a view or controller that joins the window is
    /// told once with a nil previous collection; from iOS 13 UIKit predicts the traits when the
    /// view is made and says nothing (``UIKitMetrics/traitsPredictedFromIOS``). Run by the
    /// layout pass before solving, so constraints a callback swaps are laid out in the same pass.
    func deliverTraitChanges() {
        guard traitsStale else { return }
        traitsStale = false
        let base = traitCollection
        // Walked from a copy: a callback that changes the tree marks the traits stale again,
        // and the next pass reaches the views it added.
        let views = orderedViews, parents = parentIndex
        var traits: [TraitCollection] = []
        traits.reserveCapacity(views.count)
        for (index, view) in views.enumerated() {
            let current: TraitCollection
            if let controller = view.controller {
                current = controller.traitCollection(under: base)
                if view.window === self, controller.deliveredTraits != current {
                    let previous = controller.deliveredTraits
                    controller.deliveredTraits = current
                    if tellsTraitChange(from: previous) {
                        record(controller.identifier, "traitCollectionDidChange", controller.view.safeAreaInsets)
                        controller.traitCollectionDidChange(previous)
                    }
                    if let previous { for r in controller.traitRegistrations { r.notify(from: previous, to: current) } }
                }
            } else {
                let p = parents[index]
                current = p >= 0 ? traits[p] : base
            }
            traits.append(current)
            guard view.window === self, view.deliveredTraits != current else { continue }
            let previous = view.deliveredTraits
            view.deliveredTraits = current
            if tellsTraitChange(from: previous) {
                record(view.identifier, "traitCollectionDidChange", view.safeAreaInsets)
                view.traitCollectionDidChange(previous)
            }
            if let previous { for r in view.traitRegistrations { r.notify(from: previous, to: current) } }
        }
    }

    /// Whether a change from `previous` (nil: the first traits in a window) is told: always,
    /// but the first only before UIKit predicted traits.
    private func tellsTraitChange(from previous: TraitCollection?) -> Bool {
        previous != nil || iOS < UIKitMetrics.traitsPredictedFromIOS
    }

    /// `willTransition(to:with:)` on each of `controllers` whose traits differ in
    /// `orientation` (outermost first): UIKit calls it before `viewWillTransition(to:with:)`
    /// and before any `traitCollectionDidChange(_:)` (AsyncDisplayKit pull requests 1592 and
    /// 2115, 2016); a rotation that keeps the size classes (an iPad's) calls none.
    func announceTraitTransition(of controllers: [ViewController], to orientation: Orientation) {
        let now = traitCollection, next = traits(for: orientation)
        guard now != next else { return }
        for c in controllers {
            let new = c.traitCollection(under: next)
            guard new != c.traitCollection(under: now) else { continue }
            record(c.identifier, "willTransitionToTraitCollection", c.view.safeAreaInsets)
            c.willTransition(to: new)
        }
    }
}

extension ViewController {
    /// `traitCollection`: the window's traits, with each container's override for the child
    /// on the way down (``setOverrideTraitCollection(_:forChild:)``). A controller a window is
    /// about to show has that window's already (in `viewDidLoad()`: UIKit predicts a view's
    /// traits from iOS 13, Use Your Loaf, "Predicting Size Classes in iOS 13"); unspecified
    /// traits otherwise outside a window.
    public var traitCollection: TraitCollection {
        var top = self
        while let parent = top.parent { top = parent }
        let window = top.view.window ?? top.hostWindow ?? hostWindow
        return traitCollection(under: window?.traitCollection ?? TraitCollection())
    }

    /// The traits under a window whose own are `base`.
    func traitCollection(under base: TraitCollection) -> TraitCollection {
        guard let parent else { return base }
        let inherited = parent.traitCollection(under: base)
        guard let override = parent.overrideTraitCollection(forChild: self) else { return inherited }
        return TraitCollection(traitsFrom: [inherited, override])
    }

    /// `setOverrideTraitCollection(_:forChild:)`: the traits `collection` specifies replace
    /// the inherited ones for `child` and everything under it (a split view controller makes
    /// its columns compact so); nil removes the override. `child` must be a child of this
    /// controller; for another controller the call does nothing, as UIKit ignores it.
    public func setOverrideTraitCollection(_ collection: TraitCollection?, forChild child: ViewController) {
        guard child.parent === self else { return }
        if let index = traitOverrides.firstIndex(where: { $0.child === child }) {
            if let collection { traitOverrides[index].collection = collection } else { traitOverrides.remove(at: index) }
        } else if let collection {
            traitOverrides.append((child, collection))
        }
        if let window = view.window {
            window.traitsStale = true
            window.setNeedsLayout()
        }
    }

    /// `overrideTraitCollection(forChild:)`: the override set for `child`, or nil.
    public func overrideTraitCollection(forChild child: ViewController) -> TraitCollection? {
        traitOverrides.first { $0.child === child }?.collection
    }
}

/// What views and controllers share for iOS 17's trait registrations (UIKit's
/// `UITraitChangeObservable`): the registrations they keep.
protocol TraitChangeRegistering: AnyObject {
    var traitRegistrations: [TraitChangeRegistration] { get set }
}

extension TraitChangeRegistering {
    /// A registration of `handler` for `traits`, kept until unregistered.
    func addRegistration(_ traits: [TraitCollection.Trait], _ handler: @escaping (Self, TraitCollection) -> Void) -> TraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { [unowned self] previous in handler(self, previous) }
        traitRegistrations.append(registration)
        return registration
    }

    /// Drops `registration`.
    func removeRegistration(_ registration: TraitChangeRegistration) {
        traitRegistrations.removeAll { $0 === registration }
    }
}

extension ViewController: TraitChangeRegistering {
    /// `registerForTraitChanges(_:handler:)` (iOS 17's replacement of
    /// ``traitCollectionDidChange(_:)``): `handler` is called with the controller and the
    /// previous traits after one of `traits` changed — not for the first traits in a window,
    /// which are no change. Apple: "Registers a list of traits to observe and a closure to
    /// execute when one of the observed traits changes." Called after
    /// `traitCollectionDidChange(_:)` (the order between the two is not documented).
    @discardableResult
    public func registerForTraitChanges(_ traits: [TraitCollection.Trait],
                                        handler: @escaping (ViewController, TraitCollection) -> Void) -> TraitChangeRegistration {
        addRegistration(traits, handler)
    }

    /// `unregisterForTraitChanges(_:)`: stops a registration of this controller.
    public func unregisterForTraitChanges(_ registration: TraitChangeRegistration) { removeRegistration(registration) }
}

extension View: TraitChangeRegistering {
    /// `registerForTraitChanges(_:handler:)`: `handler` is called with the view and the
    /// previous traits after one of `traits` changed (as ``ViewController``'s).
    @discardableResult
    public func registerForTraitChanges(_ traits: [TraitCollection.Trait],
                                        handler: @escaping (View, TraitCollection) -> Void) -> TraitChangeRegistration {
        addRegistration(traits, handler)
    }

    /// `unregisterForTraitChanges(_:)`: stops a registration of this view.
    public func unregisterForTraitChanges(_ registration: TraitChangeRegistration) { removeRegistration(registration) }
}

extension View {
    /// `traitCollection`: the controller's when this is a controller's root view, else the
    /// superview's; the window's at the top; unspecified outside a window.
    public var traitCollection: TraitCollection {
        // A loop, not recursion: hierarchies can be thousands of views deep.
        var view = self
        while true {
            if let controller = view.controller { return controller.traitCollection }
            guard let superview = view.superview else { break }
            view = superview
        }
        return view.ownWindow?.traitCollection ?? TraitCollection()
    }
}
