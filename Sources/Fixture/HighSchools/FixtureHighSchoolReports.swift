import Domain
/// The high-school files beyond the shards: state report cards, school profiles and the state medians.
enum FixtureHighSchoolReports {
    typealias Row = FixtureHighSchoolRow

    /// Report-card sections by state: key, label, year, url and fields.
    static let sections: [String: [(key: String, label: String, year: String, url: String, fields: [String])]] = [
        "CA": [
            ("college-going", "California Department of Education, College-Going Rate", "Class of 2022",
             "https://www.cde.ca.gov/ds/ad/dgcgr.asp", ["college_going_rate"]),
            ("proficiency", "California Department of Education, CAASPP results, grade 11", "2023–24",
             "https://caaspp-elpac.ets.org/", ["ela_proficiency", "math_proficiency"]),
            ("absence", "California Department of Education, Chronic Absenteeism Rate", "2023–24",
             "https://www.cde.ca.gov/ds/ad/filesabd.asp", ["chronic_absence"]),
        ],
        "TX": [
            ("ap", "Texas Education Agency, AP/IB results", "2022–23", "https://tea.texas.gov/reports-and-data",
             ["ap_pass_rate"]),
            ("proficiency", "Texas Education Agency, STAAR end-of-course results", "2023–24",
             "https://tea.texas.gov/student-assessment", ["ela_proficiency", "math_proficiency"]),
            ("postsecondary", "Texas Education Agency, postsecondary outcomes (National Student Clearinghouse)",
             "Class of 2020", "https://tea.texas.gov/reports-and-data", ["nsc_enrolled_fall", "nsc_persisted", "nsc_completed"]),
        ],
    ]

    /// One state's report file and its values by school (for the medians).
    static func stateFile(_ code: String, rows: [Row], seed: UInt64) -> (FixtureValue, [String: [String: Double?]]) {
        let defs = sections[code] ?? []
        let source = "state-\(code.lowercased())"
        var values: [String: [String: Double?]] = [:]
        var schools: [FixtureMember] = []
        for (i, row) in rows.sorted(by: { $0.id < $1.id }).enumerated() where row.isPublic {
            var rng = FixtureRandom(seed: seed, index: UInt64(i), purpose: FixtureGenerator.Purpose.highSchools + 100)
            var entry: [String: Double?] = [:]
            var suppressed: [String] = []
            for field in defs.flatMap(\.fields) {
                let base: Double = switch field {
                case "chronic_absence": rng.range(0.08, 0.35)
                case "nsc_persisted": rng.range(0.7, 0.92)
                case "nsc_completed": rng.range(0.25, 0.6)
                case "ap_pass_rate": rng.range(0.3, 0.75)
                default: rng.range(0.3, 0.85)
                }
                if rng.chance(0.08) {
                    suppressed.append(field)
                    entry[field] = .some(nil)
                } else {
                    entry[field] = FixtureRound.four(base)
                }
            }
            values[row.id] = entry
            var members = entry.keys.sorted().map { FixtureMember(key: $0, value: .num(entry[$0]!)) }
            if !suppressed.isEmpty { members.append(FixtureMember(key: "suppressed", value: .array(suppressed.map { .string($0) }))) }
            schools.append(FixtureMember(key: row.id, value: .object(members)))
        }
        let file: FixtureValue = .obj([
            "state": .string(code),
            "sections": .array(defs.map {
                .obj(["key": .string($0.key), "source": .string(source), "label": .string($0.label), "year": .string($0.year),
                      "url": .string($0.url), "retrieved": "2026-09-20", "fields": .array($0.fields.map { .string($0) })])
            }),
            "schools": .object(schools),
        ])
        return (file, values)
    }

