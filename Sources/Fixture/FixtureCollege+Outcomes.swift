import Domain
/// Drawing outcomes, housing, faculty and degrees.
extension FixtureCollege {
    /// Graduation by aid group, debt, the federal loan rate and earnings, all following prestige.
    mutating func drawOutcomes(rng: inout FixtureRandom) {
        var o = outcomes
        var g = FixtureRound.clamp(0.22 + 0.72 * prestige + rng.noise(0.06), 0.1, 0.98)
        if isForProfit { g *= 0.6 }
        let total = max(12, ((aid?.cohort ?? admissions.enrolled ?? undergrads * 0.2) * rng.range(0.85, 1.15)).rounded())
        let pellShare = FixtureRound.clamp((students.pellShare ?? 0.3) * rng.range(0.8, 1.2), 0.03, 0.9)
        let pell = (total * pellShare).rounded()
        let loan = min(total - pell, (total * rng.range(0.12, 0.3)).rounded())
        o.gradCohorts = [pell, loan, total - pell - loan]
        let gap = 0.03 + 0.12 * (1 - prestige) + rng.noise(0.04)
        func rate(_ value: Double, cohort: Double) -> Double? {
            cohort < 30 ? nil : FixtureRound.four(FixtureRound.clamp(value, 0.02, 0.99))
        }
        o.gradRatePell = rate(g - gap, cohort: pell)
        o.gradRateLoanNoPell = rate(g - 0.03 + rng.noise(0.03), cohort: loan)
        o.gradRateNoPellNoLoan = rate(g + 0.05 + rng.noise(0.03), cohort: total - pell - loan)
        if !rng.chance(0.04) {
            o.graduationRate = FixtureRound.four(FixtureRound.clamp((o.gradRateFTFT ?? g) + rng.noise(0.015), 0.05, 0.99))
        }
        if !rng.chance(0.06) {
            let debt = 16000 + rng.range(0, 9000) + 4000 * (students.pellShare ?? 0.3) - 4000 * prestige * prestige
            o.medianDebt = rng.chance(0.7) ? FixtureRound.to(debt, step: 250) : debt.rounded()
        }
        if !rng.chance(0.04) {
            let loanRate = 0.55 - 0.45 * prestige + rng.noise(0.08) + (isForProfit ? 0.15 : 0)
            o.federalLoanRate = FixtureRound.four(FixtureRound.clamp(loanRate, 0.02, 0.9))
        }
        if !rng.chance(0.05) {
            let earnings = 33000 + 60000 * prestige * prestige + 10000 * prestige + rng.noise(4000)
                - (isForProfit ? 5000 : 0)
            o.medianEarnings10 = max(18000, earnings.rounded())
        }
        outcomes = o
    }

    /// Housing: whether offered, beds, and the live-on rule.
    mutating func drawCampus(rng: inout FixtureRandom) {
        let offered = rng.chance(type == "private-nonprofit" ? 0.95 : isPublic ? 0.88 : 0.25)
        campus.housingOffered = offered
        guard offered else { return }
        let fullTime = 1 - (students.partTimeShare ?? 0.1)
        let ratio: Double = switch type {
        case "public": rng.range(0.12, 0.45)
        case "private-forprofit": rng.range(0.05, 0.2)
        default: rng.range(0.45, 0.95) * fullTime
        }
        campus.housingCapacity = rng.chance(0.04) ? nil : max(20, (undergrads * ratio).rounded())
        campus.firstYearsRequired = rng.chance(0.03) ? nil
            : rng.chance(type == "private-nonprofit" ? 0.55 : isPublic ? 0.25 : 0.05)
    }

    /// Faculty figures and bachelor's degrees by field.
    mutating func drawAcademics(rng: inout FixtureRandom) {
        var a = academics
        if !rng.chance(0.03) {
            let ratio = isPublic ? 14 + 6 * (1 - prestige) : 17 - 9 * prestige
            a.studentFacultyRatio = FixtureRound.clamp((ratio + rng.noise(2)).rounded(), 5, 30)
        }
        if !rng.chance(0.05) {
            let salary = 58000 + 70000 * prestige * prestige + 15000 * prestige + (isPublic ? 5000 : 0) + rng.noise(4000)
            a.facultySalary = salary.rounded()
        }
        if !rng.chance(0.05) {
            a.facultyFullTimeShare = FixtureRound.four(FixtureRound.clamp(0.45 + 0.4 * prestige + rng.noise(0.1), 0.15, 1))
        }
        let fullTime = 1 - (students.partTimeShare ?? 0.1)
        let bachelors = max(5, (undergrads * fullTime * rng.range(0.17, 0.24)).rounded())
        let fields = min(FixtureCIP.majors.count, max(5, Int(4 + (bachelors.squareRoot() / 1.5).rounded())))
        var pool = FixtureCIP.majors.map { major -> (FixtureCIP.Major, Double) in
            var w = major.weight
            if major.cip.hasPrefix("01.") || major.cip.hasPrefix("03.") { w *= isPublic ? 2 : 0.5 }
            if major.cip.hasPrefix("39.") { w *= type == "private-nonprofit" ? 3 : 0 }
            if major.cip.hasPrefix("14.") { w *= 0.5 + prestige }
            if isForProfit, !(major.cip.hasPrefix("51.") || major.cip.hasPrefix("52.") || major.cip.hasPrefix("11.")
                || major.cip.hasPrefix("50.")) { w *= 0.05 }
            return (major, w)
        }
        var chosen: [(FixtureCIP.Major, Double)] = []
        while chosen.count < fields, pool.contains(where: { $0.1 > 0 }) {
            let i = rng.weighted(pool.map(\.1))
            chosen.append((pool[i].0, pool[i].1 * rng.range(0.3, 1.7)))
            pool.remove(at: i)
        }
        let counts = Self.allocate(bachelors, weights: chosen.map(\.1))
        let doubles = type == "private-nonprofit" ? 0.4 : 0.1
        a.majors = zip(chosen, counts).compactMap { pick, count in
            guard count > 0 else { return nil }
            let second = rng.chance(doubles) ? (count * rng.range(0, 0.12)).rounded() : 0
            return (pick.0.cip, count, second)
        }.sorted { $0.cip < $1.cip }
        academics = a
    }

    /// `total` split in proportion to `weights` by largest remainders (sums exactly to `total`).
    static func allocate(_ total: Double, weights: [Double]) -> [Double] {
        let sum = weights.reduce(0, +)
        guard sum > 0 else { return weights.map { _ in 0 } }
        let exact = weights.map { total * $0 / sum }
        var counts = exact.map { $0.rounded(.down) }
        var left = Int(total - counts.reduce(0, +))
        let order = exact.indices.sorted { (exact[$0] - counts[$0], $1) > (exact[$1] - counts[$1], $0) }
        var k = 0
        while left > 0 {
            counts[order[k % order.count]] += 1
            left -= 1
            k += 1
        }
        return counts
    }
}
