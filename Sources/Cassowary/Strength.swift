/// How much a constraint matters: required, or optional at a priority level with a weight.
///
/// ## Levels, not just weights
/// UIKit documents that a higher-priority constraint is satisfied before any lower-priority
/// one. kiwi (and the original Cassowary paper's implementations) approximate that by one
/// weighted sum, `strong = 1e6`, `medium = 1e3`, `weak = 1`, so a thousand violated `weak`
/// constraints can outvote one `strong` constraint. This solver keeps one objective per
/// ``level`` and minimises them lexicographically: no amount of error at a lower level can
/// buy any error at a higher level. Within one level, errors are weighed by ``weight``.
///
/// - UIKit priorities map to one level each: ``priority(_:)`` gives level `p`, weight 1, and
///   1000 is ``required``.
/// - kiwi's weighted strengths map to a single level (``weightedLevel``) with kiwi's weight,
///   so that the benchmark's optima compare with kiwi's: ``strong``, ``medium``, ``weak`` and
///   ``weighted(_:)``.
public struct Strength: Hashable, Sendable {
    /// The lexicographic level: higher levels are optimised first. ``required`` is infinite.
    public let level: Double
    /// The weight of this constraint's error within its level (positive).
    public let weight: Double

    /// Creates an optional strength at `level` with `weight` (both finite; weight > 0).
    public init(level: Double, weight: Double = 1) {
        self.level = level
        self.weight = weight
    }

    /// A constraint that must hold: it has no error variable, and adding one that cannot
    /// hold fails with the conflicting set.
    public static let required = Strength(level: .infinity, weight: 1)

    /// Whether this is ``required``.
    public var isRequired: Bool { level == .infinity }

    /// The level that kiwi-style weighted strengths share.
    public static let weightedLevel: Double = 1

    /// kiwi's weight of a required constraint (`1000 × 1000 × 1000 + 1000 × 1000 + 1000`).
    /// A numeric strength at or above it means ``required``, as in the benchmark format.
    public static let kiwiRequiredWeight: Double = 1_001_001_000

    /// kiwi's `strong` (weight 1,000,000 on the shared weighted level).
    public static let strong = Strength.weighted(1_000_000)
    /// kiwi's `medium` (weight 1,000 on the shared weighted level).
    public static let medium = Strength.weighted(1_000)
    /// kiwi's `weak` (weight 1 on the shared weighted level).
    public static let weak = Strength.weighted(1)

    /// A kiwi-style weighted strength: `weight` on the shared level, or ``required`` when
    /// `weight` reaches ``kiwiRequiredWeight``.
    public static func weighted(_ weight: Double) -> Strength {
        weight >= kiwiRequiredWeight ? .required : Strength(level: weightedLevel, weight: weight)
    }

    /// A UIKit layout priority (`UILayoutPriority`, 1…1000): 1000 is ``required``; any other
    /// priority is a level of its own, so it is satisfied before every lower priority.
    public static func priority(_ value: Double) -> Strength {
        value >= 1000 ? .required : Strength(level: value, weight: 1)
    }
}

extension Strength: CustomStringConvertible {
    /// `required`, `strong`, `medium`, `weak`, `weighted(2000000)` or `priority(750)`.
    public var description: String {
        if isRequired { return "required" }
        if level == Strength.weightedLevel {
            switch weight {
            case Strength.strong.weight: return "strong"
            case Strength.medium.weight: return "medium"
            case Strength.weak.weight: return "weak"
            default: return "weighted(\(formatNumber(weight)))"
            }
        }
        return weight == 1 ? "priority(\(formatNumber(level)))" : "priority(\(formatNumber(level)), weight \(formatNumber(weight)))"
    }
}
