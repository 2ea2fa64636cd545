import Cassowary

/// A view's `keyboardLayoutGuide` (`UIKeyboardLayoutGuide`, iOS 15): the space the keyboard
/// takes. The keyboard is never on screen in a headless layout, so the guide is what UIKit
/// makes it then: the view's full width at its bottom, as tall as its safe area's bottom inset
/// (``usesBottomSafeArea``, on by default), or no height at all without it.
///
/// [doc] developer.apple.com/documentation/uikit/uikeyboardlayoutguide/usesbottomsafearea;
/// Apple's sample "Adjusting your layout with keyboard layout guide": "When the keyboard isn't
/// onscreen, the guide is at the bottom of the window and has a height equal to the bottom of
/// the current safeAreaInsets". **[uncertain]** for a view that ends above the window's bottom
/// (a sheet, a child view): the guide is kept at the view's own bottom.
public final class KeyboardLayoutGuide: LayoutItem {
    /// The guide's rectangle, an inset guide of its view whose top inset the layout pass computes.
    let guide: InsetGuide

    init(_ guide: InsetGuide) {
        self.guide = guide
    }

    /// `usesBottomSafeArea` (iOS 17): whether the guide's top follows the safe area's bottom
    /// (true, the default) or the view's bottom (false: with the keyboard away the guide has
    /// no height, so what is pinned above it reaches the home indicator).
    public var usesBottomSafeArea: Bool {
        get { guide.usesBottomSafeArea }
        set {
            guard newValue != guide.usesBottomSafeArea else { return }
            guide.usesBottomSafeArea = newValue
            guide.owner?.setNeedsLayout()
        }
    }

    /// `followsUndockedKeyboard`: whether the guide follows a floating or undocked keyboard. Kept
    /// for code written against UIKit; with the keyboard away it changes nothing.
    public var followsUndockedKeyboard = false

    public var identifier: String { guide.identifier }
    public var owningView: View? { guide.owningView }
    public func expression(for attribute: LayoutAttribute) -> Expression { guide.expression(for: attribute) }
}
