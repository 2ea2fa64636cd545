// Storyboard references across files: the scenes of other storyboards that hold, push or present
// a document's scenes through `<viewControllerPlaceholder>`s, linked in so a scene is laid out
// inside the containers an app shows it in.

/// The storyboards of one app, which reach each other through storyboard references.
///
/// An app split into storyboards (one per tab, per feature) holds each part through a storyboard
/// reference: `Main.storyboard`'s tab bar controller has a `<viewControllerPlaceholder
/// storyboardName="Settings">` as a tab, and UIKit, following the relationship segue, loads
/// `Settings.storyboard`'s initial controller there (`UIStoryboard(name:bundle:)`). Laid out alone,
/// `Settings.storyboard`'s scenes would have no tab bar. ``linking(_:path:)`` gives a document
/// the scenes of the storyboards whose references reach it (and of those its own references
/// name), with each reference replaced by the controller it stands for, so the walks of a layout
/// (the containers that hold a scene, the navigation controller that pushes it, the segue that
/// presents it) cross files as UIKit's do.
///
/// A storyboard is known by its file name without the extension, as UIKit loads it; each
/// document's ``IBDocument/fileName`` is taken as its path (read it with one). Two storyboards
/// of one name (an app's and an extension's `MainInterface`) are told apart by nearness: a
/// reference means the one in its own folder, else the one whose folder shares the longest path
/// with its own, else the first given.
public struct IBStoryboardLinks: Sendable {
    /// The storyboards, in the order given.
    public let documents: [IBDocument]

    /// Links among `documents` (xibs are left out: they hold no references).
    public init(_ documents: [IBDocument]) {
        self.documents = documents.filter { $0.kind == .storyboard }
    }

    /// The name UIKit loads `document` by: its file name without folders or extension.
    public static func storyboardName(of document: IBDocument) -> String {
        storyboardName(path: document.fileName)
    }

