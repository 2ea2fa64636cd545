// An Interface Builder scene (or xib view) built as LayoutEngine objects in a window of a
// chosen device, orientation and iOS version: the bridge from the document model to layout.

import DeviceCatalog
import LayoutEngine

/// Why a document cannot be laid out as asked.
public enum IBLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `--scene` names no scene of the file.
    case noSuchScene(file: String, name: String, available: [String])
    /// The file has nothing that lays out (no scene with a controller, no top-level view).
    case nothingToLayOut(file: String)
    /// The device cannot run the iOS version or orientation asked for.
    case unsupportedConfiguration(file: String, reason: String)

    /// The error in Xcode's form, saying what to do.
    public var description: String {
        switch self {
        case let .noSuchScene(file, name, available):
            return "\(file): error: no scene '\(name)'; expected a view controller id or storyboard identifier (or a xib's top-level view id): "
                + available.joined(separator: ", ")
        case let .nothingToLayOut(file):
            return "\(file): error: nothing to lay out; expected a scene with a view controller or a top-level view"
        case let .unsupportedConfiguration(file, reason):
            return "\(file): error: \(reason)"
        }
    }
}

/// A scene of a storyboard, or a top-level view of a xib, laid out by the engine. Views are
/// keyed by their Interface Builder ids, which are also their identifiers in the snapshot.
public final class IBLayout {
    /// The document laid out.
    public let document: IBDocument
    /// Who holds, pushes, embeds and presents whom in `document`, indexed once per layout.
    lazy var sceneGraph = IBSceneGraph(document)
    /// The window it is laid out in.
    public let window: Window
    /// The scene's name: its controller's storyboard identifier or id, or the xib view's id.
    public let sceneName: String
    /// The views built, by Interface Builder id.
    public internal(set) var views: [String: View] = [:]
    /// The frames Xcode saved, by view id (superview coordinates, for the file's own device).
    public internal(set) var storedFrames: [String: Rect] = [:]
    /// Views whose saved frames are not an oracle: marked misplaced or ambiguous by Xcode (and
    /// their descendants), roots of freeform or embedded scenes, a xib's top-level views, and
    /// custom-class leaf views whose size is taken from their saved frame.
    public internal(set) var framesNotComparable: Set<String> = []
    /// The ids of the views of the scene itself (not of the containers around it), in document order.
    public internal(set) var sceneViewIDs: [String] = []
    /// The scene's root view (its controller's `view`), which Xcode's canvas saves at its origin.
    var sceneRootID: String?
    /// How the saving Xcode's canvas drew the file, when laying out as it did (`make(…, canvas:)`).
    var canvas: IBCanvas? {
        didSet { sizes.textStyles = IBControlMetrics.textStyles(canvas?.textStyleSize ?? .large) }
    }
    /// The font files the app bundles, for its custom fonts (`make(…, fonts:)`).
    var fonts = IBFontLibrary() {
        didSet { sizes.fonts = fonts }
    }
    /// Whether the scene being laid out is presented as a sheet (set by `layOutScene`).
    var scenePresented = false
    /// What the mapping approximated or left out, with the line it concerns.
    public internal(set) var notes: [IBWarning] = []
    /// Whether the scene is a sheet laid out full screen because UIKit does not publish its
    /// size on this device (an iPad's page or form sheet): where on the screen its views sit,
    /// under the status bar or in the corners, is not known, only their layout in the scene.
    public internal(set) var isSheetOfUnknownSize = false

    var lines: [String: Int] = [:]
    var guideItems: [String: LayoutItem] = [:]
    var pendingConstraints: [IBConstraint] = []
    var builtControllers: [String: ViewController] = [:]
    /// Multi-line labels and text views that do not scroll: their height depends on the width
    /// the layout gives them (``IBIntrinsicSize/wrapsAtLayoutWidth(_:)``).
    var wrappingTexts: [(IBView, View)] = []
    /// The cells of tables and collection views, with where they are (for notes): the ones
    /// not in the window after the layout were outside the viewport.
    var listCells: [(ib: IBView, view: View, place: String)] = []
    /// The table or collection view id of each cell in ``listCells``.
    var listParents: [String: String] = [:]
    var building: Set<String> = []
    /// On a canvas, every built-in cell label (a cell style's `textLabel` and `detailTextLabel`)
    /// by id, with the placeholder text it shows when its own is empty
    /// (``IBCanvas/builtInLabelPlaceholder(style:isDetail:)``), noted as its cell is built. Its
    /// cell places and sizes it (not ``IBDocument/canvasKeepsLibraryLabelHeight``).
    var canvasLabelTexts: [String: String] = [:]
    /// The window's traits, which choose the `<variation>`s installed.
    let traits: TraitCollection
    var sizes: IBIntrinsicSize
    /// The document's system symbol images, whose sizes it does not record in points.
    let systemSymbols: Set<String>

    init(document: IBDocument, window: Window, sceneName: String) {
        self.document = document
        self.window = window
        self.sceneName = sceneName
        traits = window.traitCollection
        var images: [String: Size] = [:]
        // A system symbol's recorded size (`catalog="system"`) is only its proportions, its
        // longer side 128 (chevron.right 97 × 128, gear 128 × 122: every such resource of the
        // fixtures and the held-out files); the size it is drawn at comes from its symbol
        // configuration, which is not modelled, so it gives no intrinsic size.
        for image in document.imageResources where image.catalog != "system" {
            if let size = image.size { images[image.name] = size }
        }
        systemSymbols = Set(document.imageResources.filter { $0.catalog == "system" }.map(\.name))
        var sizes = IBIntrinsicSize(scale: window.device.scale, iOS: window.iOS, images: images)
        sizes.isPad = window.device.family == .iPad
        // A button draws its symbol at the default configuration (``IBControlMetrics/legacyButtonSymbolSize(proportions:)``).
        for resource in document.imageResources where resource.catalog == "system" {
            if let size = resource.size { sizes.symbols[resource.name] = size }
        }
        self.sizes = sizes
    }

