import Cassowary

/// UIKit's `UIStackView`: nothing but the constraints it generates between itself, its
/// arranged subviews and spacer guides, as UIKit generates them (semantics doc §6, from kean's
/// dump of UIKit's constraints and TZStackView), so priorities, hugging and compression
/// resistance interact with them as on a device. Generated constraints carry UIKit's
/// identifiers (`UISV-spacing`, `UISV-canvas-connection`, …) so conflicts read like UIKit's log.
public final class StackView: View {
    /// `NSLayoutConstraint.Axis` of the arrangement.
    public enum Axis: String, Hashable, Sendable { case horizontal, vertical }
    /// `UIStackView.Distribution`.
    public enum Distribution: String, Hashable, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    /// `UIStackView.Alignment` (`leading` = `top`, `trailing` = `bottom`).
    public enum Alignment: String, Hashable, Sendable { case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline }

    /// `axis`.
    public var axis = Axis.horizontal { didSet { setNeedsArrangement() } }
    /// `distribution`.
    public var distribution = Distribution.fill { didSet { setNeedsArrangement() } }
    /// `alignment`.
    public var alignment = Alignment.fill { didSet { setNeedsArrangement() } }
    /// `spacing`.
    public var spacing = 0.0 { didSet { setNeedsArrangement() } }
    /// `isLayoutMarginsRelativeArrangement`.
    public var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsArrangement() } }
    /// `isBaselineRelativeArrangement` (vertical stacks).
    public var isBaselineRelativeArrangement = false { didSet { setNeedsArrangement() } }
    /// `arrangedSubviews`, in order.
    public private(set) var arrangedSubviews: [View] = []
    private var customSpacings: [ObjectIdentifier: Double] = [:]
    /// Each arranged view's index as of the last arrangement, for its tie-break constraint
    /// (`Window.intrinsicConstraints`).
    private(set) var arrangedIndex: [ObjectIdentifier: Int] = [:]
    /// For a fill stack, the arranged view (visible, with a length of its own along the axis)
    /// whose stretched length the others' are tied to (`Window.intrinsicConstraints`), and
    /// each arranged view's stretched length: the larger of its length and its intrinsic one.
    private(set) weak var fillTieAnchor: View?
    private var stretchedLengths: [ObjectIdentifier: Variable] = [:]
    private var generatedConstraints: [LayoutConstraint] = []
    private var spacers: [LayoutGuide] = []
    var needsArrangement = true

    /// Creates a stack view.
    public init(identifier: String) {
        super.init(identifier: identifier, typeName: "stackView")
    }

    /// `addArrangedSubview(_:)`: also a subview, on top.
    public func addArrangedSubview(_ view: View) {
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.append(view)
        setNeedsArrangement()
    }

    /// `removeArrangedSubview(_:)`: stays a subview.
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        if arrangedIndex.removeValue(forKey: ObjectIdentifier(view)) != nil { window?.markGeneratedStale(view) }
        stretchedLengths[ObjectIdentifier(view)] = nil
        setNeedsArrangement()
    }

    /// The variable standing for `view`'s stretched length (see ``fillTieAnchor``).
    func stretchedLength(of view: View) -> Variable {
        let key = ObjectIdentifier(view)
        if let v = stretchedLengths[key] { return v }
        let v = Variable(view.identifier, member: "stretchedLength")
        stretchedLengths[key] = v
        return v
    }

    /// `UIStackView.spacingUseDefault` (`FLT_MAX`): given to ``setCustomSpacing(_:after:)``, the
    /// view's custom spacing goes and the stack's ``spacing`` applies again.
    public static let spacingUseDefault = Double(Float.greatestFiniteMagnitude)
    /// `UIStackView.spacingUseSystem` (`FLT_MIN`): as ``spacing`` or a custom spacing, the system
    /// spacing (``UIKitMetrics/standardStackSpacing``).
    public static let spacingUseSystem = Double(Float.leastNormalMagnitude)

    /// `setCustomSpacing(_:after:)` (iOS 11); ``spacingUseDefault`` removes it.
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        customSpacings[ObjectIdentifier(view)] = spacing >= Self.spacingUseDefault ? nil : spacing
        setNeedsArrangement()
    }

    /// `customSpacing(after:)`: the space after `view` in points, its custom spacing or the
    /// stack's ``spacing``, with ``spacingUseSystem`` resolved to the system spacing.
    public func customSpacing(after view: View) -> Double {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? UIKitMetrics.standardStackSpacing : value
    }

    /// A stack's first baseline is its first visible arranged view's, its last baseline its
    /// last one's (semantics doc 6.3: a baseline-relative vertical stack measures its spacing
    /// between them). [obs] Provenance-Emu/Provenance's GameMoreInfo.storyboard line 68 (Xcode
    /// 16, seventh held-out set): a baseline-relative vertical stack of one-line horizontal
    /// stacks, spacing 29, saves its rows 29 pt apart. **[uncertain]** for horizontal stacks,
    /// where UIKit may take another arranged view's.
    public override var forFirstBaselineLayout: View {
        arrangedSubviews.first { !$0.isHidden && $0.superview === self }?.forFirstBaselineLayout ?? self
    }
    /// The last visible arranged view's last baseline (see ``forFirstBaselineLayout``).
    public override var forLastBaselineLayout: View {
        arrangedSubviews.last { !$0.isHidden && $0.superview === self }?.forLastBaselineLayout ?? self
    }

    /// After `view`'s intrinsic size changed from `old`: the stacks whose generated constraints
    /// read it arrange again, as UIKit recomputes them (semantics doc §6.1: "multipliers are
    /// recomputed when an intrinsic size changes"). Its own stack when it is proportional, or
    /// when it is a fill stack and the view gained or lost a length along the axis (the fill
    /// ties' anchor); then each enclosing proportional stack, which measures a nested stack by
    /// its content (``contentLength(of:along:)``).
    static func arrangedContentDidChange(of view: View, from old: (width: Double?, height: Double?)) {
        var child = view
        var depth = 0
        while let stack = child.superview as? StackView, depth < maximumNesting,
              stack.arrangedSubviews.contains(where: { $0 === child }) {
            if stack.distribution == .fillProportionally {
                stack.setNeedsArrangement()
            } else if depth == 0, stack.distribution == .fill {
                let new = view.intrinsicContentSize
                let hadLength = (stack.axis == .horizontal ? old.width : old.height) != nil
                let hasLength = (stack.axis == .horizontal ? new.width : new.height) != nil
                if hadLength != hasLength { stack.setNeedsArrangement() }
            }
            child = stack
            depth += 1
        }
    }

    /// How many enclosing stacks ``arrangedContentDidChange(of:from:)`` looks through.
    static let maximumNesting = 64

    func setNeedsArrangement() {
        needsArrangement = true
        window?.setNeedsLayout()
    }

    /// The alignment the arrangement applies: ``alignment``, except that the baseline
    /// alignments, which Apple documents as "only valid for horizontal stacks" (semantics doc
    /// §6.2), are taken as `fill` in a vertical stack. Aligning the baselines of views stacked
    /// one above another could only conflict with the spacing between them. **[uncertain]**:
    /// what UIKit draws then is not documented.
    var effectiveAlignment: Alignment {
        axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) ? .fill : alignment
    }

    /// Replaces the generated constraints with those of the current configuration.
    func arrange() {
        let alignment = effectiveAlignment
        LayoutConstraint.deactivate(generatedConstraints)
        generatedConstraints.removeAll()
        layoutGuides.removeAll { guide in spacers.contains { $0 === guide } }
        spacers.removeAll()
        needsArrangement = false
        // Each arranged view's tie-break by index (Window.intrinsicConstraints) follows the
        // order: only views whose index changed make theirs again.
        for (index, view) in arrangedSubviews.enumerated() where arrangedIndex.updateValue(index, forKey: ObjectIdentifier(view)) != index {
            window?.markGeneratedStale(view)
        }
        let visible = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        let hidden = arrangedSubviews.filter { $0.isHidden && $0.superview === self }
        // A fill stack's hugging ties (Window.intrinsicConstraints) name the first visible view
        // with a length of its own; when it changes, every arranged view makes its ties again.
        let anchor = distribution == .fill
            ? visible.first { (axis == .horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height) != nil }
            : nil
        if anchor !== fillTieAnchor {
            fillTieAnchor = anchor
            for view in arrangedSubviews { window?.markGeneratedStale(view) }
        }
        let horizontal = axis == .horizontal
        let lead: LayoutAttribute = horizontal ? .leading : .top
        let trail: LayoutAttribute = horizontal ? .trailing : .bottom
        let dim: LayoutAttribute = horizontal ? .width : .height
        let center: LayoutAttribute = horizontal ? .centerX : .centerY
        let crossLead: LayoutAttribute = horizontal ? .top : .leading
        let crossTrail: LayoutAttribute = horizontal ? .bottom : .trailing
        let crossDim: LayoutAttribute = horizontal ? .height : .width
        let crossCenter: LayoutAttribute = horizontal ? .centerY : .centerX
        let canvas: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        var made: [LayoutConstraint] = []
        func c(_ a: LayoutItem, _ aa: LayoutAttribute, _ r: LayoutRelation, _ b: LayoutItem?, _ ba: LayoutAttribute,
               multiplier: Double = 1, constant: Double = 0, priority: Double = 1000, _ id: String) {
            let constraint = LayoutConstraint(item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba,
                                              multiplier: multiplier, constant: constant, priority: LayoutPriority(priority))
            constraint.identifier = id
            made.append(constraint)
        }
        for view in hidden { c(view, dim, .equal, nil, .notAnAttribute, "UISV-hiding") }
        // Hidden arranged views keep their place in the sequence with no length (semantics doc
        // §6.3): half the spacing after the visible view before them when a visible one follows,
        // at its end when none does, at the canvas's start when none precedes; across the axis
        // where the alignment puts the visible ones. Without a place, a hidden view's frame was
        // wherever the solver left it, and the ambiguity check reported it.
        if !hidden.isEmpty {
            let ordered = arrangedSubviews.filter { $0.superview === self }
            let lastVisible = ordered.lastIndex { !$0.isHidden } ?? -1
            var previousVisible: View?
            for (index, view) in ordered.enumerated() {
                guard view.isHidden else { previousVisible = view; continue }
                if let previous = previousVisible {
                    let gap = index < lastVisible ? customSpacing(after: previous) / 2 : 0
                    c(view, lead, .equal, previous, trail, constant: gap, "UISV-hiding-position")
                } else {
                    c(view, lead, .equal, canvas, lead, "UISV-hiding-position")
                }
                switch alignment {
                case .fill, .leading, .top: c(view, crossLead, .equal, canvas, crossLead, "UISV-alignment")
                case .trailing, .bottom: c(view, crossTrail, .equal, canvas, crossTrail, "UISV-alignment")
                case .center, .firstBaseline, .lastBaseline: c(view, crossCenter, .equal, canvas, crossCenter, "UISV-alignment")
                }
                if alignment == .fill {
                    c(view, crossDim, .equal, canvas, crossDim, priority: 999, "UISV-alignment")
                } else {
                    c(view, crossDim, .equal, nil, .notAnAttribute, priority: 25, "UISV-ambiguity-suppression")
                }
            }
        }
        guard let first = visible.first, let last = visible.last else {
            c(self, dim, .equal, nil, .notAnAttribute, priority: 49, "UISV-canvas-fit")
            activate(made)
            return
        }

        // Along the axis.
        c(first, lead, .equal, canvas, lead, "UISV-canvas-connection")
        c(canvas, trail, .equal, last, trail, "UISV-canvas-connection")
        for (index, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
            let gap = customSpacing(after: previous)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                if isBaselineRelativeArrangement && !horizontal {
                    c(next, .firstBaseline, .equal, previous, .lastBaseline, constant: gap, "UISV-spacing")
                } else {
                    c(next, lead, .equal, previous, trail, constant: gap, "UISV-spacing")
                }
            case .equalSpacing, .equalCentering:
                let spacer = LayoutGuide(identifier: "\(identifier).UISV-distributing-spacer\(index)")
                addLayoutGuide(spacer)
                spacers.append(spacer)
                // A baseline-relative vertical stack measures its gaps from a view's last
                // baseline to the next one's first, as the fill distributions do.
                let baselines = isBaselineRelativeArrangement && !horizontal
                let from: LayoutAttribute = distribution == .equalSpacing ? (baselines ? .lastBaseline : trail) : center
                let to: LayoutAttribute = distribution == .equalSpacing ? (baselines ? .firstBaseline : lead) : center
                c(spacer, lead, .equal, previous, from, "UISV-distributing-edge")
                c(next, to, .equal, spacer, trail, "UISV-distributing-edge")
                if baselines {
                    c(next, .firstBaseline, .greaterThanOrEqual, previous, .lastBaseline, constant: gap, "UISV-spacing")
                } else {
                    c(next, lead, .greaterThanOrEqual, previous, trail, constant: gap, "UISV-spacing")
                }
                if index > 0, let firstSpacer = spacers.first {
                    c(spacer, dim, .equal, firstSpacer, dim,
                      priority: distribution == .equalSpacing ? 1000 : 149 - Double(index - 1), "UISV-fill-equally")
                }
            }
        }
        if distribution == .fillEqually {
            for view in visible.dropFirst() { c(view, dim, .equal, first, dim, "UISV-fill-equally") }
        }
        if distribution == .fillProportionally {
            // Each view takes the canvas in proportion to its content length against the
            // content and the spacing together (semantics doc §6: m_i = intrinsic_i / (Σ
            // intrinsic + (n−1)·spacing)): view = canvas × size / (Σ sizes + gaps), at
            // falling priorities, so the last view takes what is left when that does not add
            // up. Where the stack fits its content both read the same as sharing the space left
            // after spacing; where it does not they part, and the saved frames take this one.
            // [obs] TencentCloud/TIMSDK's TestForSearchMessageViewController.xib (East Asian
            // batch 1, docs/held-out-sets.md, lines 110–147): 98.5 pt proportional stacks of
            // spacing −20, a 12 pt label beside a switch (49 pt alignment width): "文本" (25
            // wide) saved 45.5 = 98.5 × 25 / (25 + 49 − 20), "userID" (37) 55, "nick" (23.6)
            // 44, "remark" (39.7) 57, each switch the rest; sharing 118.5 gave 40, 51, 38.5, 53.
            // xdripswift's Main.storyboard (fifth set) gains two frames; no file loses one.
            var sizes = visible.map { max(0, Self.contentLength(of: $0, along: axis)) }
            let gaps = zip(visible, visible.dropFirst()).reduce(0) { $0 + customSpacing(after: $1.0) }
            // No arranged view with a content length: the space is shared equally (at the
            // proportional constraints' priorities, not required as `.fillEqually`'s). [obs]
            // dyte-io/ios-samples' SixPeerView.xib (nineteenth held-out set, line 51): three
            // nested stacks of views without intrinsic sizes in a 626 pt proportional stack,
            // spacing 10, are saved 202 tall each. So the total below is never 0.
            let noContent = sizes.allSatisfy { $0 == 0 }
            if noContent { sizes = sizes.map { _ in 1 } }
            let total = sizes.reduce(0, +)
            for (index, (view, size)) in zip(visible, sizes).enumerated() {
                if !noContent, total + gaps > 0 {
                    c(view, dim, .equal, canvas, dim, multiplier: size / (total + gaps),
                      priority: 999 - Double(index), "UISV-fill-proportionally")
                } else {
                    let share = size / total
                    c(view, dim, .equal, canvas, dim, multiplier: share, constant: -share * gaps,
                      priority: 999 - Double(index), "UISV-fill-proportionally")
                }
            }
        }

        // Across the axis.
        switch alignment {
        case .fill:
            for view in visible {
                c(view, crossLead, .equal, canvas, crossLead, "UISV-alignment")
                c(view, crossTrail, .equal, canvas, crossTrail, "UISV-alignment")
            }
        case .leading, .top:
            for view in visible {
                c(view, crossLead, .equal, canvas, crossLead, "UISV-alignment")
                c(view, crossTrail, .lessThanOrEqual, canvas, crossTrail, "UISV-spanning-boundary")
            }
        case .trailing, .bottom:
            for view in visible {
                c(view, crossTrail, .equal, canvas, crossTrail, "UISV-alignment")
                c(view, crossLead, .greaterThanOrEqual, canvas, crossLead, "UISV-spanning-boundary")
            }
        case .center:
            for view in visible {
                c(view, crossCenter, .equal, canvas, crossCenter, "UISV-alignment")
                c(view, crossLead, .greaterThanOrEqual, canvas, crossLead, "UISV-spanning-boundary")
                c(view, crossTrail, .lessThanOrEqual, canvas, crossTrail, "UISV-spanning-boundary")
            }
        case .firstBaseline, .lastBaseline:
            let baseline: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            for view in visible {
                if view !== first { c(view, baseline, .equal, first, baseline, "UISV-alignment") }
                c(view, crossLead, .greaterThanOrEqual, canvas, crossLead, "UISV-spanning-boundary")
                c(view, crossTrail, .lessThanOrEqual, canvas, crossTrail, "UISV-spanning-boundary")
            }
        }
        if alignment != .fill {
            // The stack hugs its tallest view, and a view with no size of its own across the axis
            // keeps the size it has (``ambiguitySuppressionLength(of:)``).
            c(self, crossDim, .equal, nil, .notAnAttribute, priority: 51, "UISV-spanning-fit")
            for view in visible {
                c(view, crossDim, .equal, nil, .notAnAttribute, constant: ambiguitySuppressionLength(of: view),
                  priority: 25, "UISV-ambiguity-suppression")
            }
        }
        activate(made)
    }

    /// The length across the axis that `UISV-ambiguity-suppression` (priority 25) holds an
    /// arranged view at when the alignment is not `fill`: the view's current size, so a view with
    /// no size of its own there keeps the one it has. kean's dump (semantics doc §6.2) shows the
    /// constraint as `== 0` for views made in code, whose frames are zero; [obs] Xcode saves a
    /// plain view in a centre-aligned vertical stack, with a height and no width, at the width
    /// it was given (held-out sets, docs/held-out-sets.md): ChatSecure's Purchase.storyboard
    /// (Xcode 11, lines 31, 52, 83) and woocommerce-ios' ULErrorViewController.xib at the object
    /// library's 240 pt, WordPressAuthenticator's Login.storyboard at 383 (line 248),
    /// MirrorFly's Profile.storyboard at 102 and 86.33 (lines 1168, 1220). **[uncertain]**: the
    /// constant is inferred from those frames.
    func ambiguitySuppressionLength(of view: View) -> Double {
        let current = axis == .vertical ? view.frame.width : view.frame.height
        return current.isFinite ? max(0, current) : 0
    }

    /// The length along `axis` that `fillProportionally` shares space by: a view's intrinsic
    /// size, or for a nested stack view the length its visible arranged views need (their
    /// lengths and spacing along its own axis, the longest across it). UIKit proportions nested
    /// stacks by their content: Xcode saves two nested stacks of a 133.5 pt proportional stack
    /// at 53 and 80.5, the shares of their contents' 51.5 and 78 (FloatingPanel's Samples
    /// Main.storyboard, a MANIFEST fixture of the Interface Builder tests).
    static func contentLength(of view: View, along axis: Axis) -> Double {
        let own = axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
        if let own { return own }
        guard let stack = view as? StackView else { return 0 }
        let visible = stack.arrangedSubviews.filter { !$0.isHidden && $0.superview === stack }
        let lengths = visible.map { contentLength(of: $0, along: axis) }
        guard stack.axis == axis else { return lengths.max() ?? 0 }
        let gaps = zip(visible, visible.dropFirst()).reduce(0) { $0 + stack.customSpacing(after: $1.0) }
        return lengths.reduce(0, +) + gaps
    }

    private func activate(_ made: [LayoutConstraint]) {
        generatedConstraints = made
        LayoutConstraint.activate(made)
    }
}
