import DeviceCatalog
import Testing

@Suite("Look-up by name, id and model identifier")
struct LookupTests {
    @Test("marketing name ignoring case, spaces and hyphens; id; model identifier", arguments: [
        "iPhone 15 Pro", "iphone 15 pro", "IPHONE15PRO", "iPhone-15-Pro", "iphone_15_pro", "iphone-15-pro", "iPhone16,1",
    ])
    func findsIPhone15Pro(spelling: String) throws {
        #expect(try DeviceCatalog.load().device(named: spelling).id == "iphone-15-pro")
    }

    @Test("both model identifiers of a dual-identifier device")
    func dualIdentifiers() throws {
        let catalog = try DeviceCatalog.load()
        #expect(try catalog.device(named: "iPhone10,3").id == "iphone-x")
        #expect(try catalog.device(named: "iPhone10,6").id == "iphone-x")
        #expect(try catalog.device(named: "iPad16,5").id == "ipad-pro-13-inch-m4")
    }

    @Test("an unknown name throws with the closest valid names")
    func unknownName() throws {
        let catalog = try DeviceCatalog.load()
        do {
            _ = try catalog.device(named: "iPhone 15 Prp")
            Issue.record("expected an error")
        } catch {
            guard case .unknownDevice(let name, let suggestions) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(name == "iPhone 15 Prp")
            #expect(suggestions.first == "iPhone 15 Pro")
            #expect(suggestions.count == 3)
            #expect(error.isUsageError)
            #expect(error.description.contains("iPhone 15 Pro"))
        }
        #expect(catalog.suggestions(for: "ipad mini 6").contains("iPad mini (6th generation)"))
        #expect(catalog.suggestions(for: "iphone xs max").first == "iPhone XS Max")
    }

    @Test("orientation names")
    func orientationNames() {
        #expect(Orientation(argument: "portrait") == .portrait)
        #expect(Orientation(argument: "portrait-upside-down") == .portraitUpsideDown)
        #expect(Orientation(argument: "landscape") == .landscapeLeft)
        #expect(Orientation(argument: "Landscape-Right") == .landscapeRight)
        #expect(Orientation(argument: "sideways") == nil)
        #expect(NameMatching.closestOrientationNames(to: "landscap-rigth").first == "landscape-right")
        #expect(NameMatching.editDistance("kitten", "sitting") == 3)
    }

    @Test("the newest iPhone is the default device: the last released, the iPhone 17e of March 2026 (AppleDB: 2026-03-11)")
    func newestIPhone() throws {
        #expect(try DeviceCatalog.load().newestIPhone?.id == "iphone-17e")
    }

    @Test("the 2026 models: the iPhone 17e (iPhone18,5) is the 16e's notched 390 x 844 panel; the iPad Air (M4) keeps the M3's displays")
    func models2026() throws {
        let catalog = try DeviceCatalog.load()
        // MobileModels (2026-03-06) and DeviceKit (2026-03-03): iPhone18,5 is the iPhone 17e,
        // iPad16,8-9 the 11-inch iPad Air (M4), iPad16,10-11 the 13-inch.
        let e = try catalog.device(named: "iPhone18,5")
        #expect(e.id == "iphone-17e" && e.year == 2026)
        // DeviceKit: 6.1-inch, 9:19.5, 460 ppi (the 16e's 1170 x 2532 px), a sensor housing
        // without a Dynamic Island; BezelKit: a 47.33 pt corner radius, the 16e's.
        let sixteenE = try catalog.device(named: "iPhone 16e")
        #expect(e.screenSize == sixteenE.screenSize && e.pixels.width == 1170 && e.pixels.height == 2532)
        #expect(e.sensorHousingKind == .notch && e.cornerRadius == 47.33)
        for (identifier, m3) in [("iPad16,8", "iPad Air 11-inch (M3)"), ("iPad16,11", "iPad Air 13-inch (M3)")] {
            let air = try catalog.device(named: identifier)
            #expect(air.year == 2026 && air.family == .iPad && air.name.hasSuffix("(M4)"), "\(identifier)")
            // DeviceKit gives the M3's diagonal, aspect and 264 ppi; BezelKit an 18 pt radius.
            #expect(air.screenSize == (try catalog.device(named: m3)).screenSize && air.cornerRadius == 18, "\(identifier)")
        }
    }
}

