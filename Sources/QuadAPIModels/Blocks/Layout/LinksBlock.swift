/// A set of links drawn one way (`links`; official links, social icons, topic navigation).
public struct LinksBlock: Sendable, Hashable, Codable, SchemaDescribed {
    /// How the links are drawn.
    public enum Style: String, Sendable, Hashable, Codable, CaseIterable, SchemaDescribed {
        /// Buttons in a row (Website, Admissions, Apply).
        case buttons
        /// A vertical list.
        case list
        /// Icons, named by each link's label (Instagram, YouTube).
        case social
        /// Previous/next topic navigation.
        case pager

        public static let schemaName = "LinksStyle"
        public static let schema = JSONSchema.oneOfStrings(allCases.map(\.rawValue))
    }

    public var links: [Link]
    public var style: Style

    public init(links: [Link], style: Style) {
        self.links = links
        self.style = style
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("links")),
        .init("links", .array(.ref(Link.self))),
        .init("style", .ref(Style.self)),
    ]).described("A set of links.")
}
