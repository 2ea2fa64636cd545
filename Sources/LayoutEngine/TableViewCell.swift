import DeviceCatalog

/// UIKit's `UITableViewCell` as layout sees it: a row-sized view whose `contentView` stays
/// inside the safe area (the table's `insetsContentViewsToSafeArea`) while its
/// `backgroundView` and separator run to its edges (rule 3.6.d, W17-204), and whose side
/// margins follow the table's. UIKit's cells report `preservesSuperviewLayoutMargins` true;
/// here the table carries its side margins over itself (``TableView`` sets the cell's own
/// margins), so the flag stays false and a first row does not take on the table's top margin.
open class TableViewCell: View, TableRowView {
    /// Where one end of the separator sits: a distance from the cell's edge, or from its
    /// layout margin on that side.
    enum SeparatorEdge: Hashable {
        case edge(Double), margin(Double)
    }

    /// Both ends of the separator, leading and trailing.
    struct SeparatorPlacement: Hashable {
        var leading: SeparatorEdge
        var trailing: SeparatorEdge
    }

    /// `contentView`: where the cell's content goes. It preserves the cell's layout margins
    /// and does not add the safe area to them again (Interface Builder writes
    /// `preservesSuperviewLayoutMargins="YES"` and `insetsLayoutMarginsFromSafeArea="NO"` on
    /// every cell content view of shared/fixtures/interface-builder).
    public let contentView: View
    /// `backgroundView`: behind the content, the cell's full size. Nil by default in plain
    /// tables, a view in grouped ones (UITableViewCell.h: "Default is nil for cells in
    /// UITableViewStylePlain, and non-nil for UITableViewStyleGrouped").
    public var backgroundView: View? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            guard let background = backgroundView else { return }
            background.translatesAutoresizingMaskIntoConstraints = false
            addSubview(background)
            LayoutConstraint.activate(Self.pin(background, to: self))
            bringSubviewToFront(contentView)
            if let separatorView { bringSubviewToFront(separatorView) }
        }
    }
    /// `separatorInset` of this cell, when set; nil takes the table's (rule 3.6.c).
    public var separatorInset: EdgeInsets?
    /// The hairline the table draws under the cell (UIKit's private separator view), or nil
    /// when the table has no separators.
    public private(set) var separatorView: View?

    /// How much narrower than the cell its content view is on the trailing side, for the
    /// accessory UIKit draws there (`accessoryType`'s disclosure indicator or checkmark, an
    /// `accessoryView`), when the caller knows it (Interface Builder's reader takes it from the
    /// saved frames where the engine does not model the accessory). 0, the default: the room
    /// ``accessoryType`` takes, none for a cell without an accessory.
    public var accessoryInset = 0.0 { didSet { updateContentTrailing() } }

    /// UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: String, Hashable, Sendable {
        /// `.none`.
        case none
        /// `.disclosureIndicator`: a chevron.
        case disclosureIndicator
        /// `.detailDisclosureButton`: an info button and a chevron.
        case detailDisclosureButton
        /// `.checkmark`.
        case checkmark
        /// `.detailButton`: an info button.
        case detailButton
    }

    /// `accessoryType`: the standard accessory UIKit draws beside the content view. Where the
    /// engine knows its room (``UIKitMetrics/accessoryWidth(_:iOS:pointRelease:scale:)``) and no
    /// ``accessoryInset`` is given, the content view ends that much inside the cell's trailing
    /// layout margin.
    public var accessoryType = AccessoryType.none { didSet { updateContentTrailing() } }

    /// The content view's trailing inset as laid out: ``accessoryInset`` when given (negative or
    /// non-finite values act as 0), else the cell's trailing margin (the table's, or its own
    /// when set by hand) and its accessory's room. The table refreshes it as it sets the
    /// cell's margins (``TableView/updateMargins(of:in:)``).
    var usedAccessoryInset: Double {
        if accessoryInset.isFinite, accessoryInset > 0 { return accessoryInset }
        guard accessoryType != .none, let window,
              let room = UIKitMetrics.accessoryWidth(accessoryType, iOS: window.iOS, pointRelease: window.iOSPointRelease,
                                                     scale: window.device.scale)
        else { return 0 }
        return (tableMargins?.right ?? layoutMargins?.right ?? effectiveLayoutMargins.right) + room
    }

    /// Sets the content view's trailing constraint to ``usedAccessoryInset``, and a
    /// default-style or value1 row's last label's end with it (``updateBuiltInLabelTrailing(accessoryInset:)``).
    func updateContentTrailing() {
        let inset = usedAccessoryInset
        if let trailing = contentTrailing, trailing.constant != -inset { trailing.constant = -inset }
        updateBuiltInLabelTrailing(accessoryInset: inset)
    }
    /// Whether ``applyBuiltInStyle(_:textLabel:detailTextLabel:)`` places the cell's labels.
    var hasBuiltInStyle: Bool { !builtInStyleConstraints.isEmpty }

    var tableMargins: EdgeInsets?
    /// The constraints of ``applyBuiltInStyle(_:textLabel:detailTextLabel:)``.
    var builtInStyleConstraints: [LayoutConstraint] = []
    /// The two possible ends of a default-style row's text label or a value1 row's detail
    /// label, one active: the content view's trailing
    /// margin, or its trailing edge less a gap (``updateBuiltInLabelTrailing(accessoryInset:)``).
    var builtInLabelTrailing: (atMargin: LayoutConstraint, clear: LayoutConstraint)?
    /// A value1 or subtitle cell's first label's top (``updateBuiltInStyleTop(contentHeight:)``).
    var builtInStyleTop: LayoutConstraint?
    /// The built-in style applied last and its labels.
    var builtInStyleKind: CellStyle?
    var builtInStyleLabels: (text: View?, detail: View?) = (nil, nil)
    /// The constraint holding the content view's trailing edge, ``accessoryInset`` before the cell's.
    var contentTrailing: LayoutConstraint?
    /// The constraints ``installContent(insetToSafeArea:separator:scale:leavesSeparator:)``
    /// made last, replaced when a table shows the cell again.
    var contentPlacement: [LayoutConstraint] = []

    /// Creates a cell whose content view is inset to its safe area.
    public convenience init(identifier: String) {
        self.init(identifier: identifier, plainStyle: true)
        installContent(insetToSafeArea: true, separator: nil)
    }

    /// Creates a cell for a table's data source (``TableView/cellProvider``), its content
    /// view named `contentViewIdentifier`: the table that shows it places the content view
    /// and the separator, and gives it a background view in grouped styles.
    public convenience init(identifier: String, contentViewIdentifier: String) {
        self.init(identifier: identifier, plainStyle: true, contentViewIdentifier: contentViewIdentifier)
    }

    /// A cell as a table makes it, its content placed by ``installContent(insetToSafeArea:separator:scale:leavesSeparator:)``.
    init(identifier: String, plainStyle: Bool, contentViewIdentifier: String? = nil) {
        contentView = View(identifier: contentViewIdentifier ?? identifier + ".contentView", typeName: "tableViewCellContentView")
        super.init(identifier: identifier, typeName: "tableViewCell")
        contentView.translatesAutoresizingMaskIntoConstraints = false
        contentView.preservesSuperviewLayoutMargins = true
        contentView.insetsLayoutMarginsFromSafeArea = false
        if !plainStyle {
            let background = View(identifier: identifier + ".backgroundView", typeName: "view")
            background.translatesAutoresizingMaskIntoConstraints = false
            addSubview(background)
            LayoutConstraint.activate(Self.pin(background, to: self))
            backgroundView = background
        }
        addSubview(contentView)
    }

    /// Pins the content view (to the safe area's sides or the cell's) and adds the separator,
    /// replacing what an earlier call made. With `leavesSeparator` (rules before iOS 14,
    /// ``UIKitMetrics/tableCellContentViewLeavesSeparator(iOS:)``) the content view ends the
    /// separator's height above the cell's bottom.
    func installContent(insetToSafeArea: Bool, separator: SeparatorPlacement?, scale: Double = 1, leavesSeparator: Bool = false) {
        LayoutConstraint.deactivate(contentPlacement)
        separatorView?.removeFromSuperview()
        separatorView = nil
        let thickness = UIKitMetrics.separatorThickness(scale: scale)
        let sides: LayoutItem = insetToSafeArea ? safeAreaLayoutGuide : self
        var made = [
            contentView.topAnchor.constraint(equalTo: topAnchor),
            contentView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: leavesSeparator && separator != nil ? -thickness : 0),
            contentView.leadingAnchor.constraint(equalTo: sides.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: sides.trailingAnchor, constant: -usedAccessoryInset),
        ]
        contentTrailing = made[3]
        defer {
            LayoutConstraint.activate(made)
            contentPlacement = made
        }
        guard let separator else { return }
        let line = View(identifier: identifier + ".separator", typeName: "tableViewCellSeparator")
        line.translatesAutoresizingMaskIntoConstraints = false
        addSubview(line)
        separatorView = line
        func anchor(_ edge: SeparatorEdge, leading: Bool) -> LayoutConstraint {
            let mine = leading ? line.leadingAnchor : line.trailingAnchor
            let sign = leading ? 1.0 : -1.0
            switch edge {
            case let .edge(d): return mine.constraint(equalTo: leading ? leadingAnchor : trailingAnchor, constant: sign * d)
            case let .margin(d):
                return mine.constraint(equalTo: leading ? layoutMarginsGuide.leadingAnchor : layoutMarginsGuide.trailingAnchor, constant: sign * d)
            }
        }
        // UIKit places its separator without Auto Layout, so an inset wider than the cell (999,
        // the usual way to hide one) only empties it: the trailing end gives way rather than
        // make the line's width negative and break the table's own constraints. [obs]
        // LoopKit/Loop's Main.storyboard line 251 (`separatorInset` minX 999): the cell is
        // saved as wide as its table.
        made += [
            line.bottomAnchor.constraint(equalTo: bottomAnchor),
            line.heightAnchor.constraint(equalToConstant: thickness),
            anchor(separator.leading, leading: true),
            anchor(separator.trailing, leading: false).withPriority(Self.separatorTrailingPriority),
        ]
    }

    /// The priority of the separator's trailing end: below required, so an inset past the
    /// cell's width leaves an empty line; nothing but the separator names its variables.
    static let separatorTrailingPriority: LayoutPriority = 999

    /// Constraints holding `view` to `container`'s edges.
    static func pin(_ view: View, to container: View) -> [LayoutConstraint] {
        [view.topAnchor.constraint(equalTo: container.topAnchor), view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
         view.leftAnchor.constraint(equalTo: container.leftAnchor), view.rightAnchor.constraint(equalTo: container.rightAnchor)]
    }
}

