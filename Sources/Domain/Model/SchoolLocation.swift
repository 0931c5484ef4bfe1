/// Where a college is (`school.location`).
public struct SchoolLocation: Sendable, Hashable, Codable {
    /// City (required).
    public var city: String
    /// USPS state code (required), e.g. `"TX"`.
    public var state: String
    /// ZIP code as written (may carry the +4 part).
    @Nullable public var zip: String? = nil
    /// Census-style region derived from the state, e.g. `"Southwest"`.
    @Nullable public var region: String? = nil
    /// Campus latitude (IPEDS directory).
    @NullableNumber public var lat: Double? = nil
    /// Campus longitude (IPEDS directory).
    @NullableNumber public var lng: Double? = nil

    public init(city: String, state: String) {
        self.city = city
        self.state = state
    }

    enum CodingKeys: String, CodingKey {
        case city, state, zip, region, lat, lng
    }
}

// MARK: - One-pass reading (see RecordDecodable)

extension SchoolLocation: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init(city: try object.required(CodingKeys.city), state: try object.required(CodingKeys.state))
        $zip = try object.nullable(CodingKeys.zip)
        $region = try object.nullable(CodingKeys.region)
        $lat = try object.nullable(CodingKeys.lat)
        $lng = try object.nullable(CodingKeys.lng)
    }
}
