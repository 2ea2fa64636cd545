// Interface Builder views → LayoutEngine views: kinds, frames and autoresizing masks, margins,
// priorities, intrinsic sizes, stack / scroll / table properties, and size-class variations.

import DeviceCatalog
import LayoutEngine

extension IBLayout {
    /// Builds `v` and everything under it that the current size classes install; its
    /// constraints are collected for activation once every item exists.
    func build(view original: IBView, superview: View?) -> View {
        var v = original
        // On the canvas an empty built-in cell label shows its placeholder (noted as its cell
        // was built, IBCanvas.builtInLabelPlaceholder): measured, wrapped and styled as that.
        if (v.content.text ?? "").isEmpty, let placeholder = canvasLabelTexts[v.id] { v.content.text = placeholder }
        let view = makeListView(v, superview: superview) ?? make(v)
        views[v.id] = view
        lines[v.id] = v.line
        if let frame = v.frame { storedFrames[v.id] = frame }
        if v.misplaced || v.ambiguous {
            for d in v.selfAndDescendants { framesNotComparable.insert(d.id) }
        }
        if v.kind == .unknown {
            note(.unknownViewElement(v.elementName), line: v.line, "<\(v.elementName)> is laid out as a plain view")
        }
        if let frame = v.frame { view.frame = frame }
        // Cells and their content views keep their saved frames only until their table (or
        // cell) places them, as a nib's views do.
        view.translatesAutoresizingMaskIntoConstraints = !Self.isPlacedByContainer(view)
            && (v.isPositionedByAutoresizingMask || (v.translatesAutoresizingMaskIntoConstraints ?? false))
        view.autoresizingMask = AutoresizingMask(rawValue: v.autoresizingMask?.rawValue ?? 0)
        view.isHidden = v.hidden
        view.clipsToBounds = v.clipsSubviews
        apply(properties: v, to: view, arranged: superview is StackView)

        for guide in v.layoutGuides {
            switch guide.kind {
            case .safeArea: guideItems[guide.id] = view.safeAreaLayoutGuide
            case .keyboard(let usesBottomSafeArea):
                view.keyboardLayoutGuide.usesBottomSafeArea = usesBottomSafeArea
                guideItems[guide.id] = view.keyboardLayoutGuide
            case .contentLayoutGuide: if let scroll = view as? ScrollView { guideItems[guide.id] = scroll.contentLayoutGuide }
            case .frameLayoutGuide: if let scroll = view as? ScrollView { guideItems[guide.id] = scroll.frameLayoutGuide }
            case .topLayoutGuide, .bottomLayoutGuide, .other: break
            }
        }

        let (installed, excludedSubviews) = installedConstraints(of: v)
        pendingConstraints += installed
        for child in v.childViews where !excludedSubviews.contains(child.id) {
            let built = build(view: child, superview: view)
            if !Self.isListChild(child, of: view) { view.addSubview(built) }
        }
        configureList(v, view)
        if let stack = view as? StackView {
            for child in v.subviews where !excludedSubviews.contains(child.id) {
                if let arranged = views[child.id] { stack.addArrangedSubview(arranged) }
            }
        }
        return view
    }

    /// The engine's view for an element (tables, collections and cells: ``makeListView(_:superview:)``).
    func make(_ v: IBView) -> View {
        switch v.kind {
        case .stackView: return StackView(identifier: v.id)
        case .scrollView, .textView: return ScrollView(identifier: v.id, typeName: v.kind.rawValue)
        case .unknown: return View(identifier: v.id, typeName: "view")
        default: return View(identifier: v.id, typeName: v.kind.rawValue)
        }
    }

