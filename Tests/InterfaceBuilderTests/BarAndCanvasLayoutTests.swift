import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutEngine
import Testing

/// Bars and Xcode's canvases (issue 9): navigation and standalone bars by iOS release, freeform
/// xib views on the device's safe area, and the safe area, bars and sheets each Xcode's canvas
/// draws where it differs from UIKit on a device. Expected figures are frames Xcode saved (file
/// and line quoted), laid out as the oracle does and compared within its 0.5 pt.
@Suite("Interface Builder layout: bars and Xcode's canvases (issue 9)")
struct BarAndCanvasLayoutTests: OracleSceneLayout {
    @Test("a freeform xib view wider than the screen is drawn with the whole screen's safe-area insets, the home indicator's included")
    func freeformXibSafeArea() throws {
        // SwiftMessages CardView.xib lines 12–17: a 510 × 160 view on retina6_1 whose content,
        // pinned to its margins, is saved at y 44 and 82 tall: 44 pt above, 34 pt below.
        let card = try layout("SwiftKickMobile__SwiftMessages__CardView.xib", containing: "A7b-0a-fJG")
        #expect(near(card.views["A7b-0a-fJG"]?.frame, Rect(x: 20, y: 44, width: 470, height: 82)))
    }

    @Test("a freeform xib view that fits on the screen is drawn at its origin, with only the insets it reaches")
    func freeformXibWithinScreen() throws {
        // braintree_ios' demo CardFormView.xib (19115, retina6_1; fifteenth held-out set): a
        // 414 × 397 view whose stack ends 10 pt above the safe area's bottom is saved 377 tall
        // at y 10 (lines 15, 19, 108): no home-indicator inset. zotero-ios'
        // CreatorEditViewController.xib (tenth set), 414 × 348 at the origin, keeps the status
        // band's 44 on top (a view 10 pt below its safe area's top, "Header", at y 54).
        func top(height: Int, view id: String = "Stack") throws -> Rect? {
            let document = try InlineIB.xib("""
                    <view contentMode="scaleToFill" id="Top">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Stack">
                                <rect key="frame" x="10" y="10" width="394" height="377"/>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Header">
                                <rect key="frame" x="0.0" y="54" width="20" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="20" id="W"/>
                                    <constraint firstAttribute="height" constant="20" id="H"/>
                                </constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="Safe"/>
                        <constraints>
                            <constraint firstItem="Stack" firstAttribute="leading" secondItem="Safe" secondAttribute="leading" constant="10" id="C1"/>
                            <constraint firstItem="Stack" firstAttribute="top" secondItem="Top" secondAttribute="top" constant="10" id="C2"/>
                            <constraint firstItem="Safe" firstAttribute="bottom" secondItem="Stack" secondAttribute="bottom" constant="10" id="C3"/>
                            <constraint firstItem="Safe" firstAttribute="trailing" secondItem="Stack" secondAttribute="trailing" constant="10" id="C4"/>
                            <constraint firstItem="Header" firstAttribute="leading" secondItem="Top" secondAttribute="leading" id="C5"/>
                            <constraint firstItem="Header" firstAttribute="top" secondItem="Safe" secondAttribute="top" constant="10" id="C6"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                """, tools: "19115.2", device: "retina6_1", fileName: "CardFormView.xib")
            let (device, orientation) = Oracle.device(of: document)
            return try IBLayout.make(document: document, device: device, orientation: orientation,
                                     iOS: Oracle.designIOS(document, device), canvas: IBCanvas(of: document, on: device)).views[id]?.frame
        }
        #expect(try top(height: 397) == Rect(x: 10, y: 10, width: 394, height: 377))
        #expect(try top(height: 397, view: "Header")?.minY == 44 + 10)
        // The same view taller than the screen is drawn as a screen of its size: the home
        // indicator's 34 at its bottom (as SwiftMessages' CardView, above, wider than the screen).
        #expect(try top(height: 1000) == Rect(x: 10, y: 10, width: 394, height: 1000 - 10 - 34 - 10))
    }

