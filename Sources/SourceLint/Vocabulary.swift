import Foundation

/// What an identifier says about the code around it, the facts the rules combine.
struct WordClass: OptionSet, Hashable, Sendable {
    let rawValue: UInt16

    /// A bar or the home indicator: `statusBarHeight`, `navBar`, `kTabBarHeight`, `notch`.
    static let bar = WordClass(rawValue: 1 << 0)
    /// Layout geometry: `frame`, `inset`, `offset`, `constant`, `height`, `origin`, `y`.
    static let layout = WordClass(rawValue: 1 << 1)
    /// A vertical position: `top`, `bottom`, `y`, `origin`, `contentInset`, `offset`.
    static let position = WordClass(rawValue: 1 << 2)
    /// The safe area or an adjusted inset: `safeAreaLayoutGuide`, `safeAreaInsets`, `adjustedContentInset`.
    static let safeArea = WordClass(rawValue: 1 << 3)
    /// The screen's size: `UIScreen`, `mainScreen`, `nativeBounds`, `SCREEN_HEIGHT`.
    static let screen = WordClass(rawValue: 1 << 4)
    /// `statusBarFrame`.
    static let statusBarFrame = WordClass(rawValue: 1 << 5)
    /// An `isIPhoneX`-style helper: `isIPhoneX`, `kIsIPhoneX`, `hasNotch`.
    static let deviceHelper = WordClass(rawValue: 1 << 6)
    /// `automaticallyAdjustsScrollViewInsets`, `topLayoutGuide`, `bottomLayoutGuide`.
    static let deprecated = WordClass(rawValue: 1 << 7)
    /// Building a rectangle, insets or a constraint: `CGRect`, `UIEdgeInsets`, `constraint`, `make`.
    static let geometryBuilder = WordClass(rawValue: 1 << 8)
    /// A layout guide or anchor used in the pre-iOS 11 way: `topLayoutGuide`, `topAnchor`, `frame`.
    static let layoutCode = WordClass(rawValue: 1 << 9)
}

/// The word lists behind ``WordClass``. Identifiers are compared lowercased with `_` removed,
/// so `STATUS_BAR_HEIGHT`, `statusBarHeight` and `kStatusBarHeight` read the same.
enum Vocabulary {
    static let barWords = ["statusbar", "navbar", "navigationbar", "tabbar", "toolbar", "topbar", "bottombar",
                           "homeindicator", "notch", "titlebar", "headerbar", "navheight", "tabheight"]
    static let layoutWords = ["frame", "inset", "offset", "constant", "height", "origin", "rect", "top", "bottom"]
    static let positionWords = ["top", "bottom", "origin", "inset", "offset"]
    static let builderWords = ["cgrect", "uiedgeinsets", "edgeinsets", "constraint", "cgpoint", "cgsize", "nsedgeinsets"]
    static let deprecatedNames = ["automaticallyadjustsscrollviewinsets", "toplayoutguide", "bottomlayoutguide"]

    /// The heights and widths, in points and pixels, of iPhones and iPads.
    static let deviceSizes: Set<Int> = [
        320, 375, 390, 393, 402, 414, 428, 430, 440,
        480, 568, 667, 736, 812, 844, 852, 874, 896, 926, 932, 956,
        640, 750, 828, 1080, 1125, 1170, 1179, 1206, 1242, 1284, 1290, 1320,
        960, 1136, 1334, 1792, 1920, 2208, 2340, 2436, 2532, 2556, 2622, 2688, 2778, 2796, 2868,
        768, 810, 820, 834, 1024, 1080, 1112, 1180, 1194, 1366,
    ]

    /// The literals that are composite bar heights and almost never anything else in a vertical
    /// position: 64 (status bar + navigation bar), 88 (the same on notched iPhones), 83 (tab bar + home indicator).
    static let distinctive: Set<Int> = [64, 88, 83]

