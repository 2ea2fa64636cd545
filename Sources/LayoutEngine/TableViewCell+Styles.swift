import DeviceCatalog

// UIKit's built-in cell styles (`UITableViewCell.CellStyle`): the cell lays out its own
// `textLabel` and `detailTextLabel` in its content view, whatever frames they were given.

extension TableViewCell {
    /// `UITableViewCell.CellStyle`, for the cells whose labels UIKit places itself.
    public enum CellStyle: String, CaseIterable, Hashable, Sendable {
        /// One label (`textLabel`) across the content view's margins, the row's full height.
        case `default`
        /// `textLabel` at the leading margin, `detailTextLabel` at the trailing margin, both
        /// centred vertically (Settings-style rows).
        case value1
        /// A right-aligned `textLabel` column before `detailTextLabel` (Contacts-style rows).
        case value2
        /// `detailTextLabel` under `textLabel`, both at the leading margin, the pair centred.
        case subtitle
    }

    /// The constraints of a built-in style, named as UIKit names its own.
    static let builtInStyleIdentifier = "UITableViewCell-builtInStyle"

    /// Places `textLabel` and `detailTextLabel` (views already in the content view, or added
    /// to it) as `style` does, replacing what an earlier call made. Returns false, and changes
    /// nothing, for `.value2`, whose column width UIKit does not publish and no saved frame
    /// shows.
    ///
    /// Figures: `.default` — [obs] Xcode's saved frames put the text label between the
    /// content view's side margins at the row's full height (scenee/FloatingPanel
    /// Samples/…/Main.storyboard line 48: (20, 0, 374 × 43.5) in a 414 × 43.5 content view;
    /// xmartlabs/XLPagerTabStrip Example/…/Storyboard.storyboard line 241: (16, 0, 343 × 43.5)
    /// at 375). `.value1` — [obs] firebase/quickstart-ios database/…/Main.storyboard lines
    /// 289 and 296: "Title" from the leading margin (x 20), "Detail" ending at the trailing
    /// margin (x 333.67 + 39.33 = 373 of 393); the text label is centred with its top
    /// rounded up to a whole point and the detail label on its first baseline
    /// (`updateBuiltInStyleTop(contentHeight:)`). `.subtitle` — Apple's description of the
    /// style ("a left-aligned label across the top and a left-aligned label below it in
    /// smaller gray text"); centring the pair is [uncertain].
    @discardableResult
    public func applyBuiltInStyle(_ style: CellStyle, textLabel: View?, detailTextLabel: View?) -> Bool {
        guard style != .value2 else { return false }
        LayoutConstraint.deactivate(builtInStyleConstraints)
        if let (atMargin, clear) = builtInLabelTrailing { LayoutConstraint.deactivate([atMargin, clear].filter(\.isActive)) }
        builtInStyleTop = nil
        builtInLabelTrailing = nil
        builtInStyleKind = style
        builtInStyleLabels = (textLabel, detailTextLabel)
        let content = contentView, margins = contentView.layoutMarginsGuide
        var made: [LayoutConstraint] = []
        for label in [textLabel, detailTextLabel].compactMap({ $0 }) {
            if label.superview !== content { content.addSubview(label) }
            label.translatesAutoresizingMaskIntoConstraints = false
        }
        switch style {
        case .default:
            if let text = textLabel {
                let atMargin = text.trailingAnchor.constraint(equalTo: margins.trailingAnchor)
                let clear = text.trailingAnchor.constraint(equalTo: content.trailingAnchor)
                made += [text.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                         text.topAnchor.constraint(equalTo: content.topAnchor),
                         text.bottomAnchor.constraint(equalTo: content.bottomAnchor)]
                builtInLabelTrailing = (atMargin, clear)
            }
        case .value1:
            // The detail label sits on the text label's first baseline.
            if let text = textLabel {
                made.append(text.leadingAnchor.constraint(equalTo: margins.leadingAnchor))
            }
            if let detail = detailTextLabel {
                builtInLabelTrailing = (detail.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                                        detail.trailingAnchor.constraint(equalTo: content.trailingAnchor))
                if let text = textLabel {
                    made += [detail.leadingAnchor.constraint(greaterThanOrEqualTo: text.trailingAnchor),
                             detail.firstBaselineAnchor.constraint(equalTo: text.firstBaselineAnchor)]
                }
            }
        case .subtitle:
            // The detail right below the text.
            if let text = textLabel, let detail = detailTextLabel { made.append(detail.topAnchor.constraint(equalTo: text.bottomAnchor)) }
            for label in [textLabel, detailTextLabel].compactMap({ $0 }) {
                made += [label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                         label.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor)]
            }
        case .value2:
            return false
        }
        if style == .value1 || style == .subtitle, let first = textLabel ?? detailTextLabel {
            // The first label's top is set each layout (updateBuiltInStyleTop).
            let top = first.topAnchor.constraint(equalTo: content.topAnchor)
            made.append(top)
            builtInStyleTop = top
        }
        for c in made { c.identifier = Self.builtInStyleIdentifier }
        LayoutConstraint.activate(made)
        builtInStyleConstraints = made
        // The label's two possible ends stay out of that list: one is active at a time
        // (updateBuiltInLabelTrailing(accessoryInset:)).
        if let (atMargin, clear) = builtInLabelTrailing {
            for c in [atMargin, clear] { c.identifier = Self.builtInStyleIdentifier }
        }
        updateBuiltInLabelTrailing(accessoryInset: usedAccessoryInset)
        updateBuiltInStyleTop(contentHeight: contentView.frame.height)
        return true
    }

    /// Where the label that ends a default-style row (its text label) or a value1 row (its
    /// detail label) ends: at the content view's trailing margin, or, on the iOS versions of
    /// ``UIKitMetrics/legacyBuiltInLabelClearance(iOS:pointRelease:besideAccessory:)``, as far as the
    /// content view reaches but that far short of the cell's trailing edge; `inset` is the
    /// content view's trailing inset (``usedAccessoryInset``, an accessory's room). Called as
    /// the style is applied and whenever the content view's trailing inset is set.
    func updateBuiltInLabelTrailing(accessoryInset inset: Double) {
        guard let (atMargin, clear) = builtInLabelTrailing else { return }
        let besideAccessory = accessoryType != .none || inset > 0
        let clearance = window.flatMap {
            UIKitMetrics.legacyBuiltInLabelClearance(iOS: $0.iOS, pointRelease: $0.iOSPointRelease, besideAccessory: besideAccessory)
        }
        let legacy = clearance != nil
        let gap = max(0, (clearance ?? 0) - inset)
        if clear.constant != -gap { clear.constant = -gap }
        if clear.isActive == legacy && atMargin.isActive == !legacy { return }
        atMargin.isActive = !legacy
        clear.isActive = legacy
        // Switched while margins are derived: the pass solves again.
        window?.noteConstraintChange()
    }

    /// A value1 cell's labels are centred in a content view `contentHeight` tall, the first
    /// one's top rounded up to a whole point. [obs] Xcode's saved frames of value1 cells in
    /// seven files (outside the fixtures unless named; held-out sets in
    /// docs/held-out-sets.md): 20.5 pt labels at y 16 in 51 and in 52 pt rows
    /// (rileytestut/Delta's Settings.storyboard, Xcode 26, 2×; twilio's video-quickstart, 51),
    /// 20.33 pt labels at 16 in 51 pt rows (JohanDegraeve/xdripswift, 3×) and at 12 in 43.67 and
    /// 44 pt rows (mssun/passforios, Xcode 16), 19.5 at 13 in 44 (calleerlandsson/Tofu, Xcode
    /// 12), 20.5 at 14 in 48.5 (KeePassium), and "Title", 19.33 pt, at 20 in a 58 pt row,
    /// its 15 pt detail on the same baseline at 21
    /// (shared/fixtures/interface-builder/firebase__quickstart-ios__database_Main.storyboard
    /// lines 289 and 296). Called by the table before each layout with the row's content height.
    /// A subtitle cell's pair (the detail right below the text) is centred the same way.
    /// [obs] kodecocodes/RWDevCon-App's Main.storyboard (Xcode 9; seventh held-out set):
    /// 20.33 and 14.33 pt labels at y 5 and 25.33 in a 43.67 pt content view (4.5 rounded up);
    /// bryceco/GoMap's MainStoryboard and POI.storyboard (Xcode 26): at 3 (2.17 up) and 4.
    /// [uncertain: Delta's and LNPopupController's subtitle cells, Xcode 26, leave 1–4 pt
    /// between the labels, which is not modelled]
    func updateBuiltInStyleTop(contentHeight: Double) {
        guard let top = builtInStyleTop else { return }
        let height = Self.builtInLabelHeight
        // value1 centres its first label alone (the detail follows its baseline); subtitle the pair.
        let (text, detail) = builtInStyleLabels
        let centred = builtInStyleKind == .subtitle ? height(text) + height(detail) : height(text ?? detail)
        let y = max(0, ((contentHeight - centred) / 2).rounded(.up))
        if top.constant != y { top.constant = y }
    }

    /// The row a self-sizing subtitle cell fits: its two labels' lines and
    /// ``UIKitMetrics/subtitleCellVerticalPadding(iOS:)`` around them, on the pixel grid; nil
    /// for other styles, a cell without both labels shown, or where the padding does not apply
    /// (the row is then the standard one).
    func subtitleFittingHeight(iOS: Int, scale: Double) -> Double? {
        guard builtInStyleKind == .subtitle, let padding = UIKitMetrics.subtitleCellVerticalPadding(iOS: iOS),
              let text = builtInStyleLabels.text, let detail = builtInStyleLabels.detail,
              !text.isHidden, !detail.isHidden else { return nil }
        return UIKitMetrics.ceilToPixel(Self.builtInLabelHeight(text) + Self.builtInLabelHeight(detail) + padding, scale: scale)
    }

    /// A built-in label's height: its intrinsic one, else its frame's.
    static func builtInLabelHeight(_ view: View?) -> Double {
        view.map { $0.intrinsicContentSize.height ?? $0.frame.height } ?? 0
    }
}
