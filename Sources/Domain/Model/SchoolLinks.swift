/// Official links (`school.links`); null = the college reported none.
public struct SchoolLinks: Sendable, Hashable, Codable {
    @Nullable public var website: String? = nil
    /// The federally required net price calculator.
    @Nullable public var priceCalculator: String? = nil
    @Nullable public var admissions: String? = nil
    @Nullable public var apply: String? = nil
    @Nullable public var financialAid: String? = nil
    @Nullable public var visit: String? = nil
    @Nullable public var virtualTour: String? = nil
    @Nullable public var veterans: String? = nil
    @Nullable public var disabilityServices: String? = nil

    public init() {}

    enum CodingKeys: String, CodingKey {
        case website
        case priceCalculator = "price_calculator"
        case admissions, apply
        case financialAid = "financial_aid"
        case visit
        case virtualTour = "virtual_tour"
        case veterans
        case disabilityServices = "disability_services"
    }
}

// MARK: - One-pass reading (see RecordDecodable)

extension SchoolLinks: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $website = try object.nullable(CodingKeys.website)
        $priceCalculator = try object.nullable(CodingKeys.priceCalculator)
        $admissions = try object.nullable(CodingKeys.admissions)
        $apply = try object.nullable(CodingKeys.apply)
        $financialAid = try object.nullable(CodingKeys.financialAid)
        $visit = try object.nullable(CodingKeys.visit)
        $virtualTour = try object.nullable(CodingKeys.virtualTour)
        $veterans = try object.nullable(CodingKeys.veterans)
        $disabilityServices = try object.nullable(CodingKeys.disabilityServices)
    }
}
