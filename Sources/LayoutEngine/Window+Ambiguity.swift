import Cassowary

extension Window {
    /// The views whose frames the constraints do not fix (`hasAmbiguousLayout`): for each
    /// view's position and size, the solver is asked, at a priority below every UIKit
    /// priority, to move it; a value that moves had no constraint holding it at any level.
    /// Costs one small re-solve per unknown, so it runs on demand, not in every layout.
    public func ambiguousViews() -> [View] {
        layoutIfNeeded()
        let probe = Strength(level: 0.5, weight: 1)
        var result: [View] = []
        for view in orderedViews where view !== rootView {
            let v = view.variables
            var free = false
            for variable in [v.minX, v.minY, v.width, v.height] where !solver.hasEditVariable(variable) {
                let before = solver.value(of: variable)
                do {
                    try solver.addEditVariable(variable, strength: probe)
                    try solver.suggestValue(variable, before + 10)
                    solver.updateVariables()
                    let after = solver.value(of: variable)
                    try solver.removeEditVariable(variable)
                    solver.updateVariables()
                    if abs(after - before) > 0.5 { free = true; break }
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
