import Domain
import QuadAPIModels

/// `GET /schools/{id}/cost`: What it costs (screens-map §3.3).
public enum CostScreen {
    /// The Cost & aid screen; a 404 when the college has no cost data.
    public static func build(_ c: ProfileContext) throws(APIError) -> Screen {
        try c.require(.cost)
        let s = c.school
        var blocks: [Block?] = [links(c)]
        blocks += whatStudentsPay(c)
        blocks.append(planChips(s))
        blocks += byIncome(c)
        blocks += debt(c)
        blocks.append(borrowing(c))
        blocks.append(whoGetsAid(c))
        let since = TenYearBlocks.line(c, "avg_paid_all").flatMap { line in
            ProfileBlocks.tiles([StatTile(label: "Average cost", value: c.value(.avgCost).with(delta: line.delta),
                                          term: "average-cost")])
        }
        return ProfileBlocks.topicScreen(
            c, .cost, title: "What it costs", takeaway: Takeaways.cost(s, statistics: c.statistics), since: since,
            paths: ProfileFields.cost, blocks: blocks)
    }

    /// The net price calculator, the financial aid office and veterans' benefits.
    static func links(_ c: ProfileContext) -> Block? {
        let l = c.school.links
        let links = [("Net price calculator", l?.priceCalculator), ("Financial aid office", l?.financialAid),
                     ("Benefits for veterans", l?.veterans)].compactMap { label, url in
            url.flatMap { $0.isEmpty ? nil : Link(label: label, href: $0) }
        }
        return links.isEmpty ? nil : .links(LinksBlock(links: links, style: .buttons))
    }

    /// Full price, less grants averaged over every first-year, is the average cost; the sticker prices beside it.
    static func whatStudentsPay(_ c: ProfileContext) -> [Block] {
        let s = c.school
        guard let b = s.cost?.breakdown, let full = b.fullPrice else {
            return s.cost?.avgPaidAll == nil ? [] : [ProfileBlocks.heading(2, "What students pay", anchor: "pay"),
                                                      ProfileBlocks.tiles([ProfileBlocks.tile("Average total cost",
                                                                                              c.value(.avgCost))])].compactMap { $0 }
        }
        let path = FieldPath.breakdown
        let parts: [(String, Double?, String)] = [("Tuition and fees", b.tuitionFees, "cost-tuition"),
                                                  ("Housing and food", b.roomBoard, "cost-housing"),
                                                  ("Books and supplies", b.books, "cost-books"),
                                                  ("Other costs", b.other, "cost-other")]
        var steps = [WaterfallStep(
            label: "Full price", value: c.value(path, full, .money), op: .start,
            parts: parts.compactMap { label, v, color in
                v.map { BarSegment(label: label, value: c.value(path, $0, .money), color: color) }
            }, term: "cost-of-attendance")]
        if let grants = b.grantPerStudent {
            steps.append(WaterfallStep(label: "Grants, averaged over every first-year",
                                       value: c.value(path, grants, .money), op: .subtract, term: "grant-aid"))
        }
        steps.append(WaterfallStep(label: "Average cost", value: c.value(.avgCost), op: .total, term: "average-cost"))
        var note: String?
        if let share = s.aid?.grantPct, let avg = s.aid?.grantAvg {
            note = "\(SiteFormat.pct(share)) got grants averaging \(SiteFormat.money(avg)); "
                + "\(SiteFormat.pct(1 - share)) got none."
        }
        let fullLabel = s.type == "public" ? "Full price, in-state" : "Full price"
        var tiles: [StatTile?] = [
            ProfileBlocks.tile("Net price with grants", c.value(.netPrice), term: "net-price"),
            ProfileBlocks.tile(fullLabel, c.value(FieldPath.sticker, ProfileFigures.stickerInState(s), .money),
                               term: "cost-of-attendance"),
        ]
        if s.type == "public", let out = s.cost?.sticker?.outOfState, out != ProfileFigures.stickerInState(s) {
            tiles.append(ProfileBlocks.tile("Full price, out-of-state", c.value(FieldPath.sticker, out, .money),
                                            term: "in-state-tuition"))
        }
        return [ProfileBlocks.heading(2, "What students pay", anchor: "pay"),
                .waterfall(WaterfallBlock(steps: steps, note: note)), ProfileBlocks.tiles(tiles)].compactMap { $0 }
    }

    /// "Tuition guarantee" and "Part of a Promise program".
    static func planChips(_ s: School) -> Block? {
        var chips: [Chip] = []
        if s.cost?.tuitionPlans?.contains("guarantee") == true {
            chips.append(Chip(label: "Tuition guarantee", term: "tuition-guarantee"))
        }
        if s.cost?.promiseProgram == true { chips.append(Chip(label: "Part of a Promise program", term: "promise-program")) }
        return chips.isEmpty ? nil : .chips(ChipsBlock(chips: chips))
    }

