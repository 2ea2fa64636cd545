import DeviceCatalog
import Reports
import Foundation

/// What an input's Xcode project says in its build settings (`*.xcodeproj` in the input's
/// project folder, ``FontDiscovery/projectFolder(of:)``, read as ``XcodeProject``s): the device
/// families the app that bundles the input builds for, the orientations it writes into a
/// generated Info.plist, and the Info.plist it names (`INFOPLIST_FILE`).
///
/// The targets asked are those that build the input (``XcodeProject/targets(containing:)``: an
/// iPad app's storyboard beside an iPhone app's in one project is the iPad app's); for an input
/// no target names (a file the project no longer builds, or one its paths do not reach), every
/// target of the folder's projects, as before targets were read.
///
/// The families are the `TARGETED_DEVICE_FAMILY` settings (Apple's build settings reference:
/// "1" is iPhone and iPod touch, "2" iPad; others — tvOS, watchOS, visionOS — are not iOS
/// screens and are passed over). `safearea audit` audits the input only on those families when
/// the devices are named neither on the command line nor in `.safearea.yml`. Only a
/// restriction that every configuration agrees on counts: the union of the families they name,
/// when it is one family. A configuration that does not set it says nothing; one whose value
/// cannot be known here (``BuildSettings/Lookup/unknown``: an unreadable `.xcconfig` other than
/// CocoaPods' own, a condition), or that is not a list of numbers (a variable no level sets
/// expands to nothing), leaves the question open.
struct ProjectBuildSettings {
    /// What the Xcode projects of one project folder say, read once.
    struct Projects {
        /// The `.xcodeproj` paths, in byte order.
        var paths: [String]
        /// The projects read from them (those that could not be read left out, and noted in
        /// ``ProjectBuildSettings/problems``).
        var projects: [XcodeProject]

        /// The targets that show `file`: those that build it — a framework's replaced by the
        /// apps that link or embed it, when some do — or every target of the projects when
        /// none builds it. `connected` are the projects of the folder's workspaces and the
        /// projects that hold one of its projects as a subproject
        /// (``ProjectBuildSettings/connectedProjects(of:own:)``): their apps show a framework built
        /// here, and their targets may build an input of this folder. Worked out once per input;
        /// everything else is asked of the answer.
        func targets(for file: String, connected: [XcodeProject] = []) -> AppTargets {
            let all = projects + connected
            var building: [(project: String, target: XcodeProject.Target)] = []
            func add(_ project: String, _ target: XcodeProject.Target) {
                if !building.contains(where: { $0.project == project && $0.target.name == target.name }) {
                    building.append((project, target))
                }
            }
            for source in [projects, connected] where building.isEmpty {
                for project in source {
                    for target in project.targets(containing: file) {
                        // A framework is shown by the apps that link or embed its product: its
                        // own project's, else those of the other projects.
                        var apps: [(String, XcodeProject.Target)] = []
                        if !target.isApp, let product = target.productName {
                            let linking = { (other: XcodeProject) in other.apps(linking: product).map { (other.path, $0) } }
                            apps = linking(project)
                            if apps.isEmpty { apps = all.filter { $0.path != project.path }.flatMap(linking) }
                        }
                        for (path, shown) in apps.isEmpty ? [(project.path, target)] : apps { add(path, shown) }
                    }
                }
            }
            if !building.isEmpty {
                var shownPaths = paths
                for (path, _) in building where !shownPaths.contains(path) { shownPaths.append(path) }
                return AppTargets(projects: shownPaths, targets: building, building: true)
            }
            return AppTargets(projects: paths, targets: projects.flatMap { project in project.targets.map { (project.path, $0) } }, building: false)
        }

        /// Whether projects outside the folder could change ``targets(for:connected:)``'s answer
        /// for `file`: no target here builds it, or a framework here that does is used by no
        /// app of the folder.
        func needsConnectedProjects(for file: String) -> Bool {
            let building = projects.flatMap { $0.targets(containing: file) }
            if building.isEmpty { return true }
            return building.contains { target in
                guard !target.isApp, let product = target.productName else { return false }
                return !projects.contains { !$0.apps(linking: product).isEmpty }
            }
        }
    }

    /// The targets that show one input (``Projects/targets(for:)``), and what their build
    /// settings say of it.
    struct AppTargets {
        /// The `.xcodeproj` paths of the input's project folder, then those of other projects
        /// whose targets show it (a workspace's app), for the reports.
        var projects: [String]
        /// The targets, each with its project's path, in project order.
        var targets: [(project: String, target: XcodeProject.Target)]
        /// Whether they build the input; false: no target does, and these are all of them.
        var building: Bool

