import Domain
/// Writes a generated college as a `schools.json` record with every key the real records have: the shared
/// figures of ``FixtureCollege``, the trends computed from its history, and record-only details drawn here.
struct FixtureRecord {
    let college: FixtureCollege
    let trends: [(key: String, change: FixtureTrends.Change)]
    /// Programs in the detail file with earnings reported.
    let programsWithEarnings: Int
    var rng: FixtureRandom

    mutating func json() -> FixtureValue {
        let c = college
        return .obj([
            "unit_id": .string(c.unitID),
            "name": .string(c.name),
            "location": .obj([
                "city": .string(c.location.city), "state": .string(c.location.state), "zip": .string(c.location.zip),
                "region": .string(c.region), "lat": .number(c.location.lat), "lng": .number(c.location.lng),
            ]),
            "type": .string(c.type),
            "admissions": admissions(),
            "demographics": demographics(),
            "cost": cost(),
            "outcomes": outcomes(),
            "aid": aid(),
            "links": links(),
            "campus": campus(),
            "academics": academics(),
            "finances": finances(),
            "trends": .object(trends.map { FixtureMember(key: $0.key, value: $0.change.json) }),
        ])
    }

    // MARK: - Admissions

    private mutating func admissions() -> FixtureValue {
        let a = college.admissions
        func range(_ r: [Double]?) -> FixtureValue { r.map { .numbers($0) } ?? .null }
        func funnel(_ f: [Double]) -> FixtureValue {
            .obj(["applicants": .number(f[0]), "admitted": .number(f[1]), "enrolled": .number(f[2])])
        }
        var bySex = FixtureValue.null
        if let men = a.men, let women = a.women { bySex = .obj(["men": funnel(men), "women": funnel(women)]) }
        var factors = FixtureValue.null
        if let codes = a.factors {
            factors = .object(zip(FixtureCollege.factorKeys, codes).map { FixtureMember(key: $0, value: .str($1)) })
        }
        return .obj([
            "year": .int(FixtureSeries.latestFall),
            "applicants": .num(a.applicants), "admitted": .num(a.admitted), "enrolled": .num(a.enrolled),
            "acceptance_rate": .num(a.acceptanceRate),
            "sat_reading_25_75": range(a.satReading), "sat_math_25_75": range(a.satMath),
            "act_composite_25_75": range(a.act),
            "test_submission_rate_sat": .num(a.satSubmit), "test_submission_rate_act": .num(a.actSubmit),
            "test_policy": .str(a.testPolicy),
            "by_sex": bySex,
            "factors": factors,
            "sat_reading_median": .num(a.satReadingMedian), "sat_math_median": .num(a.satMathMedian),
            "act_composite_median": .num(a.actMedian),
            "act_english_25_75": range(a.actEnglish), "act_math_25_75": range(a.actMath),
            "application_fee": .num(a.applicationFee),
            "accepts_ap_credit": rng.chance(0.03) ? .null : .bool(rng.chance(0.9)),
        ])
    }

    // MARK: - Demographics

