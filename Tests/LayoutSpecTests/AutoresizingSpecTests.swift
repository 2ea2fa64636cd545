import DeviceCatalog
import Testing
@testable import LayoutEngine
@testable import LayoutSpec

/// A spec's frames are written in the screen of its own device and orientation; a view without
/// constraints keeps its frame through its autoresizing mask "as in UIKit" (docs/CLI.md), whose
/// masks share the change in the superview's size (semantics doc rule 5.4.b): a controller's
/// view starts at the screen's size (`loadView`), not at none.
@Suite("Autoresizing in screen specs")
struct AutoresizingSpecTests {
    static let catalog = try! DeviceCatalog.load()

    static let spec = """
    device: iPhone 8
    root:
      type: viewController
      id: vc
      view:
        id: root
        subviews:
          - id: full
            frame: {x: 0, y: 0, width: 375, height: 667}
            autoresizingMask: [flexibleWidth, flexibleHeight]
          - id: bar
            frame: {x: 0, y: 617, width: 375, height: 50}
            autoresizingMask: [flexibleWidth, flexibleTopMargin]
    """

    func layout(on device: String, _ orientation: Orientation) throws -> SpecLayout {
        let spec = try SpecReader.decode(Self.spec, file: "old.yaml")
        let layout = try SpecLayout.make(spec, device: Self.catalog.device(named: device), orientation: orientation, iOS: 16)
        layout.window.layoutIfNeeded()
        return layout
    }

    @Test("on its own device a flexible full-screen view stays the screen, and follows it into landscape (667 × 375)")
    func ownDevice() throws {
        // iPhone 8: 375 × 667 (catalog). The bar keeps its 50 pt at the bottom.
        let portrait = try layout(on: "iPhone 8", .portrait)
        #expect(portrait.views["full"]?.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        let landscape = try layout(on: "iPhone 8", .landscapeLeft)
        #expect(landscape.views["full"]?.frame == Rect(x: 0, y: 0, width: 667, height: 375))
        #expect(landscape.views["bar"]?.frame == Rect(x: 0, y: 325, width: 667, height: 50))
    }

    @Test("on a larger phone the flexible parts take the difference from the spec's own device: 414 × 896 on an iPhone 11")
    func otherDevice() throws {
        // iPhone 11: 414 × 896 (catalog); it was 750 wide and more when the root started at 0 × 0.
        let layout = try layout(on: "iPhone 11", .portrait)
        #expect(layout.views["full"]?.frame == Rect(x: 0, y: 0, width: 414, height: 896))
        #expect(layout.views["bar"]?.frame == Rect(x: 0, y: 846, width: 414, height: 50))
    }
}
