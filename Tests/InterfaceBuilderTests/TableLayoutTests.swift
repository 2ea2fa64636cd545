import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutEngine
import Testing

/// Table views of Interface Builder files: static cells and prototypes become the table's
/// cells, placed by the table (not by their saved frames), so they follow the table on every
/// device. Expected figures are the frames Xcode saved in the fixtures, quoted with their lines.
@Suite("Interface Builder layout: table cells placed by their table (issue 9)")
struct TableLayoutTests {
    let catalog = try! DeviceCatalog.load()

    @Test("static cells are the table's rows: at the saved frames on the design device, as wide as the table on an iPad")
    func staticCellsFollowTheTable() throws {
        // Kingfisher Main.storyboard line 127: a static plain table, rowHeight 44, as the root of
        // scene iye-ZY-cV2; line 206–207: its fifth cell saved at (0, 182, 414 × 44) on the
        // iPhone 8 Plus (retina5_5, iOS 16); line 209: its content view fills it.
        let document = try Fixtures.read("onevcat__Kingfisher__Main.storyboard")
        let plus = try IBLayout.make(document: document, scene: "iye-ZY-cV2", device: catalog.device(named: "iPhone 8 Plus"),
                                     orientation: .portrait, iOS: 16)
        #expect(plus.views["N6z-X5-Zzj"]?.frame == Rect(x: 0, y: 182, width: 414, height: 44))
        #expect(plus.views["0QK-P3-0Ja"]?.frame == Rect(x: 0, y: 0, width: 414, height: 44))
        #expect(plus.views["N6z-X5-Zzj"] is TableViewCell)

        let iPad = try catalog.device(named: "iPad Pro 13-inch (M4)")
        let wide = try IBLayout.make(document: document, scene: "iye-ZY-cV2", device: iPad, orientation: .landscapeLeft, iOS: 18)
        let table = try #require(wide.views["hLo-Ms-RdC"])
        let cell = try #require(wide.views["N6z-X5-Zzj"])
        #expect(table.frame.width == iPad.screenSize.height)
        #expect(cell.frame.width == table.frame.width)
        #expect(cell.frame.minY == 182)
        #expect(wide.window.issues.isEmpty)
    }

    @Test("a disclosure indicator: the content view ends its room inside the cell's trailing margin, laid out and compared")
    func accessoryWidth() throws {
        // NetNewsWire SettingsComboTableViewCell.xib line 11: accessoryType="disclosureIndicator"
        // on a 414 pt cell; line 15: its content view saved 383 pt wide = 414 − 20 − 11 (iOS 13's
        // room, UIKitMetrics.accessoryWidth).
        let document = try Fixtures.read("Ranchero-Software__NetNewsWire__SettingsComboTableViewCell.xib")
        let layout = try IBLayout.make(document: document, device: catalog.device(named: "iPhone 11"), orientation: .portrait, iOS: 13)
        #expect(layout.views["FzD-t2-JGy"]?.frame == Rect(x: 0, y: 0, width: 383, height: 44))
        #expect(!layout.notes.contains { $0.kind == .accessoryWidthFromSavedFrame(accessoryType: "disclosureIndicator") })
        #expect(!layout.framesNotComparable.contains("FzD-t2-JGy"))
        // Under iOS 15 of no known point release on a 2× screen, the last releases' 8.5 pt room
        // (UIKitMetrics.iOS15_2DisclosureRoom): 414 − 20 − 8.5.
        let iOS15 = try IBLayout.make(document: document, device: catalog.device(named: "iPhone 11"), orientation: .portrait, iOS: 15)
        #expect(iOS15.views["FzD-t2-JGy"]?.frame.width == 385.5)
        // On a 3× screen iOS 15 has no figure: the saved room stands (414 − 383 = 31 pt), noted
        // and not compared; the cell is as wide as the iPhone 13 Pro's 390 pt table.
        let threeX = try IBLayout.make(document: document, device: catalog.device(named: "iPhone 13 Pro"), orientation: .portrait, iOS: 15)
        #expect(abs((threeX.views["FzD-t2-JGy"]?.frame.width ?? 0) - (390 - 31)) < 1e-9)
        #expect(threeX.notes.contains { $0.kind == .accessoryWidthFromSavedFrame(accessoryType: "disclosureIndicator") && $0.line == 11 })
        #expect(threeX.framesNotComparable.contains("FzD-t2-JGy"))
    }

