import Audit

/// The HTML report: a folder with `index.html` and one SVG per scene and configuration. The
/// index opens with its screens, those with the most errors first, each linked to its pictures,
/// then lists every finding, grouped by picture, with filters by screen, device and rule (a
/// small inline script; no network). Pictures load as they scroll into view, so a project of
/// tens of thousands opens at once. Output is byte-identical for the same input.
public enum HTMLReport {
    /// One file of the report: its path inside the folder and its text.
    public struct File: Hashable, Sendable {
        /// The path relative to the report's folder.
        public var path: String
        /// The file's contents.
        public var contents: String
    }

    static func escape(_ text: String) -> String { XMLText.escape(text) }

    /// What ties a finding to its picture: file, scene, device, orientation, iOS.
    private struct PictureKey: Hashable {
        var file, scene, device, orientation: String
        var iOS: Int
        init(_ file: String, _ scene: String, _ device: String, _ orientation: String, _ iOS: Int) {
            (self.file, self.scene, self.device, self.orientation, self.iOS) = (file, scene, device, orientation, iOS)
        }
    }

    /// The report's files for `pictures` and `findings`; `notices` (the reader's warnings about
    /// the inputs) and `notes` (what the audit took from the apps' Info.plists and projects, in
    /// Xcode's `path: note: …` form: the design mode, the orientations and devices it audited)
    /// are listed above the pictures.
    public static func render(pictures: [AuditPicture], findings: [Finding], rules: [AuditRule], configurations: Int,
                              notices: [ReportNotice] = [], notes: [String] = []) -> [File] {
        var files: [File] = []
        var sections: [String] = []
        var devices: [String] = [], ruleIDs: [String] = []
        for p in pictures where !devices.contains(p.device) { devices.append(p.device) }
        for f in findings where !ruleIDs.contains(f.rule) { ruleIDs.append(f.rule) }
        // Each picture's findings, found once: a large project has tens of thousands of both.
        var byPicture: [PictureKey: [Finding]] = [:]
        for f in findings { byPicture[PictureKey(f.location.file, f.scene, f.device, f.orientation.rawValue, f.iOS), default: []].append(f) }
        // The screens (file and scene), in the order their pictures come, with their totals.
        var screens: [(file: String, scene: String, errors: Int, warnings: Int, flagged: Int, pictures: Int, anchor: String)] = []
        var screenIndex: [String: Int] = [:]
        var used: [String: Int] = [:]
        for picture in pictures {
            // Two inputs with the same file name (Main.storyboard in two folders) get distinct pictures.
            let count = used[picture.slug, default: 0] + 1
            used[picture.slug] = count
            let name = count == 1 ? picture.slug : "\(picture.slug)-\(count)"
            let own = byPicture[PictureKey(picture.file, picture.scene, picture.device, picture.orientation.rawValue, picture.iOS)] ?? []
            let screenKey = picture.file + "\u{0}" + picture.scene
            if screenIndex[screenKey] == nil {
                screenIndex[screenKey] = screens.count
                screens.append((picture.file, picture.scene, 0, 0, 0, 0, "screen-\(screens.count + 1)"))
            }
            let screen = screenIndex[screenKey]!
            let ownErrors = own.filter { $0.severity == .error }.count
            screens[screen].errors += ownErrors
            screens[screen].warnings += own.count - ownErrors
            screens[screen].flagged += own.isEmpty ? 0 : 1
            screens[screen].pictures += 1
            // The screen's first picture carries its anchor, which the summary links to.
            let anchor = screens[screen].pictures == 1 ? " id=\"\(screens[screen].anchor)\"" : ""
            let svg = "pictures/\(name).svg"
            files.append(File(path: svg, contents: SVGPicture.render(picture, findings: own)))
            let rows = own.map { f in
                "<li class=\"finding \(f.severity.rawValue)\" data-rule=\"\(escape(f.rule))\">"
                    + "<code>\(escape(f.location.file)):\(f.location.line)</code> <strong>\(f.severity.rawValue)</strong> "
                    + "\(escape(f.message)) <span class=\"rule\">[\(escape(f.rule))]</span></li>"
            }
            let rulesHere = Set(own.map(\.rule)).sorted().joined(separator: " ")
            sections.append(
                "<section class=\"picture\"\(anchor) data-screen=\"\(screens[screen].anchor)\" data-device=\"\(escape(picture.device))\" data-rules=\"\(escape(rulesHere))\" data-findings=\"\(own.count)\">"
                    + "<h2>\(escape(picture.scene)) — \(escape(picture.deviceName)), \(picture.orientation.rawValue), iOS \(picture.iOSVersion), \(picture.traitCollection.sizeClassSummary)\(picture.designIOS.map { " (iOS \($0)'s rules: UIDesignRequiresCompatibility)" } ?? "")</h2>"
                    + "<p class=\"file\">\(escape(picture.file))</p>"
                    + "<img loading=\"lazy\" src=\"\(escape(svg))\" alt=\"\(escape("\(picture.scene) on \(picture.deviceName)"))\" width=\"\(SVGPicture.n(picture.screen.width / 2 + SVGPicture.margin))\">"
                    + (rows.isEmpty ? "<p class=\"clean\">No findings.</p>" : "<ul>" + rows.joined() + "</ul>")
                    + "</section>")
        }
        let errors = findings.filter { $0.severity == .error }.count
        // The screens, those with the most errors first, then warnings, then in input order:
        // where to start on a project of hundreds of screens.
        let ranked = screens.enumerated().sorted { a, b in
            (a.element.errors, a.element.warnings, b.offset) > (b.element.errors, b.element.warnings, a.offset)
        }.map(\.element)
        let screenRows = ranked.map { s in
            "<tr><td><a href=\"#\(s.anchor)\">\(escape(s.scene))</a></td><td><code>\(escape(s.file))</code></td>"
                + "<td class=\"n\">\(s.errors)</td><td class=\"n\">\(s.warnings)</td><td class=\"n\">\(s.flagged) of \(s.pictures)</td></tr>"
        }.joined()
        let screenTable = screens.count < 2 ? "" : "<details class=\"screens\"\(screens.count <= 20 ? " open" : "")><summary>\(screens.count) screens</summary>"
            + "<table><thead><tr><th>screen</th><th>file</th><th>errors</th><th>warnings</th><th>configurations with findings</th></tr></thead><tbody>"
            + screenRows + "</tbody></table></details>\n"
        let screenOptions = screens.map { "<option value=\"\($0.anchor)\">\(escape($0.scene)) (\(escape($0.file)))</option>" }.joined()
        let deviceOptions = devices.map { "<option value=\"\(escape($0))\">\(escape($0))</option>" }.joined()
        let ruleOptions = ruleIDs.map { id in
            "<option value=\"\(escape(id))\">\(escape(id))\(rules.first { $0.id == id }.map { " — " + escape($0.summary) } ?? "")</option>"
        }.joined()
        // What the reader could not use changes the layouts the pictures show: said first.
        let noticeList = notices.isEmpty ? "" : "<section class=\"notices\"><h2>Read with warnings</h2><ul>"
            + notices.map { "<li class=\"notice \($0.severity.rawValue)\"><code>\(escape($0.file)):\($0.line)</code> <strong>\($0.severity.rawValue)</strong> \(escape($0.message))</li>" }.joined()
            + "</ul></section>\n"
        // What the apps' own settings chose: why a configuration is missing, or laid out so.
        let noteList = notes.isEmpty ? "" : "<section class=\"notes\"><h2>Read from the apps</h2><ul>"
            + notes.map { "<li class=\"note\">\(escape($0))</li>" }.joined() + "</ul></section>\n"
        let index = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>SafeAreaKit audit</title>
        <style>
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; color: #1c1c1e; }
        .summary { font-size: 16px; }
        .controls { margin: 16px 0; display: flex; gap: 16px; flex-wrap: wrap; }
        .pictures { display: flex; flex-wrap: wrap; gap: 24px; }
        .picture { border: 1px solid #d1d1d6; border-radius: 8px; padding: 12px; max-width: 460px; }
        .picture h2 { font-size: 15px; margin: 0 0 4px; }
        .picture .file { color: #6e6e73; margin: 0 0 8px; font-size: 12px; }
        .finding.error strong { color: #d70015; }
        .finding.warning strong { color: #b25000; }
        .rule { color: #6e6e73; }
        .clean { color: #248a3d; }
        .notices { border-left: 3px solid #b25000; padding: 0 12px; }
        .notes { border-left: 3px solid #0a5fb4; padding: 0 12px; }
        .notes h2 { font-size: 15px; }
        .notices h2 { font-size: 15px; }
        .notice strong { color: #b25000; }
        .screens table { border-collapse: collapse; margin: 8px 0; }
        .screens th, .screens td { text-align: left; padding: 2px 12px 2px 0; }
        .screens td.n { text-align: right; }
        [hidden] { display: none; }
        </style>
        </head>
        <body>
        <h1>SafeAreaKit audit</h1>
        <p class="summary">\(configurations) configurations audited: <strong>\(errors) errors</strong>, \(findings.count - errors) warnings.</p>
        \(noteList)\(noticeList)\(screenTable)<div class="controls">
        <label>Screen <select id="screen"><option value="">all</option>\(screenOptions)</select></label>
        <label>Device <select id="device"><option value="">all</option>\(deviceOptions)</select></label>
        <label>Rule <select id="rule"><option value="">all</option>\(ruleOptions)</select></label>
        <label><input type="checkbox" id="clean"> show configurations without findings</label>
        <span id="shown"></span>
        </div>
        <div class="pictures">
        \(sections.joined(separator: "\n"))
        </div>
        <script>
        function applyFilters() {
          var screen = document.getElementById('screen').value;
          var device = document.getElementById('device').value;
          var rule = document.getElementById('rule').value;
          var clean = document.getElementById('clean').checked;
          var shown = 0;
          document.querySelectorAll('section.picture').forEach(function (s) {
            var findings = parseInt(s.dataset.findings, 10);
            var ok = (!screen || s.dataset.screen === screen)
              && (!device || s.dataset.device === device)
              && (!rule || s.dataset.rules.split(' ').indexOf(rule) >= 0)
              && (clean || findings > 0);
            s.hidden = !ok;
            s.querySelectorAll('li.finding').forEach(function (li) { li.hidden = !!rule && li.dataset.rule !== rule; });
            if (ok) { shown += 1; }
          });
          document.getElementById('shown').textContent = shown + ' shown';
          document.body.dataset.ready = 'yes';
        }
        ['screen', 'device', 'rule', 'clean'].forEach(function (id) { document.getElementById(id).addEventListener('change', applyFilters); });
        applyFilters();
        </script>
        </body>
        </html>

        """
        return [File(path: "index.html", contents: index)] + files
    }
}
