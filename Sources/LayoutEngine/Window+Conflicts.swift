import Cassowary
import DeviceCatalog

// Broken constraints: retried when room is made, and forgotten with the views they belong to.

extension Window {
    /// Deactivates `constraints` together: one pass over the active list, one retry of the
    /// broken constraints, however many go (removing a subtree is linear, not quadratic).
    func deactivateAll(_ constraints: [LayoutConstraint]) {
        var removedAny = false
        var madeRoom = false
        for c in constraints {
            let key = ObjectIdentifier(c)
            c.pendingActive = false
            guard isActive(c) else { continue }
            c.activeWindow = nil
            removedAny = true
            if let s = c.solverConstraint, solver.hasConstraint(s) {
                try? solver.removeConstraint(s)
            }
            c.solverConstraint = nil
            if c.isBroken {
                c.isBroken = false
                conflictIssues[key] = nil
                conflictOrder.removeAll { $0 == key }
            } else {
                madeRoom = true
            }
        }
        guard removedAny else { return }
        let me = ObjectIdentifier(self)
        activeConstraints.removeAll { $0.activeWindow != me }
        if madeRoom {
            if retriesDeferred > 0 { retryOwed = true } else { retryBrokenConstraints() }
        }
        needsLayout = true
    }

    /// Runs `body`, which removes views, with the broken constraints retried once after it
    /// rather than after each view: a table that lets go of its rows frees room once, and a
    /// conflict that still holds is explained once, not once a row.
    func deferringRetries(_ body: () -> Void) {
        retriesDeferred += 1
        body()
        retriesDeferred -= 1
        if retriesDeferred == 0, retryOwed {
            retryOwed = false
            retryBrokenConstraints()
        }
    }

    /// Re-tries the active constraints that were broken, in activation order, after a
    /// constraint left the solver or changed: one of them may fit now, as in UIKit, where a
    /// broken constraint stays active and holds again once the conflict is gone.
    func retryBrokenConstraints() {
        guard !conflictIssues.isEmpty else { return }
        for c in activeConstraints where c.isBroken && c.solverConstraint == nil {
            install(c)
        }
    }

    /// Records that the autoresizing or intrinsic-size constraint `c` of `view` was refused.
    func recordGeneratedConflict(_ c: Constraint, of view: View, _ issue: LayoutIssue) {
        let key = ObjectIdentifier(c)
        generatedConflicts[ObjectIdentifier(view), default: []].append(c)
        conflictOrder.append(key)
        conflictIssues[key] = issue
    }

    /// Takes `view`'s autoresizing and intrinsic-size constraints out of the solver now; the
    /// next layout makes the ones that still apply.
    func removeGeneratedConstraints(of view: View) {
        if let old = generated.removeValue(forKey: ObjectIdentifier(view)) {
            for c in old { try? solver.removeConstraint(c) }
        }
        clearGeneratedConflicts(of: view)
        markGeneratedStale(view)
        retryBrokenConstraints()
        needsLayout = true
    }

    /// Forgets the refused generated constraints of `view` (they are about to be remade, or
    /// the view is leaving the window).
    func clearGeneratedConflicts(of view: View) {
        guard !generatedConflicts.isEmpty,
              let refused = generatedConflicts.removeValue(forKey: ObjectIdentifier(view)) else { return }
        for c in refused {
            conflictIssues[ObjectIdentifier(c)] = nil
            conflictOrder.removeAll { $0 == ObjectIdentifier(c) }
        }
    }
}

// The window's size and the guides' insets are edit variables (strength 999.5), so a required
// constraint that contradicts them wins inside the solver. In UIKit they are required
// constraints ('UIView-Encapsulated-Layout-Width', 'UIViewSafeAreaLayoutGuide-top', …), so
// the user's constraint is the one broken. After each solve the engine checks that every
// suggested value held; where one did not, it asks the solver for the conflicting set by
// adding the value (and, if that alone finds none, all of them) as required constraints,
// breaks a layout constraint of that set (``victim(among:)``: inside the innermost container
// whose frame is set for it, else the most recently activated), and solves again.

extension Window {
    /// One value the layout pass suggested: the variable, the value, and UIKit's name for
    /// the constraint that holds it.
    struct Suggestion {
        let variable: Variable
        let value: Double
        let text: String
    }

