import Foundation
import QuadAPIModels
import Testing
@testable import Domain
@testable import Fixture

/// The generated `schools.json`: the real records kept, every real key present, places, mix and correlations.
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
