// Errors and warnings of the Interface Builder reader. Every one names the file and a line.

/// A place in an Interface Builder file: the file's name, a 1-based line and, where the XML
/// parser knows it, a 1-based column.
public struct IBSourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The file's name as given to the reader (usually its last path component).
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, or `nil` when only the line is known.
    public var column: Int?

    /// Creates a location.
    public init(file: String, line: Int, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `"Main.storyboard:12:7"`, or `"Main.storyboard:12"` without a column: the form Xcode and
    /// compilers print.
    public var description: String {
        if let column { return "\(file):\(line):\(column)" }
        return "\(file):\(line)"
    }
}

/// Why a file could not be read at all. Problems inside a readable document (an unknown element,
/// a constraint naming a missing id) are ``IBWarning``s instead, and reading goes on.
public enum IBError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be opened or read from disk.
    case unreadable(file: String, reason: String)
    /// The file holds no XML element at all.
    case emptyDocument(file: String)
    /// The XML is not well formed or ends early; `expected` says what the parser needed there.
    case malformedXML(IBSourceLocation, expected: String)
    /// The document type declaration declares entities (internal or parameter entities): refused
    /// before parsing, since entity expansion can be abused (billion laughs, external entities).
    case entityDeclarationRefused(IBSourceLocation, name: String)
    /// The document type declaration points at an external DTD (`SYSTEM` / `PUBLIC`), which could
    /// declare entities; refused without fetching it.
    case externalDTDRefused(IBSourceLocation, systemID: String)
    /// Elements nest deeper than the reader's limit (``IBReadOptions/maximumElementDepth``).
    case nestingTooDeep(IBSourceLocation, limit: Int)
    /// The root element is not Interface Builder's `<document>`.
    case notInterfaceBuilder(IBSourceLocation, rootElement: String)
    /// The document targets a runtime other than iOS Cocoa Touch (macOS Cocoa, tvOS).
    case unsupportedTargetRuntime(IBSourceLocation, runtime: String)

    /// Where the error was found, when a line is known.
    public var location: IBSourceLocation? {
        switch self {
        case .unreadable, .emptyDocument: return nil
        case .malformedXML(let location, _), .entityDeclarationRefused(let location, _),
             .externalDTDRefused(let location, _), .nestingTooDeep(let location, _),
             .notInterfaceBuilder(let location, _), .unsupportedTargetRuntime(let location, _):
            return location
        }
    }

    /// `file:line:column: error: …`, in the form Xcode prints.
    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            return "\(file): error: cannot read the file: \(reason)"
        case .emptyDocument(let file):
            return "\(file): error: the file holds no XML element; expected an Interface Builder <document>"
        case .malformedXML(let location, let expected):
            return "\(location): error: malformed XML: \(expected)"
        case .entityDeclarationRefused(let location, let name):
            return "\(location): error: the document type declaration declares the entity '\(name)'; "
                + "entity declarations are refused (entity expansion and external entities are not allowed)"
        case .externalDTDRefused(let location, let systemID):
            return "\(location): error: the document type declaration refers to the external DTD "
                + "'\(systemID)'; external DTDs are refused and never fetched"
        case .nestingTooDeep(let location, let limit):
            return "\(location): error: elements nest deeper than \(limit) levels; "
                + "the reader refuses documents nested deeper than its limit"
        case .notInterfaceBuilder(let location, let rootElement):
            return "\(location): error: the root element is <\(rootElement)>; expected an Interface Builder <document>"
        case .unsupportedTargetRuntime(let location, let runtime):
            return "\(location): error: targetRuntime '\(runtime)' is not supported; expected iOS.CocoaTouch"
        }
    }
}

/// Something the reader tolerated: the document was read, but a part of it was replaced by a
/// plain equivalent or left out. Kept in document order in ``IBDocument/warnings``.
public struct IBWarning: Hashable, Sendable, CustomStringConvertible {
    /// What was tolerated.
    public enum Kind: Hashable, Sendable {
        /// An element in a view position whose name is not a known view class; read as a plain
        /// view (``IBViewKind/unknown``). Also used for an unknown controller element in a scene,
        /// read as a plain view controller (``IBControllerKind/unknown``).
        case unknownViewElement(String)
        /// A constraint (or segue, or variation mask) refers to an id that no element carries.
        /// Constraints with such a reference are dropped.
        case unresolvedReference(String)
        /// A constraint refers to an id whose element cannot take part in a constraint (not a view
        /// or a layout guide). The constraint is dropped.
        case notConstrainable(id: String, element: String)
        /// A constraint names a layout attribute the reader does not know. The constraint is dropped.
        case unknownLayoutAttribute(String)
        /// An attribute value could not be read as the number or keyword expected; the default
        /// was used instead.
        case unreadableValue(attribute: String, value: String)
        /// The `<device>` element names an id without a catalog device.
        case unknownDevice(String)
        /// Two elements carry the same id; references resolve to the first.
        case duplicateID(String)
        /// A scene whose `<objects>` holds no element with `sceneMemberID="viewController"`.
        case sceneWithoutController
        /// Layout only: a custom-class leaf view (an `IBDesignable`) whose size Xcode took from
        /// rendering its class; the saved frame's size stands for its intrinsic content size.
        case designTimeSize(customClass: String)
        /// Layout only: a table cell's accessory (named by its `accessoryType`), whose width
        /// UIKit does not publish; the content view ends where Xcode saved it.
        case accessoryWidthFromSavedFrame(accessoryType: String)
        /// Layout only: something the file states that the engine does not lay out (a flow
        /// layout's header size, self-sizing collection items, a custom layout, a cell's
        /// accessory); named in the message, the rest of the view is laid out.
        case notModelled(String)
        /// Layout only: a view that is not laid out, so its saved frame is not compared: a
        /// table row or collection item outside the viewport (UIKit makes no cell for it), or a
        /// part of the scene the engine does not show.
        case notInView(String)
    }

    /// What was tolerated.
    public var kind: Kind
    /// Where.
    public var location: IBSourceLocation
    /// A sentence for people.
    public var message: String

    /// Creates a warning.
    public init(kind: Kind, location: IBSourceLocation, message: String) {
        self.kind = kind
        self.location = location
        self.message = message
    }

    /// The 1-based line the warning points at.
    public var line: Int { location.line }

    /// `file:line: warning: …`, in the form Xcode prints.
    public var description: String { "\(location): warning: \(message)" }
}