    /// Calls `body` with each value the layout pass suggested (the window's top, width and
    /// height, then each guide's insets, in the order the guides joined the window) until it
    /// returns false. The name is made only when asked for: this runs after every solve.
    func forEachSuggestion(root: Rect, _ body: (_ variable: Variable, _ value: Double, _ name: () -> String) -> Bool) {
        let r = rootView.variables
        let id = rootView.identifier
        guard body(r.minY, root.minY, { "'UIView-Encapsulated-Layout-Top' \(id).top == \(fmt(root.minY))" }),
              body(r.width, root.width, { "'UIView-Encapsulated-Layout-Width' \(id).width == \(fmt(root.width))" }),
              body(r.height, root.height, { "'UIView-Encapsulated-Layout-Height' \(id).height == \(fmt(root.height))" }) else { return }
        for guide in guides {
            guard let i = guide.suggested else { continue }
            guard body(guide.top, i.top, { guide.constraintName("top") + " inset == \(fmt(i.top))" }),
                  body(guide.left, i.left, { guide.constraintName("left") + " inset == \(fmt(i.left))" }),
                  body(guide.bottom, i.bottom, { guide.constraintName("bottom") + " inset == \(fmt(i.bottom))" }),
                  body(guide.right, i.right, { guide.constraintName("right") + " inset == \(fmt(i.right))" }) else { return }
        }
    }

    /// The first suggested value that did not hold after the last solve (ignoring rounding
    /// noise), leaving out the variables in `skipping`. Allocates nothing while all hold.
    func firstBrokenSuggestion(root: Rect, skipping: Set<ObjectIdentifier>) -> Suggestion? {
        var found: Suggestion?
        forEachSuggestion(root: root) { variable, value, name in
            guard abs(solver.value(of: variable) - value) > 1e-6, !skipping.contains(ObjectIdentifier(variable)) else { return true }
            found = Suggestion(variable: variable, value: value, text: name())
            return false
        }
        return found
    }

    /// Every suggested value but those in `skipping`, named (the slow path of a conflict).
    func suggestions(root: Rect, skipping: Set<ObjectIdentifier>) -> [Suggestion] {
        var out: [Suggestion] = []
        forEachSuggestion(root: root) { variable, value, name in
            if !skipping.contains(ObjectIdentifier(variable)) { out.append(Suggestion(variable: variable, value: value, text: name())) }
            return true
        }
        return out
    }

    /// Breaks user constraints until every suggested value holds (bounded), recording each
    /// break as UIKit logs it. A set with no layout constraint in it (autoresizing or
    /// intrinsic-size constraints only) is reported, and the window gives way.
    ///
    /// The broken value is first held alone as a required constraint. The values are edits of
    /// one strength, so where user constraints press on several, one alone can be held by
    /// moving the others (a window width against a dozen cells' margins) and the probe finds no
    /// conflict; then every value is held, in order, and the first that cannot be is explained,
    /// as UIKit's required constraints would be. When all of them hold together, the solve was
    /// only numerically off: nothing is broken or reported.
    func enforceSuggestedValues(root: Rect) {
        var attempts = 0
        var reported = Set<ObjectIdentifier>()
        while attempts < 16 {
            attempts += 1
            guard let first = firstBrokenSuggestion(root: root, skipping: reported) else { return }
            var texts: [ObjectIdentifier: String] = [:]
            func probe(_ suggestion: Suggestion) -> Constraint {
                let c = Constraint(Expression([Term(suggestion.variable)], constant: -suggestion.value), .equal,
                                   strength: .required, identifier: suggestion.text)
                texts[ObjectIdentifier(c)] = suggestion.text
                return c
            }
            var conflicting: [Constraint] = []
            var failed = first
            let alone = probe(first)
            do {
                try solver.addConstraint(alone)
                try solver.removeConstraint(alone)
            } catch {
                if case let .unsatisfiableConstraint(_, set) = error { conflicting = set }
            }
            if conflicting.isEmpty {
                var held: [Constraint] = []
                defer { for c in held { try? solver.removeConstraint(c) } }
                for suggestion in suggestions(root: root, skipping: reported) {
                    let c = probe(suggestion)
                    do {
                        try solver.addConstraint(c)
                        held.append(c)
                    } catch {
                        if case let .unsatisfiableConstraint(_, set) = error { conflicting = set }
                        failed = suggestion
                        break
                    }
                }
            }
            if conflicting.isEmpty {
                // Every value holds together: nothing to break; stop probing this one.
                reported.insert(ObjectIdentifier(first.variable))
                continue
            }
            let involved = conflicting.map { texts[ObjectIdentifier($0)] ?? text(of: $0) }
            guard let victim = victim(among: conflicting) else {
                reported.insert(ObjectIdentifier(failed.variable))
                let issue = LayoutIssue(kind: .unsatisfiable,
                                        message: unsatisfiableMessage(involved: involved.isEmpty ? [failed.text] : involved, broken: failed.text),
                                        constraints: involved)
                if !passIssues.contains(issue) { passIssues.append(issue) }
                continue
            }
            breakConstraint(victim, involved: involved)
            solver.updateVariables()
        }
    }

    /// The layout constraint activated last among the solver constraints of a conflict: the one
    /// UIKit breaks. `nil` when the conflict holds none (generated constraints and
    /// encapsulated sizes only).
    func lastActivated(among conflicting: [Constraint]) -> LayoutConstraint? {
        activeConstraints.last { c in
            !c.isEncapsulated && (c.solverConstraint.map { s in conflicting.contains { $0 === s } } ?? false)
        }
    }

