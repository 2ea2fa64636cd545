import DeviceCatalog
import Foundation
import InterfaceBuilder
import Testing

/// Every real fixture parses, and the model holds as many scenes, views, constraints, variations,
/// layout guides and segues as the XML has.
///
/// The expected numbers were computed independently of this module, with Python's
/// `xml.etree.ElementTree` over each file (scenes, views and constraints also match MANIFEST.json):
///
///     scenes      = len(root.findall('.//scene'))
///     views       = sum(1 for e in root.iter() if e.find("rect[@key='frame']") is not None)
///     constraints = len(root.findall('.//constraint'))
///     placeholder = len(root.findall(".//constraint[@placeholder='YES']"))
///     variations  = len(root.findall('.//variation'))
///     guides      = len(root.findall('.//viewLayoutGuide')) + len(root.findall('.//viewControllerLayoutGuide'))
///     segues      = len(root.findall('.//connections/segue'))
@Suite("Fixtures: counts")
struct FixtureCountTests {
    struct Expected: Sendable, CustomStringConvertible {
        var file: String
        var scenes: Int
        var views: Int
        var constraints: Int
        var placeholders: Int
        var variations: Int
        var guides: Int
        var segues: Int
        var description: String { file }
    }

    static let expected: [Expected] = [
        ("HeroTransitions__Hero__Main.storyboard", 3, 67, 16, 0, 0, 2, 2),
        ("Instagram__IGListKit__NibSelfSizingCell.xib", 0, 4, 8, 0, 0, 0, 0),
        ("Ranchero-Software__NetNewsWire__Inspector.storyboard", 4, 42, 48, 0, 0, 0, 2),
        ("Ranchero-Software__NetNewsWire__Main.storyboard", 6, 32, 78, 0, 0, 11, 3),
        ("Ranchero-Software__NetNewsWire__SettingsComboTableViewCell.xib", 0, 4, 8, 0, 0, 0, 0),
        ("ReactiveX__RxSwift__Calculator.storyboard", 1, 22, 84, 0, 0, 2, 0),
        ("ReactiveX__RxSwift__GitHubSignup1.storyboard", 1, 10, 27, 0, 0, 2, 0),
        ("SVProgressHUD__SVProgressHUD__Main.storyboard", 1, 16, 41, 0, 0, 2, 0),
        ("SwiftKickMobile__SwiftMessages__CardView.xib", 0, 9, 12, 0, 5, 0, 0),
        ("artsy__eidolon__Auction.storyboard", 12, 67, 54, 0, 0, 20, 11),
        ("corona-warn-app__cwa-app-ios__HomeLinkCardView.xib", 0, 17, 17, 0, 0, 1, 0),
        ("corona-warn-app__cwa-app-ios__MainSettingsCell.xib", 0, 8, 31, 0, 1, 0, 0),
        ("corona-warn-app__cwa-app-ios__OnboardingInfoViewController.xib", 0, 23, 46, 0, 0, 1, 0),
        ("duckduckgo__iOS__DaxOnboarding.storyboard", 5, 17, 52, 0, 1, 4, 3),
        ("duckduckgo__iOS__FindInPage.xib", 0, 10, 32, 0, 0, 0, 0),
        ("duckduckgo__iOS__HomeRow.storyboard", 1, 10, 33, 0, 2, 1, 0),
        ("duckduckgo__iOS__JSAlertController.storyboard", 1, 17, 53, 0, 0, 5, 0),
        ("ephread__Instructions__Basic_Examples.storyboard", 7, 59, 157, 0, 12, 7, 0),
        ("evgenyneu__Cosmos__Main.storyboard", 4, 17, 25, 0, 0, 4, 3),
        ("firebase__quickstart-ios__PostTableViewCell.xib", 0, 8, 18, 0, 0, 0, 0),
        ("firebase__quickstart-ios__database_Main.storyboard", 8, 28, 59, 0, 2, 10, 9),
        ("hackiftekhar__IQKeyboardManager__TestCases.storyboard", 6, 30, 52, 0, 0, 6, 0),
        ("kharrison__CodeExamples__Margins_Main.storyboard", 2, 7, 12, 0, 0, 1, 1),
        ("kharrison__CodeExamples__ScrollGuide-IB_Main.storyboard", 2, 8, 11, 0, 0, 4, 1),
        ("kharrison__CodeExamples__Stacks_Main.storyboard", 5, 27, 17, 0, 1, 8, 4),
        ("onevcat__Kingfisher__Main.storyboard", 21, 116, 153, 0, 0, 11, 20),
        ("openid__AppAuth-iOS__Main.storyboard", 2, 8, 26, 0, 0, 1, 1),
        ("scenee__FloatingPanel__Samples_Main.storyboard", 14, 73, 86, 0, 0, 12, 6),
        ("twostraws__HackingWithSwift__Project37_Main.storyboard", 1, 3, 8, 0, 0, 0, 0),
        ("twostraws__HackingWithSwift__project6a_Main.storyboard", 2, 5, 12, 0, 0, 1, 1),
    ].map { Expected(file: $0.0, scenes: $0.1, views: $0.2, constraints: $0.3, placeholders: $0.4,
                     variations: $0.5, guides: $0.6, segues: $0.7) }

