/// The kind of cut-out at the top of the screen that hides content.
public enum SensorHousingKind: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// A rectangular screen, or a housing outside the display (Face ID iPads).
    case none = "none"
    /// The TrueDepth notch (iPhone X to 14, 16e).
    case notch = "notch"
    /// The Dynamic Island (iPhone 14 Pro and later).
    case dynamicIsland = "dynamicIsland"

    /// The JSON name.
    public var description: String { rawValue }
}

/// The sensor housing of a device in one orientation: its kind and its outline in that
/// orientation's screen coordinates (`nil` when there is none).
public struct SensorHousing: Hashable, Sendable {
    /// Notch, Dynamic Island, or none.
    public var kind: SensorHousingKind
    /// The outline in the oriented screen's coordinates, or `nil` for `.none`.
    public var rect: Rect?

    /// Creates a housing description.
    public init(kind: SensorHousingKind, rect: Rect?) {
        self.kind = kind
        self.rect = rect
    }

    /// No housing.
    public static let none = SensorHousing(kind: .none, rect: nil)
}

/// How far a published figure can be trusted, with the tags of the project's semantics page.
public enum Confidence: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    /// Stated by Apple (documentation, HIG, WWDC).
    case doc
    /// Observed by a third party on a device or simulator.
    case obs
    /// Taken from an open-source re-implementation tested against UIKit.
    case impl
    /// Deduced by this project from the above.
    case inferred
    /// Sources conflict, are weak or missing: a default to revisit.
    case uncertain

    private var rank: Int {
        switch self {
        case .doc: return 0
        case .obs: return 1
        case .impl: return 2
        case .inferred: return 3
        case .uncertain: return 4
        }
    }

    /// Orders from most to least trustworthy.
    public static func < (lhs: Confidence, rhs: Confidence) -> Bool { lhs.rank < rhs.rank }

    /// True for `inferred` and `uncertain`.
    public var isWeak: Bool { self == .inferred || self == .uncertain }
}

/// Where one figure comes from: its sources (URLs), how sure the catalog is, and the notes
/// recorded with it (disagreements between sources and the choice made).
public struct Provenance: Hashable, Sendable {
    /// Source URLs, most relevant first.
    public var sources: [String]
    /// Confidence of the figure.
    public var confidence: Confidence
    /// Notes recorded with the figure, or an empty array.
    public var notes: [String]

    /// Creates a provenance record.
    public init(sources: [String], confidence: Confidence, notes: [String] = []) {
        self.sources = sources
        self.confidence = confidence
        self.notes = notes
    }
}

/// The status bar in one orientation.
public struct StatusBarMetrics: Hashable, Sendable {
    /// The status bar frame's height, as `statusBarManager.statusBarFrame` reports it while the
    /// app shows the status bar; 0 where the system hides it in this orientation.
    public var height: Double
    /// True where the system hides the status bar in this orientation (iPhones in landscape).
    public var isHiddenInThisOrientation: Bool
    /// The double-height in-call / recording status bar's height on home-button iPhones up to
    /// iOS 12 (40 pt), or `nil` where there is none. Raw figure: the layout engine applies it.
    public var inCallHeight: Double?

    /// Creates status-bar metrics.
    public init(height: Double, isHiddenInThisOrientation: Bool, inCallHeight: Double?) {
        self.height = height
        self.isHiddenInThisOrientation = isHiddenInThisOrientation
        self.inCallHeight = inCallHeight
    }
}

/// Each bar's own height in one orientation, without the safe-area band above or below it.
public struct BarHeights: Hashable, Sendable {
    /// `UINavigationBar` with a small title.
    public var navigationBar: Double
    /// `UINavigationBar` with `prefersLargeTitles` (equals `navigationBar` where large titles are not shown).
    public var navigationBarLargeTitle: Double
    /// `UITabBar`.
    public var tabBar: Double
    /// `UIToolbar`.
    public var toolbar: Double

    /// Creates bar heights.
    public init(navigationBar: Double, navigationBarLargeTitle: Double, tabBar: Double, toolbar: Double) {
        self.navigationBar = navigationBar
        self.navigationBarLargeTitle = navigationBarLargeTitle
        self.tabBar = tabBar
        self.toolbar = toolbar
    }
}

