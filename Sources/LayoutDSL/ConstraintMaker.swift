import LayoutEngine

/// A SnapKit-style way to write constraints that can name the safe area with no `#available`:
///
/// ```swift
/// title.layout { make in
///     make.top.equalTo(root.safeArea.top).offset(8)
///     make.leading.trailing.equalTo(root.margins)
///     make.height.equalTo(44).priority(.defaultHigh)
/// }
/// ```
///
/// Under iOS 10 rules `safeArea` targets resolve to the controller's top and bottom layout
/// guides (a root view) or the view's edges (any other view), as the engine's safe-area guide
/// does, so one description serves both. Every constraint remembers the `#fileID:#line` of its
/// own statement (where its relation, `equalTo` …, is called) and prints it in conflict messages.
public final class ConstraintMaker {
    let view: View
    var descriptions: [ConstraintDescription] = []
    let file: String
    let line: Int

    init(view: View, file: String, line: Int) {
        self.view = view
        self.file = file
        self.line = line
    }

    func attributes(_ list: [LayoutAttribute]) -> ConstraintDescription {
        let d = ConstraintDescription(view: view, attributes: list, location: "\(file):\(line)")
        descriptions.append(d)
        return d
    }

    /// The top edge.
    public var top: ConstraintDescription { attributes([.top]) }
    /// The bottom edge.
    public var bottom: ConstraintDescription { attributes([.bottom]) }
    /// The leading edge.
    public var leading: ConstraintDescription { attributes([.leading]) }
    /// The trailing edge.
    public var trailing: ConstraintDescription { attributes([.trailing]) }
    /// The left edge.
    public var left: ConstraintDescription { attributes([.left]) }
    /// The right edge.
    public var right: ConstraintDescription { attributes([.right]) }
    /// The width.
    public var width: ConstraintDescription { attributes([.width]) }
    /// The height.
    public var height: ConstraintDescription { attributes([.height]) }
    /// The horizontal centre.
    public var centerX: ConstraintDescription { attributes([.centerX]) }
    /// The vertical centre.
    public var centerY: ConstraintDescription { attributes([.centerY]) }
    /// The first baseline.
    public var firstBaseline: ConstraintDescription { attributes([.firstBaseline]) }
    /// The last baseline.
    public var lastBaseline: ConstraintDescription { attributes([.lastBaseline]) }
    /// Top, leading, bottom and trailing.
    public var edges: ConstraintDescription { attributes([.top, .leading, .bottom, .trailing]) }
    /// Width and height.
    public var size: ConstraintDescription { attributes([.width, .height]) }
    /// Both centres.
    public var center: ConstraintDescription { attributes([.centerX, .centerY]) }
}

/// A target a constraint relates to: an item (view or guide), one of its attributes, or a
/// constant.
public enum ConstraintTarget {
    case item(LayoutItem)
    case anchor(LayoutItem, LayoutAttribute)
    case constant(Double)
}

/// Where a view's safe area, margins or readable column can be named in the DSL.
public struct GuideTarget {
    /// The guide.
    public let item: LayoutItem
    /// The guide's top edge, and so on.
    public var top: ConstraintTarget { .anchor(item, .top) }
    public var bottom: ConstraintTarget { .anchor(item, .bottom) }
    public var leading: ConstraintTarget { .anchor(item, .leading) }
    public var trailing: ConstraintTarget { .anchor(item, .trailing) }
    public var left: ConstraintTarget { .anchor(item, .left) }
    public var right: ConstraintTarget { .anchor(item, .right) }
    public var width: ConstraintTarget { .anchor(item, .width) }
    public var height: ConstraintTarget { .anchor(item, .height) }
    public var centerX: ConstraintTarget { .anchor(item, .centerX) }
    public var centerY: ConstraintTarget { .anchor(item, .centerY) }
}

extension View {
    /// The safe area as a DSL target (`root.safeArea.top`, or `root.safeArea` for edges).
    public var safeArea: GuideTarget { GuideTarget(item: safeAreaLayoutGuide) }
    /// The layout margins as a DSL target.
    public var margins: GuideTarget { GuideTarget(item: layoutMarginsGuide) }
    /// The readable content column as a DSL target.
    public var readable: GuideTarget { GuideTarget(item: readableContentGuide) }
    /// The keyboard layout guide as a DSL target (`root.keyboard.top`: with the keyboard away,
    /// the safe area's bottom).
    public var keyboard: GuideTarget { GuideTarget(item: keyboardLayoutGuide) }
    /// The view itself as a DSL target.
    public var edgesTarget: ConstraintTarget { .item(self) }

    /// Makes and activates constraints (SnapKit's `makeConstraints`); returns them.
    @discardableResult
    public func layout(file: String = #fileID, line: Int = #line, _ body: (ConstraintMaker) -> Void) -> [LayoutConstraint] {
        translatesAutoresizingMaskIntoConstraints = false
        let maker = ConstraintMaker(view: self, file: file, line: line)
        body(maker)
        let made = maker.descriptions.flatMap { $0.makeConstraints() }
        LayoutConstraint.activate(made)
        madeConstraints += made
        return made
    }

    /// Replaces every constraint made with ``layout(file:line:_:)`` on this view (`remakeConstraints`).
    @discardableResult
    public func relayout(file: String = #fileID, line: Int = #line, _ body: (ConstraintMaker) -> Void) -> [LayoutConstraint] {
        LayoutConstraint.deactivate(madeConstraints)
        madeConstraints = []
        return layout(file: file, line: line, body)
    }

    /// Updates the constants of constraints made earlier that relate the same attributes to the
    /// same targets (`updateConstraints`); new ones are made. Like ``layout(file:line:_:)`` it
    /// turns the view's autoresizing constraints off, as SnapKit's `updateConstraints` does, so a
    /// first call places the view by its constraints alone.
    @discardableResult
    public func updateLayout(file: String = #fileID, line: Int = #line, _ body: (ConstraintMaker) -> Void) -> [LayoutConstraint] {
        translatesAutoresizingMaskIntoConstraints = false
        let maker = ConstraintMaker(view: self, file: file, line: line)
        body(maker)
        var existing = madeConstraints
        var result: [LayoutConstraint] = []
        for candidate in maker.descriptions.flatMap({ $0.makeConstraints() }) {
            if let match = existing.first(where: { $0.firstAttribute == candidate.firstAttribute && $0.relation == candidate.relation
                && $0.secondItem === candidate.secondItem && $0.secondAttribute == candidate.secondAttribute }) {
                match.constant = candidate.constant
                result.append(match)
            } else {
                candidate.isActive = true
                existing.append(candidate)
                result.append(candidate)
            }
        }
        madeConstraints = existing
        return result
    }
}
