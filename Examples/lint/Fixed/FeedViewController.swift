import UIKit

/// The feed screen laid out against the safe area: no device names, no bar heights.
final class FeedViewController: UIViewController {
    private let headerView = UIView()
    private let tableView = UITableView()
    private let composeBar = UIView()
    private var composeBarHeight: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.contentInsetAdjustmentBehavior = .automatic
        [tableView, headerView, composeBar].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            headerView.topAnchor.constraint(equalTo: view.topAnchor),
            headerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            headerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            headerView.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: 44),
            tableView.topAnchor.constraint(equalTo: headerView.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: composeBar.topAnchor),
            composeBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            composeBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            composeBar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            composeBar.topAnchor.constraint(equalTo: guide.bottomAnchor, constant: -49),
        ])
        let avatar = UIImageView()
        avatar.widthAnchor.constraint(equalToConstant: 64).isActive = true
        avatar.heightAnchor.constraint(equalToConstant: 64).isActive = true
        let title = UILabel()
        title.font = .systemFont(ofSize: 20, weight: .semibold)
        title.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20).isActive = true
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let insets = view.safeAreaInsets
        tableView.scrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: insets.bottom, right: 0)
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        view.setNeedsLayout()
    }

    func columns(for width: CGFloat) -> Int {
        traitCollection.horizontalSizeClass == .regular ? 3 : 1
    }

    func retryDelay(attempt: Int) -> Double {
        let delays = [20.0, 44.0, 88.0]
        return delays[min(attempt, 2)]
    }
}
