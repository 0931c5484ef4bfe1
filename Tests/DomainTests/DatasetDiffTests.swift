import Foundation
import Testing
import QuadAPIModels
@testable import Domain

/// What a publish records as changed (the site's `diffSchools`, lib/changes.ts): kinds, tolerances, the derived-input
/// rule, years through lineage, the release that brought a change, and the sentences. Every expected value is worked
/// out by hand from the site's rules and the reference meta.json (ipeds-adm "Fall 2024", ipeds-ic "2023–24",
/// scorecard-latest null, retrieved 2026-10-04); the "next" meta moves ipeds-adm to "Fall 2025" and is retrieved
/// 2026-12-01.
struct DatasetDiffTests {
    static let alpha = #"""
    {"unit_id":"100","name":"Alpha College","location":{"city":"Austin","state":"TX"},"type":"public",
     "admissions":{"applicants":1000,"admitted":500,"acceptance_rate":0.5,"test_policy":"required"},
     "cost":{"sticker":{"in_state":20000,"out_of_state":30000},"tuition_fees":{"in_state":9000,"out_of_state":19000}},
     "outcomes":{"graduation_rate":0.6}}
    """#

    static func school(_ json: String, _ edit: (inout [String: Any]) -> Void = { _ in }) throws -> School {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        edit(&object)
        return try JSONDecoder().decode(School.self, from: JSONSerialization.data(withJSONObject: object))
    }

    static func snapshot(_ schools: [School], next: Bool, releases: String = "[]") throws -> DatasetSnapshot {
        let meta = next ? try LineageFixtures.meta(vintages: ["ipeds-adm": "Fall 2025"]) : try LineageFixtures.meta()
        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(meta)) as? [String: Any])
        if next { object["retrieved"] = "2026-12-01" }
        let calendar = try JSONDecoder().decode(ReleaseCalendar.self, from: Data(#"{"reviewed":"2026-11-30","releases":\#(releases)}"#.utf8))
        return try DatasetSnapshot(schools: schools, meta: JSONDecoder().decode(DatasetMeta.self,
                                                                                from: JSONSerialization.data(withJSONObject: object)),
                                   releaseCalendar: calendar, publishID: next ? "next" : "prev", loadedAt: Date(timeIntervalSince1970: 0))
    }

    static func section(_ object: inout [String: Any], _ name: String, _ edit: (inout [String: Any]) -> Void) {
        var part = object[name] as? [String: Any] ?? [:]
        edit(&part)
        object[name] = part
    }

    @Test func aLaterPeriodIsNewYearAndNamesTheReleaseThatBroughtIt() throws {
        let before = try Self.school(Self.alpha)
        let after = try Self.school(Self.alpha) { Self.section(&$0, "admissions") { $0["applicants"] = 1200 } }
        let releases = """
            [{"id":"a","source":"ipeds","label":"IPEDS admissions, fall 2025","updates":["ipeds-adm"],"status":"published","published":"2026-11-15"},
             {"id":"b","source":"ipeds","label":"Too late","updates":["ipeds-adm"],"status":"published","published":"2026-12-15"},
             {"id":"c","source":"ipeds","label":"Already in","updates":["ipeds-adm"],"status":"published","published":"2026-09-01"},
             {"id":"d","source":"ipeds","label":"Not out","updates":["ipeds-adm"],"status":"confirmed"}]
            """
        let changes = DatasetDiff.changes(from: try Self.snapshot([before], next: false),
                                          to: try Self.snapshot([after], next: true, releases: releases))
        try #require(changes.count == 1)
        let change = changes[0]
        #expect(change.unitID == "100" && change.field == "admissions.applicants" && change.kind == "new_year")
        #expect(change.oldValue == .number(1000) && change.newValue == .number(1200))
        #expect(change.oldYear == "Fall 2024" && change.newYear == "Fall 2025")
        #expect(change.source == "IPEDS Admissions survey")
        #expect(change.oldSource == nil)
        #expect(change.release == "IPEDS admissions, fall 2025")
        #expect(ChangeSentences.describe(change) == "Fall 2025: 1,200 applied (fall 2024: 1,000)")
    }

    @Test func differencesWithinTheFieldsToleranceAreNoise() throws {
        let before = try Self.school(Self.alpha)
        // Count: 0.4 < 1. Dollars: $40 < $50 (and its inputs moved, so only the tolerance stops it). Share: 0.0009 < 0.001.
        let after = try Self.school(Self.alpha) {
            Self.section(&$0, "admissions") { $0["admitted"] = 500.4 }
            Self.section(&$0, "cost") {
                $0["sticker"] = ["in_state": 20040, "out_of_state": 30000]
                $0["tuition_fees"] = ["in_state": 9040, "out_of_state": 19000]
            }
            Self.section(&$0, "outcomes") { $0["graduation_rate"] = 0.6009 }
        }
        let changes = DatasetDiff.changes(from: try Self.snapshot([before], next: false), to: try Self.snapshot([after], next: true))
        #expect(changes.isEmpty)
    }

    @Test func aCalculatedValueWhoseInputsDidNotChangeIsNotNews() throws {
        let before = try Self.school(Self.alpha)
        // The stored rate moves by 0.01 (beyond 0.001) but admitted and applicants are the same: re-derivation noise.
        let moved = try Self.school(Self.alpha) { Self.section(&$0, "admissions") { $0["acceptance_rate"] = 0.51 } }
        #expect(DatasetDiff.changes(from: try Self.snapshot([before], next: false), to: try Self.snapshot([moved], next: true)).isEmpty)
        // With a lineage record of its own (not "derived"), the value is reported, not calculated: it is news.
        let reported = try Self.school(Self.alpha) {
            Self.section(&$0, "admissions") { $0["acceptance_rate"] = 0.51 }
            $0["lineage"] = ["admissions.acceptance_rate": ["source": "ipeds-adm", "method": "reported"]]
        }
        let changes = DatasetDiff.changes(from: try Self.snapshot([before], next: false), to: try Self.snapshot([reported], next: true))
        #expect(changes.map(\.field) == ["admissions.acceptance_rate"])
        #expect(changes.first?.kind == "new_year")
    }

    @Test func theSamePeriodFromTheSameSourceIsRevised() throws {
        // Sticker and its input both move; ipeds-ic is 2023–24 in both metas.
        let before = try Self.school(Self.alpha)
        let after = try Self.school(Self.alpha) {
            Self.section(&$0, "cost") {
                $0["sticker"] = ["in_state": 20100, "out_of_state": 30000]
                $0["tuition_fees"] = ["in_state": 9100, "out_of_state": 19000]
            }
        }
        let changes = DatasetDiff.changes(from: try Self.snapshot([before], next: false), to: try Self.snapshot([after], next: true))
        try #require(changes.count == 1)
        #expect(changes[0].kind == "revised" && changes[0].oldYear == "2023–24" && changes[0].newYear == "2023–24")
        #expect(ChangeSentences.describe(changes[0])
                == "Revised 2023–24 figure: sticker price $20,100 in-state, $30,000 out-of-state (was $20,000 in-state, $30,000 out-of-state)")
    }

    @Test func noSingleYearIsUpdatedAndAppearedAndDisappearedAreSeparate() throws {
        let before = try Self.school(Self.alpha)
        let after = try Self.school(Self.alpha) {
            Self.section(&$0, "outcomes") {
                $0["graduation_rate"] = 0.65
                $0["median_earnings_10yr"] = 52000
            }
            Self.section(&$0, "admissions") { $0["test_policy"] = NSNull() }
        }
        let changes = DatasetDiff.changes(from: try Self.snapshot([before], next: false), to: try Self.snapshot([after], next: true))
        // Field order: test policy, median earnings, graduation rate (the reported fields' order).
        #expect(changes.map(\.field) == ["admissions.test_policy", "outcomes.median_earnings_10yr", "outcomes.graduation_rate"])
        #expect(changes.map(\.kind) == ["disappeared", "appeared", "updated"])
        let gone = changes[0], new = changes[1], updated = changes[2]
        #expect(gone.oldYear == "Fall 2024" && gone.newYear == nil && gone.release == nil && gone.newValue == nil)
        #expect(gone.source == "IPEDS Admissions survey")
        #expect(new.oldYear == nil && new.newYear == nil && new.oldValue == nil)
        #expect(ChangeSentences.describe(new) == "Now reported: median earnings 10 years after entry $52,000 (most recent release)")
        #expect(updated.oldYear == nil && updated.newYear == nil)
        #expect(ChangeSentences.describe(updated) == "Most recent release: graduation rate 65% (was 60%)")
    }

    @Test func aRenameAlwaysCountsAndReadsAsANameChange() throws {
        let before = try Self.school(Self.alpha)
        let after = try Self.school(Self.alpha) { $0["name"] = "Alpha University" }
        let changes = DatasetDiff.changes(from: try Self.snapshot([before], next: false), to: try Self.snapshot([after], next: true))
        try #require(changes.count == 1)
        #expect(changes[0].field == "name" && changes[0].kind == "updated")
        #expect(ChangeSentences.describe(changes[0]) == "Name changed: Alpha University (was Alpha College)")
    }

    @Test func aCommonDataSetEditionReadsAsTheFallItReportsAndIsAnotherKindOfSource() throws {
        let before = try Self.school(Self.alpha)
        // Edition 2024-25 reports fall 2024, the same period as IPEDS fall 2024 before: the same period from another
        // kind of source is "updated", naming the old source.
        let after = try Self.school(Self.alpha) {
            Self.section(&$0, "admissions") { $0["applicants"] = 1100 }
            $0["lineage"] = ["admissions.applicants": ["source": "cds", "year": "2024-25"]]
            $0["cds"] = ["edition": "2024-25", "url": "https://alpha.edu/cds.pdf"]
        }
        let changes = DatasetDiff.changes(from: try Self.snapshot([before], next: false), to: try Self.snapshot([after], next: true))
        try #require(changes.count == 1)
        let change = changes[0]
        #expect(change.kind == "updated" && change.oldYear == "Fall 2024" && change.newYear == "Fall 2024")
        #expect(change.oldSource == "IPEDS Admissions survey")
        #expect(change.release == nil)  // a value with its own lineage record names its document
    }

    @Test func collegesInOneDatasetOnlyAreSkippedAndTheNewFileOrderIsKept() throws {
        let a = try Self.school(Self.alpha)
        let b = try Self.school(Self.alpha) { $0["unit_id"] = "200"; $0["name"] = "Beta College" }
        let c = try Self.school(Self.alpha) { $0["unit_id"] = "300"; $0["name"] = "Gamma College" }
        let b2 = try Self.school(Self.alpha) { $0["unit_id"] = "200"; $0["name"] = "Beta University" }
        let a2 = try Self.school(Self.alpha) { $0["name"] = "Alpha University" }
        let d = try Self.school(Self.alpha) { $0["unit_id"] = "400"; $0["name"] = "Delta College" }
        let changes = DatasetDiff.changes(from: try Self.snapshot([a, b, c], next: false), to: try Self.snapshot([b2, d, a2], next: true))
        #expect(changes.map(\.unitID) == ["200", "100"])
    }

    @Test func periodsAreOrderedByWhenTheyBegan() {
        #expect(ChangePeriods.start("Fall 2024") == 2024_09)
        #expect(ChangePeriods.start("Entered fall 2023") == 2023_09)
        #expect(ChangePeriods.start("Students entering fall 2016") == 2016_09)
        #expect(ChangePeriods.start("Fall 2026 applicants") == 2026_09)
        #expect(ChangePeriods.start("2023–24") == 2023_07)
        #expect(ChangePeriods.start("2024-25 graduates") == 2024_07)
        #expect(ChangePeriods.start(nil) == nil && ChangePeriods.start("most recent release") == nil)
        #expect(ChangePeriods.normalizeYear("2024-25 and 2019 - 2020") == "2024–25 and 2019–2020")
        // Fall 2024 begins in September 2024, after 2024–25 (July 2024).
        #expect(DatasetDiff.kindFor("2024–25", "Fall 2024", sourceChanged: false) == "new_year")
        #expect(DatasetDiff.kindFor("Fall 2024", "Fall 2023", sourceChanged: false) == "updated")
        #expect(DatasetDiff.kindFor("Fall 2024", "Fall 2024", sourceChanged: true) == "updated")
        #expect(DatasetDiff.kindFor("Spring term", "Spring term", sourceChanged: false) == "revised")
        #expect(DatasetDiff.kindFor(nil, nil, sourceChanged: false) == "updated")
    }

    @Test func theTouchedSummaryNamesCollegesAndWhatEveryDocumentShows() throws {
        let a = try Self.school(Self.alpha)
        let b = try Self.school(Self.alpha) { $0["unit_id"] = "200"; $0["name"] = "Beta College" }
        let previous = try Self.snapshot([a, b], next: false)
        // Only Beta's (unranked) test policy changes; the metas differ (next has Fall 2025), so "shared" is true.
        let b2 = try Self.school(Self.alpha) {
            $0["unit_id"] = "200"; $0["name"] = "Beta College"
            Self.section(&$0, "admissions") { $0["test_policy"] = "optional" }
        }
        let (_, touched) = DatasetDiff.compare(previous, try Self.snapshot([a, b2], next: true))
        #expect(touched.colleges == ["200"] && touched.added == 0 && touched.removed == 0 && touched.shared && !touched.ranked)
        // Same meta, Alpha's applicants move (a ranked metric) and a college is added.
        let a2 = try Self.school(Self.alpha) { Self.section(&$0, "admissions") { $0["applicants"] = 1500 } }
        let c = try Self.school(Self.alpha) { $0["unit_id"] = "300" }
        let (_, second) = DatasetDiff.compare(previous, try Self.snapshot([a2, b, c], next: false))
        #expect(second.colleges == ["100"] && second.added == 1 && second.removed == 0 && !second.shared && second.ranked)
        #expect(DatasetDiff.compare(previous, previous).touched.isEmpty)
    }
}
