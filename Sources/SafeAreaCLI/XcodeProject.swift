import Foundation

/// An Xcode project read from its `project.pbxproj` (an OpenStep property list, which
/// Foundation reads on every platform): its targets, each with the build settings of its
/// configurations and the files it builds. `safearea audit` asks it which targets bundle a
/// storyboard or xib, so the input is audited as the app that shows it runs: on that target's
/// device families, in its orientations, under its Info.plist.
///
/// A target's files are those its build phases name (a `PBXBuildFile`'s file reference, or
/// each localization of a `PBXVariantGroup`: `Base.lproj/Main.storyboard`) and, from Xcode 16,
/// every file under the folders it keeps in sync (`PBXFileSystemSynchronizedRootGroup`) but
/// those its exception sets leave out. Paths are worked out as Xcode does from each item's
/// `sourceTree`: `<group>` relative to the enclosing group, `SOURCE_ROOT` to the project's
/// folder, `<absolute>`; other trees (`BUILT_PRODUCTS_DIR`, `SDKROOT`) are not source files.
struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder's path.
    var path: String
    /// The project's targets, in the order the project lists them.
    var targets: [Target]
    /// The standardized paths of the projects it holds as subprojects (file references to
    /// `.xcodeproj`s, whose products its targets may link), in path order.
    var subprojects: [String] = []

    /// One target: an app, an app extension, a framework, a test bundle.
    struct Target: Sendable {
        /// Its name, as Xcode shows it.
        var name: String
        /// Its product type (`com.apple.product-type.application`), when it has one.
        var productType: String?
        /// Each of its build configurations, by name, in the order the project lists them.
        var configurations: [(name: String, settings: BuildSettings)]
        /// The standardized paths of the files its build phases name.
        var files: Set<String>
        /// The folders Xcode keeps in sync for it, each with the paths (relative to the folder)
        /// that are not its members.
        var synchronizedFolders: [(path: String, excepted: Set<String>)]
        /// The file name of its product (`LoopUI.framework`), when it has one.
        var productName: String? = nil
        /// The file names of the built products its build phases name (`BUILT_PRODUCTS_DIR`
        /// references and a subproject's `PBXReferenceProxy`s): the products of other targets,
        /// in this project or in another of its workspace, that it links or embeds. Xcode finds
        /// them by name in the build folder, so a name is how a product is matched.
        var linkedProducts: Set<String> = []

        /// Whether it is an app or an app extension (``XcodeProject/appProductTypes``).
        var isApp: Bool {
            productType.map { type in XcodeProject.appProductTypes.contains { type.hasPrefix($0) } } ?? false
        }

        /// Whether the target builds the file at `path` (standardized).
        func contains(_ path: String) -> Bool {
            if files.contains(path) { return true }
            return synchronizedFolders.contains { folder in
                guard path.hasPrefix(folder.path + "/") else { return false }
                return !folder.excepted.contains(String(path.dropFirst(folder.path.count + 1)))
            }
        }
    }

    /// Product types of targets that run on their own and read their own Info.plist: apps
    /// (with iMessage apps and App Clips, `com.apple.product-type.application.*`) and app
    /// extensions (`com.apple.product-type.app-extension.*`). A framework's or a bundle's
    /// storyboard is shown by whichever app embeds it.
    static let appProductTypes = ["com.apple.product-type.application", "com.apple.product-type.app-extension"]

    /// The targets that build the file at `path`.
    func targets(containing path: String) -> [Target] {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        return targets.filter { $0.contains(standardized) }
    }

    /// The apps and app extensions of this project that link or embed a product named
    /// `product`, in project order: a framework's storyboards and xibs are shown by them
    /// (LoopKit/Loop's LoopUI in the Loop app and its extensions; AmityUIKit.framework, built by
    /// another project of its workspace, in the SampleApp).
    func apps(linking product: String) -> [Target] {
        targets.filter { $0.isApp && $0.linkedProducts.contains(product) }
    }

    /// Why a project could not be read.
    enum ReadError: Error, CustomStringConvertible {
        /// The file is missing or unreadable.
        case unreadable(String)
        /// The file is not a property list of a project (an unresolved merge conflict, a
        /// truncated file), with what the reader said.
        case malformed(String, String)

        /// The `project.pbxproj` file.
        var file: String {
            switch self {
            case .unreadable(let path), .malformed(let path, _): path
            }
        }

        /// What is wrong, and what was done.
        var message: String {
            switch self {
            case .unreadable: "cannot read the Xcode project; its build settings are not used"
            case .malformed(_, let why): "not an Xcode project's property list (\(why)); its build settings are not used"
            }
        }

        var description: String { "\(file): warning: \(message)" }
    }

    /// Reads the project at `path` (an `.xcodeproj` folder).
    static func read(_ path: String) throws(ReadError) -> XcodeProject {
        let file = path + "/project.pbxproj"
        guard let data = FileManager.default.contents(atPath: file), !data.isEmpty else { throw .unreadable(file) }
        let plist: Any
        do { plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) } catch {
            throw .malformed(file, Self.reason(error, data: data))
        }
        guard let root = plist as? [String: Any], let objects = root["objects"] as? [String: Any],
              let rootID = root["rootObject"] as? String, let project = objects[rootID] as? [String: Any] else {
            throw .malformed(file, "no objects or rootObject")
        }
        return Reader(path: path, objects: objects.compactMapValues { $0 as? [String: Any] }, project: project).read()
    }

    /// Why Foundation could not read a project's text: merge-conflict markers left in it (by
    /// line), else the parser's own words (the old-style parser's, which name a line).
    static func reason(_ error: Error, data: Data) -> String {
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        if let i = lines.firstIndex(where: { $0.hasPrefix("<<<<<<< ") || $0 == "<<<<<<<" }) {
            return "merge-conflict markers at line \(i + 1)"
        }
        let info = (error as NSError).userInfo
        let inner = info["kCFPropertyListOldStyleParsingError"] as? NSError
        return (inner?.userInfo[NSDebugDescriptionErrorKey] as? String) ?? (info[NSDebugDescriptionErrorKey] as? String)
            ?? error.localizedDescription
    }

    /// Works out paths, settings and membership over a project's objects.
    private struct Reader {
        let path: String
        let objects: [String: [String: Any]]
        let project: [String: Any]
        /// Each item's enclosing group.
        let parents: [String: String]
        /// The folder the project's paths start from.
        let root: String

        init(path: String, objects: [String: [String: Any]], project: [String: Any]) {
            self.path = path
            self.objects = objects
            self.project = project
            var parents: [String: String] = [:]
            for (id, object) in objects {
                for child in object["children"] as? [String] ?? [] { parents[child] = id }
            }
            self.parents = parents
            var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            if let dir = project["projectDirPath"] as? String, !dir.isEmpty {
                folder = dir.hasPrefix("/") ? URL(fileURLWithPath: dir) : folder.appendingPathComponent(dir)
            }
            self.root = folder.standardizedFileURL.path
        }

        func read() -> XcodeProject {
            let projectLevels = configurations(of: project["buildConfigurationList"] as? String)
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            let targets = (project["targets"] as? [String] ?? []).compactMap { id -> Target? in
                guard let target = objects[id], let targetName = target["name"] as? String else { return nil }
                let builtIn = ["SRCROOT": root, "PROJECT_DIR": root, "SOURCE_ROOT": root, "PROJECT_NAME": name,
                               "TARGET_NAME": targetName]
                let own = configurations(of: target["buildConfigurationList"] as? String)
                let settings = own.map { configuration in
                    let below = projectLevels.first { $0.name == configuration.name }?.levels ?? []
                    return (configuration.name, BuildSettings(layers: configuration.levels + below, builtIn: builtIn))
                }
                var files: Set<String> = []
                var linked: Set<String> = []
                for phase in target["buildPhases"] as? [String] ?? [] {
                    for buildFile in objects[phase]?["files"] as? [String] ?? [] {
                        guard let ref = objects[buildFile]?["fileRef"] as? String else { continue }
                        files.formUnion(locations(of: ref))
                        if let product = Self.productName(objects[ref]) { linked.insert(product) }
                    }
                }
                let folders = (target["fileSystemSynchronizedGroups"] as? [String] ?? []).compactMap { group -> (String, Set<String>)? in
                    guard let folder = location(of: group) else { return nil }
                    let excepted = (objects[group]?["exceptions"] as? [String] ?? []).compactMap { objects[$0] }
                        .filter { ($0["target"] as? String) == id }
                        .flatMap { $0["membershipExceptions"] as? [String] ?? [] }
                    return (folder, Set(excepted))
                }
                let product = (target["productReference"] as? String).flatMap { Self.productName(objects[$0]) }
                return Target(name: targetName, productType: target["productType"] as? String, configurations: settings,
                              files: files, synchronizedFolders: folders, productName: product, linkedProducts: linked)
            }
            let subprojects = objects.compactMap { id, object -> String? in
                guard object["isa"] as? String == "PBXFileReference",
                      [object["lastKnownFileType"], object["explicitFileType"]].contains(where: { $0 as? String == "wrapper.pb-project" })
                else { return nil }
                return location(of: id)
            }
            return XcodeProject(path: path, targets: targets,
                                subprojects: Set(subprojects).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        }

        /// The file name of a built product's reference (`sourceTree = BUILT_PRODUCTS_DIR`: a
        /// target's product, a workspace sibling's, a subproject's `PBXReferenceProxy`), or nil
        /// for a source file.
        static func productName(_ object: [String: Any]?) -> String? {
            guard let object, object["sourceTree"] as? String == "BUILT_PRODUCTS_DIR",
                  let path = object["path"] as? String, !path.isEmpty else { return nil }
            return URL(fileURLWithPath: path).lastPathComponent
        }

        /// A configuration list's configurations, each with its levels (its own settings over
        /// its configuration file's).
        func configurations(of list: String?) -> [(name: String, levels: [[String: String]?])] {
            guard let list, let ids = objects[list]?["buildConfigurations"] as? [String] else { return [] }
            return ids.compactMap { id in
                guard let configuration = objects[id], let name = configuration["name"] as? String else { return nil }
                let own = (configuration["buildSettings"] as? [String: Any] ?? [:]).compactMapValues(Self.settingValue)
                var levels: [[String: String]?] = [own]
                if let base = configuration["baseConfigurationReference"] as? String {
                    let path = location(of: base)
                    // A configuration file that cannot be read hides what it sets, except CocoaPods'
                    // own before `pod install` (`Pods/Target Support Files/…`, rarely committed):
                    // CocoaPods writes search paths, linker flags, preprocessor definitions and its
                    // PODS_ variables there, never a device family or an Info.plist key.
                    let pods = path?.contains("/Pods/Target Support Files/") == true
                    levels.append(path.flatMap(XcodeConfigFile.read) ?? (pods ? [:] : nil))
                }
                return (name, levels)
            }
        }

        /// A setting's value as a string: a list's items joined by spaces.
        static func settingValue(_ value: Any) -> String? {
            if let text = value as? String { return text }
            if let list = value as? [Any] { return list.compactMap { $0 as? String }.joined(separator: " ") }
            return nil
        }

        /// The files an item stands for: a file, or each localization of a variant group.
        func locations(of id: String) -> [String] {
            guard let object = objects[id] else { return [] }
            if let isa = object["isa"] as? String, isa == "PBXVariantGroup" || isa == "XCVersionGroup" {
                return (object["children"] as? [String] ?? []).compactMap(location)
            }
            return location(of: id).map { [$0] } ?? []
        }

        /// An item's standardized path, or nil for one outside the source tree.
        func location(of id: String) -> String? {
            var depth = 0
            return location(of: id, depth: &depth)
        }

        private func location(of id: String, depth: inout Int) -> String? {
            // Groups nest; a cycle in a damaged file must not loop.
            depth += 1
            guard depth < 256, let object = objects[id] else { return nil }
            let own = object["path"] as? String
            let base: String
            switch object["sourceTree"] as? String ?? "<group>" {
            case "<group>":
                if let parent = parents[id] {
                    guard let above = location(of: parent, depth: &depth) else { return nil }
                    base = above
                } else {
                    base = root
                }
            case "SOURCE_ROOT": base = root
            case "<absolute>": base = "/"
            default: return nil
            }
            guard let own, !own.isEmpty else { return base }
            let joined = own.hasPrefix("/") ? own : base + "/" + own
            return URL(fileURLWithPath: joined).standardizedFileURL.path
        }
    }
}
