import Domain
/// The record's outcomes and aid sections.
extension FixtureRecord {
    static let repaymentKeys = ["paid_in_full", "making_progress", "not_making_progress", "deferment", "forbearance",
                                "delinquent", "default", "discharged"]
    static let gradRaceKeys = ["white", "asian", "hispanic", "black", "two_or_more", "international", "aian", "nhpi"]

    mutating func outcomes() -> FixtureValue {
        let c = college, o = c.outcomes
        let p = c.prestige
        let earnings10 = o.medianEarnings10
        let earnings6 = earnings10.flatMap { rng.chance(0.03) ? nil : ($0 * rng.range(0.78, 0.95)).rounded() }
        let retention = o.graduationRate.map { FixtureRound.four(min(0.99, $0 + rng.range(0.12, 0.25))) }
        let debt = o.medianDebt
        let byIncome: FixtureValue = debt.map { d in
            .obj(["low": .number(FixtureRound.to(d * rng.range(0.5, 0.8), step: 250)),
                  "mid": .number(FixtureRound.to(d * rng.range(0.55, 0.85), step: 250)),
                  "high": .number(FixtureRound.to(d * rng.range(0.5, 0.9), step: 250))])
        } ?? .null

        var repayment = FixtureValue.null
        if !rng.chance(0.1) {
            let weights = [rng.range(0.02, 0.1) + 0.2 * p, rng.range(0.1, 0.3), rng.range(0.1, 0.25), rng.range(0.05, 0.15),
                           rng.range(0.1, 0.3), rng.range(0.01, 0.05), rng.range(0.01, 0.15) * (1 - p), rng.range(0, 0.02)]
            let cents = FixtureCollege.allocate(100, weights: weights)
            repayment = .object(zip(Self.repaymentKeys, cents).map { key, v in
                let high = v / 100
                let low = rng.chance(0.15) ? max(0, high - 0.01) : high
                return FixtureMember(key: key, value: .obj(["low": .number(FixtureRound.two(low)),
                                                            "high": .number(FixtureRound.two(high))]))
            })
        }

        let cohorts = o.gradCohorts
        let total = cohorts.reduce(0, +)
        let ftft = o.gradRateFTFT
        let race = c.students.race ?? [0.04, 0.1, 0.12, 0.65, 0.04, 0.03, 0.02]
        // White, Asian, Hispanic, Black, two or more, international, American Indian, Pacific Islander.
        let raceShares = [race[3], race[0], race[2], race[1], race[4], race[5], race[6] * 0.3, race[6] * 0.1]
        let raceOffsets = [0.02, 0.05, -0.04, -0.09, -0.02, 0.03, -0.1, -0.05]
        let base = ftft ?? o.graduationRate ?? 0.5
        var raceRates: [FixtureMember] = []
        var raceCohorts: [FixtureMember] = []
        for (i, key) in Self.gradRaceKeys.enumerated() {
            let n = (total * raceShares[i]).rounded()
            let r = n < 30 ? nil : FixtureRound.four(FixtureRound.clamp(base + raceOffsets[i] + rng.noise(0.03), 0.02, 0.99))
            raceRates.append(FixtureMember(key: key, value: .num(r)))
            raceCohorts.append(FixtureMember(key: key, value: .number(n)))
        }

        return .obj([
            "median_earnings_10yr": .num(earnings10), "median_earnings_6yr": .num(earnings6),
            "graduation_rate": .num(o.graduationRate), "retention_rate": .num(retention),
            "median_debt": .num(debt), "monthly_loan_payment": .num(debt.map { ($0 * 0.0106).rounded() }),
            "federal_loan_rate": .num(o.federalLoanRate),
            "median_debt_pell": .num(debt.map { ($0 * rng.range(0.6, 1)).rounded() }),
            "median_debt_no_pell": .num(debt.map { ($0 * rng.range(0.5, 0.95)).rounded() }),
            "median_debt_by_income": byIncome,
            "repayment_3yr": repayment,
            "eight_year": eightYear(base: base),
            "grad_rate_pell": .num(o.gradRatePell), "grad_rate_loan_no_pell": .num(o.gradRateLoanNoPell),
            "grad_rate_no_pell_no_loan": .num(o.gradRateNoPellNoLoan), "grad_rate_ftft": .num(ftft),
            "grad_cohorts": .obj(["pell": .number(cohorts[0]), "loan_no_pell": .number(cohorts[1]),
                                  "no_pell_no_loan": .number(cohorts[2]), "total": .number(total)]),
            "grad_rate_by_race": .object(raceRates),
            "grad_cohorts_by_race": .object(raceCohorts),
        ])
    }

