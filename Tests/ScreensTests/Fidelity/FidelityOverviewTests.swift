import Domain
import QuadAPIModels
import Testing
@testable import Screens

/// The overview (app/schools/[id]/page.tsx and components/profile/*Card) for the two real records.
struct FidelityOverviewTests {
    @Test func heroFactsUseTheSitesWords() throws {
        let acu = try Fidelity.overview("222178").strings
        // page.tsx hero facts: "City, ST · Region"; typeLabel; "{size} campus"; TEST_POLICY_LABELS.considered;
        // SETTING_SHORT[12] (lib/campus-profile); research "R2" as stored (only "RCU" becomes "Research college").
        for fact in ["Abilene, TX \u{B7} Southwest", "Private nonprofit", "Small campus", "Test-optional", "Midsize city", "R2"] {
            #expect(acu.contains(fact), "\(fact)")
        }
        let abac = try Fidelity.overview("138558").strings
        // SETTING_SHORT[32] is "Distant town" (not the survey's "Town: Distant"); no research class.
        #expect(abac.contains("Distant town") && !abac.contains("Town: Distant"))
        // campusChips (lib/profile-cards.ts): athletics "NAIA" joined with the conference by " · ".
        #expect(abac.contains("NAIA \u{B7} Southern States Athletic Conference"))
    }

    @Test func admissionsCard() throws {
        let card = try Fidelity.overview("222178").card("7 in 10 applicants admitted")
        // AdmissionsCard: title admissionsTitle(admitRatioFromRate(0.6603)), round(6.603) = 7; headline
        // pctSmart(0.6603) captioned "acceptance rate".
        #expect(card.ring("acceptance rate")?.value.display == "66%")
        // SAT middle 50% from derived.sat_composite: 1070–1270.
        #expect(card.displays("derived.sat_composite") == ["1070", "1270"])
    }

    @Test func studentsCard() throws {
        let card = try Fidelity.overview("222178").card("Who's on campus")
        // StudentsCard: headline compact(3195) "undergrads"; "Pell Grant" pct(0.2233); "First generation"
        // pct(0.2445); "Diversity index" div.toFixed(2).
        #expect(card.tile("undergrads")?.value.display == "3.2K")
        #expect(card.tile("Pell Grant")?.value.display == "22%")
        #expect(card.tile("First generation")?.value.display == "24%")
        #expect(card.tile("Diversity index")?.value.display == "0.58")
        // vsMedian: |v − m| < 0.02 "about the median", else above/below.
        #expect(card.tile("Pell Grant")?.hint == "below the median")
    }

    @Test func academicsCard() throws {
        let card = try Fidelity.overview("222178").card("Majors and faculty")
        // AcademicsCard: `${ratio} to 1`; "Full-time faculty" pct(0.6513) sub "of faculty"; "Instruction
        // spending" moneyCompact sub "per student a year"; the top major's sub `${pct(share)} of ${year}`.
        #expect(card.tile("students per faculty member")?.value.display == "13 to 1")
        #expect(card.tile("Full-time faculty")?.value.display == "65%")
        #expect(card.tile("Full-time faculty")?.hint == "of faculty")
        #expect(card.tile("Instruction spending")?.value.format == .moneyCompact)
        #expect(card.tile("Instruction spending")?.hint == "per student a year")
        #expect(card.tile("Most popular major")?.hint == "Psychology, General \u{B7} 9% of 2024\u{2013}25 graduates")
    }

    @Test func costCardPrivate() throws {
        let card = try Fidelity.overview("222178").card("What it costs")
        // CostCard: headline moneyCompact(avg_paid_all 28860) → "$28.9K", captioned as the site.
        let headline = try #require(card.tile("average total cost per year, all first-years, after grants (est.)"))
        #expect(headline.value.display == "$28.9K")
        // Bars (moneyCompact): private "Full price" sticker.in_state 59402 → "$59.4K"; "With grants" aided
        // 28760 → "$28.8K"; `${INCOME_BANDS[2]} income` net_price_by_income[2] 23012 → "$23K".
        let bars = try #require(card.groupedBars)
        let shown = bars.groups.map { "\($0.label) \($0.values.map(\.display).joined())" }
        #expect(shown == ["Full price $59.4K", "With grants $28.8K", "$48\u{2013}75K income $23K"])
        // Ring: pct(generosity) with the label `Grants cover ${pct} of the full price`.
        #expect(card.ring("Grants cover 51% of the full price")?.value.display == "51%")
        // "Federal loans" pct(0.399).
        #expect(card.tile("Federal loans")?.value.display == "40%")
    }

    @Test func costCardPublic() throws {
        let card = try Fidelity.overview("138558").card("What it costs")
        // moneyCompact(11363) → "$11.4K"; public bar "Full price, in-state" 16665 → "$16.7K"; aided 7308 →
        // "$7.3K"; the middle band 6824 → "$6.8K".
        #expect(card.tile("average total cost per year, all first-years, after grants (est.)")?.value.display == "$11.4K")
        let bars = try #require(card.groupedBars)
        #expect(bars.groups.map(\.label) == ["Full price, in-state", "With grants", "$48\u{2013}75K income"])
        #expect(bars.groups.flatMap(\.values).map(\.display) == ["$16.7K", "$7.3K", "$6.8K"])
    }

    @Test func outcomesCard() throws {
        let card = try Fidelity.overview("222178").card("What it pays")
        // OutcomesCard: pct(0.594) "graduate within six years"; "Median earnings" moneyCompact(55736);
        // "Median debt" moneyCompact(24250) → 24.25K rounds half away → "$24.3K", sub "≈ {money(257)}/month for 10
        // years"; "Retention" pct(0.8051).
        #expect(card.ring("graduate within six years")?.value.display == "59%")
        #expect(card.tile("Median earnings")?.value.display == "$55.7K")
        #expect(card.tile("Median debt")?.value.display == "$24.3K")
        #expect(card.displays("outcomes.monthly_loan_payment") == ["$257"])
        #expect(card.tile("Retention")?.value.display == "81%")
    }

    @Test func cardsDrawNoTenYearLineWithoutAHistoryFile() throws {
        // TenYearLine (AdmissionsCard, CostCard, OutcomesCard) needs the college's history file; the real records
        // have none, so no "over ten years" sparkline and no "since" text appear.
        let page = try Fidelity.overview("222178")
        #expect(!page.strings.contains { $0.hasSuffix("over ten years") })
    }

    @Test func diversityLineReadsAsTheSites() throws {
        // StudentsCard: with a diversity indicator, the label is the direction word (def.words: "More diverse"),
        // the text `· ${detailText(diversity)} since ${historyYearLabel(since, "fall").toLowerCase()}`: the record's
        // trend 0.5157 → 0.5825 reads "index 0.52 → 0.58" (toFixed(2) each), since fall 2014.
        let card = try Fidelity.overview("222178").card("Who's on campus")
        let tile = try #require(card.tile("More diverse"))
        #expect(tile.value.display == "0.58")
        #expect(tile.value.delta?.display == "index 0.52 \u{2192} 0.58")
        #expect(tile.value.delta?.since == "since fall 2014")
    }
}
