// Views and their per-kind properties.

import DeviceCatalog

/// The UIKit class a view element stands for: the element name.
public enum IBViewKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// `UIView`.
    case view
    /// `UILabel`.
    case label
    /// `UIButton`.
    case button
    /// `UIImageView`.
    case imageView
    /// `UITextField`.
    case textField
    /// `UITextView`.
    case textView
    /// `UISwitch`.
    case `switch`
    /// `UISlider`.
    case slider
    /// `UIStepper`.
    case stepper
    /// `UIStackView`.
    case stackView
    /// `UIScrollView`.
    case scrollView
    /// `UITableView`.
    case tableView
    /// `UITableViewCell`.
    case tableViewCell
    /// A table cell's content view.
    case tableViewCellContentView
    /// `UITableViewHeaderFooterView`.
    case tableViewHeaderFooterView
    /// `UICollectionView`.
    case collectionView
    /// `UICollectionViewCell`.
    case collectionViewCell
    /// A collection cell's content view (newer files; older ones use `<view key="contentView">`).
    case collectionViewCellContentView
    /// `UICollectionReusableView` (section headers and footers).
    case collectionReusableView
    /// `UINavigationBar`.
    case navigationBar
    /// `UIToolbar`.
    case toolbar
    /// `UITabBar`.
    case tabBar
    /// `UISearchBar`.
    case searchBar
    /// `UISegmentedControl`.
    case segmentedControl
    /// `UIActivityIndicatorView`.
    case activityIndicatorView
    /// `UIPageControl`.
    case pageControl
    /// `UIProgressView`.
    case progressView
    /// `UIDatePicker`.
    case datePicker
    /// `UIPickerView`.
    case pickerView
    /// `MKMapView`.
    case mapView
    /// `UIWebView`.
    case webView
    /// `WKWebView`.
    case wkWebView
    /// `UIVisualEffectView` (its content view is a `<view key="contentView">` slot).
    case visualEffectView
    /// A container view: a plain view whose embed segue names a child controller.
    case containerView
    /// `GLKView`.
    case glkView
    /// `SCNView`.
    case sceneKitView
    /// `SKView`.
    case skView
    /// `MTKView`.
    case mtkView
    /// `ARSCNView`.
    case arscnView
    /// `ARSKView`.
    case arskView
    /// `UIRefreshControl`: a table view controller's `<refreshControl key="refreshControl">`
    /// (Refreshing: Enabled), given to its table, never a subview.
    case refreshControl
    /// Any element in a view position whose name is not in this list; read as a plain view, with
    /// a warning (``IBWarning/Kind/unknownViewElement(_:)``).
    case unknown

    /// A table's row or section header, as wide as its table.
    public var isTableRow: Bool { self == .tableViewCell || self == .tableViewHeaderFooterView }
    /// A collection view's cell or supplementary view, sized by the collection's layout.
    public var isCollectionItem: Bool { self == .collectionViewCell || self == .collectionReusableView }
}

/// UIKit's `UIView.AutoresizingMask` flags as IB writes them on `<autoresizingMask>`. The raw values
/// are UIKit's.
public struct IBAutoresizingMask: OptionSet, Hashable, Sendable, Codable {
    /// The flags, as `UIView.AutoresizingMask.rawValue`.
    public var rawValue: Int
    /// Creates a mask from UIKit's raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `flexibleMinX`: `flexibleLeftMargin`.
    public static let flexibleMinX = IBAutoresizingMask(rawValue: 1 << 0)
    /// `widthSizable`: `flexibleWidth`.
    public static let widthSizable = IBAutoresizingMask(rawValue: 1 << 1)
    /// `flexibleMaxX`: `flexibleRightMargin`.
    public static let flexibleMaxX = IBAutoresizingMask(rawValue: 1 << 2)
    /// `flexibleMinY`: `flexibleTopMargin`.
    public static let flexibleMinY = IBAutoresizingMask(rawValue: 1 << 3)
    /// `heightSizable`: `flexibleHeight`.
    public static let heightSizable = IBAutoresizingMask(rawValue: 1 << 4)
    /// `flexibleMaxY`: `flexibleBottomMargin`.
    public static let flexibleMaxY = IBAutoresizingMask(rawValue: 1 << 5)

    /// The XML attribute name of each flag, in UIKit's bit order.
    public static let attributeNames: [(String, IBAutoresizingMask)] = [
        ("flexibleMinX", .flexibleMinX), ("widthSizable", .widthSizable), ("flexibleMaxX", .flexibleMaxX),
        ("flexibleMinY", .flexibleMinY), ("heightSizable", .heightSizable), ("flexibleMaxY", .flexibleMaxY),
    ]
}

