import Domain
/// The sample college (100654), whose real history and detail files the fixture writes verbatim: its generated
/// figures are replaced by the ones those files fix, so the record and the files agree.
extension FixtureCollege {
    /// Identity of the sample college.
    static let sampleName = "Alabama A&M University"
    static let sampleZip = "35762"

    /// Takes the latest values of the real history (admissions at fall 2024, prices and aid at 2023–24) and the real
    /// detail tables (home states, majors).
    mutating func anchor(history h: FixtureHistory, detail: FixtureValue, rng: inout FixtureRandom) {
        let fall = FixtureSeries.latestFall, year = FixtureSeries.latestAcademic
        if let p = h.value("applicants", fall), let d = h.value("admitted", fall), let e = h.value("enrolled", fall) {
            admissions.applicants = p
            admissions.admitted = d
            admissions.enrolled = e
            admissions.men = nil
            admissions.women = nil
            admissions.drawBySex(menShare: students.menShare ?? 0.4, rng: &rng)
        }
        if let tin = h.value("tuition_in_state", year), let tout = h.value("tuition_out_of_state", year),
           let sticker = h.value("sticker_in_state", year), let full = h.value("full_price", year)
        {
            let extras = sticker - tin
            let split = FixtureCollege.allocate(extras, weights: [prices.books, prices.roomBoard, prices.other])
            prices.books = split[0]
            prices.roomBoard = split[1]
            prices.other = split[2]
            prices.tuitionIn = tin
            prices.tuitionOut = tout
            prices.tuitionDistrict = tin
            prices.blendedTuition = full - extras
            let out = tout > tin ? FixtureRound.two(FixtureRound.clamp((full - extras - tin) / (tout - tin), 0, 1)) : 0
            prices.residency = [0, FixtureRound.two(1 - out), out]
        }
        if let paid = h.value("avg_paid_all", year), let pct = h.value("grant_pct", year),
           let average = h.value("grant_avg", year),
           let solved = Self.solveGrants(near: aid?.cohort ?? admissions.enrolled ?? 1000, pct: pct, average: average,
                                         perStudent: prices.fullPrice - paid)
        {
            aid = solved
        }
        if let aided = h.value("aided_net_price", year) { prices.aidedNetPrice = aided }
        prices.netPriceByIncome = (1...5).map { h.value("net_price_income_\($0)", year) }

        if case let .object(rows)? = detail.value(at: "tables.home_states.rows") {
            let states = rows.compactMap { row in row.value.numberValue.map { (state: row.key, count: $0) } }
            let total = states.reduce(0) { $0 + $1.count }
            students.homeStates = states
            students.international = max(0, (admissions.enrolled ?? total) - total)
            students.unknownResidence = 0
        }
        if case let .object(rows)? = detail.value(at: "tables.majors.rows") {
            academics.majors = rows.compactMap { row -> (cip: String, first: Double, second: Double)? in
                guard case let .array(counts) = row.value, let first = counts.first?.numberValue else { return nil }
                return (row.key, first, counts.count > 1 ? counts[1].numberValue ?? 0 : 0)
            }.sorted { $0.cip < $1.cip }
        }
    }

    /// A cohort, grant count and grant total whose rounded ratios are exactly the given share, average grant and
    /// grant dollars per student; the cohort is searched outward from `near`.
    static func solveGrants(near: Double, pct: Double, average: Double, perStudent: Double) -> Aid? {
        for delta in 0..<2000 {
            for cohort in [near + Double(delta), near - Double(delta)] where cohort >= 10 {
                let count = (pct * cohort).rounded()
                guard count > 0, FixtureRound.four(count / cohort) == pct else { continue }
                let lo = max((perStudent - 0.5) * cohort, (average - 0.5) * count).rounded(.up)
                let hi = min((perStudent + 0.5) * cohort, (average + 0.5) * count)
                var total = lo
                while total < hi {
                    let aid = Aid(cohort: cohort, grantCount: count, grantTotal: total)
                    if aid.grantPerStudent == perStudent, aid.grantAvg == average, aid.grantPct == pct { return aid }
                    total += 1
                }
            }
        }
        return nil
    }
}
