import Foundation
import Testing
@testable import Domain

/// Derived values on the two real sample records (expected values worked out by hand from the record) and on
/// synthetic colleges at each rule's edge.
struct MetricDerivedTests {
    @Test func abileneAdmissions() throws {
        let s = try MetricSchools.sample("222178")
        // Reading [540, 650] + math [530, 620].
        #expect(Derived.satComposite(s) == ScoreRange(lo: 1070, hi: 1270))
        #expect(Derived.satMid(s) == 1170)
        #expect(Derived.actMid(s) == 25)  // (22 + 28) / 2
        #expect(Derived.yieldRate(s) == 906.0 / 7482.0)
        // Men 2670 / 4593 = 0.58132… → 0.5813; women 4812 / 6731 = 0.71490… → 0.7149.
        let rates = Derived.admitRatesBySex(s)
        #expect(rates.men == 0.5813)
        #expect(rates.women == 0.7149)
        #expect(Derived.admitRateGap(s) == -0.1336)
        #expect(Derived.admitGapSize(s) == 0.1336)  // 4,593 and 6,731 applicants, both ≥ 1,000
        #expect(Derived.hasAdmissionCounts(s))
        #expect(Derived.hasTestScores(s))
    }

    @Test func abileneStudentsValueOutcomes() throws {
        let s = try MetricSchools.sample("222178")
        // Simpson over the seven shares (sum 0.9999), computed independently: 0.58253…
        let diversity = try #require(Derived.diversityIndex(s))
        #expect((diversity * 10_000).rounded() / 10_000 == 0.5825)
        #expect(Derived.aidGenerosity(s) == 30542.0 / 59402.0)
        #expect(Derived.paybackYears(s) == 28860.0 * 4 / 55736.0)
        #expect(Derived.bedsPer100(s) == 78)  // 2508 / 3195 × 100 = 78.498
        #expect(Derived.pellGap(s) == 0.2505)  // 0.7007 − 0.4502
        #expect(Derived.completion4(s) == 0.4749)
        #expect(Derived.completion8(s) == 0.5818)
        #expect(Derived.transferOut(s) == 0.0025)
        #expect(Derived.transferShare(s) == 0.1065)
        #expect(Derived.outOfStateLarge(s) == 0.0949)  // 906 first-years ≥ 500
        #expect(Derived.loanRateLarge(s) == 0.399)  // 3,195 undergrads ≥ 1,000
        #expect(Derived.instructionPerStudent(s, on: .fasb) == 10340)
        #expect(Derived.instructionPerStudent(s, on: .gasb) == nil)
        #expect(Derived.endowmentPerStudent(s, on: .fasb) == 156362)
    }

    @Test func abileneChanges() throws {
        let s = try MetricSchools.sample("222178")
        #expect(Derived.applicantsChange(s) == 0.2076)  // 9,384 → 11,332
        #expect(Derived.sizeChange(s) == -0.1055)  // 3,572 → 3,195
        #expect(Derived.admitRateChange(s) == 0.1556)
        #expect(Derived.menShareChange(s) == -0.0195)
        #expect(Derived.loanRateChange(s) == -0.1537)
        #expect(Derived.diversityChange(s) == 0.0668)
        #expect(Derived.avgCostChange(s) == -0.093)
        #expect(Derived.pellGapChange(s) == 0.0598)
    }

    @Test func abrahamBaldwin() throws {
        let s = try MetricSchools.sample("138558")
        #expect(Derived.satComposite(s) == ScoreRange(lo: 860, hi: 1080))
        #expect(Derived.satMid(s) == 970)
        #expect(Derived.actMid(s) == 19.5)
        #expect(Derived.yieldRate(s) == 960.0 / 2040.0)
        // Men 745 / 999 → 0.7457; women 1285 / 1680 → 0.7649.
        #expect(Derived.admitRateGap(s) == -0.0192)
        #expect(Derived.admitGapSize(s) == nil)  // 999 men: under 1,000
        #expect(Derived.bedsPer100(s) == 41)  // 1324 / 3208 × 100 = 41.27
        #expect(Derived.pellGap(s) == 0.1273)  // 0.4346 − 0.3073
        #expect(Derived.pellGapChange(s) == nil)  // no pell_gap trend
        #expect(Derived.instructionPerStudent(s, on: .gasb) == 7164)
        #expect(Derived.endowmentPerStudent(s, on: .fasb) == nil)
        let diversity = try #require(Derived.diversityIndex(s))
        #expect((diversity * 10_000).rounded() / 10_000 == 0.3857)
    }

