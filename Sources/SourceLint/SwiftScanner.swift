import Reports
import SwiftParser
import SwiftSyntax

/// Scans Swift source with swift-syntax: the file is parsed once and walked once by
/// ``SwiftRuleVisitor``; facts about each statement are gathered once and shared by the
/// literals in it.
enum SwiftScanner {
    /// The findings in `text`, reported against `file`.
    static func scan(_ text: String, file: String, configuration: LintConfiguration) -> [ReportFinding] {
        let source = SourceText(text)
        let tree = Parser.parse(source: text)
        let visitor = SwiftRuleVisitor(source: source, collector: FindingCollector(file: file, configuration: configuration, source: source),
                                       barLiterals: configuration.barLiterals)
        var models = Set<String>()
        for token in tree.tokens(viewMode: .sourceAccurate) {
            if case .stringSegment(let text) = token.tokenKind, Vocabulary.isModelString(Substring(text)) { models.insert(text) }
        }
        visitor.isModelTable = models.count >= Vocabulary.modelTableSize
        // A file that imports modules, none of them a UI framework (a fragment without imports counts as UI code).
        visitor.importsUI = !text.contains("import ")
            || ["import UIKit", "import SwiftUI", "import AppKit", "import Cocoa", "import CoreGraphics"].contains { text.contains($0) }
        visitor.walk(tree)
        // Most files never name the callback: a search of the text spares them the walks.
        if text.contains("traitCollectionDidChange") {
            sizeClassLayoutOnlyOnChange(tree, source: source, collector: &visitor.collector)
        }
        let suppressions = text.utf8.count >= 9 && text.contains("safearea:") ? Suppressions(comments: comments(in: tree, source: source)) : Suppressions()
        return visitor.collector.findings(suppressions: suppressions)
    }

    /// `size-class-layout-only-on-change`: an `override func traitCollectionDidChange` that
    /// switches constraints, in a file that reads no trait anywhere else (so nothing sets the
    /// first size class's constraints: UYL, "Predicting Size Classes in iOS 13").
    static func sizeClassLayoutOnlyOnChange(_ tree: SourceFileSyntax, source: SourceText, collector: inout FindingCollector) {
        final class Finder: SyntaxVisitor {
            var callbacks: [FunctionDeclSyntax] = []
            /// The functions of the file whose bodies switch constraints, with their bodies.
            var switchers: [String: CodeBlockSyntax] = [:]
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                if node.name.text == "traitCollectionDidChange", node.modifiers.contains(where: { $0.name.text == "override" }),
                   node.body != nil { callbacks.append(node) }
                if let body = node.body, SwiftScanner.switchesConstraints(body) { switchers[node.name.text] = body }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard !finder.callbacks.isEmpty else { return }
        let inside = finder.callbacks.map { $0.position.utf8Offset..<$0.endPosition.utf8Offset }
        func isInside(_ node: some SyntaxProtocol) -> Bool {
            let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
            return inside.contains { $0.contains(offset) }
        }
        // The traits read, or the callback called, anywhere else: the first layout is set there.
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, Vocabulary.traitReads.contains(Substring(name)) else { continue }
            if !isInside(token) { return }
        }
        // A switching function also called outside the callbacks sets the first layout too.
        let calledOutside = Set(calledNames(in: Syntax(tree)) { !isInside($0) })
        for callback in finder.callbacks {
            guard let body = callback.body else { continue }
            // Switching itself, or through a function of the file called only from here.
            let helpers = calledNames(in: Syntax(body)).filter { finder.switchers[$0] != nil }
            guard switchesConstraints(body) || (!helpers.isEmpty && helpers.allSatisfy { !calledOutside.contains($0) }) else { continue }
            // By size class: the callback or its helpers name one.
            guard mentionsSizeClass(Syntax(body)) || helpers.contains(where: { finder.switchers[$0].map { mentionsSizeClass(Syntax($0)) } ?? false })
            else { continue }
            let place = source.location(of: callback.name.positionAfterSkippingLeadingTrivia.utf8Offset)
            collector.add(.sizeClassLayoutOnlyOnChange, line: place.line, column: place.column,
                          message: Vocabulary.sizeClassOnlyOnChange.message, suggestion: Vocabulary.sizeClassOnlyOnChange.suggestion)
        }
    }

