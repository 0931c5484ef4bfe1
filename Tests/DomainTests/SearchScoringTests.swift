import Foundation
import Testing
@testable import Domain

/// The search scorer's tiers (screens-map §2), on synthetic colleges.
struct SearchScoringTests {
    static func alias(_ id: String, _ alias: String, weight: Double? = nil, source: String = "curated",
                      key: String? = nil) -> AliasRow {
        AliasRow(unitID: id, alias: alias, key: key ?? AliasKey.key(alias), source: source, weight: weight)
    }

    @Test func aliasKeys() {
        #expect(AliasKey.key("U of A") == "uofa")
        #expect(AliasKey.key("u-of-a") == "uofa")
        #expect(AliasKey.key("UofA") == "uofa")
        #expect(AliasKey.key("Universidad Católica") == "universidadcatolica")
        #expect(AliasKey.key("São Paulo") == "saopaulo")
        #expect(AliasKey.key("E\u{0301}cole") == "ecole")  // already decomposed
        #expect(AliasKey.key("Texas A&M") == "texasam")
        #expect(AliasKey.key("  --  ") == "")
        #expect(AliasKey.key("Ολυμπία") == "")  // no a–z letters survive
    }

    @Test func aliasExactBeatsNamePrefix() {
        let asu = MetricSchools.make("1", "Arizona State University")
        let azusa = MetricSchools.make("2", "Asuza Pacific University")
        let exact = SearchScorer.score(asu, query: "ASU", aliases: [Self.alias("1", "ASU", weight: 4)])
        #expect(exact == SearchMatch(score: 9, matched: "ASU"))
        #expect(SearchScorer.score(azusa, query: "ASU") == SearchMatch(score: 3))
    }

    @Test func defaultWeightsBySource() {
        let s = MetricSchools.make("1", "Somewhere College")
        #expect(SearchScorer.score(s, query: "sc", aliases: [Self.alias("1", "SC", source: "ipeds")])?.score == 8)
        #expect(SearchScorer.score(s, query: "sc", aliases: [Self.alias("1", "SC", source: "wikidata")])?.score == 7)
        #expect(SearchScorer.score(s, query: "sc", aliases: [Self.alias("1", "SC", source: "domain")])?.score == 7)
        #expect(SearchScorer.score(s, query: "sc", aliases: [Self.alias("1", "SC", source: "curated")])?.score == 9)
    }

    @Test func aliasPrefixTier() {
        let s = MetricSchools.make("1", "Georgia Institute of Technology-Main Campus")
        let rows = [Self.alias("1", "Georgia Tech", weight: 4)]
        // "georgia" starts the name (3) and the alias key (2.5 + 0.4 = 2.9): the name wins, no alias reported.
        #expect(SearchScorer.score(s, query: "Georgia", aliases: rows) == SearchMatch(score: 3))
        // "georgia t" no longer starts the name, but its key "georgiat" starts the alias key.
        let prefix = SearchScorer.score(s, query: "Georgia T", aliases: rows)
        #expect(prefix != nil)
        #expect(prefix?.matched == "Georgia Tech")
        #expect(abs((prefix?.score ?? 0) - 2.9) < 1e-12)
        // A one-character key never uses the prefix tier: "g" falls to the name prefix.
        #expect(SearchScorer.score(s, query: "g", aliases: rows) == SearchMatch(score: 3))
        let other = MetricSchools.make("2", "Emory University")
        #expect(SearchScorer.score(other, query: "g", aliases: [Self.alias("2", "GT", weight: 4)]) == nil)
        #expect(SearchScorer.score(other, query: "e", aliases: [Self.alias("2", "EU", weight: 4)]) == SearchMatch(score: 3))
    }

    @Test func tiesBetweenTiersGoToTheEarlierTier() {
        let s = MetricSchools.make("1", "Arizona State University")
        // Weight 5: 2.5 + 0.5 = 3.0 ties the name prefix, which comes first.
        #expect(SearchScorer.score(s, query: "arizona", aliases: [Self.alias("1", "Arizona State", weight: 5)])
            == SearchMatch(score: 3))
        // Weight 6: 3.1 beats it, and the alias is reported.
        let win = SearchScorer.score(s, query: "arizona", aliases: [Self.alias("1", "Arizona State", weight: 6)])
        #expect(win?.matched == "Arizona State")
    }

    @Test func bestAliasWinsAndFirstRowOnTies() {
        let s = MetricSchools.make("1", "Pennsylvania State University")
        let rows = [Self.alias("1", "PSU", weight: 2), Self.alias("1", "P.S.U.", weight: 3, key: "psu"),
                    Self.alias("1", "Psu!", weight: 3, key: "psu")]
        #expect(SearchScorer.score(s, query: "psu", aliases: rows) == SearchMatch(score: 8, matched: "P.S.U."))
    }

    @Test func wordAndSubstringTiers() {
        let s = MetricSchools.make("1", "Texas A&M University-Commerce")
        #expect(SearchScorer.score(s, query: "commerce")?.score == 2)  // after a hyphen
        #expect(SearchScorer.score(s, query: "University")?.score == 2)  // after a space
        #expect(SearchScorer.score(s, query: "ersity")?.score == 1)
        #expect(SearchScorer.score(s, query: "a&m")?.score == 2)
        #expect(SearchScorer.score(s, query: "xyz") == nil)
    }

    @Test func nameTiersUseTheRawQueryNotTheKey() {
        let s = MetricSchools.make("1", "Texas A&M University")
        #expect(SearchScorer.score(s, query: "  Texas A&M ")?.score == 3)  // trimmed, lower-cased
        #expect(SearchScorer.score(s, query: "texas am") == nil)  // the key would match; the raw query does not
        let key = SearchScorer.score(s, query: "texas am", aliases: [Self.alias("1", "Texas A&M", weight: 3)])
        #expect(key == SearchMatch(score: 8, matched: "Texas A&M"))  // but the alias key does
    }

    @Test func uOfAFormsAreOneQuery() {
        let s = MetricSchools.make("1", "University of Arizona")
        let rows = [Self.alias("1", "UofA", weight: 4)]
        for q in ["U of A", "u-of-a", "uofa", "U.O.F.A."] {
            #expect(SearchScorer.score(s, query: q, aliases: rows) == SearchMatch(score: 9, matched: "UofA"), "\(q)")
        }
    }

    @Test func accents() {
        let laval = MetricSchools.make("1", "Université Laval")
        #expect(SearchScorer.score(laval, query: "UNIVERSITÉ")?.score == 3)
        #expect(SearchScorer.score(laval, query: "universite") == nil)  // name tiers compare accents as written
        let rows = [Self.alias("1", "Laval Université", weight: 2)]
        #expect(SearchScorer.score(laval, query: "lavaluniversite", aliases: rows)?.matched == "Laval Université")
    }

    @Test func cityAndState() {
        let s = MetricSchools.make("1", "Hardin-Simmons University", city: "Abilene", state: "TX")
        #expect(SearchScorer.score(s, query: "abil") == SearchMatch(score: 0.5))
        #expect(SearchScorer.score(s, query: "tx") == SearchMatch(score: 0.5))
        #expect(SearchScorer.score(s, query: "x") == nil)  // state must be equal, not a part of it
        #expect(SearchScorer.score(s, query: "   ") == nil)
    }
}
