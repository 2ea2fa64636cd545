// Intrinsic content sizes of the controls a storyboard describes. Xcode does not store them;
// UIKit measures text with the font's real metrics, which are not available headlessly. What
// follows is an approximation, documented in docs/interface-builder.md; the figures it applies
// are `IBControlMetrics`' (IBControlMetrics.swift), each with its source.

import DeviceCatalog
import LayoutEngine

/// The approximate intrinsic size of an Interface Builder view, or `nil` components where the
/// view has none (`UIView.noIntrinsicMetric`).
struct IBIntrinsicSize {
    let scale: Double
    let iOS: Int
    let images: [String: Size]
    /// The text styles' sizes and leading the layout draws at (``IBControlMetrics/textStyles``:
    /// Large, unless a canvas draws another content size).
    var textStyles = IBControlMetrics.textStyles
    /// System symbols (`<image catalog="system">`) with the proportions the file records.
    var symbols: [String: Size] = [:]
    /// Whether the layout is on an iPad, whose standalone toolbars keep their height under
    /// iOS 26 (``IBControlMetrics/standaloneBarHeight(_:iOS:isPad:)``).
    var isPad = false
    /// The app's own font files, for custom fonts (``IBFontLibrary``).
    var fonts = IBFontLibrary()

    /// `value` rounded up to the device's pixel grid, as UIKit rounds a label's size.
    func ceilToPixel(_ value: Double) -> Double { UIKitMetrics.ceilToPixel(value, scale: scale) }

    /// The height of a line of `font` at `pointSize`: San Francisco's; for a custom font, its
    /// file's (``fonts``) or its family's known line
    /// (``IBControlMetrics/familyLineHeightPerPoint``).
    func lineHeight(_ pointSize: Double, font: IBFont? = nil) -> Double {
        if let name = font?.name, let face = fonts.face(named: name) { return face.lineHeight(pointSize: pointSize) }
        if let family = standInFamily(of: font), let ratio = IBControlMetrics.familyLineHeightPerPoint[family] {
            return pointSize * ratio
        }
        return pointSize * IBControlMetrics.lineHeightPerPoint
    }

    /// The family whose published figures stand in for a named font (`name=`) the app's font
    /// files do not give (``fonts``): what ``IBControlMetrics``' family tables are looked up by.
    /// `nil` for the system font and for a font whose own file is at hand.
    func standInFamily(of font: IBFont?) -> String? {
        guard let font, let name = font.name, fonts.face(named: name) == nil else { return nil }
        return font.family
    }

    /// The size of `view`'s content.
    func size(of view: IBView) -> (width: Double?, height: Double?) {
        let c = view.content
        var placeholder: (Double?, Double?) = (nil, nil)
        if case .points(let w)? = c.placeholderIntrinsicWidth { placeholder.0 = w }
        if case .points(let h)? = c.placeholderIntrinsicHeight { placeholder.1 = h }
        if placeholder.0 != nil || placeholder.1 != nil || c.placeholderIntrinsicWidth == IBPlaceholderDimension.none {
            return placeholder
        }
        // UIKit's intrinsic sizes are in alignment-rectangle terms; the frame adds the insets
        // back (View.alignmentRectInsets, set from the same table).
        let frame = frameSize(of: view), insets = IBControlMetrics.alignmentRectInsets(of: view.kind, iOS: iOS)
        return (frame.width.map { $0 - insets.left - insets.right }, frame.height.map { $0 - insets.top - insets.bottom })
    }

