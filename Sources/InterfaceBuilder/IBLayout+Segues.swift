// How scenes reach each other: the containers that hold a controller through relationship
// segues, the show segues that push or present it, and the container views that embed it.

import DeviceCatalog
import LayoutEngine

extension IBLayout {
    /// How far a chain of containers or pushes is followed: further is a cycle or a file no
    /// one would draw, and the walk stops there.
    static let maximumChainLength = 16

    /// The navigation and tab bar controllers holding `id` through relationship segues,
    /// innermost first (a cycle ends the chain).
    func containers(of id: String) -> [IBViewController] {
        var chain: [IBViewController] = [], current = id
        while chain.count < Self.maximumChainLength, let parent = container(of: current),
              parent.id != id, !chain.contains(where: { $0.id == parent.id }) {
            chain.append(parent)
            current = parent.id
        }
        return chain
    }

    /// The navigation or tab bar controller whose relationship segue holds `id`, if any; laid out
    /// as UIKit does, also the split view controller that holds `id` as a column (the canvas
    /// draws each column's scene on its own), but not a container of the file's own that nothing
    /// instantiates while a segue shows `id` (``isNeverInstantiated(_:)``).
    func container(of id: String) -> IBViewController? {
        if let index = sceneGraph.containerScene[id], let holder = document.scenes[index].viewController,
           canvas != nil || !(isNeverInstantiated(holder) && sceneGraph.shownBySegue.contains(id)) {
            return holder
        }
        guard canvas == nil, let held = sceneGraph.splitHolder[id], SplitColumn(relationship: held.relationship) != nil else { return nil }
        return document.scenes[held.scene].viewController
    }

    /// Whether UIKit never makes `c`: a controller of the document's own scenes that is not its
    /// initial view controller, has no storyboard identifier (code cannot instantiate it) and
    /// that no segue or storyboard reference leads to. A designer's navigation controller around
    /// a scene that a segue of another file pushes (PacktPublishing's LetsEat
    /// RestaurantDetail.storyboard, line 687, outside the fixtures: its navigation controller
    /// holds the storyboard's initial scene, which Main.storyboard's reference pushes inside its
    /// Explore tab) is such a controller: laid out as UIKit does, the scene is where the segue
    /// puts it. A linked storyboard's controller is never taken for one (its own initial
    /// controller is not known here).
    func isNeverInstantiated(_ c: IBViewController) -> Bool {
        c.id != document.initialViewControllerID && c.storyboardIdentifier == nil && !sceneGraph.destinations.contains(c.id)
            && document.linkedFiles[c.id] == nil
    }

    /// Whether a container view's embed segue shows `id`.
    func isEmbedded(_ id: String) -> Bool {
        sceneGraph.embedded.contains(id)
    }

    /// The saved size of the container view whose embed segue shows `id`, if the file has one.
    func containerSize(embedding id: String) -> Size? {
        guard let segue = document.scenes.lazy.flatMap(\.embedSegues).first(where: { $0.destination == id }),
              let source = segue.sourceID else { return nil }
        return document.allViews.first { $0.id == source }?.frame?.size
    }

    /// The controller with id `id`, in any scene.
    func controllerNamed(_ id: String) -> IBViewController? {
        sceneGraph.controllerScene[id].flatMap { document.scenes[$0].viewController }
    }


    /// The navigation controller (and tab bar controller) that the scene `id` is shown inside,
    /// through show / push segues from a controller they hold; nil for each it is not in.
    /// `scene` names the controllers `id` holds on the way to the scene laid out: a pusher among
    /// them, or one met before, closes a cycle (a scene pushing the navigation controller that
    /// holds it, which UIKit refuses), and the walk stops there.
    func inheritedBars(of id: String, within scene: [String] = []) -> (navigation: IBViewController?, tabBar: IBViewController?) {
        // A loop, not recursion: a document's scenes are large values, and the layout may run on
        // a thread with a small stack (a recursive walk overflowed one on GoMap's POI.storyboard).
        var navigation: IBViewController? = nil, tabBar: IBViewController? = nil
        var target = id
        var visited = Set(scene + [id])
        for _ in 0..<Self.maximumChainLength {
            guard let source = pusher(of: target), !visited.contains(source.id) else { break }
            // The source's containers, then whoever pushes the outermost one (a tab bar
            // controller shown from inside a navigation controller).
            let chain = containers(of: source.id)
            visited.insert(source.id)
            visited.formUnion(chain.map(\.id))
            // The innermost navigation controller pushes: the containers inside it (a tab bar
            // controller that is its root) leave with the pusher, those around it stay.
            let pushing = chain.firstIndex { $0.kind == .navigationController }
            for (index, parent) in chain.enumerated() {
                if parent.kind == .navigationController, navigation == nil { navigation = parent }
                if parent.kind == .tabBarController, tabBar == nil, index > pushing ?? -1 { tabBar = parent }
            }
            target = chain.last?.id ?? source.id
        }
        return (navigation, tabBar)
    }

