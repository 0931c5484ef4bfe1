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
}
