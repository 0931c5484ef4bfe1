import Foundation
import QuadAPIModels
import Testing
@testable import Domain

/// Ranks, medians, distributions, leaders and the summary on small hand-built datasets.
struct MetricStatisticsTests {
    /// Colleges whose applicant counts are `values` (nil = not reported), ids "1", "2", ….
    static func applicantsDataset(_ values: [Double?]) -> [School] {
        values.enumerated().map { i, v in MetricSchools.make(String(i + 1)) { MetricSchools.applicants(&$0, v) } }
    }

    @Test func rankDistinctValues() {
        let schools = Self.applicantsDataset([30, 10, 50, 20, 40])
        let stats = MetricSchools.stats(schools)
        #expect(stats.values(.applicants) == [10, 20, 30, 40, 50])
        // (below + (equal − 1) / 2) / (n − 1)
        #expect(stats.rankOf(schools[1], .applicants) == 0)  // 10
        #expect(stats.rankOf(schools[0], .applicants) == 0.5)  // 30: 2 below of 4 others
        #expect(stats.rankOf(schools[2], .applicants) == 1)  // 50
        #expect(stats.rankOf(schools[3], .applicants) == 0.25)
        #expect(stats.rank(of: 25, on: .applicants) == 0.375)  // (2 − 0.5) / 4
        #expect(stats.rank(of: 5, on: .applicants) == 0)  // (0 − 0.5) / 4, clamped
    }

    @Test func rankTiesAndMissing() {
        let schools = Self.applicantsDataset([10, 20, 20, 30, nil, nil])
        let stats = MetricSchools.stats(schools)
        #expect(stats.reportingCount(.applicants) == 4)
        #expect(stats.rankOf(schools[1], .applicants) == 0.5)  // (1 + 0.5) / 3
        #expect(stats.rankOf(schools[3], .applicants) == 1)
        #expect(stats.rankOf(schools[4], .applicants) == nil)
        let flat = MetricSchools.stats(Self.applicantsDataset([7, 7, 7]))
        #expect(flat.rankOf(flat.schools[0], .applicants) == 0.5)  // (0 + 1) / 2
    }

    @Test func rankWithOneReporter() {
        let stats = MetricSchools.stats(Self.applicantsDataset([42, nil]))
        #expect(stats.rankOf(stats.schools[0], .applicants) == 0.5)
        let none = MetricSchools.stats(Self.applicantsDataset([nil]))
        #expect(none.rankOf(none.schools[0], .applicants) == nil)
        #expect(none.rank(of: 3, on: .applicants) == 0.5)
    }

    @Test func medians() {
        #expect(MetricSchools.stats(Self.applicantsDataset([5, 1, 3])).median(.applicants) == 3)
        #expect(MetricSchools.stats(Self.applicantsDataset([10, 1, 3, 2, nil])).median(.applicants) == 2.5)
        #expect(MetricSchools.stats(Self.applicantsDataset([nil])).median(.applicants) == nil)
        #expect(PercentileMath.median([]) == nil)
        #expect(PercentileMath.median([4]) == 4)
    }

    @Test func distributionOverPercentileAxis() {
        // 0…100: axis from sorted[round(0.01 × 100)] = 1 to sorted[round(0.99 × 100)] = 99.
        let stats = MetricSchools.stats(Self.applicantsDataset((0...100).map(Double.init)))
        let d = stats.distribution(.applicants, bins: 4)
        #expect(d.min == 1 && d.max == 99 && d.n == 101)
        // Bin = floor((v − 1) / 98 × 4): 0 and 1…25 → 0; 26…49 → 1; 50…74 → 2; 75…100 → 3.
        #expect(d.bins == [26, 24, 25, 26])
        #expect(stats.distribution(.applicants).bins.count == 40)
    }

    @Test func distributionClipsToTheScale() {
        // Pell shares 0.2, 0.4, 1.5: axis 0.2…1.5, clipped to the 0–1 scale.
        let schools = [0.2, 0.4, 1.5].enumerated().map { i, v in
            MetricSchools.make(String(i)) { s in MetricSchools.demographics(&s) { $0.pellGrantPercent = v } }
        }
        let d = MetricSchools.stats(schools).distribution(.pell, bins: 4)
        #expect(d.min == 0.2 && d.max == 1)
        #expect(d.bins == [1, 1, 0, 1])  // 0.4 → floor(0.25 × 4) = 1; 1.5 → clamped to the last bin
    }

