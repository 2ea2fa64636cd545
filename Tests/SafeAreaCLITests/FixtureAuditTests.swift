import Foundation
import Testing

/// The audit over the real storyboards in `../shared/fixtures/interface-builder/`: what it
/// must find, and what it must leave alone. Each expectation is read off the file itself.
@Suite("safearea audit on the Interface Builder fixtures")
struct FixtureAuditTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/fixtures/interface-builder")

    static func findings(_ file: String, orientations: String = "portrait,landscape-left") async throws -> [[String: Any]] {
        let path = fixtures.appendingPathComponent(file).path
        try #require(FileManager.default.fileExists(atPath: path), "the fixtures are beside the repository, in ../shared")
        let output = await Run.audit(["audit", path, "--devices", "iPhone X", "--orientations", orientations, "--format", "json"])
        guard case let .output(text) = output else { Issue.record("audit failed: \(output)"); return [] }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return try #require(object["findings"] as? [[String: Any]])
    }

    @Test("an iPad screen's staging flag, fixed at the top-left corner, runs under the iPhone X's status bar and into its rounded corner")
    func stagingFlag() async throws {
        // artsy__eidolon__Auction.storyboard line 170: `kTY-2b-qfu`, an 80 × 80 image view with
        // `fixedFrame="YES"` at (0, 0) and autoresizing flexibleMaxX / flexibleMaxY: it stays
        // at the window's top-left corner on every device. On an iPhone X in portrait the
        // status bar band is the top 44 pt beside the notch (catalog `iphone-x`), and the
        // display's corner radius is 39 pt.
        let found = try await Self.findings("artsy__eidolon__Auction.storyboard", orientations: "portrait")
            .filter { $0["view"] as? String == "kTY-2b-qfu" }
        #expect(Set(found.compactMap { $0["rule"] as? String }) == ["content-under-status-bar", "content-in-rounded-corner"])
        #expect(found.allSatisfy { $0["line"] as? Int == 170 && $0["scene"] as? String == "AuctionListings" })
        let status = try #require(found.first { $0["rule"] as? String == "content-under-status-bar" })
        #expect(status["overlap"] as? [String: Double] == ["x": 0, "y": 0, "width": 80, "height": 44])
    }

    @Test("screens built on the safe area and the margins have no finding on an iPhone X in either orientation",
          arguments: ["kharrison__CodeExamples__Margins_Main.storyboard", "kharrison__CodeExamples__ScrollGuide-IB_Main.storyboard",
                      "hackiftekhar__IQKeyboardManager__TestCases.storyboard", "firebase__quickstart-ios__database_Main.storyboard"])
    func safeAreaScreens(file: String) async throws {
        let found = try await Self.findings(file)
        #expect(found.isEmpty, "\(found.map { "\($0["rule"] ?? "") \($0["view"] ?? "") line \($0["line"] ?? "")" })")
    }
}
