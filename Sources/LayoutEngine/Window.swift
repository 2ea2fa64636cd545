import Cassowary
import DeviceCatalog

/// UIKit's `UIWindow` for one device, orientation, status-bar state and iOS version: the
/// root of a view tree, the owner of its solver, and the place the layout pass runs.
public final class Window {
    // Stored properties skip the runtime's exclusivity check on each access
    // (`@exclusivity(unchecked)`), as ``View``'s do: the layout pass touches them per view and
    // per constraint, and never through overlapping accesses.

    /// The status bar's state.
    public enum StatusBar: Hashable, Sendable {
        /// Shown at its normal height.
        case shown
        /// Hidden (`prefersStatusBarHidden`): home-button phones regain the band, notched
        /// phones keep the sensor housing's (rule 1.1.c).
        case hidden
        /// The taller in-call / recording bar of home-button phones on iOS 12 and earlier.
        case inCall
    }

    /// The device (``move(to:orientation:iOS:figuresIOS:)`` changes it).
    @exclusivity(unchecked) public private(set) var device: Device
    /// The interface orientation.
    @exclusivity(unchecked) public private(set) var orientation: Orientation
    /// The status bar's state.
    @exclusivity(unchecked) public private(set) var statusBar: StatusBar
    /// The iOS major version whose rules apply (below 11: no safe area).
    @exclusivity(unchecked) public private(set) var iOS: Int
    /// The iOS whose device figures (screen, status bar, safe-area insets) the window uses when
    /// they are not ``iOS``'s own: an older Xcode's canvas draws a device with an earlier iOS's
    /// insets while its controls and bars follow the SDK's (`IBCanvas`); an app that sets
    /// `UIDesignRequiresCompatibility` keeps iOS 18's rules on iOS 26's figures
    /// (`UIKitMetrics.designIOS(for:requiresCompatibility:)`). `nil`: ``iOS``.
    @exclusivity(unchecked) public private(set) var figuresIOS: Int?
    /// The point release of ``iOS`` (2 for iOS 15.2), where it is known and a figure changed
    /// within the major version: iOS 11.3's built-in cell labels
    /// (``UIKitMetrics/legacyBuiltInLabelClearance(iOS:pointRelease:besideAccessory:)``),
    /// iOS 14.5's shorter grouped headers
    /// (``UIKitMetrics/titledGroupedSectionHeaderHeights(iOS:pointRelease:)``), iOS 15.2's
    /// narrower disclosure indicator (``UIKitMetrics/accessoryWidth(_:iOS:pointRelease:scale:)``).
    /// `nil`: the major version's last point release's figures. A move to another major
    /// version clears it.
    /// Read at each layout.
    @exclusivity(unchecked) public var iOSPointRelease: Int? { didSet { setNeedsLayout() } }
    /// The iOS the device figures are read for: ``figuresIOS``, else ``iOS``.
    var metricsIOS: Int { figuresIOS ?? iOS }
    /// The iOS whose bar heights the window uses when not ``iOS``'s (``useBars(of:)``): a design
    /// tool that draws an older SDK's bars (`IBCanvas`: Xcode 9's iPad canvas draws 44 pt
    /// navigation bars where iOS 12 has 50). `nil`: ``iOS``'s. Rotations and moves keep it.
    @exclusivity(unchecked) public private(set) var barsIOS: Int?
    /// Where an iPhone sheet's card is drawn and how its root's safe area is taken, when a
    /// design tool does it otherwise than UIKit (`IBCanvas`: Xcode's canvases). Default
    /// ``SheetCardPlacement/uiKit``. Read at each layout.
    @exclusivity(unchecked) public var sheetCardPlacement = SheetCardPlacement.uiKit { didSet { setNeedsLayout() } }
    /// The device's figures for the current orientation and iOS version.
    @exclusivity(unchecked) public private(set) var metrics: DeviceMetrics
    /// The root view: it fills the window (below an in-call bar), and is a root view for
    /// safe area and margins.
    public let rootView: View

    /// Problems found by the last layout (conflicts stay reported while they last).
    @exclusivity(unchecked) public internal(set) var issues: [LayoutIssue] = []
    /// Callbacks recorded by every layout so far, in order.
    @exclusivity(unchecked) public private(set) var trace: [TraceEntry] = []

