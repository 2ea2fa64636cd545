import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutEngine
import Testing

/// Buttons laid out as Xcode saved them (issue 9): titled, empty and image buttons, content
/// insets, configurations and background images. One test per cause of oracle misses fixed;
/// expected figures are frames Xcode saved (file and line quoted), laid out as the oracle does
/// (the design device, the saving Xcode's iOS) and compared within its 0.5 pt.
@Suite("Interface Builder layout: buttons (issue 9)")
struct ButtonLayoutTests: OracleSceneLayout {
    /// A xib with two titled buttons, `first` at the top-left and `second` 40 pt below it;
    /// `buttonType` nil is a custom-type button.
    func twoButtons(_ first: (id: String, type: String?, title: String), _ second: (id: String, type: String?, title: String),
                    tools: String, device: String) throws -> IBDocument {
        func button(_ b: (id: String, type: String?, title: String), y: Int) -> String {
            let type = b.type.map { " buttonType=\"\($0)\"" } ?? ""
            return """
                        <button opaque="NO"\(type) translatesAutoresizingMaskIntoConstraints="NO" id="\(b.id)">
                            <rect key="frame" x="0.0" y="\(y)" width="30" height="30"/>
                            <state key="normal" title="\(b.title)"/>
                        </button>
            """
        }
        return try InlineIB.xib("""
                <view contentMode="scaleToFill" id="Top">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                    <subviews>
            \(button(first, y: 0))
            \(button(second, y: 40))
                    </subviews>
                    <constraints>
                        <constraint firstItem="\(first.id)" firstAttribute="leading" secondItem="Top" secondAttribute="leading" id="C1"/>
                        <constraint firstItem="\(first.id)" firstAttribute="top" secondItem="Top" secondAttribute="top" id="C2"/>
                        <constraint firstItem="\(second.id)" firstAttribute="leading" secondItem="Top" secondAttribute="leading" id="C3"/>
                        <constraint firstItem="\(second.id)" firstAttribute="top" secondItem="Top" secondAttribute="top" constant="40" id="C4"/>
                    </constraints>
                </view>
        """, tools: tools, device: device, fileName: "Buttons.xib")
    }

    @Test("a titled system button is at least 30 pt wide, however short its title")
    func shortTitledButtons() throws {
        // patchthecode/JTAppleCalendar SampleJTAppleCalendar/Main.storyboard lines 178–204
        // (Xcode 14; outside the fixtures): buttons titled "1" and "2" in a stack, saved 30 wide.
        let document = try twoButtons(("One", "system", "1"), ("Long", "system", "numOfRows"), tools: "22154", device: "retina6_1")
        let layout = try IBLayout.make(document: document, device: Oracle.catalog.device(named: "iPhone 11"), orientation: .portrait, iOS: 16)
        #expect(layout.views["One"]?.frame.size == Size(width: 30, height: 30))
        // A longer title is its own width (JTAppleCalendar line 168: "numOfRows" saved 83 wide),
        // within the oracle's 0.5 pt.
        #expect(abs((layout.views["Long"]?.frame.width ?? 0) - 83) <= 0.5)
    }

    @Test("an empty button (no title, no image) is 30 pt wide too: 30 × 30 of the system type, 30 × 34 custom")
    func emptyButtons() throws {
        // PostHog/posthog-ios' PostHogExampleAutocapture ButtonViewController.storyboard
        // (toolsVersion 19150, Xcode 13; twelfth held-out set): centred buttons with neither
        // title nor image saved 30 × 30 (system, line 117) and 30 × 34 (custom, line 405);
        // inaturalist's Onboarding.storyboard (21701) a system one 30 × 30 (line 318).
        let document = try twoButtons(("System", "system", ""), ("Custom", nil, ""), tools: "19150", device: "retina4_7")
        let layout = try IBLayout.make(document: document, device: Oracle.catalog.device(named: "iPhone 8"), orientation: .portrait, iOS: 15)
        #expect(layout.views["System"]?.frame.size == Size(width: 30, height: 30))
        #expect(layout.views["Custom"]?.frame.size == Size(width: 30, height: 34))
    }

    @Test("a custom-type button without a font is titled in UIButton's 18 pt default: 34 pt tall, a system one 30")
    func customButtonDefaultFont() throws {
        // openedx/edx-app-ios Source/DiscussionResponses.storyboard lines 58–64 (Xcode 14,
        // retina4_7; thirteenth held-out set): custom buttons titled "+" and "*", no font, saved
        // 34 tall; the system buttons of the same file 30.
        let document = try twoButtons(("Custom", nil, "+"), ("System", "system", "+"), tools: "21507", device: "retina4_7")
        let layout = try IBLayout.make(document: document, device: Oracle.catalog.device(named: "iPhone 8"), orientation: .portrait, iOS: 16)
        #expect(layout.views["Custom"]?.frame.height == 34)
        #expect(layout.views["System"]?.frame.height == 30)
    }

