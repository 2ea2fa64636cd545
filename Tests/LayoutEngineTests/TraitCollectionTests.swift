import DeviceCatalog
import Testing
@testable import LayoutEngine

/// A controller that records its trait callbacks and, as an adaptive layout does, pins a
/// panel to the full safe-area width in a compact width and to half of it in a regular one
/// (Use Your Loaf, "Adapting Auto Layout Without Interface Builder": one set of constraints
/// per horizontal size class, swapped in `traitCollectionDidChange(_:)`).
private final class AdaptiveController: ViewController {
    let panel = View(identifier: "panel")
    var compact: [LayoutConstraint] = []
    var regular: [LayoutConstraint] = []
    var received: [(previous: TraitCollection?, now: TraitCollection)] = []
    var announced: [TraitCollection] = []

    override func viewDidLoad() {
        panel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(panel)
        let guide = view.safeAreaLayoutGuide
        LayoutConstraint.activate([panel.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                                   panel.topAnchor.constraint(equalTo: guide.topAnchor),
                                   panel.heightAnchor.constraint(equalToConstant: 100)])
        compact = [panel.widthAnchor.constraint(equalTo: guide.widthAnchor)]
        regular = [panel.widthAnchor.constraint(equalTo: guide.widthAnchor, multiplier: 0.5)]
        apply(traitCollection.horizontalSizeClass)
    }

    override func willTransition(to newCollection: TraitCollection) { announced.append(newCollection) }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        received.append((previousTraitCollection, traitCollection))
        if traitCollection.horizontalSizeClass != previousTraitCollection?.horizontalSizeClass {
            apply(traitCollection.horizontalSizeClass)
        }
    }

    func apply(_ sizeClass: UserInterfaceSizeClass) {
        LayoutConstraint.deactivate(sizeClass == .regular ? compact : regular)
        LayoutConstraint.activate(sizeClass == .regular ? regular : compact)
    }
}

/// A view that counts its trait callbacks.
private final class TraitView: View {
    var previous: [TraitCollection?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        previous.append(previousTraitCollection)
    }
}

@Suite("Trait collections (semantics doc 7.3)")
struct TraitCollectionTests {
    @Test("size classes follow Apple's device table: iPhones compact wide in portrait, compact tall in landscape, Plus and Max regular wide there, iPads regular")
    func deviceSizeClasses() throws {
        // Apple, Human Interface Guidelines, Layout — "Device size classes".
        func traits(_ name: String, _ orientation: Orientation) throws -> (UserInterfaceSizeClass, UserInterfaceSizeClass) {
            let t = TraitCollection(device: try Devices.named(name), orientation: orientation)
            return (t.horizontalSizeClass, t.verticalSizeClass)
        }
        #expect(try traits("iPhone 8", .portrait) == (.compact, .regular))
        #expect(try traits("iPhone 8", .landscapeLeft) == (.compact, .compact))
        #expect(try traits("iPhone SE (1st generation)", .landscapeRight) == (.compact, .compact))
        #expect(try traits("iPhone 8 Plus", .landscapeLeft) == (.regular, .compact))
        #expect(try traits("iPhone 16 Pro Max", .portrait) == (.compact, .regular))
        #expect(try traits("iPhone 16 Pro Max", .landscapeLeft) == (.regular, .compact))
        #expect(try traits("iPad Pro 13-inch (M4)", .portrait) == (.regular, .regular))
        #expect(try traits("iPad Pro 13-inch (M4)", .landscapeLeft) == (.regular, .regular))
        // Idiom and scale: the published device tables (iPhone 8 @2x, iPhone 8 Plus @3x).
        let eight = TraitCollection(device: try Devices.named("iPhone 8"), orientation: .portrait)
        #expect(eight.userInterfaceIdiom == .phone && eight.displayScale == 2)
        let plus = TraitCollection(device: try Devices.named("iPhone 8 Plus"), orientation: .portrait)
        #expect(plus.displayScale == 3)
        #expect(TraitCollection(device: try Devices.named("iPad Pro 13-inch (M4)"), orientation: .portrait).userInterfaceIdiom == .pad)
    }

