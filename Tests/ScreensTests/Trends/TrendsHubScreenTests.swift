import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// The trends hub against a hand-made index and movers file: study cards newest first whatever the index's order,
/// each card's headline, sparkline and footer; the movers entry with the featured lists cut to five rows, unfolded;
/// sections without their file left out.
struct TrendsHubScreenTests {
    static func card(_ slug: String, headline: Double, n: Double, from: Int, to: Int) -> TrendIndex.Card {
        var c = TrendIndex.Card()
        c.slug = slug
        c.title = "Card \(slug)"
        c.from = from
        c.to = to
        c.n = n
        c.yearKind = "fall"
        c.sentence = "Sentence of \(slug)."
        var h = TrendIndex.Headline()
        h.value = headline
        h.format = "pct"
        h.caption = "Headline of \(slug)"
        c.headline = h
        var spark = TrendIndex.Spark()
        spark.start = from
        spark.kind = "fall"
        spark.format = "pct"
        var a = TrendIndex.SparkSeries()
        a.name = "First"
        a.values = [0.1, nil, 0.3]
        spark.series = [a]
        c.spark = spark
        return c
    }

    /// The index lists men-and-women (added first) before test-optional (added a day later).
    static var index: TrendIndex {
        var i = TrendIndex()
        i.cards = [card("men-and-women", headline: 0.125, n: 1234, from: 2004, to: 2024),
                   card("test-optional", headline: 0.5, n: 800, from: 2014, to: 2024),
                   card("no-such-study", headline: 0.1, n: 1, from: 2020, to: 2024)]
        return i
    }

    @Test func studyCardsNewestFirstWithHeadlineSparkAndFooter() throws {
        let screen = try TrendsHubScreen.build(try TrendTestSupport.snapshot([:], index: Self.index))
        let cards = screen.blocks.compactMap { if case let .topicCard(c) = $0 { c } else { nil } }
        // A card whose study the registry lacks is left out.
        #expect(cards.map(\.href) == ["/trends/test-optional", "/trends/men-and-women"])
        #expect(cards.map(\.eyebrow) == ["Study 6", "Study 1"])
        let men = cards[1]
        #expect(men.footer == "1,234 colleges · Fall 2004 → fall 2024")
        guard case let .statTiles(tiles)? = men.blocks.first else {
            Issue.record("no headline tile")
            return
        }
        #expect(tiles.tiles.map(\.label) == ["Headline of men-and-women, fall 2024"])
        #expect(tiles.tiles.map(\.value.display) == ["13%"])
        let line = men.blocks.compactMap { if case let .trendLine(t) = $0 { t } else { nil } }.first
        // The missing middle year is a gap, not a zero: two points, 2004 and 2006.
        #expect(line?.series.first?.points.map(\.year) == [2004, 2006])
        #expect(TrendTestSupport.texts(men.blocks) == "Sentence of men-and-women.")
        // No movers, conferences or states file: those sections are left out.
        #expect(!screen.blocks.contains { if case let .heading(h) = $0 { h.anchor == "movers" } else { false } })
        #expect(!screen.blocks.contains { if case let .heading(h) = $0 { h.anchor == "states" } else { false } })
    }

    @Test func theMoversEntryShowsFiveRowsOfTheFeaturedLists() throws {
        let screen = try TrendsHubScreen.build(try TrendTestSupport.snapshot(["movers": MoversScreenTests.file]))
        let movers = TrendTestSupport.section(screen, "movers")
        let boards = TrendTestSupport.leaderboards(movers)
        // The file has two of the three featured lists; the ties at 10th do not reach the top five.
        #expect(boards.map(\.title) == ["Applications surged", "Got much harder to get into"])
        #expect(boards[0].rows.map(\.rank) == [1, 2, 3, 4, 5])
        #expect(boards[1].rows.count == 1)
        #expect(!movers.contains { if case .fold = $0 { true } else { false } })
        let cards = screen.blocks.compactMap { if case .topicCard = $0 { true } else { nil } }
        #expect(cards.isEmpty)
        #expect(TrendTestSupport.texts(screen.blocks).contains("The studies appear once the year-by-year history is published."))
    }
}
