/// An attribute of an item, as UIKit's `NSLayoutAnchor`: `view.topAnchor`,
/// `view.safeAreaLayoutGuide.topAnchor` (via ``LayoutItem/anchor(_:)``), `view.widthAnchor`.
public struct LayoutAnchor {
    /// The view or guide.
    public let item: LayoutItem
    /// The attribute.
    public let attribute: LayoutAttribute

    /// Creates an anchor.
    public init(item: LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `constraint(equalTo:constant:)`.
    public func constraint(equalTo other: LayoutAnchor, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .equal, toItem: other.item, attribute: other.attribute, constant: constant)
    }
    /// `constraint(lessThanOrEqualTo:constant:)`.
    public func constraint(lessThanOrEqualTo other: LayoutAnchor, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .lessThanOrEqual, toItem: other.item, attribute: other.attribute, constant: constant)
    }
    /// `constraint(greaterThanOrEqualTo:constant:)`.
    public func constraint(greaterThanOrEqualTo other: LayoutAnchor, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: other.item, attribute: other.attribute, constant: constant)
    }
    /// `constraint(equalTo:multiplier:constant:)` for dimensions.
    public func constraint(equalTo other: LayoutAnchor, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .equal, toItem: other.item, attribute: other.attribute,
                         multiplier: multiplier, constant: constant)
    }
    /// `constraint(equalToConstant:)` for dimensions.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: constant)
    }
    /// `constraint(lessThanOrEqualToConstant:)`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .lessThanOrEqual, toItem: nil, attribute: .notAnAttribute, constant: constant)
    }
    /// `constraint(greaterThanOrEqualToConstant:)`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute, constant: constant)
    }
}

extension LayoutItem {
    /// The anchor of `attribute` on this item.
    public func anchor(_ attribute: LayoutAttribute) -> LayoutAnchor { LayoutAnchor(item: self, attribute: attribute) }
    /// `topAnchor`.
    public var topAnchor: LayoutAnchor { anchor(.top) }
    /// `bottomAnchor`.
    public var bottomAnchor: LayoutAnchor { anchor(.bottom) }
    /// `leadingAnchor`.
    public var leadingAnchor: LayoutAnchor { anchor(.leading) }
    /// `trailingAnchor`.
    public var trailingAnchor: LayoutAnchor { anchor(.trailing) }
    /// `leftAnchor`.
    public var leftAnchor: LayoutAnchor { anchor(.left) }
    /// `rightAnchor`.
    public var rightAnchor: LayoutAnchor { anchor(.right) }
    /// `widthAnchor`.
    public var widthAnchor: LayoutAnchor { anchor(.width) }
    /// `heightAnchor`.
    public var heightAnchor: LayoutAnchor { anchor(.height) }
    /// `centerXAnchor`.
    public var centerXAnchor: LayoutAnchor { anchor(.centerX) }
    /// `centerYAnchor`.
    public var centerYAnchor: LayoutAnchor { anchor(.centerY) }
    /// `firstBaselineAnchor`.
    public var firstBaselineAnchor: LayoutAnchor { anchor(.firstBaseline) }
    /// `lastBaselineAnchor`.
    public var lastBaselineAnchor: LayoutAnchor { anchor(.lastBaseline) }
}
