import Domain
import Foundation

/// Next year's price (G), the graduating class's debt (H4–H5), and financial aid (H) with the detail file's
/// `cds_aid` table.
extension FixtureReported {
    /// G1 for 2026–27: this year's tuition, fees and room and board a few percent up, the undergraduate column the same
    /// or a little lower; G4's share paying more and G5's expenses.
    mutating func nextYear() -> FixtureValue? {
        guard rng.chance(0.85) else { return nil }
        let pr = college.prices
        let up = rng.range(1.02, 1.07)
        let feesShare = rng.range(0.03, 0.12)
        func column(_ scale: Double) -> FixtureValue {
            let tuition: FixtureValue = college.isPublic
                ? .obj(["kind": .string("public"),
                        "in_district": .number(Self.whole(pr.tuitionDistrict * up * (1 - feesShare) * scale)),
                        "in_state": .number(Self.whole(pr.tuitionIn * up * (1 - feesShare) * scale)),
                        "out_of_state": .number(Self.whole(pr.tuitionOut * up * (1 - feesShare) * scale)),
                        "nonresident_international": .number(Self.whole(pr.tuitionOut * up * (1 - feesShare) * scale))])
                : .obj(["kind": .string("private"), "amount": .number(Self.whole(pr.tuitionIn * up * (1 - feesShare) * scale))])
            let housing = Self.whole(pr.roomBoard * up * 0.6), food = Self.whole(pr.roomBoard * up * 0.4)
            return .obj(["tuition": tuition, "fees": .number(Self.whole(pr.tuitionIn * up * feesShare)),
                         "food_and_housing": .number(housing + food), "housing_only": .number(housing),
                         "food_only": .number(food)])
        }
        cite("reported.cost.next_year", year: "2026\u{2013}27", code: college.isPublic ? "G.104" : "G.101",
             quote: "Tuition, first-year | \(Int(Self.whole(pr.tuitionIn * up)))")
        cite("reported.cost.next_year.first_year.fees", year: "2026\u{2013}27", code: "G.111", quote: "Required fees")
        cite("reported.cost.next_year.first_year.food_and_housing", year: "2026\u{2013}27", code: "G.112",
             quote: "Food and housing (on-campus)")
        let paying = rng.chance(0.3) ? FixtureRound.four(rng.range(0.05, 0.3)) : nil
        cite("reported.cost.next_year_detail", year: "2026\u{2013}27", code: "G.501", quote: "Books and supplies")
        if paying != nil {
            cite("reported.cost.next_year_detail.pct_paying_more", year: "2026\u{2013}27", code: "G.402",
                 quote: "Percent paying more than the tuition rate")
        }
        return .obj([
            "next_year": .obj(["entering_term": .string("2026\u{2013}27"), "first_year": column(1),
                               "undergraduate": column(rng.chance(0.3) ? 0.95 : 1)]),
            "next_year_detail": .obj([
                "credits_per_term": .obj(["min": .number(12), "max": .number(18)]),
                "tuition_varies_by_year": .bool(false), "tuition_varies_by_program": .bool(paying != nil),
                "pct_paying_more": .num(paying),
                "expenses": .obj(["residents": .obj(["books_supplies": .number(Self.whole(pr.books * up)),
                                                     "transportation": .number(Double(rng.pick([600, 900, 1200]))),
                                                     "other": .number(Self.whole(pr.other * up))]),
                                  "commuters_at_home": .obj(["books_supplies": .number(Self.whole(pr.books * up)),
                                                             "food_only": .null, "transportation": .null, "other": .null]),
                                  "commuters_away": .obj(["books_supplies": .null, "housing_only": .null, "food_only": .null,
                                                          "food_and_housing_total": .null, "transportation": .null,
                                                          "other": .null])]),
                "per_credit_hour": .null,
            ]),
        ])
    }

