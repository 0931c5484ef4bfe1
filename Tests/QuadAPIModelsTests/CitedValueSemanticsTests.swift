import Foundation
import Testing
@_spi(Lineage) import QuadAPIModels

/// A ``Cited`` keeps its members in one shared box; it must still behave as a plain value: equal members are equal
/// and hash alike whether or not they are one box, it decodes what it encodes, and a patch over itself is nothing.
struct CitedValueSemanticsTests {
    static func cited(year: Int, formula: String? = nil, page: Int? = nil) -> Cited {
        Cited(source: CitedSource(key: "ipeds-adm", label: "IPEDS Admissions survey", publisher: "NCES",
                                  year: "Fall \(year)", url: "https://nces.ed.gov/ADM\(year).zip", retrieved: "2026-10-04"),
              path: "admissions.applicants", field: "Applicants", method: formula == nil ? "reported" : "derived",
              isDefault: true, formula: formula, page: page)
    }

    @Test func equalMembersAreEqualAcrossBoxes() {
        // Two citations built apart (two boxes, strings built apart) with the same members.
        let a = Self.cited(year: 2016), b = Self.cited(year: 2016)
        #expect(!a.isSame(as: b))
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b]).count == 1)
        let copy = a
        #expect(copy.isSame(as: a))
    }

    @Test func anyMemberDifferenceIsADifference() {
        let base = Self.cited(year: 2016)
        #expect(base != Self.cited(year: 2015))
        #expect(base != Self.cited(year: 2016, formula: "admitted ÷ rate"))
        #expect(base != Self.cited(year: 2016, page: 4))
        #expect(Self.cited(year: 2016, page: 4) != Self.cited(year: 2016, page: 5))
    }

    @Test func decodesWhatItEncodes() throws {
        for original in [Self.cited(year: 2016), Self.cited(year: 2014, formula: "a ÷ b", page: 12)] {
            let decoded = try JSONDecoder().decode(Cited.self, from: JSONEncoder().encode(original))
            #expect(decoded == original)
            #expect(decoded.page == original.page && decoded.formula == original.formula && decoded.year == original.year)
            // Foundation's bytes and the wire encoder's agree.
            let foundation = try JSONSerialization.jsonObject(with: JSONEncoder().encode(original)) as? NSDictionary
            let wire = try JSONSerialization.jsonObject(with: Data(WireEncoder().encode(original))) as? NSDictionary
            #expect(foundation != nil && foundation == wire)
        }
    }

    @Test func aPatchOverItselfIsNothing() {
        let a = Self.cited(year: 2016)
        #expect(CitedPatch(a, over: a) == nil)
        #expect(CitedPatch(a, over: Self.cited(year: 2016)) == nil)
        let patch = CitedPatch(Self.cited(year: 2014), over: a)
        #expect(patch?.applied(to: a) == Self.cited(year: 2014))
    }
}
