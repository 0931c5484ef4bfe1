import Foundation
import QuadAPIModels
import Testing
@testable import Domain

/// The registry against dataset-map §5.2 / screens-map §0.3 and §1.2.
struct MetricRegistryTests {
    static let minus = "\u{2212}"

    /// Citation field per metric, from the dataset-map §5.2 table.
    static let expectedFields: [MetricKey: String] = [
        .acceptance: "admissions.acceptance_rate", .applicants: "admissions.applicants", .yield: "derived.yield",
        .sat: "derived.sat_mid", .act: "derived.act_mid", .enrollment: "demographics.undergrad_enrollment",
        .pell: "demographics.pell_grant_percent", .firstGen: "demographics.first_gen_percent",
        .diversity: "derived.diversity_index", .avgCost: "cost.avg_paid_all", .aidGenerosity: "derived.aid_generosity",
        .netPrice: "cost.aided_net_price", .earnings: "outcomes.median_earnings_10yr",
        .gradRate: "outcomes.graduation_rate", .debt: "outcomes.median_debt", .bedsPer100: "campus.housing",
        .loanRate: "outcomes.federal_loan_rate", .loanRateLarge: "outcomes.federal_loan_rate",
        .loanRateChange: "trends", .admitGap: "derived.admit_rate_men", .admitGapSize: "derived.admit_rate_men",
        .menShare: "demographics.men_share", .partTime: "demographics.part_time_share",
        .adults: "demographics.age_25_plus_share", .studentFaculty: "academics.student_faculty_ratio",
        .completion4: "outcomes.eight_year", .completion8: "outcomes.eight_year", .transferOut: "outcomes.eight_year",
        .pellGap: "derived.pell_grad_gap", .pellGapChange: "trends",
        .facultyFullTime: "academics.faculty.full_time_share", .facultySalary: "academics.faculty",
        .outOfState: "demographics.residence", .outOfStateLarge: "demographics.residence",
        .transferShare: "demographics.transfer_in", .bachelors: "academics.bachelors_awarded",
        .financesInstruction: "finances", .instructionGasb: "finances", .instructionFasb: "finances",
        .instructionForprofit: "finances", .endowmentGasb: "finances", .endowmentFasb: "finances",
        .applicantsChange: "trends", .sizeChange: "trends", .diversityChange: "trends", .menShareChange: "trends",
        .avgCostChange: "trends",
    ]

    @Test func everyKeyHasOneDefinition() {
        #expect(MetricKey.allCases.count == 47)
        #expect(MetricRegistry.all.map(\.key) == MetricKey.allCases)
        for key in MetricKey.allCases {
            #expect(key.definition.key == key)
            #expect(!key.definition.label.isEmpty && !key.definition.short.isEmpty)
            #expect(!key.definition.more.isEmpty && !key.definition.less.isEmpty)
        }
    }

    @Test func citationFields() {
        #expect(Set(Self.expectedFields.keys) == Set(MetricKey.allCases))
        for (key, field) in Self.expectedFields {
            #expect(key.definition.field == field, "\(key.rawValue)")
        }
    }

    @Test func glossaryTermsAgreeWithTheGlossary() {
        for key in MetricKey.allCases {
            let term = key.definition.term
            #expect(Glossary.metricTerms[key.rawValue] == term, "\(key.rawValue)")
            #expect(Glossary.entry(term) != nil, "\(term)")
        }
    }

