import Core
import Domain
import QuadAPIModels

/// The sections of a conference page with medians: at a glance, over time, members compared, and moves.
enum ConferenceSections {
    /// A glance measure's year as the conference page's yearOf writes it: the label with a leading "Fall" lowered
    /// ("fall 2024", "2023–24", "Entered fall 2018"); Pell uses the snapshot's year.
    static func glanceYear(_ g: ConferencesFile.GlanceMeta, pellYear: String?) -> String {
        if g.key == "pell" { return pellYear ?? "" }
        guard let y = g.year else { return "" }
        let label = TrendBlocks.year(y, TrendBlocks.kind(g.kind ?? "fall"))
        return label.hasPrefix("Fall") ? "fall" + label.dropFirst(4) : label
    }

    /// "fall 2024 · 9 of 10 reporting".
    static func sub(_ g: ConferencesFile.GlanceMeta, reporting n: Int, of members: Int, pellYear: String?) -> String {
        let year = glanceYear(g, pellYear: pellYear)
        return "\(year)\(year.isEmpty ? "" : " · ")\(n) of \(members) reporting"
    }

    static func glance(_ file: ConferencesFile, _ row: ConferenceRow, _ glance: [String: ConferenceRow.Glance],
                       _ citer: inout TrendCiter, shortName: String) -> [Block] {
        var blocks: [Block] = [
            TrendBlocks.heading(2, "At a glance", anchor: "glance"),
            TrendBlocks.text("The median member against the median of every four-year college on the site, with the range from "
                + "the lowest member to the highest. Each row has its own scale, starting at zero."),
        ]
        let pellYear = citer.lineage.cited("demographics.pell_grant_percent").year
        for g in file.glance {
            guard let v = glance[g.key] else { continue }
            let info = TrendMeasures.info(g.key)
            func value(_ x: Double?, _ what: String) -> Value {
                ConferenceBlocks.glanceValue(&citer, g.key, x, year: g.year, kind: g.kind, what: what)
            }
            let national = value(g.national, "Median of every four-year college on the site")
            blocks.append(.dotRange(DotRangeBlock(
                label: info.label, sub: sub(g, reporting: v.n, of: row.members.count, pellYear: pellYear),
                low: value(v.min, "Lowest member"), median: value(v.median, "\(shortName) median"),
                high: value(v.max, "Highest member"), mark: national, markLabel: "All four-year colleges (median)",
                scale: AxisScale(min: 0, max: info.share ? 1 : max(v.max, g.national ?? 0), format: info.format),
                color: info.color)))
        }
        return blocks
    }

    static func overTime(_ file: ConferencesFile, _ row: ConferenceRow, _ meta: ConferencesFile.Measure,
                         _ lines: ConferenceRow.Lines, membership: String, _ citer: inout TrendCiter,
                         shortName: String) -> [Block] {
        let info = TrendMeasures.info(meta.key), kind = TrendBlocks.kind(meta.kind)
        let slug = row.slug
        func href(measure: String? = nil, members: String? = nil) -> String {
            let m = measure ?? meta.key, r = members ?? membership
            var parts: [String] = []
            if m != file.measures.first?.key { parts.append("measure=\(m)") }
            if r != "today" { parts.append("members=\(r)") }
            return "/trends/conferences/\(slug)" + (parts.isEmpty ? "" : "?" + parts.joined(separator: "&"))
        }
        let controls = ControlsBlock(controls: [
            TrendBlocks.segmented("measure", label: "Measure", file.measures.map {
                (TrendMeasures.info($0.key).short, $0.key, href(measure: $0.key))
            }, selected: meta.key),
            TrendBlocks.segmented("members", label: "Which members", [
                ("Today's members", "today", href(members: "today")), ("Members at the time", "atTheTime", href(members: "atTheTime")),
            ], selected: membership),
        ])
        let dollars = meta.dollarsOf.map { " (in \(TrendBlocks.year($0, .academic)) dollars)" } ?? ""
        let values = membership == "today" ? lines.today : lines.atTheTime
        func series(_ key: String, _ label: String, _ color: String, dashed: Bool, _ v: [Double?], _ what: String) -> TrendSeries {
            TrendBlocks.series(key, label: label, color: color, dashed: dashed, start: meta.from, v) { x, y in
                citer.value(x, format: info.format, series: [meta.key], from: y, to: y, kind: kind,
                            field: "\(info.label), median member", computation: what + dollars)
            }
        }
        var blocks: [Block?] = [
            TrendBlocks.heading(2, "Over time", anchor: "over-time"),
            TrendBlocks.text("The median member each year. By default the line follows today's members in every year, so it "
                + "describes the same colleges throughout; switch to *members at the time* to see the conference as it was."),
            .controls(controls),
            TrendBlocks.trendLine(
                [series("conf", shortName, info.color, dashed: false, values,
                        membership == "today" ? "Median of today's members" : "Median of the members that year"),
                 series("all", "All colleges", "neutral", dashed: true, meta.national, "Median of every four-year college on the site")],
                from: meta.from, to: meta.to, kind: kind, format: info.format,
                label: "\(info.label)\(dollars), median member · "
                    + (membership == "today" ? "today's members in every year" : "members at the time")),
            TrendBlocks.text("Dashed: the median of every four-year college on the site. A year is left out when fewer than "
                + "\(Int((file.coverage * 100).rounded()))% of the members report it."
                + (membership == "atTheTime" && meta.from < file.membership.from
                    ? " Membership is recorded from \(TrendBlocks.year(file.membership.from, .academic)), so the members-at-the-time line starts there."
                    : "")),
        ]
        if let t = row.totals, t.applicants != nil || t.undergrads != nil {
            let apps = file.measures.first { $0.key == "applicants" }, ug = file.measures.first { $0.key == "undergrads" }
            var parts: [String] = []
            if let a = t.applicants, let apps {
                parts.append("\(a.n) members received \(SiteFormat.compact(a.now)) applications in \(TrendBlocks.lower(apps.to, .fall)), "
                    + "against \(SiteFormat.compact(a.then)) in \(TrendBlocks.lower(apps.from, .fall))")
            }
            if let u = t.undergrads, let ug {
                parts.append("\(u.n == t.applicants?.n ? "they" : "\(u.n) members") enrolled \(SiteFormat.compact(u.now)) "
                    + "undergraduates in \(TrendBlocks.lower(ug.to, .fall)), against \(SiteFormat.compact(u.then)) in "
                    + "\(TrendBlocks.lower(ug.from, .fall))")
            }
            blocks.append(TrendBlocks.text("**In total** (members reporting both years): " + parts.joined(separator: "; ") + "."))
        }
        return blocks.compactMap { $0 }
    }

