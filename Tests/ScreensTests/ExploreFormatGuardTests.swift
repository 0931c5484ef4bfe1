import Domain
import QuadAPIModels
@testable import Screens
import Testing

/// The citation guard's format rule over Explore: every `Value` of every view (cards, the table with and without the
/// change columns, the three charts, the map) and of the filter panel prints as `formatBy(format, value)`.
struct ExploreFormatGuardTests {
    static let queries = ["", "view=table", "view=table&changes=1", "view=table&changes=1&page=2", "view=chart",
                          "view=chart&chart=value", "view=chart&chart=sticker", "view=map", "near=02139&within=500",
                          "near=02139&within=500&view=table", "income=60000", "sortBy=avg_cost_change&view=table&changes=1"]
        + ExploreScreens.examples

    @Test func everyExploreValuePrintsAsItsFormat() {
        var problems: [String] = []
        var seen = 0
        for query in Self.queries {
            let response = ExploreScreens.screen(query)
            seen += ValueReflection.values(in: response).count
            problems += ValueReflection.misprinted(response, "explore?\(query)")
        }
        problems += ValueReflection.misprinted(ExploreScreens.filters(""), "explore/filters")
        for p in problems.prefix(20) { Issue.record(Comment(rawValue: p)) }
        #expect(problems.isEmpty)
        // The guard looked at real documents: thousands of values across the views.
        #expect(seen > 10_000)
    }

    /// SchoolCard's meters print what the site's card prints: pctSmart, compact undergrads, the SAT range, pct, and
    /// moneyCompact net price (components/school/SchoolCard.tsx Meter values).
    @Test func cardMetersUseTheCardsFormats() throws {
        let response = ExploreScreens.screen("q=abilene")
        let card = try #require(response.results.items?.compactMap { if case let .schoolCard(c) = $0 { c } else { nil } }
            .first { $0.school.id == "222178" })
        let meters = Dictionary(uniqueKeysWithValues: card.meters.map { ($0.label, $0.value.display) })
        #expect(meters["Selectivity"] == "66%")
        // 3,195 undergrads → Intl compact "3.2K".
        #expect(meters["Size"] == "3.2K")
        #expect(meters["Pell share"] == "22%")
        // The record's avg_net_price is 26,182 → Intl compact "$26.2K" (not the full "$26,182").
        #expect(meters["Net price"] == "$26.2K")
    }
}
