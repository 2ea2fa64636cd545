import Testing
@testable import Audit

/// The sizes a finding's message states.
@Suite("Numbers in findings")
struct FindingNumberTests {
    @Test("points are whole where they are whole, else two decimals")
    func ordinary() {
        #expect(points(141) == "141")
        #expect(points(-16) == "-16")
        #expect(points(0.5) == "0.50")
    }

    @Test("a size no integer holds is printed as it is rather than converted (which trapped)")
    func runAway() {
        // A constant of -1e308 in a mutated storyboard reached `Int(_:)` here and stopped the
        // audit (the reader now refuses such numbers, HardeningTests.absurdNumbers).
        #expect(points(1e300) == "1e+300")
        #expect(points(.infinity) == "inf")
        #expect(points(-.infinity) == "-inf")
        #expect(points(.nan) == "nan")
        #expect(points(0x1p60) == "1.15292e+18")
    }
}