    /// The size of `view`'s frame when it has its content's size (its alignment rectangle plus
    /// ``IBControlMetrics/alignmentRectInsets(of:iOS:)``).
    private func frameSize(of view: IBView) -> (width: Double?, height: Double?) {
        let c = view.content
        let pointSize = pointSize(c.font)
        switch view.kind {
        case .label:
            return labelSize(of: view, wrappingAt: c.preferredMaxLayoutWidth)
        case .button:
            let title = c.title ?? ""
            if title.isEmpty, c.imageName == nil,
               ["infoLight", "infoDark", "detailDisclosure", "contactAdd"].contains(c.buttonType ?? "") {
                let size = IBControlMetrics.systemImageButtonSize(iOS: iOS)
                return (size.width, size.height)
            }
            if c.buttonConfigurationStyle != nil {
                let font = c.buttonConfigurationTitleFont ?? c.font
                let size = self.pointSize(font) ?? IBControlMetrics.defaultLabelPointSize
                let pad = IBControlMetrics.configurationButtonPadding
                // An image of the app's own and no title: the image inside the padding. [obs]
                // Held-out sets, plain configurations with no size constraint: Scandit's 24 pt
                // Close image saved 48 × 38 (Xcode 15), mediapipe's 50 pt ic_add 74 × 64,
                // natane-i's 100.33 × 30 hobby buttons 124.33 × 44 (Xcode 14), a SOPT project's
                // 20 pt icn_password_hidden 44 × 34 (Xcode 13). A system symbol's size follows
                // its own metrics, which the file does not record: left to the padding alone.
                if title.isEmpty, let image = c.imageName.flatMap({ images[$0] }) {
                    return (ceilToPixel(image.width + 2 * pad.horizontal), ceilToPixel(image.height + 2 * pad.vertical))
                }
                // A configuration's title is a label's line (`IBSystemFont.firstIOSTrackingLastGlyph`).
                return (ceilToPixel(textWidth(title, pointSize: size, font: font, tracksLastGlyph: true) + 2 * pad.horizontal),
                        ceilToPixel(lineHeight(size, font: font) + 2 * pad.vertical))
            }
            let isCustom = c.buttonType == nil || c.buttonType == "custom"
            let size = pointSize ?? (isCustom ? IBControlMetrics.defaultCustomButtonPointSize : IBControlMetrics.defaultButtonPointSize)
            let insets = c.contentEdgeInsets ?? .zero
            let image = c.imageName.flatMap { images[$0] } ?? c.imageName.flatMap { name in
                c.symbolPointSize == nil ? symbols[name].map(IBControlMetrics.legacyButtonSymbolSize(proportions:)) : nil
            }
            var width = textWidth(title, pointSize: size, font: c.font) + (image?.width ?? 0) + insets.left + insets.right
            if image == nil, c.imageName == nil, [nil, "system", "roundedRect"].contains(c.buttonType) {
                width = max(width, IBControlMetrics.legacyButtonMinimumWidth)
            }
            let titleHeight = IBControlMetrics.legacyButtonTitleHeight(lineHeight: lineHeight(size, font: c.font))
            let background = c.backgroundImageName.flatMap { images[$0] }
            let height: Double
            if let background {
                // Over a background image the title gets no padding, and the button is at least
                // the image's size on each axis. [obs] PacktPublishing's iOS 14, 15 and 16
                // Programming for Beginners (Xcode 12, 13, 13.3; twelfth held-out set):
                // RestaurantDetail's "7:30pm" buttons over the 68 × 27 `time-bg`, with no
                // constraint on either axis, saved 68 × 27 where the title alone is 57 wide.
                height = max(title.isEmpty ? 0 : titleHeight, background.height - insets.top - insets.bottom)
                width = max(width, background.width)
            } else if let image {
                // Beside an image the title gets no padding (`legacyButtonVerticalPadding`).
                height = max(title.isEmpty ? 0 : titleHeight, image.height)
            } else if c.contentEdgeInsets != nil {
                // Insets the file sets (`<inset key="contentEdgeInsets">`, zero included) take
                // the padding's place. [obs] Held-out sets, buttons with no height constraint:
                // Charts' 17 pt titles with 7 + 7 saved 35 (21 + 14, Xcode 9 and 14),
                // nextcloud's with 12 + 12 at 45, Siskin IM's with 10 + 10 at 41, threema's and
                // MixinNetwork's with 0 + 0 at their line's 21 and 18.
                height = titleHeight
            } else {
                height = titleHeight + 2 * IBControlMetrics.legacyButtonVerticalPadding
            }
            return (ceilToPixel(width), ceilToPixel(height + insets.top + insets.bottom))
        case .textView where view.scroll?.scrollEnabled == false:
            return textViewSize(of: view, wrappingAt: nil)
        case .imageView:
            guard let name = c.imageName, let image = images[name] else { return (nil, nil) }
            return (image.width, image.height)
        case .textField:
            let size = pointSize ?? IBControlMetrics.defaultLabelPointSize
            let line = lineHeight(size, font: c.font)
            let height = c.borderStyle == "roundedRect" ? IBControlMetrics.roundedTextFieldHeight(iOS: iOS)
                : IBControlMetrics.borderlessTextFieldHeight(lineHeight: line, iOS: iOS, ownPointSize: c.font == nil ? nil : size,
                                                            ceilToPixel: ceilToPixel)
            let text = c.text ?? c.placeholder ?? ""
            return (ceilToPixel(textWidth(text, pointSize: size, font: c.font, tracksLastGlyph: true)), height)
        case .switch:
            let size = IBControlMetrics.switchSize(iOS: iOS)
            return (size.width, size.height)
        case .segmentedControl:
            let height = IBControlMetrics.segmentedControlHeight(iOS: iOS)
            guard !c.segmentTitles.isEmpty else { return (nil, height) }
            let metrics = IBControlMetrics.segmentTitle(iOS: iOS)
            let widest = c.segmentTitles.map { textWidth($0, pointSize: metrics.pointSize, font: nil) }.max() ?? 0
            return (ceilToPixel(Double(c.segmentTitles.count) * (widest + metrics.padding)), height)
        case .slider:
            return (nil, IBControlMetrics.sliderHeight(iOS: iOS))
        case .activityIndicatorView:
            let side = IBControlMetrics.activityIndicatorSide(style: c.activityIndicatorStyle)
            return (side, side)
        case .stepper:
            let size = IBControlMetrics.stepperSize(iOS: iOS)
            return (size.width, size.height)
        case .progressView:
            return (nil, IBControlMetrics.progressViewHeight(iOS: iOS))
        case .pickerView:
            return (nil, IBControlMetrics.pickerViewHeight)
        case .navigationBar, .toolbar:
            return (nil, IBControlMetrics.standaloneBarHeight(view.kind, iOS: iOS, isPad: isPad))
        case .tabBar:
            return (nil, IBControlMetrics.standaloneTabBarHeight)
        case .searchBar:
            return (nil, IBControlMetrics.searchBarHeight(iOS: iOS))
        default:
            return (nil, nil)
        }
    }
}
