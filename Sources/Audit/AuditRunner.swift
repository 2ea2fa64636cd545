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
        /// The iOS version the device runs.
        public var iOS: Int
        /// Whether the app sets `UIDesignRequiresCompatibility` (Info.plist): on iOS 26 it keeps
        /// the previous SDK's UI (``layoutIOS``) on the device's own figures.
        public var designRequiresCompatibility = false
        /// The point release of ``iOS`` asked for (`--ios 15.2`), or nil: the last one's figures.
        public var iOSPointRelease: Int? = nil
        /// Whether the app hides the status bar everywhere (its Info.plist's `UIStatusBarHidden`
        /// with `UIViewControllerBasedStatusBarAppearance` off): storyboard and xib screens are
        /// laid out without it. A screen spec states its own status bar (``screen(_:)`` keeps it:
        /// its window moves between configurations with the status bar it was made with).
        public var statusBarHidden = false

        /// The point release the layout takes (`Window.iOSPointRelease`): ``iOSPointRelease``
        /// where the rules are ``iOS``'s own, none where compatibility mode keeps another's.
        public var layoutPointRelease: Int? {
            IOSVersion(major: iOS, pointRelease: iOSPointRelease).pointRelease(underRules: layoutIOS)
        }

        /// The iOS whose UIKit rules lay the screen out: ``iOS``, or in compatibility mode
        /// `UIKitMetrics.designCompatibilityIOS(for:)`.
        public var layoutIOS: Int { UIKitMetrics.designIOS(for: iOS, requiresCompatibility: designRequiresCompatibility).rules }
        /// The iOS of the device's figures when the rules are another's (`Window.figuresIOS`).
        public var figuresIOS: Int? { UIKitMetrics.designIOS(for: iOS, requiresCompatibility: designRequiresCompatibility).figures }

        /// A configuration; `designRequiresCompatibility` as the app's Info.plist says.
        public init(device: Device, orientation: Orientation, iOS: Int, designRequiresCompatibility: Bool = false) {
            self.device = device
            self.orientation = orientation
            self.iOS = iOS
            self.designRequiresCompatibility = designRequiresCompatibility
        }
    }

    /// The result of an audit.
    public struct Result: Sendable {
        /// How many layouts were audited.
        public var configurations: Int
        /// The findings, in input order: screen, then configuration (in the order given), then
        /// rule (``AuditRules/all``'s order), then the order the views were found in.
        public var findings: [Finding]
        /// A picture of every configuration, when asked for (the HTML report draws them).
        public var pictures: [AuditPicture] = []
    }

    /// The configurations for `devices` in `orientations` (those each device supports) under
    /// `iOS` (the devices that cannot run it are left out), or each device's newest iOS; for an
    /// app that sets `UIDesignRequiresCompatibility` when `designRequiresCompatibility`.
    public static func configurations(devices: [Device], orientations: [Orientation], iOS: Int?,
                                      iOSPointRelease: Int? = nil,
                                      designRequiresCompatibility: Bool = false) -> [Configuration] {
        var out: [Configuration] = []
        for device in devices {
            let version = iOS ?? device.supportedIOS.last
            guard device.supportedIOS.contains(version) else { continue }
            for orientation in orientations where device.supportedOrientations.contains(orientation) {
                var configuration = Configuration(device: device, orientation: orientation, iOS: version,
                                                  designRequiresCompatibility: designRequiresCompatibility)
                // A point release belongs to the iOS asked for, not to each device's newest.
                if iOS != nil { configuration.iOSPointRelease = iOSPointRelease }
                out.append(configuration)
            }
        }
        return out
    }

    /// The screen of a spec: laid out from the spec, its actions applied. A spec without
    /// actions lays out the same whatever window it starts in, so its window is moved from
    /// configuration to configuration (``AuditScreen/movesWindow``).
    public static func screen(_ spec: ScreenSpec) -> AuditScreen {
        AuditScreen(scene: spec.root.id, location: spec.root.location, movesWindow: spec.actions.isEmpty) { (configuration) throws(SpecError) in
            let layout = try SpecLayout.make(spec, device: configuration.device, orientation: configuration.orientation,
                                             iOS: configuration.layoutIOS, iOSPointRelease: configuration.layoutPointRelease,
                                             figuresIOS: configuration.figuresIOS)
            for action in spec.actions { try layout.apply(action) }
            return LaidOutScreen(window: layout.window, views: Set(layout.views.keys),
                                 locate: { layout.viewLocations[$0] ?? spec.location })
        }
    }

    /// Audits `spec` on every configuration.
    public static func audit(_ spec: ScreenSpec, configurations: [Configuration], pictures: Bool = false) async throws(SpecError) -> Result {
        try await audit([screen(spec)], configurations: configurations, pictures: pictures)
    }

    /// Audits a screen from any input (a spec, a storyboard scene, a xib view) on every configuration.
    public static func audit(_ screen: AuditScreen, configurations: [Configuration], pictures: Bool = false) async throws(SpecError) -> Result {
        try await audit([screen], configurations: configurations, pictures: pictures)
    }

    /// Audits every screen on every configuration, the layouts spread over every core as the
    /// child tasks of a task group (each builds its own windows: engine objects never cross
    /// tasks). Findings come in input order — screen, then configuration, then rule —
    /// whatever order the tasks finished in, so the report is the same on every run. The
    /// first error in that order is thrown.
    ///
    /// The work is cut into runs of up to `configurationsPerRun` configurations of one
    /// screen, one task each. A screen that ``AuditScreen/movesWindow`` is laid out once per
    /// run and its window moved to each next configuration, which re-solves through edit
    /// variables instead of rebuilding every constraint; a window with a layout issue (a
    /// conflict, a layout that does not settle) is never moved, and a moved one that gets an
    /// issue is laid out afresh, so every configuration's findings are those of a fresh layout.
    ///
    /// `jobs` caps the tasks running at once (default: one per core; 1 runs them one after
    /// another in the calling task). `progress` hears the configurations done so far.
    public static func audit(_ screens: [AuditScreen], configurations: [Configuration], pictures: Bool = false,
                             jobs: Int? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil) async throws(SpecError) -> Result {
        // Each screen on the configurations its app supports, in one run of result slots.
        let perScreen = screens.map { $0.configurations(from: configurations) }
        let firstSlots = perScreen.reduce(into: [0]) { slots, list in slots.append(slots.last! + list.count) }
        let total = firstSlots.last ?? 0
        let runs: [Run] = screens.indices.flatMap { index in
            let own = perScreen[index]
            let step = screens[index].movesWindow ? configurationsPerRun : 1
            return stride(from: 0, to: own.count, by: step).map { start in
                Run(screen: screens[index], firstSlot: firstSlots[index] + start,
                    configurations: Array(own[start..<min(own.count, start + step)]))
            }
        }
        var outcomes = [Outcome?](repeating: nil, count: total)
        var done = 0
        func record(_ results: [(slot: Int, outcome: Outcome)]) {
            for result in results { outcomes[result.slot] = result.outcome }
            done += results.count
            progress?(done, total)
        }
        let workers = max(1, min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, runs.count))
        if workers == 1 {
            for run in runs { record(perform(run, pictures: pictures)) }
        } else {
            await withTaskGroup(of: [(slot: Int, outcome: Outcome)].self) { group in
                var next = 0
                func startNext() {
                    let run = runs[next]
                    next += 1
                    group.addTask { perform(run, pictures: pictures) }
                }
                while next < workers { startNext() }
                for await results in group {
                    record(results)
                    if next < runs.count { startNext() }
                }
            }
        }
        var findings: [Finding] = []
        var drawn: [AuditPicture] = []
        for outcome in outcomes {
            switch outcome {
            case let .success((found, picture))?:
                findings += found
                if let picture { drawn.append(picture) }
            case let .failure(error)?:
                throw error
            case nil:
                continue
            }
        }
        return Result(configurations: total, findings: findings, pictures: drawn)
    }

    /// What one configuration of one screen gave: its findings and picture, or an error.
    typealias Outcome = Swift.Result<([Finding], AuditPicture?), SpecError>

    /// Consecutive configurations of one screen, audited in one task.
    struct Run: Sendable {
        var screen: AuditScreen
        /// The result slot of the first configuration; the others follow it.
        var firstSlot: Int
        var configurations: [Configuration]
    }

    /// Audits one run, moving its window from configuration to configuration when allowed.
    static func perform(_ run: Run, pictures: Bool) -> [(slot: Int, outcome: Outcome)] {
        var results: [(slot: Int, outcome: Outcome)] = []
        var previous: LaidOutScreen?
        for (offset, given) in run.configurations.enumerated() {
            let configuration = run.screen.adjusted(given)
            do throws(SpecError) {
                let laidOut = try layOut(run.screen, configuration, moving: previous)
                results.append((run.firstSlot + offset, .success(inspect(laidOut, of: run.screen, on: configuration, pictures: pictures))))
                previous = run.screen.movesWindow ? laidOut : nil
            } catch {
                results.append((run.firstSlot + offset, .failure(error)))
                previous = nil
            }
        }
        return results
    }

    /// Configurations one task audits in a row, moving one window through them. Fixed, not
    /// derived from the number of cores, so that the work is cut the same way everywhere.
    static let configurationsPerRun = 32

    /// `screen` laid out on `configuration`: `previous`'s window moved there when it has no
    /// layout issue before or after the move, else a fresh layout.
    static func layOut(_ screen: AuditScreen, _ configuration: Configuration,
                       moving previous: LaidOutScreen?) throws(SpecError) -> LaidOutScreen {
        if let previous, !hasLayoutIssue(previous.window) {
            let window = previous.window
            do {
                try window.move(to: configuration.device, orientation: configuration.orientation,
                                iOS: configuration.layoutIOS, figuresIOS: configuration.figuresIOS)
                window.iOSPointRelease = configuration.layoutPointRelease
                window.layoutIfNeeded()
                if !hasLayoutIssue(window) { return previous }
            } catch {
                // A configuration the catalog cannot give: the fresh layout reports it.
            }
        }
        return try screen.layOut(configuration)
    }

    /// Whether the window's last layout reported anything but ambiguity (which the audit
    /// checks itself after every layout).
    static func hasLayoutIssue(_ window: Window) -> Bool {
        window.issues.contains { $0.kind != .ambiguous }
    }

    /// One screen on one configuration, laid out afresh: its findings in rule order, and its picture.
    static func auditOne(_ screen: AuditScreen, _ configuration: Configuration,
                         pictures: Bool) throws(SpecError) -> ([Finding], AuditPicture?) {
        inspect(try screen.layOut(screen.adjusted(configuration)), of: screen, on: configuration, pictures: pictures)
    }

    /// The rules applied to a screen laid out on `configuration`: its findings in rule order,
    /// and its picture, both naming the configuration's iOS as asked (a point release too).
    static func inspect(_ laidOut: LaidOutScreen, of screen: AuditScreen, on configuration: Configuration,
                        pictures: Bool) -> ([Finding], AuditPicture?) {
        let window = laidOut.window
        window.checkAmbiguity()
        let snapshot = window.snapshot()
        let metrics = window.metrics
        var auditor = ScreenAuditor(snapshot: snapshot, metrics: metrics, windowInsets: window.safeAreaInsets,
                                    statusBarShown: window.statusBar != .hidden && !metrics.statusBar.isHiddenInThisOrientation,
                                    scene: screen.scene, locate: laidOut.locate,
                                    screenLocation: screen.location)
        auditor.scrollReach = ScrollReach.map(of: window)
        let classic = UIKitMetrics.lastIOSBeforeLiquidGlass
        if window.iOS > classic, window.device.supportedIOS.contains(classic) {
            auditor.earlierNavigationBar = try? window.device.barHeights(for: window.orientation, iOS: classic).navigationBar  // none: the rule as before
        }
        auditor.clipping = Clipping.map(of: window, snapshot: snapshot)
        auditor.designIOS = window.designIOS
        auditor.iOSPointRelease = configuration.iOSPointRelease
        auditor.placedByCode = screen.placedByCode || laidOut.isPlacementUnknown
        let found = auditor.run(specViews: laidOut.views)
        var picture = pictures ? AuditPicture.make(file: screen.location.file, scene: screen.scene, window: window,
                                                   snapshot: snapshot, views: laidOut.views) : nil
        picture?.iOSPointRelease = configuration.iOSPointRelease
        // Rule order, then the order found (a stable sort of positions, not of findings).
        let ranks = found.map { ruleRank[$0.rule] ?? 0 }
        let sorted = found.indices.sorted { ranks[$0] != ranks[$1] ? ranks[$0] < ranks[$1] : $0 < $1 }.map { found[$0] }
        return (sorted, picture)
    }

    /// Each rule's position in ``AuditRules/all``: findings of one layout are listed in it.
    static let ruleRank = Dictionary(uniqueKeysWithValues: AuditRules.all.enumerated().map { ($1.id, $0) })
}

