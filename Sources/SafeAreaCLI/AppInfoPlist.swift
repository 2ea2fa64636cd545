import Foundation

/// The app an audited input belongs to, as its Info.plist describes it: whether the app sets
/// `UIDesignRequiresCompatibility`, which keeps iOS 18's bars and controls on iOS 26 (Apple,
/// Bundle Resources, "UIDesignRequiresCompatibility"). `safearea audit` reads it when neither
/// the command line nor `.safearea.yml` says, so a project folder is audited as the app runs.
///
/// Which Info.plist governs a file: the nearest folder at or above the file's that holds one
/// (`Info.plist`, or `NAME-Info.plist` as older Xcode projects name it) whose dictionary has a
/// `CFBundleIdentifier` (Firebase's `GoogleService-Info.plist` and docc catalogs' plists have
/// none). A project whose Info.plist sits in a sibling folder (`Supporting Files/`) is found
/// from the project's root, the first folder above that holds an `.xcodeproj`,
/// `.xcworkspace`, `Package.swift` or `.git`: its apps' Info.plists (extensions and test
/// bundles left out) are used when they agree. An Xcode 13+ target that generates its
/// Info.plist from build settings has no file to read; its `INFOPLIST_KEY_` settings are not
/// read (Xcode generates only keys it knows, and whether it knows this one is disputed).
struct AppInfoPlist: Hashable, Sendable {
    /// The Info.plist's path.
    var path: String
    /// Its `UIDesignRequiresCompatibility`: `<true/>`, or a string `YES` / `true` / `1`.
    var designRequiresCompatibility: Bool

    /// File names of Info.plists: `Info.plist`, `App-Info.plist`.
    static func isInfoPlistName(_ name: String) -> Bool {
        name == "Info.plist" || name.hasSuffix("-Info.plist")
    }

    /// A bundle's Info.plist at `path`, or nil when it is not one (not a property list, not a
    /// dictionary, no `CFBundleIdentifier`). `isApp` is false for app extensions (`NSExtension`)
    /// and test bundles (`CFBundlePackageType` `BNDL`).
    static func read(_ path: String) -> (plist: AppInfoPlist, isApp: Bool)? {
        guard let data = FileManager.default.contents(atPath: path),
              let object = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
              let dictionary = object as? [String: Any], dictionary["CFBundleIdentifier"] != nil else { return nil }
        let flag: Bool
        switch dictionary["UIDesignRequiresCompatibility"] {
        case let value as Bool: flag = value
        case let value as String: flag = ["yes", "true", "1"].contains(value.lowercased())
        default: flag = false
        }
        let isApp = dictionary["NSExtension"] == nil && (dictionary["CFBundlePackageType"] as? String) != "BNDL"
        return (AppInfoPlist(path: path, designRequiresCompatibility: flag), isApp)
    }

    /// The Info.plist that governs `file` (see the type's description), or nil when none is
    /// found or a project's apps disagree. `cache` holds the answer for each folder asked.
    static func governing(_ file: String, cache: inout [String: AppInfoPlist?]) -> AppInfoPlist? {
        let fm = FileManager.default
        var folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        var visited: [String] = []
        var answer: AppInfoPlist? = nil
        while true {
            let path = folder.path
            if let known = cache[path] { answer = known; break }
            visited.append(path)
            let names = ((try? fm.contentsOfDirectory(atPath: path)) ?? []).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            let here = names.filter(isInfoPlistName).compactMap { read(folder.appendingPathComponent($0).path)?.plist }
            if !here.isEmpty {
                answer = here.first { $0.designRequiresCompatibility } ?? here[0]
                break
            }
            if names.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0 == "Package.swift" || $0 == ".git" }) {
                answer = projectApps(under: folder)
                break
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == path { break }
            folder = parent
        }
        for path in visited { cache[path] = .some(answer) }
        return answer
    }

    /// The apps' Info.plists under a project's root, when they agree on the key: the first
    /// that sets it, else the first; nil when there are none or they disagree.
    static func projectApps(under root: URL) -> AppInfoPlist? {
        var apps: [AppInfoPlist] = []
        let skipped = AuditCommand.skippedFolderNames
        if let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) {
            while let url = walker.nextObject() as? URL {
                let ext = url.pathExtension.lowercased()
                if skipped.contains(url.lastPathComponent) || AuditCommand.skippedFolderExtensions.contains(ext) || ext == "docc" {
                    walker.skipDescendants()
                    continue
                }
                if isInfoPlistName(url.lastPathComponent), let found = read(url.path), found.isApp { apps.append(found.plist) }
            }
        }
        apps.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        guard let first = apps.first, apps.allSatisfy({ $0.designRequiresCompatibility == first.designRequiresCompatibility }) else { return nil }
        return first
    }
}
