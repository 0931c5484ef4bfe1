import Foundation
import QuadAPIModels
import Testing
@testable import Domain

/// The one-pass record reader against Foundation's `JSONDecoder`, which is the oracle: every record the reader
/// accepts must decode to an equal value with the same keys present, and whatever the reader refuses must end with
/// `JSONDecoder`'s answer.
struct RecordReaderTests {
    /// `JSONEncoder` with sorted keys, so two values with the same keys present encode to the same bytes.
    private static func canonical(_ school: School) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(school)
    }

    private static func fast(_ data: Data) throws(RecordReadError) -> School {
        let result = data.withUnsafeBytes { raw in
            Result { () throws(RecordReadError) in try RecordReader.read(School.self, from: raw) }
        }
        return try result.get()
    }

    /// Checks every record of a `schools.json` file: read in one pass (which must accept it) and by `JSONDecoder`.
    private func expectSameBothWays(file: URL, atLeast minimum: Int) throws {
        let data = try Data(contentsOf: file)
        let ranges = try data.withUnsafeBytes { raw in try JSONArraySplitter.elementRanges(in: raw) }
        #expect(ranges.count >= minimum)
        for range in ranges {
            let record = Data(data[range])
            let reference = try JSONDecoder().decode(School.self, from: record)
            let read = try Self.fast(record)
            #expect(read == reference, "record \(reference.unitID) differs")
            #expect(try Self.canonical(read) == Self.canonical(reference), "record \(reference.unitID) keeps other keys")
        }
    }

    @Test func realRecordsReadTheSameBothWays() throws {
        try expectSameBothWays(file: DatasetFixtures.referenceRoot.appendingPathComponent("schools-sample.json"), atLeast: 2)
    }

    @Test func bundledSampleReadsTheSameBothWays() throws {
        try expectSameBothWays(file: FixtureDatasets.committedSample.appendingPathComponent("schools.json"), atLeast: 300)
    }

    @Test func generatedDatasetReadsTheSameBothWays() throws {
        let dir = try FixtureDatasets.generate(schools: 150, seed: 7)
        defer { try? FileManager.default.removeItem(at: dir) }
        try expectSameBothWays(file: dir.appendingPathComponent("schools.json"), atLeast: 150)
    }

    /// Reads a file both ways as `T` (a whole file, or record by record for a top-level array).
    private func expectSameBothWays<T: RecordDecodable & Equatable & Encodable>(_ type: T.Type, file: URL, records: Bool)
        throws
    {
        let data = try Data(contentsOf: file)
        let ranges = records ? try data.withUnsafeBytes { raw in try JSONArraySplitter.elementRanges(in: raw) } : [0..<data.count]
        #expect(!ranges.isEmpty)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for range in ranges {
            let part = Data(data[range])
            let reference = try JSONDecoder().decode(T.self, from: part)
            let read = try part.withUnsafeBytes { raw in try RecordReader.read(T.self, from: raw) }
            #expect(read == reference, "\(file.lastPathComponent) differs at byte \(range.lowerBound)")
            #expect(try encoder.encode(read) == encoder.encode(reference))
        }
    }

    @Test func otherDatasetFilesReadTheSameBothWays() throws {
        let dir = try FixtureDatasets.mainDirectory()
        try expectSameBothWays(AliasRow.self, file: dir.appendingPathComponent("aliases.json"), records: true)
        try expectSameBothWays(StoredChange.self, file: dir.appendingPathComponent("changes.json"), records: true)
        try expectSameBothWays(NationalHistory.self, file: dir.appendingPathComponent("history/national.json"), records: false)
        try expectSameBothWays(JSONValue.self, file: DatasetFixtures.referenceRoot.appendingPathComponent("schools-sample.json"),
                               records: false)
    }

    @Test(arguments: [
        "0", "-0", "7", "-12", "0.1", "0.30000000000000004", "1e-7", "2.5E+10", "123456789012345678",
        "9007199254740993", "12345678901234567890123", "3.14159265358979323846264338", "0.000001234",
        "-1.7976931348623157e308", "4.9e-324", "2.2250738585072014e-308", "0.8325", "67800.5", "1e22", "1e23",
    ])
    func numbersRoundLikeJSONDecoder(text: String) throws {
        let data = Data("[\(text)]".utf8)
        let reference = try JSONDecoder().decode([Double].self, from: data)
        let read = try data.withUnsafeBytes { raw in try RecordReader.read([Double].self, from: raw) }
        #expect(read.map(\.bitPattern) == reference.map(\.bitPattern))
    }

    @Test func stringsReadLikeJSONDecoder() throws {
        let data = Data(#"["plain", "quote \" and \\ slash \/", "caf\u00e9 é", "\ud83d\ude00 😀", "tab\tnew\nline", "", "\u0041"]"#.utf8)
        let reference = try JSONDecoder().decode([String].self, from: data)
        let read = try data.withUnsafeBytes { raw in try RecordReader.read([String].self, from: raw) }
        #expect(read == reference)
        #expect(read[2] == "café é")
    }

    /// A valid minimal record with `extra` spliced in before the closing brace.
    private static func record(_ extra: String) -> Data {
        var text = #"{"unit_id":"9","name":"N","type":"public","location":{"city":"C","state":"ST"}"#
        if !extra.isEmpty { text += "," + extra }
        return Data((text + "}").utf8)
    }

    @Test(arguments: [
        (#""name":"Twice""#, "a key written twice"),
        (#""unit_id":9"#, "a key written twice with a number"),
        (#""admissions":{"federal":{"year":2024.5}}"#, "a fractional integer"),
        (#""admissions":{"federal":{"year":2024.0}}"#, "an integer written with a fraction"),
        (#""cost":{"avg_net_price":1e400}"#, "a number out of range"),
        (#""social":{"x":"\ud800"}"#, "a lone surrogate"),
        ("\"links\":{\"website\":\"a\tb\"}", "a control character in a string"),
        (#""cost":{"avg_net_price":01}"#, "a leading zero"),
        (#""cost":{"avg_net_price":1.}"#, "a bare decimal point"),
        (#""cost":{"avg_net_price":NaN}"#, "NaN"),
        (#""unknown":[1,2,]"#, "a trailing comma in an ignored value"),
        (#""unknown":{"a" 1}"#, "a missing colon in an ignored value"),
        (#""unknown":tru"#, "a broken literal in an ignored value"),
        (#""directories":"# + String(repeating: "[", count: 300) + String(repeating: "]", count: 300), "deep nesting"),
        (#""cost":{"year":5}"#, "a number where text belongs"),
    ])
    func refusedRecordsEndWithJSONDecodersAnswer(extra: String, what: String) throws {
        let data = Self.record(extra)
        #expect(throws: RecordReadError.self, "the reader accepted \(what)") { try Self.fast(data) }
        expectLoaderAgreesWithJSONDecoder(data, what)
    }

    @Test(arguments: [
        #"{"unit_id":"9","name":"N","type":"public","location":null}"#,
        #"{"unit_id":"9","name":"N","type":"public"}"#,
        #"{"unit_id":"9","name":"N","type":"public","location":{"city":"C"}}"#,
        #"["not","an","object"]"#,
    ])
    func recordsMissingRequiredPartsAreRefused(text: String) throws {
        let data = Data(text.utf8)
        #expect(throws: RecordReadError.self) { try Self.fast(data) }
        #expect(throws: DecodingError.self) {
            try DatasetFileDecoder.decodeRecord(School.self, from: data, range: 0..<data.count, decoder: JSONDecoder())
        }
    }

    @Test func invalidUTF8InAnIgnoredValueIsRefused() throws {
        var data = Self.record(#""unknown":"ab""#)
        let index = data.firstIndex(of: UInt8(ascii: "b"))!
        data[index] = 0xFF
        #expect(throws: RecordReadError.self) { try Self.fast(data) }
        expectLoaderAgreesWithJSONDecoder(data, "invalid UTF-8")
    }

    /// `DatasetFileDecoder.decodeRecord` (reader first, `JSONDecoder` on refusal) gives what `JSONDecoder` gives.
    private func expectLoaderAgreesWithJSONDecoder(_ data: Data, _ what: String) {
        let reference = Result { try JSONDecoder().decode(School.self, from: data) }
        let loaded = Result { try DatasetFileDecoder.decodeRecord(School.self, from: data, range: 0..<data.count, decoder: JSONDecoder()) }
        switch (reference, loaded) {
        case let (.success(a), .success(b)):
            #expect(a == b, "\(what): values differ")
        case (.failure, .failure):
            break
        default:
            Issue.record("\(what): JSONDecoder gave \(reference), the loader gave \(loaded)")
        }
    }

    /// Single-byte damage to a real record: whenever the reader still accepts the bytes, `JSONDecoder` must accept
    /// them too and decode the same value with the same keys present.
    @Test func damagedRecordsAreNeverAcceptedMoreLeniently() throws {
        let file = try DatasetFixtures.sampleBytes()
        let ranges = try file.withUnsafeBytes { raw in try JSONArraySplitter.elementRanges(in: raw) }
        let original = [UInt8](file[ranges[1]])
        let alphabet = Array(#"{}[],:"\ 0123456789.-+eEtrufalsn"#.utf8) + [0x00, 0x1F, 0x7F, 0xC3, 0xFF]
        var random = SplitMix64(seed: 20261130)
        var accepted = 0
        for _ in 0..<600 {
            var bytes = original
            let at = Int(random.next() % UInt64(bytes.count))
            switch random.next() % 3 {
            case 0: bytes.remove(at: at)
            case 1: bytes.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: at)
            default: bytes[at] = alphabet[Int(random.next() % UInt64(alphabet.count))]
            }
            let data = Data(bytes)
            guard let read = try? Self.fast(data) else { continue }
            accepted += 1
            let reference = Result { try JSONDecoder().decode(School.self, from: data) }
            guard case let .success(value) = reference else {
                Issue.record("the reader accepted bytes JSONDecoder refuses: \(String(decoding: bytes, as: UTF8.self).prefix(200))")
                continue
            }
            #expect(read == value)
            #expect(try Self.canonical(read) == Self.canonical(value))
        }
        // Most single-byte edits land inside text or digits and leave a valid record.
        #expect(accepted > 100)
    }
}

/// A small deterministic generator (SplitMix64) so the damage test is the same on every run.
private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