    @Test("a xib's top-level cell is drawn at its saved height, not at a different rowHeight it names")
    func xibCellAtItsSavedHeight() throws {
        // raivo-otp/ios-application TimeBasedPasswordCell.xib (Xcode 15; eleventh held-out set):
        // `rowHeight="96"` on a cell saved 400 × 80, whose 50 pt icon is pinned 15 pt from the
        // content view's top and bottom and saved 50 × 50 (an 80 pt row); ChatSecure's
        // XMPPServerInfoCell.xib likewise (85 written, 90 saved).
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <tableViewCell contentMode="scaleToFill" rowHeight="96" id="Cell">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="80"/>
                    <tableViewCellContentView key="contentView" opaque="NO" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Cell" id="Content">
                        <rect key="frame" x="0.0" y="0.0" width="400" height="80"/>
                        <subviews>
                            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="Icon">
                                <rect key="frame" x="10" y="15" width="50" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="width" secondItem="Icon" secondAttribute="height" multiplier="1:1" id="A"/>
                                </constraints>
                            </imageView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Icon" firstAttribute="top" secondItem="Content" secondAttribute="top" constant="15" id="T"/>
                            <constraint firstItem="Icon" firstAttribute="leading" secondItem="Content" secondAttribute="leading" constant="10" id="L"/>
                            <constraint firstAttribute="bottom" secondItem="Icon" secondAttribute="bottom" constant="15" id="B"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
        let document = try IBReader.read(string: xml, fileName: "Cell.xib")
        let phone = try catalog.device(named: "iPhone 11")
        let layout = try IBLayout.make(document: document, device: phone, orientation: .portrait, iOS: 17, canvas: IBCanvas(of: document, on: phone))
        #expect(layout.views["Content"]?.frame == Rect(x: 0, y: 0, width: 400, height: 80))
        #expect(layout.views["Icon"]?.frame == Rect(x: 10, y: 15, width: 50, height: 50))
        // Laid out as UIKit does, the row keeps that height in a table as wide as the screen.
        let device = try IBLayout.make(document: document, device: phone, orientation: .portrait, iOS: 17)
        #expect(device.views["Content"]?.frame == Rect(x: 0, y: 0, width: 414, height: 80))
        #expect(device.views["Icon"]?.frame == Rect(x: 10, y: 15, width: 50, height: 50))
    }