    /// What families paid at each income level, against the in-state sticker (what a family with no grant pays).
    static func byIncome(_ c: ProfileContext) -> [Block] {
        let s = c.school
        var out: [Block] = [ProfileBlocks.heading(2, "Price by family income", anchor: "income")]
        guard let bands = s.cost?.netPriceByIncome, bands.contains(where: { $0 != nil }) else {
            out.append(ProfileBlocks.text("Net price by family income isn\u{2019}t reported."))
            return out
        }
        let sticker = ProfileFigures.stickerInState(s)
        let path = FieldPath.netPriceByIncome
        let columns = Tiers.incomeBands.enumerated().map { i, label in
            let paid = bands[safe: i] ?? nil
            let covered = paid.flatMap { p in sticker.map { max(0, $0 - p) } }
            return PriceColumn(label: label, paid: c.value(path, paid, .money),
                               covered: c.value(FieldPath.sticker, covered, .money))
        }
        out.append(.columns(ColumnsBlock(
            columns: columns, average: c.reported(.netPrice),
            reference: sticker.map { c.value(FieldPath.sticker, $0, .money) }, caption: "Family income per year")))
        return out
    }

    /// Median debt, the monthly payment, and how many years of earnings four years of cost take.
    static func debt(_ c: ProfileContext) -> [Block] {
        let o = c.school.outcomes
        let payback = Derived.paybackYears(c.school)
        guard o?.medianDebt != nil || payback != nil else { return [] }
        let monthly = o?.monthlyLoanPayment
        return [ProfileBlocks.heading(2, "Debt and payback", anchor: "debt"),
                ProfileBlocks.tiles([
                    ProfileBlocks.tile("Median debt at graduation", c.value(.debt), term: "median-debt"),
                    ProfileBlocks.tile("Monthly payment", c.value(FieldPath.monthlyLoanPayment, monthly,
                                                                  display: monthly.map { "\u{2248} \(SiteFormat.money($0))/month for 10 years" } ?? "",
                                                                  .money), term: "monthly-loan-payment"),
                    ProfileBlocks.tile("Payback estimate", c.value(FieldPath.paybackYears, payback,
                                                                   display: payback.map { "\(JSNumber.toFixed($0, 1)) yrs" } ?? "",
                                                                   .fixed2),
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
            let segments = statuses.compactMap { label, band, color -> BarSegment? in
                guard let low = band?.low, let high = band?.high else { return nil }
                let display = low == high ? SiteFormat.pct(low) : "\(SiteFormat.pct(low))\u{2013}\(SiteFormat.pct(high))"
                return BarSegment(label: label, value: c.value("outcomes.repayment_3yr", (low + high) / 2,
                                                               display: display, .pct), color: color)
            }
            if !segments.isEmpty {
                blocks.append(.stackedBar(StackedBarBlock(segments: segments,
                                                          label: "Borrowers three years after leaving")))
            }
        }
        guard blocks.contains(where: { $0 != nil }) else { return nil }
        return ProfileBlocks.fold("Show borrowing and repayment", anchor: "borrowing",
                                  [ProfileBlocks.heading(2, "Borrowing and repayment", anchor: "borrowing-detail")] + blocks)
    }

    /// Who actually gets aid (folded): aid generosity and the grant breakdown.
    static func whoGetsAid(_ c: ProfileContext) -> Block? {
        let s = c.school
        let aid = s.aid
        var blocks: [Block?] = []
        if let g = Derived.aidGenerosity(s) {
            blocks.append(.ring(RingBlock(value: c.value(.aidGenerosity), label: "Aid generosity",
                                          median: c.median(.aidGenerosity), caption: Tiers.generosity(g).label,
                                          term: "aid-generosity")))
            blocks.append(ProfileBlocks.takeaway(Takeaways.generosity(s, statistics: c.statistics)))
        }
        blocks.append(ProfileBlocks.tiles([
            ProfileBlocks.tile("Receive grants", c.value(FieldPath.grantShare, aid?.grantPct, .pct), term: "grant-aid"),
            ProfileBlocks.tile("Average grant", c.value(FieldPath.grantAverage, aid?.grantAvg, .money), term: "grant-aid"),
            ProfileBlocks.tile("Aid from the college itself", c.value("aid.institutional_pct", aid?.institutionalPct, .pct)),
            ProfileBlocks.tile("Pell Grants", c.value(FieldPath.pellAidShare, aid?.pellPct, .pct), term: "pell-grant"),
            ProfileBlocks.tile("State grants", c.value("aid.state_pct", aid?.statePct, .pct)),
        ]))
        guard blocks.contains(where: { $0 != nil }) else { return nil }
        return ProfileBlocks.fold("Show who actually gets aid", anchor: "aid",
                                  [ProfileBlocks.heading(2, "Who actually gets aid", anchor: "aid-detail")] + blocks)
    }
}
