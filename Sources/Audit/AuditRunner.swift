import Foundation
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

    /// The screen of a spec: laid out from the spec, its actions applied.
    public static func screen(_ spec: ScreenSpec) -> AuditScreen {
        AuditScreen(scene: spec.root.id, location: spec.root.location) { (configuration) throws(SpecError) in
            let layout = try SpecLayout.make(spec, device: configuration.device, orientation: configuration.orientation, iOS: configuration.iOS)
            for action in spec.actions { try layout.apply(action) }
            return LaidOutScreen(window: layout.window, views: Set(layout.views.keys),
                                 locate: { layout.viewLocations[$0] ?? spec.location })
        }
    }

    /// Audits `spec` on every configuration.
    public static func audit(_ spec: ScreenSpec, configurations: [Configuration], pictures: Bool = false) throws(SpecError) -> Result {
        try audit([screen(spec)], configurations: configurations, pictures: pictures)
    }

    /// Audits a screen from any input (a spec, a storyboard scene, a xib view) on every configuration.
    public static func audit(_ screen: AuditScreen, configurations: [Configuration], pictures: Bool = false) throws(SpecError) -> Result {
        try audit([screen], configurations: configurations, pictures: pictures)
    }

    /// Audits every screen on every configuration, the layouts spread over every core (each
    /// builds its own window: engine objects are never shared between threads). Findings come
    /// in input order — screen, then configuration, then rule — whatever order the layouts
    /// finished in, so the report is the same on every run. The first error in that order is
    /// thrown.
    public static func audit(_ screens: [AuditScreen], configurations: [Configuration], pictures: Bool = false,
                             progress: (@Sendable (Int, Int) -> Void)? = nil) throws(SpecError) -> Result {
        let total = screens.count * configurations.count
        let slots = ResultSlots(count: total)
        DispatchQueue.concurrentPerform(iterations: total) { index in
            let screen = screens[index / max(1, configurations.count)]
            let configuration = configurations[index % configurations.count]
            do throws(SpecError) {
                slots.store(index, .success(try auditOne(screen, configuration, pictures: pictures)))
            } catch {
                slots.store(index, .failure(error))
            }
            if let progress { progress(slots.finished, total) }
        }
        var findings: [Finding] = []
        var drawn: [AuditPicture] = []
        for outcome in slots.outcomes() {
            switch outcome {
            case let .success((found, picture)):
                findings += found
                if let picture { drawn.append(picture) }
            case let .failure(error):
                throw error
            }
        }
        return Result(configurations: total, findings: findings, pictures: drawn)
    }

    /// One screen on one configuration: its findings in rule order, and its picture.
    static func auditOne(_ screen: AuditScreen, _ configuration: Configuration,
                         pictures: Bool) throws(SpecError) -> ([Finding], AuditPicture?) {
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
        let picture = pictures ? AuditPicture.make(file: screen.location.file, scene: screen.scene, window: window,
                                                   snapshot: snapshot, views: laidOut.views) : nil
        let order = Dictionary(uniqueKeysWithValues: AuditRules.all.enumerated().map { ($1.id, $0) })
        let sorted = found.enumerated().sorted { a, b in
            let ra = order[a.element.rule] ?? 0, rb = order[b.element.rule] ?? 0
            return ra != rb ? ra < rb : a.offset < b.offset
        }.map(\.element)
        return (sorted, picture)
    }
}

/// The results of the parallel audit, one slot per (screen, configuration), written once each
/// from the worker that computed it. The lock makes the writes safe to share between threads.
final class ResultSlots: @unchecked Sendable {
    typealias Outcome = Swift.Result<([Finding], AuditPicture?), SpecError>
    private let lock = NSLock()
    private var slots: [Outcome?]
    private var done = 0

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ index: Int, _ outcome: Outcome) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = outcome
        done += 1
    }

    var finished: Int {
        lock.lock()
        defer { lock.unlock() }
        return done
    }

    func outcomes() -> [Outcome] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}

/// A screen the audit lays out: its scene name, where it is written, and how to lay it out
/// on one configuration. Specs, storyboard scenes and xib views are all screens.
public struct AuditScreen: Sendable {
    /// The scene's name in findings.
    public var scene: String
    /// Where the screen is written (findings on the screen itself point here).
    public var location: SourceLocation
    /// Lays the screen out on a configuration (called from several threads at once: it must
    /// build everything it lays out).
    public var layOut: @Sendable (AuditRunner.Configuration) throws(SpecError) -> LaidOutScreen

    /// Creates a screen.
    public init(scene: String, location: SourceLocation,
                layOut: @escaping @Sendable (AuditRunner.Configuration) throws(SpecError) -> LaidOutScreen) {
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
