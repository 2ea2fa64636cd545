import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutEngine
import Testing

/// Hostile and broken input: refused with a typed error naming file:line:column, never a crash.
@Suite("Hardening")
struct HardeningTests {
    static let header = #"<?xml version="1.0" encoding="UTF-8"?>"#
    static let documentOpen = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">"#

    func read(_ text: String, file: String = "Hostile.storyboard", options: IBReadOptions = IBReadOptions()) -> Result<IBDocument, IBError> {
        Result { () throws(IBError) -> IBDocument in try IBReader.read(string: text, fileName: file, options: options) }
    }

    func error(_ text: String, file: String = "Hostile.storyboard", options: IBReadOptions = IBReadOptions()) -> IBError? {
        if case .failure(let error) = read(text, file: file, options: options) { return error }
        return nil
    }

    @Test("XXE: an external entity to /etc/passwd is refused before any parser runs")
    func externalEntity() {
        let text = """
        \(Self.header)
        <!DOCTYPE document [
          <!ENTITY xxe SYSTEM "file:///etc/passwd">
        ]>
        \(Self.documentOpen)<scenes><scene sceneID="a"><objects><viewController id="v" sceneMemberID="viewController" title="&xxe;"/></objects></scene></scenes></document>
        """
        let refused = error(text)
        #expect(refused == .entityDeclarationRefused(IBSourceLocation(file: "Hostile.storyboard", line: 3, column: 3), name: "xxe"))
        #expect(refused?.description.hasPrefix("Hostile.storyboard:3:3: error:") == true)
        #expect(refused?.description.contains("root:") == false, "nothing of /etc/passwd appears")
    }