    /// `arranged`: whether `view` is arranged by a stack view.
    func apply(properties v: IBView, to view: View, arranged: Bool) {
        // A cell's and its content view's margins are the table's (TableView.updateMargins)
        // whatever flags Xcode wrote: firebase's PostTableViewCell.xib (lines 12, 15) writes
        // neither `preservesSuperviewLayoutMargins` nor `insetsLayoutMarginsFromSafeArea` and
        // its saved frames show the same 20 pt side margins as NetNewsWire Inspector's cells,
        // which write both.
        if !Self.isPlacedByContainer(view) {
            // Xcode 8 and earlier laid margins out under iOS 10, without the safe area in them.
            view.insetsLayoutMarginsFromSafeArea = v.insetsLayoutMarginsFromSafeArea && canvas?.marginsIncludeSafeArea != false
            view.preservesSuperviewLayoutMargins = v.preservesSuperviewLayoutMargins
        }
        view.layoutMarginsFollowReadableWidth = v.layoutMarginsFollowReadableWidth
        if let m = v.layoutMargins { view.layoutMargins = m }
        if let d = v.directionalLayoutMargins {
            view.directionalLayoutMargins = DirectionalEdgeInsets(top: d.top, leading: d.leading, bottom: d.bottom, trailing: d.trailing)
        }
        let p = v.priorities
        if let h = p.horizontalHugging { view.setContentHuggingPriority(LayoutPriority(h), for: .horizontal) }
        if let h = p.verticalHugging { view.setContentHuggingPriority(LayoutPriority(h), for: .vertical) }
        if let c = p.horizontalCompressionResistance { view.setContentCompressionResistancePriority(LayoutPriority(c), for: .horizontal) }
        if let c = p.verticalCompressionResistance { view.setContentCompressionResistancePriority(LayoutPriority(c), for: .vertical) }

        var size = sizes.size(of: v)
        let drawsOwnText = Self.drawsOwnContent(v)
        if sizes.wrapsAtLayoutWidth(v), !drawsOwnText, let frame = v.frame, frame.width > 0,
           (p.horizontalCompressionResistance ?? 0) >= LayoutPriority.required.rawValue {
            // A multi-line label loaded from a file has bounds from the start, its saved frame's,
            // so UIKit's first measure wraps at that width (``wrapTextsAtLayoutWidths()``). Where
            // its compression resistance is required, measuring it on one line first would make
            // the layout unsatisfiable, and UIKit would break a required constraint where Xcode
            // saved none broken: the-blue-alliance's MyTBASignInViewController.xib (Xcode 15;
            // ninth held-out set), lines 58 and 77, labels in a stack pinned 20 pt inside the
            // screen, saved wrapped at 282. Elsewhere the first measure stays on one line: our
            // wrapping at a saved width is only as good as our text measure, which is not
            // Xcode's to the point (ChatSecure's Purchase.storyboard, third set, would wrap a
            // 248.5 pt label onto four lines for Xcode's three). Text up to a couple of points
            // wider than Xcode measured it still fits its line (``IBControlMetrics/savedWidthTolerance``,
            // as in every measure of a wrapping label), and the label asks for no more than the
            // saved width.
            size = sizes.wrappedSize(of: v, wrappingAt: frame.width)
        }
        // A size only the saved frame records is taken as the intrinsic size and, the saved
        // one by construction, not compared.
        var sizeIsSaved = false
        func takeSavedSize(_ frame: Rect, _ kind: IBWarning.Kind, _ message: String) {
            size = (frame.width, frame.height)
            sizeIsSaved = true
            framesNotComparable.insert(v.id)
            note(kind, line: v.line, message + "; its intrinsic size is taken from its saved frame (\(frame.width) × \(frame.height))")
        }
        // Xcode's canvas rendered the view with its class's code (an IBDesignable) and
        // recorded the intrinsic size that code gave: the size UIKit gets from it too, so the
        // view is laid out and compared like any other. [obs] corona-warn-app's
        // HomeLinkCardView.xib (fixtures): an `ENAButton` recorded 70 × 50 (line 171) and
        // `ENALabel`s recorded one line of their styles; laid out at them, the card's stacks and
        // image, which missed, match (its title, recorded 26.33 tall and saved 0, does not).
        // A label that may wrap records its text on one line: taken only where that line fits
        // its saved width (up to ``IBControlMetrics/savedWidthTolerance``); a wider one was
        // wrapped, which the recorded size does not say, so the view keeps the earlier path
        // (its class's saved frame, or our own measure, wrapped at the layout's width). A size
        // Interface Builder was told to assume (a placeholder intrinsic size) stands on the
        // canvas, which draws it instead of the class's.
        let rendered = document.designableSizes[v.id].flatMap { recorded -> IBDesignableSize? in
            if canvas != nil, v.content.placeholderIntrinsicWidth != nil || v.content.placeholderIntrinsicHeight != nil { return nil }
            guard sizes.wrapsAtLayoutWidth(v) else { return recorded }
            guard let width = recorded.width, let frame = v.frame, width <= frame.width + IBControlMetrics.savedWidthTolerance else { return nil }
            return recorded
        }
        if let rendered { size = (rendered.width, rendered.height) }
        if rendered == nil, let custom = v.customClass, let frame = v.frame, let why = Self.designTimeSizeReason(v, measured: size) {
            // Xcode drew it with its class's code.
            takeSavedSize(frame, .designTimeSize(customClass: custom), "\(custom) '\(v.id)': \(why)")
        }
        if v.kind == .pageControl, size.width == nil, size.height == nil, let frame = v.frame, frame.width > 0, frame.height > 0 {
            // UIKit sizes a page control's dots and platter itself (`size(forNumberOfPages:)`)
            // and publishes no figures. [obs] 2 pages 98.67 × 26 under iOS 16
            // (Dogukaim/MealOrder), 3 pages 154.67 × 25 under iOS 15 (AdguardForiOS'
            // Onboarding): no per-page rule fits both.
            takeSavedSize(frame, .notModelled("page control size"), "'\(v.id)': a page control's size is not modelled")
        }
        if v.kind == .button, let name = v.content.imageName, systemSymbols.contains(name), v.content.symbolPointSize != nil {
            note(.notModelled("symbol configuration"), line: v.line,
                 "'\(v.id)': the size of system symbol '\(name)' at a configured point size is not modelled; the button is sized by its title")
        }
        if v.kind == .textView, v.content.paragraphStyle != nil {
            note(.notModelled("paragraph style of a text view"), line: v.line,
                 "'\(v.id)': a text view's paragraph style is not modelled; its lines are the font's")
        }
        if v.kind == .imageView, let name = v.content.imageName, systemSymbols.contains(name) {
            note(.notModelled("system symbol"), line: v.line,
                 "'\(v.id)': the size of system symbol '\(name)' is not modelled (the file records only its proportions)")
        }
        // Xcode's canvas keeps the library's height (IBDocument.canvasKeepsLibraryLabelHeight):
        // not for a label arranged by a stack view, placed by its cell or its autoresizing mask,
        // sized by its saved frame, its class's rendering or a placeholder size, or empty.
        if canvas?.keepsLibraryLabelHeight == true, !sizeIsSaved, rendered == nil, !arranged, IBCanvas.isLibraryLabel(v),
           canvasLabelTexts[v.id] == nil, !view.translatesAutoresizingMaskIntoConstraints,
           v.content.placeholderIntrinsicHeight == nil, let height = size.height, height > 0 {
            size.height = IBCanvas.libraryLabelHeight
        }
        // Xcode's canvas gives a one-line label whose text is empty a size of its own when a
        // stack view arranges it (IBCanvas.emptyLabelSide), where UIKit's is zero.
        if canvas != nil, arranged, !sizeIsSaved, rendered == nil, IBCanvas.isEmptyOneLineLabel(v) {
            size = (IBCanvas.emptyLabelSide, IBCanvas.emptyLabelSide)
        }
        view.alignmentRectInsets = IBControlMetrics.alignmentRectInsets(of: v.kind, iOS: sizes.iOS)
        if size.width != nil || size.height != nil {
            view.intrinsicContentSize = size
            if [.label, .button, .textField].contains(v.kind), let h = size.height, h > 0 {
                // The first baseline sits at the first line's ascender, the last above the last
                // line's descender (semantics doc 5.3); a label's line is one line of its font.
                // A button's title and a text field's text are one line centred in the control
                // (`contentVerticalAlignment` center), so their baselines are that line's, moved
                // down by half the room around it. [obs] ProtonVPN's Login.storyboard (ninth
                // held-out set) line 83: a 22 pt field whose first baseline is 1 pt above a 20 pt
                // icon's bottom, saved at y 11.5 beside the icon at y 9.
                let line = min(h, sizes.labelLineHeight(of: v))
                // A label keeps its baselines at its line's even at the library's height:
                // centring its line in the 21 pt, as a control does its title, moves labels tied
                // by baseline (okta's sign-in sample, twelfth set; firebase's PostTableViewCell)
                // off their saved frames.
                let room = v.kind == .label ? 0 : (h - line) / 2
                view.baselines = (room + line * UIKitMetrics.baselineFraction, room + line * (1 - UIKitMetrics.baselineFraction))
            }
        }
        if sizes.wrapsAtLayoutWidth(v), !drawsOwnText { wrappingTexts.append((v, view)) }

        if let stack = view as? StackView, let s = v.stack {
            stack.axis = s.axis == .vertical ? .vertical : .horizontal
            stack.distribution = StackView.Distribution(rawValue: s.distribution.rawValue) ?? .fill
            stack.alignment = Self.alignment(s.alignment)
            stack.spacing = s.usesStandardSpacing ? IBControlMetrics.standardStackSpacing : s.spacing
            // Xcode writes a stack view's margins only when it arranges inside them, without the
            // attribute: all 7 stack views of the fixtures with <edgeInsets key="layoutMargins">
            // (or directional ones) have their views saved inside those margins.
            stack.isLayoutMarginsRelativeArrangement = s.layoutMarginsRelativeArrangement
                || v.layoutMargins != nil || v.directionalLayoutMargins != nil
            stack.isBaselineRelativeArrangement = s.baselineRelativeArrangement
        }
        applyOverrides(of: v, to: view)
        if let scroll = view as? ScrollView, let s = v.scroll {
            scroll.contentInsetAdjustmentBehavior = ScrollView.ContentInsetAdjustmentBehavior(rawValue: s.contentInsetAdjustmentBehavior.rawValue) ?? .automatic
            if let inset = s.contentInset { scroll.contentInset = inset }
            scroll.alwaysBounceVertical = scroll.alwaysBounceVertical || s.alwaysBounceVertical
            scroll.alwaysBounceHorizontal = s.alwaysBounceHorizontal
        }
    }

