/// The error body of `/auth/v1` (GoTrue's shape, not the App API envelope).
///
/// With `X-Supabase-Api-Version: 2024-01-01` (or later) on the request, `code` is the error code text
/// (`invalid_credentials`, `weak_password`…), and the response carries the same header; without it, `code` is the
/// HTTP status as a number and `error_code` holds the text. `msg` and `message` both carry the sentence.
public struct AuthErrorBody: Sendable, Hashable, Codable, SchemaDescribed {
    /// The error code (versioned requests) or the HTTP status (legacy requests).
    public var code: JSONValue
    public var errorCode: String
    public var msg: String
    public var message: String
    /// For `weak_password`: what is wrong.
    public var weakPassword: AuthWeakPassword?

    public init(status: Int, errorCode: String, message: String, versioned: Bool, weakPasswordReasons: [String]? = nil) {
        code = versioned ? .string(errorCode) : .number(Double(status))
        self.errorCode = errorCode
        msg = message
        self.message = message
        weakPassword = weakPasswordReasons.map(AuthWeakPassword.init(reasons:))
    }

    enum CodingKeys: String, CodingKey {
        case code, msg, message
        case errorCode = "error_code", weakPassword = "weak_password"
    }

    public static let schemaName = "AuthError"
    public static let schema = JSONSchema.object([
        .init("code", .oneOf([.string(), .integer()])),
        .init("error_code", .string()),
        .init("msg", .string()),
        .init("message", .string()),
        .optional("weak_password", .ref(AuthWeakPassword.self)),
    ]).described("An error of the auth service (GoTrue's shape).")
}

/// Why a password was refused: codes `length`, `characters`, `too_long`, `email`, `common`.
public struct AuthWeakPassword: Sendable, Hashable, Codable, SchemaDescribed {
    public var reasons: [String]

    public init(reasons: [String]) {
        self.reasons = reasons
    }

    public static let schema = JSONSchema.object([.init("reasons", .array(.string()))])
}
