import DeviceCatalog

/// Figures from Apple's platforms that the engine applies, each with its source. Device
/// figures (insets, bars, status bar) live in DeviceCatalog; these are UIKit's own.
public enum UIKitMetrics {
    /// A plain view's default layout margins: 8 pt on every edge.
    /// Source: Apple, `UIView.directionalLayoutMargins`
    /// (https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins).
    public static let defaultLayoutMargin = 8.0

    /// A root view's system minimum side margin in a compact-width environment: 16 pt.
    /// Source: useyourloaf, "Changing Root View Layout Margins"
    /// (https://useyourloaf.com/blog/changing-root-view-layout-margins/).
    public static let compactRootSideMargin = 16.0

    /// A root view's system minimum side margin in a regular-width environment and on the
    /// wider phones (``wideCompactPhoneWidth``), and a wide table's (``wideTableCellPhoneWidth``):
    /// 20 pt. Sources: useyourloaf (above); monday.com engineering, "How UILayoutGuide can
    /// help" (iPhone 12 portrait 20, semantics doc rule 2.2), which Xcode's canvases show for
    /// tables on a 390 pt phone but not for plain root views.
    public static let regularRootSideMargin = 20.0

    /// Portrait phones at least this wide use the 20 pt root margin: the 414 pt and wider
    /// ones; the 375, 390 and 393 pt phones keep 16, and so do the 402 pt ones (iPhone 16 Pro,
    /// 17, 17 Pro), which no saved canvas shows **[uncertain]**. [obs] Xcode 16 and 26's saved frames of
    /// views on a root's `leadingMargin`: x 16 in 390 and 393 pt roots (scanbot's, videosdk's,
    /// habitica's and alicloud's storyboards, 64 views), x 20 in 414 pt ones (22 views of four
    /// projects; held-out sets, docs/held-out-sets.md). The semantics doc's rule 2.2 took
    /// monday.com's "iPhone 12 portrait 20" for 390 → 20, which those canvases contradict;
    /// tables are 20 there (``wideTableCellPhoneWidth``). **[uncertain]**: the threshold
    /// between 393 and 414 is not published.
    public static let wideCompactPhoneWidth = 414.0

    /// A table at least this wide on a portrait phone has 20 pt side margins, and its cells
    /// with it; a narrower one the screen's root minimum (16, or 20 on the wide phones:
    /// `SafeAreaRules.tableSideMargin`). [obs] passforios' inset-grouped table, 390 pt wide: cards
    /// at x 20 (Main.storyboard line 955); firebase's cells on a 393 pt iPhone at x 20
    /// (shared/fixtures database_Main.storyboard lines 289, 296); scanbot's 375 pt table on a
    /// 390 pt screen: cards at x 16 (line 50).
    public static let wideTableCellPhoneWidth = 390.0

    /// Phones at least this wide in portrait have a regular horizontal size class in
    /// landscape: 414 pt (the Plus and Max models). Source: Apple, Human Interface Guidelines,
    /// Layout — "Device size classes" (iPhone Plus / Max landscape: regular width, compact
    /// height; other iPhones compact, compact). Interface Builder's `<variation>`s are chosen
    /// with the same rule (``TraitCollection/init(device:orientation:layoutDirection:)``).
    public static let regularWidthLandscapePhoneWidth = 414.0

    /// The first iOS on which UIKit predicts a view's traits when it is created, so a view
    /// joining a window gets no `traitCollectionDidChange(_:)`; up to iOS 12 it got one, with
    /// a nil previous collection. [doc, third-party] Use Your Loaf, "Predicting Size Classes
    /// in iOS 13" (https://useyourloaf.com/blog/predicting-size-classes-in-ios-13/); the call
    /// at an app's start up: AsyncDisplayKit pull request 1592 (2016, iOS 9).
    public static let traitsPredictedFromIOS = 13

    /// A split view controller's primary column is at most 320 pt wide when
    /// `maximumPrimaryColumnWidth` is `automaticDimension` (its default), and at least 0 when
    /// `minimumPrimaryColumnWidth` is. [doc, third-party] Use Your Loaf, "Change the Width of the
    /// Master View in a Split View Controller"
    /// (https://useyourloaf.com/blog/change-the-width-of-master-view-in-split-view-controller/).
    /// **[uncertain]** on the largest iPads under iOS 14's column styles, whose canvases save
    /// 375 pt primaries (docs/interface-builder-scores.md, Monal and dji).
    public static let splitViewPrimaryColumnMaximumWidth = 320.0
    /// See ``splitViewPrimaryColumnMaximumWidth``.
    public static let splitViewPrimaryColumnMinimumWidth = 0.0

