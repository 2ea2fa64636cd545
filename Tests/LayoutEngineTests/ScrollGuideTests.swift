import DeviceCatalog
import Testing
@testable import LayoutEngine

/// A scroll view as the content view of a controller inside a navigation controller, on an
/// iPhone 8 (64 pt of status and navigation bars over it), with `views` added to it.
func scrollInNavigationController(iOS: Int, adding views: [View]) throws -> (Window, ScrollView) {
    let window = try Window(device: Devices.named("iPhone 8"), iOS: iOS)
    let scroll = ScrollView(identifier: "scroll")
    let vc = ViewController(identifier: "vc", view: scroll)
    window.setRootViewController(NavigationController(identifier: "nav", rootViewController: vc))
    for v in views { v.translatesAutoresizingMaskIntoConstraints = false; scroll.addSubview(v) }
    return (window, scroll)
}

/// Constraints that make `view` the scroll view's content: its edges on the content guide,
/// its width the frame's (vertical scrolling only).
func contentConstraints(_ view: View, in scroll: ScrollView) -> [LayoutConstraint] {
    [view.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
     view.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
     view.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
     view.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
     view.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor)]
}

@Suite("Scroll view layout guides (rule 3.5)")
struct ScrollGuideTests {
    @Test("constraints to the content guide define the content size; a view pinned to the frame guide stays at the visible top")
    func guides() throws {
        let content = View(identifier: "content"), badge = View(identifier: "badge")
        let (window, scroll) = try scrollInNavigationController(iOS: 16, adding: [content, badge])
        LayoutConstraint.activate(contentConstraints(content, in: scroll) + [
            content.heightAnchor.constraint(equalToConstant: 1500),
            badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 100),
            badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -16),
            badge.widthAnchor.constraint(equalToConstant: 40), badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        #expect(scroll.contentSize == Size(width: 375, height: 1500))
        #expect(scroll.adjustedContentInset.top == 64)
        let snapshot = window.snapshot()
        let badgeState = try #require(snapshot.views.first { $0.id == "badge" })
        let contentState = try #require(snapshot.views.first { $0.id == "content" })
        // The content starts below the bar (offset −64); the badge sits 100 pt below the frame's top.
        #expect(contentState.windowFrame.y == 64)
        #expect(badgeState.windowFrame == Rect(x: 375 - 16 - 40, y: 100, width: 40, height: 40))
        scroll.contentOffset = Point(x: 0, y: 300)
        window.layoutIfNeeded()
        let after = window.snapshot()
        #expect(after.views.first { $0.id == "badge" }?.windowFrame.y == 100)
        #expect(after.views.first { $0.id == "content" }?.windowFrame.y == -300)
    }
    /// A guide is a rectangle of its view's bounds, and a scroll view's bounds origin is its
    /// content offset: what is pinned to a scroll view's safe area does not scroll. [obs]
    /// kharrison's ScrollGuide-IB Main.storyboard (Xcode 11, iPhone 8 in a navigation
    /// controller): the info button pinned 8 pt below the scroll view's safe-area top is saved
    /// at (8, 8), with the content offset at −64.
    @Test("a view pinned to a scroll view's safeAreaLayoutGuide stays put: (8, 8) in the scroll view at offset −64")
    func safeAreaGuideDoesNotScroll() throws {
        let content = View(identifier: "content"), info = View(identifier: "info")
        let (window, scroll) = try scrollInNavigationController(iOS: 13, adding: [content, info])
        LayoutConstraint.activate(contentConstraints(content, in: scroll) + [
            content.heightAnchor.constraint(equalToConstant: 1500),
            info.topAnchor.constraint(equalTo: scroll.safeAreaLayoutGuide.topAnchor, constant: 8),
            info.leadingAnchor.constraint(equalTo: scroll.safeAreaLayoutGuide.leadingAnchor, constant: 8),
            info.widthAnchor.constraint(equalToConstant: 25), info.heightAnchor.constraint(equalToConstant: 24),
        ])
        window.layoutIfNeeded()
        #expect(scroll.contentOffset == Point(x: 0, y: -64))
        #expect(info.frame == Rect(x: 8, y: 8, width: 25, height: 24))
        #expect(scroll.safeAreaLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 375, height: 603))
        let infoState = try #require(window.snapshot().views.first { $0.id == "info" })
        #expect(infoState.windowFrame.y == 72)
        // Scrolled 300 pt down, the guide moves with the bounds and the view stays on screen.
        scroll.contentOffset = Point(x: 0, y: 300)
        window.layoutIfNeeded()
        #expect(info.frame.y == 300 + 64 + 8)
        #expect(window.snapshot().views.first { $0.id == "info" }?.windowFrame.y == 72)
    }
}
