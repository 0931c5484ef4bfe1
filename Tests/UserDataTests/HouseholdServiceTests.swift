import Core
import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import UserData

/// The household operations over real Postgres with the real migrations: the roster, inviting (with the e-mail in the
/// outbox), cancelling, sending again, adding a student, edit access, removing and leaving, each refusal with the
/// site's sentence and status.
@Suite(.serialized) struct HouseholdServiceTests {
    @Test func theRosterNamesEveryoneAndSaysWhatEachCanDo() async throws {
        try await HouseholdWorld.with { h in
            let a = try await Family.make(h.world, tag: "a")
            let alex = try #require(try await h.households.household(a.guardian).household)
            // Students first (by joining), then guardians (by joining).
            #expect(alex.people.map(\.name) == ["Sam A", "Kim A", "Alex A", "Val A"])
            #expect(alex.people.map(\.initial) == ["S", "K", "A", "V"])
            #expect(alex.seats == "4 of 6 seats" && alex.seatsUsed == 4 && alex.seatLimit == 6)
            #expect(alex.people.map(\.status) == ["active", "managed", "active", "active"])
            #expect(alex.people[1].statusLabel == "No account yet")
            #expect(alex.people[1].caption == "No account yet \u{00B7} 2030")
            // Sam has an account, so only Sam decides edit access; Alex may remove others and leave.
            #expect(alex.people.map(\.actions) == [["remove"], ["invite", "remove"], ["view-only", "leave"], ["remove"]])
            #expect(alex.me.guardian && !alex.me.student && alex.me.canInviteStudents)
            let sam = try #require(try await h.households.household(a.student).household)
            #expect(sam.people.map(\.actions) == [["leave"], [], ["view-only"], ["allow-edit"]])
            #expect(sam.people[0].caption == "You \u{00B7} Student")
            #expect(!sam.me.canInviteStudents && sam.me.canInviteGuardians)
            // Nobody's e-mail address anywhere in the answer.
            let text = String(decoding: try JSONEncoder().encode(alex), as: UTF8.self)
            #expect(!text.contains("@example.com"))
        }
    }

