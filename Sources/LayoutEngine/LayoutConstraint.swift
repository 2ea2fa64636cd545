import Cassowary

/// UIKit's `NSLayoutConstraint`: `firstItem.firstAttribute REL multiplier × secondItem.secondAttribute + constant`.
public final class LayoutConstraint {
    /// The constrained item.
    public let firstItem: LayoutItem
    /// Its attribute.
    public let firstAttribute: LayoutAttribute
    /// The relation.
    public let relation: LayoutRelation
    /// The item on the right, or nil for a constant.
    public let secondItem: LayoutItem?
    /// Its attribute (`.notAnAttribute` without a second item).
    public let secondAttribute: LayoutAttribute
    /// The multiplier on the second item.
    public let multiplier: Double
    /// The constant (changing it re-solves without rebuilding).
    public var constant: Double {
        didSet { if constant != oldValue { window?.constantDidChange(self) } }
    }
    /// The priority; changing between required and optional after activation is refused, as in UIKit.
    public var priority: LayoutPriority
    /// A label for messages (UIKit's `identifier`).
    public var identifier: String?
    /// Where the constraint was written (file:line), for messages.
    public var sourceLocation: String?

    weak var window: Window?
    var solverConstraint: Constraint?
    /// Whether the solver refused it (a broken required constraint).
    var isBroken = false

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    public init(item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
                toItem: LayoutItem?, attribute secondAttribute: LayoutAttribute,
                multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required) {
        self.firstItem = item
        self.firstAttribute = attribute
        self.relation = relation
        self.secondItem = toItem
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    /// `isActive`: whether the constraint takes part in layout.
    public var isActive: Bool {
        get { window?.isActive(self) ?? pendingActive }
        set {
            if let window = commonWindow() {
                window.setActive(self, newValue)
            } else {
                // Not in a window yet: remembered on the view, activated when it joins one.
                pendingActive = newValue
                if newValue, let owner = firstItem.owningView, !owner.constraints.contains(where: { $0 === self }) {
                    owner.constraints.append(self)
                }
            }
        }
    }
    var pendingActive = false

    /// `activate(_:)`.
    public static func activate(_ constraints: [LayoutConstraint]) { for c in constraints { c.isActive = true } }
    /// `deactivate(_:)`.
    public static func deactivate(_ constraints: [LayoutConstraint]) { for c in constraints { c.isActive = false } }

    /// Sets the priority and returns the constraint, for chaining.
    public func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
        self.priority = priority
        return self
    }

    func commonWindow() -> Window? {
        firstItem.owningView?.window ?? secondItem?.owningView?.window
    }

    /// The constraint in UIKit's log form: `title.top == root.safeArea.top + 8 @750`.
    public var text: String {
        var rhs: String
        if let secondItem {
            rhs = (multiplier == 1 ? "" : "\(fmt(multiplier)) * ") + "\(secondItem.identifier).\(secondAttribute.rawValue)"
            if constant > 0 { rhs += " + \(fmt(constant))" }
            if constant < 0 { rhs += " - \(fmt(-constant))" }
        } else {
            rhs = fmt(constant)
        }
        var out = "\(firstItem.identifier).\(firstAttribute.rawValue) \(relation.rawValue) \(rhs)"
        if priority != .required { out += " @\(fmt(priority.rawValue))" }
        if let identifier { out = "'\(identifier)' " + out }
        if let sourceLocation { out += "  (\(sourceLocation))" }
        return out
    }

    /// The solver's form: `first − (multiplier × second + constant) REL 0`.
    func makeSolverConstraint() -> Constraint {
        var e = firstItem.expression(for: firstAttribute)
        if let secondItem { e = e - multiplier * secondItem.expression(for: secondAttribute) }
        e = e - constant
        let r: RelationalOperator = relation == .equal ? .equal : relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
        return Constraint(e, r, strength: .priority(priority.rawValue))
    }
}

func fmt(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v) }
