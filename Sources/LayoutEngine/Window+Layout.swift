import Cassowary
import DeviceCatalog

// The layout pass of docs/ARCHITECTURE.md: solve, assign pixel-rounded frames, derive safe
// areas and margins, feed them back through edit variables, repeat until nothing changes,
// then call back in UIKit's order.

extension Window {
    /// `layoutIfNeeded()`: lays the window out if anything changed since the last layout.
    public func layoutIfNeeded() {
        // Outside a controller operation (which calls them itself), a controller whose root
        // view this layout changed gets its layout pair; a pair that changes the layout gets a
        // further layout, bounded.
        guard controllerOperationDepth == 0, rootViewController != nil else { return layOutUntilSettled() }
        for _ in 0..<UIKitMetrics.maximumLayoutPasses {
            guard needsLayout || generatedStale else { return }
            let before = rootViewLayouts()
            layOutUntilSettled()
            controllerOperation { layoutChangedRootViews(since: before) }
        }
        // The pairs still changing the layout after the last round: said, not looped on.
        guard needsLayout || generatedStale, !issues.contains(where: { $0.kind == .unsettled }) else { return }
        issues.append(LayoutIssue(kind: .unsettled,
                                  message: "The layout did not settle after \(UIKitMetrics.maximumLayoutPasses) rounds of viewWillLayoutSubviews / viewDidLayoutSubviews: a controller changed the layout again in each.",
                                  constraints: []))
    }

    /// Layout passes until nothing asks for one.
    func layOutUntilSettled() {
        // A callback that changes the layout (a constant set in `safeAreaInsetsDidChange`)
        // gets a further pass, as UIKit's next layout would; bounded like the inner passes.
        for _ in 0..<UIKitMetrics.maximumLayoutPasses {
            guard needsLayout || generatedStale else { return }
            layoutPass()
        }
        // Still wanting a layout after the last: said, as a pass that does not settle is.
        guard needsLayout || generatedStale else { return }
        issues.append(LayoutIssue(kind: .unsettled,
                                  message: "The layout did not settle after \(UIKitMetrics.maximumLayoutPasses) layouts: a callback (safeAreaInsetsDidChange, layoutMarginsDidChange, viewSafeAreaInsetsDidChange) or the rows coming into view changed it again after each.",
                                  constraints: []))
    }

    /// One layout: solve, derive safe areas and margins until they settle, then call back.
    func layoutPass() {
        updateContainers()
        updatePresentations()
        if treeChanged { rebuildOrder() }
        deliverTraitChanges()
        prepareScrollViewContents()
        // After the scroll views' contents: the cells a table or collection view just made
        // bring their stack views into the window, to be arranged in this pass too.
        for case let stack as StackView in orderedViews where stack.needsArrangement { stack.arrange() }
        regenerateConstraints()
        let root = rootFrame
        try? solver.suggestValue(rootView.variables.minY, root.minY)
        try? solver.suggestValue(rootView.variables.width, root.width)
        try? solver.suggestValue(rootView.variables.height, root.height)
        // The root view's frame is known before solving: its safe area and margins are
        // derived first, so guides on it are right in the first pass (a rotation of a screen
        // whose constraints name only the root's guides is one pass, not two).
        rootView.storedFrame = root
        deriveSafeAreasAndMargins(limit: 1)

        passIssues.removeAll()
        var settled = false
        var unsettledGuides: [String] = []
        for _ in 0..<UIKitMetrics.maximumLayoutPasses {
            var guidesMoved = false
            for guide in guides {
                let insets = guide.insets()
                if guide.suggested != insets {
                    try? solver.suggestValue(guide.top, insets.top)
                    try? solver.suggestValue(guide.left, insets.left)
                    try? solver.suggestValue(guide.bottom, insets.bottom)
                    try? solver.suggestValue(guide.right, insets.right)
                    guidesMoved = guidesMoved || guide.suggested != nil
                    guide.suggested = insets
                }
            }
            // A guide's insets are the constants of UIKit's guide constraints: a constraint
            // broken against the old insets is tried again, as after any constant change
            // (``constantDidChange(_:)``). A stack view that overlaps the home indicator band
            // only until its constraints place it (its margins taking the band's 34 pt for a
            // pass) keeps no conflict once it is above the band.
            if guidesMoved { retryBrokenConstraints() }
            solver.updateVariables()
            // A size bound can make the window's size or a guide's inset (edit variables) give
            // way; the suggested values are checked again until both hold (bounded).
            for _ in 0..<UIKitMetrics.maximumLayoutPasses {
                enforceSuggestedValues(root: root)
                guard enforceNonNegativeSizes() else { break }
            }
            assignFrames()
            let changes = constantChanges
            deriveSafeAreasAndMargins()
            unsettledGuides = guides.filter { $0.suggested != $0.insets() }.map(\.identifier) + unsettledScrollContents()
            if unsettledGuides.isEmpty, constantChanges == changes {
                settled = true
                break
            }
        }
        issues = conflictOrder.compactMap { conflictIssues[$0] } + passIssues
        if !settled {
            // Guides still moving are named; otherwise a constant set while margins are derived
            // (a cell's accessory room, a built-in label's end) kept changing.
            let cause = unsettledGuides.isEmpty
                ? "constraint constants set from margins (a table cell's accessory room or built-in labels) keep changing"
                : "the safe area or margins of \(unsettledGuides.joined(separator: ", ")) keep changing the constraints that place them"
            issues.append(LayoutIssue(kind: .unsettled,
                                      message: "The layout did not settle after \(UIKitMetrics.maximumLayoutPasses) passes: \(cause).",
                                      constraints: []))
        }
        needsLayout = scrollContentsAreStale
        laidOutOnce = true
        fireCallbacks()
    }

