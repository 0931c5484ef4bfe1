import Domain
import QuadAPIModels

/// `GET /compare/cost?income=`: Cost & aid, compared: what students pay and grants, sticker prices on one scale, the
/// price at a family income (the slider), tuition guarantee and Promise, and the colleges' own CDS aid rows.
enum CompareCostScreen {
    static let fields: [String] = [
        FieldPath.avgPaidAll, FieldPath.aidGenerosity, FieldPath.aidedNetPrice, FieldPath.grantShare, FieldPath.grantAverage,
        "aid.institutional_pct", FieldPath.sticker, FieldPath.tuitionFees, "cost.residency", FieldPath.netPriceByIncome,
        "cost.tuition_plans", "cost.promise_program", "reported.aid.forms", "reported.aid.dates", "reported.aid.first_years",
        "derived.merit_dollar_share", "reported.aid.international",
    ] + CompareTable.costByIncomeFields

    static func build(_ c: CompareContext) -> CompareResponse {
        let aidRows = CompareTable.aidRows(federalAidYear: c.lineage.cited("aid.cohort").year)
        let hasAid = aidRows.contains { row in c.schools.contains { row.cell($0) != nil } }
        let has = hasAid || c.schools.contains { s in
            let cost = s.cost
            return cost?.avgPaidAll != nil || Derived.aidGenerosity(s) != nil || cost?.aidedNetPrice != nil
                || cost?.sticker?.inState != nil || cost?.sticker?.outOfState != nil || cost?.tuitionFees?.inState != nil
                || cost?.tuitionFees?.outOfState != nil || cost?.netPriceByIncome != nil || cost?.tuitionPlans != nil
                || cost?.promiseProgram != nil || s.aid?.grantPct != nil || s.aid?.grantAvg != nil || s.aid?.institutionalPct != nil
        }
        var blocks: [Block] = []
        if has {
            let pay = max(1, c.schools.flatMap { [$0.cost?.avgPaidAll, $0.cost?.aidedNetPrice] }.compactMap { $0 }.max() ?? 0)
            blocks.append(CompareBlocks.heading(2, "What students pay", anchor: "price"))
            blocks.append(CompareBlocks.bars(c, .metric(.avgCost, "Average cost, all students", format: .moneyCompact,
                                                        flag: CompareFlag(.min, "Lowest")), max: pay))
            blocks.append(CompareBlocks.bars(c, .metric(.aidGenerosity, "Aid generosity", max: 1, flag: CompareFlag(.max, "Most"))))
            blocks.append(CompareBlocks.bars(c, .metric(.netPrice, "Net price, with grants", format: .moneyCompact,
                                                        flag: CompareFlag(.min, "Lowest")), max: pay))
            blocks.append(CompareBlocks.heading(2, "Grants", anchor: "grants"))
            blocks.append(CompareBlocks.bars(c, CompareBar("First-years receiving grants", term: "grant-aid", field: FieldPath.grantShare,
                                                           format: .pct, max: 1, flag: CompareFlag(.max, "Most")) { $0.aid?.grantPct }))
            blocks.append(CompareBlocks.bars(c, CompareBar("Average grant", term: "grant-aid", field: FieldPath.grantAverage,
                                                           format: .moneyCompact, flag: CompareFlag(.max, "Largest")) { $0.aid?.grantAvg }))
            blocks.append(CompareBlocks.bars(c, CompareBar("Aid from the college", term: "institutional-aid",
                                                           field: "aid.institutional_pct", format: .pct, max: 1) { $0.aid?.institutionalPct }))
            blocks += sticker(c)
            blocks += CompareIncomeBlocks.section(c)
            blocks.append(CompareBlocks.heading(3, "Where need-based aid ends, merit, and published promises", anchor: "need-aid"))
            blocks.append(CompareBlocks.textTable(c, first: "Metric", rows: CompareTable.costByIncomeRows))
            blocks.append(CompareBlocks.heading(2, "Tuition guarantee & Promise program", anchor: "guarantee"))
            blocks.append(CompareBlocks.textTable(c, first: "Metric", rows: [
                .text("Tuition guarantee", "tuition-guarantee", "cost.tuition_plans") { s in
                    s.cost?.tuitionPlans.map { $0.contains("guarantee") ? "Yes" : "No" }
                },
                .text("Promise program", "promise-program", "cost.promise_program") { s in
                    s.cost?.promiseProgram.map { $0 ? "Yes" : "No" }
                },
            ], missing: CompareCards.notReported))
            if hasAid {
                blocks.append(CompareBlocks.heading(2, "From the colleges' Common Data Sets", anchor: "cds"))
                blocks.append(CompareBlocks.textTable(c, first: "Metric", rows: aidRows))
            }
            blocks.append(CompareBlocks.tableLink(c, "All cost numbers in the table", hash: "cost"))
        }
        // The prices at an income cite the cost estimate (the site's card title cites it), so it joins the sources.
        let cited = has && CompareIncomeBlocks.shows(c) ? fields + [CompareIncomeBlocks.field] : fields
        return CompareFrame.topicScreen(c, lede: ComparePage.cost.description, fields: cited,
                                        empty: "None of these colleges reports cost or financial aid figures.", blocks: blocks)
    }

    /// Sticker prices and tuition on one shared scale, then the share of first-years paying out-of-state rates.
    static func sticker(_ c: CompareContext) -> [Block] {
        let prices = c.schools.flatMap { s in
            [s.cost?.sticker?.inState, s.cost?.sticker?.outOfState, s.cost?.tuitionFees?.inState, s.cost?.tuitionFees?.outOfState]
        }
        let end = max(1, prices.compactMap { $0 }.max() ?? 0)
        let bar = { (label: String, field: String, value: @escaping @Sendable (School) -> Double?) in
            CompareBlocks.bars(c, CompareBar(label, term: "in-state-tuition", field: field, format: .moneyCompact, value: value),
                               max: end)
        }
        return [
            CompareBlocks.heading(2, "Sticker prices", anchor: "sticker"),
            CompareBlocks.text("On one scale, so the bars read against each other."),
            bar("Sticker price, in-state", FieldPath.sticker) { $0.cost?.sticker?.inState },
            bar("Sticker price, out-of-state", FieldPath.sticker) { $0.cost?.sticker?.outOfState },
            bar("Tuition & fees, in-state", FieldPath.tuitionFees) { $0.cost?.tuitionFees?.inState },
            bar("Tuition & fees, out-of-state", FieldPath.tuitionFees) { $0.cost?.tuitionFees?.outOfState },
            CompareBlocks.bars(c, CompareBar("First-years paying out-of-state rates", term: "in-state-tuition",
                                             field: "cost.residency", format: .pct, max: 1) { s in
                s.type == "public" ? s.cost?.residency?.outOfState : nil
            }),
        ]
    }
}
