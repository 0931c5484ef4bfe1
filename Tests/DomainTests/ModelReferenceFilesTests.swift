import Foundation
import QuadAPIModels
import Testing
@testable import Domain

/// The site's shared data files decode with the values they hold (expected values read off the files).
struct ModelReferenceFilesTests {
    private func decode<T: Decodable>(_ path: String, as type: T.Type) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(contentsOf: DatasetFixtures.referenceData.appendingPathComponent(path)))
    }

    @Test func meta() throws {
        let meta = try decode("meta.json", as: DatasetMeta.self)
        #expect(meta.retrieved == "2026-10-04")
        #expect(meta.sources?.count == 21)
        #expect(meta.sources?["ipeds-adm"]?.label == "IPEDS Admissions survey")
        #expect(meta.sources?["ipeds-adm"]?.publisher == "National Center for Education Statistics (NCES)")
        #expect(meta.sources?["ipeds-adm"]?.url == "https://nces.ed.gov/ipeds/complete-data-files/ADM2024.zip")
        #expect(meta.sources?["wikidata"] == nil)
        #expect(meta.vintages?["ipeds-adm"] == .some("Fall 2024"))
        #expect(meta.vintages?["ipeds-gr"] == .some("Entered fall 2018"))
        #expect(meta.vintages?["scorecard-latest"] == .some(nil))
        #expect(meta.vintages?.count == 19)
    }

    @Test func releaseCalendar() throws {
        let calendar = try decode("release-calendar.json", as: ReleaseCalendar.self)
        #expect(calendar.reviewed == "2026-09-28")
        #expect(calendar.releases?.map { $0.id ?? "" } == [
            "ipeds-2025-26-winter", "ipeds-2026-27-directory", "ipeds-2024-25-final", "ipeds-2025-26-spring",
            "scorecard-next", "class-profiles-fall-2026", "cds-2026-27",
        ])
        #expect(calendar.releases?.map(\.expected) == ["2026-12", "2027-07", "2026-12", "2027-01", nil, "2026-08", "2027-02"])
        let winter = try #require(calendar.releases?.first)
        #expect(winter.updates == ["ipeds-adm", "ipeds-sfa", "ipeds-ic", "ipeds-ef", "ipeds-f"])
        #expect(winter.files?.first == "ADM2025")
        #expect(winter.status == "estimated")
        #expect(calendar.releases?[2].filesUpdatedAfter == "2026-09-28")
        #expect(calendar.notUsedYet?.count == 2)
        #expect(calendar.notUsedYet?.first?.file == "EFFY2025")
        #expect(calendar.watching?.first?.id == "acts")
        #expect(calendar.watching?.first?.links?.count == 3)
    }

    @Test func applicationCycle() throws {
        let cycle = try decode("application-cycle.json", as: ApplicationCycle.self)
        #expect(cycle.cycles?.map { $0.cycle ?? "" } == ["2026-27", "2027-28"])
        let fafsa = try #require(cycle.cycles?.first?.entries?[1])
        #expect(fafsa.key == "fafsa_opens")
        #expect(fafsa.date == "2026-10-01")
        #expect(fafsa.assignee == "guardian")
    }

    @Test func historyMeta() throws {
        let meta = try decode("history/meta.json", as: HistoryMeta.self)
        #expect(meta.built == "2026-09-29")
        #expect(meta.latest?.fall == 2024 && meta.latest?.academic == 2023 && meta.latest?.cohort == 2018)
        #expect(meta.provisional == ["adm": 2024, "sfa": 2023])
        #expect(meta.schools == 1893 && meta.universe == 1893)
        #expect(meta.files?["adm"]?.count == 11)
        #expect(meta.files?["prices"]?.count == 24)
        #expect(meta.files?["adm"]?.first?.file == "ADM2014")
        #expect(meta.files?["adm"]?.first?.revised == true)
        #expect(meta.files?["adm"]?.last?.url == "https://nces.ed.gov/ipeds/complete-data-files/ADM2024.zip")
    }

    @Test func schoolHistory100654() throws {
        let history = try decode("history/schools/100654.json", as: SchoolHistory.self)
        #expect(history.unitID == "100654")
        #expect(history.series?.count == 20)
        #expect(history.repeated == nil)
        let applicants = try #require(history.series?["applicants"])
        #expect(applicants.start == 2001)
        #expect(applicants.values?.count == 24)
        #expect(applicants.values?.first == 2180)
        #expect(applicants.values?.last == 23406)
        #expect(applicants.value(in: 2024) == 23406)
        #expect(applicants.value(in: 2000) == nil)
        #expect(applicants.value(in: 2025) == nil)
        #expect(history.series?["tuition_in_state"]?.start == 2000)
        #expect(history.series?["tuition_in_state"]?.values?.count == 24)
        let avgPaid = try #require(history.series?["avg_paid_all"])
        #expect(avgPaid.start == 2007 && avgPaid.values?.count == 17 && avgPaid.approx == [2007])
        #expect(history.series?["net_price_income_5"]?.start == 2008)
        #expect(history.series?["net_price_income_5"]?.values?.count == 16)
        #expect(history.series?["acceptance_rate"]?.value(in: 2001) == 0.7505)
    }

    @Test func cpiFactsAndTrendIndex() throws {
        let cpi = try decode("history/cpi.json", as: CpiTable.self)
        #expect(cpi.series == "CUUR0000SA0")
        #expect(cpi.start == 2000)
        #expect(cpi.values?.count == 26)
        #expect(cpi.value(in: 2000) == 175.092)
        #expect(cpi.value(in: 2025) == 327.668)
        #expect(cpi.missing == ["2025-10"])

        let facts = try decode("history/facts.json", as: TrendFacts.self)
        #expect(facts.priceGap?.from == 2013 && facts.priceGap?.to == 2023 && facts.priceGap?.n == 1432)
        #expect(facts.priceGap?.fullPriceIndex?.count == 11)
        #expect(facts.priceGap?.avgPaidIndex?.last == 88.4)
        #expect(facts.harderToGetIn?.applicantsChange == 0.7371)
        #expect(facts.testRequired?.byYear == [0.6559, 0.3778, 0.109, 0.0751, 0.057, 0.0516])

        let index = try decode("history/trends/index.json", as: TrendIndex.self)
        #expect(index.built == "2026-10-02")
        #expect(index.files == ["men-and-women", "shrinking-colleges"])
        #expect(index.cards?.count == 2)
        let card = try #require(index.cards?.first)
        #expect(card.slug == "men-and-women")
        #expect(card.headline?.value == 0.4825 && card.headline?.format == "pct")
        #expect(card.spark?.start == 2001)
        #expect(card.spark?.series?.first?.values?.count == 24)
        #expect(card.n == 912)
        #expect(index.cards?.last?.spark?.series?.first?.values?.count == 11)
    }

    @Test func detail100654() throws {
        let detail = try decode("detail/schools/100654.json", as: SchoolDetail.self)
        #expect(detail.unitID == "100654")
        let tables = try #require(detail.tables)
        #expect(tables.others.isEmpty)
        #expect(tables.homeStates?.source == "ipeds-ef-c")
        #expect(tables.homeStates?.year == "Fall 2024")
        #expect(tables.homeStates?.rows?.count == 36)
        #expect(tables.homeStates?.rows?["AL"] == 881)
        #expect(tables.homeStates?.rows?["GA"] == 307)
        #expect(tables.majors?.year == "2024\u{2013}25 graduates")
        #expect(tables.majors?.rows?.count == 36)
        #expect(tables.majors?.rows?["26.0101"] == [64, 0])
        #expect(tables.programs?.source == "scorecard-fos")
        #expect(tables.programs?.year == nil)
        #expect(tables.programs?.rows?.count == 34)
        let computing = try #require(tables.programs?.rows?["11.01"])
        #expect(computing.title == "Computer and Information Sciences, General")
        #expect(computing.graduates == 67)
        #expect(computing.earnings?.y4 == 88490)
        #expect(computing.earnings?.y4Pell == 65929)
        #expect(computing.earnings?.y4NonPell == nil)
        #expect(computing.debtMedian == 30100)
        #expect(tables.programs?.rows?["01.09"]?.earnings?.y1 == nil)
        #expect(tables.directories?.vintage == nil)
        #expect(tables.directories?.year == "October 2026")
        #expect(tables.directories?.rows?.credits?["ruf"]?.tier == "D")
        #expect(tables.directories?.rows?.credits?["ruf"]?.listURL == "https://ruf.org/campus/")
        #expect(tables.directories?.rows?.listings?.first?.org == "ruf")
    }

    @Test func detailKeepsUnknownTables() throws {
        let text = #"{"unit_id":"1","tables":{"cds_aid":{"source":"cds","vintage":null,"year":"2025–26","rows":{"h1":null}}}}"#
        let detail = try JSONDecoder().decode(SchoolDetail.self, from: Data(text.utf8))
        #expect(detail.tables?.others["cds_aid"]?.source == "cds")
        #expect(detail.tables?.others["cds_aid"]?.rows == .object(["h1": .null]))
        #expect(detail.tables?.homeStates == nil)
    }

    @Test func highSchoolMeta() throws {
        let meta = try decode("high-schools/meta.json", as: HighSchoolMeta.self)
        #expect(meta.generated == "2026-10-05")
        #expect(meta.counts?.public == 27815)
        #expect(meta.counts?.private == 0)
        #expect(meta.counts?.byState?.count == 51)
        #expect(meta.counts?.byState?["AK"] == 285)
        #expect(meta.vintages?["edfacts-acgr"] == .some(nil))
        #expect(meta.sources?["crdc"]?.publisher == "U.S. Department of Education, Office for Civil Rights")
    }
}