    /// H4–H5 for the class of 2025: who borrowed, from where, and how much, within the site's checks.
    mutating func graduates() -> FixtureValue? {
        guard let enrolled = college.admissions.enrolled, let median = college.outcomes.medianDebt, rng.chance(0.8)
        else { return nil }
        let size = max(10, Self.whole(enrolled * rng.range(0.5, 0.8)))
        let anyShare = FixtureRound.four(rng.range(0.3, 0.75))
        let federalShare = FixtureRound.four(anyShare * rng.range(0.8, 0.97))
        let average = Self.whole(median * rng.range(1.05, 1.6))
        func row(_ share: Double?, _ avg: Double?) -> FixtureValue {
            .obj(["number": .num(share.map { Self.whole(size * $0) }), "share": .num(share), "avg_principal": .num(avg)])
        }
        cite("reported.outcomes.graduating_class", year: "Class of 2025", code: "H.401", quote: "Number in the class | \(Int(size))")
        cite("reported.outcomes.graduate_debt", year: "Class of 2025", code: "H.501", quote: "Any loan type")
        cite("reported.outcomes.graduate_debt.rows.any.share", year: "Class of 2025", code: "H.506",
             quote: "Percent who borrowed | \(anyShare)")
        cite("reported.outcomes.graduate_debt.rows.any.avg_principal", year: "Class of 2025", code: "H.511",
             quote: "Average cumulative principal | \(Int(average))")
        return .obj([
            "graduating_class": .obj(["year": .int(2025), "size": .number(size)]),
            "graduate_debt": .obj(["class_year": .int(2025), "rows": .obj([
                "any": row(anyShare, average), "federal": row(federalShare, Self.whole(average * 0.8)),
                "institutional": row(FixtureRound.four(anyShare * 0.1), nil), "state": row(nil, nil),
                "private": row(FixtureRound.four(anyShare * 0.15), Self.whole(average * 1.4)),
            ])]),
        ])
    }

