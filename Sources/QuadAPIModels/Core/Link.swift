/// A link: a site URL the app can open as a deep link, or an external URL.
public struct Link: Sendable, Hashable, Codable, SchemaDescribed {
    public var label: String
    public var href: String

    public init(label: String, href: String) {
        self.label = label
        self.href = href
    }

    public static let schema = JSONSchema.object([
        .init("label", .string()),
        .init("href", .string()),
    ])
}
