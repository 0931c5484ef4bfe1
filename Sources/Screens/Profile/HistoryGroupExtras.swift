import Domain
import QuadAPIModels

extension HistoryGroupPanels {
    /// The blocks of a group besides its line charts, with its footnotes.
    static func extras(_ st: HistoryState, group: HistoryGroup, events: [PolicyEvent]) -> [Block?] {
        switch group {
        case .cost: netPriceByIncome(st) + [approxNote(st)]
        case .admissions: [repeatedNote(st), federalOnlyNote(st)]
        case .changes: policyChanges(st, events)
        default: []
        }
    }

    /// Net price by family income from the window's start to its end, as a dumbbell with its table (each year column
    /// cited by its first band's figure, the other bands sending only what differs: their field).
    static func netPriceByIncome(_ st: HistoryState) -> [Block?] {
        guard let window = st.window(.academic, ["full_price", "avg_paid_all", "aided_net_price"]) else { return [] }
        let base = min(st.dollarsOf, window.to)
        var startYear: Int?
        var rows: [DumbbellRow] = []
        for (key, band) in zip(HistorySeriesCatalog.netPriceKeys, Tiers.incomeBands) {
            guard let def = HistorySeriesCatalog.def(key), let s = st.series[key] else { continue }
            let first = HistoryMath.firstPoint(s, from: window.from)
            let end = s.value(in: window.to)
            guard first != nil || end != nil else { continue }
            if startYear == nil { startYear = first?.year }
            let startValue = first.flatMap { st.shown(def, $0.value, year: $0.year, base: base) }
            rows.append(DumbbellRow(
                label: band,
                start: st.value(def, year: first?.year ?? window.from, startValue, format: .money, base: base),
                end: st.value(def, year: window.to, end, format: .money, base: base)))
        }
        guard !rows.isEmpty else { return [] }
        let startLabel = startYear.map { YearLabel.full($0, .academic) } ?? "Start"
        let endLabel = YearLabel.full(window.to, .academic)
        let table = TableBlock(
            columns: [TableColumn(key: "income", label: "Family income"),
                      TableColumn(key: "start", label: startLabel, cited: rows.first?.start.cited),
                      TableColumn(key: "end", label: endLabel, cited: rows.first?.end.cited)],
            rows: rows.map { TableRow(cells: [.text($0.label), .value($0.start), .value($0.end)]) },
            sticky: TableSticky(columns: 1, header: true))
        let who = st.c.school.type == "public" ? "Students receiving federal aid, in-state." : "Students receiving federal aid."
        let dollars = st.query.dollars == .real ? " In \(YearLabel.full(st.dollarsOf, .academic)) dollars." : " As reported."
        return [ProfileBlocks.heading(3, "Net price by family income", anchor: "net-price-by-income"),
                ProfileBlocks.text(who + dollars),
                .dumbbell(DumbbellBlock(rows: rows, startLabel: startLabel, endLabel: endLabel)),
                .fold(FoldBlock(hint: "View as table", blocks: [.table(table)], anchor: "net-price-by-income-table"))]
    }

    /// Years whose average cost used the fallback formula.
    static func approxNote(_ st: HistoryState) -> Block? {
        guard let window = st.window(.academic, ["avg_paid_all"]) else { return nil }
        let years = (st.series["avg_paid_all"]?.approx ?? []).filter { $0 >= window.from }
        guard !years.isEmpty else { return nil }
        return ProfileBlocks.text("* " + years.map { YearLabel.full($0, .academic) }.joined(separator: ", ")
            + ": grant dollars per student estimated as share with grants \u{D7} average grant; total grant dollars "
            + "weren't reported yet.")
    }

    /// Falls left out because the counts repeated the year before.
    static func repeatedNote(_ st: HistoryState) -> Block? {
        guard let window = st.window(.fall, ["applicants", "acceptance_rate"]) else { return nil }
        let years = (st.history.repeated ?? []).filter { $0 >= window.from }
        guard !years.isEmpty else { return nil }
        return ProfileBlocks.text(years.map { YearLabel.full($0, .fall) }.joined(separator: ", ")
            + ": left out because the college's report repeated the previous year's applicants, admits, and "
            + "enrollees exactly (a carried-forward report, not a new count).")
    }

    /// OverTimeSection's line above the admissions footnote when the college's own report replaced the applicants:
    /// "These charts use federal data every year, so they end at fall {latest}; the admissions figures on the Getting
    /// in page come from {source}, {year}."
    static func federalOnlyNote(_ st: HistoryState) -> Block? {
        let applicants = st.c.lineage.cited(FieldPath.applicants, st.c.school)
        guard !applicants.isDefault, let latest = HistoryMath.latest(st.files.meta, .fall) else { return nil }
        return ProfileBlocks.text("These charts use federal data every year, so they end at "
            + "\(YearLabel.full(latest, .fall).lowercased()); the admissions figures on the Getting in page come from "
            + "\(applicants.label)\(applicants.year.map { ", \($0)" } ?? "").")
    }

    /// The student body by race and ethnicity as stacked shares, from fall 2010, with its table.
    static func raceOverTime(_ st: HistoryState) -> [Block?] {
        guard let white = st.series["race_white"], let whiteStart = white.start,
              let window = st.window(.fall, ["race_white"])
        else { return [] }
        let from = max(window.from, whiteStart)
        let years = from...max(from, window.to)
        var series: [TrendSeries] = []
        for race in HistorySeriesCatalog.raceKeys {
            guard let def = HistorySeriesCatalog.def(race.key), let s = st.series[race.key] else { continue }
            let points = years.compactMap { year in
                s.value(in: year).map { YearValue(year: year, value: st.value(def, year: year, $0, format: .pct, base: year)) }
            }
            series.append(TrendSeries(key: race.key, label: race.label, color: race.color, values: points))
        }
        guard !series.isEmpty else { return [] }
        let seriesValues = series.map(\.values)
        let table = TableBlock(
            columns: [TableColumn(key: "year", label: "Year")]
                + series.map { TableColumn(key: $0.key, label: $0.label, cited: $0.cited) },
            rows: years.reversed().map { year in
                TableRow(cells: [.text(YearLabel.full(year, .fall))] + seriesValues.map { s in
                    s.first { $0.year == year }.map { .value($0.value) } ?? .text(SiteFormat.missing)
                })
            },
            sticky: TableSticky(columns: 1, header: true))
        return [ProfileBlocks.heading(3, "Student body by race and ethnicity", anchor: "race"),
                .stackedArea(StackedAreaBlock(series: series, window: YearWindow(from: from, to: window.to),
                                              yearKind: .fall,
                                              label: "Share of undergraduates by race and ethnicity, by year")),
                .fold(FoldBlock(hint: "View as table", blocks: [.table(table)], anchor: "race-table"))]
    }

    /// Policy changes in the last ten years, newest first.
    static func policyChanges(_ st: HistoryState, _ events: [PolicyEvent]) -> [Block?] {
        guard !events.isEmpty else { return [ProfileBlocks.text("No policy changes in the last 10 years.")] }
        let table = TableBlock(
            columns: [TableColumn(key: "year", label: "Year"), TableColumn(key: "change", label: "Change")],
            rows: events.map { TableRow(cells: [.text(YearLabel.full($0.year, $0.kind)), .text($0.text)]) },
            sticky: TableSticky(columns: 1, header: false))
        return [.table(table),
                ProfileBlocks.text("From the college's yearly reports to the federal government over the last 10 "
                    + "years. A change can reflect how a college answered the survey as well as a new policy; changes "
                    + "undone within two years are left out.")]
    }
}
