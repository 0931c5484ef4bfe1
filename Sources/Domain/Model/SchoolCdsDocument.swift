/// The Common Data Set a college's fields came from (`school.cds`).
public struct SchoolCdsDocument: Sendable, Hashable, Codable {
    /// Edition, e.g. "2024–25".
    @Nullable public var edition: String? = nil
    @Nullable public var url: String? = nil

    public init() {}

    public init(edition: String?, url: String?) {
        self.edition = edition
        self.url = url
    }
}

// MARK: - One-pass reading (see RecordDecodable)

extension SchoolCdsDocument: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $edition = try object.nullable(CodingKeys.edition)
        $url = try object.nullable(CodingKeys.url)
    }
}
