import Domain
import QuadAPIModels

/// The cost page below the price: price by family income (NetPriceByIncome), debt and payback, borrowing, who gets
/// aid (AidBreakdown, CdsAidTable), applying for aid and international aid (ApplyingForAid, InternationalAid).
enum CostAid {
    /// "What families at each income level pay": five income columns and a "No grants" column at the in-state
    /// sticker, values compact.
    static func byIncome(_ c: ProfileContext) -> [Block] {
        let s = c.school
        var out: [Block] = [ProfileBlocks.heading(2, "What families at each income level pay", anchor: "by-income")]
        guard let bands = s.cost?.netPriceByIncome, bands.contains(where: { $0 != nil }) else {
            out.append(ProfileBlocks.text("Net price by family income isn't reported."))
            return out
        }
        let sticker = ProfileFigures.stickerInState(s)
        let netYear = c.lineage.cited(FieldPath.netPriceByIncome, s).year
        let stickerCited = c.lineage.cited(FieldPath.sticker, s)
        let stickerYear = stickerCited.year ?? stickerCited.inputs?.first?.year
        var intro = "Average price after grants per year for students receiving federal aid"
            + (netYear.map { ", \($0)" } ?? "") + "."
        if sticker != nil {
            intro += " Students with no grants pay the full \(s.type == "public" ? "in-state " : "")sticker price."
        }
        out.append(ProfileBlocks.text(intro))
        let path = FieldPath.netPriceByIncome
        var columns = Tiers.incomeBands.enumerated().map { i, label in
            let paid = bands[safe: i] ?? nil
            let covered = paid.flatMap { p in sticker.map { max(0, $0 - p) } }
            return PriceColumn(label: label, paid: c.value(path, paid, .moneyCompact),
                               covered: c.value(FieldPath.sticker, covered, .moneyCompact))
        }
        if let sticker {
            columns.append(PriceColumn(label: "No grants", paid: c.value(FieldPath.sticker, sticker, .moneyCompact),
                                       covered: c.value(FieldPath.sticker, 0, .moneyCompact)))
        }
        out.append(.columns(ColumnsBlock(columns: columns, reference: sticker.map { c.value(FieldPath.sticker, $0, .moneyCompact) },
                                         caption: "Family income per year \u{00B7} with grants")))
        if sticker != nil, let netYear, let stickerYear {
            out.append(ProfileBlocks.text(netYear == stickerYear
                ? "Prices after grants and the full price are both for \(netYear)."
                : "Years are mixed: prices after grants are for \(netYear), the full price is for \(stickerYear) (the "
                    + "latest of each), so the grant shading is approximate."))
        }
        return out
    }

    /// "Median debt at graduation" (compact) with the monthly payment, and the payback estimate.
    static func debt(_ c: ProfileContext) -> [Block] {
        let o = c.school.outcomes
        let payback = Derived.paybackYears(c.school)
        guard o?.medianDebt != nil || payback != nil else { return [] }
        return [ProfileBlocks.heading(2, "Debt and payback", anchor: "debt"),
                ProfileBlocks.tiles([
                    ProfileBlocks.tile("Median debt at graduation", c.value(FieldPath.medianDebt, o?.medianDebt, .moneyCompact),
                                       term: "median-debt"),
                    ProfileBlocks.tile("\u{2248} per month for 10 years",
                                       c.value(FieldPath.monthlyLoanPayment, o?.monthlyLoanPayment, .money),
                                       term: "monthly-loan-payment"),
                    ProfileBlocks.tile("Payback estimate", c.value(FieldPath.paybackYears, payback, .years),
                                       hint: "of median salary to cover 4 years of net price", term: "payback"),
                ])].compactMap { $0 }
    }

    /// Borrowing and repayment (folded): who borrows, how much, and where borrowers stand three years out.
    static func borrowing(_ c: ProfileContext) -> Block? {
        let s = c.school
        let o = s.outcomes
        var blocks: [Block?] = [ProfileBlocks.benchmark(c, .loanRate, label: "Undergrads with a federal loan")]
        blocks.append(ProfileBlocks.tiles([
            ProfileBlocks.tile("First-years borrowing", c.value(FieldPath.loanShare, s.aid?.loanPct, .pct),
                               term: "federal-student-loan"),
            ProfileBlocks.tile("Average first-year loan", c.value("aid.loan_avg", s.aid?.loanAvg, .money)),
            ProfileBlocks.tile("Median debt, Pell Grant recipients", c.value("outcomes.median_debt_pell",
                                                                            o?.medianDebtPell, .money)),
            ProfileBlocks.tile("Median debt, no Pell Grant", c.value("outcomes.median_debt_no_pell",
                                                                     o?.medianDebtNoPell, .money)),
        ]))
        if let r = o?.repayment3yr {
            let statuses: [(String, ShareBand?, String)] = [
                ("Paid in full", r.paidInFull, "repay-paid"), ("Making progress", r.makingProgress, "repay-progress"),
                ("Not making progress", r.notMakingProgress, "repay-stalled"), ("Deferment", r.deferment, "repay-deferment"),
                ("Forbearance", r.forbearance, "repay-forbearance"), ("Delinquent", r.delinquent, "repay-delinquent"),
                ("Default", r.defaulted, "repay-default"), ("Discharged", r.discharged, "repay-discharged"),
            ]
            let path = "outcomes.repayment_3yr"
            let segments = statuses.compactMap { label, band, color -> BarSegment? in
                guard let low = band?.low, let high = band?.high else { return nil }
                return BarSegment(label: label, value: c.value(path, low, .pct),
                                  upper: low == high ? nil : c.value(path, high, .pct), color: color)
            }
            if !segments.isEmpty {
                blocks.append(.stackedBar(StackedBarBlock(segments: segments, label: "Borrowers three years after leaving")))
            }
        }
        guard blocks.contains(where: { $0 != nil }) else { return nil }
        return ProfileBlocks.fold("Show borrowing and repayment", anchor: "loans",
                                  [ProfileBlocks.heading(2, "Borrowing and repayment", anchor: "loans-detail")] + blocks)
    }

