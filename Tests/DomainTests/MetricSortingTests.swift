import Foundation
import Testing
@testable import Domain

/// Explore's sort: nulls last in both directions, ties and nulls by name, names in the site's collation order.
struct MetricSortingTests {
    static func pellSchool(_ id: String, _ name: String, _ pell: Double?) -> School {
        MetricSchools.make(id, name) { s in MetricSchools.demographics(&s) { $0.pellGrantPercent = pell } }
    }

    static let schools = [
        pellSchool("1", "Delta College", 0.3),
        pellSchool("2", "alpha University", nil),
        pellSchool("3", "Bravo College", 0.3),
        pellSchool("4", "Charlie Institute", 0.5),
        pellSchool("5", "Echo College", nil),
        pellSchool("6", "Aardvark College", 0.1),
    ]

    @Test func nullsSinkInEitherDirection() {
        let stats = MetricSchools.stats(Self.schools)
        let asc = stats.sort(Self.schools, by: .pell, direction: .asc).map(\.unitID)
        #expect(asc == ["6", "3", "1", "4", "2", "5"])  // 0.1, 0.3 Bravo, 0.3 Delta, 0.5, then alpha, Echo
        let desc = stats.sort(Self.schools, by: .pell, direction: .desc).map(\.unitID)
        #expect(desc == ["4", "3", "1", "6", "2", "5"])  // ties still A–Z; nulls still last, A–Z
    }

    @Test func defaultDirection() {
        let stats = MetricSchools.stats(Self.schools)
        #expect(stats.sort(Self.schools, by: .pell).map(\.unitID) == ["6", "3", "1", "4", "2", "5"])
    }

    @Test func nameSortIsCaseBlind() {
        let schools = [
            MetricSchools.make("1", "McGill College"), MetricSchools.make("2", "Mcdonald College"),
            MetricSchools.make("3", "mary College"), MetricSchools.make("4", "Zeta College"),
        ]
        let stats = MetricSchools.stats(schools)
        // Case-blind first: "mary" < "mcdonald" < "mcgill" < "zeta" (a byte order would put "Zeta" before "mary").
        #expect(stats.sort(schools, by: .name).map(\.unitID) == ["3", "2", "1", "4"])
        #expect(stats.sort(schools, by: .name, direction: .desc).map(\.unitID) == ["4", "1", "2", "3"])
    }

    @Test func equalNamesKeepInputOrder() {
        let schools = [MetricSchools.make("9", "Same College"), MetricSchools.make("2", "Same College")]
        let stats = MetricSchools.stats(schools)
        #expect(stats.sort(schools, by: .name).map(\.unitID) == ["9", "2"])
        #expect(stats.sort(schools.reversed(), by: .name).map(\.unitID) == ["2", "9"])
    }

    @Test func requestValuesAndOutsideColleges() {
        let stats = MetricSchools.stats(Self.schools)
        let miles: [String: Double] = ["1": 40, "3": 10, "4": 40]
        let near = stats.sort(Self.schools, by: .distance, direction: .asc) { miles[$0.unitID] }
        #expect(near.map(\.unitID) == ["3", "4", "1", "6", "2", "5"])  // 40-mile tie by name; no distance last A–Z
        // Colleges not in the dataset still sort by name.
        let outside = [MetricSchools.make("x", "Zulu"), MetricSchools.make("y", "Yankee")]
        #expect(stats.sort(outside, by: .name).map(\.unitID) == ["y", "x"])
    }

    @Test func collationAgreesWithICU() {
        // Oracle: Foundation's locale-aware comparison (ICU collation, as the site's localeCompare).
        let names = [
            "McGill College", "Mcdonald College", "St. John's University", "St John Fisher University",
            "Saint Mary's College", "saint mary's college", "Texas A&M University", "Texas A & M University-Commerce",
            "Texas AM University", "University of Texas at Austin", "University of Texas-Austin", "Université Laval",
            "Universite Laval", "École Polytechnique", "Ecole Normale", "College 2", "College 10", "College-Z",
            "College Z", "Zoo College", "zoo college", "A-B College", "AB College", "A B College", "Ave Maria",
            "Avé Maria", "O'Neill College", "Oneill College", "CUNY Hunter", "Cuny Bronx",
        ]
        let locale = Locale(identifier: "en_US")
        for a in names {
            for b in names where a != b {
                let icu = a.compare(b, options: [], range: nil, locale: locale) == .orderedAscending
                #expect((NameCollationKey(a) < NameCollationKey(b)) == icu, "\(a) vs \(b)")
            }
        }
        // The dataset-wide ranks give the same order.
        let ranks = NameCollation.ranks(names)
        for (i, a) in names.enumerated() {
            for (j, b) in names.enumerated() where i != j {
                let icu = a.compare(b, options: [], range: nil, locale: locale) == .orderedAscending
                #expect((ranks[i] < ranks[j]) == icu, "\(a) vs \(b)")
            }
        }
        #expect(NameCollation.ranks(["b", "a", "b", "B"]) == [1, 0, 1, 2])
    }

    @Test func positionsSort() {
        let stats = MetricSchools.stats(Self.schools)
        #expect(stats.sortPositions([0, 1, 2, 3, 4, 5], by: .pell, direction: .asc) == [5, 2, 0, 3, 1, 4])
        #expect(stats.sortPositions([1, 4, 0], by: .pell) == [0, 1, 4])  // default ascending; nulls A–Z
        #expect(stats.sortPositions([0, 2], by: .distance, direction: .desc) { $0 == 0 ? 5 : 9 } == [2, 0])
    }
}

