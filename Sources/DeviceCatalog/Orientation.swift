/// An interface orientation, named as UIKit's `UIInterfaceOrientation` cases.
///
/// Interface orientation, not device orientation: in `landscapeLeft` the Home button (or the
/// bottom of a Face ID phone) is on the left and the sensor housing on the right, as in UIKit.
public enum Orientation: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Upright.
    case portrait = "portrait"
    /// Upside down; not supported on Face ID iPhones.
    case portraitUpsideDown = "portrait-upside-down"
    /// Landscape with the top of the device on the right.
    case landscapeLeft = "landscape-left"
    /// Landscape with the top of the device on the left.
    case landscapeRight = "landscape-right"

    /// Parses a command-line name: the raw values above, plus `landscape` for `landscapeLeft`.
    /// Case and the choice of `-`, `_` or a space between words do not matter.
    public init?(argument: String) {
        let key = argument.lowercased().filter { $0.isLetter }
        switch key {
        case "portrait": self = .portrait
        case "portraitupsidedown", "upsidedown": self = .portraitUpsideDown
        case "landscapeleft", "landscape": self = .landscapeLeft
        case "landscaperight": self = .landscapeRight
        default: return nil
        }
    }

    /// Every name `init(argument:)` accepts, as the command line documents them.
    public static let argumentNames = ["portrait", "portrait-upside-down", "landscape-left", "landscape-right", "landscape"]

    /// True for the two landscape orientations.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// True for the two portrait orientations.
    public var isPortrait: Bool { !isLandscape }

    /// The command-line name (`landscape-left`).
    public var description: String { rawValue }
}

/// A device family, as `UIUserInterfaceIdiom` distinguishes them.
public enum DeviceFamily: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// iPhone.
    case iPhone = "iphone"
    /// iPad.
    case iPad = "ipad"

    /// Parses `iphone` or `ipad`, ignoring case.
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }

    /// The command-line name (`iphone`).
    public var description: String { rawValue }
}
