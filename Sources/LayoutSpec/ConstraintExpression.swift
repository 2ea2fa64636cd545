/// A constraint written in the spec's expression language (docs/CLI.md):
/// `title.top == root.safeArea.top + 8 @750`, `logo.width == 0.5 * root.width`, `bar.height == 44`.
public struct ConstraintExpression: Hashable, Sendable {
    /// An attribute of a layout item, UIKit's `NSLayoutConstraint.Attribute`.
    public enum Attribute: String, CaseIterable, Hashable, Sendable {
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case firstBaseline, lastBaseline

        /// Width and height: the attributes a constant alone can set.
        public var isDimension: Bool { self == .width || self == .height }
        /// The horizontal position attributes.
        public var isHorizontalPosition: Bool { [.left, .right, .leading, .trailing, .centerX].contains(self) }
        /// The vertical position attributes (baselines included).
        public var isVerticalPosition: Bool { [.top, .bottom, .centerY, .firstBaseline, .lastBaseline].contains(self) }
    }

    /// A layout guide of a view that a constraint can name instead of the view itself.
    public enum Guide: String, CaseIterable, Hashable, Sendable {
        /// `safeAreaLayoutGuide`.
        case safeArea
        /// `layoutMarginsGuide`.
        case margins
        /// `readableContentGuide`.
        case readable
        /// A scroll view's `contentLayoutGuide`.
        case content
        /// A scroll view's `frameLayoutGuide`.
        case frameGuide
        /// `keyboardLayoutGuide` (iOS 15), with the keyboard away: the band below the safe area.
        case keyboard
    }

    /// `view` or `view.guide`.
    public struct Item: Hashable, Sendable, CustomStringConvertible {
        /// The view's spec id.
        public var id: String
        /// The guide of that view, or nil for the view itself.
        public var guide: Guide?
        /// `id` or `id.guide`.
        public var description: String { guide.map { "\(id).\($0.rawValue)" } ?? id }
    }

    /// `item.attribute`.
    public struct Anchor: Hashable, Sendable, CustomStringConvertible {
        /// The view or guide.
        public var item: Item
        /// Which edge, dimension, centre or baseline.
        public var attribute: Attribute
        /// `item.attribute`.
        public var description: String { "\(item).\(attribute.rawValue)" }
    }

    /// `==`, `<=` or `>=`.
    public enum Relation: String, Hashable, Sendable {
        case equal = "==", lessThanOrEqual = "<=", greaterThanOrEqual = ">="
    }

    /// The constrained anchor.
    public var first: Anchor
    /// The relation.
    public var relation: Relation
    /// The anchor on the right, or nil for a constant dimension (`bar.height == 44`).
    public var second: Anchor?
    /// The factor on the right-hand anchor (1 when not written).
    public var multiplier: Double
    /// The constant added on the right.
    public var constant: Double
    /// UIKit's priority, 1…1000 (1000: required).
    public var priority: Double

    /// Creates an expression from its parts.
    public init(first: Anchor, relation: Relation, second: Anchor?, multiplier: Double = 1,
                constant: Double = 0, priority: Double = 1000) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }
}

extension ConstraintExpression: CustomStringConvertible {
    /// The expression in the spec's own notation, normalised.
    public var description: String {
        var rhs = ""
        if let second {
            rhs = (multiplier == 1 ? "" : "\(number(multiplier)) * ") + second.description
            if constant > 0 { rhs += " + \(number(constant))" }
            if constant < 0 { rhs += " - \(number(-constant))" }
        } else {
            rhs = number(constant)
        }
        let tail = priority == 1000 ? "" : " @\(number(priority))"
        return "\(first) \(relation.rawValue) \(rhs)\(tail)"
    }
}

func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
}
