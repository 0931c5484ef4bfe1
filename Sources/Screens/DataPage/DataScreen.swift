public import Domain
public import Foundation
public import QuadAPIModels

/// Builds `GET /data`: where the numbers come from and how new they are (screens-map §6.2), each section under the
/// site's own anchor. The release calendar's states, the timeline's next updates and the review warning depend on
/// the day, so the page is built for a given moment (`now`: the request time in production, fixed in tests).
///
/// ```swift
/// let page = DataScreen.build(snapshot, now: Date())
/// page.url    // "/data"
/// ```
public enum DataScreen {
    public static func build(_ snapshot: DatasetSnapshot, now: Date) -> Screen {
        let c = DataContext(snapshot, now: now)
        // Only the three dated sections are built per request; the rest once per snapshot.
        let kept = DataUndatedSections.of(c)
        var sections: [(anchor: String, label: String, blocks: [Block])] = [
            ("why", "Why it lags", kept.why),
            ("now", "On the site now", DataTimeline.now(c)),
            ("upcoming", "Upcoming releases", DataCalendar.upcoming(c)),
            ("compare", "How we compare", kept.compare),
            ("college-reported", "Newer figures from colleges", kept.collegeReported),
            ("estimate-accuracy", "How well the estimate did", DataAccuracy.section(c)),
            ("watching", "Watching", kept.watching),
            ("sources", "Sources", kept.sources),
            ("high-schools", "High schools", kept.highSchools),
            ("method", "How we calculate", kept.method),
        ]
        sections.removeAll { $0.blocks.isEmpty }
        // The site's "On this page" list has no entry for the high-school section.
        let toc = sections.filter { $0.anchor != "high-schools" }.map {
            Chip(label: $0.label, href: "/data#\($0.anchor)")
        }
        var blocks: [Block] = [
            .heading(HeadingBlock(level: 1, text: "Where the numbers come from, and how new they are", eyebrow: "Data",
                                  anchor: "data")),
            SectionBlocks.text("Every figure on this site comes from public data published by the U.S. Department of "
                + "Education or by the colleges themselves. This page shows which year each dataset describes, why "
                + "that's a year or more ago, when newer data is due, and how we calculate what we show. Data "
                + "last retrieved **\(c.date(snapshot.meta.retrieved))**."),
            .chips(ChipsBlock(chips: toc)),
        ]
        for section in sections { blocks += section.blocks }
        blocks.append(SectionBlocks.text("Suggested citation: Quad, compiled from the U.S. Department of Education "
            + "College Scorecard and NCES IPEDS, retrieved \(c.date(snapshot.meta.retrieved))."))
        return Screen(title: "Data", url: "/data", blocks: blocks, sources: kept.sourceGroups, publish: snapshot.publishID)
    }

    /// Every source the page names: each release on the site (by its first field) and each dataset's count.
    static func sources(_ c: DataContext) -> [SourceGroup] {
        SourceGroup.merged([
            c.lineage.sources(forFields: VintageRow.rows(calendar: c.calendar).map(\.field), schools: []),
            SourceGroup.citing(c.coverage.map(\.value)),
        ])
    }
}
