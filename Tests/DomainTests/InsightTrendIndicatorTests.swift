import Foundation
import QuadAPIModels
import Testing
@testable import Domain

/// The four ten-year indicators: band edges, floors, words and texts (screens-map §0.6).
struct InsightTrendIndicatorTests {
    static let minus = "\u{2212}"

    /// A college with one trend set and applicants `apps` at both ends of the applicant trend.
    static func school(_ kind: TrendIndicatorKind, change: Double?, from: Double? = 0.5, to: Double? = 0.5,
                       apps: (Double, Double)? = (5000, 5000)) -> School {
        MetricSchools.make("1") { s in
            MetricSchools.trends(&s) {
                let t = MetricSchools.trend(from: from, to: to, change: change)
                switch kind {
                case .cost: $0.avgPaidAll = t
                case .applications: break
                case .diversity: $0.diversity = t
                case .selectivity: $0.acceptanceRate = t
                }
                if let a = apps {
                    $0.applicants = MetricSchools.trend(from: a.0, to: a.1, change: kind == .applications ? change : 0)
                }
            }
        }
    }

    static func direction(_ kind: TrendIndicatorKind, _ change: Double) -> TrendIndicator.Direction? {
        TrendIndicators.reading(school(kind, change: change), kind)?.direction
    }

    @Test func costBand() {
        #expect(Self.direction(.cost, 0.05) == .steady)
        #expect(Self.direction(.cost, 0.0501) == .up)
        #expect(Self.direction(.cost, -0.05) == .steady)
        #expect(Self.direction(.cost, -0.0501) == .down)
        #expect(Self.direction(.cost, 0) == .steady)
    }

    @Test func applicationsBandAndFloor() {
        #expect(Self.direction(.applications, 0.1) == .steady)
        #expect(Self.direction(.applications, 0.1001) == .up)
        #expect(Self.direction(.applications, -0.1) == .steady)
        #expect(Self.direction(.applications, -0.1001) == .down)
        let floor = Self.school(.applications, change: 0.5, apps: (200, 300))
        #expect(TrendIndicators.reading(floor, .applications)?.direction == .up)
        let under = Self.school(.applications, change: 0.5, apps: (300, 199))
        #expect(TrendIndicators.reading(under, .applications) == nil)
    }

    @Test func diversityBand() {
        #expect(Self.direction(.diversity, 0.03) == .steady)
        #expect(Self.direction(.diversity, 0.0301) == .up)
        #expect(Self.direction(.diversity, -0.03) == .steady)
        #expect(Self.direction(.diversity, -0.0301) == .down)
        // No applicant floor for diversity.
        let few = Self.school(.diversity, change: 0.1, apps: (5, 5))
        #expect(TrendIndicators.reading(few, .diversity)?.direction == .up)
    }

    @Test func selectivityIsInvertedWithAFloor() {
        #expect(Self.direction(.selectivity, -0.03) == .steady)
        #expect(Self.direction(.selectivity, -0.0301) == .up)  // a falling admit rate: more selective
        #expect(Self.direction(.selectivity, 0.03) == .steady)
        #expect(Self.direction(.selectivity, 0.0301) == .down)
        #expect(TrendIndicators.reading(Self.school(.selectivity, change: -0.2, apps: (199, 5000)), .selectivity) == nil)
        #expect(TrendIndicators.reading(Self.school(.selectivity, change: -0.2, apps: nil), .selectivity) == nil)
    }

    @Test func missingTrends() {
        #expect(TrendIndicators.reading(MetricSchools.make("1"), .cost) == nil)
        #expect(TrendIndicators.reading(Self.school(.cost, change: nil), .cost) == nil)
        #expect(TrendIndicators.all(MetricSchools.make("1")).isEmpty)
    }

    @Test func abileneReadings() throws {
        let m = Self.minus
        let s = try MetricSchools.sample("222178")
        let all = TrendIndicators.all(s)
        #expect(all.map(\.kind) == [.cost, .applications, .diversity, .selectivity])
        #expect(all.map(\.word) == ["Falling", "Growing", "More diverse", "Less selective"])
        // Cost −0.093: "−9%"; applications +0.2076: "+21%"; diversity 0.5157 → 0.5825; admit rate 0.5047 → 0.6603.
        #expect(all.map(\.changeText) == ["\(m)9%", "+21%", "+0.07", "+16 pts"])
        #expect(all.map(\.detailText) == [
            "\(m)9% after inflation", "+21%", "index 0.52 \u{2192} 0.58", "admit rate 50% \u{2192} 66%",
        ])
    }

    @Test func abrahamBaldwinReadings() throws {
        let s = try MetricSchools.sample("138558")
        // Cost −0.3902 falls; applications −0.0382, diversity +0.0179 and admit rate −0.0154 stay within their bands.
        #expect(TrendIndicators.all(s).map(\.direction) == [.down, .steady, .steady, .steady])
        #expect(TrendIndicators.all(s).map(\.word) == ["Falling", "Steady", "Steady", "Steady"])
    }

    @Test func endFallWhenTheCollegeShowsNewerFigures() throws {
        var s = try MetricSchools.sample("222178")
        MetricSchools.admissions(&s) {
            var f = FederalAdmissions()
            f.year = 2024
            $0.federal = f
        }
        MetricSchools.demographics(&s) {
            var f = SchoolDemographics.FederalDemographics()
            f.year = 2023
            $0.federal = f
        }
        #expect(TrendIndicators.reading(s, .selectivity)?.detailText == "admit rate 50% \u{2192} 66% (to fall 2024)")
        #expect(TrendIndicators.reading(s, .diversity)?.detailText == "index 0.52 \u{2192} 0.58 (to fall 2023)")
        #expect(TrendIndicators.reading(s, .cost)?.endFall == nil)
    }

    @Test func wireForm() throws {
        let r = try #require(TrendIndicators.reading(try MetricSchools.sample("222178"), .cost))
        let wire = r.wire()
        #expect(wire.key == "cost" && wire.label == "Cost" && wire.word == "Falling" && wire.direction == .down)
        #expect(wire.question == "Is it getting more expensive?")
        #expect(wire.change == nil)
    }

    @Test func definitions() {
        #expect(TrendIndicatorKind.allCases.map(\.urlParameter) == ["costTrend", "appsTrend", "divTrend", "selTrend"])
        #expect(TrendIndicatorKind.allCases.map(\.steadyBand) == [0.05, 0.1, 0.03, 0.03])
        #expect(TrendIndicatorKind.allCases.map(\.measure) == [.ratio, .ratio, .index, .points])
        #expect(TrendIndicatorKind.cost.yearKind == .academic && TrendIndicatorKind.selectivity.yearKind == .fall)
    }

    @Test func exploreFilter() throws {
        let s = try MetricSchools.sample("222178")
        #expect(TrendIndicators.matches(s, chosen: [:]))
        #expect(TrendIndicators.matches(s, chosen: [.cost: [.down, .steady]]))
        #expect(!TrendIndicators.matches(s, chosen: [.cost: [.up]]))
        #expect(TrendIndicators.matches(s, chosen: [.cost: [.down], .selectivity: [.down]]))
        #expect(!TrendIndicators.matches(MetricSchools.make("1"), chosen: [.cost: [.down, .steady, .up]]))
        #expect(TrendIndicators.matches(s, chosen: [.diversity: []]))
    }
}