    /// Whether `node` names a size class (`horizontalSizeClass`, `UIUserInterfaceSizeClass` …).
    static func mentionsSizeClass(_ node: Syntax) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains {
            if case .identifier(let name) = $0.tokenKind { return name.lowercased().contains("sizeclass") }
            return false
        }
    }

    /// The names of the functions `body` calls on `self` or unqualified (`apply(…)`, `self.apply(…)`).
    static func calledNames(in node: Syntax, where keep: @escaping (FunctionCallExprSyntax) -> Bool = { _ in true }) -> [String] {
        final class Calls: SyntaxVisitor {
            var names: [String] = []
            var keep: (FunctionCallExprSyntax) -> Bool = { _ in true }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard keep(node) else { return .visitChildren }
                if let ref = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                    names.append(ref.baseName.text)
                } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                          member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                    names.append(member.declName.baseName.text)
                }
                return .visitChildren
            }
        }
        let calls = Calls(viewMode: .sourceAccurate)
        calls.keep = keep
        calls.walk(node)
        return calls.names
    }

    /// Whether `body` names a constraint switch (`activate`, `isActive`, …).
    static func switchesConstraints(_ body: CodeBlockSyntax) -> Bool {
        body.tokens(viewMode: .sourceAccurate).contains {
            if case .identifier(let name) = $0.tokenKind { return Vocabulary.constraintSwitches.contains(Substring(name)) }
            return false
        }
    }

    /// Every comment of `tree` with its place, in source order.
    static func comments(in tree: SourceFileSyntax, source: SourceText) -> [(line: Int, column: Int, text: Substring)] {
        var out: [(line: Int, column: Int, text: Substring)] = []
        func collect(_ trivia: Trivia, from start: AbsolutePosition) {
            var offset = start.utf8Offset
            for piece in trivia {
                switch piece {
                case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text):
                    let place = source.location(of: offset)
                    out.append((place.line, place.column, Substring(text)))
                default: break
                }
                offset += piece.sourceLength.utf8Length
            }
        }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            collect(token.leadingTrivia, from: token.position)
            collect(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia)
        }
        return out
    }
}

/// What a statement (or an array element, a condition, a declaration) mentions.
struct StatementFacts {
    /// The union of its identifiers' classes.
    var words: WordClass = []
    /// It compares (`==`, `<` …).
    var comparison = false
    /// It computes (`+`, `-`, `*`, `/`, `+=` …).
    var arithmetic = false
}

/// The rules over a Swift syntax tree.
final class SwiftRuleVisitor: SyntaxVisitor {
    let source: SourceText
    var collector: FindingCollector
    let barLiterals: Set<Int>
    private var factsCache: [SyntaxIdentifier: StatementFacts] = [:]
    /// The statements already reported as `screen-bounds-layout` (a `CGRect` of the screen's
    /// width and height is one finding).
    private var screenBoundsStatements: Set<SyntaxIdentifier> = []
    private var safeAreaCallbackDepth: [Bool] = []
    /// Per enclosing function or closure, the method whose body runs before its view is on
    /// screen (`viewDidLoad`, `init`…); nil for others and for closures, which run later.
    private var earlyMethod: [String?] = []
    /// Lines already reported for an early safe-area read: one finding each.
    private var earlyReadLines = Set<Int>()
    /// Per enclosing function, the local names that shadow a deprecated API
    /// (`let topLayoutGuide: CGFloat = …` is a number, not the guide).
    private var shadowedNames: [Set<String>] = [[]]
    private var helperLines = Set<Int>()
    /// The file names so many models that it is a table of them (``Vocabulary/modelTableSize``).
    var isModelTable = false
    /// The file imports a UI framework, or nothing: importing others only, a number in an "offset" is no layout
    /// (AlphaWallet's `callDataOffsetStart = 64*2`, a byte offset, in the lint corpus).
    var importsUI = true

