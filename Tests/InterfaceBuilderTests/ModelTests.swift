import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutEngine
import Testing

/// The model on small documents written for these tests: defaults, soft failures, warnings.
@Suite("Model")
struct ModelTests {
    /// Line 1 is the XML declaration; the line numbers below count from there.
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="Nav" someFutureFlag="YES">
        <device id="retina6_1" orientation="landscape" appearance="light"/>
        <scenes>
            <scene sceneID="S1">
                <objects>
                    <navigationController id="Nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="NB">
                            <rect key="frame" x="0.0" y="48" width="414" height="96"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="VC" kind="relationship" relationship="rootViewController" id="Sg1"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="FR" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="S2">
                <objects>
                    <viewController id="VC" customClass="Login" storyboardIdentifier="login" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Root">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <subviews>
                                <label text="Hello" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="L">
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                </label>
                                <fancyWidget placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="30" id="W">
                                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                </fancyWidget>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="SA"/>
                            <constraints>
                                <constraint firstItem="L" firstAttribute="top" secondItem="SA" secondAttribute="top" constant="20" id="C1"/>
                                <constraint firstAttribute="trailingMargin" secondItem="L" secondAttribute="trailing" relation="greaterThanOrEqual" priority="750" symbolic="YES" id="C2"/>
                                <constraint firstItem="L" firstAttribute="height" constant="44" placeholder="YES" id="C3"/>
                                <constraint firstItem="L" firstAttribute="baseline" secondItem="W" secondAttribute="firstBaseline" multiplier="21/15" id="C4"/>
                                <constraint firstItem="L" firstAttribute="top" secondItem="Missing-1" secondAttribute="bottom" id="C5"/>
                                <constraint firstItem="L" firstAttribute="top" secondItem="VC" secondAttribute="top" id="C6"/>
                                <constraint firstItem="L" firstAttribute="sideways" secondItem="W" secondAttribute="top" id="C7"/>
                                <constraint firstItem="L" firstAttribute="width" secondItem="W" secondAttribute="width" multiplier="1:0" id="C8"/>
                            </constraints>
                            <variation key="heightClass=compact-widthClass=regular">
                                <mask key="constraints">
                                    <exclude reference="C1"/>
                                    <include reference="Gone"/>
                                </mask>
                            </variation>
                        </view>
                        <navigationItem key="navigationItem" title="Sign in" largeTitleDisplayMode="never" id="NI"/>
                        <size key="freeformSize" width="414" height="1400"/>
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                        <nil key="simulatedBottomBarMetrics"/>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    func document() throws -> IBDocument {
        try IBReader.read(string: Self.storyboard, fileName: "Model.storyboard")
    }

