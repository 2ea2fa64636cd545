import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutEngine
import Testing

/// San Francisco's lighter and heavier weights measured in their own tables. Expected widths are
/// worked out by hand from the fonts: each glyph's advance from the `hmtx` table and each pair's
/// kerning from the `GPOS` `kern` feature (what a shaper applies to the pair), in font units of
/// 2048 an em. SF Pro Text Medium, Light and Heavy are release 13.0d1e33 (2017-05-30), Thin
/// 16.0d18e1 (2020-11-02); SF Pro Display Medium and Light 16.0d12e3 (2020-08-07); from iOS 14
/// the text design is the variable SF Pro 16.0d18e1's at optical size 17.
@Suite("Interface Builder layout: San Francisco's weights")
struct SystemFontWeightTests {
    /// Below 17 pt only the text design counts, and at 12 pt Apple's tracking is zero: the width
    /// is the font units alone.
    @Test("SF Pro Text Medium, Light, Heavy and Thin: advances plus kerning at 12 pt")
    func textWeights() {
        // "Today": T o d a y, kerned "To" and "ay".
        // Medium: 1317 + 1231 + 1285 + 1158 + 1152 = 6143; To -196, ay -36 → 5911.
        // Light: 1280 + 1208 + 1256 + 1125 + 1079 = 5948; To -209, ay -34 → 5705.
        // Heavy: 1381 + 1300 + 1374 + 1248 + 1282 = 6585; To -185, ay -25 → 6375.
        // Thin (16.0d18e1): 1256 + 1206 + 1252 + 1118 + 1036 = 5868; To -222, ay -26 → 5620.
        // These are the static fonts iOS 13 and earlier draw with.
        let cases: [(IBSystemFont.Weight, Double)] = [(.medium, 5911), (.light, 5705), (.heavy, 6375), (.thin, 5620)]
        for (weight, units) in cases {
            let width = IBSystemFont.width(of: "Today", pointSize: 12, weight: weight, iOS: 13)
            #expect(abs(width - units / 2048 * 12) < 1e-9, "\(weight): \(width)")
        }
        // From iOS 14 the variable font's text end (SF Pro 16.0d18e1 at optical size 17):
        // Medium (wght 510): 1318 + 1232 + 1286 + 1158 + 1153 = 6147; To -196, ay -36 → 5915.
        // Regular (wght 400): 1298 + 1210 + 1258 + 1130 + 1112 = 6008; To -200, ay -40 → 5768.
        for (weight, units) in [(IBSystemFont.Weight.medium, 5915.0), (.regular, 5768)] {
            let width = IBSystemFont.width(of: "Today", pointSize: 12, weight: weight, iOS: IBSystemFont.firstIOSWithVariableSystemFont)
            #expect(abs(width - units / 2048 * 12) < 1e-9, "\(weight): \(width)")
        }
        // Regular (5768 units) and Semibold (6020), which medium and light were measured as
        // before, are 0.64 and 0.37 pt away from Medium and Light here.
        #expect(abs(IBSystemFont.width(of: "Today", pointSize: 12, weight: .semibold) - IBSystemFont.width(of: "Today", pointSize: 12, weight: .medium)) > 0.5)
        #expect(abs(IBSystemFont.width(of: "Today", pointSize: 12, weight: .regular) - IBSystemFont.width(of: "Today", pointSize: 12, weight: .light)) > 0.2)
    }

    /// From 28 pt only the display design counts, with +14/1000 em tracking (0.392 pt) after
    /// each glyph but the last.
    @Test("SF Pro Display Medium and Light: advances plus kerning plus tracking at 28 pt")
    func displayWeights() {
        // Medium: 1205 + 1118 + 1165 + 1061 + 1035 = 5584; To -257, ay -2 → 5325.
        // Light: 1165 + 1072 + 1116 + 1014 + 951 = 5318; To -254 → 5064.
        let cases: [(IBSystemFont.Weight, Double)] = [(.medium, 5325), (.light, 5064)]
        for (weight, units) in cases {
            let width = IBSystemFont.width(of: "Today", pointSize: 28, weight: weight)
            #expect(abs(width - (units / 2048 * 28 + 4 * 0.392)) < 1e-9, "\(weight): \(width)")
        }
    }