/// UIKit's `UITableViewHeaderFooterView`: a titled section's header or footer, full width,
/// its content view kept out of the safe area like a cell's (W17-204).
open class TableViewHeaderFooterView: View, TableRowView {
    /// `contentView`: where the header's content goes.
    public let contentView: View
    var tableMargins: EdgeInsets?

    /// Creates a header or footer view; `insetToSafeArea` keeps its content view inside the
    /// safe area's sides.
    public init(identifier: String, insetToSafeArea: Bool = true) {
        contentView = View(identifier: identifier + ".contentView", typeName: "tableViewHeaderFooterContentView")
        super.init(identifier: identifier, typeName: "tableViewHeaderFooterView")
        contentView.translatesAutoresizingMaskIntoConstraints = false
        contentView.preservesSuperviewLayoutMargins = true
        contentView.insetsLayoutMarginsFromSafeArea = false
        addSubview(contentView)
        let sides: LayoutItem = insetToSafeArea ? safeAreaLayoutGuide : self
        LayoutConstraint.activate([
            contentView.topAnchor.constraint(equalTo: topAnchor), contentView.bottomAnchor.constraint(equalTo: bottomAnchor),
            contentView.leftAnchor.constraint(equalTo: sides.leftAnchor), contentView.rightAnchor.constraint(equalTo: sides.rightAnchor),
        ])
    }
}
