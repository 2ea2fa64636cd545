import DeviceCatalog

/// `UIModalPresentationStyle`, for the styles whose geometry and callbacks are documented.
public enum ModalPresentationStyle: String, Hashable, Sendable {
    /// The presented view replaces the presenting one, which disappears (rule 7.2).
    case fullScreen
    /// The presented view covers the screen; the presenting view stays in the hierarchy and
    /// gets no appearance callbacks.
    case overFullScreen
}

extension ViewController {
    /// The controller this one presents, if any.
    public var presentedViewController: ViewController? { view.window?.presented[ObjectIdentifier(self)] }

    /// `present(_:animated:)` with `style` (semantics doc 7.2): the presented view covers the
    /// window; with `.fullScreen` the presenting controller disappears.
    public func present(_ controller: ViewController, style: ModalPresentationStyle = .fullScreen) {
        guard let window = view.window else { return }
        let covered = window.visibleControllers(from: window.topPresented)
        controller.loadViewIfNeeded(window)
        if style == .fullScreen { for c in covered.reversed() { window.record(c.identifier, "viewWillDisappear", c.view.safeAreaInsets) } }
        window.record(controller.identifier, "viewWillAppear", controller.view.safeAreaInsets)
        window.presented[ObjectIdentifier(self)] = controller
        window.presentationStack.append((controller, style, covered))
        window.rootView.addSubview(controller.view)
        LayoutConstraint.activate([
            controller.view.topAnchor.constraint(equalTo: window.rootView.topAnchor),
            controller.view.leftAnchor.constraint(equalTo: window.rootView.leftAnchor),
            controller.view.bottomAnchor.constraint(equalTo: window.rootView.bottomAnchor),
            controller.view.rightAnchor.constraint(equalTo: window.rootView.rightAnchor),
        ])
        window.installContents(of: controller)
        window.layoutRounds(controller, count: 1)
        if style == .fullScreen {
            for c in covered.reversed() {
                window.record(c.identifier, "viewDidDisappear", c.view.safeAreaInsets)
                c.view.isHidden = true
            }
        }
        window.record(controller.identifier, "viewDidAppear", controller.view.safeAreaInsets)
    }

    /// `dismiss(animated:)` on the presenting controller: the presented one disappears, and
    /// after a full-screen presentation the presenting one appears again.
    public func dismiss() {
        guard let window = view.window, let presented = window.presented[ObjectIdentifier(self)],
              let index = window.presentationStack.lastIndex(where: { $0.controller === presented }) else { return }
        let (_, style, covered) = window.presentationStack[index]
        window.record(presented.identifier, "viewWillDisappear", presented.view.safeAreaInsets)
        if style == .fullScreen {
            for c in covered {
                c.view.isHidden = false
                window.record(c.identifier, "viewWillAppear", c.view.safeAreaInsets)
            }
        }
        presented.view.removeFromSuperview()
        window.presentationStack.remove(at: index)
        window.presented[ObjectIdentifier(self)] = nil
        window.layoutIfNeeded()
        window.record(presented.identifier, "viewDidDisappear", presented.view.safeAreaInsets)
        if style == .fullScreen { for c in covered { window.record(c.identifier, "viewDidAppear", c.view.safeAreaInsets) } }
    }
}
