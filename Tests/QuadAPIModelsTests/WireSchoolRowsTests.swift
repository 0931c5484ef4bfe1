import Foundation
import Testing
import TestSupport
@_spi(Lineage) @_spi(WireTesting) @testable import QuadAPIModels

/// The hand-written wire forms of SchoolRef, CrestBrand and LeaderboardRow (`WireSchoolRows.swift`) write exactly the
/// bytes their `encode(to:)` writes through the generic path, and agree with Foundation's encoder.
struct WireSchoolRowsTests {
    static let brands: [CrestBrand?] = [
        nil,
        CrestBrand(gradient: ["#8C1515", "#B83A4B"], text: "white", logo: "/brand/243744.webp"),
        CrestBrand(gradient: nil, text: "black", logo: "/brand/1.webp"),
        CrestBrand(gradient: ["#00274C", "#00274C"], text: "black", logo: nil),
    ]

    static let refs: [SchoolRef] = brands.map { brand in
        SchoolRef(id: "243744", name: "Saint Mary's \"College\" of Notre Dame\u{1}/Holy Cross", city: "Notre Dame",
                  state: "IN", type: "private-nonprofit", brand: brand)
    }

    static let cited = Cited(source: CitedSource(key: "ipeds-adm", label: "IPEDS Admissions", publisher: "NCES",
                                                 year: "Fall 2024", url: "https://nces.ed.gov/ipeds/", retrieved: nil),
                             path: "admissions.applicants", field: "Applicants: change", method: "derived",
                             isDefault: true, formula: "Change in applicants")

    @Test func referencesAndCrestsWriteWhatTheirCodableFormWrites() throws {
        for brand in Self.brands.compactMap({ $0 }) { try WireForms.expectSame(brand) }
        for ref in Self.refs { try WireForms.expectSame(ref) }
        // Written out by hand: declared order, the absent brand left out, a crest's missing parts null.
        #expect(try WireForms.bytes(SchoolRef(id: "1", name: "A/B", city: "", state: "CA", type: "public", brand: nil))
            == #"{"id":"1","name":"A/B","city":"","state":"CA","type":"public"}"#)
        #expect(try WireForms.bytes(Self.brands[2]!) == #"{"gradient":null,"text":"black","logo":"/brand/1.webp"}"#)
    }

    @Test func rowsWriteWhatTheirCodableFormWrites() throws {
        let value = Value(value: 7.105, display: "+710.5%", format: .signedPct1, cited: Self.cited)
        let rows = [
            LeaderboardRow(school: Self.refs[0], value: value),
            LeaderboardRow(school: Self.refs[1], value: value, fill: 0.03, rank: 2, detail: "12,345 → 20,000",
                           label: "Higher \"acceptance\"", term: "acceptance_rate", color: "navy"),
            LeaderboardRow(school: Self.refs[3], value: Value(value: nil, display: "–", format: .num, cited: Self.cited),
                           fill: 1, rank: 10),
        ]
        for row in rows { try WireForms.expectSame(row) }
        try WireForms.expectSame(LeaderboardBlock(title: "Biggest gains", caption: "fall 2014 to fall 2024", rows: rows))
        #expect(try WireForms.bytes(rows[2]).hasSuffix(#""isDefault":true,"formula":"Change in applicants"}},"fill":1,"rank":10}"#))
        #expect(try WireForms.bytes(rows[0]).hasPrefix(#"{"school":{"id":"243744","name":"Saint Mary's \"College\" of Notre Dame\u0001/Holy Cross","#))
    }

    @Test func nonFiniteFillIsStillAnError() {
        let row = LeaderboardRow(school: Self.refs[0], value: Value(value: 1, display: "1", format: .num, cited: Self.cited),
                                 fill: .nan)
        #expect(throws: EncodingError.self) { try WireEncoder().encode(row) }
    }
}
