import Foundation
import QuadAPIModels
import Testing
@testable import Domain

/// "Known for" rules (screens-map §0.7), each on a synthetic population where the target's rank is known exactly:
/// with n colleges holding distinct values 1…n, the k-th lowest ranks (k − 1) / (n − 1).
struct InsightStandoutTests {
    typealias Setter = (inout School, Double) -> Void

    /// `n` colleges with distinct values 1…n set by `set`, each with `applicants` applicants and `undergrads`
    /// undergraduates; `edit` is applied to every college.
    static func population(_ n: Int, applicants: Double = 5000, undergrads: Double = 2000,
                           _ set: Setter, edit: (inout School) -> Void = { _ in }) -> [School] {
        (1...n).map { i in
            MetricSchools.make(String(i), "College \(i)") { s in
                MetricSchools.applicants(&s, applicants)
                MetricSchools.undergrads(&s, undergrads)
                set(&s, Double(i))
                edit(&s)
            }
        }
    }

    /// Labels of the profile chips of the college holding the k-th lowest value.
    static func labels(_ schools: [School], _ k: Int) -> [String] {
        let stats = MetricSchools.stats(schools)
        return Standouts.profile(schools[k - 1], statistics: stats).map(\.label)
    }

    @Test func ultraSelective() {
        let set: Setter = { s, v in MetricSchools.admissions(&s) { $0.acceptanceRate = v / 1000 } }
        let schools = Self.population(101, set)
        #expect(Self.labels(schools, 4) == ["Ultra-selective"])  // rank 3/100 = 0.03
        #expect(Self.labels(schools, 5).isEmpty)  // 0.04
        let small = Self.population(101, applicants: 499, set)
        #expect(Self.labels(small, 1).isEmpty)  // no real pool
    }

    @Test func highYield() {
        let set: Setter = { s, v in MetricSchools.admissions(&s) { $0.admitted = 1000; $0.enrolled = v * 10 } }
        let schools = Self.population(21, set)
        #expect(Self.labels(schools, 19) == ["High yield"])  // 18/20 = 0.9
        #expect(Self.labels(schools, 18).isEmpty)
        #expect(Self.labels(Self.population(21, applicants: 499, set), 21).isEmpty)
    }

    @Test func admitGapBySex() {
        // Gap size v/100 on 1,000 applicants of each sex; the sign decides the wording.
        func setter(sign: Double) -> Setter {
            { s, v in MetricSchools.bySex(&s, men: (1000, 500 + sign * v * 10), women: (1000, 500)) }
        }
        #expect(Self.labels(Self.population(21, setter(sign: 1)), 20) == ["Admits men at a higher rate"])  // 0.95
        #expect(Self.labels(Self.population(21, setter(sign: -1)), 21) == ["Admits women at a higher rate"])
        #expect(Self.labels(Self.population(21, setter(sign: 1)), 19).isEmpty)
        let chip = Standouts.rules(Self.population(21, setter(sign: 1))[20],
                                   statistics: MetricSchools.stats(Self.population(21, setter(sign: 1))))
        #expect(chip.first?.metric == .admitGapSize && chip.first?.domain == .admissions)
        // Under 1,000 of one sex: no gap size, no chip.
        let few: Setter = { s, v in MetricSchools.bySex(&s, men: (999, 400 + v * 10), women: (1000, 400)) }
        #expect(Self.labels(Self.population(21, few), 21).isEmpty)
    }

    @Test func topTestScores() {
        let set: Setter = { s, v in
            MetricSchools.admissions(&s) {
                $0.satReading25_75 = ScoreRange(lo: 400 + v * 10, hi: 500 + v * 10)
                $0.satMath25_75 = ScoreRange(lo: 400, hi: 500)
            }
        }
        #expect(Self.labels(Self.population(21, set), 19) == ["Top test scores"])
        #expect(Self.labels(Self.population(21, set), 18).isEmpty)
    }

    @Test func campusSize() {
        let set: Setter = { s, v in MetricSchools.undergrads(&s, v * 100) }
        let schools = Self.population(21, set)
        #expect(Self.labels(schools, 20) == ["Big campus"])  // 19/20 = 0.95
        #expect(Self.labels(schools, 19).isEmpty)
        #expect(Self.labels(schools, 3) == ["Intimate campus"])  // 2/20 = 0.1
        #expect(Self.labels(schools, 4).isEmpty)
    }

