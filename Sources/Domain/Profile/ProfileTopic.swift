/// The pages of a college profile besides the overview (screens-map §3.1), in the site's order.
///
/// The raw value is the URL segment (`/schools/{id}/admissions`).
public enum ProfileTopic: String, Sendable, Hashable, CaseIterable, Codable {
    case admissions, students, academics, cost, outcomes, history

    /// The topics served by `/schools/{id}/{topic}` (history has its own endpoint).
    public static let pageTopics: [ProfileTopic] = [.admissions, .students, .academics, .cost, .outcomes]

    /// Pill and card text.
    public var label: String {
        switch self {
        case .admissions: "Getting in"
        case .students: "Students & campus"
        case .academics: "Academics"
        case .cost: "Cost & aid"
        case .outcomes: "Outcomes"
        case .history: "Over time"
        }
    }

    /// The small line above a topic page's title.
    public var eyebrow: String {
        switch self {
        case .admissions: "Admissions"
        case .students: "Students"
        case .academics: "Academics"
        case .cost: "Cost & aid"
        case .outcomes: "Outcomes"
        case .history: "Over time"
        }
    }

    /// The color family of the topic's pill and eyebrow; nil for Over time (the site's primary color).
    public var domain: MetricDomain? {
        switch self {
        case .admissions: .admissions
        case .students: .access
        case .academics: .size
        case .cost, .outcomes: .value
        case .history: nil
        }
    }

    /// Palette token of the topic (`primary` for Over time).
    public var colorToken: String {
        domain?.colorToken ?? "primary"
    }

    /// One line about the topic (lib/profile-topics.ts `description`): the overview's topic links, and a card's
    /// takeaway when the college's own sentence can't be written.
    public var description: String {
        switch self {
        case .admissions: "Applicants, admits, yield, test scores, and what the college weighs."
        case .students: "Who's on campus, where they come from, housing, sports, and services."
        case .academics: "Popular and top-earning majors, faculty, and spending per student."
        case .cost: "What students pay, price by family income, debt, and who gets grants."
        case .outcomes: "Earnings, staying and finishing, 8-year outcomes, and graduation by group."
        case .history: "Ten-plus years of cost, aid, admissions, scores, students, and outcomes."
        }
    }

    /// The line at the bottom of the topic's overview card.
    public var cardFooter: String {
        switch self {
        case .admissions: "Getting in, in detail: funnel, what they look at, your scores"
        case .students: "Students and campus life in detail"
        case .academics: "All majors with search, earnings by major, and faculty"
        case .cost: "Prices, who gets aid, and borrowing in detail"
        case .outcomes: "Earnings, finishing, 8-year outcomes, by group"
        case .history: "Every series, year by year"
        }
    }

    /// The site path of the topic page of college `id`.
    public func href(_ id: String) -> String {
        "/schools/\(id)/\(rawValue)"
    }
}