    /// Profile details for every 30th school (at least four), linking graduates to colleges of the dataset.
    static func details(_ rows: [Row], colleges: [FixtureTrendMember], seed: UInt64) -> [(String, FixtureValue)] {
        guard colleges.count >= 12 else { return [] }
        let step = max(1, min(30, rows.count / 4))
        var out: [(String, FixtureValue)] = []
        for (i, row) in rows.enumerated() where i % step == 0 {
            var rng = FixtureRandom(seed: seed, index: UInt64(i), purpose: FixtureGenerator.Purpose.highSchools + 200)
            let local = colleges.filter { $0.state == row.state }
            var pool = local + colleges
            var picks: [FixtureTrendMember] = []
            while picks.count < 10, !pool.isEmpty {
                let j = rng.int(0...(pool.count - 1))
                let c = pool.remove(at: j)
                if !picks.contains(where: { $0.id == c.id }) { picks.append(c) }
            }
            let weighted = rng.chance(0.5)
            var shares = (0..<5).map { _ in rng.range(0.05, 1) }
            let total = shares.reduce(0, +)
            shares = shares.map { FixtureRound.four($0 / total) }
            shares[4] = FixtureRound.four(1 - shares[0..<4].reduce(0, +))
            let bands = ["3.75–4.00", "3.50–3.74", "3.00–3.49", "2.50–2.99", "Below 2.50"]
            let matriculated = picks.prefix(7).map { c -> FixtureValue in
                let n = rng.int(1...40)
                return .obj(["name": .string(c.name), "unit_id": .string(c.id), "count": n < 5 ? .null : .int(n)])
            } + [.obj(["name": "Community colleges in the state", "unit_id": .null, "count": .int(rng.int(10...80))])]
            let detail: FixtureValue = .obj([
                "id": .string(row.id),
                "profile": .obj(["url": .string("https://www.example.org/high-schools/\(row.id)/profile-2025-26.pdf"),
                                 "retrieved": "2026-09-20", "edition": "2025–26"]),
                "class_size": .obj(["v": .int(Int(row.enrollment / 4)), "quote": .string("Class of 2026: \(Int(row.enrollment / 4)) students")]),
                "gpa_scale": .obj([
                    "kind": .string(weighted ? "weighted-5" : "unweighted-4"), "max": .int(weighted ? 5 : 4),
                    "weighted": .bool(weighted),
                    "conversion": .string(weighted ? "Honors and AP courses earn one additional point." : "A = 4, B = 3, C = 2, D = 1"),
                    "quote": .string(weighted ? "GPA is weighted on a 5.0 scale." : "GPA is reported on an unweighted 4.0 scale."),
                ]),
                "gpa_distribution": .array(zip(bands, shares).map { .obj(["band": .string($0), "share": .number($1)]) }),
                "ap_courses": .null, "ib_courses": .null, "scores": .null,
                "matriculation": .obj(["classes": "2023–2025", "entries": .array(matriculated),
                                       "quote": "Where the classes of 2023–2025 enrolled"]),
                "admitted": .obj(["classes": "Class of 2025",
                                  "entries": .array(picks.map { .obj(["name": .string($0.name), "unit_id": .string($0.id)]) }),
                                  "quote": "Colleges that admitted members of the class of 2025"]),
            ])
            out.append((row.id, detail))
        }
        return out
    }

    /// Keys medians.json carries, in file order.
    static let medianKeys = ["enrollment.total", "student_teacher_ratio", "frl_share", "grad_rate", "rigor.ap_courses",
                             "derived.ap_enrolled_share", "derived.ap_pass_share", "derived.ib_enrolled_share",
                             "derived.dual_enrolled_share"]
        + ["college_going_rate", "ap_pass_rate", "ela_proficiency", "math_proficiency", "chronic_absence",
           "nsc_enrolled_fall", "nsc_persisted", "nsc_completed"].map { "state.\($0)" }

    /// What one public school contributes to a median (a graduation-rate range no wider than 10 points by its middle).
    static func medianInput(_ key: String, _ row: Row, report: [String: Double?]?) -> Double? {
        let j = row.json
        func n(_ p: String) -> Double? { j.value(at: p)?.numberValue }
        func ratio(_ a: String, _ b: String) -> Double? {
            guard let x = n(a), let y = n(b), y > 0 else { return nil }
            return x / y
        }
        switch key {
        case "grad_rate":
            if let v = n("grad_rate.value") { return v }
            if let lo = n("grad_rate.low"), let hi = n("grad_rate.high"), hi - lo <= 0.1 + 1e-9 { return (lo + hi) / 2 }
            return nil
        case "derived.ap_enrolled_share": return ratio("rigor.ap_enrolled", "rigor.enrollment")
        case "derived.ap_pass_share": return ratio("rigor.ap_passed_some", "rigor.ap_exam_takers")
        case "derived.ib_enrolled_share": return ratio("rigor.ib_enrolled", "rigor.enrollment")
        case "derived.dual_enrolled_share": return ratio("rigor.dual_enrolled", "rigor.enrollment")
        default:
            if key.hasPrefix("state.") { return report?[String(key.dropFirst(6))] ?? nil }
            return n(key)
        }
    }

    /// Per state, the median of each key over its public schools (keys with fewer than 5 values left out).
    static func medians(_ rows: [Row], reports: [String: [String: [String: Double?]]]) -> FixtureValue {
        var byState: [String: [Row]] = [:]
        for r in rows where r.isPublic { byState[r.state, default: []].append(r) }
        return .object(byState.keys.sorted().map { state in
            let members: [FixtureMember] = medianKeys.compactMap { key in
                let vals = byState[state]!.compactMap { medianInput(key, $0, report: reports[state]?[$0.id]) }.sorted()
                guard vals.count >= 5 else { return nil }
                let mid = vals.count / 2
                let m = vals.count % 2 == 1 ? vals[mid] : (vals[mid - 1] + vals[mid]) / 2
                return FixtureMember(key: key, value: .number(FixtureRound.four(m)))
            }
            return FixtureMember(key: state, value: .object(members))
        })
    }
}