    @Test func accessAndDiversity() {
        let pell: Setter = { s, v in MetricSchools.demographics(&s) { $0.pellGrantPercent = v / 100 } }
        #expect(Self.labels(Self.population(21, pell), 18) == ["Economic diversity"])  // 17/20 = 0.85
        #expect(Self.labels(Self.population(21, pell), 17).isEmpty)
        let firstGen: Setter = { s, v in MetricSchools.demographics(&s) { $0.firstGenPercent = v / 100 } }
        #expect(Self.labels(Self.population(21, firstGen), 18) == ["First-gen friendly"])
        // Two groups with shares 1 − x and x (x ≤ 0.21): the index 2x(1 − x) grows with x.
        let diverse: Setter = { s, v in
            MetricSchools.demographics(&s) {
                var r = SchoolDemographics.RaceShares()
                r.white = 1 - v / 100
                r.black = v / 100
                $0.racialDiversity = r
            }
        }
        #expect(Self.labels(Self.population(21, diverse), 18) == ["Very diverse"])
        #expect(Self.labels(Self.population(21, diverse), 17).isEmpty)
    }

    @Test func valueRules() {
        // Cost rises with v; earnings set separately per case.
        func schools(earningsOf: @escaping (Double) -> Double) -> [School] {
            Self.population(21) { s, v in
                MetricSchools.cost(&s) { $0.avgPaidAll = v * 1000 }
                MetricSchools.outcomes(&s) { $0.medianEarnings10yr = earningsOf(v) }
            }
        }
        // College 6: cost rank 5/20 = 0.25; its earnings swapped with college 16's, so 16,000 ranks 15/20 = 0.75.
        let great = schools { v in v == 6 ? 16_000 : v == 16 ? 6_000 : v * 1000 }
        #expect(Self.labels(great, 6) == ["Great value"])
        #expect(Self.labels(great, 7).isEmpty)  // cost rank 0.3
        // Expensive college with top-10% earnings: "High earners".
        let earners = schools { v in v * 1000 }
        #expect(Self.labels(earners, 19) == ["High earners"])
        #expect(Self.labels(earners, 18).isEmpty)
        // Cheapest college with the lowest earnings: "Low average cost" only.
        #expect(Self.labels(earners, 1) == ["Low average cost"])
        #expect(Self.labels(earners, 3) == ["Low average cost"])  // 2/20 = 0.1
        #expect(Self.labels(earners, 4).isEmpty)
        // Cheap and top earnings: "Great value" wins over "High earners" (never both).
        let both = schools { v in v == 2 ? 99_000 : v * 1000 }
        #expect(Self.labels(both, 2) == ["Great value", "Low average cost"])
    }

    @Test func aidBorrowingGraduation() {
        let aid: Setter = { s, v in
            MetricSchools.cost(&s) {
                var b = SchoolCost.Breakdown()
                b.fullPrice = 1000
                b.grantPerStudent = v * 10
                $0.breakdown = b
            }
        }
        #expect(Self.labels(Self.population(21, aid), 18) == ["Generous aid"])
        #expect(Self.labels(Self.population(21, aid), 17).isEmpty)
        let loans: Setter = { s, v in MetricSchools.outcomes(&s) { $0.federalLoanRate = v / 100 } }
        #expect(Self.labels(Self.population(21, loans), 2) == ["Few students borrow"])  // 1/20 = 0.05
        #expect(Self.labels(Self.population(21, loans), 3).isEmpty)
        #expect(Self.labels(Self.population(21, undergrads: 999, loans), 1).isEmpty)  // no large-college rate
        let grad: Setter = { s, v in MetricSchools.outcomes(&s) { $0.graduationRate = v / 100 } }
        #expect(Self.labels(Self.population(21, grad), 19) == ["High graduation rate"])
        #expect(Self.labels(Self.population(21, grad), 18).isEmpty)
    }

    @Test func testOptionalHeavy() {
        func school(sat: Double?, act: Double?) -> [String] {
            let s = MetricSchools.make("1") { s in
                MetricSchools.admissions(&s) { $0.testSubmissionRateSAT = sat; $0.testSubmissionRateACT = act }
            }
            return Standouts.profile(s, statistics: MetricSchools.stats([s])).map(\.label)
        }
        #expect(school(sat: 0.45, act: 0.24) == ["Test-optional heavy"])
        #expect(school(sat: 0.5, act: 0.2).isEmpty)
        #expect(school(sat: 0.2, act: nil).isEmpty)
    }

