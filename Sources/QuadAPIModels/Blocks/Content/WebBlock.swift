/// Content the app cannot draw natively yet: open it on the web (`web`).
public struct WebBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var href: String
    /// What the link opens ("Release calendar").
    public var label: String?

    public init(href: String, label: String? = nil) {
        self.href = href
        self.label = label
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("web")),
        .init("href", .string()),
        .optional("label", .string()),
    ]).described("Fallback: a page to open on the web.")
}