    /// Whether a phone whose screen is `screen` (either orientation) has a regular horizontal
    /// size class in landscape (``regularWidthLandscapePhoneWidth``).
    public static func phoneIsRegularWidthInLandscape(screen: Size) -> Bool {
        min(screen.width, screen.height) >= regularWidthLandscapePhoneWidth
    }

    /// A root view's default side margins when none are set, measured from the safe area
    /// (then raised to the system minimum from the edge): 16 pt. [obs] monday.com engineering
    /// (semantics doc rule 2.2): an iPhone 11 in landscape, whose side band is 48, has a
    /// leading margin of 64 = 48 + 16, although it is regular width there (minimum 20).
    public static let rootDefaultSideMargin = 16.0

    /// The readable content width at the default Dynamic Type size on iPad: 672 pt.
    /// Source: useyourloaf, "Readable Content Guides" (iPad Air 2 landscape: 672 wide).
    public static let readableContentWidth = 672.0

    /// `UIStackView`'s system spacing (`spacingUseSystem`, Interface Builder's "Standard"
    /// spacing): 8 pt. **[uncertain]** (semantics doc §6.3: "8 between siblings is the usual
    /// figure").
    public static let standardStackSpacing = 8.0

    /// The readable width at the default Dynamic Type size on `family`: 672 pt on iPad; on
    /// iPhone it is wider than any iPhone, so the readable guide is the margins guide
    /// (WWDC 2018 session 235, semantics doc rule 2.7) — on an iPhone X in landscape too,
    /// where 672 would be narrower than the 692 pt between the margins.
    public static func readableContentWidth(for family: DeviceFamily) -> Double {
        family == .iPad ? readableContentWidth : .infinity
    }

    /// How far in from each side margin the readable column starts in a view `width` wide
    /// with `margins`, on a device of `family`: half of what the margins leave beyond the
    /// readable width, else 0 (the readable guide, Follow Readable Width, a table's cells).
    public static func readableSideExtra(width: Double, margins: EdgeInsets, family: DeviceFamily) -> Double {
        max(0, width - margins.left - margins.right - readableContentWidth(for: family)) / 2
    }

    /// Default content hugging priority of a view made in code: 250 (`.defaultLow`).
    /// Source: WWDC 2015 session 218, "Mysteries of Auto Layout, Part 1".
    public static let defaultContentHuggingPriority = 250.0

    /// Default compression resistance of a view made in code: 750 (`.defaultHigh`).
    /// Source: WWDC 2015 session 218.
    public static let defaultCompressionResistancePriority = 750.0

    /// Hugging that Interface Builder writes for labels and image views: 251.
    /// Source: storyboard XML (`horizontalHuggingPriority="251"`), semantics doc rule 5.3.
    public static let interfaceBuilderLabelHuggingPriority = 251.0

    /// UIKit's required priority.
    public static let requiredPriority = 1000.0

    /// The solver level of a stack's tie-break by arranged index: below UIKit's lowest
    /// priority (1), so that it decides only what every priority leaves tied (Apple,
    /// `UIStackView.Distribution`: ambiguous sizes are resolved "based on their index in the
    /// arrangedSubviews array").
    public static let arrangedIndexTieBreakLevel = 0.5

    /// The solver level at which a fill stack's hugging ties are shared out: the views that
    /// stretch past their intrinsic lengths tend to equal lengths along the axis. Below every
    /// priority, so it decides only ties, and above ``arrangedIndexTieBreakLevel``, so a
    /// hugging tie stretches the views alike rather than the last one; a compression tie is
    /// not touched and still goes by index (`Window.fillTieConstraints`). [obs] Xcode's saved
    /// frames: ephread/Instructions' Basic_Examples.storyboard lines 314–334
    /// (shared/fixtures/interface-builder): three labels of equal hugging (251), 61, 70 and
    /// 58 pt of text, saved 116.5, 117 and 116.5 wide in a 382 pt stack; customerio-ios'
    /// "Region.US" / "Region.EU" buttons (twelfth held-out set) at 182 and 182.
    /// **[uncertain]**: Apple documents only the index rule; two files.
    public static let fillTieEqualSizeLevel = 0.75

    /// The solver level that makes a fill stack's stretched length (the larger of a view's
    /// length and its intrinsic one) exact before ``fillTieEqualSizeLevel`` compares them.
    public static let fillTieStretchedLengthLevel = 0.9

