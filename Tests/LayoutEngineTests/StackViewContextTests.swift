import DeviceCatalog
import Testing
@testable import LayoutEngine

/// Stack views in the places issue 7 names: inside a scroll view, pinned to the safe area, and
/// in a conflict whose log names the constraints the stack generated, as UIKit's does.
@Suite("Stack views in scroll views, on the safe area and in conflicts (semantics doc §6)")
struct StackViewContextTests {
    /// Rule 3.5 with §6: a vertical stack pinned to the content guide and as wide as the frame
    /// guide sizes the content: ten 80 pt rows with 10 pt spacing are 10 × 80 + 9 × 10 = 890 pt.
    @Test("a stack in a scroll view's content guide gives the content its size; rows fill the frame's width")
    func stackInScrollView() throws {
        let stack = StackView(identifier: "stack")
        stack.axis = .vertical
        stack.spacing = 10
        let (window, scroll) = try scrollInNavigationController(iOS: 16, adding: [stack])
        let rows = (0..<10).map { index -> View in
            let row = View(identifier: "row\(index)")
            row.intrinsicContentSize = (nil, 80)
            stack.addArrangedSubview(row)
            return row
        }
        LayoutConstraint.activate(contentConstraints(stack, in: scroll))
        window.layoutIfNeeded()
        #expect(scroll.contentSize == Size(width: 375, height: 890))
        #expect(rows.map(\.frame.y) == (0..<10).map { Double($0) * 90 })
        #expect(rows.allSatisfy { $0.frame.width == 375 && $0.frame.height == 80 })
        // iOS 11's automatic adjustment: the content starts under the 64 pt of bars (rule 3.2).
        #expect(scroll.adjustedContentInset.top == 64 && scroll.contentOffset.y == -64)
    }

    /// iPhone X landscape: the safe area is inset 44 on both sides and 21 at the bottom
    /// (semantics doc 1.1), so a fillEqually stack pinned to it is 812 − 88 = 724 wide and its
    /// three views 724 / 3 = 241.33 pt each (snapped to the 3x pixel grid).
    @Test("a fillEqually stack pinned to the safe area on an iPhone X in landscape: 724 pt in three")
    func stackOnSafeArea() throws {
        let window = try Window(device: Devices.named("iPhone X"), orientation: .landscapeLeft, iOS: 16)
        let root = window.rootView
        let stack = StackView(identifier: "stack")
        stack.distribution = .fillEqually
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        for index in 0..<3 { stack.addArrangedSubview(View(identifier: "v\(index)")) }
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            stack.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(stack.frame == Rect(x: 44, y: 375 - 21 - 50, width: 724, height: 50))
        let widths = stack.arrangedSubviews.map(\.frame.width)
        #expect(widths.allSatisfy { abs($0 - 724.0 / 3) <= 1.0 / 3 })
        #expect(abs(widths.reduce(0, +) - 724) < 1e-9)
    }

    /// Two 100 pt views with 10 pt spacing cannot fit a stack held at 150 pt: UIKit logs the
    /// set with its own identifiers (`UISV-spacing`, `UISV-canvas-connection`, semantics doc §6
    /// table) and breaks one constraint; the layout goes on.
    @Test("a conflict with a stack's generated constraints names them as UIKit does")
    func conflictNamesGeneratedConstraints() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let stack = StackView(identifier: "stack")
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(stack)
        let views = (0..<2).map { View(identifier: "v\($0)") }
        for v in views { stack.addArrangedSubview(v) }
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
            stack.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 100),
            stack.widthAnchor.constraint(equalToConstant: 150),
            views[0].widthAnchor.constraint(equalToConstant: 100),
            views[1].widthAnchor.constraint(equalToConstant: 100),
            views[0].heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        let issue = try #require(window.issues.first { $0.kind == .unsatisfiable })
        #expect(issue.message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(issue.constraints.contains { $0.hasPrefix("'UISV-spacing'") }, "\(issue.constraints)")
        #expect(issue.constraints.contains { $0.hasPrefix("'UISV-canvas-connection'") }, "\(issue.constraints)")
        #expect(issue.constraints.contains("stack.width == 150"), "\(issue.constraints)")
    }
}
