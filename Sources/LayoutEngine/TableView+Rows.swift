import DeviceCatalog

// The views a table makes for what is in view (its own cells, or its data source's, and titled
// section headers and footers), placed in the content by TableView+Layout.swift's geometry.

extension TableView {
    /// A generated view and the constraints that place it in the content.
    struct RowView {
        var key: ElementKey
        var view: View
        var top: LayoutConstraint
        var height: LayoutConstraint
        /// While a self-sizing row measures its cell: `height == 0` at the fitting priority,
        /// in place of ``height`` (UIKit's `systemLayoutSizeFitting` with
        /// `.fittingSizeLevel` vertically).
        var fit: LayoutConstraint?
        /// Whether the view is the data source's (kept, not discarded, when it leaves).
        var supplied: Bool
    }

    /// What the generated views were built with; a change rebuilds them.
    struct CellSettings: Hashable {
        var style: Style
        var separatorStyle: SeparatorStyle
        var separatorInset: EdgeInsets?
        var reference: SeparatorInsetReference
        var insetsContentViews: Bool
        var automaticTrailingMargin: Bool
        var contentViewLeavesSeparator: Bool
        var iOS: Int
        var scale: Double
        /// Where an inset-grouped table's cards stand from its left and right sides
        /// (``TableView/cardSideInsets(in:)``); nil in other styles.
        var cardSideInsets: EdgeInsets?
        /// The width footer titles wrap at when they are measured (``TableView/footerTitleMeasure``):
        /// their heights, and so every later row, depend on it.
        var measuredFooterWidth: Double?

        /// The separator's height, 0 when the table draws none.
        var separatorHeight: Double {
            separatorStyle == .none ? 0 : UIKitMetrics.separatorThickness(scale: scale)
        }
    }

    func cellSettings(in window: Window) -> CellSettings {
        CellSettings(style: effectiveStyle(iOS: window.iOS), separatorStyle: separatorStyle, separatorInset: separatorInset,
                     reference: window.iOS >= 11 ? separatorInsetReference : .fromAutomaticInsets,
                     insetsContentViews: insetsContentViewsToSafeArea,
                     automaticTrailingMargin: window.device.family == .iPad,
                     contentViewLeavesSeparator: UIKitMetrics.tableCellContentViewLeavesSeparator(iOS: window.iOS),
                     iOS: window.iOS, scale: window.device.scale,
                     cardSideInsets: effectiveStyle(iOS: window.iOS) == .insetGrouped ? cardSideInsets(in: window) : nil,
                     measuredFooterWidth: footerTitleMeasure == nil ? nil : groupedFooterTextWidth(iOS: window.iOS))
    }

    // MARK: The layout pass

    /// Before a pass: the cells, headers and footers of what is in view, placed in the content.
    func prepareRows(in window: Window) {
        let settings = cellSettings(in: window)
        // Self-sizing rows measured at another width measure again (their cells are rebuilt).
        // Inset-grouped cards that moved with the margins measure again too.
        let cardsMoved = preparedSettings.map { $0.cardSideInsets != settings.cardSideInsets } ?? false
        if let width = measuredWidth, width != frame.width || cardsMoved, !measuredHeights.isEmpty {
            measuredHeights.removeAll()
            preparedSettings = nil
        }
        let layout = sectionFrames(iOS: window.iOS)
        if let pin = tableFooterTop, pin.constant != layout.contentHeight - tableFooterHeight {
            pin.constant = layout.contentHeight - tableFooterHeight
        }
        let keys = keysInView(layout, viewport: viewport(in: window))
        let wanted = Set(keys)
        var kept = settings == preparedSettings ? rowViews.filter { wanted.contains($0.key) } : []
        let keptKeys = Set(kept.map(\.key))
        var fresh = keys.filter { !keptKeys.contains($0) }
        // New views go after the kept ones, so the tree stays in index-path order; a view
        // needed before them (scrolling up) rebuilds the list.
        if let last = kept.last?.key, let first = fresh.first, first < last {
            kept = []
            fresh = keys
        }
        let keptViews = Set(kept.map { ObjectIdentifier($0.view) })
        window.deferringRetries {
            for old in rowViews where !keptViews.contains(ObjectIdentifier(old.view)) {
                if old.supplied {
                    old.view.removeFromSuperview(keepingOwnConstraintsExcept: [old.top, old.height] + (old.fit.map { [$0] } ?? []))
                } else {
                    old.view.removeFromSuperview()
                }
            }
        }
        // A built-in style's labels are placed for the content view's height: the row's,
        // less the separator where the content view leaves it.
        let separator = settings.contentViewLeavesSeparator ? settings.separatorHeight : 0
        for index in kept.indices {
            guard let e = extent(of: kept[index].key, in: layout) else { continue }
            if kept[index].top.constant != e.y { kept[index].top.constant = e.y }
            if kept[index].height.constant != e.height { kept[index].height.constant = e.height }
            (kept[index].view as? TableViewCell)?.updateBuiltInStyleTop(contentHeight: e.height - separator)
        }
        rowViews = kept
        for key in fresh {
            guard let e = extent(of: key, in: layout) else { continue }
            let row = makeRowView(key, y: e.y, height: e.height, settings: settings)
            (row.view as? TableViewCell)?.updateBuiltInStyleTop(contentHeight: e.height - separator)
            rowViews.append(row)
        }
        preparedKeys = keys
        preparedSettings = settings
    }

