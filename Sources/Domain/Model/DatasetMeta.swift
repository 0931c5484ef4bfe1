/// `data/meta.json`: the source registry and the display year of each release.
public struct DatasetMeta: Sendable, Hashable, Codable {
    /// ISO date the dataset was retrieved, e.g. "2026-10-04".
    @Nullable public var retrieved: String? = nil
    /// Sources by key (`scorecard`, `ipeds-adm`, …). Keys may be missing: resolve them to a placeholder.
    @Nullable public var sources: [String: SourceInfo]? = nil
    /// Display year by vintage key (`ipeds-adm` → "Fall 2024"); null = no single year.
    @Nullable public var vintages: [String: String?]? = nil

    public init() {}

    /// One citable source.
    public struct SourceInfo: Sendable, Hashable, Codable {
        @Nullable public var label: String? = nil
        @Nullable public var publisher: String? = nil
        /// Which release, e.g. "Fall 2024 (ADM2024)".
        @Nullable public var edition: String? = nil
        @Nullable public var url: String? = nil
        @Nullable public var description: String? = nil

        public init() {}

        public init(label: String?, publisher: String?, edition: String?, url: String?, description: String?) {
            self.label = label
            self.publisher = publisher
            self.edition = edition
            self.url = url
            self.description = description
        }
    }
}
