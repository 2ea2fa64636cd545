import DeviceCatalog
import Testing
@testable import LayoutEngine

@Suite("Visual Format strings become constraints")
struct VisualFormatLayoutTests {
    @Test("Apple's |-[find]-[findNext]-[findField(>=20)]-|: 20 pt edges, 8 pt between siblings")
    func appleExample() throws {
        // Standard spacing: 8 between siblings, 20 to the superview's edge (Apple, Auto Layout
        // Guide, "Visual Format Language").
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let root = window.rootView
        let find = subview("find", in: root), next = subview("findNext", in: root), field = subview("findField", in: root)
        find.intrinsicContentSize = (50, 30)
        next.intrinsicContentSize = (80, 30)
        var constraints = try LayoutConstraint.constraints(withVisualFormat: "|-[find]-[findNext]-[findField(>=20)]-|",
                                                           views: ["find": find, "findNext": next, "findField": field])
        for v in [find, next, field] { constraints.append(v.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)) }
        constraints.append(field.heightAnchor.constraint(equalToConstant: 30))
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        #expect(find.frame.x == 20)
        #expect(next.frame.x == 20 + 50 + 8)
        #expect(field.frame.x == 20 + 50 + 8 + 80 + 8)
        #expect(field.frame.maxX == 375 - 20)
    }

    @Test("the safe-area edge: V:‖-8-[header] sits 8 pt below the iPhone X's 44 pt band")
    func safeAreaEdge() throws {
        let window = try Window(device: Devices.named("iPhone X"), iOS: 16)
        let header = subview("header", in: window.rootView)
        var constraints = try LayoutConstraint.constraints(withVisualFormat: "V:‖-8-[header(44)]", views: ["header": header])
        constraints += try LayoutConstraint.constraints(withVisualFormat: "H:|margins|-0-[header]-0-|margins|", views: ["header": header])
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        #expect(header.frame == Rect(x: 16, y: 52, width: 343, height: 44))
        try window.rotate(to: .landscapeLeft)
        window.layoutIfNeeded()
        // Landscape: no top band; margins are the 44 pt side bands plus 16.
        #expect(header.frame == Rect(x: 60, y: 8, width: 812 - 120, height: 44))
    }

    @Test("unknown names are errors, not guesses")
    func unknownName() throws {
        let v = View(identifier: "a")
        #expect(throws: VisualFormatConstraintError.unknownName("pad", format: "H:[a]-pad-[a]")) {
            _ = try LayoutConstraint.constraints(withVisualFormat: "H:[a]-pad-[a]", views: ["a": v])
        }
    }
}
