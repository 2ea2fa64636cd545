import DeviceCatalog
import LayoutEngine
import VisualFormat
import Yams

/// Turns a composed YAML/JSON node tree into a ``ScreenSpec``, checking every key, type and
/// reference and naming the place of each problem.
struct SpecDecoder {
    let file: String
    /// Nodes visited so far (aliases count each time they are used).
    private var visited = 0
    /// Where each id was first declared.
    private var declared: [String: SourceLocation] = [:]
    /// Ids in declaration order, for suggestions.
    private var declaredOrder: [String] = []
    /// Views that are scroll views (they have content and frame guides).
    private var scrollViews: Set<String> = []
    /// The ids of the stack views declared.
    private var stackViews = Set<String>()
    /// Constraints to check once every id is known, with the metric names in scope.
    private var pendingConstraints: [(ConstraintSpec, [String])] = []
    /// View ids that variations hide, checked once every id is declared.
    private var pendingHidden: [(id: String, location: SourceLocation)] = []
    /// Stack view ids that variations set attributes of, checked once every view is known.
    private var pendingStacks: [(id: String, location: SourceLocation)] = []

    init(file: String) { self.file = file }

    // MARK: Screen

    mutating func screen(_ node: Node, defaultName: String) throws(SpecError) -> ScreenSpec {
        let fields = try mapping(node, "a screen spec: a mapping with `root` and optional `name`, `device`, `orientation`, `ios`, `statusBar`, `actions`")
        try allow(fields, ["name", "device", "orientation", "ios", "statusBar", "root", "actions"])
        var spec = ScreenSpec(name: defaultName, device: nil, orientation: nil, ios: nil, statusBar: StatusBarSpec(),
                              root: ControllerSpec(kind: .viewController, id: "", location: location(node)),
                              actions: [], location: location(node))
        var rootNode: Node? = nil
        for field in fields {
            switch field.key {
            case "name": spec.name = try string(field.value, "a name")
            case "device":
                spec.device = try string(field.value, "a device name, id or model identifier")
                spec.deviceLocation = location(field.value)
            case "orientation": spec.orientation = try orientation(field.value)
            case "ios":
                let version = try iOSVersion(field.value)
                spec.ios = version.major
                spec.iosPointRelease = version.pointRelease
                spec.iosLocation = location(field.value)
            case "statusBar": spec.statusBar = try statusBar(field.value)
            case "root": rootNode = field.value
            case "actions": break  // after the controllers, so pushed ids are checked against them
            default: break
            }
        }
        guard let rootNode else { throw .missingKey(location(node), key: "root", in: "a screen spec") }
        spec.root = try controller(rootNode, depth: 0)
        if let actions = fields.first(where: { $0.key == "actions" }) {
            spec.actions = try sequence(actions.value, "a list of actions").map { node throws(SpecError) in try action(node) }
        }
        try checkConstraints()
        return spec
    }

    // MARK: Controllers

