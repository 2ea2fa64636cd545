// Constraints and size-class variations.

import LayoutEngine

/// `NSLayoutConstraint.Attribute` with IB's names. `baseline` in the XML is the last baseline.
public enum IBLayoutAttribute: String, Hashable, Sendable, Codable, CaseIterable {
    /// `left`.
    case left
    /// `right`.
    case right
    /// `top`.
    case top
    /// `bottom`.
    case bottom
    /// `leading`.
    case leading
    /// `trailing`.
    case trailing
    /// `width`.
    case width
    /// `height`.
    case height
    /// `centerX`.
    case centerX
    /// `centerY`.
    case centerY
    /// `baseline` / `lastBaseline`.
    case lastBaseline
    /// `firstBaseline`.
    case firstBaseline
    /// `leftMargin`.
    case leftMargin
    /// `rightMargin`.
    case rightMargin
    /// `topMargin`.
    case topMargin
    /// `bottomMargin`.
    case bottomMargin
    /// `leadingMargin`.
    case leadingMargin
    /// `trailingMargin`.
    case trailingMargin
    /// `centerXWithinMargins`.
    case centerXWithinMargins
    /// `centerYWithinMargins`.
    case centerYWithinMargins

    /// Reads an IB attribute name; `baseline` maps to ``lastBaseline``.
    public init?(ibName: String) {
        if ibName == "baseline" { self = .lastBaseline; return }
        self.init(rawValue: ibName)
    }

    /// True for the `…Margin` and `…WithinMargins` variants.
    public var isMarginRelative: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            return true
        default:
            return false
        }
    }

    /// True for width and height.
    public var isSize: Bool { self == .width || self == .height }
}

/// `NSLayoutConstraint.Relation`.
public enum IBRelation: String, Hashable, Sendable, Codable {
    /// `==` (the default).
    case equal
    /// `<=`: `relation="lessThanOrEqual"`.
    case lessThanOrEqual
    /// `>=`: `relation="greaterThanOrEqual"`.
    case greaterThanOrEqual
}

/// One `<constraint>`: `firstItem.firstAttribute relation secondItem.secondAttribute × multiplier
/// + constant`, at `priority`.
public struct IBConstraint: Hashable, Sendable {
    /// The `id` (variation masks refer to it).
    public var id: String?
    /// The first item's id. When the XML leaves `firstItem` out it is the view holding the
    /// constraint (``ownerID``) and ``firstItemIsImplicit`` is true.
    public var firstItem: String
    /// True when `firstItem` was absent in the XML.
    public var firstItemIsImplicit: Bool
    /// `firstAttribute`.
    public var firstAttribute: IBLayoutAttribute
    /// `relation`.
    public var relation: IBRelation
    /// `secondItem`; `nil` for constant-only size constraints.
    public var secondItem: String?
    /// `secondAttribute`; `nil` together with ``secondItem``.
    public var secondAttribute: IBLayoutAttribute?
    /// The multiplier: `multiplier` as a number, or `a:b` / `a/b` as a ÷ b. 1 when absent.
    public var multiplier: Double
    /// The `multiplier` attribute as written (`4:3`, `0.5`), or `nil` when absent.
    public var multiplierText: String?
    /// `constant` (0 when absent).
    public var constant: Double
    /// `priority` (1000 = required when absent).
    public var priority: Double
    /// `placeholder="YES"` ("Remove at build time"): laid out on Xcode's canvas, never installed
    /// by UIKit (``IBLayout`` keeps it only in a canvas layout).
    public var isPlaceholder: Bool
    /// `symbolic="YES"`: the constant is the system standard spacing IB resolved.
    public var symbolic: Bool
    /// `identifier`.
    public var identifier: String?
    /// `userLabel`.
    public var userLabel: String?
    /// The view whose `<constraints>` holds this constraint.
    public var ownerID: String
    /// Per-constraint variations (`<constraint><variation key="heightClass=compact" constant="40"/>`).
    public var variations: [IBVariation]
    /// The line of the element.
    public var line: Int

    /// The required priority.
    public static let requiredPriority: Double = 1000
}

/// A size class as IB writes it in variation keys.
public enum IBSizeClass: String, Hashable, Sendable, Codable {
    /// `compact`.
    case compact
    /// `regular`.
    case regular
}

