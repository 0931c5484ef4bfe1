import Core
import Domain
import QuadAPIModels

/// Where first-years come from and transfers in and out (components/school/Residence.tsx, Transfers.tsx).
enum StudentsOrigins {
    /// "Where first-years come from": the three shares, the out-of-state rank line, the top home states.
    static func residence(_ c: ProfileContext) -> [Block] {
        guard let r = c.school.demographics?.residence else { return [] }
        let path = FieldPath.residence
        let home = StateName.of(c.school.location.state)
        var out: [Block?] = [ProfileBlocks.heading(2, "Where first-years come from", anchor: "residence", term: "in-state-student")]
        out.append(ProfileBlocks.tiles([ProfileBlocks.tile("first-time students", c.value(path, r.firstYears, .num),
                                                           term: "first-time-student")]))
        var line = "**\(SiteFormat.pctSmart(r.outOfState ?? 0))** came from other states and "
            + "**\(SiteFormat.pctSmart(r.international ?? 0))** from abroad; **\(SiteFormat.pctSmart(r.inState ?? 0))** are from \(home)."
        if let rank = c.rank(.outOfState) {
            line += rank >= 0.5 ? " More from other states than at \(SiteFormat.pct(rank)) of colleges."
                : " Fewer from other states than at \(SiteFormat.pct(1 - rank)) of colleges."
        }
        out.append(ProfileBlocks.text(line))
        let known = (r.inState ?? 0) + (r.outOfState ?? 0) + (r.international ?? 0)
        var segments = [("In-state (\(home))", r.inState, "seq-5"), ("Other states", r.outOfState, "seq-3"),
                        ("Abroad", r.international, "seq-2")].compactMap { label, v, color in
            v.map { BarSegment(label: label, value: c.value(path, $0, .pctSmart), color: color) }
        }
        if 1 - known >= 0.005 {
            segments.append(BarSegment(label: "Not reported", value: c.value(path, 1 - known, .pctSmart), color: "neutral"))
        }
        if !segments.isEmpty { out.append(.stackedBar(StackedBarBlock(segments: segments, label: "First-years"))) }
        out += homeStates(c, firstYears: r.firstYears)
        out.append(ProfileBlocks.text("Students starting college for the first time, by where they lived when admitted. "
            + "Colleges report it every other fall."))
        return out.compactMap { $0 }
    }

    /// "Top home states": the five states sending the most first-years (from the detail file).
    static func homeStates(_ c: ProfileContext, firstYears: Double?) -> [Block] {
        guard let detail = try? c.snapshot.detail(for: c.id), let rows = detail.tables?.homeStates?.rows, !rows.isEmpty
        else { return [] }
        let total = firstYears ?? rows.values.reduce(0, +)
        let top = rows.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(5)
        let table = TableBlock(
            columns: [TableColumn(key: "state", label: "State"), TableColumn(key: "share", label: "Share"),
                      TableColumn(key: "first-years", label: "First-years")],
            rows: top.map { state, count in
                let name = StateName.of(state) + (state == c.school.location.state ? " (home state)" : "")
                return TableRow(cells: [.text(name), .value(c.value("detail.home_states", total > 0 ? count / total : nil, .pctSmart)),
                                        .value(c.value("detail.home_states", count, .num))])
            }, sticky: TableSticky(columns: 1, header: false))
        let states = rows.keys.filter { StateName.isState($0) }.count
        let territories = rows.filter { !StateName.isState($0.key) }.values.reduce(0, +)
        let tail = territories > 0 ? " and \(SiteFormat.num(territories)) from U.S. territories" : ""
        return [ProfileBlocks.heading(3, "Top home states", anchor: "home-states"), .table(table),
                ProfileBlocks.text("From \(states) \(states == 1 ? "state" : "states") (counting DC)\(tail)."),
                .tileMap(homeStateMap(c, rows: rows, firstYears: firstYears))]
    }