    @Test("the nine weights measure from narrowest to widest, in both designs")
    func weightOrder() {
        for size in [12.0, 22, 28] {
            let widths = IBSystemFont.Weight.allCases.map { IBSystemFont.width(of: "Hamburgefonstiv", pointSize: size, weight: $0) }
            #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 < $1 }, "\(size) pt: \(widths)")
        }
    }

    @Test("a label's fontDescription weight picks its own weight's tables")
    func interfaceBuilderWeights() throws {
        let phone = try Oracle.catalog.device(named: "iPhone 11")
        func width(_ weight: String) throws -> Double? {
            let document = try InlineIB.topView(width: 414, height: 100, subviews: """
                    <label opaque="NO" text="Today" translatesAutoresizingMaskIntoConstraints="NO" id="Label">
                        <rect key="frame" x="0.0" y="0.0" width="35" height="14.5"/>
                        <fontDescription key="fontDescription" type="system" weight="\(weight)" pointSize="12"/>
                    </label>
                """, constraints: """
                    <constraint firstItem="Label" firstAttribute="leading" secondItem="Top" secondAttribute="leading" id="L"/>
                    <constraint firstItem="Label" firstAttribute="top" secondItem="Top" secondAttribute="top" id="T"/>
                """, tools: "22155", device: "retina6_1", fileName: "Weights.xib")
            return try IBLayout.make(document: document, device: phone, orientation: .portrait, iOS: 17).views["Label"]?.frame.width
        }
        // At 2× a width rounds up to the half point: Medium 34.63 → 35, Light 33.43 → 33.5,
        // Semibold 35.27 → 35.5, Regular 33.80 → 34.
        #expect(try width("medium") == 35)
        #expect(try width("light") == 33.5)
        #expect(try width("semibold") == 35.5)
        #expect(try width("regular") == 34)
    }

    /// Apple's private names for the system font, which Xcode writes for buttons and attributed
    /// text (khanhhuypham/order-app-uikit's OrderRebuildViewController.xib, d7a53951, line 283:
    /// `name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="12"`), are San
    /// Francisco: measured with its tables at the weight the name gives, not as Helvetica.
    @Test("'.AppleSystemUIFont' and '.SFUIText-Semibold' are the system font at their weights")
    func privateSystemFontNames() throws {
        func width(_ font: String) throws -> Double? {
            try InlineIB.labelFrame("Today", font: font, tools: "22155", device: "retina6_1", on: "iPhone 11", iOS: 17)?.width
        }
        // As in interfaceBuilderWeights: Regular 33.80 → 34, Semibold 35.27 → 35.5 at 2×.
        #expect(try width(#"<fontDescription key="fontDescription" name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="12"/>"#) == 34)
        #expect(try width(#"<fontDescription key="fontDescription" name=".SFUIText-Semibold" family=".SF UI Text" pointSize="12"/>"#) == 35.5)
        let font = IBFont(type: nil, textStyle: nil, name: ".AppleSystemUIFontEmphasized", family: nil, pointSize: 12, weight: nil).readingSystemFontNames
        #expect(font.type == "system" && font.weight == "bold" && font.name == nil)
        // A custom font keeps its name, and so does a fallback font's private name.
        let custom = IBFont(type: nil, textStyle: nil, name: "Avenir-Book", family: "Avenir", pointSize: 12, weight: nil)
        #expect(custom.readingSystemFontNames == custom)
        let pingFang = IBFont(name: ".PingFangSC-Regular", family: ".PingFang SC", pointSize: 12)
        #expect(pingFang.readingSystemFontNames == pingFang)
        // iOS 7–8's system font was Helvetica Neue; its bold was "-MediumP4".
        #expect(IBFont(name: ".HelveticaNeueInterface-MediumP4", pointSize: 12).readingSystemFontNames.name == "HelveticaNeue-Bold")
        #expect(IBFont(name: ".HelveticaNeueInterface-Regular", pointSize: 12).readingSystemFontNames.name == "HelveticaNeue")
    }