/// A screen the audit lays out: its scene name, where it is written, and how to lay it out
/// on one configuration. Specs, storyboard scenes and xib views are all screens.
public struct AuditScreen: Sendable {
    /// The scene's name in findings.
    public var scene: String
    /// Where the screen is written (findings on the screen itself point here).
    public var location: SourceLocation
    /// Lays the screen out on a configuration (called from several threads at once: it must
    /// build everything it lays out), under its `layoutIOS` rules on its `figuresIOS` figures.
    public var layOut: @Sendable (AuditRunner.Configuration) throws(SpecError) -> LaidOutScreen
    /// Whether a window laid out for one configuration, moved to another
    /// (`Window.move(to:orientation:iOS:figuresIOS:)`), lays out as ``layOut`` would there: true when
    /// nothing but the device differs between configurations (no actions, no size-class
    /// variations). The audit then reuses one window for several configurations.
    public var movesWindow: Bool
    /// Whether the screen is a view its code places (a xib's card, banner or accessory view,
    /// `IBDocument.isPlacedByCode`), laid out where Xcode draws it: only the rules about its own
    /// layout apply (``AuditRules/ownLayoutRules``), not those about where on the screen it sits.
    public var placedByCode = false
    /// The orientations the app supports on each device family (its Info.plist's
    /// `UISupportedInterfaceOrientations`, `~iphone`, `~ipad`), when known: the screen is not
    /// audited in others, where the app never shows it. `safearea audit` sets it only when
    /// neither the command line nor `.safearea.yml` names the orientations.
    public var supportedOrientations: [DeviceFamily: Set<Orientation>]?
    /// The device families the app is built for (its Xcode project's
    /// `TARGETED_DEVICE_FAMILY`), when known: the screen is not audited on other devices.
    /// `safearea audit` sets it only when neither the command line nor `.safearea.yml` names
    /// the devices.
    public var targetedFamilies: Set<DeviceFamily>?
    /// The device families on which the app hides the status bar everywhere (its Info.plist's
    /// `UIStatusBarHidden`, with `~iphone` / `~ipad`, when `UIViewControllerBasedStatusBarAppearance`
    /// is off); empty: shown, as UIKit shows it unless told otherwise.
    public var statusBarHiddenFamilies: Set<DeviceFamily> = []
    /// The app's own `UIDesignRequiresCompatibility` (its Info.plist's), when known: it
    /// replaces each configuration's ``AuditRunner/Configuration/designRequiresCompatibility``.
    /// `safearea audit` sets it only when neither the command line nor `.safearea.yml` says.
    public var designRequiresCompatibility: Bool?

