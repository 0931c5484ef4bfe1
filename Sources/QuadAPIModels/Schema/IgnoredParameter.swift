/// A query parameter, or one value of it, that the server did not use (Explore, Over time). Screens never fail on
/// a bad query value: they fall back to the default and list what they set aside here.
public struct IgnoredParameter: Sendable, Hashable, Codable, SchemaDescribed {
    public static let reasons = [
        "unknown-parameter", "repeated", "unknown-value", "not-a-number", "not-a-flag", "invalid-zip", "unknown-zip",
        "needs-near", "needs-income", "needs-field", "blank", "needs-sign-in", "needs-profile", "estimates-off",
        "not-for-this-college", "too-many",
    ]

    /// The parameter's name as given (`sort`, `group`).
    public var param: String
    /// The value as given.
    public var value: String
    /// Why, as a code (see ``reasons``).
    public var reason: String
    /// The same in words.
    public var message: String

    /// A set-aside parameter, its reason code and the sentence the app shows.
    public init(param: String, value: String, reason: String, message: String) {
        self.param = param
        self.value = value
        self.reason = reason
        self.message = message
    }

    public static let schema = JSONSchema.object([
        .init("param", .string()),
        .init("value", .string()),
        .init("reason", .oneOfStrings(reasons)),
        .init("message", .string()),
    ])
}
