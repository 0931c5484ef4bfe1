import Core
import Domain
import QuadAPIModels

/// `GET /schools/{id}/academics`: Majors and faculty (app/schools/[id]/academics/page.tsx).
public enum AcademicsScreen {
    /// The Academics screen; a 404 when the college has no academics data.
    public static func build(_ c: ProfileContext) throws(APIError) -> Screen {
        try c.require(.academics)
        let s = c.school
        var blocks: [Block?] = []
        blocks += majors(c)
        let earners = topEarning(c)
        if !earners.isEmpty {
            blocks.append(ProfileBlocks.heading(2, "Top-earning majors", anchor: "earnings-by-major"))
            blocks.append(.table(TableBlock(
                columns: [TableColumn(key: "major", label: "Major"),
                          TableColumn(key: "earnings", label: "Median earnings, 4 years after graduating",
                                      term: "field-of-study"),
                          TableColumn(key: "graduates", label: "Graduates")],
                rows: earners.map { TableRow(cells: [.text($0.title), .value($0.earnings), .value($0.graduates)]) },
                sticky: TableSticky(columns: 1, header: true))))
        }
        blocks += ratio(c)
        blocks += faculty(c)
        blocks += spending(c)
        blocks += AcademicsReported.blocks(c, hasFederalRatio: c.reported(.studentFaculty) != nil)
        return ProfileBlocks.topicScreen(
            c, .academics, title: "Majors and faculty", takeaway: Takeaways.academics(s, statistics: c.statistics),
            since: [], paths: ProfileFields.academics, blocks: blocks)
    }

    /// The most popular majors with their shares of graduates, and the degrees awarded.
    static func majors(_ c: ProfileContext) -> [Block] {
        let a = c.school.academics
        let top = (a?.majorsTop ?? []).filter { $0.title != nil && $0.share != nil }
        guard !top.isEmpty || a?.bachelorsAwarded != nil else { return [] }
        var out: [Block?] = [ProfileBlocks.heading(2, "Popular majors", anchor: "majors")]
        out.append(ProfileBlocks.tiles([ProfileBlocks.tile("Bachelor's degrees awarded",
                                                           c.value(FieldPath.bachelorsAwarded, a?.bachelorsAwarded, .num),
                                                           term: "first-major")]))
        if !top.isEmpty {
            out.append(.table(TableBlock(
                columns: [TableColumn(key: "major", label: "Major"),
                          TableColumn(key: "share", label: "Share of graduates", term: "first-major")],
                rows: top.map { m in
                    TableRow(cells: [.text(m.title ?? ""), .value(c.value(FieldPath.majorsTop, m.share, .pct))])
                },
                sticky: TableSticky(columns: 1, header: false))))
        }
        return out.compactMap { $0 }
    }

    /// A program with its median earnings four (else one) years after completion.
    struct Earner {
        var title: String
        var earnings: Value
        /// The same earnings as the overview card prints them (compact).
        var earningsCompact: Value
        /// "four years" or "one year".
        var yearsAfter: String
        var graduates: Value
    }

    /// The five programs with the highest median earnings four years out, else one year out (from the detail file).
    static func topEarning(_ c: ProfileContext, count: Int = 5) -> [Earner] {
        guard let detail = try? c.snapshot.detail(for: c.id), let rows = detail.tables?.programs?.rows else { return [] }
        let ranked = rows.compactMap { code, row -> (String, String, Double, Bool, Double?)? in
            guard let title = row.title, let earned = row.earnings?.y4 ?? row.earnings?.y1 else { return nil }
            return (code, title, earned, row.earnings?.y4 != nil, row.graduates)
        }.sorted { $0.2 != $1.2 ? $0.2 > $1.2 : $0.0 < $1.0 }
        return ranked.prefix(count).map { _, title, earned, four, graduates in
            Earner(title: title, earnings: c.value("detail.programs", earned, .money),
                   earningsCompact: c.value("detail.programs", earned, .moneyCompact),
                   yearsAfter: four ? "four years" : "one year",
                   graduates: c.value("detail.programs", graduates, .num))
        }
    }

