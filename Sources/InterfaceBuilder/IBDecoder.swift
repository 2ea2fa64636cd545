// The flat XML tree → the typed model, without recursion.
//
// 1. Roles, in document order: each element is classified from its parent's role and its
//    position (a child of `<subviews>` is a view, a keyed child with a frame is a slot view, …).
// 2. The id index, in document order, so that forward and cross-branch references resolve.
// 3. Views and controllers are built in reverse document order: in a pre-order arena every child
//    has a larger index than its parent, so walking backwards builds all children before their
//    parent, with no recursion however deep the hierarchy.
// 4. Scenes, top-level objects and the document, which sit at fixed depths.

import DeviceCatalog
import LayoutEngine

/// Converts an ``XMLTree`` into an ``IBDocument``.
struct IBDecoder {
    private enum Role: Equatable {
        case document, scene, controller, view, placeholder, other
    }

    private let tree: XMLTree
    private var roles: [Role] = []
    private var subtreeEnd: [Int] = []
    private var index = IBObjectIndex(entries: [])
    private var warnings: [(order: Int, warning: IBWarning)] = []
    private var builtViews: [Int: IBView] = [:]
    private var builtControllers: [Int: IBViewController] = [:]

    /// Keys under which a child element is a view filling a slot of its parent view or controller.
    private static let viewSlotKeys: Set<String> = [
        "view", "contentView", "backgroundView", "selectedBackgroundView", "multipleSelectionBackgroundView",
        "tableHeaderView", "tableFooterView", "navigationBar", "toolbar", "tabBar", "inputAccessoryView",
        "sectionHeaderView", "sectionFooterView",
    ]

    /// Element names of controllers that may appear as xib top-level objects.
    private static let controllerNames = Set(IBControllerKind.allCases.filter { $0 != .unknown }.map(\.rawValue))
    /// Element names of views.
    private static let viewNames = Set(IBViewKind.allCases.filter { $0 != .unknown }.map(\.rawValue))

    init(tree: XMLTree) {
        self.tree = tree
    }

    // MARK: - Driver

    mutating func decode() throws(IBError) -> IBDocument {
        let root = 0
        let rootNode = tree.nodes[root]
        guard rootNode.name == "document" else {
            throw .notInterfaceBuilder(tree.location(root), rootElement: rootNode.name)
        }
        if let runtime = rootNode["targetRuntime"], !runtime.hasPrefix("iOS.CocoaTouch") {
            throw .unsupportedTargetRuntime(tree.location(root), runtime: runtime)
        }
        classify()
        computeSubtreeEnds()
        buildIndex()
        for position in stride(from: tree.nodes.count - 1, through: 0, by: -1) {
            switch roles[position] {
            case .view: builtViews[position] = buildView(position)
            case .controller: builtControllers[position] = buildController(position)
            case .document, .scene, .placeholder, .other: break
            }
        }
        return buildDocument(root)
    }

    // MARK: - Pass 1: roles

    private mutating func classify() {
        roles = Array(repeating: .other, count: tree.nodes.count)
        for position in tree.nodes.indices {
            roles[position] = role(of: position)
        }
    }

    private func role(of position: Int) -> Role {
        let node = tree.nodes[position]
        guard let parent = node.parent else { return .document }
        let parentNode = tree.nodes[parent]
        let parentRole = roles[parent]
        // A size class's `<variation key="heightClass=compact" misplaced="YES">` may hold the frame
        // Xcode saved for that class (dji-sdk's BluetoothConnectorViewController.xib, line 64,
        // outside the fixtures): an override of its view, not a view of its own.
        if parentRole == .view || parentRole == .controller, let key = node["key"], node.name != "rect", node.name != "variation" {
            if Self.viewSlotKeys.contains(key) || tree.child(of: position, named: "rect", key: "frame") != nil {
                return .view
            }
        }
        let grandparent = parentNode.parent
        switch parentNode.name {
        case "subviews", "prototypes":
            if let grandparent, roles[grandparent] == .view { return .view }
        case "cells":
            guard let grandparent else { break }
            if roles[grandparent] == .view { return .view }
            if tree.nodes[grandparent].name == "tableViewSection", let sections = tree.nodes[grandparent].parent,
               tree.nodes[sections].name == "sections", let table = tree.nodes[sections].parent, roles[table] == .view {
                return .view
            }
        case "scenes":
            if parentNode.parent == 0, node.name == "scene" { return .scene }
        case "objects":
            guard let grandparent else { break }
            let inScene = roles[grandparent] == .scene
            let inXib = roles[grandparent] == .document
            guard inScene || inXib else { break }
            if node.name == "placeholder" { return .placeholder }
            if inScene && node["sceneMemberID"] == "viewController" { return .controller }
            if inXib && Self.controllerNames.contains(node.name) { return .controller }
            if Self.viewNames.contains(node.name) || tree.child(of: position, named: "rect", key: "frame") != nil {
                return .view
            }
        default:
            break
        }
        return .other
    }

    private mutating func computeSubtreeEnds() {
        subtreeEnd = Array(tree.nodes.indices)
        for position in stride(from: tree.nodes.count - 1, through: 0, by: -1) {
            if let last = tree.nodes[position].children.last {
                subtreeEnd[position] = subtreeEnd[last]
            }
        }
    }

    // MARK: - Pass 2: the id index

    private mutating func buildIndex() {
        var entries: [IBIndexEntry] = []
        var seen: Set<String> = []
        for position in tree.nodes.indices {
            let node = tree.nodes[position]
            guard let id = node["id"] else { continue }
            if seen.contains(id) {
                warn(.duplicateID(id), at: position, "the id '\(id)' of <\(node.name)> was already used; references resolve to the first")
                continue
            }
            seen.insert(id)
            entries.append(IBIndexEntry(id: id, element: node.name, role: objectRole(position), line: node.line))
        }
        index = IBObjectIndex(entries: entries)
    }

    private func objectRole(_ position: Int) -> IBObjectRole {
        let node = tree.nodes[position]
        switch roles[position] {
        case .view: return .view(IBViewKind(rawValue: node.name) ?? .unknown)
        case .controller: return .viewController(IBControllerKind(rawValue: node.name) ?? .unknown)
        case .document, .scene, .placeholder, .other: break
        }
        switch node.name {
        case "viewLayoutGuide", "viewControllerLayoutGuide", "keyboardLayoutGuide": return .layoutGuide(guideKind(position))
        case "constraint": return .constraint
        default: return .other
        }
    }

