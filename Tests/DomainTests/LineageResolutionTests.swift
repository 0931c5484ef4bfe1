import Foundation
@_spi(Lineage) import QuadAPIModels
import Testing
@testable import Domain

/// Default citations against the reference meta.json and the sample records (no lineage records). Every expected
/// string is copied by hand from meta.json or dataset-map §3.3–3.4.
struct LineageResolutionTests {
    static let nces = "National Center for Education Statistics (NCES)"

    @Test func acceptanceRateOfAbilene() throws {
        let lineage = Lineage(meta: try LineageFixtures.meta())
        let cited = lineage.cited(FieldPath.acceptanceRate, try LineageFixtures.abilene())
        #expect(cited.key == "ipeds-adm")
        #expect(cited.label == "IPEDS Admissions survey")
        #expect(cited.publisher == Self.nces)
        #expect(cited.year == "Fall 2024")
        #expect(cited.url == "https://nces.ed.gov/ipeds/complete-data-files/ADM2024.zip")
        #expect(cited.retrieved == "2026-10-04")
        #expect(cited.path == "admissions.acceptance_rate")
        #expect(cited.field == "Acceptance rate")
        #expect(cited.method == "derived")
        #expect(cited.isDefault)
        #expect(cited.formula?.isEmpty == false)
        let inputs = try #require(cited.inputs)
        #expect(inputs.count == 1)
        #expect(inputs.first == cited.source)
        #expect(cited.quote == nil && cited.replaces == nil && cited.sourceKind == nil)
    }

    @Test func earningsAreMostRecentRelease() throws {
        let lineage = Lineage(meta: try LineageFixtures.meta())
        let cited = lineage.cited(FieldPath.earnings10yr, try LineageFixtures.abilene())
        #expect(cited.key == "scorecard")
        #expect(cited.label == "College Scorecard")
        #expect(cited.publisher == "U.S. Department of Education")
        #expect(cited.year == nil)
        #expect(cited.url == "https://collegescorecard.ed.gov/data/")
        #expect(cited.method == "reported")
        #expect(cited.inputs == nil && cited.formula == nil)
        #expect(Lineage.yearLabel(cited.source) == "most recent release")
        #expect(Lineage.shortSource(cited.source) == "Scorecard")
    }

    /// Two input sources: the headline is the field's own default (IPEDS IC), the inputs are IC then SFA in the order
    /// the breakdown reads them.
    @Test func averageCostHasTwoInputSources() throws {
        let lineage = Lineage(meta: try LineageFixtures.meta())
        let cited = lineage.cited(FieldPath.avgPaidAll, try LineageFixtures.abilene())
        #expect(cited.key == "ipeds-ic")
        #expect(cited.year == "2023–24")
        #expect(cited.label == "IPEDS Institutional Characteristics survey")
        #expect(cited.url == "https://nces.ed.gov/ipeds/complete-data-files/IC2023_AY.zip")
        let inputs = try #require(cited.inputs)
        #expect(inputs.map(\.key) == ["ipeds-ic", "ipeds-sfa"])
        #expect(inputs.map(\.year) == ["2023–24", "2023–24"])
        #expect(inputs[1].url == "https://nces.ed.gov/ipeds/complete-data-files/SFA2324.zip")
        #expect(inputs[1].label == "IPEDS Student Financial Aid survey")
        #expect(Lineage.shortSource(cited.source) == "IPEDS 2023–24")
    }

    @Test func leafIsCitedAsItsRegisteredAncestor() throws {
        let lineage = Lineage(meta: try LineageFixtures.meta())
        let school = try LineageFixtures.abilene()
        let asian = lineage.cited("demographics.racial_diversity.asian", school)
        #expect(asian.path == "demographics.racial_diversity")
        #expect(asian.key == "scorecard" && asian.year == "Fall 2024")
        #expect(asian.field == "Race and ethnicity")
        let salary = lineage.cited("academics.faculty.avg_salary_9mo", school)
        #expect(salary.path == "academics.faculty")
        #expect(salary.key == "ipeds-sal" && salary.year == "Fall 2024")
        #expect(salary.url == "https://nces.ed.gov/ipeds/complete-data-files/SAL2024_IS.zip")
        let fullTime = lineage.cited("academics.faculty.full_time_share", school)
        #expect(fullTime.path == "academics.faculty.full_time_share")
        #expect(fullTime.key == "scorecard" && fullTime.year == "Fall 2024")
    }

