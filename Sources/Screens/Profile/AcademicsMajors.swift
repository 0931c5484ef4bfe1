import Domain
import QuadAPIModels

/// "Most popular majors" on the academics page (components/school/Majors with MajorsList and lib/majors.ts): the
/// bachelor's degrees awarded, how much of the class the top programs hold, the list (``AcademicsMajorsList``), the
/// fastest-growing field over the history window, and the note on how programs are counted.
enum AcademicsMajors {
    /// One program of the list: first-major and second-major bachelor's.
    struct Program: Equatable {
        var cip: String
        var first: Double
        var second: Double
    }

    /// The programs of the detail file's `majors` table, most first majors first, then second majors, then code
    /// (`compareProgram`; the file is written in that order).
    static func programs(_ rows: [String: [Double?]]?) -> [Program] {
        (rows ?? [:]).map { cip, counts in
            Program(cip: cip, first: counts.first.flatMap { $0 } ?? 0, second: counts.count > 1 ? counts[1] ?? 0 : 0)
        }.sorted { a, b in
            a.first != b.first ? a.first > b.first : a.second != b.second ? a.second > b.second : a.cip < b.cip
        }
    }

    /// The section; nothing without a top list and a bachelor's total (the component draws nothing then).
    static func blocks(_ c: ProfileContext) -> [Block] {
        let a = c.school.academics
        let top = (a?.majorsTop ?? []).filter { $0.share != nil }
        guard !top.isEmpty, let total = a?.bachelorsAwarded, total > 0 else { return [] }
        let cited = c.lineage.cited(FieldPath.majorsTop, c.school)
        let detail = try? c.snapshot.detail(for: c.id)
        let programs = programs(detail?.tables?.majors?.rows)
        var out: [Block?] = [ProfileBlocks.heading(2, "Most popular majors", anchor: "majors")]
        out.append(ProfileBlocks.tiles([ProfileBlocks.tile(
            "bachelor's degrees" + (cited.year.map { ", \($0)" } ?? ""),
            c.value(FieldPath.bachelorsAwarded, total, .num), term: "first-major")]))
        out.append(ProfileBlocks.text(summary(top: top, programs: programs)))
        let rows = AcademicsMajorsList.rows(c, top: top, programs: programs, total: total)
        out += AcademicsMajorsList.blocks(c, rows: rows, total: total,
                                          path: programs.isEmpty ? FieldPath.majorsTop : "detail.majors")
        out.append(growth(c).map(ProfileBlocks.text))
        out.append(ProfileBlocks.text(note(anyEarnings: rows.contains { $0.earnings4 != nil })))
        return out.compactMap { $0 }
    }

    /// "The top 5 programs account for **41%** of graduates; 62 programs in 21 fields awarded at least one."
    static func summary(top: [SchoolAcademics.MajorShare], programs: [Program]) -> String {
        let share = top.reduce(0) { $0 + ($1.share ?? 0) }
        var line = "The top \(top.count) \(top.count == 1 ? "program accounts" : "programs account") for "
            + "**\(SiteFormat.pct(share))** of graduates"
        if !programs.isEmpty {
            let awarded = programs.filter { $0.first > 0 }
            let fields = Set(awarded.map { $0.cip.prefix(2) }).count
            line += "; \(SiteFormat.num(Double(awarded.count))) programs in \(fields) \(fields == 1 ? "field" : "fields") "
                + "awarded at least one"
        }
        return line + "."
    }

    /// The note under the list (Majors.tsx), with the sentence on earnings when any program shows its group's.
    static func note(anyEarnings: Bool) -> String {
        "Bachelor's degrees awarded July through June, by federal program name (CIP code), which can differ from what "
            + "the college calls a major. A double major counts once, under the first major; its other field is a second "
            + "major." + (anyEarnings ? " Earnings are College Scorecard's median for graduates of the program's broader "
                + "field (4-digit CIP group), 4 years after completion; see Top-earning majors below." : "")
    }

    /// "Fastest-growing field: **Business**, 12% → 18% of graduates since 2014–15 (250 graduates in 2024–25)."
    /// (lib/majors.ts `fastestGrowingField` over the ten years ending with the newest completions file).
    static func growth(_ c: ProfileContext) -> String? {
        guard let (history, files) = c.historyFiles,
              let end = files.meta.files?["c-a"]?.last?.year,
              let g = fastestGrowingField(history.series ?? [:], start: end - HistoryMath.windowYears, end: end)
        else { return nil }
        return "Fastest-growing field: **\(MajorFamilies.names[g.family] ?? g.family)**, "
            + "\(SiteFormat.pctSmart(g.fromShare)) \u{2192} \(SiteFormat.pctSmart(g.toShare)) of graduates since "
            + "\(YearLabel.full(g.fromYear, .academic)) (\(SiteFormat.num(g.graduates)) graduates in "
            + "\(YearLabel.full(end, .academic)))."
    }

