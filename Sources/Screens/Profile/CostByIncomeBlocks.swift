import Domain
import QuadAPIModels

/// The top of the cost page as the site draws it with its cost curve (components/school/CostFacts, CostByIncome and
/// CostAtIncome with lib/cost-display.ts): the facts row, then "Cost by family income". This server shows no model
/// estimates (the site's accuracy-pilot gate is closed in production, as ``PriceAtIncome`` explains), so the curve is
/// the published federal steps up to $110K with the sentence saying why it stops there, and the income readout is the
/// one the site prints at its default income.
enum CostByIncomeBlocks {
    /// The four published steps (the curve's FEDERAL_BANDS labels).
    static let bandLabels = ["$0\u{2013}30K", "$30\u{2013}48K", "$48\u{2013}75K", "$75\u{2013}110K"]
    /// The income slider's starting point.
    static let defaultIncome = 150_000.0
    /// "$110K".
    static var federalTop: String { CostByIncome.dollarsK(CostByIncome.federalTop) }

    /// How the curve prints a price (`priceLabel`): the exact figure under $1,000, else rounded to $1K.
    static func priceFormat(_ x: Double) -> FormatKind { x.magnitude < 1000 ? .money : .moneyK }

    /// The field the full price comes from (`fullPriceField`, in `costCurveInput`'s order).
    static func fullPriceField(_ s: School) -> String {
        let c = s.cost
        if s.type == "public" { return c?.sticker?.inState != nil ? FieldPath.sticker : FieldPath.costOfAttendance }
        if c?.breakdown?.fullPrice != nil { return FieldPath.breakdown }
        return c?.sticker?.inState != nil ? FieldPath.sticker : FieldPath.costOfAttendance
    }

    /// The need-based aid method: the one the college states, else its own formula when it requires the CSS Profile
    /// or its own form (lib/cds/financial-aid.ts `aidMethodology`).
    static func methodology(_ s: School) -> String? {
        guard let aid = s.reported?.aidView else { return nil }
        if let stated = aid.methodology, !stated.isEmpty { return stated }
        return aid.forms?.cssProfile == true || aid.forms?.ownForm == true ? "institutional" : nil
    }

    /// CostFacts (`costFacts`, estimates off): the full price, where need-based aid ends (or why we can't say), and
    /// merit aid when the college has a merit class. A fact whose value is words is a line "**Label:** value · sub".
    static func facts(_ c: ProfileContext) -> [Block] {
        let s = c.school
        guard let full = CostByIncome.fullPrice(s) else { return [] }
        var out: [Block] = [.statTiles(StatTilesBlock(tiles: [StatTile(
            label: s.type == "public" ? "Full price, in-state" : "Full price",
            value: c.value(fullPriceField(s), full, .money),
            hint: "a year \u{00B7} tuition, housing, food, books, and other costs", term: "cost-of-attendance")]))]
        out.append(CostByIncome.littleAidAbove110K(s)
            ? ProfileBlocks.text("**Need-based aid:** Little above \(federalTop) \u{00B7} aid thins out for families above "
                + "that income")
            : ProfileBlocks.text("**Need-based aid:** Published data end at \(federalTop) \u{00B7} use the college's net "
                + "price calculator for higher incomes"))
        out += merit(c)
        return out
    }

    /// The merit fact (`meritFact`): "None" / "Little or none" for need-only colleges (the proxy says the latter), the
    /// share without need who got merit aid and its average ("avg $12K"), or "Offered" / "Likely" without figures.
    static func merit(_ c: ProfileContext) -> [Block] {
        let s = c.school
        let fromCDS = s.reported?.aid?.member("first_years")?.member("n")?.number != nil || s.aid?.cds?.meritNoNeed != nil
        let field = fromCDS ? "derived.merit_class" : "derived.merit_proxy"
        let share: Double?, average: Double?, sub: String, none: String
        switch MeritAid.of(s) {
        case .unknown: return []
        case .needOnly:
            return [ProfileBlocks.text(fromCDS ? "**Merit aid:** None \u{00B7} all grants are need-based"
                : "**Merit aid:** Little or none \u{00B7} under 2% of first-years got a grant without federal aid")]
        case let .reported(sh, avg):
            (share, average, none) = (sh, avg, "Offered")
            sub = sh != nil ? "of first-years without need got merit aid"
                : "the college reports merit aid to students without need"
        case let .proxy(sh, avg):
            (share, average, none) = (sh, avg, "Likely")
            sub = "of first-years got a grant without federal aid (a proxy: at most colleges that's merit aid)"
        }
        let avg = average.flatMap { $0 > 0 ? c.value(field, $0, priceFormat($0)) : nil }
        if let share {
            return [.statTiles(StatTilesBlock(tiles: [
                StatTile(label: "Merit aid", value: c.value(field, share, .pctSmart), hint: sub, term: "merit-aid"),
            ] + (avg.map { [StatTile(label: "avg", value: $0, term: "merit-aid")] } ?? [])))]
        }
        if let avg {
            return [.statTiles(StatTilesBlock(tiles: [StatTile(label: "Merit aid \u{00B7} avg", value: avg, hint: sub,
                                                               term: "merit-aid")]))]
        }
        return [ProfileBlocks.text("**Merit aid:** \(none) \u{00B7} \(sub)")]
    }

