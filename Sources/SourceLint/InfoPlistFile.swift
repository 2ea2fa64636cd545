import Foundation

/// Reads an app's Info.plist as Xcode does: an XML or binary property list, or one Xcode runs
/// through the C preprocessor first (`INFOPLIST_PREPROCESS = YES`), whose `#if` / `#endif`
/// lines are no XML (keepassium/KeePassium's Info.plist, line 206). Those lines are dropped
/// before a second reading — both branches of a condition kept, since the build's definitions
/// are not known here. Shared by `safearea lint` and the audit's app settings.
public enum InfoPlistFile {
    /// The top-level dictionary of the property list in `data`, or nil when it is none.
    public static func dictionary(_ data: Data) -> [String: Any]? {
        if let read = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) {
            return read as? [String: Any]
        }
        guard let text = String(data: data, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let kept = lines.filter { !$0.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("#") }
        guard kept.count < lines.count else { return nil }
        return (try? PropertyListSerialization.propertyList(from: Data(kept.joined(separator: "\n").utf8), options: [], format: nil)) as? [String: Any]
    }
}
