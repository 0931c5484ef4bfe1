import Core
import Domain
import QuadAPIModels

/// `GET /trends/states?measure=` (`app/trends/states`): the tile map colored by one of five measures, and every state
/// and territory in a table, from `states.json`.
enum StatesScreen {
    static let measures = StateMapMeasure.all.map(\.key)

    /// The tile map of one measure (also the hub's "By state" section), each tile with its hover text: on the states
    /// page as StateMeasureMap writes it ("{ST}: {value} {description}. Click for the state page", or "{ST}: too few
    /// colleges on the site, or no colleges" without a value); on the hub as StateTileMap's `values` mode writes it
    /// for StatesEntry, which passes a link and no titles ("{ST}: {value}. Click to explore", or the default empty
    /// title "{ST}: no 4-year colleges in our data").
    static func tileMap(_ file: StatesFile, _ measure: StateMapMeasure, _ citer: inout TrendCiter, hub: Bool = false) -> Block? {
        let tiles: [StateTile] = file.states.compactMap { s in
            // StateTileMap draws the states and DC of its grid (TILES); a territory has no tile.
            guard let place = StateTileGrid.place(s.postal) else { return nil }
            let v = measure.value(&citer, s, file: file)
            let level = v.value.flatMap { x in measure.levels.lastIndex { x >= $0.min } ?? 0 }
            let title = switch (v.value == nil, hub) {
            case (true, false): "\(s.postal): too few colleges on the site, or no colleges"
            case (false, false): "\(s.postal): \(v.display) \(measure.description). Click for the state page"
            case (true, true): "\(s.postal): no 4-year colleges in our data"
            case (false, true): "\(s.postal): \(v.display). Click to explore"
            }
            return StateTile(state: s.postal, value: v, display: v.display, href: "/trends/states/\(s.postal.lowercased())",
                             col: place.col, row: place.row, level: level, title: title)
        }
        return tiles.isEmpty ? nil : .tileMap(TileMapBlock(tiles: tiles, scale: TileScale(label: measure.legend, levels: measure.levels)))
    }

    /// The screen's address with `measure` and `sort`, leaving out the defaults.
    static func href(_ measure: String, _ sort: TableSort) -> String {
        let items = (measure == "undergradChange" ? [] : [("measure", measure)]) + sort.query
        return "/trends/states" + (items.isEmpty ? "" : "?" + items.map { "\($0.0)=\($0.1)" }.joined(separator: "&"))
    }

    static func build(_ snapshot: DatasetSnapshot, measure asked: String?, sort: TableSort = .standard) throws -> Screen {
        guard let measure = StateMapMeasure.measure(asked ?? "undergradChange") else {
            throw APIError.badRequest("`measure` is one of " + measures.map { "`\($0)`" }.joined(separator: ", ") + ".",
                                      field: "measure")
        }
        var blocks: [Block?] = [
            TrendBlocks.links([Link(label: "National trends", href: "/trends")], style: .list),
            TrendBlocks.heading(1, "Trends by state", anchor: "states", eyebrow: "National trends"),
        ]
        let url = href(measure.key, sort)
        guard let file = try TrendFiles.states(snapshot) else {
            blocks += TrendBlocks.unavailable("Trends by state").map(Optional.some)
            return Screen(title: "Trends by state", url: url, blocks: blocks.compactMap { $0 }, sources: [],
                          publish: snapshot.publishID)
        }
        var citer = TrendCiter(snapshot)
        let fall = { (y: Int) in TrendBlocks.lower(y, .fall) }
        blocks.append(TrendBlocks.text("Most students go to college close to home, and state policy moves whole groups of "
            + "colleges at once. Pick a measure to color the map, or tap a state for its own page. States with fewer than "
            + "\(file.floor) colleges on the site (too few to say) show counts only."))
        blocks.append(.controls(ControlsBlock(controls: [TrendBlocks.segmented("measure", label: "Color the map by",
            StateMapMeasure.all.map { m in (m.label, m.key, href(m.key, sort)) },
            selected: measure.key)])))
        blocks.append(tileMap(file, measure, &citer))
        blocks.append(TrendBlocks.heading(2, "Every state and territory", anchor: "table"))
        blocks.append(TrendBlocks.text("Sortable; alphabetical by default. Each college counts once (the median, not the total)."))
        // StatesTable: states then territories, sorted by the chosen column (alphabetical by default).
        let ordered = StatesTableSort.sorted(file.states.filter { !$0.territory } + file.states.filter(\.territory), by: sort)
        let headers: [(key: String, label: String, term: String?)] = [
            ("name", "State", nil), ("onSite", "Colleges", nil), ("undergradChange", "Undergrad change", nil),
            ("acceptanceRate", "Acceptance rate", "acceptance-rate"), ("avgCost", "Average cost", "average-cost"),
            ("outOfState", "Out-of-state", "in-state-student"), ("testOptionalShare", "Test-optional", "test-optional")]
        let columns = headers.map { key, label, term in
            TableColumn(key: key, label: label, term: term, href: href(measure.key, sort.tapped(key)),
                        sorted: key == sort.key ? sort.direction : nil)
        }
        let rows: [TableRow] = ordered.map { s in
            let name = TableCell.link(Link(label: s.name + (s.territory ? " (territory)" : ""),
                                           href: "/trends/states/\(s.postal.lowercased())"))
            let count = TableCell.value(citer.current("location.state", Double(s.onSite.total), format: .num,
                                                      computation: "Colleges on the site in \(s.name)"))
            // A state under the floor has one note across the five measures; a missing median prints an em dash.
            guard s.tooFew != true else {
                return TableRow(cells: [name, count, .text("Too few colleges to summarize")] + Array(repeating: .text(""), count: 4))
            }
            return TableRow(cells: [name, count] + StateMapMeasure.all.map { m in
                let v = m.value(&citer, s, file: file, forTable: true)
                return v.value == nil ? .text(SiteFormat.emDash) : .value(v)
            })
        }
        blocks.append(.table(TableBlock(columns: columns, rows: rows, sticky: TableSticky(columns: 1, header: true))))
        blocks += [
            TrendBlocks.heading(2, "How this was measured", anchor: "method"),
            TrendBlocks.bullets([
                "**Which colleges.** Every change is over a fixed panel: colleges with 300 or more undergraduates in both "
                    + "\(fall(file.from)) and \(fall(file.to)). A state's own page says how many of its colleges are in the panel.",
                "**\(file.floor) colleges, not 30.** States are a fixed set readers expect to find, and most have fewer than 30 "
                    + "colleges on the site, so the usual 30-college floor relaxes to \(file.floor) here.",
                "**Today's classification** for public/private and territory status. Colleges are grouped as they are today, "
                    + "not as they were in \(fall(file.from)).",
                "**No rankings by quality.** The map and table are descriptive; a bigger or smaller change isn't better or "
                    + "worse, and the site doesn't attribute a state's change to a policy.",
            ]),
            TrendBlocks.links([Link(label: "All national trends", href: "/trends")]),
        ]
        return TrendBlocks.screen(snapshot, title: "Trends by state", url: url, blocks: blocks,
                                  citer: citer)
    }
}
