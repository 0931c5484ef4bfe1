/// How a number is displayed: the site's number formats, by name.
///
/// The rules live in Domain (`Formatter`); the wire carries the name so a client can re-format a value it
/// animates or recomputes the same way the server did.
public enum FormatKind: String, Sendable, Codable, CaseIterable, SchemaDescribed {
    /// Whole percent: 0.6603 → "66%".
    case pct
    /// Percent with one decimal: 0.125 → "12.5%".
    case pct1
    /// Whole percent, but "<1%" for a share above zero that rounds to 0%: 0.0025 → "<1%" (OutcomeBar's parts).
    case pctPart
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
    /// One decimal: 2.5 → "2.5" (a minimum GPA).
    case fixed1
    /// Whole dollars with separators: 28860 → "$28,860".
    case money
    /// Dollars in compact notation: 24284 → "$24.3K".
    case moneyCompact
    /// Whole thousands of dollars: 23456 → "$23K" (the states map).
    case moneyK
    /// Students per faculty member: 13 → "13 to 1".
    case ratio
    /// A college's own students per faculty member as its Common Data Set prints it: whole as written, else one
    /// decimal: 12 → "12 to 1", 12.14 → "12.1 to 1".
    case ratioTenth
    /// Students per teacher, one decimal: 15.25 → "15.3:1" (high schools).
    case ratio1
    /// Signed percentage points, one decimal: −0.023 → "−2.3 pts".
    case pts
    /// A signed relative change in whole percent, no separators: 0.12 → "+12%", −0.04 → "−4%" (U+2212).
    case signedPct
    /// A signed relative change over a history window, whole percent with separators: 12.35 → "+1,235%".
    case changePct
    /// A signed relative change in whole percent where zero counts as a rise: 0 → "+0%", 0.12 → "+12%", −0.04 → "−4%"
    /// (U+2212) (the conferences table's applications column).
    case signedPctZeroPlus
    /// A relative change in whole percent with "+" above zero and a hyphen-minus below: 0.03 → "+3%", −0.03 → "-3%",
    /// −0.004 → "0%" (the states map and table).
    case plusPct
    /// A signed relative change, one decimal with separators, sign of the unrounded change: 7.105 → "+710.5%",
    /// −0.0004 → "−0.0%", 0 → "0.0%" (the movers' lists).
    case signedPct1
    /// A signed difference of shares in whole points: 0.03 → "+3 pts", −0.0351 → "−4 pts".
    case signedPts
    /// A signed index change, two decimals: 0.06 → "+0.06".
    case signedFixed2
    /// The size of a gap in whole points, unsigned: 0.1336 → "13 pts".
    case gapPts
    /// The Pell graduation gap: 0 → "No gap", 0.04 → "4 pts lower", −0.02 → "2 pts higher".
    case pellGap
    /// The low end of a percent range, a whole percent without its sign: 0.31 → "31", printed before the high end
    /// as "31–32%" (the repayment bands' rangeLabel).
    case pctRangeLow
    /// Years with one decimal: 4.23 → "4.2 yrs" (the payback estimate).
    case years
    /// Miles, rounded with separators: 410.4 → "410 mi" (distance from home).
    case miles
    /// Applicants per admit as the site says it: 25 → "1 in 25" (Home's "Hardest to get into").
    case oneIn

    public static let schema = JSONSchema.oneOfStrings(allCases.map(\.rawValue))
        .described("Display format of a number (the site's formatBy kinds).")
}
