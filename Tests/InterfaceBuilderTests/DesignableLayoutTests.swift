import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutEngine
import Testing

/// Custom classes that Xcode's canvas renders (issue 9): labels and buttons restyled by
/// inspectable properties, the sizes Xcode records for designables, runtime attributes. Expected
/// figures are frames Xcode saved (file and line quoted) or the sizes it recorded.
@Suite("Interface Builder layout: custom classes styled in the canvas (issue 9)")
struct DesignableLayoutTests: OracleSceneLayout {
    @Test("a custom-class label or button styled by inspectable properties of its class is sized as Xcode rendered it")
    func inspectablePropertiesTakeTheRenderedSize() throws {
        // corona-warn-app OnboardingInfoViewController.xib line 138: an `ENALabel` "Headline" with
        // `ibEnaStyle = headline` declares system 17 pt (20.5 pt a line at 2x) and was saved
        // 382 × 18: its class picks its font in code, and Xcode recorded the size that code gave
        // it, 63 × 18 (`<designable name="Nk7-Zk-JE2">`, line 260). Line 147: "Subheadline",
        // recorded 70 × 14.5 (line 275). Sized so, they are laid out and compared as any view.
        let file = "corona-warn-app__cwa-app-ios__OnboardingInfoViewController.xib"
        let layout = try layout(file, containing: "Nk7-Zk-JE2")
        for (id, saved) in [("Nk7-Zk-JE2", Rect(x: 0, y: 0, width: 382, height: 18)),
                            ("znr-XX-rfp", Rect(x: 0, y: 42, width: 382, height: 14.5))] {
            #expect(near(layout.canvasFrame(ofView: id), saved), "\(id): \(String(describing: layout.canvasFrame(ofView: id)))")
            #expect(!layout.framesNotComparable.contains(id))
        }
        #expect(!layout.notes.contains { $0.kind == .designTimeSize(customClass: "ENALabel") })
        // The stack of those two labels and the text view below them (line 135), laid out from
        // them, is where Xcode saved it: 382 × 117 (18 + 24 + 14.5 + 24 + 36.5).
        #expect(layout.canvasFrame(ofView: "Lgs-ln-Zc7")?.height == 117)
        // corona-warn-app HomeLinkCardView.xib line 93: an `ENAButton` with `hasBorder` saved
        // 50 pt tall, where a system button with a 15 pt title is 30; recorded 70 × 50 (line 170).
        let card = try self.layout("corona-warn-app__cwa-app-ios__HomeLinkCardView.xib", containing: "THC-wK-Iaz")
        #expect(card.canvasFrame(ofView: "THC-wK-Iaz")?.height == 50)
        // A custom-class label with no inspectable property of its own is measured as a label:
        // the same file's ENALabel "Title Label" (line 85) is not taken from its frame.
        #expect(!layout.framesNotComparable.contains("lge-Dm-wcC"))
    }

    /// A xib whose one label `L`, an `ENALabel` styled by its class (`ibEnaStyle`, as
    /// corona-warn-app's OnboardingInfoViewController.xib in the fixtures), is saved 382 wide and
    /// `savedHeight` tall, pinned to the top leading corner (and the trailing edge when
    /// `pinnedTrailing`), with `numberOfLines` written when given and, when `recorded` is given,
    /// the size Xcode recorded for it in `<designables>` (line 23).
    func enaLabelXib(numberOfLines: Int? = nil, savedHeight: Double, pinnedTrailing: Bool = false,
                     recorded: (width: Int, height: Double)?) throws -> IBDocument {
        let lines = numberOfLines.map { #" numberOfLines="\#($0)""# } ?? ""
        let trailing = pinnedTrailing ? #"<constraint firstAttribute="trailing" secondItem="L" secondAttribute="trailing" constant="16" id="R"/>"# : ""
        let designables = recorded.map {
            #"<designables><designable name="L"><size key="intrinsicContentSize" width="\#($0.width)" height="\#($0.height)"/></designable></designables>"#
        } ?? ""
        return try IBReader.read(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19455" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="Top">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
                        <subviews>
                            <label opaque="NO" text="Headline"\(lines) translatesAutoresizingMaskIntoConstraints="NO" id="L" customClass="ENALabel">
                                <rect key="frame" x="16" y="0.0" width="382" height="\(savedHeight)"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="string" keyPath="ibEnaStyle" value="headline"/>
                                </userDefinedRuntimeAttributes>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="L" firstAttribute="leading" secondItem="Top" secondAttribute="leading" constant="16" id="C1"/>
                            <constraint firstItem="L" firstAttribute="top" secondItem="Top" secondAttribute="top" id="C2"/>
                            \(trailing)
                        </constraints>
                    </view>
                </objects>
                \(designables)
            </document>
            """, fileName: "Onboarding.xib")
    }

    @Test("without a recorded size, such a label keeps the size of its saved frame, noted and not compared")
    func inspectablePropertiesWithoutDesignables() throws {
        // OnboardingInfoViewController.xib's headline label as above, in a file whose
        // `<designables>` Xcode did not write (it writes them only after rendering the class).
        let phone = try Oracle.catalog.device(named: "iPhone 11")
        let bare = try enaLabelXib(savedHeight: 18, recorded: nil)
        let saved = try IBLayout.make(document: bare, device: phone, iOS: bare.canvasIOS(on: phone), canvas: IBCanvas(of: bare, on: phone))
        #expect(saved.views["L"]?.frame.size == Size(width: 382, height: 18))
        #expect(saved.framesNotComparable.contains("L"))
        #expect(saved.notes.contains { $0.kind == .designTimeSize(customClass: "ENALabel") && $0.line == 8 })
        let recorded = try enaLabelXib(savedHeight: 18, recorded: (63, 18))
        #expect(recorded.designableSizes["L"] == IBDesignableSize(width: 63, height: 18, line: 23))
        let rendered = try IBLayout.make(document: recorded, device: phone, iOS: recorded.canvasIOS(on: phone),
                                         canvas: IBCanvas(of: recorded, on: phone))
        #expect(rendered.views["L"]?.frame.size == Size(width: 63, height: 18))
        #expect(!rendered.framesNotComparable.contains("L"))
    }

    @Test("a recorded dimension of -1 is no intrinsic metric; one that is no size is warned about and the entry ignored")
    func designableMetrics() throws {
        func sizes(_ width: String, _ height: String) throws -> IBDocument {
            try IBReader.read(string: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19455" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                    <device id="retina6_1" orientation="portrait" appearance="light"/>
                    <objects><view contentMode="scaleToFill" id="Top"><rect key="frame" x="0.0" y="0.0" width="414" height="200"/></view></objects>
                    <designables><designable name="V"><size key="intrinsicContentSize" width="\(width)" height="\(height)"/></designable></designables>
                </document>
                """, fileName: "Designable.xib")
        }
        // soramitsu/fearless-iOS' StakingAmountViewController.xib (eighth held-out set) records
        // `width="-1" height="57.5"`: a view with an intrinsic height only.
        #expect(try sizes("-1", "57.5").designableSizes["V"].map { [$0.width, $0.height] } == [nil, 57.5])
        let absurd = try sizes("1e9", "-3")
        #expect(absurd.designableSizes["V"] == nil)
        #expect(absurd.warnings.contains { $0.kind == .unreadableValue(attribute: "width", value: "1e9") && $0.location.line == 5 })
        #expect(absurd.warnings.contains { $0.kind == .unreadableValue(attribute: "height", value: "-3") })
    }

