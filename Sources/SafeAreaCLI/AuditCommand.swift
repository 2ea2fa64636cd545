import ArgumentParser
import Audit
import DeviceCatalog
import Foundation
import LayoutEngine
import LayoutSpec
import Reports
import SourceLint

/// `safearea audit FILE...`: every screen on every chosen device and orientation, with the
/// findings in Xcode's diagnostic form or as JSON (docs/CLI.md).
public struct AuditCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Lay out screens on every device and orientation and report content the system covers.",
        discussion: """
        Exit status: 0 when no finding is an error, 2 when one is, 1 for an unreadable or \
        invalid file, 64 for misuse. Reads screen specs, storyboards (every scene) and xibs \
        (every top-level view), or folders of them, and writes text, JSON, SARIF 2.1.0 or \
        JUnit XML, or an HTML report with a picture of every screen on every configuration. \
        The audit section of .safearea.yml (docs/audit.md) picks rules, severities, devices, \
        orientations, the iOS version, design compatibility, exclusions and a baseline of \
        accepted findings; options on the \
        command line win.
        """
    )

    @Argument(help: "Screen specs (.yaml, .yml, .json), storyboards and xibs, or folders holding them.")
    public var files: [String]
    @Option(help: "all, iphone, ipad, or a comma-separated list of devices (default: the configuration's, else all).")
    public var devices: String?
    @Option(help: "all, or a comma-separated list of orientations (default: the configuration's, else portrait and both landscapes).")
    public var orientations: String?
    @Option(name: .customLong("ios"), help: "iOS version: a major version (17), or one and a point release (15.2) (devices that cannot run it are left out; default: each device's newest).")
    public var ios: IOSVersion?
    @Flag(inversion: .prefixedNo,
          help: "The app sets UIDesignRequiresCompatibility: on iOS 26 it keeps iOS 18's bars and controls on the device's iOS 26 figures (default: the configuration's, else each app's Info.plist, else no).")
    public var designRequiresCompatibility: Bool?
    @Option(help: "text, json, sarif, junit or html (a folder: index.html and one SVG per scene and configuration).")
    public var format = "text"
    @Flag(help: "The same as --format json (docs/CLI.md's shared --json).")
    public var json = false
    @Option(help: "Write the report to this file (for html: this folder) instead of standard output.")
    public var output: String?
    @Option(help: "A .safearea.yml configuration (default: .safearea.yml in the current folder, when there is one).")
    public var config: String?
    @Option(help: "A font file (.ttf, .otf, .ttc) or a folder of the app's font files: custom fonts storyboards name are measured with their own metrics (repeatable).")
    public var fonts: [String] = []
    @Option(help: "A baseline file of accepted findings (written by --write-baseline): they are left out of the report and the exit status (default: the configuration's).")
    public var baseline: String?
    @Option(help: "Write the findings of this run to a baseline file, to accept them from now on.")
    public var writeBaseline: String?

    public init() {}

    public mutating func validate() throws {
        format = try reportFormat(json: json, format: format)
        guard ["text", "json", "sarif", "junit", "html"].contains(format) else {
            throw ValidationError("unknown --format \(format); use text, json, sarif, junit or html")
        }
        if format == "html" && output == nil { throw ValidationError("--format html writes a folder: name it with --output DIR") }
        if files.isEmpty { throw ValidationError("name at least one screen spec, storyboard, xib or folder") }
    }

    public func run() async throws {
        let (text, hasErrors) = try await report()
        if format == "html" {
            FileHandle.standardError.write(Data(text.utf8))
        } else if let output {
            do { try text.write(toFile: output, atomically: true, encoding: .utf8) } catch {
                throw CommandFailure(message: "\(output): error: cannot write the report: \(error.localizedDescription)")
            }
        } else {
            print(text, terminator: "")
        }
        if hasErrors { throw ExitCode(2) }
    }

    /// The report and whether any finding is an error.
    public func report() async throws -> (String, Bool) {
        let configuration = try loadConfiguration()
        // Devices named nowhere are those of the families each app's project builds for, of these.
        let statedDevices = self.devices ?? configuration.devices
        let devices = statedDevices ?? "all"
        // Orientations named nowhere are those each app's Info.plist supports, of these.
        let statedOrientations = self.orientations ?? configuration.orientations
        let orientations = statedOrientations ?? "portrait,landscape-left,landscape-right"
        let ios = self.ios ?? configuration.iOS.map { IOSVersion(major: $0, pointRelease: configuration.iOSPointRelease) }
        let catalog = try DeviceLookup.catalog()
        let chosen: [Device]
        switch devices.lowercased() {
        case "all": chosen = catalog.devices
        case "iphone": chosen = catalog.devices(in: .iPhone)
        case "ipad": chosen = catalog.devices(in: .iPad)
        default: chosen = try devices.split(separator: ",").map { try DeviceLookup.device(String($0).trimmingCharacters(in: .whitespaces), in: catalog) }
        }
        let listed: [Orientation] = orientations.lowercased() == "all" ? Orientation.allCases
            : try orientations.split(separator: ",").map { try DeviceLookup.orientation(String($0).trimmingCharacters(in: .whitespaces)) }
        // A device or orientation named twice is audited once.
        let chosenDevices = chosen.reduce(into: [Device]()) { list, d in if !list.contains(where: { $0.id == d.id }) { list.append(d) } }
        let orientationList = listed.reduce(into: [Orientation]()) { list, o in if !list.contains(o) { list.append(o) } }
        // The command line, else the configuration file, else each app's Info.plist says.
        let stated = designRequiresCompatibility ?? configuration.designRequiresCompatibility
        let configurations = AuditRunner.configurations(devices: chosenDevices, orientations: orientationList, iOS: ios?.major,
                                                        iOSPointRelease: ios?.pointRelease,
                                                        designRequiresCompatibility: stated ?? false)
        // Nothing to audit is a usage error, not a clean audit: a CI gate must not pass
        // without checking anything (docs/CLI.md: a version no device chosen runs is refused).
        if configurations.isEmpty {
            let runs = ios.map { v in chosenDevices.contains { $0.supportedIOS.contains(v.major) } } ?? true
            let why = chosenDevices.isEmpty ? "no device is named"
                : orientationList.isEmpty ? "no orientation is named"
                : !runs ? "none of the devices chosen runs iOS \(ios?.major ?? 0)"
                : "none of the devices chosen supports the orientations chosen"
            throw ValidationError("nothing to audit: \(why); expected devices (--devices), orientations (--orientations) and an iOS (--ios) that go together")
        }
        var findings: [Finding] = []
        var pictures: [AuditPicture] = []
        var count = 0
        let drawing = format == "html"
        // Every input is read first (a bad file stops the run before any layout), then every
        // screen is laid out on every configuration in parallel.
        var screens: [AuditScreen] = []
        // What the reader tolerated in each input, in input order, for the reports.
        var notices: [ReportNotice] = []
        // The apps' Info.plists matter for design compatibility only where a device runs the iOS
        // the key acts on, and for orientations where none are named.
        var apps = AppSettingsReader(readsCompatibility: stated == nil && configurations.contains { $0.iOS >= UIKitMetrics.firstIOSOfLiquidGlass },
                                     readsOrientations: statedOrientations == nil, audited: orientationList,
                                     readsFamilies: statedDevices == nil)
        let excluded = configuration.excluded.map(Glob.init)
        // The fonts named for every file, else each file's own, found in its project.
        var discovery = FontDiscovery(named: fonts)
        var storyboards = StoryboardDiscovery()
        for (file, inFolder) in try Self.expand(files) where !Self.isExcluded(file, excluded, base: configuration.baseDirectory) {
            let lower = file.lowercased()
            var made: [AuditScreen]
            if lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib") {
                do {
                    made = try Self.interfaceBuilderScreens(file, discovery: &discovery, storyboards: &storyboards, notices: &notices)
                } catch let failure as CommandFailure where inFolder && failure.notAScreen != nil {
                    // A folder's storyboards and xibs for macOS, tvOS or watchOS (an app's
                    // extensions and companions), or in Xcode 4's archive format, are not
                    // screens this audit reads: passed over, and said.
                    let (line, reason) = failure.notAScreen ?? (1, "")
                    let notice = ReportNotice(file: file, line: line, message: reason)
                    FileHandle.standardError.write(Data("\(notice.description)\n".utf8))
                    notices.append(notice)
                    continue
                }
            } else {
                // A folder's other JSON and YAML files (settings, manifests) are not screens.
                if inFolder && !SpecReader.isScreenSpec(path: file) { continue }
                do { made = [AuditRunner.screen(try SpecReader.read(path: file))] } catch { throw CommandFailure(message: error.description) }
            }
            apps.apply(to: &made, of: file, interfaceBuilder: lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib"))
            screens += made
        }
        let pairs = screens.reduce(0) { $0 + $1.configurations(from: configurations).count }
        if pairs == 0, !screens.isEmpty {
            throw ValidationError("nothing to audit: the apps support none of the devices and orientations chosen (their projects' TARGETED_DEVICE_FAMILY, their Info.plists' UISupportedInterfaceOrientations); expected devices (--devices) and orientations (--orientations) an app supports")
        }
        let bar = ProgressBar(total: pairs)
        var progress: (@Sendable (Int, Int) -> Void)? = nil
        if let bar { progress = { done, _ in bar.update(done) } }
        do throws(SpecError) {
            let result = try await AuditRunner.audit(screens, configurations: configurations, pictures: drawing, progress: progress)
            findings = configuration.apply(to: result.findings)
            pictures = result.pictures
            count = result.configurations
        } catch {
            throw CommandFailure(message: error.description)
        }
        bar?.finish()
        let accepted = try applyBaseline(to: &findings, configuration: configuration)
        // Projects that could not be read are input warnings (JSON, SARIF, JUnit, HTML), and
        // open the text report, which lists no input warnings.
        notices += apps.projects.problems
        let notes = (format == "text" ? apps.projects.problems.map(\.description) : []) + apps.notes + (accepted.map { [$0.note] } ?? [])
            + AuditOutput.carriedForwardNotes(configurations.map(\.iOS), catalog: catalog)
        let hasErrors = findings.contains { $0.severity == .error }
        // The text summary names the iOS only when a point release was asked for.
        let namedRelease = ios?.pointRelease == nil ? nil : ios
        let text: String
        switch format {
        case "json": text = AuditOutput.json(findings, configurations: count, compatibility: apps.compatibility, orientations: apps.orientations,
                                             families: apps.projects, notices: notices, baseline: accepted,
                                             statusBars: apps.hiddenStatusBars)
        case "sarif": text = try SARIFReport.render(findings, rules: AuditRules.all, notices: notices)
        case "junit": text = JUnitReport.render(findings, configurations: count, notices: notices)
        case "html":
            let folder = output ?? "safearea-report"
            let files = HTMLReport.render(pictures: pictures, findings: findings, rules: AuditRules.all, configurations: count,
                                          notices: notices, notes: notes)
            try Self.write(files, to: folder)
            let summary = AuditOutput.text(findings, configurations: count, pointRelease: namedRelease).split(separator: "\n").last.map(String.init) ?? ""
            text = notes.map { $0 + "\n" }.joined() + summary + "\nThe HTML report is in \(folder)/index.html (\(files.count - 1) pictures).\n"
        default: text = notes.map { $0 + "\n" }.joined() + AuditOutput.text(findings, configurations: count, pointRelease: namedRelease)
        }
        return (text, hasErrors)
    }
}

