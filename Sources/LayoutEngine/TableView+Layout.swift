import DeviceCatalog

// The table's geometry (rows stacked per section below their headers, rules 3.6.a–b), the
// cells, headers and footers it makes for what is in view, and their layout margins.

extension TableView {
    /// A generated view: a row's cell, or a titled section's header or footer.
    enum ElementKey: Hashable, Comparable {
        case header(Int), row(Int, Int), footer(Int)

        var order: (Int, Int, Int) {
            switch self {
            case let .header(s): return (s, 0, 0)
            case let .row(s, r): return (s, 1, r)
            case let .footer(s): return (s, 2, 0)
            }
        }
        static func < (a: ElementKey, b: ElementKey) -> Bool { a.order < b.order }
    }

    /// A generated view and the constraints that place it in the content.
    struct RowView {
        var key: ElementKey
        var view: View
        var top: LayoutConstraint
        var height: LayoutConstraint
    }

    /// What the generated views were built with; a change rebuilds them.
    struct CellSettings: Hashable {
        var style: Style
        var separatorStyle: SeparatorStyle
        var separatorInset: EdgeInsets?
        var reference: SeparatorInsetReference
        var insetsContentViews: Bool
        var automaticTrailingMargin: Bool
        var scale: Double
    }

    /// One section's vertical extent in content coordinates.
    struct SectionFrame {
        var headerTop = 0.0, headerHeight = 0.0, hasHeaderView = false
        var rowsTop = 0.0, rows = 0
        var footerTop = 0.0, footerHeight = 0.0, hasFooterView = false
        var bottom = 0.0
    }

    /// The style the rules lay out: inset grouped is iOS 13's; earlier rules group.
    func effectiveStyle(iOS: Int) -> Style { style == .insetGrouped && iOS < 13 ? .grouped : style }

    /// The height rows get before cells are measured (rules 3.6.a–b): `rowHeight` when set;
    /// from iOS 11 the estimate (self-sizing is on; 44 when automatic or off, since the engine
    /// measures no cell); before iOS 11 the default `rowHeight` of 44.
    func effectiveRowHeight(iOS: Int) -> Double {
        if let h = rowHeight, h > 0 { return h }
        if iOS >= 11, let e = estimatedRowHeight, e > 0 { return e }
        return UIKitMetrics.standardRowHeight
    }

    /// The header of section `index`: padding above it, its height, whether it is a view.
    func header(of index: Int, iOS: Int) -> (padding: Double, height: Double, isView: Bool) {
        let s = sections[index], titled = s.headerTitle != nil
        let height: Double
        if let h = s.headerHeight {
            height = h
        } else {
            switch effectiveStyle(iOS: iOS) {
            case .plain:
                height = titled ? sectionHeaderHeight ?? UIKitMetrics.plainSectionHeaderHeight : 0
            case .grouped, .insetGrouped:
                if titled {
                    height = sectionHeaderHeight ?? UIKitMetrics.titledGroupedSectionHeaderHeight
                } else if index == 0 && effectiveStyle(iOS: iOS) == .grouped {
                    height = sectionHeaderHeight ?? UIKitMetrics.groupedFirstSectionHeaderHeight
                } else {
                    height = sectionHeaderHeight ?? UIKitMetrics.groupedSectionHeaderHeight
                }
            }
        }
        // iOS 15's padding above headers: automatic for plain tables, as set for any style.
        var padding = 0.0
        if iOS >= 15, height > 0 {
            padding = sectionHeaderTopPadding ?? (effectiveStyle(iOS: iOS) == .plain ? UIKitMetrics.automaticSectionHeaderTopPadding : 0)
        }
        return (max(0, padding), max(0, height), height > 0 && (titled || s.headerHeight != nil))
    }

