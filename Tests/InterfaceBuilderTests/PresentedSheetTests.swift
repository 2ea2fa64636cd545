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
    func document(destination: String = #"<modalPageSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#,
                  controllerStyle: String = "", initial: String = "Home") throws -> IBDocument {
        try InlineIB.storyboard("""
                <scene sceneID="H"><objects>
                    <viewController id="Home" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="HomeRoot"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="S"><objects>
                    <viewController storyboardIdentifier="VerifyCodeViewController" \(controllerStyle) id="VC" sceneMemberID="viewController">
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
        """, tools: "23504", device: "retina6_12", initial: initial, fileName: "Main.storyboard")
    }

    /// The sheet scene `VC` laid out on the iPhone 14 Pro, on Xcode 15's canvas or as UIKit does.
    func layout(_ document: IBDocument, canvas: Bool) throws -> IBLayout {
        let phone = try Oracle.catalog.device(named: "iPhone 14 Pro")
        return try IBLayout.make(document: document, scene: "VC", device: phone, iOS: document.canvasIOS(on: phone),
                                 canvas: canvas ? IBCanvas(of: document, on: phone) : nil)
    }

    @Test("the simulated destination is read: page sheet, form sheet")
    func readsDestination() throws {
        #expect(try document().scene(controllerID: "VC")?.viewController?.simulatedMetrics.sheetDestination == .pageSheet)
        #expect(try document(destination: "").scene(controllerID: "VC")?.viewController?.simulatedMetrics.sheetDestination == nil)
        let form = try document(destination: #"<modalFormSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)
        #expect(form.scene(controllerID: "VC")?.viewController?.simulatedMetrics.sheetDestination == .formSheet)
    }

    @Test("on Xcode 15's canvas the sheet's card starts 10 pt down, without the home indicator's inset: as saved")
    func canvasCard() throws {
        let layout = try layout(document(), canvas: true)
        #expect(layout.views["Root"]?.frame.height == 842)
        #expect(layout.views["Stack"]?.frame == Rect(x: 20, y: 40, width: 353, height: 786))
    }

    @Test("laid out as UIKit does, nothing says how the app presents the scene: it stays full screen")
    func uikitFullScreen() throws {
        let layout = try layout(document(), canvas: false)
        #expect(layout.views["Root"]?.frame.height == 852)
        #expect(layout.views["Stack"]?.frame == Rect(x: 20, y: 59 + 40, width: 353, height: 852 - 59 - 40 - 34 - 16))
    }

    @Test("the canvas draws no sheet without the destination")
    func notASheet() throws {
        #expect(try layout(document(destination: ""), canvas: true).views["Root"]?.frame.height == 852)
    }

    /// digitalhealthpass/dhp-ios-app's Contact Details.storyboard (Xcode 13; eighteenth
    /// held-out set): a navigation controller written `modalPresentationStyle="fullScreen"` and
    /// simulating a form sheet is saved as a sheet.
    @Test("the simulated size wins over the controller's written style on the canvas")
    func simulatedSizeWins() throws {
        #expect(try layout(document(controllerStyle: #"modalPresentationStyle="fullScreen""#), canvas: true).views["Root"]?.frame.height == 842)
    }

    /// digitalhealthpass/dhp-ios-app's Verifier Result.storyboard (Xcode 13; eighteenth
    /// held-out set): its initial navigation controller simulates a page sheet and is saved as
    /// one; the app presents the storyboard.
    @Test("a storyboard's initial controller designed as a sheet is drawn as one")
    func initialSheet() throws {
        #expect(try layout(document(initial: "VC"), canvas: true).views["Root"]?.frame.height == 842)
    }

    /// fan-ADN/nendSDK-iOS' Swift example Fullboard.storyboard (toolsVersion 21507, Xcode 14.1,
    /// retina6_1; twentieth held-out set, docs/held-out-sets.md), cut down: a controller no
    /// navigation controller holds shows a scene (line 185), which Xcode 14's canvas draws as
    /// UIKit's card, 896 − 48 − 10 = 838 tall (line 40), laid out as if it started at the
    /// screen's top: a bar pinned to the safe area's top saved at y 48 (line 44), a container
    /// pinned to its bottom ending at 838 (line 111). UIKit gives the card no top inset and the
    /// home indicator's 34 below.
    @Test("Xcode 14's canvas lays a sheet's card out as if it started at the screen's top: 48 above, nothing below")
    func xcode14CardLaidOutFromTop() throws {
        let document = try InlineIB.storyboard(
            InlineIB.scene("Menu", width: 414, height: 896, subviews: "", constraints: "",
                           extra: #"<connections><segue destination="Tab" kind="show" id="Show"/></connections>"#)
            + InlineIB.scene("Tab", width: 414, height: 838,
                             subviews: InlineIB.box("Bar", frame: (4, 48, 406, 40), constraints: #"<constraint firstAttribute="height" constant="40" id="H1"/>"#)
                                 + InlineIB.box("Container", frame: (4, 90, 406, 748)),
                             constraints: """
                                 <constraint firstItem="Bar" firstAttribute="top" secondItem="TabSafe" secondAttribute="top" id="T1"/>
                                 <constraint firstItem="Bar" firstAttribute="leading" secondItem="TabRoot" secondAttribute="leading" constant="4" id="L1"/>
                                 <constraint firstItem="Bar" firstAttribute="trailing" secondItem="TabRoot" secondAttribute="trailing" constant="-4" id="R1"/>
                                 <constraint firstItem="Container" firstAttribute="top" secondItem="Bar" secondAttribute="bottom" constant="2" id="T2"/>
                                 <constraint firstItem="Container" firstAttribute="leading" secondItem="TabRoot" secondAttribute="leading" constant="4" id="L2"/>
                                 <constraint firstItem="Container" firstAttribute="trailing" secondItem="TabRoot" secondAttribute="trailing" constant="-4" id="R2"/>
                                 <constraint firstItem="TabSafe" firstAttribute="bottom" secondItem="Container" secondAttribute="bottom" id="B2"/>
                             """),
            tools: "21507", device: "retina6_1", initial: "Menu", fileName: "Fullboard.storyboard")
        let phone = try Oracle.catalog.device(named: "iPhone 11")
        let canvas = try IBLayout.make(document: document, scene: "Tab", device: phone, iOS: document.canvasIOS(on: phone),
                                       canvas: IBCanvas(of: document, on: phone))
        #expect(canvas.views["Bar"]?.frame == Rect(x: 4, y: 48, width: 406, height: 40))
        #expect(canvas.views["Container"]?.frame == Rect(x: 4, y: 90, width: 406, height: 748))
        let uikit = try IBLayout.make(document: document, scene: "Tab", device: phone, iOS: 16)
        #expect(uikit.views["Bar"]?.frame.minY == 0)
        #expect(abs((uikit.views["Container"]?.frame.maxY ?? 0) - (838 - 34)) < 1e-9)
    }
}
