import DeviceCatalog
import Testing
@testable import LayoutEngine

@Suite("Right-to-left layout and directional margins (semantics doc 2.5, 5.1)")
struct DirectionTests {
    // Leading/trailing map to left/right in left-to-right layouts and right/left in
    // right-to-left ones: WWDC 2015 session 222 (semantics doc 5.1); directional margins: Apple
    // `layoutMargins` and W17-204 (rule 2.5). iPhone 8 is 375 pt wide (device catalog); its
    // root margins are 16 (UYL-margins, rule 2.2).

    func make() throws -> (Window, View, View) {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let root = window.rootView
        let label = subview("label", in: root), badge = subview("badge", in: root)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            label.widthAnchor.constraint(equalToConstant: 100),
            label.heightAnchor.constraint(equalToConstant: 20),
            badge.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
            badge.widthAnchor.constraint(equalToConstant: 50),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        return (window, label, badge)
    }

    @Test("leading + 20 is 20 pt from the right edge in a right-to-left window; the constant flips with the direction")
    func rightToLeft() throws {
        let (window, label, badge) = try make()
        window.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        #expect(label.frame.x == 375 - 20 - 100)
        #expect(badge.frame.x == 16)
        #expect(label.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        window.layoutDirection = .leftToRight
        window.layoutIfNeeded()
        #expect(label.frame.x == 20)
        #expect(badge.frame.x == 375 - 16 - 50)
    }

    @Test("a relation flips with the direction: leading ≥ leading + 40 keeps the view 40 pt from the right")
    func inequality() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        window.layoutDirection = .rightToLeft
        let root = window.rootView
        let v = subview("v", in: root)
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 40),
            v.trailingAnchor.constraint(equalTo: root.trailingAnchor).withPriority(.defaultLow),
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor).withPriority(.defaultLow),
            v.topAnchor.constraint(equalTo: root.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(v.frame.maxX <= 375 - 40)
    }

    @Test("semanticContentAttribute forces a direction for the view's own content")
    func forcedDirection() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        window.layoutDirection = .rightToLeft
        let root = window.rootView
        let player = subview("player", in: root)
        player.semanticContentAttribute = .playback
        pinned(player, to: root)
        let play = subview("play", in: player)
        LayoutConstraint.activate([
            play.leadingAnchor.constraint(equalTo: player.leadingAnchor, constant: 10),
            play.topAnchor.constraint(equalTo: player.topAnchor),
            play.widthAnchor.constraint(equalToConstant: 44),
            play.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.layoutIfNeeded()
        #expect(play.frame.x == 10)
        player.semanticContentAttribute = .unspecified
        window.layoutIfNeeded()
        #expect(play.frame.x == 375 - 10 - 44)
    }

    @Test("directional margins: leading 30 is layoutMargins.left in LTR and .right in RTL (rule 2.5)")
    func directionalMargins() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let v = subview("v", in: window.rootView)
        pinned(v, to: window.rootView.safeAreaLayoutGuide)
        v.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        window.layoutIfNeeded()
        #expect(v.layoutMargins == EdgeInsets(top: 0, left: 30, bottom: 0, right: 10))
        #expect(v.effectiveLayoutMargins.left == 30)
        window.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        #expect(v.layoutMargins == EdgeInsets(top: 0, left: 10, bottom: 0, right: 30))
        #expect(v.effectiveLayoutMargins.right == 30)
        v.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(v.directionalLayoutMargins == DirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
    }

    @Test("a view held by leading + 20 and trailing − 40 keeps its 315 pt width when the direction flips, without a conflict")
    func flipWithBothSides() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let root = window.rootView
        let bar = subview("bar", in: root)
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -40),
            bar.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            bar.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(bar.frame.x == 20 && bar.frame.width == 375 - 60)
        // Both constraints leave the solver before either comes back in the new direction;
        // re-installed one at a time, the first would conflict with the second.
        window.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        #expect(window.issues.isEmpty)
        #expect(bar.frame.x == 40 && bar.frame.width == 375 - 60)
        window.layoutDirection = .leftToRight
        window.layoutIfNeeded()
        #expect(window.issues.isEmpty)
        #expect(bar.frame.x == 20)
    }
}
