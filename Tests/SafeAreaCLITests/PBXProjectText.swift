import Foundation

/// `project.pbxproj` text in the shape Xcode writes (an OpenStep property list: a root object,
/// groups, file references, build files, build phases, targets, configuration lists), for the
/// tests of ``XcodeProject`` and of what `safearea audit` reads of a project.
struct PBXProjectText {
    /// One target and what it builds.
    struct Target {
        var name: String
        var productType = "com.apple.product-type.application"
        /// One dictionary of build settings per configuration (Debug, Release, …).
        var configurations: [[String: String]] = [[:]]
        /// Files its resources phase names, relative to the project's folder: the first path
        /// component is a group (`path = App`), the rest the file reference's path in it. A
        /// `Base.lproj/NAME` path becomes a variant group `NAME` holding that localization.
        var files: [String] = []
        /// Its `.xcconfig` (relative to the project's folder), when it has one.
        var xcconfig: String? = nil
        /// Folders Xcode keeps in sync for it (Xcode 16), each with the paths in it that are
        /// not its members.
        var synchronizedFolders: [(path: String, excepted: [String])] = []
        /// The product it builds (`LoopUI.framework`), when the test needs one.
        var product: String? = nil
        /// The products of other targets it links and embeds (`["LoopUI.framework"]`); one no
        /// target of this project builds is another project's (a workspace sibling's, or a
        /// subproject's: ``PBXProjectText/linksThroughSubprojects``).
        var links: [String] = []
    }

    var targets: [Target]
    /// The project-level settings, the same for every configuration.
    var projectSettings: [String: String] = [:]
    /// The project-level `.xcconfig`, when there is one.
    var projectXcconfig: String? = nil
    /// Projects it holds as subprojects (paths relative to its folder: `Core/Core.xcodeproj`).
    var subprojects: [String] = []
    /// Whether products of other projects are linked as a subproject's `PBXReferenceProxy`s
    /// (else as `BUILT_PRODUCTS_DIR` file references, as a workspace sibling's are).
    var linksThroughSubprojects = false

    /// The configurations' names, by index.
    static let configurationNames = ["Debug", "Release", "Beta", "Staging"]

