import Foundation
import SafeAreaCLI
import Testing

@Suite("safearea layout")
struct LayoutCommandTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")

    static func scene(_ arguments: [String]) throws -> [String: Any] {
        let text: String
        switch Run.safearea(["layout"] + arguments) {
        case let .output(out): text = out
        case let .failure(code, message):
            Issue.record("exit \(code): \(message)")
            throw CancellationError()
        }
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let scenes = try #require(object?["scenes"] as? [[String: Any]])
        return try #require(scenes.first)
    }

    static func view(_ scene: [String: Any], _ id: String) throws -> [String: Any] {
        let views = try #require(scene["views"] as? [[String: Any]])
        return try #require(views.first { $0["id"] as? String == id })
    }

    static func rect(_ any: Any?) -> [Double] {
        let r = any as? [String: Double] ?? [:]
        return [r["x"] ?? -1, r["y"] ?? -1, r["width"] ?? -1, r["height"] ?? -1]
    }

    static func insets(_ any: Any?) -> [Double] {
        let r = any as? [String: Double] ?? [:]
        return [r["top"] ?? -1, r["left"] ?? -1, r["bottom"] ?? -1, r["right"] ?? -1]
    }

    @Test("the fixed navigation bar is 44 pt below the safe area's top: 88 on an iPhone X, 64 on an iPhone 8")
    func navigationBar() throws {
        // iPhone X top inset 44, iPhone 8 status bar 20 (useyourloaf "Supporting iPhone X").
        let path = Self.examples.appendingPathComponent("custom-navigation-bar-fixed.yaml").path
        let x = try Self.scene([path, "--json"])
        #expect(Self.rect(try Self.view(x, "navBar")["frame"]) == [0, 0, 375, 88])
        #expect(Self.insets(try Self.view(x, "root")["safeAreaInsets"]) == [44, 0, 34, 0])
        let eight = try Self.scene([path, "--json", "--device", "iPhone 8"])
        #expect(Self.rect(try Self.view(eight, "navBar")["frame"]) == [0, 0, 375, 64])
        let device = try #require(eight["device"] as? [String: Any])
        #expect(device["id"] as? String == "iphone-8")
    }

    @Test("--design-requires-compatibility: iOS 18's 44 pt navigation bar on the iPhone 16's iOS 26 figures; without it, iOS 26's 54")
    func designCompatibility() throws {
        // Apple, "UIDesignRequiresCompatibility"; the iPhone 16's 59 pt top inset (catalog).
        let path = Self.examples.appendingPathComponent("table-under-navigation-bar-broken.yaml").path
        let modern = try Self.scene([path, "--json", "--device", "iPhone 16", "--ios", "26"])
        let kept = try Self.scene([path, "--json", "--device", "iPhone 16", "--ios", "26", "--design-requires-compatibility"])
        let modernBar = try #require(modern["bars"] as? [String: Any])["navigationBar"]
        let keptBar = try #require(kept["bars"] as? [String: Any])["navigationBar"]
        #expect(Self.rect(modernBar) == [0, 59, 393, 54])
        #expect(Self.rect(keptBar) == [0, 59, 393, 44])
        #expect(modern["ios"] as? Int == 26)
        #expect(modern["designIOS"] == nil)
        #expect(kept["ios"] as? Int == 26)
        #expect(kept["designIOS"] as? Int == 18)
        // In landscape the iOS 26 figures show: 20 pt above and below (iOS 18: none and 21).
        let turned = try Self.scene([path, "--json", "--device", "iPhone 16", "--orientation", "landscape", "--design-requires-compatibility"])
        let nav = try #require((turned["controllers"] as? [[String: Any]])?.first)
        #expect(Self.insets(nav["safeAreaInsets"]) == [20, 59, 20, 59])
        // A storyboard too (Examples/App, the Feed scene).
        let storyboard = Self.examples.appendingPathComponent("App/Main.storyboard").path
        let feed = try Self.scene([storyboard, "--json", "--device", "iPhone 16", "--ios", "26", "--scene", "Feed", "--design-requires-compatibility"])
        #expect(feed["ios"] as? Int == 26 && feed["designIOS"] as? Int == 18)
        // The text form names both.
        guard case let .output(text) = Run.safearea(["layout", path, "--device", "iPhone 16", "--design-requires-compatibility"]) else {
            Issue.record("layout failed"); return
        }
        // By default the device's newest iOS, 27, whose figures are iOS 26's carried forward.
        #expect(text.contains("iOS 18 rules on iOS 27"))
    }

    @Test("a layout under iOS 27 ends with the note that its figures are iOS 26's carried forward; under iOS 26 it does not")
    func carriedForwardNote() throws {
        let path = Self.examples.appendingPathComponent("bottom-button-fixed.yaml").path
        let note = "safearea: note: iOS 27's bars, safe-area insets and status bar are iOS 26's, carried forward: none were published for iOS 27 (docs/devices.md)\n"
        guard case let .output(newest) = Run.safearea(["layout", path, "--device", "iPhone 17"]),
              case let .output(older) = Run.safearea(["layout", path, "--device", "iPhone 17", "--ios", "26"]),
              case let .output(storyboard) = Run.safearea(["layout", Self.examples.appendingPathComponent("App/Main.storyboard").path,
                                                          "--scene", "fed-vc-001", "--device", "iPhone 17"]) else {
            Issue.record("layout failed"); return
        }
        #expect(newest.hasSuffix(note) && storyboard.hasSuffix(note))
        #expect(!older.contains("carried forward"))
    }

    @Test("the broken button overlaps the home indicator; the fixed one sits above it")
    func bottomButton() throws {
        let broken = try Self.scene([Self.examples.appendingPathComponent("bottom-button-broken.yaml").path, "--json"])
        let b = try Self.view(broken, "payButton")
        #expect(Self.rect(b["windowFrame"]) == [16, 746, 343, 50])
        #expect(Self.insets(b["safeAreaInsets"]) == [0, 0, 18, 0])
        let fixed = try Self.scene([Self.examples.appendingPathComponent("bottom-button-fixed.yaml").path, "--json"])
        #expect(Self.rect(try Self.view(fixed, "payButton")["windowFrame"]) == [16, 812 - 34 - 16 - 50, 343, 50])
    }

    @Test("the JSON has docs/CLI.md's keys; output is byte-identical run to run")
    func shape() throws {
        let path = Self.examples.appendingPathComponent("bottom-button-fixed.yaml").path
        let scene = try Self.scene([path, "--json", "--orientation", "landscape"])
        // The contract's keys, and traitCollection, this project's extension (docs/CLI.md).
        #expect(Set(scene.keys) == ["id", "name", "device", "ios", "views", "controllers", "bars", "issues", "traitCollection"])
        let view = try Self.view(scene, "root")
        #expect(Set(view.keys) == ["id", "type", "parent", "controller", "frame", "windowFrame", "safeAreaInsets", "layoutMargins", "hidden"])
        #expect(view["controller"] as? String == "checkoutVC")
        let bars = try #require(scene["bars"] as? [String: Any])
        #expect(bars["statusBar"] is NSNull)   // iPhone X hides the status bar in landscape
        guard case let .output(first) = Run.safearea(["layout", path, "--json"]),
              case let .output(second) = Run.safearea(["layout", path, "--json"]) else { Issue.record("failed"); return }
        #expect(first == second)
    }

    @Test("rotate and statusBar actions with --trace: each opens with its marker, then its callbacks")
    func trace() throws {
        let spec = """
        root:
          type: viewController
          id: vc
          view:
            id: root
            subviews: [{id: banner}]
            constraints:
              - banner.top == root.top
              - banner.leading == root.leading
              - banner.trailing == root.trailing
              - banner.height == 100
        actions:
          - rotate: landscape-left
          - rotate: portrait
        """
        let url = Scratch.url("trace", ".yaml")
        try spec.write(to: url, atomically: true, encoding: .utf8)
        let scene = try Self.scene([url.path, "--json", "--trace", "--device", "iPhone X"])
        let trace = try #require(scene["trace"] as? [[String: Any]])
        let compact = trace.map { ($0["action"] as? String) ?? "\(($0["view"] ?? $0["controller"]) as? String ?? ""):\($0["event"] as? String ?? "")" }
        // First display (semantics doc 1.6), then each rotation (7.3): viewWillTransition, the
        // new insets where they changed, the layout callbacks. The root view's margins follow its
        // safe area, so the controller hears `viewLayoutMarginsDidChange` (Apple: "the layout
        // margins of its root view changed") with the root's own callback.
        // An iPhone X's rotation changes the vertical size class (Apple's device size classes),
        // so the trait callbacks come first: willTransition(to:with:) before
        // viewWillTransition, traitCollectionDidChange down the tree before the layout (7.3).
        let rotation = ["rotate", "vc:willTransitionToTraitCollection", "vc:viewWillTransition",
                        "vc:traitCollectionDidChange", "root:traitCollectionDidChange", "banner:traitCollectionDidChange",
                        "vc:viewSafeAreaInsetsDidChange", "root:safeAreaInsetsDidChange",
                        "vc:viewLayoutMarginsDidChange", "root:layoutMarginsDidChange", "banner:safeAreaInsetsDidChange", "banner:layoutMarginsDidChange",
                        "vc:viewWillLayoutSubviews", "root:layoutSubviews", "vc:viewDidLayoutSubviews"]
        // The root view's layoutSubviews sits between the controller's will / did pair (Apple's
        // viewWillLayoutSubviews / viewDidLayoutSubviews documentation).
        #expect(compact == ["vc:viewDidLoad", "vc:viewWillAppear", "vc:viewSafeAreaInsetsDidChange", "root:safeAreaInsetsDidChange",
                            "banner:safeAreaInsetsDidChange", "vc:viewWillLayoutSubviews", "root:layoutSubviews", "vc:viewDidLayoutSubviews",
                            "vc:viewDidAppear"]
                + rotation + rotation)
    }

    @Test("the scene's traitCollection: the size classes of Apple's device table for the device and orientation laid out")
    func traitCollection() throws {
        let url = Scratch.url("traits", ".yaml")
        try "root: {type: viewController, id: vc, view: {id: root}}\n".write(to: url, atomically: true, encoding: .utf8)
        // Apple HIG, "Device size classes": a Max iPhone in landscape is regular width, compact
        // height; @3x (the published device tables). An iPad is regular both ways, @2x.
        let max = try Self.scene([url.path, "--json", "--device", "iPhone 16 Pro Max", "--orientation", "landscape"])
        let traits = try #require(max["traitCollection"] as? [String: Any])
        #expect(traits["horizontalSizeClass"] as? String == "regular")
        #expect(traits["verticalSizeClass"] as? String == "compact")
        #expect(traits["userInterfaceIdiom"] as? String == "phone")
        #expect(traits["displayScale"] as? Double == 3)
        let pad = try Self.scene([url.path, "--json", "--device", "iPad Pro 13-inch (M4)"])
        let padTraits = try #require(pad["traitCollection"] as? [String: Any])
        #expect(padTraits["horizontalSizeClass"] as? String == "regular" && padTraits["verticalSizeClass"] as? String == "regular")
        #expect(padTraits["userInterfaceIdiom"] as? String == "pad" && padTraits["displayScale"] as? Double == 2)
        guard case let .output(text) = Run.safearea(["layout", url.path, "--device", "iPhone 8"]) else { Issue.record("failed"); return }
        #expect(text.hasPrefix("traits-") && text.contains(" on iphone-8, portrait, iOS ") && text.contains("pt, compact width, regular height\n"))
    }

    @Test("bad input: a spec error exits 1 naming the place; an unknown device exits 64")
    func errors() throws {
        let url = Scratch.url("bad", ".yaml")
        try "root: {type: viewController, id: vc, view: {id: root, constraints: [ghost.top == root.top]}}".write(to: url, atomically: true, encoding: .utf8)
        guard case let .failure(code, message) = Run.safearea(["layout", url.path]) else { Issue.record("accepted"); return }
        #expect(code == 1)
        #expect(message.contains(":1:69: error: no view, guide or controller has the id 'ghost'"))
        let good = Self.examples.appendingPathComponent("bottom-button-fixed.yaml").path
        guard case let .failure(usage, hint) = Run.safearea(["layout", good, "--device", "iPhone 99"]) else { Issue.record("accepted"); return }
        #expect(usage == 64)
        #expect(hint.contains("iPhone"))
    }
}

