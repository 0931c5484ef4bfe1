/// Colleges as tappable chips with crests (`school-chips`; "Try:" chips, similar schools).
public struct SchoolChipsBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var schools: [SchoolRef]
    /// Why each college is here, by college id ("Similar selectivity", "Also public").
    public var reasons: [String: [String]]?
    /// The words before the chips ("Try:").
    public var label: String?
    /// The text of each chip when it is not the college's name (a short name: "UCLA", "Michigan"), by college id.
    public var names: [String: String]?
    /// The figures line under each college's name on a similar-school card ("66% admit · SAT 1200 · 3.2K
    /// undergrads"), by college id.
    public var figures: [String: FigureLine]?

    public init(schools: [SchoolRef], reasons: [String: [String]]? = nil, label: String? = nil,
                names: [String: String]? = nil, figures: [String: FigureLine]? = nil) {
        self.schools = schools
        self.reasons = reasons
        self.label = label
        self.names = names
        self.figures = figures
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("school-chips")),
        .init("schools", .array(.ref(SchoolRef.self))),
        .optional("reasons", .map(.array(.string(), maxItems: 3))),
        .optional("label", .string()),
        .optional("names", .map(.string())),
        .optional("figures", .map(.ref(FigureLine.self))),
    ]).described("Colleges as chips.")
}