    @Test("init(traitsFrom:) takes each trait from the last collection that specifies it; containsTraits(in:) ignores unspecified traits")
    func combining() {
        // Apple: UITraitCollection(traitsFrom:) — "the value of each trait comes from the last
        // trait collection in the array that specifies it"; unspecified traits do not count.
        let phone = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceIdiom: .phone, displayScale: 3)
        let wide = TraitCollection(horizontalSizeClass: .regular)
        let merged = TraitCollection(traitsFrom: [phone, wide])
        #expect(merged == TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, userInterfaceIdiom: .phone, displayScale: 3))
        #expect(merged.containsTraits(in: wide))
        #expect(!phone.containsTraits(in: wide))
        #expect(phone.containsTraits(in: TraitCollection()) && phone.containsTraits(in: nil))
        #expect(TraitCollection().description == "unspecified")
        #expect(phone.description == "w: compact, h: regular, phone, @3x")
    }

    @Test("views and controllers take the window's traits; outside a window they are unspecified")
    func inheritance() throws {
        let window = try Window(device: Devices.named("iPhone 16 Pro Max"), orientation: .landscapeLeft, iOS: 18)
        let vc = ViewController(identifier: "vc")
        let child = View(identifier: "child")
        vc.view.addSubview(child)
        #expect(vc.traitCollection == TraitCollection())
        #expect(child.traitCollection == TraitCollection())
        window.setRootViewController(vc)
        #expect(window.traitCollection.horizontalSizeClass == .regular)
        #expect(vc.traitCollection == window.traitCollection)
        #expect(child.traitCollection == window.traitCollection)
        window.layoutDirection = .rightToLeft
        #expect(child.traitCollection.layoutDirection == .rightToLeft)
    }

    @Test("up to iOS 12 a view joining the window is told its traits with nil; from iOS 13 nothing is said")
    func firstTraits() throws {
        // Use Your Loaf, "Predicting Size Classes in iOS 13": "In iOS 12 and earlier, UIKit calls
        // the traitCollectionDidChange method when adding the view to the view hierarchy. The
        // previousTraitCollection is nil the first time"; iOS 13 predicts the traits instead.
        for (iOS, told) in [(11, true), (12, true), (13, false), (16, false)] {
            let window = try Window(device: Devices.named("iPhone 8"), iOS: iOS)
            let vc = AdaptiveController(identifier: "vc")
            let view = TraitView(identifier: "v")
            vc.view.addSubview(view)
            window.setRootViewController(vc)
            #expect(vc.received.count == (told ? 1 : 0), "iOS \(iOS)")
            #expect(view.previous.count == (told ? 1 : 0), "iOS \(iOS)")
            if told {
                #expect(vc.received.first?.previous == nil)
                #expect(view.previous.first == .some(nil))
            }
            // Either way the controller laid the panel out for its size class (compact: the
            // whole safe-area width, the iPhone 8's 375 pt).
            #expect(vc.panel.frame.width == window.bounds.width)
        }
    }

    @Test("a rotation that changes size classes: willTransition(to:), viewWillTransition(to:), then traitCollectionDidChange before the layout, whose constraints it swaps")
    func rotationBetweenSizeClasses() throws {
        let window = try Window(device: Devices.named("iPhone 16 Pro Max"), iOS: 18)
        let vc = AdaptiveController(identifier: "vc")
        window.setRootViewController(vc)
        #expect(vc.panel.frame.width == window.bounds.width)
        window.clearTrace()

        try window.transition(to: .landscapeLeft)
        #expect(vc.announced.map(\.horizontalSizeClass) == [.regular])
        #expect(vc.received.count == 1)
        #expect(vc.received.first?.previous?.horizontalSizeClass == .compact)
        #expect(vc.received.first?.now.verticalSizeClass == .compact)
        // Order (AsyncDisplayKit pull requests 1592 and 2115: willTransitionToTraitCollection
        // comes shortly before viewWillTransitionToSize, and before traitCollectionDidChange).
        let events = window.trace.filter { $0.object == "vc" }.map(\.event)
        let order = ["willTransitionToTraitCollection", "viewWillTransition", "traitCollectionDidChange",
                     "viewSafeAreaInsetsDidChange", "viewWillLayoutSubviews"]
        let positions = order.compactMap { events.firstIndex(of: $0) }
        #expect(positions.count == order.count, "\(events)")
        #expect(positions == positions.sorted(), "\(events)")
        // The regular-width constraints hold in the same layout: half the safe-area width.
        let safe = window.safeAreaInsets
        #expect(abs(vc.panel.frame.width - (window.bounds.width - safe.left - safe.right) / 2) < 0.5)

        try window.transition(to: .portrait)
        #expect(vc.received.count == 2)
        #expect(vc.panel.frame.width == window.bounds.width)
    }

    @Test("from iOS 13 a controller's traits are the window's already in viewDidLoad; up to iOS 12 it is told them as its view joins")
    func predictedTraits() throws {
        // Use Your Loaf, "Predicting Size Classes in iOS 13": "In iOS 13, UIKit sets the traits
        // of a view when you create it, before you add it to the view hierarchy".
        for iOS in [12, 13, 17] {
            let window = try Window(device: Devices.named("iPad Pro (12.9-inch) (2nd generation)"), iOS: iOS)
            let vc = AdaptiveController(identifier: "vc")
            window.setRootViewController(vc)
            #expect(vc.received.count == (iOS < 13 ? 1 : 0), "iOS \(iOS)")
            // Either way the regular-width set holds: half of the 1024 pt portrait width.
            #expect(vc.panel.frame.width == window.bounds.width / 2, "iOS \(iOS)")
        }
        // Outside any window: unspecified.
        #expect(AdaptiveController(identifier: "loose").traitCollection == TraitCollection())
    }

    @Test("registerForTraitChanges: a handler runs when one of its traits changes, with the previous traits; not for the first traits, nor for others; unregistering stops it")
    func registrations() throws {
        // Apple, registerForTraitChanges(_:handler:): "a closure to execute when one of the
        // observed traits changes"; unregisterForTraitChanges(_:) "stop[s] observing".
        for iOS in [12, 16] {
            let window = try Window(device: Devices.named("iPhone 8 Plus"), iOS: iOS)
            let vc = ViewController(identifier: "vc")
            let leaf = View(identifier: "leaf")
            vc.view.addSubview(leaf)
            var widths: [UserInterfaceSizeClass] = [], scales = 0, leafHeights: [UserInterfaceSizeClass] = []
            let width = vc.registerForTraitChanges([.horizontalSizeClass]) { controller, previous in
                #expect(controller === vc)
                widths.append(previous.horizontalSizeClass)
            }
            vc.registerForTraitChanges([.displayScale]) { _, _ in scales += 1 }
            leaf.registerForTraitChanges([.verticalSizeClass, .horizontalSizeClass]) { view, previous in
                #expect(view === leaf)
                leafHeights.append(previous.verticalSizeClass)
            }
            window.setRootViewController(vc)
            #expect(widths.isEmpty && leafHeights.isEmpty, "iOS \(iOS): the first traits are no change")
            // Apple HIG: a Plus phone turns regular width, compact height in landscape.
            try window.transition(to: .landscapeLeft)
            #expect(widths == [.compact] && leafHeights == [.regular], "iOS \(iOS)")
            vc.unregisterForTraitChanges(width)
            try window.transition(to: .portrait)
            #expect(widths == [.compact] && leafHeights == [.regular, .compact], "iOS \(iOS)")
            #expect(scales == 0)
        }
    }

    @Test("an iPad's rotation keeps its traits: no trait callbacks")
    func iPadRotation() throws {
        let window = try Window(device: Devices.named("iPad Pro 13-inch (M4)"), iOS: 18)
        let vc = AdaptiveController(identifier: "vc")
        window.setRootViewController(vc)
        try window.transition(to: .landscapeLeft)
        #expect(vc.announced.isEmpty && vc.received.isEmpty)
        #expect(!window.trace.contains { $0.event == "traitCollectionDidChange" || $0.event == "willTransitionToTraitCollection" })
    }

    @Test("a container's override reaches the child, its views and their callbacks; removing it restores the window's")
    func overrideForChild() throws {
        let window = try Window(device: Devices.named("iPad Pro 13-inch (M4)"), iOS: 18)
        let parent = ViewController(identifier: "parent")
        let child = AdaptiveController(identifier: "child")
        parent.addChild(child)
        parent.view.addSubview(child.view)
        let leaf = TraitView(identifier: "leaf")
        child.view.addSubview(leaf)
        pinned(child.view, to: parent.view)
        window.setRootViewController(parent)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        // Regular in viewDidLoad already (iOS 13+ predicts the traits): half the width.
        #expect(child.received.isEmpty)
        #expect(child.panel.frame.width == window.bounds.width / 2)

        // A split view controller gives a column a compact width so.
        parent.setOverrideTraitCollection(TraitCollection(horizontalSizeClass: .compact), forChild: child)
        #expect(parent.overrideTraitCollection(forChild: child) == TraitCollection(horizontalSizeClass: .compact))
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        #expect(child.traitCollection.verticalSizeClass == .regular)
        #expect(leaf.traitCollection.horizontalSizeClass == .compact)
        #expect(parent.traitCollection.horizontalSizeClass == .regular)
        window.layoutIfNeeded()
        #expect(child.received.count == 1 && leaf.previous.count == 1)
        #expect(leaf.previous.first??.horizontalSizeClass == .regular)
        #expect(child.panel.frame.width == window.bounds.width)

        parent.setOverrideTraitCollection(nil, forChild: child)
        window.layoutIfNeeded()
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(child.received.count == 2 && leaf.previous.count == 2)

        // Not a child: ignored, as UIKit ignores it.
        let stranger = ViewController(identifier: "stranger")
        parent.setOverrideTraitCollection(TraitCollection(horizontalSizeClass: .compact), forChild: stranger)
        #expect(parent.overrideTraitCollection(forChild: stranger) == nil)
    }
}
