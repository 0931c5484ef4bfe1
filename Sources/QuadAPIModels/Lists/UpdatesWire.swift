/// `GET /me/updates`: every digest the person received, newest first, rebuilt from the public change log, and the
/// changes that are never e-mailed.
public struct UpdatesResponse: Sendable, Hashable, Codable, SchemaDescribed {
    /// Newest first; a digest whose publish has no e-mailed change left is not listed.
    public var digests: [DigestEntry]
    /// Figures no longer reported for followed colleges; absent when there are none.
    public var alsoNoticed: AlsoNoticed?
    /// "Nothing yet. Follow a college and you'll see its changes here." when there is nothing to show.
    public var emptyText: String?

    public init(digests: [DigestEntry], alsoNoticed: AlsoNoticed?, emptyText: String?) {
        self.digests = digests
        self.alsoNoticed = alsoNoticed
        self.emptyText = emptyText
    }

    public static let schema = JSONSchema.object([
        .init("digests", .array(.ref(DigestEntry.self))),
        .optional("alsoNoticed", .ref(AlsoNoticed.self)),
        .optional("emptyText", .string()),
    ])
}

/// One digest: what one publish changed for the person's colleges.
public struct DigestEntry: Sendable, Hashable, Codable, SchemaDescribed {
    public var id: Int
    /// ISO 8601 UTC of the publish.
    public var publishedAt: String
    /// Whether it was e-mailed.
    public var emailed: Bool
    /// "Jul 28, 2026 · Emailed" or "Jul 28, 2026 · Recorded (not emailed — update emails were off or not yet set up)".
    public var heading: String
    /// Colleges by name, each with its changes in the site's topic order.
    public var colleges: [UpdateCollege]

    public init(id: Int, publishedAt: String, emailed: Bool, heading: String, colleges: [UpdateCollege]) {
        self.id = id
        self.publishedAt = publishedAt
        self.emailed = emailed
        self.heading = heading
        self.colleges = colleges
    }

    public static let schema = JSONSchema.object([
        .init("id", .integer(minimum: 1)),
        .init("publishedAt", .string(format: "date-time")),
        .init("emailed", .boolean),
        .init("heading", .string()),
        .init("colleges", .array(.ref(UpdateCollege.self))),
    ])
}

/// "Also noticed": figures no longer reported for colleges the person follows (never e-mailed).
public struct AlsoNoticed: Sendable, Hashable, Codable, SchemaDescribed {
    public var title: String
    public var description: String
    public var colleges: [UpdateCollege]

    public init(title: String, description: String, colleges: [UpdateCollege]) {
        self.title = title
        self.description = description
        self.colleges = colleges
    }

    public static let schema = JSONSchema.object([
        .init("title", .string()),
        .init("description", .string()),
        .init("colleges", .array(.ref(UpdateCollege.self))),
    ])
}

/// One college's changes in an update.
public struct UpdateCollege: Sendable, Hashable, Codable, SchemaDescribed {
    public var unitId: String
    public var name: String
    public var changes: [ChangeLine]

    public init(unitId: String, name: String, changes: [ChangeLine]) {
        self.unitId = unitId
        self.name = name
        self.changes = changes
    }

    public static let schema = JSONSchema.object([
        .init("unitId", .string(pattern: "^[0-9]+$")),
        .init("name", .string()),
        .init("changes", .array(.ref(ChangeLine.self))),
    ])
}

/// One change: the site's sentence and, under it, its source.
public struct ChangeLine: Sendable, Hashable, Codable, SchemaDescribed {
    /// "Fall 2025: 9.1% admitted (fall 2024: 9.8%)".
    public var sentence: String
    public var source: String?

    public init(sentence: String, source: String?) {
        self.sentence = sentence
        self.source = source
    }

    public static let schema = JSONSchema.object([
        .init("sentence", .string()),
        .optional("source", .string()),
    ])
}
