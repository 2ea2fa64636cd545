import DeviceCatalog
import Foundation
import SourceLint

/// The app an audited input belongs to, as its Info.plist describes it: whether the app sets
/// `UIDesignRequiresCompatibility`, which keeps iOS 18's bars and controls on iOS 26 (Apple,
/// Bundle Resources, "UIDesignRequiresCompatibility"). `safearea audit` reads it when neither
/// the command line nor `.safearea.yml` says, so a project folder is audited as the app runs.
///
/// Which Info.plist governs a file: the one the Xcode targets that build it name
/// (`INFOPLIST_FILE`; ``AppSettingsReader``), when a project says; else the nearest folder at or above the file's that holds an
/// app's or an app extension's Info.plist (`Info.plist`, or `NAME-Info.plist` as older Xcode
/// projects name it; see ``Kind``; several in one folder must agree). Failing that, from the first project folder above (one
/// that holds an `.xcodeproj`, `.xcworkspace` or `Package.swift`), the apps' Info.plists
/// under it when they agree; a project with no app (a local package) passes the question to
/// the next project folder above, up to the repository's root (the folder with `.git`). The
/// user's home folder and `/` are never scanned. Since Xcode 13 an app's Info.plist may be
/// partial (the rest generated from build settings): it is still read when it has an app's
/// keys. `INFOPLIST_KEY_` build settings are not read (Xcode generates only keys it knows,
/// and whether it knows this one is disputed).
struct AppInfoPlist: Hashable, Sendable {
    /// The Info.plist's path.
    var path: String
    /// Its `UIDesignRequiresCompatibility`: `<true/>`, or a string `YES` / `true` / `1`;
    /// false when absent.
    var designRequiresCompatibility: Bool
    /// The value when it is a build setting (`$(SETTING)`), which is not expanded here: the
    /// key then counts as unknown.
    var unexpandedValue: String?
    /// The interface orientations the app supports on each device family (Apple, Bundle
    /// Resources, "UISupportedInterfaceOrientations": the key, and its `~iphone` and `~ipad`
    /// variants, which win on their family), or nil when the plist names none. A family the
    /// plist says nothing of is absent: every orientation.
    var supportedOrientations: [DeviceFamily: Set<Orientation>]? = nil
    /// The families on which the app hides the status bar everywhere: `UIStatusBarHidden` (and
    /// its `~iphone` / `~ipad` variants, which win on their family) true while
    /// `UIViewControllerBasedStatusBarAppearance` is false (Apple, Bundle Resources: the first
    /// hides the status bar when the app launches; with the second off, the app — not each view
    /// controller's `prefersStatusBarHidden` — decides, and nothing here shows it again). With
    /// view-controller-based appearance (the default) each controller's code decides: shown.
    var statusBarHiddenFamilies: Set<DeviceFamily> = []

    /// What kind of bundle an Info.plist describes.
    enum Kind: Sendable {
        /// An app: `CFBundlePackageType` `APPL`, or one of an iOS app's own keys
        /// (``appKeys``), which test bundles and frameworks do not have.
        case app
        /// An app extension (`NSExtension`): it runs on its own and reads its own plist.
        case appExtension
        /// Anything else: a test bundle, a framework, a watch app, a resource bundle.
        case other
    }

    /// Keys only an iOS app's Info.plist holds (Apple, Bundle Resources): the scene manifest,
    /// the launch and main storyboards, the supported orientations, required capabilities and
    /// `LSRequiresIPhoneOS`. A file named exactly `Info.plist` that holds the key this type
    /// reads counts too (a partial plist with nothing else); a `NAME-Info.plist` does not
    /// (Firebase's `GoogleService-Info.plist` is no bundle's, whatever it holds).
    static let appKeys = ["UIApplicationSceneManifest", "UILaunchStoryboardName", "UIMainStoryboardFile", "UILaunchScreen",
                          "LSRequiresIPhoneOS", "UISupportedInterfaceOrientations", "UIRequiredDeviceCapabilities",
                          "UIApplicationSupportsIndirectInputEvents"]

