import DeviceCatalog

/// The callbacks a window recorded, in order (UIKit's lifecycle and layout callbacks with the
/// object's safe-area insets at the time).
public typealias LayoutTrace = [TraceEntry]

extension Window {
    /// `systemMinimumLayoutMargins` of a plain root view on this device and orientation: 0 at
    /// the top and bottom, 16 or 20 at the sides (semantics doc rule 2.2, figures in
    /// ``UIKitMetrics``). A table view chooses its own by its width
    /// (``TableView/sideMarginReferenceWidth``).
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        let side = SafeAreaRules.systemMinimumSideMargin(device: device, metrics: metrics)
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The system minimum side margin `view` keeps as a root view: a table's own
    /// (``TableView/systemSideMargin(in:)``), else the screen's, or its own width's where it is
    /// narrower than the screen (``SafeAreaRules``, rule 2.2).
    func systemMinimumSide(for view: View) -> Double {
        (view as? TableView)?.systemSideMargin(in: self)
            ?? SafeAreaRules.systemMinimumSideMargin(device: device, metrics: metrics, rootWidth: view.frame.width)
    }
}

extension ViewController {
    /// `systemMinimumLayoutMargins`: the minimums the root view's margins keep (rule 2.2),
    /// as the layout applies them (`Window.systemMinimumSide(for:)`: by the view's width where
    /// it is narrower than the screen, a root table view's its own); zero while the view is
    /// not in a window.
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        guard let window = view.window else { return .zero }
        let side = window.systemMinimumSide(for: view)
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// `viewRespectsSystemMinimumLayoutMargins` (default true): false lets custom root-view
    /// margins go below ``systemMinimumLayoutMargins``, down to 0 (rule 2.2).
    public var viewRespectsSystemMinimumLayoutMargins: Bool {
        get { view.viewRespectsSystemMinimumLayoutMargins }
        set { view.viewRespectsSystemMinimumLayoutMargins = newValue }
    }
}
