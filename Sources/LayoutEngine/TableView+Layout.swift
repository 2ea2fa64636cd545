import DeviceCatalog

// The table's geometry (rows stacked per section below their headers, rules 3.6.a–b): where
// each header, row and footer sits in the content, and which of them the viewport shows. The
// views made for them are in TableView+Rows.swift.

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

    /// One section's vertical extent in content coordinates.
    struct SectionFrame {
        var headerTop = 0.0, headerHeight = 0.0, hasHeaderView = false
        var rowsTop = 0.0, rows = 0
        /// The height of the rows after the first `tops.count - 1`.
        var rowHeight = 0.0
        /// The tops (from `rowsTop`) of the first rows, whose heights are their own (set by the
        /// delegate, or measured), and where the last of them ends; later rows are `rowHeight`.
        var tops: [Double] = [0]
        var footerTop = 0.0, footerHeight = 0.0, hasFooterView = false
        var bottom = 0.0

        /// How many rows have heights of their own.
        var ownHeights: Int { tops.count - 1 }
        /// Row `r`'s top, from `rowsTop`.
        func top(ofRow r: Int) -> Double {
            r < tops.count ? tops[r] : tops[ownHeights] + Double(r - ownHeights) * rowHeight
        }
        /// Row `r`'s height.
        func height(ofRow r: Int) -> Double { r < ownHeights ? tops[r + 1] - tops[r] : rowHeight }
        /// The height of all the rows.
        var rowsHeight: Double { top(ofRow: rows) }

        /// The row at `y` (from `rowsTop`), rounded as asked past the rows with their own
        /// heights, clamped to `0...rows`.
        func row(at y: Double, rounding: FloatingPointRoundingRule) -> Int {
            let end = tops[ownHeights]
            if y <= 0 { return 0 }
            if y < end {
                // The last row with its own height that starts at or above `y`.
                var low = 0, high = ownHeights - 1
                while low < high {
                    let mid = (low + high + 1) / 2
                    if tops[mid] <= y { low = mid } else { high = mid - 1 }
                }
                return rounding == .up ? low + 1 : low
            }
            return min(rows, ownHeights + TableView.rowIndex((y - end) / rowHeight, rounding: rounding, rows: rows))
        }
    }

    /// The section frames and the content height (table header and footer views included).
    typealias Geometry = (sections: [SectionFrame], contentHeight: Double)

    /// The style the rules lay out: inset grouped is iOS 13's; earlier rules group.
    func effectiveStyle(iOS: Int) -> Style { style == .insetGrouped && iOS < 13 ? .grouped : style }

    /// The height rows get before cells are measured (rules 3.6.a–b): `rowHeight` when set;
    /// from iOS 11 the estimate (self-sizing is on; 44 when automatic, as an empty cell of the
    /// table's own has no height to measure), or, with estimation off, the row of
    /// ``UIKitMetrics/unestimatedRowHeight(iOS:)`` (52 on iOS 26); before iOS 11 the default
    /// `rowHeight` of 44.
    func effectiveRowHeight(iOS: Int) -> Double {
        if let h = rowHeight, h > 0 { return h }
        if iOS >= 11, let e = estimatedRowHeight {
            // A positive estimate; 0 turns estimation off; a negative one is automatic
            // (`automaticDimension` is -1), as ``rowSizesItself(_:_:iOS:)`` reads it too.
            if e > 0 { return e }
            if e == 0 { return UIKitMetrics.unestimatedRowHeight(iOS: iOS) }
        }
        return UIKitMetrics.standardRowHeight
    }

    /// Whether row `r` of section `s` sizes itself when its cell is the data source's (rule
    /// 3.6.a): from iOS 11, when neither the delegate nor `rowHeight` gives it a height and
    /// estimation is on.
    func rowSizesItself(_ s: Int, _ r: Int, iOS: Int) -> Bool {
        guard iOS >= 11, sections.indices.contains(s), estimatedRowHeight != 0, (rowHeight ?? 0) <= 0 else { return false }
        let own = sections[s].rowHeights
        return !(r < own.count && own[r] != nil)
    }

    /// The header of section `index`: padding above it, its height, whether it is a view.
    func header(of index: Int, iOS: Int) -> (padding: Double, height: Double, isView: Bool) {
        let s = sections[index], titled = s.headerTitle != nil
        // The table's own header height, unless the section asks for the automatic one.
        let sectionHeaderHeight = s.headerHeightIsAutomatic ? nil : self.sectionHeaderHeight
        let height: Double
        if let h = s.headerHeight {
            height = h
        } else {
            switch effectiveStyle(iOS: iOS) {
            case .plain:
                // An untitled section has no header, except from iOS 15 when the height is set
                // (not automatic): then it is that high, without a view. [obs] Xcode 16's saved
                // frames of a plain table with `sectionHeaderHeight="28"`: an untitled static
                // section's first row at y 50 = 22 + 28 (onevcat__Kingfisher__Main.storyboard
                // lines 127–135); Xcode 11's: at y 0 (HeroTransitions__Hero__Main.storyboard
                // lines 14–22).
                if titled {
                    height = sectionHeaderHeight ?? UIKitMetrics.plainSectionHeaderHeight
                } else {
                    height = untitledPlainHeight(set: sectionHeaderHeight, iOS: iOS)
                }
            case .grouped, .insetGrouped:
                if titled {
                    // The first titled height is the header's above which no row stands: sections
                    // without rows before it do not count. [obs] ruuvi/com.ruuvi.station.ios'
                    // TagSettings.storyboard (Xcode 13, grouped; fifteenth held-out set): an empty
                    // untitled section, then "GENERAL" with its first row 18 + 18 + 49.5 below the
                    // table header. (The first *titled* section is not it: titled sections after
                    // untitled ones with rows keep the later height, in GitHawk's, Hackers',
                    // Delta's and GoMap's settings tables and NetNewsWire's Inspector.)
                    let first = sections[..<index].allSatisfy { $0.rows == 0 } && !isUnderLargeTitle
                    let titledHeights = UIKitMetrics.titledGroupedSectionHeaderHeights(iOS: iOS, pointRelease: window?.iOSPointRelease)
                    // A titled header after the first is taller when its section has a footer
                    // title (UIKitMetrics.groupedHeaderExtraWithFooterTitle; Delta's first
                    // section, with an empty footer title, keeps 38). From iOS 15 only where
                    // footer titles are measured: the footers above it are sized from their
                    // text then, and half of the rule would misplace every later row.
                    let withFooter = index > 0 && s.footerTitle != nil && (iOS < 15 || footerTitleMeasure != nil)
                    let later = titledHeights.later + (withFooter ? UIKitMetrics.groupedHeaderExtraWithFooterTitle : 0)
                    height = sectionHeaderHeight ?? (first ? titledHeights.first : later)
                } else if index == 0 && effectiveStyle(iOS: iOS) == .grouped {
                    height = sectionHeaderHeight ?? UIKitMetrics.groupedFirstSectionHeaderHeight(iOS: iOS)
                } else {
                    height = sectionHeaderHeight ?? UIKitMetrics.groupedSectionHeaderHeight
                }
            }
        }
        // iOS 15's padding above headers: automatic for plain tables, as set for any style.
        var padding = 0.0
        if iOS >= UIKitMetrics.firstIOSWithSectionHeaderTopPadding, height > 0 {
            padding = sectionHeaderTopPadding ?? (effectiveStyle(iOS: iOS) == .plain ? UIKitMetrics.automaticSectionHeaderTopPadding : 0)
        }
        return (max(0, padding), max(0, height), height > 0 && (titled || s.headerHeight != nil))
    }

    /// An untitled header's or footer's height in a plain table whose set section height is
    /// `set`: that height from iOS 15, and on iOS 13–14 in a table without any section title;
    /// none before, nor on iOS 13–14 beside titled sections (header and footer examples above).
    func untitledPlainHeight(set: Double?, iOS: Int) -> Double {
        iOS >= 15 || (iOS >= 13 && !hasSectionTitles) ? max(0, set ?? 0) : 0
    }

    /// The footer of section `index`: its height and whether it is a view.
    func footer(of index: Int, iOS: Int) -> (height: Double, isView: Bool) {
        let s = sections[index], titled = s.footerTitle != nil
        let height: Double
        if let h = s.footerHeight {
            height = h
        } else if effectiveStyle(iOS: iOS) == .plain {
            // Untitled footers as untitled headers (above): from iOS 15 a set height holds in
            // every section. [obs] googleads' APIDemo Main.storyboard (Xcode 16; ninth held-out
            // set), a plain static table with `sectionFooterHeight="28"` and titled headers:
            // each later section's first row 28 + 22 + 28 below the last row of the one before
            // (lines 388, 414, 440: y 50, 178, 306 for 50 pt rows).
            height = titled ? sectionFooterHeight ?? UIKitMetrics.plainSectionFooterHeight
                : untitledPlainHeight(set: sectionFooterHeight, iOS: iOS)
        } else if sectionFooterHeight == nil, s.footerTitle?.isEmpty == true, iOS >= UIKitMetrics.firstIOSOfEmptyGroupedFooterTitleHeight {
            height = UIKitMetrics.emptyGroupedFooterTitleHeight
        } else if iOS >= 15, sectionFooterHeight == nil, let title = s.footerTitle, let measured = measuredFooterHeight(title, iOS: iOS) {
            height = measured
        } else {
            height = sectionFooterHeight ?? UIKitMetrics.groupedSectionFooterHeight
        }
        return (max(0, height), height > 0 && (titled || s.footerHeight != nil))
    }

    /// The width a grouped table's footer title wraps at, nil before the table has a width:
    /// between the table's layout margins, and in an inset-grouped table inside the card
    /// (``cardSideInsets(in:)``, as its rows), less ``UIKitMetrics/groupedFooterTextInset`` on
    /// each side.
    func groupedFooterTextWidth(iOS: Int) -> Double? {
        guard bounds.width > 0 else { return nil }
        let margins = effectiveLayoutMargins
        guard effectiveStyle(iOS: iOS) == .insetGrouped else { return max(0, bounds.width - margins.left - margins.right) }
        let cards = window.map { cardSideInsets(in: $0) }.map { $0.left + $0.right } ?? margins.left + margins.right
        return max(0, bounds.width - cards - 2 * UIKitMetrics.groupedFooterTextInset)
    }

    /// Where an inset-grouped table's cards stand from its left and right sides: at its layout
    /// margins (the safe area's side bands in landscape), at least
    /// ``UIKitMetrics/insetGroupedMinimumSideInset(hasSensorHousing:iOS:)`` on `window`'s screen
    /// where the margins are narrower. The margins are the last pass's; a change makes the rows
    /// again (``CellSettings``).
    func cardSideInsets(in window: Window) -> EdgeInsets {
        let minimum = UIKitMetrics.insetGroupedMinimumSideInset(hasSensorHousing: window.device.sensorHousingKind != .none, iOS: window.iOS)
        let margins = effectiveLayoutMargins
        return EdgeInsets(top: 0, left: max(margins.left, minimum), bottom: 0, right: max(margins.right, minimum))
    }

    /// A grouped footer's height from its title where titles are measured (iOS 15+): the text
    /// and ``UIKitMetrics/groupedFooterTitlePadding`` (an empty title is UIKit's own footer,
    /// ``footer(of:iOS:)``); nil when nothing measures or the table has no width yet.
    func measuredFooterHeight(_ title: String, iOS: Int) -> Double? {
        guard footerTitleMeasure != nil else { return nil }
        return measuredFooterTitle(title, iOS: iOS).map { UIKitMetrics.groupedFooterTitlePadding + $0 }
    }

    /// ``footerTitleMeasure``'s height for `title` at ``groupedFooterTextWidth(iOS:)``, cached;
    /// nil when nothing measures or the table has no width yet.
    func measuredFooterTitle(_ title: String, iOS: Int) -> Double? {
        guard let measure = footerTitleMeasure, let width = groupedFooterTextWidth(iOS: iOS) else { return nil }
        let key = FooterTitleKey(title: title, width: width)
        if let known = footerTitleHeights[key] { return known }
        let height = measure(title, width)
        footerTitleHeights[key] = height
        return height
    }

    /// Every section's extent and the content height. A row's height is the delegate's, else
    /// the height it measured (self-sizing), else ``effectiveRowHeight(iOS:)``.
    func sectionFrames(iOS: Int) -> Geometry {
        let rowHeight = effectiveRowHeight(iOS: iOS)
        // The last measured row of each section: the rows up to it have heights of their own.
        var lastMeasured: [Int: Int] = [:]
        for key in measuredHeights.keys {
            if case let .row(s, r) = key { lastMeasured[s] = max(lastMeasured[s] ?? -1, r) }
        }
        var y = tableHeaderHeight
        var frames: [SectionFrame] = []
        frames.reserveCapacity(sections.count)
        for index in sections.indices {
            let section = sections[index]
            let h = header(of: index, iOS: iOS), f = footer(of: index, iOS: iOS)
            var frame = SectionFrame()
            frame.headerTop = y + h.padding
            frame.headerHeight = h.height
            frame.hasHeaderView = h.isView
            frame.rowsTop = frame.headerTop + h.height
            frame.rows = section.rows
            frame.rowHeight = rowHeight
            let own = min(section.rows, max(section.rowHeights.count, (lastMeasured[index] ?? -1) + 1))
            if own > 0 {
                frame.tops.reserveCapacity(own + 1)
                for r in 0..<own {
                    let given = r < section.rowHeights.count ? section.rowHeights[r] : nil
                    frame.tops.append(frame.tops[r] + (given ?? measuredHeights[.row(index, r)] ?? rowHeight))
                }
            }
            frame.footerTop = frame.rowsTop + frame.rowsHeight
            frame.footerHeight = f.height
            frame.hasFooterView = f.isView
            frame.bottom = frame.footerTop + f.height
            frames.append(frame)
            y = frame.bottom
        }
        return (frames, y + tableFooterHeight)
    }

    /// The content rectangle's vertical extent of `key` (nil for an element that does not exist).
    func extent(of key: ElementKey, in layout: Geometry) -> (y: Double, height: Double)? {
        switch key {
        case let .header(s): return layout.sections.indices.contains(s) ? (layout.sections[s].headerTop, layout.sections[s].headerHeight) : nil
        case let .footer(s): return layout.sections.indices.contains(s) ? (layout.sections[s].footerTop, layout.sections[s].footerHeight) : nil
        case let .row(s, r):
            guard layout.sections.indices.contains(s), r >= 0, r < layout.sections[s].rows else { return nil }
            let f = layout.sections[s]
            return (f.rowsTop + f.top(ofRow: r), f.height(ofRow: r))
        }
    }

    /// The part of the content in view: from the content offset, the table's height (the
    /// window's before the first layout, when the frame is not known yet).
    func viewport(in window: Window) -> (low: Double, high: Double) {
        if laysOutEveryRow { return (-Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude) }
        let height = frame.height > 0 ? frame.height : window.bounds.height
        return (boundsOrigin.y, boundsOrigin.y + height)
    }

    /// The generated views the viewport shows, in order (UIKit asks its data source only for
    /// the rows in view).
    func keysInView(_ layout: Geometry, viewport: (low: Double, high: Double)) -> [ElementKey] {
        func shows(_ y: Double, _ h: Double) -> Bool { h > 0 && y < viewport.high && y + h > viewport.low }
        var keys: [ElementKey] = []
        for (s, f) in layout.sections.enumerated() {
            if f.bottom <= viewport.low { continue }
            if f.headerTop >= viewport.high { break }
            if f.hasHeaderView && shows(f.headerTop, f.headerHeight) { keys.append(.header(s)) }
            if f.rows > 0 {
                // Row indices from the viewport, clamped in floating point first, so an offset
                // of any size (or not a number) cannot overflow the conversion.
                let first = f.row(at: viewport.low - f.rowsTop, rounding: .down)
                let last = f.row(at: viewport.high - f.rowsTop, rounding: .up) - 1
                if first <= last {
                    for r in first...last where shows(f.rowsTop + f.top(ofRow: r), f.height(ofRow: r)) {
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
}

/// A footer title measured at a width (``TableView/footerTitleHeights``).
struct FooterTitleKey: Hashable {
    let title: String
    let width: Double
}
