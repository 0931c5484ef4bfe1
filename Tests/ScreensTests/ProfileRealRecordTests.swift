import Core
import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// Hand-checked numbers of the two real records (222178 Abilene Christian, 138558 Abraham Baldwin), so the golden
/// files cannot be regenerated from wrong output unnoticed. Each expectation was worked out from the raw record in
/// `data/sample/schools.json` (a copy of the reference sample) and the rules of screens-map §0 and §3, with the
/// 300-college sample as the universe for ranks and medians (rank = (below + (equal − 1) / 2) / (n − 1)), outside
/// this code.
struct ProfileRealRecordTests {
    private let snapshot = SampleDataset.snapshot

    /// Every reader-facing string of a screen, flattened.
    private func strings(_ screen: Screen) -> [String] {
        var walker = ProfileValueWalker()
        walker.walk(screen)
        return walker.strings.map(\.1)
    }

    /// The labels of the chips that follow the "Known for" heading.
    private func knownFor(_ screen: Screen) -> [String] {
        guard let i = screen.blocks.firstIndex(where: { if case let .heading(h) = $0 { h.anchor == "known-for" } else { false } }),
              i + 1 < screen.blocks.count, case let .chips(chips) = screen.blocks[i + 1]
        else { return [] }
        return chips.chips.map(\.label)
    }

    private func similar(_ screen: Screen) -> [String] {
        for block in screen.blocks {
            if case let .schoolChips(b) = block, b.reasons != nil { return b.schools.map(\.id) }
        }
        return []
    }

    private func values(_ screen: Screen) -> [Value] {
        var walker = ProfileValueWalker()
        walker.walk(screen)
        return walker.values
    }

