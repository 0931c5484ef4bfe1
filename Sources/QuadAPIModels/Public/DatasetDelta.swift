/// `GET /changes?since={publish}`: what went stale since the publish a client last saw, so it revalidates only
/// those documents (beyond the site).
///
/// `full: true` means "revalidate everything": `since` is not a publish this server knows, is older than the history
/// it keeps, or a publish since then changed something every document may show (a shared file, colleges added or
/// removed). Otherwise `documents` lists URL patterns (`*` matches any run of characters, the query included) of the
/// documents that may have changed; every other document the client holds is still current, and a conditional
/// request for a listed one may well get a 304.
public struct DatasetDelta: Sendable, Hashable, Codable, SchemaDescribed {
    /// Revalidate every document.
    public var full: Bool
    /// The publish asked about, as given.
    public var since: String
    /// The publish this server serves now (`X-Dataset-Publish`).
    public var current: String
    /// The publishes after `since`, oldest first (empty when `since` is current or `full` is true).
    public var publishes: [DeltaPublish]
    /// Colleges whose own data changed, in ascending id order.
    public var colleges: [String]
    /// URL patterns of the documents that may be stale.
    public var documents: [String]

    public init(full: Bool, since: String, current: String, publishes: [DeltaPublish] = [], colleges: [String] = [],
                documents: [String] = []) {
        self.full = full
        self.since = since
        self.current = current
        self.publishes = publishes
        self.colleges = colleges
        self.documents = documents
    }

    public static let schema = JSONSchema.object([
        .init("full", .boolean),
        .init("since", .string()),
        .init("current", .string()),
        .init("publishes", .array(.ref(DeltaPublish.self))),
        .init("colleges", .array(.string(pattern: "^[0-9]+$"))),
        .init("documents", .array(.string())),
    ])
}

/// One publish in a ``DatasetDelta``.
public struct DeltaPublish: Sendable, Hashable, Codable, SchemaDescribed {
    /// The publish id (`X-Dataset-Publish`).
    public var publish: String
    /// ISO 8601.
    public var publishedAt: String
    /// Reported changes it recorded (the profile's "what changed").
    public var changes: Int

    public init(publish: String, publishedAt: String, changes: Int) {
        self.publish = publish
        self.publishedAt = publishedAt
        self.changes = changes
    }

    public static let schema = JSONSchema.object([
        .init("publish", .string()),
        .init("publishedAt", .string(format: "date-time")),
        .init("changes", .integer(minimum: 0)),
    ])
}
