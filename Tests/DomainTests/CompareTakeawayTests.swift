import Foundation
import QuadAPIModels
@testable import Domain
import Testing

/// Comparative takeaways, written out by hand from the site's rules: two, three and four colleges, ties by the
/// printed value, "both" / "all three" / "all four", and the 170-character rule.
struct CompareTakeawayTests {
    typealias Edit = (inout School) -> Void

    /// Colleges named Alpha, Beta, Gamma, Delta (short names are the names), one edit each.
    static func colleges(_ edits: [Edit]) -> [School] {
        let names = ["Alpha", "Beta", "Gamma", "Delta"]
        return edits.enumerated().map { i, edit in MetricSchools.make(String(i + 1), names[i], edit) }
    }

    static func rate(_ r: Double?, yield: (Double, Double)? = nil) -> Edit {
        { s in
            MetricSchools.admissions(&s) {
                $0.acceptanceRate = r
                if let yield { $0.admitted = yield.0; $0.enrolled = yield.1 }
            }
        }
    }

    @Test func admissions() {
        // Most selective first; the yield leader between two is "higher, at".
        #expect(ComparativeTakeaway.sentence(.admissions, Self.colleges([Self.rate(0.3, yield: (100, 40)),
                                                                         Self.rate(0.05, yield: (100, 80))]))
            == "Beta admits 5.0%, Alpha 30%; Beta's yield is higher, at 80%.")
        // Who doesn't report a rate comes before the yield.
        #expect(ComparativeTakeaway.sentence(.admissions, Self.colleges([Self.rate(0.5), Self.rate(0.12), Self.rate(nil)]))
            == "Beta admits 12%, Alpha 50%; Gamma doesn't report an acceptance rate.")
        // Three or more: "highest at"; a tie at the top as printed: "share the highest yield".
        #expect(ComparativeTakeaway.sentence(.admissions, Self.colleges([
            Self.rate(0.2, yield: (1000, 500)), Self.rate(0.4, yield: (1000, 300)), Self.rate(0.6, yield: (1000, 200)),
        ])) == "Alpha admits 20%, Beta 40%, Gamma 60%; Alpha's yield is highest at 50%.")
        #expect(ComparativeTakeaway.sentence(.admissions, Self.colleges([
            Self.rate(0.2, yield: (1000, 501)), Self.rate(0.4, yield: (1000, 504)), Self.rate(0.6, yield: (1000, 300)),
            Self.rate(0.7, yield: (1000, 100)),
        ])) == "Alpha admits 20%, Beta 40%, Gamma 60%, Delta 70%; Alpha and Beta share the highest yield, 50%.")
        // Everyone the same as printed: "all three have the same yield".
        #expect(ComparativeTakeaway.sentence(.admissions, Self.colleges([
            Self.rate(0.2, yield: (1000, 400)), Self.rate(0.4, yield: (1000, 401)), Self.rate(0.6, yield: (1000, 399)),
        ])) == "Alpha admits 20%, Beta 40%, Gamma 60%; all three have the same yield, 40%.")
        #expect(ComparativeTakeaway.sentence(.admissions, Self.colleges([Self.rate(nil), Self.rate(nil)]))
            == "Neither reports an acceptance rate.")
        #expect(ComparativeTakeaway.sentence(.admissions, Self.colleges([Self.rate(nil), Self.rate(nil), Self.rate(nil)]))
            == "None of the three reports an acceptance rate.")
        #expect(ComparativeTakeaway.sentence(.admissions, Self.colleges([Self.rate(0.1)])) == nil)
    }

    static func size(_ n: Double?, pell: Double? = nil) -> Edit {
        { s in MetricSchools.demographics(&s) { $0.undergradEnrollment = n; $0.pellGrantPercent = pell } }
    }

    @Test func students() {
        // 6,000 / 1,000 = 6: "six times"; the larger college also has the larger Pell share: one clause.
        #expect(ComparativeTakeaway.sentence(.students, Self.colleges([Self.size(1000, pell: 0.2), Self.size(6000, pell: 0.4)]))
            == "Beta is six times Alpha's size and has the larger Pell share.")
        #expect(ComparativeTakeaway.sentence(.students, Self.colleges([Self.size(1000), Self.size(2000)]))
            == "Beta is twice Alpha's size.")
        // 4,400 / 1,000 is not a whole number to one decimal.
        #expect(ComparativeTakeaway.sentence(.students, Self.colleges([Self.size(1000, pell: 0.5), Self.size(4400, pell: 0.2)]))
            == "Beta has 4.4× as many undergrads as Alpha; Alpha has the larger Pell share.")
        // 20× and more: the two counts, the smaller first.
        #expect(ComparativeTakeaway.sentence(.students, Self.colleges([Self.size(12000), Self.size(500)]))
            == "Beta has 500 undergrads to Alpha's 12,000.")
        #expect(ComparativeTakeaway.sentence(.students, Self.colleges([Self.size(1000), Self.size(1050)]))
            == "Alpha and Beta are about the same size.")
        #expect(ComparativeTakeaway.sentence(.students, Self.colleges([Self.size(1000), Self.size(1050), Self.size(1020)]))
            == "All three are about the same size.")
        #expect(ComparativeTakeaway.sentence(.students, Self.colleges([Self.size(1000), Self.size(1300)]))
            == "Beta is a bit larger than Alpha (1,300 vs. 1,000 undergrads).")
        // Pell shares tied as printed among four.
        #expect(ComparativeTakeaway.sentence(.students, Self.colleges([
            Self.size(1000, pell: 0.301), Self.size(1000, pell: 0.304), Self.size(1000, pell: 0.304), Self.size(1000, pell: 0.1),
        ])) == "All four are about the same size; Alpha, Beta, and Gamma have the largest Pell shares.")
        #expect(ComparativeTakeaway.sentence(.students, Self.colleges([Self.size(nil, pell: 0.3), Self.size(nil)]))
            == "Only Alpha reports a Pell share (30%).")
    }

    static func price(_ cost: Double?, generosity: (grant: Double, full: Double)? = nil) -> Edit {
        { s in
            MetricSchools.cost(&s) {
                $0.avgPaidAll = cost
                if let g = generosity {
                    var b = SchoolCost.Breakdown()
                    b.fullPrice = g.full
                    b.grantPerStudent = g.grant
                    $0.breakdown = b
                }
            }
        }
    }

    @Test func cost() {
        // Alpha is cheaper and its grants cover more (0.6 vs 0.2): one clause.
        #expect(ComparativeTakeaway.sentence(.cost, Self.colleges([
            Self.price(20_000, generosity: (30_000, 50_000)), Self.price(45_500, generosity: (10_000, 50_000)),
        ])) == "Alpha costs about $25.5K less a year than Beta on average, and its grants cover the larger share of its price.")
        #expect(ComparativeTakeaway.sentence(.cost, Self.colleges([Self.price(20_000), Self.price(20_900), Self.price(20_400)]))
            == "All three cost about the same a year on average.")
        #expect(ComparativeTakeaway.sentence(.cost, Self.colleges([Self.price(20_000), Self.price(nil)]))
            == "Only Alpha reports an average cost ($20K).")
    }

    static func outcome(_ earnings: Double?, _ grad: Double?) -> Edit {
        { s in MetricSchools.outcomes(&s) { $0.medianEarnings10yr = earnings; $0.graduationRate = grad } }
    }

    @Test func outcomes() {
        // Spread 13 points, floor 80% (82% rounds down to tens), the lowest prints 82%: "more than".
        #expect(ComparativeTakeaway.sentence(.outcomes, Self.colleges([Self.outcome(60_000, 0.82), Self.outcome(70_000, 0.95)]))
            == "Beta's former students earn more, a median $70K ten years after enrolling; both graduate more than 80% "
            + "within six years.")
        // The lowest is exactly the floor: "at least"; four colleges: "all four", "the most".
        #expect(ComparativeTakeaway.sentence(.outcomes, Self.colleges([
            Self.outcome(60_000, 0.80), Self.outcome(61_000, 0.9), Self.outcome(50_000, 0.85), Self.outcome(40_000, 0.95),
        ])) == "Beta's former students earn the most, a median $61K ten years after enrolling; all four graduate at least "
            + "80% within six years.")
        // Two of three report a rate, the spread is wide: the range.
        #expect(ComparativeTakeaway.sentence(.outcomes, Self.colleges([
            Self.outcome(nil, 0.40), Self.outcome(nil, nil), Self.outcome(nil, 0.90),
        ])) == "Six-year graduation runs from 90% at Gamma to 40% at Alpha.")
        // Earnings tied as printed ($70K): "about the same"; close rates of two of three: "Alpha and Beta both".
        #expect(ComparativeTakeaway.sentence(.outcomes, Self.colleges([
            Self.outcome(70_000, 0.71), Self.outcome(70_020, 0.75), Self.outcome(70_040, nil),
        ])) == "Former students earn about the same at all three, a median $70K ten years after enrolling; Alpha and Beta "
            + "both graduate more than 70% within six years.")
    }

    @Test func academics() {
        let edits: [Edit] = [("Economics, General", 8.0), ("Economics", 12.0), ("Psychology, Other", 12.0)].map { title, ratio in
            { s in
                var a = SchoolAcademics()
                var m = SchoolAcademics.MajorShare()
                m.title = title
                m.share = 0.1
                a.majorsTop = [m]
                a.studentFacultyRatio = ratio
                s.academics = a
            }
        }
        #expect(ComparativeTakeaway.sentence(.academics, Self.colleges(edits))
            == "Economics leads at Alpha and Beta, and Psychology at Gamma; Alpha has 8 students per faculty member to Beta's 12.")
        #expect(ComparativeTakeaway.majorInSentence("Finance,  General") == "Finance")
        #expect(ComparativeTakeaway.majorInSentence("Research and Experimental Psychology, Other")
            == "Research and Experimental Psychology")
    }

    static func history(apps: (Double, Double, Double), rate: (Double, Double, Double)? = nil, since: Int = 2014) -> Edit {
        { s in
            MetricSchools.trends(&s) {
                $0.applicants = MetricSchools.trend(since: since, from: apps.0, to: apps.1, change: apps.2)
                if let rate { $0.acceptanceRate = MetricSchools.trend(since: since, from: rate.0, to: rate.1, change: rate.2) }
            }
        }
    }

    @Test func history() {
        // One college with both trends: one clause about it.
        #expect(ComparativeTakeaway.sentence(.history, Self.colleges([
            Self.history(apps: (1000, 1500, 0.5), rate: (0.5, 0.49, -0.01)), { _ in },
        ])) == "Applications grew at Alpha, whose selectivity held steady.")
        // Applications grew at two, fell at one; one got more selective (a falling rate), two held steady.
        #expect(ComparativeTakeaway.sentence(.history, Self.colleges([
            Self.history(apps: (1000, 1500, 0.5), rate: (0.5, 0.4, -0.1)),
            Self.history(apps: (1000, 1300, 0.3), rate: (0.5, 0.51, 0.01)),
            Self.history(apps: (1000, 700, -0.3), rate: (0.5, 0.5, 0)),
        ])) == "Applications grew at Alpha and Beta but fell at Gamma; Alpha got more selective while Beta and Gamma held steady.")
        // Under 200 applicants at an end: no indicator, so no clause.
        #expect(ComparativeTakeaway.sentence(.history, Self.colleges([Self.history(apps: (150, 400, 1.6)), { _ in }])) == nil)
    }

    @Test func theSecondClauseMustFit() {
        let clause = String(repeating: "a", count: 100)
        #expect(CompareWording.sentence([clause, String(repeating: "b", count: 67)]) == "A" + clause.dropFirst() + "; "
            + String(repeating: "b", count: 67) + ".")
        #expect(CompareWording.sentence([clause, String(repeating: "b", count: 68), "short"]) == "A" + clause.dropFirst()
            + "; short.")
        #expect(CompareWording.listNames(["A", "B", "C"]) == "A, B, and C")
        #expect(CompareWording.everyOne(2) == "both")
        #expect(CompareWording.everyOne(4) == "all four")
        #expect(ComparativeTakeaway.timesInWords(2.94) == nil)
        #expect(ComparativeTakeaway.timesInWords(3.04) == "three times")
        #expect(ComparativeTakeaway.timesInWords(1.96) == "twice")
    }
}
