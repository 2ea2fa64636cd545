import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutEngine
import Testing

/// Single mapping rules of `IBLayout`, each checked on the fixture that needs it. Expected
/// figures are the frames Xcode saved in those fixtures (quoted with their lines), or, for
/// `savedWithIOS`, the fixtures' own `toolsVersion`s and the controls their saved frames show.
@Suite("Interface Builder layout: variations, designables, the saving Xcode's iOS (issue 9)")
struct LayoutMappingTests {
    let catalog = try! DeviceCatalog.load()

    @Test("savedWithIOS follows Xcode's releases: Xcode 15's placeholder 32700.99.1234 is iOS 17, 24506 is iOS 26")
    func savedWithIOS() throws {
        // FloatingPanel (32700.99.1234) and IQKeyboardManager (23077.2) save 51 × 31 switches;
        // NetNewsWire's Inspector (24506) saves iOS 26's 63 × 28 ones.
        #expect(try Fixtures.read("scenee__FloatingPanel__Samples_Main.storyboard").savedWithIOS == 17)
        #expect(try Fixtures.read("hackiftekhar__IQKeyboardManager__TestCases.storyboard").savedWithIOS == 18)
        #expect(try Fixtures.read("Ranchero-Software__NetNewsWire__Inspector.storyboard").savedWithIOS == 26)
        #expect(try Fixtures.read("kharrison__CodeExamples__Margins_Main.storyboard").savedWithIOS == 12)
        // 24127 draws iOS 26's switches too (IQKeyboardManager's example storyboards, outside the
        // fixtures; see docs/interface-builder-scores.md, "Held out").
        let xml = #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="24127" targetRuntime="iOS.CocoaTouch"><scenes/></document>"#
        #expect(try IBReader.read(string: xml, fileName: "Recent.storyboard").savedWithIOS == 26)
        // The 18000s are Xcode 12.5 (iOS 14.5) and the 20000s Xcode 13.3–13.4: each file records
        // its IB plugin beside it (18093, 20020; Xcode 14's first is 21207 beside 21225).
        // Instructions' fixture (20037) is such a file.
        #expect(try Fixtures.read("ephread__Instructions__Basic_Examples.storyboard").savedWithIOS == 15)
        for (tools, iOS) in [("17701", 14), ("18122", 14), ("19455", 15), ("21225", 16)] {
            let doc = try IBReader.read(string: xml.replacingOccurrences(of: "24127", with: tools), fileName: "Xcode.storyboard")
            #expect(doc.savedWithIOS == iOS, "toolsVersion \(tools)")
        }
    }

