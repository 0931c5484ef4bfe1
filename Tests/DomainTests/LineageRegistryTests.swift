import Foundation
import Testing
@testable import Domain

/// The field registry: shape, coverage of dataset-map §3.4, and nearest-ancestor lookup.
struct LineageRegistryTests {
    @Test func pathsAreUnique() {
        #expect(FieldRegistry.all.count == FieldRegistry.byPath.count)
    }

    @Test func nothingIsRegisteredUnderMetadataKeys() {
        for def in FieldRegistry.all {
            let head = String(def.path.split(separator: ".").first ?? "")
            #expect(!FieldRegistry.metadataKeys.contains(head), "\(def.path)")
        }
    }

    @Test func everyDerivationReadsRegisteredFields() {
        for def in FieldRegistry.all {
            for input in def.derivation?.inputs ?? [] {
                #expect(FieldRegistry.byPath[input] != nil, "\(def.path) reads unregistered \(input)")
            }
        }
    }

    @Test func derivationsHaveNoCycles() {
        func visit(_ path: String, _ trail: [String]) -> Bool {
            if trail.contains(path) { return false }
            for input in FieldRegistry.byPath[path]?.derivation?.inputs ?? [] where !visit(input, trail + [path]) {
                return false
            }
            return true
        }
        for def in FieldRegistry.all {
            #expect(visit(def.path, []), "cycle through \(def.path)")
        }
    }

    @Test func computedFieldsLiveUnderDerived() {
        for def in FieldRegistry.all where def.isComputed {
            #expect(def.path.hasPrefix("derived."), "\(def.path)")
            #expect(def.derivation != nil, "\(def.path) is computed without a formula")
        }
    }

