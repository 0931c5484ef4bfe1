import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import Screens

/// A hand-made Common Data Set for Abilene Christian (222178), every section the site reads, with round figures so
/// each expected string can be worked out by hand; the detail file gains a `cds_aid` table.
enum FidelityReported {
    static func md(_ month: Int, _ day: Int) -> [String: Any] { ["month": month, "day": day] }

    static var reported: [String: Any] { [
        "admissions_by_residency": [
            "entering_term": "Fall 2025", "year": 2025, "edition": "2025-26",
            "in_state": ["applicants": 6000, "admitted": 4200, "enrolled": 600],
            "out_of_state": ["applicants": 4000, "admitted": 2000, "enrolled": 200],
            "international": ["applicants": 300, "admitted": 60, "enrolled": 20],
            "unknown": NSNull(),
            "total": ["applicants": 10300, "admitted": 6260, "enrolled": 820],
        ],
        "admission_profile": [
            "gpa": ["average": 3.62, "scale": "not_stated", "submitted_share": 0.85,
                    "bands": ["with_test": NSNull(), "without_test": NSNull(),
                              "all": [0.2, 0.25, 0.2, 0.15, 0.1, 0.06, 0.03, 0.01, 0]]],
            "class_rank": ["top_tenth": 0.3, "top_quarter": 0.6, "top_half": 0.9, "bottom_half": 0.1,
                           "bottom_quarter": 0.02, "submitted_share": 0.4],
            "factors": ["rigor": "very_important", "gpa": "important", "religious": "considered"],
            "wait_list": ["policy": true, "offered": 500, "accepted": 300, "admitted": 12],
            "early_decision": ["offered": true, "applicants": 800, "admitted": 360,
                               "first": ["closing": md(11, 1), "notification": md(12, 15)]],
            "early_action": ["offered": true, "closing": md(11, 15), "notification": md(1, 31), "restrictive": false],
        ],
        "transfer": [
            "enrolls_transfers": true, "advanced_standing": true,
            "applicants": ["men": 400, "women": 600, "unknown": NSNull(), "total": 1000],
            "admitted": ["men": 220, "women": 330, "unknown": NSNull(), "total": 550],
            "enrolled": ["men": 120, "women": 180, "unknown": NSNull(), "total": 300],
            "admit_rate": 0.55, "terms": ["fall", "spring"], "min_credits": 24, "min_credits_unit": "Credit(s)",
            "required_materials": ["high_school_transcript": "required_some", "college_transcript": "required",
                                   "essay": "not_required", "interview": "recommended",
                                   "standardized_tests": "not_required", "statement_of_good_standing": "required"],
            "min_hs_gpa": NSNull(), "min_college_gpa": 2.5,
            "dates": ["fall": ["priority": md(3, 15), "closing": md(6, 1), "notification": "rolling", "reply": NSNull()]],
        ],
        "admissions_logistics": [
            "cycle": "Fall 2026", "edition": "2025-26",
            "fee": ["waiver": true, "online_same": true, "online_waiver": NSNull()],
            "regular_closing": md(2, 1), "priority_date": NSNull(), "other_terms": false,
            "notification": ["kind": "rolling", "rolling_from": md(10, 15), "by_date": NSNull(), "other_date": NSNull(),
                             "other_text": NSNull()],
            "reply": ["kind": "may1_or_weeks", "date": NSNull(), "weeks": 1, "other_text": NSNull()],
            "housing_deposit": ["due": md(5, 1), "amount": 300, "refundable": "partial"],
            "deferred_admission": ["allowed": true, "max_postponement": "1 year"],
        ],
        "admissions_hs_prep": [
            "completion": "High school diploma is required and GED is accepted", "college_prep": "recommended",
            "units_required": ["total": 16, "english": 4, "math": 3, "science": 3, "lab": 2, "foreign_language": 2,
                               "social_studies": 2, "history": 1, "electives": 1],
            "units_recommended": NSNull(),
        ],
        "tests": [
            "year": 2025, "sat_share": 0.45, "act_share": 0.24, "sat_submitters": 408, "act_submitters": 218,
            "sat_composite": ["p25": 1080, "p50": 1180, "p75": 1280],
            "bands": ["sat_composite": [0.08, 0.42, 0.4, 0.1, 0, 0], "act_composite": [0.92, 0.08, 0, 0, 0, 0],
                      "sat_math": [0.2, 0.5, 0.3, 0, 0, 0]],
        ],
        "greek": ["frat_pct_first_year": 0.05, "frat_pct_undergrad": 0.12, "sor_pct_first_year": 0.08,
                  "sor_pct_undergrad": 0.18, "housing": true],
        "religion": ["aid_by_affiliation": ["non_need": true, "need": true], "campus_ministries": true],
        "academics": [
            "class_sections": ["sections": [40, 120, 60, 20, 10, 8, 2], "sections_total": 260, "subsections": NSNull(),
                               "subsections_total": NSNull(), "term": "Fall 2025", "edition": "2025-26"],
            "student_faculty_ratio": ["ratio": 12, "students": 3000, "faculty": 250, "term": "Fall 2025"],
            "programs": ["double_major": true, "honors": true],
            "core_curriculum": ["english": true, "mathematics": true, "sciences": true],
        ],
        "cost": [
            "next_year": [
                "entering_term": "2026\u{2013}27",
                "first_year": ["tuition": ["kind": "private", "amount": 45000], "fees": 1500, "food_and_housing": 13000,
                               "housing_only": 8000, "food_only": 5000],
                "undergraduate": ["tuition": ["kind": "private", "amount": 43000], "fees": 1500, "food_and_housing": 13000,
                                  "housing_only": 8000, "food_only": 5000],
            ],
            "next_year_detail": [
                "credits_per_term": ["min": 12, "max": 18], "tuition_varies_by_year": false,
                "tuition_varies_by_program": true, "pct_paying_more": 0.12,
                "expenses": ["residents": ["books_supplies": 1200, "transportation": 800, "other": 3000]],
                "per_credit_hour": NSNull(),
            ],
        ],
        "outcomes": [
            "graduating_class": ["year": 2025, "size": 700],
            "graduate_debt": ["class_year": 2025, "rows": [
                "any": ["number": 385, "share": 0.55, "avg_principal": 30000],
                "federal": ["number": 350, "share": 0.5, "avg_principal": 24000],
            ]],
        ],
        "aid": [
            "edition": "2025-26", "aid_year": ["start": 2025, "status": "estimated"], "methodology": "both",
            "forms": ["fafsa": true, "own_form": false, "css_profile": true, "state_form": false,
                      "noncustodial_profile": false, "business_farm_supplement": false, "other": NSNull()],
            "dates": ["priority": md(2, 15), "deadline": NSNull(), "no_deadline": false, "notify_by": NSNull(),
                      "notify_rolling_from": md(3, 15), "reply_by": md(5, 1), "reply_within_weeks": NSNull()],
            "international": ["need_based": true, "non_need": true, "none": false, "recipients": 25, "average": 20000],
            "first_years": ["a": 800, "c": 600, "d": 580, "h": 200, "i": 0.85, "j": 40000, "k": 32000, "m": 5000,
                            "n": 100, "o": 12000, "p": 20, "q": 15000],
            "institutional_grants": ["need": 6_000_000, "non_need": 2_000_000],
        ],
    ] }

