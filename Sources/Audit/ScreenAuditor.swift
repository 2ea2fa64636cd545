import DeviceCatalog
import Foundation
import LayoutEngine
import LayoutSpec

/// Applies the rules to one laid-out screen in one configuration.
struct ScreenAuditor {
    let snapshot: LayoutSnapshot
    let metrics: DeviceMetrics
    let windowInsets: EdgeInsets
    let statusBarShown: Bool
    let scene: String
    let locate: (String) -> SourceLocation
    let screenLocation: SourceLocation
    /// How far scrolling reaches for each view inside a scroll view (``ScrollReach``).
    var scrollReach: [String: ScrollReach] = [:]
    /// What clipping ancestors leave visible of each view under one (``Clipping``).
    var clipping: [String: Clipping] = [:]
    /// The device's navigation bar height under the last iOS before iOS 26's taller bars
    /// (`UIKitMetrics.lastIOSBeforeLiquidGlass`), when laid out on a later iOS: a fixed top
    /// bar sized for it (64 = 20 + 44) still clears the band, so it is not a
    /// `fixed-height-top-bar` finding. `nil` when laid out on that iOS or an earlier one, or on
    /// a device that never ran it (its first iOS is 26).
    var earlierNavigationBar: Double?
    /// The iOS whose rules laid the screen out when not the device's (an app in
    /// design-compatibility mode): every finding carries it (``Finding/designIOS``).
    var designIOS: Int?
    /// The point release of the iOS the audit was asked for, which every finding carries
    /// (``Finding/iOSPointRelease``).
    var iOSPointRelease: Int?
    /// A view its code places (``AuditScreen/placedByCode``): only ``AuditRules/ownLayoutRules``.
    var placedByCode = false

    var findings: [Finding] = []

    mutating func add(_ ruleID: String, view: String, message: String, rect: Rect?, overlap: Rect?,
                      at location: SourceLocation? = nil, subject: String? = nil) {
        let rule = AuditRules.rule(ruleID)
        findings.append(Finding(rule: rule.id, severity: rule.severity,
                                location: location ?? (view == scene ? screenLocation : locate(view)), scene: scene, view: view,
                                device: snapshot.deviceID, orientation: snapshot.orientation, iOS: metrics.iOS,
                                message: message, rect: rect, overlap: overlap, designIOS: designIOS,
                                iOSPointRelease: iOSPointRelease, subject: subject))
    }

    /// A `view-clipped-by-superview` finding when content `v` at `rect` reaches outside what a
    /// clipping ancestor leaves visible.
    mutating func checkClipping(_ v: LayoutSnapshot.ViewState, _ name: String, at rect: Rect) {
        guard AuditRules.contentTypes.contains(v.type), let clip = clipping[v.id], let cut = outside(rect, clip.visible) else { return }
        add("view-clipped-by-superview", view: v.id,
            message: "\(name) is cut off by '\(clip.ancestor)', which clips to its bounds (\(cut) lies outside it). Make the container large enough, or constrain the view inside it.",
            rect: rect, overlap: cut)
    }