    @Test func startingAHouseholdOncePerAccount() async throws {
        try await HouseholdWorld.with { h in
            let zed = try await h.world.user("zed@example.com", name: "Zed Quill", role: "student")
            var none = try await h.households.household(zed)
            #expect(none.household == nil && none.canCreate && none.suggestedName == "The Quill household")
            #expect(await refusal { _ = try await h.households.create(zed, CreateHouseholdRequest(name: "  ")) }?.message
                == "Give it a name (up to 80 characters).")
            #expect(await refusal { _ = try await h.households.create(zed, CreateHouseholdRequest(name: "Q", role: "parent")) }?
                .message == "Choose whether you're joining as a guardian or a student.")
            none = try await h.households.create(zed, CreateHouseholdRequest(name: " The Quills "))
            let made = try #require(none.household)
            #expect(made.name == "The Quills" && !none.canCreate)
            // A student account joins as its own student record.
            #expect(made.people.map(\.role) == ["student"] && made.me.student)
            let again = await refusal { _ = try await h.households.create(zed, CreateHouseholdRequest(name: "Another")) }
            #expect(again?.status == 409)
            #expect(again?.message == "You're already in a household. Leave it first to start or join another.")
        }
    }

    @Test func invitingQueuesTheEmailAndShowsTheLink() async throws {
        try await HouseholdWorld.with { h in
            let a = try await Family.make(h.world, tag: "a")
            let created = try await h.households.invite(a.guardian, InviteRequest(
                side: "guardian", email: " Gran.A@Example.com ", name: "  Gran   A ", phone: "(615) 555-0100", canEdit: false))
            #expect(created.token.count == 64 && created.token.allSatisfy(\.isHexDigit))
            #expect(created.link == "https://quad.test/invite/\(created.token)")
            #expect(created.emailed && created.studentId == nil)
            let stored = try await h.world.owner("""
                select token_hash, token, email, phone, display_name, can_edit, expires_at from public.invitations
                where id = \(UUID(uuidString: created.id)!)
                """)[0]
            #expect(try stored.decode(String.self, column: "token_hash") == Digest.sha256Hex(created.token))
            #expect(try stored.decode(String.self, column: "email") == "gran.a@example.com")
            #expect(try stored.decode(String.self, column: "phone") == "+16155550100")
            #expect(try stored.decode(String.self, column: "display_name") == "Gran A")
            #expect(try stored.decode(Bool.self, column: "can_edit") == false)
            let expiresAt = try stored.decode(Date.self, column: "expires_at")
            #expect(created.expires == HouseholdDates.short(expiresAt))
            let mail = try await h.world.owner("select recipient, subject, body_text, kind from auth.mail_outbox")
            #expect(mail.count == 1)
            #expect(try mail[0].decode(String.self, column: "recipient") == "gran.a@example.com")
            #expect(try mail[0].decode(String.self, column: "kind") == "household_invitation")
            #expect(try mail[0].decode(String.self, column: "subject")
                == "Alex A invited you to the The A household household on Quad")
            let body = try mail[0].decode(String.self, column: "body_text")
            #expect(body.contains("as a parent or guardian.") && body.contains(created.link)
                && body.contains("(it works until \(created.expires)):"))
            // The roster shows the waiting invitation by name, with its link, and counts its seat.
            let roster = try #require(try await h.households.household(a.viewer).household)
            let gran = try #require(roster.people.first { $0.name == "Gran A" })
            #expect(gran.memberId == nil && gran.status == "invited" && gran.link == created.link)
            #expect(gran.actions == ["copy-link", "send-again", "cancel-invite"])
            #expect(roster.seats == "5 of 6 seats")
        }
    }

    @Test func invitationRefusals() async throws {
        try await HouseholdWorld.with { h in
            let a = try await Family.make(h.world, tag: "a")
            let b = try await Family.make(h.world, tag: "b")
            func invite(_ who: Principal, _ request: InviteRequest) async -> APIError? {
                await refusal { _ = try await h.households.invite(who, request) }
            }
            #expect(await invite(a.guardian, InviteRequest(side: "guardian", email: "ALEX.A@example.com"))?.message
                == "That's your own email. Enter theirs.")
            #expect(await invite(a.guardian, InviteRequest(side: "guardian", email: "nobody@nowhere"))?.message
                == "Enter a valid email address.")
            #expect(await invite(a.guardian, InviteRequest(side: "guardian", email: ""))?.message
                == "Enter their email: that's where their link goes.")
            #expect(await invite(a.guardian, InviteRequest(side: "parent", email: "x@example.com"))?.message
                == "Choose who you're inviting.")
            #expect(await invite(a.guardian, InviteRequest(side: "guardian", email: "x@example.com", phone: "555-0100"))?
                .message == "Enter a phone number like (615) 555-0100, or one starting with + and the country code.")
            #expect(await invite(a.guardian, InviteRequest(side: "guardian", email: "x@example.com",
                                                           name: String(repeating: "n", count: 81)))?.message
                == "Keep the name under 80 characters.")
            let student = await invite(a.student, InviteRequest(side: "student", email: "x@example.com"))
            #expect(student?.status == 403 && student?.message == "Only guardians can invite students.")
            // A hand-over of another family's managed record.
            let foreign = await invite(a.guardian, InviteRequest(side: "student", email: "kim.b@example.com",
                                                                 studentId: b.managedRecord.uuidString))
            #expect(foreign?.status == 403 && foreign?.message == "That student isn't one you manage in this household.")
            // Nothing was written by any of them.
            #expect(try await h.count("select count(*)::int from public.invitations i join public.households h on h.id = i.household_id where h.name = 'The A household' and i.accepted_at is null") == 0)
            #expect(try await h.count("select count(*)::int from auth.mail_outbox") == 0)
        }
    }

    @Test func handingOverAManagedRecordTakesNoSeat() async throws {
        try await HouseholdWorld.with { h in
            let a = try await Family.make(h.world, tag: "a")
            let created = try await h.households.invite(a.guardian, InviteRequest(
                side: "student", email: "kim.a@example.com", studentId: a.managedRecord.uuidString))
            #expect(created.studentId == a.managedRecord.uuidString.lowercased())
            let roster = try #require(try await h.households.household(a.guardian).household)
            #expect(roster.seats == "4 of 6 seats")
            let kim = try #require(roster.people.first { $0.name == "Kim A" })
            #expect(kim.status == "invited" && kim.link == created.link && kim.invitationId == created.id)
        }
    }

    @Test func cancellingAndSendingAgain() async throws {
        try await HouseholdWorld.with { h in
            let a = try await Family.make(h.world, tag: "a")
            let b = try await Family.make(h.world, tag: "b")
            let first = try await h.households.invite(a.guardian, InviteRequest(side: "guardian", email: "gran.a@example.com"))
            let id = try #require(UUID(uuidString: first.id))
            // Another household cannot see it: 404, and it is untouched.
            #expect(await refusal { _ = try await h.households.cancelInvitation(b.guardian, id: id) }?.status == 404)
            #expect(await refusal { _ = try await h.households.reissue(b.guardian, id: id) }?.status == 404)
            let again = try await h.households.reissue(a.viewer, id: id)
            #expect(again.id == first.id && again.token != first.token)
            #expect(await refusal { _ = try await h.invitations.preview(token: first.token) }?.status == 404)
            #expect(try await h.invitations.preview(token: again.token).state == "pending")
            #expect(try await h.count("select count(*)::int from auth.mail_outbox") == 2)
            _ = try await h.households.cancelInvitation(a.student, id: id)
            let twice = await refusal { _ = try await h.households.cancelInvitation(a.guardian, id: id) }
            #expect(twice?.status == 409 && twice?.message == "That invitation was already used or cancelled.")
            let resent = await refusal { _ = try await h.households.reissue(a.guardian, id: id) }
            #expect(resent?.message == "That invitation was cancelled. Invite them again instead.")
            #expect(try await h.invitations.preview(token: again.token).state == "revoked")
        }
    }

    @Test func addingAStudentEditAccessRemovingAndLeaving() async throws {
        try await HouseholdWorld.with { h in
            let a = try await Family.make(h.world, tag: "a")
            let b = try await Family.make(h.world, tag: "b")
            let added = try await h.households.addStudent(a.guardian, AddStudentRequest(name: " Lee A ", gradYear: 2031))
            #expect(added.notice == "Added Lee A.")
            #expect(added.household?.people.contains { $0.name == "Lee A" && $0.status == "managed" && $0.gradYear == 2031 } == true)
            #expect(await refusal { _ = try await h.households.addStudent(a.student, AddStudentRequest(name: "X")) }?.message
                == "Only guardians can add a student.")
            #expect(await refusal { _ = try await h.households.addStudent(a.guardian, AddStudentRequest(name: "X", gradYear: 1999)) }?
                .message == "Enter a graduation year like 2028.")

            let people = try await h.people(a.guardian)
            let val = try #require(UUID(uuidString: people.first { $0.name == "Val A" }!.memberId!))
            let alex = try #require(UUID(uuidString: people.first { $0.name == "Alex A" }!.memberId!))
            let kim = try #require(UUID(uuidString: people.first { $0.name == "Kim A" }!.memberId!))
            #expect(await refusal { _ = try await h.households.setCanEdit(a.guardian, member: val, canEdit: true) }?.message
                == "Only the student decides who can edit their information.")
            #expect(await refusal { _ = try await h.households.setCanEdit(a.viewer, member: val, canEdit: true) }?.message
                == "You can't give yourself edit access.")
            let granted = try await h.households.setCanEdit(a.student, member: val, canEdit: true)
            #expect(granted.household?.people.first { $0.name == "Val A" }?.canEdit == true)
            #expect(await refusal { _ = try await h.households.setCanEdit(b.student, member: val, canEdit: false) }?.status == 404)

            let notGuardian = await refusal { _ = try await h.households.remove(a.student, member: val) }
            #expect(notGuardian?.status == 403 && notGuardian?.message == "Only a guardian of this household can remove someone.")
            #expect(await refusal { _ = try await h.households.remove(b.guardian, member: val) }?.status == 404)
            #expect(await refusal { _ = try await h.households.remove(a.guardian, member: alex) }?.status == 400)
            let removed = try await h.households.remove(a.guardian, member: kim)
            #expect(removed.household?.people.contains { $0.name == "Kim A" } == false)

            // Val leaves; the household stays. Alex removes Sam and leaves: only a managed record is left, so the
            // household closes and its waiting invitations are revoked.
            #expect(try await h.households.leave(a.viewer).household == nil)
            let sam = try #require(UUID(uuidString: try await h.people(a.guardian).first { $0.name == "Sam A" }!.memberId!))
            _ = try await h.households.remove(a.guardian, member: sam)
            let waiting = try await h.invite("gran.a@example.com", by: a.guardian)
            #expect(try await h.households.leave(a.guardian).household == nil)
            #expect(try await h.count("select count(*)::int from public.households where id = \(a.household) and deleted_at is not null") == 1)
            #expect(try await h.count("select count(*)::int from public.invitations where token_hash = \(Digest.sha256Hex(waiting)) and revoked_at is not null") == 1)
            // A closed household's link is not valid any more.
            #expect(await refusal { _ = try await h.invitations.preview(token: waiting) }?.status == 404)
            #expect(await refusal { _ = try await h.households.leave(a.guardian) }?.status == 409)
        }
    }

    @Test func aDeletedAccountChangesNothing() async throws {
        try await HouseholdWorld.with { h in
            let a = try await Family.make(h.world, tag: "a")
            try await h.world.owner("update public.profiles set deleted_at = now() where id = \(a.guardian.userID)")
            let refused = await refusal { _ = try await h.households.addStudent(a.guardian, AddStudentRequest(name: "X")) }
            #expect(refused?.status == 403 && refused?.message == "This account is scheduled for deletion.")
            #expect(await refusal { _ = try await h.households.invite(a.guardian, InviteRequest(side: "guardian", email: "x@example.com")) }?.status == 403)
            #expect(try await h.count("select count(*)::int from public.invitations where email = 'x@example.com'") == 0)
        }
    }
}
