import Foundation
import Testing
@testable import Domain

/// Compare's LGBTQ+ policy rows (the site's lib/lgbtq-policy.ts `comparedChecklist`), worked out by hand: a college's
/// own checked page wins over a directory lead for the same key, even when it says no; "not_found" and the conduct
/// restriction are never rows; a key no compared college has is left out; a college with nothing gets nil cells.
struct CompareLgbtqPolicyTests {
    static func school(_ id: String, policies: String = "") throws -> School {
        let lgbtq = policies.isEmpty ? "" : #","lgbtq":{"policies":\#(policies)}"#
        let json = #"{"unit_id":"\#(id)","name":"College \#(id)","location":{"city":"Austin","state":"TX"},"type":"public"\#(lgbtq)}"#
        return try JSONDecoder().decode(School.self, from: Data(json.utf8))
    }

    static func detail(_ listings: String) throws -> SchoolDetail {
        let json = #"""
        {"unit_id":"1","tables":{"directories":{"source":"directories","vintage":null,"year":null,"rows":{
          "credits":{"campus-pride":{"organization":"Campus Pride","list_url":"https://example.org/list","read":"2026-09-01",
                                     "domain":"lgbtq","kind":"policy","policy":"inclusive_housing"},
                     "pride-center":{"organization":"Pride Centers","read":"2026-08-01","domain":"lgbtq","kind":"center"},
                     "other-list":{"organization":"Other List","list_url":"https://example.org/other","read":"2026-07-01",
                                   "domain":"lgbtq","kind":"policy","policy":"name_on_records"}},
          "listings":\#(listings)}}}}
        """#
        return try JSONDecoder().decode(SchoolDetail.self, from: Data(json.utf8))
    }

    @Test func rowsFollowTheChecklistRules() throws {
        let a = try Self.school("1", policies: #"""
            [{"key":"inclusive_housing","value":"no","url":"https://one.edu/housing","checked":"2026-10-02"},
             {"key":"nondiscrimination_identity","value":"yes","url":"https://one.edu/eo","checked":"2026-10-01"},
             {"key":"health_plan_transition","value":"not_found","url":"https://one.edu/health","checked":"2026-10-01"},
             {"key":"conduct_restriction","value":"yes","url":"https://one.edu/conduct","checked":"2026-10-01"}]
            """#)
        let b = try Self.school("2")
        let c = try Self.school("3")
        let leads = try Self.detail(#"[{"org":"campus-pride","url":"https://example.org/one"},{"org":"pride-center","url":"x"}]"#)
        let bLeads = try Self.detail(#"[{"org":"campus-pride"},{"org":"other-list","url":"https://b.edu/"}]"#)
        let rows = LgbtqChecklist.compared([a, b, c], details: [leads, bLeads, nil])
        #expect(rows.map(\.key) == ["nondiscrimination_identity", "inclusive_housing", "name_on_records"])
        let identity = "Nondiscrimination policy covers gender identity or expression"
        #expect(rows[0].cells.map { $0?.text } == ["\(identity), per the college's own page (checked 2026-10-01)", nil, nil])
        #expect(rows[0].cells[0]?.url == "https://one.edu/eo")
        // The college's own "no" replaces the directory's lead; the other college keeps the lead (the list's page).
        #expect(rows[1].cells.map { $0?.text } == [
            "No: Gender-inclusive housing, per the college's own page (checked 2026-10-02)",
            "Gender-inclusive housing: listed by Campus Pride (2026-09-01)", nil,
        ])
        #expect(rows[1].cells[1]?.url == "https://example.org/list")
        #expect(rows[2].cells.map { $0?.text } == [
            nil, "Chosen name and pronouns on campus records: listed by Other List (2026-07-01)", nil,
        ])
    }

    @Test func nothingToShowIsNoRows() throws {
        #expect(LgbtqChecklist.compared([try Self.school("1"), try Self.school("2")], details: [nil, nil]).isEmpty)
    }
}
