// The document, its scenes, controllers, segues and the id index.

import DeviceCatalog

/// Which of Interface Builder's two file kinds a document is.
public enum IBFileKind: String, Hashable, Sendable, Codable {
    /// A `.storyboard`: scenes, each with one view controller.
    case storyboard
    /// A `.xib`: top-level objects (placeholders, views, cells, controllers).
    case xib
}

/// A whole `.storyboard` or `.xib`, read into values. Arrays are in document order.
public struct IBDocument: Hashable, Sendable {
    /// The file name used in diagnostics.
    public var fileName: String
    /// Storyboard or xib, from the `type` attribute.
    public var kind: IBFileKind
    /// The `type` attribute as written.
    public var typeIdentifier: String
    /// The `version` attribute (the file-format version, e.g. `3.0`).
    public var formatVersion: String?
    /// The `toolsVersion` attribute as written (e.g. `21701`, `32700.99.1234`).
    public var toolsVersion: String?
    /// The `systemVersion` attribute (a macOS build, old files only).
    public var systemVersion: String?
    /// The `targetRuntime` attribute (`iOS.CocoaTouch`).
    public var targetRuntime: String?
    /// `useAutolayout="YES"`: constraints are honoured. `false` when absent.
    public var useAutolayout: Bool
    /// `useTraitCollections="YES"`: size classes and `<variation>`s may appear. `false` when absent.
    public var useTraitCollections: Bool
    /// `useSafeAreas="YES"`: the iOS 11 safe-area guide is used. `false` when absent.
    public var useSafeAreas: Bool
    /// `launchScreen="YES"`.
    public var isLaunchScreen: Bool
    /// The design device: `<device>`, or for old files the default simulated screen metrics.
    public var device: IBDevice?
    /// The `initialViewController` attribute (storyboards).
    public var initialViewControllerID: String?
    /// The scenes of a storyboard (empty for a xib).
    public var scenes: [IBScene]
    /// The top-level objects of a xib (empty for a storyboard).
    public var topLevelObjects: [IBTopLevelObject]
    /// `<resources><image name width height>`: the sizes IB recorded for named images.
    public var imageResources: [IBImageResource]
    /// `<simulatedMetricsContainer key="defaultSimulatedMetrics">` of old files.
    public var defaultSimulatedMetrics: IBSimulatedMetrics?
    /// `<customFonts>`: the font files of the app the file's custom fonts come from, by file
    /// name (`Montserrat-Bold.ttf`), in document order, as Xcode records them.
    public var customFontFiles: [String] = []
    /// `<designables>`: the intrinsic content size Xcode's canvas got from the code of each
    /// IBDesignable view it rendered, by view id (`<designable name="ID"><size
    /// key="intrinsicContentSize">`); a component of -1 is `UIView.noIntrinsicMetric`, `nil`.
    public var designableSizes: [String: IBDesignableSize] = [:]
    /// Every element with an `id`, for resolving references.
    public var index: IBObjectIndex
    /// Each storyboard reference (`<viewControllerPlaceholder>` id) that
    /// ``IBStoryboardLinks/linking(_:path:)`` resolved, and the controller it stands for (in a
    /// linked scene, or the document's own); empty for a document read alone.
    public var linkedReferences: [String: String] = [:]
    /// The file of each controller and view of the scenes ``IBStoryboardLinks/linking(_:path:)``
    /// brought in, by id, so what is said about one names its own file; empty for a document
    /// read alone.
    public var linkedFiles: [String: String] = [:]
    /// The prefix the reader put before every id (``IBReadOptions/idPrefix``), or nil.
    public var idPrefix: String? = nil
    /// What the reader tolerated, in document order.
    public var warnings: [IBWarning]
    /// The line of the `<document>` element.
    public var line: Int

    /// The integer part of ``toolsVersion`` (`32700.99.1234` → 32700), for comparisons.
    public var toolsMajorVersion: Int? {
        toolsVersion.flatMap { Int($0.split(separator: ".").first ?? "") }
    }

    /// The document's own scenes: ``scenes`` without those linked from other storyboards.
    public var ownScenes: [IBScene] { scenes.filter { $0.linkedFrom == nil } }

    /// The scene whose controller has this id.
    public func scene(controllerID: String) -> IBScene? {
        scenes.first { $0.viewController?.id == controllerID }
    }

