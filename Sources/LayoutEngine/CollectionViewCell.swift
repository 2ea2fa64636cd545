import DeviceCatalog

/// UIKit's `UICollectionViewCell`: an item's view with a full-size `contentView` and an
/// optional `backgroundView` behind it.
open class CollectionViewCell: View {
    /// `contentView`: where the item's content goes (not inset to the safe area).
    public let contentView: View
    /// `backgroundView` (default nil): behind the content, the cell's full size.
    public var backgroundView: View? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            guard let background = backgroundView else { return }
            background.translatesAutoresizingMaskIntoConstraints = false
            addSubview(background)
            LayoutConstraint.activate(TableViewCell.pin(background, to: self))
            bringSubviewToFront(contentView)
        }
    }

    /// Creates a cell; its content view is named `contentViewIdentifier` (by default the
    /// cell's identifier and `.contentView`).
    public init(identifier: String, contentViewIdentifier: String? = nil) {
        contentView = View(identifier: contentViewIdentifier ?? identifier + ".contentView", typeName: "collectionViewCellContentView")
        super.init(identifier: identifier, typeName: "collectionViewCell")
        contentView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(contentView)
        LayoutConstraint.activate(TableViewCell.pin(contentView, to: self))
    }
}