    /// The `cds_aid` table: H2 for first-years and all full-time undergraduates, with a quote per line.
    static var cdsAid: [String: Any] { [
        "source": "cds", "vintage": NSNull(), "year": "2025\u{2013}26 (estimated)",
        "rows": [
            "document": ["url": "https://www.acu.edu/ir/cds-2025-26.pdf", "edition": "2025\u{2013}26",
                         "retrieved": "2026-09-30", "sha256": String(repeating: "0", count: 64)],
            "aid_year": ["start": 2025, "status": "estimated"],
            "h1": NSNull(),
            "h2": [
                "first_years": ["a": 800, "c": 600, "d": 580, "h": 200, "i": 0.85, "j": 40000, "k": 32000, "m": 5000,
                                "n": 100, "o": 12000, "p": 20, "q": 15000],
                "full_time": ["a": 3000, "c": 2100, "d": 2000, "h": 500, "i": 0.8, "j": 36000, "k": 28000, "m": 6000,
                              "n": 450, "o": 10000, "p": 90, "q": 14000],
                "part_time": NSNull(),
            ],
            "h6": NSNull(),
            "h7": ["own_form": false, "css_profile": true, "other": true, "other_text": "the ISFAA"],
            "h14": ["academics": ["non_need": true, "need": NSNull()], "leadership": ["non_need": true, "need": true]],
            "h15": ["text": "Institutional scholarships are renewable for up to eight semesters when the student keeps a "
                        + "2.5 GPA.", "display": true],
            "cite": ["H.201": ["quote": "Number of degree-seeking undergraduate students | 800"],
                     "H.214": ["quote": "Number of degree-seeking undergraduate students | 3000"]],
        ],
    ] }