    /// The large-title mode an `.automatic` item pushed as `id` takes from the items below it:
    /// the nearest pusher's own `largeTitleDisplayMode` that is not `automatic`, up to the root
    /// of the navigation controller that holds the pushers; nil when every one is automatic
    /// (the root's large title then). A scene is laid out on top of its navigation controller
    /// alone, so the items between are read from the file. [obs] rileytestut/Delta's
    /// Settings.storyboard (Xcode 16; fifth held-out set): "Sync Status" (`never`) pushes a
    /// table whose first prototype is saved 55.5 pt down, the standard bar's header, where
    /// tables pushed along `always` and automatic items are saved at 38 under the large title.
    func inheritedLargeTitleDisplayMode(of id: String) -> String? {
        var target = id
        for _ in 0..<Self.maximumChainLength {
            guard let source = pusher(of: target) else { return nil }
            if let mode = source.navigationItem?.largeTitleDisplayMode, mode != "automatic" { return mode }
            let chain = containers(of: source.id)
            if chain.contains(where: { $0.kind == .navigationController }) { return nil }
            target = chain.last?.id ?? source.id
        }
        return nil
    }

    /// The tab bar a container simulates for the tab bar controller that holds it in another
    /// file (`<simulatedTabBarMetrics key="simulatedBottomBarMetrics">` on the container, or on
    /// a container around it): Xcode draws it under the container's root and under the scenes
    /// the container pushes. nil for no container, or one that simulates no tab bar.
    /// [obs] covid19cz/erouska-ios' Help.storyboard (Xcode 12, iPhone 11 Pro; tenth held-out
    /// set): a navigation controller simulating a tab bar (line 18); its root's table pinned to
    /// the safe area's bottom is saved ending at 729 = 812 − 34 − 49 (line 40), and so is the
    /// table of a scene it pushes (line 136).
    func simulatedTabBar(around container: IBViewController?) -> IBSimulatedMetrics.Bar? {
        guard let container else { return nil }
        for held in [container] + containers(of: container.id) {
            if case let .bar(element, _, _) = held.simulatedMetrics.bottomBar, element == "simulatedTabBarMetrics" {
                return held.simulatedMetrics.bottomBar
            }
        }
        return nil
    }

    /// The simulated navigation bar a scene pushed by a show segue inherits from the scene that
    /// pushes it when no navigation controller in the file holds them: the nearest pusher's own
    /// `simulatedNavigationBarMetrics` (its navigation controller lives in another file). Xcode
    /// infers the bar along the push. [obs] IBAnimatable's Presentations.storyboard (Xcode 9,
    /// outside the fixtures): the "Over context" scene (line 953), pushed from a table view
    /// controller that simulates a navigation bar (line 943), saves its containers pinned to
    /// the top layout guide at y 64 (lines 962–977).
    func simulatedNavigationBar(pushing id: String) -> IBSimulatedMetrics.Bar? {
        var target = id
        for _ in 0..<Self.maximumChainLength {
            guard let source = pusher(of: target) else { return nil }
            switch source.simulatedMetrics.topBar {
            case let .bar(element, _, _) where element == "simulatedNavigationBarMetrics":
                return source.simulatedMetrics.topBar
            case .inferred:
                target = source.id
            default:
                return nil
            }
        }
        return nil
    }

    /// The controller whose scene pushes `id` by a show segue (a scene's segues hold its
    /// controller's own, IBScene.segues), or nil.
    /// `includingLegacyPush` false: by a show segue only, not a pre-iOS 8 `push`.
    func pusher(of id: String, includingLegacyPush: Bool = true) -> IBViewController? {
        let scene = includingLegacyPush ? sceneGraph.pusherScene[id] : sceneGraph.showPusherScene[id]
        return scene.flatMap { document.scenes[$0].viewController }
    }

