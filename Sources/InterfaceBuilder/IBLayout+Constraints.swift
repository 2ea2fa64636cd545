// Interface Builder constraints → LayoutEngine constraints, once every view and guide exists.

import DeviceCatalog
import LayoutEngine

extension IBLayout {
    /// The item an id names: a view, or a layout guide (safe area, scroll guides, the old
    /// top / bottom layout guides of a controller).
    func item(_ id: String) -> LayoutItem? {
        views[id] ?? guideItems[id]
    }

    /// A scroll view's edge constrained to a view inside it means the edge of its content, not
    /// of its frame (Apple, Technical Note TN2154 "UIScrollView And Autolayout": "the
    /// leading/trailing/top/bottom space constraints between the scroll view and its content are
    /// interpreted relative to the content"); sizes and centres still mean the frame.
    static func scrollContent(_ item: LayoutItem, _ attribute: LayoutAttribute, other: LayoutItem) -> LayoutItem {
        guard let scroll = item as? ScrollView,
              [.leading, .trailing, .left, .right, .top, .bottom].contains(attribute),
              var ancestor = other.owningView?.superview else { return item }
        while true {
            if ancestor === scroll { return scroll.contentLayoutGuide }
            guard let next = ancestor.superview else { return item }
            ancestor = next
        }
    }

    /// Makes and activates the constraints collected while building, in document order. A
    /// constraint naming an item that was not built (left out by a variation, or of an
    /// unsupported kind) is left out with a note.
    func activatePendingConstraints() {
        var made: [LayoutConstraint] = []
        for c in pendingConstraints {
            guard var first = item(c.firstItem) else {
                note(.unresolvedReference(c.firstItem), line: c.line, of: c.ownerID, "constraint \(c.id ?? "") names '\(c.firstItem)', which is not laid out; left out")
                continue
            }
            var second: LayoutItem? = nil
            if let id = c.secondItem {
                guard let found = item(id) else {
                    note(.unresolvedReference(id), line: c.line, of: c.ownerID, "constraint \(c.id ?? "") names '\(id)', which is not laid out; left out")
                    continue
                }
                second = found
            }
            guard let firstAttribute = LayoutAttribute(rawValue: c.firstAttribute.rawValue) else { continue }
            let secondAttribute = c.secondAttribute.flatMap { LayoutAttribute(rawValue: $0.rawValue) } ?? .notAnAttribute
            if let s = second {
                first = Self.scrollContent(first, firstAttribute, other: s)
                second = Self.scrollContent(s, secondAttribute, other: first)
            }
            var constant = c.constant, priority = c.priority, multiplier = c.multiplier
            for variation in matchingVariations(c.variations) {
                // Read as the constraint's own attributes are: finite numbers within the
                // readers' bound, a multiplier also as a ratio (`4:3`); anything else is noted
                // and the constraint's own value kept.
                if let v = overrideNumber(of: variation, "constant", on: c.id ?? "", IBDecoder.finiteNumber) { constant = v }
                if let v = overrideNumber(of: variation, "priority", on: c.id ?? "", IBDecoder.finiteNumber) { priority = v }
                if let v = overrideNumber(of: variation, "multiplier", on: c.id ?? "", IBDecoder.multiplier) { multiplier = v }
            }
            let relation: LayoutRelation
            switch c.relation {
            case .equal: relation = .equal
            case .lessThanOrEqual: relation = .lessThanOrEqual
            case .greaterThanOrEqual: relation = .greaterThanOrEqual
            }
            let constraint = LayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation,
                                              toItem: second, attribute: secondAttribute, multiplier: multiplier,
                                              constant: constant, priority: LayoutPriority(min(1000, max(1, priority))))
            constraint.identifier = c.identifier ?? c.id
            constraint.sourceLocation = "\(file(of: c.ownerID)):\(c.line)"
            made.append(constraint)
        }
        pendingConstraints.removeAll()
        LayoutConstraint.activate(made)
    }

    /// The number a size-class variation writes for `attribute` of the constraint or view `id`, read by
    /// `parse`; nil when it writes none, or (noted, with the variation's line) one `parse`
    /// refuses.
    func overrideNumber(of variation: IBVariation, _ attribute: String, on id: String,
                        _ parse: (String) -> Double?) -> Double? {
        guard let text = variation.override(attribute) else { return nil }
        if let value = parse(text) { return value }
        note(.unreadableValue(attribute: attribute, value: text), line: variation.line,
             "'\(id)': the variation '\(variation.key)' sets \(attribute)=\"\(text)\", which is not a number of at most \(formatPoints(IBDecoder.largestMagnitude)) in size; its own value is kept")
        return nil
    }
}
