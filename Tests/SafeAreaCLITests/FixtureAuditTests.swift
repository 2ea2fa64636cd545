import Foundation
import Testing

/// The audit over the real storyboards in `../shared/fixtures/interface-builder/`: what it
/// must find, and what it must leave alone. Each expectation is read off the file itself.
@Suite("safearea audit on the Interface Builder fixtures")
struct FixtureAuditTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/fixtures/interface-builder")

    static func findings(_ file: String, devices: String = "iPhone X", orientations: String = "portrait,landscape-left") async throws -> [[String: Any]] {
        let path = fixtures.appendingPathComponent(file).path
        try #require(FileManager.default.fileExists(atPath: path), "the fixtures are beside the repository, in ../shared")
        let output = await Run.audit(["audit", path, "--devices", devices, "--orientations", orientations, "--format", "json"])
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
                      "hackiftekhar__IQKeyboardManager__TestCases.storyboard"])
    func safeAreaScreens(file: String) async throws {
        let found = try await Self.findings(file)
        #expect(found.isEmpty, "\(found.map { "\($0["rule"] ?? "") \($0["view"] ?? "") line \($0["line"] ?? "")" })")
    }

    /// firebase__quickstart-ios__database_Main.storyboard, scene `XbD-HZ-mvN` (new post): the
    /// scroll view spans the root's full width (lines 170 and 173: leading and width to the
    /// root), its content view is as wide (lines 158 and 163), the title field is 16 pt in
    /// from it (line 144) and the send button spans it at its bottom (lines 148–151). In landscape
    /// on an iPhone X the sides are 44 pt insets and the corners 39 pt arcs (catalog
    /// `iphone-x`); a vertical scroll view adds no side insets to its content (rule 3.2), so
    /// the field starts 28 pt inside the left inset and the button's ends reach the rounded
    /// bottom corners. In portrait the scene is clear.
    @Test("the new-post screen of firebase's database sample runs under the landscape side inset and corner, and only there")
    func newPostScreenInLandscape() async throws {
        let found = try await Self.findings("firebase__quickstart-ios__database_Main.storyboard")
            .filter { $0["scene"] as? String == "XbD-HZ-mvN" }
        let summary = Set(found.map { "\($0["view"] ?? "") \($0["rule"] ?? "") \($0["orientation"] ?? "") line \($0["line"] ?? "")" })
        #expect(summary == ["XdI-Gr-Dp6 content-outside-safe-area landscape-left line 104",
                            "iQo-Fl-Y0H content-in-rounded-corner landscape-left line 127"])
        let field = try #require(found.first { $0["view"] as? String == "XdI-Gr-Dp6" })
        // 44 − 16 = 28 pt of the 44 pt field's height band inside the left inset.
        #expect((field["overlap"] as? [String: Double])?["width"] == 28)
    }

    /// The same file's comments scene `JQY-YR-KkD`: a table as the root (line 277) whose
    /// prototypes (a value1 cell, line 282, and a text field with a send button, line 306) are
    /// the table's cells, so on every device they are as wide as the table and their content
    /// inside its margins. When they were laid out at their saved frames, the value1 cell's
    /// detail label (line 296, saved at x 333.67) was reported off screen on a 320 pt iPhone SE.
    @Test("the comments screen of firebase's database sample is clear on a small and a notched phone: its cells follow the table")
    func commentsScreenIsClear() async throws {
        let all = try await Self.findings("firebase__quickstart-ios__database_Main.storyboard", devices: "iPhone SE (1st generation),iPhone X")
        // The file has findings elsewhere (the new-post scene above), so the scene key is there to filter on.
        #expect(all.contains { $0["scene"] as? String == "XbD-HZ-mvN" })
        let found = all.filter { $0["scene"] as? String == "JQY-YR-KkD" }
        #expect(found.isEmpty, "\(found.map { "\($0["rule"] ?? "") \($0["view"] ?? "") \($0["device"] ?? "") line \($0["line"] ?? "")" })")
    }
}
