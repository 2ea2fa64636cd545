import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutEngine
import Testing

/// Bars and presentations Xcode's canvas draws around a scene from what its containers
/// simulate. Expected frames are the ones Xcode saved (file and line quoted).
@Suite("Interface Builder: what the canvas draws around a scene (issue 9)")
struct CanvasContainerTests {
    /// covid19cz/erouska-ios' Help.storyboard (Xcode 12, iPhone 11 Pro; tenth held-out set,
    /// docs/held-out-sets.md), cut down: a navigation controller simulating the tab bar of a tab
    /// bar controller in another file (line 18); its root's table and the table of a scene it
    /// pushes are pinned to the safe area's bottom and saved ending at 729 = 812 − 34 − 49
    /// (lines 40 and 136).
    func helpStoryboard(simulatedBottomBar: String = #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#) throws -> IBDocument {
        func scene(_ id: String, table: String, safe: String, segue: String = "") -> String {
            InlineIB.scene(id, width: 375, height: 812, subviews: InlineIB.box(table, frame: (0, 0, 375, 729)), constraints: """
                <constraint firstItem="\(safe)" firstAttribute="bottom" secondItem="\(table)" secondAttribute="bottom" id="\(id)C1"/>
                <constraint firstItem="\(table)" firstAttribute="leading" secondItem="\(id)Root" secondAttribute="leading" id="\(id)C2"/>
                <constraint firstItem="\(table)" firstAttribute="trailing" secondItem="\(id)Root" secondAttribute="trailing" id="\(id)C3"/>
                <constraint firstItem="\(table)" firstAttribute="top" secondItem="\(id)Root" secondAttribute="top" id="\(id)C4"/>
            """, extra: "<connections>\(segue)</connections>")
        }
        return try InlineIB.storyboard("""
                <scene sceneID="NavS"><objects>
                    <navigationController storyboardIdentifier="HelpNavigation" id="Nav" sceneMemberID="viewController">
                        \(simulatedBottomBar)
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="Bar"><rect key="frame" x="0.0" y="44" width="375" height="44"/></navigationBar>
                        <connections><segue destination="Help" kind="relationship" relationship="rootViewController" id="Rel"/></connections>
                    </navigationController>
                </objects></scene>
        \(scene("Help", table: "HelpTable", safe: "HelpSafe", segue: #"<segue destination="Section" kind="show" id="Show"/>"#))
        \(scene("Section", table: "SectionTable", safe: "SectionSafe"))
        """, tools: "17701", device: "retina5_9", initial: "Nav", fileName: "Help.storyboard")
    }

    func canvasLayout(_ document: IBDocument, scene: String) throws -> IBLayout {
        let (device, orientation) = Oracle.device(of: document)
        return try IBLayout.make(document: document, scene: scene, device: device, orientation: orientation,
                                 iOS: document.canvasIOS(on: device), canvas: IBCanvas(of: document, on: device))
    }

    @Test("a navigation controller's simulated tab bar is drawn under its root and under the scenes it pushes")
    func navigationControllerSimulatingTabBar() throws {
        let document = try helpStoryboard()
        #expect(try canvasLayout(document, scene: "Help").views["HelpTable"]?.frame.maxY == 729)
        #expect(try canvasLayout(document, scene: "Section").views["SectionTable"]?.frame.maxY == 729)
        // Laid out as UIKit does, the app's tab bar controller (in another file) is there too.
        let phone = try Oracle.catalog.device(named: "iPhone 11 Pro")
        #expect(try IBLayout.make(document: document, scene: "Help", device: phone, iOS: 14).views["HelpTable"]?.frame.maxY == 729)
    }

    /// natane-i/ProfileApp's Main.storyboard (toolsVersion 21701, Xcode 14, retina6_12;
    /// twentieth held-out set, docs/held-out-sets.md), cut down: a navigation controller
    /// (line 525) whose root is a tab bar controller (line 541); a tab's controller shows a
    /// scene (line 159), which the navigation controller pushes in place of the tab bar
    /// controller, so the scene has no tab bar: its root is saved 393 × 852 (line 170), where
    /// a tab's is 852 − 83. getsentry/sentry-cocoa's iOS-Swift sample (ninth set) pushes alike.
    @Test("a scene pushed from a tab, when a navigation controller holds the tab bar controller, has the navigation bar and no tab bar")
    func pushFromTabOfNavigationHeldTabBarController() throws {
        let pinned = """
            <constraint firstItem="Box" firstAttribute="bottom" secondItem="ShownSafe" secondAttribute="bottom" id="B"/>
            <constraint firstItem="Box" firstAttribute="leading" secondItem="ShownRoot" secondAttribute="leading" id="L"/>
            """
        let document = try InlineIB.storyboard("""
                <scene sceneID="NavS"><objects>
                    <navigationController id="Nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="Bar"><rect key="frame" x="0.0" y="59" width="393" height="44"/></navigationBar>
                        <connections><segue destination="Tabs" kind="relationship" relationship="rootViewController" id="Rel"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="TabsS"><objects>
                    <tabBarController id="Tabs" sceneMemberID="viewController">
                        <connections><segue destination="Source" kind="relationship" relationship="viewControllers" id="T1"/></connections>
                    </tabBarController>
                </objects></scene>
            \(InlineIB.scene("Source", width: 393, height: 852, subviews: "", constraints: "",
                             extra: #"<connections><segue destination="Shown" kind="show" id="Show"/></connections>"#))
            \(InlineIB.scene("Shown", width: 393, height: 852,
                             subviews: InlineIB.box("Box", frame: (0, 718, 100, 100), constraints: """
                                 <constraint firstAttribute="height" constant="100" id="H"/>
                                 <constraint firstAttribute="width" constant="100" id="W"/>
                             """), constraints: pinned))
            """, tools: "21701", device: "retina6_12", initial: "Nav", fileName: "Main.storyboard")
        // The safe area's bottom is the home indicator's 34 pt (iPhone 14 Pro, catalog), not
        // the 83 pt a tab bar would make it.
        #expect(try canvasLayout(document, scene: "Shown").views["Box"]?.frame.maxY == 852 - 34)
        let phone = try Oracle.catalog.device(named: "iPhone 14 Pro")
        #expect(try IBLayout.make(document: document, scene: "Shown", device: phone, iOS: 16).views["Box"]?.frame.maxY == 852 - 34)
    }

