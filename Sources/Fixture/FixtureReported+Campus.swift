import Domain
import Foundation

/// Transferring in (D), the regular round (C13–C18), high school preparation (C3–C5), Greek life (F1, F4),
/// religion (H14, F2) and academics (I-2, I-3, E1, E3).
extension FixtureReported {
    mutating func transfer() -> FixtureValue {
        let p = "reported.transfer."
        guard rng.chance(0.95) else {
            cite(p + "enrolls_transfers", year: Self.editionLabel, code: "D.1", quote: "Does your institution enroll transfer students? | No")
            return .obj(["enrolls_transfers": .bool(false), "advanced_standing": .null, "applicants": .null, "admitted": .null,
                         "enrolled": .null, "admit_rate": .null, "terms": .null, "min_credits": .null,
                         "min_credits_unit": .null, "required_materials": .null, "min_hs_gpa": .null,
                         "min_college_gpa": .null, "dates": .null])
        }
        let base = college.admissions.applicants ?? college.undergrads
        let applicants = max(20, Self.whole(base * rng.range(0.05, 0.2)))
        let admitted = Self.whole(applicants * rng.range(0.3, 0.85))
        let enrolled = Self.whole(admitted * rng.range(0.35, 0.7))
        func counts(_ total: Double) -> FixtureValue {
            let men = Self.whole(total * rng.range(0.35, 0.55))
            return .obj(["men": .number(men), "women": .number(total - men), "unknown": .null, "total": .number(total)])
        }
        let materials = FixtureValue.obj([
            "high_school_transcript": .string(rng.pick(["required", "required_some"])),
            "college_transcript": .string("required"),
            "essay": .string(rng.pick(["required", "recommended", "not_required"])),
            "interview": .string(rng.pick(["recommended", "not_required"])),
            "standardized_tests": .string(rng.pick(["required_some", "not_required"])),
            "statement_of_good_standing": .string(rng.pick(["required", "not_required"])),
        ])
        let rolling = rng.chance(0.5)
        let dates = FixtureValue.obj([
            "fall": .obj(["priority": rng.chance(0.4) ? Self.md(2, 1) : .null, "closing": Self.md(rng.int(3...6), 1),
                          "notification": rolling ? .string("rolling") : Self.md(5, 1), "reply": Self.md(6, 1)]),
            "spring": .obj(["priority": .null, "closing": Self.md(11, 1), "notification": .string("rolling"), "reply": .null]),
        ])
        for (leaf, code) in [("enrolls_transfers", "D.1"), ("advanced_standing", "D.1"), ("applicants", "D.2"),
                             ("admitted", "D.2"), ("enrolled", "D.2"), ("admit_rate", "D.2"), ("terms", "D.3"),
                             ("min_credits", "D.4"), ("required_materials", "D.5"), ("min_college_gpa", "D.7"),
                             ("dates", "D.9")] {
            let year = ["applicants", "admitted", "enrolled", "admit_rate"].contains(leaf) ? "Fall 2025"
                : leaf == "dates" ? "Fall 2026 cycle" : Self.editionLabel
            cite(p + leaf, year: year, code: code, quote: "Transfer \(leaf.replacingOccurrences(of: "_", with: " "))")
        }
        return .obj([
            "enrolls_transfers": .bool(true), "advanced_standing": .bool(rng.chance(0.8)),
            "applicants": counts(applicants), "admitted": counts(admitted), "enrolled": counts(enrolled),
            "admit_rate": .number(FixtureRound.four(admitted / applicants)), "terms": .array([.string("fall"), .string("spring")]),
            "min_credits": .number(Double(rng.pick([12, 24, 30]))),
            "min_credits_unit": .string(rng.pick(["Credit(s)", "Semester hours"])), "required_materials": materials,
            "min_hs_gpa": .null, "min_college_gpa": rng.chance(0.6) ? .number(rng.pick([2.0, 2.5, 3.0])) : .null,
            "dates": dates,
        ])
    }

