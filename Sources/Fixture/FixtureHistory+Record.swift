import Domain
/// History series drawn after the college's record, each ending on the record's figure (the site's "rule 1"): the
/// yearly athletics and ROTC codes, eight-year outcomes, graduation by race and ethnicity, and (from the trend
/// member's draws, so the trend files and the history file agree) residence shares and graduation cohorts.
extension FixtureHistory {
    /// First school year of the athletics and ROTC codes, and their last (IC program years run ahead of prices).
    static let servicesFrom = 2009
    static let servicesTo = FixtureSeries.latestFall
    /// Falls an association change can fall in: before the conferences file's membership window, which keeps its
    /// members' conferences unchanged then.
    static let associationChangeYears = 2010...2014

    /// Adds every record-anchored series. `join` is the college's conference move (``FixtureConferences/join``).
    mutating func addRecordSeries(record: FixtureValue, member: FixtureTrendMember, join: (year: Int, from: Int)?,
                                  rng: inout FixtureRandom) {
        for key in ["out_of_state_share", "international_share", "grad_cohort_pell", "grad_cohort_no_pell_no_loan"] {
            guard let s = member.series[key] else { continue }
            put(key, from: s.start, s.values.map { $0.isNaN ? nil : $0 })
        }
        addServices(record: record, join: join, rng: &rng)
        addEightYear(record: record, rng: &rng)
        addGraduationByRace(record: record, rng: &rng)
        addTransfersAndInstruction(record: record, rng: &rng)
    }

    /// First fall of the transfer-in counts (Fall Enrollment part A) and first fiscal year of instruction spending.
    static let transfersFrom = 2008
    static let instructionFrom = 2004

    /// Transfer-ins every fall from 2008 (count and share of new undergraduates) and instruction spending per student
    /// every fiscal year from 2004, each ending on the record's figure.
    mutating func addTransfersAndInstruction(record: FixtureValue, rng: inout FixtureRandom) {
        let fall = FixtureSeries.latestFall
        if let count = record.value(at: "demographics.transfer_in.count")?.numberValue,
           let share = record.value(at: "demographics.transfer_in.share_of_new")?.numberValue {
            put("transfer_in_count", from: Self.transfersFrom,
                Self.backward(count, from: Self.transfersFrom, to: fall, growth: 0.01, vol: 0.06, rng: &rng)
                    .map { $0.rounded() })
            put("transfer_in_share", from: Self.transfersFrom,
                Self.four(Self.backwardShare(share, from: Self.transfersFrom, to: fall, drift: -0.001, vol: 0.01,
                                             lo: 0.001, hi: 0.9, rng: &rng)))
        }
        if let spend = record.value(at: "finances.instruction_per_student")?.numberValue {
            let last = FixtureSeries.latestAcademic
            put("instruction_per_student", from: Self.instructionFrom,
                Self.backward(spend, from: Self.instructionFrom, to: last, growth: 0.03, vol: 0.03, rng: &rng)
                    .map { $0.rounded() })
        }
    }

    /// Conference, football conference, association (1 NCAA, 2 NAIA only, 3 neither) and ROTC (1 offered, 2 not
    /// listed) per school year; a few colleges changed association, football conference or ROTC along the way.
    mutating func addServices(record: FixtureValue, join: (year: Int, from: Int)?, rng: inout FixtureRandom) {
        let years = Self.servicesFrom...Self.servicesTo
        let count = years.count
        func code(_ path: String) -> Double? { record.value(at: path)?.numberValue }
        if case .object? = record.value(at: "campus.athletics") {
            let associations: [String] = if case let .array(a)? = record.value(at: "campus.athletics.associations") {
                a.compactMap { if case let .string(s) = $0 { s } else { nil } }
            } else { [] }
            let association: Double = associations.contains("ncaa") ? 1 : associations.contains("naia") ? 2 : 3
            var assoc = Array(repeating: association, count: count)
            var main = code("campus.athletics.conference.code").map { Array(repeating: $0, count: count) }
            var football = code("campus.athletics.football_conference.code").map { Array(repeating: $0, count: count) }
            let footballFollowsMain = football != nil && football?.last == main?.last
            if let join, var m = main {
                for y in years where y < join.year { m[y - Self.servicesFrom] = Double(join.from) }
                main = m
                if footballFollowsMain, var f = football {
                    for y in years where y < join.year { f[y - Self.servicesFrom] = Double(join.from) }
                    football = f
                }
            }
            let division: String? = if case let .string(d)? = record.value(at: "campus.athletics.division") { d } else { nil }
            // An NCAA Division II or III college that came over from the NAIA, with its NAIA conference.
            if join == nil, association == 1, division == "II" || division == "III", rng.chance(0.04),
               let naia = FixtureRecord.conferences["NAIA"], var m = main
            {
                let year = rng.int(Self.associationChangeYears)
                let earlier = Double(rng.pick(naia).0)
                for y in years where y < year {
                    assoc[y - Self.servicesFrom] = 2
                    m[y - Self.servicesFrom] = earlier
                }
                main = m
            }
            // A football program that moved up from the FCS.
            if division == "I-FBS", !footballFollowsMain, rng.chance(0.06), let fcs = FixtureRecord.conferences["I-FCS"],
               var f = football
            {
                let year = rng.int((Self.servicesFrom + 1)...Self.servicesTo)
                let earlier = Double(rng.pick(fcs).0)
                for y in years where y < year { f[y - Self.servicesFrom] = earlier }
                football = f
            }
            put("athletic_association", from: Self.servicesFrom, assoc)
            if let main { put("conference", from: Self.servicesFrom, main) }
            if let football { put("football_conference", from: Self.servicesFrom, football) }
        }
        if case .object? = record.value(at: "campus.programs") {
            let offered: Bool = if case let .array(r)? = record.value(at: "campus.programs.rotc") { !r.isEmpty } else { false }
            var rotc = Array(repeating: offered ? 1.0 : 2.0, count: count)
            if rng.chance(0.04) {
                let year = rng.int((Self.servicesFrom + 1)...Self.servicesTo)
                for y in years where y < year { rotc[y - Self.servicesFrom] = offered ? 2 : 1 }
            }
            put("rotc", from: Self.servicesFrom, rotc)
        }
    }