    @Test func yearsOfOtherReleases() throws {
        let lineage = Lineage(meta: try LineageFixtures.meta())
        let school = try LineageFixtures.abilene()
        #expect(lineage.cited("outcomes.eight_year", school).year == "Students entering fall 2016")
        #expect(lineage.cited("outcomes.grad_rate_pell", school).year == "Entered fall 2018")
        #expect(lineage.cited("outcomes.retention_rate", school).year == "Entered fall 2023")
        #expect(lineage.cited("demographics.age_25_plus_share", school).year == "Fall 2023")
        #expect(lineage.cited("academics.bachelors_awarded", school).year == "2024–25 graduates")
        #expect(lineage.cited("campus.setting", school).year == "2025–26")
        #expect(lineage.cited("campus.athletics", school).year == "2025–26")
        #expect(lineage.cited("finances", school).year == "2023–24")
        #expect(lineage.cited("detail.programs", school).year == nil)
    }

    /// Yield leaves `admissions.federal` out when the college has no lineage records; the SAT total as shown is the
    /// sum of sections.
    @Test func yieldAndSATTotalOfAPlainCollege() throws {
        let lineage = Lineage(meta: try LineageFixtures.meta())
        let school = try LineageFixtures.abilene()
        let yield = lineage.cited(FieldPath.yield, school)
        #expect(yield.inputs?.map(\.key) == ["ipeds-adm"])
        #expect(yield.key == "ipeds-adm" && yield.year == "Fall 2024" && yield.method == "derived" && yield.isDefault)
        let total = lineage.cited(FieldPath.satTotal, school)
        #expect(total.inputs?.map(\.key) == ["ipeds-adm"])
        #expect(total.key == "ipeds-adm")
    }

    /// Three input sources: avg_paid_all's two and Scorecard's; the headline falls back to the field's own default.
    @Test func paybackCitesThreeSources() throws {
        let lineage = Lineage(meta: try LineageFixtures.meta())
        let cited = lineage.cited(FieldPath.paybackYears, try LineageFixtures.abilene())
        #expect(cited.inputs?.map(\.key) == ["ipeds-ic", "ipeds-sfa", "scorecard"])
        #expect(cited.key == "scorecard" && cited.year == nil)
    }

    @Test func regionCitesTheState() throws {
        let lineage = Lineage(meta: try LineageFixtures.meta())
        let cited = lineage.cited(FieldPath.region, try LineageFixtures.abilene())
        #expect(cited.key == "scorecard" && cited.method == "derived")
        #expect(cited.inputs?.count == 1)
    }

    /// A state law, directory or college-reported value without a record at this college names no source in a note,
    /// though the dataset default (no college) still names one.
    @Test func perCollegeSourcesWithoutARecord() throws {
        let lineage = Lineage(meta: try LineageFixtures.meta())
        let school = try LineageFixtures.abilene()
        #expect(lineage.sources(of: "lgbtq.state_law", school).isEmpty)
        #expect(lineage.sources(of: "directories", school).isEmpty)
        #expect(lineage.sources(of: "reported.admissions.applicants", school).isEmpty)
        #expect(lineage.sources(of: "lgbtq.state_law").map(\.key) == ["state-law"])
        #expect(lineage.cited("lgbtq.state_law", school).label == "State laws on public colleges")
        // A derived value from those sources has no inputs and falls back to its own default.
        let early = lineage.cited("derived.ed_admit_rate", school)
        #expect(early.inputs == [])
        #expect(early.key == "college-site")
        #expect(early.label == "Abilene Christian University (college-reported)")
    }

