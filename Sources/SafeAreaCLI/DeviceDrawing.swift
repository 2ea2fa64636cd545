import DeviceCatalog

/// A small ASCII picture of a screen in one orientation: the unsafe bands, the sensor housing
/// and the home indicator, inside a frame whose corners show whether the display is rounded.
enum DeviceDrawing {
    /// Characters per cell: outside the safe area, inside it, housing, home indicator.
    static let unsafe: Character = "."
    static let safe: Character = " "
    static let housing: Character = "#"
    static let homeIndicator: Character = "="

    /// Draws `metrics`; `columns` is the inner width in characters (rows follow the aspect
    /// ratio, a character being about twice as tall as wide).
    static func draw(_ metrics: DeviceMetrics, columns requested: Int? = nil) -> [String] {
        let size = metrics.screenSize
        let columns = requested ?? (metrics.orientation.isLandscape ? 56 : 24)
        let rows = max(6, Int((Double(columns) * size.height / size.width * 0.5).rounded()))
        let cellWidth = size.width / Double(columns), cellHeight = size.height / Double(rows)
        let safeFrame = metrics.safeAreaFrame
        let insets = metrics.safeAreaInsets
        var grid: [[Character]] = []
        for row in 0..<rows {
            var line: [Character] = []
            for column in 0..<columns {
                let center = Point(x: (Double(column) + 0.5) * cellWidth, y: (Double(row) + 0.5) * cellHeight)
                let cell = Rect(x: Double(column) * cellWidth, y: Double(row) * cellHeight, width: cellWidth, height: cellHeight)
                let covered = (cell.intersection(safeFrame).map { $0.width * $0.height } ?? 0) / (cellWidth * cellHeight)
                // A band thinner than a cell still shows: the edge cells of any non-zero inset are unsafe.
                let onUnsafeEdge = (row == 0 && insets.top > 0) || (row == rows - 1 && insets.bottom > 0)
                    || (column == 0 && insets.left > 0) || (column == columns - 1 && insets.right > 0)
                if let rect = metrics.sensorHousing.rect, rect.contains(center) {
                    line.append(housing)
                } else if covered < 0.6 || onUnsafeEdge {
                    line.append(unsafe)
                } else {
                    line.append(safe)
                }
            }
            grid.append(line)
        }
        if metrics.homeIndicator, metrics.safeAreaInsets.bottom > 0 {
            // The indicator is about a third of the width, centred on the bottom edge.
            let start = columns / 3, end = columns - columns / 3
            for column in start..<end { grid[rows - 1][column] = homeIndicator }
        }
        let rounded = metrics.cornerRadius != nil
        let top = (rounded ? "." : "+") + String(repeating: "-", count: columns) + (rounded ? "." : "+")
        let bottom = (rounded ? "'" : "+") + String(repeating: "-", count: columns) + (rounded ? "'" : "+")
        return [top] + grid.map { "|" + String($0) + "|" } + [bottom]
    }

    /// The legend printed under a drawing.
    static func legend(_ metrics: DeviceMetrics) -> String {
        var parts = ["'\(unsafe)' outside the safe area"]
        if metrics.sensorHousing.kind != .none { parts.append("'\(housing)' \(metrics.sensorHousing.kind == .notch ? "notch" : "Dynamic Island")") }
        if metrics.homeIndicator, metrics.safeAreaInsets.bottom > 0 { parts.append("'\(homeIndicator)' home indicator") }
        parts.append(metrics.cornerRadius != nil ? "rounded corners" : "square corners")
        return parts.joined(separator: ", ")
    }
}
