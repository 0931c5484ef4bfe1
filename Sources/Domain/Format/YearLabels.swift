public import QuadAPIModels

/// Year labels for history, citations and "since" lines.
public enum YearLabel {
    /// "Fall 2024", "2023–24" (fall 2023), or "Entered fall 2018".
    public static func full(_ year: Int, _ kind: YearKind) -> String {
        switch kind {
        case .fall: "Fall \(year)"
        case .academic: "\(year)\u{2013}\(lastTwoDigits(year + 1))"
        case .cohort: "Entered fall \(year)"
        }
    }

    /// Compact chart-axis label: "2024" for fall and cohort years, "’23–24" for the 2023–24 school year.
    public static func axis(_ year: Int, _ kind: YearKind) -> String {
        kind == .academic ? "\u{2019}\(lastTwoDigits(year))\u{2013}\(lastTwoDigits(year + 1))" : String(year)
    }

    /// The start of a window in a sentence: "since fall 2014", "since 2013–14",
    /// "since the class that entered fall 2014".
    public static func since(_ year: Int, _ kind: YearKind) -> String {
        switch kind {
        case .fall: "since fall \(year)"
        case .academic: "since " + full(year, .academic)
        case .cohort: "since the class that entered fall \(year)"
        }
    }

    /// The years a source covers, for citations: "Fall 2014 to Fall 2024", "2013–14 to 2023–24",
    /// "classes entering fall 2008 to fall 2018".
    public static func span(from first: Int, to last: Int, _ kind: YearKind) -> String {
        kind == .cohort
            ? "classes entering fall \(first) to fall \(last)"
            : "\(full(first, kind)) to \(full(last, kind))"
    }

    /// Everything after the first two characters of the year's digits ("2024" → "24"), as the site slices it.
    private static func lastTwoDigits(_ year: Int) -> Substring {
        String(year).dropFirst(2)
    }
}