    /// "Members compared" as the site's MembersCompared: one bar chart per glance measure, members highest first (A to Z
    /// on a tie) on a scale from zero (to 100% for shares), under "{year} · {n} of {members} members", then the
    /// conference median the dashed rule marks and the members without a value.
    static func compared(_ file: ConferencesFile, _ row: ConferenceRow, _ citer: inout TrendCiter,
                         name: (String) -> String) -> [Block] {
        var blocks: [Block] = [
            TrendBlocks.heading(2, "Members compared", anchor: "compared"),
            TrendBlocks.text("Every member on each measure, highest first, so the spread behind each median is visible."),
        ]
        let pellYear = citer.lineage.cited("demographics.pell_grant_percent").year
        for (i, g) in file.glance.enumerated() {
            let info = TrendMeasures.info(g.key)
            let value = { (id: String) -> Double? in row.values?[id].flatMap { i < $0.count ? $0[i] : nil } }
            let members = row.members.compactMap { id in value(id).map { (id, $0) } }
                .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : NameCollationKey(name($0.0)) < NameCollationKey(name($1.0)) }
            let missing = row.members.filter { value($0) == nil }.map(name).sorted { NameCollationKey($0) < NameCollationKey($1) }
            let year = glanceYear(g, pellYear: pellYear)
            blocks.append(TrendBlocks.heading(3, info.label, anchor: TrendBlocks.anchor("compared", g.key)))
            blocks.append(TrendBlocks.text("\(year) \u{00B7} \(members.count) of \(row.members.count) members"))
            let top = info.share ? 1 : (members.map(\.1).max().map { Swift.max($0, 0) } ?? 0)
            blocks.append(.groupedBars(GroupedBarsBlock(
                groups: members.map { id, x in
                    BarGroup(label: name(id), values: [ConferenceBlocks.glanceValue(&citer, g.key, x, year: g.year, kind: g.kind,
                                                                                    what: "The member's own figure")])
                },
                series: [BarSeries(key: g.key, label: info.label, color: info.color)],
                scale: AxisScale(min: 0, max: top == 0 ? 1 : top, format: info.format))))
            var notes: [String] = []
            if let median = row.glance?[g.key]?.median {
                notes.append("Dashed: the median member, \(SiteFormat.display(median, as: info.format)).")
            }
            if !missing.isEmpty { notes.append("Not reported: \(missing.joined(separator: ", ")).") }
            if !notes.isEmpty { blocks.append(TrendBlocks.text(notes.joined(separator: " "))) }
        }
        return blocks
    }

    static func moves(_ file: ConferencesFile, _ row: ConferenceRow, snapshot: DatasetSnapshot) -> [Block] {
        var groups: [(year: Int, joined: Bool, other: Int, football: Bool, ids: [String])] = []
        for m in row.moves {
            if let i = groups.firstIndex(where: { $0.year == m.year && $0.joined == m.joined && $0.other == m.other && $0.football == m.football }) {
                groups[i].ids.append(m.unitID)
            } else {
                groups.append((m.year, m.joined, m.other, m.football, [m.unitID]))
            }
        }
        // moves.ts groupMoves: newest first, joins before departures, bigger groups first; ties keep the file's order
        // (Array.prototype.sort is stable, so the index breaks ties here).
        groups = groups.enumerated().sorted { x, y in
            let a = x.element, b = y.element
            if a.year != b.year { return a.year > b.year }
            if a.joined != b.joined { return a.joined }
            if a.ids.count != b.ids.count { return a.ids.count > b.ids.count }
            return x.offset < y.offset
        }.map(\.element)
        let from = TrendBlocks.year(file.membership.from, .academic)
        let lines = groups.map { g -> String in
            let names = g.ids.map { "[\(snapshot.school(id: $0)?.name ?? $0)](/schools/\($0))" }
            let list = names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
            return "- **\(TrendBlocks.year(g.year, .academic)):** \(list) \(g.football ? "(football) " : "")"
                + (g.joined ? "joined from \(ConferenceBlocks.leagueName(file, g.other))" : "left for \(ConferenceBlocks.leagueName(file, g.other))")
        }
        return [
            TrendBlocks.heading(2, "Who joined and left", anchor: "realignment"),
            TrendBlocks.text("Moves since \(from), among the site's colleges, by the school year the college first reported its new conference."),
            TrendBlocks.text(lines.isEmpty ? "No moves in or out since \(from)." : lines.joined(separator: "\n")),
        ]
    }
}
