import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// Charts cite per measure, not per point: a scatter carries one citation per axis and for dot size, and a point
/// carries its own only where its college's figure comes from elsewhere (issue 16, item 4).
struct ScatterCitationTests {
    /// Home's fixture with Beta College's admit rate taken from its own admissions page (fall 2025), replacing the
    /// federal 6% of fall 2024.
    static let snapshot: DatasetSnapshot = {
        var schools = HomeFixture.schools
        let beta = schools.firstIndex { $0.unitID == "2" }!
        var record = LineageRecord(source: SourceKey.collegeSite)
        record.year = "Fall 2025"
        schools[beta].lineage = [FieldPath.acceptanceRate: record]
        var federal = FederalAdmissions()
        federal.year = 2024
        federal.acceptanceRate = 0.06
        schools[beta].admissions?.federal = federal
        do {
            return try DatasetSnapshot(schools: schools, meta: SampleDataset.snapshot.meta,
                                       releaseCalendar: ReleaseCalendar(), publishID: "scatter-fixture",
                                       loadedAt: Date(timeIntervalSince1970: 0))
        } catch {
            fatalError("scatter fixture: \(error)")
        }
    }()

    static func landscape(_ screen: Screen) throws -> ScatterBlock {
        let charts = screen.blocks.compactMap { if case let .scatter(s) = $0 { s } else { nil } }
        return try #require(charts.first { $0.xAxis.label == "Acceptance rate" })
    }

    @Test func aCollegeReportedFigureCarriesItsOwnCitationAndTheRestDoNot() throws {
        let chart = try Self.landscape(HomeScreen.build(Self.snapshot))
        // The measures cite the federal sources every other college's figures come from.
        #expect(chart.cited.x.key == "ipeds-adm")
        #expect(chart.cited.x.path == FieldPath.acceptanceRate)
        #expect(chart.cited.size.path == FieldPath.undergrads)
        #expect(chart.points.map(\.id) == ["1", "2"])
        let alpha = chart.points[0], beta = chart.points[1]
        #expect(alpha.cited == nil)
        // Beta's rate is its own site's, fall 2025, and says what it replaced; its SAT and size are federal.
        let own = try #require(beta.cited?.x)
        #expect(own.key == SourceKey.collegeSite)
        #expect(own.year == "Fall 2025")
        #expect(own.replaces?.value == 0.06)
        #expect(beta.cited?.y == nil && beta.cited?.size == nil)
        // Plain numbers only; the block carries the formats the app prints them with: 4% on the axis's whole-percent
        // format, 1500 as a plain integer, 999 undergrads in compact notation → "999", 6,000 → "6K".
        #expect(beta.x == 0.04 && beta.y == 1500 && beta.size == 999)
        #expect(chart.xAxis.format == .pct && chart.yAxis.format == .int && chart.sizeFormat == .compact)
        let printed = { (p: ScatterPoint) in
            [SiteFormat.display(p.x, as: chart.xAxis.format), SiteFormat.display(p.y, as: chart.yAxis.format),
             SiteFormat.display(p.size, as: chart.sizeFormat)]
        }
        #expect(printed(beta) == ["4%", "1500", "999"])
        #expect(printed(alpha) == ["5%", "1400", "6K"])
    }

    @Test func aPointIsTheCatalogsSixFieldsAndItsOwnCitationOnly() throws {
        let chart = try Self.landscape(HomeScreen.build(Self.snapshot))
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(Block.scatter(chart))) as? [String: Any]
        let points = try #require(json?["points"] as? [[String: Any]])
        // Home's points also carry the college for the card a tap shows; no point carries printed words.
        #expect(Set(points[0].keys) == ["id", "x", "y", "size", "color", "label", "school"])
        #expect(Set(points[1].keys) == ["id", "x", "y", "size", "color", "label", "cited", "school"])
        #expect(json?["sizeFormat"] as? String == "compact")
    }

    @Test func theGuardCatchesAMeasureWithoutAnOracleFormat() throws {
        let chart = try Self.landscape(HomeScreen.build(Self.snapshot))
        #expect(ChartFigures.unformatted(chart, "ok").isEmpty)
        // The oracle covers every format kind today; a kind it lacked would be flagged on each measure using it.
        let known = ChartFigures.oracleFormats.subtracting(["pct", "compact"])
        #expect(ChartFigures.unformatted(chart, "unknown", known: known)
            == ["unknown: scatter xAxis format pct is not one gen-format-cases knows",
                "unknown: scatter sizeFormat format compact is not one gen-format-cases knows"])
        var empty = chart
        empty.points = []
        #expect(ChartFigures.unformatted(empty, "empty", known: []).isEmpty)
    }

    @Test func theGuardCatchesAPointLeftUnderItsMeasuresCitation() throws {
        var chart = try Self.landscape(HomeScreen.build(Self.snapshot))
        #expect(ChartFigures.miscited(chart, "ok", snapshot: Self.snapshot).isEmpty)
        chart.points[1].cited = nil
        let found = ChartFigures.miscited(chart, "uncovered", snapshot: Self.snapshot)
        #expect(found == ["uncovered: scatter point 2 x is covered by ipeds-adm Fall 2024, but the college's "
            + "admissions.acceptance_rate cites college-site Fall 2025"])
        // A point repeating its measure's citation is flagged too (it costs bytes and says nothing).
        var repeated = try Self.landscape(HomeScreen.build(Self.snapshot))
        repeated.points[0].cited = ScatterPointCitations(y: repeated.cited.y)
        #expect(ChartFigures.miscited(repeated, "repeated", snapshot: Self.snapshot)
            == ["repeated: scatter point 1 repeats its measure's y citation"])
    }

    @Test func theGuardWalksTheNewShape() throws {
        let screen = HomeScreen.build(Self.snapshot)
        var walker = ProfileValueWalker()
        walker.walk(screen)
        // Two points on each of the two charts… (the value chart has A and C), three figures each.
        let chartValues = try Self.landscape(screen).points.count * 3
        #expect(chartValues == 6)
        #expect(walker.citations.count == 6)
        #expect(ProfileCitationGuardTests.problems(screen, "home", snapshot: Self.snapshot).isEmpty)
    }
}
