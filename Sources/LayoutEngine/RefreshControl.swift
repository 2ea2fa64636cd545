import DeviceCatalog

/// UIKit's `UIRefreshControl` as layout sees it: a full-width band just above a scroll view's
/// content. At rest the adjusted top inset covers it (it sits under the bars); a pull of its
/// height brings it into view right below them, clear of the status bar and the sensor
/// housing — unless the inset leaves the safe area out (`.never`), which is how pull-to-refresh
/// ended up under the iPhone X's notch.
///
/// UIKit positions the control at `y = −height` in content coordinates while the pull is
/// shorter than the control (the workaround quoted at https://lmlphp.com/user/365769/article/item/8720774
/// reproduces that rule); the stretching of a longer pull is not modelled.
open class RefreshControl: View {
    /// Creates a refresh control.
    public init(identifier: String) {
        super.init(identifier: identifier, typeName: "refreshControl")
    }

    /// The control's height at rest (``UIKitMetrics/refreshControlHeight``).
    public var height: Double { UIKitMetrics.refreshControlHeight }

    /// Adds the control to `scroll`, above its content, as wide as the scroll view.
    func attach(to scroll: ScrollView) {
        removeFromSuperview()
        translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(self)
        let placement = [
            bottomAnchor.constraint(equalTo: scroll.topAnchor),
            leftAnchor.constraint(equalTo: scroll.leftAnchor),
            widthAnchor.constraint(equalTo: scroll.widthAnchor),
            heightAnchor.constraint(equalToConstant: height),
        ]
        for c in placement { c.identifier = "\(identifier).refreshControlLayout" }
        LayoutConstraint.activate(placement)
    }
}
