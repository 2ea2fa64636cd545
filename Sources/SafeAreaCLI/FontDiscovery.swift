import Foundation
import InterfaceBuilder

/// The font files a storyboard or xib lists in `<customFonts>`, found in its project when the
/// command line names none (`--fonts`): the first folder at or above the file's that holds an
/// Xcode project, a workspace or a `Package.swift`, searched as the audit searches a folder
/// (hidden folders, dependencies and build products skipped). The walk up stops at the
/// repository's root (`.git`) and never reaches the home folder or `/`; the search down visits
/// at most ``maximumVisited`` entries, so a huge tree costs a bounded time.
struct FontDiscovery {
    /// The most files and folders one project's search visits (as a `--fonts` folder's).
    static let maximumVisited = IBFontLibrary.maximumVisited

    /// Each project folder's font files by name (the first found in path order), once searched.
    private var projects: [String: [String: String]] = [:]

    /// The paths of the font files `document` (read from `file`) lists, where its project has them.
    mutating func fontFiles(for document: IBDocument, at file: String) -> [String] {
        guard !document.customFontFiles.isEmpty, let root = Self.projectFolder(of: file) else { return [] }
        if projects[root.path] == nil { projects[root.path] = Self.fontFiles(under: root) }
        let found = projects[root.path] ?? [:]
        return document.customFontFiles.compactMap { found[$0] }
    }

    /// The first folder at or above `file`'s that holds an Xcode project, a workspace or a
    /// `Package.swift`, within the repository and below the home folder.
    static func projectFolder(of file: String) -> URL? {
        let fm = FileManager.default
        let home = fm.homeDirectoryForCurrentUser.standardizedFileURL.path
        var folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        while true {
            let path = folder.path
            if path == "/" || path == home { return nil }
            let names = (try? fm.contentsOfDirectory(atPath: path)) ?? []
            if names.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0 == "Package.swift" }) {
                return folder
            }
            if names.contains(".git") { return nil }
            let parent = folder.deletingLastPathComponent()
            if parent.path == path { return nil }
            folder = parent
        }
    }

    /// The font files under `root` by file name, the first in path order for each name.
    static func fontFiles(under root: URL) -> [String: String] {
        var found: [String] = []
        var visited = 0
        let skippedNames = AuditCommand.skippedFolderNames.subtracting(["Pods"])   // pods bundle fonts too
        let skippedExtensions = AuditCommand.skippedFolderExtensions.subtracting(["bundle", "framework"])
        if let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) {
            while let url = walker.nextObject() as? URL {
                visited += 1
                if visited > maximumVisited { break }
                if skippedNames.contains(url.lastPathComponent) || skippedExtensions.contains(url.pathExtension.lowercased()) {
                    walker.skipDescendants()
                    continue
                }
                if IBFontLibrary.isFontFileName(url.lastPathComponent) { found.append(url.path) }
            }
        }
        var byName: [String: String] = [:]
        for path in found.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let name = URL(fileURLWithPath: path).lastPathComponent
            if byName[name] == nil { byName[name] = path }
        }
        return byName
    }
}