    /// The footer of section `index`: its height and whether it is a view.
    func footer(of index: Int, iOS: Int) -> (height: Double, isView: Bool) {
        let s = sections[index], titled = s.footerTitle != nil
        let height: Double
        if let h = s.footerHeight {
            height = h
        } else if effectiveStyle(iOS: iOS) == .plain {
            height = titled ? sectionFooterHeight ?? UIKitMetrics.plainSectionFooterHeight : 0
        } else {
            height = sectionFooterHeight ?? UIKitMetrics.groupedSectionFooterHeight
        }
        return (max(0, height), height > 0 && (titled || s.footerHeight != nil))
    }

    /// Every section's extent and the content height (table header and footer views included).
    func sectionFrames(iOS: Int) -> (sections: [SectionFrame], contentHeight: Double, rowHeight: Double) {
        let rowHeight = effectiveRowHeight(iOS: iOS)
        var y = tableHeaderHeight
        var frames: [SectionFrame] = []
        frames.reserveCapacity(sections.count)
        for index in sections.indices {
            let h = header(of: index, iOS: iOS), f = footer(of: index, iOS: iOS)
            var frame = SectionFrame()
            frame.headerTop = y + h.padding
            frame.headerHeight = h.height
            frame.hasHeaderView = h.isView
            frame.rowsTop = frame.headerTop + h.height
            frame.rows = sections[index].rows
            frame.footerTop = frame.rowsTop + Double(frame.rows) * rowHeight
            frame.footerHeight = f.height
            frame.hasFooterView = f.isView
            frame.bottom = frame.footerTop + f.height
            frames.append(frame)
            y = frame.bottom
        }
        return (frames, y + tableFooterHeight, rowHeight)
    }

    /// The content rectangle's vertical extent of `key` (nil for an element that does not exist).
    func extent(of key: ElementKey, in layout: (sections: [SectionFrame], contentHeight: Double, rowHeight: Double)) -> (y: Double, height: Double)? {
        switch key {
        case let .header(s): return layout.sections.indices.contains(s) ? (layout.sections[s].headerTop, layout.sections[s].headerHeight) : nil
        case let .footer(s): return layout.sections.indices.contains(s) ? (layout.sections[s].footerTop, layout.sections[s].footerHeight) : nil
        case let .row(s, r):
            guard layout.sections.indices.contains(s), r < layout.sections[s].rows else { return nil }
            return (layout.sections[s].rowsTop + Double(r) * layout.rowHeight, layout.rowHeight)
        }
    }

    /// The part of the content in view: from the content offset, the table's height (the
    /// window's before the first layout, when the frame is not known yet).
    func viewport(in window: Window) -> (low: Double, high: Double) {
        let height = frame.height > 0 ? frame.height : window.bounds.height
        return (boundsOrigin.y, boundsOrigin.y + height)
    }

    /// The generated views the viewport shows, in order (UIKit asks its data source only for
    /// the rows in view).
    func keysInView(_ layout: (sections: [SectionFrame], contentHeight: Double, rowHeight: Double),
                    viewport: (low: Double, high: Double)) -> [ElementKey] {
        func shows(_ y: Double, _ h: Double) -> Bool { h > 0 && y < viewport.high && y + h > viewport.low }
        var keys: [ElementKey] = []
        for (s, f) in layout.sections.enumerated() {
            if f.bottom <= viewport.low { continue }
            if f.headerTop >= viewport.high { break }
            if f.hasHeaderView && shows(f.headerTop, f.headerHeight) { keys.append(.header(s)) }
            if f.rows > 0 {
                let h = layout.rowHeight
                // Row indices from the viewport, clamped in floating point first, so an offset
                // of any size (or not a number) cannot overflow the conversion.
                let first = Self.rowIndex((viewport.low - f.rowsTop) / h, rounding: .down, rows: f.rows)
                let last = Self.rowIndex((viewport.high - f.rowsTop) / h, rounding: .up, rows: f.rows) - 1
                if first <= last {
                    for r in first...last where shows(f.rowsTop + Double(r) * h, h) {
                        keys.append(.row(s, r))
                        if keys.count >= ScrollView.maximumContentViews { return keys }
                    }
                }
            }
            if f.hasFooterView && shows(f.footerTop, f.footerHeight) { keys.append(.footer(s)) }
            if keys.count >= ScrollView.maximumContentViews { return keys }
        }
        return keys
    }

