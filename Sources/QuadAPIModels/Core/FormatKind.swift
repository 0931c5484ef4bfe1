/// How a number is displayed: the site's number formats, by name.
///
/// The rules live in Domain (`Formatter`); the wire carries the name so a client can re-format a value it
/// animates or recomputes the same way the server did.
public enum FormatKind: String, Sendable, Codable, CaseIterable, SchemaDescribed {
    /// Whole percent: 0.6603 → "66%".
    case pct
    /// One decimal under 10%, else whole: 0.0522 → "5.2%".
    case pctSmart
    /// Rounded integer, no separators: 1169.6 → "1170".
    case int
    /// Rounded with US thousands separators: 11332 → "11,332".
    case num
    /// US compact notation, at most one decimal: 11332 → "11.3K".
    case compact
    /// Two decimals: 0.5825 → "0.58".
    case fixed2
    /// Whole dollars with separators: 28860 → "$28,860".
    case money
    /// Dollars in compact notation: 24284 → "$24.3K".
    case moneyCompact
    /// Students per faculty member: 13 → "13 to 1".
    case ratio
    /// Signed percentage points, one decimal: −0.023 → "−2.3 pts".
    case pts

    public static let schema = JSONSchema.oneOfStrings(allCases.map(\.rawValue))
        .described("Display format of a number (the site's formatBy kinds).")
}
