import DeviceCatalog
import Testing
@testable import LayoutEngine

/// Scroll indicators (rule 3.3), `adjustedContentInsetDidChange`, `isScrollEnabled` (rule 3.2
/// open point 2) and the refresh control. Scene: a full-screen scroll view with content twice
/// the screen's height in a controller inside a navigation controller.
@Suite("Scroll indicators, callbacks and the refresh control (semantics doc 3.2–3.4)")
struct ScrollIndicatorTests {
    final class CountingScrollView: ScrollView {
        var changes: [EdgeInsets] = []
        override func adjustedContentInsetDidChange() { changes.append(adjustedContentInset) }
    }

    func scene(_ device: String, iOS: Int, behavior: ScrollView.ContentInsetAdjustmentBehavior = .automatic,
               scroll: ScrollView = ScrollView(identifier: "scroll")) throws -> (Window, ScrollView, NavigationController) {
        let window = try Window(device: Devices.named(device), iOS: iOS)
        scroll.contentSize = Size(width: window.bounds.width, height: window.bounds.height * 2)
        scroll.contentInsetAdjustmentBehavior = behavior
        let nav = NavigationController(identifier: "nav", rootViewController: ViewController(identifier: "vc", view: scroll))
        window.setRootViewController(nav)
        return (window, scroll, nav)
    }

    /// Rule 3.3: iOS 13 adds the safe area's part to the indicator insets (Apple,
    /// automaticallyAdjustsScrollIndicatorInsets, default true; React Native commit bc1e602);
    /// iOS 12 and the property turned off keep the insets as set; `.never` adds nothing (W18-235:
    /// automatic indicator insets are lost). iPhone X portrait under a navigation bar: 88 / 34.
    @Test("indicator insets: safe area + extra on iOS 13, as set on iOS 12, with the property off, and under .never")
    func indicators() throws {
        let extra = EdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
        let (w13, s13, _) = try scene("iPhone X", iOS: 13)
        s13.verticalScrollIndicatorInsets = extra
        w13.layoutIfNeeded()
        #expect(s13.effectiveVerticalScrollIndicatorInsets == EdgeInsets(top: 88, left: 0, bottom: 44, right: 0))
        #expect(s13.effectiveHorizontalScrollIndicatorInsets == EdgeInsets(top: 88, left: 0, bottom: 34, right: 0))
        s13.automaticallyAdjustsScrollIndicatorInsets = false
        w13.layoutIfNeeded()
        #expect(s13.effectiveVerticalScrollIndicatorInsets == extra)
        let (w12, s12, _) = try scene("iPhone X", iOS: 12)
        s12.verticalScrollIndicatorInsets = extra
        w12.layoutIfNeeded()
        #expect(s12.effectiveVerticalScrollIndicatorInsets == extra)
        let (_, never, _) = try scene("iPhone X", iOS: 13, behavior: .never)
        #expect(never.effectiveVerticalScrollIndicatorInsets == .zero)
    }

    /// Rule 3.4: iOS 10's container writes the bars into the indicator insets too (64 under a
    /// navigation bar on an iPhone 7, 20 with the bar hidden).
    @Test("iOS 10: the bars are written into the indicator insets, and rewritten when the bar hides")
    func iOS10Indicators() throws {
        let (window, scroll, nav) = try scene("iPhone 7", iOS: 10)
        #expect(scroll.verticalScrollIndicatorInsets.top == 64 && scroll.horizontalScrollIndicatorInsets.top == 64)
        nav.isNavigationBarHidden = true
        window.layoutIfNeeded()
        #expect(scroll.verticalScrollIndicatorInsets.top == 20)
        #expect(scroll.effectiveVerticalScrollIndicatorInsets.top == 20)
    }