    /// Why a view of a custom class takes its size from its saved frame, or nil: a leaf view
    /// that draws itself (an IBDesignable, sized by its class's intrinsicContentSize, e.g.
    /// Cosmos's `CosmosView`), or a text view its class restyles (``drawsOwnContent(_:)``).
    static func designTimeSizeReason(_ v: IBView, measured: (width: Double?, height: Double?)) -> String? {
        if drawsOwnContent(v) {
            let keys = v.runtimeAttributes.filter(\.isCustomProperty).map(\.keyPath).joined(separator: ", ")
            return "styled by its class's own properties (\(keys))"
        }
        guard measured.width == nil, measured.height == nil, v.kind == .view, v.customClass != nil, v.childViews.isEmpty,
              let frame = v.frame, frame.width > 0, frame.height > 0 else { return nil }
        return "a leaf view that draws itself"
    }

    /// True for a label, button or text field of a custom class that the file gives properties
    /// of the class's own (``IBRuntimeAttribute/isCustomProperty``): `@IBInspectable`s, which
    /// the class applies in code, in Xcode's canvas as on a device.
    static func drawsOwnContent(_ v: IBView) -> Bool {
        [.label, .button, .textField].contains(v.kind) && v.customClass != nil && v.frame != nil
            && v.runtimeAttributes.contains(where: \.isCustomProperty)
    }