    /// View elements without a `<rect key="frame">` (found with the same script: elements in a
    /// `<subviews>` list or in a view slot that have no frame): artsy Auction.storyboard's
    /// `<view fixedFrame="YES" id="KHb-zd-See">`, Stacks Main.storyboard's
    /// `<tabBar key="tabBar" id="kmp-KP-OFI">`.
    static let framelessViews = [
        "artsy__eidolon__Auction.storyboard": 1,
        "kharrison__CodeExamples__Stacks_Main.storyboard": 1,
    ]

    @Test("The table covers every fixture in MANIFEST.json")
    func tableCoversManifest() throws {
        struct Entry: Decodable { let file: String }
        let manifest = try JSONDecoder().decode([Entry].self, from: Data(contentsOf: Fixtures.url("MANIFEST.json")))
        #expect(manifest.map(\.file).sorted() == Self.expected.map(\.file).sorted())
    }

    @Test("Counts match the XML", arguments: expected)
    func counts(_ expected: Expected) throws {
        let document = try Fixtures.read(expected.file)
        #expect(document.scenes.count == expected.scenes)
        let views = document.allViews
        // Views the model holds that have a saved frame = elements with <rect key="frame">.
        #expect(views.filter { $0.frame != nil }.count == expected.views)
        #expect(views.count == expected.views + (Self.framelessViews[expected.file] ?? 0))
        // No constraint is dropped in the real files: all are resolvable.
        #expect(document.allConstraints.count == expected.constraints)
        #expect(document.allConstraints.filter(\.isPlaceholder).count == expected.placeholders)
        let variations = views.reduce(0) { $0 + $1.variations.count + $1.constraints.reduce(0) { $0 + $1.variations.count } }
        #expect(variations == expected.variations)
        let guides = views.reduce(0) { $0 + $1.layoutGuides.count }
            + document.scenes.reduce(0) { $0 + ($1.viewController?.layoutGuides.count ?? 0) }
            + document.topLevelObjects.reduce(0) { count, object in
                if case .viewController(let controller) = object { return count + controller.layoutGuides.count }
                return count
            }
        #expect(guides == expected.guides)
        #expect(document.scenes.reduce(0) { $0 + $1.segues.count } == expected.segues)
        #expect(document.kind == (expected.file.hasSuffix(".xib") ? .xib : .storyboard))
    }

    @Test("Real files read without a single warning", arguments: expected)
    func noWarnings(_ expected: Expected) throws {
        let document = try Fixtures.read(expected.file)
        #expect(document.warnings.map(\.description) == [])
    }

    @Test("Every element's line is within the file and views point at their own start tag", arguments: expected)
    func lines(_ expected: Expected) throws {
        let text = try String(contentsOf: Fixtures.url(expected.file), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let document = try Fixtures.read(expected.file)
        for view in document.allViews where !view.id.hasPrefix("@") {
            #expect(view.line >= 1 && view.line <= lines.count)
            let source = lines[view.line - 1]
            #expect(source.contains("<\(view.elementName) ") && source.contains("id=\"\(view.id)\""),
                    "\(expected.file):\(view.line) should hold <\(view.elementName) id=\(view.id)>")
        }
        for constraint in document.allConstraints where constraint.id != nil {
            #expect(lines[constraint.line - 1].contains("id=\"\(constraint.id ?? "")\""))
        }
    }
}
