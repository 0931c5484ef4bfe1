import Domain
import QuadAPIModels

/// "By family income" (the site's NetPriceCompare and NetPriceAtIncome): each college's price at one family income
/// (the slider, $0 to $400K) as bars on one scale, the largest full price, and the same prices at fixed incomes as a
/// table. Up to $110K a price is the federal band's; above it the published site shows no estimate (its accuracy
/// pilot has not passed), so a college says why instead (``PriceAtIncome``). Prices print rounded to $1K ("$41K",
/// `moneyK`), as the site's dollarsK prints them. The section cites `derived.cost_estimate`, as the site's card title
/// does.
enum CompareIncomeBlocks {
    /// The field the prices at an income cite: up to $110K the band's published figure, above it the estimate.
    static let field = "derived.cost_estimate"

    /// "$150K", "$400K+" at the slider's top.
    static func incomeLabel(_ income: Int) -> String {
        let text = SiteFormat.moneyCompact(Double(income))
        return income == CompareQuery.incomes.last ? text + "+" : text
    }

    /// Whether the section has anything to show: some college has a full price (a curve) or a published $110K+
    /// average; otherwise it is the one line "None of these colleges report net price by family income."
    static func shows(_ c: CompareContext) -> Bool {
        c.schools.contains { CostByIncome.fullPrice($0) != nil || over110($0) != nil }
    }

    /// The published average over every income above $110K (the fifth band).
    static func over110(_ s: School) -> Double? {
        guard let bands = s.cost?.netPriceByIncome, bands.count > 4, let v = bands[4], v.isFinite else { return nil }
        return v
    }

    static func section(_ c: CompareContext) -> [Block] {
        var out: [Block] = [CompareBlocks.heading(2, "By family income", anchor: "by-income")]
        guard shows(c) else {
            out.append(CompareBlocks.text("None of these colleges report net price by family income."))
            return out
        }
        let income = c.query.income
        let year = c.lineage.cited(FieldPath.netPriceByIncome).year.map { ", \($0)" } ?? ""
        out.append(CompareBlocks.heading(3, "What families at each income pay", anchor: "by-income-prices"))
        out.append(CompareBlocks.text("Up to \(CostByIncome.dollarsK(CostByIncome.federalTop)): the average net price per "
            + "year for students receiving federal aid\(year); families who didn't file the FAFSA aren't included. Above "
            + "it the published data end. For your own number, use the college's "
            + "[net price calculator](/glossary#net-price-calculator)."))
        out.append(.controls(ControlsBlock(controls: [QueryControl(
            type: .slider, param: "income", label: "Family income per year",
            options: CompareQuery.incomes.map { n in
                ControlOption(label: incomeLabel(n), value: n == CompareQuery.defaultIncome ? nil : String(n),
                              selected: n == income,
                              href: c.href(.cost, query: n == CompareQuery.defaultIncome ? [] : [("income", String(n))],
                                           hash: "by-income"))
            })])))
        out += bars(c, income: Double(income))
        out += table(c)
        return out
    }

    /// A bar per college at `income`, on the scale of the largest full price; a college without a figure says why,
    /// and above $110K a college offering merit aid gets the site's "Merit possible" note.
    static func bars(_ c: CompareContext, income: Double) -> [Block] {
        let prices = c.schools.map { PriceAtIncome.of($0, income: income) }
        let full = max(1, c.schools.compactMap(CostByIncome.fullPrice).max() ?? 0)
        let values = c.indices.map { c.value(field, $0, prices[$0].price, .moneyK) }
        let notes = prices.map(\.message)
        var out: [Block] = [.groupedBars(GroupedBarsBlock(
            groups: [BarGroup(label: "Family income per year \(PriceAtIncome.incomeLabel(income))",
                              term: "net-price-by-income", values: values,
                              notes: notes.contains { $0 != nil } ? notes : nil)],
            series: CompareBlocks.series(c), scale: AxisScale(min: 0, max: full, format: .moneyK)))]
        let merit = c.indices.compactMap { i in
            PriceAtIncome.meritNote(MeritAid.of(c.schools[i]), income: income).map { "\(c.names[i]): \($0)" }
        }
        if !merit.isEmpty { out.append(CompareBlocks.text(merit.joined(separator: "\n\n"))) }
        out.append(CompareBlocks.text("Published (federal figure, up to \(CostByIncome.dollarsK(CostByIncome.federalTop))). "
            + "Bars share one scale: the largest full price."))
        return out
    }

    /// The prices at fixed incomes: the four federal bands (each at its lower edge), the published average over
    /// $110K, then $125K to $400K or more (a dash each, with estimates off); under it what the average means and why
    /// each college has no price above $110K.
    static func table(_ c: CompareContext) -> [Block] {
        let band = FieldPath.netPriceByIncome
        var rows = zip(Tiers.incomeBands, PriceAtIncome.bandBottoms).map { label, income in
            CompareTableRow(label, "net-price-by-income", band, format: .moneyK) { s in
                let p = PriceAtIncome.of(s, income: income)
                return p.price.map { CompareCell(SiteFormat.display($0, as: .moneyK), number: $0) }
                    ?? CompareCell(p.message ?? SiteFormat.missing)
            }
        }
        rows.append(CompareTableRow("Over \(CostByIncome.dollarsK(CostByIncome.federalTop)), average", "net-price-by-income",
                                    band, format: .moneyK) { s in
            over110(s).map { CompareCell(SiteFormat.display($0, as: .moneyK), number: $0) }
        })
        rows += PriceAtIncome.tableIncomesAbove.map { income in
            CompareTableRow(PriceAtIncome.incomeLabel(income), "net-price-by-income", field, format: .moneyK) { s in
                PriceAtIncome.of(s, income: income).price.map { CompareCell(SiteFormat.display($0, as: .moneyK), number: $0) }
            }
        }
        let why = c.indices.compactMap { i in
            PriceAtIncome.of(c.schools[i], income: PriceAtIncome.incomeMax).message.map { "\(c.names[i]): \($0)" }
        }
        return [
            CompareBlocks.textTable(c, first: "Family income", rows: rows),
            CompareBlocks.text((["The average over \(CostByIncome.dollarsK(CostByIncome.federalTop)) is what all families "
                + "above that income who filed the FAFSA paid."] + why).joined(separator: "\n\n")),
        ]
    }
}