    init(source: SourceText, collector: FindingCollector, barLiterals: Set<Int>) {
        self.source = source
        self.collector = collector
        self.barLiterals = barLiterals
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Places

    private func place(_ node: some SyntaxProtocol) -> (line: Int, column: Int) {
        source.location(of: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    private func add(_ rule: LintRuleID, at node: some SyntaxProtocol, _ message: String, _ suggestion: String, fixIt: String? = nil) {
        let p = place(node)
        collector.add(rule, line: p.line, column: p.column, message: message, suggestion: suggestion, fixIt: fixIt)
    }

    // MARK: Statement facts

    /// The statement-like node around `node`: the nearest array element, condition, pattern
    /// binding, statement or member.
    private func statement(of node: Syntax) -> Syntax {
        var current = node
        while let parent = current.parent {
            switch current.kind {
            case .codeBlockItem, .memberBlockItem, .arrayElement, .conditionElement, .patternBinding, .switchCaseItem:
                return current
            default:
                current = parent
            }
        }
        return current
    }

    private func facts(of node: Syntax) -> StatementFacts {
        if let cached = factsCache[node.id] { return cached }
        var facts = StatementFacts()
        for token in node.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .identifier(let name): facts.words.formUnion(Vocabulary.classify(Substring(name)))
            case .binaryOperator(let op):
                if Vocabulary.comparisonOperators.contains(op) { facts.comparison = true }
                if Vocabulary.arithmeticOperators.contains(op) { facts.arithmetic = true }
            case .prefixOperator("-"): facts.arithmetic = true
            default: break
            }
        }
        factsCache[node.id] = facts
        return facts
    }

    /// What a literal stands for: the argument label or the called method for an argument,
    /// the assigned property for an assignment, the bound name for a declaration; and whether
    /// it takes part in arithmetic on the way there.
    private func role(of literal: Syntax) -> (role: String?, arithmetic: Bool) {
        var current = literal
        var element = literal   // the child of the innermost expression list on the way up
        var arithmetic = false
        while let parent = current.parent {
            if parent.kind == .exprList {
                element = current
                current = parent
                continue
            }
            if let sequence = parent.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                if elements.contains(where: { ($0.as(BinaryOperatorExprSyntax.self).map { ["+", "-", "*", "/"].contains($0.operator.text) }) ?? false }) {
                    arithmetic = true
                }
                if let assign = elements.firstIndex(where: { $0.is(AssignmentExprSyntax.self) }),
                   let mine = elements.firstIndex(where: { $0.id == element.id }), mine > assign {
                    let name = elements[..<assign].last?.lastToken(viewMode: .sourceAccurate)?.text
                    return (name.map { Vocabulary.normalize(Substring($0)) }, arithmetic)
                }
                for element in elements {
                    if let op = element.as(BinaryOperatorExprSyntax.self), Vocabulary.arithmeticOperators.contains(op.operator.text) {
                        if op.operator.text.hasSuffix("=") {
                            if let mine = elements.firstIndex(where: { $0.id == element.id }), let opIndex = elements.firstIndex(where: { $0.id == element.id }),
                               mine > opIndex, let name = elements[..<opIndex].last?.lastToken(viewMode: .sourceAccurate)?.text {
                                return (Vocabulary.normalize(Substring(name)), true)
                            }
                        }
                        arithmetic = true
                    }
                }
                current = parent
                continue
            }
            if let labeled = parent.as(LabeledExprSyntax.self) {
                if let label = labeled.label { return (Vocabulary.normalize(Substring(label.text)), arithmetic) }
                if let call = labeled.parent?.parent?.as(FunctionCallExprSyntax.self),
                   let name = call.calledExpression.lastToken(viewMode: .sourceAccurate)?.text {
                    return (Vocabulary.normalize(Substring(name)), arithmetic)
                }
                return (nil, arithmetic)
            }
            if let binding = parent.as(PatternBindingSyntax.self) {
                return (binding.pattern.as(IdentifierPatternSyntax.self).map { Vocabulary.normalize(Substring($0.identifier.text)) }, arithmetic)
            }
            switch parent.kind {
            case .prefixOperatorExpr, .tupleExpr, .labeledExprList, .infixOperatorExpr, .initializerClause, .ternaryExpr:
                current = parent
            default:
                return (nil, arithmetic)
            }
        }
        return (nil, arithmetic)
    }

