import Domain
import QuadAPIModels

/// `GET /schools/{id}/academics`: Majors and faculty (screens-map §3.3).
public enum AcademicsScreen {
    /// The Academics screen; a 404 when the college has no academics data.
    public static func build(_ c: ProfileContext) throws(APIError) -> Screen {
        try c.require(.academics)
        let s = c.school
        var blocks: [Block?] = []
        blocks += majors(c)
        let earners = topEarning(c)
        if !earners.isEmpty {
            blocks.append(ProfileBlocks.heading(2, "Top-earning majors", anchor: "earnings"))
            blocks.append(.table(TableBlock(
                columns: [TableColumn(key: "major", label: "Major"),
                          TableColumn(key: "earnings", label: "Median earnings, 4 years after graduating",
                                      term: "field-of-study"),
                          TableColumn(key: "graduates", label: "Graduates")],
                rows: earners.map { TableRow(cells: [.text($0.title), .value($0.earnings), .value($0.graduates)]) },
                sticky: TableSticky(columns: 1, header: true))))
        }
        blocks += faculty(c)
        blocks += spending(c)
        return ProfileBlocks.topicScreen(
            c, .academics, title: "Majors and faculty", takeaway: Takeaways.academics(s, statistics: c.statistics),
            since: nil, paths: ProfileFields.academics, blocks: blocks)
    }

    /// The most popular majors with their shares of graduates, and the degrees awarded.
    static func majors(_ c: ProfileContext) -> [Block] {
        let a = c.school.academics
        let top = (a?.majorsTop ?? []).filter { $0.title != nil && $0.share != nil }
        guard !top.isEmpty || a?.bachelorsAwarded != nil else { return [] }
        var out: [Block?] = [ProfileBlocks.heading(2, "Popular majors", anchor: "majors")]
        out.append(ProfileBlocks.tiles([ProfileBlocks.tile("Bachelor\u{2019}s degrees awarded",
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

    /// A program with its median earnings four years after graduating.
    struct Earner {
        var title: String
        var earnings: Value
        var graduates: Value
    }

    /// The five bachelor's programs with the highest median earnings four years out (from the detail file).
    static func topEarning(_ c: ProfileContext, count: Int = 5) -> [Earner] {
        guard let detail = try? c.snapshot.detail(for: c.id), let rows = detail.tables?.programs?.rows else { return [] }
        let ranked = rows.compactMap { code, row -> (String, String, Double, Double?)? in
            guard let y4 = row.earnings?.y4, let title = row.title else { return nil }
            return (code, title, y4, row.graduates)
        }.sorted { $0.2 != $1.2 ? $0.2 > $1.2 : $0.0 < $1.0 }
        return ranked.prefix(count).map { _, title, y4, graduates in
            Earner(title: title, earnings: c.value("detail.programs", y4, .money),
                   graduates: c.value("detail.programs", graduates, .num))
        }
    }

    /// Students per faculty member (not class size), the full-time share and salaries.
    static func faculty(_ c: ProfileContext) -> [Block] {
        let a = c.school.academics
        guard a?.studentFacultyRatio != nil || a?.faculty?.fullTimeShare != nil || a?.faculty?.avgSalary9mo != nil
        else { return [] }
        var out: [Block?] = [ProfileBlocks.heading(2, "Faculty", anchor: "faculty")]
        if let rank = c.rank(.studentFaculty) {
            let fewer = rank <= 0.5
            out.append(ProfileBlocks.tiles([ProfileBlocks.tile("Students per faculty member", c.value(.studentFaculty),
                                                               term: "student-faculty-ratio")]))
            out.append(.distribution(stripBlock(c, fewer: fewer, rank: rank)))
            out.append(ProfileBlocks.text("Students per faculty member counts every student and instructor; it is not "
                + "the size of a class."))
        }
        out.append(ProfileBlocks.benchmark(c, .facultyFullTime, label: "Full-time faculty"))
        out.append(ProfileBlocks.tiles([ProfileBlocks.tile("Average faculty salary", c.value(.facultySalary),
                                                           hint: "9-month basis, all ranks",
                                                           term: "nine-month-equated-salary")]))
        return out.compactMap { $0 }
    }

    /// The ratio strip, read as fewer students per faculty member below the median and more above it.
    static func stripBlock(_ c: ProfileContext, fewer: Bool, rank: Double) -> DistributionBlock {
        let metric = MetricKey.studentFaculty
        let distribution = c.statistics.distribution(metric)
        let shown = fewer ? 1 - rank : rank
        let phrase = fewer ? "fewer students per faculty member than" : "more students per faculty member than"
        return DistributionBlock(
            bins: distribution.bins,
            pinned: DistributionPin(value: c.value(metric), rank: c.rankValue(metric, shown: shown),
                                    rankText: "\(phrase) \(SiteFormat.pct(shown)) of colleges"),
            label: "Students per faculty member vs. every college",
            scale: AxisScale(min: distribution.min, max: distribution.max, format: .ratio),
            reporting: distribution.n, lowLabel: "Fewer students", highLabel: "More students",
            term: metric.definition.term, color: metric.definition.domain.colorToken)
    }

    /// Instruction spending and endowment per student, ranked only against colleges on the same accounting form.
    static func spending(_ c: ProfileContext) -> [Block] {
        guard let finances = c.school.finances, let raw = finances.form, let form = FinanceForm(rawValue: raw) else {
            return []
        }
        let sector = switch form {
        case .gasb: "public colleges"
        case .fasb: "private nonprofit colleges"
        case .forprofit: "for-profit colleges"
        }
        var out: [Block?] = [ProfileBlocks.heading(2, "Spending and endowment", anchor: "spending")]
        out.append(ProfileBlocks.strip(c, MetricKey.instruction(on: form), phrase: "more per student than",
                                       label: "Instruction spending per student vs. other \(sector)"))
        if let endowment = MetricKey.endowment(on: form) {
            out.append(ProfileBlocks.strip(c, endowment, phrase: "more per student than",
                                           label: "Endowment per student vs. other \(sector)"))
        }
        if form == .gasb {
            out.append(ProfileBlocks.text("Many public colleges hold their endowment in a separate foundation that "
                + "this figure may not include."))
        }
        let shown = out.compactMap { $0 }
        return shown.count > 1 ? shown : []
    }
}
