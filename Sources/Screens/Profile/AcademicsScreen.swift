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
        blocks += AcademicsMajors.blocks(c)
        blocks += AcademicsEarnings.blocks(c)
        blocks += ratio(c)
        blocks += faculty(c)
        blocks += spending(c)
        blocks += AcademicsReported.blocks(c, hasFederalRatio: c.reported(.studentFaculty) != nil)
        return ProfileBlocks.topicScreen(
            c, .academics, title: "Majors and faculty", takeaway: Takeaways.academics(s, statistics: c.statistics),
            since: [], paths: ProfileFields.academics, blocks: blocks)
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

    /// A program of the detail file's `programs` table by its 4-digit CIP code.
    struct RankedProgram {
        var code: String
        var title: String
        var row: SchoolDetail.ProgramRow
    }

    /// The `count` programs with any earnings, highest first by earnings four years out, else one year out
    /// (`topEarningPrograms`); ties by code, the file's order.
    static func rankedPrograms(_ c: ProfileContext, count: Int = 5) -> [RankedProgram] {
        guard let detail = try? c.snapshot.detail(for: c.id), let rows = detail.tables?.programs?.rows else { return [] }
        let ranked = rows.compactMap { code, row -> (RankedProgram, Double)? in
            guard let title = row.title, row.earnings?.y4 != nil || row.earnings?.y1 != nil else { return nil }
            return (RankedProgram(code: code, title: title, row: row), row.earnings?.y4 ?? row.earnings?.y1 ?? 0)
        }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.code < $1.0.code }
        return ranked.prefix(count).map(\.0)
    }

    /// The five programs with the highest median earnings four years out, else one year out (from the detail file).
    static func topEarning(_ c: ProfileContext, count: Int = 5) -> [Earner] {
        rankedPrograms(c, count: count).map { p in
            let earned = p.row.earnings?.y4 ?? p.row.earnings?.y1
            return Earner(title: p.title, earnings: c.value("detail.programs", earned, .money),
                          earningsCompact: c.value("detail.programs", earned, .moneyCompact),
                          yearsAfter: p.row.earnings?.y4 != nil ? "four years" : "one year",
                          graduates: c.value("detail.programs", p.row.graduates, .num))
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
        guard let value = c.reported(.studentFaculty) else { return [] }
        let metric = MetricKey.studentFaculty
        let distribution = c.statistics.distribution(metric)
        // The strip shows whenever the ratio does; without a rank it pins the value with no rank line.
        let vs = ratioVs(c)
        let strip = DistributionBlock(
            bins: distribution.bins,
            pinned: DistributionPin(value: value, rank: vs.map { c.rankValue(metric, shown: $0.share) },
                                    rankText: vs.map {
                                        ProfileBlocks.rankText("\($0.word) students per faculty member than", $0.share,
                                                               reporting: distribution.n)
                                    }),
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