    /// A storyboard of a navigation controller `Nav` (its bar `Bar` carrying `barAttributes`,
    /// saved at `barFrame`) whose root `Root` has the view `RootView` saved `rootHeight` tall.
    func navigationStoryboard(tools: String, device: String, barAttributes: String, barFrame: String, rootHeight: Int,
                              fileName: String) throws -> IBDocument {
        try IBReader.read(string: """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="Nav">
            <device id="\(device)" orientation="portrait"/>
            <scenes>
                <scene sceneID="s1"><objects>
                    <navigationController id="Nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" \(barAttributes) id="Bar">
                            <rect key="frame" \(barFrame)/>
                        </navigationBar>
                        <connections><segue destination="Root" kind="relationship" relationship="rootViewController" id="g1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="Root" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="RootView">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="\(rootHeight)"/>
                            <viewLayoutGuide key="safeArea" id="SA"/>
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """, fileName: fileName)
    }

    @Test("a navigation controller's own opaque bar keeps its root view below the bar")
    func opaqueNavigationBarElement() throws {
        // Rule 1.5.b (semantics doc): a child does not extend under an opaque bar unless
        // extendedLayoutIncludesOpaqueBars; the bar's translucency is on <navigationBar>.
        let document = try navigationStoryboard(tools: "14460", device: "retina4_7", barAttributes: "translucent=\"NO\"",
                                                barFrame: "x=\"0.0\" y=\"20\" width=\"375\" height=\"44\"", rootHeight: 603,
                                                fileName: "Opaque.storyboard")
        #expect(document.scenes.compactMap(\.viewController).first { $0.id == "Nav" }?.navigationBarTranslucent == false)
        let layout = try IBLayout.make(document: document, scene: "Root", device: try Oracle.catalog.device(named: "iPhone 8"),
                                       orientation: .portrait, iOS: 12)
        #expect(near(layout.views["RootView"]?.frame, Rect(x: 0, y: 64, width: 375, height: 603)))
        // Xcode's canvas saves the root at its own origin, with the height the bar leaves it
        // (the file's `<rect>` above; firebase database_Main.storyboard line 18 in the fixtures).
        #expect(layout.canvasFrame(ofView: "RootView") == Rect(x: 0, y: 0, width: 375, height: 603))
        #expect(layout.canvasFrame(ofView: "Bar") == nil)
    }

    @Test("a large-title bar (`largeTitles=\"YES\"`) is a large bar on a device; Xcode's canvas draws its root under a standard one")
    func largeTitleNavigationBar() throws {
        // NordicSemiconductor/IOS-DFU-Library's test app Main.storyboard (Xcode 10.2, iPhone X
        // class; eleventh held-out set): a root table saved 724 tall (812 less the 44 pt status
        // band and a 44 pt bar) below a `largeTitles="YES"` bar; on a device UIKit's large-title
        // bar is 96 pt (the catalog's figure).
        let document = try navigationStoryboard(tools: "14868", device: "retina5_9", barAttributes: "largeTitles=\"YES\"",
                                                barFrame: "x=\"0.0\" y=\"44\" width=\"375\" height=\"96\"", rootHeight: 812,
                                                fileName: "Large.storyboard")
        #expect(document.scenes.compactMap(\.viewController).first { $0.id == "Nav" }?.navigationBarPrefersLargeTitles == true)
        let phone = try Oracle.catalog.device(named: "iPhone X")
        let device = try IBLayout.make(document: document, scene: "Root", device: phone, orientation: .portrait, iOS: 12)
        #expect(device.window.rootViewController.map { $0.view.subviews.first { $0.identifier == "RootView" }?.safeAreaInsets.top } == 44 + 96)
        let canvas = try IBLayout.make(document: document, scene: "Root", device: phone, orientation: .portrait, iOS: 12,
                                       canvas: IBCanvas(of: document, on: phone))
        #expect(canvas.window.rootViewController.map { $0.view.subviews.first { $0.identifier == "RootView" }?.safeAreaInsets.top } == 44 + 44)
    }

