import Audit
import DeviceCatalog
import Foundation

/// What `safearea audit` reads of the app an input belongs to when the command line and
/// `.safearea.yml` leave it open, applied to the input's screens and kept for the reports:
/// design compatibility and supported orientations from the app's Info.plist (the one its
/// Xcode target names, else the one found near the input: ``AppInfoPlist/governing(_:cache:)``),
/// orientations written as build settings for a generated Info.plist, and the device families
/// its target builds for (``ProjectBuildSettings``).
struct AppSettingsReader {
    /// Whether the Info.plists are asked about design compatibility (only where a device runs
    /// the iOS the key acts on, and nothing named it).
    var readsCompatibility: Bool
    /// Whether the apps choose the orientations (none named), and the orientations audited.
    var readsOrientations: Bool
    var audited: [Orientation]
    /// Whether the projects choose the device families (no devices named).
    var readsFamilies: Bool

    /// What was read, for the reports.
    private(set) var compatibility = CompatibilitySources()
    private(set) var orientations = OrientationSources()
    private(set) var projects = ProjectBuildSettings()
    /// The Info.plists that hide the status bar, each with its families and the inputs it governs.
    private(set) var hiddenStatusBars: [(plist: String, families: Set<DeviceFamily>, inputs: [String])] = []
    private var plists: [String: AppInfoPlist.Answer] = [:]
    /// The Info.plists targets name, read once each (a project's inputs share their app's).
    private var targetPlists: [String: (plist: AppInfoPlist, kind: AppInfoPlist.Kind)?] = [:]

    init(readsCompatibility: Bool, readsOrientations: Bool, audited: [Orientation], readsFamilies: Bool) {
        self.readsCompatibility = readsCompatibility
        self.readsOrientations = readsOrientations
        self.audited = audited
        self.readsFamilies = readsFamilies
    }

    /// The notes the text and HTML reports open with.
    var notes: [String] { compatibility.notes + projects.notes + orientations.notes + statusBarNotes }

    /// One note per Info.plist that hides the status bar, in Xcode's diagnostic form.
    var statusBarNotes: [String] {
        hiddenStatusBars.map { source in
            let n = source.inputs.count
            let names = source.families.sorted { $0.rawValue < $1.rawValue }.map(\.displayName).joined(separator: ", ")
            return "\(AuditOutput.relative(source.plist)): note: UIStatusBarHidden with UIViewControllerBasedStatusBarAppearance off: "
                + "\(inputCount(n)) laid out with the status bar hidden on \(names)"
        }
    }

    /// Sets what the app of `file` says on `screens`, `file`'s screens. A storyboard's or xib's
    /// screens also take the app's hidden status bar (a screen spec states its own).
    mutating func apply(to screens: inout [AuditScreen], of file: String, interfaceBuilder: Bool) {
        let readsStatusBar = interfaceBuilder
        // The targets that show the input, worked out once for every question below.
        let shown = projects.targets(for: file)
        if readsCompatibility || readsOrientations || readsStatusBar {
            let answer = infoPlist(of: file, shown: shown)
            if readsStatusBar, case .found(let plist) = answer, !plist.statusBarHiddenFamilies.isEmpty {
                for i in screens.indices { screens[i].statusBarHiddenFamilies = plist.statusBarHiddenFamilies }
                if let k = hiddenStatusBars.firstIndex(where: { $0.plist == plist.path }) {
                    hiddenStatusBars[k].inputs.append(file)
                } else {
                    hiddenStatusBars.append((plist.path, plist.statusBarHiddenFamilies, [file]))
                }
            }
            if readsCompatibility {
                switch answer {
                case .found(let plist) where plist.unexpandedValue != nil:
                    compatibility.add(file, unexpanded: plist)
                case .found(let plist):
                    for i in screens.indices { screens[i].designRequiresCompatibility = plist.designRequiresCompatibility }
                    if plist.designRequiresCompatibility { compatibility.add(file, from: plist.path) }
                case .disagreeing(let apps):
                    compatibility.add(file, disagreeing: apps)
                case .none:
                    break
                }
            }
            if readsOrientations {
                // The Info.plist's own keys, else the project's settings for a generated one.
                var source: (path: String, key: String, supported: [DeviceFamily: Set<Orientation>])?
                if case .found(let plist) = answer, let supported = plist.supportedOrientations {
                    source = (plist.path, "UISupportedInterfaceOrientations", supported)
                } else if let shown, let supported = shown.orientations {
                    source = (shown.projects.map(AuditOutput.relative).joined(separator: ", "), "INFOPLIST_KEY_UISupportedInterfaceOrientations", supported)
                }
                if let source {
                    for i in screens.indices { screens[i].supportedOrientations = source.supported }
                    orientations.add(file, from: source.path, key: source.key, supported: source.supported, audited: audited)
                }
            }
        }
        if readsFamilies, let shown, let families = projects.families(of: shown, for: file) {
            for i in screens.indices { screens[i].targetedFamilies = families }
        }
    }

    /// The Info.plist of `file`'s app: the ones the Xcode targets that build it (`shown`) name, when
    /// they name them (none when they only generate one), else the one near it. A target's
    /// plist whose `UIDesignRequiresCompatibility` is a build setting (`$(NAME)`) takes the
    /// value the target's configurations give it, when they all give the same.
    private mutating func infoPlist(of file: String, shown: ProjectBuildSettings.AppTargets?) -> AppInfoPlist.Answer {
        if let named = shown?.infoPlists {
            if named.isEmpty { return .none }
            var read: [AppInfoPlist] = []
            for entry in named {
                if targetPlists[entry.path] == nil { targetPlists[entry.path] = .some(AppInfoPlist.read(entry.path)) }
                guard let found = targetPlists[entry.path] ?? nil, found.kind != .other else { continue }
                read.append(Self.expanded(found.plist, by: entry.settings))
            }
            // A plist the project names but the folder lacks (a partial checkout): looked for as before.
            if !read.isEmpty { return AppInfoPlist.agreeing(read) }
        }
        return AppInfoPlist.governing(file, cache: &plists)
    }

    /// `plist` with its `UIDesignRequiresCompatibility` build setting expanded by the
    /// configurations `settings`, when they agree on a value.
    static func expanded(_ plist: AppInfoPlist, by settings: [BuildSettings]) -> AppInfoPlist {
        guard let raw = plist.unexpandedValue else { return plist }
        let values = Set(settings.map { $0.expand(raw) })
        guard values.count == 1, case .set(let value) = values.first else { return plist }
        var out = plist
        out.unexpandedValue = nil
        out.designRequiresCompatibility = AppInfoPlist.isTrue(value)
        return out
    }
}
