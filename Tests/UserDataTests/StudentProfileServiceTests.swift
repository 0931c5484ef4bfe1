import Core
import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import UserData

/// The student profile over real Postgres: who reads and who writes (row-level security through the shared gate),
/// the access log of guardians' reads, saving with the sanitizer, the record's graduation year, and the student's
/// switch for every guardian's edit access.
@Suite(.serialized) struct StudentProfileServiceTests {
    private func json(_ text: String) -> JSONValue {
        try! JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    @Test func theStudentsOwnPage() async throws {
        try await HouseholdWorld.with { h in
            let a = try await Family.make(h.world, tag: "a")
            let page = try await h.students.page(a.student, student: nil)
            #expect(page.student.id == a.studentRecord.uuidString.lowercased() && page.student.relation == .own)
            #expect(page.banner == nil && !page.viewOnly && page.viewOnlyNote == nil)
            #expect(page.picker.map(\.label) == ["Sam A"] && page.picker[0].selected)
            #expect(page.completeness.percent == "0%" && page.values == StudentProfileData() && page.updatedAt == nil)
            #expect(page.form == StudentProfileForm.definition)
            // Sam decides about his two guardians; Alex has edit access, Val not, so the switch is off.
            #expect(page.guardianEditing == GuardianEditing(enabled: false, guardians: 2, canChange: true))
            // The student's own reads are not logged.
            #expect(try await h.count("select count(*)::int from public.access_log") == 0)
        }
    }

    @Test func aStudentAccountGetsItsRecordOnFirstUseAGuardianNone() async throws {
        try await HouseholdWorld.with { h in
            let new = try await h.world.user("new@example.com", name: "Nia", birthYear: 2010, role: "student")
            let page = try await h.students.page(new, student: nil)
            #expect(page.student.displayName == "Nia" && page.student.relation == .own)
            #expect(try await h.count("select count(*)::int from public.students where user_id = \(new.userID)") == 1)
            _ = try await h.students.page(new, student: nil)
            #expect(try await h.count("select count(*)::int from public.students where user_id = \(new.userID)") == 1)
            let parent = try await h.world.user("parent@example.com", name: "Pat", role: "guardian")
            let none = await refusal { _ = try await h.students.page(parent, student: nil) }
            #expect(none?.status == 404 && none?.message == "Add a student from your household to see a profile here.")
        }
    }

    @Test func guardiansReadAndAreLoggedViewOnlyCannotWriteOthersSeeNothing() async throws {
        try await HouseholdWorld.with { h in
            let a = try await Family.make(h.world, tag: "a")
            let b = try await Family.make(h.world, tag: "b")
            let alex = try await h.students.page(a.guardian, student: a.studentRecord)
            #expect(alex.banner == "Viewing as a guardian \u{00B7} You can edit Sam A\u{2019}s information. Sam A can see when you view it.")
            #expect(!alex.viewOnly && alex.student.relation == .guardian)
            // Alex has no record of his own: the picker lists both students by name.
            #expect(alex.picker.map(\.label) == ["Kim A", "Sam A"])
            #expect(alex.picker.map(\.selected) == [false, true])
            let val = try await h.students.page(a.viewer, student: a.studentRecord)
            #expect(val.viewOnly && val.viewOnlyNote == StudentProfileReadings.viewOnlyNote)
            #expect(val.banner?.contains("You can look but not change Sam A\u{2019}s information.") == true)
            #expect(val.picker.map(\.label) == ["Kim A (view only)", "Sam A (view only)"])
            let write = await refusal { _ = try await h.students.save(a.viewer, student: a.studentRecord, change: json(#"{"tests": {"satTotal": 1000}}"#)) }
            #expect(write?.status == 403 && write?.message == "You don't have permission to edit this profile.")
            // Both guardians' reads are in the log, and in Sam's "who viewed your information".
            #expect(try await h.count("select count(*)::int from public.access_log where student_id = \(a.studentRecord) and table_name = 'student_profiles'") == 2)
            let me = try await AccountService(pool: h.world.pool).me(a.student)
            #expect(Set(me.accessLog.map(\.viewer)) == ["Alex A", "Val A"])
            #expect(me.accessLog.allSatisfy { $0.what == "your profile" })

            // Another household: 404 for reading and writing, nothing logged.
            for stranger in [b.guardian, b.student] {
                #expect(await refusal { _ = try await h.students.page(stranger, student: a.studentRecord) }?.status == 404)
                #expect(await refusal { _ = try await h.students.save(stranger, student: a.studentRecord, change: json("{}")) }?.status == 404)
            }
            // A student cannot read another student of the same household.
            #expect(await refusal { _ = try await h.students.page(a.student, student: a.managedRecord) }?.status == 404)
            #expect(await refusal { _ = try await h.students.page(a.student, student: UUID()) }?.status == 404)
            #expect(try await h.count("select count(*)::int from public.access_log") == 2)
        }
    }

    @Test func savingSanitizesRecordsWhoAndKeepsTheGradYearInStep() async throws {
        try await HouseholdWorld.with { h in
            let a = try await Family.make(h.world, tag: "a")
            let saved = try await h.students.save(a.student, student: nil, change: json("""
                {"basics": {"gradYear": 2028, "stateOfResidence": "TN"},
                 "tests": {"satTotal": 1450, "satMath": 900},
                 "academics": {"gpa": 93, "gpaScale": "100"},
                 "preferences": {"sizes": ["small", "huge"]}}
                """))
            #expect(saved.values.tests.satTotal == 1450 && saved.values.tests.satMath == nil)
            #expect(saved.values.preferences.sizes == ["small"])
            #expect(saved.gpa?.display == "about 3.7 unweighted (from 93/100)")
            // The SAT meets two items (ScoreChecker, Fits my scores), then preferences, GPA, state: five of six.
            #expect(saved.completeness.percent == "83%")
            #expect(saved.updatedAt != nil)
            #expect(try await h.world.owner("select grad_year from public.students where id = \(a.studentRecord)")[0]
                .decode(Int?.self, at: 0) == 2028)
            #expect(try await h.world.owner("select updated_by from public.student_profiles where student_id = \(a.studentRecord)")[0]
                .decode(UUID?.self, at: 0) == a.student.userID)
            // Alex (edit access) changes one field; the rest stays; he is recorded as the writer.
            let byAlex = try await h.students.save(a.guardian, student: a.studentRecord, change: json(#"{"tests": {"actComposite": 31}}"#))
            #expect(byAlex.values.tests.satTotal == 1450 && byAlex.values.tests.actComposite == 31)
            #expect(try await h.world.owner("select updated_by from public.student_profiles where student_id = \(a.studentRecord)")[0]
                .decode(UUID?.self, at: 0) == a.guardian.userID)
            // A group that is not an object: 400, nothing written.
            let bad = await refusal { _ = try await h.students.save(a.student, student: nil, change: json(#"{"tests": [1]}"#)) }
            #expect(bad?.status == 400 && bad?.detail == .object(["field": .string("tests")]))
            #expect(try await h.students.page(a.student, student: nil).values.tests.actComposite == 31)
        }
    }

    @Test func theStudentTurnsEditingOffForEveryGuardian() async throws {
        try await HouseholdWorld.with { h in
            let a = try await Family.make(h.world, tag: "a")
            // Alex may not flip it (Sam has an account): 403, nothing changed.
            let refused = await refusal { _ = try await h.students.setGuardianEditing(a.guardian, student: a.studentRecord, enabled: false) }
            #expect(refused?.status == 403 && refused?.message == "Only the student decides who can edit their information.")
            #expect(try await h.count("select count(*)::int from public.household_members where role = 'guardian' and can_edit") == 1)

            let on = try await h.students.setGuardianEditing(a.student, student: nil, enabled: true)
            #expect(on.guardianEditing == GuardianEditing(enabled: true, guardians: 2, canChange: true))
            #expect(try await h.students.page(a.viewer, student: a.studentRecord).student.canEdit)
            let off = try await h.students.setGuardianEditing(a.student, student: nil, enabled: false)
            #expect(off.guardianEditing.enabled == false)
            #expect(try await h.count("select count(*)::int from public.household_members where role = 'guardian' and can_edit") == 0)
            let alex = try await h.students.page(a.guardian, student: a.studentRecord)
            #expect(alex.viewOnly)
            #expect(await refusal { _ = try await h.students.save(a.guardian, student: a.studentRecord, change: json("{}")) }?.status == 403)
            // Alex may still edit the managed record he made (it is his).
            #expect(try await h.students.page(a.guardian, student: a.managedRecord).student.canEdit)
        }
    }
}
