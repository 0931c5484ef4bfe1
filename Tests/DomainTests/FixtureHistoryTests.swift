import Foundation
import QuadAPIModels
import Testing
@testable import Domain
@testable import Fixture

/// The generated per-college and shared history files, detail files, aliases and changes, read back with the
/// generic JSON decoder and compared with the records.
struct FixtureHistoryTests {
    private func dir() throws -> URL { try FixtureDatasets.mainDirectory() }

    private func records() throws -> [JSONValue] { try FixtureDatasets.mainParsed.get().records }

    /// A history file's series by key; nil when the college has no history file.
    private func series(_ id: String) throws -> [String: FixtureDatasets.Series]? {
        try FixtureDatasets.mainParsed.get().histories[id]
    }

    private static func value(_ s: FixtureDatasets.Series?, _ year: Int) -> Double? {
        s?.value(year)
    }

    @Test func everyGeneratedCollegeHasLongHistoryAndDetailFiles() throws {
        let ids = try records().compactMap { $0.fxString("unit_id") }.filter { !FixtureRecordTests.realIDs.contains($0) }
        #expect(ids.count == 298)
        for id in ids {
            let s = try #require(try series(id), "no history for \(id)")
            let span = (s.values.map { $0.start }.min() ?? 9999)...(s.values.map { $0.start + $0.values.count - 1 }.max() ?? 0)
            #expect(span.count >= 11, "\(id) history covers \(span)")
            for (key, one) in s {
                #expect(one.values.first! != nil && one.values.last! != nil, "\(id) \(key) is not trimmed")
            }
            #expect(FileManager.default.fileExists(atPath: try dir().appendingPathComponent("detail/schools/\(id).json").path))
        }
        for id in FixtureRecordTests.realIDs { #expect(try series(id) == nil) }
    }

    @Test func theSampleCollegeKeepsTheRealFiles() throws {
        for path in ["history/schools/100654.json", "detail/schools/100654.json"] {
            let written = try Data(contentsOf: dir().appendingPathComponent(path))
            let reference = try Data(contentsOf: DatasetFixtures.referenceData.appendingPathComponent(path))
            #expect(written == reference, "\(path) is not the reference file")
        }
        let record = try #require(try records().first { $0.fxString("unit_id") == "100654" })
        #expect(record.fxString("name") == "Alabama A&M University")
        #expect(record.fxString("location.state") == "AL" && record.fxString("type") == "public")
        // Values read off the reference history by hand: fall 2024 and 2023–24.
        #expect(record.fxNumber("admissions.applicants") == 23406)
        #expect(record.fxNumber("admissions.acceptance_rate") == 0.5795)
        #expect(record.fxNumber("cost.breakdown.full_price") == 31873)
        #expect(record.fxNumber("cost.avg_paid_all") == 20836)
        #expect(record.fxNumber("aid.grant_pct") == 0.8593 && record.fxNumber("aid.grant_avg") == 12844)
        #expect(record.fxNumber("cost.tuition_fees.out_of_state") == 18634 && record.fxNumber("cost.sticker.in_state") == 27482)
        // Majors from the reference detail: Biology first with 64 of the bachelor's degrees.
        guard case let .array(top)? = record.fxAt("academics.majors_top") else { throw FixtureDatasets.Failure("majors_top") }
        #expect(top.first?.fxString("cip") == "26.0101")
    }

    /// Record value → history series and year, as the site's rule 1 compares them (dataset-map §6.1).
    static func anchors(_ r: JSONValue) -> [(key: String, year: Int?, value: Double?)] {
        func n(_ p: String) -> Double? { r.fxNumber(p) }
        func pair(_ p: String, _ i: Int) -> Double? {
            if case let .array(v)? = r.fxAt(p), v.count == 2, case let .number(x) = v[i] { return x }
            return nil
        }
        let fall = 2024, year = 2023
        var out: [(String, Int?, Double?)] = [
            ("applicants", fall, n("admissions.applicants")), ("admitted", fall, n("admissions.admitted")),
            ("enrolled", fall, n("admissions.enrolled")), ("acceptance_rate", fall, n("admissions.acceptance_rate")),
            ("undergrads", fall, n("demographics.undergrad_enrollment")), ("men_share", fall, n("demographics.men_share")),
            ("part_time_share", fall, n("demographics.part_time_share")),
            ("student_faculty_ratio", fall, n("academics.student_faculty_ratio")),
            ("faculty_salary", fall, n("academics.faculty.avg_salary_9mo")),
            ("faculty_full_time_share", fall, n("academics.faculty.full_time_share")),
            ("sat_submit", fall, n("admissions.test_submission_rate_sat")),
            ("act_submit", fall, n("admissions.test_submission_rate_act")),
            ("tuition_in_state", year, n("cost.tuition_fees.in_state")),
            ("tuition_out_of_state", year, n("cost.tuition_fees.out_of_state")),
            ("sticker_in_state", year, n("cost.sticker.in_state")),
            ("sticker_out_of_state", year, n("cost.sticker.out_of_state")),
            ("avg_paid_all", year, n("cost.avg_paid_all")), ("aided_net_price", year, n("cost.aided_net_price")),
            ("grant_pct", year, n("aid.grant_pct")), ("grant_avg", year, n("aid.grant_avg")),
            ("housing_capacity", year, n("campus.housing.capacity")),
            ("application_fee", year, n("admissions.application_fee")),
            ("federal_loan_rate", year, n("outcomes.federal_loan_rate")),
            ("grad_rate_pell", 2018, n("outcomes.grad_rate_pell")),
            ("grad_rate_no_pell_no_loan", 2018, n("outcomes.grad_rate_no_pell_no_loan")),
            ("median_debt", nil, n("outcomes.median_debt")),
            ("sat_25", fall, pair("admissions.sat_reading_25_75", 0).flatMap { a in pair("admissions.sat_math_25_75", 0).map { a + $0 } }),
            ("sat_75", fall, pair("admissions.sat_reading_25_75", 1).flatMap { a in pair("admissions.sat_math_25_75", 1).map { a + $0 } }),
            ("act_25", fall, pair("admissions.act_composite_25_75", 0)),
            ("act_75", fall, pair("admissions.act_composite_25_75", 1)),
            ("sat_50", fall, n("admissions.sat_reading_median").flatMap { a in n("admissions.sat_math_median").map { a + $0 } }),
            ("act_50", fall, n("admissions.act_composite_median")),
        ]
        if let full = n("cost.breakdown.full_price"), let gps = n("cost.breakdown.grant_per_student") {
            out.append(("full_price", year, full))
            out.append(("aid_generosity", year, FixtureDatasets.round4(gps / full)))
        }
        if let d = n("admissions.admitted"), let e = n("admissions.enrolled"), d > 0 {
            out.append(("yield", fall, FixtureDatasets.round4(e / d)))
        }
        for sex in ["men", "women"] {
            if let a = n("admissions.by_sex.\(sex).applicants"), let d = n("admissions.by_sex.\(sex).admitted"), a >= 10 {
                out.append(("admit_rate_\(sex)", fall, FixtureDatasets.round4(min(1, d / a))))
            } else {
                out.append(("admit_rate_\(sex)", fall, nil))
            }
        }
        for race in ["asian", "black", "hispanic", "white", "two_or_more", "international", "other"] {
            out.append(("race_\(race)", fall, n("demographics.racial_diversity.\(race)")))
        }
        if case let .array(bands)? = r.fxAt("cost.net_price_by_income") {
            for (i, b) in bands.enumerated() {
                out.append(("net_price_income_\(i + 1)", year, { if case let .number(v) = b { v } else { nil } }()))
            }
        }
        let policy: [String: Double] = ["required": 1, "recommended": 2, "not-considered": 3, "considered": 5]
        out.append(("test_policy", fall, r.fxString("admissions.test_policy").flatMap { policy[$0] }))
        let factor: [String: Double] = ["required": 1, "considered": 5, "not_considered": 3]
        for key in FixtureCollege.factorKeys {
            out.append(("factor_\(key)", fall, r.fxString("admissions.factors.\(key)").flatMap { factor[$0] }))
        }
        if case let .bool(b)? = r.fxAt("campus.housing.first_years_required") { out.append(("live_on", year, b ? 1 : 2)) }
        if case let .bool(b)? = r.fxAt("cost.promise_program") { out.append(("promise", year, b ? 1 : 2)) }
        if case let .array(plans)? = r.fxAt("cost.tuition_plans") {
            out.append(("tuition_guarantee", year, plans.contains(.string("guarantee")) ? 1 : 2))
        }
        return out
    }

    /// The record as its history file sees it: a Common Data Set's newer SAT and ACT blocks are compared by the federal
    /// values they replaced (`admissions.federal_tests`), which are what the history's last fall holds.
    static func federal(_ r: JSONValue) -> JSONValue {
        guard case var .object(record) = r, case var .object(admissions)? = record["admissions"],
              case let .object(kept)? = admissions["federal_tests"] else { return r }
        for block in ["sat", "act"] {
            guard case let .object(fields)? = kept[block] else { continue }
            for (key, value) in fields where key != "year" && key != "records" { admissions[key] = value }
        }
        record["admissions"] = .object(admissions)
        return .object(record)
    }

    @Test func historiesEndOnTheRecordsValues() throws {
        var problems: [String] = []
        var compared = 0
        for r in try records().map(Self.federal) {
            let id = r.fxString("unit_id") ?? "?"
            guard let s = try series(id) else { continue }
            for anchor in Self.anchors(r) {
                // The sample's real file predates many series: only the ones it has are compared.
                if id == "100654", s[anchor.key] == nil { continue }
                let one = s[anchor.key]
                let historyValue: Double? = anchor.year.map { Self.value(one, $0) } ?? one.flatMap { $0.values.last ?? nil }
                if historyValue != anchor.value {
                    problems.append("\(id) \(anchor.key): history \(String(describing: historyValue)), record \(String(describing: anchor.value))")
                }
                compared += 1
            }
        }
        #expect(compared > 298 * 50)
        #expect(problems.isEmpty, "\(problems.count): \(problems.prefix(15))")
    }

    @Test func trendsStartAndEndOnHistoryValues() throws {
        let seriesOf = ["avg_paid_all": "avg_paid_all", "full_price": "full_price", "acceptance_rate": "acceptance_rate",
                        "applicants": "applicants", "undergrads": "undergrads", "grant_pct": "grant_pct",
                        "men_share": "men_share", "federal_loan_rate": "federal_loan_rate"]
        let windowEnd = ["avg_paid_all": 2023, "full_price": 2023, "grant_pct": 2023, "federal_loan_rate": 2023]
        var checked = 0
        for r in try records() {
            let id = r.fxString("unit_id") ?? "?"
            guard let s = try series(id), case let .object(trends)? = r.fxAt("trends") else { continue }
            for (key, t) in trends {
                guard let name = seriesOf[key], let one = s[name], let since = t.fxNumber("since") else { continue }
                #expect(Self.value(one, Int(since)) == t.fxNumber("from"), "\(id) \(key) from")
                #expect(Self.value(one, windowEnd[key] ?? 2024) == t.fxNumber("to"), "\(id) \(key) to")
                // The start is the window's first reported year.
                for year in ((windowEnd[key] ?? 2024) - 10)..<Int(since) {
                    #expect(Self.value(one, year) == nil, "\(id) \(key) starts late although \(year) was reported")
                }
                checked += 1
            }
        }
        #expect(checked > 298 * 5)
    }

    @Test func nationalStatisticsAreTheQuartilesOfTheHistories() throws {
        let national = try FixtureDatasets.json("history/national.json", in: dir())
        let histories = try FixtureDatasets.files(in: dir()).filter { $0.hasPrefix("history/schools/") }
        #expect(histories.count == 298)
        let cases: [(key: String, year: Int, share: Bool)] = [("applicants", 2024, false), ("full_price", 2023, false),
                                                             ("acceptance_rate", 2024, true), ("undergrads", 2015, false)]
        for c in cases {
            var values: [Double] = []
            for file in histories {
                let id = String(file.dropFirst("history/schools/".count).dropLast(".json".count))
                if let v = Self.value(try series(id)?[c.key], c.year) { values.append(v) }
            }
            values.sort()
            func round(_ v: Double) -> Double { c.share ? FixtureDatasets.round4(v) : v.rounded() }
            let expected: [Double] = [round(FixtureDatasets.quantile(values, 0.25)), round(FixtureDatasets.quantile(values, 0.5)),
                                      round(FixtureDatasets.quantile(values, 0.75)), Double(values.count)]
            let start = try #require(national.fxNumber("series.\(c.key).start"))
            guard case let .array(stats)? = national.fxAt("series.\(c.key).stats"),
                  case let .array(cell) = stats[c.year - Int(start)]
            else { throw FixtureDatasets.Failure("no stats for \(c.key) \(c.year)") }
            #expect(cell.map { if case let .number(v) = $0 { v } else { -1 } } == expected, "\(c.key) \(c.year)")
        }
        // Code series have no quartiles.
        #expect(national.fxAt("series.test_policy") == nil)
    }

    @Test func historyMetaCountsThisDataset() throws {
        let meta = try FixtureDatasets.json("history/meta.json", in: dir())
        let reference = try DatasetFixtures.json(Data(contentsOf: DatasetFixtures.referenceData.appendingPathComponent("history/meta.json")))
        #expect(meta.fxNumber("schools") == 298 && meta.fxNumber("universe") == 300)
        guard case var .object(a) = meta, case var .object(b) = reference else { throw FixtureDatasets.Failure("meta") }
        for key in ["schools", "universe"] {
            a[key] = nil
            b[key] = nil
        }
        #expect(DatasetFixtures.difference(.object(a), .object(b)) == nil)
    }

    @Test func detailTablesMatchTheRecords() throws {
        let meta = try FixtureDatasets.json("meta.json", in: dir())
        for r in try records() {
            let id = r.fxString("unit_id") ?? "?"
            let url = try dir().appendingPathComponent("detail/schools/\(id).json")
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            let detail = try DatasetFixtures.json(Data(contentsOf: url))
            guard case let .object(tables)? = detail.fxAt("tables") else { throw FixtureDatasets.Failure("\(id) tables") }
            for (name, table) in tables {
                let source = table.fxString("source") ?? ""
                #expect(meta.fxAt("sources.\(source)") != nil, "\(id) \(name) cites unknown source \(source)")
                if let vintage = table.fxString("vintage") {
                    #expect(meta.fxAt("vintages")?.fxAt(vintage) != nil, "\(id) \(name) cites unknown vintage \(vintage)")
                }
            }
            guard case let .object(majors)? = detail.fxAt("tables.majors.rows") else { continue }
            var total = 0.0
            var families: [String: Double] = [:]
            for (cip, counts) in majors {
                guard case let .array(c) = counts, case let .number(first) = c[0] else { continue }
                total += first
                families[String(cip.prefix(2)), default: 0] += first
            }
            #expect(r.fxNumber("academics.bachelors_awarded") == total, "\(id) bachelors")
            if case let .object(byFamily)? = r.fxAt("academics.bachelors_by_family") {
                #expect(byFamily == families.mapValues { JSONValue.number($0) }, "\(id) families")
            }
            var earnings = 0.0
            if case let .object(programs)? = detail.fxAt("tables.programs.rows") {
                earnings = Double(programs.values.filter {
                    $0.fxNumber("earnings.y1") != nil || $0.fxNumber("earnings.y4") != nil
                }.count)
            }
            #expect(r.fxNumber("academics.programs_with_earnings") == earnings, "\(id) programs with earnings")
            if let firstYears = r.fxNumber("demographics.residence.first_years"), let state = r.fxString("location.state"),
               let own = detail.fxNumber("tables.home_states.rows.\(state)")
            {
                #expect(r.fxNumber("demographics.residence.in_state") == FixtureDatasets.round4(own / firstYears), "\(id) in-state")
            }
        }
    }

    @Test func aliasesAreSortedKeyedAndShared() throws {
        guard case let .array(rows) = try FixtureDatasets.json("aliases.json", in: dir()) else {
            throw FixtureDatasets.Failure("aliases.json")
        }
        let ids = Set(try records().compactMap { $0.fxString("unit_id") })
        #expect(rows.count >= 300)
        var previous = ("", "")
        var asu = Set<String>()
        for row in rows {
            let id = row.fxString("unit_id") ?? "", alias = row.fxString("alias") ?? "", key = row.fxString("key") ?? ""
            #expect(ids.contains(id))
            // The site's key: lowercase ASCII letters and digits only (the generated names have no accents).
            #expect(key == String(alias.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) }.map(Character.init)))
            #expect(["curated": 4.0, "ipeds": 3, "wikidata": 2, "domain": 2][row.fxString("source") ?? ""] == row.fxNumber("weight"))
            #expect(previous <= (id, key), "rows out of order at \(id) \(key)")
            previous = (id, key)
            if key == "asu" { asu.insert(id) }
        }
        #expect(asu.count >= 2, "the alias ASU should be shared")
    }

    @Test func changesAreAFewDozenRowsOfKnownColleges() throws {
        guard case let .array(rows) = try FixtureDatasets.json("changes.json", in: dir()) else {
            throw FixtureDatasets.Failure("changes.json")
        }
        let byID = Dictionary(uniqueKeysWithValues: try records().compactMap { r in r.fxString("unit_id").map { ($0, r) } })
        #expect((24...60).contains(rows.count))
        for row in rows {
            let id = row.fxString("unit_id") ?? ""
            let record = try #require(byID[id], "change for unknown college \(id)")
            let kind = row.fxString("kind") ?? ""
            #expect(["new_year", "revised", "updated", "appeared", "disappeared"].contains(kind))
            let field = row.fxString("field") ?? ""
            if kind != "disappeared" {
                #expect(record.fxAt(field) == row.fxAt("new_value"), "\(id) \(field) new value is not the record's")
            } else {
                #expect(record.fxAt(field) == .null && row.fxAt("new_value") == .null)
            }
        }
        #expect(Set(rows.compactMap { $0.fxString("kind") }).count == 5)
    }
}
