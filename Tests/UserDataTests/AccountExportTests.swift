import Core
import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import UserData

/// "Download my data": the file holds the caller's data and nobody else's private data.
struct AccountExportTests {
    @Test func theExportHoldsOnlyTheCallersData() async throws {
        try await AccountWorld.with { world in
            let a = try await Family.make(world, tag: "a")
            let b = try await Family.make(world, tag: "b")
            // Sam A's list, with a college, notes from Sam (one private) and from Alex (one public, one private).
            let list = try await world.value(UUID.self, as: a.student, """
                insert into public.lists (student_id, name, is_default) values (\(a.studentRecord), 'My colleges', true)
                returning id
                """)
            let item = try await world.value(UUID.self, as: a.student, """
                insert into public.list_items (list_id, unit_id, category, round) values (\(list), '166027', 'reach', 'ea')
                returning id
                """)
            for (who, body, isPrivate) in [(a.student, "Sam private thought", true), (a.guardian, "Alex public tip", false),
                                           (a.guardian, "Alex private worry", true)] {
                _ = try await world.pool.query(as: who, """
                    insert into public.list_notes (item_id, body, private) values (\(item), \(body), \(isPrivate))
                    """)
            }
            _ = try await world.pool.query(as: a.student, """
                insert into public.student_profiles (student_id, data, updated_by)
                values (\(a.studentRecord), '{"gpa": 3.9}'::jsonb, auth.uid())
                """)
            // Household B's student has data of their own that must not leak.
            let listB = try await world.value(UUID.self, as: b.student, """
                insert into public.lists (student_id, name, is_default) values (\(b.studentRecord), 'B secret list', true)
                returning id
                """)
            _ = try await world.pool.query(as: b.student, "insert into public.list_items (list_id, unit_id) values (\(listB), '110635')")
            _ = try await StudentAccessService(pool: world.pool).open(a.guardian, student: a.studentRecord,
                                                                     for: .reading("lists"))

            let clock = utc(2026, 10, 5, 23, 30)
            let exporter = AccountExport(pool: world.pool, now: { clock })
            let file = try await exporter.build(a.student)
            #expect(file.filename == "quad-data-2026-10-05.json")
            let doc = file.document
            #expect(doc.exportedAt == "2026-10-05T23:30:00Z")
            #expect(doc.site == "Quad")
            #expect(Set(doc.contents.keys) == Set(ExportDocument.partKeys))
            #expect(doc.profile.email == "sam.a@example.com")
            #expect(doc.profile.displayName == "Sam A")
            #expect(doc.profile.birthYear == 2009)
            #expect(doc.students.map(\.id) == [a.studentRecord.uuidString.lowercased()])
            #expect(doc.households.map(\.name) == ["The A household"])
            #expect(doc.households.first?.members.compactMap(\.displayName) == ["Sam A", "Kim A", "Alex A", "Val A"])
            #expect(doc.memberships.map(\.role) == ["student"])
            #expect(doc.invitationsSent.isEmpty)
            #expect(doc.studentProfiles.map(\.data) == [.object(["gpa": .number(3.9)])])
            #expect(doc.lists.map(\.name) == ["My colleges"])
            #expect(doc.lists.first?.items.map(\.unitId) == ["166027"])
            #expect(doc.lists.first?.items.first?.round == "ea")
            // Sam's own notes (private too) and Alex's public one; never Alex's private note.
            #expect(Set(doc.lists.first?.notes.map(\.body) ?? []) == ["Sam private thought", "Alex public tip"])
            #expect(doc.lists.first?.notes.first { $0.body == "Sam private thought" }?.mine == true)
            #expect(doc.follows.colleges.map(\.unitId) == ["166027"])
            #expect(doc.follows.emailUpdates)
            #expect(doc.accessLog.aboutMe.map(\.viewerName) == ["Alex A"])
            #expect(doc.accessLog.myViews.isEmpty)
            #expect(doc.home == nil)

            let text = String(decoding: file.body, as: UTF8.self)
            for foreign in ["Alex private worry", "B secret list", "110635", "Sam B", "Alex B", "The B household",
                            "alex.a@example.com", "val.a@example.com", "alex.b@example.com", "sam.b@example.com",
                            b.studentRecord.uuidString.lowercased(), b.household.uuidString.lowercased()] {
                #expect(!text.contains(foreign), "\(foreign)")
            }
            let report = SchemaValidator(components: WireComponents.byName).validate(jsonData: file.body,
                                                                                      against: ExportDocument.schema)
            #expect(report == [])

            // The guardian's export: the managed record they made, not the student they only see; their invitations
            // (with the addresses they typed) and their own view of Sam's list.
            let guardian = try await exporter.build(a.guardian).document
            #expect(guardian.students.map(\.displayName) == ["Kim A"])
            #expect(Set(guardian.invitationsSent.map(\.email)) == ["val.a@example.com", "sam.a@example.com"])
            #expect(guardian.accessLog.myViews.map(\.studentId) == [a.studentRecord.uuidString.lowercased()])
            #expect(guardian.accessLog.aboutMe.isEmpty)
            #expect(guardian.lists.isEmpty)
            #expect(guardian.memberships.map(\.canEdit) == [true])
        }
    }

    @Test func filenamesUseTheSitesSlugAndTheUTCDate() {
        #expect(AccountExport.filename(site: "Quad", at: utc(2026, 10, 5, 23, 59)) == "quad-data-2026-10-05.json")
        #expect(AccountExport.filename(site: "  Quad & Co. ", at: utc(2026, 1, 2)) == "quad-co-data-2026-01-02.json")
        #expect(AccountExport.filename(site: "***", at: utc(2026, 1, 2)) == "account-data-2026-01-02.json")
    }

    @Test func aDatabaseOutageIsA503() async throws {
        let pool = PostgresPool(configuration: PostgresConfiguration(
            connectionString: "host=/nonexistent-quad-socket port=1 dbname=none user=none", poolSize: 1,
            acquireTimeout: .seconds(1)), logger: quietLogger())
        let principal = Principal(userID: UUID())
        let export = await #expect(throws: APIError.self) { _ = try await AccountExport(pool: pool).build(principal) }
        #expect(export?.status == 503)
        let me = await #expect(throws: APIError.self) { _ = try await AccountService(pool: pool).me(principal) }
        #expect(me?.status == 503)
        await pool.shutdown(within: .seconds(1))
    }
}
