import DeviceCatalog
import Foundation

/// What an input's Xcode project says in its build settings (`*.xcodeproj/project.pbxproj` in
/// the input's project folder, ``FontDiscovery/projectFolder(of:)``): the device families it
/// builds for, and the orientations it writes into a generated Info.plist
/// (``orientations(in:)``).
///
/// The families are the `TARGETED_DEVICE_FAMILY` settings (Apple's build settings reference:
/// "1" is iPhone and iPod touch, "2" iPad; others — tvOS, watchOS, visionOS — are not iOS
/// screens and are passed over). `safearea audit` audits the input only on those families when
/// the devices are named neither on the command line nor in `.safearea.yml`. Only a
/// restriction that every setting agrees on counts: the union of the families the settings
/// name, when it is one family. A project with no setting, a setting this cannot read (a
/// `$(VARIABLE)`, set in an `.xcconfig`), or targets for both families says nothing.
struct ProjectBuildSettings {
    /// What the Xcode projects of one project folder say, read once.
    struct Projects {
        /// The `.xcodeproj` paths, in byte order.
        var paths: [String]
        /// Their `project.pbxproj` texts, in the same order (unreadable ones left out).
        var texts: [String]
        /// The one family they build for, or nil (``families(in:)``).
        var families: Set<DeviceFamily>?
        /// The orientations of their generated Info.plists, or nil (``orientations(in:)``).
        var orientations: [DeviceFamily: Set<Orientation>]?
    }

    /// What each project folder said, by its path; nil for a folder without an Xcode project.
    private var cache: [String: Projects?] = [:]
    /// The projects that restricted the audit, in the order their inputs were read, each with
    /// the families and the inputs it governs.
    private(set) var sources: [(projects: [String], families: Set<DeviceFamily>, inputs: [String])] = []

    /// The Xcode projects of `file`'s project folder, read on first use.
    mutating func projects(of file: String) -> Projects? {
        guard let folder = FontDiscovery.projectFolder(of: file) else { return nil }
        let key = folder.standardizedFileURL.path
        if let known = cache[key] { return known }
        let read = Self.read(folder)
        cache[key] = read
        return read
    }

    /// The families `file`'s project builds for, or nil when it does not restrict them;
    /// recorded for the reports.
    mutating func families(for file: String) -> Set<DeviceFamily>? {
        guard let projects = projects(of: file), let families = projects.families else { return nil }
        if let i = sources.firstIndex(where: { $0.projects == projects.paths }) {
            sources[i].inputs.append(file)
        } else {
            sources.append((projects.paths, families, [file]))
        }
        return families
    }

    /// The Xcode projects in `folder`, or nil when it has none.
    static func read(_ folder: URL) -> Projects? {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".xcodeproj") }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        guard !names.isEmpty else { return nil }
        let paths = names.map { folder.appendingPathComponent($0).path }
        let texts = paths.compactMap { try? String(contentsOfFile: $0 + "/project.pbxproj", encoding: .utf8) }
        return Projects(paths: paths, texts: texts, families: families(in: texts), orientations: orientations(in: texts))
    }

    /// The one family `pbxprojs` build for: the union of their `TARGETED_DEVICE_FAMILY`
    /// settings when it is one family, else (none, both, or one unreadable) nil.
    static func families(in pbxprojs: [String]) -> Set<DeviceFamily>? {
        var families: Set<DeviceFamily> = []
        for text in pbxprojs {
            guard let named = settings(in: text) else { return nil }
            families.formUnion(named)
        }
        return families.count == 1 ? families : nil
    }

    /// The iOS families the `TARGETED_DEVICE_FAMILY` settings of a `project.pbxproj` name
    /// (empty without any), or nil when one cannot be read.
    static func settings(in pbxproj: String) -> Set<DeviceFamily>? {
        var out: Set<DeviceFamily> = []
        guard let values = values(of: "TARGETED_DEVICE_FAMILY", in: pbxproj) else { return nil }
        for value in values {
            let numbers = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard !numbers.isEmpty, numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else { return nil }
            if numbers.contains("1") { out.insert(.iPhone) }
            if numbers.contains("2") { out.insert(.iPad) }
        }
        return out
    }

    /// Every value a `project.pbxproj` gives the build setting `key` (`KEY = value;` or
    /// `KEY = "value";`, quotes taken off), in file order; nil when one has no end.
    static func values(of key: String, in pbxproj: String) -> [String]? {
        var out: [String] = []
        var rest = Substring(pbxproj)
        let marker = key + " = "
        while let range = rest.range(of: marker) {
            let after = rest[range.upperBound...]
            // The whole key, not the end of a longer one (`…Orientations_iPhone`'s own match is
            // its own; `X_TARGETED_DEVICE_FAMILY` is not `TARGETED_DEVICE_FAMILY`).
            let before = range.lowerBound == rest.startIndex ? nil : rest[rest.index(before: range.lowerBound)]
            guard before.map({ $0.isWhitespace || $0 == "{" || $0 == ";" }) ?? true else { rest = after; continue }
            guard let end = after.firstIndex(of: ";") else { return nil }
            out.append(after[..<end].trimmingCharacters(in: CharacterSet(charactersIn: "\" ")))
            rest = after[end...]
        }
        return out
    }

    /// The orientations `pbxprojs` write into their generated Info.plists
    /// (`INFOPLIST_KEY_UISupportedInterfaceOrientations`, its `_iPhone` and `_iPad` variants,
    /// which win on their family, in projects that set `GENERATE_INFOPLIST_FILE = YES`), when
    /// every setting of a key agrees; a family whose settings disagree, or that none names, is
    /// absent. Nil when nothing is named.
    static func orientations(in pbxprojs: [String]) -> [DeviceFamily: Set<Orientation>]? {
        // Xcode writes `INFOPLIST_KEY_` settings into the Info.plist it generates, for targets
        // that set `GENERATE_INFOPLIST_FILE`: a project that generates none has them for nothing.
        let texts = pbxprojs.filter { (values(of: "GENERATE_INFOPLIST_FILE", in: $0) ?? []).contains("YES") }
        func agreed(_ key: String) -> Set<Orientation>? {
            let sets = Set(texts.flatMap { values(of: key, in: $0) ?? [] }.map { value in
                Set(value.split(separator: " ").compactMap { AppInfoPlist.orientationNames[String($0)] })
            })
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
            return "\(paths.joined(separator: ", ")): note: TARGETED_DEVICE_FAMILY: \(names.joined(separator: ", ")) only: "
                + "\(n) input\(n == 1 ? "" : "s") audited only on those devices; pass --devices to choose"
        }
    }
}