/// Everything the catalog knows about one device in one orientation under one iOS version.
public struct DeviceMetrics: Hashable, Sendable {
    /// The device's catalog id.
    public var deviceID: String
    /// The orientation these figures are for.
    public var orientation: Orientation
    /// The major iOS version these figures are for.
    public var iOS: Int
    /// The screen in points in this orientation (width and height swapped in landscape).
    public var screenSize: Size
    /// Safe-area insets of a full-screen view controller's root view with the status bar shown,
    /// as UIKit reports them. Before iOS 11: the top/bottom layout-guide lengths.
    public var safeAreaInsets: EdgeInsets
    /// The same root view's insets when the app hides the status bar (`prefersStatusBarHidden`):
    /// home-button devices lose the status-bar band; Face ID iPhones keep the housing band.
    public var safeAreaInsetsWithStatusBarHidden: EdgeInsets
    /// Status bar height, visibility and in-call height.
    public var statusBar: StatusBarMetrics
    /// True when the device has a home indicator instead of a Home button.
    public var homeIndicator: Bool
    /// The display's corner radius in points, or `nil` for a rectangular display.
    public var cornerRadius: Double?
    /// The sensor housing in this orientation's coordinates.
    public var sensorHousing: SensorHousing
    /// Bar heights in this orientation.
    public var bars: BarHeights
    /// Provenance of each figure, keyed by the JSON name (`safeAreaInsets`, `statusBar`,
    /// `bars.tabBar`, `cornerRadius`, `sensorHousing`, `screen`, …).
    public var provenance: [String: Provenance]

    /// Creates a metrics value; the catalog makes these, tests and later modules may too.
    public init(deviceID: String, orientation: Orientation, iOS: Int, screenSize: Size,
                safeAreaInsets: EdgeInsets, safeAreaInsetsWithStatusBarHidden: EdgeInsets,
                statusBar: StatusBarMetrics, homeIndicator: Bool, cornerRadius: Double?,
                sensorHousing: SensorHousing, bars: BarHeights, provenance: [String: Provenance]) {
        self.deviceID = deviceID
        self.orientation = orientation
        self.iOS = iOS
        self.screenSize = screenSize
        self.safeAreaInsets = safeAreaInsets
        self.safeAreaInsetsWithStatusBarHidden = safeAreaInsetsWithStatusBarHidden
        self.statusBar = statusBar
        self.homeIndicator = homeIndicator
        self.cornerRadius = cornerRadius
        self.sensorHousing = sensorHousing
        self.bars = bars
        self.provenance = provenance
    }

    /// The screen's bounds in this orientation.
    public var bounds: Rect { Rect(origin: .zero, size: screenSize) }

    /// The root view's insets with the status bar shown or hidden.
    public func safeAreaInsets(statusBarHidden: Bool) -> EdgeInsets {
        statusBarHidden ? safeAreaInsetsWithStatusBarHidden : safeAreaInsets
    }

    /// The safe area's frame in screen coordinates (status bar shown).
    public var safeAreaFrame: Rect { bounds.inset(by: safeAreaInsets) }

    /// Every distinct source URL behind these figures, in a stable order.
    public var sources: [String] {
        var seen = Set<String>()
        var result: [String] = []
        for (_, figure) in provenance.sorted(by: { $0.key < $1.key }) {
            for url in figure.sources where seen.insert(url).inserted {
                result.append(url)
            }
        }
        return result
    }

    /// Every note recorded with these figures, prefixed by the figure's name, in a stable order.
    public var notes: [String] {
        var seen = Set<String>()
        var result: [String] = []
        for (key, figure) in provenance.sorted(by: { $0.key < $1.key }) {
            for note in figure.notes where seen.insert(note).inserted {
                result.append("\(key): \(note)")
            }
        }
        return result
    }

    /// Names of the figures whose confidence is `inferred` or `uncertain`.
    public var weakFigures: [String] {
        provenance.filter { $0.value.confidence.isWeak }.keys.sorted()
    }
}
