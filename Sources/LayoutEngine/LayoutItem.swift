import Cassowary

/// Something constraints can name: a ``View`` or a ``LayoutGuide``.
///
/// Every item is a rectangle in window coordinates. Views and custom guides own four solver
/// variables; the guides every view has (safe area, margins, readable content) are their
/// view's rectangle inset by amounts the layout pass computes and feeds to the solver as edit
/// variables, so they cost nothing until a constraint names them.
public protocol LayoutItem: AnyObject {
    /// A name for messages and snapshots.
    var identifier: String { get }
    /// The view whose coordinate space and layout this item belongs to.
    var owningView: View? { get }
    /// The solver expression of `attribute` in window coordinates.
    func expression(for attribute: LayoutAttribute) -> Expression
}

extension LayoutItem {
    /// Appends `scale ×` the terms of ``expression(for:)`` to `terms` and returns `scale ×` its
    /// constant. The engine's own items write their terms in place; another conformer's
    /// expression is copied in.
    func appendTerms(for attribute: LayoutAttribute, scaledBy scale: Double, to terms: inout [Term]) -> Double {
        if let view = self as? View { return view.appendTerms(attribute, scaledBy: scale, to: &terms) }
        if let guide = self as? InsetGuide { return guide.appendTerms(attribute, scaledBy: scale, to: &terms) }
        if let guide = self as? LayoutGuide { return guide.appendTerms(attribute, scaledBy: scale, to: &terms) }
        if let guide = self as? KeyboardLayoutGuide { return guide.guide.appendTerms(attribute, scaledBy: scale, to: &terms) }
        let expression = expression(for: attribute)
        for t in expression.terms { terms.append(Term(t.variable, scale * t.coefficient)) }
        return scale * expression.constant
    }
}

/// The four unknowns of an item: its frame in window coordinates.
final class FrameVariables {
    let minX: Variable, minY: Variable, width: Variable, height: Variable

    init(_ name: String) {
        minX = Variable(name, member: "minX")
        minY = Variable(name, member: "minY")
        width = Variable(name, member: "width")
        height = Variable(name, member: "height")
    }

    /// The expression of `attribute` (margin variants excluded) for a left-to-right or
    /// right-to-left layout. `baselines` are the first baseline's distance from the top and
    /// the last baseline's from the bottom; nil puts both baselines on the bottom edge, as
    /// UIKit does for views without text.
    func expression(_ attribute: LayoutAttribute, rightToLeft: Bool,
                    baselines: (first: Double, last: Double)?) -> Expression {
        var terms: [Term] = []
        terms.reserveCapacity(2)
        let constant = appendTerms(attribute, rightToLeft: rightToLeft, baselines: baselines, scaledBy: 1, to: &terms)
        return Expression(terms, constant: constant)
    }

    /// Appends `scale ×` the terms of ``expression(_:rightToLeft:baselines:)`` to `terms` and
    /// returns `scale ×` its constant: a constraint gathers both of its sides into one term
    /// list this way, with no array per side.
    @inline(__always)
    func appendTerms(_ attribute: LayoutAttribute, rightToLeft: Bool, baselines: (first: Double, last: Double)?,
                     scaledBy scale: Double, to terms: inout [Term]) -> Double {
        switch attribute {
        case .left: terms.append(Term(minX, scale))
        case .right: terms.append(Term(minX, scale)); terms.append(Term(width, scale))
        case .top: terms.append(Term(minY, scale))
        case .bottom: terms.append(Term(minY, scale)); terms.append(Term(height, scale))
        case .leading, .trailing:
            terms.append(Term(minX, scale))
            if rightToLeft == (attribute == .leading) { terms.append(Term(width, scale)) }
        case .width: terms.append(Term(width, scale))
        case .height: terms.append(Term(height, scale))
        case .centerX: terms.append(Term(minX, scale)); terms.append(Term(width, 0.5 * scale))
        case .centerY: terms.append(Term(minY, scale)); terms.append(Term(height, 0.5 * scale))
        case .firstBaseline:
            terms.append(Term(minY, scale))
            guard let b = baselines else { terms.append(Term(height, scale)); return 0 }
            return scale * b.first
        case .lastBaseline:
            terms.append(Term(minY, scale)); terms.append(Term(height, scale))
            return baselines.map { scale * -$0.last } ?? 0
        default: break
        }
        return 0
    }
}
