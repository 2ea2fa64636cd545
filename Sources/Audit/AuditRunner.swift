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
    public static func audit(_ spec: ScreenSpec, configurations: [Configuration]) throws(SpecError) -> Result {
        var findings: [Finding] = []
        for configuration in configurations {
            let layout = try SpecLayout.make(spec, device: configuration.device, orientation: configuration.orientation, iOS: configuration.iOS)
            for action in spec.actions { try layout.apply(action) }
            let window = layout.window
            window.checkAmbiguity()
            let snapshot = window.snapshot()
            let metrics = window.metrics
            var auditor = ScreenAuditor(snapshot: snapshot, metrics: metrics, windowInsets: window.safeAreaInsets,
                                        statusBarShown: window.statusBar != .hidden && !metrics.statusBar.isHiddenInThisOrientation,
                                        scene: spec.root.id, locate: { layout.viewLocations[$0] ?? spec.location },
                                        screenLocation: spec.root.location)
            let found = auditor.run(specViews: Set(layout.views.keys))
            let order = Dictionary(uniqueKeysWithValues: AuditRules.all.enumerated().map { ($1.id, $0) })
            findings += found.enumerated().sorted { a, b in
                let ra = order[a.element.rule] ?? 0, rb = order[b.element.rule] ?? 0
                return ra != rb ? ra < rb : a.offset < b.offset
            }.map(\.element)
        }
        return Result(configurations: configurations.count, findings: findings)
    }
}
