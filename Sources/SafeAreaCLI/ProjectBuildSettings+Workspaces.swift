import Foundation
import Reports

extension ProjectBuildSettings {
    /// How many folders above a project folder are searched for the workspaces and projects
    /// that hold its projects (the repository's root, the folder holding `.git`, ends the search
    /// sooner).
    static let maximumAncestorDepth = 8
    /// How deep subprojects are followed (a project holding one holding the input's).
    static let maximumSubprojectDepth = 4

    /// The projects connected with `folder`'s own (`own`, their paths): those listed by a workspace at or above it
    /// (within the repository) that lists one of its projects — or, for a folder that holds a
    /// workspace and no project, by that workspace — and the projects in the folders above it
    /// that hold one of its projects as a subproject. Their apps may embed a framework built
    /// here, and their targets may build a storyboard of this folder. The folder's own projects
    /// are not among them; those that cannot be read are noted in ``problems``.
    mutating func connectedProjects(of folder: URL, own paths: [String]) -> [XcodeProject] {
        let key = folder.standardizedFileURL.path
        if let known = connectedCache[key] { return known }
        let own = Set(paths)
        var found: [String] = []
        func add(_ path: String) { if !own.contains(path), !found.contains(path) { found.append(path) } }
        for (depth, ancestor) in Self.ancestors(of: key).enumerated() {
            for name in Self.names(in: ancestor, suffix: ".xcworkspace") {
                guard let workspace = workspace(ancestor + "/" + name) else { continue }
                if workspace.projects.contains(where: own.contains) || (depth == 0 && own.isEmpty) {
                    workspace.projects.forEach(add)
                }
            }
            guard depth > 0 else { continue }
            for name in Self.names(in: ancestor, suffix: ".xcodeproj") where !own.isDisjoint(with: subprojects(of: ancestor + "/" + name)) {
                add(ancestor + "/" + name)
            }
        }
        let connected = found.compactMap { project($0) }
        connectedCache[key] = connected
        return connected
    }

    /// `folder` and the folders above it, up to the repository's root (included), the home
    /// folder or the file system's root (excluded), at most ``maximumAncestorDepth`` above.
    static func ancestors(of folder: String) -> [String] {
        let home = FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.path
        var out: [String] = []
        var url = URL(fileURLWithPath: folder)
        for _ in 0...maximumAncestorDepth {
            let path = url.path
            if path == "/" || path == home { break }
            out.append(path)
            if FileManager.default.fileExists(atPath: path + "/.git") { break }
            url = url.deletingLastPathComponent()
        }
        return out
    }

    /// The names in `folder` ending in `suffix`, in byte order.
    static func names(in folder: String, suffix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(suffix) }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The project at `path`, read once; nil when it has no `project.pbxproj` (a folder named
    /// like a project without one is no project) or cannot be read (then noted in ``problems``,
    /// at line 1 of the `project.pbxproj`).
    mutating func project(_ path: String) -> XcodeProject? {
        if let known = projectCache[path] { return known }
        var read: XcodeProject?
        if FileManager.default.fileExists(atPath: path + "/project.pbxproj") {
            do { read = try XcodeProject.read(path) } catch {
                record(ReportNotice(file: error.file, line: 1, message: error.message))
            }
        }
        projectCache[path] = read
        return read
    }

    /// The workspace at `path`, read once; nil when it lists nothing or cannot be read (then
    /// noted in ``problems``).
    private mutating func workspace(_ path: String) -> XcodeWorkspace? {
        if let known = workspaceCache[path] { return known }
        var read: XcodeWorkspace?
        do { read = try XcodeWorkspace.read(path) } catch {
            record(ReportNotice(file: error.file, line: error.line, message: error.message))
        }
        workspaceCache[path] = read
        return read
    }

    /// The projects `path` holds as subprojects, and theirs, to ``maximumSubprojectDepth``.
    private mutating func subprojects(of path: String) -> Set<String> {
        var out: Set<String> = []
        var level = [path]
        for _ in 0..<Self.maximumSubprojectDepth where !level.isEmpty {
            level = level.flatMap { project($0)?.subprojects ?? [] }.filter { out.insert($0).inserted }
        }
        return out
    }
}