    /// "Who actually gets aid" (folded): generosity, who gets grants, where the aid comes from, aid by family income,
    /// and the college's own Common Data Set table.
    static func whoGetsAid(_ c: ProfileContext) -> Block? {
        let s = c.school
        guard let aid = s.aid else { return nil }
        var blocks: [Block?] = [ProfileBlocks.heading(2, "Who actually gets aid", anchor: "aid-detail"),
                                ProfileBlocks.text("Some colleges cover most of their price with grants; others cover "
                                    + "little. Here's how generous this one is, how many students get grants, where the "
                                    + "money comes from, and how it varies with family income.")]
        if let g = Derived.aidGenerosity(s) {
            blocks.append(.ring(RingBlock(value: c.value(.aidGenerosity), label: "Aid generosity",
                                          median: c.median(.aidGenerosity), caption: Tiers.generosity(g).label,
                                          term: "aid-generosity")))
            blocks.append(ProfileBlocks.takeaway(Takeaways.generosity(s, statistics: c.statistics)))
        }
        blocks.append(ProfileBlocks.heading(3, "Who gets grants", anchor: "who-gets-grants"))
        if let grant = aid.grantPct {
            let year = c.lineage.cited(FieldPath.grantShare, s).year.map { ", \($0)" } ?? ""
            let cohort = aid.cohort.map { " (\(SiteFormat.num($0)))" } ?? ""
            blocks.append(ProfileBlocks.text("Full-time first-year students\(cohort)\(year)"))
            blocks.append(ProfileBlocks.tiles([
                ProfileBlocks.tile("Received grants or scholarships", c.value(FieldPath.grantShare, grant, .pct),
                                   term: "grant-aid"),
                ProfileBlocks.tile("avg", c.value(FieldPath.grantAverage, aid.grantAvg, .money), term: "grant-aid"),
                ProfileBlocks.tile("No grants", c.value(FieldPath.grantShare, 1 - grant, .pct)),
            ]))
            let none = 1 - grant
            if none > 0.05 {
                let sticker = ProfileFigures.stickerPhrase(s).map { " of \($0)" } ?? ""
                blocks.append(ProfileBlocks.text("About **1 in \(SiteFormat.int(1 / none))** first-year students got no "
                    + "grant aid and paid the full sticker price\(sticker)."))
            }
        } else {
            blocks.append(ProfileBlocks.text("Grant aid isn't reported."))
        }
        blocks.append(ProfileBlocks.heading(3, "Where the aid comes from", anchor: "aid-sources"))
        let sources: [(String, String, Double?, String, Double?, String?)] = [
            ("From the college", "aid.institutional_pct", aid.institutionalPct, "aid.institutional_avg", aid.institutionalAvg,
             nil),
            ("Pell Grants", FieldPath.pellAidShare, aid.pellPct, "aid.pell_avg", aid.pellAvg, "pell-grant"),
            ("State or local grants", "aid.state_pct", aid.statePct, "", nil, nil),
            ("Student loans", FieldPath.loanShare, aid.loanPct, "aid.loan_avg", aid.loanAvg, "median-debt"),
        ]
        // AidBreakdown ShareBar: "{share} · avg {average}", a dash without a share.
        blocks.append(.table(TableBlock(
            columns: [TableColumn(key: "source", label: "Source"), TableColumn(key: "share", label: "Share")],
            rows: sources.map { label, path, share, avgPath, avg, term in
                let value = c.value(path, share, .pct)
                let cell: TableCell = share != nil && avg != nil
                    ? .values(CellValues(values: [value, c.value(avgPath, avg, .moneyCompact)], separator: " \u{00B7} avg "))
                    : .value(value)
                return TableRow(cells: [.text(label), cell], term: term)
            }, sticky: TableSticky(columns: 1, header: false))))
        blocks.append(ProfileBlocks.text("Share of first-year students receiving each; averages are per recipient."))
        blocks += incomeTable(c, aid)
        blocks += CostCdsAid.table(c)
        return ProfileBlocks.fold("Show who gets aid", anchor: "aid", blocks)
    }

    /// "Aid by family income": federal-aid recipients by income band with their average grant.
    static func incomeTable(_ c: ProfileContext, _ aid: SchoolAid) -> [Block?] {
        var out: [Block?] = [ProfileBlocks.heading(3, "Aid by family income", anchor: "aid-by-income")]
        guard let b = aid.byIncome else { return out + [ProfileBlocks.text("Aid by family income isn't reported.")] }
        let counts = b.counts ?? []
        let federal = counts.compactMap { $0 }.reduce(0, +)
        let of = federal > 0 ? aid.cohort.map { " (\(SiteFormat.num(federal)) of \(SiteFormat.num($0)))" } ?? "" : ""
        out.append(ProfileBlocks.text("**By family income**: only students who received federal aid\(of), because income "
            + "is only reported for them."))
        out.append(.table(TableBlock(
            columns: [TableColumn(key: "income", label: "Income"), TableColumn(key: "students", label: "Students"),
                      TableColumn(key: "grant", label: "Avg grant")],
            rows: Tiers.incomeBands.enumerated().map { i, band in
                TableRow(cells: [.text(band), .value(c.value("aid.by_income", counts[safe: i] ?? nil, .num)),
                                 .value(c.value("aid.by_income", b.avgGrant?[safe: i] ?? nil, .moneyCompact))])
            }, sticky: TableSticky(columns: 1, header: false))))
        return out
    }
}