    /// "Cost by family income": the intro, then the curve (CostByIncome) when the college has a full price, else the
    /// columns by income (NetPriceByIncome), else the line saying it isn't reported.
    static func section(_ c: ProfileContext) -> [Block] {
        let s = c.school
        let year = c.lineage.cited(FieldPath.netPriceByIncome, s).year.map { " (\($0))" } ?? ""
        var out: [Block] = [
            ProfileBlocks.heading(2, "Cost by family income", anchor: "by-income"),
            ProfileBlocks.text("Per year for a typical family of four with one child in college. Up to \(federalTop) it is "
                + "the average price federal aid recipients paid\(year)."),
        ]
        if let full = CostByIncome.fullPrice(s) {
            out += curve(c, full: full)
        } else if let bands = s.cost?.netPriceByIncome, bands.contains(where: { $0 != nil }) {
            out += CostAid.byIncome(c, bands)
        } else {
            out.append(ProfileBlocks.text("Net price by family income isn't reported."))
        }
        return out
    }

    /// The curve with estimates off (CostCurve, CostAtIncome): the published steps under the full price, the words
    /// where the published data stop, the merit floor's legend, the readout at the default income, and what can move
    /// a family's price off the curve.
    static func curve(_ c: ProfileContext, full: Double) -> [Block] {
        let s = c.school
        let fullPath = fullPriceField(s)
        let bands = s.cost?.netPriceByIncome ?? []
        let columns = bandLabels.enumerated().compactMap { i, label -> PriceColumn? in
            guard let price = bands[safe: i] ?? nil, price.isFinite else { return nil }
            let gap = max(0, full - price)
            return PriceColumn(label: label, paid: c.value(FieldPath.netPriceByIncome, price, priceFormat(price)),
                               covered: c.value(fullPath, gap, priceFormat(gap)))
        }
        var out: [Block] = []
        if !columns.isEmpty {
            out.append(.columns(ColumnsBlock(columns: columns, reference: c.value(fullPath, full, priceFormat(full)),
                                             caption: "Published federal figures")))
        }
        let little = CostByIncome.littleAidAbove110K(s)
        out.append(ProfileBlocks.text(little ? CostByIncome.littleAidMessage
            : "\(CostByIncome.dataEndMessage)\n\nUse the college's calculator"))
        if let floor = meritFloor(s, full: full) { out.append(ProfileBlocks.text("\(floor). A possibility, not a promise")) }
        if let table = table(c, bands) { out.append(table) }
        let income = CostByIncome.dollarsK(defaultIncome)
        out += [ProfileBlocks.heading(3, "At your income", anchor: "at-your-income"),
                ProfileBlocks.text("At \(income): published data end at \(federalTop)"),
                ProfileBlocks.text("Published data end at \(federalTop); use the college's net price calculator for a number."),
                ProfileBlocks.text("Your own number depends on the details below, so use the college's calculator for it."),
                ProfileBlocks.heading(3, "What can change this", anchor: "what-can-change")]
        let method = methodology(s)
        var notes = ["Savings and investments above a typical amount raise the price. The curve assumes typical assets."]
        if method != "federal" {
            notes.append("Home equity: some colleges that use the CSS Profile count it. Check this college's own aid page "
                + "or calculator.")
        }
        if method == "institutional" {
            notes.append("Divorced or separated parents: colleges with their own formula usually ask for both parents' "
                + "finances.")
        }
        out.append(ProfileBlocks.text(notes.map { "- \($0)" }.joined(separator: "\n")))
        return out
    }

    /// The curve's "View as a table" (CostCurve's CurveTable, lib/cost-display.ts `tableRows` with estimates off): each
    /// federal band at its lower edge ("$41K a year", "no figure" for a band the college does not report), then every
    /// $50K from $150K, where the published data have ended.
    static func table(_ c: ProfileContext, _ bands: [Double?]) -> Block? {
        var rows = bandLabels.enumerated().map { i, label -> TableRow in
            guard let price = bands[safe: i] ?? nil, price.isFinite else { return TableRow(cells: [.text(label), .text("no figure")]) }
            let value = c.value(FieldPath.netPriceByIncome, price, priceFormat(price))
            return TableRow(cells: [.text(label), .values(CellValues(values: [value], note: "a year"))])
        }
        let ended = "published data end at \(federalTop)"
        for income in [150_000.0, 200_000, 250_000, 300_000, 350_000, PriceAtIncome.incomeMax] {
            let label = CostByIncome.dollarsK(income) + (income == PriceAtIncome.incomeMax ? " and above" : "")
            rows.append(TableRow(cells: [.text(label), .text(ended)]))
        }
        return ProfileBlocks.fold("View as a table", anchor: "cost-table", [.table(TableBlock(
            columns: [TableColumn(key: "income", label: "Family income"), TableColumn(key: "price", label: "Price per year")],
            rows: rows, sticky: TableSticky(columns: 1, header: false)))])
    }

    /// The merit floor's label (`meritFloorLabel`): the full price less the average merit award, and the share who got
    /// one; nil unless the college reports merit aid (or the proxy does) with a positive average.
    static func meritFloor(_ s: School, full: Double) -> String? {
        let share: Double?, average: Double?, proxy: Bool
        switch MeritAid.of(s) {
        case let .reported(sh, avg): (share, average, proxy) = (sh, avg, false)
        case let .proxy(sh, avg): (share, average, proxy) = (sh, avg, true)
        case .needOnly, .unknown: return nil
        }
        guard let average, average > 0 else { return nil }
        let price = max(0, full - average)
        let got = share.map { "\(SiteFormat.pctSmart($0)) got one" } ?? "some got one"
        return "With an average merit award: \(SiteFormat.display(price, as: priceFormat(price))) \u{00B7} "
            + "\(proxy ? "proxy: " : "")\(got)"
    }
}
