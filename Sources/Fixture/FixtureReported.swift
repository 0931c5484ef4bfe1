import Domain
import Foundation

/// The college's own Common Data Set for a generated college, in the site's exact shapes (lib/types.ts Reported*,
/// lib/cds/*.ts): `school.reported.*` with one `college-site` lineage record per stored value (edition, document URL,
/// the cell's quote and its year as the site's readers set them), `school.cds`, and the detail file's `cds_aid`
/// table. Drawn from its own random stream, so adding it changes no other figure of the dataset; the values agree
/// with the college's federal figures the way the site's checks require (counts nest, totals add up, next year's
/// tuition is at least 95% of this year's, the graduates' average debt is within ×0.5–×3 of the median).
struct FixtureReported {
    let college: FixtureCollege
    /// The record as written so far (federal figures and links).
    let record: FixtureValue
    var rng: FixtureRandom

    /// The 2025–26 edition: the class of fall 2025, the fall 2026 application cycle, next year 2026–27.
    static let edition = "2025-26"
    static let editionLabel = "2025\u{2013}26"
    static let retrieved = "2026-09-30"

    /// What is added to the college's record and detail file.
    struct Output {
        var reported: FixtureValue
        var lineage: [FixtureMember]
        var cds: FixtureValue
        var federalTests: FixtureValue?
        var cdsAid: FixtureValue?
        /// `admissions` fields the college's C9 replaced.
        var admissions: [FixtureMember] = []
    }

    /// Whether a college publishes a Common Data Set the site has read: about one college in sixteen, more often the
    /// selective ones, almost no for-profits (kept rare so `schools.json` stays near the site's size per record).
    static func publishes(_ c: FixtureCollege, rng: inout FixtureRandom) -> Bool {
        let p = c.isForProfit ? 0.01 : c.isPublic ? 0.012 + 0.13 * c.prestige : 0.018 + 0.15 * c.prestige
        return rng.chance(p)
    }

    var url: String {
        let site = record.value(at: "links.website").flatMap { if case let .string(s) = $0 { s } else { nil } }
            ?? "https://www.example.edu"
        return (site.hasSuffix("/") ? String(site.dropLast()) : site) + "/ir/cds-\(Self.edition).pdf"
    }

    private(set) var lineage: [FixtureMember] = []

    /// A lineage record for `path`: the document, the cell's year and its quote (the template's words and the value).
    mutating func cite(_ path: String, year: String, code: String, quote: String, method: String = "extracted") {
        lineage.append(FixtureMember(key: path, value: .obj([
            "source": .string("college-site"), "year": .string(year), "url": .string(url),
            "retrieved": .string(Self.retrieved), "method": .string(method), "quote": .string("\(code) \(quote)"),
            "edition": .string(Self.editionLabel),
        ])))
    }

    static func whole(_ v: Double) -> Double { v.rounded() }

    static func md(_ month: Int, _ day: Int) -> FixtureValue { .obj(["month": .int(month), "day": .int(day)]) }

    mutating func build() -> Output {
        var sections: [FixtureMember] = []
        func add(_ key: String, _ value: FixtureValue?) {
            if let value { sections.append(FixtureMember(key: key, value: value)) }
        }
        let byResidency = residency()
        add("admissions_by_residency", byResidency)
        add("admission_profile", admissionProfile())
        let policy = testPolicy()
        add("test_policy", policy?.block)
        let classSize = byResidency?.value(at: "total.enrolled")?.numberValue ?? college.admissions.enrolled
        let tests = self.tests(enrolled: classSize)
        add("tests", tests?.reported)
        var federal: [FixtureMember] = policy.map { [FixtureMember(key: "policy", value: $0.federal)] } ?? []
        federal += tests?.federal ?? []
        add("transfer", rng.chance(0.85) ? transfer() : nil)
        add("admissions_logistics", rng.chance(0.85) ? logistics() : nil)
        add("admissions_hs_prep", rng.chance(0.8) ? hsPrep() : nil)
        add("greek", rng.chance(college.isPublic ? 0.5 : 0.7) ? greek() : nil)
        add("religion", religion())
        add("academics", academics())
        add("cost", nextYear())
        add("outcomes", graduates())
        let aid = rng.chance(0.85) ? self.aid() : nil
        add("aid", aid?.reported)
        return Output(reported: .object(sections), lineage: lineage,
                      cds: .obj(["edition": .string(Self.editionLabel), "url": .string(url)]),
                      federalTests: federal.isEmpty ? nil : .object(federal), cdsAid: aid?.detail,
                      admissions: tests?.admissions ?? [])
    }