    /// The fraction of a one-line label's height above its baseline, for `firstBaseline` /
    /// `lastBaseline` of views whose font the engine does not measure: San Francisco's
    /// ascender over its line height (≈ 0.8 at 17 pt). [inferred]; text is not measured.
    public static let baselineFraction = 0.8

    /// The most passes of the layout loop before a layout that keeps changing is reported
    /// as unsettled. UIKit itself gives up after a bounded number of passes (semantics doc 5.6).
    public static let maximumLayoutPasses = 8

    // MARK: Scroll, table and collection views (semantics doc §3; docs/layout-engine.md lists
    // which of these are observed, inferred or uncertain)

    /// The row height a table lays out before cells are measured: 44 pt. iOS 11's automatic
    /// row-height estimate (rule 3.6.b: 15 rows → 660; vaibhavsingh, "How does
    /// estimatedRowHeight work", https://vaibhavsingh-54243.medium.com/how-does-estimatedrowheight-work-35177d0408bc)
    /// and the default `rowHeight` before iOS 11 (Interface Builder writes `rowHeight="44"` for
    /// new tables: 6 of the 12 plain tables in shared/fixtures/interface-builder; PrettyKit
    /// issue 26, https://github.com/vicpenap/PrettyKit/issues/26: "44 px in both plain and
    /// grouped styles"). [obs]
    public static let standardRowHeight = 44.0

    /// The height of a row that neither `rowHeight` nor its cell sizes, when the table's
    /// estimation is off (`estimatedRowHeight` 0, so cells do not size themselves: Apple,
    /// https://developer.apple.com/documentation/uikit/uitableview/estimatedrowheight, "If your
    /// table uses self-sizing cells, the value of this property must not be 0"): the standard
    /// 44 pt row, its cell's content view filling it; iOS 26: 52. [obs] Xcode's saved frames of
    /// tables with `rowHeight="-1"` and no estimate (docs/interface-builder-scores.md "Eleventh
    /// session"): microsoft/appcenter-sdk-apple's Sasquatch Main.storyboard (Xcode 14.3, line
    /// 1524) saves its value1 rows 44 tall, content views filling them, where estimated tables
    /// of the same Xcode save 43.5; rileytestut/Delta's Settings.storyboard
    /// (Xcode 26, lines 1184 and 2288: inset-grouped tables) and bryceco/GoMap's MainStoryboard
    /// (a grouped one) save 17 rows at 52, where Delta's estimated tables save 51.
    /// **[uncertain]**: iOS 26's 52 is seen on Xcode 26's canvas only, not on a device; plain
    /// tables' rows are not observed.
    public static func unestimatedRowHeight(iOS: Int) -> Double {
        iOS >= firstIOSOfLiquidGlass ? 52 : standardRowHeight
    }

    /// `value` rounded up to the pixel grid of a `scale`× screen, as UIKit rounds the sizes it
    /// measures (a label's, a fitted row's); a hair below a pixel (1e-9 pt) stays on it.
    public static func ceilToPixel(_ value: Double, scale: Double) -> Double {
        let pixels = max(1, scale)
        return (value * pixels - 1e-9).rounded(.up) / pixels
    }

    /// The least distance between an inset-grouped table's cards and the table's sides: before
    /// iOS 18, 20 pt on a screen with rounded corners around a sensor housing, also where the
    /// table's layout margins are 16; elsewhere, and on every phone from iOS 18, 16 pt, so the
    /// cards follow the margins (16 on a 375 pt phone, 20 on wider ones).
    /// [obs] Xcode's saved frames of `style="insetGrouped"` tables that are a controller's
    /// root view (outside the fixtures unless named; held-out sets in docs/held-out-sets.md):
    /// - a sensor housing before iOS 18: cells at x 20, 335 wide, on a 375 pt iPhone 11 Pro
    ///   under iOS 17 (hackiftekhar/IQKeyboardManager's example Settings.storyboard line 51);
    /// - a sensor housing from iOS 18: cells at x 16, 343 wide, on the 375 pt iPhone 11 Pro class
    ///   screen under iOS 18 (Yubico/yubioath-ios' Main.storyboard, Xcode 16, eleventh set) and
    ///   iOS 26 (doo/scanbot-sdk-example-ios' ClassicComponentsExample Main.storyboard line 35,
    ///   a 375 pt table, thirteenth set); at x 20, 350 wide, on a 390 pt iPhone 12 under iOS 18,
    ///   where the margins are 20 (mssun/passforios' Main.storyboard, line 955); at x 20, 374
    ///   wide, on a 414 pt iPhone 11 under iOS 26 (shared/fixtures/interface-builder/
    ///   Ranchero-Software__NetNewsWire__Inspector.storyboard line 169);
    /// - without a housing: cells at x 16, 343 wide, on a 375 pt iPhone 8 class screen under
    ///   iOS 16 (ColdGrub1384/Pyto's Theme Chooser.storyboard line 150) and iOS 26
    ///   (rileytestut/Delta's Settings.storyboard line 31 and PauseMenu.storyboard).
    /// [uncertain: Apple documents no figure; the iOS 17 → 18 boundary rests on
    /// IQKeyboardManager's file against Yubico's, one each]
    public static func insetGroupedMinimumSideInset(hasSensorHousing: Bool, iOS: Int) -> Double {
        hasSensorHousing && iOS < 18 ? 20 : 16
    }