    /// Folder extensions of built products and packaged bundles, which hold copies of Info.plists.
    static let builtProductExtensions: Set<String> = ["app", "appex", "xcarchive", "xctest", "dsym", "docc", "ipa"]

    /// File names of Info.plists: `Info.plist`, `App-Info.plist`.
    static func isInfoPlistName(_ name: String) -> Bool {
        name == "Info.plist" || name.hasSuffix("-Info.plist")
    }

    /// The Info.plist at `path` and the kind of bundle it describes, or nil when it is not a
    /// bundle's (not a property list, not a dictionary, neither a `CFBundleIdentifier` nor an
    /// app's keys: Firebase's `GoogleService-Info.plist`). A DocC catalog's Info.plist may have
    /// a `CFBundleIdentifier`: it is read as `other`, and `.docc` folders are not scanned.
    static func read(_ path: String) -> (plist: AppInfoPlist, kind: Kind)? {
        guard let data = FileManager.default.contents(atPath: path), let dictionary = InfoPlistFile.dictionary(data) else { return nil }
        let hasAppKey = appKeys.contains { dictionary[$0] != nil }
            || (URL(fileURLWithPath: path).lastPathComponent == "Info.plist" && dictionary["UIDesignRequiresCompatibility"] != nil)
        guard dictionary["CFBundleIdentifier"] != nil || hasAppKey else { return nil }
        var plist = AppInfoPlist(path: path, designRequiresCompatibility: false, unexpandedValue: nil,
                                 supportedOrientations: supportedOrientations(in: dictionary),
                                 statusBarHiddenFamilies: statusBarHiddenFamilies(in: dictionary))
        switch dictionary["UIDesignRequiresCompatibility"] {
        case let value as Bool: plist.designRequiresCompatibility = value
        case let value as String where value.hasPrefix("$("): plist.unexpandedValue = value
        case let value as String: plist.designRequiresCompatibility = isTrue(value)
        default: break
        }
        let kind: Kind
        if dictionary["NSExtension"] != nil {
            kind = .appExtension
        } else if (dictionary["CFBundlePackageType"] as? String) == "APPL" || hasAppKey {
            kind = .app
        } else {
            kind = .other
        }
        return (plist, kind)
    }

    /// Whether a string value reads as a Boolean true (`YES`, `true`, `1`, in any case), as
    /// Foundation reads a plist string where it wants a Boolean.
    static func isTrue(_ value: String) -> Bool {
        ["yes", "true", "1"].contains(value.lowercased())
    }

    /// `UIInterfaceOrientation` names as an Info.plist writes them. UIKit's interface
    /// orientations are the catalog's: `UIInterfaceOrientationLandscapeLeft` has the device's
    /// top on the right (Apple, "UIInterfaceOrientation.landscapeLeft": the home button on the
    /// left), as ``Orientation/landscapeLeft``.
    static let orientationNames: [String: Orientation] = [
        "UIInterfaceOrientationPortrait": .portrait,
        "UIInterfaceOrientationPortraitUpsideDown": .portraitUpsideDown,
        "UIInterfaceOrientationLandscapeLeft": .landscapeLeft,
        "UIInterfaceOrientationLandscapeRight": .landscapeRight,
    ]

    /// The supported orientations by family a plist's keys name (``supportedOrientations``).
    /// A list that names no orientation this reads (a build setting, a typo) says nothing.
    static func supportedOrientations(in dictionary: [String: Any]) -> [DeviceFamily: Set<Orientation>]? {
        func list(_ key: String) -> Set<Orientation>? {
            let names = (dictionary[key] as? [Any])?.compactMap { $0 as? String } ?? []
            let read = Set(names.compactMap { orientationNames[$0] })
            return read.isEmpty ? nil : read
        }
        var out: [DeviceFamily: Set<Orientation>] = [:]
        let base = list("UISupportedInterfaceOrientations")
        out[.iPhone] = list("UISupportedInterfaceOrientations~iphone") ?? base
        out[.iPad] = list("UISupportedInterfaceOrientations~ipad") ?? base
        return out.isEmpty ? nil : out
    }

