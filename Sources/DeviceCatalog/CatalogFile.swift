// The on-disk shape of Resources/devices.json and its resolution into the public values.
// docs/devices.md describes the format for people adding a device.

import Foundation

// MARK: - Raw, as decoded

struct RawCatalog: Decodable {
    let schemaVersion: Int
    let newestIOS: Int
    /// The newest iOS whose figures were published; later ones carry its figures forward.
    /// Absent: `newestIOS`.
    let newestIOSWithPublishedFigures: Int?
    let sources: [String: RawSource]
    let housings: [String: RawHousing]
    let chromeProfiles: [String: RawChromeProfile]
    let barProfiles: [String: RawBarProfile]
    let devices: [RawDevice]
}

struct RawSource: Decodable {
    let url: String
    let title: String
}

/// One figure valid for `ios[0]` through `ios[1]` (`nil` = open-ended).
struct RawRanged<Value: Decodable>: Decodable {
    let ios: [Int?]
    let value: Value
    let source: [String]
    let confidence: Confidence
    let notes: String?
}

struct RawHousing: Decodable {
    let kind: SensorHousingKind
    let width: Double?
    let height: Double?
    let top: Double?
    let source: [String]?
    let confidence: Confidence?
    let notes: String?
}

struct RawStatusBar: Decodable {
    let height: Double
    let hidden: Bool
}

struct RawChromeSection: Decodable {
    let safeAreaInsets: [RawRanged<EdgeInsets>]
    let safeAreaInsetsStatusBarHidden: [RawRanged<EdgeInsets>]
    let statusBar: [RawRanged<RawStatusBar>]
    let inCallStatusBarHeight: [RawRanged<Double?>]
}

struct RawChromeProfile: Decodable {
    let description: String
    let homeIndicator: Bool
    let orientations: [Orientation]
    let portrait: RawChromeSection
    let portraitUpsideDown: RawChromeSection?
    let landscape: RawChromeSection?
    let landscapeLeft: RawChromeSection?
    let landscapeRight: RawChromeSection?
    let notes: [String]?
}

struct RawBarSection: Decodable {
    let navigationBar: [RawRanged<Double>]
    let navigationBarLargeTitle: [RawRanged<Double>]
    let tabBar: [RawRanged<Double>]
    let toolbar: [RawRanged<Double>]
}

struct RawBarProfile: Decodable {
    let description: String
    let portrait: RawBarSection
    let landscape: RawBarSection?
}

struct RawDevice: Decodable {
    struct IOS: Decodable {
        let first: Int
        let last: Int
    }
    let id: String
    let name: String
    let family: DeviceFamily
    let year: Int
    let modelIdentifiers: [String]
    let screen: Size
    let scale: Double
    let nativePixels: Size?
    let ios: IOS
    let chrome: String
    let bars: String
    let housing: String
    let cornerRadius: Double?
    let cornerRadiusConfidence: Confidence?
    let sources: [String: [String]]
    let notes: [String]?
}

// MARK: - Resolved

/// A figure that changes with the iOS version: entries with disjoint, ordered ranges.
struct Figure<Value: Hashable & Sendable>: Hashable, Sendable {
    struct Entry: Hashable, Sendable {
        let first: Int
        let last: Int?
        let value: Value
        let provenance: Provenance

        func contains(_ iOS: Int) -> Bool { iOS >= first && (last.map { iOS <= $0 } ?? true) }
    }

    let entries: [Entry]

    func entry(iOS: Int) -> Entry? { entries.first { $0.contains(iOS) } }

    /// The first iOS version in `range` no entry covers, or `nil` when all are covered.
    func firstGap(in range: IOSRange) -> Int? {
        (range.first...range.last).first { entry(iOS: $0) == nil }
    }
}

struct StatusBarValue: Hashable, Sendable {
    let height: Double
    let hidden: Bool
}

struct ChromeSection: Hashable, Sendable {
    let insets: Figure<EdgeInsets>
    let insetsStatusBarHidden: Figure<EdgeInsets>
    let statusBar: Figure<StatusBarValue>
    let inCallHeight: Figure<Double?>
}

struct ChromeProfile: Hashable, Sendable {
    let id: String
    let summary: String
    let homeIndicator: Bool
    let orientations: [Orientation]
    let sections: [Orientation: ChromeSection]
    let notes: [String]
}

struct BarSection: Hashable, Sendable {
    let navigationBar: Figure<Double>
    let navigationBarLargeTitle: Figure<Double>
    let tabBar: Figure<Double>
    let toolbar: Figure<Double>

