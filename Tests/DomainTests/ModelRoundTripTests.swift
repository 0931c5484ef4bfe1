import Foundation
import QuadAPIModels
import Testing
@testable import Domain

/// Decoding and encoding again gives the same JSON value (compared as generic JSON trees: objects by key, numbers
/// by value, `null` distinct from an absent key, booleans distinct from numbers).
struct ModelRoundTripTests {
    private func roundTrip<T: Codable>(_ type: T.Type, _ data: Data) throws -> (original: JSONValue, again: JSONValue) {
        let value = try JSONDecoder().decode(T.self, from: data)
        return (try DatasetFixtures.json(data), try DatasetFixtures.json(JSONEncoder().encode(value)))
    }

    @Test func sampleRecordsRoundTrip() throws {
        let originals = try DatasetFixtures.sampleJSON()
        let schools = try DatasetFixtures.sampleSchools()
        #expect(originals.count == 2 && schools.count == 2)
        for (original, school) in zip(originals, schools) {
            let again = try DatasetFixtures.json(JSONEncoder().encode(school))
            #expect(DatasetFixtures.difference(original, again) == nil, "record \(school.unitID) changed on re-encoding")
        }
    }

    @Test func roundTripKeepsExplicitNullsAndAbsence() throws {
        let schools = try DatasetFixtures.sampleSchools()
        let again = try DatasetFixtures.json(JSONEncoder().encode(schools[1]))
        guard case let .object(record) = again, case let .object(aid)? = record["aid"],
              case let .object(campus)? = record["campus"], case let .object(carnegie)? = campus["carnegie"]
        else {
            Issue.record("unexpected shape")
            return
        }
        #expect(aid["by_income"] == .some(.null))
        #expect(carnegie["research"] == .some(.null))
        #expect(record["lineage"] == nil)
        #expect(record["reported"] == nil)
    }

