import Foundation
import QuadAPIModels
import Testing
@testable import Domain

/// The generated `schools.json`: the real records kept, every real key present, and the site's arithmetic between
/// fields holding in every record (checked on the two real records too, which validates the rules themselves).
struct FixtureRecordTests {
    static let realIDs = ["222178", "138558"]

    private func records() throws -> [JSONValue] {
        try FixtureDatasets.mainParsed.get().records
    }

    private func generated() throws -> [JSONValue] {
        try records().filter { !Self.realIDs.contains($0.fxString("unit_id") ?? "") }
    }

    @Test func writesTheRequestedNumberOfUniqueColleges() throws {
        let all = try records()
        #expect(all.count == 300)
        let ids = all.compactMap { $0.fxString("unit_id") }
        #expect(Set(ids).count == 300)
        #expect(ids.allSatisfy { $0.count == 6 && $0.allSatisfy(\.isASCII) && Int($0) != nil })
        #expect(Set(all.compactMap { $0.fxString("name") }).count == 300)
        #expect(ids.contains("100654"))
        // One record per line, as the site writes it.
        let text = try String(decoding: Data(contentsOf: FixtureDatasets.mainDirectory().appendingPathComponent("schools.json")),
                              as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "[" && lines.dropLast().last == "]" && lines.count == 300 + 3)
    }

    @Test func keepsTheRealRecordsValueEqual() throws {
        let all = try records()
        let reference = try DatasetFixtures.sampleJSON()
        for real in reference {
            let id = try #require(real.fxString("unit_id"))
            let found = try #require(all.first { $0.fxString("unit_id") == id })
            #expect(DatasetFixtures.difference(real, found) == nil)
        }
        // And decoded through the model they are equal to the reference decoded the same way.
        let schools = try DatasetFixtures.load(FixtureDatasets.mainDirectory()).schools
        for school in try DatasetFixtures.sampleSchools() {
            #expect(schools.first { $0.unitID == school.unitID } == school)
        }
    }

    // MARK: - Key paths

    /// Objects keyed by data (CIP families) rather than by field names: only the object itself is a path.
    static let maps: Set<String> = ["academics.bachelors_by_family"]

    /// Every path of leaves and arrays in a tree: objects by key, array elements as `[]`.
    static func paths(_ value: JSONValue, _ prefix: String = "", into out: inout Set<String>) {
        if maps.contains(prefix) {
            out.insert(prefix)
            return
        }
        switch value {
        case let .object(o):
            for (k, v) in o { paths(v, prefix.isEmpty ? k : "\(prefix).\(k)", into: &out) }
        case let .array(a):
            out.insert(prefix + "[]")
            for v in a { paths(v, prefix + "[]", into: &out) }
        default:
            out.insert(prefix)
        }
    }

    /// True when `path` exists in `value`, where a null anywhere along it, or an empty array, counts as present.
    static func covers(_ value: JSONValue, _ segments: ArraySlice<Substring>) -> Bool {
        guard let head = segments.first else { return true }
        if value == .null { return true }
        if head.hasSuffix("[]") {
            let key = head.dropLast(2)
            var target = value
            if !key.isEmpty {
                guard case let .object(o) = value, let v = o[String(key)] else { return false }
                target = v
            }
            if target == .null { return true }
            guard case let .array(items) = target else { return false }
            return items.allSatisfy { covers($0, segments.dropFirst()) }
        }
        guard case let .object(o) = value, let v = o[String(head)] else { return false }
        return covers(v, segments.dropFirst())
    }

    /// Splits `a.b[].c` into `a`, `b[]`, `c`.
    static func segments(_ path: String) -> [Substring] {
        path.split(separator: ".")
    }

