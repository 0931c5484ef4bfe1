import Core
import Domain
import Foundation
public import QuadAPIModels

extension AuthService {
    /// `POST /invitations/{token}/account`: the signed-out invitee's way in (the site's invite-user step). Makes an
    /// account for the invited address with `password` (e-mail already confirmed: the link came to it; metadata from
    /// the invitation: the inviter-typed name, the side as role hint, the phone, the invitation id), accepts the
    /// invitation as that account, and returns a one-time sign-in link. All in one transaction: if accepting is
    /// refused (a full household, say), no account is left behind.
    ///
    /// - Throws: 404 for a token that is not valid; the invitation's state refusals (cancelled 400, used 409,
    ///   expired 410); 409 `already_registered` "There's already an account for this email. Sign in, then accept the
    ///   invitation." when the address has an account; 400 `weak_password` with every problem of the password.
    public func createAccount(fromInvitation token: String, password: String) async throws -> InvitationAccountCreated {
        guard InvitationService.isToken(token) else { throw InvitationService.notValid }
        let hash = Digest.sha256Hex(token)
        let lookup: PostgresQuery = """
            select i.id, i.email, i.side, i.display_name, i.phone, i.revoked_at is not null as revoked,
                   i.accepted_at is not null as used, i.expires_at <= now() as expired,
                   exists (select 1 from auth.users u where lower(u.email) = i.email) as registered
            from public.invitations i
            join public.households h on h.id = i.household_id and h.deleted_at is null
            where i.token_hash = \(hash)
            """
        // The password is checked against the invited address before anything is written (and before the slow hash).
        let first = try await mapped { try await self.database.query(lookup) }
        guard let peek = first.first else { throw InvitationService.notValid }
        try Self.refuseUnusable(peek)
        let email = try peek.decode(String.self, column: "email")
        let problems = PasswordRules.problems(in: password, email: email)
        if !problems.isEmpty {
            throw APIError(status: 400, code: "weak_password", message: PasswordRules.message(for: problems),
                           detail: .object(["reasons": .array(problems.map { .string($0.code) })]))
        }
        let passwordHash = await hasher.hash(password)
        let redirect = allowList.resolve(nil)
        let lifetime = Double(configuration.emailTokenLifetime.components.seconds)
        let issuer = configuration.issuer

        return try await mapped {
            try await self.database.transaction { transaction in
                guard let row = try await transaction.query(PostgresQuery(unsafeSQL: lookup.sql + " for update of i",
                                                                          binds: lookup.binds)).first
                else { throw InvitationService.notValid }
                try Self.refuseUnusable(row)
                var metadata: [String: JSONValue] = [
                    "role_hint": .string(try row.decode(String.self, column: "side")),
                    "invitation_id": .string(try row.decode(UUID.self, column: "id").uuidString.lowercased()),
                ]
                if let name = try row.decode(String?.self, column: "display_name") { metadata["display_name"] = .string(name) }
                if let phone = try row.decode(String?.self, column: "phone") { metadata["phone"] = .string(phone) }
                let userID = try await self.insertUser(transaction, email: email, passwordHash: passwordHash,
                                                       metadata: metadata, confirmed: true)
                let linkToken = SecureRandom.token()
                let user = Principal(userID: userID, claims: .object([
                    "email": .string(email), "aud": .string("authenticated"), "role": .string("authenticated"),
                ]))
                let rows = try await transaction.pipeline([
                    """
                    insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, expires_at)
                    values (\(userID), 'magiclink', \(Digest.sha256Hex(linkToken)), \(email),
                            now() + make_interval(secs => \(lifetime)))
                    """,
                    // From here on as the new account: accepting is the person's own act, under the same rules.
                    PostgresRole.authenticated(user).settingsStatement,
                    "select public.accept_invitation(\(token)) as household",
                ])
                let household = try rows[2].first?.decode(UUID.self, column: "household")
                guard let household else { throw HouseholdMessages.failed }
                var link = URLComponents(string: issuer + "/verify") ?? URLComponents()
                link.queryItems = [URLQueryItem(name: "token", value: linkToken), URLQueryItem(name: "type", value: "magiclink"),
                                   URLQueryItem(name: "redirect_to", value: redirect)]
                return InvitationAccountCreated(email: email, householdId: household.uuidString.lowercased(),
                                                link: link.url?.absoluteString ?? issuer)
            }
        }
    }

    /// The state refusals of an invitation row (cancelled, used, expired) and an address that has an account.
    private static func refuseUnusable(_ row: PostgresRow) throws {
        for (column, name) in [("revoked", "invitation_revoked"), ("used", "invitation_used"),
                               ("expired", "invitation_expired")] {
            if try row.decode(Bool.self, column: column) { throw HouseholdMessages.invitationRefusal(name)! }
        }
        if try row.decode(Bool.self, column: "registered") { throw HouseholdMessages.alreadyRegistered }
    }

    /// Database failures as the invitation page's answers (a duplicate address as `already_registered`).
    private func mapped<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as PostgresError where error.sqlState == .uniqueViolation && error.constraintName == "users_email_key" {
            throw HouseholdMessages.alreadyRegistered
        } catch let error as PostgresError {
            throw HouseholdMessages.apiError(for: error, invitation: true)
        }
    }
}
