/// `GET /roadmap`: the counts, the complexity scale, and the specs by group.
public struct RoadmapIndexResponse: Sendable, Hashable, Codable, SchemaDescribed {
    public var title: String
    public var url: String
    /// The small line above the headline ("Roadmap").
    public var eyebrow: String
    /// "What's coming next".
    public var headline: String
    /// Markdown.
    public var intro: String
    /// Specs that are planned work (every status but `idea`), and ideas.
    public var planned: Int
    public var ideas: Int
    /// The words beside the count ("specs planned · 8 ideas").
    public var countLabel: String
    public var complexity: RoadmapScale
    public var groups: [RoadmapGroup]
    public var publish: String

    public init(title: String, url: String, eyebrow: String, headline: String, intro: String, planned: Int, ideas: Int,
                countLabel: String, complexity: RoadmapScale, groups: [RoadmapGroup], publish: String) {
        self.title = title
        self.url = url
        self.eyebrow = eyebrow
        self.headline = headline
        self.intro = intro
        self.planned = planned
        self.ideas = ideas
        self.countLabel = countLabel
        self.complexity = complexity
        self.groups = groups
        self.publish = publish
    }

    public static let schema = JSONSchema.object([
        .init("title", .string()),
        .init("url", .string()),
        .init("eyebrow", .string()),
        .init("headline", .string()),
        .init("intro", .string()),
        .init("planned", .integer(minimum: 0)),
        .init("ideas", .integer(minimum: 0)),
        .init("countLabel", .string()),
        .init("complexity", .ref(RoadmapScale.self)),
        .init("groups", .array(.ref(RoadmapGroup.self))),
        .init("publish", .string()),
    ]).described("The roadmap index: counts, the complexity scale and the specs by group.")
}

/// "How complexity is rated": each level with its description and how many specs have it.
public struct RoadmapScale: Sendable, Hashable, Codable, SchemaDescribed {
    public var heading: String
    public var levels: [RoadmapLevel]

    public init(heading: String, levels: [RoadmapLevel]) {
        self.heading = heading
        self.levels = levels
    }

    public static let schema = JSONSchema.object([
        .init("heading", .string()),
        .init("levels", .array(.ref(RoadmapLevel.self))),
    ])
}

/// One level of the complexity scale.
public struct RoadmapLevel: Sendable, Hashable, Codable, SchemaDescribed {
    public var level: Int
    public var label: String
    public var description: String
    /// Specs with this complexity, and the words printed for it ("4 specs").
    public var specs: Int
    public var specsLabel: String

    public init(level: Int, label: String, description: String, specs: Int, specsLabel: String) {
        self.level = level
        self.label = label
        self.description = description
        self.specs = specs
        self.specsLabel = specsLabel
    }

    public static let schema = JSONSchema.object([
        .init("level", .integer(minimum: 1)),
        .init("label", .string()),
        .init("description", .string()),
        .init("specs", .integer(minimum: 0)),
        .init("specsLabel", .string()),
    ])
}

/// A section of the roadmap index.
public struct RoadmapGroup: Sendable, Hashable, Codable, SchemaDescribed {
    public var key: String
    public var title: String
    public var description: String
    /// "Read the … overview".
    public var overview: Link?
    public var specs: [RoadmapEntry]

    public init(key: String, title: String, description: String, overview: Link? = nil, specs: [RoadmapEntry]) {
        self.key = key
        self.title = title
        self.description = description
        self.overview = overview
        self.specs = specs
    }

    public static let schema = JSONSchema.object([
        .init("key", .anchorID),
        .init("title", .string()),
        .init("description", .string()),
        .optional("overview", .ref(Link.self)),
        .init("specs", .array(.ref(RoadmapEntry.self))),
    ])
}

/// One spec in the roadmap index.
public struct RoadmapEntry: Sendable, Hashable, Codable, SchemaDescribed {
    public var slug: String
    /// The spec's site URL.
    public var href: String
    public var title: String
    public var summary: String
    public var status: String
    /// The status badge; absent for a planned spec (the site shows none).
    public var statusLabel: String?
    /// "Source: …".
    public var source: String?
    /// "After: …": the specs that ship first.
    public var after: [Link]
    public var complexity: RoadmapComplexity

