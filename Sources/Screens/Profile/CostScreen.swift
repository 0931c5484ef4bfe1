import Core
import Domain
import QuadAPIModels

/// `GET /schools/{id}/cost`: What it costs (app/schools/[id]/cost/page.tsx).
public enum CostScreen {
    /// The Cost & aid screen; a 404 when the college has no cost data.
    public static func build(_ c: ProfileContext) throws(APIError) -> Screen {
        try c.require(.cost)
        let s = c.school
        var blocks: [Block?] = CostByIncomeBlocks.facts(c) + CostByIncomeBlocks.section(c) + links(c)
        if s.cost?.avgPaidAll != nil || s.cost?.sticker != nil { blocks += whatStudentsPay(c) }
        blocks += CostNextYear.blocks(c)
        blocks.append(planChips(s))
        blocks += CostAid.debt(c)
        blocks.append(CostLoans.borrowing(c))
        blocks.append(CostAid.whoGetsAid(c))
        blocks += CostAid.applyingForAid(c)
        blocks += CostAid.internationalAid(c)
        return ProfileBlocks.topicScreen(
            c, .cost, title: "What it costs", takeaway: Takeaways.cost(s, statistics: c.statistics),
            since: TenYearBlocks.headline(c, key: "avg_paid_all", color: MetricDomain.value.colorToken),
            paths: ProfileFields.cost, blocks: blocks)
    }

    /// The net price calculator with the site's words ("For your family's real number, …"), then the financial aid
    /// office and veterans' benefits.
    static func links(_ c: ProfileContext) -> [Block] {
        let l = c.school.links
        let links = [("Net price calculator", l?.priceCalculator), ("Financial aid office", l?.financialAid),
                     ("Veterans' benefits", l?.veterans)].compactMap { label, url in
            url.flatMap { $0.isEmpty ? nil : Link(label: label, href: $0) }
        }
        guard !links.isEmpty else { return [] }
        let words = links.first?.label == "Net price calculator" ? [ProfileBlocks.text(
            "**For your family's real number, use \(c.school.name)'s "
                + "[net price calculator](/glossary#net-price-calculator).** It takes about 15 minutes and uses your own "
                + "income and savings.")] : []
        return words + [.links(LinksBlock(links: links, style: .buttons))]
    }

    /// WhatStudentsPay: the headline average, the cost waterfall (CostBreakdown), the national comparison, who pays
    /// what, and the sticker price by residency at publics (else the sticker sum).
    static func whatStudentsPay(_ c: ProfileContext) -> [Block] {
        let s = c.school
        let cost = s.cost
        let year = cost?.year ?? ""
        let isPublic = s.type == "public"
        var out: [Block?] = [ProfileBlocks.heading(2, "What students pay", anchor: "price")]
        out.append(.statTiles(StatTilesBlock(tiles: [StatTile(
            label: "Average total cost per year, all first-years (est.)",
            value: c.value(FieldPath.avgPaidAll, cost?.avgPaidAll, .money),
            hint: "Tuition, housing, food, books & other expenses, after grants \u{00B7} \(year)", term: "average-cost")])))
        out.append(waterfall(c))
        let comparison = nationalBar(c)
        if isPublic { out += comparison }
        out += whoPaysWhat(c)
        out += residencyPrices(c)
        if ProfileFigures.stickerPhrase(s) == nil, s.aid?.grantPct == nil {
            out.append(ProfileBlocks.text("Price details aren't reported."))
        }
        if !isPublic { out += comparison }
        return out.compactMap { $0 }
    }

    /// CostBreakdown: full price (stacked by what it's for) − grants averaged over every first-year = average total
    /// cost; "averaged across in-state & out-of-state" at publics with students at both rates.
    static func waterfall(_ c: ProfileContext) -> Block? {
        let s = c.school
        guard let b = s.cost?.breakdown, let full = b.fullPrice, let grants = b.grantPerStudent else { return nil }
        let path = FieldPath.breakdown
        let out = s.cost?.residency?.outOfState ?? 0
        let mixed = s.type == "public" && out > 0 && out < 1
        let parts: [(String, Double?, String)] = [("Tuition & fees", b.tuitionFees, "cost-1"),
                                                  ("Room & board", b.roomBoard, "cost-2"),
                                                  ("Books & supplies", b.books, "cost-3"),
                                                  ("Other expenses", b.other, "cost-4")]
        let steps = [
            WaterfallStep(label: "Full price" + (mixed ? ", averaged across in-state & out-of-state" : ""),
                          value: c.value(path, full, .money), op: .start,
                          parts: parts.compactMap { label, v, color in
                              v.map { BarSegment(label: label, value: c.value(path, $0, .moneyCompact), color: color) }
                          }, term: "cost-of-attendance"),
            WaterfallStep(label: "\u{2212} Grants, averaged over every first-year", value: c.value(path, grants, .money),
                          op: .subtract, term: "grant-aid"),
            WaterfallStep(label: "= Average total cost", value: c.value(path, full - grants, .money), op: .total),
        ]
        var note: String?
        if let share = s.aid?.grantPct, let avg = s.aid?.grantAvg {
            note = "\(SiteFormat.pct(share)) got grants averaging \(SiteFormat.money(avg)); "
                + "\(SiteFormat.pct(1 - share)) got none."
        }
        return .waterfall(WaterfallBlock(steps: steps, note: note))
    }