    static func alignment(_ a: IBStackAlignment) -> StackView.Alignment {
        switch a {
        case .fill: return .fill
        case .leading: return .leading
        case .top: return .top
        case .firstBaseline: return .firstBaseline
        case .center: return .center
        case .trailing: return .trailing
        case .bottom: return .bottom
        case .lastBaseline: return .lastBaseline
        }
    }

    // MARK: Variations

    /// Attribute overrides of the variations of `v` that match this window's size classes, least
    /// specific first: `hidden`, and a stack view's `axis`, `spacing`, `distribution`, `alignment`
    /// (e.g. `<variation key="heightClass=regular-widthClass=compact" axis="vertical"/>`).
    func applyOverrides(of v: IBView, to view: View) {
        for variation in matchingVariations(v.variations) {
            if let hidden = variation.override("hidden") { view.isHidden = hidden == "YES" }
            guard let stack = view as? StackView else { continue }
            if let axis = variation.override("axis") { stack.axis = axis == "vertical" ? .vertical : .horizontal }
            if let spacing = overrideNumber(of: variation, "spacing", on: v.id, IBDecoder.finiteNumber) { stack.spacing = spacing }
            if let d = variation.override("distribution").flatMap(IBStackDistribution.init(rawValue:)),
               let distribution = StackView.Distribution(rawValue: d.rawValue) {
                stack.distribution = distribution
            }
            if let a = variation.override("alignment").flatMap(IBStackAlignment.init(rawValue:)) { stack.alignment = Self.alignment(a) }
        }
    }

