import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutEngine
import Testing

/// An attributed label's `NSParagraphStyle`: its line heights and spacings set the label's
/// height. Expected heights are the frames Xcode saved (file and line quoted).
@Suite("Interface Builder: attributed text's paragraph style (issue 9)")
struct ParagraphStyleTests {
    /// One attributed label `Label` of `text` in the system font of `size`, with the
    /// `<paragraphStyle>` attributes `style`, `width` wide at the top of a xib's view, laid out
    /// on `deviceName` as the file's Xcode drew it.
    /// `font` replaces the `<font>` element's attributes (`metaFont="toolTip"`).
    func label(_ text: String, size: Int, font: String? = nil, style: String, width: Double, tools: String, device: String,
               on deviceName: String) throws -> (frame: Rect?, document: IBDocument) {
        let document = try InlineIB.topView(width: 414, height: 300, subviews: """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" lineBreakMode="wordWrap" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Label">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="20"/>
                    <attributedString key="attributedText">
                        <fragment content="\(text)">
                            <attributes>
                                <font key="NSFont" \(font ?? #"metaFont="system" size="\#(size)""#)/>
                                <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" \(style) tighteningFactorForTruncation="0.0"/>
                            </attributes>
                        </fragment>
                    </attributedString>
                </label>
            """, constraints: """
                <constraint firstItem="Label" firstAttribute="leading" secondItem="Top" secondAttribute="leading" id="L"/>
                <constraint firstItem="Label" firstAttribute="top" secondItem="Top" secondAttribute="top" id="T"/>
                <constraint firstItem="Label" firstAttribute="width" constant="\(width)" id="W"/>
            """, tools: tools, device: device, fileName: "Paragraph.xib")
        let phone = try Oracle.catalog.device(named: deviceName)
        let layout = try IBLayout.make(document: document, device: phone, orientation: .portrait, iOS: document.canvasIOS(on: phone),
                                       canvas: IBCanvas(of: document, on: phone))
        return (layout.views["Label"]?.frame, document)
    }

