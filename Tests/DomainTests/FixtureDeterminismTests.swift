import Foundation
import Testing
@testable import Domain
@testable import Fixture

/// `quad fixture` output depends only on its options: same options, same bytes; another seed, other bytes.
struct FixtureDeterminismTests {
    @Test func sameOptionsWriteTheSameBytes() throws {
        let a = try FixtureDatasets.generate(schools: 40, seed: 7)
        let b = try FixtureDatasets.generate(schools: 40, seed: 7)
        defer {
            DatasetFixtures.remove(a)
            DatasetFixtures.remove(b)
        }
        let files = FixtureDatasets.files(in: a)
        #expect(files == FixtureDatasets.files(in: b))
        // 40 colleges: 2 real records without per-college files, 38 with a history and a detail file each; plus
        // schools, meta, release-calendar, application-cycle, aliases, changes, history meta/cpi/facts/national
        // (10 shared files), the 10 trend files, the high-school directory (51 state shards, 2 state reports, meta,
        // medians and a profile detail for every 30th school), README.md, the 13 content files of
        // Tests/Fixtures/content (6 roadmap pages and 5 release notes, each folder with its index file), and the CIP
        // titles (reference/cip2020.json).
        let details = files.filter { $0.hasPrefix("high-schools/detail/") }.count
        #expect(files.filter { $0.hasPrefix("history/trends/") }.count == 10)
        #expect(files.filter { $0.hasPrefix("high-schools/schools/") }.count == 51)
        #expect(details >= 4)
        #expect(files.count == 38 * 2 + 10 + 10 + 51 + 2 + 2 + details + 1 + 13 + 1)
        for file in files {
            let x = try Data(contentsOf: a.appendingPathComponent(file))
            let y = try Data(contentsOf: b.appendingPathComponent(file))
            #expect(x == y, "\(file) differs between two runs")
        }
    }

    @Test func anotherSeedWritesOtherBytes() throws {
        let a = try FixtureDatasets.generate(schools: 40, seed: 7)
        let b = try FixtureDatasets.generate(schools: 40, seed: 8)
        defer {
            DatasetFixtures.remove(a)
            DatasetFixtures.remove(b)
        }
        for file in ["schools.json", "aliases.json", "history/national.json"] {
            let x = try Data(contentsOf: a.appendingPathComponent(file))
            let y = try Data(contentsOf: b.appendingPathComponent(file))
            #expect(x != y, "\(file) is the same for seeds 7 and 8")
        }
        // The reference copies and the real sample files do not depend on the seed.
        for file in ["meta.json", "history/schools/100654.json", "detail/schools/100654.json"] {
            let x = try Data(contentsOf: a.appendingPathComponent(file))
            let y = try Data(contentsOf: b.appendingPathComponent(file))
            #expect(x == y, "\(file) changed with the seed")
        }
    }

    @Test func theBundledSampleIsTheOutputOfItsCommand() throws {
        // data/sample is documented as `quad fixture --schools 300 --seed 1`: regenerating must reproduce it exactly.
        let generated = try FixtureDatasets.mainDirectory()
        let committed = FixtureDatasets.committedSample
        let files = FixtureDatasets.files(in: committed)
        #expect(files == FixtureDatasets.files(in: generated))
        for file in files {
            let x = try Data(contentsOf: committed.appendingPathComponent(file))
            let y = try Data(contentsOf: generated.appendingPathComponent(file))
            #expect(x == y, "data/sample/\(file) is not what the generator writes today; regenerate it")
        }
    }

    @Test func refusesAFolderThatHoldsFiles() throws {
        let dir = FixtureDatasets.scratch("occupied")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: dir.appendingPathComponent("notes.txt"))
        defer { DatasetFixtures.remove(dir) }
        #expect(throws: FixtureError.self) {
            try FixtureGenerator(schools: 10, seed: 1).write(to: dir, inputs: FixtureDatasets.inputs())
        }
        #expect(FixtureDatasets.files(in: dir) == ["notes.txt"])
    }

    @Test func needsRoomForTheRealRecordsAndTheSample() throws {
        let dir = FixtureDatasets.scratch("tiny")
        defer { DatasetFixtures.remove(dir) }
        #expect(throws: FixtureError.self) {
            try FixtureGenerator(schools: 2, seed: 1).write(to: dir, inputs: FixtureDatasets.inputs())
        }
        let summary = try FixtureGenerator(schools: 3, seed: 1).write(to: dir, inputs: FixtureDatasets.inputs())
        #expect(summary.schools == 3 && summary.histories == 1)
        #expect(try FixtureDatasets.records(in: dir).count == 3)
    }
}
