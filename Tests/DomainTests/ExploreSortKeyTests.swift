import Foundation
import Testing
@testable import Domain

/// Every sort key of screens-map §1.2 on the 300-college sample, in both directions and with no direction: values in
/// order, colleges without a value after all that have one (in either direction), equal values in name order, and the
/// default direction (descending only for `applicants`).
struct ExploreSortKeyTests {
    static let sample = ExplorePanelCountTests.sample

    /// The keys whose value comes from the college alone (distance and price_at need the request; see
    /// ExploreSortTests).
    static let keys = SortKey.allCases.filter { !$0.needsRequestValue && $0 != .name }

    private func run(_ raw: String) -> ExploreOutcome {
        let pairs = raw.split(separator: "&").map { piece -> ExplorePair in
            let parts = piece.split(separator: "=", maxSplits: 1).map(String.init)
            return ExplorePair(name: parts[0], value: parts.count > 1 ? parts[1] : "")
        }
        return ExploreEngine.run(Self.sample, query: ExploreQuery.parse(pairs, known: ExploreIndex.of(Self.sample).known),
                                 geography: ExploreGeography())
    }

    @Test(arguments: keys)
    func sortsByTheKeyWithMissingLastAndNameTies(_ key: SortKey) {
        let schools = Self.sample.schools
        // Each college's place in the name order: the tie-break.
        let nameOrder = run("sortBy=name").positions
        var byName = [Int](repeating: 0, count: schools.count)
        for (i, p) in nameOrder.enumerated() { byName[p] = i }
        let reporting = schools.filter { key.value(of: $0) != nil }.count
        for dir in ["", "&sortDir=asc", "&sortDir=desc"] {
            let outcome = run("sortBy=\(key.rawValue)\(dir)")
            let descending = dir == "&sortDir=desc" || (dir.isEmpty && key == .applicants)
            #expect(outcome.query.sortBy == key)
            #expect(outcome.query.sortDirection == (descending ? .desc : .asc), "\(key) \(dir)")
            let order = outcome.positions
            #expect(order.count == schools.count)
            let values = order.map { key.value(of: schools[$0]) }
            // Reporters first, then the rest.
            let firstMissing = values.firstIndex { $0 == nil } ?? values.count
            #expect(firstMissing == reporting, "\(key) \(dir)")
            #expect(values[firstMissing...].allSatisfy { $0 == nil }, "\(key) \(dir)")
            var misplaced = 0
            for i in 1..<order.count {
                let a = values[i - 1], b = values[i]
                if let a, let b {
                    if a == b {
                        if byName[order[i - 1]] > byName[order[i]] { misplaced += 1 }
                    } else if descending ? a < b : a > b {
                        misplaced += 1
                    }
                } else if a == nil, b == nil, byName[order[i - 1]] > byName[order[i]] {
                    misplaced += 1
                }
            }
            #expect(misplaced == 0, "\(key) \(dir)")
        }
        // The sample has reporters for every key, so the order is exercised (not just the missing tail).
        #expect(reporting > 0, "\(key)")
    }

    /// Sorting many matches walks the dataset's whole order (made once per key and direction) and keeps the matches;
    /// it gives exactly the order a sort of the matches themselves gives (asked for here by handing the same numbers
    /// as a request value, which always sorts the matches; the name sort ignores it).
    @Test(arguments: SortKey.allCases.filter { !$0.needsRequestValue })
    func aSortOfManyMatchesEqualsASortOfTheMatches(_ key: SortKey) {
        let statistics = Self.sample.statistics
        let everyCollege = Array(Self.sample.schools.indices)
        let subsets = [everyCollege, everyCollege.filter { $0 % 3 != 1 }, everyCollege.filter { $0 % 4 == 0 }]
        let number: (Int) -> Double? = { p in
            if let metric = key.metric { return statistics.value(metric, at: p) }
            return key == .admitRateChange ? Derived.admitRateChange(Self.sample.schools[p]) : nil
        }
        for positions in subsets {
            #expect(positions.count >= 64 && positions.count >= everyCollege.count / 16)
            for direction in [SortDirection.asc, .desc] {
                let walked = statistics.sortPositions(positions, by: key, direction: direction)
                let sorted = statistics.sortPositions(positions, by: key, direction: direction, value: number)
                #expect(walked == sorted, "\(key) \(direction) over \(positions.count)")
                #expect(Set(walked) == Set(positions))
            }
        }
    }

    @Test func defaultDirectionsFollowTheSite() {
        #expect(run("").query.sortBy == .applicants)
        #expect(run("").query.sortDirection == .desc)
        for key in SortKey.allCases where key != .applicants {
            #expect(key.defaultDirection == .asc, "\(key)")
        }
    }
}
