import Cassowary

extension Window {
    /// The views whose frames the constraints do not fix (`hasAmbiguousLayout`): a view's
    /// position or size that another layout, satisfying every constraint exactly as well at
    /// every priority, moves by more than half a point (rule 5.5.a: too few constraints, or
    /// equal optional priorities that tie). The solver reads this off its optimal tableau
    /// (Cassowary's `Solver.freeVariables(_:beyond:)`), so the check costs about a pass over the
    /// views' definitions, not a re-solve; it runs on demand, not in every layout.
    public func ambiguousViews() -> [View] {
        layoutIfNeeded()
        let views = orderedViews.filter { $0 !== rootView }
        var owners: [Int] = []
        var unknowns: [Variable] = []
        owners.reserveCapacity(views.count * 4)
        unknowns.reserveCapacity(views.count * 4)
        for (index, view) in views.enumerated() {
            let v = view.variables
            for variable in [v.minX, v.minY, v.width, v.height] where !solver.hasEditVariable(variable) {
                owners.append(index)
                unknowns.append(variable)
            }
        }
        var free = [Bool](repeating: false, count: views.count)
        for (owner, isFree) in zip(owners, solver.freeVariables(unknowns, beyond: Self.ambiguityDistance)) where isFree {
            free[owner] = true
        }
        return views.indices.filter { free[$0] }.map { views[$0] }
    }

    /// How far another equally good layout must move a view's edge or size for the layout to
    /// count as ambiguous: half a point, less than any pixel-grid rounding can hide.
    static let ambiguityDistance = 0.5

    /// Whether any view's layout is ambiguous; adds an `ambiguous` issue naming them.
    @discardableResult
    public func checkAmbiguity() -> [View] {
        let free = ambiguousViews()
        issues.removeAll { $0.kind == .ambiguous }
        if !free.isEmpty {
            issues.append(.ambiguous(views: free.map(\.identifier)))
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
