public import QuadAPIModels

/// A measure's change over the default ten-year window as the profile prints it under a card or a topic title
/// (screens-map §3.2, "Ten-year line text").
///
/// Shares and tiny bases read "from → to" ("6% → 4% since fall 2014"); everything else reads as a signed change,
/// with "after inflation" for money ("+12% after inflation since 2013–14").
public struct TenYearLine: Sendable, Hashable {
    /// The series key (`applicants`, `avg_paid_all`, `diversity`).
    public var key: String
    /// The year measured from.
    public var since: Int
    /// How the years read.
    public var kind: YearKind
    /// The start value (end-year dollars for money).
    public var from: Double
    /// The end value.
    public var to: Double
    /// Relative change, or the difference for shares and indexes.
    public var change: Double
    /// How the change reads.
    public var measure: ChangeMeasure
    /// How `from` and `to` print.
    public var format: FormatKind
    /// Money, compared after inflation.
    public var isMoney: Bool
    /// Read as "from → to" (a share, or a base too small for a percent).
    public var showsEnds: Bool

    /// "6% → 4%": the window's ends in the series' format.
    public var fromTo: String {
        "\(SiteFormat.display(from, as: format)) \u{2192} \(SiteFormat.display(to, as: format))"
    }

    /// "+12%", "+0.06", or "6% → 4%".
    public var changeText: String {
        if showsEnds { return fromTo }
        return SiteFormat.change(change, measure: measure) + (isMoney ? " after inflation" : "")
    }

    /// "since fall 2014", "since 2013–14", "since the class that entered fall 2014".
    public var sinceText: String { YearLabel.since(since, kind) }

    /// The whole line: "+12% after inflation since 2013–14".
    public var text: String { "\(changeText) \(sinceText)" }

    /// The change as a `Delta` beside the measure's value.
    public var delta: Delta? {
        Lineage.delta(change, display: changeText, since: sinceText)
    }

    /// A line from a baked ten-year summary (`school.trends`).
    public static func from(_ key: String, _ t: TrendSummary?, kind: YearKind, measure: ChangeMeasure,
                            format: FormatKind, isMoney: Bool = false) -> TenYearLine? {
        guard let t, let since = t.since, let from = t.from, let to = t.to, let change = t.change else { return nil }
        return make(key, since: since, kind: kind, from: from, to: to, change: change, measure: measure,
                    format: format, isMoney: isMoney)
    }

    /// A line from a change measured over a college's history.
    public static func from(_ c: HistoryChange, _ def: HistorySeriesDef) -> TenYearLine {
        make(c.key, since: c.fromYear, kind: def.kind, from: c.fromValue, to: c.toValue, change: c.change,
             measure: c.measure, format: def.format, isMoney: def.unit == .usd)
    }

    private static func make(_ key: String, since: Int, kind: YearKind, from: Double, to: Double, change: Double,
                             measure: ChangeMeasure, format: FormatKind, isMoney: Bool) -> TenYearLine {
        // lib/history.ts isTinyBase: the same floors as the Over time page (applicants, admitted, enrolled, ratio).
        let tiny = HistoryMath.tinyBases[key].map { min(from, to) < $0 } ?? false
        return TenYearLine(key: key, since: since, kind: kind, from: from, to: to, change: change, measure: measure,
                           format: format, isMoney: isMoney, showsEnds: measure == .points || tiny)
    }
}
