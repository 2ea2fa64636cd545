import DeviceCatalog
import Testing
@testable import LayoutEngine

@Suite("Split view controllers: columns, collapse, display modes")
struct SplitViewControllerTests {
    // Sources (UIKitMetrics and SplitViewController say more): Apple's UISplitViewController
    // class reference (regular width: side by side; compact: the primary, as a navigation
    // controller shows it); commandshift.co.uk, "Understanding split view controller" (collapsed
    // exactly when the horizontal size class is compact: iPhones, the Plus / Max ones in
    // portrait only); theapplady.net (landscape: both columns; portrait: the secondary alone);
    // Use Your Loaf, "Change the Width of the Master View" (primary at most 320 pt by default,
    // at least 0; the fraction bounded by both).

    struct Split {
        let window: Window
        let split: SplitViewController
        let primary: ViewController
        let secondary: ViewController
    }

    func make(_ device: String, iOS: Int, orientation: Orientation = .portrait,
              configure: (SplitViewController) -> Void = { _ in }) throws -> Split {
        let window = try Window(device: Devices.named(device), orientation: orientation, iOS: iOS)
        let primary = ViewController(identifier: "master"), secondary = ViewController(identifier: "detail")
        let split = SplitViewController(identifier: "split", primary: primary, secondary: secondary)
        configure(split)
        window.setRootViewController(split)
        return Split(window: window, split: split, primary: primary, secondary: secondary)
    }

    @Test("an iPad in landscape shows the primary 320 pt wide beside the secondary, each with the window's top and bottom insets")
    func iPadLandscape() throws {
        let s = try make("iPad Air 2", iOS: 15, orientation: .landscapeLeft)
        let insets = s.window.safeAreaInsets
        #expect(!s.split.isCollapsed)
        #expect(s.split.displayMode == .oneBesideSecondary)
        #expect(s.split.primaryColumnWidth == 320)
        #expect(s.primary.view.frame == Rect(x: 0, y: 0, width: 320, height: 768))
        #expect(s.secondary.view.frame == Rect(x: 320, y: 0, width: 704, height: 768))
        #expect(s.primary.view.safeAreaInsets == EdgeInsets(top: insets.top, left: 0, bottom: insets.bottom, right: 0))
        #expect(s.secondary.view.safeAreaInsets == s.primary.view.safeAreaInsets)
    }

    @Test("an iPad in portrait shows the secondary alone, the whole screen; the primary is not in the window")
    func iPadPortrait() throws {
        let s = try make("iPad Air 2", iOS: 15)
        #expect(!s.split.isCollapsed)
        #expect(s.split.displayMode == .secondaryOnly)
        #expect(s.secondary.view.frame == Rect(x: 0, y: 0, width: 768, height: 1024))
        #expect(s.primary.view.window == nil)
    }

    @Test("a compact-width iPhone collapses: the primary fills the screen in both orientations")
    func collapsedOnIPhone() throws {
        for orientation in [Orientation.portrait, .landscapeLeft] {
            let s = try make("iPhone 16 Pro", iOS: 18, orientation: orientation)
            #expect(s.split.isCollapsed)
            #expect(s.primary.view.frame == s.window.bounds)
            #expect(s.primary.view.safeAreaInsets == s.window.safeAreaInsets)
            #expect(s.secondary.view.window == nil)
        }
    }

    @Test("a Max phone in landscape is regular width: the primary column takes the sensor side's inset, the secondary the other")
    func maxPhoneLandscape() throws {
        let s = try make("iPhone 16 Pro Max", iOS: 18, orientation: .landscapeLeft)
        let insets = s.window.safeAreaInsets, width = s.window.bounds.width, height = s.window.bounds.height
        #expect(insets.left > 0 && insets.right > 0)
        #expect(!s.split.isCollapsed)
        #expect(s.primary.view.frame == Rect(x: 0, y: 0, width: 320, height: height))
        #expect(s.secondary.view.frame == Rect(x: 320, y: 0, width: width - 320, height: height))
        #expect(s.primary.view.safeAreaInsets == EdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: 0))
        #expect(s.secondary.view.safeAreaInsets == EdgeInsets(top: insets.top, left: 0, bottom: insets.bottom, right: insets.right))
    }

    @Test("rotating a Max phone to landscape expands the split: the secondary joins the window in its column")
    func rotationExpands() throws {
        let s = try make("iPhone 16 Pro Max", iOS: 18)
        #expect(s.split.isCollapsed)
        #expect(s.secondary.view.window == nil)
        try s.window.transition(to: .landscapeLeft)
        #expect(!s.split.isCollapsed)
        #expect(s.secondary.view.window === s.window)
        #expect(s.primary.view.frame.width == 320)
        #expect(s.secondary.view.frame.minX == 320)
        try s.window.transition(to: .portrait)
        #expect(s.secondary.view.window == nil)
        #expect(s.primary.view.frame == s.window.bounds)
    }

