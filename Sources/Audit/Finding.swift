import DeviceCatalog
import LayoutEngine
import LayoutSpec

/// How serious a finding is.
public enum Severity: String, Hashable, Sendable, Comparable {
    case warning, error
    public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
}

/// One problem on one device, orientation and iOS version: what runs where it must not.
public struct Finding: Hashable, Sendable {
    /// The rule's id.
    public var rule: String
    /// Its severity.
    public var severity: Severity
    /// Where the view (or the screen) is declared.
    public var location: SourceLocation
    /// The scene (the root controller's id).
    public var scene: String
    /// The view's id (the scene's id for screen-wide findings).
    public var view: String
    /// The configuration.
    public var device: String, orientation: Orientation, iOS: Int
    /// What is wrong, and how to fix it, in plain words.
    public var message: String
    /// The view's rectangle in window coordinates.
    public var rect: Rect?
    /// The part of it that overlaps what it must not.
    public var overlap: Rect?
    /// The iOS whose UIKit rules laid the screen out when they are not ``iOS``'s: an app that
    /// sets `UIDesignRequiresCompatibility` keeps iOS 18's bars and controls on iOS 26
    /// (`UIKitMetrics.designCompatibilityIOS(for:)`). `nil` when the device's iOS's rules apply.
    public var designIOS: Int?
    /// The point release of ``iOS`` the audit was asked for (`--ios 15.2`: 2), or nil when a
    /// major version alone was named (or none).
    public var iOSPointRelease: Int?
    /// What a finding on the screen itself is about, where one screen can have several: for
    /// an `unsatisfiable-constraints` finding the constraint UIKit breaks, without where it is
    /// written (`'W2' Bar.width == 200`), so reports tell its conflicts apart by what they are,
    /// not by line or order. Nil for other findings.
    public var subject: String?

    /// ``iOS`` as the user named it: `15` or `15.2`.
    public var iOSVersion: IOSVersion { IOSVersion(major: iOS, pointRelease: iOSPointRelease) }

    /// Creates a finding.
    public init(rule: String, severity: Severity, location: SourceLocation, scene: String, view: String,
                device: String, orientation: Orientation, iOS: Int, message: String, rect: Rect?, overlap: Rect?,
                designIOS: Int? = nil, iOSPointRelease: Int? = nil, subject: String? = nil) {
        self.rule = rule
        self.severity = severity
        self.location = location
        self.scene = scene
        self.view = view
        self.device = device
        self.orientation = orientation
        self.iOS = iOS
        self.message = message
        self.rect = rect
        self.overlap = overlap
        self.designIOS = designIOS
        self.iOSPointRelease = iOSPointRelease
        self.subject = subject
    }
}

/// An audit rule's description: its id, default severity and a one-line summary.
public struct AuditRule: Hashable, Sendable {
    /// The id used in findings and configuration, and in docs/audit.md's table of rules.
    public var id: String
    /// The default severity.
    public var severity: Severity
    /// What it finds.
    public var summary: String
}
