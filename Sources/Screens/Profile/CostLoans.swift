import Domain
import QuadAPIModels

/// "Borrowing and repayment" on the cost page (components/school/LoansCard with lib/repayment.ts): who borrows
/// federally, median federal debt by background, and where borrowers stand three years into repayment.
enum CostLoans {
    /// Scorecard's eight statuses grouped into six (REPAYMENT_GROUPS), with their color tokens.
    static func groups(_ r: SchoolOutcomes.Repayment) -> [(label: String, color: String, statuses: [ShareBand?])] {
        [("Paid in full", "repay-paid", [r.paidInFull]),
         ("Paying it down", "repay-progress", [r.makingProgress]),
         ("Payments paused", "repay-deferment", [r.deferment, r.forbearance]),
         ("Not paying it down", "repay-stalled", [r.notMakingProgress]),
         ("Behind or in default", "repay-delinquent", [r.delinquent, r.defaulted]),
         ("Forgiven or discharged", "repay-discharged", [r.discharged])]
    }

    /// The six groups' ranges (members' lows and highs added), or nil unless all eight statuses are published and
    /// their midpoints add to within 10 points of 100% (`repaymentGroups`).
    static func repaymentGroups(_ r: SchoolOutcomes.Repayment?) -> [(label: String, color: String, low: Double, high: Double)]? {
        guard let r else { return nil }
        var out: [(label: String, color: String, low: Double, high: Double)] = []
        for g in groups(r) {
            var low = 0.0, high = 0.0
            for band in g.statuses {
                guard let l = band?.low, let h = band?.high else { return nil }
                low += l
                high += h
            }
            out.append((g.label, g.color, low, high))
        }
        let total = out.reduce(0) { $0 + ($1.low + $1.high) / 2 }
        return abs(total - 1) > 0.1 ? nil : out
    }

    /// "About 1 in 10 undergrads borrows federally." (`loanRatePhrase`).
    static func loanRatePhrase(_ rate: Double) -> String {
        if rate == 0 { return "No undergrads took federal loans (some colleges don't take part in the federal loan program)." }
        if rate < 0.05 { return "Very few undergrads borrow federally." }
        let n = JSNumber.round(1 / rate)
        return n <= 10 && abs(1 / n - rate) < 0.04 ? "About 1 in \(SiteFormat.int(n)) undergrads borrows federally."
            : "\(SiteFormat.pct(rate)) of undergrads borrow federally."
    }

    /// The folded card; nil when the college reports none of it (`hasLoanData`).
    static func borrowing(_ c: ProfileContext) -> Block? {
        let o = c.school.outcomes
        let inc = o?.medianDebtByIncome
        let debts: [(String, String, Double?)] = [
            ("Pell Grant recipients", "outcomes.median_debt_pell", o?.medianDebtPell),
            ("No Pell Grant", "outcomes.median_debt_no_pell", o?.medianDebtNoPell),
            ("Family income under $30K", "outcomes.median_debt_by_income", inc?.low),
            ("$30K\u{2013}$75K", "outcomes.median_debt_by_income", inc?.mid),
            ("Over $75K", "outcomes.median_debt_by_income", inc?.high),
        ].filter { $0.2 != nil }
        let groups = repaymentGroups(o?.repayment3yr)
        guard o?.federalLoanRate != nil || !debts.isEmpty || groups != nil else { return nil }
        var blocks: [Block?] = [ProfileBlocks.heading(2, "Borrowing and repayment", anchor: "loans-detail")]
        if let rate = o?.federalLoanRate {
            blocks.append(ProfileBlocks.benchmark(c, .loanRate, label: "Undergrads with a federal loan", format: .pct))
            blocks.append(ProfileBlocks.text(loanRatePhrase(rate)))
        }
        if !debts.isEmpty {
            blocks.append(ProfileBlocks.heading(3, "Median federal debt, by background", anchor: "debt-by-background"))
            blocks.append(ProfileBlocks.text("Everyone who borrowed and left, whether or not they graduated."))
            blocks.append(.table(TableBlock(
                columns: [TableColumn(key: "background", label: "Background"),
                          TableColumn(key: "debt", label: "Median debt", term: "median-debt")],
                rows: debts.map { label, path, v in TableRow(cells: [.text(label), .value(c.value(path, v, .money))]) },
                sticky: TableSticky(columns: 1, header: false))))
        }
        if let groups {
            let path = "outcomes.repayment_3yr"
            blocks.append(ProfileBlocks.heading(3, "Three years into repayment", anchor: "repayment"))
            blocks.append(ProfileBlocks.text("Where former undergraduates stand on their federal loans."))
            // rangeLabel: one figure when both ends round to the same whole percent, else "31–32%" (the low end
            // without its sign).
            blocks.append(.stackedBar(StackedBarBlock(segments: groups.map { g in
                let same = JSNumber.round(g.low * 100) == JSNumber.round(g.high * 100)
                return BarSegment(label: g.label, value: c.value(path, g.low, same ? .pct : .pctRangeLow),
                                  upper: same ? nil : c.value(path, g.high, .pct), color: g.color)
            }, label: "Three years into repayment")))
            blocks.append(ProfileBlocks.text("Some shares are published as a small range to protect privacy."))
        }
        return ProfileBlocks.fold("Show borrowing and repayment",
                                  note: "Who takes federal loans, debt by background, and how repayment is going",
                                  anchor: "loans", blocks)
    }
}
