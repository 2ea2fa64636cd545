import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import InterfaceBuilder
import DeviceCatalog
import LayoutEngine
import Testing

/// The font files an app bundles (`IBFontFile`, `IBFontLibrary`): read from their `head`,
/// `hhea`, `hmtx`, `cmap` and `name` tables (Microsoft's OpenType specification), and used for
/// the custom fonts a storyboard names. The font here is built byte by byte by `TestFont`, so
/// every figure is known: 1000 units per em, ascender 800, descender −200, line gap 100; glyphs
/// "A", "B", "C" 600, 700 and 800 units wide.
@Suite("Interface Builder: the app's own font files (issue 9)")
struct FontFileTests {
    @Test("a TrueType file's names, line and advances are read; characters it lacks have no advance")
    func readsAFace() throws {
        let faces = try IBFontFile.faces(in: Data(TestFont.bytes()), file: "TestSans.ttf")
        let face = try #require(faces.first)
        #expect(faces.count == 1)
        #expect(face.postScriptName == "TestSans-Regular" && face.familyName == "Test Sans")
        #expect(face.unitsPerEm == 1000 && face.ascender == 800 && face.descender == -200 && face.lineGap == 100)
        #expect(face.lineHeight(pointSize: 10) == 11)
        #expect(face.advance(of: "A") == 0.6 && face.advance(of: "B") == 0.7 && face.advance(of: "C") == 0.8)
        #expect(face.advance(of: "Z") == nil)
    }

    @Test("a format 12 character map, a Symbol one and a collection of two faces are read")
    func collectionAndFormat12() throws {
        // An icon font's Windows Symbol map (platform 3, encoding 0) is read when it has no other.
        var symbolFont = TestFont.bytes()
        let cmapAt = try #require(TestFont.tableOffset(of: "cmap", in: symbolFont))
        symbolFont.replaceSubrange((cmapAt + 6)..<(cmapAt + 8), with: TestFont.u16(0))
        #expect(try IBFontFile.faces(in: Data(symbolFont), file: "icons.ttf").first?.advance(of: "B") == 0.7)
        let regular = TestFont.bytes(), bold = TestFont.bytes(name: "TestSans-Bold", format12: true)
        let faces = try IBFontFile.faces(in: Data(TestFont.collection([regular, bold])), file: "TestSans.ttc")
        #expect(faces.map(\.postScriptName) == ["TestSans-Regular", "TestSans-Bold"])
        #expect(faces[1].advance(of: "C") == 0.8 && faces[1].advance(of: "D") == nil)
    }

