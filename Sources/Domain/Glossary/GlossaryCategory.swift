/// The sections of the glossary, in the order the site lists them.
///
/// The raw value is a stable slug for the wire and for URLs; ``displayName`` is the heading shown to people.
public enum GlossaryCategory: String, CaseIterable, Sendable {
    case admissions = "admissions"
    case testScores = "test-scores"
    case studentsAccess = "students-access"
    case costOutcomes = "cost-outcomes"
    case schoolTypes = "school-types"
    case howWeMeasure = "how-we-measure"
    case dataSources = "data-sources"
    case highSchools = "high-schools"
    case yourAccount = "your-account"

    /// The section heading ("Students & access").
    public var displayName: String {
        switch self {
        case .admissions: "Admissions"
        case .testScores: "Test scores"
        case .studentsAccess: "Students & access"
        case .costOutcomes: "Cost & outcomes"
        case .schoolTypes: "School types"
        case .howWeMeasure: "How we measure"
        case .dataSources: "Data sources"
        case .highSchools: "High schools"
        case .yourAccount: "Your account"
        }
    }
}
