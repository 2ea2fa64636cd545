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

    /// Creates options.
    public init(maximumElementDepth: Int = 256) {
        self.maximumElementDepth = maximumElementDepth
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
        let tree = try XMLTreeReader.read(data, file: fileName, maximumDepth: options.maximumElementDepth)
        var decoder = IBDecoder(tree: tree)
        return try decoder.decode()
    }

    /// Reads a document from text; `fileName` names it in diagnostics.
    public static func read(string: String, fileName: String, options: IBReadOptions = IBReadOptions()) throws(IBError) -> IBDocument {
        try read(data: Data(string.utf8), fileName: fileName, options: options)
    }
}