    /// The roles (a literal's or expression's assigned property, argument label or `CGRectMake`
    /// slot, normalized) that are a view's geometry: a frame, size or position, a `CGRect` /
    /// `CGSize` / `CGPoint` argument, a constraint's constant, `initWithFrame:`
    /// (`screen-bounds-layout`).
    static let viewGeometryRoles: Set<String> = ["frame", "bounds", "center", "size", "origin", "x", "y", "width", "height",
                                                 "constant", "equaltoconstant", "preferredcontentsize", "contentsize",
                                                 "itemsize", "estimateditemsize", "initwithframe"]

    /// Whether a statement naming `identifier` sizes something that should be the screen's size
    /// (`screen-bounds-layout` passes it over): a window (`UIWindow(frame:)`, `self.window = …`)
    /// or a toolbar (an input accessory, which UIKit sizes to the keyboard).
    static func excusesScreenBounds(_ identifier: Substring) -> Bool {
        let word = identifier.lowercased()
        return word.contains("window") || word.contains("toolbar")
    }

    /// `text` lowercased (ASCII) without underscores.
    static func normalize(_ text: Substring) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 where byte != UInt8(ascii: "_") {
            out.unicodeScalars.append(Unicode.Scalar(byte >= 65 && byte <= 90 ? byte + 32 : byte))
        }
        return out
    }

    /// The classes of an identifier, remembered: a project repeats its identifiers thousands
    /// of times, and classifying one runs dozens of substring searches.
    static func classify(_ identifier: Substring) -> WordClass {
        if let known = WordClassCache.shared.lookup(identifier) { return known }
        let classes = computeClasses(identifier)
        WordClassCache.shared.store(identifier, classes)
        return classes
    }

    /// The classes of an identifier, worked out.
    static func computeClasses(_ identifier: Substring) -> WordClass {
        let word = normalize(identifier)
        var c: WordClass = []
        if barWords.contains(where: { word.contains($0) }) { c.insert(.bar) }
        if word == "y" || word == "miny" || word == "maxy" || layoutWords.contains(where: { word.contains($0) }) { c.insert(.layout) }
        if word == "y" || word == "miny" || word == "maxy" || positionWords.contains(where: { word.contains($0) }) { c.insert(.position) }
        if word.contains("safearea") || word == "adjustedcontentinset" { c.insert(.safeArea) }
        if word == "uiscreen" || word == "mainscreen" || word == "nativebounds"
            || (word.contains("screen") && (word.contains("height") || word.contains("width") || word.contains("size") || word.contains("bounds"))) {
            c.insert(.screen)
        }
        if word.contains("statusbarframe") { c.insert(.statusBarFrame) }
        if isDeviceHelper(word), !saysNotRatherThanNotch(identifier) { c.insert(.deviceHelper) }
        if deprecatedNames.contains(word) { c.insert(.deprecated) }
        if builderWords.contains(where: { word.contains($0) }) { c.insert(.geometryBuilder) }
        if deprecatedNames.contains(word) || word.hasSuffix("anchor") || word == "frame" || word.contains("contentinset")
            || word.contains("constraint") || word == "edgesforextendedlayout" {
            c.insert(.layoutCode)
        }
        return c
    }

    /// Whether every "notch" in `identifier` is "Not" followed by a word starting "ch"
    /// (`isNotChildDirected`, `hasNotChanged`): lowercased, they read as `isnotch…` and
    /// `hasnotch…` (googleads' and Nordic's code in the lint corpus). A notch word ends at the
    /// identifier's end or a new word (`hasNotch`, `isNotchScreen`, `IS_NOTCH`) or goes on as
    /// `notched` / `notches`.
    static func saysNotRatherThanNotch(_ identifier: Substring) -> Bool {
        let chars = Array(identifier)
        var found = false
        var i = 0
        while i + 5 <= chars.count {
            if String(chars[i..<i + 5]).lowercased() == "notch" {
                found = true
                let rest = chars[(i + 5)...]
                let wordEnds = rest.first.map { !$0.isLowercase } ?? true
                let inflected = rest.starts(with: "ed") || rest.starts(with: "es")
                if wordEnds || inflected { return false }
            }
            i += 1
        }
        return found
    }

    /// Whether a normalized identifier names an `isIPhoneX`-style helper.
    static func isDeviceHelper(_ word: String) -> Bool {
        word.contains("iphonex") || word.contains("hasnotch") || word.contains("isnotch") || word.contains("notched")
            || word.hasPrefix("isbezelless") || word.contains("isfullscreendevice")
    }

    /// Whether a literal's role (an argument label, an assigned property) is horizontal — a
    /// width, an x, a leading or trailing inset — which no bar's height is (OsmAnd's
    /// `CGSize(width: tableView.bounds.width - 64, …)` in the lint corpus).
    static func isHorizontalRole(_ role: String) -> Bool {
        ["x", "minx", "maxx", "midx", "left", "right", "centerx"].contains(role)
            || ["width", "leading", "trailing", "horizontal"].contains { role.contains($0) }
    }

    /// Whether the anchors a statement names (`…Anchor` identifiers) are all horizontal —
    /// `leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 20)` is a side margin
    /// beside a bar, not its height (OsmAnd's toolbar buttons in the lint corpus). False when it
    /// names none.
    static func anchorsAreHorizontal(_ identifiers: [Substring]) -> Bool {
        let anchors = identifiers.filter(isAnchor)
        guard !anchors.isEmpty else { return false }
        return anchors.allSatisfy { anchor in ["leading", "trailing", "left", "right", "centerX", "width"].contains { anchor.hasPrefix($0) } }
    }

    /// Whether an identifier names a layout anchor (`topAnchor`), not an Objective-C selector
    /// piece that ends like one (`constraintEqualToAnchor`).
    static func isAnchor(_ identifier: Substring) -> Bool {
        identifier.hasSuffix("Anchor") && !identifier.hasPrefix("constraint")
    }

    /// Whether the `else` of an `#available(iOS major…)` whose branch uses the safe area is the
    /// same layout written for the iOS before it: under iOS 11 (when the safe area came) any
    /// frame or anchor layout; under a later version only the pre-iOS 11 guides, since there
    /// the branches differ for other reasons (iOS 13's bar appearances, iOS 26's design:
    /// rileytestut/Delta in the lint corpus).
    static func isPreSafeAreaFallback(_ elseWords: WordClass, major: Int) -> Bool {
        if elseWords.contains(.deprecated) { return true }
        return major == 11 && elseWords.contains(.layoutCode)
    }

    /// The smallest hit target Apple's Human Interface Guidelines ask of a control ("Buttons":
    /// a hit region of at least 44x44 pt): a button 44 pt tall is that, not a bar.
    static let minimumHitTarget = 44

    /// Whether `value` is a button's height: the minimum hit target, in a constraint on the
    /// `heightAnchor` of something named like a button, the last anchor before the number
    /// (`identifiers`: the statement's identifiers up to the number; seafile's
    /// `[self.cancelButton.heightAnchor constraintEqualToConstant:44]` in the lint corpus).
    static func isButtonHeight(_ value: Int, identifiers: [Substring]) -> Bool {
        guard value == minimumHitTarget, let anchor = identifiers.lastIndex(where: isAnchor),
              identifiers[anchor] == "heightAnchor", anchor > 0 else { return false }
        return identifiers[anchor - 1].lowercased().contains("button")
    }

    /// A file naming this many distinct model identifiers or names is a table of models (a
    /// device-name lookup for analytics, a debug screen, an NFC capability list: CocoaDebug,
    /// AlphaWallet, yubikit in the lint corpus, 12 to 55 each), not a layout check, which names
    /// one or two: its model strings are not reported.
    static let modelTableSize = 8

    /// Whether a string literal's text is a model identifier (`iPhone10,3`) or a notched iPhone's
    /// marketing name (`iPhone X`, `iPhone XS Max`).
    static func isModelString(_ text: Substring) -> Bool {
        let bytes = Array(text.utf8)
        let prefix = Array("iPhone".utf8)
        guard bytes.count > prefix.count, bytes.starts(with: prefix) else { return false }
        var i = prefix.count
        if bytes[i] == UInt8(ascii: " "), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "X") {
            return i + 2 == bytes.count || bytes[i + 2] == UInt8(ascii: " ") || bytes[i + 2] == UInt8(ascii: "S") || bytes[i + 2] == UInt8(ascii: "R")
        }
        var digits = 0
        while i < bytes.count, bytes[i] >= 48, bytes[i] <= 57 { i += 1; digits += 1 }
        guard digits > 0, i < bytes.count, bytes[i] == UInt8(ascii: ",") else { return false }
        i += 1
        var minor = 0
        while i < bytes.count, bytes[i] >= 48, bytes[i] <= 57 { i += 1; minor += 1 }
        return minor > 0 && i == bytes.count
    }

    static let comparisonOperators: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "===", "!=="]
    static let arithmeticOperators: Set<String> = ["+", "-", "*", "/", "+=", "-=", "*=", "/="]
}