    /// The frame Interface Builder's canvas records for view `id`: the engine's frame, except
    /// for the scene's root view, which the canvas saves at its own origin with the size the
    /// bars leave it, where UIKit places it in its container's coordinates below an opaque bar.
    /// [obs] firebase's database_Main.storyboard (Xcode 26, opaque navigation bar): roots saved
    /// at (0, 0) and 680 pt tall (lines 18, 196, 242, 373); the same in files saved by Xcode 10
    /// (XLPagerTabStrip's example storyboard, outside the fixtures: roots at (0, 0), 603 pt
    /// tall under a 64 pt opaque bar). Semantics doc rule 1.5.b gives UIKit's own frame: origin
    /// at the bar's bottom.
    public func canvasFrame(ofView id: String) -> Rect? {
        guard let view = views[id] else { return nil }
        guard id == sceneRootID else { return view.frame }
        return Rect(x: 0, y: 0, width: view.frame.width, height: view.frame.height)
    }

    /// Where view `id` is written: in the document, or in the storyboard a linked scene holding
    /// it came from (``IBStoryboardLinks``).
    public func location(ofView id: String) -> IBSourceLocation {
        IBSourceLocation(file: file(of: id), line: lines[id] ?? document.line)
    }

    /// The file the controller or view `id` is written in: the document's, or a linked
    /// storyboard's (``IBDocument/linkedFiles``).
    func file(of id: String) -> String {
        document.linkedFiles[id] ?? document.fileName
    }

    /// The names `make` accepts for `document`: each scene's storyboard identifier or controller
    /// id, or each top-level view id of a xib, in document order.
    public static func sceneNames(of document: IBDocument) -> [String] {
        if document.kind == .xib { return document.topLevelViews.map(\.id) }
        return document.ownScenes.compactMap { $0.viewController.map { $0.storyboardIdentifier ?? $0.id } }
    }

    /// The scene `name` (or the initial / first one) of `document`, laid out on `device` in
    /// `orientation` under `iOS`'s rules; with `canvas`, as the saving Xcode's canvas drew it
    /// (``IBCanvas``), else as UIKit lays it out, with the device's figures of `figuresIOS` when
    /// given (`Window.figuresIOS`: an app in `UIDesignRequiresCompatibility` mode). Custom fonts
    /// whose files are in `fonts` are measured with their own metrics. `iOSPointRelease` names
    /// `iOS`'s point release (`Window.iOSPointRelease`); without it a canvas takes its SDK's.
    public static func make(document: IBDocument, scene name: String? = nil, device: Device,
                            orientation: Orientation = .portrait, iOS: Int? = nil, iOSPointRelease: Int? = nil,
                            canvas: IBCanvas? = nil, figuresIOS: Int? = nil,
                            fonts: IBFontLibrary = IBFontLibrary(), statusBar: Window.StatusBar = .shown) throws(IBLayoutError) -> IBLayout {
        let window: Window
        // On the canvas, the canvas's status bar; on a device, the app's (shown unless it hides it).
        do { window = try Window(device: device, orientation: orientation, statusBar: canvas?.statusBar ?? statusBar, iOS: iOS,
                                          figuresIOS: canvas?.deviceFiguresIOS ?? figuresIOS) } catch {
            throw .unsupportedConfiguration(file: document.fileName, reason: "\(error)")
        }
        // A device with no bars for the canvas's SDK keeps the layout's (the catalog's bar
        // profiles start at iOS 8, before any SDK a file records).
        if let barsIOS = canvas?.barsIOS { try? window.useBars(of: barsIOS) }
        // The point release asked for; else the canvas draws its SDK's where the layout's iOS is
        // the SDK's.
        if let iOSPointRelease {
            window.iOSPointRelease = iOSPointRelease
        } else if canvas != nil, window.iOS == document.savedWithIOS {
            window.iOSPointRelease = document.savedWithIOSPointRelease
        }
        switch canvas?.sheetCard {
        case let .below(top)?: window.sheetCardPlacement = .drawn(top: top)
        case .atTopInset?: window.sheetCardPlacement = .drawn(top: window.safeAreaInsets.top)
        case .laidOutFromTop?: window.sheetCardPlacement = .laidOutFromTop
        case nil: break
        }
        if document.kind == .xib {
            let tops = document.topLevelViews
            guard !tops.isEmpty else { throw .nothingToLayOut(file: document.fileName) }
            guard let view = name.map({ n in tops.first { $0.id == n } }) ?? tops.first else {
                throw .noSuchScene(file: document.fileName, name: name ?? "", available: sceneNames(of: document))
            }
            let layout = IBLayout(document: document, window: window, sceneName: view.id)
            layout.canvas = canvas
            layout.fonts = fonts
            layout.layOutTopLevelView(view)
            return layout
        }
        let scenes = document.ownScenes.filter { $0.viewController != nil }
        guard !scenes.isEmpty else { throw .nothingToLayOut(file: document.fileName) }
        let chosen: IBScene?
        if let name {
            chosen = scenes.first { $0.viewController?.storyboardIdentifier == name || $0.viewController?.id == name }
        } else {
            chosen = document.initialScene.flatMap { $0.viewController == nil ? nil : $0 } ?? scenes.first
        }
        guard let scene = chosen, var controller = scene.viewController else {
            throw .noSuchScene(file: document.fileName, name: name ?? "", available: sceneNames(of: document))
        }
        // A storyboard reference linked to its storyboard (IBStoryboardLinks) is the controller it
        // stands for, as UIKit instantiates it (the layout is named by that controller).
        if let target = document.linkedReferences[controller.id], let stood = document.scene(controllerID: target)?.viewController {
            controller = stood
        }
        let layout = IBLayout(document: document, window: window, sceneName: controller.storyboardIdentifier ?? controller.id)
        layout.canvas = canvas
        layout.fonts = fonts
        layout.layOutScene(controller)
        return layout
    }

