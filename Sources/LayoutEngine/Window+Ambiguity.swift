import Cassowary

extension Window {
    /// The views whose frames the constraints do not fix (`hasAmbiguousLayout`): for each
    /// view's position and size, the solver is asked, at a priority below every UIKit
    /// priority (level 0.5), to move it 10 pt one way, then the other; a value that moves
    /// is held by no constraint at any level, so another layout satisfies every constraint
    /// exactly as well (rule 5.5.a: too few constraints, or equal optional priorities that
    /// tie). Both directions, because a value resting against an inequality is free only on
    /// the other side. Every unknown is probed in the same two re-solves; it runs on demand,
    /// not in every layout.
    public func ambiguousViews() -> [View] {
        layoutIfNeeded()
        // Every unknown is probed at once, each with its own weight inside the probe level so
        // that no two probes tie: a free direction that moves several unknowns together is
        // then always taken in one of the two passes.
        var probes: [(view: Int, variable: Variable, before: Double)] = []
        let views = orderedViews.filter { $0 !== rootView }
        let count = Double(views.count * 4 + 1)
        for (index, view) in views.enumerated() {
            let v = view.variables
            for variable in [v.minX, v.minY, v.width, v.height] where !solver.hasEditVariable(variable) {
                let weight = 1 + Double(probes.count + 1) / count
                do {
                    try solver.addEditVariable(variable, strength: Strength(level: 0.5, weight: weight))
                    probes.append((index, variable, solver.value(of: variable)))
                } catch {
                    continue
                }
            }
        }
        var free = [Bool](repeating: false, count: views.count)
        for offset in [10.0, -10.0] {
            for probe in probes { try? solver.suggestValue(probe.variable, probe.before + offset) }
            solver.updateVariables()
            for probe in probes where abs(solver.value(of: probe.variable) - probe.before) > 0.5 { free[probe.view] = true }
        }
        for probe in probes { try? solver.removeEditVariable(probe.variable) }
        solver.updateVariables()
        return views.indices.filter { free[$0] }.map { views[$0] }
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
