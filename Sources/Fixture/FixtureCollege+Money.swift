import Domain
/// Drawing where first-years come from, prices, and grant aid.
extension FixtureCollege {
    /// First-years by home state: mostly the college's own state, the rest spread over other states (more from the
    /// same region), plus some from abroad and a few of unknown residence.
    mutating func drawHomeStates(rng: inout FixtureRandom) {
        let firstYears = admissions.enrolled ?? max(20, (undergrads * 0.22).rounded())
        let inStateShare: Double = switch type {
        case "public": rng.range(0.7, 0.95)
        case "private-forprofit": rng.range(0.6, 0.9)
        default: FixtureRound.clamp(rng.range(0.45, 0.9) - 0.4 * prestige, 0.15, 0.95)
        }
        let raceInternational = students.race?[5] ?? 0.03
        let international = (firstYears * FixtureRound.clamp(raceInternational * rng.range(0.5, 1.3), 0, 0.3)).rounded()
        let unknown = (firstYears * rng.range(0, 0.01)).rounded()
        let own = min(firstYears - international - unknown, (firstYears * inStateShare).rounded())
        var rest = firstYears - international - unknown - own
        var rows: [(state: String, count: Double)] = [(location.state, own)]
        var candidates = FixtureStates.all.filter { $0.code != location.state }
        var weight = rest * 0.35
        while rest > 0, !candidates.isEmpty {
            let i = rng.weighted(candidates.map { $0.region == region ? 3 : 1 })
            let count = min(rest, max(1, (weight * rng.range(0.6, 1.2)).rounded()))
            rows.append((candidates[i].code, count))
            candidates.remove(at: i)
            rest -= count
            weight = max(1, weight * 0.7)
        }
        if rest > 0 { rows[0].count += rest }
        students.homeStates = rows.filter { $0.count > 0 }
        students.international = international
        students.unknownResidence = unknown
    }

    /// Tuition, other costs, and the residency mix that weights the full price.
    mutating func drawPrices(rng: inout FixtureRandom) {
        var p = prices
        switch type {
        case "public":
            p.tuitionIn = FixtureRound.clamp((6500 + 5500 * prestige + rng.noise(1500)).rounded(), 3000, 19000)
            p.tuitionOut = min(48000, (p.tuitionIn * rng.range(1.8, 3.3)).rounded())
            p.tuitionDistrict = rng.chance(0.9) ? p.tuitionIn : (p.tuitionIn * 0.9).rounded()
            let out = FixtureRound.two(FixtureRound.clamp(0.05 + 0.3 * prestige + rng.noise(0.06), 0.01, 0.6))
            let district = rng.chance(0.15) ? FixtureRound.two(rng.range(0.05, 0.3)) : 0
            p.residency = [district, FixtureRound.two(1 - out - district), out]
        case "private-forprofit":
            p.tuitionIn = rng.range(11000, 22000).rounded()
            p.tuitionOut = p.tuitionIn
            p.tuitionDistrict = p.tuitionIn
            p.residency = [0, 1, 0]
        default:
            p.tuitionIn = FixtureRound.clamp((16000 + 46000 * prestige + rng.noise(4000)).rounded(), 9000, 68000)
            p.tuitionOut = p.tuitionIn
            p.tuitionDistrict = p.tuitionIn
            p.residency = [0, 1, 0]
        }
        let costly = region == "West" || region == "Northeast" ? 1500.0 : 0
        p.books = FixtureRound.to(rng.range(600, 1500), step: 50)
        p.roomBoard = (rng.range(8000, 13000) + 5000 * prestige + costly).rounded()
        p.other = rng.range(1500, 5200).rounded()
        p.blendedTuition = Prices.blend(district: p.tuitionDistrict, inState: p.tuitionIn, outOfState: p.tuitionOut,
                                        residency: p.residency)
        let plans: [(String, Double)] = [("guarantee", isPublic ? 0.2 : 0.08), ("prepaid", 0.15),
                                         ("payment_plan", 0.75), ("other", 0.25)]
        p.tuitionPlans = plans.filter { rng.chance($0.1) }.map(\.0)
        p.promiseProgram = rng.chance(isPublic ? 0.12 : 0.02)
        prices = p
    }

    /// The SFA cohort and its grants; the average paid (full price − grant dollars per student) stays positive.
    mutating func drawAid(rng: inout FixtureRandom) {
        guard !rng.chance(0.05) else {
            aid = nil
            return
        }
        let base = admissions.enrolled ?? (undergrads * 0.2).rounded()
        let cohort = max(10, (base * rng.range(0.85, 1.0)).rounded())
        let share: Double = switch type {
        case "public": FixtureRound.clamp(0.55 + 0.3 * (students.pellShare ?? 0.3) + rng.noise(0.05), 0.3, 0.98)
        case "private-forprofit": rng.range(0.5, 0.85)
        default: rng.chance(0.7) ? rng.range(0.97, 1.0) : rng.range(0.85, 0.97)
        }
        let count = max(1, (cohort * share).rounded())
        var average: Double = switch type {
        case "public": FixtureRound.clamp(3500 + 9000 * prestige + 4000 * (students.pellShare ?? 0.3) + rng.noise(1000),
                                          1500, 25000)
        case "private-forprofit": rng.range(3000, 7000)
        default: prices.tuitionIn * FixtureRound.clamp(0.45 + 0.25 * prestige + rng.noise(0.08), 0.2, 0.85)
        }
        // Keep what an average student pays clearly positive.
        let perStudentCap = prices.fullPrice * 0.85
        if average * count / cohort > perStudentCap { average = perStudentCap * cohort / count }
        let total = (count * average * (1 + rng.noise(0.003))).rounded()
        aid = Aid(cohort: cohort, grantCount: count, grantTotal: total)
    }

    /// The net price for students with grants, and by family income band.
    mutating func drawNetPrices(rng: inout FixtureRandom) {
        let grant = aid?.grantAvg ?? prices.tuitionIn * 0.3
        let aided = max(1000, (prices.stickerIn - grant * rng.range(0.93, 1.03)).rounded())
        prices.aidedNetPrice = aid == nil || rng.chance(0.03) ? nil : aided
        var factors = [0.62, 0.68, 0.8, 0.96, 1.1]
        if type == "private-nonprofit" {
            for i in 0..<3 { factors[i] *= 1 - 0.6 * prestige * prestige }
        }
        let missing = [0.06, 0.03, 0.03, 0.03, 0.06]
        prices.netPriceByIncome = (0..<5).map { i in
            rng.chance(missing[i]) ? nil : max(0, (aided * factors[i] * (1 + rng.noise(0.05))).rounded())
        }
    }
}
