import Foundation

/// Every iPhone and iPad the catalog knows, read once from the module's devices.json.
///
/// ```swift
/// let catalog = try DeviceCatalog.load()
/// let device = try catalog.device(named: "iPhone X")
/// let metrics = try device.metrics(for: .landscapeLeft, iOS: 16)
/// metrics.safeAreaInsets   // top 0, left 44, bottom 21, right 44
/// ```
public struct DeviceCatalog: Sendable {
    /// Every device, in release order (the order of devices.json).
    public let devices: [Device]
    /// The sources the catalog cites, by key.
    public let sources: [String: SourceReference]
    /// The newest major iOS version the catalog has figures for.
    public let newestIOS: Int
    /// The newest iOS whose figures (insets, bars, status bar) were published; the versions
    /// after it, up to ``newestIOS``, carry its figures forward until some are (iOS 27: none
    /// published by 2026-11, docs/devices.md).
    public let newestIOSWithPublishedFigures: Int

    /// Whether the figures for `iOS` are an earlier iOS's, carried forward
    /// (``newestIOSWithPublishedFigures``).
    public func carriesFiguresForward(to iOS: Int) -> Bool {
        iOS > newestIOSWithPublishedFigures
    }

    private let index: [String: Int]

    /// Decodes and checks a catalog from JSON in the devices.json format.
    public init(jsonData: Data) throws(DeviceCatalogError) {
        let raw: RawCatalog
        do {
            raw = try JSONDecoder().decode(RawCatalog.self, from: jsonData)
        } catch {
            throw .unreadable(Self.describe(error))
        }
        let resolved = try CatalogResolver(raw: raw).resolve()
        var index: [String: Int] = [:]
        for (position, device) in resolved.devices.enumerated() {
            for spelling in [device.id, device.name] + device.modelIdentifiers {
                let key = NameMatching.normalize(spelling)
                if let other = index[key], other != position {
                    throw .invalidCatalog("'\(spelling)' names both \(resolved.devices[other].id) and \(device.id)")
                }
                index[key] = position
            }
        }
        self.devices = resolved.devices
        self.sources = resolved.sources
        self.newestIOS = resolved.newestIOS
        self.newestIOSWithPublishedFigures = resolved.newestIOSWithPublishedFigures
        self.index = index
    }

    private static let bundled: Result<DeviceCatalog, DeviceCatalogError> = {
        guard let url = Bundle.module.url(forResource: "devices", withExtension: "json") else {
            return .failure(.resourceMissing)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            return .failure(.unreadable("\(url.path): \(error.localizedDescription)"))
        }
        do {
            return .success(try DeviceCatalog(jsonData: data))
        } catch let error as DeviceCatalogError {
            return .failure(error)
        } catch {
            return .failure(.unreadable("\(error)"))
        }
    }()

    /// The catalog bundled with the module. Loaded on first use and kept; later calls are free.
    public static func load() throws(DeviceCatalogError) -> DeviceCatalog {
        try bundled.get()
    }

    /// Finds a device by marketing name (case, spaces and hyphens ignored), catalog id or model
    /// identifier. Throws ``DeviceCatalogError/unknownDevice(_:suggestions:)`` with the closest
    /// names when none matches.
    public func device(named name: String) throws(DeviceCatalogError) -> Device {
        if let position = index[NameMatching.normalize(name)] {
            return devices[position]
        }
        throw .unknownDevice(name, suggestions: suggestions(for: name))
    }

    /// The device with this catalog id, or `nil`.
    public func device(id: String) -> Device? {
        devices.first { $0.id == id }
    }

    /// The marketing names closest to `name`, best first.
    public func suggestions(for name: String, limit: Int = 3) -> [String] {
        NameMatching.closest(to: name,
                             among: devices.map { ($0.name, [$0.name, $0.id] + $0.modelIdentifiers) },
                             limit: limit)
    }

    /// The devices of one family, in release order.
    public func devices(in family: DeviceFamily) -> [Device] {
        devices.filter { $0.family == family }
    }

    /// The newest iPhone: the last iPhone in release order. The command line's default device.
    public var newestIPhone: Device? {
        devices.last { $0.family == .iPhone }
    }

    private static func describe(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "\(error)" }
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch decoding {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "\(path(context)): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "\(path(context)): missing key '\(key.stringValue)'"
        @unknown default:
            return "\(decoding)"
        }
    }
}