    private func guideKind(_ position: Int) -> IBLayoutGuideKind {
        let node = tree.nodes[position]
        if node.name == "viewControllerLayoutGuide" {
            switch node["type"] {
            case "top": return .topLayoutGuide
            case "bottom": return .bottomLayoutGuide
            default: return .other(node["type"] ?? "viewControllerLayoutGuide")
            }
        }
        if node.name == "keyboardLayoutGuide" { return .keyboard(usesBottomSafeArea: node["usesBottomSafeArea"] != "NO") }
        switch node["key"] {
        case "safeArea": return .safeArea
        case "contentLayoutGuide": return .contentLayoutGuide
        case "frameLayoutGuide": return .frameLayoutGuide
        default: return .other(node["key"] ?? "viewLayoutGuide")
        }
    }

    // MARK: - Pass 3: views

    private mutating func buildView(_ position: Int) -> IBView {
        let node = tree.nodes[position]
        let kind = IBViewKind(rawValue: node.name) ?? .unknown
        if kind == .unknown {
            warn(.unknownViewElement(node.name), at: position,
                 "unknown view element <\(node.name)> read as a plain view")
        }
        let id = node["id"] ?? "@line-\(node.line)"
        var view = IBView(id: id, kind: kind, elementName: node.name, key: node["key"],
                          customClass: node["customClass"], customModule: node["customModule"],
                          userLabel: node["userLabel"], line: node.line)
        view.fixedFrame = flag(node["fixedFrame"])
        view.translatesAutoresizingMaskIntoConstraints = node["translatesAutoresizingMaskIntoConstraints"].map(flag)
        view.misplaced = flag(node["misplaced"])
        view.ambiguous = flag(node["ambiguous"])
        view.hidden = flag(node["hidden"])
        view.contentMode = node["contentMode"]
        view.clipsSubviews = flag(node["clipsSubviews"])
        view.reuseIdentifier = node["reuseIdentifier"]
        view.insetsLayoutMarginsFromSafeArea = node["insetsLayoutMarginsFromSafeArea"].map(flag) ?? true
        view.preservesSuperviewLayoutMargins = flag(node["preservesSuperviewLayoutMargins"])
        view.layoutMarginsFollowReadableWidth = flag(node["layoutMarginsFollowReadableWidth"])
        view.priorities = IBContentPriorities(
            horizontalHugging: number(position, "horizontalHuggingPriority"),
            verticalHugging: number(position, "verticalHuggingPriority"),
            horizontalCompressionResistance: number(position, "horizontalCompressionResistancePriority"),
            verticalCompressionResistance: number(position, "verticalCompressionResistancePriority"))
        readContentAttributes(position, into: &view)
        readKindProperties(position, kind: kind, into: &view)

        for child in node.children {
            let childNode = tree.nodes[child]
            if roles[child] == .view {
                if let slot = builtViews.removeValue(forKey: child) { view.slots.append(slot) }
                continue
            }
            switch (childNode.name, childNode["key"]) {
            case ("rect", "frame"):
                view.frame = rect(child)
            case ("autoresizingMask", _):
                var mask = IBAutoresizingMask()
                for (name, flagValue) in IBAutoresizingMask.attributeNames where flag(childNode[name]) {
                    mask.insert(flagValue)
                }
                view.autoresizingMask = mask
            case ("subviews", _):
                view.subviews = takeViews(tree.nodes[child].children)
            case ("constraints", _):
                for constraint in tree.children(of: child, named: "constraint") {
                    if let built = buildConstraint(constraint, ownerID: id) { view.constraints.append(built) }
                }
            case ("userDefinedRuntimeAttributes", _):
                for attribute in tree.children(of: child, named: "userDefinedRuntimeAttribute") {
                    let a = tree.nodes[attribute]
                    guard let keyPath = a["keyPath"], !keyPath.isEmpty else {
                        warn(.unreadableValue(attribute: "keyPath", value: a["keyPath"] ?? ""), at: attribute,
                             "a <userDefinedRuntimeAttribute> of '\(id)' has no keyPath; it is ignored")
                        continue
                    }
                    view.runtimeAttributes.append(IBRuntimeAttribute(keyPath: keyPath, type: a["type"], value: a["value"], line: a.line))
                }
            case ("variation", _):
                view.variations.append(buildVariation(child))
            case ("viewLayoutGuide", _), ("keyboardLayoutGuide", _):
                if let guideID = childNode["id"] {
                    view.layoutGuides.append(IBLayoutGuide(id: guideID, kind: guideKind(child), ownerID: id, line: childNode.line))
                }
            case ("edgeInsets", "layoutMargins"):
                view.layoutMargins = edgeInsets(child)
            case ("directionalEdgeInsets", "directionalLayoutMargins"):
                view.directionalLayoutMargins = IBDirectionalInsets(
                    top: number(child, "top") ?? 0, leading: number(child, "leading") ?? 0,
                    bottom: number(child, "bottom") ?? 0, trailing: number(child, "trailing") ?? 0)
            case ("fontDescription", _):
                view.content.font = font(child)
            case ("string", "text"):
                view.content.text = childNode.text
            case ("attributedString", "attributedText"):
                // Only the text itself: Xcode also writes `<attributedString key="userComments">`,
                // the comment for localizers ("#bc-ignore!" in KeePassium's storyboards), which
                // is never shown.
                readAttributedText(child, into: &view.content)
            case ("state", "normal"):
                view.content.title = view.content.title ?? tree.attributeOrString(child, "title")
                view.content.imageName = view.content.imageName ?? childNode["image"]
                view.content.backgroundImageName = view.content.backgroundImageName ?? childNode["backgroundImage"]
                if let configuration = tree.child(of: child, named: "preferredSymbolConfiguration") {
                    view.content.symbolPointSize = number(configuration, "pointSize")
                }
            case ("buttonConfiguration", _):
                view.content.buttonConfigurationStyle = childNode["style"]
                if let titleFont = tree.child(of: child, named: "fontDescription", key: "titleFontDescription") {
                    view.content.buttonConfigurationTitleFont = font(titleFont)
                }
                // A configuration's title is the one shown, whatever the normal state's says
                // (Iterable's IterableEmbeddedView.xib line 89: state "Button", configuration
                // "More", saved 63.33 wide, "More"'s width; thirteenth held-out set), and a
                // configuration without one shows none (dyte-io's FivePeerView.xib line 106:
                // state "Button", a symbol-only plain configuration saved 47 wide, where
                // "Button" and the padding alone are 75; nineteenth set). An attributed title
                // (`<attributedString key="attributedTitle">`) is the one shown when there is one.
                if let attributed = tree.child(of: child, named: "attributedString", key: "attributedTitle") {
                    var shown = IBContent()
                    readAttributedText(attributed, into: &shown)
                    view.content.title = shown.text
                    view.content.buttonConfigurationTitleFont = view.content.buttonConfigurationTitleFont ?? shown.font
                } else {
                    view.content.title = tree.attributeOrString(child, "title")
                }
                // The configuration's image is the one shown, written as an attribute
                // (`image="ic_add"`) or an `<imageReference key="image">`.
                if let image = childNode["image"] {
                    view.content.imageName = image
                } else if let image = tree.child(of: child, named: "imageReference", key: "image") {
                    view.content.imageName = view.content.imageName ?? tree.nodes[image]["image"]
                }
            case ("imageReference", "image"):
                view.content.imageName = view.content.imageName ?? childNode["image"]
            case ("inset", "contentInset"):
                view.scroll?.contentInset = minMaxInsets(child)
            case ("size", "customSize"):
                view.cell?.customSize = size(child)
            case ("inset", "separatorInset"):
                if view.table != nil { view.table?.separatorInset = minMaxInsets(child) } else { view.cell?.separatorInset = minMaxInsets(child) }
            case ("inset", "contentEdgeInsets"):
                view.content.contentEdgeInsets = minMaxInsets(child)
            case ("segments", _):
                view.content.segmentTitles = tree.children(of: child, named: "segment").map { tree.nodes[$0]["title"] ?? "" }
            case ("prototypes", _):
                view.table?.prototypeCells = takeViews(childNode.children)
            case ("sections", _):
                view.table?.sections = tree.children(of: child, named: "tableViewSection").map { section in
                    let sectionNode = tree.nodes[section]
                    let cells = tree.children(of: section, named: "cells").flatMap { takeViews(tree.nodes[$0].children) }
                    // A title with line breaks is written as a `<string key="footerTitle">`
                    // child (Delta's Settings.storyboard line 536).
                    return IBTableSection(id: sectionNode["id"], headerTitle: tree.attributeOrString(section, "headerTitle"),
                                          footerTitle: tree.attributeOrString(section, "footerTitle"), cells: cells, line: sectionNode.line)
                }
            case ("cells", _):
                view.collection?.cells = takeViews(childNode.children)
            case (_, "collectionViewLayout"):
                view.collection?.layout = collectionLayout(child)
            default:
                applySimulatedMetric(child, to: &view.simulatedMetrics)
            }
        }
        return view
    }

