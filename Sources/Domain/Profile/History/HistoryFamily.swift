public import QuadAPIModels

/// Where the years of a history series come from: a federal file family and the source it is cited as
/// (dataset-map §6.1, `HISTORY_FAMILIES`). The raw value is the key of `history/meta.json` `files`.
public enum HistoryFamily: String, Sendable, Hashable, CaseIterable {
    /// Admissions in the Institutional Characteristics survey, through fall 2013.
    case icAdmissions = "ic-admissions"
    /// The Admissions survey, from fall 2014.
    case adm
    /// Prices (IC academic-year files, then COST1).
    case prices
    /// Student financial aid (SFA, then COST2).
    case sfa
    /// Housing capacity and the application fee.
    case characteristics
    /// College Scorecard enrollment fields.
    case scorecardEnrollment = "scorecard-enrollment"
    /// College Scorecard completion by entering class.
    case scorecardCompletion = "scorecard-completion"
    /// College Scorecard median debt.
    case scorecardDebt = "scorecard-debt"
    /// College Scorecard federal loan rate.
    case scorecardLoans = "scorecard-loans"
    /// Fall Enrollment part D (student-to-faculty ratio).
    case enrollmentRatio = "ipeds-ef"
    /// The Salaries survey.
    case salaries = "ipeds-sal"
    /// Graduation rates by Pell and loan status.
    case graduationGroups = "ipeds-gr"
    /// The Completions survey (bachelor's degrees by field).
    case completions = "ipeds-c"
    /// Athletics and ROTC in the Institutional Characteristics survey.
    case services
    /// Outcome Measures (eight years after entry), by entering class.
    case outcomeMeasures = "om"
    /// Residence of first-time students (Fall Enrollment part C), collected in even-numbered falls.
    case residence = "ef-c"
    /// College Scorecard completion by race and ethnicity, by entering class.
    case scorecardCompletionRace = "scorecard-completion-race"
    /// New transfer-in and first-time undergraduates (Fall Enrollment part A), every fall from 2008.
    case enrollmentByLevel = "ef-a"
    /// Instruction spending per full-time-equivalent student, from the College Scorecard's finance fields.
    case scorecardFinances = "scorecard-finances"

    /// The source key it is cited as (a key of `meta.json` `sources`).
    public var source: String {
        switch self {
        case .icAdmissions, .prices, .characteristics: SourceKey.ipedsPrices
        case .adm: SourceKey.ipedsAdmissions
        case .sfa: SourceKey.ipedsAid
        case .scorecardEnrollment, .scorecardCompletion, .scorecardDebt, .scorecardLoans: SourceKey.scorecard
        case .enrollmentRatio: SourceKey.ipedsFacultyRatio
        case .salaries: SourceKey.ipedsSalaries
        case .graduationGroups: SourceKey.ipedsGraduation
        case .completions: SourceKey.ipedsCompletions
        case .services: SourceKey.ipedsCharacteristics
        case .outcomeMeasures: SourceKey.ipedsOutcomeMeasures
        case .residence: SourceKey.ipedsResidence
        case .scorecardCompletionRace, .scorecardFinances: SourceKey.scorecard
        case .enrollmentByLevel: SourceKey.ipedsEnrollmentByLevel
        }
    }

    /// How the family's years read.
    public var kind: YearKind {
        switch self {
        case .icAdmissions, .adm, .scorecardEnrollment, .enrollmentRatio, .salaries, .residence, .enrollmentByLevel: .fall
        case .prices, .sfa, .characteristics, .scorecardDebt, .scorecardLoans, .completions, .services,
             .scorecardFinances: .academic
        case .scorecardCompletion, .graduationGroups, .outcomeMeasures, .scorecardCompletionRace: .cohort
        }
    }

    /// What the citation adds after the source's label ("IPEDS … (admissions section)"), if anything.
    public var qualifier: String? {
        switch self {
        case .icAdmissions: "admissions section"
        case .scorecardEnrollment: "enrollment"
        case .scorecardCompletion: "graduation by entering class"
        case .scorecardDebt: "median debt"
        case .scorecardLoans: "federal loan rate"
        case .scorecardCompletionRace: "graduation by race and ethnicity"
        case .scorecardFinances: "instruction spending"
        default: nil
        }
    }

    /// Fall of the first Admissions-survey file; earlier falls come from the characteristics survey.
    public static let admissionsSurveyFrom = 2014
}
