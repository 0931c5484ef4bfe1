import Core
import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import UserData

/// Policy-level checks through the services and straight through row-level security: a cross-household read is a
/// 404 (never a 403), a guardian without edit access cannot write, and guardians' reads reach the student's "Who
/// viewed your information".
struct AccountPolicyTests {
    private func apiError(_ body: () async throws -> Void) async -> APIError? {
        do {
            try await body()
            return nil
        } catch {
            return error as? APIError
        }
    }

    @Test func crossHouseholdReadsAreNotFound() async throws {
        try await AccountWorld.with { world in
            let a = try await Family.make(world, tag: "a")
            let b = try await Family.make(world, tag: "b")
            let students = StudentAccessService(pool: world.pool)

            let foreign = await apiError { _ = try await students.open(a.guardian, student: b.studentRecord, for: .reading("lists")) }
            let foreignManaged = await apiError { _ = try await students.open(a.guardian, student: b.managedRecord, for: .editing) }
            let unknown = await apiError { _ = try await students.open(a.guardian, student: UUID(), for: .reading("lists")) }
            #expect(foreign?.status == 404)
            // Indistinguishable from a student that does not exist.
            #expect(foreign == unknown)
            #expect(foreignManaged == unknown)
            // The other family's student does not see ours either.
            #expect(await apiError { _ = try await students.open(b.student, student: a.studentRecord, for: .reading("lists")) }
                == unknown)

            // Row-level security underneath: nothing of household B reaches A's guardian.
            for query: PostgresQuery in [
                "select count(*) from public.students where id in (\(b.studentRecord), \(b.managedRecord))",
                "select count(*) from public.household_members where household_id = \(b.household)",
                "select count(*) from public.households where id = \(b.household)",
                "select count(*) from public.household_roster(\(b.household))",
            ] {
                #expect(try await world.value(Int.self, as: a.guardian, query) == 0, "\(query.sql)")
            }
            // No log row for refused reads.
            let logged = try await world.owner("select count(*) from public.access_log")
            #expect(try logged[0].decode(Int.self, at: 0) == 0)
        }
    }

    @Test func aGuardianWithoutEditAccessCannotWrite() async throws {
        try await AccountWorld.with { world in
            let a = try await Family.make(world, tag: "a")
            let students = StudentAccessService(pool: world.pool)

            let read = try await students.open(a.viewer, student: a.studentRecord, for: .reading("students"))
            #expect(read.relation == .guardian)
            #expect(!read.canEdit)
            let refused = await apiError { _ = try await students.open(a.viewer, student: a.studentRecord, for: .editing) }
            #expect(refused?.status == 403)
            #expect(refused?.message == "You don't have permission to edit this profile.")
            #expect(await apiError { _ = try await students.open(a.viewer, student: a.managedRecord, for: .editing) } == refused)

            let editor = try await students.open(a.guardian, student: a.studentRecord, for: .editing)
            #expect(editor.canEdit)
            let own = try await students.open(a.student, student: a.studentRecord, for: .editing)
            #expect(own.relation == .own)

            // Underneath: the update touches no row, the profile insert is refused by the policy.
            let update = try await world.pool.query(as: a.viewer,
                                                    "update public.students set grad_year = 2031 where id = \(a.studentRecord)")
            #expect(update.affectedRows == 0)
            let insert = await #expect(throws: PostgresError.self) {
                _ = try await world.pool.query(as: a.viewer,
                                               "insert into public.student_profiles (student_id) values (\(a.studentRecord))")
            }
            #expect(insert?.sqlState == .insufficientPrivilege)
            let edited = try await world.pool.query(as: a.guardian,
                                                    "update public.students set grad_year = 2031 where id = \(a.studentRecord)")
            #expect(edited.affectedRows == 1)
        }
    }

    @Test func guardianReadsShowUpInTheStudentsAccessLog() async throws {
        try await AccountWorld.with { world in
            let a = try await Family.make(world, tag: "a")
            let students = StudentAccessService(pool: world.pool)
            _ = try await students.open(a.viewer, student: a.studentRecord, for: .reading("lists"))
            _ = try await students.open(a.viewer, student: a.studentRecord, for: .reading("list_items"))
            _ = try await students.open(a.guardian, student: a.studentRecord, for: .reading("student_profiles"))
            // The student's own reads, and edits, are not logged.
            _ = try await students.open(a.student, student: a.studentRecord, for: .reading("lists"))
            _ = try await students.open(a.guardian, student: a.studentRecord, for: .editing)

            let rows = try await world.owner("""
                select count(*), min(to_char(at at time zone 'America/New_York', 'Mon FMDD, YYYY')),
                       max(to_char(at at time zone 'America/New_York', 'Mon FMDD, YYYY'))
                from public.access_log where student_id = \(a.studentRecord)
                """)
            #expect(try rows[0].decode(Int.self, at: 0) == 3)
            // Postgres's own calendar is the oracle for the day; the test does not run across midnight in New York.
            let day = try rows[0].decode(String.self, at: 1)
            #expect(try rows[0].decode(String.self, at: 2) == day)

            let me = try await AccountService(pool: world.pool).me(a.student)
            #expect(Set(me.accessLog.map(\.text)) == ["Val A viewed your list on \(day)", "Alex A viewed your profile on \(day)"])
            #expect(me.accessLog.first { $0.viewer == "Val A" }?.count == 2)
            // Newest first: Alex's read came last.
            #expect(me.accessLog.first?.viewer == "Alex A")
            // The viewer's own page shows nothing of it (it is about the student).
            #expect(try await AccountService(pool: world.pool).me(a.viewer).accessLog.isEmpty)
        }
    }
}
