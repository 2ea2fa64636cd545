import DeviceCatalog
import LayoutEngine

/// The audit's rules over a laid-out screen (docs/audit.md explains each).
public enum AuditRules {
    /// Every rule, in the order they run.
    public static let all: [AuditRule] = [
        .init(id: "content-under-sensor-housing", severity: .error, summary: "Content under the notch or the Dynamic Island."),
        .init(id: "content-under-status-bar", severity: .error, summary: "Content under the status bar."),
        .init(id: "content-under-home-indicator", severity: .error, summary: "Content under the home indicator."),
        .init(id: "content-in-rounded-corner", severity: .warning, summary: "Content clipped by the display's rounded corners."),
        .init(id: "control-in-bottom-corner", severity: .warning, summary: "A control in a bottom corner, where the system's gestures compete for touches."),
        .init(id: "content-outside-safe-area", severity: .warning, summary: "Content outside the safe area."),
        .init(id: "view-off-screen", severity: .warning, summary: "A visible view entirely off screen."),
        .init(id: "view-clipped-by-superview", severity: .warning, summary: "Content cut off by an ancestor that clips to its bounds."),
        .init(id: "fixed-height-top-bar", severity: .warning, summary: "A full-width top bar of a fixed 20, 44 or 64 pt that does not follow the safe area."),
        .init(id: "unsatisfiable-constraints", severity: .error, summary: "Required constraints that cannot hold together."),
        .init(id: "ambiguous-layout", severity: .warning, summary: "Constraints that leave a view's position or size free."),
        .init(id: "unsettled-layout", severity: .error, summary: "A layout whose safe area or margins keep changing it."),
    ]

    /// The rules about a view's own layout, which hold wherever it is placed: the only ones
    /// applied to a view its code places on screen (``AuditScreen/placedByCode``).
    public static let ownLayoutRules: Set<String> = [
        "view-clipped-by-superview", "unsatisfiable-constraints", "ambiguous-layout", "unsettled-layout",
    ]

    /// View types whose content a user reads or touches; backgrounds, containers, scroll
    /// views, separators and bars are meant to run to the edges and are exempt.
    static let contentTypes: Set<String> = ["label", "button", "textField", "switch", "imageView"]
    /// The controls, for the gesture-area rule.
    static let controlTypes: Set<String> = ["button", "textField", "switch"]
    /// The heights of the iPhone 8 era's hard-coded top bars: status bar, bar, both.
    static let fixedBarHeights: Set<Double> = [20, 44, 64]
    /// Overlaps smaller than this (half a point) are rounding, not findings.
    static let tolerance = 0.5

    static func rule(_ id: String) -> AuditRule {
        all.first { $0.id == id } ?? AuditRule(id: id, severity: .warning, summary: id)
    }
}
