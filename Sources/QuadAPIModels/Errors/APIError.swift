/// The error envelope every failing response carries: `{"error": {"code", "message", "detail"?}}`.
public struct ErrorEnvelope: Sendable, Hashable, Codable, SchemaDescribed {
    public var error: ErrorBody

    public init(code: String, message: String, detail: JSONValue? = nil) {
        error = ErrorBody(code: code, message: message, detail: detail)
    }

    public static let schema = JSONSchema.object([
        .init("error", .ref(ErrorBody.self)),
    ]).described("Every error response.")
}

/// The body of the error envelope.
public struct ErrorBody: Sendable, Hashable, Codable, SchemaDescribed {
    /// Machine-readable code (`bad_request`, `not_found`, …).
    public var code: String
    /// The sentence the site shows, ready to display.
    public var message: String
    /// Structured detail (for example the offending field).
    public var detail: JSONValue?

    public init(code: String, message: String, detail: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.detail = detail
    }

    public static let schema = JSONSchema.object([
        .init("code", .string()),
        .init("message", .string()),
        .optional("detail", .any),
    ])
}
