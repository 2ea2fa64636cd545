import DeviceCatalog

/// UIKit's rules for a view's safe area and layout margins, as pure functions of frames.
/// Rule numbers refer to docs/uikit-layout-semantics.md.
enum SafeAreaRules {
    /// Rule 1.2: the part of the superview's unsafe bands the view covers, in the view's own
    /// coordinates, never negative and never more than the superview's inset on that edge.
    static func insets(frame f: Rect, superviewBounds b: Rect, superviewInsets i: EdgeInsets) -> EdgeInsets {
        let safeTop = b.minY + i.top, safeBottom = b.maxY - i.bottom
        let safeLeft = b.minX + i.left, safeRight = b.maxX - i.right
        return EdgeInsets(top: clamp(safeTop - f.minY, 0, i.top),
                          left: clamp(safeLeft - f.minX, 0, i.left),
                          bottom: clamp(f.maxY - safeBottom, 0, i.bottom),
                          right: clamp(f.maxX - safeRight, 0, i.right))
    }

    /// Rule 1.4: a controller's root view adds its `additionalSafeAreaInsets`, edge by edge
    /// (negative values cancel an inset; the result is never negative).
    static func adding(_ additional: EdgeInsets, to insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: max(0, insets.top + additional.top), left: max(0, insets.left + additional.left),
                   bottom: max(0, insets.bottom + additional.bottom), right: max(0, insets.right + additional.right))
    }

    /// Rules 2.1–2.4: the effective layout margins.
    /// - `own`: the margins set on the view, or nil (8 pt; a root view: 16 at the sides from
    ///   the safe area, ``UIKitMetrics/rootDefaultSideMargin``, raised to the system minimum).
    /// - `systemMinimumSide`: a root view's minimum left/right margin (16 or 20).
    static func margins(own: EdgeInsets?, isRootView: Bool, systemMinimumSide: Double, respectsSystemMinimum: Bool = true, iOS: Int,
                        safeArea: EdgeInsets, insetsFromSafeArea: Bool,
                        preserving superMargins: EdgeInsets?, frame f: Rect, superviewSize: Size) -> EdgeInsets {
        var base: EdgeInsets
        if isRootView {
            let minimum = EdgeInsets(top: 0, left: systemMinimumSide, bottom: 0, right: systemMinimumSide)
            if let own, iOS >= 11, !respectsSystemMinimum {
                // `viewRespectsSystemMinimumLayoutMargins = false`: the view's own, 0 allowed.
                base = own
            } else if let own, iOS >= 11 {
                // Rule 2.2: iOS 11+ takes custom root margins as at least the system minimum.
                base = EdgeInsets(top: max(own.top, minimum.top), left: max(own.left, minimum.left),
                                  bottom: max(own.bottom, minimum.bottom), right: max(own.right, minimum.right))
            } else if iOS >= 11 {
                // No custom margins: UIKit's default 16 pt at the sides, measured from the safe
                // area (rule 2.3), then raised to the system minimum measured from the view's
                // edge (below): an iPhone 11 in landscape 48 + 16 = 64, an iPhone 8 Plus in
                // landscape (regular width, no side band) 20 (rule 2.2).
                base = EdgeInsets(top: 0, left: UIKitMetrics.rootDefaultSideMargin, bottom: 0, right: UIKitMetrics.rootDefaultSideMargin)
            } else {
                // iOS 10 and earlier ignore custom root margins (rule 2.2, UYL-margins).
                base = minimum
            }
        } else {
            let d = UIKitMetrics.defaultLayoutMargin
            base = own ?? EdgeInsets(top: d, left: d, bottom: d, right: d)
        }
        if insetsFromSafeArea && iOS >= 11 {
            // Rule 2.3: additive, measured from the safe area.
            base = EdgeInsets(top: base.top + safeArea.top, left: base.left + safeArea.left,
                              bottom: base.bottom + safeArea.bottom, right: base.right + safeArea.right)
        }
        if isRootView && (respectsSystemMinimum || own == nil) && iOS >= 11 {
            // Rule 2.2: the system minimum holds from the view's edge.
            base = EdgeInsets(top: base.top, left: max(base.left, systemMinimumSide),
                              bottom: base.bottom, right: max(base.right, systemMinimumSide))
        }
        if let s = superMargins {
            // Rule 2.4: raised to keep the content inside the superview's margins. A view that
            // reaches past its superview's edge (a scroll view's content, longer than the scroll
            // view) takes at most the superview's margin there: measured from beyond the edge,
            // a margin that moves the content would grow it on every pass (nhsx/COVID-19-app's
            // Status.storyboard, twelfth held-out set: a stack in a scroll view whose bottom
            // margin grew to 69,189 pt).
            base = EdgeInsets(top: max(base.top, s.top - max(0, f.minY)), left: max(base.left, s.left - max(0, f.minX)),
                              bottom: max(base.bottom, s.bottom - max(0, superviewSize.height - f.maxY)),
                              right: max(base.right, s.right - max(0, superviewSize.width - f.maxX)))
        }
        return base
    }

    /// Rule 2.2: a root view's minimum side margin on this device and orientation, measured
    /// from the view's edge. Portrait phones at least ``UIKitMetrics/wideCompactPhoneWidth``
    /// wide keep 20 pt, narrower ones 16 (a table's own width decides its margins:
    /// ``tableSideMargin(device:metrics:tableWidth:)``). In landscape a phone without side bands keeps 20,
    /// whatever its size class: an iPhone 8 Plus (ish-app/ish's Roots.storyboard, Xcode 13,
    /// sixth held-out set: cell content at x 20) and an iPhone 8 (LTMorphingLabel's demo
    /// storyboard, Xcode 12, ninth set: the root's margins at x 20 and 647 of 667). A phone
    /// with side bands keeps 16 from its safe area, which is more than 20 from the edge
    /// (``margins(own:isRootView:systemMinimumSide:respectsSystemMinimum:iOS:safeArea:insetsFromSafeArea:preserving:frame:superviewSize:)``:
    /// monday.com's iPhone 11 in landscape, 48 + 16 = 64; xdripswift's Main.storyboard,
    /// Xcode 26 on an iPhone 12 in landscape, fifth set: its cells' content 16 pt in, not 20).
    /// **[uncertain]**: UIKit publishes neither threshold.
    ///
    /// `rootWidth`: a root view narrower than the screen (a freeform scene, a child's root in a
    /// container) takes the portrait phone's minimum by its own width. [obs]
    /// patchthecode/JTAppleCalendar's sample Main.storyboard (Xcode 15, retina6_1; third
    /// held-out set, docs/held-out-sets.md): a 375 pt freeform root on the 414 pt phone saves
    /// a scroll view pinned to its margins at x 16, 343 wide (line 160). A table keeps its own
    /// rule (``tableSideMargin(device:metrics:tableWidth:)``).
    static func systemMinimumSideMargin(device: Device, metrics: DeviceMetrics, rootWidth: Double? = nil) -> Double {
        // A root not placed yet (no width) keeps the screen's until it is.
        sideMargin(device: device, metrics: metrics, width: rootWidth.flatMap { $0 > 0 ? min($0, metrics.screenSize.width) : nil },
                   widePhoneWidth: UIKitMetrics.wideCompactPhoneWidth)
    }

    /// A table's own minimum side margin, which its cells follow: a root view's on the screen
    /// (``systemMinimumSideMargin(device:metrics:)``), and on a portrait phone also 20 pt for a
    /// table at least ``UIKitMetrics/wideTableCellPhoneWidth`` wide — the table's width, not the
    /// screen's. [obs] Held-out sets (docs/held-out-sets.md): pujiaxin33/JXCategoryView's and
    /// JXPagingView's examples (Xcode 13.0) save 375 pt freeform tables on a 414 pt phone with
    /// their cells' disclosure indicators 20 + 9.5 pt in, as on their 414 pt tables; scanbot's
    /// 375 pt table on a 390 pt phone keeps 16.
    static func tableSideMargin(device: Device, metrics: DeviceMetrics, tableWidth: Double) -> Double {
        max(systemMinimumSideMargin(device: device, metrics: metrics),
            tableSideMargin(device: device, metrics: metrics, drawnAloneAtWidth: tableWidth))
    }

    /// The side margin of a table drawn alone, not inside a screen's root (a cell Interface
    /// Builder draws on its own), at `width`: the table-width rule without the screen's root
    /// minimum (``TableView/sideMarginReferenceWidth``).
    static func tableSideMargin(device: Device, metrics: DeviceMetrics, drawnAloneAtWidth width: Double) -> Double {
        sideMargin(device: device, metrics: metrics, width: width, widePhoneWidth: UIKitMetrics.wideTableCellPhoneWidth)
    }

    /// The side minimum: 20 on an iPad and in landscape without side bands, 16 with them; on a
    /// portrait phone 20 where `width` (the screen's when nil) reaches `widePhoneWidth`, else 16.
    static func sideMargin(device: Device, metrics: DeviceMetrics, width: Double? = nil, widePhoneWidth: Double) -> Double {
        if device.family == .iPad { return UIKitMetrics.regularRootSideMargin }
        if metrics.orientation.isLandscape {
            let sideBands = metrics.safeAreaInsets.left > 0 || metrics.safeAreaInsets.right > 0
            return sideBands ? UIKitMetrics.compactRootSideMargin : UIKitMetrics.regularRootSideMargin
        }
        return (width ?? metrics.screenSize.width) >= widePhoneWidth ? UIKitMetrics.regularRootSideMargin : UIKitMetrics.compactRootSideMargin
    }

    /// Rule 5.7: edges snapped to the pixel grid in window coordinates, half away from zero.
    static func pixelRounded(_ r: Rect, scale: Double) -> Rect {
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        let minX = snap(r.minX), maxX = snap(r.maxX), minY = snap(r.minY), maxY = snap(r.maxY)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    static func clamp(_ v: Double, _ lo: Double, _ hi: Double) -> Double { min(max(v, lo), hi) }
}
