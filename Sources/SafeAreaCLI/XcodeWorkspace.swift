import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An Xcode workspace read from its `contents.xcworkspacedata`: the projects it lists. A
/// workspace is how an app in one project embeds a framework built by another (Xcode builds a
/// workspace's products into one folder and links them by name), so `safearea audit` follows it
/// to find the app that shows a framework's storyboards and xibs.
///
/// The file is XML: `<FileRef location="KIND:PATH">`, optionally inside `<Group location=…>`s.
/// `group:` paths are relative to the enclosing group's folder (the workspace's folder at the
/// top), `container:` to the workspace's folder, `absolute:` from the root; `self:` (the
/// workspace inside an `.xcodeproj`) and `developer:` name no project of the app's sources.
struct XcodeWorkspace: Sendable {
    /// The `.xcworkspace` folder's path.
    var path: String
    /// The standardized paths of the `.xcodeproj`s it lists, in file order, each once.
    var projects: [String]

    /// Why a workspace could not be read.
    enum ReadError: Error {
        /// The `contents.xcworkspacedata` is not well-formed XML (a merge conflict, a truncated
        /// file), with the parser's line.
        case malformed(file: String, line: Int)

        /// The `contents.xcworkspacedata` file.
        var file: String {
            switch self { case .malformed(let file, _): file }
        }

        /// The line the parser stopped at.
        var line: Int {
            switch self { case .malformed(_, let line): max(1, line) }
        }

        /// What is wrong, and what was done.
        var message: String {
            switch self {
            case .malformed: "not a workspace's XML (the parser stopped at this line); the projects it lists are not followed"
            }
        }
    }

    /// Reads the workspace at `path` (an `.xcworkspace` folder); nil when it has no contents
    /// file (an empty folder is no workspace).
    static func read(_ path: String) throws(ReadError) -> XcodeWorkspace? {
        let file = path + "/contents.xcworkspacedata"
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path
        let reader = Reader(folder: folder)
        let parser = XMLParser(data: data)
        // Never resolve external entities: a workspace is data, not a fetch.
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        guard parser.parse(), parser.parserError == nil else { throw .malformed(file: file, line: parser.lineNumber) }
        return XcodeWorkspace(path: path, projects: reader.projects)
    }

    /// The folder a `KIND:PATH` location names, from `group` (the enclosing group's folder) and
    /// `container` (the workspace's folder); nil for kinds that name no source folder.
    static func resolve(_ location: String, group: String, container: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let kind = location[..<colon], rest = String(location[location.index(after: colon)...])
        let base: String
        switch kind {
        case "group": base = group
        case "container": base = container
        case "absolute": base = "/"
        default: return nil
        }
        if rest.isEmpty { return base }
        let joined = rest.hasPrefix("/") ? rest : base + "/" + rest
        return URL(fileURLWithPath: joined).standardizedFileURL.path
    }

    /// Collects the projects of the file refs, through their groups.
    private final class Reader: NSObject, XMLParserDelegate {
        let container: String
        /// The enclosing groups' folders (a group whose location names none: its parent's).
        var groups: [String]
        var projects: [String] = []

        init(folder: String) {
            container = folder
            groups = [folder]
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let enclosing = groups.last ?? container
            switch name {
            case "Group":
                groups.append(attributes["location"].flatMap { XcodeWorkspace.resolve($0, group: enclosing, container: container) } ?? enclosing)
            case "FileRef":
                guard let location = attributes["location"],
                      let path = XcodeWorkspace.resolve(location, group: enclosing, container: container),
                      path.hasSuffix(".xcodeproj"), !projects.contains(path) else { return }
                projects.append(path)
            default:
                break
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "Group", groups.count > 1 { groups.removeLast() }
        }
    }
}
