import Foundation
import SafeAreaCLI
import Testing

@Suite("safearea devices")
struct DevicesCommandTests {
    @Test("JSON: an array of portrait device objects with the keys of CLI.md")
    func json() throws {
        let text = try Run.output(["devices", "--json"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(array.count >= 70)
        for object in array {
            #expect(Set(object.keys) == DeviceCommandTests.keys)
            #expect(object["orientation"] as? String == "portrait")
        }
        let x = try #require(array.first { $0["id"] as? String == "iphone-x" })
        #expect(DeviceCommandTests.insets(x["safeAreaInsets"]) == [44, 0, 34, 0])
        // Each element is what `safearea device D --json` prints.
        let single = try Run.json(["device", "iphone-x", "--json"])
        let canonical = { (object: [String: Any]) throws -> Data in
            try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        }
        #expect(try canonical(single) == canonical(x))
        #expect(try Run.output(["devices", "--json"]) == text)
    }

    @Test("--family filters")
    func family() throws {
        let ipads = try #require(try JSONSerialization.jsonObject(with: Data(Run.output(["devices", "--family", "ipad", "--json"]).utf8)) as? [[String: Any]])
        #expect(ipads.count >= 30)
        #expect(ipads.allSatisfy { $0["family"] as? String == "ipad" })
        let table = try Run.output(["devices", "--family", "iphone"])
        #expect(table.contains("iphone-x"))
        #expect(!table.contains("ipad-"))
    }

    @Test("text: an aligned table")
    func table() throws {
        let table = try Run.output(["devices"])
        let lines = table.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("ID") == true)
        let header = try #require(lines.first)
        let column = try #require(header.range(of: "NAME")).lowerBound.utf16Offset(in: header)
        let x = try #require(lines.first { $0.hasPrefix("iphone-x ") })
        #expect(x.dropFirst(column).hasPrefix("iPhone X"))
        #expect(x.contains("44,0,34,0"))
        #expect(x.contains("0,44,21,44"))
        #expect(table.contains("iphone-8 "))
        // The catalog's newest iOS, 27, has no published figures (docs/devices.md): said.
        #expect(table.hasSuffix("79 devices. Insets: full-screen root view, status bar shown, newest iOS each device runs (up to iOS 27; iOS 27's figures are iOS 26's, carried forward).\n"))
    }

    @Test("an unknown family is command-line misuse (64)")
    func unknownFamily() {
        guard case .failure(let code, let message) = Run.safearea(["devices", "--family", "ipod"]) else {
            Issue.record("expected a failure")
            return
        }
        #expect(code == 64)
        #expect(message.contains("ipad") || message.contains("iphone"))
    }
}
