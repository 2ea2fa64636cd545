import Testing
@testable import SourceLint

@Suite("Swift rules")
struct SwiftRuleTests {
    @Test("hard-coded bar heights near bar names, in frames, insets and constraint constants", arguments: [
        "let statusBarHeight: CGFloat = 20",
        "navBar.frame = CGRect(x: 0, y: 0, width: w, height: 44)",
        "tableView.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)",
        "label.topAnchor.constraint(equalTo: view.topAnchor, constant: 64).isActive = true",
        "header.frame.origin.y = 88",
        "tableView.frame.size.height = view.bounds.height - 64",
        "make.top.equalToSuperview().offset(64)",
        "let tabBarHeight = 49.0",
        "if view.safeAreaInsets.bottom == 34 { compact = false }",
        // iOS 26's bars, as GKNavigationBarSwift's fix for its issue 47 hard-codes them.
        "let navBarHeight: CGFloat = 54",
        "toolbar.frame = CGRect(x: 0, y: y, width: w, height: 48)",
    ])
    func barHeightPositive(_ code: String) {
        #expect(Lint.rules(code) == ["hard-coded-bar-height"], "\(code)")
    }

    @Test("spacing from the safe area, sizes and unrelated numbers are not bar heights", arguments: [
        "label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20).isActive = true",
        "avatar.heightAnchor.constraint(equalToConstant: 88).isActive = true",
        "button.heightAnchor.constraint(equalToConstant: 44).isActive = true",
        "let retries = 20",
        "label.font = .systemFont(ofSize: 20)",
        "let bar = CustomBar(height: view.safeAreaInsets.top + 44)",
        "view.layer.cornerRadius = 44",
        "avatar.frame = CGRect(x: 0, y: 0, width: 88, height: 88)",
    ])
    func barHeightNegative(_ code: String) {
        #expect(Lint.rules(code).isEmpty, "\(code)")
    }

    @Test("screen sizes compared or switched on", arguments: [
        "if UIScreen.main.bounds.height == 812 { }",
        "let isX = UIScreen.main.nativeBounds.height == 2436",
        "if UIScreen.main.bounds.size.height >= 896.0 { }",
        "switch UIScreen.main.nativeBounds.height {\ncase 2436: break\ndefault: break\n}",
    ])
    func screenSize(_ code: String) {
        #expect(Lint.rules(code) == ["screen-size-comparison"], "\(code)")
    }

    @Test("screen sizes used for layout without comparing are fine")
    func screenSizeNegative() {
        #expect(Lint.rules("let width = UIScreen.main.bounds.width\nlet h = 812 * 2").isEmpty)
        #expect(Lint.rules("if items.count == 812 { }").isEmpty)
    }

    @Test("isIPhoneX helpers, their uses and model strings")
    func deviceModel() {
        #expect(Lint.rules("var isIPhoneX: Bool { false }") == ["device-model-check"])
        #expect(Lint.rules("func hasNotch() -> Bool { false }") == ["device-model-check"])
        #expect(Lint.rules("if UIDevice.current.isIPhoneX { }") == ["device-model-check"])
        #expect(Lint.rules("if machine == \"iPhone10,3\" { }") == ["device-model-check"])
        #expect(Lint.rules("if name.hasPrefix(\"iPhone X\") { }") == ["device-model-check"])
        #expect(Lint.rules("let title = \"iPhone\"\nlet os = \"iPhone OS 11,2\"").isEmpty)
    }

    @Test("statusBarFrame arithmetic, not a plain copy")
    func statusBarFrame() {
        #expect(Lint.rules("let top = UIApplication.shared.statusBarFrame.height + 44") == ["status-bar-frame-arithmetic"])
        #expect(Lint.rules("bar.frame = CGRect(x: 0, y: UIApplication.shared.statusBarFrame.maxY, width: w, height: h)") == ["status-bar-frame-arithmetic"])
        #expect(Lint.rules("backdrop.frame = scene.statusBarManager!.statusBarFrame").isEmpty)
    }

    @Test("deprecated inset APIs, with a fix-it where mechanical; the iOS 10 fallback branch is exempt")
    func deprecated() throws {
        #expect(Lint.rules("automaticallyAdjustsScrollViewInsets = false") == ["deprecated-inset-api"])
        let top = Lint.findings("label.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor).isActive = true")
        #expect(top.map(\.rule) == ["deprecated-inset-api"])
        #expect(top.first?.fixIt == "topLayoutGuide.bottomAnchor → view.safeAreaLayoutGuide.topAnchor")
        #expect(top.first?.column == 37)
        let length = try #require(Lint.findings("let inset = self.bottomLayoutGuide.length").first)
        #expect(length.fixIt == "self.bottomLayoutGuide.length → view.safeAreaInsets.bottom")
        let fallback = """
        guard #available(iOS 11.0, *) else {
            label.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor).isActive = true
            return
        }
        """
        #expect(Lint.rules(fallback).isEmpty)
    }

