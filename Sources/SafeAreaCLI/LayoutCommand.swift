import ArgumentParser
import DeviceCatalog
import Foundation
import LayoutEngine
import LayoutSpec

/// `safearea layout FILE`: lays out a screen spec and prints the laid-out tree (docs/CLI.md).
public struct LayoutCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a screen spec, storyboard or xib on a device and print frames, safe areas and margins.",
        discussion: """
        FILE is a screen spec (.json, .yaml, .yml; see docs/CLI.md) — view, navigation and \
        tab bar controllers, views, constraint expressions and Visual Format strings, actions, \
        scroll, table and stack views — or a storyboard or xib: its initial scene (or --scene \
        ID, or --scene all), with the frames Xcode saved as storedFrame.
        """
    )

    @Argument(help: "The screen spec, storyboard or xib.")
    public var file: String
    @Option(help: "Marketing name, catalog id or model identifier (default: the spec's, else the newest iPhone).")
    public var device: String?
    @Option(help: "portrait, portrait-upside-down, landscape-left, landscape-right, landscape.")
    public var orientation: String?
    @Option(name: .customLong("ios"), help: "iOS version whose rules apply: a major version (17), or one and a point release (15.2) (default: the spec's, else the device's newest).")
    public var ios: IOSVersion?
    @Flag(help: "The app sets UIDesignRequiresCompatibility: on iOS 26 it keeps iOS 18's bars and controls on the device's iOS 26 figures.")
    public var designRequiresCompatibility = false
    @Option(help: "The scene: a view controller id or storyboard identifier, a xib view id, or all (a spec has one).")
    public var scene: String?
    @Option(help: "A font file (.ttf, .otf, .ttc) or a folder of the app's font files: custom fonts a storyboard names are measured with their own metrics (repeatable).")
    public var fonts: [String] = []
    @Flag(help: "Record the callbacks of every step.")
    public var trace = false
    @Flag(help: "Print the JSON of docs/CLI.md.")
    public var json = false

    public init() {}

    public func run() throws {
        print(try render(), terminator: "")
    }

    /// The whole output; throws ``CommandFailure`` (exit 1) for a bad spec and
    /// `ValidationError` (exit 64) for an unknown device, orientation or iOS version.
    public func render() throws -> String {
        try requireReadableFile(file, expected: "a screen spec (.json, .yaml, .yml), a storyboard or a xib")
        let lower = file.lowercased()
        if lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib") { return try renderInterfaceBuilder() }
        let spec: ScreenSpec
        do { spec = try SpecReader.read(path: file) } catch { throw CommandFailure(message: error.description) }
        let catalog = try DeviceLookup.catalog()
        // What the spec file itself names is an input: a device or iOS it gets wrong is the
        // file's error (exit 1, at its line), where the command line's is misuse (64).
        func fromFile<T>(_ location: SourceLocation?, _ body: () throws -> T) throws -> T {
            do { return try body() } catch let error as ValidationError {
                guard let location else { throw error }
                throw CommandFailure(message: "\(location): \(error.message)")
            }
        }
        let chosen: Device
        if let name = device {
            chosen = try DeviceLookup.device(name, in: catalog)
        } else if let name = spec.device {
            chosen = try fromFile(spec.deviceLocation) { try DeviceLookup.device(name, in: catalog) }
        } else {
            chosen = Self.newestIPhone(catalog)
        }
        let startOrientation: Orientation
        if let o = orientation { startOrientation = try DeviceLookup.orientation(o) } else { startOrientation = spec.orientation ?? .portrait }
        let version = ios?.major ?? spec.ios ?? chosen.supportedIOS.last
        let asked = ios ?? IOSVersion(major: version, pointRelease: spec.iosPointRelease)
        if ios == nil, spec.ios != nil, device == nil {
            _ = try fromFile(spec.iosLocation) { try DeviceLookup.metrics(chosen, startOrientation, iOS: version) }
        } else {
            _ = try DeviceLookup.metrics(chosen, startOrientation, iOS: version)
        }
        if let scene, scene != spec.root.id && scene != "all" {
            throw ValidationError("unknown scene '\(scene)'; the spec's scene is '\(spec.root.id)'")
        }

        let layout: SpecLayout
        let (rules, figures) = compatibility(version)
        do {
            layout = try SpecLayout.make(spec, device: chosen, orientation: startOrientation, iOS: rules,
                                         iOSPointRelease: asked.pointRelease(underRules: rules), figuresIOS: figures)
        } catch {
            throw CommandFailure(message: error.description)
        }
        let window = layout.window
        window.layoutIfNeeded()
        var events: [[String: String]] = []
        func collect() {
            for entry in window.trace where entry.object != window.rootView.identifier {
                let key = layout.views[entry.object] != nil ? "view" : "controller"
                guard key == "controller" || layout.views[entry.object] != nil else { continue }
                if key == "controller" && !layout.controllers.contains(where: { $0.identifier == entry.object }) { continue }
                events.append([key: entry.object, "event": entry.event, "insets": LayoutJSON.insets(entry.safeAreaInsets)])
            }
            window.clearTrace()
        }
        collect()
        for action in spec.actions {
            events.append(["action": action.name])
            do { try layout.apply(action) } catch { throw CommandFailure(message: error.description) }
            collect()
        }
        window.checkAmbiguity()
        let snapshot = window.snapshot()
        if json {
            return LayoutJSON.document(spec: spec, layout: layout, snapshot: snapshot, trace: trace ? events : nil) + "\n"
        }
        return LayoutText.render(spec: spec, layout: layout, snapshot: snapshot, trace: trace ? events : nil)
            // Figures the catalog carries forward to this iOS are said, as the audit says them.
            + AuditOutput.carriedForwardNotes([layout.window.metrics.iOS], catalog: catalog).map { $0 + "\n" }.joined()
    }

    /// The newest iPhone in the catalog (latest year; within a year, the last listed).
    static func newestIPhone(_ catalog: DeviceCatalog) -> Device {
        let phones = catalog.devices(in: .iPhone)
        return phones.reduce(phones[0]) { $1.year >= $0.year ? $1 : $0 }
    }

    /// The iOS whose rules lay the screen out and, when it is another, the iOS of the device's
    /// figures: `version` itself, or with `--design-requires-compatibility`
    /// `UIKitMetrics.designCompatibilityIOS(for:)` on `version`'s figures.
    func compatibility(_ version: Int) -> (rules: Int, figures: Int?) {
        UIKitMetrics.designIOS(for: version, requiresCompatibility: designRequiresCompatibility)
    }
}
