/// Why the catalog could not load, or why a lookup failed.
public enum DeviceCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The resource file is missing from the module bundle.
    case resourceMissing
    /// The resource could not be read or is not valid JSON for the schema.
    case unreadable(String)
    /// The data is well-formed but inconsistent (unknown reference, a gap in an iOS range, …).
    case invalidCatalog(String)
    /// No device matches the name; `suggestions` holds the closest valid names.
    case unknownDevice(String, suggestions: [String])
    /// No orientation matches the name; `suggestions` holds the closest valid names.
    case unknownOrientation(String, suggestions: [String])
    /// The device cannot be in this orientation (portrait-upside-down on a Face ID iPhone).
    case unsupportedOrientation(device: String, orientation: Orientation, supported: [Orientation])
    /// The device does not run this iOS version.
    case unsupportedIOS(device: String, requested: Int, supported: IOSRange)

    /// True for errors caused by what the user asked for (command-line misuse, exit 64),
    /// false for a broken catalog.
    public var isUsageError: Bool {
        switch self {
        case .unknownDevice, .unknownOrientation, .unsupportedOrientation, .unsupportedIOS: return true
        case .resourceMissing, .unreadable, .invalidCatalog: return false
        }
    }

    /// A one-line message naming the problem and, for lookups, the closest valid names.
    public var description: String {
        switch self {
        case .resourceMissing:
            return "the device catalog resource devices.json is missing from the DeviceCatalog bundle"
        case .unreadable(let reason):
            return "the device catalog could not be read: \(reason)"
        case .invalidCatalog(let reason):
            return "the device catalog is invalid: \(reason)"
        case .unknownDevice(let name, let suggestions):
            return "unknown device '\(name)'" + Self.didYouMean(suggestions)
                + " (run `safearea devices` for the list)"
        case .unknownOrientation(let name, let suggestions):
            return "unknown orientation '\(name)'" + Self.didYouMean(suggestions)
                + " (valid: \(Orientation.argumentNames.joined(separator: ", ")))"
        case .unsupportedOrientation(let device, let orientation, let supported):
            return "\(device) does not support \(orientation); valid orientations: "
                + supported.map(\.rawValue).joined(separator: ", ")
        case .unsupportedIOS(let device, let requested, let supported):
            return "\(device) does not run iOS \(requested); it runs \(supported)"
        }
    }

    private static func didYouMean(_ suggestions: [String]) -> String {
        suggestions.isEmpty ? "" : "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?"
    }
}
