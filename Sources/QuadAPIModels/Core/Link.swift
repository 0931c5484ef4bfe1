/// A link: a site URL the app can open as a deep link, or an external URL.
public struct Link: Sendable, Hashable, Codable, SchemaDescribed {
    public var label: String
    public var href: String
    /// What the site shows when the link is hovered (an official link's host, "uga.edu"); the app can show it on a
    /// long press or read it as the accessibility hint. Absent when the site shows nothing.
    public var title: String?

    public init(label: String, href: String, title: String? = nil) {
        self.label = label
        self.href = href
        self.title = title
    }

    public static let schema = JSONSchema.object([
        .init("label", .string()),
        .init("href", .string()),
        .optional("title", .string()),
    ])
}
