import LayoutEngine

/// One statement of the DSL: `make.top.equalTo(root.safeArea.top).offset(8).priority(.defaultHigh)`.
public final class ConstraintDescription {
    let view: View
    var attributes: [LayoutAttribute]
    var relation: LayoutRelation = .equal
    var target: ConstraintTarget?
    var multiplier = 1.0
    var constant = 0.0
    var insets: (top: Double, leading: Double, bottom: Double, trailing: Double)?
    var priority = LayoutPriority.required
    var label: String?
    /// `#fileID:#line` of the statement: its relation's call site once it has one, else the
    /// `layout` call's.
    var location: String

    init(view: View, attributes: [LayoutAttribute], location: String) {
        self.view = view
        self.attributes = attributes
        self.location = location
    }

    // Composing attributes: `make.leading.trailing.equalTo(…)`.
    /// Adds the top edge.
    public var top: ConstraintDescription { attributes.append(.top); return self }
    /// Adds the bottom edge.
    public var bottom: ConstraintDescription { attributes.append(.bottom); return self }
    /// Adds the leading edge.
    public var leading: ConstraintDescription { attributes.append(.leading); return self }
    /// Adds the trailing edge.
    public var trailing: ConstraintDescription { attributes.append(.trailing); return self }
    /// Adds the width.
    public var width: ConstraintDescription { attributes.append(.width); return self }
    /// Adds the height.
    public var height: ConstraintDescription { attributes.append(.height); return self }
    /// Adds the horizontal centre.
    public var centerX: ConstraintDescription { attributes.append(.centerX); return self }
    /// Adds the vertical centre.
    public var centerY: ConstraintDescription { attributes.append(.centerY); return self }

    // Relations.
    /// `==` a view (same attributes), a guide target, an anchor, or a constant.
    // Each takes the caller's `#fileID` and `#line`, as SnapKit's relations do, so a constraint
    // names its own statement in messages, not the `layout` call around it.
    @discardableResult public func equalTo(_ target: ConstraintTarget, file: String = #fileID, line: Int = #line) -> ConstraintDescription {
        relate(.equal, target, file, line)
    }
    /// `<=`.
    @discardableResult public func lessThanOrEqualTo(_ target: ConstraintTarget, file: String = #fileID, line: Int = #line) -> ConstraintDescription {
        relate(.lessThanOrEqual, target, file, line)
    }
    /// `>=`.
    @discardableResult public func greaterThanOrEqualTo(_ target: ConstraintTarget, file: String = #fileID, line: Int = #line) -> ConstraintDescription {
        relate(.greaterThanOrEqual, target, file, line)
    }
    /// `== view` (same attributes of another view).
    @discardableResult public func equalTo(_ view: View, file: String = #fileID, line: Int = #line) -> ConstraintDescription {
        relate(.equal, .item(view), file, line)
    }
    /// `== guide` (same attributes of a guide: `root.safeArea`, `root.margins`).
    @discardableResult public func equalTo(_ guide: GuideTarget, file: String = #fileID, line: Int = #line) -> ConstraintDescription {
        relate(.equal, .item(guide.item), file, line)
    }
    /// `== constant` (dimensions).
    @discardableResult public func equalTo(_ constant: Double, file: String = #fileID, line: Int = #line) -> ConstraintDescription {
        relate(.equal, .constant(constant), file, line)
    }
    /// `<= constant`.
    @discardableResult public func lessThanOrEqualTo(_ constant: Double, file: String = #fileID, line: Int = #line) -> ConstraintDescription {
        relate(.lessThanOrEqual, .constant(constant), file, line)
    }
    /// `>= constant`.
    @discardableResult public func greaterThanOrEqualTo(_ constant: Double, file: String = #fileID, line: Int = #line) -> ConstraintDescription {
        relate(.greaterThanOrEqual, .constant(constant), file, line)
    }
    /// `== superview` for the same attributes (SnapKit's `equalToSuperview()`).
    @discardableResult public func equalToSuperview(file: String = #fileID, line: Int = #line) -> ConstraintDescription {
        guard let superview = view.superview else { return self }
        return relate(.equal, .item(superview), file, line)
    }

    private func relate(_ relation: LayoutRelation, _ target: ConstraintTarget, _ file: String, _ line: Int) -> ConstraintDescription {
        self.relation = relation
        self.target = target
        location = "\(file):\(line)"
        return self
    }

    // Modifiers.
    /// Sets the constant to `amount` (for trailing and bottom edges too, as SnapKit's `offset`).
    @discardableResult public func offset(_ amount: Double) -> ConstraintDescription { constant = amount; return self }
    /// Insets edges inward by `amount` (leading/top positive, trailing/bottom negative), SnapKit's `inset`.
    @discardableResult public func inset(_ amount: Double) -> ConstraintDescription {
        insets = (amount, amount, amount, amount)
        return self
    }
    /// Insets each edge inward by its own amount.
    @discardableResult public func inset(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) -> ConstraintDescription {
        insets = (top, leading, bottom, trailing)
        return self
    }
    /// Multiplies the target (dimensions and centres).
    @discardableResult public func multipliedBy(_ factor: Double) -> ConstraintDescription { multiplier = factor; return self }
    /// The priority.
    @discardableResult public func priority(_ value: LayoutPriority) -> ConstraintDescription { priority = value; return self }
    /// A label printed in messages.
    @discardableResult public func labeled(_ text: String) -> ConstraintDescription { label = text; return self }

    /// The constraints this statement describes, one per attribute.
    func makeConstraints() -> [LayoutConstraint] {
        guard let target else { return [] }
        return attributes.map { attribute in
            var c = constant
            if let i = insets {
                switch attribute {
                case .top: c = i.top
                case .leading, .left: c = i.leading
                case .bottom: c = -i.bottom
                case .trailing, .right: c = -i.trailing
                default: break
                }
            }
            let made: LayoutConstraint
            switch target {
            case let .item(item):
                made = LayoutConstraint(item: view, attribute: attribute, relatedBy: relation, toItem: item, attribute: attribute,
                                        multiplier: multiplier, constant: c, priority: priority)
            case let .anchor(item, other):
                made = LayoutConstraint(item: view, attribute: attribute, relatedBy: relation, toItem: item, attribute: other,
                                        multiplier: multiplier, constant: c, priority: priority)
            case let .constant(value):
                made = LayoutConstraint(item: view, attribute: attribute, relatedBy: relation, toItem: nil, attribute: .notAnAttribute,
                                        constant: value + c, priority: priority)
            }
            made.identifier = label
            made.sourceLocation = location
            return made
        }
    }
}
