import Reports

/// Scans Objective-C (`.m`, `.mm`, `.h`) with ``ObjCTokenizer``: the same rules as Swift,
/// as patterns over tokens, with statements split at `;`, `{`, `}` and directive ends, and
/// `#define` bodies read against the macro's name.
struct ObjCScanner {
    private let source: SourceText
    private let tokens: [ObjCToken]
    /// The comments, for suppressions.
    private let comments: [ObjCToken]
    private var collector: FindingCollector
    private let barLiterals: Set<Int>
    /// The index of the matching brace for each `{` and `}` token (or -1).
    private var match: [Int]
    /// For each token, the first and one-past-last token index of its statement.
    private var statementStart: [Int]
    private var statementEnd: [Int]
    private var factsCache: [Int: StatementFacts] = [:]
    /// Token ranges of the `else` blocks of `if (@available(iOS 11…))`.
    private var fallbackRanges: [Range<Int>] = []
    /// Token ranges of `switch` blocks on the screen's size.
    private var screenSwitchRanges: [Range<Int>] = []
    /// Token ranges of `viewSafeAreaInsetsDidChange` bodies.
    private var safeAreaCallbackRanges: [Range<Int>] = []
    private var helperLines = Set<Int>()
    /// The file names so many models that it is a table of them (``Vocabulary/modelTableSize``):
    /// neither its model strings nor its model names (`IPHONE_X`) are reported.
    private var isModelTable = false
    /// Statements already reported for status-bar frame arithmetic: one finding each.
    private var statusBarStatements = Set<Int>()
    /// The statements already reported as `screen-bounds-layout`.
    private var screenBoundsStatements = Set<Int>()

    /// The findings in `text`, reported against `file`.
    static func scan(_ text: String, file: String, configuration: LintConfiguration) -> [ReportFinding] {
        let source = SourceText(text)
        var scanner = ObjCScanner(source: source, configuration: configuration, file: file)
        scanner.run()
        var comments: [(line: Int, column: Int, text: Substring)] = []
        if text.contains("safearea:") {
            for t in scanner.comments {
                comments.append((t.line, t.column, Substring(String(decoding: source.bytes[t.start..<t.end], as: UTF8.self))))
            }
        }
        return scanner.collector.findings(suppressions: comments.isEmpty ? Suppressions() : Suppressions(comments: comments))
    }

    private init(source: SourceText, configuration: LintConfiguration, file: String) {
        self.source = source
        let all = ObjCTokenizer.tokenize(source.bytes)
        tokens = all.filter { $0.kind != .comment }
        comments = all.filter { $0.kind == .comment }
        collector = FindingCollector(file: file, configuration: configuration, source: source)
        barLiterals = configuration.barLiterals
        match = Array(repeating: -1, count: tokens.count)
        statementStart = Array(repeating: 0, count: tokens.count)
        statementEnd = Array(repeating: 0, count: tokens.count)
    }

    // MARK: Token helpers

    private func text(_ i: Int) -> Substring {
        let t = tokens[i]
        return Substring(String(decoding: source.bytes[t.start..<t.end], as: UTF8.self))
    }

    private func isPunct(_ i: Int, _ p: String) -> Bool {
        guard i >= 0, i < tokens.count, tokens[i].kind == .punctuation else { return false }
        let t = tokens[i]
        return source.bytes[t.start..<t.end].elementsEqual(p.utf8)
    }

    private func isIdentifier(_ i: Int, _ name: String) -> Bool {
        guard i >= 0, i < tokens.count, tokens[i].kind == .identifier else { return false }
        let t = tokens[i]
        return source.bytes[t.start..<t.end].elementsEqual(name.utf8)
    }

    /// The next token index after `i` that is not a comment.
    private func next(_ i: Int) -> Int {
        var j = i + 1
        while j < tokens.count, tokens[j].kind == .comment { j += 1 }
        return j
    }

