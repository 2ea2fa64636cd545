// Interface Builder's device ids → catalog devices.

import DeviceCatalog

/// The explicit table from IB's `<device id>` to a `DeviceCatalog.Device` of the same screen.
/// The digits in IB ids are diagonal inches, not a size formula (`retina6_1` and `retina6_5` are
/// both 414 × 896), so the table is written out. Sizes marked verified in
/// `interface-builder-format.md` §1.2 were confirmed from root-view frames of real files.
public enum IBDeviceTable {
    /// One row.
    public struct Entry: Hashable, Sendable {
        /// IB's id.
        public var ibID: String
        /// The catalog device id.
        public var catalogDeviceID: String
        /// The screen in points, portrait, that IB uses for this id.
        public var portraitSize: Size
        /// True when the size was confirmed from saved frames (format note §1.2).
        public var verified: Bool
    }

    /// The screen of Interface Builder's "Inferred" canvas, which Xcode 5 to 7 drew a storyboard
    /// on when it named no device, no simulated screen and used no size classes: the iPhone's
    /// Retina 4-inch, 320 × 568 (Xcode 5's default simulated size, "Retina 4-inch Full
    /// Screen"). [obs] JSQMessagesViewController's demo Main.storyboard (Xcode 7, toolsVersion
    /// 10117) saves its roots 320 × 568. **[uncertain]**: one file.
    public static let inferredCanvasID = "retina4_0"

    /// The screen of the "Inferred" canvas of an iPad storyboard (`targetRuntime=
    /// "iOS.CocoaTouch.iPad"`) of Xcode 5 to 7: the iPad's 768 × 1024. [obs] seedante/FaceAlbum's
    /// Main_iPad.storyboard (Xcode 6, toolsVersion 6254, no `<device>`; nineteenth held-out set)
    /// saves its roots 768 × 1024 (line 134).
    public static let inferredIPadCanvasID = "ipad9_7"

    /// The first `toolsVersion` of Xcode 8 (8.0 wrote 11134 and later), which writes a
    /// `<device>` into every file it saves: files below it may name none.
    public static let inferredCanvasToolsVersionLimit = 11000.0

    /// The rows, small phones first. The device chosen is the one Xcode names for the id (or the
    /// first catalog device with that screen and safe area).
    public static let entries: [Entry] = [
        Entry(ibID: "retina4_0", catalogDeviceID: "iphone-se-1st-gen", portraitSize: Size(width: 320, height: 568), verified: true),
        // Xcode 5–6's `<simulatedScreenMetrics type="retina4">` ("Retina 4-inch Full Screen"):
        // [obs] sprinkler/rainmachine-ios-app's AddNewDeviceVC.xib (f8706616, toolsVersion 7702;
        // eighteenth held-out set) saves its full-screen view 320 × 568 (line 29).
        Entry(ibID: "retina4", catalogDeviceID: "iphone-se-1st-gen", portraitSize: Size(width: 320, height: 568), verified: true),
        Entry(ibID: "retina4_7", catalogDeviceID: "iphone-8", portraitSize: Size(width: 375, height: 667), verified: true),
        Entry(ibID: "retina5_5", catalogDeviceID: "iphone-8-plus", portraitSize: Size(width: 414, height: 736), verified: true),
        Entry(ibID: "retina5_4", catalogDeviceID: "iphone-12-mini", portraitSize: Size(width: 375, height: 812), verified: false),
        Entry(ibID: "retina5_9", catalogDeviceID: "iphone-x", portraitSize: Size(width: 375, height: 812), verified: true),
        Entry(ibID: "retina6_0", catalogDeviceID: "iphone-12", portraitSize: Size(width: 390, height: 844), verified: true),
        Entry(ibID: "retina6_1", catalogDeviceID: "iphone-11", portraitSize: Size(width: 414, height: 896), verified: true),
        Entry(ibID: "retina6_5", catalogDeviceID: "iphone-xs-max", portraitSize: Size(width: 414, height: 896), verified: true),
        Entry(ibID: "retina6_12", catalogDeviceID: "iphone-14-pro", portraitSize: Size(width: 393, height: 852), verified: true),
        Entry(ibID: "retina6_3", catalogDeviceID: "iphone-16-pro", portraitSize: Size(width: 402, height: 874), verified: true),
        Entry(ibID: "retina6_7", catalogDeviceID: "iphone-12-pro-max", portraitSize: Size(width: 428, height: 926), verified: false),
        Entry(ibID: "retina6_72", catalogDeviceID: "iphone-14-pro-max", portraitSize: Size(width: 430, height: 932), verified: false),
        Entry(ibID: "retina6_9", catalogDeviceID: "iphone-16-pro-max", portraitSize: Size(width: 440, height: 956), verified: false),
        Entry(ibID: "ipad9_7", catalogDeviceID: "ipad-pro-9-7-inch", portraitSize: Size(width: 768, height: 1024), verified: true),
        Entry(ibID: "ipad10_2", catalogDeviceID: "ipad-7th-gen", portraitSize: Size(width: 810, height: 1080), verified: false),
        Entry(ibID: "ipad10_5", catalogDeviceID: "ipad-pro-10-5-inch", portraitSize: Size(width: 834, height: 1112), verified: false),
        Entry(ibID: "ipad10_9rounded", catalogDeviceID: "ipad-air-4th-gen", portraitSize: Size(width: 820, height: 1180), verified: false),
        Entry(ibID: "ipad11_0rounded", catalogDeviceID: "ipad-pro-11-inch-1st-gen", portraitSize: Size(width: 834, height: 1194), verified: false),
        Entry(ibID: "ipad12_9", catalogDeviceID: "ipad-pro-12-9-inch-2nd-gen", portraitSize: Size(width: 1024, height: 1366), verified: true),
        Entry(ibID: "ipad12_9rounded", catalogDeviceID: "ipad-pro-12-9-inch-3rd-gen", portraitSize: Size(width: 1024, height: 1366), verified: false),
        // [obs] threema-ch/threema-ios' ThreemaShareStoryboard.storyboard (a92bb3b9, outside the
        // fixtures) names `iPad13_0rounded` and saves its root 1032 × 1376 (line 29).
        Entry(ibID: "iPad13_0rounded", catalogDeviceID: "ipad-pro-13-inch-m4", portraitSize: Size(width: 1032, height: 1376), verified: true),
    ]

    /// The row for an IB id, or `nil` (e.g. `retina3_5`: no catalog device runs iOS 9+ on it).
    public static func entry(ibID: String) -> Entry? {
        entries.first { $0.ibID == ibID }
    }

    /// The catalog device id for an IB id, or `nil`.
    public static func catalogDeviceID(ibID: String) -> String? {
        entry(ibID: ibID)?.catalogDeviceID
    }
}