/// Leading / trailing insets (`<directionalEdgeInsets key="directionalLayoutMargins">`).
public struct IBDirectionalInsets: Hashable, Sendable, Codable {
    /// Top inset.
    public var top: Double
    /// Leading inset (left in left-to-right layouts).
    public var leading: Double
    /// Bottom inset.
    public var bottom: Double
    /// Trailing inset.
    public var trailing: Double

    /// Creates directional insets.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// Hugging and compression-resistance priorities as written; `nil` when the file leaves UIKit's
/// default (250 hugging, 750 compression resistance).
public struct IBContentPriorities: Hashable, Sendable, Codable {
    /// `horizontalHuggingPriority`.
    public var horizontalHugging: Double?
    /// `verticalHuggingPriority`.
    public var verticalHugging: Double?
    /// `horizontalCompressionResistancePriority`.
    public var horizontalCompressionResistance: Double?
    /// `verticalCompressionResistancePriority`.
    public var verticalCompressionResistance: Double?

    /// Creates priorities; `nil` means the UIKit default.
    public init(horizontalHugging: Double? = nil, verticalHugging: Double? = nil,
                horizontalCompressionResistance: Double? = nil, verticalCompressionResistance: Double? = nil) {
        self.horizontalHugging = horizontalHugging
        self.verticalHugging = verticalHugging
        self.horizontalCompressionResistance = horizontalCompressionResistance
        self.verticalCompressionResistance = verticalCompressionResistance
    }

    /// UIKit's default content hugging priority (`UILayoutPriority.defaultLow`).
    public static let defaultHugging: Double = 250
    /// UIKit's default compression resistance priority (`UILayoutPriority.defaultHigh`).
    public static let defaultCompressionResistance: Double = 750
}

/// A `<fontDescription>`: enough to pick a font-metrics model.
public struct IBFont: Hashable, Sendable, Codable {
    /// `type`: `system`, `boldSystem`, `italicSystem`; `nil` for text styles and custom fonts.
    public var type: String?
    /// `style`: a Dynamic Type text style such as `UICTFontTextStyleBody`.
    public var textStyle: String?
    /// `name`: a custom font's PostScript name.
    public var name: String?
    /// `family`: a custom font's family.
    public var family: String?
    /// `pointSize`; `nil` for text styles (their size comes from the content size category).
    public var pointSize: Double?
    /// `weight` (`semibold`, `medium`, …) of a system font.
    public var weight: String?

    /// A font description with the attributes `<fontDescription>` gives.
    public init(type: String? = nil, textStyle: String? = nil, name: String? = nil, family: String? = nil,
                pointSize: Double? = nil, weight: String? = nil) {
        self.type = type
        self.textStyle = textStyle
        self.name = name
        self.family = family
        self.pointSize = pointSize
        self.weight = weight
    }