    /// The scene with this `sceneID`, or whose controller has this id or storyboard identifier.
    public func scene(named name: String) -> IBScene? {
        scenes.first { $0.sceneID == name }
            ?? scenes.first { $0.viewController?.id == name }
            ?? scenes.first { $0.viewController?.storyboardIdentifier == name }
    }

    /// The scene of ``initialViewControllerID``.
    public var initialScene: IBScene? {
        initialViewControllerID.flatMap { scene(controllerID: $0) }
    }

    /// The top-level views and cells of a xib, in document order (placeholders left out).
    public var topLevelViews: [IBView] {
        topLevelObjects.compactMap { object in
            if case .view(let view) = object { return view }
            return nil
        }
    }

    /// The portrait screen size of the file's `<device>` (``IBDeviceTable``), when it names one.
    public var designPortraitSize: Size? {
        device.flatMap { IBDeviceTable.entry(ibID: $0.ibID) }?.portraitSize
    }

    /// The design screen as the file draws it: ``designPortraitSize``, turned in a landscape file.
    public var designScreenSize: Size? {
        designPortraitSize.map { device?.orientation == .landscape ? $0.transposed : $0 }
    }

    /// Whether `view` is the view of the xib's File's Owner (its `view` outlet): a view
    /// controller's view, which UIKit sizes to whatever the controller fills.
    public func isControllerView(_ view: IBView) -> Bool {
        topLevelObjects.contains { object in
            if case .placeholder(let owner) = object { return owner.viewOutletDestination == view.id }
            return false
        }
    }

    /// Whether `view`, a top-level view of a xib, is placed on screen by the code that loads it
    /// rather than being a screen of its own. A screen is a view saved at the size of a screen
    /// Interface Builder simulates (``IBDeviceTable``, either orientation), a table's cell or
    /// header (the engine lays it out in a screen-wide table, where UIKit puts it), or a view
    /// controller's view
    /// (``isControllerView(_:)``) that is drawn larger than the design screen (the canvas's
    /// room for scrolling content: the screen, laid out) or under simulated bars (a status bar,
    /// a navigation or tab bar: designed as a screen in its containers). Any other view — a
    /// banner, a card, an input accessory, a cell's custom contents, a collection view's cell or
    /// header (sized and placed by its layout, which code gives), or a controller's view of
    /// its own smaller size (a mini player, a page of a pager, a custom sheet) — is placed by
    /// code, so whether it reaches under the status bar or past a screen's edge is its code's
    /// to say, not the file's.
    public func isPlacedByCode(_ view: IBView) -> Bool {
        guard kind == .xib, topLevelViews.contains(where: { $0.id == view.id }) else { return false }
        if view.kind.isTableRow { return false }
        if view.kind.isCollectionItem { return true }
        guard let size = view.frame?.size else { return false }
        if IBDeviceTable.entries.contains(where: { size == $0.portraitSize || size == $0.portraitSize.transposed }) { return false }
        guard isControllerView(view) else { return true }
        let metrics = view.simulatedMetrics
        for bar in [metrics.statusBar, metrics.topBar, metrics.bottomBar] {
            if case .bar = bar { return false }
        }
        guard let design = designScreenSize else { return false }
        return size.width <= design.width && size.height <= design.height
    }

    /// Every view of the document in depth-first document order: scene roots, bars and parked
    /// views, xib top-level views, and all their descendants (slots, subviews, cells).
    public var allViews: [IBView] {
        var roots: [IBView] = []
        for scene in scenes {
            if let controller = scene.viewController { roots += controller.ownedViews }
            roots += scene.parkedViews
        }
        for object in topLevelObjects {
            switch object {
            case .view(let view): roots.append(view)
            case .viewController(let controller): roots += controller.ownedViews
            case .placeholder, .other: break
            }
        }
        return roots.flatMap { $0.selfAndDescendants }
    }

    /// Every constraint of the document, in depth-first document order of their owning views.
    public var allConstraints: [IBConstraint] { allViews.flatMap(\.constraints) }
}

/// The `<device>` element (or the old default simulated screen), mapped to the catalog.
public struct IBDevice: Hashable, Sendable {
    /// Where the design device came from.
    public enum Source: String, Hashable, Sendable {
        /// A `<device id orientation>` element.
        case deviceElement
        /// The `type` of a `<simulatedScreenMetrics key="destination">` (files without `<device>`).
        case simulatedScreenMetrics
        /// Neither: a storyboard of Xcode 5 to 7 without size classes, drawn on the "Inferred"
        /// canvas (``IBDeviceTable/inferredCanvasID``).
        case inferred
    }

