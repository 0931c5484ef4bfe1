/// Where entering students stand eight years on, as one 100% bar, with a toggle between groups of students
/// (`outcome-bar`).
public struct OutcomeBarBlock: Sendable, Hashable, Codable, SchemaDescribed {
    /// Earned a credential here → still enrolled → enrolled elsewhere → no record, for the selected group.
    public var segments: [BarSegment]
    /// All / started here / transferred in, bound to a query parameter; absent when only one group has data.
    public var toggle: QueryControl?
    /// The sentence above the bar.
    public var headline: String?
    /// Students in the selected group's cohort.
    public var cohort: Value?

    public init(segments: [BarSegment], toggle: QueryControl? = nil, headline: String? = nil, cohort: Value? = nil) {
        self.segments = segments
        self.toggle = toggle
        self.headline = headline
        self.cohort = cohort
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("outcome-bar")),
        .init("segments", .array(.ref(BarSegment.self), minItems: 1)),
        .optional("toggle", .ref(QueryControl.self)),
        .optional("headline", .string()),
        .optional("cohort", .ref(Value.self)),
    ]).described("Eight-year outcomes as one 100% bar.")
}
