import Core
import Domain
import QuadAPIModels

/// The campus life panel of Students & campus: housing, sports, programs and services, religious life
/// (ReligiousLife), Greek life (GreekLife), and LGBTQ+ life (LgbtqLife).
enum StudentsCampus {
    static func campusLife(_ c: ProfileContext) -> [Block] {
        let s = c.school
        let campus = s.campus
        let reported = s.reported
        let hasLgbtq = s.lgbtq?.gender != nil || s.lgbtq?.stateLaw != nil || !(s.lgbtq?.policies ?? []).isEmpty
        guard campus?.housing != nil || campus?.athletics != nil || campus?.programs != nil || hasLgbtq
            || s.religion != nil || reported?.greek != nil || reported?.religion != nil
        else { return [] }
        var out: [Block?] = [ProfileBlocks.heading(2, "Housing, sports, faith, Greek life, and LGBTQ+ life", anchor: "campus",
                                                   eyebrow: "Campus life")]
        out += housingAndServices(c)
        out += religiousLife(c)
        out += greekLife(c)
        out += lgbtqLife(c)
        return out.compactMap { $0 }
    }

    static func housingAndServices(_ c: ProfileContext) -> [Block?] {
        housing(c) + StudentsServices.blocks(c)
    }

    /// "Housing" (components/school/CampusLife): beds with the beds-per-100 line against the median college, the
    /// first-years' live-on rule and meal plans, each "Not reported" when the survey leaves it blank; one line when
    /// the college offers no housing.
    static func housing(_ c: ProfileContext) -> [Block?] {
        guard let h = c.school.campus?.housing else { return [] }
        var out: [Block?] = [ProfileBlocks.heading(3, "Housing", anchor: "housing")]
        guard h.offered == true else {
            out.append(ProfileBlocks.text("No college housing: students live off campus."))
            return out
        }
        let beds = c.value(FieldPath.housing, h.capacity, .num)
        out.append(.statTiles(StatTilesBlock(tiles: [StatTile(label: "Beds", value: h.capacity == nil ? beds.emDashWhenMissing : beds,
                                                              hint: bedsLine(c), term: "housing-capacity")])))
        let rule = h.firstYearsRequired.map { $0 ? "Must live on campus" : "Not required to live on campus" } ?? "Not reported"
        out.append(ProfileBlocks.text("**First-years:** \(rule)"))
        if h.firstYearsRequired == false {
            out.append(ProfileBlocks.text("Many colleges still expect it, with exceptions such as for local students."))
        }
        let meals = h.mealPlan.map { offered in
            offered ? h.mealsPerWeek.flatMap { $0 > 0 ? "Up to \(JSNumber.string($0)) meals a week" : nil } ?? "Offered"
                : "None offered"
        } ?? "Not reported"
        out.append(ProfileBlocks.text("**Meal plans:** \(meals)"))
        return out
    }

    /// "About 45 for every 100 undergrads (median college: 38). Can include graduate housing." ("Room for every
    /// undergrad" from 100 up); nil without beds per 100.
    static func bedsLine(_ c: ProfileContext) -> String? {
        guard let per100 = Derived.bedsPer100(c.school) else { return nil }
        let lead = per100 >= 100 ? "Room for every undergrad" : "About \(JSNumber.string(per100)) for every 100 undergrads"
        let median = c.statistics.median(.bedsPer100).map { " (median college: \(JSNumber.string(JSNumber.round($0))))" } ?? ""
        return lead + median + ". Can include graduate housing."
    }