    /// Trend keys may be absent only when what they measure is not reported today.
    static let trendInputs = [
        "avg_paid_all": ["cost.avg_paid_all"], "full_price": ["cost.breakdown"],
        "acceptance_rate": ["admissions.acceptance_rate"], "applicants": ["admissions.applicants"],
        "undergrads": ["demographics.undergrad_enrollment"], "grant_pct": ["aid.grant_pct"],
        "men_share": ["demographics.men_share"], "federal_loan_rate": ["outcomes.federal_loan_rate"],
        "diversity": ["demographics.racial_diversity"],
        "pell_gap": ["outcomes.grad_rate_pell", "outcomes.grad_rate_no_pell_no_loan"],
    ]

    @Test func everyRealKeyIsInEveryGeneratedRecord() throws {
        var realPaths = Set<String>()
        for real in try DatasetFixtures.sampleJSON() { Self.paths(real, into: &realPaths) }
        // 289 paths, counted independently with Python over schools-sample.json (CIP family keys folded).
        #expect(realPaths.count == 289)
        let generated = try generated()
        var missing: [String] = []
        for record in generated {
            let id = record.fxString("unit_id") ?? "?"
            for path in realPaths.sorted() {
                if path.hasPrefix("demographics.disability_services.") {
                    // Either {share} or {three_or_less}, as the two real records show.
                    let d = record.fxAt("demographics.disability_services")
                    if d == .null || d?.fxAt("share") != nil || d?.fxAt("three_or_less") != nil { continue }
                }
                if path.hasPrefix("trends."), let key = path.split(separator: ".").dropFirst().first,
                   record.fxAt("trends.\(key)") == nil
                {
                    let inputs = Self.trendInputs[String(key)] ?? []
                    let undergrads = record.fxNumber("demographics.undergrad_enrollment") ?? 0
                    if inputs.contains(where: { record.fxAt($0) == nil || record.fxAt($0) == .null })
                        || (key == "diversity" && undergrads < 300)
                    {
                        continue
                    }
                }
                if !Self.covers(record, Self.segments(path)[...]) { missing.append("\(id) \(path)") }
            }
        }
        #expect(missing.isEmpty, "missing: \(missing.prefix(20))")
        // Across the dataset every real path also carries a value somewhere (nothing is always null or absent).
        var nonNull = Set<String>()
        for record in generated {
            var p = Set<String>()
            Self.nonNullPaths(record, "", into: &p)
            nonNull.formUnion(p)
        }
        // (The faculty head count is null in both real records too.) A real null that is an object or array in
        // generated records counts through its children.
        let alwaysEmpty = realPaths.filter { path in
            path != "academics.faculty.count"
                && !nonNull.contains { $0 == path || $0.hasPrefix(path + ".") || $0.hasPrefix(path + "[]") }
        }
        #expect(alwaysEmpty.isEmpty, "never filled: \(alwaysEmpty.sorted())")
    }

    /// Paths whose value is not null.
    static func nonNullPaths(_ value: JSONValue, _ prefix: String, into out: inout Set<String>) {
        switch value {
        case .null: return
        case let .object(o):
            for (k, v) in o { nonNullPaths(v, prefix.isEmpty ? k : "\(prefix).\(k)", into: &out) }
        case let .array(a):
            out.insert(prefix + "[]")
            for v in a { nonNullPaths(v, prefix + "[]", into: &out) }
        default:
            out.insert(prefix)
        }
    }

    // MARK: - Invariants

    @Test func fieldsAgreeInEveryRecord() throws {
        var problems: [String] = []
        for record in try records() {
            problems += Self.invariantProblems(record)
        }
        #expect(problems.isEmpty, "\(problems.count) problems: \(problems.prefix(20))")
    }