    @Test("a wrapping label's recorded one-line size is taken only where that line fits its saved width")
    func designableWrappingLabel() throws {
        // An `ENALabel` of several lines styled by its class, saved 382 × 54: Xcode records its
        // text on one line, 640 × 18, which it wrapped. The recorded size would lay it out one
        // line tall; the saved frame stands instead, on the canvas and on a device. A short
        // text, 63 × 18, fits the line and is taken.
        func document(recordedWidth: Int) throws -> IBDocument {
            try enaLabelXib(numberOfLines: 0, savedHeight: 54, pinnedTrailing: true, recorded: (recordedWidth, 18))
        }
        let phone = try Oracle.catalog.device(named: "iPhone 11")
        let long = try document(recordedWidth: 640)
        for canvas in [IBCanvas(of: long, on: phone), nil] {
            let layout = try IBLayout.make(document: long, device: phone, iOS: long.canvasIOS(on: phone), canvas: canvas)
            #expect(layout.views["L"]?.frame.size == Size(width: 382, height: 54))
            #expect(layout.framesNotComparable.contains("L"))
        }
        let short = try document(recordedWidth: 63)
        let layout = try IBLayout.make(document: short, device: phone, iOS: short.canvasIOS(on: phone), canvas: IBCanvas(of: short, on: phone))
        #expect(layout.views["L"]?.frame.size == Size(width: 382, height: 18))
        #expect(!layout.framesNotComparable.contains("L"))
    }

    @Test("runtime attributes are read with their key paths; layer and UIKit keys are not the class's own")
    func runtimeAttributes() throws {
        let document = try Fixtures.read("corona-warn-app__cwa-app-ios__HomeLinkCardView.xib")
        let button = try #require(document.view("THC-wK-Iaz"))
        #expect(button.runtimeAttributes.map(\.keyPath) == ["hasBorder", "hasBackground", "customTextColor"])
        #expect(button.runtimeAttributes.first?.value == "YES" && button.runtimeAttributes.first?.type == "boolean")
        #expect(IBRuntimeAttribute(keyPath: "layer.cornerRadius", type: "number", value: nil, line: 1).isCustomProperty == false)
        #expect(IBRuntimeAttribute(keyPath: "accessibilityIdentifier", type: "string", value: "x", line: 1).isCustomProperty == false)
        #expect(IBRuntimeAttribute(keyPath: "ibEnaStyle", type: "string", value: "title1", line: 1).isCustomProperty)
        // A color restyles nothing that is measured: ENAButton's `customTextColor` alone would not count.
        #expect(button.runtimeAttributes.last?.isCustomProperty == false)
        // One without a key path is dropped with a warning at its line.
        let broken = try InlineIB.xib("""
                <label opaque="NO" text="A" customClass="MyLabel" id="L">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="20"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" value="x"/>
                    </userDefinedRuntimeAttributes>
                </label>
        """, tools: "22154", device: "retina6_1", fileName: "NoKeyPath.xib")
        #expect(broken.view("L")?.runtimeAttributes.isEmpty == true)
        #expect(broken.warnings.contains { $0.kind == .unreadableValue(attribute: "keyPath", value: "") && $0.location.line == 8 })
    }
}
