import Domain
import QuadAPIModels

/// "The datasets": one row per source the dataset describes (how many colleges it covers, its edition, what it is
/// used for, where to get it), the colleges whose own Common Data Sets are used, search's short names, and "Colors
/// and marks"; then the high-school sources.
enum DataSources {
    /// Where a college that wants its mark taken down asks (the site's prefilled issue).
    static let removalContact = "https://github.com/raywross/college-stats/issues/new?title=Remove%20our%20mark%20from%20Quad"
        + "&body=College%3A%0AYour%20role%20at%20the%20college%3A%0AAnything%20else%20(for%20example%2C%20corrected%20"
        + "colors%20and%20the%20brand%20guide%20that%20publishes%20them)%3A%0A"

    /// Each listed source the dataset describes, with the number of colleges it covers (`counts`, by source key),
    /// cited to the first field whose default source it is.
    static func counts(_ c: DataContext, covered counts: [String: Int]) -> [(key: String, value: Value)] {
        let sources = c.snapshot.meta.sources ?? [:]
        return SourceCoverage.order.compactMap { key in
            guard sources[key] != nil, let field = FieldRegistry.all.first(where: { $0.source == key })?.path else {
                return nil
            }
            let count = counts[key] ?? 0
            // The count under the "Colleges" column (a Value prints formatBy(format, value)).
            return (key, c.lineage.aggregate(field, value: Double(count), format: .num,
                                             computation: "Colleges in the dataset with figures from this source"))
        }
    }

    static func sources(_ c: DataContext) -> [Block] {
        let meta = c.snapshot.meta.sources ?? [:]
        let counted = c.coverage
        guard !counted.isEmpty else { return [] }
        let rows: [TableRow] = counted.map { key, value in
            let info = meta[key]
            let link: TableCell = switch key {
            case SourceKey.directories: .text(SiteFormat.missing)
            case SourceKey.collegeSite: info?.url.map { .link(Link(label: "How we read it", href: $0)) } ?? .text(SiteFormat.missing)
            case SourceKey.cds: info?.url.map { .link(Link(label: "About the Common Data Set", href: $0)) } ?? .text(SiteFormat.missing)
            default: info?.url.map { .link(Link(label: "Get the data", href: $0)) } ?? .text(SiteFormat.missing)
            }
            return TableRow(cells: [.text(info?.label ?? key), .text(info?.publisher ?? ""), .value(value),
                                    .text(info?.edition ?? ""), .text(SourceCoverage.uses(key).joined(separator: " \u{B7} ")),
                                    .text(info?.description ?? ""), link])
        }
        let table = TableBlock(
            columns: [TableColumn(key: "source", label: "Source"), TableColumn(key: "publisher", label: "Publisher"),
                      TableColumn(key: "colleges", label: "Colleges"), TableColumn(key: "edition", label: "Edition"),
                      TableColumn(key: "uses", label: "Used for"), TableColumn(key: "about", label: "About"),
                      TableColumn(key: "link", label: "Data")],
            rows: rows, sticky: TableSticky(columns: 1, header: true))
        return [SectionBlocks.heading("The datasets", eyebrow: "Sources", anchor: "sources"), .table(table)]
            + cdsList(c) + aliases(c) + colorsAndMarks(c)
    }

    static func cdsList(_ c: DataContext) -> [Block] {
        var blocks: [Block] = [
            SectionBlocks.subheading("Colleges with Common Data Set detail", anchor: "cds-list"),
            SectionBlocks.text("When a college publishes its Common Data Set as a spreadsheet, we import it for newer "
                + "admissions figures and richer aid detail (share of students with need, [percent of need met](/glossary#need-met), "
                + "[merit aid](/glossary#merit-aid)). Federal data fills in everything else."),
        ]
        let cds = c.reports.cds
        if !cds.isEmpty {
            blocks.append(.table(TableBlock(
                columns: [TableColumn(key: "college", label: "College"), TableColumn(key: "cds", label: "Common Data Set")],
                rows: cds.map { s in
                    let edition = "Common Data Set \(s.cds?.edition ?? "")"
                    return TableRow(cells: [.link(Link(label: s.name, href: "/schools/\(s.unitID)")),
                                            s.cds?.url.map { .link(Link(label: edition, href: $0)) } ?? .text(edition)])
                },
                sticky: TableSticky(columns: 1, header: true))))
        }
        return blocks
    }

