import Domain
import Foundation
import QuadAPIModels
@testable import Server
import Testing
@testable import UserData

/// Publishes, changes and digests written straight into the tables (as the publish step and the digest job do).
enum UpdatesFixture {
    struct Change {
        var unitID, field, kind: String
        var old, new: Double?
        var oldYear, newYear: String?
        var source: String?
    }

    static func change(_ unitID: String, _ field: String, _ kind: String, _ old: Double?, _ new: Double?,
                       _ oldYear: String?, _ newYear: String?, source: String? = "IPEDS Admissions") -> Change {
        Change(unitID: unitID, field: field, kind: kind, old: old, new: new, oldYear: oldYear, newYear: newYear,
               source: source)
    }

    /// A publish at `at` with `changes`; returns its id.
    @discardableResult
    static func publish(_ w: ListWorld, at: String, changes: [Change]) async throws -> Int64 {
        let rows = try await w.world.owner("""
            insert into public.dataset_publishes (build, published_at) values (\("build-\(at)"), \(at)::timestamptz) returning id
            """)
        let id = try rows[0].decode(Int64.self, at: 0)
        for c in changes {
            try await w.world.owner("""
                insert into public.dataset_changes (publish_id, published_at, unit_id, field, kind, old_value, new_value,
                                                    old_year, new_year, source)
                values (\(id), \(at)::timestamptz, \(c.unitID), \(c.field), \(c.kind),
                        \(c.old.map { JSONValue.number($0) })::json, \(c.new.map { JSONValue.number($0) })::json,
                        \(c.oldYear), \(c.newYear), \(c.source))
                """)
        }
        return id
    }

    /// The digest job's row for `user`.
    static func digest(_ w: ListWorld, user: UUID, publish: Int64, at: String, sent: Bool, units: [String]) async throws {
        try await w.world.owner("""
            insert into public.digests (user_id, publish_id, published_at, sent_at, unit_ids, college_count, change_count)
            values (\(user), \(publish), \(at)::timestamptz, case when \(sent) then now() end, \(units)::text[], \(units.count), 1)
            """)
    }
}

/// `GET /me/updates` rebuilt from inserted digests and changes. Expected sentences are written by hand from the site's
/// rules (dataset-map §7 `describeChange`): pctSmart prints 0.66 as "66%", money prints 28860 as "$28,860".
@Suite(.serialized) struct UpdatesTests {
    let me = ListClient.me
    typealias W = ListWorld

    @Test func digestsAreRebuiltFromTheChangeLog() async throws {
        try await ListWorld.with { w in
            var page = try await w.client.ok(UpdatesResponse.self, .get, "\(me)/updates", as: "sam-a")
            #expect(page == UpdatesResponse(digests: [], alsoNoticed: nil,
                                            emptyText: "Nothing yet. Follow a college and you'll see its changes here."))

            _ = try await w.client.ok(FollowState.self, .put, "\(me)/follows/\(W.abilene)", as: "sam-a")
            let july = "2026-07-28T14:00:00Z", september = "2026-09-02T09:30:00Z", october = "2026-10-01T12:00:00Z"
            let p1 = try await UpdatesFixture.publish(w, at: july, changes: [
                UpdatesFixture.change(W.abilene, "cost.avg_paid_all", "revised", 27000, 28860, "2023\u{2013}24", "2023\u{2013}24",
                                      source: "College Scorecard"),
                UpdatesFixture.change(W.abilene, "admissions.acceptance_rate", "new_year", 0.7, 0.66, "Fall 2023", "Fall 2024"),
                UpdatesFixture.change(W.baldwin, "admissions.applicants", "appeared", nil, 5000, nil, "Fall 2024"),
                UpdatesFixture.change(W.abilene, "admissions.application_fee", "disappeared", 50, nil, "2023\u{2013}24", nil),
            ])
            let p2 = try await UpdatesFixture.publish(w, at: september, changes: [
                UpdatesFixture.change(W.baldwin, "admissions.acceptance_rate", "updated", 0.8, 0.75, "Fall 2024", "Fall 2024"),
            ])
            let p3 = try await UpdatesFixture.publish(w, at: october, changes: [
                UpdatesFixture.change(W.ainsworth, "admissions.application_fee", "disappeared", 40, nil, "2023\u{2013}24", nil),
            ])
            let sam = w.a.student.userID
            try await UpdatesFixture.digest(w, user: sam, publish: p1, at: july, sent: true,
                                            units: [W.baldwin, W.abilene, W.ainsworth])
            try await UpdatesFixture.digest(w, user: sam, publish: p2, at: september, sent: false, units: [W.baldwin])
            // Only a disappeared change: nothing the digest shows.
            try await UpdatesFixture.digest(w, user: sam, publish: p3, at: october, sent: true, units: [W.ainsworth])
            // Someone else's digest never shows.
            try await UpdatesFixture.digest(w, user: w.b.student.userID, publish: p1, at: july, sent: true, units: [W.abilene])

            page = try await w.client.ok(UpdatesResponse.self, .get, "\(me)/updates", as: "sam-a")
            #expect(page.emptyText == nil)
            #expect(page.digests.map(\.heading) == [
                "Sep 2, 2026 \u{00B7} Recorded (not emailed \u{2014} update emails were off or not yet set up)",
                "Jul 28, 2026 \u{00B7} Emailed",
            ])
            #expect(page.digests.map(\.emailed) == [false, true])
            #expect(page.digests[0].colleges == [UpdateCollege(unitId: W.baldwin, name: "Abraham Baldwin Agricultural College", changes: [
                ChangeLine(sentence: "Fall 2024: 75% admitted (was 80%)", source: "IPEDS Admissions"),
            ])])
            // Colleges by name; within one, the site's topic order (admissions before cost), every change shown.
            #expect(page.digests[1].colleges == [
                UpdateCollege(unitId: W.abilene, name: "Abilene Christian University", changes: [
                    ChangeLine(sentence: "Fall 2024: 66% admitted (fall 2023: 70%)", source: "IPEDS Admissions"),
                    ChangeLine(sentence: "Revised 2023\u{2013}24 figure: average cost, all students $28,860 (was $27,000)",
                               source: "College Scorecard"),
                ]),
                UpdateCollege(unitId: W.baldwin, name: "Abraham Baldwin Agricultural College", changes: [
                    ChangeLine(sentence: "Now reported: 5,000 applicants (fall 2024)", source: "IPEDS Admissions"),
                ]),
            ])
            // Also noticed: the followed college's figure no longer reported (Ainsworth is not followed).
            let fee = try #require(FieldRegistry.covering("admissions.application_fee")?.label)
            #expect(page.alsoNoticed == AlsoNoticed(
                title: "Also noticed",
                description: "Figures no longer reported for colleges you follow. Not emailed; shown here and on each college's own profile.",
                colleges: [UpdateCollege(unitId: W.abilene, name: "Abilene Christian University", changes: [
                    ChangeLine(sentence: "No longer reported: \(fee.prefix(1).lowercased() + fee.dropFirst()) (was $50, 2023\u{2013}24)",
                               source: nil),
                ])]))
            // The other family's student sees only their own digest.
            let other = try await w.client.ok(UpdatesResponse.self, .get, "\(me)/updates", as: "sam-b")
            #expect(other.digests.map(\.heading) == ["Jul 28, 2026 \u{00B7} Emailed"])
            #expect(other.digests[0].colleges.map(\.unitId) == [W.abilene])
        }
    }
}