    @Test func labelsAndFormulasAreWritten() {
        for def in FieldRegistry.all {
            #expect(!def.label.isEmpty, "\(def.path)")
            if let formula = def.derivation?.formula { #expect(formula.count > 10, "\(def.path)") }
        }
    }

    /// Every vintage the registry names is a key of the reference meta.json's `vintages`, and every default source
    /// is one of its `sources`, except the two undated references the server describes itself.
    @Test func registryFitsTheReferenceMeta() throws {
        let meta = try LineageFixtures.meta()
        let vintageKeys = Set((meta.vintages ?? [:]).keys)
        let sourceKeys = Set((meta.sources ?? [:]).keys)
        for def in FieldRegistry.all {
            if let vintage = def.vintage { #expect(vintageKeys.contains(vintage), "\(def.path): \(vintage)") }
            #expect(sourceKeys.contains(def.source) || ["wikidata", "wikipedia"].contains(def.source), "\(def.path)")
        }
    }

    /// Fields without their own year carry no vintage: per-document sources and the undated references.
    @Test func perDocumentFieldsHaveNoVintage() {
        let noYear: Set<String> = ["cds", "college-site", "state-law", "directory", "org-estimate", "policy-page",
                                   "wikidata", "wikipedia"]
        for def in FieldRegistry.all where noYear.contains(def.source) {
            #expect(def.vintage == nil, "\(def.path)")
        }
    }

    /// The default source and vintage of each row of dataset-map §3.4, typed from that table.
    @Test(arguments: [
        ("unit_id", "scorecard", "scorecard-latest"), ("name", "scorecard", "scorecard-latest"),
        ("location.city", "scorecard", "scorecard-latest"), ("location.region", "scorecard", "scorecard-latest"),
        ("type", "scorecard", "scorecard-latest"), ("links.price_calculator", "scorecard", "scorecard-latest"),
        ("campus.msi", "scorecard", "scorecard-latest"),
        ("location.lat", "ipeds-hd", "ipeds-hd"), ("campus.setting", "ipeds-hd", "ipeds-hd"),
        ("campus.carnegie", "ipeds-hd", "ipeds-hd"), ("campus.designations", "ipeds-hd", "ipeds-hd"),
        ("admissions.year", "ipeds-adm", "ipeds-adm"), ("admissions.acceptance_rate", "ipeds-adm", "ipeds-adm"),
        ("admissions.sat_math_25_75", "ipeds-adm", "ipeds-adm"), ("admissions.test_policy", "ipeds-adm", "ipeds-adm"),
        ("admissions.factors.essay", "ipeds-adm", "ipeds-adm"), ("admissions.federal", "ipeds-adm", "ipeds-adm"),
        ("admissions.federal_factors", "ipeds-adm", "ipeds-adm"), ("admissions.federal_tests", "ipeds-adm", "ipeds-adm"),
        ("admissions.application_fee", "ipeds-ic", "ipeds-ic"), ("cost.sticker", "ipeds-ic", "ipeds-ic"),
        ("cost.breakdown", "ipeds-ic", "ipeds-ic"), ("cost.avg_paid_all", "ipeds-ic", "ipeds-ic"),
        ("cost.promise_program", "ipeds-ic", "ipeds-ic"), ("campus.housing", "ipeds-ic", "ipeds-ic"),
        ("admissions.accepts_ap_credit", "ipeds-ic-char", "ipeds-ic-char"),
        ("demographics.disability_services", "ipeds-ic-char", "ipeds-ic-char"),
        ("campus.athletics", "ipeds-ic-char", "ipeds-ic-char"), ("campus.calendar", "ipeds-ic-char", "ipeds-ic-char"),
        ("demographics.undergrad_enrollment", "scorecard", "scorecard-enrollment"),
        ("demographics.racial_diversity", "scorecard", "scorecard-enrollment"),
        ("demographics.federal", "scorecard", "scorecard-enrollment"),
        ("academics.faculty.full_time_share", "scorecard", "scorecard-enrollment"),
        ("demographics.age_25_plus_share", "scorecard", "scorecard-age"),
        ("demographics.pell_grant_percent", "scorecard", "scorecard-latest"),
        ("demographics.residence", "ipeds-ef-c", "ipeds-ef-c"), ("detail.home_states", "ipeds-ef-c", "ipeds-ef-c"),
        ("demographics.transfer_in", "ipeds-ef-a", "ipeds-ef-a"), ("lgbtq.gender", "ipeds-ef-a", "ipeds-ef-a"),
        ("cost.avg_net_price", "scorecard", "scorecard-cost"), ("outcomes.federal_loan_rate", "scorecard", "scorecard-cost"),
        ("cost.cost_of_attendance", "scorecard", "scorecard-latest"),
        ("cost.residency", "ipeds-sfa", "ipeds-sfa"), ("cost.aided_net_price", "ipeds-sfa", "ipeds-sfa"),
        ("aid.grant_pct", "ipeds-sfa", "ipeds-sfa"), ("aid.loan_avg", "ipeds-sfa", "ipeds-sfa"),
        ("academics.student_faculty_ratio", "ipeds-ef", "ipeds-ef"), ("academics.faculty", "ipeds-sal", "ipeds-sal"),
        ("academics.bachelors_awarded", "ipeds-c", "ipeds-c"), ("academics.majors_top", "ipeds-c", "ipeds-c"),
        ("detail.majors", "ipeds-c", "ipeds-c"),
        ("academics.programs_with_earnings", "scorecard-fos", "scorecard-fos"),
        ("detail.programs", "scorecard-fos", "scorecard-fos"), ("finances", "ipeds-f", "ipeds-f"),
        ("outcomes.median_earnings_10yr", "scorecard", "scorecard-latest"),
        ("outcomes.repayment_3yr", "scorecard", "scorecard-latest"),
        ("outcomes.grad_rate_by_race", "scorecard", "scorecard-latest"),
        ("outcomes.retention_rate", "scorecard", "scorecard-retention"),
        ("outcomes.eight_year", "ipeds-om", "ipeds-om"), ("outcomes.grad_cohorts", "ipeds-gr", "ipeds-gr"),
        ("outcomes.grad_rate_pell", "ipeds-gr", "ipeds-gr"), ("outcomes.grad_rate_ftft", "ipeds-gr", "ipeds-gr"),
        ("trends", "ipeds-ic", "ipeds-ic"),
        ("derived.sat_composite", "ipeds-adm", "ipeds-adm"), ("derived.yield", "ipeds-adm", "ipeds-adm"),
        ("derived.sat_total", "ipeds-adm", "ipeds-adm"), ("derived.admit_rate_women", "ipeds-adm", "ipeds-adm"),
        ("derived.diversity_index", "scorecard", "scorecard-enrollment"),
        ("derived.aid_generosity", "ipeds-ic", "ipeds-ic"), ("derived.pell_grad_gap", "ipeds-gr", "ipeds-gr"),
        ("derived.payback_years", "scorecard", "scorecard-latest"),
    ])
    func defaultSourceAndVintage(path: String, source: String, vintage: String) throws {
        let def = try #require(FieldRegistry.byPath[path])
        #expect(def.source == source)
        #expect(def.vintage == vintage)
    }

    @Test(arguments: [
        ("aid.cds", "cds"), ("aid.cds_previous", "cds"), ("reported.admissions.applicants", "college-site"),
        ("reported.tests.sat_composite", "college-site"), ("lgbtq.state_law", "state-law"),
        ("directories", "directory"), ("lgbtq.policies", "policy-page"), ("social.instagram", "wikidata"),
        ("brand.colors", "wikipedia"),
    ])
    func perDocumentDefaults(path: String, source: String) throws {
        let def = try #require(FieldRegistry.byPath[path])
        #expect(def.source == source)
        #expect(def.vintage == nil)
    }

    @Test func derivedInputsFollowTheSite() throws {
        #expect(FieldRegistry.byPath["admissions.acceptance_rate"]?.derivation?.inputs
                == ["admissions.admitted", "admissions.applicants"])
        #expect(FieldRegistry.byPath["cost.avg_paid_all"]?.derivation?.inputs == ["cost.breakdown"])
        #expect(FieldRegistry.byPath["cost.breakdown"]?.derivation?.inputs
                == ["cost.tuition_fees", "cost.residency", "cost.components", "aid.grant_total", "aid.cohort"])
        #expect(FieldRegistry.byPath["derived.yield"]?.derivation?.inputs
                == ["admissions.enrolled", "admissions.admitted", "admissions.federal"])
        #expect(FieldRegistry.byPath["aid.grant_pct"]?.derivation?.inputs == ["aid.grant_count", "aid.cohort"])
        #expect(FieldRegistry.byPath["derived.payback_years"]?.derivation?.inputs
                == ["cost.avg_paid_all", "outcomes.median_earnings_10yr"])
        #expect(FieldRegistry.byPath["derived.yield"]?.isComputed == true)
        #expect(FieldRegistry.byPath["admissions.acceptance_rate"]?.isComputed == false)
    }

    @Test(arguments: [
        ("demographics.racial_diversity.asian", "demographics.racial_diversity"),
        ("demographics.racial_diversity", "demographics.racial_diversity"),
        ("academics.faculty.full_time_share", "academics.faculty.full_time_share"),
        ("academics.faculty.avg_salary_9mo", "academics.faculty"),
        ("admissions.by_sex.men.applicants", "admissions.by_sex"),
        ("admissions.factors.essay", "admissions.factors.essay"),
        ("admissions.factors.hs_record", "admissions.factors"),
        ("finances.endowment_per_student", "finances"),
        ("trends.applicants.change", "trends"),
        ("reported.cost.next_year.first_year.fees", "reported.cost.next_year.first_year.fees"),
        ("reported.cost.next_year.first_year.tuition", "reported.cost.next_year"),
        ("outcomes.eight_year.all.award", "outcomes.eight_year"),
    ])
    func nearestRegisteredAncestor(path: String, expected: String) {
        #expect(FieldRegistry.registeredPath(for: path) == expected)
    }

    @Test(arguments: ["lineage", "lineage.admissions.applicants", "cds", "cds.edition", "nonsense", "nonsense.deep", "",
                      "admissions", "reported"])
    func pathsNoFieldCovers(path: String) {
        #expect(FieldRegistry.registeredPath(for: path) == nil)
    }
}
