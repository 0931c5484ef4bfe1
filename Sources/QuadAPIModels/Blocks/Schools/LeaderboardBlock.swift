/// A ranked list of colleges by one figure, with bars (`leaderboard`).
public struct LeaderboardBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var title: String
    /// Small print under the title ("Median, 10 yrs after entry · 1,000+ undergrads").
    public var caption: String?
    /// Best first.
    public var rows: [LeaderboardRow]
    /// "See all in Explore".
    public var more: Link?
    /// Glossary entry of the title's info tip.
    public var term: String?
    /// Palette token of the bars (the measure's color family).
    public var color: String?

    public init(title: String, caption: String? = nil, rows: [LeaderboardRow], more: Link? = nil, term: String? = nil,
                color: String? = nil) {
        self.title = title
        self.caption = caption
        self.rows = rows
        self.more = more
        self.term = term
        self.color = color
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("leaderboard")),
        .init("title", .string()),
        .optional("caption", .string()),
        .init("rows", .array(.ref(LeaderboardRow.self))),
        .optional("more", .ref(Link.self)),
        .optional("term", .termKey),
        .optional("color", .colorToken),
    ]).described("A ranked list of colleges.")
}

/// One college of a ``LeaderboardBlock``.
///
/// Compare's key differences are a leaderboard too: one row per difference, largest first, with the college that
/// leads as `school`, its figure as `value`, the sentence as `label`, the measure's glossary key as `term` and its
/// color family as `color`, and the size of the gap (0 to 1) as `fill`.
public struct LeaderboardRow: Sendable, Hashable, Codable, SchemaDescribed {
    public var school: SchoolRef
    public var value: Value
    /// Bar length as a share of the track.
    public var fill: Double?
    /// Competition rank when the list has ties (1, 2, 2, 4); absent when rows are simply in order.
    public var rank: Int?
    /// A line under the name ("12,345 → 20,000").
    public var detail: String?
    /// A sentence shown in place of the college's name (a compare key difference).
    public var label: String?
    /// Glossary key of the measure.
    public var term: String?
    /// Palette token of the bar.
    public var color: String?

    public init(school: SchoolRef, value: Value, fill: Double? = nil, rank: Int? = nil, detail: String? = nil,
                label: String? = nil, term: String? = nil, color: String? = nil) {
        self.school = school
        self.value = value
        self.fill = fill
        self.rank = rank
        self.detail = detail
        self.label = label
        self.term = term
        self.color = color
    }

    public static let schema = JSONSchema.object([
        .init("school", .ref(SchoolRef.self)),
        .init("value", .ref(Value.self)),
        .optional("fill", .fraction),
        .optional("rank", .integer(minimum: 1)),
        .optional("detail", .string()),
        .optional("label", .string()),
        .optional("term", .termKey),
        .optional("color", .colorToken),
    ])
}
