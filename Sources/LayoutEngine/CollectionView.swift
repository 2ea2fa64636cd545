import DeviceCatalog

/// UIKit's `UICollectionView` with a flow layout: items per section, placed by
/// ``CollectionViewFlowLayout`` in content coordinates, the ones in view laid out as real
/// ``CollectionViewCell`` views. Whether an item stays out of the safe area is the layout's
/// `sectionInsetReference`: a collection view does not inset its cells' content views.
open class CollectionView: ScrollView {
    /// An item's place: section and item index.
    struct ItemKey: Hashable, Comparable {
        var section: Int, item: Int
        static func < (a: ItemKey, b: ItemKey) -> Bool { (a.section, a.item) < (b.section, b.item) }
    }

    /// A view placed in the content at a rectangle, with the four constraints that hold it
    /// there (left, top, width, height): a cell, or a section's header view.
    struct Placed<Content: View> {
        let view: Content
        let constraints: [LayoutConstraint]

        /// Adds `view` to `container` at `rect` (content coordinates).
        init(_ view: Content, at rect: Rect, in container: View) {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            constraints = [view.leftAnchor.constraint(equalTo: container.leftAnchor, constant: rect.x),
                           view.topAnchor.constraint(equalTo: container.topAnchor, constant: rect.y),
                           view.widthAnchor.constraint(equalToConstant: rect.width),
                           view.heightAnchor.constraint(equalToConstant: rect.height)]
            for c in constraints { c.identifier = "\(view.identifier).flowLayout" }
            LayoutConstraint.activate(constraints)
            self.view = view
        }

        /// Moves the view to `rect`; whether anything changed.
        func move(to rect: Rect) -> Bool {
            var moved = false
            for (c, value) in zip(constraints, [rect.x, rect.y, rect.width, rect.height]) where c.constant != value {
                c.constant = value
                moved = true
            }
            return moved
        }

        /// Takes the view out, keeping the constraints between the views inside it.
        func remove() { view.removeFromSuperview(keepingOwnConstraintsExcept: constraints) }
    }

    /// A cell in view.
    struct ItemView {
        var key: ItemKey
        var placed: Placed<CollectionViewCell>
        var cell: CollectionViewCell { placed.view }
    }

    /// A section header view in view.
    struct HeaderView {
        var section: Int
        var placed: Placed<View>
    }

