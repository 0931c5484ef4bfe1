import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import Screens

/// Issue 14 on the cost page, against WhatStudentsPay and AidBreakdown (raywross/college-stats): the whole first-year
/// class, the aid sources' glossary links, and what the price blocks print when a figure is missing. Expected strings
/// are worked out by hand from the named component.
struct FidelityCostAidTests {
    /// The sample with college `id`'s JSON changed by `edit` (everything else as published).
    static func snapshot(editing id: String, _ edit: (inout [String: Any]) -> Void) throws -> DatasetSnapshot {
        let base = Fidelity.snapshot
        var schools = base.schools
        let i = try #require(schools.firstIndex { $0.unitID == id })
        var json = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(schools[i])) as? [String: Any])
        edit(&json)
        schools[i] = try JSONDecoder().decode(School.self, from: JSONSerialization.data(withJSONObject: json))
        return try DatasetSnapshot(schools: schools, meta: base.meta, releaseCalendar: base.releaseCalendar,
                                   history: base.history, details: [:], publishID: "fidelity",
                                   loadedAt: Date(timeIntervalSince1970: 0))
    }

    /// AidBreakdown classRows for 222178 (cohort 862, grant_count 862, grant_total 26,327,551; by_income granted
    /// 84+47+71+74+153 = 429, total_grants summing to 14,188,695): "Federal aid + grants" num(429) with
    /// `avg grant ${moneyCompact(14188695 / 429 = 33,073.9)}` → "$33.1K"; "Grants, no federal aid" 862 − 429 = 433 with
    /// moneyCompact((26327551 − 14188695) / 433 = 28,034.3) → "$28K"; "No grants" 862 − 862 = 0, "pay full price";
    /// under the heading `The whole first-year class (${num(cohort)})` and the sentence about grants without federal aid.
    @Test func theWholeFirstYearClass() throws {
        let page = try Fidelity.topic("222178", "cost").section("Aid by family income")
        let bar = try #require(page.blocks.compactMap { if case let .stackedBar(b) = $0 { b } else { nil } }.first)
        #expect(bar.label == "The whole first-year class (862)")
        #expect(bar.segments.map(\.label) == ["Federal aid + grants", "Grants, no federal aid", "No grants"])
        #expect(bar.segments.map(\.value.display) == ["429", "433", "0"])
        #expect(page.tableRows == [["Federal aid + grants", "429", "$33.1K"], ["Grants, no federal aid", "433", "$28K"],
                                   ["No grants", "0", "pay full price"]])
        #expect(page.texts.contains("Students with grants but no federal aid usually got the college's own need-based aid "
            + "(without federal loans or Pell) or merit aid."))
        // The by-income line still follows: `(${num(429)} of ${num(862)})`.
        #expect(page.texts.contains { $0.contains("only students who received federal aid (429 of 862), because") })
    }

    /// 138558 publishes no by-income table, so `fedGranted` is null and AidBreakdown draws no class partition.
    @Test func noPartitionWithoutTheIncomeTable() throws {
        let page = try Fidelity.topic("138558", "cost").section("Aid by family income")
        #expect(!page.blocks.contains { if case .stackedBar = $0 { true } else { false } })
        #expect(page.texts.contains("Aid by family income isn't reported."))
    }

    /// AidBreakdown's ShareBar rows: "From the college" links `institutional-aid`, "Pell Grants" `pell-grant`,
    /// "State or local grants" nothing, "Student loans" `median-debt`.
    @Test func whereTheAidComesFromLinksTheGlossary() throws {
        let page = try Fidelity.topic("222178", "cost").section("Where the aid comes from")
        let table = try #require(page.blocks.compactMap { if case let .table(t) = $0 { t } else { nil } }.first)
        #expect(table.rows.map(\.term) == ["institutional-aid", "pell-grant", nil, "median-debt"])
    }

    /// WhatStudentsPay with no average paid, no aided net price and no grant share: the headline prints "–"
    /// (`all !== null ? money(all) : "–"`), the comparison paragraph still prints without its bar, and AidBreakdown
    /// keeps its "Full-time first-year students (862), …" line above "Grant aid isn't reported.".
    @Test func missingFiguresKeepTheSitesWords() throws {
        let snapshot = try Self.snapshot(editing: "222178") { json in
            var cost = json["cost"] as? [String: Any] ?? [:]
            cost["avg_paid_all"] = NSNull()
            json["cost"] = cost
            var aid = json["aid"] as? [String: Any] ?? [:]
            aid["grant_pct"] = NSNull()
            json["aid"] = aid
        }
        let page = try Fidelity.topic("222178", "cost", in: snapshot)
        #expect(page.tile("Average total cost per year, all first-years (est.)")?.value.display == "\u{2013}")
        #expect(page.benchmark("Compared to all colleges") == nil)
        #expect(page.texts.contains { $0.hasPrefix("Housing and food use the college's on-campus rates") })
        let grants = page.section("Who gets grants")
        #expect(grants.texts.first?.hasPrefix("Full-time first-year students (862)") == true)
        #expect(grants.texts.contains("Grant aid isn't reported."))
    }

    /// WhatStudentsPay's "Received grants" row prints "–" with its sub line when the aided net price is missing
    /// (`aided !== null ? … : "–"`), rather than dropping the row.
    @Test func whoPaysWhatPrintsADashForAMissingPrice() throws {
        let snapshot = try Self.snapshot(editing: "222178") { json in
            var cost = json["cost"] as? [String: Any] ?? [:]
            cost["aided_net_price"] = NSNull()
            json["cost"] = cost
        }
        let who = try Fidelity.topic("222178", "cost", in: snapshot).section("Who pays what")
        let average = try #require(who.tile("average"))
        #expect(average.value.display == "\u{2013}" && average.hint == "net price after grants")
        #expect(who.tile("full sticker price")?.value.display == "$59,402")
    }

    /// LoansCard for 222178 (federal_loan_rate 0.399; debt Pell 15,977, no Pell 13,000, by income 11,000 / 15,750 /
    /// 17,000; repayment bands with discharged 0–0.01): the rate bar in pct; loanRatePhrase: round(1 / 0.399) = 3,
    /// |1/3 − 0.399| ≥ 0.04, so `${pct(0.399)} of undergrads borrow federally.` = "40% …"; the five debts in money;
    /// REPAYMENT_GROUPS summing members (deferment 0.1 + forbearance 0.18 → 28%, delinquent 0.02 + default 0.06 →
    /// 8%) with rangeLabel's one figure unless the ends round apart: discharged 0 to 0.01 prints
    /// `${p(low)}–${p(high)}%` = "0–1%" (the low end in pctRangeLow, "0", then the en dash and the high end's pct).
    @Test func borrowingAndRepaymentAsLoansCard() throws {
        let page = try Fidelity.topic("222178", "cost").section("Borrowing and repayment")
        #expect(page.benchmark("Undergrads with a federal loan")?.value.display == "40%")
        #expect(page.texts.contains("40% of undergrads borrow federally."))
        #expect(page.tableRows == [["Pell Grant recipients", "$15,977"], ["No Pell Grant", "$13,000"],
                                   ["Family income under $30K", "$11,000"], ["$30K\u{2013}$75K", "$15,750"],
                                   ["Over $75K", "$17,000"]])
        #expect(page.texts.contains("Everyone who borrowed and left, whether or not they graduated."))
        let bar = try #require(page.blocks.compactMap { if case let .stackedBar(b) = $0 { b } else { nil } }.first)
        #expect(bar.segments.map(\.label) == ["Paid in full", "Paying it down", "Payments paused", "Not paying it down",
                                              "Behind or in default", "Forgiven or discharged"])
        #expect(bar.segments.map(\.value.display) == ["20%", "25%", "28%", "18%", "8%", "0"])
        #expect(bar.segments.map { $0.upper?.display } == [nil, nil, nil, nil, nil, "1%"])
        #expect(bar.segments.map { $0.value.display + ($0.upper.map { "\u{2013}" + $0.display } ?? "") }
            == ["20%", "25%", "28%", "18%", "8%", "0\u{2013}1%"])
        #expect(bar.segments.last?.value.format == .pctRangeLow)
        #expect(page.texts.contains("Some shares are published as a small range to protect privacy."))
        // LoansCard shows none of the first-year aid figures (those are AidBreakdown's).
        #expect(page.tile("First-years borrowing") == nil && page.tile("Average first-year loan") == nil)
    }

    /// 138558: federal_loan_rate 0.2346 → round(1 / 0.2346) = 4 and |1/4 − 0.2346| = 0.0154 < 0.04, so "About 1 in 4
    /// undergrads borrows federally."; forbearance 0.3 + deferment 0.14 → 44%.
    @Test func aLoanRateCloseToOneInN() throws {
        let page = try Fidelity.topic("138558", "cost").section("Borrowing and repayment")
        #expect(page.texts.contains("About 1 in 4 undergrads borrows federally."))
        let bar = try #require(page.blocks.compactMap { if case let .stackedBar(b) = $0 { b } else { nil } }.first)
        #expect(bar.segments[2].value.display == "44%")
    }

    /// AidGenerosityCard for 222178: aidGenerosity = grant_per_student / full_price = 30,542 / 59,402 = 0.5142 → the
    /// ring `Grants cover ${pct(0.5142)} of the full price` ("51%") with "of full price" under it, tier ≥ 0.40
    /// "Generous", `${money(30542)} in grants per first-year ÷ ${money(59402)} full price.`, and the strip "Compared to
    /// every college" (rankPhrase "more generous than", ends "Limited" / "Very generous", format pct).
    @Test func aidGenerosityAsTheCard() throws {
        let page = try Fidelity.topic("222178", "cost").section("Aid generosity")
        let ring = try #require(page.ring("Grants cover 51% of the full price"))
        #expect(ring.value.display == "51%" && ring.caption == "of full price" && ring.median == nil)
        #expect(page.blocks.contains { if case let .chips(c) = $0 { c.chips.map(\.label) == ["Generous"] } else { false } })
        #expect(page.texts.contains("$30,542 in grants per first-year \u{00F7} $59,402 full price."))
        let strip = try #require(page.distribution("Compared to every college"))
        #expect(strip.pinned.value.display == "51%")
        #expect(strip.pinned.rankText?.hasPrefix("more generous than ") == true)
        #expect(strip.lowLabel?.hasSuffix("Limited") == true && strip.highLabel?.hasPrefix("Very generous") == true)
    }
}