/// The traits a variation applies to, parsed from its `key` (`default`,
/// `widthClass=regular`, `heightClass=compact-widthClass=compact`, `userInterfaceIdiom=mac` …).
public struct IBTraits: Hashable, Sendable {
    /// The width class, or `nil` for any.
    public var widthClass: IBSizeClass?
    /// The height class, or `nil` for any.
    public var heightClass: IBSizeClass?
    /// `userInterfaceIdiom`, or `nil` for any.
    public var idiom: String?
    /// Parts of the key the reader did not recognise, as written. A variation with such parts
    /// never matches.
    public var unrecognized: [String]

    /// Parses a variation key.
    public init(key: String) {
        widthClass = nil
        heightClass = nil
        idiom = nil
        unrecognized = []
        guard key != "default" else { return }
        for part in key.split(separator: "-") {
            let pieces = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pieces.count == 2 else { unrecognized.append(String(part)); continue }
            switch pieces[0] {
            case "widthClass":
                if let value = IBSizeClass(rawValue: pieces[1]) { widthClass = value } else { unrecognized.append(String(part)) }
            case "heightClass":
                if let value = IBSizeClass(rawValue: pieces[1]) { heightClass = value } else { unrecognized.append(String(part)) }
            case "userInterfaceIdiom":
                idiom = pieces[1]
            default:
                unrecognized.append(String(part))
            }
        }
    }

    /// True for the `default` (any width, any height) configuration.
    public var isDefault: Bool { widthClass == nil && heightClass == nil && idiom == nil && unrecognized.isEmpty }

    /// How many traits the key pins: more specific variations win over less specific ones.
    public var specificity: Int {
        (widthClass == nil ? 0 : 1) + (heightClass == nil ? 0 : 1) + (idiom == nil ? 0 : 1)
    }

    /// True when a screen with `traits` falls under the variation (IB's `phone` and `pad`
    /// idioms are UIKit's; an unspecified size class matches no pinned one).
    public func matches(_ traits: TraitCollection) -> Bool {
        func sizeClass(_ c: UserInterfaceSizeClass) -> IBSizeClass? {
            switch c {
            case .compact: return .compact
            case .regular: return .regular
            case .unspecified: return nil
            }
        }
        guard unrecognized.isEmpty else { return false }
        if let widthClass, widthClass != sizeClass(traits.horizontalSizeClass) { return false }
        if let heightClass, heightClass != sizeClass(traits.verticalSizeClass) { return false }
        if let idiom, idiom != traits.userInterfaceIdiom.rawValue { return false }
        return true
    }
}

/// `<mask key="constraints">` / `<mask key="subviews">` in a variation.
public struct IBVariationMask: Hashable, Sendable {
    /// What the ids name: `constraints` or `subviews`.
    public var key: String
    /// `<include reference>` ids: installed under the variation's traits.
    public var included: [String]
    /// `<exclude reference>` ids: not installed under the variation's traits.
    public var excluded: [String]
    /// The line of the element.
    public var line: Int
}

/// An attribute a variation overrides, e.g. `constant="40"` or `spacing="15"`.
public struct IBAttributeOverride: Hashable, Sendable {
    /// The attribute name.
    public var name: String
    /// The value as written.
    public var value: String

    /// Creates an override.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// A `<variation key=…>`: what changes under some size classes.
public struct IBVariation: Hashable, Sendable {
    /// The key as written.
    public var key: String
    /// The parsed traits.
    public var traits: IBTraits
    /// Masks of constraints and subviews.
    public var masks: [IBVariationMask]
    /// Attribute overrides, sorted by attribute name (the XML parser does not keep their order).
    public var overrides: [IBAttributeOverride]
    /// The line of the element.
    public var line: Int

    /// Ids excluded by the `constraints` mask.
    public var excludedConstraintIDs: [String] { masks.filter { $0.key == "constraints" }.flatMap(\.excluded) }
    /// Ids included by the `constraints` mask.
    public var includedConstraintIDs: [String] { masks.filter { $0.key == "constraints" }.flatMap(\.included) }
    /// Ids excluded by the `subviews` mask.
    public var excludedSubviewIDs: [String] { masks.filter { $0.key == "subviews" }.flatMap(\.excluded) }
    /// Ids included by the `subviews` mask.
    public var includedSubviewIDs: [String] { masks.filter { $0.key == "subviews" }.flatMap(\.included) }

    /// The override of `attribute`, as written.
    public func override(_ attribute: String) -> String? {
        overrides.first { $0.name == attribute }?.value
    }
}