    @Test func yieldStaysWithinOneClass() {
        func school(enrolledYear: String?, admittedYear: String?, federal: Bool) -> School {
            MetricSchools.make("1") { s in
                MetricSchools.admissions(&s) {
                    $0.admitted = 2000
                    $0.enrolled = 1900
                    if federal {
                        var f = FederalAdmissions()
                        f.admitted = 2000
                        f.enrolled = 1800
                        $0.federal = f
                    }
                }
                var lineage: SchoolLineage = [:]
                if let y = enrolledYear {
                    var r = LineageRecord(source: "college-site")
                    r.year = y
                    lineage["admissions.enrolled"] = r
                }
                if let y = admittedYear {
                    var r = LineageRecord(source: "college-site")
                    r.year = y
                    lineage["admissions.admitted"] = r
                }
                if !lineage.isEmpty { s.lineage = lineage }
            }
        }
        // Newer enrolled, older admitted: the federal pair.
        #expect(Derived.yieldRate(school(enrolledYear: "Fall 2026", admittedYear: nil, federal: true)) == 0.9)
        // Same class: the newest pair.
        #expect(Derived.yieldRate(school(enrolledYear: "Fall 2026", admittedYear: "Fall 2026", federal: true)) == 0.95)
        // No records at all: the newest pair.
        #expect(Derived.yieldRate(school(enrolledYear: nil, admittedYear: nil, federal: false)) == 0.95)
        // Mixed classes and nothing to fall back on.
        #expect(Derived.yieldRate(school(enrolledYear: "Fall 2026", admittedYear: "2024-25", federal: false)) == nil)
    }

    @Test func yieldAndRateGuards() {
        #expect(Derived.yieldOf(admitted: 0, enrolled: 0) == nil)
        #expect(Derived.yieldOf(admitted: nil, enrolled: 5) == nil)
        #expect(Derived.yieldOf(admitted: 100, enrolled: nil) == nil)
        #expect(Derived.yieldOf(admitted: 100, enrolled: 101) == nil)
        #expect(Derived.yieldOf(admitted: 100, enrolled: 100) == 1)
        #expect(Derived.acceptanceRate(applicants: 9, admitted: 5) == nil)
        #expect(Derived.acceptanceRate(applicants: 10, admitted: 5) == 0.5)
        #expect(Derived.acceptanceRate(applicants: 10, admitted: 12) == 1)
        #expect(Derived.acceptanceRate(applicants: 3, admitted: nil) == nil)
        #expect(Derived.acceptanceRate(applicants: 3000, admitted: 1000) == 0.3333)
    }

    @Test func admitGapFloors() {
        let under = MetricSchools.make("1") { MetricSchools.bySex(&$0, men: (199, 100), women: (500, 100)) }
        #expect(Derived.admitRateGap(under) == nil)
        let at = MetricSchools.make("2") { MetricSchools.bySex(&$0, men: (200, 100), women: (200, 50)) }
        #expect(Derived.admitRateGap(at) == 0.25)
        #expect(Derived.admitGapSize(at) == nil)
        let big = MetricSchools.make("3") { MetricSchools.bySex(&$0, men: (1000, 300), women: (1000, 500)) }
        #expect(Derived.admitRateGap(big) == -0.2)
        #expect(Derived.admitGapSize(big) == 0.2)
    }

    @Test func countsAndScoresPresence() {
        let nine = MetricSchools.make("1") { s in
            MetricSchools.admissions(&s) { $0.applicants = 9; $0.admitted = 5; $0.enrolled = 2 }
        }
        #expect(!Derived.hasAdmissionCounts(nine))
        let ten = MetricSchools.make("2") { s in
            MetricSchools.admissions(&s) { $0.applicants = 10; $0.admitted = 5; $0.enrolled = 2 }
        }
        #expect(Derived.hasAdmissionCounts(ten))
        let onlyMath = MetricSchools.make("3") { s in
            MetricSchools.admissions(&s) { $0.satMath25_75 = ScoreRange(lo: 500, hi: 600) }
        }
        #expect(Derived.satComposite(onlyMath) == nil)
        #expect(!Derived.hasTestScores(onlyMath))
        let act = MetricSchools.make("4") { s in
            MetricSchools.admissions(&s) { $0.actComposite25_75 = ScoreRange(lo: 20, hi: 25) }
        }
        #expect(Derived.hasTestScores(act))
        #expect(Derived.actMid(act) == 22.5)
    }

