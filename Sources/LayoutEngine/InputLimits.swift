/// Bounds every reader of layouts (screen specs, storyboards and xibs) holds its numbers to.
/// Beyond them a value is a mistake or an attack whose products would overflow the layout,
/// not a screen.
public enum InputLimits {
    /// The largest magnitude of any number read (points, priorities, multipliers and their
    /// ratios): 1,000,000. No real file comes near it: the largest of about a thousand public
    /// storyboards and xibs is below 100,000, a frame deep in a scroll view.
    public static let largestNumber = 1_000_000.0
}
