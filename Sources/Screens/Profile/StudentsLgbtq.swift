import Domain
import QuadAPIModels

/// "LGBTQ+ life" in the campus life panel (components/school/LgbtqLife.tsx, with lib/lgbtq.ts's count rules,
/// lib/lgbtq-policy.ts's checklist and CampusPages.tsx's conduct quote): support on campus, the policy checklist, the
/// conduct policy's words, the another-gender counts, and the state law for public colleges.
enum StudentsLgbtq {
    static let withheldText = "Not reported: the college records other genders but leaves these counts blank when any "
        + "is under 5, for privacy."
    static let zeroText = "0 reported. The college may not record other genders."

    /// The federal survey's another-gender count (reported and known), for the "Campus life" panel's condition
    /// (lib/lgbtq.ts `hasLgbtq`: the gender detail or a state law).
    static func hasLgbtq(_ s: School) -> Bool { s.lgbtq?.gender != nil || s.lgbtq?.stateLaw != nil }


    /// The block; nothing when none of its parts has anything to show.
    static func blocks(_ c: ProfileContext) -> [Block?] {
        let l = c.school.lgbtq
        let detail = try? c.snapshot.detail(for: c.id)
        let support = LgbtqSupport(c.school, detail: detail, today: c.today)
        let policies = LgbtqChecklist.items(c.school, detail: detail).map { Link(label: $0.text, href: $0.url) }
        guard l?.gender != nil || l?.stateLaw != nil || !support.isEmpty || !policies.isEmpty else { return [] }
        var out: [Block?] = [ProfileBlocks.heading(3, "LGBTQ+ life", anchor: "lgbtq")]
        out += supportOnCampus(support)
        if !policies.isEmpty {
            out.append(ProfileBlocks.heading(4, "Policies", anchor: "lgbtq-policies"))
            out.append(.links(LinksBlock(links: policies, style: .list)))
        }
        if let quote = support.conductQuote {
            out.append(ProfileBlocks.heading(4, "What the student conduct policy says", anchor: "lgbtq-conduct"))
            out.append(ProfileBlocks.text("> \(quote)"))
        }
        if let g = l?.gender {
            out += counts(c, g, admissions: l?.admissions)
            out.append(ProfileBlocks.text("All undergraduates whose college records hold a gender other than man or woman. "
                + "It doesn't count transgender students overall or describe sexual orientation, and colleges record it so "
                + "differently that numbers can't be compared between colleges. The federal survey has since stopped asking "
                + "for it."))
        }
        if let law = l?.stateLaw { out += stateLaw(law, centersListed: !support.centers.isEmpty) }
        return out
    }

    /// "Support on campus": the college's own center, else the centers national lists name, then the student groups,
    /// with the closures caveat unless the college's own page named the center.
    static func supportOnCampus(_ s: LgbtqSupport) -> [Block?] {
        guard s.pageCenter != nil || !s.centers.isEmpty || !s.groups.isEmpty else { return [] }
        var out: [Block?] = [ProfileBlocks.heading(4, "Support on campus", anchor: "lgbtq-support")]
        if let center = s.pageCenter { out.append(ProfileBlocks.text(center)) }
        for list in [s.centers, s.groups] where !list.isEmpty {
            out.append(ProfileBlocks.text(list.map { line in
                "- " + (line.url.map { "[\(line.label)](\($0))" } ?? line.label) + line.notes
            }.joined(separator: "\n")))
        }
        if s.pageCenter == nil {
            out.append(ProfileBlocks.text("Directories lag closures: a listed center may have since closed, especially "
                + "under a state law like the one below."))
        }
        return out
    }