    /// The variations of `v` that apply to this window's size classes, least specific first.
    func matchingVariations(_ variations: [IBVariation]) -> [IBVariation] {
        variations.filter { $0.traits.isDefault || $0.traits.matches(traits) }
            .sorted { $0.traits.specificity < $1.traits.specificity }
    }

    /// The constraints of `v` installed for this window's size classes, and the subviews left
    /// out: the `default` variation's exclusions, undone by more specific matching ones.
    ///
    /// A placeholder constraint (`placeholder="YES"`, Xcode's "Remove at build time") is not
    /// installed by UIKit but is laid out on Xcode's canvas, so a canvas layout keeps it. [obs]
    /// Held-out sets (docs/held-out-sets.md): WordPressAuthenticator-iOS' Login.storyboard
    /// (toolsVersion 22154, retina4_7) saves a container whose only height is a placeholder
    /// `height` of 166 at 501 × 166 over the 667 pt root's bottom (line 40); matrix-ios-kit's
    /// MXKAuthenticationViewController.xib, woocommerce-ios' ULErrorViewController.xib,
    /// edx-app-ios' DiscussionNewCommentViewController.xib and eleven more files save their
    /// views where their placeholders put them (50 views, none fewer).
    func installedConstraints(of v: IBView) -> ([IBConstraint], Set<String>) {
        var excludedConstraints = Set<String>(), excludedSubviews = Set<String>()
        for variation in matchingVariations(v.variations) {
            for id in variation.excludedConstraintIDs { excludedConstraints.insert(id) }
            for id in variation.includedConstraintIDs { excludedConstraints.remove(id) }
            for id in variation.excludedSubviewIDs { excludedSubviews.insert(id) }
            for id in variation.includedSubviewIDs { excludedSubviews.remove(id) }
        }
        let installed = v.constraints.filter { c in (canvas != nil || !c.isPlaceholder) && !(c.id.map(excludedConstraints.contains) ?? false) }
        return (installed, excludedSubviews)
    }
}
