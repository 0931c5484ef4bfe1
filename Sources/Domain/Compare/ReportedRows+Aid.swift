import QuadAPIModels

extension ReportedRows {
    /// The first year of a display year: "2023–24" → 2023, "Fall 2024" → 2024.
    static func startYear(_ label: String?) -> Int? {
        guard let label else { return nil }
        let digits = Array(label.utf8)
        var i = 0
        while i + 4 <= digits.count {
            let run = digits[i..<i + 4]
            if run.allSatisfy({ $0 >= 48 && $0 <= 57 }), run.first == 50, run.dropFirst().first == 48 {
                return Int(String(decoding: run, as: UTF8.self))
            }
            i += 1
        }
        return nil
    }

    /// The CDS aid block is shown unless its aid year is two or more years older than the federal aid year.
    static func aidShown(_ s: School, federalAidYear: String?) -> Bool {
        let aidYear = s.reported?.aid?.member("aid_year")
        let start: Int? = switch aidYear {
        case let .number(n)?: Int(n)
        case let .string(text)?: startYear(text)
        case let .object(o)?: o["start"]?.number.map { Int($0) }
        default: nil
        }
        guard let start else { return false }
        guard let federal = startYear(federalAidYear), start < federal else { return true }
        return federal - start == 1
    }

    /// "February 15" from "02-15" or "2026-02-15"; the text as given otherwise.
    static func aidDay(_ text: String) -> String {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                      "November", "December"]
        guard parts.count >= 2, let day = parts.last, let month = parts.dropLast().last, (1...12).contains(month) else {
            return text
        }
        return "\(months[month - 1]) \(day)"
    }

    /// The "Financial aid process" rows (CDS H1, H2, H6, H8–H11).
    static func aid(federalAidYear: String?) -> [CompareTableRow] {
        let shown: @Sendable (School) -> Bool = { aidShown($0, federalAidYear: federalAidYear) }
        return [
            .text("Aid forms", "css-profile", "reported.aid.forms") { s in
                let f = s.reported?.aid?.member("forms")
                guard let f, f != .null else { return nil }
                let names = [("fafsa", "FAFSA"), ("css_profile", "CSS Profile"), ("noncustodial_profile", "Noncustodial"),
                             ("own_form", "College's own form"), ("business_farm_supplement", "Business/Farm")]
                    .filter { bool(f, $0.0) == true }.map(\.1)
                return names.isEmpty ? nil : names.joined(separator: " \u{00B7} ")
            },
            .text("Aid priority date or deadline", "need-based-aid", "reported.aid.dates") { s in
                let d = s.reported?.aid?.member("dates")
                let usable = { (key: String) in string(d, key).flatMap { $0 == "unstated" ? nil : $0 } }
                if let p = usable("priority") { return "\(aidDay(p)) (priority)" }
                return usable("deadline").map { "\(aidDay($0)) (deadline)" }
            },
            .number("Need met, first-years", "need-met", "reported.aid.first_years", .pct) { s in
                shown(s) ? number(s.reported?.aid?.member("first_years"), "i") : nil
            },
            .number("Average aid package, first-years", "aid-package", "reported.aid.first_years", .money) { s in
                shown(s) ? number(s.reported?.aid?.member("first_years"), "j") : nil
            },
            .number("College grant dollars given as merit", "merit-dollar-share", "derived.merit_dollar_share", .pct) { s in
                let g = s.reported?.aid?.member("institutional_grants")
                guard shown(s), let need = number(g, "need_based"), let merit = number(g, "non_need"), need + merit > 0
                else { return nil }
                return merit / (need + merit)
            },
            .text("Aid for international students", "aid-for-international-students", "reported.aid.international") { s in
                let x = s.reported?.aid?.member("international")
                guard let x, x != .null, shown(s) else { return nil }
                if bool(x, "none") == true { return "Not offered" }
                if let n = number(x, "recipients"), let average = number(x, "average") {
                    return "\(SiteFormat.num(n)) students, average \(SiteFormat.moneyCompact(average))"
                }
                return bool(x, "need_based") == true || bool(x, "non_need") == true ? "Offered" : nil
            },
        ]
    }

    /// Finished within 4 and 5 years by aid group, from the college's CDS: "Not published" where it doesn't say.
    static let onTime: [CompareTableRow] = [4, 5].flatMap { years in
        [("Pell recipients", "pell"), ("neither Pell nor subsidized loan", "no_pell_no_loan"),
         ("all first-time full-time", "total")].map { who, group in
            CompareTableRow("Finished within \(years) years: \(who)", "on-time-graduation", "reported.outcomes.graduation",
                            format: .pct) { s in
                let g = s.reported?.outcomes?.member("graduation")
                guard let g, g != .null else { return CompareCell("Not published") }
                guard let v = number(g.member("within_\(years)"), group) else {
                    return CompareCell("Not shown: under 30 students")
                }
                return CompareCell(SiteFormat.pct(v), number: v)
            }
        }
    }
}