/// The identifiers already classified, shared by every scan. Lookups and stores take a lock, so
/// files linted in parallel share it safely; the table stops growing at a fixed size, so a
/// generated file of unique names cannot make it unbounded.
final class WordClassCache: @unchecked Sendable {
    static let shared = WordClassCache()
    private static let capacity = 200_000
    private let lock = NSLock()
    private var table: [Substring: WordClass] = [:]

    func lookup(_ identifier: Substring) -> WordClass? {
        lock.lock()
        defer { lock.unlock() }
        return table[identifier]
    }

    func store(_ identifier: Substring, _ classes: WordClass) {
        lock.lock()
        defer { lock.unlock() }
        if table.count < Self.capacity { table[Substring(String(identifier))] = classes }
    }
}

extension Vocabulary {
    /// Identifiers that read a view's traits (or call the trait callback by hand): a file that
    /// names one outside `traitCollectionDidChange` sets its first size-class layout elsewhere.
    static let traitReads: Set<Substring> = ["traitCollection", "horizontalSizeClass", "verticalSizeClass",
                                             "traitCollectionDidChange", "registerForTraitChanges"]
    /// Identifiers that turn constraints on or off.
    static let constraintSwitches: Set<Substring> = ["activate", "deactivate", "isActive", "active",
                                                     "activateConstraints", "deactivateConstraints", "setActive"]
    /// What `size-class-layout-only-on-change` says, and what it suggests.
    /// The methods where a view is not yet on screen, so its `safeAreaInsets` are 0 (Apple,
    /// UIView.safeAreaInsets: "If the view is not currently installed in a view hierarchy, or is
    /// not yet visible onscreen, the edge insets in this property are 0"): `init…` too.
    static let beforeOnScreen: Set<String> = ["viewDidLoad", "loadView", "awakeFromNib", "viewWillAppear"]

    /// The finding's text for `safe-area-read-too-early`, naming the method.
    static func safeAreaReadTooEarly(in method: String) -> (message: String, suggestion: String) {
        ("safeAreaInsets is read in \(method), where the view is not on screen yet, so UIKit gives 0 (on the first appearance, for viewWillAppear); the layout is then made for no notch, bar or home indicator.",
         "Read the insets in viewDidLayoutSubviews or viewSafeAreaInsetsDidChange (layoutSubviews or safeAreaInsetsDidChange in a view), or pin to safeAreaLayoutGuide with constraints, which follow the insets.")
    }

    static let sizeClassOnlyOnChange = (
        message: "Constraints are switched by size class only in traitCollectionDidChange; from iOS 13 UIKit predicts a view's traits and does not call it when the view first appears, so the first layout has none of them.",
        suggestion: "Apply the constraints for the current traitCollection in viewDidLoad too (the traits are known there from iOS 13), or on iOS 17 register with registerForTraitChanges and set the first ones in viewDidLoad.")
}