    @Test("Xcode 12–13's canvas draws the iPhone 11 with iOS 13's 44 pt band; UIKit gives it 48 from iOS 14")
    func xcode13CanvasBand() throws {
        // ephread/Instructions Basic_Examples.storyboard line 20 (toolsVersion 20037, retina6_1):
        // the container pinned to the safe area's top saved at y 44, 818 tall (896 − 44 − 34).
        let doc = try Fixtures.read("ephread__Instructions__Basic_Examples.storyboard")
        let (device, orientation) = Oracle.device(of: doc)
        #expect(device.screenSize == Size(width: 414, height: 896))
        let canvas = IBCanvas(of: doc, on: device)
        #expect(canvas.deviceFiguresIOS == 13)
        let drawn = try IBLayout.make(document: doc, scene: "DefaultViewController", device: device, orientation: orientation, iOS: 15, canvas: canvas)
        #expect(drawn.canvasFrame(ofView: "93p-mV-MOh") == Rect(x: 0, y: 44, width: 414, height: 818))
        // On the device under iOS 15 (no canvas): the catalog's 48 pt band (phone-notch-xr).
        let device15 = try IBLayout.make(document: doc, scene: "DefaultViewController", device: device, orientation: orientation, iOS: 15)
        #expect(device15.canvasFrame(ofView: "93p-mV-MOh") == Rect(x: 0, y: 48, width: 414, height: 814))
        // Xcode 14's canvas draws the device's own figures.
        let xcode14 = try IBReader.read(string: #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21225" targetRuntime="iOS.CocoaTouch"><device id="retina6_1" orientation="portrait" appearance="light"/><scenes/></document>"#, fileName: "Xcode14.storyboard")
        #expect(IBCanvas(of: xcode14, on: device).deviceFiguresIOS == nil)
    }

    @Test("the design device runs the saving Xcode's iOS: retina5_9 files from Xcode 15 are drawn on the 375 × 812 mini, retina6_1 ones from Xcode 10 on the iPhone XR")
    func designDevice() throws {
        // openhab-ios' Main.storyboard (toolsVersion 32700.99.1234 = Xcode 15, retina5_9; outside
        // the fixtures) saves its navigation bar at y 50, the mini's status band, not the X's 44.
        func document(_ tools: String) throws -> IBDocument {
            try IBReader.read(string: #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\#(tools)" targetRuntime="iOS.CocoaTouch"><device id="retina5_9" orientation="portrait" appearance="light"/><scenes/></document>"#,
                              fileName: "Mini.storyboard")
        }
        let xcode15 = try #require(try document("32700.99.1234").designDevice(in: catalog))
        #expect(xcode15.screenSize == Size(width: 375, height: 812) && xcode15.supportedIOS.last >= 17)
        #expect(try xcode15.metrics(for: .portrait, iOS: 17).safeAreaInsets.top == 50)
        #expect(try document("15400").designDevice(in: catalog)?.name == "iPhone X")
        // A file older than its device's first iOS was drawn on the device of its own SDK's
        // lineup with that screen: `retina6_1` saved by Xcode 10 (iOS 12) is the iPhone XR, not
        // the iPhone 11 (iOS 13 on), so iOS 12's rules apply. [obs] pujiaxin33/JXCaptain's
        // Example Main.storyboard (14490.70, retina6_1; the East Asian batch of the eighth
        // session): plain static tables' first rows saved at y 0, 44 tall (iOS 12: no header
        // over an untitled section, the separator below a 43.5 pt content view).
        let xcode10 = try IBReader.read(string: #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch"><device id="retina6_1" orientation="portrait"/><scenes/></document>"#,
                                        fileName: "XR.storyboard")
        let xr = try #require(xcode10.designDevice(in: catalog))
        #expect(xr.name == "iPhone XR")
        #expect(xcode10.canvasIOS(on: xr) == 12)
        // A file whose device runs the saving iOS keeps it (Kingfisher's iPhone 8 Plus, Xcode 16,
        // is kept: no 414 × 736 device runs iOS 18, so the named one stands).
        #expect(try Fixtures.read("onevcat__Kingfisher__Main.storyboard").designDevice(in: catalog)?.name == "iPhone 8 Plus")
        // A home-button iPad is not replaced by the home-indicator iPad of the same screen:
        // `ipad12_9` saved by Xcode 26 stays the 2017 iPad Pro, which runs iOS 17 at most, and
        // is drawn with its own newest figures (20 pt status bar, no bottom inset).
        let pad = try IBReader.read(string: #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="24765" targetRuntime="iOS.CocoaTouch"><device id="ipad12_9" orientation="portrait" appearance="light"/><scenes/></document>"#,
                                    fileName: "Pad.storyboard")
        let drawn = try #require(pad.designDevice(in: catalog))
        #expect(drawn.id == "ipad-pro-12-9-inch-2nd-gen")
        #expect(!drawn.homeIndicator)
        #expect(pad.canvasIOS(on: drawn) == 26)
        let canvas = IBCanvas(of: pad, on: drawn)
        #expect(canvas.deviceFiguresIOS == drawn.supportedIOS.last)
        let window = try Window(device: drawn, iOS: 26, figuresIOS: canvas.deviceFiguresIOS)
        #expect(window.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    @Test("a storyboard of Xcode 7 that names no device, no simulated screen and no size classes is drawn on the 320 × 568 Retina 4-inch, an iPad one on the 768 × 1024 iPad")
    func inferredCanvas() throws {
        // JSQMessagesViewController's demo Main.storyboard (toolsVersion 10117, no <device>, no
        // useTraitCollections; outside the fixtures) saves its roots 320 × 568 (line 351).
        func document(_ attributes: String, _ kind: String, tools: String = "10117", runtime: String = "iOS.CocoaTouch") throws -> IBDocument {
            try IBReader.read(string: #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.\#(kind)" version="3.0" toolsVersion="\#(tools)" targetRuntime="\#(runtime)" \#(attributes)>\#(kind == "XIB" ? "<objects/>" : "<scenes/>")</document>"#,
                              fileName: kind == "XIB" ? "Inferred.xib" : "Inferred.storyboard")
        }
        let old = try document(#"useAutolayout="YES""#, "Storyboard.XIB")
        #expect(old.device?.source == .inferred)
        #expect(old.designDevice(in: catalog)?.screenSize == Size(width: 320, height: 568))
        #expect(old.warnings.contains { $0.kind == .notModelled("device") && $0.message.contains("320 × 568") })
        // An iPad storyboard's inferred canvas is the iPad's 768 × 1024: seedante/FaceAlbum's
        // Main_iPad.storyboard (toolsVersion 6254, no <device>; nineteenth held-out set) saves
        // its roots 768 × 1024 (line 134).
        let pad = try document(#"useAutolayout="YES""#, "Storyboard.XIB", tools: "6254", runtime: "iOS.CocoaTouch.iPad")
        #expect(pad.device?.source == .inferred)
        #expect(pad.designDevice(in: catalog)?.screenSize == Size(width: 768, height: 1024))
        #expect(pad.warnings.contains { $0.kind == .notModelled("device") && $0.message.contains("iPad canvas, the 768 × 1024") })
        // Not for a file of Xcode 8 or later (which always names one).
        #expect(try document(#"useAutolayout="YES""#, "Storyboard.XIB", tools: "14460.31").device == nil)
        #expect(try document(#"useAutolayout="YES""#, "Storyboard.XIB", tools: "14460.31", runtime: "iOS.CocoaTouch.iPad").device == nil)
        // With size classes the canvas was Xcode's square "any" size, not a device; a xib's
        // views carry their own design size.
        #expect(try document(#"useAutolayout="YES" useTraitCollections="YES""#, "Storyboard.XIB").device == nil)
        #expect(try document(#"useAutolayout="YES""#, "XIB").device == nil)
    }

    @Test("an iPad canvas of Xcode 9 and earlier draws its SDK's 44 pt navigation bar, also under iOS 12's rules, which have 50")
    func oldIPadCanvasBars() throws {
        // kaltura/playkit-ios-samples' ima_ipad.storyboard (toolsVersion 11542, ipad9_7) and
        // FaceAlbum's Main_iPad.storyboard (Xcode 6; both nineteenth held-out set) save the
        // content under their navigation bars at y 64 = 20 + 44, 6 pt above iOS 12's bar.
        let pad = try catalog.device(named: "iPad Pro (9.7-inch)")
        func document(tools: String, appearance: String = "") throws -> IBDocument {
            try IBReader.read(string: #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\#(tools)" targetRuntime="iOS.CocoaTouch"><device id="ipad9_7" orientation="portrait"\#(appearance)/><scenes><scene sceneID="S"><objects><viewController id="VC" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="Root"><rect key="frame" x="0.0" y="0.0" width="768" height="1024"/></view></viewController></objects></scene></scenes></document>"#,
                              fileName: "Pad.storyboard")
        }
        let xcode8 = try document(tools: "11542")
        #expect(xcode8.canvasIOS(on: pad) == 10)
        #expect(xcode8.canvasBarsIOS(on: pad) == 10)
        for iOS in [10, 12] {
            let drawn = try IBLayout.make(document: xcode8, device: pad, iOS: iOS, canvas: IBCanvas(of: xcode8, on: pad))
            #expect(drawn.window.metrics.bars.navigationBar == 44, "iOS \(iOS)")
        }
        // UIKit's layout under iOS 12, and the canvases of Xcode 10 and later, have iOS 12's 50 pt bar.
        #expect(try IBLayout.make(document: xcode8, device: pad, iOS: 12).window.metrics.bars.navigationBar == 50)
        let xcode10 = try document(tools: "14460.31")
        #expect(xcode10.canvasBarsIOS(on: pad) == 12)
        #expect(try IBLayout.make(document: xcode10, device: pad, canvas: IBCanvas(of: xcode10, on: pad)).window.metrics.bars.navigationBar == 50)
        // The window keeps the bars' iOS through a rotation.
        let window = try Window(device: pad, iOS: 12)
        try window.useBars(of: 10)
        try window.rotate(to: .landscapeLeft)
        #expect(window.barsIOS == 10 && window.metrics.bars.navigationBar == 44)
    }

    @Test("a canvas of Xcode 8 and earlier lays margins out as iOS 10 did: a root's topMargin is 0 under the status bar")
    func oldCanvasMarginsWithoutSafeArea() throws {
        // artsy/eidolon's Auction.storyboard (toolsVersion 12118, Xcode 8, ipad9_7 landscape):
        // the divider 'ecj-6U-eYB' (line 231) is pinned 90 pt below its root's `topMargin`
        // (line 256) and saved at y 90, 1 × 678; iOS 11's margins, which take in the 20 pt
        // status bar, would put it at 110.
        let document = try Fixtures.read("artsy__eidolon__Auction.storyboard")
        let pad = try #require(document.designDevice(in: catalog))
        #expect(!document.canvasMarginsIncludeSafeArea)
        let drawn = try IBLayout.make(document: document, scene: "SaleArtworkDetail", device: pad, orientation: .landscapeLeft,
                                      iOS: document.canvasIOS(on: pad), canvas: IBCanvas(of: document, on: pad))
        #expect(drawn.views["ecj-6U-eYB"]?.frame == Rect(x: 643, y: 90, width: 1, height: 678))
        // UIKit's own layout on a device (no canvas) takes the status bar into the margins.
        let device = try IBLayout.make(document: document, scene: "SaleArtworkDetail", device: pad, orientation: .landscapeLeft, iOS: 12)
        #expect(device.views["ecj-6U-eYB"]?.frame.minY == 110)
        // Xcode 9 (toolsVersion 13000 and later) and files without a version: iOS 11's rule.
        #expect(try Fixtures.read("kharrison__CodeExamples__Margins_Main.storyboard").canvasMarginsIncludeSafeArea)
    }

    @Test("Xcode's canvas draws the root's own simulated bar: translucent over an opaque navigation bar's root; a device shows the opaque bar")
    func rootSimulatedBarOnCanvas() throws {
        // LTMorphingLabel's demo storyboard (Xcode 12, iPhone 8 in landscape; ninth held-out
        // set): the navigation bar says translucent="NO" (line 156) and its root simulates a
        // translucent bar (line 138). The root is saved 667 × 375 and a view 20 pt below its
        // safe area's top at y 52 (line 40): 32 pt of landscape bar + 20.
        let scenes = """
                <scene sceneID="S1"><objects>
                    <navigationController id="Nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="Bar">
                            <rect key="frame" x="0.0" y="0.0" width="667" height="32"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections><segue destination="Root" kind="relationship" relationship="rootViewController" id="Seg"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="S2"><objects>
                    <viewController id="Root" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="RootView">
                            <rect key="frame" x="0.0" y="0.0" width="667" height="375"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Box">
                                    <rect key="frame" x="20" y="52" width="627" height="100"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Safe"/>
                            <constraints>
                                <constraint firstItem="Box" firstAttribute="top" secondItem="Safe" secondAttribute="top" constant="20" id="C1"/>
                                <constraint firstItem="Box" firstAttribute="leading" secondItem="RootView" secondAttribute="leadingMargin" id="C2"/>
                                <constraint firstItem="Box" firstAttribute="trailing" secondItem="RootView" secondAttribute="trailingMargin" id="C3"/>
                                <constraint firstItem="Box" firstAttribute="height" constant="100" id="C4"/>
                            </constraints>
                        </view>
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" barStyle="black" prompted="NO"/>
                    </viewController>
                </objects></scene>
            """
        let doc = try InlineIB.storyboard(scenes, tools: "17156", device: "retina4_7", initial: "Nav", fileName: "Morphing.storyboard")
        let phone = try catalog.device(named: "iPhone 8")
        let drawn = try IBLayout.make(document: doc, scene: "Root", device: phone, orientation: .landscapeLeft, iOS: 14,
                                      canvas: IBCanvas(of: doc, on: phone))
        #expect(drawn.canvasFrame(ofView: "RootView") == Rect(x: 0, y: 0, width: 667, height: 375))
        #expect(drawn.views["Box"]?.frame == Rect(x: 20, y: 52, width: 627, height: 100))
        // On a device the bar is the navigation bar's own: opaque, the root starts below it.
        let device = try IBLayout.make(document: doc, scene: "Root", device: phone, orientation: .landscapeLeft, iOS: 14)
        #expect(device.views["Box"]?.frame == Rect(x: 20, y: 20, width: 627, height: 100))
    }

    /// A scene whose controller `Host` (a `width` × `height` root) holds a container view `Box`,
    /// saved at the frame attributes `box`, that embeds the controller `destination`.
    static func containerHost(width: Int, height: Int, box: String, embedding destination: String) -> String {
        """
                <scene sceneID="S1"><objects>
                    <viewController id="Host" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="HostView">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                            <subviews>
                                <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Box">
                                    <rect key="frame" \(box)/>
                                    <connections><segue destination="\(destination)" kind="embed" id="E1"/></connections>
                                </containerView>
                            </subviews>
                        </view>
                    </viewController>
                </objects></scene>

        """
    }

    @Test("a scene whose navigation controller is embedded in a container view is drawn at the container's size")
    func embeddedNavigationRoot() throws {
        // opentrace-ios' UploadData.storyboard (Xcode 11, iPhone 8 Plus; tenth held-out set):
        // a container view embeds a navigation controller with its bar hidden (line 206); its
        // root is saved at the container's 366 × 488.67 and a label 24 pt in from both sides
        // 318 wide (lines 81 and 87).
        let scenes = Self.containerHost(width: 414, height: 736, box: #"x="24" y="174.33" width="366" height="488.67""#, embedding: "Nav") + """
                <scene sceneID="S2"><objects>
                    <navigationController navigationBarHidden="YES" id="Nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="Bar"><autoresizingMask key="autoresizingMask"/></navigationBar>
                        <connections><segue destination="Step" kind="relationship" relationship="rootViewController" id="R1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="S3"><objects>
                    <viewController id="Step" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="StepView">
                            <rect key="frame" x="0.0" y="0.0" width="366" height="488.66666666666669"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Line">
                                    <rect key="frame" x="24" y="55" width="318" height="1"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Line" firstAttribute="leading" secondItem="StepView" secondAttribute="leading" constant="24" id="C1"/>
                                <constraint firstAttribute="trailing" secondItem="Line" secondAttribute="trailing" constant="24" id="C2"/>
                                <constraint firstItem="Line" firstAttribute="top" secondItem="StepView" secondAttribute="top" constant="55" id="C3"/>
                                <constraint firstItem="Line" firstAttribute="height" constant="1" id="C4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene>
            """
        let doc = try InlineIB.storyboard(scenes, tools: "16096", device: "retina5_5", initial: "Host", fileName: "UploadData.storyboard")
        let phone = try catalog.device(named: "iPhone 8 Plus")
        let drawn = try IBLayout.make(document: doc, scene: "Step", device: phone, orientation: .portrait, iOS: 13,
                                      canvas: IBCanvas(of: doc, on: phone))
        #expect(drawn.views["Line"]?.frame == Rect(x: 24, y: 55, width: 318, height: 1))
    }

    @Test("an embedded scene with a freeform size of its own is drawn at that size, not its container's")
    func embeddedFreeformScene() throws {
        // SwedbankPay's example Main.storyboard (Xcode 14.3, iPhone 8; nineteenth held-out set):
        // a 345 pt container view (line 1544) embeds a table view controller whose simulated
        // size is freeform 375 × 2000 (line 1529); its prototype cells are saved 375 wide
        // (line 244), as is a view pinned to their content's edges (line 251).
        let scenes = Self.containerHost(width: 375, height: 667, box: #"x="15" y="0.0" width="345" height="667""#, embedding: "Cart") + """
                <scene sceneID="S2"><objects>
                    <viewController id="Cart" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="CartView">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="2000"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Row">
                                    <rect key="frame" x="0.0" y="50" width="375" height="50.5"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Row" firstAttribute="leading" secondItem="CartView" secondAttribute="leading" id="C1"/>
                                <constraint firstAttribute="trailing" secondItem="Row" secondAttribute="trailing" id="C2"/>
                                <constraint firstItem="Row" firstAttribute="top" secondItem="CartView" secondAttribute="top" constant="50" id="C3"/>
                                <constraint firstItem="Row" firstAttribute="height" constant="50.5" id="C4"/>
                            </constraints>
                        </view>
                        <size key="freeformSize" width="375" height="2000"/>
                    </viewController>
                </objects></scene>
            """
        let doc = try InlineIB.storyboard(scenes, tools: "21701", device: "retina4_7", initial: "Host", fileName: "Main.storyboard")
        let phone = try catalog.device(named: "iPhone 8")
        let drawn = try IBLayout.make(document: doc, scene: "Cart", device: phone, orientation: .portrait, iOS: 16,
                                      canvas: IBCanvas(of: doc, on: phone))
        #expect(drawn.views["Row"]?.frame == Rect(x: 0, y: 50, width: 375, height: 50.5))
    }

    @Test("a show segue from a controller no navigation controller holds presents its destination as a sheet; a simulated toolbar on the source means a push")
    func showWithoutNavigationPresents() throws {
        // appcenter-sdk-apple's Sasquatch Main.storyboard (Xcode 14, iPhone 8; ninth held-out
        // set): a tab's controller shows a scene with no navigation controller around; the scene
        // is saved as an iOS 16 sheet, 375 × 647 (line 1413), without the tab bar. Loop's
        // Main.storyboard (eighth set): the source simulates a toolbar (line 658), so a
        // navigation controller holds it in the app and its details are saved full screen.
        func scenes(sourceMetrics: String) -> String {
            """
                <scene sceneID="S0"><objects>
                    <tabBarController id="Tabs" sceneMemberID="viewController">
                        <connections><segue destination="Source" kind="relationship" relationship="viewControllers" id="T1"/></connections>
                    </tabBarController>
                </objects></scene>
                <scene sceneID="S1"><objects>
                    <viewController id="Source" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="SourceView">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </view>
                        \(sourceMetrics)
                        <connections><segue destination="Shown" kind="show" id="Show"/></connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="S2"><objects>
                    <viewController id="Shown" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="ShownView">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="647"/>
                        </view>
                    </viewController>
                </objects></scene>
            """
        }
        let phone = try catalog.device(named: "iPhone 8")
        let sasquatch = try InlineIB.storyboard(scenes(sourceMetrics: ""), tools: "21701", device: "retina4_7", initial: "Tabs", fileName: "Sasquatch.storyboard")
        let sheet = try IBLayout.make(document: sasquatch, scene: "Shown", device: phone, orientation: .portrait, iOS: 16,
                                      canvas: IBCanvas(of: sasquatch, on: phone))
        #expect(sheet.canvasFrame(ofView: "ShownView") == Rect(x: 0, y: 0, width: 375, height: 647))
        let loop = try InlineIB.storyboard(scenes(sourceMetrics: #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#),
                                           tools: "21701", device: "retina4_7", initial: "Tabs", fileName: "Loop.storyboard")
        let pushed = try IBLayout.make(document: loop, scene: "Shown", device: phone, orientation: .portrait, iOS: 16,
                                       canvas: IBCanvas(of: loop, on: phone))
        // Pushed inside the tab bar controller: full screen under its translucent bar, as Loop's
        // details are saved (375 × 667).
        #expect(pushed.canvasFrame(ofView: "ShownView") == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("a tab bar controller pushed inside a presented navigation controller is presented too; Xcode 26's saved bar holds on any device of the design screen")
    func presentedTabsAndSavedBars() throws {
        let scenes = """
                <scene sceneID="S1"><objects>
                    <viewController id="Home" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="HomeView"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                        <connections><segue destination="Nav" kind="presentation" id="P"/></connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="S2"><objects>
                    <navigationController id="Nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="Bar"><rect key="frame" x="0.0" y="0.0" width="375" height="44"/></navigationBar>
                        <connections><segue destination="Menu" kind="relationship" relationship="rootViewController" id="R"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="S3"><objects>
                    <viewController id="Menu" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="MenuView"><rect key="frame" x="0.0" y="0.0" width="375" height="647"/></view>
                        <connections><segue destination="Tabs" kind="show" id="Push"/></connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="S4"><objects>
                    <tabBarController id="Tabs" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="TabBar"><rect key="frame" x="0.0" y="0.0" width="375" height="49"/></tabBar>
                        <connections><segue destination="T1" kind="relationship" relationship="viewControllers" id="R1"/></connections>
                    </tabBarController>
                </objects></scene>
                <scene sceneID="S5"><objects>
                    <viewController id="T1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="T1View"><rect key="frame" x="0.0" y="0.0" width="375" height="647"/></view>
                    </viewController>
                </objects></scene>
        """
        let document = try InlineIB.storyboard(scenes, tools: "15400", device: "retina4_7", initial: "Home", fileName: "Tabs.storyboard")
        let phone = try catalog.device(named: "iPhone 8")
        let tab = try IBLayout.make(document: document, scene: "T1", device: phone, orientation: .portrait, iOS: 13)
        #expect(tab.canvasFrame(ofView: "T1View")?.height == 647)

        // Xcode 26 on retina4_7: the design device is a newer 375 × 667 phone (the iPhone 8 does
        // not run iOS 26); a navigation bar saved 30 pt down and 54 tall still ends the band.
        let saved = scenes.replacingOccurrences(of: "<segue destination=\"Nav\" kind=\"presentation\" id=\"P\"/>", with: "")
            .replacingOccurrences(of: "y=\"0.0\" width=\"375\" height=\"44\"", with: "y=\"30\" width=\"375\" height=\"54\"")
        let xcode26 = try InlineIB.storyboard(saved, tools: "24506", device: "retina4_7", initial: "Home", fileName: "Tabs26.storyboard")
        let design = try #require(xcode26.designDevice(in: catalog))
        #expect(design.name != "iPhone 8")
        let menu = try IBLayout.make(document: xcode26, scene: "Menu", device: design, orientation: .portrait, iOS: 26,
                                     canvas: IBCanvas(of: xcode26, on: design))
        #expect(menu.views["MenuView"]?.safeAreaInsets.top == 84)
    }

    /// A storyboard of one table view controller whose table (`style`, rows `rowHeight` tall,
    /// `sectionHeaderHeight` as written) has one prototype cell, saved by `tools` for an
    /// iPhone 8 class screen.
    func prototypeTable(tools: String, style: String, rowHeight: Int, headerHeight: String) throws -> IBDocument {
        try IBReader.read(string: prototypeTableXML(tools: tools, style: style, rowHeight: rowHeight, headerHeight: headerHeight),
                          fileName: "Prototypes.storyboard")
    }

    /// The XML of ``prototypeTable(tools:style:rowHeight:headerHeight:)``.
    func prototypeTableXML(tools: String, style: String, rowHeight: Int, headerHeight: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="T">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes><scene sceneID="S"><objects>
                <tableViewController id="T" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="\(style)" rowHeight="\(rowHeight)" sectionHeaderHeight="\(headerHeight)" sectionFooterHeight="18" id="Table">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <prototypes>
                            <tableViewCell contentMode="scaleToFill" reuseIdentifier="Default" id="Cell">
                                <rect key="frame" x="0.0" y="44.5" width="375" height="\(rowHeight)"/>
                                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="Cell" id="Content">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(rowHeight)"/>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
            </objects></scene></scenes>
        </document>
        """
    }

    @Test("on Xcode 13.0's canvas a disclosure indicator takes 9.5 pt beyond the margin, on 13.2's 8.5; UIKit's iOS 15 of no known point release 8.5")
    func xcode13DisclosureRoom() throws {
        // pujiaxin33/JXPagingView's example Main.storyboard (19162, iPhone 8; nineteenth
        // held-out set): 375 pt cells' content views 349.5 = 375 − 16 − 9.5; JanGorman/Agrume's
        // (19529; sixth set): 350.5 = 375 − 16 − 8.5.
        let phone = try catalog.device(named: "iPhone 8")
        for (tools, width) in [("19162", 349.5), ("19529", 350.5)] {
            let xml = prototypeTableXML(tools: tools, style: "plain", rowHeight: 44, headerHeight: "28")
                .replacingOccurrences(of: #"reuseIdentifier="Default""#, with: #"reuseIdentifier="Default" accessoryType="disclosureIndicator""#)
                .replacingOccurrences(of: #"x="0.0" y="0.0" width="375" height="44"/>"#, with: #"x="0.0" y="0.0" width="\#(width)" height="44"/>"#)
            let doc = try IBReader.read(string: xml, fileName: "Prototypes.storyboard")
            let canvas = try IBLayout.make(document: doc, device: phone, iOS: 15, canvas: IBCanvas(of: doc, on: phone))
            #expect(canvas.views["Content"]?.frame.width == width, "\(tools)")
            #expect(!canvas.framesNotComparable.contains("Content"))
            // Laid out as UIKit's iOS 15, which of the point releases is unknown: the last
            // releases' 8.5 (UIKitMetrics.iOS15_2DisclosureRoom), laid out and compared.
            let uikit = try IBLayout.make(document: doc, device: phone, iOS: 15)
            #expect(uikit.views["Content"]?.frame.width == 350.5)
            #expect(!uikit.framesNotComparable.contains("Content"))
        }
    }

    @Test("Xcode 13 draws its \"Prototype Cells\" header 44 pt and a separator tall in plain tables; grouped ones under iOS 15's first titled header")
    func xcode13PrototypeHeaders() throws {
        // ResearchKit samples/ORKCatalog/…/Main.storyboard lines 33–38 (toolsVersion 19455,
        // iPhone 8; outside the fixtures): plain prototypes first at y 44.5. Grouped: PostHog's
        // ButtonViewController.storyboard line 21 (19150, iPhone 8; twelfth held-out set) and
        // kodeco itdd-materials' MyBiz Main.storyboard line 298 (19162): at 49.5, iOS 15's first
        // titled header (ResearchKit's own grouped table, at 32, is the one file against them).
        let phone = try catalog.device(named: "iPhone 8")
        for (style, y) in [("plain", 44.5), ("grouped", 49.5), ("insetGrouped", 49.5)] {
            let doc = try prototypeTable(tools: "19455", style: style, rowHeight: 44, headerHeight: "22")
            #expect(doc.savedWithIOS == 15)
            let layout = try IBLayout.make(document: doc, device: phone, iOS: 15, canvas: IBCanvas(of: doc, on: phone))
            #expect(layout.views["Cell"]?.frame.minY == y, "\(style)")
        }
        // A plain static table's untitled first section is drawn so too: JanGorman/Agrume's
        // example Main.storyboard line 23 (toolsVersion 19529, Xcode 13.2): its first row at
        // 44.5 under a written 22 pt header. UIKit's own layout (no canvas) keeps iOS 15's 22 pt
        // padding above the 28 pt header a written 22 is drawn as.
        let staticXML = prototypeTableXML(tools: "19529", style: "plain", rowHeight: 44, headerHeight: "22")
            .replacingOccurrences(of: "dataMode=\"prototypes\"", with: "dataMode=\"static\"")
            .replacingOccurrences(of: "<prototypes>", with: "<sections><tableViewSection id=\"Section\"><cells>")
            .replacingOccurrences(of: "</prototypes>", with: "</cells></tableViewSection></sections>")
        let table = try IBReader.read(string: staticXML, fileName: "Static.storyboard")
        let canvas = try IBLayout.make(document: table, device: phone, iOS: 15, canvas: IBCanvas(of: table, on: phone))
        #expect(canvas.views["Cell"]?.frame.minY == 44.5)
        let uikit = try IBLayout.make(document: table, device: phone, iOS: 15)
        #expect(abs((uikit.views["Cell"]?.frame.minY ?? 0) - (22 + 28)) < 1e-9)
    }

    @Test("the canvas draws a plain static table's headers 28 pt tall whatever height the file writes; UIKit's own layout keeps the written one")
    func plainStaticHeadersOnTheCanvas() throws {
        // tuya/tuya-commerciallighting-sdk-ios' TuyaLightingTempDemo Project.storyboard line 101
        // (toolsVersion 22505, iPhone 15; East Asian batch, docs/held-out-sets.md): automatic
        // (`sectionHeaderHeight="-1"`), its untitled section's first row saved at y 50 = iOS 15's
        // 22 pt padding + 28 (line 109). AgoraIO/Basic-Video-Call's OpenVideoCall
        // Main.storyboard line 364 (toolsVersion 15505, Xcode 11, iPhone 8; thirteenth set):
        // 16 written, the first row at 28 (line 381).
        for (tools, phoneName, ios, written, y) in [("22505", "iPhone 15", 17, "-1", 50.0), ("15505", "iPhone 8", 13, "16", 28)] {
            let phone = try catalog.device(named: phoneName)
            let xml = prototypeTableXML(tools: tools, style: "plain", rowHeight: 54, headerHeight: written)
                .replacingOccurrences(of: "dataMode=\"prototypes\"", with: "dataMode=\"static\"")
                .replacingOccurrences(of: "<prototypes>", with: "<sections><tableViewSection id=\"Section\"><cells>")
                .replacingOccurrences(of: "</prototypes>", with: "</cells></tableViewSection></sections>")
            let doc = try IBReader.read(string: xml, fileName: "Static.storyboard")
            let canvas = try IBLayout.make(document: doc, device: phone, iOS: ios, canvas: IBCanvas(of: doc, on: phone))
            #expect(canvas.views["Cell"]?.frame.minY == y, "\(tools)")
            // Laid out as UIKit would at run time, the written height stands: an automatic one
            // is no header over an untitled plain section, 16 is 16 (TableView.header(of:iOS:)).
            let uikit = try IBLayout.make(document: doc, device: phone, iOS: ios)
            #expect(uikit.views["Cell"]?.frame.minY == (written == "16" ? 16 : 0), "\(tools)")
        }
    }

    @Test("Xcode 12.5 draws its plain \"Prototype Cells\" header 24 pt and a separator tall; Xcode 12.4 the table's 28 pt one")
    func xcode12_5PrototypeHeaders() throws {
        // AliSoftware/Reusable's example Main.storyboard line 19 (toolsVersion 18122, iPhone 8;
        // fourth held-out set): plain prototypes first at y 24.5; microsoft's
        // onnxruntime-inference-examples object-detection Main.storyboard (18122, 3×;
        // fifteenth set) at 24.33. Xcode 12.4's (17701): 28 (52inc/Pulley's Main.storyboard,
        // fourth set).
        let phone = try catalog.device(named: "iPhone 8")
        for (tools, y) in [("18122", 24.5), ("17701", 28.0)] {
            let doc = try prototypeTable(tools: tools, style: "plain", rowHeight: 44, headerHeight: "28")
            let layout = try IBLayout.make(document: doc, device: phone, iOS: 14, canvas: IBCanvas(of: doc, on: phone))
            #expect(layout.views["Cell"]?.frame.minY == y, "\(tools)")
        }
        let pro = try catalog.device(named: "iPhone 12")
        let doc = try prototypeTable(tools: "18122", style: "plain", rowHeight: 44, headerHeight: "28")
        let layout = try IBLayout.make(document: doc, device: pro, iOS: 14, canvas: IBCanvas(of: doc, on: pro))
        #expect(abs((layout.views["Cell"]?.frame.minY ?? 0) - (24 + 1.0 / 3)) < 1e-9)
    }

    @Test("elsewhere plain prototypes are under a titled 28 pt header whatever height is written; before iOS 15 a taller one stands")
    func plainPrototypeHeaders() throws {
        // firebase/FirebaseUI-iOS' Swift demo Main.storyboard line 23 (toolsVersion 17701,
        // iPhone 8; ninth held-out set): `sectionHeaderHeight="1"`, the first prototype at y 28
        // (line 27). RocketChat's UserDetail.storyboard line 21 (toolsVersion 14490.70, Xcode
        // 10.2; tenth set): 40 written, its first prototype 40 below the table header view.
        // google-ai-edge/mediapipe-samples' image classification Main.storyboard (the
        // placeholder toolsVersion, read as Xcode 15: iOS 17) writes 1 and saves its first
        // prototype at 50 = 22 + 28 (twelfth set).
        let phone = try catalog.device(named: "iPhone 8"), newer = try catalog.device(named: "iPhone SE (3rd generation)")
        for (tools, written, iOS, y) in [("17701", "1", 14, 28.0), ("14490.70", "40", 12, 40), ("32700.99.1234", "1", 17, 50)] {
            let phone = iOS >= 17 ? newer : phone
            let doc = try prototypeTable(tools: tools, style: "plain", rowHeight: 44, headerHeight: written)
            let layout = try IBLayout.make(document: doc, device: phone, iOS: iOS, canvas: IBCanvas(of: doc, on: phone))
            #expect(layout.views["Cell"]?.frame.minY == y, "\(tools), \(written) written")
        }
        // UIKit's own layout (no canvas) takes the written height: 1 pt.
        let doc = try prototypeTable(tools: "17701", style: "plain", rowHeight: 44, headerHeight: "1")
        #expect(try IBLayout.make(document: doc, device: phone, iOS: 14).views["Cell"]?.frame.minY == 1)
    }

    @Test("Xcode 12.0–12.4's canvases draw grouped prototypes under the 55.3 pt first titled header; Xcode 12.5's and UIKit's iOS 14 under 49.5")
    func iOS14_5GroupedHeaders() throws {
        // mopub-ios-sdk's Canary Main.storyboard line 175 (toolsVersion 17156, Xcode 12.0,
        // iPhone 8; twelfth held-out set): grouped prototypes first at y 55.5.
        // raulriera/TextFieldEffects' demo Main.storyboard (18122, Xcode 12.5; third set): 49.5.
        let phone = try catalog.device(named: "iPhone 8")
        for (tools, pointRelease, y) in [("17156", 0, 55.5), ("17701", 0, 55.5), ("18122", 5, 49.5)] {
            let doc = try prototypeTable(tools: tools, style: "grouped", rowHeight: 44, headerHeight: "18")
            #expect(doc.savedWithIOS == 14 && doc.savedWithIOSPointRelease == pointRelease)
            let layout = try IBLayout.make(document: doc, device: phone, iOS: 14, canvas: IBCanvas(of: doc, on: phone))
            #expect(layout.window.iOSPointRelease == pointRelease, "\(tools)")
            #expect(layout.views["Cell"]?.frame.minY == y, "\(tools)")
        }
        // The other point releases the saving Xcode tells: Xcode 9's 13196 (and 13529, no
        // evidence either way) and 13771, taken as iOS 11.0 and 11.3
        // (IBDocument.firstToolsVersionWithMarginEndedCellLabels); Xcode 13.0 (19162) and 13.2
        // (19455), iOS 15.0 and 15.2; none
        // where no figure changed within the major version (Xcode 10, 14460; Xcode 26, 24506).
        // (Files before Xcode 11 have no `appearance`: with one they are an Xcode 11 beta's.)
        for (tools, pointRelease) in [("13196", 0), ("13529", 0), ("13771", 3), ("19162", 0), ("19455", 2), ("14460.31", nil), ("24506", nil)] as [(String, Int?)] {
            let xml = prototypeTableXML(tools: tools, style: "grouped", rowHeight: 44, headerHeight: "18")
                .replacingOccurrences(of: #" appearance="light""#, with: "")
            let other = try IBReader.read(string: xml, fileName: "Prototypes.storyboard")
            #expect(other.savedWithIOSPointRelease == pointRelease, "\(tools)")
        }
        // On a device the point release is not known and the engine's iOS 14 is 14.5's: 49.5.
        let doc = try prototypeTable(tools: "17156", style: "grouped", rowHeight: 44, headerHeight: "18")
        let uikit = try IBLayout.make(document: doc, device: phone, iOS: 14)
        #expect(uikit.window.iOSPointRelease == nil)
        #expect(uikit.views["Cell"]?.frame.minY == 49.5)
    }

    @Test("a grouped table's \"Prototype Cells\" header is a first titled header (55.5 on a 2× screen), whatever height is written")
    func groupedPrototypeHeaders() throws {
        // bitwarden/mobile src/iOS.Autofill/MainInterface.storyboard line 420 (toolsVersion
        // 22505, Xcode 15.3; seventh held-out set): grouped prototypes first at y 55.5;
        // rileytestut/Delta Delta/Base.lproj/Settings.storyboard (24128; fifth set): at 55.5,
        // with the same 18 pt section header height written; xdripswift's Main.storyboard
        // (24412; fifth set) writes 1 on such a table and saves 55.33 all the same.
        // The design screen (375 × 667, 2×) on a phone that runs both releases.
        let phone = try catalog.device(named: "iPhone SE (3rd generation)")
        for (tools, header, iOS) in [("22505", "18", 17), ("24128", "18", 26), ("24128", "1", 26)] {
            let doc = try prototypeTable(tools: tools, style: "grouped", rowHeight: 50, headerHeight: header)
            #expect(doc.savedWithIOS == iOS)
            let layout = try IBLayout.make(document: doc, device: phone, iOS: iOS, canvas: IBCanvas(of: doc, on: phone))
            #expect(layout.views["Cell"]?.frame.minY == 55.5, "toolsVersion \(tools), header \(header)")
        }
    }

    /// A view controller `VC` whose root view `Root`, saved at `rootFrame`, holds a 40 pt band
    /// `Band` pinned `inset` from its leading, trailing and top edges; `extra` goes inside the
    /// controller element (simulated metrics).
    func bandController(rootFrame: (x: Int, y: Int, width: Int, height: Int), inset: Int, extra: String = "") -> String {
        """
        <viewController id="VC" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="Root">
                <rect key="frame" x="\(rootFrame.x)" y="\(rootFrame.y)" width="\(rootFrame.width)" height="\(rootFrame.height)"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Band">
                        <rect key="frame" x="\(inset)" y="\(inset)" width="\(rootFrame.width - 2 * inset)" height="40"/>
                        <constraints><constraint firstAttribute="height" constant="40" id="H"/></constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="Band" firstAttribute="leading" secondItem="Root" secondAttribute="leading" constant="\(inset)" id="L"/>
                    <constraint firstAttribute="trailing" secondItem="Band" secondAttribute="trailing" constant="\(inset)" id="T"/>
                    <constraint firstItem="Band" firstAttribute="top" secondItem="Root" secondAttribute="top" constant="\(inset)" id="Y"/>
                </constraints>
            </view>
            \(extra)
        </viewController>
        """
    }

    @Test("a root saved at another size (Xcode 6–7's 600 × 600 canvas) keeps it on the canvas only; UIKit's layout gives it the screen")
    func legacyCanvasSizedRoot() throws {
        // cbpowell/MarqueeLabel's MarqueeLabel.storyboard (toolsVersion 22154, retina6_1; fifth
        // held-out set) and AssistoLab/DropDown's demo (12121, retina4_7; sixth): roots saved
        // 600 × 600, their content laid out for that width, in files last laid out by Xcode 7.
        let document = try InlineIB.storyboard("""
                <scene sceneID="S"><objects>\(bandController(rootFrame: (0, 0, 600, 600), inset: 20))</objects></scene>
        """, tools: "12121", device: "retina4_7", initial: "VC", fileName: "AnyAny.storyboard")
        let phone = try catalog.device(named: "iPhone 8")
        let canvas = try IBLayout.make(document: document, device: phone, iOS: 12, canvas: IBCanvas(of: document, on: phone))
        #expect(canvas.views["Band"]?.frame.width == 560)
        let uikit = try IBLayout.make(document: document, device: phone, iOS: 12)
        #expect(uikit.views["Root"]?.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(uikit.views["Band"]?.frame.width == 335)
    }

    @Test("a size-class storyboard without a device keeps its 600 × 600 roots on the canvas")
    func deviceLessAnyCanvas() throws {
        // tensorflow/examples lite/examples/bert_qa/ios/ViewInUIKit/Base.lproj/Main.storyboard
        // (toolsVersion 15505, `useTraitCollections="YES"`, no `<device>`; twelfth held-out set):
        // roots saved 600 × 600, their content laid out for that width.
        let document = try IBReader.read(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="VC">
                <scenes>
                    <scene sceneID="S"><objects>\(bandController(rootFrame: (0, 0, 600, 600), inset: 20))</objects></scene>
                </scenes>
            </document>
            """, fileName: "NoDevice.storyboard")
        let phone = try catalog.device(named: "iPhone 8")
        let canvas = try IBLayout.make(document: document, device: phone, iOS: 13, canvas: IBCanvas(of: document, on: phone))
        #expect(canvas.views["Root"]?.frame.size == Size(width: 600, height: 600))
        #expect(canvas.views["Band"]?.frame.width == 560)
        // UIKit's layout gives the scene the device's screen.
        let uikit = try IBLayout.make(document: document, device: phone, iOS: 13)
        #expect(uikit.views["Band"]?.frame.width == 335)
    }

    @Test("a freeform scene inside a navigation controller is drawn at its freeform size, its bar inside it")
    func freeformInsideNavigation() throws {
        // AssistoLab/DropDown's demo Main.storyboard (toolsVersion 12121, retina4_7; sixth
        // held-out set): a scroll view root under an opaque bar saved at y 64, 600 × 636, its
        // controller's freeform size 600 × 700 (lines 22–23 and 180–181); its content 540 wide.
        let document = try InlineIB.storyboard("""
                <scene sceneID="N"><objects>
                    <navigationController id="Nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="Bar">
                            <rect key="frame" x="0.0" y="20" width="600" height="44"/>
                        </navigationBar>
                        <connections><segue destination="VC" kind="relationship" relationship="rootViewController" id="R"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="S"><objects>\(bandController(rootFrame: (0, 64, 600, 636), inset: 30, extra: """
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    <size key="freeformSize" width="600" height="700"/>
                    """))</objects></scene>
        """, tools: "12121", device: "retina4_7", initial: "Nav", fileName: "FreeformPushed.storyboard")
        let phone = try catalog.device(named: "iPhone 8")
        // Xcode 8's canvas, with its status bar (InlineIB's `appearance` would read as Xcode 11's).
        let canvas = try IBLayout.make(document: document, scene: "VC", device: phone, iOS: 12, canvas: IBCanvas(statusBar: .shown))
        #expect(canvas.views["Root"]?.frame == Rect(x: 0, y: 64, width: 600, height: 636))
        #expect(canvas.views["Band"]?.frame == Rect(x: 30, y: 30, width: 540, height: 40))
        // UIKit's layout (the CLI and audit): the pushed scene on the screen, below the bar.
        let uikit = try IBLayout.make(document: document, scene: "VC", device: phone, iOS: 12)
        #expect(uikit.views["Root"]?.frame == Rect(x: 0, y: 64, width: 375, height: 603))
    }

    @Test("Xcode 11–14.2's canvases draw no status bar on iPhones without a sensor housing; other Xcodes and devices do")
    func canvasStatusBar() throws {
        // kharrison's ScrollGuide-IB (14868 with <device appearance>: Xcode 11) on its iPhone 8;
        // Kingfisher's Main (23727, Xcode 16); Margins (14490.70, Xcode 10).
        let xcode11 = try Fixtures.read("kharrison__CodeExamples__ScrollGuide-IB_Main.storyboard")
        #expect(xcode11.savedWithIOS == 13)
        #expect(!xcode11.canvasShowsStatusBar(on: try catalog.device(named: "iPhone 8")))
        #expect(xcode11.canvasShowsStatusBar(on: try catalog.device(named: "iPhone X")))
        #expect(xcode11.canvasShowsStatusBar(on: try catalog.device(named: "iPad Air 2")))
        #expect(try Fixtures.read("onevcat__Kingfisher__Main.storyboard").canvasShowsStatusBar(on: try catalog.device(named: "iPhone 8 Plus")))
        #expect(try Fixtures.read("kharrison__CodeExamples__Margins_Main.storyboard").canvasShowsStatusBar(on: try catalog.device(named: "iPhone 8")))
        // Xcode 12 (duckduckgo's HomeRow, 17156) drew none either; Xcode 26 draws one again.
        #expect(!(try Fixtures.read("duckduckgo__iOS__HomeRow.storyboard").canvasShowsStatusBar(on: try catalog.device(named: "iPhone SE (1st generation)"))))
        #expect(try Fixtures.read("Ranchero-Software__NetNewsWire__Inspector.storyboard").canvasShowsStatusBar(on: try catalog.device(named: "iPhone 8")))
        // Xcode 14.2 (21507: woocommerce-ios' Settings.storyboard, views on the safe area's top
        // at y 0) drew none; Xcode 14.3 (21701: SwedbankPay's example Main.storyboard, its
        // navigation bar saved at y 20 on an iPhone 8) draws it again.
        let phone = try catalog.device(named: "iPhone 8")
        #expect(!(try InlineIB.xib("", tools: "21507", device: "retina4_7", fileName: "Xcode14_2.xib").canvasShowsStatusBar(on: phone)))
        #expect(try InlineIB.xib("", tools: "21701", device: "retina4_7", fileName: "Xcode14_3.xib").canvasShowsStatusBar(on: phone))
        // Laid out that way, a view on the safe area's top is at y 0, and a sheet still starts
        // 20 pt down (SideMenu's presented roots, 647 tall on the same canvas).
        let window = try Window(device: catalog.device(named: "iPhone 8"), statusBar: .hidden, iOS: 13)
        let home = ViewController(identifier: "home")
        window.setRootViewController(home)
        #expect(home.view.safeAreaInsets.top == 0)
        let sheet = ViewController(identifier: "sheet")
        try home.present(sheet)
        #expect(sheet.view.frame == Rect(x: 0, y: 20, width: 375, height: 647))
    }

    @Test("a scene shown by a presentation segue is drawn as a sheet from iOS 13, full screen when the segue says so")
    func presentedScenes() throws {
        // The shape of jonkykong/SideMenu's Example/Main.storyboard (Xcode 11, retina4_7; outside
        // the fixtures): scenes presented with the default style are saved 375 × 647 with a view
        // pinned to the safe-area top at y 0 (lines 575–579, 614–618); the one presented
        // `modalPresentationStyle="fullScreen"` is saved 375 × 667 (line 536). A scene pushed
        // inside a presented navigation controller is a sheet too (lines 653, 671).
        func scene(_ id: String, _ view: String, _ pinned: String) -> String {
            """
            <scene sceneID="S-\(id)"><objects>
                <viewController id="\(id)" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="\(view)">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="647"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(pinned)">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="G-\(id)"/>
                        <constraints>
                            <constraint firstItem="\(pinned)" firstAttribute="top" secondItem="G-\(id)" secondAttribute="top" id="T-\(id)"/>
                            <constraint firstItem="\(pinned)" firstAttribute="leading" secondItem="\(view)" secondAttribute="leading" id="L-\(id)"/>
                            <constraint firstItem="\(pinned)" firstAttribute="trailing" secondItem="\(view)" secondAttribute="trailing" id="R-\(id)"/>
                            <constraint firstItem="\(pinned)" firstAttribute="height" constant="44" id="H-\(id)"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
            """
        }
        let document = try InlineIB.storyboard("""
                <scene sceneID="S-Home"><objects>
                    <viewController id="Home" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="HomeView">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </view>
                        <connections>
                            <segue destination="Sheet" kind="presentation" id="P1"/>
                            <segue destination="Full" kind="presentation" modalPresentationStyle="fullScreen" id="P2"/>
                            <segue destination="Nav" kind="presentation" id="P3"/>
                        </connections>
                    </viewController>
                </objects></scene>
                \(scene("Sheet", "SheetView", "SheetBar"))
                \(scene("Full", "FullView", "FullBar"))
                <scene sceneID="S-Nav"><objects>
                    <navigationController navigationBarHidden="YES" id="Nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="NavBar">
                            <rect key="frame" x="0.0" y="-20" width="0.0" height="0.0"/>
                        </navigationBar>
                        <connections>
                            <segue destination="Menu" kind="relationship" relationship="rootViewController" id="R1"/>
                        </connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="S-Menu"><objects>
                    <viewController id="Menu" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="MenuView">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="647"/>
                        </view>
                        <connections>
                            <segue destination="Pushed" kind="show" id="S1"/>
                        </connections>
                    </viewController>
                </objects></scene>
                \(scene("Pushed", "PushedView", "PushedBar"))
        """, tools: "15400", device: "retina4_7", initial: "Home", fileName: "Presented.storyboard")
        let phone = try catalog.device(named: "iPhone 8")
        let sheet = try IBLayout.make(document: document, scene: "Sheet", device: phone, orientation: .portrait, iOS: 13)
        #expect(sheet.canvasFrame(ofView: "SheetView") == Rect(x: 0, y: 0, width: 375, height: 647))
        #expect(sheet.views["SheetBar"]?.frame.minY == 0)
        let full = try IBLayout.make(document: document, scene: "Full", device: phone, orientation: .portrait, iOS: 13)
        #expect(full.canvasFrame(ofView: "FullView") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(full.views["FullBar"]?.frame.minY == 20)
        let menu = try IBLayout.make(document: document, scene: "Menu", device: phone, orientation: .portrait, iOS: 13)
        #expect(menu.canvasFrame(ofView: "MenuView")?.height == 647)
        let pushed = try IBLayout.make(document: document, scene: "Pushed", device: phone, orientation: .portrait, iOS: 13)
        #expect(pushed.canvasFrame(ofView: "PushedView")?.height == 647)
        // On an iPad a sheet's size is not published: full screen, with a note at the scene.
        let pad = try IBLayout.make(document: document, scene: "Sheet", device: catalog.device(named: "iPad Air 2"), orientation: .portrait, iOS: 13)
        #expect(pad.canvasFrame(ofView: "SheetView") == Rect(x: 0, y: 0, width: 768, height: 1024))
        #expect(pad.notes.contains { $0.kind == .notModelled("sheet on iPad") })
        // A style the engine does not present (a popover) is laid out full screen, noted.
        let popover = try InlineIB.storyboard("""
                <scene sceneID="S-Home"><objects>
                    <viewController id="Home" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="HomeView"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                        <connections><segue destination="Pop" kind="presentation" modalPresentationStyle="popover" id="P"/></connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="S-Pop"><objects>
                    <viewController id="Pop" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="PopView"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                    </viewController>
                </objects></scene>
        """, tools: "15400", device: "retina4_7", initial: "Home", fileName: "Popover.storyboard")
        let pop = try IBLayout.make(document: popover, scene: "Pop", device: phone, orientation: .portrait, iOS: 13)
        #expect(pop.canvasFrame(ofView: "PopView")?.height == 667)
        #expect(pop.notes.contains { $0.kind == .notModelled("presentation style") && $0.message.contains("'popover'") })
        // Before iOS 13 every presentation on an iPhone is full screen.
        let old = try IBLayout.make(document: document, scene: "Sheet", device: phone, orientation: .portrait, iOS: 12)
        #expect(old.canvasFrame(ofView: "SheetView")?.height == 667)
    }

    @Test("a stack view's axis variation applies by size class: vertical on a portrait iPhone, horizontal in landscape")
    func stackAxisVariation() throws {
        // Stacks_Main.storyboard line 242: <variation key="heightClass=regular-widthClass=compact" axis="vertical"/>
        // on a horizontal stack; line 235–238 save the two image views one above the other (iPhone 8, portrait).
        let document = try Fixtures.read("kharrison__CodeExamples__Stacks_Main.storyboard")
        let phone = try catalog.device(named: "iPhone 8")
        let portrait = try IBLayout.make(document: document, scene: "SizeClassVC", device: phone, orientation: .portrait, iOS: 12)
        #expect((portrait.views["qh8-42-G2A"] as? StackView)?.axis == .vertical)
        #expect(portrait.views["Q8m-kz-QPP"]?.frame == Rect(x: 111.5, y: 291, width: 120, height: 291))
        let landscape = try IBLayout.make(document: document, scene: "SizeClassVC", device: phone, orientation: .landscapeLeft, iOS: 12)
        #expect((landscape.views["qh8-42-G2A"] as? StackView)?.axis == .horizontal)
    }

    @Test("a custom-class leaf view (IBDesignable) takes its saved size, with a note at its line")
    func designableSize() throws {
        // Cosmos Main.storyboard line 66–67: CosmosView saved at 293 × 53, placed only by its centre.
        let document = try Fixtures.read("evgenyneu__Cosmos__Main.storyboard")
        let layout = try IBLayout.make(document: document, scene: "sGD-SW-CeX", device: try catalog.device(named: "iPhone 8"),
                                       orientation: .portrait, iOS: 12)
        let frame = try #require(layout.views["Zcm-Q3-Dv1"]?.frame)
        #expect(frame.width == 293 && frame.height == 53)
        #expect(layout.notes.contains { $0.kind == .designTimeSize(customClass: "CosmosView") && $0.line == 66 })
    }

    /// Xcode records a system symbol's proportions, not its size: `<image name="gear"
    /// catalog="system" width="128" height="122"/>` (every `catalog="system"` resource of the
    /// fixtures and held-out files has a longer side of 128). Read as points, a symbol would
    /// be drawn 128 pt tall where Xcode draws it about 20 (KeePassium's EntryFieldViewerVC:
    /// "globe" at the body size saved 20 × 19).
    @Test("a system symbol's recorded 128 pt proportions are not its size: no intrinsic size, with a note")
    func systemSymbolSize() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Top">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <imageView contentMode="scaleAspectFit" image="gear" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="Gear">
                            <rect key="frame" x="150" y="40" width="20" height="19"/>
                        </imageView>
                        <imageView contentMode="scaleAspectFit" image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="Logo">
                            <rect key="frame" x="0.0" y="0.0" width="40" height="30"/>
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Gear" firstAttribute="centerX" secondItem="Top" secondAttribute="centerX" id="C1"/>
                        <constraint firstItem="Gear" firstAttribute="centerY" secondItem="Top" secondAttribute="centerY" id="C2"/>
                        <constraint firstItem="Logo" firstAttribute="leading" secondItem="Top" secondAttribute="leading" id="C3"/>
                        <constraint firstItem="Logo" firstAttribute="top" secondItem="Top" secondAttribute="top" id="C4"/>
                    </constraints>
                </view>
            </objects>
            <resources>
                <image name="gear" catalog="system" width="128" height="122"/>
                <image name="logo" width="40" height="30"/>
            </resources>
        </document>
        """
        let document = try IBReader.read(string: xml, fileName: "Symbols.xib")
        let layout = try IBLayout.make(document: document, device: catalog.device(named: "iPhone 11"), orientation: .portrait, iOS: 16)
        #expect(layout.views["Gear"]?.intrinsicContentSize.height == nil)
        #expect(layout.notes.contains { $0.kind == .notModelled("system symbol") && $0.line == 8 })
        // An asset image's recorded size is its size in points.
        #expect(layout.views["Logo"]?.frame.size == Size(width: 40, height: 30))
    }

    @Test("a scene pushed from one that simulates a navigation bar is drawn under that bar when no navigation controller in the file holds them")
    func simulatedBarAlongAPush() throws {
        // IBAnimatable's Presentations.storyboard (Xcode 9, outside the fixtures): "Over
        // context" (line 953), pushed from a table view controller with
        // simulatedNavigationBarMetrics (line 943), saves its container pinned to the top layout
        // guide at y 64 = 20 + 44 (lines 962, 980).
        func scene(_ id: String, simulated: String, segue: String) -> String {
            """
                <scene sceneID="S-\(id)"><objects>
                    <viewController id="\(id)" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="\(id)Top"/>
                            <viewControllerLayoutGuide type="bottom" id="\(id)Bottom"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="\(id)View">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)Band">
                                    <rect key="frame" x="0.0" y="64" width="375" height="40"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="\(id)Band" firstAttribute="top" secondItem="\(id)Top" secondAttribute="bottom" id="\(id)C1"/>
                                <constraint firstItem="\(id)Band" firstAttribute="leading" secondItem="\(id)View" secondAttribute="leading" id="\(id)C2"/>
                                <constraint firstAttribute="trailing" secondItem="\(id)Band" secondAttribute="trailing" id="\(id)C3"/>
                                <constraint firstItem="\(id)Band" firstAttribute="height" constant="40" id="\(id)C4"/>
                            </constraints>
                        </view>
                        \(simulated)
                        <connections>\(segue)</connections>
                    </viewController>
                </objects></scene>
            """
        }
        let document = try InlineIB.storyboard(
            scene("List", simulated: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#,
                  segue: #"<segue destination="Pushed" kind="show" id="Push"/>"#)
                + scene("Pushed", simulated: "", segue: "")
                + scene("Alone", simulated: "", segue: ""),
            tools: "14109", device: "retina4_7", initial: "List", fileName: "Simulated.storyboard")
        // The inline document's `<device appearance>` makes it Xcode 11's, whose canvas draws
        // no status bar on an iPhone 8 (IBDocument.canvasShowsStatusBar): the bar alone, 44.
        let phone = try catalog.device(named: "iPhone 8")
        for id in ["List", "Pushed"] {
            let layout = try IBLayout.make(document: document, scene: id, device: phone, orientation: .portrait, iOS: 13,
                                           canvas: IBCanvas(of: document, on: phone))
            #expect(layout.views["\(id)Band"]?.frame.minY == 44, "\(id)")
        }
        // A scene nothing pushes has no bar.
        let alone = try IBLayout.make(document: document, scene: "Alone", device: phone, orientation: .portrait, iOS: 13,
                                      canvas: IBCanvas(of: document, on: phone))
        #expect(alone.views["AloneBand"]?.frame.minY == 0)
    }

    /// The shape of khanhhuypham/order-app-uikit's LoginViewController.xib (Xcode 14, retina6_7;
    /// held-out set 18, lines 43–47, 374–384): a content view from the safe area's top down to
    /// the keyboard guide's top, and a background view spanning the guide's leading to trailing;
    /// `keyboardAttributes` are written on the `<keyboardLayoutGuide>`.
    static func loginXib(keyboardAttributes: String = "") throws -> IBDocument {
        try InlineIB.xib("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginViewController">
                    <connections><outlet property="view" destination="Root" id="O1"/></connections>
                </placeholder>
                <view contentMode="scaleToFill" id="Root">
                    <rect key="frame" x="0.0" y="0.0" width="428" height="926"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Content">
                            <rect key="frame" x="0.0" y="47" width="428" height="845"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Back">
                            <rect key="frame" x="0.0" y="0.0" width="428" height="926"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="Safe"/>
                    <keyboardLayoutGuide key="keyboard" \(keyboardAttributes) id="Keys"/>
                    <constraints>
                        <constraint firstItem="Content" firstAttribute="leading" secondItem="Safe" secondAttribute="leading" id="C1"/>
                        <constraint firstItem="Safe" firstAttribute="trailing" secondItem="Content" secondAttribute="trailing" id="C2"/>
                        <constraint firstItem="Content" firstAttribute="top" secondItem="Safe" secondAttribute="top" id="C3"/>
                        <constraint firstItem="Keys" firstAttribute="top" secondItem="Content" secondAttribute="bottom" id="C4"/>
                        <constraint firstItem="Back" firstAttribute="leading" secondItem="Keys" secondAttribute="leading" id="B1"/>
                        <constraint firstItem="Back" firstAttribute="trailing" secondItem="Keys" secondAttribute="trailing" id="B2"/>
                        <constraint firstItem="Back" firstAttribute="top" secondItem="Root" secondAttribute="top" id="B3"/>
                        <constraint firstAttribute="bottom" secondItem="Back" secondAttribute="bottom" id="B4"/>
                    </constraints>
                </view>
            """, tools: "21701", device: "retina6_7", fileName: "LoginViewController.xib")
    }

    @Test("a <keyboardLayoutGuide> is the view's keyboard guide: with the keyboard away, the band below the safe area")
    func keyboardLayoutGuide() throws {
        // The file saves the content view at y 47, 845 tall (926 − 47 − 34), and the background
        // 428 wide.
        let document = try Self.loginXib()
        #expect(document.warnings.isEmpty, "\(document.warnings)")
        let pro = try Oracle.catalog.device(named: "iPhone 12 Pro Max")
        let layout = try IBLayout.make(document: document, device: pro)
        #expect(layout.views["Content"]?.frame == Rect(x: 0, y: 47, width: 428, height: 845))
        #expect(layout.views["Back"]?.frame == Rect(x: 0, y: 0, width: 428, height: 926))
        // In landscape the guide is the 21 pt band under the landscape safe area (catalog).
        let landscape = try IBLayout.make(document: document, device: pro, orientation: .landscapeLeft)
        let root = try #require(landscape.views["Root"])
        #expect(landscape.views["Content"].map { $0.frame.maxY } == root.frame.height - root.safeAreaInsets.bottom)
    }

    @Test("a <keyboardLayoutGuide usesBottomSafeArea=\"NO\"> is the guide at the view's bottom")
    func keyboardLayoutGuideWithoutSafeArea() throws {
        // Interface Builder writes UIKit's property names as attributes; `NO` turns it off. The
        // content view pinned above the guide then ends at the screen's bottom, 926 − 47 tall.
        let document = try Self.loginXib(keyboardAttributes: #"usesBottomSafeArea="NO""#)
        #expect(document.topLevelViews.first?.layoutGuides.map(\.kind).contains(.keyboard(usesBottomSafeArea: false)) == true)
        let layout = try IBLayout.make(document: document, device: Oracle.catalog.device(named: "iPhone 12 Pro Max"))
        #expect(layout.views["Content"]?.frame == Rect(x: 0, y: 47, width: 428, height: 879))
    }
}

@Suite("Interface Builder layout: hostile documents")
struct LayoutHostileDocumentTests {
    @Test("a long chain of pushes and presentations, and a cycle of them, lay out without exhausting the stack")
    func pushChainsAndCycles() throws {
        // 400 scenes, each pushing the next and presenting the one after; the last pushes the
        // first. Finding the bars a scene inherits and whether it is presented walks that chain.
        let count = 400
        var scenes = ""
        for i in 0..<count {
            scenes += """
            <scene sceneID="S\(i)"><objects><viewController id="V\(i)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="R\(i)"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                <connections>
                    <segue destination="V\((i + 1) % count)" kind="show" id="P\(i)"/>
                    <segue destination="V\((i + 2) % count)" kind="presentation" id="M\(i)"/>
                </connections>
            </viewController></objects></scene>
            """
        }
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15400" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="V0">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>\(scenes)</scenes>
        </document>
        """
        let document = try IBReader.read(string: xml, fileName: "Chain.storyboard")
        let phone = try Oracle.catalog.device(named: "iPhone 8")
        for name in ["V0", "V199", "V399"] {
            let layout = try IBLayout.make(document: document, scene: name, device: phone, orientation: .portrait, iOS: 13)
            // Each is presented by the scene two before it: a sheet 20 pt down.
            #expect(layout.canvasFrame(ofView: "R" + name.dropFirst())?.height == 647)
        }
    }

    @Test("two scenes that embed each other lay out once each, with a note, instead of recursing forever")
    func embedCycle() throws {
        let document = try InlineIB.storyboard("""
                <scene sceneID="sA"><objects>
                    <viewController id="A" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rA">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <containerView contentMode="scaleToFill" id="cA">
                                    <rect key="frame" x="0.0" y="100" width="375" height="200"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                                    <connections><segue destination="B" kind="embed" id="eAB"/></connections>
                                </containerView>
                            </subviews>
                        </view>
                    </viewController>
                </objects></scene>
                <scene sceneID="sB"><objects>
                    <viewController id="B" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rB">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <containerView contentMode="scaleToFill" id="cB">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                                    <connections><segue destination="A" kind="embed" id="eBA"/></connections>
                                </containerView>
                            </subviews>
                        </view>
                    </viewController>
                </objects></scene>
        """, tools: "21701", device: "retina5_9", initial: "A", fileName: "Cycle.storyboard")
        let device = try DeviceCatalog.load().device(named: "iPhone X")
        let layout = try IBLayout.make(document: document, device: device)
        #expect(layout.views["rB"] != nil)
        #expect(layout.notes.contains { $0.message.contains("contains itself") })
    }
}
