import ArgumentParser
import Foundation
import SafeAreaCLI
import Testing

/// Runs a `safearea` command line in-process: parses it as the real executable does and returns
/// the command's output, or the exit code and message the executable would print.
enum Run {
    enum Outcome {
        case output(String)
        case failure(code: Int32, message: String)
    }

    static func safearea(_ arguments: [String]) -> Outcome {
        do {
            let command = try SafeAreaCommand.parseAsRoot(arguments)
            switch command {
            case let device as DeviceCommand: return .output(try device.render())
            case let devices as DevicesCommand: return .output(try devices.render())
            case let solve as SolveCommand: return .output(try solve.render())
            case let layout as LayoutCommand: return .output(try layout.render())
            default: return .failure(code: -1, message: "not a command these tests know: \(type(of: command))")
            }
        } catch {
            return .failure(code: SafeAreaCommand.exitCode(for: error).rawValue, message: SafeAreaCommand.message(for: error))
        }
    }

    /// `safearea audit …` in-process: the audit runs its layouts in a task group, so this one
    /// is async.
    static func audit(_ arguments: [String]) async -> Outcome {
        do {
            guard let audit = try SafeAreaCommand.parseAsRoot(arguments) as? AuditCommand else {
                return .failure(code: -1, message: "not an audit command line: \(arguments)")
            }
            return .output(try await audit.report().0)
        } catch {
            return .failure(code: SafeAreaCommand.exitCode(for: error).rawValue, message: SafeAreaCommand.message(for: error))
        }
    }

    static func output(_ arguments: [String]) throws -> String {
        switch safearea(arguments) {
        case .output(let text): return text
        case .failure(let code, let message):
            Issue.record("safearea \(arguments.joined(separator: " ")) exited \(code): \(message)")
            throw CancellationError()
        }
    }

    static func json(_ arguments: [String]) throws -> [String: Any] {
        let text = try output(arguments)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? [String: Any])
    }
}

@Suite("safearea device")
struct DeviceCommandTests {
    static let keys: Set<String> = ["id", "name", "family", "year", "modelIdentifiers", "orientation", "screen", "scale",
                                    "pixels", "safeAreaInsets", "statusBar", "homeIndicator", "cornerRadius",
                                    "sensorHousing", "bars", "sources"]

    static func insets(_ object: Any?) -> [Double] {
        guard let dictionary = object as? [String: Any] else { return [] }
        return ["top", "left", "bottom", "right"].compactMap { (dictionary[$0] as? NSNumber)?.doubleValue }
    }

    @Test("iPhone X portrait JSON has exactly the keys of CLI.md and UIKit's figures")
    func iPhoneXPortrait() throws {
        // https://useyourloaf.com/blog/supporting-iphone-x/ (44,0,34,0)
        let json = try Run.json(["device", "iPhone X", "--json"])
        #expect(Set(json.keys) == Self.keys)
        #expect(json["id"] as? String == "iphone-x")
        #expect(json["name"] as? String == "iPhone X")
        #expect(json["family"] as? String == "iphone")
        #expect(json["year"] as? Int == 2017)
        #expect(json["modelIdentifiers"] as? [String] == ["iPhone10,3", "iPhone10,6"])
        #expect(json["orientation"] as? String == "portrait")
        #expect(json["screen"] as? [String: Double] == ["width": 375, "height": 812])
        #expect(json["scale"] as? Double == 3)
        #expect(json["pixels"] as? [String: Double] == ["width": 1125, "height": 2436])
        #expect(Self.insets(json["safeAreaInsets"]) == [44, 0, 34, 0])
        let statusBar = try #require(json["statusBar"] as? [String: Any])
        #expect(Set(statusBar.keys) == ["height", "hiddenInThisOrientation"])
        #expect(statusBar["height"] as? Double == 44)
        #expect(statusBar["hiddenInThisOrientation"] as? Bool == false)
        #expect(json["homeIndicator"] as? Bool == true)
        #expect(json["cornerRadius"] as? Double == 39)
        let housing = try #require(json["sensorHousing"] as? [String: Any])
        #expect(housing["kind"] as? String == "notch")
        let rect = try #require(housing["rect"] as? [String: Double])
        #expect(Set(rect.keys) == ["x", "y", "width", "height"])
        #expect(rect["y"] == 0)
        let bars = try #require(json["bars"] as? [String: Double])
        #expect(bars == ["navigationBar": 44, "navigationBarLargeTitle": 96, "tabBar": 49, "toolbar": 44])
        let sources = try #require(json["sources"] as? [String])
        #expect(sources.contains("https://useyourloaf.com/blog/supporting-iphone-x/"))
        #expect(sources.allSatisfy { $0.hasPrefix("http") })
    }

    @Test("iPhone X landscape: 0,44,21,44, status bar hidden, notch on the right")
    func iPhoneXLandscape() throws {
        let json = try Run.json(["device", "iphone-x", "--orientation", "landscape", "--json"])
        #expect(json["orientation"] as? String == "landscape-left")
        #expect(json["screen"] as? [String: Double] == ["width": 812, "height": 375])
        #expect(json["pixels"] as? [String: Double] == ["width": 2436, "height": 1125])
        #expect(Self.insets(json["safeAreaInsets"]) == [0, 44, 21, 44])
        let statusBar = try #require(json["statusBar"] as? [String: Any])
        #expect(statusBar["hiddenInThisOrientation"] as? Bool == true)
        let rect = try #require((json["sensorHousing"] as? [String: Any])?["rect"] as? [String: Double])
        #expect(rect["x"]! + rect["width"]! == 812)
        #expect((json["bars"] as? [String: Double])?["navigationBar"] == 32)
    }