    func rebuildOrder() {
        orderedViews.removeAll(keepingCapacity: true)
        parentIndex.removeAll(keepingCapacity: true)
        var stack: [(View, Int)] = [(rootView, -1)]
        while let (v, parent) = stack.popLast() {
            let index = orderedViews.count
            orderedViews.append(v)
            parentIndex.append(parent)
            for child in v.subviews.reversed() { stack.append((child, index)) }
        }
        windowFrames = [Rect](repeating: .zero, count: orderedViews.count)
        solvedFrames = windowFrames
        treeChanged = false
    }

    /// Autoresizing-mask constraints (rule 5.4) and intrinsic-size constraints (rule 5.3) of
    /// the views whose inputs changed.
    func regenerateConstraints() {
        guard generatedStale else { return }
        for view in orderedViews where view.needsGeneratedConstraints {
            view.needsGeneratedConstraints = false
            guard view !== rootView else { continue }
            let key = ObjectIdentifier(view)
            if let old = generated.removeValue(forKey: key) {
                for c in old { try? solver.removeConstraint(c) }
            }
            clearGeneratedConflicts(of: view)
            // Most views under Auto Layout generate nothing: skip them without allocating.
            guard view.translatesAutoresizingMaskIntoConstraints || view.intrinsicContentSize.width != nil
                    || view.intrinsicContentSize.height != nil else { continue }
            var made: [Constraint] = []
            if view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview {
                made += autoresizingConstraints(view, in: parent)
            }
            made += intrinsicConstraints(view)
            var kept: [Constraint] = []
            for c in made {
                do {
                    try solver.addConstraint(c)
                    kept.append(c)
                } catch {
                    let involved: [String]
                    if case let .unsatisfiableConstraint(_, conflicting) = error {
                        involved = conflicting.map { text(of: $0) }
                    } else {
                        involved = [c.identifier ?? c.description]
                    }
                    let issue = LayoutIssue(kind: .unsatisfiable, message: """
                        Unable to simultaneously satisfy constraints.
                        \tProbably at least one of the constraints in the following list is one you don't want. \
                        (Look for NSAutoresizingMaskLayoutConstraints: \(view.identifier) keeps translatesAutoresizingMaskIntoConstraints on.)
                        (
                        \(involved.map { "    \"\($0)\"" }.joined(separator: ",\n"))
                        )

                        Will attempt to recover by breaking constraint
                        \(c.identifier ?? c.description)
                        """, constraints: involved, broken: c.identifier ?? c.description, brokenView: view.identifier)
                    recordGeneratedConflict(c, of: view, issue)
                }
            }
            if !kept.isEmpty { generated[key] = kept }
        }
        generatedStale = false
        // Generated constraints that went may make room for constraints broken earlier.
        retryBrokenConstraints()
    }