    /// A plain table's section header (and footer) height when the section has a title: 28 pt.
    /// [obs] Interface Builder's default `sectionHeaderHeight="28" sectionFooterHeight="28"` for
    /// plain tables (11 of 12 in shared/fixtures/interface-builder); the saved frames of
    /// HeroTransitions/Hero LegacyExamples/Main.storyboard (Xcode 11): a titled section's first
    /// row 28 pt below the previous section's last, an untitled first section's row at y 0
    /// (a plain section without a title has no header).
    public static let plainSectionHeaderHeight = 28.0

    /// A plain table's titled section footer: 28 pt, Interface Builder's default
    /// `sectionFooterHeight="28"` (as above). [uncertain: no saved frame shows a titled footer]
    public static let plainSectionFooterHeight = 28.0

    /// A grouped (and inset-grouped) table's section header height without a title: 18 pt.
    /// [obs] Interface Builder's default `sectionHeaderHeight="18"` for grouped and inset-grouped
    /// tables (shared/fixtures: NetNewsWire Inspector.storyboard; xmartlabs/XLPagerTabStrip,
    /// hackiftekhar/IQKeyboardManager storyboards); saved frames: 36 pt between two untitled
    /// sections (18 footer + 18 header) in XLPagerTabStrip Example/Storyboard.storyboard
    /// (Xcode 10) and NetNewsWire iOS/Inspector/Inspector.storyboard (Xcode 16).
    public static let groupedSectionHeaderHeight = 18.0

    /// A grouped (and inset-grouped) table's section footer height: 18 pt (sources as
    /// ``groupedSectionHeaderHeight``). [obs]
    public static let groupedSectionFooterHeight = 18.0

    /// The header of a grouped table's first section when it has no title: 35 pt before
    /// iOS 15, then the ordinary 18 (``groupedSectionHeaderHeight``). [obs] XLPagerTabStrip
    /// Example/Storyboard.storyboard (Xcode 10, iOS 12 rendering) and louisdh/openterm's
    /// Main.storyboard (Xcode 9): first rows at y 35; kouhan.cn, "extra 35-pixel top padding"
    /// of grouped tables (http://www.kouhan.cn/en/article/00015815). From iOS 15, first rows at
    /// 18: ish-app/ish's Roots.storyboard (Xcode 13) and three static tables of blinksh/blink's
    /// Settings.storyboard (Xcode 15) (held-out sets, docs/held-out-sets.md), as inset-grouped
    /// tables (NetNewsWire Inspector.storyboard, Xcode 16). [uncertain: iOS 13–14 not observed]
    public static func groupedFirstSectionHeaderHeight(iOS: Int) -> Double { iOS >= 15 ? groupedSectionHeaderHeight : 35 }

    /// A grouped or inset-grouped section header with a title: 38 pt. [obs] Saved frames of
    /// IQKeyboardManager Example/…/Main.storyboard (grouped) and NetNewsWire Inspector.storyboard
    /// (inset grouped), Xcode 15–16: 56 pt between titled sections (18 footer + 38 header).
    /// [uncertain before iOS 15; SwiftMessages' Demo Main.storyboard (Xcode 15) shows a first
    /// titled header of 55.5]
    public static let titledGroupedSectionHeaderHeight = 38.0

