import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutEngine
import Testing

/// Single facts read off the fixtures, each with the file and line it comes from.
@Suite("Fixtures: spot checks")
struct FixtureSpotCheckTests {
    /// Each fixture's `<device>` (MANIFEST.json `device`/`orientation`) and the catalog device the
    /// table maps it to. The two RxSwift files have no `<device>`; their
    /// `<simulatedScreenMetrics key="destination" type="retina4_7.fullscreen"/>` (Calculator line
    /// 371, GitHubSignup1 line 129) names the design screen instead.
    static let devices: [(String, String, IBOrientation, String, IBDevice.Source)] = [
        ("HeroTransitions__Hero__Main.storyboard", "retina4_7", .portrait, "iphone-8", .deviceElement),
        ("Instagram__IGListKit__NibSelfSizingCell.xib", "retina4_7", .portrait, "iphone-8", .deviceElement),
        ("Ranchero-Software__NetNewsWire__Inspector.storyboard", "retina6_1", .portrait, "iphone-11", .deviceElement),
        ("Ranchero-Software__NetNewsWire__Main.storyboard", "retina6_3", .portrait, "iphone-16-pro", .deviceElement),
        ("Ranchero-Software__NetNewsWire__SettingsComboTableViewCell.xib", "retina6_1", .portrait, "iphone-11", .deviceElement),
        ("ReactiveX__RxSwift__Calculator.storyboard", "retina4_7", .portrait, "iphone-8", .simulatedScreenMetrics),
        ("ReactiveX__RxSwift__GitHubSignup1.storyboard", "retina4_7", .portrait, "iphone-8", .simulatedScreenMetrics),
        ("SVProgressHUD__SVProgressHUD__Main.storyboard", "retina4_7", .portrait, "iphone-8", .deviceElement),
        ("SwiftKickMobile__SwiftMessages__CardView.xib", "retina6_1", .portrait, "iphone-11", .deviceElement),
        ("artsy__eidolon__Auction.storyboard", "ipad9_7", .landscape, "ipad-pro-9-7-inch", .deviceElement),
        ("corona-warn-app__cwa-app-ios__HomeLinkCardView.xib", "retina6_0", .portrait, "iphone-12", .deviceElement),
        ("corona-warn-app__cwa-app-ios__MainSettingsCell.xib", "retina6_1", .portrait, "iphone-11", .deviceElement),
        ("corona-warn-app__cwa-app-ios__OnboardingInfoViewController.xib", "retina6_1", .portrait, "iphone-11", .deviceElement),
        ("duckduckgo__iOS__DaxOnboarding.storyboard", "ipad9_7", .landscape, "ipad-pro-9-7-inch", .deviceElement),
        ("duckduckgo__iOS__FindInPage.xib", "retina6_1", .portrait, "iphone-11", .deviceElement),
        ("duckduckgo__iOS__HomeRow.storyboard", "retina4_0", .portrait, "iphone-se-1st-gen", .deviceElement),
        ("duckduckgo__iOS__JSAlertController.storyboard", "ipad9_7", .portrait, "ipad-pro-9-7-inch", .deviceElement),
        ("ephread__Instructions__Basic_Examples.storyboard", "retina6_1", .portrait, "iphone-11", .deviceElement),
        ("evgenyneu__Cosmos__Main.storyboard", "retina4_7", .portrait, "iphone-8", .deviceElement),
        ("firebase__quickstart-ios__PostTableViewCell.xib", "retina6_12", .portrait, "iphone-14-pro", .deviceElement),
        ("firebase__quickstart-ios__database_Main.storyboard", "retina6_12", .portrait, "iphone-14-pro", .deviceElement),
        ("hackiftekhar__IQKeyboardManager__TestCases.storyboard", "retina6_12", .portrait, "iphone-14-pro", .deviceElement),
        ("kharrison__CodeExamples__Margins_Main.storyboard", "retina4_7", .portrait, "iphone-8", .deviceElement),
        ("kharrison__CodeExamples__ScrollGuide-IB_Main.storyboard", "retina4_7", .portrait, "iphone-8", .deviceElement),
        ("kharrison__CodeExamples__Stacks_Main.storyboard", "retina4_7", .portrait, "iphone-8", .deviceElement),
        ("onevcat__Kingfisher__Main.storyboard", "retina5_5", .portrait, "iphone-8-plus", .deviceElement),
        ("openid__AppAuth-iOS__Main.storyboard", "retina4_0", .portrait, "iphone-se-1st-gen", .deviceElement),
        ("scenee__FloatingPanel__Samples_Main.storyboard", "retina6_1", .portrait, "iphone-11", .deviceElement),
        ("twostraws__HackingWithSwift__Project37_Main.storyboard", "retina5_9", .landscape, "iphone-x", .deviceElement),
        ("twostraws__HackingWithSwift__project6a_Main.storyboard", "retina4_7", .portrait, "iphone-8", .deviceElement),
    ]