    static func aliases(_ c: DataContext) -> [Block] {
        let r = c.reports
        return [
            SectionBlocks.subheading("Short names and nicknames", anchor: "short-names"),
            SectionBlocks.text("Search understands short names and nicknames \u{2014} \u{201C}UGA,\u{201D} "
                + "\u{201C}Vandy,\u{201D} \u{201C}Georgia Tech\u{201D} \u{2014} not just official names: "
                + "\(SiteFormat.num(Double(r.aliasRows))) short names across \(SiteFormat.num(Double(r.aliasColleges))) "
                + "colleges, from the IPEDS directory, Wikidata, each college's own homepage address, and a small "
                + "hand-curated list for well-known cases like \u{201C}Cal\u{201D} and \u{201C}USC.\u{201D} Spot a wrong or "
                + "missing one? Wikidata corrections help everyone who uses it; the curated list is "
                + "`data/aliases-curated.json` in the site's source."),
        ]
    }

    static func colorsAndMarks(_ c: DataContext) -> [Block] {
        let r = c.reports
        let wikipedia = c.snapshot.meta.sources?[SourceKey.wikipedia]?.url
            ?? "https://en.wikipedia.org/wiki/Module:College_color/data"
        // Marks are counted only once some college has one (the site's switch for showing them).
        let marks = r.marks > 0 ? " and \(SiteFormat.num(Double(r.marks))) have a mark" : ""
        return [
            SectionBlocks.subheading("Colors and marks", anchor: "colors-and-marks"),
            SectionBlocks.text("A profile's tint and crest use the college's own colors and, where it has "
                + "one, its own mark. They're decoration, never data: no chart or figure uses them. Colors come "
                + "from [English Wikipedia's college color data](\(wikipedia)) (CC BY-SA), where each entry cites "
                + "the college's own brand or athletics style guide; for a college it doesn't list, the hex "
                + "values in the college's Wikipedia article. Color names alone are never turned into colors. A "
                + "mark is the icon the college's own homepage declares for itself (its home-screen or browser "
                + "icon), fetched once with the site's robots.txt honored and stored at tile size. "
                + "\(SiteFormat.num(Double(r.colors))) colleges have colors\(marks); the rest keep a generated monogram."),
            SectionBlocks.text("Marks and colors identify the colleges and belong to them. Showing them implies no "
                + "endorsement: no college endorses this site, and this site endorses no college."),
            SectionBlocks.text("A college that wants its mark taken down can [ask here](\(removalContact)). We honor a "
                + "request within a day, and its monogram returns."),
        ]
    }

    static func highSchools(_ c: DataContext) -> [Block] {
        guard let hs = c.snapshot.highSchoolMeta else { return [] }
        let counts = hs.counts
        var blocks: [Block] = [
            SectionBlocks.heading("High school data", eyebrow: "High schools", anchor: "high-schools"),
            SectionBlocks.text("[High school pages](/high-schools) describe rigor, outcomes, grading, and where graduates "
                + "go \u{2014} never a score or rank, and compared only to a school's own state. "
                + "\(SiteFormat.display(counts?.public, as: .num)) public and \(SiteFormat.display(counts?.private, as: .num)) "
                + "private high schools, generated \(c.date(hs.generated))."),
        ]
        let sources = hs.orderedSources
        if !sources.isEmpty {
            blocks.append(.table(TableBlock(
                columns: [TableColumn(key: "source", label: "Source"), TableColumn(key: "publisher", label: "Publisher"),
                          TableColumn(key: "link", label: "Data")],
                rows: sources.map { _, s in
                    TableRow(cells: [.text(s.name ?? ""), .text(s.publisher ?? ""),
                                     s.url.map { .link(Link(label: "Get the data", href: $0)) } ?? .text(SiteFormat.missing)])
                },
                sticky: TableSticky(columns: 1, header: true))))
        }
        return blocks
    }
}
