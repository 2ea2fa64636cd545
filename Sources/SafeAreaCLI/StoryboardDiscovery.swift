import Foundation
import InterfaceBuilder

/// Finds the storyboards whose references reach a storyboard, so its scenes are laid out inside
/// the containers the app shows them in, and those its references name, so a reference is laid
/// out as the scene it stands for (``IBStoryboardLinks``): the storyboards of its project
/// (the folder ``FontDiscovery/projectFolder(of:)`` finds, else the file's own folder), each
/// read as a storyboard only when its text names one of the chain, and each read once per run.
struct StoryboardDiscovery {
    /// How many files and folders a project walk visits before it stops (a home folder named by
    /// mistake should not be read whole).
    static let maximumVisited = 20_000
    /// How deep a project is searched.
    static let maximumDepth = 16

    /// Each searched folder's storyboards, in byte order of their paths.
    private var folders: [String: [String]] = [:]
    /// The storyboard names each storyboard references, once read.
    private var references: [String: Set<String>] = [:]
    /// Each storyboard read for its references, by path (nil: it could not be read).
    private var documents: [String: IBDocument?] = [:]
    /// Problems already said on standard error.
    private var reported: Set<String> = []
    /// The id prefixes given to the storyboards read (``storyboard(at:)``).
    private var usedPrefixes: Set<String> = []

    /// `document`, read from `file`, with the scenes of the storyboards of its project whose
    /// references reach it or that its references name (``IBStoryboardLinks/linking(_:path:)``);
    /// unchanged when there are none.
    mutating func linked(_ document: IBDocument, at file: String) -> IBDocument {
        guard document.kind == .storyboard else { return document }
        let own = URL(fileURLWithPath: file).standardizedFileURL.path
        let folder = FontDiscovery.projectFolder(of: file) ?? URL(fileURLWithPath: own).deletingLastPathComponent()
        let candidates = storyboards(under: folder).filter { $0 != own }
        // Chosen by their text alone (``referencedNames(at:)``); read once chosen.
        var chosen: [String] = [], isChosen: Set<String> = []
        func name(_ path: String) -> String { IBStoryboardLinks.storyboardName(path: path) }
        // Upstream: the storyboards naming one of the chain, until a pass adds none.
        var names: Set<String> = [name(own)]
        var added = true
        while added {
            added = false
            for path in candidates where !isChosen.contains(path) && !referencedNames(at: path).isDisjoint(with: names) {
                chosen.append(path)
                isChosen.insert(path)
                names.insert(name(path))
                added = true
            }
        }
        // Downstream: the storyboards the file names, and those they name.
        var wanted = referencedNames(at: own)
        added = true
        while added {
            added = false
            for path in candidates where !isChosen.contains(path) && wanted.contains(name(path)) {
                chosen.append(path)
                isChosen.insert(path)
                wanted.formUnion(referencedNames(at: path))
                added = true
            }
        }
        guard !chosen.isEmpty else { return document }
        // Namesakes: of a name the chain references that several storyboards bear (an app's and
        // a framework's `Main`), all of them, so the linker can take the one nearest each reference.
        var referenced = referencedNames(at: own)
        for path in chosen { referenced.formUnion(referencedNames(at: path)) }
        let borne = Dictionary(grouping: candidates + [own], by: name).filter { $0.value.count > 1 }
        for path in candidates where !isChosen.contains(path) && referenced.contains(name(path)) && borne[name(path)] != nil {
            chosen.append(path)
        }
        let found = chosen.compactMap { storyboard(at: $0) }
        return IBStoryboardLinks(found).linking(document, path: AuditOutput.relative(own))
    }

    /// The storyboard names `text` writes in `storyboardName="…"` attributes (XML entities
    /// decoded): the storyboards it may reference, found without reading it as XML.
    static func referencedNames(in text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = text[...]
        let marker = "storyboardName=\""
        while let start = rest.range(of: marker) {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            names.insert(String(rest[..<end]).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&amp;", with: "&"))
            rest = rest[end...]
        }
        return names
    }

    /// The names the storyboard at `path` references (``referencedNames(in:)``), read once;
    /// empty for a file that cannot be read.
    private mutating func referencedNames(at path: String) -> Set<String> {
        if let known = references[path] { return known }
        let names = (try? Data(contentsOf: URL(fileURLWithPath: path))).map { Self.referencedNames(in: String(decoding: $0, as: UTF8.self)) } ?? []
        references[path] = names
        return names
    }

    /// The storyboard at `path`, named by its path relative to the current folder, its ids
    /// prefixed with its storyboard name (`Settings/BYZ-38-t0r`; `Settings~2/…` for a second
    /// storyboard of that name) so that it links with storyboards sharing Xcode's template ids
    /// (``IBReadOptions/idPrefix``); a file that cannot be read is said once on standard error
    /// and left out.
    private mutating func storyboard(at path: String) -> IBDocument? {
        if let known = documents[path] { return known }
        let name = AuditOutput.relative(path)
        let base = IBStoryboardLinks.storyboardName(path: path)
        var prefix = base + "/", count = 1
        while usedPrefixes.contains(prefix) {
            count += 1
            prefix = "\(base)~\(count)/"
        }
        usedPrefixes.insert(prefix)
        var read: IBDocument?
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            read = try IBReader.read(data: data, fileName: name, options: IBReadOptions(idPrefix: prefix))
        } catch {
            warn("\(error) (its storyboard references are not followed)")
        }
        documents[path] = .some(read)
        return read
    }

    /// Folders the walk passes over: the audit's, but for dependencies (`Pods`) and bundles and
    /// frameworks, whose storyboards a reference may name (`bundleIdentifier`), as the font
    /// search reads them.
    static let skippedFolderNames = AuditCommand.skippedFolderNames.subtracting(["Pods"])
    static let skippedFolderExtensions = AuditCommand.skippedFolderExtensions.subtracting(["bundle", "framework"])

    /// The storyboards under `folder` (build products and hidden folders skipped), in byte
    /// order of their paths.
    private mutating func storyboards(under folder: URL) -> [String] {
        let root = folder.standardizedFileURL.path
        if let known = folders[root] { return known }
        var found: [String] = [], visited = 0
        if let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) {
            while let url = walker.nextObject() as? URL {
                visited += 1
                if visited > Self.maximumVisited {
                    warn("\(root): more than \(Self.maximumVisited) files and folders; storyboard references are followed among the storyboards of the first \(Self.maximumVisited)")
                    break
                }
                if walker.level > Self.maximumDepth || Self.skippedFolderExtensions.contains(url.pathExtension.lowercased())
                    || Self.skippedFolderNames.contains(url.lastPathComponent) {
                    walker.skipDescendants()
                    continue
                }
                if url.pathExtension.lowercased() == "storyboard" { found.append(url.standardizedFileURL.path) }
            }
        }
        found.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        folders[root] = found
        return found
    }

    private mutating func warn(_ problem: String) {
        guard reported.insert(problem).inserted else { return }
        FileHandle.standardError.write(Data("warning: \(problem)\n".utf8))
    }
}
