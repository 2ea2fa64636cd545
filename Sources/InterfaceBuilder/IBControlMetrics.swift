// The figures of UIKit's controls and text that the Interface Builder mapping applies (sizes,
// paddings, fonts' line heights and advances), each with its source. `IBIntrinsicSize`
// (IBIntrinsicSizes.swift) applies them to the views a storyboard describes.

import DeviceCatalog
import LayoutEngine

/// The control and text figures the Interface Builder mapping applies, each with its source.
public enum IBControlMetrics {
    /// A system font's line height as a multiple of its point size: 20.287 / 17 (San
    /// Francisco's ascender + descender). Source: `UIFont.systemFont(ofSize: 17).lineHeight`
    /// = 20.287109375, and the fixtures' saved frames: 17 pt labels are 20.5 pt tall at @2x and
    /// 20.333 at @3x, 20 pt labels 24, 14 pt labels 17 (pixel-ceiled) — MANIFEST fixtures.
    public static let lineHeightPerPoint = 20.287109375 / 17

    /// IBM Plex's line per point: its ascender of 1025 and descender of 275 per 1000 units
    /// (sources in ``familyLineHeightPerPoint``).
    static let ibmPlexLineHeightPerPoint = (1025.0 + 275.0) / 1000

    /// The line height per point of font families iOS ships whose lines are not San
    /// Francisco's: Avenir and Avenir Next, 1.366 (their fonts' ascender of 1000 and descender
    /// of 366 per 1000 units). [obs] Labels Xcode saved one line tall: customerio-ios' APN UIKit
    /// Main.storyboard (Avenir-Heavy 28 → 38.33, Avenir-Book 14 → 19.33, Avenir-Black 18 →
    /// 24.67; twelfth held-out set) and Avenir labels of 16, 20 and 25 pt saved 22, 27.33 and
    /// 34.33 in other held-out files; Avenir Next 15 and 16 → 20.5 and 22. Other custom
    /// families keep San Francisco's line (their fonts are not in the files).
    ///
    /// Courier, 1.0: [obs] tucan9389/PoseEstimation-CoreML's Main.storyboard (fifteenth
    /// held-out set) saves Courier 12 and Courier-Bold 17 labels 12 and 17 tall at 3×. Menlo,
    /// 1.164: the ascender of 1901 and descender of 483 per 2048 units of DejaVu Sans Mono, the
    /// Bitstream Vera Sans Mono derivative Menlo is drawn from ([obs] raivo-otp's
    /// TimeBasedPasswordCell.xib, eleventh set: a 17 pt Menlo label 20 tall at 2×).
    ///
    /// Two families apps bundle, whose metrics are published with them: IBM Plex Mono and IBM
    /// Plex Sans, 1.3 (the ascender of 1025 and descender of 275 per 1000 units, no line gap,
    /// in the hhea table of IBM/plex's font files, SIL Open Font License; the same figures in
    /// Capsize's metrics collection, `@capsizecss/metrics` `iBMPlexMono` and `iBMPlexSans`).
    /// [obs] digitalhealthpass/dhp-ios-app's ContactDetails.storyboard (Xcode 13, 2×;
    /// eighteenth held-out set): IBMPlexSans 13 and IBMPlexSans-Bold 17 labels saved 17 and
    /// 22.5 tall (lines 111, 776).
    ///
    /// Hiragino Sans, the Japanese family iOS ships, 1.0: a label's line is the font's size.
    /// [obs] natane-i/ProfileApp's Main.storyboard and fumiyasac/ios_ui_recipe_showcase's
    /// MenuContents storyboard (Xcode 14, twentieth held-out set): HiraginoSans-W3 and -W6
    /// labels of 10, 11, 12, 13, 15, 18, 20 and 27 pt saved exactly that tall, two 12 pt lines 24.
    public static let familyLineHeightPerPoint: [String: Double] = [
        "Avenir": 1.366, "Avenir Next": 1.366, "Courier": 1.0, "Menlo": 1901.0 / 2048 + 483.0 / 2048,
        "IBM Plex Mono": ibmPlexLineHeightPerPoint, "IBM Plex Sans": ibmPlexLineHeightPerPoint,
        "Hiragino Sans": 1.0,
    ]

    /// The space a text view adds below each line of a family, per point, beyond a label's line
    /// (``familyLineHeightPerPoint``): the font's line gap, which TextKit lays out and UILabel
    /// does not. Hiragino Sans, 0.5. [obs] natane-i/ProfileApp's Main.storyboard (twentieth
    /// held-out set): HiraginoSans-W3 12 pt text views of 1, 2, 3, 4, 8 and 11 lines saved 34,
    /// 52, 70, 88, 160 and 214 tall: 16 pt of container inset and 18 (1.5 × 12) a line. San
    /// Francisco's and the other families' text views are not known to differ from their labels.
    public static let familyTextViewLineGapPerPoint: [String: Double] = [
        "Hiragino Sans": 0.5,
    ]