    /// The description with Apple's private names for system fonts read as what they are:
    /// San Francisco's (`.AppleSystemUIFont`, `.SFUIText-Semibold`, `.SFNSDisplay`,
    /// `.SFCompactText`), which attributed text and some files write, become `type="system"` at
    /// the weight the name gives (`Emphasized` is bold); iOS 7–8's `.HelveticaNeueInterface-*`
    /// become the Helvetica Neue face of that weight (`-MediumP4`, the bold of that system font,
    /// is Bold; `-M3` Medium). Other names, the fallback fonts' (`.PingFangSC-Regular`) among
    /// them, are returned as they are.
    public var readingSystemFontNames: IBFont {
        guard let name, type == nil, textStyle == nil else { return self }
        var out = self
        if name.hasPrefix(".HelveticaNeueInterface") {
            let suffix = name.split(separator: "-").dropFirst().first.map(String.init) ?? ""
            let faces = ["MediumP4": "HelveticaNeue-Bold", "M3": "HelveticaNeue-Medium", "Light": "HelveticaNeue-Light",
                         "Thin": "HelveticaNeue-Thin", "Bold": "HelveticaNeue-Bold"]
            out.name = faces[suffix] ?? "HelveticaNeue"
            out.family = "Helvetica Neue"
            return out
        }
        guard [".AppleSystemUIFont", ".SFUI", ".SFNS", ".SFCompact"].contains(where: { name.hasPrefix($0) }) else { return self }
        let lower = name.lowercased()
        let weights = ["ultralight", "semibold", "regular", "medium", "light", "heavy", "black", "thin", "bold"]
        out.type = "system"
        out.name = nil
        out.family = nil
        out.weight = weight ?? (lower.contains("emphasized") ? "bold" : weights.first { lower.contains($0) }.map { $0 == "ultralight" ? "ultraLight" : $0 })
        if out.weight == "regular" { out.weight = nil }
        return out
    }
}

/// `placeholderIntrinsicWidth` / `placeholderIntrinsicHeight`: the intrinsic size IB assumed at
/// design time for a view whose real one is only known at run time.
public enum IBPlaceholderDimension: Hashable, Sendable, Codable {
    /// A value in points.
    case points(Double)
    /// `infinite`: no intrinsic size on this axis (`UIView.noIntrinsicMetric`).
    case none
}

/// What a view's intrinsic size is made of, as far as the file says.
public struct IBContent: Hashable, Sendable {
    /// Label / text field / text view text: the `text` attribute, `<string key="text">`, or the
    /// concatenated fragments of `<attributedString key="attributedText">`.
    public var text: String?
    /// A button's title for the normal state (`<state key="normal" title>` or
    /// `<buttonConfiguration title>`).
    public var title: String?
    /// A text field's `placeholder`.
    public var placeholder: String?
    /// `<fontDescription>` (or the first fragment's font of attributed text).
    public var font: IBFont?
    /// Attributed text's `<paragraphStyle key="NSParagraphStyle">` (the first fragment's that
    /// has one): its line heights and spacings change the label's height.
    public var paragraphStyle: IBParagraphStyle?
    /// `numberOfLines`; `nil` when absent (UIKit default 1), 0 = unlimited.
    public var numberOfLines: Int?
    /// `preferredMaxLayoutWidth` when positive; `nil` when absent or 0 (automatic: the label
    /// wraps at its bounds).
    public var preferredMaxLayoutWidth: Double?
    /// `lineBreakMode`.
    public var lineBreakMode: String?
    /// `adjustsFontSizeToFit="YES"`.
    public var adjustsFontSizeToFit: Bool = false
    /// The image: `image` attribute, `<imageReference key="image">`, or a button's normal-state
    /// image.
    public var imageName: String?
    /// A button's normal-state background image (`<state key="normal" backgroundImage>`).
    public var backgroundImageName: String?
    /// `buttonType` (`system`, `custom`, `roundedRect`, …).
    public var buttonType: String?
    /// The `pointSize` of a button's normal-state `<preferredSymbolConfiguration>`, when it
    /// sets one: the size its system symbol image is drawn at.
    public var symbolPointSize: Double?
    /// A button's `<buttonConfiguration style>`, when it uses one (Xcode 13 +).
    public var buttonConfigurationStyle: String?
    /// A button configuration's title font (`<fontDescription key="titleFontDescription">`
    /// inside `<buttonConfiguration>`): the configuration draws its title in it, whatever the
    /// button's own `fontDescription` says.
    public var buttonConfigurationTitleFont: IBFont?
    /// A text field's `borderStyle`.
    public var borderStyle: String?
    /// An activity indicator's `style` (`medium`, `large`; before iOS 13 `gray`, `white`,
    /// `whiteLarge`).
    public var activityIndicatorStyle: String?
    /// A segmented control's segment titles.
    public var segmentTitles: [String] = []
    /// `placeholderIntrinsicWidth`.
    public var placeholderIntrinsicWidth: IBPlaceholderDimension?
    /// `placeholderIntrinsicHeight`.
    public var placeholderIntrinsicHeight: IBPlaceholderDimension?
    /// `<inset key="contentEdgeInsets">` of a button.
    public var contentEdgeInsets: EdgeInsets?
}

/// The parts of an attributed string's `NSParagraphStyle` that decide its height (Apple,
/// https://developer.apple.com/documentation/uikit/nsparagraphstyle): a line is the font's
/// natural height times `lineHeightMultiple` (when positive), then held between
/// `minimumLineHeight` and `maximumLineHeight` (each when positive); `lineSpacing` is added
/// between lines and `paragraphSpacing` / `paragraphSpacingBefore` between paragraphs.
/// **[uncertain]**: the paragraph spacings follow Apple's documentation only (no saved frame of
/// a label of several paragraphs with them); a first baseline does not move down with a taller
/// line (TextKit puts the extra height above the glyphs), so baseline constraints on such labels
/// are approximate.
public struct IBParagraphStyle: Hashable, Sendable {
    /// `lineHeightMultiple`; 0 when absent (the natural height).
    public var lineHeightMultiple: Double = 0
    /// `minimumLineHeight`; 0 when absent (no minimum).
    public var minimumLineHeight: Double = 0
    /// `maximumLineHeight`; 0 when absent (no maximum).
    public var maximumLineHeight: Double = 0
    /// `lineSpacing`: points between one line's bottom and the next one's top.
    public var lineSpacing: Double = 0
    /// `paragraphSpacing`: points after a paragraph, before the next one.
    public var paragraphSpacing: Double = 0
    /// `paragraphSpacingBefore`: points before a paragraph after the first.
    public var paragraphSpacingBefore: Double = 0

