import DeviceCatalog

/// UIKit's `UICollectionViewFlowLayout`: items (of one size, or each of its own with the
/// collection view's `sizeForItem`) flow into lines across the collection view and the lines
/// stack along the scrolling direction, section after section.
/// Defaults and the meaning of each property are Apple's (figures in ``UIKitMetrics``).
public final class CollectionViewFlowLayout {
    /// `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: String, CaseIterable, Hashable, Sendable {
        /// Lines are rows, stacked downward (the default).
        case vertical
        /// Lines are columns, stacked rightward.
        case horizontal
    }

    /// `UICollectionViewFlowLayout.SectionInsetReference` (iOS 11+): what ``sectionInset``
    /// is measured from. Whatever it is, the content inset is the minimum (Apple,
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectioninsetreference-swift.property).
    public enum SectionInsetReference: String, CaseIterable, Hashable, Sendable {
        /// From the adjusted content inset (the default).
        case fromContentInset
        /// From the safe area: items stay out of an iPhone X's side bands in landscape.
        case fromSafeArea
        /// From the layout margins.
        case fromLayoutMargins
    }

    /// `itemSize` (default 50 × 50).
    public var itemSize = UIKitMetrics.flowLayoutItemSize { didSet { invalidateLayout() } }
    /// `minimumLineSpacing` between lines (default 10).
    public var minimumLineSpacing = UIKitMetrics.flowLayoutMinimumLineSpacing { didSet { invalidateLayout() } }
    /// `minimumInteritemSpacing` between items of a line (default 10); full lines spread their
    /// items so the spacing may grow (Apple's `minimumInteritemSpacing` page).
    public var minimumInteritemSpacing = UIKitMetrics.flowLayoutMinimumInteritemSpacing { didSet { invalidateLayout() } }
    /// `scrollDirection` (default vertical).
    public var scrollDirection = ScrollDirection.vertical { didSet { invalidateLayout() } }
    /// `sectionInset` around each section's items (default zero).
    public var sectionInset = EdgeInsets.zero { didSet { invalidateLayout() } }
    /// `sectionInsetReference` (default `.fromContentInset`).
    public var sectionInsetReference = SectionInsetReference.fromContentInset { didSet { invalidateLayout() } }
    /// `headerReferenceSize` (default zero): the space of each section's header before its
    /// inset, its height when scrolling vertically, its width horizontally (Apple,
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize).
    /// The collection view's ``CollectionView/headerViewProvider`` fills it.
    public var headerReferenceSize = Size.zero { didSet { invalidateLayout() } }
    /// `footerReferenceSize` (default zero): like ``headerReferenceSize``, after the section
    /// (no footer view is made for it).
    public var footerReferenceSize = Size.zero { didSet { invalidateLayout() } }

    /// The collection view using this layout.
    weak var collectionView: CollectionView?

    /// Creates a flow layout with UIKit's defaults.
    public init() {}

    /// `invalidateLayout()`: the collection view lays its items out again.
    public func invalidateLayout() { collectionView?.window?.setNeedsLayout() }

    /// The item frames of every section, in content coordinates, and the content size.
    struct Result: Equatable {
        var items: [[Rect]]
        var contentSize: Size
        /// Each section's header space (empty when `headerReferenceSize` gives none): across
        /// the whole content, before the section's inset (Apple, `headerReferenceSize`: "the
        /// width of the header is set to the width of the collection view" when scrolling
        /// vertically, the height to its height when scrolling horizontally).
        var headers: [Rect] = []
    }

    /// Lays out `items` (per section) in a collection view of size `bounds`.
    /// - `adjusted`: its adjusted content inset; the content's origin sits inside it.
    /// - `safeArea`, `margins`: its safe-area insets and layout margins, for the references.
    ///
    /// The number of items a line holds is the most that fit with `minimumInteritemSpacing`;
    /// full lines spread their items from edge to edge, a line of one item is centred (also
    /// one wider than the line: Xcode 26 draws a 398 pt item at x 2 in a 402 pt view with
    /// 16 pt section insets, Ranchero-Software__NetNewsWire__Main.storyboard lines 194–202),
    /// and the last line keeps the full lines' spacing from the leading edge. Each section's
    /// header and footer space come before and after its insets. [uncertain: the spreading
    /// of full lines is Apple's; the placement of short lines is not published]
    ///
    /// `sizeForItem` is the delegate's `collectionView(_:layout:sizeForItemAt:)`: an item's own
    /// size, nil for ``itemSize`` (see ``place(_:crossStart:mainStart:crossLength:)`` for items of different sizes).
    func layout(items: [Int], bounds: Size, adjusted: EdgeInsets, safeArea: EdgeInsets, margins: EdgeInsets,
                sizeForItem: ((_ section: Int, _ item: Int) -> Size?)? = nil) -> Result {
        let vertical = scrollDirection == .vertical
        // The boundary of the items on each edge, measured from the bounds' edge.
        func boundary(_ a: Double, _ s: Double, _ m: Double, _ inset: Double) -> Double {
            switch sectionInsetReference {
            case .fromContentInset: return a + inset
            case .fromSafeArea: return max(a, s + inset)
            case .fromLayoutMargins: return max(a, m + inset)
            }
        }
        let top = boundary(adjusted.top, safeArea.top, margins.top, sectionInset.top)
        let left = boundary(adjusted.left, safeArea.left, margins.left, sectionInset.left)
        let bottom = boundary(adjusted.bottom, safeArea.bottom, margins.bottom, sectionInset.bottom)
        let right = boundary(adjusted.right, safeArea.right, margins.right, sectionInset.right)
        // Across the lines (x for vertical scrolling) and along them, in content coordinates.
        let crossStart = vertical ? left - adjusted.left : top - adjusted.top
        let crossLength = vertical ? bounds.width - left - right : bounds.height - top - bottom
        let leadPad = vertical ? top - adjusted.top : left - adjusted.left
        let trailPad = vertical ? bottom - adjusted.bottom : right - adjusted.right
        let itemCross = vertical ? itemSize.width : itemSize.height
        let itemMain = vertical ? itemSize.height : itemSize.width
        // Items per line, clamped in floating point so tiny items cannot overflow the count.
        let fit = ((crossLength + minimumInteritemSpacing) / (itemCross + minimumInteritemSpacing)).rounded(.down)
        let perLine = itemCross > crossLength || itemCross + minimumInteritemSpacing <= 0 || !fit.isFinite
            ? 1 : Int(min(Double(Int32.max), max(1, fit)))
        let spacing = perLine > 1 ? (crossLength - Double(perLine) * itemCross) / Double(perLine - 1) : 0
        let single = perLine == 1 ? (crossLength - itemCross) / 2 : 0
        // Header and footer space along the scrolling direction (not a number or negative: none).
        func extent(_ size: Size) -> Double {
            let value = vertical ? size.height : size.width
            return value.isFinite ? max(0, value) : 0
        }
        let header = extent(headerReferenceSize), footer = extent(footerReferenceSize)

        var frames: [[Rect]] = []
        frames.reserveCapacity(items.count)
        var headerStarts: [Double] = []
        var main = 0.0
        for (s, count) in items.enumerated() {
            var section: [Rect] = []
            headerStarts.append(main)
            main += header
            defer { main += footer }
            guard count > 0 else { frames.append(section); continue }
            section.reserveCapacity(count)
            main += leadPad
            if let sizeForItem {
                let sizes = (0..<count).map { i -> Size in
                    let size = sizeForItem(s, i) ?? itemSize
                    return size.width.isFinite && size.height.isFinite ? Size(width: max(0, size.width), height: max(0, size.height)) : itemSize
                }
                if sizes.contains(where: { $0 != itemSize }) {
                    let placed = place(sizes, crossStart: crossStart, mainStart: main, crossLength: crossLength)
                    frames.append(placed.frames)
                    main += placed.length + trailPad
                    continue
                }
            }
            let lines = count / perLine + (count % perLine == 0 ? 0 : 1)
            for index in 0..<count {
                let line = index / perLine, slot = index % perLine
                let c = crossStart + single + Double(slot) * (itemCross + spacing)
                let m = main + Double(line) * (itemMain + minimumLineSpacing)
                section.append(vertical ? Rect(x: c, y: m, width: itemSize.width, height: itemSize.height)
                                        : Rect(x: m, y: c, width: itemSize.width, height: itemSize.height))
            }
            main += Double(lines) * itemMain + Double(lines - 1) * minimumLineSpacing + trailPad
            frames.append(section)
        }
        // The content spans the bounds less the adjusted inset across the lines.
        let size = vertical ? Size(width: max(0, bounds.width - adjusted.left - adjusted.right), height: main)
                            : Size(width: main, height: max(0, bounds.height - adjusted.top - adjusted.bottom))
        let headers = headerStarts.map { start in
            vertical ? Rect(x: 0, y: start, width: size.width, height: header) : Rect(x: start, y: 0, width: header, height: size.height)
        }
        return Result(items: frames, contentSize: size, headers: headers)
    }

    /// The frames of a section's items of different sizes (`sizeForItem`), in lines
    /// `crossLength` long from `crossStart`, the first line at `mainStart`, and the lines'
    /// length along the scrolling direction. A line takes items while they fit with
    /// `minimumInteritemSpacing` between them (at least one; an item that would not move the
    /// line on, with a spacing of minus its length or less, starts a new one, as one size does). A line of one item is centred, the last one included; a full
    /// line spreads its items from edge to edge; the last line keeps the spacing of the line
    /// before it that spread its items (`minimumInteritemSpacing` when there is none), never so
    /// much that it runs past the line's end. Along the scrolling direction the line is as long
    /// as its longest item and centres the others, as UIKit's flow layout centres a short item
    /// in its row. [obs] Xcode draws prototypes with their own `customSize` this way:
    /// LoopKit/LoopKit's OverrideSelectionViewController.storyboard (tenth held-out set; 88 and
    /// 81 pt cells 10 pt apart at y 148 and 239) and OceanLabs/Photobook-iOS' Main.storyboard
    /// (thirteenth; a 177 × 227 and a 319 × 81 cell, each alone on its line and centred, the
    /// second the last, lines 912–1004). [uncertain: lines of several items of different
    /// sizes; with one size a last line of one item keeps to the leading edge
    /// (``layout(items:bounds:adjusted:safeArea:margins:sizeForItem:)``), from other files]
    func place(_ sizes: [Size], crossStart: Double, mainStart: Double, crossLength: Double) -> (frames: [Rect], length: Double) {
        let vertical = scrollDirection == .vertical
        func cross(_ s: Size) -> Double { vertical ? s.width : s.height }
        func along(_ s: Size) -> Double { vertical ? s.height : s.width }
        var frames: [Rect] = []
        frames.reserveCapacity(sizes.count)
        var main = mainStart, index = 0
        var previousSpacing: Double?
        while index < sizes.count {
            var end = index + 1
            var used = cross(sizes[index])
            while end < sizes.count {
                let step = minimumInteritemSpacing + cross(sizes[end])
                guard step > 0, step.isFinite, used + step <= crossLength else { break }
                used += step
                end += 1
            }
            let line = index..<end
            let total = line.reduce(0) { $0 + cross(sizes[$1]) }
            let lineLength = line.reduce(0) { max($0, along(sizes[$1])) }
            var position = 0.0, spacing = 0.0
            if line.count == 1 {
                position = (crossLength - total) / 2
            } else {
                let spread = (crossLength - total) / Double(line.count - 1)
                spacing = end == sizes.count ? min(previousSpacing ?? minimumInteritemSpacing, spread) : spread
                previousSpacing = spacing
            }
            for i in line {
                let size = sizes[i]
                let c = crossStart + position, m = main + (lineLength - along(size)) / 2
                frames.append(vertical ? Rect(x: c, y: m, width: size.width, height: size.height)
                                       : Rect(x: m, y: c, width: size.width, height: size.height))
                position += cross(size) + spacing
            }
            main += lineLength + (end < sizes.count ? minimumLineSpacing : 0)
            index = end
        }
        return (frames, main - mainStart)
    }
}
