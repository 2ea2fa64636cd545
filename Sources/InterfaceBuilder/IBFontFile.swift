// The metrics of a font file an app bundles (TrueType or OpenType, `.ttf`, `.otf`, `.ttc`):
// what a storyboard's custom fonts measure with when the file is at hand. Only the tables a
// line's size needs are read — `head` (units per em), `hhea` (ascender, descender, line gap),
// `hmtx` (advances), `cmap` (characters to glyphs) and `name` (the PostScript name a
// `<fontDescription name=…>` gives) — every read bounds-checked, so a damaged file is an error,
// never a crash. (Microsoft, "OpenType specification": the tables of those names.)

import Foundation

/// One face of a font file: its names, vertical metrics and advances.
public struct IBFontFile: Hashable, Sendable {
    /// The PostScript name (`name` table, name ID 6), as `<fontDescription name=…>` writes it.
    public var postScriptName: String
    /// The family name (name ID 16, else 1).
    public var familyName: String
    /// Font units per em (`head.unitsPerEm`).
    public var unitsPerEm: Int
    /// `hhea.ascender`, `hhea.descender` (negative below the baseline) and `hhea.lineGap`, in
    /// font units: a line is `ascender - descender + lineGap` tall (`UIFont.lineHeight`).
    public var ascender: Int, descender: Int, lineGap: Int
    /// Each glyph's advance in font units (`hmtx`; glyphs past the last long metric repeat it).
    var advances: [UInt16]
    /// Characters to glyphs: segments of consecutive code points (from `cmap` format 4 or 12).
    var segments: [Segment]

    /// A run of code points `first...last` mapped to glyph `glyph(of:)`.
    struct Segment: Hashable, Sendable {
        var first: UInt32, last: UInt32
        /// Format 12: `startGlyph + (c - first)`; format 4: `(c + delta) & 0xFFFF` or, where the
        /// segment reads an array, the glyphs listed for it.
        var startGlyph: UInt32?, delta: Int32, glyphs: [UInt16]?
    }

    /// A line's height at `pointSize`, as `UIFont.lineHeight` gives it.
    public func lineHeight(pointSize: Double) -> Double {
        Double(ascender - descender + lineGap) / Double(unitsPerEm) * pointSize
    }

    /// The advance of `scalar` in ems, or nil when the font has no glyph for it (UIKit then
    /// draws it from a fallback font).
    public func advance(of scalar: Unicode.Scalar) -> Double? {
        guard let glyph = glyph(of: scalar.value), glyph != 0, !advances.isEmpty else { return nil }
        let units = advances[min(Int(glyph), advances.count - 1)]
        return Double(units) / Double(unitsPerEm)
    }

    /// The glyph of code point `c`, nil when unmapped.
    func glyph(of c: UInt32) -> UInt32? {
        var low = 0, high = segments.count - 1
        while low <= high {
            let mid = (low + high) / 2, s = segments[mid]
            if c < s.first { high = mid - 1 } else if c > s.last { low = mid + 1 } else {
                if let start = s.startGlyph {
                    // A damaged group may run past the last glyph id: no glyph, not a trap.
                    let (glyph, overflow) = start.addingReportingOverflow(c - s.first)
                    return overflow || glyph > 0xFFFF ? nil : glyph
                }
                if let glyphs = s.glyphs {
                    let i = Int(c - s.first)
                    guard i < glyphs.count, glyphs[i] != 0 else { return nil }
                    return UInt32((Int32(glyphs[i]) + s.delta) & 0xFFFF)
                }
                return UInt32((Int32(c) + s.delta) & 0xFFFF)
            }
        }
        return nil
    }
}

/// Why a font file could not be read.
public enum IBFontFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not a TrueType, OpenType or TrueType collection file.
    case notAFont(file: String)
    /// A table the measurement needs is missing or cut short.
    case badTable(file: String, table: String, reason: String)

    public var description: String {
        switch self {
        case let .notAFont(file): return "\(file): not a TrueType or OpenType font (expected an sfnt header, 'OTTO' or 'ttcf')"
        case let .badTable(file, table, reason): return "\(file): its '\(table)' table \(reason)"
        }
    }
}

extension IBFontFile {
    /// The most faces a collection (`.ttc`) is read for, the most segments one face's
    /// character map may declare, and the most glyph ids its format 4 segments may list in all
    /// (a font has at most 65,536 glyphs; a map listing far more is damaged, and reading it
    /// would take minutes): beyond them a file is an error.
    static let maximumFaces = 64, maximumSegments = 70_000, maximumListedGlyphs = 262_144

