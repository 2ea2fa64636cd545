import DeviceCatalog
import Testing
@testable import LayoutEngine

/// Issue 6's figures: a full-screen scroll view with content twice the screen height, in a
/// controller inside a navigation controller, on an iPhone 8 (375 × 667). Sources: semantics
/// doc 3.2 (Apple's contentInsetAdjustmentBehavior pages, W18-235; Bugly / codeprj numbers)
/// and 3.4 (automaticallyAdjustsScrollViewInsets, 64 / 20).
@Suite("Scroll and table views (semantics doc §3)")
struct ScrollViewTests {
    func scene(iOS: Int, barHidden: Bool = false, behavior: ScrollView.ContentInsetAdjustmentBehavior = .automatic,
               automaticallyAdjusts: Bool = true) throws -> (Window, ScrollView) {
        // The iPhone 8 shipped with iOS 11; iOS 10 rules run on the iPhone 7, the same
        // 375 × 667 screen with the same 20 pt status bar.
        let window = try Window(device: Devices.named(iOS < 11 ? "iPhone 7" : "iPhone 8"), iOS: iOS)
        let scroll = ScrollView(identifier: "scroll")
        scroll.contentSize = Size(width: 375, height: 1334)
        scroll.contentInsetAdjustmentBehavior = behavior
        let vc = ViewController(identifier: "vc", view: scroll)
        vc.automaticallyAdjustsScrollViewInsets = automaticallyAdjusts
        let nav = NavigationController(identifier: "nav", rootViewController: vc)
        nav.isNavigationBarHidden = barHidden
        window.setRootViewController(nav)
        return (window, scroll)
    }

    @Test("iOS 11, bar shown, automatic: contentInset 0, adjusted top 64, offset -64, safe area top 64")
    func iOS11Automatic() throws {
        let (_, scroll) = try scene(iOS: 11)
        #expect(scroll.contentInset == .zero)
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(scroll.contentOffset.y == -64)
        #expect(scroll.safeAreaInsets.top == 64)
    }

    @Test("iOS 10, the same screen: contentInset top 64, offset -64")
    func iOS10() throws {
        let (_, scroll) = try scene(iOS: 10)
        #expect(scroll.contentInset == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(scroll.adjustedContentInset == scroll.contentInset)
        #expect(scroll.contentOffset.y == -64)
    }

    @Test("bar hidden: iOS 11 adjusted 20 and offset -20; iOS 10 contentInset 20")
    func barHidden() throws {
        let (_, eleven) = try scene(iOS: 11, barHidden: true)
        #expect(eleven.adjustedContentInset.top == 20)
        #expect(eleven.contentOffset.y == -20)
        let (_, ten) = try scene(iOS: 10, barHidden: true)
        #expect(ten.contentInset.top == 20)
    }

    @Test("never (iOS 11): adjusted 0, offset 0, safe area still 64; iOS 10 without automatic adjustment: 0 and 0")
    func never() throws {
        let (_, eleven) = try scene(iOS: 11, behavior: .never)
        #expect(eleven.adjustedContentInset == .zero)
        #expect(eleven.contentOffset.y == 0)
        #expect(eleven.safeAreaInsets.top == 64)
        let (_, ten) = try scene(iOS: 10, automaticallyAdjusts: false)
        #expect(ten.contentInset == .zero)
        #expect(ten.contentOffset.y == 0)
    }

    @Test("a table view with 15 rows and no heights set: content height 660 (15 × 44)")
    func tableContentHeight() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let table = TableView(identifier: "table")
        table.rows = [15]
        let vc = ViewController(identifier: "vc", view: table)
        window.setRootViewController(vc)
        #expect(table.contentSize.height == 660)
        // Under the status bar alone: safe area (20,0,0,0), adjusted top 20 (tables always
        // bounce vertically, so the vertical axis counts as scrollable).
        #expect(table.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(table.adjustedContentInset.top == 20)
        vc.additionalSafeAreaInsets = EdgeInsets(top: -20, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(table.adjustedContentInset.top == 0)
    }

    @Test("subviews of a scroll view move with its content offset; absorbed edges are not passed on (rule 3.2.e)")
    func subviewsScroll() throws {
        let (window, scroll) = try scene(iOS: 11)
        let header = View(identifier: "header")
        header.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(header)
        LayoutConstraint.activate([header.topAnchor.constraint(equalTo: scroll.topAnchor),
                                   header.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
                                   header.widthAnchor.constraint(equalToConstant: 375),
                                   header.heightAnchor.constraint(equalToConstant: 100)])
        window.layoutIfNeeded()
        let snapshot = window.snapshot()
        let state = try #require(snapshot.views.first { $0.id == "header" })
        #expect(state.frame == Rect(x: 0, y: 0, width: 375, height: 100))
        #expect(state.windowFrame.y == 64)
        #expect(header.safeAreaInsets == .zero)
    }
}