    @Test("Xcode 26's canvas draws a navigation bar where the file saved it; UIKit's layout puts iOS 26's 54 pt bar below the band")
    func savedNavigationBarOnXcode26Canvas() throws {
        // firebase database Main.storyboard (toolsVersion 24127, retina6_12): the navigation
        // controller's opaque bar saved at y 118, 54 tall (line 409); the sign-in root under it
        // and the tabs of the tab bar controller pushed from it saved 393 × 680 (lines 19, 197).
        let file = "firebase__quickstart-ios__database_Main.storyboard"
        let document = try Fixtures.read(file)
        #expect(document.canvasDrawsNavigationBarsAsSaved)
        let canvas = try layout(file, containing: "vEc-L1-yiV")
        #expect(canvas.canvasFrame(ofView: "vEc-L1-yiV") == Rect(x: 0, y: 0, width: 393, height: 680))
        let tabs = try layout(file, containing: "8bC-Xf-vdC")
        #expect(tabs.canvasFrame(ofView: "8bC-Xf-vdC") == Rect(x: 0, y: 0, width: 393, height: 680))
        // Without the canvas: the iPhone 14 Pro's 59 pt band and iOS 26's 54 pt bar (the bar's
        // height is the one the file saved; the catalog's `gk-navbar-ios26` source), under iOS 18
        // the 44 pt bar.
        let (device, orientation) = Oracle.device(of: document)
        let uikit = try IBLayout.make(document: document, scene: "Rsx-VA-XpW", device: device, orientation: orientation, iOS: 26)
        #expect(abs((uikit.canvasFrame(ofView: "vEc-L1-yiV")?.height ?? 0) - (852 - 59 - 54)) < 0.01)
        let ios18 = try IBLayout.make(document: document, scene: "Rsx-VA-XpW", device: device, orientation: orientation, iOS: 18)
        #expect(abs((ios18.canvasFrame(ofView: "vEc-L1-yiV")?.height ?? 0) - (852 - 59 - 44)) < 0.01)
        // Xcode 16.0 and older draw the standard bar wherever the file saved it (from Xcode 16's
        // later builds, 23727 as in Kingfisher's fixture, the saved bar: CanvasContainerTests).
        #expect(!(try Fixtures.read("ephread__Instructions__Basic_Examples.storyboard").canvasDrawsNavigationBarsAsSaved))
    }

    @Test("Xcode 26's canvas draws a notched phone's safe-area insets twice over, except under a bar saved at the band")
    func doubledSafeAreaOnXcode26Canvas() throws {
        // NetNewsWire Main.storyboard (24506, retina6_3, 402 × 874): a label 8 pt above the safe
        // area's bottom (constraint line 445) saved at y 798 = 874 − 2 × 34 − 8 (line 428).
        let file = "Ranchero-Software__NetNewsWire__Main.storyboard"
        let document = try Fixtures.read(file)
        let (device, orientation) = Oracle.device(of: document)
        #expect(document.canvasDoublesSafeAreaInsets(on: device))
        #expect(try layout(file, containing: "eMj-1g-3xm").views["eMj-1g-3xm"]?.frame.minY == 798)
        // UIKit's layout keeps the device's 34.
        let uikitLabels = try IBLayout.sceneNames(of: document).compactMap { scene in
            try IBLayout.make(document: document, scene: scene, device: device, orientation: orientation, iOS: 26).views["eMj-1g-3xm"]
        }
        #expect(uikitLabels.count == 1)
        #expect(abs((uikitLabels.first?.frame.minY ?? 0) - (874 - 34 - 8)) < 1e-6)
        // Under a navigation bar the file saves at the band's bottom (NetNewsWire's
        // Inspector.storyboard, 24506, retina6_1: bars at y 48, line 412) the device's insets.
        let inspector = try Fixtures.read("Ranchero-Software__NetNewsWire__Inspector.storyboard")
        let phone = Oracle.device(of: inspector).0
        #expect(inspector.canvasDoublesSafeAreaInsets(on: phone))
        let drawn = try layout("Ranchero-Software__NetNewsWire__Inspector.storyboard", containing: "xcc-i3-tPS")
        // The table under the 44 pt bar: its safe area's top at 48 + 44, its bottom the device's 34.
        #expect(drawn.views["xcc-i3-tPS"]?.safeAreaInsets.bottom == 34)
        #expect(abs((drawn.views["xcc-i3-tPS"].map { $0.frame.minY + $0.safeAreaInsets.top } ?? 0) - (48 + 44)) < 1e-6)
        // Home-button phones and older Xcodes draw the device's own.
        #expect(!document.canvasDoublesSafeAreaInsets(on: try Oracle.catalog.device(named: "iPhone SE (3rd generation)")))
        // (IQKeyboardManager's TestCases.storyboard: 23077, Xcode 15.)
        #expect(!(try Fixtures.read("hackiftekhar__IQKeyboardManager__TestCases.storyboard").canvasDoublesSafeAreaInsets(on: device)))
    }

