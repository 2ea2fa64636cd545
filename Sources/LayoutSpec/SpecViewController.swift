import LayoutEngine

/// A spec's `viewController`: a plain controller that holds the constraints (and the hidden
/// views and stack-view attributes) of its views' `variations` and keeps active those whose traits its own contain, as an adaptive UIKit
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
        /// The stack-view attributes it sets while it applies.
        public var stackViews: [StackAttributes] = []
    }

    /// A stack view's attributes as a variation sets them (nil: left as they are).
    public struct StackAttributes {
        /// The stack view.
        public var stack: StackView
        /// `axis`, `distribution`, `alignment`, `spacing`.
        public var axis: StackView.Axis?, distribution: StackView.Distribution?, alignment: StackView.Alignment?, spacing: Double?
    }

    /// The variations of the controller's views, in declaration order.
    public internal(set) var variations: [Variation] = [] {
        didSet {
            // What each view a variation hides shows outside them: its own `hidden`.
            for v in variations.flatMap(\.hidden) where !ownHidden.contains(where: { $0.view === v }) {
                ownHidden.append((v, v.isHidden))
            }
            // Likewise each stack's own attributes.
            for a in variations.flatMap(\.stackViews) where !ownStacks.contains(where: { $0.stack === a.stack }) {
                let s = a.stack
                ownStacks.append((s, s.axis, s.distribution, s.alignment, s.spacing))
            }
        }
    }
    /// The views variations hide, with their own `isHidden`.
    private var ownHidden: [(view: View, hidden: Bool)] = []
    /// The stack views variations set, with their own attributes.
    private var ownStacks: [(stack: StackView, axis: StackView.Axis, distribution: StackView.Distribution,
                             alignment: StackView.Alignment, spacing: Double)] = []

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
        // Each stack: its own attributes, then each applying variation's, in order (the later wins).
        for own in ownStacks {
            var (axis, distribution, alignment, spacing) = (own.axis, own.distribution, own.alignment, own.spacing)
            for a in on.flatMap(\.stackViews) where a.stack === own.stack {
                axis = a.axis ?? axis
                distribution = a.distribution ?? distribution
                alignment = a.alignment ?? alignment
                spacing = a.spacing ?? spacing
            }
            let s = own.stack
            if s.axis != axis { s.axis = axis }
            if s.distribution != distribution { s.distribution = distribution }
            if s.alignment != alignment { s.alignment = alignment }
            if s.spacing != spacing { s.spacing = spacing }
        }
    }
}
