import DeviceCatalog
import Testing
@testable import LayoutEngine
@testable import LayoutSpec

/// `variations` on a spec's views (an extension of docs/CLI.md's spec): constraints held only
/// under some traits, swapped as the size classes change (Apple's device size classes).
@Suite("Size-class variations in screen specs")
struct VariationSpecTests {
    static let catalog = try! DeviceCatalog.load()

    static let spec = """
    root:
      type: viewController
      id: vc
      view:
        id: root
        subviews: [{id: panel}, {id: badge}, {id: sidebar}]
        constraints:
          - panel.top == root.safeArea.top
          - panel.leading == root.safeArea.leading
          - panel.height == 100
          - badge.top == panel.bottom
          - badge.leading == root.leading
          - badge.width == 10 @ 750
          - badge.height == 10
          - sidebar.leading == panel.trailing
          - sidebar.trailing == root.safeArea.trailing
          - sidebar.top == panel.top
          - sidebar.height == 50
        variations:
          - traits: {horizontalSizeClass: compact}
            constraints:
              - panel.width == root.safeArea.width
            hidden: [sidebar]
          - traits: {horizontalSizeClass: regular}
            constraints:
              - panel.width == 0.5 * root.safeArea.width
          - traits: {userInterfaceIdiom: pad, verticalSizeClass: regular}
            constraints:
              - badge.width == 40 @ 999
    """

    static func layout(_ text: String = spec, device: String, _ orientation: Orientation = .portrait, iOS: Int = 18) throws -> SpecLayout {
        try SpecLayout.make(SpecReader.decode(text, file: "adaptive.yaml"), device: catalog.device(named: device),
                            orientation: orientation, iOS: iOS)
    }

    /// The width of the window's safe area: the catalog's screen less its side insets.
    static func safeWidth(_ window: Window) -> Double {
        window.bounds.width - window.safeAreaInsets.left - window.safeAreaInsets.right
    }

    @Test("the variation of the device's size class holds: compact phones full width, Max phones in landscape and iPads half")
    func chosenBySizeClass() throws {
        // Apple HIG, "Device size classes": every iPhone is compact width in portrait; the Max
        // phones are regular width in landscape, the others compact; iPads regular.
        for (device, orientation, half) in [("iPhone 16", Orientation.portrait, false), ("iPhone 16", .landscapeLeft, false),
                                            ("iPhone 16 Pro Max", .portrait, false), ("iPhone 16 Pro Max", .landscapeLeft, true),
                                            ("iPad Pro 13-inch (M4)", .portrait, true), ("iPad Pro 13-inch (M4)", .landscapeLeft, true)] {
            let layout = try Self.layout(device: device, orientation)
            let panel = try #require(layout.views["panel"])
            let expected = half ? Self.safeWidth(layout.window) / 2 : Self.safeWidth(layout.window)
            #expect(abs(panel.frame.width - expected) < 0.5, "\(device) \(orientation)")
            #expect(layout.window.issues.isEmpty, "\(device) \(orientation)")
            // The idiom variation: iPads only.
            #expect(layout.views["badge"]?.frame.width == (device.hasPrefix("iPad") ? 40 : 10))
            // The sidebar shows beside the panel where the width is regular only.
            #expect(layout.views["sidebar"]?.isHidden == !half, "\(device) \(orientation)")
        }
    }

    @Test("a rotate action swaps the sets in place, and a move to another device (as the audit makes) does too")
    func swappedOnTraitChange() throws {
        let rotating = Self.spec + "\nactions:\n  - rotate: landscape-left\n  - rotate: portrait\n"
        let layout = try Self.layout(rotating, device: "iPhone 16 Pro Max")
        let panel = try #require(layout.views["panel"])
        let spec = try SpecReader.decode(rotating, file: "adaptive.yaml")
        #expect(layout.views["sidebar"]?.isHidden == true)
        try layout.apply(spec.actions[0])
        #expect(abs(panel.frame.width - Self.safeWidth(layout.window) / 2) < 0.5)
        #expect(layout.views["sidebar"]?.isHidden == false)
        try layout.apply(spec.actions[1])
        #expect(panel.frame.width == Self.safeWidth(layout.window))
        #expect(layout.views["sidebar"]?.isHidden == true)
        #expect(layout.window.issues.isEmpty)

        try layout.window.move(to: Self.catalog.device(named: "iPad Pro 11-inch (M4)"), orientation: .portrait, iOS: 18)
        layout.window.layoutIfNeeded()
        #expect(abs(panel.frame.width - Self.safeWidth(layout.window) / 2) < 0.5)
        #expect(layout.views["badge"]?.frame.width == 40)
        try layout.window.move(to: Self.catalog.device(named: "iPhone SE (3rd generation)"), orientation: .landscapeLeft, iOS: 18)
        layout.window.layoutIfNeeded()
        #expect(panel.frame.width == Self.safeWidth(layout.window))
        #expect(layout.views["badge"]?.frame.width == 10)
        #expect(layout.window.issues.isEmpty)
    }