    /// `value` rounded and clamped to `0...rows` (0 when it is not a number).
    static func rowIndex(_ value: Double, rounding: FloatingPointRoundingRule, rows: Int) -> Int {
        guard value.isFinite else { return value == .infinity ? rows : 0 }
        return Int(min(Double(rows), max(0, value.rounded(rounding))))
    }

    func cellSettings(in window: Window) -> CellSettings {
        CellSettings(style: effectiveStyle(iOS: window.iOS), separatorStyle: separatorStyle, separatorInset: separatorInset,
                     reference: window.iOS >= 11 ? separatorInsetReference : .fromAutomaticInsets,
                     insetsContentViews: insetsContentViewsToSafeArea,
                     automaticTrailingMargin: window.device.family == .iPad, scale: window.device.scale)
    }

    // MARK: The layout pass

    /// Before a pass: the cells, headers and footers of what is in view, placed in the content.
    func prepareRows(in window: Window) {
        let layout = sectionFrames(iOS: window.iOS)
        if let pin = tableFooterTop, pin.constant != layout.contentHeight - tableFooterHeight {
            pin.constant = layout.contentHeight - tableFooterHeight
        }
        let keys = keysInView(layout, viewport: viewport(in: window))
        let settings = cellSettings(in: window)
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
        for old in rowViews where !keptViews.contains(ObjectIdentifier(old.view)) { old.view.removeFromSuperview() }
        for index in kept.indices {
            guard let e = extent(of: kept[index].key, in: layout) else { continue }
            if kept[index].top.constant != e.y { kept[index].top.constant = e.y }
            if kept[index].height.constant != e.height { kept[index].height.constant = e.height }
        }
        rowViews = kept
        for key in fresh {
            guard let e = extent(of: key, in: layout) else { continue }
            rowViews.append(makeRowView(key, y: e.y, height: e.height, settings: settings))
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
        let side = SafeAreaRules.systemMinimumSideMargin(device: window.device, metrics: window.metrics)
        let d = UIKitMetrics.defaultLayoutMargin
        let margins = EdgeInsets(top: d, left: side, bottom: d, right: side)
        marginSetting = .absolute(margins)
        systemMargins = margins
    }

    /// Whether the rows in view (or the settings) differ from those prepared.
    func rowsAreStale(in window: Window) -> Bool {
        cellSettings(in: window) != preparedSettings || keysInView(sectionFrames(iOS: window.iOS), viewport: viewport(in: window)) != preparedKeys
    }

    /// Makes and places the view of `key`.
    func makeRowView(_ key: ElementKey, y: Double, height: Double, settings: CellSettings) -> RowView {
        let view: View
        switch key {
        case let .row(s, r):
            let cell = TableViewCell(identifier: "\(identifier).cell-\(s)-\(r)", plainStyle: settings.style == .plain)
            cell.installContent(insetToSafeArea: settings.insetsContentViews,
                                separator: settings.separatorStyle == .none ? nil : separatorPlacement(for: cell, settings),
                                scale: settings.scale)
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
        var made = [top, h]
        if settings.style == .insetGrouped, case .row = key {
            // Inset-grouped rows are cards inside the table's layout margins (NetNewsWire
            // Inspector.storyboard: cells at x 20, 374 wide in a 414 pt table). [obs]
            made += [view.leftAnchor.constraint(equalTo: layoutMarginsGuide.leftAnchor),
                     view.rightAnchor.constraint(equalTo: layoutMarginsGuide.rightAnchor)]
        } else {
            made += [view.leftAnchor.constraint(equalTo: leftAnchor), view.widthAnchor.constraint(equalTo: widthAnchor)]
        }
        for c in made { c.identifier = "\(view.identifier).tableLayout" }
        LayoutConstraint.activate(made)
        return RowView(key: key, view: view, top: top, height: h)
    }
}
