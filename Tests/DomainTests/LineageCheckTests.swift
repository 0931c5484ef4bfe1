import Foundation
@_spi(Lineage) import QuadAPIModels
import Testing
@testable import Domain

/// The load-time citation check: the reference dataset passes; an unknown source fails the load and the error names
/// the college, the field and the key.
struct LineageCheckTests {
    @Test func referenceDatasetLoadsWithTheCheck() throws {
        let dir = try DatasetFixtures.makeDataDirectory()
        defer { DatasetFixtures.remove(dir) }
        let loader = DatasetLoader(hasher: FNV1aHasher(), parallelism: 2)
        #expect(loader.checksCitations)
        let snapshot = try loader.load(from: dir, loadedAt: Date(timeIntervalSince1970: 0))
        #expect(snapshot.schools.count == 2)
        #expect(LineageCheck().problems(schools: snapshot.schools, meta: snapshot.meta).isEmpty)
    }

    /// The synthetic college's records name only sources the reference meta lists.
    @Test func knownRecordSourcesPass() throws {
        let meta = try LineageFixtures.meta()
        #expect(LineageCheck().problems(schools: [try LineageFixtures.synthetic()], meta: meta).isEmpty)
    }

    @Test func unknownRecordSourceFails() throws {
        let meta = try LineageFixtures.meta()
        let schools = [try LineageFixtures.abilene(), try LineageFixtures.syntheticWithUnknownSource()]
        let problems = LineageCheck().problems(schools: schools, meta: meta)
        #expect(problems.count == 1)
        let problem = try #require(problems.first)
        #expect(problem.kind == .unknownSource)
        #expect(problem.unitID == "999001")
        #expect(problem.record == 1)
        #expect(problem.codingPath == "campus.calendar")
        #expect(problem.description.contains("999001"))
        #expect(problem.description.contains("campus.calendar"))
        #expect(problem.description.contains("mystery-src"))
        #expect(throws: DatasetLoadError.self) { try LineageCheck().verify(schools: schools, meta: meta) }
    }

    /// Several faulty records of one college are named in path order, whatever order the record map holds them in.
    @Test func faultyRecordsAreNamedInPathOrder() throws {
        let meta = try LineageFixtures.meta()
        var school = try LineageFixtures.synthetic()
        for (path, source) in [("outcomes.grad_rate", "mystery-c"), ("campus.calendar", "mystery-a"),
                               ("cost.tuition", "mystery-d"), ("admissions.acceptance_rate", "mystery-b")] {
            school.lineage?[path] = LineageRecord(source: source)
        }
        let problems = LineageCheck().problems(schools: [school], meta: meta)
        #expect(problems.map(\.codingPath) == ["admissions.acceptance_rate", "campus.calendar", "cost.tuition",
                                                "outcomes.grad_rate"])
        #expect(problems.allSatisfy { $0.kind == .unknownSource && $0.record == 0 })
        // The one a load throws is the first of them.
        #expect(LineageCheck().problems(schools: [school], meta: meta, limit: 1).first?.codingPath
            == "admissions.acceptance_rate")
    }

    /// A stored value whose default source meta.json lacks fails; one that no college stores does not.
    @Test func missingDefaultSource() throws {
        let withoutOM = try LineageFixtures.meta(droppingSources: ["ipeds-om"])
        let problem = try #require(LineageCheck().problems(schools: [try LineageFixtures.abilene()], meta: withoutOM).first)
        #expect(problem.unitID == "222178")
        #expect(problem.codingPath == "outcomes.eight_year")
        #expect(problem.description.contains("ipeds-om"))

        let withoutEstimates = try LineageFixtures.meta(droppingSources: ["org-estimate", "state-law"])
        #expect(LineageCheck().problems(schools: try DatasetFixtures.sampleSchools(), meta: withoutEstimates).isEmpty)
    }

    /// A lineage record naming another source covers a field whose default source is missing.
    @Test func recordCoversAMissingDefault() throws {
        let withoutOM = try LineageFixtures.meta(droppingSources: ["ipeds-om"])
        var school = try LineageFixtures.abilene()
        school.lineage = ["outcomes.eight_year": LineageRecord(source: "scorecard")]
        #expect(LineageCheck().problems(schools: [school], meta: withoutOM).isEmpty)
    }

    /// Social handles come from Wikidata, which meta.json does not list; the server's own description covers it.
    @Test func undatedReferencesPass() throws {
        var school = try LineageFixtures.abilene()
        var social = SchoolSocial()
        social.instagram = "acuedu"
        school.social = social
        #expect(LineageCheck().problems(schools: [school], meta: try LineageFixtures.meta()).isEmpty)
    }

    @Test func loadFailsOnAnUnknownSource() throws {
        let dir = try DatasetFixtures.makeDataDirectory()
        defer { DatasetFixtures.remove(dir) }
        let record = try JSONEncoder().encode(try LineageFixtures.syntheticWithUnknownSource())
        let sample = try DatasetFixtures.read("schools.json", in: dir)
        let body = sample.trimmingCharacters(in: .whitespacesAndNewlines).dropLast()
        try DatasetFixtures.write(body + ",\n" + String(decoding: record, as: UTF8.self) + "\n]\n", to: "schools.json", in: dir)
        do {
            _ = try DatasetLoader(hasher: FNV1aHasher(), parallelism: 2).load(from: dir, loadedAt: Date())
            Issue.record("the load should fail")
        } catch {
            #expect(error.kind == .unknownSource)
            #expect(error.file == "schools.json")
            #expect(error.record == 2 && error.unitID == "999001" && error.codingPath == "campus.calendar")
        }
        // The same directory loads when the check is off.
        let unchecked = try DatasetLoader(hasher: FNV1aHasher(), parallelism: 2, checksCitations: false)
            .load(from: dir, loadedAt: Date())
        #expect(unchecked.schools.count == 3)
    }
}