/// The audit's text and JSON forms.
enum AuditOutput {
    /// A note for each iOS audited whose figures the catalog carries forward from the newest
    /// published ones (``DeviceCatalog/newestIOSWithPublishedFigures``), so a reader knows the
    /// bars and insets of `"ios": 27` are iOS 26's.
    static func carriedForwardNotes(_ versions: [Int], catalog: DeviceCatalog) -> [String] {
        Set(versions.filter(catalog.carriesFiguresForward)).sorted().map { version in
            "safearea: note: iOS \(version)'s bars, safe-area insets and status bar are iOS \(catalog.newestIOSWithPublishedFigures)'s, carried forward: "
                + "none were published for iOS \(version) (docs/devices.md)"
        }
    }

    static func relative(_ path: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(cwd) ? String(path.dropFirst(cwd.count)) : path
    }

    static func json(_ findings: [Finding], configurations: Int, compatibility: CompatibilitySources = CompatibilitySources(),
                     orientations: OrientationSources = OrientationSources(), families: ProjectBuildSettings = ProjectBuildSettings(),
                     notices: [ReportNotice] = [], baseline: BaselineOutcome? = nil,
                     statusBars: [(plist: String, families: Set<DeviceFamily>, inputs: [String])] = []) -> String {
        let items = findings.map { f in
            "{\"rule\": \(jsonString(f.rule)), \"severity\": \(jsonString(f.severity.rawValue)), \"file\": \(jsonString(relative(f.location.file))), "
                + "\"line\": \(f.location.line), \"scene\": \(jsonString(f.scene)), \"view\": \(jsonString(f.view)), "
                + "\"device\": \(jsonString(f.device)), \"orientation\": \(jsonString(f.orientation.rawValue)), \"ios\": \(f.iOS), "
                + (f.iOSPointRelease.map { "\"iosPointRelease\": \($0), " } ?? "")
                + (f.designIOS.map { "\"designIOS\": \($0), " } ?? "")
                + "\"message\": \(jsonString(f.message)), \"rect\": \(f.rect.map(LayoutJSON.rect) ?? "null"), "
                + "\"overlap\": \(f.overlap.map(LayoutJSON.rect) ?? "null")}"
        }
        let errors = findings.filter { $0.severity == .error }.count
        // Apps whose Info.plist set UIDesignRequiresCompatibility, with the inputs it governed.
        let plists = compatibility.sources.map { source in
            "{\"infoPlist\": \(jsonString(relative(source.plist))), \"inputs\": [" + source.inputs.map { jsonString(relative($0)) }.joined(separator: ", ") + "]}"
        }
        // Apps whose Info.plist named the orientations they support, with the inputs audited in them.
        let supported = orientations.sources.map { source in
            let families = source.orientations.keys.sorted { $0.rawValue < $1.rawValue }.map { family in
                "\(jsonString(family.rawValue)): [" + Orientation.allCases.filter { source.orientations[family]?.contains($0) == true }
                    .map { jsonString($0.rawValue) }.joined(separator: ", ") + "]"
            }
            return "{\"infoPlist\": \(jsonString(relative(source.plist))), " + families.joined(separator: ", ")
                + ", \"inputs\": [" + source.inputs.map { jsonString(relative($0)) }.joined(separator: ", ") + "]}"
        }
        // Apps whose Info.plist hides the status bar, with the inputs laid out without it.
        let hidden = statusBars.map { source in
            "{\"infoPlist\": \(jsonString(relative(source.plist))), \"families\": ["
                + source.families.map(\.rawValue).sorted().map(jsonString).joined(separator: ", ") + "], \"inputs\": ["
                + source.inputs.map { jsonString(relative($0)) }.joined(separator: ", ") + "]}"
        }
        // Projects whose TARGETED_DEVICE_FAMILY named one family, with the inputs audited on it.
        let projects = families.sources.map { source in
            let paths = source.projects.map { jsonString(relative($0)) }
            // The targets that build the inputs; absent when none does (every target was asked).
            let targets = source.targets.isEmpty ? "" : "\"targets\": [" + source.targets.map(jsonString).joined(separator: ", ") + "], "
            return "{\"projects\": [" + paths.joined(separator: ", ") + "], " + targets + "\"families\": ["
                + source.families.map(\.rawValue).sorted().map(jsonString).joined(separator: ", ") + "], \"inputs\": ["
                + source.inputs.map { jsonString(relative($0)) }.joined(separator: ", ") + "]}"
        }
        return "{\"configurations\": \(configurations), "
            + (plists.isEmpty ? "" : "\"designRequiresCompatibility\": [" + plists.joined(separator: ", ") + "], ")
            + (projects.isEmpty ? "" : "\"targetedDeviceFamilies\": [" + projects.joined(separator: ", ") + "], ")
            + (supported.isEmpty ? "" : "\"supportedOrientations\": [" + supported.joined(separator: ", ") + "], ")
            + (hidden.isEmpty ? "" : "\"statusBarHidden\": [" + hidden.joined(separator: ", ") + "], ")
            // What the baseline accepted (only when one was read).
            + (baseline.map { "\"baseline\": \($0.json), " } ?? "")
            // What the reader could not use in the inputs (the layouts are without it).
            + inputWarningsMember(notices)
            + "\"findings\": [" + items.joined(separator: ", ")
            + "], \"summary\": {\"errors\": \(errors), \"warnings\": \(findings.count - errors)}}\n"
    }

