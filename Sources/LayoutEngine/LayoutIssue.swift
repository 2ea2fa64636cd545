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
    /// For an unsatisfiable layout, the constraint given up to recover, as text (UIKit's "Will
    /// attempt to recover by breaking constraint"), with where it is written when it is
    /// (``LayoutConstraint/place(in:)``), or nil.
    public var broken: String? = nil
    /// The view ``broken`` constrains (its first item's view), for an issue to point at when
    /// the constraint was not written anywhere (an autoresizing mask's, an intrinsic size's).
    public var brokenView: String? = nil
    /// The views the issue is about, where it names them: for an ambiguous layout, the views
    /// whose frames the constraints leave free; empty otherwise.
    public var views: [String] = []

    /// An ambiguous layout of `views` (their identifiers, in the window's order), in the words
    /// the window reports it.
    public static func ambiguous(views: [String]) -> LayoutIssue {
        var issue = LayoutIssue(kind: .ambiguous,
                                message: "Ambiguous layout: the constraints leave the position or size of \(views.joined(separator: ", ")) free.",
                                constraints: [])
        issue.views = views
        return issue
    }

    /// An issue: what happened, UIKit's message, the constraints involved and, for an
    /// unsatisfiable layout, the one given up (tools and tests build them; the window reports
    /// its own).
    public init(kind: Kind, message: String, constraints: [String], broken: String? = nil,
                brokenView: String? = nil) {
        self.kind = kind
        self.message = message
        self.constraints = constraints
        self.broken = broken
        self.brokenView = brokenView
    }
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
