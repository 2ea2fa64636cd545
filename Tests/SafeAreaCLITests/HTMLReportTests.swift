import Foundation
import SafeAreaCLI
import Testing

/// `safearea audit --format html`: a folder with index.html and one SVG per scene and
/// configuration, opened in a real headless browser (Chromium from Debian's packages; CI
/// installs it in .ci/run).
@Suite("safearea audit --format html")
struct HTMLReportTests {
    typealias T = LayoutCommandTests

    static func report(_ devices: String) async throws -> URL {
        let folder = Scratch.url("html")
        let app = T.examples.appendingPathComponent("App/Main.storyboard").path
        let command = try #require(try SafeAreaCommand.parseAsRoot(["audit", app, "--devices", devices, "--format", "html",
                                                                    "--output", folder.path]) as? AuditCommand)
        let (summary, hasErrors) = try await command.report()
        #expect(hasErrors)
        #expect(summary.contains("index.html"))
        return folder
    }

    static var chromium: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test("one SVG per scene and configuration; the iPhone X picture draws its safe area, notch and home band")
    func files() async throws {
        let folder = try await Self.report("iPhone X")
        let pictures = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("pictures").path).sorted()
        #expect(pictures.count == 9)   // three scenes × portrait and both landscapes
        let svg = try String(contentsOf: folder.appendingPathComponent("pictures/Main_storyboard-Checkout-iphone-x-portrait.svg"), encoding: .utf8)
        // iPhone X portrait: safe area (44, 0, 34, 0) of 375 × 812 (device catalog), drawn 12 pt in.
        #expect(svg.contains("<rect x=\"12\" y=\"56\" width=\"375\" height=\"734\""))
        #expect(svg.contains("class=\"sensor-housing\"") && svg.contains("class=\"home-indicator\""))
        // The Pay button is flagged: its overlap with the 34 pt home band.
        #expect(svg.contains("class=\"view flagged\"") && svg.contains("<rect x=\"12\" y=\"790\" width=\"375\" height=\"34\" fill=\"#ff3b30\""))
        // Each picture's heading names the size classes it was laid out under (Apple's device
        // size classes: an iPhone X is compact width, regular height in portrait, compact both
        // ways in landscape).
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("iPhone X, portrait, iOS 16, compact width, regular height</h2>"))
        #expect(index.contains("iPhone X, landscape-left, iOS 16, compact width, compact height</h2>"))
        // The same input gives the same bytes.
        let again = try await Self.report("iPhone X")
        #expect(try String(contentsOf: again.appendingPathComponent("index.html"), encoding: .utf8)
                == String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8))
    }

    @Test("the index opens with its screens, most errors first, each linked to its first picture; pictures load as they scroll into view")
    func screensSummary() async throws {
        let folder = try await Self.report("iPhone X")
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        // The example's three scenes on the iPhone X in three orientations: Checkout's Pay
        // button under the home band and in the corners (3 errors, 6 warnings), Feed's fixed
        // top bar, Profile's one landscape finding.
        let table = try #require(index.range(of: "<details class=\"screens\" open><summary>3 screens</summary>").map { String(index[$0.lowerBound...]) })
        let rows = table.components(separatedBy: "<tr><td>").dropFirst().map { $0.components(separatedBy: "</tr>")[0] }
        #expect(rows.count == 3)
        #expect(rows.first?.hasPrefix("<a href=\"#screen-1\">Checkout</a>") == true && rows.first?.contains("<td class=\"n\">3</td><td class=\"n\">6</td><td class=\"n\">3 of 3</td>") == true)
        #expect(rows.last?.contains("Profile") == true && rows.last?.contains("1 of 3") == true)
        #expect(index.contains("<section class=\"picture\" id=\"screen-1\" data-screen=\"screen-1\""))
        #expect(index.components(separatedBy: "data-screen=\"screen-1\"").count - 1 == 3)
        #expect(index.components(separatedBy: "<img loading=\"lazy\"").count - 1 == 9)
        #expect(index.contains("<label>Screen <select id=\"screen\"><option value=\"\">all</option><option value=\"screen-1\">Checkout"))
    }

    @Test("two inputs with the same file name get pictures of their own")
    func sameFileName() async throws {
        let root = Scratch.url("twins")
        let spec = try String(contentsOf: T.examples.appendingPathComponent("bottom-button-broken.yaml"), encoding: .utf8)
        for folder in ["one", "two"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            try spec.write(to: root.appendingPathComponent("\(folder)/screen.yaml"), atomically: true, encoding: .utf8)
        }
        let out = root.appendingPathComponent("report")
        let command = try #require(try SafeAreaCommand.parseAsRoot(["audit", root.appendingPathComponent("one/screen.yaml").path,
                                                                    root.appendingPathComponent("two/screen.yaml").path,
                                                                    "--devices", "iPhone X", "--orientations", "portrait",
                                                                    "--format", "html", "--output", out.path]) as? AuditCommand)
        _ = try await command.report()
        let pictures = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("pictures").path)
        #expect(pictures.count == 2)
    }

    @Test("the report renders in headless Chromium: the filter script runs and shows the pictures with findings")
    func rendersInBrowser() async throws {
        guard let chromium = Self.chromium else {
            // CI installs Chromium (.ci/run); elsewhere the test says why it did not run.
            #expect(ProcessInfo.processInfo.environment["CI"] == nil, "Chromium is missing on CI")
            return
        }
        let folder = try await Self.report("iPhone X,iPhone 8")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom",
                             folder.appendingPathComponent("index.html").absoluteString]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(dom.contains("data-ready=\"yes\""), "the script did not run")
        // 18 configurations; those without findings are hidden until asked for.
        let sections = dom.components(separatedBy: "<section class=\"picture\"").count - 1
        let hidden = dom.components(separatedBy: "data-findings=\"0\" hidden=\"\"").count - 1
        #expect(sections == 18)
        #expect(dom.contains("\(sections - hidden) shown"))
    }
}