    /// "Compared to all colleges": the average total cost against the national median when the college reports it,
    /// and the caveats, which WhatStudentsPay prints either way.
    static func nationalBar(_ c: ProfileContext) -> [Block] {
        var out: [Block] = []
        if let paid = c.school.cost?.avgPaidAll, let median = c.median(.avgCost, format: .money) {
            out.append(.benchmarkBar(BenchmarkBarBlock(value: c.value(FieldPath.avgPaidAll, paid, .money), median: median,
                                                       label: "Compared to all colleges", term: "average-cost",
                                                       scale: AxisScale(min: 0, max: 80_000, format: .money))))
        }
        return out + [ProfileBlocks.text("Housing and food use the college's on-campus rates, so the estimate runs high where "
                    + "many students live at home. \u{201C}Other expenses\u{201D} is the college's estimate of personal and "
                    + "transportation costs. Loans aren't subtracted because they're repaid.")]
    }

    /// "Who pays what": the share with grants and what they paid, the share without and the full price (a dash for
    /// either price the college does not report, as WhatStudentsPay prints it).
    static func whoPaysWhat(_ c: ProfileContext) -> [Block] {
        let s = c.school
        guard let share = s.aid?.grantPct else { return [] }
        let isPublic = s.type == "public"
        let inState = ProfileFigures.stickerInState(s)
        let out = s.cost?.sticker?.outOfState
        let two = isPublic && out != nil && out != inState
        var tiles = [
            StatTile(label: "Received grants", value: c.value(FieldPath.grantShare, share, .pct), term: "grant-aid"),
        ]
        tiles.append(StatTile(label: "average", value: c.value(FieldPath.aidedNetPrice, s.cost?.aidedNetPrice, .money),
                              hint: isPublic ? "net price (in-state students)" : "net price after grants"))
        tiles.append(StatTile(label: "No grants", value: c.value(FieldPath.grantShare, 1 - share, .pct),
                              term: "cost-of-attendance"))
        tiles.append(two
            ? StatTile(label: "full price, in-state / out-of-state", value: c.value(FieldPath.sticker, inState, .moneyCompact),
                       upper: inState == nil ? nil : c.value(FieldPath.sticker, out, .moneyCompact))
            : StatTile(label: "full sticker price", value: c.value(FieldPath.sticker, inState, .money)))
        return [ProfileBlocks.heading(3, "Who pays what", anchor: "who-pays"), .statTiles(StatTilesBlock(tiles: tiles)),
                ProfileBlocks.text("Share of first-year students, \(s.cost?.year ?? "").")]
    }

    /// Publics: "Sticker price by residency" (tuition & fees, full cost, share of first-years per rate); else,
    /// without a breakdown, "Sticker price, {year}": tuition & fees + living costs = the sticker.
    static func residencyPrices(_ c: ProfileContext) -> [Block] {
        let s = c.school
        let cost = s.cost
        let tf = cost?.tuitionFees, sticker = cost?.sticker, res = cost?.residency
        let inState = ProfileFigures.stickerInState(s)
        let living = inState.flatMap { i in tf?.inState.map { i - $0 } }
        if s.type == "public" {
            let rows: [(String, String, Double?, Double?, Double?)] = [
                ("in_district", "In-district", tf?.inDistrict, sticker?.inDistrict, res?.inDistrict),
                ("in_state", "In-state", tf?.inState, sticker?.inState, res?.inState),
                ("out_of_state", "Out-of-state", tf?.outOfState, sticker?.outOfState, res?.outOfState),
            ].filter { key, _, t, _, r in
                t != nil && (key != "in_district" || ((r ?? 0) > 0 && t != tf?.inState))
            }
            if !rows.isEmpty {
                let table = TableBlock(
                    columns: [TableColumn(key: "rate", label: "Rate"), TableColumn(key: "tuition", label: "Tuition & fees"),
                              TableColumn(key: "full", label: "Full cost", term: "cost-of-attendance"),
                              TableColumn(key: "share", label: "First-years")],
                    rows: rows.map { _, label, t, full, r in
                        TableRow(cells: [.text(label), .value(c.value(FieldPath.tuitionFees, t, .money)),
                                         .value(c.value(FieldPath.sticker, full, .money)),
                                         .value(c.value("cost.residency", r, .pct))])
                    },
                    sticky: TableSticky(columns: 1, header: false))
                let extra = living.map { " (\(SiteFormat.money($0)))" } ?? ""
                return [ProfileBlocks.heading(3, "Sticker price by residency", anchor: "residency-prices"), .table(table),
                        ProfileBlocks.text("Full cost adds books, on-campus room & board, and other expenses\(extra) to "
                            + "tuition and fees.")]
            }
        }
        guard let inState, cost?.breakdown == nil else { return [] }
        var tiles = [StatTile(label: "tuition & fees", value: c.value(FieldPath.tuitionFees, tf?.inState, .money))]
        if let living {
            tiles.append(StatTile(label: "+ housing, food, books & other", value: c.value(FieldPath.sticker, living, .money)))
        }
        tiles.append(StatTile(label: "=", value: c.value(FieldPath.sticker, inState, .money)))
        return [ProfileBlocks.heading(3, "Sticker price, \(cost?.year ?? "")", anchor: "sticker"),
                .statTiles(StatTilesBlock(tiles: tiles))]
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
}