    mutating func logistics() -> FixtureValue {
        let p = "reported.admissions_logistics."
        let rolling = rng.chance(0.4)
        for (leaf, code) in [("fee", "C.1303"), ("regular_closing", "C.1401"), ("notification", "C.1601"),
                             ("reply", "C.1701"), ("housing_deposit", "C.1709"), ("deferred_admission", "C.1801")] {
            cite(p + leaf, year: "Fall 2026 cycle", code: code, quote: "Regular admission \(leaf.replacingOccurrences(of: "_", with: " "))")
        }
        return .obj([
            "cycle": .string("Fall 2026"), "edition": .string(Self.edition),
            "fee": .obj(["waiver": .bool(rng.chance(0.8)), "online_same": .bool(true), "online_waiver": .null]),
            "regular_closing": Self.md(rng.pick([1, 2, 3]), rng.pick([1, 5, 15])),
            "priority_date": rng.chance(0.3) ? Self.md(12, 1) : .null, "other_terms": .bool(rng.chance(0.5)),
            "notification": rolling
                ? .obj(["kind": .string("rolling"), "rolling_from": Self.md(10, 15), "by_date": .null, "other_date": .null,
                        "other_text": .null])
                : .obj(["kind": .string("by_date"), "rolling_from": .null, "by_date": Self.md(4, 1), "other_date": .null,
                        "other_text": .null]),
            "reply": rng.chance(0.7)
                ? .obj(["kind": .string("may1_or_weeks"), "date": .null, "weeks": .number(Double(rng.int(2...4))),
                        "other_text": .null])
                : .obj(["kind": .string("fixed_date"), "date": Self.md(5, 1), "weeks": .null, "other_text": .null]),
            "housing_deposit": .obj(["due": Self.md(5, 1), "amount": .number(Double(rng.pick([150, 200, 300, 500]))),
                                     "refundable": .string(rng.pick(["full", "partial", "no"]))]),
            "deferred_admission": .obj(["allowed": .bool(rng.chance(0.6)), "max_postponement": .string("1 Year")]),
        ])
    }

    mutating func hsPrep() -> FixtureValue {
        let p = "reported.admissions_hs_prep."
        for (leaf, code) in [("completion", "C.301"), ("college_prep", "C.401"), ("units_required", "C.501"),
                             ("units_recommended", "C.513")] {
            cite(p + leaf, year: Self.editionLabel, code: code, quote: "High school \(leaf.replacingOccurrences(of: "_", with: " "))")
        }
        func units(_ extra: Double) -> FixtureValue {
            let parts: [(String, Double?)] = [("english", 4), ("math", 3 + extra), ("science", 2 + extra), ("lab", 1),
                                             ("foreign_language", 2 + extra), ("social_studies", 2), ("history", 1),
                                             ("electives", extra > 0 ? nil : 2)]
            let total = parts.filter { $0.0 != "lab" }.compactMap(\.1).reduce(0, +)
            var members = [FixtureMember(key: "total", value: .number(total))]
            members += parts.map { FixtureMember(key: $0.0, value: .num($0.1)) }
            members += [FixtureMember(key: "computer_science", value: .null), FixtureMember(key: "arts", value: .null),
                        FixtureMember(key: "other_text", value: .null)]
            return .object(members)
        }
        return .obj([
            "completion": .string("High school diploma is required and GED is accepted"),
            "college_prep": .string(rng.pick(["required", "recommended"])),
            "units_required": units(0), "units_recommended": units(1),
        ])
    }

    mutating func greek() -> FixtureValue {
        let p = "reported.greek."
        let frat = FixtureRound.four(rng.range(0.03, 0.35)), sor = FixtureRound.four(rng.range(0.03, 0.4))
        for (leaf, code) in [("frat_pct_first_year", "F.102"), ("frat_pct_undergrad", "F.110"),
                             ("sor_pct_first_year", "F.103"), ("sor_pct_undergrad", "F.111")] {
            cite(p + leaf, year: "Fall 2025", code: code, quote: "Percent who join \(leaf.hasPrefix("frat") ? "fraternities" : "sororities")")
        }
        let housing = rng.chance(0.5)
        if housing { cite(p + "housing", year: Self.editionLabel, code: "F.408", quote: "Fraternity/sorority housing | X") }
        return .obj([
            "frat_pct_first_year": .number(FixtureRound.four(frat * rng.range(0.4, 0.9))), "frat_pct_undergrad": .number(frat),
            "sor_pct_first_year": .number(FixtureRound.four(sor * rng.range(0.4, 0.9))), "sor_pct_undergrad": .number(sor),
            "housing": housing ? .bool(true) : .null,
        ])
    }