    let solver = Solver()
    @exclusivity(unchecked) var needsLayout = true
    /// How many times an active constraint's constant has changed (or a built-in cell label —
    /// a default row's text, a value1 row's detail — has switched ends): a change while safe areas and margins are derived (a
    /// cell's accessory room, which counts from its margin) calls for another solve in the same
    /// layout pass.
    @exclusivity(unchecked) var constantChanges = 0
    /// Active constraints in activation order.
    @exclusivity(unchecked) var activeConstraints: [LayoutConstraint] = []
    /// Constraints generated from autoresizing masks and intrinsic sizes, per view.
    @exclusivity(unchecked) var generated: [ObjectIdentifier: [Constraint]] = [:]
    /// Whether some view's generated constraints are out of date: the views in question are
    /// marked (``View/needsGeneratedConstraints``), so a layout finds them in its tree walk.
    @exclusivity(unchecked) var generatedStale = false
    @exclusivity(unchecked) var guides: [InsetGuide] = []
    /// Views in tree order, rebuilt when the tree changes, with each one's parent's position
    /// in the same list (-1 for the root) and its window frame from the last pass.
    @exclusivity(unchecked) var orderedViews: [View] = []
    @exclusivity(unchecked) var parentIndex: [Int] = []
    @exclusivity(unchecked) var windowFrames: [Rect] = []
    @exclusivity(unchecked) var solvedFrames: [Rect] = []
    @exclusivity(unchecked) var treeChanged = true
    @exclusivity(unchecked) var conflictIssues: [ObjectIdentifier: LayoutIssue] = [:]
    @exclusivity(unchecked) var conflictOrder: [ObjectIdentifier] = []
    @exclusivity(unchecked) var laidOutOnce = false
    /// Open ``deferringRetries(_:)`` calls, and whether room was made inside them.
    @exclusivity(unchecked) var retriesDeferred = 0
    @exclusivity(unchecked) var retryOwed = false
    /// Whether some view's or controller's traits may have changed since they were last told
    /// (``deliverTraitChanges()``): the tree, orientation, device, direction or an override changed.
    @exclusivity(unchecked) var traitsStale = true
    /// Open controller operations (``controllerOperation(_:)``): their layouts leave the
    /// controllers' layout pair to them.
    @exclusivity(unchecked) var controllerOperationDepth = 0
    /// Storage of ``layoutDirection``.
    @exclusivity(unchecked) var appLayoutDirection = UserInterfaceLayoutDirection.leftToRight
    /// Generated constraints the solver refused, per view (kept so their ids stay unique).
    @exclusivity(unchecked) var generatedConflicts: [ObjectIdentifier: [Constraint]] = [:]
    /// Issues found by the current layout only (a window size or guide that had to give way).
    @exclusivity(unchecked) var passIssues: [LayoutIssue] = []
    /// The root view controller, when one is set.
    @exclusivity(unchecked) public internal(set) var rootViewController: ViewController?
    @exclusivity(unchecked) var childPins: [ObjectIdentifier: [LayoutConstraint]] = [:]
    @exclusivity(unchecked) var childPinState: [ObjectIdentifier: ChildExtension] = [:]
    @exclusivity(unchecked) var barHeights: [ObjectIdentifier: LayoutConstraint] = [:]
    /// The top constraint of each navigation controller's bar (its distance below the safe
    /// area's top: 0, or a sheet's bar inset, ``UIKitMetrics/sheetNavigationBarTopInset(iOS:)``).
    @exclusivity(unchecked) var barTops: [ObjectIdentifier: LayoutConstraint] = [:]
    /// Modal presentations: presenting controller → presented, and the stack in order.
    @exclusivity(unchecked) var presented: [ObjectIdentifier: ViewController] = [:]
    @exclusivity(unchecked) var presentationStack: [ActivePresentation] = []
    /// The controller on top: the last presented, or the root.
    var topPresented: ViewController {
        presentationStack.last?.controller ?? rootViewController ?? ViewController(identifier: "none")
    }

    /// Edit strength for the values the layout pass feeds the solver (window size, guide
    /// insets): above every optional UIKit priority (999 is the highest), below required.
    static let editStrength = Strength(level: 999.5, weight: 1)

