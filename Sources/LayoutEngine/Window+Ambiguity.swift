import Cassowary

extension Window {
    /// The views whose frames the constraints do not fix (`hasAmbiguousLayout`): for each
    /// view's position and size, the solver is asked, at a priority below every UIKit
    /// priority (level 0.5), to move it 10 pt one way, then the other; a value that moves
    /// is held by no constraint at any level, so another layout satisfies every constraint
    /// exactly as well (rule 5.5.a: too few constraints, or equal optional priorities that
    /// tie). Both directions, because a value resting against an inequality is free only on
    /// the other side. Costs up to two small re-solves per unknown, so it runs on demand,
    /// not in every layout.
    public func ambiguousViews() -> [View] {
        layoutIfNeeded()
        let probe = Strength(level: 0.5, weight: 1)
        var result: [View] = []
        for view in orderedViews where view !== rootView {
            let v = view.variables
            var free = false
            for variable in [v.minX, v.minY, v.width, v.height] where !free && !solver.hasEditVariable(variable) {
                let before = solver.value(of: variable)
                do {
                    try solver.addEditVariable(variable, strength: probe)
                    for offset in [10.0, -10.0] where !free {
                        try solver.suggestValue(variable, before + offset)
                        solver.updateVariables()
                        free = abs(solver.value(of: variable) - before) > 0.5
                    }
                    try solver.removeEditVariable(variable)
                    solver.updateVariables()
                } catch {
                    continue
                }
            }
            if free { result.append(view) }
        }
        return result
    }

    /// Whether any view's layout is ambiguous; adds an `ambiguous` issue naming them.
    @discardableResult
    public func checkAmbiguity() -> [View] {
        let free = ambiguousViews()
        issues.removeAll { $0.kind == .ambiguous }
        if !free.isEmpty {
            issues.append(LayoutIssue(kind: .ambiguous,
                                      message: "Ambiguous layout: the constraints leave the position or size of \(free.map(\.identifier).joined(separator: ", ")) free.",
                                      constraints: []))
        }
        return free
    }
}

extension View {
    /// `hasAmbiguousLayout`: whether constraints leave this view's frame free (lays out first).
    public var hasAmbiguousLayout: Bool {
        guard let window else { return false }
        return window.ambiguousViews().contains { $0 === self }
    }
}