    /// The faces of a font file's bytes (one, or each of a collection's). `file` names it in errors.
    public static func faces(in data: Data, file: String) throws(IBFontFileError) -> [IBFontFile] {
        let bytes = [UInt8](data)
        let reader = ByteReader(bytes: bytes)
        guard let tag = reader.u32(0) else { throw .notAFont(file: file) }
        if tag == 0x7474_6366 {   // "ttcf"
            guard let count = reader.u32(8), count > 0 else { throw .notAFont(file: file) }
            guard count <= UInt32(maximumFaces) else {
                throw .badTable(file: file, table: "ttcf", reason: "declares \(count) faces, more than \(maximumFaces)")
            }
            var faces: [IBFontFile] = [], offsets: Set<UInt32> = []
            for i in 0..<Int(count) {
                guard let offset = reader.u32(12 + 4 * i) else { throw .notAFont(file: file) }
                // Faces sharing one table directory would multiply what is kept for nothing.
                guard offsets.insert(offset).inserted else {
                    throw .badTable(file: file, table: "ttcf", reason: "lists the face at offset \(offset) twice")
                }
                faces.append(try face(reader, at: Int(offset), file: file))
                guard faces.reduce(0, { $0 + $1.segments.count }) <= maximumSegments else {
                    throw .badTable(file: file, table: "cmap", reason: "maps more than \(maximumSegments) character ranges across the collection")
                }
            }
            return faces
        }
        return [try face(reader, at: 0, file: file)]
    }