    @Test("Xcode 16's later canvases (23727) double a notched phone's safe-area insets too; 23504's do not")
    func doubledSafeAreaOnLaterXcode16Canvas() throws {
        // dyte-io/ios-samples' iOSCoreSample Main.storyboard (23727, retina6_12; nineteenth
        // held-out set): PollsViewController's table on the safe area's top is saved at y 118 =
        // 2 × 59 and 626 tall, above a 40 pt button on the safe area's bottom ending at
        // 784 = 852 − 2 × 34 (lines 207–220).
        func scene(tools: String) throws -> IBLayout {
            let scenes = """
                    <scene sceneID="S1"><objects>
                        <viewController id="Polls" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Table">
                                        <rect key="frame" x="0.0" y="118" width="393" height="626"/>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Button">
                                        <rect key="frame" x="0.0" y="744" width="393" height="40"/>
                                        <constraints><constraint firstAttribute="height" constant="40" id="H"/></constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Safe"/>
                                <constraints>
                                    <constraint firstItem="Table" firstAttribute="top" secondItem="Safe" secondAttribute="top" id="C1"/>
                                    <constraint firstItem="Table" firstAttribute="leading" secondItem="Safe" secondAttribute="leading" id="C2"/>
                                    <constraint firstItem="Safe" firstAttribute="trailing" secondItem="Table" secondAttribute="trailing" id="C3"/>
                                    <constraint firstItem="Button" firstAttribute="top" secondItem="Table" secondAttribute="bottom" id="C4"/>
                                    <constraint firstItem="Button" firstAttribute="leading" secondItem="Safe" secondAttribute="leading" id="C5"/>
                                    <constraint firstItem="Safe" firstAttribute="trailing" secondItem="Button" secondAttribute="trailing" id="C6"/>
                                    <constraint firstItem="Safe" firstAttribute="bottom" secondItem="Button" secondAttribute="bottom" id="C7"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                """
            let document = try InlineIB.storyboard(scenes, tools: tools, device: "retina6_12", initial: "Polls", fileName: "Main.storyboard")
            let (device, orientation) = Oracle.device(of: document)
            return try IBLayout.make(document: document, scene: "Polls", device: device, orientation: orientation,
                                     iOS: Oracle.designIOS(document, device), canvas: IBCanvas(of: document, on: device))
        }
        let later = try scene(tools: "23727")
        #expect(later.views["Table"]?.frame == Rect(x: 0, y: 118, width: 393, height: 626))
        #expect(later.views["Button"]?.frame.maxY == 784)
        // Xcode 16.0 (23504) draws the device's own 59 and 34.
        let earlier = try scene(tools: "23504")
        #expect(earlier.views["Table"]?.frame == Rect(x: 0, y: 59, width: 393, height: 719))
        // Xcode 15's placeholder build (32700) is not a later Xcode 16.
        #expect(!(try InlineIB.storyboard("", tools: "32700.99.1234", device: "retina6_12", initial: "X", fileName: "X.storyboard")
            .canvasDoublesSafeAreaInsets(on: Oracle.device(of: later.document).0)))
    }

    @Test("standalone bars are 44 pt before iOS 26; from iOS 26 a toolbar is 48 on an iPhone (44 on an iPad), a navigation bar 54")
    func standaloneBarsUnderIOS26() throws {
        // doo/scanbot-sdk-example-ios' ClassicComponentsExample Main.storyboard (24506,
        // retina6_0), lines 655–660: a toolbar placed by its top and sides only, saved 390 × 48;
        // the catalog's skphotobrowser-toolbar-ios26 source gives the same 48.
        let document = try InlineIB.topView(width: 390, height: 844, subviews: """
                <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translucent="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Ecs-az-OQW">
                    <rect key="frame" x="0.0" y="580" width="390" height="48"/>
                </toolbar>
                <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Bar">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="54"/>
                </navigationBar>
            """, constraints: """
                <constraint firstItem="Ecs-az-OQW" firstAttribute="top" secondItem="Top" secondAttribute="top" constant="580" id="9RF-eB-dnS"/>
                <constraint firstItem="Ecs-az-OQW" firstAttribute="trailing" secondItem="Top" secondAttribute="trailing" id="Lop-f1-hGe"/>
                <constraint firstItem="Ecs-az-OQW" firstAttribute="leading" secondItem="Top" secondAttribute="leading" id="ekL-ZJ-Ddk"/>
                <constraint firstItem="Bar" firstAttribute="top" secondItem="Top" secondAttribute="top" id="B1"/>
                <constraint firstItem="Bar" firstAttribute="leading" secondItem="Top" secondAttribute="leading" id="B2"/>
                <constraint firstItem="Bar" firstAttribute="trailing" secondItem="Top" secondAttribute="trailing" id="B3"/>
            """, tools: "24506", device: "retina6_0", fileName: "Scanbot.xib")
        let phone = try #require(document.designDevice(in: Oracle.catalog))
        let drawn = try IBLayout.make(document: document, device: phone, iOS: 26)
        #expect(drawn.views["Ecs-az-OQW"]?.frame == Rect(x: 0, y: 580, width: 390, height: 48))
        #expect(drawn.views["Bar"]?.frame.height == 54)
        let ios18 = try IBLayout.make(document: document, device: phone, iOS: 18)
        #expect(ios18.views["Ecs-az-OQW"]?.frame.height == 44 && ios18.views["Bar"]?.frame.height == 44)
        // On an iPad the toolbar keeps 44 under iOS 26 (BlackBerry Dynamics' GreetingsClient
        // Main_iPad.storyboard, 24118: toolbars saved 540 × 44, lines 23 and 175).
        let pad = try IBLayout.make(document: document, device: Oracle.catalog.device(named: "iPad (A16)"), iOS: 26)
        #expect(pad.views["Ecs-az-OQW"]?.frame.height == 44)
    }

    @Test("Xcode 26 draws a 2016 iPhone SE with iOS 26's controls and the figures of the newest iOS it runs")
    func canvasControlsOnOlderDevice() throws {
        // guardianproject/orbot-apple's Main.storyboard (24765, retina4_0), lines 408–441: a
        // Body "Enabled" label 8 pt after a 48 pt image 20 pt in, a switch 8 pt after it and
        // 20 pt before the 288 pt card's edge; saved: the label 123 wide at x 76, the switch
        // 63 × 28 at x 207 (iOS 26's switch), the card 88 tall.
        let document = try InlineIB.topView(width: 288, height: 88, subviews: """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Enabled" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="RKd-Ab-wwj">
                    <rect key="frame" x="76" y="34" width="123" height="20.5"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                </label>
                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" selected="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="acD-mY-0IR">
                    <rect key="frame" x="207" y="30" width="63" height="28"/>
                </switch>
            """, constraints: """
                <constraint firstItem="acD-mY-0IR" firstAttribute="centerY" secondItem="Top" secondAttribute="centerY" id="6N2-xb-rTQ"/>
                <constraint firstItem="acD-mY-0IR" firstAttribute="centerY" secondItem="RKd-Ab-wwj" secondAttribute="centerY" id="PsB-QB-mMx"/>
                <constraint firstItem="acD-mY-0IR" firstAttribute="leading" secondItem="RKd-Ab-wwj" secondAttribute="trailing" constant="8" symbolic="YES" id="Ses-cj-2Je"/>
                <constraint firstItem="RKd-Ab-wwj" firstAttribute="leading" secondItem="Top" secondAttribute="leading" constant="76" id="XDR-Si-H7I"/>
                <constraint firstAttribute="trailing" secondItem="acD-mY-0IR" secondAttribute="trailing" constant="20" symbolic="YES" id="rFo-xz-APz"/>
            """, tools: "24765", device: "retina4_0", fileName: "Orbot.xib")
        let phone = try #require(document.designDevice(in: Oracle.catalog))
        #expect(phone.supportedIOS.last == 15)
        #expect(document.canvasIOS(on: phone) == 26)
        let canvas = IBCanvas(of: document, on: phone)
        #expect(canvas.deviceFiguresIOS == 15)
        let drawn = try IBLayout.make(document: document, device: phone, iOS: document.canvasIOS(on: phone), canvas: canvas)
        #expect(drawn.views["acD-mY-0IR"]?.frame == Rect(x: 207, y: 30, width: 63, height: 28))
        #expect(drawn.views["RKd-Ab-wwj"]?.frame.width == 123)
        // The window keeps the device's iOS 15 figures (20 pt status bar) with iOS 26's bars.
        #expect(drawn.window.metrics.statusBar.height == 20 && drawn.window.metrics.bars.navigationBar == 54)
        // The device itself runs iOS 15 at most: UIKit's 51 × 31 switch there.
        let uikit = try IBLayout.make(document: document, device: phone, iOS: 15)
        #expect(uikit.views["acD-mY-0IR"]?.frame.size == Size(width: 51, height: 31))
    }

    @Test("Xcode 15–16.1 canvases draw a sheet's card 10 pt down on notched phones; Xcode 16.2 and 26 at the top inset, 10 without a housing")
    func canvasSheetCardTop() throws {
        // The figures of IBDocument.canvasSheetCard(on:) (held-out sets): pia-foss' 802 on
        // retina5_9 (22155), passforios' 834 on retina6_0 (23504), Hackers' 647 on retina4_7
        // (23504: UIKit's 20), Nordic's and Jumio's 848 on retina6_1 (24128, 24412),
        // Delta's 657 on retina4_7 (24128); Eureka's 758 (Xcode 11: UIKit's card).
        func card(_ tools: String, _ device: String) throws -> IBSheetCard? {
            try InlineIB.xib("<view id=\"V\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"10\" height=\"10\"/></view>",
                             tools: tools, device: "retina4_7", fileName: "Sheet.xib")
                .canvasSheetCard(on: Oracle.catalog.device(named: device))
        }
        #expect(try card("22155", "iPhone 11 Pro") == .below(10))
        #expect(try card("23504", "iPhone 12") == .below(10))
        #expect(try card("23504", "iPhone SE (3rd generation)") == nil)
        #expect(try card("24128", "iPhone 11") == .atTopInset)
        // An iPhone XR does not run iOS 26: the window's own inset is the card's top all the same.
        #expect(try card("24765", "iPhone XR") == .atTopInset)
        #expect(try card("24128", "iPhone SE (3rd generation)") == .below(10))
        #expect(try card("15505", "iPhone 11 Pro") == nil)
        #expect(try card("24128", "iPad Pro 13-inch (M4)") == nil)
    }

    @Test("a tab bar placed in a view, not a tab bar controller's, is 49 tall by its content, not stretched or empty")
    func standaloneTabBar() throws {
        // IBAnimatable's Interactions.storyboard (Xcode 10, retina4_7; eighth held-out set,
        // line 211): a tab bar between two views, its top and bottom pinned to theirs, saved
        // 375 × 49; here pinned to the bottom of a 375 × 667 view: 667 − 49.
        let document = try InlineIB.topView(width: 375, height: 667, subviews: """
                <tabBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Tabs">
                    <rect key="frame" x="0.0" y="618" width="375" height="49"/>
                    <items>
                        <tabBarItem title="Item" id="I1"/>
                    </items>
                </tabBar>
            """, constraints: """
                <constraint firstItem="Tabs" firstAttribute="leading" secondItem="Top" secondAttribute="leading" id="L"/>
                <constraint firstAttribute="trailing" secondItem="Tabs" secondAttribute="trailing" id="R"/>
                <constraint firstAttribute="bottom" secondItem="Tabs" secondAttribute="bottom" id="B"/>
            """, tools: "14460.31", device: "retina4_7", appearance: false, fileName: "Interactions.xib")
        let layout = try IBLayout.make(document: document, device: Oracle.catalog.device(named: "iPhone 8"), orientation: .portrait)
        #expect(layout.views["Tabs"]?.frame == Rect(x: 0, y: 618, width: 375, height: 49))
    }
}
