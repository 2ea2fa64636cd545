import Cassowary

// UIKit's layout engine never gives a view a negative width or height: the sizes are
// non-negative as a required rule. The evidence is UIKit's own conflict log, in which
// `'UIView-Encapsulated-Layout-Width' UITableViewCellContentView.width == 0` conflicts with a
// label's `H:|-(15)-[UILabel]-(15)-|` (satisfiable only with a label −30 pt wide), and two
// saved frames: a self-sizing cell whose empty image view sits between 15 pt insets fits to
// 30 pt with the image view at 0, where unbounded sizes give it −30 and no height at all
// (onevcat/Kingfisher Demo Main.storyboard line 1136, in the fixtures).
//
// A bound per view would cost two rows per view in every solve; instead the bounds are
// generated where the solution breaks them and the system is solved again. That is exact for
// a linear program (the optimum of a relaxation that satisfies every left-out bound is the
// optimum with all of them), and almost every layout never needs one.

extension Window {
    /// Adds `width ≥ 0` / `height ≥ 0` (required) to every view whose solved size went
    /// negative, re-solving until none does (bounded). A bound that the required constraints
    /// contradict breaks a layout constraint of the conflict (``victim(among:)``), logged as UIKit
    /// logs it, and is added then. Returns whether it changed the system (the window's size and
    /// guide insets, edit variables, may then have given way: the caller checks them again).
    @discardableResult
    func enforceNonNegativeSizes() -> Bool {
        var changedAny = false
        for _ in 0..<UIKitMetrics.maximumLayoutPasses {
            var changed = false
            for view in orderedViews where view !== rootView {
                let v = view.variables
                if solver.value(of: v.width) < -Self.sizeTolerance { changed = bound(view, v.width, "width") || changed }
                if solver.value(of: v.height) < -Self.sizeTolerance { changed = bound(view, v.height, "height") || changed }
            }
            guard changed else { return changedAny }
            changedAny = true
            solver.updateVariables()
        }
        return changedAny
    }

    /// How far below zero a solved size may be before it is bounded: solver round-off.
    static let sizeTolerance = 1e-6

    /// How many constraints one size bound may break before it gives up (each try breaks the
    /// last-activated constraint of a conflict; real layouts need one at most).
    static let maximumBoundRetries = 16

    /// Installs `size ≥ 0` on `view` as one of its generated constraints (remade with them, and
    /// removed with the view). Returns whether the system changed: the bound installed, or a
    /// constraint broken on the way.
    private func bound(_ view: View, _ size: Variable, _ name: String) -> Bool {
        let text = "'UIView-NonNegative-\(name.capitalized)' \(view.identifier).\(name) >= 0"
        let bound = Constraint(Expression([Term(size)]), .greaterThanOrEqual, strength: .required, identifier: text)
        var broke = false
        for _ in 0..<Self.maximumBoundRetries {
            do {
                try solver.addConstraint(bound)
                generated[ObjectIdentifier(view), default: []].append(bound)
                return true
            } catch {
                guard case let .unsatisfiableConstraint(_, conflicting) = error,
                      let victim = victim(among: conflicting) else {
                    // Only autoresizing or intrinsic-size constraints in the way (no layout
                    // constraint to break): the size stays as solved.
                    return broke
                }
                breakConstraint(victim, involved: conflicting.map { $0 === bound ? text : self.text(of: $0) })
                broke = true
            }
        }
        return broke
    }
}
