import DeviceCatalog

/// An immutable picture of a laid-out window: what reports, the audit and the JSON output
/// read. It holds values only, so it can cross threads and outlive the window.
public struct LayoutSnapshot: Hashable, Sendable {
    /// One view.
    public struct ViewState: Hashable, Sendable {
        /// The view's id.
        public var id: String
        /// Its type name.
        public var type: String
        /// The superview's id, or nil for the root.
        public var parent: String?
        /// The frame in the superview's coordinates.
        public var frame: Rect
        /// The frame in window coordinates.
        public var windowFrame: Rect
        /// The safe-area insets.
        public var safeAreaInsets: EdgeInsets
        /// The effective layout margins.
        public var layoutMargins: EdgeInsets
        /// Whether the view is hidden.
        public var hidden: Bool
    }

    /// The device's id.
    public var deviceID: String
    /// The orientation.
    public var orientation: Orientation
    /// The iOS version whose rules applied.
    public var iOS: Int
    /// The window's size.
    public var screen: Size
    /// The window's traits: the size classes Interface Builder's variations and adaptive code
    /// chose by (``Window/traitCollection``).
    public var traitCollection: TraitCollection
    /// Every view, in tree order (parents before children, siblings back to front).
    public var views: [ViewState]
    /// Problems found.
    public var issues: [LayoutIssue]
}

extension Window {
    /// The laid-out tree as a value (lays out first if needed).
    public func snapshot() -> LayoutSnapshot {
        layoutIfNeeded()
        var states: [LayoutSnapshot.ViewState] = []
        states.reserveCapacity(orderedViews.count)
        for (index, view) in orderedViews.enumerated() {
            let p = parentIndex[index]
            states.append(.init(id: view.identifier, type: view.typeName, parent: p >= 0 ? orderedViews[p].identifier : nil,
                                frame: view.frame, windowFrame: windowFrames[index], safeAreaInsets: view.safeAreaInsets,
                                layoutMargins: view.effectiveLayoutMargins, hidden: view.isHidden))
        }
        return LayoutSnapshot(deviceID: device.id, orientation: orientation, iOS: iOS, screen: bounds.size,
                              traitCollection: traitCollection, views: states, issues: issues)
    }
}