    /// The header of a grouped table's first section when it has a title: 55.3 pt, saved as
    /// 55.5 on 2× screens and 55.33 on 3× ones. [obs] SwiftKickMobile/SwiftMessages Demo
    /// Main.storyboard (Xcode 15, 2×): 55.5; Alamofire/Alamofire Example/Resources/Base.lproj/
    /// Main.storyboard lines 51–54 (Xcode 10, iOS 12, 3×): the first row at y 55.33 under the
    /// "Data" header. [uncertain: the unrounded figure is inferred from the two roundings]
    /// Inset-grouped tables alike (Yubico/yubioath-ios' AddCredential.storyboard and
    /// mssun/passforios' Main.storyboard, Xcode 16; threema's MediaPreview storyboard, Xcode
    /// 26: first rows at 55.5 and 55.33). Under a navigation bar showing a large title the
    /// first titled header is an ordinary 38: rileytestut/Delta's Settings root and
    /// BranchMetrics' Branch-TestBed Main.storyboard, both `largeTitleDisplayMode="always"` in
    /// a `largeTitles` bar (first rows at 38), where every table above without a large title
    /// has 55.5 (held-out sets, docs/held-out-sets.md); Interface Builder's "Prototype Cells"
    /// header alike (NordicSemiconductor's CoreBluetooth-Mock and nRF Mesh, Xcode 26: first
    /// prototypes at 38 under `largeTitles` bars), and pushed tables whose `automatic` items
    /// take the large title from the items below them (Delta's grouped "Portrait" table at 38,
    /// its "Sync Status" rows under a `never` item at 55.5).
    public static let titledGroupedFirstSectionHeaderHeight = 55.3

    /// The titled grouped headers of iOS 14's and 15's tables: the first section's 49.5 pt,
    /// later sections' 32 — 6 pt shorter than before and after. [obs] Files outside the
    /// fixtures: raulriera/TextFieldEffects' TextFieldsDemo Main.storyboard (Xcode 12.5; grouped,
    /// titled sections, 20 pt footers written: first row at y 49.5, 52 pt between sections; its
    /// rows moved there from 55.5 when Xcode 12.5 re-saved it), openfoodfacts-ios' (first 49.5,
    /// later 32) and kodeco itdd-materials' MyBiz Main.storyboard (Xcode 13.0: a static table's
    /// first row at 49.5); an Xcode 11 (iOS 13) file keeps 55.5 (DKImagePickerController's
    /// example storyboard), as do Xcode 15's (blink), and Xcode 12.0–12.4's, whose SDKs predate
    /// iOS 14.5 (``titledGroupedSectionHeaderHeightsBeforeIOS14_5``: Tofu's Main.storyboard,
    /// Xcode 12.3). **[uncertain]** iOS 16: no sample. `pointRelease`: iOS 14's point release,
    /// when known (`Window.iOSPointRelease`); unknown, 14.5's figures.
    public static func titledGroupedSectionHeaderHeights(iOS: Int, pointRelease: Int? = nil) -> (first: Double, later: Double) {
        let shorter = iOS == 15 || (iOS == 14 && reaches(pointRelease, pointReleaseOfShorterGroupedHeaders))
        return shorter ? titledGroupedSectionHeaderHeightsOfIOS14_5 : titledGroupedSectionHeaderHeightsBeforeIOS14_5
    }

    /// The titled grouped headers of iOS 14.5 to 15: the first section's 49.5 pt, later
    /// sections' 32 (``titledGroupedSectionHeaderHeights(iOS:pointRelease:)``, its sources).
    public static let titledGroupedSectionHeaderHeightsOfIOS14_5 = (first: 49.5, later: 32.0)

    /// Whether a point release (`Window.iOSPointRelease`) is `release` or later; an unknown one
    /// is the major version's last, so it is.
    static func reaches(_ pointRelease: Int?, _ release: Int) -> Bool {
        pointRelease.map { $0 >= release } ?? true
    }

    /// The titled grouped headers before iOS 14.5 (and from iOS 16): the first section's
    /// ``titledGroupedFirstSectionHeaderHeight``, later ones' ``titledGroupedSectionHeaderHeight``.
    /// iOS 14's shorter ones came with 14.5: [obs] files saved by Xcode 12.0–12.4 (the iOS
    /// 14.0–14.4 SDKs) keep 55.3 — mopub-ios-sdk's Canary Main.storyboard and CiscoDevNet's
    /// DNASpacesSDKSampleApp (17156), covid19cz/erouska-ios' Help.storyboard (17701): first
    /// grouped and inset-grouped prototypes at 55.5 and 55.33 (held-out sets) — where Xcode
    /// 12.5's (18122: TextFieldEffects, above) draw 49.5. A window whose point release is not
    /// known takes 14.5's figures; Interface Builder's canvases of the earlier SDKs give theirs
    /// (`Window.iOSPointRelease`).
    public static let titledGroupedSectionHeaderHeightsBeforeIOS14_5 = (first: titledGroupedFirstSectionHeaderHeight,
                                                                       later: titledGroupedSectionHeaderHeight)

