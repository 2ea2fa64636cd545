import Foundation

/// A range of major iOS versions, both ends included.
public struct IOSRange: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The first major version (the one the device shipped with).
    public var first: Int
    /// The last major version the device runs.
    public var last: Int

    /// Creates a range; `first` must not exceed `last`.
    public init(first: Int, last: Int) {
        self.first = first
        self.last = last
    }

    /// True when `version` lies in the range.
    public func contains(_ version: Int) -> Bool { version >= first && version <= last }

    /// `"iOS 11–16"`, or `"iOS 26"` for a single version.
    public var description: String { first == last ? "iOS \(first)" : "iOS \(first)–\(last)" }
}

/// One source of the catalog: a short key used in devices.json, its URL and title.
public struct SourceReference: Hashable, Sendable {
    /// The key devices.json uses (`uyl-x`).
    public var key: String
    /// The URL.
    public var url: String
    /// A short title.
    public var title: String

    /// Creates a source reference.
    public init(key: String, url: String, title: String) {
        self.key = key
        self.url = url
        self.title = title
    }
}

/// An iPhone or iPad model, with the figures UIKit reports on it.
///
/// Figures that depend on orientation or iOS version are read through
/// ``metrics(for:iOS:)``.
public struct Device: Hashable, Sendable, Identifiable, CustomStringConvertible {
    /// Catalog id, kebab-case (`iphone-15-pro`).
    public let id: String
    /// Marketing name (`iPhone 15 Pro`).
    public let name: String
    /// iPhone or iPad.
    public let family: DeviceFamily
    /// Year of release.
    public let year: Int
    /// `utsname` machine identifiers (`iPhone16,1`).
    public let modelIdentifiers: [String]
    /// Screen size in points, portrait (`UIScreen.bounds` in portrait).
    public let screenSize: Size
    /// `UIScreen.scale`.
    public let scale: Double
    /// The panel's own resolution in pixels, portrait. Equals ``pixels`` except on devices that
    /// render at `scale` and downsample (Plus phones: 1080 × 1920; 12 / 13 mini: 1080 × 2340).
    public let nativePixels: Size
    /// The major iOS versions the device runs.
    public let supportedIOS: IOSRange
    /// Display corner radius in points (`_displayCornerRadius`), or `nil` for a rectangular display.
    public let cornerRadius: Double?
    /// Notes recorded with the device: disagreements between sources and the choice made.
    public let notes: [String]
    /// Source URLs of the device-level figures, keyed by figure (`screen`, `modelIdentifiers`,
    /// `ios`, `year`, `cornerRadius`, `nativePixels`).
    public let figureSources: [String: [String]]

    let cornerRadiusConfidence: Confidence
    /// The catalog's ``DeviceCatalog/newestIOSWithPublishedFigures``: figures asked for a later
    /// iOS are marked carried forward.
    let newestIOSWithPublishedFigures: Int
    let chrome: ChromeProfile
    let bars: BarProfile
    let housing: HousingProfile

    init(id: String, name: String, family: DeviceFamily, year: Int, modelIdentifiers: [String],
         screenSize: Size, scale: Double, nativePixels: Size?, supportedIOS: IOSRange,
         cornerRadius: Double?, cornerRadiusConfidence: Confidence, figureSources: [String: [String]],
         notes: [String], chrome: ChromeProfile, bars: BarProfile, housing: HousingProfile,
         newestIOSWithPublishedFigures: Int = .max) {
        self.id = id
        self.name = name
        self.family = family
        self.year = year
        self.modelIdentifiers = modelIdentifiers
        self.screenSize = screenSize
        self.scale = scale
        self.nativePixels = nativePixels ?? Size(width: screenSize.width * scale, height: screenSize.height * scale)
        self.supportedIOS = supportedIOS
        self.cornerRadius = cornerRadius
        self.cornerRadiusConfidence = cornerRadiusConfidence
        self.figureSources = figureSources
        self.notes = notes
        self.chrome = chrome
        self.bars = bars
        self.housing = housing
        self.newestIOSWithPublishedFigures = newestIOSWithPublishedFigures
    }

