import Core
import Domain
import QuadAPIModels

/// `GET /schools/{id}/history`: Over time (screens-map §3.4, dataset-map §6.4). Controls bound to the query, the
/// group list, and only the selected group's panels.
public enum HistoryScreen {
    /// The Over time screen for `query`; a 404 when the college has no history.
    public static func build(_ c: ProfileContext, query: HistoryQuery) throws(APIError) -> HistoryResponse {
        try c.require(.history)
        guard let (history, files) = c.historyFiles, let lineage = c.historyLineage,
              let dollarsOf = HistoryMath.latest(files.meta, .academic)
        else { throw APIError.notFound("This college has no history page.") }
        var q = query
        let isPublic = c.school.type == "public"
        if !isPublic, q.rate != .blended {
            q.ignored.append(IgnoredParameter(param: "rate", value: q.rate.rawValue, reason: "not-for-this-college",
                                              message: "Only public colleges have in-state and out-of-state prices."))
            q.rate = .blended
        }
        let events = HistoryEvents.recent(history, meta: files.meta)
        let groups = HistoryGroup.available(history, eventCount: events.count)
        let group = HistoryGroup.pick(q.group, available: groups)
        if let asked = q.group, asked != group {
            q.ignored.append(IgnoredParameter(param: "group", value: asked.rawValue, reason: "not-for-this-college",
                                              message: "This college has no \(asked.label.lowercased()) data; "
                                                  + "showing \(group.label.lowercased())."))
        }
        let st = HistoryState(c: c, history: history, files: files, lineage: lineage, query: q, dollarsOf: dollarsOf)
        var blocks: [Block?] = [ProfileBlocks.compactHeader(c), ProfileBlocks.topicBar(c, current: .history),
                                ProfileBlocks.heading(1, "How it's changed", anchor: "history",
                                                      eyebrow: ProfileTopic.history.eyebrow),
                                ProfileBlocks.takeaway(Takeaways.history(history, files: files))]
        blocks.append(controls(st, group: group, isPublic: isPublic))
        if q.dollars == .real {
            blocks.append(ProfileBlocks.text("Money in \(YearLabel.full(dollarsOf, .academic)) dollars"))
        }
        blocks.append(groupControl(st, groups: groups, group: group))
        blocks.append(ProfileBlocks.heading(2, group.label, anchor: group.rawValue))
        let (body, panels) = HistoryGroupPanels.body(st, group: group, isPublic: isPublic, events: events)
        blocks += body.map(Optional.some)
        let keys = HistoryGroupPanels.citedSeries(st, group: group, panels: panels)
        let windows = Dictionary(panels.map { ($0.kind, $0.window) }, uniquingKeysWith: { a, b in
            HistoryWindow(from: min(a.from, b.from), to: max(a.to, b.to))
        })
        let sources = lineage.sources(keys.compactMap(HistorySeriesCatalog.def), windows: windows)
        let money = keys.contains { HistorySeriesCatalog.def($0)?.unit == .usd }
        let note = money && q.dollars == .real ? lineage.inflationNote(base: dollarsOf) : nil
        blocks.append(.sourceNote(SourceNoteBlock(sources: sources, note: note)))
        blocks.append(ProfileBlocks.pager(c, current: .history))
        let screen = Screen(title: "\(c.school.name): \(ProfileTopic.history.label)",
                            url: q.href(c.id, group: group), blocks: blocks.compactMap { $0 }, sources: sources,
                            publish: c.snapshot.publishID)
        return HistoryResponse(screen: screen, ignored: q.ignored)
    }

    /// Range, dollars, national median, and (publics) which full price, each bound to its parameter.
    static func controls(_ st: HistoryState, group: HistoryGroup, isPublic: Bool) -> Block {
        let q = st.query, id = st.c.id
        var controls = [
            QueryControl(type: .segmented, param: "range", label: "Years shown", options: [
                ControlOption(label: "10 years", value: nil, selected: q.range == .ten, href: q.href(id, group: group, range: .ten)),
                ControlOption(label: "All", value: "all", selected: q.range == .all, href: q.href(id, group: group, range: .all)),
            ]),
            QueryControl(type: .segmented, param: "dollars", label: "Dollars", options: [
                ControlOption(label: "After inflation", value: nil, selected: q.dollars == .real,
                              href: q.href(id, group: group, dollars: .real)),
                ControlOption(label: "As reported", value: "nominal", selected: q.dollars == .nominal,
                              href: q.href(id, group: group, dollars: .nominal)),
            ]),
        ]
        if isPublic {
            controls.append(QueryControl(type: .segmented, param: "rate", label: "Full price for", options: [
                ControlOption(label: "All students", value: nil, selected: q.rate == .blended,
                              href: q.href(id, group: group, rate: .blended)),
                ControlOption(label: "In-state", value: "in", selected: q.rate == .in, href: q.href(id, group: group, rate: .in)),
                ControlOption(label: "Out-of-state", value: "out", selected: q.rate == .out,
                              href: q.href(id, group: group, rate: .out)),
            ]))
        }
        // OverTime.tsx: the residency choice sits before the national-median checkbox.
        controls.append(QueryControl(type: .toggle, param: "median", label: "National median", options: [
            ControlOption(label: "Off", value: "off", selected: !q.median, href: q.href(id, group: group, median: false)),
            ControlOption(label: "On", value: nil, selected: q.median, href: q.href(id, group: group, median: true)),
        ]))
        return .controls(ControlsBlock(controls: controls))
    }

    /// One pill per group the college has.
    static func groupControl(_ st: HistoryState, groups: [HistoryGroup], group: HistoryGroup) -> Block {
        .controls(ControlsBlock(controls: [QueryControl(
            type: .segmented, param: "group", label: "Chart group",
            options: groups.map { g in
                ControlOption(label: g.label, value: g == HistoryGroup.defaultGroup ? nil : g.rawValue,
                              selected: g == group, href: st.query.href(st.c.id, group: g))
            })]))
    }
}
