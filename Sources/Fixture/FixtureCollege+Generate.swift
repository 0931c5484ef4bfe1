import Domain
/// Drawing a college's shared figures: size and selectivity first, then everything correlated with them.
extension FixtureCollege {
    /// Undergraduate head counts by type: quantile knots (heavily skewed toward small colleges).
    static let sizeKnots: [String: [(Double, Double)]] = [
        "public": [(0, 400), (0.15, 1800), (0.35, 4500), (0.55, 9000), (0.75, 17000), (0.9, 28000), (0.98, 45000),
                   (1, 65000)],
        "private-nonprofit": [(0, 350), (0.2, 900), (0.45, 1700), (0.7, 3000), (0.85, 5500), (0.95, 11000),
                              (0.99, 22000), (1, 40000)],
        "private-forprofit": [(0, 350), (0.3, 800), (0.7, 2500), (0.95, 10000), (1, 60000)],
    ]

    /// Acceptance rates by type: quantile knots.
    static let acceptanceKnots: [String: [(Double, Double)]] = [
        "public": [(0, 0.08), (0.03, 0.2), (0.12, 0.5), (0.4, 0.75), (0.75, 0.88), (0.95, 0.96), (1, 1)],
        "private-nonprofit": [(0, 0.03), (0.04, 0.08), (0.1, 0.2), (0.25, 0.5), (0.55, 0.72), (0.85, 0.86),
                              (0.97, 0.96), (1, 1)],
        "private-forprofit": [(0, 0.4), (0.3, 0.7), (0.8, 0.95), (1, 1)],
    ]

    /// Draws a college's shared figures.
    static func generate(unitID: String, name: String, type: String, location: FixtureCentroid,
                         rng: inout FixtureRandom) -> FixtureCollege
    {
        let region = FixtureStates.region(of: location.state) ?? "West"
        let undergrads = rng.quantile(sizeKnots[type]!).rounded()
        let targetRate = rng.quantile(acceptanceKnots[type]!)
        var prestige = FixtureRound.clamp((1 - targetRate) * 1.1 + rng.noise(0.08), 0, 1)
        if type == "private-forprofit" { prestige *= 0.4 }
        if type == "public", undergrads > 20000 { prestige = min(1, prestige + 0.08) }

        let students = drawStudents(type: type, region: region, prestige: prestige, rng: &rng)
        let admissions = drawAdmissions(type: type, region: region, prestige: prestige, targetRate: targetRate,
                                        undergrads: undergrads, students: students, rng: &rng)
        var college = FixtureCollege(
            unitID: unitID, name: name, type: type, location: location, region: region, prestige: prestige,
            undergrads: undergrads, admissions: admissions, students: students,
            prices: FixtureCollege.Prices(
                tuitionDistrict: 0, tuitionIn: 0, tuitionOut: 0, books: 0, roomBoard: 0, other: 0,
                residency: [0, 1, 0], blendedTuition: 0, aidedNetPrice: nil, netPriceByIncome: [], tuitionPlans: [],
                promiseProgram: false),
            aid: nil,
            outcomes: FixtureCollege.Outcomes(gradCohorts: [0, 0, 0]),
            campus: FixtureCollege.Campus(housingOffered: false),
            academics: FixtureCollege.Academics(majors: []))
        college.drawHomeStates(rng: &rng)
        college.drawPrices(rng: &rng)
        college.drawAid(rng: &rng)
        college.drawNetPrices(rng: &rng)
        college.drawOutcomes(rng: &rng)
        college.drawCampus(rng: &rng)
        college.drawAcademics(rng: &rng)
        return college
    }

    // MARK: - Students

    /// Race/ethnicity mix by region before per-college variation, in ``raceKeys`` order.
    static let regionRace: [String: [Double]] = [
        "Northeast": [0.08, 0.10, 0.14, 0.55, 0.04, 0.05, 0.04],
        "Southeast": [0.03, 0.22, 0.10, 0.55, 0.04, 0.03, 0.03],
        "Midwest": [0.04, 0.09, 0.08, 0.68, 0.04, 0.04, 0.03],
        "Southwest": [0.04, 0.07, 0.38, 0.40, 0.04, 0.04, 0.03],
        "West": [0.12, 0.04, 0.25, 0.42, 0.07, 0.05, 0.05],
    ]