    @Test func distributionLeavesTheSATUnclipped() {
        func scores(_ id: String, sat: Double, act: Double) -> School {
            MetricSchools.make(id) { s in
                MetricSchools.admissions(&s) {
                    $0.satReading25_75 = ScoreRange(lo: sat / 2, hi: sat / 2)
                    $0.satMath25_75 = ScoreRange(lo: sat / 2, hi: sat / 2)
                    $0.actComposite25_75 = ScoreRange(lo: act, hi: act)
                }
            }
        }
        let stats = MetricSchools.stats([scores("1", sat: 1000, act: 20), scores("2", sat: 1700, act: 40)])
        let sat = stats.distribution(.sat, bins: 2)
        #expect(sat.min == 1000 && sat.max == 1700)
        let act = stats.distribution(.act, bins: 2)
        #expect(act.min == 20 && act.max == 36)
        #expect(act.bins == [1, 1])
    }

    @Test func distributionEdgeCases() {
        let flat = MetricSchools.stats(Self.applicantsDataset([5, 5, 5])).distribution(.applicants, bins: 3)
        #expect(flat.min == 5 && flat.max == 6)
        #expect(flat.bins == [3, 0, 0])
        let empty = MetricSchools.stats(Self.applicantsDataset([nil])).distribution(.acceptance, bins: 5)
        #expect(empty.min == 0 && empty.max == 1 && empty.n == 0 && empty.bins == [0, 0, 0, 0, 0])
        let stats = MetricSchools.stats(Self.applicantsDataset([1, 2]))
        #expect(stats.distribution(.applicants, bins: 0).bins.count == 1)
        #expect(stats.distribution(.applicants, bins: 10_000).bins.count == DatasetStatistics.maxBins)
    }

    @Test func histogramOverAFixedRange() {
        let stats = MetricSchools.stats(Self.applicantsDataset([-5, 0, 4.9, 5, 9.99, 10, 50, nil]))
        // [0, 10) in 2 bins: −5 → 0, 0 → 0, 4.9 → 0, 5 → 1, 9.99 → 1, 10 → 1 (clamped), 50 → 1.
        #expect(stats.histogram(.applicants, bins: 2, lower: 0, upper: 10) == [3, 4])
    }

    @Test func leaders() {
        func school(_ id: String, rate: Double?, applicants: Double?, undergrads: Double?) -> School {
            MetricSchools.make(id) { s in
                MetricSchools.admissions(&s) { $0.acceptanceRate = rate; $0.applicants = applicants }
                MetricSchools.undergrads(&s, undergrads)
            }
        }
        let schools = [
            school("a", rate: 0.30, applicants: 5000, undergrads: 4000),
            school("b", rate: 0.05, applicants: 12, undergrads: 30),
            school("c", rate: 0.10, applicants: 8000, undergrads: nil),
            school("d", rate: 0.10, applicants: 9000, undergrads: 6000),
            school("e", rate: nil, applicants: 20000, undergrads: 9000),
            school("f", rate: 0.50, applicants: nil, undergrads: 100),
        ]
        let stats = MetricSchools.stats(schools)
        #expect(stats.topBy(.acceptance, .asc, count: 3).map(\.unitID) == ["b", "c", "d"])  // tie c/d: file order
        #expect(stats.topBy(.acceptance, .asc, count: 5, minApplicants: 100).map(\.unitID) == ["c", "d", "a"])
        #expect(stats.topBy(.acceptance, .asc, count: 5, minUndergrads: 1).map(\.unitID) == ["b", "d", "a", "f"])
        #expect(stats.topBy(.acceptance, .desc, count: 2).map(\.unitID) == ["f", "a"])
        #expect(stats.topBy(.acceptance, .desc, count: 0).isEmpty)
    }

    @Test func summaryOfHandBuiltColleges() {
        func school(_ id: String, state: String, apps: Double?, admits: Double?, year: Int?, ug: Double?,
                    rate: Double?) -> School {
            var s = MetricSchools.make(id, city: "X", state: state)
            MetricSchools.admissions(&s) {
                $0.applicants = apps
                $0.admitted = admits
                $0.year = year
                $0.acceptanceRate = rate
            }
            MetricSchools.undergrads(&s, ug)
            return s
        }
        let schools = [
            school("1", state: "TX", apps: 100, admits: 50, year: 2024, ug: 1000, rate: 0.5),
            school("2", state: "TX", apps: 0, admits: 0, year: 2023, ug: nil, rate: nil),
            school("3", state: "CA", apps: 300, admits: nil, year: 2023, ug: 500, rate: 0.2),
            school("4", state: "NY", apps: 200, admits: 20, year: 2024, ug: 2500, rate: 0.1),
        ]
        let summary = MetricSchools.stats(schools).summary
        #expect(summary.count == 4)
        #expect(summary.states == 3)
        #expect(summary.totalApplicants == 300)  // colleges 1 and 4 only
        #expect(summary.totalAdmitted == 70)
        #expect(summary.overallAdmitRate == 70.0 / 300.0)
        #expect(summary.totalUndergrads == 4000)
        #expect(summary.year == 2024)  // 2024 and 2023 twice each; 2024 came first
        #expect(summary.medianAcceptance == 0.2)
        #expect(summary.medianSat == nil)
        let empty = MetricSchools.stats([]).summary
        #expect(empty.overallAdmitRate == 0 && empty.year == nil && empty.count == 0)
    }