    /// The advance, as a fraction of the point size, of every glyph of the monospaced families
    /// iOS ships: Courier 0.6 (Adobe's Core 14 `Courier.afm` and `Courier-Bold.afm`: every
    /// glyph 600 of 1000), Courier New 1229/2048, Menlo 1233/2048 (DejaVu Sans Mono's advance,
    /// which Menlo keeps). [obs] PoseEstimation-CoreML's Courier 12 pt "Detail" saved 43.33
    /// wide at 3× (6 × 7.2 = 43.2); raivo-otp's 17 pt Menlo "-" 10.5 at 2× (10.23). IBM Plex
    /// Mono, which an app bundles: 0.6 (every glyph 600 of 1000 units, sources as its line in
    /// ``familyLineHeightPerPoint``).
    public static let monospacedFamilyAdvance: [String: Double] = [
        "Courier": 0.6, "Courier New": 1229.0 / 2048, "Menlo": 1233.0 / 2048, "IBM Plex Mono": 0.6,
    ]

    /// Character advances in thousandths of an em, ASCII 32…126: Adobe's published metrics of
    /// Helvetica (Core 14 AFM, `Helvetica.afm`), the stand-in for custom fonts (`name=`), whose
    /// metrics are not available headlessly; the system font is measured with San Francisco's
    /// own tables (`IBSystemFont`). Other characters count as ``otherCharacterAdvance``, emoji
    /// as ``IBSystemFont/emojiAdvance``.
    public static let advances: [Int] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,   // space … /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,   // 0 … ?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ … O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,   // P … _
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,   // ` … o
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,        // p … ~
    ]

    /// The advance of a character outside ASCII in a custom font's stand-in: 556, Helvetica's
    /// digit (``advances``). **[uncertain]**: other scripts come from other fonts.
    public static let otherCharacterAdvance = 556

    /// A custom bold font against its regular: 1.06. **[uncertain]**: Helvetica-Bold's
    /// lower-case advances over Helvetica's (Adobe Core 14 AFM), rounded.
    public static let boldAdvanceScale = 1.06

    /// Dynamic Type point sizes and leading (the distance from one line's baseline to the next)
    /// at the default (Large) content size, by text style. Source: Apple HIG, Typography —
    /// "Dynamic Type sizes" (iOS, Large: Body 17 pt on 22, Subhead 15 on 20, Footnote 13 on 18,
    /// …). A label in a text style is its font's line tall on one line and the leading taller
    /// for each further line. [obs] Saved multi-line labels with no height constraint: Subhead
    /// 38 for two lines and 78 for four (17.9 + 20, + 3 × 20; lockwise-ios, openfoodfacts,
    /// SwipeCellKit, vlc-ios, Xcode 10 to 26), Body 42.5 for two lines at 2x and 64.33 / 86.33
    /// for three and four at 3x (openfoodfacts, the-blue-alliance, GoMap), Callout 40.5 for two
    /// (DropDown), Caption1 30.5 for two (DataDog).
    public static let textStyles: [String: (pointSize: Double, leading: Double)] = [
        "UICTFontTextStyleLargeTitle": (34, 41), "UICTFontTextStyleTitle0": (34, 41), "UICTFontTextStyleTitle1": (28, 34),
        "UICTFontTextStyleTitle2": (22, 28), "UICTFontTextStyleTitle3": (20, 25), "UICTFontTextStyleHeadline": (17, 22),
        "UICTFontTextStyleBody": (17, 22), "UICTFontTextStyleCallout": (16, 21), "UICTFontTextStyleSubhead": (15, 20),
        "UICTFontTextStyleFootnote": (13, 18), "UICTFontTextStyleCaption1": (12, 16), "UICTFontTextStyleCaption2": (11, 13),
    ]

    /// The same at the Extra Small content size. Source: Apple HIG, Typography — "Dynamic Type
    /// sizes" (iOS, xSmall: Body 14 pt on 19, Headline 14 on 19, Subhead 12 on 16, Title 1 25 on
    /// 31, …). [obs] Xcode 13's canvas draws text styles at this size: single-line labels
    /// saved at its lines' heights in files of four projects (Siskin IM's Main.storyboard: five
    /// Headline labels 17 tall, Subhead and Footnote 14.5, Caption1 13.5; eurofurence's and
    /// Home Assistant's: Title 1 at 30; LoopKit's InsulinKit: Body 17), where Xcode 11, 12 and
    /// 14 and later save the Large sizes' lines (Headline 20.5, Subhead 18, Title 2 26.5).
    /// **[uncertain]** why: no Apple source says so.
    public static let extraSmallTextStyles: [String: (pointSize: Double, leading: Double)] = [
        "UICTFontTextStyleLargeTitle": (31, 38), "UICTFontTextStyleTitle0": (31, 38), "UICTFontTextStyleTitle1": (25, 31),
        "UICTFontTextStyleTitle2": (19, 24), "UICTFontTextStyleTitle3": (17, 22), "UICTFontTextStyleHeadline": (14, 19),
        "UICTFontTextStyleBody": (14, 19), "UICTFontTextStyleCallout": (13, 18), "UICTFontTextStyleSubhead": (12, 16),
        "UICTFontTextStyleFootnote": (12, 16), "UICTFontTextStyleCaption1": (11, 13), "UICTFontTextStyleCaption2": (11, 13),
    ]

    /// The text-style table of a content size category.
    public static func textStyles(_ category: IBContentSizeCategory) -> [String: (pointSize: Double, leading: Double)] {
        category == .extraSmall ? extraSmallTextStyles : textStyles
    }

    /// The system font size of labels and text fields without a font description: 17 pt.
    /// Source: Apple, UIFont `labelFontSize` (17) — HIG typography, body text.
    public static let defaultLabelPointSize = 17.0

    /// A text view's `textContainerInset` default: 8 pt at the top and the bottom. Source:
    /// Apple, `UITextView.textContainerInset` ("This property provides text margins for text
    /// laid out in the text view. By default the value of this property is (8, 0, 8, 0)",
    /// https://developer.apple.com/documentation/uikit/uitextview/textcontainerinset).
    /// [obs] corona-warn-app's OnboardingInfoViewController.xib line 157: an empty 17 pt text
    /// view that does not scroll saved 36.5 tall, 8 + one 20.5 pt line + 8.
    public static let textViewContainerInset = (top: 8.0, bottom: 8.0)

    /// `NSTextContainer.lineFragmentPadding`'s default: 5 pt at each end of a line. Source:
    /// Apple, https://developer.apple.com/documentation/uikit/nstextcontainer/linefragmentpadding
    /// ("The default value is 5.0").
    public static let textViewLineFragmentPadding = 5.0

    /// How much wider than the width a label wraps at a line we measure may be and still be
    /// taken to fit it: 2 pt, the usual error of our San Francisco measure (of the held-out
    /// sets' labels missed by their width alone at the start of 2026-11-25's fourth session,
    /// 104 of 189 were within 2 pt). Xcode measured the line that fit; ours is a little wide.
    public static let savedWidthTolerance = 2.0

    /// The size a font written `pointSize="0.0"` is drawn at: 12 pt (`UIFont.systemFont(ofSize: 0)`
    /// and `UIFont(name:size: 0)` take "the default font size"). [obs] Labels of built-in cell
    /// styles Xcode writes so: lixiang1994/AudioPlayer's Demo Main.storyboard (twentieth held-out
    /// set, line 33): "Title" and "Detail" saved 25 × 14.5 and 33 × 14.5 at 2×, a 12 pt line and
    /// San Francisco's 12 pt advances; tuya's smart-lock sample (3×): 14.333 tall; Korean "이름"
    /// 14.333 (tasty-code's contact manager, East Asian batch).
    public static let zeroPointSize = 12.0

    /// The point size of an attributed string's font written as a `metaFont` without a `size`
    /// (`<font key="NSFont" metaFont="toolTip"/>`, AppKit's names for its UI fonts): `nil` for
    /// other names, which keep the default size. [obs] saved frames of such text:
    /// - `toolTip`, 11: 27thONSOPT-iOS/KimMinHee's Scroll.storyboard (Xcode 12, retina6_1; East
    ///   Asian batch 2, lines 151–472): two-line labels saved 26.5 tall, two 11 pt lines (13.1),
    ///   as AppKit's tool-tip font;
    /// - `cellTitle`, 12: fireblocks/ncw-ios-demo's TransferDetailsViewController.xib
    ///   (nineteenth held-out set, line 75): "BTC" saved 14.333 tall at 3×, a 12 pt line;
    /// - `smallSystem`, 12 (`UIFont.smallSystemFontSize` on iOS): 27thONSOPT-iOS/SongJiHoon's
    ///   secondWeek Main.storyboard (East Asian batch 2, line 70): text views of two such lines
    ///   saved 44.5 tall (two 12 pt lines and the 16 pt container inset; 11 pt lines make 42.5).
    public static func metaFontSize(_ name: String) -> Double? {
        switch name {
        case "toolTip": 11
        case "cellTitle", "smallSystem": 12
        default: nil
        }
    }

    /// The largest line height or spacing a paragraph style is read with: 10,000 pt, larger
    /// than any screen by far. Not a UIKit figure but the reader's bound on an absurd value,
    /// which is warned about and read as `NSParagraphStyle`'s default, 0.
    public static let largestParagraphMetric = 10_000.0

    /// The largest dimension of an IBDesignable's rendered intrinsic size the reader takes
    /// (``IBDocument/designableSizes``): 10,000 pt, ten times the largest screen's side; beyond
    /// it a value is a corrupt file, not a view.
    public static let largestDesignableDimension = 10_000.0

    /// The first iOS whose text views (TextKit) give every line of a text style its Dynamic Type
    /// leading, where a label's first line is the font's own line (``textStyles``). [obs]
    /// analogcode/Swift-Radio-Pro's Main.storyboard (Xcode 15; twelfth held-out set) lines 184
    /// and 200: Body text views of 8 and 11 lines saved 192 and 258 tall (16 + 22 a line);
    /// covid19cz/erouska-ios' Help.storyboard (Xcode 12, iOS 14; tenth set): 9 lines, 214. iOS
    /// 11's are a label's (kodecocodes/rxs-materials, Xcode 9: three Caption1 lines 62.5 = 16 +
    /// 14.5 + 2 × 16). **[uncertain]**: iOS 12 and 13 have no sample; they keep iOS 11's.
    public static let firstIOSWithTextViewStyleLeading = 14

    /// The largest line height multiple a paragraph style is read with: 100. Not a UIKit figure
    /// but the reader's bound on an absurd value, warned about and read as 0 (the natural line).
    public static let largestLineHeightMultiple = 100.0

    /// The title font size of a system button without a font description: 15 pt. Source:
    /// Apple, UIFont `buttonFontSize` (15).
    public static let defaultButtonPointSize = 15.0

    /// The title font size of a custom-type button (no `buttonType`) without a font
    /// description: 18 pt, UIButton's own default title font (a custom button's `titleLabel`
    /// is the 18 pt system font until it is given another). [obs] Custom buttons with a title
    /// and no font or height constraint are saved 34 pt tall, the 18 pt line (21.48, rounded up
    /// to 22) and 6 pt above and below: xmartlabs/XLPagerTabStrip's example (Xcode 10),
    /// home-assistant/iOS' onboarding (Xcode 12), openedx/edx-app-ios'
    /// DiscussionResponses.storyboard lines 58–64 (Xcode 14; held-out sets, docs/held-out-sets.md).
    public static let defaultCustomButtonPointSize = 18.0

    /// A system button's vertical padding (top and bottom) around its title before iOS 15's
    /// button configurations: 6 pt, giving the 30 pt buttons the fixtures save (14 buttons at
    /// 30 in the MANIFEST fixtures; 15 pt title: 18 + 2 × 6). A button with an image has none:
    /// it is as tall as the taller of its image and its title. [obs] Held-out sets, buttons
    /// without a height constraint: image-only buttons at their image's height (24, 32, 34,
    /// 36 pt images; openhab's and nextcloud's toolbar buttons), a 14 pt title beside a 14 pt
    /// image 17 tall, a footnote beside a 10 pt image 16 (lockwise-ios).
    public static let legacyButtonVerticalPadding = 6.0

    /// Such a button's title is as tall as its font's line height rounded up to a whole point,
    /// not to a pixel: its height is `ceil(lineHeight) + 2 × 6`. [obs] Saved frames of titled
    /// system buttons without a height constraint, held-out sets and fixtures, on 2x and 3x
    /// screens alike: 10 pt → 24 (2), 13 → 28 (65), 14 semibold → 29, 16 → 32 (3), 17 → 33
    /// (11), 20 bold → 36 (3), 21 → 38, 23 → 40 (6), 28 semibold → 46, 30 → 48 (4); never the
    /// pixel-rounded 27.5 or 27.67 of a 13 pt title.
    public static func legacyButtonTitleHeight(lineHeight: Double) -> Double {
        (lineHeight - 1e-9).rounded(.up)
    }

    /// The image of a system symbol in a button before button configurations, drawn at its
    /// default configuration: the symbol in a 20 pt square by the proportions the file records,
    /// in a 22 pt tall image. [obs] Held-out sets, buttons whose only content is a symbol and
    /// whose height nothing constrains, saved 22 tall from Xcode 11.4 to 15: openhab's chevrons
    /// and stop button (7), sentry-cocoa's trash.fill (20 × 22), GoMap's plus.square (20 × 22).
    /// **[uncertain]**: the width rests on two buttons; symbols' own metrics are not published.
    public static let legacyButtonSymbol = (square: 20.0, imageHeight: 22.0)

    /// The image size of a system symbol recorded with `proportions` in a button before button
    /// configurations (``legacyButtonSymbol``), before rounding to the pixel grid.
    public static func legacyButtonSymbolSize(proportions: Size) -> Size {
        let symbol = legacyButtonSymbol
        guard proportions.width > 0, proportions.height > 0 else { return Size(width: symbol.square, height: symbol.imageHeight) }
        let scale = symbol.square / max(proportions.width, proportions.height)
        return Size(width: proportions.width * scale, height: symbol.imageHeight)
    }

    /// A system or custom button (before button configurations, without an image) is never
    /// narrower than 30 pt, however short its title, empty included. [obs] Outside the
    /// fixtures (held-out sets): unconstrained one-character buttons saved 30 wide —
    /// JTAppleCalendar's sample Main.storyboard ("1", "2", "<", Xcode 14), ChatSecure's
    /// Purchase.storyboard (emoji titles, 30 × 30, Xcode 11); buttons with no title saved
    /// 30 × 30 and, custom, 30 × 34 — PostHog's ButtonViewController.storyboard (Xcode 13,
    /// lines 117 and 405), inaturalist's Onboarding.storyboard (line 318).
    public static let legacyButtonMinimumWidth = 30.0

    /// A configuration-style (iOS 15+) button's padding: 7 pt top and bottom, 12 pt leading and
    /// trailing (`UIButton.Configuration.plain()` content insets; the fixtures save 34.333 pt
    /// for a 17 pt title at @3x: 20.333 + 2 × 7).
    public static let configurationButtonPadding = (vertical: 7.0, horizontal: 12.0)

    /// `UISwitch`: 51 × 31 pt, and 63 × 28 pt from iOS 26. Source: the fixtures' saved frames
    /// (8 switches at 51 × 31; NetNewsWire's Inspector, saved by Xcode 26, at 63 × 28).
    public static func switchSize(iOS: Int) -> Size {
        iOS >= UIKitMetrics.firstIOSOfLiquidGlass ? Size(width: 63, height: 28) : Size(width: 51, height: 31)
    }

    /// `UISwitch`'s alignment rectangle inside its frame: 2 pt short of the frame's right edge
    /// (constraints, stack views and the intrinsic width place 49 of a 51 pt switch, 61 of 63).
    /// Source: the fixtures' saved frames — FloatingPanel's Main.storyboard lines 116–125, a
    /// 311 pt stack of a 254 pt label, 8 pt spacing and a switch saved 51 wide at x 262; the
    /// switches of NetNewsWire's Inspector saved 2 pt past the trailing margin they are pinned to.
    public static let switchAlignmentInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)

    /// `UISlider`'s alignment rectangle inside its frame: 2 pt in from each side and 1 pt above
    /// its bottom (the thumb's shadow), so constraints and stacks place 30 pt of its 31. Sources:
    /// the fixtures' saved frames (Cosmos's Main.storyboard line 38: a slider pinned to 16 pt
    /// margins saved at x 14, 347 pt wide in a 375 pt view); for the bottom, public files
    /// outside the fixtures (docs/interface-builder-scores.md, third held-out set):
    /// jonkykong/SideMenu's Example/Main.storyboard (six sliders in an 8 pt stack, each next view
    /// 30 + 8 below the slider's top), danielgindi/Charts' demo xibs (a slider's top 8 pt below
    /// another's bottom saved 38 pt below its top), openhab-ios' Main.storyboard (a 31 pt slider
    /// centred in a 44 pt cell saved at y 7).
    public static let sliderAlignmentInsets = EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)

    /// `UISlider`'s alignment rectangle under `iOS`'s rules: ``sliderAlignmentInsets`` until
    /// iOS 18; from iOS 26 the frame is the alignment rectangle. [obs] Xcode 26's saved frames,
    /// outside the fixtures: rileytestut/Delta's Settings.storyboard lines 273–274 (a slider 15 pt
    /// after a label ending at 62 saved at x 77, its trailing edge on the 16 pt margin, centred
    /// in a 51 pt cell at y 8.5 with 34 pt) and IOS-nRF-Mesh-Library's SetPublication.storyboard
    /// line 176 (on the 16 pt leading margin at x 16). Xcode 16's keeps the old insets
    /// (IOS-nRF-Mesh-Library's GenericOnOff.xib line 42: at x 14 on a 16 pt edge).
    public static func sliderAlignmentInsets(iOS: Int) -> EdgeInsets {
        iOS >= UIKitMetrics.firstIOSOfLiquidGlass ? .zero : sliderAlignmentInsets
    }

    /// `UISegmentedControl`'s alignment rectangle: 1 pt short of the frame's bottom, so
    /// constraints and stacks place 31 pt of its 32 from iOS 13 and 28 of its 29 before.
    /// Sources, outside the fixtures: jonkykong/SideMenu's Example/Main.storyboard (Xcode 11,
    /// third held-out set): two segmented controls in an 8 pt stack saved 32 tall, each next
    /// view 31 + 8 below its top; Skyscanner/SkyFloatingLabelTextField's example Main.storyboard
    /// (Xcode 10, fifth held-out set, line 66): a 29 pt control at y 41 with the next view
    /// pinned 10 below its bottom saved at y 79. Two files: **[uncertain]** beyond them.
    public static let segmentedControlAlignmentInsets = EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)

    /// The alignment rectangle inside the frame of a control of `kind` (UIKit's
    /// `alignmentRectInsets`): constraints and stack views place the frame less these.
    public static func alignmentRectInsets(of kind: IBViewKind, iOS: Int) -> EdgeInsets {
        switch kind {
        case .switch: return switchAlignmentInsets
        case .slider: return sliderAlignmentInsets(iOS: iOS)
        case .segmentedControl: return segmentedControlAlignmentInsets
        default: return .zero
        }
    }

    /// `UITextField` with the rounded-rect border: 34 pt tall from iOS 13, 30 before. Source:
    /// the fixtures' saved frames (34 on retina6_12, 30 in files saved by older Xcode).
    public static func roundedTextFieldHeight(iOS: Int) -> Double { iOS >= 13 ? 34 : 30 }

    /// 22 pt, the figure of a `UITextField` without the rounded-rect border from iOS 13: until
    /// iOS 15 its least height, except with a font of its own smaller than the default 17 pt,
    /// and from iOS 16 the most its padding brings any to
    /// (``borderlessTextFieldHeight(lineHeight:iOS:ownPointSize:ceilToPixel:)``); taller fonts
    /// give their line's height. [obs] Saved frames of borderless fields with no
    /// height constraint: Xcode 26, 22 tall for Body (17 pt, whose line is 20.33):
    /// shared/fixtures/interface-builder/Ranchero-Software__NetNewsWire__Inspector.storyboard
    /// lines 51 and 237, and bryceco/GoMap's POI.storyboard lines 142 and 852 (outside the
    /// fixtures, fifth held-out set); 24 for Title3 (20 pt, its line 23.87) in the same file.
    /// Xcode 11: ProtonVPN's Login.storyboard (ninth set), six fields in the default font at 22
    /// (lines 74, 128, 362, 511, 753, 790). Xcode 16: four Body fields at 22 (seventh and eighth
    /// sets). Before iOS 13 the line's height (Skyscanner/SkyFloatingLabelTextField, Xcode 10:
    /// 17 for 14 pt), and so until iOS 15 with a smaller font of its own (AgoraIO/Basic-Video-Call's
    /// OpenVideoCall Main.storyboard, Xcode 11, lines 25 and 35: 14 pt fields 17 tall under a
    /// label, thirteenth held-out set). **[uncertain]**: from iOS 13 to 15 only these two
    /// projects show a borderless field's height unconstrained, ProtonVPN's with no
    /// `<fontDescription>` (attributed text) and AgoraIO's at 14 pt; fields of 17 pt and more
    /// keep the floor for want of a sample.
    public static func borderlessTextFieldMinimumHeight(iOS: Int) -> Double { iOS >= 13 ? 22 : 0 }

    /// The first iOS whose text fields lay their text out with TextKit 2: iOS 16 (Apple,
    /// WWDC22 "What's new in TextKit and text views": from iOS 16 all of UIKit's text controls
    /// use it). A borderless field's height then follows ``borderlessTextFieldLinePadding``.
    public static let firstIOSOfTextKit2TextFields = 16

    /// What a borderless text field adds to its line from iOS 16, where that keeps it below
    /// ``borderlessTextFieldMinimumHeight(iOS:)`` (22 pt): 2 pt.
    /// [obs] payjp/payjp-ios example-swift/example-swift/Base.lproj/Main.storyboard (55089853,
    /// Xcode 16, retina4_7), lines 460–596: five 14 pt fields centred in 43.5 pt rows saved
    /// 18.5 tall (edges at 12.5 and 31, a 16.71 pt line plus 2 rounded to the pixel);
    /// example-objc's (d1f6ae36, retina6_9, 3×), lines 215–351: 19; diegosiep's HotelCodable
    /// Main.storyboard (f786cc75, Xcode 15 beta, retina6_12), lines 100–148: 14 pt fields 19
    /// tall in 41 pt rows of 11 pt margins; blinksh/blink Settings.storyboard (3e07c90f,
    /// ipad9_7), line 1005: 16 pt, 21; yubioath-ios' Main.storyboard line 212 (Xcode 16): 18 pt,
    /// 22 (the cap); GoMap's Title3 fields (Xcode 26): 24, their 23.87 pt line. Before iOS 16
    /// a 14 pt field is its line (AgoraIO's OpenVideoCall, Xcode 11: 17). **[uncertain]**:
    /// fitted, not documented; MixinNetwork's OpenPerpetualPositionView.xib (Xcode 26, line
    /// 259) saves a 28 pt medium field at 35.33, its line plus 2 with no cap (the engine keeps
    /// its line, 33.67, as before).
    public static let borderlessTextFieldLinePadding = 2.0

    /// The height of a `UITextField` without the rounded-rect border whose font's line is
    /// `lineHeight` and whose file gives it a font of `ownPointSize` (nil: none of its own).
    /// Until iOS 15: its line rounded up to the pixel (`ceilToPixel`), and from iOS 13 at least
    /// ``borderlessTextFieldMinimumHeight(iOS:)`` unless its own font is smaller than
    /// ``defaultLabelPointSize``. From iOS 16: its line and ``borderlessTextFieldLinePadding``,
    /// left unrounded (the frame's edges are rounded where it is placed), where that is less
    /// than the line rounded up or 22, whichever is more; so a 14 pt field is 18.71 tall, a
    /// 17 pt one 22 and a 20 pt one its line, 24 at 3×.
    public static func borderlessTextFieldHeight(lineHeight: Double, iOS: Int, ownPointSize: Double?,
                                                 ceilToPixel: (Double) -> Double) -> Double {
        let least = borderlessTextFieldMinimumHeight(iOS: iOS)
        let line = ceilToPixel(lineHeight)
        guard iOS >= firstIOSOfTextKit2TextFields else {
            if let size = ownPointSize, size < defaultLabelPointSize { return line }
            return max(line, least)
        }
        return min(lineHeight + borderlessTextFieldLinePadding, max(line, least))
    }

    /// `UISegmentedControl`'s frame: 32 pt tall from iOS 13 (the fixtures), 29 before. The
    /// earlier figure is every plain control's saved frame in the held-out files of Xcode 8 to
    /// 10 (docs/held-out-sets.md): Skyscanner/SkyFloatingLabelTextField's example (11, Xcode
    /// 10), louisdh/openterm's Main.storyboard (1, Xcode 9) and AssistoLab/DropDown's demo (3,
    /// Xcode 8); with the 1 pt alignment inset its alignment rectangle is the 28 pt of Apple's
    /// iOS 12 HIG.
    public static func segmentedControlHeight(iOS: Int) -> Double { iOS >= 13 ? 32 : 29 }

    /// `UISegmentedControl`'s titles: 13 pt system font (Apple HIG, "Segmented controls"; the
    /// control's default since iOS 7), and each segment as wide as the widest title plus the
    /// padding (segments are equal unless `apportionsSegmentWidthsByContent`): 20 pt from
    /// iOS 13, 15 before. **[uncertain]**: the paddings are read from saved frames measured in
    /// San Francisco: from iOS 13 SVProgressHUD's two controls (3 segments in 152 pt leave 20.0
    /// pt beside "Light", 2 in 117 pt leave 19.9 beside "Native"); before it
    /// Skyscanner/SkyFloatingLabelTextField's example Main.storyboard (Xcode 10, outside the
    /// fixtures, fifth held-out set: five two-title controls leave 15.0–15.3 pt beside the
    /// widest title, e.g. 119 pt for "Bottom" / "Top").
    public static func segmentTitle(iOS: Int) -> (pointSize: Double, padding: Double) {
        (pointSize: 13.0, padding: iOS >= 13 ? 20.0 : 15.0)
    }

    /// A grouped table's footer titles are set in UIKit's footnote text style
    /// (``textStyles``: 13 pt at the default content size).
    public static let footerTitleTextStyle = "UICTFontTextStyleFootnote"

    /// `UISlider`: 31 pt tall (the fixtures' saved frame, retina4_7).
    public static let sliderHeight = 31.0

    /// `UISlider`'s frame height under `iOS`'s rules: ``sliderHeight`` until iOS 17, 34 pt from
    /// iOS 18. [obs] Every slider Xcode 16 and 26 saved outside the fixtures is 34 tall
    /// (IOS-nRF-Mesh-Library's GenericOnOff.xib, Xcode 16; its SetPublication.storyboard and
    /// rileytestut/Delta's Settings.storyboard, Xcode 26), every earlier one 31 (Xcode 9 to 15).
    /// **[uncertain]** iOS 18 rests on one Xcode 16 file.
    public static func sliderHeight(iOS: Int) -> Double { iOS >= 18 ? sliderHeightFromIOS18 : sliderHeight }

    /// `UISlider`'s frame height from iOS 18 (sources at ``sliderHeight(iOS:)``).
    public static let sliderHeightFromIOS18 = 34.0

    /// `UIActivityIndicatorView`: 20 × 20 (medium / gray, the fixtures), 37 × 37 large
    /// (Apple, `UIActivityIndicatorView.Style.whiteLarge` documentation).
    public static let activityIndicatorSize = (medium: 20.0, large: 37.0)

    /// The `style` values Xcode writes for `UIActivityIndicatorView` (iOS 13's `medium` and
    /// `large`, and the older `gray`, `white` and `whiteLarge`); another is read as medium, with
    /// a warning.
    public static let activityIndicatorStyles: Set<String> = ["medium", "large", "gray", "white", "whiteLarge"]

    /// The side of an activity indicator of `style` (its `style` attribute): 37 for `large` and
    /// `whiteLarge`, 20 for the others. [obs] MixinNetwork/ios-app's MixinShare
    /// MainInterface.storyboard line 129 (`style="large"`, outside the fixtures): saved 37 × 37.
    public static func activityIndicatorSide(style: String?) -> Double {
        style == "large" || style == "whiteLarge" ? activityIndicatorSize.large : activityIndicatorSize.medium
    }

    /// `UIStepper` from iOS 13: 94 × 32 pt. [obs] Steppers Xcode 11 to 26 saved without a size
    /// of their own are 94 × 32 (held-out sets, docs/held-out-sets.md): tensorflow/examples'
    /// object detection Main.storyboard (toolsVersion 20037, lines 227, 255, 293),
    /// onnxruntime-inference-examples' object detection (18122, line 143), kodeco's
    /// itdd-materials MyBiz (19162, line 497), siskin-im's Settings (21507, line 680),
    /// mediapipe-samples' image classification (32700, lines 93 and 115).
    public static let stepperSize = Size(width: 94, height: 32)

    /// `UIStepper` until iOS 12: 94 × 29 pt. [obs] Xcode 9 and 10 save every stepper 94 × 29:
    /// RxDataSources' example Main.storyboard (toolsVersion 13196, line 338), louisdh/openterm's
    /// Main.storyboard (14109, line 73), tensorflow/examples' gesture classification (14460,
    /// line 219). Two later files (IBDecodable's test storyboard, 16097; blink's Settings,
    /// 22155) keep 29, which their canvases' steppers are not.
    public static let stepperSizeUntilIOS12 = Size(width: 94, height: 29)

    /// The first iOS whose steppers are ``stepperSize``'s 32 pt tall: 13, the SDK of Xcode 11,
    /// whose files are the first to save them so (sources at ``stepperSizeUntilIOS12``).
    public static let firstIOSOfTallerStepper = 13

    /// `UIStepper`'s size under `iOS`'s rules (``stepperSize``, ``stepperSizeUntilIOS12``).
    public static func stepperSize(iOS: Int) -> Size { iOS >= firstIOSOfTallerStepper ? stepperSize : stepperSizeUntilIOS12 }

    /// `UIProgressView`'s default-style bar from iOS 14: 4 pt tall. [obs] Every progress view
    /// without a height constraint that Xcode 13 to 16 saved is 4 tall: ish-app/ish's
    /// Roots.storyboard (Xcode 13.1), OnionBrowser's BrowsingViewController.xib (Xcode 14),
    /// raivo-otp's TimeBasedPasswordCell.xib (Xcode 15), seafile-iOS' DownloadingProgress_iPhone.xib
    /// and KeePassium's EntryFieldViewerVC.storyboard (Xcode 15–16); held-out sets,
    /// docs/held-out-sets.md.
    public static let progressViewHeight = 4.0

    /// `UIProgressView`'s bar until iOS 13: 2 pt tall. [obs] Every one Xcode 9 to 11 saved is
    /// 2 tall: kiwix-apple's Library.storyboard (Xcode 9), NordicSemiconductor's IOS-DFU-Library
    /// test app Main.storyboard (three bars, Xcode 10.2), stepik-ios' Adaptive.storyboard
    /// (Xcode 11.3). **[uncertain]** which of iOS 14 and 15 first drew 4 (no Xcode 12 file has
    /// one).
    public static let progressViewHeightUntilIOS13 = 2.0

    /// `UIProgressView`'s height under `iOS`'s rules (sources at ``progressViewHeight`` and
    /// ``progressViewHeightUntilIOS13``).
    public static func progressViewHeight(iOS: Int) -> Double { iOS >= 14 ? progressViewHeight : progressViewHeightUntilIOS13 }

    /// `UIPickerView`: 216 pt tall, its width left to its constraints. UIKit's default picker
    /// is 320 × 216 in portrait (an `initWithFrame:` log of 2013 quoted at
    /// https://markmeretzky.com/INFO1-CE9236/src/picker/ : "invalid height value 0.0 pinned to
    /// 216.0"). [obs] Pickers placed only by their edges and a neighbour save 216 pt:
    /// IBAnimatable's Presentations.storyboard line 740 (Xcode 9) and xdripswift's
    /// Main.storyboard line 1806 (Xcode 26), both outside the fixtures.
    /// **[uncertain]** the landscape 162 of the same source is not applied.
    public static let pickerViewHeight = 216.0

    /// A standalone `UINavigationBar` or `UIToolbar` placed in a view: 44 pt tall (Apple HIG,
    /// "Navigation bars" / "Toolbars": the compact bar height; Hero's fixture saves 80 × 44)
    /// before iOS 26, on iPads too, where a navigation controller's bars are 50 from iOS 12
    /// (the device catalog): a bar's own height is not its container's. [obs] IBDecodable's
    /// iPad test storyboard (Xcode 11, ipad12_9) and mattneub's iPad examples (Xcode 10)
    /// save standalone bars 1024 × 44 and 768 × 44 (held-out sets).
    public static let standaloneBarHeight = 44.0

    /// A standalone bar's height under `iOS`'s rules, on an iPad or an iPhone:
    /// ``standaloneBarHeight`` before iOS 26. From iOS 26 a navigation bar is 54 pt and an
    /// iPhone's toolbar 48, the device catalog's iOS 26 bars (its `gk-navbar-ios26` and
    /// `skphotobrowser-toolbar-ios26` sources); an iPad's toolbar keeps 44. [obs] Held-out
    /// sets: doo/scanbot-sdk-example-ios' ClassicComponentsExample Main.storyboard (Xcode 26,
    /// line 655): seven toolbars placed only by their edges saved 390 × 48; BlackBerry
    /// Dynamics' GreetingsClient Main_iPad.storyboard (24118): toolbars 540 × 44 (lines 23 and
    /// 175), navigation bars 540 × 54 (line 40).
    public static func standaloneBarHeight(_ kind: IBViewKind, iOS: Int, isPad: Bool) -> Double {
        guard iOS >= UIKitMetrics.firstIOSOfLiquidGlass else { return standaloneBarHeight }
        switch kind {
        case .toolbar: return isPad ? standaloneBarHeight : liquidGlassToolbarHeight
        default: return liquidGlassNavigationBarHeight
        }
    }

    /// A `UITabBar` placed in a view (not a tab bar controller's): 49 pt, the tab bar of
    /// Apple's Human Interface Guidelines before iOS 11 and the catalog's portrait tab bar on
    /// every iPhone and iPad through iOS 18. [obs] Held-out sets: IBAnimatable's app (Xcode 10,
    /// retina4_7, line 554), FaceAlbum's iPad storyboard (Xcode 5) and IBDecodable's iPad test
    /// storyboard (Xcode 11) save standalone tab bars 49 tall. **[uncertain]** on a phone with a
    /// home indicator: inu-appcenter's GitHubMainUI storyboard (Xcode 14, retina6_12; twentieth
    /// set, line 461) saves one whose bottom is the safe area's 83 tall (49 + the 34 pt band),
    /// which UIKit's own `sizeThatFits` gives only to a bar reaching into the band; and under
    /// iOS 26 (no sample).
    public static let standaloneTabBarHeight = 49.0

    /// iOS 26's navigation bar: 54 pt (``standaloneBarHeight(_:iOS:isPad:)``).
    public static let liquidGlassNavigationBarHeight = 54.0
    /// iOS 26's toolbar on an iPhone: 48 pt (``standaloneBarHeight(_:iOS:isPad:)``).
    public static let liquidGlassToolbarHeight = 48.0

    /// A `UISearchBar` placed in a view: 56 pt tall from iOS 11, 44 before (the iOS 11 search
    /// bar's taller field). [obs] 52inc/Pulley's example Main.storyboard (Xcode 12; outside the
    /// fixtures, fourth held-out set): two minimal-style search bars with no height constraint
    /// saved 375 × 56. **[uncertain]** before iOS 11 (44, the bar height of the time) and under
    /// iOS 26 (no unconstrained sample).
    public static func searchBarHeight(iOS: Int) -> Double { iOS >= 11 ? 56 : 44 }

    /// An info or detail-disclosure button (`infoLight`, `infoDark`, `detailDisclosure`,
    /// `contactAdd`) without a title: 25 × 24 pt from iOS 13 (the ScrollGuide fixture's saved
    /// frame), 22 × 22 before (Apple's iOS 7–12 UI kit). **[uncertain]** before iOS 13.
    public static func systemImageButtonSize(iOS: Int) -> Size {
        iOS >= 13 ? Size(width: 25, height: 24) : Size(width: 22, height: 22)
    }

    /// `UIStackView`'s standard spacing (`spacingUseSystem`): UIKit's figure,
    /// `UIKitMetrics.standardStackSpacing`.
    public static let standardStackSpacing = UIKitMetrics.standardStackSpacing
}