@Suite("safearea layout with containers")
struct LayoutContainerTests {
    typealias T = LayoutCommandTests

    @Test("tabs and navigation: (88,0,83,0) on an iPhone X, (64,0,49,0) on an iPhone 8; the bars' frames")
    func tabsAndNavigation() throws {
        // Bugly and the widely used `isX ? 83 : 49` constants (semantics doc 1.5, 4).
        let path = T.examples.appendingPathComponent("tabs-and-navigation.yaml").path
        let x = try T.scene([path, "--json"])
        #expect(T.insets(try T.view(x, "feed")["safeAreaInsets"]) == [88, 0, 83, 0])
        #expect(T.rect(try T.view(x, "header")["windowFrame"]) == [16, 96, 200, 21])
        let bars = try #require(x["bars"] as? [String: Any])
        #expect(T.rect(bars["navigationBar"]) == [0, 44, 375, 44])
        #expect(T.rect(bars["tabBar"]) == [0, 729, 375, 83])
        #expect(T.rect(bars["statusBar"]) == [0, 0, 375, 44])
        #expect(bars["toolbar"] is NSNull)
        let controllers = try #require(x["controllers"] as? [[String: Any]])
        #expect(controllers.map { $0["id"] as? String ?? "" } == ["tabs", "feedNav", "feedVC", "settingsVC"])
        #expect(controllers[0]["children"] as? [String] == ["feedNav", "settingsVC"])
        let eight = try T.scene([path, "--json", "--device", "iPhone 8"])
        #expect(T.insets(try T.view(eight, "feed")["safeAreaInsets"]) == [64, 0, 49, 0])
    }

