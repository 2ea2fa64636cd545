// The hardened XML layer: bytes → a flat tree of elements with line numbers.
//
// The tree is an arena (`[XMLNode]` in document order, children as indices), built by an explicit
// stack from XMLParser's events: nothing here recurses, so deep nesting cannot overflow the stack
// while parsing; the depth limit exists for the typed model above it (value types nested one
// level per view).

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of the arena.
struct XMLNode: Sendable {
    /// The element name, e.g. `label`.
    var name: String
    /// The attributes; looked up by name, never iterated for output.
    var attributes: [String: String]
    /// 1-based line at which the parser reported the start tag.
    var line: Int
    /// The index of the parent in ``XMLTree/nodes``, or `nil` for the root.
    var parent: Int?
    /// Child element indices, in document order.
    var children: [Int] = []
    /// Character data directly inside the element (used for `<string key="text">`).
    var text: String = ""
    /// Depth of the element: 1 for the root.
    var depth: Int

    /// The attribute's value, or `nil`.
    subscript(_ attribute: String) -> String? { attributes[attribute] }
}

/// A parsed XML document: every element in document order (pre-order), so a parent's index is
/// always smaller than its children's.
struct XMLTree: Sendable {
    /// The file name used in diagnostics.
    var file: String
    /// All elements; index 0 is the root.
    var nodes: [XMLNode]

    /// The children of `index` with element name `name`, in document order.
    func children(of index: Int, named name: String) -> [Int] {
        nodes[index].children.filter { nodes[$0].name == name }
    }

    /// The first child of `index` named `name` whose `key` attribute is `key` (any key when nil).
    func child(of index: Int, named name: String, key: String? = nil) -> Int? {
        nodes[index].children.first { child in
            nodes[child].name == name && (key == nil || nodes[child]["key"] == key)
        }
    }

    /// An element's `key` attribute, or the text of its `<string key="…">` child, which is how
    /// Xcode writes the value when it has line breaks (a button title, a section title).
    func attributeOrString(_ index: Int, _ key: String) -> String? {
        nodes[index][key] ?? child(of: index, named: "string", key: key).map { nodes[$0].text }
    }

    /// The location of an element.
    func location(_ index: Int) -> IBSourceLocation {
        IBSourceLocation(file: file, line: nodes[index].line)
    }
}

/// Reads bytes into an ``XMLTree`` with external entities off and entity declarations refused.
enum XMLTreeReader {
    /// Parses `data`. Throws ``IBError`` for anything but a well-formed, entity-free document.
    static func read(_ data: Data, file: String, maximumDepth: Int) throws(IBError) -> XMLTree {
        try checkEncoding(data, file: file)
        try DoctypeGuard.check(data, file: file)

        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        let builder = TreeBuilder(file: file, maximumDepth: maximumDepth)
        parser.delegate = builder
        _ = parser.parse()   // The result is not trusted alone: libxml2 may report success after an error.

        if let refusal = builder.refusal { throw refusal }
        if let failure = builder.firstError ?? parser.parserError.map({ error in
            ParseFailure(code: (error as NSError).code, line: parser.lineNumber, column: parser.columnNumber)
        }) {
            throw .malformedXML(
                IBSourceLocation(file: file, line: max(failure.line, 1), column: max(failure.column, 1)),
                expected: builder.explain(failure))
        }
        if !builder.stack.isEmpty {
            let open = builder.nodes[builder.stack[builder.stack.count - 1]]
            throw .malformedXML(
                IBSourceLocation(file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)),
                expected: "</\(open.name)> (opened at line \(open.line)) before the end of the file")
        }
        guard !builder.nodes.isEmpty else { throw .emptyDocument(file: file) }
        return XMLTree(file: file, nodes: builder.nodes)
    }

    /// Interface Builder writes UTF-8. Other encodings are refused so that the entity guard, which
    /// reads bytes, cannot be side-stepped by a UTF-16 document.
    private static func checkEncoding(_ data: Data, file: String) throws(IBError) {
        let head = Array(data.prefix(4))
        let utf16or32 = (head.count >= 2 && ((head[0] == 0xFE && head[1] == 0xFF) || (head[0] == 0xFF && head[1] == 0xFE)))
            || head.contains(0)
        if utf16or32 {
            throw .malformedXML(IBSourceLocation(file: file, line: 1, column: 1),
                                expected: "UTF-8 text (Interface Builder writes UTF-8); found a UTF-16 or UTF-32 document")
        }
    }
}

