/// `data/release-calendar.json`: expected releases, files not used yet, and sources being watched.
public struct ReleaseCalendar: Sendable, Hashable, Codable {
    /// ISO date the calendar was last reviewed.
    @Nullable public var reviewed: String? = nil
    @Nullable public var releases: [Release]? = nil
    @Nullable public var notUsedYet: [UnusedFile]? = nil
    @Nullable public var watching: [WatchedSource]? = nil

    public init() {}

    /// One expected or past release.
    public struct Release: Sendable, Hashable, Codable {
        @Nullable public var id: String? = nil
        /// `ipeds`, `scorecard`, `colleges`.
        @Nullable public var source: String? = nil
        @Nullable public var label: String? = nil
        /// What the release brings, in words.
        @Nullable public var brings: [String]? = nil
        /// Vintage keys it updates.
        @Nullable public var updates: [String]? = nil
        /// "YYYY-MM" or null (irregular).
        @Nullable public var expected: String? = nil
        @Omittable public var expectedEnd: String? = nil
        /// `estimated`, `confirmed`, `published`.
        @Nullable public var status: String? = nil
        @Omittable public var published: String? = nil
        @Nullable public var basis: String? = nil
        @Omittable public var url: String? = nil
        @Omittable public var files: [String]? = nil
        @Omittable public var filesUpdatedAfter: String? = nil
        @Omittable public var note: String? = nil

        public init() {}
    }

    /// A released file the site does not use yet.
    public struct UnusedFile: Sendable, Hashable, Codable {
        @Nullable public var file: String? = nil
        @Nullable public var released: String? = nil
        @Nullable public var what: String? = nil
        @Nullable public var url: String? = nil

        public init() {}
    }

    /// A source being watched.
    public struct WatchedSource: Sendable, Hashable, Codable {
        @Nullable public var id: String? = nil
        @Nullable public var name: String? = nil
        @Nullable public var status: String? = nil
        @Nullable public var summary: String? = nil
        @Nullable public var latest: String? = nil
        @Nullable public var why: String? = nil
        @Nullable public var links: [LabeledLink]? = nil

        public init() {}
    }

    /// A label and a URL.
    public struct LabeledLink: Sendable, Hashable, Codable {
        @Nullable public var label: String? = nil
        @Nullable public var url: String? = nil

        public init() {}
    }
}
