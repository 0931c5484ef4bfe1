import Domain
/// History series of prices, grant aid, and the characteristics file (housing, fee, policies).
extension FixtureHistory {
    mutating func addPrices(_ c: FixtureCollege, rng: inout FixtureRandom) {
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

    mutating func addAid(_ c: FixtureCollege, rng: inout FixtureRandom) {
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

    mutating func addCharacteristics(_ c: FixtureCollege, rng: inout FixtureRandom) {
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
}

private typealias Prices = FixtureCollege.Prices