    @Test("a file that is not a font, or whose tables are missing or cut short, is an error naming the file and the table")
    func damagedFiles() throws {
        #expect(throws: IBFontFileError.notAFont(file: "x.ttf")) { try IBFontFile.faces(in: Data("not a font".utf8), file: "x.ttf") }
        #expect(throws: IBFontFileError.notAFont(file: "x.ttf")) { try IBFontFile.faces(in: Data(), file: "x.ttf") }
        #expect(throws: IBFontFileError.badTable(file: "x.ttf", table: "hmtx", reason: "is missing")) {
            try IBFontFile.faces(in: Data(TestFont.bytes(leavingOut: "hmtx")), file: "x.ttf")
        }
        // The file cut short inside its last table ("name"): that table runs past the end.
        let cut = Array(TestFont.bytes().dropLast(40))
        #expect(throws: IBFontFileError.badTable(file: "x.ttf", table: "name", reason: "runs past the end of the file")) {
            try IBFontFile.faces(in: Data(cut), file: "x.ttf")
        }
        #expect(IBFontFileError.badTable(file: "x.ttf", table: "name", reason: "runs past the end of the file").description
                == "x.ttf: its 'name' table runs past the end of the file")
        // A character map whose segments list more glyph ids than any font has (each of five
        // spanning the whole plane through a glyph list) is refused at once, not read for minutes.
        // Segment s of n reaches the list after the idRangeOffset array through 2 × (n − s).
        let spans = (0..<5).map { (first: 0, last: 0xFFFE, rangeOffset: 2 * (6 - $0)) }
        let bomb = TestFont.bytes(format4Segments: spans, glyphList: 0xFFFF)
        #expect(throws: IBFontFileError.badTable(file: "x.ttf", table: "cmap", reason: "lists more than 262144 glyph ids in its format 4 segments")) {
            try IBFontFile.faces(in: Data(bomb), file: "x.ttf")
        }
        // A format 12 group whose glyph ids run past 0xFFFFFFFF maps to no glyph.
        var wrapped = TestFont.bytes(format12: true)
        let group = wrapped.indices.dropLast(11).first { i in Array(wrapped[i..<(i + 12)]) == TestFont.u32(65) + TestFont.u32(67) + TestFont.u32(1) }
        let at = try #require(group)
        wrapped.replaceSubrange((at + 8)..<(at + 12), with: [0xFF, 0xFF, 0xFF, 0xFF])
        let face = try #require(try IBFontFile.faces(in: Data(wrapped), file: "x.ttf").first)
        #expect(face.advance(of: "B") == nil && face.advance(of: "C") == nil)
        // A line of no height is refused (an ascender of −200 against a descender of −200, no gap).
        var flat = TestFont.bytes()
        let hheaOffset = try #require(TestFont.tableOffset(of: "hhea", in: flat))
        flat.replaceSubrange((hheaOffset + 4)..<(hheaOffset + 6), with: TestFont.u16(0x10000 - 200))
        flat.replaceSubrange((hheaOffset + 8)..<(hheaOffset + 10), with: TestFont.u16(0))
        #expect(throws: IBFontFileError.badTable(file: "x.ttf", table: "hhea", reason: "gives a line of no height (ascender − descender + line gap ≤ 0)")) {
            try IBFontFile.faces(in: Data(flat), file: "x.ttf")
        }
        // A collection listing one face twice is refused: shared tables would be kept twice.
        let doubled = Array("ttcf".utf8) + TestFont.u32(0x0001_0000) + TestFont.u32(2) + TestFont.u32(20) + TestFont.u32(20)
            + TestFont.rebased(TestFont.bytes(), by: 20)
        #expect(throws: IBFontFileError.badTable(file: "x.ttf", table: "ttcf", reason: "lists the face at offset 20 twice")) {
            try IBFontFile.faces(in: Data(doubled), file: "x.ttf")
        }
        // A damaged table the measurement does not read leaves the face usable.
        var extra = TestFont.bytes(extraTable: "trak")
        extra.replaceSubrange((12 + 16 * 5 + 12)..<(12 + 16 * 5 + 16), with: TestFont.u32(9_999))
        #expect(try IBFontFile.faces(in: Data(extra), file: "x.ttf").first?.postScriptName == "TestSans-Regular")
    }

    @Test("damaged bytes anywhere in a font give a face or an error, never a crash (5,000 seeded mutations)")
    func mutatedFonts() {
        // A fixed linear congruential sequence (Knuth's MMIX constants), so every run tries
        // the same 5,000 files: one to four bytes of the test font (or of its collection)
        // set to a random value, or the file cut at a random length.
        var state: UInt64 = 0x5AFE_A12E
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        let originals = [TestFont.bytes(), TestFont.bytes(format12: true), TestFont.collection([TestFont.bytes(), TestFont.bytes(name: "B")])]
        var faces = 0, errors = 0
        for round in 0..<5_000 {
            var bytes = originals[round % originals.count]
            if round % 10 == 9 {
                bytes = Array(bytes.prefix(next() % bytes.count))
            } else {
                for _ in 0...(next() % 4) { bytes[next() % bytes.count] = UInt8(truncatingIfNeeded: next()) }
            }
            do {
                for face in try IBFontFile.faces(in: Data(bytes), file: "m.ttf") {
                    _ = face.lineHeight(pointSize: 17)
                    for c in "ABCZ é".unicodeScalars { _ = face.advance(of: c) }
                    faces += 1
                }
            } catch {
                errors += 1
            }
        }
        #expect(faces > 0 && errors > 0)
    }

    @Test("a library reads a folder's font files, lists the ones it cannot read, and finds faces by PostScript name")
    func libraryFromAFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("safeareakit-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(TestFont.bytes()).write(to: folder.appendingPathComponent("Fonts/TestSans-Regular.ttf"))
        try Data("junk".utf8).write(to: folder.appendingPathComponent("Fonts/Broken.otf"))
        try Data("not a font, not read".utf8).write(to: folder.appendingPathComponent("README.md"))
        // A link to a font is followed (a shared Fonts folder linked into an app).
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Fonts/Linked.ttf").path,
                                                   withDestinationPath: folder.appendingPathComponent("Fonts/TestSans-Regular.ttf").path)
        // A pipe named like a font is not opened (reading it would block).
        let pipe = folder.appendingPathComponent("Fonts/Pipe.ttf").path
        #expect(mkfifo(pipe, 0o644) == 0)
        let library = IBFontLibrary(paths: [folder.path, folder.appendingPathComponent("Missing").path])
        #expect(library.face(named: "TestSans-Regular")?.unitsPerEm == 1000)
        #expect(library.faces.count == 1)
        #expect(library.problems.count == 3)
        #expect(library.problems.contains { $0.contains("Pipe.ttf") && $0.contains("not a regular file") })
        #expect(library.problems.contains { $0.contains("Broken.otf") && $0.contains("not a TrueType or OpenType font") })
        #expect(library.problems.contains { $0.contains("Missing") && $0.contains("no such file or folder") })
    }

    @Test("the CLI tests' font file is the one TestFont builds")
    func committedTestFont() throws {
        let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SafeAreaCLITests/Fonts/TestSans-Regular.ttf")
        #expect(try [UInt8](Data(contentsOf: committed)) == TestFont.bytes())
    }

    @Test("a document's <customFonts> are read as the font files it lists, in order")
    func customFontsListed() throws {
        // shared/fixtures/interface-builder/artsy__eidolon__Auction.storyboard lines 12–22.
        let document = try Fixtures.read("artsy__eidolon__Auction.storyboard")
        #expect(document.customFontFiles == ["AGaramondPro-Italic.otf", "AGaramondPro-Regular.otf", "ITCAvantGardeDemi_Track03.ttf"])
        #expect(try Fixtures.read("evgenyneu__Cosmos__Main.storyboard").customFontFiles.isEmpty)
    }

    @Test("a label in a custom font is measured with its file's advances and line when the library has it, with the stand-ins when not")
    func labelInABundledFont() throws {
        let library = IBFontLibrary(faces: try IBFontFile.faces(in: Data(TestFont.bytes()), file: "TestSans.ttf"))
        let font = #"<fontDescription key="fontDescription" name="TestSans-Regular" family="Test Sans" pointSize="20"/>"#
        // "ABC": (600 + 700 + 800) / 1000 × 20 = 42 wide; a line of 1.1 em = 22 tall.
        let measured = try InlineIB.labelFrame("ABC", font: font, tools: "22155", device: "retina6_1", on: "iPhone 11", fonts: library)
        #expect(measured?.size == Size(width: 42, height: 22))
        // Without the file: Helvetica's advances (667 + 667 + 722 = 2056 → 41.12, 41.5 at 2×)
        // and San Francisco's line (23.87 → 24 at 2×).
        let standIn = try InlineIB.labelFrame("ABC", font: font, tools: "22155", device: "retina6_1", on: "iPhone 11")
        #expect(standIn?.size == Size(width: 41.5, height: 24))
    }
}

