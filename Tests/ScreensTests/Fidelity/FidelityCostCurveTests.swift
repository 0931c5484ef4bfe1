import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import Screens

/// The cost page's top as the newest site draws it (app/schools/[id]/cost/page.tsx with components/school/CostFacts,
/// CostByIncome, CostAtIncome, components/charts/CostCurve and lib/cost-display.ts), with estimates off
/// (`estimatesShown()` false: the accuracy pilot has not passed). Expected strings are worked out from those files.
struct FidelityCostCurveTests {
    /// costFacts for 222178 (private): the curve's full price is breakdown.full_price 59,402 (costCurveInput), cited to
    /// cost.breakdown (fullPriceField), `${money(coa)} a year`; need aid: no need-met figure and the $110K+ band 31,763
    /// is under 0.85 × 59,402 = 50,491.7, so the status is data_ends: `Published data end at ${incomeLabel(110000)}`
    /// with "use the college's net price calculator for higher incomes"; merit: no CDS, so the federal proxy
    /// (lib/merit.ts): grants without federal aid 862 − 429 = 433 of 862 = 0.5023 ≥ 2% → merit_proxy, pctSmart(0.5023)
    /// "50%" and `avg ${priceLabel((26,327,551 − 14,188,695) / 433 = 28,034.3)}` → Math.round(28.03) "$28K".
    @Test func costFactsForTheRealPrivateCollege() throws {
        let page = try Fidelity.topic("222178", "cost")
        let full = try #require(page.tile("Full price"))
        #expect(full.value.display == "$59,402" && full.value.cited.path == FieldPath.breakdown)
        #expect(full.hint == "a year \u{B7} tuition, housing, food, books, and other costs")
        #expect(page.texts.contains("**Need-based aid:** Published data end at $110K \u{B7} use the college's net price "
            + "calculator for higher incomes"))
        let merit = try #require(page.tile("Merit aid"))
        #expect(merit.value.display == "50%" && merit.value.cited.path == "derived.merit_proxy")
        #expect(merit.hint == "of first-years got a grant without federal aid (a proxy: at most colleges that's merit aid)")
        #expect(page.tile("avg")?.value.display == "$28K")
        // The facts open the page, before "Cost by family income" and the calculator.
        let facts = try #require(page.blocks.firstIndex {
            if case let .statTiles(t) = $0 { t.tiles.first?.label == "Full price" } else { false }
        })
        let heading = try #require(page.blocks.firstIndex {
            if case let .heading(h) = $0 { h.text == "Cost by family income" } else { false }
        })
        let price = try #require(page.blocks.firstIndex {
            if case let .heading(h) = $0 { h.text == "What students pay" } else { false }
        })
        #expect(facts < heading && heading < price)
    }

    /// CostCurve with estimates off at 222178: the four published steps in priceLabel (20,285 → "$20K", 21,150 →
    /// "$21K", 23,012 → "$23K", 27,576 → "$28K") under "Full price $59K"; at $110K `Published data end at $110K` and
    /// "Use the college's calculator"; the merit floor's legend `With an average merit award: ${priceLabel(59,402 −
    /// 28,034.3 = 31,367.7)} · proxy: ${pctSmart(0.5023)} got one` + ". A possibility, not a promise"; CostAtIncome at
    /// its default $150K: readout `At $150K: published data end at $110K` (missing(), income above FEDERAL_TOP),
    /// partOfCurve's "Published data end at $110K; use the college's net price calculator for a number." and no
    /// "Families like yours…" (the price there is unknown); changeNotes with no policy and no methodology: assets and
    /// the generic home-equity note.
    @Test func theCurveWithEstimatesOff() throws {
        let section = try Fidelity.topic("222178", "cost").section("Cost by family income")
        let columns = try #require(section.columns)
        #expect(columns.columns.map(\.paid.display) == ["$20K", "$21K", "$23K", "$28K"])
        #expect(columns.columns.allSatisfy { $0.paid.cited.path == FieldPath.netPriceByIncome })
        #expect(columns.reference?.display == "$59K" && columns.caption == "Published federal figures")
        #expect(section.texts.contains("Published data end at $110K\n\nUse the college's calculator"))
        #expect(section.texts.contains("With an average merit award: $31K \u{B7} proxy: 50% got one. A possibility, not a promise"))
        #expect(section.texts.contains("At $150K: published data end at $110K"))
        #expect(section.texts.contains("Published data end at $110K; use the college's net price calculator for a number."))
        #expect(section.texts.contains("Your own number depends on the details below, so use the college's calculator for it."))
        let notes = section.section("What can change this")
        #expect(notes.texts.first == "- Savings and investments above a typical amount raise the price. The curve assumes "
            + "typical assets.\n- Home equity: some colleges that use the CSS Profile count it. Check this college's own "
            + "aid page or calculator.")
    }

    /// The hand-made Common Data Set record: H2 first-years i = 0.85 < NEED_MET_FULL 0.9, so the curve's status is
    /// little_above_110k: the fact `Little above ${incomeLabel(110000)}` with "aid thins out for families above that
    /// income", and the chart's "Little need-based aid above $110K" (no calculator line); merit from the CDS (n = 100 of
    /// a = 800, o = 12,000): merit_reported, pctSmart(0.125) = (12.5).toFixed(0) "13%" of first-years without need,
    /// `avg ${priceLabel(12000)}` "$12K", and the floor `With an average merit award: ${priceLabel(59,402 − 12,000)}
    /// · 13% got one` → "$47K"; methodology "both" keeps the home-equity note and adds no divorced-parents note.
    @Test func theCollegesOwnReportMovesTheFacts() throws {
        let page = try FidelityReported.page("cost")
        #expect(page.texts.contains("**Need-based aid:** Little above $110K \u{B7} aid thins out for families above that income"))
        let merit = try #require(page.tile("Merit aid"))
        #expect(merit.value.display == "13%" && merit.value.cited.path == "derived.merit_class")
        #expect(merit.hint == "of first-years without need got merit aid")
        #expect(page.tile("avg")?.value.display == "$12K")
        let section = page.section("Cost by family income")
        #expect(section.texts.contains("Little need-based aid above $110K"))
        #expect(!section.texts.contains { $0.contains("Use the college's calculator") })
        #expect(section.texts.contains("With an average merit award: $47K \u{B7} 13% got one. A possibility, not a promise"))
        #expect(section.section("What can change this").texts.first?.contains("Home equity:") == true)
        #expect(section.section("What can change this").texts.first?.contains("Divorced") == false)
    }

    /// 138558 (public): "Full price, in-state" at the in-state sticker 16,665 (cited cost.sticker); no merit fact (no
    /// CDS and no by-income grant counts for the proxy: lib/merit.ts "unknown").
    @Test func aPublicCollegesFacts() throws {
        let page = try Fidelity.topic("138558", "cost")
        let full = try #require(page.tile("Full price, in-state"))
        #expect(full.value.display == "$16,665" && full.value.cited.path == FieldPath.sticker)
        #expect(page.tile("Merit aid") == nil && !page.texts.contains { $0.hasPrefix("**Merit aid:**") })
    }

    /// The page's calculator card: `For your family's real number, use ${name}'s net price calculator.` in bold, then
    /// "It takes about 15 minutes and uses your own income and savings."; it now follows the curve.
    @Test func theCalculatorCardWords() throws {
        let page = try Fidelity.topic("222178", "cost")
        let words = "**For your family's real number, use Abilene Christian University's "
            + "[net price calculator](/glossary#net-price-calculator).** It takes about 15 minutes and uses your own "
            + "income and savings."
        let at = try #require(page.blocks.firstIndex { if case let .text(t) = $0 { t.markdown == words } else { false } })
        if case let .links(l) = page.blocks[at + 1] {
            #expect(l.links.map(\.label) == ["Net price calculator"])
        } else {
            Issue.record("the calculator link does not follow its words")
        }
        let curve = try #require(page.blocks.firstIndex { if case .columns = $0 { true } else { false } })
        #expect(curve < at)
    }

    /// The debt block prints `≈ ${money(monthly)}/month for 10 years` only under a median debt: without one the
    /// payment is not shown.
    @Test func theMonthlyPaymentNeedsTheMedianDebt() throws {
        let snapshot = try FidelityCostAidTests.snapshot(editing: "138558") { json in
            var o = json["outcomes"] as? [String: Any] ?? [:]
            o["median_debt"] = NSNull()
            json["outcomes"] = o
        }
        let debt = try Fidelity.topic("138558", "cost", in: snapshot).section("Debt and payback")
        #expect(debt.displays("outcomes.monthly_loan_payment").isEmpty)
        #expect(debt.tile("Payback estimate") != nil)
    }
}