@Suite("Figures that depend on the iOS version and orientation")
struct VersionTests {
    @Test("iPhone XR / 11: 44 before iOS 14, 48 from iOS 14")
    func xrBand() throws {
        // https://qiita.com/usagimaru/items/761e9a5f3d78b1939df8 (iOS 12: 44);
        // https://github.com/ducanh261101a/AppChamCong/blob/HEAD/src/Shared/StatusBarUtil.js (iOS 14+: 48)
        let device = try DeviceCatalog.load().device(named: "iPhone 11")
        #expect(try device.metrics(iOS: 13).safeAreaInsets.top == 44)
        #expect(try device.metrics(iOS: 14).safeAreaInsets.top == 48)
        #expect(try device.metrics(iOS: 13).statusBar.height == 44)
        #expect(try device.metrics(iOS: 14).statusBar.height == 48)
        #expect(try device.metrics(for: .landscapeLeft, iOS: 13).safeAreaInsets.left == 44)
    }

    @Test("iOS 26 landscape on Face ID iPhones: 20 top, 20 bottom")
    func iOS26Landscape() throws {
        // https://useyourloaf.com/blog/iphone-17-screen-sizes/
        let device = try DeviceCatalog.load().device(named: "iPhone 16 Pro")
        #expect(try device.metrics(for: .landscapeLeft, iOS: 18).safeAreaInsets == EdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
        #expect(try device.metrics(for: .landscapeLeft, iOS: 26).safeAreaInsets == EdgeInsets(top: 20, left: 62, bottom: 20, right: 62))
        // iOS 27 (AppleDB: the iPhone 16 Pro runs it) carries iOS 26's figures forward.
        #expect(try device.metrics(for: .landscapeLeft).iOS == 27)
        #expect(try device.metrics(for: .landscapeLeft, iOS: 27).safeAreaInsets == EdgeInsets(top: 20, left: 62, bottom: 20, right: 62))
    }

    @Test("default iOS is the newest the device runs")
    func defaultIOS() throws {
        let catalog = try DeviceCatalog.load()
        #expect(try catalog.device(named: "iPhone X").metrics().iOS == 16)
        #expect(try catalog.device(named: "iPhone XS").metrics().iOS == 18)
        #expect(try catalog.device(named: "iPhone 8").supportedIOS == IOSRange(first: 11, last: 16))
    }