/// A TrueType font built byte by byte: the five tables `IBFontFile` reads, nothing else.
enum TestFont {
    static func u16(_ v: Int) -> [UInt8] { [UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
    static func u32(_ v: Int) -> [UInt8] { u16(v >> 16) + u16(v & 0xFFFF) }

    /// The font's bytes: "A", "B", "C" mapped to glyphs 1–3 (format 4, or 12 when asked), with
    /// a table left out or a four-byte table of another tag added last when asked.
    static func bytes(name: String = "TestSans-Regular", format12: Bool = false, leavingOut omitted: String? = nil,
                      extraTable: String? = nil, format4Segments: [(first: Int, last: Int, rangeOffset: Int)]? = nil,
                      glyphList: Int = 0) -> [UInt8] {
        var head = [UInt8](repeating: 0, count: 54)
        head.replaceSubrange(18..<20, with: u16(1000))
        var hhea = [UInt8](repeating: 0, count: 36)
        hhea.replaceSubrange(4..<6, with: u16(800))
        hhea.replaceSubrange(6..<8, with: u16(0x10000 - 200))
        hhea.replaceSubrange(8..<10, with: u16(100))
        hhea.replaceSubrange(34..<36, with: u16(4))
        let hmtx = [500, 600, 700, 800].flatMap { u16($0) + u16(0) }
        let subtable: [UInt8]
        if let segments = format4Segments {
            // Segments as given (each with delta 0), the closing 0xFFFF one, then a glyph list
            // of `glyphList` entries (glyph 1) right after the idRangeOffset array.
            let all = segments + [(first: 0xFFFF, last: 0xFFFF, rangeOffset: 0)]
            let body = u16(4) + u16(0) + u16(2 * all.count) + u16(0) + u16(0) + u16(0)
                + all.flatMap { u16($0.last) } + u16(0) + all.flatMap { u16($0.first) }
                + all.flatMap { _ in u16(0) } + all.flatMap { u16($0.rangeOffset) }
                + (0..<glyphList).flatMap { _ in u16(1) }
            subtable = Array(body.prefix(2)) + u16(body.count + 2) + Array(body.dropFirst(2))
        } else if format12 {
            subtable = u16(12) + u16(0) + u32(28) + u32(0) + u32(1) + u32(65) + u32(67) + u32(1)
        } else {
            // Two segments: A–C (delta 1 − 65) and the closing 0xFFFF one.
            let body = u16(4) + u16(0) + u16(4) + u16(4) + u16(2) + u16(0) + u16(67) + u16(0xFFFF) + u16(0)
                + u16(65) + u16(0xFFFF) + u16(0x10000 - 64) + u16(1) + u16(0) + u16(0)
            subtable = Array(body.prefix(2)) + u16(body.count + 2) + Array(body.dropFirst(2))
        }
        let cmap = u16(0) + u16(1) + u16(3) + u16(format12 ? 10 : 1) + u32(12) + subtable
        let names: [(Int, String)] = [(1, "Test Sans"), (6, name)]
        var storage: [UInt8] = [], records: [UInt8] = []
        for (id, text) in names {
            let encoded = text.utf16.flatMap { u16(Int($0)) }
            records += u16(3) + u16(1) + u16(0x409) + u16(id) + u16(encoded.count) + u16(storage.count)
            storage += encoded
        }
        let nameTable = u16(0) + u16(names.count) + u16(6 + records.count) + records + storage
        let tables = ([("cmap", cmap), ("head", head), ("hhea", hhea), ("hmtx", hmtx), ("name", nameTable)]
                      + (extraTable.map { [($0, [UInt8](repeating: 0, count: 4))] } ?? [])).filter { $0.0 != omitted }
        return sfnt(tables)
    }

    /// An sfnt file of `tables`, each at a 4-byte boundary.
    static func sfnt(_ tables: [(String, [UInt8])], base: Int = 0) -> [UInt8] {
        var header = u32(0x0001_0000) + u16(tables.count) + u16(0) + u16(0) + u16(0)
        var offset = base + 12 + 16 * tables.count
        var body: [UInt8] = []
        for (tag, data) in tables {
            header += Array(tag.utf8) + u32(0) + u32(offset) + u32(data.count)
            let padded = data + [UInt8](repeating: 0, count: (4 - data.count % 4) % 4)
            body += padded
            offset += padded.count
        }
        return header + body
    }

    /// A TrueType collection of fonts built by ``bytes(name:format12:leavingOut:)`` (their
    /// table offsets rebased to where each lands).
    static func collection(_ fonts: [[UInt8]]) -> [UInt8] {
        let headerSize = 12 + 4 * fonts.count
        var out = Array("ttcf".utf8) + u32(0x0001_0000) + u32(fonts.count)
        var placed: [[UInt8]] = [], at = headerSize
        for font in fonts {
            out += u32(at)
            placed.append(rebased(font, by: at))
            at += font.count
        }
        return out + placed.flatMap { $0 }
    }

    /// Where the table `tag` starts in `font`, from its directory.
    static func tableOffset(of tag: String, in font: [UInt8]) -> Int? {
        let count = Int(font[4]) << 8 | Int(font[5])
        for i in 0..<count where Array(font[(12 + 16 * i)..<(16 + 16 * i)]) == Array(tag.utf8) {
            return font[(20 + 16 * i)..<(24 + 16 * i)].reduce(0) { $0 << 8 | Int($1) }
        }
        return nil
    }

    /// `font` with its table offsets moved `by` bytes.
    static func rebased(_ font: [UInt8], by shift: Int) -> [UInt8] {
        var out = font
        let count = Int(font[4]) << 8 | Int(font[5])
        for i in 0..<count {
            let at = 12 + 16 * i + 8
            let old = font[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
            out.replaceSubrange(at..<(at + 4), with: u32(old + shift))
        }
        return out
    }
}
