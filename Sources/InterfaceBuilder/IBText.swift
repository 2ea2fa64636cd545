// Text in Interface Builder views: fonts, the width of a line, and a label's lines wrapped at a
// width as UIKit wraps them (by words, and between Chinese and Japanese characters; each
// paragraph on its own lines).

extension IBIntrinsicSize {
    /// The width of one line of `text` in `font` at `pointSize`: San Francisco's tables for the
    /// system font and text styles; for a named font, its own file's advances when the app's
    /// fonts are at hand (``fonts``; without kerning), Helvetica Neue's own tables, a monospaced
    /// family's one advance, or else Helvetica's advances. Whatever the font, East Asian glyphs
    /// come from the fallback fonts and split the text into runs the font measures
    /// (`IBSystemFont.width(of:pointSize:iOS:runs:)`), and emoji are Apple Color Emoji's.
    /// `tracksLastGlyph`: the line is laid out as a label's (a label's, a text field's, a
    /// configuration button's title, a line being wrapped), whose system-font width counts the
    /// tracking after its last glyph from `IBSystemFont.firstIOSTrackingLastGlyph`.
    func textWidth(_ text: String, pointSize: Double, font: IBFont?, tracksLastGlyph: Bool = false) -> Double {
        guard let font, let name = font.name else {
            return IBSystemFont.width(of: text, pointSize: pointSize, weight: systemWeight(font), iOS: iOS, tracksLastGlyph: tracksLastGlyph)
        }
        let emoji = Double(IBSystemFont.emojiAdvance) / IBSystemFont.unitsPerEm
        // The stand-in for a character no known table has: Helvetica's advance in thousandths
        // of an em (a letter with diacritics as its base, one glyph per character as the reader
        // sees it), Apple Color Emoji's, or a digit's.
        let scale = isBold(font) ? IBControlMetrics.boldAdvanceScale : 1
        func standIn(_ character: Character) -> Double {
            if let index = IBSystemFont.tableIndex(of: character) { return Double(IBControlMetrics.advances[index]) / 1000 * scale }
            if IBSystemFont.isEmoji(character) { return emoji }
            return Double(IBControlMetrics.otherCharacterAdvance) / 1000 * scale
        }
        let emWidth: (String) -> Double   // a run's width in ems; a named font has no tracking
        if let file = fonts.face(named: name) {
            // The file's advances; a character it has no glyph for is drawn from a fallback
            // font, measured by the stand-in.
            emWidth = { $0.reduce(0) { $0 + ($1.unicodeScalars.first.flatMap(file.advance(of:)) ?? standIn($1)) } }
        } else if let face = IBHelveticaNeue.face(named: name) {
            emWidth = { var glyphs = 0; return Double(face.units(of: $0, supplement: [], glyphs: &glyphs)) / IBSystemFont.unitsPerEm }
        } else if let advance = standInFamily(of: font).flatMap({ IBControlMetrics.monospacedFamilyAdvance[$0] }) {
            // Every glyph of a monospaced family is as wide as the next, bold or not.
            emWidth = { $0.reduce(0) { $0 + (IBSystemFont.isEmoji($1) ? emoji : advance) } }
        } else {
            emWidth = { $0.reduce(0) { $0 + standIn($1) } }
        }
        return IBSystemFont.width(of: text, pointSize: pointSize, iOS: iOS) { emWidth($0) * pointSize }
    }

    /// The San Francisco weight of a system font description: `boldSystem` is bold; a `weight`
    /// (`ultraLight` … `black`, as Interface Builder writes it) is measured in its own weight's
    /// tables; the Headline text style is semibold; anything else is regular.
    func systemWeight(_ font: IBFont?) -> IBSystemFont.Weight {
        guard let font else { return .regular }
        if font.type == "boldSystem" { return .bold }
        if let weight = font.weight.flatMap(IBSystemFont.Weight.init(rawValue:)) { return weight }
        if font.textStyle == "UICTFontTextStyleHeadline" { return .semibold }
        return .regular
    }

    /// The point size of a font description: its size, or its text style's.
    func pointSize(_ font: IBFont?) -> Double? {
        font?.pointSize ?? font?.textStyle.flatMap { textStyles[$0]?.pointSize }
    }

    func isBold(_ font: IBFont?) -> Bool {
        guard let font else { return false }
        return font.type == "boldSystem" || ["bold", "semibold", "heavy", "black"].contains(font.weight ?? "")
            || font.textStyle == "UICTFontTextStyleHeadline" || (font.name ?? "").lowercased().contains("bold")
    }

    /// Whether `view`'s height depends on the width the layout gives it: a label with more than
    /// one line allowed and no `preferredMaxLayoutWidth` (UIKit then wraps at its bounds), or a
    /// text view that does not scroll.
    func wrapsAtLayoutWidth(_ view: IBView) -> Bool {
        guard view.content.placeholderIntrinsicWidth == nil, view.content.placeholderIntrinsicHeight == nil else { return false }
        if view.kind == .textView { return view.scroll?.scrollEnabled == false }
        return view.kind == .label && (view.content.numberOfLines ?? 1) != 1 && view.content.preferredMaxLayoutWidth == nil
    }

