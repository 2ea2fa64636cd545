import DeviceCatalog
import Testing
@testable import LayoutEngine

/// Issue 7's remaining cases: every distribution on the vertical axis, the leading / trailing
/// and baseline alignments, nested stacks, and sizes decided by hugging and compression
/// resistance. Figures are hand-derived from the constraints of semantics doc §6 (the same
/// arithmetic as the horizontal cases in StackViewTests, kean's worked example).
@Suite("Stack views: vertical axis, baselines, nesting, priorities (semantics doc §6)")
struct StackViewAxisAndPriorityTests {
    /// A stack at (0, 100) in an iPhone 8 window (2x pixels), optionally with a fixed length.
    func stack(_ distribution: StackView.Distribution = .fill, alignment: StackView.Alignment = .fill,
               axis: StackView.Axis, spacing: Double = 0, length: Double? = nil, cross: Double? = nil,
               sizes: [(Double?, Double?)]) throws -> (Window, StackView, [View]) {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let s = StackView(identifier: "stack")
        s.translatesAutoresizingMaskIntoConstraints = false
        s.distribution = distribution
        s.alignment = alignment
        s.axis = axis
        s.spacing = spacing
        window.rootView.addSubview(s)
        var constraints = [s.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
                           s.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 100)]
        let along = axis == .vertical ? s.heightAnchor : s.widthAnchor
        let across = axis == .vertical ? s.widthAnchor : s.heightAnchor
        if let length { constraints.append(along.constraint(equalToConstant: length)) }
        if let cross { constraints.append(across.constraint(equalToConstant: cross)) }
        LayoutConstraint.activate(constraints)
        let views = sizes.enumerated().map { index, size -> View in
            let v = View(identifier: "v\(index)")
            v.intrinsicContentSize = size
            s.addArrangedSubview(v)
            return v
        }
        window.layoutIfNeeded()
        return (window, s, views)
    }

    @Test("vertical fill: kean's views stacked, 350 tall and 160 wide; every view as wide as the stack")
    func verticalFill() throws {
        let (_, s, v) = try stack(axis: .vertical, sizes: [(160, 200), (80, 100), (40, 50)])
        #expect(s.frame.size == Size(width: 160, height: 350))
        #expect(v.map(\.frame.y) == [0, 200, 300])
        #expect(v.map(\.frame.width) == [160, 160, 160])
    }

    @Test("vertical fillEqually: three views in 300 pt with 10 pt spacing are 93.33 pt tall")
    func verticalFillEqually() throws {
        let (_, _, v) = try stack(.fillEqually, axis: .vertical, spacing: 10, length: 300, sizes: [(20, 50), (20, 80), (20, 20)])
        for view in v { #expect(abs(view.frame.height - 280.0 / 3) <= 0.5) }
        #expect(v.last?.frame.maxY == 300)
    }

    @Test("vertical fillProportionally in 200 pt: 114.29 / 57.14 / 28.57 (kean's figures on the other axis)")
    func verticalFillProportionally() throws {
        let (_, _, v) = try stack(.fillProportionally, axis: .vertical, length: 200, sizes: [(20, 160), (20, 80), (20, 40)])
        for (view, height) in zip(v, [200.0 * 160 / 280, 200.0 * 80 / 280, 200.0 * 40 / 280]) {
            #expect(abs(view.frame.height - height) <= 0.5)
        }
    }

    @Test("vertical equalSpacing and equalCentering")
    func verticalSpacing() throws {
        let (_, _, spaced) = try stack(.equalSpacing, axis: .vertical, spacing: 8, length: 300, sizes: [(20, 50), (20, 50), (20, 50)])
        #expect(spaced.map(\.frame.y) == [0, 125, 250])
        let (_, _, centred) = try stack(.equalCentering, axis: .vertical, length: 300, sizes: [(20, 20), (20, 60), (20, 100)])
        let centres = centred.map(\.frame.midY)
        #expect(abs((centres[1] - centres[0]) - (centres[2] - centres[1])) <= 0.5)
        #expect(centred.first?.frame.y == 0 && centred.last?.frame.maxY == 300)
    }

    @Test("vertical leading, trailing and center: narrower views hug one side, the stack takes the widest")
    func verticalAlignments() throws {
        let (_, s, leading) = try stack(alignment: .leading, axis: .vertical, sizes: [(100, 20), (40, 20)])
        #expect(s.frame.width == 100)
        #expect(leading.map(\.frame.x) == [0, 0])
        #expect(leading.map(\.frame.width) == [100, 40])
        let (_, _, trailing) = try stack(alignment: .trailing, axis: .vertical, sizes: [(100, 20), (40, 20)])
        #expect(trailing[1].frame.x == 60)
        let (_, _, center) = try stack(alignment: .center, axis: .vertical, sizes: [(100, 20), (40, 20)])
        #expect(center[1].frame.x == 30)
    }

    /// Arranges in `stack` a 60 × 40 label with baselines 32 from its top and 8 from its
    /// bottom, then a 60 × 20 one with 16 and 4.
    static func arrangeLabels(in stack: StackView) -> (big: View, small: View) {
        let big = View(identifier: "big"), small = View(identifier: "small")
        big.intrinsicContentSize = (60, 40)
        big.baselines = (first: 32, last: 8)
        small.intrinsicContentSize = (60, 20)
        small.baselines = (first: 16, last: 4)
        stack.addArrangedSubview(big)
        stack.addArrangedSubview(small)
        return (big, small)
    }

    @Test("firstBaseline and lastBaseline: baselines line up; the stack spans the views")
    func baselines() throws {
        // A 40 pt label with baselines 32 from the top and 8 from the bottom next to a 20 pt one
        // with 16 and 4: first baselines equal puts the small one's top at 32 − 16 = 16; last
        // baselines equal puts its bottom at 40 − 8 + 4 = 36, so its top at 16 as well here.
        for alignment in [StackView.Alignment.firstBaseline, .lastBaseline] {
            let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
            let s = StackView(identifier: "stack")
            s.translatesAutoresizingMaskIntoConstraints = false
            s.alignment = alignment
            window.rootView.addSubview(s)
            LayoutConstraint.activate([s.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
                                       s.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 100)])
            let (big, small) = Self.arrangeLabels(in: s)
            window.layoutIfNeeded()
            #expect(big.frame.y == 0, "\(alignment)")
            #expect(small.frame.y == 16, "\(alignment)")
            #expect(s.frame.height == 40, "\(alignment)")
        }
    }

    @Test("a baseline alignment in a vertical stack is taken as fill, without a conflict (Apple: valid for horizontal stacks only)")
    func baselineAlignmentInVerticalStack() throws {
        // Semantics doc §6.2; aligning the baselines of views stacked vertically could only
        // contradict the spacing between them, which used to be reported as a conflict.
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let s = StackView(identifier: "stack")
        s.translatesAutoresizingMaskIntoConstraints = false
        s.axis = .vertical
        s.alignment = .firstBaseline
        window.rootView.addSubview(s)
        LayoutConstraint.activate([s.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
                                   s.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 100),
                                   s.widthAnchor.constraint(equalToConstant: 200)])
        let (big, small) = Self.arrangeLabels(in: s)
        window.layoutIfNeeded()
        #expect(window.issues.isEmpty, "\(window.issues)")
        #expect(big.frame == Rect(x: 0, y: 0, width: 200, height: 40))
        #expect(small.frame == Rect(x: 0, y: 40, width: 200, height: 20))
    }

    /// A baseline-relative vertical stack measures its spacing from one view's last baseline to
    /// the next one's first; a nested stack's baselines are its first and last arranged views'.
    /// Provenance's GameMoreInfo.storyboard line 68 (Xcode 16, seventh held-out set): an
    /// `equalSpacing` stack of one-line rows (horizontal stacks of labels), spacing 29, saves
    /// them 29 pt apart, the text view below it taking the rest. Here: rows of one label, 20 pt
    /// with baselines 16 from the top and 4 from the bottom, the middle one 30 pt with 24 and 6;
    /// 29 pt between baselines: the middle row's first baseline at 16 + 29 = 45 (its top 21),
    /// its last at 45, the last row's first at 74 (its top 58), whichever distribution.
    @Test("baseline-relative vertical stacks of nested rows: 29 pt between baselines, fill and equalSpacing alike",
          arguments: [StackView.Distribution.fill, .equalSpacing])
    func baselineRelativeRows(distribution: StackView.Distribution) throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let outer = StackView(identifier: "outer")
        outer.axis = .vertical
        outer.distribution = distribution
        outer.alignment = .top
        outer.spacing = 29
        outer.isBaselineRelativeArrangement = true
        outer.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(outer)
        // Below the stack, a view with no height of its own takes what is left of the 300 pt.
        let rest = View(identifier: "rest")
        rest.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(rest)
        LayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
            outer.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 100),
            rest.topAnchor.constraint(equalTo: outer.bottomAnchor),
            rest.bottomAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 400),
            rest.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
            rest.widthAnchor.constraint(equalToConstant: 10),
        ])
        var rows: [StackView] = []
        for index in 0..<3 {
            let row = StackView(identifier: "row\(index)")
            row.alignment = .center
            let label = View(identifier: "label\(index)")
            let middle = index == 1
            label.intrinsicContentSize = (60, middle ? 30 : 20)
            label.baselines = middle ? (first: 24, last: 6) : (first: 16, last: 4)
            row.addArrangedSubview(label)
            outer.addArrangedSubview(row)
            rows.append(row)
        }
        window.layoutIfNeeded()
        #expect(rows.map(\.frame.minY) == [0, 21, 58], "\(distribution)")
        #expect(outer.frame.height == 78, "\(distribution)")
        #expect(window.issues.isEmpty)
    }

    @Test("nested: a vertical stack of two fillEqually rows, pinned to the safe area's sides")
    func nested() throws {
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16)
        let outer = StackView(identifier: "outer")
        outer.axis = .vertical
        outer.spacing = 8
        outer.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(outer)
        LayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: window.rootView.safeAreaLayoutGuide.leadingAnchor),
            outer.trailingAnchor.constraint(equalTo: window.rootView.safeAreaLayoutGuide.trailingAnchor),
            outer.bottomAnchor.constraint(equalTo: window.rootView.safeAreaLayoutGuide.bottomAnchor),
        ])
        var buttons: [[View]] = []
        for row in 0..<2 {
            let inner = StackView(identifier: "row\(row)")
            inner.distribution = .fillEqually
            inner.spacing = 10
            var made: [View] = []
            for column in 0..<3 {
                let b = View(identifier: "b\(row)\(column)")
                b.intrinsicContentSize = (nil, 44)
                inner.addArrangedSubview(b)
                made.append(b)
            }
            outer.addArrangedSubview(inner)
            buttons.append(made)
        }
        window.layoutIfNeeded()
        // iPhone X portrait: 375 wide, bottom inset 34 (device catalog). Rows of 44 with 8
        // between: the bottom row ends at 812 − 34 = 778 and starts at 734, the top row at 682.
        // Each button is (375 − 2 × 10) / 3 = 118.33 wide.
        #expect(buttons[1][0].frameInWindow.maxY == 778)
        #expect(buttons[0][0].frameInWindow.y == 682)
        for b in buttons.joined() { #expect(abs(b.frame.width - 355.0 / 3) <= 0.5) }
        #expect(buttons[0][2].frameInWindow.maxX == 375)
    }

    @Test("fill with room to spare: the lower hugging priority stretches")
    func hugging() throws {
        let (_, _, v) = try stack(axis: .horizontal, length: 300, sizes: [(100, 20), (100, 20)])
        // Default hugging 250 on both is a tie (resolved by index, not asserted here); raise one.
        let (window, _, w) = try stack(axis: .horizontal, length: 300, sizes: [(100, 20), (100, 20)])
        w[1].setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        window.layoutIfNeeded()
        #expect(w.map(\.frame.width) == [200, 100])
        w[0].setContentHuggingPriority(LayoutPriority(252), for: .horizontal)
        window.layoutIfNeeded()
        #expect(w.map(\.frame.width) == [100, 200])
        #expect(v.map(\.frame.width).reduce(0, +) == 300)
    }

    @Test("fill without room: the lower compression resistance gives way")
    func compression() throws {
        let (window, _, v) = try stack(axis: .horizontal, length: 150, sizes: [(100, 20), (100, 20)])
        v[0].setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
        window.layoutIfNeeded()
        #expect(v.map(\.frame.width) == [50, 100])
        v[1].setContentCompressionResistancePriority(LayoutPriority(748), for: .horizontal)
        window.layoutIfNeeded()
        #expect(v.map(\.frame.width) == [100, 50])
    }
}
