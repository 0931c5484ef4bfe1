import Foundation
import Testing
import TestSupport
@_spi(Lineage) @_spi(WireTesting) @testable import QuadAPIModels

/// The hand-written wire forms of Value, Cited, CitedSource, Delta, CitedPatch, TableFigure, SeriesPoint,
/// PlottedFigure and BandPoint (`WireCitedFigures.swift`) write exactly the bytes their `encode(to:)` writes through
/// the generic path (same members, same order, same omissions), and agree with Foundation's encoder.
struct WireCitedFiguresTests {
    static let fall2024 = CitedSource(key: "ipeds-adm", label: "IPEDS Admissions", publisher: "NCES", year: "Fall 2024",
                                      url: "https://nces.ed.gov/ipeds/", retrieved: "2026-01-15")
    static let undated = CitedSource(key: "cds", label: "Common Data Set \"2024–25\"", publisher: "", year: nil,
                                     url: "https://example.edu/cds.pdf", retrieved: nil)

    static let plain = Cited(source: fall2024, path: "admissions.acceptance_rate", field: "Acceptance rate",
                             method: "reported", isDefault: true)
    static let full = Cited(
        source: undated, path: "admissions.applicants", field: "Applicants\n(first-year)", method: "extracted",
        isDefault: false, formula: "admitted / rate", inputs: [fall2024, undated], quote: "We received 7,043 \\ apps",
        page: 12, replaces: Replaced(value: 7001, year: "Fall 2023", label: "IPEDS", display: "7,001"),
        sourceKind: "cds", cdsEdition: "2024-2025", document: "CDS 2024–25",
        directory: DirectoryCredit(organization: "NACAC", tier: "B", phrase: "listed"))
    static let emptyInputs = Cited(source: fall2024, path: "x", field: "X", method: "derived", isDefault: true,
                                   formula: "a", inputs: [])

    static let values: [Value] = [
        Value(value: 0.6603, display: "66%", format: .pct, cited: plain),
        Value(value: nil, display: "–", format: .money, cited: full),
        Value(value: -1234.5, display: "-1,235", format: .num, cited: emptyInputs,
              delta: Delta(value: 0.22, display: "+22%", since: "since fall 2014")),
        Value(value: 1e21, display: "1e+21", format: .int, cited: plain, delta: Delta(value: -0.0, display: "0%", since: "")),
    ]

    static let patches: [CitedPatch] = {
        var out: [CitedPatch] = []
        for (a, b) in [(full, plain), (plain, full), (emptyInputs, plain), (plain, emptyInputs), (full, emptyInputs)] {
            if let patch = CitedPatch(a, over: b) { out.append(patch) }
        }
        let otherYear = Cited(source: CitedSource(key: "ipeds-adm", label: "IPEDS Admissions", publisher: "NCES",
                                                  year: "Fall 2016", url: "https://nces.ed.gov/ipeds/", retrieved: "2026-01-15"),
                              path: plain.path, field: plain.field, method: plain.method, isDefault: true)
        out.append(CitedPatch(otherYear, over: plain)!)
        return out
    }()

    private func bytes<T: Encodable>(_ value: T) throws -> String { try WireForms.bytes(value) }

    private func expectSame<T: Encodable>(_ value: T, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try WireForms.expectSame(value, sourceLocation: sourceLocation)
    }

    @Test func sourcesAndCitationsWriteWhatTheirCodableFormWrites() throws {
        for source in [Self.fall2024, Self.undated] { try expectSame(source) }
        for cited in [Self.plain, Self.full, Self.emptyInputs] { try expectSame(cited) }
        // Written out by hand: members in declared order, absent optionals left out, null where the form says null.
        #expect(try bytes(Self.plain) == #"{"key":"ipeds-adm","label":"IPEDS Admissions","publisher":"NCES","year":"Fall 2024","#
            + #""url":"https://nces.ed.gov/ipeds/","retrieved":"2026-01-15","path":"admissions.acceptance_rate","#
            + #""field":"Acceptance rate","method":"reported","isDefault":true}"#)
        #expect(try bytes(Self.undated) == #"{"key":"cds","label":"Common Data Set \"2024–25\"","publisher":"","year":null,"#
            + #""url":"https://example.edu/cds.pdf","retrieved":null}"#)
    }

    @Test func valuesAndDeltasWriteWhatTheirCodableFormWrites() throws {
        for value in Self.values { try expectSame(value) }
        try expectSame(Delta(value: 3, display: "+3", since: "since 2013–14"))
        #expect(try bytes(Self.values[1]).hasPrefix(#"{"value":null,"display":"–","format":"money","cited":{"key":"cds","#))
        #expect(try bytes(Self.values[2]).hasSuffix(#","delta":{"value":0.22,"display":"+22%","since":"since fall 2014"}}"#))
    }

    @Test func patchesWriteOnlyTheirMembersInOrder() throws {
        #expect(Self.patches.count == 6)
        for patch in Self.patches { try expectSame(patch) }
        // The year alone; and the undated source over a dated one, whose year is null in the patch.
        #expect(try bytes(Self.patches[5]) == #"{"year":"Fall 2016"}"#)
        #expect(try bytes(Self.patches[0]).hasPrefix(#"{"key":"cds","label":"Common Data Set \"2024–25\"","publisher":"","year":null,"#))
    }

    @Test func figuresOfTablesSeriesAndBandsWriteWhatTheirCodableFormWrites() throws {
        for value in Self.values {
            for base in [Self.plain, Self.full, value.cited] {
                try expectSame(TableFigure(value, over: base))
                try expectSame(SeriesPoint(year: 2016, value: value.value, display: value.display,
                                           cited: CitedPatch(value.cited, over: base)))
                let figure = PlottedFigure(value: value.value, display: value.display, cited: CitedPatch(value.cited, over: base))
                try expectSame(figure)
                try expectSame(BandPoint(year: 2024, low: figure, high: figure, median: nil))
                try expectSame(BandPoint(year: 2024, low: figure, high: figure, median: figure))
            }
        }
        // A figure without a number leaves `value` out (the synthesized form), a TableFigure writes null.
        let missing = PlottedFigure(value: nil, display: "–")
        #expect(try bytes(missing) == #"{"display":"–"}"#)
        #expect(try bytes(SeriesPoint(year: 2015, value: nil, display: "–")) == #"{"year":2015,"display":"–"}"#)
        #expect(try bytes(TableFigure(Self.values[1], over: Self.full)) == #"{"value":null,"display":"–","format":"money"}"#)
    }

    @Test func nonFiniteNumbersAreStillAnError() {
        let bad = Value(value: .nan, display: "NaN", format: .num, cited: Self.plain)
        #expect(throws: EncodingError.self) { try WireEncoder().encode(bad) }
        #expect(throws: EncodingError.self) { try WireEncoder().encode(PlottedFigure(value: .infinity, display: "∞")) }
    }

    /// In a document, the memo copies repeated citations; the bytes are those written afresh.
    @Test func aDocumentOfFiguresIsTheSameWithAndWithoutTheMemo() throws {
        let series = TrendSeries(key: "applicants", label: "Applicants", color: "navy",
                                 values: (2010...2024).map { year in
                                     YearValue(year: year, value: Value(value: Double(year), display: "\(year)", format: .int,
                                                                        cited: year % 3 == 0 ? Self.full : Self.plain))
                                 })
        let document = [series, series]
        #expect(try WireEncoder().encode(document) == WireEncoder(memoizingCitations: false).encode(document))
        #expect(try WireOracle.difference(document) == nil)
    }
}
