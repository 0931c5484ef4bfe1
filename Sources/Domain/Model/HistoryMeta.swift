/// `data/history/meta.json`: which federal files built the history and the latest year of each kind.
public struct HistoryMeta: Sendable, Hashable, Codable {
    /// ISO date built.
    @Nullable public var built: String? = nil
    @Nullable public var latest: Latest? = nil
    /// Files by family (`adm`, `prices`, `sfa`, …).
    @Nullable public var files: [String: [FileRef]]? = nil
    /// Newest provisional year by family.
    @Nullable public var provisional: [String: Int]? = nil
    /// Per-college history files written.
    @Nullable public var schools: Int? = nil
    /// Colleges covered.
    @Nullable public var universe: Int? = nil

    public init() {}

    /// Latest fall, academic year (its fall) and entering cohort.
    public struct Latest: Sendable, Hashable, Codable {
        @Nullable public var fall: Int? = nil
        @Nullable public var academic: Int? = nil
        @Nullable public var cohort: Int? = nil

        public init() {}
    }

    /// One source file of a family.
    public struct FileRef: Sendable, Hashable, Codable {
        @Nullable public var year: Int? = nil
        /// File name, e.g. "ADM2024".
        @Nullable public var file: String? = nil
        @Nullable public var url: String? = nil
        @Nullable public var revised: Bool? = nil

        public init() {}
    }
}
