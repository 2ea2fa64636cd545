import Testing
@testable import LayoutSpec

@Suite("The constraint-expression language")
struct ConstraintExpressionParserTests {
    @Test("docs/CLI.md's example parses into anchors, relation, constant and priority")
    func fullForm() throws {
        let e = try ConstraintExpressionParser.parse("title.top == root.safeArea.top + 8 @750")
        #expect(e.first == .init(item: .init(id: "title", guide: nil), attribute: .top))
        #expect(e.second == .init(item: .init(id: "root", guide: .safeArea), attribute: .top))
        #expect(e.relation == .equal)
        #expect(e.constant == 8)
        #expect(e.multiplier == 1)
        #expect(e.priority == 750)
        #expect(e.description == "title.top == root.safeArea.top + 8 @750")
    }

    @Test("multipliers, negative constants, constants alone and named priorities", arguments: [
        ("logo.width == 0.5 * root.width", "logo.width == 0.5 * root.width"),
        ("a.leading >= root.margins.leading - 16 @high", "a.leading >= root.margins.leading - 16 @750"),
        ("bar.height == 44", "bar.height == 44"),
        ("bar.height <= 44 @ low", "bar.height <= 44 @250"),
        ("x.centerX == root.readable.centerX @required", "x.centerX == root.readable.centerX"),
        ("label.firstBaseline == other.lastBaseline", "label.firstBaseline == other.lastBaseline"),
        ("content.width == scroll.frameGuide.width", "content.width == scroll.frameGuide.width"),
        ("w.width == -1 * h.height + 10", "w.width == -1 * h.height + 10"),
        ("nav-bar.top==root.top", "nav-bar.top == root.top"),
    ])
    func forms(input: String, normalized: String) throws {
        #expect(try ConstraintExpressionParser.parse(input).description == normalized)
    }

    @Test("errors point at the bad character and say what was expected", arguments: [
        ("title.top = root.top", 10, "expected `==`"),
        ("title.top == root.middle", 18, "expected an attribute"),
        ("title.top == root.top +", 23, "expected a number after `+`"),
        ("title.top root.top", 10, "expected a relation"),
        ("title.top == root.top @2000", 23, "expected a priority from 1 to 1000"),
        ("title.top == root.top @urgent", 23, "expected a priority"),
        ("title == root.top", 6, "expected `.` and an attribute"),
        ("title.top == root.top # comment", 22, "unexpected character `#`"),
        ("title.top == root.top 8", 22, "expected the end of the constraint"),
        ("bar.height == 10000000", 14, "expected a number (at most 1000000 in size)"),
    ])
    func errors(input: String, offset: Int, message: String) {
        do {
            _ = try ConstraintExpressionParser.parse(input)
            Issue.record("parsed \(input)")
        } catch {
            #expect(error.offset == offset, "\(input): \(error.message)")
            #expect(error.message.contains(message), "\(error.message)")
            #expect(error.excerpt(of: input).hasSuffix("\n" + String(repeating: " ", count: offset) + "^"))
        }
    }

    @Test("UIKit's rules: positions on one axis, dimensions together, constants only for dimensions", arguments: [
        ("a.top == b.leading", "top cannot be related to leading"),
        ("a.width == b.top", "width cannot be related to top"),
        ("a.top == 20", "a position (top) cannot equal a constant alone"),
        ("a.top == a.top", "relates a.top to itself"),
    ])
    func semanticErrors(input: String, message: String) {
        do {
            _ = try ConstraintExpressionParser.parse(input)
            Issue.record("parsed \(input)")
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
        }
    }
}