    mutating func run(specViews: Set<String>) -> [Finding] {
        let screen = Rect(x: 0, y: 0, width: snapshot.screen.width, height: snapshot.screen.height)
        let safe = screen.inset(by: windowInsets)
        let statusBar = statusBarShown && metrics.statusBar.height > 0
            ? Rect(x: 0, y: 0, width: screen.width, height: metrics.statusBar.height) : nil
        let housing = metrics.sensorHousing.rect
        let homeBand = metrics.homeIndicator && windowInsets.bottom > 0
            ? Rect(x: 0, y: screen.height - windowInsets.bottom, width: screen.width, height: windowInsets.bottom) : nil
        let radius = metrics.cornerRadius ?? 0

        var hidden = Set<String>()
        for v in snapshot.views where v.hidden || (v.parent.map { hidden.contains($0) } ?? false) { hidden.insert(v.id) }

        for v in snapshot.views where specViews.contains(v.id) && !hidden.contains(v.id) {
            let r = v.windowFrame
            guard r.width > 0, r.height > 0 else { continue }
            let name = "'\(v.id)' (\(v.type))"
            if placedByCode {
                // Where the view sits on the screen is its code's to say: only an ancestor's clipping.
                checkClipping(v, name, at: r)
                continue
            }
            let reach = scrollReach[v.id]
            if r.intersection(screen).map({ $0.width < AuditRules.tolerance || $0.height < AuditRules.tolerance }) ?? true {
                // Content a scroll view can scroll into view is not lost.
                if reach?.canReveal(r, on: screen) != true {
                    add("view-off-screen", view: v.id, message: "\(name) is entirely off screen at \(r).", rect: r, overlap: nil)
                }
                continue
            }
            checkClipping(v, name, at: r)
            // Scrolled content under a band it can be scrolled clear of is where UIKit puts it.
            if let reach, reach.canClear(r, of: safe, on: screen, tolerance: AuditRules.tolerance) { continue }
            if AuditRules.contentTypes.contains(v.type), !Self.isFullBleed(v.type, r, screen: screen) {
                var placed = false
                if let h = housing, let o = overlap(r, h) {
                    add("content-under-sensor-housing", view: v.id,
                        message: "\(name) runs under the \(metrics.sensorHousing.kind == .dynamicIsland ? "Dynamic Island" : "notch") (\(o)). Pin it to the safe area layout guide instead of the view's edges.",
                        rect: r, overlap: o)
                    placed = true
                }
                if let s = statusBar, !placed, let o = overlap(r, s) {
                    add("content-under-status-bar", view: v.id,
                        message: "\(name) runs under the status bar (\(o)). Pin its top to the safe area's top, not the view's.",
                        rect: r, overlap: o)
                    placed = true
                }
                if let band = homeBand, let o = overlap(r, band) {
                    add("content-under-home-indicator", view: v.id,
                        message: "\(name) runs under the home indicator (\(o)). Pin its bottom to the safe area's bottom.",
                        rect: r, overlap: o)
                    placed = true
                }
                if radius > 0, let corner = clippedCorner(r, screen: screen, radius: radius) {
                    add("content-in-rounded-corner", view: v.id,
                        message: "\(name) reaches into the display's rounded \(corner) corner (radius \(points(radius)) pt) and is clipped there. Keep it inside the safe area.",
                        rect: r, overlap: nil)
                    placed = true
                }
                if AuditRules.controlTypes.contains(v.type), metrics.homeIndicator, radius > 0 {
                    // The bottom corners of the home-indicator band, as wide as the corner radius:
                    // where edge swipes start (Apple HIG, "Gestures": avoid controls there).
                    let band = windowInsets.bottom
                    let left = Rect(x: 0, y: screen.height - band, width: radius, height: band)
                    let right = Rect(x: screen.width - radius, y: screen.height - band, width: radius, height: band)
                    if let o = overlap(r, left) ?? overlap(r, right) {
                        add("control-in-bottom-corner", view: v.id,
                            message: "\(name) is a control in a bottom corner (\(o)), where the system's home and app-switch gestures compete for touches. Move it inward or up.",
                            rect: r, overlap: o)
                    }
                }
                if !placed, !safe.contains(r), var o = outside(r, safe) {
                    // Past the screen itself (a design for a wider screen), the view is cut off,
                    // not merely under a band: say by how much and on which sides, and show the
                    // part past the side it runs furthest past.
                    let message: String
                    let overruns = Self.overruns(r, screen: screen)
                    if let worst = overruns.first {
                        o = worst.piece
                        let sides = overruns.map { "\(points($0.by)) pt past the screen's \($0.edge) edge" }
                        message = "\(name) runs \(sides.joined(separator: " and ")) (\(o)), where it is cut off. Constrain it to the safe area layout guide or the layout margins."
                    } else {
                        message = "\(name) lies partly outside the safe area (\(o)). Constrain it to the safe area layout guide or the layout margins."
                    }
                    add("content-outside-safe-area", view: v.id, message: message, rect: r, overlap: o)
                }
            } else if reach == nil,  // a row or a cell of a scroll view is content, not a bar
                      abs(r.minY) < AuditRules.tolerance, abs(r.width - screen.width) < AuditRules.tolerance,
                      AuditRules.fixedBarHeights.contains(r.height.rounded()),
                      r.height != windowInsets.top, r.height != windowInsets.top + metrics.bars.navigationBar,
                      earlierNavigationBar.map({ r.height != windowInsets.top + $0 }) ?? true,
                      r.height < screen.height / 2 {
                add("fixed-height-top-bar", view: v.id,
                    message: "\(name) is a top bar of a fixed \(points(r.height)) pt; here the safe area's top is \(points(windowInsets.top)) pt, so its content does not clear the status bar or sensor housing as intended. Make its bottom the safe area's top + \(points(metrics.bars.navigationBar)).",
                    rect: r, overlap: nil)
            }
        }
        for var issue in snapshot.issues {
            // A screen reports what concerns its own views: not the views of a scene another
            // file's container view embeds (reported in that file), nor a conflict written there.
            if issue.kind == .ambiguous, !issue.views.isEmpty {
                let own = issue.views.filter(specViews.contains)
                if own.isEmpty { continue }
                if own.count < issue.views.count { issue = .ambiguous(views: own) }
            }
            if issue.kind == .unsatisfiable, let view = issue.brokenView, !specViews.contains(view),
               let place = issue.broken.flatMap(LayoutConstraint.place(in:)), !Self.isScreenFile(place.file, screenLocation.file) {
                continue
            }
            let id: String
            switch issue.kind {
            case .unsatisfiable: id = "unsatisfiable-constraints"
            case .ambiguous: id = "ambiguous-layout"
            case .unsettled: id = "unsettled-layout"
            }
            // A conflict points at the constraint UIKit breaks where it is written, else at the
            // view it constrains; other issues at the screen.
            let place = issue.broken.flatMap { Self.sourceLocation(of: $0, in: screenLocation.file) }
                ?? issue.brokenView.flatMap { specViews.contains($0) ? locate($0) : nil }
            add(id, view: scene, message: Self.message(of: issue, in: screenLocation.file), rect: nil, overlap: nil, at: place,
                subject: issue.kind == .unsatisfiable ? Self.subject(of: issue) : nil)
        }
        return findings
    }

