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
        // Built as term lists, not with the expression operators: one allocation each, in
        // the path every constraint takes.
        switch attribute {
        case .left: return Expression([Term(minX)])
        case .right: return Expression([Term(minX), Term(width)])
        case .top: return Expression([Term(minY)])
        case .bottom: return Expression([Term(minY), Term(height)])
        case .leading: return rightToLeft ? Expression([Term(minX), Term(width)]) : Expression([Term(minX)])
        case .trailing: return rightToLeft ? Expression([Term(minX)]) : Expression([Term(minX), Term(width)])
        case .width: return Expression([Term(width)])
        case .height: return Expression([Term(height)])
        case .centerX: return Expression([Term(minX), Term(width, 0.5)])
        case .centerY: return Expression([Term(minY), Term(height, 0.5)])
        case .firstBaseline:
            if let b = baselines { return Expression([Term(minY)], constant: b.first) }
            return Expression([Term(minY), Term(height)])
        case .lastBaseline:
            if let b = baselines { return Expression([Term(minY), Term(height)], constant: -b.last) }
            return Expression([Term(minY), Term(height)])
        default: return Expression(constant: 0)
        }
    }
}
