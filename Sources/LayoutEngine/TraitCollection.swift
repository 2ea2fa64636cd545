import DeviceCatalog

/// UIKit's `UIUserInterfaceSizeClass`: whether the space in one direction is constrained
/// (compact) or not (regular).
public enum UserInterfaceSizeClass: String, Hashable, Sendable, CaseIterable {
    /// No size class (a view outside a window; an override that leaves the trait alone).
    case unspecified
    /// Constrained space: an iPhone's width in portrait, its height in landscape.
    case compact
    /// Expansive space: an iPad in both directions, a Plus or Max iPhone's landscape width.
    case regular
}

/// UIKit's `UIUserInterfaceIdiom`, for the device families the catalog has.
public enum UserInterfaceIdiom: String, Hashable, Sendable, CaseIterable {
    /// No idiom (outside a window).
    case unspecified
    /// An iPhone's interface.
    case phone
    /// An iPad's interface.
    case pad
}

/// UIKit's `UITraitCollection`, with the traits layout depends on: the size classes a
/// screen adapts to, the idiom, the display scale and the layout direction.
///
/// The traits flow down the hierarchy — window, view controller, view (WWDC 2016 session
/// 222, "Making Apps Adaptive, Part 1") — and a container may override its children's
/// (``ViewController/setOverrideTraitCollection(_:forChild:)``). A value type: two
/// collections with the same traits are equal.
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// `horizontalSizeClass`.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// `verticalSizeClass`.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// `userInterfaceIdiom`.
    public var userInterfaceIdiom: UserInterfaceIdiom
    /// `displayScale`: pixels per point; 0 is unspecified, as in UIKit.
    public var displayScale: Double
    /// `layoutDirection`; nil is unspecified.
    public var layoutDirection: UserInterfaceLayoutDirection?

    /// A collection with the given traits; every trait left out is unspecified, so the
    /// collection overrides only the ones given (UIKit's single-trait initialisers).
    public init(horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UserInterfaceSizeClass = .unspecified,
                userInterfaceIdiom: UserInterfaceIdiom = .unspecified,
                displayScale: Double = 0, layoutDirection: UserInterfaceLayoutDirection? = nil) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
    }

    /// `init(traitsFrom:)`: each trait from the last collection that specifies it.
    public init(traitsFrom collections: [TraitCollection]) {
        self.init()
        for c in collections {
            if c.horizontalSizeClass != .unspecified { horizontalSizeClass = c.horizontalSizeClass }
            if c.verticalSizeClass != .unspecified { verticalSizeClass = c.verticalSizeClass }
            if c.userInterfaceIdiom != .unspecified { userInterfaceIdiom = c.userInterfaceIdiom }
            if c.displayScale != 0 { displayScale = c.displayScale }
            if let direction = c.layoutDirection { layoutDirection = direction }
        }
    }

    /// The traits of a full-screen app on `device` in `orientation` (Apple, Human Interface
    /// Guidelines, Layout — "Device size classes"): an iPad is regular in both directions; an
    /// iPhone is compact width and regular height in portrait, compact height in landscape,
    /// where the Plus and Max phones are regular width
    /// (``UIKitMetrics/phoneIsRegularWidthInLandscape(screen:)``).
    public init(device: Device, orientation: Orientation, layoutDirection: UserInterfaceLayoutDirection = .leftToRight) {
        let horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass
        switch device.family {
        case .iPad:
            (horizontal, vertical) = (.regular, .regular)
        case .iPhone where orientation.isPortrait:
            (horizontal, vertical) = (.compact, .regular)
        case .iPhone:
            horizontal = UIKitMetrics.phoneIsRegularWidthInLandscape(screen: device.screenSize) ? .regular : .compact
            vertical = .compact
        }
        self.init(horizontalSizeClass: horizontal, verticalSizeClass: vertical,
                  userInterfaceIdiom: device.family == .iPad ? .pad : .phone,
                  displayScale: device.scale, layoutDirection: layoutDirection)
    }

    /// `containsTraits(in:)`: whether every trait `other` specifies has the same value here
    /// (nil, like an all-unspecified collection, is contained in every collection).
    public func containsTraits(in other: TraitCollection?) -> Bool {
        guard let other else { return true }
        return (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
            && (other.userInterfaceIdiom == .unspecified || other.userInterfaceIdiom == userInterfaceIdiom)
            && (other.displayScale == 0 || other.displayScale == displayScale)
            && (other.layoutDirection == nil || other.layoutDirection == layoutDirection)
    }

    /// `compact width, regular height`: the size classes in words, as reports print them.
    public var sizeClassSummary: String {
        "\(horizontalSizeClass.rawValue) width, \(verticalSizeClass.rawValue) height"
    }

    /// `w: compact, h: regular, phone, @3x, leftToRight` (unspecified traits left out).
    public var description: String {
        var parts: [String] = []
        if horizontalSizeClass != .unspecified { parts.append("w: \(horizontalSizeClass.rawValue)") }
        if verticalSizeClass != .unspecified { parts.append("h: \(verticalSizeClass.rawValue)") }
        if userInterfaceIdiom != .unspecified { parts.append(userInterfaceIdiom.rawValue) }
        if displayScale != 0 { parts.append("@\(Int(displayScale))x") }
        if let layoutDirection { parts.append(layoutDirection.rawValue) }
        return parts.isEmpty ? "unspecified" : parts.joined(separator: ", ")
    }
}

extension TraitCollection {
    /// A trait ``View/registerForTraitChanges(_:handler:)`` and
    /// ``ViewController/registerForTraitChanges(_:handler:)`` observe (UIKit's `UITrait` types:
    /// `UITraitHorizontalSizeClass`, `UITraitVerticalSizeClass`, …).
    public enum Trait: String, Hashable, Sendable, CaseIterable {
        /// `UITraitHorizontalSizeClass`.
        case horizontalSizeClass
        /// `UITraitVerticalSizeClass`.
        case verticalSizeClass
        /// `UITraitUserInterfaceIdiom`.
        case userInterfaceIdiom
        /// `UITraitDisplayScale`.
        case displayScale
        /// `UITraitLayoutDirection`.
        case layoutDirection
    }

    /// Whether `trait` has another value in `other`.
    public func differs(in trait: Trait, from other: TraitCollection) -> Bool {
        switch trait {
        case .horizontalSizeClass: return horizontalSizeClass != other.horizontalSizeClass
        case .verticalSizeClass: return verticalSizeClass != other.verticalSizeClass
        case .userInterfaceIdiom: return userInterfaceIdiom != other.userInterfaceIdiom
        case .displayScale: return displayScale != other.displayScale
        case .layoutDirection: return layoutDirection != other.layoutDirection
        }
    }
}

/// UIKit's `UITraitChangeRegistration`: what `registerForTraitChanges(_:handler:)` returns, to
/// pass to `unregisterForTraitChanges(_:)`. A reference type: the token's identity is the point.
public final class TraitChangeRegistration {
    /// The traits observed.
    public let traits: [TraitCollection.Trait]
    /// Called with the previous traits when one of ``traits`` changes.
    let handler: (TraitCollection) -> Void

    init(traits: [TraitCollection.Trait], handler: @escaping (TraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }

    /// Calls the handler when one of the observed traits differs between `previous` and `current`.
    func notify(from previous: TraitCollection, to current: TraitCollection) {
        if traits.contains(where: { current.differs(in: $0, from: previous) }) { handler(previous) }
    }
}
