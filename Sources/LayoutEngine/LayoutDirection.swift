import DeviceCatalog

/// UIKit's `UIUserInterfaceLayoutDirection`: the direction leading and trailing follow.
public enum UserInterfaceLayoutDirection: String, Hashable, Sendable {
    /// Leading is left, trailing is right.
    case leftToRight
    /// Leading is right, trailing is left (Arabic, Hebrew, …).
    case rightToLeft
}

/// UIKit's `UISemanticContentAttribute`: how a view chooses its layout direction.
public enum SemanticContentAttribute: String, Hashable, Sendable {
    /// Follow the window's (the app's) layout direction. UIKit's default.
    case unspecified
    /// Media playback controls: always left to right.
    case playback
    /// Directional controls such as a D-pad: always left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft

    /// The direction a view with this attribute lays out in, in a window laid out in
    /// `windowDirection` (WWDC 2015 session 222: playback and spatial content never flips).
    public func direction(in windowDirection: UserInterfaceLayoutDirection) -> UserInterfaceLayoutDirection {
        switch self {
        case .unspecified: return windowDirection
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }
}

/// UIKit's `NSDirectionalEdgeInsets`: insets with leading and trailing instead of left and
/// right, resolved by the view's layout direction (semantics doc rule 2.5).
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The top inset.
    public var top: Double
    /// The inset on the leading side.
    public var leading: Double
    /// The bottom inset.
    public var bottom: Double
    /// The inset on the trailing side.
    public var trailing: Double

    /// Creates insets from the four amounts.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any edge.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The left/right insets for `direction`: leading is left in left-to-right layouts and
    /// right in right-to-left ones.
    public func resolved(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        direction == .rightToLeft
            ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// The directional form of `insets` for `direction` (the inverse of ``resolved(for:)``).
    public init(_ insets: EdgeInsets, direction: UserInterfaceLayoutDirection) {
        if direction == .rightToLeft {
            self.init(top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
        } else {
            self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
        }
    }

    /// `(top, leading, bottom, trailing)`.
    public var description: String { "(top \(fmt(top)), leading \(fmt(leading)), bottom \(fmt(bottom)), trailing \(fmt(trailing)))" }
}

/// The layout margins a view was given: none (the defaults apply), absolute, or directional.
/// Directional margins are resolved at every layout, so they follow a change of direction.
enum MarginSetting: Hashable {
    case absolute(EdgeInsets)
    case directional(DirectionalEdgeInsets)

    func resolved(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        switch self {
        case let .absolute(insets): return insets
        case let .directional(insets): return insets.resolved(for: direction)
        }
    }
}

extension View {
    /// `effectiveUserInterfaceLayoutDirection`: the view's ``semanticContentAttribute``
    /// applied to its window's ``Window/layoutDirection`` (left to right outside a window).
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        // Only an unspecified attribute needs the window (a walk up the superviews).
        semanticContentAttribute == .unspecified
            ? window?.layoutDirection ?? .leftToRight
            : semanticContentAttribute.direction(in: .leftToRight)
    }

    /// Whether leading is the right edge: true when the effective layout direction is right to
    /// left. Setting it forces a direction (`semanticContentAttribute` `.forceRightToLeft` or
    /// `.forceLeftToRight`).
    public var isRightToLeft: Bool {
        get { effectiveUserInterfaceLayoutDirection == .rightToLeft }
        set { semanticContentAttribute = newValue ? .forceRightToLeft : .forceLeftToRight }
    }

    /// `layoutMargins` as set, before the safe area, the superview and the system minimums
    /// apply (those give ``effectiveLayoutMargins``); nil until set, which means 8 pt on
    /// every edge, or the system minimums on a root view. After ``directionalLayoutMargins``
    /// were set, it reads them resolved for the current direction (rule 2.5).
    public var layoutMargins: EdgeInsets? {
        get { marginSetting?.resolved(for: effectiveUserInterfaceLayoutDirection) }
        set {
            marginSetting = newValue.map { .absolute($0) }
            window?.setNeedsLayout()
        }
    }

    /// `directionalLayoutMargins` as set: leading and trailing follow the view's layout
    /// direction, at every layout (rule 2.5: leading 20 in a left-to-right layout makes
    /// `layoutMargins.left` 20). Nil until margins are set; reading it after setting
    /// ``layoutMargins`` gives them in directional form for the current direction.
    public var directionalLayoutMargins: DirectionalEdgeInsets? {
        get {
            switch marginSetting {
            case nil: return nil
            case let .directional(insets)?: return insets
            case let .absolute(insets)?: return DirectionalEdgeInsets(insets, direction: effectiveUserInterfaceLayoutDirection)
            }
        }
        set {
            marginSetting = newValue.map { .directional($0) }
            window?.setNeedsLayout()
        }
    }
}

extension Window {
    /// The layout direction leading and trailing follow, and the one views with an
    /// `.unspecified` ``View/semanticContentAttribute`` take (UIKit's
    /// `UIApplication.userInterfaceLayoutDirection`). Changing it re-installs the constraints
    /// that name leading or trailing edges.
    public var layoutDirection: UserInterfaceLayoutDirection {
        get { appLayoutDirection }
        set {
            guard newValue != appLayoutDirection else { return }
            appLayoutDirection = newValue
            directionDidChange()
        }
    }

    /// Leading and trailing become solver expressions when a constraint is installed, so a
    /// change of direction re-installs the active constraints that name them, in activation
    /// order (rare, and linear in the number of active constraints). All of them leave the
    /// solver before any comes back: one re-installed beside another still in the old
    /// direction would conflict with it (`leading == leading` beside `trailing == trailing - 31`
    /// asks for a width of 0 and of 383 at once) and break a constraint that holds.
    func directionDidChange() {
        let directional = activeConstraints.filter(\.namesDirectionalEdge)
        for c in directional {
            if let s = c.solverConstraint, solver.hasConstraint(s) {
                try? solver.removeConstraint(s)
            }
            c.solverConstraint = nil
        }
        for c in directional { install(c) }
        traitsStale = true
        needsLayout = true
    }
}

extension LayoutConstraint {
    /// Whether either side names a leading or trailing edge (directly, through a margin
    /// variant, or through a guide of a view).
    var namesDirectionalEdge: Bool { firstAttribute.isDirectional || secondAttribute.isDirectional }
}

extension LayoutAttribute {
    /// Leading, trailing and their margin variants.
    var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        default: return false
        }
    }
}