    mutating func controller(_ node: Node, depth: Int) throws(SpecError) -> ControllerSpec {
        let fields = try mapping(node, "a controller: a mapping with `type` and `id`")
        try allow(fields, ["type", "id", "additionalSafeAreaInsets", "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars",
                           "automaticallyAdjustsScrollViewInsets", "prefersStatusBarHidden", "navigationBar", "toolbarHidden",
                           "toolbarTranslucent", "tabBar", "viewControllers", "selectedIndex", "view", "largeTitleDisplayMode", "modalPresentationStyle"])
        let here = location(node)
        let kindName = try required(fields, "type", in: "a controller", here) { (n) throws(SpecError) in try self.string(n, "a controller type") }
        guard let kind = ControllerSpec.Kind(rawValue: kindName) else {
            throw .invalid(location(fields.first { $0.key == "type" }!.value),
                           expected: "a controller type: \(ControllerSpec.Kind.allCases.map(\.rawValue).joined(separator: ", ")), not '\(kindName)'")
        }
        let idNode = fields.first { $0.key == "id" }?.value
        guard let idNode else { throw .missingKey(here, key: "id", in: "a controller") }
        let id = try identifier(idNode)
        var spec = ControllerSpec(kind: kind, id: id, location: here)
        for field in fields {
            switch field.key {
            case "additionalSafeAreaInsets": spec.additionalSafeAreaInsets = try insets(field.value, allowNegative: true)
            case "edgesForExtendedLayout": spec.edgesForExtendedLayout = try edges(field.value)
            case "extendedLayoutIncludesOpaqueBars": spec.extendedLayoutIncludesOpaqueBars = try bool(field.value)
            case "automaticallyAdjustsScrollViewInsets": spec.automaticallyAdjustsScrollViewInsets = try bool(field.value)
            case "prefersStatusBarHidden": spec.prefersStatusBarHidden = try bool(field.value)
            case "navigationBar":
                guard kind == .navigationController else { throw .invalid(location(field.value), expected: "`navigationBar` only on a navigationController") }
                spec.navigationBar = try navigationBar(field.value)
            case "toolbarHidden":
                guard kind == .navigationController else { throw .invalid(location(field.value), expected: "`toolbarHidden` only on a navigationController") }
                spec.toolbarHidden = try bool(field.value)
            case "toolbarTranslucent":
                guard kind == .navigationController else { throw .invalid(location(field.value), expected: "`toolbarTranslucent` only on a navigationController") }
                spec.toolbarTranslucent = try bool(field.value)
            case "tabBar":
                guard kind == .tabBarController else { throw .invalid(location(field.value), expected: "`tabBar` only on a tabBarController") }
                let bar = try mapping(field.value, "`{translucent: Bool}`")
                try allow(bar, ["translucent"])
                for f in bar { spec.tabBarTranslucent = try bool(f.value) }
            case "viewControllers":
                guard kind != .viewController else { throw .invalid(location(field.value), expected: "`viewControllers` only on a navigationController or tabBarController") }
                guard depth < SpecLimits.maximumViewDepth else { throw .limitExceeded(location(field.value), "controllers nest deeper than \(SpecLimits.maximumViewDepth)") }
                spec.viewControllers = try sequence(field.value, "a list of controllers").map { n throws(SpecError) in try controller(n, depth: depth + 1) }
            case "largeTitleDisplayMode":
                spec.largeTitleDisplayMode = try choice(field.value, NavigationItem.LargeTitleDisplayMode.allCases.map(\.rawValue))
            case "modalPresentationStyle":
                spec.modalPresentationStyle = try choice(field.value, ["automatic", "fullScreen", "overFullScreen", "pageSheet", "formSheet"])
            case "selectedIndex":
                guard kind == .tabBarController else { throw .invalid(location(field.value), expected: "`selectedIndex` only on a tabBarController") }
                spec.selectedIndex = try integer(field.value, "a tab index", in: 0...1000)
            case "view":
                guard kind == .viewController else { throw .invalid(location(field.value), expected: "`view` only on a viewController (containers make their own views)") }
                spec.view = try view(field.value, depth: 0)
            default: break
            }
        }
        if kind != .viewController && spec.viewControllers.isEmpty {
            throw .missingKey(here, key: "viewControllers", in: "a \(kind.rawValue)")
        }
        if kind == .tabBarController && spec.selectedIndex >= spec.viewControllers.count {
            throw .invalid(here, expected: "`selectedIndex` below the number of tabs (\(spec.viewControllers.count))")
        }
        if kind == .viewController && spec.view == nil {
            spec.view = ViewSpec(id: id + ".view", location: here)
            try declare(id + ".view", at: here)
        }
        return spec
    }

    // MARK: Views

    /// A stack view's `axis`, `distribution` and `alignment` values (UIKit's case names), for
    /// its own keys and a variation's `stackViews` alike.
    static let stackAxes = ["horizontal", "vertical"]
    static let stackDistributions = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
    static let stackAlignments = ["fill", "leading", "top", "center", "trailing", "bottom", "firstBaseline", "lastBaseline"]

