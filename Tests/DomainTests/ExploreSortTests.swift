import Foundation
import Testing
@testable import Domain

/// Explore's sort on the fixture (screens-map §1.2): default most applied-to, direction rules, missing values last
/// either way, ties by name, distance only with a home, price only with an income.
struct ExploreSortTests {
    @Test func defaultIsMostAppliedToWithNameTies() {
        // Alpha and Zeta both have 30,000 applicants (name order), Beta reports none (last).
        #expect(ExploreFixture.ids("") == ["1", "6", "7", "5", "3", "4", "2"])
    }

    @Test func otherKeysDefaultToAscendingWithMissingLast() {
        #expect(ExploreFixture.ids("sortBy=acceptance_rate") == ["5", "1", "6", "3", "7", "4", "2"])
        #expect(ExploreFixture.ids("sortBy=acceptance_rate&sortDir=desc") == ["4", "7", "3", "6", "1", "5", "2"])
        #expect(ExploreFixture.ids("sortDir=asc") == ["4", "3", "5", "7", "1", "6", "2"])
    }

    @Test func nameSortFollowsTheDirection() {
        #expect(ExploreFixture.ids("sortBy=name") == ["1", "2", "4", "5", "7", "3", "6"])
        #expect(ExploreFixture.ids("sortBy=name&sortDir=desc") == ["6", "3", "7", "5", "4", "2", "1"])
    }

    @Test func costSortPutsUnreportedLast() {
        // Delta 0, Eta 15,000, Alpha 20,000, Zeta 35,000, Beta 80,000; Gamma and Epsilon report none (by name).
        #expect(ExploreFixture.ids("sortBy=avg_cost") == ["4", "7", "1", "6", "2", "5", "3"])
        #expect(ExploreFixture.ids("sortBy=avg_cost&sortDir=desc") == ["2", "6", "1", "7", "4", "5", "3"])
    }

    @Test func distanceNeedsAHome() {
        #expect(ExploreFixture.ids("near=02139&within=500&sortBy=distance") == ["1", "6", "7"])
        #expect(ExploreFixture.ids("near=02139&within=500&sortBy=distance&sortDir=desc") == ["7", "6", "1"])
        let without = ExploreFixture.run("sortBy=distance")
        #expect(without.query.sortBy == .applicants)
        #expect(without.query.ignored.contains { $0.param == "sortBy" && $0.reason == .needsNear })
        #expect(without.positions.map { ExploreFixture.snapshot.schools[$0].unitID } == ExploreFixture.ids(""))
    }

    @Test func priceAtNeedsAnIncome() {
        // Only Alpha publishes net prices by income; $60K falls in the $48–75K band ($12,000).
        let priced = ExploreFixture.run("income=60000&sortBy=price_at")
        #expect(priced.query.sortBy == .priceAt)
        #expect(priced.positions.first.map { ExploreFixture.snapshot.schools[$0].unitID } == "1")
        #expect(ExploreEngine.priceAt(ExploreFixture.alpha, income: 60000) == 12000)
        #expect(ExploreEngine.priceAt(ExploreFixture.alpha, income: 48000) == 12000)
        #expect(ExploreEngine.priceAt(ExploreFixture.alpha, income: 47999) == 8000)
        // lib/cost-curve.ts priceAt: an income up to and including FEDERAL_TOP ($110K) takes the band holding it, the
        // last band ($75–110K, Alpha's $18,000) when no band's top is above it; above $110K there is no figure.
        #expect(ExploreEngine.priceAt(ExploreFixture.alpha, income: 110_000) == 18000)
        #expect(ExploreEngine.priceAt(ExploreFixture.alpha, income: 110_001) == nil)
        #expect(ExploreFixture.ids("income=110000&sortBy=price_at").first == "1")
        let unpriced = ExploreFixture.parse("sortBy=price_at")
        #expect(unpriced.sortBy == .applicants)
        #expect(unpriced.ignored.contains { $0.reason == .needsIncome })
    }

    @Test func pagesAreClamped() {
        let outcome = ExploreFixture.run("page=9")
        let page = outcome.page(size: 3)
        #expect(page.pages == 3)
        #expect(page.page == 3)
        #expect(page.range == 6..<7)
        #expect(ExplorePageRange(count: 0, size: 24, asked: 5).page == 1)
        #expect(ExplorePageRange(count: 0, size: 24, asked: 5).range == 0..<0)
        #expect(ExplorePageRange(count: 48, size: 24, asked: 2).range == 24..<48)
    }
}
