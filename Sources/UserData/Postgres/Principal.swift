import Foundation
public import QuadAPIModels

/// The signed-in person a request acts for: the verified token's subject and its claims.
///
/// A transaction run `as` a principal exposes ``claims`` to SQL as the transaction-local setting
/// `request.jwt.claims` and runs as the role `authenticated`, so row-level security policies can read
/// `auth.uid()` / `auth.jwt()`.
public struct Principal: Sendable, Hashable {
    /// The subject (`sub`), the user's id.
    public var userID: UUID
    /// The verified claims, a JSON object whose `sub` is always ``userID`` and whose `role` defaults to
    /// `authenticated`.
    public private(set) var claims: JSONValue
    /// ``claims`` as JSON text (what `request.jwt.claims` holds), written once.
    let claimsText: String

    /// `claims` are the verified token's claims; `sub` is set to `userID`, and `role` to `authenticated` when
    /// missing. A non-object `claims` is replaced by an object holding just those two.
    public init(userID: UUID, claims: JSONValue = .object([:])) {
        self.userID = userID
        var fields: [String: JSONValue] = [:]
        if case let .object(given) = claims { fields = given }
        fields["sub"] = .string(userID.uuidString.lowercased())
        if fields["role"] == nil { fields["role"] = .string("authenticated") }
        self.claims = .object(fields)
        self.claimsText = JSONText.serialize(self.claims)
    }
}

/// Who a transaction acts as: the role it switches to and the claims SQL sees.
public enum PostgresRole: Sendable, Hashable {
    /// No signed-in person: role `anon`, claims `{"role":"anon"}`.
    case anonymous
    /// A signed-in person: role `authenticated`, the principal's claims.
    case authenticated(Principal)
    /// A background job that must see every row: role `service_role` (BYPASSRLS), claims `{"role":"service_role"}`.
    case serviceRole

    /// The database role name.
    public var roleName: String {
        switch self {
        case .anonymous: "anon"
        case .authenticated: "authenticated"
        case .serviceRole: "service_role"
        }
    }

    /// The `request.jwt.claims` JSON text.
    var claimsText: String {
        switch self {
        case .anonymous: #"{"role":"anon"}"#
        case let .authenticated(principal): principal.claimsText
        case .serviceRole: #"{"role":"service_role"}"#
        }
    }

    /// The subject alone (`request.jwt.claim.sub`, read by `auth.uid()` without parsing the claims); empty for the
    /// roles without one.
    var subjectText: String {
        switch self {
        case let .authenticated(principal): principal.userID.uuidString.lowercased()
        case .anonymous, .serviceRole: ""
        }
    }

    /// The statement that applies this role, transaction-locally, in one round trip with no string splicing
    /// (`SET LOCAL ROLE` takes no parameter; `set_config('role', …, true)` does the same).
    var settingsStatement: PostgresQuery {
        """
        select set_config('request.jwt.claims', \(claimsText), true), set_config('request.jwt.claim.sub', \(subjectText), true), \
        set_config('role', \(roleName), true)
        """
    }
}
