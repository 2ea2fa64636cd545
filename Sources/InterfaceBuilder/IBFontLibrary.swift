// The font files an app bundles, found in folders the user names (`safearea layout --fonts`,
// `safearea audit --fonts`): a storyboard's custom fonts (`<customFonts>`, a
// `<fontDescription name=…>` of a family iOS does not ship) are measured with their own
// metrics when their file is here, and with stand-ins (``IBControlMetrics``) when not.

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

    /// An empty library: every custom font measured with the stand-ins.
    public init() {}

    /// The faces of the font files in `paths` (files, or folders searched to
    /// ``maximumDepth``, in byte order of their paths); files that cannot be read are listed in
    /// ``problems``.
    /// The first face of a PostScript name wins.
    public init(paths: [String]) {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                problems.append("\(path): no such file or folder (expected a font file or a folder of them)")
                continue
            }
            if !isFolder.boolValue { files.append(path); continue }
            let root = URL(fileURLWithPath: path)
            guard let walk = manager.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey],
                                                options: [.skipsHiddenFiles, .skipsPackageDescendants]) else { continue }
            var found: [String] = [], visited = 0
            for case let url as URL in walk {
                visited += 1
                if visited > Self.maximumVisited {
                    problems.append("\(path): more than \(Self.maximumVisited) files and folders; the font files among the first \(Self.maximumVisited) are read")
                    break
                }
                if walk.level > Self.maximumDepth { walk.skipDescendants(); continue }
                guard Self.isFontFileName(url.lastPathComponent) else { continue }
                found.append(url.path)
                if files.count + found.count > Self.maximumFiles { break }
            }
            files += found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        }
        if files.count > Self.maximumFiles {
            problems.append("more than \(Self.maximumFiles) font files under \(paths.joined(separator: ", ")): only the first \(Self.maximumFiles) are read")
            files = Array(files.prefix(Self.maximumFiles))
        }
        for file in files {
            let attributes = (try? manager.attributesOfItem(atPath: file)) ?? [:]
            // A pipe or device named like a font would block the read.
            guard attributes[.type] as? FileAttributeType == .typeRegular else {
                problems.append("\(file): not a regular file (expected a font file)")
                continue
            }
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            guard size <= Self.maximumFileSize else {
                problems.append("\(file): \(size) bytes, more than the \(Self.maximumFileSize) a font file is read at")
                continue
            }
            guard let data = manager.contents(atPath: file) else {
                problems.append("\(file): could not be read")
                continue
            }
            do {
                for face in try IBFontFile.faces(in: data, file: file) where faces[face.postScriptName] == nil {
                    faces[face.postScriptName] = face
                }
            } catch {
                problems.append(error.description)
            }
        }
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
}