    @Test("the push of issue 5's table, through a spec: the same order and insets")
    func pushTrace() throws {
        let scene = try T.scene([T.examples.appendingPathComponent("navigation-push.yaml").path, "--json", "--trace"])
        let trace = try #require(scene["trace"] as? [[String: Any]])
        let start = try #require(trace.firstIndex { $0["action"] as? String == "push" })
        // The log printed the lifecycle callbacks; iOS 11 also tells the pushed controller its
        // first traits as its view joins the window (TraitCollectionTests), not printed there.
        let events = trace[(start + 1)...].compactMap { e -> String? in
            guard let c = e["controller"] as? String, e["event"] as? String != "traitCollectionDidChange" else { return nil }
            return "\(c):\(e["event"] as? String ?? ""):\(T.insets(e["safeAreaInsets"]).map { Int($0) })"
        }
        let zero = "[0, 0, 0, 0]", x = "[44, 0, 34, 0]"
        #expect(events == [
            "pushVC:viewDidLoad:\(zero)", "pushVC:willMoveToParent:\(zero)", "rootVC:viewWillDisappear:\(x)",
            "pushVC:viewWillAppear:\(zero)", "pushVC:viewSafeAreaInsetsDidChange:\(x)",
            "pushVC:viewWillLayoutSubviews:\(x)", "pushVC:viewDidLayoutSubviews:\(x)",
            "pushVC:viewWillLayoutSubviews:\(x)", "pushVC:viewDidLayoutSubviews:\(x)",
            "pushVC:viewDidAppear:\(x)", "rootVC:viewDidDisappear:\(x)", "pushVC:didMoveToParent:\(x)",
        ])
        let views = try #require(scene["views"] as? [[String: Any]])
        #expect(views.map { $0["id"] as? String ?? "" } == ["pushView"])
    }

    @Test("actions that need a container say so")
    func actionErrors() throws {
        let url = Scratch.url("pop", ".yaml")
        try "root: {type: viewController, id: vc, view: {id: root}}\nactions:\n  - pop: {}\n".write(to: url, atomically: true, encoding: .utf8)
        guard case let .failure(code, message) = Run.safearea(["layout", url.path]) else { Issue.record("accepted"); return }
        #expect(code == 1)
        #expect(message.contains(":3:5: error: expected a navigation controller with more than one controller to pop"))
    }
}