    /// Interface Builder's id, e.g. `retina6_1`, `ipad9_7`.
    public var ibID: String
    /// The orientation the frames were saved in: `portrait` or `landscape`.
    public var orientation: IBOrientation
    /// `appearance` (`light` / `dark`), irrelevant for layout.
    public var appearance: String?
    /// The catalog device (`DeviceCatalog`) of the same screen, or `nil` when the
    /// id is unknown (see ``IBDeviceTable``).
    public var catalogDeviceID: String?
    /// Where this came from.
    public var source: Source
    /// The line of the element.
    public var line: Int

    /// Creates a device description.
    public init(ibID: String, orientation: IBOrientation, appearance: String?, catalogDeviceID: String?,
                source: Source, line: Int) {
        self.ibID = ibID
        self.orientation = orientation
        self.appearance = appearance
        self.catalogDeviceID = catalogDeviceID
        self.source = source
        self.line = line
    }
}

/// The design orientation of a document.
public enum IBOrientation: String, Hashable, Sendable, Codable {
    /// `orientation="portrait"` (and the default).
    case portrait
    /// `orientation="landscape"`, or old files' `landscapeRight` / `landscapeLeft`.
    case landscape

    /// The catalog's orientation: portrait, or landscape-left for landscape.
    public var catalogOrientation: Orientation { self == .portrait ? .portrait : .landscapeLeft }
}

/// A `<scene>` of a storyboard.
public struct IBScene: Hashable, Sendable {
    /// The `sceneID` attribute.
    public var sceneID: String
    /// The controller (`sceneMemberID="viewController"`), or `nil` for a malformed scene.
    public var viewController: IBViewController?
    /// Views parked in `<objects>` outside the hierarchy (not laid out with the scene).
    public var parkedViews: [IBView]
    /// Placeholders of the scene (`IBFirstResponder`, exits are left out).
    public var placeholders: [IBPlaceholder]
    /// Every segue of the scene (from the controller, its cells, buttons and container views),
    /// in document order.
    public var segues: [IBSegue]
    /// The line of `<scene>`.
    public var line: Int
    /// The file of a scene that ``IBStoryboardLinks/linking(_:path:)`` brought in from another
    /// storyboard (one whose references reach this document, or that its references name); nil for the document's own.
    public var linkedFrom: String? = nil

    /// Relationship segues (navigation root, tab children, split columns), in tab order.
    public var relationshipSegues: [IBSegue] { segues.filter { $0.kind == "relationship" } }
    /// Embed segues from container views.
    public var embedSegues: [IBSegue] { segues.filter { $0.kind == "embed" } }
}

/// The kind of a view controller: its element name.
public enum IBControllerKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// `UIViewController`.
    case viewController
    /// `UINavigationController`.
    case navigationController
    /// `UITabBarController`.
    case tabBarController
    /// `UITableViewController` (root view is a `<tableView key="view">`).
    case tableViewController
    /// `UICollectionViewController` (root view is a `<collectionView key="view">`).
    case collectionViewController
    /// `UIPageViewController`.
    case pageViewController
    /// `UISplitViewController`.
    case splitViewController
    /// `UIHostingController` (SwiftUI); has no view in the file.
    case hostingController
    /// A storyboard reference standing in for a controller of another storyboard.
    case viewControllerPlaceholder
    /// `AVPlayerViewController`.
    case avPlayerViewController
    /// `GLKViewController`.
    case glkViewController
    /// Any other element; read like a plain view controller (with a warning).
    case unknown
}

