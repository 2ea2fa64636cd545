import DeviceCatalog
import Testing
@testable import LayoutEngine
@testable import LayoutSpec

/// The bar keys of docs/CLI.md's controllers: `tabBar: {translucent}` and `toolbarTranslucent`
/// reach the engine, where an opaque bar stops the child's view (semantics doc rule 1.5.b).
@Suite("Bar keys of screen specs")
struct BarSpecTests {
    static let catalog = try! DeviceCatalog.load()

    static func layout(_ text: String) throws -> SpecLayout {
        let spec = try SpecReader.decode(text, file: "bars.yaml")
        return try SpecLayout.make(spec, device: catalog.device(named: "iPhone X"), orientation: .portrait, iOS: 16)
    }

    /// iPhone X: the tab bar is 49 pt above the 34 pt home band (semantics doc §4), so an opaque
    /// one leaves the tab's view 812 − 83 = 729 pt, with only the sensor housing's 44 inset.
    @Test("tabBar: {translucent: false} ends the selected tab's view at the bar")
    func opaqueTabBar() throws {
        let layout = try Self.layout("""
        root:
          type: tabBarController
          id: tabs
          tabBar: {translucent: false}
          viewControllers:
            - {type: viewController, id: first, view: {id: page}}
        """)
        let page = try #require(layout.views["page"])
        #expect(page.frame == Rect(x: 0, y: 0, width: 375, height: 729))
        #expect(page.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    }

    /// `root.keyboard` is the keyboard layout guide, keyboard away: its top is the safe area's
    /// bottom, 812 − 34 on an iPhone X (the catalog's home band), and under a tab bar the
    /// bar's top, 812 − 83 (usesBottomSafeArea: the guide follows the safe area).
    @Test("root.keyboard names the keyboard layout guide: a button pinned above it clears the home band and the tab bar")
    func keyboardGuide() throws {
        let alone = try Self.layout("""
        root:
          type: viewController
          id: vc
          view:
            id: root
            subviews: [{id: pay, type: button}]
            constraints:
              - pay.bottom == root.keyboard.top
              - pay.leading == root.keyboard.leading
              - pay.trailing == root.keyboard.trailing
              - pay.height == 50
        """)
        #expect(alone.views["pay"]?.frame == Rect(x: 0, y: 728, width: 375, height: 50))
        let tabbed = try Self.layout("""
        root:
          type: tabBarController
          id: tabs
          viewControllers:
            - type: viewController
              id: first
              view:
                id: page
                subviews: [{id: pay, type: button}]
                constraints:
                  - pay.bottom == page.keyboard.top
                  - pay.leading == page.leading
                  - pay.width == 100
                  - pay.height == 50
        """)
        #expect(tabbed.views["pay"]?.frame == Rect(x: 0, y: 679, width: 100, height: 50))
    }

    /// A shown opaque toolbar (44 pt above the home band, §4) ends the view 812 − 34 − 44 = 734 pt down.
    @Test("toolbarTranslucent: false ends the top controller's view at the shown toolbar")
    func opaqueToolbar() throws {
        let layout = try Self.layout("""
        root:
          type: navigationController
          id: nav
          toolbarHidden: false
          toolbarTranslucent: false
          viewControllers:
            - {type: viewController, id: first, view: {id: page}}
        """)
        let page = try #require(layout.views["page"])
        #expect(page.frame == Rect(x: 0, y: 0, width: 375, height: 734))
        #expect(page.safeAreaInsets == EdgeInsets(top: 88, left: 0, bottom: 0, right: 0))
    }

    @Test("bar keys on the wrong kind of controller are refused at their place", arguments: [
        ("root: {type: navigationController, id: nav, tabBar: {translucent: false}, viewControllers: [{type: viewController, id: a}]}",
         "bars.yaml:1:53: error: expected `tabBar` only on a tabBarController"),
        ("root: {type: tabBarController, id: t, toolbarTranslucent: false, viewControllers: [{type: viewController, id: a}]}",
         "expected `toolbarTranslucent` only on a navigationController"),
        ("root: {type: tabBarController, id: t, tabBar: {opaque: true}, viewControllers: [{type: viewController, id: a}]}",
         "unknown key 'opaque'"),
    ])
    func misplacedKeys(text: String, expected: String) throws {
        var message = ""
        do { _ = try Self.layout(text) } catch { message = "\(error)" }
        #expect(message.contains(expected), "\(message)")
    }
}
