import VisualFormat

extension UIKitMetrics {
    /// The standard space between sibling views in a Visual Format string (`[a]-[b]`): 8 pt.
    /// Source: Apple, Auto Layout Guide, "Visual Format Language" (standard spacing).
    public static let standardSiblingSpacing = 8.0
    /// The standard space between a view and its superview's edge (`|-[a]`): 20 pt.
    /// Source: Apple, Auto Layout Guide, "Visual Format Language".
    public static let standardEdgeSpacing = 20.0
}

/// Why a Visual Format string could not become constraints.
public enum VisualFormatConstraintError: Error, Equatable, CustomStringConvertible {
    /// The string does not parse.
    case syntax(VisualFormatError)
    /// A view or metric name is not in the dictionaries.
    case unknownName(String, format: String)
    /// An edge (`|`, `‖`, `|margins|`) needs the views to share a superview.
    case noCommonSuperview(format: String)

    public var description: String {
        switch self {
        case let .syntax(error): return error.description
        case let .unknownName(name, format): return "Unable to interpret '\(name)' in the format \(format): it is neither a view in the views dictionary nor a metric."
        case let .noCommonSuperview(format): return "The format \(format) names an edge, but its views do not share a superview."
        }
    }
}

/// UIKit's `NSLayoutConstraint.FormatOptions`: align every view of a format on one attribute
/// across the format's axis.
public struct VisualFormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alignAllLeft = VisualFormatOptions(rawValue: 1 << 0)
    public static let alignAllRight = VisualFormatOptions(rawValue: 1 << 1)
    public static let alignAllTop = VisualFormatOptions(rawValue: 1 << 2)
    public static let alignAllBottom = VisualFormatOptions(rawValue: 1 << 3)
    public static let alignAllLeading = VisualFormatOptions(rawValue: 1 << 4)
    public static let alignAllTrailing = VisualFormatOptions(rawValue: 1 << 5)
    public static let alignAllCenterX = VisualFormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterY = VisualFormatOptions(rawValue: 1 << 7)
    public static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 1 << 8)
    public static let alignAllLastBaseline = VisualFormatOptions(rawValue: 1 << 9)

    var attributes: [LayoutAttribute] {
        let table: [(VisualFormatOptions, LayoutAttribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllFirstBaseline, .firstBaseline), (.alignAllLastBaseline, .lastBaseline)]
        return table.filter { contains($0.0) }.map(\.1)
    }
}

