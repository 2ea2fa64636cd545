import ArgumentParser
import DeviceCatalog

/// `safearea devices [--family iphone|ipad] [--json]`: the catalog.
public struct DevicesCommand: ParsableCommand {
    /// Name and abstract shown by `--help`.
    public static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List every iPhone and iPad in the catalog, with its portrait and landscape safe area.",
        discussion: """
            Figures are for the newest iOS each device runs. --json prints an array of the \
            objects `safearea device D --json` prints, in portrait.
            """
    )

    /// Restricts the list to one family.
    @Option(help: "iphone or ipad.")
    public var family: String?

    /// Machine output.
    @Flag(help: "Print a JSON array of device objects (portrait) instead of a table.")
    public var json = false

    /// Creates the command with its defaults (argument parsing fills it in).
    public init() {}

    /// Prints ``render()`` to standard output.
    public func run() throws {
        print(try render(), terminator: "")
    }

    /// The command's whole output. Throws `ValidationError` (exit 64) for an unknown family.
    public func render() throws -> String {
        let catalog = try DeviceLookup.catalog()
        let chosen = try family.map { try DeviceLookup.family($0) }
        let devices = chosen.map { catalog.devices(in: $0) } ?? catalog.devices
        if json {
            let objects = try devices.map { device in
                DeviceJSON(device: device, metrics: try DeviceLookup.metrics(device, .portrait, iOS: nil))
            }
            return try DeviceJSON.encode(objects)
        }
        var rows: [[String]] = [["ID", "NAME", "YEAR", "SCREEN PT", "SCALE", "iOS", "PORTRAIT T,L,B,R", "LANDSCAPE T,L,B,R", "STATUS BAR", "HOUSING", "CORNER"]]
        for device in devices {
            let portrait = try DeviceLookup.metrics(device, .portrait, iOS: nil)
            let landscape = try DeviceLookup.metrics(device, .landscapeLeft, iOS: nil)
            rows.append([
                device.id,
                device.name,
                String(device.year),
                device.screenSize.description.replacingOccurrences(of: " × ", with: "x"),
                "@\(formatPoints(device.scale))x",
                device.supportedIOS.first == device.supportedIOS.last
                    ? String(device.supportedIOS.first) : "\(device.supportedIOS.first)-\(device.supportedIOS.last)",
                DeviceText.compact(portrait.safeAreaInsets),
                DeviceText.compact(landscape.safeAreaInsets),
                formatPoints(portrait.statusBar.height),
                device.sensorHousingKind.rawValue,
                device.cornerRadius.map(formatPoints) ?? "-",
            ])
        }
        let newestRun = devices.map(\.newestIOS).max()
        let newest = newestRun.map(String.init) ?? "-"
        // Figures for an iOS none were published for are an earlier iOS's (docs/devices.md).
        let carried = newestRun.map(catalog.carriesFiguresForward) == true
            ? "; iOS \(newest)'s figures are iOS \(catalog.newestIOSWithPublishedFigures)'s, carried forward" : ""
        return DeviceText.table(rows)
            + "\n\(devices.count) devices. Insets: full-screen root view, status bar shown, newest iOS each device runs (up to iOS \(newest)\(carried)).\n"
    }
}