    /// The site's relations between fields (dataset-map §2 worked check, §5.1, §6.2).
    static func invariantProblems(_ r: JSONValue) -> [String] {
        let id = r.fxString("unit_id") ?? "?"
        var out: [String] = []
        func check(_ ok: Bool, _ what: @autoclosure () -> String) { if !ok { out.append("\(id): \(what())") } }
        func n(_ path: String) -> Double? { r.fxNumber(path) }

        // Admissions funnel.
        if let apps = n("admissions.applicants"), let adm = n("admissions.admitted"), apps >= 10 {
            check(n("admissions.acceptance_rate") == FixtureDatasets.round4(min(1, adm / apps)), "acceptance_rate")
            check(adm <= apps, "admitted > applicants")
        }
        if let adm = n("admissions.admitted"), let enr = n("admissions.enrolled") { check(enr <= adm, "yield > 1") }
        for sex in ["men", "women"] {
            if let a = n("admissions.by_sex.\(sex).applicants"), let d = n("admissions.by_sex.\(sex).admitted"),
               let e = n("admissions.by_sex.\(sex).enrolled")
            {
                check(d <= a && e <= d, "\(sex) funnel")
            }
        }
        for field in ["applicants", "admitted", "enrolled"] {
            if let total = n("admissions.\(field)"), let m = n("admissions.by_sex.men.\(field)"),
               let w = n("admissions.by_sex.women.\(field)")
            {
                check(m + w <= total, "by_sex \(field) exceeds the total")
            }
        }
        for range in ["sat_reading_25_75", "sat_math_25_75", "act_composite_25_75"] {
            if case let .array(v)? = r.fxAt("admissions.\(range)"), v.count == 2, case let .number(lo) = v[0],
               case let .number(hi) = v[1]
            {
                check(lo <= hi, "\(range) reversed")
            }
        }
        if r.fxString("admissions.test_policy") == "not-considered" {
            check(r.fxAt("admissions.sat_reading_25_75") == .null && r.fxAt("admissions.act_composite_25_75") == .null,
                  "test-blind college reports scores")
        }

        // Prices: breakdown sums, average paid, sticker = tuition + other costs.
        if let full = n("cost.breakdown.full_price") {
            let parts = ["tuition_fees", "books", "room_board", "other"].compactMap { n("cost.breakdown.\($0)") }
            check(parts.count == 4 && parts.reduce(0, +) == full, "breakdown does not add up")
            check(n("cost.avg_paid_all") == full - (n("cost.breakdown.grant_per_student") ?? .nan), "avg_paid_all")
            check((n("cost.avg_paid_all") ?? 0) > 0, "avg_paid_all not positive")
            for part in ["books", "room_board", "other"] {
                check(n("cost.components.\(part)") == n("cost.breakdown.\(part)"), "components.\(part)")
            }
        }
        if let books = n("cost.components.books"), let rb = n("cost.components.room_board"), let other = n("cost.components.other") {
            for residency in ["in_state", "out_of_state"] {
                if let tuition = n("cost.tuition_fees.\(residency)") {
                    check(n("cost.sticker.\(residency)") == tuition + books + rb + other, "sticker.\(residency)")
                }
            }
        }
        let residency = ["in_district", "in_state", "out_of_state"].compactMap { n("cost.residency.\($0)") }
        if residency.count == 3 { check(abs(residency.reduce(0, +) - 1) < 0.0001, "residency shares") }

        // Aid: shares and averages from the counts.
        if let cohort = n("aid.cohort"), let count = n("aid.grant_count"), let total = n("aid.grant_total") {
            check(n("aid.grant_pct") == FixtureDatasets.round4(count / cohort), "grant_pct")
            check(n("aid.grant_avg") == (total / count).rounded(), "grant_avg")
            if let gps = n("cost.breakdown.grant_per_student") { check(gps == (total / cohort).rounded(), "grant_per_student") }
        }

        // Students.
        if case let .object(race)? = r.fxAt("demographics.racial_diversity") {
            let sum = race.values.reduce(0.0) { if case let .number(v) = $1 { $0 + v } else { $0 } }
            check(race.count == 7 && abs(sum - 1) <= 0.002, "race shares sum to \(sum)")
        }
        if let men = n("demographics.men_share"), let women = n("demographics.women_share") {
            check(abs(men + women - 1) < 0.00011, "men + women")
        }
        if let inState = n("demographics.residence.in_state"), let out = n("demographics.residence.out_of_state"),
           let intl = n("demographics.residence.international")
        {
            check(inState + out + intl <= 1.0002, "residence shares exceed 1")
        }
        if let count = n("demographics.transfer_in.count"), let enrolled = n("admissions.enrolled") {
            check(n("demographics.transfer_in.share_of_new") == FixtureDatasets.round4(count / (count + enrolled)), "share_of_new")
            check(count == (n("demographics.transfer_in.full_time") ?? -1) + (n("demographics.transfer_in.part_time") ?? -1),
                  "transfer full + part")
        }

        // Outcomes.
        let groups = ["pell", "loan_no_pell", "no_pell_no_loan"].map { n("outcomes.grad_cohorts.\($0)") }
        if groups.allSatisfy({ $0 != nil }) {
            check(n("outcomes.grad_cohorts.total") == groups.reduce(0) { $0 + $1! }, "grad_cohorts.total")
        }
        if let all = n("outcomes.eight_year.all.cohort") {
            check(all == (n("outcomes.eight_year.first_time.cohort") ?? .nan) + (n("outcomes.eight_year.transfer_in.cohort") ?? 0),
                  "eight_year cohorts")
            if let pell = n("outcomes.eight_year.pell.cohort") {
                check(all == pell + (n("outcomes.eight_year.non_pell.cohort") ?? 0), "eight_year pell split")
            }
            for group in ["all", "first_time"] {
                if let a4 = n("outcomes.eight_year.\(group).award_4"), let a6 = n("outcomes.eight_year.\(group).award_6"),
                   let a = n("outcomes.eight_year.\(group).award")
                {
                    check(a4 <= a6 && a6 <= a, "eight_year \(group) awards out of order")
                }
            }
        }

        // Trends: the end value is today's value, and the change follows from/to.
        let current: [String: Double?] = [
            "applicants": n("admissions.applicants"), "acceptance_rate": n("admissions.acceptance_rate"),
            "undergrads": n("demographics.undergrad_enrollment"), "avg_paid_all": n("cost.avg_paid_all"),
            "full_price": n("cost.breakdown.full_price"), "grant_pct": n("aid.grant_pct"),
            "men_share": n("demographics.men_share"), "federal_loan_rate": n("outcomes.federal_loan_rate"),
        ]
        let points: Set<String> = ["acceptance_rate", "grant_pct", "men_share", "federal_loan_rate", "diversity", "pell_gap"]
        if case let .object(trends)? = r.fxAt("trends") {
            for (key, t) in trends {
                guard let from = t.fxNumber("from"), let to = t.fxNumber("to"), let change = t.fxNumber("change"),
                      let since = t.fxNumber("since")
                else {
                    check(false, "trends.\(key) incomplete")
                    continue
                }
                let expected = points.contains(key) ? FixtureDatasets.round4(to - from) : FixtureDatasets.round4(to / from - 1)
                check(abs(change - expected) < 0.00011, "trends.\(key).change \(change) vs \(expected)")
                let windowStart = key == "pell_gap" ? 2008 : ["avg_paid_all", "full_price", "grant_pct", "federal_loan_rate"]
                    .contains(key) ? 2013 : 2014
                check(since >= Double(windowStart) && since <= Double(windowStart + 2), "trends.\(key).since \(since)")
                // The full price trend exists even where the record has no breakdown (no grant figures).
                if let now = current[key] {
                    check(now == to || (key == "full_price" && now == nil), "trends.\(key).to \(to) vs record \(String(describing: now))")
                }
            }
            if let to = r.fxNumber("trends.diversity.to"), case let .object(race)? = r.fxAt("demographics.racial_diversity") {
                let shares = race.values.compactMap { if case let .number(v) = $0 { v } else { nil } }
                let total = shares.reduce(0, +)
                check(to == FixtureDatasets.round4(1 - shares.reduce(0) { $0 + ($1 / total) * ($1 / total) }), "diversity.to")
            }
            if let to = r.fxNumber("trends.pell_gap.to"), let none = n("outcomes.grad_rate_no_pell_no_loan"),
               let pell = n("outcomes.grad_rate_pell")
            {
                check(to == FixtureDatasets.round4(none - pell), "pell_gap.to")
            }
        }

        // Place: region follows the state.
        if let state = r.fxString("location.state") {
            check(r.fxString("location.region") == FixtureStates.region(of: state), "region of \(state)")
        }
        return out
    }