    mutating func view(_ node: Node, depth: Int) throws(SpecError) -> ViewSpec {
        let here = location(node)
        guard depth < SpecLimits.maximumViewDepth else {
            throw .limitExceeded(here, "views nest deeper than \(SpecLimits.maximumViewDepth) levels; flatten the hierarchy")
        }
        let fields = try mapping(node, "a view: a mapping with `id`")
        try allow(fields, ["id", "type", "frame", "autoresizingMask", "intrinsicContentSize", "contentHuggingPriority",
                           "contentCompressionResistancePriority", "hidden", "insetsLayoutMarginsFromSafeArea",
                           "preservesSuperviewLayoutMargins", "layoutMargins", "directionalLayoutMargins", "contentSize",
                           "contentInset", "contentInsetAdjustmentBehavior", "alwaysBounceVertical", "alwaysBounceHorizontal",
                           "rows", "rowHeight", "estimatedRowHeight", "axis", "distribution", "alignment", "spacing",
                           "isLayoutMarginsRelativeArrangement", "arrangedSubviews", "subviews", "constraints", "metrics",
                           "variations"]
                          + Self.scrollViewKeys)
        guard let idNode = fields.first(where: { $0.key == "id" })?.value else { throw .missingKey(here, key: "id", in: "a view") }
        var spec = ViewSpec(id: try identifier(idNode), location: here)
        var kindNode: Node? = nil
        if let typeNode = fields.first(where: { $0.key == "type" })?.value {
            let name = try string(typeNode, "a view type")
            guard let kind = ViewSpec.Kind(rawValue: name) else {
                throw .invalid(location(typeNode), expected: "a view type: \(ViewSpec.Kind.allCases.map(\.rawValue).joined(separator: ", ")), not '\(name)'")
            }
            spec.kind = kind
            kindNode = typeNode
        }
        let isScroll = [.scrollView, .tableView, .collectionView].contains(spec.kind)
        if isScroll { scrollViews.insert(spec.id) }
        if spec.kind == .stackView { stackViews.insert(spec.id) }
        func only(_ kinds: [ViewSpec.Kind], _ field: (key: String, keyLocation: SourceLocation, value: Node)) throws(SpecError) {
            guard kinds.contains(spec.kind) else {
                throw .invalid(field.keyLocation, expected: "`\(field.key)` only on \(kinds.map(\.rawValue).joined(separator: " or ")), not on a \(spec.kind.rawValue)" + (kindNode == nil ? " (set `type`)" : ""))
            }
        }
        var constraintNodes: [Node] = []
        var variationNodes: [Node] = []
        for field in fields {
            let v = field.value
            switch field.key {
            case "frame": spec.frame = try rect(v)
            case "autoresizingMask": spec.autoresizingMask = try autoresizingMask(v)
            case "intrinsicContentSize": spec.intrinsicContentSize = try optionalSize(v)
            case "contentHuggingPriority": spec.contentHuggingPriority = try axisPriorities(v)
            case "contentCompressionResistancePriority": spec.contentCompressionResistancePriority = try axisPriorities(v)
            case "hidden": spec.hidden = try bool(v)
            case "insetsLayoutMarginsFromSafeArea": spec.insetsLayoutMarginsFromSafeArea = try bool(v)
            case "preservesSuperviewLayoutMargins": spec.preservesSuperviewLayoutMargins = try bool(v)
            case "layoutMargins": spec.layoutMargins = try insets(v, allowNegative: false)
            case "directionalLayoutMargins": spec.directionalLayoutMargins = try directionalInsets(v)
            case "contentSize": try only([.scrollView, .tableView, .collectionView], field); spec.contentSize = try size(v)
            case "contentInset": try only([.scrollView, .tableView, .collectionView], field); spec.contentInset = try insets(v, allowNegative: true)
            case "contentInsetAdjustmentBehavior":
                try only([.scrollView, .tableView, .collectionView], field)
                spec.contentInsetAdjustmentBehavior = try choice(v, ["automatic", "scrollableAxes", "never", "always"])
            case "alwaysBounceVertical": try only([.scrollView, .tableView, .collectionView], field); spec.alwaysBounceVertical = try bool(v)
            case "alwaysBounceHorizontal": try only([.scrollView, .tableView, .collectionView], field); spec.alwaysBounceHorizontal = try bool(v)
            case "rows":
                try only([.tableView, .collectionView], field)
                spec.rows = try sequence(v, "rows per section, e.g. [15]").map { n throws(SpecError) in try integer(n, "a row count", in: 0...SpecLimits.maximumRows) }
            case "rowHeight": try only([.tableView], field); spec.rowHeight = try number(v, "a row height", in: 0...SpecLimits.largestNumber)
            case "estimatedRowHeight": try only([.tableView], field); spec.estimatedRowHeight = try number(v, "an estimated row height", in: 0...SpecLimits.largestNumber)
            case "axis": try only([.stackView], field); spec.axis = try choice(v, Self.stackAxes)
            case "distribution": try only([.stackView], field); spec.distribution = try choice(v, Self.stackDistributions)
            case "alignment": try only([.stackView], field); spec.alignment = try choice(v, Self.stackAlignments)
            case "spacing": try only([.stackView], field); spec.spacing = try number(v, "a spacing", in: -SpecLimits.largestNumber...SpecLimits.largestNumber)
            case "isLayoutMarginsRelativeArrangement": try only([.stackView], field); spec.isLayoutMarginsRelativeArrangement = try bool(v)
            case "arrangedSubviews":
                try only([.stackView], field)
                spec.arrangedSubviews = try sequence(v, "a list of subview ids").map { n throws(SpecError) in try string(n, "a subview id") }
            case "subviews":
                spec.subviews = try sequence(v, "a list of views").map { n throws(SpecError) in try view(n, depth: depth + 1) }
            case "constraints": constraintNodes = try sequence(v, "a list of constraint expressions")
            case "variations": variationNodes = try sequence(v, "a list of variations: `{traits: {horizontalSizeClass: regular}, constraints: [...]}`")
            case _ where Self.scrollViewKeys.contains(field.key): try scrollViewKey(field, into: &spec, hasType: kindNode != nil)
            case "metrics":
                spec.metrics = try mapping(v, "a mapping of metric names to numbers").map { f throws(SpecError) in
                    (f.key, try number(f.value, "a number", in: -SpecLimits.largestNumber...SpecLimits.largestNumber))
                }
            default: break
            }
        }
        if let arranged = spec.arrangedSubviews {
            let children = Set(spec.subviews.map(\.id))
            let node = fields.first { $0.key == "arrangedSubviews" }!.value
            for id in arranged where !children.contains(id) {
                throw .unknownID(location(node), id: id, suggestions: closest(id, among: spec.subviews.map(\.id)))
            }
        }
        try finishScrollViewKeys(&spec, fields: fields)
        for node in constraintNodes {
            let c = try constraint(node)
            spec.constraints.append(c)
            pendingConstraints.append((c, spec.metrics.map(\.name)))
        }
        for node in variationNodes {
            let variation = try self.variation(node)
            for c in variation.constraints { pendingConstraints.append((c, spec.metrics.map(\.name))) }
            spec.variations.append(variation)
        }
        return spec
    }