    // MARK: - Admissions (C1, C2, C7, C8, C10–C12, C21–C22)

    /// C1 by residency: the fall 2025 class split into in-state, other states, international and unknown.
    mutating func residency() -> FixtureValue? {
        let a = college.admissions
        guard let applicants = a.applicants, let admitted = a.admitted, let enrolled = a.enrolled, applicants >= 200,
              rng.chance(0.8)
        else { return nil }
        let growth = rng.range(0.97, 1.08)
        let total = [Self.whole(applicants * growth), Self.whole(admitted * growth), Self.whole(enrolled * growth)]
        let inShare = college.isPublic ? rng.range(0.55, 0.9) : rng.range(0.15, 0.55)
        let intlShare = rng.range(0.01, 0.12), unknownShare = rng.chance(0.7) ? 0 : rng.range(0, 0.02)
        let rate = total[1] / total[0]
        // Publics admit their own state's applicants more often; privates about evenly.
        let inRate = min(0.98, rate * (college.isPublic ? rng.range(1.05, 1.5) : rng.range(0.9, 1.15)))
        let intlRate = min(0.98, rate * rng.range(0.5, 1.1))
        let apps = [Self.whole(total[0] * inShare), Self.whole(total[0] * intlShare), Self.whole(total[0] * unknownShare)]
        let outApps = total[0] - apps.reduce(0, +)
        let inAdm = min(apps[0], Self.whole(apps[0] * inRate)), intlAdm = min(apps[1], Self.whole(apps[1] * intlRate))
        let unkAdm = Self.whole(apps[2] * rate)
        let outAdm = max(0, min(outApps, total[1] - inAdm - intlAdm - unkAdm))
        let admittedSum = inAdm + outAdm + intlAdm + unkAdm
        let yieldIn = rng.range(0.3, 0.6), yieldOut = rng.range(0.1, 0.35), yieldIntl = rng.range(0.1, 0.3)
        func counts(_ ap: Double, _ ad: Double, _ y: Double) -> FixtureValue {
            .obj(["applicants": .number(ap), "admitted": .number(ad), "enrolled": .number(Self.whole(ad * y))])
        }
        let groups = [("in_state", apps[0], inAdm, yieldIn), ("out_of_state", outApps, outAdm, yieldOut),
                      ("international", apps[1], intlAdm, yieldIntl), ("unknown", apps[2], unkAdm, yieldOut)]
        var members = groups.map { FixtureMember(key: $0.0, value: counts($0.1, $0.2, $0.3)) }
        let enrolledSum = groups.reduce(0) { $0 + Self.whole($1.2 * $1.3) }
        members.append(FixtureMember(key: "total", value: .obj(["applicants": .number(total[0]),
                                                                 "admitted": .number(admittedSum),
                                                                 "enrolled": .number(enrolledSum)])))
        for (key, _, _, _) in groups {
            for (leaf, code) in [("applicants", "C.101"), ("admitted", "C.102"), ("enrolled", "C.103")] {
                cite("reported.admissions_by_residency.\(key).\(leaf)", year: "Fall 2025", code: code,
                     quote: "First-time, first-year \(leaf) (\(key.replacingOccurrences(of: "_", with: "-")))")
            }
        }
        cite("reported.admissions_by_residency.total.applicants", year: "Fall 2025", code: "C.116",
             quote: "Total first-time, first-year who applied | \(Int(total[0]))")
        cite("reported.admissions_by_residency.total.admitted", year: "Fall 2025", code: "C.117",
             quote: "Total first-time, first-year who were admitted | \(Int(admittedSum))")
        return .object([FixtureMember(key: "entering_term", value: .string("Fall 2025")),
                        FixtureMember(key: "year", value: .int(2025)),
                        FixtureMember(key: "edition", value: .string(Self.edition))] + members)
    }

