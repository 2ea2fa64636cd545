/// UIKit's `NSLayoutConstraint.Attribute`: an edge, dimension, centre or baseline of an item,
/// and the margin variants that name the item's layout-margins guide.
public enum LayoutAttribute: String, CaseIterable, Hashable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    /// No attribute: the second item of a constant constraint (`width == 44`).
    case notAnAttribute

    /// The attribute on the item's layout-margins guide, for the margin variants.
    var withoutMargin: LayoutAttribute? {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return nil
        }
    }

    /// Leading and trailing (and their margin variants) as left and right, for a
    /// left-to-right layout; other attributes unchanged.
    var leftToRight: LayoutAttribute {
        switch self {
        case .leading: return .left
        case .trailing: return .right
        case .leadingMargin: return .leftMargin
        case .trailingMargin: return .rightMargin
        default: return self
        }
    }

    /// Leading and trailing (and their margin variants) as right and left, for a
    /// right-to-left layout; other attributes unchanged.
    var mirrored: LayoutAttribute {
        switch self {
        case .leading: return .right
        case .trailing: return .left
        case .leadingMargin: return .rightMargin
        case .trailingMargin: return .leftMargin
        default: return self
        }
    }

    /// Width or height.
    public var isDimension: Bool { self == .width || self == .height }

    /// The axis a location attribute measures along, or `nil` for a dimension and
    /// `notAnAttribute`.
    public var locationAxis: LayoutAxis? {
        switch withoutMargin ?? self {
        case .left, .right, .leading, .trailing, .centerX: return .horizontal
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: return .vertical
        default: return nil
        }
    }
}

/// UIKit's `NSLayoutConstraint.Relation`.
public enum LayoutRelation: String, Hashable, Sendable {
    case lessThanOrEqual = "<=", equal = "==", greaterThanOrEqual = ">="
}

/// UIKit's `NSLayoutConstraint.Axis`.
public enum LayoutAxis: Hashable, Sendable {
    case horizontal, vertical
}

/// UIKit's `UILayoutPriority`: 1…1000.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var rawValue: Double
    public init(rawValue: Double) { self.rawValue = rawValue }
    public init(_ value: Double) { self.rawValue = value }
    public init(floatLiteral value: Double) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Double(value) }
    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }

    /// 1000 (`.required`). Source: Apple, `UILayoutPriority`.
    public static let required = LayoutPriority(1000)
    /// 750 (`.defaultHigh`). Source: Apple, `UILayoutPriority`.
    public static let defaultHigh = LayoutPriority(750)
    /// 250 (`.defaultLow`). Source: Apple, `UILayoutPriority`.
    public static let defaultLow = LayoutPriority(250)
    /// 50 (`.fittingSizeLevel`). Source: Apple, `UILayoutPriority`.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// The priority the solver is given: ``rawValue`` held to 1…1000, and 1 for a value that
    /// is not a number. UIKit raises an exception for a priority outside 1…1000 (semantics doc
    /// 5.2.a); a layout here goes on, and a priority above 1000 cannot outrank a required
    /// constraint, nor one at 0 or below sink under the engine's own tie-breaks (0.5 to 0.9).
    var solvedValue: Double {
        rawValue.isNaN ? 1 : min(LayoutPriority.required.rawValue, max(1, rawValue))
    }
}