    @Test("a titled system button is its title's line height rounded up to a whole point, plus 6 above and below")
    func legacyButtonHeights() throws {
        // sentry-cocoa's iOS-Swift sample Main.storyboard (Xcode 16, retina6_12; ninth held-out
        // set), lines 56–66: 13 pt buttons in a vertical stack saved 28 tall at y 56, 84, …
        // (15.5 pt of line rounded to 16, not to the 3x pixel grid's 15.67).
        let document = try InlineIB.topView(width: 259, height: 56, subviews: """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Stop">
                    <rect key="frame" x="0.0" y="0.0" width="259" height="28"/>
                    <fontDescription key="fontDescription" type="system" pointSize="13"/>
                    <state key="normal" title="Stop transaction"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Hang">
                    <rect key="frame" x="0.0" y="28" width="259" height="33"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <state key="normal" title="AppHangFullyBlocking Thread Sleeping"/>
                </button>
            """, constraints: """
                <constraint firstItem="Stop" firstAttribute="top" secondItem="Top" secondAttribute="top" id="C1"/>
                <constraint firstItem="Stop" firstAttribute="leading" secondItem="Top" secondAttribute="leading" id="C2"/>
                <constraint firstItem="Hang" firstAttribute="top" secondItem="Stop" secondAttribute="bottom" id="C3"/>
                <constraint firstItem="Hang" firstAttribute="leading" secondItem="Top" secondAttribute="leading" id="C4"/>
            """, tools: "24765", device: "retina6_12", fileName: "Buttons.xib")
        let layout = try IBLayout.make(document: document, device: Oracle.catalog.device(named: "iPhone 16 Pro"), orientation: .portrait, iOS: 18)
        #expect(layout.views["Stop"]?.frame.height == 28)
        // 17 pt: 20.29 of line → 21 + 12 = 33, as 11 unconstrained 17 pt buttons are saved.
        #expect(layout.views["Hang"]?.frame.height == 33)
    }