    /// Rule 5.4.b as linear constraints on the superview's size: each flexible part takes its
    /// share of the change in proportion to its length, fixed parts keep theirs.
    func autoresizingConstraints(_ view: View, in parent: View) -> [Constraint] {
        let v = view.variables, p = parent.variables
        // Constraints place alignment rectangles: the frame set by hand less its insets.
        let f = view.alignmentRect(forFrame: view.frame), s0 = parent.alignmentRect(forFrame: parent.frame).size
        let mask = view.autoresizingMask
        func axis(_ position: Variable, _ size: Variable, _ parentOrigin: Variable, _ parentSize: Variable,
                  x0: Double, w0: Double, total: Double, lead: Bool, flexible: Bool, trail: Bool, name: String) -> [Constraint] {
            // Positions are relative to the superview's origin, in window coordinates.
            let relative = position - parentOrigin
            let r0 = total - x0 - w0
            var out: [Constraint] = []
            switch (lead, flexible, trail) {
            case (false, false, _) where !lead:
                out.append(relative == x0)
                if trail || true { out.append(size == w0) }
            case (true, false, false):
                out.append(relative == parentSize - (total - x0))
                out.append(size == w0)
            case (false, true, false):
                out.append(relative == x0)
                out.append(size == parentSize - (total - w0))
            case (true, false, true):
                out.append(relative == x0 + 0.5 * parentSize - 0.5 * total)
                out.append(size == w0)
            case (true, true, false):
                let t = x0 + w0
                out.append(relative == (t > 0 ? x0 / t : 0) * (parentSize - r0))
                out.append(size == (t > 0 ? w0 / t : 1) * (parentSize - r0))
            case (false, true, true):
                let t = total - x0
                out.append(relative == x0)
                out.append(size == (t > 0 ? w0 / t : 1) * (parentSize - x0))
            case (true, true, true):
                out.append(relative == (total > 0 ? x0 / total : 0) * parentSize)
                out.append(size == (total > 0 ? w0 / total : 1) * parentSize)
            default:
                out.append(relative == x0)
                out.append(size == w0)
            }
            return out.map { $0.withIdentifier("\(view.identifier).autoresizing.\(name)") }
        }
        return axis(v.minX, v.width, p.minX, p.width, x0: f.x, w0: f.width, total: s0.width,
                    lead: mask.contains(.flexibleLeftMargin), flexible: mask.contains(.flexibleWidth),
                    trail: mask.contains(.flexibleRightMargin), name: "h")
            + axis(v.minY, v.height, p.minY, p.height, x0: f.y, w0: f.height, total: s0.height,
                   lead: mask.contains(.flexibleTopMargin), flexible: mask.contains(.flexibleHeight),
                   trail: mask.contains(.flexibleBottomMargin), name: "v")
    }

