import LayoutEngine

/// A spec's `viewController`: a plain controller that holds the constraints (and the hidden
/// views) of its views' `variations` and keeps active those whose traits its own contain, as an adaptive UIKit
/// controller swaps constraint sets — when its view loads (with the traits the window gives it)
/// and in `traitCollectionDidChange(_:)` (a rotation between size classes, a move to another
/// device in an audit).
public final class SpecViewController: ViewController {
    /// Constraints held under some traits.
    public struct Variation {
        /// The traits they apply under.
        public var traits: TraitCollection
        /// The constraints.
        public var constraints: [LayoutConstraint]
        /// The views it hides while it applies.
        public var hidden: [View] = []
    }

    /// The variations of the controller's views, in declaration order.
    public internal(set) var variations: [Variation] = [] {
        didSet {
            // What each view a variation hides shows outside them: its own `hidden`.
            for v in variations.flatMap(\.hidden) where !ownHidden.contains(where: { $0.view === v }) {
                ownHidden.append((v, v.isHidden))
            }
        }
    }
    /// The views variations hide, with their own `isHidden`.
    private var ownHidden: [(view: View, hidden: Bool)] = []

    override public func viewDidLoad() {
        applyVariations()
    }

    override public func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        applyVariations()
    }

    /// Deactivates the variations that do not apply under the current traits, then activates
    /// those that do (in that order, so two sets for one attribute never hold at once).
    func applyVariations() {
        let traits = traitCollection
        let (on, off) = (variations.filter { traits.containsTraits(in: $0.traits) },
                         variations.filter { !traits.containsTraits(in: $0.traits) })
        LayoutConstraint.deactivate(off.flatMap(\.constraints))
        LayoutConstraint.activate(on.flatMap(\.constraints))
        let hiddenNow = on.flatMap(\.hidden)
        for (view, hidden) in ownHidden {
            let hide = hidden || hiddenNow.contains { $0 === view }
            if view.isHidden != hide { view.isHidden = hide }
        }
    }
}
