// Chinese, Japanese and Korean text in the system font: San Francisco has no ideographs, kana or
// Hangul, so Core Text draws them from fallback fonts (PingFang, Hiragino Sans, one em-square
// glyph each; Apple SD Gothic Neo, narrower).

extension IBSystemFont {
    /// Whether `character` is drawn as a full-width East Asian glyph from a fallback font: a
    /// CJK ideograph (the unified blocks, their extensions and compatibility forms, radicals),
    /// hiragana, katakana, bopomofo, CJK symbols and punctuation (`、。「」`), enclosed and
    /// compatibility CJK, and the full-width forms (`：`, `（`, `Ａ`). Hangul is not (it is
    /// narrower: ``isHangul(_:)``), nor are half-width katakana.
    public static func isWideEastAsian(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        switch value {
        case 0x2E80...0x2FDF,    // CJK and Kangxi radicals
             0x3000...0x30FF,    // CJK symbols and punctuation, hiragana, katakana
             0x3100...0x312F,    // bopomofo
             0x31A0...0x31FF,    // bopomofo extended, CJK strokes, katakana extensions
             0x3200...0x4DBF,    // enclosed CJK, CJK compatibility, extension A
             0x4E00...0x9FFF,    // CJK unified ideographs
             0xF900...0xFAFF,    // compatibility ideographs
             0xFE30...0xFE4F,    // CJK compatibility forms
             0xFF01...0xFF60,    // full-width ASCII variants
             0xFFE0...0xFFE6,    // full-width signs
             0x20000...0x3FFFF:  // supplementary ideographic planes
            return true
        default:
            return false
        }
    }

    /// The first iOS whose canvas draws an ideograph exactly an em wide: Xcode 16's (the iOS 18
    /// SDK). [obs] aliyun/alicloud-ios-demo mpush_ios_demo/mpush_ios_demo/Main.storyboard
    /// (ea18d6d4, Xcode 16, line 424): "配置重启生效", six ideographs at 17 pt, 102 wide; the
    /// same file's 16 pt semibold labels, four ideographs, 64.
    public static let firstIOSWithEmWideIdeographs = 18

    /// What an ideograph measured beyond its em before iOS 18, in points at every size: 1/3 pt.
    /// [obs] 93 of 94 labels of pure Chinese or Japanese text sized by their text, in 13 public
    /// projects saved by Xcode 9 to 15 at 15–47 pt, are n × (size + 1/3) rounded up to the
    /// pixel (within 0.5 pt), where n × 1.02 em fits 88 (the list: docs/held-out-sets.md,
    /// "East Asian text"): pujiaxin33/JXCategoryView
    /// Example/Example/Base.lproj/Main.storyboard (d2bcedd9, line 1387) "左右对齐指示器", 7 at
    /// 17 pt, 121.5 wide; QuintGao/GKNavigationBarSwift
    /// Example/Example/Demo/DemoVC/GKDemo000ViewController.xib (812a98ce, line 153)
    /// "全屏返回手势距离：", 9 at 17 pt, 156; SilenceLove/HXPhotoPicker
    /// HXPhotoPicker-Demo/Classes/SettingViewController.xib (59f5bbed, line 595)
    /// "照片列表显示类型", 8 at 15 pt, 122.5; takata142/Cognito CognitoSample/Base.lproj/
    /// Main.storyboard (9e6d74c4, lines 40 and 300) "サインアウト", 6 at 40 pt, 242, and
    /// "確認コードで認証", 8 at 32 pt, 259. Mixed text fits with San Francisco's runs tracked on
    /// their own (pujiaxin33/JXCaptain Example/Example/Base.lproj/Main.storyboard, 099dfe21,
    /// line 617: "UIWebView拦截测试", 157 at 17 pt). **[uncertain]**: why it is a fixed 1/3 pt
    /// (the fallback font's own tracking, say) is not documented.
    public static let ideographExtraBeforeIOS18 = 1.0 / 3

    /// The advance in points of one full-width East Asian glyph at `pointSize` on `iOS`'s
    /// canvas: an em, plus ``ideographExtraBeforeIOS18`` before ``firstIOSWithEmWideIdeographs``.
    public static func ideographAdvance(pointSize: Double, iOS: Int) -> Double {
        pointSize + (iOS < firstIOSWithEmWideIdeographs ? ideographExtraBeforeIOS18 : 0)
    }

    /// Whether `character` is Korean Hangul (syllables, jamo and compatibility jamo), which Core
    /// Text draws from Apple SD Gothic Neo.
    public static func isHangul(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        switch value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF: return true
        default: return false
        }
    }

    /// A Hangul glyph's advance as a fraction of the point size, untracked: 0.8665. [obs] 47 of
    /// 49 labels of Korean text in the system font sized by their text, in 9 public projects
    /// saved by Xcode 10 to 15 at 10–17 pt, match within 0.5 pt for any ratio from 0.865 to
    /// 0.870, and 0.8665 matches the most of them exactly, 40 (docs/held-out-sets.md,
    /// "East Asian text"): yagom-academy/ios-open-market
    /// OpenMarket/OpenMarket/View/Storyboard/Base.lproj/Main.storyboard (4398415a, line 136)
    /// "잔여수량", four syllables at 17 pt, 59 wide (tracked, 58); 27thONSOPT-iOS/ChoiYoungJae's
    /// SoptWorkingScrollView.storyboard (a06cf4cd, line 598 and on) ten names of three
    /// syllables at 17 pt, 44.5.
    /// **[uncertain]**: no file saved by Xcode 16 or later measures it.
    public static let hangulAdvancePerEm = 0.8665

    /// The advance in points of `character` when it comes from an East Asian fallback font
    /// (ideographs and kana: ``ideographAdvance(pointSize:iOS:)``; Hangul:
    /// ``hangulAdvancePerEm``), or nil when San Francisco (or the named font) draws it.
    public static func eastAsianAdvance(of character: Character, pointSize: Double, iOS: Int) -> Double? {
        if isWideEastAsian(character) { return ideographAdvance(pointSize: pointSize, iOS: iOS) }
        if isHangul(character) { return hangulAdvancePerEm * pointSize }
        return nil
    }
}

