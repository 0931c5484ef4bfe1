import Core
import Domain
import QuadAPIModels

/// `GET /trends/conferences` (`app/trends/conferences`): the Power 4 side by side, every conference by level, and
/// the newest year's realignment, from `conferences.json`.
enum ConferencesScreen {
    /// The table's sortable columns, in table order (ConferenceTable's `columns`).
    static let sortKeys = ["name", "members", "acceptance", "cost", "appsChange"]

    /// The screen's address sorted by `sort`, leaving out the default.
    static func href(_ sort: TableSort) -> String {
        "/trends/conferences" + (sort.query.isEmpty ? "" : "?" + sort.query.map { "\($0.0)=\($0.1)" }.joined(separator: "&"))
    }

    /// The number a row sorts by in column `key` (the page's rows: all members, the medians as the file has them,
    /// shown or not).
    static func sortNumber(_ r: ConferenceRow, _ key: String) -> Double? {
        switch key {
        case "members": Double(r.members.count)
        case "acceptance": r.glance?["acceptance_rate"]?.median
        case "cost": r.glance?["avg_paid_all"]?.median
        case "appsChange": r.change?.applicants
        default: nil
        }
    }

    static func build(_ snapshot: DatasetSnapshot, sort: TableSort = .standard) throws -> Screen {
        var blocks: [Block?] = [
            TrendBlocks.links([Link(label: "National trends", href: "/trends")], style: .list),
            TrendBlocks.heading(1, "By athletic conference", anchor: "conferences", eyebrow: "National trends"),
            TrendBlocks.text("A conference as a group of colleges: how its members compare on admissions, cost, and size, "
                + "how that changed, and who joined or left."),
        ]
        guard let file = try TrendFiles.conferences(snapshot) else {
            blocks += TrendBlocks.unavailable("Conference trends").map(Optional.some)
            return screen(snapshot, blocks, TrendCiter(snapshot), url: href(sort))
        }
        var citer = TrendCiter(snapshot)
        let fall = { (y: Int) in TrendBlocks.lower(y, .fall) }
        let apps = file.measures.first { $0.key == "applicants" }
        let appsSpan = apps.map { "\(fall($0.from)) to \(fall($0.to))" } ?? ""
        blocks += [
            TrendBlocks.heading(2, "The Power 4, side by side", anchor: "power-four"),
            TrendBlocks.text("The four largest football conferences' member colleges: how selective, how costly, and how big "
                + "the median member is, and how much its applications grew from \(appsSpan)."),
        ]
        blocks += ConferenceBlocks.powerFour(file, citer: &citer)
        blocks.append(TrendBlocks.text("Median member of each conference, today's members. Applications is the median "
            + "member's own change. Each measure's bars share one scale across the four cards. \(file.conferences.count) "
            + "conferences in all."))
        let arYear = file.glance.first { $0.key == "acceptance_rate" }?.year
        let costYear = file.glance.first { $0.key == "avg_paid_all" }?.year
        let summarized = file.conferences.filter { $0.tooFew != true }.count
        blocks += [
            TrendBlocks.heading(2, "Every conference", anchor: "all"),
            TrendBlocks.text("\(file.conferences.count) conferences with a member on the site, by level, A to Z; tap a column "
                + "to sort. \(summarized) "
                + "have \(file.floor) or more members, enough for a median. Acceptance rate is "
                + "\(arYear.map(fall) ?? "the newest fall"), average cost \(costYear.map { TrendBlocks.year($0, .academic) } ?? "the newest year"), "
                + "and applications the median member's change from \(appsSpan)."),
        ]
        let appsLabel = apps.map { "Applications, \($0.from)\u{2013}\(String($0.to).suffix(2))" } ?? "Applications"
        for (level, label) in ConferenceBlocks.levels {
            let rows = file.conferences.filter { $0.level == level }
            guard !rows.isEmpty else { continue }
            blocks.append(TrendBlocks.heading(3, label, anchor: TrendBlocks.anchor("level", level)))
            // ConferenceTable: any header re-sorts the rows within each level, missing values last.
            let headers: [(key: String, label: String, term: String?)] = [
                ("name", "Conference", nil), ("members", "Members", nil), ("acceptance", "Acceptance rate", "acceptance-rate"),
                ("cost", "Average cost", "average-cost"), ("appsChange", appsLabel, "applicants")]
            let ordered = sort.sorted(rows, name: \.name, number: { sortNumber($0, sort.key) }, tiesByName: true)
            blocks.append(.table(TableBlock(
                columns: headers.map { key, label, term in
                    TableColumn(key: key, label: label, term: term, href: href(sort.tapped(key)),
                                sorted: key == sort.key ? sort.direction : nil)
                },
                rows: ordered.map { row(file, $0, &citer, arYear: arYear, costYear: costYear) },
                sticky: TableSticky(columns: 1, header: true))))
        }
        if !file.unaffiliated.isEmpty {
            blocks.append(TrendBlocks.text("**No conference.** Independents and catch-all codes aren't leagues, so they're "
                + "left out of the medians: " + file.unaffiliated.map { "\($0.name) (\($0.members))" }.joined(separator: ", ") + "."))
        }
        let newest = file.membership.to
        var moves: [(year: Int, id: String, from: Int, to: Int)] = []
        var seen = Set<String>()
        for c in file.conferences {
            for m in c.moves where !m.football && m.year == newest {
                let mv = m.joined ? (m.year, m.unitID, m.other, c.code) : (m.year, m.unitID, c.code, m.other)
                if seen.insert("\(mv.0):\(mv.1):\(mv.2):\(mv.3)").inserted { moves.append(mv) }
            }
        }
        moves.sort { $0.to != $1.to ? $0.to < $1.to : $0.id < $1.id }
        blocks.append(TrendBlocks.heading(2, "Realignment in \(TrendBlocks.year(newest, .academic))", anchor: "realignment"))
        blocks.append(TrendBlocks.text(moves.isEmpty ? "No conference moves this year among the site's colleges."
            : moves.map { m in
                let name = snapshot.school(id: m.id)?.name ?? m.id
                return "- [\(name)](/schools/\(m.id)): \(ConferenceBlocks.short(file.name(of: m.from) ?? String(m.from))) → "
                    + "\(ConferenceBlocks.short(file.name(of: m.to) ?? String(m.to)))"
            }.joined(separator: "\n")))
        let perYear = file.movesPerYear
        if perYear.count > 1, let first = perYear.first, let last = perYear.last {
            let peak = perYear.reduce(first) { $1.moves > $0.moves ? $1 : $0 }
            let values: [Double?] = (first.year...last.year).map { y in perYear.first { $0.year == y }.map { Double($0.moves) } ?? 0 }
            let line = TrendBlocks.series("moves", label: "Moves", color: "primary", start: first.year, values) { x, y in
                citer.value(x, format: .int, series: ["conference"], from: y, to: y, kind: .academic,
                            field: "Conference moves", computation: "Colleges whose reported main conference changed that school year")
            }
            blocks.append(TrendBlocks.trendLine([line], from: first.year, to: last.year, kind: .academic, format: .int,
                                                label: "Conference moves per year", compact: true))
            blocks.append(TrendBlocks.text("\(perYear.map(\.moves).min() ?? 0)–\(peak.moves) a year since "
                + "\(TrendBlocks.year(first.year, .academic)), the most in \(TrendBlocks.year(peak.year, .academic)). "
                + "Football-only moves aren't counted."))
        }
        blocks += [
            TrendBlocks.heading(2, "How this was measured", anchor: "method"),
            TrendBlocks.bullets([
                "**Members.** Each college's main athletic conference as it reports it to the federal survey today; a college "
                    + "playing football elsewhere counts under its main conference. Medians are over today's members unless a "
                    + "chart says otherwise.",
                "**Medians, not rankings.** A conference needs \(file.floor) members on the site for a median, and a year's "
                    + "median needs \(Int((file.coverage * 100).rounded()))% of members reporting. Football-only conferences "
                    + "are listed without medians.",
                "**Moves.** A change in a college's reported conference from one year to the next; a change undone within two "
                    + "years is treated as a reporting slip.",
                "**The universe.** The site's four-year colleges, not every member of each conference. The numbers show how "
                    + "members compare and changed, not why.",
            ]),
        ]
        return screen(snapshot, blocks, citer, url: href(sort))
    }

