import DeviceCatalog
import Testing
@testable import LayoutEngine

@Suite("Layout margins (semantics doc §2)")
struct MarginsTests {
    @Test("a plain view's margins are 8 on every edge (Apple, directionalLayoutMargins)")
    func plainDefault() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let v = subview("v", in: window.rootView)
        pinned(v, to: window.rootView.safeAreaLayoutGuide)
        window.layoutIfNeeded()
        #expect(v.effectiveLayoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    /// nhsx/COVID-19-app-iOS-BETA Sonar/Status/Status.storyboard (twelfth held-out set): a
    /// stack in a scroll view, longer than the scroll view, preserving its superview's margins,
    /// with content pinned to its bottom margin. Measured from beyond the scroll view's edge the
    /// inherited margin grew the stack on every pass (69,189 pt after eight); it is at most the
    /// superview's own margin.
    @Test("a view reaching past its superview inherits at most the superview's margin there; the layout settles")
    func preservedMarginsPastTheEdge() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let scroll = ScrollView(identifier: "scroll")
        scroll.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(scroll)
        pinned(scroll, to: window.rootView)
        let content = subview("content", in: scroll)
        content.preservesSuperviewLayoutMargins = true
        let tall = subview("tall", in: content)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            tall.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
            tall.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            tall.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
            tall.bottomAnchor.constraint(equalTo: content.layoutMarginsGuide.bottomAnchor),
            tall.heightAnchor.constraint(equalToConstant: 1000),
        ])
        window.layoutIfNeeded()
        #expect(!window.issues.contains { $0.kind == .unsettled })
        #expect(content.effectiveLayoutMargins.bottom <= scroll.effectiveLayoutMargins.bottom)
        // The scroll view's margins at most: its 8 pt below the status bar's 20 on top, 8 at
        // the bottom, so 1000 + 28 + 8.
        #expect(content.effectiveLayoutMargins.top == 28 && content.effectiveLayoutMargins.bottom == 8)
        #expect(content.frame.height == 1036)
    }

    /// Root views: 16 on an iPhone 8 (UYL-margins) and on the 390 and 393 pt iPhones, 20 from
    /// 414. Xcode's saved frames of views on a root's `leadingMargin` (held-out sets,
    /// docs/held-out-sets.md): at x 16 in 390 pt roots (doo/scanbot-sdk-example-ios'
    /// ClassicComponentsExample Main.storyboard line 965, Xcode 26; videosdk-live's and
    /// HabitRPG/habitica's storyboards) and 393 pt ones (aliyun/alicloud-ios-demo's mpush demo,
    /// Xcode 16, five views); at x 20 in 414 pt roots (sumup, infobip, Swift-Radio-Pro, WSDOT;
    /// 22 views). The semantics doc's rule 2.2 reads monday.com's "iPhone 12 portrait 20" as
    /// 390 → 20; the canvases disagree, and a table's margins are 20 there (below).
    @Test("root views: 16 on an iPhone 8 and an iPhone 12 in portrait, 20 on an iPhone 11 (414 pt); a root table 20 on an iPhone 12")
    func rootMinimums() throws {
        let eight = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        eight.layoutIfNeeded()
        // Top: the 20 pt status bar plus a 0 minimum, from the safe area (rule 2.3).
        #expect(eight.rootView.effectiveLayoutMargins == EdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
        let twelve = try Window(device: Devices.named("iPhone 12"), iOS: 17)
        twelve.layoutIfNeeded()
        #expect(twelve.rootView.effectiveLayoutMargins.left == 16)
        let eleven = try Window(device: Devices.named("iPhone 11"), iOS: 17)
        eleven.layoutIfNeeded()
        #expect(eleven.rootView.effectiveLayoutMargins.left == 20)
        // A table as the root view takes its own width's margins: 20 from 390 pt
        // (mssun/passforios' Main.storyboard line 955, Xcode 16: an inset-grouped table's
        // cards at x 20 in a 390 pt root; firebase's value1 cells on a 393 pt iPhone at x 20,
        // shared/fixtures/interface-builder/firebase__quickstart-ios__database_Main.storyboard
        // lines 289 and 296).
        let table = TableView(identifier: "list")
        let onTwelve = try Window(device: Devices.named("iPhone 12"), iOS: 17)
        onTwelve.setRootViewController(ViewController(identifier: "vc", view: table))
        onTwelve.layoutIfNeeded()
        #expect(table.effectiveLayoutMargins.left == 20)
        // A reference width stands for the table's own (a xib's cell drawn alone takes the
        // screen's portrait width): 390 on an iPhone 8's 375 pt table gives 20, through a
        // rotation to landscape (20 there, no side bands) and back.
        let referenced = TableView(identifier: "cells")
        referenced.sideMarginReferenceWidth = 390
        let onEight = try Window(device: Devices.named("iPhone 8"), orientation: .landscapeLeft, iOS: 16)
        onEight.setRootViewController(ViewController(identifier: "vc", view: referenced))
        onEight.layoutIfNeeded()
        #expect(referenced.effectiveLayoutMargins.left == 20)
        try onEight.rotate(to: .portrait)
        onEight.layoutIfNeeded()
        #expect(referenced.effectiveLayoutMargins.left == 20)
        referenced.sideMarginReferenceWidth = nil
        onEight.layoutIfNeeded()
        #expect(referenced.effectiveLayoutMargins.left == 16)
    }

    /// ish-app/ish Roots.storyboard (Xcode 13, iPhone 8 Plus in landscape, no side band; sixth
    /// held-out set): cell content at x 20. LTMorphingLabel's demo storyboard (Xcode 12, iPhone
    /// 8 in landscape, compact width; ninth held-out set, lines 40 and 124): views on the root's
    /// margins saved at x 20, 627 wide in 667. monday.com engineering (semantics doc rule 2.2):
    /// an iPhone 11 in landscape 64 = its 48 pt side band + 16, not + 20.
    @Test("in landscape root margins are 16 from the safe area, at least 20 from the edge on a phone without side bands")
    func landscapeWithoutSideBands() throws {
        let eleven = try Window(device: Devices.named("iPhone 11"), orientation: .landscapeLeft, iOS: 16)
        eleven.layoutIfNeeded()
        #expect(eleven.rootView.effectiveLayoutMargins.left == 64)
        let plus = try Window(device: Devices.named("iPhone 8 Plus"), orientation: .landscapeLeft, iOS: 15)
        plus.layoutIfNeeded()
        #expect(plus.rootView.effectiveLayoutMargins.left == 20)
        let eight = try Window(device: Devices.named("iPhone 8"), orientation: .landscapeLeft, iOS: 15)
        eight.layoutIfNeeded()
        #expect(eight.rootView.effectiveLayoutMargins.left == 20)
    }

    @Test("iPhone X landscape: the root's leading margin is the 44 pt side band plus 16 (rule 2.3)")
    func landscapeFromSafeArea() throws {
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16, )
        try window.rotate(to: .landscapeLeft)
        let label = subview("label", in: window.rootView)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.rootView.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: window.rootView.layoutMarginsGuide.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 100),
            label.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(window.rootView.effectiveLayoutMargins.left == 60)
        #expect(label.frame.x == 60)
        window.rootView.insetsLayoutMarginsFromSafeArea = false
        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(label.frame.x == 16)
    }

    @Test("custom root margins below the system minimum are raised to it on iOS 11+ (Apple: minimum 20, custom 10 → 20)")
    func customRootMargins() throws {
        let window = try Window(device: Devices.named("iPad Air 2"), iOS: 15)
        window.rootView.layoutMargins = EdgeInsets(top: 0, left: 10, bottom: 0, right: 30)
        window.rootView.insetsLayoutMarginsFromSafeArea = false
        window.layoutIfNeeded()
        #expect(window.rootView.effectiveLayoutMargins.left == 20)
        #expect(window.rootView.effectiveLayoutMargins.right == 30)
    }

    @Test("preservesSuperviewLayoutMargins raises a child's margin to line up (rule 2.4 example)", arguments: [(0.0, 20.0), (15.0, 8.0)])
    func preserves(x: Double, expected: Double) throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let parent = subview("parent", in: window.rootView)
        parent.layoutMargins = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        parent.insetsLayoutMarginsFromSafeArea = false
        LayoutConstraint.activate([
            parent.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 100),
            parent.leftAnchor.constraint(equalTo: window.rootView.leftAnchor),
            parent.widthAnchor.constraint(equalToConstant: 300),
            parent.heightAnchor.constraint(equalToConstant: 300),
        ])
        let child = subview("child", in: parent)
        child.preservesSuperviewLayoutMargins = true
        child.insetsLayoutMarginsFromSafeArea = false
        LayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 50),
            child.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: x),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        #expect(child.effectiveLayoutMargins.left == expected)
    }

    @Test("the readable guide on an iPad Air 2 in landscape: 672 wide, 176 in from each side (UYL-readable)")
    func readable() throws {
        let window = try Window(device: Devices.named("iPad Air 2"), iOS: 15)
        try window.rotate(to: .landscapeLeft)
        let text = subview("text", in: window.rootView)
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: window.rootView.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: window.rootView.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: window.rootView.readableContentGuide.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 100),
        ])
        let margins = subview("margins", in: window.rootView)
        LayoutConstraint.activate([
            margins.leadingAnchor.constraint(equalTo: window.rootView.layoutMarginsGuide.leadingAnchor),
            margins.trailingAnchor.constraint(equalTo: window.rootView.layoutMarginsGuide.trailingAnchor),
            margins.topAnchor.constraint(equalTo: window.rootView.topAnchor),
            margins.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(margins.frame.width == 984)
        #expect(text.frame.width == 672)
        #expect(text.frame.x == 176)
    }

    @Test("Follow Readable Width: the margins become the readable column, 176 in from each side of a landscape iPad Air 2 (UYL-readable)")
    func marginsFollowReadableWidth() throws {
        // useyourloaf.com/blog/readable-content-guides: Interface Builder's "Follow Readable
        // Width" on the root view makes a label pinned to its margins 672 wide, 176 in from
        // each side, where the plain margins gave 984 (the test above).
        let window = try Window(device: Devices.named("iPad Air 2"), iOS: 15)
        try window.rotate(to: .landscapeLeft)
        window.rootView.layoutMarginsFollowReadableWidth = true
        let label = subview("label", in: window.rootView)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.rootView.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: window.rootView.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: window.rootView.topAnchor),
            label.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        #expect(label.frame.x == 176 && label.frame.width == 672)
        // On a phone there is no readable limit: the margins stay the root's 16.
        let phone = try Window(device: Devices.named("iPhone 8"), iOS: 15)
        phone.rootView.layoutMarginsFollowReadableWidth = true
        phone.layoutIfNeeded()
        #expect(phone.rootView.effectiveLayoutMargins.left == 16)
    }
}
