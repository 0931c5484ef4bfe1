import Domain
import QuadAPIModels

/// A group's blocks in OverTime's order (components/history/OverTime.tsx), with the panels that draw series: the
/// Students group's residence and transfer charts, and the Outcomes group's 8-year outcomes and graduation by group.
extension HistoryGroupPanels {
    static func body(_ st: HistoryState, group: HistoryGroup, isPublic: Bool,
                     events: [PolicyEvent]) -> (blocks: [Block], panels: [HistoryPanel]) {
        var panels = HistoryGroupPanels.panels(st, group: group, isPublic: isPublic)
        var blocks: [Block?] = []
        func draw(_ drawn: some Sequence<HistoryPanel>, _ state: HistoryState) {
            for p in drawn { blocks += p.blocks(state).map(Optional.some) }
        }
        switch group {
        case .students:
            // Undergraduates, then the race and ethnicity chart, then the other panels.
            if let residence = residence(st) { panels.append(residence) }
            if let transfers = transfersIn(st) { panels.append(transfers) }
            draw(panels.prefix(1), st)
            blocks += raceOverTime(st)
            draw(panels.dropFirst(), st)
        case .outcomes:
            panels += eightYear(st)
            draw(panels, st)
            let (groupBlocks, groupPanels) = graduationByGroup(st)
            blocks += groupBlocks
            panels += groupPanels
            blocks.append(ProfileBlocks.text("**Earnings** aren't shown over time: the College Scorecard changed how it "
                + "measures them, so earlier years aren't comparable with today's figure."))
        default:
            draw(panels, st)
            blocks += extras(st, group: group, events: events)
        }
        return (blocks.compactMap { $0 }, panels)
    }

    /// "Where first-years come from": out-of-state and international shares, reported every other fall, on a window
    /// ending at the residence series' own newest fall (which can trail the admissions fall).
    static func residence(_ st: HistoryState) -> HistoryPanel? {
        guard let s = st.series["out_of_state_share"], let last = HistoryMath.lastYear(s),
              let latest = HistoryMath.latest(st.files.meta, .fall) else { return nil }
        let end = min(latest, last)
        let keys = ["out_of_state_share", "international_share"]
        let earliest = keys.compactMap { st.series[$0]?.start }.min() ?? end - HistoryMath.windowYears
        let from = st.query.range == .ten ? end - HistoryMath.windowYears : min(earliest, end - HistoryMath.windowYears)
        return HistoryPanel(
            title: "Where first-years come from", anchor: "residence", term: "in-state-student", kind: .fall, format: .pct,
            window: HistoryWindow(from: from, to: end),
            lines: [PanelLine(key: "out_of_state_share", name: "Other states", color: MetricDomain.size.colorToken, band: true),
                    PanelLine(key: "international_share", name: "Abroad", color: context, dashed: true)],
            headline: "out_of_state_share",
            note: "Shares of every first-year. Colleges must report where first-years come from every other fall, so "
                + "points are two years apart. Shaded: the pandemic year, when fewer students came from abroad.",
            provisional: false, cadence: 2)
    }

    /// "New transfer students each fall": transfer-ins as a share of all new undergraduates, the count in the table.
    static func transfersIn(_ st: HistoryState) -> HistoryPanel? {
        guard st.series["transfer_in_share"] != nil, let window = st.window(.fall, ["transfer_in_share"]) else { return nil }
        return HistoryPanel(
            title: "New transfer students each fall", anchor: "transfers", term: "transfer-in", kind: .fall, format: .pct,
            window: window,
            lines: [PanelLine(key: "transfer_in_share", name: "Share of new undergraduates", color: MetricDomain.size.colorToken,
                              band: true)],
            headline: "transfer_in_share",
            note: "Transfer-ins as a share of all new undergraduates (transfer-ins plus first-time students). The count is "
                + "in the tooltip and table.",
            extras: [("transfer_in_count", "Transfer students")], provisional: false)
    }

    /// The 8-year outcome charts, on a window ending with the newest entering class that has them.
    static func eightYear(_ st: HistoryState) -> [HistoryPanel] {
        guard let award = st.series["om_award"], let end = HistoryMath.lastYear(award) else { return [] }
        let span = HistoryMath.windowYears
        let window = HistoryWindow(from: st.query.range == .ten ? end - span : min(award.start ?? end, end - span), to: end)
        let value = MetricDomain.value.colorToken
        var out = [HistoryPanel(
            title: "Earned a credential within 8 years, all students", anchor: "eight-year", term: "outcome-measures",
            kind: .cohort, format: .pct, window: window,
            lines: [PanelLine(key: "om_award", name: "All entering students", color: value, band: true),
                    PanelLine(key: "om_award_pell", name: "Pell Grant recipients", color: value, dashed: true),
                    PanelLine(key: "om_award_non_pell", name: "No Pell Grant", color: context)],
            headline: "om_award",
            note: "By the year students entered, including transfer and part-time students. Groups under 30 students "
                + "are left out.",
            provisional: false)]
        if st.series["om_transfer"] != nil {
            out.append(HistoryPanel(
                title: "Enrolled at another college, 8 years on", anchor: "eight-year-transfer", term: "transfer-out",
                kind: .cohort, format: .pct, window: window,
                lines: [PanelLine(key: "om_transfer", name: "Enrolled elsewhere", color: value, band: true)],
                headline: "om_transfer",
                note: "Students who left without a credential and enrolled at another college, by the year they "
                    + "entered here.",
                provisional: false))
        }
        if st.series["om_award_4"] != nil {
            out.append(HistoryPanel(
                title: "How long it takes: a credential within 4, 6, and 8 years", anchor: "time-to-degree",
                term: "time-to-degree", kind: .cohort, format: .pct, window: window,
                lines: [PanelLine(key: "om_award_4", name: "Within 4 years", color: value),
                        PanelLine(key: "om_award_6", name: "Within 6 years", color: value, dashed: true),
                        PanelLine(key: "om_award", name: "Within 8 years", color: context)],
                headline: "om_award_4",
                note: "All entering students, by the year they entered. The counts are cumulative: a student who "
                    + "finished in 4 years is counted at 6 and 8 too.",
                provisional: false))
        }
        return out
    }
}
