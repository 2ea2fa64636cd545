import Foundation

/// The one folder this test process writes its specs, configurations and reports into. It is
/// removed when the process exits, so a test run leaves nothing behind in the temporary
/// directory (CI machines and developers' Macs alike) even where a test has no `defer`.
enum Scratch {
    /// Created on first use, with a handler that removes it at exit.
    static let folder: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("safeareakit-cli-tests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: Scratch.folder) }
        return url
    }()

    /// A fresh path inside the scratch folder: `prefix`, a UUID, then `suffix`.
    static func url(_ prefix: String, _ suffix: String = "") -> URL {
        folder.appendingPathComponent("\(prefix)-\(UUID().uuidString)\(suffix)")
    }
}
