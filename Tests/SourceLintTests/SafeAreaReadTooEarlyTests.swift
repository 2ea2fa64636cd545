import Testing
@testable import SourceLint

/// `safe-area-read-too-early`: Apple, UIView.safeAreaInsets: "If the view is not currently
/// installed in a view hierarchy, or is not yet visible onscreen, the edge insets in this
/// property are 0." A layout computed from them in viewDidLoad, loadView, awakeFromNib, an
/// initializer or viewWillAppear (before the first appearance) is made for no bar, notch or
/// home indicator.
@Suite("Lint: safe-area-read-too-early")
struct SafeAreaReadTooEarlyTests {
    @Test("Swift: reads in viewDidLoad, an initializer, awakeFromNib and viewWillAppear are reported; viewDidLayoutSubviews, closures and constraints are not")
    func swift() {
        let code = """
        final class FeedViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.contentInset.top = view.safeAreaInsets.top + 8
                header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
                DispatchQueue.main.async { self.footer.frame.origin.y = self.view.safeAreaInsets.bottom }
                let frame = view.safeAreaLayoutGuide.layoutFrame
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                let bottom = view.window?.safeAreaInsets.bottom ?? 0
                composer.frame.size.height = 49 + bottom + self.view.safeAreaInsets.bottom
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                tableView.contentInset.top = view.safeAreaInsets.top + 8
            }
        }
        final class Banner: UIView {
            init(safeAreaInsets: UIEdgeInsets) {
                super.init(frame: .zero)
                layoutMargins.top = safeAreaInsets.top
            }
            override init(frame: CGRect) {
                super.init(frame: frame)
                layoutMargins.top = safeAreaInsets.top
            }
            init(containerView: UIView) {
                // A layout helper's container may be on screen already (OsmAnd's MapHudLayout).
                topInset = containerView.safeAreaInsets.top
                super.init(frame: .zero)
            }
            override func awakeFromNib() {
                super.awakeFromNib()
                let top = UIApplication.shared.windows.first?.safeAreaInsets.top ?? 0
                heightConstraint.constant = top + self.safeAreaInsets.top
            }
        }
        """
        let found = Lint.findings(code).filter { $0.rule == "safe-area-read-too-early" }
        #expect(found.map(\.line) == [4, 7, 12, 26, 36])
        #expect(found.first?.message.hasPrefix("safeAreaInsets is read in viewDidLoad, where the view is not on screen yet, so UIKit gives 0") == true)
        #expect(found[3].message.contains("read in init,"))
        #expect(found.first?.severity == .warning)
    }

    @Test("Objective-C: reads in viewDidLoad and initWithFrame: are reported; blocks, windows and viewDidLayoutSubviews are not")
    func objectiveC() {
        let code = """
        @implementation ProfileViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.headerTop.constant = self.view.safeAreaInsets.top + 44;
            CGFloat bottom = [self.view safeAreaInsets].bottom;
            CGFloat keyTop = UIApplication.sharedApplication.keyWindow.safeAreaInsets.top;
            CGFloat navTop = self.navigationController.view.safeAreaInsets.top;
            [UIView animateWithDuration:0.3 animations:^{
                self.footer.frame = CGRectOffset(self.footer.frame, 0, -self.view.safeAreaInsets.bottom);
            }];
        }
        - (void)viewDidLayoutSubviews {
            [super viewDidLayoutSubviews];
            self.headerTop.constant = self.view.safeAreaInsets.top;
        }
        @end
        @implementation Banner
        - (instancetype)initWithFrame:(CGRect)frame {
            if ((self = [super initWithFrame:frame])) {
                _top = self.safeAreaLayoutGuide.layoutFrame.origin.y;
                _other = container.safeAreaInsets.top;
            }
            return self;
        }
        @end
        """
        let found = Lint.findings(code, .objectiveC).filter { $0.rule == "safe-area-read-too-early" }
        #expect(found.map(\.line) == [4, 5, 20])
        #expect(found.last?.message.contains("read in init,") == true)
    }
}
