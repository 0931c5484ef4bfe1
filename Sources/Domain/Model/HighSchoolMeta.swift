/// `data/high-schools/meta.json`: high-school sources, vintages and counts.
public struct HighSchoolMeta: Sendable, Hashable, Codable {
    @Nullable public var generated: String? = nil
    @Nullable public var sources: [String: Source]? = nil
    @Nullable public var vintages: [String: String?]? = nil
    @Nullable public var counts: Counts? = nil
    /// The keys of `sources` in the file's order (the loader reads them; not part of the JSON).
    public var sourceOrder: [String]? = nil

    private enum CodingKeys: String, CodingKey { case generated, sources, vintages, counts }

    public init() {}

    /// A federal collection.
    public struct Source: Sendable, Hashable, Codable {
        @Nullable public var name: String? = nil
        @Nullable public var publisher: String? = nil
        @Nullable public var url: String? = nil
        @Nullable public var retrieved: String? = nil

        public init() {}
    }

    /// Schools by control and by state.
    public struct Counts: Sendable, Hashable, Codable {
        @NullableNumber public var `public`: Double? = nil
        @NullableNumber public var `private`: Double? = nil
        @Nullable public var byState: [String: Double]? = nil

        public init() {}
    }
}