        /// Every configuration of every target.
        var configurations: [BuildSettings] { targets.flatMap { $0.target.configurations.map(\.settings) } }

        /// The one family they build for, or nil (``ProjectBuildSettings/families(in:)``).
        var families: Set<DeviceFamily>? { ProjectBuildSettings.families(in: configurations) }

        /// The orientations they write into generated Info.plists, or nil (``ProjectBuildSettings/orientations(in:)``).
        var orientations: [DeviceFamily: Set<Orientation>]? { ProjectBuildSettings.orientations(in: configurations) }

        /// The names of the targets that build the input (empty when none does), each once.
        var names: [String] {
            building ? targets.map(\.target.name).reduce(into: []) { if !$0.contains($1) { $0.append($1) } } : []
        }

        /// The Info.plists of the apps and app extensions that build the input (`INFOPLIST_FILE`,
        /// relative to the project's folder), each with the configurations that name it, in
        /// path order; nil when a target that builds it is not an app, names none without
        /// generating one, or names one that cannot be known, and when no target builds it. An
        /// empty list: the apps' Info.plists are generated.
        var infoPlists: [(path: String, settings: [BuildSettings])]? {
            guard building else { return nil }
            var plists: [(path: String, settings: [BuildSettings])] = []
            for (project, target) in targets {
                guard target.isApp else { return nil }
                let root = URL(fileURLWithPath: project).deletingLastPathComponent()
                for (_, settings) in target.configurations {
                    switch settings.value("INFOPLIST_FILE") {
                    case .set(let path) where !path.isEmpty:
                        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
                        let standardized = url.standardizedFileURL.path
                        if let i = plists.firstIndex(where: { $0.path == standardized }) {
                            plists[i].settings.append(settings)
                        } else {
                            plists.append((standardized, [settings]))
                        }
                    case .unknown: return nil
                    default:
                        guard settings["GENERATE_INFOPLIST_FILE"] == "YES" else { return nil }
                    }
                }
            }
            return plists.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        }
    }

    /// What each project folder said, by its path; nil for a folder without an Xcode project.
    private var cache: [String: Projects?] = [:]
    /// The projects that restricted the audit, in the order their inputs were read, each with
    /// the targets that build the inputs (none: every target), the families and the inputs.
    private(set) var sources: [(projects: [String], targets: [String], families: Set<DeviceFamily>, inputs: [String])] = []
    /// The projects that could not be read, in the order they were met, as the reports' input
    /// warnings (at line 1 of the `project.pbxproj`).
    private(set) var problems: [ReportNotice] = []

    /// Notes a project or workspace that could not be read, for the reports, once (a project
    /// can be met as an input's own and as another's workspace sibling).
    mutating func record(_ problem: ReportNotice) {
        if !problems.contains(problem) { problems.append(problem) }
    }
    /// The projects connected with each project folder (``connectedProjects(of:own:)``), by path.
    var connectedCache: [String: [XcodeProject]] = [:]
    /// Projects and workspaces outside an input's folder, read once each by path (nil: none or unreadable).
    var projectCache: [String: XcodeProject?] = [:]
    var workspaceCache: [String: XcodeWorkspace?] = [:]

    /// The Xcode projects of `file`'s project folder, read on first use.
    mutating func projects(of file: String) -> Projects? {
        guard let folder = FontDiscovery.projectFolder(of: file) else { return nil }
        let key = folder.standardizedFileURL.path
        if let known = cache[key] { return known }
        let read = readProjects(in: key)
        cache[key] = read
        return read
    }

    /// The Xcode projects in `folder` (each read once, ``project(_:)``, whether met here or as
    /// another folder's workspace sibling), or nil when it has none.
    mutating func readProjects(in folder: String) -> Projects? {
        let paths = Self.names(in: folder, suffix: ".xcodeproj").map { folder + "/" + $0 }
        guard !paths.isEmpty else { return nil }
        return Projects(paths: paths, projects: paths.compactMap { project($0) })
    }