    /// Residence's map shading (any student at all, then 1%, 3%, 10% and 25% of the class).
    static let homeStateLevels = [
        TileLevel(min: 0, label: "Under 1%", color: "seq-1"), TileLevel(min: 0.01, label: "1\u{2013}3%", color: "seq-2"),
        TileLevel(min: 0.03, label: "3\u{2013}10%", color: "seq-3"), TileLevel(min: 0.1, label: "10\u{2013}25%", color: "seq-4"),
        TileLevel(min: 0.25, label: "25%+", color: "seq-5"),
    ]

    /// Residence's state tile map: every state of the grid shaded by its share of the first-years (the count over
    /// `first_years`), an empty tile where none came from; each tile titled "Ohio: 12 first-years (0.4%)" or
    /// "Ohio: none", with ", home state" on the college's own.
    static func homeStateMap(_ c: ProfileContext, rows: [String: Double], firstYears: Double?) -> TileMapBlock {
        let home = c.school.location.state
        let tiles = HomeMap.tiles.map { state, col, row in
            let n = rows[state] ?? 0
            let share = firstYears.flatMap { $0 != 0 ? n / $0 : nil }
            let value = c.value("detail.home_states", n > 0 ? share : nil, .pctSmart)
            let counted = "\(SiteFormat.num(n)) first-year\(n == 1 ? "" : "s") (\(SiteFormat.pctSmart(share ?? 0)))"
            let title = "\(StateName.of(state)): \(n > 0 ? counted : "none")\(state == home ? ", home state" : "")"
            let level = n > 0 ? share.flatMap { s in homeStateLevels.lastIndex { s >= $0.min } } : nil
            return StateTile(state: state, value: value, display: value.display, col: col, row: row, level: level,
                             title: title)
        }
        return TileMapBlock(tiles: tiles, scale: TileScale(label: "Share of first-years", levels: homeStateLevels))
    }

    /// "Transfers in and out": new transfer students this fall, and the entering class enrolled elsewhere 8 years on.
    static func transfers(_ c: ProfileContext) -> [Block] {
        let t = c.school.demographics?.transferIn
        let e = c.school.outcomes?.eightYear
        let out8 = TopicAvailability.isShown(e?.all) ? e?.all : nil
        guard t != nil || out8 != nil else { return [] }
        var out: [Block?] = [ProfileBlocks.heading(2, "Transfers in and out", anchor: "transfers")]
        let year = c.lineage.cited("demographics.transfer_in", c.school).year.map { ", \($0.lowercased())" } ?? ""
        if let t, let count = t.count {
            var hint = "new transfer students"
            if let share = t.shareOfNew { hint += ", \(SiteFormat.pctSmart(share)) of new undergraduates" }
            hint += "."
            if let rank = c.rank(.transferShare), t.shareOfNew != nil {
                hint += " A larger transfer share than at \(SiteFormat.pct(rank)) of colleges."
            }
            out.append(ProfileBlocks.tiles([ProfileBlocks.tile("Transferring in\(year)",
                                                               c.value("demographics.transfer_in", count, .num),
                                                               hint: hint, term: "transfer-in")]))
            if count > 0, let ft = t.fullTime, let pt = t.partTime {
                out.append(ProfileBlocks.text("\(SiteFormat.num(ft)) full-time, \(SiteFormat.num(pt)) part-time."))
            }
        } else {
            out.append(ProfileBlocks.text("**Transferring in\(year):** Not reported."))
        }
        if let g = out8, let transferred = g.transferred, let entering = e?.enteringYear {
            var hint = "of students who entered in fall \(entering) had left without a degree and were enrolled at "
                + "another college 8 years later"
            if let cohort = g.cohort, JSNumber.round(transferred * cohort) > 0 {
                hint += " (about \(SiteFormat.num(JSNumber.round(transferred * cohort))) students)"
            }
            out.append(ProfileBlocks.tiles([ProfileBlocks.tile("Going on to another college",
                                                               c.value(FieldPath.eightYear, transferred, .pctSmart),
                                                               hint: hint + ".", term: "transfer-out")]))
            out.append(ProfileBlocks.text("Federal data doesn't count students leaving in a given year; this follows one "
                + "entering class."))
        } else {
            out.append(ProfileBlocks.text("**Going on to another college:** Not reported, or fewer than 30 students in the class."))
        }
        return out.compactMap { $0 }
    }
}
