import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// Trend lines cite once per series (issue 16, item 4): on a real history chart each older point carries its own
/// year and federal file, the newest none, and the guard catches a point that lost its citation or a series with none.
struct SeriesCitationGuardTests {
    static func applicants() throws -> TrendSeries {
        let response = try ProfileScreens.history(SampleDataset.snapshot, id: "100654", query: HistoryQuery(group: .admissions))
        let lines = response.screen.blocks.compactMap { if case let .trendLine(t) = $0 { t } else { nil } }
        return try #require(lines.flatMap(\.series).first { $0.key == "applicants" })
    }

    @Test func anOlderPointCarriesItsOwnYearAndFile() throws {
        let series = try Self.applicants()
        #expect(series.points.map(\.year) == Array(2014...2024))
        // The series cites the newest year, fall 2024, and that point carries nothing of its own.
        let cited = try #require(series.cited)
        #expect(cited.year == "Fall 2024" && cited.key == "ipeds-adm" && cited.path == "admissions.applicants")
        #expect(series.points.last?.cited == nil)
        // Every other year differs in its year and its file, so it carries its own; the points resolve to the survey
        // of their own fall (ADM2014.zip for fall 2014).
        #expect(series.points.dropLast().allSatisfy { $0.cited != nil })
        for p in series.values {
            #expect(p.value.cited.year == "Fall \(p.year)")
            #expect(p.value.cited.url.hasSuffix("/ADM\(p.year).zip"), "\(p.year): \(p.value.cited.url)")
            #expect(p.value.cited.field == "Applicants" && p.value.cited.key == "ipeds-adm")
        }
        let body = try JSONSerialization.jsonObject(with: Data(WireEncoder().encode(series))) as? [String: Any]
        let first = try #require((body?["points"] as? [[String: Any]])?.first?["cited"] as? [String: Any])
        #expect(first["year"] as? String == "Fall 2014")
        #expect(first["key"] == nil && first["path"] == nil && first["field"] == nil)
    }

    @Test func theGuardCatchesALostCitation() throws {
        var series = try Self.applicants()
        #expect(ChartFigures.misdated([series], "ok").isEmpty && ChartFigures.uncovered([series], "ok").isEmpty)
        series.points[0].cited = nil
        #expect(ChartFigures.misdated([series], "lost") == ["lost: applicants 2014 is cited for Fall 2024"])
        series.cited = nil
        #expect(ChartFigures.uncovered([series], "bare") == ["bare: series applicants has 11 points and no citation"])
    }

    /// The guard sees every plotted number of a history chart as a Value: 11 years of three series on the first chart.
    @Test func theWalkerSeesEveryPlottedNumber() throws {
        let response = try ProfileScreens.history(SampleDataset.snapshot, id: "100654", query: HistoryQuery(group: .admissions))
        var walker = ProfileValueWalker()
        walker.walk(response.screen)
        let applicants = walker.values.filter { $0.cited.path == "admissions.applicants" && $0.cited.field == "Applicants" }
        // The chart's 11 points and the table's 11 cells under it (the headline tile has its own field label).
        #expect(applicants.count >= 22)
        #expect(walker.uncovered.isEmpty)
        #expect(ProfileCitationGuardTests.problems(response.screen, "100654 admissions").isEmpty)
    }
}