    /// The previous token index before `i` that is not a comment.
    private func previous(_ i: Int) -> Int {
        var j = i - 1
        while j >= 0, tokens[j].kind == .comment { j -= 1 }
        return j
    }

    private func numberValue(_ i: Int) -> Int? {
        var body = text(i)
        while let last = body.last, "fFlLuU".contains(last), !(body.hasPrefix("0x") || body.hasPrefix("0X")) { body = body.dropLast() }
        if body.hasPrefix("0x") || body.hasPrefix("0X") { return Int(body.dropFirst(2), radix: 16) }
        if let value = Int(body) { return value }
        if let value = Double(body), value == value.rounded(), abs(value) < 100_000 { return Int(value) }
        return nil
    }

    private mutating func add(_ rule: LintRuleID, at i: Int, _ message: String, _ suggestion: String, fixIt: String? = nil) {
        collector.add(rule, line: tokens[i].line, column: tokens[i].column, message: message, suggestion: suggestion, fixIt: fixIt)
    }

    // MARK: Structure

    private mutating func buildStructure() {
        var stack: [Int] = []
        var start = 0
        for i in tokens.indices {
            let t = tokens[i]
            if t.kind == .punctuation, t.end - t.start == 1 {
                let b = source.bytes[t.start]
                if b == UInt8(ascii: "{") { stack.append(i) }
                if b == UInt8(ascii: "}"), let open = stack.popLast() { match[open] = i; match[i] = open }
            }
            let boundary: Bool
            if t.kind == .punctuation, t.end - t.start == 1, [UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}")].contains(source.bytes[t.start]), t.directive < 0 {
                boundary = true
            } else {
                boundary = i + 1 == tokens.count || tokens[i + 1].directive != t.directive
            }
            if boundary {
                for j in start...i { statementStart[j] = start; statementEnd[j] = i + 1 }
                start = i + 1
            }
        }
    }

    private mutating func facts(_ i: Int) -> StatementFacts {
        let start = statementStart[i]
        if let cached = factsCache[start] { return cached }
        var facts = StatementFacts()
        for j in start..<statementEnd[i] {
            switch tokens[j].kind {
            case .identifier: facts.words.formUnion(Vocabulary.classify(text(j)))
            case .punctuation:
                let op = String(text(j))
                if Vocabulary.comparisonOperators.contains(op) { facts.comparison = true }
                if Vocabulary.arithmeticOperators.contains(op) { facts.arithmetic = true }
            default: break
            }
        }
        factsCache[start] = facts
        return facts
    }

    // MARK: Rules

    private mutating func run() {
        buildStructure()
        findBlocks()
        // A table of models (``Vocabulary/modelTableSize``) is not a layout check.
        let models = Set(tokens.indices.filter { tokens[$0].kind == .string }.map { text($0).dropFirst().dropLast() }.filter(Vocabulary.isModelString))
        isModelTable = models.count >= Vocabulary.modelTableSize
        for i in tokens.indices {
            switch tokens[i].kind {
            case .number: number(i)
            case .identifier: identifier(i)
            case .string:
                let body = text(i).dropFirst().dropLast()
                if !isModelTable, body.utf8.count >= 8, body.utf8.count <= 20, Vocabulary.isModelString(body) {
                    add(.deviceModelCheck, at: i,
                        "Checks the model string \"\(body)\"; the layout then depends on a list of models that every new device outdates.",
                        "Lay out with safeAreaLayoutGuide / safeAreaInsets, which give each device's real insets, instead of naming models.")
                }
            default: break
            }
        }
        bodiesOfSafeAreaCallbacks()
        sizeClassLayoutOnlyOnChange()
        safeAreaReadTooEarly()
    }

    /// `safe-area-read-too-early`: `self.view.safeAreaInsets` (or `[v safeAreaInsets]`, or
    /// `….safeAreaLayoutGuide.layoutFrame`) in `viewDidLoad`, `loadView`, `awakeFromNib`,
    /// `viewWillAppear:` or an `init…` method, outside the blocks there (which run later); a
    /// statement that names a window reads the window's insets and is passed over.
    private mutating func safeAreaReadTooEarly() {
        var reported = Set<Int>()
        for i in tokens.indices where tokens[i].kind == .identifier && isPunct(previous(i), ")") {
            // `- (void)viewDidLoad {`: the name follows the return type after a `-`.
            var open = previous(i)
            while open >= 0, !isPunct(open, "(") { open -= 1 }
            guard open >= 0, isPunct(previous(open), "-") else { continue }
            let name = String(text(i))
            guard Vocabulary.beforeOnScreen.contains(name) || name.hasPrefix("init") else { continue }
            var j = next(i)
            while j < tokens.count, !isPunct(j, "{"), !isPunct(j, ";") { j += 1 }
            guard j < tokens.count, isPunct(j, "{"), match[j] > j else { continue }
            let body = j..<match[j]
            // Blocks (`^{ … }`, `^(BOOL finished) { … }`) run later.
            var blocks: [Range<Int>] = []
            for k in body where isPunct(k, "^") {
                var b = next(k)
                while b < body.upperBound, !isPunct(b, "{"), !isPunct(b, ";") { b += 1 }
                if b < body.upperBound, isPunct(b, "{"), match[b] > b { blocks.append(b..<match[b]) }
            }
            for k in body where tokens[k].kind == .identifier && !blocks.contains(where: { $0.contains(k) }) {
                let property = isPunct(previous(k), ".") || isPunct(next(k), "]")
                let read = isIdentifier(k, "safeAreaInsets")
                    || (isIdentifier(k, "layoutFrame") && isPunct(previous(k), ".") && isIdentifier(previous(previous(k)), "safeAreaLayoutGuide"))
                guard read, property else { continue }
                let method = name.hasPrefix("init") ? "init" : name
                if method == "init" {
                    // Only the object's own insets: `self.safeAreaInsets`, `self.view.safeAreaInsets`,
                    // `[self safeAreaInsets]`, `[self.view safeAreaInsets]` (`self.safeAreaLayoutGuide.layoutFrame`).
                    let start = isIdentifier(k, "layoutFrame") ? previous(previous(k)) : k
                    let before = previous(start)
                    let receiverEnd = isPunct(before, ".") ? previous(before) : before
                    let ownView = isIdentifier(receiverEnd, "view") && isPunct(previous(receiverEnd), ".") && isIdentifier(previous(previous(receiverEnd)), "self")
                    guard isIdentifier(receiverEnd, "self") || ownView else { continue }
                } else {
                    // A window's insets, or another controller's view's, may be on screen already.
                    let statement = statementStart[k]..<statementEnd[k]
                    if statement.contains(where: {
                        guard tokens[$0].kind == .identifier else { return false }
                        let word = text($0).lowercased()
                        return word.contains("window") || word.contains("controller") || word.contains("parent")
                    }) { continue }
                }
                guard reported.insert(tokens[k].line).inserted else { continue }
                let words = Vocabulary.safeAreaReadTooEarly(in: method)
                add(.safeAreaReadTooEarly, at: k, words.message, words.suggestion)
            }
        }
    }

    /// `size-class-layout-only-on-change`: a `traitCollectionDidChange:` method that switches
    /// constraints, in a file that reads no trait outside such methods.
    private mutating func sizeClassLayoutOnlyOnChange() {
        var bodies: [(name: Int, body: Range<Int>)] = []
        for i in tokens.indices where isIdentifier(i, "traitCollectionDidChange") && isPunct(previous(i), ")") {
            // `- (void)traitCollectionDidChange:(UITraitCollection *)previous {`: the body is the
            // first brace before any `;` (a declaration has none).
            var j = next(i)
            while j < tokens.count, !isPunct(j, "{"), !isPunct(j, ";") { j += 1 }
            if j < tokens.count, isPunct(j, "{"), match[j] > j { bodies.append((i, j..<match[j])) }
        }
        guard !bodies.isEmpty else { return }
        for i in tokens.indices where tokens[i].kind == .identifier && Vocabulary.traitReads.contains(text(i)) {
            if !bodies.contains(where: { $0.body.contains(i) || $0.name == i }) { return }
        }
        func switches(_ range: Range<Int>) -> Bool {
            range.contains { tokens[$0].kind == .identifier && Vocabulary.constraintSwitches.contains(text($0)) }
        }
        // The file's methods that switch constraints, by the first part of their selector
        // (`- (void)enableConstraintsForWidth:(…)w {`), with their bodies.
        var switchers: [Substring: Range<Int>] = [:]
        for i in tokens.indices where tokens[i].kind == .identifier && isPunct(previous(i), ")") && !isPunct(previous(previous(i)), ")") {
            var j = next(i)
            while j < tokens.count, !isPunct(j, "{"), !isPunct(j, ";"), !isPunct(j, "}") { j += 1 }
            if j < tokens.count, isPunct(j, "{"), match[j] > j, switches(j..<match[j]) { switchers[text(i)] = j..<match[j] }
        }
        // `[self helper…]` calls: the helper's name, at `i`.
        func helperCall(_ i: Int) -> Substring? {
            tokens[i].kind == .identifier && switchers[text(i)] != nil && isIdentifier(previous(i), "self") ? text(i) : nil
        }
        func helperCalls(in range: Range<Int>) -> [Substring] { range.compactMap(helperCall) }
        let calledOutside = Set(tokens.indices.filter { i in !bodies.contains { $0.body.contains(i) } }.compactMap(helperCall))
        func mentionsSizeClass(_ range: Range<Int>) -> Bool {
            range.contains { tokens[$0].kind == .identifier && text($0).lowercased().contains("sizeclass") }
        }
        for (name, body) in bodies {
            let helpers = helperCalls(in: body)
            guard switches(body) || (!helpers.isEmpty && helpers.allSatisfy { !calledOutside.contains($0) }) else { continue }
            guard mentionsSizeClass(body) || helpers.contains(where: { switchers[$0].map(mentionsSizeClass) ?? false }) else { continue }
            add(.sizeClassLayoutOnlyOnChange, at: name, Vocabulary.sizeClassOnlyOnChange.message,
                Vocabulary.sizeClassOnlyOnChange.suggestion.replacingOccurrences(of: "registerForTraitChanges", with: "registerForTraitChanges:withHandler:"))
        }
    }

    /// `if (@available(iOS 11…)) {…} else {…}`, screen switches and `viewSafeAreaInsetsDidChange` bodies.
    private mutating func findBlocks() {
        for i in tokens.indices where tokens[i].kind == .identifier {
            if isIdentifier(i, "available"), isPunct(previous(i), "@") {
                availability(at: previous(i))
            } else if isIdentifier(i, "switch") {
                let open = next(i)
                guard isPunct(open, "(") else { continue }
                var depth = 0, j = open, words = WordClass()
                while j < tokens.count {
                    if isPunct(j, "(") { depth += 1 } else if isPunct(j, ")") { depth -= 1; if depth == 0 { break } }
                    if tokens[j].kind == .identifier { words.formUnion(Vocabulary.classify(text(j))) }
                    j += 1
                }
                let brace = next(j)
                if words.contains(.screen), isPunct(brace, "{"), match[brace] > brace { screenSwitchRanges.append(brace..<match[brace]) }
            } else if isIdentifier(i, "viewSafeAreaInsetsDidChange") || isIdentifier(i, "safeAreaInsetsDidChange") {
                let brace = next(i)
                if isPunct(brace, "{"), isPunct(previous(i), ")"), match[brace] > brace { safeAreaCallbackRanges.append(brace..<match[brace]) }
            }
        }
    }

    /// `@` at `at` starts `@available(iOS N…)`; inside an `if` condition with an `else`.
    private mutating func availability(at: Int) {
        let paren = next(next(at))
        guard isPunct(paren, "("), isIdentifier(next(paren), "iOS") else { return }
        let versionIndex = next(next(paren))
        guard versionIndex < tokens.count, tokens[versionIndex].kind == .number,
              let major = Int(text(versionIndex).prefix { $0 != "." }), major >= 11 else { return }
        // Back to `if (`.
        var j = previous(at), depth = 0
        while j >= 0 {
            if isPunct(j, ")") { depth += 1 } else if isPunct(j, "(") { if depth == 0 { break }; depth -= 1 }
            j -= 1
        }
        guard j >= 0, isIdentifier(previous(j), "if") else { return }
        // Forward to the condition's `)` and the then-block.
        var k = j, d = 0
        while k < tokens.count {
            if isPunct(k, "(") { d += 1 } else if isPunct(k, ")") { d -= 1; if d == 0 { break } }
            k += 1
        }
        let thenOpen = next(k)
        guard isPunct(thenOpen, "{"), match[thenOpen] > thenOpen else { return }
        let thenClose = match[thenOpen]
        guard isIdentifier(next(thenClose), "else") else { return }
        let elseOpen = next(next(thenClose))
        guard isPunct(elseOpen, "{"), match[elseOpen] > elseOpen else { return }
        let elseClose = match[elseOpen]
        fallbackRanges.append(elseOpen..<elseClose)
        var thenWords = WordClass(), elseWords = WordClass()
        for t in thenOpen..<thenClose where tokens[t].kind == .identifier { thenWords.formUnion(Vocabulary.classify(text(t))) }
        for t in elseOpen..<elseClose where tokens[t].kind == .identifier { elseWords.formUnion(Vocabulary.classify(text(t))) }
        if thenWords.contains(.safeArea), Vocabulary.isPreSafeAreaFallback(elseWords, major: major) {
            add(.duplicatedSafeAreaAvailability, at: at,
                "The layout is written twice, for the safe area under @available(iOS \(major)) and for iOS 10 in the else branch; the two drift apart.",
                "With a deployment target of iOS 11 or later keep only the safe-area branch; otherwise write it once against a helper that returns safeAreaLayoutGuide or, before iOS 11, the layout guides.")
        }
    }

    private mutating func number(_ i: Int) {
        guard let value = numberValue(i) else { return }
        let isDeviceSize = Vocabulary.deviceSizes.contains(value)
        let isBar = barLiterals.contains(value)
        guard isDeviceSize || isBar else { return }
        if isIdentifier(previous(i), "case") {
            if isDeviceSize, screenSwitchRanges.contains(where: { $0.contains(i) }) {
                add(.screenSizeComparison, at: i,
                    "Switches on the screen's size with a case for \(value), the size of particular devices; the next device falls through.",
                    "Lay out against safeAreaLayoutGuide and size classes (traitCollection) instead of testing which device this is.")
            }
            return
        }
        let facts = facts(i)
        // A device's size is compared as it stands; inside arithmetic it is some other length.
        if isDeviceSize, facts.comparison, facts.words.contains(.screen), !role(of: i).1 {
            add(.screenSizeComparison, at: i,
                "Compares the screen's size with \(value), the size of particular devices; the next device's size breaks it.",
                "Lay out against safeAreaLayoutGuide and size classes (traitCollection) instead of testing which device this is.")
            return
        }
        guard isBar else { return }
        if facts.comparison, facts.words.contains(.safeArea) || facts.words.contains(.bar) {
            add(.hardCodedBarHeight, at: i,
                "Compares a bar or safe-area inset with \(value) pt to guess the device; insets differ on every model and orientation.",
                "Use the inset itself (safeAreaInsets) in the layout rather than comparing it with a device's figure.")
            return
        }
        if facts.words.contains(.safeArea) || facts.words.contains(.statusBarFrame) { return }
        let (role, arithmetic) = role(of: i)
        // A width, an x or a side margin is no bar's height.
        if let role, Vocabulary.isHorizontalRole(role) { return }
        let statement = statementStart[i]..<statementEnd[i]
        if Vocabulary.anchorsAreHorizontal(statement.filter { tokens[$0].kind == .identifier }.map(text)) { return }
        if Vocabulary.isButtonHeight(value, identifiers: (statement.lowerBound..<i).filter { tokens[$0].kind == .identifier }.map(text)) { return }
        let barContext = facts.words.contains(.bar) && (facts.words.contains(.layout) || role.map { Vocabulary.classify(Substring($0)).contains(.layout) } == true)
        var positional = false
        if Vocabulary.distinctive.contains(value), let role {
            positional = role == "y" || role == "miny" || role == "maxy" || role == "origin"
                || role.contains("top") || role.contains("bottom") || role.contains("inset") || role.contains("offset")
                || (role == "constant" && facts.words.contains(.position))
        }
        if Vocabulary.distinctive.contains(value), arithmetic, facts.words.contains(.layout) { positional = true }
        guard barContext || positional else { return }
        add(.hardCodedBarHeight, at: i,
            "\(value) pt is a hard-coded \(SwiftRuleVisitor.barName(value)); it is wrong on devices with a notch, a Dynamic Island, a home indicator or a hidden status bar.",
            "Pin to safeAreaLayoutGuide (or read safeAreaInsets in viewDidLayoutSubviews) instead of adding a bar's height.")
    }

    /// What a number stands for: the selector piece before it (`constant:`), the property it is
    /// assigned to, its place in `CGRectMake` / `UIEdgeInsetsMake`, or the macro it defines.
    private func role(of i: Int) -> (String?, Bool) {
        var p = previous(i)
        var arithmetic = false
        let n = next(i)
        if n < tokens.count, tokens[n].kind == .punctuation, Vocabulary.arithmeticOperators.contains(String(text(n))) { arithmetic = true }
        // Skip operators and casts back to what names the value.
        while p >= 0, tokens[p].kind == .punctuation, ["-", "+", "*", "/"].contains(String(text(p))) {
            arithmetic = true
            p = previous(p)
            if p >= 0, tokens[p].kind != .punctuation { p = previous(p) }
        }
        if isPunct(p, ":"), previous(p) >= 0, tokens[previous(p)].kind == .identifier {
            return (Vocabulary.normalize(text(previous(p))), arithmetic)
        }
        if isPunct(p, "=") || isPunct(p, "+=") || isPunct(p, "-="), previous(p) >= 0, tokens[previous(p)].kind == .identifier {
            return (Vocabulary.normalize(text(previous(p))), arithmetic || !isPunct(p, "="))
        }
        // A C call: the argument's index.
        var j = i, depth = 0, index = 0
        let start = statementStart[i]
        while j > start {
            j -= 1
            if isPunct(j, ")") || isPunct(j, "]") { depth += 1 } else if isPunct(j, "(") || isPunct(j, "[") {
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0, isPunct(j, ",") { index += 1 }
        }
        if isPunct(j, "("), previous(j) >= 0, tokens[previous(j)].kind == .identifier {
            let callee = Vocabulary.normalize(text(previous(j)))
            switch callee {
            case "cgrectmake": return (["x", "y", "width", "height"][min(index, 3)], arithmetic)
            case "uiedgeinsetsmake": return (["top", "left", "bottom", "right"][min(index, 3)], arithmetic)
            case "cgpointmake": return (["x", "y"][min(index, 1)], arithmetic)
            default: break
            }
        }
        // A #define: the macro's name.
        let d = tokens[i].directive
        if d >= 0, isIdentifier(next(statementStart[i]), "define") {
            let name = next(next(statementStart[i]))
            if name < tokens.count, tokens[name].kind == .identifier { return (Vocabulary.normalize(text(name)), arithmetic) }
        }
        return (nil, arithmetic)
    }

    /// Whether the identifier at `i` is the name a declaration introduces (`CGRect
    /// statusBarFrame = …;`): a type or `*` before it and `=`, `;` or `,` after it. Naming a
    /// variable is not using the status bar; the uses are reported where they compute.
    private func isDeclaredName(_ i: Int) -> Bool {
        let before = previous(i), after = next(i)
        guard before >= 0, after < tokens.count else { return false }
        let typed = tokens[before].kind == .identifier || isPunct(before, "*")
        return typed && (isPunct(after, "=") || isPunct(after, ";") || isPunct(after, ","))
    }

    /// Whether the statement around `i` builds geometry: a call such as `CGRectMake(…)` or
    /// `UIEdgeInsetsMake(…)`, or a constraint — not merely a `CGRect` type in a declaration.
    private mutating func hasGeometryBuilderCall(in i: Int) -> Bool {
        for j in statementStart[i]..<statementEnd[i] where tokens[j].kind == .identifier {
            let word = Vocabulary.normalize(text(j))
            if word.contains("constraint") { return true }
            if Vocabulary.classify(text(j)).contains(.geometryBuilder), isPunct(next(j), "(") { return true }
        }
        return false
    }

    private mutating func identifier(_ i: Int) {
        let name = text(i)
        let words = Vocabulary.classify(name)
        if words.contains(.deviceHelper), !isModelTable, helperLines.insert(tokens[i].line).inserted {
            add(.deviceModelCheck, at: i,
                "'\(name)' decides the layout by which device this is; every new model (and iPad, and landscape) breaks it.",
                "Delete the macro or helper and lay out with safeAreaLayoutGuide / safeAreaInsets, which give each device's real insets.")
        }
        if words.contains(.statusBarFrame), !isDeclaredName(i), !statusBarStatements.contains(statementStart[i]) {
            let facts = facts(i)
            if facts.arithmetic || facts.comparison || hasGeometryBuilderCall(in: i) {
                statusBarStatements.insert(statementStart[i])
                add(.statusBarFrameArithmetic, at: i,
                    "Computes layout from the status bar's frame; its height is 20, 44, 47, 48, 50, 54 or 0 pt depending on the device, orientation and call state, and it is not the safe area.",
                    "Use self.view.safeAreaInsets.top or pin to self.view.safeAreaLayoutGuide.topAnchor.")
            }
        }
        if words.contains(.deprecated), !fallbackRanges.contains(where: { $0.contains(i) }) {
            deprecated(i, name: String(name))
        }
        if name == "mainScreen", isIdentifier(previous(i), "UIScreen") { screenBounds(i) }
    }

    /// `screen-bounds-layout`: `[UIScreen mainScreen].bounds` (or `[[UIScreen mainScreen]
    /// bounds]`, or a part of it) given to a view's geometry in the same statement: assigned to
    /// a `frame` or a constraint's `constant`, a `CGRectMake` argument, `initWithFrame:`. A
    /// declared local (`CGFloat width = …;`), a macro, a window or a toolbar are passed over,
    /// as in Swift.
    private mutating func screenBounds(_ mainScreen: Int) {
        // `[UIScreen mainScreen]` then `.bounds`, or inside `[[UIScreen mainScreen] bounds]`.
        let open = previous(previous(mainScreen)), close = next(mainScreen)
        guard isPunct(open, "["), isPunct(close, "]") else { return }
        let start: Int
        if isPunct(next(close), "."), isIdentifier(next(next(close)), "bounds") {
            start = open
        } else if isIdentifier(next(close), "bounds"), isPunct(previous(open), "[") {
            start = previous(open)
        } else {
            return
        }
        let (role, _) = role(of: start)
        guard let role, Vocabulary.viewGeometryRoles.contains(role) else { return }
        let before = previous(start)
        if isPunct(before, "="), isDeclaredName(previous(before)) { return }
        let statement = statementStart[start]
        for j in statement..<statementEnd[start] where tokens[j].kind == .identifier && Vocabulary.excusesScreenBounds(text(j)) { return }
        guard screenBoundsStatements.insert(statement).inserted else { return }
        add(.screenBoundsLayout, at: start,
            "Sets \(role == "constant" ? "a constraint's constant" : role == "initwithframe" ? "a view's frame" : "a view's \(role)") from [UIScreen mainScreen].bounds, the whole screen: the app's window can be smaller (iPad multitasking, Stage Manager, iOS 27's resizable iPhone apps), and the screen's bounds take no account of the safe area.",
            "Lay the view out against its superview's bounds or self.view.safeAreaLayoutGuide (constraints), or read the size in viewWillTransitionToSize:withTransitionCoordinator: / viewDidLayoutSubviews; [UIScreen mainScreen] is deprecated (Apple: use the screen found through context).")
    }

    private mutating func deprecated(_ i: Int, name: String) {
        if name == "automaticallyAdjustsScrollViewInsets" {
            add(.deprecatedInsetAPI, at: i,
                "automaticallyAdjustsScrollViewInsets is deprecated since iOS 11 and does nothing there.",
                "Set the scroll view's contentInsetAdjustmentBehavior (UIScrollViewContentInsetAdjustmentNever to manage insets yourself, Automatic to let the safe area adjust them).")
            return
        }
        let top = name == "topLayoutGuide"
        var replacement: String?
        var receiver = ""
        if isPunct(previous(i), "."), isIdentifier(previous(previous(i)), "self") { receiver = "self." }
        let dot = next(i)
        if isPunct(dot, "."), next(dot) < tokens.count, tokens[next(dot)].kind == .identifier {
            switch text(next(dot)) {
            case "bottomAnchor" where top: replacement = "self.view.safeAreaLayoutGuide.topAnchor"
            case "topAnchor" where !top: replacement = "self.view.safeAreaLayoutGuide.bottomAnchor"
            case "length": replacement = top ? "self.view.safeAreaInsets.top" : "self.view.safeAreaInsets.bottom"
            default: break
            }
            if let r = replacement { replacement = "\(receiver)\(name).\(text(next(dot))) → \(r)" }
        }
        add(.deprecatedInsetAPI, at: i,
            "\(name) is deprecated since iOS 11; it ignores the sensor housing, the home indicator and additionalSafeAreaInsets.",
            top ? "Use self.view.safeAreaLayoutGuide.topAnchor (or self.view.safeAreaInsets.top)." : "Use self.view.safeAreaLayoutGuide.bottomAnchor (or self.view.safeAreaInsets.bottom).",
            fixIt: replacement)
    }

    /// Assignments to a bar's frame, height or constant inside `viewSafeAreaInsetsDidChange`.
    private mutating func bodiesOfSafeAreaCallbacks() {
        for range in safeAreaCallbackRanges {
            var i = range.lowerBound + 1
            while i < range.upperBound {
                let start = statementStart[i], end = statementEnd[i]
                var lhs = WordClass(), barLike = false, assigned = false
                for j in start..<end {
                    if isPunct(j, "=") || isPunct(j, "+=") || isPunct(j, "-=") { assigned = true; break }
                    if tokens[j].kind == .identifier {
                        let word = Vocabulary.normalize(text(j))
                        lhs.formUnion(Vocabulary.classify(text(j)))
                        if word.contains("bar") || word.contains("header") || word.contains("footer") { barLike = true }
                    }
                }
                if assigned, barLike, lhs.contains(.layout) {
                    add(.barResizeInSafeAreaDidChange, at: start,
                        "A bar is resized in viewSafeAreaInsetsDidChange, which runs once per change and after a push animation starts, so the bar jumps.",
                        "Size the bar in viewDidLayoutSubviews (or constrain it to self.view.safeAreaLayoutGuide.topAnchor and let Auto Layout follow the insets).")
                }
                i = max(end, i + 1)
            }
        }
    }
}