    /// Outcome measures for students who entered in fall 2016: award, still enrolled, transferred, unknown.
    private mutating func eightYear(base: Double) -> FixtureValue {
        let c = college
        guard !rng.chance(0.06) else { return .null }
        let firstTime = max(20, ((c.admissions.enrolled ?? c.undergrads * 0.22) * rng.range(0.85, 1.1)).rounded())
        let transfers = rng.chance(0.1) ? 0 : (firstTime * (c.isPublic ? rng.range(0.15, 0.5) : rng.range(0.05, 0.3))).rounded()
        func group(_ cohort: Double, award: Double) -> (value: FixtureValue, rates: [Double]) {
            let a = FixtureRound.four(FixtureRound.clamp(award, 0.03, 0.98))
            let a4 = FixtureRound.four(a * rng.range(0.6, 0.85))
            let a6 = FixtureRound.four(a * rng.range(0.95, 0.99))
            let still = FixtureRound.four(rng.range(0, 0.01))
            let moved = FixtureRound.four((1 - a - still) * rng.range(0.2, 0.7))
            let unknown = FixtureRound.four(1 - a - still - moved)
            let rates = [a, a4, a6, still, moved, unknown]
            return (.obj(["cohort": .number(cohort), "award": .number(a), "award_4": .number(a4), "award_6": .number(a6),
                          "still_enrolled": .number(still), "transferred": .number(moved), "unknown": .number(unknown)]),
                    rates)
        }
        let first = group(firstTime, award: base + 0.02 + rng.noise(0.02))
        let transfer = transfers > 0 ? group(transfers, award: base + rng.noise(0.05)) : nil
        let cohort = firstTime + transfers
        let keys = ["award", "award_4", "award_6", "still_enrolled", "transferred", "unknown"]
        var all: [FixtureMember] = [FixtureMember(key: "cohort", value: .number(cohort))]
        for (k, key) in keys.enumerated() {
            let mixed = (first.rates[k] * firstTime + (transfer?.rates[k] ?? 0) * transfers) / cohort
            all.append(FixtureMember(key: key, value: .number(FixtureRound.four(mixed))))
        }
        let allAward = (first.rates[0] * firstTime + (transfer?.rates[0] ?? 0) * transfers) / cohort
        let pellCohort = (cohort * FixtureRound.clamp((c.students.pellShare ?? 0.3) * rng.range(0.9, 1.3), 0.05, 0.9)).rounded()
        let otherCohort = cohort - pellCohort
        let pellAward = FixtureRound.clamp(allAward - rng.range(0.03, 0.15), 0.02, 0.98)
        let otherAward = FixtureRound.clamp((allAward * cohort - pellAward * pellCohort) / max(1, otherCohort), 0.02, 0.99)
        func short(_ n: Double, _ award: Double) -> FixtureValue {
            .obj(["cohort": .number(n), "award": .number(FixtureRound.four(award)),
                  "award_4": .number(FixtureRound.four(award * rng.range(0.6, 0.85))),
                  "award_6": .number(FixtureRound.four(award * rng.range(0.95, 0.99)))])
        }
        return .obj([
            "entering_year": .int(2016),
            "all": .object(all),
            "first_time": first.value,
            "transfer_in": transfer?.value ?? .null,
            "pell": short(pellCohort, pellAward),
            "non_pell": otherCohort > 0 ? short(otherCohort, otherAward) : .null,
        ])
    }

    mutating func aid() -> FixtureValue {
        let c = college
        let loanShare = FixtureRound.two(FixtureRound.clamp((c.outcomes.federalLoanRate ?? 0.4) + rng.noise(0.06), 0, 0.95))
        let pellPct = FixtureRound.two(FixtureRound.clamp((c.students.pellShare ?? 0.3) + rng.noise(0.04), 0, 0.95))
        guard let a = c.aid else {
            return .obj([
                "cohort": .null, "any_aid_pct": .null, "grant_pct": .null, "grant_avg": .null, "grant_count": .null,
                "grant_total": .null, "institutional_pct": .null, "institutional_avg": .null, "pell_pct": .num(pellPct),
                "pell_avg": .null, "state_pct": .null, "loan_pct": .num(loanShare), "loan_avg": .null, "by_income": .null,
            ])
        }
        let average = a.grantAvg ?? 0
        let institutional = c.type == "private-nonprofit" ? rng.range(0.8, 1) : rng.range(0.15, 0.6)
        var byIncome = FixtureValue.null
        if !rng.chance(0.25) {
            let recipients = a.cohort * rng.range(0.4, 0.7)
            let counts = FixtureCollege.allocate(recipients.rounded(), weights: [0.25, 0.15, 0.18, 0.17, 0.25])
            let granted = counts.map { ($0 * rng.range(0.85, 1)).rounded() }
            let factors = [1.3, 1.25, 1.15, 1.0, 0.85]
            let totals = zip(granted, factors).map { ($0 * average * $1 * (1 + rng.noise(0.02))).rounded() }
            byIncome = .obj([
                "counts": .numbers(counts),
                "avg_grant": .numbers(zip(totals, granted).map { $1 > 0 ? ($0 / $1).rounded() : nil }),
                "granted": .numbers(granted),
                "total_grants": .numbers(totals),
            ])
        }
        return .obj([
            "cohort": .number(a.cohort),
            "any_aid_pct": .number(FixtureRound.two(min(1, a.grantPct + rng.range(0, 0.08)))),
            "grant_pct": .number(a.grantPct), "grant_avg": .num(a.grantAvg), "grant_count": .number(a.grantCount),
            "grant_total": .number(a.grantTotal),
            "institutional_pct": .number(FixtureRound.two(min(a.grantPct, institutional))),
            "institutional_avg": .number((average * (c.type == "private-nonprofit" ? rng.range(0.8, 0.95) : rng.range(0.3, 0.6))).rounded()),
            "pell_pct": .number(pellPct), "pell_avg": .number(rng.range(4000, 6500).rounded()),
            "state_pct": .number(FixtureRound.two(rng.range(0, 0.7))),
            "loan_pct": .number(loanShare), "loan_avg": .number(rng.range(4000, 12000).rounded()),
            "by_income": byIncome,
        ])
    }
}
