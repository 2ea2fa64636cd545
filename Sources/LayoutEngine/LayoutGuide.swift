import Cassowary
import DeviceCatalog

/// A custom layout guide (`UILayoutGuide`): a rectangle with its own unknowns, owned by a view.
public final class LayoutGuide: LayoutItem {
    /// A name for messages (`identifier` in UIKit).
    public let identifier: String
    /// The view that owns the guide (set by ``View/addLayoutGuide(_:)``).
    @exclusivity(unchecked) public internal(set) weak var owningView: View?
    /// The guide's frame in its owning view's coordinates, after the last layout.
    @exclusivity(unchecked) public internal(set) var layoutFrame: Rect = .zero
    let variables: FrameVariables

    /// Creates a guide named `identifier`.
    public init(identifier: String) {
        self.identifier = identifier
        self.variables = FrameVariables(identifier)
    }

    public func expression(for attribute: LayoutAttribute) -> Expression {
        let plain = attribute.withoutMargin ?? attribute
        return variables.expression(plain, rightToLeft: plain.isDirectional && (owningView?.isRightToLeft ?? false), baselines: nil)
    }

    /// Appends `scale ×` the terms of ``expression(for:)`` to `terms` and returns `scale ×` its
    /// constant.
    func appendTerms(_ attribute: LayoutAttribute, scaledBy scale: Double, to terms: inout [Term]) -> Double {
        let plain = attribute.withoutMargin ?? attribute
        return variables.appendTerms(plain, rightToLeft: plain.isDirectional && (owningView?.isRightToLeft ?? false),
                                     baselines: nil, scaledBy: scale, to: &terms)
    }
}

/// A guide every view has: the safe area, the layout margins, the readable content column.
///
/// It is its view's rectangle inset by four amounts the layout pass computes; each amount is
/// a solver edit variable, so a new safe area or a rotation is a re-solve, not a rebuild.
final class InsetGuide: LayoutItem {
    enum Kind: String, CaseIterable {
        case safeArea, margins, readable, topLayoutGuide, bottomLayoutGuide, scrollFrame, keyboard

        /// The position in `allCases` (a view keeps its guides in this order; read only when
        /// a guide is created).
        var order: Int { Self.allCases.firstIndex(of: self) ?? Self.allCases.count }
    }

    /// The view whose rectangle this guide insets. Weak, as UIKit's `owningView` is: a guide
    /// kept after its view is gone (`let g = view.safeAreaLayoutGuide`) must not keep the view
    /// alive, nor trap when it is read; it then answers with no insets.
    @exclusivity(unchecked) private(set) weak var owner: View?
    let kind: Kind
    /// The owner's frame variables, held directly: the solver's terms need no weak load.
    let ownerVariables: FrameVariables
    /// `VIEW.kind`, the owner's identifier and the guide's kind (fixed at creation).
    let identifier: String
    let top: Variable, left: Variable, bottom: Variable, right: Variable
    /// The insets last suggested to the solver.
    @exclusivity(unchecked) var suggested: EdgeInsets?
    /// The keyboard guide's `usesBottomSafeArea` (``KeyboardLayoutGuide``); other kinds ignore it.
    @exclusivity(unchecked) var usesBottomSafeArea = true

    init(owner: View, kind: Kind) {
        self.owner = owner
        self.kind = kind
        self.ownerVariables = owner.variables
        let name = "\(owner.identifier).\(kind.rawValue)"
        identifier = name
        top = Variable(name, member: "top")
        left = Variable(name, member: "left")
        bottom = Variable(name, member: "bottom")
        right = Variable(name, member: "right")
    }

    var owningView: View? { owner }
    var edits: [Variable] { [top, left, bottom, right] }

    func expression(for attribute: LayoutAttribute) -> Expression {
        var terms: [Term] = []
        terms.reserveCapacity(4)
        let constant = appendTerms(attribute, scaledBy: 1, to: &terms)
        return Expression(terms, constant: constant)
    }

    /// Appends `scale ×` the terms of ``expression(for:)`` to `terms` and returns `scale ×`
    /// its constant (always 0: a guide is its view's variables and its own insets).
    func appendTerms(_ attribute: LayoutAttribute, scaledBy scale: Double, to terms: inout [Term]) -> Double {
        let v = ownerVariables
        func add(_ variable: Variable, _ coefficient: Double = 1) { terms.append(Term(variable, coefficient * scale)) }
        func leftEdge() { add(v.minX); add(left) }
        func rightEdge() { add(v.minX); add(v.width); add(right, -1) }
        switch attribute.withoutMargin ?? attribute {
        case .left: leftEdge()
        case .right: rightEdge()
        case .top: add(v.minY); add(top)
        case .bottom: add(v.minY); add(v.height); add(bottom, -1)
        case .leading: if owner?.isRightToLeft == true { rightEdge() } else { leftEdge() }
        case .trailing: if owner?.isRightToLeft == true { leftEdge() } else { rightEdge() }
        case .width: add(v.width); add(left, -1); add(right, -1)
        case .height: add(v.height); add(top, -1); add(bottom, -1)
        case .centerX: add(v.minX); add(v.width, 0.5); add(left, 0.5); add(right, -0.5)
        case .centerY: add(v.minY); add(v.height, 0.5); add(top, 0.5); add(bottom, -0.5)
        case .firstBaseline, .lastBaseline: add(v.minY); add(v.height); add(bottom, -1)
        default: break
        }
        return 0
    }

