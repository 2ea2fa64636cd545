/// A parsed Visual Format Language string: UIKit's ASCII-art constraint notation
/// (`H:|-[find]-[findNext]-[findField(>=20)]-|`), extended with edges that name the safe
/// area and the layout margins (see ``Edge``).
///
/// This is the grammar only; turning it into constraints belongs to the layout engine, which
/// knows the views, the metrics and the standard spacing.
public struct VisualFormat: Hashable, Sendable {
    /// `H:` (the default) or `V:`.
    public enum Orientation: String, Hashable, Sendable {
        case horizontal = "H", vertical = "V"
    }

    /// A boundary a format can start or end at.
    ///
    /// Plain VFL has only `|`, the superview's edge. SafeAreaKit adds:
    /// - `|safeArea|` or `‖` — the superview's safe-area layout guide;
    /// - `|margins|` — the superview's layout margins guide.
    /// So `H:|margins|-[title]-|margins|` pins a label between the margins and
    /// `V:[toolbar]-0-‖` sits a toolbar on the safe area's bottom, with no `#available`.
    public enum Edge: String, Hashable, Sendable {
        case superview, safeArea, margins
    }

    /// A relation in a predicate (`==` when none is written).
    public enum Relation: String, Hashable, Sendable {
        case equal = "==", lessThanOrEqual = "<=", greaterThanOrEqual = ">="
    }

    /// A number, or the name of a metric in the metrics dictionary.
    public enum Value: Hashable, Sendable {
        case number(Double)
        case metric(String)
    }

    /// One predicate: `>=70`, `==button2`, `100@20`, `<=max@high`.
    public struct Predicate: Hashable, Sendable {
        /// What the predicate relates to.
        public enum Object: Hashable, Sendable {
            /// A constant (a number, or a metric in a spacing).
            case constant(Value)
            /// A name in a view's predicate: another view's same dimension (`[button1(==button2)]`)
            /// or a metric (`[button(>=minimum)]`). The grammar cannot tell them apart; the
            /// views and metrics dictionaries do.
            case viewOrMetric(String)
        }
        /// The relation.
        public var relation: Relation
        /// The constant or view.
        public var object: Object
        /// The priority, when written.
        public var priority: Value?
    }

    /// What lies between two items.
    public enum Connection: Hashable, Sendable {
        /// Nothing: the items touch (`[a][b]`).
        case flush
        /// `-`: the standard spacing.
        case standard
        /// `-predicates-`: a spacing given by predicates (`-50-`, `-(>=8@750)-`).
        case spacing([Predicate])
    }

    /// `[name(predicates)]`.
    public struct View: Hashable, Sendable {
        /// The view's name in the views dictionary.
        public var name: String
        /// Predicates on its size along the orientation.
        public var predicates: [Predicate]
        /// The 0-based offset of the `[` in the format, for messages.
        public var offset: Int
    }

    /// `H:` or `V:`.
    public var orientation: Orientation
    /// The edge the format starts at, with the connection after it, or nil.
    public var leading: (edge: Edge, connection: Connection)? {
        get { leadingEdge.map { ($0, leadingConnection) } }
        set { leadingEdge = newValue?.edge; leadingConnection = newValue?.connection ?? .flush }
    }
    /// The edge the format ends at, with the connection before it, or nil.
    public var trailing: (edge: Edge, connection: Connection)? {
        get { trailingEdge.map { ($0, trailingConnection) } }
        set { trailingEdge = newValue?.edge; trailingConnection = newValue?.connection ?? .flush }
    }
    /// The views, in order.
    public var views: [View]
    /// `connections[i]` lies between `views[i]` and `views[i + 1]`.
    public var connections: [Connection]

    var leadingEdge: Edge?
    var leadingConnection: Connection = .flush
    var trailingEdge: Edge?
    var trailingConnection: Connection = .flush

    /// Creates a format from its parts.
    public init(orientation: Orientation, leading: (edge: Edge, connection: Connection)?, views: [View],
                connections: [Connection], trailing: (edge: Edge, connection: Connection)?) {
        self.orientation = orientation
        self.views = views
        self.connections = connections
        self.leadingEdge = leading?.edge
        self.leadingConnection = leading?.connection ?? .flush
        self.trailingEdge = trailing?.edge
        self.trailingConnection = trailing?.connection ?? .flush
    }

    /// Every metric name the format uses, in order of appearance, once each.
    public var metricNames: [String] {
        var names: [String] = []
        func note(_ value: Value?) {
            if case let .metric(name)? = value, !names.contains(name) { names.append(name) }
        }
        func note(_ predicates: [Predicate]) {
            for p in predicates {
                if case let .constant(value) = p.object { note(value) }
                note(p.priority)
            }
        }
        func note(_ connection: Connection) { if case let .spacing(p) = connection { note(p) } }
        note(leadingConnection)
        for (index, view) in views.enumerated() {
            note(view.predicates)
            if index < connections.count { note(connections[index]) }
        }
        note(trailingConnection)
        return names
    }
}
