import Foundation
import QuadAPIModels
import Testing
@testable import Domain
@testable import Fixture

/// A generated dataset is a data directory the server can load, and small enough to bundle.
struct FixtureLoaderTests {
    @Test func theLoaderReadsEveryFile() throws {
        let dir = try FixtureDatasets.mainDirectory()
        let snapshot = try DatasetFixtures.load(dir)
        #expect(snapshot.schools.count == 300)
        #expect(snapshot.school(id: "222178")?.name == "Abilene Christian University")
        #expect(snapshot.school(id: "100654")?.admissions?.applicants == 23406)
        #expect(!snapshot.aliases.isEmpty && !snapshot.changes.isEmpty)
        #expect(snapshot.history?.meta.latest?.fall == 2024)
        #expect(snapshot.history?.national?.series?["applicants"]?.stats?.isEmpty == false)
        #expect(snapshot.history?.national?.changes?["full_price"]?.measure == "ratio")
        #expect(snapshot.history?.cpi?.start == 2000 && snapshot.history?.facts != nil)
        #expect(snapshot.trendNames == ["conferences", "index", "men-and-women", "movers", "out-of-state", "pell-gap",
                                        "price-gap", "shrinking-colleges", "states", "test-optional"])
        #expect(snapshot.trendIndex?.files == snapshot.trendNames.filter { $0 != "index" })
        #expect(snapshot.trendIndex?.cards?.map(\.slug) == TrendStudyCatalog.all.map(\.slug))
        #expect(snapshot.applicationCycle != nil && snapshot.highSchoolMeta != nil)
        // Per-college files decode on demand, for every generated college.
        for school in snapshot.schools where !FixtureRecordTests.realIDs.contains(school.unitID) {
            let history = try snapshot.history(for: school.unitID)
            #expect(history?.series?["undergrads"] != nil || school.unitID == "100654")
            #expect(try snapshot.detail(for: school.unitID)?.tables?.majors != nil)
        }
        #expect(try snapshot.history(for: "222178") == nil)
        // Every state code is one of the 50 states and DC.
        #expect(snapshot.stateCounts.keys.allSatisfy { FixtureStates.index(of: $0) != nil })
    }

    @Test func threeHundredCollegesStaySmall() throws {
        let dir = try FixtureDatasets.mainDirectory()
        var total = 0
        for file in FixtureDatasets.files(in: dir) {
            total += try Data(contentsOf: dir.appendingPathComponent(file)).count
        }
        // 8.5 MB for seed 1: the history files carry the site's athletics and ROTC codes, 8-year outcomes, residence
        // shares and graduation by race and cohorts (about 1.8 KB a college).
        #expect(total < 9_000_000, "\(total) bytes")
        let schools = try Data(contentsOf: dir.appendingPathComponent("schools.json")).count
        // About as large per record as the site's file (12,831,303 characters for 1,893 records ≈ 6.8 K); the
        // generated records also carry the trend members, most colleges' LGBTQ+ block and, for one in sixteen, a
        // Common Data Set, so up to 10 K.
        #expect((4_000...10_000).contains(schools / 300))
    }

    @Test func theBundledSampleLoads() throws {
        let snapshot = try DatasetFixtures.load(FixtureDatasets.committedSample)
        #expect(snapshot.schools.count == 300)
        let readme = try String(decoding: Data(contentsOf: FixtureDatasets.committedSample.appendingPathComponent("README.md")),
                                as: UTF8.self)
        #expect(readme.contains("quad fixture --schools 300 --seed 1"))
        #expect(readme.contains("222178") && readme.contains("138558"))
    }
}
