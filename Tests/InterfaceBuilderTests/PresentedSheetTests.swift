import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutEngine
import Testing

/// A scene designed as a page sheet (its simulated destination), and the sheet's card on
/// Xcode's canvas. Expected frames are the ones Xcode saved (file and line quoted).
@Suite("Interface Builder: scenes designed as sheets (issue 9)")
struct PresentedSheetTests {
    /// Azure-Samples/ms-identity-ciam-native-auth-ios-sample's Main.storyboard (Xcode 15,
    /// iPhone 14 Pro; nineteenth held-out set) line 723: a scene instantiated in code (no segue
    /// shows it) simulating a page sheet, its root saved 393 × 842, and a stack 40 below the
    /// safe area's top and 16 above its bottom saved at (20, 40, 353 × 786).
    func document(destination: String = #"<modalPageSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#) throws -> IBDocument {
        try InlineIB.storyboard("""
                <scene sceneID="S"><objects>
                    <viewController storyboardIdentifier="VerifyCodeViewController" id="VC" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Root">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="842"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Stack">
                                    <rect key="frame" x="20" y="40" width="353" height="786"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Safe"/>
                            <constraints>
                                <constraint firstItem="Stack" firstAttribute="top" secondItem="Safe" secondAttribute="top" constant="40" id="C1"/>
                                <constraint firstItem="Stack" firstAttribute="leading" secondItem="Safe" secondAttribute="leading" constant="20" id="C2"/>
                                <constraint firstItem="Safe" firstAttribute="bottom" secondItem="Stack" secondAttribute="bottom" constant="16" id="C3"/>
                                <constraint firstAttribute="trailing" secondItem="Stack" secondAttribute="trailing" constant="20" id="C4"/>
                            </constraints>
                        </view>
                        \(destination)
                    </viewController>
                </objects></scene>
        """, tools: "23504", device: "retina6_12", initial: "VC", fileName: "Main.storyboard")
    }

    func layout(destination: String? = nil, canvas: Bool) throws -> IBLayout {
        let document = try destination.map { try self.document(destination: $0) } ?? self.document()
        let phone = try Oracle.catalog.device(named: "iPhone 14 Pro")
        return try IBLayout.make(document: document, device: phone, iOS: document.canvasIOS(on: phone),
                                 canvas: canvas ? IBCanvas(of: document, on: phone) : nil)
    }

    @Test("the simulated destination is read: page sheet, form sheet")
    func readsDestination() throws {
        #expect(try document().scenes.first?.viewController?.simulatedMetrics.sheetDestination == "pageSheet")
        #expect(try document(destination: "").scenes.first?.viewController?.simulatedMetrics.sheetDestination == nil)
        let form = try InlineIB.storyboard("""
                <scene sceneID="S"><objects>
                    <viewController id="VC" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Root"><rect key="frame" x="0.0" y="0.0" width="390" height="790"/></view>
                        <modalFormSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </viewController>
                </objects></scene>
        """, tools: "19529", device: "retina6_0", initial: "VC", fileName: "Form.storyboard")
        #expect(form.scenes.first?.viewController?.simulatedMetrics.sheetDestination == "formSheet")
    }

    @Test("on Xcode 15's canvas the sheet's card starts 10 pt down, without the home indicator's inset: as saved")
    func canvasCard() throws {
        let layout = try layout(canvas: true)
        #expect(layout.views["Root"]?.frame.height == 842)
        #expect(layout.views["Stack"]?.frame == Rect(x: 20, y: 40, width: 353, height: 786))
    }

    @Test("laid out as UIKit does, the card starts 10 pt below the top inset and keeps the 34 pt bottom inset")
    func uikitCard() throws {
        let layout = try layout(canvas: false)
        let root = try #require(layout.views["Root"])
        #expect(root.frame.height == 852 - 59 - 10)
        #expect(layout.views["Stack"]?.frame.maxY == root.frame.height - 34 - 16)
    }

    @Test("without the simulated destination the scene is full screen")
    func notASheet() throws {
        let layout = try layout(destination: "", canvas: true)
        #expect(layout.views["Root"]?.frame.height == 852)
    }
}
