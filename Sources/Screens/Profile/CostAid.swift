import Domain
import QuadAPIModels

/// The cost page below the price: price by family income (NetPriceByIncome), debt and payback, borrowing, who gets
/// aid (AidBreakdown, CdsAidTable), applying for aid and international aid (ApplyingForAid, InternationalAid).
enum CostAid {
    /// NetPriceByIncome, for a college with prices by income but no full price to draw a curve from: five income
    /// columns and a "No grants" column at the in-state sticker, values compact, with the line about their years.
    static func byIncome(_ c: ProfileContext, _ bands: [Double?]) -> [Block] {
        let s = c.school
        var out: [Block] = []
        let sticker = ProfileFigures.stickerInState(s)
        let netYear = c.lineage.cited(FieldPath.netPriceByIncome, s).year
        let stickerCited = c.lineage.cited(FieldPath.sticker, s)
        let stickerYear = stickerCited.year ?? stickerCited.inputs?.first?.year
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
                    // "≈ $N/month for 10 years" prints under the median debt only.
                    ProfileBlocks.tile("\u{2248} per month for 10 years",
                                       c.value(FieldPath.monthlyLoanPayment, o?.medianDebt == nil ? nil : o?.monthlyLoanPayment,
                                               .money),
                                       term: "monthly-loan-payment"),
                    ProfileBlocks.tile("Payback estimate", c.value(FieldPath.paybackYears, payback, .years),
                                       hint: "of median salary to cover 4 years of net price", term: "payback"),
                ])].compactMap { $0 }
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
        blocks += generosity(c)
        blocks.append(ProfileBlocks.heading(3, "Who gets grants", anchor: "who-gets-grants"))
        let year = c.lineage.cited(FieldPath.grantShare, s).year.map { ", \($0)" } ?? ""
        let cohort = aid.cohort.map { " (\(SiteFormat.num($0)))" } ?? ""
        blocks.append(ProfileBlocks.text("Full-time first-year students\(cohort)\(year)"))
        if let grant = aid.grantPct {
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
             "institutional-aid"),
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
        return ProfileBlocks.fold("Show who gets aid",
                                  note: "How generous grants are, who gets them, where aid comes from, and aid by family income",
                                  anchor: "aid", blocks)
    }

    /// AidGenerosityCard: "Aid generosity", the ring ("Grants cover N% of the full price", "of full price" under the
    /// share), the tier, the takeaway, the sum behind it, and the strip against every college.
    static func generosity(_ c: ProfileContext) -> [Block] {
        let s = c.school
        guard let g = Derived.aidGenerosity(s), let b = s.cost?.breakdown else { return [] }
        let grants = b.grantPerStudent.map(SiteFormat.money) ?? SiteFormat.missing
        let full = b.fullPrice.map(SiteFormat.money) ?? SiteFormat.missing
        return [
            ProfileBlocks.heading(3, "Aid generosity", anchor: "aid-generosity"),
            .ring(RingBlock(value: c.value(.aidGenerosity), label: "Grants cover \(SiteFormat.pct(g)) of the full price",
                            caption: "of full price", term: "aid-generosity")),
            .chips(ChipsBlock(chips: [Chip(label: Tiers.generosity(g).label)])),
            ProfileBlocks.takeaway(Takeaways.generosity(s, statistics: c.statistics)),
            ProfileBlocks.text("\(grants) in grants per first-year \u{00F7} \(full) full price."),
            ProfileBlocks.strip(c, .aidGenerosity, format: .pct, phrase: "more generous than", lowLabel: "Limited",
                                highLabel: "Very generous", label: "Compared to every college"),
        ].compactMap { $0 }
    }

    /// "The whole first-year class (N)" (AidBreakdown's classRows): the cohort split into federal-aid recipients with
    /// grants, students with grants but no federal aid, and students without grants, each with its average grant;
    /// only when the counts partition the class (no negative remainder).
    static func wholeClass(_ c: ProfileContext, _ aid: SchoolAid) -> [Block?] {
        func sum(_ xs: [Double?]?) -> Double? { xs.map { $0.reduce(0) { $0 + ($1 ?? 0) } } }
        guard let cohort = aid.cohort, cohort > 0, let grantCount = aid.grantCount,
              let fedGranted = sum(aid.byIncome?.granted), grantCount - fedGranted >= 0 else { return [] }
        let fedTotal = sum(aid.byIncome?.totalGrants)
        let other = grantCount - fedGranted, none = cohort - grantCount
        let fedAvg = fedGranted > 0 ? fedTotal.map { $0 / fedGranted } : nil
        let otherAvg = other > 0 ? aid.grantTotal.flatMap { total in fedTotal.map { (total - $0) / other } } : nil
        let rows: [(String, String, Double, String, Double?, String)] = [
            ("Federal aid + grants", "aid.by_income", fedGranted, "aid.by_income", fedAvg, MetricDomain.value.colorToken),
            ("Grants, no federal aid", "aid.grant_count", other, "aid.grant_total", otherAvg, "cost-2"),
            ("No grants", "aid.cohort", none, "", nil, "muted"),
        ]
        let bar = StackedBarBlock(segments: rows.map { label, path, n, _, _, color in
            BarSegment(label: label, value: c.value(path, n, .num), color: color)
        }, label: "The whole first-year class (\(SiteFormat.num(cohort)))")
        let table = TableBlock(
            columns: [TableColumn(key: "group", label: "Group"), TableColumn(key: "students", label: "Students"),
                      TableColumn(key: "grant", label: "Avg grant")],
            rows: rows.map { label, path, n, avgPath, avg, _ in
                let note: TableCell = label == "No grants" ? .text("pay full price")
                    : avg.map { .value(c.value(avgPath, $0, .moneyCompact)) } ?? .text("")
                return TableRow(cells: [.text(label), .value(c.value(path, n, .num)), note])
            }, sticky: TableSticky(columns: 1, header: false))
        return [.stackedBar(bar), .table(table),
                ProfileBlocks.text("Students with grants but no federal aid usually got the college's own need-based aid "
                    + "(without federal loans or Pell) or merit aid.")]
    }

    /// "Aid by family income": federal-aid recipients by income band with their average grant.
    static func incomeTable(_ c: ProfileContext, _ aid: SchoolAid) -> [Block?] {
        var out: [Block?] = [ProfileBlocks.heading(3, "Aid by family income", anchor: "aid-by-income")]
        out += wholeClass(c, aid)
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
