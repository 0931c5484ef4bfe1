import Domain
import QuadAPIModels

/// The hero (count pill, headline, search, the five "Try:" colleges) and the stat strip under it.
enum HomeHero {
    /// The "Try:" colleges: Harvard, UCLA, Michigan, Howard, Vanderbilt.
    static let tryIDs = ["166027", "110662", "170976", "131520", "221999"]

    /// Fields the stat strip's figures are computed from.
    static let fields = ["unit_id", "location.state", FieldPath.applicants, "admissions.admitted",
                         FieldPath.acceptanceRate, FieldPath.undergrads]

    static func hero(_ c: HomeContext) -> [Block] {
        var blocks: [Block] = [
            .heading(HeadingBlock(
                level: 1, text: MetaBuilder.tagline,
                eyebrow: "\(SiteFormat.num(Double(c.snapshot.schools.count))) colleges \u{B7} IPEDS & College Scorecard data",
                anchor: "home")),
            SectionBlocks.text("See how hard it is to get in, what scores admitted students have, and who's on "
                + "campus, in charts instead of spreadsheets."),
            .links(LinksBlock(links: [Link(label: "Search colleges", href: "/search")], style: .buttons)),
        ]
        let chips = c.schools(tryIDs)
        if !chips.isEmpty {
            blocks.append(.schoolChips(SchoolChipsBlock(
                schools: chips.map(SchoolRef.init), label: "Try:",
                names: Dictionary(chips.map { ($0.unitID, SchoolShortName.of(id: $0.unitID, name: $0.name)) },
                                  uniquingKeysWith: { a, _ in a }))))
        }
        return blocks
    }

    /// Colleges and states, applications, the pooled admit rate, and undergrads.
    static func statStrip(_ c: HomeContext) -> [Block] {
        let s = c.stats.summary
        let pooled = s.pooledColleges == 1
            ? "the 1 college that reports both applicants and admits"
            : "the \(SiteFormat.num(Double(s.pooledColleges))) colleges that report both applicants and admits"
        let tiles = [
            StatTile(label: "4-year colleges",
                     value: c.lineage.aggregate("unit_id", value: Double(s.count), format: .num,
                                                computation: "Number of colleges in the dataset"),
                     hint: "across \(s.states) states & territories"),
            StatTile(label: "Applications",
                     value: c.lineage.aggregate(FieldPath.applicants, value: s.totalApplicants, format: .compact,
                                                computation: "Applicants summed over \(pooled)"),
                     hint: s.year.map { "fall \($0) admissions" }),
            StatTile(label: "Were admitted",
                     value: c.lineage.aggregate(FieldPath.acceptanceRate, value: s.overallAdmitRate, format: .pct,
                                                computation: "Admitted \u{F7} applicants, each summed over \(pooled)"),
                     hint: "pooled across all schools", term: "acceptance-rate"),
            StatTile(label: "Undergrads",
                     value: c.lineage.aggregate(FieldPath.undergrads, value: s.totalUndergrads, format: .compact,
                                                computation: "Undergraduates summed over every college in the dataset"),
                     hint: "currently enrolled", term: "undergrad-enrollment"),
        ]
        return [.statTiles(StatTilesBlock(tiles: tiles))]
    }
}