    @Test func ruleOrderAndExploreLimit() {
        // One college tops pell, first-gen and graduation, and is ultra-cheap: four chips in rule order.
        let schools = Self.population(21) { s, v in
            MetricSchools.demographics(&s) { $0.pellGrantPercent = v / 100; $0.firstGenPercent = v / 100 }
            MetricSchools.outcomes(&s) { $0.graduationRate = v / 100 }
            MetricSchools.cost(&s) { $0.avgPaidAll = (22 - v) * 1000 }
        }
        let stats = MetricSchools.stats(schools)
        let top = schools[20]
        #expect(Standouts.profile(top, statistics: stats).map(\.label)
            == ["Economic diversity", "First-gen friendly", "Low average cost", "High graduation rate"])
        #expect(Standouts.explore(top, statistics: stats).map(\.label) == ["Economic diversity", "First-gen friendly"])
        let wire = Standouts.explore(top, statistics: stats).map(\.wire)
        #expect(wire.first == Standout(label: "Economic diversity", color: "d-access", metric: "pell"))
    }

    static func trendPopulation(_ set: @escaping (inout SchoolTrends, Double) -> Void) -> [School] {
        Self.population(21) { s, v in MetricSchools.trends(&s) { set(&$0, v) } }
    }

    @Test func trendStandouts() {
        // Applications: change v/10 from 2,000 applicants; the top college (change 2.1, ×3.1) "tripled".
        let apps = Self.trendPopulation { t, v in
            t.applicants = MetricSchools.trend(since: 2014, from: 2000, to: 2000 * (1 + v / 10), change: v / 10)
        }
        #expect(Self.labels(apps, 21) == ["Applications tripled since fall 2014"])
        #expect(Self.labels(apps, 20) == ["Applications tripled since fall 2014"])  // rank 0.95, change 2.0 (×3)
        #expect(Self.labels(apps, 19).isEmpty)  // rank 0.9
        // A small base (999) is never a standout.
        let smallBase = Self.trendPopulation { t, v in
            t.applicants = MetricSchools.trend(since: 2014, from: 999, to: 999 * 2, change: v / 10)
        }
        #expect(Self.labels(smallBase, 21).isEmpty)
        // Enrollment: change v/20 (top: 1.05, ×2.05 "doubled").
        let size = Self.trendPopulation { t, v in
            t.undergrads = MetricSchools.trend(since: 2014, from: 1500, to: 1500 * (1 + v / 20), change: v / 20)
        }
        #expect(Self.labels(size, 21) == ["Enrollment doubled since fall 2014"])
        // Cost: change (v − 22)/100, lowest −0.21.
        let cost = Self.trendPopulation { t, v in
            t.avgPaidAll = MetricSchools.trend(since: 2013, from: 30000, to: 25000, change: (v - 22) / 100)
        }
        #expect(Self.labels(cost, 1) == ["Average cost down 21% since 2013\u{2013}14"])
        #expect(Self.labels(cost, 2) == ["Average cost down 20% since 2013\u{2013}14"])  // 1/20 = 0.05
        #expect(Self.labels(cost, 3).isEmpty)
    }

    @Test func trendStandoutFirstMatchAndExploreExcludesIt() {
        let both = Self.trendPopulation { t, v in
            t.applicants = MetricSchools.trend(since: 2014, from: 2000, to: 4000, change: v / 20)
            t.undergrads = MetricSchools.trend(since: 2014, from: 2000, to: 4000, change: v / 20)
        }
        let stats = MetricSchools.stats(both)
        let chips = Standouts.profile(both[20], statistics: stats)
        #expect(chips.map(\.label) == ["Applications doubled since fall 2014"])  // ×2.05; enrollment not added
        #expect(chips.first?.metric == .applicantsChange)
        #expect(Standouts.explore(both[20], statistics: stats).isEmpty)
    }

    @Test func growthWords() {
        #expect(Standouts.growthWords(change: 0.3) == "up 30%")
        #expect(Standouts.growthWords(change: 0.94) == "up 94%")
        #expect(Standouts.growthWords(change: 0.96) == "doubled")
        #expect(Standouts.growthWords(change: 1.4) == "doubled")
        #expect(Standouts.growthWords(change: 1.6) == "up 160%")  // ×2.6: between the bands
        #expect(Standouts.growthWords(change: 1.96) == "tripled")
        #expect(Standouts.growthWords(change: 2.4) == "tripled")
        #expect(Standouts.growthWords(change: 2.6) == "grew 4\u{00D7}")  // ×3.6
        #expect(Standouts.growthWords(change: 4) == "grew 5\u{00D7}")
    }
}
