import Foundation
import Testing
@testable import Domain

/// The search index over a dataset: ordering, limits, exclusions, the query cap, and agreement with the scorer.
struct SearchIndexTests {
    static func college(_ id: String, _ name: String, applicants: Double?, city: String = "Town",
                        state: String = "AZ") -> School {
        var s = MetricSchools.make(id, name, city: city, state: state)
        MetricSchools.applicants(&s, applicants)
        return s
    }

    static let schools = [
        college("1", "Appalachian State University", applicants: 20000, city: "Boone", state: "NC"),
        college("2", "Arizona State University Campus Immersion", applicants: 70000, city: "Tempe"),
        college("3", "Angelo State University", applicants: nil, city: "San Angelo", state: "TX"),
        college("4", "Alabama State University", applicants: 20000, city: "Montgomery", state: "AL"),
        college("5", "Asbury University", applicants: 1500, city: "Wilmore", state: "KY"),
    ]

    static let aliases = [
        AliasRow(unitID: "1", alias: "ASU", key: "asu", source: "ipeds", weight: 3),
        AliasRow(unitID: "2", alias: "ASU", key: "asu", source: "curated", weight: 3),
        AliasRow(unitID: "3", alias: "ASU", key: "asu", source: "ipeds", weight: 3),
        AliasRow(unitID: "4", alias: "ASU", key: "asu", source: "ipeds", weight: 3),
        AliasRow(unitID: "2", alias: "Arizona State", key: "arizonastate", source: "curated", weight: 4),
        AliasRow(unitID: "2", alias: "Sun Devils", key: "sundevils", source: "wikidata", weight: 2),
        AliasRow(unitID: "99", alias: "ASU", key: "asu", source: "ipeds", weight: 3),  // not in the dataset
        AliasRow(unitID: "5", alias: nil, key: "", source: "ipeds", weight: 3),  // empty key: ignored
    ]

    static let index = SearchIndex(schools: schools, aliases: aliases)

    @Test func tiesBreakByApplicantsThenFileOrder() {
        let hits = Self.index.search("ASU")
        // All four score 8 (alias exact); 70,000 first; 20,000 twice in file order; missing applicants last.
        // Asbury has no such alias and "asu" is not in its name, so it is absent.
        #expect(hits.map(\.unitID) == ["2", "1", "4", "3"])
        #expect(hits.allSatisfy { $0.score == 8 && $0.matched == "ASU" })
    }

    @Test func matchedOnlyForAliasWins() {
        let hits = Self.index.search("a")
        // Every name starts with "a" (3); no alias tier for a one-letter key.
        #expect(hits.map(\.unitID) == ["2", "1", "4", "5", "3"])
        #expect(hits.allSatisfy { $0.matched == nil && $0.score == 3 })
        // "arizona s" starts the name itself (3 beats the alias prefix's 2.9): no alias reported.
        #expect(Self.index.search("arizona s").map(\.matched) == [nil])
        // "sun dev" is in no name; its key "sundev" starts an alias key (2.5 + 0.2).
        let devils = Self.index.search("Sun Dev")
        #expect(devils.map(\.unitID) == ["2"])
        #expect(devils.first?.matched == "Sun Devils")
    }

    @Test func limitsAndExclusions() {
        let many = (0..<30).map { Self.college(String(100 + $0), "Alpha College \($0)", applicants: Double($0)) }
        let index = SearchIndex(schools: many, aliases: [])
        #expect(index.search("alpha").count == SearchIndex.defaultLimit)
        #expect(index.search("alpha").first?.unitID == "129")  // most applicants first
        #expect(index.search("alpha", limit: 0).count == 1)
        #expect(index.search("alpha", limit: 50).count == SearchIndex.maxLimit)
        #expect(index.search("alpha", limit: 3, exclude: ["129", "128"]).map(\.unitID) == ["127", "126", "125"])
        // Only the first 20 exclusions count: the 21st id stays in the results.
        let excluded = (0..<21).map { String(129 - $0) }
        #expect(index.search("alpha", limit: 1, exclude: excluded).map(\.unitID) == ["109"])
        #expect(index.matches("alpha").count == 30)
    }

    @Test func queryIsTrimmedAndCapped() {
        let long = String(repeating: "b", count: 80)
        let school = Self.college("1", long + " college", applicants: 10)
        let index = SearchIndex(schools: [school], aliases: [])
        let query = "  " + long + "zzzzz"
        #expect(index.search(query).map(\.unitID) == ["1"])  // cut to the first 80 characters
        #expect(index.matches(query).isEmpty)  // Explore's filter does not cut
        #expect(index.search("").isEmpty)
        #expect(index.search(" \t ").isEmpty)
        #expect(index.matches("").isEmpty)
    }

    @Test func indexAgreesWithTheScorer() {
        let queries = ["asu", "ASU", "a", "state", "arizona s", "university", "tempe", "tx", "al", "s", "zz", "sun dev",
                       "Angelo", "san", "u", "arizonastate", "-", " state university "]
        for q in queries {
            var expected: [(Int, SearchMatch)] = []
            for (i, s) in Self.schools.enumerated() {
                let rows = Self.aliases.filter { $0.unitID == s.unitID }
                if let m = SearchScorer.score(s, query: q, aliases: rows) { expected.append((i, m)) }
            }
            let hits = Self.index.matches(q)
            #expect(hits.count == expected.count, "\(q)")
            for (i, m) in expected {
                let hit = hits.first { $0.position == i }
                #expect(hit?.score == m.score && hit?.matched == m.matched, "\(q) @ \(i)")
                #expect(Self.index.match(q, position: i) == m, "\(q) @ \(i)")
            }
        }
    }

    @Test func sampleRecords() throws {
        let stats = MetricSchools.stats(try MetricSchools.samples())
        // Both names start with "a"; Abilene Christian has more applicants (11,332 vs 2,694).
        #expect(stats.search.search("a").map(\.unitID) == ["222178", "138558"])
        #expect(stats.search.search("Abilene").map(\.unitID) == ["222178"])
        #expect(stats.search.search("tifton").map(\.score) == [0.5])  // 138558's city
        #expect(stats.search.search("ga").map(\.unitID) == ["138558"])  // state code
        #expect(stats.search.search("college").map(\.unitID) == ["138558"])  // word tier
    }
}
