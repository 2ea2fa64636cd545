import DeviceCatalog
import Testing
@testable import LayoutEngine

/// iOS 10 rules (semantics doc 8): no safe area; top and bottom layout guides measure the bars
/// (64 under a navigation bar, 20 under the status bar alone, 49 above a tab bar), and a
/// screen whose constraints name the safe area lays out the same under both rules.
@Suite("iOS 10 rules")
struct IOS10Tests {
    func label(in vc: ViewController, to item: LayoutItem) -> View {
        let label = View(identifier: "label", typeName: "label")
        label.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(label)
        LayoutConstraint.activate([label.topAnchor.constraint(equalTo: item.topAnchor, constant: 8),
                                   label.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor, constant: 16),
                                   label.widthAnchor.constraint(equalToConstant: 100),
                                   label.heightAnchor.constraint(equalToConstant: 21)])
        return label
    }

    @Test("the layout guides: 64 / 49 in a navigation controller inside a tab bar controller (iPhone 7, iOS 10)")
    func guides() throws {
        let window = try Window(device: Devices.named("iPhone 7"), iOS: 10)
        let vc = ViewController(identifier: "vc")
        let nav = NavigationController(identifier: "nav", rootViewController: vc)
        window.setRootViewController(TabBarController(identifier: "tabs", viewControllers: [nav]))
        let top = View(identifier: "top"), bottom = View(identifier: "bottom")
        for v in [top, bottom] { v.translatesAutoresizingMaskIntoConstraints = false; vc.view.addSubview(v) }
        LayoutConstraint.activate([
            top.topAnchor.constraint(equalTo: vc.topLayoutGuide.bottomAnchor), top.heightAnchor.constraint(equalToConstant: 10),
            top.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor), top.widthAnchor.constraint(equalToConstant: 10),
            bottom.bottomAnchor.constraint(equalTo: vc.bottomLayoutGuide.topAnchor), bottom.heightAnchor.constraint(equalToConstant: 10),
            bottom.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor), bottom.widthAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(vc.view.safeAreaInsets == .zero)
        #expect(top.frame.y == 64)
        #expect(bottom.frame.maxY == 667 - 49)
    }

    @Test("a label 8 pt below the safe area's top is at 72 under a navigation bar on iOS 10 and iOS 11 alike")
    func sameScreenBothRules() throws {
        for (device, ios) in [("iPhone 7", 10), ("iPhone 8", 11)] {
            let window = try Window(device: Devices.named(device), iOS: ios)
            let vc = ViewController(identifier: "vc")
            window.setRootViewController(NavigationController(identifier: "nav", rootViewController: vc))
            let l = label(in: vc, to: vc.view.safeAreaLayoutGuide)
            window.layoutIfNeeded()
            #expect(l.frame.y == 72, "iOS \(ios)")
        }
    }

    @Test("a plain controller under the status bar alone: 28 on both")
    func statusBarOnly() throws {
        for (device, ios) in [("iPhone 7", 10), ("iPhone 8", 11)] {
            let window = try Window(device: Devices.named(device), iOS: ios)
            let vc = ViewController(identifier: "vc")
            window.setRootViewController(vc)
            let l = label(in: vc, to: vc.view.safeAreaLayoutGuide)
            window.layoutIfNeeded()
            #expect(l.frame.y == 28, "iOS \(ios)")
        }
    }

    @Test("a view that is not a controller's root view has no safe area to fall back to on iOS 10: its own edges")
    func plainViewFallsBackToEdges() throws {
        let window = try Window(device: Devices.named("iPhone 7"), iOS: 10)
        let vc = ViewController(identifier: "vc")
        window.setRootViewController(vc)
        let container = View(identifier: "container")
        container.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(container)
        pinned(container, to: vc.view)
        let inner = View(identifier: "inner")
        inner.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(inner)
        LayoutConstraint.activate([inner.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor),
                                   inner.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                   inner.widthAnchor.constraint(equalToConstant: 10), inner.heightAnchor.constraint(equalToConstant: 10)])
        window.layoutIfNeeded()
        #expect(inner.frame.y == 0)   // the xib pitfall: content under the status bar
    }

    /// A scroll view that is a controller's content in a navigation controller inside a tab bar
    /// controller, on an iPhone 7 under iOS 10.
    func tabbedScroll(extendedEdges: RectEdge = .all) throws -> (Window, ScrollView) {
        let window = try Window(device: Devices.named("iPhone 7"), iOS: 10)
        let scroll = ScrollView(identifier: "scroll")
        scroll.contentSize = Size(width: 375, height: 1334)
        let vc = ViewController(identifier: "vc", view: scroll)
        vc.edgesForExtendedLayout = extendedEdges
        let nav = NavigationController(identifier: "nav", rootViewController: vc)
        window.setRootViewController(TabBarController(identifier: "tabs", viewControllers: [nav]))
        window.layoutIfNeeded()
        return (window, scroll)
    }

    @Test("iOS 10 writes the bars into contentInset (64 / 49); moved to iOS 16 the window takes them back, and the safe area brings them in")
    func writtenInsetsTakenBack() throws {
        let (window, scroll) = try tabbedScroll()
        // The layout guides' 64 and 49 (guides(), above), written into the content inset.
        #expect(scroll.contentInset == EdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
        try window.move(to: Devices.named("iPhone X"), orientation: .portrait, iOS: 16)
        window.layoutIfNeeded()
        // iOS 11+ writes nothing: the iPhone X's 44 pt status band and 44 pt bar above, its
        // 34 pt home indicator and 49 pt tab bar below, reach the content through the safe area
        // once each (they were counted twice, 152 and 132, before the written part went).
        #expect(scroll.contentInset == .zero)
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 88, left: 0, bottom: 83, right: 0))
        #expect(scroll.contentOffset.y == -88)
    }

    @Test("iOS 10: a view kept off the bars (edgesForExtendedLayout = []) gets no bar in its contentInset, the tab bar included")
    func edgesKeptOffTheBars() throws {
        let (_, scroll) = try tabbedScroll(extendedEdges: [])
        // The view stops at both bars (64 and 49 pt, its frame 554 tall), so its layout guides
        // are 0 long and nothing is written; the tab bar's 49 used to be.
        #expect(scroll.frame == Rect(x: 0, y: 64, width: 375, height: 667 - 64 - 49))
        #expect(scroll.contentInset == .zero)
    }
}
