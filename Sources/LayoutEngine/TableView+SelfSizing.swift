import DeviceCatalog

// Self-sizing rows (rule 3.6.a): a data source's cell whose row has no height of its own is
// laid out once with its height free at the fitting priority, as UIKit's
// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` does with
// the row's width required and `.fittingSizeLevel` vertically; the height its content gives,
// plus the separator, is the row's from the next pass on. Rows not yet in view keep the
// estimate (``TableView/effectiveRowHeight(iOS:)``), as UIKit's do.

extension TableView {
    /// After a pass: the heights of the rows that measured their cells in it. Returns whether
    /// any was measured (the rows then move, so one more pass follows).
    func measureRows(in window: Window) -> Bool {
        guard let settings = preparedSettings else { return false }
        var measured = false
        for index in rowViews.indices {
            guard let fit = rowViews[index].fit, case .row = rowViews[index].key else { continue }
            var height = rowHeight(measuring: rowViews[index].view.frame.height, settings)
            if let cell = rowViews[index].view as? TableViewCell, cell.hasBuiltInStyle {
                // A built-in style's row is never shorter than the standard row. [obs]
                // scenee/FloatingPanel Samples/…/Main.storyboard lines 41–48: a self-sizing
                // default-style prototype with a 17 pt label saved 43.5 tall (2×), its label
                // spanning it.
                height = max(height, collapsedRowHeight(settings))
                if let pair = cell.subtitleFittingHeight(iOS: settings.iOS, scale: settings.scale) { height = max(height, pair) }
            }
            measuredHeights[rowViews[index].key] = height
            LayoutConstraint.deactivate([fit])
            rowViews[index].fit = nil
            rowViews[index].height.constant = height
            rowViews[index].height.isActive = true
            measured = true
        }
        if measured { measuredWidth = frame.width }
        return measured
    }

    /// A self-sizing row's height from its cell's fitting height: the content's height plus
    /// the separator; or, when the content's constraints give no height, the standard
    /// height UIKit falls back to (``UIKitMetrics/tableCollapsedRowHeight(iOS:separatorHeight:)``,
    /// before iOS 13 with the separator below it: ``collapsedRowHeight(_:)``).
    func rowHeight(measuring cellHeight: Double, _ settings: CellSettings) -> Double {
        let separator = settings.separatorHeight
        // While measuring, a content view that leaves the separator ends that far above the
        // cell's bottom: the cell's fitting height already holds it.
        let content = settings.contentViewLeavesSeparator ? cellHeight - separator : cellHeight
        guard content.isFinite, content >= 0.5 / max(1, settings.scale) else {
            // Before iOS 13 the standard row, as a built-in style's least
            // (``UIKitMetrics/firstIOSOfShortCollapsedRows``).
            if settings.iOS < UIKitMetrics.firstIOSOfShortCollapsedRows { return collapsedRowHeight(settings) }
            // From iOS 13 the whole row, content view included, even where the content view
            // leaves the separator. [obs] kodeco alt-materials' MessagingApp Main.storyboard line
            // 157 (Xcode 11): a static row whose content gives no height saved 43.5, content 43.5.
            return UIKitMetrics.tableCollapsedRowHeight(iOS: settings.iOS, separatorHeight: settings.separatorHeight)
        }
        return content + separator
    }

    /// The least row of a built-in style's cell: a content view of
    /// ``UIKitMetrics/tableCollapsedRowHeight(iOS:separatorHeight:)`` (the 44 pt row less its separator),
    /// and the separator below it where the content view leaves it (before iOS 14), so the row
    /// is 44 there. [obs] louisdh/openterm's Main.storyboard lines 250–257 (Xcode 9, iPad):
    /// self-sizing default-style rows saved 44 tall with 43.5 pt content views (fifth held-out
    /// set, docs/held-out-sets.md); from iOS 17, FloatingPanel's 43.5 pt rows, content filling them.
    func collapsedRowHeight(_ settings: CellSettings) -> Double {
        let content = UIKitMetrics.tableCollapsedRowHeight(iOS: settings.iOS, separatorHeight: settings.separatorHeight)
        return settings.contentViewLeavesSeparator ? content + settings.separatorHeight : content
    }
}
