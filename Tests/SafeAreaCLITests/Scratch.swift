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

    /// A fresh folder inside the scratch folder (``url(_:_:)``), made; the caller may remove it
    /// when done (the scratch folder goes at exit anyway).
    static func newFolder(_ prefix: String) throws -> URL {
        let url = url(prefix)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `folder/name`, a xib of Xcode 15 (toolsVersion 22155) designed on an iPhone 11
    /// (`retina6_1`) whose `<objects>` hold `objects`: its first line is the file's line 5.
    @discardableResult
    static func xib(in folder: URL, named name: String, objects: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
        \(objects)
            </objects>
        </document>
        """.write(to: url, atomically: true, encoding: .utf8)
        return url
    }
}