    /// A style with the values the element gives (absent ones 0, as `NSParagraphStyle`'s
    /// defaults); a negative or non-finite value reads as 0.
    public init(lineHeightMultiple: Double = 0, minimumLineHeight: Double = 0, maximumLineHeight: Double = 0,
                lineSpacing: Double = 0, paragraphSpacing: Double = 0, paragraphSpacingBefore: Double = 0) {
        func valid(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
        self.lineHeightMultiple = valid(lineHeightMultiple)
        self.minimumLineHeight = valid(minimumLineHeight)
        self.maximumLineHeight = valid(maximumLineHeight)
        self.lineSpacing = valid(lineSpacing)
        self.paragraphSpacing = valid(paragraphSpacing)
        self.paragraphSpacingBefore = valid(paragraphSpacingBefore)
    }

    /// The height of one line whose font's natural height is `natural`.
    public func lineHeight(natural: Double) -> Double {
        var height = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
        if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
        if minimumLineHeight > 0 { height = max(height, minimumLineHeight) }
        return height
    }

    /// The height of `lines` lines with `paragraphBreaks` paragraph breaks between them, of a
    /// font whose natural line height is `natural`; 0 for no lines.
    public func height(lines: Int, paragraphBreaks: Int, natural: Double) -> Double {
        guard lines > 0 else { return 0 }
        let breaks = Double(min(max(0, paragraphBreaks), lines - 1))
        return lineHeight(natural: natural) * Double(lines) + lineSpacing * Double(lines - 1)
            + (paragraphSpacing + paragraphSpacingBefore) * breaks
    }
}

/// `UIStackView.Axis`.
public enum IBStackAxis: String, Hashable, Sendable, Codable {
    /// `horizontal` (the default when `axis` is absent).
    case horizontal
    /// `vertical`.
    case vertical
}

/// `UIStackView.Distribution`.
public enum IBStackDistribution: String, Hashable, Sendable, Codable {
    /// `fill` (default).
    case fill
    /// `fillEqually`.
    case fillEqually
    /// `fillProportionally`.
    case fillProportionally
    /// `equalSpacing`.
    case equalSpacing
    /// `equalCentering`.
    case equalCentering
}

/// `UIStackView.Alignment`, with IB's names (`top` = leading, `bottom` = trailing).
public enum IBStackAlignment: String, Hashable, Sendable, Codable {
    /// `fill` (default).
    case fill
    /// `leading` (vertical stacks).
    case leading
    /// `top` (horizontal stacks; same value as leading).
    case top
    /// `firstBaseline`.
    case firstBaseline
    /// `center`.
    case center
    /// `trailing` (vertical stacks).
    case trailing
    /// `bottom` (horizontal stacks; same value as trailing).
    case bottom
    /// `lastBaseline`.
    case lastBaseline
}

/// A stack view's arrangement. The arranged subviews are the view's ``IBView/subviews``, in order.
public struct IBStackViewProperties: Hashable, Sendable {
    /// `axis`.
    public var axis: IBStackAxis = .horizontal
    /// `distribution`.
    public var distribution: IBStackDistribution = .fill
    /// `alignment`.
    public var alignment: IBStackAlignment = .fill
    /// `spacing` in points (0 when absent).
    public var spacing: Double = 0
    /// `spacingType="standard"`: system spacing instead of ``spacing``.
    public var usesStandardSpacing: Bool = false
    /// `baselineRelativeArrangement="YES"`.
    public var baselineRelativeArrangement: Bool = false
    /// `layoutMarginsRelativeArrangement="YES"`.
    public var layoutMarginsRelativeArrangement: Bool = false
}

/// `UIScrollView.ContentInsetAdjustmentBehavior`.
public enum IBContentInsetAdjustmentBehavior: String, Hashable, Sendable, Codable {
    /// `automatic` (default).
    case automatic
    /// `scrollableAxes`.
    case scrollableAxes
    /// `never`.
    case never
    /// `always`.
    case always
}

/// Scroll-view properties, on scroll, table, collection and text views.
public struct IBScrollViewProperties: Hashable, Sendable {
    /// `contentInsetAdjustmentBehavior`; ``IBContentInsetAdjustmentBehavior/automatic`` when absent.
    public var contentInsetAdjustmentBehavior: IBContentInsetAdjustmentBehavior = .automatic
    /// `<inset key="contentInset">`, when written.
    public var contentInset: EdgeInsets?
    /// `alwaysBounceVertical="YES"`.
    public var alwaysBounceVertical: Bool = false
    /// `alwaysBounceHorizontal="YES"`.
    public var alwaysBounceHorizontal: Bool = false
    /// `pagingEnabled="YES"`.
    public var pagingEnabled: Bool = false
    /// `scrollEnabled` (`NO`: a text view then sizes itself to its text, like a label).
    public var scrollEnabled: Bool = true
}

/// `UITableView.Style`.
public enum IBTableStyle: String, Hashable, Sendable, Codable {
    /// `plain` (default).
    case plain
    /// `grouped`.
    case grouped
    /// `insetGrouped`.
    case insetGrouped
}

/// A `<tableViewSection>` of a static table.
public struct IBTableSection: Hashable, Sendable {
    /// The `id`.
    public var id: String?
    /// `headerTitle`.
    public var headerTitle: String?
    /// `footerTitle`.
    public var footerTitle: String?
    /// The cells, in order.
    public var cells: [IBView]
    /// The line of the element.
    public var line: Int
}

/// Table-view properties. Heights of -1 mean automatic (`UITableView.automaticDimension`).
public struct IBTableViewProperties: Hashable, Sendable {
    /// `style`.
    public var style: IBTableStyle = .plain
    /// `dataMode`: `prototypes` or `static`.
    public var dataMode: String?
    /// `rowHeight`; `nil` when absent, -1 = automatic.
    public var rowHeight: Double?
    /// `estimatedRowHeight`; -1 = automatic.
    public var estimatedRowHeight: Double?
    /// Whether the element writes `estimatedRowHeight` at all, readable or not: Interface
    /// Builder leaves it out at its default, 0 (estimation off).
    public var writesEstimatedRowHeight = false
    /// `sectionHeaderHeight`.
    public var sectionHeaderHeight: Double?
    /// `sectionFooterHeight`.
    public var sectionFooterHeight: Double?
    /// `estimatedSectionHeaderHeight`.
    public var estimatedSectionHeaderHeight: Double?
    /// `estimatedSectionFooterHeight`.
    public var estimatedSectionFooterHeight: Double?
    /// `separatorStyle`.
    public var separatorStyle: String?
    /// `cellLayoutMarginsFollowReadableWidth="YES"`.
    public var cellLayoutMarginsFollowReadableWidth: Bool = false
    /// `insetsContentViewsToSafeArea`; `true` when absent (UIKit's default).
    public var insetsContentViewsToSafeArea: Bool = true
    /// `<inset key="separatorInset">` (left and right count), when written.
    public var separatorInset: EdgeInsets?
    /// `separatorInsetReference` as written (`fromCellEdges`, `fromAutomaticInsets`).
    public var separatorInsetReference: String?
    /// Prototype cells (`<prototypes>`), each a template.
    public var prototypeCells: [IBView] = []
    /// Static sections (`<sections>`).
    public var sections: [IBTableSection] = []

