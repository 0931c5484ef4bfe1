import Foundation
import QuadAPIModels
import Testing
@testable import Domain

/// The high-school directory search: its ranking (the site's `searchRows`), filters and limits, on hand-made rows.
struct HighSchoolSearchTests {
    static func school(_ id: String, _ name: String, _ city: String?, _ state: String, kind: String = "public") -> HighSchool {
        let json = #"{"id":"\#(id)","kind":"\#(kind)","name":"\#(name)","state":"\#(state)","city":\#(city.map { "\"\($0)\"" } ?? "null"),"grades":{"low":"9","high":"12"}}"#
        return try! JSONDecoder().decode(HighSchool.self, from: Data(json.utf8))
    }

    static let rows = [
        school("310000000001", "Lincoln High School", "Omaha", "NE"),
        school("310000000002", "Lincoln East High School", "Lincoln", "NE"),
        school("080000000003", "Abraham Lincoln High School", "Denver", "CO"),
        school("A3100004", "St. Mary Academy", "Lincoln", "NE", kind: "private"),
        school("370000000005", "Grant High School", "Lincolnton", "NC"),
        school("060000000006", "San José High School", "San Jose", "CA"),
        school("060000000007", "Arts & Sciences Academy", "Fresno", "CA"),
        school("060000000008", "Central High School", nil, "CA"),
    ]

    let index = HighSchoolSearchIndex(Self.rows)

    func names(_ q: String, state: String? = nil, kind: String? = nil, limit: Int = 20) -> [String] {
        index.search(q: q, state: state, kind: kind, limit: limit).map { Self.rows[$0].name }
    }

    @Test func startsWithThenEveryWordThenContains() {
        // Score 3: the text starts with "lincoln" (East before High by name); 2: a word starts with it (the name's or
        // the city's, "Lincolnton" too), by name.
        #expect(names("lincoln") == ["Lincoln East High School", "Lincoln High School", "Abraham Lincoln High School",
                                     "Grant High School", "St. Mary Academy"])
        // Score 1: contained, not at a word start.
        #expect(names("coln high") == ["Abraham Lincoln High School", "Lincoln High School"])
        #expect(names("incoln") == ["Abraham Lincoln High School", "Grant High School", "Lincoln East High School",
                                    "Lincoln High School", "St. Mary Academy"])
    }

    @Test func punctuationAccentsAndAmpersands() {
        #expect(names("St. Mary's") == ["St. Mary Academy"])
        #expect(names("josé") == ["San José High School"])
        #expect(names("SAN JOSE") == ["San José High School"])
        #expect(names("arts and") == ["Arts & Sciences Academy"])
        #expect(names("  ") == [])
        #expect(names("zzz") == [])
    }

    @Test func stateAndKindFilters() {
        #expect(names("lincoln", state: "ne") == ["Lincoln East High School", "Lincoln High School", "St. Mary Academy"])
        #expect(names("lincoln", state: "NE", kind: "private") == ["St. Mary Academy"])
        #expect(names("lincoln", kind: "public").count == 4)
        // A state alone lists its schools by name; an unknown state matches nothing.
        #expect(names("", state: "CA") == ["Arts & Sciences Academy", "Central High School", "San José High School"])
        #expect(names("", state: "ZZ") == [])
        #expect(names("", state: nil) == [])
    }

    @Test func limits() {
        let many = (0..<80).map { Self.school(String(format: "06%010d", $0), "School \(1000 + $0)", "Town", "CA") }
        let big = HighSchoolSearchIndex(many)
        #expect(big.search(q: "school", limit: 30).count == 30)
        #expect(big.search(q: "school", limit: 1000).count == HighSchoolSearchIndex.maxLimit)
        #expect(big.search(q: "school", limit: 0).count == 1)
        #expect(big.search(q: "school").count == HighSchoolSearchIndex.defaultLimit)
        // Ties by name, then id.
        #expect(big.search(q: "school", limit: 3).map { many[$0].name } == ["School 1000", "School 1001", "School 1002"])
    }

    @Test func ids() {
        #expect(HighSchoolDirectory.isHighSchoolID("060000000006"))
        #expect(HighSchoolDirectory.isHighSchoolID("A3100004"))
        #expect(!HighSchoolDirectory.isHighSchoolID("990000000006"))
        #expect(!HighSchoolDirectory.isHighSchoolID("a3100004"))
        #expect(!HighSchoolDirectory.isHighSchoolID("../meta"))
        let dir = HighSchoolDirectory(schools: Self.rows, meta: nil)
        #expect(dir.school(id: "A3100004")?.name == "St. Mary Academy")
        #expect(dir.school(id: "060000000099") == nil)
        #expect(dir.search(q: "grant").map(\.id) == ["370000000005"])
    }
}
