import DeviceCatalog
import Foundation
import Testing

/// Properties that must hold for every device, every orientation it supports and every iOS
/// version at which one of its figures changes.
@Suite("Catalog invariants")
struct InvariantTests {
    static let allIDs: [String] = (try? DeviceCatalog.load().devices.map(\.id)) ?? []

    /// Every (orientation, iOS) pair worth checking for a device.
    static func configurations(_ device: Device) -> [(Orientation, Int)] {
        let versions = Set(device.figureChangeVersions + [device.supportedIOS.first, device.supportedIOS.last]).sorted()
        return device.supportedOrientations.flatMap { orientation in versions.map { (orientation, $0) } }
    }

    @Test("the catalog loads and covers both families")
    func loads() throws {
        let catalog = try DeviceCatalog.load()
        #expect(catalog.devices.count >= 70)
        #expect(catalog.devices(in: .iPhone).count >= 40)
        #expect(catalog.devices(in: .iPad).count >= 30)
        #expect(catalog.newestIOS >= 26)
        // Loaded once: a second call returns the same catalog.
        #expect(try DeviceCatalog.load().devices == catalog.devices)
    }

    @Test("ids and model identifiers are unique, ids are kebab-case")
    func uniqueness() throws {
        let catalog = try DeviceCatalog.load()
        let ids = catalog.devices.map(\.id)
        #expect(Set(ids).count == ids.count)
        let identifiers = catalog.devices.flatMap(\.modelIdentifiers)
        #expect(Set(identifiers).count == identifiers.count)
        let names = catalog.devices.map { NameMatching.normalize($0.name) }
        #expect(Set(names).count == names.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } && !id.hasPrefix("-") && !id.hasSuffix("-"), "\(id)")
        }
        for identifier in identifiers {
            #expect(identifier.hasPrefix("iPhone") || identifier.hasPrefix("iPad"), "\(identifier)")
            #expect(identifier.contains(","), "\(identifier)")
        }
    }

    @Test("the required models are present")
    func requiredModels() throws {
        let catalog = try DeviceCatalog.load()
        for name in ["iPhone 6s", "iPhone SE (1st generation)", "iPhone 16", "iPhone 16 Plus", "iPhone 16 Pro",
                     "iPhone 16 Pro Max", "iPhone 16e", "iPhone 17", "iPhone 17 Pro", "iPhone 17 Pro Max", "iPhone Air", "iPhone 17e",
                     "iPad (9th generation)", "iPad (10th generation)", "iPad (A16)", "iPad mini (6th generation)",
                     "iPad mini (A17 Pro)", "iPad Air 11-inch (M2)", "iPad Air 13-inch (M2)",
                     "iPad Pro (11-inch) (1st generation)", "iPad Pro (12.9-inch) (6th generation)", "iPad Pro 13-inch (M4)", "iPad Air 11-inch (M4)", "iPad Air 13-inch (M4)"] {
            #expect(throws: Never.self, "\(name)") { try catalog.device(named: name) }
        }
    }

    @Test("per-device figures are consistent", arguments: InvariantTests.allIDs)
    func deviceInvariants(id: String) throws {
        let device = try #require(try DeviceCatalog.load().device(id: id))
        // pixels = points × scale; the panel is never larger than the rendering.
        #expect(device.pixels.width == device.screenSize.width * device.scale)
        #expect(device.pixels.height == device.screenSize.height * device.scale)
        #expect(device.nativePixels.width <= device.pixels.width && device.nativePixels.height <= device.pixels.height)
        #expect(device.scale == 2 || device.scale == 3)
        #expect(device.screenSize.height > device.screenSize.width)
        #expect(device.supportedIOS.first <= device.supportedIOS.last)
        #expect(device.year >= 2014 && device.year <= 2026)
        #expect(device.supportedOrientations.contains(.portrait))
        #expect(device.supportedOrientations.contains(.landscapeLeft) && device.supportedOrientations.contains(.landscapeRight))
        // Face ID iPhones have no portrait-upside-down; iPads and home-button iPhones do.
        let faceIDPhone = device.family == .iPhone && device.homeIndicator
        #expect(device.supportedOrientations.contains(.portraitUpsideDown) == !faceIDPhone)
        #expect((device.sensorHousingKind != .none) == faceIDPhone)
        #expect((device.cornerRadius != nil) == device.homeIndicator)
        for figure in ["screen", "modelIdentifiers", "ios", "year"] {
            #expect(!(device.figureSources[figure] ?? []).isEmpty, "\(figure) has no source")
        }
        for urls in device.figureSources.values {
            for url in urls { #expect(url.hasPrefix("https://") || url.hasPrefix("http://"), "\(url)") }
        }

        for (orientation, iOS) in Self.configurations(device) {
            let metrics = try device.metrics(for: orientation, iOS: iOS)
            let context = "\(id) \(orientation) iOS \(iOS)"
            let bounds = metrics.bounds
            #expect(metrics.screenSize == device.screenSize(in: orientation))
            // Insets are non-negative and leave a non-empty safe area inside the screen.
            for insets in [metrics.safeAreaInsets, metrics.safeAreaInsetsWithStatusBarHidden] {
                #expect(insets.top >= 0 && insets.left >= 0 && insets.bottom >= 0 && insets.right >= 0, "\(context)")
                #expect(insets.horizontal < bounds.width && insets.vertical < bounds.height, "\(context)")
                #expect(bounds.contains(bounds.inset(by: insets)), "\(context)")
            }
            // Hiding the status bar never adds to an inset.
            let shown = metrics.safeAreaInsets, hidden = metrics.safeAreaInsetsWithStatusBarHidden
            #expect(hidden.top <= shown.top && hidden.left <= shown.left && hidden.bottom <= shown.bottom && hidden.right <= shown.right, "\(context)")
            // Landscape insets are symmetric left/right where the hardware is (UIKit insets both sides).
            if orientation.isLandscape {
                #expect(shown.left == shown.right, "\(context)")
                let other = try device.metrics(for: orientation == .landscapeLeft ? .landscapeRight : .landscapeLeft, iOS: iOS)
                #expect(other.safeAreaInsets == shown, "\(context)")
            }
            // Status bar: hidden means height 0; a shown bar fits in the top inset.
            if metrics.statusBar.isHiddenInThisOrientation {
                #expect(metrics.statusBar.height == 0, "\(context)")
            } else {
                #expect(metrics.statusBar.height > 0 && metrics.statusBar.height <= shown.top, "\(context)")
            }
            #expect(device.family == .iPad || !orientation.isLandscape || metrics.statusBar.isHiddenInThisOrientation, "\(context)")
            // Home indicator: the bottom band exists exactly on home-indicator devices.
            #expect((shown.bottom > 0) == metrics.homeIndicator, "\(context)")
            // The housing lies inside the screen and inside the unsafe band on its edge.
            if let rect = metrics.sensorHousing.rect {
                #expect(bounds.contains(rect), "\(context): housing \(rect) outside \(bounds)")
                switch orientation {
                case .portrait: #expect(rect.maxY <= shown.top, "\(context)")
                case .landscapeLeft: #expect(rect.minX >= bounds.width - shown.right, "\(context)")
                case .landscapeRight: #expect(rect.maxX <= shown.left, "\(context)")
                case .portraitUpsideDown: Issue.record("\(context): Face ID iPhones have no upside-down")
                }
            } else {
                #expect(metrics.sensorHousing.kind == .none, "\(context)")
            }
            // Bars: positive, large title never shorter than the small one.
            let bars = metrics.bars
            #expect(bars.navigationBar > 0 && bars.tabBar > 0 && bars.toolbar > 0, "\(context)")
            #expect(bars.navigationBarLargeTitle >= bars.navigationBar, "\(context)")
            // Every figure has a source URL.
            for (figure, provenance) in metrics.provenance {
                #expect(!provenance.sources.isEmpty, "\(context): \(figure) has no source")
                for url in provenance.sources {
                    #expect(url.hasPrefix("https://") || url.hasPrefix("http://"), "\(context): \(figure) cites \(url)")
                }
            }
            for key in ["safeAreaInsets", "statusBar", "bars.navigationBar", "bars.tabBar", "bars.toolbar", "screen"] {
                #expect(metrics.provenance[key] != nil, "\(context): no provenance for \(key)")
            }
            #expect(!metrics.sources.isEmpty)
        }
    }

    @Test("a catalog with a gap in an iOS range is refused")
    func gapIsRefused() throws {
        let catalog = """
        {"schemaVersion": 1, "newestIOS": 26, "sources": {"s": {"url": "https://example.org", "title": "t"}},
         "housings": {"none": {"kind": "none"}},
         "chromeProfiles": {"p": {"description": "d", "homeIndicator": false, "orientations": ["portrait", "landscape-left", "landscape-right"],
            "portrait": {
              "safeAreaInsets": [{"ios": [11, 12], "value": {"top": 20, "left": 0, "bottom": 0, "right": 0}, "source": ["s"], "confidence": "obs"}],
              "safeAreaInsetsStatusBarHidden": [{"ios": [11, null], "value": {"top": 0, "left": 0, "bottom": 0, "right": 0}, "source": ["s"], "confidence": "obs"}],
              "statusBar": [{"ios": [11, null], "value": {"height": 20, "hidden": false}, "source": ["s"], "confidence": "obs"}],
              "inCallStatusBarHeight": [{"ios": [11, null], "value": null, "source": ["s"], "confidence": "obs"}]}}},
         "barProfiles": {"b": {"description": "d", "portrait": {
              "navigationBar": [{"ios": [11, null], "value": 44, "source": ["s"], "confidence": "obs"}],
              "navigationBarLargeTitle": [{"ios": [11, null], "value": 96, "source": ["s"], "confidence": "obs"}],
              "tabBar": [{"ios": [11, null], "value": 49, "source": ["s"], "confidence": "obs"}],
              "toolbar": [{"ios": [11, null], "value": 44, "source": ["s"], "confidence": "obs"}]}}},
         "devices": [{"id": "phone", "name": "Phone", "family": "iphone", "year": 2017, "modelIdentifiers": ["iPhone1,1"],
            "screen": {"width": 375, "height": 667}, "scale": 2, "ios": {"first": 11, "last": 14},
            "chrome": "p", "bars": "b", "housing": "none", "cornerRadius": null,
            "sources": {"screen": ["s"], "modelIdentifiers": ["s"], "ios": ["s"], "year": ["s"]}}]}
        """
        #expect(throws: DeviceCatalogError.self) { try DeviceCatalog(jsonData: Data(catalog.utf8)) }
        let fixed = catalog.replacingOccurrences(of: "\"ios\": [11, 12]", with: "\"ios\": [11, null]")
        let loaded = try DeviceCatalog(jsonData: Data(fixed.utf8))
        #expect(try loaded.device(named: "phone").metrics(for: .portrait, iOS: 14).safeAreaInsets.top == 20)
        // Without newestIOSWithPublishedFigures every version's figures count as published; a
        // value after newestIOS is refused.
        #expect(loaded.newestIOSWithPublishedFigures == loaded.newestIOS)
        let later = fixed.replacingOccurrences(of: "\"newestIOS\": ", with: "\"newestIOSWithPublishedFigures\": 99, \"newestIOS\": ")
        #expect(later != fixed)
        #expect(throws: DeviceCatalogError.self) { try DeviceCatalog(jsonData: Data(later.utf8)) }
        let unknownSource = fixed.replacingOccurrences(of: "\"value\": 49, \"source\": [\"s\"]", with: "\"value\": 49, \"source\": [\"nope\"]")
        #expect(unknownSource != fixed)
        #expect(throws: DeviceCatalogError.self) { try DeviceCatalog(jsonData: Data(unknownSource.utf8)) }
        #expect(throws: DeviceCatalogError.self) { try DeviceCatalog(jsonData: Data("{}".utf8)) }
        let noSource = fixed.replacingOccurrences(of: "\"value\": 49, \"source\": [\"s\"]", with: "\"value\": 49, \"source\": []")
        #expect(throws: DeviceCatalogError.self) { try DeviceCatalog(jsonData: Data(noSource.utf8)) }
        let overlap = fixed.replacingOccurrences(of: "\"value\": 49, \"source\": [\"s\"], \"confidence\": \"obs\"}]",
                                                 with: "\"value\": 49, \"source\": [\"s\"], \"confidence\": \"obs\"}, {\"ios\": [12, null], \"value\": 50, \"source\": [\"s\"], \"confidence\": \"obs\"}]")
        #expect(overlap != fixed)
        #expect(throws: DeviceCatalogError.self) { try DeviceCatalog(jsonData: Data(overlap.utf8)) }
    }
}