    /// C8 for the fall 2027 cycle: the same policy as the federal one, so the college's newer answer replaces it
    /// (`admissions.federal_tests` keeps the federal answer) without changing any figure.
    mutating func testPolicy() -> (block: FixtureValue, federal: FixtureValue)? {
        guard let policy = college.admissions.testPolicy, rng.chance(0.7) else { return nil }
        cite("admissions.test_policy", year: "Fall 2027 applicants", code: "C.802",
             quote: "SAT or ACT | \(policy)")
        cite("reported.test_policy", year: "Fall 2027 applicants", code: "C.801", quote: "Uses SAT or ACT | Yes")
        let block = FixtureValue.obj([
            "cycle": .int(2027), "uses_tests": .bool(policy != "not-considered"), "sat_or_act": .string(policy),
            "act_only": .null, "sat_only": .null, "policy": .string(policy),
        ])
        return (block, .obj(["test_policy": .string(policy), "year": .int(FixtureSeries.latestFall)]))
    }

    static let c7Keys = ["rigor", "class_rank", "gpa", "test_scores", "essay", "recommendations", "interview",
                         "extracurriculars", "talent", "character", "first_generation", "alumni_relation",
                         "geographic_residence", "state_residency", "religious", "volunteer_work", "work_experience",
                         "interest"]
    static let levels = ["very_important", "important", "considered", "not_considered"]