    @Test func simpsonIndex() {
        #expect(Derived.simpsonIndex([0.5, 0.5]) == 0.5)
        #expect(Derived.simpsonIndex([1, 1]) == 0.5)  // normalized first
        #expect(Derived.simpsonIndex([1, nil, 0]) == 0)
        #expect(Derived.simpsonIndex([nil, nil]) == nil)
        #expect(Derived.simpsonIndex([0.25, 0.25, 0.25, 0.25]) == 0.75)
    }

    @Test func valueGuards() {
        let zeroPrice = MetricSchools.make("1") { s in
            MetricSchools.cost(&s) {
                var b = SchoolCost.Breakdown()
                b.fullPrice = 0
                b.grantPerStudent = 100
                $0.breakdown = b
            }
        }
        #expect(Derived.aidGenerosity(zeroPrice) == nil)
        let noEarnings = MetricSchools.make("2") { s in
            MetricSchools.cost(&s) { $0.avgPaidAll = 20000 }
            MetricSchools.outcomes(&s) { $0.medianEarnings10yr = 0 }
        }
        #expect(Derived.paybackYears(noEarnings) == nil)
        let noHousing = MetricSchools.make("3") { MetricSchools.undergrads(&$0, 0) }
        #expect(Derived.bedsPer100(noHousing) == nil)
    }

    @Test func pellGapPlausibility() {
        func gap(pell: Double, neither: Double) -> School {
            MetricSchools.make("1") { s in
                MetricSchools.outcomes(&s) { $0.gradRatePell = pell; $0.gradRateNoPellNoLoan = neither }
            }
        }
        #expect(Derived.pellGap(gap(pell: 0.2, neither: 0.6)) == 0.4)  // exactly 40 points: kept
        #expect(Derived.rawPellGap(gap(pell: 0.1, neither: 0.51)) == 0.41)
        #expect(Derived.pellGap(gap(pell: 0.1, neither: 0.51)) == nil)
        #expect(Derived.pellGap(gap(pell: 0.95, neither: 0.5)) == nil)  // −45 points
        #expect(Derived.pellGap(gap(pell: 0.7, neither: 0.65)) == -0.05)
    }

    @Test func changeFloors() {
        func school(applicants: (Double, Double), undergrads: (Double, Double)) -> School {
            MetricSchools.make("1") { s in
                MetricSchools.trends(&s) {
                    $0.applicants = MetricSchools.trend(from: applicants.0, to: applicants.1, change: 0.5)
                    $0.acceptanceRate = MetricSchools.trend(from: 0.5, to: 0.4, change: -0.1)
                    $0.undergrads = MetricSchools.trend(from: undergrads.0, to: undergrads.1, change: 0.2)
                    $0.menShare = MetricSchools.trend(from: 0.5, to: 0.45, change: -0.05)
                    $0.federalLoanRate = MetricSchools.trend(from: 0.5, to: 0.4, change: -0.1)
                }
            }
        }
        let low = school(applicants: (199, 400), undergrads: (400, 299))
        #expect(Derived.applicantsChange(low) == nil)
        #expect(Derived.admitRateChange(low) == nil)
        #expect(Derived.sizeChange(low) == nil)
        #expect(Derived.menShareChange(low) == nil)
        #expect(Derived.loanRateChange(low) == nil)
        let edge = school(applicants: (200, 200), undergrads: (300, 300))
        #expect(Derived.applicantsChange(edge) == 0.5)
        #expect(Derived.admitRateChange(edge) == -0.1)
        #expect(Derived.sizeChange(edge) == 0.2)
        #expect(Derived.menShareChange(edge) == -0.05)
        #expect(Derived.loanRateChange(edge) == -0.1)
        let missingEnd = MetricSchools.make("2") { s in
            MetricSchools.trends(&s) { $0.applicants = MetricSchools.trend(from: nil, to: 5000, change: 0.5) }
        }
        #expect(Derived.applicantsChange(missingEnd) == nil)
    }

    @Test func largeCollegeVariants() {
        let small = MetricSchools.make("1") { s in
            MetricSchools.undergrads(&s, 999)
            MetricSchools.outcomes(&s) { $0.federalLoanRate = 0.1 }
            MetricSchools.demographics(&s) {
                var r = SchoolDemographics.Residence()
                r.firstYears = 499
                r.outOfState = 0.7
                $0.residence = r
            }
        }
        #expect(Derived.loanRateLarge(small) == nil)
        #expect(Derived.outOfStateLarge(small) == nil)
        #expect(MetricKey.outOfState.value(of: small) == 0.7)
        #expect(MetricKey.loanRate.value(of: small) == 0.1)
    }
}
