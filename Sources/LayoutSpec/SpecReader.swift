import DeviceCatalog
import Foundation
import Yams

/// Reads screen specs (`.json`, `.yaml`, `.yml`) into ``ScreenSpec`` values.
///
/// Both formats go through libyaml (JSON is YAML's flow style), so every error points at
/// `file:line:column`. The parse runs on a thread with a large stack, so deeply nested input
/// ends in a clear limit error instead of a crash; alias expansion is bounded by
/// ``SpecLimits/maximumNodes``.
public enum SpecReader {
    /// Reads and decodes the spec at `path`.
    public static func read(path: String) throws(SpecError) -> ScreenSpec {
        let url = URL(fileURLWithPath: path)
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = attributes?[.size] as? Int, size > SpecLimits.maximumFileSize {
            throw .limitExceeded(SourceLocation(file: path, line: 1, column: 1),
                                 "the file is \(size) bytes; a screen spec is at most \(SpecLimits.maximumFileSize)")
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadable(file: path, reason: error.localizedDescription)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadable(file: path, reason: "the file is not UTF-8 text")
        }
        let name = url.deletingPathExtension().lastPathComponent
        return try decode(text, file: path, defaultName: name)
    }

    /// Decodes spec text; `file` is used in locations.
    public static func decode(_ text: String, file: String, defaultName: String = "screen") throws(SpecError) -> ScreenSpec {
        guard text.utf8.count <= SpecLimits.maximumFileSize else {
            throw .limitExceeded(SourceLocation(file: file, line: 1, column: 1), "the spec is larger than \(SpecLimits.maximumFileSize) bytes")
        }
        let node = try compose(text, file: file)
        var decoder = SpecDecoder(file: file)
        return try decoder.screen(node, defaultName: defaultName)
    }

    /// libyaml's composition, on a thread with a 256 MB stack (Yams composes recursively).
    static func compose(_ text: String, file: String) throws(SpecError) -> Node {
        final class Box: @unchecked Sendable {
            var result: Result<Node?, SpecError> = .success(nil)
        }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            do {
                box.result = .success(try Yams.compose(yaml: text))
            } catch let error as YamlError {
                box.result = .failure(SpecReader.syntaxError(error, file: file))
            } catch {
                box.result = .failure(.syntax(SourceLocation(file: file, line: 1, column: 1), "\(error)"))
            }
            done.signal()
        }
        thread.stackSize = 256 << 20
        thread.start()
        done.wait()
        switch box.result {
        case let .success(node?): return node
        case .success(nil): throw .invalid(SourceLocation(file: file, line: 1, column: 1), expected: "a screen spec (the file is empty)")
        case let .failure(error): throw error
        }
    }

    static func syntaxError(_ error: YamlError, file: String) -> SpecError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            if problem.contains("Maximum nesting level") {
                return .limitExceeded(SourceLocation(file: file, line: mark.line, column: mark.column),
                                      "the document nests deeper than libyaml accepts; a screen's views nest at most \(SpecLimits.maximumViewDepth) levels")
            }
            let where_ = context.map { "\($0.text) " } ?? ""
            return .syntax(SourceLocation(file: file, line: mark.line, column: mark.column), "\(where_)\(problem)".trimmingCharacters(in: .whitespaces))
        case let .duplicatedKeysInMapping(duplicates, context):
            return .syntax(SourceLocation(file: file, line: context.mark.line, column: context.mark.column),
                           "duplicate keys in a mapping: \(duplicates.sorted().joined(separator: ", "))")
        default:
            return .syntax(SourceLocation(file: file, line: 1, column: 1), "\(error)")
        }
    }
}