    /// "Religious life": the federal affiliation, the college's C7 religious-commitment weight, H14 scholarships that
    /// weigh affiliation, and F2 campus ministries; nothing when none of these is known.
    static func religiousLife(_ c: ProfileContext) -> [Block?] {
        let s = c.school
        let commitment = s.reported?.admissionProfileView?.factors?["religious"] ?? nil
        let cds = s.reported?.religionView
        guard s.religion != nil || commitment != nil || cds?.aidByAffiliation != nil || cds?.campusMinistries == true
        else { return [] }
        var out: [Block?] = [ProfileBlocks.heading(3, "Religious life", anchor: "religion")]
        if s.religion != nil {
            out.append(ProfileBlocks.text("**Affiliation:** \(s.religion?.affiliation?.label ?? "No religious affiliation")"))
        }
        if let commitment, let words = AdmissionsFactors.importance[commitment] {
            out.append(ProfileBlocks.text("**In admission:** Religious affiliation or commitment: \(words.lowercased())"))
        }
        if let aid = cds?.aidByAffiliation, aid.need == true || aid.nonNeed == true {
            let kind = aid.need == true && aid.nonNeed == true ? "need-based and non-need-based"
                : aid.need == true ? "need-based" : "non-need-based"
            out.append(ProfileBlocks.text("**Scholarships:** Some of the college's own \(kind) aid considers religious affiliation"))
        }
        if cds?.campusMinistries == true {
            out.append(ProfileBlocks.text("**Campus ministries:** Listed among campus activities"))
        }
        return out
    }

    /// "Greek life": fraternity and sorority shares of undergraduates against the median of reporting colleges,
    /// first-year shares, and fraternity/sorority housing.
    static func greekLife(_ c: ProfileContext) -> [Block?] {
        guard let g = c.school.reported?.greekView,
              g.fratPctFirstYear != nil || g.fratPctUndergrad != nil || g.sorPctFirstYear != nil
                || g.sorPctUndergrad != nil || g.housing != nil
        else { return [] }
        let medians = ProfileSnapshotFigures.greekMedians(c.snapshot)
        let p = "reported.greek."
        var out: [Block?] = [ProfileBlocks.heading(3, "Greek life", anchor: "greek")]
        func bar(_ label: String, _ field: String, _ value: Double?, _ median: Double?) -> Block? {
            guard let value else { return nil }
            let v = c.value(p + field, value, .pctSmart)
            guard let median else { return ProfileBlocks.tiles([StatTile(label: label, value: v)]) }
            let m = c.lineage.aggregate(p + field, value: median, format: .pctSmart,
                                        computation: AggregateComputation.median(reporting: medians.reporters))
            return .benchmarkBar(BenchmarkBarBlock(value: v, median: m, label: label))
        }
        out.append(bar("Undergrad men in a fraternity", "frat_pct_undergrad", g.fratPctUndergrad, medians.fraternity))
        out.append(bar("Undergrad women in a sorority", "sor_pct_undergrad", g.sorPctUndergrad, medians.sorority))
        out.append(ProfileBlocks.text("Reported for \(medians.reporters) colleges. First-years and all undergrads are "
            + "reported separately, and a fraternity percentage is never added to a sorority one."))
        let firstYear = [g.fratPctFirstYear.map { "\(SiteFormat.pctSmart($0)) of men" },
                         g.sorPctFirstYear.map { "\(SiteFormat.pctSmart($0)) of women" }].compactMap { $0 }
        if !firstYear.isEmpty { out.append(ProfileBlocks.text("Among first-years: \(firstYear.joined(separator: ", ")).")) }
        if g.housing == true { out.append(ProfileBlocks.text("Fraternity/sorority housing offered")) }
        return out
    }

    /// The policy checklist (see ``LgbtqChecklist``), each line linking to the page it rests on.
    static func checklist(_ c: ProfileContext) -> [Link] {
        LgbtqChecklist.items(c.school, detail: try? c.snapshot.detail(for: c.id)).map { Link(label: $0.text, href: $0.url) }
    }

    /// "Another gender: …" under the men and women bar (lib/lgbtq.ts `countDisplay`, `countText`).
    static func anotherGenderText(_ g: SchoolLgbtq.Gender) -> String? {
        switch g.status {
        case "withheld":
            return "Not reported: the college records other genders but leaves these counts blank when any is under 5, for privacy."
        case "not_collected": return "Not collected by this college."
        default:
            guard let n = g.another else { return nil }
            if n == 0 { return "0 reported. The college may not record other genders." }
            if n < 10 { return "Fewer than 10 undergraduates" }
            let share = g.undergrads.flatMap { $0 > 0 ? n / $0 : nil }
                .map { " (\(JSNumber.toFixed($0 * 100, $0 < 0.1 ? 1 : 0))%)" } ?? ""
            return "\(SiteFormat.num(n)) undergraduates\(share)"
        }
    }