    @Test("An external DTD is refused without being fetched")
    func externalDTD() {
        let text = """
        \(Self.header)
        <!DOCTYPE document SYSTEM "file:///etc/passwd">
        \(Self.documentOpen)</document>
        """
        #expect(error(text) == .externalDTDRefused(IBSourceLocation(file: "Hostile.storyboard", line: 2, column: 20),
                                                   systemID: "file:///etc/passwd"))
    }

    @Test("Billion laughs is refused at its first entity declaration")
    func billionLaughs() {
        var lines = [Self.header, "<!DOCTYPE lolz ["]
        lines.append(#"  <!ENTITY lol "lol">"#)
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            lines.append("  <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">")
        }
        lines.append("]>")
        lines.append(Self.documentOpen + "&lol9;</document>")
        let refused = error(lines.joined(separator: "\n"), file: "Bomb.xib")
        #expect(refused == .entityDeclarationRefused(IBSourceLocation(file: "Bomb.xib", line: 3, column: 3), name: "lol"))
    }

    @Test("A parameter entity is refused too")
    func parameterEntity() {
        let text = "\(Self.header)\n<!DOCTYPE d [ <!-- a [comment] --> <!ENTITY % p \"x\"> ]>\n\(Self.documentOpen)</document>"
        #expect(error(text) == .entityDeclarationRefused(IBSourceLocation(file: "Hostile.storyboard", line: 2, column: 36), name: "p"))
    }

    @Test("A DOCTYPE without entity declarations is accepted")
    func harmlessDoctype() throws {
        let text = "\(Self.header)\n<!DOCTYPE document>\n\(Self.documentOpen)</document>"
        let document = try read(text).get()
        #expect(document.kind == .storyboard && document.line == 3)
    }

    @Test("An undeclared entity reference is malformed XML, not an expansion")
    func undeclaredEntity() {
        let text = "\(Self.header)\n\(Self.documentOpen)\n<scenes>&xxe;</scenes></document>"
        guard case .malformedXML(let location, let expected) = error(text) else {
            Issue.record("expected malformedXML")
            return
        }
        #expect(location.file == "Hostile.storyboard" && location.line == 3)
        #expect(expected.contains("entity"))
    }

    @Test("Truncated XML names file:line:column and the element left open")
    func truncated() {
        let text = "\(Self.header)\n\(Self.documentOpen)\n  <scenes>\n    <scene sceneID=\"a\">\n"
        guard case .malformedXML(let location, let expected) = error(text, file: "Cut.storyboard") else {
            Issue.record("expected malformedXML")
            return
        }
        #expect(location.file == "Cut.storyboard" && location.line == 4 && location.column != nil)
        #expect(expected.contains("<scene> (opened at line 4)"))
        #expect(error(text, file: "Cut.storyboard")?.description.hasPrefix("Cut.storyboard:4:") == true)
    }

    @Test("A real fixture cut in half is refused with its name and a line in range")
    func truncatedFixture() throws {
        let data = try Data(contentsOf: Fixtures.url("kharrison__CodeExamples__Stacks_Main.storyboard"))
        let half = data.prefix(data.count / 2)
        let lineCount = half.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        do {
            _ = try IBReader.read(data: Data(half), fileName: "Stacks_Main.storyboard")
            Issue.record("a truncated file must not read")
        } catch {
            guard case .malformedXML(let location, _) = error else {
                Issue.record("expected malformedXML, got \(error)")
                return
            }
            #expect(location.file == "Stacks_Main.storyboard")
            #expect(location.line >= lineCount - 1 && location.line <= lineCount)
        }
    }

    @Test("Mismatched tags name the open element")
    func mismatch() {
        let text = "\(Self.header)\n\(Self.documentOpen)\n  <scenes>\n  </scene>\n</document>"
        guard case .malformedXML(let location, let expected) = error(text) else {
            Issue.record("expected malformedXML")
            return
        }
        #expect(location.line == 4)
        #expect(expected.contains("</scenes>") && expected.contains("opened at line 3"))
    }

    @Test("An unterminated attribute value is malformed XML at its line")
    func unterminatedAttribute() {
        let text = "\(Self.header)\n\(Self.documentOpen)\n  <scenes attr=\"x>\n</document>"
        guard case .malformedXML(let location, _) = error(text) else {
            Issue.record("expected malformedXML")
            return
        }
        #expect(location.line == 4 && location.column != nil)
    }

    @Test("Empty input, a foreign root, a macOS runtime and UTF-16 are refused")
    func otherRefusals() {
        #expect(error("", file: "Empty.xib") == .emptyDocument(file: "Empty.xib"))
        #expect(error("\(Self.header)\n<html/>") == .notInterfaceBuilder(IBSourceLocation(file: "Hostile.storyboard", line: 2), rootElement: "html"))
        let mac = #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" targetRuntime="MacOSX.Cocoa"/>"#
        #expect(error(mac) == .unsupportedTargetRuntime(IBSourceLocation(file: "Hostile.storyboard", line: 1), runtime: "MacOSX.Cocoa"))
        var utf16 = Data([0xFF, 0xFE])
        utf16.append(contentsOf: "<document/>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        do {
            _ = try IBReader.read(data: utf16, fileName: "Wide.xib")
            Issue.record("UTF-16 must be refused")
        } catch {
            guard case .malformedXML(let location, let expected) = error else {
                Issue.record("expected malformedXML")
                return
            }
            #expect(location == IBSourceLocation(file: "Wide.xib", line: 1, column: 1) && expected.contains("UTF-8"))
        }
    }

    @Test("A missing file is an unreadable error naming it")
    func missingFile() {
        let url = URL(fileURLWithPath: "/nonexistent/dir/Nope.storyboard")
        do {
            _ = try IBReader.read(contentsOf: url)
            Issue.record("must fail")
        } catch {
            guard case .unreadable(let file, _) = error else {
                Issue.record("expected unreadable")
                return
            }
            #expect(file == "Nope.storyboard")
        }
    }

    static func nested(views depth: Int) -> String {
        var text = Self.header + "\n" + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><objects>"#
        for level in 0..<depth { text += "<view id=\"v\(level)\"><subviews>" }
        for _ in 0..<depth { text += "</subviews></view>" }
        return text + "</objects></document>"
    }

    /// The chosen behaviour for very deep nesting: refused with a limit error. Building is
    /// iterative either way (an explicit stack while parsing, reverse document order while
    /// building), but the model nests one value per view level, so the limit bounds its
    /// synthesized Hashable and its destruction.
    @Test("3,000 nested views are refused with a clear limit error")
    func deepNesting() {
        let refused = error(Self.nested(views: 3000), file: "Deep.xib")
        guard case .nestingTooDeep(let location, let limit) = refused else {
            Issue.record("expected nestingTooDeep, got \(String(describing: refused))")
            return
        }
        #expect(limit == 256 && location.file == "Deep.xib" && location.line == 2)
        #expect(refused?.description.contains("deeper than 256") == true)
    }

    @Test("Nesting just under the limit reads, and the whole chain is there")
    func nestingUnderLimit() throws {
        // document(1) objects(2), then two levels per view: 126 views reach depth 254.
        let document = try read(Self.nested(views: 126), file: "Deep.xib").get()
        var view = try #require(document.topLevelViews.first)
        var depth = 1
        while let next = view.subviews.first {
            view = next
            depth += 1
        }
        #expect(depth == 126 && view.id == "v125")
        #expect(document.allViews.count == 126)
    }

    /// Numbers past ±1,000,000 (no real file has one past 100,000) would overflow the layout's
    /// sums into infinities; they are warned about at their line and left out, and the rest of
    /// the file lays out with finite frames. Found by mutating real storyboards: a constant of
    /// -1e308 crashed `safearea audit` while it printed a finding's size.
    @Test("A constant or multiplier beyond a million is ignored with a warning at its line; the layout stays finite")
    func absurdNumbers() throws {
        let text = """
        \(Self.header)
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="-1e308" id="c1"/>
                        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="2e6" id="c2"/>
                        <constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1e308:1" id="c3"/>
                        <constraint firstItem="a" firstAttribute="height" secondItem="root" secondAttribute="height" multiplier="1:1e-308" id="c4"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
        let document = try read(text, file: "Absurd.xib").get()
        let said = document.warnings.map(\.description)
        #expect(said.contains("Absurd.xib:13: warning: constant=\"-1e308\" on <constraint> is not a number of at most 1000000 in size; ignored"))
        #expect(said.contains("Absurd.xib:14: warning: constant=\"2e6\" on <constraint> is not a number of at most 1000000 in size; ignored"))
        // 1:1e-308 reads as two numbers, but their quotient is 1e308.
        #expect(said.contains("Absurd.xib:16: warning: constraint 'c4' has the multiplier '1:1e-308', which is not a number, a ratio a:b or a/b, of at most 1000000 in size; 1 used"))
        #expect(said.count == 4)
        let constraints = document.allConstraints
        #expect(constraints.map(\.constant) == [0, 0, 0, 0])
        #expect(constraints.map(\.multiplier) == [1, 1, 1, 1])

        let phone = try DeviceCatalog.load().device(named: "iPhone 11")
        let layout = try IBLayout.make(document: document, device: phone, iOS: 17)
        let frame = try #require(layout.views["a"]?.frame)
        #expect(frame == Rect(x: 0, y: 0, width: 414, height: 896))
    }

    /// Format note §7: a `<variation>` inside a `<constraint>` overrides its constant, priority
    /// or multiplier under the variation's size classes. Its values are read as the
    /// constraint's own are: a ratio multiplier applies; a value that is no number is noted
    /// with the variation's line, and the constraint's own value stays.
    @Test("size-class overrides of a constraint: a ratio multiplier applies, an unreadable constant is noted and ignored")
    func constraintVariationOverrides() throws {
        let document = try InlineIB.topView(width: 375, height: 667, subviews: InlineIB.box("Box", frame: (0, 0, 100, 75)), constraints: """
                <constraint firstItem="Box" firstAttribute="leading" secondItem="Top" secondAttribute="leading" id="L">
                    <variation key="heightClass=regular-widthClass=compact" constant="nan"/>
                </constraint>
                <constraint firstItem="Box" firstAttribute="top" secondItem="Top" secondAttribute="top" id="T"/>
                <constraint firstItem="Box" firstAttribute="width" constant="100" id="W"/>
                <constraint firstItem="Box" firstAttribute="height" secondItem="Box" secondAttribute="width" multiplier="1" id="A">
                    <variation key="heightClass=regular-widthClass=compact" multiplier="3:4"/>
                </constraint>
            """, tools: "21701", device: "retina4_7", fileName: "Overrides.xib")
        let layout = try IBLayout.make(document: document, device: Oracle.catalog.device(named: "iPhone 8"), orientation: .portrait, iOS: 16)
        #expect(layout.views["Box"]?.frame == Rect(x: 0, y: 0, width: 100, height: 75))
        let note = try #require(layout.notes.first { $0.kind == .unreadableValue(attribute: "constant", value: "nan") })
        #expect(note.message.contains("'L': the variation") && note.location.line > 1)
    }
}