    /// The configurations of `all` the screen is audited on, in order: those on a device of a
    /// family its app is built for (``targetedFamilies``), in an orientation it supports there
    /// (``supportedOrientations``).
    public func configurations(from all: [AuditRunner.Configuration]) -> [AuditRunner.Configuration] {
        all.filter { c in
            (targetedFamilies?.contains(c.device.family) ?? true)
                && (supportedOrientations?[c.device.family]?.contains(c.orientation) ?? true)
        }
    }

    /// `configuration` with the app's own ``designRequiresCompatibility``, when known, and its
    /// status bar hidden on the families of ``statusBarHiddenFamilies``.
    public func adjusted(_ configuration: AuditRunner.Configuration) -> AuditRunner.Configuration {
        var out = configuration
        if let flag = designRequiresCompatibility { out.designRequiresCompatibility = flag }
        if statusBarHiddenFamilies.contains(configuration.device.family) { out.statusBarHidden = true }
        return out
    }

    /// Creates a screen.
    public init(scene: String, location: SourceLocation, movesWindow: Bool = false, placedByCode: Bool = false,
                layOut: @escaping @Sendable (AuditRunner.Configuration) throws(SpecError) -> LaidOutScreen) {
        self.scene = scene
        self.location = location
        self.movesWindow = movesWindow
        self.placedByCode = placedByCode
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
    /// Whether this layout does not know where on the device the screen sits (a sheet on an
    /// iPad, whose size UIKit does not publish, laid out full screen): as for a view its code
    /// places (``AuditScreen/placedByCode``), only the rules about its own layout apply.
    public var isPlacementUnknown: Bool

    /// Creates a laid-out screen.
    public init(window: Window, views: Set<String>, locate: @escaping (String) -> SourceLocation, isPlacementUnknown: Bool = false) {
        self.window = window
        self.views = views
        self.locate = locate
        self.isPlacementUnknown = isPlacementUnknown
    }
}

extension Window {
    /// The iOS whose rules laid the window out when its device figures are another iOS's (an
    /// app in design-compatibility mode keeps iOS 18's rules on iOS 26's figures), else nil:
    /// what findings and pictures report as `designIOS`.
    var designIOS: Int? { iOS != metrics.iOS ? iOS : nil }
}
