import DeviceCatalog
import Foundation
import LayoutEngine
import Testing
@testable import Audit
@testable import LayoutSpec

/// Rules on small screens, each expectation derived from the device catalog's figures
/// (iPhone X: 44 / 34 pt bands, 39 pt corner radius, notch; iPhone 8: 20 pt status bar,
/// no home indicator).
@Suite("Audit rules")
struct AuditRuleTests {
    static let catalog = try! DeviceCatalog.load()

    static func findings(_ yaml: String, devices: [String], orientations: [Orientation] = [.portrait]) async throws -> [Finding] {
        let spec = try SpecReader.decode(yaml, file: "screen.yaml")
        let chosen = try devices.map { try catalog.device(named: $0) }
        return try await AuditRunner.audit(spec, configurations: AuditRunner.configurations(devices: chosen, orientations: orientations, iOS: nil)).findings
    }

    static func screen(_ constraints: [String], type: String = "button", size: String = "{width: 120, height: 50}") -> String {
        """
        root:
          type: viewController
          id: vc
          view:
            id: root
            subviews: [{id: item, type: \(type), intrinsicContentSize: \(size)}]
            constraints:
        \(constraints.map { "      - \($0)" }.joined(separator: "\n"))
        """
    }

    @Test("a button 16 pt above the screen's bottom: under the home indicator on an iPhone X, fine on an iPhone 8")
    func homeIndicator() async throws {
        let yaml = Self.screen(["item.bottom == root.bottom - 16", "item.centerX == root.centerX"])
        let x = try await Self.findings(yaml, devices: ["iPhone X"])
        let home = try #require(x.first { $0.rule == "content-under-home-indicator" })
        #expect(home.severity == .error)
        // 812 − 34 = 778 to the bottom at 796; x = (375 − 120) / 2 = 127.5 snapped to 3x pixels: 383 / 3.
        let o = try #require(home.overlap)
        #expect(abs(o.x - 383.0 / 3) < 1e-9 && o.y == 778 && abs(o.width - 120) < 1e-9 && abs(o.height - 18) < 1e-9)
        #expect(home.location == SourceLocation(file: "screen.yaml", line: 6, column: 16))
        #expect(try await Self.findings(yaml, devices: ["iPhone 8"]).isEmpty)
    }

    @Test("a label at the very top: under the notch on an iPhone X, under the status bar on an iPhone 8")
    func top() async throws {
        let yaml = Self.screen(["item.top == root.top", "item.centerX == root.centerX"], type: "label", size: "{width: 100, height: 21}")
        #expect(try await Self.findings(yaml, devices: ["iPhone X"]).map(\.rule) == ["content-under-sensor-housing"])
        #expect(try await Self.findings(yaml, devices: ["iPhone 8"]).map(\.rule) == ["content-under-status-bar"])
    }

    @Test("content pinned to the safe area and margins has no finding on any device or orientation")
    func clean() async throws {
        let yaml = Self.screen(["item.bottom == root.safeArea.bottom - 16", "item.leading == root.margins.leading",
                                "item.trailing == root.margins.trailing"])
        let all = Self.catalog.devices.map(\.id)
        #expect(try await Self.findings(yaml, devices: all, orientations: [.portrait, .landscapeLeft, .landscapeRight]).isEmpty)
    }

    @Test("landscape: a label against the left edge is under the iPhone X's 44 pt side band")
    func landscapeSide() async throws {
        let yaml = Self.screen(["item.leading == root.leading", "item.centerY == root.centerY"], type: "label", size: "{width: 100, height: 21}")
        let found = try await Self.findings(yaml, devices: ["iPhone X"], orientations: [.landscapeLeft])
        #expect(found.map(\.rule) == ["content-outside-safe-area"])
        #expect(found.first?.overlap == Rect(x: 0, y: 177, width: 44, height: 21))
    }

    /// The `content-outside-safe-area` finding of a `width` pt label placed by `constraints` on
    /// an iPhone 8 (375 pt, 16 pt margins).
    func pastTheScreen(_ constraints: [String], width: Int) async throws -> Finding {
        let yaml = Self.screen(constraints + ["item.centerY == root.centerY"], type: "label", size: "{width: \(width), height: 21}")
        return try #require(try await Self.findings(yaml, devices: ["iPhone 8"]).first { $0.rule == "content-outside-safe-area" })
    }

