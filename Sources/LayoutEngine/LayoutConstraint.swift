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
    @exclusivity(unchecked) public var constant: Double {
        didSet { if constant != oldValue { window?.constantDidChange(self) } }
    }
    /// The priority. Changing it on an active constraint re-solves; changing it between
    /// required and optional on an active constraint is refused (the old value stays), where
    /// UIKit raises an exception (semantics doc rule 5.2.b).
    @exclusivity(unchecked) public var priority: LayoutPriority {
        didSet {
            guard priority != oldValue, let window, window.isActive(self) else { return }
            if (priority >= .required) != (oldValue >= .required) {
                priority = oldValue
                return
            }
            window.constantDidChange(self)
        }
    }
    /// A label for messages (UIKit's `identifier`).
    @exclusivity(unchecked) public var identifier: String?
    /// Where the constraint was written (file:line), for messages.
    @exclusivity(unchecked) public var sourceLocation: String?

    @exclusivity(unchecked) weak var window: Window?
    /// The window the constraint is active in, by identity (no hashing, no reference count on
    /// the hot path); checked together with ``window`` so a new window at a dead one's
    /// address is not mistaken for it.
    @exclusivity(unchecked) var activeWindow: ObjectIdentifier?
    @exclusivity(unchecked) var solverConstraint: Constraint?
    /// Whether the solver refused it (a broken required constraint).
    @exclusivity(unchecked) var isBroken = false
    /// Whether it is a frame or size a container sets for the view (UIKit's
    /// `UIView-Encapsulated-Layout-Height` on a table's cell, an inset-grouped card's sides,
    /// the pins of a controller's root view to the window, a container or a presentation): in
    /// a conflict the user's constraints give way, never it, while one of them can
    /// (``Window/install(_:)``, ``Window/victim(among:)``).
    @exclusivity(unchecked) var isEncapsulated = false

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
        set { setActive(newValue, firstItemWindow: firstItem.owningView?.window) }
    }
    @exclusivity(unchecked) var pendingActive = false

    /// ``isActive``'s setter, given the window of the first item's view (nil outside one).
    private func setActive(_ newValue: Bool, firstItemWindow: Window?) {
        if let window = firstItemWindow ?? secondItem?.owningView?.window {
            window.setActive(self, newValue)
        } else {
            // Not in a window yet: remembered on the view, activated when it joins one.
            pendingActive = newValue
            if newValue, let owner = firstItem.owningView, !owner.constraints.contains(where: { $0 === self }) {
                owner.constraints.append(self)
            }
        }
    }

    /// Activates `constraints` as a frame their container sets (``isEncapsulated``): the pins
    /// of a controller's view to the window, a container or a presentation.
    static func activateEncapsulated(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.isEncapsulated = true }
        activate(constraints)
    }

    /// `activate(_:)`. Consecutive constraints of one view (a row's four edges) share the
    /// walk up to its window: activating changes no view's window.
    public static func activate(_ constraints: [LayoutConstraint]) {
        var lastView: View? = nil, lastWindow: Window? = nil
        for c in constraints {
            let view = c.firstItem.owningView
            if view !== lastView {
                lastView = view
                lastWindow = view?.window
            }
            c.setActive(true, firstItemWindow: lastWindow)
        }
    }

    /// `deactivate(_:)`. Constraints active in one window go together (linear in their number).
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        if let window = constraints.first?.window, constraints.allSatisfy({ $0.window === window }) {
            window.deactivateAll(constraints)
        } else {
            for c in constraints { c.isActive = false }
        }
    }

    /// Sets the priority and returns the constraint, for chaining.
    public func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
        self.priority = priority
        return self
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

    /// A constraint's ``text`` taken apart: the constraint, and the file and line its
    /// ``sourceLocation`` appends (`  (file:12)`), or nil when it names no place. Reports read
    /// conflicts through it, so the suffix's form is known here only.
    public static func place(in text: String) -> (constraint: String, file: String, line: Int)? {
        guard text.hasSuffix(")"), let open = text.range(of: "  (", options: .backwards) else { return nil }
        let place = text[open.upperBound..<text.index(before: text.endIndex)]
        guard let colon = place.lastIndex(of: ":"), let line = Int(place[place.index(after: colon)...]), line > 0 else { return nil }
        return (String(text[..<open.lowerBound]), String(place[..<colon]), line)
    }

    /// The solver's form: `first − (multiplier × second + constant) REL 0`.
    ///
    /// Leading and trailing measure toward the trailing side: in a right-to-left layout
    /// `a.leading == b.leading + 20` puts `a`'s right edge 20 pt left of `b`'s, and `≤` / `≥`
    /// swap sides (WWDC 2015 session 222). One direction applies to the whole constraint:
    /// that of the items' nearest common view (see ``layoutDirectionView``), so a view forced
    /// left to right is placed in a right-to-left superview like its siblings, while its own
    /// subviews lay out left to right inside it.
    ///
    /// Locations are measured in the coordinate space of the items' nearest common view, the
    /// common view itself at its own origin: `sub.centerX == container.centerX × 0.5` puts the
    /// view a quarter of the way across `container` wherever `container` sits. The solver's
    /// variables are window coordinates, where an offset cancels only for a multiplier of 1,
    /// so a location constraint with another multiplier also subtracts (1 − multiplier) × the
    /// common view's origin. [obs] NordicSemiconductor/IOS-nRF-Mesh-Library's
    /// Groups.storyboard (Xcode 26, lines 107–148): in collection cells at x 16 and 268,
    /// `cell.trailing == 2 × button.trailing` and `cell.bottom == 2 × image.bottom` save the
    /// button's trailing edge at 65 and the image's bottom at 65 in the 130 pt cell. Offsets
    /// are measured from the common view's left edge whatever the layout direction; how UIKit
    /// measures a multiplied leading edge right to left is not known **[uncertain]**. Items
    /// with no common view are measured from the first item's view.
    func makeSolverConstraint(windowDirection: UserInterfaceLayoutDirection = .leftToRight) -> Constraint {
        // The window's direction is passed in, so an `.unspecified` view needs no walk up.
        let mirrored = namesDirectionalEdge
            && (layoutDirectionView?.semanticContentAttribute.direction(in: windowDirection) ?? windowDirection) == .rightToLeft
        // first − multiplier × second − constant, built in one term list (a view or a guide
        // has at most four terms per attribute).
        var terms: [Term] = []
        terms.reserveCapacity(secondItem == nil ? 4 : 8)
        var c = firstItem.appendTerms(for: mirrored ? firstAttribute.mirrored : firstAttribute.leftToRight, scaledBy: 1, to: &terms)
            - (mirrored ? -constant : constant)
        if let secondItem {
            c += secondItem.appendTerms(for: mirrored ? secondAttribute.mirrored : secondAttribute.leftToRight,
                                        scaledBy: -multiplier, to: &terms)
            if multiplier != 1, let axis = firstAttribute.locationAxis, let common = layoutDirectionView {
                let origin = axis == .horizontal ? common.variables.minX : common.variables.minY
                terms.append(Term(origin, multiplier - 1))
            }
        }
        let e = Expression(terms, constant: c)
        let r: RelationalOperator
        switch (relation, mirrored) {
        case (.equal, _): r = .equal
        case (.lessThanOrEqual, false), (.greaterThanOrEqual, true): r = .lessThanOrEqual
        case (.greaterThanOrEqual, false), (.lessThanOrEqual, true): r = .greaterThanOrEqual
        }
        return Constraint(e, r, strength: .priority(priority.solvedValue))
    }

    /// The view whose layout direction resolves this constraint's leading and trailing: the
    /// nearest view that is, or contains, both items' views.
    var layoutDirectionView: View? {
        guard let a = firstItem.owningView else { return secondItem?.owningView }
        guard let b = secondItem?.owningView, b !== a else { return a }
        if a.superview === b { return b }
        if b.superview === a { return a }
        if a.superview === b.superview { return a.superview }
        var ancestors: [View] = []
        var current: View? = a
        while let c = current { ancestors.append(c); current = c.superview }
        current = b
        while let c = current {
            if ancestors.contains(where: { $0 === c }) { return c }
            current = c.superview
        }
        return a
    }
}

func fmt(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v) }
