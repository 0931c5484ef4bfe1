import Foundation
import Testing
@testable import Domain

/// The panel's whole-dataset counts against brute force: every chip's count equals the number of colleges the same
/// filter keeps when applied alone, and the basic counts and histograms equal a direct count over the records.
struct ExplorePanelCountTests {
    static let sample: DatasetSnapshot = {
        do { return try DatasetLoader().load(from: FixtureDatasets.committedSample, loadedAt: Date(timeIntervalSince1970: 0)) }
        catch { fatalError("sample: \(error)") }
    }()

    private func alone(_ snapshot: DatasetSnapshot, _ pairs: [(String, String)]) -> Int {
        let query = ExploreQuery.parse(pairs, known: ExploreIndex.of(snapshot).known)
        return ExploreEngine.filter(snapshot, query: query, origin: nil).count
    }

    private func checkChipsAgainstFilters(_ snapshot: DatasetSnapshot) {
        let counts = ExploreIndex.of(snapshot).counts
        let lists: [(String, [ExploreChoice])] = [
            ("policy", ExploreVocabulary.policy), ("sizes", ExploreVocabulary.sizes), ("balance", ExploreVocabulary.balance),
            ("setting", ExploreVocabulary.setting), ("research", ExploreVocabulary.research),
            ("designation", ExploreVocabulary.designation), ("faith", ExploreVocabulary.faith),
            ("faithGroup", ExploreVocabulary.faithGroup), ("division", ExploreVocabulary.division),
            ("rotc", ExploreVocabulary.rotc), ("greekCouncils", ExploreVocabulary.greekCouncils),
        ]
        for (param, choices) in lists {
            for choice in choices {
                #expect(counts.count(param, choice.value) == alone(snapshot, [(param, choice.value)]), "\(param)=\(choice.value)")
            }
        }
        for (param, tallies) in [("types", counts.types), ("regions", counts.regions), ("states", counts.states)] {
            for tally in tallies {
                #expect(tally.count == alone(snapshot, [(param, tally.value)]), "\(param)=\(tally.value)")
            }
            #expect(tallies.reduce(0) { $0 + $1.count } <= snapshot.schools.count)
        }
        for kind in TrendIndicatorKind.allCases {
            for d in ExploreVocabulary.directions {
                #expect(counts.trends[kind]?[d] == alone(snapshot, [(kind.urlParameter, d)]), "\(kind) \(d)")
            }
        }
        for flag in ExploreFlag.allCases {
            #expect(counts.flags[flag] == alone(snapshot, [(flag.rawValue, "1")]), "\(flag)")
        }
        #expect(counts.noCss == alone(snapshot, [("aidForms", "no-css")]))
        for (family, byThreshold) in counts.fields {
            for (i, min) in ExploreVocabulary.fieldMinOptions.enumerated() {
                #expect(byThreshold[i] == alone(snapshot, [("field", family), ("fieldMin", JSNumber.string(min))]), "\(family) \(min)")
            }
        }
        for (i, v) in ExploreVocabulary.maxRatioOptions.enumerated() {
            #expect(counts.maxRatio[i] == alone(snapshot, [("maxRatio", JSNumber.string(v))]))
        }
        for (i, v) in ExploreVocabulary.minFullTimeFacultyOptions.enumerated() {
            #expect(counts.minFullTimeFaculty[i] == alone(snapshot, [("minFullTimeFaculty", JSNumber.string(v))]))
        }
        for (i, v) in ExploreVocabulary.minGreekOptions.enumerated() {
            #expect(counts.minGreek[i] == alone(snapshot, [("minGreek", JSNumber.string(v))]))
        }
    }

    @Test func chipCountsEqualTheirFilterOnTheFixture() {
        checkChipsAgainstFilters(ExploreFixture.snapshot)
        // A few by hand from the fixture's values.
        let counts = ExploreIndex.of(ExploreFixture.snapshot).counts
        #expect(counts.count("sizes", "medium") == 3)
        #expect(counts.count("policy", "optional") == 2)
        #expect(counts.flags[.merit] == 2)
        #expect(counts.fields["11"] == [2, 1, 1, 1, 0])
        #expect(counts.types.map(\.value) == ["public", "private-nonprofit", "private-forprofit"])
        #expect(counts.states.map(\.value) == ["AK", "CA", "MA", "NY", "PR", "TX"])
        #expect(counts.regions.map(\.value) == ["Northeast", "Southeast", "Southwest", "West"])
        #expect(counts.regions.map(\.count) == [3, 1, 1, 2])
    }

    @Test func chipCountsEqualTheirFilterOnTheSample() {
        checkChipsAgainstFilters(Self.sample)
    }

    @Test func basicCountsEqualADirectCountOfTheRecords() {
        let schools = Self.sample.schools
        let counts = ExploreIndex.of(Self.sample).counts
        for bucket in Tiers.sizeBuckets {
            let direct = schools.filter { s in
                guard let u = s.demographics?.undergradEnrollment else { return false }
                return u >= bucket.min && u <= bucket.max
            }.count
            #expect(counts.count("sizes", bucket.key) == direct, "\(bucket.key)")
        }
        for type in ["public", "private-nonprofit", "private-forprofit"] {
            #expect(counts.types.first { $0.value == type }?.count ?? 0 == schools.filter { $0.type == type }.count)
        }
        #expect(counts.flags[.fullTime] == schools.filter { ($0.demographics?.partTimeShare ?? 1) <= 0.1 }.count)
        #expect(counts.flags[.fewLoans] == schools.filter { ($0.outcomes?.federalLoanRate ?? 1) <= 0.2 }.count)
        #expect(counts.flags[.national] == schools.filter { ($0.demographics?.residence?.outOfState ?? 0) >= 0.5 }.count)
        #expect(counts.states.reduce(0) { $0 + $1.count } == schools.count)
    }

    @Test func histogramsBinTheWholeDataset() {
        let schools = Self.sample.schools
        let counts = ExploreIndex.of(Self.sample).counts
        func bins(_ values: [Double], _ n: Int, _ lo: Double, _ hi: Double) -> [Int] {
            var out = [Int](repeating: 0, count: n)
            for v in values { out[min(n - 1, max(0, Int(((v - lo) / (hi - lo) * Double(n)).rounded(.down))))] += 1 }
            return out
        }
        let rates = schools.compactMap { $0.admissions?.acceptanceRate }
        let sats = schools.compactMap { s -> Double? in
            guard let r = s.admissions?.satReading25_75, let m = s.admissions?.satMath25_75 else { return nil }
            return ((r.lo + m.lo + r.hi + m.hi) / 2).rounded(.toNearestOrAwayFromZero)
        }
        let costs = schools.compactMap { $0.cost?.avgPaidAll }
        #expect(counts.acceptanceBins == bins(rates, 20, 0, 1))
        #expect(counts.satBins == bins(sats, 32, 800, 1600))
        #expect(counts.costBins == bins(costs, 32, 0, 80_000))
        #expect(counts.acceptanceBins.reduce(0, +) == rates.count)
    }
}
