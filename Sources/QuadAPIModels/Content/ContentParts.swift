/// One heading of a rendered page's table of contents ("On this page").
public struct ContentHeading: Sendable, Hashable, Codable, SchemaDescribed {
    /// The heading's `id` in the page's HTML.
    public var id: String
    public var text: String

    public init(id: String, text: String) {
        self.id = id
        self.text = text
    }

    public static let schema = JSONSchema.object([
        .init("id", .string()),
        .init("text", .string()),
    ]).described("A heading of the page's table of contents.")
}

/// The previous or next page of a reader (roadmap specs, release notes).
public struct ContentPager: Sendable, Hashable, Codable, SchemaDescribed {
    /// "Previous", "Next", "Older", "Newer".
    public var label: String
    public var title: String
    /// The page's site URL.
    public var href: String
    /// The small line under the title (a complexity, a date).
    public var detail: String?

    public init(label: String, title: String, href: String, detail: String? = nil) {
        self.label = label
        self.title = title
        self.href = href
        self.detail = detail
    }

    public static let schema = JSONSchema.object([
        .init("label", .string()),
        .init("title", .string()),
        .init("href", .string()),
        .optional("detail", .string()),
    ]).described("A link to the page before or after this one.")
}

/// The wire types of the roadmap and release notes.
public enum ContentWire {
    /// The response bodies.
    public static var responses: [any SchemaDescribed.Type] {
        [RoadmapIndexResponse.self, RoadmapPageResponse.self, ReleaseNotesIndexResponse.self, ReleaseNotePageResponse.self]
    }

    /// The types nested in them.
    public static var parts: [any SchemaDescribed.Type] {
        [ContentHeading.self, ContentPager.self, RoadmapScale.self, RoadmapLevel.self, RoadmapGroup.self,
         RoadmapEntry.self, RoadmapComplexity.self, ReleaseKindInfo.self, ReleaseDay.self, ReleaseNoteEntry.self]
    }
}
