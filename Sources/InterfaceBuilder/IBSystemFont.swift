// The width of a line of text in the iOS system font (San Francisco), measured as Core Text
// measures it: the glyphs' advance widths, the font's kerning between neighbouring glyphs, and
// the size-specific tracking the system font applies. An approximation, documented in
// docs/interface-builder.md: the tables are those of published releases of SF Pro Text and SF
// Pro Display, iOS ships later ones, and its variable font's optical size is blended here.

import Foundation

/// San Francisco's metrics, each with its source: per-weight advance and kerning tables of SF
/// Pro Text (`IBSystemFont+Regular.swift`, `+Semibold`, `+Bold`, `+Light`, …), of the variable SF
/// Pro's text end that iOS 14 and later draw (`+VariableRegular`, …) and of SF Pro Display
/// (`+DisplayRegular`, …), and Apple's published tracking table.
public enum IBSystemFont {
    /// The system font's nine weights, named as Interface Builder names them
    /// (`<fontDescription weight="…">`, `UIFont.Weight`). Each has its own SF Pro Text and SF Pro
    /// Display tables. Text tables are release 13.0d1e33 except `ultraLight`, `thin` and `black`
    /// (16.0d18e1: 13.0d1e33 was not found in those weights); Display tables are 16.0d12e3. From
    /// iOS 14 (``firstIOSWithVariableSystemFont``) the text design is the variable font's
    /// (16.0d18e1 at optical size 17, `IBSystemFont+VariableRegular.swift`, …).
    public enum Weight: String, Sendable, CaseIterable {
        /// SF Pro Text / Display Ultralight.
        case ultraLight
        /// SF Pro Text / Display Thin.
        case thin
        /// SF Pro Text / Display Light.
        case light
        /// SF Pro Text / Display Regular.
        case regular
        /// SF Pro Text / Display Medium.
        case medium
        /// SF Pro Text / Display Semibold.
        case semibold
        /// SF Pro Text / Display Bold.
        case bold
        /// SF Pro Text / Display Heavy.
        case heavy
        /// SF Pro Text / Display Black.
        case black
    }

    /// Font units per em of SF Pro Text (its `head` table).
    public static let unitsPerEm = 2048.0

    /// The advance, in font units, given to a character outside U+0020…U+007E: SF Pro Text
    /// Regular's figure zero (1290), a typical text glyph. **[uncertain]** for other scripts and
    /// emoji, which come from other fonts.
    public static let fallbackAdvance = 1290

    /// The advance, in SF Pro Text's font units, of an emoji, drawn from Apple Color Emoji: 1.125
    /// em. [obs] A lone emoji label saved 43 wide at 38 pt (shared/fixtures/interface-builder/
    /// SwiftKickMobile__SwiftMessages__CardView.xib line 22, 1.13 em) and 38 wide at 34 pt
    /// (LoopKit's OverrideSelectionViewController.storyboard, tenth held-out set: a ZWJ
    /// sequence, 1.12 em). **[uncertain]**: two labels; Apple publishes no emoji metrics.
    public static let emojiAdvance = 2304

    /// The advance of a character outside U+0020…U+007E: an emoji's (``emojiAdvance``) or the
    /// ``fallbackAdvance``.
    static func advance(ofOther character: Character) -> Int {
        isEmoji(character) ? emojiAdvance : fallbackAdvance
    }

    /// The index from U+0020 in the ASCII tables of `character`'s glyph: a printable ASCII
    /// character's own, or for a letter with diacritics (é, ü, ñ, Vietnamese ố; precomposed or
    /// followed by combining marks) its base letter's. San Francisco draws such a letter
    /// with its base's advance and the marks above or below it, and kerns it in the base's
    /// class. nil for anything else.
    static func tableIndex(of character: Character) -> Int? {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let v = scalars.first?.value, (32...126).contains(v) { return Int(v) - 32 }
        guard let first = scalars.first, first.value > 126 || scalars.count > 1 else { return nil }
        let decomposed = String(character).decomposedStringWithCanonicalMapping.unicodeScalars
        guard let base = decomposed.first, (33...126).contains(base.value), decomposed.count > 1,
              decomposed.dropFirst().allSatisfy({ $0.properties.generalCategory == .nonspacingMark && !widens($0) }) else { return nil }
        return Int(base.value) - 32
    }

