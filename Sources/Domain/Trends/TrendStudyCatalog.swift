public import QuadAPIModels

/// The national trend studies (the site's `lib/trend-studies.ts` registry): what each page asks, the history series
/// it reads and cites, its window, the groupings it offers, who is in its panel, and when it shipped. The build of
/// the trend files and the study screens both read it.
public struct TrendStudyDef: Sendable, Hashable {
    public var slug: String
    /// "Study 1" in the hub.
    public var number: Int
    public var title: String
    /// The plain-language question the page answers.
    public var question: String
    /// History series the study reads (and cites).
    public var series: [String]
    public var yearKind: YearKind
    /// Years between "then" and "now".
    public var window: Int
    /// Groupings offered, the four standard ones first.
    public var groupings: [String]
    /// Who is in the panel, for the method note.
    public var panelRule: String
    /// Date the study shipped (YYYYMMDD); the hub lists the newest first.
    public var added: Int
    /// Where Explore shows the colleges behind the pattern.
    public var explore: Link?
    /// The study's palette token (its card and headline series).
    public var color: String
}

/// The six studies, in registry order.
public enum TrendStudyCatalog {
    public static let all: [TrendStudyDef] = [
        TrendStudyDef(
            slug: "men-and-women", number: 1, title: "Men and women in admissions",
            question: "Are colleges admitting men and women at different rates, and is that changing?",
            series: ["admit_rate_men", "admit_rate_women", "applicants"], yearKind: .fall, window: 20,
            groupings: ["region", "control", "size", "selectivity", "research"],
            panelRule: "Colleges reporting both men's and women's acceptance rates, with at least 1,000 applicants, in both years",
            added: 20_261_004,
            explore: Link(label: "Colleges by the gap between men's and women's acceptance rates", href: "/explore?sortBy=admit_gap"),
            color: "admissions"),
        TrendStudyDef(
            slug: "shrinking-colleges", number: 2, title: "Shrinking colleges",
            question: "How many colleges are smaller than they were ten years ago, by how much, and which kinds grew instead?",
            series: ["undergrads", "applicants", "enrolled"], yearKind: .fall, window: 10,
            groupings: ["region", "control", "size", "selectivity", "setting", "research"],
            panelRule: "Colleges with 300 or more undergraduates in both the window's first and last fall",
            added: 20_261_004,
            explore: Link(label: "Colleges by undergraduate change over 10 years", href: "/explore?sortBy=size_change"),
            color: "size"),
        TrendStudyDef(
            slug: "price-gap", number: 3, title: "The price gap, by who is discounting",
            question: "Full price held roughly steady after inflation while what students paid fell. Where, and for whom?",
            series: ["full_price", "avg_paid_all", "aid_generosity", "grant_pct", "grant_avg"]
                + (1...5).map { "net_price_income_\($0)" },
            yearKind: .academic, window: 10,
            groupings: ["region", "control", "size", "selectivity", "setting", "research"],
            panelRule: "Colleges reporting both full price and average total cost in both years",
            added: 20_261_004,
            explore: Link(label: "Colleges by the change in what students pay", href: "/explore?sortBy=avg_cost_change"),
            color: "value"),
        TrendStudyDef(
            slug: "out-of-state", number: 4, title: "Public colleges and students from other states",
            question: "Are public colleges enrolling more first-years from other states, and which ones?",
            series: ["out_of_state_share", "international_share", "enrolled", "sticker_in_state", "sticker_out_of_state"],
            yearKind: .fall, window: 10,
            groupings: ["region", "control", "size", "selectivity", "research", "division"],
            panelRule: "Public colleges reporting the out-of-state share in both years, with 200+ enrolled first-years at the window's start",
            added: 20_261_004,
            explore: Link(label: "Public colleges by out-of-state share", href: "/explore?sortBy=out_of_state"),
            color: "diversity"),
        TrendStudyDef(
            slug: "pell-gap", number: 5, title: "The Pell graduation gap",
            question: "Do students with Pell Grants graduate at the same rate as classmates who had neither a Pell Grant nor a subsidized loan, and has the gap changed?",
            series: ["grad_rate_pell", "grad_rate_no_pell_no_loan", "grad_cohort_pell", "grad_cohort_no_pell_no_loan",
                     "grad_rate", "om_award_pell", "om_award_non_pell"],
            yearKind: .cohort, window: 8,
            groupings: ["region", "control", "size", "selectivity", "setting", "research", "division"],
            panelRule: "Colleges reporting both groups' graduation rates, with at least 50 students in both the Pell and \"neither\" groups, in both entering classes",
            added: 20_261_004,
            explore: Link(label: "Colleges by the Pell graduation gap", href: "/explore?sortBy=pell_gap"),
            color: "access"),
        TrendStudyDef(
            slug: "test-optional", number: 6, title: "Test-optional went mainstream",
            question: "How many colleges still require the SAT or ACT, who still submits scores, and what happened to published score ranges?",
            series: ["test_policy", "sat_submit", "act_submit", "sat_25", "sat_75", "enrolled"], yearKind: .fall,
            window: 5, groupings: ["region", "control", "size", "selectivity", "research", "division"],
            panelRule: "Colleges reporting a test policy in both years",
            added: 20_261_005,
            explore: Link(label: "Colleges by test policy", href: "/explore?policy=considered,not-considered"),
            color: "scores"),
    ]

    /// The study with this slug.
    public static func study(_ slug: String) -> TrendStudyDef? {
        all.first { $0.slug == slug }
    }

    /// The hub's order: newest first by date added, then registry order.
    public static var newestFirst: [TrendStudyDef] {
        all.enumerated().sorted { a, b in
            a.element.added != b.element.added ? a.element.added > b.element.added : a.offset < b.offset
        }.map(\.element)
    }
}
