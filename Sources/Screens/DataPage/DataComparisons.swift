import Core
import Domain
import QuadAPIModels

/// "How we compare colleges", "Newer figures from colleges" (the checks and the counts), and "Sources we're
/// watching".
enum DataComparisons {
    static func compare(_ c: DataContext) -> [Block] {
        let r = c.reports
        let newer = r.newerCds > 0
            ? " For \(r.newerCds) of them it describes a newer class than the federal data. "
            : " They describe the same class as the federal data. "
        var blocks: [Block] = [
            SectionBlocks.heading("How we compare colleges", eyebrow: "Fair comparisons", anchor: "compare"),
            SectionBlocks.subheading("Every figure is the newest a college has published", anchor: "newest-figure"),
            SectionBlocks.text("A college's admissions figures here are the newest it has published anywhere: the "
                + "federal release, or a newer Common Data Set or class profile from its own site when it has one. That "
                + "holds everywhere a figure appears, including Explore, Compare, rankings, and national medians. Years "
                + "can differ between colleges shown side by side, since each publishes on its own schedule; every "
                + "value's \u{24D8} shows its source and the year it describes, and a replaced federal figure "
                + "stays one line down in that same \u{24D8}."),
            SectionBlocks.subheading("Where colleges' own figures come from", anchor: "own-figures"),
            SectionBlocks.text("For \(DataContext.colleges(r.cds.count)), we've hand-imported the college's "
                + "own Common Data Set for admissions counts, test scores and aid detail federal data lacks.\(newer)"
                + "For \(SiteFormat.num(Double(r.reportedAdmissions))) more, an automated reader found a newer Common "
                + "Data Set or class profile on the college's own site; see [newer figures from colleges]"
                + "(/data#college-reported). Either way, the \u{24D8} on the value itself says which document it came "
                + "from and what it replaced."),
        ]
        if let example = r.cds.first {
            blocks.append(.links(LinksBlock(links: [Link(label: "See an example: \(example.name)",
                                                         href: "/schools/\(example.unitID)")], style: .list)))
        }
        return blocks
    }

    static let checks = [
        "It describes first-year applicants, counting every admission round, not early decision alone.",
        "Every number has a verbatim quote from the document, and the number actually appears in it.",
        "The funnel adds up: admitted is at most applicants, and enrolled is at most admitted.",
        "A stated acceptance rate matches admitted \u{F7} applicants closely; otherwise we calculate it ourselves.",
        "The class is newer than the federal admissions year already on the college's profile.",
        "The change from the federal figures is a plausible one, not an implausible swing.",
        "When two documents describe the same class, they agree with each other.",
    ]

    static func collegeReported(_ c: DataContext) -> [Block] {
        let r = c.reports
        let n = r.reportedAdmissions
        let groups = r.newerGroups.filter { $0.count > 0 }
        let fromCds = groups.isEmpty ? "" : " From colleges' Common Data Sets, newer figures for "
            + groups.enumerated().map { i, g in
                "\(g.what) (\(SiteFormat.num(Double(g.count)))\(i == 0 ? (g.count == 1 ? " college" : " colleges") : ""))"
            }.joined(separator: ", ") + "."
        return [
            SectionBlocks.heading("Newer figures from colleges", eyebrow: "Newer figures", anchor: "college-reported"),
            SectionBlocks.text("For admissions, the newest figures a college has published anywhere on its own site, we "
                + "read it automatically and check it before showing it. A checked value replaces the federal figure "
                + "it describes everywhere on the site \u{2014} the college's profile, Explore, Compare, ranks, and "
                + "medians \u{2014} with the replaced federal figure kept in that value's \u{24D8}. Because each "
                + "college publishes on its own schedule, the years behind the figures shown side by side can differ; "
                + "each value's \u{24D8} says which year it describes."),
            SectionBlocks.subheading("What we collect", anchor: "what-we-collect"),
            SectionBlocks.text("Applicants, admitted, enrolled, and the acceptance rate for the newest entering class a "
                + "college has published, whether in a class profile, admissions announcement, or Common Data Set. Only "
                + "first-year, all-rounds figures count; early-decision-only numbers or transfer figures are skipped."),
            SectionBlocks.subheading("When a check fails", anchor: "when-a-check-fails"),
            SectionBlocks.text("A value that fails any check below doesn't get published. It goes to a review queue "
                + "for a person to look at, and the federal figure keeps showing on the profile until it's "
                + "resolved."),
            SectionBlocks.subheading("The automated checks", anchor: "checks"),
            SectionBlocks.text("Every value must pass all seven before it's shown:\n\n"
                + checks.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")),
            SectionBlocks.subheading("Coverage so far", anchor: "coverage"),
            SectionBlocks.text("\(SiteFormat.num(Double(n))) \(n == 1 ? "college currently has" : "colleges currently have") "
                + "a newer, checked admissions figure in use across the site.\(fromCds) Coverage depends on what each "
                + "college publishes: selective colleges tend to post class profiles; many others post only a Common "
                + "Data Set, and some publish neither."),
            SectionBlocks.subheading("Schedule", anchor: "schedule"),
            SectionBlocks.text("Checked weekly from August through November, when colleges post their newest class "
                + "profiles, and monthly the rest of the year, when Common Data Set editions come out."),
        ]
    }

    static func watching(_ c: DataContext) -> [Block] {
        let watched = c.calendar.watching ?? []
        guard !watched.isEmpty else { return [] }
        var blocks = [SectionBlocks.heading("Sources we're watching", eyebrow: "Watching", anchor: "watching")]
        for w in watched {
            blocks.append(SectionBlocks.subheading(w.name ?? "", anchor: "watching-\(DataCalendar.anchor(w.id ?? w.name ?? ""))"))
            if let status = w.status { blocks.append(.chips(ChipsBlock(chips: [Chip(label: status, color: "muted")]))) }
            blocks.append(SectionBlocks.text([
                w.summary,
                w.latest.map { "**Latest (as of \(c.date(c.calendar.reviewed))):** \($0)" },
                w.why.map { "**Why it matters:** \($0)" },
            ].compactMap { $0 }.joined(separator: "\n\n")))
            let links = (w.links ?? []).compactMap { l in l.url.map { Link(label: l.label ?? $0, href: $0) } }
            if !links.isEmpty { blocks.append(.links(LinksBlock(links: links, style: .list))) }
        }
        return blocks
    }
}