    /// "fewer" with the share of colleges with more students per faculty member, or "more" with the share with
    /// fewer: the ratio's rank read from the college's side of the median.
    static func ratioVs(_ c: ProfileContext) -> (word: String, share: Double)? {
        guard let rank = c.rank(.studentFaculty) else { return nil }
        return rank <= 0.5 ? ("fewer", 1 - rank) : ("more", rank)
    }

    /// Students per faculty member against every college, with the not-class-size note.
    static func ratio(_ c: ProfileContext) -> [Block] {
        guard let value = c.reported(.studentFaculty), let vs = ratioVs(c) else { return [] }
        let metric = MetricKey.studentFaculty
        let distribution = c.statistics.distribution(metric)
        let strip = DistributionBlock(
            bins: distribution.bins,
            pinned: DistributionPin(value: value, rank: c.rankValue(metric, shown: vs.share),
                                    rankText: ProfileBlocks.rankText("\(vs.word) students per faculty member than",
                                                                     vs.share, reporting: distribution.n)),
            label: "Students per faculty member vs. every college",
            scale: AxisScale(min: distribution.min, max: distribution.max, format: .ratio),
            reporting: distribution.n, lowLabel: "\u{2190} Fewer students per faculty",
            highLabel: "More students per faculty \u{2192}",
            term: metric.definition.term, color: MetricDomain.size.colorToken)
        return [ProfileBlocks.heading(2, "Students per faculty", anchor: "ratio"), .distribution(strip),
                ProfileBlocks.text("Not the average class size: faculty also teach graduate students and do research, and "
                    + "large lectures can sit alongside small seminars."),
                AcademicsReported.ratioLine(c, standalone: false)].compactMap { $0 }
    }

    /// The full-time share against the median, and the average salary.
    static func faculty(_ c: ProfileContext) -> [Block] {
        let a = c.school.academics
        guard a?.faculty?.fullTimeShare != nil || a?.faculty?.avgSalary9mo != nil else { return [] }
        var out: [Block?] = [ProfileBlocks.heading(2, "Faculty", anchor: "faculty")]
        out.append(ProfileBlocks.benchmark(c, .facultyFullTime, label: "Full-time faculty"))
        out.append(ProfileBlocks.tiles([ProfileBlocks.tile(
            "Average faculty salary", c.value(.facultySalary),
            hint: "9-month equated, all ranks combined. Pay tracks local cost of living as much as a college's generosity.",
            term: "nine-month-equated-salary")]))
        return out.compactMap { $0 }
    }

    /// Instruction spending and endowment per student, ranked only against colleges on the same accounting form; the
    /// note alone when neither is reported.
    static func spending(_ c: ProfileContext) -> [Block] {
        guard let finances = c.school.finances, let raw = finances.form, let form = FinanceForm(rawValue: raw) else {
            return []
        }
        let sector = switch form {
        case .gasb: "public colleges"
        case .fasb: "private nonprofit colleges"
        case .forprofit: "for-profit colleges"
        }
        let fiscal = finances.fiscalYear.map { YearLabel.full($0, .academic) } ?? "year"
        var note = "Fiscal \(fiscal). Compared only against other \(sector): public and private colleges report "
            + "finances on different accounting forms that aren't comparable."
        if form == .gasb {
            note += " Many public universities' endowments sit mostly in a separate foundation this survey doesn't "
                + "count, so this likely understates what's actually available."
        }
        var out: [Block?] = [ProfileBlocks.heading(2, "Spending and endowment", anchor: "finances"),
                             ProfileBlocks.text(note)]
        out.append(ProfileBlocks.strip(c, MetricKey.instruction(on: form), format: .money, phrase: "more than", lowLabel: "Less",
                                       highLabel: "More", label: "Instruction spending per student"))
        if let endowment = MetricKey.endowment(on: form) {
            out.append(ProfileBlocks.strip(c, endowment, format: .money, phrase: "more than", lowLabel: "Less", highLabel: "More",
                                           label: "Endowment per student"))
        }
        // The page prints the block, with its fiscal-year note, whenever the college has a finances record.
        return out.compactMap { $0 }
    }
}
