import Domain
/// Writes `high-schools/`: one shard per state (`schools/{ST}.json`), state report files for California and Texas
/// (`state/{st}.json`), school profile details for some schools (`detail/{id}.json`), the state medians over public
/// schools (`medians.json`) and `meta.json` (the reference file's sources and release years, with sources for the
/// files written here and this directory's counts).
///
/// There are one and a half high schools per college (at least two per state), spread over the states as the real
/// directory is (the reference meta's `counts.byState`); about one in seven is private.
enum FixtureHighSchools {
    static let reportStates = ["CA", "TX"]

    static func files(schools: Int, seed: UInt64, referenceMeta: FixtureValue, centroids: [FixtureCentroid],
                      colleges: [FixtureTrendMember]) -> [(path: String, bytes: [UInt8])] {
        let target = max(153, schools * 3 / 2)
        let weights: [(String, Double)] = USStates.all.filter(\.isState).map { s in
            (s.code, referenceMeta.value(at: "counts.byState.\(s.code)")?.numberValue ?? 100)
        }
        let totalWeight = weights.reduce(0) { $0 + $1.1 }
        var byCity: [String: [FixtureCentroid]] = [:]
        for c in centroids { byCity[c.state, default: []].append(c) }
        var rows: [FixtureHighSchoolRow] = []
        var index: UInt64 = 0
        for (code, weight) in weights {
            guard let state = USStates.state(code), let places = byCity[code], !places.isEmpty else { continue }
            let count = max(2, Int((Double(target) * weight / totalWeight).rounded()))
            for number in 0..<count {
                var rng = FixtureRandom(seed: seed, index: index, purpose: FixtureGenerator.Purpose.highSchools)
                index += 1
                let isPublic = number % 7 != 3
                rows.append(.make(state: code, fips: state.fips, place: rng.pick(places), number: number,
                                  isPublic: isPublic, rng: &rng))
            }
        }
        var out: [(String, [UInt8])] = []
        var byState: [String: [FixtureHighSchoolRow]] = [:]
        for r in rows { byState[r.state, default: []].append(r) }
        for code in byState.keys.sorted() {
            let shard: FixtureValue = .obj(["state": .string(code),
                                            "schools": .array(byState[code]!.sorted { $0.id < $1.id }.map(\.json))])
            out.append(("high-schools/schools/\(code).json", FixtureJSONWriter.compact(shard) + [0x0A]))
        }
        var reports: [String: [String: [String: Double?]]] = [:]
        for code in reportStates {
            let (file, values) = FixtureHighSchoolReports.stateFile(code, rows: byState[code] ?? [], seed: seed)
            reports[code] = values
            out.append(("high-schools/state/\(code.lowercased()).json", FixtureJSONWriter.pretty(file)))
        }
        for (id, detail) in FixtureHighSchoolReports.details(rows, colleges: colleges, seed: seed) {
            out.append(("high-schools/detail/\(id).json", FixtureJSONWriter.pretty(detail)))
        }
        out.append(("high-schools/medians.json", FixtureJSONWriter.pretty(FixtureHighSchoolReports.medians(rows, reports: reports))))
        out.append(("high-schools/meta.json", FixtureJSONWriter.pretty(meta(referenceMeta, rows: rows))))
        return out.sorted { $0.0 < $1.0 }
    }

    /// The reference meta with this directory's sources, release years and counts.
    static func meta(_ reference: FixtureValue, rows: [FixtureHighSchoolRow]) -> FixtureValue {
        let retrieved = reference.value(at: "sources.nces-ccd.retrieved") ?? .string("2026-10-05")
        func source(_ name: String, _ publisher: String, _ url: String) -> FixtureValue {
            .obj(["name": .string(name), "publisher": .string(publisher), "url": .string(url), "retrieved": retrieved])
        }
        var sources: [FixtureMember] = []
        if case let .object(real)? = reference["sources"] { sources = real }
        sources += [
            FixtureMember(key: "edfacts", value: source(
                "EDFacts adjusted cohort graduation rates, school level, classes of 2015 to 2023",
                "U.S. Department of Education, EDFacts", "https://www.ed.gov/data/edfacts-initiative")),
            FixtureMember(key: "nces-pss", value: source(
                "Private School Universe Survey 2021–22", "National Center for Education Statistics",
                "https://nces.ed.gov/surveys/pss/")),
            FixtureMember(key: "state-ca", value: source(
                "California School Dashboard and DataQuest downloads", "California Department of Education",
                "https://www.cde.ca.gov/ds/")),
            FixtureMember(key: "state-tx", value: source(
                "Texas Academic Performance Reports", "Texas Education Agency", "https://tea.texas.gov/reports-and-data")),
        ]
        var byState: [String: Int] = [:]
        for r in rows { byState[r.state, default: 0] += 1 }
        let pub = rows.filter(\.isPublic).count
        var vintages = reference["vintages"] ?? .obj([:])
        vintages = vintages.setting("edfacts-acgr", to: "Class of 2023").setting("edfacts-acgr-history", to: "Classes of 2015 to 2023")
            .setting("pss", to: "2021–22")
        return reference.setting("sources", to: .object(sources)).setting("vintages", to: vintages)
            .setting("counts", to: .obj([
                "public": .int(pub), "private": .int(rows.count - pub),
                "byState": .object(byState.keys.sorted().map { FixtureMember(key: $0, value: .int(byState[$0]!)) }),
            ]))
    }
}
