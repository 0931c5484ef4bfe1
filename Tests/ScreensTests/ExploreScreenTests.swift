import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// The Explore screen on the bundled sample: schema-valid in every view, the same colleges in the same order as the
/// Domain's filter and sort, and the panel, chips, sort menu and pages built as the site builds them.
struct ExploreScreenTests {
    private let validator = SchemaValidator(components: WireComponents.byName)

    private func errors<T: Encodable & SchemaDescribed>(_ value: T) throws -> [String] {
        try WireCheck.expectAgreement(value)
        let data = try JSONEncoder().encode(value)
        return validator.validate(try JSONDecoder().decode(JSONValue.self, from: data), against: .ref(T.schemaName))
    }

    /// Small result sets keep the validation quick; every view and part still appears.
    @Test func everyViewMatchesItsSchema() throws {
        for query in ["states=MA,CT", "view=table&changes=1&near=02139&within=100", "view=chart&states=MA",
                      "view=chart&chart=value&states=MA", "view=chart&chart=sticker&states=MA", "view=map&states=NY",
                      "q=zzzzzz", "near=02139&within=50&income=60000&sortBy=price_at&fit=scores",
                      "view=map&states=ZZ,VT&foo=1&minAR=abc"] {
            let screen = ExploreScreens.screen(query)
            #expect(try errors(screen) == [], "\(query)")
        }
        #expect(try errors(ExploreScreens.filters("field=52&near=02139&types=public")) == [])
    }

    /// Query parity: for each parameter, the screen lists exactly the Domain's matches, in its order (the map
    /// lists every match with a drawable location; the total counts them all).
    @Test func resultsEqualTheDomainFilterInOrder() {
        for query in ExploreScreens.examples {
            let expected = ExploreScreens.domainIDs(query)
            let map = ExploreScreens.screen(query + "&view=map")
            #expect(map.total == expected.count, "\(query)")
            #expect(ExploreScreens.ids(map) == expected.filter(drawable), "\(query)")
        }
    }

    /// Whether the college has a location the map draws (one sample record sits at 0, 0).
    private func drawable(_ id: String) -> Bool {
        guard let s = ExploreScreens.snapshot.school(id: id), let lat = s.location.lat, let lng = s.location.lng else {
            return false
        }
        return AlbersUSA.site.project(longitude: lng, latitude: lat) != nil
    }

    /// The grid and the table show the right slice of the same order.
    @Test func pagesSliceTheDomainOrder() {
        for query in ["page=1", "types=public&sortBy=sat&sortDir=desc&page=1", "q=college&page=2", "sortBy=avg_cost&page=3"] {
            let expected = ExploreScreens.domainIDs(query)
            let grid = ExploreScreens.screen(query)
            let start = min(expected.count, (grid.page.page - 1) * 24)
            #expect(ExploreScreens.ids(grid) == Array(expected[start..<min(expected.count, start + 24)]), "\(query)")
            let table = ExploreScreens.screen(query.replacingOccurrences(of: #"page=\d+"#, with: "page=2",
                                                                         options: .regularExpression) + "&view=table")
            #expect(ExploreScreens.ids(table) == Array(expected.dropFirst(50).prefix(50)), "table \(query)")
        }
    }

    /// Every match is one dot in result order, except colleges without a location or in a territory.
    @Test func mapDrawsEveryLocatedMatch() throws {
        let screen = ExploreScreens.screen("view=map&types=public")
        let expected = ExploreScreens.domainIDs("types=public").filter(drawable)
        #expect(ExploreScreens.ids(screen) == expected)
        let map = try #require(screen.results.map)
        #expect(map.title == "Where they are")
        guard case let .dotMap(block) = map.map else { Issue.record("not a dot map"); return }
        #expect(block.paths.count == 51)
        #expect(block.width == 975 && block.height == 610)
        #expect(block.caption?.hasPrefix("\(SiteFormat.num(Double(expected.count))) matching colleges.") == true)
        #expect(screen.page.pages == 1)
    }

