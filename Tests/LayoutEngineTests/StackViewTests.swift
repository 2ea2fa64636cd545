import DeviceCatalog
import Testing
@testable import LayoutEngine

/// Stack views, against hand-checked arithmetic and kean's worked example ("Let's Build
/// UIStackView": intrinsic widths 160 / 80 / 40, heights 200 / 100 / 50).
@Suite("Stack views (semantics doc §6)")
struct StackViewTests {
    func stack(_ distribution: StackView.Distribution = .fill, alignment: StackView.Alignment = .fill,
               axis: StackView.Axis = .horizontal, spacing: Double = 0, width: Double? = nil,
               sizes: [(Double?, Double?)], before layout: ([View]) -> Void = { _ in }) throws -> (Window, StackView, [View]) {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)   // 2x: edges snap to 0.5 pt
        let s = StackView(identifier: "stack")
        s.translatesAutoresizingMaskIntoConstraints = false
        s.distribution = distribution
        s.alignment = alignment
        s.axis = axis
        s.spacing = spacing
        window.rootView.addSubview(s)
        var constraints = [s.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
                           s.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 100)]
        if let width { constraints.append(s.widthAnchor.constraint(equalToConstant: width)) }
        LayoutConstraint.activate(constraints)
        let views = sizes.enumerated().map { index, size -> View in
            let v = View(identifier: "v\(index)")
            v.intrinsicContentSize = size
            s.addArrangedSubview(v)
            return v
        }
        layout(views)
        window.layoutIfNeeded()
        return (window, s, views)
    }

    static let kean: [(Double?, Double?)] = [(160, 200), (80, 100), (40, 50)]

    @Test("fill with no size: the stack is 280 × 200 and the views keep their widths (kean)")
    func fill() throws {
        let (_, s, v) = try stack(sizes: Self.kean)
        #expect(s.frame.size == Size(width: 280, height: 200))
        #expect(v.map(\.frame.width) == [160, 80, 40])
        #expect(v.map(\.frame.x) == [0, 160, 240])
        #expect(v.map(\.frame.height) == [200, 200, 200])
    }

    @Test("centre alignment: a view with no width of its own keeps the width it has; one made with none has 0")
    func ambiguitySuppressionKeepsTheCurrentSize() throws {
        // ChatSecure/ChatSecure-iOS' Purchase.storyboard (Xcode 11; third held-out set), lines
        // 31, 52 and 83: plain views 13 pt tall, with no width, in a centre-aligned vertical
        // stack, saved at the object library's 240 pt width. kean's dump of the same
        // constraint, for views made in code (frame zero): width 0.
        let (window, _, v) = try stack(alignment: .center, axis: .vertical, width: 288, sizes: [(nil, 13), (nil, 13)]) { views in
            views[0].frame = Rect(x: 24, y: 0, width: 240, height: 13)
        }
        #expect(v[0].frame.width == 240 && v[0].frame.midX == 144)
        #expect(v[1].frame.width == 0)
        #expect(window.issues.isEmpty)
    }

    @Test("fillProportionally in 200 pt: 114.29 / 57.14 / 28.57 (kean), snapped to 2x pixels")
    func fillProportionally() throws {
        let (_, _, v) = try stack(.fillProportionally, width: 200, sizes: Self.kean)
        let expected = [200.0 * 160 / 280, 200.0 * 80 / 280, 200.0 * 40 / 280]
        for (view, width) in zip(v, expected) { #expect(abs(view.frame.width - width) <= 0.5) }
        #expect(v.last?.frame.maxX == 200)
    }

    @Test("fillProportionally weighs each view against the content and the spacing together: negative spacing widens the first view, the last takes the rest")
    func fillProportionallyCountsSpacing() throws {
        // Semantics doc §6: m_i = intrinsic_i / (Σ intrinsic + (n−1)·spacing). TencentCloud/TIMSDK's
        // TestForSearchMessageViewController.xib (East Asian held-out batch, lines 110–120): a
        // 98.5 pt stack of spacing −20 holding a 25 pt label and a 49 pt switch saves the label
        // 45.5 wide, 98.5 × 25 / (25 + 49 − 20) = 45.6 (within the oracle's 0.5 pt), and the
        // switch the rest, 98.5 + 20 − 45.6. Sharing the 118.5 pt left after the spacing gave 40.
        let (_, _, v) = try stack(.fillProportionally, spacing: -20, width: 98.5, sizes: [(25, 20), (49, 20)])
        let first = 98.5 * 25 / (25 + 49 - 20)
        #expect(abs(v[0].frame.width - first) <= 0.5 && abs(v[0].frame.width - 45.5) <= 0.5)
        #expect(abs(v[1].frame.width - (98.5 + 20 - v[0].frame.width)) < 1e-9)
        #expect(v[1].frame.maxX == 98.5)
    }

    @Test("fillProportionally recomputes its multipliers when an arranged view's intrinsic size changes")
    func fillProportionallyFollowsIntrinsicSizes() throws {
        // Semantics doc §6.1: "multipliers are recomputed when an intrinsic size changes". The
        // kean example in 200 pt (160 / 80 / 40 → 114.29 / 57.14 / 28.57); the first view
        // shrinking to 40 makes the three 40 / 80 / 40 → 50 / 100 / 50.
        let (window, _, v) = try stack(.fillProportionally, width: 200, sizes: Self.kean)
        v[0].intrinsicContentSize = (40, 200)
        window.layoutIfNeeded()
        #expect(v.map(\.frame.width) == [50, 100, 50])
    }

    @Test("an arranged view sent removeFromSuperview leaves the arrangement: its neighbours close up")
    func removeFromSuperviewLeavesArrangement() throws {
        // Apple's documentation of UIStackView.arrangedSubviews: removeFromSuperview() on an
        // arranged view removes it from the array too. Three 50 pt views, spacing 10: after the
        // middle one goes, the last follows the first at 60.
        let (window, s, v) = try stack(spacing: 10, sizes: [(50, 20), (50, 20), (50, 20)])
        #expect(v[2].frame.minX == 120)
        v[1].removeFromSuperview()
        window.layoutIfNeeded()
        #expect(s.arrangedSubviews.map(\.identifier) == ["v0", "v2"])
        #expect(v[2].frame.minX == 60)
        #expect(window.issues.isEmpty)
    }

    @Test("spacingUseSystem is the system spacing; spacingUseDefault given as a custom spacing removes it (semantics doc §6.3)")
    func spacingSentinels() throws {
        // UIStackView.spacingUseSystem (FLT_MIN) and spacingUseDefault (FLT_MAX); the system
        // figure is the usual 8 between siblings (§6.3, uncertain). Three 50 pt views.
        let (window, s, v) = try stack(spacing: 10, sizes: [(50, 20), (50, 20), (50, 20)])
        s.setCustomSpacing(StackView.spacingUseSystem, after: v[0])
        window.layoutIfNeeded()
        #expect(v[1].frame.minX == 50 + UIKitMetrics.standardStackSpacing)
        #expect(v[2].frame.minX == v[1].frame.maxX + 10)
        s.setCustomSpacing(StackView.spacingUseDefault, after: v[0])
        s.spacing = StackView.spacingUseSystem
        window.layoutIfNeeded()
        #expect(v[1].frame.minX == 50 + UIKitMetrics.standardStackSpacing)
        #expect(v[2].frame.minX == v[1].frame.maxX + UIKitMetrics.standardStackSpacing)
        #expect(window.issues.isEmpty)
    }

    @Test("fillProportionally with no content length anywhere shares the space equally, as fillEqually")
    func fillProportionallyWithoutContent() throws {
        // dyte-io/ios-samples' SixPeerView.xib (nineteenth held-out set, line 51): a 626 pt
        // proportional stack with 10 pt spacing of three nested stacks whose views have no
        // intrinsic size saves them 202 tall each, (626 − 20) / 3.
        let (_, _, v) = try stack(.fillProportionally, spacing: 10, width: 626, sizes: [(nil, 20), (nil, 20), (nil, 20)])
        #expect(v.map(\.frame.width) == [202, 202, 202])
        #expect(v.map(\.frame.x) == [0, 212, 424])
    }

    @Test("fillEqually: three views in 300 pt with 10 pt spacing are 93.33 pt each")
    func fillEqually() throws {
        let (_, _, v) = try stack(.fillEqually, spacing: 10, width: 300, sizes: [(50, 20), (80, 20), (20, 20)])
        for view in v { #expect(abs(view.frame.width - 280.0 / 3) <= 0.5) }
        #expect(v.last?.frame.maxX == 300)
    }

    @Test("equalSpacing: 50 pt views in 300 pt leave two 75 pt gaps")
    func equalSpacing() throws {
        let (_, _, v) = try stack(.equalSpacing, spacing: 8, width: 300, sizes: [(50, 20), (50, 20), (50, 20)])
        #expect(v.map(\.frame.x) == [0, 125, 250])
        #expect(v.map(\.frame.width) == [50, 50, 50])
    }

    @Test("equalCentering: centres evenly spaced")
    func equalCentering() throws {
        let (_, _, v) = try stack(.equalCentering, width: 300, sizes: [(20, 20), (60, 20), (100, 20)])
        let centers = v.map(\.frame.midX)
        #expect(abs((centers[1] - centers[0]) - (centers[2] - centers[1])) <= 0.5)
        #expect(v.first?.frame.x == 0 && v.last?.frame.maxX == 300)
    }

    @Test("alignment center: shorter views are centred across the axis; the stack hugs the tallest")
    func center() throws {
        let (_, s, v) = try stack(alignment: .center, sizes: [(40, 100), (40, 20)])
        #expect(s.frame.height == 100)
        #expect(v[1].frame.y == 40)
    }

    @Test("alignment top and bottom")
    func topBottom() throws {
        let (_, _, top) = try stack(alignment: .top, sizes: [(40, 100), (40, 20)])
        #expect(top[1].frame.y == 0)
        let (_, _, bottom) = try stack(alignment: .bottom, sizes: [(40, 100), (40, 20)])
        #expect(bottom[1].frame.y == 80)
    }

    @Test("a hidden arranged view collapses with its spacing; custom spacing replaces the spacing after one view")
    func hiddenAndCustomSpacing() throws {
        let (window, s, v) = try stack(spacing: 10, sizes: [(40, 20), (40, 20), (40, 20)])
        #expect(v.map(\.frame.x) == [0, 50, 100])
        v[1].isHidden = true
        window.layoutIfNeeded()
        #expect(v[2].frame.x == 50)
        v[1].isHidden = false
        s.setCustomSpacing(30, after: v[0])
        window.layoutIfNeeded()
        #expect(v.map(\.frame.x) == [0, 70, 120])
    }

    /// Semantics doc §6.3 (kean's constraint dump, TZ's `createFillConstraints`): a hidden
    /// arranged view keeps its place with length 0 (`UISV-hiding`), half the spacing after the
    /// view before it; a hidden first view sits at the canvas's start. Its cross position
    /// follows the alignment, so its frame is fixed and the layout is not ambiguous.
    @Test("a hidden arranged view keeps its place with no width: spacing/2 after the one before it, centred; not ambiguous")
    func hiddenViewsArePlaced() throws {
        let (window, _, v) = try stack(alignment: .center, spacing: 10, sizes: [(40, 20), (30, 10), (40, 20)])
        v[1].isHidden = true
        window.layoutIfNeeded()
        #expect(v[1].frame == Rect(x: 45, y: 5, width: 0, height: 10))
        #expect(v[2].frame.x == 50)
        #expect(window.ambiguousViews().isEmpty)
        v[1].isHidden = false
        v[0].isHidden = true
        window.layoutIfNeeded()
        #expect(v[0].frame == Rect(x: 0, y: 0, width: 0, height: 20))
        #expect(v[1].frame.x == 0 && v[2].frame.x == 40)
        #expect(window.ambiguousViews().isEmpty)
    }

    @Test("vertical, margins-relative: the arrangement starts inside the stack's 8 pt margins")
    func verticalMargins() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let s = StackView(identifier: "stack")
        s.translatesAutoresizingMaskIntoConstraints = false
        s.axis = .vertical
        s.spacing = 4
        s.isLayoutMarginsRelativeArrangement = true
        s.insetsLayoutMarginsFromSafeArea = false
        window.rootView.addSubview(s)
        LayoutConstraint.activate([s.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
                                   s.trailingAnchor.constraint(equalTo: window.rootView.trailingAnchor),
                                   s.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 100)])
        let a = View(identifier: "a"), b = View(identifier: "b")
        a.intrinsicContentSize = (nil, 30)
        b.intrinsicContentSize = (nil, 40)
        s.addArrangedSubview(a)
        s.addArrangedSubview(b)
        window.layoutIfNeeded()
        #expect(a.frame == Rect(x: 8, y: 8, width: 375 - 16, height: 30))
        #expect(b.frame.y == 8 + 30 + 4)
        #expect(s.frame.height == 8 + 30 + 4 + 40 + 8)
    }

    /// ephread/Instructions Basic_Examples.storyboard lines 314–334 (shared/fixtures/
    /// interface-builder): a horizontal fill stack, 382 pt wide with 16 pt spacing, of three
    /// labels of equal hugging (251) whose text is 61, 70 and 58 pt wide: Xcode saves them
    /// 116.5, 117 and 116.5 wide (the pixel-rounded third of 350), not the last one stretched.
    @Test("a fill stack shares what equal hugging leaves over equally; unequal hugging still decides")
    func fillHuggingTieSharesEqually() throws {
        let window = try Window(device: Devices.named("iPhone 11"), iOS: 16)
        let s = StackView(identifier: "stack")
        s.translatesAutoresizingMaskIntoConstraints = false
        s.spacing = 16
        window.rootView.addSubview(s)
        LayoutConstraint.activate([s.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor, constant: 16),
                                   s.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 100),
                                   s.widthAnchor.constraint(equalToConstant: 382), s.heightAnchor.constraint(equalToConstant: 50)])
        let labels = [61.0, 70, 58].enumerated().map { index, width -> View in
            let v = View(identifier: "label\(index)")
            v.intrinsicContentSize = (width, 18)
            v.setContentHuggingPriority(251, for: .horizontal)
            s.addArrangedSubview(v)
            return v
        }
        window.layoutIfNeeded()
        #expect(labels.map(\.frame.width) == [116.5, 117, 116.5])
        #expect(labels.map(\.frame.minX) == [0, 132.5, 265.5])
        // A lower hugging priority still takes all the room, as UIKit's fill distribution says.
        labels[1].setContentHuggingPriority(250, for: .horizontal)
        window.layoutIfNeeded()
        #expect(labels.map(\.frame.width) == [61, 350 - 61 - 58, 58])
    }

    /// The equal share is for stretching only: a fill stack too short for its views, whose
    /// compression resistances tie, still shrinks the later one (Apple's index rule, as
    /// Delta's equalSpacing stack shows in `tieShrinksLater`), and views without a length of
    /// their own stay ambiguous (reported), not shared out.
    @Test("a fill stack's compression tie still goes by index; views without intrinsic lengths are not tied")
    func fillCompressionTieByIndex() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let s = StackView(identifier: "stack")
        s.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(s)
        LayoutConstraint.activate([s.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
                                   s.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 100),
                                   s.widthAnchor.constraint(equalToConstant: 300), s.heightAnchor.constraint(equalToConstant: 20)])
        let views = [200.0, 150].enumerated().map { index, width -> View in
            let v = View(identifier: "label\(index)")
            v.intrinsicContentSize = (width, 20)
            s.addArrangedSubview(v)
            return v
        }
        window.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [200, 100])
        // Without intrinsic widths nothing decides the split: ambiguous, as before.
        for v in views { v.intrinsicContentSize = (nil, 20) }
        window.layoutIfNeeded()
        #expect(window.checkAmbiguity().contains { $0 === views[0] || $0 === views[1] })
    }

    /// Apple, `UIStackView.Distribution`: "If any of the arranged views have an ambiguous
    /// size, the stack view resizes them based on their index in the arrangedSubviews array."
    /// rileytestut/Delta Settings.storyboard (Xcode 26; fifth held-out set) lines 614–640: two
    /// labels of equal compression resistance in a vertical equalSpacing stack 3 pt too short;
    /// Xcode shrinks the second.
    @Test("ties by index: of two views with equal compression resistance the later one shrinks")
    func tieShrinksLater() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let s = StackView(identifier: "stack")
        s.translatesAutoresizingMaskIntoConstraints = false
        s.axis = .vertical
        s.distribution = .equalSpacing
        window.rootView.addSubview(s)
        LayoutConstraint.activate([s.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
                                   s.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 100),
                                   s.heightAnchor.constraint(equalToConstant: 40)])
        let views = [(100.0, 20.5), (100.0, 22.5)].enumerated().map { index, size -> View in
            let v = View(identifier: "label\(index)")
            v.intrinsicContentSize = (size.0, size.1)
            s.addArrangedSubview(v)
            return v
        }
        window.layoutIfNeeded()
        #expect(views.map(\.frame.height) == [20.5, 19.5])
        // Reordered, the other one shrinks: the rule follows the index, not the view.
        s.removeArrangedSubview(views[0])
        s.addArrangedSubview(views[0])
        window.layoutIfNeeded()
        #expect(views.map(\.frame.height) == [17.5, 22.5])
    }
}