    @Test func scales() {
        #expect(MetricKey.sat.definition.scale == MetricScale(400, 1600))
        #expect(MetricKey.act.definition.scale == MetricScale(1, 36))
        let shares: [MetricKey] = [
            .acceptance, .yield, .pell, .firstGen, .diversity, .aidGenerosity, .gradRate, .loanRate, .loanRateLarge,
            .menShare, .partTime, .adults, .completion4, .completion8, .transferOut, .outOfState, .outOfStateLarge,
            .transferShare,
        ]
        for key in shares { #expect(key.definition.scale == .share, "\(key.rawValue)") }
        let unscaled: [MetricKey] = [.applicants, .enrollment, .avgCost, .earnings, .bedsPer100, .studentFaculty,
                                     .facultyFullTime, .pellGap, .applicantsChange, .avgCostChange]
        for key in unscaled { #expect(key.definition.scale == nil, "\(key.rawValue)") }
    }

    @Test func displayTexts() {
        let m = Self.minus
        func text(_ key: MetricKey, _ v: Double?) -> String { key.definition.text(v) }
        #expect(text(.acceptance, 0.0522) == "5.2%")
        #expect(text(.acceptance, 0.6603) == "66%")
        #expect(text(.applicants, 11332) == "11,332")
        #expect(text(.yield, 906.0 / 7482.0) == "12%")
        #expect(text(.sat, 1170) == "1170")
        #expect(text(.act, 19.5) == "20")
        #expect(text(.diversity, 0.5825) == "0.58")
        #expect(text(.avgCost, 28860) == "$28,860")
        #expect(text(.studentFaculty, 13) == "13 to 1")
        #expect(text(.bedsPer100, 78) == "78")
        #expect(text(.admitGap, -0.1336) == "\(m)13 pts")
        #expect(text(.admitGap, 0.05) == "+5 pts")
        #expect(text(.admitGapSize, 0.1336) == "13 pts")
        #expect(text(.pellGap, 0.2505) == "25 pts lower")
        #expect(text(.pellGap, -0.03) == "3 pts higher")
        #expect(text(.pellGap, 0.004) == "No gap")
        #expect(text(.applicantsChange, 0.2076) == "+21%")
        #expect(text(.avgCostChange, -0.093) == "\(m)9%")
        #expect(text(.diversityChange, 0.0668) == "+0.07")
        #expect(text(.loanRateChange, -0.1537) == "\(m)15 pts")
        #expect(text(.menShareChange, -0.0195) == "\(m)2 pts")
        #expect(text(.pellGapChange, 0.0598) == "+6 pts")
        #expect(text(.earnings, nil) == "\u{2013}")
    }

    @Test func gettersOnTheAbileneRecord() throws {
        let s = try MetricSchools.sample("222178")
        let expected: [MetricKey: Double?] = [
            .acceptance: 0.6603, .applicants: 11332, .yield: 906.0 / 7482.0, .sat: 1170, .act: 25,
            .enrollment: 3195, .pell: 0.2233, .firstGen: 0.2445, .avgCost: 28860, .aidGenerosity: 30542.0 / 59402.0,
            .netPrice: 28760, .earnings: 55736, .gradRate: 0.594, .debt: 24250, .bedsPer100: 78, .loanRate: 0.399,
            .loanRateLarge: 0.399, .loanRateChange: -0.1537, .admitGap: -0.1336, .admitGapSize: 0.1336,
            .menShare: 0.4041, .partTime: 0.0294, .adults: 0.0204, .studentFaculty: 13, .completion4: 0.4749,
            .completion8: 0.5818, .transferOut: 0.0025, .pellGap: 0.2505, .pellGapChange: 0.0598,
            .facultyFullTime: 0.6513, .facultySalary: 81219, .outOfState: 0.0949, .outOfStateLarge: 0.0949,
            .transferShare: 0.1065, .bachelors: 647, .financesInstruction: 10340, .instructionGasb: nil,
            .instructionFasb: 10340, .instructionForprofit: nil, .endowmentGasb: nil, .endowmentFasb: 156362,
            .applicantsChange: 0.2076, .sizeChange: -0.1055, .diversityChange: 0.0668, .menShareChange: -0.0195,
            .avgCostChange: -0.093,
        ]
        for (key, value) in expected {
            #expect(key.value(of: s) == value, "\(key.rawValue)")
        }
        #expect(expected.count == MetricKey.allCases.count - 1)  // diversity checked to 4 dp elsewhere
    }

    @Test func domains() {
        #expect(MetricKey.acceptance.definition.domain == .admissions)
        #expect(MetricKey.sat.definition.domain == .scores)
        #expect(MetricKey.enrollment.definition.domain == .size)
        #expect(MetricKey.pell.definition.domain == .access)
        #expect(MetricKey.diversity.definition.domain == .diversity)
        #expect(MetricKey.avgCost.definition.domain == .value)
        #expect(MetricDomain.value.label == "Cost & outcomes")
        #expect(MetricDomain.scores.label == "Test scores")
        #expect(MetricDomain.admissions.colorToken == "d-admissions")
    }

    @Test func sortKeys() {
        let listed = [
            "applicants", "name", "acceptance_rate", "sat", "enrollment", "pell", "first_gen", "diversity",
            "avg_cost", "aid_generosity", "net_price", "earnings", "grad_rate", "avg_cost_change",
            "admit_rate_change", "size_change", "apps_change", "diversity_change", "men_share", "part_time",
            "men_share_change", "admit_gap", "loan_rate", "loan_rate_change", "student_faculty", "out_of_state",
            "completion_8yr", "completion_4yr", "pell_gap", "pell_gap_change", "full_time_faculty",
            "transfer_share", "instruction_spending", "endowment_per_student", "bachelors", "distance", "price_at",
        ]
        #expect(Set(SortKey.allCases.map(\.rawValue)) == Set(listed))
        #expect(SortKey.allCases.count == listed.count)
        // No explicit direction: descending only for the default sort.
        for key in SortKey.allCases {
            #expect(key.defaultDirection == (key == .applicants ? .desc : .asc), "\(key.rawValue)")
        }
        // Menu directions recovered in screens-map §1.2.
        let desc: [SortKey] = [.applicants, .sat, .enrollment, .pell, .firstGen, .diversity, .aidGenerosity,
                               .earnings, .gradRate, .sizeChange, .appsChange, .diversityChange, .menShare, .admitGap,
                               .outOfState, .fullTimeFaculty]
        let asc: [SortKey] = [.name, .acceptanceRate, .avgCost, .netPrice, .avgCostChange, .admitRateChange,
                              .partTime, .menShareChange, .loanRate, .loanRateChange, .studentFaculty, .distance,
                              .priceAt]
        for key in desc { #expect(key.naturalDirection == .desc, "\(key.rawValue)") }
        for key in asc { #expect(key.naturalDirection == .asc, "\(key.rawValue)") }
        #expect(SortKey.endowmentPerStudent.metric == .endowmentFasb)
        #expect(SortKey.distance.needsRequestValue && SortKey.priceAt.needsRequestValue)
    }

    @Test func sortGetters() throws {
        let s = try MetricSchools.sample("222178")
        #expect(SortKey.admitRateChange.value(of: s) == 0.1556)
        #expect(SortKey.appsChange.value(of: s) == 0.2076)
        #expect(SortKey.instructionSpending.value(of: s) == 10340)
        #expect(SortKey.endowmentPerStudent.value(of: s) == 156362)
        #expect(SortKey.completion8yr.value(of: s) == 0.5818)
        #expect(SortKey.name.value(of: s) == nil)
        #expect(SortKey.distance.value(of: s) == nil)
    }
}