    // MARK: Scenes

    /// Builds the scene's controller inside the containers that hold it through relationship
    /// segues (so a navigation controller's root gets its bar), installs it, lays it out.
    func layOutScene(_ controller: IBViewController) {
        let chain = containers(of: controller.id)
        let path = chain.reversed().map(\.id) + [controller.id]
        let top = chain.last ?? controller
        let presented = presentation(of: path[0])
        if let presented, presented.style == nil {
            note(.notModelled("presentation style"), line: controller.line,
                 "'\(controller.id)' is presented '\(presented.written)', which is not modelled; it is laid out full screen")
        }
        let presentation = presented?.style
        // A scene (or the container around it) simulating no status bar
        // (`<nil key="simulatedStatusBarMetrics"/>`) is drawn without one.
        if canvas?.honoursSceneStatusBar == true,
           ([controller] + chain).contains(where: { $0.simulatedMetrics.statusBar == .none }) {
            window.setStatusBar(.hidden)
        }
        // A presented navigation controller's saved bar is in its card's coordinates, not the
        // screen's (applySavedBar).
        scenePresented = presentation.map { $0 != .fullScreen && $0 != .overFullScreen } ?? false
        var root = build(controller: top, path: Array(path.dropFirst()))
        // The chain's top, pushed by a show segue from inside a navigation (and tab bar)
        // controller, is drawn by Xcode with the bars it inherits ("inferred" simulated
        // metrics). A scene's own metrics may name bars too; a container chain (a tab bar
        // controller pushed inside a navigation controller: firebase's database Main.storyboard,
        // `sCu-Va-Qv6`, its tabs' roots saved below the opaque bar, lines 196, 242, 373) gets
        // only the navigation bar it inherits.
        var metrics = path.count == 1 ? controller.simulatedMetrics : IBSimulatedMetrics()
        let inherited = inheritedBars(of: top.id, within: path)
        // A navigation controller whose bar is hidden draws none over what it pushes (artsy
        // eidolon's Auction.storyboard: the scenes pushed from `WE8-fs-xzH`, whose
        // `navigationBarHidden="YES"`, are saved with their top layout guide at the iPad's
        // 20 pt status bar: `r24-zo-ysc` line 630, `XhT-kc-pON` line 741).
        if metrics.topBar == .inferred, let nav = inherited.navigation, !nav.navigationBarHidden {
            metrics.topBar = .bar(element: "simulatedNavigationBarMetrics", translucent: nav.navigationBarTranslucent, prompted: false)
        } else if metrics.topBar == .inferred, inherited.navigation == nil, let simulated = simulatedNavigationBar(pushing: top.id) {
            metrics.topBar = simulated
        }
        if path.count == 1, metrics.bottomBar == .inferred, let tabs = inherited.tabBar, !controller.hidesBottomBarWhenPushed,
           inherited.navigation != nil || !isPresentedByShow(top.id) {
            metrics.bottomBar = .bar(element: "simulatedTabBarMetrics", translucent: tabs.tabBarTranslucent, prompted: false)
        } else if metrics.bottomBar == .inferred, inherited.tabBar == nil, !controller.hidesBottomBarWhenPushed,
                  !([top] + chain).contains(where: { $0.kind == .tabBarController }),
                  let simulated = simulatedTabBar(around: path.count > 1 ? top : inherited.navigation) {
            metrics.bottomBar = simulated
        }
        root = simulatedContainers(around: root, metrics: metrics)
        if let nav = inherited.navigation, !nav.navigationBarHidden, let made = Self.navigationController(in: root) {
            applySavedBar(of: nav, to: made)
            // A scene pushed inside a navigation controller whose bar prefers large titles shows
            // a large title, as UIKit shows an `.automatic` item pushed there (twilio-verify's
            // FactorDetail scene under Xcode 14.3), unless the canvas draws the standard bar;
            // a canvas that draws the bar where the file saved it keeps the large title too
            // (its table headers are the large title's: NordicSemiconductor's CoreBluetooth-Mock
            // Blinky scene, Xcode 26, first row at 38, line 180). An automatic item takes the
            // mode of the items pushed below it (``inheritedLargeTitleDisplayMode(of:)``).
            if nav.navigationBarPrefersLargeTitles, !canvasDrawsStandardBarForLargeTitles || canvas?.drawsNavigationBarsAsSaved == true {
                made.prefersLargeTitles = true
                if let item = made.viewControllers.last?.navigationItem, item.largeTitleDisplayMode == .automatic,
                   let mode = inheritedLargeTitleDisplayMode(of: top.id).flatMap(NavigationItem.LargeTitleDisplayMode.init(rawValue:)) {
                    item.largeTitleDisplayMode = mode
                }
            }
        }
        sceneRootID = controller.view?.id
        if let scene = document.scene(controllerID: controller.id) {
            for view in controller.ownedViews.flatMap(\.selfAndDescendants) { sceneViewIDs.append(view.id) }
            for parked in scene.parkedViews.flatMap(\.selfAndDescendants) { framesNotComparable.insert(parked.id) }
        }
        // An embedded scene, or one whose containers are embedded (opentrace's UploadData:
        // a navigation controller in a container view), is drawn at its container's size.
        let embeddedItem = isEmbedded(top.id) ? top : isEmbedded(controller.id) ? controller : nil
        if controller.simulatedMetrics.freeformSize != nil || controller.simulatedMetrics.isFreeformDestination || embeddedItem != nil,
           let rootID = controller.view?.id {
            framesNotComparable.insert(rootID)
        }
        activatePendingConstraints()
        // On the canvas, a freeform or legacy-canvas size is the whole canvas's, with the bars
        // of the containers around the scene drawn inside it; a saved root of another width
        // inside containers is the space they leave, so those scenes keep the screen. UIKit's
        // layout puts a scene inside containers on the screen.
        // On the canvas an embedded scene is saved at its container view's size, whatever the
        // screen's: opentrace-ios' UploadData.storyboard (Xcode 11; tenth held-out set) saves
        // the root of the navigation controller's root it embeds at the container's 366 ×
        // 488.67 (lines 43 and 81). A freeform size of the scene's own wins: SwedbankPay's example
        // Main.storyboard (Xcode 14.3; nineteenth set) embeds a freeform 375 × 2000 table view
        // controller in a 345 pt container and saves its cells 375 wide (lines 244, 1293, 1544).
        let embeddedSize = embeddedItem.flatMap { item in
            canvas != nil && item.simulatedMetrics.freeformSize == nil
                ? containerSize(embedding: item.id).map { DesignSize(size: $0, source: .container) } : nil
        }
        var design = embeddedSize ?? designSize(of: controller)
        // A freeform size is the canvas's alone (format note §9: simulated metrics "change the
        // frames IB saved but are not part of the runtime UI"): laid out as UIKit does, a scene
        // shown on its own takes the screen, however tall its designer drew its scroll content
        // (HeroTransitions' 375 × 1400 scene, a fixture). An embedded scene or a popover's
        // content keeps it: the container's or the preferred size it stands for is not known.
        if canvas == nil, design?.source == .simulated, embeddedItem == nil, !isPopoverDestination(controller.id) {
            design = nil
        }
        let ownSize = design?.size
        // Drawn at that size even inside containers, unless it is only the saved root frame
        // (the space containers leave).
        let drawnAtOwnSize = canvas != nil && design.map { $0.source != .savedRoot } == true
        // A freeform scene is drawn with the doubled insets too, embedded or not, popovers
        // aside: [obs] NordicSemiconductor/IOS-nRF-Connect-Device-Manager's example
        // Main.storyboard (Xcode 26, retina5_9; eighteenth held-out set) saves its 375 × 485
        // freeform scenes, which containers in table rows embed (lines 913 and 939), with their
        // content 16 pt below a top margin at 100 = 2 × 50 (lines 1766 and 2065), and its
        // 320 × 106 freeform popover's 20 pt below the safe area at 50 (lines 1705 and 1736).
        // **[uncertain]**: the bottom helping of a freeform scene that reaches the home
        // indicator's band (no sample); one that ends above it gets none, as it has no bottom
        // inset of its own.
        let drawnWithDoubledInsets = (ownSize == nil && embeddedItem == nil)
            || (design?.source == .simulated && !isPopoverDestination(path[0]))
        let navigationInFile = inherited.navigation ?? ([controller] + chain).first { $0.kind == .navigationController }
        if drawnWithDoubledInsets, drawsDoubledSafeArea(under: navigationInFile) {
            // The second helping of each inset, as the root's additional safe area; under a
            // shown navigation bar the file saved, the top one is the saved bar's
            // (``applySavedBar(of:to:)``). A freeform scene that ends above the home indicator
            // gets no bottom helping.
            let barShown = Self.navigationController(in: root).map { !$0.isNavigationBarHidden } ?? false
                && navigationInFile?.navigationBar?.frame != nil
            let reachesBottom = ownSize.map { $0.height > window.bounds.height - window.safeAreaInsets.bottom } ?? true
            root.additionalSafeAreaInsets = EdgeInsets(top: barShown ? 0 : window.safeAreaInsets.top, left: 0,
                                                       bottom: reachesBottom ? window.safeAreaInsets.bottom : 0, right: 0)
        }
        if canvas?.drawsPopoversBelowStatusBar == true, embeddedItem == nil, path.count == 1 || drawnAtOwnSize,
           isPopoverDestination(path[0]) {
            // The canvas draws the popover's content below the status bar's band (whether or
            // not it draws the bar itself), without a top inset: the scene's size (its freeform
            // size, or the screen) less the band; a size read from the saved root frame is
            // already the band shorter.
            let band = window.metrics.statusBar.height, whole = ownSize ?? window.bounds.size
            let height = design?.source == .savedRoot ? whole.height : max(0, whole.height - band)
            window.setRootViewController(host(root, frame: Rect(x: 0, y: band, width: whole.width, height: height)))
        } else if let size = ownSize, path.count == 1 || drawnAtOwnSize {
            window.setRootViewController(host(root, size: size, atOrigin: true))
        } else if let style = presentation, style != .fullScreen {
            // A scene shown by a presentation segue is drawn presented: from iOS 13 a sheet's
            // card below the status bar (its root saved that much shorter, its content at a
            // safe-area top of 0), full screen before.
            let presenter = ViewController(identifier: document.fileName + ".presenter",
                                           view: View(identifier: document.fileName + ".presenter.view"))
            window.setRootViewController(presenter)
            window.layoutIfNeeded()
            do { try presenter.present(root, style: style) } catch {
                // An iPad's sheets, whose size UIKit does not publish: full screen, noted.
                let what = if case .sheetSizeNotModelled = error { "sheet on iPad" } else { "presentation" }
                note(.notModelled(what), line: controller.line, "'\(controller.id)': \(error.description); it is laid out full screen")
                if case .sheetSizeNotModelled = error { isSheetOfUnknownSize = true }
                window.setRootViewController(root)
            }
        } else {
            window.setRootViewController(root)
        }
        window.layoutIfNeeded()
        wrapTextsAtLayoutWidths()
        excludeViewsNotLaidOut()
    }