    /// H: the snapshot facts (`reported.aid`) and the detail table (`cds_aid`) with a quote per H2 line.
    mutating func aid() -> (reported: FixtureValue, detail: FixtureValue) {
        let p = "reported.aid."
        let fy = college.aid.map { $0.cohort } ?? Self.whole(college.undergrads * 0.25)
        let ft = Self.whole(max(fy, college.undergrads * rng.range(0.8, 0.95)))
        func column(_ a: Double) -> [(String, Double?)] {
            let c = Self.whole(a * rng.range(0.4, 0.8)), d = Self.whole(c * rng.range(0.85, 1))
            let package = Self.whole(college.prices.fullPrice * rng.range(0.3, 0.8))
            let grant = Self.whole(package * rng.range(0.6, 0.9))
            return [("a", a), ("b", Self.whole(a * 0.9)), ("c", c), ("d", d), ("e", Self.whole(d * 0.95)),
                    ("f", Self.whole(d * 0.6)), ("g", Self.whole(d * 0.3)), ("h", Self.whole(d * rng.range(0.1, 0.6))),
                    ("i", FixtureRound.four(rng.range(0.6, 0.97))), ("j", package), ("k", grant),
                    ("l", Self.whole(package * 0.15)), ("m", Self.whole(package * 0.2)),
                    ("n", Self.whole((a - c) * rng.range(0.1, 0.6))), ("o", Self.whole(grant * rng.range(0.3, 0.7))),
                    ("p", college.isPublic || rng.chance(0.5) ? Self.whole(a * 0.02) : 0), ("q", Self.whole(grant * 0.9))]
        }
        let first = column(fy), full = column(ft)
        let codes = Array("abcdefghijklmnopq").map(String.init)
        func code(_ line: String, fullTime: Bool) -> String {
            let i = codes.firstIndex(of: line) ?? 0
            let start = fullTime ? 14 : 1, a2 = fullTime ? 5 : 1
            let n = i < 13 ? start + i : a2 + i - 13
            return (i < 13 ? "H.2" : "H.2A") + (n < 10 ? "0\(n)" : "\(n)")
        }
        var quotes: [FixtureMember] = []
        for (rows, fullTime) in [(first, false), (full, true)] {
            for (line, v) in rows where v != nil {
                quotes.append(FixtureMember(key: code(line, fullTime: fullTime),
                                            value: .obj(["quote": .string("H2 line \(line.uppercased()) | \(v ?? 0)")])))
            }
        }
        let headline = Set(["a", "c", "d", "h", "i", "j", "k", "m", "n", "o", "p", "q"])
        let css = !college.isPublic && rng.chance(0.4)
        let intlNone = rng.chance(0.3)
        let intl = FixtureValue.obj([
            "need_based": .bool(!intlNone && rng.chance(0.5)), "non_need": .bool(!intlNone), "none": .bool(intlNone),
            "recipients": intlNone ? .null : .number(Double(rng.int(5...200))),
            "average": intlNone ? .null : .number(Self.whole(college.prices.tuitionIn * rng.range(0.2, 0.6))),
        ])
        let need = Self.whole(fy * college.prices.tuitionIn * rng.range(0.1, 0.4))
        let nonNeed = Self.whole(need * rng.range(0.1, 1.2))
        let reported = FixtureValue.obj([
            "edition": .string(Self.edition), "aid_year": .obj(["start": .int(2025), "status": .string("estimated")]),
            "methodology": css ? .string("both") : .string("federal"),
            "forms": .obj(["fafsa": .bool(true), "own_form": .bool(false), "css_profile": .bool(css),
                           "state_form": .bool(college.isPublic && rng.chance(0.3)), "noncustodial_profile": .bool(css && rng.chance(0.5)),
                           "business_farm_supplement": .bool(false), "other": .null]),
            "dates": .obj(["priority": Self.md(rng.pick([2, 3]), 1), "deadline": rng.chance(0.5) ? Self.md(3, 15) : .null,
                           "no_deadline": .bool(false), "notify_by": .null, "notify_rolling_from": Self.md(3, 1),
                           "reply_by": Self.md(5, 1), "reply_within_weeks": .null]),
            "international": intl,
            "first_years": .object(first.filter { headline.contains($0.0) }.map { FixtureMember(key: $0.0, value: .num($0.1)) }),
            "institutional_grants": .obj(["need": .number(need), "non_need": .number(nonNeed)]),
        ])
        for (leaf, code, year) in [("edition", "H.101", Self.editionLabel), ("aid_year", "H.101", "2025\u{2013}26 (estimated)"),
                                   ("methodology", "H.102", "Fall 2026 entrants"), ("forms", "H.801", "Fall 2026 entrants"),
                                   ("dates", "H.901", "Fall 2026 entrants"), ("international", "H.601", "2025\u{2013}26 (estimated)"),
                                   ("first_years", "H.201", "2025\u{2013}26 (estimated)"),
                                   ("institutional_grants", "H.107", "2025\u{2013}26 (estimated)")] {
            cite(p + leaf, year: year, code: code, quote: "Financial aid \(leaf.replacingOccurrences(of: "_", with: " "))")
        }
        let criteria = ["academics", "alumni_affiliation", "art", "athletics", "job_skills", "rotc", "leadership",
                        "music_drama", "religious_affiliation", "state_residency"]
        let h14 = FixtureValue.object(criteria.map { key in
            FixtureMember(key: key, value: .obj(["non_need": .flag(rng.chance(0.5) ? true : nil),
                                                 "need": .flag(key != "rotc" && rng.chance(0.3) ? true : nil)]))
        })
        func h2(_ rows: [(String, Double?)]) -> FixtureValue { .object(rows.map { FixtureMember(key: $0.0, value: .num($0.1)) }) }
        let detail = FixtureValue.obj([
            "source": .string("cds"), "vintage": .null, "year": .string("2025\u{2013}26 (estimated)"),
            "rows": .obj([
                "document": .obj(["url": .string(url), "edition": .string(Self.editionLabel), "retrieved": .string(Self.retrieved),
                                  "sha256": .string(String(repeating: "0", count: 64))]),
                "aid_year": .obj(["start": .int(2025), "status": .string("estimated")]),
                "h1": .null,
                "h2": .obj(["first_years": h2(first), "full_time": h2(full), "part_time": .null]),
                "h6": .null,
                "h7": intlNone ? .null : .obj(["own_form": .bool(false), "css_profile": .bool(css), "other": .bool(false),
                                               "other_text": .null]),
                "h14": h14,
                "h15": rng.chance(0.3) ? .obj(["text": .string("Outside scholarships reduce loans before grants."),
                                               "display": .bool(true)]) : .null,
                "cite": .object(quotes),
            ]),
        ])
        return (reported, detail)
    }
}