    /// Rule 5.3: `size ≤ intrinsic` at the hugging priority, `size ≥ intrinsic` at the
    /// compression-resistance priority, per axis that has an intrinsic size.
    func intrinsicConstraints(_ view: View) -> [Constraint] {
        var out: [Constraint] = []
        let v = view.variables
        // Made directly (not with operators and `withStrength`): one constraint object each.
        func make(_ size: Variable, _ value: Double, _ relation: RelationalOperator, _ priority: Double, _ name: String) -> Constraint {
            Constraint(Expression([Term(size)], constant: -value), relation, strength: .priority(LayoutPriority(priority).solvedValue),
                       identifier: "\(view.identifier).\(name)")
        }
        if let w = view.intrinsicContentSize.width {
            out.append(make(v.width, w, .lessThanOrEqual, view.huggingPriority.horizontal, "hugging.h"))
            out.append(make(v.width, w, .greaterThanOrEqual, view.compressionPriority.horizontal, "compression.h"))
        }
        if let h = view.intrinsicContentSize.height {
            out.append(make(v.height, h, .lessThanOrEqual, view.huggingPriority.vertical, "hugging.v"))
            out.append(make(v.height, h, .greaterThanOrEqual, view.compressionPriority.vertical, "compression.v"))
        }
        if let stack = view.superview as? StackView, let index = stack.arrangedIndex[ObjectIdentifier(view)],
           let size = stack.axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height {
            // "If any of the arranged views have an ambiguous size, the stack view resizes them
            // based on their index in the arrangedSubviews array" (Apple,
            // UIStackView.Distribution.fill). Below every priority, so only what every priority
            // leaves tied reaches it: an earlier view keeps its size, a later one gives (Delta's
            // Settings.storyboard, fifth held-out set: of two labels in an equalSpacing stack
            // 3 pt short, with equal compression resistance, Xcode shrinks the second). At that
            // level a tie against a view outside any stack (which has no such constraint) goes
            // the stack's way too. A fill stack's hugging ties are decided above this level,
            // toward equal lengths (UIKitMetrics.fillTieEqualSizeLevel).
            let variable = stack.axis == .horizontal ? v.width : v.height
            out.append(Constraint(Expression([Term(variable)], constant: -size), .equal,
                                  strength: Strength(level: UIKitMetrics.arrangedIndexTieBreakLevel, weight: 1 / Double(index + 1)),
                                  identifier: "\(view.identifier).UISV-index"))
            if stack.distribution == .fill, !view.isHidden, let anchor = stack.fillTieAnchor {
                out += fillTieConstraints(view, length: variable, intrinsic: size, in: stack, anchor: anchor)
            }
        }
        return out
    }

    /// A fill stack's hugging ties shared out equally (UIKitMetrics.fillTieEqualSizeLevel):
    /// `stretched ≥ length` and `stretched ≥ intrinsic` (required), `stretched` as small as
    /// it can be (UIKitMetrics.fillTieStretchedLengthLevel), so that it is the larger of the
    /// two; then each view's stretched length tends to the anchor's. A stretching stack ties
    /// the lengths themselves; a compressed one ties only the constant intrinsic lengths, so
    /// its ties still go by index (UIKitMetrics.arrangedIndexTieBreakLevel).
    func fillTieConstraints(_ view: View, length: Variable, intrinsic: Double, in stack: StackView, anchor: View) -> [Constraint] {
        let stretched = stack.stretchedLength(of: view)
        var out = [
            Constraint(Expression([Term(stretched), Term(length, -1)]), .greaterThanOrEqual, strength: .required,
                       identifier: "\(view.identifier).UISV-fill-tie-length"),
            Constraint(Expression([Term(stretched)], constant: -intrinsic), .greaterThanOrEqual, strength: .required,
                       identifier: "\(view.identifier).UISV-fill-tie-intrinsic"),
            Constraint(Expression([Term(stretched)]), .equal, strength: Strength(level: UIKitMetrics.fillTieStretchedLengthLevel),
                       identifier: "\(view.identifier).UISV-fill-tie-least"),
        ]
        if view !== anchor {
            out.append(Constraint(Expression([Term(stretched), Term(stack.stretchedLength(of: anchor), -1)]), .equal,
                                  strength: Strength(level: UIKitMetrics.fillTieEqualSizeLevel),
                                  identifier: "\(view.identifier).UISV-fill-tie"))
        }
        return out
    }