    /// The constraint a conflict found by the engine itself (a size bound, a guide's inset)
    /// breaks: where it holds a container's encapsulated size (a table's row for its cell), one
    /// inside that container (``lastActivated(among:inside:)``), else the last activated.
    func victim(among conflicting: [Constraint]) -> LayoutConstraint? {
        if let container = encapsulatingView(in: conflicting), let inside = lastActivated(among: conflicting, inside: container) {
            return inside
        }
        return lastActivated(among: conflicting)
    }

    /// The innermost view whose encapsulated frame or size (``LayoutConstraint/isEncapsulated``)
    /// is installed among the solver constraints of a conflict, if any: a table's cell rather
    /// than the controller's root view that holds the table (both are set by their containers;
    /// the conflict is broken inside the smallest). Ties of depth go to the first activated.
    func encapsulatingView(in conflicting: [Constraint]) -> View? {
        func depth(_ view: View) -> Int {
            var n = 0, v = view.superview
            while let next = v { n += 1; v = next.superview }
            return n
        }
        var best: (view: View, depth: Int)?
        for c in activeConstraints where c.isEncapsulated {
            guard let s = c.solverConstraint, conflicting.contains(where: { $0 === s }), let view = c.firstItem.owningView else { continue }
            let d = depth(view)
            if d > (best?.depth ?? -1) { best = (view, d) }
        }
        return best?.view
    }

    /// ``lastActivated(among:)`` restricted to constraints between items inside `container`
    /// (the container itself included): those an encapsulated size for it may break. A fixed
    /// size (`view.height == 52`) goes first, the last activated of them. [obs] LoopKit/Loop's
    /// Main.storyboard lines 358–433 (Xcode 14): a 66 pt row whose chevron is fixed at 52 pt
    /// saves the chevron 43.5 tall and its stack 47, the rest of the cell's constraints kept;
    /// a UIKit log of 2014 quoted on developreference.com ("How to set constraint in a reusable
    /// UITableViewCell") breaks `V:[UIView(80)]` among the cell's edges and
    /// 'UIView-Encapsulated-Layout-Height'. **[uncertain]** UIKit documents no choice.
    func lastActivated(among conflicting: [Constraint], inside container: View) -> LayoutConstraint? {
        // A walk up the (acyclic) tree for each active constraint: conflicts are rare.
        func isInside(_ item: LayoutItem?) -> Bool {
            guard let item else { return true }
            var view = item.owningView
            while let v = view {
                if v === container { return true }
                view = v.superview
            }
            return false
        }
        func breakable(_ c: LayoutConstraint) -> Bool {
            !c.isEncapsulated && (c.solverConstraint.map { s in conflicting.contains { $0 === s } } ?? false)
                && isInside(c.firstItem) && isInside(c.secondItem)
        }
        let fixedSize = activeConstraints.last { c in
            c.secondItem == nil && c.firstAttribute.isDimension && c.relation == .equal && breakable(c)
        }
        return fixedSize ?? activeConstraints.last(where: breakable)
    }

    /// Breaks `victim` (takes it out of the solver, if it is in, marks it broken) and records
    /// UIKit's log entry for the conflict `involved` names: the one place a conflict is
    /// recorded, whether the constraint broken is an earlier one or the one being added.
    func breakConstraint(_ victim: LayoutConstraint, involved: [String]) {
        if let s = victim.solverConstraint { try? solver.removeConstraint(s) }
        victim.solverConstraint = nil
        victim.isBroken = true
        let key = ObjectIdentifier(victim)
        if conflictIssues[key] == nil { conflictOrder.append(key) }
        conflictIssues[key] = LayoutIssue(kind: .unsatisfiable, message: unsatisfiableMessage(involved: involved, broken: victim.text),
                                          constraints: involved, broken: victim.text,
                                          brokenView: victim.firstItem.owningView?.identifier)
    }

    /// UIKit's log text for a broken constraint.
    func unsatisfiableMessage(involved: [String], broken: String) -> String {
        """
        Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        (
        \(involved.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        )

        Will attempt to recover by breaking constraint
        \(broken)
        """
    }
}

extension InsetGuide {
    /// UIKit's name for the constraint that places this guide's `edge`
    /// ('UIViewSafeAreaLayoutGuide-top', 'UIView-leftMargin-guide-constraint', …).
    func constraintName(_ edge: String) -> String {
        switch kind {
        case .safeArea: return "'UIViewSafeAreaLayoutGuide-\(edge)' \(identifier).\(edge)"
        case .margins: return "'UIView-\(edge)Margin-guide-constraint' \(identifier).\(edge)"
        case .readable: return "'UIView-readableContent-\(edge)' \(identifier).\(edge)"
        default: return "'\(identifier)-\(edge)' \(identifier).\(edge)"
        }
    }
}