    var text: String {
        var objects: [String: [String: Any]] = [:]
        var next = 0
        func id() -> String { next += 1; return String(format: "A1B2C3D4E5F6%012X", next) }
        var groups: [String: String] = [:]
        var groupChildren: [String: [String]] = [:]
        let mainGroup = id()
        var mainChildren: [String] = []
        func group(_ name: String) -> String {
            if let known = groups[name] { return known }
            let g = id()
            groups[name] = g
            mainChildren.append(g)
            return g
        }
        func reference(_ path: String) -> String {
            let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
            let ref = id()
            let rest = parts.count == 2 ? parts[1] : parts[0]
            if rest.hasPrefix("Base.lproj/") {
                let name = String(rest.dropFirst("Base.lproj/".count))
                let variant = id()
                objects[ref] = ["isa": "PBXFileReference", "name": "Base", "path": rest, "sourceTree": "<group>"]
                objects[variant] = ["isa": "PBXVariantGroup", "name": name, "children": [ref], "sourceTree": "<group>"]
                if parts.count == 2 { groupChildren[group(parts[0]), default: []].append(variant) } else { mainChildren.append(variant) }
                return variant
            }
            objects[ref] = ["isa": "PBXFileReference", "path": rest, "sourceTree": "<group>"]
            if parts.count == 2 { groupChildren[group(parts[0]), default: []].append(ref) } else { mainChildren.append(ref) }
            return ref
        }
        func configurationList(_ settings: [[String: String]], xcconfig: String?) -> String {
            let list = id()
            let base = xcconfig.map(reference)
            let ids = settings.enumerated().map { i, values -> String in
                let c = id()
                var object: [String: Any] = ["isa": "XCBuildConfiguration", "name": Self.configurationNames[i], "buildSettings": values]
                if let base { object["baseConfigurationReference"] = base }
                objects[c] = object
                return c
            }
            objects[list] = ["isa": "XCConfigurationList", "buildConfigurations": ids]
            return list
        }
        var targetIDs: [String] = []
        var pending: [(target: String, folder: String, excepted: [String])] = []
        var synchronized: [String: String] = [:]
        // The products, as Xcode writes them: references in the built products folder.
        var products: [String: String] = [:]
        for product in targets.compactMap(\.product) {
            let ref = id()
            objects[ref] = ["isa": "PBXFileReference", "path": product, "sourceTree": "BUILT_PRODUCTS_DIR"]
            products[product] = ref
        }
        // Products of other projects, as Xcode writes them when a target links one.
        for product in targets.flatMap(\.links) where products[product] == nil {
            let ref = id()
            objects[ref] = linksThroughSubprojects
                ? ["isa": "PBXReferenceProxy", "fileType": "wrapper.framework", "path": product, "sourceTree": "BUILT_PRODUCTS_DIR"]
                : ["isa": "PBXFileReference", "explicitFileType": "wrapper.framework", "path": product, "sourceTree": "BUILT_PRODUCTS_DIR"]
            products[product] = ref
        }
        for subproject in subprojects {
            let ref = id()
            objects[ref] = ["isa": "PBXFileReference", "lastKnownFileType": "wrapper.pb-project", "path": subproject, "sourceTree": "<group>"]
            mainChildren.append(ref)
        }
        for target in targets {
            let t = id()
            targetIDs.append(t)
            let phase = id()
            let buildFiles = target.files.map { path -> String in
                let b = id()
                objects[b] = ["isa": "PBXBuildFile", "fileRef": reference(path)]
                return b
            }
            objects[phase] = ["isa": "PBXResourcesBuildPhase", "files": buildFiles]
            var phases = [phase]
            if !target.links.isEmpty {
                let frameworks = id()
                objects[frameworks] = ["isa": "PBXFrameworksBuildPhase", "files": target.links.compactMap { products[$0] }.map { ref -> String in
                    let b = id()
                    objects[b] = ["isa": "PBXBuildFile", "fileRef": ref]
                    return b
                }]
                phases.append(frameworks)
            }
            var object: [String: Any] = ["isa": "PBXNativeTarget", "name": target.name, "productType": target.productType,
                                         "buildPhases": phases,
                                         "buildConfigurationList": configurationList(target.configurations, xcconfig: target.xcconfig)]
            if let product = target.product, let ref = products[product] { object["productReference"] = ref }
            var folders: [String] = []
            for folder in target.synchronizedFolders {
                if synchronized[folder.path] == nil {
                    let g = id()
                    synchronized[folder.path] = g
                    objects[g] = ["isa": "PBXFileSystemSynchronizedRootGroup", "path": folder.path, "sourceTree": "<group>", "exceptions": [String]()]
                    mainChildren.append(g)
                }
                folders.append(synchronized[folder.path]!)
                pending.append((t, folder.path, folder.excepted))
            }
            if !folders.isEmpty { object["fileSystemSynchronizedGroups"] = folders }
            objects[t] = object
        }
        for (target, folder, excepted) in pending where !excepted.isEmpty {
            let e = id()
            objects[e] = ["isa": "PBXFileSystemSynchronizedBuildFileExceptionSet", "membershipExceptions": excepted, "target": target]
            let g = synchronized[folder]!
            let known = objects[g]?["exceptions"] as? [String] ?? []
            objects[g]?["exceptions"] = known + [e]
        }
        for (name, g) in groups {
            objects[g] = ["isa": "PBXGroup", "path": name, "children": groupChildren[g] ?? [], "sourceTree": "<group>"]
        }
        let projectList = configurationList(Array(repeating: projectSettings, count: targets.map(\.configurations.count).max() ?? 1),
                                            xcconfig: projectXcconfig)
        objects[mainGroup] = ["isa": "PBXGroup", "children": mainChildren, "sourceTree": "<group>"]
        let root = id()
        objects[root] = ["isa": "PBXProject", "mainGroup": mainGroup, "targets": targetIDs, "buildConfigurationList": projectList,
                         "projectDirPath": "", "projectRoot": ""]
        let top: [String: Any] = ["archiveVersion": "1", "classes": [String: Any](), "objectVersion": "77", "objects": objects, "rootObject": root]
        return "// !$*UTF8*$!\n" + Self.write(top, indent: 0) + "\n"
    }

    /// A value in OpenStep form, keys in byte order.
    static func write(_ value: Any, indent: Int) -> String {
        let tab = String(repeating: "\t", count: indent)
        switch value {
        case let dictionary as [String: Any]:
            let keys = dictionary.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            return "{\n" + keys.map { "\(tab)\t\(quoted($0)) = \(write(dictionary[$0]!, indent: indent + 1));\n" }.joined() + "\(tab)}"
        case let list as [Any]:
            return "(\n" + list.map { "\(tab)\t\(write($0, indent: indent + 1)),\n" }.joined() + "\(tab))"
        default:
            return quoted("\(value)")
        }
    }

    /// A string bare when Xcode writes it bare, else quoted.
    static func quoted(_ text: String) -> String {
        let bare = !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || "_./".contains($0) } && text.allSatisfy(\.isASCII)
        return bare ? text : "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
