// Small geometry values shared by every module above DeviceCatalog.
// Coordinates are points, origin top-left, y down, as in UIKit.

/// A width and a height in points, like `CGSize`.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The horizontal extent in points.
    public var width: Double
    /// The vertical extent in points.
    public var height: Double

    /// A size of zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// Creates a size from its width and height.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The same size turned a quarter turn: width and height swapped.
    public var transposed: Size { Size(width: height, height: width) }

    /// `"375 × 812"`, with integral values printed without a fraction.
    public var description: String { "\(formatPoints(width)) × \(formatPoints(height))" }
}

/// A position in points, like `CGPoint`.
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// `"(x, y)"`.
    public var description: String { "(\(formatPoints(x)), \(formatPoints(y)))" }
}

/// An axis-aligned rectangle in points, like `CGRect`. Encodes as `{"x","y","width","height"}`.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width; never negative for rectangles the catalog produces.
    public var width: Double
    /// The height; never negative for rectangles the catalog produces.
    public var height: Double

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Creates a rectangle from its origin and size components.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// The top-left corner.
    public var origin: Point { Point(x: x, y: y) }
    /// The width and height.
    public var size: Size { Size(width: width, height: height) }
    /// The smallest x coordinate.
    public var minX: Double { x }
    /// The smallest y coordinate.
    public var minY: Double { y }
    /// The largest x coordinate.
    public var maxX: Double { x + width }
    /// The largest y coordinate.
    public var maxY: Double { y + height }
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }
    /// True when the rectangle covers no area.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// True when `other` lies entirely inside this rectangle (edges may touch).
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
    }

    /// True when `point` lies inside this rectangle or on its edge.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    /// The overlap of two rectangles, or `nil` when they share no area.
    public func intersection(_ other: Rect) -> Rect? {
        let left = max(minX, other.minX), right = min(maxX, other.maxX)
        let top = max(minY, other.minY), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rectangle shrunk by `insets` on each edge, like `UIEdgeInsetsInsetRect`.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: x + insets.left, y: y + insets.top,
             width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// `"(x, y, width × height)"`.
    public var description: String {
        "(\(formatPoints(x)), \(formatPoints(y)), \(formatPoints(width)) × \(formatPoints(height)))"
    }
}

/// Distances inset from each edge, in UIKit's `UIEdgeInsets` order (top, left, bottom, right).
/// Encodes as `{"top","left","bottom","right"}`.
public struct EdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the left edge.
    public var left: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the right edge.
    public var right: Double

    /// No inset on any edge, like `UIEdgeInsets.zero`.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Creates insets in UIKit's order.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Sum of the left and right insets.
    public var horizontal: Double { left + right }
    /// Sum of the top and bottom insets.
    public var vertical: Double { top + bottom }

    /// Edge-by-edge sum, as UIKit adds `additionalSafeAreaInsets`.
    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left,
                   bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }

    /// `"top 44, left 0, bottom 34, right 0"`.
    public var description: String {
        "top \(formatPoints(top)), left \(formatPoints(left)), bottom \(formatPoints(bottom)), right \(formatPoints(right))"
    }
}

/// Formats a point value without a fraction when it is integral (`44`, `47.33`).
public func formatPoints(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e12 {
        return String(Int(value))
    }
    let hundredths = (value * 100).rounded() / 100
    var text = String(hundredths)
    while text.hasSuffix("0"), text.contains(".") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}