    /// Creates a window for `device` in `orientation` (default portrait) on `iOS` (default: the
    /// newest the device runs), with the device's figures of `figuresIOS` when given (see
    /// ``figuresIOS``).
    public init(device: Device, orientation: Orientation = .portrait, statusBar: StatusBar = .shown, iOS: Int? = nil,
                figuresIOS: Int? = nil) throws(DeviceCatalogError) {
        self.device = device
        self.orientation = orientation
        self.statusBar = statusBar
        let version = iOS ?? device.supportedIOS.last
        self.iOS = version
        self.figuresIOS = figuresIOS
        self.metrics = try Self.metrics(of: device, orientation, iOS: version, figuresIOS: figuresIOS)
        self.rootView = View(identifier: "window", typeName: "window")
        rootView.isRootView = true
        rootView.translatesAutoresizingMaskIntoConstraints = false
        rootView.ownWindow = self
        rootView.cachedWindow = self
        do {
            try solver.addConstraint(rootView.variables.minX == 0)
            try solver.addEditVariable(rootView.variables.minY, strength: Self.editStrength)
            try solver.addEditVariable(rootView.variables.width, strength: Self.editStrength)
            try solver.addEditVariable(rootView.variables.height, strength: Self.editStrength)
        } catch {
            // A fresh solver accepts these; nothing to recover.
        }
    }

    /// `device`'s figures in `orientation` under `figuresIOS` (else `iOS`), with the bars of
    /// `barsIOS` (``barsIOS``), else of `iOS`: bars are UIKit's controls, which follow the iOS
    /// laid out under (``figuresIOS``).
    static func metrics(of device: Device, _ orientation: Orientation, iOS: Int, figuresIOS: Int?,
                        barsIOS: Int? = nil) throws(DeviceCatalogError) -> DeviceMetrics {
        var metrics = try device.metrics(for: orientation, iOS: figuresIOS ?? iOS)
        let bars = barsIOS ?? iOS
        if bars != figuresIOS ?? iOS { metrics.bars = try device.barHeights(for: orientation, iOS: bars) }
        return metrics
    }

    /// Uses the bar heights of `barsIOS` (`nil`: ``iOS``'s) from the next layout on (``barsIOS``).
    ///
    /// - Throws: `DeviceCatalogError` when the device has no bars for `barsIOS`; the window
    ///   is then unchanged.
    public func useBars(of barsIOS: Int?) throws(DeviceCatalogError) {
        metrics = try Self.metrics(of: device, orientation, iOS: iOS, figuresIOS: figuresIOS, barsIOS: barsIOS)
        self.barsIOS = barsIOS
        setNeedsLayout()
    }

    /// The window's bounds in points for the current orientation.
    public var bounds: Rect { Rect(x: 0, y: 0, width: metrics.screenSize.width, height: metrics.screenSize.height) }

    /// The root view's frame: the window, below the extra height of an in-call bar.
    var rootFrame: Rect {
        let extra = inCallExtraHeight
        return Rect(x: 0, y: extra, width: bounds.width, height: bounds.height - extra)
    }

    /// How much taller an in-call bar is than the normal one (rule 1.1.e), when it applies.
    var inCallExtraHeight: Double {
        guard statusBar == .inCall, !metrics.statusBar.isHiddenInThisOrientation,
              let tall = metrics.statusBar.inCallHeight else { return 0 }
        return tall - metrics.statusBar.height
    }

    /// The window's own safe-area insets (rule 1.1); zero before iOS 11.
    public var safeAreaInsets: EdgeInsets {
        guard iOS >= 11 else { return .zero }
        return statusBar == .hidden ? metrics.safeAreaInsetsWithStatusBarHidden : metrics.safeAreaInsets
    }

    /// Rotates; the next layout re-solves through the window-size edit variables.
    public func rotate(to orientation: Orientation) throws(DeviceCatalogError) {
        metrics = try Self.metrics(of: device, orientation, iOS: iOS, figuresIOS: figuresIOS, barsIOS: barsIOS)
        self.orientation = orientation
        traitsStale = true
        setNeedsLayout()
    }