    /// The year each section's lineage records give (lib/cds/*: the class's fall, the edition for policies, the
    /// cycle for dates, "Class of 2025" for graduates, the aid year for aid figures).
    static let years: [(prefix: String, year: String)] = [
        ("reported.admission_profile.early_decision.applicants", "Fall 2025"),
        ("reported.admission_profile.early_decision.admitted", "Fall 2025"),
        ("reported.admission_profile.early", "2025\u{2013}26"),
        ("reported.admission_profile", "Fall 2025"),
        ("reported.admissions_by_residency", "Fall 2025"), ("reported.tests", "Fall 2025"),
        ("reported.transfer.dates", "Fall 2026 cycle"),
        ("reported.transfer.applicants", "Fall 2025"), ("reported.transfer.admitted", "Fall 2025"),
        ("reported.transfer.enrolled", "Fall 2025"), ("reported.transfer.admit_rate", "Fall 2025"),
        ("reported.transfer", "2025\u{2013}26"),
        ("reported.admissions_logistics", "Fall 2026 cycle"),
        ("reported.admissions_hs_prep", "2025\u{2013}26"),
        ("reported.greek.housing", "2025\u{2013}26"), ("reported.greek", "Fall 2025"),
        ("reported.religion.aid_by_affiliation", "Fall 2026 entrants"), ("reported.religion", "2025\u{2013}26"),
        ("reported.academics.programs", "2025\u{2013}26"), ("reported.academics.core_curriculum", "2025\u{2013}26"),
        ("reported.academics", "Fall 2025"),
        ("reported.cost", "2026\u{2013}27"),
        ("reported.outcomes", "Class of 2025"),
        ("reported.aid.methodology", "Fall 2026 entrants"), ("reported.aid.forms", "Fall 2026 entrants"),
        ("reported.aid.dates", "Fall 2026 entrants"), ("reported.aid.edition", "2025\u{2013}26"),
        ("reported.aid", "2025\u{2013}26 (estimated)"),
    ]

    /// One lineage record per registered `reported.*` path whose section is present.
    static var lineage: [String: [String: Any]] {
        var out: [String: [String: Any]] = [:]
        let sections = Set(reported.keys)
        for def in FieldRegistry.all where def.path.hasPrefix("reported.") {
            let section = def.path.split(separator: ".")[1]
            guard sections.contains(String(section)),
                  let year = years.first(where: { def.path.hasPrefix($0.prefix) })?.year else { continue }
            out[def.path] = Fidelity.cds(year)
        }
        return out
    }

    /// LGBTQ+ life: federal counts and three policy checks (lib/directories.ts POLICY_KEYS).
    static var lgbtq: [String: Any] { [
        "gender": ["status": "reported", "another": 25, "unknown": 4, "undergrads": 3195],
        "admissions": ["status": "reported", "applicants": 12, "admitted": 8, "enrolled": 3],
        "policies": [
            ["key": "inclusive_housing", "value": "yes", "url": "https://www.acu.edu/housing", "checked": "2026-08-14",
             "quote": "Gender-inclusive housing is available."],
            ["key": "name_on_records", "value": "no", "url": "https://www.acu.edu/records", "checked": "2026-08-14",
             "quote": NSNull()],
            ["key": "inclusive_restrooms", "value": "not_found", "url": "https://www.acu.edu/map", "checked": "2026-08-14",
             "quote": NSNull()],
        ],
    ] }

    /// `lineage` with the federal records the hand-made report sits beside: the SAT block and the submission shares
    /// from the same C9 class (fall 2025) as reported.tests, and the LGBTQ+ policy page.
    static var records: [String: [String: Any]] {
        var records = lineage
        for path in ["admissions.sat_reading_25_75", "admissions.sat_math_25_75", "admissions.test_submission_rate_sat",
                     "admissions.test_submission_rate_act"] {
            records[path] = Fidelity.cds("Fall 2025")
        }
        records["lgbtq.policies"] = ["source": "policy-page", "url": "https://www.acu.edu/policies",
                                     "retrieved": "2026-08-14", "year": "Checked August 2026", "method": "extracted",
                                     "quote": "Housing and records policies"]
        return records
    }

    /// The sample with 222178 carrying `reported`, `records` and the `cds_aid` table (each the hand-made one unless
    /// given), and `extra` top-level keys set in its JSON.
    static func snapshot(reported: [String: Any] = reported, records: [String: [String: Any]] = records,
                         cdsAid: [String: Any] = cdsAid, extra: [String: Any] = [:]) throws -> DatasetSnapshot {
        try Fidelity.snapshot(editing: "222178", reported: reported, lineage: records, detail: ["cds_aid": cdsAid],
                              extra: ["lgbtq": lgbtq].merging(extra) { _, new in new })
    }

    static let snapshot: DatasetSnapshot = {
        do {
            return try snapshot()
        } catch {
            fatalError("the hand-made record does not build: \(error)")
        }
    }()

    static func page(_ topic: String, in snapshot: DatasetSnapshot = FidelityReported.snapshot) throws -> Page {
        try Fidelity.topic("222178", topic, in: snapshot)
    }

    /// 222178's own JSON value at `key` in the sample (its federal figures, before any edit).
    static func federal(_ key: String) throws -> [String: Any] {
        let school = try #require(Fidelity.snapshot.schools.first { $0.unitID == "222178" })
        let json = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(school)) as? [String: Any])
        return try #require(json[key] as? [String: Any])
    }
}