    @Test("Each fixture's device maps to the catalog device of the same screen")
    func deviceMapping() throws {
        let catalog = try DeviceCatalog.load()
        #expect(Self.devices.count == 30)
        for (file, ibID, orientation, catalogID, source) in Self.devices {
            let document = try Fixtures.read(file)
            let device = try #require(document.device, "\(file) has a design device")
            #expect(device.ibID == ibID, "\(file)")
            #expect(device.orientation == orientation, "\(file)")
            #expect(device.catalogDeviceID == catalogID, "\(file)")
            #expect(device.source == source, "\(file)")
            let entry = try #require(IBDeviceTable.entry(ibID: ibID))
            #expect(catalog.device(id: catalogID)?.screenSize == entry.portraitSize, "\(file): \(catalogID)")
        }
    }

    @Test("Every row of the device table names a catalog device with the table's screen size")
    func deviceTable() throws {
        let catalog = try DeviceCatalog.load()
        for entry in IBDeviceTable.entries {
            let device = try #require(catalog.device(id: entry.catalogDeviceID), "\(entry.ibID)")
            #expect(device.screenSize == entry.portraitSize, "\(entry.ibID) → \(entry.catalogDeviceID)")
        }
        #expect(IBDeviceTable.catalogDeviceID(ibID: "retina3_5") == nil)
        // Saved roots outside the fixtures: rainmachine's AddNewDeviceVC.xib (simulated screen
        // `retina4`, line 29) 320 × 568; threema's ThreemaShareStoryboard (`iPad13_0rounded`,
        // line 29) 1032 × 1376.
        #expect(IBDeviceTable.entry(ibID: "retina4")?.portraitSize == Size(width: 320, height: 568))
        #expect(IBDeviceTable.entry(ibID: "iPad13_0rounded")?.portraitSize == Size(width: 1032, height: 1376))
    }

    /// evgenyneu__Cosmos__Main.storyboard lines 17–29: a view controller with old layout guides
    /// (lines 19–20), root view Fer-fB-nQw (line 22, frame line 23) and image view veo-Fz-sdA
    /// (line 26) with frame (-80, 409, 355 × 298) on line 27 and the aspect-ratio constraint
    /// `multiplier="1603:1347"` without firstItem on line 29.
    @Test("Cosmos Main: a frame, an a:b multiplier, old layout guides")
    func cosmos() throws {
        let document = try Fixtures.read("evgenyneu__Cosmos__Main.storyboard")
        #expect(document.useSafeAreas == false)
        let controller = try #require(document.scene(controllerID: "sGD-SW-CeX")?.viewController)
        #expect(controller.kind == .viewController && controller.customClass == "ViewController" && controller.line == 17)
        #expect(controller.topLayoutGuide == IBLayoutGuide(id: "8EV-UE-Erj", kind: .topLayoutGuide, ownerID: "sGD-SW-CeX", line: 19))
        #expect(controller.bottomLayoutGuide?.id == "VPe-Ik-D8g")
        #expect(document.index["8EV-UE-Erj"]?.role == .layoutGuide(.topLayoutGuide))
        let root = try #require(controller.view)
        #expect(root.id == "Fer-fB-nQw" && root.line == 22)
        #expect(root.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(root.autoresizingMask == [.widthSizable, .heightSizable])
        let image = try #require(document.view("veo-Fz-sdA"))
        #expect(image.kind == .imageView && image.line == 26)
        #expect(image.frame == Rect(x: -80, y: 409, width: 355, height: 298))
        #expect(image.content.imageName == "launch_screen.png")
        #expect(image.priorities.horizontalHugging == 251 && image.priorities.horizontalCompressionResistance == nil)
        #expect(image.translatesAutoresizingMaskIntoConstraints == false && !image.isPositionedByAutoresizingMask)
        let ratio = try #require(document.constraint("06v-lo-xjm"))
        #expect(ratio.line == 29)
        #expect(ratio.firstItem == "veo-Fz-sdA" && ratio.firstItemIsImplicit && ratio.ownerID == "veo-Fz-sdA")
        #expect(ratio.firstAttribute == .width && ratio.secondItem == "veo-Fz-sdA" && ratio.secondAttribute == .height)
        #expect(ratio.multiplierText == "1603:1347")
        #expect(abs(ratio.multiplier - 1603.0 / 1347.0) < 1e-12)
        #expect(ratio.constant == 0 && ratio.priority == 1000 && ratio.relation == .equal && !ratio.isPlaceholder)
    }