    @Test("iPhone 8: 20,0,0,0 in portrait, zero in landscape, null corner radius and housing")
    func iPhone8() throws {
        // https://developer.apple.com/videos/play/wwdc2018/235/ ; https://useyourloaf.com/blog/supporting-iphone-x/
        let portrait = try Run.json(["device", "iPhone 8", "--json"])
        #expect(Set(portrait.keys) == Self.keys)
        #expect(Self.insets(portrait["safeAreaInsets"]) == [20, 0, 0, 0])
        #expect(portrait["cornerRadius"] is NSNull)
        #expect(portrait["homeIndicator"] as? Bool == false)
        let housing = try #require(portrait["sensorHousing"] as? [String: Any])
        #expect(housing["kind"] as? String == "none")
        #expect(housing["rect"] is NSNull)
        #expect((portrait["statusBar"] as? [String: Any])?["height"] as? Double == 20)

        let landscape = try Run.json(["device", "iPhone10,1", "--orientation", "landscape-right", "--ios", "12", "--json"])
        #expect(landscape["id"] as? String == "iphone-8")
        #expect(Self.insets(landscape["safeAreaInsets"]) == [0, 0, 0, 0])
        #expect((landscape["statusBar"] as? [String: Any])?["hiddenInThisOrientation"] as? Bool == true)
    }

    @Test("found by marketing name, catalog id and model identifier", arguments: ["iPhone 15 Pro", "iphone15pro", "iphone-15-pro", "iPhone16,1", "IPHONE 15-PRO"])
    func lookup(spelling: String) throws {
        #expect(try Run.json(["device", spelling, "--json"])["id"] as? String == "iphone-15-pro")
    }

    @Test("--ios chooses the figures; byte-identical output run to run")
    func iosAndDeterminism() throws {
        let old = try Run.json(["device", "iPhone 11", "--ios", "13", "--json"])
        let new = try Run.json(["device", "iPhone 11", "--ios", "14", "--json"])
        #expect(Self.insets(old["safeAreaInsets"]).first == 44)
        #expect(Self.insets(new["safeAreaInsets"]).first == 48)
        let first = try Run.output(["device", "iPhone 16 Pro", "--orientation", "landscape-left", "--json"])
        let second = try Run.output(["device", "iPhone 16 Pro", "--orientation", "landscape-left", "--json"])
        #expect(first == second)
        // Keys are written in sorted order.
        let keyLines = first.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { String($0.dropFirst(3).prefix { $0 != "\"" }) }
        #expect(keyLines == keyLines.sorted())
    }

    @Test("unknown device: exit 64 with the closest names")
    func unknownDevice() {
        guard case .failure(let code, let message) = Run.safearea(["device", "iPhone 15 Prp"]) else {
            Issue.record("expected a failure")
            return
        }
        #expect(code == 64)
        #expect(message.contains("iPhone 15 Pro"))
        #expect(message.contains("unknown device"))
    }

    @Test("unknown orientation: exit 64 with the closest names")
    func unknownOrientation() {
        guard case .failure(let code, let message) = Run.safearea(["device", "iPhone X", "--orientation", "landscap-rigth"]) else {
            Issue.record("expected a failure")
            return
        }
        #expect(code == 64)
        #expect(message.contains("landscape-right"))
    }

    @Test("an iOS version the device cannot run, or an orientation it does not support: exit 64")
    func unsupported() {
        guard case .failure(let code, let message) = Run.safearea(["device", "iPhone X", "--ios", "17"]) else {
            Issue.record("expected a failure")
            return
        }
        #expect(code == 64)
        #expect(message.contains("iOS 11–16"))
        guard case .failure(let code2, let message2) = Run.safearea(["device", "iPhone 15", "--orientation", "portrait-upside-down"]) else {
            Issue.record("expected a failure")
            return
        }
        #expect(code2 == 64)
        #expect(message2.contains("landscape-left"))
    }

    @Test("the text form shows the figures and a drawing of the screen")
    func text() throws {
        let text = try Run.output(["device", "iPhone 15 Pro"])
        #expect(text.contains("iPhone 15 Pro"))
        #expect(text.contains("top 59 · left 0 · bottom 34 · right 0"))
        #expect(text.contains("393 × 852 pt @3x"))
        #expect(text.contains("Dynamic Island"))
        let drawing = text.split(separator: "\n").filter { $0.hasPrefix("  |") }
        #expect(drawing.count >= 10)
        #expect(drawing.first?.contains("#") == true)
        #expect(drawing.last?.contains("=") == true)
        #expect(text.contains("sources:"))
        let ipad = try Run.output(["device", "iPad (9th generation)", "--orientation", "landscape"])
        #expect(ipad.contains("+---"))
        #expect(ipad.contains("top 20 · left 0 · bottom 0 · right 0"))
    }
}
