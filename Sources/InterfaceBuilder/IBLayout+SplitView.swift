// Split view controllers laid out as UIKit does (`LayoutEngine.SplitViewController`): the
// master and detail scenes as its columns. Xcode's canvas draws each column's scene on its own,
// at sizes that follow no one rule (docs/interface-builder-scores.md), so a canvas layout keeps
// the split a plain controller.

import LayoutEngine

extension IBLayout {
    /// Xcode's `preferredDisplayMode` values and the engine's modes. Files save `beside`
    /// (the held-out sets: MainSplitViewController and RootSplitViewController, Xcode 12–15);
    /// the engine's own names are read too.
    static let splitDisplayModes: [String: SplitViewController.DisplayMode] = [
        "automatic": .automatic, "beside": .oneBesideSecondary, "oneBesideSecondary": .oneBesideSecondary,
        "secondaryOnly": .secondaryOnly, "oneOverSecondary": .oneOverSecondary,
    ]

    /// Builds the `<splitViewController>` `c` with its master (primary) and detail (secondary)
    /// columns. `path` lists the children on the way to the scene asked for: that column is
    /// built in full and the other is an empty controller holding its place, as a tab bar
    /// controller's other tabs are; laid out as the split itself, both columns are built. A
    /// column asked for is laid out where UIKit shows it: the detail on top of a collapsed
    /// split, the master over the detail where an expanded split would leave it off screen.
    func buildSplitView(_ c: IBViewController, path: [String]) -> ViewController {
        let columns = c.segues.filter { $0.kind == "relationship" }
        for segue in columns where segue.relationship != "masterViewController" && segue.relationship != "detailViewController" {
            note(.notModelled("split view column"), line: segue.line,
                 "'\(c.id)': its \(segue.relationship ?? "unnamed") column is not modelled; the split shows its master and detail columns")
        }
        let masterID = columns.first { $0.relationship == "masterViewController" }?.destination
        let detailID = columns.first { $0.relationship == "detailViewController" }?.destination
        let asked = path.first
        func column(_ id: String?, _ name: String) -> ViewController {
            guard let id, let ib = controllerNamed(id) else { return ViewController(identifier: id ?? "\(c.id).\(name)") }
            guard asked == nil || asked == id else { return ViewController(identifier: id) }
            return build(controller: ib, path: asked == id ? Array(path.dropFirst()) : [])
        }
        let split = SplitViewController(identifier: c.id, primary: column(masterID, "master"), secondary: column(detailID, "detail"))
        if let settings = c.splitView {
            split.preferredPrimaryColumnWidthFraction = settings.preferredPrimaryColumnWidthFraction
            split.minimumPrimaryColumnWidth = settings.minimumPrimaryColumnWidth
            split.maximumPrimaryColumnWidth = settings.maximumPrimaryColumnWidth
            if let written = settings.preferredDisplayMode {
                if let mode = Self.splitDisplayModes[written] {
                    split.preferredDisplayMode = mode
                } else {
                    note(.unreadableValue(attribute: "preferredDisplayMode", value: written), line: c.line,
                         "'\(c.id)': preferredDisplayMode '\(written)' is not modelled; read as automatic")
                }
            }
        }
        if let asked, asked == detailID { split.topColumnForCollapsing = .secondary }
        if let asked, asked == masterID, split.resolvedDisplayMode(in: window.bounds.size) == .secondaryOnly {
            split.preferredDisplayMode = .oneOverSecondary
        }
        return split
    }
}