    /// Monospaced families iOS ships (`IBControlMetrics.monospacedFamilyAdvance`): every glyph
    /// 0.6 em in Courier, 1233/2048 em in Menlo, with their own line heights. Saved frames:
    /// tucan9389/PoseEstimation-CoreML's Main.storyboard (fifteenth held-out set) "Detail" in
    /// Courier 12 pt, 43.33 × 12 at 3×; raivo-otp's TimeBasedPasswordCell.xib (eleventh set)
    /// "-" in Menlo 17 pt, 10.5 × 20 at 2×.
    @Test("Courier and Menlo are measured as monospaced fonts with their own line heights")
    func monospacedFamilies() throws {
        func size(_ text: String, _ font: String, device: String, name: String) throws -> Size? {
            try InlineIB.labelFrame(text, font: font, tools: "15505", device: device, on: name, iOS: 13)?.size
        }
        let courier = try size("Detail", #"<fontDescription key="fontDescription" name="Courier" family="Courier" pointSize="12"/>"#,
                               device: "retina5_9", name: "iPhone 11 Pro")
        #expect(courier == Size(width: 43 + 1.0 / 3, height: 12))
        let menlo = try size("-", #"<fontDescription key="fontDescription" name="Menlo-Regular" family="Menlo" pointSize="17"/>"#,
                             device: "retina6_1", name: "iPhone 11")
        #expect(menlo == Size(width: 10.5, height: 20))
    }

    /// IBM Plex Mono, a family apps bundle whose metrics are published (0.6 em a glyph, 1.3 em a
    /// line: `IBControlMetrics`). Saved frame: SwedbankPay/swedbank-pay-sdk-ios-example-app's
    /// Example-app Main.storyboard line 472 (Xcode 14.3, retina4_7; nineteenth held-out set):
    /// "Nothing here yet" in IBMPlexMono 18 pt, saved 23.5 tall at 2×; its saved width is its
    /// constraints' (375), so the width asserted is the published advance's, 16 × 10.8 = 172.8.
    @Test("IBM Plex Mono is measured as a monospaced font, 0.6 em a glyph, with its 1.3 em line; IBM Plex Sans has the same line")
    func ibmPlexMono() throws {
        let font = #"<fontDescription key="fontDescription" name="IBMPlexMono" family="IBM Plex Mono" pointSize="18"/>"#
        let size = try InlineIB.labelFrame("Nothing here yet", font: font, tools: "21701", device: "retina4_7", on: "iPhone 8", iOS: 16)?.size
        #expect(size == Size(width: 173, height: 23.5))
        let medium = #"<fontDescription key="fontDescription" name="IBMPlexMono-Medium" family="IBM Plex Mono" pointSize="18"/>"#
        #expect(try InlineIB.labelFrame("Nothing here yet", font: medium, tools: "21701", device: "retina4_7", on: "iPhone 8", iOS: 16)?.size == size)
        // IBM Plex Sans has the same line (its advances are not known: Helvetica's stand in).
        // dhp-ios-app's ContactDetails.storyboard line 111 (Xcode 13, retina6_1): "Call" in
        // IBMPlexSans 13 pt, 17 tall.
        let sans = #"<fontDescription key="fontDescription" name="IBMPlexSans" family="IBM Plex Sans" pointSize="13"/>"#
        #expect(try InlineIB.labelFrame("Call", font: sans, tools: "19529", device: "retina6_1", on: "iPhone 11", iOS: 15)?.height == 17)
    }