    private static func drawStudents(type: String, region: String, prestige: Double, rng: inout FixtureRandom)
        -> Students
    {
        var men: Double
        switch type {
        case "public": men = 0.44 + rng.noise(0.05)
        case "private-forprofit": men = 0.35 + rng.noise(0.15)
        default: men = rng.chance(0.03) ? rng.range(0.005, 0.04) : 0.42 + rng.noise(0.06)
        }
        let menShare = rng.chance(0.02) ? nil : FixtureRound.four(FixtureRound.clamp(men, 0.003, 0.95))

        let partTimeKnots: [(Double, Double)] = switch type {
        case "public": [(0, 0.02), (0.5, 0.12), (0.9, 0.3), (1, 0.6)]
        case "private-forprofit": [(0, 0.05), (0.5, 0.3), (1, 0.8)]
        default: [(0, 0.002), (0.5, 0.04), (0.9, 0.15), (1, 0.5)]
        }
        let partTime = FixtureRound.four(rng.quantile(partTimeKnots) * (1 - 0.6 * prestige))

        let pellBase = 0.15 + 0.35 * (1 - prestige) + rng.noise(0.06) + (type == "private-forprofit" ? 0.1 : 0)
        let pell = rng.chance(0.04) ? nil : FixtureRound.four(FixtureRound.clamp(pellBase, 0.05, 0.85))

        var race: [Double]?
        if !rng.chance(0.03) {
            var weights = regionRace[region] ?? regionRace["West"]!
            weights[0] *= 1 + prestige
            weights[5] *= 1 + 2 * prestige
            for i in weights.indices { weights[i] = max(0.002, weights[i] * (1 + rng.noise(0.35))) }
            race = sharesSummingToOne(weights)
        }
        return Students(menShare: menShare, partTimeShare: rng.chance(0.02) ? nil : partTime, pellShare: pell,
                        race: race, homeStates: [], international: 0, unknownResidence: 0)
    }

    /// Positive weights as shares rounded to 4 places that sum to exactly 1 (the largest absorbs the rounding).
    static func sharesSummingToOne(_ weights: [Double]) -> [Double] {
        let total = weights.reduce(0, +)
        var shares = weights.map { FixtureRound.four($0 / total) }
        let largest = shares.indices.max { shares[$0] < shares[$1] }!
        let others = shares.indices.filter { $0 != largest }.reduce(0.0) { $0 + shares[$1] }
        shares[largest] = FixtureRound.four(1 - others)
        return shares
    }

    // MARK: - Admissions

    private static func drawAdmissions(type: String, region: String, prestige: Double, targetRate: Double,
                                       undergrads: Double, students: Students, rng: inout FixtureRandom) -> Admissions
    {
        var a = Admissions()
        let open = rng.chance(type == "private-forprofit" ? 0.3 : 0.05)
        let fullTime = 1 - (students.partTimeShare ?? 0.1)
        let enrolled = max(20, (undergrads * fullTime * rng.range(0.2, 0.3)).rounded())
        if !open {
            let yieldRate: Double = switch type {
            case "public": FixtureRound.clamp(0.2 + 0.25 * prestige + rng.noise(0.06), 0.1, 0.7)
            case "private-forprofit": rng.range(0.4, 0.8)
            default: FixtureRound.clamp(0.15 + 0.45 * prestige * prestige + rng.noise(0.05), 0.08, 0.85)
            }
            let admitted = max(enrolled, (enrolled / yieldRate).rounded())
            let applicants = max(admitted, (admitted / targetRate).rounded())
            a.applicants = applicants
            a.admitted = admitted
            a.enrolled = enrolled
            a.drawBySex(menShare: students.menShare ?? 0.45, rng: &rng)
        }

        // Test policy and scores.
        let policies: [String?] = ["considered", "not-considered", "required", "recommended", "required-some", nil]
        a.testPolicy = open ? (rng.chance(0.4) ? "considered" : nil)
            : policies[rng.weighted([0.63, 0.10, 0.07, 0.02, 0.02, 0.16])]
        let scoreChance: Double = switch a.testPolicy {
        case "not-considered"?: 0
        case "considered"?: 0.82
        case nil: 0.3
        default: 0.95
        }
        if rng.chance(scoreChance) {
            a.drawScores(targetRate: targetRate, region: region, rng: &rng)
        } else if a.testPolicy != "not-considered", rng.chance(0.4) {
            a.satSubmit = FixtureRound.two(rng.range(0.02, 0.2))
            a.actSubmit = FixtureRound.two(rng.range(0.01, 0.12))
        }

        // Factors.
        if !rng.chance(0.06) {
            let weights: [String: [Double]] = [
                "gpa": [0.55, 0.40, 0.05], "class_rank": [0.05, 0.35, 0.60], "hs_record": [0.65, 0.30, 0.05],
                "college_prep": [0.25, 0.45, 0.30], "recommendations": [0.15 + 0.3 * prestige, 0.45, 0.40],
                "competencies": [0.05, 0.25, 0.70], "english_test": [0.30, 0.40, 0.30],
                "other_test": [0.03, 0.15, 0.82], "work_experience": [0.01, 0.30, 0.69],
                "essay": [0.2 + 0.5 * prestige, 0.35, 0.45 - 0.4 * prestige],
                "legacy": [0, type == "private-nonprofit" ? 0.45 : 0.2, 0.7],
            ]
            let codes = ["required", "considered", "not_considered"]
            a.factors = factorKeys.map { key in
                rng.chance(0.03) ? nil : codes[rng.weighted(weights[key]!)]
            }
        }

        if rng.chance(0.95) {
            if open || rng.chance(0.22) {
                a.applicationFee = 0
            } else {
                let fee = type == "public" ? rng.range(20, 60) : rng.range(25, 55) + 25 * prestige
                a.applicationFee = FixtureRound.to(fee, step: 5)
            }
        }
        return a
    }
}

