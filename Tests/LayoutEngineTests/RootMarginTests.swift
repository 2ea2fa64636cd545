import DeviceCatalog
import Testing
@testable import LayoutEngine

@Suite("Root-view margins and the in-call status bar (semantics doc 1.1.e, 2.2)")
struct RootMarginTests {
    @Test("systemMinimumLayoutMargins: 16 on an iPhone 8, 20 on an iPad (UYL-margins, rule 2.2)")
    func systemMinimum() throws {
        let phone = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        #expect(phone.systemMinimumLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        let pad = try Window(device: Devices.named("iPad Air 2"), iOS: 15)
        #expect(pad.systemMinimumLayoutMargins.leading == 20)
    }

    /// The 16/20 pt split goes by the root view's own width where it is narrower than the
    /// screen: a child controller's 375 pt view on a 414 pt iPhone 11 keeps 16, the host's
    /// full-width view 20. [obs] JTAppleCalendar's 375 pt freeform root on a 414 pt phone,
    /// saved with its margins 16 pt in (SafeAreaRules.systemMinimumSideMargin, its source).
    @Test("a root view narrower than a wide phone keeps the narrow phone's 16 pt minimum; the full-width one 20 (rule 2.2)")
    func narrowChildRoot() throws {
        let window = try Window(device: Devices.named("iPhone 11"), iOS: 17)
        let host = ViewController(identifier: "host")
        let child = ViewController(identifier: "child")
        host.addChild(child)
        host.view.addSubview(child.view)
        child.view.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            child.view.topAnchor.constraint(equalTo: host.view.topAnchor),
            child.view.bottomAnchor.constraint(equalTo: host.view.bottomAnchor),
            child.view.leadingAnchor.constraint(equalTo: host.view.leadingAnchor),
            child.view.widthAnchor.constraint(equalToConstant: 375),
        ])
        window.setRootViewController(host)
        window.layoutIfNeeded()
        #expect(host.systemMinimumLayoutMargins.leading == 20)
        #expect(child.systemMinimumLayoutMargins.leading == 16)
        #expect(child.view.effectiveLayoutMargins.left == 16 && child.view.effectiveLayoutMargins.right == 16)
        #expect(host.view.effectiveLayoutMargins.left == 20)
    }

    @Test("viewRespectsSystemMinimumLayoutMargins = false lets a root margin go to 10 (Apple: minimum 20, custom 10)")
    func notRespectingMinimum() throws {
        let window = try Window(device: Devices.named("iPad Air 2"), iOS: 15)
        window.rootView.layoutMargins = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        window.rootView.insetsLayoutMarginsFromSafeArea = false
        window.layoutIfNeeded()
        #expect(window.rootView.effectiveLayoutMargins.left == 20)
        window.rootView.viewRespectsSystemMinimumLayoutMargins = false
        window.layoutIfNeeded()
        #expect(window.rootView.effectiveLayoutMargins.left == 10)
    }

    @Test("the 40 pt in-call bar on an iPhone 8 under iOS 12: the root view starts at 20, 647 tall, top inset 20 (rule 1.1.e)")
    func inCall() throws {
        let window = try Window(device: Devices.named("iPhone 8"), statusBar: .inCall, iOS: 12)
        window.layoutIfNeeded()
        #expect(window.rootView.frame == Rect(x: 0, y: 20, width: 375, height: 647))
        #expect(window.rootView.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        window.setStatusBar(.shown)
        window.layoutIfNeeded()
        #expect(window.rootView.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("iOS 13 dropped the double-height bar: in-call changes nothing (semantics doc 8)")
    func inCallGone() throws {
        let window = try Window(device: Devices.named("iPhone 8"), statusBar: .inCall, iOS: 13)
        window.layoutIfNeeded()
        #expect(window.rootView.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    }
}

@Suite("Readable content guide (semantics doc 2.7)")
struct ReadableGuideTests {
    @Test("on an iPhone the readable guide is the margins guide, in landscape too: the readable width is wider than any phone (W18-235)")
    func phone() throws {
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16)
        window.layoutIfNeeded()
        #expect(window.rootView.readableContentGuide.layoutFrame == window.rootView.layoutMarginsGuide.layoutFrame)
        // Landscape: 812 − 2 × (44 + 16) = 692 between the margins, more than iPad's 672.
        try window.rotate(to: .landscapeLeft)
        window.layoutIfNeeded()
        #expect(window.rootView.layoutMarginsGuide.layoutFrame.width == 692)
        #expect(window.rootView.readableContentGuide.layoutFrame == window.rootView.layoutMarginsGuide.layoutFrame)
    }

    @Test("an iPad Air 2 in portrait: 768 − 2 × 20 = 728 of margins, so the 672 column is 48 in from each side (UYL-readable, rule 2.7)")
    func padPortrait() throws {
        let window = try Window(device: Devices.named("iPad Air 2"), iOS: 15)
        window.layoutIfNeeded()
        let frame = window.rootView.readableContentGuide.layoutFrame
        #expect(frame.width == 672)
        #expect(frame.minX == 48)
    }
}
