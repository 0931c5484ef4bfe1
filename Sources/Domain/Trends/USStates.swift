/// The 50 states and DC (plus Puerto Rico for college data): USPS code, name, FIPS code, and the tile a state has on
/// the tile maps (a 12-column grid, Alaska top left, Florida bottom right).
public struct USState: Sendable, Hashable {
    public var code: String
    public var name: String
    public var fips: String
    public var col: Int
    public var row: Int
    /// False for Puerto Rico.
    public var isState: Bool
}

public enum USStates {
    public static let all: [USState] = [
        ("AK", "Alaska", "02", 0, 0), ("ME", "Maine", "23", 11, 0),
        ("WI", "Wisconsin", "55", 6, 1), ("VT", "Vermont", "50", 10, 1), ("NH", "New Hampshire", "33", 11, 1),
        ("WA", "Washington", "53", 1, 2), ("ID", "Idaho", "16", 2, 2), ("MT", "Montana", "30", 3, 2),
        ("ND", "North Dakota", "38", 4, 2), ("MN", "Minnesota", "27", 5, 2), ("IL", "Illinois", "17", 6, 2),
        ("MI", "Michigan", "26", 7, 2), ("NY", "New York", "36", 9, 2), ("MA", "Massachusetts", "25", 10, 2),
        ("OR", "Oregon", "41", 1, 3), ("NV", "Nevada", "32", 2, 3), ("WY", "Wyoming", "56", 3, 3),
        ("SD", "South Dakota", "46", 4, 3), ("IA", "Iowa", "19", 5, 3), ("IN", "Indiana", "18", 6, 3),
        ("OH", "Ohio", "39", 7, 3), ("PA", "Pennsylvania", "42", 8, 3), ("NJ", "New Jersey", "34", 9, 3),
        ("CT", "Connecticut", "09", 10, 3), ("RI", "Rhode Island", "44", 11, 3),
        ("CA", "California", "06", 1, 4), ("UT", "Utah", "49", 2, 4), ("CO", "Colorado", "08", 3, 4),
        ("NE", "Nebraska", "31", 4, 4), ("MO", "Missouri", "29", 5, 4), ("KY", "Kentucky", "21", 6, 4),
        ("WV", "West Virginia", "54", 7, 4), ("VA", "Virginia", "51", 8, 4), ("MD", "Maryland", "24", 9, 4),
        ("DE", "Delaware", "10", 10, 4),
        ("AZ", "Arizona", "04", 2, 5), ("NM", "New Mexico", "35", 3, 5), ("KS", "Kansas", "20", 4, 5),
        ("AR", "Arkansas", "05", 5, 5), ("TN", "Tennessee", "47", 6, 5), ("NC", "North Carolina", "37", 7, 5),
        ("SC", "South Carolina", "45", 8, 5), ("DC", "District of Columbia", "11", 9, 5),
        ("OK", "Oklahoma", "40", 4, 6), ("LA", "Louisiana", "22", 5, 6), ("MS", "Mississippi", "28", 6, 6),
        ("AL", "Alabama", "01", 7, 6), ("GA", "Georgia", "13", 8, 6),
        ("HI", "Hawaii", "15", 0, 7), ("TX", "Texas", "48", 4, 7), ("FL", "Florida", "12", 9, 7),
        ("PR", "Puerto Rico", "72", 11, 7),
    ].map { USState(code: $0.0, name: $0.1, fips: $0.2, col: $0.3, row: $0.4, isState: $0.0 != "PR") }

    private static let byCode: [String: USState] = Dictionary(uniqueKeysWithValues: all.map { ($0.code, $0) })
    private static let byFIPS: [String: USState] = Dictionary(uniqueKeysWithValues: all.map { ($0.fips, $0) })

    /// The state with this USPS code (upper case).
    public static func state(_ code: String) -> USState? { byCode[code] }

    /// The state with this FIPS code.
    public static func state(fips: String) -> USState? { byFIPS[fips] }

    /// "California" for "CA"; the code itself when unknown.
    public static func name(_ code: String) -> String { byCode[code]?.name ?? code }

    /// The 50 states and DC, in name order (the high-school state filter).
    public static var statesByName: [USState] { all.filter(\.isState).sorted { $0.name < $1.name } }
}