    /// Apple, `adjustedContentInsetDidChange()`: called when the adjusted inset changes.
    /// iPhone 8 under a navigation bar: 64, then 20 when the bar hides (rule 3.2, Bugly/codeprj).
    @Test("adjustedContentInsetDidChange: once for 0 → 64, not for an unchanged layout, once for 64 → 20; traced")
    func adjustedInsetCallback() throws {
        let counting = CountingScrollView(identifier: "scroll")
        let (window, _, nav) = try scene("iPhone 8", iOS: 11, scroll: counting)
        #expect(counting.changes.map(\.top) == [64])
        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(counting.changes.count == 1)
        nav.isNavigationBarHidden = true
        window.layoutIfNeeded()
        #expect(counting.changes.map(\.top) == [64, 20])
        let events = window.trace.filter { $0.object == "scroll" }.map(\.event)
        #expect(events.filter { $0 == "adjustedContentInsetDidChange" }.count == 2)
        // After the view's own safe-area callback, as the first layout records them.
        let first = try #require(events.firstIndex(of: "adjustedContentInsetDidChange"))
        #expect(events.firstIndex(of: "safeAreaInsetsDidChange").map { $0 < first } == true)
        let ten = CountingScrollView(identifier: "scroll")
        _ = try scene("iPhone 7", iOS: 10, scroll: ten)
        #expect(ten.changes.isEmpty)
    }

    /// Rule 3.2 open point 2: no Apple source says `isScrollEnabled` affects `.scrollableAxes`,
    /// so turning it off changes nothing (a scroll view that bounces vertically, iPhone 8 status
    /// bar band of 20).
    @Test("isScrollEnabled false leaves the adjusted inset of .scrollableAxes alone")
    func scrollEnabled() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let scroll = ScrollView(identifier: "scroll")
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        scroll.alwaysBounceVertical = true
        window.setRootViewController(ViewController(identifier: "vc", view: scroll))
        #expect(scroll.adjustedContentInset.top == 20)
        scroll.isScrollEnabled = false
        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(scroll.adjustedContentInset.top == 20)
    }

    /// The refresh control sits just above the content (y = −60, its height from React
    /// Native PR 14259): at rest under the adjusted top inset (iPhone X: 88), pulled by its
    /// height it shows below the bar and the 44 pt sensor housing. With `.never` the same pull
    /// puts it at the screen's top, under the housing — the iPhone X bug.
    @Test("refresh control: hidden under the 88 pt inset at rest, below the notch when pulled; under it with .never")
    func refreshControl() throws {
        let (window, scroll, _) = try scene("iPhone X", iOS: 11)
        scroll.refreshControl = RefreshControl(identifier: "refresh")
        window.layoutIfNeeded()
        func refreshFrame() throws -> Rect { try #require(window.snapshot().views.first { $0.id == "refresh" }).windowFrame }
        #expect(try refreshFrame() == Rect(x: 0, y: 88 - 60, width: 375, height: 60))
        scroll.contentOffset = Point(x: 0, y: -88 - 60)
        window.layoutIfNeeded()
        #expect(try refreshFrame().minY == 88)
        let (neverWindow, never, _) = try scene("iPhone X", iOS: 11, behavior: .never)
        never.refreshControl = RefreshControl(identifier: "refresh")
        never.contentOffset = Point(x: 0, y: -60)
        neverWindow.layoutIfNeeded()
        let pulled = try #require(neverWindow.snapshot().views.first { $0.id == "refresh" }).windowFrame
        #expect(pulled.minY == 0 && pulled.minY < neverWindow.safeAreaInsets.top)
        // iOS 10: the inset written into contentInset (64) hides it the same way.
        let (tenWindow, ten, _) = try scene("iPhone 7", iOS: 10)
        ten.refreshControl = RefreshControl(identifier: "refresh")
        tenWindow.layoutIfNeeded()
        #expect(try #require(tenWindow.snapshot().views.first { $0.id == "refresh" }).windowFrame.minY == 4)
        never.refreshControl = nil
        neverWindow.layoutIfNeeded()
        #expect(!neverWindow.snapshot().views.contains { $0.id == "refresh" })
    }
}
