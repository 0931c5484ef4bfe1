public import QuadAPIModels

/// A run of years, both ends included.
public struct HistoryWindow: Sendable, Hashable {
    /// First year.
    public var from: Int
    /// Last year.
    public var to: Int

    /// The years `from` through `to`.
    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }

    /// The years, oldest first.
    public var years: ClosedRange<Int> { from...max(from, to) }
}

/// A series' change over a window (dataset-map §6.2 `changeOver`).
public struct HistoryChange: Sendable, Hashable {
    /// The series key.
    public var key: String
    /// The first reported year measured from.
    public var fromYear: Int
    /// The start value, in end-year dollars for money.
    public var fromValue: Double
    /// The window's last year.
    public var toYear: Int
    /// The value in the last year.
    public var toValue: Double
    /// Points for shares, ratio otherwise.
    public var measure: ChangeMeasure
    /// `to − from` in points, or `to / from − 1`.
    public var change: Double
}

/// Windows, inflation and changes over a college's history.
public enum HistoryMath {
    /// Years in the default window.
    public static let windowYears = 10
    /// How late a series may start inside a window and still be measured from there.
    public static let lateStartYears = 2
    /// Below these starting or ending values, a percent change misleads: show "from → to".
    /// (lib/history.ts TINY_BASE: a ratio like "9 to 1" always reads as "9 → 8".)
    public static let tinyBases: [String: Double] = [
        "applicants": 200, "admitted": 100, "enrolled": 50, "student_faculty_ratio": .infinity,
    ]
    /// Floors a change must clear to count as notable (besides being outside the national middle half).
    public static let notableFloors: [String: Double] = [
        "avg_paid_all": 0.05, "full_price": 0.05, "acceptance_rate": 0.03, "applicants": 0.25, "grant_pct": 0.05,
        "undergrads": 0.1,
    ]

    /// The latest year of `kind` in `history/meta.json`.
    public static func latest(_ meta: HistoryMeta, _ kind: YearKind) -> Int? {
        switch kind {
        case .fall: meta.latest?.fall
        case .academic: meta.latest?.academic
        case .cohort: meta.latest?.cohort
        }
    }

    /// Ten years ending with the latest year of `kind`; nil when the meta has no such year.
    public static func defaultWindow(_ meta: HistoryMeta, _ kind: YearKind) -> HistoryWindow? {
        latest(meta, kind).map { HistoryWindow(from: $0 - windowYears, to: $0) }
    }

    /// The value of `s` in `year`.
    public static func value(_ s: HistorySeries?, _ year: Int) -> Double? {
        s?.value(in: year)
    }

    /// The last year `s` covers.
    public static func lastYear(_ s: HistorySeries) -> Int? {
        guard let start = s.start, let values = s.values, !values.isEmpty else { return nil }
        return start + values.count - 1
    }

    /// The earliest reported year at or after `from`, with its value.
    public static func firstPoint(_ s: HistorySeries?, from: Int) -> (year: Int, value: Double)? {
        guard let s, let start = s.start, let values = s.values else { return nil }
        var i = max(0, from - start)
        while i < values.count {
            if let v = values[i] { return (start + i, v) }
            i += 1
        }
        return nil
    }

    /// The latest reported year, with its value.
    public static func latestPoint(_ s: HistorySeries?) -> (year: Int, value: Double)? {
        guard let s, let start = s.start, let values = s.values else { return nil }
        for i in values.indices.reversed() {
            if let v = values[i] { return (start + i, v) }
        }
        return nil
    }

    /// `value` from `year` in `base`-year dollars (CPI-U school-year averages); nil when either year has no index.
    public static func real(_ value: Double, year: Int, cpi: CpiTable?, base: Int) -> Double? {
        guard let from = cpi?.value(in: year), let to = cpi?.value(in: base), from != 0 else { return nil }
        return value * to / from
    }

    /// The change of series `def` from the window's start (or the first year the college reports, at most two years
    /// late) to its end. Money compares in end-year dollars. Nil without both ends, across a break, for policy codes,
    /// and for a ratio from a start that is not positive.
    public static func changeOver(_ def: HistorySeriesDef, _ s: HistorySeries?, _ window: HistoryWindow,
                                  cpi: CpiTable?) -> HistoryChange? {
        guard def.unit != .code, let end = value(s, window.to), let start = firstPoint(s, from: window.from),
              start.year <= window.from + lateStartYears, start.year < window.to
        else { return nil }
        if def.breaks.contains(where: { $0.year > start.year && $0.year <= window.to }) { return nil }
        let measure: ChangeMeasure = def.unit == .share ? .points : .ratio
        var from = start.value
        if def.unit == .usd {
            guard let r = real(from, year: start.year, cpi: cpi, base: window.to) else { return nil }
            from = r
        }
        if measure == .ratio && from <= 0 { return nil }
        let change = measure == .points ? end - from : end / from - 1
        return HistoryChange(key: def.key, fromYear: start.year, fromValue: from, toYear: window.to, toValue: end,
                             measure: measure, change: change)
    }

    /// A change on so small a base that "from → to" reads better than a percent.
    public static func isTinyBase(_ c: HistoryChange) -> Bool {
        guard let floor = tinyBases[c.key] else { return false }
        return min(c.fromValue, c.toValue) < floor
    }

    /// Beyond the national 25th/75th percentile of the same change and past the key's floor.
    public static func isNotable(_ c: HistoryChange, national: NationalHistory?) -> Bool {
        guard let floor = notableFloors[c.key], let stats = national?.changes?[c.key], !isTinyBase(c),
              c.change.magnitude >= floor
        else { return false }
        if let p25 = stats.p25, c.change < p25 { return true }
        if let p75 = stats.p75, c.change > p75 { return true }
        return false
    }

    /// The newest provisional year among `families` (`history/meta.json` `provisional`).
    public static func provisionalYear(_ meta: HistoryMeta, families: [HistoryFamily]) -> Int? {
        families.compactMap { meta.provisional?[$0.rawValue] }.max()
    }
}