    @Test("a variation sets a stack view's axis and spacing: side by side where the width is regular, stacked where it is compact")
    func stackAttributes() throws {
        // Use Your Loaf's "Registering For Trait Changes" example: a stack view switched from a
        // horizontal to a vertical layout when the horizontal size class turns compact.
        let text = """
        root:
          type: viewController
          id: vc
          view:
            id: root
            subviews:
              - id: buttons
                type: stackView
                spacing: 8
                subviews:
                  - {id: ok, type: button, intrinsicContentSize: {width: 100, height: 44}}
                  - {id: cancel, type: button, intrinsicContentSize: {width: 100, height: 44}}
            constraints:
              - buttons.top == root.safeArea.top
              - buttons.leading == root.safeArea.leading
            variations:
              - traits: {horizontalSizeClass: compact}
                stackViews: {buttons: {axis: vertical, spacing: 16}}
        """
        let phone = try Self.layout(text, device: "iPhone 16")
        let stack = try #require(phone.views["buttons"] as? StackView)
        #expect(stack.axis == .vertical && stack.spacing == 16)
        #expect(stack.frame.size == Size(width: 100, height: 44 + 16 + 44))
        // On an iPad the stack keeps its own attributes: horizontal, 8 apart.
        let pad = try Self.layout(text, device: "iPad Pro 13-inch (M4)")
        #expect(pad.views["buttons"]?.frame.size == Size(width: 100 + 8 + 100, height: 44))
        // A move to the iPad gives the stack its own attributes back.
        try phone.window.move(to: Self.catalog.device(named: "iPad Pro 13-inch (M4)"), orientation: .portrait, iOS: 18)
        phone.window.layoutIfNeeded()
        #expect(stack.axis == .horizontal && stack.spacing == 8)
        #expect(stack.frame.size == Size(width: 208, height: 44))
    }

    @Test("before iOS 13 the same sets hold: the first traits are told as the view joins")
    func olderIOS() throws {
        let layout = try Self.layout(device: "iPad Pro (12.9-inch) (2nd generation)", iOS: 11)
        #expect(abs((layout.views["panel"]?.frame.width ?? 0) - Self.safeWidth(layout.window) / 2) < 0.5)
    }

    @Test("mistakes in variations are errors naming the place", arguments: [
        ("[{constraints: [panel.width == 10]}]", ":1:", "a variation needs the key 'traits'"),
        ("[{traits: {}}]", ":1:", "at least one of horizontalSizeClass, verticalSizeClass, userInterfaceIdiom"),
        ("[{traits: {horizontalSizeClass: wide}}]", ":1:", "expected one of compact, regular, not 'wide'"),
        ("[{traits: {userInterfaceIdiom: mac}}]", ":1:", "expected one of phone, pad, not 'mac'"),
        ("[{traits: {widthClass: regular}}]", ":1:", "widthClass"),
        ("[{traits: {horizontalSizeClass: regular}, constraints: [pannel.width == 10]}]", ":1:", "pannel"),
        ("[{traits: {horizontalSizeClass: regular}, when: x}]", ":1:", "when"),
        ("[{traits: {horizontalSizeClass: regular}, hidden: [pannel]}]", ":1:", "did you mean 'panel'"),
        ("[{traits: {horizontalSizeClass: regular}, stackViews: {panel: {axis: vertical}}}]", ":1:", "'panel' is not a stack view"),
        ("[{traits: {horizontalSizeClass: regular}, stackViews: {pannel: {axis: vertical}}}]", ":1:", "did you mean 'panel'"),
        ("[{traits: {horizontalSizeClass: regular}, stackViews: {panel: {axis: diagonal}}}]", ":1:", "expected one of horizontal, vertical, not 'diagonal'"),
        ("[{traits: {horizontalSizeClass: regular}, stackViews: {panel: {width: 3}}}]", ":1:", "width"),
    ])
    func errors(variations: String, place: String, expected: String) throws {
        let text = "root: {type: viewController, id: vc, view: {id: root, subviews: [{id: panel}], variations: \(variations)}}"
        do {
            _ = try SpecReader.decode(text, file: "bad.yaml")
            Issue.record("accepted: \(text)")
        } catch {
            #expect(error.description.contains(expected), "\(error.description)")
            #expect(error.description.hasPrefix("bad.yaml\(place)"), "\(error.description)")
        }
    }
}
