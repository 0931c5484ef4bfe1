/// How the years of a series read: `fall` terms ("Fall 2024", axis "2024"), `academic` years ("2023–24"), or entering
/// `cohort`s ("the class that entered fall 2014"). A year number is always the calendar year of the fall term.
public enum YearKind: String, Sendable, Hashable, Codable, CaseIterable, SchemaDescribed {
    case fall
    case academic
    case cohort

    public static let schema = JSONSchema.oneOfStrings(allCases.map(\.rawValue))
        .described("How a series' years are labeled.")
}

/// A run of years, both ends included.
public struct YearWindow: Sendable, Hashable, Codable, SchemaDescribed {
    public var from: Int
    public var to: Int

    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }

    public static let schema = JSONSchema.object([
        .init("from", .year),
        .init("to", .year),
    ])
}

/// A labeled year on a time axis (a definition break, the pandemic year).
public struct YearMark: Sendable, Hashable, Codable, SchemaDescribed {
    public var year: Int
    public var label: String

    public init(year: Int, label: String) {
        self.year = year
        self.label = label
    }

    public static let schema = JSONSchema.object([
        .init("year", .year),
        .init("label", .string()),
    ])
}

/// A labeled, shaded run of years (for example, scores not required).
public struct YearSpan: Sendable, Hashable, Codable, SchemaDescribed {
    public var from: Int
    public var to: Int
    public var label: String

    public init(from: Int, to: Int, label: String) {
        self.from = from
        self.to = to
        self.label = label
    }

    public static let schema = JSONSchema.object([
        .init("from", .year),
        .init("to", .year),
        .init("label", .string()),
    ])
}