    /// The families a plist's keys hide the status bar on (``statusBarHiddenFamilies``).
    static func statusBarHiddenFamilies(in dictionary: [String: Any]) -> Set<DeviceFamily> {
        func flag(_ key: String) -> Bool? {
            switch dictionary[key] {
            case let value as Bool: value
            case let value as String where !value.hasPrefix("$("): isTrue(value)
            default: nil
            }
        }
        // View-controller-based appearance is on unless the key says NO.
        guard flag("UIViewControllerBasedStatusBarAppearance") == false else { return [] }
        let base = flag("UIStatusBarHidden") ?? false
        var out: Set<DeviceFamily> = []
        if flag("UIStatusBarHidden~iphone") ?? base { out.insert(.iPhone) }
        if flag("UIStatusBarHidden~ipad") ?? base { out.insert(.iPad) }
        return out
    }

    /// What the search for a file's Info.plist found.
    enum Answer: Hashable, Sendable {
        /// The Info.plist that governs the file.
        case found(AppInfoPlist)
        /// A project's apps disagree on the key: their Info.plists, in path order.
        case disagreeing([AppInfoPlist])
        /// No app's Info.plist was found.
        case none
    }

    /// The Info.plist that governs `file` (see the type's description). `cache` holds the
    /// answer for each folder asked.
    static func governing(_ file: String, cache: inout [String: Answer]) -> Answer {
        let fm = FileManager.default
        let home = fm.homeDirectoryForCurrentUser.standardizedFileURL.path
        var folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        var visited: [String] = []
        var answer = Answer.none
        while true {
            let path = folder.path
            if let known = cache[path] { answer = known; break }
            visited.append(path)
            let names = ((try? fm.contentsOfDirectory(atPath: path)) ?? []).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            let here = names.filter(isInfoPlistName).compactMap { read(folder.appendingPathComponent($0).path) }
                .filter { $0.kind != .other }.map(\.plist)
            if !here.isEmpty {
                // Several (flavours: App-Staging-Info.plist, App-Production-Info.plist) must agree.
                answer = agreeing(here)
                break
            }
            // The walk follows the path as given; a symbolic link is not resolved.
        let isTop = path == "/" || path == home
            if !isTop, names.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0 == "Package.swift" }) {
                answer = projectApps(under: folder)
                if answer != .none { break }
            }
            if isTop || names.contains(".git") { break }
            let parent = folder.deletingLastPathComponent()
            if parent.path == path { break }
            folder = parent
        }
        for path in visited { cache[path] = answer }
        return answer
    }

    /// The apps' Info.plists under a project's folder: the first that sets the key (else the
    /// first) when they agree, all of them when they do not, none when there is no app.
    static func projectApps(under root: URL) -> Answer {
        var apps: [AppInfoPlist] = []
        let skipped = AuditCommand.skippedFolderNames
        if let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) {
            while let url = walker.nextObject() as? URL {
                let ext = url.pathExtension.lowercased()
                if skipped.contains(url.lastPathComponent) || AuditCommand.skippedFolderExtensions.contains(ext)
                    || builtProductExtensions.contains(ext) {
                    walker.skipDescendants()
                    continue
                }
                if isInfoPlistName(url.lastPathComponent), let found = read(url.path), found.kind == .app { apps.append(found.plist) }
            }
        }
        apps.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        return agreeing(apps)
    }

    /// The first of `plists` (in path order) when they all say the same of design
    /// compatibility, else all of them. Where they name different orientations, the first's
    /// say nothing (``supportedOrientations`` nil: every orientation is audited).
    static func agreeing(_ plists: [AppInfoPlist]) -> Answer {
        guard var first = plists.first else { return .none }
        let settings = Set(plists.map { $0.unexpandedValue ?? String($0.designRequiresCompatibility) })
        if Set(plists.map(\.supportedOrientations)).count > 1 { first.supportedOrientations = nil }
        // Apps that hide the status bar differently leave it shown.
        if Set(plists.map(\.statusBarHiddenFamilies)).count > 1 { first.statusBarHiddenFamilies = [] }
        return settings.count == 1 ? .found(first) : .disagreeing(plists)
    }
}