    @Test("the primary's width is the preferred fraction, kept between the minimum and the maximum (320 by default)")
    func primaryWidth() throws {
        let half = try make("iPad Air 2", iOS: 15, orientation: .landscapeLeft) { $0.preferredPrimaryColumnWidthFraction = 0.5 }
        #expect(half.primary.view.frame.width == 320)
        let wider = try make("iPad Air 2", iOS: 15, orientation: .landscapeLeft) {
            $0.preferredPrimaryColumnWidthFraction = 0.5
            $0.maximumPrimaryColumnWidth = 600
        }
        #expect(wider.primary.view.frame.width == 512)
        #expect(wider.secondary.view.frame == Rect(x: 512, y: 0, width: 512, height: 768))
        let narrow = try make("iPad Air 2", iOS: 15, orientation: .landscapeLeft) {
            $0.preferredPrimaryColumnWidthFraction = 0.1
            $0.minimumPrimaryColumnWidth = 200
        }
        #expect(narrow.primary.view.frame.width == 200)
        // Values that are not dimensions are automatic.
        #expect(narrow.split.primaryColumnWidth(forSplitWidth: 1024) == 200)
        narrow.split.maximumPrimaryColumnWidth = -.infinity
        #expect(narrow.split.primaryColumnWidth(forSplitWidth: 1024) == 200)
    }

    @Test("oneOverSecondary lays the primary over the secondary's leading edge; secondaryOnly hides it in landscape too")
    func preferredModes() throws {
        let over = try make("iPad Air 2", iOS: 15, orientation: .landscapeLeft) { $0.preferredDisplayMode = .oneOverSecondary }
        #expect(over.secondary.view.frame == Rect(x: 0, y: 0, width: 1024, height: 768))
        #expect(over.primary.view.frame == Rect(x: 0, y: 0, width: 320, height: 768))
        #expect(over.split.view.subviews.last === over.primary.view)
        let hidden = try make("iPad Air 2", iOS: 15, orientation: .landscapeLeft) { $0.preferredDisplayMode = .secondaryOnly }
        #expect(hidden.primary.view.window == nil)
        #expect(hidden.secondary.view.frame.width == 1024)
        // Changed later, the next layout rearranges the columns.
        hidden.split.preferredDisplayMode = .oneBesideSecondary
        hidden.window.layoutIfNeeded()
        #expect(hidden.primary.view.frame == Rect(x: 0, y: 0, width: 320, height: 768))
        #expect(hidden.secondary.view.frame == Rect(x: 320, y: 0, width: 704, height: 768))
    }

    @Test("show(_:) brings a column on screen: the secondary on top of a collapsed split, the primary over an iPad's portrait secondary")
    func showColumn() throws {
        let phone = try make("iPhone 16 Pro", iOS: 18) { $0.show(.secondary) }
        #expect(phone.secondary.view.frame == phone.window.bounds)
        #expect(phone.primary.view.window == nil)
        let pad = try make("iPad Air 2", iOS: 15) { $0.show(.primary) }
        #expect(pad.split.displayMode == .oneOverSecondary)
        #expect(pad.primary.view.frame == Rect(x: 0, y: 0, width: 320, height: 1024))
        #expect(pad.secondary.view.frame == Rect(x: 0, y: 0, width: 768, height: 1024))
        // In landscape the primary is beside the secondary anyway.
        try pad.window.transition(to: .landscapeLeft)
        #expect(pad.split.displayMode == .oneBesideSecondary)
        #expect(pad.secondary.view.frame == Rect(x: 320, y: 0, width: 704, height: 768))
    }

    @Test("right to left, the primary column is on the right")
    func rightToLeft() throws {
        let window = try Window(device: Devices.named("iPad Air 2"), orientation: .landscapeLeft, iOS: 15)
        window.layoutDirection = .rightToLeft
        let primary = ViewController(identifier: "master"), secondary = ViewController(identifier: "detail")
        window.setRootViewController(SplitViewController(identifier: "split", primary: primary, secondary: secondary))
        #expect(primary.view.frame == Rect(x: 704, y: 0, width: 320, height: 768))
        #expect(secondary.view.frame == Rect(x: 0, y: 0, width: 704, height: 768))
    }

    @Test("a navigation controller in each column gets its bar over its own column; both are visible controllers")
    func navigationInColumns() throws {
        let window = try Window(device: Devices.named("iPad Air 2"), orientation: .landscapeLeft, iOS: 15)
        let list = ViewController(identifier: "list"), detail = ViewController(identifier: "detail")
        let master = NavigationController(identifier: "masterNav", rootViewController: list)
        let detailNav = NavigationController(identifier: "detailNav", rootViewController: detail)
        let split = SplitViewController(identifier: "split", primary: master, secondary: detailNav)
        window.setRootViewController(split)
        #expect(master.navigationBar.frame.width == 320)
        #expect(detailNav.navigationBar.frame.width == 704)
        #expect(list.view.safeAreaInsets.top == detail.view.safeAreaInsets.top)
        #expect(list.view.safeAreaInsets.top > window.safeAreaInsets.top)
        let shown = window.visibleControllers(from: split).map(\.identifier)
        #expect(shown == ["split", "masterNav", "list", "detailNav", "detail"])
    }
}
