import Foundation
import QuadAPIModels
@testable import Domain
import Testing

/// The neutral extreme flags, the radar's axes against percentile ranks counted by brute force, and the card rows'
/// fallbacks and shared score axis.
struct CompareFlagAndRadarTests {
    @Test func flagsTheExtremeOnlyWhenValuesDiffer() {
        #expect(CompareFlag(.max, "Largest").flagged([1, 2, 3]) == [2])
        #expect(CompareFlag(.min, "Lowest").flagged([1, 2, 3]) == [0])
        #expect(CompareFlag(.max, "Highest").flagged([3, 1, 3]) == [0, 2])
        #expect(CompareFlag(.max, "Highest").flagged([2, 2]) == [])
        #expect(CompareFlag(.min, "Fewest").flagged([nil, 5]) == [])
        #expect(CompareFlag(.min, "Most selective").flagged([nil, 0.3, 0.1, nil]) == [2])
    }

    /// Rank of `v` among `all` counted directly: the share of the others below it, ties counting half.
    static func bruteRank(_ v: Double, _ all: [Double]) -> Double {
        guard all.count > 1 else { return 0.5 }
        let below = all.filter { $0 < v }.count
        let equal = all.filter { $0 == v }.count
        return min(1, max(0, (Double(below) + Double(equal - 1) / 2) / Double(all.count - 1)))
    }

    @Test func radarAxesArePercentileRanksCountedByBruteForce() throws {
        let snapshot = try DatasetLoader().load(from: FixtureDatasets.committedSample, loadedAt: Date(timeIntervalSince1970: 0))
        let schools = snapshot.schools
        let stats = snapshot.statistics
        #expect(CompareRadar.axes.map(\.label) == ["Selectivity", "Test scores", "Size", "Pell share", "First-gen", "Diversity"])
        var missing = 0
        for position in schools.indices {
            let profile = CompareRadar.profile(at: position, statistics: stats)
            for (axis, value) in zip(CompareRadar.axes, profile) {
                let all = schools.compactMap { axis.metric.value(of: $0) }
                guard let mine = axis.metric.value(of: schools[position]) else {
                    #expect(value == nil)
                    missing += 1
                    continue
                }
                let rank = Self.bruteRank(mine, all)
                let expected = axis.inverted ? 1 - rank : rank
                #expect(value.map { abs($0 - expected) < 1e-12 } == true, "\(axis.label) at \(position)")
            }
        }
        // Some colleges of the sample leave measures out, so the missing case is exercised too.
        #expect(missing > 0)
    }

    @Test func scoreRowsShareOneAxisAndFallBack() {
        #expect(CompareRangeRow.axis(.sat, [ScoreRange(lo: 1070, hi: 1270), ScoreRange(lo: 860, hi: 1080), nil])! == (800, 1600))
        #expect(CompareRangeRow.axis(.sat, [ScoreRange(lo: 1460, hi: 1580)])! == (1400, 1600))
        #expect(CompareRangeRow.axis(.act, [ScoreRange(lo: 17, hi: 22), ScoreRange(lo: 30, hi: 34)])! == (13, 36))
        #expect(CompareRangeRow.axis(.act, [ScoreRange(lo: 3, hi: 9)])! == (1, 36))
        #expect(CompareRangeRow.axis(.sat, [nil]) == nil)

        let act = MetricSchools.make("1") { MetricSchools.admissions(&$0) { $0.actComposite25_75 = ScoreRange(lo: 20, hi: 26) } }
        let blind = MetricSchools.make("2") { MetricSchools.admissions(&$0) { $0.testPolicy = "not-considered" } }
        let bare = MetricSchools.make("3")
        let rows = CompareCards.rows(.admissions, [act, blind])
        // No SAT anywhere but an ACT: the score row is the ACT row; no acceptance rate anywhere: that row drops out.
        #expect(rows.map(\.label) == ["ACT middle 50%"])
        #expect(CompareRangeRow.fallback(blind) == "Test-blind")
        #expect(CompareRangeRow.fallback(bare) == "Not reported")
        // A test-blind college keeps the score row even when nobody reports a range…
        let rated = MetricSchools.make("4") { MetricSchools.admissions(&$0) { $0.acceptanceRate = 0.5 } }
        #expect(CompareCards.rows(.admissions, [blind, rated]).map(\.label) == ["Acceptance rate", "SAT middle 50%"])
        // …but a card with no figure at all is left out.
        #expect(CompareCards.rows(.admissions, [blind, bare]).isEmpty)
        // Nothing to show: the card is left out.
        #expect(CompareCards.rows(.outcomes, [bare, bare]).isEmpty)
    }

    @Test func sameMarksRowsWithoutADifference() {
        let cell = { (t: String?) in t.map { CompareCell($0) } }
        #expect(CompareTableRow.isSame([nil, nil]))
        #expect(CompareTableRow.isSame([cell("66%"), nil]))
        #expect(CompareTableRow.isSame([cell("Yes"), cell("Yes"), nil]))
        #expect(!CompareTableRow.isSame([cell("Yes"), cell("No")]))
        #expect(!CompareTableRow.isSame([cell("66%"), cell("67%"), nil, cell("66%")]))
        // Sameness is by the printed text: 0.661 and 0.664 both print 66%.
        #expect(CompareTableRow.isSame([CompareCell("66%", number: 0.661), CompareCell("66%", number: 0.664)]))
    }
}
