import Foundation
import QuadAPIModels
import Testing
@testable import Domain

/// The compact in-memory college record: field wrappers no larger than their values, numbers in one word, and long
/// strings shared between records by the loader's ``StringInterner``.
struct CompactRecordTests {
    /// The address of a string's UTF-8 storage (nil for a small string stored inline).
    private static func storage(_ text: String) -> UnsafeRawPointer? {
        var copy = text
        return copy.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func internerReturnsOneInstancePerDistinctLongString() {
        let strings = StringInterner()
        let first = strings.intern(String(repeating: "admissions.", count: 3))
        let again = strings.intern(["admissions.", "admissions.", "admissions."].joined())
        let other = strings.intern(String(repeating: "outcomes.", count: 3))
        #expect(first == again && first == "admissions.admissions.admissions.")
        #expect(Self.storage(first) == Self.storage(again))
        #expect(other == "outcomes.outcomes.outcomes.")
        #expect(Self.storage(other) != Self.storage(first))
        #expect(strings.count == 2)
        // Fifteen bytes or fewer are stored inline: returned as they are, not kept.
        #expect(strings.intern("ipeds-adm") == "ipeds-adm")
        #expect(strings.intern("exactly15bytes.") == "exactly15bytes.")
        #expect(strings.count == 2)
    }

    @Test func wrappersAreNoLargerThanTheirValues() {
        #expect(MemoryLayout<Nullable<String>>.size == MemoryLayout<String>.size)
        #expect(MemoryLayout<Omittable<[Double?]>>.size == MemoryLayout<[Double?]>.size)
        #expect(MemoryLayout<Nullable<Bool>>.size == 1)
        #expect(MemoryLayout<NullableNumber>.size == 8)
        #expect(MemoryLayout<OmittableNumber>.size == 8)
    }

    private struct Numbers: Codable, Equatable {
        @NullableNumber var written: Double? = nil
        @OmittableNumber var left: Double? = nil
        @NullableNumber var value: Double? = nil
    }

    private struct Reference: Codable, Equatable {
        @Nullable var written: Double? = nil
        @Omittable var left: Double? = nil
        @Nullable var value: Double? = nil
    }

    private static func sorted<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func numberFieldsCodeLikeTheGenericWrapper() throws {
        let inputs = [#"{}"#, #"{"written":null,"left":null,"value":null}"#, #"{"value":-0.0}"#,
                      #"{"written":1e300,"left":0.125,"value":-7}"#, #"{"left":null}"#]
        for input in inputs {
            let numbers = try JSONDecoder().decode(Numbers.self, from: Data(input.utf8))
            let reference = try JSONDecoder().decode(Reference.self, from: Data(input.utf8))
            #expect(try Self.sorted(numbers) == Self.sorted(reference), "\(input)")
            #expect(numbers.$written.isKeyPresent == reference.$written.isKeyPresent)
            #expect(numbers.$left.isKeyPresent == reference.$left.isKeyPresent)
            #expect(numbers.$left.nilEncoding == reference.$left.nilEncoding)
        }
        // Built in code: nil follows the policy; the key of an explicit null stays after a value is set and cleared
        // only as the policy says, as with the generic wrapper.
        var built = Numbers()
        #expect(try Self.sorted(built) == #"{"value":null,"written":null}"#)
        built.left = 3
        built.left = nil
        #expect(!built.$left.isKeyPresent)
        built.$left.nilEncoding = .writeNull
        #expect(try Self.sorted(built) == #"{"left":null,"value":null,"written":null}"#)
        built.value = .nan
        #expect(built.value?.isNaN == true && built.$value.isKeyPresent)
        built.value = -0.0
        #expect(built.value?.sign == .minus)
    }

    /// Two colleges of a generated dataset that cite the same field share the text of its path and of any repeated
    /// long value, and every record reads back equal to its own JSONDecoder decoding.
    @Test func loadedRecordsShareLongStrings() throws {
        let dir = try FixtureDatasets.generate(schools: 150, seed: 7)
        defer { try? FileManager.default.removeItem(at: dir) }
        let data = try Data(contentsOf: dir.appendingPathComponent("schools.json"))
        let loaded = try DatasetFileDecoder.decodeRecords(School.self, from: data, file: "schools.json", parallelism: 1)
        #expect(loaded == (try JSONDecoder().decode([School].self, from: data)))
        var seen: [String: UnsafeRawPointer?] = [:]
        var shared = 0
        for school in loaded {
            for key in (school.lineage ?? [:]).keys where key.utf8.count > StringInterner.inlineLimit {
                if let earlier = seen[key] {
                    #expect(earlier == Self.storage(key), "\(key) is a second copy")
                    shared += 1
                } else {
                    seen[key] = Self.storage(key)
                }
            }
        }
        #expect(shared > 0)
    }

    /// `reported` (a college's own Common Data Set figures, present for few colleges) is stored behind one reference:
    /// the record keeps 8 bytes where it kept the whole section inline.
    @Test func reportedSectionIsOneReference() {
        let inline = MemoryLayout<Omittable<SchoolReported>>.size    // how `reported` was stored before
        let boxed = MemoryLayout<Omittable<RecordBox<SchoolReported>>>.size
        #expect(boxed == MemoryLayout<UnsafeRawPointer>.size)
        #expect(inline - boxed >= 600, "inline \(inline) B, boxed \(boxed) B")
        // The School stored `reported` as its last field, both layouts 8-aligned: its size before was exactly this.
        let before = MemoryLayout<School>.size - boxed + inline
        let stride = MemoryLayout<School>.stride
        #expect(stride <= before - 600, "School stride \(stride) B, was \(before)")
        print("School stride \(MemoryLayout<School>.stride) B; reported inline \(inline) B, boxed \(boxed) B")
    }

    /// An absent key, an explicit `null` and a value each read back (by both decoders) and write back unchanged;
    /// setting the field behaves as the other sections' wrappers do; equality and hashing look at the value.
    @Test func boxedReportedCodesAsBefore() throws {
        // Keys in sorted order, as `sorted` writes them: `reported` falls between `name` and `type`.
        let head = #""location":{"city":"Ames","state":"IA"},"name":"A""#, tail = #""type":"public","unit_id":"1""#
        func record(_ reported: String?) -> String {
            let middle = reported.map { [#""reported":"# + $0] } ?? []
            return "{" + ([head] + middle + [tail]).joined(separator: ",") + "}"
        }
        let absent = record(nil)
        let null = record("null")
        let value = record(#"{"greek":{"note":"x"},"test_policy_note":"Optional"}"#)
        let data = Data("[\(absent),\(null),\(value)]".utf8)
        let read = try DatasetFileDecoder.decodeRecords(School.self, from: data, file: "schools.json", parallelism: 1)
        let decoded = try JSONDecoder().decode([School].self, from: data)
        for schools in [read, decoded] {
            let written = try schools.map(Self.sorted)
            #expect(written == [absent, null, value], "\(written)")
            #expect(schools[0].reported == nil && !schools[0].$reportedBox.isKeyPresent)
            #expect(schools[1].reported == nil && schools[1].$reportedBox.isKeyPresent)
            #expect(schools[2].reported?.testPolicyNote == "Optional")
            #expect(schools[2].reported?.greek == .object(["note": .string("x")]))
        }
        #expect(read == decoded && read[2].hashValue == decoded[2].hashValue)
        #expect(read[0] == read[1])   // key presence is not part of equality, as for every wrapper
        #expect(read[2] != read[0])

        var cleared = read[2]
        cleared.reported = nil
        #expect(try Self.sorted(cleared) == absent)   // Omittable: a value set to nil leaves the key out
        var stillNull = read[1]
        stillNull.reported = nil
        let stillNullText = try Self.sorted(stillNull)
        #expect(stillNullText == null, "\(stillNullText)")   // nil on nil keeps the file's `null`
        var edited = read[0]
        edited.reported = SchoolReported()
        edited.reported?.testPolicyNote = "Required"
        #expect(try Self.sorted(edited) == record(#"{"test_policy_note":"Required"}"#))
        #expect(read[2].reported?.testPolicyNote == "Optional")   // the shared box was not changed
        var copy = read[2]
        copy.reported?.testPolicyNote = "Required"
        #expect(copy != read[2] && read[2].reported?.testPolicyNote == "Optional")
    }
}
