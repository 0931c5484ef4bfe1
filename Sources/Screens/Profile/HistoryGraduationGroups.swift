import Domain
import QuadAPIModels

/// OverTime's "Graduation by group" (Outcomes): Pell Grant recipients against students with neither aid and everyone,
/// and graduation by race and ethnicity, each class or as 3-class averages (the site's segmented control, here bound to
/// `grad`).
extension HistoryGroupPanels {
    /// The rates a 3-class average replaces, each with the class sizes that weight it (the overall rate has none).
    static var averagedRates: [(rate: String, cohort: String?)] {
        [("grad_rate", nil), ("grad_rate_pell", "grad_cohort_pell"),
         ("grad_rate_no_pell_no_loan", "grad_cohort_no_pell_no_loan")]
            + HistorySeriesCatalog.gradRaceGroups.map { ("grad_rate_\($0.key)", "grad_cohort_\($0.key)") }
    }

    static func graduationByGroup(_ st: HistoryState) -> (blocks: [Block?], panels: [HistoryPanel]) {
        let pell = st.series["grad_rate_pell"]
        guard pell != nil || st.series["grad_rate_white"] != nil else { return ([], []) }
        let average = st.query.grad == .avg
        var panels: [HistoryPanel] = []
        if let pell, let window = st.window(.cohort, ["grad_rate_pell"]) {
            let value = MetricDomain.value.colorToken
            panels.append(HistoryPanel(
                title: "Pell Grant recipients vs. everyone", anchor: "graduation-pell", term: "pell-graduation-gap",
                kind: .cohort, format: .pct, window: window,
                lines: [PanelLine(key: "grad_rate_pell", name: "Pell recipients", color: value),
                        PanelLine(key: "grad_rate_no_pell_no_loan", name: "Neither", color: context),
                        PanelLine(key: "grad_rate", name: "All students", color: context, dashed: true)],
                headline: "grad_rate_pell", note: pellNote(st, start: pell.start ?? window.from, average: average),
                extras: [("grad_cohort_pell", "Pell students"), ("grad_cohort_no_pell_no_loan", "Students with neither")],
                provisional: false))
        }
        if st.series["grad_rate_white"] != nil, let window = st.window(.cohort, ["grad_rate_white"]) {
            // DEMOGRAPHIC_CATEGORIES' labels and colors for the groups GRAD_RACE_SERIES has, in that order.
            let groups = HistorySeriesCatalog.gradRaceGroups.compactMap { g -> (line: PanelLine, extra: (String, String))? in
                HistorySeriesCatalog.raceKeys.first { $0.key == "race_\(g.key)" }.map { race in
                    (PanelLine(key: "grad_rate_\(g.key)", name: race.label, color: race.color),
                     ("grad_cohort_\(g.key)", "\(race.label) students"))
                }
            }
            panels.append(HistoryPanel(
                title: "By race and ethnicity", anchor: "graduation-race", term: "graduation-rate", kind: .cohort,
                format: .pct, window: window, lines: groups.map(\.line),
                note: (average ? "3-class averages, weighted by class size. " : "")
                    + "Class sizes are in the tooltip and table. Groups under 30 students aren't shown.",
                extras: groups.map { (key: $0.extra.0, name: $0.extra.1) }, provisional: false))
        }
        let shown = average ? st.averaging(averagedRates) : st
        var blocks: [Block?] = [ProfileBlocks.heading(3, "Graduation by group", anchor: "graduation-by-group"),
                                control(st)]
        for p in panels { blocks += p.blocks(shown).map(Optional.some) }
        return (blocks, panels)
    }

    /// The segmented control "Graduation rates by group": "Each class" or "3-class average".
    static func control(_ st: HistoryState) -> Block {
        let q = st.query, id = st.c.id
        return .controls(ControlsBlock(controls: [QueryControl(
            type: .segmented, param: "grad", label: "Graduation rates by group", options: [
                ControlOption(label: "Each class", value: nil, selected: q.grad == .each,
                              href: q.href(id, group: .outcomes, grad: .each)),
                ControlOption(label: "3-class average", value: "avg", selected: q.grad == .avg,
                              href: q.href(id, group: .outcomes, grad: .avg)),
            ])]))
    }

    /// The Pell chart's note: the averaging line, the newest class's sizes (the history meta's newest entering
    /// class, `toLocaleString` grouping), what "Neither" means, and the class the Pell split starts with.
    static func pellNote(_ st: HistoryState, start: Int, average: Bool) -> String {
        var note = average ? "Each point averages that entering class and the two before it, weighted by class size. " : ""
        let newest = HistoryMath.latest(st.files.meta, .cohort)
        if let year = newest, let pell = st.series["grad_cohort_pell"]?.value(in: year) {
            let neither = st.series["grad_cohort_no_pell_no_loan"]?.value(in: year)
            note += "Newest class: \(SiteFormat.num(pell)) Pell recipients"
                + (neither.map { ", \(SiteFormat.num($0)) with neither" } ?? "") + ". "
        }
        return note + "\"Neither\": no Pell Grant or subsidized loan. Groups under 30 students aren't shown. The federal "
            + "Pell split starts with the class that entered fall \(start)."
    }
}