    @Test func newerSectionsRoundTrip() throws {
        let text = #"""
        {"unit_id":"1","name":"N","type":"public","location":{"city":"C","state":"ST"},
         "admissions":{"federal":{"year":2024,"applicants":100,"admitted":50,"enrolled":null,"acceptance_rate":0.5},
                       "federal_factors":{"essay":"considered","legacy":null},
                       "federal_tests":{"policy":{"test_policy":"required","year":2024},
                                        "sat":{"sat_math_25_75":[500,600],"year":null,
                                               "records":{"sat_math_25_75":{"source":"cds","year":"Fall 2024"}}}}},
         "demographics":{"undergrad_enrollment":10,"federal":{"year":2024,"undergrad_enrollment":9,"men_share":null,
                         "women_share":null,"part_time_share":0.1,"racial_diversity":null}},
         "outcomes":{"federal":{"retention":{"entering_year":2023,"retention_rate":0.8}}},
         "aid":{"cds":{"undergrads":100,"pct_need_met":0.9},"cds_previous":{"edition":"2024–25","url":"u","values":{"merit_avg":5}}},
         "links":{"website":null,"price_calculator":null,"visit":"https://x.edu/visit"},
         "lineage":{"admissions.applicants":{"source":"college-site","year":null,"url":"https://x.edu/cds.pdf",
                                              "method":"extracted","quote":"Applied: 100","page":4,"edition":"2025–26",
                                              "cell":"CDS-C!AC17","field":"AP_RECD_1ST_N","retrieved":"2026-10-01"}},
         "cds":{"edition":"2024–25","url":"https://x.edu/cds"},
         "reported":{"admissions":{"entering_term":"Fall 2026","year":2026,"applicants":120,"admitted":55,
                                   "enrolled":30,"acceptance_rate":0.4583,"source_kind":"cds"},
                     "admissions_by_residency":{"entering_term":"Fall 2025","year":2025,"edition":"2025-26",
                        "in_state":{"applicants":1,"admitted":1,"enrolled":null},"total":{"applicants":2,"admitted":2,"enrolled":1}},
                     "test_policy":null,"test_policy_note":"Scores optional.",
                     "test_policy_events":[{"cycle":2021,"from":"required","to":"considered","from_source":"ipeds-adm","from_year":2019}],
                     "greek":{"frat_pct_first_year":0.1,"housing":null},
                     "admission_profile":{"gpa":{"average":3.9,"scale":"unweighted","bands":{"all":[0.5,0.2,0.1,0.1,0.05,0.05,0,0,0]}}}},
         "brand":{"colors":["#BA0C2F","#FFFFFF"],"names":["red",null],"accent":"#BA0C2F","on_accent":"white",
                  "crest_to":null,"tint_light":"oklch(0.72 0.16 20)","tint_dark":"oklch(0.5 0.1 20)",
                  "logo":{"source_url":"https://x.edu/icon.png","retrieved":"2026-10-01","width":192}},
         "social":{"instagram":"xu","x":"xu_news"},
         "religion":{"affiliation":null,"cccu_member":true},
         "directories":{"faith":["christian"],"lgbtq":{"center":true}},
         "lgbtq":{"gender":{"status":"withheld","another":null,"unknown":2,"undergrads":3000},"admissions":null,
                  "state_law":{"state":"TX","name":"Texas SB 17 (2023)","statute":"s","act":"a","effective":"2024-01-01",
                               "summary":"x","url":"u","checked":"2026-09-01"},
                  "policies":[{"key":"center","answer":"yes"}]},
         "trends":{"applicants":{"since":2014,"from":9384,"to":11332,"change":0.2076}},
         "finances":null}
        """#
        let (original, again) = try roundTrip(School.self, Data(text.utf8))
        #expect(DatasetFixtures.difference(original, again) == nil)
    }

    @Test func coreOnlyRecordGainsNoKeys() throws {
        let (original, again) = try roundTrip(School.self, Data(DatasetFixtures.coreRecord("7").utf8))
        #expect(DatasetFixtures.difference(original, again) == nil)
    }

    @Test func referenceFilesRoundTrip() throws {
        let root = DatasetFixtures.referenceData
        func check<T: Codable>(_ path: String, _ type: T.Type) throws {
            let (original, again) = try roundTrip(T.self, Data(contentsOf: root.appendingPathComponent(path)))
            #expect(DatasetFixtures.difference(original, again) == nil, "\(path) changed on re-encoding")
        }
        try check("meta.json", DatasetMeta.self)
        try check("release-calendar.json", ReleaseCalendar.self)
        try check("application-cycle.json", ApplicationCycle.self)
        try check("history/meta.json", HistoryMeta.self)
        try check("history/cpi.json", CpiTable.self)
        try check("history/facts.json", TrendFacts.self)
        try check("history/trends/index.json", TrendIndex.self)
        try check("history/schools/100654.json", SchoolHistory.self)
        try check("detail/schools/100654.json", SchoolDetail.self)
        try check("high-schools/meta.json", HighSchoolMeta.self)
    }

    /// Values built in code write `null` for keys the site always writes and leave out the keys it writes only
    /// sometimes (the fixture generator relies on this).
    @Test func builtValuesFollowTheSiteLayout() throws {
        var school = School(unitID: "9", name: "Built", location: SchoolLocation(city: "C", state: "ST"), type: "public")
        var admissions = SchoolAdmissions()
        admissions.applicants = 100
        school.admissions = admissions
        var record = LineageRecord(source: "ipeds-adm")
        record.$year.nilEncoding = .writeNull
        school.lineage = ["admissions.applicants": record]
        let json = try DatasetFixtures.json(JSONEncoder().encode(school))
        guard case let .object(top) = json, case let .object(adm)? = top["admissions"],
              case let .object(location)? = top["location"], case let .object(lineage)? = top["lineage"]
        else {
            Issue.record("unexpected shape")
            return
        }
        // Top level: core keys, the two sections set, and `finances` (written as null by the site); nothing else.
        #expect(Set(top.keys) == ["unit_id", "name", "location", "type", "admissions", "lineage", "finances"])
        #expect(top["finances"] == .some(.null))
        #expect(Set(location.keys) == ["city", "state", "zip", "region", "lat", "lng"])
        #expect(location["zip"] == .some(.null))
        #expect(adm["applicants"] == .some(.number(100)))
        #expect(adm["year"] == .some(.null))
        #expect(adm["by_sex"] == .some(.null))
        #expect(adm["federal"] == nil && adm["federal_factors"] == nil && adm["federal_tests"] == nil)
        #expect(lineage["admissions.applicants"] == .some(.object(["source": .string("ipeds-adm"), "year": .null])))

        var omitted = school
        omitted.$finances.nilEncoding = .omitKey
        guard case let .object(top2) = try DatasetFixtures.json(JSONEncoder().encode(omitted)) else { return }
        #expect(top2["finances"] == nil)
    }

    @Test func scoreRangeRejectsOtherLengths() {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ScoreRange.self, from: Data("[1,2,3]".utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ScoreRange.self, from: Data("[1]".utf8)) }
        #expect(throws: (any Error).self) { try JSONDecoder().decode(ScoreRange.self, from: Data("[1,null]".utf8)) }
    }

    @Test func equalityIgnoresKeyPresence() throws {
        let a = try JSONDecoder().decode(SchoolLinks.self, from: Data(#"{"website":null}"#.utf8))
        let b = try JSONDecoder().decode(SchoolLinks.self, from: Data(#"{}"#.utf8))
        #expect(a == b)
        #expect(a.$website.isKeyPresent && !b.$website.isKeyPresent)
    }
}
