public import QuadAPIModels

/// The four ten-year indicators (screens-map §0.6): plain answers read from `school.trends`. "Up" always means more
/// of the named quality; for selectivity a falling acceptance rate is up.
public enum TrendIndicatorKind: String, Sendable, Hashable, CaseIterable, Codable {
    case cost, applications, diversity, selectivity

    /// Card label.
    public var label: String {
        switch self {
        case .cost: "Cost"
        case .applications: "Applications"
        case .diversity: "Diversity"
        case .selectivity: "Selectivity"
        }
    }

    /// The question it answers (headers and tooltips).
    public var question: String {
        switch self {
        case .cost: "Is it getting more expensive?"
        case .applications: "Are more students applying?"
        case .diversity: "Is the student body getting more diverse?"
        case .selectivity: "Is it getting harder to get in?"
        }
    }

    /// How the change reads: percent (cost, applications), index points (diversity), percentage points (selectivity).
    public var measure: ChangeMeasure {
        switch self {
        case .cost, .applications: .ratio
        case .diversity: .index
        case .selectivity: .points
        }
    }

    /// Changes within ± this band are steady: cost 5%, applications 10%, diversity 0.03, selectivity 3 points.
    public var steadyBand: Double {
        switch self {
        case .cost: 0.05
        case .applications: 0.1
        case .diversity, .selectivity: 0.03
        }
    }

    /// True when a rising value means less of the quality (acceptance rate vs. selectivity).
    public var inverted: Bool { self == .selectivity }

    /// Applicants needed at both ends of the window, when the indicator has that floor.
    public var minApplicants: Double? {
        switch self {
        case .applications, .selectivity: Derived.changeMinApplicants
        case .cost, .diversity: nil
        }
    }

    /// The answer for a direction ("Rising", "More selective").
    public func word(_ direction: TrendIndicator.Direction) -> String {
        switch (self, direction) {
        case (_, .steady): "Steady"
        case (.cost, .up): "Rising"
        case (.cost, .down): "Falling"
        case (.applications, .up): "Growing"
        case (.applications, .down): "Shrinking"
        case (.diversity, .up): "More diverse"
        case (.diversity, .down): "Less diverse"
        case (.selectivity, .up): "More selective"
        case (.selectivity, .down): "Less selective"
        }
    }

    /// The Explore URL parameter holding the chosen directions.
    public var urlParameter: String {
        switch self {
        case .cost: "costTrend"
        case .applications: "appsTrend"
        case .diversity: "divTrend"
        case .selectivity: "selTrend"
        }
    }

    /// Glossary entry key.
    public var term: String {
        switch self {
        case .cost: "average-cost"
        case .applications: "applicants"
        case .diversity: "diversity-index"
        case .selectivity: "selectivity"
        }
    }

    /// Color family.
    public var domain: MetricDomain {
        switch self {
        case .cost: .value
        case .applications, .selectivity: .admissions
        case .diversity: .diversity
        }
    }

    /// How the window's years read (cost is by academic year, the rest by fall).
    public var yearKind: YearKind {
        self == .cost ? .academic : .fall
    }

    /// The `school.trends` entry it reads.
    public func trend(in s: School) -> TrendSummary? {
        switch self {
        case .cost: s.trends?.avgPaidAll
        case .applications: s.trends?.applicants
        case .diversity: s.trends?.diversity
        case .selectivity: s.trends?.acceptanceRate
        }
    }
}
