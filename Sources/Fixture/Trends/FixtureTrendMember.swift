import Domain
/// One college as the national trend files see it: today's classification (from its record) and the yearly series
/// the studies read (from its history), kept compactly so 19,000 colleges fit in memory.
///
/// A few series come from the college's own stream (``FixtureGenerator/Purpose/trends``) here, anchored to today's
/// record: the out-of-state and international shares of first-years and the graduation cohorts by Pell status. The
/// generator then copies them into the college's history file (``FixtureHistory/addRecordSeries``), so the trend files
/// and the history agree.
struct FixtureTrendMember: Sendable {
    /// A yearly series; NaN is a gap.
    struct Series: Sendable {
        var start: Int
        var values: [Double]

        func value(_ year: Int) -> Double? {
            let i = year - start
            guard i >= 0, i < values.count, !values[i].isNaN else { return nil }
            return values[i]
        }

        init(start: Int, values: [Double?]) {
            self.start = start
            self.values = values.map { $0 ?? .nan }
        }
    }

    var id: String
    var name: String
    /// `public`, `private-nonprofit`, `private-forprofit`.
    var type: String
    var state: String
    var region: String
    var undergrads: Double?
    var acceptance: Double?
    var testPolicy: String?
    /// `city`, `suburb`, `town`, `rural`.
    var setting: String?
    /// `R1`, `R2`, `RCU` or nil.
    var research: String?
    /// NCAA division or nil.
    var division: String?
    var conference: Int?
    var footballConference: Int?
    var pell: Double?
    var outOfState: Double?
    var avgCost: Double?
    /// First-years by home state (the detail file's `home_states`).
    var homeStates: [(state: String, count: Double)]
    /// Eight-year award rates of Pell and non-Pell entrants, and their entering year.
    var omPell: Double?
    var omNonPell: Double?
    var omYear: Int?
    var series: [String: Series]

    /// `key` in `year`.
    func at(_ key: String, _ year: Int) -> Double? {
        series[key]?.value(year)
    }

    /// History keys the studies read.
    static let historyKeys = [
        "applicants", "admitted", "enrolled", "acceptance_rate", "admit_rate_men", "admit_rate_women", "undergrads",
        "avg_paid_all", "full_price", "grant_pct", "grant_avg", "test_policy", "sat_submit", "act_submit", "sat_25",
        "sat_75", "grad_rate", "grad_rate_pell", "grad_rate_no_pell_no_loan", "sticker_in_state", "sticker_out_of_state",
    ] + (1...5).map { "net_price_income_\($0)" }

    var isPublic: Bool { type == "public" }
}

extension FixtureTrendMember {
    /// The member of a generated college: its record (today), its complete history, and its home states.
    init(record: FixtureValue, history: FixtureHistory, homeStates: [(state: String, count: Double)],
         rng: inout FixtureRandom) {
        func str(_ path: String) -> String? {
            if case let .string(s)? = record.value(at: path) { return s }
            return nil
        }
        func num(_ path: String) -> Double? { record.value(at: path)?.numberValue }
        id = str("unit_id") ?? ""
        name = str("name") ?? ""
        type = str("type") ?? "public"
        state = str("location.state") ?? ""
        region = str("location.region") ?? ""
        undergrads = num("demographics.undergrad_enrollment")
        acceptance = num("admissions.acceptance_rate")
        testPolicy = str("admissions.test_policy")
        setting = str("campus.setting.group")
        research = str("campus.carnegie.research")
        division = str("campus.athletics.division")
        conference = num("campus.athletics.conference.code").map { Int($0) }
        footballConference = num("campus.athletics.football_conference.code").map { Int($0) }
        pell = num("demographics.pell_grant_percent")
        outOfState = num("demographics.residence.out_of_state")
        avgCost = num("cost.avg_paid_all")
        self.homeStates = homeStates
        omPell = num("outcomes.eight_year.pell.award")
        omNonPell = num("outcomes.eight_year.non_pell.award")
        omYear = num("outcomes.eight_year.entering_year").map { Int($0) }
        var kept: [String: Series] = [:]
        for key in Self.historyKeys {
            if let s = history.series[key] { kept[key] = Series(start: s.start, values: s.values) }
        }
        series = kept
        drawSeries(record: record, history: history, rng: &rng)
    }

    /// The trend-only series, drawn backwards from today's values.
    private mutating func drawSeries(record: FixtureValue, history: FixtureHistory, rng: inout FixtureRandom) {
        let fall = FixtureSeries.latestFall
        // Out-of-state and international shares of first-years: even falls from 2004, drifting to today's value.
        let residence: [(key: String, today: Double?, drift: Double)] = [
            ("out_of_state_share", outOfState, isPublic ? rng.range(-0.01, 0.09) : rng.range(-0.04, 0.06)),
            ("international_share", record.value(at: "demographics.residence.international")?.numberValue,
             rng.range(-0.01, 0.02)),
        ]
        for r in residence {
            guard let today = r.today else { continue }
            let start = fall - 20
            var values: [Double?] = []
            for year in start...fall {
                guard year % 2 == 0 else {
                    values.append(nil)
                    continue
                }
                let back = Double(fall - year) / 20
                let v = today - r.drift * back + (year == fall ? 0 : rng.noise(0.01))
                values.append(FixtureRound.four(min(1, max(0, v))))
            }
            series[r.key] = Series(start: start, values: values)
        }
        // Graduation cohorts by Pell status, scaled with the college's size in each entering fall.
        let cohorts: [(key: String, path: String)] = [
            ("grad_cohort_pell", "outcomes.grad_cohorts.pell"),
            ("grad_cohort_no_pell_no_loan", "outcomes.grad_cohorts.no_pell_no_loan"),
            ("entering_class", "outcomes.grad_cohorts.total"),
        ]
        let rates = history.series["grad_rate_pell"] ?? history.series["grad_rate"]
        if let rates, let sizeNow = undergrads, sizeNow > 0 {
            for c in cohorts {
                guard let today = record.value(at: c.path)?.numberValue else { continue }
                var values: [Double?] = []
                for year in rates.start...rates.end {
                    let size = history.value("undergrads", year) ?? sizeNow
                    let drawn = (today * size / sizeNow * (1 + rng.noise(0.05))).rounded()
                    // The latest entering class is the record's (the history file ends on it).
                    values.append(year == rates.end ? today : drawn)
                }
                series[c.key] = Series(start: rates.start, values: values)
            }
        }
    }
}
