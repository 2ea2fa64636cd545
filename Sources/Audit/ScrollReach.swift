import DeviceCatalog
import LayoutEngine

/// What scrolling can fix: content inside a scroll view that is scrolled under a bar, the
/// home indicator or off screen is not stuck there when the scroll view can scroll it clear.
/// UIKit designs it so: a table's rows pass under a translucent bar and the home indicator
/// while the adjusted content inset lets the first and last rows come to rest inside the
/// safe area (semantics doc §3.2).
struct ScrollReach {
    /// Whether the nearest enclosing scroll view, or one around it, scrolls vertically: its
    /// content is taller than its bounds, or it always bounces vertically.
    var vertical = false
    /// Whether it scrolls horizontally.
    var horizontal = false
    /// The screen edges the content can be scrolled away from: those along a scrolling axis
    /// where the scroll view's adjusted content inset is positive, so the content comes to
    /// rest clear of whatever covers that edge.
    var clearable: RectEdge = []

    /// The reach of every view inside a scroll view, by view id (views outside every scroll
    /// view are absent).
    static func map(of window: Window) -> [String: ScrollReach] {
        var out: [String: ScrollReach] = [:]
        var stack: [(View, ScrollReach?)] = [(window.rootView, nil)]
        while let (view, inherited) = stack.popLast() {
            var reach = inherited
            if let scroll = view as? ScrollView {
                var own = ScrollReach()
                let inset = scroll.adjustedContentInset
                own.vertical = scroll.contentSize.height > scroll.frame.height || scroll.alwaysBounceVertical
                own.horizontal = scroll.contentSize.width > scroll.frame.width || scroll.alwaysBounceHorizontal
                if own.vertical && inset.top > 0 { own.clearable.insert(.top) }
                if own.vertical && inset.bottom > 0 { own.clearable.insert(.bottom) }
                if own.horizontal && inset.left > 0 { own.clearable.insert(.left) }
                if own.horizontal && inset.right > 0 { own.clearable.insert(.right) }
                // Inside another scroll view, what that one scrolls reaches this one's content
                // too: a horizontal carousel below the fold of a vertical page scrolls into view.
                if let inherited {
                    own.vertical = own.vertical || inherited.vertical
                    own.horizontal = own.horizontal || inherited.horizontal
                    own.clearable.formUnion(inherited.clearable)
                }
                reach = own
            }
            for child in view.subviews {
                if let reach { out[child.identifier] = reach }
                stack.append((child, reach))
            }
        }
        return out
    }

    /// Whether `rect`, off `screen`, can be scrolled into view: it lies beyond the screen
    /// only along the axes this scroll view scrolls.
    func canReveal(_ rect: Rect, on screen: Rect) -> Bool {
        let offVertically = rect.maxY <= screen.minY || rect.minY >= screen.maxY
        let offHorizontally = rect.maxX <= screen.minX || rect.minX >= screen.maxX
        return (!offVertically || vertical) && (!offHorizontally || horizontal)
    }

    /// Whether every edge of `safe` that `rect` crosses is one the content can be scrolled
    /// away from: one under a band the adjusted content inset clears (``clearable``), or, where
    /// no band lies (the safe area's edge is the `screen`'s), any edge along a scrolling axis:
    /// content cut by the bare screen edge scrolls into view, as a long form's lower rows do on
    /// an iPhone 8.
    func canClear(_ rect: Rect, of safe: Rect, on screen: Rect, tolerance: Double) -> Bool {
        var crossed: RectEdge = []
        if rect.minY < safe.minY - tolerance { crossed.insert(.top) }
        if rect.maxY > safe.maxY + tolerance { crossed.insert(.bottom) }
        if rect.minX < safe.minX - tolerance { crossed.insert(.left) }
        if rect.maxX > safe.maxX + tolerance { crossed.insert(.right) }
        var reachable = clearable
        if vertical && safe.minY <= screen.minY { reachable.insert(.top) }
        if vertical && safe.maxY >= screen.maxY { reachable.insert(.bottom) }
        if horizontal && safe.minX <= screen.minX { reachable.insert(.left) }
        if horizontal && safe.maxX >= screen.maxX { reachable.insert(.right) }
        return !crossed.isEmpty && reachable.isSuperset(of: crossed)
    }
}