/// A parse error as libxml2 reported it.
struct ParseFailure {
    var code: Int
    var line: Int
    var column: Int
}

/// Collects XMLParser events into the arena with an explicit stack.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    let file: String
    let maximumDepth: Int
    var nodes: [XMLNode] = []
    var stack: [Int] = []
    var firstError: ParseFailure?
    var refusal: IBError?

    init(file: String, maximumDepth: Int) {
        self.file = file
        self.maximumDepth = maximumDepth
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        guard refusal == nil, firstError == nil else { return }
        let depth = stack.count + 1
        if depth > maximumDepth {
            refusal = .nestingTooDeep(
                IBSourceLocation(file: file, line: parser.lineNumber, column: parser.columnNumber),
                limit: maximumDepth)
            parser.abortParsing()
            return
        }
        let index = nodes.count
        nodes.append(XMLNode(name: elementName, attributes: attributes, line: parser.lineNumber,
                             parent: stack.last, depth: depth))
        if let parent = stack.last { nodes[parent].children.append(index) }
        stack.append(index)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard refusal == nil, firstError == nil, !stack.isEmpty else { return }
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard refusal == nil, let current = stack.last else { return }
        nodes[current].text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard refusal == nil, let current = stack.last else { return }
        nodes[current].text += String(decoding: CDATABlock, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard firstError == nil, refusal == nil else { return }
        firstError = ParseFailure(code: (parseError as NSError).code, line: parser.lineNumber, column: parser.columnNumber)
    }

    func parser(_ parser: XMLParser, validationErrorOccurred validationError: any Error) {
        guard firstError == nil, refusal == nil else { return }
        firstError = ParseFailure(code: (validationError as NSError).code, line: parser.lineNumber, column: parser.columnNumber)
    }

    /// Never called with external entities off; returns nothing if a platform calls it anyway.
    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        nil
    }

    /// What the parser expected, from libxml2's error code (the values of `XMLParser.ErrorCode`).
    func explain(_ failure: ParseFailure) -> String {
        let open = stack.last.map { "<\(nodes[$0].name)> (opened at line \(nodes[$0].line))" }
        switch failure.code {
        case 4: return "expected a root element; the document is empty"
        case 5:
            if let open { return "expected the end of \(open) and of the enclosing elements; the file ends early or has extra content" }
            return "expected nothing after the root element, or the file ends early"
        case 9: return "expected a valid XML character"
        case 23, 24, 26, 27: return "expected a declared entity; only the predefined entities and character references are allowed"
        case 38: return "expected an attribute value without '<'"
        case 39: return "expected an attribute value in quotes"
        case 40: return "expected the closing quote of an attribute value"
        case 41: return "expected '=' and a value after the attribute name"
        case 42: return "expected no duplicate attribute"
        case 64, 65: return "expected whitespace between attributes"
        case 68: return "expected an element or attribute name"
        case 73: return "expected '>' to close the tag"
        case 76:
            if let open { return "expected </\(nodes[stack[stack.count - 1]].name)> to close \(open); found a different closing tag" }
            return "expected the closing tag to match the opening tag"
        case 77: return "expected the tag to be finished"
        case 85: return "expected the closing tag of \(open ?? "the open element") before the end of the file"
        case 89: return "expected no entity reference loop"
        default:
            return "expected well-formed XML (XMLParser error \(failure.code))"
        }
    }
}