    /// The face whose offset table starts at `start`.
    static func face(_ r: ByteReader, at start: Int, file: String) throws(IBFontFileError) -> IBFontFile {
        guard let version = r.u32(start), [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(version),
              let count = r.u16(start + 4) else { throw .notAFont(file: file) }
        var tables: [String: (offset: Int, length: Int)] = [:]
        for i in 0..<Int(count) {
            let record = start + 12 + 16 * i
            guard let tag = r.tag(record), let offset = r.u32(record + 8), let length = r.u32(record + 12) else { throw .notAFont(file: file) }
            tables[tag] = (Int(offset), Int(length))
        }
        // Only the tables read are checked: a damaged table the measurement does not need
        // (Apple's `trak`, say) leaves the face usable.
        func table(_ name: String, atLeast: Int) throws(IBFontFileError) -> Int {
            guard let t = tables[name] else { throw .badTable(file: file, table: name, reason: "is missing") }
            guard t.offset + t.length <= r.bytes.count else { throw .badTable(file: file, table: name, reason: "runs past the end of the file") }
            guard t.length >= atLeast else { throw .badTable(file: file, table: name, reason: "is \(t.length) bytes, expected at least \(atLeast)") }
            return t.offset
        }
        let head = try table("head", atLeast: 54), hhea = try table("hhea", atLeast: 36)
        guard let upm = r.u16(head + 18), (16...16384).contains(upm) else {
            throw .badTable(file: file, table: "head", reason: "gives no units per em between 16 and 16384")
        }
        guard let ascender = r.i16(hhea + 4), let descender = r.i16(hhea + 6), let lineGap = r.i16(hhea + 8),
              let metrics = r.u16(hhea + 34), metrics > 0 else {
            throw .badTable(file: file, table: "hhea", reason: "gives no metrics")
        }
        guard Int(ascender) - Int(descender) + Int(lineGap) > 0 else {
            throw .badTable(file: file, table: "hhea", reason: "gives a line of no height (ascender − descender + line gap ≤ 0)")
        }
        let hmtx = try table("hmtx", atLeast: 4 * Int(metrics))
        var advances: [UInt16] = []
        advances.reserveCapacity(Int(metrics))
        for g in 0..<Int(metrics) {
            guard let a = r.u16(hmtx + 4 * g) else { throw .badTable(file: file, table: "hmtx", reason: "is cut short") }
            advances.append(a)
        }
        let segments = try cmapSegments(r, at: try table("cmap", atLeast: 4), file: file)
        let names = try nameStrings(r, at: try table("name", atLeast: 6), file: file)
        guard let postScript = names[6], !postScript.isEmpty else {
            throw .badTable(file: file, table: "name", reason: "gives no PostScript name (name ID 6)")
        }
        return IBFontFile(postScriptName: postScript, familyName: names[16] ?? names[1] ?? postScript, unitsPerEm: Int(upm),
                          ascender: Int(ascender), descender: Int(descender), lineGap: Int(lineGap),
                          advances: advances, segments: segments)
    }

    /// The Unicode subtable of `cmap` at `start`: format 12 where there is one (full Unicode),
    /// else format 4 (the Basic Multilingual Plane), else a Windows Symbol format 4 one.
    static func cmapSegments(_ r: ByteReader, at start: Int, file: String) throws(IBFontFileError) -> [Segment] {
        guard let count = r.u16(start + 2) else { throw .badTable(file: file, table: "cmap", reason: "is cut short") }
        var format4: Int?, format12: Int?, symbol: Int?
        for i in 0..<Int(count) {
            let record = start + 4 + 8 * i
            guard let platform = r.u16(record), let encoding = r.u16(record + 2), let offset = r.u32(record + 4),
                  let format = r.u16(start + Int(offset)) else { continue }
            // An icon font may map only Windows Symbol codes, which are the private-use
            // characters (U+F0xx) a storyboard's label writes: the last resort.
            if platform == 3, encoding == 0, format == 4, symbol == nil { symbol = start + Int(offset) }
            let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            guard unicode else { continue }
            if format == 12, format12 == nil { format12 = start + Int(offset) }
            if format == 4, format4 == nil { format4 = start + Int(offset) }
        }
        if format4 == nil, format12 == nil { format4 = symbol }
        if let at = format12 {
            guard let groups = r.u32(at + 12), groups <= UInt32(maximumSegments) else {
                throw .badTable(file: file, table: "cmap", reason: "declares too many format 12 groups")
            }
            var out: [Segment] = []
            for g in 0..<Int(groups) {
                guard let first = r.u32(at + 16 + 12 * g), let last = r.u32(at + 20 + 12 * g),
                      let glyph = r.u32(at + 24 + 12 * g), first <= last else {
                    throw .badTable(file: file, table: "cmap", reason: "has a format 12 group cut short or reversed")
                }
                out.append(Segment(first: first, last: last, startGlyph: glyph, delta: 0, glyphs: nil))
            }
            return out.sorted { $0.first < $1.first }
        }
        guard let at = format4, let doubled = r.u16(at + 6) else {
            throw .badTable(file: file, table: "cmap", reason: "has no Unicode subtable of format 4 or 12")
        }
        let n = Int(doubled) / 2
        let ends = at + 14, starts = ends + 2 * n + 2, deltas = starts + 2 * n, ranges = deltas + 2 * n
        var out: [Segment] = [], listed = 0
        for s in 0..<n {
            guard let last = r.u16(ends + 2 * s), let first = r.u16(starts + 2 * s), let delta = r.i16(deltas + 2 * s),
                  let range = r.u16(ranges + 2 * s) else {
                throw .badTable(file: file, table: "cmap", reason: "has a format 4 segment cut short")
            }
            guard first <= last, first != 0xFFFF else { continue }
            var glyphs: [UInt16]? = nil
            if range != 0 {
                listed += Int(last - first) + 1
                guard listed <= maximumListedGlyphs else {
                    throw .badTable(file: file, table: "cmap", reason: "lists more than \(maximumListedGlyphs) glyph ids in its format 4 segments")
                }
                // idRangeOffset counts bytes from its own slot to the segment's glyph list.
                let base = ranges + 2 * s + Int(range)
                var list: [UInt16] = []
                for c in 0...Int(last - first) {
                    guard let g = r.u16(base + 2 * c) else { throw .badTable(file: file, table: "cmap", reason: "has a format 4 glyph list cut short") }
                    list.append(g)
                }
                glyphs = list
            }
            out.append(Segment(first: UInt32(first), last: UInt32(last), startGlyph: nil, delta: Int32(delta), glyphs: glyphs))
        }
        return out.sorted { $0.first < $1.first }
    }

    /// Names 1, 6 and 16 of the `name` table at `start`: Windows Unicode (UTF-16BE) records
    /// first, US English (language 0x409) before other languages, Macintosh Roman ones where
    /// there is none.
    static func nameStrings(_ r: ByteReader, at start: Int, file: String) throws(IBFontFileError) -> [Int: String] {
        guard let count = r.u16(start + 2), let storage = r.u16(start + 4) else {
            throw .badTable(file: file, table: "name", reason: "is cut short")
        }
        var windows: [Int: String] = [:], mac: [Int: String] = [:]
        for i in 0..<Int(count) {
            let record = start + 6 + 12 * i
            guard let platform = r.u16(record), let id = r.u16(record + 6), [1, 6, 16].contains(id),
                  let length = r.u16(record + 8), let offset = r.u16(record + 10) else { continue }
            let from = start + Int(storage) + Int(offset)
            guard from + Int(length) <= r.bytes.count else { continue }
            let raw = r.bytes[from..<(from + Int(length))]
            if platform == 3 || platform == 0 {
                var units: [UInt16] = []
                var k = raw.startIndex
                while k + 1 < raw.endIndex { units.append(UInt16(raw[k]) << 8 | UInt16(raw[k + 1])); k += 2 }
                let english = r.u16(record + 4) == 0x409
                if windows[Int(id)] == nil || english { windows[Int(id)] = String(decoding: units, as: UTF16.self) }
            } else if platform == 1, mac[Int(id)] == nil {
                mac[Int(id)] = String(bytes: raw, encoding: .macOSRoman) ?? String(decoding: raw, as: UTF8.self)
            }
        }
        return windows.merging(mac) { first, _ in first }
    }
}

/// Big-endian reads from a byte array, nil past its end.
struct ByteReader {
    let bytes: [UInt8]

    func u16(_ at: Int) -> UInt16? {
        guard at >= 0, at + 2 <= bytes.count else { return nil }
        return UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
    }

    func i16(_ at: Int) -> Int16? { u16(at).map { Int16(bitPattern: $0) } }

    func u32(_ at: Int) -> UInt32? {
        guard at >= 0, at + 4 <= bytes.count else { return nil }
        return (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(bytes[at + $1]) }
    }

    /// A four-letter table tag.
    func tag(_ at: Int) -> String? {
        guard at >= 0, at + 4 <= bytes.count else { return nil }
        return String(decoding: bytes[at..<(at + 4)], as: UTF8.self)
    }
}