    /// Marks that make their letter a glyph of its own width rather than the base's: the
    /// Vietnamese horn (U+031B: ư is wider than u) and the overlays (U+0334…U+0338: ≠ is "="
    /// with a long solidus). Letters with them are looked up whole (``supplementIndex(of:)``).
    static func widens(_ mark: Unicode.Scalar) -> Bool {
        mark.value == 0x031B || (0x0334...0x0338).contains(mark.value)
    }

    /// The position of `character` in ``supplementScalars``, if it is there: as it is, or, for a
    /// letter with marks, the composed letter of its base and its width-changing marks
    /// (``widens(_:)``; ớ is looked up as ơ), the others being stacked without changing it.
    static func supplementIndex(of character: Character) -> Int? {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let value = scalars.first?.value {
            if value <= 126 { return nil }
            if let index = lookUp(value) { return index }
        }
        let kept = String(character).decomposedStringWithCanonicalMapping.unicodeScalars.enumerated()
            .filter { $0.offset == 0 || widens($0.element) }.map(\.element)
        let composed = String(String.UnicodeScalarView(kept)).precomposedStringWithCanonicalMapping.unicodeScalars
        guard composed.count == 1, let value = composed.first?.value, value > 126 else { return nil }
        return lookUp(value)
    }

    /// Binary search of ``supplementScalars``.
    private static func lookUp(_ value: UInt32) -> Int? {
        var low = 0, high = supplementScalars.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if supplementScalars[mid] == value { return mid }
            if supplementScalars[mid] < value { low = mid + 1 } else { high = mid - 1 }
        }
        return nil
    }

    /// Whether `character` is drawn as an emoji: a scalar of emoji presentation, or a sequence
    /// (variation selector, ZWJ, modifiers) around an emoji scalar.
    static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        return scalars.contains { $0.properties.isEmojiPresentation }
            || (scalars.count > 1 && scalars.contains { $0.properties.isEmoji && $0.value > 0xFF })
    }

    /// Tracking of the system font by point size, in Apple's two columns: thousandths of an em,
    /// and points. The points column is not the first times the size (17 pt is -26/1000 em,
    /// -0.442 pt, and -0.43 in points; 16 pt -0.32 and -0.31). Source: Apple, Human Interface
    /// Guidelines, Typography — "Tracking values", SF Pro (iOS, iPadOS, visionOS). Sizes between
    /// two rows are interpolated; sizes outside the table take its nearest row.
    public static let tracking: [(pointSize: Double, perMille: Double, points: Double)] = [
        (6, 41, 0.24), (7, 34, 0.23), (8, 26, 0.21), (9, 19, 0.17), (10, 12, 0.12), (11, 6, 0.06),
        (12, 0, 0), (13, -6, -0.08), (14, -11, -0.15), (15, -16, -0.23), (16, -20, -0.31),
        (17, -26, -0.43), (18, -25, -0.44), (19, -24, -0.45), (20, -23, -0.45), (21, -18, -0.36),
        (22, -12, -0.26), (23, -4, -0.10), (24, 3, 0.07), (25, 6, 0.15), (26, 8, 0.22), (27, 11, 0.29),
        (28, 14, 0.38), (29, 14, 0.40), (30, 14, 0.40), (31, 13, 0.39), (32, 13, 0.41), (33, 12, 0.40),
        (34, 12, 0.40), (35, 11, 0.38), (36, 10, 0.37), (37, 10, 0.36), (38, 10, 0.37), (39, 10, 0.38),
        (40, 10, 0.37), (41, 9, 0.36), (42, 9, 0.37), (43, 9, 0.38), (44, 8, 0.37), (45, 8, 0.35),
        (46, 8, 0.36), (47, 8, 0.37), (48, 8, 0.35), (49, 7, 0.33), (50, 7, 0.34), (51, 7, 0.35),
        (52, 6, 0.33), (53, 6, 0.31), (54, 6, 0.32), (56, 6, 0.30), (58, 5, 0.28), (60, 4, 0.26),
        (62, 4, 0.24), (64, 4, 0.22), (66, 3, 0.19), (68, 2, 0.17), (70, 2, 0.14), (72, 2, 0.14),
        (76, 1, 0.07), (80, 0, 0),
    ]

    /// The first iOS whose labels and text fields count the tracking after a line's last glyph
    /// too, each glyph taking the tracking table's points column. [obs] One-line system-font
    /// labels in the fixtures and the open held-out sets: of the 511 that Xcode 14 to 26 saved
    /// (12–36 pt, nine weights), the saved width is the rounded-up advances, kerning and that
    /// tracking after every glyph for 391, against 127 for the thousandths between glyphs only
    /// (17 pt Regular: 228 of 284 against 40; a lone "0" saved 10.33 at 3×, not 11); of Xcode
    /// 13's (iOS 15) 42 of 58 against 32. Xcode 12's (iOS 14) are split (20 of 34 against 16)
    /// and their layouts lost views by it, so iOS 14 keeps the earlier measure, as earlier iOS
    /// does (static fonts: 139 of 250 between glyphs, 128 with the rule). A configuration
    /// button's title is such a line too (40 buttons came closer to their saved widths, 13 went
    /// further); a legacy button's title keeps the earlier measure (its saved widths hold to it).
    public static let firstIOSTrackingLastGlyph = 15

    /// The tracking, in points, after each glyph of a label's line from
    /// ``firstIOSTrackingLastGlyph``: the table's points column.
    public static func labelTrackingPoints(at pointSize: Double) -> Double {
        interpolated(\.points, at: pointSize)
    }

    /// One ``tracking`` column at `pointSize`: interpolated between the rows around it, the
    /// nearest row's value outside the table.
    static func interpolated(_ column: KeyPath<(pointSize: Double, perMille: Double, points: Double), Double>,
                             at pointSize: Double) -> Double {
        let rows = tracking
        guard let first = rows.first, let last = rows.last else { return 0 }
        if pointSize <= first.pointSize { return first[keyPath: column] }
        if pointSize >= last.pointSize { return last[keyPath: column] }
        for (a, b) in zip(rows, rows.dropFirst()) where pointSize <= b.pointSize {
            let t = (pointSize - a.pointSize) / (b.pointSize - a.pointSize)
            return a[keyPath: column] + t * (b[keyPath: column] - a[keyPath: column])
        }
        return 0
    }

    /// The tracking, in points, the system font adds between glyphs at `pointSize`: the table's
    /// thousandths of an em times the size.
    public static func trackingPoints(at pointSize: Double) -> Double {
        interpolated(\.perMille, at: pointSize) / 1000 * pointSize
    }

    /// The optical sizes between which the system font passes from its text design to its
    /// display design: 17 and 28 pt. iOS 14's variable system font changes optical size, and
    /// with it tracking, smoothly between them (Apple, WWDC20 "The details of UI typography";
    /// the HIG tracking table turns from -26 at 17 pt to +14 at 28). Between them a width is
    /// the two designs' static tables blended by ``displayShare(at:)``, as the variable font
    /// interpolates: its advances and kerning vary along one optical-size region, so for each
    /// weight they are linear in the mapped optical-size coordinate (checked against the
    /// instanced font to the unit at every size 18…27 pt).
    public static let opticalSizeRange = (text: 17.0, display: 28.0)

    /// The variable font's optical-size map (its `avar` table, `opsz` axis): normalized input
    /// to normalized output, -1 at the text design (17 pt), 0 at the display design (28 pt).
    /// Source: Apple, SF Pro (variable; 16.0d18e1; 2020-11-03), developer.apple.com/fonts.
    static let opticalSizeMap: [(input: Double, output: Double)] = [
        (-1, -1), (-0.81817626953125, -0.90911865234375), (-0.3636474609375, -0.18182373046875), (0, 0),
    ]

    /// How much of the display design the system font at `pointSize` takes (0 at 17 pt, 1 at
    /// 28 pt): the optical-size coordinate after `opticalSizeMap`. Not linear in point size:
    /// 22 pt is 0.53 display (a straight blend would say 0.45), 24 pt 0.82 (0.64).
    public static func displayShare(at pointSize: Double) -> Double {
        let range = opticalSizeRange
        let n = min(0, max(-1, (pointSize - range.display) / (range.display - range.text)))
        for (a, b) in zip(opticalSizeMap, opticalSizeMap.dropFirst()) where n <= b.input {
            let f = (n - a.input) / (b.input - a.input)
            return 1 + a.output + f * (b.output - a.output)
        }
        return 1
    }

    /// The width in points of `text` on one line at `pointSize` under `iOS`: San Francisco's
    /// advances plus kerning, plus tracking between its glyphs. Tracking after the last glyph is
    /// not counted (Apple documents tracking as treated like trailing whitespace,
    /// `NSAttributedString.Key.tracking`, which a line's width leaves out), except for a label's
    /// or text field's line (`tracksLastGlyph`) from ``firstIOSTrackingLastGlyph``, where every
    /// glyph takes ``labelTrackingPoints(at:)``. East Asian
    /// ideographs, kana and Hangul come from fallback fonts: each is
    /// ``eastAsianAdvance(of:pointSize:iOS:)`` wide, untracked, and splits the text into San
    /// Francisco runs measured on their own (no kerning or tracking across a fallback glyph).
    /// From ``firstIOSWithInterScriptSpacing`` (the default `iOS` included) an ideograph or kana
    /// written against a letter of another script, a digit or a math or currency symbol is
    /// set ``interScriptSpacing(pointSize:)`` apart from it.
    public static func width(of text: String, pointSize: Double, weight: Weight,
                             iOS: Int = firstIOSWithEmWideIdeographs, tracksLastGlyph: Bool = false) -> Double {
        width(of: text, pointSize: pointSize, iOS: iOS) { runWidth(of: $0, pointSize: pointSize, weight: weight, iOS: iOS, tracksLastGlyph: tracksLastGlyph) }
    }

    /// The width of `text` whose East Asian glyphs come from fallback fonts
    /// (``eastAsianAdvance(of:pointSize:iOS:)`` each) and whose runs between them are `run`'s,
    /// with the space set between scripts from ``firstIOSWithInterScriptSpacing``.
    static func width(of text: String, pointSize: Double, iOS: Int, runs run: (String) -> Double) -> Double {
        var width = 0.0
        var current = ""
        var eastAsian = false
        for character in text {
            if let advance = eastAsianAdvance(of: character, pointSize: pointSize, iOS: iOS) {
                if !current.isEmpty { width += run(current) }
                current = ""
                width += advance
                eastAsian = true
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { width += run(current) }
        // Only text with an East Asian glyph has boundaries between scripts to count.
        if eastAsian, iOS >= firstIOSWithInterScriptSpacing {
            width += Double(interScriptBoundaries(in: text)) * interScriptSpacing(pointSize: pointSize)
        }
        return width
    }

    /// The width of a run of San Francisco glyphs (no East Asian ones): advances, kerning and
    /// tracking between them (after the last one too where `tracksLastGlyph` holds from
    /// ``firstIOSTrackingLastGlyph``), the text and display designs blended by size.
    static func runWidth(of text: String, pointSize: Double, weight: Weight, iOS: Int, tracksLastGlyph: Bool) -> Double {
        guard !text.isEmpty else { return 0 }
        let t = displayShare(at: pointSize)
        let faces = self.faces(weight, iOS: iOS)
        let w = Weight.allCases.firstIndex(of: weight) ?? 0
        var units = 0.0, glyphs = 0
        if t < 1 { units += (1 - t) * Double(faces.text.units(of: text, supplement: supplementText[w], glyphs: &glyphs)) }
        if t > 0 { units += t * Double(faces.display.units(of: text, supplement: supplementDisplay[w], glyphs: &glyphs)) }
        guard glyphs > 0 else { return 0 }
        let width = units / unitsPerEm * pointSize
        if tracksLastGlyph, iOS >= firstIOSTrackingLastGlyph {
            return width + Double(glyphs) * labelTrackingPoints(at: pointSize)
        }
        return width + Double(glyphs - 1) * trackingPoints(at: pointSize)
    }

    /// The first iOS whose system font is the variable San Francisco (Apple, WWDC20 "The details
    /// of UI typography"): its text end (optical size 17 pt) is SF Pro 16.0d18e1's, whose advances
    /// and kerning differ from the static SF Pro Text 13.0d1e33 of earlier iOS (Regular: 35 of
    /// the 95 ASCII advances, h 1205 against 1216 units and U 1510 against 1524 among them, most
    /// of the rest symbols; 72 of 1,239 kerning pairs).
    public static let firstIOSWithVariableSystemFont = 14

    /// `weight`'s text and display tables under `iOS`: from ``firstIOSWithVariableSystemFont``
    /// the text design is the variable font's text end (`IBSystemFont+VariableRegular.swift`, …;
    /// ultralight, thin and black's static tables are already that release's).
    static func faces(_ weight: Weight, iOS: Int) -> (text: Face, display: Face) {
        let variable = iOS >= firstIOSWithVariableSystemFont
        switch weight {
        case .ultraLight: return (ultralight, displayUltralight)
        case .thin: return (thin, displayThin)
        case .light: return (variable ? variableTextLight : light, displayLight)
        case .regular: return (variable ? variableTextRegular : regular, displayRegular)
        case .medium: return (variable ? variableTextMedium : medium, displayMedium)
        case .semibold: return (variable ? variableTextSemibold : semibold, displaySemibold)
        case .bold: return (variable ? variableTextBold : bold, displayBold)
        case .heavy: return (variable ? variableTextHeavy : heavy, displayHeavy)
        case .black: return (black, displayBlack)
        }
    }

    /// One weight's tables: 95 advances (U+0020…U+007E) and a 95 × 95 kerning matrix read from
    /// the kerning text (one line per left character: the character, then groups of
    /// `adjustment:right characters`).
    struct Face: Sendable {
        let advances: [Int]
        let kerning: [Int16]

        init(advances: [Int], kerning text: String) {
            precondition(advances.count == 95, "one advance for each of U+0020…U+007E")
            self.advances = advances
            var matrix = [Int16](repeating: 0, count: 95 * 95)
            for line in text.split(separator: "\n") {
                let scalars = Array(line.unicodeScalars)
                guard let left = scalars.first, (33...126).contains(left.value) else { continue }
                let row = Int(left.value) - 32
                for (value, rights) in Self.groups(scalars.dropFirst()) {
                    for right in rights where (32...126).contains(right.value) {
                        matrix[row * 95 + Int(right.value) - 32] = value
                    }
                }
            }
            kerning = matrix
        }

        /// The `adjustment:right characters` groups of one kerning line after its left
        /// character. Groups are separated by one space; a group's characters are sorted, so a
        /// space among them is its first (`-100: "'` kerns `,` before a space, `"` and `'`).
        static func groups(_ scalars: ArraySlice<Unicode.Scalar>) -> [(Int16, [Unicode.Scalar])] {
            var result: [(Int16, [Unicode.Scalar])] = []
            var i = scalars.startIndex
            while i < scalars.endIndex {
                while i < scalars.endIndex, scalars[i] == " " { i += 1 }
                guard let colon = scalars[i...].firstIndex(of: ":") else { break }
                let number = String(String.UnicodeScalarView(scalars[i..<colon]))
                var end = colon + 1
                if end < scalars.endIndex { end += 1 }  // the first character, a space included
                while end < scalars.endIndex, scalars[end] != " " { end += 1 }
                if let value = Int16(number) { result.append((value, Array(scalars[(colon + 1)..<end]))) }
                i = end
            }
            return result
        }

        /// The advances and kerning of `text` in font units; `glyphs` is set to its length.
        /// One glyph per character as the reader sees it (a grapheme cluster): an emoji sequence
        /// or a letter with combining marks is one glyph, not one per scalar. A character
        /// beyond the ASCII tables takes its advance from `supplement` (this face's
        /// ``IBSystemFont/supplementText`` or ``IBSystemFont/supplementDisplay`` row) when it
        /// has one there, unkerned; a face without a supplement (Helvetica Neue's, `[]`) measures
        /// such a character as other characters are measured.
        func units(of text: String, supplement: [Int16], glyphs: inout Int) -> Int {
            var units = 0, count = 0
            var previous: Int? = nil
            for character in text {
                let index = IBSystemFont.tableIndex(of: character)
                units += index.map { advances[$0] }
                    ?? IBSystemFont.supplementIndex(of: character).flatMap { supplement.indices.contains($0) ? Int(supplement[$0]) : nil }
                    ?? IBSystemFont.advance(ofOther: character)
                if let p = previous, let i = index { units += kern(p, i) }
                previous = index
                count += 1
            }
            glyphs = count
            return units
        }

        /// The kerning, in font units, between two characters given as indices from U+0020.
        func kern(_ left: Int, _ right: Int) -> Int { Int(kerning[left * 95 + right]) }
    }
}