    /// Rendered pixels, portrait: points × scale (`UIScreen.bounds` × `UIScreen.scale`).
    public var pixels: Size { Size(width: screenSize.width * scale, height: screenSize.height * scale) }

    /// The orientations the device supports (Face ID iPhones have no portrait-upside-down).
    public var supportedOrientations: [Orientation] { chrome.orientations }

    /// True when the device has a home indicator instead of a Home button.
    public var homeIndicator: Bool { chrome.homeIndicator }

    /// The kind of sensor housing.
    public var sensorHousingKind: SensorHousingKind { housing.kind }

    /// The id of the shared profile the device's safe-area and status-bar figures come from.
    public var chromeProfileID: String { chrome.id }

    /// The id of the shared profile the device's bar heights come from.
    public var barProfileID: String { bars.id }

    /// The newest major iOS version the device runs; the default for ``metrics(for:iOS:)``.
    public var newestIOS: Int { supportedIOS.last }

    /// `"iPhone 15 Pro (iphone-15-pro)"`.
    public var description: String { "\(name) (\(id))" }

    /// The screen size in points in `orientation`.
    public func screenSize(in orientation: Orientation) -> Size {
        orientation.isLandscape ? screenSize.transposed : screenSize
    }

    /// The sensor housing's outline in `orientation`'s coordinates.
    public func sensorHousing(in orientation: Orientation) -> SensorHousing {
        guard housing.kind != .none, let size = housing.size else { return .none }
        let width = screenSize.width, height = screenSize.height
        let portrait = Rect(x: (width - size.width) / 2, y: housing.top, width: size.width, height: size.height)
        let rect: Rect
        switch orientation {
        case .portrait:
            rect = portrait
        case .portraitUpsideDown:
            rect = Rect(x: width - portrait.maxX, y: height - portrait.maxY, width: portrait.width, height: portrait.height)
        case .landscapeLeft:
            // Home button / bottom on the left: the top of the device is the right edge.
            rect = Rect(x: height - portrait.maxY, y: portrait.minX, width: portrait.height, height: portrait.width)
        case .landscapeRight:
            // The top of the device is the left edge.
            rect = Rect(x: portrait.minY, y: width - portrait.maxX, width: portrait.height, height: portrait.width)
        }
        return SensorHousing(kind: housing.kind, rect: rect)
    }

    /// The heights of the bars UIKit draws on this device's class of screen in `orientation`
    /// under `iOS`, whether or not the device runs that iOS: a design tool draws its SDK's bars
    /// on any device it simulates (an iPhone SE of 2016 in Xcode 26 gets iOS 26's 54 pt bar).
    ///
    /// Throws ``DeviceCatalogError/unsupportedOrientation(device:orientation:supported:)`` for
    /// an orientation the device does not support, and
    /// ``DeviceCatalogError/unsupportedIOS(device:requested:supported:)`` for an iOS the
    /// catalog has no bar figures for.
    public func barHeights(for orientation: Orientation = .portrait, iOS: Int) throws(DeviceCatalogError) -> BarHeights {
        guard supportedOrientations.contains(orientation), let section = bars.sections[orientation] else {
            throw .unsupportedOrientation(device: name, orientation: orientation, supported: supportedOrientations)
        }
        guard let (heights, _) = section.heights(iOS: iOS) else {
            throw .unsupportedIOS(device: name, requested: iOS, supported: supportedIOS)
        }
        return heights
    }

    /// The confidence of a device-level figure (screen, model identifiers, iOS range, year) from
    /// its sources: Apple's statement (`.doc`) when one of them is on apple.com, else a third
    /// party's published reading (`.obs`): DeviceKit's identifiers, Wikipedia's dates and
    /// iOS ranges, screen sizes measured in the simulator and published by others.
    static func confidence(of sources: [String]) -> Confidence {
        let apple = sources.contains { source in
            guard let host = URL(string: source)?.host else { return false }
            return host == "apple.com" || host.hasSuffix(".apple.com")
        }
        return apple ? .doc : .obs
    }