    public init(slug: String, href: String, title: String, summary: String, status: String, statusLabel: String? = nil,
                source: String? = nil, after: [Link] = [], complexity: RoadmapComplexity) {
        self.slug = slug
        self.href = href
        self.title = title
        self.summary = summary
        self.status = status
        self.statusLabel = statusLabel
        self.source = source
        self.after = after
        self.complexity = complexity
    }

    public static let schema = JSONSchema.object([
        .init("slug", .string()),
        .init("href", .string()),
        .init("title", .string()),
        .init("summary", .string()),
        .init("status", .string()),
        .optional("statusLabel", .string()),
        .optional("source", .string()),
        .init("after", .array(.ref(Link.self))),
        .init("complexity", .ref(RoadmapComplexity.self)),
    ])
}

/// A spec's complexity: the meter's level, its name, and why (on the spec's own page).
public struct RoadmapComplexity: Sendable, Hashable, Codable, SchemaDescribed {
    public var level: Int
    /// Out of how many levels the meter has.
    public var of: Int
    public var label: String
    public var note: String?

    public init(level: Int, of: Int, label: String, note: String? = nil) {
        self.level = level
        self.of = of
        self.label = label
        self.note = note
    }

    public static let schema = JSONSchema.object([
        .init("level", .integer(minimum: 1)),
        .init("of", .integer(minimum: 1)),
        .init("label", .string()),
        .optional("note", .string()),
    ])
}

/// `GET /roadmap/{slug}`: a spec or overview page, rendered.
public struct RoadmapPageResponse: Sendable, Hashable, Codable, SchemaDescribed {
    public var slug: String
    public var title: String
    public var url: String
    /// "Roadmap" back to the index.
    public var breadcrumb: Link
    /// The group's title, for a spec.
    public var group: String?
    public var summary: String?
    /// Specs only: complexity, status, what it builds on and its source data.
    public var complexity: RoadmapComplexity?
    public var status: String?
    public var statusLabel: String?
    /// "Builds on …".
    public var after: [Link]
    /// "Source data": the page's source, "Multiple sources" for a spec without one.
    public var source: String?
    /// The body as HTML (GitHub tables and autolinks; raw HTML in the source shown as text).
    public var html: String
    /// "On this page": the level-2 headings.
    public var toc: [ContentHeading]
    public var previous: ContentPager?
    public var next: ContentPager?
    public var publish: String

    public init(slug: String, title: String, url: String, breadcrumb: Link, group: String? = nil, summary: String? = nil,
                complexity: RoadmapComplexity? = nil, status: String? = nil, statusLabel: String? = nil,
                after: [Link] = [], source: String? = nil, html: String, toc: [ContentHeading],
                previous: ContentPager? = nil, next: ContentPager? = nil, publish: String) {
        self.slug = slug
        self.title = title
        self.url = url
        self.breadcrumb = breadcrumb
        self.group = group
        self.summary = summary
        self.complexity = complexity
        self.status = status
        self.statusLabel = statusLabel
        self.after = after
        self.source = source
        self.html = html
        self.toc = toc
        self.previous = previous
        self.next = next
        self.publish = publish
    }

    public static let schema = JSONSchema.object([
        .init("slug", .string()),
        .init("title", .string()),
        .init("url", .string()),
        .init("breadcrumb", .ref(Link.self)),
        .optional("group", .string()),
        .optional("summary", .string()),
        .optional("complexity", .ref(RoadmapComplexity.self)),
        .optional("status", .string()),
        .optional("statusLabel", .string()),
        .init("after", .array(.ref(Link.self))),
        .optional("source", .string()),
        .init("html", .string()),
        .init("toc", .array(.ref(ContentHeading.self))),
        .optional("previous", .ref(ContentPager.self)),
        .optional("next", .ref(ContentPager.self)),
        .init("publish", .string()),
    ]).described("A roadmap page: the spec's facts and its rendered HTML with a table of contents.")
}
