/// Religious affiliation (`school.religion`).
public struct SchoolReligion: Sendable, Hashable, Codable {
    /// IPEDS affiliation; null = no religious affiliation.
    @Nullable public var affiliation: Affiliation? = nil
    /// CCCU full member (present only when true).
    @Omittable public var cccuMember: Bool? = nil

    public init() {}

    enum CodingKeys: String, CodingKey {
        case affiliation
        case cccuMember = "cccu_member"
    }

    /// IPEDS `RELAFFIL` code and label.
    public struct Affiliation: Sendable, Hashable, Codable {
        @Nullable public var code: Int? = nil
        @Nullable public var label: String? = nil

        public init() {}
    }
}

// MARK: - One-pass reading (see RecordDecodable)

extension SchoolReligion: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $affiliation = try object.nullable(CodingKeys.affiliation)
        $cccuMember = try object.omittable(CodingKeys.cccuMember)
    }
}

extension SchoolReligion.Affiliation: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $code = try object.nullable(CodingKeys.code)
        $label = try object.nullable(CodingKeys.label)
    }
}
