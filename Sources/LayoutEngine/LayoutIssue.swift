import DeviceCatalog

/// A problem the layout found, as UIKit would log it.
public struct LayoutIssue: Hashable, Sendable {
    /// The kinds of issue (docs/CLI.md: `unsatisfiable`, `ambiguous`, `unsettled`).
    public enum Kind: String, Hashable, Sendable {
        case unsatisfiable, ambiguous, unsettled
    }
    /// What happened.
    public var kind: Kind
    /// The message, in UIKit's words where UIKit logs one.
    public var message: String
    /// The constraints involved, as text.
    public var constraints: [String]
}

/// One entry of the lifecycle / callback trace.
public struct TraceEntry: Hashable, Sendable {
    /// The view or controller id.
    public var object: String
    /// UIKit's method name without arguments (`safeAreaInsetsDidChange`, …).
    public var event: String
    /// The object's safe-area insets when the event fired.
    public var safeAreaInsets: EdgeInsets
}