    /// One entry of `variations`: `traits` (at least one of `horizontalSizeClass`,
    /// `verticalSizeClass`: compact or regular; `userInterfaceIdiom`: phone or pad) and the
    /// `constraints` held under them.
    mutating func variation(_ node: Node) throws(SpecError) -> VariationSpec {
        let here = location(node)
        let fields = try mapping(node, "a variation: a mapping with `traits` and `constraints`")
        try allow(fields, ["traits", "constraints", "hidden", "stackViews"])
        guard let traitsField = fields.first(where: { $0.key == "traits" }) else { throw .missingKey(here, key: "traits", in: "a variation") }
        let traitFields = try mapping(traitsField.value, "traits: a mapping such as `{horizontalSizeClass: regular}`")
        try allow(traitFields, ["horizontalSizeClass", "verticalSizeClass", "userInterfaceIdiom"])
        guard !traitFields.isEmpty else {
            throw .invalid(location(traitsField.value), expected: "at least one of horizontalSizeClass, verticalSizeClass, userInterfaceIdiom")
        }
        var traits = TraitCollection()
        for f in traitFields {
            switch f.key {
            case "horizontalSizeClass": traits.horizontalSizeClass = UserInterfaceSizeClass(rawValue: try choice(f.value, ["compact", "regular"])) ?? .unspecified
            case "verticalSizeClass": traits.verticalSizeClass = UserInterfaceSizeClass(rawValue: try choice(f.value, ["compact", "regular"])) ?? .unspecified
            default: traits.userInterfaceIdiom = UserInterfaceIdiom(rawValue: try choice(f.value, ["phone", "pad"])) ?? .unspecified
            }
        }
        let nodes = try fields.first { $0.key == "constraints" }.map { f throws(SpecError) in
            try sequence(f.value, "a list of constraint expressions")
        } ?? []
        var constraints: [ConstraintSpec] = []
        for n in nodes { constraints.append(try constraint(n)) }
        var variation = VariationSpec(traits: traits, constraints: constraints, location: here)
        if let f = fields.first(where: { $0.key == "hidden" }) {
            for n in try sequence(f.value, "a list of view ids to hide") {
                let id = try string(n, "a view id")
                pendingHidden.append((id, location(n)))
                variation.hidden.append(id)
            }
        }
        if let f = fields.first(where: { $0.key == "stackViews" }) {
            for entry in try mapping(f.value, "stack views by id, e.g. `{buttons: {axis: vertical}}`") {
                let attributes = try mapping(entry.value, "a stack view's attributes: axis, distribution, alignment, spacing")
                try allow(attributes, ["axis", "distribution", "alignment", "spacing"])
                var o = StackOverride(id: entry.key, location: entry.keyLocation)
                for a in attributes {
                    switch a.key {
                    case "axis": o.axis = try choice(a.value, Self.stackAxes)
                    case "distribution": o.distribution = try choice(a.value, Self.stackDistributions)
                    case "alignment": o.alignment = try choice(a.value, Self.stackAlignments)
                    default: o.spacing = try number(a.value, "a spacing", in: -SpecLimits.largestNumber...SpecLimits.largestNumber)
                    }
                }
                pendingStacks.append((entry.key, entry.keyLocation))
                variation.stackViews.append(o)
            }
        }
        return variation
    }