    /// The size of a view whose text wraps at the width the layout gives it: a multi-line
    /// label's (``labelSize(of:wrappingAt:)``) or a text view's that does not scroll
    /// (``textViewSize(of:wrappingAt:)``).
    func wrappedSize(of view: IBView, wrappingAt width: Double?) -> (width: Double?, height: Double?) {
        view.kind == .textView ? textViewSize(of: view, wrappingAt: width) : labelSize(of: view, wrappingAt: width)
    }

    /// A text view that does not scroll sizes itself to its text (UIKit's `UITextView` with
    /// `isScrollEnabled` false reports its text's size as its intrinsic content size): its lines
    /// wrapped at `width` less the line fragment padding at both ends, at least one line tall
    /// even when empty, with the text container's top and bottom insets. As for a label, a line
    /// we measure up to ``IBControlMetrics/savedWidthTolerance`` too wide still fits: [obs]
    /// guardianproject/orbot-apple's Main.storyboard (Xcode 26; fifteenth held-out set), a
    /// 280 pt Body text view saved six lines tall where our measure wrapped seven.
    func textViewSize(of view: IBView, wrappingAt width: Double?) -> (width: Double?, height: Double?) {
        let c = view.content
        let size = pointSize(c.font) ?? IBControlMetrics.defaultLabelPointSize
        let padding = 2 * IBControlMetrics.textViewLineFragmentPadding
        let inset = IBControlMetrics.textViewContainerInset
        let lines = wrap(c.text ?? "", pointSize: size, font: c.font, width: width.map { max(0, $0 - padding) + IBControlMetrics.savedWidthTolerance })
        let widest = lines.map { textWidth($0, pointSize: size, font: c.font) }.max() ?? 0
        // From iOS 14 every line of a text style is its leading
        // (IBControlMetrics.firstIOSWithTextViewStyleLeading); a label's first line is the font's own.
        var text = textHeight(lines: max(1, lines.count), pointSize: size, font: c.font,
                              leadingFromFirstLine: iOS >= IBControlMetrics.firstIOSWithTextViewStyleLeading)
        // A family whose line gap TextKit adds below each line (a label leaves it out).
        if let gap = standInFamily(of: c.font).flatMap({ IBControlMetrics.familyTextViewLineGapPerPoint[$0] }) {
            text += gap * size * Double(max(1, lines.count))
        }
        let height = ceilToPixel(text) + inset.top + inset.bottom
        return (ceilToPixel(width.map { min(widest + padding, $0) } ?? widest + padding), height)
    }

    /// A label's size, rounded up to the pixel grid: its lines' height, and the smaller of its
    /// unwrapped width and `width` (so text that wraps is as wide as the width it wrapped at, as
    /// UILabel reports its preferred width, not its widest line). A label of one line does not
    /// wrap; one of more lines wraps at `width` (nil: only at its line breaks), keeping at most
    /// `numberOfLines` lines (0: all). [obs]
    /// element-ios' KeyVerificationSelfVerifyWait storyboard (Xcode 26; fourth held-out set): a
    /// view sized by its wrapping labels (20 pt in on each side) saved as wide as the screen.
    func labelSize(of view: IBView, wrappingAt width: Double?) -> (width: Double?, height: Double?) {
        let c = view.content
        let size = pointSize(c.font) ?? IBControlMetrics.defaultLabelPointSize
        let text = c.text ?? ""
        guard !text.isEmpty else { return (0, 0) }
        let limit = c.numberOfLines ?? 1
        let hard = Self.hardLines(of: text)
        // Each hard line's wrapped lines, in order, and whether a paragraph ends with it (one
        // line in all when the label has one); the first `limit` lines are kept. A line we
        // measure up to ``IBControlMetrics/savedWidthTolerance`` wider than `width` is taken to
        // fit it: our measure errs by about that much against Xcode's.
        var hardLines = limit == 1 ? [(lines: 1, endsParagraph: true)] : hard.map {
            (lines: wrap(String($0.text), pointSize: size, font: c.font, width: width.map { $0 + IBControlMetrics.savedWidthTolerance }).count,
             endsParagraph: $0.endsParagraph)
        }
        if limit > 0 {
            var left = limit
            hardLines = hardLines.compactMap { line in
                defer { left -= min(left, line.lines) }
                return left > 0 ? (min(line.lines, left), line.endsParagraph) : nil
            }
        }
        let lines = hardLines.reduce(0) { $0 + $1.lines }
        let paragraphBreaks = hardLines.dropLast().filter(\.endsParagraph).count
        // UILabel reports the smaller of its unwrapped width and the width it wraps at.
        let unwrapped = hard.map { textWidth(String($0.text), pointSize: size, font: c.font, tracksLastGlyph: true) }.max() ?? 0
        let height = c.paragraphStyle.map { $0.height(lines: lines, paragraphBreaks: paragraphBreaks, natural: lineHeight(size, font: c.font)) }
            ?? textHeight(lines: lines, pointSize: size, font: c.font)
        return (ceilToPixel(min(unwrapped, width ?? .infinity)), ceilToPixel(height))
    }