    /// Whether `id` is shown by a show segue from a controller that nothing pushes it from:
    /// no navigation controller holds the source, nor a split view controller, and the source
    /// simulates no navigation bar or toolbar (both a navigation controller's, which would live
    /// elsewhere: Loop's Main.storyboard, eighth set, shows its status screen's details from a
    /// controller simulating a toolbar, line 658, and saves them full screen). UIKit then
    /// presents it: `UIViewController.show(_:sender:)` presents modally unless a container
    /// overrides it, as navigation and split view controllers do (Apple, "show(_:sender:)").
    /// [obs] appcenter-sdk-apple's Sasquatch Main.storyboard (Xcode 14, iPhone 8; ninth
    /// held-out set): scenes shown from a tab's table view controller, in a tab bar controller
    /// and no navigation controller, are saved as sheets, 375 × 647 (lines 1413, 1427).
    ///
    /// A source inside a container view (an embedded controller) or a split view controller is
    /// left to its parents, which may push: the walk does not follow those, so it is not
    /// called presented. Legacy `push` segues are never presented (UIKit rejects them outside
    /// a navigation controller).
    func isPresentedByShow(_ id: String) -> Bool {
        guard let source = pusher(of: id, includingLegacyPush: false), simulatedNavigationBar(pushing: id) == nil else { return false }
        if case let .bar(element, _, _) = source.simulatedMetrics.bottomBar, element == "simulatedToolbarMetrics" { return false }
        let held = [source] + containers(of: source.id)
        if held.contains(where: { $0.kind == .navigationController || isEmbedded($0.id) || isInSplitView($0.id) }) { return false }
        return true
    }

    /// Whether a popover presentation segue (`kind="popoverPresentation"`) shows `id`.
    func isPopoverDestination(_ id: String) -> Bool {
        sceneGraph.popoverDestinations.contains(id)
    }

    /// Whether a split view controller holds `id` through a relationship segue.
    func isInSplitView(_ id: String) -> Bool {
        sceneGraph.splitHolder[id] != nil
    }

    /// How the controller `id` (the top of a scene's containers) is presented: the
    /// `modalPresentationStyle` written on the presentation segue that shows it, else on the
    /// controller, else `automatic`, and the engine's style for it (`nil` for styles it does not
    /// present: current context, popover, custom). For a controller pushed inside a navigation
    /// controller (or inside one whose containers are pushed in turn), that navigation
    /// controller's. `nil` when nothing presents it.
    func presentation(of id: String, depth: Int = 0) -> (written: String, style: ModalPresentationStyle?)? {
        guard depth < Self.maximumChainLength else { return nil }
        if let segue = sceneGraph.presentationSegue[id] {
            return Self.presentationStyle(written: segue.modalPresentationStyle ?? controllerNamed(id)?.modalPresentationStyle)
        }
        guard let navigation = inheritedBars(of: id).navigation else {
            if isPresentedByShow(id) { return Self.presentationStyle(written: controllerNamed(id)?.modalPresentationStyle) }
            return canvasSheetDestination(of: id)
        }
        let top = containers(of: navigation.id).last?.id ?? navigation.id
        return top == id ? nil : presentation(of: top, depth: depth + 1)
    }

    /// On Xcode's canvas, how a scene that no segue presents is drawn when its simulated
    /// destination is a sheet (``IBSimulatedMetrics/sheetDestination``): presented so, unless a
    /// container embeds it. [obs] Held-out sets (docs/held-out-sets.md):
    /// - Azure-Samples/ms-identity-ciam-native-auth-ios-sample's Main.storyboard (Xcode 15;
    ///   nineteenth set) line 723: scenes instantiated in code, simulating a page sheet, saved
    ///   393 × 842 on an 852 pt phone, the card Xcode 15 draws for a presented sheet
    ///   (IBCanvas.sheetCard).
    /// - The simulated size is drawn whatever `modalPresentationStyle` the controller writes:
    ///   digitalhealthpass' Contact Details.storyboard (Xcode 13; eighteenth set) saves a
    ///   navigation controller written `fullScreen` and simulating a form sheet as a sheet.
    /// - A storyboard's initial controller is drawn so too (the app presents that storyboard):
    ///   digitalhealthpass' Verifier Result.storyboard and dolphin-ios'
    ///   SoftwareProperties.storyboard (Xcode 13 and 15; eighteenth and sixteenth sets).
    ///
    /// Laid out as UIKit does, nothing says how the app presents such a scene, so it stays full
    /// screen: the CLI and the audit do not guess.
    func canvasSheetDestination(of id: String) -> (written: String, style: ModalPresentationStyle?)? {
        guard canvas != nil, let controller = controllerNamed(id), let sheet = controller.simulatedMetrics.sheetDestination,
              !isEmbedded(id) else { return nil }
        return Self.presentationStyle(written: sheet.rawValue)
    }

    /// A `modalPresentationStyle` as written (absent: `automatic`; Xcode's `default` is
    /// automatic) and the engine's style for it, nil for styles it does not present.
    static func presentationStyle(written: String?) -> (written: String, style: ModalPresentationStyle?) {
        let written = written ?? "automatic"
        return (written, ModalPresentationStyle(rawValue: written == "default" ? "automatic" : written))
    }
}
