import Testing
@testable import Reports

/// Coordinates in the SVG pictures: fixed notation, and never a trap on a layout run away.
@Suite("SVG coordinates")
struct SVGNumberTests {
    @Test("coordinates keep two decimals and drop a whole number's")
    func ordinary() {
        #expect(SVGPicture.n(12) == "12")
        #expect(SVGPicture.n(383.0 / 3) == "127.67")
        #expect(SVGPicture.n(-0.5) == "-0.5")
    }

    @Test("a coordinate no integer holds is drawn at the farthest coordinate, not converted (which trapped)")
    func runAway() {
        // 1e300 once reached `Int(_:)` and stopped the audit; infinity and NaN likewise.
        #expect(SVGPicture.n(1e300) == "1000000000")
        #expect(SVGPicture.n(-.infinity) == "-1000000000")
        #expect(SVGPicture.n(.nan) == "0")
    }
}
