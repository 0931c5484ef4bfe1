import Core
import Domain
import Foundation
import QuadAPIModels
import Server
import Testing
@testable import UserData

/// `POST /invitations/{token}/account`: an account for the invited address, in the household, with a one-time
/// sign-in link that the auth service's own verify link accepts; every refusal leaves no account behind.
@Suite(.serialized) struct InvitationAccountTests {
    /// A signed-up guardian with a household, and the household service, on the harness's database.
    private func guardian(_ auth: AuthHarness) async throws -> (Principal, HouseholdService, InvitationService) {
        let session = try await auth.signUp("tracy@example.com", data: ["display_name": "Tracy Ross", "birth_year": "1980"])
        let tracy = try await auth.service.verifier.verify(bearer: session.access)
        let links = InvitationLinks(site: "http://localhost:8080")
        let households = HouseholdService(pool: auth.pool, links: links, siteName: "Quad")
        _ = try await households.create(tracy, CreateHouseholdRequest(name: "The Ross household", role: "guardian"))
        return (tracy, households, InvitationService(pool: auth.pool, links: links))
    }

    @Test func theAccountJoinsAndItsLinkSignsIn() async throws {
        try await AuthHarness.with { auth in
            let (tracy, households, invitations) = try await guardian(auth)
            let invited = try await households.invite(tracy, InviteRequest(side: "student", email: "Sam@Example.com",
                                                                           name: "Sam Ross", phone: "615 555 0100"))
            let weak = await refusal { _ = try await auth.service.createAccount(fromInvitation: invited.token, password: "short") }
            #expect(weak?.status == 400 && weak?.code == "weak_password")
            #expect(try await auth.count("select count(*) from auth.users where email = 'sam@example.com'") == 0)

            let made = try await auth.service.createAccount(fromInvitation: invited.token, password: "Quiet-harbor-lamp-42")
            #expect(made.email == "sam@example.com")
            let household = try #require(try await households.household(tracy).household)
            #expect(made.householdId == household.id)
            // The hand-over record Tracy's invitation made is now Sam's own, with the typed name; the phone is his.
            #expect(household.people.contains { $0.name == "Sam Ross" && $0.status == "active" && $0.role == "student" })
            #expect(try await auth.count("select count(*) from auth.users where email = 'sam@example.com' and email_confirmed_at is not null") == 1)
            #expect(try await auth.count("select count(*) from public.profiles p join auth.users u on u.id = p.id where u.email = 'sam@example.com' and p.role_hint = 'student' and p.display_name = 'Sam Ross' and p.phone = '+16155550100'") == 1)
            #expect(try await invitations.preview(token: invited.token).state == "used")

            // The link signs Sam in once (only its hash is stored).
            #expect(made.link.hasPrefix("http://localhost:8080/auth/v1/verify?"))
            let token = try #require(AuthHarness.items(made.link.split(separator: "?")[1])["token"])
            #expect(try await auth.count("select count(*) from auth.one_time_tokens where token_hash = '\(Digest.sha256Hex(token))' and token_type = 'magiclink'") == 1)
            let redirect = try await auth.send(.get, AuthHarness.target(of: made.link))
            #expect(redirect.status == 303)
            let fragment = AuthHarness.items(try #require(redirect.headers["Location"]?.split(separator: "#").last))
            let access = try #require(fragment["access_token"])
            #expect(try await auth.send(.get, "/auth/v1/user", bearer: access).string("email") == "sam@example.com")
            // So does the password.
            let password = try await auth.send(.post, "/auth/v1/token?grant_type=password",
                                               json: ["email": "sam@example.com", "password": "Quiet-harbor-lamp-42"])
            #expect(password.status == 200)
            // The invitation is used now: a second try is refused as such.
            #expect(await refusal { _ = try await auth.service.createAccount(fromInvitation: invited.token, password: "Quiet-harbor-lamp-42") }?
                .message == "This invitation has already been used.")
        }
    }

    @Test func refusalsLeaveNoAccount() async throws {
        try await AuthHarness.with { auth in
            let (tracy, households, _) = try await guardian(auth)
            #expect(await refusal { _ = try await auth.service.createAccount(fromInvitation: "zz", password: "Quiet-harbor-lamp-42") }?
                .status == 404)
            #expect(await refusal { _ = try await auth.service.createAccount(fromInvitation: String(repeating: "0", count: 64),
                                                                             password: "Quiet-harbor-lamp-42") }?.status == 404)
            // An address that has an account: sign in, then accept.
            _ = try await auth.signUp("val@example.com", data: ["birth_year": "1981"])
            let val = try await households.invite(tracy, InviteRequest(side: "guardian", email: "val@example.com"))
            let registered = await refusal { _ = try await auth.service.createAccount(fromInvitation: val.token, password: "Quiet-harbor-lamp-42") }
            #expect(registered?.status == 409 && registered?.code == "already_registered")
            #expect(registered?.message == "There's already an account for this email. Sign in, then accept the invitation.")

            let gran = try await households.invite(tracy, InviteRequest(side: "guardian", email: "gran@example.com"))
            try await auth.pool.withConnection { connection in
                _ = try await connection.query("update public.invitations set expires_at = now() - interval '1 hour' where email = 'gran@example.com'")
            }
            #expect(await refusal { _ = try await auth.service.createAccount(fromInvitation: gran.token, password: "Quiet-harbor-lamp-42") }?
                .status == 410)

            // Accepting is refused (the household filled up meanwhile): the whole account goes with it.
            let jo = try await households.invite(tracy, InviteRequest(side: "guardian", email: "jo@example.com"))
            let household = try #require(try await households.household(tracy).household)
            for n in 1...5 {
                try await auth.pool.withConnection { connection in
                    _ = try await connection.query("insert into public.students (id, managed_by, display_name) values (\(UUID()), \(tracy.userID), \("Extra \(n)"))")
                    _ = try await connection.query("""
                        insert into public.household_members (household_id, student_id, role, status)
                        select \(UUID(uuidString: household.id)!), id, 'student', 'active' from public.students where display_name = \("Extra \(n)")
                        """)
                }
            }
            let full = await refusal { _ = try await auth.service.createAccount(fromInvitation: jo.token, password: "Quiet-harbor-lamp-42") }
            #expect(full?.status == 409 && full?.code == "household_full")
            #expect(try await auth.count("select count(*) from auth.users where email = 'jo@example.com'") == 0)
            #expect(try await auth.count("select count(*) from public.invitations where email = 'jo@example.com' and accepted_at is null") == 1)
        }
    }
}