    @Test("Document attributes, device and containment")
    func documentLevel() throws {
        let document = try document()
        #expect(document.kind == .storyboard && document.useSafeAreas && document.useTraitCollections)
        #expect(document.device == IBDevice(ibID: "retina6_1", orientation: .landscape, appearance: "light",
                                            catalogDeviceID: "iphone-11", source: .deviceElement, line: 3))
        #expect(document.device?.orientation.catalogOrientation == .landscapeLeft)
        #expect(document.initialScene?.sceneID == "S1")
        let navigation = try #require(document.initialScene?.viewController)
        #expect(navigation.kind == .navigationController && navigation.navigationBar?.frame?.height == 96)
        #expect(navigation.navigationBar?.isPositionedByAutoresizingMask == true)
        #expect(document.initialScene?.relationshipSegues.first?.containment == .rootViewController)
        #expect(document.initialScene?.placeholders.map(\.id) == ["FR"])
        let login = try #require(document.scene(named: "login")?.viewController)
        #expect(login.id == "VC" && login.customClass == "Login" && login.navigationItem?.largeTitleDisplayMode == "never")
        #expect(login.simulatedMetrics.freeformSize == Size(width: 414, height: 1400))
        #expect(login.simulatedMetrics.topBar == .bar(element: "simulatedNavigationBarMetrics", translucent: false, prompted: false))
        #expect(login.simulatedMetrics.bottomBar == IBSimulatedMetrics.Bar.none)
        #expect(login.simulatedMetrics.statusBar == .inferred)
        #expect(document.index["SA"]?.role == .layoutGuide(.safeArea))
        #expect(document.index["VC"]?.role == .viewController(.viewController))
        #expect(document.index["W"]?.role == .view(.unknown))
    }

    @Test("Constraint defaults, attributes, multipliers and the placeholder flag")
    func constraints() throws {
        let document = try document()
        let root = try #require(document.view("Root"))
        #expect(root.constraints.map(\.id) == ["C1", "C2", "C3", "C4", "C8"])
        let c2 = root.constraints[1]
        #expect(c2.firstItem == "Root" && c2.firstItemIsImplicit && c2.firstAttribute == .trailingMargin)
        #expect(c2.firstAttribute.isMarginRelative && c2.relation == .greaterThanOrEqual && c2.priority == 750 && c2.symbolic)
        #expect(c2.line == 35)
        let c3 = root.constraints[2]
        #expect(c3.isPlaceholder && c3.secondItem == nil && c3.secondAttribute == nil && c3.constant == 44)
        let c4 = root.constraints[3]
        #expect(c4.firstAttribute == .lastBaseline && c4.secondAttribute == .firstBaseline)
        #expect(c4.multiplier == 21.0 / 15.0 && c4.multiplierText == "21/15")
        let c8 = root.constraints[4]
        #expect(c8.multiplier == 1 && c8.multiplierText == "1:0")
        #expect(root.safeAreaGuide?.id == "SA")
        let variation = try #require(root.variations.first)
        #expect(variation.traits.widthClass == .regular && variation.traits.heightClass == .compact)
        #expect(variation.traits.specificity == 2 && variation.excludedConstraintIDs == ["C1"])
    }

    @Test("Soft failures become warnings in document order, each with its line")
    func warnings() throws {
        let document = try document()
        let summary = document.warnings.map { "\($0.line): \($0.kind)" }
        #expect(summary == [
            "28: unknownViewElement(\"fancyWidget\")",
            "38: unresolvedReference(\"Missing-1\")",
            "39: notConstrainable(id: \"VC\", element: \"viewController\")",
            "40: unknownLayoutAttribute(\"sideways\")",
            "41: unreadableValue(attribute: \"multiplier\", value: \"1:0\")",
            "46: unresolvedReference(\"Gone\")",
        ])
        #expect(document.warnings[1].description
            == "Model.storyboard:38: warning: constraint 'C5' refers to the id 'Missing-1', which no element carries; dropped")
    }

    @Test("Unknown elements are plain views; unknown attributes are ignored; content is read")
    func content() throws {
        let document = try document()
        let widget = try #require(document.view("W"))
        #expect(widget.kind == .unknown && widget.elementName == "fancyWidget" && widget.line == 28)
        #expect(widget.content.placeholderIntrinsicWidth == IBPlaceholderDimension.none)
        #expect(widget.content.placeholderIntrinsicHeight == .points(30))
        let label = try #require(document.view("L"))
        #expect(label.content.text == "Hello" && label.content.numberOfLines == 0)
        #expect(label.content.font?.textStyle == "UICTFontTextStyleBody")
        #expect(label.frame == nil && !label.isPositionedByAutoresizingMask)
        #expect(label.priorities == IBContentPriorities())
    }

    @Test("Reading is deterministic")
    func deterministic() throws {
        #expect(try document() == document())
        let data = try Data(contentsOf: Fixtures.url("onevcat__Kingfisher__Main.storyboard"))
        let first = try IBReader.read(data: data, fileName: "Main.storyboard")
        let second = try IBReader.read(data: data, fileName: "Main.storyboard")
        #expect(first == second)
        #expect(first.allViews.map(\.id) == second.allViews.map(\.id))
    }

    @Test("Variation keys parse into traits", arguments: [
        ("default", nil, nil, nil, true),
        ("widthClass=compact", IBSizeClass.compact, nil, nil, true),
        ("heightClass=regular-widthClass=regular", .regular, .regular, nil, false),
        ("userInterfaceIdiom=mac", nil, nil, "mac", false),
    ] as [(String, IBSizeClass?, IBSizeClass?, String?, Bool)])
    func traits(_ key: String, _ width: IBSizeClass?, _ height: IBSizeClass?, _ idiom: String?, _ matchesPhonePortrait: Bool) {
        let traits = IBTraits(key: key)
        #expect(traits.widthClass == width && traits.heightClass == height && traits.idiom == idiom)
        #expect(traits.unrecognized.isEmpty)
        #expect(traits.matches(TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceIdiom: .phone))
                == matchesPhonePortrait)
    }

    @Test("An unrecognised variation key never matches")
    func oddTraits() {
        let traits = IBTraits(key: "widthClass=huge")
        #expect(traits.unrecognized == ["widthClass=huge"])
        #expect(!traits.matches(TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)))
    }

    @Test("Xib top-level objects: placeholders, cells, others")
    func xib() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner"/>
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" accessoryType="disclosureIndicator" id="Cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" id="CV">
                        <rect key="frame" x="0.0" y="0.0" width="293" height="44"/>
                    </tableViewCellContentView>
                </tableViewCell>
                <customObject id="Obj" customClass="Helper"/>
            </objects>
            <resources>
                <image name="Sun" width="150" height="150"/>
            </resources>
        </document>
        """
        let document = try IBReader.read(string: text, fileName: "Cell.xib")
        #expect(document.kind == .xib && document.device == nil)
        #expect(document.topLevelObjects.count == 3)
        #expect(document.topLevelObjects.last == .other(element: "customObject", id: "Obj", line: 11))
        let cell = try #require(document.topLevelViews.first)
        #expect(cell.cell?.accessoryType == "disclosureIndicator" && cell.contentView?.id == "CV")
        #expect(document.imageResources == [IBImageResource(name: "Sun", catalog: nil, size: Size(width: 150, height: 150), line: 14)])
        #expect(document.warnings.isEmpty)
    }

    @Test("a xib's top-level view is placed by its code unless it is saved at a screen's size, a cell, or a controller's view drawn as a screen")
    func placedByCode() throws {
        // Views: a 414 × 88 banner (rileytestut/AltStore's AppBannerView.xib, fifth held-out
        // set), a 375 × 667 view (an iPhone 8's screen, in a file designed on an iPhone 11), an
        // 896 × 414 view (the design screen in landscape) and a cell. Controllers' views, one
        // per file (the File's Owner has one `view`): a 325 × 65 mini player
        // (Automattic/pocket-casts-ios' MiniPlayerViewController.xib, freeform), a 375 × 2320
        // settings form (SilenceLove/HXPhotoPicker's SettingViewController.xib, East Asian
        // batch), and a 320 × 460 view under a simulated status bar (an iOS 6 era screen).
        let document = try InlineIB.xib("""
                <view contentMode="scaleToFill" id="Banner"><rect key="frame" x="0.0" y="0.0" width="414" height="88"/></view>
                <view contentMode="scaleToFill" id="Phone"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                <view contentMode="scaleToFill" id="Landscape"><rect key="frame" x="0.0" y="0.0" width="896" height="414"/></view>
                <tableViewCell contentMode="scaleToFill" id="Cell"><rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                    <tableViewCellContentView key="contentView" id="CV"><rect key="frame" x="0.0" y="0.0" width="414" height="44"/></tableViewCellContentView>
                </tableViewCell>
                <collectionReusableView contentMode="center" id="Header"><rect key="frame" x="0.0" y="0.0" width="399" height="501"/></collectionReusableView>
        """, tools: "22155", device: "retina6_1", fileName: "Views.xib")
        // The collection header (pocket-casts-ios' DiscoverCollectionHeader.xib, 399 × 501) is
        // sized and placed by its layout: placed by code, as the banner is.
        #expect(document.topLevelViews.filter(document.isPlacedByCode).map(\.id) == ["Banner", "Header"])
        func controllerView(_ width: Double, _ height: Double, metrics: String = "") throws -> (IBDocument, IBView) {
            let document = try InlineIB.xib("""
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner"><connections><outlet property="view" destination="Owned" id="O"/></connections></placeholder>
                    <view contentMode="scaleToFill" id="Owned"><rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>\(metrics)</view>
            """, tools: "22155", device: "retina6_1", fileName: "Owner.xib")
            return (document, try #require(document.topLevelViews.first))
        }
        let (mini, miniView) = try controllerView(325, 65, metrics: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)
        #expect(mini.isControllerView(miniView) && mini.isPlacedByCode(miniView))
        let (form, formView) = try controllerView(375, 2320)
        #expect(!form.isPlacedByCode(formView))
        let (old, oldView) = try controllerView(320, 460, metrics: #"<simulatedStatusBarMetrics key="simulatedStatusBarMetrics"/>"#)
        #expect(!old.isPlacedByCode(oldView))
    }

    /// Xcode writes a localizer's comment as `<attributedString key="userComments">` inside a
    /// label (KeePassium's storyboards: "#bc-ignore!"); only `attributedText` is the label's text.
    @Test("a label's localizer comment is not its text; its attributed text is")
    func userCommentsAreNotText() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="Top">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <label text="{Database file name}" translatesAutoresizingMaskIntoConstraints="NO" id="Plain">
                            <attributedString key="userComments">
                                <fragment content="#bc-ignore!"/>
                            </attributedString>
                        </label>
                        <label translatesAutoresizingMaskIntoConstraints="NO" id="Rich">
                            <attributedString key="attributedText">
                                <fragment content="Styled"/>
                            </attributedString>
                            <attributedString key="userComments">
                                <fragment content="#bc-ignore!"/>
                            </attributedString>
                        </label>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        let document = try IBReader.read(string: xml, fileName: "Comments.xib")
        let views = document.allViews
        #expect(views.first { $0.id == "Plain" }?.content.text == "{Database file name}")
        #expect(views.first { $0.id == "Rich" }?.content.text == "Styled")
    }

    /// dji-sdk/Mobile-SDK-iOS' BluetoothConnectorViewController.xib (outside the fixtures, line
    /// 64) saves, inside a view, `<variation key="heightClass=compact-widthClass=compact"
    /// misplaced="YES">` holding a `<rect key="frame">`: the view's frame in that size class. It
    /// was taken for a view slot (a keyed child with a frame) and built as a phantom plain view.
    @Test("a size class's variation holding a frame is the view's variation, not a view")
    func variationWithFrame() throws {
        let document = try InlineIB.topView(width: 414, height: 200, subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Box">
                    <rect key="frame" x="37" y="53" width="340" height="45"/>
                    <variation key="heightClass=compact-widthClass=compact" misplaced="YES">
                        <rect key="frame" x="29" y="53" width="340" height="45"/>
                    </variation>
                </view>
            """, constraints: "", tools: "10117", device: "retina4_7", appearance: false, fileName: "Variation.xib")
        #expect(document.warnings.isEmpty)
        let box = try #require(document.allViews.first { $0.id == "Box" })
        #expect(box.subviews.isEmpty)
        #expect(box.variations.map(\.key) == ["heightClass=compact-widthClass=compact"])
        #expect(document.allViews.count == 2)
    }
}
