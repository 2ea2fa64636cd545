import LayoutEngine

/// The bounds a screen spec must stay within. Beyond them the input is not a screen but a
/// mistake or an attack, and reading stops with an error that names the place.
public enum SpecLimits {
    /// The largest file read, in bytes (a real spec is a few kilobytes).
    public static let maximumFileSize = 8 << 20
    /// The deepest view hierarchy accepted. UIKit screens rarely pass 30 levels; a 3,000-deep
    /// tree is refused here rather than laid out.
    public static let maximumViewDepth = 256
    /// The most YAML/JSON nodes visited, counting each use of an alias again: bounds the
    /// expansion of alias bombs ("billion laughs").
    public static let maximumNodes = 1_000_000
    /// The largest magnitude of any number (points, priorities, counts): the readers' common
    /// bound, `LayoutEngine.InputLimits.largestNumber`, which storyboards are held to too.
    public static let largestNumber = InputLimits.largestNumber
    /// The most table-view rows in one section.
    public static let maximumRows = 100_000
}