    mutating func constraint(_ node: Node) throws(SpecError) -> ConstraintSpec {
        guard case let .scalar(scalar) = try resolve(node) else {
            throw .invalid(location(node), expected: "a constraint expression string, e.g. `title.top == root.safeArea.top + 8`")
        }
        let text = scalar.string
        // A quoted scalar's text starts one column after its mark.
        let start = location(node).advanced(by: scalar.style == .plain ? 0 : 1)
        if text.hasPrefix("H:") || text.hasPrefix("V:") {
            do {
                let format = try VisualFormatParser.parse(text)
                return ConstraintSpec(text: text, expression: nil, visualFormat: format, location: start)
            } catch {
                throw .expression(start.advanced(by: error.offset), message: error.message,
                                  excerpt: text + "\n" + String(repeating: " ", count: error.offset) + "^")
            }
        }
        do {
            let expression = try ConstraintExpressionParser.parse(text)
            return ConstraintSpec(text: text, expression: expression, visualFormat: nil, location: start)
        } catch {
            throw .expression(start.advanced(by: error.offset), message: error.message, excerpt: error.excerpt(of: text))
        }
    }

    /// Every anchor names a declared view; content and frame guides only on scroll views;
    /// every name in a Visual Format string is a declared view or a metric of the holding view.
    func checkConstraints() throws(SpecError) {
        for h in pendingHidden where declared[h.id] == nil {
            throw .unknownID(h.location, id: h.id, suggestions: closest(h.id, among: declaredOrder))
        }
        for st in pendingStacks where !stackViews.contains(st.id) {
            guard declared[st.id] != nil else {
                throw .unknownID(st.location, id: st.id, suggestions: closest(st.id, among: declaredOrder))
            }
            throw .invalid(st.location, expected: "a stack view's id under `stackViews`; '\(st.id)' is not a stack view")
        }
        for (c, metrics) in pendingConstraints {
            if let format = c.visualFormat {
                for view in format.views where declared[view.name] == nil {
                    throw .unknownID(c.location.advanced(by: view.offset + 1), id: view.name, suggestions: closest(view.name, among: declaredOrder))
                }
                for name in format.metricNames where !metrics.contains(name) {
                    throw .unknownID(c.location, id: name, suggestions: closest(name, among: metrics))
                }
                for view in format.views {
                    for p in view.predicates {
                        if case let .viewOrMetric(name) = p.object, declared[name] == nil, !metrics.contains(name) {
                            throw .unknownID(c.location, id: name, suggestions: closest(name, among: declaredOrder + metrics))
                        }
                    }
                }
                continue
            }
            guard let e = c.expression else { continue }
            for anchor in [e.first, e.second].compactMap({ $0 }) {
                guard declared[anchor.item.id] != nil else {
                    throw .unknownID(c.location, id: anchor.item.id, suggestions: closest(anchor.item.id, among: declaredOrder))
                }
                if let guide = anchor.item.guide, guide == .content || guide == .frameGuide, !scrollViews.contains(anchor.item.id) {
                    throw .invalid(c.location, expected: "`.\(guide.rawValue)` on a scroll, table or collection view; '\(anchor.item.id)' is not one")
                }
            }
        }
    }

    // MARK: Actions

