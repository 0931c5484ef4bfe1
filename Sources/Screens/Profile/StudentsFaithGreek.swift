import Domain
import QuadAPIModels

/// What "Religious life" shows (the site's lib/religion.ts `religionView`): the federal affiliation when IPEDS
/// answered, the college's C7 religious-commitment level, its H14 religious scholarships and F2 campus ministries.
/// Nil hides the block: an unaffiliated college shows it only when its own report says something about religion.
struct ReligiousLifeView {
    let religion: SchoolReligion?
    /// The C7 level, kept for an affiliated college or a level above "not considered".
    let commitment: String?
    let aid: CdsReligion.Aid?
    let ministries: Bool

    init?(_ s: School) {
        let affiliated = s.religion?.affiliation != nil
        let c7 = s.reported?.admissionProfileView?.factors?["religious"] ?? nil
        let cds = s.reported?.religionView
        religion = s.religion
        commitment = c7.flatMap { affiliated || $0 != "not_considered" ? $0 : nil }
        aid = cds?.aidByAffiliation
        ministries = cds?.campusMinistries == true
        guard affiliated || commitment != nil || aid != nil || ministries else { return nil }
    }
}

/// "Religious life" (components/school/ReligiousLife.tsx) and "Greek life" (components/school/GreekLife.tsx with
/// lib/cds/greek-display.ts) in the campus life panel.
enum StudentsFaithGreek {
    /// The affiliation with "Other {family} colleges" (Explore's faith filter), the C7 weight, H14 scholarships and F2
    /// campus ministries; nothing when ``ReligiousLifeView`` has nothing to show.
    static func religiousLife(_ c: ProfileContext) -> [Block?] {
        guard let view = ReligiousLifeView(c.school) else { return [] }
        var out: [Block?] = [ProfileBlocks.heading(3, "Religious life", anchor: "religion")]
        if let religion = view.religion {
            let affiliation = religion.affiliation
            out.append(ProfileBlocks.text("**Affiliation:** \(affiliation.map { $0.label ?? "" } ?? "No religious affiliation")"))
            if affiliation != nil, let family = FaithFamily.of(c.school), family != "none", let label = FaithFamily.label(family) {
                out.append(.links(LinksBlock(links: [Link(label: "Other \(label) colleges", href: "/explore?faith=\(family)")],
                                             style: .list)))
            }
        }
        if let commitment = view.commitment, let words = AdmissionsFactors.importance[commitment] {
            out.append(ProfileBlocks.text("**In admission:** Religious affiliation or commitment: \(words.lowercased())"))
        }
        if let aid = view.aid {
            let kind = aid.need == true && aid.nonNeed == true ? "need-based and non-need-based"
                : aid.need == true ? "need-based" : "non-need-based"
            out.append(ProfileBlocks.text("**Scholarships:** Some of the college's own \(kind) aid considers religious affiliation"))
        }
        if view.ministries {
            out.append(ProfileBlocks.text("**Campus ministries:** Listed among campus activities"))
        }
        return out
    }

    /// Whether GreekLife has a card (lib/cds/greek-display.ts `greekCard`): an F1 percentage or the F4 answer.
    static func hasGreekCard(_ s: School) -> Bool {
        guard let g = s.reported?.greekView else { return false }
        return g.fratPctFirstYear != nil || g.fratPctUndergrad != nil || g.sorPctFirstYear != nil
            || g.sorPctUndergrad != nil || g.housing != nil
    }

    /// Fraternity and sorority shares of undergraduates against the median of reporting colleges, how many colleges
    /// report, first-year shares, and fraternity/sorority housing.
    static func greekLife(_ c: ProfileContext) -> [Block?] {
        guard hasGreekCard(c.school), let g = c.school.reported?.greekView else { return [] }
        let medians = ProfileSnapshotFigures.greekMedians(c.snapshot)
        let p = "reported.greek."
        var out: [Block?] = [ProfileBlocks.heading(3, "Greek life", anchor: "greek")]
        func bar(_ label: String, _ field: String, _ value: Double?, _ median: Double?) -> Block? {
            guard let value else { return nil }
            let v = c.value(p + field, value, .pctSmart)
            guard let median else { return ProfileBlocks.tiles([StatTile(label: label, value: v, term: "greek-life")]) }
            let m = c.lineage.aggregate(p + field, value: median, format: .pctSmart,
                                        computation: AggregateComputation.median(reporting: medians.reporters))
            return .benchmarkBar(BenchmarkBarBlock(value: v, median: m, label: label, term: "greek-life"))
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
}
