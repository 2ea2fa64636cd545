import Foundation
import InterfaceBuilder

/// The app's font files for the custom fonts storyboards and xibs name: those `--fonts` names,
/// else those a file lists in `<customFonts>`, found in its project — the first folder at or
/// above the file's that holds an Xcode project, a workspace or a `Package.swift`, searched
/// like a `--fonts` folder (``IBFontLibrary/fontFiles(under:depth:skipping:)``: hidden folders
/// and build products skipped; CocoaPods' folders, bundles and frameworks searched, since pods
/// bundle fonts too). The walk up stops at the repository's root (`.git`) and never reaches the
/// home folder or `/`. Each library is read once a run, and each problem reported once.
struct FontDiscovery {
    /// How deep a project is searched for fonts (an app's `Resources/Fonts` is a few folders down).
    static let maximumDepth = 16

    /// The fonts `--fonts` named, when it did.
    private let named: [String]
    /// Each project folder's font files by name (the first in path order), once searched.
    private var projects: [String: [String: String]] = [:]
    /// The libraries read, by the files they hold.
    private var libraries: [[String]: IBFontLibrary] = [:]
    /// Where problems go (standard error): once each.
    private var reported: Set<String> = []

    init(named: [String]) { self.named = named }

    /// The library for `document`, read from `file`: `--fonts`'s, else its listed fonts found
    /// in its project; problems are warnings on standard error.
    mutating func library(for document: IBDocument, at file: String) -> IBFontLibrary {
        if !named.isEmpty {
            if let known = libraries[named] { return known }
            return remember(IBFontLibrary(paths: named), for: named)
        }
        let files = fontFiles(for: document, at: file)
        guard !files.isEmpty else { return IBFontLibrary() }
        if let known = libraries[files] { return known }
        return remember(IBFontLibrary(files: files), for: files)
    }

    private mutating func remember(_ library: IBFontLibrary, for key: [String]) -> IBFontLibrary {
        libraries[key] = library
        library.problems.forEach { warn($0) }
        return library
    }

    private mutating func warn(_ problem: String) {
        guard reported.insert(problem).inserted else { return }
        FileHandle.standardError.write(Data("warning: fonts: \(problem)\n".utf8))
    }

    /// The paths of the font files `document` (read from `file`) lists, where its project has them.
    mutating func fontFiles(for document: IBDocument, at file: String) -> [String] {
        guard !document.customFontFiles.isEmpty, let root = Self.projectFolder(of: file) else { return [] }
        if projects[root.path] == nil {
            let skippedNames = AuditCommand.skippedFolderNames.subtracting(["Pods"])
            let skippedExtensions = AuditCommand.skippedFolderExtensions.subtracting(["bundle", "framework"])
            let walk = IBFontLibrary.fontFiles(under: root, depth: Self.maximumDepth) { url in
                skippedNames.contains(url.lastPathComponent) || skippedExtensions.contains(url.pathExtension.lowercased())
            }
            if walk.stopped {
                warn("\(root.path): more than \(IBFontLibrary.maximumVisited) files and folders; the fonts among the first \(IBFontLibrary.maximumVisited) are used")
            }
            var byName: [String: String] = [:]
            for path in walk.files {
                let name = URL(fileURLWithPath: path).lastPathComponent
                if byName[name] == nil { byName[name] = path }
            }
            projects[root.path] = byName
        }
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
}