    /// The point release of iOS 14 whose titled grouped headers are shorter (14.5:
    /// ``titledGroupedSectionHeaderHeights(iOS:pointRelease:)``).
    public static let pointReleaseOfShorterGroupedHeaders = 5

    /// From iOS 15, a grouped table's titled footer is its wrapped title (13 pt footnote
    /// lines) plus 14 pt, and a titled header whose section also has a footer title is 7.5 pt
    /// taller than ``titledGroupedSectionHeaderHeight`` (45.5). [obs] Outside the fixtures
    /// (held-out sets, docs/held-out-sets.md): rileytestut/Delta's Settings.storyboard (Xcode
    /// 26, 2×): between a section's last row and the next titled section's first, 91.5 pt after
    /// each of ten two-line footers (46 + 45.5 where the next section has a footer title, as all
    /// but one do, 46 + 38 + 7.5 where it has none), 75.5 after a one-line one (30 + 45.5), 171.5
    /// after a seven-line one (126 + 45.5), 63.5 from an untitled 18 pt footer to a section with
    /// one (18 + 45.5) and 56 to a section without (18 + 38); blinksh/blink's Settings.storyboard
    /// (Xcode 15, iOS 17): 63.5 and 48 (a one-line footer, 30, before an untitled 18 pt header).
    /// **[uncertain]** the footers before iOS 15 (no figures) and the 7.5, whose cause is not
    /// known.
    public static let groupedFooterTitlePadding = 14.0

    /// The extra height of a titled grouped header whose section has a footer title (see
    /// ``groupedFooterTitlePadding``), in every release seen: from iOS 15 (Delta, blink) and
    /// before it — louisdh/openterm's Main.storyboard (Xcode 9: rows at lines 29 and 51, 63.5 pt
    /// from an 18 pt footer to the first row of "Appearance", whose footer title is empty) and
    /// DKImagePickerController's example storyboard (Xcode 11).
    public static let groupedHeaderExtraWithFooterTitle = 7.5

    /// A grouped footer whose title is empty (`footerTitle=""`), from iOS 13: 22 pt. [obs]
    /// Delta's Settings.storyboard (above, Xcode 26): 60 pt from the last row of a section with
    /// an empty footer title to the next section's first row, under a 38 pt header, twice;
    /// zhangao0086/DKImagePickerController's example Main.storyboard (Xcode 11, iOS 13; third
    /// held-out set): 67.5 = 22 + 45.5 before the titled "Export" and "Appearance" sections
    /// (lines 229, 273). Under iOS 12 it is the plain 18: louisdh/openterm's Main.storyboard
    /// (toolsVersion 14109, Xcode 10): 63.5 = 18 + 45.5 after two empty footer titles (rows at lines 50 and 250).
    public static let emptyGroupedFooterTitleHeight = 22.0

    /// The first iOS whose empty grouped footer titles are ``emptyGroupedFooterTitleHeight``
    /// tall (the plain ``groupedSectionFooterHeight`` before).
    public static let firstIOSOfEmptyGroupedFooterTitleHeight = 13

    /// How far a grouped table's footer text sits inside an inset-grouped card: 16 pt, the
    /// cells' content margin there. [inferred] Delta's Settings.storyboard (above): its cells'
    /// labels at x 16 of 343 pt cards, and its footers' line counts, which wrapping at the
    /// 311 pt this leaves reproduces (one line for "Manage settings for individual emulation
    /// cores.", two for the longer ones).
    public static let groupedFooterTextInset = 16.0

    /// `sectionHeaderTopPadding`'s automatic value (iOS 15+): the padding above the headers of a
    /// plain table. Apple documents only that the default is `automaticDimension`
    /// (https://developer.apple.com/documentation/uikit/uitableview/sectionheadertoppadding);
    /// 22 pt is inferred from onevcat/Kingfisher Demo Main.storyboard (Xcode 15): a plain
    /// section's first row at 50 = 28 + 22. [uncertain]
    public static let automaticSectionHeaderTopPadding = 22.0

