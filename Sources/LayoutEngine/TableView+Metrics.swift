// UIKit's figures for table cells that self-size and for their margins and content views, each
// with its source (semantics doc 3.6). They extend UIKitMetrics, where every UIKit figure of
// the engine is looked up; they live beside the table code that applies them.

extension UIKitMetrics {
    /// A table cell's top and bottom layout margins under `iOS`'s rules.
    ///
    /// iOS 26: 15 pt. [obs] Xcode 26's saved frames: a label pinned to the content view's top
    /// and bottom margins sits 15 pt in (shared/fixtures/interface-builder,
    /// Ranchero-Software__NetNewsWire__Inspector.storyboard lines 321 and 365: y 15 in 31 pt
    /// rows; firebase__quickstart-ios__PostTableViewCell.xib lines 37 and 43: the title 15 pt
    /// below the top margin's edge, the body 8 pt above a bottom margin 15 pt from the cell's
    /// bottom). UIKit documents only that a cell's vertical margins grow with the text size
    /// while its content view's do not (rdar 42808310, https://openradar.appspot.com/42808310).
    /// Before iOS 26: 11 pt. [obs] Saved frames in public storyboards outside the fixtures:
    /// LoopKit/Loop, Loop/Base.lproj/Main.storyboard lines 73–88 (Xcode 14, iOS 16): a label
    /// pinned to the content view's top margin at y 11; openfoodfacts/openfoodfacts-ios,
    /// Sources/Views/Settings/Settings.storyboard lines 625 and 741–742 (Xcode 12, iOS 14): a
    /// stack between the top and bottom margins of a 75 pt row at y 11, 53 tall. Before iOS 11
    /// the plain view default (8 pt) stands in. [uncertain before iOS 14; none before iOS 11]
    public static func tableCellVerticalMargin(iOS: Int) -> Double {
        if iOS >= UIKitMetrics.firstIOSOfLiquidGlass { return 15 }
        return iOS >= 11 ? 11 : defaultLayoutMargin
    }

    /// Whether a cell's content view stops a separator's height above the cell's bottom
    /// (when the table draws separators), under `iOS`'s rules.
    ///
    /// Up to iOS 13, yes: a row of 80 pt has a content view of 79.5 on a 2× screen
    /// ([obs] HeroTransitions__Hero__Main.storyboard lines 22–25, 49–52, Xcode 11), and
    /// UIKit's own constraint log shows a content view a separator shorter than its row (a
    /// Stack Overflow question of 2020 mirrored at https://example-a.com/answer/62599451 :
    /// `UIView-Encapsulated-Layout-Height` 54.3333 where the content asks for 54.67, "the
    /// separator line, which is 0.33 points on the 11 Pro"). From iOS 17 the content view fills the row
    /// ([obs] Xcode 15–26 frames: FloatingPanel Samples_Main.storyboard lines 42–45,
    /// Kingfisher Main.storyboard lines 1130–1133, firebase database_Main.storyboard lines
    /// 283–286). [uncertain: the release in between that changed it; iOS 14 here]
    public static func tableCellContentViewLeavesSeparator(iOS: Int) -> Bool {
        iOS < 14
    }

    /// The height a self-sizing row takes when its content's constraints give it no height:
    /// UIKit logs "constraints ambiguously suggest a height of zero for a tableview cell's
    /// content view. We're considering the collapse unintentional and using standard height
    /// instead" (quoted in rdar 46234942, https://github.com/lionheart/openradar-mirror/issues/20760).
    ///
    /// The standard height is the 44 pt row less its separator (`separatorHeight`: one pixel,
    /// none in a table without separators): [obs] 43.5 on a 2× screen for a prototype with no
    /// height from its content, in Xcode 15's saved frames
    /// (scenee__FloatingPanel__Samples_Main.storyboard lines 42 and 817); 44 in a table with
    /// `separatorStyle="none"` (AgoraIO/Basic-Video-Call's OpenVideoCall Main.storyboard,
    /// Xcode 11, static rows whose labels are only centred, lines 185–302; thirteenth held-out
    /// set, docs/held-out-sets.md). iOS 26: 51 pt, [obs] Xcode 26's saved frames of rows whose
    /// controls are only centred (Ranchero-Software__NetNewsWire__Inspector.storyboard lines 42,
    /// 67, 97, 231: 51 pt). [uncertain: releases before iOS 17 are not observed]
    public static func tableCollapsedRowHeight(iOS: Int, separatorHeight: Double) -> Double {
        iOS >= UIKitMetrics.firstIOSOfLiquidGlass ? 51 : standardRowHeight - separatorHeight
    }

    /// The first iOS whose self-sizing row, when its content gives no height, is
    /// ``tableCollapsedRowHeight(iOS:separatorHeight:)`` in all, its content view included:
    /// iOS 13. Before, the row is the standard 44 pt with the separator below a 43.5 pt content
    /// view, as a built-in style's least row is. [obs] pujiaxin33/JXCaptain
    /// Example/Example/Base.lproj/Main.storyboard (099dfe21, Xcode 10.1, retina6_1), lines
    /// 41–47 and 24 rows more: static rows whose only label is centred saved 44 tall with
    /// 43.5 pt content views. From Xcode 11, 43.5 in all (kodeco alt-materials' MessagingApp
    /// Main.storyboard line 157).
    public static let firstIOSOfShortCollapsedRows = 13

    /// The space a self-sizing subtitle cell's row leaves around its two labels, in all: 20.5 pt
    /// (`subtitleCellVerticalPadding(iOS:)`). [obs] Xcode's saved frames, 2×, 17 and 12 pt
    /// labels (20.5 and 14.5 tall) in 55.5 pt rows: LINE SDK's sample (Xcode 11), tigase/
    /// siskin-im (Xcode 14), hackiftekhar/IQListKit (Xcode 14; held-out sets,
    /// docs/held-out-sets.md). **[uncertain]**: at 3× the rule gives 55.33 for the same labels
    /// where ish saves 55.67 and NordicSemiconductor 55; rileytestut/Delta's iOS 26 row is 56
    /// (21 around the labels); text styles leave about 22 (KeePassium, erouska, mopub); and at
    /// 2× the 20.5 may be 20 plus the separator, so a table without separators may fit 0.5 less.
    public static let subtitleCellVerticalPadding = 20.5

    /// ``subtitleCellVerticalPadding`` under `iOS`'s rules: from iOS 13; nil before, where a
    /// self-sizing subtitle row is the standard one (kodecocodes/RWDevCon-App, Xcode 9: the same
    /// pair in a 44 pt row). **[uncertain]** iOS 12: no file of Xcode 10 shows one.
    public static func subtitleCellVerticalPadding(iOS: Int) -> Double? {
        iOS >= 13 ? subtitleCellVerticalPadding : nil
    }
}
