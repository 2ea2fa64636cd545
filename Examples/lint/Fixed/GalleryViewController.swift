import UIKit

/// A gallery that lays its grid out one way where the width is compact and another where it is
/// regular: the current size class's constraints are applied when the view loads (its traits are
/// known there from iOS 13) and again whenever the size class changes.
final class GalleryViewController: UIViewController {
    private let grid = UIView()
    private var compactConstraints: [NSLayoutConstraint] = []
    private var regularConstraints: [NSLayoutConstraint] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        grid.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(grid)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([grid.topAnchor.constraint(equalTo: guide.topAnchor),
                                     grid.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                                     grid.centerXAnchor.constraint(equalTo: guide.centerXAnchor)])
        compactConstraints = [grid.widthAnchor.constraint(equalTo: guide.widthAnchor)]
        regularConstraints = [grid.widthAnchor.constraint(equalTo: guide.widthAnchor, multiplier: 0.6)]
        applyLayout(for: traitCollection.horizontalSizeClass)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.horizontalSizeClass != previousTraitCollection?.horizontalSizeClass {
            applyLayout(for: traitCollection.horizontalSizeClass)
        }
    }

    private func applyLayout(for sizeClass: UIUserInterfaceSizeClass) {
        NSLayoutConstraint.deactivate(sizeClass == .regular ? compactConstraints : regularConstraints)
        NSLayoutConstraint.activate(sizeClass == .regular ? regularConstraints : compactConstraints)
    }
}