    /// The room a standard cell accessory takes beyond the cell's trailing layout margin: the
    /// content view ends this much inside that margin (`TableViewCell.accessoryType`); `nil`
    /// where the engine has no figure (the caller then gives the inset). UIKit publishes none.
    /// [obs] Saved frames of disclosure-indicator cells (fixtures and held-out sets,
    /// docs/interface-builder-scores.md "Twelfth session"): the content view is short of the
    /// cell by the 16 or 20 pt margin and 10.5 pt (2×) or 10.33 (3×) under iOS 16 to 26 (26.5,
    /// 30.5 and 30.33 in about 250 cells of Xcode 14 to 26), 11 or 11.33 under iOS 13 and 14
    /// (NetNewsWire's SettingsComboTableViewCell.xib: 31 in a 414 pt cell), 18 under iOS 12
    /// (38 and 34) and 17 before (33). iOS 15's depends on the point release, 2× screens only:
    /// 9.5 under 15.0 and 15.1, 8.5 from 15.2 (``iOS15_0DisclosureRoom``,
    /// ``iOS15_2DisclosureRoom``), and 8.5 where the point release is not known (the last
    /// releases', as for iOS 11's and 14's point-release figures); `nil` on 3× screens. A
    /// checkmark or an info button (`detailButton`) takes 24 pt from iOS 16 on both scales
    /// (NordicSemiconductor's nRF Connect Device Manager example, Xcode 26: 32 info buttons in
    /// 375 pt cells with 16 pt margins at 40; others at 44 with 20 pt margins, checkmarks at 40
    /// and 44 alike); earlier, and for the info button with a chevron, too few cells: `nil`.
    public static func accessoryWidth(_ type: TableViewCell.AccessoryType, iOS: Int, pointRelease: Int? = nil,
                                      scale: Double) -> Double? {
        if type == .checkmark || type == .detailButton { return iOS >= firstIOSOfCurrentAccessoryRoom ? 24 : nil }
        guard type == .disclosureIndicator else { return nil }
        let threeX = scale >= 3
        switch iOS {
        case ...11: return 17
        case 12: return 18
        case 13...14: return threeX ? 34.0 / 3 : 11
        case firstIOSOfCurrentAccessoryRoom...: return threeX ? 31.0 / 3 : 10.5
        default:  // iOS 15
            guard !threeX else { return nil }
            return reaches(pointRelease, pointReleaseOfNarrowerIOS15Disclosure) ? iOS15_2DisclosureRoom : iOS15_0DisclosureRoom
        }
    }

    /// A disclosure indicator's room beyond the margin under iOS 15.0 and 15.1, 2× screens.
    /// [obs] Held-out sets (docs/held-out-sets.md): Xcode 13.0 (toolsVersion 19162) saves
    /// content views 9.5 pt inside the trailing margin (JXCategoryView's and JXPagingView's
    /// examples, home-assistant's: 29.5 and 25.5 in 75 cells).
    public static let iOS15_0DisclosureRoom = 9.5

    /// A disclosure indicator's room beyond the margin from iOS 15.2, 2× screens. [obs] Xcode
    /// 13.2 and later (19455 to 20037) save 8.5 (Agrume, ruuvi, siskin-im, mixpanel, Pyto,
    /// digitalhealthpass: 24.5 and 28.5 in 36 cells). One landscape 3× file saves 9.67, too
    /// few for a figure.
    public static let iOS15_2DisclosureRoom = 8.5

    /// The point release of iOS 15 from which a disclosure indicator takes
    /// ``iOS15_2DisclosureRoom``.
    public static let pointReleaseOfNarrowerIOS15Disclosure = 2

    /// The first iOS whose accessories take the room of ``accessoryWidth(_:iOS:pointRelease:scale:)``'s
    /// newest figures (10.5 / 10.33 for a disclosure indicator, 24 for a checkmark or an info
    /// button).
    static let firstIOSOfCurrentAccessoryRoom = 16

