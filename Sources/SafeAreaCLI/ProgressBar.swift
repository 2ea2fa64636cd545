import Foundation

/// A progress bar on standard error for long audits on a terminal: `[#####-----] 512/1368`.
/// Nothing is drawn when standard error is not a terminal (CI logs, pipes) or the run is short.
final class ProgressBar: @unchecked Sendable {
    /// Runs with fewer layouts than this finish too fast to need a bar.
    static let minimumTotal = 200
    private let total: Int
    private let lock = NSLock()
    private var shown = -1

    /// A bar for `total` steps, or nil when none should be drawn.
    init?(total: Int, isTerminal: Bool = isatty(FileHandle.standardError.fileDescriptor) != 0) {
        guard isTerminal, total >= Self.minimumTotal else { return nil }
        self.total = total
    }

    /// Redraws the bar when the percentage changed.
    func update(_ done: Int) {
        lock.lock()
        defer { lock.unlock() }
        let percent = total == 0 ? 100 : done * 100 / total
        guard percent != shown else { return }
        shown = percent
        FileHandle.standardError.write(Data(("\r" + Self.line(done: done, total: total)).utf8))
    }

    /// Clears the bar's line.
    func finish() {
        FileHandle.standardError.write(Data(("\r" + String(repeating: " ", count: 48) + "\r").utf8))
    }

    /// The bar's text: 30 cells, then the counts.
    static func line(done: Int, total: Int) -> String {
        let cells = total == 0 ? 30 : min(30, done * 30 / total)
        return "[" + String(repeating: "#", count: cells) + String(repeating: "-", count: 30 - cells) + "] \(done)/\(total)"
    }
}
