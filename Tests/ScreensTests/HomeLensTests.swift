import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// Each lens card shows what Explore itself answers for the card's query: its total and its first four colleges.
struct HomeLensTests {
    /// Built once for every lens.
    static let home = HomeScreen.build(SampleDataset.snapshot)

    static func cards(_ screen: Screen) -> [TopicCardBlock] {
        screen.blocks.compactMap { if case let .topicCard(c) = $0, c.href.hasPrefix("/explore?") { c } else { nil } }
            .filter { card in HomeLens.all.contains { "/explore?\($0.query)" == card.href } }
    }

    @Test(arguments: HomeLens.all.map(\.query))
    func countAndCrestsAreExploresOwnAnswer(_ query: String) throws {
        let lens = try #require(HomeLens.all.first { $0.query == query })
        let card = try #require(Self.cards(Self.home).first { $0.href == "/explore?\(query)" })
        #expect(card.title == lens.title)
        #expect(card.footer == lens.blurb)
        let explore = ExploreScreens.screen(query)
        let chips: [[String]] = card.blocks.compactMap { if case let .schoolChips(c) = $0 { c.schools.map(\.id) } else { nil } }
        let crests = chips.first ?? []
        #expect(crests == Array(ExploreScreens.ids(explore).prefix(4)))
        let count = card.blocks.compactMap { if case let .statTiles(t) = $0 { t.tiles.first?.value } else { nil } }.first
        if lens.ranked {
            #expect(count == nil)
            #expect(card.blocks.contains { if case let .chips(c) = $0 { c.chips.map(\.label) == ["Ranked list"] } else { false } })
        } else {
            #expect(count?.value == Double(explore.total))
            #expect(count?.display == SiteFormat.num(Double(explore.total)))
        }
    }

    @Test func theNineLensesInOrderAndSomeMatchInTheSample() {
        let cards = Self.cards(Self.home)
        #expect(cards.map(\.title) == ["The most selective", "Within reach", "Big public universities", "Small & close-knit",
                                       "Economic diversity", "Low cost, high earnings", "Opportunity colleges", "HBCUs",
                                       "Research universities"])
        // The comparison above is not vacuous: most lenses match colleges in the sample.
        let nonEmpty = HomeLens.all.filter { !$0.run(SampleDataset.snapshot).positions.isEmpty }
        #expect(nonEmpty.count >= 6)
    }
}