    @Test("a view wider than the screen runs past its edge, or both: the finding says which and by how much")
    func pastTheScreenEdge() async throws {
        // A 500 pt label from the left margin: its right end at 516 is 141 pt past the screen's
        // right edge; the overlap shown is the part past that edge, from 375 to 516.
        let right = try await pastTheScreen(["item.leading == root.margins.leading"], width: 500)
        #expect(right.message.contains("runs 141 pt past the screen's right edge"), "\(right.message)")
        #expect(right.overlap?.minX == 375 && right.overlap?.width == 141, "\(String(describing: right.overlap))")
        // A 400 pt label centred: 12.5 pt past each side. (The message used to name the right
        // edge while its overlap showed the left one.)
        let both = try await pastTheScreen(["item.centerX == root.centerX"], width: 400)
        #expect(both.message.contains("runs 12.50 pt past the screen's right edge and 12.50 pt past the screen's left edge ((375, "),
                "\(both.message)")
        #expect(both.overlap == Rect(x: 375, y: both.rect?.minY ?? 0, width: 12.5, height: 21))
        // Inside the screen but under a band, the message stays the safe area's.
        let inside = Self.screen(["item.leading == root.leading", "item.centerY == root.centerY"], type: "label", size: "{width: 100, height: 21}")
        let band = try await Self.findings(inside, devices: ["iPhone X"], orientations: [.landscapeLeft])
        #expect(band.first?.message.contains("lies partly outside the safe area") == true)
    }

    @Test("a full-bleed image (as wide as the screen) runs under the bars by design; a narrower one, or a label as wide, does not")
    func fullBleedImage() async throws {
        // A 150 pt header picture pinned to the root's top and sides, as fumiyasac's
        // ios_ui_recipe_showcase MenuContents storyboard (twentieth held-out set, line 80):
        // Apple's HIG ("Layout") extends backgrounds and such visuals to the display's edges.
        let header = Self.screen(["item.top == root.top", "item.leading == root.leading", "item.trailing == root.trailing", "item.height == 150"],
                                 type: "imageView")
        #expect(try await Self.findings(header, devices: ["iPhone X", "iPhone 8"], orientations: [.portrait, .landscapeLeft]).isEmpty)
        // Inset 16 pt from the sides it is a picture among the content: under the notch.
        let inset = Self.screen(["item.top == root.top", "item.leading == root.leading + 16", "item.trailing == root.trailing - 16", "item.height == 150"],
                                type: "imageView")
        #expect(try await Self.findings(inset, devices: ["iPhone X"]).map(\.rule).contains("content-under-sensor-housing"))
        // A label as wide is text: under the notch too.
        let label = Self.screen(["item.top == root.top", "item.leading == root.leading", "item.trailing == root.trailing", "item.height == 150"],
                                type: "label")
        #expect(try await Self.findings(label, devices: ["iPhone X"]).map(\.rule).contains("content-under-sensor-housing"))
    }

    @Test("a 64 pt custom top bar is flagged where the safe area's top is not 20 + 44, and not where it was the bar before iOS 26")
    func fixedTopBar() async throws {
        let yaml = """
        root:
          type: viewController
          id: vc
          view:
            id: root
            subviews: [{id: bar}]
            constraints: [bar.top == root.top, bar.leading == root.leading, bar.trailing == root.trailing, bar.height == 64]
        """
        #expect(try await Self.findings(yaml, devices: ["iPhone X"]).map(\.rule) == ["fixed-height-top-bar"])
        #expect(try await Self.findings(yaml, devices: ["iPhone 8"]).isEmpty)
        // The iPhone SE (3rd generation) on iOS 26, its newest: the system bar is 54 pt (the
        // catalog's gk-navbar-ios26), but 20 + 44 is the bar it had under iOS 18, which still
        // clears the 20 pt status bar.
        let se = try Self.catalog.device(named: "iPhone SE (3rd generation)")
        #expect(se.supportedIOS.last >= 26)
        #expect(try await Self.findings(yaml, devices: [se.id]).isEmpty)
        // The iPhone 16 on iOS 26: 64 is neither 59 + 54 nor 59 + 44, still a finding.
        let sixteen = try Self.catalog.device(named: "iPhone 16")
        #expect(sixteen.supportedIOS.last >= 26)
        #expect(try await Self.findings(yaml, devices: [sixteen.id]).map(\.rule) == ["fixed-height-top-bar"])
        // A scroll view's first row of 44 pt at the top of an iPhone X in landscape (no status
        // bar there) is content, not a bar: Automattic/pocket-casts-ios' 44 pt cell xibs, each
        // laid out as the only row of a screen-wide table, were "top bars".
        let row = """
        root:
          type: viewController
          id: vc
          view:
            id: root
            subviews:
              - id: list
                type: scrollView
                contentSize: {width: 812, height: 1000}
                subviews: [{id: row}]
                constraints: [row.top == list.top, row.leading == list.leading, row.width == list.width, row.height == 44]
            constraints: [list.top == root.top, list.bottom == root.bottom, list.leading == root.leading, list.trailing == root.trailing]
        """
        #expect(try await Self.findings(row, devices: ["iPhone X"], orientations: [.landscapeLeft]).isEmpty)
    }

    @Test("an app that sets UIDesignRequiresCompatibility keeps iOS 18's 44 pt bars on iOS 26's device figures; its findings name iOS 26")
    func designCompatibility() async throws {
        // Apple, "UIDesignRequiresCompatibility" (Bundle Resources): the app runs "as it looks
        // when built against previous versions of the SDKs"; the iPhone 16's iOS 26 figures:
        // a 59 pt top inset (the catalog's phone-island-59 profile).
        let yaml = """
        root:
          type: navigationController
          id: nav
          viewControllers:
            - type: viewController
              id: vc
              view:
                id: root
                subviews: [{id: label, type: label, intrinsicContentSize: {width: 100, height: 21}}]
                constraints: [label.top == root.top, label.centerX == root.centerX]
        """
        let spec = try SpecReader.decode(yaml, file: "screen.yaml")
        let phone = try Self.catalog.device(named: "iPhone 16")
        let screen = AuditRunner.screen(spec)
        for (compatible, bar) in [(false, 54.0), (true, 44.0)] {
            let configuration = AuditRunner.Configuration(device: phone, orientation: .portrait, iOS: 26,
                                                          designRequiresCompatibility: compatible)
            let laidOut = try screen.layOut(configuration)
            laidOut.window.layoutIfNeeded()
            #expect(laidOut.window.metrics.bars.navigationBar == bar, "compatible: \(compatible)")
            #expect(laidOut.window.safeAreaInsets.top == 59, "compatible: \(compatible)")
            // In landscape iOS 26's figures show (20 above and below; iOS 18: none and 21).
            let turned = AuditRunner.Configuration(device: phone, orientation: .landscapeLeft, iOS: 26,
                                                   designRequiresCompatibility: compatible)
            let landscape = try screen.layOut(turned)
            landscape.window.layoutIfNeeded()
            #expect(landscape.window.safeAreaInsets.top == 20 && landscape.window.safeAreaInsets.bottom == 20)
        }
        let configurations = AuditRunner.configurations(devices: [phone], orientations: [.portrait], iOS: 26,
                                                        designRequiresCompatibility: true)
        #expect(configurations.map(\.layoutIOS) == [18] && configurations.map(\.figuresIOS) == [26])
        let findings = try await AuditRunner.audit(spec, configurations: configurations).findings
        #expect(!findings.isEmpty && findings.allSatisfy { $0.iOS == 26 })
        // Moved from configuration to configuration, a window keeps the device's iOS 26
        // figures: every finding and picture names iOS 26, as one fresh layout each does.
        let many = AuditRunner.configurations(devices: [phone, try Self.catalog.device(named: "iPhone 16 Pro")],
                                              orientations: [.portrait, .landscapeLeft], iOS: 26, designRequiresCompatibility: true)
        let moved = try await AuditRunner.audit([screen], configurations: many, pictures: true)
        #expect(moved.pictures.count == 4 && moved.pictures.allSatisfy { $0.iOS == 26 })
        var fresh: [Finding] = []
        for configuration in many { fresh += try AuditRunner.auditOne(screen, configuration, pictures: false).0 }
        #expect(moved.findings == fresh)
        // The key is read from iOS 26 (nothing to keep before), on iOS 27 too: it follows the SDK
        // the app is built with (Apple Developer Forums thread 832710), and an app that sets it
        // is built with Xcode 26.
        #expect(UIKitMetrics.designCompatibilityIOS(for: 18) == 18 && UIKitMetrics.designCompatibilityIOS(for: 27) == 18)
    }

    @Test("conflicts and ambiguity become findings on the screen")
    func issues() async throws {
        let yaml = Self.screen(["item.width == 100", "item.width == 200", "item.top == root.safeArea.top"])
        let findings = try await Self.findings(yaml, devices: ["iPhone 8"])
        #expect(Set(findings.map(\.rule)) == ["unsatisfiable-constraints", "ambiguous-layout"])
        // The conflict says which constraint UIKit gives up (the later one, as UIKit breaks
        // the last added) and which it conflicts with, each by the line it is written on, and
        // points at the broken one's line (the spec's constraints start on line 8).
        let conflict = try #require(findings.first { $0.rule == "unsatisfiable-constraints" })
        #expect(conflict.message.contains("UIKit breaks item.width == 200 (line 9) to recover"), "\(conflict.message)")
        #expect(conflict.message.contains("it conflicts with item.width == 100 (line 8)"), "\(conflict.message)")
        #expect(!conflict.message.contains("screen.yaml"))
        #expect(conflict.location.line == 9 && conflict.location.file == "screen.yaml")
    }

    @Test("a layout that never settles is an unsettled-layout error on the screen, and is never moved to another device")
    func unsettled() async throws {
        // The engine's own unsettled example (Tests/LayoutEngineTests/CallbackAndLoopTests):
        // top = 20 + 2 × (its own top inset) flips between 20 and 68 under the iPhone X's
        // 44 pt top inset (rule 1.2 formula), so no pass settles; the multiplier is taken in
        // the root's coordinates through a marker on v's safe-area top.
        let screen = AuditScreen(scene: "loop", location: SourceLocation(file: "loop.swift", line: 1, column: 1), movesWindow: true) { (configuration) throws(SpecError) -> LaidOutScreen in
            let window: Window
            do { window = try Window(device: configuration.device, orientation: configuration.orientation, iOS: configuration.iOS) } catch {
                throw SpecError.invalid(SourceLocation(file: "loop.swift", line: 1, column: 1), expected: "\(error)")
            }
            let v = View(identifier: "v"), marker = View(identifier: "marker")
            for view in [v, marker] {
                view.translatesAutoresizingMaskIntoConstraints = false
                window.rootView.addSubview(view)
            }
            LayoutConstraint.activate([
                marker.topAnchor.constraint(equalTo: v.safeAreaLayoutGuide.topAnchor),
                marker.leftAnchor.constraint(equalTo: window.rootView.leftAnchor),
                marker.widthAnchor.constraint(equalToConstant: 0),
                marker.heightAnchor.constraint(equalToConstant: 0),
                LayoutConstraint(item: v, attribute: .top, relatedBy: .equal, toItem: marker, attribute: .top,
                                 multiplier: 2.0 / 3, constant: 20.0 / 3),
                v.leftAnchor.constraint(equalTo: window.rootView.leftAnchor),
                v.widthAnchor.constraint(equalToConstant: 100),
                v.heightAnchor.constraint(equalToConstant: 100),
            ])
            window.layoutIfNeeded()
            return LaidOutScreen(window: window, views: ["v"], locate: { _ in SourceLocation(file: "loop.swift", line: 2, column: 1) })
        }
        let devices = try ["iPhone X", "iPhone 8"].map { try Self.catalog.device(named: $0) }
        let found = try await AuditRunner.audit(screen, configurations: AuditRunner.configurations(devices: devices, orientations: [.portrait], iOS: nil))
        let unsettled = found.findings.filter { $0.rule == "unsettled-layout" }
        // Under the iPhone X's notch it loops; the iPhone 8's 20 pt status bar gives a fixed
        // point (top 20 + 2 × 0 = 20, where the inset is 0).
        #expect(unsettled.map { $0.device } == ["iphone-x"])
        #expect(unsettled.first?.severity == .error)
        #expect(unsettled.first?.view == "loop")
    }

    @Test("content a scroll view can scroll clear of the home indicator, or into view, is not flagged; the same content fixed is")
    func scrolledContent() async throws {
        // A full-screen scroll view with content twice the screen's height: iOS 11's
        // `.automatic` behaviour adds the iPhone X's 44 / 34 pt bands to its adjusted inset
        // (semantics doc rule 3.2.b), so a button resting 12 pt above the screen's bottom (under
        // the home indicator) can be scrolled above it, and one 500 pt below the screen can be
        // scrolled into view. The same buttons in a plain container are stuck there.
        func yaml(_ container: String) -> String {
            """
            root:
              type: viewController
              id: vc
              view:
                id: root
                subviews:
                  - id: content
                    type: \(container)
                    \(container == "scrollView" ? "contentSize: {width: 375, height: 1624}" : "")
                    subviews:
                      - {id: low, type: button, intrinsicContentSize: {width: 120, height: 44}}
                      - {id: below, type: button, intrinsicContentSize: {width: 120, height: 44}}
                    constraints:
                      - low.top == content.top + 756
                      - low.centerX == content.centerX
                      - below.top == content.top + 1312
                      - below.centerX == content.centerX
                constraints:
                  - content.top == root.top
                  - content.bottom == root.bottom
                  - content.leading == root.leading
                  - content.trailing == root.trailing
            """
        }
        let scrolled = try await Self.findings(yaml("scrollView"), devices: ["iPhone X"])
        #expect(scrolled.isEmpty, "\(scrolled.map(\.message))")
        let fixed = try await Self.findings(yaml("view"), devices: ["iPhone X"])
        #expect(Set(fixed.map(\.rule)) == ["content-under-home-indicator", "view-off-screen"])
        #expect(Set(fixed.map(\.view)) == ["low", "below"])
        // On an iPhone 8 no band lies along the bottom: a button moved up to y 643 ends at 687,
        // 20 pt past the 667 pt screen's bare edge, and scrolling brings it into view all the
        // same (SilenceLove/HXPhotoPicker's settings form, East Asian batch: rows straddling an
        // iPhone 8's bottom edge were "cut off"); in a plain container it is cut off.
        func straddling(_ container: String) -> String {
            yaml(container).replacingOccurrences(of: "low.top == content.top + 756", with: "low.top == content.top + 643")
        }
        #expect(try await Self.findings(straddling("scrollView"), devices: ["iPhone 8"]).isEmpty)
        // A horizontal carousel (its content wider than it, no taller) 1,312 pt down a vertical
        // page: the page scrolls it into view (26th-SOPT-iOS' HomeSH.storyboard, East Asian
        // batch 2: a collection view of cards below an iPhone 11's fold was "off screen").
        let carousel = """
        root:
          type: viewController
          id: vc
          view:
            id: root
            subviews:
              - id: page
                type: scrollView
                contentSize: {width: 375, height: 1624}
                subviews:
                  - id: cards
                    type: scrollView
                    contentSize: {width: 900, height: 100}
                    subviews: [{id: card, type: button, intrinsicContentSize: {width: 120, height: 44}}]
                    constraints: [card.top == cards.top + 20, card.leading == cards.leading + 16]
                constraints: [cards.top == page.top + 1312, cards.leading == page.leading, cards.width == 375, cards.height == 100]
            constraints: [page.top == root.top, page.bottom == root.bottom, page.leading == root.leading, page.trailing == root.trailing]
        """
        #expect(try await Self.findings(carousel, devices: ["iPhone X"]).isEmpty)
        // On its own (the page a plain view), the carousel cannot scroll down: off screen.
        let stuck = carousel.replacingOccurrences(of: "type: scrollView\n        contentSize: {width: 375, height: 1624}", with: "type: view")
        #expect(stuck != carousel)
        #expect(try await Self.findings(stuck, devices: ["iPhone X"]).map(\.rule).contains("view-off-screen"))
        let cut = try await Self.findings(straddling("view"), devices: ["iPhone 8"])
        #expect(cut.contains { $0.view == "low" && $0.message.contains("past the screen's bottom edge") }, "\(cut.map(\.message))")
    }

    @Test("a label reaching past a container that clips to its bounds is cut off; the same container not clipping shows it")
    func clippedBySuperview() async throws {
        // iPhone 8 portrait (375 × 667, 20 pt status bar): a 200 × 100 container at (40, 200)
        // and a 120 × 30 label at (150, 20) inside it reach to x 310, 70 pt past the
        // container's right edge at 240; everything lies inside the safe area.
        func screen(clips: Bool) -> AuditScreen {
            AuditScreen(scene: "card", location: SourceLocation(file: "card.swift", line: 1, column: 1)) { (configuration) throws(SpecError) -> LaidOutScreen in
                let window: Window
                do { window = try Window(device: configuration.device, orientation: configuration.orientation, iOS: configuration.iOS) } catch {
                    throw SpecError.invalid(SourceLocation(file: "card.swift", line: 1, column: 1), expected: "\(error)")
                }
                let card = View(identifier: "card"), title = View(identifier: "title", typeName: "label")
                card.clipsToBounds = clips
                for (view, parent) in [(card, window.rootView), (title, card)] {
                    view.translatesAutoresizingMaskIntoConstraints = false
                    parent.addSubview(view)
                }
                LayoutConstraint.activate([
                    card.leftAnchor.constraint(equalTo: window.rootView.leftAnchor, constant: 40),
                    card.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 200),
                    card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
                    title.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 150),
                    title.topAnchor.constraint(equalTo: card.topAnchor, constant: 20),
                    title.widthAnchor.constraint(equalToConstant: 120), title.heightAnchor.constraint(equalToConstant: 30),
                ])
                window.layoutIfNeeded()
                return LaidOutScreen(window: window, views: ["card", "title"], locate: { _ in SourceLocation(file: "card.swift", line: 2, column: 1) })
            }
        }
        let configurations = AuditRunner.configurations(devices: [try Self.catalog.device(named: "iPhone 8")], orientations: [.portrait], iOS: nil)
        let clipped = try await AuditRunner.audit(screen(clips: true), configurations: configurations).findings
        #expect(clipped.map(\.rule) == ["view-clipped-by-superview"])
        #expect(clipped.first?.overlap == Rect(x: 240, y: 220, width: 70, height: 30))
        #expect(clipped.first?.message.contains("'card'") == true)
        let shown = try await AuditRunner.audit(screen(clips: false), configurations: configurations).findings
        #expect(shown.isEmpty, "\(shown.map(\.message))")
    }
}