    /// Multi-line labels (and text views that do not scroll) wrap at the width the layout gives
    /// them: UIKit measures such a label
    /// on one line until it has bounds, then at its bounds' width, invalidating its intrinsic
    /// size and laying out again (Apple, `UILabel.preferredMaxLayoutWidth`: "when the value is
    /// 0, the label uses its bounds"). Repeated until no label's size changes, at most
    /// `UIKitMetrics.maximumLayoutPasses` times.
    func wrapTextsAtLayoutWidths() {
        // The width each text was last measured at: one whose width did not move keeps the
        // size that width gives (the measure depends on nothing else), so it is not measured again.
        var measuredAt = [Double](repeating: .nan, count: wrappingTexts.count)
        for _ in 0..<UIKitMetrics.maximumLayoutPasses {
            var changed = false
            for (index, (ib, view)) in wrappingTexts.enumerated() {
                if measuredAt[index] == view.frame.width { continue }
                measuredAt[index] = view.frame.width
                let size = sizes.wrappedSize(of: ib, wrappingAt: view.frame.width)
                if size.width != view.intrinsicContentSize.width || size.height != view.intrinsicContentSize.height {
                    view.intrinsicContentSize = size
                    changed = true
                }
            }
            guard changed else { return }
            // Self-sizing rows measure their cells again, as after UIKit's `reloadData()`.
            for table in views.values.compactMap({ $0 as? TableView }) { table.reloadData() }
            window.layoutIfNeeded()
        }
    }

