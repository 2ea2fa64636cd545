import Foundation
import Testing
@testable import SourceLint

/// False positives and noise found by running the linter over public iOS projects (SnapKit,
/// SwiftMessages, SVProgressHUD, IQKeyboardManager, MessageKit, SlackTextViewController,
/// XLPagerTabStrip; see docs/lint.md, "Held against real code"). The snippets are our own,
/// reduced to the shape that misfired.
@Suite("Lint: shapes from real projects")
struct RealCorpusRegressionTests {
    @Test("a local constant named topLayoutGuide is a number, not the deprecated guide")
    func shadowedDeprecatedName() {
        let code = """
        func guides(margins: NSDirectionalEdgeInsets, barArea: CGFloat) -> (CGFloat, CGFloat) {
            let topLayoutGuide: CGFloat = max(barArea, margins.top)
            let bottomLayoutGuide: CGFloat = margins.bottom
            return (topLayoutGuide, bottomLayoutGuide)
        }
        func old(vc: UIViewController) -> CGFloat { vc.topLayoutGuide.length }
        """
        let found = Lint.findings(code)
        // Only the real member access on line 6 is the deprecated API.
        #expect(found.map(\.rule) == ["deprecated-inset-api"])
        #expect(found.map(\.line) == [6])
    }

    @Test("Objective-C: declaring a CGRect named statusBarFrame is not arithmetic; one finding per statement")
    func statusBarDeclarations() {
        let code = """
        CGRect statusBarFrame = UIApplication.sharedApplication.statusBarFrame;
        CGRect other = CGRectZero;
        CGRect statusBarFrame2 = CGRectZero;
        activeHeight += CGRectGetHeight(statusBarFrame) * 2;
        CGFloat top = [UIApplication sharedApplication].statusBarFrame.size.height + self.statusBarFrame.size.height;
        """
        let found = Lint.findings(code, .objectiveC)
        #expect(found.map(\.rule) == ["status-bar-frame-arithmetic", "status-bar-frame-arithmetic"])
        #expect(found.map(\.line) == [4, 5])
    }

    @Test("a bottom inset of 88 is called a bottom bar, not the status bar + navigation bar")
    func bottomBarWording() {
        let found = Lint.findings("func viewDidLoad() { additionalBottomInset = 88 }")
        #expect(found.map(\.rule) == ["hard-coded-bar-height"])
        #expect(found.first?.message.contains("bottom bar height") == true)
        #expect(Lint.findings("func f() { topInset = 88 }").first?.message.contains("navigation bar") == true)
    }

    @Test("'Not' before a word in ch… is not a notch: isNotChildDirected, hasNotChanged (googleads, Nordic); hasNotch, isNotched, IS_NOTCH still are")
    func notIsNotNotch() {
        let code = """
        let a = request.isNotChildDirected
        if mtuValueHasNotChanged { retry() }
        let b = device.hasNotch ? 44 : 20
        let c = UIDevice.isNotched
        let d = IS_NOTCH
        """
        let found = Lint.findings(code).filter { $0.rule == "device-model-check" }
        #expect(found.map(\.line) == [3, 4, 5])
    }

    @Test("a table of models (a device-name lookup: CocoaDebug, AlphaWallet, yubikit) is not a layout check; one or two model strings still are")
    func modelTables() {
        let names = ["iPhone10,1", "iPhone10,2", "iPhone10,3", "iPhone10,4", "iPhone10,5", "iPhone10,6", "iPhone11,2", "iPhone11,8"]
        let table = "func marketingName(_ id: String) -> String {\n    switch id {\n"
            + names.map { "    case \"\($0)\": return \"name\"\n" }.joined() + "    default: return id\n    }\n}\nlet isIPhoneX = false\n"
        #expect(Lint.findings(table).filter { $0.rule == "device-model-check" }.isEmpty)
        let objc = "static NSDictionary *names = @{\n" + names.map { "    @\"\($0)\": @\"name\",\n" }.joined() + "};\n"
        #expect(Lint.findings(objc, .objectiveC).filter { $0.rule == "device-model-check" }.isEmpty)
        // A device in data (facebook-ios-sdk's crash-report fixture) is not a check.
        #expect(Lint.findings("let report: [String: Any] = [\"device_model\": \"iPhone7,2\", \"os\": \"12.4.1\"]").isEmpty)
        let check = "let tall = machine == \"iPhone10,3\" || machine == \"iPhone10,6\"\n"
        #expect(Lint.findings(check).filter { $0.rule == "device-model-check" }.count == 2)
    }

