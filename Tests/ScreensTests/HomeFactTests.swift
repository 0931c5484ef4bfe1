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
        let titles = ["The price gap", "Harder to get in", "Test-optional went mainstream", "Fewer colleges weigh legacy",
                      "What students study is shifting"]
        let cards = screen.blocks.compactMap { if case let .topicCard(c) = $0, titles.contains(c.title) { c } else { nil } }
        #expect(cards.map(\.title) == titles)
        #expect(cards.map(\.footer) == ["Compare what colleges cost", "See the most selective colleges", "What test-optional means",
                                        "See colleges that don't consider legacy", "See colleges with computer science majors"])
        let big = cards.compactMap { card -> String? in
            guard case let .statTiles(t)? = card.blocks.first else { return nil }
            return t.tiles.first?.value.display
        }
        // data/sample/history/facts.json: legacy stopped 3; majors led by computer science, 0.0525 → 0.0835
        // (0.0835 / 0.0525 − 1 = +59.05% → "+59%").
        #expect(big == ["\u{2212}12%", "+74%", "5%", "3", "+59%"])
        // Legacy bars: 91 / 269 = 33.8% → "34%", 88 / 269 = 32.7% → "33%".
        let legacyBars = cards[3].blocks.compactMap { if case let .groupedBars(b) = $0 { b } else { nil } }.first
        #expect(legacyBars?.groups.first?.values.map(\.display) == ["34%", "33%"])
        #expect(legacyBars?.series.last?.color == "d-admissions")
        // Majors bars: computer science +3.1 pts (0.0835 − 0.0525), psychology +0.9 (0.0867 − 0.0775), biology +0.6
        // (0.0731 − 0.0675) first; every bar in points on a symmetric axis.
        let shifts = cards[4].blocks.compactMap { if case let .groupedBars(b) = $0 { b } else { nil } }.first
        #expect(shifts?.groups.prefix(3).map(\.label) == ["Computer science", "Psychology", "Biology"])
        #expect(shifts?.groups.prefix(3).compactMap { $0.values.first?.display } == ["+3.1 pts", "+0.9 pts", "+0.6 pts"])
        #expect(shifts?.groups.count == 6)
        #expect(shifts.map { $0.scale?.min == -($0.scale?.max ?? 0) } == true)
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

    /// The legacy fact with the figures of the site's admission-factors spec (1,559 colleges reporting fall 2022 and
    /// fall 2024; 502 → 431 considering it; 88 stopped, 17 started).
    static let legacyJSON = """
        {"from": 2022, "to": 2024, "n": 1559, "consideredFrom": 502, "consideredTo": 431, "stopped": 88, "started": 17,
         "byYear": [0.322, 0.3, 0.2765]}
        """

    /// National shares of first-major bachelor's degrees from the site's majors spec (2019–20 → 2024–25), ordered by
    /// the change in points as the site's file orders them.
    static let majorsJSON = """
        {"from": 2019, "to": 2024, "n": 1234, "families": [
          {"family": "42", "from": 0.061, "to": 0.072}, {"family": "11", "from": 0.058, "to": 0.065},
          {"family": "26", "from": 0.066, "to": 0.070}, {"family": "52", "from": 0.186, "to": 0.185},
          {"family": "51", "from": 0.116, "to": 0.112}, {"family": "45", "from": 0.071, "to": 0.064}]}
        """

    static func allFive() throws -> TrendFacts {
        var facts = try realFacts()
        facts.legacy = try JSONDecoder().decode(TrendFacts.Legacy.self, from: Data(legacyJSON.utf8))
        facts.majors = try JSONDecoder().decode(TrendFacts.Majors.self, from: Data(majorsJSON.utf8))
        return facts
    }

    /// components/home/WhatsChanged.tsx, the `lg` card.
    @Test func theLegacyCard() throws {
        let cards = HomeFact.cards(try Self.allFive())
        #expect(cards.map(\.kind) == [.priceGap, .harderToGetIn, .testRequired, .legacy, .majors])
        let legacy = cards[3]
        // big is `${stopped}`; the bars are 502 / 1559 = 32.2% → "32%" and 431 / 1559 = 27.6% → "28%".
        #expect(legacy.big == "88")
        #expect(legacy.text == "88 colleges stopped considering whether an applicant's parent attended between fall 2022 "
            + "and fall 2024, and 17 started, across 1,559 colleges reporting both years. "
            + "[Legacy status](/glossary#legacy-status) has been reported to the federal government only since fall 2022.")
        #expect(legacy.before == 502.0 / 1559 && legacy.after == 431.0 / 1559)
        #expect(legacy.chartLabel == "Share of colleges considering legacy status: 32% in fall 2022, 28% in fall 2024")
        #expect(legacy.caption == "Share of colleges considering legacy status")
        #expect(legacy.series == ["factor_legacy"])
        #expect(legacy.href == "/explore?noLegacy=1" && legacy.cta == "See colleges that don't consider legacy")
    }

    /// components/home/WhatsChanged.tsx, the `mj` card.
    @Test func theMajorsCard() throws {
        let majors = HomeFact.cards(try Self.allFive())[4]
        // Top gainer psychology: 0.072 / 0.061 − 1 = +18.0% → "+18%".
        #expect(majors.big == "+18%")
        // The three biggest gains, then the three biggest losses from the end of the list, biggest first.
        #expect(majors.shifts.map(\.family) == ["42", "11", "26", "45", "51", "52"])
        #expect(majors.shifts.map(\.name) == ["Psychology", "Computer science", "Biology", "Social sciences",
                                              "Health professions", "Business"])
        #expect(majors.shifts.map { SiteFormat.display($0.change, as: .pts) } == [
            "+1.1 pts", "+0.7 pts", "+0.4 pts", "\u{2212}0.7 pts", "\u{2212}0.4 pts", "\u{2212}0.1 pts",
        ])
        let cip = Glossary.entry("cip-code") == nil ? "CIP code" : "[CIP code](/glossary#cip-code)"
        #expect(majors.text == "Psychology went from 6.1% of bachelor's degrees in 2019\u{2013}20 to 7.2% in 2024\u{2013}25, "
            + "across 1,234 colleges awarding them in both years. Fields are grouped by \(cip), counting "
            + "[first majors](/glossary#first-major).")
        #expect(majors.chartLabel.hasPrefix("Change in each field's share of bachelor's degrees, 2019\u{2013}20 to "
            + "2024\u{2013}25: Psychology 6.1% to 7.2%; Computer science 5.8% to 6.5%;"))
        #expect(majors.series == ["bachelors", "major_42", "major_11", "major_26", "major_45", "major_51", "major_52"])
        #expect(majors.href == "/explore?field=42" && majors.cta == "See colleges with psychology majors")
    }

    @Test func aShortMajorsListShowsEachFieldOnce() throws {
        var facts = TrendFacts()
        facts.majors = try JSONDecoder().decode(TrendFacts.Majors.self, from: Data("""
            {"from": 2013, "to": 2023, "n": 9, "families": [{"family": "11", "from": 0.1, "to": 0.2},
              {"family": "52", "from": 0.3, "to": 0.25}, {"family": "23", "from": 0.2, "to": 0.1}]}
            """.utf8))
        // First three [11, 52, 23] and last three reversed [23, 52, 11]: each once, in first-seen order.
        #expect(HomeFact.cards(facts).first?.shifts.map(\.family) == ["11", "52", "23"])
        facts.majors?.families = []
        #expect(HomeFact.cards(facts).isEmpty)
    }

    /// components/home/WhatsChanged.tsx returns nothing unless the price gap, harder-to-get-in or test-required fact
    /// is there; the legacy and majors cards only join them.
    @Test func theSectionNeedsOneOfTheFirstThreeFacts() throws {
        var facts = try Self.allFive()
        facts.priceGap = nil
        facts.harderToGetIn = nil
        #expect(HomeFactCards.shown(facts).map(\.kind) == [.testRequired, .legacy, .majors])
        facts.testRequired = nil
        #expect(HomeFact.cards(facts).map(\.kind) == [.legacy, .majors])
        #expect(HomeFactCards.shown(facts).isEmpty)
        #expect(HomeFactCards.shown(try Self.allFive()).count == 5)
    }

    /// The section's opening links its two glossary terms as the site's `<Term>`s do.
    @Test func theIntroLinksFixedPanelAndInflation() {
        let texts = HomeLensTests.home.blocks.compactMap { if case let .text(t) = $0 { t.markdown } else { nil } }
        #expect(texts.contains("Ten years of federal data, measured over a [fixed panel](/glossary#fixed-panel) of the "
            + "same colleges at both ends, with money [after inflation](/glossary#inflation-adjusted)."))
        #expect(Glossary.entry("fixed-panel")?.term == "Fixed panel")
    }

    @Test func aMissingOrIncompleteFactIsLeftOut() throws {
        var facts = try Self.realFacts()
        facts.harderToGetIn = nil
        facts.testRequired?.requiredTo = nil
        #expect(HomeFact.cards(facts).map(\.kind) == [.priceGap])
        #expect(HomeFact.cards(TrendFacts()).isEmpty)
    }
}
