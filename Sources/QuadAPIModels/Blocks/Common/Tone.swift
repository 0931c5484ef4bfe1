/// How a takeaway reads: the accent the app gives it.
public enum Tone: String, Sendable, Hashable, Codable, CaseIterable, SchemaDescribed {
    /// A plain statement.
    case neutral
    /// Good news for the reader (generous aid, high graduation).
    case positive
    /// Something to weigh (heavy borrowing, a low rate).
    case caution

    public static let schema = JSONSchema.oneOfStrings(allCases.map(\.rawValue))
        .described("Accent of a takeaway.")
}
