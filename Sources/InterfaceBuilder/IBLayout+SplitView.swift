// Split view controllers laid out as UIKit does (`LayoutEngine.SplitViewController`): the
// master and detail scenes as its columns. Xcode's canvas draws each column's scene on its own,
// at sizes that follow no one rule (docs/interface-builder-scores.md), so a canvas layout keeps
// the split a plain controller.

import LayoutEngine

extension IBLayout {
    /// The columns of a `<splitViewController>` that are laid out, by the relationship of the
    /// segue that holds each (`masterViewController`, `detailViewController`); iOS 14's
    /// `supplementaryViewController` and others are not.
    enum SplitColumn: String, CaseIterable {
        case masterViewController, detailViewController

        /// The column a relationship names, nil for one not laid out.
        init?(relationship: String?) {
            guard let relationship, let column = SplitColumn(rawValue: relationship) else { return nil }
            self = column
        }

        /// The engine's column.
        var column: SplitViewController.Column { self == .masterViewController ? .primary : .secondary }
    }

    /// Xcode's `preferredDisplayMode` values and the engine's modes. Files save `beside`
    /// (the held-out sets: MainSplitViewController and RootSplitViewController, Xcode 12–15);
    /// the engine's own names are read too.
    static let splitDisplayModes: [String: SplitViewController.DisplayMode] = [
        "automatic": .automatic, "beside": .oneBesideSecondary, "oneBesideSecondary": .oneBesideSecondary,
        "secondaryOnly": .secondaryOnly, "oneOverSecondary": .oneOverSecondary,
    ]

    /// Builds the `<splitViewController>` `c` with its master (primary) and detail (secondary)
    /// columns. `path` lists the children on the way to the scene asked for: that column is
    /// built in full and shown (`SplitViewController.show(_:)`: on top of a collapsed split, the
    /// master over the detail where the display mode would leave it off screen); the other is
    /// an empty controller holding its place, as a tab bar controller's other tabs are. Laid out
    /// as the split itself, both columns are built. A column held twice, or one not laid out, is
    /// noted and left out.
    func buildSplitView(_ c: IBViewController, path: [String]) -> ViewController {
        var destinations: [SplitColumn: String] = [:]
        for segue in c.segues where segue.kind == "relationship" {
            guard let column = SplitColumn(relationship: segue.relationship), destinations[column] == nil else {
                note(.notModelled("split view column"), line: segue.line, of: c.id,
                     "'\(c.id)': its \(segue.relationship ?? "unnamed") column '\(segue.destination)' is not laid out; the split shows one master and one detail column")
                continue
            }
            destinations[column] = segue.destination
        }
        let asked = path.first.flatMap { id in SplitColumn.allCases.first { destinations[$0] == id } }
        func built(_ column: SplitColumn) -> ViewController {
            guard let id = destinations[column], let ib = controllerNamed(id) else {
                return ViewController(identifier: destinations[column] ?? "\(c.id).\(column.rawValue)")
            }
            guard asked == nil || asked == column else { return ViewController(identifier: id) }
            return build(controller: ib, path: asked == column ? Array(path.dropFirst()) : [])
        }
        let split = SplitViewController(identifier: c.id, primary: built(.masterViewController), secondary: built(.detailViewController))
        if let settings = c.splitView {
            split.preferredPrimaryColumnWidthFraction = settings.preferredPrimaryColumnWidthFraction
            split.minimumPrimaryColumnWidth = settings.minimumPrimaryColumnWidth
            split.maximumPrimaryColumnWidth = settings.maximumPrimaryColumnWidth
            if let written = settings.preferredDisplayMode {
                if let mode = Self.splitDisplayModes[written] {
                    split.preferredDisplayMode = mode
                } else {
                    note(.unreadableValue(attribute: "preferredDisplayMode", value: written), line: c.line, of: c.id,
                         "'\(c.id)': preferredDisplayMode '\(written)' is not modelled; read as automatic")
                }
            }
        }
        if let asked { split.show(asked.column) }
        return split
    }
}