    /// Helvetica Neue, the family apps name most (`IBHelveticaNeue`), is measured with its own
    /// advances and kerning, not Helvetica's. Saved frames (fifth held-out set, 2×):
    /// cbpowell/MarqueeLabel's MarqueeLabel.storyboard (c6b4da40, line 146) "Hold scrolling"
    /// in HelveticaNeue-Light 17 pt, 99 wide; Boris-Em/BEMCheckBox's Main.storyboard
    /// (a3292eba, lines 86 and 92) "Animation duration" and "Line width" in HelveticaNeue 15 pt,
    /// 127 and 69.
    @Test("Helvetica Neue's weights are measured with their own advances and kerning")
    func helveticaNeue() throws {
        func width(_ text: String, _ name: String, _ size: Int) throws -> Double? {
            let font = #"<fontDescription key="fontDescription" name="\#(name)" family="Helvetica Neue" pointSize="\#(size)"/>"#
            return try InlineIB.labelFrame(text, font: font, tools: "22154", device: "retina6_1", on: "iPhone 11", iOS: 16)?.width
        }
        #expect(try width("Animation duration", "HelveticaNeue", 15) == 127)
        #expect(try width("Line width", "HelveticaNeue", 15) == 69)
        // MarqueeLabel's Light label measures 98.5 with the kerning pair "ro" (-37 units),
        // half a point under its saved 99: within the oracle's tolerance, not exact.
        let hold = try #require(try width("Hold scrolling", "HelveticaNeue-Light", 17))
        #expect(abs(hold - 99) <= 0.5)
        // Helvetica's advances (the stand-in for names without tables) give 102.5 for it.
        #expect(try width("Hold scrolling", "HelveticaNeue-UltraLight", 17) == 102.5)
    }

    /// A character outside Helvetica Neue's ASCII tables that San Francisco's supplement lists
    /// ("º", U+00BA) used to index the supplement row Helvetica Neue does not have and trap:
    /// SiliconLabs/EFRConnect-ios' SILBarGraphCollectionViewCell.xib (2eb29a1a, line 38, outside
    /// the fixtures) writes "50º" in HelveticaNeue-Light 40 pt. It is measured as other
    /// characters without a table are: wider than "50", by less than an em.
    @Test("Helvetica Neue measures a character only San Francisco's supplement lists, without trapping")
    func helveticaNeueBeyondItsTables() throws {
        func width(_ text: String) throws -> Double {
            let font = #"<fontDescription key="fontDescription" name="HelveticaNeue-Light" family="Helvetica Neue" pointSize="40"/>"#
            return try #require(try InlineIB.labelFrame(text, font: font, tools: "15505", device: "retina6_1", on: "iPhone 11", iOS: 13)?.width)
        }
        let degrees = try width("50º"), digits = try width("50")
        #expect(degrees > digits && degrees < digits + 40)
    }

    /// A kerning group whose right-hand characters start with a space (`, -100: "'` in SF Pro
    /// Display Regular's table: the comma's GPOS `kern` pairs with space, `"` and `'`) is read
    /// whole; it used to be split at the space and lost.
    @Test("SF Pro Display kerns a comma before a space")
    func kerningBeforeSpace() {
        let size = 28.0
        let pair = IBSystemFont.width(of: ", ", pointSize: size, weight: .regular)
        let apart = IBSystemFont.width(of: ",", pointSize: size, weight: .regular) + IBSystemFont.width(of: " ", pointSize: size, weight: .regular)
        let kern = pair - apart - IBSystemFont.trackingPoints(at: size)
        #expect(abs(kern - (-100.0 / 2048 * size)) < 1e-9)
        let quote = IBSystemFont.width(of: ",'", pointSize: size, weight: .regular)
            - IBSystemFont.width(of: ",", pointSize: size, weight: .regular) - IBSystemFont.width(of: "'", pointSize: size, weight: .regular)
            - IBSystemFont.trackingPoints(at: size)
        #expect(abs(quote - (-100.0 / 2048 * size)) < 1e-9)
    }