// Spacing between scripts: from the iOS 17 SDK, Core Text sets an ideograph or kana a little
// apart from a Latin letter, digit or symbol written against it, as CSS's `text-autospace`
// does on the web (Unicode L2/23-283, "Proposal to add a property for auto inter-script
// spacing", Ishii and Kida, 2023: Apple's platforms do this by default).

extension IBSystemFont {
    /// The first iOS whose canvas sets ideographs apart from Latin text (``interScriptSpacing(pointSize:)``):
    /// iOS 17 (Xcode 15). [obs] Of 54 labels of mixed text sized by their text in files
    /// saved by Xcode 15 to 26, 43 match within 0.5 pt with the spacing and 7 without it
    /// (docs/interface-builder-scores.md, fifteenth session), e.g. pujiaxin33/JXSegmentedView
    /// Example/JXSegmentedViewExample/Base.lproj/Main.storyboard (fbbf965d, 22154, line 1195):
    /// "isItemSpacingAverageEnabled为true", two boundaries, saved 3.5 pt wider than its
    /// glyphs; JXPagingView's Main.storyboard (8aa56637, 23504, line 112):
    /// "CollectionView列表示例", one boundary, 1.5 wider. Files of Xcode 14 and earlier
    /// measure without it (QuintGao/GKNavigationBarSwift's GKDemo000ViewController.xib,
    /// 812a98ce, 21225: "左滑push功能：关" at its glyphs' width); starting at iOS 15 or 16
    /// instead matches 47 and 1 fewer views over the sets. **[uncertain]**: the Unicode proposal dates the
    /// default to iOS 15, which Xcode 13's and 14's canvases do not show; and one Xcode 15 beta
    /// file (GKNavigationBar, 22113.1) and two of aliyun's (23094, 23727) save mixed labels
    /// without it.
    public static let firstIOSWithInterScriptSpacing = 17

    /// The space set between an ideograph and a Latin letter, digit or symbol beside it, as a
    /// fraction of the point size: a tenth of an em. [obs] Fitted to the 54 labels above
    /// (14–24 pt): a tenth matches 43 of them, an eighth (CSS's 1/8 ic) 27, and 0.09 or
    /// 0.11 40 (three views fewer than a tenth over all the sets). **[uncertain]**: Core Text's own figure is
    /// undocumented.
    public static let interScriptSpacingPerEm = 0.1

    /// The space in points set at one boundary between scripts at `pointSize`.
    public static func interScriptSpacing(pointSize: Double) -> Double {
        interScriptSpacingPerEm * pointSize
    }

    /// Whether `character` is on the ideographic side of a boundary between scripts: a
    /// full-width East Asian letter (an ideograph, kana, bopomofo), not East Asian
    /// punctuation such as `：` or `、`, which carries its own space.
    static func isIdeographicLetter(_ character: Character) -> Bool {
        guard isWideEastAsian(character), let scalar = character.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .otherLetter, .modifierLetter, .letterNumber: return true
        default: return false
        }
    }

    /// Whether `character` is on the other side: a letter of another script (Latin, Greek,
    /// Cyrillic…), a digit, or a math or currency symbol, none of them East Asian (Hangul,
    /// half-width katakana and emoji, a keycap's digit among them, are not), so `+` between two
    /// ideographs is set apart from both and `(`, `&`, `©` or a space are not. [obs] JXSegmentedView's "大小缩放+字体粗细" (line 792)
    /// and "LineView延长+偏移style" (line 368) are saved 3.5 and 7 pt wider than their glyphs;
    /// JXPagingView's "主页下拉刷新&列表上拉加载更多" (line 49) is not.
    static func isNonIdeographicLetterOrSymbol(_ character: Character) -> Bool {
        guard !isWideEastAsian(character), !isHangul(character), !isEmoji(character),
              !character.unicodeScalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 }),
              let scalar = character.unicodeScalars.first, !(0xFF61...0xFF9F).contains(scalar.value) else { return false }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter, .modifierLetter,
             .decimalNumber, .letterNumber, .otherNumber, .mathSymbol, .currencySymbol:
            return true
        default:
            return false
        }
    }

    /// How many times `text` passes between an ideographic letter and a non-ideographic
    /// letter, digit or symbol written against it.
    public static func interScriptBoundaries(in text: String) -> Int {
        var count = 0
        var previous: Character?
        for character in text {
            if let previous,
               (isIdeographicLetter(previous) && isNonIdeographicLetterOrSymbol(character))
                || (isNonIdeographicLetterOrSymbol(previous) && isIdeographicLetter(character)) {
                count += 1
            }
            previous = character
        }
        return count
    }
}
