import Domain
import QuadAPIModels

/// "By family income": each college's price at one family income (the slider, $0 to $400K), from the federal
/// net-price bands, which end at $110K (this server shows no estimates above them), and the bands as a table. Prices
/// print rounded to $1K ("$41K", `moneyK`), as the site's NetPriceAtIncome prints every price (lib/cost-at-income's
/// dollarsK), in the bars and in the table.
enum CompareIncomeBlocks {
    /// "$150K", "$400K+" at the slider's top.
    static func incomeLabel(_ income: Int) -> String {
        let text = SiteFormat.moneyCompact(Double(income))
        return income == CompareQuery.incomes.last ? text + "+" : text
    }

    static func section(_ c: CompareContext) -> [Block] {
        let income = c.query.income
        var out: [Block] = [
            CompareBlocks.heading(2, "By family income", anchor: "by-income"),
            .controls(ControlsBlock(controls: [QueryControl(
                type: .slider, param: "income", label: "Family income per year",
                options: CompareQuery.incomes.map { n in
                    ControlOption(label: incomeLabel(n), value: n == CompareQuery.defaultIncome ? nil : String(n),
                                  selected: n == income,
                                  href: c.href(.cost, query: n == CompareQuery.defaultIncome ? [] : [("income", String(n))],
                                               hash: "by-income"))
                })])),
        ]
        let full = max(1, c.schools.compactMap { $0.cost?.costOfAttendance ?? ProfileFigures.stickerInState($0) }.max() ?? 0)
        let above = Double(income) >= CompareCostScreen.publishedTop
        out.append(CompareBlocks.bars(
            c, CompareBar("Price per year at \(incomeLabel(income)) family income", term: "net-price-by-income",
                          field: FieldPath.netPriceByIncome, format: .moneyK) { ExploreEngine.priceAt($0, income: Double(income)) },
            max: full, missing: { _ in above ? "Published data end at $110K" : CompareCards.notReported }))
        out.append(CompareBlocks.text("Bars share one scale: the largest full price. Average net price per year for students "
            + "receiving federal aid; families who didn't file the FAFSA aren't included."))
        let bands = c.schools.map { $0.cost?.netPriceByIncome }
        guard bands.contains(where: { ($0 ?? []).contains { $0 != nil } }) else {
            out.append(CompareBlocks.text("None of these colleges report net price by family income."))
            return out
        }
        let labels = Tiers.incomeBands.dropLast().map { $0 } + ["Over $110K, average"]
        // A band without a price says "Not reported"; the average over $110K a dash (NetPriceAtIncome's table).
        let over = labels.count - 1
        out.append(CompareBlocks.textTable(c, first: "Family income", rows: labels.enumerated().map { b, label in
            CompareTableRow(label, "net-price-by-income", FieldPath.netPriceByIncome, format: .moneyK) { s in
                let price = s.cost?.netPriceByIncome.flatMap { $0.indices.contains(b) ? $0[b] : nil }
                if let price { return CompareCell(SiteFormat.display(price, as: .moneyK), number: price) }
                return b == over ? nil : CompareCell(CompareCards.notReported)
            }
        }))
        return out
    }
}
