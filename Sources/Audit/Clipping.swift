import DeviceCatalog
import LayoutEngine

/// Where a view can be seen when an ancestor clips to its bounds (`clipsToBounds`, IB's
/// `clipsSubviews`): only inside every such ancestor's frame. Scroll views clip too, but what
/// they cut off is scrolled content, which ``ScrollReach`` judges; below a scroll view only
/// clipping ancestors inside it count.
struct Clipping {
    /// The nearest ancestor that clips the view.
    var ancestor: String
    /// The part of the window the clipping ancestors leave visible (window coordinates).
    var visible: Rect

    /// The clipping of every view under a clipping ancestor, by view id; the window frames
    /// come from `snapshot`. Most screens have no such ancestor outside their scroll views:
    /// they cost one walk of the tree.
    static func map(of window: Window, snapshot: LayoutSnapshot) -> [String: Clipping] {
        var clips = false
        var walk: [View] = [window.rootView]
        while let view = walk.popLast(), !clips {
            clips = view.clipsToBounds && !(view is ScrollView) && view !== window.rootView
            walk.append(contentsOf: view.subviews)
        }
        guard clips else { return [:] }
        let frames = Dictionary(snapshot.views.map { ($0.id, $0.windowFrame) }, uniquingKeysWith: { first, _ in first })
        var out: [String: Clipping] = [:]
        var stack: [(View, Clipping?)] = [(window.rootView, nil)]
        while let (view, inherited) = stack.popLast() {
            var clipping = view is ScrollView ? nil : inherited
            // The root view's edges are the screen's: what it cuts off is off screen.
            if view.clipsToBounds, !(view is ScrollView), view !== window.rootView, let frame = frames[view.identifier] {
                let visible = clipping.map { $0.visible.intersection(frame) ?? Rect(x: frame.minX, y: frame.minY, width: 0, height: 0) } ?? frame
                clipping = Clipping(ancestor: view.identifier, visible: visible)
            }
            for child in view.subviews {
                if let clipping { out[child.identifier] = clipping }
                stack.append((child, clipping))
            }
        }
        return out
    }
}