    /// The already built views among `children`, in order.
    private mutating func takeViews(_ children: [Int]) -> [IBView] {
        var views: [IBView] = []
        for child in children {
            if let view = builtViews.removeValue(forKey: child) { views.append(view) }
        }
        return views
    }

    private mutating func readContentAttributes(_ position: Int, into view: inout IBView) {
        let node = tree.nodes[position]
        view.content.text = node["text"]
        view.content.placeholder = node["placeholder"]
        view.content.numberOfLines = integer(position, "numberOfLines")
        // 0 is UIKit's "automatic" (the label wraps at its bounds; Apple,
        // UILabel.preferredMaxLayoutWidth), which Xcode writes as `preferredMaxLayoutWidth="0.0"`.
        view.content.preferredMaxLayoutWidth = number(position, "preferredMaxLayoutWidth").flatMap { $0 > 0 ? $0 : nil }
        view.content.lineBreakMode = node["lineBreakMode"]
        view.content.adjustsFontSizeToFit = flag(node["adjustsFontSizeToFit"])
        view.content.imageName = node["image"]
        view.content.buttonType = node["buttonType"]
        view.content.borderStyle = node["borderStyle"]
        if view.kind == .activityIndicatorView, let style = node["style"] {
            if IBControlMetrics.activityIndicatorStyles.contains(style) {
                view.content.activityIndicatorStyle = style
            } else {
                warn(.unreadableValue(attribute: "style", value: style), at: position,
                     "activity indicator '\(view.id)' has the unknown style '\(style)'; the medium size (20 pt) used")
            }
        }
        view.content.placeholderIntrinsicWidth = placeholderDimension(position, "placeholderIntrinsicWidth")
        view.content.placeholderIntrinsicHeight = placeholderDimension(position, "placeholderIntrinsicHeight")
    }

    private mutating func readKindProperties(_ position: Int, kind: IBViewKind, into view: inout IBView) {
        let node = tree.nodes[position]
        switch kind {
        case .stackView:
            var stack = IBStackViewProperties()
            stack.axis = keyword(position, "axis", default: .horizontal)
            stack.distribution = keyword(position, "distribution", default: .fill)
            stack.alignment = keyword(position, "alignment", default: .fill)
            stack.spacing = number(position, "spacing") ?? 0
            stack.usesStandardSpacing = node["spacingType"] == "standard"
            stack.baselineRelativeArrangement = flag(node["baselineRelativeArrangement"])
            stack.layoutMarginsRelativeArrangement = flag(node["layoutMarginsRelativeArrangement"])
            view.stack = stack
        case .scrollView, .tableView, .collectionView, .textView:
            var scroll = IBScrollViewProperties()
            scroll.contentInsetAdjustmentBehavior = keyword(position, "contentInsetAdjustmentBehavior", default: .automatic)
            scroll.alwaysBounceVertical = flag(node["alwaysBounceVertical"])
            scroll.alwaysBounceHorizontal = flag(node["alwaysBounceHorizontal"])
            scroll.pagingEnabled = flag(node["pagingEnabled"])
            scroll.scrollEnabled = node["scrollEnabled"] != "NO"
            view.scroll = scroll
        default:
            break
        }
        switch kind {
        case .tableView:
            var table = IBTableViewProperties()
            table.style = keyword(position, "style", default: .plain)
            table.dataMode = node["dataMode"]
            table.rowHeight = number(position, "rowHeight")
            table.estimatedRowHeight = number(position, "estimatedRowHeight")
            table.writesEstimatedRowHeight = node["estimatedRowHeight"] != nil
            table.sectionHeaderHeight = number(position, "sectionHeaderHeight")
            table.sectionFooterHeight = number(position, "sectionFooterHeight")
            table.estimatedSectionHeaderHeight = number(position, "estimatedSectionHeaderHeight")
            table.estimatedSectionFooterHeight = number(position, "estimatedSectionFooterHeight")
            table.separatorStyle = node["separatorStyle"]
            table.cellLayoutMarginsFollowReadableWidth = flag(node["cellLayoutMarginsFollowReadableWidth"])
            table.insetsContentViewsToSafeArea = node["insetsContentViewsToSafeArea"].map(flag) ?? true
            table.separatorInsetReference = node["separatorInsetReference"]
            view.table = table
        case .collectionView:
            view.collection = IBCollectionViewProperties()
        case .tableViewCell, .collectionViewCell, .collectionReusableView, .tableViewHeaderFooterView:
            view.cell = IBCellProperties(reuseIdentifier: node["reuseIdentifier"], style: node["style"],
                                         accessoryType: node["accessoryType"], selectionStyle: node["selectionStyle"],
                                         rowHeight: number(position, "rowHeight"))
            view.cell?.textLabelID = node["textLabel"]
            view.cell?.detailTextLabelID = node["detailTextLabel"]
            view.cell?.imageViewID = node["imageView"]
        default:
            break
        }
    }

