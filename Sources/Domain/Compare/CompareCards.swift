import QuadAPIModels

/// The compare overview's topic cards (screens-map §4): each card's title, footer, the rows it compares and when a
/// card or a row has nothing to show, and the field whose year its eyebrow names.
public enum CompareCards {
    /// What a college without a figure shows: never a 0, never a blank.
    public static let notReported = "Not reported"

    /// The card titles: about the colleges side by side.
    public static func title(_ topic: ProfileTopic) -> String {
        switch topic {
        case .admissions: "Who's hardest to get into"
        case .students: "Who's on each campus"
        case .academics: "Majors and faculty"
        case .cost: "What each costs"
        case .outcomes: "What each pays off"
        case .history: "How each has changed"
        }
    }

    /// The footer: what the topic page holds beyond the card.
    public static func footer(_ topic: ProfileTopic) -> String {
        switch topic {
        case .admissions: "Applicants, yield, scores, and what each looks at"
        case .students: "Diversity, first-gen, where they're from, campus life"
        case .academics: "Top majors, your major's earnings, faculty, spending"
        case .cost: "Price by family income, grants, sticker prices"
        case .outcomes: "Debt, retention, 8-year outcomes, by group"
        case .history: "10-year direction and Then & now charts"
        }
    }

    /// The field whose release year the eyebrow names (Over time names its first fall instead).
    public static func yearField(_ topic: ProfileTopic) -> String {
        switch topic {
        case .admissions: FieldPath.acceptanceRate
        case .students: FieldPath.undergrads
        case .academics: "academics.student_faculty_ratio"
        case .cost: FieldPath.avgPaidAll
        case .outcomes: "outcomes.median_earnings_10yr"
        case .history: "trends"
        }
    }

    /// The first fall of the compared colleges' application trends, or nil without any.
    public static func applicationsSince(_ schools: [School]) -> Int? {
        schools.compactMap { TrendIndicators.reading($0, .applications)?.trend.since }.min()
    }

    /// Applications over the ten-year window: the direction word, the signed change, and "since fall YYYY" for a
    /// college whose trend starts after `since`; "Not enough data" for a trend under the applicant floor.
    public static func applicationsRow(since: Int?) -> CompareTextRow {
        CompareTextRow(
            label: MetricKey.applicantsChange.definition.label, term: "trend-direction", field: "trends", hint: nil,
            line: { TrendIndicators.reading($0, .applications)?.word },
            figure: { s in
                TrendIndicators.reading(s, .applications).map {
                    CompareTextRow.Figure(number: $0.shownChange, display: $0.changeText, format: $0.changeFormat)
                }
            },
            note: { s in
                guard let r = TrendIndicators.reading(s, .applications), let since, let start = r.trend.since, start > since
                else { return nil }
                return YearLabel.since(start, .fall)
            },
            fallback: { $0.trends?.applicants != nil ? "Not enough data" : notReported })
    }

    /// The most popular major (the largest program by first-major bachelor's) and its share.
    static let majorRow = CompareTextRow(
        label: "Most popular major", term: "first-major", field: FieldPath.majorsTop, hint: "share of graduates",
        line: { $0.academics?.majorsTop?.first?.title },
        figure: { s in
            s.academics?.majorsTop?.first.map {
                CompareTextRow.Figure(number: $0.share, display: SiteFormat.display($0.share, as: .pct), format: .pct)
            }
        },
        note: { _ in nil }, fallback: { _ in notReported })

    /// "How they read a record": the emphasis phrase and the share of first-years at 3.75+.
    static let readingRow = CompareTextRow(
        label: "How they read a record", term: "gpa-crowding", field: "derived.gpa_top_share", hint: "first-years at 3.75+",
        line: { s in
            RecordReading.summary(s).map { $0.emphasis ?? ($0.weighted ? "Weighted GPAs reported" : "Emphasis not reported") }
        },
        figure: { s in
            RecordReading.summary(s)?.topShare.map {
                CompareTextRow.Figure(number: $0, display: SiteFormat.pct($0), format: .pct)
            }
        },
        note: { s in
            RecordReading.summary(s).flatMap { $0.weighted && $0.emphasis != nil ? "weighted GPAs" : nil }
        },
        fallback: { _ in notReported })

    /// Every card's rows before they are fitted to the colleges compared.
    static func allRows(_ topic: ProfileTopic) -> [CompareCardRow] {
        switch topic {
        case .admissions:
            [.bar(.metric(.acceptance, "Acceptance rate", flag: CompareFlag(.min, "Most selective"))), .range(.sat),
             .text(readingRow)]
        case .students:
            [.bar(.metric(.enrollment, "Undergrads", format: .compact, flag: CompareFlag(.max, "Largest"))),
             .bar(.metric(.pell, "Pell Grant share", max: 1, flag: CompareFlag(.max, "Highest")))]
        case .academics:
            [.bar(.metric(.studentFaculty, "Students per faculty member", flag: CompareFlag(.min, "Fewest"))),
             .text(majorRow)]
        case .cost:
            [.bar(.metric(.avgCost, "Average cost, all students", format: .moneyCompact, max: 80_000,
                          flag: CompareFlag(.min, "Lowest"))),
             .bar(.metric(.aidGenerosity, "Aid generosity", max: 1, flag: CompareFlag(.max, "Most")))]
        case .outcomes:
            [.bar(.metric(.earnings, "Median earnings, 10 years", format: .moneyCompact, flag: CompareFlag(.max, "Highest"))),
             .bar(.metric(.gradRate, "Graduation rate", max: 1, flag: CompareFlag(.max, "Highest")))]
        case .history:
            [.text(applicationsRow(since: nil))]
        }
    }

    /// The rows a card shows for these colleges, or none when no college has any of its figures (the card is left
    /// out). The SAT row becomes the ACT row when no college reports SAT but one reports ACT; a row no college
    /// reports drops out, except a score row while a college is test-blind.
    public static func rows(_ topic: ProfileTopic, _ schools: [School]) -> [CompareCardRow] {
        let rows = allRows(topic).map { row -> CompareCardRow in
            if case let .range(r) = row, r.test == .sat, !schools.contains(where: { r.range($0) != nil }),
               schools.contains(where: { CompareRangeRow.act.range($0) != nil }) {
                return .range(.act)
            }
            if topic == .history { return .text(applicationsRow(since: applicationsSince(schools))) }
            return row
        }
        guard rows.contains(where: { row in schools.contains { row.has($0) } }) else { return [] }
        return rows.filter { row in
            schools.contains { s in
                if row.has(s) { return true }
                if case .range = row { return CompareRangeRow.fallback(s) != notReported }
                return false
            }
        }
    }
}