    /// The field whose share of first-major bachelor's grew most from the window's start (or up to two years later)
    /// to its end, among fields with 25+ graduates now at colleges with 100+ bachelor's at both ends; nil when none
    /// gained 2 points.
    static func fastestGrowingField(_ series: [String: HistorySeries], start: Int, end: Int)
        -> (family: String, fromYear: Int, fromShare: Double, toShare: Double, graduates: Double)? {
        let minTotal = 100.0, minGraduates = 25.0, minPoints = 0.02
        guard let total = HistoryMath.value(series["bachelors"], end), total >= minTotal else { return nil }
        var from: Int?
        var y = start
        while y <= start + 2 && y < end {
            if let t = HistoryMath.value(series["bachelors"], y) {
                from = t >= minTotal ? y : nil
                break
            }
            y += 1
        }
        guard let from else { return nil }
        var best: (family: String, fromYear: Int, fromShare: Double, toShare: Double, graduates: Double)?
        for family in MajorFamilies.codes {
            guard let a = HistoryMath.value(series["major_\(family)"], from),
                  let b = HistoryMath.value(series["major_\(family)"], end) else { continue }
            let graduates = JSNumber.round(b * total)
            guard graduates >= minGraduates, b - a >= minPoints else { continue }
            if best.map({ b - a > $0.toShare - $0.fromShare }) ?? true {
                best = (family, from, a, b, graduates)
            }
        }
        return best
    }
}

/// "Top-earning majors here" (components/school/FieldOfStudy with lib/field-of-study.ts `topEarningPrograms`): the
/// five bachelor's programs with the highest earnings four years after completion (one year when four is
/// suppressed), each unfolding to its one- and four-year earnings against the national median, the Pell split,
/// the median federal debt and its graduates. A suppressed figure reads "Too few graduates to report", never 0.
enum AcademicsEarnings {
    static let tooFew = "Too few graduates to report"

    static func blocks(_ c: ProfileContext) -> [Block] {
        let top = AcademicsScreen.rankedPrograms(c)
        guard !top.isEmpty else { return [] }
        let path = "detail.programs"
        var out: [Block?] = [ProfileBlocks.heading(2, "Top-earning majors here", anchor: "earnings-by-major"),
                             ProfileBlocks.text("By earnings 4 years after completion")]
        out.append(.table(TableBlock(
            columns: [TableColumn(key: "major", label: "Major", term: "field-of-study"),
                      TableColumn(key: "earnings", label: "Median earnings", term: "earnings-after-completion")],
            rows: top.map { p in
                let e = p.row.earnings
                let shown = c.value(path, e?.y4 ?? e?.y1 ?? 0, .money)
                return TableRow(cells: [.text(p.title), .values(CellValues(values: [shown], separator: "",
                                                                           note: e?.y4 != nil ? "4 yrs out" : "1 yr out"))])
            },
            sticky: TableSticky(columns: 1, header: false))))
        out += top.map { detail(c, $0) }
        out.append(ProfileBlocks.text("Bachelor's programs only, among graduates who received federal financial aid and were "
            + "working (not enrolled in school) in the measurement year."))
        return out.compactMap { $0 }
    }

    /// One program's fold (`EarningsDetail`).
    static func detail(_ c: ProfileContext, _ p: AcademicsScreen.RankedProgram) -> Block? {
        let path = "detail.programs"
        let e = p.row.earnings
        func money(_ v: Double?) -> Value { c.value(path, v, .money) }
        func figure(_ label: String, _ v: Double?) -> Block? {
            v == nil ? ProfileBlocks.text("\(label): \(tooFew)") : ProfileBlocks.tiles([StatTile(label: label, value: money(v))])
        }
        var blocks: [Block?] = [figure("1 year after completion", e?.y1)]
        if let y4 = e?.y4 {
            if let national = e?.y4National {
                let top = max(y4, national, e?.y1 ?? 0, 1) * 1.25
                blocks.append(.benchmarkBar(BenchmarkBarBlock(value: money(y4), median: money(national),
                                                              label: "4 years after completion",
                                                              term: "earnings-after-completion",
                                                              scale: AxisScale(min: 0, max: top, format: .money))))
            } else {
                blocks.append(ProfileBlocks.tiles([StatTile(label: "4 years after completion", value: money(y4),
                                                            term: "earnings-after-completion")]))
            }
        } else {
            blocks.append(ProfileBlocks.text("4 years after completion: \(tooFew)"))
        }
        if e?.y4Pell != nil || e?.y4NonPell != nil {
            blocks.append(figure("4 years out, Pell", e?.y4Pell))
            blocks.append(figure("Non-Pell", e?.y4NonPell))
            blocks.append(ProfileBlocks.text("(an older graduating class than the figure above \u{2014} see the (i) for why)"))
        }
        blocks.append(figure("Median federal debt", p.row.debtMedian))
        if let graduates = p.row.graduates {
            blocks.append(ProfileBlocks.tiles([StatTile(label: "graduates, two most recent years combined",
                                                        value: c.value(path, graduates, .num))]))
        }
        return ProfileBlocks.fold(p.title, anchor: "earnings-" + p.code.split(separator: ".").joined(separator: "-"), blocks)
    }
}
