/// The compare routes: the overview (`/compare`) and one page per topic (`/compare/{topic}`), the six profile topics
/// plus "All the numbers" (`/compare/table`), in pill order.
public enum ComparePage: String, Sendable, Hashable, CaseIterable {
    case overview, admissions, students, academics, cost, outcomes, history, table

    /// The topic pages in pill and previous/next order (every page but the overview).
    public static let topics: [ComparePage] = [.admissions, .students, .academics, .cost, .outcomes, .history, .table]

    /// The profile topic of the same key; nil for the overview and the table.
    public var profileTopic: ProfileTopic? { ProfileTopic(rawValue: rawValue) }

    /// Pill, card and page-title text ("Getting in", "All the numbers").
    public var label: String {
        switch self {
        case .overview: "Overview"
        case .table: "All the numbers"
        default: profileTopic?.label ?? rawValue
        }
    }

    /// The small line above the page title.
    public var eyebrow: String {
        switch self {
        case .overview: "Compare"
        case .table: "All the numbers"
        default: profileTopic?.eyebrow ?? rawValue
        }
    }

    /// Palette token of the pill's dot and the eyebrow (`primary` for Over time, the table and the overview).
    public var colorToken: String { profileTopic?.colorToken ?? "primary" }

    /// What the page holds for a set of colleges (the topic links and the page's lede).
    public var description: String {
        switch self {
        case .overview: "Key differences, the shape of each school, and a card per topic."
        case .admissions: "Acceptance and yield, test score ranges, test policy, and what each college weighs."
        case .students: "Who's on each campus, how many get Pell Grants or are the first in their family, and campus life."
        case .academics: "Students per faculty member, faculty, spending, popular majors, and your major side by side."
        case .cost: "Average cost, aid generosity, net price by family income, sticker prices, and grants."
        case .outcomes: "Earnings, graduation and retention, debt and loans, and graduation by group."
        case .history: "Ten years of direction for each college, and then and now side by side."
        case .table: "Every figure for these colleges in one table, with differences highlighted."
        }
    }

    /// The measures whose key differences open the page (academics, Over time and the table have none).
    public var differenceMetrics: [MetricKey] {
        switch self {
        case .admissions: [.acceptance, .yield, .sat]
        case .students: [.enrollment, .pell, .firstGen, .diversity]
        case .cost: [.avgCost, .aidGenerosity]
        case .outcomes: [.earnings, .gradRate]
        default: []
        }
    }

    /// The page before and after among the seven topics; the overview comes before the first.
    public var neighbors: (previous: ComparePage?, next: ComparePage?) {
        guard let i = Self.topics.firstIndex(of: self) else { return (nil, Self.topics.first) }
        return (i > 0 ? Self.topics[i - 1] : .overview, i + 1 < Self.topics.count ? Self.topics[i + 1] : nil)
    }

    /// The page's site URL for `ids`: "/compare?ids=a,b", "/compare/cost?ids=a,b", "/compare/table?ids=a,b#cost",
    /// "/compare/academics?ids=a,b&major=11"; the bare route without ids. Query names and values are the server's
    /// own (ids, CIP families, incomes, measure keys), none of which needs percent-encoding.
    public func href(_ ids: [String], query: [(String, String)] = [], hash: String? = nil) -> String {
        var params: [String] = ids.isEmpty ? [] : ["ids=" + ids.joined(separator: ",")]
        params += query.map { "\($0.0)=\($0.1)" }
        let path = self == .overview ? "/compare" : "/compare/\(rawValue)"
        return path + (params.isEmpty ? "" : "?" + params.joined(separator: "&")) + (hash.map { "#\($0)" } ?? "")
    }
}
