import Foundation
import Testing
@_spi(Lineage) import QuadAPIModels

/// Series cite once (issue 16, item 4, for trend lines and bands): the series carries its newest figure's citation,
/// and a point carries only the members of its own citation that differ, as hand-written JSON shows.
struct SeriesCitationTests {
    static func source(_ year: Int) -> CitedSource {
        CitedSource(key: "ipeds-adm", label: "IPEDS Admissions survey", publisher: "NCES", year: "Fall \(year)",
                    url: "https://nces.ed.gov/ipeds/datacenter/data/ADM\(year).zip", retrieved: "2026-10-04")
    }

    static func applicants(_ year: Int, _ number: Double, _ display: String, formula: String? = nil) -> YearValue {
        YearValue(year: year, value: Value(value: number, display: display, format: .num, cited: Cited(
            source: source(year), path: "admissions.applicants", field: "Applicants", method: formula == nil ? "reported" : "derived",
            isDefault: true, formula: formula)))
    }

    /// 2014 and 2015 cite their own year's file; 2016 is the newest, so its citation is the series'. 2015 is derived
    /// (a formula the newest lacks).
    static let values = [applicants(2014, 9901, "9,901"), applicants(2015, 7901, "7,901", formula: "admitted ÷ rate"),
                         applicants(2016, 7043, "7,043")]

    static func json(_ value: some Encodable) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(WireEncoder().encode(value))) as! [String: Any]
    }

    @Test func aPointCarriesOnlyWhatDiffersFromItsSeries() throws {
        let series = TrendSeries(key: "applicants", label: "Applicants", color: "admissions", values: Self.values)
        #expect(series.cited == Self.values[2].value.cited)
        #expect(series.format == .num)
        let body = try Self.json(series)
        let points = try #require(body["points"] as? [[String: Any]])
        #expect(points.count == 3)
        // The newest point is the series' citation: no citation of its own.
        #expect(points[2]["cited"] == nil)
        #expect(points[2]["value"] as? Double == 7043 && points[2]["display"] as? String == "7,043")
        // 2014 differs in the year and the file only.
        let own2014 = try #require(points[0]["cited"] as? [String: Any])
        #expect(own2014.keys.sorted() == ["url", "year"])
        #expect(own2014["year"] as? String == "Fall 2014")
        #expect(own2014["url"] as? String == "https://nces.ed.gov/ipeds/datacenter/data/ADM2014.zip")
        // 2015 also has a method and a formula the series' citation does not.
        let own2015 = try #require(points[1]["cited"] as? [String: Any])
        #expect(own2015.keys.sorted() == ["formula", "method", "url", "year"])
        #expect(own2015["method"] as? String == "derived" && own2015["formula"] as? String == "admitted ÷ rate")
        // The exact bytes of a point, keys in a citation's order.
        let first = String(decoding: try WireEncoder().encode(series.points[0]), as: UTF8.self)
        #expect(first == #"{"year":2014,"value":9901,"display":"9,901","cited":{"year":"Fall 2014","url":"https://nces.ed.gov/ipeds/datacenter/data/ADM2014.zip"}}"#)
    }

    @Test func everyPointTurnsBackIntoItsFullValue() throws {
        let series = TrendSeries(key: "applicants", label: "Applicants", color: "admissions", values: Self.values)
        #expect(series.values == Self.values)
        // Through JSON (Foundation's decoder) and back: the same series, the same values.
        let decoded = try JSONDecoder().decode(TrendSeries.self, from: Data(WireEncoder().encode(series)))
        #expect(decoded == series)
        #expect(decoded.values == Self.values)
    }

    @Test func aMemberTheFigureLacksIsNull() throws {
        // The series' newest figure is derived; the older one is reported, with no formula: `"formula": null`.
        let older = Self.applicants(2014, 9901, "9,901"), newer = Self.applicants(2015, 7901, "7,901", formula: "admitted ÷ rate")
        let series = TrendSeries(key: "a", label: "A", color: "admissions", values: [older, newer])
        let point = String(decoding: try WireEncoder().encode(series.points[0]), as: UTF8.self)
        #expect(point.contains(#""method":"reported""#) && point.contains(#""formula":null"#))
        #expect(series.values == [older, newer])
        let decoded = try JSONDecoder().decode(TrendSeries.self, from: Data(WireEncoder().encode(series)))
        #expect(decoded.values == [older, newer])
    }

    @Test func aPatchRestoresEveryMember() throws {
        // Every optional member set on one side and absent on the other, and the reverse.
        let full = Lineage.fullyCited, bare = Lineage.reported("admissions.applicants", "Applicants")
        let there = try #require(CitedPatch(full, over: bare))
        let back = try #require(CitedPatch(bare, over: full))
        #expect(there.applied(to: bare) == full)
        #expect(back.applied(to: full) == bare)
        #expect(CitedPatch(full, over: full) == nil)
        let decoded = try JSONDecoder().decode(CitedPatch.self, from: Data(WireEncoder().encode(back)))
        #expect(decoded == back && decoded.applied(to: full) == bare)
    }

    @Test func aBandCitesEachEdgeOnce() throws {
        func national(_ year: Int, _ statistic: String, _ n: Double) -> Value {
            Value(value: n, display: String(Int(n)), format: .num, cited: Cited(
                source: Self.source(year), path: "admissions.applicants", field: "Applicants, national", method: "derived",
                isDefault: true, formula: "\(statistic) of the colleges that report it", inputs: [Self.source(year)]))
        }
        let values = [2014, 2015].map { y in
            YearBand(year: y, low: national(y, "25th percentile", 100), high: national(y, "75th percentile", 900),
                     median: national(y, "Median", 400))
        }
        let band = TrendBand(key: "national", label: "National", values: values)
        #expect(band.cited?.low == values[1].low.cited && band.cited?.median == values[1].median?.cited)
        #expect(band.points[1].low.cited == nil && band.points[1].median?.cited == nil)
        // The older year differs in its year, its file and its one input.
        let body = try Self.json(band)
        let first = try #require((body["points"] as? [[String: Any]])?.first)
        let low = try #require((first["low"] as? [String: Any])?["cited"] as? [String: Any])
        #expect(low.keys.sorted() == ["inputs", "url", "year"])
        #expect(band.values == values)
        #expect(try JSONDecoder().decode(TrendBand.self, from: Data(WireEncoder().encode(band))).values == values)
    }
}
