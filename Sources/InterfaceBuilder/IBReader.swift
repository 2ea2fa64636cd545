// The public entry point: read a .storyboard or .xib into an IBDocument.

import Foundation

/// Limits and choices of the reader.
public struct IBReadOptions: Hashable, Sendable {
    /// The deepest element nesting accepted. Deeper documents are refused with
    /// ``IBError/nestingTooDeep(_:limit:)`` before any model is built. The default, 256, is
    /// libxml2's own historical limit; the deepest of the real fixtures nests 20 levels, and one
    /// view level costs two element levels (`<view><subviews>`). The model nests a value per view
    /// level (``IBView/subviews``), so the limit also bounds the recursion of its synthesized
    /// `Hashable` conformance and of its destruction; raise it with that in mind.
    public var maximumElementDepth: Int
    /// A prefix for every object id of the document and every reference to one (segue
    /// destinations, constraint items, variation references, the initial view controller, a
    /// cell's built-in labels, designables), or nil. For a storyboard read to be linked with
    /// others (``IBStoryboardLinks``): Xcode gives the first scene of every storyboard it creates
    /// the same ids (`BYZ-38-t0r` in an app's Main, `Y6W-OH-hqX` in a new storyboard), so the
    /// storyboards of one app often share ids.
    public var idPrefix: String?

    /// Creates options.
    public init(maximumElementDepth: Int = 256, idPrefix: String? = nil) {
        self.maximumElementDepth = maximumElementDepth
        self.idPrefix = idPrefix
    }
}

/// Reads Interface Builder files (`.storyboard`, `.xib`) into ``IBDocument`` values.
///
/// The XML is parsed with `XMLParser` with external entities off; documents whose DOCTYPE
/// declares entities or names an external DTD are refused before parsing, as are non-UTF-8
/// documents. Malformed or truncated XML ends in ``IBError/malformedXML(_:expected:)`` naming
/// `file:line:column`. Problems inside a well-formed document become ``IBWarning``s.
public enum IBReader {
    /// Reads the file at `url`. The file's last path component names it in diagnostics.
    public static func read(contentsOf url: URL, options: IBReadOptions = IBReadOptions()) throws(IBError) -> IBDocument {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(file: url.lastPathComponent, reason: (error as NSError).localizedDescription)
        }
        return try read(data: data, fileName: url.lastPathComponent, options: options)
    }

    /// Reads a document from bytes; `fileName` names it in diagnostics.
    public static func read(data: Data, fileName: String, options: IBReadOptions = IBReadOptions()) throws(IBError) -> IBDocument {
        var tree = try XMLTreeReader.read(data, file: fileName, maximumDepth: options.maximumElementDepth)
        if let prefix = options.idPrefix { prefixIDs(of: &tree, with: prefix) }
        var decoder = IBDecoder(tree: tree)
        var document = try decoder.decode()
        document.idPrefix = options.idPrefix
        return document
    }

    /// The attributes whose value is an object id, or a reference to one, when it is one of the
    /// document's ids.
    static let idAttributes: Set<String> = ["id", "sceneID", "firstItem", "secondItem", "destination", "reference",
                                            "initialViewController", "textLabel", "detailTextLabel", "imageView"]

    /// Elements whose `id` names the design, not an object (`<device id="retina6_1">` and its
    /// `<adaptation id="fullscreen">`): left as they are.
    static let designElements: Set<String> = ["device", "adaptation"]

    /// Puts `prefix` before every id of `tree` and every reference to one (``IBReadOptions/idPrefix``),
    /// `<designable name="ID">` included; the design's ids (``designElements``) are kept.
    static func prefixIDs(of tree: inout XMLTree, with prefix: String) {
        var ids: Set<String> = []
        for node in tree.nodes where !designElements.contains(node.name) {
            if let id = node.attributes["id"] { ids.insert(id) }
            if let id = node.attributes["sceneID"] { ids.insert(id) }
        }
        for index in tree.nodes.indices where !designElements.contains(tree.nodes[index].name) {
            for (name, value) in tree.nodes[index].attributes
            where (idAttributes.contains(name) || (name == "name" && tree.nodes[index].name == "designable")) && ids.contains(value) {
                tree.nodes[index].attributes[name] = prefix + value
            }
        }
    }

    /// Reads a document from text; `fileName` names it in diagnostics.
    public static func read(string: String, fileName: String, options: IBReadOptions = IBReadOptions()) throws(IBError) -> IBDocument {
        try read(data: Data(string.utf8), fileName: fileName, options: options)
    }
}
