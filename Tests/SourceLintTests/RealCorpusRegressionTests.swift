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
}
