import Audit
import Foundation
import InterfaceBuilder
import LayoutSpec
import Reports
import SourceLint

extension AuditCommand {
    /// The inputs the audit reads.
    static let inputExtensions = ["yaml", "yml", "json", "storyboard", "xib"]

    /// Folders a project keeps that hold JSON or storyboards that are not screens: asset
    /// catalogs (`Contents.json`), Xcode projects, bundles, localization catalogs (an `.xcloc`
    /// holds exported copies of storyboards), archives, dependencies and build products.
    static let skippedFolderExtensions: Set<String> = ["xcassets", "xcodeproj", "xcworkspace", "framework", "bundle", "xcframework", "playground", "xcloc", "xcarchive"]
    static let skippedFolderNames: Set<String> = Linter.dependencyFolderNames.union([".build"])

    /// `paths` with every folder replaced by the inputs under it (hidden folders, and the
    /// folders above, skipped), in byte order of their paths, so runs are repeatable.
    /// The files named, and every spec, storyboard and xib in the folders named (in path
    /// order), each with whether it was found in a folder rather than named.
    static func expand(_ paths: [String]) throws -> [(path: String, inFolder: Bool)] {
        var out: [(path: String, inFolder: Bool)] = []
        let fm = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CommandFailure(message: "\(path): error: no such file or folder")
            }
            guard isDirectory.boolValue else { out.append((path, false)); continue }
            var found: [String] = []
            if let walker = fm.enumerator(at: URL(fileURLWithPath: path), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) {
                while let url = walker.nextObject() as? URL {
                    if skippedFolderExtensions.contains(url.pathExtension.lowercased()) || skippedFolderNames.contains(url.lastPathComponent) {
                        walker.skipDescendants()
                        continue
                    }
                    if inputExtensions.contains(url.pathExtension.lowercased()) { found.append(relative(url.path, under: path)) }
                }
            }
            out += found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { ($0, true) }
        }
        return out
    }

    static func relative(_ absolute: String, under folder: String) -> String {
        let base = URL(fileURLWithPath: folder).standardizedFileURL.path
        let full = URL(fileURLWithPath: absolute).standardizedFileURL.path
        let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        return full.hasPrefix(base + "/") ? trimmed + String(full.dropFirst(base.count)) : absolute
    }

    /// Every scene of a storyboard and every top-level view of a xib, as audit screens. A
    /// scene laid out inside its containers reports only its own views.
    /// Custom fonts are measured with the files `discovery` gives (`--fonts`, or the file's own
    /// found in its project). The reader's warnings are added to `notices`, named by `file`.
    /// A storyboard's scenes are laid out inside the containers that storyboards of its project
    /// hold them in through storyboard references (`storyboards`); the references themselves
    /// are audited in the storyboards they name.
    static func interfaceBuilderScreens(_ file: String, discovery: inout FontDiscovery, storyboards: inout StoryboardDiscovery,
                                        notices: inout [ReportNotice]) throws -> [AuditScreen] {
        let document = try readInterfaceBuilder(file, linking: &storyboards)
        notices += readerNotices(document, file: file)
        let fonts = discovery.library(for: document, at: file)
        return IBLayout.sceneNames(of: document).compactMap { name -> AuditScreen? in
            let line = document.ownScenes.first { $0.viewController?.storyboardIdentifier == name || $0.viewController?.id == name }?.line
                ?? document.topLevelViews.first { $0.id == name }?.line ?? document.line
            // Containers are audited through the scenes they hold, references in their storyboards.
            if let c = document.ownScenes.compactMap(\.viewController).first(where: { $0.storyboardIdentifier == name || $0.id == name }),
               [.navigationController, .tabBarController, .splitViewController, .viewControllerPlaceholder].contains(c.kind) { return nil }
            let placedByCode = document.topLevelViews.first { $0.id == name }.map(document.isPlacedByCode) ?? false
            return AuditScreen(scene: name, location: SourceLocation(file: file, line: line, column: 1),
                               placedByCode: placedByCode) { (configuration) throws(SpecError) in
                let layout: IBLayout
                do {
                    layout = try IBLayout.make(document: document, scene: name, device: configuration.device,
                                               orientation: configuration.orientation, iOS: configuration.layoutIOS,
                                               iOSPointRelease: configuration.layoutPointRelease,
                                               figuresIOS: configuration.figuresIOS, fonts: fonts,
                                               statusBar: configuration.statusBarHidden ? .hidden : .shown)
                } catch {
                    throw SpecError.invalid(SourceLocation(file: file, line: line, column: 1), expected: "a scene that lays out: \(error)")
                }
                return LaidOutScreen(window: layout.window, views: Set(layout.sceneViewIDs),
                                     locate: { SourceLocation(file: file, line: layout.location(ofView: $0).line, column: 1) },
                                     isPlacementUnknown: layout.isSheetOfUnknownSize)
            }
        }
    }
}