    @Test func undatedReferencesUseTheServersOwnDescription() throws {
        let lineage = Lineage(meta: try LineageFixtures.meta())
        let cited = lineage.cited("social.instagram", try LineageFixtures.abilene())
        #expect(cited.key == "wikidata" && cited.label == "Wikidata" && cited.year == nil)
        #expect(cited.url == "https://www.wikidata.org/")
        #expect(!Lineage.citesYear(cited.source))
        #expect(Lineage.shortSource(cited.source) == "Wikidata")
        let colors = lineage.cited("brand.accent")
        #expect(colors.key == "wikipedia" && colors.inputs?.map(\.key) == ["wikipedia"])
    }

    @Test func datasetDefaultMatchesAPlainCollege() throws {
        let lineage = Lineage(meta: try LineageFixtures.meta())
        #expect(lineage.cited(FieldPath.acceptanceRate) == lineage.cited(FieldPath.acceptanceRate, try LineageFixtures.abilene()))
        #expect(lineage.cited(FieldPath.avgPaidAll) == lineage.cited(FieldPath.avgPaidAll, try LineageFixtures.baldwin()))
    }

    @Test func unregisteredPath() throws {
        let lineage = Lineage(meta: try LineageFixtures.meta())
        #expect(!lineage.isCitable("nonsense.value"))
        #expect(lineage.isCitable("demographics.racial_diversity.white"))
        let cited = lineage.cited("nonsense.value", try LineageFixtures.abilene())
        #expect(cited.field == "nonsense.value" && cited.path == "nonsense.value")
        #expect(lineage.sources(of: "nonsense.value").isEmpty)
    }

    /// Years come from meta.json's vintages: changing them in a copy changes the citations.
    @Test func yearsFollowTheVintages() throws {
        let meta = try LineageFixtures.meta(vintages: ["ipeds-adm": "Fall 2031", "scorecard-latest": "2030–31",
                                                       "ipeds-ic": nil])
        let lineage = Lineage(meta: meta)
        let school = try LineageFixtures.abilene()
        #expect(lineage.cited(FieldPath.acceptanceRate, school).year == "Fall 2031")
        #expect(lineage.cited(FieldPath.yield, school).year == "Fall 2031")
        #expect(lineage.cited(FieldPath.earnings10yr, school).year == "2030–31")
        #expect(lineage.cited(FieldPath.avgPaidAll, school).year == nil)
        #expect(lineage.cited(FieldPath.avgPaidAll, school).inputs?.map(\.year) == [nil, "2023–24"])
    }

    /// The per-path caches give what a fresh resolution gives, for every field, with and without a college.
    @Test func cachesAgreeWithFreshResolution() throws {
        let meta = try LineageFixtures.meta()
        let lineage = Lineage(meta: meta)
        let engine = CitationEngine(meta: meta)
        let schools = try [LineageFixtures.abilene(), LineageFixtures.baldwin()]
        for def in FieldRegistry.all {
            #expect(lineage.cited(def.path) == engine.cite(def.path, school: nil), "\(def.path)")
            #expect(lineage.sources(of: def.path) == engine.underlyingSources(def.path, school: nil), "\(def.path)")
            for school in schools {
                #expect(lineage.cited(def.path, school) == engine.cite(def.path, school: school), "\(def.path)")
                #expect(lineage.sources(of: def.path, school) == engine.underlyingSources(def.path, school: school))
            }
        }
    }

    @Test func missingSourceCitesThePlaceholder() throws {
        let lineage = Lineage(meta: try LineageFixtures.meta(droppingSources: ["ipeds-om"]))
        let cited = lineage.cited("outcomes.eight_year", try LineageFixtures.abilene())
        #expect(cited.key == "ipeds-om")
        #expect(cited.label == SourceDirectory.placeholder.label)
        #expect(cited.url == "/data#sources")
        #expect(cited.year == "Students entering fall 2016")
    }
}
