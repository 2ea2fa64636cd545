import DeviceCatalog

/// The apps' Info.plists that named the orientations they support
/// (`UISupportedInterfaceOrientations`), or else their Xcode projects' build settings
/// (`INFOPLIST_KEY_UISupportedInterfaceOrientations`, which Xcode writes into a generated
/// Info.plist), in the order the inputs were read, each with the inputs it governs: `safearea audit` audits those inputs only in those orientations (of the
/// ones chosen) when the orientations are named neither on the command line nor in
/// `.safearea.yml`. A plist that supports every orientation the audit chose leaves nothing out
/// and is not listed.
struct OrientationSources {
    private(set) var sources: [(plist: String, key: String, orientations: [DeviceFamily: Set<Orientation>], inputs: [String])] = []

    /// `input` is governed by `source` (an Info.plist's or a project's path), whose `key` names
    /// `supported`, which leaves out some of `audited`.
    mutating func add(_ input: String, from source: String, key: String = "UISupportedInterfaceOrientations",
                      supported: [DeviceFamily: Set<Orientation>], audited: [Orientation]) {
        guard supported.values.contains(where: { !$0.isSuperset(of: audited) }) else { return }
        if let i = sources.firstIndex(where: { $0.plist == source }) {
            sources[i].inputs.append(input)
        } else {
            sources.append((source, key, supported, [input]))
        }
    }

    /// One note per Info.plist, in Xcode's diagnostic form.
    var notes: [String] {
        sources.map { source in
            let n = source.inputs.count
            let families = source.orientations.keys.sorted { $0.rawValue < $1.rawValue }.map { family in
                let names = Orientation.allCases.filter { source.orientations[family]?.contains($0) == true }.map(\.rawValue)
                return "\(family.displayName) \(names.joined(separator: ", "))"
            }
            return "\(AuditOutput.relative(source.plist)): note: \(source.key): \(families.joined(separator: "; ")): "
                + "\(inputCount(n)) audited only in those orientations; pass --orientations to choose"
        }
    }
}

extension DeviceFamily {
    /// The family as Apple writes it in prose: iPhone, iPad.
    var displayName: String {
        switch self {
        case .iPhone: "iPhone"
        case .iPad: "iPad"
        }
    }
}