    /// Format note §9: a freeform size changes "the frames IB saved but [is] not part of the
    /// runtime UI". scenee/FloatingPanel's Samples Main.storyboard (a fixture) draws scenes at
    /// 375 × 778 on its 375 × 667 canvas; the app shows such a scene on the screen.
    @Test("a freeform scene is drawn at its own size on the canvas, and on the screen as UIKit shows it")
    func freeformSceneOnCanvasAndInUIKit() throws {
        let document = try InlineIB.storyboard(
            InlineIB.scene("Long", width: 375, height: 778,
                           subviews: InlineIB.box("Bottom", frame: (0, 728, 375, 50), constraints: #"<constraint firstAttribute="height" constant="50" id="H"/>"#),
                           constraints: """
                               <constraint firstItem="Bottom" firstAttribute="leading" secondItem="LongRoot" secondAttribute="leading" id="L"/>
                               <constraint firstItem="Bottom" firstAttribute="trailing" secondItem="LongRoot" secondAttribute="trailing" id="R"/>
                               <constraint firstItem="Bottom" firstAttribute="bottom" secondItem="LongRoot" secondAttribute="bottom" id="B"/>
                           """,
                           extra: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="375" height="778"/>"#),
            tools: "17701", device: "retina4_7", initial: "Long", fileName: "Main.storyboard")
        #expect(try canvasLayout(document, scene: "Long").views["Bottom"]?.frame.maxY == 778)
        let phone = try Oracle.catalog.device(named: "iPhone 8")
        #expect(try IBLayout.make(document: document, scene: "Long", device: phone, iOS: 14).views["Bottom"]?.frame.maxY == 667)
    }

    /// ooper-shlab/AVCamManual-Swift's Main.storyboard (toolsVersion 11762, Xcode 8.2,
    /// retina4_7; nineteenth held-out set): its camera scene simulates no status bar (line 590)
    /// and saves controls against a top guide at 0. IcaliaLabs/Presentr's example (14109,
    /// Xcode 10; fourth set) simulates none too and saves its containers 20 pt down (line 48).
    @Test("Xcode 8's canvas draws a scene simulating no status bar without one; Xcode 10's draws it anyway")
    func simulatedNoStatusBar() throws {
        func boxY(tools: String) throws -> Double? {
            let document = try InlineIB.storyboard(
                InlineIB.scene("Camera", width: 375, height: 667,
                               subviews: InlineIB.box("Controls", frame: (0, 0, 375, 60), constraints: #"<constraint firstAttribute="height" constant="60" id="H"/>"#),
                               constraints: """
                                   <constraint firstItem="Controls" firstAttribute="top" secondItem="CameraSafe" secondAttribute="top" id="T"/>
                                   <constraint firstItem="Controls" firstAttribute="leading" secondItem="CameraRoot" secondAttribute="leading" id="L"/>
                                   <constraint firstItem="Controls" firstAttribute="trailing" secondItem="CameraRoot" secondAttribute="trailing" id="R"/>
                               """,
                               extra: #"<nil key="simulatedStatusBarMetrics"/>"#),
                tools: tools, device: "retina4_7", appearance: false, initial: "Camera", fileName: "Main.storyboard")
            return try canvasLayout(document, scene: "Camera").views["Controls"]?.frame.minY
        }
        #expect(try boxY(tools: "11762") == 0)
        #expect(try boxY(tools: "14109") == 20)
    }

    @Test("without the simulated tab bar the tables end at the home indicator's inset")
    func noSimulatedTabBar() throws {
        let document = try helpStoryboard(simulatedBottomBar: "")
        #expect(try canvasLayout(document, scene: "Help").views["HelpTable"]?.frame.maxY == 812 - 34)
        #expect(try canvasLayout(document, scene: "Section").views["SectionTable"]?.frame.maxY == 812 - 34)
    }

    /// AudioKit/AUv3-Example-App's Main storyboard (toolsVersion 16097, Xcode 11, iPad 9.7-inch;
    /// fifteenth held-out set), cut down: a popover's freeform 380 × 360 scene (line 580) saved
    /// with a root 340 tall (line 474) and a view pinned to the top layout guide at y 0 (line
    /// 477). `tools` 14113 is Xcode 10's (its files write no `appearance`), whose canvas draws
    /// the popover at its whole size (AudioKit/ROMPlayer's popovers, fourteenth set).
    func popoverStoryboard(tools: String = "16097", segueKind: String = "popoverPresentation", freeform: Bool = true,
                           device: String = "ipad9_7", rootSize: (Int, Int) = (380, 340)) throws -> IBDocument {
        try InlineIB.storyboard("""
                <scene sceneID="MainS"><objects>
                    <viewController id="Main" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="MainRoot">
                            <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Anchor">
                                    <rect key="frame" x="20" y="40" width="100" height="30"/>
                                    <connections><segue destination="Pop" kind="\(segueKind)" popoverAnchorView="Anchor" id="ToPop"/></connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                </objects></scene>
                <scene sceneID="PopS"><objects>
                    <viewController id="Pop" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="TopGuide"/>
                            <viewControllerLayoutGuide type="bottom" id="BottomGuide"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="PopRoot">
                            <rect key="frame" x="0.0" y="0.0" width="\(rootSize.0)" height="\(rootSize.1)"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Panel">
                                    <rect key="frame" x="0.0" y="0.0" width="\(rootSize.0)" height="\(rootSize.1)"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Panel" firstAttribute="top" secondItem="TopGuide" secondAttribute="bottom" id="P1"/>
                                <constraint firstItem="Panel" firstAttribute="leading" secondItem="PopRoot" secondAttribute="leading" id="P2"/>
                                <constraint firstAttribute="trailing" secondItem="Panel" secondAttribute="trailing" id="P3"/>
                                <constraint firstItem="BottomGuide" firstAttribute="top" secondItem="Panel" secondAttribute="bottom" id="P4"/>
                            </constraints>
                        </view>
                        \(freeform ? #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="380" height="360"/>"# : "")
                    </viewController>
                </objects></scene>
        """, tools: tools, device: device, appearance: (Int(tools) ?? 0) >= 15000, initial: "Main", fileName: "Main.storyboard")
    }

    @Test("Xcode 11's canvas draws a popover below the status bar's band, its root that much shorter and without a top inset")
    func xcode11PopoverBelowStatusBar() throws {
        let layout = try canvasLayout(popoverStoryboard(), scene: "Pop")
        #expect(layout.canvasFrame(ofView: "PopRoot") == Rect(x: 0, y: 0, width: 380, height: 340))
        #expect(layout.views["Panel"]?.frame == Rect(x: 0, y: 0, width: 380, height: 340))
    }

    @Test("an Xcode 11 popover sized by its saved root keeps that size; a screen-wide one on an iPhone 8 is the screen less 20")
    func xcode11PopoverWithoutFreeformSize() throws {
        // Without a freeform size, a saved root narrower than the screen is the popover's size,
        // already the band shorter: 380 × 340 stays 380 × 340.
        let narrow = try canvasLayout(popoverStoryboard(freeform: false), scene: "Pop")
        #expect(narrow.canvasFrame(ofView: "PopRoot") == Rect(x: 0, y: 0, width: 380, height: 340))
        #expect(narrow.views["Panel"]?.frame == Rect(x: 0, y: 0, width: 380, height: 340))
        // kodecocodes/alt-materials' adaptive-layout final project (15705, iPhone 8; sixth
        // held-out set) line 120: a screen-wide popover's table saved 375 × 647, though Xcode
        // 11's canvas draws no status bar on that phone.
        let phone = try canvasLayout(popoverStoryboard(tools: "15705", freeform: false, device: "retina4_7", rootSize: (375, 647)), scene: "Pop")
        #expect(phone.canvasFrame(ofView: "PopRoot") == Rect(x: 0, y: 0, width: 375, height: 647))
        #expect(phone.views["Panel"]?.frame == Rect(x: 0, y: 0, width: 375, height: 647))
    }

    @Test("Xcode 10's canvas, or a scene no popover shows, keeps the freeform size with the status bar's inset in it")
    func otherwiseWholeFreeformSize() throws {
        for (label, document) in [("Xcode 10", try popoverStoryboard(tools: "14113")), ("presented", try popoverStoryboard(segueKind: "presentation"))] {
            let layout = try canvasLayout(document, scene: "Pop")
            #expect(layout.canvasFrame(ofView: "PopRoot") == Rect(x: 0, y: 0, width: 380, height: 360), "\(label)")
            #expect(layout.views["Panel"]?.frame == Rect(x: 0, y: 20, width: 380, height: 340), "\(label)")
        }
    }

    /// Yalantis/Segmentio's example Main.storyboard (Xcode 10, iPhone 8; seventh held-out set),
    /// cut down: a navigation controller's root whose `edgesForExtendedLayout` is the bottom edge
    /// only (`<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>`, line 39) is saved 603 =
    /// 667 − 64 tall (line 20): UIKit places it below the translucent bar it does not extend under.
    func extendedEdges(_ element: String) throws -> IBDocument {
        try navigationAndRoot(bars: #"<navigationBar key="navigationBar" contentMode="scaleToFill" id="Bar"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar>"#,
                              root: "Home", rootHeight: 603, rootElements: element, tools: "14460.31", appearance: false)
    }

    /// A storyboard of a navigation controller `Nav` (its attributes `navigation`, its bar and
    /// toolbar elements `bars`) whose root is the controller `root`, its view `<root>Root`
    /// saved 375 × `rootHeight` on an iPhone 8 canvas, with `rootElements` on the controller.
    func navigationAndRoot(navigation: String = "", bars: String, root: String, rootHeight: Int, rootElements: String = "",
                           tools: String, appearance: Bool = true) throws -> IBDocument {
        try InlineIB.storyboard("""
                <scene sceneID="NavS"><objects>
                    <navigationController \(navigation) id="Nav" sceneMemberID="viewController">
                        \(bars)
                        <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="Rel"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="\(root)S"><objects>
                    <viewController id="\(root)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="\(root)Root"><rect key="frame" x="0.0" y="0.0" width="375" height="\(rootHeight)"/></view>
                        \(rootElements)
                    </viewController>
                </objects></scene>
        """, tools: tools, device: "retina4_7", appearance: appearance, initial: "Nav", fileName: "Main.storyboard")
    }

    @Test("<extendedEdge key=\"edgesForExtendedLayout\"> is read: the edges written YES; none when empty; UIKit's every edge when absent")
    func readsExtendedEdges() throws {
        let bottom = try extendedEdges(#"<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>"#)
        #expect(bottom.scene(controllerID: "Home")?.viewController?.edgesForExtendedLayout == [.bottom])
        let none = try extendedEdges(#"<extendedEdge key="edgesForExtendedLayout"/>"#)
        #expect(none.scene(controllerID: "Home")?.viewController?.edgesForExtendedLayout == [])
        #expect(try extendedEdges("").scene(controllerID: "Home")?.viewController?.edgesForExtendedLayout == nil)
    }

    @Test("a root that does not extend under the top bar starts below it, on the canvas and on a device")
    func rootBelowTopBar() throws {
        let document = try extendedEdges(#"<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>"#)
        #expect(try canvasLayout(document, scene: "Home").canvasFrame(ofView: "HomeRoot") == Rect(x: 0, y: 0, width: 375, height: 603))
        let phone = try Oracle.catalog.device(named: "iPhone 8")
        let uikit = try IBLayout.make(document: document, scene: "Home", device: phone, iOS: 12)
        #expect(uikit.views["HomeRoot"]?.frame == Rect(x: 0, y: 64, width: 375, height: 603))
        let extended = try IBLayout.make(document: extendedEdges(""), scene: "Home", device: phone, iOS: 12)
        #expect(extended.views["HomeRoot"]?.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    /// guoyingtao/Mantis' example Main.storyboard (placeholder toolsVersion 32700.99.1234, iPad Pro 12.9-inch; fifteenth
    /// held-out set), cut down: a navigation controller with its bar hidden and its toolbar
    /// shown, `<toolbar key="toolbar" translucent="NO">` (line 318); its root's view ends at
    /// the opaque toolbar (rule 1.5.b), as Xcode saved it (1316 = 1366 − 50, line 203). Only
    /// UIKit's layout is asserted: on the canvas that scene also lacks the safe-area insets the
    /// canvas did not draw (docs/interface-builder-scores.md, twelfth session).
    func toolbarStoryboard(translucent: String) throws -> IBDocument {
        try navigationAndRoot(navigation: #"navigationBarHidden="YES" toolbarHidden="NO""#, bars: """
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="Bar"><autoresizingMask key="autoresizingMask"/></navigationBar>
                <toolbar key="toolbar" opaque="NO" contentMode="scaleToFill" \(translucent) id="Tools"><rect key="frame" x="0.0" y="623" width="375" height="44"/></toolbar>
                """, root: "Crop", rootHeight: 623, tools: "24506")
    }

    @Test("an opaque toolbar (<toolbar translucent=\"NO\">) ends its navigation controller's root above it; a translucent one does not")
    func opaqueToolbar() throws {
        let phone = try Oracle.catalog.device(named: "iPhone 8")
        let opaque = try toolbarStoryboard(translucent: #"translucent="NO""#)
        #expect(opaque.scene(controllerID: "Nav")?.viewController?.toolbarTranslucent == false)
        let toolbar = try Window(device: phone, iOS: 16).metrics.bars.toolbar
        #expect(try IBLayout.make(document: opaque, scene: "Crop", device: phone, iOS: 16).views["CropRoot"]?.frame.height == 667 - toolbar)
        let translucent = try toolbarStoryboard(translucent: "")
        #expect(translucent.scene(controllerID: "Nav")?.viewController?.toolbarTranslucent == true)
        #expect(try IBLayout.make(document: translucent, scene: "Crop", device: phone, iOS: 16).views["CropRoot"]?.frame.height == 667)
    }

    /// aliyun/alicloud-ios-demo's apm Main.storyboard (toolsVersion 23727, retina6_1; East Asian
    /// batch, docs/held-out-sets.md), cut down: the navigation controller's bar saved at y 96 =
    /// 2 × 48 (line 89) and a button 40 pt below its root's safe-area top saved at y 180 = 96 +
    /// 44 + 40 (line 43). Xcode 16's later builds draw a bar where the file saved it, as they
    /// double the safe area (IBDocument.canvasDrawsNavigationBarsAsSaved); Xcode 16.0's (23504)
    /// draw the standard bar under the band.
    @Test("from Xcode 16's later builds the canvas draws a navigation bar where the file saved it: twice the band down")
    func savedBarOnLaterXcode16Canvas() throws {
        func storyboard(tools: String, barY: Int) throws -> IBDocument {
            try InlineIB.storyboard(InlineIB.navigationScene(root: "Home", bar: (Double(barY), 414, 44)) + InlineIB.scene("Home", width: 414, height: 896,
                                 subviews: InlineIB.box("Button", frame: (167, 180, 80, 40), constraints: """
                                     <constraint firstAttribute="height" constant="40" id="H"/>
                                     <constraint firstAttribute="width" constant="80" id="W"/>
                                 """),
                                 constraints: """
                                     <constraint firstItem="Button" firstAttribute="top" secondItem="HomeSafe" secondAttribute="top" constant="40" id="T"/>
                                     <constraint firstItem="Button" firstAttribute="centerX" secondItem="HomeSafe" secondAttribute="centerX" id="X"/>
                                 """), tools: tools, device: "retina6_1", initial: "Nav", fileName: "Main.storyboard")
        }
        let later = try storyboard(tools: "23727", barY: 96)
        #expect(later.canvasDrawsNavigationBarsAsSaved)
        #expect(try canvasLayout(later, scene: "Home").views["Button"]?.frame.minY == 96 + 44 + 40)
        let first = try storyboard(tools: "23504", barY: 48)
        #expect(!first.canvasDrawsNavigationBarsAsSaved)
        #expect(try canvasLayout(first, scene: "Home").views["Button"]?.frame.minY == 48 + 44 + 40)
    }

    /// patchthecode/JTAppleCalendar's sample Main.storyboard (toolsVersion 22154, Xcode 15,
    /// retina6_1; third held-out set, docs/held-out-sets.md), cut down: a 375 × 1000 freeform
    /// root (line 672) on the 414 pt phone, whose scroll view is pinned to its side margins and
    /// saved at x 16, 343 wide (line 160): a root narrower than the screen keeps the narrow
    /// phone's 16 pt minimum, not the 414 pt screen's 20.
    @Test("a freeform root narrower than a wide phone keeps the narrow phone's 16 pt side margins")
    func narrowFreeformRootMargins() throws {
        let document = try InlineIB.storyboard(
            InlineIB.scene("Calendar", width: 375, height: 1000,
                           subviews: InlineIB.box("Scroll", frame: (16, 435, 343, 531), constraints: #"<constraint firstAttribute="height" constant="531" id="H"/>"#),
                           constraints: """
                               <constraint firstItem="Scroll" firstAttribute="leading" secondItem="CalendarRoot" secondAttribute="leadingMargin" id="L"/>
                               <constraint firstItem="Scroll" firstAttribute="trailing" secondItem="CalendarRoot" secondAttribute="trailingMargin" id="R"/>
                               <constraint firstItem="Scroll" firstAttribute="top" secondItem="CalendarRoot" secondAttribute="top" constant="435" id="T"/>
                           """,
                           extra: #"<size key="freeformSize" width="375" height="1000"/>"#),
            tools: "22154", device: "retina6_1", initial: "Calendar", fileName: "Main.storyboard")
        let frame = try canvasLayout(document, scene: "Calendar").views["Scroll"]?.frame
        #expect(frame?.minX == 16 && frame?.width == 343)
    }

    /// customerio/customerio-ios' APN UIKit Main.storyboard (toolsVersion 24506, retina6_5;
    /// twelfth held-out set, docs/held-out-sets.md), cut down: a scene that only simulates a
    /// navigation bar (`simulatedNavigationBarMetrics`, line 1072; no navigation controller in
    /// the file holds it), whose scroll view pinned to the safe area's top is saved at y 142
    /// (line 624) = 2 × 44, the doubled status band, + 54, iOS 26's bar. Without a bar the file
    /// saved, the canvas draws the simulated one below the doubled band.
    @Test("a later canvas draws a simulated navigation bar below the doubled status band")
    func simulatedBarBelowDoubledBand() throws {
        let document = try InlineIB.storyboard(
            InlineIB.scene("Settings", width: 414, height: 896,
                           subviews: InlineIB.box("Scroll", frame: (0, 142, 414, 754)),
                           constraints: """
                               <constraint firstItem="Scroll" firstAttribute="top" secondItem="SettingsSafe" secondAttribute="top" id="T"/>
                               <constraint firstItem="Scroll" firstAttribute="leading" secondItem="SettingsRoot" secondAttribute="leading" id="L"/>
                               <constraint firstAttribute="trailing" secondItem="Scroll" secondAttribute="trailing" id="R"/>
                               <constraint firstAttribute="bottom" secondItem="Scroll" secondAttribute="bottom" id="B"/>
                           """,
                           extra: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#),
            tools: "24506", device: "retina6_5", initial: "Settings", fileName: "Main.storyboard")
        #expect(try canvasLayout(document, scene: "Settings").views["Scroll"]?.frame.minY == 2 * 44 + 54)
    }

    /// NordicSemiconductor/IOS-nRF-Connect-Device-Manager's example Main.storyboard (toolsVersion
    /// 24765, Xcode 26, retina5_9; eighteenth held-out set, docs/held-out-sets.md), cut down: a
    /// freeform 375 × 485 scene, which a container in a table row embeds (line 913), whose label
    /// is 16 pt below the root's top margin is saved at y 116 = 2 × 50 + 16 (lines 1766 and 2065);
    /// a freeform 320 × 106 popover's label 20 pt below the safe area at y 70 = 50 + 20 (lines
    /// 1705 and 1736). The later canvases double the status band's inset for a freeform scene
    /// too, embedded or not, not for a popover's; a scene that ends above the home indicator has
    /// no bottom inset to double (its footer on the safe area's bottom ends at its own bottom).
    @Test("Xcode 26's canvas doubles a freeform scene's top inset, embedded or not, but not a freeform popover's")
    func doubledInsetsOfFreeformScenes() throws {
        func scene(_ id: String, size: (Int, Int), label top: String, constant: Int, segue: String = "") -> String {
            InlineIB.scene(id, width: size.0, height: size.1,
                           subviews: InlineIB.box(id + "Label", frame: (16, 0, 100, 21),
                                                  constraints: #"<constraint firstAttribute="height" constant="21" id="\#(id)H"/>"#,
                                                  connections: segue)
                               + InlineIB.box(id + "Footer", frame: (0, Double(size.1 - 10), Double(size.0), 10),
                                              constraints: #"<constraint firstAttribute="height" constant="10" id="\#(id)FH"/>"#),
                           constraints: """
                               <constraint firstItem="\(id)Label" firstAttribute="top" secondItem="\(top)" constant="\(constant)" id="\(id)T"/>
                               <constraint firstItem="\(id)Label" firstAttribute="leading" secondItem="\(id)Root" secondAttribute="leadingMargin" id="\(id)L"/>
                               <constraint firstItem="\(id)Safe" firstAttribute="bottom" secondItem="\(id)Footer" secondAttribute="bottom" id="\(id)B"/>
                               <constraint firstItem="\(id)Footer" firstAttribute="leading" secondItem="\(id)Root" secondAttribute="leading" id="\(id)FL"/>
                           """,
                           extra: #"<size key="freeformSize" width="\#(size.0)" height="\#(size.1)"/>"#)
        }
        let host = InlineIB.scene("Device", width: 375, height: 812, subviews: """
                <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Container">
                    <rect key="frame" x="0.0" y="100" width="375" height="51"/>
                    <connections><segue destination="Upgrade" kind="embed" id="Embed"/></connections>
                </containerView>
            """, constraints: """
                <constraint firstItem="Container" firstAttribute="top" secondItem="DeviceSafe" secondAttribute="top" id="C1"/>
                <constraint firstItem="Container" firstAttribute="leading" secondItem="DeviceRoot" secondAttribute="leading" id="C2"/>
                <constraint firstAttribute="trailing" secondItem="Container" secondAttribute="trailing" id="C3"/>
                <constraint firstItem="Container" firstAttribute="height" constant="51" id="C4"/>
            """)
        for embedded in [true, false] {
            let document = try InlineIB.storyboard(
                (embedded ? host : "")
                + scene("Upgrade", size: (375, 485), label: #"UpgradeRoot" secondAttribute="topMargin"#, constant: 16,
                        segue: #"<segue destination="Filter" kind="popoverPresentation" popoverAnchorView="UpgradeLabel" id="ToFilter"/>"#)
                + scene("Filter", size: (320, 106), label: #"FilterSafe" secondAttribute="top"#, constant: 20),
                tools: "24765", device: "retina5_9", initial: embedded ? "Device" : "Upgrade", fileName: "Main.storyboard")
            let (device, _) = Oracle.device(of: document)
            let band = try device.metrics(for: .portrait, iOS: document.canvasIOS(on: device)).safeAreaInsets.top
            #expect(document.canvasDoublesSafeAreaInsets(on: device))
            let upgrade = try canvasLayout(document, scene: "Upgrade")
            #expect(upgrade.views["UpgradeLabel"]?.frame.minY == 2 * band + 16, "embedded: \(embedded)")
            #expect(upgrade.views["UpgradeFooter"]?.frame.maxY == 485, "embedded: \(embedded)")
            #expect(try canvasLayout(document, scene: "Filter").views["FilterLabel"]?.frame.minY == band + 20)
            // The file's own figures, on the design device the catalog picks for retina5_9 under iOS 26.
            #expect(band == 50)
        }
    }

    /// A scene embedded by a container view, with a 167 pt column of content, and the
    /// container pinned at the top and sides only. nhsx/COVID-19-app-iOS-BETA's SelfDiagnosis
    /// storyboard (toolsVersion 16097, retina6_1; twelfth held-out set) saves such a container at
    /// its scene's 167 pt (line 66), the scene's root written
    /// `translatesAutoresizingMaskIntoConstraints="NO"` (line 308); NordicSemiconductor's
    /// nRF Connect Device Manager example (Xcode 26) saves containers whose scenes' roots do not
    /// write it at the height of an empty row (51 pt, lines 903 and 929).
    @Test("the canvas sizes a container by the scene it embeds only when that root opts out of autoresizing; UIKit always")
    func containersSizedByTheirScenes() throws {
        func storyboard(rootOptsOut: Bool) throws -> IBDocument {
            let container = """
                <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Container">
                    <rect key="frame" x="0.0" y="44" width="414" height="167"/>
                    <connections><segue destination="Child" kind="embed" id="Embed"/></connections>
                </containerView>
            """
            return try InlineIB.storyboard(
                InlineIB.scene("Parent", width: 414, height: 896, subviews: container, constraints: """
                    <constraint firstItem="Container" firstAttribute="top" secondItem="ParentSafe" secondAttribute="top" id="C1"/>
                    <constraint firstItem="Container" firstAttribute="leading" secondItem="ParentRoot" secondAttribute="leading" id="C2"/>
                    <constraint firstAttribute="trailing" secondItem="Container" secondAttribute="trailing" id="C3"/>
                """)
                + InlineIB.scene("Child", width: 414, height: 167,
                                 rootAttributes: rootOptsOut ? #"translatesAutoresizingMaskIntoConstraints="NO""# : "",
                                 subviews: InlineIB.box("Column", frame: (0, 0, 414, 167),
                                                        constraints: #"<constraint firstAttribute="height" constant="167" id="K1"/>"#),
                                 constraints: """
                    <constraint firstItem="Column" firstAttribute="top" secondItem="ChildRoot" secondAttribute="top" id="K2"/>
                    <constraint firstAttribute="bottom" secondItem="Column" secondAttribute="bottom" id="K3"/>
                    <constraint firstItem="Column" firstAttribute="leading" secondItem="ChildRoot" secondAttribute="leading" id="K4"/>
                    <constraint firstAttribute="trailing" secondItem="Column" secondAttribute="trailing" id="K5"/>
                """), tools: "16097", device: "retina6_1", initial: "Parent", fileName: "SelfDiagnosis.storyboard")
        }
        let phone = try Oracle.catalog.device(named: "iPhone 11")
        for optsOut in [true, false] {
            let document = try storyboard(rootOptsOut: optsOut)
            let drawn = try canvasLayout(document, scene: "Parent").views["Container"]?.frame.height
            #expect(drawn == (optsOut ? 167 : 0), "root opts out: \(optsOut)")
            #expect(try IBLayout.make(document: document, scene: "Parent", device: phone, iOS: 14).views["Container"]?.frame.height == 167)
        }
    }

    /// twilio/twilio-verify-ios' demo Main.storyboard (toolsVersion 21701, Xcode 14.3,
    /// retina6_1; eighteenth held-out set), cut down: a navigation controller whose bar prefers
    /// large titles, saved at y 48, 96 tall (line 133); its root's table and the table of a scene
    /// the root shows, pinned to the safe area's top, saved at y 144 = 48 + 96 (lines 166, 208).
    /// covid19cz/erouska-ios' Help.storyboard (17701, Xcode 12, retina5_9; tenth set) saves the
    /// same shape at 88 = 44 + 44 (line 40): its canvas draws a standard bar.
    @Test("Xcode 14.3's canvas draws a large-title bar at its large height over its root and pushed scenes; Xcode 12's the standard bar")
    func largeTitleBarsOnXcode14_3Canvas() throws {
        func storyboard(tools: String, device: String, width: Int, height: Int, barY: Int) throws -> IBDocument {
            func scene(_ id: String, segue: String = "") -> String {
                InlineIB.scene(id, width: width, height: height,
                               subviews: InlineIB.box(id + "Table", frame: (0, Double(barY + 96), Double(width), 300),
                                                      constraints: #"<constraint firstAttribute="height" constant="300" id="\#(id)H"/>"#),
                               constraints: """
                                   <constraint firstItem="\(id)Table" firstAttribute="top" secondItem="\(id)Safe" secondAttribute="top" id="\(id)T"/>
                                   <constraint firstItem="\(id)Table" firstAttribute="leading" secondItem="\(id)Root" secondAttribute="leading" id="\(id)L"/>
                                   <constraint firstAttribute="trailing" secondItem="\(id)Table" secondAttribute="trailing" id="\(id)R"/>
                               """,
                               extra: "<connections>\(segue)</connections>")
            }
            return try InlineIB.storyboard("""
            \(InlineIB.navigationScene(root: "List", bar: (Double(barY), Double(width), 96), barAttributes: #"largeTitles="YES""#))
            \(scene("List", segue: #"<segue destination="Detail" kind="show" id="Show"/>"#))
            \(scene("Detail"))
            """, tools: tools, device: device, initial: "Nav", fileName: "Main.storyboard")
        }
        let xcode14_3 = try storyboard(tools: "21701", device: "retina6_1", width: 414, height: 896, barY: 48)
        #expect(xcode14_3.canvasDrawsLargeTitles)
        #expect(try canvasLayout(xcode14_3, scene: "List").views["ListTable"]?.frame.minY == 144)
        #expect(try canvasLayout(xcode14_3, scene: "Detail").views["DetailTable"]?.frame.minY == 144)
        let xcode12 = try storyboard(tools: "17701", device: "retina5_9", width: 375, height: 812, barY: 44)
        #expect(!xcode12.canvasDrawsLargeTitles)
        #expect(try canvasLayout(xcode12, scene: "List").views["ListTable"]?.frame.minY == 88)
        #expect(try canvasLayout(xcode12, scene: "Detail").views["DetailTable"]?.frame.minY == 88)
        // Xcode 14.2's canvas (21507) is not taken to draw them: no such file in the sets.
        #expect(try !storyboard(tools: "21507", device: "retina6_1", width: 414, height: 896, barY: 48).canvasDrawsLargeTitles)
        // UIKit shows the large title over the root and over an `.automatic` scene pushed on it:
        // the iPhone 11 Pro's 44 pt status bar and the 96 pt large-title bar (the catalog's
        // navigationBarLargeTitle under iOS 14).
        let phone = try Oracle.catalog.device(named: "iPhone 11 Pro")
        for scene in ["List", "Detail"] {
            #expect(try IBLayout.make(document: xcode12, scene: scene, device: phone, iOS: 14).views[scene + "Table"]?.frame.minY == 44 + 96)
        }
    }

    /// wordpress-mobile/WordPressAuthenticator-iOS' Login.storyboard (toolsVersion 22154,
    /// retina4_7; eighteenth held-out set), cut down: a container pinned to the root's sides and
    /// bottom whose only height is a placeholder constraint (`placeholder="YES"`, 166), saved
    /// at 0, 501, 375 × 166 (line 40). UIKit drops the constraint: nothing gives the view a
    /// height.
    @Test("a placeholder constraint is laid out on Xcode's canvas and dropped from UIKit's layout")
    func placeholderConstraintsOnTheCanvas() throws {
        let container = InlineIB.box("Container", frame: (0, 501, 375, 166),
                                     constraints: #"<constraint firstAttribute="height" constant="166" placeholder="YES" id="H"/>"#)
        let document = try InlineIB.storyboard(InlineIB.scene("Login", width: 375, height: 667, subviews: container, constraints: """
                <constraint firstItem="Container" firstAttribute="leading" secondItem="LoginRoot" secondAttribute="leading" id="L"/>
                <constraint firstAttribute="trailing" secondItem="Container" secondAttribute="trailing" id="R"/>
                <constraint firstAttribute="bottom" secondItem="Container" secondAttribute="bottom" id="B"/>
            """), tools: "22154", device: "retina4_7", initial: "Login", fileName: "Login.storyboard")
        #expect(try canvasLayout(document, scene: "Login").views["Container"]?.frame == Rect(x: 0, y: 501, width: 375, height: 166))
        let phone = try Oracle.catalog.device(named: "iPhone 8")
        #expect(try IBLayout.make(document: document, scene: "Login", device: phone, iOS: 16).views["Container"]?.frame.height == 0)
    }

    /// A xib's view controller view: the File's Owner's `view` outlet names a top-level view saved
    /// at the design screen's size (unstoppable-ios-app's RecoveryPhraseViewController.xib,
    /// twenty-second held-out set, line 34: 414 × 896 on retina6_1), cut down to a view pinned
    /// to the safe area's sides.
    func controllerXib(viewOutlet: Bool, width: Double = 414, height: Double = 896) throws -> IBDocument {
        try InlineIB.xib("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="RecoveryPhraseViewController">
                    <connections>
                        \(viewOutlet ? #"<outlet property="view" destination="Root" id="O1"/>"# : "")
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="Root">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Content">
                            <rect key="frame" x="0.0" y="48" width="\(width)" height="100"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="Safe"/>
                    <constraints>
                        <constraint firstItem="Content" firstAttribute="leading" secondItem="Safe" secondAttribute="leading" id="C1"/>
                        <constraint firstItem="Safe" firstAttribute="trailing" secondItem="Content" secondAttribute="trailing" id="C2"/>
                        <constraint firstItem="Content" firstAttribute="top" secondItem="Safe" secondAttribute="top" id="C3"/>
                        <constraint firstItem="Content" firstAttribute="height" constant="100" id="C4"/>
                    </constraints>
                </view>
            """, tools: "22155", device: "retina6_1", fileName: "RecoveryPhraseViewController.xib")
    }

    @Test("a xib's view controller view saved at the design screen fills whatever screen it is laid out on; other top-level views keep their saved size")
    func controllerViewFillsTheScreen() throws {
        let catalog = Oracle.catalog
        let pro = try catalog.device(named: "iPhone 16 Pro"), se = try catalog.device(named: "iPhone SE (1st generation)")
        // In landscape the iPhone 16 Pro is 874 × 402 with 62 pt insets on both sides (its
        // catalog entry): the controller's view is that screen, its content 874 − 124 wide.
        let landscape = try IBLayout.make(document: controllerXib(viewOutlet: true), device: pro, orientation: .landscapeLeft)
        #expect(landscape.views["Root"]?.frame.size == Size(width: pro.screenSize.height, height: pro.screenSize.width))
        let insets = try #require(landscape.views["Root"]?.safeAreaInsets)
        #expect(landscape.views["Content"]?.frame.width == pro.screenSize.height - insets.left - insets.right)
        #expect(insets.left > 0 && insets.right > 0)
        // On a smaller phone it is that phone's screen.
        let small = try IBLayout.make(document: controllerXib(viewOutlet: true), device: se, orientation: .portrait)
        #expect(small.views["Root"]?.frame.size == se.screenSize)
        // Without the outlet the view is no controller's: it keeps the size it was saved at, as
        // does a controller's view saved at a freeform size.
        let plain = try IBLayout.make(document: controllerXib(viewOutlet: false), device: se, orientation: .portrait)
        #expect(plain.views["Root"]?.frame.size == Size(width: 414, height: 896))
        let freeform = try IBLayout.make(document: controllerXib(viewOutlet: true, width: 375, height: 300), device: se, orientation: .portrait)
        #expect(freeform.views["Root"]?.frame.size == Size(width: 375, height: 300))
        // On the design screen nothing changes: the saved size is the screen's.
        let design = try IBLayout.make(document: controllerXib(viewOutlet: true), device: catalog.device(named: "iPhone 11"), orientation: .portrait)
        #expect(design.views["Root"]?.frame.size == Size(width: 414, height: 896))
        // Drawn taller than the design screen (SilenceLove/HXPhotoPicker's SettingViewController.xib,
        // East Asian batch, line 64: 375 × 2320 around a scroll view as tall), a controller's view
        // is the screen it is laid out on; Xcode's canvas keeps drawing it at its saved size.
        let tall = try controllerXib(viewOutlet: true, height: 2320)
        #expect(try IBLayout.make(document: tall, device: se, orientation: .portrait).views["Root"]?.frame.size == se.screenSize)
        #expect(try canvasLayout(tall, scene: "Root").views["Root"]?.frame.size == Size(width: 414, height: 2320))
        let plainTall = try IBLayout.make(document: controllerXib(viewOutlet: false, height: 2320), device: se, orientation: .portrait)
        #expect(plainTall.views["Root"]?.frame.size == Size(width: 414, height: 2320))
    }

    @Test("a xib's view its code places takes none of the screen's insets on a device; the canvas draws it at the screen's origin")
    func placedByCodeHasNoScreenInsets() throws {
        // RocketChat/Rocket.Chat.iOS' SEAvatarView.xib (Xcode 9, retina4_7), cut down: a 44 × 44
        // view whose image is pinned to its safe area. At an iPhone 15's origin the 59 pt top
        // inset is more than the view's height: a conflict no app shows, where the view sits
        // wherever its code puts it.
        let document = try InlineIB.xib("""
                <view contentMode="scaleToFill" id="Avatar">
                    <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                    <subviews>
        \(InlineIB.box("Image", frame: (0, 0, 44, 44)))
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="Safe"/>
                    <constraints>
                        <constraint firstItem="Image" firstAttribute="top" secondItem="Safe" secondAttribute="top" id="T"/>
                        <constraint firstItem="Safe" firstAttribute="bottom" secondItem="Image" secondAttribute="bottom" id="B"/>
                        <constraint firstItem="Image" firstAttribute="leading" secondItem="Safe" secondAttribute="leading" id="L"/>
                        <constraint firstItem="Safe" firstAttribute="trailing" secondItem="Image" secondAttribute="trailing" id="R"/>
                    </constraints>
                </view>
        """, tools: "13771", device: "retina4_7", fileName: "SEAvatarView.xib")
        let phone = try Oracle.catalog.device(named: "iPhone 15")
        let device = try IBLayout.make(document: document, device: phone, orientation: .portrait)
        #expect(device.window.issues.isEmpty, "\(device.window.issues)")
        #expect(device.views["Image"]?.frame == Rect(x: 0, y: 0, width: 44, height: 44))
        #expect(device.views["Avatar"]?.safeAreaInsets == .zero)
        // Said, at the view's line: `safearea layout` prints it.
        #expect(device.notes.contains { $0.kind == .notModelled("placement") && $0.message.hasPrefix("'Avatar'") })
    }
}
