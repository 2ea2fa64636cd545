import Testing
@testable import VisualFormat

/// Apple's examples are from the Auto Layout Guide, "Visual Format Language"
/// (https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/VisualFormatLanguage.html).
@Suite("Visual Format Language")
struct VisualFormatParserTests {
    typealias P = VisualFormat.Predicate

    @Test("Apple's standard-space example: [button]-[textField]")
    func standardSpace() throws {
        let f = try VisualFormatParser.parse("[button]-[textField]")
        #expect(f.orientation == .horizontal)
        #expect(f.views.map(\.name) == ["button", "textField"])
        #expect(f.connections == [.standard])
        #expect(f.leading == nil && f.trailing == nil)
    }

    @Test("Apple's width constraint: [button(>=50)]")
    func widthConstraint() throws {
        let f = try VisualFormatParser.parse("[button(>=50)]")
        #expect(f.views[0].predicates == [P(relation: .greaterThanOrEqual, object: .constant(.number(50)), priority: nil)])
    }

    @Test("Apple's connection to superview: |-50-[purpleBox]-50-|")
    func superview() throws {
        let f = try VisualFormatParser.parse("|-50-[purpleBox]-50-|")
        let fifty = VisualFormat.Connection.spacing([P(relation: .equal, object: .constant(.number(50)), priority: nil)])
        #expect(f.leading?.edge == .superview && f.leading?.connection == fifty)
        #expect(f.trailing?.edge == .superview && f.trailing?.connection == fifty)
    }

    @Test("Apple's vertical layout: V:[topField]-10-[bottomField]")
    func vertical() throws {
        let f = try VisualFormatParser.parse("V:[topField]-10-[bottomField]")
        #expect(f.orientation == .vertical)
        #expect(f.connections == [.spacing([P(relation: .equal, object: .constant(.number(10)), priority: nil)])])
    }

    @Test("Apple's flush views: [maroonView][blueView]")
    func flush() throws {
        #expect(try VisualFormatParser.parse("[maroonView][blueView]").connections == [.flush])
    }

    @Test("Apple's priority: [button(100@20)]")
    func priority() throws {
        let f = try VisualFormatParser.parse("[button(100@20)]")
        #expect(f.views[0].predicates == [P(relation: .equal, object: .constant(.number(100)), priority: .number(20))])
    }

    @Test("Apple's equal widths: [button1(==button2)]")
    func equalWidths() throws {
        #expect(try VisualFormatParser.parse("[button1(==button2)]").views[0].predicates
                == [P(relation: .equal, object: .viewOrMetric("button2"), priority: nil)])
    }

    @Test("Apple's multiple predicates: [flexibleButton(>=70,<=100)]")
    func multiplePredicates() throws {
        #expect(try VisualFormatParser.parse("[flexibleButton(>=70,<=100)]").views[0].predicates == [
            P(relation: .greaterThanOrEqual, object: .constant(.number(70)), priority: nil),
            P(relation: .lessThanOrEqual, object: .constant(.number(100)), priority: nil),
        ])
    }

    @Test("Apple's complete line: |-[find]-[findNext]-[findField(>=20)]-|")
    func completeLine() throws {
        let f = try VisualFormatParser.parse("|-[find]-[findNext]-[findField(>=20)]-|")
        #expect(f.views.map(\.name) == ["find", "findNext", "findField"])
        #expect(f.connections == [.standard, .standard])
        #expect(f.leading?.connection == .standard && f.trailing?.connection == .standard)
    }

    @Test("metrics and predicate lists in spacing: |-(>=margin@750)-[a]-pad-|")
    func metrics() throws {
        let f = try VisualFormatParser.parse("|-(>=margin@750)-[a(w@high)]-pad-|")
        #expect(f.leading?.connection == .spacing([P(relation: .greaterThanOrEqual, object: .constant(.metric("margin")), priority: .number(750))]))
        #expect(f.metricNames == ["margin", "high", "pad"])
    }

    @Test("the safe-area and margin edges: ‖, |safeArea| and |margins|")
    func safeAreaEdges() throws {
        let f = try VisualFormatParser.parse("V:‖-8-[title]-[list]-0-|safeArea|")
        #expect(f.leading?.edge == .safeArea && f.trailing?.edge == .safeArea)
        let m = try VisualFormatParser.parse("H:|margins|-[title]-|margins|")
        #expect(m.leading?.edge == .margins && m.trailing?.edge == .margins)
        #expect(try VisualFormatParser.parse("H:|[a]|").leading?.edge == .superview)
    }

    @Test("errors show the format with a caret under the bad character", arguments: [
        ("H:|-[a", 6, "Expected `]` to close the view `[a`"),
        ("H:|-[]-|", 5, "Expected a view name after `[`"),
        ("[a(>50)]", 3, "Expected a relation"),
        ("[a(50@2000)]", 6, "Expected a priority from 1 to 1000"),
        ("|-[a]-|-", 7, "Expected the end of the format"),
        ("|-8[a]", 3, "Expected `-` after the spacing"),
        ("H:|safe|-[a]", 2, "Unknown edge `|safe|`"),
        ("H:", 2, "Expected a view"),
        ("[a]~[b]", 3, "Expected a view `[name]`, a connection `-` or an edge `|`"),
        ("[a(10000000)]", 3, "Expected a number (at most 1000000)"),
        ("[a(==)]", 5, "Expected a number, a metric or a view name"),
    ])
    func errors(format: String, offset: Int, message: String) {
        do {
            _ = try VisualFormatParser.parse(format)
            Issue.record("parsed \(format)")
        } catch {
            #expect(error.offset == offset, "\(format): \(error.message)")
            #expect(error.message.contains(message), "\(error.message)")
            #expect(error.description.hasSuffix(format + " \n" + String(repeating: " ", count: offset) + "^"))
        }
    }
}