    @Test("a button with an image is as tall as the taller of image and title, without the title's padding; a symbol is drawn 22 pt tall")
    func imageButtonHeights() throws {
        // openhab-ios' Main.storyboard (Xcode 15; third held-out set) line 105: a custom button
        // whose only content is the system symbol chevron.down (recorded 128 × 70), 30 pt wide by
        // a constraint, saved 22 tall. nextcloud talk-ios' CallViewController.xib (seventh set):
        // image-only buttons at their image's height.
        let document = try IBReader.read(string: #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="Top">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Down">
                                <rect key="frame" x="0.0" y="0.0" width="30" height="22"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="30" id="W"/>
                                </constraints>
                                <state key="normal" image="chevron.down" catalog="system">
                                    <preferredSymbolConfiguration key="preferredSymbolConfiguration" weight="medium"/>
                                </state>
                            </button>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Mute">
                                <rect key="frame" x="0.0" y="30" width="24" height="24"/>
                                <state key="normal" image="mute"/>
                            </button>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Down" firstAttribute="top" secondItem="Top" secondAttribute="top" id="C1"/>
                            <constraint firstItem="Down" firstAttribute="leading" secondItem="Top" secondAttribute="leading" id="C2"/>
                            <constraint firstItem="Mute" firstAttribute="top" secondItem="Top" secondAttribute="top" constant="30" id="C3"/>
                            <constraint firstItem="Mute" firstAttribute="leading" secondItem="Top" secondAttribute="leading" id="C4"/>
                        </constraints>
                    </view>
                </objects>
                <resources>
                    <image name="chevron.down" catalog="system" width="128" height="70"/>
                    <image name="mute" width="24" height="24"/>
                </resources>
            </document>
            """#, fileName: "Symbols.xib")
        let layout = try IBLayout.make(document: document, device: Oracle.catalog.device(named: "iPhone 15 Pro"), orientation: .portrait, iOS: 17)
        #expect(layout.views["Down"]?.frame == Rect(x: 0, y: 0, width: 30, height: 22))
        #expect(layout.views["Mute"]?.frame == Rect(x: 0, y: 30, width: 24, height: 24))
    }

    @Test("a titled button with content insets of its own is its line and the insets, without the 6 pt padding")
    func legacyButtonInsets() throws {
        // danielgindi/Charts' demo xibs (Xcode 9 and 14; third held-out set): an "Options"
        // button, 17 pt, `contentEdgeInsets` 7 above and below, saved 35 tall (21 + 14).
        let document = try InlineIB.topView(width: 375, height: 100, subviews: """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Options">
                    <rect key="frame" x="289" y="0.0" width="78" height="35"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <inset key="contentEdgeInsets" minX="10" minY="7" maxX="10" maxY="7"/>
                    <state key="normal" title="Options"/>
                </button>
            """, constraints: """
                <constraint firstAttribute="trailing" secondItem="Options" secondAttribute="trailing" constant="8" id="C1"/>
                <constraint firstItem="Options" firstAttribute="top" secondItem="Top" secondAttribute="top" id="C2"/>
            """, tools: "13196", device: "retina4_7", fileName: "Options.xib")
        let layout = try IBLayout.make(document: document, device: Oracle.catalog.device(named: "iPhone 8"), orientation: .portrait, iOS: 11)
        #expect(layout.views["Options"]?.frame.height == 35)
    }

    @Test("a button configuration's title font sizes the button, not the 17 pt default")
    func configurationTitleFont() throws {
        // sentry-cocoa's iOS-Swift sample Main.storyboard lines 764–771: a plain configuration
        // titled in 12 pt (`titleFontDescription`) saved 28.33 tall: 14.33 of line + 2 × 7.
        let document = try InlineIB.topView(width: 377, height: 60, subviews: """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Dismiss">
                    <rect key="frame" x="0.0" y="0.0" width="377" height="28.333333333333329"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="plain" title="Dismiss with loadView">
                        <fontDescription key="titleFontDescription" type="system" pointSize="12"/>
                    </buttonConfiguration>
                </button>
            """, constraints: """
                <constraint firstItem="Dismiss" firstAttribute="top" secondItem="Top" secondAttribute="top" id="C1"/>
                <constraint firstItem="Dismiss" firstAttribute="leading" secondItem="Top" secondAttribute="leading" id="C2"/>
                <constraint firstItem="Dismiss" firstAttribute="trailing" secondItem="Top" secondAttribute="trailing" id="C3"/>
            """, tools: "24765", device: "retina6_12", fileName: "Configuration.xib")
        #expect(document.allViews.first { $0.id == "Dismiss" }?.content.buttonConfigurationTitleFont?.pointSize == 12)
        // The configuration's title is the one shown, not the normal state's "Button".
        #expect(document.allViews.first { $0.id == "Dismiss" }?.content.title == "Dismiss with loadView")
        // A configuration without a title shows none (dyte-io's FivePeerView.xib line 106:
        // state "Button", a symbol-only configuration saved 47 wide; nineteenth held-out set).
        let untitled = try InlineIB.topView(width: 100, height: 40, subviews: """
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="Mute">
                    <rect key="frame" x="0.0" y="0.0" width="47" height="34.333333333333336"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="plain" image="speaker.wave.3" catalog="system"/>
                </button>
            """, constraints: "", tools: "21507", device: "retina6_12", fileName: "Untitled.xib")
        #expect(untitled.allViews.first { $0.id == "Mute" }?.content.title == nil)
        // An attributed configuration title is the one shown.
        let attributed = try InlineIB.topView(width: 200, height: 40, subviews: """
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="Go">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="34.333333333333336"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="plain">
                        <attributedString key="attributedTitle">
                            <fragment content="Continue"/>
                        </attributedString>
                    </buttonConfiguration>
                </button>
            """, constraints: "", tools: "21507", device: "retina6_12", fileName: "Attributed.xib")
        #expect(attributed.allViews.first { $0.id == "Go" }?.content.title == "Continue")
        let layout = try IBLayout.make(document: document, device: Oracle.catalog.device(named: "iPhone 16 Pro"), orientation: .portrait, iOS: 18)
        let height = try #require(layout.views["Dismiss"]?.frame.height)
        #expect(abs(height - 28.333) < 0.01)
    }

    @Test("a configuration button showing an image of the app's own and no title is the image inside the 12 and 7 pt padding")
    func configurationImageButton() throws {
        // google-ai-edge/mediapipe-samples' image classification Main.storyboard (twelfth
        // held-out set, line 461): a plain configuration whose image is the 50 × 50 `ic_add`
        // (written `image="ic_add"` on the configuration), pinned by its trailing and bottom
        // edges only, saved 74 × 64. A system symbol's size is not recorded: padding alone.
        let document = try InlineIB.topView(width: 393, height: 200, subviews: """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Add">
                    <rect key="frame" x="299" y="116" width="74" height="64"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="plain" image="ic_add"/>
                </button>
            """, constraints: """
                <constraint firstAttribute="trailing" secondItem="Add" secondAttribute="trailing" constant="20" id="C1"/>
                <constraint firstAttribute="bottom" secondItem="Add" secondAttribute="bottom" constant="20" id="C2"/>
            """, resources: #"<image name="ic_add" width="50" height="50"/>"#, tools: "22155", device: "retina6_12", fileName: "Classifier.xib")
        #expect(document.allViews.first { $0.id == "Add" }?.content.imageName == "ic_add")
        let layout = try IBLayout.make(document: document, device: Oracle.catalog.device(named: "iPhone 14 Pro"), orientation: .portrait, iOS: 17)
        #expect(layout.views["Add"]?.frame == Rect(x: 299, y: 116, width: 74, height: 64))
    }

    @Test("a configuration button's title counts the tracking after its last glyph, as a label's line; a legacy button's does not")
    func configurationTitleTracking() throws {
        // Kingfisher's Main.storyboard (fixture, Xcode 15, retina5_5) line 1249: a plain
        // configuration titled "Tap Me", centred, saved 79.67 wide: 12 + 55.67 + 12. Tracked
        // between glyphs only the title would make it 80.
        let document = try InlineIB.topView(width: 414, height: 100, subviews: """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Tap">
                    <rect key="frame" x="167.33333333333334" y="0.0" width="79.666666666666657" height="34.333333333333314"/>
                    <state key="normal" title="Tap Me"/>
                    <buttonConfiguration key="configuration" style="plain" title="Tap Me"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Legacy">
                    <rect key="frame" x="0.0" y="50" width="56" height="34"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <state key="normal" title="Tap Me"/>
                </button>
            """, constraints: """
                <constraint firstItem="Tap" firstAttribute="centerX" secondItem="Top" secondAttribute="centerX" id="C1"/>
                <constraint firstItem="Tap" firstAttribute="top" secondItem="Top" secondAttribute="top" id="C2"/>
                <constraint firstItem="Legacy" firstAttribute="leading" secondItem="Top" secondAttribute="leading" id="C3"/>
                <constraint firstItem="Legacy" firstAttribute="top" secondItem="Top" secondAttribute="top" constant="50" id="C4"/>
            """, tools: "23727", device: "retina5_5", fileName: "Tap.xib")
        let layout = try IBLayout.make(document: document, device: Oracle.catalog.device(named: "iPhone 8 Plus"), orientation: .portrait)
        let tap = try #require(layout.views["Tap"]?.frame)
        #expect(abs(tap.width - 79.667) < 0.01 && abs(tap.x - 167.333) < 0.01, "\(tap)")
        // The legacy button's title is the glyphs tracked between them: 55.67 + 0.43 rounded
        // up at 3×, a pixel wider than the configuration's title.
        let legacy = try #require(layout.views["Legacy"]?.frame)
        #expect(abs(legacy.width - 56) < 0.01, "\(legacy)")
    }

    /// A button with a background image is at least that image's size on each axis, and its
    /// title takes no padding over it (a titled system button is otherwise 6 pt taller above
    /// and below). [obs]
    /// PacktPublishing/iOS-16-Programming-for-Beginners-Seventh-Edition's
    /// Chapter26/LetsEat/LetsEat/RestaurantDetail/RestaurantDetail.storyboard (3169c3bd, Xcode
    /// 13.3, twelfth held-out set), line 104: "7:30pm" over the 68 × 27 `time-bg`, saved 68 × 27,
    /// where its title alone is 57 wide.
    @Test("a button is at least as large as its background image")
    func backgroundImageButton() throws {
        let document = try InlineIB.topView(width: 375, height: 100, subviews: """
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Time">
                        <rect key="frame" x="0.0" y="0.0" width="68" height="27"/>
                        <fontDescription key="fontDescription" name="AvenirNextCondensed-Regular" family="Avenir Next Condensed" pointSize="17"/>
                        <state key="normal" title="7:30pm" backgroundImage="time-bg"/>
                    </button>
                """, constraints: """
                    <constraint firstItem="Time" firstAttribute="leading" secondItem="Top" secondAttribute="leading" id="L"/>
                    <constraint firstItem="Time" firstAttribute="top" secondItem="Top" secondAttribute="top" id="T"/>
                """, resources: #"<image name="time-bg" width="68" height="27"/>"#, tools: "21225", device: "retina4_7", fileName: "Background.xib")
        let phone = try Oracle.catalog.device(named: "iPhone 8")
        let frame = try IBLayout.make(document: document, device: phone, orientation: .portrait, iOS: 15).views["Time"]?.frame
        #expect(frame?.size == Size(width: 68, height: 27))
    }
}
