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

    private static func rounded(_ v: [Double]) -> [Double?] { v.map { $0.rounded() } }
    private static func four(_ v: [Double]) -> [Double?] { v.map { FixtureRound.four($0) } }

    // MARK: - Admissions

    private mutating func addAdmissions(_ c: FixtureCollege, fall: Int, rng: inout FixtureRandom) {
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
    private func admissionsStart(rng: inout FixtureRandom) -> Int {
        series["applicants"]?.start ?? Self.startYear(2001, 0.6, later: 2002...2012, rng: &rng)
    }

    private mutating func addTests(_ c: FixtureCollege, fall: Int, rng: inout FixtureRandom) {
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

    private mutating func addFactors(_ c: FixtureCollege, fall: Int, rng: inout FixtureRandom) {
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

    // MARK: - Prices and aid

    private mutating func addPrices(_ c: FixtureCollege, rng: inout FixtureRandom) {
        let p = c.prices
        let end = FixtureSeries.latestAcademic
        let start = Self.startYear(2000, 0.55, later: 2001...2008, rng: &rng)
        let tuitionIn = Self.backward(p.tuitionIn, from: start, to: end, growth: 0.027 + rng.noise(0.01), vol: 0.025, rng: &rng)
        let outRatio = Self.backwardShare(p.tuitionOut / p.tuitionIn, from: start, to: end, drift: 0, vol: 0.02, lo: 1,
                                          hi: 4, rng: &rng)
        let extras = Self.backward(p.extras, from: start, to: end, growth: 0.028, vol: 0.02, rng: &rng)
        var tin: [Double?] = [], tout: [Double?] = [], sin: [Double?] = [], sout: [Double?] = [], full: [Double?] = []
        for i in tuitionIn.indices {
            let last = i == tuitionIn.count - 1
            let t = last ? p.tuitionIn : tuitionIn[i].rounded()
            let o = last ? p.tuitionOut : (c.isPublic ? (t * outRatio[i]).rounded() : t)
            let d = last ? p.tuitionDistrict : (t * p.tuitionDistrict / p.tuitionIn).rounded()
            let x = last ? p.extras : extras[i].rounded()
            tin.append(t)
            tout.append(o)
            sin.append(t + x)
            sout.append(o + x)
            full.append(last ? p.fullPrice
                : Prices.blend(district: d, inState: t, outOfState: o, residency: p.residency) + x)
        }
        put("tuition_in_state", from: start, tin)
        put("tuition_out_of_state", from: start, tout)
        put("sticker_in_state", from: start, sin)
        put("sticker_out_of_state", from: start, sout)
        put("full_price", from: start, full)
    }

    private mutating func addAid(_ c: FixtureCollege, rng: inout FixtureRandom) {
        let end = FixtureSeries.latestAcademic
        guard let full = series["full_price"] else { return }
        let start = max(full.start, Self.startYear(2007, 0.6, later: 2008...2010, rng: &rng))
        if let aid = c.aid {
            let gps = Self.backward(aid.grantPerStudent, from: start, to: end, growth: 0.045, vol: 0.05, rng: &rng)
            var paid: [Double?] = [], generosity: [Double?] = []
            for (i, year) in (start...end).enumerated() {
                let g = year == end ? aid.grantPerStudent : gps[i].rounded()
                guard let f = full.value(in: year), f - g > 0 else {
                    paid.append(nil)
                    generosity.append(nil)
                    continue
                }
                paid.append(f - g)
                generosity.append(FixtureRound.four(g / f))
            }
            let approx = start == 2007 && rng.chance(0.4) ? [2007] : []
            put("avg_paid_all", from: start, paid, approx: approx)
            put("aid_generosity", from: start, generosity, approx: approx)
            put("grant_pct", from: start, Self.four(Self.backwardShare(aid.grantPct, from: start, to: end, drift: -0.003,
                                                                       vol: 0.015, lo: 0.05, hi: 1, rng: &rng)))
            if let average = aid.grantAvg {
                put("grant_avg", from: start, Self.rounded(Self.backward(average, from: start, to: end, growth: 0.05,
                                                                         vol: 0.04, rng: &rng)))
            }
        } else if rng.chance(0.5) {
            // Aid figures reported in earlier years only.
            let stop = rng.int(2015...2021)
            let gps = Self.backward((full.value(in: stop) ?? 20000) * 0.3, from: start, to: stop, growth: 0.05, vol: 0.05,
                                    rng: &rng)
            var paid: [Double?] = []
            for (i, year) in (start...stop).enumerated() {
                paid.append(full.value(in: year).map { max(100, $0 - gps[i].rounded()) })
            }
            put("avg_paid_all", from: start, paid)
        }
        let netStart = max(start, 2008)
        if let aided = c.prices.aidedNetPrice {
            put("aided_net_price", from: netStart, Self.rounded(Self.backward(aided, from: netStart, to: end,
                                                                              growth: 0.035, vol: 0.05, rng: &rng)))
        }
        for (i, band) in c.prices.netPriceByIncome.enumerated() {
            let key = "net_price_income_\(i + 1)"
            if let band {
                put(key, from: netStart, Self.rounded(Self.backward(band, from: netStart, to: end, growth: 0.03,
                                                                    vol: 0.06, rng: &rng)))
            } else if let aided = c.prices.aidedNetPrice, rng.chance(0.5) {
                let stop = end - 1
                put(key, from: netStart, Self.rounded(Self.backward(aided * (0.6 + 0.12 * Double(i)), from: netStart,
                                                                    to: stop, growth: 0.03, vol: 0.06, rng: &rng)))
            }
        }
    }

    private mutating func addCharacteristics(_ c: FixtureCollege, rng: inout FixtureRandom) {
        let end = FixtureSeries.latestAcademic
        let start = Self.startYear(2008, 0.7, later: 2009...2013, rng: &rng)
        if let beds = c.campus.housingCapacity {
            var v = Array(repeating: beds, count: end - start + 1)
            for i in stride(from: v.count - 2, through: 0, by: -1) {
                v[i] = rng.chance(0.25) ? (v[i + 1] * rng.range(0.93, 1.02)).rounded() : v[i + 1]
            }
            put("housing_capacity", from: start, v)
        }
        if let fee = c.admissions.applicationFee {
            var v = Array(repeating: fee, count: end - start + 1)
            let waivedSince = fee == 0 && rng.chance(0.25) ? rng.int(start...end) : nil
            for i in stride(from: v.count - 2, through: 0, by: -1) {
                if let since = waivedSince, start + i < since {
                    v[i] = start + i == since - 1 ? FixtureRound.to(rng.range(25, 45), step: 5) : v[i + 1]
                } else {
                    v[i] = v[i + 1] > 0 && rng.chance(0.12) ? max(0, v[i + 1] - (rng.chance(0.5) ? 5 : 10)) : v[i + 1]
                }
            }
            put("application_fee", from: start, v)
        }
        let policyStart = max(start, 2015)
        func yesNo(_ key: String, _ yes: Bool?) {
            guard let yes else {
                if rng.chance(0.5) {
                    put(key, from: policyStart, Self.codes(2, from: policyStart, to: end - 1, changeChance: 0, others: [],
                                                           changeYears: policyStart...end, rng: &rng))
                }
                return
            }
            let last: Double = yes ? 1 : 2
            put(key, from: policyStart, Self.codes(last, from: policyStart, to: end, changeChance: 0.15,
                                                   others: [yes ? 2 : 1], changeYears: 2016...end, rng: &rng))
        }
        yesNo("live_on", c.campus.firstYearsRequired)
        yesNo("tuition_guarantee", c.prices.tuitionPlans.contains("guarantee"))
        yesNo("promise", c.prices.promiseProgram)
    }

    // MARK: - Enrollment, outcomes, faculty

    private mutating func addEnrollment(_ c: FixtureCollege, fall: Int, rng: inout FixtureRandom) {
        let start = Self.startYear(2000, 0.5, later: 1997...2006, rng: &rng)
        let floor = c.undergrads >= 300 ? 300.0 : 1
        let sizes = Self.backward(c.undergrads, from: start, to: fall, growth: 0.005 + rng.noise(0.01), vol: 0.025, rng: &rng)
        put("undergrads", from: start, sizes.map { max(floor, $0.rounded()) as Double? }.enumerated().map {
            $0.offset == sizes.count - 1 ? c.undergrads : $0.element
        })
        if let men = c.students.menShare {
            put("men_share", from: start, Self.four(Self.backwardShare(men, from: start, to: fall, drift: 0.002, vol: 0.006,
                                                                       lo: 0.002, hi: 0.97, rng: &rng)))
        }
        if let pt = c.students.partTimeShare {
            put("part_time_share", from: start, Self.four(Self.backwardShare(pt, from: start, to: fall, drift: 0, vol: 0.01,
                                                                             lo: 0, hi: 0.95, rng: &rng)))
        }
        guard let race = c.students.race else { return }
        let raceStart = max(start, 2010)
        let drift = [-0.001, 0.0005, -0.005, 0.008, -0.002, -0.0005, 0]
        var latent = race
        var rows: [[Double]] = [race]
        for _ in stride(from: fall - 1, through: raceStart, by: -1) {
            for k in latent.indices {
                latent[k] = max(0.001, latent[k] + drift[k] + rng.noise(k == 6 ? 0.002 : 0.004))
            }
            rows.insert(FixtureCollege.sharesSummingToOne(latent), at: 0)
        }
        for (k, key) in FixtureCollege.raceKeys.enumerated() {
            put("race_\(key)", from: raceStart, rows.map { $0[k] })
        }
    }

    private mutating func addOutcomes(_ c: FixtureCollege, rng: inout FixtureRandom) {
        let o = c.outcomes
        let cohortEnd = FixtureSeries.latestCohort
        if let last = o.gradRateFTFT ?? o.graduationRate {
            let start = rng.int(1997...2004)
            put("grad_rate", from: start, Self.four(Self.backwardShare(last, from: start, to: cohortEnd, drift: -0.004,
                                                                       vol: 0.02, lo: 0.02, hi: 0.99, rng: &rng)))
        }
        let groupStart = rng.chance(0.7) ? 2009 : 2010
        if let pell = o.gradRatePell {
            put("grad_rate_pell", from: groupStart, Self.four(Self.backwardShare(pell, from: groupStart, to: cohortEnd,
                                                                                 drift: -0.003, vol: 0.03, lo: 0.02,
                                                                                 hi: 0.99, rng: &rng)))
        }
        if let none = o.gradRateNoPellNoLoan {
            put("grad_rate_no_pell_no_loan", from: groupStart,
                Self.four(Self.backwardShare(none, from: groupStart, to: cohortEnd, drift: -0.002, vol: 0.03, lo: 0.02,
                                             hi: 0.99, rng: &rng)))
        }
        if let debt = o.medianDebt {
            let start = rng.int(2000...2005)
            put("median_debt", from: start, Self.rounded(Self.backward(debt, from: start, to: FixtureSeries.latestDebt,
                                                                       growth: 0.03, vol: 0.04, rng: &rng)))
        }
        if let loans = o.federalLoanRate {
            put("federal_loan_rate", from: 2009, Self.four(Self.backwardShare(loans, from: 2009, to: FixtureSeries.latestAcademic,
                                                                              drift: 0.008, vol: 0.02, lo: 0.01, hi: 0.95,
                                                                              rng: &rng)))
        }
    }

    private mutating func addFaculty(_ c: FixtureCollege, fall: Int, rng: inout FixtureRandom) {
        let a = c.academics
        if let ratio = a.studentFacultyRatio {
            var v = Array(repeating: ratio, count: fall - 2009 + 1)
            for i in stride(from: v.count - 2, through: 0, by: -1) {
                v[i] = max(3, v[i + 1] + (rng.chance(0.25) ? (rng.chance(0.5) ? 1 : -1) : 0))
            }
            put("student_faculty_ratio", from: 2009, v)
        }
        if let share = a.facultyFullTimeShare {
            put("faculty_full_time_share", from: 2010, Self.four(Self.backwardShare(share, from: 2010, to: fall, drift: 0.003,
                                                                                    vol: 0.01, lo: 0.05, hi: 1, rng: &rng)))
        }
        if let salary = a.facultySalary {
            put("faculty_salary", from: 2009, Self.rounded(Self.backward(salary, from: 2009, to: fall, growth: 0.025,
                                                                         vol: 0.01, rng: &rng)))
        } else if rng.chance(0.5) {
            // Reported in earlier falls only.
            put("faculty_salary", from: 2009, Self.rounded(Self.backward(60000 + 50000 * c.prestige, from: 2009,
                                                                         to: rng.int(2015...2023), growth: 0.025, vol: 0.01,
                                                                         rng: &rng)))
        }
    }

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
    private mutating func addGaps(rng: inout FixtureRandom) {
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

private typealias Admissions = FixtureCollege.Admissions
private typealias Prices = FixtureCollege.Prices
