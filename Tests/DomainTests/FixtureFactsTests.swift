import Foundation
import QuadAPIModels
import Testing
@testable import Domain
@testable import Fixture

/// `history/facts.json` as `quad fixture` writes it: the reference file's three facts unchanged, and `legacy` and
/// `majors` in the site's `TrendFacts` shapes (the fields components/home/WhatsChanged.tsx reads), recomputed here
/// from the written history files and records with a JSON decoder of their own.
struct FixtureFactsTests {
    @Test func legacyByHandOnFourColleges() throws {
        // Codes per fall 2022, 2023, 2024: 1 required, 5 considered, 3 not considered.
        // A considers → stops; B stays not → starts; C considers throughout; D has no 2024 answer (out of the panel).
        var facts = FixtureFacts()
        facts.add(.init(legacy: [5, 5, 3], majors: [:]))
        facts.add(.init(legacy: [3, nil, 1], majors: [:]))
        facts.add(.init(legacy: [1, 1, 1], majors: [:]))
        facts.add(.init(legacy: [5, 5, nil], majors: [:]))
        let legacy = try decode(facts.legacy(), as: TrendFacts.Legacy.self)
        #expect(legacy.from == 2022 && legacy.to == 2024 && legacy.n == 3)
        #expect(legacy.consideredFrom == 2 && legacy.consideredTo == 2)
        #expect(legacy.stopped == 1 && legacy.started == 1)
        // 2022: 2 of 3; 2023: 2 of the 2 answering (C and A); 2024: 2 of 3.
        #expect(legacy.byYear == [0.6667, 1, 0.6667])
    }

    @Test func majorsByHandOnTwoColleges() throws {
        // Earlier: 11 → 10 + 0, 42 → 30 + 20, 52 → 60 + 80 (total 200). Now: 11 → 30 + 0, 42 → 30 + 50, 52 → 40 + 50
        // (total 200).
        var facts = FixtureFacts()
        facts.add(.init(legacy: [nil, nil, nil], majors: ["11": (10, 30), "42": (30, 30), "52": (60, 40)]))
        facts.add(.init(legacy: [nil, nil, nil], majors: ["42": (20, 50), "52": (80, 50)]))
        facts.add(.init(legacy: [nil, nil, nil], majors: [:]))
        let majors = try decode(facts.majors(), as: TrendFacts.Majors.self)
        #expect(majors.from == 2013 && majors.to == 2023 && majors.n == 2)
        // Shares: 42 0.25 → 0.4 (+0.15); 11 0.05 → 0.15 (+0.10); 52 0.7 → 0.45 (−0.25).
        #expect(majors.families?.map(\.family) == ["42", "11", "52"])
        #expect(majors.families?.map(\.from) == [0.25, 0.05, 0.7])
        #expect(majors.families?.map(\.to) == [0.4, 0.15, 0.45])
    }

    @Test func theGeneratedFileKeepsTheReferenceFactsAndAddsBoth() throws {
        let dir = try FixtureDatasets.mainDirectory()
        let written = try FixtureDatasets.json("history/facts.json", in: dir)
        let reference = try DatasetFixtures.json(Data(contentsOf: DatasetFixtures.referenceRoot
            .appendingPathComponent("data/history/facts.json")))
        for key in ["priceGap", "harderToGetIn", "testRequired"] {
            #expect(written.fxAt(key) == reference.fxAt(key), "\(key)")
        }
        let facts = try JSONDecoder().decode(TrendFacts.self, from: Data(contentsOf: dir.appendingPathComponent("history/facts.json")))
        #expect(facts.legacy != nil && facts.majors?.families?.isEmpty == false)
    }

    @Test func legacyAgreesWithTheWrittenHistories() throws {
        let parsed = try FixtureDatasets.mainParsed.get()
        let facts = try JSONDecoder().decode(TrendFacts.self, from: Data(contentsOf: FixtureDatasets.mainDirectory()
            .appendingPathComponent("history/facts.json")))
        var n = 0, was = 0, now = 0, stopped = 0, started = 0
        for (_, series) in parsed.histories {
            guard let s = series["factor_legacy"], let a = s.value(2022), let b = s.value(2024) else { continue }
            let before = a == 1 || a == 5, after = b == 1 || b == 5
            n += 1
            if before { was += 1 }
            if after { now += 1 }
            if before && !after { stopped += 1 }
            if !before && after { started += 1 }
        }
        #expect(n > 50)
        let legacy = try #require(facts.legacy)
        #expect(legacy.n == Double(n) && legacy.consideredFrom == Double(was) && legacy.consideredTo == Double(now))
        #expect(legacy.stopped == Double(stopped) && legacy.started == Double(started))
        #expect(Double(was) - Double(stopped) + Double(started) == Double(now))
    }

    @Test func majorsAgreeWithTheWrittenRecords() throws {
        let dir = try FixtureDatasets.mainDirectory()
        let parsed = try FixtureDatasets.mainParsed.get()
        let facts = try JSONDecoder().decode(TrendFacts.self, from: Data(contentsOf: dir.appendingPathComponent("history/facts.json")))
        // The panel is the generated colleges (those with a history file) awarding bachelor's degrees; the newer
        // shares are their degrees by family over their total.
        var byFamily: [String: Double] = [:], total = 0.0, n = 0
        for record in parsed.records {
            guard case let .string(id)? = record.fxAt("unit_id"), parsed.histories[id] != nil,
                  case let .object(families)? = record.fxAt("academics.bachelors_by_family") else { continue }
            n += 1
            for (family, count) in families {
                if case let .number(c) = count { byFamily[family, default: 0] += c; total += c }
            }
        }
        let majors = try #require(facts.majors)
        let families = try #require(majors.families)
        #expect(majors.n == Double(n))
        #expect(Set(families.map(\.family)) == Set(byFamily.keys))
        for f in families {
            #expect(abs(f.to - byFamily[f.family]! / total) < 0.00005, "\(f.family)")
        }
        // Ordered by the change in points, biggest gain first; earlier shares add up to one.
        let changes = families.map { $0.to - $0.from }
        #expect(changes == changes.sorted(by: >))
        #expect(abs(families.reduce(0) { $0 + $1.from } - 1) < 0.01)
    }

    private func decode<T: Decodable>(_ value: FixtureValue, as: T.Type) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(FixtureJSONWriter.pretty(value)))
    }
}