    /// The size a scene's root is designed at when it is not the screen, and its source: a
    /// freeform size, or, on Xcode's canvas, a saved root frame of another width (a popover or form sheet drawn
    /// at its own size, or Xcode 6–7's 600 × 600 "Any" canvas in a file not re-laid out
    /// since). A root as wide as the screen and shorter is not one: Xcode saves a root at the
    /// height the bars leave it (``canvasFrame(ofView:)``; firebase's database_Main.storyboard:
    /// 393 × 680 roots on a 393 × 852 screen, lines 94 and 196). UIKit's layout (no canvas)
    /// gives such a scene the device's screen: a saved frame is the canvas's, not the app's.
    func designSize(of controller: IBViewController) -> DesignSize? {
        if let size = controller.simulatedMetrics.freeformSize { return DesignSize(size: size, source: .simulated) }
        // A size-class storyboard without a `<device>` is drawn on the "Any" canvas. [obs]
        // tensorflow/examples' bert_qa ViewInUIKit Main.storyboard (Xcode 11, no device,
        // `useTraitCollections`; twelfth held-out set): roots saved 600 × 600.
        if canvas != nil, document.device == nil, document.useTraitCollections,
           controller.view?.frame?.size == IBCanvas.legacyUniversalCanvasSize {
            return DesignSize(size: IBCanvas.legacyUniversalCanvasSize, source: .anyCanvas)
        }
        guard canvas != nil, let frame = controller.view?.frame, let screen = document.designScreenSize else { return nil }
        if frame.size == screen || (frame.width == screen.width && frame.height < screen.height) { return nil }
        return DesignSize(size: frame.size, source: frame.size == IBCanvas.legacyUniversalCanvasSize ? .anyCanvas : .savedRoot)
    }

    /// The size a scene's root is designed at when it is not the screen (``designSize(of:)``),
    /// and what gives it.
    struct DesignSize {
        /// Where a design size comes from.
        enum Source {
            /// `<simulatedMetrics>`' freeform size.
            case simulated
            /// Xcode 6–7's 600 × 600 "Any" canvas.
            case anyCanvas
            /// A saved root frame of another size (a popover or form sheet drawn at its own
            /// size): the size the canvas left the root, already short of what it drew above.
            case savedRoot
            /// The container view that embeds the scene.
            case container
        }
        var size: Size
        var source: Source
    }

    /// A controller shown at `size` inside a plain full-screen host, as Interface Builder draws a
    /// freeform scene or a xib's top-level view: at the screen's origin (under the status bar,
    /// which Xcode simulates over them), or inside the safe area (cells).
    func host(_ child: ViewController, size: Size, atOrigin: Bool) -> ViewController {
        let insets = window.safeAreaInsets
        return host(child, frame: Rect(x: atOrigin ? 0 : insets.left, y: atOrigin ? 0 : insets.top, width: size.width, height: size.height))
    }

    /// A controller whose view is placed at `frame` inside a plain full-screen host.
    func host(_ child: ViewController, frame: Rect) -> ViewController {
        let hostView = View(identifier: document.fileName + ".host")
        let hostController = ViewController(identifier: document.fileName + ".hostController", view: hostView)
        hostController.addChild(child)
        hostView.addSubview(child.view)
        child.view.translatesAutoresizingMaskIntoConstraints = true
        child.view.autoresizingMask = []
        child.view.frame = frame
        return hostController
    }

    /// The bars a scene's simulated metrics draw around it when no container in the file gives
    /// them (`simulatedTopBarMetrics` / `simulatedBottomBarMetrics`): a navigation controller,
    /// with a toolbar, inside a tab bar controller.
    func simulatedContainers(around controller: ViewController, metrics: IBSimulatedMetrics) -> ViewController {
        var result = controller
        var nav: NavigationController? = nil
        if case let .bar(element, translucent, _) = metrics.topBar, element == "simulatedNavigationBarMetrics" {
            let made = NavigationController(identifier: controller.identifier + ".simulatedNavigation", rootViewController: controller)
            made.isTranslucent = translucent
            nav = made
            result = made
        }
        if case let .bar(element, bottomTranslucent, _) = metrics.bottomBar {
            if element == "simulatedToolbarMetrics" {
                if nav == nil {
                    let made = NavigationController(identifier: controller.identifier + ".simulatedNavigation", rootViewController: controller)
                    made.isNavigationBarHidden = true
                    nav = made
                    result = made
                }
                nav?.isToolbarHidden = false
                nav?.isToolbarTranslucent = bottomTranslucent
            } else if element == "simulatedTabBarMetrics" {
                let tabs = TabBarController(identifier: controller.identifier + ".simulatedTabs", viewControllers: [result])
                tabs.isTranslucent = bottomTranslucent
                result = tabs
            }
        }
        return result
    }