    private mutating func readAttributedText(_ position: Int, into content: inout IBContent) {
        var text = ""
        for fragment in tree.children(of: position, named: "fragment") {
            if let value = tree.nodes[fragment]["content"] {
                text += value
            } else if let string = tree.child(of: fragment, named: "string", key: "content") {
                text += tree.nodes[string].text
            }
            guard let attributes = tree.child(of: fragment, named: "attributes") else { continue }
            if content.font == nil, let fontNode = tree.child(of: attributes, named: "font", key: "NSFont") {
                // A metaFont without a size is drawn at that font's own size.
                let size = fontSize(fontNode, "size") ?? tree.nodes[fontNode]["metaFont"].flatMap(IBControlMetrics.metaFontSize)
                content.font = IBFont(type: nil, textStyle: nil, name: tree.nodes[fontNode]["name"],
                                      family: nil, pointSize: size, weight: nil).readingSystemFontNames
            }
            if content.paragraphStyle == nil, let style = tree.child(of: attributes, named: "paragraphStyle", key: "NSParagraphStyle") {
                let points = IBControlMetrics.largestParagraphMetric
                content.paragraphStyle = IBParagraphStyle(
                    lineHeightMultiple: paragraphMetric(style, "lineHeightMultiple", upTo: IBControlMetrics.largestLineHeightMultiple, unit: ""),
                    minimumLineHeight: paragraphMetric(style, "minimumLineHeight", upTo: points),
                    maximumLineHeight: paragraphMetric(style, "maximumLineHeight", upTo: points),
                    lineSpacing: paragraphMetric(style, "lineSpacing", upTo: points),
                    paragraphSpacing: paragraphMetric(style, "paragraphSpacing", upTo: points),
                    paragraphSpacingBefore: paragraphMetric(style, "paragraphSpacingBefore", upTo: points))
            }
        }
        content.text = text
    }

    private mutating func collectionLayout(_ position: Int) -> IBCollectionLayout {
        let node = tree.nodes[position]
        var layout = IBCollectionLayout(element: node.name, customClass: node["customClass"])
        layout.scrollDirection = node["scrollDirection"]
        layout.automaticEstimatedItemSize = flag(node["automaticEstimatedItemSize"])
        layout.minimumLineSpacing = number(position, "minimumLineSpacing")
        layout.minimumInteritemSpacing = number(position, "minimumInteritemSpacing")
        layout.sectionInsetReference = node["sectionInsetReference"]
        for child in node.children {
            let childNode = tree.nodes[child]
            switch (childNode.name, childNode["key"]) {
            case ("size", "itemSize"): layout.itemSize = size(child)
            case ("size", "estimatedItemSize"): layout.estimatedItemSize = size(child)
            case ("size", "headerReferenceSize"): layout.headerReferenceSize = size(child)
            case ("size", "footerReferenceSize"): layout.footerReferenceSize = size(child)
            case ("inset", "sectionInset"): layout.sectionInset = minMaxInsets(child)
            default: break
            }
        }
        return layout
    }

    // MARK: - Constraints and variations

    private mutating func buildConstraint(_ position: Int, ownerID: String) -> IBConstraint? {
        let node = tree.nodes[position]
        let label = node["id"].map { "constraint '\($0)'" } ?? "constraint"
        guard let firstName = node["firstAttribute"] else {
            warn(.unknownLayoutAttribute(""), at: position, "\(label) has no firstAttribute; dropped")
            return nil
        }
        guard let firstAttribute = IBLayoutAttribute(ibName: firstName) else {
            warn(.unknownLayoutAttribute(firstName), at: position, "\(label) has the unknown attribute '\(firstName)'; dropped")
            return nil
        }
        var secondAttribute: IBLayoutAttribute?
        if let secondName = node["secondAttribute"] {
            guard let parsed = IBLayoutAttribute(ibName: secondName) else {
                warn(.unknownLayoutAttribute(secondName), at: position, "\(label) has the unknown attribute '\(secondName)'; dropped")
                return nil
            }
            secondAttribute = parsed
        }
        let secondItem = node["secondItem"]
        if (secondItem == nil) != (secondAttribute == nil) {
            let missing = secondItem == nil ? "secondItem" : "secondAttribute"
            warn(.unreadableValue(attribute: missing, value: ""), at: position,
                 "\(label) has \(secondItem == nil ? "secondAttribute" : "secondItem") without \(missing); dropped")
            return nil
        }
        for reference in [node["firstItem"], secondItem].compactMap({ $0 }) {
            guard let entry = index[reference] else {
                warn(.unresolvedReference(reference), at: position,
                     "\(label) refers to the id '\(reference)', which no element carries; dropped")
                return nil
            }
            guard entry.role.isConstrainable else {
                warn(.notConstrainable(id: reference, element: entry.element), at: position,
                     "\(label) refers to '\(reference)', a <\(entry.element)> (line \(entry.line)), which is not a view or layout guide; dropped")
                return nil
            }
        }
        var multiplier = 1.0
        if let text = node["multiplier"] {
            if let value = Self.multiplier(text) {
                multiplier = value
            } else {
                warn(.unreadableValue(attribute: "multiplier", value: text), at: position,
                     "\(label) has the multiplier '\(text)', which is not a number, a ratio a:b or a/b, of at most \(formatPoints(Self.largestMagnitude)) in size; 1 used")
            }
        }
        var variations: [IBVariation] = []
        for child in tree.children(of: position, named: "variation") {
            variations.append(buildVariation(child))
        }
        return IBConstraint(
            id: node["id"], firstItem: node["firstItem"] ?? ownerID, firstItemIsImplicit: node["firstItem"] == nil,
            firstAttribute: firstAttribute, relation: keyword(position, "relation", default: .equal),
            secondItem: secondItem, secondAttribute: secondAttribute, multiplier: multiplier,
            multiplierText: node["multiplier"], constant: number(position, "constant") ?? 0,
            priority: number(position, "priority") ?? IBConstraint.requiredPriority,
            isPlaceholder: flag(node["placeholder"]), symbolic: flag(node["symbolic"]),
            identifier: node["identifier"], userLabel: node["userLabel"], ownerID: ownerID,
            variations: variations, line: node.line)
    }