/// The one-line message of a conflict (`ScreenAuditor.message(of:in:)`) and where it points.
@Suite("Audit: conflict messages")
struct ConflictMessageTests {
    static let file = "/project/Screens/Main.storyboard"

    static func issue(broken: String?, others: [String], view: String? = nil) -> LayoutIssue {
        LayoutIssue(kind: .unsatisfiable, message: "Unable to simultaneously satisfy constraints.\nmore",
                    constraints: others + (broken.map { [$0] } ?? []), broken: broken, brokenView: view)
    }

    @Test("the broken constraint and the others by line; past six others, how many more")
    func listsTheSet() {
        let others = (1...8).map { "a.width == \($0)  (Main.storyboard:\($0 + 10))" }
        let message = ScreenAuditor.message(of: Self.issue(broken: "'W' a.width == 0  (Main.storyboard:30)", others: others), in: Self.file)
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints: UIKit breaks 'W' a.width == 0 (line 30) to recover; it conflicts with a.width == 1 (line 11); "))
        #expect(message.contains("a.width == 6 (line 16); and 2 more. Remove or lower the priority"))
        #expect(!message.contains("a.width == 7"))
    }

    @Test("a broken autoresizing constraint asks for the view's mask to go, not for a priority")
    func maskAdvice() {
        let message = ScreenAuditor.message(of: Self.issue(broken: "Box.autoresizing.h", others: ["'C1' Box.centerX == Top.centerX  (Main.storyboard:12)"], view: "Box"),
                                            in: Self.file)
        #expect(message.contains("Turn off translatesAutoresizingMaskIntoConstraints on 'Box'") && !message.contains("lower the priority"))
    }