    /// Moves the window to another device, orientation and iOS version, as if the same screen
    /// were opened there (with that device's own figures for the version, or for `figuresIOS`
    /// when given, as ``init(device:orientation:statusBar:iOS:figuresIOS:)`` takes it): the next layout re-solves through the window's edit variables (its
    /// size, the safe-area and margin guides) instead of rebuilding every constraint, as a
    /// rotation does. No callbacks of a transition are made. An audit of one screen over many
    /// configurations moves one window from configuration to configuration so.
    ///
    /// - Throws: `DeviceCatalogError` when `device` has no figures for `orientation` under
    ///   `iOS` (default: the newest it runs); the window is then unchanged.
    public func move(to device: Device, orientation: Orientation, iOS: Int? = nil, figuresIOS: Int? = nil) throws(DeviceCatalogError) {
        let version = iOS ?? device.supportedIOS.last
        let metrics = try Self.metrics(of: device, orientation, iOS: version, figuresIOS: figuresIOS, barsIOS: barsIOS)
        self.device = device
        if version != self.iOS { iOSPointRelease = nil }
        self.iOS = version
        self.figuresIOS = figuresIOS
        self.orientation = orientation
        self.metrics = metrics
        traitsStale = true
        setNeedsLayout()
    }

    /// Changes the status bar's state.
    public func setStatusBar(_ state: StatusBar) {
        statusBar = state
        setNeedsLayout()
    }

    /// `setNeedsLayout()` for the whole window.
    public func setNeedsLayout() { needsLayout = true }

    // MARK: Bookkeeping called by views and constraints

    func didAdd(_ view: View) {
        treeChanged = true
        traitsStale = true
        needsLayout = true
        // Depth first, last subview first; a view without subviews (the usual case) needs no stack.
        joined(view)
        guard !view.subviews.isEmpty else { return }
        var stack = view.subviews
        while let v = stack.popLast() {
            joined(v)
            stack.append(contentsOf: v.subviews)
        }
    }

    /// Takes in one view of a subtree that joined the window: its guides, its pending
    /// constraints, and constraints to generate.
    private func joined(_ v: View) {
        v.cachedWindow = self
        markGeneratedStale(v)
        for g in v.createdGuides where !guides.contains(where: { $0 === g }) { didCreate(g) }
        for c in v.constraints where c.pendingActive { setActive(c, true) }
    }

    func willRemove(_ view: View) {
        treeChanged = true
        needsLayout = true
        var removed = Set<ObjectIdentifier>()
        var stack = [view]
        while let v = stack.popLast() {
            v.cachedWindow = nil
            removed.insert(ObjectIdentifier(v))
            if let old = generated.removeValue(forKey: ObjectIdentifier(v)) {
                for c in old { try? solver.removeConstraint(c) }
            }
            clearGeneratedConflicts(of: v)
            stack.append(contentsOf: v.subviews)
        }
        deactivateAll(activeConstraints.filter { c in
            let a = c.firstItem.owningView.map { removed.contains(ObjectIdentifier($0)) } ?? false
            let b = c.secondItem?.owningView.map { removed.contains(ObjectIdentifier($0)) } ?? false
            return a || b
        })
        func leaves(_ g: InsetGuide) -> Bool { g.owner.map { removed.contains(ObjectIdentifier($0)) } ?? true }
        for g in guides where leaves(g) {
            for e in g.edits { try? solver.removeEditVariable(e) }
        }
        guides.removeAll(where: leaves)
    }

    func didCreate(_ guide: InsetGuide) {
        guard let owner = guide.owner, owner.window === self else { return }
        // A guide whose view left a window and came back starts over: its edit variables are
        // new to the solver, so the insets it suggested before must be suggested again.
        guide.suggested = nil
        for e in guide.edits { try? solver.addEditVariable(e, strength: Self.editStrength) }
        guides.append(guide)
        needsLayout = true
    }

    func invalidateIntrinsicSize(of view: View) {
        markGeneratedStale(view)
        needsLayout = true
    }

    /// Notes that `view`'s autoresizing and intrinsic-size constraints are to be made again.
    func markGeneratedStale(_ view: View) {
        view.needsGeneratedConstraints = true
        generatedStale = true
    }

    func isActive(_ c: LayoutConstraint) -> Bool { c.activeWindow == ObjectIdentifier(self) && c.window === self }

    func setActive(_ c: LayoutConstraint, _ active: Bool) {
        if active {
            guard !isActive(c) else { return }
            c.window = self
            c.activeWindow = ObjectIdentifier(self)
            activeConstraints.append(c)
            install(c)
            needsLayout = true
        } else {
            deactivateAll([c])
        }
    }

