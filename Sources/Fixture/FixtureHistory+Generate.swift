import Domain
/// Generating a college's history backward from the values its record shows, so each series ends on the record's
/// figure (the site's "rule 1") and earlier years drift and wobble plausibly.
extension FixtureHistory {
    static let testPolicyCodes: [String: Double] = ["required": 1, "recommended": 2, "not-considered": 3, "considered": 5]
    static let factorCodes: [String: Double] = ["required": 1, "considered": 5, "not_considered": 3]

    static func generate(for c: FixtureCollege, rng: inout FixtureRandom) -> FixtureHistory {
        var h = FixtureHistory()
        let fall = FixtureSeries.latestFall
        h.addAdmissions(c, fall: fall, rng: &rng)
        h.addTests(c, fall: fall, rng: &rng)
        h.addFactors(c, fall: fall, rng: &rng)
        h.addPrices(c, rng: &rng)
        h.addAid(c, rng: &rng)
        h.addCharacteristics(c, rng: &rng)
        h.addEnrollment(c, fall: fall, rng: &rng)
        h.addOutcomes(c, rng: &rng)
        h.addFaculty(c, fall: fall, rng: &rng)
        h.addGaps(rng: &rng)
        return h
    }

    // MARK: - Walks

    /// Values for `start...end` ending exactly at `last`; each earlier year is the later one ÷ (1 + growth ± vol).
    static func backward(_ last: Double, from start: Int, to end: Int, growth: Double, vol: Double,
                         rng: inout FixtureRandom) -> [Double]
    {
        var v = Array(repeating: last, count: max(1, end - start + 1))
        var i = v.count - 1
        while i > 0 {
            v[i - 1] = v[i] / max(0.5, 1 + growth + rng.noise(vol))
            i -= 1
        }
        return v
    }

    /// Shares for `start...end` ending exactly at `last`; each earlier year is the later one + drift ± vol, kept
    /// within [lo, hi].
    static func backwardShare(_ last: Double, from start: Int, to end: Int, drift: Double, vol: Double, lo: Double,
                              hi: Double, rng: inout FixtureRandom) -> [Double]
    {
        var v = Array(repeating: last, count: max(1, end - start + 1))
        var i = v.count - 1
        while i > 0 {
            v[i - 1] = FixtureRound.clamp(v[i] + drift + rng.noise(vol), lo, hi)
            i -= 1
        }
        return v
    }

    /// Codes for `start...end` ending at `last`, with at most one earlier change to another code.
    static func codes(_ last: Double, from start: Int, to end: Int, changeChance: Double, others: [Double],
                      changeYears: ClosedRange<Int>, rng: inout FixtureRandom) -> [Double]
    {
        var v = Array(repeating: last, count: max(1, end - start + 1))
        let lo = max(start + 1, changeYears.lowerBound), hi = min(end, changeYears.upperBound)
        if rng.chance(changeChance), !others.isEmpty, lo <= hi {
            let year = rng.int(lo...hi)
            let earlier = rng.pick(others)
            for y in start..<year { v[y - start] = earlier }
        }
        return v
    }

    /// A start year: `common` with probability `p`, otherwise uniform in `later`.
    static func startYear(_ common: Int, _ p: Double, later: ClosedRange<Int>, rng: inout FixtureRandom) -> Int {
        rng.chance(p) ? common : rng.int(later)
    }

    static func rounded(_ v: [Double]) -> [Double?] { v.map { $0.rounded() } }
    static func four(_ v: [Double]) -> [Double?] { v.map { FixtureRound.four($0) } }

    // MARK: - Gaps

    /// Series that go missing together in a year a file lacked the college.
    static let gapFamilies: [[String]] = [
        ["tuition_in_state", "tuition_out_of_state", "sticker_in_state", "sticker_out_of_state", "full_price",
         "avg_paid_all", "aid_generosity"],
        ["grant_pct", "grant_avg", "aided_net_price"] + (1...5).map { "net_price_income_\($0)" },
        ["undergrads", "men_share", "part_time_share"] + FixtureCollege.raceKeys.map { "race_\($0)" },
        ["grad_rate"], ["median_debt"], ["faculty_salary"], ["housing_capacity", "application_fee"],
    ]

    /// Occasional missing years inside series (never the latest year, which the record shows), plus the repeated
    /// fall dropped from every admissions series.
    mutating func addGaps(rng: inout FixtureRandom) {
        for family in Self.gapFamilies {
            let spans = family.compactMap { series[$0] }
            guard let start = spans.map(\.start).min(), let end = spans.map(\.end).max(), end - start > 3 else { continue }
            for year in (start + 1)...(end - 2) where rng.chance(0.012) {
                for key in family { clear(key, year) }
            }
        }
        for year in repeated {
            for spec in FixtureSeries.specs where spec.kind == .fall && Self.admissionsFamily(spec.key) {
                clear(spec.key, year)
            }
        }
    }

    /// True for series read from the admissions files (dropped together for a repeated fall).
    static func admissionsFamily(_ key: String) -> Bool {
        ["applicants", "admitted", "enrolled", "acceptance_rate", "yield", "admit_rate_men", "admit_rate_women",
         "sat_submit", "act_submit", "test_policy"].contains(key) || key.hasPrefix("sat_") || key.hasPrefix("act_")
            || key.hasPrefix("factor_")
    }
}