    /// Xcode's diagnostic form, one line per rule and view with the configurations it fails
    /// on, then a summary, which names the iOS when a point release was asked for.
    static func text(_ findings: [Finding], configurations: Int, pointRelease: IOSVersion? = nil) -> String {
        var groups: [(key: String, first: Finding, where: [String])] = []
        var index: [String: Int] = [:]
        for f in findings {
            let key = "\(f.location.file)|\(f.rule)|\(f.view)|\(f.location.line)|\(f.subject ?? "")"
            let place = "\(f.device) \(f.orientation.rawValue)" + (f.designIOS.map { " (iOS \($0)'s rules)" } ?? "")
            if let i = index[key] {
                // A configuration is named once, even where one layout reports the finding twice.
                if !groups[i].where.contains(place) { groups[i].where.append(place) }
            } else {
                index[key] = groups.count
                groups.append((key, f, [place]))
            }
        }
        var lines: [String] = []
        for g in groups {
            let f = g.first
            let shown = g.where.prefix(4).joined(separator: ", ") + (g.where.count > 4 ? ", and \(g.where.count - 4) more" : "")
            lines.append("\(relative(f.location.file)):\(f.location.line):\(f.location.column): \(f.severity.rawValue): \(f.message) [\(f.rule)]")
            lines.append("    on \(g.where.count) configuration\(g.where.count == 1 ? "" : "s"): \(shown)")
        }
        let errors = findings.filter { $0.severity == .error }.count
        if !findings.isEmpty {
            // A summary table: per rule, its findings and how many configurations show it.
            var rows: [(rule: String, errors: Int, warnings: Int, places: Set<String>)] = []
            var row: [String: Int] = [:]
            for f in findings {
                if row[f.rule] == nil { row[f.rule] = rows.count; rows.append((f.rule, 0, 0, [])) }
                let i = row[f.rule]!
                if f.severity == .error { rows[i].errors += 1 } else { rows[i].warnings += 1 }
                rows[i].places.insert("\(f.location.file)|\(f.scene)|\(f.device)|\(f.orientation.rawValue)|\(f.iOS)")
            }
            let width = max(4, rows.map(\.rule.count).max() ?? 0)
            func pad(_ text: String, _ n: Int) -> String { text + String(repeating: " ", count: max(0, n - text.count)) }
            lines.append("")
            lines.append("\(pad("rule", width))  errors  warnings  configurations")
            for r in rows {
                lines.append("\(pad(r.rule, width))  \(pad(String(r.errors), 6))  \(pad(String(r.warnings), 8))  \(r.places.count)")
            }
        }
        lines.append("")
        lines.append("\(configurations) configurations audited\(pointRelease.map { " on iOS \($0)" } ?? ""): \(errors) error\(errors == 1 ? "" : "s"), \(findings.count - errors) warning\(findings.count - errors == 1 ? "" : "s") (\(groups.count) distinct)")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension AuditCommand {
    /// Writes the report's files under `folder`, creating it and its `pictures` folder.
    static func write(_ files: [HTMLReport.File], to folder: String) throws {
        let fm = FileManager.default
        do {
            for file in files {
                let url = URL(fileURLWithPath: folder).appendingPathComponent(file.path)
                try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
            }
        } catch {
            throw CommandFailure(message: "\(folder): error: cannot write the HTML report: \(error.localizedDescription)")
        }
    }
}

extension AuditCommand {
    /// `--config`, else `.safearea.yml` in the current folder, else the defaults.
    func loadConfiguration() throws -> AuditConfiguration {
        let path = config ?? (FileManager.default.fileExists(atPath: ".safearea.yml") ? ".safearea.yml" : nil)
        guard let path else { return AuditConfiguration() }
        do { return try AuditConfiguration.load(path: path) } catch { throw CommandFailure(message: error.description) }
    }

    /// Whether an input is excluded by the configuration's globs (relative to its folder).
    static func isExcluded(_ file: String, _ globs: [Glob], base: String) -> Bool {
        guard !globs.isEmpty else { return false }
        let absolute = URL(fileURLWithPath: file).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        let relative = absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : file
        return globs.contains { $0.matches(relative) }
    }
}
