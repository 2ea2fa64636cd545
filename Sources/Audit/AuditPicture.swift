import DeviceCatalog
import LayoutEngine
import LayoutSpec

/// What a report needs to draw one screen on one configuration: the device's outline and
/// chrome, the safe area, and the input's views where they were laid out. A value, so reports
/// never call into the engine.
public struct AuditPicture: Hashable, Sendable {
    /// One view, in window coordinates.
    public struct ViewBox: Hashable, Sendable {
        /// The view's id.
        public var id: String
        /// Its kind (`label`, `button`, …).
        public var type: String
        /// Its rectangle in window coordinates.
        public var frame: Rect
    }

    /// The file the screen is written in.
    public var file: String
    /// The scene.
    public var scene: String
    /// The configuration.
    public var device: String, deviceName: String, orientation: Orientation, iOS: Int
    /// The screen in points.
    public var screen: Size
    /// The display's corner radius, if rounded.
    public var cornerRadius: Double?
    /// The sensor housing (notch, Dynamic Island) in screen coordinates, if any.
    public var sensorHousing: Rect?
    /// The status bar, when shown.
    public var statusBar: Rect?
    /// The home-indicator band, on devices with one.
    public var homeIndicatorBand: Rect?
    /// The window's safe-area insets.
    public var safeAreaInsets: EdgeInsets
    /// The input's visible views, back to front.
    public var views: [ViewBox]
    /// The iOS whose rules laid the screen out when not ``iOS``'s (``Finding/designIOS``).
    public var designIOS: Int? = nil
    /// The point release of ``iOS`` the audit was asked for (``Finding/iOSPointRelease``).
    public var iOSPointRelease: Int? = nil
    /// The window's traits: the size classes the screen's variations were chosen by.
    public var traitCollection = TraitCollection()

    /// ``iOS`` as the user named it: `15` or `15.2`.
    public var iOSVersion: IOSVersion { IOSVersion(major: iOS, pointRelease: iOSPointRelease) }

    /// A name for files: scene, device and orientation, with characters a file system dislikes replaced.
    public var slug: String {
        let raw = "\(file.split(separator: "/").last ?? "")-\(scene)-\(device)-\(orientation.rawValue)"
        return String(raw.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    }

    static func make(file: String, scene: String, window: Window, snapshot: LayoutSnapshot, views: Set<String>) -> AuditPicture {
        let metrics = window.metrics
        let screen = metrics.screenSize
        let insets = window.safeAreaInsets
        let statusShown = window.statusBar != .hidden && !metrics.statusBar.isHiddenInThisOrientation && metrics.statusBar.height > 0
        var hidden = Set<String>()
        var boxes: [ViewBox] = []
        for v in snapshot.views {
            if v.hidden || (v.parent.map { hidden.contains($0) } ?? false) { hidden.insert(v.id); continue }
            if views.contains(v.id) { boxes.append(ViewBox(id: v.id, type: v.type, frame: v.windowFrame)) }
        }
        return AuditPicture(
            file: file, scene: scene, device: snapshot.deviceID, deviceName: window.device.name, orientation: snapshot.orientation,
            iOS: metrics.iOS, screen: screen, cornerRadius: metrics.cornerRadius, sensorHousing: metrics.sensorHousing.rect,
            statusBar: statusShown ? Rect(x: 0, y: 0, width: screen.width, height: metrics.statusBar.height) : nil,
            homeIndicatorBand: metrics.homeIndicator && insets.bottom > 0
                ? Rect(x: 0, y: screen.height - insets.bottom, width: screen.width, height: insets.bottom) : nil,
            safeAreaInsets: insets, views: boxes, designIOS: window.designIOS, traitCollection: snapshot.traitCollection)
    }
}
