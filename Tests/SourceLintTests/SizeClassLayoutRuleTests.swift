import Testing
@testable import SourceLint

/// `size-class-layout-only-on-change`: Use Your Loaf, "Predicting Size Classes in iOS 13" —
/// "In iOS 12 and earlier, UIKit calls the traitCollectionDidChange method when adding the view
/// to the view hierarchy [...] In iOS 13, UIKit sets the traits of a view when you create it",
/// so a controller that switches its size-class constraints only there lays out its first screen
/// with none of them. The article's own before / after code shapes the cases.
@Suite("size-class-layout-only-on-change")
struct SizeClassLayoutRuleTests {
    static let swiftOnlyOnChange = """
    final class GalleryViewController: UIViewController {
        private var compactConstraints: [NSLayoutConstraint] = []
        private var regularConstraints: [NSLayoutConstraint] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            setUpViews()
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            if traitCollection.horizontalSizeClass != previousTraitCollection?.horizontalSizeClass {
                enableConstraintsForWidth(traitCollection.horizontalSizeClass)
            }
        }

        private func enableConstraintsForWidth(_ sizeClass: UIUserInterfaceSizeClass) {
            if sizeClass == .regular {
                NSLayoutConstraint.deactivate(compactConstraints)
                NSLayoutConstraint.activate(regularConstraints)
            } else {
                NSLayoutConstraint.deactivate(regularConstraints)
                NSLayoutConstraint.activate(compactConstraints)
            }
        }
    }
    """

    @Test("Swift: constraints switched only in traitCollectionDidChange are reported at the method")
    func swiftReported() {
        let findings = Lint.findings(Self.swiftOnlyOnChange)
        #expect(findings.map(\.rule) == ["size-class-layout-only-on-change"])
        #expect(findings.first?.line == 10)
        #expect(findings.first?.severity == .warning)
    }

    @Test("Swift: not reported when viewDidLoad reads the traits, calls the callback, or the callback switches nothing")
    func swiftFixed() {
        // The article's fix: apply the current size class when the view loads.
        let fixed = Self.swiftOnlyOnChange.replacingOccurrences(of: "        setUpViews()\n",
                                                                with: "        setUpViews()\n        enableConstraintsForWidth(traitCollection.horizontalSizeClass)\n")
        #expect(Lint.rules(fixed).isEmpty)
        let byHand = Self.swiftOnlyOnChange.replacingOccurrences(of: "        setUpViews()\n",
                                                                 with: "        setUpViews()\n        traitCollectionDidChange(nil)\n")
        #expect(Lint.rules(byHand).isEmpty)
        let colours = """
        final class Badge: UIView {
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                layer.borderColor = UIColor.label.cgColor
            }
        }
        """
        #expect(Lint.rules(colours).isEmpty)
    }

    @Test("not reported: a switching helper also called outside the callback, or a callback that follows no size class")
    func helperCalledElsewhere() {
        // Shapes of the first version's false positives in public code (docs/lint.md): the
        // same helper run from viewWillAppear, and constraints rebuilt for a content size.
        let alsoOnAppear = """
        final class Article: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                applyBar()
            }
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                if previousTraitCollection?.horizontalSizeClass == .compact { applyBar() }
            }
            private func applyBar() {
                logo.heightAnchor.constraint(equalToConstant: 30).isActive = true
            }
        }
        """
        #expect(Lint.rules(alsoOnAppear).isEmpty)
        let contentSize = """
        final class Alert: UIViewController {
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
                    rebuild()
                }
            }
            private func rebuild() {
                NSLayoutConstraint.activate(rows)
            }
        }
        """
        #expect(Lint.rules(contentSize).isEmpty)
    }

    @Test("Objective-C: the same shape is reported; reading the traits in viewDidLoad is not")
    func objectiveC() {
        let onlyOnChange = """
        @implementation GalleryViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self setUpViews];
        }
        - (void)traitCollectionDidChange:(UITraitCollection *)previousTraitCollection {
            [super traitCollectionDidChange:previousTraitCollection];
            if (self.traitCollection.horizontalSizeClass == UIUserInterfaceSizeClassRegular) {
                [NSLayoutConstraint deactivateConstraints:self.compactConstraints];
                [NSLayoutConstraint activateConstraints:self.regularConstraints];
            }
        }
        @end
        """
        let findings = Lint.findings(onlyOnChange, .objectiveC)
        #expect(findings.map(\.rule) == ["size-class-layout-only-on-change"])
        #expect(findings.first?.line == 6)
        let fixed = onlyOnChange.replacingOccurrences(of: "    [self setUpViews];\n",
                                                      with: "    [self setUpViews];\n    [self traitCollectionDidChange:nil];\n")
        #expect(Lint.rules(fixed, .objectiveC).isEmpty)
        // A declaration in a header has no body: nothing to report.
        #expect(Lint.rules("- (void)traitCollectionDidChange:(UITraitCollection *)previousTraitCollection;", .objectiveC).isEmpty)
    }
}