    @Test("line spacing is added between lines, not after the last")
    func lineSpacing() throws {
        // Dynamsoft's capture-vision-mobile-samples, ScanDocuments Main.storyboard (Xcode 15.3,
        // iPhone 14 Pro; sixteenth held-out set) line 28: six 16 pt lines 8 pt apart in 273 pt,
        // saved 154.67 tall (6 × 19.09 + 5 × 8, on the 3× grid).
        let text = "Dynamsoft Document normalizer detects the document boundaries from the mobile camera and  normalize the document pages with deskewing and other image processing algorithms."
        let (frame, _) = try label(text, size: 16, style: #"lineSpacing="8""#, width: 273, tools: "23504", device: "retina6_12", on: "iPhone 14 Pro")
        #expect(try #require(frame).height == 154 + 2.0 / 3)
    }

    @Test("minimum and maximum line heights hold each line")
    func fixedLineHeight() throws {
        // OceanLabs' Photobook-iOS Main.storyboard (Xcode 10.1, iPhone 8; thirteenth held-out
        // set) line 484: a 14 pt text whose lines are held at 20, two lines saved 40 tall.
        let text = "As you take more pictures you will find more ready to print stories here"
        let (frame, _) = try label(text, size: 14, style: #"minimumLineHeight="20" maximumLineHeight="20""#, width: 272,
                                   tools: "14460.31", device: "retina4_7", on: "iPhone 8")
        #expect(try #require(frame).height == 40)
    }

    @Test("a line height multiple scales the font's line before rounding")
    func lineHeightMultiple() throws {
        // duckduckgo's DaxOnboarding.storyboard (a fixture) line 31: one 16 pt line at 1.35,
        // saved 26 tall (19.09 × 1.35 = 25.77, on the 2× grid).
        let document = try Fixtures.read("duckduckgo__iOS__DaxOnboarding.storyboard")
        let style = try #require(document.view("UDm-rv-vek")?.content.paragraphStyle)
        #expect(style.lineHeightMultiple == 1.35)
        let (device, orientation) = Oracle.device(of: document)
        var heights: [Double] = []
        for scene in IBLayout.sceneNames(of: document) {
            let layout = try IBLayout.make(document: document, scene: scene, device: device, orientation: orientation,
                                           iOS: Oracle.designIOS(document, device), canvas: IBCanvas(of: document, on: device))
            if let frame = layout.views["UDm-rv-vek"]?.frame { heights.append(frame.height) }
        }
        #expect(!heights.isEmpty && heights.allSatisfy { $0 == 26 })
    }

    @Test("the style's arithmetic: the multiple first, then the bounds; spacing only between lines and paragraphs")
    func arithmetic() {
        // Apple, NSParagraphStyle.lineHeightMultiple: "the natural line height of the receiver
        // is multiplied by this factor (if positive) before being constrained by minimum and
        // maximum line height".
        let style = IBParagraphStyle(lineHeightMultiple: 2, maximumLineHeight: 30, lineSpacing: 4, paragraphSpacing: 10)
        #expect(style.lineHeight(natural: 20) == 30)
        #expect(style.lineHeight(natural: 10) == 20)
        #expect(style.height(lines: 1, paragraphBreaks: 0, natural: 10) == 20)
        #expect(style.height(lines: 3, paragraphBreaks: 1, natural: 10) == 3 * 20 + 2 * 4 + 10)
        #expect(IBParagraphStyle(lineSpacing: -3, paragraphSpacing: .nan) == IBParagraphStyle())
        #expect(IBParagraphStyle(minimumLineHeight: 25).lineHeight(natural: 20) == 25)
    }

    @Test("paragraph spacing comes between paragraphs, not at a line separator (U+2028) inside one")
    func paragraphBreaks() throws {
        // Apple, NSParagraphStyle.paragraphSpacing: "the space after the end of the paragraph";
        // U+2028 is NSLineSeparatorCharacter, a line break inside a paragraph.
        let style = #"paragraphSpacing="10""#
        let soft = try label("A&#x2028;B", size: 16, style: style, width: 300, tools: "23504", device: "retina6_12", on: "iPhone 14 Pro")
        let hard = try label("A&#10;B", size: 16, style: style, width: 300, tools: "23504", device: "retina6_12", on: "iPhone 14 Pro")
        let plain = try label("A&#10;B", size: 16, style: "", width: 300, tools: "23504", device: "retina6_12", on: "iPhone 14 Pro")
        #expect(try #require(soft.frame).height == #require(plain.frame).height)
        #expect(try #require(hard.frame).height == #require(plain.frame).height + 10)
    }

    @Test("an absurd or negative spacing is warned about, with its line, and read as 0")
    func absurdSpacing() throws {
        let (frame, document) = try label("One line", size: 16, style: #"lineSpacing="1e300" paragraphSpacing="-4""#, width: 300,
                                          tools: "23504", device: "retina6_12", on: "iPhone 14 Pro")
        #expect(document.view("Label")?.content.paragraphStyle == IBParagraphStyle())
        let warnings = document.warnings.filter { $0.kind == .unreadableValue(attribute: "lineSpacing", value: "1e300") }
        #expect(warnings.count == 1 && (warnings.first?.line ?? 0) > 1)
        #expect(document.warnings.contains { $0.kind == .unreadableValue(attribute: "paragraphSpacing", value: "-4") })
        let (_, multiple) = try label("One line", size: 16, style: #"lineHeightMultiple="9999""#, width: 300,
                                      tools: "23504", device: "retina6_12", on: "iPhone 14 Pro")
        #expect(multiple.warnings.contains { $0.kind == .unreadableValue(attribute: "lineHeightMultiple", value: "9999") })
        // One 16 pt line, as without a style: 19.09 on the 3× grid.
        #expect(try #require(frame).height == 19 + 1.0 / 3)
    }

    @Test("a metaFont written without a size is AppKit's UI font of that name: toolTip 11 pt, cellTitle and smallSystem 12")
    func metaFontsWithoutSize() throws {
        // 27thONSOPT-iOS/KimMinHee's Scroll.storyboard (Xcode 12, retina6_1; East Asian batch 2)
        // line 151: a two-line `toolTip` label 120 wide saved 26.5 tall, two 11 pt lines.
        let text = "#🦮 #아요2회차 #왕초보  #민초단 #문이과대통합"
        let (frame, document) = try label(text, size: 0, font: #"metaFont="toolTip""#, style: "", width: 120,
                                          tools: "17156", device: "retina6_1", on: "iPhone 11")
        #expect(try #require(frame).height == 26.5)
        #expect(document.topLevelViews.first?.subviews.first?.content.font?.pointSize == 11)
        // fireblocks/ncw-ios-demo's TransferDetailsViewController.xib (nineteenth held-out set)
        // line 75: "BTC" in `cellTitle` saved 14.333 tall at 3×, one 12 pt line.
        let (btc, _) = try label("BTC", size: 0, font: #"metaFont="cellTitle""#, style: "", width: 24,
                                 tools: "22155", device: "retina6_12", on: "iPhone 14 Pro")
        #expect(try #require(btc).height == 14 + 1.0 / 3)
        // A metaFont UIKit has no size for keeps the default, as before.
        let (_, unknown) = try label("x", size: 0, font: #"metaFont="menuBar""#, style: "", width: 24,
                                     tools: "22155", device: "retina6_12", on: "iPhone 14 Pro")
        #expect(unknown.topLevelViews.first?.subviews.first?.content.font?.pointSize == nil)
    }
}
