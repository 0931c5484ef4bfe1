/// The color family a metric belongs to (chips, meters, strips).
public enum MetricDomain: String, Sendable, Hashable, CaseIterable, Codable {
    case admissions, size, scores, access, diversity, value

    /// Display name of the family.
    public var label: String {
        switch self {
        case .admissions: "Admissions"
        case .size: "Size"
        case .scores: "Test scores"
        case .access: "Access"
        case .diversity: "Diversity"
        case .value: "Cost & outcomes"
        }
    }

    /// Palette token the app maps to the family's color (`d-admissions`, …).
    public var colorToken: String {
        "d-" + rawValue
    }
}