    /// On a canvas that draws navigation bars where the file saved them
    /// (``IBCanvas/drawsNavigationBarsAsSaved``), the bar of `nav` ends where its saved frame
    /// (`<navigationBar key="navigationBar"><rect key="frame">`) ends, below the window's top
    /// inset: a custom bar height. Only on the device the file was designed on, in the
    /// orientation it was saved in.
    func applySavedBar(of ib: IBViewController, to nav: NavigationController) {
        guard canvas?.drawsNavigationBarsAsSaved == true, let saved = ib.navigationBar?.frame,
              !scenePresented, isDesignScreen else { return }
        // A saved bar that ends above the top inset or below the screen is no canvas bar.
        let screen = window.device.screenSize, bottom = saved.y + saved.height
        let height = bottom - window.safeAreaInsets.top
        if height > 0, bottom < (window.orientation.isPortrait ? screen.height : screen.width) { nav.navigationBarHeight = height }
    }

    /// Whether Xcode's canvas draws a bar that prefers large titles at the standard height: on
    /// the design screen, but Xcode 14.3's (``IBCanvas/drawsLargeTitles``). [obs]
    /// NordicSemiconductor/IOS-DFU-Library's test app (Xcode 10.2) and DataDog/dd-sdk-ios'
    /// RUMAuto storyboard (Xcode 16): roots saved 88 and 103 pt down the screen (status bar and
    /// a 44 pt bar), below `largeTitles="YES"` bars.
    var canvasDrawsStandardBarForLargeTitles: Bool {
        canvas.map { !$0.drawsLargeTitles && isDesignScreen } ?? false
    }

    /// Gives `nav`'s bar `prefersLargeTitles`, drawn at the standard height where the canvas
    /// draws it so (``canvasDrawsStandardBarForLargeTitles``); a bar height the file saved
    /// (``applySavedBar(of:to:)``) stays.
    func applyLargeTitles(_ prefers: Bool, to nav: NavigationController) {
        nav.prefersLargeTitles = prefers
        guard prefers, canvasDrawsStandardBarForLargeTitles, nav.navigationBarHeight == nil else { return }
        nav.navigationBarHeight = window.metrics.bars.navigationBar
    }

    /// Whether this scene is drawn with the safe-area insets twice over
    /// (``IBCanvas/doublesSafeAreaInsets``): on the design screen in portrait, not presented,
    /// and not under a navigation bar (`nav`) the file saved at the status band's own bottom.
    /// The caller decides which scene sizes take it: the screen's, and a freeform size of the
    /// scene's own that is not a popover's; a scene at its container's size, or at a saved
    /// root's, keeps the device's insets.
    func drawsDoubledSafeArea(under nav: IBViewController?) -> Bool {
        guard canvas?.doublesSafeAreaInsets == true, !scenePresented, isDesignScreen, window.orientation.isPortrait else { return false }
        if let nav, !nav.navigationBarHidden, let saved = nav.navigationBar?.frame,
           abs(saved.y - window.safeAreaInsets.top) < 0.5 { return false }
        return true
    }

    /// Whether the window is the screen the file was designed on, in the orientation it was
    /// saved in: the `<device>` id's screen size, whichever catalog device stands for it
    /// (``IBDocument/designDevice(in:)`` may pick a newer one of the same screen).
    var isDesignScreen: Bool {
        guard let designPortraitSize = document.designPortraitSize else { return false }
        let portrait = (document.device?.orientation.catalogOrientation ?? .portrait).isPortrait
        return window.device.screenSize == designPortraitSize && portrait == window.orientation.isPortrait
    }

    /// The navigation controller `root` is or holds first (the selected tab's).
    static func navigationController(in root: ViewController) -> NavigationController? {
        if let nav = root as? NavigationController { return nav }
        if let tabs = root as? TabBarController, let selected = tabs.selectedViewController { return navigationController(in: selected) }
        return nil
    }

