import Foundation
import Testing
@_spi(Lineage) import QuadAPIModels
@testable import Domain

/// Inputs for the lineage suites: the reference meta.json and sample records, and a made-up college with lineage
/// records of every kind. Expected values in the suites are read off these files by hand.
enum LineageFixtures {
    /// The reference `meta.json` as text.
    static func metaText() throws -> String {
        try String(decoding: Data(contentsOf: DatasetFixtures.referenceData.appendingPathComponent("meta.json")), as: UTF8.self)
    }

    /// The reference `meta.json`.
    static func meta() throws -> DatasetMeta {
        try JSONDecoder().decode(DatasetMeta.self, from: Data(metaText().utf8))
    }

    /// The reference `meta.json` with some changes: vintages to set (nil writes null) and sources to drop.
    static func meta(vintages: [String: String?] = [:], droppingSources: [String] = []) throws -> DatasetMeta {
        var object = try #require(JSONSerialization.jsonObject(with: Data(metaText().utf8)) as? [String: Any])
        var years = try #require(object["vintages"] as? [String: Any])
        for (key, year) in vintages { years[key] = year.map { $0 as Any } ?? NSNull() }
        object["vintages"] = years
        var sources = try #require(object["sources"] as? [String: Any])
        for key in droppingSources { sources[key] = nil }
        object["sources"] = sources
        return try JSONDecoder().decode(DatasetMeta.self, from: JSONSerialization.data(withJSONObject: object))
    }

    /// Abilene Christian University (222178), the first sample record: no lineage records.
    static func abilene() throws -> School {
        try #require(DatasetFixtures.sampleSchools().first { $0.unitID == "222178" })
    }

    /// Abraham Baldwin Agricultural College (138558), the second sample record.
    static func baldwin() throws -> School {
        try #require(DatasetFixtures.sampleSchools().first { $0.unitID == "138558" })
    }

    static func school(_ json: String) throws -> School {
        try JSONDecoder().decode(School.self, from: Data(json.utf8))
    }

    /// A made-up college whose newest admissions class came from its own site, with a hand-imported CDS and lineage
    /// records of each shape the resolver distinguishes.
    static let syntheticJSON = #"""
    {"unit_id":"999001","name":"Test College","location":{"city":"Testville","state":"TX"},"type":"private-nonprofit",
     "admissions":{"year":2026,"applicants":2000,"admitted":500,"enrolled":200,"acceptance_rate":0.25,
       "federal":{"year":2024,"applicants":1800,"admitted":540,"enrolled":190,"acceptance_rate":0.3},
       "sat_reading_25_75":[600,700],"sat_math_25_75":[610,720],"test_policy":"required",
       "factors":{"essay":"considered"},"federal_factors":{"essay":"not_considered"},
       "federal_tests":{"policy":{"test_policy":"considered","year":2024}}},
     "demographics":{"undergrad_enrollment":3100,"pell_grant_percent":0.31,"first_gen_percent":0.2,
       "federal":{"year":2024,"undergrad_enrollment":3000,"men_share":0.45,"women_share":0.55,"part_time_share":0.05,
                  "racial_diversity":null}},
     "outcomes":{"median_earnings_10yr":50000,"graduation_rate":0.6},
     "links":{"website":"https://test.edu","visit":"https://test.edu/visit"},
     "campus":{"calendar":"semester"},
     "reported":{"admissions":{"entering_term":"Fall 2026","year":2026,"applicants":2000,"admitted":500,"enrolled":200,
                               "acceptance_rate":0.25,"source_kind":"class-profile"},
                 "tests":{"year":2025,"sat_composite":{"p25":1300,"p50":1400,"p75":1500}}},
     "cds":{"edition":"2024–25","url":"https://test.edu/cds-2024-25.pdf"},
     "lineage":{
       "admissions.applicants":{"source":"college-site","year":"Fall 2026","url":"https://test.edu/profile",
                                "retrieved":"2026-09-01","method":"extracted","quote":"2,000 applied"},
       "admissions.admitted":{"source":"college-site","year":"Fall 2026","url":"https://test.edu/profile",
                              "retrieved":"2026-09-01","method":"extracted","quote":"500 admitted","edition":"2025–26"},
       "admissions.enrolled":{"source":"college-site","year":"Fall 2025","url":"https://test.edu/profile-2025",
                              "retrieved":"2026-09-01","method":"extracted","quote":"200 enrolled"},
       "admissions.test_policy":{"source":"college-site","year":"Fall 2027","url":"https://test.edu/cds-2025-26.pdf",
                                 "retrieved":"2026-09-01","method":"extracted","quote":"Required"},
       "admissions.factors.essay":{"source":"college-site","year":"Fall 2026","url":"https://test.edu/cds-2025-26.pdf",
                                   "retrieved":"2026-09-01","method":"extracted","quote":"Essay: considered"},
       "admissions.sat_reading_25_75":{"source":"college-site","year":"Fall 2025","url":"https://test.edu/cds-2025-26.pdf",
                                       "retrieved":"2026-09-01","method":"extracted","quote":"600 700"},
       "reported.tests.sat_composite":{"source":"college-site","year":"Fall 2025","url":"https://test.edu/cds-2025-26.pdf",
                                       "retrieved":"2026-09-01","method":"extracted","quote":"1300 1400 1500",
                                       "edition":"2025–26"},
       "demographics.undergrad_enrollment":{"source":"college-site","year":"Fall 2025","edition":"2025–26",
                                            "url":"https://test.edu/cds-2025-26.pdf","retrieved":"2026-09-01",
                                            "method":"extracted","quote":"3,100"},
       "demographics.pell_grant_percent":{"source":"cds"},
       "demographics.first_gen_percent":{"source":"cds","year":"2023–24","url":"https://test.edu/cds-2023-24.pdf"},
       "outcomes.graduation_rate":{"source":"ipeds-gr","year":null},
       "outcomes.median_earnings_10yr":{"source":"ipeds-om"},
       "links.visit":{"source":"college-site","url":"https://test.edu/visit"}
     }}
    """#

    static func synthetic() throws -> School {
        try school(syntheticJSON)
    }

    /// The synthetic college with one more lineage record naming a source no meta describes.
    static func syntheticWithUnknownSource() throws -> School {
        var s = try synthetic()
        var record = LineageRecord(source: "mystery-src")
        record.year = "Fall 2024"
        s.lineage?["campus.calendar"] = record
        return s
    }
}
