import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import Screens

/// LGBTQ+ life on Students & campus against the site's components/school/LgbtqLife.tsx (with lib/lgbtq.ts,
/// lib/lgbtq-policy.ts `policyChecklist`, lib/directories.ts `listingsFor`, lib/campus-pages.ts `isFresh` and
/// `policyRows`, CreditedList.tsx and CampusPages.tsx `LgbtqPolicies`), on 222178 with the hand-made report's LGBTQ+
/// facts (``FidelityReported/lgbtq``), a hand-made `directories` table and a hand-made `campus_pages` table. Facts
/// from the college's own pages are judged on 2026-10-04, the dataset's retrieval date.
struct FidelityStudentsLgbtqTests {
    static var consortium: [String: Any] { [
        "organization": "Consortium of Higher Education LGBT Resource Professionals", "publisher": "The Consortium",
        "list_url": "https://www.lgbtcampus.org/directory", "read": "2026-10-04", "tier": "D", "domain": "lgbtq",
        "kind": "center"] }
    static var groups: [String: Any] { [
        "organization": "Campus Pride", "publisher": "Campus Pride", "list_url": "https://www.campuspride.org/groups",
        "read": "2026-10-04", "tier": "D", "domain": "lgbtq", "kind": "group"] }
    static var restrooms: [String: Any] { [
        "organization": "Campus Pride", "publisher": "Campus Pride", "list_url": "https://www.campuspride.org/restrooms",
        "read": "2026-10-02", "tier": "D", "domain": "lgbtq", "kind": "policy", "policy": "inclusive_restrooms"] }

    /// The `directories` table: a center, two groups (one a tier C estimate with a page, one a colony serving several
    /// colleges, without a page), a restroom lead, and a faith listing the block ignores; in lib/directories.ts
    /// canonical order.
    static var directories: [String: Any] { [
        "source": "directory", "vintage": NSNull(), "year": "October 2026",
        "rows": [
            "credits": ["ruf": ["organization": "Reformed University Fellowship", "publisher": "Reformed University Fellowship",
                                "list_url": "https://ruf.org/campus/", "read": "2026-10-04", "tier": "D", "domain": "faith",
                                "tradition": "christian"],
                        "consortium": consortium, "campus-pride": groups, "campus-pride-restrooms": restrooms],
            "listings": [
                ["org": "ruf", "url": "https://ruf.org/ministry/acu/"],
                ["org": "consortium", "name": "ACU Pride Center", "url": "https://www.acu.edu/pride"],
                ["org": "campus-pride", "name": "Allies", "url": "https://www.acu.edu/allies", "tier": "C",
                 "fact": "about 40 members", "quote": "Allies has about 40 members."],
                ["org": "campus-pride", "name": "Spectrum", "status": "Colony", "multi": true],
                ["org": "campus-pride-restrooms", "url": "https://www.campuspride.org/restrooms/acu"],
            ],
        ],
    ] }

    /// A `campus_pages` table with an LGBTQ+ center (`center`, or none) and a conduct finding checked on `conduct`.
    static func campusPages(center: [String: Any]?, conduct: String) -> [String: Any] {
        var lgbtq: [String: Any] = ["policies": [
            ["key": "conduct_restriction", "value": "yes", "url": "https://www.acu.edu/conduct", "checked": conduct,
             "quote": "Students are expected to refrain from same-sex dating relationships.", "verified_by": "checker"],
        ]]
        lgbtq["center"] = center
        return ["source": "policy-page", "vintage": NSNull(), "year": "October 2026", "rows": ["lgbtq": lgbtq]]
    }

    /// A Texas-style state law (hand-made; the builder does not check the college's control).
    static var law: [String: Any] { [
        "state": "TX", "name": "Texas SB 17 (2023)", "statute": "Tex. Educ. Code \u{A7} 51.3525", "act": "SB 17",
        "effective": "2024-01-01", "summary": "Texas public colleges may not run diversity, equity, and inclusion offices.",
        "url": "https://statutes.capitol.texas.gov/Docs/ED/htm/ED.51.htm", "checked": "2026-09-01"] }

    static func page(lgbtq: [String: Any] = FidelityReported.lgbtq, detail: [String: Any]?) throws -> Page {
        try FidelityStudentsCampusTests.page(extra: ["lgbtq": lgbtq], detail: detail).section("LGBTQ+ life")
    }

