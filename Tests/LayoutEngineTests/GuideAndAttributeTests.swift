import DeviceCatalog
import Testing
@testable import LayoutEngine

@Suite("Guides, baselines, margin attributes and conversion (semantics doc 1.2, 2.6, 5.1)")
struct GuideAndAttributeTests {
    @Test("safeAreaLayoutGuide.layoutFrame is the bounds inset by the safe area: 375 × 734 at y 44 on an iPhone X (qiita usagimaru)")
    func safeAreaLayoutFrame() throws {
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16)
        window.layoutIfNeeded()
        #expect(window.rootView.safeAreaLayoutGuide.layoutFrame == Rect(x: 0, y: 44, width: 375, height: 734))
        try window.rotate(to: .landscapeLeft)
        window.layoutIfNeeded()
        #expect(window.rootView.safeAreaLayoutGuide.layoutFrame == Rect(x: 44, y: 0, width: 724, height: 354))
        // Rule 2.6: the margins guide is the bounds inset by the effective margins
        // (44 side band + 16 root minimum, rule 2.3).
        #expect(window.rootView.layoutMarginsGuide.layoutFrame.minX == 60)
    }

    @Test("A guide kept after its view is gone does not keep the view alive, and reads as an empty rectangle with no owning view")
    func guideOutlivesItsView() throws {
        // UIKit's UILayoutGuide.owningView is weak; reading a guide whose view was freed must
        // neither keep the view nor trap (it used to be an unowned reference).
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16)
        var view: View? = subview("panel", in: window.rootView)
        weak let weakView = view
        let guides = [view!.safeAreaLayoutGuide, view!.layoutMarginsGuide, view!.keyboardLayoutGuide]
        window.layoutIfNeeded()
        view?.removeFromSuperview()
        view = nil
        window.layoutIfNeeded()
        #expect(weakView == nil)
        for guide in guides {
            #expect(guide.owningView == nil)
            #expect(guide.layoutFrame == .zero)
        }
        #expect(guides[0].identifier == "panel.safeArea")
    }

    @Test("keyboardLayoutGuide, keyboard offscreen, is the band below the safe area: 34 pt on an iPhone X, 21 in landscape, none on an iPhone 8")
    func keyboardGuide() throws {
        // usesBottomSafeArea (default true): the guide's top is the safe area's bottom
        // (developer.apple.com/documentation/uikit/uikeyboardlayoutguide/usesbottomsafearea);
        // the iPhone X's bottom insets, 34 and 21, are the catalog's.
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16)
        let root = window.rootView
        let button = subview("button", in: root)
        LayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: root.keyboardLayoutGuide.leadingAnchor),
            button.trailingAnchor.constraint(equalTo: root.keyboardLayoutGuide.trailingAnchor),
            button.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
            button.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(root.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 778, width: 375, height: 34))
        #expect(button.frame == Rect(x: 0, y: 728, width: 375, height: 50))
        try window.rotate(to: .landscapeLeft)
        window.layoutIfNeeded()
        #expect(root.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 354, width: 812, height: 21))
        #expect(button.frame == Rect(x: 0, y: 304, width: 812, height: 50))
        let eight = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        eight.layoutIfNeeded()
        #expect(eight.rootView.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 667, width: 375, height: 0))
    }

    @Test("usesBottomSafeArea = false puts the keyboard guide at the view's bottom, no height: what is pinned above it reaches the home indicator")
    func keyboardGuideWithoutSafeArea() throws {
        // developer.apple.com/documentation/uikit/uikeyboardlayoutguide/usesbottomsafearea:
        // false ties the guide to the view's bottomAnchor. iPhone X: 812 pt tall (catalog).
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16)
        let root = window.rootView
        let guide = root.keyboardLayoutGuide
        #expect(guide === root.keyboardLayoutGuide)   // one object, as UIKit's
        #expect(guide.usesBottomSafeArea)
        let bar = subview("bar", in: root)
        LayoutConstraint.activate([
            bar.bottomAnchor.constraint(equalTo: guide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.widthAnchor.constraint(equalToConstant: 100),
            bar.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(bar.frame.maxY == 778)
        guide.usesBottomSafeArea = false
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == Rect(x: 0, y: 812, width: 375, height: 0))
        #expect(bar.frame.maxY == 812)
    }

    @Test("a custom layout guide splits the space between two views; its layoutFrame follows")
    func customGuide() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let root = window.rootView
        let spacer = LayoutGuide(identifier: "spacer")
        root.addLayoutGuide(spacer)
        let a = subview("a", in: root), b = subview("b", in: root)
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor), a.widthAnchor.constraint(equalToConstant: 100),
            b.rightAnchor.constraint(equalTo: root.rightAnchor), b.widthAnchor.constraint(equalToConstant: 75),
            spacer.leftAnchor.constraint(equalTo: a.rightAnchor), spacer.rightAnchor.constraint(equalTo: b.leftAnchor),
            spacer.topAnchor.constraint(equalTo: root.topAnchor, constant: 100), spacer.heightAnchor.constraint(equalToConstant: 1),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
            b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(spacer.layoutFrame == Rect(x: 100, y: 100, width: 200, height: 1))
    }

    @Test("first and last baselines of a text view line up with another view's (rule 5.1)")
    func baselines() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let root = window.rootView
        let title = subview("title", in: root), detail = subview("detail", in: root), plain = subview("plain", in: root)
        title.intrinsicContentSize = (100, 40)
        title.baselines = (first: 30, last: 10)
        detail.intrinsicContentSize = (100, 20)
        detail.baselines = (first: 16, last: 4)
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            title.leftAnchor.constraint(equalTo: root.leftAnchor),
            detail.firstBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor),
            detail.leftAnchor.constraint(equalTo: title.rightAnchor),
            // A view without text has its baselines on its bottom edge.
            plain.lastBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
            plain.leftAnchor.constraint(equalTo: root.leftAnchor),
            plain.widthAnchor.constraint(equalToConstant: 10), plain.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        // title's last baseline: 100 + 40 − 10 = 130; detail's first baseline 16 below its top.
        #expect(detail.frame.y == 130 - 16)
        #expect(plain.frame.maxY == 130)
    }

    @Test("margin attributes name the layoutMarginsGuide: leadingMargin, topMargin, centerXWithinMargins")
    func marginAttributes() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let root = window.rootView
        let card = subview("card", in: root)
        card.layoutMargins = EdgeInsets(top: 12, left: 24, bottom: 12, right: 8)
        LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            card.leftAnchor.constraint(equalTo: root.leftAnchor),
            card.widthAnchor.constraint(equalToConstant: 300), card.heightAnchor.constraint(equalToConstant: 200),
        ])
        let icon = subview("icon", in: card), centred = subview("centred", in: card)
        LayoutConstraint.activate([
            LayoutConstraint(item: icon, attribute: .leading, relatedBy: .equal, toItem: card, attribute: .leadingMargin),
            LayoutConstraint(item: icon, attribute: .top, relatedBy: .equal, toItem: card, attribute: .topMargin),
            icon.widthAnchor.constraint(equalToConstant: 20), icon.heightAnchor.constraint(equalToConstant: 20),
            LayoutConstraint(item: centred, attribute: .centerX, relatedBy: .equal, toItem: card, attribute: .centerXWithinMargins),
            LayoutConstraint(item: centred, attribute: .bottom, relatedBy: .equal, toItem: card, attribute: .bottomMargin),
            centred.widthAnchor.constraint(equalToConstant: 40), centred.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(icon.frame.origin == Point(x: 24, y: 12))
        // Margins span 24…292: centre 158, so a 40-wide view starts at 138.
        #expect(centred.frame == Rect(x: 138, y: 200 - 12 - 20, width: 40, height: 20))
    }

    @Test("convert(_:to:) goes through the window, with a scroll view's bounds origin")
    func convert() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let root = window.rootView
        let outer = subview("outer", in: root), inner = subview("inner", in: outer)
        pinned(outer, to: root, insets: EdgeInsets(top: 100, left: 20, bottom: 100, right: 20))
        pinned(inner, to: outer, insets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        window.layoutIfNeeded()
        let r = Rect(x: 5, y: 5, width: 10, height: 10)
        #expect(inner.convert(r, to: nil) == Rect(x: 35, y: 115, width: 10, height: 10))
        #expect(inner.convert(r, to: outer) == Rect(x: 15, y: 15, width: 10, height: 10))
        #expect(outer.convert(Rect(x: 15, y: 15, width: 10, height: 10), to: inner) == r)
        #expect(inner.frameInWindow == Rect(x: 30, y: 110, width: 315, height: 447))
    }

    /// A plain view's margins are 8 pt (Apple, `UIView.directionalLayoutMargins`); a view that
    /// leaves the window and comes back has them again. Before the fix its guide kept the
    /// insets it had suggested to the solver before it left, so they were never suggested
    /// again: the guide read 0 and the engine reported its own margin constraints as conflicts.
    @Test("a view removed from the window and added again: its layout margins guide is 8 pt in again, without a conflict")
    func guideAfterReadding() throws {
        let window = try Window(device: Devices.named("iPhone 11"), iOS: 17)
        let root = window.rootView
        let box = subview("box", in: root), inner = subview("inner", in: box)
        func place() {
            LayoutConstraint.activate([
                box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                box.widthAnchor.constraint(equalToConstant: 200), box.heightAnchor.constraint(equalToConstant: 100),
                inner.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor),
                inner.topAnchor.constraint(equalTo: box.layoutMarginsGuide.topAnchor),
                inner.widthAnchor.constraint(equalToConstant: 10), inner.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        place()
        window.layoutIfNeeded()
        #expect(inner.frame == Rect(x: 8, y: 8, width: 10, height: 10))
        box.removeFromSuperview()
        window.layoutIfNeeded()
        root.addSubview(box)
        place()
        window.layoutIfNeeded()
        #expect(window.issues.isEmpty)
        #expect(inner.frame == Rect(x: 8, y: 8, width: 10, height: 10))
    }
}