    /// corona-warn-app OnboardingInfoViewController.xib line 54: `multiplier="375:229"`.
    @Test("cwa OnboardingInfoViewController.xib: a:b multiplier, File's Owner's view outlet")
    func onboardingXib() throws {
        let document = try Fixtures.read("corona-warn-app__cwa-app-ios__OnboardingInfoViewController.xib")
        #expect(document.kind == .xib && document.scenes.isEmpty)
        let ratio = try #require(document.constraint("9Dr-cA-fQZ"))
        #expect(ratio.line == 54 && abs(ratio.multiplier - 375.0 / 229.0) < 1e-12 && ratio.secondItem == "03z-yc-6d8")
        // Line 13: File's Owner; line 31: its view outlet to 66s-ez-QsK, the top-level view of line 35.
        guard case .placeholder(let owner) = try #require(document.topLevelObjects.first) else {
            Issue.record("the first top-level object is File's Owner")
            return
        }
        #expect(owner.id == "-1" && owner.placeholderIdentifier == "IBFilesOwner" && owner.line == 13)
        #expect(owner.customClass == "OnboardingInfoViewController")
        #expect(owner.viewOutletDestination == "66s-ez-QsK")
        let top = try #require(document.topLevelViews.first)
        #expect(top.id == "66s-ez-QsK" && top.line == 35 && top.insetsLayoutMarginsFromSafeArea == false)
    }

    /// SwiftKickMobile CardView.xib: line 65 `<variation key="widthClass=regular" spacing="15"/>`
    /// on a stack view; lines 81–90 a view's `default` variation excluding constraint
    /// lOa-jP-2uX and its `widthClass=regular` variation including it.
    @Test("SwiftMessages CardView.xib: variations")
    func variations() throws {
        let document = try Fixtures.read("SwiftKickMobile__SwiftMessages__CardView.xib")
        let spacing = try #require(document.allViews.flatMap(\.variations).first { $0.line == 65 })
        #expect(spacing.key == "widthClass=regular" && spacing.traits.widthClass == .regular && spacing.traits.heightClass == nil)
        #expect(spacing.overrides == [IBAttributeOverride(name: "spacing", value: "15")])
        #expect(spacing.override("spacing") == "15" && spacing.masks.isEmpty)
        let owner = try #require(document.allViews.first { view in view.variations.contains { $0.line == 81 } })
        #expect(owner.kind == .view)
        let byLine = Dictionary(uniqueKeysWithValues: owner.variations.map { ($0.line, $0) })
        #expect(byLine[81]?.traits.isDefault == true)
        #expect(byLine[81]?.excludedConstraintIDs == ["lOa-jP-2uX"])
        #expect(byLine[86]?.includedConstraintIDs == ["lOa-jP-2uX"])
        #expect(byLine[86]?.traits.matches(TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)) == true)
        #expect(byLine[86]?.traits.matches(TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)) == false)
        // The excluded constraint is still listed (format note §7) and is not a placeholder.
        #expect(document.constraint("lOa-jP-2uX") != nil)
    }

    /// duckduckgo HomeRow.storyboard lines 120–121: constraint PhI-Ys-hLb with
    /// `<variation key="heightClass=compact" constant="-86"/>`.
    @Test("DuckDuckGo HomeRow: a per-constraint variation")
    func constraintVariation() throws {
        let document = try Fixtures.read("duckduckgo__iOS__HomeRow.storyboard")
        let constraint = try #require(document.constraint("PhI-Ys-hLb"))
        #expect(constraint.line == 120 && constraint.constant == 16 && constraint.secondAttribute == .bottom)
        let variation = try #require(constraint.variations.first)
        #expect(variation.line == 121 && variation.traits.heightClass == .compact && variation.traits.widthClass == nil)
        #expect(variation.override("constant") == "-86")
        #expect(document.device?.ibID == "retina4_0")
    }

    /// kharrison Stacks Main.storyboard line 66: a vertical stack view YM8-El-Fws, centre aligned,
    /// spacing 16, frame (59.5, 28, 256 × 167) on line 67, whose first arranged subview is the
    /// horizontal stack Gk4-j0-dHa (line 69). Lines 265–276: a tab bar controller with four
    /// `viewControllers` relationship segues in tab order.
    @Test("kharrison Stacks: a stack view and a tab bar controller")
    func stacks() throws {
        let document = try Fixtures.read("kharrison__CodeExamples__Stacks_Main.storyboard")
        let stack = try #require(document.view("YM8-El-Fws"))
        #expect(stack.kind == .stackView && stack.line == 66)
        #expect(stack.frame == Rect(x: 59.5, y: 28, width: 256, height: 167))
        let properties = try #require(stack.stack)
        #expect(properties.axis == .vertical && properties.alignment == .center && properties.spacing == 16)
        #expect(properties.distribution == .fill && !properties.baselineRelativeArrangement)
        let first = try #require(stack.subviews.first)
        #expect(first.id == "Gk4-j0-dHa" && first.line == 69 && first.stack?.axis == .horizontal)
        let tabs = try #require(document.scene(controllerID: "7Ps-Yc-5FE"))
        let controller = try #require(tabs.viewController)
        #expect(controller.kind == .tabBarController && controller.line == 265)
        #expect(controller.automaticallyAdjustsScrollViewInsets == false)
        #expect(controller.tabBar?.id == "kmp-KP-OFI")
        #expect(tabs.relationshipSegues.map(\.destination) == ["BYZ-38-t0r", "Uf6-BW-Cwj", "I1Y-5H-Dfy", "efR-XH-0q3"])
        #expect(tabs.relationshipSegues.allSatisfy { $0.containment == .viewControllers && $0.sourceID == "7Ps-Yc-5FE" })
        #expect(tabs.relationshipSegues.map(\.line) == [273, 274, 275, 276])
        for destination in tabs.relationshipSegues.map(\.destination) {
            #expect(document.scene(controllerID: destination) != nil)
        }
    }

    /// firebase database Main.storyboard line 277: a table view controller's
    /// `<tableView key="view" id="gED-xu-l8F" rowHeight="202">` with `<prototypes>` (line 281)
    /// holding cell T4U-IR-P9y (line 282, style Value1, reuse id `comment`, row height 58, frame
    /// (0, 50, 393 × 58) on line 283) and cell gdZ-JV-hEZ (line 306, reuse id `send`).
    @Test("firebase database Main: a table view with prototype cells")
    func prototypeCells() throws {
        let document = try Fixtures.read("firebase__quickstart-ios__database_Main.storyboard")
        let table = try #require(document.view("gED-xu-l8F"))
        #expect(table.kind == .tableView && table.key == "view" && table.line == 277)
        let properties = try #require(table.table)
        #expect(properties.dataMode == "prototypes" && properties.style == .plain && properties.rowHeight == 202)
        #expect(properties.sectionHeaderHeight == 28 && properties.sections.isEmpty)
        #expect(properties.prototypeCells.map(\.id) == ["T4U-IR-P9y", "gdZ-JV-hEZ"])
        let cell = properties.prototypeCells[0]
        #expect(cell.line == 282 && cell.kind == .tableViewCell)
        #expect(cell.cell?.reuseIdentifier == "comment" && cell.cell?.style == "IBUITableViewCellStyleValue1")
        #expect(cell.cell?.rowHeight == 58)
        #expect(cell.frame == Rect(x: 0, y: 50, width: 393, height: 58))
        #expect(cell.autoresizingMask == [] && cell.isPositionedByAutoresizingMask)
        #expect(cell.contentView?.kind == .tableViewCellContentView)
        #expect(properties.prototypeCells[1].line == 306 && properties.prototypeCells[1].cell?.reuseIdentifier == "send")
        #expect(table.scroll?.alwaysBounceVertical == true)
        // The same file marks table views misplaced (line 200).
        #expect(document.allViews.contains { $0.misplaced && $0.line == 200 })
    }

    /// kharrison ScrollGuide-IB Main.storyboard: scroll view DqO-3s-Ai4 (line 20) with its
    /// content layout guide wMS-jo-cnl (line 58) and frame layout guide Xcy-ux-zCN (line 59);
    /// constraint RxH-G3-slb (line 53) pins NFF-AK-Fer's top to the content guide.
    @Test("kharrison ScrollGuide: scroll-view layout guides")
    func scrollGuides() throws {
        let document = try Fixtures.read("kharrison__CodeExamples__ScrollGuide-IB_Main.storyboard")
        let scroll = try #require(document.view("DqO-3s-Ai4"))
        #expect(scroll.kind == .scrollView && scroll.line == 20)
        #expect(scroll.contentLayoutGuide == IBLayoutGuide(id: "wMS-jo-cnl", kind: .contentLayoutGuide, ownerID: "DqO-3s-Ai4", line: 58))
        #expect(scroll.frameLayoutGuide?.id == "Xcy-ux-zCN" && scroll.frameLayoutGuide?.line == 59)
        #expect(scroll.scroll?.contentInsetAdjustmentBehavior == .automatic)
        let top = try #require(document.constraint("RxH-G3-slb"))
        #expect(top.line == 53 && top.firstItem == "NFF-AK-Fer" && top.secondItem == "wMS-jo-cnl" && top.ownerID == "DqO-3s-Ai4")
        #expect(document.index["wMS-jo-cnl"]?.role == .layoutGuide(.contentLayoutGuide))
    }

    /// duckduckgo DaxOnboarding.storyboard: container view XmT-SX-w7H (line 144) embeds
    /// UUS-R7-a2i by segue WM8-Xy-pab (line 151); the file is saved by toolsVersion
    /// 32700.99.1234 for an iPad in landscape.
    @Test("DuckDuckGo DaxOnboarding: embed segues and the odd tools version")
    func embed() throws {
        let document = try Fixtures.read("duckduckgo__iOS__DaxOnboarding.storyboard")
        #expect(document.toolsVersion == "32700.99.1234" && document.toolsMajorVersion == 32700)
        let segue = try #require(document.scenes.flatMap(\.embedSegues).first { $0.id == "WM8-Xy-pab" })
        #expect(segue.line == 151 && segue.sourceID == "XmT-SX-w7H" && segue.sourceElement == "containerView")
        #expect(segue.destination == "UUS-R7-a2i" && segue.containment == .embed)
        #expect(document.view("XmT-SX-w7H")?.kind == .containerView)
        #expect(document.scene(controllerID: "UUS-R7-a2i") != nil)
    }

    /// artsy Auction.storyboard line 620: `<view fixedFrame="YES"
    /// translatesAutoresizingMaskIntoConstraints="NO" id="KHb-zd-See">` without a frame: Xcode
    /// positions it by autoresizing whatever the attribute says.
    @Test("artsy Auction: fixedFrame wins over translatesAutoresizingMaskIntoConstraints=NO")
    func fixedFrame() throws {
        let document = try Fixtures.read("artsy__eidolon__Auction.storyboard")
        let view = try #require(document.view("KHb-zd-See"))
        #expect(view.line == 620 && view.fixedFrame && view.translatesAutoresizingMaskIntoConstraints == false)
        #expect(view.isPositionedByAutoresizingMask && view.frame == nil)
        #expect(document.device?.orientation == .landscape && document.defaultSimulatedMetrics?.orientation == "landscapeRight")
    }

    @Test("RxSwift Calculator: an old file without <device> or useSafeAreas")
    func oldFile() throws {
        let document = try Fixtures.read("ReactiveX__RxSwift__Calculator.storyboard")
        #expect(document.useAutolayout && !document.useSafeAreas && !document.useTraitCollections)
        #expect(document.systemVersion == "16B2555" && document.toolsMajorVersion == 11542)
        #expect(document.device?.line == 371 && document.device?.source == .simulatedScreenMetrics)
        #expect(document.defaultSimulatedMetrics?.screenType == "retina4_7.fullscreen")
        #expect(document.initialViewControllerID == "ErT-E8-uY3")
    }
}