    /// The height of `lines` lines of a label's text, before rounding: a line of its font for
    /// each, except that a text style's lines after the first are its Dynamic Type leading
    /// apart (``IBControlMetrics/textStyles``, or the canvas's table), unless the font sets a size of its own.
    /// `leadingFromFirstLine`: the first line is the leading too (a text view's from iOS 14,
    /// ``IBControlMetrics/firstIOSWithTextViewStyleLeading``).
    func textHeight(lines: Int, pointSize: Double, font: IBFont?, leadingFromFirstLine: Bool = false) -> Double {
        guard lines > 0, font?.pointSize == nil, let style = font?.textStyle, let leading = textStyles[style]?.leading else {
            return lineHeight(pointSize, font: font) * Double(lines)
        }
        let first = leadingFromFirstLine ? leading : lineHeight(pointSize, font: font)
        return first + leading * Double(lines - 1)
    }

    /// The height of one line of a label's font, rounded up to the pixel grid.
    func labelLineHeight(of view: IBView) -> Double {
        ceilToPixel(lineHeight(pointSize(view.content.font) ?? IBControlMetrics.defaultLabelPointSize, font: view.content.font))
    }

    /// `text`'s hard lines: broken at a line feed, a carriage return (alone or before a line
    /// feed), and Unicode's line and paragraph separators (U+2028, U+2029), which Xcode writes
    /// into a `text` attribute for a line break typed in its inspector (DataDog's
    /// NavigationBars.storyboard, line 207: "Embedded\u{2028}Default + Translucent", saved two
    /// lines tall in a 353 pt label); each with whether it ends a paragraph (every break but the
    /// line separator does, ``lineBreaks``).
    static func hardLines(of text: String) -> [(text: Substring, endsParagraph: Bool)] {
        var result: [(text: Substring, endsParagraph: Bool)] = []
        var start = text.startIndex
        for index in text.indices where Self.lineBreaks.contains(text[index]) {
            result.append((text[start..<index], text[index] != "\u{2028}"))
            start = text.index(after: index)
        }
        result.append((text[start...], true))
        return result
    }

    /// The characters that end a hard line: a line feed, a carriage return (alone or before a
    /// line feed), and Unicode's paragraph and line separators. All but the line separator
    /// (U+2028, `NSLineSeparatorCharacter`) also end a paragraph.
    static let lineBreaks: Set<Character> = ["\n", "\r", "\r\n", "\u{2028}", "\u{2029}"]

    /// `text`'s hard lines (``hardLines(of:)`` without the paragraph flags).
    static func lines(of text: String) -> [Substring] {
        hardLines(of: text).map(\.text)
    }

    /// `text` broken into lines: at each line break, then greedily by words so that each line
    /// fits `width` (a word wider than `width` gets a line of its own).
    func wrap(_ text: String, pointSize: Double, font: IBFont?, width: Double?) -> [String] {
        var lines: [String] = []
        for paragraph in Self.lines(of: text) {
            guard let width else { lines.append(String(paragraph)); continue }
            var current = ""
            for (piece, spaced) in Self.breakUnits(of: paragraph) {
                let candidate = current.isEmpty ? piece : current + (spaced ? " " : "") + piece
                if current.isEmpty || textWidth(candidate, pointSize: pointSize, font: font, tracksLastGlyph: true) <= width + 1e-9 {
                    current = candidate
                } else {
                    lines.append(current)
                    current = piece
                }
            }
            lines.append(current)
        }
        return lines
    }

    /// Characters a line may not start with in Chinese and Japanese text (closing brackets and
    /// punctuation, the small kana's prolonged sound mark): they stay on the line before, as
    /// UIKit's line breaking (Unicode's UAX #14 classes CL, CP, IS, NS, EX) keeps them.
    static let noBreakBefore: Set<Character> = ["、", "。", "，", "．", "：", "；", "！", "？", "）", "」", "』", "】", "〕", "〉", "》", "ー", "・", ",", ".", ":", ";", "!", "?", ")", "]", "}"]

    /// The pieces a paragraph may break between, each with whether a space joins it to the one
    /// before: its words, and inside a word each Chinese or Japanese character (which UIKit
    /// breaks between, spaces or not), closing punctuation kept with what precedes it.
    static func breakUnits(of paragraph: Substring) -> [(String, Bool)] {
        var units: [(String, Bool)] = []
        for (n, word) in paragraph.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            var pieces: [String] = []
            var latin = ""
            for character in word {
                if noBreakBefore.contains(character), latin.isEmpty, !pieces.isEmpty {
                    pieces[pieces.count - 1].append(character)   // "中文。": no break before "。"
                } else if IBSystemFont.isWideEastAsian(character) && !noBreakBefore.contains(character) {
                    if !latin.isEmpty { pieces.append(latin); latin = "" }
                    pieces.append(String(character))
                } else {
                    latin.append(character)
                }
            }
            if !latin.isEmpty || pieces.isEmpty { pieces.append(latin) }
            for (i, piece) in pieces.enumerated() { units.append((piece, i == 0 && n > 0)) }
        }
        return units
    }
}
