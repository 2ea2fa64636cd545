import DeviceCatalog
import LayoutEngine
import LayoutSpec

/// The JSON of docs/CLI.md for `safearea layout`, written in a fixed key order so output is
/// byte-identical run to run.
enum LayoutJSON {
    static func rect(_ r: Rect) -> String {
        "{\"x\": \(jsonNumber(r.x)), \"y\": \(jsonNumber(r.y)), \"width\": \(jsonNumber(r.width)), \"height\": \(jsonNumber(r.height))}"
    }
    static func size(_ s: Size) -> String { "{\"width\": \(jsonNumber(s.width)), \"height\": \(jsonNumber(s.height))}" }
    static func insets(_ i: EdgeInsets) -> String {
        "{\"top\": \(jsonNumber(i.top)), \"left\": \(jsonNumber(i.left)), \"bottom\": \(jsonNumber(i.bottom)), \"right\": \(jsonNumber(i.right))}"
    }

    /// A trait collection's size classes, idiom and scale (an extension of docs/CLI.md's scene).
    static func traits(_ t: TraitCollection) -> String {
        "{\"horizontalSizeClass\": \(jsonString(t.horizontalSizeClass.rawValue)), \"verticalSizeClass\": \(jsonString(t.verticalSizeClass.rawValue)), "
            + "\"userInterfaceIdiom\": \(jsonString(t.userInterfaceIdiom.rawValue)), \"displayScale\": \(jsonNumber(t.displayScale))}"
    }

    /// The input's views on screen, each with its nearest ancestor that is one too.
    static func specViews(_ layout: SpecLayout, _ snapshot: LayoutSnapshot) -> [(state: LayoutSnapshot.ViewState, parent: String?)] {
        inputViews(layout.views, snapshot)
    }

    /// The views of `views` on screen, each with its nearest ancestor in `views`.
    static func inputViews(_ views: [String: View], _ snapshot: LayoutSnapshot) -> [(state: LayoutSnapshot.ViewState, parent: String?)] {
        var parentOf: [String: String?] = [:]
        for v in snapshot.views { parentOf[v.id] = v.parent }
        var out: [(LayoutSnapshot.ViewState, String?)] = []
        for v in snapshot.views where views[v.id] != nil {
            var p = v.parent
            while let candidate = p, views[candidate] == nil { p = parentOf[candidate] ?? nil }
            out.append((v, p))
        }
        return out
    }

    /// `, "scroll": {…}` for scroll and table views, as docs/CLI.md lists it; empty otherwise.
    static func scroll(_ view: View?) -> String {
        guard let s = view as? ScrollView else { return "" }
        return ", \"scroll\": {\"contentInset\": \(insets(s.contentInset)), \"adjustedContentInset\": \(insets(s.adjustedContentInset)), "
            + "\"contentOffset\": {\"x\": \(jsonNumber(s.contentOffset.x)), \"y\": \(jsonNumber(s.contentOffset.y))}, "
            + "\"contentSize\": \(size(s.contentSize))}"
    }

    /// Controllers in tree order from the root (containers before their children).
    static func controllerTree(_ root: ViewController) -> [ViewController] {
        var out: [ViewController] = [root]
        for child in root.children { out += controllerTree(child) }
        return out
    }

    static func document(spec: ScreenSpec, layout: SpecLayout, snapshot: LayoutSnapshot, trace: [[String: String]]?) -> String {
        "{\"scenes\": [" + scene(id: layout.root.identifier, name: spec.name, root: layout.root, window: layout.window,
                                  views: layout.views, storedFrames: [:], snapshot: snapshot,
                                  navigation: layout.visibleNavigationController, tabs: layout.visibleTabBarController,
                                  trace: trace) + "]}"
    }

