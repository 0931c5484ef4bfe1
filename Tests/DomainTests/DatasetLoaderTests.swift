import Foundation
import QuadAPIModels
import Testing
@testable import Domain

/// Loading data directories in the site's layout.
struct DatasetLoaderTests {
    @Test func loadsTheReferenceDirectory() throws {
        let dir = try DatasetFixtures.makeDataDirectory()
        defer { DatasetFixtures.remove(dir) }
        let snapshot = try DatasetFixtures.load(dir)
        #expect(snapshot.schools.map(\.unitID) == ["222178", "138558"])
        #expect(snapshot.school(id: "138558")?.name == "Abraham Baldwin Agricultural College")
        #expect(snapshot.school(id: "222178")?.admissions?.applicants == 11332)
        #expect(snapshot.school(id: "100654") == nil)
        #expect(snapshot.indexByID == ["222178": 0, "138558": 1])
        #expect(snapshot.stateCounts == ["TX": 1, "GA": 1])
        #expect(snapshot.meta.retrieved == "2026-10-04")
        #expect(snapshot.releaseCalendar.releases?.count == 7)
        #expect(snapshot.aliases.isEmpty && snapshot.aliasesByUnitID.isEmpty && snapshot.changes.isEmpty)
        #expect(snapshot.history?.meta.latest?.fall == 2024)
        #expect(snapshot.history?.cpi?.start == 2000)
        #expect(snapshot.history?.facts?.priceGap?.n == 1432)
        #expect(snapshot.history?.national == nil)
        #expect(snapshot.trendNames == ["index"])
        #expect(snapshot.trendIndex?.cards?.count == 2)
        #expect(snapshot.applicationCycle?.cycles?.count == 2)
        #expect(snapshot.highSchoolMeta?.counts?.public == 27815)
        #expect(snapshot.loadedAt == Date(timeIntervalSince1970: 0))
        #expect(snapshot.directory?.standardizedFileURL == dir.standardizedFileURL)
        #expect(snapshot.manifest?.files.map(\.path) == [
            "application-cycle.json", "detail/schools/100654.json", "high-schools/meta.json", "history/cpi.json",
            "history/facts.json", "history/meta.json", "history/schools/100654.json", "history/trends/index.json",
            "meta.json", "release-calendar.json", "schools.json",
        ])
        // Sizes as listed by `ls -l` in the reference folder.
        #expect(snapshot.manifest?.entry(for: "schools.json")?.size == 13835)
        #expect(snapshot.manifest?.entry(for: "meta.json")?.size == 12602)
        #expect(snapshot.manifest?.entry(for: "history/schools/100654.json")?.size == 3424)
    }

    @Test func perCollegeFilesOnDemand() throws {
        let dir = try DatasetFixtures.makeDataDirectory()
        defer { DatasetFixtures.remove(dir) }
        let snapshot = try DatasetFixtures.load(dir)
        let history = try #require(try snapshot.history(for: "100654"))
        #expect(history.series?["applicants"]?.start == 2001)
        #expect(history.series?["applicants"]?.values?.count == 24)
        #expect(try snapshot.history(for: "100654") == history)
        #expect(try snapshot.history(for: "222178") == nil)
        #expect(try snapshot.history(for: "../meta") == nil)
        #expect(try snapshot.history(for: "") == nil)
        #expect(try snapshot.history(for: "10065a") == nil)
        #expect(try snapshot.history(for: "\u{FF11}\u{FF12}") == nil)
        let detail = try #require(try snapshot.detail(for: "100654"))
        #expect(detail.tables?.homeStates?.rows?["AL"] == 881)
        #expect(try snapshot.detail(for: "138558") == nil)
        guard case let .object(index)? = try snapshot.trendFile(named: "index") else {
            Issue.record("index.json not read")
            return
        }
        #expect(index["built"] == .some(.string("2026-10-02")))
        #expect(try snapshot.trendFile(named: "INDEX") == nil)
        #expect(try snapshot.trendFile(named: "movers") == nil)
        #expect(try snapshot.trendFile(named: "../meta") == nil)
        #expect(try snapshot.fileData(at: "high-schools/meta.json")?.count == 1737)
        #expect(try snapshot.fileData(at: "high-schools/none.json") == nil)
    }

    @Test func cachedFilesSurviveLaterEdits() throws {
        let dir = try DatasetFixtures.makeDataDirectory()
        defer { DatasetFixtures.remove(dir) }
        let snapshot = try DatasetFixtures.load(dir)
        let first = try snapshot.history(for: "100654")
        try DatasetFixtures.write("{}", to: "history/schools/100654.json", in: dir)
        #expect(try snapshot.history(for: "100654") == first)
    }

    @Test func filesChangedAfterLoadAreRefused() throws {
        let dir = try DatasetFixtures.makeDataDirectory()
        defer { DatasetFixtures.remove(dir) }
        let snapshot = try DatasetFixtures.load(dir)
        let text = try DatasetFixtures.read("history/schools/100654.json", in: dir)
        try DatasetFixtures.write(text.replacingOccurrences(of: "2180", with: "2181"), to: "history/schools/100654.json", in: dir)
        #expect(throws: DatasetLoadError(kind: .changedFile, file: "history/schools/100654.json",
                                         detail: "changed since the dataset was loaded")) {
            try snapshot.history(for: "100654")
        }
        try FileManager.default.removeItem(at: dir.appendingPathComponent("detail/schools/100654.json"))
        do {
            _ = try snapshot.detail(for: "100654")
            Issue.record("a removed file was served")
        } catch {
            #expect(error.kind == .changedFile)
            #expect(error.file == "detail/schools/100654.json")
        }
    }

    @Test func brokenOnDemandFileNamesItself() throws {
        let dir = try DatasetFixtures.makeDataDirectory()
        defer { DatasetFixtures.remove(dir) }
        try DatasetFixtures.write(#"{"unit_id": 5, "tables": {}}"#, to: "detail/schools/5.json", in: dir)
        let snapshot = try DatasetFixtures.load(dir)
        #expect(throws: DatasetLoadError(kind: .invalidValue, file: "detail/schools/5.json", codingPath: "unit_id",
                                         detail: "expected a string, found number")) {
            try snapshot.detail(for: "5")
        }
    }

    @Test func optionalFilesMayBeAbsent() throws {
        let dir = try DatasetFixtures.makeDirectory(files: [
            "schools.json": "[\(DatasetFixtures.coreRecord("1"))]",
            "meta.json": DatasetFixtures.minimalMeta,
            "release-calendar.json": DatasetFixtures.minimalCalendar,
        ])
        defer { DatasetFixtures.remove(dir) }
        let snapshot = try DatasetFixtures.load(dir)
        #expect(snapshot.schools.count == 1)
        #expect(snapshot.history == nil && snapshot.trendIndex == nil && snapshot.trendNames.isEmpty)
        #expect(snapshot.applicationCycle == nil && snapshot.highSchoolMeta == nil)
        #expect(snapshot.aliases.isEmpty && snapshot.changes.isEmpty)
        #expect(try snapshot.history(for: "1") == nil)
        #expect(try snapshot.detail(for: "1") == nil)
        #expect(snapshot.changes(for: "1").isEmpty)
        #expect(snapshot.manifest?.files.count == 3)
    }

    @Test func sharedHistoryNeedsItsMeta() throws {
        let dir = try DatasetFixtures.makeDataDirectory()
        defer { DatasetFixtures.remove(dir) }
        try FileManager.default.removeItem(at: dir.appendingPathComponent("history/meta.json"))
        let snapshot = try DatasetFixtures.load(dir)
        #expect(snapshot.history == nil)
        #expect(try snapshot.history(for: "100654")?.series?.count == 20)
    }

    @Test func aliasesAndChangesAreIndexed() throws {
        let dir = try DatasetFixtures.makeDataDirectory()
        defer { DatasetFixtures.remove(dir) }
        try DatasetFixtures.write(#"""
        [{"unit_id":"138558","alias":"ABAC","key":"abac","source":"curated","weight":4},
         {"unit_id":"222178","alias":"ACU","key":"acu","source":"curated","weight":4},
         {"unit_id":"222178","alias":"Abilene Christian","key":"abilenechristian","source":"ipeds","weight":3}]
        """#, to: "aliases.json", in: dir)
        try DatasetFixtures.write(#"""
        [{"unit_id":"222178","field":"admissions.applicants","kind":"revised","old_value":11000,"new_value":11332,
          "old_year":"Fall 2024","new_year":"Fall 2024","source":"IPEDS","release":null,"publish_id":"p1",
          "published_at":"2026-01-10T00:00:00Z"},
         {"unit_id":"222178","field":"cost.avg_paid_all","kind":"new_year","old_value":28000,"new_value":28860,
          "old_year":"2022–23","new_year":"2023–24","source":"IPEDS","release":"IPEDS winter release","publish_id":"p2",
          "published_at":"2026-03-01T00:00:00Z"},
         {"unit_id":"138558","field":"admissions.acceptance_rate","kind":"updated","old_value":0.7,"new_value":0.7572,
          "old_year":null,"new_year":null,"source":"IPEDS","release":null,"publish_id":"p1","published_at":"2026-01-10T00:00:00Z"},
         {"unit_id":"222178","field":"admissions.enrolled","kind":"appeared","old_value":null,"new_value":906,
          "old_year":null,"new_year":"Fall 2024","source":"IPEDS","release":null,"publish_id":null,"published_at":null},
         {"unit_id":"222178","field":"admissions.admitted","kind":"revised","old_value":[1,2],"new_value":{"a":1},
          "old_year":"Fall 2024","new_year":"Fall 2024","source":"IPEDS","release":null,"publish_id":"p2",
          "published_at":"2026-03-01T00:00:00Z"}]
        """#, to: "changes.json", in: dir)
        let snapshot = try DatasetFixtures.load(dir)
        #expect(snapshot.aliases.count == 3)
        #expect(snapshot.aliasesByUnitID["222178"]?.map { $0.key ?? "" } == ["acu", "abilenechristian"])
        #expect(snapshot.aliasesByUnitID["138558"]?.first?.weight == 4)
        #expect(snapshot.changes.count == 5)
        #expect(snapshot.changes(for: "222178").map { $0.field ?? "" } == [
            "cost.avg_paid_all", "admissions.admitted", "admissions.applicants", "admissions.enrolled",
        ])
        #expect(snapshot.changes(for: "138558").count == 1)
        #expect(snapshot.changes(for: "100654").isEmpty)
        let revised = try #require(snapshot.changes(for: "222178").first { $0.field == "admissions.admitted" })
        #expect(revised.oldValue == .array([.number(1), .number(2)]))
        #expect(snapshot.changes(for: "222178").last?.oldValue == nil)
    }

    @Test func coreOnlyAndUnknownKeysLoad() throws {
        let dir = try DatasetFixtures.makeDirectory(files: [
            "schools.json": """
            [\(DatasetFixtures.coreRecord("1")),
             {"unit_id":"2","name":"B","type":"public","location":{"city":"C","state":"GA","moon":1},"hovercraft":[{"x":null}],
              "admissions":{"applicants":3,"new_thing":{"deep":[1,2,3]}}}]
            """,
            "meta.json": DatasetFixtures.minimalMeta,
            "release-calendar.json": DatasetFixtures.minimalCalendar,
        ])
        defer { DatasetFixtures.remove(dir) }
        let snapshot = try DatasetFixtures.load(dir)
        #expect(snapshot.schools.map(\.unitID) == ["1", "2"])
        #expect(snapshot.school(id: "2")?.admissions?.applicants == 3)
        #expect(snapshot.stateCounts == ["TX": 1, "GA": 1])
    }

    @Test func emptySchoolsFile() throws {
        let dir = try DatasetFixtures.makeDirectory(files: [
            "schools.json": "[ ]\n", "meta.json": DatasetFixtures.minimalMeta,
            "release-calendar.json": DatasetFixtures.minimalCalendar,
        ])
        defer { DatasetFixtures.remove(dir) }
        #expect(try DatasetFixtures.load(dir).schools.isEmpty)
    }

    /// Records split across many chunks come back in file order, whatever the thread count.
    @Test(arguments: [1, 2, 3])
    func manyRecordsKeepFileOrder(parallelism: Int) throws {
        let states = ["TX", "GA", "CA"]
        let records = (0..<2000).map { DatasetFixtures.coreRecord(String(100_000 + $0), state: states[$0 % 3]) }
        let dir = try DatasetFixtures.makeDirectory(files: [
            "schools.json": "[\n" + records.joined(separator: ",\n") + "\n]\n",
            "meta.json": DatasetFixtures.minimalMeta, "release-calendar.json": DatasetFixtures.minimalCalendar,
        ])
        defer { DatasetFixtures.remove(dir) }
        let snapshot = try DatasetFixtures.load(dir, parallelism: parallelism)
        #expect(snapshot.schools.map(\.unitID) == (0..<2000).map { String(100_000 + $0) })
        #expect(snapshot.indexByID["101999"] == 1999)
        #expect(snapshot.stateCounts == ["TX": 667, "GA": 667, "CA": 666])
    }

    @Test func fullRecordsDecodeTheSameInParallel() throws {
        let sample = try DatasetFixtures.sampleSchools()[0]
        let text = String(decoding: try DatasetFixtures.sampleBytes(), as: UTF8.self)
        let firstLine = try #require(text.split(separator: "\n").first { $0.hasPrefix("{\"unit_id\":\"222178\"") })
        let body = String(firstLine.hasSuffix(",") ? firstLine.dropLast() : firstLine)
        let copies = (0..<300).map { body.replacingOccurrences(of: "\"unit_id\":\"222178\"", with: "\"unit_id\":\"\(500_000 + $0)\"") }
        let dir = try DatasetFixtures.makeDirectory(files: [
            "schools.json": "[\n" + copies.joined(separator: ",\n") + "\n]",
            "meta.json": DatasetFixtures.minimalMeta, "release-calendar.json": DatasetFixtures.minimalCalendar,
        ])
        defer { DatasetFixtures.remove(dir) }
        let snapshot = try DatasetFixtures.load(dir, parallelism: 2)
        #expect(snapshot.schools.count == 300)
        for (i, school) in snapshot.schools.enumerated() {
            var expected = sample
            expected.unitID = String(500_000 + i)
            #expect(school == expected)
        }
    }

    @Test func snapshotFromValues() throws {
        let schools = try DatasetFixtures.sampleSchools()
        var history = SchoolHistory()
        history.unitID = "222178"
        history.series = ["applicants": HistorySeries(start: 2023, values: [10000, 11332])]
        let snapshot = try DatasetSnapshot(
            schools: schools, meta: DatasetMeta(), releaseCalendar: ReleaseCalendar(),
            aliases: [AliasRow(unitID: "222178", alias: "ACU", key: "acu", source: "curated", weight: 4)],
            schoolHistories: ["222178": history], trendFiles: ["movers": .object([:])],
            publishID: "test", loadedAt: Date(timeIntervalSince1970: 5))
        #expect(snapshot.publishID == "test")
        #expect(snapshot.manifest == nil && snapshot.directory == nil)
        #expect(try snapshot.history(for: "222178")?.series?["applicants"]?.value(in: 2024) == 11332)
        #expect(try snapshot.history(for: "138558") == nil)
        #expect(try snapshot.trendFile(named: "movers") == .object([:]))
        #expect(snapshot.trendNames == ["movers"])
        #expect(snapshot.aliasesByUnitID["222178"]?.count == 1)
        #expect(try snapshot.fileData(at: "schools.json") == nil)
    }
}