    /// Support on campus without a page center: CreditedList lines `l.name ?? credit.organization`, linked when the
    /// listing has a url; tier C `: ${organization} estimates ${fact}`; a status other than active lowercased in
    /// parentheses; " (serves several colleges)". Centers and groups are separate lists, then "Directories lag
    /// closures: …". The checklist gains the restroom lead (the college's own page said "not_found", which
    /// policyChecklist leaves to the list): `${label}: listed by ${organization} (${read})` linking the list.
    /// The conduct finding (yes, checked 2026-03-01, fresh) prints its quote under "What the student conduct policy
    /// says". The state law: `{statute}` linked, ` (${law.name}), in effect since ${longDate("2024-01-01")}.`, then
    /// the caveat about the listed center.
    @Test func supportPoliciesConductAndLawAsLgbtqLife() throws {
        var lgbtq = FidelityReported.lgbtq
        lgbtq["state_law"] = Self.law
        let page = try Self.page(lgbtq: lgbtq, detail: ["directories": Self.directories,
                                                        "campus_pages": Self.campusPages(center: nil, conduct: "2026-03-01")])
        let support = page.section("Support on campus")
        #expect(support.texts == [
            "- [ACU Pride Center](https://www.acu.edu/pride)",
            "- [Allies](https://www.acu.edu/allies): Campus Pride estimates about 40 members\n"
                + "- Spectrum (colony) (serves several colleges)",
            "Directories lag closures: a listed center may have since closed, especially under a state law like the one below.",
        ])
        #expect(FidelityStudentsCampusTests.links(page.section("Policies")) == [
            Link(label: "Gender-inclusive housing, per the college's own page (checked 2026-08-14)",
                 href: "https://www.acu.edu/housing"),
            Link(label: "No: Chosen name and pronouns on campus records, per the college's own page (checked 2026-08-14)",
                 href: "https://www.acu.edu/records"),
            Link(label: "Gender-inclusive restrooms listed online: listed by Campus Pride (2026-10-02)",
                 href: "https://www.campuspride.org/restrooms"),
        ])
        // The counts follow under no heading of their own (the site separates them with a rule), so only the first
        // text after the conduct heading is the quote.
        #expect(page.section("What the student conduct policy says").texts.first
            == "> Students are expected to refrain from same-sex dating relationships.")
        #expect(page.section("State law for public colleges").texts == [
            "Texas public colleges may not run diversity, equity, and inclusion offices.",
            "[Tex. Educ. Code \u{A7} 51.3525](https://statutes.capitol.texas.gov/Docs/ED/htm/ED.51.htm) "
                + "(Texas SB 17 (2023)), in effect since January 1, 2024.",
            "A center listed above isn't a claim that it's still open: this law can close offices like it after a list "
                + "was last read.",
        ])
    }

    /// A fresh page center (checked 2024-10-04: 730 days before 2026-10-04, isFresh's limit) replaces the listed
    /// center, so there is no closures line and no caveat under the law; a closed one reads `${name}: closed
    /// (${closed})`. A center and a conduct finding checked 2024-10-03 (731 days) are hidden, so the listed center
    /// shows again and there is no conduct quote.
    @Test func pageCenterFreshnessAsCampusPages() throws {
        var lgbtq = FidelityReported.lgbtq
        lgbtq["state_law"] = Self.law
        func page(_ center: [String: Any], conduct: String = "2026-03-01") throws -> Page {
            try Self.page(lgbtq: lgbtq, detail: ["directories": Self.directories,
                                                 "campus_pages": Self.campusPages(center: center, conduct: conduct)])
        }
        let open: [String: Any] = ["name": "Office of Inclusion", "status": "open", "url": "https://www.acu.edu/inclusion",
                                   "checked": "2024-10-04", "quote": "The Office of Inclusion supports LGBTQ+ students."]
        let fresh = try page(open)
        #expect(fresh.section("Support on campus").texts == [
            "Office of Inclusion",
            "- [Allies](https://www.acu.edu/allies): Campus Pride estimates about 40 members\n"
                + "- Spectrum (colony) (serves several colleges)",
        ])
        #expect(fresh.section("State law for public colleges").texts.count == 2)
        var closed = open
        closed["status"] = "closed"
        closed["closed"] = "May 2025"
        #expect(try page(closed).section("Support on campus").texts.first == "Office of Inclusion: closed (May 2025)")
        var stale = open
        stale["checked"] = "2024-10-03"
        let old = try page(stale, conduct: "2024-10-03")
        #expect(old.section("Support on campus").texts.first == "- [ACU Pride Center](https://www.acu.edu/pride)")
        #expect(old.section("What the student conduct policy says").blocks.isEmpty)
    }

    /// lib/lgbtq.ts for a withheld count: countText gives WITHHELD_TEXT after the label with `, ${year.toLowerCase()}`
    /// (the ipeds-ef-a vintage, "Fall 2024"); "Gender unknown" shows `smallCount(4)` = "fewer than 10" whatever the
    /// status. Applicants: a reported row whose counts are all zero or blank is ZERO_TEXT; a not-collected row shows
    /// no line; a row with only admits prints "15 admitted". A reported status without a count has no count block,
    /// only the closing note.
    @Test func countsAsLgbtqLib() throws {
        func page(_ gender: [String: Any], _ admissions: [String: Any]) throws -> Page {
            try Self.page(lgbtq: ["gender": gender, "admissions": admissions], detail: nil)
        }
        let withheld: [String: Any] = ["status": "withheld", "another": NSNull(), "unknown": 4, "undergrads": 3195]
        let zero = try page(withheld, ["status": "reported", "applicants": 0, "admitted": NSNull(), "enrolled": 0])
        #expect(Array(zero.texts.prefix(3)) == [
            "**Undergraduates of another gender, fall 2024:** Not reported: the college records other genders but leaves "
                + "these counts blank when any is under 5, for privacy.",
            "Gender unknown: fewer than 10",
            "**First-year applicants of another gender, fall 2024:** 0 reported. The college may not record other genders.",
        ])
        let uncollected = try page(withheld, ["status": "not_collected", "applicants": NSNull(), "admitted": NSNull(),
                                              "enrolled": NSNull()])
        #expect(!uncollected.texts.contains { $0.hasPrefix("**First-year applicants") })
        let admits = try page(withheld, ["status": "reported", "applicants": NSNull(), "admitted": 15, "enrolled": NSNull()])
        #expect(admits.texts.contains("**First-year applicants of another gender, fall 2024:** 15 admitted"))
        let blank = try page(["status": "reported", "another": NSNull(), "unknown": 30, "undergrads": 3195],
                             ["status": "reported", "applicants": 12, "admitted": 8, "enrolled": 3])
        #expect(blank.texts.count == 1 && blank.texts[0].hasPrefix("All undergraduates whose college records hold"))
    }
}
