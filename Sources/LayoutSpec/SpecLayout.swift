import DeviceCatalog
import LayoutEngine

/// Builds a ``LayoutEngine/Window`` from a ``ScreenSpec``: the controller's root view fills
/// the window, its views and constraints as the spec declares them.
///
/// Plain view controllers are supported; navigation and tab bar controllers, scroll-view
/// content and frame guides, and the push / pop / select actions need the controller and
/// scroll parts of the engine and are refused with a clear error until they exist.
public struct SpecLayout {
    /// What a spec became: the window and its views by spec id.
    public let window: Window
    /// The spec's views by id.
    public let views: [String: View]
    /// The root controller's id and its root view's id.
    public let controllerID: String, rootViewID: String

    /// Lays out `spec` on `device` in `orientation` under `iOS` rules.
    public static func make(_ spec: ScreenSpec, device: Device, orientation: Orientation, iOS: Int) throws(SpecError) -> SpecLayout {
        guard spec.root.kind == .viewController else {
            throw .invalid(spec.root.location, expected: "a viewController at the root; \(spec.root.kind.rawValue) layouts are not supported by this version")
        }
        let state: Window.StatusBar = spec.statusBar.inCall ? .inCall : (spec.statusBar.hidden || spec.root.prefersStatusBarHidden == true) ? .hidden : .shown
        let window: Window
        do { window = try Window(device: device, orientation: orientation, statusBar: state, iOS: iOS) } catch {
            throw .invalid(spec.location, expected: "a device and iOS version the catalog has: \(error)")
        }
        guard let rootSpec = spec.root.view else { throw .missingKey(spec.root.location, key: "view", in: "a viewController") }

        var views: [String: View] = [:]
        var constrained = Set<String>()
        collectConstrained(rootSpec, into: &constrained)

        func build(_ s: ViewSpec, in parent: View) throws(SpecError) -> View {
            let view = View(identifier: s.id, typeName: s.kind.rawValue)
            views[s.id] = view
            view.isHidden = s.hidden
            if let frame = s.frame { view.frame = frame }
            view.autoresizingMask = mask(s.autoresizingMask)
            view.translatesAutoresizingMaskIntoConstraints = !constrained.contains(s.id)
            if let size = s.intrinsicContentSize {
                view.intrinsicContentSize = (size.width, size.height)
                if s.kind == .label || s.kind == .button || s.kind == .textField, let h = size.height {
                    view.baselines = (h * UIKitMetrics.baselineFraction, h * (1 - UIKitMetrics.baselineFraction))
                }
            }
            if s.kind == .label || s.kind == .imageView {
                // Interface Builder and UIKit give labels and image views 251 hugging.
                view.setContentHuggingPriority(LayoutPriority(UIKitMetrics.interfaceBuilderLabelHuggingPriority), for: .horizontal)
                view.setContentHuggingPriority(LayoutPriority(UIKitMetrics.interfaceBuilderLabelHuggingPriority), for: .vertical)
            }
            if let h = s.contentHuggingPriority.horizontal { view.setContentHuggingPriority(LayoutPriority(h), for: .horizontal) }
            if let v = s.contentHuggingPriority.vertical { view.setContentHuggingPriority(LayoutPriority(v), for: .vertical) }
            if let h = s.contentCompressionResistancePriority.horizontal { view.setContentCompressionResistancePriority(LayoutPriority(h), for: .horizontal) }
            if let v = s.contentCompressionResistancePriority.vertical { view.setContentCompressionResistancePriority(LayoutPriority(v), for: .vertical) }
            view.insetsLayoutMarginsFromSafeArea = s.insetsLayoutMarginsFromSafeArea
            view.preservesSuperviewLayoutMargins = s.preservesSuperviewLayoutMargins
            if let m = s.layoutMargins { view.layoutMargins = m }
            if let d = s.directionalLayoutMargins {
                view.layoutMargins = EdgeInsets(top: d.top, left: d.leading, bottom: d.bottom, right: d.trailing)
            }
            if [.scrollView, .tableView, .collectionView, .stackView].contains(s.kind) {
                throw .invalid(s.location, expected: "a view type this version lays out; \(s.kind.rawValue) needs the scroll and stack parts of the engine")
            }
            parent.addSubview(view)
            for child in s.subviews { _ = try build(child, in: view) }
            return view
        }

        let root = try build(rootSpec, in: window.rootView)
        root.isRootView = true
        root.additionalSafeAreaInsets = spec.root.additionalSafeAreaInsets
        root.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            root.topAnchor.constraint(equalTo: window.rootView.topAnchor),
            root.leftAnchor.constraint(equalTo: window.rootView.leftAnchor),
            root.bottomAnchor.constraint(equalTo: window.rootView.bottomAnchor),
            root.rightAnchor.constraint(equalTo: window.rootView.rightAnchor),
        ])
        // The window's own root stands in for UIKit's window: its margins are not the
        // controller's, so it gets none.
        window.rootView.isRootView = false
        window.rootView.layoutMargins = .zero
        window.rootView.insetsLayoutMarginsFromSafeArea = false

        try activateConstraints(rootSpec, views: views)
        return SpecLayout(window: window, views: views, controllerID: spec.root.id, rootViewID: rootSpec.id)
    }

    static func collectConstrained(_ s: ViewSpec, into set: inout Set<String>) {
        for c in s.constraints {
            if let e = c.expression { set.insert(e.first.item.id) }
            if let f = c.visualFormat { for v in f.views { set.insert(v.name) } }
        }
        for child in s.subviews { collectConstrained(child, into: &set) }
    }

    static func activateConstraints(_ s: ViewSpec, views: [String: View]) throws(SpecError) {
        var made: [LayoutConstraint] = []
        for c in s.constraints {
            if let e = c.expression {
                let constraint = LayoutConstraint(
                    item: try item(e.first.item, views, c), attribute: attribute(e.first.attribute),
                    relatedBy: e.relation == .equal ? .equal : e.relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual,
                    toItem: try e.second.map { (a) throws(SpecError) in try item(a.item, views, c) },
                    attribute: e.second.map { attribute($0.attribute) } ?? .notAnAttribute,
                    multiplier: e.multiplier, constant: e.constant, priority: LayoutPriority(e.priority))
                constraint.sourceLocation = "\(c.location.file):\(c.location.line)"
                made.append(constraint)
            } else {
                var metrics: [String: Double] = [:]
                for m in s.metrics { metrics[m.name] = m.value }
                do {
                    let vfl = try LayoutConstraint.constraints(withVisualFormat: c.text, metrics: metrics, views: views)
                    for constraint in vfl { constraint.sourceLocation = "\(c.location.file):\(c.location.line)" }
                    made += vfl
                } catch {
                    throw .invalid(c.location, expected: "a Visual Format string the views can satisfy: \(error)")
                }
            }
        }
        LayoutConstraint.activate(made)
        for child in s.subviews { try activateConstraints(child, views: views) }
    }

    static func item(_ ref: ConstraintExpression.Item, _ views: [String: View], _ c: ConstraintSpec) throws(SpecError) -> LayoutItem {
        guard let view = views[ref.id] else { throw .unknownID(c.location, id: ref.id, suggestions: []) }
        switch ref.guide {
        case nil: return view
        case .safeArea?: return view.safeAreaLayoutGuide
        case .margins?: return view.layoutMarginsGuide
        case .readable?: return view.readableContentGuide
        case .content?, .frameGuide?:
            throw .invalid(c.location, expected: "a guide this version lays out; scroll-view content and frame guides need the scroll part of the engine")
        }
    }

    static func attribute(_ a: ConstraintExpression.Attribute) -> LayoutAttribute {
        LayoutAttribute(rawValue: a.rawValue) ?? .notAnAttribute
    }

    static func mask(_ names: [String]) -> AutoresizingMask {
        var mask: AutoresizingMask = []
        for name in names {
            switch name {
            case "flexibleLeftMargin": mask.insert(.flexibleLeftMargin)
            case "flexibleWidth": mask.insert(.flexibleWidth)
            case "flexibleRightMargin": mask.insert(.flexibleRightMargin)
            case "flexibleTopMargin": mask.insert(.flexibleTopMargin)
            case "flexibleHeight": mask.insert(.flexibleHeight)
            case "flexibleBottomMargin": mask.insert(.flexibleBottomMargin)
            default: break
            }
        }
        return mask
    }
}
