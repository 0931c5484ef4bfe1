/// One line of "Who viewed your information": a viewer, what they looked at, and the day (New York time), with how
/// many views it stands for.
public struct AccessLogEntry: Sendable, Hashable, Codable, SchemaDescribed {
    /// The viewer's name, or "A former guardian" once their account is gone or when they have none.
    public var viewer: String
    /// "your student record", "your profile", "your list", "your notes" or "your information".
    public var what: String
    /// The day as shown: "Oct 2, 2026".
    public var day: String
    /// The same day as `YYYY-MM-DD`.
    public var date: String
    /// The latest view that day (ISO 8601).
    public var latestAt: String
    /// Views that day.
    public var count: Int
    /// The whole line: "Mom viewed your list on Oct 2, 2026".
    public var text: String

    public init(viewer: String, what: String, day: String, date: String, latestAt: String, count: Int, text: String) {
        self.viewer = viewer
        self.what = what
        self.day = day
        self.date = date
        self.latestAt = latestAt
        self.count = count
        self.text = text
    }

    public static let schema = JSONSchema.object([
        .init("viewer", .string()),
        .init("what", .string()),
        .init("day", .string()),
        .init("date", .string(format: "date")),
        .init("latestAt", .string(format: "date-time")),
        .init("count", .integer(minimum: 1)),
        .init("text", .string()),
    ])
}