extension LayoutConstraint {
    /// UIKit's `constraints(withVisualFormat:options:metrics:views:)`, with SafeAreaKit's
    /// safe-area (`‖`, `|safeArea|`) and margins (`|margins|`) edges. The constraints are
    /// returned inactive, as UIKit returns them.
    public static func constraints(withVisualFormat format: String, options: VisualFormatOptions = [],
                                   metrics: [String: Double] = [:],
                                   views: [String: View]) throws(VisualFormatConstraintError) -> [LayoutConstraint] {
        let parsed: VisualFormat
        do { parsed = try VisualFormatParser.parse(format) } catch { throw .syntax(error) }
        let horizontal = parsed.orientation == .horizontal
        let leadingAttribute: LayoutAttribute = horizontal ? .leading : .top
        let trailingAttribute: LayoutAttribute = horizontal ? .trailing : .bottom
        let sizeAttribute: LayoutAttribute = horizontal ? .width : .height

        func view(_ name: String) throws(VisualFormatConstraintError) -> View {
            guard let v = views[name] else { throw .unknownName(name, format: format) }
            return v
        }
        func number(_ value: VisualFormat.Value) throws(VisualFormatConstraintError) -> Double {
            switch value {
            case let .number(n): return n
            case let .metric(name):
                guard let m = metrics[name] else { throw .unknownName(name, format: format) }
                return m
            }
        }
        func relation(_ r: VisualFormat.Relation) -> LayoutRelation {
            r == .equal ? .equal : r == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
        }
        func priority(_ p: VisualFormat.Predicate) throws(VisualFormatConstraintError) -> LayoutPriority {
            guard let value = p.priority else { return .required }
            return LayoutPriority(try number(value))
        }

        var out: [LayoutConstraint] = []
        /// `later.leading REL earlier.trailing + spacing` for each predicate of a connection.
        func connect(_ later: LayoutAnchor, _ earlier: LayoutAnchor, _ connection: VisualFormat.Connection,
                     standard: Double) throws(VisualFormatConstraintError) {
            switch connection {
            case .flush:
                out.append(LayoutConstraint(item: later.item, attribute: later.attribute, relatedBy: .equal,
                                            toItem: earlier.item, attribute: earlier.attribute))
            case .standard:
                out.append(LayoutConstraint(item: later.item, attribute: later.attribute, relatedBy: .equal,
                                            toItem: earlier.item, attribute: earlier.attribute, constant: standard))
            case let .spacing(predicates):
                for p in predicates {
                    guard case let .constant(value) = p.object else { continue }
                    out.append(LayoutConstraint(item: later.item, attribute: later.attribute, relatedBy: relation(p.relation),
                                                toItem: earlier.item, attribute: earlier.attribute,
                                                constant: try number(value), priority: try priority(p)))
                }
            }
        }

        let resolved = try parsed.views.map { (v) throws(VisualFormatConstraintError) in try view(v.name) }
        for (element, item) in zip(parsed.views, resolved) {
            for p in element.predicates {
                switch p.object {
                case let .constant(value):
                    out.append(LayoutConstraint(item: item, attribute: sizeAttribute, relatedBy: relation(p.relation),
                                                toItem: nil, attribute: .notAnAttribute, constant: try number(value), priority: try priority(p)))
                case let .viewOrMetric(name):
                    if let other = views[name] {
                        out.append(LayoutConstraint(item: item, attribute: sizeAttribute, relatedBy: relation(p.relation),
                                                    toItem: other, attribute: sizeAttribute, priority: try priority(p)))
                    } else if let metric = metrics[name] {
                        out.append(LayoutConstraint(item: item, attribute: sizeAttribute, relatedBy: relation(p.relation),
                                                    toItem: nil, attribute: .notAnAttribute, constant: metric, priority: try priority(p)))
                    } else {
                        throw .unknownName(name, format: format)
                    }
                }
            }
        }
        for index in resolved.indices.dropFirst() {
            try connect(resolved[index].anchor(leadingAttribute), resolved[index - 1].anchor(trailingAttribute),
                        parsed.connections[index - 1], standard: UIKitMetrics.standardSiblingSpacing)
        }
        for attribute in options.attributes {
            for view in resolved.dropFirst() {
                out.append(LayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, toItem: resolved[0], attribute: attribute))
            }
        }
        func edgeItem(_ edge: VisualFormat.Edge) throws(VisualFormatConstraintError) -> LayoutItem {
            guard let superview = resolved.first?.superview, resolved.allSatisfy({ $0.superview === superview }) else {
                throw .noCommonSuperview(format: format)
            }
            switch edge {
            case .superview: return superview
            case .safeArea: return superview.safeAreaLayoutGuide
            case .margins: return superview.layoutMarginsGuide
            }
        }
        if let leading = parsed.leading, let first = resolved.first {
            let item = try edgeItem(leading.edge)
            try connect(first.anchor(leadingAttribute), item.anchor(leadingAttribute), leading.connection,
                        standard: leading.edge == .superview ? UIKitMetrics.standardEdgeSpacing : UIKitMetrics.standardSiblingSpacing)
        }
        if let trailing = parsed.trailing, let last = resolved.last {
            let item = try edgeItem(trailing.edge)
            try connect(item.anchor(trailingAttribute), last.anchor(trailingAttribute), trailing.connection,
                        standard: trailing.edge == .superview ? UIKitMetrics.standardEdgeSpacing : UIKitMetrics.standardSiblingSpacing)
        }
        return out
    }
}
