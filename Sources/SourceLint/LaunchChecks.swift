import Foundation
import Reports
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The launch checks: a `LaunchImage` set's `Contents.json` and a launch storyboard (or xib).
enum LaunchChecks {
    /// The launch images notched iPhones need: subtype, pixel size and devices.
    static let notchedLaunchImages: [(subtype: String, size: String, devices: String)] = [
        ("2436h", "1125×2436", "iPhone X, XS, 11 Pro"),
        ("2688h", "1242×2688", "iPhone XS Max, 11 Pro Max"),
        ("1792h", "828×1792", "iPhone XR, 11"),
    ]

    /// Findings for a `LaunchImage.launchimage/Contents.json`: the notched sizes it lacks.
    static func launchImage(_ text: String, file: String, configuration: LintConfiguration) throws(LintError) -> [ReportFinding] {
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: Data(text.utf8)) } catch {
            throw .unreadableFile(path: file, reason: "not valid JSON (an asset catalog's Contents.json is expected)")
        }
        guard let images = (object as? [String: Any])?["images"] as? [[String: Any]] else {
            throw .unreadableFile(path: file, reason: "no \"images\" array (an asset catalog's Contents.json is expected)")
        }
        var iPhone = false
        var present = Set<String>()
        for image in images where (image["idiom"] as? String) == "iphone" {
            iPhone = true
            if image["filename"] != nil, (image["orientation"] as? String ?? "portrait") == "portrait", let subtype = image["subtype"] as? String {
                present.insert(subtype)
            }
        }
        let missing = notchedLaunchImages.filter { !present.contains($0.subtype) }
        guard iPhone, !missing.isEmpty else { return [] }
        let source = SourceText(text)
        var collector = FindingCollector(file: file, configuration: configuration, source: source)
        let line = text.utf8.firstRange(of: Array("\"images\"".utf8)).map { source.location(of: text.utf8.distance(from: text.utf8.startIndex, to: $0.lowerBound)) } ?? (line: 1, column: 1)
        let list = missing.map { "\($0.size) (subtype \($0.subtype), \($0.devices))" }.joined(separator: "; ")
        collector.add(.launchImageMissingNotchedSizes, line: line.line, column: line.column,
                      message: "The launch images have no portrait image for \(list); without one the app runs letterboxed, in an iPhone 8 Plus-sized frame, on those devices.",
                      suggestion: "Replace the LaunchImage set with a launch storyboard (UILaunchStoryboardName), which fits every device; or add the missing images with their subtypes.")
        return collector.findings(suppressions: Suppressions())
    }

    /// Findings for a storyboard or xib marked `launchScreen="YES"`: top constraints to the
    /// root view's top with a 20 pt constant (the iPhone 8 status bar); other files give none.
    static func launchScreen(_ text: String, file: String, configuration: LintConfiguration) throws(LintError) -> [ReportFinding] {
        guard text.contains("launchScreen=\"YES\"") else { return [] }
        let reader = LaunchScreenReader()
        let parser = XMLParser(data: Data(text.utf8))
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        guard parser.parse(), parser.parserError == nil else {
            throw .unreadableFile(path: file, reason: "not valid XML at line \(parser.lineNumber): \(parser.parserError.map { "\($0)" } ?? "parse error")")
        }
        let source = SourceText(text)
        var collector = FindingCollector(file: file, configuration: configuration, source: source)
        for c in reader.constraints {
            guard c.firstAttribute == "top", c.secondAttribute == "top", let constant = Double(c.constant), abs(constant) == 20 else { continue }
            let first = c.firstItem ?? c.container, second = c.secondItem ?? c.container
            let rootSide = reader.rootViews.contains(first) ? second : reader.rootViews.contains(second) ? first : nil
            guard let other = rootSide, !reader.guides.contains(other), !reader.rootViews.contains(other) else { continue }
            let code = source.code(line: c.line)
            let column = code.isEmpty ? 1 : (source.bytes[source.lineStartOffset(c.line)...].firstIndex(of: UInt8(ascii: "<")).map { $0 - source.lineStartOffset(c.line) + 1 } ?? 1)
            collector.add(.launchScreenFixedStatusBar, line: c.line, column: column,
                          message: "The launch screen pins '\(reader.names[other] ?? other)' 20 pt below the screen's top, the iPhone 8 status bar; on notched devices it sits under the sensor housing, and the app's first screen then jumps.",
                          suggestion: "Pin the view's top to the Safe Area (secondItem = the view's safeArea layout guide) with a constant of 0 or your own spacing.")
        }
        return collector.findings(suppressions: Suppressions())
    }
}

extension SourceText {
    /// The byte offset where 1-based `line` starts.
    func lineStartOffset(_ line: Int) -> Int {
        lineStarts[max(0, min(line - 1, lineStarts.count - 1))]
    }
}

/// Reads a launch storyboard's root views, layout guides and constraints.
private final class LaunchScreenReader: NSObject, XMLParserDelegate {
    struct Constraint {
        var firstItem: String?, firstAttribute: String, secondItem: String?, secondAttribute: String
        var constant: String, container: String, line: Int
    }

    var rootViews = Set<String>()
    var guides = Set<String>()
    var names: [String: String] = [:]
    var constraints: [Constraint] = []
    private var views: [String] = []
    private var elements: [String] = []

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        let parent = elements.last
        elements.append(element)
        switch element {
        case "view", "imageView", "label", "button", "stackView", "textField", "activityIndicatorView":
            let id = attributes["id"] ?? ""
            if element == "view", attributes["key"] == "view", parent == "viewController" || parent == "tableViewController" || parent == "navigationController" {
                rootViews.insert(id)
            }
            if let label = attributes["userLabel"] ?? attributes["text"] { names[id] = label } else { names[id] = "\(element) \(id)" }
            views.append(id)
        case "viewLayoutGuide", "viewControllerLayoutGuide":
            if let id = attributes["id"] { guides.insert(id) }
        case "constraint":
            constraints.append(Constraint(firstItem: attributes["firstItem"], firstAttribute: attributes["firstAttribute"] ?? "",
                                          secondItem: attributes["secondItem"], secondAttribute: attributes["secondAttribute"] ?? "",
                                          constant: attributes["constant"] ?? "0", container: views.last ?? "", line: parser.lineNumber))
        default: break
        }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        elements.removeLast()
        if ["view", "imageView", "label", "button", "stackView", "textField", "activityIndicatorView"].contains(element) { views.removeLast() }
    }
}
