import Domain
import Testing

/// The glossary covers every ranked metric and every term the screens link to.
struct GlossaryCoverageTests {
    /// The metric registry keys, typed by hand from screens-map §0.3.
    private static let registryMetricKeys = [
        "acceptance", "applicants", "yield", "sat", "act", "enrollment", "pell", "firstGen", "diversity", "avgCost",
        "aidGenerosity", "netPrice", "earnings", "gradRate", "debt", "bedsPer100", "loanRate", "loanRateLarge",
        "loanRateChange", "admitGap", "admitGapSize", "menShare", "partTime", "adults", "studentFaculty", "completion4",
        "completion8", "transferOut", "pellGap", "pellGapChange", "facultyFullTime", "facultySalary", "outOfState",
        "outOfStateLarge", "transferShare", "bachelors", "financesInstruction", "instructionGasb", "instructionFasb",
        "instructionForprofit", "endowmentGasb", "endowmentFasb", "applicantsChange", "sizeChange", "diversityChange",
        "menShareChange", "avgCostChange",
    ]

    /// The glossary term the reference site's registry attaches to each base metric (its `term` field), so a site
    /// link and an app link open the same entry.
    private static let siteMetricTerms: [String: String] = [
        "acceptance": "acceptance-rate", "applicants": "applicants", "yield": "yield", "sat": "sat", "act": "act",
        "enrollment": "undergrad-enrollment", "pell": "pell-grant", "firstGen": "first-gen",
        "diversity": "diversity-index", "avgCost": "average-cost", "aidGenerosity": "aid-generosity",
        "netPrice": "net-price", "earnings": "median-earnings", "gradRate": "graduation-rate", "debt": "median-debt",
        "bedsPer100": "housing-capacity", "loanRate": "federal-loan-rate", "admitGap": "admit-rate-by-sex",
        "menShare": "gender-balance", "partTime": "part-time-student", "adults": "adult-students",
        "studentFaculty": "student-faculty-ratio", "completion4": "time-to-degree", "completion8": "outcome-measures",
        "transferOut": "transfer-out", "pellGap": "pell-graduation-gap", "facultyFullTime": "full-time-faculty",
        "facultySalary": "nine-month-equated-salary", "outOfState": "in-state-student", "transferShare": "transfer-in",
        "bachelors": "first-major", "financesInstruction": "instruction-expenses", "endowmentFasb": "endowment",
    ]

    /// Terms the screens use, by key (site keys where the site has one).
    private static let screenTerms = [
        // Admissions and scores.
        "middle-50", "percentile", "percentile-rank", "selectivity", "test-policy", "test-required", "required-for-some",
        "test-recommended", "test-optional", "test-blind", "open-admission", "early-decision", "early-action",
        "wait-list", "admission-factor", "legacy-status", "application-essay", "high-school-gpa", "class-rank",
        "recommendation-letters", "median-vs-midpoint", "score-bands", "test-submission",
        // Students, cost, and outcomes.
        "pell-grant", "first-gen", "cost-of-attendance", "net-price", "average-cost", "net-price-by-income",
        "grant-aid", "federal-student-loan", "monthly-loan-payment", "payback", "retention-rate", "graduation-rate",
        "outcome-measures", "aid-generosity", "diversity-index",
        // School types.
        "carnegie-classification", "r1", "research-college", "locale", "hbcu", "tribal-college", "land-grant", "hsi",
        "minority-serving", "single-sex", "student-access-and-earnings", "ncaa-division", "rotc", "public",
        "private-nonprofit", "private-forprofit",
        // Method and sources.
        "cds", "ipeds", "scorecard", "inflation-adjusted", "cpi-u", "data-vintage", "provisional-data",
        "most-recent-release", "college-reported", "trend-direction",
        // High schools and account.
        "adjusted-cohort-graduation-rate", "college-going-rate", "distance-from-home", "household", "guardian",
        "student-profile", "college-list", "follow",
    ]

    @Test func everyRegistryMetricMapsToAnEntry() {
        for metric in Self.registryMetricKeys {
            let key = Glossary.metricTerms[metric]
            #expect(key != nil, "no term for metric \(metric)")
            if let key { #expect(Glossary.entry(key) != nil, "\(metric) → \(key) has no entry") }
        }
    }

    @Test func metricMapHasNoUnknownMetrics() {
        let extra = Set(Glossary.metricTerms.keys).subtracting(Self.registryMetricKeys)
        #expect(extra.isEmpty, "unknown metric keys: \(extra.sorted())")
        #expect(Set(Self.registryMetricKeys).count == 47)
    }

    @Test func metricTermsMatchTheSite() {
        for (metric, key) in Self.siteMetricTerms {
            #expect(Glossary.metricTerms[metric] == key, "\(metric)")
        }
    }

    @Test func metricVariantsShareTheirBaseTerm() {
        let variants: [(String, String)] = [
            ("loanRateLarge", "loanRate"), ("loanRateChange", "loanRate"), ("admitGapSize", "admitGap"),
            ("pellGapChange", "pellGap"), ("outOfStateLarge", "outOfState"), ("instructionGasb", "financesInstruction"),
            ("instructionFasb", "financesInstruction"), ("instructionForprofit", "financesInstruction"),
            ("endowmentGasb", "endowmentFasb"), ("applicantsChange", "applicants"), ("sizeChange", "enrollment"),
            ("diversityChange", "diversity"), ("menShareChange", "menShare"), ("avgCostChange", "avgCost"),
        ]
        for (variant, base) in variants {
            #expect(Glossary.metricTerms[variant] != nil)
            #expect(Glossary.metricTerms[variant] == Glossary.metricTerms[base], "\(variant) vs \(base)")
        }
    }

    @Test func everyScreenTermExists() {
        for key in Self.screenTerms {
            #expect(Glossary.entry(key) != nil, "missing \(key)")
        }
    }

    @Test func screenTermsLandInTheSitesCategories() {
        let expected: [String: GlossaryCategory] = [
            "acceptance-rate": .admissions, "yield": .admissions, "middle-50": .testScores, "test-optional": .testScores,
            "pell-grant": .studentsAccess, "first-gen": .studentsAccess, "net-price": .costOutcomes,
            "graduation-rate": .costOutcomes, "hbcu": .schoolTypes, "locale": .schoolTypes,
            "selectivity": .howWeMeasure, "percentile-rank": .howWeMeasure, "diversity-index": .howWeMeasure,
            "payback": .howWeMeasure, "ipeds": .dataSources, "cds": .dataSources,
            "adjusted-cohort-graduation-rate": .highSchools, "household": .yourAccount,
            "distance-from-home": .yourAccount,
        ]
        for (key, category) in expected {
            #expect(Glossary.entry(key)?.category == category, "\(key)")
        }
    }
}
