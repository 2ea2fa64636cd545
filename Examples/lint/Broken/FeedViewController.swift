import UIKit

/// A feed screen written for the iPhone 8 in 2016 and patched for the iPhone X in 2017.
final class FeedViewController: UIViewController {
    private let headerView = UIView()
    private let tableView = UITableView()
    private let composeBar = UIView()

    static let statusBarHeight: CGFloat = 20
    static let navigationBarHeight: CGFloat = 44

    var isIPhoneX: Bool {
        return UIScreen.main.nativeBounds.height == 2436
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        automaticallyAdjustsScrollViewInsets = false
        view.addSubview(tableView)
        view.addSubview(headerView)
        view.addSubview(composeBar)
        tableView.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 49, right: 0)
        headerView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: isIPhoneX ? 88 : 64)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let top = UIApplication.shared.statusBarFrame.height + 44
        tableView.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: view.bounds.height - top)
        if UIScreen.main.bounds.height == 812 {
            composeBar.frame.origin.y = view.bounds.height - 83
        }
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        composeBar.frame.size.height = 49 + view.safeAreaInsets.bottom
    }

    func pinHeader() {
        if #available(iOS 11.0, *) {
            headerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
        } else {
            headerView.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor).isActive = true
        }
        tableView.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor).isActive = true
    }

    func deviceModel() -> String {
        var systemInfo = utsname()
        uname(&systemInfo)
        let machine = Mirror(reflecting: systemInfo.machine).children.compactMap { $0.value as? Int8 }.map { String(UnicodeScalar(UInt8($0))) }.joined()
        return machine == "iPhone10,3" ? "iPhone X" : machine
    }

    override func loadView() {
        super.loadView()
        tableView.scrollIndicatorInsets.bottom = view.safeAreaInsets.bottom
    }

    func showLoadingOverlay() {
        let overlay = UIView()
        overlay.frame = UIScreen.main.bounds
        view.addSubview(overlay)
    }
}
