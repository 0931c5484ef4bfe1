import Domain
import QuadAPIModels

/// The two scatter charts: the admissions landscape and "Is it worth it?" (cost against earnings) with its three
/// leaderboards.
enum HomeCharts {
    static let landscapeFields = [FieldPath.acceptanceRate, "derived.sat_mid", FieldPath.undergrads]
    static let valueFields = [FieldPath.avgPaidAll, FieldPath.earnings10yr, "derived.aid_generosity"]

    /// The two chart sections, built once per snapshot: nothing in them depends on the request, and their 800 dots
    /// are most of Home's build.
    private static let key = SnapshotKey<[HomeSection]>("home.charts")

    static func sections(_ c: HomeContext) -> [HomeSection] {
        c.snapshot.derived.value(key) { [landscape(c), value(c)] }
    }

    static func landscape(_ c: HomeContext) -> HomeSection {
        let f = c.figures
        guard f.landscapeEligible > 0 else { return .empty }
        let limit = HomeFigures.chartLimit
        let corner = "The top-left corner is exclusive: only \(f.ultraSelective) colleges admit under 5% of applicants"
            + (f.ultraSelectiveSat.map { ", with a median SAT midpoint of \(SiteFormat.int($0))" } ?? "") + "."
        let plot = ScatterAxes.landscapePlot(c.lineage)
        let points = f.landscapePoints.compactMap {
            ScatterAxes.landscape(c.snapshot.schools[$0], on: plot, lineage: c.lineage)
        }
        let note = HomeNotes.multiSource(c, landscapeFields)
        return HomeSection(blocks: [
            SectionBlocks.heading("The admissions landscape", eyebrow: "The big picture", anchor: "landscape"),
            SectionBlocks.text("The \(limit) most-applied-to colleges (of \(SiteFormat.num(Double(f.landscapeEligible))) that "
                + "report both an admit rate and SAT scores) on one chart. Further **left** means harder to get in; "
                + "higher up means admitted students have higher [SAT scores](/glossary#sat). Bigger dots are bigger "
                + "campuses."),
            SectionBlocks.text("- \(corner)\n- Big public universities spread across the right, admitting more students "
                + "at every score level."),
            .links(LinksBlock(links: [Link(label: "Filter this chart in Explore", href: "/explore?view=chart")],
                              style: .list)),
            .scatter(plot.block(points, zone: ScatterAxes.landscapeZone)),
            .sourceNote(note),
        ], sources: c.sources(landscapeFields))
    }

    static func value(_ c: HomeContext) -> HomeSection {
        let f = c.figures
        var blocks: [Block] = []
        var sources: [[SourceGroup]] = []
        if f.valueEligible > 0 {
            let cost = SiteFormat.moneyCompact(c.stats.median(.avgCost) ?? 0)
            let earnings = SiteFormat.moneyCompact(c.stats.median(.earnings) ?? 0)
            let plot = ScatterAxes.valuePlot(c.lineage)
            let points = f.valuePoints.compactMap {
                ScatterAxes.value(c.snapshot.schools[$0], on: plot, lineage: c.lineage)
            }
            let note = HomeNotes.multiSource(c, valueFields)
            blocks += [
                SectionBlocks.text("What the average student pays each year (counting those who get no grants), against "
                    + "what former students earn ten years after enrolling. The shaded corner is below the national "
                    + "median for [average cost](/glossary#average-cost) (\(cost)) and above it for "
                    + "[earnings](/glossary#median-earnings) (\(earnings)). \(HomeFigures.chartLimit) most-applied-to of "
                    + "\(SiteFormat.num(Double(f.valueEligible))) colleges shown."),
                .scatter(plot.block(points, zone: ScatterAxes.valueZone(c.stats))),
                .sourceNote(note),
            ]
            sources.append(c.sources(valueFields))
        }
        let boards = HomeBoards.value(c)
        blocks += boards.blocks
        sources.append(boards.sources)
        guard !blocks.isEmpty else { return .empty }
        return HomeSection(blocks: [SectionBlocks.heading("Cost vs. earnings", eyebrow: "Is it worth it?", anchor: "value")]
            + blocks, sources: SourceGroup.merged(sources))
    }
}

/// Source notes of views that show many colleges.
enum HomeNotes {
    /// Colleges' own documents beyond this many are summed up in one line.
    static let maxListed = 3

    /// The sources of `fields` across every college; with more than three colleges' Common Data Sets among them,
    /// those are one line, "Common Data Sets from N colleges", instead.
    static func multiSource(_ c: HomeContext, _ fields: [String]) -> SourceNoteBlock {
        let all = c.sources(fields)
        let cds = all.filter { $0.source.key == SourceKey.cds }
        guard cds.count > maxListed else { return SourceNoteBlock(sources: all) }
        return SourceNoteBlock(sources: SourceGroup.dropping(SourceKey.cds, from: all),
                               note: "Common Data Sets from \(cds.count) colleges")
    }
}