    /// Builds `c`; `path` lists the children on the way to the scene asked for.
    func build(controller c: IBViewController, path: [String]) -> ViewController {
        if let made = builtControllers[c.id] { return made }
        // A controller that contains itself through segues (an embed cycle) is built once; the
        // inner occurrence is an empty controller, noted.
        guard !building.contains(c.id) else {
            note(.unresolvedReference(c.id), line: c.line, of: c.id, "'\(c.id)' contains itself through its segues; the inner one is left empty")
            return ViewController(identifier: c.id + ".cycle")
        }
        building.insert(c.id)
        defer { building.remove(c.id) }
        let made: ViewController
        let children = c.segues.filter { $0.kind == "relationship" }
        switch c.kind {
        case .navigationController:
            let rootID = children.first { $0.relationship == "rootViewController" }?.destination
            let rootIB = rootID.flatMap(controllerNamed)
            let rootController = rootIB.map { build(controller: $0, path: Array(path.dropFirst())) }
                ?? ViewController(identifier: (c.id) + ".root")
            let nav = NavigationController(identifier: c.id, rootViewController: rootController)
            nav.isNavigationBarHidden = c.navigationBarHidden
            // The bar's translucency is written on its own element: that is the bar a device
            // shows. Xcode's canvas draws the root's own simulated bar instead when the root
            // names one (LTMorphingLabel's demo storyboard: a `translucent="NO"` bar, line 156,
            // and a root simulating a translucent one, line 138, saved 375 pt tall under it; the
            // roots of 28 opaque bars in the held-out sets that simulate none are saved below it).
            nav.isTranslucent = c.navigationBarTranslucent
            if canvas != nil, case let .bar(_, translucent, _)? = rootIB?.simulatedMetrics.topBar { nav.isTranslucent = translucent }
            nav.isToolbarHidden = c.toolbarHidden
            nav.isToolbarTranslucent = c.toolbarTranslucent
            applySavedBar(of: c, to: nav)
            applyLargeTitles(c.navigationBarPrefersLargeTitles, to: nav)
            made = nav
        case .tabBarController:
            let tabIDs = children.filter { $0.relationship == "viewControllers" }.map(\.destination)
            // Only the tab on the way to the scene is built in full; the others are never
            // shown. Laid out as the scene itself, the tab bar controller shows its first tab,
            // as an app shows it at launch.
            let shown = path.first ?? tabIDs.first
            let tabs = tabIDs.map { id -> ViewController in
                guard let ib = controllerNamed(id) else { return ViewController(identifier: id) }
                return shown == id ? build(controller: ib, path: Array(path.dropFirst()))
                    : ViewController(identifier: id)
            }
            let selected = shown.flatMap { tabIDs.firstIndex(of: $0) } ?? 0
            if tabs.isEmpty {
                made = ViewController(identifier: c.id)
            } else {
                let tabController = TabBarController(identifier: c.id, viewControllers: tabs, selectedIndex: selected)
                // `<tabBar translucent="NO">`: an opaque bar the selected tab's view stops at (rule 1.5.b).
                tabController.isTranslucent = c.tabBarTranslucent
                made = tabController
            }
        case .splitViewController where canvas == nil:
            made = buildSplitView(c, path: path)
        default:
            if ![.viewController, .tableViewController, .collectionViewController].contains(c.kind) {
                note(.unknownViewElement(c.elementName), line: c.line, of: c.id,
                     "a <\(c.elementName)> is laid out as a plain view controller: its own chrome is not modelled")
            }
            let rootView = c.view.map { build(view: $0, superview: nil) } ?? View(identifier: c.id + ".view")
            // A table view controller's refresh control belongs to its table (above the content).
            if let control = c.refreshControl, let table = rootView as? ScrollView {
                table.refreshControl = RefreshControl(identifier: control.id)
            }
            let controller = ViewController(identifier: c.id, view: rootView)
            if let adjusts = c.automaticallyAdjustsScrollViewInsets { controller.automaticallyAdjustsScrollViewInsets = adjusts }
            controller.extendedLayoutIncludesOpaqueBars = c.extendedLayoutIncludesOpaqueBars
            if let edges = c.edgesForExtendedLayout { controller.edgesForExtendedLayout = RectEdge(edges) }
            if let item = c.navigationItem, let mode = item.largeTitleDisplayMode {
                if let value = NavigationItem.LargeTitleDisplayMode(rawValue: mode) {
                    controller.navigationItem.largeTitleDisplayMode = value
                } else {
                    note(.unreadableValue(attribute: "largeTitleDisplayMode", value: mode), line: item.line, of: c.id,
                         "'\(c.id)': largeTitleDisplayMode '\(mode)' is not one of automatic, always, never, inline; read as automatic")
                }
            }
            if let top = c.topLayoutGuide { guideItems[top.id] = controller.topLayoutGuide }
            if let bottom = c.bottomLayoutGuide { guideItems[bottom.id] = controller.bottomLayoutGuide }
            made = controller
            embedChildren(of: c, in: controller)
        }
        builtControllers[c.id] = made
        return made
    }

    /// Embed segues: each container view holds the destination controller's root view,
    /// pinned to its edges, and the controller becomes a child.
    ///
    /// Xcode's canvas draws an embedded scene on its own, so its content does not size the
    /// container, unless the scene's root says `translatesAutoresizingMaskIntoConstraints="NO"`:
    /// a canvas layout leaves the other embedded controllers out of the container altogether
    /// (their views are laid out and compared in their own scenes).
    /// [obs] Held-out sets (docs/held-out-sets.md): NordicSemiconductor/IOS-nRF-Connect-Device-Manager's
    /// example Main.storyboard (Xcode 26, eighteenth set) saves two self-sizing rows whose only
    /// content is a container at the 51 pt of an empty row (lines 903 and 929), where the
    /// scenes they embed need 340 and 276 pt; nhsx/COVID-19-app-iOS-BETA's SelfDiagnosis
    /// storyboard (toolsVersion 16097, twelfth set) saves a container in a stack at its scene's 167 pt
    /// (line 66), the scene's root written `translatesAutoresizingMaskIntoConstraints="NO"`
    /// (line 308). No other embedded root in the sets writes it. UIKit's own layout pins every
    /// child (a root under its autoresizing mask is tied to the container by the mask's
    /// constraints). **[uncertain]** for a root that opts out, which UIKit leaves to the app's
    /// own constraints.
    func embedChildren(of c: IBViewController, in controller: ViewController) {
        guard let scene = document.scene(controllerID: c.id) else { return }
        for segue in scene.segues + c.segues where segue.kind == "embed" {
            guard let sourceID = segue.sourceID, let container = views[sourceID], let ib = controllerNamed(segue.destination),
                  builtControllers[ib.id] == nil,
                  canvas == nil || ib.view?.translatesAutoresizingMaskIntoConstraints == false else { continue }
            let child = build(controller: ib, path: [])
            controller.addChild(child)
            container.addSubview(child.view)
            child.view.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([
                child.view.topAnchor.constraint(equalTo: container.topAnchor),
                child.view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                child.view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
                child.view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            ])
            if let rootID = ib.view?.id { framesNotComparable.insert(rootID) }
        }
    }

