import Foundation
import DeviceCatalog
import InterfaceBuilder
import LayoutEngine

/// Finds `shared/fixtures/interface-builder` above this source file (the repository's sibling
/// `shared` directory), following symlinks; `SAFEAREAKIT_IB_FIXTURES` overrides it.
enum Fixtures {
    static let directory: URL? = {
        if let override = ProcessInfo.processInfo.environment["SAFEAREAKIT_IB_FIXTURES"] {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        var directory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("shared/fixtures/interface-builder", isDirectory: true)
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("MANIFEST.json").path) {
                return candidate
            }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }()

    static func url(_ name: String) throws -> URL {
        guard let directory else { throw MissingFixtures() }
        return directory.appendingPathComponent(name)
    }

    static func read(_ name: String) throws -> IBDocument {
        try IBReader.read(contentsOf: url(name))
    }

    struct MissingFixtures: Error, CustomStringConvertible {
        var description: String { "shared/fixtures/interface-builder not found above the test sources" }
    }
}

/// What the layout tests of issue 9's causes share: a fixture's scene laid out as the oracle lays
/// it out, and the oracle's 0.5 pt comparison.
protocol OracleSceneLayout {}

extension OracleSceneLayout {
    /// The fixture `file` laid out as the oracle does (its design device, the saving Xcode's
    /// iOS, its canvas), in the scene that holds view `id`.
    func layout(_ file: String, containing id: String) throws -> IBLayout {
        let document = try Fixtures.read(file)
        let (device, orientation) = Oracle.device(of: document)
        for scene in IBLayout.sceneNames(of: document) {
            let layout = try IBLayout.make(document: document, scene: scene, device: device, orientation: orientation,
                                           iOS: Oracle.designIOS(document, device), canvas: IBCanvas(of: document, on: device))
            if layout.views[id] != nil { return layout }
        }
        throw MissingView(id: id)
    }

    /// `value` rounded up to the pixel of a `scale`× screen, as UIKit rounds intrinsic sizes.
    func ceilToPixel(_ value: Double, scale: Double) -> Double { (value * scale - 1e-9).rounded(.up) / scale }

    /// Within the oracle's 0.5 pt (format note §3.2) on every edge.
    func near(_ frame: Rect?, _ saved: Rect) -> Bool {
        guard let f = frame else { return false }
        return abs(f.x - saved.x) <= 0.5 && abs(f.y - saved.y) <= 0.5 && abs(f.width - saved.width) <= 0.5 && abs(f.height - saved.height) <= 0.5
    }
}

/// No scene of the fixture holds the view a test asked for.
struct MissingView: Error, CustomStringConvertible {
    var id: String
    var description: String { "no scene of the fixture holds a view '\(id)'" }
}