    mutating func action(_ node: Node) throws(SpecError) -> ActionSpec {
        let here = location(node)
        let fields = try mapping(node, "an action: push, pop, rotate, statusBar, select, present or dismiss")
        try allow(fields, ["push", "pop", "rotate", "statusBar", "select", "present", "dismiss", "animated"])
        let kinds = fields.filter { $0.key != "animated" }
        guard kinds.count == 1, let field = kinds.first else {
            throw .invalid(here, expected: "exactly one of push, pop, rotate, statusBar, select, present, dismiss in each action")
        }
        var action: ActionSpec
        switch field.key {
        case "push": action = ActionSpec(kind: .push(try controller(field.value, depth: 1)), location: here)
        case "pop": _ = try mapping(field.value, "`pop: {}`"); action = ActionSpec(kind: .pop, location: here)
        case "rotate": action = ActionSpec(kind: .rotate(try orientation(field.value)), location: here)
        case "statusBar": action = ActionSpec(kind: .statusBar(try statusBar(field.value)), location: here)
        case "present": action = ActionSpec(kind: .present(try controller(field.value, depth: 1)), location: here)
        case "dismiss": _ = try mapping(field.value, "`dismiss: {}`"); action = ActionSpec(kind: .dismiss, location: here)
        default:
            let f = try mapping(field.value, "`select: {tab: N}`")
            try allow(f, ["tab"])
            guard let tab = f.first(where: { $0.key == "tab" }) else { throw .missingKey(location(field.value), key: "tab", in: "select") }
            action = ActionSpec(kind: .select(tab: try integer(tab.value, "a tab index", in: 0...1000)), location: here)
        }
        if let animated = fields.first(where: { $0.key == "animated" }) {
            guard ["push", "pop", "select"].contains(field.key) else {
                throw .invalid(animated.keyLocation, expected: "`animated` only on push, pop and select")
            }
            action.animated = try bool(animated.value)
        }
        return action
    }

    // MARK: Values

    mutating func statusBar(_ node: Node) throws(SpecError) -> StatusBarSpec {
        let fields = try mapping(node, "`{hidden: Bool, inCall: Bool}`")
        try allow(fields, ["hidden", "inCall"])
        var spec = StatusBarSpec()
        for f in fields {
            if f.key == "hidden" { spec.hidden = try bool(f.value) } else { spec.inCall = try bool(f.value) }
        }
        return spec
    }

    mutating func navigationBar(_ node: Node) throws(SpecError) -> ControllerSpec.NavigationBar {
        let fields = try mapping(node, "`{hidden, prefersLargeTitles, translucent}`")
        try allow(fields, ["hidden", "prefersLargeTitles", "translucent"])
        var bar = ControllerSpec.NavigationBar()
        for f in fields {
            switch f.key {
            case "hidden": bar.hidden = try bool(f.value)
            case "prefersLargeTitles": bar.prefersLargeTitles = try bool(f.value)
            default: bar.translucent = try bool(f.value)
            }
        }
        return bar
    }

    mutating func orientation(_ node: Node) throws(SpecError) -> Orientation {
        let name = try string(node, "an orientation")
        guard let orientation = Orientation(argument: name) else {
            throw .invalid(location(node), expected: "an orientation: \(Orientation.argumentNames.joined(separator: ", ")), not '\(name)'")
        }
        return orientation
    }

    mutating func edges(_ node: Node) throws(SpecError) -> ControllerSpec.Edges {
        if case .scalar = try resolve(node) {
            let name = try choice(node, ["all", "none"])
            return name == "all" ? .all : []
        }
        var edges: ControllerSpec.Edges = []
        for item in try sequence(node, "`all`, `none` or a list of top, bottom, left, right") {
            switch try choice(item, ["top", "bottom", "left", "right"]) {
            case "top": edges.insert(.top)
            case "bottom": edges.insert(.bottom)
            case "left": edges.insert(.left)
            default: edges.insert(.right)
            }
        }
        return edges
    }

    mutating func insets(_ node: Node, allowNegative: Bool) throws(SpecError) -> EdgeInsets {
        let fields = try mapping(node, "insets `{top, left, bottom, right}` (missing edges are 0)")
        try allow(fields, ["top", "left", "bottom", "right"])
        let range = (allowNegative ? -SpecLimits.largestNumber : 0)...SpecLimits.largestNumber
        var insets = EdgeInsets.zero
        for f in fields {
            let value = try number(f.value, "a number of points" + (allowNegative ? "" : " (not negative)"), in: range)
            switch f.key {
            case "top": insets.top = value
            case "left": insets.left = value
            case "bottom": insets.bottom = value
            default: insets.right = value
            }
        }
        return insets
    }

