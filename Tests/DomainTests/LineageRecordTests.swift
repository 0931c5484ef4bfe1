import Foundation
@_spi(Lineage) import QuadAPIModels
import Testing
@testable import Domain

/// Citations of a made-up college with lineage records (``LineageFixtures/syntheticJSON``): record years, the
/// hand-imported CDS, the college's own site, replaced federal values. Expected values come from that record,
/// the reference meta.json and dataset-map §3.3.
struct LineageRecordTests {
    private let lineage: Lineage
    private let school: School

    init() throws {
        lineage = Lineage(meta: try LineageFixtures.meta())
        school = try LineageFixtures.synthetic()
    }

    /// `"year": null` means no single year: not the source's vintage (IPEDS GR would be "Entered fall 2018").
    @Test func recordWithNullYear() {
        let cited = lineage.cited(FieldPath.graduationRate, school)
        #expect(cited.key == "ipeds-gr")
        #expect(cited.year == nil)
        #expect(cited.label == "IPEDS Graduation Rates survey (Pell Grant and subsidized loan recipients)")
        #expect(cited.url == "https://nces.ed.gov/ipeds/complete-data-files/GR2024_PELL_SSL.zip")
        #expect(!cited.isDefault)
        #expect(cited.method == "reported")
    }

    /// A record without a year key takes the vintage of the record's source (IPEDS OM), not the field's own
    /// (Scorecard's, which has no year).
    @Test func recordWithoutYear() {
        let cited = lineage.cited(FieldPath.earnings10yr, school)
        #expect(cited.key == "ipeds-om")
        #expect(cited.year == "Students entering fall 2016")
        #expect(cited.url == "https://nces.ed.gov/ipeds/complete-data-files/OM2024.zip")
        #expect(cited.retrieved == "2026-10-04")
    }

    @Test func commonDataSetRecords() {
        let pell = lineage.cited(FieldPath.pellShare, school)
        #expect(pell.key == "cds")
        #expect(pell.label == "Test College Common Data Set")
        #expect(pell.publisher == "Test College")
        #expect(pell.year == "2024–25")
        #expect(pell.url == "https://test.edu/cds-2024-25.pdf")
        #expect(pell.retrieved == "2026-10-04")
        let firstGen = lineage.cited(FieldPath.firstGenShare, school)
        #expect(firstGen.year == "2023–24")
        #expect(firstGen.url == "https://test.edu/cds-2023-24.pdf")
        // A field whose default source is the CDS cites the college's document without any record.
        let aid = lineage.cited(FieldPath.cdsAid, school)
        #expect(aid.key == "cds" && aid.label == "Test College Common Data Set" && aid.year == "2024–25")
        #expect(aid.isDefault)
    }

    @Test func collegeSiteWithoutEdition() {
        let cited = lineage.cited(FieldPath.applicants, school)
        #expect(cited.key == "college-site")
        #expect(cited.label == "Test College (Fall 2026)")
        #expect(cited.publisher == "Test College")
        #expect(cited.year == "Fall 2026")
        #expect(cited.url == "https://test.edu/profile")
        #expect(cited.retrieved == "2026-09-01")
        #expect(cited.method == "extracted")
        #expect(cited.quote == "2,000 applied")
        #expect(!cited.isDefault)
        #expect(cited.sourceKind == "class-profile")
        #expect(cited.cdsEdition == nil && cited.document == nil)
        #expect(cited.replaces == Replaced(value: 1800, year: "Fall 2024", label: nil, display: nil))
    }

    @Test func collegeSiteWithEdition() {
        let cited = lineage.cited(FieldPath.admitted, school)
        #expect(cited.label == "Test College Common Data Set 2025–26")
        #expect(cited.year == "Fall 2026")
        #expect(cited.sourceKind == "cds")
        #expect(cited.cdsEdition == "2025–26")
        #expect(cited.document == "Common Data Set 2025–26")
        #expect(cited.replaces?.value == 540)
    }

    /// No year and no edition: "college-reported" in the label. A link is identity, not the admissions document.
    @Test func collegeSiteWithoutYear() {
        let cited = lineage.cited("links.visit", school)
        #expect(cited.label == "Test College (college-reported)")
        #expect(cited.year == nil)
        #expect(cited.url == "https://test.edu/visit")
        #expect(cited.sourceKind == nil)
    }