    /// The targets that show `file` (``Projects/targets(for:connected:)``), or nil without an
    /// Xcode project: none in its project folder, and none of the projects connected with it
    /// (``connectedProjects(of:own:)``) builds it.
    mutating func targets(for file: String) -> AppTargets? {
        guard let folder = FontDiscovery.projectFolder(of: file) else { return nil }
        let own = projects(of: file) ?? Projects(paths: [], projects: [])
        let connected = own.needsConnectedProjects(for: file) ? connectedProjects(of: folder, own: own.paths) : []
        let shown = own.targets(for: file, connected: connected)
        return own.paths.isEmpty && !shown.building ? nil : shown
    }

    /// The families `shown` (the targets that show `file`) build for, or nil when they do not
    /// restrict them; recorded for the reports.
    mutating func families(of shown: AppTargets, for file: String) -> Set<DeviceFamily>? {
        guard let families = shown.families else { return nil }
        let names = shown.names
        if let i = sources.firstIndex(where: { $0.projects == shown.projects && $0.targets == names }) {
            sources[i].inputs.append(file)
        } else {
            sources.append((shown.projects, names, families, [file]))
        }
        return families
    }

    /// The one family the configurations `settings` build for: the union of their
    /// `TARGETED_DEVICE_FAMILY` values when it is one family, else (none, both, or one that
    /// cannot be read) nil.
    static func families(in settings: [BuildSettings]) -> Set<DeviceFamily>? {
        var families: Set<DeviceFamily> = []
        for configuration in settings {
            switch configuration.value("TARGETED_DEVICE_FAMILY") {
            case .set(let value):
                guard let named = Self.families(named: value) else { return nil }
                families.formUnion(named)
            case .unset: continue
            case .unknown: return nil
            }
        }
        return families.count == 1 ? families : nil
    }

    /// The iOS families a `TARGETED_DEVICE_FAMILY` value names (`1`, `2`, `1,2`; tvOS,
    /// watchOS and visionOS passed over), or nil when it is not a list of numbers.
    static func families(named value: String) -> Set<DeviceFamily>? {
        let numbers = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard !numbers.isEmpty, numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else { return nil }
        var out: Set<DeviceFamily> = []
        if numbers.contains("1") { out.insert(.iPhone) }
        if numbers.contains("2") { out.insert(.iPad) }
        return out
    }

    /// The orientations the configurations `settings` write into their generated Info.plists
    /// (`INFOPLIST_KEY_UISupportedInterfaceOrientations`, its `_iPhone` and `_iPad` variants,
    /// which win on their family, in configurations that set `GENERATE_INFOPLIST_FILE = YES`),
    /// when every setting of a key agrees; a family whose settings disagree, or that none
    /// names, is absent. Nil when nothing is named.
    static func orientations(in settings: [BuildSettings]) -> [DeviceFamily: Set<Orientation>]? {
        // Xcode writes `INFOPLIST_KEY_` settings into the Info.plist it generates, for targets
        // that set `GENERATE_INFOPLIST_FILE`: a configuration that generates none has them for nothing.
        let generating = settings.filter { $0["GENERATE_INFOPLIST_FILE"] == "YES" }
        func agreed(_ key: String) -> Set<Orientation>? {
            var sets: Set<Set<Orientation>> = []
            for configuration in generating {
                switch configuration.value(key) {
                case .set(let value):
                    sets.insert(Set(value.split(separator: " ").compactMap { AppInfoPlist.orientationNames[String($0)] }))
                case .unset: continue
                case .unknown: return nil
                }
            }
            guard sets.count == 1, let only = sets.first, !only.isEmpty else { return nil }
            return only
        }
        let base = agreed("INFOPLIST_KEY_UISupportedInterfaceOrientations")
        var out: [DeviceFamily: Set<Orientation>] = [:]
        out[.iPhone] = agreed("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone") ?? base
        out[.iPad] = agreed("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad") ?? base
        return out.isEmpty ? nil : out
    }

    /// One note per project that restricted the audit, in Xcode's diagnostic form.
    var notes: [String] {
        sources.map { source in
            let n = source.inputs.count
            let names = source.families.sorted { $0.rawValue < $1.rawValue }.map(\.displayName)
            let paths = source.projects.map(AuditOutput.relative)
            let targets = source.targets.isEmpty ? "" : " (target\(source.targets.count == 1 ? "" : "s") \(source.targets.joined(separator: ", ")))"
            return "\(paths.joined(separator: ", "))\(targets): note: TARGETED_DEVICE_FAMILY: \(names.joined(separator: ", ")) only: "
                + "\(inputCount(n)) audited only on those devices; pass --devices to choose"
        }
    }
}
