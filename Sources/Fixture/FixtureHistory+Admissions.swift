import Domain
/// History series from the admissions files: the funnel, test scores and policy, admission factors.
extension FixtureHistory {
    mutating func addAdmissions(_ c: FixtureCollege, fall: Int, rng: inout FixtureRandom) {
        let a = c.admissions
        let start = Self.startYear(2001, 0.6, later: 2002...2012, rng: &rng)
        var end = fall
        var apps = a.applicants, adm = a.admitted, enr = a.enrolled
        if apps == nil || adm == nil || enr == nil {
            // Open admission now; half reported an admissions funnel until 2019.
            guard rng.chance(0.5) else { return }
            end = 2019
            enr = max(20, (c.undergrads * 0.22).rounded())
            adm = (enr! / 0.45).rounded()
            apps = (adm! / 0.9).rounded()
        }
        let applicants = Self.backward(apps!, from: start, to: end, growth: 0.03 + rng.noise(0.02), vol: 0.06, rng: &rng)
        let rate = Self.backwardShare(adm! / apps!, from: start, to: end, drift: 0.004 + rng.noise(0.004), vol: 0.02,
                                      lo: 0.02, hi: 1, rng: &rng)
        let enrolled = Self.backward(enr!, from: start, to: end, growth: 0.005, vol: 0.04, rng: &rng)
        var appsV: [Double?] = [], admV: [Double?] = [], enrV: [Double?] = []
        var menV: [Double?] = [], womenV: [Double?] = []
        let men = a.men.flatMap { Admissions.rate($0[0], $0[1]) }
        let women = a.women.flatMap { Admissions.rate($0[0], $0[1]) }
        var menOffset = men.map { $0 - adm! / apps! } ?? rng.noise(0.04)
        var womenOffset = women.map { $0 - adm! / apps! } ?? rng.noise(0.04)
        for (i, year) in (start...end).enumerated() {
            var e = enrolled[i].rounded()
            var d = max(e, (applicants[i] * rate[i]).rounded())
            var p = max(d, applicants[i].rounded())
            if year == 2020, year != end {
                p = (p * 0.93).rounded()
                d = min(p, d)
                e = min(d, e)
            }
            if year == end { (p, d, e) = (apps!, adm!, enr!) }
            appsV.append(p)
            admV.append(d)
            enrV.append(e)
            let r = d / p
            menV.append(FixtureRound.four(FixtureRound.clamp(r + menOffset, 0.01, 1)))
            womenV.append(FixtureRound.four(FixtureRound.clamp(r + womenOffset, 0.01, 1)))
            menOffset = FixtureRound.clamp(menOffset + rng.noise(0.006), -0.2, 0.2)
            womenOffset = FixtureRound.clamp(womenOffset + rng.noise(0.006), -0.2, 0.2)
        }
        // The walk ran forward; pin the last year to the record's by-sex rates.
        let last = end - start
        menV[last] = end == fall ? men : menV[last]
        womenV[last] = end == fall ? women : womenV[last]
        put("applicants", from: start, appsV)
        put("admitted", from: start, admV)
        put("enrolled", from: start, enrV)
        put("acceptance_rate", from: start, zip(appsV, admV).map { Admissions.rate($0, $1) })
        put("yield", from: start, zip(admV, enrV).map { d, e in
            guard let d, d > 0, let e, e <= d else { return nil }
            return FixtureRound.four(e / d)
        })
        if a.men != nil || end < fall || rng.chance(0.3) {
            put("admit_rate_men", from: start, menV)
            put("admit_rate_women", from: start, womenV)
        }
        // A fall whose counts repeated the year before is dropped from every admissions series.
        if rng.chance(0.03), start + 1 <= min(2012, end - 1) {
            repeated = [rng.int((start + 1)...min(2012, end - 1))]
        }
    }

    /// The first fall of the admissions files for this college (a drawn one when it has no funnel series).
    func admissionsStart(rng: inout FixtureRandom) -> Int {
        series["applicants"]?.start ?? Self.startYear(2001, 0.6, later: 2002...2012, rng: &rng)
    }