    @Test func chartShowsTheMostAppliedTo() throws {
        let screen = ExploreScreens.screen("view=chart")
        let chart = try #require(screen.results.scatter)
        #expect(chart.title == "The admissions landscape")
        #expect(chart.tabs.options.map(\.selected) == [true, false, false])
        guard case let .scatter(block) = chart.scatter else { Issue.record("not a scatter"); return }
        let stats = ExploreScreens.snapshot.statistics
        let eligible = ExploreScreens.snapshot.schools.indices.filter {
            stats.value(.acceptance, at: $0) != nil && stats.value(.sat, at: $0) != nil
        }
        #expect(block.points.count == min(600, eligible.count))
        let applicants = block.points.map { ExploreScreens.snapshot.school(id: $0.id)?.admissions?.applicants ?? 0 }
        #expect(applicants == applicants.sorted(by: >))
        #expect(block.zone?.label == "Most selective zone" && block.zone?.xMax == 0.1)
        #expect(block.caption?.hasPrefix("\(eligible.count) matching colleges report both") == true)
        let value = try #require(ExploreScreens.screen("view=chart&chart=value").results.scatter)
        guard case let .scatter(valueBlock) = value.scatter else { Issue.record("not a scatter"); return }
        #expect(valueBlock.zone?.xMax == stats.median(.avgCost))
        #expect(valueBlock.zone?.yMin == stats.median(.earnings))
        let sticker = try #require(ExploreScreens.screen("view=chart&chart=sticker").results.scatter)
        guard case let .scatter(stickerBlock) = sticker.scatter else { Issue.record("not a scatter"); return }
        #expect(stickerBlock.diagonal?.label == "No aid: pays full price")
    }

    @Test func summaryTilesAreMediansAndASumOverTheMatches() throws {
        let screen = ExploreScreens.screen("types=public")
        let schools = ExploreScreens.snapshot.schools.filter { $0.type == "public" }
        func median(_ v: [Double]) -> Double {
            let s = v.sorted()
            return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
        }
        let rates = schools.compactMap { $0.admissions?.acceptanceRate }
        let sats = schools.compactMap { Derived.satMid($0) }
        let undergrads = schools.compactMap { $0.demographics?.undergradEnrollment }.reduce(0, +)
        let tiles = screen.summary.tiles
        #expect(tiles.map(\.label) == ["Admit rate", "SAT midpoint", "Undergrads"])
        #expect(tiles[0].value.value == median(rates))
        #expect(tiles[1].value.value == median(sats).rounded(.toNearestOrAwayFromZero))
        #expect(tiles[2].value.value == undergrads)
        #expect(tiles[2].value.display == SiteFormat.compact(undergrads))
        #expect(screen.summary.line == "\(schools.count) of 300 colleges match \u{00B7} page 1 of \((schools.count + 23) / 24)")
        #expect(ExploreScreens.screen("q=zzzzzz").summary.tiles.isEmpty)
    }

    @Test func emptyStateOffersReset() throws {
        let screen = ExploreScreens.screen("q=zzzzzz&sortBy=sat")
        let empty = try #require(screen.results.empty)
        #expect(empty.title == "No schools match all of that")
        #expect(empty.reset.href == "/explore")
        #expect(screen.page.text == "0 of 0")
        #expect(screen.summary.line == "0 of 300 colleges match")
    }

    @Test func pagesSayWhereTheyAre() {
        let second = ExploreScreens.screen("page=2")
        #expect(second.page.text == "25\u{2013}48 of 300")
        #expect(second.page.previous == "/explore")
        #expect(second.page.next == "/explore?page=3")
        #expect(second.url == "/explore?page=2")
        let last = ExploreScreens.screen("page=99&view=table")
        #expect(last.page.page == 6)
        #expect(last.page.text == "251\u{2013}300 of 300")
        #expect(last.page.next == nil)
        #expect(last.summary.line.hasSuffix("page 6 of 6"))
    }

    @Test func cardsCarryFactsMetersIndicatorsAndDistance() throws {
        let screen = ExploreScreens.screen("near=02139&within=500&sortBy=distance")
        let first = try #require(screen.results.items?.first)
        guard case let .schoolCard(card) = first else { Issue.record("not a card"); return }
        #expect(card.meters.map(\.label) == ["Selectivity", "Size", "SAT range", "Pell share", "Net price"])
        #expect(card.meters.allSatisfy { $0.fill == 0 || $0.fill >= 0.06 })
        #expect(card.facts.first?.label == "Admit rate")
        #expect(card.indicators.count <= 4)
        #expect(card.standouts.count <= 2)
        let distance = try #require(card.distance)
        #expect(distance.text.contains(" mi \u{00B7} about "))
        let school = try #require(ExploreScreens.snapshot.school(id: card.school.id))
        let rank = try #require(ExploreScreens.snapshot.statistics.rankOf(school, .acceptance))
        #expect(card.meters[0].fill == max(0.06, 1 - rank))
    }
}