/// A view controller: a scene's controller or a xib top-level controller.
public struct IBViewController: Hashable, Sendable {
    /// The `id`.
    public var id: String
    /// The kind, from the element name.
    public var kind: IBControllerKind
    /// The element name as written.
    public var elementName: String
    /// `customClass`, a subclass name.
    public var customClass: String?
    /// `customModule`.
    public var customModule: String?
    /// `storyboardIdentifier`.
    public var storyboardIdentifier: String?
    /// `title`.
    public var title: String?
    /// `userLabel`, the outline name.
    public var userLabel: String?
    /// The root view (`key="view"`); a table view for table view controllers.
    public var view: IBView?
    /// The old top / bottom layout guides (`<layoutGuides>`), iOS 7–10 files.
    public var layoutGuides: [IBLayoutGuide]
    /// Simulated metrics written on the controller.
    public var simulatedMetrics: IBSimulatedMetrics
    /// The segues in the controller's own `<connections>`.
    public var segues: [IBSegue]
    /// `<navigationBar key="navigationBar">` of a navigation controller.
    public var navigationBar: IBView?
    /// `<toolbar key="toolbar">` of a navigation controller.
    public var toolbar: IBView?
    /// `<tabBar key="tabBar">` of a tab bar controller.
    public var tabBar: IBView?
    /// `<refreshControl key="refreshControl">` of a table view controller: its table's
    /// `refreshControl` (the frame Xcode writes for it, 1000 × 1000, means nothing).
    public var refreshControl: IBView?
    /// `<navigationItem key="navigationItem">`.
    public var navigationItem: IBNavigationItem?
    /// `navigationBarHidden="YES"` on a navigation controller.
    public var navigationBarHidden: Bool
    /// False when a navigation controller's `<navigationBar>` says `translucent="NO"`.
    public var navigationBarTranslucent = true
    /// True when a navigation controller's `<navigationBar>` says `largeTitles="YES"`
    /// (`prefersLargeTitles`).
    public var navigationBarPrefersLargeTitles = false
    /// False when a tab bar controller's `<tabBar>` says `translucent="NO"`.
    public var tabBarTranslucent = true
    /// False when a navigation controller's `<toolbar>` says `translucent="NO"`.
    public var toolbarTranslucent = true
    /// `toolbarHidden="NO"` shows a navigation controller's toolbar; `true` when absent.
    public var toolbarHidden: Bool
    /// `automaticallyAdjustsScrollViewInsets`; `nil` when absent (UIKit default `true`).
    public var automaticallyAdjustsScrollViewInsets: Bool?
    /// `extendedLayoutIncludesOpaqueBars="YES"`.
    public var extendedLayoutIncludesOpaqueBars: Bool
    /// `<extendedEdge key="edgesForExtendedLayout">`: the edges whose attribute is `YES`
    /// (`top`, `left`, `bottom`, `right`); `nil` when the element is absent (UIKit's default,
    /// every edge).
    public var edgesForExtendedLayout: Set<IBEdge>? = nil
    /// `hidesBottomBarWhenPushed="YES"`.
    public var hidesBottomBarWhenPushed: Bool
    /// `modalPresentationStyle` as written on the controller; `nil` when absent.
    public var modalPresentationStyle: String? = nil
    /// A `<splitViewController>`'s column settings; nil for other controllers.
    public var splitView: IBSplitViewSettings? = nil
    /// What a `<viewControllerPlaceholder>` (a storyboard reference) stands for; nil for other
    /// controllers, and for a placeholder without a `storyboardName`.
    public var storyboardReference: IBStoryboardReference? = nil
    /// The line of the element.
    public var line: Int

    /// The old top layout guide, if any.
    public var topLayoutGuide: IBLayoutGuide? { layoutGuides.first { $0.kind == .topLayoutGuide } }
    /// The old bottom layout guide, if any.
    public var bottomLayoutGuide: IBLayoutGuide? { layoutGuides.first { $0.kind == .bottomLayoutGuide } }

    /// The root view and the container bars, in document order of kind (view, navigation bar,
    /// toolbar, tab bar).
    public var ownedViews: [IBView] {
        [view, navigationBar, toolbar, tabBar].compactMap { $0 }
    }
}

/// A storyboard reference: the controller of another storyboard that a
/// `<viewControllerPlaceholder>` stands for, which UIKit loads with
/// `UIStoryboard(name:bundle:)` when a segue reaches the placeholder.
public struct IBStoryboardReference: Hashable, Sendable {
    /// `storyboardName`: the storyboard's file name without `.storyboard`.
    public var storyboardName: String
    /// `referencedIdentifier`: the storyboard identifier of the controller meant; nil for the
    /// storyboard's initial view controller.
    public var referencedIdentifier: String?
    /// `bundleIdentifier`: the bundle (a framework's) the storyboard is in; nil for the app's own.
    public var bundleIdentifier: String?

