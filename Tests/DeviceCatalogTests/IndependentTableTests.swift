import DeviceCatalog
import Foundation
import Testing

/// The catalog held against Fixtures/published-figures.json: tables transcribed from sources
/// other than the ones devices.json primarily uses (device_frame, Qiita, hacknicity, the 2018
/// and 2019 HIG tables). Each table names its URL in the fixture.
@Suite("Independent table of published figures")
struct IndependentTableTests {
    struct Fixture: Decodable {
        let tables: [Table]
    }

    struct Table: Decodable {
        let title: String
        let source: String
        let noteKeyword: String
        let entries: [Entry]
        let recordedDisagreements: [Disagreement]
    }

    struct Entry: Decodable {
        let device: String
        let catalogId: String
        let ios: Int?
        let screen: Size?
        let scale: Double?
        let pixels: Size?
        let nativePixels: Size?
        let portraitInsets: EdgeInsets?
        let landscapeInsets: EdgeInsets?
        let portraitSafeSize: Size?
        let landscapeSafeSize: Size?
    }

    enum Published: Decodable {
        case number(Double)
        case size(Size)
        case insets(EdgeInsets)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else if let insets = try? container.decode(EdgeInsets.self) {
                self = .insets(insets)
            } else {
                self = .size(try container.decode(Size.self))
            }
        }
    }

    struct Disagreement: Decodable {
        let device: String
        let catalogId: String
        let ios: Int?
        let field: String
        let published: Published
        let reason: String
    }

    static let fixture: Fixture = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/published-figures.json")
        // An unreadable fixture yields no tables, which `fixtureIsSubstantial` reports.
        return (try? JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))) ?? Fixture(tables: [])
    }()

    static var entries: [(Table, Entry)] { fixture.tables.flatMap { table in table.entries.map { (table, $0) } } }
    static var disagreements: [(Table, Disagreement)] {
        fixture.tables.flatMap { table in table.recordedDisagreements.map { (table, $0) } }
    }

    /// The catalog's value of one field under `ios` (or the device's newest iOS).
    static func value(of field: String, device: Device, ios: Int?) throws -> Published {
        switch field {
        case "screen": return .size(device.screenSize)
        case "scale": return .number(device.scale)
        case "pixels": return .size(device.pixels)
        case "nativePixels": return .size(device.nativePixels)
        case "portraitInsets": return .insets(try device.metrics(for: .portrait, iOS: ios).safeAreaInsets)
        case "landscapeInsets": return .insets(try device.metrics(for: .landscapeLeft, iOS: ios).safeAreaInsets)
        case "portraitSafeSize": return .size(try device.metrics(for: .portrait, iOS: ios).safeAreaFrame.size)
        case "landscapeSafeSize": return .size(try device.metrics(for: .landscapeLeft, iOS: ios).safeAreaFrame.size)
        default:
            Issue.record("unknown field \(field)")
            return .number(.nan)
        }
    }

    @Test("the fixture holds enough figures")
    func fixtureIsSubstantial() {
        #expect(Self.fixture.tables.count >= 4)
        #expect(Self.entries.count >= 50)
    }

    @Test("every published figure agrees with the catalog", arguments: IndependentTableTests.entries.indices)
    func agrees(index: Int) throws {
        let (table, entry) = Self.entries[index]
        let catalog = try DeviceCatalog.load()
        let device = try #require(catalog.device(id: entry.catalogId), "\(entry.catalogId) (\(table.source))")
        let context = "\(entry.device) → \(entry.catalogId), \(table.source)"
        if let screen = entry.screen { #expect(device.screenSize == screen, "\(context)") }
        if let scale = entry.scale { #expect(device.scale == scale, "\(context)") }
        if let pixels = entry.pixels { #expect(device.pixels == pixels, "\(context)") }
        if let native = entry.nativePixels { #expect(device.nativePixels == native, "\(context)") }
        if let insets = entry.portraitInsets {
            #expect(try device.metrics(for: .portrait, iOS: entry.ios).safeAreaInsets == insets, "\(context)")
        }
        if let insets = entry.landscapeInsets {
            #expect(try device.metrics(for: .landscapeLeft, iOS: entry.ios).safeAreaInsets == insets, "\(context)")
            #expect(try device.metrics(for: .landscapeRight, iOS: entry.ios).safeAreaInsets == insets, "\(context)")
        }
        if let size = entry.portraitSafeSize {
            #expect(try device.metrics(for: .portrait, iOS: entry.ios).safeAreaFrame.size == size, "\(context)")
        }
        if let size = entry.landscapeSafeSize {
            #expect(try device.metrics(for: .landscapeLeft, iOS: entry.ios).safeAreaFrame.size == size, "\(context)")
        }
    }

    @Test("every disagreement is real and recorded in the device's notes", arguments: IndependentTableTests.disagreements.indices)
    func disagreementIsRecorded(index: Int) throws {
        let (table, disagreement) = Self.disagreements[index]
        let catalog = try DeviceCatalog.load()
        let device = try #require(catalog.device(id: disagreement.catalogId))
        let ours = try Self.value(of: disagreement.field, device: device, ios: disagreement.ios)
        let differs: Bool
        switch (ours, disagreement.published) {
        case (.number(let a), .number(let b)): differs = a != b
        case (.size(let a), .size(let b)): differs = a != b
        case (.insets(let a), .insets(let b)): differs = a != b
        default: differs = true
        }
        #expect(differs, "\(disagreement.catalogId).\(disagreement.field) now agrees with \(table.source): move it to entries")
        #expect(device.notes.contains { $0.contains(table.noteKeyword) },
                "\(disagreement.catalogId): the disagreement with \(table.noteKeyword) (\(disagreement.reason)) is not in the device's notes")
    }
}
