/// One row of `data/aliases.json`: another name a college is searched by.
public struct AliasRow: Sendable, Hashable, Codable {
    @Nullable public var unitID: String? = nil
    /// The alias as written.
    @Nullable public var alias: String? = nil
    /// Normalized search key (accents stripped, lowercase, `[a-z0-9]` only).
    @Nullable public var key: String? = nil
    /// `curated`, `ipeds`, `wikidata`, `domain`.
    @Nullable public var source: String? = nil
    @NullableNumber public var weight: Double? = nil

    public init() {}

    public init(unitID: String?, alias: String?, key: String?, source: String?, weight: Double?) {
        self.unitID = unitID
        self.alias = alias
        self.key = key
        self.source = source
        self.weight = weight
    }

    enum CodingKeys: String, CodingKey {
        case unitID = "unit_id"
        case alias, key, source, weight
    }
}

// MARK: - One-pass reading (see RecordDecodable)

extension AliasRow: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $unitID = try object.nullable(CodingKeys.unitID)
        $alias = try object.nullable(CodingKeys.alias)
        $key = try object.nullable(CodingKeys.key)
        $source = try object.nullable(CodingKeys.source)
        $weight = try object.nullable(CodingKeys.weight)
    }
}