    mutating func religion() -> FixtureValue? {
        let affiliated = record.value(at: "religion.affiliation").map { $0 != .null } ?? false
        let ministries = rng.chance(affiliated ? 0.9 : 0.3)
        let aid = affiliated && rng.chance(0.6)
        guard ministries || aid else { return nil }
        var out: [FixtureMember] = []
        if aid {
            let need = rng.chance(0.4)
            out.append(FixtureMember(key: "aid_by_affiliation", value: .obj(["non_need": .bool(true), "need": .bool(need)])))
            cite("reported.religion.aid_by_affiliation", year: "Fall 2026 entrants", code: "H.1409",
                 quote: "Religious affiliation (non-need) | X")
        }
        if ministries {
            out.append(FixtureMember(key: "campus_ministries", value: .bool(true)))
            cite("reported.religion.campus_ministries", year: Self.editionLabel, code: "F.201", quote: "Campus ministries | X")
        }
        return .object(out)
    }

    mutating func academics() -> FixtureValue {
        let p = "reported.academics."
        var out: [FixtureMember] = []
        let sections = college.undergrads / rng.range(8, 14)
        let small = college.isPublic ? rng.range(0.25, 0.5) : rng.range(0.5, 0.8)
        let shares = [small * 0.35, small * 0.65, (1 - small) * 0.45, (1 - small) * 0.25, (1 - small) * 0.12,
                      (1 - small) * 0.12, (1 - small) * 0.06]
        let bins = shares.map { Self.whole(sections * $0) }
        out.append(FixtureMember(key: "class_sections", value: .obj([
            "sections": .numbers(bins), "sections_total": .number(bins.reduce(0, +)), "subsections": .null,
            "subsections_total": .null, "term": .string("Fall 2025"), "edition": .string(Self.edition),
        ])))
        cite(p + "class_sections", year: "Fall 2025", code: "I.301", quote: "Number of class sections with 2-9 students | \(Int(bins[0]))")
        if let ratio = college.academics.studentFacultyRatio {
            let own = max(3, (ratio + Double(rng.int(-1...1))).rounded())
            let faculty = Self.whole(college.undergrads / own)
            out.append(FixtureMember(key: "student_faculty_ratio", value: .obj([
                "ratio": .number(own), "students": .number(Self.whole(faculty * own)), "faculty": .number(faculty),
                "term": .string("Fall 2025"),
            ])))
            cite(p + "student_faculty_ratio", year: "Fall 2025", code: "I.201", quote: "Student to faculty ratio | \(Int(own)) to 1")
        }
        let programs = ["accelerated", "double_major", "dual_enrollment", "esl", "honors", "independent_study", "internships",
                        "student_designed_major", "teacher_certification"].filter { _ in rng.chance(0.6) }
        out.append(FixtureMember(key: "programs", value: .object(programs.map { FixtureMember(key: $0, value: .bool(true)) })))
        cite(p + "programs", year: Self.editionLabel, code: "E.101", quote: "Special study options")
        let open = rng.chance(0.08)
        let areas = open ? [] : ["arts", "english", "history", "humanities", "mathematics", "sciences", "social_science"]
            .filter { _ in rng.chance(0.7) }
        out.append(FixtureMember(key: "core_curriculum", value: .object(areas.map { FixtureMember(key: $0, value: .bool(true)) })))
        cite(p + "core_curriculum", year: Self.editionLabel, code: "E.301", quote: "Areas in which all students must complete some course work")
        return .object(out)
    }
}