    @Test("safe-area code written twice under #available(iOS 11)")
    func duplicatedAvailability() {
        let twice = """
        if #available(iOS 11.0, *) {
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
        } else {
            label.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor).isActive = true
        }
        """
        let findings = Lint.findings(twice)
        #expect(findings.map(\.rule) == ["duplicated-safe-area-availability"])
        #expect(findings.first?.line == 1)
        let unrelated = """
        if #available(iOS 13.0, *) {
            view.backgroundColor = .systemBackground
        } else {
            view.backgroundColor = .white
        }
        """
        #expect(Lint.rules(unrelated).isEmpty)
        #expect(Lint.rules("if #available(iOS 11.0, *) { label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true }").isEmpty)
    }

    @Test("bars resized in viewSafeAreaInsetsDidChange, not in viewDidLayoutSubviews")
    func safeAreaDidChange() {
        let wrong = """
        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            customNavigationBar.frame.size.height = view.safeAreaInsets.top + 44
            barHeightConstraint.constant += 1
            view.setNeedsLayout()
        }
        """
        #expect(Lint.rules(wrong) == ["bar-resize-in-safe-area-did-change", "bar-resize-in-safe-area-did-change"])
        let right = wrong.replacingOccurrences(of: "viewSafeAreaInsetsDidChange", with: "viewDidLayoutSubviews")
        #expect(Lint.rules(right).isEmpty)
    }

    @Test("positions are 1-based lines and UTF-8 columns; the offending line is the code")
    func positions() throws {
        let f = try #require(Lint.findings("// header\n    let statusBarHeight: CGFloat = 20\n").first)
        #expect(f.line == 2)
        #expect(f.column == 36)
        #expect(f.property("code") == "let statusBarHeight: CGFloat = 20")
        #expect(f.severity == .error)
    }

    @Test("a view's geometry from UIScreen.main.bounds: frames, CGRect arguments, constraint constants, one finding per statement (AlphaWallet, xdripswift, YPImagePicker in the lint corpus)", arguments: [
        "blurEffectView.frame = UIScreen.main.bounds",
        "overlayView = UIView(frame: UIScreen.main.bounds)",
        "strongSelf.heightConstraint.constant = UIScreen.main.bounds.height - statusBarHeight",
        "self.preferredContentSize = CGSize(width: UIScreen.main.bounds.size.width, height: 320)",
        "view.frame = CGRect(x: 0, y: UIScreen.main.bounds.height - 100,\n    width: UIScreen.main.bounds.width, height: 100)",
    ])
    func screenBoundsLayout(_ statement: String) {
        let code = "import UIKit\nfinal class Overlay: UIViewController {\n    func show() {\n        \(statement)\n    }\n}\n"
        let found = Lint.findings(code)
        #expect(found.map(\.rule) == ["screen-bounds-layout"], "\(statement)")
        #expect(found.first?.line == 4 && found.first?.severity == .warning)
    }

    @Test("UIScreen.main.bounds for a window, an input accessory toolbar, a local or another screen property is not a view's layout (Brightcove, devstack, matomo, JXCaptain)", arguments: [
        "window = UIWindow(frame: UIScreen.main.bounds)",
        "let window = UIWindow(frame: UIScreen.main.bounds)",
        "let doneToolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 50))",
        "let bounds = UIScreen.main.bounds",
        "let width = UIScreen.main.bounds.width",
        "let scale = UIScreen.main.scale",
        "view.frame = view.window?.bounds ?? .zero",
        "print(UIScreen.main.bounds)",
    ])
    func screenBoundsElsewhere(_ statement: String) {
        let code = "import UIKit\nfinal class Overlay: UIViewController {\n    func show() {\n        \(statement)\n    }\n}\n"
        #expect(Lint.rules(code).isEmpty, "\(statement)")
        // A window subclass sizing itself to the screen.
        let windowCode = "import UIKit\nfinal class FloatingWindow: UIWindow {\n    init() {\n        super.init(frame: UIScreen.main.bounds)\n    }\n}\n"
        #expect(Lint.rules(windowCode).isEmpty)
    }
}