    /// lib/lgbtq.ts `smallCount`: "0", "fewer than 10", else the count with separators.
    static func smallCount(_ n: Double) -> String {
        n == 0 ? "0" : n < 10 ? "fewer than 10" : SiteFormat.num(n)
    }

    /// LgbtqLife's applicants line: withheld, zero, or "{n} applied · {n} admitted · {n} enrolled".
    static func applicantsText(_ a: SchoolLgbtq.Admissions) -> String? {
        if a.status == "withheld" {
            return "Not reported: the college records other genders but leaves these counts blank when any is under 5, for privacy."
        }
        guard let n = a.applicants else { return nil }
        if n == 0 { return "0 reported. The college may not record other genders." }
        return [(a.applicants, "applied"), (a.admitted, "admitted"), (a.enrolled, "enrolled")]
            .compactMap { v, word in v.map { "\(smallCount($0)) \(word)" } }.joined(separator: " \u{B7} ")
    }

    /// "LGBTQ+ life": the policy checklist, the another-gender counts, and the state law for public colleges.
    static func lgbtqLife(_ c: ProfileContext) -> [Block?] {
        let l = c.school.lgbtq
        let policies = checklist(c)
        guard l?.gender != nil || l?.stateLaw != nil || !policies.isEmpty else { return [] }
        var out: [Block?] = [ProfileBlocks.heading(3, "LGBTQ+ life", anchor: "lgbtq")]
        if !policies.isEmpty {
            out.append(ProfileBlocks.heading(4, "Policies", anchor: "lgbtq-policies"))
            out.append(.links(LinksBlock(links: policies, style: .list)))
        }
        if let g = l?.gender {
            let year = c.lineage.cited("lgbtq.gender", c.school).year.map { ", \($0.lowercased())" } ?? ""
            if g.status == "reported", let n = g.another, n >= 10 {
                out.append(ProfileBlocks.tiles([ProfileBlocks.tile("Undergraduates of another gender\(year)",
                                                                   c.value("lgbtq.gender", n, .num),
                                                                   hint: g.undergrads.flatMap { $0 > 0 ? "\(SiteFormat.pctSmart(n / $0)) of all undergraduates" : nil })]))
            } else if let text = anotherGenderText(g) {
                out.append(ProfileBlocks.text("**Undergraduates of another gender\(year):** \(text)"))
            }
            if g.status == "reported", let unknown = g.unknown {
                out.append(ProfileBlocks.text("Gender unknown: \(smallCount(unknown))"))
            }
            if let a = l?.admissions, let line = applicantsText(a) {
                let year = c.lineage.cited("lgbtq.admissions", c.school).year.map { ", \($0.lowercased())" } ?? ""
                out.append(ProfileBlocks.text("**First-year applicants of another gender\(year):** \(line)"))
            }
            out.append(ProfileBlocks.text("All undergraduates whose college records hold a gender other than man or woman. "
                + "It doesn't count transgender students overall or describe sexual orientation, and colleges record it so "
                + "differently that numbers can't be compared between colleges. The federal survey has since stopped asking "
                + "for it."))
        }
        if let law = l?.stateLaw, let summary = law.summary {
            out.append(ProfileBlocks.heading(4, "State law for public colleges", anchor: "lgbtq-law"))
            out.append(ProfileBlocks.text(summary))
            if let statute = law.statute, let url = law.url {
                out.append(.links(LinksBlock(links: [Link(label: statute, href: url)], style: .list)))
            }
        }
        return out
    }
}

typealias DetailDirectoryCredit = SchoolDetail.DirectoryRows.Credit
