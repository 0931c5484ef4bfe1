import Domain
import QuadAPIModels
import Testing
@testable import Screens

/// The students, academics, cost and outcomes pages (app/schools/[id]/*/page.tsx) for the two real records.
struct FidelityTopicTests {
    // MARK: - Students

    @Test func studentsStripsAndSize() throws {
        let page = try Fidelity.topic("222178", "students")
        // Campus size: num(3195) "undergrads"; the strip "Compared to every college", phrase "larger than",
        // format compact → "3.2K".
        #expect(page.section("Campus size").tile("undergrads")?.value.display == "3,195")
        let size = try #require(page.distribution("Compared to every college"))
        #expect(size.pinned.value.display == "3.2K" && size.pinned.rankText?.hasPrefix("larger than ") == true)
        // "Diversity index vs. every college" fixed2; "Pell Grant share vs. every college" pct.
        #expect(page.distribution("Diversity index vs. every college")?.pinned.value.display == "0.58")
        #expect(page.distribution("Pell Grant share vs. every college")?.pinned.value.display == "22%")
    }

    @Test func studentsResidenceAndTransfers() throws {
        let page = try Fidelity.topic("222178", "students")
        // Residence: `${pctSmart(out)} came from other states and ${pctSmart(intl)} from abroad; ${pctSmart(in)} are
        // from ${Home}.` — pctSmart(0.0949) = (9.49).toFixed(1) "9.5%", pctSmart(0.0265) = (2.65).toFixed(1) = "2.6%"
        // (2.65 is just under in binary), pctSmart(0.8731) = "87%".
        let residence = page.section("Where first-years come from")
        #expect(residence.texts.contains { $0.hasPrefix("**9.5%** came from other states and **2.6%** from abroad; **87%** are from Texas.") })
        #expect(residence.tile("first-time students")?.value.display == "906")
        // Transfers: num(108) "new transfer students" + `, ${pctSmart(0.1065)} of new undergraduates.` and
        // `${num(106)} full-time, ${num(2)} part-time.`; the title `Transferring in, ${year.toLowerCase()}`.
        let transfers = page.section("Transfers in and out")
        #expect(transfers.tile("Transferring in, fall 2024")?.value.display == "108")
        #expect(transfers.tile("Transferring in, fall 2024")?.hint?.hasPrefix("new transfer students, 11% of new undergraduates.") == true)
        #expect(transfers.texts.contains("106 full-time, 2 part-time."))
    }

    @Test func studentsWhoTheyAre() throws {
        let page = try Fidelity.topic("222178", "students").section("Who they are")
        // BenchmarkBar "Men" pct(0.4041) with `${pct(women)} women`; "Part-time students" and "Students 25 and
        // older" in pctSmart: (2.94).toFixed(1) "2.9%", (2.04).toFixed(1) "2.0%".
        #expect(page.benchmark("Men")?.value.display == "40%")
        #expect(page.tile("women")?.value.display == "60%")
        #expect(page.benchmark("Part-time students")?.value.display == "2.9%")
        #expect(page.benchmark("Students 25 and older")?.value.display == "2.0%")
    }

    // MARK: - Academics

    @Test func academicsRatioAndFaculty() throws {
        let page = try Fidelity.topic("222178", "academics")
        // Ratio strip: format ratio "13 to 1"; end labels "Fewer students per faculty" / "More students per
        // faculty"; phrase `${word ?? "fewer"} students per faculty member than`.
        let ratio = try #require(page.distribution("Students per faculty member vs. every college"))
        #expect(ratio.pinned.value.display == "13 to 1")
        #expect(ratio.lowLabel == "\u{2190} Fewer students per faculty")
        #expect(ratio.highLabel == "More students per faculty \u{2192}")
        #expect(ratio.pinned.rankText?.hasPrefix("fewer students per faculty member than ") == true)
        // BenchmarkBar "Full-time faculty" pct(0.6513); "Average faculty salary" money(81219).
        #expect(page.benchmark("Full-time faculty")?.value.display == "65%")
        #expect(page.tile("Average faculty salary")?.value.display == "$81,219")
        // Finances: `Fiscal ${historyYearLabel(fy, "academic")}. Compared only against other ${FORM_LABELS[form]}: …`
        #expect(page.texts.contains { $0.hasPrefix("Fiscal 2023\u{2013}24. Compared only against other ") })
        // Strips "Instruction spending per student" in money with "Less" / "More" ends and "more than".
        let spend = try #require(page.distribution("Instruction spending per student"))
        #expect(spend.pinned.value.format == .money && spend.lowLabel == "\u{2190} Less" && spend.highLabel == "More \u{2192}")
        #expect(spend.pinned.rankText?.hasPrefix("more than ") == true)
    }

    // MARK: - Cost

