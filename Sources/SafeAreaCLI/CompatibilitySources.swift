import LayoutEngine

/// What the apps' Info.plists said of design compatibility, in the order the inputs were read:
/// the Info.plists that turned it on, each with the inputs it governs; and those that could not
/// answer (a build setting as the value, a project whose apps disagree), which leave their
/// inputs under the device's own design.
struct CompatibilitySources {
    private(set) var sources: [(plist: String, inputs: [String])] = []
    private(set) var unanswered: [(key: String, reason: String, inputs: [String])] = []

    mutating func add(_ input: String, from plist: String) {
        if let i = sources.firstIndex(where: { $0.plist == plist }) { sources[i].inputs.append(input) } else { sources.append((plist, [input])) }
    }

    /// `plist` gives a build setting, not a value.
    mutating func add(_ input: String, unexpanded plist: AppInfoPlist) {
        let reason = "UIDesignRequiresCompatibility is the build setting '\(plist.unexpandedValue ?? "")', which is not expanded"
        unanswered(input, key: AuditOutput.relative(plist.path), reason: reason)
    }

    /// The project's apps disagree.
    mutating func add(_ input: String, disagreeing apps: [AppInfoPlist]) {
        let list = apps.map { "\(AuditOutput.relative($0.path)) (\($0.unexpandedValue ?? ($0.designRequiresCompatibility ? "YES" : "NO")))" }
        unanswered(input, key: AuditOutput.relative(apps.first?.path ?? ""), reason: "the project's apps disagree on UIDesignRequiresCompatibility: " + list.joined(separator: ", "))
    }

    private mutating func unanswered(_ input: String, key: String, reason: String) {
        if let i = unanswered.firstIndex(where: { $0.key == key && $0.reason == reason }) { unanswered[i].inputs.append(input) } else {
            unanswered.append((key, reason, [input]))
        }
    }

    /// One note per Info.plist, in Xcode's diagnostic form.
    var notes: [String] {
        let rules = UIKitMetrics.designCompatibilityIOS(for: UIKitMetrics.firstIOSOfLiquidGlass), glass = UIKitMetrics.firstIOSOfLiquidGlass
        return sources.map { source in
            let n = source.inputs.count
            return "\(AuditOutput.relative(source.plist)): note: UIDesignRequiresCompatibility is set: \(inputCount(n)) laid out "
                + "with iOS \(rules)'s bars and controls where the device runs iOS \(glass) or later, as built with Xcode \(glass); "
                + "built against the iOS \(UIKitMetrics.firstIOSIgnoringDesignCompatibilityKey) SDK the key is ignored: pass --no-design-requires-compatibility to see that"
        } + unanswered.map { entry in
            let n = entry.inputs.count
            return "\(entry.key): note: \(entry.reason): \(inputCount(n)) laid out with iOS \(glass)'s own design; "
                + "pass --design-requires-compatibility or --no-design-requires-compatibility to choose"
        }
    }
}
