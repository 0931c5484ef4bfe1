import Domain
import QuadAPIModels

/// Labels, formats and palette tokens of the conference and state measures (`components/trends/conferences/measures.ts`).
enum TrendMeasures {
    struct Info {
        let label: String
        let short: String
        let format: FormatKind
        let term: String
        let color: String
        let share: Bool
        let path: String
    }

    static func info(_ key: String) -> Info {
        switch key {
        case "applicants": Info(label: "Applicants", short: "Applicants", format: .compact, term: "applicants",
                                color: "admissions", share: false, path: "admissions.applicants")
        case "acceptance_rate": Info(label: "Acceptance rate", short: "Acceptance rate", format: .pct, term: "acceptance-rate",
                                     color: "admissions", share: true, path: "admissions.acceptance_rate")
        case "undergrads": Info(label: "Undergraduates", short: "Undergraduates", format: .compact, term: "undergrad-enrollment",
                                color: "size", share: false, path: "demographics.undergrad_enrollment")
        case "avg_paid_all": Info(label: "Average total cost", short: "Average cost", format: .money, term: "average-cost",
                                  color: "value", share: false, path: "cost.avg_paid_all")
        case "out_of_state_share": Info(label: "First-years from other states", short: "Out-of-state", format: .pct,
                                        term: "in-state-student", color: "diversity", share: true,
                                        path: "demographics.residence")
        case "grad_rate": Info(label: "Graduated within 6 years", short: "Graduation", format: .pct, term: "graduation-rate",
                               color: "value", share: true, path: "outcomes.graduation_rate")
        default: Info(label: "Pell Grant recipients", short: "Pell", format: .pct, term: "pell-grant", color: "access",
                      share: true, path: "demographics.pell_grant_percent")
        }
    }
}