    /// The bars' heights under `iOS` with each one's provenance (keyed `bars.…`), or nil when
    /// a figure has no entry for it.
    func heights(iOS: Int) -> (BarHeights, [String: Provenance])? {
        guard let navigationBar = navigationBar.entry(iOS: iOS), let largeTitle = navigationBarLargeTitle.entry(iOS: iOS),
              let tabBar = tabBar.entry(iOS: iOS), let toolbar = toolbar.entry(iOS: iOS) else { return nil }
        let heights = BarHeights(navigationBar: navigationBar.value, navigationBarLargeTitle: largeTitle.value,
                                 tabBar: tabBar.value, toolbar: toolbar.value)
        return (heights, ["bars.navigationBar": navigationBar.provenance, "bars.navigationBarLargeTitle": largeTitle.provenance,
                          "bars.tabBar": tabBar.provenance, "bars.toolbar": toolbar.provenance])
    }
}

struct BarProfile: Hashable, Sendable {
    let id: String
    let summary: String
    let sections: [Orientation: BarSection]
}

struct HousingProfile: Hashable, Sendable {
    let id: String
    let kind: SensorHousingKind
    /// The outline's size in portrait; `nil` for `.none`.
    let size: Size?
    /// Distance of the outline from the top edge in portrait.
    let top: Double
    let provenance: Provenance
}

/// Turns the raw file into resolved values, checking every reference and range.
struct CatalogResolver {
    let raw: RawCatalog

    func urls(_ keys: [String], context: String) throws(DeviceCatalogError) -> [String] {
        var result: [String] = []
        for key in keys {
            if key.hasPrefix("https://") || key.hasPrefix("http://") {
                result.append(key)
            } else if let source = raw.sources[key] {
                result.append(source.url)
            } else {
                throw .invalidCatalog("\(context): unknown source key '\(key)'")
            }
        }
        if result.isEmpty {
            throw .invalidCatalog("\(context): a figure without a source")
        }
        return result
    }

    func figure<Raw: Decodable, Value: Hashable & Sendable>(
        _ raws: [RawRanged<Raw>], context: String, map: (Raw) -> Value
    ) throws(DeviceCatalogError) -> Figure<Value> {
        var entries: [Figure<Value>.Entry] = []
        for (index, item) in raws.enumerated() {
            let where_ = "\(context)[\(index)]"
            guard item.ios.count == 2, let first = item.ios[0] else {
                throw .invalidCatalog("\(where_): 'ios' must be [first, last-or-null]")
            }
            let last = item.ios[1]
            if let last, last < first {
                throw .invalidCatalog("\(where_): iOS range \(first)...\(last) is empty")
            }
            if let previous = entries.last {
                guard let previousLast = previous.last, previousLast < first else {
                    throw .invalidCatalog("\(where_): iOS ranges overlap or are out of order")
                }
            }
            let provenance = Provenance(sources: try urls(item.source, context: where_),
                                        confidence: item.confidence,
                                        notes: item.notes.map { [$0] } ?? [])
            entries.append(.init(first: first, last: last, value: map(item.value), provenance: provenance))
        }
        if entries.isEmpty {
            throw .invalidCatalog("\(context): no figure")
        }
        return Figure(entries: entries)
    }

    func chromeSection(_ raw: RawChromeSection, context: String) throws(DeviceCatalogError) -> ChromeSection {
        ChromeSection(
            insets: try figure(raw.safeAreaInsets, context: "\(context).safeAreaInsets") { $0 },
            insetsStatusBarHidden: try figure(raw.safeAreaInsetsStatusBarHidden,
                                              context: "\(context).safeAreaInsetsStatusBarHidden") { $0 },
            statusBar: try figure(raw.statusBar, context: "\(context).statusBar") {
                StatusBarValue(height: $0.height, hidden: $0.hidden)
            },
            inCallHeight: try figure(raw.inCallStatusBarHeight, context: "\(context).inCallStatusBarHeight") { $0 }
        )
    }

