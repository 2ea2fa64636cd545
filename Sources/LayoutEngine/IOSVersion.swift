/// An iOS version as a user writes it: a major version (`17`) or a major version and a point
/// release (`15.2`). The major version chooses UIKit's rules and the device's figures; the
/// point release, where given, the few figures that changed within one
/// (``Window/iOSPointRelease``). A patch number (`15.2.1`) changes none and is not accepted.
public struct IOSVersion: Hashable, Sendable, CustomStringConvertible {
    /// The major version (`15` of `15.2`).
    public var major: Int
    /// The point release (`2` of `15.2`), or nil for the major version alone.
    public var pointRelease: Int?

    /// A version from its parts.
    public init(major: Int, pointRelease: Int? = nil) {
        self.major = major
        self.pointRelease = pointRelease
    }

    /// Reads `N` or `N.M` (digits only, each part at most 3 digits); nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let major = Int(parts[0]) else { return nil }
        self.major = major
        self.pointRelease = parts.count == 2 ? Int(parts[1]) : nil
    }

    /// The point release a layout under `rules`' UIKit rules takes (`Window.iOSPointRelease`):
    /// this version's, where `rules` is its major version; none where an app in compatibility
    /// mode keeps another iOS's rules (`UIKitMetrics.designIOS(for:requiresCompatibility:)`).
    public func pointRelease(underRules rules: Int) -> Int? { rules == major ? pointRelease : nil }

    /// `15` or `15.2`.
    public var description: String { pointRelease.map { "\(major).\($0)" } ?? "\(major)" }
}
