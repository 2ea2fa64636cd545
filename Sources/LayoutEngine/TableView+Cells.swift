import DeviceCatalog

// The margins and separators of the rows a table lays out (rules 2.4, 2.7, 3.6.c–d).

extension TableView {
    /// A cell's, header's or footer's own margins, set just before its margins are derived:
    /// at least the system side margin, raised so that with its safe area it reaches the
    /// table's side margins — or the readable column when `cellLayoutMarginsFollowReadableWidth`
    /// applies (rules 2.2, 2.4, 2.7, 3.6.d). Only the sides follow the table: its top margin
    /// holds the safe-area band the content inset absorbed, which a first row does not take
    /// on. [inferred] The top and bottom are a cell's own vertical margins. Margins set by
    /// hand on the view are left alone.
    func updateMargins(of view: View, in window: Window) {
        guard let row = view as? TableRowView else { return }
        // A cell's accessory room counts from its trailing margin, known from here on.
        defer { (view as? TableViewCell)?.updateContentTrailing() }
        guard view.marginSetting == nil || view.marginSetting == row.tableMargins.map({ .absolute($0) }) else { return }
        let side = systemSideMargin(in: window)
        let m = effectiveLayoutMargins
        var extra = 0.0
        if cellLayoutMarginsFollowReadableWidth ?? (window.iOS < 12) {
            extra = UIKitMetrics.readableSideExtra(width: frame.width, margins: m, family: window.device.family)
        }
        let left = max(side, m.left + extra - view.frame.minX - view.safeAreaInsets.left)
        let right = max(side, m.right + extra - (frame.width - view.frame.maxX) - view.safeAreaInsets.right)
        // Top and bottom: a cell's own (UIKitMetrics.tableCellVerticalMargin), a header's or
        // footer's the plain view default. [uncertain before iOS 26]
        let d = view is TableViewCell ? UIKitMetrics.tableCellVerticalMargin(iOS: window.iOS) : UIKitMetrics.defaultLayoutMargin
        let margins = EdgeInsets(top: d, left: left, bottom: d, right: right)
        view.marginSetting = .absolute(margins)
        row.tableMargins = margins
    }

    /// Rule 3.6.c: where a cell's separator runs. Automatic: from the cell's leading layout
    /// margin to its trailing edge on iPhone (into the safe area on an iPhone X) and to its
    /// trailing margin on iPad (useyourloaf, "Table View Separator Inset",
    /// https://useyourloaf.com/blog/table-view-separator-inset/). A set inset counts from the
    /// cell's edges (iOS 11's `.fromCellEdges`) or from the automatic inset
    /// (`.fromAutomaticInsets`, and every inset before iOS 11: W17-204).
    func separatorPlacement(for cell: TableViewCell, _ settings: CellSettings) -> TableViewCell.SeparatorPlacement {
        let automaticLeading = TableViewCell.SeparatorEdge.margin(0)
        let automaticTrailing = settings.automaticTrailingMargin ? TableViewCell.SeparatorEdge.margin(0) : .edge(0)
        guard let raw = cell.separatorInset ?? settings.separatorInset else {
            return .init(leading: automaticLeading, trailing: automaticTrailing)
        }
        // Negative values act as 0 (Apple, UITableViewCell.separatorInset). The directional
        // edges flip in right-to-left layouts, as UIKit flips the inset.
        let leading = max(0, raw.left), trailing = max(0, raw.right)
        switch settings.reference {
        case .fromCellEdges:
            return .init(leading: .edge(leading), trailing: .edge(trailing))
        case .fromAutomaticInsets:
            func adding(_ e: TableViewCell.SeparatorEdge, _ v: Double) -> TableViewCell.SeparatorEdge {
                switch e {
                case let .margin(x): return .margin(x + v)
                case let .edge(x): return .edge(x + v)
                }
            }
            return .init(leading: adding(automaticLeading, leading), trailing: adding(automaticTrailing, trailing))
        }
    }
}

/// A view a table lays out as a row or a section header or footer: its margins follow the
/// table's (``TableView/updateMargins(of:in:)``).
protocol TableRowView: View {
    /// The margins the table gave the view last.
    var tableMargins: EdgeInsets? { get set }
}
