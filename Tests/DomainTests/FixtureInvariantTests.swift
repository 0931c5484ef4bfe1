import Foundation
import QuadAPIModels
import Testing
@testable import Domain
@testable import Fixture

/// The site's arithmetic between fields of a record (dataset-map §2 worked check, §5.1, §6.2), checked in every
/// generated record and in the two real ones, which confirms the rules against real data.
struct FixtureInvariantTests {
    @Test func theChecksCatchBrokenRecords() throws {
        let real = try #require(try DatasetFixtures.sampleJSON().first)
        #expect(Self.invariantProblems(real).isEmpty)
        guard case var .object(record) = real, case var .object(cost)? = record["cost"],
              case var .object(admissions)? = record["admissions"]
        else { throw FixtureDatasets.Failure("sample shape") }
        cost["avg_paid_all"] = .number(28861)
        admissions["acceptance_rate"] = .number(0.66)
        record["cost"] = .object(cost)
        record["admissions"] = .object(admissions)
        let problems = Self.invariantProblems(.object(record))
        #expect(problems.contains("222178: acceptance_rate"))
        #expect(problems.contains("222178: avg_paid_all"))
        #expect(problems.contains { $0.hasPrefix("222178: trends.avg_paid_all.to") })
    }

    @Test func fieldsAgreeInEveryRecord() throws {
        var problems: [String] = []
        for record in try FixtureDatasets.mainParsed.get().records {
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
}