    /// The rate has no record, but both counts do, from the same page and year: one input source, which becomes the
    /// headline; non-default because its inputs are.
    @Test func derivedFromRecordedInputs() throws {
        let cited = lineage.cited(FieldPath.acceptanceRate, school)
        let inputs = try #require(cited.inputs)
        #expect(inputs.count == 1)
        #expect(inputs.first?.key == "college-site")
        #expect(inputs.first?.url == "https://test.edu/profile")
        #expect(inputs.first?.year == "Fall 2026")
        #expect(cited.key == "college-site" && cited.year == "Fall 2026")
        #expect(cited.method == "derived")
        #expect(!cited.isDefault)
        #expect(cited.replaces == nil)
    }

    /// Enrolled (fall 2025) and admitted (fall 2026) describe different classes: yield uses the kept federal pair.
    @Test func yieldFallsBackToTheFederalClass() throws {
        let cited = lineage.cited(FieldPath.yield, school)
        #expect(cited.inputs?.map(\.key) == ["ipeds-adm"])
        #expect(cited.inputs?.first?.year == "Fall 2024")
        #expect(cited.isDefault)

        var sameClass = school
        sameClass.lineage?[FieldPath.enrolled]?.year = "Fall 2026"
        sameClass.lineage?[FieldPath.enrolled]?.url = "https://test.edu/profile"
        let paired = lineage.cited(FieldPath.yield, sameClass)
        #expect(paired.inputs?.map(\.key) == ["college-site"])
        #expect(paired.inputs?.first?.year == "Fall 2026")
        #expect(!paired.isDefault)
    }

    /// The SAT sections come from the same CDS class as the reported C9 total: the SAT total cites that total.
    @Test func satTotalFromTheCollegesDocument() {
        let cited = lineage.cited(FieldPath.satTotal, school)
        #expect(cited.inputs?.map(\.key) == ["college-site"])
        #expect(cited.inputs?.first?.label == "Test College Common Data Set 2025–26")
        #expect(cited.inputs?.first?.year == "Fall 2025")
        #expect(cited.key == "college-site")
    }

    @Test func replacedFactorAnswer() {
        let cited = lineage.cited("admissions.factors.essay", school)
        #expect(cited.replaces == Replaced(value: nil, year: "Fall 2024", label: "not considered", display: nil))
    }

    /// The kept federal policy block: its text and the IPEDS year (the block keeps no record of its own).
    @Test func replacedTestPolicy() {
        let cited = lineage.cited(FieldPath.testPolicy, school)
        #expect(cited.replaces == Replaced(value: nil, year: "Fall 2024", label: nil, display: "Test-optional"))
        #expect(cited.year == "Fall 2027")
    }

    /// Enrollment replaced by the college's newer CDS fall: the federal count and its fall are what it replaced.
    @Test func newestEnrollmentGroup() {
        let cited = lineage.cited(FieldPath.undergrads, school)
        #expect(cited.label == "Test College Common Data Set 2025–26")
        #expect(cited.year == "Fall 2025")
        #expect(cited.sourceKind == "cds" && cited.cdsEdition == "2025–26")
        #expect(cited.replaces == Replaced(value: 3000, year: "Fall 2024", label: nil, display: nil))
    }

    @Test func unknownSourceCitesThePlaceholder() throws {
        let cited = lineage.cited("campus.calendar",
                                  try LineageFixtures.syntheticWithUnknownSource())
        #expect(cited.key == "mystery-src")
        #expect(cited.label == SourceDirectory.placeholder.label)
        #expect(cited.url == "/data#sources")
        #expect(cited.year == "Fall 2024")
    }

    /// Fields without records at this college still cite their defaults.
    @Test func otherFieldsKeepTheirDefaults() {
        let cited = lineage.cited(FieldPath.federalAdmissions, school)
        #expect(cited.key == "ipeds-adm" && cited.year == "Fall 2024" && cited.isDefault)
        let website = lineage.cited(FieldPath.website, school)
        #expect(website.key == "ipeds-hd" && website.year == "2025–26")
    }
}
