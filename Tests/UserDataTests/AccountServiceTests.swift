import Core
import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import UserData

/// The account service against the real schema: `GET /me`, profile changes, deletion and restore.
struct AccountServiceTests {
    private func apiError(_ body: () async throws -> Void) async -> APIError? {
        do {
            try await body()
            return nil
        } catch {
            return error as? APIError
        }
    }

    @Test func meShowsProfileHouseholdHomeAndStudents() async throws {
        try await AccountWorld.with { world in
            let family = try await Family.make(world, tag: "a")
            try await world.owner("""
                insert into public.household_homes (household_id, lat, lng, label, place, zip, set_by_name)
                values (\(family.household), 38.898, -77.037, '1600 Pennsylvania Ave NW, Washington, DC 20500',
                        'Washington, DC', '20500', 'Alex A')
                """)
            // A pending invitation takes a seat and shows as a member waiting for an answer.
            _ = try await world.pool.query(as: family.guardian, """
                select public.create_invitation(\(family.household), 'pat.a@example.com', 'guardian')
                """)
            let accounts = AccountService(pool: world.pool)

            let me = try await accounts.me(family.guardian)
            #expect(me.id == family.guardian.userID.uuidString.lowercased())
            #expect(me.email == "alex.a@example.com")
            #expect(me.profile.displayName == "Alex A")
            #expect(me.profile.birthYear == 1980)
            #expect(me.profile.roleHint == .guardian)
            #expect(me.deletion == DeletionState(scheduled: false, deletedAt: nil, restoreUntil: nil))
            let household = try #require(me.household)
            #expect(household.id == family.household.uuidString.lowercased())
            #expect(household.name == "The A household")
            #expect(household.seatsUsed == 5)
            #expect(household.seatLimit == 6)
            // Students first, then guardians, each by joining time; the invitation comes last (joined = sent).
            #expect(household.members.map(\.name) == ["Sam A", "Kim A", "Alex A", "Val A", "A guardian"])
            #expect(household.members.map(\.status) == ["active", "managed", "active", "active", "invited"])
            #expect(household.members.map(\.isMe) == [false, false, true, false, false])
            #expect(household.members.map(\.canEdit) == [false, false, true, false, true])
            #expect(household.members.map(\.managed) == [false, true, false, false, false])
            #expect(household.members.last?.memberId == nil)
            #expect(me.home == HomeSummary(label: "1600 Pennsylvania Ave NW, Washington, DC 20500", place: "Washington, DC",
                                           zip: "20500", setByName: "Alex A", updatedAt: try #require(me.home?.updatedAt)))
            // A guardian has no record of their own; both students, by name, editable (Kim is theirs, and the
            // membership has edit access).
            #expect(me.students.map(\.displayName) == ["Kim A", "Sam A"])
            #expect(me.students.map(\.relation) == [.guardian, .guardian])
            #expect(me.students.map(\.canEdit) == [true, true])
            #expect(me.students.map(\.managed) == [true, false])
            #expect(me.accessLog.isEmpty)

            let viewer = try await accounts.me(family.viewer)
            #expect(viewer.students.map(\.displayName) == ["Kim A", "Sam A"])
            #expect(viewer.students.map(\.canEdit) == [false, false])
            #expect(viewer.household?.members.map(\.isMe) == [false, false, false, true, false])

            // The student sees their own record only (a managed record belongs to the guardian who made it).
            let student = try await accounts.me(family.student)
            #expect(student.students == [StudentAccess(id: family.studentRecord.uuidString.lowercased(), displayName: "Sam A",
                                                       gradYear: nil, relation: .own, canEdit: true, managed: false)])
            #expect(student.profile.roleHint == .student)
            #expect(student.profile.birthYear == 2009)
            #expect(student.home?.place == "Washington, DC")

            let report = SchemaValidator(components: WireComponents.byName)
                .validate(jsonData: try JSONEncoder().encode(me), against: MeResponse.schema)
            #expect(report == [])
        }
    }

    @Test func aMissingProfileIsMadeOnFirstRead() async throws {
        try await AccountWorld.with { world in
            let old = try await world.user("old@example.com", name: "Old Timer")
            try await world.owner("delete from public.profiles where id = \(old.userID)")
            let me = try await AccountService(pool: world.pool).me(old)
            #expect(me.profile.displayName == nil)
            #expect(me.profile.birthYear == nil)
            #expect(me.household == nil)
            #expect(me.students.isEmpty)
            let count = try await world.owner("select count(*) from public.profiles where id = \(old.userID)")
            #expect(try count[0].decode(Int.self, at: 0) == 1)
            // A second read finds it and makes no other.
            _ = try await AccountService(pool: world.pool).me(old)
            let again = try await world.owner("select count(*) from public.profiles")
            #expect(try again[0].decode(Int.self, at: 0) == 1)
        }
    }

    @Test func profileChangesAndTheAgeGate() async throws {
        try await AccountWorld.with { world in
            let person = try await world.user("ann@example.com", name: "Ann", birthYear: nil, role: nil)
            let accounts = AccountService(pool: world.pool, now: { utc(2026, 6, 1) })
            func patch(_ json: String) async throws -> MeResponse {
                try await accounts.updateAccount(person, body: try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8)))
            }

            var me = try await patch(#"{"displayName": "  Ann Lee ", "birthYear": "2008", "roleHint": "student"}"#)
            #expect(me.profile.displayName == "Ann Lee")
            #expect(me.profile.birthYear == 2008)
            #expect(me.profile.roleHint == .student)

            let gate = await apiError { _ = try await patch(#"{"birthYear": 2013}"#) }
            #expect(gate == AccountMessages.ageGate)
            #expect(gate?.status == 403)
            #expect(gate?.message == "Accounts are for people 13 and older.")
            // The database's trigger refuses too, with the same answer (the service's own check skipped).
            let trigger = await apiError { _ = try await accounts.updateAccount(person, changes: AccountChanges(birthYear: 2020)) }
            #expect(trigger == AccountMessages.ageGate)

            me = try await patch(#"{"birthYear": null, "displayName": null, "roleHint": "wizard"}"#)
            #expect(me.profile.birthYear == 2008)
            #expect(me.profile.displayName == nil)
            #expect(me.profile.roleHint == nil)
            me = try await patch(#"{"birthYear": 1990}"#)
            #expect(me.profile.birthYear == 1990)
            #expect(me.profile.displayName == nil)

            let long = await apiError { _ = try await patch(#"{"displayName": "\#(String(repeating: "x", count: 81))"}"#) }
            #expect(long?.message == "Keep your name under 80 characters.")
            // An empty change answers the account as it is.
            me = try await patch("{}")
            #expect(me.profile.birthYear == 1990)
        }
    }

    @Test func deletionPreviewDeleteAndRestore() async throws {
        try await AccountWorld.with { world in
            let family = try await Family.make(world, tag: "b")
            // A lone guardian whose managed student has nobody to pass to.
            let lone = try await world.user("lone@example.com", name: "Lone")
            let loneHousehold = try await world.household("Lone household", by: lone)
            let orphan = try await world.managedStudent("Ori", in: loneHousehold, by: lone)
            let accounts = AccountService(pool: world.pool)

            let preview = try await accounts.deletionPreview(family.guardian)
            #expect(preview == DeletionPreview(ownStudent: false, managed: [
                ManagedStudentFate(id: family.managedRecord.uuidString.lowercased(), name: "Kim B", kept: true, keptBy: "Val B"),
            ]))
            #expect(try await accounts.deletionPreview(lone) == DeletionPreview(ownStudent: false, managed: [
                ManagedStudentFate(id: orphan.uuidString.lowercased(), name: "Ori", kept: false, keptBy: nil),
            ]))
            #expect(try await accounts.deletionPreview(family.student).ownStudent)

            let unconfirmed = await apiError { _ = try await accounts.delete(family.guardian, confirm: "remove") }
            #expect(unconfirmed?.status == 400)
            #expect(unconfirmed?.message == #"Type "delete" to confirm."#)
            #expect(await apiError { _ = try await accounts.delete(family.guardian, confirm: nil) } == unconfirmed)

            let result = try await accounts.delete(family.guardian, confirm: " Delete ")
            #expect(result.managedKept == 1)
            #expect(result.managedDeleted == 0)
            let deletedAt = try Date(result.deletedAt, strategy: .iso8601)
            let restoreUntil = try Date(result.restoreUntil, strategy: .iso8601)
            #expect(restoreUntil.timeIntervalSince(deletedAt) == 30 * 86_400)

            // Signed out everywhere; Kim passed to Val; Alex left the household.
            let sessions = try await world.owner("select count(*) from auth.sessions where user_id = \(family.guardian.userID)")
            #expect(try sessions[0].decode(Int.self, at: 0) == 0)
            let heir = try await world.owner("select managed_by from public.students where id = \(family.managedRecord)")
            #expect(try heir[0].decode(UUID.self, at: 0) == family.viewer.userID)
            let memberships = try await world.owner("""
                select count(*) from public.household_members where user_id = \(family.guardian.userID)
                """)
            #expect(try memberships[0].decode(Int.self, at: 0) == 0)

            // Signing in again: the account page and the export answer; everything else is refused.
            let again = try await world.session(for: family.guardian.userID, email: "alex.b@example.com")
            let deletedMe = try await accounts.me(again)
            #expect(deletedMe.deletion.scheduled)
            #expect(deletedMe.deletion.restoreUntil == result.restoreUntil)
            #expect(deletedMe.household == nil)
            _ = try await AccountExport(pool: world.pool).build(again)
            #expect(await apiError { _ = try await accounts.updateAccount(again, body: .object(["displayName": .string("X")])) }
                == AccountMessages.accountDeleted)
            #expect(await apiError { _ = try await accounts.deletionPreview(again) } == AccountMessages.accountDeleted)
            #expect(await apiError { _ = try await accounts.delete(again, confirm: "delete") } == AccountMessages.accountDeleted)
            #expect(await apiError {
                _ = try await StudentAccessService(pool: world.pool).open(again, student: family.managedRecord, for: .reading("lists"))
            } == AccountMessages.accountDeleted)
            #expect(AccountMessages.accountDeleted.message == "This account is scheduled for deletion.")

            let restored = try await accounts.restore(again)
            #expect(!restored.deletion.scheduled)
            #expect(restored.profile.displayName == "Alex B")
            // Households are not restored.
            #expect(restored.household == nil)
            _ = try await accounts.updateAccount(again, body: .object(["displayName": .string("Alex Again")]))

            // The lone guardian's managed student goes with the account and comes back with it.
            let loneResult = try await accounts.delete(lone, confirm: "delete")
            #expect(loneResult.managedDeleted == 1)
            let gone = try await world.owner("select deleted_at is not null from public.students where id = \(orphan)")
            #expect(try gone[0].decode(Bool.self, at: 0))
            _ = try await accounts.restore(try await world.session(for: lone.userID, email: "lone@example.com"))
            let back = try await world.owner("select deleted_at is null from public.students where id = \(orphan)")
            #expect(try back[0].decode(Bool.self, at: 0))
        }
    }

    @Test func restoringALiveAccountChangesNothing() async throws {
        try await AccountWorld.with { world in
            let person = try await world.user("live@example.com", name: "Live")
            let me = try await AccountService(pool: world.pool).restore(person)
            #expect(!me.deletion.scheduled)
            #expect(me.profile.displayName == "Live")
        }
    }

    /// Round trips per request, counted by the pool: the account page and restore in one, a profile change in three
    /// (open + check, change + read back, commit), a rate-limit check in one.
    @Test func roundTripsPerRequest() async throws {
        try await AccountWorld.with(poolSize: 1) { world in
            let family = try await Family.make(world, tag: "r")
            let accounts = AccountService(pool: world.pool)
            func trips(_ body: () async throws -> Void) async throws -> Int {
                let before = world.pool.statistics.roundTrips
                try await body()
                return world.pool.statistics.roundTrips - before
            }
            #expect(try await trips { _ = try await accounts.me(family.student) } == 1)
            #expect(try await trips { _ = try await accounts.restore(family.student) } == 1)
            #expect(try await trips { _ = try await accounts.deletionPreview(family.guardian) } == 1)
            #expect(try await trips {
                _ = try await accounts.updateAccount(family.student, body: .object(["displayName": .string("Sam R2")]))
            } == 3)
            #expect(try await trips { _ = try await AccountExport(pool: world.pool).build(family.student) } == 1)
            #expect(try await trips {
                _ = try await StudentAccessService(pool: world.pool).open(family.guardian, student: family.studentRecord,
                                                                         for: .reading("lists"))
            } == 1)
            let limiter = PostgresRateLimiter(pool: world.pool)
            #expect(try await trips {
                _ = try await limiter.check(bucket: "b", rule: RateLimitRule(name: "t", limit: 5, window: .seconds(60)))
            } == 1)
        }
    }
}