    /// How far short of the cell's trailing edge a built-in style ends the label that ends its
    /// row (a default cell's `textLabel`, a value1 cell's `detailTextLabel`), as far as the
    /// content view reaches and past its trailing margin, on the iOS versions that did; `nil`
    /// where the label ends at that margin (iOS 13 and later, and iOS 11.3 and later without
    /// an accessory). UIKit publishes no figure. [obs] Saved frames (fixtures and held-out sets,
    /// docs/held-out-sets.md):
    /// - beside an accessory, before iOS 13, ``legacyBuiltInLabelAccessoryClearance`` (35 pt):
    ///   340 of 375 with 342 pt content views under iOS 11 (RxSwiftCommunity/RxDataSources,
    ///   Xcode 9) and 341 under iOS 12 (matomo-sdk-ios, Alamofire, toolsVersion 14460, Xcode 10; two value1
    ///   details of GitHawk's Settings.storyboard), and at 340 of a 349 pt content view with
    ///   8 pt table margins (matomo-sdk-ios); 285 of 320 (iOS 10, Xcode 8) and 565 of 600; at
    ///   the content view's end where that is further in: 502 of an iPad form sheet's 540
    ///   (louisdh/openterm, 14109, Xcode 10), 375 of 414 beside a checkmark (iOS 11);
    /// - without one, before iOS 11.3, ``legacyBuiltInLabelEdgeInset`` (15 pt) whatever the
    ///   margins: WenchaoD/FSCalendar's Objective-C example (toolsVersion 13196, iOS 11.2's SDK, 414 pt cells)
    ///   with value1 details ending at 399 beside text labels at the 20 pt margin and default
    ///   labels from 20 to 399; FSPagerView's example (375 pt) from 16 to 360; kiwix-apple's
    ///   Library.storyboard (12100, Xcode 8): a value1 detail at 399 of 414.
    ///
    /// From iOS 11.3 labels without an accessory end at the margin (IBAnimatable's
    /// Interactions.storyboard, 13771, a later Xcode 9: 16 to 359 of 375; 21 cells of Xcode 10), and from
    /// iOS 13 beside one too (about 150 cells of Xcode 11 and later). `pointRelease`: iOS 11's,
    /// when known (`Window.iOSPointRelease`); unknown, iOS 11.3's and later figures.
    public static func legacyBuiltInLabelClearance(iOS: Int, pointRelease: Int? = nil, besideAccessory: Bool) -> Double? {
        guard iOS < firstIOSOfMarginPlacedCellText else { return nil }
        if besideAccessory { return legacyBuiltInLabelAccessoryClearance }
        let marginEnded = iOS > iOSOfMarginEndedPlainCellText
            || (iOS == iOSOfMarginEndedPlainCellText && reaches(pointRelease, pointReleaseOfMarginEndedPlainCellText))
        return marginEnded ? nil : legacyBuiltInLabelEdgeInset
    }

    /// ``legacyBuiltInLabelClearance(iOS:pointRelease:besideAccessory:)`` beside an accessory: 35 pt.
    public static let legacyBuiltInLabelAccessoryClearance = 35.0

    /// ``legacyBuiltInLabelClearance(iOS:pointRelease:besideAccessory:)`` without an
    /// accessory before iOS 11.3: 15 pt.
    public static let legacyBuiltInLabelEdgeInset = 15.0

    /// The first iOS whose built-in styles end their row's last label at the content view's
    /// trailing margin beside an accessory.
    public static let firstIOSOfMarginPlacedCellText = 13

    /// The release (iOS 11.3) from which built-in styles end their row's last label at the
    /// content view's trailing margin in a cell without an accessory: its major version and
    /// point release.
    public static let iOSOfMarginEndedPlainCellText = 11
    /// The point release of ``iOSOfMarginEndedPlainCellText``.
    public static let pointReleaseOfMarginEndedPlainCellText = 3

    /// The first iOS with `sectionHeaderTopPadding` (Apple: "iOS 15.0+"), whose automatic value
    /// pads plain tables' headers (``automaticSectionHeaderTopPadding``). The same release is
    /// where Xcode's canvas stopped drawing a taller written height over plain prototypes
    /// (Interface Builder's reader, `IBLayout+Tables`).
    public static let firstIOSWithSectionHeaderTopPadding = 15

    /// A table cell separator's thickness in device pixels: one (a hairline). [uncertain: not
    /// published; the engine uses 1 / scale points]
    public static let separatorThicknessInPixels = 1.0

    /// The separator's thickness in points on a screen of `scale` (one pixel).
    public static func separatorThickness(scale: Double) -> Double { separatorThicknessInPixels / max(1, scale) }

    /// `UICollectionViewFlowLayout.itemSize` default: 50 × 50 pt. [doc] Apple,
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize
    public static let flowLayoutItemSize = Size(width: 50, height: 50)

    /// `UICollectionViewFlowLayout.minimumLineSpacing` default: 10 pt. [doc] Apple,
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimumlinespacing
    public static let flowLayoutMinimumLineSpacing = 10.0

    /// `UICollectionViewFlowLayout.minimumInteritemSpacing` default: 10 pt. [doc] Apple,
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing
    /// (qiita takehilo, https://qiita.com/takehilo/items/d0e56f88a42fb8ed1185, observes 10 too).
    public static let flowLayoutMinimumInteritemSpacing = 10.0

    /// A refresh control's height at rest: 60 pt. [obs] React Native pull request 14259
    /// (https://github.com/facebook/react-native/pull/14259): the control's
    /// `frame.size.height` "starts with a default value of 60".
    public static let refreshControlHeight = 60.0
}