    /// The content size from the sections, and the table's own default side margins.
    func updateRowContentSize(in window: Window) {
        contentSize = Size(width: frame.width, height: sectionFrames(iOS: window.iOS).contentHeight)
        // A table's own side margins are the system minimum ones, whether or not it is a
        // controller's root view: cell content sits 16 / 20 pt in (Interface Builder's saved
        // frames: labels in cells of tables that are subviews, 414 pt wide → 20). [inferred]
        guard !isRootView, marginSetting == nil || marginSetting == systemMargins.map({ .absolute($0) }) else { return }
        let side = systemSideMargin(in: window)
        let d = UIKitMetrics.defaultLayoutMargin
        let margins = EdgeInsets(top: d, left: side, bottom: d, right: side)
        marginSetting = .absolute(margins)
        systemMargins = margins
    }

    /// Whether the rows in view (or the settings) differ from those prepared, or self-sizing
    /// rows measured new heights in the pass that just ended (TableView+SelfSizing.swift).
    func rowsAreStale(in window: Window) -> Bool {
        let measured = measureRows(in: window)
        return measured || cellSettings(in: window) != preparedSettings
            || keysInView(sectionFrames(iOS: window.iOS), viewport: viewport(in: window)) != preparedKeys
    }

    /// The data source's cell for a row, unless it cannot be shown there: already another
    /// row's, or the table itself or one of its ancestors.
    func suppliedCell(_ section: Int, _ row: Int) -> TableViewCell? {
        guard let cell = cellProvider?(section, row), !isDescendant(of: cell),
              !rowViews.contains(where: { $0.view === cell }) else { return nil }
        return cell
    }

    /// Makes and places the view of `key`.
    func makeRowView(_ key: ElementKey, y: Double, height: Double, settings: CellSettings) -> RowView {
        let view: View
        var supplied = false, measures = false
        switch key {
        case let .row(s, r):
            let given = suppliedCell(s, r)
            let cell = given ?? TableViewCell(identifier: "\(identifier).cell-\(s)-\(r)", plainStyle: settings.style == .plain)
            if given != nil {
                supplied = true
                measures = rowSizesItself(s, r, iOS: settings.iOS) && measuredHeights[key] == nil
                // Grouped styles give a cell a background view when it has none (UITableViewCell.h).
                if settings.style != .plain, cell.backgroundView == nil {
                    cell.backgroundView = View(identifier: cell.identifier + ".backgroundView", typeName: "view")
                }
            }
            cell.installContent(insetToSafeArea: settings.insetsContentViews,
                                separator: settings.separatorStyle == .none ? nil : separatorPlacement(for: cell, settings),
                                scale: settings.scale,
                                leavesSeparator: settings.contentViewLeavesSeparator && settings.separatorStyle != .none)
            view = cell
        case let .header(s):
            view = TableViewHeaderFooterView(identifier: "\(identifier).header-\(s)", insetToSafeArea: settings.insetsContentViews)
        case let .footer(s):
            view = TableViewHeaderFooterView(identifier: "\(identifier).footer-\(s)", insetToSafeArea: settings.insetsContentViews)
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
        let top = view.topAnchor.constraint(equalTo: topAnchor, constant: y)
        let h = view.heightAnchor.constraint(equalToConstant: height)
        let fit = measures ? view.heightAnchor.constraint(equalToConstant: 0).withPriority(.fittingSizeLevel) : nil
        var made = [top, fit ?? h]
        if let card = settings.cardSideInsets, case .row = key {
            // Inset-grouped rows are cards inside the table's layout margins, at least
            // UIKitMetrics.insetGroupedMinimumSideInset from its edges. The table sets the
            // frame, as UIKit's does: required, so what a cell's content asks (a required width
            // inside it) breaks inside the cell and never moves the card.
            made += [view.leftAnchor.constraint(equalTo: leftAnchor, constant: card.left),
                     view.rightAnchor.constraint(equalTo: rightAnchor, constant: -card.right)]
        } else {
            made += [view.leftAnchor.constraint(equalTo: leftAnchor), view.widthAnchor.constraint(equalTo: widthAnchor)]
        }
        for c in made + [h] {
            c.identifier = "\(view.identifier).tableLayout"
            c.isEncapsulated = true
        }
        fit?.identifier = "\(view.identifier).tableLayout.fitting"
        LayoutConstraint.activate(made)
        return RowView(key: key, view: view, top: top, height: h, fit: fit, supplied: supplied)
    }
}

extension View {
    /// Takes a data source's cell (or header view) out of its table or collection view. The
    /// engine deactivates every constraint naming a removed view; the view's own (between views
    /// inside it) are made pending again, so they hold when it is shown again, as they do in
    /// UIKit — except `placement`, the container's constraints that put it where it was: a
    /// height or width names only the view itself, and kept, it would hold a cell shown again
    /// at two sizes.
    func removeFromSuperview(keepingOwnConstraintsExcept placement: [LayoutConstraint]) {
        LayoutConstraint.deactivate(placement)
        guard let window else { removeFromSuperview(); return }
        var inside = Set<ObjectIdentifier>()
        var stack: [View] = [self]
        while let v = stack.popLast() {
            inside.insert(ObjectIdentifier(v))
            stack.append(contentsOf: v.subviews)
        }
        func isInside(_ item: LayoutItem?) -> Bool { item?.owningView.map { inside.contains(ObjectIdentifier($0)) } ?? false }
        let own = window.activeConstraints.filter { c in
            isInside(c.firstItem) && (c.secondItem == nil || isInside(c.secondItem))
        }
        removeFromSuperview()
        LayoutConstraint.activate(own)
    }
}
