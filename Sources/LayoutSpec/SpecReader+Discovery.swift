import Foundation
import Yams

extension SpecReader {
    /// Whether the JSON or YAML file at `path` is meant as a screen spec: a mapping with a
    /// `root` key. A folder searched for screens holds many other JSON and YAML files
    /// (asset catalogs' `Contents.json`, lint and CI settings, package manifests); those are
    /// passed over, while a file that is a spec but a broken one is read and reported.
    ///
    /// An unreadable or oversized file counts as a spec, so that reading it reports the
    /// problem with its place; so does one that does not parse but names a `root` key (a spec
    /// with a typo). One that does not parse and names none is another tool's broken file (a
    /// test fixture cut short: habitica-ios' `HabiticaTests/Fixtures/tasks.json` ends in `},]`)
    /// and is passed over, as it would be if it parsed.
    public static func isScreenSpec(path: String) -> Bool {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = attributes?[.size] as? Int, size > SpecLimits.maximumFileSize { return true }
        guard let data = FileManager.default.contents(atPath: path),
              let text = String(data: data, encoding: .utf8) else { return true }
        guard let node = try? compose(text, file: path) else { return namesRootKey(text) }
        guard case let .mapping(mapping) = node else { return false }
        return mapping.keys.contains { $0.string == "root" }
    }

    /// Whether `text` holds a `root` key in JSON (`"root":`) or YAML (`root:` at a line's start).
    static func namesRootKey(_ text: String) -> Bool {
        text.range(of: #"("root"|'root')\s*:|(^|\n)\s*root\s*:"#, options: .regularExpression) != nil
    }
}
