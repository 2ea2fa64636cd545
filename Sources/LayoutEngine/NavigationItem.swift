/// UIKit's `UINavigationItem`, for what changes layout: whether the navigation bar shows a
/// large title while this controller is on top.
public final class NavigationItem {
    /// `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: String, Hashable, Sendable, CaseIterable {
        /// The same as the item below it on the stack (the root item: a large title).
        case automatic
        /// A large title whenever the bar `prefersLargeTitles`.
        case always
        /// Never a large title.
        case never
        /// iOS 17: the title inline in the standard bar, never a large one (for the bar's
        /// height, as ``never``).
        case inline
    }

    /// The title (kept for output; it does not change the bar's height).
    public var title: String?
    /// `largeTitleDisplayMode` (default `.automatic`).
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic {
        didSet { owner?.view.window?.setNeedsLayout() }
    }

    weak var owner: ViewController?

    init(owner: ViewController) { self.owner = owner }
}

extension NavigationController {
    /// Whether the bar shows a large title for the current stack: `prefersLargeTitles`, and
    /// the top item's `largeTitleDisplayMode`, `.automatic` deferring to the item below it
    /// (Apple, `UINavigationItem.largeTitleDisplayMode`).
    var showsLargeTitle: Bool {
        guard prefersLargeTitles else { return false }
        for controller in viewControllers.reversed() {
            switch controller.navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }
}