    /// True when row heights are automatic (self-sizing).
    public var usesAutomaticRowHeight: Bool { rowHeight == -1 }
}

/// A table or collection cell's own properties.
public struct IBCellProperties: Hashable, Sendable {
    /// `reuseIdentifier`.
    public var reuseIdentifier: String?
    /// A table cell's built-in `style` (`IBUITableViewCellStyleDefault`, …).
    public var style: String?
    /// The ids of a built-in style's own views (`textLabel`, `detailTextLabel`, `imageView`
    /// attributes of `<tableViewCell>`), which UIKit places itself.
    public var textLabelID: String?
    public var detailTextLabelID: String?
    public var imageViewID: String?
    /// `accessoryType` (an accessory narrows the content view).
    public var accessoryType: String?
    /// `selectionStyle`.
    public var selectionStyle: String?
    /// A table cell's own `rowHeight`.
    public var rowHeight: Double?
    /// A table cell's `<inset key="separatorInset">`, when written.
    public var separatorInset: EdgeInsets?
    /// A collection cell's `<size key="customSize">`: the size Xcode draws the prototype at.
    public var customSize: Size?
}

/// A collection view's `<collectionViewFlowLayout key="collectionViewLayout">` (or custom layout).
public struct IBCollectionLayout: Hashable, Sendable {
    /// The element name: `collectionViewFlowLayout`, `collectionViewLayout` (custom), …
    public var element: String
    /// `customClass` of a custom layout.
    public var customClass: String?
    /// `scrollDirection` (`vertical` when absent).
    public var scrollDirection: String?
    /// `<size key="itemSize">`.
    public var itemSize: Size?
    /// `<size key="estimatedItemSize">`.
    public var estimatedItemSize: Size?
    /// `automaticEstimatedItemSize="YES"`.
    public var automaticEstimatedItemSize: Bool = false
    /// `minimumLineSpacing`.
    public var minimumLineSpacing: Double?
    /// `minimumInteritemSpacing`.
    public var minimumInteritemSpacing: Double?
    /// `<size key="headerReferenceSize">`.
    public var headerReferenceSize: Size?
    /// `<size key="footerReferenceSize">`.
    public var footerReferenceSize: Size?
    /// `<inset key="sectionInset">`.
    public var sectionInset: EdgeInsets?
    /// `sectionInsetReference` (`safeArea`, `layoutMargins`, `contentInset`).
    public var sectionInsetReference: String?
}

/// Collection-view properties.
public struct IBCollectionViewProperties: Hashable, Sendable {
    /// The layout object.
    public var layout: IBCollectionLayout?
    /// The cells in `<cells>`, each a template.
    public var cells: [IBView] = []
}

/// One view element: a UIKit view with everything layout needs. Values, in document order.
public struct IBView: Hashable, Sendable {
    /// The `id`; `@line-N` for the rare element without one (old collection cells' content
    /// views), which nothing can refer to.
    public var id: String
    /// The kind, from the element name (``IBViewKind/unknown`` for unknown names).
    public var kind: IBViewKind
    /// The element name as written.
    public var elementName: String
    /// The slot this view fills in its parent (`view`, `contentView`, `tableHeaderView`,
    /// `navigationBar` …), or `nil` for subviews, cells and top-level views.
    public var key: String?
    /// `customClass`.
    public var customClass: String?
    /// `customModule`.
    public var customModule: String?
    /// `userLabel`, the outline name.
    public var userLabel: String?
    /// The line of the element.
    public var line: Int

