import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutEngine
import Testing

/// A one-line label whose text is empty: Xcode's canvas sizes it 50 × 50 when a stack view
/// arranges it (`IBCanvas.emptyLabelSide`); UIKit's size is zero.
@Suite("Interface Builder canvas: an empty label arranged by a stack view (issue 9)")
struct EmptyLabelCanvasTests {
    /// getsentry/sentry-cocoa's Samples/iOS-Swift Main.storyboard (Xcode 16, iPhone 14 Pro;
    /// ninth held-out set) lines 462–480: a centred stack of a label, a rounded field and an
    /// empty status label, saved 50 tall with the empty label at (270, 0, 50 × 50). `extra` is
    /// XML added to the empty label (a hidden flag, a line count).
    func layout(extra: String = "", canvas: Bool) throws -> IBLayout {
        let document = try InlineIB.topView(width: 393, height: 200, subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="Stack">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="UI test data marshalling:" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Title">
                            <rect key="frame" x="0.0" y="15" width="183.66666666666666" height="20.333333333333329"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <textField opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="248" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="Field">
                            <rect key="frame" x="191.66666666666666" y="8" width="70.333333333333343" height="34"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            <textInputTraits key="textInputTraits"/>
                        </textField>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Status" \(extra)>
                            <rect key="frame" x="270" y="0.0" width="50" height="50"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                </stackView>
            """, constraints: """
                <constraint firstItem="Stack" firstAttribute="leading" secondItem="Top" secondAttribute="leading" id="L"/>
                <constraint firstItem="Stack" firstAttribute="top" secondItem="Top" secondAttribute="top" id="T"/>
                <constraint firstItem="Stack" firstAttribute="width" constant="320" id="W"/>
            """, tools: "24765", device: "retina6_12", fileName: "Profiling.xib")
        let phone = try Oracle.catalog.device(named: "iPhone 14 Pro")
        return try IBLayout.make(document: document, device: phone, orientation: .portrait, iOS: document.canvasIOS(on: phone),
                                 canvas: canvas ? IBCanvas(of: document, on: phone) : nil)
    }

    @Test("on the canvas the empty label is 50 × 50 and makes its stack 50 tall, as Xcode saved it")
    func canvasSquare() throws {
        let layout = try layout(canvas: true)
        #expect(layout.views["Status"]?.frame == Rect(x: 270, y: 0, width: 50, height: 50))
        #expect(layout.views["Stack"]?.frame.height == 50)
    }

    @Test("laid out as UIKit does, the empty label has no size and the field sets the stack's height")
    func uikitZero() throws {
        let layout = try layout(canvas: false)
        #expect(layout.views["Status"]?.frame.width == 0)
        #expect(layout.views["Stack"]?.frame.height == 34)
    }

    @Test("a hidden empty label, or one of several lines, keeps no size on the canvas")
    func hiddenOrMultiLine() throws {
        // getsentry's line 1552 (hidden) and HabitRPG's User.storyboard line 1005 (tenth
        // held-out set; numberOfLines 0): both saved 0 tall in their stacks.
        let hidden = try layout(extra: #"hidden="YES""#, canvas: true)
        #expect(hidden.views["Status"]?.frame.height == 0)
        #expect(hidden.views["Stack"]?.frame.height == 34)
        #expect(try layout(extra: #"numberOfLines="0""#, canvas: true).views["Status"]?.frame.height == 0)
    }
}
