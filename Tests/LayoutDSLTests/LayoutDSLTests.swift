import DeviceCatalog
import LayoutDSL
import Testing
@testable import LayoutEngine

/// One screen — a title 8 pt below the safe area's top between the margins, a 44 pt button
/// row on the safe area's bottom, three buttons in it, centred vertically — written with
/// anchors, the DSL and VFL, laid out on an iPhone X and compared frame by frame.
@Suite("The layout DSL")
struct LayoutDSLTests {
    static let catalog = try! DeviceCatalog.load()

    enum Style { case anchors, dsl, vfl }

    func screen(_ style: Style, device: String = "iPhone X", iOS: Int? = nil,
                orientation: Orientation = .portrait) throws -> [String: Rect] {
        let d = try Self.catalog.device(named: device)
        let window = try Window(device: d, orientation: orientation, iOS: iOS)
        let vc = ViewController(identifier: "vc")
        window.setRootViewController(vc)
        let root = vc.view
        let title = View(identifier: "title", typeName: "label")
        let row = View(identifier: "row")
        let a = View(identifier: "a", typeName: "button"), b = View(identifier: "b", typeName: "button"), c = View(identifier: "c", typeName: "button")
        for v in [title, row] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        for v in [a, b, c] { v.translatesAutoresizingMaskIntoConstraints = false; row.addSubview(v) }
        switch style {
        case .anchors:
            LayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8),
                title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                title.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                title.heightAnchor.constraint(equalToConstant: 21),
                row.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
                row.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                row.heightAnchor.constraint(equalToConstant: 44),
                a.leadingAnchor.constraint(equalTo: row.leadingAnchor),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
                c.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8),
                c.trailingAnchor.constraint(equalTo: row.trailingAnchor),
                b.widthAnchor.constraint(equalTo: a.widthAnchor), c.widthAnchor.constraint(equalTo: a.widthAnchor),
                a.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                b.centerYAnchor.constraint(equalTo: a.centerYAnchor), c.centerYAnchor.constraint(equalTo: a.centerYAnchor),
                a.heightAnchor.constraint(equalToConstant: 30), b.heightAnchor.constraint(equalToConstant: 30),
                c.heightAnchor.constraint(equalToConstant: 30),
            ])
        case .dsl:
            title.layout { make in
                make.top.equalTo(root.safeArea.top).offset(8)
                make.leading.trailing.equalTo(root.margins)
                make.height.equalTo(21)
            }
            row.layout { make in
                make.bottom.equalTo(root.safeArea.bottom)
                make.leading.trailing.equalTo(root.margins)
                make.height.equalTo(44)
            }
            a.layout { make in
                make.leading.equalToSuperview()
                make.centerY.equalToSuperview()
                make.height.equalTo(30)
            }
            b.layout { make in
                make.leading.equalTo(.anchor(a, .trailing)).offset(8)
                make.width.centerY.height.equalTo(a)
            }
            c.layout { make in
                make.leading.equalTo(.anchor(b, .trailing)).offset(8)
                make.trailing.equalToSuperview()
                make.width.centerY.height.equalTo(a)
            }
        case .vfl:
            let views = ["title": title, "row": row, "a": a, "b": b, "c": c]
            var made: [LayoutConstraint] = []
            made += try LayoutConstraint.constraints(withVisualFormat: "H:|margins|-0-[title]-0-|margins|", views: views)
            made += try LayoutConstraint.constraints(withVisualFormat: "V:‖-8-[title(21)]", views: views)
            made += try LayoutConstraint.constraints(withVisualFormat: "H:|margins|-0-[row]-0-|margins|", views: views)
            made += try LayoutConstraint.constraints(withVisualFormat: "V:[row(44)]-0-|safeArea|", views: views)
            made += try LayoutConstraint.constraints(withVisualFormat: "H:|[a]-8-[b(==a)]-8-[c(==a)]|", options: .alignAllCenterY, views: views)
            made += try LayoutConstraint.constraints(withVisualFormat: "V:[a(30)]", views: views)
            made += try LayoutConstraint.constraints(withVisualFormat: "V:[b(30)]", views: views)
            made += try LayoutConstraint.constraints(withVisualFormat: "V:[c(30)]", views: views)
            made.append(a.centerYAnchor.constraint(equalTo: row.centerYAnchor))
            LayoutConstraint.activate(made)
        }
        window.layoutIfNeeded()
        let snapshot = window.snapshot()
        #expect(snapshot.issues.isEmpty, "\(style): \(snapshot.issues.map(\.message))")
        var frames: [String: Rect] = [:]
        for v in snapshot.views where ["title", "row", "a", "b", "c"].contains(v.id) { frames[v.id] = v.windowFrame }
        return frames
    }

    @Test("anchors, the DSL and VFL give identical frames, portrait and landscape", arguments: [Orientation.portrait, .landscapeLeft])
    func identical(orientation: Orientation) throws {
        let anchors = try screen(.anchors, orientation: orientation)
        #expect(try screen(.dsl, orientation: orientation) == anchors)
        #expect(try screen(.vfl, orientation: orientation) == anchors)
        if orientation == .portrait {
            // 44 pt band + 8; margins 16; the row sits on the 34 pt home band.
            #expect(anchors["title"] == Rect(x: 16, y: 52, width: 343, height: 21))
            #expect(anchors["row"] == Rect(x: 16, y: 812 - 34 - 44, width: 343, height: 44))
        }
    }

    @Test("written once with safe-area targets, the screen is right under iOS 10 and iOS 11+ rules")
    func bothRules() throws {
        // iPhone 7 on iOS 10: the safe area falls back to the layout guides (20 pt status bar).
        let ten = try screen(.dsl, device: "iPhone 7", iOS: 10)
        #expect(ten["title"]?.y == 28)
        #expect(ten["row"]?.maxY == 667)
        let eleven = try screen(.dsl, device: "iPhone 8", iOS: 11)
        #expect(eleven == ten)
    }

    @Test("each constraint remembers the #fileID:#line of its own statement, printed in conflict messages")
    func sourceLocation() throws {
        let window = try Window(device: try Self.catalog.device(named: "iPhone 8"))
        let vc = ViewController(identifier: "vc")
        window.setRootViewController(vc)
        let box = View(identifier: "box")
        vc.view.addSubview(box)
        // Each statement's own line, not the `layout` call's: the broken constraint and the one it
        // conflicts with are named at their lines.
        let call = #line
        box.layout { make in
            make.width.equalTo(100)
            make.width.equalTo(200).labeled("too wide")
            make.height.equalTo(10)
            make.top.leading.equalToSuperview()
        }
        window.layoutIfNeeded()
        let issue = try #require(window.issues.first)
        #expect(issue.message.contains("LayoutDSLTests/LayoutDSLTests.swift:\(call + 2)"), "\(issue.message)")
        #expect(issue.message.contains("LayoutDSLTests/LayoutDSLTests.swift:\(call + 3)"), "\(issue.message)")
        #expect(!issue.message.contains("LayoutDSLTests/LayoutDSLTests.swift:\(call + 1)"), "\(issue.message)")
        #expect(issue.message.contains("'too wide'"))
    }

    /// A plain view controller on an iPhone 8 (375 × 667, a 20 pt status bar) with one subview.
    func boxOnPhone() throws -> (Window, ViewController, View) {
        let window = try Window(device: try Self.catalog.device(named: "iPhone 8"))
        let vc = ViewController(identifier: "vc")
        window.setRootViewController(vc)
        let box = View(identifier: "box")
        vc.view.addSubview(box)
        return (window, vc, box)
    }

    @Test("updateLayout changes constants in place; relayout replaces everything")
    func updateAndRemake() throws {
        let (window, vc, box) = try boxOnPhone()
        box.layout { make in make.top.leading.equalToSuperview().offset(10); make.size.equalTo(50) }
        window.layoutIfNeeded()
        #expect(box.frame == Rect(x: 10, y: 10, width: 50, height: 50))
        box.updateLayout { make in make.size.equalTo(80) }
        window.layoutIfNeeded()
        #expect(box.frame.size == Size(width: 80, height: 80))
        #expect(box.madeConstraints.count == 4)
        box.relayout { make in make.edges.equalTo(vc.view.safeArea).inset(20) }
        window.layoutIfNeeded()
        #expect(box.frame == Rect(x: 20, y: 40, width: 335, height: 667 - 20 - 40))   // safe area (20,0,0,0), inset 20
    }

    @Test("updateLayout as a view's first call places it by its constraints alone, as layout does")
    func updateLayoutFirst() throws {
        let (window, _, box) = try boxOnPhone()
        box.frame = Rect(x: 100, y: 100, width: 10, height: 10)
        box.updateLayout { make in make.top.leading.equalToSuperview().offset(10); make.size.equalTo(50) }
        window.layoutIfNeeded()
        // Its 10 × 10 frame at (100, 100) no longer counts: the constraints alone place it.
        #expect(!box.translatesAutoresizingMaskIntoConstraints)
        #expect(window.issues.isEmpty)
        #expect(box.frame == Rect(x: 10, y: 10, width: 50, height: 50))
    }

    @Test("root.keyboard is the keyboard layout guide: with the keyboard away its top is the safe area's bottom")
    func keyboardTarget() throws {
        let window = try Window(device: try Self.catalog.device(named: "iPhone X"))
        let vc = ViewController(identifier: "vc")
        window.setRootViewController(vc)
        let root = vc.view, box = View(identifier: "box")
        root.addSubview(box)
        box.layout { make in
            make.bottom.equalTo(root.keyboard.top)
            make.leading.trailing.equalTo(root.keyboard)
            make.height.equalTo(50)
        }
        window.layoutIfNeeded()
        // Pinned to the safe area's bottom (usesBottomSafeArea, on by default): 812 − 34 − 50 on
        // an iPhone X, whose 34 pt home band is the catalog's.
        #expect(box.frame == Rect(x: 0, y: 728, width: 375, height: 50))
    }
}