    /// Frames from the solution, edges snapped to the pixel grid in window coordinates.
    func assignFrames() {
        let scale = device.scale
        // The arrays are moved into locals for the loop and back after it: each access to a
        // class's stored property is checked for exclusivity at run time, and this loop
        // touches them a dozen times per view.
        let views = orderedViews, parents = parentIndex, solver = self.solver
        var solved: [Rect] = [], window: [Rect] = []
        swap(&solved, &solvedFrames)
        swap(&window, &windowFrames)
        defer {
            swap(&solved, &solvedFrames)
            swap(&window, &windowFrames)
        }
        for index in views.indices {
            let view = views[index]
            let v = view.variables
            let raw = Rect(x: solver.value(of: v.minX), y: solver.value(of: v.minY),
                           width: solver.value(of: v.width), height: solver.value(of: v.height))
            let aligned = SafeAreaRules.pixelRounded(raw, scale: scale), i = view.alignmentRectInsets
            // The solution is the alignment rectangle; the frame reaches beyond it by the insets.
            let rounded = i == .zero ? aligned : Rect(x: aligned.x - i.left, y: aligned.y - i.top,
                                                      width: aligned.width + i.left + i.right, height: aligned.height + i.top + i.bottom)
            solved[index] = rounded
            let parent = parents[index]
            if parent >= 0 {
                // Constraints place a scroll view's subviews in its content, so the solved
                // rectangles are in content space below a scroll view: the frame is relative to
                // the parent's solved rectangle, and the window position subtracts the
                // parent's bounds origin (its content offset).
                let p = solved[parent], origin = views[parent].boundsOrigin
                let frame = Rect(x: rounded.x - p.x, y: rounded.y - p.y, width: rounded.width, height: rounded.height)
                view.storedFrame = frame
                let w = window[parent]
                window[index] = Rect(x: w.x + frame.x - origin.x, y: w.y + frame.y - origin.y,
                                     width: rounded.width, height: rounded.height)
            } else {
                view.storedFrame = rounded
                window[index] = rounded
            }
            for guide in view.layoutGuides {
                let g = guide.variables
                let r = SafeAreaRules.pixelRounded(Rect(x: solver.value(of: g.minX), y: solver.value(of: g.minY),
                                                        width: solver.value(of: g.width), height: solver.value(of: g.height)), scale: scale)
                guide.layoutFrame = Rect(x: r.x - rounded.x, y: r.y - rounded.y, width: r.width, height: r.height)
            }
        }
    }

    /// Rules 1.2–1.4 and 2.1–2.4, top-down.
    /// `limit`: derive only the first views in tree order (1: the root view alone).
    func deriveSafeAreasAndMargins(limit: Int? = nil) {
        let hasSafeArea = iOS >= 11
        let views = orderedViews, parents = parentIndex
        for index in 0..<(limit.map { min($0, views.count) } ?? views.count) {
            let view = views[index]
            let p = parents[index]
            let parent: View? = p >= 0 ? views[p] : nil
            if let parent {
                if hasSafeArea {
                    let inherited = (parent as? ScrollView)?.insetsForSubviews ?? parent.safeAreaInsets
                    var insets = SafeAreaRules.insets(frame: view.frame, superviewBounds: parent.bounds, superviewInsets: inherited)
                    if view.isRootView {
                        // A sheet's card is below the status bar whatever its gap: its top
                        // inset is 0 (rule 7.2), also where a canvas draws it inside the band
                        // (``SheetCardPlacement/drawn(top:)``), whose card has no bottom one either.
                        if let controller = view.controller, isShownAsCard(controller) {
                            switch sheetCardPlacement {
                            case .laidOutFromTop:
                                // A view of the card's size at the window's top.
                                insets.top = safeAreaInsets.top
                                insets.bottom = max(0, view.frame.height - (bounds.height - safeAreaInsets.bottom))
                            case let .drawn(top):
                                insets.top = 0
                                if top.isFinite { insets.bottom = 0 }
                            case .uiKit:
                                insets.top = 0
                            }
                        }
                        insets = SafeAreaRules.adding(view.containerInsets, to: insets)
                        insets = SafeAreaRules.adding(view.additionalSafeAreaInsets, to: insets)
                    }
                    view.safeAreaInsets = insets
                } else {
                    view.safeAreaInsets = .zero
                }
            } else {
                // Rule 1.1.e: below an in-call bar the root view starts 20 pt lower, and the
                // 40 pt bar still overlaps it by the normal bar's height, so the window's
                // insets apply unchanged.
                let inherited = safeAreaInsets
                view.safeAreaInsets = hasSafeArea ? SafeAreaRules.adding(view.additionalSafeAreaInsets, to: inherited) : .zero
            }
            let table = parent as? TableView
            if let scroll = view as? ScrollView { updateScrollView(scroll) } else if let table { table.updateMargins(of: view, in: self) }
            view.effectiveLayoutMargins = SafeAreaRules.margins(
                own: view.layoutMargins, isRootView: view.isRootView,
                systemMinimumSide: view.isRootView ? systemMinimumSide(for: view) : 0,
                respectsSystemMinimum: view.viewRespectsSystemMinimumLayoutMargins, iOS: iOS,
                safeArea: view.safeAreaInsets, insetsFromSafeArea: view.insetsLayoutMarginsFromSafeArea,
                preserving: view.preservesSuperviewLayoutMargins ? parent?.effectiveLayoutMargins : nil,
                frame: view.frame, superviewSize: parent?.frame.size ?? bounds.size)
            if view.layoutMarginsFollowReadableWidth {
                let m = view.effectiveLayoutMargins
                let extra = UIKitMetrics.readableSideExtra(width: view.frame.width, margins: m, family: device.family)
                view.effectiveLayoutMargins = EdgeInsets(top: m.top, left: m.left + extra, bottom: m.bottom, right: m.right + extra)
            }
            // A cell outside any table follows its own margins and the window's iOS (a table
            // refreshes its cells as it sets their margins, ``TableView/updateMargins(of:in:)``).
            if table == nil, let cell = view as? TableViewCell {
                cell.tableMargins = nil  // a table it left no longer sets them
                cell.updateContentTrailing()
            }
        }
    }

