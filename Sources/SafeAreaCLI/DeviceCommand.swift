import ArgumentParser
import DeviceCatalog

/// `safearea device D [--orientation O] [--ios N] [--json]`: one device in one orientation.
public struct DeviceCommand: ParsableCommand {
    /// Name, abstract and discussion shown by `--help`.
    public static let configuration = CommandConfiguration(
        commandName: "device",
        abstract: "One device in one orientation: screen, safe area, status bar, housing, bars.",
        discussion: """
            D is a marketing name ("iPhone 15 Pro", case and spaces/hyphens free), a catalog id \
            (iphone-15-pro) or a model identifier (iPhone16,1). Insets are those of a full-screen \
            view controller's root view with the status bar shown, as UIKit reports them. \
            An unknown device or orientation, or an iOS version the device does not run, exits 64.
            """
    )

    /// The device to show.
    @Argument(help: "Marketing name, catalog id or model identifier.")
    public var device: String

    /// The interface orientation.
    @Option(help: "portrait, portrait-upside-down, landscape-left, landscape-right, or landscape (= landscape-left).")
    public var orientation: String = "portrait"

    /// The major iOS version; default: the newest the device runs.
    @Option(name: .customLong("ios"), help: "Major iOS version whose figures apply (default: the newest the device runs).")
    public var ios: Int?

    /// Machine output.
    @Flag(help: "Print the JSON object of docs/CLI.md instead of text.")
    public var json = false

    /// Creates the command with its defaults (argument parsing fills it in).
    public init() {}

    /// Prints ``render()`` to standard output.
    public func run() throws {
        print(try render(), terminator: "")
    }

    /// The command's whole output. Throws `ValidationError` (exit 64) for command-line misuse.
    public func render() throws -> String {
        let catalog = try DeviceLookup.catalog()
        let found = try DeviceLookup.device(device, in: catalog)
        let parsedOrientation = try DeviceLookup.orientation(orientation)
        let metrics = try DeviceLookup.metrics(found, parsedOrientation, iOS: ios)
        if json {
            return try DeviceJSON.encode(DeviceJSON(device: found, metrics: metrics))
        }
        return Self.text(device: found, metrics: metrics)
    }

    /// The human rendering: figures, a drawing, the weak figures and the sources.
    static func text(device: Device, metrics: DeviceMetrics) -> String {
        var lines: [String] = []
        lines.append("\(device.name)  (\(device.id) · \(device.modelIdentifiers.joined(separator: ", ")) · \(device.year))")
        lines.append("\(metrics.orientation) · iOS \(metrics.iOS) (runs \(device.supportedIOS))")
        lines.append("")
        let pixels = metrics.orientation.isLandscape ? device.pixels.transposed : device.pixels
        var screen = "\(metrics.screenSize) pt @\(formatPoints(device.scale))x  (\(pixels) px)"
        if device.nativePixels != device.pixels {
            let native = metrics.orientation.isLandscape ? device.nativePixels.transposed : device.nativePixels
            screen += ", panel \(native) px"
        }
        let safe = metrics.safeAreaFrame.size
        let statusBar = metrics.statusBar.isHiddenInThisOrientation
            ? "hidden in this orientation"
            : "\(formatPoints(metrics.statusBar.height)) pt" + (metrics.statusBar.inCallHeight.map { ", in-call \(formatPoints($0)) pt" } ?? "")
        let housing: String
        if let rect = metrics.sensorHousing.rect {
            housing = "\(metrics.sensorHousing.kind == .notch ? "notch" : "Dynamic Island") at \(rect)"
        } else {
            housing = "none"
        }
        let bars = metrics.bars
        lines += DeviceText.table([
            ["screen", screen],
            ["safe area", "\(DeviceText.spelled(metrics.safeAreaInsets))  →  \(safe) pt"],
            ["  status bar hidden", DeviceText.spelled(metrics.safeAreaInsetsWithStatusBarHidden)],
            ["status bar", statusBar],
            ["home indicator", metrics.homeIndicator ? "yes" : "no (Home button)"],
            ["corner radius", metrics.cornerRadius.map { "\(formatPoints($0)) pt" } ?? "none (rectangular display)"],
            ["sensor housing", housing],
            ["bars", "navigation \(formatPoints(bars.navigationBar)) · large title \(formatPoints(bars.navigationBarLargeTitle)) · tab bar \(formatPoints(bars.tabBar)) · toolbar \(formatPoints(bars.toolbar))"],
        ]).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "  " + $0 }
        lines.append("")
        lines += DeviceDrawing.draw(metrics).map { "  " + $0 }
        lines.append("  " + DeviceDrawing.legend(metrics))
        let weak = metrics.weakFigures.filter { $0 != "device" }
        if !weak.isEmpty {
            lines.append("")
            lines.append("  uncertain or inferred: " + weak.joined(separator: ", "))
        }
        let notes = metrics.notes
        if !notes.isEmpty {
            lines.append("")
            lines.append("  notes:")
            lines += notes.map { "    - " + $0 }
        }
        lines.append("")
        lines.append("  sources:")
        lines += metrics.sources.map { "    " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }
}
