/// `GET /meta`: what the About screen shows and what the app validates its caches against.
public struct MetaResponse: Sendable, Hashable, Codable, SchemaDescribed {
    /// Dataset publish id (also in every public response's `X-Dataset-Publish`).
    public var publish: String
    /// Date the dataset's sources were retrieved (`YYYY-MM-DD`).
    public var retrieved: String
    /// The source registry, in the dataset's order.
    public var sources: [SourceInfo]
    /// Release year ("vintage") of each source family: key → display year, or `null` for "most recent release".
    public var vintages: [String: String?]
    /// Number of colleges in the dataset.
    public var colleges: Int
    public var build: BuildInfo
    /// What the About screen says.
    public var about: AboutInfo

    public init(publish: String, retrieved: String, sources: [SourceInfo], vintages: [String: String?], colleges: Int,
                build: BuildInfo, about: AboutInfo) {
        self.publish = publish
        self.retrieved = retrieved
        self.sources = sources
        self.vintages = vintages
        self.colleges = colleges
        self.build = build
        self.about = about
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(publish, forKey: .publish)
        try c.encode(retrieved, forKey: .retrieved)
        try c.encode(sources, forKey: .sources)
        // Keep null years as JSON null (the default dictionary encoding would drop them).
        let years = vintages.mapValues { $0.map(JSONValue.string) ?? .null }
        try c.encode(years, forKey: .vintages)
        try c.encode(colleges, forKey: .colleges)
        try c.encode(build, forKey: .build)
        try c.encode(about, forKey: .about)
    }

    public static let schema = JSONSchema.object([
        .init("publish", .string()),
        .init("retrieved", .string()),
        .init("sources", .array(.ref(SourceInfo.self))),
        .init("vintages", .map(.nullable(.string()))),
        .init("colleges", .integer(minimum: 0)),
        .init("build", .ref(BuildInfo.self)),
        .init("about", .ref(AboutInfo.self)),
    ]).described("Dataset publish id, sources, release years, the server build, and the About screen's text.")
}

/// One entry of the source registry.
public struct SourceInfo: Sendable, Hashable, Codable, SchemaDescribed {
    public var key: String
    public var label: String
    public var publisher: String
    public var edition: String
    public var url: String
    public var description: String

    public init(key: String, label: String, publisher: String, edition: String, url: String, description: String) {
        self.key = key
        self.label = label
        self.publisher = publisher
        self.edition = edition
        self.url = url
        self.description = description
    }

    public static let schema = JSONSchema.object([
        .init("key", .string()),
        .init("label", .string()),
        .init("publisher", .string()),
        .init("edition", .string()),
        .init("url", .string()),
        .init("description", .string()),
    ])
}

/// The server build that produced a response.
public struct BuildInfo: Sendable, Hashable, Codable, SchemaDescribed {
    /// Server version.
    public var version: String
    /// Source revision the binary was built from, when known.
    public var commit: String?
    /// API version prefix (`v1`).
    public var api: String

    public init(version: String, commit: String?, api: String) {
        self.version = version
        self.commit = commit
        self.api = api
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(version, forKey: .version)
        try c.encode(commit, forKey: .commit)
        try c.encode(api, forKey: .api)
    }

    public static let schema = JSONSchema.object([
        .init("version", .string()),
        .init("commit", .nullable(.string())),
        .init("api", .string()),
    ])
}

/// The About screen's words: the site's tagline, what the site is, the "About the data" paragraph, and its links.
public struct AboutInfo: Sendable, Hashable, Codable, SchemaDescribed {
    /// "College data, decoded."
    public var tagline: String
    /// The line after the tagline.
    public var summary: String
    /// "About the data".
    public var dataHeading: String
    /// Markdown; glossary terms link to `/glossary#key`.
    public var data: String
    /// "See all sources" (the Data page) and "Release notes".
    public var links: [Link]

    public init(tagline: String, summary: String, dataHeading: String, data: String, links: [Link]) {
        self.tagline = tagline
        self.summary = summary
        self.dataHeading = dataHeading
        self.data = data
        self.links = links
    }

    public static let schema = JSONSchema.object([
        .init("tagline", .string()),
        .init("summary", .string()),
        .init("dataHeading", .string()),
        .init("data", .string()),
        .init("links", .array(.ref(Link.self))),
    ]).described("What the About screen shows.")
}