@Suite("safearea layout with scroll views")
struct LayoutScrollTests {
    typealias T = LayoutCommandTests

    @Test("a table under a navigation bar: adjusted top 88 and offset -88 on an iPhone X (iOS 11+), 64 on an iPhone 8")
    func tableUnderBar() throws {
        let path = T.examples.appendingPathComponent("table-under-navigation-bar-fixed.yaml").path
        let x = try T.scene([path, "--json"])
        let scroll = try #require(try T.view(x, "list")["scroll"] as? [String: Any])
        #expect(T.insets(scroll["adjustedContentInset"]) == [88, 0, 34, 0])
        #expect(T.insets(scroll["contentInset"]) == [0, 0, 0, 0])
        #expect((scroll["contentOffset"] as? [String: Double])?["y"] == -88)
        #expect((scroll["contentSize"] as? [String: Double])?["height"] == 660)
        let seven = try T.scene([path, "--json", "--device", "iPhone 7", "--ios", "10"])
        let ten = try #require(try T.view(seven, "list")["scroll"] as? [String: Any])
        #expect(T.insets(ten["contentInset"]) == [64, 0, 0, 0])
        #expect(T.insets(ten["adjustedContentInset"]) == [64, 0, 0, 0])
    }
}

@Suite("safearea layout with stack views")
struct LayoutStackTests {
    typealias T = LayoutCommandTests

