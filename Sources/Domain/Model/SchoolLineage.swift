/// Per-field source records (`school.lineage`), keyed by registered field path
/// (e.g. `"admissions.acceptance_rate"`). Only fields whose source differs from the registry default appear.
public typealias SchoolLineage = [String: LineageRecord]

/// Where one value came from. Omitted parts fall back to the source's defaults in meta.json.
///
/// Whether `year` is present matters: a record with a `year` key (even `null`) overrides the vintage year, so check
/// `$year.isKeyPresent` (or ``hasYear``), not only `year != nil`.
public struct LineageRecord: Sendable, Hashable, Codable {
    /// Source key, e.g. `ipeds-adm`, `cds`, `college-site`.
    @Nullable public var source: String? = nil
    /// Display year ("Fall 2024", "2024–25"); `null` = no single year.
    @Omittable public var year: String? = nil
    @Omittable public var url: String? = nil
    @Omittable public var retrieved: String? = nil
    /// `reported`, `derived`, `extracted`.
    @Omittable public var method: String? = nil
    /// Verbatim text the value came from.
    @Omittable public var quote: String? = nil
    @Omittable public var page: Int? = nil
    /// CDS edition the value came from.
    @Omittable public var edition: String? = nil
    /// Workbook sheet and cell.
    @Omittable public var cell: String? = nil
    /// Fillable-PDF field name.
    @Omittable public var field: String? = nil

    public init() {}

    public init(source: String?) {
        self.source = source
    }

    /// True when the record carries a `year` key, `null` included.
    public var hasYear: Bool { $year.isKeyPresent }
}

// MARK: - One-pass reading (see RecordDecodable)

extension LineageRecord: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $source = try object.nullable(CodingKeys.source)
        $year = try object.omittable(CodingKeys.year)
        $url = try object.omittable(CodingKeys.url)
        $retrieved = try object.omittable(CodingKeys.retrieved)
        $method = try object.omittable(CodingKeys.method)
        $quote = try object.omittable(CodingKeys.quote)
        $page = try object.omittable(CodingKeys.page)
        $edition = try object.omittable(CodingKeys.edition)
        $cell = try object.omittable(CodingKeys.cell)
        $field = try object.omittable(CodingKeys.field)
    }
}
