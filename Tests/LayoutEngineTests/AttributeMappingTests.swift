import DeviceCatalog
import Testing
@testable import LayoutEngine

/// Every layout attribute maps to the right edge, centre or size of a view, checked through the
/// solver: a reference view at (100, 200, 80 × 40) with 8 pt margins, and a probe whose left
/// (or top, or width) is made equal to one of its attributes. The expected figures are the
/// definitions of Apple's `NSLayoutConstraint.Attribute` (left = minX, right = maxX, centerX =
/// midX, …, the margin variants inset by `layoutMargins`), worked by hand; `leading` and
/// `trailing` follow the layout direction (WWDC 2015 session 222).
@Suite("Layout attributes map to the right edges (NSLayoutConstraint.Attribute)")
struct AttributeMappingTests {
    /// The probe's position after `probe.<probeAttribute> == reference.<attribute>`.
    func probe(_ attribute: LayoutAttribute, probeAttribute: LayoutAttribute = .left,
               direction: UserInterfaceLayoutDirection = .leftToRight) throws -> Rect {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        window.layoutDirection = direction
        let root = window.rootView
        let reference = subview("reference", in: root), probe = subview("probe", in: root)
        reference.layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        var constraints = [
            reference.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 100),
            reference.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
            reference.widthAnchor.constraint(equalToConstant: 80),
            reference.heightAnchor.constraint(equalToConstant: 40),
            LayoutConstraint(item: probe, attribute: probeAttribute, relatedBy: .equal,
                             toItem: reference, attribute: attribute),
        ]
        // The probe's other dimensions are fixed: 10 × 10 unless its size is what is probed.
        if probeAttribute != .width { constraints.append(probe.widthAnchor.constraint(equalToConstant: 10)) }
        constraints.append(probe.heightAnchor.constraint(equalToConstant: 10))
        if [.left, .leading, .trailing, .width].contains(probeAttribute) {
            constraints.append(probe.topAnchor.constraint(equalTo: root.topAnchor))
        } else {
            constraints.append(probe.leftAnchor.constraint(equalTo: root.leftAnchor))
        }
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        #expect(window.issues.isEmpty)
        return probe.frame
    }

    @Test("horizontal attributes: left 100, right 180, centerX 140; margins 108, 172, 140", arguments: [
        (LayoutAttribute.left, 100.0), (.right, 180), (.centerX, 140), (.leading, 100), (.trailing, 180),
        (.leftMargin, 108), (.rightMargin, 172), (.leadingMargin, 108), (.trailingMargin, 172),
        (.centerXWithinMargins, 140),
    ])
    func horizontal(attribute: LayoutAttribute, x: Double) throws {
        // UIKit refuses a constraint between left/right and leading/trailing edges: a
        // directional attribute is probed with the probe's leading edge.
        let directional: [LayoutAttribute] = [.leading, .trailing, .leadingMargin, .trailingMargin]
        #expect(try probe(attribute, probeAttribute: directional.contains(attribute) ? .leading : .left).x == x)
    }

    @Test("vertical attributes: top 200, bottom 240, centerY 220; margins 208, 232, 220; baselines of a view without text on the bottom", arguments: [
        (LayoutAttribute.top, 200.0), (.bottom, 240), (.centerY, 220), (.topMargin, 208), (.bottomMargin, 232),
        (.centerYWithinMargins, 220), (.firstBaseline, 240), (.lastBaseline, 240),
    ])
    func vertical(attribute: LayoutAttribute, y: Double) throws {
        #expect(try probe(attribute, probeAttribute: .top).y == y)
    }

    @Test("width and height: 80 and 40")
    func sizes() throws {
        #expect(try probe(.width, probeAttribute: .width).width == 80)
        #expect(try probe(.height, probeAttribute: .width).width == 40)
    }

    /// Right to left, leading is the right edge on both sides of the constraint: the probe's
    /// right edge meets the reference's right edge (180), so the 10 pt probe starts at 170; its
    /// leading margin is 8 pt in from the right (172 − 10 = 162).
    @Test("right to left: leading is the right edge, trailing the left; margins follow")
    func rightToLeft() throws {
        #expect(try probe(.leading, probeAttribute: .leading, direction: .rightToLeft).x == 170)
        #expect(try probe(.trailing, probeAttribute: .trailing, direction: .rightToLeft).x == 100)
        #expect(try probe(.leadingMargin, probeAttribute: .leading, direction: .rightToLeft).x == 162)
        #expect(try probe(.trailingMargin, probeAttribute: .trailing, direction: .rightToLeft).x == 108)
    }
    /// A location with a multiplier is measured in the items' nearest common view, that view at
    /// its own origin: `probe.centerX == container.centerX × 0.5` is a quarter of the way across
    /// the container wherever the container sits; `container.trailing == 2 × inner.trailing`
    /// puts a grandchild's trailing edge half way across. [obs] IOS-nRF-Mesh-Library's
    /// Groups.storyboard (Xcode 26): collection cells at x 16 and 268 with `cell.trailing == 2 ×
    /// button.trailing` and `cell.bottom == 2 × image.bottom` save both at 65 in 130 pt cells.
    @Test("a location with a multiplier is measured in the nearest common view's coordinates, not the window's")
    func multipliedLocations() throws {
        let window = try Window(device: Devices.named("iPhone 8"), iOS: 16)
        let root = window.rootView
        let container = subview("container", in: root)
        let probe = subview("probe", in: container)
        let content = subview("content", in: container), inner = subview("inner", in: content)
        LayoutConstraint.activate([
            container.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 100),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
            container.widthAnchor.constraint(equalToConstant: 80),
            container.heightAnchor.constraint(equalToConstant: 40),
            LayoutConstraint(item: probe, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .centerX, multiplier: 0.5),
            LayoutConstraint(item: probe, attribute: .centerY, relatedBy: .equal, toItem: container, attribute: .centerY, multiplier: 0.5),
            probe.widthAnchor.constraint(equalToConstant: 10), probe.heightAnchor.constraint(equalToConstant: 10),
            content.leftAnchor.constraint(equalTo: container.leftAnchor), content.topAnchor.constraint(equalTo: container.topAnchor),
            content.widthAnchor.constraint(equalTo: container.widthAnchor), content.heightAnchor.constraint(equalTo: container.heightAnchor),
            inner.leftAnchor.constraint(equalTo: content.leftAnchor), inner.topAnchor.constraint(equalTo: content.topAnchor),
            LayoutConstraint(item: container, attribute: .trailing, relatedBy: .equal, toItem: inner, attribute: .trailing, multiplier: 2),
            LayoutConstraint(item: container, attribute: .bottom, relatedBy: .equal, toItem: inner, attribute: .bottom, multiplier: 2),
        ])
        window.layoutIfNeeded()
        #expect(window.issues.isEmpty)
        // Centre at 80 / 4 = 20 and 40 / 4 = 10 in the container: a 10 pt probe at (15, 5).
        #expect(probe.frame == Rect(x: 15, y: 5, width: 10, height: 10))
        #expect(inner.frame == Rect(x: 0, y: 0, width: 40, height: 20))
        // A guide is measured in its owning view's space: the container's margins guide (8 pt
        // in) has its centre at 40 as well, so a probe at half of it is centred at 20.
        let second = subview("second", in: container)
        LayoutConstraint.activate([
            LayoutConstraint(item: second, attribute: .centerX, relatedBy: .equal,
                             toItem: container.layoutMarginsGuide, attribute: .centerX, multiplier: 0.5),
            second.topAnchor.constraint(equalTo: container.topAnchor),
            second.widthAnchor.constraint(equalToConstant: 10), second.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(second.frame.minX == 15)
    }
}
