import Foundation
import Yams

extension SpecReader {
    /// Whether the JSON or YAML file at `path` is meant as a screen spec: a mapping with a
    /// `root` key. A folder searched for screens holds many other JSON and YAML files
    /// (asset catalogs' `Contents.json`, lint and CI settings, package manifests); those are
    /// passed over, while a file that is a spec but a broken one is read and reported.
    ///
    /// An unreadable file, or one that does not parse, counts as a spec, so that reading it
    /// reports the problem with its place.
    public static func isScreenSpec(path: String) -> Bool {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = attributes?[.size] as? Int, size > SpecLimits.maximumFileSize { return true }
        guard let data = FileManager.default.contents(atPath: path),
              let text = String(data: data, encoding: .utf8),
              let node = try? compose(text, file: path) else { return true }
        guard case let .mapping(mapping) = node else { return false }
        return mapping.keys.contains { $0.string == "root" }
    }
}