    /// The another-gender count (a tile from 10 up, else lib/lgbtq.ts `countText`), "Gender unknown", and the
    /// first-year applicants line; nothing when the count has no display (lib/lgbtq.ts `countDisplay` is null).
    static func counts(_ c: ProfileContext, _ g: SchoolLgbtq.Gender, admissions a: SchoolLgbtq.Admissions?) -> [Block?] {
        guard let another = anotherGenderText(g) else { return [] }
        var out: [Block?] = []
        let year = c.lineage.cited("lgbtq.gender", c.school).year.map { ", \($0.lowercased())" } ?? ""
        if g.status == "reported", let n = g.another, n >= 10 {
            let share = g.undergrads.flatMap { $0 != 0 ? "\(SiteFormat.pctSmart(n / $0)) of all undergraduates" : nil }
            out.append(ProfileBlocks.tiles([ProfileBlocks.tile("Undergraduates of another gender\(year)",
                                                               c.value("lgbtq.gender", n, .num), hint: share)]))
        } else {
            out.append(ProfileBlocks.text("**Undergraduates of another gender\(year):** \(another)"))
        }
        if let unknown = g.unknown { out.append(ProfileBlocks.text("Gender unknown: \(smallCount(unknown))")) }
        if let a, a.status != "not_collected" {
            let year = c.lineage.cited("lgbtq.admissions", c.school).year.map { ", \($0.lowercased())" } ?? ""
            out.append(ProfileBlocks.text("**First-year applicants of another gender\(year):** \(applicantsText(a))"))
        }
        return out
    }

    /// "Another gender: …" (lib/lgbtq.ts `countDisplay` then `countText` with "undergraduates"); nil when there is
    /// no display (a reported status without a count).
    static func anotherGenderText(_ g: SchoolLgbtq.Gender) -> String? {
        switch g.status {
        case "withheld": return withheldText
        case "not_collected": return "Not collected by this college."
        default:
            guard let n = g.another else { return nil }
            if n == 0 { return zeroText }
            if n < 10 { return "Fewer than 10 undergraduates" }
            let share = g.undergrads.flatMap { $0 != 0 ? n / $0 : nil }
                .map { " (\(JSNumber.toFixed($0 * 100, $0 < 0.1 ? 1 : 0))%)" } ?? ""
            return "\(SiteFormat.num(n)) undergraduates\(share)"
        }
    }

    /// lib/lgbtq.ts `smallCount`: "0", "fewer than 10", else the count with separators.
    static func smallCount(_ n: Double) -> String {
        n == 0 ? "0" : n < 10 ? "fewer than 10" : SiteFormat.num(n)
    }

    /// The applicants line: withheld, zero when a reported row has no nonzero count, else
    /// "{n} applied · {n} admitted · {n} enrolled" over the counts given.
    static func applicantsText(_ a: SchoolLgbtq.Admissions) -> String {
        if a.status == "withheld" { return withheldText }
        let counts = [(a.applicants, "applied"), (a.admitted, "admitted"), (a.enrolled, "enrolled")]
        if a.status == "reported", counts.allSatisfy({ ($0.0 ?? 0) == 0 }) { return zeroText }
        return counts.compactMap { v, word in v.map { "\(smallCount($0)) \(word)" } }.joined(separator: " \u{B7} ")
    }

    /// "State law for public colleges": the summary, "{statute} ({name}), in effect since {Month D, YYYY}." with the
    /// statute linked, and the caveat about listed centers when national lists named one.
    static func stateLaw(_ law: SchoolLgbtq.StateLaw, centersListed: Bool) -> [Block?] {
        var out: [Block?] = [ProfileBlocks.heading(4, "State law for public colleges", anchor: "lgbtq-law")]
        if let summary = law.summary { out.append(ProfileBlocks.text(summary)) }
        let statute = law.url.map { "[\(law.statute ?? "")](\($0))" } ?? (law.statute ?? "")
        let name = law.name.map { " (\($0))" } ?? ""
        let since = law.effective.map { ", in effect since \(ReleaseNoteLibrary.dateLabel($0))" } ?? ""
        out.append(ProfileBlocks.text(statute + name + since + "."))
        if centersListed {
            out.append(ProfileBlocks.text("A center listed above isn't a claim that it's still open: this law can close "
                + "offices like it after a list was last read."))
        }
        return out
    }
}