    /// Outcome Measures by entering class, ending with the record's class: award and transfer for all entering
    /// students, award for Pell and non-Pell students.
    mutating func addEightYear(record: FixtureValue, rng: inout FixtureRandom) {
        guard let end = record.value(at: "outcomes.eight_year.entering_year")?.numberValue.map({ Int($0) }) else { return }
        let start = rng.chance(0.8) ? 2009 : rng.int(2010...2012)
        let parts: [(key: String, path: String)] = [
            ("om_award", "outcomes.eight_year.all.award"), ("om_transfer", "outcomes.eight_year.all.transferred"),
            ("om_award_pell", "outcomes.eight_year.pell.award"), ("om_award_non_pell", "outcomes.eight_year.non_pell.award"),
        ]
        var award: [Double]?
        for p in parts {
            guard let last = record.value(at: p.path)?.numberValue else { continue }
            let values = Self.backwardShare(last, from: start, to: end, drift: -0.003, vol: 0.015, lo: 0.01, hi: 0.99,
                                            rng: &rng)
            if p.key == "om_award" { award = values }
            put(p.key, from: start, Self.four(values))
        }
        // Within 4 and 6 years: the 8-year line scaled to end on the record's figures, so each class stays cumulative
        // (4 ≤ 6 ≤ 8 years).
        guard let award, let newest = award.last, newest > 0 else { return }
        for (key, path) in [("om_award_4", "outcomes.eight_year.all.award_4"), ("om_award_6", "outcomes.eight_year.all.award_6")] {
            guard let last = record.value(at: path)?.numberValue else { continue }
            put(key, from: start, Self.four(award.map { $0 * last / newest }))
        }
    }

    /// Six-year graduation by race and ethnicity and the entering classes behind it, ending with the record's class;
    /// a rate is null in a year its class had fewer than 30 students.
    mutating func addGraduationByRace(record: FixtureValue, rng: inout FixtureRandom) {
        let end = FixtureSeries.latestCohort
        let start = rng.chance(0.7) ? 2009 : 2010
        for g in HistorySeriesCatalog.gradRaceGroups {
            guard let cohortNow = record.value(at: "outcomes.grad_cohorts_by_race.\(g.key)")?.numberValue else { continue }
            let cohorts = Self.backward(max(1, cohortNow), from: start, to: end, growth: 0.01, vol: 0.08, rng: &rng)
                .enumerated().map { $0.offset == end - start ? cohortNow : $0.element.rounded() }
            put("grad_cohort_\(g.key)", from: start, cohorts)
            guard let rateNow = record.value(at: "outcomes.grad_rate_by_race.\(g.key)")?.numberValue else { continue }
            let rates = Self.backwardShare(rateNow, from: start, to: end, drift: -0.003, vol: 0.03, lo: 0.02, hi: 0.99,
                                           rng: &rng)
            put("grad_rate_\(g.key)", from: start, zip(rates, cohorts).map { r, n in n < 30 ? nil : FixtureRound.four(r) })
        }
    }
}
