import Core
import Domain
import QuadAPIModels

/// "Why the data is a year or more behind" (the next admissions class's path to the site) and "What's on the site
/// now" (one row per federal release, with the release that updates it next).
enum DataTimeline {
    static func why(_ c: DataContext) -> [Block] {
        var blocks: [Block] = [
            SectionBlocks.heading("Why the data is a year or more behind", eyebrow: "Timing", anchor: "why"),
            SectionBlocks.text("Most figures come from federal surveys that every college must complete. Colleges report "
                + "each year's numbers after the fact, and the National Center for Education Statistics (NCES) "
                + "checks them before publishing, usually 9 to 12 months after reporting closes. So the newest federal "
                + "data always describes a class that started a year or two ago. Here's the path the next "
                + "admissions class takes:"),
        ]
        let steps = lagSteps(c)
        if !steps.isEmpty {
            blocks.append(SectionBlocks.text(steps.enumerated().map { "\($0.offset + 1). **\($0.element.when)**: \($0.element.what)" }
                .joined(separator: "\n")))
        }
        blocks.append(SectionBlocks.text("Colleges publish some numbers sooner, in their own class profiles and "
            + "[Common Data Sets](/glossary#cds). Those are newer but not standardized or checked by NCES, so we use "
            + "them only where noted (see [how we compare colleges](/data#compare))."))
        return blocks
    }

    /// The class after the one the federal admissions figures describe: enrolls, is reported, is published, appears.
    static func lagSteps(_ c: DataContext) -> [(when: String, what: String)] {
        guard let start = c.admissionsStart else { return [] }
        let y = start.year + 1
        let next = ReleaseSchedule.nextRelease(for: VintageKey.ipedsAdmissions, in: c.calendar)
        let published = next?.expected != nil ? "~\(ReleaseSchedule.expectedLabel(next!))" : "~Dec \(y + 1)"
        return [
            ("Fall \(y)", "The class enrolls"),
            ("Dec \(y) \u{2013} Feb \(y + 1)", "Colleges report it to IPEDS"),
            (published, "NCES publishes it"),
            ("Our next update", "It appears here"),
        ]
    }

    static func now(_ c: DataContext) -> [Block] {
        let rows = VintageRow.rows(calendar: c.calendar)
        guard !rows.isEmpty else { return [] }
        let table = TableBlock(
            columns: [TableColumn(key: "release", label: "Dataset"), TableColumn(key: "year", label: "Describes"),
                      TableColumn(key: "used", label: "Used for"), TableColumn(key: "next", label: "Next update")],
            rows: rows.map { row in
                let cited = c.lineage.cited(row.field)
                return TableRow(cells: [.text(cited.label), .text(yearCell(cited)), .text(row.usedFor),
                                        nextCell(row.next, c)])
            },
            sticky: TableSticky(columns: 1, header: true))
        return [
            SectionBlocks.heading("What's on the site now", eyebrow: "Vintages", anchor: "now"),
            SectionBlocks.text("Each federal dataset we use, the year it describes, and when a newer year is expected. Each "
                + "bar runs from the start of that year to today."),
            .table(table),
            SectionBlocks.text("Outcomes such as earnings and graduation rates follow students for years after they "
                + "enroll, so each describes a different, earlier group of students; the College Scorecard documents "
                + "the cohorts behind each measure."),
        ]
    }

    /// The year a release describes; where the site's timeline draws no bar (the year is not a fall or a school
    /// year), its note too.
    static func yearCell(_ cited: Cited) -> String {
        let year = Lineage.yearLabel(cited.source)
        return ReleaseSchedule.periodStart(cited.year) == nil ? "\(year) \u{B7} Cohorts vary by measure" : year
    }

    /// "Not scheduled", "Irregular" (the publisher's changelog), or "~Dec 2026 · estimated".
    static func nextCell(_ next: ReleaseCalendar.Release?, _ c: DataContext) -> TableCell {
        guard let next else { return .text("Not scheduled") }
        guard next.expected != nil else {
            return next.url.map { .link(Link(label: "Irregular", href: $0)) } ?? .text("Irregular")
        }
        let state = ReleaseSchedule.isOverdue(next, now: c.now) ? "later than expected" : (next.status ?? "estimated")
        return .text("~\(ReleaseSchedule.expectedLabel(next)) \u{B7} \(state)")
    }
}