    static func row(_ file: ConferencesFile, _ r: ConferenceRow, _ citer: inout TrendCiter, arYear: Int?, costYear: Int?)
        -> TableRow {
        let membersCount = r.footballOnly == true ? r.footballMembers?.count ?? 0 : r.members.count
        let members = citer.current("campus.athletics", Double(membersCount), format: .num,
                                    computation: r.footballOnly == true ? "Colleges on the site that play football in the conference"
                                        : "Colleges on the site that report the conference as their main one")
        let name: TableCell = r.footballOnly == true ? .text(r.name) : .link(Link(label: r.name, href: "/trends/conferences/\(r.slug)"))
        // ConferenceTable: a football-only league prints "Football only · 12" (the count with its words before it).
        let count: TableCell = r.footballOnly == true
            ? .values(CellValues(values: [members], note: "Football only")) : .value(members)
        guard r.tooFew != true else {
            let note = r.footballOnly == true ? "Members' main conferences differ" : "Too few members to summarize (under \(file.floor))"
            // ConferenceTable: one colSpan=3 note across the three medians, nothing else in those columns.
            return TableRow(cells: [name, count, .text(note), .text(""), .text("")])
        }
        // ConferenceTable prints an em dash for a median it lacks.
        func cell(_ v: Value) -> TableCell { v.value == nil ? .text("\u{2014}") : .value(v) }
        let apps = file.measures.first { $0.key == "applicants" }
        let change = r.change?.applicants
        return TableRow(cells: [
            name, count,
            cell(ConferenceBlocks.glanceValue(&citer, "acceptance_rate", r.glance?["acceptance_rate"]?.median, year: arYear,
                                              kind: "fall", what: "Median member's acceptance rate")),
            cell(ConferenceBlocks.glanceValue(&citer, "avg_paid_all", r.glance?["avg_paid_all"]?.median, year: costYear,
                                              kind: "academic", what: "Median member's average total cost")),
            // ConferenceTable signs with `appsChange >= 0 ? "+" : "−"`: an unchanged median member reads "+0%".
            cell(citer.value(change, format: .signedPctZeroPlus, series: ["applicants"],
                             from: apps?.from ?? 0, to: apps?.to ?? 0, kind: .fall, field: "Applications change, median member",
                             computation: "The median member's own change in applicants")),
        ])
    }

    static func screen(_ snapshot: DatasetSnapshot, _ blocks: [Block?], _ citer: TrendCiter, url: String) -> Screen {
        TrendBlocks.screen(snapshot, title: "Trends by athletic conference", url: url, blocks: blocks,
                           citer: citer)
    }
}
