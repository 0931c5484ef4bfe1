import Core
import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import UserData

/// Accepting an invitation: every outcome of the site's table (userdata-map §2.2), through the service, over real
/// Postgres. Each refusal is checked with the state that should win when several apply, and each success with what it
/// changed: guardian side, claim, merge, create, and a solo household's home carried over.
@Suite(.serialized) struct InvitationOutcomeTests {
    func accept(_ h: HouseholdWorld, _ who: Principal, _ token: String) async -> APIError? {
        await refusal { _ = try await h.invitations.accept(who, token: token) }
    }

    @Test func refusalsInTheSitesOrder() async throws {
        try await HouseholdWorld.with { h in
            let a = try await Family.make(h.world, tag: "a")
            let gus = try await h.world.user("gus@example.com", name: "Gus")
            let other = try await h.world.user("other@example.com", name: "Other")

            #expect(await accept(h, gus, "not-a-token")?.message == "This invitation link isn't valid. Ask for a new one.")
            #expect(await accept(h, gus, String(repeating: "ab", count: 32))?.status == 404)

            // Cancelled and also expired and for another address: cancelled wins.
            let cancelled = try await h.invite("gus@example.com", by: a.guardian)
            try await h.world.owner("update public.invitations set revoked_at = now(), expires_at = now() - interval '1 day' where token_hash = \(Digest.sha256Hex(cancelled))")
            let c = await accept(h, other, cancelled)
            #expect(c?.status == 400 && c?.message == "This invitation was cancelled.")

            // Used (and then expired): used wins.
            let used = try await h.invite("gus@example.com", by: a.guardian)
            _ = try await h.invitations.accept(gus, token: used)
            try await h.world.owner("update public.invitations set expires_at = now() - interval '1 day' where token_hash = \(Digest.sha256Hex(used))")
            let u = await accept(h, gus, used)
            #expect(u?.status == 409 && u?.message == "This invitation has already been used.")

            // Expired, and sent by the caller: expired wins over "your own".
            let expired = try await h.invite("someone@example.com", by: a.guardian)
            try await h.world.owner("update public.invitations set expires_at = now() - interval '1 second' where token_hash = \(Digest.sha256Hex(expired))")
            let e = await accept(h, a.guardian, expired)
            #expect(e?.status == 410 && e?.message == "This invitation has expired. Invitations last 7 days; ask for a new one.")

            // Your own, also for another address: own wins.
            let own = try await h.invite("someone@example.com", by: a.guardian)
            #expect(await accept(h, a.guardian, own)?.message == "You can't accept your own invitation.")
            let wrong = await accept(h, other, own)
            #expect(wrong?.status == 403 && wrong?.message == "This invitation was sent to a different email address. "
                + "Sign in with that address to accept it.")
            // Nothing refused left a trace: Other is in no household, the invitations still wait.
            #expect(try await h.households.household(other).household == nil)
            #expect(try await h.invitations.preview(token: own).state == "pending")
        }
    }

    @Test func someoneWithCompanyElsewhereIsRefusedSomeoneAloneMovesWithTheHome() async throws {
        try await HouseholdWorld.with { h in
            let a = try await Family.make(h.world, tag: "a")
            let b = try await Family.make(h.world, tag: "b")
            // Val B has company in household B.
            let busy = try await h.invite("val.b@example.com", by: a.guardian)
            let refused = await accept(h, b.viewer, busy)
            #expect(refused?.status == 409 && refused?.message == "You're already in a household with other people. "
                + "Leave it from your account page first, then open this link again.")
            // (It still waits, holding a seat; cancelled here to leave room for the two below.)
            try await h.world.owner("update public.invitations set revoked_at = now() where token_hash = \(Digest.sha256Hex(busy))")

            // Fay is alone in her household, which has a home; household A has none.
            let fay = try await h.world.user("fay@example.com", name: "Fay")
            let fays = try await h.world.household("Fay's", by: fay)
            try await h.world.owner("""
                insert into public.household_homes (household_id, lat, lng, label, place, zip, set_by_name)
                values (\(fays), 38.899, -77.037, 'ZIP code 20500 (its center)', 'ZIP 20500', '20500', 'Fay')
                """)
            let token = try await h.invite("fay@example.com", by: a.guardian)
            let joined = try await h.invitations.accept(fay, token: token)
            #expect(joined.household?.id == a.household.uuidString.lowercased())
            #expect(joined.household?.home?.place == "ZIP 20500")
            #expect(try await h.count("select count(*)::int from public.households where id = \(fays) and deleted_at is not null") == 1)
            #expect(try await h.count("select count(*)::int from public.household_homes where household_id = \(fays)") == 0)

            // Gil is alone too, with a home, and household A now has one: A keeps its own, Gil's is dropped.
            let gil = try await h.world.user("gil@example.com", name: "Gil")
            let gils = try await h.world.household("Gil's", by: gil)
            try await h.world.owner("""
                insert into public.household_homes (household_id, lat, lng, label, place, zip)
                values (\(gils), 42.365, -71.104, 'ZIP code 02139 (its center)', 'ZIP 02139', '02139')
                """)
            let second = try await h.invite("gil@example.com", by: a.guardian)
            #expect(try await h.invitations.accept(gil, token: second).household?.home?.place == "ZIP 20500")
        }
    }

    @Test func aFullHouseholdRefusesAndTheMoveIsUndone() async throws {
        try await HouseholdWorld.with { h in
            let a = try await Family.make(h.world, tag: "a")
            let fay = try await h.world.user("fay@example.com", name: "Fay")
            let fays = try await h.world.household("Fay's", by: fay)
            try await h.world.owner("""
                insert into public.household_homes (household_id, lat, lng, label, place) values (\(fays), 1, 1, 'Home', 'Here')
                """)
            let token = try await h.invite("fay@example.com", by: a.guardian)
            // Two more members go in directly (as the owner), so six are active besides the invitation.
            for n in 1...2 {
                let id = UUID()
                try await h.world.owner("insert into public.students (id, managed_by, display_name) values (\(id), \(a.guardian.userID), \("Extra \(n)"))")
                try await h.world.owner("insert into public.household_members (household_id, student_id, role, status) values (\(a.household), \(id), 'student', 'active')")
            }
            let full = await accept(h, fay, token)
            #expect(full?.status == 409 && full?.message == "This household is full (six people, counting invitations "
                + "waiting for an answer). Ask whoever invited you to make room.")
            // One transaction: Fay is still in her household, with its home, and it is not closed.
            #expect(try await h.households.household(fay).household?.id == fays.uuidString.lowercased())
            #expect(try await h.count("select count(*)::int from public.household_homes where household_id = \(fays)") == 1)
            #expect(try await h.invitations.preview(token: token).state == "pending")
        }
    }

    @Test func guardianSideKeepsTheInvitationsEditAccess() async throws {
        try await HouseholdWorld.with { h in
            let a = try await Family.make(h.world, tag: "a")
            let gran = try await h.world.user("gran@example.com", name: nil)
            let token = try await h.invite("gran@example.com", by: a.guardian, name: "Gran Ross", canEdit: false)
            let joined = try #require(try await h.invitations.accept(gran, token: token).household)
            let row = try #require(joined.people.first { $0.isMe })
            #expect(row.role == "guardian" && !row.canEdit && row.name == "Gran Ross")
            // The inviter-typed name filled the empty profile.
            #expect(try await h.world.owner("select display_name from public.profiles where id = \(gran.userID)")[0]
                .decode(String.self, at: 0) == "Gran Ross")
            #expect(try await h.invitations.preview(token: token).state == "used")
        }
    }

    @Test func studentSideClaimsMergesOrCreates() async throws {
        try await HouseholdWorld.with { h in
            let a = try await Family.make(h.world, tag: "a")
            // Claim: Kim has no student record yet; the hand-over makes the managed record hers.
            let kim = try await h.world.user("kim.a@example.com", name: "Kim A", birthYear: 2010, role: "student")
            let claim = try await h.invite("kim.a@example.com", by: a.guardian, side: "student", student: a.managedRecord)
            _ = try await h.invitations.accept(kim, token: claim)
            let claimed = try await h.world.owner("select user_id, managed_by from public.students where id = \(a.managedRecord)")[0]
            #expect(try claimed.decode(UUID?.self, column: "user_id") == kim.userID)
            #expect(try claimed.decode(UUID?.self, column: "managed_by") == nil)
            // The guardian keeps access through the household.
            #expect(try await h.students.page(a.guardian, student: a.managedRecord).student.canEdit)

            // Merge: Lou already has a record with a profile; the managed Rae record's profile and list fold into it.
            let lou = try await h.world.user("lou@example.com", name: "Lou", birthYear: 2010, role: "student")
            let louRecord = try await h.world.value(UUID.self, as: lou, "insert into public.students (user_id, display_name) values (auth.uid(), 'Lou') returning id")
            try await h.world.owner("insert into public.student_profiles (student_id, data) values (\(louRecord), '{\"tests\": {\"satTotal\": 1300}}')")
            let rae = try await h.world.managedStudent("Rae", in: a.household, by: a.guardian)
            try await h.world.owner("insert into public.student_profiles (student_id, data) values (\(rae), '{\"tests\": {\"satTotal\": 1200, \"actComposite\": 28}}')")
            let merge = try await h.invite("lou@example.com", by: a.guardian, side: "student", student: rae)
            _ = try await h.invitations.accept(lou, token: merge)
            let page = try await h.students.page(lou, student: nil)
            #expect(page.student.id == louRecord.uuidString.lowercased())
            // Top-level keys merge with the student's own winning: Lou's tests group, not Rae's.
            #expect(page.values.tests.satTotal == 1300)
            #expect(try await h.count("select count(*)::int from public.students where id = \(rae) and deleted_at is not null") == 1)
            #expect(try await h.people(lou).contains { $0.isMe && $0.role == "student" && $0.studentId == louRecord.uuidString.lowercased() })

            // Create: no record and no hand-over: a record from the invitation's name, grad year and phone.
            let max = try await h.world.user("max@example.com", name: nil, birthYear: 2010, role: "student")
            let token = try await h.world.value(String.self, as: a.guardian, """
                select public.create_invitation(\(a.household), 'max@example.com', 'student', null::uuid, false, null::text,
                  '+16155550100', 2029) ->> 'token'
                """)
            _ = try await h.invitations.accept(max, token: token)
            let made = try await h.world.owner("select grad_year, phone from public.students where user_id = \(max.userID)")
            #expect(try made[0].decode(Int?.self, column: "grad_year") == 2029)
            #expect(try made[0].decode(String?.self, column: "phone") == "+16155550100")
        }
    }

    @Test func thePreviewShowsEachState() async throws {
        try await HouseholdWorld.with { h in
            let a = try await Family.make(h.world, tag: "a")
            let token = try await h.invite("gus@example.com", by: a.guardian)
            let pending = try await h.invitations.preview(token: token)
            #expect(pending.householdName == "The A household" && pending.inviterName == "Alex A")
            #expect(pending.title == "Join The A household" && pending.state == "pending" && pending.message == nil)
            #expect(pending.summary == "Alex A invited you to this household as a guardian. You'll see its students' "
                + "college lists and plans.")
            let text = String(decoding: try JSONEncoder().encode(pending), as: UTF8.self)
            #expect(!text.contains("@"))
            try await h.world.owner("update public.invitations set expires_at = now() - interval '1 minute' where token_hash = \(Digest.sha256Hex(token))")
            let expired = try await h.invitations.preview(token: token)
            #expect(expired.state == "expired" && expired.message?.hasPrefix("This invitation has expired.") == true)
        }
    }
}
