import Foundation
import Testing
@testable import Domain

/// The eight-byte string scan (`JSONStringScan`) that the array splitter and the record reader use: its word test
/// against a byte-by-byte check, and strings with every kind of byte at every offset of the first words, read by the
/// splitter and the reader as `JSONDecoder` reads them (or refused as it refuses them).
struct JSONStringScanTests {
    private static func naive(_ word: UInt64) -> (look: Bool, wide: Bool) {
        var look = false, wide = false
        for lane in 0..<8 {
            let byte = UInt8(truncatingIfNeeded: word >> (8 * UInt64(lane)))
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { look = true }
            if byte >= 0x80 { wide = true }
        }
        return (look, wide)
    }

    @Test func theWordTestMatchesAByteByByteCheck() {
        var generator = SystemRandomNumberGenerator()
        // Each byte value in each lane, among plain bytes and among random ones; then random words.
        var words: [UInt64] = []
        for lane in 0..<8 {
            for byte in 0...255 {
                let plain: UInt64 = 0x6161_6161_6161_6161
                let mask: UInt64 = ~(0xFF << (8 * UInt64(lane)))
                words.append((plain & mask) | (UInt64(byte) << (8 * UInt64(lane))))
                words.append((generator.next() & mask) | (UInt64(byte) << (8 * UInt64(lane))))
            }
        }
        for _ in 0..<200_000 { words.append(generator.next()) }
        // Borrow chains: a special byte next to bytes just above the thresholds (0x20, 0x22 ^ 1, 0x5C ^ 1, 0x01).
        for a: UInt8 in [0x00, 0x01, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7F, 0x80, 0xFF] {
            for b: UInt8 in [0x00, 0x01, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7F, 0x80, 0xFF] {
                words.append(UInt64(a) | UInt64(b) << 8 | 0x4141_4141_4141_0000)
                words.append(UInt64(a) << 48 | UInt64(b) << 56 | 0x0000_4141_4141_4141)
            }
        }
        var mismatches = 0
        for word in words {
            let expected = Self.naive(word)
            if JSONStringScan.needsLook(word) != expected.look || JSONStringScan.hasWideByte(word) != expected.wide {
                mismatches += 1
            }
        }
        #expect(mismatches == 0)
    }

    /// A quote, a backslash escape, a control character, a two-byte and a four-byte UTF-8 character, and invalid
    /// UTF-8, each at every offset of strings 0…40 bytes long.
    @Test func stringsWithAnyByteAtAnyOffsetReadAsJSONDecoderReadsThem() throws {
        let inserts: [[UInt8]] = [Array(#"\""#.utf8), Array(#"\\"#.utf8), Array(#"\u00e9"#.utf8), [0x09], [0x1F],
                                  Array("é".utf8), Array("😀".utf8), [0xFF], [0xC3], Array("/".utf8)]
        var checked = 0
        for length in 0...40 {
            for offset in 0...length {
                for insert in inserts {
                    var body = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    body.insert(contentsOf: insert, at: offset)
                    let text: [UInt8] = Array(#"["x","#.utf8) + [UInt8(ascii: "\"")] + body + [UInt8(ascii: "\"")]
                        + Array(#","y"]"#.utf8)
                    let data = Data(text)
                    let reference = try? JSONDecoder().decode([String].self, from: data)
                    let read = try? data.withUnsafeBytes { raw in try RecordReader.read([String].self, from: raw) }
                    #expect(read == reference, "\(String(decoding: text, as: UTF8.self))")
                    // The splitter sees three elements whenever the text is valid JSON.
                    if reference != nil {
                        let ranges = try data.withUnsafeBytes { raw in try JSONArraySplitter.elementRanges(in: raw) }
                        #expect(ranges.count == 3)
                    }
                    checked += 1
                }
            }
        }
        #expect(checked == 8610)
    }

    @Test func anUnterminatedStringIsRefusedWhereverItEnds() {
        for length in 0...20 {
            let text = Data((#"["x",""# + String(repeating: "b", count: length)).utf8)
            #expect(throws: JSONSyntaxCheck.Failure.self) {
                try text.withUnsafeBytes { raw in try JSONArraySplitter.elementRanges(in: raw) }
            }
            #expect(throws: RecordReadError.self) {
                try text.withUnsafeBytes { raw in try RecordReader.read([String].self, from: raw) }
            }
        }
    }
}