    /// An emoji is one glyph of Apple Color Emoji's width, whatever its scalars: SwiftMessages'
    /// CardView.xib (fixture, line 22) saves "😬" at 38 pt 43 wide; LoopKit's
    /// OverrideSelectionViewController.storyboard (tenth held-out set) the ZWJ sequence
    /// "🏃‍♂️" (four scalars) at 34 pt 38 wide. A letter with a combining accent is one glyph.
    @Test("an emoji, a ZWJ sequence included, is one 1.125 em glyph; a letter with diacritics is its base letter's glyph")
    func emojiAndClusters() {
        #expect(abs(IBSystemFont.width(of: "😬", pointSize: 38, weight: .regular) - 1.125 * 38) < 1e-9)
        #expect(abs(IBSystemFont.width(of: "🏃\u{200D}♂\u{FE0F}", pointSize: 34, weight: .regular) - 1.125 * 34) < 1e-9)
        // A letter with diacritics is its base letter's glyph width (SF Pro Text Regular's "e",
        // 1170 units), precomposed or not, with the base's kerning ("Té" as "Te": -200 units).
        let e = 1170.0 / 2048 * 12
        #expect(abs(IBSystemFont.width(of: "e\u{301}", pointSize: 12, weight: .regular) - e) < 1e-9)
        #expect(abs(IBSystemFont.width(of: "\u{E9}", pointSize: 12, weight: .regular) - e) < 1e-9)
        #expect(abs(IBSystemFont.width(of: "\u{1ED1}", pointSize: 12, weight: .regular) - 1210.0 / 2048 * 12) < 1e-9)  // ố: o's 1210
        #expect(IBSystemFont.width(of: "T\u{E9}", pointSize: 12, weight: .regular) == IBSystemFont.width(of: "Te", pointSize: 12, weight: .regular))
        let apart = IBSystemFont.width(of: "T", pointSize: 12, weight: .regular) + IBSystemFont.width(of: "\u{E9}", pointSize: 12, weight: .regular)
        #expect(abs(IBSystemFont.width(of: "T\u{E9}", pointSize: 12, weight: .regular) - (apart - 200.0 / 2048 * 12)) < 1e-9)
        // A script San Francisco has no table for here (Armenian) keeps the fallback glyph.
        #expect(abs(IBSystemFont.width(of: "\u{0531}", pointSize: 12, weight: .regular) - Double(IBSystemFont.fallbackAdvance) / 2048 * 12) < 1e-9)
    }

    /// Characters beyond ASCII that San Francisco draws itself take its own advances
    /// (`IBSystemFont.supplementScalars`), read from the fonts' `hmtx` tables: SF Pro Text
    /// 16.0d18e1 Regular gives ’ 608, đ 1315, Д 1520, ж 1607, — 1790, no-break space 576,
    /// џ 1214, ∞ 1852 units; SF Pro Display
    /// 16.0d12e3 Regular ’ 440 and — 1702 (at 28 pt only the display design counts, with its
    /// +14/1000 em tracking between glyphs).
    @Test("curly quotes, dashes, Cyrillic and letters with strokes take San Francisco's own advances")
    func supplementaryCharacters() {
        func units(_ text: String, _ size: Double) -> Double { IBSystemFont.width(of: text, pointSize: size, weight: .regular) / size * 2048 }
        #expect(abs(units("\u{2019}", 12) - 608) < 1e-6)
        #expect(abs(units("\u{0111}", 12) - 1315) < 1e-6)
        #expect(abs(units("\u{0414}\u{0436}", 12) - (1520 + 1607)) < 1e-6)   // Дж: no tracking at 12 pt, no kerning
        #expect(abs(units("\u{2014}", 12) - 1790) < 1e-6)
        let display = IBSystemFont.width(of: "\u{2019}\u{2014}", pointSize: 28, weight: .regular)
        #expect(abs(display - ((440.0 + 1702) / 2048 * 28 + 0.392)) < 1e-9)
        // The table's first entry (no-break space, 576), its last (∞, 1852, once out of order
        // in the generator's ranges and never found) and one in between (џ, 1214).
        #expect(abs(units("\u{00A0}", 12) - 576) < 1e-6)
        #expect(abs(units("\u{221E}", 12) - 1852) < 1e-6)
        #expect(abs(units("\u{045F}", 12) - 1214) < 1e-6)
        // Vietnamese's horned letters are their own glyphs (ư 1251 units, wider than u's 1196),
        // also under other marks (ừ, as precomposed U+1EEB or decomposed).
        #expect(abs(units("\u{01B0}", 12) - 1251) < 1e-6)
        #expect(abs(units("\u{1EEB}", 12) - 1251) < 1e-6)
        #expect(abs(units("u\u{031B}\u{0300}", 12) - 1251) < 1e-6)
        // Each weight has its own: Bold's curly quote is wider than Regular's.
        #expect(IBSystemFont.width(of: "\u{2019}", pointSize: 12, weight: .bold) > IBSystemFont.width(of: "\u{2019}", pointSize: 12, weight: .regular))
    }
}