extension FixtureCollege.Admissions {
    /// Men's and women's funnels that add up to (slightly under) the totals.
    mutating func drawBySex(menShare: Double, rng: inout FixtureRandom) {
        guard let applicants, let admitted, let enrolled, !rng.chance(0.08) else { return }
        let appsShare = FixtureRound.clamp(menShare + rng.noise(0.04), 0.01, 0.97)
        let unknownApps = (applicants * rng.range(0, 0.003)).rounded()
        let menApps = ((applicants - unknownApps) * appsShare).rounded()
        let womenApps = applicants - unknownApps - menApps
        let rate = admitted / applicants
        let menRate = FixtureRound.clamp(rate + rng.noise(0.04), 0, 1)
        let unknownAdm = min(unknownApps, (admitted * rng.range(0, 0.002)).rounded())
        var menAdm = min(menApps, (menApps * menRate).rounded())
        var womenAdm = admitted - unknownAdm - menAdm
        if womenAdm > womenApps {
            menAdm += womenAdm - womenApps
            womenAdm = womenApps
        }
        guard menAdm <= menApps, womenAdm >= 0 else { return }
        let menEnr = min(menAdm, (enrolled * FixtureRound.clamp(menAdm / max(1, admitted) + rng.noise(0.03), 0, 1)).rounded())
        var womenEnr = enrolled - menEnr
        if womenEnr > womenAdm { womenEnr = womenAdm }
        men = [menApps, menAdm, menEnr]
        women = [womenApps, womenAdm, womenEnr]
    }

    /// SAT and ACT ranges, medians and submission shares that follow selectivity.
    mutating func drawScores(targetRate: Double, region: String, rng: inout FixtureRandom) {
        let s = 1 - targetRate
        let mid = FixtureRound.clamp(1020 + 480 * s * s + 60 * s + rng.noise(40), 880, 1540)
        let spread = FixtureRound.clamp(160 + rng.noise(25), 100, 260)
        let readingMid = mid / 2 + rng.noise(12)
        let r25 = FixtureRound.clamp(FixtureRound.to(readingMid - spread / 4, step: 10), 250, 760)
        let r75 = FixtureRound.clamp(FixtureRound.to(readingMid + spread / 4 + rng.noise(5), step: 10), r25 + 30, 800)
        let m25 = FixtureRound.clamp(FixtureRound.to(mid - spread / 2 - r25, step: 10), 250, 760)
        let m75 = FixtureRound.clamp(FixtureRound.to(mid + spread / 2 - r75, step: 10), m25 + 30, 800)
        let actMid = FixtureRound.clamp((mid - 400) / 1200 * 35 + 1.5, 14, 35)
        let a25 = FixtureRound.clamp((actMid - 2.5 + rng.noise(0.6)).rounded(), 10, 34)
        let a75 = FixtureRound.clamp((actMid + 2.5 + rng.noise(0.6)).rounded(), a25 + 2, 36)
        let which = rng.weighted([0.8, 0.1, 0.1])  // both, SAT only, ACT only
        if which != 2 {
            satReading = [r25, r75]
            satMath = [m25, m75]
            satReadingMedian = FixtureRound.to(r25 + (r75 - r25) * rng.range(0.4, 0.6), step: 5)
            satMathMedian = FixtureRound.to(m25 + (m75 - m25) * rng.range(0.4, 0.6), step: 5)
        }
        if which != 1 {
            act = [a25, a75]
            actMedian = FixtureRound.clamp(actMid.rounded(), a25, a75)
            actEnglish = [FixtureRound.clamp(a25 - 1 + rng.noise(1).rounded(), 8, 34),
                          FixtureRound.clamp(a75 + 1 + rng.noise(1).rounded(), a25 + 1, 36)]
            actMath = [FixtureRound.clamp(a25 - 1 + rng.noise(1).rounded(), 10, 34),
                       FixtureRound.clamp(a75 - 1 + rng.noise(1).rounded(), a25, 36)]
        }
        let actHeavy = region == "Midwest" || region == "Southeast"
        let required = testPolicy == "required" || testPolicy == "required-some"
        let satShare = required ? rng.range(0.4, 0.9) : rng.range(0.1, 0.55)
        let actShare = required ? rng.range(0.2, 0.6) : rng.range(0.05, 0.35)
        satSubmit = rng.chance(0.93) ? FixtureRound.two(actHeavy ? satShare * 0.6 : satShare) : nil
        actSubmit = rng.chance(0.93) ? FixtureRound.two(actHeavy ? min(0.95, actShare * 1.6) : actShare) : nil
    }
}