    @Test("a fillEqually button row on the safe area's bottom: (375 − 32 − 16) / 3 wide, above the home indicator")
    func stackToolbar() throws {
        let scene = try T.scene([T.examples.appendingPathComponent("stack-toolbar.yaml").path, "--json"])
        let done = T.rect(try T.view(scene, "done")["windowFrame"])
        #expect(abs(done[2] - 109) <= 0.5)               // (343 − 16) / 3
        #expect(done[1] == 812 - 34 - 44)
        #expect(abs(done[0] + done[2] - (375 - 16)) <= 0.5)
        #expect(try T.view(scene, "undo")["parent"] as? String == "actions")
    }
}

@Suite("the broken table example")
struct BrokenTableTests {
    typealias T = LayoutCommandTests

    @Test("a hand-set contentInset of 64 adds to iOS 11's 88: the first row starts at 152 on an iPhone X")
    func doubleInset() throws {
        let scene = try T.scene([T.examples.appendingPathComponent("table-under-navigation-bar-broken.yaml").path, "--json"])
        let scroll = try #require(try T.view(scene, "list")["scroll"] as? [String: Any])
        #expect(T.insets(scroll["adjustedContentInset"]) == [152, 0, 34, 0])
        #expect((scroll["contentOffset"] as? [String: Double])?["y"] == -152)
    }
}

@Suite("safearea layout --ios with a point release")
struct LayoutPointReleaseTests {
    typealias T = LayoutCommandTests

    /// A grouped table whose first section has a title, as the root of a plain controller.
    static let groupedTable = """
    ios: 14
    root:
      type: viewController
      id: vc
      view:
        id: list
        type: tableView
        style: grouped
        sections:
          - {rows: 1, headerTitle: Account}
    """

    /// The first row's top under `arguments`, and the scene's JSON.
    static func firstRow(_ arguments: [String], spec: String = groupedTable) throws -> (Double, [String: Any]) {
        let url = Scratch.url("grouped", ".yaml")
        try spec.write(to: url, atomically: true, encoding: .utf8)
        let scene = try T.scene([url.path, "--json", "--device", "iPhone 11"] + arguments)
        return (T.rect(try T.view(scene, "list.cell-0-0")["frame"])[1], scene)
    }

    @Test("--ios 14.4 lays a grouped table out with iOS 14.0–14.4's taller titled header; 14.5 and plain 14 with 14.5's")
    func groupedHeadersByPointRelease() throws {
        // UIKitMetrics.titledGroupedSectionHeaderHeights(iOS:pointRelease:): a first titled
        // header of 55.5 on a 2× screen before iOS 14.5 (Xcode 12.0–12.4's saved frames:
        // mopub-ios-sdk, CiscoDevNet, erouska), 49.5 from 14.5 (TextFieldEffects, Xcode 12.5).
        let (early, earlyScene) = try Self.firstRow(["--ios", "14.4"])
        #expect(early == 55.5)
        #expect(earlyScene["ios"] as? Int == 14 && earlyScene["iosPointRelease"] as? Int == 4)
        let (later, laterScene) = try Self.firstRow(["--ios", "14.5"])
        #expect(later == 49.5 && laterScene["iosPointRelease"] as? Int == 5)
        // A major version alone takes the last point release's figures, and names none.
        let (major, majorScene) = try Self.firstRow([])
        #expect(major == 49.5 && majorScene["iosPointRelease"] == nil)
        // The spec can name the point release too.
        let (spec, _) = try Self.firstRow([], spec: Self.groupedTable.replacingOccurrences(of: "ios: 14", with: "ios: 14.2"))
        #expect(spec == 55.5)
        // The readable tree names it.
        let url = Scratch.url("grouped-text", ".yaml")
        try Self.groupedTable.write(to: url, atomically: true, encoding: .utf8)
        guard case let .output(text) = Run.safearea(["layout", url.path, "--device", "iPhone 11", "--ios", "14.4"]) else {
            Issue.record("failed"); return
        }
        #expect(text.contains(" on iphone-11, portrait, iOS 14.4 rules, "))
    }

    @Test("--ios accepts N or N.M; anything else is a usage error naming the option")
    func badVersions() throws {
        let url = Scratch.url("grouped-bad", ".yaml")
        try Self.groupedTable.write(to: url, atomically: true, encoding: .utf8)
        for bad in ["14.", "14.4.1", "fourteen", ".4"] {
            guard case let .failure(code, message) = Run.safearea(["layout", url.path, "--ios", bad]) else {
                Issue.record("accepted \(bad)"); continue
            }
            #expect(code == 64, "\(bad)")
            #expect(message.contains("--ios"), "\(bad): \(message)")
        }
    }
}
