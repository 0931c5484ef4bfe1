import Foundation
import QuadAPIModels
@testable import Domain
import Testing

/// `?ids=` as the site reads it: trimmed, each id once, unknown ids dropped, at most four, URL order kept; every id
/// set aside listed with its reason.
struct CompareSelectionTests {
    static let index: [String: Int] = ["11": 0, "22": 1, "33": 2, "44": 3, "55": 4]

    @Test func keepsURLOrderAndTrims() {
        let s = CompareSelection.parse(" 33 ,11,, 22", index: Self.index)
        #expect(s.positions == [2, 0, 1])
        #expect(s.ignored.isEmpty)
    }

    @Test func dropsRepeatsAndUnknownIds() {
        let s = CompareSelection.parse("22,22,99,abc,11", index: Self.index)
        #expect(s.positions == [1, 0])
        #expect(s.ignored.map(\.value) == ["22", "99", "abc"])
        #expect(s.ignored.map(\.reason) == ["repeated", "unknown-value", "unknown-value"])
        #expect(s.ignored.allSatisfy { $0.param == "ids" })
    }

    @Test func atMostFourAndTheRestListed() {
        let s = CompareSelection.parse("55,44,33,22,11", index: Self.index)
        #expect(s.positions == [4, 3, 2, 1])
        #expect(s.ignored.map(\.value) == ["11"])
        #expect(s.ignored.first?.reason == "too-many")
        // An unknown id does not take a slot: the fifth known id is still the one left out.
        let t = CompareSelection.parse("55,99,44,33,22,11", index: Self.index)
        #expect(t.positions == [4, 3, 2, 1])
        #expect(t.ignored.map(\.reason) == ["unknown-value", "too-many"])
    }

    @Test func emptyIsNothing() {
        #expect(CompareSelection.parse("", index: Self.index).positions.isEmpty)
        #expect(CompareSelection.parse(",,  ,", index: Self.index).ignored.isEmpty)
    }

    @Test func pagesAndHrefs() {
        #expect(ComparePage.admissions.neighbors.previous == .overview)
        #expect(ComparePage.history.neighbors.next == .table)
        #expect(ComparePage.table.neighbors.next == nil)
        #expect(ComparePage.cost.href(["1", "2"]) == "/compare/cost?ids=1,2")
        #expect(ComparePage.overview.href([]) == "/compare")
        #expect(ComparePage.table.href(["1", "2"], hash: "cost") == "/compare/table?ids=1,2#cost")
        #expect(ComparePage.academics.href(["1", "2"], query: [("major", "11")]) == "/compare/academics?ids=1,2&major=11")
        #expect(ComparePage.topics.map(\.label)
            == ["Getting in", "Students & campus", "Academics", "Cost & aid", "Outcomes", "Over time", "All the numbers"])
    }
}
