// Shared plumbing of `safearea devices` and `safearea device`: catalog look-ups that turn into
// exit-64 errors, the JSON shape of docs/CLI.md, and the text renderings.

import ArgumentParser
import DeviceCatalog
import Foundation

/// The catalog could not be loaded: the run failed (exit 1), as for an unreadable input file.
struct DeviceCatalogLoadFailure: Error, CustomStringConvertible {
    let underlying: DeviceCatalogError
    var description: String { underlying.description }
}

enum DeviceLookup {
    /// The bundled catalog, or an exit-1 error naming what is wrong with it.
    static func catalog() throws -> DeviceCatalog {
        do {
            return try DeviceCatalog.load()
        } catch {
            throw DeviceCatalogLoadFailure(underlying: error)
        }
    }

    /// Turns a catalog error into the command-line error CLI.md asks for: misuse is exit 64.
    static func commandLineError(_ error: DeviceCatalogError) -> any Error {
        error.isUsageError ? ValidationError(error.description) : DeviceCatalogLoadFailure(underlying: error)
    }

    static func device(_ name: String, in catalog: DeviceCatalog) throws -> Device {
        do {
            return try catalog.device(named: name)
        } catch {
            throw commandLineError(error)
        }
    }

    static func orientation(_ name: String) throws -> Orientation {
        guard let orientation = Orientation(argument: name) else {
            throw commandLineError(.unknownOrientation(name, suggestions: NameMatching.closestOrientationNames(to: name)))
        }
        return orientation
    }

    static func family(_ name: String) throws -> DeviceFamily {
        guard let family = DeviceFamily(argument: name) else {
            let names = DeviceFamily.allCases.map(\.rawValue)
            let closest = NameMatching.closest(to: name, among: names.map { ($0, [$0]) }, limit: 1)
            throw ValidationError("unknown family '\(name)'; did you mean '\(closest.first ?? "iphone")'? (valid: \(names.joined(separator: ", ")))")
        }
        return family
    }

    static func metrics(_ device: Device, _ orientation: Orientation, iOS: Int?) throws -> DeviceMetrics {
        do {
            return try device.metrics(for: orientation, iOS: iOS)
        } catch {
            throw commandLineError(error)
        }
    }
}

// MARK: - JSON (docs/CLI.md, `safearea device`)

/// One device in one orientation, with exactly the keys of docs/CLI.md.
struct DeviceJSON: Encodable {
    struct StatusBar: Encodable {
        let height: Double
        let hiddenInThisOrientation: Bool
    }

    struct Housing: Encodable {
        let kind: String
        let rect: Rect?

        enum CodingKeys: String, CodingKey { case kind, rect }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kind, forKey: .kind)
            if let rect { try container.encode(rect, forKey: .rect) } else { try container.encodeNil(forKey: .rect) }
        }
    }

    struct Bars: Encodable {
        let navigationBar: Double
        let navigationBarLargeTitle: Double
        let tabBar: Double
        let toolbar: Double
    }

    let id: String
    let name: String
    let family: String
    let year: Int
    let modelIdentifiers: [String]
    let orientation: String
    let screen: Size
    let scale: Double
    let pixels: Size
    let safeAreaInsets: EdgeInsets
    let statusBar: StatusBar
    let homeIndicator: Bool
    let cornerRadius: Double?
    let sensorHousing: Housing
    let bars: Bars
    let sources: [String]

    init(device: Device, metrics: DeviceMetrics) {
        id = device.id
        name = device.name
        family = device.family.rawValue
        year = device.year
        modelIdentifiers = device.modelIdentifiers
        orientation = metrics.orientation.rawValue
        screen = metrics.screenSize
        scale = device.scale
        pixels = metrics.orientation.isLandscape ? device.pixels.transposed : device.pixels
        safeAreaInsets = metrics.safeAreaInsets
        statusBar = StatusBar(height: metrics.statusBar.height,
                              hiddenInThisOrientation: metrics.statusBar.isHiddenInThisOrientation)
        homeIndicator = metrics.homeIndicator
        cornerRadius = metrics.cornerRadius
        sensorHousing = Housing(kind: metrics.sensorHousing.kind.rawValue, rect: metrics.sensorHousing.rect)
        bars = Bars(navigationBar: metrics.bars.navigationBar, navigationBarLargeTitle: metrics.bars.navigationBarLargeTitle,
                    tabBar: metrics.bars.tabBar, toolbar: metrics.bars.toolbar)
        sources = metrics.sources
    }

    enum CodingKeys: String, CodingKey {
        case id, name, family, year, modelIdentifiers, orientation, screen, scale, pixels, safeAreaInsets,
             statusBar, homeIndicator, cornerRadius, sensorHousing, bars, sources
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(family, forKey: .family)
        try container.encode(year, forKey: .year)
        try container.encode(modelIdentifiers, forKey: .modelIdentifiers)
        try container.encode(orientation, forKey: .orientation)
        try container.encode(screen, forKey: .screen)
        try container.encode(scale, forKey: .scale)
        try container.encode(pixels, forKey: .pixels)
        try container.encode(safeAreaInsets, forKey: .safeAreaInsets)
        try container.encode(statusBar, forKey: .statusBar)
        try container.encode(homeIndicator, forKey: .homeIndicator)
        if let cornerRadius { try container.encode(cornerRadius, forKey: .cornerRadius) } else { try container.encodeNil(forKey: .cornerRadius) }
        try container.encode(sensorHousing, forKey: .sensorHousing)
        try container.encode(bars, forKey: .bars)
        try container.encode(sources, forKey: .sources)
    }

    /// Pretty, key-sorted JSON: byte-identical from run to run.
    static func encode<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

// MARK: - Text helpers

enum DeviceText {
    /// `"44,0,34,0"`: insets in UIKit's (top, left, bottom, right) order.
    static func compact(_ insets: EdgeInsets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map(formatPoints).joined(separator: ",")
    }

    /// `"top 44 · left 0 · bottom 34 · right 0"`.
    static func spelled(_ insets: EdgeInsets) -> String {
        "top \(formatPoints(insets.top)) · left \(formatPoints(insets.left)) · bottom \(formatPoints(insets.bottom)) · right \(formatPoints(insets.right))"
    }

    /// Lays out rows as left-aligned columns separated by two spaces, trailing spaces trimmed.
    static func table(_ rows: [[String]]) -> String {
        let columns = rows.map(\.count).max() ?? 0
        var widths = Array(repeating: 0, count: columns)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        return rows.map { row in
            var line = ""
            for (index, cell) in row.enumerated() {
                line += cell
                if index < row.count - 1 { line += String(repeating: " ", count: widths[index] - cell.count + 2) }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }.joined(separator: "\n") + "\n"
    }
}
