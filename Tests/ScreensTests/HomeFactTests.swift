import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// "What's changed" against the real `history/facts.json` (the copy in `Tests/Fixtures/reference-data`, identical to
/// the site's file), with every sentence worked out by hand from its numbers and the site's wording.
struct HomeFactTests {
    static func realFacts() throws -> TrendFacts {
        let url = SampleDataset.root.appendingPathComponent("Tests/Fixtures/reference-data/data/history/facts.json")
        return try JSONDecoder().decode(TrendFacts.self, from: Data(contentsOf: url))
    }

    @Test func theThreeFactsOfTheRealFile() throws {
        let cards = HomeFact.cards(try Self.realFacts())
        #expect(cards.map(\.kind) == [.priceGap, .harderToGetIn, .testRequired])

        // priceGap: 2013→2023, n 1432, avgPaidChange −0.116 (|11.6| ≥ 1.5 → "fell 12%"), fullPriceChange −0.012
        // (under 1.5% → "held about steady"); big = −0.116 as a ratio change with U+2212.
        let price = cards[0]
        #expect(price.big == "\u{2212}12%")
        #expect(price.text == "Since 2013\u{2013}14, what the typical college's first-years actually paid, on average, "
            + "fell 12% after inflation; its full price held about steady. Across 1,432 colleges reporting both years.")
        #expect(price.lines.map(\.key) == ["avg_paid_all", "full_price"])
        #expect(price.lines[0].values.first == 100)
        #expect(price.lines[0].values.last == 88.4)
        #expect(price.lines[1].values.last == 98.8)
        #expect(price.caption == "Medians, 2013\u{2013}14 = 100")
        #expect(price.href == "/explore?sortBy=avg_cost")

        // harderToGetIn: 2014→2024, n 100, applicants +0.7371 ("rose 74%", big "+74%"), enrolled +0.1016
        // ("rose 10%"); per seat 11.9 → 18.7.
        let harder = cards[1]
        #expect(harder.big == "+74%")
        #expect(harder.text == "Applications to today's 100 most selective colleges rose 74% since fall 2014; the "
            + "number of first-years they enrolled rose 10%.")
        #expect(harder.caption == "Applications per enrolled first-year: **11.9 \u{2192} 18.7**")
        #expect(harder.chartLabel == "Applications per enrolled first-year at the 100 most selective colleges, Fall 2014 to Fall 2024")

        // testRequired: 2019→2024, n 1511, 0.6559 → 66%, 0.0516 → 5%.
        let tests = cards[2]
        #expect(tests.big == "5%")
        #expect(tests.text == "In fall 2019, 66% of colleges required the SAT or ACT. In fall 2024, 5% did, across 1,511 "
            + "colleges reporting both years. Score ranges now describe only the students who chose to send them.")
        #expect(tests.before == 0.6559)
        #expect(tests.after == 0.0516)
        #expect(tests.href == "/glossary#test-optional")
    }

    @Test func theSampleShowsThemAsCards() throws {
        // The bundled sample ships the same facts file.
        let screen = HomeLensTests.home
        let titles = ["The price gap", "Harder to get in", "Test-optional went mainstream"]
        let cards = screen.blocks.compactMap { if case let .topicCard(c) = $0, titles.contains(c.title) { c } else { nil } }
        #expect(cards.map(\.title) == ["The price gap", "Harder to get in", "Test-optional went mainstream"])
        #expect(cards.map(\.footer) == ["Compare what colleges cost", "See the most selective colleges", "What test-optional means"])
        let big = cards.compactMap { card -> String? in
            guard case let .statTiles(t)? = card.blocks.first else { return nil }
            return t.tiles.first?.value.display
        }
        #expect(big == ["\u{2212}12%", "+74%", "5%"])
        // The before/after bars: fall 2019 at 66%, fall 2024 at 5%.
        let bars = cards[2].blocks.compactMap { if case let .groupedBars(b) = $0 { b } else { nil } }.first
        #expect(bars?.series.map(\.label) == ["Fall 2019", "Fall 2024"])
        #expect(bars?.groups.first?.values.map(\.display) == ["66%", "5%"])
        // The sparkline is compact and one point per year of the window.
        let line = cards[0].blocks.compactMap { if case let .trendLine(t) = $0 { t } else { nil } }.first
        #expect(line?.compact == true)
        #expect(line?.series.first?.points.map(\.year) == Array(2013...2023))
        // Each card cites its history files over its years.
        for card in cards {
            let note = card.blocks.compactMap { if case let .sourceNote(n) = $0 { n } else { nil } }.first
            #expect(!(note?.sources.isEmpty ?? true), "\(card.title)")
        }
    }

    @Test func aMissingOrIncompleteFactIsLeftOut() throws {
        var facts = try Self.realFacts()
        facts.harderToGetIn = nil
        facts.testRequired?.requiredTo = nil
        #expect(HomeFact.cards(facts).map(\.kind) == [.priceGap])
        #expect(HomeFact.cards(TrendFacts()).isEmpty)
    }
}