    // MARK: - Realism

    @Test func placesCollegesAtRealZipCentroids() throws {
        let text = try String(decoding: Data(contentsOf: FixtureDatasets.centroidsFile), as: UTF8.self)
        var rows = Set<String>()
        for line in text.split(whereSeparator: \.isNewline).dropFirst() {
            let f = line.split(separator: ",", omittingEmptySubsequences: false)
            if f.count == 5, let lat = Double(f[3]), let lng = Double(f[4]) { rows.insert("\(f[0])|\(f[1])|\(f[2])|\(lat)|\(lng)") }
        }
        for r in try generated() {
            let key = "\(r.fxString("location.zip") ?? "")|\(r.fxString("location.city") ?? "")|"
                + "\(r.fxString("location.state") ?? "")|\(r.fxNumber("location.lat") ?? .nan)|\(r.fxNumber("location.lng") ?? .nan)"
            #expect(rows.contains(key), "\(key) is not a row of zip-centroids.csv")
        }
    }

    @Test func mixesTypesSizesAndNullsPlausibly() throws {
        let records = try generated()
        let count = Double(records.count)
        func share(_ predicate: (JSONValue) -> Bool) -> Double { Double(records.filter(predicate).count) / count }
        // Public / private nonprofit / for-profit ≈ 40 / 55 / 5.
        #expect((0.3...0.5).contains(share { $0.fxString("type") == "public" }))
        #expect((0.45...0.65).contains(share { $0.fxString("type") == "private-nonprofit" }))
        #expect(share { $0.fxString("type") == "private-forprofit" } <= 0.1)
        // Sizes skew small: most under 5,000 undergraduates, a mean well above the median.
        let sizes = records.compactMap { $0.fxNumber("demographics.undergrad_enrollment") }.sorted()
        #expect((0.45...0.85).contains(Double(sizes.filter { $0 < 5000 }.count) / count))
        #expect(sizes.reduce(0, +) / Double(sizes.count) > 1.3 * sizes[sizes.count / 2])
        // Headline fields are sometimes missing, but rarely.
        for path in ["admissions.applicants", "cost.avg_paid_all", "outcomes.median_earnings_10yr",
                     "demographics.pell_grant_percent", "outcomes.median_debt"]
        {
            let missing = share { $0.fxAt(path) == .null }
            #expect((0.01...0.2).contains(missing), "\(path) null in \(missing) of records")
        }
    }

    @Test func selectiveCollegesScoreHigherAndEarnMore() throws {
        var sat: [(rate: Double, mid: Double, earnings: Double?)] = []
        for r in try generated() {
            guard let rate = r.fxNumber("admissions.acceptance_rate"),
                  case let .array(read)? = r.fxAt("admissions.sat_reading_25_75"),
                  case let .array(math)? = r.fxAt("admissions.sat_math_25_75"),
                  case let .number(r25) = read[0], case let .number(r75) = read[1], case let .number(m25) = math[0],
                  case let .number(m75) = math[1]
            else { continue }
            sat.append((rate, (r25 + r75 + m25 + m75) / 2, r.fxNumber("outcomes.median_earnings_10yr")))
        }
        let selective = sat.filter { $0.rate < 0.35 }, open = sat.filter { $0.rate > 0.75 }
        try #require(selective.count >= 5 && open.count >= 5)
        func mean(_ v: [Double]) -> Double { v.reduce(0, +) / Double(v.count) }
        #expect(mean(selective.map(\.mid)) > mean(open.map(\.mid)) + 100)
        #expect(mean(selective.compactMap(\.earnings)) > mean(open.compactMap(\.earnings)))
    }
}