    /// The name UIKit loads the storyboard at `path` by.
    public static func storyboardName(path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".storyboard") ? String(file.dropLast(".storyboard".count)) : file
    }

    /// `document`, found at `path` (its ``IBDocument/fileName`` by default), with the scenes of
    /// the storyboards its references reach and of those whose references reach it, appended
    /// after its own (``IBScene/linkedFrom`` names their file): upstream, every storyboard whose
    /// references reach the document, directly or through another that does (the containers,
    /// pushes and presentations around its scenes); downstream, every storyboard the document's
    /// references name, and theirs (the scenes its tabs, roots and container views stand for).
    /// In every storyboard included, the document's own too, a segue to a reference that
    /// resolves to an included storyboard goes to the controller it stands for
    /// (``IBDocument/linkedReferences`` keeps the pairs). A storyboard whose ids are already in
    /// use is not linked (a warning says so), nor is one reached only through it; a reference of
    /// the document, or to it, naming a controller the storyboard does not have is a warning at
    /// its line. The
    /// `bundleIdentifier` of a reference is not compared: storyboards are told apart by name
    /// and folder.
    public func linking(_ document: IBDocument, path: String? = nil) -> IBDocument {
        guard document.kind == .storyboard else { return document }
        // The document itself first, at its path, then the others in the order given.
        var home = document
        home.fileName = path ?? document.fileName
        var linker = Linker(pool: [home] + documents.filter { $0.fileName != home.fileName })
        linker.admitUpstream()
        linker.admitDownstream()
        return linker.linked(document)
    }

    /// One linking: the storyboards considered (the document first), each one's references
    /// with the storyboard each names (resolved once), those admitted, and what was said.
    struct Linker {
        let pool: [IBDocument]
        /// `pool[i]`'s references, each with the index in `pool` of the storyboard it names.
        let references: [[(placeholder: Placeholder, storyboard: Int?)]]
        var included = [0], leftOut: Set<Int> = []
        var ids: Set<String>
        var warnings: [IBWarning] = []

        init(pool: [IBDocument]) {
            self.pool = pool
            references = pool.map { document in
                IBStoryboardLinks.references(in: document).map { ($0, IBStoryboardLinks.resolve($0.target, from: document, in: pool)) }
            }
            ids = Set(IBStoryboardLinks.sceneIDs(of: pool[0]))
        }

        /// Admits `candidate` unless its ids clash with those admitted (then it is left out for
        /// good, with a warning); whether it was admitted.
        mutating func admit(_ candidate: Int) -> Bool {
            let clashing = IBStoryboardLinks.sceneIDs(of: pool[candidate]).filter(ids.contains)
            if let first = clashing.first {
                warnings.append(IBWarning(
                    kind: .duplicateID(first), location: IBSourceLocation(file: pool[candidate].fileName, line: pool[candidate].line),
                    message: "it is linked with \(pool[0].fileName) through storyboard references, but \(clashing.count) of its ids are in use there or in a storyboard linked before it ('\(pool[candidate].writtenID(first))'); it is not linked, and the scenes the two hold of each other are laid out without it"))
                leftOut.insert(candidate)
                return false
            }
            ids.formUnion(IBStoryboardLinks.sceneIDs(of: pool[candidate]))
            included.append(candidate)
            return true
        }

        /// Every storyboard whose references reach one admitted, until none is left.
        mutating func admitUpstream() {
            var changed = true
            while changed {
                changed = false
                for candidate in pool.indices where !included.contains(candidate) && !leftOut.contains(candidate) {
                    let reaches = references[candidate].contains { $0.storyboard.map(included.contains) ?? false }
                    if reaches, admit(candidate) { changed = true }
                }
            }
        }

        /// Every storyboard the document's references name, and those theirs name.
        mutating func admitDownstream() {
            var queue = [0]
            while !queue.isEmpty {
                let member = queue.removeFirst()
                for case let (_, at?) in references[member] where !included.contains(at) && !leftOut.contains(at) {
                    if admit(at) { queue.append(at) }
                }
            }
        }

        /// The document with the admitted storyboards' scenes and every resolvable reference
        /// sent on.
        func linked(_ document: IBDocument) -> IBDocument {
            var linked = document
            linked.scenes = []
            var entries = document.index.entries
            var warnings = self.warnings
            for member in included {
                let source = pool[member]
                // Each reference of this storyboard that resolves into the linked set, by placeholder id.
                var targets: [String: String] = [:]
                for case let (reference, at?) in references[member] where included.contains(at) {
                    if let target = IBStoryboardLinks.controllerID(reference.target, in: pool[at]) {
                        targets[reference.id] = target
                    } else if at == 0 || member == 0 {
                        let wanted = reference.target.referencedIdentifier.map { "the storyboard identifier '\($0)'" } ?? "an initial view controller"
                        warnings.append(IBWarning(
                            kind: .unresolvedReference(reference.id),
                            location: IBSourceLocation(file: member == 0 ? document.fileName : source.fileName, line: reference.line),
                            message: "storyboard reference '\(source.writtenID(reference.id))' names \(wanted) in \(pool[at].fileName), which has none; segues to it are left there"))
                    }
                }
                for var scene in source.scenes {
                    if member != 0 {
                        scene.linkedFrom = source.fileName
                        let roots = (scene.viewController?.ownedViews ?? []) + scene.parkedViews
                        for id in (scene.viewController.map { [$0.id] } ?? []) + roots.flatMap(\.selfAndDescendants).map(\.id)
                        where linked.linkedFiles[id] == nil {
                            linked.linkedFiles[id] = source.fileName
                        }
                    }
                    if !targets.isEmpty {
                        scene.segues = scene.segues.map { IBStoryboardLinks.redirected($0, targets) }
                        if let segues = scene.viewController?.segues {
                            scene.viewController?.segues = segues.map { IBStoryboardLinks.redirected($0, targets) }
                        }
                    }
                    linked.scenes.append(scene)
                }
                linked.linkedReferences.merge(targets) { first, _ in first }
                if member != 0 { entries += source.index.entries.filter { !IBStoryboardLinks.designElements.contains($0.element) } }
            }
            linked.index = IBObjectIndex(entries: entries)
            linked.warnings += warnings
            return linked
        }
    }

    /// Elements whose ids name the design, not an object of a scene (`<device id="retina6_1">`
    /// and its `<adaptation id="fullscreen">`): the same in every file, and never a reference.
    static let designElements = IBReader.designElements

    /// The ids of `document`'s objects: every id but those of ``designElements``.
    static func sceneIDs(of document: IBDocument) -> [String] {
        document.index.entries.filter { !designElements.contains($0.element) }.map(\.id)
    }

    /// A `<viewControllerPlaceholder>`: its id, what it stands for, its line.
    struct Placeholder {
        var id: String
        var target: IBStoryboardReference
        var line: Int
    }

    /// The storyboard references of `document`'s own scenes, in document order.
    static func references(in document: IBDocument) -> [Placeholder] {
        document.ownScenes.compactMap { scene in
            guard let controller = scene.viewController, let reference = controller.storyboardReference else { return nil }
            return Placeholder(id: controller.id, target: reference, line: controller.line)
        }
    }

    /// The index in `pool` of the storyboard `reference` (written in `referrer`) names: of those
    /// with its name, the nearest to the referrer (``IBStoryboardLinks``).
    static func resolve(_ reference: IBStoryboardReference, from referrer: IBDocument, in pool: [IBDocument]) -> Int? {
        let named = pool.indices.filter { Self.storyboardName(of: pool[$0]) == reference.storyboardName }
        guard named.count > 1 else { return named.first }
        let home = Self.folders(of: referrer.fileName)
        // The most folders in common wins; the first given among equals (max(by:) keeps the first).
        return named.max { a, b in
            Self.commonPrefixLength(Self.folders(of: pool[a].fileName), home) < Self.commonPrefixLength(Self.folders(of: pool[b].fileName), home)
        }
    }

    /// The id of the controller `reference` stands for in `storyboard`: the one with its
    /// storyboard identifier, or the initial view controller.
    static func controllerID(_ reference: IBStoryboardReference, in storyboard: IBDocument) -> String? {
        let scenes = storyboard.ownScenes
        if let identifier = reference.referencedIdentifier {
            return scenes.first { $0.viewController?.storyboardIdentifier == identifier }?.viewController?.id
        }
        guard let initial = storyboard.initialViewControllerID,
              scenes.contains(where: { $0.viewController?.id == initial }) else { return nil }
        return initial
    }

    /// `segue`, sent on to the controller its destination stands for when `targets` (reference
    /// id → controller id) has it.
    static func redirected(_ segue: IBSegue, _ targets: [String: String]) -> IBSegue {
        guard let target = targets[segue.destination] else { return segue }
        var copy = segue
        copy.destination = target
        return copy
    }

    /// The folders of `path`, outermost first.
    static func folders(of path: String) -> [Substring] {
        Array(path.split(separator: "/").dropLast())
    }

    /// How many leading folders `a` and `b` share.
    static func commonPrefixLength(_ a: [Substring], _ b: [Substring]) -> Int {
        zip(a, b).prefix { $0 == $1 }.count
    }
}

extension IBDocument {
    /// `id` as the file writes it: without the prefix the reader put before it (``idPrefix``).
    func writtenID(_ id: String) -> String {
        guard let idPrefix, id.hasPrefix(idPrefix) else { return id }
        return String(id.dropFirst(idPrefix.count))
    }
}
