public import QuadAPIModels

/// One recorded change of a college's value at a publish (a `dataset_changes` row; `changes.json` in JSON mode).
public struct StoredChange: Sendable, Hashable, Codable {
    /// Row id when the row came from the database.
    @Omittable public var id: JSONValue? = nil
    @Nullable public var unitID: String? = nil
    /// Field path, e.g. `admissions.acceptance_rate`.
    @Nullable public var field: String? = nil
    /// `new_year`, `revised`, `updated`, `appeared`, `disappeared`.
    @Nullable public var kind: String? = nil
    /// Numbers, `[lo, hi]`, objects or words.
    @Nullable public var oldValue: JSONValue? = nil
    @Nullable public var newValue: JSONValue? = nil
    /// Display years ("Fall 2024"); null = no single year.
    @Nullable public var oldYear: String? = nil
    @Nullable public var newYear: String? = nil
    /// Source label cited for the value.
    @Nullable public var source: String? = nil
    /// Only when the kind of source changed.
    @Omittable public var oldSource: String? = nil
    /// Release-calendar label that brought the change.
    @Nullable public var release: String? = nil
    @Nullable public var publishID: String? = nil
    /// ISO timestamp.
    @Nullable public var publishedAt: String? = nil

    public init() {}

    enum CodingKeys: String, CodingKey {
        case id
        case unitID = "unit_id"
        case field, kind
        case oldValue = "old_value"
        case newValue = "new_value"
        case oldYear = "old_year"
        case newYear = "new_year"
        case source
        case oldSource = "old_source"
        case release
        case publishID = "publish_id"
        case publishedAt = "published_at"
    }
}

// MARK: - One-pass reading (see RecordDecodable)

extension StoredChange: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $id = try object.omittable(CodingKeys.id)
        $unitID = try object.nullable(CodingKeys.unitID)
        $field = try object.nullable(CodingKeys.field)
        $kind = try object.nullable(CodingKeys.kind)
        $oldValue = try object.nullable(CodingKeys.oldValue)
        $newValue = try object.nullable(CodingKeys.newValue)
        $oldYear = try object.nullable(CodingKeys.oldYear)
        $newYear = try object.nullable(CodingKeys.newYear)
        $source = try object.nullable(CodingKeys.source)
        $oldSource = try object.omittable(CodingKeys.oldSource)
        $release = try object.nullable(CodingKeys.release)
        $publishID = try object.nullable(CodingKeys.publishID)
        $publishedAt = try object.nullable(CodingKeys.publishedAt)
    }
}