    @Test func abileneChristianOverview() throws {
        let screen = try ProfileScreens.overview(snapshot, id: "222178")
        let text = strings(screen)
        // Rate 0.6603 (≥ 50%: round(6.603) = 7 in 10; "Broadly accessible"); 280 of 300 report a rate, 105 of the
        // other 279 are lower: rank 0.376, and 1 − 0.376 → 62%.
        #expect(text.contains("Abilene Christian admits about 7 in 10 applicants (66%). That puts it in the "
            + "\"Broadly accessible\" tier, more selective than 62% of the 280 colleges that report admissions."))
        // 3,195 undergrads (< 5,000: small); Pell 22.33% ranks 0.090 (≤ 0.33: "a low share").
        #expect(text.contains("A small campus of 3,195 undergrads, where 22% receive Pell Grants, a low share compared "
            + "to other colleges."))
        // Earnings $55,736 rank 0.78; payback 28,860 × 4 / 55,736 = 2.07 years.
        #expect(text.contains("Former students earn a median $55,736 ten years after enrolling, more than at 78% of "
            + "colleges; 59% graduate within six years. Four years of net price is about 2.1 years of that salary."))
        // Average cost $28,860 against the sample's median of $27,553: $1,307 more → "$1.3K more".
        #expect(text.contains { $0.contains("$28,860 in total") && $0.contains("$1.3K more than the national median") })
        // Men 2,670 / 4,593 = 58.1%, women 4,812 / 6,731 = 71.5% (1,000+ of each): gap size ranks 0.964 (≥ 0.95).
        // Grants 30,542 / full price 59,402 = 0.514, rank 0.964 (≥ 0.85). SAT 45% and ACT 24% sent scores (both
        // under 50%). Average cost change −9.3%, rank 0.029 (≤ 0.05) and falling.
        #expect(knownFor(screen) == ["Admits women at a higher rate", "Generous aid", "Test-optional heavy",
                                     "Average cost down 9% since 2013\u{2013}14"])
        // Nearest on the ranks of acceptance, SAT midpoint, size, Pell and diversity, +0.08 for another type:
        // 0.089, 0.145, 0.145, 0.147 (the fifth, 366344, is at 0.149).
        #expect(similar(screen) == ["497285", "205543", "205488", "317067"])
    }

    @Test func abileneChristianTopics() throws {
        let students = try ProfileScreens.topic(snapshot, id: "222178", topic: "students")
        // Simpson's index over the seven shares, normalized by their sum 0.9999: 0.58253.
        let diversity = try #require(values(students).first { $0.cited.path == "derived.diversity_index" })
        #expect(diversity.display == "0.58")
        #expect(abs((diversity.value ?? 0) - 0.58253) < 0.00001)
        // Part-time 2.94% (< 3%).
        #expect(strings(students).contains("Almost everyone studies full-time."))

        let admissions = try ProfileScreens.topic(snapshot, id: "222178", topic: "admissions")
        // Yield 906 / 7,482 = 12.1%, rank 0.057 (≤ 0.2).
        #expect(strings(admissions).contains("12% of admitted students enroll, on the lower end nationally."))

        let cost = try ProfileScreens.topic(snapshot, id: "222178", topic: "cost")
        // Aid generosity 51%, rank 0.964; ≥ 0.40 adds the sticker-price sentence.
        #expect(strings(cost).contains("Grants cover 51% of the $59,402 full price on average across all first-years "
            + "(generous), more than at 96% of colleges. The sticker price overstates what most students here actually pay."))
        // The cost curve's published steps sit under its full price, breakdown.full_price 59,402 (lib/cost-curve.ts
        // costCurveInput): the gaps are 59,402 − 20,285 = 39,117 for the lowest band and 59,402 − 27,576 = 31,826 for
        // $75–110K (the $110K+ band is not a step).
        let covered = values(cost).filter { $0.cited.path == FieldPath.breakdown }.compactMap(\.value)
        #expect(covered.contains(39_117) && covered.contains(31_826) && !covered.contains(27_639))
    }

    @Test func abrahamBaldwinOverview() throws {
        let screen = try ProfileScreens.overview(snapshot, id: "138558")
        let text = strings(screen)
        // Rate 0.7572 → round(7.572) = 8 in 10; rank 0.548 → 1 − 0.548 = 45%.
        #expect(text.contains("Abraham Baldwin Agricultural admits about 8 in 10 applicants (76%). That puts it in the "
            + "\"Broadly accessible\" tier, more selective than 45% of the 280 colleges that report admissions."))
        // Pell 34.74% ranks 0.3345: just above the 0.33 line, so "typical".
        #expect(text.contains("A small campus of 3,208 undergrads, where 35% receive Pell Grants, a typical share "
            + "compared to other colleges."))
        // $11,363 vs the $27,553 median: $16,190 less → "$16.2K less"; 90.87% received grants; a public with a
        // different out-of-state price shows both stickers.
        #expect(text.contains { $0.contains("$16.2K less than the national median. The 91% who received grants paid "
            + "$7,308 on average; the other 9% paid the full sticker price of $16,665 in-state / $23,571 out-of-state.") })
        // Ratio 21 ranks 0.942 (> 0.5: "more than").
        #expect(text.contains { $0.contains("21 students for every faculty member, more than at 94% of colleges.") })
        // Payback 11,363 × 4 / 34,996 = 1.30.
        #expect(text.contains { $0.contains("more than at 20% of colleges; 31% graduate within six years. Four years of net "
            + "price is about 1.3 years of that salary.") })
        // Average cost rank 0 (≤ 0.10); 26% sent SAT and 13% ACT scores (both under 50%); cost change −39%, the
        // sample's largest drop (rank 0). Yield rank 0.892 misses "High yield" (0.90); with 999 men applying (under
        // 1,000) there is no gap-size rank, so no admit-rate chip.
        #expect(knownFor(screen) == ["Low average cost", "Test-optional heavy", "Average cost down 39% since 2013\u{2013}14"])
        // 0.078, 0.140, then a tie at 0.1696 (386979 first in file order), 0.1696.
        #expect(similar(screen) == ["287333", "465167", "386979", "205488"])
    }

    /// Neither real record has a history file in the reference data, so neither has an Over time page (a 404, as
    /// the site's), and there is no history golden for them; 100654's real history file has its goldens instead.
    @Test func theRealRecordsHaveNoHistoryPage() throws {
        for id in ["222178", "138558"] {
            var status = 200
            do { _ = try ProfileScreens.history(snapshot, id: id, query: HistoryQuery()) } catch let e as APIError { status = e.status }
            #expect(status == 404, "\(id)")
            let overview = try ProfileScreens.overview(snapshot, id: id)
            let cards: [String] = overview.blocks.compactMap { if case let .topicCard(c) = $0 { c.href } else { nil } }
            #expect(cards.count == 5 && !cards.contains("/schools/\(id)/history"), "\(id)")
        }
    }
}
