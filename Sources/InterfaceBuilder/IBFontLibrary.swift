// The font files an app bundles: a storyboard's custom fonts (`<customFonts>`, a
// `<fontDescription name=…>` of a family iOS does not ship) are measured with their own
// metrics when their file is here, and with stand-ins (``IBControlMetrics``) when not. The
// command line finds the files (`--fonts`, or a file's `<customFonts>` in its project).

import Foundation

/// Font faces by PostScript name, read from `.ttf`, `.otf` and `.ttc` files.
public struct IBFontLibrary: Hashable, Sendable {
    /// The faces, by PostScript name.
    public private(set) var faces: [String: IBFontFile] = [:]
    /// What could not be read, one message a file (the file, and what was expected).
    public private(set) var problems: [String] = []

    /// The most font files one library reads, how deep it looks into folders, the most files
    /// and folders it visits there, and the largest file it reads (bytes): an app's fonts are a
    /// handful of files of a few megabytes at most (a CJK font some 20), so more is not an app's
    /// font folder, and a folder named by mistake (a home folder) costs a bounded time.
    public static let maximumFiles = 2_000, maximumDepth = 12, maximumVisited = 100_000, maximumFileSize = 64 << 20

    /// The most faces, and character ranges in all, one library keeps: crafted files each
    /// within their own limits still cannot add up to gigabytes. (A family of 18 weights with
    /// a few thousand ranges each is far below both.)
    public static let maximumFaces = 512, maximumSegments = 3_000_000

    /// An empty library: every custom font measured with the stand-ins.
    public init() {}

    /// The faces of the font files in `paths` (files, or folders searched to
    /// ``maximumDepth``, links followed), read in byte order of their paths; files that cannot
    /// be read are listed in ``problems``. The first face of a PostScript name wins.
    public init(paths: [String]) {
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                problems.append("\(path): no such file or folder (expected a font file or a folder of them)")
                continue
            }
            if !isFolder.boolValue { files.append(path); continue }
            let walk = Self.fontFiles(under: URL(fileURLWithPath: path), depth: Self.maximumDepth, skipping: { _ in false })
            if walk.stopped { problems.append("\(path): more than \(Self.maximumVisited) files and folders; the font files among the first \(Self.maximumVisited) are read") }
            files += walk.files
        }
        read(files)
    }

    /// The faces of exactly these font files, in order (the command line's discovery).
    public init(files: [String]) {
        read(files)
    }

    /// A library of the given faces (tests, tools).
    public init(faces: [IBFontFile]) {
        for face in faces where self.faces[face.postScriptName] == nil { self.faces[face.postScriptName] = face }
    }

    /// The face a `<fontDescription name=…>` names, if its file was read.
    public func face(named postScriptName: String) -> IBFontFile? { faces[postScriptName] }

    /// Whether a file name is a font file's (`.ttf`, `.otf`, `.ttc`).
    public static func isFontFileName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc")
    }

    /// The font files under `root`, at most ``maximumVisited`` entries visited (hidden ones
    /// skipped, and folders `skipping` names), to `depth` folders down, sorted by byte order
    /// of their paths; `stopped` when the visit limit cut the walk short. One walk for a
    /// `--fonts` folder and a project's, so both find the same files on every platform.
    public static func fontFiles(under root: URL, depth: Int, skipping: (URL) -> Bool) -> (files: [String], stopped: Bool) {
        var found: [String] = [], visited = 0, stopped = false
        if let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) {
            while let url = walk.nextObject() as? URL {
                visited += 1
                if visited > maximumVisited { stopped = true; break }
                if walk.level > depth || skipping(url) { walk.skipDescendants(); continue }
                if isFontFileName(url.lastPathComponent) { found.append(url.path) }
            }
        }
        return (found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }, stopped)
    }

    /// Reads `files` in order into ``faces``, within the library's budgets.
    private mutating func read(_ files: [String]) {
        var files = files
        if files.count > Self.maximumFiles {
            problems.append("more than \(Self.maximumFiles) font files: only the first \(Self.maximumFiles) are read")
            files = Array(files.prefix(Self.maximumFiles))
        }
        var segments = 0
        for file in files {
            guard faces.count < Self.maximumFaces, segments <= Self.maximumSegments else {
                problems.append("\(file): not read, the fonts read before it already hold \(faces.count) faces and \(segments) character ranges")
                continue
            }
            // A link is followed; a pipe or device named like a font would block the read.
            let real = URL(fileURLWithPath: file).resolvingSymlinksInPath().path
            let attributes = (try? FileManager.default.attributesOfItem(atPath: real)) ?? [:]
            guard attributes[.type] as? FileAttributeType == .typeRegular else {
                problems.append("\(file): not a regular file (expected a font file)")
                continue
            }
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            guard size <= Self.maximumFileSize else {
                problems.append("\(file): \(size) bytes, more than the \(Self.maximumFileSize) a font file is read at")
                continue
            }
            guard let data = FileManager.default.contents(atPath: real) else {
                problems.append("\(file): could not be read")
                continue
            }
            do {
                for face in try IBFontFile.faces(in: data, file: file) where faces[face.postScriptName] == nil {
                    faces[face.postScriptName] = face
                    segments += face.segments.count
                }
            } catch {
                problems.append(error.description)
            }
        }
    }
}
