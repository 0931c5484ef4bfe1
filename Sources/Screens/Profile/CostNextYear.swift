import Domain
import QuadAPIModels

/// Next year's price from the college's own Common Data Set section G (components/school/NextYearPrice.tsx,
/// lib/cds/cost-and-debt.ts): beside the federal price, never replacing it.
enum CostNextYear {
    /// "up 9%", "down 2%", "unchanged" (whole percent of the change's size).
    static func phrase(_ change: Double) -> String {
        let p = SiteFormat.pct(change.magnitude)
        return p == "0%" ? "unchanged" : "\(change > 0 ? "up" : "down") \(p)"
    }

    /// The federal year's matching total: tuition & fees + on-campus room & board (`federalMatchingTotal`).
    static func federalTotal(_ s: School, outOfState: Bool) -> Double? {
        let tf = s.cost?.tuitionFees
        let t = outOfState ? tf?.outOfState : (tf?.inState ?? tf?.inDistrict)
        guard let t, let rb = s.cost?.components?.roomBoard else { return nil }
        return t + rb
    }

    static func change(_ next: Double?, _ current: Double?) -> Double? {
        guard let next, let current, current > 0 else { return nil }
        return next / current - 1
    }

    static func blocks(_ c: ProfileContext) -> [Block] {
        let s = c.school
        let cost = s.reported?.costView
        let ny = cost?.nextYear
        let inState = ny?.firstYear?.total()
        let footnote = cost?.nextYearDetail?.pctPayingMore.flatMap { $0 >= 0.05 ? $0 : nil }
        guard inState != nil || footnote != nil else { return [] }
        var out: [Block?] = []
        if let ny, let first = ny.firstYear, let inState {
            let isPublic = first.tuition?.kind == "public"
            let cited = c.lineage.cited("derived.next_year_price", s)
            let year = (cited.year ?? cited.inputs?.first?.year).map { " (\($0))" } ?? ""
            let outOfState = isPublic ? first.total(outOfState: true) : nil
            out.append(ProfileBlocks.heading(3, "Next year\(year), reported by \(s.name)", anchor: "next-year",
                                             term: "next-year-price"))
            var tiles = [StatTile(label: isPublic ? "in-state" : "before aid",
                                  value: c.value("derived.next_year_price", inState, .money),
                                  hint: isPublic ? "before aid" : nil)]
            if let outOfState, outOfState != inState {
                tiles.append(StatTile(label: "out-of-state", value: c.value("derived.next_year_price", outOfState, .money),
                                      hint: "before aid"))
            }
            out.append(.statTiles(StatTilesBlock(tiles: tiles)))
            var line = "Tuition, fees, and on-campus food and housing"
            let federalYear = c.lineage.cited(FieldPath.tuitionFees, s).year
            let inChange = change(inState, federalTotal(s, outOfState: false))
            if let inChange, let federalYear {
                let outChange = change(outOfState, federalTotal(s, outOfState: true))
                line += " \u{00B7} \(phrase(inChange))\(isPublic ? " in-state" : "")"
                if let outChange, outOfState != inState { line += ", \(phrase(outChange)) out-of-state" }
                line += " from \(federalYear)"
                out.append(.statTiles(StatTilesBlock(tiles: [StatTile(
                    label: "Change from \(federalYear)", value: c.value("derived.next_year_change", inChange, .signedPct))])))
            }
            out.append(ProfileBlocks.text(line + "."))
            if let ug = ny.undergraduate?.total(), (ug - inState).magnitude / inState > 0.01 {
                out.append(.statTiles(StatTilesBlock(tiles: [StatTile(
                    label: "Continuing students pay", value: c.value("reported.cost.next_year", ug, .money),
                    hint: "in later years.")])))
            }
            if let r = cost?.nextYearDetail?.expenses?.residents {
                let text = cost?.nextYearDetail?.expenses?.text ?? [:]
                let parts: [(String, Double?, String?)] = [
                    ("Tuition, fees, food & housing", inState, nil),
                    ("Books and supplies", r.booksSupplies, text["residents.books_supplies"]),
                    ("Transportation", r.transportation, text["residents.transportation"]),
                    ("Other expenses", r.other, text["residents.other"]),
                ]
                let partial = parts.contains { $0.1 == nil }
                var rows = parts.map { label, v, t -> TableRow in
                    TableRow(cells: [.text(label), v.map { .value(c.value("reported.cost.next_year_detail", $0, .money)) }
                        ?? .text(t ?? "not reported")])
                }
                rows.append(TableRow(cells: [.text("Total for a student living on campus"), partial
                    ? .text("partial: not every part is a number")
                    : .value(c.value("reported.cost.next_year_detail", parts.compactMap(\.1).reduce(0, +), .money))]))
                out.append(ProfileBlocks.fold("Show the full next-year estimate", anchor: "next-year-estimate", [
                    .table(TableBlock(columns: [TableColumn(key: "part", label: "Part"), TableColumn(key: "amount", label: "Amount")],
                                      rows: rows, sticky: TableSticky(columns: 1, header: false))),
                ]))
            }
        }
        if let footnote {
            // "{pct(f, 1)} of full-time undergraduates at {name} pay more than …": the share, then the site's words.
            out.append(.statTiles(StatTilesBlock(tiles: [StatTile(
                label: "of full-time undergraduates at \(s.name) pay more than the published tuition because tuition "
                    + "varies by program.",
                value: c.value("reported.cost.next_year_detail.pct_paying_more", footnote, .pct1))])))
        }
        return out.compactMap { $0 }
    }
}