    func chromeProfile(id: String, _ raw: RawChromeProfile) throws(DeviceCatalogError) -> ChromeProfile {
        let context = "chromeProfiles.\(id)"
        let portrait = try chromeSection(raw.portrait, context: "\(context).portrait")
        let upsideDown = try raw.portraitUpsideDown.map { (section) throws(DeviceCatalogError) in
            try chromeSection(section, context: "\(context).portraitUpsideDown")
        } ?? portrait
        let landscape = try raw.landscape.map { (section) throws(DeviceCatalogError) in
            try chromeSection(section, context: "\(context).landscape")
        } ?? portrait
        let left = try raw.landscapeLeft.map { (section) throws(DeviceCatalogError) in
            try chromeSection(section, context: "\(context).landscapeLeft")
        } ?? landscape
        let right = try raw.landscapeRight.map { (section) throws(DeviceCatalogError) in
            try chromeSection(section, context: "\(context).landscapeRight")
        } ?? landscape
        guard raw.orientations.contains(.portrait) else {
            throw .invalidCatalog("\(context): every profile supports portrait")
        }
        return ChromeProfile(
            id: id, summary: raw.description, homeIndicator: raw.homeIndicator,
            orientations: Orientation.allCases.filter { raw.orientations.contains($0) },
            sections: [.portrait: portrait, .portraitUpsideDown: upsideDown, .landscapeLeft: left, .landscapeRight: right],
            notes: raw.notes ?? []
        )
    }

    func barSection(_ raw: RawBarSection, context: String) throws(DeviceCatalogError) -> BarSection {
        BarSection(
            navigationBar: try figure(raw.navigationBar, context: "\(context).navigationBar") { $0 },
            navigationBarLargeTitle: try figure(raw.navigationBarLargeTitle, context: "\(context).navigationBarLargeTitle") { $0 },
            tabBar: try figure(raw.tabBar, context: "\(context).tabBar") { $0 },
            toolbar: try figure(raw.toolbar, context: "\(context).toolbar") { $0 }
        )
    }

    func barProfile(id: String, _ raw: RawBarProfile) throws(DeviceCatalogError) -> BarProfile {
        let portrait = try barSection(raw.portrait, context: "barProfiles.\(id).portrait")
        let landscape = try raw.landscape.map { (section) throws(DeviceCatalogError) in
            try barSection(section, context: "barProfiles.\(id).landscape")
        } ?? portrait
        return BarProfile(id: id, summary: raw.description,
                          sections: [.portrait: portrait, .portraitUpsideDown: portrait,
                                     .landscapeLeft: landscape, .landscapeRight: landscape])
    }

    func housing(id: String, _ raw: RawHousing) throws(DeviceCatalogError) -> HousingProfile {
        let context = "housings.\(id)"
        if raw.kind == .none {
            return HousingProfile(id: id, kind: .none, size: nil, top: 0,
                                  provenance: Provenance(sources: [], confidence: .doc))
        }
        guard let width = raw.width, let height = raw.height, width > 0, height > 0 else {
            throw .invalidCatalog("\(context): a housing needs a positive width and height")
        }
        let provenance = Provenance(sources: try urls(raw.source ?? [], context: context),
                                    confidence: raw.confidence ?? .uncertain,
                                    notes: raw.notes.map { [$0] } ?? [])
        return HousingProfile(id: id, kind: raw.kind, size: Size(width: width, height: height),
                              top: raw.top ?? 0, provenance: provenance)
    }