    @Test("iOS 27 runs where AppleDB's iOS 27.0 and iPadOS 27.0 files say, with iOS 26's figures carried forward")
    func iOS27() throws {
        let catalog = try DeviceCatalog.load()
        #expect(catalog.newestIOS == 27)
        #expect(catalog.newestIOSWithPublishedFigures == 26)
        // AppleDB iOS 24A435's deviceMap starts at iPhone12,1 (iPhone 11) and iPhone12,8 (SE 2).
        #expect(try catalog.device(named: "iPhone 11").supportedIOS.last == 27)
        #expect(try catalog.device(named: "iPhone SE (2nd generation)").supportedIOS.last == 27)
        #expect(try catalog.device(named: "iPhone XS").supportedIOS.last == 18)
        // AppleDB iPadOS 24A437's deviceMap leaves out iPad8,1-8 (the first 11-inch and third
        // 12.9-inch Pros), iPad11,1-4 (mini 5, Air 3) and iPad11,6-7 (iPad 8th generation).
        for name in ["iPad Pro (11-inch) (1st generation)", "iPad Pro (12.9-inch) (3rd generation)", "iPad Air (3rd generation)",
                     "iPad mini (5th generation)", "iPad (8th generation)"] {
            #expect(try catalog.device(named: name).supportedIOS.last == 26, "\(name)")
        }
        #expect(try catalog.device(named: "iPad (9th generation)").supportedIOS.last == 27)
        #expect(try catalog.device(named: "iPad Air 13-inch (M4)").supportedIOS == IOSRange(first: 26, last: 27))
        // The iPhone 17's iOS 26 insets are observed (useyourloaf); on iOS 27 they are the same
        // figure, marked inferred and carried forward.
        let seventeen = try catalog.device(named: "iPhone 17")
        #expect(try seventeen.metrics(iOS: 26).provenance["safeAreaInsets"]?.confidence == .obs)
        let carried = try #require(try seventeen.metrics(iOS: 27).provenance["safeAreaInsets"])
        #expect(carried.confidence == .inferred && carried.notes.contains("iOS 26's figure carried forward: none published for iOS 27."))
        // No iOS 27 figure is published: every one is iOS 26's.
        for device in catalog.devices where device.supportedIOS.contains(27) {
            for orientation in device.supportedOrientations {
                let twentySix = try device.metrics(for: orientation, iOS: 26), twentySeven = try device.metrics(for: orientation, iOS: 27)
                #expect(twentySix.safeAreaInsets == twentySeven.safeAreaInsets && twentySix.bars == twentySeven.bars
                        && twentySix.statusBar == twentySeven.statusBar, "\(device.id) \(orientation)")
            }
        }
    }

    @Test("iPad bars grew to 50 pt in iOS 12")
    func iPadBars() throws {
        // https://hacknicity.medium.com/ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-91c5766809f4
        let device = try DeviceCatalog.load().device(named: "iPad Pro (10.5-inch)")
        let eleven = try device.metrics(iOS: 11).bars, twelve = try device.metrics(for: .landscapeRight, iOS: 12).bars
        #expect(eleven.navigationBar == 44 && eleven.toolbar == 44 && eleven.navigationBarLargeTitle == 96)
        #expect(twelve.navigationBar == 50 && twelve.toolbar == 50 && twelve.tabBar == 50)
        #expect(try device.metrics(iOS: 10).bars.navigationBarLargeTitle == 44)
    }

    @Test("iPhone bars: 44 / 49 in portrait, 32 compact in landscape on the smaller phones")
    func iPhoneBars() throws {
        // https://useyourloaf.com/blog/supporting-iphone-x/ ; https://developer.apple.com/videos/play/wwdc2017/812/
        let catalog = try DeviceCatalog.load()
        let eight = try catalog.device(named: "iPhone 8")
        #expect(try eight.metrics().bars == BarHeights(navigationBar: 44, navigationBarLargeTitle: 96, tabBar: 49, toolbar: 44))
        #expect(try eight.metrics(for: .landscapeLeft).bars.navigationBar == 32)
        #expect(try eight.metrics(for: .landscapeLeft, iOS: 11).bars.tabBar == 32)
        #expect(try catalog.device(named: "iPhone 7").metrics(for: .landscapeLeft, iOS: 10).bars.tabBar == 49)
        #expect(try catalog.device(named: "iPhone 8 Plus").metrics(for: .landscapeLeft).bars.navigationBar == 44)
    }

    @Test("iOS 26's navigation bars are 54 pt on iPhones and iPads, 106 with a large title, toolbars 48 on iPhones; compact landscape keeps 32")
    func iOS26NavigationBars() throws {
        // https://github.com/QuintGao/GKNavigationBarSwift/issues/47 and its fix (54 on iPhone and
        // iPad, 32 in compact landscape); the bars Xcode 26 saved: guardianproject/orbot-apple's
        // Main.storyboard line 1390 (retina4_0: y 20, 54 tall), rileytestut/Delta's Settings
        // (a large-title bar 106 tall), nextcloud/talk-ios (iPad, 54).
        let catalog = try DeviceCatalog.load()
        let se = try catalog.device(named: "iPhone SE (3rd generation)")
        #expect(try se.metrics(iOS: 26).bars.navigationBar == 54)
        #expect(try se.metrics(iOS: 26).bars.navigationBarLargeTitle == 106)
        #expect(try se.metrics(iOS: 18).bars.navigationBar == 44)
        #expect(try se.metrics(for: .landscapeLeft, iOS: 26).bars.navigationBar == 32)
        #expect(try catalog.device(named: "iPhone 16 Pro Max").metrics(for: .landscapeLeft, iOS: 26).bars.navigationBar == 54)
        let pad = try catalog.device(named: "iPad Pro 13-inch (M4)")
        #expect(try pad.metrics(iOS: 26).bars.navigationBar == 54)
        #expect(try pad.metrics(iOS: 18).bars.navigationBar == 50)
        // The toolbar is 48 on iOS 26 (https://github.com/suzuki-0000/SKPhotoBrowser/pull/459);
        // in compact landscape the catalog keeps its earlier 32 (w17-812, an inference that no
        // iOS 26 source contradicts).
        #expect(try se.metrics(iOS: 26).bars.toolbar == 48 && se.metrics(iOS: 18).bars.toolbar == 44)
        #expect(try se.metrics(for: .landscapeLeft, iOS: 26).bars.toolbar == 32)
        // The tab bar takes 83 pt on iPhones with a Home button from iOS 26, where Face ID
        // iPhones keep 49 above their 34 pt home indicator inset: Xcode 26 saved
        // exponea/exponea-ios-sdk's tab roots 667 − 83 = 584 tall under an opaque tab bar
        // (Main.storyboard line 240, retina4_7) and guardianproject/orbot-apple's tab scroll views
        // ending at 568 − 83 = 485 (lines 23 and 293, retina4_0).
        #expect(try se.metrics(iOS: 26).bars.tabBar == 83 && se.metrics(iOS: 18).bars.tabBar == 49)
        #expect(try catalog.device(named: "iPhone 8 Plus").barHeights(iOS: 26).tabBar == 83)
        let faceID = try catalog.device(named: "iPhone 16")
        #expect(try faceID.metrics(iOS: 26).bars.tabBar == 49 && faceID.metrics(iOS: 26).safeAreaInsets.bottom == 34)
        // In landscape the compact tab bar stays 32 (no iOS 26 figure seen).
        #expect(try se.metrics(for: .landscapeLeft, iOS: 26).bars.tabBar == 32)
    }

    @Test("the Home button iPhones' bar profiles are their Face ID peers' but for iOS 26's portrait tab bar")
    func homeButtonBarProfiles() throws {
        // The two *-home-button profiles of devices.json copy phone-compact and
        // phone-regular-landscape; they must not drift apart from them.
        let catalog = try DeviceCatalog.load()
        for (homeButton, peer) in [("iPhone 8", "iPhone X"), ("iPhone SE (3rd generation)", "iPhone X"), ("iPhone 8 Plus", "iPhone XS Max")] {
            let a = try catalog.device(named: homeButton), b = try catalog.device(named: peer)
            for orientation in [Orientation.portrait, .landscapeLeft] {
                for iOS in 8...26 {
                    var mine = try a.barHeights(for: orientation, iOS: iOS)
                    let theirs = try b.barHeights(for: orientation, iOS: iOS)
                    if orientation == .portrait, iOS >= 26 {
                        #expect(mine.tabBar == 83, "\(homeButton) iOS \(iOS)")
                        mine.tabBar = theirs.tabBar
                    }
                    #expect(mine == theirs, "\(homeButton) vs \(peer), \(orientation) iOS \(iOS)")
                }
            }
        }
        // Every iPhone with a Home button has one of them; no Face ID iPhone does.
        for device in catalog.devices where device.family == .iPhone {
            let homeButtonTabBar = try device.barHeights(iOS: 26).tabBar == 83
            #expect(homeButtonTabBar == (device.sensorHousingKind == .none), "\(device.name)")
        }
        // A design tool draws its SDK's bars on any device: the 2016 iPhone SE runs iOS 15 at
        // most, but Xcode 26 draws it with a 54 pt bar (orbot-apple's Main.storyboard line 1390).
        let first = try catalog.device(named: "iPhone SE (1st generation)")
        #expect(first.supportedIOS.last == 15)
        #expect(try first.barHeights(iOS: 26).navigationBar == 54)
        #expect(try first.barHeights(iOS: 15) == first.metrics(iOS: 15).bars)
        #expect(throws: DeviceCatalogError.self) { try first.barHeights(iOS: 3) }
    }

    @Test("status bar hidden and in-call figures for the layout engine")
    func statusBarStates() throws {
        let catalog = try DeviceCatalog.load()
        let eight = try catalog.device(named: "iPhone 8")
        #expect(try eight.metrics(iOS: 12).statusBar.inCallHeight == 40)
        #expect(try eight.metrics(iOS: 13).statusBar.inCallHeight == nil)
        #expect(try eight.metrics().safeAreaInsets(statusBarHidden: true) == .zero)
        // Rule 1.1.c: the housing band stays on Face ID iPhones.
        let x = try catalog.device(named: "iPhone X").metrics()
        #expect(x.safeAreaInsets(statusBarHidden: true) == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(x.statusBar.inCallHeight == nil)
    }

    @Test("unsupported orientation and iOS version are usage errors")
    func unsupported() throws {
        let catalog = try DeviceCatalog.load()
        #expect(throws: DeviceCatalogError.unsupportedOrientation(device: "iPhone X", orientation: .portraitUpsideDown,
                                                                 supported: [.portrait, .landscapeLeft, .landscapeRight])) {
            try catalog.device(named: "iPhone X").metrics(for: .portraitUpsideDown)
        }
        #expect(throws: DeviceCatalogError.unsupportedIOS(device: "iPhone X", requested: 17, supported: IOSRange(first: 11, last: 16))) {
            try catalog.device(named: "iPhone X").metrics(iOS: 17)
        }
        #expect(throws: Never.self) { try catalog.device(named: "iPhone 8").metrics(for: .portraitUpsideDown) }
        #expect(throws: Never.self) { try catalog.device(named: "iPad (A16)").metrics(for: .portraitUpsideDown) }
    }

    @Test("the housing turns with the orientation")
    func housingRotation() throws {
        let device = try DeviceCatalog.load().device(named: "iPhone 15 Pro")
        // Dynamic Island 126 x 37 pt at y = 11, centred on the 393 pt width.
        #expect(device.sensorHousing(in: .portrait) == SensorHousing(kind: .dynamicIsland, rect: Rect(x: 133.5, y: 11, width: 126, height: 37)))
        // landscape-left: the top of the device is the right edge.
        #expect(device.sensorHousing(in: .landscapeLeft).rect == Rect(x: 852 - 48, y: 133.5, width: 37, height: 126))
        // landscape-right: the top of the device is the left edge.
        #expect(device.sensorHousing(in: .landscapeRight).rect == Rect(x: 11, y: 133.5, width: 37, height: 126))
        #expect(try DeviceCatalog.load().device(named: "iPad Pro 13-inch (M4)").sensorHousing(in: .portrait) == .none)
    }

    @Test("every figure carries its source in the metrics")
    func provenance() throws {
        let metrics = try DeviceCatalog.load().device(named: "iPhone X").metrics(for: .landscapeLeft)
        #expect(metrics.provenance["safeAreaInsets"]?.sources.contains("https://useyourloaf.com/blog/supporting-iphone-x/") == true)
        #expect(metrics.sources.contains("https://support.apple.com/kb/SP770"))
        #expect(metrics.weakFigures.contains("bars.tabBar"))
    }

    @Test("a device-level figure is Apple's only where Apple is among its sources: DeviceKit's identifiers and Wikipedia's iOS range and year are third parties'")
    func deviceFigureConfidence() throws {
        let metrics = try DeviceCatalog.load().device(named: "iPhone X").metrics(for: .portrait)
        // The screen: Apple's tech specs (support.apple.com/kb/SP770) among its sources.
        #expect(metrics.provenance["screen"]?.confidence == .doc)
        // devicekit/DeviceKit's Device.swift.gyb and Wikipedia's List of iPhone models.
        #expect(metrics.provenance["modelIdentifiers"]?.confidence == .obs)
        #expect(metrics.provenance["modelIdentifiers"]?.sources == ["https://github.com/devicekit/DeviceKit/blob/master/Source/Device.swift.gyb"])
        #expect(metrics.provenance["ios"]?.confidence == .obs)
        #expect(metrics.provenance["year"]?.confidence == .obs)
        // Published readings, not weak figures.
        #expect(!metrics.weakFigures.contains("ios") && !metrics.weakFigures.contains("modelIdentifiers"))
    }
}

@Suite("Geometry values")
struct GeometryTests {
    @Test("rects, insets and formatting")
    func geometry() {
        let rect = Rect(x: 0, y: 0, width: 375, height: 812)
        let safe = rect.inset(by: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(safe == Rect(x: 0, y: 44, width: 375, height: 734))
        #expect(rect.contains(safe))
        #expect(safe.intersection(Rect(x: 0, y: 0, width: 10, height: 10)) == nil)
        #expect(rect.intersection(Rect(x: 370, y: 800, width: 10, height: 20)) == Rect(x: 370, y: 800, width: 5, height: 12))
        #expect(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4) + EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
                == EdgeInsets(top: 2, left: 3, bottom: 4, right: 5))
        #expect(formatPoints(44) == "44")
        #expect(formatPoints(47.33) == "47.33")
        #expect(formatPoints(41.5) == "41.5")
        #expect(Size(width: 375, height: 812).transposed == Size(width: 812, height: 375))
    }
}