    @Test func costWhatStudentsPayPrivate() throws {
        let page = try Fidelity.topic("222178", "cost")
        // WhatStudentsPay: money(28860) under "Average total cost per year, all first-years (est.)", sub
        // `Tuition, housing, food, books & other expenses, after grants · ${year}`.
        let headline = try #require(page.tile("Average total cost per year, all first-years (est.)"))
        #expect(headline.value.display == "$28,860")
        #expect(headline.hint == "Tuition, housing, food, books & other expenses, after grants \u{B7} 2023\u{2013}24")
        // CostBreakdown: "Full price" money(59402) with parts in moneyCompact (42380 → "$42.4K", 12500 → "$12.5K",
        // 1250 → "$1.3K", 3272 → "$3.3K"); "− Grants, averaged over every first-year" money(30542); "= Average total
        // cost" money(59402 − 30542); the note `${pct(1)} got grants averaging ${money(30542)}; ${pct(0)} got none.`
        let steps = try #require(page.waterfall).steps
        #expect(steps.map(\.label) == ["Full price", "\u{2212} Grants, averaged over every first-year", "= Average total cost"])
        #expect(steps.map(\.value.display) == ["$59,402", "$30,542", "$28,860"])
        #expect(steps[0].parts?.map(\.label) == ["Tuition & fees", "Room & board", "Books & supplies", "Other expenses"])
        #expect(steps[0].parts?.map(\.value.display) == ["$42.4K", "$12.5K", "$1.3K", "$3.3K"])
        #expect(page.waterfall?.note == "100% got grants averaging $30,542; 0% got none.")
        // Who pays what: "Received grants" pct(1) → `${money(28760)} average` "net price after grants"; "No grants"
        // pct(0) → money(59402) "full sticker price"; `Share of first-year students, ${year}.`
        let who = page.section("Who pays what")
        #expect(who.tile("Received grants")?.value.display == "100%")
        #expect(who.displays("cost.aided_net_price") == ["$28,760"])
        #expect(who.displays("cost.sticker") == ["$59,402"])
        #expect(who.texts.contains("Share of first-year students, 2023\u{2013}24."))
        // BenchmarkBar "Compared to all colleges" in money.
        #expect(page.benchmark("Compared to all colleges")?.value.display == "$28,860")
    }

    @Test func costPublicResidencyAndWhoPays() throws {
        let page = try Fidelity.topic("138558", "cost")
        // CostBreakdown mixed residency (public, 0 < 0.12 < 1): "Full price, averaged across in-state &
        // out-of-state" money(17494).
        let steps = try #require(page.waterfall).steps
        #expect(steps.first?.label == "Full price, averaged across in-state & out-of-state")
        #expect(steps.first?.value.display == "$17,494")
        // Who pays what, public: "net price (in-state students)"; "No grants" with in-state ≠ out-of-state →
        // `${moneyCompact(16665)} / ${moneyCompact(23571)}` = "$16.7K / $23.6K", "full price, in-state /
        // out-of-state"; shares pct(0.9087) "91%" and pct(1 − 0.9087) "9%".
        let who = page.section("Who pays what")
        #expect(who.tile("Received grants")?.value.display == "91%")
        #expect(who.tile("No grants")?.value.display == "9%")
        let sticker = who.values.filter { $0.cited.path == "cost.sticker" }
        #expect(Set(sticker.map(\.display)) == ["$16.7K", "$23.6K"] && sticker.allSatisfy { $0.format == .moneyCompact })
        #expect(who.strings.contains("full price, in-state / out-of-state"))
        // "Sticker price by residency": in-district dropped (share 0); rows money(tuition & fees), money(sticker),
        // pct(share); the note's living cost 16665 − 3195 = 13470.
        let table = page.section("Sticker price by residency")
        #expect(table.tableRows == [["In-state", "$3,195", "$16,665", "88%"], ["Out-of-state", "$10,101", "$23,571", "12%"]])
        #expect(table.texts.contains("Full cost adds books, on-campus room & board, and other expenses ($13,470) to tuition and fees."))
    }