    /// Whether `literal` is a `height:` argument whose call also has a `width:` that is a
    /// number, or that adds the same number (`CGSize(width: 24, height: 24)`: an icon's size;
    /// `CGSize(width: size.width + 20, height: size.height + 20)`: padding, AltStore's back
    /// button), where a bar's height has a width that spans its container.
    static func hasLiteralWidthBeside(_ literal: Syntax) -> Bool {
        var current = literal
        while let parent = current.parent, !parent.is(LabeledExprListSyntax.self) { current = parent }
        guard let list = current.parent?.as(LabeledExprListSyntax.self) else { return false }
        let number = literal.trimmedDescription
        return list.contains { argument in
            guard argument.label?.text == "width" else { return false }
            if argument.expression.is(IntegerLiteralExprSyntax.self) || argument.expression.is(FloatLiteralExprSyntax.self) { return true }
            return argument.expression.tokens(viewMode: .sourceAccurate).contains { $0.text == number }
        }
    }

    private static func isPositional(_ role: String, facts: StatementFacts) -> Bool {
        if role == "y" || role == "miny" || role == "maxy" || role == "origin" { return true }
        if role.contains("top") || role.contains("bottom") || role.contains("inset") || role.contains("offset") { return true }
        if role == "constant" || role == "inset" || role == "offset" { return facts.words.contains(.position) }
        return false
    }