    mutating func addTests(_ c: FixtureCollege, fall: Int, rng: inout FixtureRandom) {
        let a = c.admissions
        let admissionStart = admissionsStart(rng: &rng)
        let start = max(admissionStart, Self.startYear(2001, 0.8, later: 2002...2014, rng: &rng))
        // Where the record has no scores the series stop earlier (test-blind from 2021, or no longer reported).
        let blindEnd = a.testPolicy == "not-considered" ? 2020 : rng.int(2018...2023)
        let keepOld = a.testPolicy == "not-considered" || rng.chance(0.5)
        // Scores drift up over the years; before the redesign the SAT scale ran about 65 points lower.
        var shift = 0.0
        var actShift: [Double] = []
        var satShift: [Double] = []
        for year in stride(from: fall, through: start, by: -1) {
            actShift.insert(shift, at: 0)
            satShift.insert(shift - (year < FixtureSeries.satBreak ? 65 : 0), at: 0)
            shift -= rng.range(0, 7)
        }
        let oldYears = max(0, blindEnd - start + 1)
        func sat(_ last: Double?, _ key: String) {
            if let last {
                put(key, from: start, satShift.map { FixtureRound.clamp(FixtureRound.to(last + $0, step: 10), 400, 1600) })
            } else if keepOld {
                let guess = 1000 + 300 * c.prestige
                put(key, from: start, satShift.prefix(oldYears).map { FixtureRound.to(guess + $0, step: 10) })
            }
        }
        let sat25 = a.satReading.flatMap { r in a.satMath.map { r[0] + $0[0] } }
        let sat75 = a.satReading.flatMap { r in a.satMath.map { r[1] + $0[1] } }
        sat(sat25, "sat_25")
        sat(sat75, "sat_75")
        func act(_ last: Double?, _ key: String, offset: Double) {
            if let last {
                put(key, from: start, actShift.map { FixtureRound.clamp((last + $0 / 40).rounded(), 1, 36) })
            } else if keepOld {
                let guess = 20 + 8 * c.prestige + offset
                put(key, from: start, actShift.prefix(oldYears).map { ($0 / 40 + guess).rounded() })
            }
        }
        act(a.act?[0], "act_25", offset: -2)
        act(a.act?[1], "act_75", offset: 2)
        if let r = a.satReadingMedian, let m = a.satMathMedian {
            put("sat_50", from: 2022, [r + m - FixtureRound.to(rng.range(0, 20), step: 10),
                                       r + m - FixtureRound.to(rng.range(0, 10), step: 10), r + m])
        }
        if let m = a.actMedian {
            put("act_50", from: 2022, [m - (rng.chance(0.3) ? 1 : 0), m, m])
        }
        func submit(_ last: Double?, _ key: String) {
            var end = fall
            var last = last
            if last == nil {
                // No longer reported: the share stopped a few falls ago.
                guard a.testPolicy != "not-considered", rng.chance(0.5) else { return }
                end = rng.int(2019...2023)
                last = FixtureRound.two(rng.range(0.1, 0.6))
            }
            guard let last else { return }
            var v: [Double?] = []
            for year in start...end {
                let before = year <= 2019 ? FixtureRound.clamp(last + 0.3 + rng.noise(0.05), 0.05, 1) : last
                v.append(year == end ? last : FixtureRound.two(FixtureRound.clamp(before + rng.noise(0.02), 0, 1)))
            }
            put(key, from: start, v)
        }
        submit(a.satSubmit, "sat_submit")
        submit(a.actSubmit, "act_submit")

        // Test policy codes.
        var codes: [Double?] = Array(repeating: 1, count: fall - start + 1)
        func set(_ from: Int, _ to: Int, _ code: Double?) {
            let lo = max(from, start), hi = min(to, fall)
            guard lo <= hi else { return }
            for y in lo...hi { codes[y - start] = code }
        }
        switch a.testPolicy {
        case "considered"?:
            let since = [2020, 2020, 2021, rng.int(2015...2019), rng.int(2008...2014)][rng.weighted([0.35, 0.15, 0.15, 0.25, 0.1])]
            set(since, fall, 5)
            if rng.chance(0.2) { set(start, since - 1, 2) }
        case "not-considered"?:
            set(2020, 2020, 5)
            set(2021, fall, 3)
        case "required"?:
            if rng.chance(0.3) { set(2020, rng.int(2021...2023), 5) }
        case "recommended"?:
            set(start, fall, 2)
        case "required-some"?:
            set(2020, fall - 1, 5)
            set(fall, fall, nil)
        default:
            set(rng.int(2019...2023), fall, nil)
        }
        if a.testPolicy == nil, rng.chance(0.4) { return }
        put("test_policy", from: start, codes)
    }

    mutating func addFactors(_ c: FixtureCollege, fall: Int, rng: inout FixtureRandom) {
        let start = max(admissionsStart(rng: &rng), 2011)
        for (i, key) in FixtureCollege.factorKeys.enumerated() {
            let code = c.admissions.factors?[i].flatMap { Self.factorCodes[$0] }
            let last = code ?? Self.factorCodes[rng.pick(["required", "considered", "not_considered"])]!
            var v: [Double?] = Self.codes(last, from: start, to: fall, changeChance: 0.08, others: [1, 3, 5].filter { $0 != last },
                                          changeYears: 2014...2023, rng: &rng)
            if code == nil {
                if rng.chance(0.5) { continue }
                v[v.count - 1] = nil
            }
            put("factor_\(key)", from: start, v)
        }
    }
}

private typealias Admissions = FixtureCollege.Admissions