    /// `<rect key="frame">`: the frame IB saved, in the superview's coordinates.
    public var frame: Rect?
    /// `fixedFrame="YES"`.
    public var fixedFrame: Bool = false
    /// `translatesAutoresizingMaskIntoConstraints` as written; `nil` when absent. Not reliable on
    /// its own: see ``isPositionedByAutoresizingMask``.
    public var translatesAutoresizingMaskIntoConstraints: Bool?
    /// `<autoresizingMask>`, or `nil` when the element has none.
    public var autoresizingMask: IBAutoresizingMask?
    /// `misplaced="YES"`: the saved frame does not match the constraints.
    public var misplaced: Bool = false
    /// `ambiguous="YES"`: IB found the layout ambiguous.
    public var ambiguous: Bool = false
    /// `hidden="YES"`.
    public var hidden: Bool = false
    /// `contentMode`.
    public var contentMode: String?
    /// `clipsSubviews="YES"`.
    public var clipsSubviews: Bool = false
    /// `reuseIdentifier` of cells and reusable views.
    public var reuseIdentifier: String?

    /// `insetsLayoutMarginsFromSafeArea`; `true` when absent (UIKit's default).
    public var insetsLayoutMarginsFromSafeArea: Bool = true
    /// `preservesSuperviewLayoutMargins="YES"`.
    public var preservesSuperviewLayoutMargins: Bool = false
    /// `layoutMarginsFollowReadableWidth="YES"`.
    public var layoutMarginsFollowReadableWidth: Bool = false
    /// `<edgeInsets key="layoutMargins">`.
    public var layoutMargins: EdgeInsets?
    /// `<directionalEdgeInsets key="directionalLayoutMargins">`.
    public var directionalLayoutMargins: IBDirectionalInsets?

    /// Hugging and compression resistance.
    public var priorities = IBContentPriorities()
    /// Intrinsic-size inputs.
    public var content = IBContent()
    /// Stack-view arrangement (stack views only).
    public var stack: IBStackViewProperties?
    /// Scroll-view properties (scroll, table, collection and text views).
    public var scroll: IBScrollViewProperties?
    /// Table-view properties (table views only).
    public var table: IBTableViewProperties?
    /// Cell properties (table and collection cells, reusable views).
    public var cell: IBCellProperties?
    /// Collection-view properties (collection views only).
    public var collection: IBCollectionViewProperties?
    /// Simulated metrics (meaningful on xib top-level views).
    public var simulatedMetrics = IBSimulatedMetrics()

