import Foundation
import InterfaceBuilder

/// Finds `shared/fixtures/interface-builder` above this source file (the repository's sibling
/// `shared` directory), following symlinks; `SAFEAREAKIT_IB_FIXTURES` overrides it.
enum Fixtures {
    static let directory: URL? = {
        if let override = ProcessInfo.processInfo.environment["SAFEAREAKIT_IB_FIXTURES"] {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        var directory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("shared/fixtures/interface-builder", isDirectory: true)
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("MANIFEST.json").path) {
                return candidate
            }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }()

    static func url(_ name: String) throws -> URL {
        guard let directory else { throw MissingFixtures() }
        return directory.appendingPathComponent(name)
    }

    static func read(_ name: String) throws -> IBDocument {
        try IBReader.read(contentsOf: url(name))
    }

    struct MissingFixtures: Error, CustomStringConvertible {
        var description: String { "shared/fixtures/interface-builder not found above the test sources" }
    }
}

extension IBDocument {
    /// The first view (depth first, document order) with this id.
    func view(_ id: String) -> IBView? { allViews.first { $0.id == id } }
    /// The first constraint with this id.
    func constraint(_ id: String) -> IBConstraint? { allConstraints.first { $0.id == id } }
}