    /// Rules 3.2 and 3.4 for one scroll view, once its safe area is known.
    func updateScrollView(_ scroll: ScrollView) {
        scroll.updateContentBeforeInsets(in: self)
        scroll.updateContentSizeFromGuide()
        // The content view of a controller: its root view, or a full-size subview of it.
        var owner = scroll.controller
        if owner == nil, let parent = scroll.superview, let c = parent.controller, scroll.frame.size == parent.frame.size {
            owner = c
        }
        let contained = owner?.parent is NavigationController || owner?.parent is TabBarController
        var overlap = EdgeInsets.zero
        if let owner, contained {
            // iOS 10: the bars over the view (topLayoutGuide / bottomLayoutGuide lengths).
            let statusBand = (statusBar == .hidden || metrics.statusBar.isHiddenInThisOrientation) ? 0 : metrics.statusBar.height
            let root = owner.view.containerInsets
            overlap = EdgeInsets(top: (owner.view.frameInWindow.minY < statusBand ? statusBand : 0) + root.top,
                                 left: 0, bottom: root.bottom + tabBarUnder(owner), right: 0)
        }
        scroll.updateAdjustedInset(iOS: iOS, isContainedContentView: contained,
                                   automaticallyAdjusts: owner?.automaticallyAdjustsScrollViewInsets ?? true, barOverlap: overlap)
        if scroll.updateContentAfterInsets(in: self) { scroll.contentMoved = true }
    }

    /// `safeAreaInsetsDidChange` and `layoutMarginsDidChange`, on the views whose values
    /// changed since the last layout, and only those (rule 1.6), in tree order. Hidden views
    /// and their subviews get none (rule 1.3.b); what they were last told stays, so a change
    /// made while hidden is reported once they show again. A view whose first safe area is
    /// zero gets no `safeAreaInsetsDidChange` for it: it changed from nothing UIKit reports.
    /// **[uncertain]** Semantics doc 1.6 takes the first callback to fire regardless as its
    /// default, with no log of a zero first value; the logged pushes (issue 5's table) all
    /// start from a non-zero one, which both readings report.
    func fireCallbacks() {
        var hiddenInTree = [Bool](repeating: false, count: orderedViews.count)
        for (index, view) in orderedViews.enumerated() {
            let p = parentIndex[index]
            hiddenInTree[index] = view.isHidden || (p >= 0 && hiddenInTree[p])
            if hiddenInTree[index] { continue }
            let safe = view.safeAreaInsets, margins = view.effectiveLayoutMargins
            if view.reportedSafeAreaInsets != safe && !(view.reportedSafeAreaInsets == nil && safe == .zero) {
                if let controller = view.controller {
                    notify(controller, "viewSafeAreaInsetsDidChange", insets: safe)
                }
                record(view.identifier, "safeAreaInsetsDidChange", safe)
                view.safeAreaInsetsDidChange()
            }
            if let before = view.reportedLayoutMargins, before != margins {
                if let controller = view.controller {
                    notify(controller, "viewLayoutMarginsDidChange", insets: safe)
                }
                record(view.identifier, "layoutMarginsDidChange", safe)
                view.layoutMarginsDidChange()
            }
            if let scroll = view as? ScrollView { reportAdjustedContentInset(scroll) }
            view.reportedSafeAreaInsets = safe
            view.reportedLayoutMargins = margins
        }
    }
}
