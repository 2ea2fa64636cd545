import Foundation
import InterfaceBuilder
import Testing

/// San Francisco's one-line widths against the widths Xcode saved: the designs blended by
/// optical size, the variable font's text end from iOS 14, and Apple's tracking table (between
/// glyphs; after the last glyph of a label's line from iOS 15). Each expected width is a frame
/// Xcode saved (file and line quoted), rounded up to the pixel of the file's device as a
/// label's intrinsic size is.
@Suite("Interface Builder layout: San Francisco's widths (issue 9)")
struct SystemFontWidthTests: OracleSceneLayout {
    @Test("San Francisco widths: one-line labels measure to the widths Xcode saved")
    func systemFontWidths() {
        // (text, point size, weight, the saving Xcode's iOS, device scale, saved width, where
        // Xcode saved it), each measured as the label's line is (`tracksLastGlyph`).
        let exact: [(String, Double, IBSystemFont.Weight, Int, Double, Double, String)] = [
            ("Active", 17, .regular, 26, 2, 47.5, "NetNewsWire Inspector.storyboard line 74"),
            ("1 of 12", 13, .regular, 16, 2, 39.5, "duckduckgo FindInPage.xib line 38"),
            ("Version: 1.0", 14, .regular, 17, 2, 74.5, "FloatingPanel Samples_Main.storyboard line 100"),
        ]
        // The tables are the variable font's release 16.0d18e1, not the one iOS ships, so these
        // are held to the oracle's half point. Between the text and display designs the blend
        // follows that font's optical-size map; at 22 pt a straight blend in point size
        // measured each 1–1.5 pt wider.
        let nearly: [(String, Double, IBSystemFont.Weight, Int, Double, Double, String)] = [
            ("Expand top margin", 17, .regular, 17, 2, 143, "FloatingPanel Samples_Main.storyboard line 768"),
            ("author", 15, .regular, 17, 3, 45, "firebase PostTableViewCell.xib line 26 (44.67 by the tables)"),
            ("@janedoe", 19, .regular, 15, 2, 84, "Instructions Basic_Examples.storyboard line 34"),
            ("AnimationType", 22, .regular, 17, 2, 140, "SVProgressHUD Main.storyboard line 121"),
            ("UINavigationBar", 22, .regular, 17, 2, 154.5, "FloatingPanel Samples_Main.storyboard line 106 (Title2)"),
            ("HeroDebugPlugin", 22, .semibold, 13, 2, 178, "Hero Main.storyboard line 715"),
        ]
        for (cases, tolerance) in [(exact, 0.01), (nearly, 0.5)] {
            for (text, size, weight, iOS, scale, saved, source) in cases {
                let width = ceilToPixel(IBSystemFont.width(of: text, pointSize: size, weight: weight, iOS: iOS, tracksLastGlyph: true), scale: scale)
                #expect(abs(width - saved) <= tolerance, "\(text) at \(size) pt, iOS \(iOS): \(width), saved \(saved) (\(source))")
            }
        }
    }

    @Test("between 17 and 28 pt the designs blend by the variable font's optical-size map, not by point size")
    func opticalSizeBlend() {
        // SF Pro (variable, 16.0d18e1) instanced at opsz 20, 22 and 24, weight 400, gives the
        // figure zero 1279, 1265 and 1251 units of 2048; its static designs give 1290 (Text, 17)
        // and 1242 (Display, 28). One glyph has no tracking, so the width is the advance alone.
        for (size, units) in [(20.0, 1279.0), (22, 1265), (24, 1251)] {
            let width = IBSystemFont.width(of: "0", pointSize: size, weight: .regular)
            #expect(abs(width - units / 2048 * size) < 0.01, "\(size) pt: \(width)")
        }
        // The ends are the two designs; the map is monotonic between them.
        #expect(IBSystemFont.displayShare(at: 12) == 0 && IBSystemFont.displayShare(at: 17) == 0)
        #expect(IBSystemFont.displayShare(at: 28) == 1 && IBSystemFont.displayShare(at: 34) == 1)
        let shares = stride(from: 17.0, through: 28, by: 0.5).map(IBSystemFont.displayShare(at:))
        #expect(zip(shares, shares.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test("from iOS 15 a label's line counts the tracking after its last glyph too, in Apple's points column")
    func labelTrailingTracking() {
        func label(_ text: String, iOS: Int) -> Double {
            ceilToPixel(IBSystemFont.width(of: text, pointSize: 17, weight: .regular, iOS: iOS, tracksLastGlyph: true), scale: 3)
        }
        // HIG, Typography, "Tracking values": 17 pt is -26/1000 em and -0.43 in points.
        #expect(IBSystemFont.labelTrackingPoints(at: 17) == -0.43)
        #expect(IBSystemFont.labelTrackingPoints(at: 16) == -0.31)
        // Saved at 3×, 17 pt: NetNewsWire's "Feed Title" (Main.storyboard line 209, Xcode 16),
        // 75.33; Develop-in-Swift's lone "0" (HotelCodable Main.storyboard at f786cc75fe8e,
        // line 332, Xcode 14.3), 10.33. Tracked between glyphs only, as before iOS 15 and as a
        // button's title, they measure 75.67 and 11.
        for (text, saved, between) in [("Feed Title", 75.33, 75.67), ("0", 10.33, 11.0)] {
            #expect(abs(label(text, iOS: 18) - saved) < 0.01, "\(text): \(label(text, iOS: 18)), saved \(saved)")
            let title = ceilToPixel(IBSystemFont.width(of: text, pointSize: 17, weight: .regular, iOS: 18), scale: 3)
            #expect(abs(title - between) < 0.01, "\(text) between glyphs: \(title)")
            #expect(abs(label(text, iOS: 14) - between) < 0.01)
        }
    }

    @Test("kerning and tracking: pairs kern, tracking follows Apple's table between glyphs only")
    func kerningAndTracking() {
        // HIG, Typography, "Tracking values": 17 pt is -26/1000 em, 12 pt is 0, 28 pt is +14.
        #expect(abs(IBSystemFont.trackingPoints(at: 17) - (-0.442)) < 1e-9)
        #expect(IBSystemFont.trackingPoints(at: 12) == 0)
        #expect(abs(IBSystemFont.trackingPoints(at: 28) - 0.392) < 1e-9)
        // A "T" before an "o" tucks in (SF Pro Text kerns the pair); at 12 pt tracking is zero,
        // so the pair is narrower than its two glyphs set apart.
        let pair = IBSystemFont.width(of: "To", pointSize: 12, weight: .regular)
        let apart = IBSystemFont.width(of: "T", pointSize: 12, weight: .regular) + IBSystemFont.width(of: "o", pointSize: 12, weight: .regular)
        #expect(pair < apart - 0.5)
        // One glyph has no tracking after it; nothing has no width.
        #expect(IBSystemFont.width(of: "", pointSize: 17, weight: .bold) == 0)
        #expect(IBSystemFont.width(of: "W", pointSize: 17, weight: .bold) > IBSystemFont.width(of: "W", pointSize: 17, weight: .regular))
    }
}