    @Test func costByIncomeAndDebt() throws {
        let page = try Fidelity.topic("138558", "cost")
        // cost/page.tsx (the cost-curve version): "Cost by family income", `Up to ${incomeLabel(FEDERAL_TOP)} it is the
        // average price federal aid recipients paid (${byIncomeYear})` and "." without an estimate. The public's curve
        // runs to the in-state sticker (costCurveInput), so CostByIncome draws it and NetPriceByIncome's "No grants"
        // column is gone: the four published steps in priceLabel, Math.round(x / 1000): 4323 → "$4K", 4299 → "$4K",
        // 6824 → "$7K", 10489 → "$10K", under "Full price ${priceLabel(16665)}" → "$17K".
        let byIncome = page.section("Cost by family income")
        #expect(byIncome.texts.first == "Per year for a typical family of four with one child in college. Up to $110K it "
            + "is the average price federal aid recipients paid (2023\u{2013}24).")
        let columns = try #require(byIncome.columns)
        #expect(columns.columns.map { "\($0.label) \($0.paid.display)" }
            == ["$0\u{2013}30K $4K", "$30\u{2013}48K $4K", "$48\u{2013}75K $7K", "$75\u{2013}110K $10K"])
        #expect(columns.reference?.display == "$17K")
        // Debt: "Median debt at graduation" moneyCompact(16750) → "$16.8K" with `≈ ${money(178)}/month`;
        // "Payback estimate" `${payback.toFixed(1)} yrs`.
        let debt = page.section("Debt and payback")
        #expect(debt.tile("Median debt at graduation")?.value.display == "$16.8K")
        #expect(debt.displays("outcomes.monthly_loan_payment") == ["$178"])
        #expect(debt.tile("Payback estimate")?.value.display.hasSuffix(" yrs") == true)
    }

    // MARK: - Outcomes

    @Test func outcomesEarningsAndFinishing() throws {
        let page = try Fidelity.topic("222178", "outcomes")
        // "Median earnings vs. every college" in moneyCompact: 55736 → "$55.7K".
        #expect(page.distribution("Median earnings vs. every college")?.pinned.value.display == "$55.7K")
        // "Earnings climb with time": "6 years after entry" moneyCompact(46727) "$46.7K", "10 years after entry"
        // "$55.7K".
        let climb = try #require(page.section("Earnings climb with time").groupedBars)
        #expect(climb.groups.map { "\($0.label) \($0.values.map(\.display).joined())" }
            == ["6 years after entry $46.7K", "10 years after entry $55.7K"])
        // Rings "Retention" pct(0.8051) "come back for year two"; "Graduation" pct(0.594).
        #expect(page.ring("Retention")?.value.display == "81%" && page.ring("Retention")?.caption == "come back for year two")
        #expect(page.ring("Graduation")?.value.display == "59%")
    }

    @Test func outcomeBarPrintsUnderOnePercent() throws {
        let page = try Fidelity.topic("222178", "outcomes")
        // OutcomeBar: a part with 0 < v < 0.005 prints "<1%" (still enrolled 0.0008, transferred 0.0025), else
        // pct: award 0.5818 → "58%", unknown 0.415 → "42%" (41.5 → toFixed(0) rounds half up in binary? 41.5 is
        // exact, toFixed picks the larger → "42").
        var segments: [BarSegment] = []
        for b in page.blocks { if case let .outcomeBar(o) = b { segments = o.segments } }
        #expect(segments.map(\.value.display) == ["58%", "<1%", "<1%", "42%"])
        // The 8-year toggle is a controls block bound to ?students=; the transfer group's own bar.
        let transfer = try Fidelity.topic("222178", "outcomes", students: "transfer_in")
        var headline = ""
        for b in transfer.blocks { if case let .outcomeBar(o) = b { headline = o.headline ?? "" } }
        // OutcomeBar prints lib/outcome-measures.ts outcomeHeadline(g, meta.who): `${award} of 100 ${who} earn a degree
        // or certificate here within 8 years`, then "; N more are enrolled at another college." only when N > 0.
        // 0.5031 → 50, transferred 0, who "students who transfer in" (OUTCOME_GROUPS).
        #expect(headline == "50 of 100 students who transfer in earn a degree or certificate here within 8 years.")
        // The toggle itself: one option per group with a bar, the chosen one selected, each a link to its query.
        let control = try #require(transfer.blocks.compactMap { if case let .controls(c) = $0 { c.controls.first } else { nil } }
            .first { $0.param == "students" })
        #expect(control.options.map(\.label) == ["All students", "Started in college here", "Transferred in"])
        #expect(control.options.map(\.selected) == [false, false, true])
        #expect(control.options.map(\.href) == ["/schools/222178/outcomes", "/schools/222178/outcomes?students=first_time",
                                                "/schools/222178/outcomes?students=transfer_in"])
        // 138558, all students: award 0.3119 → 31, transferred 0.4422 → 44: "; 44 more are enrolled at another college."
        let all = try Fidelity.topic("138558", "outcomes")
        var allHeadline = ""
        for b in all.blocks { if case let .outcomeBar(o) = b { allHeadline = o.headline ?? "" } }
        #expect(allHeadline == "31 of 100 students who start here earn a degree or certificate here within 8 years; 44 more "
            + "are enrolled at another college.")
        // OutcomeMeasures "How long it takes": timeToDegreeHeadline(groups.all), Math.round of each share × 100:
        // 0.2376 → 24, 0.304 → 30, 0.3119 → 31; the transfer note because the steps include a transfer_in row.
        let steps = all.section("How long it takes")
        #expect(steps.texts.first == "24 of 100 finish within 4 years, 30 within 6, and 31 within 8.")
        #expect(steps.texts.contains("Transfer students' clock starts when they arrive here, not when they first started "
            + "college."))
        // 222178: 0.4749 → 47, 0.5752 → 58, 0.5818 → 58.
        #expect(try Fidelity.topic("222178", "outcomes").section("How long it takes").texts.first
            == "47 of 100 finish within 4 years, 58 within 6, and 58 within 8.")
    }
}
