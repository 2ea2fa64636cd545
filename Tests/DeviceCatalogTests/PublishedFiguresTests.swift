import DeviceCatalog
import Testing

/// Published figures for 42 devices of both families (29 iPhones, 13 iPads): screen, scale, pixels, status bar, and the
/// insets in portrait and landscape, each row citing where the figures were published.
@Suite("Published figures")
struct PublishedFiguresTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let id: String
        let iOS: Int
        let screen: (Double, Double)
        let scale: Double
        let pixels: (Double, Double)
        let statusBar: Double
        let portrait: (Double, Double, Double, Double)
        let landscape: (Double, Double, Double, Double)
        let source: String

        var testDescription: String { "\(id) on iOS \(iOS)" }
    }

    static let rows: [Row] = [
        // Home-button iPhones: 20 pt status bar in portrait, hidden (and nothing unsafe) in landscape.
        // https://useyourloaf.com/blog/supporting-iphone-x/ and https://developer.apple.com/videos/play/wwdc2018/235/
        // (pixels: https://developer.apple.com/design/human-interface-guidelines/ios/visual-design/adaptivity-and-layout/)
        Row(id: "iphone-6s", iOS: 15, screen: (375, 667), scale: 2, pixels: (750, 1334), statusBar: 20,
            portrait: (20, 0, 0, 0), landscape: (0, 0, 0, 0), source: "https://useyourloaf.com/blog/supporting-iphone-x/"),
        // https://useyourloaf.com/blog/supporting-iphone-x/ ; 640 x 1136 px: Apple HIG 2018 table
        Row(id: "iphone-se-1st-gen", iOS: 15, screen: (320, 568), scale: 2, pixels: (640, 1136), statusBar: 20,
            portrait: (20, 0, 0, 0), landscape: (0, 0, 0, 0), source: "https://useyourloaf.com/blog/supporting-iphone-x/"),
        // https://useyourloaf.com/blog/supporting-iphone-x/ ; 1242 x 2208 px: Apple HIG 2018 table
        Row(id: "iphone-7-plus", iOS: 15, screen: (414, 736), scale: 3, pixels: (1242, 2208), statusBar: 20,
            portrait: (20, 0, 0, 0), landscape: (0, 0, 0, 0), source: "https://useyourloaf.com/blog/supporting-iphone-x/"),
        // https://developer.apple.com/videos/play/wwdc2018/235/ (iPhone 8: the whole screen is safe) and useyourloaf
        Row(id: "iphone-8", iOS: 16, screen: (375, 667), scale: 2, pixels: (750, 1334), statusBar: 20,
            portrait: (20, 0, 0, 0), landscape: (0, 0, 0, 0), source: "https://developer.apple.com/videos/play/wwdc2018/235/"),
        // https://useyourloaf.com/blog/supporting-iphone-x/
        Row(id: "iphone-8-plus", iOS: 16, screen: (414, 736), scale: 3, pixels: (1242, 2208), statusBar: 20,
            portrait: (20, 0, 0, 0), landscape: (0, 0, 0, 0), source: "https://useyourloaf.com/blog/supporting-iphone-x/"),
        // https://useyourloaf.com/blog/supporting-iphone-x/ (44 top, 34 bottom; 44 each side and 21 bottom in landscape)
        Row(id: "iphone-x", iOS: 16, screen: (375, 812), scale: 3, pixels: (1125, 2436), statusBar: 44,
            portrait: (44, 0, 34, 0), landscape: (0, 44, 21, 44), source: "https://useyourloaf.com/blog/supporting-iphone-x/"),
        // https://qiita.com/usagimaru/items/761e9a5f3d78b1939df8 (375 x 734 / 724 x 354 pt safe area)
        Row(id: "iphone-xs", iOS: 12, screen: (375, 812), scale: 3, pixels: (1125, 2436), statusBar: 44,
            portrait: (44, 0, 34, 0), landscape: (0, 44, 21, 44), source: "https://qiita.com/usagimaru/items/761e9a5f3d78b1939df8"),
        // https://qiita.com/usagimaru/items/761e9a5f3d78b1939df8 (414 x 818 / 808 x 393 pt safe area)
        Row(id: "iphone-xs-max", iOS: 12, screen: (414, 896), scale: 3, pixels: (1242, 2688), statusBar: 44,
            portrait: (44, 0, 34, 0), landscape: (0, 44, 21, 44), source: "https://qiita.com/usagimaru/items/761e9a5f3d78b1939df8"),
        // https://qiita.com/usagimaru/items/761e9a5f3d78b1939df8 (XR under iOS 12: 44 pt band)
        Row(id: "iphone-xr", iOS: 12, screen: (414, 896), scale: 2, pixels: (828, 1792), statusBar: 44,
            portrait: (44, 0, 34, 0), landscape: (0, 44, 21, 44), source: "https://qiita.com/usagimaru/items/761e9a5f3d78b1939df8"),
        // https://github.com/ducanh261101a/AppChamCong/blob/HEAD/src/Shared/StatusBarUtil.js (48 for iPhone12,1 from iOS 14)
        Row(id: "iphone-11", iOS: 14, screen: (414, 896), scale: 2, pixels: (828, 1792), statusBar: 48,
            portrait: (48, 0, 34, 0), landscape: (0, 48, 21, 48), source: "https://github.com/ducanh261101a/AppChamCong/blob/HEAD/src/Shared/StatusBarUtil.js"),
        // https://github.com/aloisdeniel/flutter_device_preview (device_frame iphone_11_pro_max) and HIG 2019 table
        Row(id: "iphone-11-pro-max", iOS: 13, screen: (414, 896), scale: 3, pixels: (1242, 2688), statusBar: 44,
            portrait: (44, 0, 34, 0), landscape: (0, 44, 21, 44), source: "https://github.com/aloisdeniel/flutter_device_preview"),
        // https://useyourloaf.com/blog/iphone-12-screen-sizes/ (mini: 50 pt band)
        Row(id: "iphone-12-mini", iOS: 14, screen: (375, 812), scale: 3, pixels: (1125, 2436), statusBar: 50,
            portrait: (50, 0, 34, 0), landscape: (0, 50, 21, 50), source: "https://useyourloaf.com/blog/iphone-12-screen-sizes/"),
        // https://useyourloaf.com/blog/iphone-12-screen-sizes/
        Row(id: "iphone-12", iOS: 14, screen: (390, 844), scale: 3, pixels: (1170, 2532), statusBar: 47,
            portrait: (47, 0, 34, 0), landscape: (0, 47, 21, 47), source: "https://useyourloaf.com/blog/iphone-12-screen-sizes/"),
        // https://useyourloaf.com/blog/iphone-12-screen-sizes/
        Row(id: "iphone-12-pro-max", iOS: 14, screen: (428, 926), scale: 3, pixels: (1284, 2778), statusBar: 47,
            portrait: (47, 0, 34, 0), landscape: (0, 47, 21, 47), source: "https://useyourloaf.com/blog/iphone-12-screen-sizes/"),
        // https://useyourloaf.com/blog/iphone-13-screen-sizes/
        Row(id: "iphone-13-mini", iOS: 15, screen: (375, 812), scale: 3, pixels: (1125, 2436), statusBar: 50,
            portrait: (50, 0, 34, 0), landscape: (0, 50, 21, 50), source: "https://useyourloaf.com/blog/iphone-13-screen-sizes/"),
        // https://useyourloaf.com/blog/iphone-13-screen-sizes/
        Row(id: "iphone-13", iOS: 15, screen: (390, 844), scale: 3, pixels: (1170, 2532), statusBar: 47,
            portrait: (47, 0, 34, 0), landscape: (0, 47, 21, 47), source: "https://useyourloaf.com/blog/iphone-13-screen-sizes/"),
        // https://useyourloaf.com/blog/iphone-14-screen-sizes/
        Row(id: "iphone-14", iOS: 16, screen: (390, 844), scale: 3, pixels: (1170, 2532), statusBar: 47,
            portrait: (47, 0, 34, 0), landscape: (0, 47, 21, 47), source: "https://useyourloaf.com/blog/iphone-14-screen-sizes/"),
        // https://useyourloaf.com/blog/iphone-14-screen-sizes/
        Row(id: "iphone-14-plus", iOS: 16, screen: (428, 926), scale: 3, pixels: (1284, 2778), statusBar: 47,
            portrait: (47, 0, 34, 0), landscape: (0, 47, 21, 47), source: "https://useyourloaf.com/blog/iphone-14-screen-sizes/"),
        // https://useyourloaf.com/blog/iphone-14-screen-sizes/ (Dynamic Island: 59 pt band, 54 pt status bar)
        Row(id: "iphone-14-pro", iOS: 16, screen: (393, 852), scale: 3, pixels: (1179, 2556), statusBar: 54,
            portrait: (59, 0, 34, 0), landscape: (0, 59, 21, 59), source: "https://useyourloaf.com/blog/iphone-14-screen-sizes/"),
        // https://useyourloaf.com/blog/iphone-14-screen-sizes/
        Row(id: "iphone-14-pro-max", iOS: 16, screen: (430, 932), scale: 3, pixels: (1290, 2796), statusBar: 54,
            portrait: (59, 0, 34, 0), landscape: (0, 59, 21, 59), source: "https://useyourloaf.com/blog/iphone-14-screen-sizes/"),
        // https://useyourloaf.com/blog/iphone-15-screen-sizes/ and http://csl.cool/2023/09/15/ios-dev/ios-layout-adaptation
        Row(id: "iphone-15", iOS: 17, screen: (393, 852), scale: 3, pixels: (1179, 2556), statusBar: 54,
            portrait: (59, 0, 34, 0), landscape: (0, 59, 21, 59), source: "https://useyourloaf.com/blog/iphone-15-screen-sizes/"),
        // https://useyourloaf.com/blog/iphone-15-screen-sizes/
        Row(id: "iphone-15-pro-max", iOS: 17, screen: (430, 932), scale: 3, pixels: (1290, 2796), statusBar: 54,
            portrait: (59, 0, 34, 0), landscape: (0, 59, 21, 59), source: "https://useyourloaf.com/blog/iphone-15-screen-sizes/"),
        // https://useyourloaf.com/blog/iphone-16-screen-sizes/
        Row(id: "iphone-16", iOS: 18, screen: (393, 852), scale: 3, pixels: (1179, 2556), statusBar: 54,
            portrait: (59, 0, 34, 0), landscape: (0, 59, 21, 59), source: "https://useyourloaf.com/blog/iphone-16-screen-sizes/"),
        // https://useyourloaf.com/blog/iphone-16-screen-sizes/ (Pro: 62 pt band)
        Row(id: "iphone-16-pro", iOS: 18, screen: (402, 874), scale: 3, pixels: (1206, 2622), statusBar: 54,
            portrait: (62, 0, 34, 0), landscape: (0, 62, 21, 62), source: "https://useyourloaf.com/blog/iphone-16-screen-sizes/"),
        // https://useyourloaf.com/blog/iphone-16-screen-sizes/
        Row(id: "iphone-16-pro-max", iOS: 18, screen: (440, 956), scale: 3, pixels: (1320, 2868), statusBar: 54,
            portrait: (62, 0, 34, 0), landscape: (0, 62, 21, 62), source: "https://useyourloaf.com/blog/iphone-16-screen-sizes/"),
        // https://useyourloaf.com/blog/iphone-17-screen-sizes/ (16e: iPhone 14 screen, 47 pt notch band); pixels https://support.apple.com/en-us/122208
        Row(id: "iphone-16e", iOS: 18, screen: (390, 844), scale: 3, pixels: (1170, 2532), statusBar: 47,
            portrait: (47, 0, 34, 0), landscape: (0, 47, 21, 47), source: "https://useyourloaf.com/blog/iphone-17-screen-sizes/"),
        // https://useyourloaf.com/blog/iphone-17-screen-sizes/ (iOS 26: landscape top 20, bottom 20)
        Row(id: "iphone-17", iOS: 26, screen: (402, 874), scale: 3, pixels: (1206, 2622), statusBar: 54,
            portrait: (62, 0, 34, 0), landscape: (20, 62, 20, 62), source: "https://useyourloaf.com/blog/iphone-17-screen-sizes/"),
        // https://useyourloaf.com/blog/iphone-17-screen-sizes/
        Row(id: "iphone-17-pro-max", iOS: 26, screen: (440, 956), scale: 3, pixels: (1320, 2868), statusBar: 54,
            portrait: (62, 0, 34, 0), landscape: (20, 62, 20, 62), source: "https://useyourloaf.com/blog/iphone-17-screen-sizes/"),
        // https://useyourloaf.com/blog/iphone-17-screen-sizes/ (Air: 420 x 912, 68 pt band)
        Row(id: "iphone-air", iOS: 26, screen: (420, 912), scale: 3, pixels: (1260, 2736), statusBar: 54,
            portrait: (68, 0, 34, 0), landscape: (20, 68, 20, 68), source: "https://useyourloaf.com/blog/iphone-17-screen-sizes/"),

        // iPads: the status bar stays in landscape, so the insets are the same in every orientation.
        // https://hacknicity.medium.com/how-ipad-apps-adapt-to-the-new-11-and-12-9-ipads-pro-cabd1c0e5f20 (20 pt status bar on 10.5")
        Row(id: "ipad-pro-10-5-inch", iOS: 12, screen: (834, 1112), scale: 2, pixels: (1668, 2224), statusBar: 20,
            portrait: (20, 0, 0, 0), landscape: (20, 0, 0, 0), source: "https://hacknicity.medium.com/how-ipad-apps-adapt-to-the-new-11-and-12-9-ipads-pro-cabd1c0e5f20"),
        // https://hacknicity.medium.com/how-ipad-apps-adapt-to-the-new-11-and-12-9-ipads-pro-cabd1c0e5f20 (24 pt status bar, 20 pt home indicator)
        Row(id: "ipad-pro-11-inch-1st-gen", iOS: 12, screen: (834, 1194), scale: 2, pixels: (1668, 2388), statusBar: 24,
            portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0), source: "https://hacknicity.medium.com/how-ipad-apps-adapt-to-the-new-11-and-12-9-ipads-pro-cabd1c0e5f20"),
        // https://hacknicity.medium.com/how-ipad-apps-adapt-to-the-new-11-and-12-9-ipads-pro-cabd1c0e5f20
        Row(id: "ipad-pro-12-9-inch-3rd-gen", iOS: 12, screen: (1024, 1366), scale: 2, pixels: (2048, 2732), statusBar: 24,
            portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0), source: "https://hacknicity.medium.com/how-ipad-apps-adapt-to-the-new-11-and-12-9-ipads-pro-cabd1c0e5f20"),
        // https://developer.apple.com/design/human-interface-guidelines/ios/visual-design/adaptivity-and-layout/ (7.9" iPad mini) and device_frame (ipad: 20 pt)
        Row(id: "ipad-mini-5th-gen", iOS: 12, screen: (768, 1024), scale: 2, pixels: (1536, 2048), statusBar: 20,
            portrait: (20, 0, 0, 0), landscape: (20, 0, 0, 0), source: "https://developer.apple.com/design/human-interface-guidelines/ios/visual-design/adaptivity-and-layout/"),
        // https://github.com/aloisdeniel/flutter_device_preview (device_frame ipad: 810 x 1080, 20 pt both ways)
        Row(id: "ipad-9th-gen", iOS: 15, screen: (810, 1080), scale: 2, pixels: (1620, 2160), statusBar: 20,
            portrait: (20, 0, 0, 0), landscape: (20, 0, 0, 0), source: "https://github.com/aloisdeniel/flutter_device_preview"),
        // https://support.apple.com/kb/SP884 (2360 x 1640 px) and https://useyourloaf.com/blog/ipad-2024-screen-sizes/
        Row(id: "ipad-10th-gen", iOS: 16, screen: (820, 1180), scale: 2, pixels: (1640, 2360), statusBar: 24,
            portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0), source: "https://useyourloaf.com/blog/ipad-2024-screen-sizes/"),
        // https://support.apple.com/kb/SP850 (2266 x 1488 px) and https://useyourloaf.com/blog/ipad-2024-screen-sizes/
        Row(id: "ipad-mini-6th-gen", iOS: 15, screen: (744, 1133), scale: 2, pixels: (1488, 2266), statusBar: 24,
            portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0), source: "https://useyourloaf.com/blog/ipad-2024-screen-sizes/"),
        // https://useyourloaf.com/blog/ipad-2024-screen-sizes/
        Row(id: "ipad-mini-a17-pro", iOS: 18, screen: (744, 1133), scale: 2, pixels: (1488, 2266), statusBar: 24,
            portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0), source: "https://useyourloaf.com/blog/ipad-2024-screen-sizes/"),
        // https://useyourloaf.com/blog/ipad-2024-screen-sizes/
        Row(id: "ipad-air-11-inch-m2", iOS: 17, screen: (820, 1180), scale: 2, pixels: (1640, 2360), statusBar: 24,
            portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0), source: "https://useyourloaf.com/blog/ipad-2024-screen-sizes/"),
        // https://useyourloaf.com/blog/ipad-2024-screen-sizes/
        Row(id: "ipad-air-13-inch-m2", iOS: 17, screen: (1024, 1366), scale: 2, pixels: (2048, 2732), statusBar: 24,
            portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0), source: "https://useyourloaf.com/blog/ipad-2024-screen-sizes/"),
        // https://useyourloaf.com/blog/ipad-2024-screen-sizes/ (M4: 1210 x 834 pt) and device_frame portrait (24, 20)
        Row(id: "ipad-pro-11-inch-m4", iOS: 17, screen: (834, 1210), scale: 2, pixels: (1668, 2420), statusBar: 24,
            portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0), source: "https://useyourloaf.com/blog/ipad-2024-screen-sizes/"),
        // https://useyourloaf.com/blog/ipad-2024-screen-sizes/ (M4: 1376 x 1032 pt)
        Row(id: "ipad-pro-13-inch-m4", iOS: 17, screen: (1032, 1376), scale: 2, pixels: (2064, 2752), statusBar: 24,
            portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0), source: "https://useyourloaf.com/blog/ipad-2024-screen-sizes/"),
        // https://www.apple.com/ipad-11/specs/ (2360 x 1640 px, same panel as the 10th generation)
        Row(id: "ipad-a16", iOS: 18, screen: (820, 1180), scale: 2, pixels: (1640, 2360), statusBar: 24,
            portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0), source: "https://www.apple.com/ipad-11/specs/"),
    ]

    static func insets(_ value: (Double, Double, Double, Double)) -> EdgeInsets {
        EdgeInsets(top: value.0, left: value.1, bottom: value.2, right: value.3)
    }

    @Test("at least 25 devices across both families")
    func coverage() throws {
        let catalog = try DeviceCatalog.load()
        let devices = try Self.rows.map { row in try #require(catalog.device(id: row.id)) }
        #expect(Set(devices.map(\.id)).count == Self.rows.count)
        #expect(devices.count >= 25)
        #expect(devices.contains { $0.family == .iPhone })
        #expect(devices.filter { $0.family == .iPad }.count >= 10)
    }

    @Test("screen, scale, pixels, status bar and insets match the published figures", arguments: PublishedFiguresTests.rows)
    func matches(row: Row) throws {
        let catalog = try DeviceCatalog.load()
        let device = try #require(catalog.device(id: row.id), "\(row.id) is not in the catalog")
        #expect(device.screenSize == Size(width: row.screen.0, height: row.screen.1), "\(row.source)")
        #expect(device.scale == row.scale, "\(row.source)")
        #expect(device.pixels == Size(width: row.pixels.0, height: row.pixels.1), "\(row.source)")

        let portrait = try device.metrics(for: .portrait, iOS: row.iOS)
        #expect(portrait.safeAreaInsets == Self.insets(row.portrait), "\(row.source)")
        #expect(portrait.statusBar.height == row.statusBar, "\(row.source)")
        #expect(!portrait.statusBar.isHiddenInThisOrientation)

        for orientation in [Orientation.landscapeLeft, .landscapeRight] {
            let landscape = try device.metrics(for: orientation, iOS: row.iOS)
            #expect(landscape.safeAreaInsets == Self.insets(row.landscape), "\(orientation): \(row.source)")
            #expect(landscape.screenSize == Size(width: row.screen.1, height: row.screen.0))
            // iPhones hide the status bar in landscape; iPads keep it.
            #expect(landscape.statusBar.isHiddenInThisOrientation == (device.family == .iPhone))
            #expect(landscape.statusBar.height == (device.family == .iPhone ? 0 : row.statusBar))
        }
    }
}