/// Scans the prolog (the bytes before the root element) for a document type declaration that
/// declares entities or names an external DTD, and refuses it before any parser sees it.
enum DoctypeGuard {
    static func check(_ data: Data, file: String) throws(IBError) {
        let bytes = [UInt8](data)
        var index = 0
        var line = 1
        var lineStart = 0

        func location(_ at: Int) -> IBSourceLocation {
            IBSourceLocation(file: file, line: line, column: at - lineStart + 1)
        }
        func advance(to end: Int) {
            while index < end && index < bytes.count {
                if bytes[index] == 0x0A { line += 1; lineStart = index + 1 }
                index += 1
            }
        }
        func starts(_ text: String, at position: Int) -> Bool {
            let pattern = Array(text.utf8)
            guard position + pattern.count <= bytes.count else { return false }
            for offset in 0..<pattern.count where bytes[position + offset] != pattern[offset] { return false }
            return true
        }
        func find(_ text: String, from position: Int) -> Int? {
            var cursor = position
            while cursor < bytes.count {
                if starts(text, at: cursor) { return cursor }
                cursor += 1
            }
            return nil
        }

        while index < bytes.count {
            if starts("<!--", at: index) {
                advance(to: (find("-->", from: index + 4) ?? bytes.count) + 3)
            } else if starts("<?", at: index) {
                advance(to: (find("?>", from: index + 2) ?? bytes.count) + 2)
            } else if starts("<!DOCTYPE", at: index) {
                try checkDoctype(bytes, from: index, line: &line, lineStart: &lineStart, file: file)
                return
            } else if bytes[index] == UInt8(ascii: "<") {
                return   // The root element: the prolog is over.
            } else {
                advance(to: index + 1)
            }
        }
    }

    private static func checkDoctype(_ bytes: [UInt8], from start: Int, line: inout Int, lineStart: inout Int,
                                     file: String) throws(IBError) {
        var index = start + "<!DOCTYPE".utf8.count
        var depthInSubset = false
        func here(_ at: Int) -> IBSourceLocation {
            IBSourceLocation(file: file, line: line, column: at - lineStart + 1)
        }
        func word(at position: Int) -> String {
            var end = position
            while end < bytes.count, !isSpace(bytes[end]), bytes[end] != UInt8(ascii: ">"),
                  bytes[end] != UInt8(ascii: "["), bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "'") {
                end += 1
            }
            return String(decoding: bytes[position..<end], as: UTF8.self)
        }
        func matches(_ text: String, at position: Int) -> Bool {
            let pattern = Array(text.utf8)
            guard position + pattern.count <= bytes.count else { return false }
            for offset in 0..<pattern.count where bytes[position + offset] != pattern[offset] { return false }
            return true
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { line += 1; lineStart = index + 1 }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                var end = index + 1
                while end < bytes.count, bytes[end] != byte {
                    if bytes[end] == 0x0A { line += 1; lineStart = end + 1 }
                    end += 1
                }
                index = end + 1
                continue
            }
            if !depthInSubset && (matches("SYSTEM", at: index) || matches("PUBLIC", at: index)) {
                var cursor = index + 6
                while cursor < bytes.count, isSpace(bytes[cursor]) || bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") { cursor += 1 }
                throw .externalDTDRefused(here(index), systemID: word(at: cursor))
            }
            if depthInSubset && matches("<!--", at: index) {
                var end = index + 4
                while end < bytes.count, !matches("-->", at: end) {
                    if bytes[end] == 0x0A { line += 1; lineStart = end + 1 }
                    end += 1
                }
                index = end + 3
                continue
            }
            if depthInSubset && matches("<!ENTITY", at: index) {
                var cursor = index + 8
                while cursor < bytes.count, isSpace(bytes[cursor]) || bytes[cursor] == UInt8(ascii: "%") { cursor += 1 }
                throw .entityDeclarationRefused(here(index), name: word(at: cursor))
            }
            if byte == UInt8(ascii: "[") { depthInSubset = true }
            if byte == UInt8(ascii: "]") { depthInSubset = false }
            if byte == UInt8(ascii: ">") && !depthInSubset { return }
            index += 1
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