/// Small Interface Builder documents written out in a test, in the shape of the public file
/// the test quotes: the document element and its device, around what the test is about.
enum InlineIB {
    /// A xib saved by Xcode build `tools` for IB device `device`, whose `<objects>` are `objects`
    /// and whose `<resources>` (images) are `resources`. `appearance`: whether the `<device>`
    /// element has the `appearance` attribute Xcode 11 and later write (Xcode 10's files have none).
    static func xib(_ objects: String, resources: String = "", tools: String, device: String, appearance: Bool = true,
                    fileName: String) throws -> IBDocument {
        try IBReader.read(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="\(device)" orientation="portrait"\(appearance ? #" appearance="light""# : "")/>
                <objects>
            \(objects)
                </objects>
                <resources>
            \(resources)
                </resources>
            </document>
            """, fileName: fileName)
    }

    /// A xib whose one top-level view `Top`, `width` × `height`, holds `subviews` placed by
    /// `constraints` (both XML written as in the file the test quotes).
    static func topView(width: Double, height: Double, subviews: String, constraints: String, resources: String = "",
                        tools: String, device: String, appearance: Bool = true, fileName: String) throws -> IBDocument {
        try xib("""
                <view contentMode="scaleToFill" id="Top">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <subviews>
            \(subviews)
                    </subviews>
                    <constraints>
            \(constraints)
                    </constraints>
                </view>
            """, resources: resources, tools: tools, device: device, appearance: appearance, fileName: fileName)
    }

    /// The frame of one label, `Label`, of `text` in the `<fontDescription>` `font`, pinned to
    /// the top leading corner of a xib's top-level view (and `width` wide when given), laid out
    /// on the catalog device `deviceName` under `iOS` (default: the canvas's of `tools`).
    static func labelFrame(_ text: String, font: String, numberOfLines: Int = 1, width: Double? = nil,
                           tools: String, device: String, on deviceName: String, iOS: Int? = nil,
                           fonts: IBFontLibrary = IBFontLibrary()) throws -> Rect? {
        let widthConstraint = width.map { #"<constraint firstItem="Label" firstAttribute="width" constant="\#($0)" id="W"/>"# } ?? ""
        let document = try topView(width: 414, height: 200, subviews: """
                <label opaque="NO" text="\(text)" numberOfLines="\(numberOfLines)" translatesAutoresizingMaskIntoConstraints="NO" id="Label">
                    <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
                    \(font)
                </label>
            """, constraints: """
                <constraint firstItem="Label" firstAttribute="leading" secondItem="Top" secondAttribute="leading" id="L"/>
                <constraint firstItem="Label" firstAttribute="top" secondItem="Top" secondAttribute="top" id="T"/>
                \(widthConstraint)
            """, tools: tools, device: device, fileName: "Label.xib")
        let phone = try Oracle.catalog.device(named: deviceName)
        return try IBLayout.make(document: document, device: phone, orientation: .portrait,
                                 iOS: iOS ?? document.canvasIOS(on: phone), fonts: fonts).views["Label"]?.frame
    }

    /// A storyboard saved by `tools` for `device`, starting at `initial`, whose `<scenes>` are
    /// `scenes`.
    static func storyboard(_ scenes: String, tools: String, device: String, appearance: Bool = true, initial: String,
                           fileName: String) throws -> IBDocument {
        try IBReader.read(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="\(initial)">
                <device id="\(device)" orientation="portrait"\(appearance ? #" appearance="light""# : "")/>
                <scenes>
            \(scenes)
                </scenes>
            </document>
            """, fileName: fileName)
    }

    /// A storyboard scene holding navigation controller `Nav` whose root is `root`, its bar
    /// `Bar` saved at `bar` (`y`, `width`, `height`) with `barAttributes` (`largeTitles="YES"`,
    /// say).
    static func navigationScene(root: String, bar: (y: Double, width: Double, height: Double), barAttributes: String = "") -> String {
        """
                <scene sceneID="NavS"><objects>
                    <navigationController id="Nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" \(barAttributes.isEmpty ? "" : barAttributes + " ")id="Bar"><rect key="frame" x="0.0" y="\(bar.y)" width="\(bar.width)" height="\(bar.height)"/></navigationBar>
                        <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="Rel"/></connections>
                    </navigationController>
                </objects></scene>
        """
    }

    /// A storyboard scene holding the storyboard reference `id` (`<viewControllerPlaceholder>`)
    /// to `storyboard`'s controller `identifier` (its initial one when nil), as Xcode writes it.
    static func referenceScene(_ id: String, storyboard: String?, identifier: String? = nil, bundle: String? = nil) -> String {
        let attributes = [storyboard.map { #"storyboardName="\#($0)""# }, identifier.map { #"referencedIdentifier="\#($0)""# },
                          bundle.map { #"bundleIdentifier="\#($0)""# }].compactMap { $0 }.joined(separator: " ")
        return """
                <scene sceneID="\(id)S"><objects>
                    <viewControllerPlaceholder \(attributes) id="\(id)" sceneMemberID="viewController"/>
                </objects></scene>
        """
    }

    /// A storyboard scene holding the container `element` (`navigationController`,
    /// `tabBarController`, `splitViewController`) `id`, with `attributes` and `inner` elements (a
    /// bar), whose relationship segues lead to each destination with its relationship, in order.
    static func containerScene(_ element: String, id: String, attributes: String = "", inner: String = "",
                               holds: [(destination: String, relationship: String)]) -> String {
        let segues = holds.enumerated().map { i, held in
            #"<segue destination="\#(held.destination)" kind="relationship" relationship="\#(held.relationship)" id="\#(id)-\#(i)"/>"#
        }.joined()
        return """
                <scene sceneID="\(id)S"><objects>
                    <\(element) \(attributes.isEmpty ? "" : attributes + " ")id="\(id)" sceneMemberID="viewController">
                        \(inner)
                        <connections>\(segues)</connections>
                    </\(element)>
                </objects></scene>
        """
    }

    /// A storyboard scene: a plain view controller `id` whose root view `<id>Root` (`width` ×
    /// `height`, attributes `rootAttributes`, resizable with its container) holds `subviews`
    /// placed by `constraints`, with the safe-area guide `<id>Safe`; `extra` follows the view
    /// inside the controller (connections, a freeform size, a navigation item).
    static func scene(_ id: String, width: Int, height: Int, rootAttributes: String = "", subviews: String,
                      constraints: String, extra: String = "") -> String {
        """
                <scene sceneID="\(id)S"><objects>
                    <viewController id="\(id)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" \(rootAttributes.isEmpty ? "" : rootAttributes + " ")id="\(id)Root">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
            \(subviews)
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="\(id)Safe"/>
                            <constraints>
            \(constraints)
                            </constraints>
                        </view>
                        \(extra)
                    </viewController>
                </objects></scene>
        """
    }

    /// A plain view `id` under Auto Layout, saved at `frame`, with `constraints` of its own
    /// (a fixed height, say) and `connections` (a segue).
    static func box(_ id: String, frame: (x: Double, y: Double, width: Double, height: Double), constraints: String = "",
                    connections: String = "") -> String {
        """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                    <rect key="frame" x="\(frame.x)" y="\(frame.y)" width="\(frame.width)" height="\(frame.height)"/>
                                    <constraints>\(constraints)</constraints>
                                    <connections>\(connections)</connections>
                                </view>
        """
    }
}

extension IBDocument {
    /// The first view (depth first, document order) with this id.
    func view(_ id: String) -> IBView? { allViews.first { $0.id == id } }
    /// The first constraint with this id.
    func constraint(_ id: String) -> IBConstraint? { allConstraints.first { $0.id == id } }
}
