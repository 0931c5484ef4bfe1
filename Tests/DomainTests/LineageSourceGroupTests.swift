import Foundation
@_spi(Lineage) import QuadAPIModels
import Testing
@testable import Domain

/// Source notes: groups in first-use order, one per key + URL + year, each listing the labels of the fields citing it.
struct LineageSourceGroupTests {
    private let lineage: Lineage

    init() throws {
        lineage = Lineage(meta: try LineageFixtures.meta())
    }

    @Test func groupsInFirstUseOrder() throws {
        let groups = lineage.sources(
            forFields: [FieldPath.acceptanceRate, FieldPath.avgPaidAll, FieldPath.earnings10yr, FieldPath.undergrads],
            schools: [try LineageFixtures.abilene()])
        #expect(groups.map(\.source.key) == ["ipeds-adm", "ipeds-ic", "ipeds-sfa", "scorecard", "scorecard"])
        // Scorecard twice: one release has no year, the enrollment figures are Fall 2024.
        #expect(groups.map(\.source.year) == ["Fall 2024", "2023–24", "2023–24", nil, "Fall 2024"])
        #expect(groups.map(\.fields) == [
            ["Acceptance rate"], ["Average cost, all students"], ["Average cost, all students"],
            ["Median earnings 10 years after starting"], ["Undergraduates"],
        ])
    }

    @Test func fieldsOfOneSourceShareAGroup() throws {
        let groups = lineage.sources(
            forFields: [FieldPath.applicants, FieldPath.admitted, FieldPath.acceptanceRate, FieldPath.applicants,
                        "demographics.racial_diversity.asian", "demographics.racial_diversity.white"],
            schools: [try LineageFixtures.abilene()])
        #expect(groups.count == 2)
        #expect(groups[0].source.key == "ipeds-adm")
        #expect(groups[0].fields == ["Applicants", "Admitted", "Acceptance rate"])
        #expect(groups[1].fields == ["Race and ethnicity"])
    }

    @Test func severalCollegesShareSources() throws {
        let one = lineage.sources(forFields: [FieldPath.avgPaidAll, FieldPath.graduationRate],
                                  schools: [try LineageFixtures.abilene()])
        let two = lineage.sources(forFields: [FieldPath.avgPaidAll, FieldPath.graduationRate],
                                  schools: [try LineageFixtures.abilene(), try LineageFixtures.baldwin()])
        #expect(one == two)
        #expect(two.count == 3)
    }

    /// Colleges first, then fields: the synthetic college's own page comes before the federal source the sample uses.
    @Test func collegeOrderComesFirst() throws {
        let groups = lineage.sources(forFields: [FieldPath.applicants, FieldPath.graduationRate],
                                     schools: [try LineageFixtures.synthetic(), try LineageFixtures.abilene()])
        #expect(groups.map(\.source.key) == ["college-site", "ipeds-gr", "ipeds-adm", "scorecard"])
        #expect(groups[0].source.label == "Test College (Fall 2026)")
        #expect(groups[1].source.year == nil)
        #expect(groups.map(\.fields) == [["Applicants"], ["Graduation rate"], ["Applicants"], ["Graduation rate"]])
    }

    @Test func noCollegesMeansDatasetDefaults() {
        let groups = lineage.sources(forFields: ["lgbtq.state_law", FieldPath.yield], schools: [])
        #expect(groups.map(\.source.key) == ["state-law", "ipeds-adm"])
        #expect(groups[0].fields == ["State law on identity-based offices and programs at public colleges"])
    }

    @Test func perCollegeSourcesWithoutRecordsAreLeftOut() throws {
        let groups = lineage.sources(forFields: ["lgbtq.state_law", "directories", FieldPath.name],
                                     school: try LineageFixtures.abilene())
        #expect(groups.map(\.source.key) == ["scorecard"])
        #expect(groups[0].fields == ["Name"])
    }

    @Test func unregisteredPathsAreSkipped() throws {
        let groups = lineage.sources(forFields: ["nonsense", FieldPath.name], school: nil)
        #expect(groups.map(\.fields) == [["Name"]])
    }
}
