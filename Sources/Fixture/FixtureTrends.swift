import Domain
/// The ten-year changes baked into a record's `trends` (dataset-map §6.2), computed from the college's history:
/// the end is the window's last year; the start is the first reported year of the window, at most two years late.
/// Shares change in points, everything else as a ratio of nominal values (as the site's stored records do).
enum FixtureTrends {
    struct Change: Sendable, Equatable {
        let since: Int
        let from: Double
        let to: Double
        let change: Double

        var json: FixtureValue {
            .obj(["since": .int(since), "from": .number(from), "to": .number(to), "change": .number(change)])
        }
    }

    /// Trend keys, the series each reads, and its year kind.
    static let measures: [(key: String, series: String, kind: FixtureSeries.Kind, share: Bool)] = [
        ("avg_paid_all", "avg_paid_all", .academic, false),
        ("full_price", "full_price", .academic, false),
        ("acceptance_rate", "acceptance_rate", .fall, true),
        ("applicants", "applicants", .fall, false),
        ("undergrads", "undergrads", .fall, false),
        ("grant_pct", "grant_pct", .academic, true),
        ("men_share", "men_share", .fall, true),
        ("federal_loan_rate", "federal_loan_rate", .academic, true),
    ]

    /// The window's first and last year for a kind.
    static func window(_ kind: FixtureSeries.Kind) -> (start: Int, end: Int) {
        let end = FixtureSeries.latest(kind)
        return (end - FixtureSeries.window, end)
    }

    /// Every trend that can be computed, by key.
    static func compute(_ h: FixtureHistory) -> [(key: String, change: Change)] {
        var out: [(String, Change)] = []
        for m in measures {
            if let c = change(of: { h.value(m.series, $0) }, kind: m.kind, share: m.share) { out.append((m.key, c)) }
        }
        if let c = diversity(h) { out.append(("diversity", c)) }
        let gap: (Int) -> Double? = { year in
            guard let none = h.value("grad_rate_no_pell_no_loan", year), let pell = h.value("grad_rate_pell", year) else {
                return nil
            }
            return FixtureRound.four(none - pell)
        }
        if let c = change(of: gap, kind: .cohort, share: true) { out.append(("pell_gap", c)) }
        return out
    }

    /// The change of a yearly value over the default window of `kind`.
    static func change(of value: (Int) -> Double?, kind: FixtureSeries.Kind, share: Bool) -> Change? {
        let (start, end) = window(kind)
        guard let to = value(end) else { return nil }
        for since in start...(start + 2) {
            guard let from = value(since) else { continue }
            if share {
                let f = FixtureRound.four(from), t = FixtureRound.four(to)
                return Change(since: since, from: f, to: t, change: FixtureRound.four(t - f))
            }
            guard from > 0 else { return nil }
            return Change(since: since, from: from.rounded(), to: to.rounded(), change: FixtureRound.four(to / from - 1))
        }
        return nil
    }

    /// Simpson's index over the race shares: 1 − Σ share² (shares normalized first), 4 places.
    static func simpson(_ shares: [Double]) -> Double? {
        let total = shares.reduce(0, +)
        guard total > 0 else { return nil }
        return FixtureRound.four(1 - shares.reduce(0) { $0 + ($1 / total) * ($1 / total) })
    }

    /// The diversity change: none under 300 undergraduates at either end, or when "other" moved by more than 0.10.
    static func diversity(_ h: FixtureHistory) -> Change? {
        func shares(_ year: Int) -> [Double]? {
            guard let size = h.value("undergrads", year), size >= 300 else { return nil }
            let values = FixtureCollege.raceKeys.map { h.value("race_\($0)", year) }
            guard values.allSatisfy({ $0 != nil }) else { return nil }
            return values.map { $0! }
        }
        let (start, end) = window(.fall)
        guard let last = shares(end), let to = simpson(last) else { return nil }
        for since in start...(start + 2) {
            guard let first = shares(since), let from = simpson(first) else { continue }
            if abs(last[6] - first[6]) > 0.10 { return nil }
            return Change(since: since, from: from, to: to, change: FixtureRound.four(to - from))
        }
        return nil
    }
}
