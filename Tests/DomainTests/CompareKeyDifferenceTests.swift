import Foundation
import QuadAPIModels
@testable import Domain
import Testing

/// Key differences, worked by hand from the site's rules (screens-map §4): which colleges are the ends, the
/// sentence, the leader, and the magnitude.
struct CompareKeyDifferenceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var metric: MetricKey
        var values: [Double?]
        var sentence: String?
        var leader: Int = 0
        var magnitude: Double = 0
        var testDescription: String { "\(metric.rawValue) \(values)" }
    }

    static let names = ["Alpha", "Beta", "Gamma", "Delta"]

    static let cases: [Case] = [
        // 0.10 / 0.04 = 2.5 ≥ 1.5; ln 2.5 / ln 15 = 0.916291 / 2.708050.
        Case(metric: .acceptance, values: [0.04, 0.10], sentence: "Alpha is 2.5× more selective than Beta", leader: 0,
             magnitude: 0.338358),
        // 0.6 / 0.5 = 1.2 < 1.5: both rates; ln 1.2 / ln 15 = 0.182322 / 2.708050.
        Case(metric: .acceptance, values: [0.50, 0.60], sentence: "Alpha admits 50% vs. 60% at Beta", leader: 0,
             magnitude: 0.067326),
        // Rates under 10% print one decimal: 0.07 / 0.052 = 1.346154; ln / ln 15 = 0.297252 / 2.708050.
        Case(metric: .acceptance, values: [0.07, 0.052], sentence: "Beta admits 5.2% vs. 7.0% at Alpha", leader: 1,
             magnitude: 0.109766),
        // 45,000 / 3,000 = 15; ln 15 / ln 20 = 2.7080502 / 2.9957323.
        Case(metric: .enrollment, values: [3_000, 45_000], sentence: "Beta has 15.0× as many undergrads as Alpha",
             leader: 1, magnitude: 0.903969),
        Case(metric: .enrollment, values: [10_000, 12_000], sentence: "Beta is a bit larger (12,000 vs. 10,000)",
             leader: 1, magnitude: 0.060860),
        // 25,500 / 30,000.
        Case(metric: .avgCost, values: [20_000, 45_500], sentence: "Alpha costs about $25.5K less per year on average than "
            + "Beta ($20,000 vs. $45,500, all students)", leader: 0, magnitude: 0.85),
        // 50,000 / 30,000 is capped at 1.
        Case(metric: .avgCost, values: [60_000, 10_000], sentence: "Beta costs about $50K less per year on average than "
            + "Alpha ($10,000 vs. $60,000, all students)", leader: 1, magnitude: 1),
        Case(metric: .aidGenerosity, values: [0.55, 0.30], sentence: "Alpha's grants cover 55% of its full price on average, "
            + "vs. 30% at Beta", leader: 0, magnitude: 0.625),
        Case(metric: .earnings, values: [50_000, 75_000], sentence: "Beta grads earn $25K more ten years out than Alpha's "
            + "($75,000 vs. $50,000)", leader: 1, magnitude: 0.625),
        Case(metric: .gradRate, values: [0.9, 0.6], sentence: "Alpha graduates 30 pts more of its students than Beta "
            + "(90% vs. 60%)", leader: 0, magnitude: 0.75),
        Case(metric: .sat, values: [1200, 1450], sentence: "Beta's SAT midpoint is 250 points higher than Alpha's",
             leader: 1, magnitude: 0.625),
        Case(metric: .diversity, values: [0.61, 0.35], sentence: "Alpha is more diverse (index 0.61 vs. 0.35)", leader: 0,
             magnitude: 0.65),
        Case(metric: .yield, values: [0.30, 0.45], sentence: "Beta's yield is 15 pts higher than Alpha's", leader: 1,
             magnitude: 0.375),
        Case(metric: .pell, values: [0.20, 0.45], sentence: "Beta has 25 pts more Pell recipients than Alpha (45% vs. 20%)",
             leader: 1, magnitude: 0.625),
        Case(metric: .firstGen, values: [0.40, 0.10], sentence: "Alpha has 30 pts more first-gen students than Beta "
            + "(40% vs. 10%)", leader: 0, magnitude: 0.75),
        // Three colleges: the highest is the first at the top, the lowest the last at the bottom.
        Case(metric: .yield, values: [0.30, 0.50, 0.30], sentence: "Beta's yield is 20 pts higher than Gamma's", leader: 1,
             magnitude: 0.5),
        Case(metric: .yield, values: [0.50, 0.50, 0.20], sentence: "Alpha's yield is 30 pts higher than Gamma's", leader: 0,
             magnitude: 0.75),
        // A college without the figure is left out of it.
        Case(metric: .gradRate, values: [nil, 0.30, 0.50, nil], sentence: "Gamma graduates 20 pts more of its students "
            + "than Beta (50% vs. 30%)", leader: 2, magnitude: 0.5),
        // No difference: equal values, one reporter, a lowest value of zero.
        Case(metric: .sat, values: [1300, 1300], sentence: nil),
        Case(metric: .earnings, values: [nil, 50_000], sentence: nil),
        Case(metric: .pell, values: [0, 0.3], sentence: nil),
    ]

    @Test(arguments: cases)
    func sentenceLeaderAndMagnitude(_ c: Case) {
        let d = KeyDifferences.difference(c.metric, names: Array(Self.names.prefix(c.values.count)), values: c.values)
        guard let sentence = c.sentence else {
            #expect(d == nil)
            return
        }
        #expect(d?.sentence == sentence)
        #expect(d?.leader == c.leader)
        #expect(d.map { abs($0.magnitude - c.magnitude) < 1e-6 } == true, "magnitude \(d?.magnitude ?? -1)")
    }

    /// Two colleges with four gaps: acceptance 0.1 vs 0.2 (ln 2 / ln 15 = 0.255958), average cost $20K vs $26K
    /// (0.2), earnings $40K vs $48K (0.2, a tie with cost), graduation 0.5 vs 0.55 (0.125). Largest first; the tie
    /// keeps the measures' order (cost before earnings).
    @Test func largestFirstTiesInMeasureOrder() {
        let a = MetricSchools.make("1", "Alpha College") {
            MetricSchools.admissions(&$0) { $0.acceptanceRate = 0.1 }
            MetricSchools.cost(&$0) { $0.avgPaidAll = 20_000 }
            MetricSchools.outcomes(&$0) { $0.medianEarnings10yr = 40_000; $0.graduationRate = 0.5 }
        }
        let b = MetricSchools.make("2", "Beta College") {
            MetricSchools.admissions(&$0) { $0.acceptanceRate = 0.2 }
            MetricSchools.cost(&$0) { $0.avgPaidAll = 26_000 }
            MetricSchools.outcomes(&$0) { $0.medianEarnings10yr = 48_000; $0.graduationRate = 0.55 }
        }
        let diffs = KeyDifferences.of([a, b])
        #expect(diffs.map(\.metric) == [.acceptance, .avgCost, .earnings, .gradRate])
        #expect(diffs.first?.sentence == "Alpha is 2.0× more selective than Beta")
        #expect(KeyDifferences.on([.earnings, .gradRate], among: [a, b], limit: 3).map(\.metric) == [.earnings, .gradRate])
        #expect(KeyDifferences.on([.avgCost, .earnings, .gradRate], among: [a, b], limit: 2).map(\.metric)
            == [.avgCost, .earnings])
        #expect(KeyDifferences.of([a]).isEmpty)
    }

    /// Names are short names: "University of Michigan" reads "U. Michigan", the curated ones their own words.
    @Test func sentencesUseShortNames() {
        let a = MetricSchools.make("170976", "University of Michigan-Ann Arbor") {
            MetricSchools.outcomes(&$0) { $0.graduationRate = 0.93 }
        }
        let b = MetricSchools.make("5", "University of Somewhere") { MetricSchools.outcomes(&$0) { $0.graduationRate = 0.63 } }
        #expect(KeyDifferences.of([a, b]).first?.sentence
            == "Michigan graduates 30 pts more of its students than U. Somewhere (93% vs. 63%)")
    }
}