    /// Creates a reference.
    public init(storyboardName: String, referencedIdentifier: String? = nil, bundleIdentifier: String? = nil) {
        self.storyboardName = storyboardName
        self.referencedIdentifier = referencedIdentifier
        self.bundleIdentifier = bundleIdentifier
    }
}

/// The intrinsic content size Xcode's canvas rendered for an IBDesignable view
/// (``IBDocument/designableSizes``); `nil` for a dimension without an intrinsic metric.
public struct IBDesignableSize: Hashable, Sendable {
    /// The width, or `nil` (`-1`, no intrinsic metric).
    public var width: Double?
    /// The height, or `nil` (`-1`, no intrinsic metric).
    public var height: Double?
    /// The line of the `<designable>` element.
    public var line: Int

    /// Creates a rendered size.
    public init(width: Double?, height: Double?, line: Int) {
        self.width = width
        self.height = height
        self.line = line
    }
}

/// An edge of a rectangle, as an `<extendedEdge>` element names it (UIKit's `UIRectEdge`).
public enum IBEdge: String, Hashable, Sendable, CaseIterable {
    /// `top`.
    case top
    /// `left`.
    case left
    /// `bottom`.
    case bottom
    /// `right`.
    case right
}

/// `<navigationItem key="navigationItem">`: what a navigation bar shows for a controller.
public struct IBNavigationItem: Hashable, Sendable {
    /// The `id`.
    public var id: String?
    /// `title`.
    public var title: String?
    /// `prompt` (a prompt makes the bar taller).
    public var prompt: String?
    /// `largeTitleDisplayMode` (`automatic`, `always`, `never`, iOS 17's `inline`); `nil` when absent.
    public var largeTitleDisplayMode: String?
    /// The line of the element.
    public var line: Int
}

/// A `<segue>` in some element's `<connections>`.
public struct IBSegue: Hashable, Sendable {
    /// The `id`.
    public var id: String?
    /// The `kind` as written: `relationship`, `embed`, `show`, `push`, `presentation`, …
    public var kind: String?
    /// The `relationship` for relationship segues: `rootViewController`, `viewControllers`,
    /// `masterViewController`, `detailViewController`, `supplementaryViewController`.
    public var relationship: String?
    /// The destination controller's id.
    public var destination: String
    /// The element whose `<connections>` holds the segue (a controller, a container view, a cell…).
    public var sourceID: String?
    /// The source element's name (`containerView`, `navigationController`, …).
    public var sourceElement: String
    /// `identifier`.
    public var identifier: String?
    /// The line of the element.
    public var line: Int
    /// `modalPresentationStyle` of a presentation segue (`fullScreen`, `pageSheet`, …); `nil`
    /// when not written (the destination's own style, else `.automatic`).
    public var modalPresentationStyle: String? = nil

    /// Whether this is a modal presentation (`presentation`, or `modal` in older files).
    public var isPresentation: Bool { kind == "presentation" || kind == "modal" }

    /// How the destination is contained, for the two kinds that matter for layout; `nil` for
    /// navigation-only segues.
    public var containment: IBContainment? {
        if kind == "embed" { return .embed }
        guard kind == "relationship", let relationship else { return nil }
        return IBContainment(rawValue: relationship) ?? .otherRelationship
    }
}

/// How a segue's destination sits inside its source.
public enum IBContainment: String, Hashable, Sendable, Codable {
    /// Navigation controller root.
    case rootViewController
    /// One tab of a tab bar controller (segues are in tab order).
    case viewControllers
    /// Split view primary column.
    case masterViewController
    /// Split view secondary column.
    case detailViewController
    /// Split view supplementary column.
    case supplementaryViewController
    /// A container view's child: the child's root view takes the container's size.
    case embed
    /// A relationship the reader does not know by name.
    case otherRelationship
}

/// A `<placeholder>` (File's Owner, First Responder) with its outlets.
public struct IBPlaceholder: Hashable, Sendable {
    /// The `id` (`-1` for File's Owner, `-2` for First Responder in xibs).
    public var id: String
    /// `placeholderIdentifier`: `IBFilesOwner`, `IBFirstResponder`.
    public var placeholderIdentifier: String?
    /// `customClass`.
    public var customClass: String?
    /// `<outlet property destination>` connections, in document order.
    public var outlets: [IBOutlet]
    /// The line of the element.
    public var line: Int