    @Test("a width, a side margin beside a bar, an icon's square size and a byte offset are no bar heights (OsmAnd, AlphaWallet); a bar's frame still is")
    func notBarHeights() {
        #expect(Lint.rules("let size = CGSize(width: tableView.bounds.width - 64, height: 96)").isEmpty)
        #expect(Lint.rules("applyButton.leadingAnchor.constraint(equalTo: toolBarView.leadingAnchor, constant: 20.0).isActive = true").isEmpty)
        #expect(Lint.rules("func configureNavigationBar() { let icon = resize(.icNavbarClose, newSize: CGSize(width: 24, height: 24)) }").isEmpty)
        #expect(Lint.rules("import Foundation\nimport BigInt\nlet callDataOffsetStart = 64*2\n").isEmpty)
        #expect(Lint.rules("backButton.frame.size = CGSize(width: backButtonSize.width + 20, height: backButtonSize.height + 20)").isEmpty)
        #expect(Lint.rules("import UIKit\nfunc f() { let headerOffset = 64 * 2; header.frame.origin.y = headerOffset }\n") == ["hard-coded-bar-height"])
        #expect(Lint.rules("navigationBar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)") == ["hard-coded-bar-height"])
        #expect(Lint.rules("[self.applyButton.leadingAnchor constraintEqualToAnchor:self.toolBar.leadingAnchor constant:20].active = YES;", .objectiveC).isEmpty)
        #expect(Lint.rules("self.toolBar.frame = CGRectMake(0, 0, self.view.bounds.size.width, 44);", .objectiveC) == ["hard-coded-bar-height"])
        // A button 44 pt tall is the HIG's minimum hit target (seafile's picker, beside its toolbar).
        let buttons = "[NSLayoutConstraint activateConstraints:@[\n    [self.toolbar.topAnchor constraintEqualToAnchor:self.view.topAnchor],\n    [self.cancelButton.heightAnchor constraintEqualToConstant:44],\n]];"
        #expect(Lint.rules(buttons, .objectiveC).isEmpty)
        #expect(Lint.rules("NSLayoutConstraint.activate([toolbar.topAnchor.constraint(equalTo: view.topAnchor), doneButton.heightAnchor.constraint(equalToConstant: 44)])").isEmpty)
        #expect(Lint.rules("NSLayoutConstraint.activate([toolbar.heightAnchor.constraint(equalToConstant: 44)])") == ["hard-coded-bar-height"])
    }

    @Test("#available(iOS 26) with the safe area in one branch and a toolbar's anchors in the other is no iOS 10 duplicate (Delta); with topLayoutGuide in the else it is")
    func laterAvailability() {
        let liquidGlass = """
        if #available(iOS 26, *) {
            pageControl.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).isActive = true
        } else {
            pageControl.centerYAnchor.constraint(equalTo: toolbar.centerYAnchor).isActive = true
        }
        """
        #expect(Lint.rules(liquidGlass).isEmpty)
        let guides = liquidGlass.replacingOccurrences(of: "toolbar.centerYAnchor", with: "bottomLayoutGuide.topAnchor")
        #expect(Lint.rules(guides).contains("duplicated-safe-area-availability"))
    }

    @Test("a device size inside arithmetic is some other length (seafile's action sheet); compared as it stands it is a device check")
    func sizeInArithmetic() {
        #expect(Lint.rules("if (point.y > kScreenHeight - 320 - 50) { arrowDirection = 1; }", .objectiveC).isEmpty)
        #expect(Lint.rules("if point.y > screenHeight - 320 - 50 { flip() }").isEmpty)
        #expect(Lint.rules("if UIScreen.main.bounds.size.width == 320 { compact() }") == ["screen-size-comparison"])
        #expect(Lint.rules("if ([[UIScreen mainScreen] bounds].size.height < 568) { compact(); }", .objectiveC) == ["screen-size-comparison"])
    }

    @Test("a folder's dependencies (Pods, Carthage, DerivedData, node_modules) are not linted: sportstalk247's committed Pods/MessageKit; named on the command line they are")
    func dependencyFolders() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-pods-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let code = "func f(vc: UIViewController) { vc.automaticallyAdjustsScrollViewInsets = false }\n"
        for path in ["App/Chat.swift", "Pods/MessageKit/Sources/MessagesViewController.swift", "Carthage/Checkouts/Kit/Kit.swift"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try code.write(to: url, atomically: true, encoding: .utf8)
        }
        let linter = Linter(configuration: LintConfiguration(baseDirectory: root.path), currentDirectory: root.path)
        let all = try linter.lint(paths: ["."])
        #expect(all.files == 1 && all.findings.map(\.file) == ["App/Chat.swift"])
        #expect(try linter.lint(paths: ["Pods/MessageKit"]).findings.count == 1)
    }
}