    /// What the solver is given for this guide: its insets within the view's bounds, shifted
    /// by the bounds origin. Constraints place a scroll view's subviews in its content, while
    /// a guide is a rectangle of the view's *bounds* (`layoutFrame`), so a scroll view's safe
    /// area, margins and readable guides move with the content offset and what is pinned to
    /// them does not scroll, as `frameLayoutGuide` does not. [obs] kharrison's
    /// ScrollGuide-IB Main.storyboard, saved by Xcode 11: an info button pinned 8 pt below the
    /// safe-area top of a scroll view under a 64 pt navigation bar is saved at y 8 (line 44),
    /// not 72: the guide's top is the bounds' top (content offset −64) plus the 64 pt inset.
    func insets() -> EdgeInsets {
        let i = boundsInsets()
        guard let o = owner?.boundsOrigin, o != .zero else { return i }
        return EdgeInsets(top: i.top + o.y, left: i.left + o.x, bottom: i.bottom - o.y, right: i.right - o.x)
    }

    /// The insets this guide has within its view's bounds, from the view's computed state.
    func boundsInsets() -> EdgeInsets {
        guard let owner else { return .zero }
        switch kind {
        case .safeArea:
            return safeAreaBoundsInsets(of: owner)
        case .keyboard:
            // The keyboard is never shown here: the guide is the band below the safe area (or
            // none without `usesBottomSafeArea`), the full width of the view (``KeyboardLayoutGuide``).
            let band = usesBottomSafeArea ? safeAreaBoundsInsets(of: owner).bottom : 0
            return EdgeInsets(top: max(0, owner.frame.height - band), left: 0, bottom: 0, right: 0)
        case .scrollFrame:
            // A scroll view's frameLayoutGuide is its bounds: in content space it moves with
            // the content offset (``insets()``), so views pinned to it do not scroll.
            return .zero
        case .topLayoutGuide:
            let top = owner.window?.layoutGuideLengths(owner).top ?? 0
            return EdgeInsets(top: 0, left: 0, bottom: max(0, owner.frame.height - top), right: 0)
        case .bottomLayoutGuide:
            let bottom = owner.window?.layoutGuideLengths(owner).bottom ?? 0
            return EdgeInsets(top: max(0, owner.frame.height - bottom), left: 0, bottom: 0, right: 0)
        case .margins: return owner.effectiveLayoutMargins
        case .readable:
            // Outside a window, an iPad's figure (the readable width is then unknown).
            let m = owner.effectiveLayoutMargins
            let extra = UIKitMetrics.readableSideExtra(width: owner.frame.width, margins: m, family: owner.window?.device.family ?? .iPad)
            return EdgeInsets(top: m.top, left: m.left + extra, bottom: m.bottom, right: m.right + extra)
        }
    }
}

extension InsetGuide {
    /// The owner's safe-area insets as its safe-area guide has them. Before iOS 11 there is no
    /// safe area; a controller's root view falls back to its top and bottom layout guides, as
    /// storyboards compiled for iOS 10 do (issue 5).
    private func safeAreaBoundsInsets(of owner: View) -> EdgeInsets {
        if let window = owner.window, window.iOS < 11 {
            guard owner.controller != nil else { return .zero }
            let lengths = window.layoutGuideLengths(owner)
            return EdgeInsets(top: lengths.top, left: 0, bottom: lengths.bottom, right: 0)
        }
        return owner.safeAreaInsets
    }

    /// The guide's rectangle in its view's bounds coordinates: the bounds inset by the
    /// guide's current insets (for the safe area, ``View/safeAreaInsets``).
    var layoutFrame: Rect {
        guard let b = owner?.bounds else { return .zero }
        let i = boundsInsets()
        return Rect(x: b.minX + i.left, y: b.minY + i.top,
                    width: max(0, b.width - i.left - i.right), height: max(0, b.height - i.top - i.bottom))
    }
}

extension LayoutItem {
    /// `layoutFrame`: the item's rectangle after the last layout, in its owning view's
    /// coordinates — a guide's frame (`view.safeAreaLayoutGuide.layoutFrame` is the bounds
    /// inset by `safeAreaInsets`), or a view's bounds.
    public var layoutFrame: Rect {
        switch self {
        case let guide as LayoutGuide: return guide.layoutFrame
        case let guide as InsetGuide: return guide.layoutFrame
        case let guide as KeyboardLayoutGuide: return guide.guide.layoutFrame
        case let view as View: return view.bounds
        default: return .zero
        }
    }
}