    /// `0.5`, `4:3` or `21/15` → a number; `nil` when unreadable, not finite, larger than
    /// ``largestMagnitude`` or dividing by zero.
    static func multiplier(_ text: String) -> Double? {
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
            guard parts.count == 2, let numerator = readable(parts[0]), let denominator = readable(parts[1]),
                  denominator != 0 else { return nil }
            let quotient = numerator / denominator
            return abs(quotient) <= largestMagnitude ? quotient : nil
        }
        return readable(Substring(text))
    }

    /// `text` as a number, when it is one, finite and within ``largestMagnitude``.
    static func finiteNumber(_ text: String) -> Double? { readable(Substring(text)) }

    /// A multiplier's number, when finite and within ``largestMagnitude``.
    private static func readable(_ text: Substring) -> Double? {
        guard let value = Double(text), value.isFinite, abs(value) <= largestMagnitude else { return nil }
        return value
    }

    private mutating func buildVariation(_ position: Int) -> IBVariation {
        let node = tree.nodes[position]
        let key = node["key"] ?? "default"
        var masks: [IBVariationMask] = []
        for mask in tree.children(of: position, named: "mask") {
            var included: [String] = []
            var excluded: [String] = []
            for reference in tree.nodes[mask].children {
                let referenceNode = tree.nodes[reference]
                guard let id = referenceNode["reference"] else { continue }
                if index[id] == nil {
                    warn(.unresolvedReference(id), at: reference,
                         "variation '\(key)' refers to the id '\(id)', which no element carries")
                }
                if referenceNode.name == "include" { included.append(id) }
                if referenceNode.name == "exclude" { excluded.append(id) }
            }
            masks.append(IBVariationMask(key: tree.nodes[mask]["key"] ?? "", included: included,
                                         excluded: excluded, line: tree.nodes[mask].line))
        }
        let overrides = node.attributes.keys.filter { $0 != "key" }.sorted().map { name in
            IBAttributeOverride(name: name, value: node.attributes[name] ?? "")
        }
        return IBVariation(key: key, traits: IBTraits(key: key), masks: masks, overrides: overrides, line: node.line)
    }

    // MARK: - Controllers

    private mutating func buildController(_ position: Int) -> IBViewController {
        let node = tree.nodes[position]
        let kind = IBControllerKind(rawValue: node.name) ?? .unknown
        if kind == .unknown {
            warn(.unknownViewElement(node.name), at: position,
                 "unknown view controller element <\(node.name)> read as a plain view controller")
        }
        let id = node["id"] ?? "@line-\(node.line)"
        var controller = IBViewController(
            id: id, kind: kind, elementName: node.name, customClass: node["customClass"],
            customModule: node["customModule"], storyboardIdentifier: node["storyboardIdentifier"],
            title: node["title"], userLabel: node["userLabel"], view: nil, layoutGuides: [],
            simulatedMetrics: IBSimulatedMetrics(), segues: [], navigationBar: nil, toolbar: nil, tabBar: nil,
            navigationItem: nil, navigationBarHidden: flag(node["navigationBarHidden"]),
            toolbarHidden: node["toolbarHidden"].map(flag) ?? true,
            automaticallyAdjustsScrollViewInsets: node["automaticallyAdjustsScrollViewInsets"].map(flag),
            extendedLayoutIncludesOpaqueBars: flag(node["extendedLayoutIncludesOpaqueBars"]),
            hidesBottomBarWhenPushed: flag(node["hidesBottomBarWhenPushed"]), line: node.line)
        controller.modalPresentationStyle = node["modalPresentationStyle"]
        if kind == .viewControllerPlaceholder {
            if let name = node["storyboardName"], !name.isEmpty {
                controller.storyboardReference = IBStoryboardReference(
                    storyboardName: name, referencedIdentifier: node["referencedIdentifier"].flatMap { $0.isEmpty ? nil : $0 },
                    bundleIdentifier: node["bundleIdentifier"])
            } else {
                warn(.unreadableValue(attribute: "storyboardName", value: node["storyboardName"] ?? ""), at: position,
                     "storyboard reference '\(id)' names no storyboard (storyboardName); it stays an empty controller")
            }
        }
        if kind == .splitViewController {
            controller.splitView = IBSplitViewSettings(
                preferredDisplayMode: node["preferredDisplayMode"],
                preferredPrimaryColumnWidthFraction: number(position, "preferredPrimaryColumnWidthFraction"),
                minimumPrimaryColumnWidth: number(position, "minimumPrimaryColumnWidth"),
                maximumPrimaryColumnWidth: number(position, "maximumPrimaryColumnWidth"))
        }
        for child in node.children {
            let childNode = tree.nodes[child]
            if roles[child] == .view {
                guard let view = builtViews.removeValue(forKey: child) else { continue }
                switch childNode["key"] {
                case "view": controller.view = view
                case "navigationBar":
                    controller.navigationBar = view
                    controller.navigationBarTranslucent = childNode["translucent"] != "NO"
                    controller.navigationBarPrefersLargeTitles = childNode["largeTitles"] == "YES"
                case "toolbar":
                    controller.toolbar = view
                    controller.toolbarTranslucent = childNode["translucent"] != "NO"
                case "tabBar":
                    controller.tabBar = view
                    controller.tabBarTranslucent = childNode["translucent"] != "NO"
                case "refreshControl":
                    controller.refreshControl = view
                default: break
                }
                continue
            }
            switch childNode.name {
            case "layoutGuides":
                for guide in tree.children(of: child, named: "viewControllerLayoutGuide") {
                    guard let guideID = tree.nodes[guide]["id"] else { continue }
                    controller.layoutGuides.append(IBLayoutGuide(id: guideID, kind: guideKind(guide), ownerID: id,
                                                                 line: tree.nodes[guide].line))
                }
            case "navigationItem":
                controller.navigationItem = IBNavigationItem(
                    id: childNode["id"], title: childNode["title"], prompt: childNode["prompt"],
                    largeTitleDisplayMode: childNode["largeTitleDisplayMode"], line: childNode.line)
            case "connections":
                controller.segues = segues(inConnections: child)
            case "extendedEdge" where childNode["key"] == "edgesForExtendedLayout":
                controller.edgesForExtendedLayout = Set(IBEdge.allCases.filter { flag(childNode[$0.rawValue]) })
            default:
                applySimulatedMetric(child, to: &controller.simulatedMetrics)
            }
        }
        return controller
    }

    private mutating func segues(inConnections connections: Int, warnUnresolved: Bool = true) -> [IBSegue] {
        var result: [IBSegue] = []
        let source = tree.nodes[connections].parent ?? connections
        for segue in tree.children(of: connections, named: "segue") {
            let node = tree.nodes[segue]
            guard let destination = node["destination"] else { continue }
            if warnUnresolved && index[destination] == nil {
                warn(.unresolvedReference(destination), at: segue,
                     "segue \(node["id"].map { "'\($0)' " } ?? "")refers to the destination '\(destination)', which no element carries")
            }
            result.append(IBSegue(id: node["id"], kind: node["kind"], relationship: node["relationship"],
                                  destination: destination, sourceID: tree.nodes[source]["id"],
                                  sourceElement: tree.nodes[source].name, identifier: node["identifier"],
                                  line: node.line, modalPresentationStyle: node["modalPresentationStyle"]))
        }
        return result
    }

    // MARK: - Scenes, top-level objects, document

    private mutating func buildDocument(_ root: Int) -> IBDocument {
        let node = tree.nodes[root]
        let type = node["type"] ?? ""
        let kind: IBFileKind = type.hasSuffix("Storyboard.XIB") || tree.child(of: root, named: "scenes") != nil
            ? .storyboard : .xib
        var scenes: [IBScene] = []
        var topLevel: [IBTopLevelObject] = []
        var images: [IBImageResource] = []
        var fontFiles: [String] = []
        var designables: [String: IBDesignableSize] = [:]
        var defaults: IBSimulatedMetrics?
        var deviceNode: Int?
        for child in node.children {
            let childNode = tree.nodes[child]
            switch childNode.name {
            case "device":
                deviceNode = deviceNode ?? child
            case "scenes":
                for scene in tree.children(of: child, named: "scene") where roles[scene] == .scene {
                    scenes.append(buildScene(scene))
                }
            case "objects":
                topLevel = buildTopLevelObjects(child)
            case "resources":
                for image in tree.children(of: child, named: "image") {
                    let imageNode = tree.nodes[image]
                    guard let name = imageNode["name"] else { continue }
                    let width = number(image, "width"), height = number(image, "height")
                    images.append(IBImageResource(
                        name: name, catalog: imageNode["catalog"],
                        size: width.flatMap { w in height.map { Size(width: w, height: $0) } }, line: imageNode.line))
                }
            case "customFonts":
                fontFiles += tree.children(of: child, named: "array").compactMap { tree.nodes[$0]["key"] }
            case "designables":
                for designable in tree.children(of: child, named: "designable") {
                    guard let id = tree.nodes[designable]["name"],
                          let size = tree.children(of: designable, named: "size").first(where: { tree.nodes[$0]["key"] == "intrinsicContentSize" })
                    else { continue }
                    // A dimension that is missing or unreadable drops the entry: the view is
                    // then sized as if nothing were recorded.
                    let readWidth = designableMetric(size, "width"), readHeight = designableMetric(size, "height")
                    guard case let .some(width) = readWidth, case let .some(height) = readHeight else { continue }
                    designables[id] = IBDesignableSize(width: width, height: height, line: tree.nodes[designable].line)
                }
            case "simulatedMetricsContainer":
                var metrics = IBSimulatedMetrics()
                for metric in childNode.children { applySimulatedMetric(metric, to: &metrics) }
                defaults = metrics
            default:
                break
            }
        }
        let device = readDevice(deviceNode, defaults: defaults, root: root)
            ?? inferredDevice(kind: kind, document: root)
        let ordered = warnings.enumerated().sorted { lhs, rhs in
            (lhs.element.warning.location.line, lhs.element.order) < (rhs.element.warning.location.line, rhs.element.order)
        }.map(\.element.warning)
        var document = IBDocument(
            fileName: tree.file, kind: kind, typeIdentifier: type, formatVersion: node["version"],
            toolsVersion: node["toolsVersion"], systemVersion: node["systemVersion"],
            targetRuntime: node["targetRuntime"], useAutolayout: flag(node["useAutolayout"]),
            useTraitCollections: flag(node["useTraitCollections"]), useSafeAreas: flag(node["useSafeAreas"]),
            isLaunchScreen: flag(node["launchScreen"]), device: device,
            initialViewControllerID: node["initialViewController"], scenes: scenes, topLevelObjects: topLevel,
            imageResources: images, defaultSimulatedMetrics: defaults, index: index, warnings: ordered,
            line: node.line)
        document.customFontFiles = fontFiles
        document.designableSizes = designables
        return document
    }

    /// A storyboard that names no device, no simulated screen and no size classes was drawn on
    /// Interface Builder's "Inferred" canvas of Xcode 5 to 7: the iPhone's Retina 4-inch screen,
    /// 320 × 568 (``IBDeviceTable/inferredCanvasID``). A xib keeps no device: its views' own
    /// frames are its design size.
    /// An iPad storyboard (`targetRuntime="iOS.CocoaTouch.iPad"`) was drawn on the iPad's
    /// 768 × 1024 (``IBDeviceTable/inferredIPadCanvasID``), in portrait as the iPhone's (no
    /// landscape file has been seen). Only storyboards saved before Xcode 8
    /// (``IBDeviceTable/inferredCanvasToolsVersionLimit``), with a warning naming the canvas taken.
    private mutating func inferredDevice(kind: IBFileKind, document root: Int) -> IBDevice? {
        let node = tree.nodes[root]
        let iPad = node["targetRuntime"] == "iOS.CocoaTouch.iPad"
        guard kind == .storyboard, !flag(node["useTraitCollections"]), node["targetRuntime"] == "iOS.CocoaTouch" || iPad,
              let tools = node["toolsVersion"].flatMap({ Double($0.split(separator: ".").first ?? "") }),
              tools < IBDeviceTable.inferredCanvasToolsVersionLimit else { return nil }
        let ibID = iPad ? IBDeviceTable.inferredIPadCanvasID : IBDeviceTable.inferredCanvasID
        let size = IBDeviceTable.entry(ibID: ibID).map { "\(Int($0.portraitSize.width)) × \(Int($0.portraitSize.height)) " } ?? ""
        warn(.notModelled("device"), at: root,
             "the storyboard names no device: it is laid out on Xcode 5–7's inferred \(iPad ? "iPad " : "")canvas, the \(size)'\(ibID)'")
        return IBDevice(ibID: ibID, orientation: .portrait, appearance: nil,
                        catalogDeviceID: IBDeviceTable.catalogDeviceID(ibID: ibID), source: .inferred, line: node.line)
    }

    private mutating func readDevice(_ deviceNode: Int?, defaults: IBSimulatedMetrics?, root: Int) -> IBDevice? {
        if let deviceNode, let ibID = tree.nodes[deviceNode]["id"] {
            let node = tree.nodes[deviceNode]
            let catalogID = IBDeviceTable.catalogDeviceID(ibID: ibID)
            if catalogID == nil {
                warn(.unknownDevice(ibID), at: deviceNode, "the device id '\(ibID)' has no catalog device")
            }
            return IBDevice(ibID: ibID, orientation: node["orientation"] == "landscape" ? .landscape : .portrait,
                            appearance: node["appearance"], catalogDeviceID: catalogID, source: .deviceElement,
                            line: node.line)
        }
        guard let screenType = defaults?.screenType, let container = tree.child(of: root, named: "simulatedMetricsContainer"),
              let screen = tree.child(of: container, named: "simulatedScreenMetrics") else { return nil }
        let ibID = String(screenType.split(separator: ".").first ?? "")
        let catalogID = IBDeviceTable.catalogDeviceID(ibID: ibID)
        if catalogID == nil {
            warn(.unknownDevice(ibID), at: screen, "the simulated screen '\(screenType)' has no catalog device")
        }
        let landscape = defaults?.orientation?.hasPrefix("landscape") ?? false
        return IBDevice(ibID: ibID, orientation: landscape ? .landscape : .portrait, appearance: nil,
                        catalogDeviceID: catalogID, source: .simulatedScreenMetrics, line: tree.nodes[screen].line)
    }

    private mutating func buildScene(_ position: Int) -> IBScene {
        let node = tree.nodes[position]
        var scene = IBScene(sceneID: node["sceneID"] ?? "@line-\(node.line)", viewController: nil, parkedViews: [],
                            placeholders: [], segues: [], line: node.line)
        for objects in tree.children(of: position, named: "objects") {
            for child in tree.nodes[objects].children {
                switch roles[child] {
                case .controller:
                    if scene.viewController == nil { scene.viewController = builtControllers.removeValue(forKey: child) }
                case .view:
                    if let view = builtViews.removeValue(forKey: child) { scene.parkedViews.append(view) }
                case .placeholder:
                    scene.placeholders.append(placeholder(child))
                case .document, .scene, .other:
                    break
                }
            }
        }
        if scene.viewController == nil {
            warn(.sceneWithoutController, at: position, "scene '\(scene.sceneID)' has no view controller")
        }
        let end = subtreeEnd[position]
        if position < end {
            for element in (position + 1)...end where tree.nodes[element].name == "connections" {
                // A controller's own segues were checked when it was built: no second warning.
                let source = tree.nodes[element].parent ?? element
                scene.segues += segues(inConnections: element, warnUnresolved: roles[source] != .controller)
            }
        }
        return scene
    }

    private mutating func buildTopLevelObjects(_ objects: Int) -> [IBTopLevelObject] {
        var result: [IBTopLevelObject] = []
        for child in tree.nodes[objects].children {
            let node = tree.nodes[child]
            switch roles[child] {
            case .placeholder:
                result.append(.placeholder(placeholder(child)))
            case .view:
                if let view = builtViews.removeValue(forKey: child) { result.append(.view(view)) }
            case .controller:
                if let controller = builtControllers.removeValue(forKey: child) { result.append(.viewController(controller)) }
            case .document, .scene, .other:
                result.append(.other(element: node.name, id: node["id"], line: node.line))
            }
        }
        return result
    }

    private func placeholder(_ position: Int) -> IBPlaceholder {
        let node = tree.nodes[position]
        var outlets: [IBOutlet] = []
        for connections in tree.children(of: position, named: "connections") {
            for outlet in tree.children(of: connections, named: "outlet") {
                let outletNode = tree.nodes[outlet]
                guard let property = outletNode["property"], let destination = outletNode["destination"] else { continue }
                outlets.append(IBOutlet(property: property, destination: destination, line: outletNode.line))
            }
        }
        return IBPlaceholder(id: node["id"] ?? "@line-\(node.line)", placeholderIdentifier: node["placeholderIdentifier"],
                             customClass: node["customClass"], outlets: outlets, line: node.line)
    }

    // MARK: - Simulated metrics

    private mutating func applySimulatedMetric(_ position: Int, to metrics: inout IBSimulatedMetrics) {
        let node = tree.nodes[position]
        func bar() -> IBSimulatedMetrics.Bar {
            node.name == "nil" ? .none
                : .bar(element: node.name, translucent: node["translucent"] != "NO", prompted: flag(node["prompted"]))
        }
        switch (node.name, node["key"]) {
        case ("size", "freeformSize"): metrics.freeformSize = size(position)
        case ("freeformSimulatedSizeMetrics", _): metrics.isFreeformDestination = true
        case ("modalPageSheetSimulatedSizeMetrics", _): metrics.sheetDestination = .pageSheet
        case ("modalFormSheetSimulatedSizeMetrics", _): metrics.sheetDestination = .formSheet
        case (_, "simulatedTopBarMetrics"): metrics.topBar = bar()
        case (_, "simulatedBottomBarMetrics"): metrics.bottomBar = bar()
        case (_, "simulatedStatusBarMetrics"), (_, "statusBar"): metrics.statusBar = bar()
        case ("simulatedOrientationMetrics", _): metrics.orientation = node["orientation"]
        case ("simulatedScreenMetrics", _): metrics.screenType = node["type"]
        default: break
        }
    }

    // MARK: - Values

    private func flag(_ value: String?) -> Bool { value == "YES" }

    /// The largest magnitude read for any number of a document (points, priorities, the parts
    /// of a multiplier): the readers' common bound, ``LayoutEngine/InputLimits/largestNumber``.
    /// Beyond it a value is refused with a warning.
    static let largestMagnitude = InputLimits.largestNumber

    private mutating func number(_ position: Int, _ attribute: String) -> Double? {
        guard let text = tree.nodes[position][attribute] else { return nil }
        guard let value = Double(text), value.isFinite else {
            warn(.unreadableValue(attribute: attribute, value: text), at: position,
                 "\(attribute)=\"\(text)\" on <\(tree.nodes[position].name)> is not a number; ignored")
            return nil
        }
        guard abs(value) <= Self.largestMagnitude else {
            warn(.unreadableValue(attribute: attribute, value: text), at: position,
                 "\(attribute)=\"\(text)\" on <\(tree.nodes[position].name)> is not a number of at most \(formatPoints(Self.largestMagnitude)) in size; ignored")
            return nil
        }
        return value
    }

    /// One dimension of a designable's rendered intrinsic size: `.some(nil)` for -1
    /// (`UIView.noIntrinsicMetric`), `.some(value)` for a size up to
    /// ``IBControlMetrics/largestDesignableDimension``; `nil` (no reading) for a missing
    /// attribute or a value that is no such size, which is warned about.
    private mutating func designableMetric(_ position: Int, _ attribute: String) -> Double?? {
        guard tree.nodes[position][attribute] != nil, let value = number(position, attribute) else { return nil }
        if value == -1 { return .some(nil) }
        guard value >= 0, value <= IBControlMetrics.largestDesignableDimension else {
            let text = tree.nodes[position][attribute] ?? ""
            warn(.unreadableValue(attribute: attribute, value: text), at: position,
                 "\(attribute)=\"\(text)\" on <\(tree.nodes[position].name)> is not a size from 0 to \(Int(IBControlMetrics.largestDesignableDimension)) points; the recorded size is ignored")
            return nil
        }
        return .some(value)
    }

    /// A paragraph style's spacing, line height or line height multiple: a number from 0 to
    /// `limit` (``IBControlMetrics/largestParagraphMetric`` points, or
    /// ``IBControlMetrics/largestLineHeightMultiple`` for the multiple); anything else is warned
    /// about and read as 0, `NSParagraphStyle`'s default.
    private mutating func paragraphMetric(_ position: Int, _ attribute: String, upTo limit: Double, unit: String = " points") -> Double {
        guard let value = number(position, attribute) else { return 0 }
        guard value >= 0, value <= limit else {
            let text = tree.nodes[position][attribute] ?? ""
            warn(.unreadableValue(attribute: attribute, value: text), at: position,
                 "\(attribute)=\"\(text)\" on <\(tree.nodes[position].name)> is not between 0 and \(Int(limit))\(unit); read as 0")
            return 0
        }
        return value
    }

    private mutating func integer(_ position: Int, _ attribute: String) -> Int? {
        guard let value = number(position, attribute) else { return nil }
        return Int(exactly: value.rounded()) ?? nil
    }

    private mutating func placeholderDimension(_ position: Int, _ attribute: String) -> IBPlaceholderDimension? {
        guard let text = tree.nodes[position][attribute] else { return nil }
        if text == "infinite" { return IBPlaceholderDimension.none }
        return number(position, attribute).map { .points($0) }
    }

    private mutating func keyword<Value: RawRepresentable>(_ position: Int, _ attribute: String,
                                                           default fallback: Value) -> Value where Value.RawValue == String {
        guard let text = tree.nodes[position][attribute] else { return fallback }
        guard let value = Value(rawValue: text) else {
            warn(.unreadableValue(attribute: attribute, value: text), at: position,
                 "\(attribute)=\"\(text)\" on <\(tree.nodes[position].name)> is not a known value; \(fallback.rawValue) used")
            return fallback
        }
        return value
    }

    private mutating func rect(_ position: Int) -> Rect {
        Rect(x: number(position, "x") ?? 0, y: number(position, "y") ?? 0,
             width: number(position, "width") ?? 0, height: number(position, "height") ?? 0)
    }

    private mutating func size(_ position: Int) -> Size {
        Size(width: number(position, "width") ?? 0, height: number(position, "height") ?? 0)
    }

    private mutating func edgeInsets(_ position: Int) -> EdgeInsets {
        EdgeInsets(top: number(position, "top") ?? 0, left: number(position, "left") ?? 0,
                   bottom: number(position, "bottom") ?? 0, right: number(position, "right") ?? 0)
    }

    /// `<inset minX minY maxX maxY>`: IB's form of `UIEdgeInsets` (left, top, right, bottom).
    private mutating func minMaxInsets(_ position: Int) -> EdgeInsets {
        EdgeInsets(top: number(position, "minY") ?? 0, left: number(position, "minX") ?? 0,
                   bottom: number(position, "maxY") ?? 0, right: number(position, "maxX") ?? 0)
    }

    private mutating func font(_ position: Int) -> IBFont {
        let node = tree.nodes[position]
        return IBFont(type: node["type"], textStyle: node["style"], name: node["name"], family: node["family"],
                      pointSize: fontSize(position, "pointSize"), weight: node["weight"]).readingSystemFontNames
    }

    /// A font's size written in `attribute`: a size of 0 is UIKit's default size for the font
    /// (``IBControlMetrics/zeroPointSize``), in a `<fontDescription>` or an attributed string alike.
    private mutating func fontSize(_ position: Int, _ attribute: String) -> Double? {
        number(position, attribute).map { $0 == 0 ? IBControlMetrics.zeroPointSize : $0 }
    }

    private mutating func warn(_ kind: IBWarning.Kind, at position: Int, _ message: String) {
        warnings.append((order: warnings.count,
                         warning: IBWarning(kind: kind, location: tree.location(position), message: message)))
    }
}