    /// The destination id of the `view` outlet: a xib controller's view.
    public var viewOutletDestination: String? {
        outlets.first { $0.property == "view" }?.destination
    }
}

/// An `<outlet>` connection.
public struct IBOutlet: Hashable, Sendable {
    /// `property`.
    public var property: String
    /// `destination` id.
    public var destination: String
    /// The line of the element.
    public var line: Int
}

/// One top-level object of a xib.
public enum IBTopLevelObject: Hashable, Sendable {
    /// File's Owner, First Responder.
    case placeholder(IBPlaceholder)
    /// A top-level view or cell: an independent root.
    case view(IBView)
    /// A top-level view controller.
    case viewController(IBViewController)
    /// Anything else (`customObject`, gesture recognizers …): element name, id and line.
    case other(element: String, id: String?, line: Int)
}

/// `<image name width height>` from `<resources>`: the size IB recorded for an image.
public struct IBImageResource: Hashable, Sendable {
    /// The image name.
    public var name: String
    /// `catalog="system"` for SF Symbols.
    public var catalog: String?
    /// The size in points, when recorded.
    public var size: Size?
    /// The line of the element.
    public var line: Int

    /// Creates an image resource.
    public init(name: String, catalog: String?, size: Size?, line: Int) {
        self.name = name
        self.catalog = catalog
        self.size = size
        self.line = line
    }
}

/// What an id refers to.
public enum IBObjectRole: Hashable, Sendable {
    /// A view of this kind.
    case view(IBViewKind)
    /// A layout guide of this kind.
    case layoutGuide(IBLayoutGuideKind)
    /// A view controller of this kind.
    case viewController(IBControllerKind)
    /// A constraint.
    case constraint
    /// Anything else, named by its element.
    case other

    /// True for views and layout guides: the items a constraint may name.
    public var isConstrainable: Bool {
        switch self {
        case .view, .layoutGuide: return true
        case .viewController, .constraint, .other: return false
        }
    }
}

/// One element carrying an `id`.
public struct IBIndexEntry: Hashable, Sendable {
    /// The id.
    public var id: String
    /// The element name.
    public var element: String
    /// What it is.
    public var role: IBObjectRole
    /// The line of the element.
    public var line: Int
}

/// Every element with an `id`, in document order, with lookup by id. References in a file are
/// often forward and across branches, so the index is built before anything is resolved.
public struct IBObjectIndex: Hashable, Sendable {
    /// The entries in document order; when an id repeats, only the first is kept.
    public private(set) var entries: [IBIndexEntry]
    private var positions: [String: Int]

    /// Creates an index from entries in document order; the first entry of an id wins.
    public init(entries: [IBIndexEntry]) {
        self.entries = []
        self.positions = [:]
        for entry in entries where positions[entry.id] == nil {
            positions[entry.id] = self.entries.count
            self.entries.append(entry)
        }
    }

    /// The entry with this id, or `nil`.
    public subscript(id: String) -> IBIndexEntry? {
        positions[id].map { entries[$0] }
    }

    /// Number of ids.
    public var count: Int { entries.count }
}

/// The attributes of a `<splitViewController>` that place its columns, as written (numbers
/// read; nil when absent or unreadable).
public struct IBSplitViewSettings: Hashable, Sendable {
    /// `preferredDisplayMode` (Xcode writes `beside` for one beside secondary); nil for automatic.
    public var preferredDisplayMode: String?
    /// `preferredPrimaryColumnWidthFraction`.
    public var preferredPrimaryColumnWidthFraction: Double?
    /// `minimumPrimaryColumnWidth`.
    public var minimumPrimaryColumnWidth: Double?
    /// `maximumPrimaryColumnWidth`.
    public var maximumPrimaryColumnWidth: Double?

    /// Settings as read.
    public init(preferredDisplayMode: String? = nil, preferredPrimaryColumnWidthFraction: Double? = nil,
                minimumPrimaryColumnWidth: Double? = nil, maximumPrimaryColumnWidth: Double? = nil) {
        self.preferredDisplayMode = preferredDisplayMode
        self.preferredPrimaryColumnWidthFraction = preferredPrimaryColumnWidthFraction
        self.minimumPrimaryColumnWidth = minimumPrimaryColumnWidth
        self.maximumPrimaryColumnWidth = maximumPrimaryColumnWidth
    }
}
