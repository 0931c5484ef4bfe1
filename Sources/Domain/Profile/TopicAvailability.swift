/// Which topic pages a college has (screens-map §3.1). The same rule decides the topic bar, the overview's cards,
/// previous/next, and when a topic URL is a 404.
public enum TopicAvailability {
    /// The topics `s` has, in ``ProfileTopic`` order. `history` is the college's history file, counted only when the
    /// shared history files exist too (`historyPublished`) and it holds at least one series.
    public static func topics(_ s: School, history: SchoolHistory?, historyPublished: Bool) -> [ProfileTopic] {
        ProfileTopic.allCases.filter { has($0, s, history: history, historyPublished: historyPublished) }
    }

    /// Whether `s` has `topic`.
    public static func has(_ topic: ProfileTopic, _ s: School, history: SchoolHistory?, historyPublished: Bool) -> Bool {
        switch topic {
        case .admissions: hasAdmissions(s)
        case .students: true
        case .academics: hasAcademics(s)
        case .cost: hasCost(s)
        case .outcomes: hasOutcomes(s)
        case .history: historyPublished && !(history?.series?.isEmpty ?? true)
        }
    }

    /// An acceptance rate, or a complete admissions funnel.
    public static func hasAdmissions(_ s: School) -> Bool {
        s.admissions?.acceptanceRate != nil || Derived.hasAdmissionCounts(s)
    }

    /// Top majors, programs with earnings, a student-faculty ratio, a full-time faculty share, a faculty salary, or
    /// finances.
    public static func hasAcademics(_ s: School) -> Bool {
        let a = s.academics
        return !(a?.majorsTop?.isEmpty ?? true) || (a?.programsWithEarnings ?? 0) > 0 || a?.studentFacultyRatio != nil
            || a?.faculty?.fullTimeShare != nil || a?.faculty?.avgSalary9mo != nil || s.finances != nil
    }

    /// The average paid, sticker prices, earnings, a graduation rate, or net price by income.
    public static func hasCost(_ s: School) -> Bool {
        s.cost?.avgPaidAll != nil || s.cost?.sticker != nil || s.outcomes?.medianEarnings10yr != nil
            || s.outcomes?.graduationRate != nil || s.cost?.netPriceByIncome != nil
    }

    /// Earnings, a graduation rate, an 8-year outcome shown, or graduation by group.
    public static func hasOutcomes(_ s: School) -> Bool {
        s.outcomes?.medianEarnings10yr != nil || s.outcomes?.graduationRate != nil
            || isShown(s.outcomes?.eightYear?.all) || hasGraduationByGroup(s)
    }

    /// An 8-year group whose four shares are all reported (the cohort is big enough).
    public static func isShown(_ g: EightYearOutcomes.Group?) -> Bool {
        guard let g else { return false }
        return g.award != nil && g.stillEnrolled != nil && g.transferred != nil && g.unknown != nil
    }

    /// A Pell or "neither" graduation rate, or a rate for any race/ethnicity group.
    public static func hasGraduationByGroup(_ s: School) -> Bool {
        guard let o = s.outcomes else { return false }
        if o.gradRatePell != nil || o.gradRateNoPellNoLoan != nil { return true }
        guard let r = o.gradRateByRace else { return false }
        return [r.white, r.asian, r.hispanic, r.black, r.twoOrMore, r.international, r.aian, r.nhpi]
            .contains { $0 != nil }
    }

    /// The topics before and after `topic` among `available`.
    public static func neighbors(of topic: ProfileTopic, in available: [ProfileTopic])
        -> (previous: ProfileTopic?, next: ProfileTopic?)
    {
        guard let i = available.firstIndex(of: topic) else { return (nil, nil) }
        return (i > 0 ? available[i - 1] : nil, i + 1 < available.count ? available[i + 1] : nil)
    }
}