    /// A xib's top-level view, hosted in a plain controller: a cell inside the safe area; any
    /// other view at the screen's origin, with the whole screen's insets when it does not fit
    /// on the screen.
    func layOutTopLevelView(_ top: IBView) {
        var view = build(view: top, superview: nil)
        if let cell = view as? TableViewCell { view = cellTable(for: top, cell: cell) }
        let size = topLevelSize(of: top)
        let owner = ViewController(identifier: top.id + ".owner", view: view)
        // Cells are drawn inside the safe area; other views at the screen's origin, where Xcode
        // simulates a status bar over them (format note §6.1).
        let isCell = top.kind.isTableRow || top.kind.isCollectionItem
        // Xcode draws a freeform view that does not fit on the screen as a screen of its size:
        // with the design device's safe-area insets on every edge, also those (the home
        // indicator's) that a view of its size at the screen's origin does not reach (format note
        // §6.1; SwiftMessages' CardView.xib line 16: a 510 × 160 card whose margins-pinned content
        // ends 34 pt above its bottom on retina6_1; cwa-app's HomeLinkCardView, 468 wide; UTM's
        // 1000 × 68 input accessory; Amity's 414 × 1500 editor). One that fits is drawn at the
        // screen's origin with only the insets it reaches: braintree's 414 × 397 CardFormView
        // (fifteenth held-out set, line 108), tinode's SendMessageBar and dyte's FivePeerView
        // (seventh and nineteenth) save their safe-area bottoms at their own; zotero's 414 × 348
        // CreatorEdit view (tenth) keeps the status band's 44 on top.
        // Laid out as UIKit does, a view its code places (`IBDocument.isPlacedByCode`) sits
        // somewhere its code says: placed inside the safe area, it takes none of the screen's
        // insets. [obs] RocketChat/Rocket.Chat.iOS' 44 × 44 SEAvatarView.xib pins its image to
        // its safe area: at the origin of an iPhone 15 the 59 pt top inset crushed it to a
        // conflict no app shows.
        let placedByCode = canvas == nil && document.isPlacedByCode(top)
        if placedByCode {
            note(.notModelled("placement"), line: top.line,
                 "'\(top.id)' is a view its code places on screen (not a screen's size, not a controller's view drawn as a screen): laid out inside the safe area, without the screen's insets")
        }
        if !isCell && !placedByCode { view.additionalSafeAreaInsets = canvasInsets(ofFreeformSize: size) }
        sceneViewIDs = top.selfAndDescendants.map(\.id)
        framesNotComparable.insert(top.id)
        activatePendingConstraints()
        // Laid out as UIKit does (not on Xcode's canvas), a table's cell or header is as wide as
        // its table, which spans the screen below the status bar (the cell keeps its content out
        // of the side bands itself): [obs] MirrorFly's ChatViewVideoIncomingCell.xib (nineteenth
        // held-out set, line 27) saves a 653 pt cell on a 414 pt iPhone, whose content ran 239 pt
        // past the screen at that width. A collection cell keeps its size: its layout's item size.
        if canvas == nil, top.kind.isTableRow {
            let screen = window.bounds.size
            window.setRootViewController(host(owner, frame: Rect(x: 0, y: window.safeAreaInsets.top, width: screen.width, height: size.height)))
        } else {
            window.setRootViewController(host(owner, size: size, atOrigin: !isCell && !placedByCode))
        }
        window.layoutIfNeeded()
        wrapTextsAtLayoutWidths()
        excludeViewsNotLaidOut()
    }

    /// The size a xib's top-level view is laid out at: the size the file saved, except for a
    /// view controller's view (the File's Owner's `view` outlet) saved at the design screen's
    /// size, in either orientation: UIKit sizes a controller's view to the window it fills, so on
    /// another screen or in the other orientation it is that screen. [obs] unstoppable-ios-app's
    /// RecoveryPhraseViewController.xib (twenty-second held-out set, line 34), a 414 × 896 view
    /// on retina6_1, kept its saved size in landscape: its safe area 62 pt in on both sides of
    /// 414 left its 296 pt content 290, and the audit reported conflicts no device shows.
    ///
    /// Laid out as UIKit does (not on Xcode's canvas), a controller's view drawn taller or wider
    /// than the design screen is that screen too: no container shows a controller's view larger
    /// than the screen, and the size is the canvas's room for content that scrolls. [obs]
    /// SilenceLove/HXPhotoPicker's SettingViewController.xib (Xcode 11, retina4_7; East Asian
    /// batch, line 64) saves its controller's view 375 × 2320 around a scroll view as tall: at
    /// that size nothing scrolled and every row below the screen was reported off screen.
    func topLevelSize(of top: IBView) -> Size {
        let saved = top.frame?.size ?? window.metrics.screenSize
        guard document.isControllerView(top) else { return saved }
        if let design = document.designPortraitSize, saved == design || saved == design.transposed {
            return window.metrics.screenSize
        }
        // Without a known design screen, the device's in portrait.
        let design = document.designScreenSize ?? window.device.screenSize
        if canvas == nil, saved.width > design.width || saved.height > design.height { return window.metrics.screenSize }
        return saved
    }

    /// The safe-area insets Xcode adds to a freeform view of `size` at the screen's origin:
    /// none when it fits on the screen (it keeps those it reaches); else the parts of the
    /// screen's insets it does not overlap, edge by edge, so that it has them all.
    func canvasInsets(ofFreeformSize size: Size) -> EdgeInsets {
        let screen = window.metrics.screenSize, insets = window.safeAreaInsets
        if size.width <= screen.width && size.height <= screen.height { return .zero }
        // How much of a band of `inset` at the far end of `total` a span [0, extent] covers.
        func farOverlap(_ inset: Double, _ extent: Double, _ total: Double) -> Double {
            max(0, min(inset, extent - (total - inset)))
        }
        return EdgeInsets(top: insets.top - min(insets.top, size.height),
                          left: insets.left - min(insets.left, size.width),
                          bottom: insets.bottom - farOverlap(insets.bottom, size.height, screen.height),
                          right: insets.right - farOverlap(insets.right, size.width, screen.width))
    }

    /// A note at `line` of the file `element` (a controller's or view's id) is written in: the
    /// document's when nil, else its own (a linked storyboard's, ``file(of:)``).
    func note(_ kind: IBWarning.Kind, line: Int, of element: String? = nil, _ message: String) {
        let file = element.map(file(of:)) ?? document.fileName
        notes.append(IBWarning(kind: kind, location: IBSourceLocation(file: file, line: line), message: message))
    }
}

extension RectEdge {
    /// UIKit's edge set for an `<extendedEdge>` element's edges.
    init(_ edges: Set<IBEdge>) {
        self = []
        if edges.contains(.top) { insert(.top) }
        if edges.contains(.left) { insert(.left) }
        if edges.contains(.bottom) { insert(.bottom) }
        if edges.contains(.right) { insert(.right) }
    }
}
