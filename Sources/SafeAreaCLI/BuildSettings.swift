import Foundation

/// The build settings of one configuration (Debug, Release…) of one Xcode target, layered as
/// Xcode layers them, highest first: the target's own settings, its configuration file's
/// (`.xcconfig`), the project's, the project's configuration file's (Apple, Xcode Help,
/// "Build settings reference": "a target-level setting overrides the project-level one", and a
/// configuration file sits below the level that bases itself on it). `$(inherited)` is the
/// level below's value; `$(NAME)` and `${NAME}` another setting's, or a built-in one's
/// (``builtIn``).
///
/// What cannot be known here is said so rather than guessed (``Lookup/unknown``): a
/// configuration file that cannot be read hides everything below it; a setting with a condition
/// (`KEY[sdk=iphoneos*]`) depends on what is built; a variable with an operator
/// (`$(NAME:lower)`) or without brackets is not expanded here. A variable no level sets is
/// empty, as Xcode expands it.
struct BuildSettings: Sendable {
    /// One level: its settings (keys as written, a condition's brackets included), or nil for a
    /// configuration file that could not be read.
    var layers: [[String: String]?]
    /// Settings Xcode defines for every target and a project does not set (`SRCROOT`,
    /// `PROJECT_DIR`, `TARGET_NAME`…): known even where a configuration file cannot be read.
    var builtIn: [String: String] = [:]

    /// What a lookup found.
    enum Lookup: Hashable, Sendable {
        /// The value, with its variables expanded.
        case set(String)
        /// No level sets it.
        case unset
        /// It cannot be known here (see the type's description).
        case unknown
    }

    /// The value of `key` in this configuration.
    func value(_ key: String) -> Lookup {
        value(key, from: 0, depth: 0)
    }

    /// `raw` (an Info.plist's value, `$(NAME)`) with the settings it names expanded.
    func expand(_ raw: String) -> Lookup {
        expand(raw, of: "", below: layers.count, depth: 0)
    }

    /// `key`'s value when it is set and known, else nil.
    subscript(key: String) -> String? {
        if case .set(let v) = value(key) { return v }
        return nil
    }

    /// A chain of settings that name each other deeper than this is a cycle.
    private static let maximumDepth = 16

    private func value(_ key: String, from start: Int, depth: Int) -> Lookup {
        guard depth < Self.maximumDepth else { return .unknown }
        if let v = builtIn[key] { return .set(v) }
        for i in layers.indices where i >= start {
            guard let layer = layers[i] else { return .unknown }
            if layer.keys.contains(where: { $0.hasPrefix(key + "[") }) { return .unknown }
            if let raw = layer[key] { return expand(raw, of: key, below: i + 1, depth: depth + 1) }
        }
        return .unset
    }

    /// `raw`, the value of `key`, with `$(inherited)` (`key`'s value below layer `below`) and
    /// other settings expanded.
    private func expand(_ raw: String, of key: String, below: Int, depth: Int) -> Lookup {
        var out = ""
        var rest = Substring(raw)
        while let dollar = rest.firstIndex(of: "$") {
            out += rest[..<dollar]
            let after = rest[rest.index(after: dollar)...]
            guard let open = after.first, open == "(" || open == "{" else {
                // `$NAME` without brackets, or a lone `$`: not read here.
                return .unknown
            }
            let close: Character = open == "(" ? ")" : "}"
            guard let end = after.firstIndex(of: close) else { return .unknown }
            let name = String(after[after.index(after: after.startIndex)..<end])
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return .unknown }
            let found = name == "inherited" ? value(key, from: below, depth: depth) : value(name, from: 0, depth: depth)
            switch found {
            case .set(let v): out += v
            case .unset: break
            case .unknown: return .unknown
            }
            rest = after[after.index(after: end)...]
        }
        out += rest
        return .set(out.trimmingCharacters(in: .whitespaces))
    }
}