    mutating func directionalInsets(_ node: Node) throws(SpecError) -> (top: Double, leading: Double, bottom: Double, trailing: Double) {
        let fields = try mapping(node, "insets `{top, leading, bottom, trailing}`")
        try allow(fields, ["top", "leading", "bottom", "trailing"])
        var result = (top: 0.0, leading: 0.0, bottom: 0.0, trailing: 0.0)
        for f in fields {
            let value = try number(f.value, "a number of points (not negative)", in: 0...SpecLimits.largestNumber)
            switch f.key {
            case "top": result.top = value
            case "leading": result.leading = value
            case "bottom": result.bottom = value
            default: result.trailing = value
            }
        }
        return result
    }

    mutating func rect(_ node: Node) throws(SpecError) -> Rect {
        let fields = try mapping(node, "a rect `{x, y, width, height}`")
        try allow(fields, ["x", "y", "width", "height"])
        var values = (x: 0.0, y: 0.0, width: 0.0, height: 0.0)
        for f in fields {
            switch f.key {
            case "x": values.x = try number(f.value, "a number", in: -SpecLimits.largestNumber...SpecLimits.largestNumber)
            case "y": values.y = try number(f.value, "a number", in: -SpecLimits.largestNumber...SpecLimits.largestNumber)
            case "width": values.width = try number(f.value, "a width (not negative)", in: 0...SpecLimits.largestNumber)
            default: values.height = try number(f.value, "a height (not negative)", in: 0...SpecLimits.largestNumber)
            }
        }
        return Rect(x: values.x, y: values.y, width: values.width, height: values.height)
    }

    mutating func size(_ node: Node) throws(SpecError) -> Size {
        let s = try optionalSize(node)
        return Size(width: s.width ?? 0, height: s.height ?? 0)
    }

    /// `{width, height}`; a missing component (or `none`) is no intrinsic metric.
    mutating func optionalSize(_ node: Node) throws(SpecError) -> (width: Double?, height: Double?) {
        let fields = try mapping(node, "a size `{width, height}`")
        try allow(fields, ["width", "height"])
        var result: (width: Double?, height: Double?) = (nil, nil)
        for f in fields {
            if case let .scalar(s) = try resolve(f.value), s.string == "none" { continue }
            let value = try number(f.value, "a size in points (not negative), or none", in: 0...SpecLimits.largestNumber)
            if f.key == "width" { result.width = value } else { result.height = value }
        }
        return result
    }

    mutating func axisPriorities(_ node: Node) throws(SpecError) -> (horizontal: Double?, vertical: Double?) {
        let fields = try mapping(node, "priorities `{horizontal, vertical}`")
        try allow(fields, ["horizontal", "vertical"])
        var result: (horizontal: Double?, vertical: Double?) = (nil, nil)
        for f in fields {
            let value = try priority(f.value)
            if f.key == "horizontal" { result.horizontal = value } else { result.vertical = value }
        }
        return result
    }

    mutating func priority(_ node: Node) throws(SpecError) -> Double {
        if case let .scalar(s) = try resolve(node), let named = ConstraintExpressionParser.namedPriorities.first(where: { $0.name == s.string }) {
            return named.value
        }
        return try number(node, "a priority: 1 … 1000, required, high or low", in: 1...1000)
    }

    mutating func autoresizingMask(_ node: Node) throws(SpecError) -> [String] {
        let valid = ["flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin", "flexibleTopMargin", "flexibleHeight", "flexibleBottomMargin"]
        return try sequence(node, "a list of autoresizing flags").map { n throws(SpecError) in try choice(n, valid) }
    }

    // MARK: Primitives

    /// The node with aliases counted against the node budget.
    mutating func resolve(_ node: Node) throws(SpecError) -> Node {
        visited += 1
        if visited > SpecLimits.maximumNodes {
            throw .limitExceeded(location(node), "the document expands to more than \(SpecLimits.maximumNodes) nodes (YAML aliases?)")
        }
        return node
    }