    /// The figures for `orientation` under `iOS` (default: the newest iOS the device runs).
    ///
    /// Throws ``DeviceCatalogError/unsupportedOrientation(device:orientation:supported:)`` or
    /// ``DeviceCatalogError/unsupportedIOS(device:requested:supported:)`` for a combination the
    /// device cannot be in.
    public func metrics(for orientation: Orientation = .portrait, iOS: Int? = nil) throws(DeviceCatalogError) -> DeviceMetrics {
        let version = iOS ?? newestIOS
        guard supportedIOS.contains(version) else {
            throw .unsupportedIOS(device: name, requested: version, supported: supportedIOS)
        }
        guard supportedOrientations.contains(orientation),
              let section = chrome.sections[orientation],
              let barSection = bars.sections[orientation] else {
            throw .unsupportedOrientation(device: name, orientation: orientation, supported: supportedOrientations)
        }
        // The catalog checks coverage when it loads, so every entry below exists.
        guard let insets = section.insets.entry(iOS: version),
              let hiddenInsets = section.insetsStatusBarHidden.entry(iOS: version),
              let statusBar = section.statusBar.entry(iOS: version),
              let inCall = section.inCallHeight.entry(iOS: version),
              let (heights, barProvenance) = barSection.heights(iOS: version) else {
            throw .invalidCatalog("\(id): no figure for iOS \(version) in \(orientation)")
        }
        var provenance: [String: Provenance] = [
            "safeAreaInsets": insets.provenance,
            "safeAreaInsetsStatusBarHidden": hiddenInsets.provenance,
            "statusBar": statusBar.provenance,
            "statusBar.inCallHeight": inCall.provenance,
            "homeIndicator": Provenance(sources: insets.provenance.sources, confidence: insets.provenance.confidence),
        ]
        provenance.merge(barProvenance) { own, _ in own }
        // No figure is published for this iOS yet: the ones above are an earlier iOS's.
        if version > newestIOSWithPublishedFigures {
            let note = "iOS \(newestIOSWithPublishedFigures)'s figure carried forward: none published for iOS \(version)."
            for (figure, known) in provenance {
                provenance[figure] = Provenance(sources: known.sources, confidence: max(known.confidence, .inferred), notes: known.notes + [note])
            }
        }
        for (figure, urls) in figureSources {
            let confidence: Confidence = figure == "cornerRadius" ? cornerRadiusConfidence : Self.confidence(of: urls)
            provenance[figure] = Provenance(sources: urls, confidence: confidence, notes: [])
        }
        if housing.kind != .none {
            provenance["sensorHousing"] = housing.provenance
        }
        if !notes.isEmpty {
            let screen = figureSources["screen"] ?? []
            provenance["device"] = Provenance(sources: screen, confidence: Self.confidence(of: screen), notes: notes)
        }
        return DeviceMetrics(
            deviceID: id, orientation: orientation, iOS: version,
            screenSize: screenSize(in: orientation),
            safeAreaInsets: insets.value,
            safeAreaInsetsWithStatusBarHidden: hiddenInsets.value,
            statusBar: StatusBarMetrics(height: statusBar.value.height,
                                        isHiddenInThisOrientation: statusBar.value.hidden,
                                        inCallHeight: inCall.value),
            homeIndicator: homeIndicator,
            cornerRadius: cornerRadius,
            sensorHousing: sensorHousing(in: orientation),
            bars: heights,
            provenance: provenance
        )
    }

    /// The iOS versions at which any of the device's figures change, within its supported range,
    /// ascending, starting with the first supported version.
    public var figureChangeVersions: [Int] {
        var versions = Set<Int>([supportedIOS.first])
        for orientation in supportedOrientations {
            guard let section = chrome.sections[orientation], let barSection = bars.sections[orientation] else { continue }
            let firsts = section.insets.entries.map(\.first) + section.insetsStatusBarHidden.entries.map(\.first)
                + section.statusBar.entries.map(\.first) + section.inCallHeight.entries.map(\.first)
                + barSection.navigationBar.entries.map(\.first) + barSection.navigationBarLargeTitle.entries.map(\.first)
                + barSection.tabBar.entries.map(\.first) + barSection.toolbar.entries.map(\.first)
            versions.formUnion(firsts.filter { supportedIOS.contains($0) })
        }
        return versions.sorted()
    }
}
