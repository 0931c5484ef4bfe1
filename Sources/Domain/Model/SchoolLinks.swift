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
