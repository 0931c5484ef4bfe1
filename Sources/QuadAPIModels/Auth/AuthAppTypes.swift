/// Body of `POST /api/app/v1/auth/precheck`: what the sign-up form holds, checked before the app calls `/signup`.
public struct AuthPrecheckRequest: Sendable, Hashable, Codable, SchemaDescribed {
    public var email: String
    public var password: String
    /// As sent: four digits as text (as typed), or a number; the server reads it like every other birth year.
    public var birthYear: JSONValue
    /// `student`, `guardian` or `counselor`; anything else is ignored.
    public var roleHint: String?

    public init(email: String, password: String, birthYear: String, roleHint: String? = nil) {
        self.email = email
        self.password = password
        self.birthYear = .string(birthYear)
        self.roleHint = roleHint
    }

    enum CodingKeys: String, CodingKey { case email, password, birthYear, roleHint }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        email = try c.decodeIfPresent(String.self, forKey: .email) ?? ""
        password = try c.decodeIfPresent(String.self, forKey: .password) ?? ""
        birthYear = try c.decodeIfPresent(JSONValue.self, forKey: .birthYear) ?? .null
        roleHint = try c.decodeIfPresent(String.self, forKey: .roleHint)
    }

    public static let schema = JSONSchema.object([
        .init("email", .string()),
        .init("password", .string()),
        .init("birthYear", .oneOf([.string(), .integer()])),
        .optional("roleHint", .nullable(.string())),
    ])
}

/// Body of `POST /api/app/v1/me/password`.
public struct PasswordChangeRequest: Sendable, Hashable, Codable, SchemaDescribed {
    /// The new password.
    public var password: String
    /// The same password typed again; when present it must match.
    public var confirmation: String?

    public init(password: String, confirmation: String? = nil) {
        self.password = password
        self.confirmation = confirmation
    }

    public static let schema = JSONSchema.object([
        .init("password", .string()),
        .optional("confirmation", .nullable(.string())),
    ])
}

/// `{"ok": true}`: the answer of a check or an action with nothing else to say.
public struct AuthOKResponse: Sendable, Hashable, Codable, SchemaDescribed {
    public var ok: Bool

    public init() {
        ok = true
    }

    public static let schema = JSONSchema.object([.init("ok", JSONSchema.boolean.described("Always true."))])
}

/// The auth wire types, listed for ``WireComponents``.
public enum AuthWire {
    /// Response bodies of the auth endpoints.
    public static var responses: [any SchemaDescribed.Type] {
        [AuthSession.self, AuthUser.self, AuthErrorBody.self, AuthOKResponse.self]
    }

    /// The types nested in those bodies.
    public static var parts: [any SchemaDescribed.Type] { [AuthIdentity.self, AuthWeakPassword.self] }
}