    // MARK: Literals

    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.literal.text
        if let value = Int(text.filter { $0 != "_" }) { literal(Syntax(node), value: value) }
        return .skipChildren
    }

    override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if let value = Double(node.literal.text.filter { $0 != "_" }), value == value.rounded(), abs(value) < 100_000 {
            literal(Syntax(node), value: Int(value))
        }
        return .skipChildren
    }

    private func literal(_ node: Syntax, value: Int) {
        let isDeviceSize = Vocabulary.deviceSizes.contains(value)
        let isBar = barLiterals.contains(value)
        guard isDeviceSize || isBar else { return }
        let statement = statement(of: node)
        if statement.kind == .switchCaseItem { return }   // switch subjects are handled in visit(SwitchExprSyntax)
        let facts = facts(of: statement)
        // A device's size is compared as it stands; inside arithmetic (`screenHeight - 320 - 50`)
        // it is some other length (seafile's action sheet in the lint corpus).
        if isDeviceSize, facts.comparison, facts.words.contains(.screen), !role(of: node).arithmetic {
            add(.screenSizeComparison, at: node,
                "Compares the screen's size with \(value), the size of particular devices; the next device's size breaks it.",
                "Lay out against view.safeAreaLayoutGuide and size classes (traitCollection) instead of testing which device this is.")
            return
        }
        guard isBar else { return }
        if facts.comparison, facts.words.contains(.safeArea) || facts.words.contains(.bar) {
            add(.hardCodedBarHeight, at: node,
                "Compares a bar or safe-area inset with \(value) pt to guess the device; insets differ on every model and orientation.",
                "Use the inset itself (view.safeAreaInsets) in the layout rather than comparing it with a device's figure.")
            return
        }
        if facts.words.contains(.safeArea) || facts.words.contains(.statusBarFrame) { return }
        let (role, arithmetic) = role(of: node)
        // A width, an x or a side margin is no bar's height; nor is an icon's square size.
        if let role, Vocabulary.isHorizontalRole(role) { return }
        // The statement's identifiers, with how many come before the number.
        var identifiers: [Substring] = [], before = 0
        for token in statement.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind else { continue }
            identifiers.append(Substring(name))
            if token.position < node.position { before += 1 }
        }
        if Vocabulary.anchorsAreHorizontal(identifiers) { return }
        if Vocabulary.isButtonHeight(value, identifiers: Array(identifiers.prefix(before))) { return }
        if role == "height", Self.hasLiteralWidthBeside(node) { return }
        let barContext = facts.words.contains(.bar) && (facts.words.contains(.layout) || role.map { Vocabulary.classify(Substring($0)).contains(.layout) } == true)
        let positional = importsUI && Vocabulary.distinctive.contains(value)
            && ((role.map { Self.isPositional($0, facts: facts) } ?? false) || (arithmetic && facts.words.contains(.layout)))
        guard barContext || positional else { return }
        let bottom = (role.map { Vocabulary.normalize(Substring($0)).contains("bottom") } ?? false)
        add(.hardCodedBarHeight, at: node,
            "\(value) pt is a hard-coded \(Self.barName(value, bottom: bottom)); it is wrong on devices with a notch, a Dynamic Island, a home indicator or a hidden status bar.",
            "Pin to view.safeAreaLayoutGuide (or read view.safeAreaInsets in viewDidLayoutSubviews) instead of adding a bar's height.")
    }

    /// What a bar literal usually stands for.
    static func barName(_ value: Int, bottom: Bool = false) -> String {
        // At the bottom, 44 / 64 / 88 are a toolbar or input bar with or without the home band,
        // not the status bar + navigation bar they are at the top.
        if bottom, [44, 64, 88].contains(value) { return "bottom bar height" }
        return switch value {
        case 20: "status bar height"
        case 44: "navigation bar (or notched status bar) height"
        case 49: "tab bar height"
        case 64: "status bar + navigation bar height"
        case 83: "tab bar + home indicator height"
        case 88: "notched status bar + navigation bar height"
        case 34: "home indicator inset"
        case 24: "home indicator (or status bar) inset"
        case 47, 59: "Dynamic Island / notch status bar height"
        case 54: "iOS 26 navigation bar (or Dynamic Island status bar) height"
        case 48: "iOS 26 toolbar (or notch status bar) height"
        default: "bar or inset height"
        }
    }

    // MARK: Screen switches

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        var subject = WordClass()
        for token in node.subject.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { subject.formUnion(Vocabulary.classify(Substring(name))) }
        }
        guard subject.contains(.screen) else { return .visitChildren }
        for case .switchCase(let switchCase) in node.cases {
            guard case .case(let label) = switchCase.label else { continue }
            for item in label.caseItems {
                for token in item.pattern.tokens(viewMode: .sourceAccurate) {
                    if case .integerLiteral(let text) = token.tokenKind, let value = Int(text), Vocabulary.deviceSizes.contains(value) {
                        add(.screenSizeComparison, at: token,
                            "Switches on the screen's size with a case for \(value), the size of particular devices; the next device falls through.",
                            "Lay out against view.safeAreaLayoutGuide and size classes (traitCollection) instead of testing which device this is.")
                    }
                }
            }
        }
        return .visitChildren
    }

    // MARK: Names

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if Vocabulary.classify(Substring(name)).contains(.deviceHelper) { helper(node.name) }
        safeAreaCallbackDepth.append(name == "viewSafeAreaInsetsDidChange" || name == "safeAreaInsetsDidChange")
        shadowedNames.append([])
        earlyMethod.append(Vocabulary.beforeOnScreen.contains(name) ? name : nil)
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        safeAreaCallbackDepth.removeLast()
        shadowedNames.removeLast()
        earlyMethod.removeLast()
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        earlyMethod.append("init")
        return .visitChildren
    }

    override func visitPost(_ node: InitializerDeclSyntax) {
        earlyMethod.removeLast()
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        // A closure (a dispatch, an animation, a completion) runs when the view may be on screen.
        earlyMethod.append(nil)
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) {
        earlyMethod.removeLast()
    }

    // MARK: Safe area read too early

    /// Whether `receiver` (nil: unqualified) is a view that is not on screen yet in `method`:
    /// in an initializer only the object's own (`self`, `view`, `self.view`: a helper's
    /// `init(containerView:)` may read a view that is on screen, as OsmAnd's map layout does);
    /// elsewhere also its subviews, but not a window's insets (the screen's once it shows) nor
    /// another controller's view (`navigationController?.view`, `parent?.view`).
    static func isOwnView(_ receiver: String?, method: String) -> Bool {
        guard let receiver else { return true }
        let own = ["self", "view", "self.view"]
        if method == "init" { return own.contains(receiver) }
        let lower = receiver.lowercased()
        return !(lower.contains("window") || lower.contains("controller") || lower.contains("parent"))
    }

    /// Whether the function or initializer around `node` has a parameter or a local named `name`.
    static func declaresLocally(_ name: String, around node: Syntax) -> Bool {
        var current: Syntax? = node
        while let c = current, !c.is(FunctionDeclSyntax.self), !c.is(InitializerDeclSyntax.self) { current = c.parent }
        guard let function = current else { return false }
        final class Names: SyntaxVisitor {
            let name: String
            var found = false
            init(_ name: String) { self.name = name; super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
                if (node.secondName ?? node.firstName).text == name { found = true }
                return .skipChildren
            }
            override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
                if node.identifier.text == name { found = true }
                return .skipChildren
            }
        }
        let names = Names(name)
        names.walk(function)
        return names.found
    }

    /// `view.safeAreaInsets`, `safeAreaInsets`, `view.safeAreaLayoutGuide.layoutFrame` in a
    /// method whose view is not on screen yet. A window's insets (`window?.safeAreaInsets`,
    /// `UIApplication.shared.windows.first?.safeAreaInsets`) are the screen's once it shows:
    /// not reported.
    private func earlySafeAreaRead(_ node: DeclReferenceExprSyntax, name: String) {
        guard let method = earlyMethod.last ?? nil else { return }
        var read = Syntax(node)
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { read = Syntax(member) }
        if name == "safeAreaLayoutGuide" {
            // Only the guide's frame is a value; its anchors make constraints, which follow.
            guard let outer = read.parent?.as(MemberAccessExprSyntax.self), outer.base?.id == read.id,
                  outer.declName.baseName.text == "layoutFrame" else { return }
        }
        let receiver = read.as(MemberAccessExprSyntax.self)?.base
        guard Self.isOwnView(receiver?.trimmedDescription, method: method) else { return }
        // Unqualified, the name may be the method's own parameter or local (`init(safeAreaInsets:)`).
        if receiver == nil, Self.declaresLocally(name, around: Syntax(node)) { return }
        let line = place(node).line
        guard earlyReadLines.insert(line).inserted else { return }
        let text = Vocabulary.safeAreaReadTooEarly(in: method)
        add(.safeAreaReadTooEarly, at: node, text.message, text.suggestion)
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        let words = Vocabulary.classify(Substring(node.identifier.text))
        if words.contains(.deviceHelper) { helper(node.identifier) }
        if words.contains(.deprecated) { shadowedNames[shadowedNames.count - 1].insert(node.identifier.text) }
        return .visitChildren
    }

    private func helper(_ token: TokenSyntax) {
        // A table of models defines its names (`iPhoneX` cases) for what uses them, where they are reported.
        guard !isModelTable else { return }
        let line = place(token).line
        guard helperLines.insert(line).inserted else { return }
        add(.deviceModelCheck, at: token,
            "'\(token.text)' decides the layout by which device this is; every new model (and iPad, and landscape) breaks it.",
            "Delete the helper and lay out with view.safeAreaLayoutGuide / view.safeAreaInsets, which give each device's real insets.")
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        let words = Vocabulary.classify(Substring(name))
        if words.contains(.deviceHelper) { helper(node.baseName) }
        if words.contains(.statusBarFrame) { statusBarFrame(node) }
        if words.contains(.deprecated) { deprecated(node, name: name) }
        if name == "safeAreaInsets" || name == "safeAreaLayoutGuide" { earlySafeAreaRead(node, name: name) }
        if name == "bounds", let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id,
           Self.isMainScreen(access.base) {
            screenBounds(access)
        }
        return .visitChildren
    }

    /// Whether `node` is inside a type whose name or superclass names a window.
    static func isInWindowType(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if let type = parent.as(ClassDeclSyntax.self) {
                let names = [type.name.text] + (type.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? [])
                return names.contains { $0.lowercased().contains("window") }
            }
            current = parent.parent
        }
        return false
    }

    /// Whether `base` is `UIScreen.main`.
    static func isMainScreen(_ base: ExprSyntax?) -> Bool {
        guard let main = base?.as(MemberAccessExprSyntax.self), main.declName.baseName.text == "main" else { return false }
        return main.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIScreen"
    }

    /// `screen-bounds-layout`: `UIScreen.main.bounds` (or a part of it) given to a view's
    /// geometry in the same statement. Passed over: a window made screen-sized
    /// (`UIWindow(frame:)`, a `window = …` assignment, `super.init(frame:)` in a window
    /// subclass: JXCaptain's floating windows), a toolbar made as wide as the screen (an input
    /// accessory, which UIKit sizes to the keyboard), and a value kept in a local
    /// (`let bounds = UIScreen.main.bounds`: matomo's analytics), which is not followed.
    private func screenBounds(_ access: MemberAccessExprSyntax) {
        var outer = Syntax(access)
        while let parent = outer.parent, let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == outer.id {
            outer = parent
        }
        guard let role = role(of: outer).role, Vocabulary.viewGeometryRoles.contains(role) else { return }
        let statement = statement(of: outer)
        if let binding = statement.as(PatternBindingSyntax.self),
           binding.pattern.as(IdentifierPatternSyntax.self).map({ Vocabulary.normalize(Substring($0.identifier.text)) }) == role {
            return
        }
        let excused = statement.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { return Vocabulary.excusesScreenBounds(Substring(name)) } else { return false }
        }
        if excused || Self.isInWindowType(outer) { return }
        guard screenBoundsStatements.insert(statement.id).inserted else { return }
        add(.screenBoundsLayout, at: access,
            "Sets \(role == "constant" || role == "equaltoconstant" ? "a constraint's constant" : "a view's \(role)") from UIScreen.main.bounds, the whole screen: the app's window can be smaller (iPad multitasking, Stage Manager, iOS 27's resizable iPhone apps), and the screen's bounds take no account of the safe area.",
            "Lay the view out against its superview's bounds or view.safeAreaLayoutGuide (constraints), or read the size in viewWillTransition(to:with:) / viewDidLayoutSubviews; UIScreen.main is deprecated (Apple: use the screen found through context).")
    }

    private func statusBarFrame(_ node: DeclReferenceExprSyntax) {
        let facts = facts(of: statement(of: Syntax(node)))
        guard facts.arithmetic || facts.comparison || facts.words.contains(.geometryBuilder) else { return }
        add(.statusBarFrameArithmetic, at: node,
            "Computes layout from the status bar's frame; its height is 20, 44, 47, 48, 50, 54 or 0 pt depending on the device, orientation and call state, and it is not the safe area.",
            "Use view.safeAreaInsets.top or pin to view.safeAreaLayoutGuide.topAnchor.")
    }

    private func deprecated(_ node: DeclReferenceExprSyntax, name: String) {
        if isInAvailabilityFallback(Syntax(node)) { return }
        // An unqualified name that a local declaration shadows is that local, not the API.
        let qualified = node.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.id == node.id } ?? false
        if !qualified, shadowedNames.contains(where: { $0.contains(name) }) { return }
        if name == "automaticallyAdjustsScrollViewInsets" {
            add(.deprecatedInsetAPI, at: node,
                "automaticallyAdjustsScrollViewInsets is deprecated since iOS 11 and does nothing there.",
                "Set the scroll view's contentInsetAdjustmentBehavior (.never to manage insets yourself, .automatic to let the safe area adjust them).")
            return
        }
        // The access as a whole (`self.topLayoutGuide` or `topLayoutGuide`) and the member after it.
        var access = Syntax(node)
        if let parent = node.parent?.as(MemberAccessExprSyntax.self), parent.declName.id == node.id { access = Syntax(parent) }
        let member = access.parent?.as(MemberAccessExprSyntax.self).flatMap { $0.base?.id == access.id ? $0.declName.baseName.text : nil }
        let top = name == "topLayoutGuide"
        let replacement: String?
        switch member {
        case "bottomAnchor" where top: replacement = "view.safeAreaLayoutGuide.topAnchor"
        case "topAnchor" where !top: replacement = "view.safeAreaLayoutGuide.bottomAnchor"
        case "length": replacement = top ? "view.safeAreaInsets.top" : "view.safeAreaInsets.bottom"
        default: replacement = nil
        }
        add(.deprecatedInsetAPI, at: node,
            "\(name) is deprecated since iOS 11; it ignores the sensor housing, the home indicator and additionalSafeAreaInsets.",
            top ? "Use view.safeAreaLayoutGuide.topAnchor (or view.safeAreaInsets.top)." : "Use view.safeAreaLayoutGuide.bottomAnchor (or view.safeAreaInsets.bottom).",
            fixIt: replacement.map { "\(access.trimmedDescription).\(member ?? "") → \($0)" })
    }

    /// Whether `node` is in the `else` of `if #available(iOS 11…)` or of `guard #available(iOS 11…)`,
    /// where the pre-iOS 11 API is the right fallback.
    private func isInAvailabilityFallback(_ node: Syntax) -> Bool {
        var current = node
        while let parent = current.parent {
            if let ifExpr = parent.as(IfExprSyntax.self), let elseBody = ifExpr.elseBody, elseBody.id == current.id,
               Self.availabilityMajor(ifExpr.conditions).map({ $0 >= 11 }) == true {
                return true
            }
            if let guardStmt = parent.as(GuardStmtSyntax.self), guardStmt.body.id == current.id,
               Self.availabilityMajor(guardStmt.conditions).map({ $0 >= 11 }) == true {
                return true
            }
            current = parent
        }
        return false
    }

    /// The iOS major version of an `#available` condition in `conditions`.
    static func availabilityMajor(_ conditions: ConditionElementListSyntax) -> Int? {
        for element in conditions {
            guard case .availability(let availability) = element.condition,
                  availability.availabilityKeyword.tokenKind == .poundAvailable else { continue }
            for argument in availability.availabilityArguments {
                if case .availabilityVersionRestriction(let restriction) = argument.argument,
                   restriction.platform.text == "iOS", let version = restriction.version {
                    return Int(version.major.text)
                }
            }
        }
        return nil
    }

    // MARK: #available twice

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        guard let major = Self.availabilityMajor(node.conditions), major >= 11, let elseBody = node.elseBody else { return .visitChildren }
        var thenWords = WordClass(), elseWords = WordClass()
        for token in node.body.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { thenWords.formUnion(Vocabulary.classify(Substring(name))) }
        }
        for token in elseBody.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { elseWords.formUnion(Vocabulary.classify(Substring(name))) }
        }
        if thenWords.contains(.safeArea), Vocabulary.isPreSafeAreaFallback(elseWords, major: major) {
            let keyword = node.conditions.first.map(Syntax.init) ?? Syntax(node)
            add(.duplicatedSafeAreaAvailability, at: keyword,
                "The layout is written twice, for the safe area under #available(iOS \(major)) and for iOS 10 in the else branch; the two drift apart.",
                "With a deployment target of iOS 11 or later keep only the safe-area branch; otherwise write it once against a helper that returns safeAreaLayoutGuide or, before iOS 11, the layout guides (SafeAreaKit's LayoutDSL does).")
        }
        return .visitChildren
    }

    // MARK: viewSafeAreaInsetsDidChange

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard safeAreaCallbackDepth.last == true else { return .visitChildren }
        let elements = Array(node.elements)
        guard let assign = elements.firstIndex(where: {
            $0.is(AssignmentExprSyntax.self) || ($0.as(BinaryOperatorExprSyntax.self).map { ["+=", "-="].contains($0.operator.text) } ?? false)
        }), assign > 0 else { return .visitChildren }
        var lhs = WordClass()
        var barLike = false
        for element in elements[..<assign] {
            for token in element.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind else { continue }
                lhs.formUnion(Vocabulary.classify(Substring(name)))
                let word = Vocabulary.normalize(Substring(name))
                if word.contains("bar") || word.contains("header") || word.contains("footer") { barLike = true }
            }
        }
        if barLike, lhs.contains(.layout) {
            add(.barResizeInSafeAreaDidChange, at: elements[0],
                "A bar is resized in viewSafeAreaInsetsDidChange, which runs once per change and after a push animation starts, so the bar jumps.",
                "Size the bar in viewDidLayoutSubviews (or constrain it to view.safeAreaLayoutGuide.topAnchor and let Auto Layout follow the insets).")
        }
        return .visitChildren
    }

    // MARK: Model strings

    /// Whether a string is the value of a dictionary literal's entry (`"device_model": "iPhone7,2"`
    /// in facebook-ios-sdk's crash-report test data): data about a device, not a check of it.
    static func isDictionaryValue(_ node: StringSegmentSyntax) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if let element = parent.as(DictionaryElementSyntax.self) { return element.value.id == current.id }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) { return false }
            current = parent
        }
        return false
    }

    override func visit(_ node: StringSegmentSyntax) -> SyntaxVisitorContinueKind {
        let text = node.content.text
        if !isModelTable, text.utf8.count >= 8, text.utf8.count <= 20, Vocabulary.isModelString(Substring(text)), !Self.isDictionaryValue(node) {
            add(.deviceModelCheck, at: node,
                "Checks the model string \"\(text)\"; the layout then depends on a list of models that every new device outdates.",
                "Lay out with view.safeAreaLayoutGuide / view.safeAreaInsets, which give each device's real insets, instead of naming models.")
        }
        return .skipChildren
    }
}