    /// `collectionViewLayout`.
    public var collectionViewLayout: CollectionViewFlowLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            window?.setNeedsLayout()
        }
    }
    /// Items per section (what `collectionView(_:numberOfItemsInSection:)` returns).
    public var items: [Int] = [] { didSet { window?.setNeedsLayout() } }
    /// `dataSource.collectionView(_:cellForItemAt:)`: the cell of an item, asked for each
    /// item as it comes into view. Nil, or a nil result, makes the view's own empty cell. The
    /// closure should not hold the collection view (UIKit's data source is weak).
    public var cellProvider: ((_ section: Int, _ item: Int) -> CollectionViewCell?)? {
        didSet {
            preparedKeys = []
            for view in itemViews { view.placed.remove() }
            itemViews = []
            window?.setNeedsLayout()
        }
    }
    /// `dataSource.collectionView(_:viewForSupplementaryElementOfKind:at:)` for section headers
    /// (`elementKindSectionHeader`): the view shown in a section's header space
    /// (`headerReferenceSize`), asked for as the space comes into view. Nil, or a nil result,
    /// shows nothing there. Like ``cellProvider``, it should not hold the collection view.
    public var headerViewProvider: ((_ section: Int) -> View?)? {
        didSet {
            for header in headerViews { header.placed.remove() }
            headerViews = []
            window?.setNeedsLayout()
        }
    }

    /// The delegate's `collectionView(_:layout:sizeForItemAt:)`
    /// (`UICollectionViewDelegateFlowLayout`): an item's own size, nil (or a nil result) for the
    /// layout's `itemSize`. Like ``cellProvider``, it should not hold the collection view.
    public var sizeForItem: ((_ section: Int, _ item: Int) -> Size?)? {
        didSet { window?.setNeedsLayout() }
    }

    /// `visibleCells`: the cells of the items in view after the last layout, in index order.
    public var visibleCells: [CollectionViewCell] { itemViews.map(\.cell) }

    /// The layout's result from the last derive step.
    var lastLayout: CollectionViewFlowLayout.Result?
    var itemViews: [ItemView] = []
    var preparedKeys: [ItemKey] = []
    /// The section header views in view, with the constraints that place them.
    var headerViews: [HeaderView] = []

    /// Creates a collection view with `layout` (a default flow layout when omitted).
    public init(identifier: String, collectionViewLayout layout: CollectionViewFlowLayout = CollectionViewFlowLayout()) {
        collectionViewLayout = layout
        super.init(identifier: identifier, typeName: "collectionView")
        layout.collectionView = self
    }

    /// `layoutAttributesForItem(at:)?.frame`: an item's frame in content coordinates after
    /// the last layout, or nil.
    public func layoutAttributesForItem(_ item: Int, inSection section: Int) -> Rect? {
        guard let sections = lastLayout?.items, sections.indices.contains(section), sections[section].indices.contains(item) else { return nil }
        return sections[section][item]
    }

    /// `cellForItem(at:)`: the cell of an item in view, or nil.
    public func cellForItem(_ item: Int, inSection section: Int) -> CollectionViewCell? {
        itemViews.first { $0.key == ItemKey(section: section, item: item) }?.cell
    }

    // MARK: The layout pass

    /// The flow layout for the view's current geometry.
    func computeLayout(in window: Window, margins: EdgeInsets) -> CollectionViewFlowLayout.Result {
        // Before the first layout the frame is unknown: the window's size stands in.
        let size = frame.size == .zero ? window.bounds.size : frame.size
        return collectionViewLayout.layout(items: items, bounds: size, adjusted: adjustedContentInset,
                                           safeArea: safeAreaInsets, margins: margins, sizeForItem: sizeForItem)
    }

    /// The part of the content in view (the window's size stands in before the first layout).
    func contentInView(in window: Window) -> Rect {
        Rect(origin: boundsOrigin, size: frame.size == .zero ? window.bounds.size : frame.size)
    }

    /// The items whose frames meet the part of the content in view.
    func keysInView(_ result: CollectionViewFlowLayout.Result, in window: Window) -> [ItemKey] {
        let view = contentInView(in: window)
        var keys: [ItemKey] = []
        for (s, section) in result.items.enumerated() {
            for (i, r) in section.enumerated() where r.intersection(view) != nil {
                keys.append(ItemKey(section: s, item: i))
                if keys.count >= ScrollView.maximumContentViews { return keys }
            }
        }
        return keys
    }

    override func prepareContent(in window: Window) {
        // The geometry of the last layout, with the items and layout settings as they are now.
        let result = computeLayout(in: window, margins: effectiveLayoutMargins)
        prepareHeaders(result, in: window)
        let keys = keysInView(result, in: window)
        guard keys != preparedKeys || itemViews.count != keys.count else { return }
        let wanted = Set(keys)
        var kept = itemViews.filter { wanted.contains($0.key) }
        let keptKeys = Set(kept.map(\.key))
        var fresh = keys.filter { !keptKeys.contains($0) }
        // Keep the tree in index order: an item needed before the kept ones rebuilds the list.
        if let last = kept.last?.key, let first = fresh.first, first < last {
            kept = []
            fresh = keys
        }
        let keptCells = Set(kept.map { ObjectIdentifier($0.cell) })
        window.deferringRetries {
            for old in itemViews where !keptCells.contains(ObjectIdentifier(old.cell)) { old.placed.remove() }
        }
        itemViews = kept
        for key in fresh {
            let cell = suppliedCell(key) ?? CollectionViewCell(identifier: "\(identifier).item-\(key.section)-\(key.item)")
            itemViews.append(ItemView(key: key, placed: Placed(cell, at: result.items[key.section][key.item], in: self)))
        }
        preparedKeys = keys
    }

    /// The sections whose header space meets the part of the content in view (none without
    /// a ``headerViewProvider``).
    func headersInView(_ result: CollectionViewFlowLayout.Result, in window: Window) -> [Int] {
        guard headerViewProvider != nil else { return [] }
        let view = contentInView(in: window)
        return result.headers.indices.filter { result.headers[$0].intersection(view) != nil }
    }

    /// The header views of the sections whose header space is in view, placed there.
    func prepareHeaders(_ result: CollectionViewFlowLayout.Result, in window: Window) {
        guard let provider = headerViewProvider else { return }
        let wanted = headersInView(result, in: window)
        guard wanted != headerViews.map(\.section) else { return }
        for header in headerViews { header.placed.remove() }
        headerViews = []
        for s in wanted {
            guard let header = provider(s), header !== self, !isDescendant(of: header),
                  !headerViews.contains(where: { $0.placed.view === header }) else { continue }
            headerViews.append(HeaderView(section: s, placed: Placed(header, at: result.headers[s], in: self)))
        }
    }

    /// The data source's cell for an item, unless it cannot be shown there: already another
    /// item's, or the collection view itself or one of its ancestors.
    func suppliedCell(_ key: ItemKey) -> CollectionViewCell? {
        guard let cell = cellProvider?(key.section, key.item), !isDescendant(of: cell),
              !itemViews.contains(where: { $0.cell === cell }) else { return nil }
        return cell
    }

    override func updateContentBeforeInsets(in window: Window) {
        // The content size decides the scrollable axes; the previous adjusted inset and
        // margins stand in until this step has computed new ones.
        contentSize = computeLayout(in: window, margins: effectiveLayoutMargins).contentSize
    }

    override func updateContentAfterInsets(in window: Window) -> Bool {
        let result = computeLayout(in: window, margins: window.predictedLayoutMargins(of: self))
        if contentSize != result.contentSize { contentSize = result.contentSize }
        var moved = result != lastLayout
        lastLayout = result
        for header in headerViews where result.headers.indices.contains(header.section) {
            if header.placed.move(to: result.headers[header.section]) { moved = true }
        }
        for view in itemViews {
            guard result.items.indices.contains(view.key.section), result.items[view.key.section].indices.contains(view.key.item) else { continue }
            if view.placed.move(to: result.items[view.key.section][view.key.item]) { moved = true }
        }
        return moved
    }

    override func contentIsStale(in window: Window) -> Bool {
        guard let result = lastLayout else { return false }
        return keysInView(result, in: window) != preparedKeys || headersInView(result, in: window) != headerViews.map(\.section)
    }
}