    @Test func summaryOfTheSampleRecords() throws {
        let summary = MetricSchools.stats(try MetricSchools.samples()).summary
        #expect(summary.count == 2 && summary.states == 2)
        #expect(summary.totalApplicants == 14026)  // 11,332 + 2,694
        #expect(summary.totalAdmitted == 9522)  // 7,482 + 2,040
        #expect(summary.overallAdmitRate == 9522.0 / 14026.0)
        #expect(summary.totalUndergrads == 6403)
        #expect(summary.year == 2024)
        #expect(summary.medianAcceptance == (0.6603 + 0.7572) / 2)
        #expect(summary.medianSat == 1070)  // (1170 + 970) / 2
    }

    @Test func snapshotBuildsStatisticsAtLoad() throws {
        let meta = try JSONDecoder().decode(DatasetMeta.self, from: Data(DatasetFixtures.minimalMeta.utf8))
        let calendar = try JSONDecoder().decode(ReleaseCalendar.self, from: Data(DatasetFixtures.minimalCalendar.utf8))
        let snapshot = try DatasetSnapshot(
            schools: try MetricSchools.samples(), meta: meta, releaseCalendar: calendar, publishID: "test",
            loadedAt: Date(timeIntervalSince1970: 0))
        let stats = snapshot.statistics
        #expect(stats.reportingCount(.sat) == 2)
        let abilene = try #require(snapshot.school(id: "222178"))
        #expect(stats.rankOf(abilene, .sat) == 1)  // 1170 above 970
        #expect(stats.rankOf(abilene, .acceptance) == 0)  // 0.6603 below 0.7572
        #expect(stats.position(of: "138558") == 1)
        #expect(snapshot.search("abraham").map(\.unitID) == ["138558"])
    }

    @Test func positionLookups() {
        let schools = Self.applicantsDataset([30, nil, 10])
        let stats = MetricSchools.stats(schools)
        #expect(stats.value(.applicants, at: 0) == 30)
        #expect(stats.value(.applicants, at: 1) == nil)
        #expect(stats.rank(.applicants, at: 0) == 1)
        #expect(stats.rank(.applicants, at: 2) == 0)
        #expect(stats.rank(.applicants, at: 1) == nil)
        #expect(stats.position(of: "3") == 2)
        #expect(stats.position(of: "nope") == nil)
    }

    @Test func ordinalsFollowDeclarationOrder() {
        for (i, key) in MetricKey.allCases.enumerated() {
            #expect(key.ordinal == i, "\(key.rawValue)")
        }
    }

    @Test func largeDatasetMatchesDirectComputation() {
        // Enough colleges to split the build across jobs; every column must equal the getters read directly.
        let schools = (0..<501).map { i in
            MetricSchools.make(String(i), "College \(500 - i)") { s in
                MetricSchools.admissions(&s) {
                    $0.applicants = i % 7 == 0 ? nil : Double((i * 37) % 1000)
                    $0.acceptanceRate = Double((i * 13) % 100) / 100
                }
                MetricSchools.undergrads(&s, Double(i * 11 % 5000))
            }
        }
        let stats = MetricSchools.stats(schools)
        for key in [MetricKey.applicants, .acceptance, .enrollment, .bedsPer100] {
            let direct = schools.compactMap { key.value(of: $0) }.sorted()
            #expect(stats.values(key) == direct, "\(key.rawValue)")
            for i in [0, 7, 250, 251, 500] {
                #expect(stats.value(key, at: i) == key.value(of: schools[i]), "\(key.rawValue) @ \(i)")
            }
        }
        // Name order: "College 0" … "College 500" reversed against file order.
        let byName = stats.sortPositions(Array(0..<501), by: .name)
        #expect(byName.first == 500 && byName.last == 401)  // "College 0" first; "College 99" last
    }
}