    @Test("a constraint's place counts only in the screen's own file; its subject leaves the place out")
    func placesAndSubjects() {
        #expect(ScreenAuditor.sourceLocation(of: "a.x == 1  (Main.storyboard:44)", in: Self.file)?.line == 44)
        #expect(ScreenAuditor.sourceLocation(of: "a.x == 1  (/project/Screens/Main.storyboard:44)", in: Self.file)?.line == 44)
        #expect(ScreenAuditor.sourceLocation(of: "a.x == 1  (Other.storyboard:44)", in: Self.file) == nil)
        #expect(ScreenAuditor.sourceLocation(of: "a.x == 1  (Main.storyboard:x)", in: Self.file) == nil)
        #expect(ScreenAuditor.sourceLocation(of: "Box.autoresizing.h", in: Self.file) == nil)
        #expect(LayoutConstraint.place(in: "'W2' Bar.width == 200  (Conflicts.xib:14)")?.constraint == "'W2' Bar.width == 200")
        #expect(ScreenAuditor.subject(of: Self.issue(broken: "'W2' Bar.width == 200  (Conflicts.xib:14)", others: [])) == "'W2' Bar.width == 200")
        #expect(ScreenAuditor.subject(of: Self.issue(broken: nil, others: ["a.x == 1  (f:1)", "a.x == 2  (f:2)"])) == "a.x == 1; a.x == 2")
    }
}