    /// The view's own layout guides: `safeArea`, and for scroll views `contentLayoutGuide` and
    /// `frameLayoutGuide`, in document order.
    public var layoutGuides: [IBLayoutGuide] = []
    /// Views in slots (`contentView` of cells and visual effect views, `tableHeaderView`,
    /// `tableFooterView`, `backgroundView`, `sectionHeaderView` …), in document order.
    public var slots: [IBView] = []
    /// `<subviews>`, back-most first; for a stack view, the arranged subviews in order.
    public var subviews: [IBView] = []
    /// The constraints stored on this view (placeholders included; see
    /// ``IBConstraint/isPlaceholder``).
    public var constraints: [IBConstraint] = []
    /// `<userDefinedRuntimeAttributes>`: values Xcode sets by key path when the view is loaded,
    /// the way `@IBInspectable` properties of a custom class are stored.
    public var runtimeAttributes: [IBRuntimeAttribute] = []
    /// Size-class variations of this view: masks of constraints and subviews, attribute overrides.
    public var variations: [IBVariation] = []

    /// The safe-area guide (`<viewLayoutGuide key="safeArea">`).
    public var safeAreaGuide: IBLayoutGuide? { layoutGuides.first { $0.kind == .safeArea } }
    /// A scroll view's content layout guide.
    public var contentLayoutGuide: IBLayoutGuide? { layoutGuides.first { $0.kind == .contentLayoutGuide } }
    /// A scroll view's frame layout guide.
    public var frameLayoutGuide: IBLayoutGuide? { layoutGuides.first { $0.kind == .frameLayoutGuide } }
    /// The view in slot `key`.
    public func slot(_ key: String) -> IBView? { slots.first { $0.key == key } }
    /// The content view of a cell or visual effect view.
    public var contentView: IBView? { slot("contentView") }

    /// True when Xcode positions the view by its frame and autoresizing mask rather than by
    /// constraints: it has an `<autoresizingMask>` or `fixedFrame="YES"`, whatever its
    /// `translatesAutoresizingMaskIntoConstraints` attribute says (format note §3.3).
    public var isPositionedByAutoresizingMask: Bool {
        autoresizingMask != nil || fixedFrame
    }

    /// Child views in document order: slots, then subviews, then table prototypes and static
    /// cells, then collection cells.
    public var childViews: [IBView] {
        var children = slots + subviews
        if let table {
            children += table.prototypeCells
            children += table.sections.flatMap(\.cells)
        }
        if let collection { children += collection.cells }
        return children
    }

    /// This view and all views below it, depth first, in document order. Iterative.
    public var selfAndDescendants: [IBView] {
        var result: [IBView] = []
        var stack: [IBView] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.childViews.reversed())
        }
        return result
    }
}

/// The kind of a layout guide.
public enum IBLayoutGuideKind: Hashable, Sendable {
    /// `<viewLayoutGuide key="safeArea">`.
    case safeArea
    /// A scroll view's `<viewLayoutGuide key="contentLayoutGuide">`.
    case contentLayoutGuide
    /// A scroll view's `<viewLayoutGuide key="frameLayoutGuide">`.
    case frameLayoutGuide
    /// `<viewControllerLayoutGuide type="top">`: its bottom is the top of the safe area.
    case topLayoutGuide
    /// `<viewControllerLayoutGuide type="bottom">`: its top is the bottom of the safe area.
    case bottomLayoutGuide
    /// `<keyboardLayoutGuide key="keyboard">` (Xcode 13, iOS 15): the view's `keyboardLayoutGuide`,
    /// with its `usesBottomSafeArea` (the attribute of that name, `NO` to turn it off).
    case keyboard(usesBottomSafeArea: Bool)
    /// Any other guide (its key or type as written).
    case other(String)
}

/// A layout guide: a view's safe area or scroll guides, or a controller's old top/bottom guide.
public struct IBLayoutGuide: Hashable, Sendable {
    /// The `id` constraints refer to.
    public var id: String
    /// What the guide is.
    public var kind: IBLayoutGuideKind
    /// The view (or, for the old guides, the controller) it belongs to.
    public var ownerID: String
    /// The line of the element.
    public var line: Int

