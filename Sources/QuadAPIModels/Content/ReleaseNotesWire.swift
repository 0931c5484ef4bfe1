/// `GET /release-notes`: every note, newest first, grouped by day, with the kinds of change and their counts.
public struct ReleaseNotesIndexResponse: Sendable, Hashable, Codable, SchemaDescribed {
    public var title: String
    public var url: String
    public var eyebrow: String
    /// "What's new".
    public var headline: String
    /// Markdown.
    public var intro: String
    /// Notes in all, and the word beside the count ("releases").
    public var count: Int
    public var countLabel: String
    /// "Kinds of change".
    public var kindsHeading: String
    /// The kinds some note has, in the legend's order.
    public var kinds: [ReleaseKindInfo]
    public var days: [ReleaseDay]
    public var publish: String

    public init(title: String, url: String, eyebrow: String, headline: String, intro: String, count: Int,
                countLabel: String, kindsHeading: String, kinds: [ReleaseKindInfo], days: [ReleaseDay], publish: String) {
        self.title = title
        self.url = url
        self.eyebrow = eyebrow
        self.headline = headline
        self.intro = intro
        self.count = count
        self.countLabel = countLabel
        self.kindsHeading = kindsHeading
        self.kinds = kinds
        self.days = days
        self.publish = publish
    }

    public static let schema = JSONSchema.object([
        .init("title", .string()),
        .init("url", .string()),
        .init("eyebrow", .string()),
        .init("headline", .string()),
        .init("intro", .string()),
        .init("count", .integer(minimum: 0)),
        .init("countLabel", .string()),
        .init("kindsHeading", .string()),
        .init("kinds", .array(.ref(ReleaseKindInfo.self))),
        .init("days", .array(.ref(ReleaseDay.self))),
        .init("publish", .string()),
    ]).described("The release notes index: kinds of change with counts, and the notes by day.")
}

/// A kind of change and how many notes have it.
public struct ReleaseKindInfo: Sendable, Hashable, Codable, SchemaDescribed {
    public var key: String
    public var label: String
    public var description: String
    /// Palette token of the kind's dot.
    public var color: String
    public var count: Int

    public init(key: String, label: String, description: String, color: String, count: Int) {
        self.key = key
        self.label = label
        self.description = description
        self.color = color
        self.count = count
    }

    public static let schema = JSONSchema.object([
        .init("key", .string()),
        .init("label", .string()),
        .init("description", .string()),
        .init("color", .colorToken),
        .init("count", .integer(minimum: 0)),
    ])
}

/// The notes of one day.
public struct ReleaseDay: Sendable, Hashable, Codable, SchemaDescribed {
    /// `YYYY-MM-DD`, also the day's anchor (`day-YYYY-MM-DD`).
    public var date: String
    /// "September 29, 2026".
    public var label: String
    public var notes: [ReleaseNoteEntry]

    public init(date: String, label: String, notes: [ReleaseNoteEntry]) {
        self.date = date
        self.label = label
        self.notes = notes
    }

    public static let schema = JSONSchema.object([
        .init("date", .string(pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$")),
        .init("label", .string()),
        .init("notes", .array(.ref(ReleaseNoteEntry.self))),
    ])
}

/// One note in the index.
public struct ReleaseNoteEntry: Sendable, Hashable, Codable, SchemaDescribed {
    public var slug: String
    public var href: String
    public var kind: String
    public var kindLabel: String
    public var color: String
    public var pr: Int
    /// "#123".
    public var prLabel: String
    public var title: String
    public var summary: String

    public init(slug: String, href: String, kind: String, kindLabel: String, color: String, pr: Int, prLabel: String,
                title: String, summary: String) {
        self.slug = slug
        self.href = href
        self.kind = kind
        self.kindLabel = kindLabel
        self.color = color
        self.pr = pr
        self.prLabel = prLabel
        self.title = title
        self.summary = summary
    }

    public static let schema = JSONSchema.object([
        .init("slug", .string()),
        .init("href", .string()),
        .init("kind", .string()),
        .init("kindLabel", .string()),
        .init("color", .colorToken),
        .init("pr", .integer(minimum: 1)),
        .init("prLabel", .string()),
        .init("title", .string()),
        .init("summary", .string()),
    ])
}

/// `GET /release-notes/{slug}`: one note, rendered.
public struct ReleaseNotePageResponse: Sendable, Hashable, Codable, SchemaDescribed {
    public var slug: String
    public var title: String
    public var url: String
    /// "Release notes" back to the index.
    public var breadcrumb: Link
    public var kind: String
    public var kindLabel: String
    public var color: String
    public var date: String
    public var dateLabel: String
    /// "Pull request #123" on GitHub.
    public var pullRequest: Link
    public var summary: String
    public var html: String
    public var toc: [ContentHeading]
    public var older: ContentPager?
    public var newer: ContentPager?
    public var publish: String

    public init(slug: String, title: String, url: String, breadcrumb: Link, kind: String, kindLabel: String,
                color: String, date: String, dateLabel: String, pullRequest: Link, summary: String, html: String,
                toc: [ContentHeading], older: ContentPager? = nil, newer: ContentPager? = nil, publish: String) {
        self.slug = slug
        self.title = title
        self.url = url
        self.breadcrumb = breadcrumb
        self.kind = kind
        self.kindLabel = kindLabel
        self.color = color
        self.date = date
        self.dateLabel = dateLabel
        self.pullRequest = pullRequest
        self.summary = summary
        self.html = html
        self.toc = toc
        self.older = older
        self.newer = newer
        self.publish = publish
    }

    public static let schema = JSONSchema.object([
        .init("slug", .string()),
        .init("title", .string()),
        .init("url", .string()),
        .init("breadcrumb", .ref(Link.self)),
        .init("kind", .string()),
        .init("kindLabel", .string()),
        .init("color", .colorToken),
        .init("date", .string(pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$")),
        .init("dateLabel", .string()),
        .init("pullRequest", .ref(Link.self)),
        .init("summary", .string()),
        .init("html", .string()),
        .init("toc", .array(.ref(ContentHeading.self))),
        .optional("older", .ref(ContentPager.self)),
        .optional("newer", .ref(ContentPager.self)),
        .init("publish", .string()),
    ]).described("A release note: kind, date, pull request, and its rendered HTML with a table of contents.")
}