    /// Whether a view of `type` at `r` is a full-bleed image: an image view as wide as the screen
    /// or as tall, a background or a header picture. Apple's Human Interface Guidelines
    /// ("Layout") ask for backgrounds and such visuals to extend to the display's edges, under
    /// the bars and past the rounded corners; only the content over them must keep clear.
    static func isFullBleed(_ type: String, _ r: Rect, screen: Rect) -> Bool {
        guard type == "imageView" else { return false }
        let tolerance = AuditRules.tolerance
        let acrossWidth = r.minX <= screen.minX + tolerance && r.maxX >= screen.maxX - tolerance
        let acrossHeight = r.minY <= screen.minY + tolerance && r.maxY >= screen.maxY - tolerance
        return acrossWidth || acrossHeight
    }

    /// The edges of the screen `r` runs past by at least the rules' tolerance, furthest first
    /// (ties in the order right, left, bottom, top), each with by how much and the part of `r`
    /// beyond it: a view wider than the screen and centred on it runs past both sides.
    static func overruns(_ r: Rect, screen: Rect) -> [(edge: String, by: Double, piece: Rect)] {
        let past: [(edge: String, by: Double, piece: Rect)] = [
            ("right", r.maxX - screen.maxX, Rect(x: screen.maxX, y: r.minY, width: r.maxX - screen.maxX, height: r.height)),
            ("left", screen.minX - r.minX, Rect(x: r.minX, y: r.minY, width: screen.minX - r.minX, height: r.height)),
            ("bottom", r.maxY - screen.maxY, Rect(x: r.minX, y: screen.maxY, width: r.width, height: r.maxY - screen.maxY)),
            ("top", screen.minY - r.minY, Rect(x: r.minX, y: r.minY, width: r.width, height: screen.minY - r.minY)),
        ]
        let beyond = past.enumerated().filter { $0.element.by >= AuditRules.tolerance }
        return beyond.sorted { $0.element.by != $1.element.by ? $0.element.by > $1.element.by : $0.offset < $1.offset }.map(\.element)
    }

    /// The most constraints a finding's message lists beside the one broken.
    static let listedConflictingConstraints = 6

    /// A layout issue of a screen written in `file` as one line: its first line (UIKit's), and
    /// for an unsatisfiable layout the constraint UIKit breaks to recover and those it
    /// conflicts with, each with the line it is written on, so the finding says what to change.
    static func message(of issue: LayoutIssue, in file: String) -> String {
        func shortened(_ constraint: String) -> String { Self.shortened(constraint, in: file) }
        let first = issue.message.split(separator: "\n").first.map(String.init) ?? issue.message
        guard issue.kind == .unsatisfiable else { return first }
        let headline = first.hasSuffix(".") ? String(first.dropLast()) : first
        let others = issue.constraints.filter { $0 != issue.broken }
        var text = headline
        if let broken = issue.broken { text += ": UIKit breaks \(shortened(broken)) to recover" }
        if !others.isEmpty {
            // Only the listed ones are written out (a conflict can name a hundred).
            let listed = listedConflictingConstraints
            let shown = others.prefix(listed).map(shortened).joined(separator: "; ")
            let more = others.count > listed ? "; and \(others.count - listed) more" : ""
            text += (issue.broken == nil ? ": " : "; it conflicts with ") + shown + more
        }
        // A mask's constraint can be neither removed nor lowered: the view should leave it.
        if let view = issue.brokenView, let broken = issue.broken, LayoutConstraint.place(in: broken) == nil,
           broken.contains(".autoresizing") {
            return text + ". Turn off translatesAutoresizingMaskIntoConstraints on '\(view)' and give it constraints of its own, or remove the constraint that conflicts with its frame."
        }
        return text + ". Remove or lower the priority of the one you don't want."
    }

