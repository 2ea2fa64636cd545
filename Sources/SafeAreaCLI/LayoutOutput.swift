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

    static func document(spec: ScreenSpec, layout: SpecLayout, snapshot: LayoutSnapshot, trace: [[String: String]]?) -> String {
        let window = layout.window
        var views: [String] = []
        for v in snapshot.views where v.id != window.rootView.identifier {
            let parent = v.parent.flatMap { $0 == window.rootView.identifier ? nil : $0 }
            let controller = v.id == layout.rootViewID ? jsonString(layout.controllerID) : "null"
            views.append("{\"id\": \(jsonString(v.id)), \"type\": \(jsonString(v.type)), \"parent\": \(parent.map(jsonString) ?? "null"), "
                         + "\"controller\": \(controller), \"frame\": \(rect(v.frame)), \"windowFrame\": \(rect(v.windowFrame)), "
                         + "\"safeAreaInsets\": \(insets(v.safeAreaInsets)), \"layoutMargins\": \(insets(v.layoutMargins)), "
                         + "\"hidden\": \(v.hidden)}")
        }
        let rootState = snapshot.views.first { $0.id == layout.rootViewID }
        let controller = "{\"id\": \(jsonString(layout.controllerID)), \"type\": \"viewController\", "
            + "\"safeAreaInsets\": \(insets(rootState?.safeAreaInsets ?? .zero)), "
            + "\"additionalSafeAreaInsets\": \(insets(spec.root.additionalSafeAreaInsets)), \"children\": []}"
        let statusBar: String
        let metrics = window.metrics
        if window.statusBar == .hidden || metrics.statusBar.isHiddenInThisOrientation {
            statusBar = "null"
        } else {
            let height = window.statusBar == .inCall ? (metrics.statusBar.inCallHeight ?? metrics.statusBar.height) : metrics.statusBar.height
            statusBar = rect(Rect(x: 0, y: 0, width: window.bounds.width, height: height))
        }
        let issues = snapshot.issues.map { issue in
            "{\"kind\": \(jsonString(issue.kind.rawValue)), \"message\": \(jsonString(issue.message)), \"constraints\": ["
                + issue.constraints.map(jsonString).joined(separator: ", ") + "]}"
        }
        var scene = "{\"id\": \(jsonString(layout.controllerID)), \"name\": \(jsonString(spec.name)), "
            + "\"device\": {\"id\": \(jsonString(snapshot.deviceID)), \"orientation\": \(jsonString(snapshot.orientation.rawValue)), \"screen\": \(size(snapshot.screen))}, "
            + "\"ios\": \(snapshot.iOS), \"views\": [" + views.joined(separator: ", ") + "], "
            + "\"controllers\": [\(controller)], "
            + "\"bars\": {\"statusBar\": \(statusBar), \"navigationBar\": null, \"tabBar\": null, \"toolbar\": null}, "
            + "\"issues\": [" + issues.joined(separator: ", ") + "]"
        if let trace {
            let entries = trace.map { e -> String in
                if let action = e["action"] { return "{\"action\": \(jsonString(action))}" }
                return "{\"view\": \(jsonString(e["view"] ?? "")), \"event\": \(jsonString(e["event"] ?? "")), \"safeAreaInsets\": \(e["insets"] ?? "null")}"
            }
            scene += ", \"trace\": [" + entries.joined(separator: ", ") + "]"
        }
        return "{\"scenes\": [" + scene + "}]}"
    }
}

/// The readable tree of `safearea layout` without `--json`.
enum LayoutText {
    static func render(spec: ScreenSpec, layout: SpecLayout, snapshot: LayoutSnapshot, trace: [[String: String]]?) -> String {
        var lines = ["\(spec.name) on \(snapshot.deviceID), \(snapshot.orientation.rawValue), iOS \(snapshot.iOS) rules, \(snapshot.screen) pt", ""]
        let window = layout.window
        var depth: [String: Int] = [window.rootView.identifier: -1]
        for v in snapshot.views where v.id != window.rootView.identifier {
            let d = (v.parent.flatMap { depth[$0] } ?? -1) + 1
            depth[v.id] = d
            let indent = String(repeating: "  ", count: d)
            var line = "\(indent)\(v.id) (\(v.type))  frame \(v.frame)"
            if v.safeAreaInsets != .zero { line += "  safe area \(v.safeAreaInsets)" }
            line += "  margins \(v.layoutMargins)"
            if v.hidden { line += "  hidden" }
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
                if let action = e["action"] { lines.append("  — \(action)") } else { lines.append("  \(e["view"] ?? "") \(e["event"] ?? "") \(e["insets"] ?? "")") }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
