import DeviceCatalog
import Testing
@testable import LayoutEngine

@Suite("Scroll view layout guides (rule 3.5)")
struct ScrollGuideTests {
    @Test("constraints to the content guide define the content size; a view pinned to the frame guide stays at the visible top")
    func guides() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let scroll = ScrollView(identifier: "scroll")
        let vc = ViewController(identifier: "vc", view: scroll)
        window.setRootViewController(NavigationController(identifier: "nav", rootViewController: vc))
        let content = View(identifier: "content"), badge = View(identifier: "badge")
        for v in [content, badge] { v.translatesAutoresizingMaskIntoConstraints = false; scroll.addSubview(v) }
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
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
}