    /// What a conflict is about, whatever line it is on: the constraint UIKit breaks, else the
    /// conflicting set, without where each is written (``Finding/subject``).
    static func subject(of issue: LayoutIssue) -> String {
        func withoutPlace(_ constraint: String) -> String { LayoutConstraint.place(in: constraint)?.constraint ?? constraint }
        if let broken = issue.broken { return withoutPlace(broken) }
        return issue.constraints.map(withoutPlace).joined(separator: "; ")
    }

    /// A constraint's text with its place as `(line 12)` where that place is in `file`, the
    /// screen's: the finding already names the file.
    static func shortened(_ constraint: String, in file: String) -> String {
        guard let place = LayoutConstraint.place(in: constraint), isScreenFile(place.file, file) else { return constraint }
        return "\(place.constraint) (line \(place.line))"
    }

    /// Where a constraint's text says it is written, when that is in `screenFile`, the
    /// screen's (a constraint of the storyboard or spec being audited), so a conflict points at
    /// the constraint to change.
    static func sourceLocation(of constraint: String, in screenFile: String) -> SourceLocation? {
        guard let place = LayoutConstraint.place(in: constraint), isScreenFile(place.file, screenFile) else { return nil }
        return SourceLocation(file: screenFile, line: place.line, column: 1)
    }

    /// Whether `file`, as a constraint's place names it (a path or the file's name), is `screenFile`.
    static func isScreenFile(_ file: String, _ screenFile: String) -> Bool {
        file == screenFile || screenFile.hasSuffix("/" + file)
    }

    func overlap(_ a: Rect, _ b: Rect) -> Rect? {
        guard let o = a.intersection(b), o.width >= AuditRules.tolerance, o.height >= AuditRules.tolerance else { return nil }
        return o
    }

    /// The part of `r` outside `safe`, as the bounding box of what sticks out, or nil.
    func outside(_ r: Rect, _ safe: Rect) -> Rect? {
        let pieces = [Rect(x: r.minX, y: r.minY, width: r.width, height: max(0, safe.minY - r.minY)),
                      Rect(x: r.minX, y: max(r.minY, safe.maxY), width: r.width, height: max(0, r.maxY - safe.maxY)),
                      Rect(x: r.minX, y: r.minY, width: max(0, safe.minX - r.minX), height: r.height),
                      Rect(x: max(r.minX, safe.maxX), y: r.minY, width: max(0, r.maxX - safe.maxX), height: r.height)]
        return pieces.first { $0.width >= AuditRules.tolerance && $0.height >= AuditRules.tolerance }
    }

    /// The corner of the screen whose rounded cut-out `r` reaches into, or nil.
    func clippedCorner(_ r: Rect, screen: Rect, radius: Double) -> String? {
        let corners: [(String, Point, Point)] = [
            ("top-left", Point(x: r.minX, y: r.minY), Point(x: radius, y: radius)),
            ("top-right", Point(x: r.maxX, y: r.minY), Point(x: screen.width - radius, y: radius)),
            ("bottom-left", Point(x: r.minX, y: r.maxY), Point(x: radius, y: screen.height - radius)),
            ("bottom-right", Point(x: r.maxX, y: r.maxY), Point(x: screen.width - radius, y: screen.height - radius)),
        ]
        for (name, p, center) in corners {
            let inCornerBox = (name.hasSuffix("left") ? p.x < center.x : p.x > center.x) && (name.hasPrefix("top") ? p.y < center.y : p.y > center.y)
            let dx = p.x - center.x, dy = p.y - center.y
            if inCornerBox && (dx * dx + dy * dy).squareRoot() > radius + AuditRules.tolerance { return name }
        }
        return nil
    }
}

/// `v` points as a message shows them: whole numbers without decimals, others with two. A
/// value no integer holds (a layout run away, beyond ±2⁵³, or not finite) is printed as is,
/// never converted.
func points(_ v: Double) -> String {
    guard v.isFinite, abs(v) < 0x1p53 else { return String(format: "%g", v) }
    return v == v.rounded() ? String(Int(v)) : String(format: "%.2f", v)
}
