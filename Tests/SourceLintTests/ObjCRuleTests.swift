import Testing
@testable import SourceLint

@Suite("Objective-C rules and tokenizer")
struct ObjCRuleTests {
    static func rules(_ code: String) -> [String] { Lint.rules(code, .objectiveC) }

    @Test("the tokenizer keeps lines and columns and skips comments and strings")
    func tokenizer() {
        let source = "#define kA 20 \\\n  + 44\nx = @\"a // b\"; /* 64\n */ y = 0x1F;"
        let tokens = ObjCTokenizer.tokenize(Array(source.utf8))
        let bytes = Array(source.utf8)
        let texts = tokens.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
        #expect(texts == ["#", "define", "kA", "20", "+", "44", "x", "=", "@", "\"a // b\"", ";", "/* 64\n */", "y", "=", "0x1F", ";"])
        #expect(tokens[5].line == 2 && tokens[5].column == 5 && tokens[5].directive == 0)
        #expect(tokens[6].directive == -1 && tokens[6].line == 3)
        #expect(tokens[11].kind == .comment && tokens[12].line == 4)
    }

    @Test("macros: bar heights, isIPhoneX and screen comparisons")
    func macros() {
        #expect(Self.rules("#define kStatusBarHeight 20") == ["hard-coded-bar-height"])
        #expect(Self.rules("#define NAV_BAR_HEIGHT 44.0f") == ["hard-coded-bar-height"])
        #expect(Self.rules("#define kTopInset 64") == ["hard-coded-bar-height"])
        #expect(Self.rules("#define kIsIPhoneX NO") == ["device-model-check"])
        #expect(Self.rules("#define IS_TALL ([UIScreen mainScreen].bounds.size.height == 812.0)") == ["screen-size-comparison"])
        #expect(Self.rules("#define kMaxItems 20\n#define kAnimationDuration 0.25") .isEmpty)
    }

    @Test("statements: frames, insets, constants; safe-area spacing is fine")
    func statements() {
        #expect(Self.rules("self.tableView.frame = CGRectMake(0, 64, w, h);") == ["hard-coded-bar-height"])
        #expect(Self.rules("self.tableView.contentInset = UIEdgeInsetsMake(88, 0, 0, 0);") == ["hard-coded-bar-height"])
        #expect(Self.rules("self.topConstraint.constant = 64;") == ["hard-coded-bar-height"])
        #expect(Self.rules("[self.label.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:64].active = YES;") == ["hard-coded-bar-height"])
        #expect(Self.rules("CGFloat navBarHeight = 44;") == ["hard-coded-bar-height"])
        #expect(Self.rules("[self.label.topAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.topAnchor constant:20].active = YES;").isEmpty)
        #expect(Self.rules("self.avatar.frame = CGRectMake(0, 0, 88, 88);").isEmpty)
        #expect(Self.rules("if (self.view.safeAreaInsets.bottom > 0 && self.view.safeAreaInsets.top == 44) {}") == ["hard-coded-bar-height"])
    }

    @Test("model strings, statusBarFrame, deprecated APIs and their fix-its")
    func others() {
        #expect(Self.rules("if ([machine isEqualToString:@\"iPhone10,3\"]) {}") == ["device-model-check"])
        #expect(Self.rules("CGFloat top = [UIApplication sharedApplication].statusBarFrame.size.height + 44;") == ["status-bar-frame-arithmetic"])
        #expect(Self.rules("self.automaticallyAdjustsScrollViewInsets = NO;") == ["deprecated-inset-api"])
        let guide = Lint.findings("[v.topAnchor constraintEqualToAnchor:self.topLayoutGuide.bottomAnchor].active = YES;", .objectiveC)
        #expect(guide.map(\.rule) == ["deprecated-inset-api"])
        #expect(guide.first?.fixIt == "self.topLayoutGuide.bottomAnchor → self.view.safeAreaLayoutGuide.topAnchor")
    }

    @Test("@available twice, its exempt fallback, screen switches and viewSafeAreaInsetsDidChange")
    func blocks() {
        let twice = """
        if (@available(iOS 11.0, *)) {
            [v.topAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.topAnchor].active = YES;
        } else {
            [v.topAnchor constraintEqualToAnchor:self.topLayoutGuide.bottomAnchor].active = YES;
        }
        """
        #expect(Self.rules(twice) == ["duplicated-safe-area-availability"])
        let switched = "switch ((int)[UIScreen mainScreen].nativeBounds.size.height) {\ncase 2436: x = 1; break;\ncase 1: break;\n}"
        #expect(Self.rules(switched) == ["screen-size-comparison"])
        #expect(Self.rules("switch (count) {\ncase 2436: break;\n}").isEmpty)
        let callback = "- (void)viewSafeAreaInsetsDidChange {\n    [super viewSafeAreaInsetsDidChange];\n    self.navBarHeight.constant = self.view.safeAreaInsets.top + 44;\n}"
        #expect(Self.rules(callback) == ["bar-resize-in-safe-area-did-change"])
        let layout = callback.replacingOccurrences(of: "viewSafeAreaInsetsDidChange", with: "viewDidLayoutSubviews")
        #expect(Self.rules(layout).isEmpty)
    }

    @Test("[UIScreen mainScreen].bounds given to a view's geometry; locals, macros, windows and other properties are not (Alfresco, seafile, OsmAnd in the lint corpus)")
    func screenBoundsLayout() {
        for code in ["UIView *view = [[UIView alloc] initWithFrame:[[UIScreen mainScreen] bounds]];",
                     "self.view.frame = [UIScreen mainScreen].bounds;",
                     "_progressView = [[UIProgressView alloc] initWithFrame:CGRectMake(0, y, [UIScreen mainScreen].bounds.size.width, 2)];",
                     "spinner.center = CGPointMake([UIScreen mainScreen].bounds.size.width / 2, [UIScreen mainScreen].bounds.size.height / 2);",
                     "self.heightConstraint.constant = [UIScreen mainScreen].bounds.size.height - self.footerHeight;"] {
            #expect(Self.rules(code) == ["screen-bounds-layout"], "\(code)")
        }
        for code in ["self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];",
                     "CGFloat width = [UIScreen mainScreen].bounds.size.width;",
                     "CGRect bounds = [[UIScreen mainScreen] bounds];",
                     "#define SCREEN_WIDTH [UIScreen mainScreen].bounds.size.width",
                     "UIToolbar *bar = [[UIToolbar alloc] initWithFrame:CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width, 30)];",
                     "CGFloat scale = [UIScreen mainScreen].scale;",
                     "NSLog(@\"%@\", NSStringFromCGRect([UIScreen mainScreen].bounds));"] {
            #expect(Self.rules(code).isEmpty, "\(code)")
        }
    }
}