    /// Adds a constraint to the solver; a required one that cannot hold is broken and
    /// reported as UIKit logs it (rule 5.5.b: the constraint being added is the one broken).
    func install(_ c: LayoutConstraint) {
        let s = c.makeSolverConstraint(windowDirection: appLayoutDirection)
        var victims: [LayoutConstraint] = []
        while true {
            do {
                try solver.addConstraint(s)
                c.solverConstraint = s
                if c.isBroken {
                    // Installed on a retry: the conflict it was broken for is gone.
                    c.isBroken = false
                    conflictIssues[ObjectIdentifier(c)] = nil
                    conflictOrder.removeAll { $0 == ObjectIdentifier(c) }
                }
                return
            } catch {
                var involved: [String] = [c.text]
                var conflicting: [Constraint] = []
                if case let .unsatisfiableConstraint(_, set) = error {
                    conflicting = set
                    involved = set.map { $0 === s ? c.text : text(of: $0) }
                }
                // A container's encapsulated size holds: a constraint inside the placed view is
                // broken instead (``lastActivated(among:inside:)``; UIKit logs a cell's
                // 'UIView-Encapsulated-Layout-Height' among the conflict and breaks the user's
                // height). [obs] LoopKit/Loop's Main.storyboard lines 358–433 (Xcode 14): a
                // 66 pt prototype whose chevron asks for 52 pt plus margins and a progress bar is
                // saved 66 tall, the chevron 43.5. The same constraint gives way when the size is
                // already installed, so the order in which the engine re-adds a cell's
                // constraints does not decide it; a broken constraint tried again (on a retry)
                // breaks nothing: it holds only where there is room.
                let placed = c.isEncapsulated ? c.firstItem.owningView : c.isBroken ? nil : encapsulatingView(in: conflicting)
                if victims.count < Self.maximumEncapsulatedBreaks, let placed,
                   let victim = lastActivated(among: conflicting, inside: placed) {
                    victims.append(victim)
                    breakConstraint(victim, involved: involved)
                    continue
                }
                // Giving way after all: what it broke on the way holds again.
                for victim in victims { install(victim) }
                breakConstraint(c, involved: involved)
                return
            }
        }
    }

    /// How many user constraints one encapsulated size may break before it gives way itself
    /// (each break resolves one conflict; a bound keeps a pathological system finite).
    static let maximumEncapsulatedBreaks = 8

    /// A solver constraint as the user wrote it, or as the engine generated it.
    func text(of constraint: Constraint) -> String {
        // Conflicts are rare: a scan here saves a map entry for every constraint installed.
        activeConstraints.first { $0.solverConstraint === constraint }?.text ?? constraint.identifier ?? constraint.description
    }

    func constantDidChange(_ c: LayoutConstraint) {
        guard isActive(c) else { return }
        if let s = c.solverConstraint {
            try? solver.removeConstraint(s)
        }
        install(c)
        retryBrokenConstraints()
        needsLayout = true
        noteConstraintChange()
    }

    /// Records that the constraints changed in a way the pass must solve again for
    /// (``constantChanges``): a constant set, or a built-in cell label switching ends.
    func noteConstraintChange() {
        constantChanges &+= 1
    }

    func record(_ object: String, _ event: String, _ insets: EdgeInsets) {
        trace.append(TraceEntry(object: object, event: event, safeAreaInsets: insets))
    }

    /// Records a controller callback in the trace, then calls it on the controller.
    func notify(_ c: ViewController, _ event: String, animated: Bool = false, parent: ViewController? = nil,
                insets: EdgeInsets? = nil) {
        record(c.identifier, event, insets ?? c.view.safeAreaInsets)
        switch event {
        case "viewDidLoad": c.viewDidLoad()
        case "viewWillAppear": c.viewWillAppear(animated)
        case "viewDidAppear": c.viewDidAppear(animated)
        case "viewWillDisappear": c.viewWillDisappear(animated)
        case "viewDidDisappear": c.viewDidDisappear(animated)
        case "viewSafeAreaInsetsDidChange": c.viewSafeAreaInsetsDidChange()
        case "viewLayoutMarginsDidChange": c.viewLayoutMarginsDidChange()
        case "viewWillLayoutSubviews": c.viewWillLayoutSubviews()
        case "viewDidLayoutSubviews": c.viewDidLayoutSubviews()
        case "willMoveToParent": c.willMove(toParent: parent)
        case "didMoveToParent": c.didMove(toParent: parent)
        case "viewWillTransition": c.viewWillTransition(to: metrics.screenSize)
        default: break
        }
    }

    /// Clears the trace (the next layouts record anew).
    public func clearTrace() { trace.removeAll() }
}
