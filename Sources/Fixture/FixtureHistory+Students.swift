import Domain
/// History series of enrollment, outcomes and faculty.
extension FixtureHistory {
    mutating func addEnrollment(_ c: FixtureCollege, fall: Int, rng: inout FixtureRandom) {
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

    mutating func addOutcomes(_ c: FixtureCollege, rng: inout FixtureRandom) {
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

    mutating func addFaculty(_ c: FixtureCollege, fall: Int, rng: inout FixtureRandom) {
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
}