    /// Creates a guide.
    public init(id: String, kind: IBLayoutGuideKind, ownerID: String, line: Int) {
        self.id = id
        self.kind = kind
        self.ownerID = ownerID
        self.line = line
    }
}

/// The sheet a scene's simulated destination metrics name (Interface Builder's size inspector,
/// "Simulated Size"); the raw values are `modalPresentationStyle`'s.
public enum IBSheetDestination: String, Hashable, Sendable {
    /// `<modalPageSheetSimulatedSizeMetrics>`.
    case pageSheet
    /// `<modalFormSheetSimulatedSizeMetrics>`.
    case formSheet
}

/// The simulated metrics IB used when saving frames (not part of the running UI).
public struct IBSimulatedMetrics: Hashable, Sendable {
    /// How a simulated bar is specified.
    public enum Bar: Hashable, Sendable {
        /// Not written: IB infers the bar from the relationship segues.
        case inferred
        /// `<nil key=…>`: explicitly none.
        case none
        /// A simulated bar element (`simulatedNavigationBarMetrics`, `simulatedTabBarMetrics`,
        /// `simulatedToolbarMetrics` …); `translucent` is `false` only when `translucent="NO"`.
        case bar(element: String, translucent: Bool, prompted: Bool)
    }

    /// `<size key="freeformSize">`: the root view was laid out at this size.
    public var freeformSize: Size?
    /// `<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics">`.
    public var isFreeformDestination: Bool = false
    /// The sheet a `<modalPageSheetSimulatedSizeMetrics>` or `<modalFormSheetSimulatedSizeMetrics>`
    /// destination names: the scene is designed presented so.
    public var sheetDestination: IBSheetDestination?
    /// `simulatedTopBarMetrics`.
    public var topBar: Bar = .inferred
    /// `simulatedBottomBarMetrics`.
    public var bottomBar: Bar = .inferred
    /// `simulatedStatusBarMetrics` / `statusBar`: `.none` when `<nil>` or `statusBarStyle` hidden.
    public var statusBar: Bar = .inferred
    /// `<simulatedOrientationMetrics orientation>` as written (`landscapeRight` …).
    public var orientation: String?
    /// `<simulatedScreenMetrics key="destination" type>` as written (`retina4_7.fullscreen`).
    public var screenType: String?

    /// Creates empty metrics (everything inferred).
    public init() {}
}

/// A `<userDefinedRuntimeAttribute>`: a value set with key-value coding when the nib loads.
/// Xcode stores a custom class's `@IBInspectable` properties this way.
public struct IBRuntimeAttribute: Hashable, Sendable {
    /// `keyPath`, such as `layer.cornerRadius` or a custom class's own `ibEnaStyle`.
    public var keyPath: String
    /// `type`: `string`, `number`, `boolean`, `color`, `image`, …
    public var type: String?
    /// `value`, as written; `nil` for values written as child elements (colors, sizes).
    public var value: String?
    /// The line of the element.
    public var line: Int

    /// Creates an attribute.
    public init(keyPath: String, type: String?, value: String?, line: Int) {
        self.keyPath = keyPath
        self.type = type
        self.value = value
        self.line = line
    }

    /// True when the key path names a property of the view's class that may restyle what it
    /// measures: not one of `UIView`'s or its `CALayer`'s (`layer.*`, `layoutNeutralKeyPaths`),
    /// and not a color, which changes how text is drawn, never its metrics
    /// (raulriera/TextFieldEffects' text fields take only colors, and keep UIKit's sizes).
    public var isCustomProperty: Bool {
        !keyPath.hasPrefix("layer.") && !Self.layoutNeutralKeyPaths.contains(keyPath) && type != "color"
    }

    /// Key paths that change nothing a layout measures: `UIView`'s and `NSObject`'s own, and
    /// the inspectables that `UIView` extensions commonly add to every view (corner, border
    /// and shadow drawing, skeleton placeholders, localization keys — a localized text is not
    /// what Xcode draws either).
    static let layoutNeutralKeyPaths: Set<String> = [
        "accessibilityIdentifier", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
        "isAccessibilityElement", "tag", "alpha", "backgroundColor", "tintColor", "clipsToBounds",
        "restorationIdentifier",
        "cornerRadius", "borderWidth", "borderColor", "shadowRadius", "shadowOpacity", "shadowOffset",
        "shadowColor", "masksToBounds", "isSkeletonable", "skeletonCornerRadius",
        "xibLocKey", "localizedKey", "localizationKey", "locKey",
    ]
}