    @Test("a xib's 320 pt cell on a 414 pt phone: margins by the cell's width with the safe-area guide, by the screen's without")
    func xibCellMarginsBySafeAreaGuide() throws {
        // NordicSemiconductor/IOS-nRF-Mesh-Library's GenericOnOff.xib (toolsVersion 23727,
        // retina6_1; eighth held-out set), cut down: a 320 pt cell whose label is on the content
        // view's leading margin, saved at x 16 (lines 21 and 284). ChatSecure's
        // XMPPServerInfoCell.xib (16096, no `useSafeAreas`; third set) saves its 380 pt cell's
        // content on the 414 pt screen's 20 pt margins.
        func document(safeAreas: Bool) throws -> IBDocument {
            try IBReader.read(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23727" targetRuntime="iOS.CocoaTouch" useAutolayout="YES"\(safeAreas ? #" useSafeAreas="YES""# : "")>
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <tableViewCell contentMode="scaleToFill" rowHeight="60" id="Cell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                        <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="Cell" id="Content">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                            <subviews>
            \(InlineIB.box("Label", frame: (16, 16, 100, 21), constraints: #"<constraint firstAttribute="width" constant="100" id="W"/><constraint firstAttribute="height" constant="21" id="H"/>"#))
                            </subviews>
                            <constraints>
                                <constraint firstItem="Label" firstAttribute="leading" secondItem="Content" secondAttribute="leadingMargin" id="L"/>
                                <constraint firstItem="Label" firstAttribute="top" secondItem="Content" secondAttribute="top" constant="16" id="T"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """, fileName: "GenericOnOff.xib")
        }
        let phone = try catalog.device(named: "iPhone 11")
        func canvas(_ document: IBDocument) throws -> IBLayout {
            try IBLayout.make(document: document, device: phone, orientation: .portrait, iOS: 18, canvas: IBCanvas(of: document, on: phone))
        }
        let guided = try canvas(document(safeAreas: true))
        #expect(guided.views["Label"]?.frame.minX == 16)
        let unguided = try canvas(document(safeAreas: false))
        #expect(unguided.views["Label"]?.frame.minX == 20)
        // Laid out as UIKit does, the cell is as wide as the table, which spans the 414 pt
        // screen, and the table's width chooses the margins: 20 pt.
        let device = try IBLayout.make(document: document(safeAreas: true), device: phone, orientation: .portrait, iOS: 18)
        #expect(device.views["Cell"]?.frame.width == 414)
        #expect(device.views["Label"]?.frame.minX == 20)
    }

    @Test("laid out on a device, a xib's cell saved wider than the screen is as wide as the screen's table")
    func xibCellTakesTheTableWidth() throws {
        // MirrorFly's ChatViewVideoIncomingCell.xib (nineteenth held-out set, line 27): a 653 pt
        // cell on a 414 pt iPhone, cut down to a view pinned 10 pt inside the content view.
        let document = try InlineIB.xib("""
                <tableViewCell contentMode="scaleToFill" rowHeight="482" id="Cell">
                    <rect key="frame" x="0.0" y="0.0" width="653" height="482"/>
                    <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="Cell" id="Content">
                        <rect key="frame" x="0.0" y="0.0" width="653" height="482"/>
                        <subviews>
        \(InlineIB.box("Bubble", frame: (10, 0, 633, 3), constraints: #"<constraint firstAttribute="height" constant="3" id="H"/>"#))
                        </subviews>
                        <constraints>
                            <constraint firstItem="Bubble" firstAttribute="leading" secondItem="Content" secondAttribute="leading" constant="10" id="L"/>
                            <constraint firstAttribute="trailing" secondItem="Bubble" secondAttribute="trailing" constant="10" id="T"/>
                            <constraint firstItem="Bubble" firstAttribute="top" secondItem="Content" secondAttribute="top" id="Y"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
        """, tools: "22155", device: "retina6_1", fileName: "ChatViewVideoIncomingCell.xib")
        let phone = try catalog.device(named: "iPhone 11")
        let device = try IBLayout.make(document: document, device: phone, orientation: .portrait, iOS: 18)
        #expect(device.views["Cell"]?.frame.size == Size(width: 414, height: 482))
        #expect(abs((device.views["Bubble"]?.frame.width ?? 0) - (414 - 20)) < 1e-9)
        // Xcode's canvas draws it at its saved width.
        let canvas = try IBLayout.make(document: document, device: phone, orientation: .portrait, iOS: 18, canvas: IBCanvas(of: document, on: phone))
        #expect(canvas.views["Bubble"]?.frame.width == 633)
    }

    @Test("a collection view with a custom layout class draws its prototypes at their saved size, with a note")
    func customCollectionLayoutUsesSavedPrototypeSize() throws {
        // pia-foss/mobile-ios PIA VPN/UI/Storyboards/Welcome.storyboard lines 399–410 (Xcode
        // 16; eleventh held-out set): `<collectionViewLayout customClass="InvalidatingFlowLayout">`
        // in a 321 × 223 collection view, its prototype saved at (0, 0, 321 × 105).
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="24506" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Top">
                    <rect key="frame" x="0.0" y="0.0" width="321" height="223"/>
                    <subviews>
                        <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="Plans">
                            <rect key="frame" x="0.0" y="0.0" width="321" height="223"/>
                            <collectionViewLayout key="collectionViewLayout" id="Layout" customClass="InvalidatingFlowLayout" customModule="PIAUIKit"/>
                            <cells>
                                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="PlanCell" id="Plan">
                                    <rect key="frame" x="0.0" y="0.0" width="321" height="105"/>
                                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO">
                                        <rect key="frame" x="0.0" y="0.0" width="321" height="105"/>
                                    </view>
                                </collectionViewCell>
                            </cells>
                        </collectionView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Plans" firstAttribute="top" secondItem="Top" secondAttribute="top" id="T"/>
                        <constraint firstItem="Plans" firstAttribute="leading" secondItem="Top" secondAttribute="leading" id="L"/>
                        <constraint firstAttribute="trailing" secondItem="Plans" secondAttribute="trailing" id="R"/>
                        <constraint firstAttribute="bottom" secondItem="Plans" secondAttribute="bottom" id="B"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
        let document = try IBReader.read(string: xml, fileName: "Plans.xib")
        let layout = try IBLayout.make(document: document, device: catalog.device(named: "iPhone SE (3rd generation)"), orientation: .portrait, iOS: 18)
        #expect(layout.views["Plan"]?.frame == Rect(x: 0, y: 0, width: 321, height: 105))
        #expect(layout.notes.contains { $0.kind == .notModelled("collectionViewLayout") && $0.message.contains("InvalidatingFlowLayout") })
    }

    @Test("prototypes with different custom sizes are drawn each at its own, those without one at the item size")
    func prototypesAtTheirCustomSizes() throws {
        // LoopKit/LoopKit LoopKitUI/Resources/OverrideSelectionViewController.storyboard lines
        // 15–215 (Xcode 11; tenth held-out set): a 329 × 88 item size, prototypes of custom sizes
        // 329 × 88 and 329 × 81 and a third without one, 10 pt apart. Xcode saved them at
        // x 23 and y 50, 148 and 239 under a 50 pt header space, left out here (so 0, 98, 189).
        func prototype(_ id: String, y: Int, height: Int, customHeight: Int?) -> String {
            let custom = customHeight.map { "<size key=\"customSize\" width=\"329\" height=\"\($0)\"/>" } ?? ""
            return """
            <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="\(id)" id="\(id)">
                <rect key="frame" x="23" y="\(y)" width="329" height="\(height)"/>
                <view key="contentView" opaque="NO" contentMode="center" insetsLayoutMarginsFromSafeArea="NO">
                    <rect key="frame" x="0.0" y="0.0" width="329" height="\(height)"/>
                </view>
                \(custom)
            </collectionViewCell>
            """
        }
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="Grid">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="Flow">
                        <size key="itemSize" width="329" height="88"/>
                        <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                    </collectionViewFlowLayout>
                    <cells>
        \(prototype("Preset", y: 0, height: 88, customHeight: 88))
        \(prototype("Custom", y: 98, height: 81, customHeight: 81))
        \(prototype("History", y: 189, height: 88, customHeight: nil))
                    </cells>
                </collectionView>
            </objects>
        </document>
        """
        let document = try IBReader.read(string: xml, fileName: "Overrides.xib")
        let layout = try IBLayout.make(document: document, device: catalog.device(named: "iPhone 8"), orientation: .portrait, iOS: 13)
        #expect(layout.views["Preset"]?.frame == Rect(x: 23, y: 0, width: 329, height: 88))
        #expect(layout.views["Custom"]?.frame == Rect(x: 23, y: 98, width: 329, height: 81))
        #expect(layout.views["History"]?.frame == Rect(x: 23, y: 189, width: 329, height: 88))
        #expect(!layout.notes.contains { $0.kind == .notModelled("customSize") })
    }

    @Test("a grouped table's written 10 pt header: an untitled static section's is 10, a titled one's automatic")
    func legacyGroupedHeaderHeight() throws {
        // AppLovin/AppLovin-MAX-SDK-iOS' Swift demo Main.storyboard lines 821–851 (Xcode 14,
        // retina6_1; thirteenth held-out set): a grouped static table with
        // `sectionHeaderHeight="10"`, its untitled first section's first row saved at
        // (0, 10, 414 × 44); a titled first section in the same file at 55.5 (UIKit's 55.3).
        let device = try catalog.device(named: "iPhone 11")
        let untitled = try IBLayout.make(document: oneRowStaticTable(style: "grouped", sectionHeight: 10, tools: "21701"),
                                         device: device, orientation: .portrait, iOS: 16)
        #expect(untitled.views["Row"]?.frame == Rect(x: 0, y: 10, width: 414, height: 44))
        let titled = try IBLayout.make(document: oneRowStaticTable(style: "grouped", sectionHeight: 10, tools: "21701", title: "Ads"),
                                       device: device, orientation: .portrait, iOS: 16)
        #expect(titled.views["Row"]?.frame.minY == 55.5)
    }

    @Test("an empty headerTitle=\"\" is no title: the section's header is the untitled 18 pt, not the titled 49.5")
    func emptyHeaderTitleIsUntitled() throws {
        // ruuvi/com.ruuvi.station.ios TagSettings.storyboard lines 499–502 (Xcode 13, grouped,
        // 18 pt sections; fifteenth held-out set): a `headerTitle=""` section's first row saved
        // 35.5 pt below the last row before it, a footer and an untitled header, where titled
        // sections in the same table are 50 below. Alone, as here: 18 under iOS 15.
        let device = try catalog.device(named: "iPhone 11")
        let empty = try IBLayout.make(document: oneRowStaticTable(style: "grouped", sectionHeight: 18, tools: "20037", title: ""),
                                      device: device, orientation: .portrait, iOS: 15)
        #expect(empty.views["Row"]?.frame == Rect(x: 0, y: 18, width: 414, height: 44))
        let titled = try IBLayout.make(document: oneRowStaticTable(style: "grouped", sectionHeight: 18, tools: "20037", title: "GENERAL"),
                                       device: device, orientation: .portrait, iOS: 15)
        #expect(titled.views["Row"]?.frame.minY == 49.5)
    }

    @Test("every static cell is laid out, in view or not, as on Xcode's canvas")
    func everyStaticCell() throws {
        // Kingfisher Main.storyboard: rows 15–17 of the static table (lines 494, 518, 542) lie
        // wholly or partly below the 736 pt screen; Xcode saved them at y 710, 754 and 798.
        let document = try Fixtures.read("onevcat__Kingfisher__Main.storyboard")
        let layout = try IBLayout.make(document: document, scene: "iye-ZY-cV2", device: catalog.device(named: "iPhone 8 Plus"),
                                       orientation: .portrait, iOS: 16)
        let ids = ["8uq-CX-Fxl", "wqA-9Z-1Al", "TIF-8x-GLM"]
        for id in ids {
            let cell = try #require(layout.views[id])
            #expect(cell.window != nil, "\(id) is laid out")
            #expect(cell.frame.minY == layout.storedFrames[id]?.minY)
            #expect(cell.frame.minY >= 710)
        }
    }

    @Test("a value1 prototype's labels are the cell's: on a 320 pt iPhone SE the detail ends at the margin, not off screen")
    func builtInStyleOnAnotherDevice() throws {
        // firebase database_Main.storyboard line 282: style="IBUITableViewCellStyleValue1" with
        // textLabel jl1-8a-nwD (line 289, saved at x 20) and detailTextLabel QeX-aa-KuP (line 296,
        // saved ending at 373 of 393: the 20 pt margin), both with autoresizing masks that keep
        // them at those x positions on any width.
        let document = try Fixtures.read("firebase__quickstart-ios__database_Main.storyboard")
        let design = try IBLayout.make(document: document, scene: "JQY-YR-KkD", device: catalog.device(named: "iPhone 15"),
                                       orientation: .portrait, iOS: 26)
        #expect(design.views["jl1-8a-nwD"]?.frame.minX == 20)
        #expect(design.views["QeX-aa-KuP"].map { abs($0.frame.maxX - 373) < 0.5 } == true)
        // Saved at y 20 (19.33 tall, centred 19.33, rounded up) and, on its baseline, 21.
        #expect(design.views["jl1-8a-nwD"]?.frame.minY == 20)
        #expect(design.views["QeX-aa-KuP"].map { abs($0.frame.minY - 21) <= 0.5 } == true)
        let se = try IBLayout.make(document: document, scene: "JQY-YR-KkD", device: catalog.device(named: "iPhone SE (1st generation)"),
                                   orientation: .portrait, iOS: 15)
        let detail = try #require(se.views["QeX-aa-KuP"])
        #expect(abs(detail.frame.maxX - (320 - 16)) < 0.5)
        #expect(se.views["jl1-8a-nwD"]?.frame.minX == 16)
    }

    /// NordicSemiconductor/IOS-CoreBluetooth-Mock's nRFBlinky Main.storyboard (Xcode 26,
    /// retina5_9; eighteenth held-out set) lines 15–44: the root table view controller of a
    /// `largeTitles="YES"` navigation controller, inset-grouped prototypes, its first prototype
    /// at y 38 — the "Prototype Cells" header an ordinary titled one under a large title. The
    /// same table without large titles starts at 55.33 (3×), the first titled header.
    @Test("a grouped prototype table under a large title starts at 38, else at the first titled header's 55.33")
    func prototypesUnderLargeTitle() throws {
        func firstRow(largeTitles: Bool) throws -> Double? {
            let document = try InlineIB.storyboard("""
                    <scene sceneID="N"><objects>
                        <navigationController id="Nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" \(largeTitles ? #"largeTitles="YES""# : "") id="Bar">
                                <rect key="frame" x="0.0" y="44" width="375" height="96"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="T" kind="relationship" relationship="rootViewController" id="R"/>
                            </connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="S"><objects>
                        <tableViewController id="T" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="insetGrouped" separatorStyle="default" rowHeight="50" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="Table">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="658"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Cell" id="Row">
                                        <rect key="frame" x="16" y="38" width="343" height="50"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="RowContent">
                                            <rect key="frame" x="0.0" y="0.0" width="343" height="50"/>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                                <navigationItem key="navigationItem" title="nRF Blinky" id="Item"/>
                            </tableView>
                        </tableViewController>
                    </objects></scene>
            """, tools: "24128", device: "retina5_9", initial: "Nav", fileName: "Blinky.storyboard")
            let (device, orientation) = Oracle.device(of: document)
            return try IBLayout.make(document: document, scene: "T", device: device, orientation: orientation,
                                     iOS: Oracle.designIOS(document, device), canvas: IBCanvas(of: document, on: device)).views["Row"]?.frame.minY
        }
        #expect(try firstRow(largeTitles: true) == 38)
        let plain = try #require(try firstRow(largeTitles: false))
        #expect(abs(plain - (55 + 1.0 / 3)) < 0.01, "\(plain)")
    }

    /// microsoft/appcenter-sdk-apple's Sasquatch Main.storyboard (Xcode 14.3, retina4_7; ninth
    /// held-out set) line 1524: a grouped table of automatic rows (`rowHeight="-1"`) written
    /// without an estimate saves its value1 rows 44 tall, content views filling them; with
    /// `estimatedRowHeight="-1"` Xcode 14.3 saves them 43.5. Interface Builder writes -1 for an
    /// automatic estimate, so the missing attribute is its default, 0: estimation off.
    @Test("a table of automatic rows written without an estimate has estimation off: value1 rows 44, not 43.5")
    func automaticRowsWithoutEstimate() throws {
        func rowHeight(estimate: String) throws -> Double? {
            let document = try InlineIB.storyboard("""
                    <scene sceneID="S"><objects>
                        <tableViewController id="T" sceneMemberID="viewController">
                            <tableView key="view" dataMode="static" style="grouped" separatorStyle="default" rowHeight="-1" \(estimate) sectionHeaderHeight="18" sectionFooterHeight="18" id="Table">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="647"/>
                                <sections>
                                    <tableViewSection headerTitle="Statistics" id="Sec">
                                        <cells>
                                            <tableViewCell textLabel="Title" detailTextLabel="Detail" style="IBUITableViewCellStyleValue1" id="Row">
                                                <rect key="frame" x="0.0" y="55.5" width="375" height="44"/>
                                                <tableViewCellContentView key="contentView" id="RowContent">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                    <subviews>
                                                        <label opaque="NO" text="Sent count" id="Title">
                                                            <rect key="frame" x="16" y="12" width="62.5" height="20.5"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        </label>
                                                        <label opaque="NO" text="0" textAlignment="right" id="Detail">
                                                            <rect key="frame" x="348.5" y="12" width="10.5" height="20.5"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects></scene>
            """, tools: "21701", device: "retina4_7", initial: "T", fileName: "Statistics.storyboard")
            let phone = try catalog.device(named: "iPhone 8")
            return try IBLayout.make(document: document, device: phone, iOS: document.canvasIOS(on: phone),
                                     canvas: IBCanvas(of: document, on: phone)).views["Row"]?.frame.height
        }
        #expect(try rowHeight(estimate: "") == 44)
        #expect(try rowHeight(estimate: #"estimatedRowHeight="-1""#) == 43.5)
    }

    /// rileytestut/Delta's Settings.storyboard (toolsVersion 24128, Xcode 16, retina4_7; fifth
    /// held-out set, docs/held-out-sets.md), cut down: a navigation controller whose bar prefers
    /// large titles (line 1508, saved at y 20, 106 tall) holds a root that is `always` large; the
    /// grouped "Portrait" table it pushes saves its titled first row at y 38 (line 1255), an
    /// ordinary titled header under the large title, while a table pushed from "Sync Status"
    /// (`largeTitleDisplayMode="never"`, line 1793) saves its first row at 55.5 (line 1815).
    /// Both pushed items are `automatic`: they take the mode of the items below them.
    @Test("a pushed automatic item takes the large title of the items below it: 38 pt to the first titled row under one, 55.5 under `never`")
    func pushedTableUnderInheritedLargeTitle() throws {
        func table(_ id: String) -> String {
            Self.oneRowStaticTableScene(id, prefix: id, style: "grouped", sectionHeight: 18, title: "Portrait", width: 375, height: 667)
        }
        func pusher(_ id: String, mode: String, to destination: String) -> String {
            InlineIB.scene(id, width: 375, height: 667, subviews: "", constraints: "", extra: """
                <navigationItem key="navigationItem" title="\(id)" largeTitleDisplayMode="\(mode)" id="\(id)Item"/>
                <connections><segue destination="\(destination)" kind="show" id="\(id)Push"/></connections>
            """)
        }
        let document = try InlineIB.storyboard("""
        \(InlineIB.navigationScene(root: "Settings", bar: (20, 375, 106), barAttributes: #"largeTitles="YES""#))
        \(pusher("Settings", mode: "always", to: "Portrait"))
        \(table("Portrait"))
        \(pusher("SyncStatus", mode: "never", to: "Games"))
        \(table("Games"))
        """, tools: "24128", device: "retina4_7", initial: "Nav", fileName: "Settings.storyboard")
        let (device, orientation) = Oracle.device(of: document)
        func firstRow(_ scene: String) throws -> Double? {
            try IBLayout.make(document: document, scene: scene, device: device, orientation: orientation,
                              iOS: document.canvasIOS(on: device), canvas: IBCanvas(of: document, on: device))
                .views[scene + "Row"]?.frame.minY
        }
        #expect(try firstRow("Portrait") == 38)
        #expect(try firstRow("Games") == 55.5)
    }

    /// A `largeTitleDisplayMode` UIKit has no such mode for is read as `automatic` with a
    /// warning at the navigation item's line; iOS 17's `inline` is read (no large title).
    @Test("an unknown largeTitleDisplayMode is a warning naming its line, read as automatic; inline is a mode")
    func unknownLargeTitleMode() throws {
        func document(mode: String) throws -> IBDocument {
            try InlineIB.storyboard(InlineIB.navigationScene(root: "Home", bar: (20, 375, 96), barAttributes: #"largeTitles="YES""#)
                + InlineIB.scene("Home", width: 375, height: 667, subviews: "", constraints: "",
                                 extra: #"<navigationItem key="navigationItem" title="Home" largeTitleDisplayMode="\#(mode)" id="Item"/>"#),
                tools: "21701", device: "retina4_7", initial: "Nav", fileName: "Main.storyboard")
        }
        let phone = try catalog.device(named: "iPhone 8")
        let odd = try document(mode: "sometimes")
        let layout = try IBLayout.make(document: odd, scene: "Home", device: phone, iOS: 16)
        let warning = layout.notes.first { $0.kind == .unreadableValue(attribute: "largeTitleDisplayMode", value: "sometimes") }
        #expect(warning?.location.line == odd.scenes.compactMap(\.viewController).first { $0.id == "Home" }?.navigationItem?.line)
        #expect(warning?.description.contains("Main.storyboard") == true)
        let inline = try IBLayout.make(document: document(mode: "inline"), scene: "Home", device: phone, iOS: 16)
        #expect(!inline.notes.contains { if case .unreadableValue = $0.kind { true } else { false } })
    }

    /// firebase/FirebaseUI-iOS' Swift demo Main.storyboard (toolsVersion 17701, Xcode 12.4,
    /// retina4_7; ninth held-out set, docs/held-out-sets.md), cut down: a grouped static table
    /// writing `sectionHeaderHeight="1" sectionFooterHeight="1"` (line 198) with titled
    /// sections saves its first row at 55.5 and the next section's 226.5 = 55.5 + 3 × 44 + 1 +
    /// 38: titled headers keep their automatic heights, the written 1 pt footer stands.
    @Test("a grouped static table's titled headers keep their automatic heights whatever header height it writes")
    func titledHeadersIgnoreWrittenHeight() throws {
        func cell(_ id: String, y: Double) -> String { Self.staticCell(id, y: y, width: 375) }
        let document = try InlineIB.storyboard("""
                <scene sceneID="S"><objects>
                    <tableViewController id="T" sceneMemberID="viewController">
                        <tableView key="view" dataMode="static" style="grouped" rowHeight="44" sectionHeaderHeight="1" sectionFooterHeight="1" id="Table">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <sections>
                                <tableViewSection headerTitle="Settings" id="S1"><cells>
        \(cell("A1", y: 55.5))
        \(cell("A2", y: 99.5))
        \(cell("A3", y: 143.5))
                                </cells></tableViewSection>
                                <tableViewSection headerTitle="Providers" id="S2"><cells>
        \(cell("B1", y: 226.5))
                                </cells></tableViewSection>
                            </sections>
                        </tableView>
                    </tableViewController>
                </objects></scene>
        """, tools: "17701", device: "retina4_7", initial: "T", fileName: "Main.storyboard")
        let phone = try catalog.device(named: "iPhone 8")
        let layout = try IBLayout.make(document: document, device: phone, iOS: document.canvasIOS(on: phone),
                                       canvas: IBCanvas(of: document, on: phone))
        #expect(layout.views["A1"]?.frame.minY == 55.5)
        #expect(layout.views["B1"]?.frame.minY == 226.5)
    }

    /// rileytestut/Delta Delta/Base.lproj/Settings.storyboard lines 2494–2512 (Xcode 26,
    /// retina4_7; fifth held-out set): a value1 cell "bios7.bin" whose detail label has
    /// `text=""`, saved 44 × 20.5 at x 264.5, y 16 of a 316.5 pt content view: "Detail" at 17 pt.
    @Test("Xcode's canvas sizes an empty built-in cell label by its placeholder (\"Detail\"); UIKit leaves it empty")
    func emptyBuiltInLabelPlaceholder() throws {
        let document = try InlineIB.storyboard("""
                <scene sceneID="S"><objects>
                    <tableViewController id="T" sceneMemberID="viewController">
                        <tableView key="view" dataMode="static" style="plain" rowHeight="52" sectionHeaderHeight="28" sectionFooterHeight="28" id="Table">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <sections>
                                <tableViewSection id="Sec">
                                    <cells>
                                        <tableViewCell accessoryType="disclosureIndicator" textLabel="Title" detailTextLabel="Detail" style="IBUITableViewCellStyleValue1" id="Row">
                                            <rect key="frame" x="0.0" y="50" width="375" height="52"/>
                                            <tableViewCellContentView key="contentView" id="RowContent">
                                                <rect key="frame" x="0.0" y="0.0" width="348.5" height="52"/>
                                                <subviews>
                                                    <label opaque="NO" text="bios7.bin" id="Title">
                                                        <rect key="frame" x="16" y="16" width="67" height="20.5"/>
                                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    </label>
                                                    <label opaque="NO" text="" textAlignment="right" id="Detail">
                                                        <rect key="frame" x="296.5" y="16" width="44" height="20.5"/>
                                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    </label>
                                                </subviews>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                            </sections>
                        </tableView>
                    </tableViewController>
                </objects></scene>
        """, tools: "24128", device: "retina4_7", initial: "T", fileName: "EmptyDetail.storyboard")
        let phone = try catalog.device(named: "iPhone SE (3rd generation)")
        let canvas = try IBLayout.make(document: document, device: phone, iOS: 26, canvas: IBCanvas(of: document, on: phone))
        let shown = try #require(canvas.views["Detail"])
        #expect(abs(shown.frame.width - 44) < 0.5 && shown.frame.height == 20.5)
        let uikit = try IBLayout.make(document: document, device: phone, iOS: 26)
        #expect(uikit.views["Detail"]?.frame.width == 0)
    }

    /// rileytestut/Delta Delta/Base.lproj/Settings.storyboard (Xcode 26, retina4_7; fifth
    /// held-out set): inset-grouped sections of 51 pt rows; after the one-line footer "Manage
    /// settings for individual emulation cores." the next titled section's first row is 75.5
    /// below the last row (lines 744–911: 14 + 16, then 45.5 for a header whose section has a
    /// footer title); after "Gestures"' footer, written as a `<string key="footerTitle">` of
    /// seven lines (lines 535–541), 171.5 (14 + 7 × 16 + 45.5).
    @Test("from iOS 15 a grouped table's titled footer is its wrapped footnote lines + 14; multi-line titles are read from <string> children")
    func titledGroupedFooters() throws {
        let gestures = "Use gestures while holding the menu button to perform quick actions.\n\nMenu + Horizontal Swipe: Fast Forward\nMenu + Controller Input: Hold Button\nMenu + Double-Tap: Quick Save\nMenu + Long-Press: Quick Load"
        func row(_ id: String, _ y: Double) -> String { Self.staticCell(id, x: 16, y: y, width: 343, height: 51) }
        let document = try InlineIB.storyboard("""
                <scene sceneID="S"><objects>
                    <tableViewController id="T" sceneMemberID="viewController">
                        <tableView key="view" dataMode="static" style="insetGrouped" rowHeight="51" sectionHeaderHeight="18" sectionFooterHeight="18" id="Table">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <sections>
                                <tableViewSection headerTitle="Core Settings" footerTitle="Manage settings for individual emulation cores." id="A">
                                    <cells>\(row("A0", 38))</cells>
                                </tableViewSection>
                                <tableViewSection headerTitle="Gestures" id="B">
                                    <string key="footerTitle">\(gestures)</string>
                                    <cells>\(row("B0", 164.5))</cells>
                                </tableViewSection>
                                <tableViewSection headerTitle="AirPlay" footerTitle="Automatically pause games when they are not the active window." id="C">
                                    <cells>\(row("C0", 387))</cells>
                                </tableViewSection>
                            </sections>
                        </tableView>
                    </tableViewController>
                </objects></scene>
        """, tools: "24128", device: "retina4_7", initial: "T", fileName: "Footers.storyboard")
        #expect(document.allViews.first { $0.id == "Table" }?.table?.sections[1].footerTitle == gestures)
        let phone = try catalog.device(named: "iPhone SE (3rd generation)")
        let layout = try IBLayout.make(document: document, device: phone, iOS: 26, canvas: IBCanvas(of: document, on: phone))
        let a = try #require(layout.views["A0"]), b = try #require(layout.views["B0"]), c = try #require(layout.views["C0"])
        #expect(b.frame.minY - a.frame.maxY == 75.5)
        #expect(c.frame.minY - b.frame.maxY == 171.5)
    }

    /// A plain table's written `sectionHeaderHeight="22"` (older Xcodes' default) is drawn as
    /// today's 28: IQKeyboardManager's ScrollView.storyboard (Xcode 26, outside the fixtures)
    /// saves an untitled static section's first row at y 50, as Kingfisher's `28` does (line 127).
    @Test("a plain table's legacy sectionHeaderHeight of 22 is read as 28: the first static row at 22 + 28 under iOS 17")
    func legacyPlainHeaderHeight() throws {
        let document = try oneRowStaticTable(style: "plain", sectionHeight: 22, tools: "22505")
        let layout = try IBLayout.make(document: document, device: catalog.device(named: "iPhone 11"), orientation: .portrait, iOS: 17)
        #expect(layout.views["Row"]?.frame.minY == 50)
        #expect((layout.views["Table"] as? TableView)?.sectionHeaderHeight == 28)
    }

    /// A storyboard whose one scene is a static table of `style` with one row, its section
    /// header and footer heights written as `sectionHeight`, its section titled `title`.
    func oneRowStaticTable(style: String, sectionHeight: Int, tools: String, title: String? = nil) throws -> IBDocument {
        try InlineIB.storyboard(Self.oneRowStaticTableScene("T", style: style, sectionHeight: sectionHeight, title: title),
                                tools: tools, device: "retina6_1", initial: "T", fileName: "OneRow.storyboard")
    }

    /// A static cell `id` saved at `x`, `y` (`width` × `height`) with its content view
    /// `<id>Content` filling it.
    static func staticCell(_ id: String, x: Double = 0, y: Double, width: Double, height: Double = 44) -> String {
        """
        <tableViewCell id="\(id)"><rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
            <tableViewCellContentView key="contentView" id="\(id)Content"><rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/></tableViewCellContentView>
        </tableViewCell>
        """
    }

    /// A scene whose table view controller `id` holds a static table `<prefix>Table` of `style`
    /// (`width` × `height`) with one section `<prefix>Sec` (header and footer heights written as
    /// `sectionHeight`, titled `title`) of one 44 pt row `<prefix>Row`.
    static func oneRowStaticTableScene(_ id: String, prefix: String = "", style: String, sectionHeight: Int,
                                       title: String? = nil, width: Int = 414, height: Int = 896) -> String {
        let header = title.map { " headerTitle=\"\($0)\"" } ?? ""
        return """
                <scene sceneID="\(id)S">
                    <objects>
                        <tableViewController id="\(id)" sceneMemberID="viewController">
                            <tableView key="view" dataMode="static" style="\(style)" rowHeight="44" sectionHeaderHeight="\(sectionHeight)" sectionFooterHeight="\(sectionHeight)" id="\(prefix)Table">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <sections>
                                    <tableViewSection\(header) id="\(prefix)Sec">
                                        <cells>
        \(staticCell(prefix + "Row", y: 50, width: Double(width)))
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
        """
    }

    /// QuickBlox/quickblox-ios-sdk's sample-chat Dialogs.storyboard (sixteenth held-out set,
    /// line 383): a table view controller's `<refreshControl key="refreshControl">` (Refreshing:
    /// Enabled), written with the 1000 × 1000 frame Xcode gives it, is the table's refresh
    /// control, not an unknown view: at rest it sits just above the content, under the 88 pt
    /// of bars an iPhone X's navigation controller adds (ScrollIndicatorTests.refreshControl).
    @Test("a table view controller's <refreshControl> is its table's refresh control, read without a warning")
    func refreshControlOfATableController() throws {
        let document = try InlineIB.storyboard(InlineIB.navigationScene(root: "T", bar: (y: 44, width: 375, height: 44)) + """
                <scene sceneID="S"><objects>
                    <tableViewController id="T" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="Table">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </tableView>
                        <navigationItem key="navigationItem" id="Item"/>
                        <refreshControl key="refreshControl" opaque="NO" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" enabled="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" id="Refresh">
                            <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </refreshControl>
                    </tableViewController>
                </objects></scene>
        """, tools: "17701", device: "retina5_9", initial: "Nav", fileName: "Dialogs.storyboard")
        #expect(document.warnings.isEmpty, "\(document.warnings)")
        let controller = try #require(document.scenes.compactMap(\.viewController).first { $0.id == "T" })
        #expect(controller.refreshControl?.kind == .refreshControl)
        let layout = try IBLayout.make(document: document, scene: "T", device: Oracle.catalog.device(named: "iPhone X"))
        let table = try #require(layout.views["Table"] as? ScrollView)
        #expect(table.refreshControl?.identifier == "Refresh")
        let refresh = try #require(layout.window.snapshot().views.first { $0.id == "Refresh" })
        #expect(refresh.windowFrame == Rect(x: 0, y: 88 - 60, width: 375, height: 60))
    }

    /// kodecocodes/cdt-materials' 08 EmployeeDirectory Main.storyboard (toolsVersion 13168.3,
    /// Xcode 9, retina4_7; twentieth held-out set, docs/held-out-sets.md, lines 15 and 20): a
    /// plain prototype table writing `sectionHeaderHeight="22"` saves its first prototype at
    /// y 22; skywinder/ActionSheetPicker-3.0's ObjC example (toolsVersion 15702, Xcode 11;
    /// twelfth set) writes 22 too and saves its first prototype at 28, the standard plain header.
    @Test("Xcode 10 and earlier head plain prototypes with the written section header height, Xcode 11 with at least 28")
    func writtenPlainPrototypeHeaderOnOldCanvases() throws {
        func firstPrototypeY(tools: String) throws -> Double? {
            let document = try InlineIB.storyboard("""
                    <scene sceneID="S"><objects>
                        <tableViewController id="T" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="160" sectionHeaderHeight="22" sectionFooterHeight="22" id="Table">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Employee" id="Row">
                                        <rect key="frame" x="0.0" y="22" width="375" height="160"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects></scene>
            """, tools: tools, device: "retina4_7", appearance: false, initial: "T", fileName: "Main.storyboard")
            let phone = try Oracle.catalog.device(named: "iPhone 8")
            return try IBLayout.make(document: document, device: phone, iOS: document.canvasIOS(on: phone),
                                     canvas: IBCanvas(of: document, on: phone)).views["Row"]?.frame.minY
        }
        #expect(try firstPrototypeY(tools: "13168.3") == 22)
        #expect(try firstPrototypeY(tools: "15702") == UIKitMetrics.plainSectionHeaderHeight)
    }
}