    func location(_ node: Node) -> SourceLocation {
        let mark = node.mark
        return SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    mutating func mapping(_ node: Node, _ expected: String) throws(SpecError) -> [(key: String, keyLocation: SourceLocation, value: Node)] {
        guard case let .mapping(mapping) = try resolve(node) else { throw .invalid(location(node), expected: expected) }
        var out: [(key: String, keyLocation: SourceLocation, value: Node)] = []
        for (key, value) in mapping {
            guard case let .scalar(scalar) = try resolve(key) else { throw .invalid(location(key), expected: "a plain key") }
            out.append((scalar.string, location(key), value))
        }
        return out
    }

    mutating func sequence(_ node: Node, _ expected: String) throws(SpecError) -> [Node] {
        guard case let .sequence(sequence) = try resolve(node) else { throw .invalid(location(node), expected: expected) }
        return Array(sequence)
    }

    mutating func string(_ node: Node, _ expected: String) throws(SpecError) -> String {
        guard case let .scalar(scalar) = try resolve(node) else { throw .invalid(location(node), expected: expected) }
        return scalar.string
    }

    mutating func bool(_ node: Node) throws(SpecError) -> Bool {
        switch try string(node, "true or false") {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        case let other: throw .invalid(location(node), expected: "true or false, not '\(other)'")
        }
    }

    mutating func number(_ node: Node, _ expected: String, in range: ClosedRange<Double>) throws(SpecError) -> Double {
        let text = try string(node, expected)
        guard let value = Double(text), value.isFinite else { throw .invalid(location(node), expected: "\(expected), not '\(text)'") }
        guard range.contains(value) else {
            throw .invalid(location(node), expected: "\(expected) from \(formatted(range.lowerBound)) to \(formatted(range.upperBound)), not \(text)")
        }
        return value
    }

    /// An iOS version: a major version from 7 to 99 (`17`), or one and a point release
    /// (`15.2`).
    mutating func iOSVersion(_ node: Node) throws(SpecError) -> IOSVersion {
        let text = try string(node, "an iOS version")
        guard let version = IOSVersion(parsing: text), (7...99).contains(version.major) else {
            throw .invalid(location(node), expected: "an iOS version: a major version from 7 to 99 (17) or one with a point release (15.2), not '\(text)'")
        }
        return version
    }

    mutating func integer(_ node: Node, _ expected: String, in range: ClosedRange<Int>) throws(SpecError) -> Int {
        let text = try string(node, expected)
        guard let value = Int(text), range.contains(value) else {
            throw .invalid(location(node), expected: "\(expected): a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return value
    }

    mutating func choice(_ node: Node, _ names: [String]) throws(SpecError) -> String {
        let text = try string(node, "one of \(names.joined(separator: ", "))")
        guard names.contains(text) else {
            let hint = closest(text, among: names).first.map { "; did you mean '\($0)'?" } ?? ""
            throw .invalid(location(node), expected: "one of \(names.joined(separator: ", ")), not '\(text)'\(hint)")
        }
        return text
    }

    mutating func identifier(_ node: Node) throws(SpecError) -> String {
        let id = try string(node, "an id")
        let valid = !id.isEmpty && id.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" }
            && !(("0"..."9").contains(id.unicodeScalars.first!))
        guard valid else {
            throw .invalid(location(node), expected: "an id of letters, digits, `_` and `-`, starting with a letter (it is used in constraint expressions), not '\(id)'")
        }
        try declare(id, at: location(node))
        return id
    }

    mutating func declare(_ id: String, at place: SourceLocation) throws(SpecError) {
        if let first = declared[id] { throw .duplicateID(place, id: id, first: first) }
        declared[id] = place
        declaredOrder.append(id)
    }

    func required<T>(_ fields: [(key: String, keyLocation: SourceLocation, value: Node)], _ key: String, in container: String,
                     _ here: SourceLocation, _ read: (Node) throws(SpecError) -> T) throws(SpecError) -> T {
        guard let field = fields.first(where: { $0.key == key }) else { throw .missingKey(here, key: key, in: container) }
        return try read(field.value)
    }

    func allow(_ fields: [(key: String, keyLocation: SourceLocation, value: Node)], _ keys: [String]) throws(SpecError) {
        for field in fields where !keys.contains(field.key) {
            throw .unknownKey(field.keyLocation, key: field.key, suggestion: closest(field.key, among: keys).first)
        }
    }
}

private func formatted(_ value: Double) -> String { number(value) }

/// Up to two names within a small edit distance of `name`, closest first (ties in list order);
/// the distance is DeviceCatalog's, which device look-ups use too.
func closest(_ name: String, among names: [String]) -> [String] {
    let lowered = name.lowercased()
    let limit = max(2, name.count / 3)
    let scored = names.enumerated().map { ($0.offset, $0.element, NameMatching.editDistance(lowered, $0.element.lowercased())) }
    return scored.filter { $0.2 <= limit }.sorted { ($0.2, $0.0) < ($1.2, $1.0) }.prefix(2).map(\.1)
}