    mutating func admissionProfile() -> FixtureValue {
        var out: [FixtureMember] = []
        let p = "reported.admission_profile."
        let selective = (college.admissions.acceptanceRate ?? 0.7) < 0.5
        // C11 + C12: nine bands from an average, the 4.0 band first.
        if rng.chance(0.85) {
            let average = FixtureRound.four(rng.range(selective ? 3.6 : 3.1, selective ? 3.98 : 3.7))
            let weighted = rng.chance(0.15)
            let centre = (average - 1) / 3.0
            var raw = (0..<9).map { i -> Double in
                let mid = [4.0, 3.87, 3.62, 3.37, 3.12, 2.75, 2.25, 1.5, 0.5][i]
                let d = (mid - (1 + centre * 3)) / 0.45
                return max(0, 1 / (1 + d * d) - 0.05)
            }
            let sum = raw.reduce(0, +)
            raw = raw.map { FixtureRound.four($0 / sum) }
            raw[1] = FixtureRound.four(raw[1] + 1 - raw.reduce(0, +))
            let submitted = FixtureRound.four(rng.range(0.7, 1))
            out.append(FixtureMember(key: "gpa", value: .obj([
                "average": .number(weighted ? FixtureRound.four(average + 0.45) : average),
                "scale": .string(weighted ? "weighted" : "not_stated"), "submitted_share": .number(submitted),
                "bands": .obj(["with_test": .null, "without_test": .null, "all": .numbers(raw)]),
            ])))
            cite(p + "gpa.average", year: "Fall 2025", code: "C.1201", quote: "Average high school GPA | \(average)")
            cite(p + "gpa.scale", year: "Fall 2025", code: "C.1201", quote: "Average high school GPA", method: "derived")
            cite(p + "gpa.submitted_share", year: "Fall 2025", code: "C.1202", quote: "Percent who submitted GPA")
            cite(p + "gpa.bands.all", year: "Fall 2025", code: "C.1121", quote: "Percent who had GPA of 4.0")
        }
        // C10, never without the share whose school reported a rank.
        if rng.chance(0.6) {
            let tenth = FixtureRound.four(rng.range(selective ? 0.3 : 0.1, selective ? 0.9 : 0.35))
            let quarter = FixtureRound.four(min(1, tenth + rng.range(0.1, 0.3)))
            let half = FixtureRound.four(min(1, quarter + rng.range(0.05, 0.3)))
            out.append(FixtureMember(key: "class_rank", value: .obj([
                "top_tenth": .number(tenth), "top_quarter": .number(quarter), "top_half": .number(half),
                "bottom_half": .number(FixtureRound.four(1 - half)),
                "bottom_quarter": .number(FixtureRound.four((1 - half) * 0.4)),
                "submitted_share": .number(FixtureRound.four(rng.range(0.15, 0.6))),
            ])))
            for (leaf, code) in [("top_tenth", "C.1001"), ("top_quarter", "C.1002"), ("top_half", "C.1003"),
                                 ("bottom_half", "C.1004"), ("bottom_quarter", "C.1005"), ("submitted_share", "C.1006")] {
                cite(p + "class_rank.\(leaf)", year: "Fall 2025", code: code, quote: "Class rank, \(leaf)")
            }
        }
        // C7: all eighteen rows marked.
        var factors: [FixtureMember] = []
        for (i, key) in Self.c7Keys.enumerated() {
            let level = i < 3 ? rng.int(0...1) : rng.int(0...3)
            factors.append(FixtureMember(key: key, value: .string(Self.levels[level])))
            cite(p + "factors.\(key)", year: "Fall 2025", code: "C.\(701 + i)", quote: "\(key) | \(Self.levels[level])")
        }
        out.append(FixtureMember(key: "factors", value: .object(factors)))
        // C2: the counts nest inside the class.
        if let admitted = college.admissions.admitted, rng.chance(0.75) {
            let offered = Self.whole(admitted * rng.range(0.05, 0.4))
            let accepted = Self.whole(offered * rng.range(0.4, 0.8))
            let fromList = Self.whole(accepted * rng.range(0.0005, 0.3))
            out.append(FixtureMember(key: "wait_list", value: .obj([
                "policy": .bool(true), "offered": .number(offered), "accepted": .number(accepted),
                "admitted": .number(fromList),
            ])))
            for (leaf, code) in [("policy", "C.201"), ("offered", "C.202"), ("accepted", "C.203"), ("admitted", "C.204")] {
                cite(p + "wait_list.\(leaf)", year: "Fall 2025", code: code, quote: "Wait list \(leaf)")
            }
        }
        // C21 and C22: early decision at selective private colleges, early action at many.
        if !college.isPublic, selective, let applicants = college.admissions.applicants, rng.chance(0.7) {
            let edApplicants = Self.whole(applicants * rng.range(0.05, 0.15))
            let edAdmitted = Self.whole(edApplicants * min(0.9, (college.admissions.acceptanceRate ?? 0.3) * rng.range(1.5, 3)))
            var ed: [FixtureMember] = [FixtureMember(key: "offered", value: .bool(true))]
            ed.append(FixtureMember(key: "first", value: .obj(["closing": Self.md(11, 1), "notification": Self.md(12, 15)])))
            if rng.chance(0.4) {
                ed.append(FixtureMember(key: "other", value: .obj(["closing": Self.md(1, 5), "notification": Self.md(2, 15)])))
            }
            ed += [FixtureMember(key: "applicants", value: .number(edApplicants)),
                   FixtureMember(key: "admitted", value: .number(edAdmitted))]
            out.append(FixtureMember(key: "early_decision", value: .object(ed)))
            cite(p + "early_decision.offered", year: Self.editionLabel, code: "C.2101", quote: "Early decision | Yes")
            cite(p + "early_decision.first.closing", year: Self.editionLabel, code: "C.2102", quote: "First ED closing | 11 1")
            cite(p + "early_decision.first.notification", year: Self.editionLabel, code: "C.2104", quote: "First ED notification | 12 15")
            cite(p + "early_decision.applicants", year: "Fall 2025", code: "C.2110", quote: "ED applications | \(Int(edApplicants))")
            cite(p + "early_decision.admitted", year: "Fall 2025", code: "C.2111", quote: "ED admitted | \(Int(edAdmitted))")
        }
        if rng.chance(0.5) {
            let restrictive = !college.isPublic && selective && rng.chance(0.3)
            out.append(FixtureMember(key: "early_action", value: .obj([
                "offered": .bool(true), "closing": Self.md(11, 1), "notification": Self.md(1, 31),
                "restrictive": .bool(restrictive),
            ])))
            cite(p + "early_action.offered", year: Self.editionLabel, code: "C.2201", quote: "Early action | Yes")
        }
        return .object(out)
    }
}