    /// One scene object of docs/CLI.md's JSON; `files` names the storyboard of each view that a
    /// storyboard reference brought in from another file (written as its `"file"`).
    static func scene(id: String, name: String, root: ViewController, window: Window, views inputs: [String: View],
                      storedFrames: [String: Rect], files: [String: String] = [:], snapshot: LayoutSnapshot,
                      navigation nav: NavigationController?, tabs: TabBarController?, trace: [[String: String]]?) -> String {
        var byID: [String: LayoutSnapshot.ViewState] = [:]
        for v in snapshot.views { byID[v.id] = v }
        var views: [String] = []
        for (v, parent) in inputViews(inputs, snapshot) {
            let owner = inputs[v.id]?.controller?.identifier
            let stored = storedFrames[v.id].map { ", \"storedFrame\": \(rect($0))" } ?? ""
            views.append("{\"id\": \(jsonString(v.id)), \"type\": \(jsonString(v.type)), \"parent\": \(parent.map(jsonString) ?? "null"), "
                         + "\"controller\": \(owner.map(jsonString) ?? "null"), \"frame\": \(rect(v.frame)), \"windowFrame\": \(rect(v.windowFrame)), "
                         + "\"safeAreaInsets\": \(insets(v.safeAreaInsets)), \"layoutMargins\": \(insets(v.layoutMargins)), "
                         + "\"hidden\": \(v.hidden)" + scroll(inputs[v.id]) + stored
                         + (files[v.id].map { ", \"file\": \(jsonString(AuditOutput.relative($0)))" } ?? "") + "}")
        }
        let controllers = controllerTree(root).map { c in
            "{\"id\": \(jsonString(c.identifier)), \"type\": \(jsonString(c.typeName)), "
                + "\"safeAreaInsets\": \(insets(c.view.safeAreaInsets)), "
                + "\"additionalSafeAreaInsets\": \(insets(c.additionalSafeAreaInsets)), \"children\": ["
                + c.children.map { jsonString($0.identifier) }.joined(separator: ", ") + "]}"
        }
        let metrics = window.metrics
        let statusBar: String
        if window.statusBar == .hidden || metrics.statusBar.isHiddenInThisOrientation {
            statusBar = "null"
        } else {
            let height = window.statusBar == .inCall ? (metrics.statusBar.inCallHeight ?? metrics.statusBar.height) : metrics.statusBar.height
            statusBar = rect(Rect(x: 0, y: 0, width: window.bounds.width, height: height))
        }
        func bar(_ view: View?) -> String {
            guard let view, !view.isHidden, view.window === window, let state = byID[view.identifier] else { return "null" }
            return rect(state.windowFrame)
        }
        let issues = snapshot.issues.map { issue in
            "{\"kind\": \(jsonString(issue.kind.rawValue)), \"message\": \(jsonString(issue.message)), \"constraints\": ["
                + issue.constraints.map(jsonString).joined(separator: ", ") + "]"
                + (issue.broken.map { ", \"broken\": \(jsonString($0))" } ?? "") + "}"
        }
        var scene = "{\"id\": \(jsonString(id)), \"name\": \(jsonString(name)), "
            + "\"device\": {\"id\": \(jsonString(snapshot.deviceID)), \"orientation\": \(jsonString(snapshot.orientation.rawValue)), \"screen\": \(size(snapshot.screen))}, "
            + "\"ios\": \(window.metrics.iOS), "
            // The point release asked for (`--ios 15.2`), which chose the figures that change within it.
            + (window.iOSPointRelease.map { "\"iosPointRelease\": \($0), " } ?? "")
            // An app in design-compatibility mode: the iOS whose rules it keeps.
            + (window.metrics.iOS != snapshot.iOS ? "\"designIOS\": \(snapshot.iOS), " : "")
            + "\"traitCollection\": \(traits(snapshot.traitCollection)), "
            + "\"views\": [" + views.joined(separator: ", ") + "], "
            + "\"controllers\": [" + controllers.joined(separator: ", ") + "], "
            + "\"bars\": {\"statusBar\": \(statusBar), \"navigationBar\": \(bar(nav?.navigationBar)), "
            + "\"tabBar\": \(bar(tabs?.tabBar)), \"toolbar\": \(bar(nav?.toolbar))}, "
            + "\"issues\": [" + issues.joined(separator: ", ") + "]"
        if let trace {
            let entries = trace.map { e -> String in
                if let action = e["action"] { return "{\"action\": \(jsonString(action))}" }
                let key = e["view"] != nil ? "view" : "controller"
                return "{\"\(key)\": \(jsonString(e[key] ?? "")), \"event\": \(jsonString(e["event"] ?? "")), \"safeAreaInsets\": \(e["insets"] ?? "null")}"
            }
            scene += ", \"trace\": [" + entries.joined(separator: ", ") + "]"
        }
        return scene + "}"
    }
}

/// The readable tree of `safearea layout` without `--json`.
enum LayoutText {
    static func render(spec: ScreenSpec, layout: SpecLayout, snapshot: LayoutSnapshot, trace: [[String: String]]?) -> String {
        render(name: spec.name, views: layout.views, storedFrames: [:], snapshot: snapshot,
               deviceIOS: layout.window.metrics.iOS, pointRelease: layout.window.iOSPointRelease, trace: trace)
    }

    /// The readable tree of one scene; a saved frame that differs from the laid-out one is shown.
    /// `deviceIOS`, the iOS the device runs, is named where the rules are another's (an app
    /// in design-compatibility mode); `pointRelease`, the point release asked for.
    /// `files` names the storyboard of each view a storyboard reference brought in.
    static func render(name: String, views: [String: View], storedFrames: [String: Rect], files: [String: String] = [:],
                       snapshot: LayoutSnapshot, deviceIOS: Int, pointRelease: Int? = nil, trace: [[String: String]]?) -> String {
        let version = IOSVersion(major: snapshot.iOS, pointRelease: pointRelease)
        let rules = deviceIOS == snapshot.iOS ? "iOS \(version) rules" : "iOS \(snapshot.iOS) rules on iOS \(deviceIOS)"
        let t = snapshot.traitCollection
        var lines = ["\(name) on \(snapshot.deviceID), \(snapshot.orientation.rawValue), \(rules), \(snapshot.screen) pt, "
                     + t.sizeClassSummary, ""]
        var depth: [String: Int] = [:]
        for (v, parent) in LayoutJSON.inputViews(views, snapshot) {
            let d = (parent.flatMap { depth[$0] } ?? -1) + 1
            depth[v.id] = d
            let indent = String(repeating: "  ", count: d)
            var line = "\(indent)\(v.id) (\(v.type))  frame \(v.frame)"
            if v.safeAreaInsets != .zero { line += "  safe area \(v.safeAreaInsets)" }
            line += "  margins \(v.layoutMargins)"
            if v.hidden { line += "  hidden" }
            if let stored = storedFrames[v.id], stored != v.frame { line += "  (saved \(stored))" }
            if let file = files[v.id] { line += "  [\(file)]" }
            lines.append(line)
        }
        if !snapshot.issues.isEmpty {
            lines.append("")
            for issue in snapshot.issues { lines.append("\(issue.kind.rawValue): \(issue.message)") }
        }
        if let trace {
            lines.append("")
            lines.append("trace:")
            for e in trace {
                if let action = e["action"] { lines.append("  — \(action)") } else { lines.append("  \(e["view"] ?? e["controller"] ?? "") \(e["event"] ?? "") \(e["insets"] ?? "")") }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