    private mutating func demographics() -> FixtureValue {
        let c = college, s = c.students
        let pell = s.pellShare
        let firstGen = rng.chance(0.05) ? nil
            : FixtureRound.four(FixtureRound.clamp((pell ?? 0.3) * rng.range(0.8, 1.2), 0.02, 0.9))
        let adults = rng.chance(0.03) ? nil
            : FixtureRound.four(c.isForProfit ? rng.range(0.2, 0.6) : rng.range(0.01, 0.2) * (1.2 - c.prestige))
        var race = FixtureValue.null
        if let shares = s.race {
            race = .object(zip(FixtureCollege.raceKeys, shares).map { FixtureMember(key: $0, value: .number($1)) })
        }
        var disability = FixtureValue.null
        switch rng.weighted([0.15, 0.08, 0.77]) {
        case 0: disability = .obj(["three_or_less": true])
        case 1: break
        default: disability = .obj(["share": .number(FixtureRound.four(rng.range(0.02, 0.12)))])
        }
        var residence = FixtureValue.null
        if !rng.chance(0.05) {
            let firstYears = s.homeStates.reduce(0) { $0 + $1.count } + s.international + s.unknownResidence
            let own = s.homeStates.first { $0.state == c.location.state }?.count ?? 0
            let others = s.homeStates.reduce(0) { $0 + ($1.state == c.location.state ? 0 : $1.count) }
            let top = s.homeStates.max { ($0.count, $1.state) < ($1.count, $0.state) }
            residence = .obj([
                "in_state": .number(FixtureRound.four(own / firstYears)),
                "out_of_state": .number(FixtureRound.four(others / firstYears)),
                "international": .number(FixtureRound.four(s.international / firstYears)),
                "first_years": .number(firstYears),
                "top_state": top.map { .obj(["state": .string($0.state), "share": .number(FixtureRound.four($0.count / firstYears))]) }
                    ?? .null,
            ])
        }
        var transfer = FixtureValue.null
        if let enrolled = c.admissions.enrolled ?? (s.homeStates.isEmpty ? nil : c.undergrads * 0.22), !rng.chance(0.08) {
            let count = max(1, (enrolled * (c.isPublic ? rng.range(0.15, 0.6) : rng.range(0.03, 0.3))).rounded())
            let fullTime = (count * rng.range(0.6, 1)).rounded()
            transfer = .obj([
                "count": .number(count), "full_time": .number(fullTime), "part_time": .number(count - fullTime),
                "share_of_new": .number(FixtureRound.four(count / (count + enrolled))),
            ])
        }
        return .obj([
            "undergrad_enrollment": .number(c.undergrads),
            "pell_grant_percent": .num(pell), "first_gen_percent": .num(firstGen),
            "men_share": .num(s.menShare), "women_share": .num(s.menShare.map { FixtureRound.four(1 - $0) }),
            "part_time_share": .num(s.partTimeShare), "age_25_plus_share": .num(adults),
            "racial_diversity": race, "disability_services": disability, "residence": residence,
            "transfer_in": transfer,
        ])
    }

    // MARK: - Cost

    private mutating func cost() -> FixtureValue {
        let c = college, p = c.prices
        func residency(_ v: [Double]) -> FixtureValue {
            .obj(["in_district": .number(v[0]), "in_state": .number(v[1]), "out_of_state": .number(v[2])])
        }
        var breakdown = FixtureValue.null
        var avgPaid: Double?
        if let aid = c.aid, p.fullPrice - aid.grantPerStudent > 0 {
            avgPaid = p.fullPrice - aid.grantPerStudent
            breakdown = .obj([
                "tuition_fees": .number(p.blendedTuition), "books": .number(p.books), "room_board": .number(p.roomBoard),
                "other": .number(p.other), "full_price": .number(p.fullPrice),
                "grant_per_student": .number(aid.grantPerStudent),
            ])
        }
        let avgNet = p.aidedNetPrice.map { ($0 * rng.range(0.88, 1)).rounded() }
        let coa = rng.chance(0.03) ? nil : (p.stickerIn * rng.range(0.97, 1.03)).rounded()
        let scorecardTuition = rng.chance(0.03) ? nil : rng.range(1.02, 1.06)
        return .obj([
            "avg_net_price": .num(avgNet),
            "net_price_by_income": .numbers(p.netPriceByIncome),
            "cost_of_attendance": .num(coa),
            "tuition_in_state": .num(scorecardTuition.map { (p.tuitionIn * $0).rounded() }),
            "tuition_out_of_state": .num(scorecardTuition.map { (p.tuitionOut * $0).rounded() }),
            "year": .string("\(FixtureSeries.latestAcademic)\u{2013}\(String(FixtureSeries.latestAcademic + 1).suffix(2))"),
            "sticker": residency([p.tuitionDistrict + p.extras, p.stickerIn, p.stickerOut]),
            "tuition_fees": residency([p.tuitionDistrict, p.tuitionIn, p.tuitionOut]),
            "residency": residency(p.residency),
            "components": .obj(["books": .number(p.books), "room_board": .number(p.roomBoard), "other": .number(p.other)]),
            "aided_net_price": .num(p.aidedNetPrice),
            "breakdown": breakdown,
            "avg_paid_all": .num(avgPaid),
            "tuition_plans": .array(p.tuitionPlans.map { .string($0) }),
            "promise_program": .bool(p.promiseProgram),
        ])
    }
}