    func resolve() throws(DeviceCatalogError) -> (devices: [Device], sources: [String: SourceReference], newestIOS: Int,
                                                  newestIOSWithPublishedFigures: Int) {
        // Absent: every version's figures are published ones.
        let published = raw.newestIOSWithPublishedFigures ?? raw.newestIOS
        guard published <= raw.newestIOS else {
            throw .invalidCatalog("newestIOSWithPublishedFigures \(published) is after newestIOS \(raw.newestIOS)")
        }
        guard raw.schemaVersion == 1 else {
            throw .invalidCatalog("schemaVersion \(raw.schemaVersion) is not supported (expected 1)")
        }
        var chromes: [String: ChromeProfile] = [:]
        for (id, profile) in raw.chromeProfiles { chromes[id] = try chromeProfile(id: id, profile) }
        var bars: [String: BarProfile] = [:]
        for (id, profile) in raw.barProfiles { bars[id] = try barProfile(id: id, profile) }
        var housings: [String: HousingProfile] = [:]
        for (id, housing) in raw.housings { housings[id] = try self.housing(id: id, housing) }

        var devices: [Device] = []
        var ids = Set<String>()
        var identifiers = Set<String>()
        for item in raw.devices {
            let context = "devices.\(item.id)"
            guard isKebabCase(item.id) else { throw .invalidCatalog("\(context): id must be kebab-case") }
            guard ids.insert(item.id).inserted else { throw .invalidCatalog("\(context): duplicate id") }
            for identifier in item.modelIdentifiers where !identifiers.insert(identifier).inserted {
                throw .invalidCatalog("\(context): model identifier \(identifier) is used twice")
            }
            guard !item.modelIdentifiers.isEmpty else { throw .invalidCatalog("\(context): no model identifier") }
            guard let chrome = chromes[item.chrome] else { throw .invalidCatalog("\(context): unknown chrome profile '\(item.chrome)'") }
            guard let bar = bars[item.bars] else { throw .invalidCatalog("\(context): unknown bar profile '\(item.bars)'") }
            guard let housing = housings[item.housing] else { throw .invalidCatalog("\(context): unknown housing '\(item.housing)'") }
            guard item.ios.first <= item.ios.last, item.ios.last <= raw.newestIOS else {
                throw .invalidCatalog("\(context): iOS range \(item.ios.first)...\(item.ios.last) is invalid")
            }
            guard item.scale > 0, item.screen.width > 0, item.screen.height > item.screen.width else {
                throw .invalidCatalog("\(context): screen must be a portrait size in points with a positive scale")
            }
            let range = IOSRange(first: item.ios.first, last: item.ios.last)
            try checkCoverage(chrome: chrome, bars: bar, range: range, context: context)

            var figureSources: [String: [String]] = [:]
            for (figure, keys) in item.sources {
                figureSources[figure] = try urls(keys, context: "\(context).sources.\(figure)")
            }
            for required in ["screen", "modelIdentifiers", "ios", "year"] where figureSources[required] == nil {
                throw .invalidCatalog("\(context): no source for '\(required)'")
            }
            if item.cornerRadius != nil, figureSources["cornerRadius"] == nil {
                throw .invalidCatalog("\(context): no source for 'cornerRadius'")
            }
            if item.nativePixels != nil, figureSources["nativePixels"] == nil {
                throw .invalidCatalog("\(context): no source for 'nativePixels'")
            }
            devices.append(Device(
                id: item.id, name: item.name, family: item.family, year: item.year,
                modelIdentifiers: item.modelIdentifiers, screenSize: item.screen, scale: item.scale,
                nativePixels: item.nativePixels, supportedIOS: range, cornerRadius: item.cornerRadius,
                cornerRadiusConfidence: item.cornerRadiusConfidence ?? .obs,
                figureSources: figureSources, notes: item.notes ?? [],
                chrome: chrome, bars: bar, housing: housing,
                newestIOSWithPublishedFigures: published
            ))
        }
        var sources: [String: SourceReference] = [:]
        for (key, source) in raw.sources {
            sources[key] = SourceReference(key: key, url: source.url, title: source.title)
        }
        return (devices, sources, raw.newestIOS, published)
    }

    /// Every figure a device uses must hold for every iOS version it runs, in every orientation it supports.
    func checkCoverage(chrome: ChromeProfile, bars: BarProfile, range: IOSRange, context: String) throws(DeviceCatalogError) {
        for orientation in chrome.orientations {
            guard let section = chrome.sections[orientation], let barSection = bars.sections[orientation] else {
                throw .invalidCatalog("\(context): no figures for \(orientation)")
            }
            let gaps: [(String, Int?)] = [
                ("safeAreaInsets", section.insets.firstGap(in: range)),
                ("safeAreaInsetsStatusBarHidden", section.insetsStatusBarHidden.firstGap(in: range)),
                ("statusBar", section.statusBar.firstGap(in: range)),
                ("inCallStatusBarHeight", section.inCallHeight.firstGap(in: range)),
                ("navigationBar", barSection.navigationBar.firstGap(in: range)),
                ("navigationBarLargeTitle", barSection.navigationBarLargeTitle.firstGap(in: range)),
                ("tabBar", barSection.tabBar.firstGap(in: range)),
                ("toolbar", barSection.toolbar.firstGap(in: range)),
            ]
            for case let (name, gap?) in gaps {
                throw .invalidCatalog("\(context): profile '\(chrome.id)'/'\(bars.id)' has no \(name) for iOS \(gap) in \(orientation)")
            }
        }
    }

    func isKebabCase(_ id: String) -> Bool {
        !id.isEmpty && !id.hasPrefix("-") && !id.hasSuffix("-") && !id.contains("--")
            && id.allSatisfy { ($0.isLetter && $0.isLowercase && $0.isASCII) || ($0.isNumber && $0.isASCII) || $0 == "-" }
    }
}
