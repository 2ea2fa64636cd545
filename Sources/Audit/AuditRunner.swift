import DeviceCatalog
import LayoutEngine
import LayoutSpec

/// Lays every screen out on every chosen configuration and applies the rules.
public enum AuditRunner {
    /// One device × orientation × iOS version.
    public struct Configuration: Hashable, Sendable {
        /// The device.
        public var device: Device
        /// The orientation.
        public var orientation: Orientation
        /// The iOS version whose rules apply.
        public var iOS: Int
    }

    /// The result of an audit.
    public struct Result: Sendable {
        /// How many layouts were audited.
        public var configurations: Int
        /// The findings, in input order: file, device (catalog order), orientation, rule, view.
        public var findings: [Finding]
        /// A picture of every configuration, when asked for (the HTML report draws them).
        public var pictures: [AuditPicture] = []
    }

    /// The configurations for `devices` in `orientations` (those each device supports) under
    /// `iOS` (the devices that cannot run it are left out), or each device's newest iOS.
    public static func configurations(devices: [Device], orientations: [Orientation], iOS: Int?) -> [Configuration] {
        var out: [Configuration] = []
        for device in devices {
            let version = iOS ?? device.supportedIOS.last
            guard device.supportedIOS.contains(version) else { continue }
            for orientation in orientations where device.supportedOrientations.contains(orientation) {
                out.append(Configuration(device: device, orientation: orientation, iOS: version))
            }
        }
        return out
    }

    /// Audits `spec` (read from `file`) on every configuration.
    public static func audit(_ spec: ScreenSpec, configurations: [Configuration], pictures: Bool = false) throws(SpecError) -> Result {
        let screen = AuditScreen(scene: spec.root.id, location: spec.root.location) { (configuration) throws(SpecError) in
            let layout = try SpecLayout.make(spec, device: configuration.device, orientation: configuration.orientation, iOS: configuration.iOS)
            for action in spec.actions { try layout.apply(action) }
            return LaidOutScreen(window: layout.window, views: Set(layout.views.keys),
                                 locate: { layout.viewLocations[$0] ?? spec.location })
        }
        return try audit(screen, configurations: configurations, pictures: pictures)
    }

    /// Audits a screen from any input (a spec, a storyboard scene, a xib view) on every configuration.
    public static func audit(_ screen: AuditScreen, configurations: [Configuration], pictures: Bool = false) throws(SpecError) -> Result {
        var findings: [Finding] = []
        var drawn: [AuditPicture] = []
        for configuration in configurations {
            let laidOut = try screen.layOut(configuration)
            let window = laidOut.window
            window.checkAmbiguity()
            let snapshot = window.snapshot()
            let metrics = window.metrics
            var auditor = ScreenAuditor(snapshot: snapshot, metrics: metrics, windowInsets: window.safeAreaInsets,
                                        statusBarShown: window.statusBar != .hidden && !metrics.statusBar.isHiddenInThisOrientation,
                                        scene: screen.scene, locate: laidOut.locate,
                                        screenLocation: screen.location)
            let found = auditor.run(specViews: laidOut.views)
            if pictures {
                drawn.append(AuditPicture.make(file: screen.location.file, scene: screen.scene, window: window,
                                               snapshot: snapshot, views: laidOut.views))
            }
            let order = Dictionary(uniqueKeysWithValues: AuditRules.all.enumerated().map { ($1.id, $0) })
            findings += found.enumerated().sorted { a, b in
                let ra = order[a.element.rule] ?? 0, rb = order[b.element.rule] ?? 0
                return ra != rb ? ra < rb : a.offset < b.offset
            }.map(\.element)
        }
        return Result(configurations: configurations.count, findings: findings, pictures: drawn)
    }
}

/// A screen the audit lays out: its scene name, where it is written, and how to lay it out
/// on one configuration. Specs, storyboard scenes and xib views are all screens.
public struct AuditScreen {
    /// The scene's name in findings.
    public var scene: String
    /// Where the screen is written (findings on the screen itself point here).
    public var location: SourceLocation
    /// Lays the screen out on a configuration.
    public var layOut: (AuditRunner.Configuration) throws(SpecError) -> LaidOutScreen

    /// Creates a screen.
    public init(scene: String, location: SourceLocation,
                layOut: @escaping (AuditRunner.Configuration) throws(SpecError) -> LaidOutScreen) {
        self.scene = scene
        self.location = location
        self.layOut = layOut
    }
}

/// One screen laid out: its window, the ids of the views the input declares (the rules look
/// at these only), and where each is written.
public struct LaidOutScreen {
    /// The window, laid out.
    public var window: Window
    /// The ids of the input's own views.
    public var views: Set<String>
    /// Where a view is written.
    public var locate: (String) -> SourceLocation

    /// Creates a laid-out screen.
    public init(window: Window, views: Set<String>, locate: @escaping (String) -> SourceLocation) {
        self.window = window
        self.views = views
        self.locate = locate
    }
}
