import Foundation
@_spi(Lineage) import QuadAPIModels
import Testing
@testable import Domain

/// The value builder: display strings are the site's formats (expected strings from dataset-map §4's table), the
/// citation is the field's at that college, aggregates and deltas are cited and written as documented.
struct LineageValueTests {
    private let lineage: Lineage
    private let abilene: School

    init() throws {
        lineage = Lineage(meta: try LineageFixtures.meta())
        abilene = try LineageFixtures.abilene()
    }

    @Test(arguments: [
        (FieldPath.acceptanceRate, 0.6603, FormatKind.pctSmart, "66%"),
        (FieldPath.acceptanceRate, 0.0522, FormatKind.pctSmart, "5.2%"),
        (FieldPath.pellShare, 0.399, FormatKind.pct, "40%"),
        (FieldPath.applicants, 11332, FormatKind.num, "11,332"),
        (FieldPath.applicants, 11332, FormatKind.compact, "11.3K"),
        (FieldPath.avgPaidAll, 28860, FormatKind.money, "$28,860"),
        (FieldPath.avgPaidAll, -1234, FormatKind.money, "$-1,234"),
        (FieldPath.grantAverage, 24284, FormatKind.moneyCompact, "$24.3K"),
        (FieldPath.studentFacultyRatio, 13, FormatKind.ratio, "13 to 1"),
        (FieldPath.satMid, 1169.6, FormatKind.int, "1170"),
        (FieldPath.diversityIndex, 0.5825, FormatKind.fixed2, "0.58"),
        (FieldPath.admitRateMen, -0.023, FormatKind.pts, "\u{2212}2.3 pts"),
    ])
    func displayIsTheSitesFormat(path: String, number: Double, format: FormatKind, display: String) {
        let value = lineage.value(path, of: abilene, number, format: format)
        #expect(value.display == display)
        #expect(value.value == number)
        #expect(value.format == format)
        #expect(value.cited == lineage.cited(path, abilene))
        #expect(value.delta == nil)
    }

    @Test func missingAndNonFiniteNumbers() {
        let missing = lineage.value(FieldPath.earnings10yr, of: abilene, nil, format: .money)
        #expect(missing.value == nil && missing.display == "\u{2013}")
        let nan = lineage.value(FieldPath.earnings10yr, of: abilene, .nan, format: .money)
        #expect(nan.value == nil && nan.display == "\u{2013}")
        let infinite = lineage.value(FieldPath.earnings10yr, of: abilene, .infinity, format: .num)
        #expect(infinite.value == nil && infinite.display == "\u{2013}")
    }

    /// Every value prints as formatBy(format, value): the builder takes no display of its own.
    @Test func displayIsAlwaysTheFormat() {
        let cost = lineage.value(FieldPath.avgPaidAll, of: abilene, 31_533, format: .moneyCompact)
        #expect(cost.display == "$31.5K")
        #expect(cost.cited.path == "cost.avg_paid_all")
        let low = lineage.value(FieldPath.satComposite, of: abilene, 1070, format: .int)
        #expect(low.display == "1070")
        #expect(low.cited.key == "ipeds-adm" && low.cited.year == "Fall 2024")
        // lib/history.ts formatChange: a signed whole percent with separators; metric changes have none.
        #expect(lineage.value(FieldPath.trends, of: abilene, 12.345, format: .changePct).display == "+1,235%")
        #expect(lineage.value(FieldPath.trends, of: abilene, 12.345, format: .signedPct).display == "+1235%")
        #expect(lineage.value(FieldPath.trends, of: abilene, -0.0351, format: .signedPts).display == "\u{2212}4 pts")
    }

    @Test func valueWithoutACollegeCitesTheDatasetDefault() {
        let value = lineage.value(FieldPath.avgPaidAll, of: nil, 30000, format: .money)
        #expect(value.cited == lineage.cited(FieldPath.avgPaidAll))
        #expect(value.cited.inputs?.map(\.key) == ["ipeds-ic", "ipeds-sfa"])
    }

    @Test func aggregateMedian() throws {
        let value = lineage.aggregate(FieldPath.acceptanceRate, value: 0.5, format: .pct,
                                      computation: AggregateComputation.median(reporting: 1893))
        #expect(value.display == "50%")
        #expect(value.value == 0.5)
        let cited = value.cited
        #expect(cited.method == "derived")
        #expect(cited.formula == "Median of the 1,893 colleges that report it")
        #expect(cited.key == "ipeds-adm" && cited.year == "Fall 2024")
        #expect(cited.path == "admissions.acceptance_rate" && cited.field == "Acceptance rate")
        #expect(cited.isDefault)
        let inputs = try #require(cited.inputs)
        #expect(inputs.count == 1)
        #expect(inputs[0].url == "https://nces.ed.gov/ipeds/complete-data-files/ADM2024.zip")
    }

    @Test func aggregateOfATwoSourceField() {
        let value = lineage.aggregate(FieldPath.avgPaidAll, value: 28000, format: .money,
                                      computation: AggregateComputation.total(reporting: 2))
        #expect(value.display == "$28,000")
        #expect(value.cited.key == "ipeds-ic")
        #expect(value.cited.inputs?.map(\.key) == ["ipeds-ic", "ipeds-sfa"])
        #expect(value.cited.formula == "Sum over the 2 colleges that report it")
    }

    @Test func computationSentences() {
        #expect(AggregateComputation.median(reporting: 1) == "Median of the 1 college that reports it")
        #expect(AggregateComputation.mean(reporting: 12345) == "Average of the 12,345 colleges that report it")
        #expect(AggregateComputation.percentile(25, reporting: 1893) == "25th percentile of the 1,893 colleges that report it")
        #expect(AggregateComputation.count(outOf: 1893) == "Number of colleges that report it, out of 1,893")
    }

    @Test func deltas() throws {
        let rise = try #require(Lineage.delta(0.12, measure: .ratio, since: "since fall 2014"))
        #expect(rise.display == "+12%" && rise.value == 0.12 && rise.since == "since fall 2014")
        let fall = try #require(Lineage.delta(-0.03, measure: .points, since: "since 2013–14"))
        #expect(fall.display == "\u{2212}3 pts")
        let custom = try #require(Lineage.delta(0.004, display: "0%", since: "since fall 2014"))
        #expect(custom.display == "0%")
        #expect(Lineage.delta(.nan, measure: .ratio, since: "since fall 2014") == nil)
        #expect(Lineage.delta(.infinity, display: "x", since: "") == nil)
        let value = lineage.value(FieldPath.applicants, of: abilene, 11332, format: .num).with(delta: rise)
        #expect(value.delta == rise)
    }

    /// The wire form carries the citation with the value.
    @Test func encodesWithItsCitation() throws {
        let value = lineage.value(FieldPath.acceptanceRate, of: abilene, 0.6603, format: .pctSmart)
        let json = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
        guard case let .object(top) = json, case let .object(cited)? = top["cited"] else {
            Issue.record("not an object")
            return
        }
        #expect(top["display"] == .string("66%"))
        #expect(cited["key"] == .string("ipeds-adm"))
        #expect(cited["year"] == .string("Fall 2024"))
        #expect(cited["method"] == .string("derived"))
    }
}
