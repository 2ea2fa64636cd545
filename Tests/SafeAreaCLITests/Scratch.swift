import Foundation

/// The one folder the command-line tests of this process write their specs, configurations
/// and reports into. It is removed when the process exits normally, so these tests leave
/// nothing behind in the temporary directory even where a test has no `defer` (a killed run
/// leaves one folder, named by its process id). Other targets' tests clean up with `defer`.
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
