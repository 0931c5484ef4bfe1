/// The Data page's dataset cards: which sources it lists, in which order, how many colleges each covers, and what
/// each is used for.
public enum SourceCoverage {
    /// The sources the page lists, in order (a source the dataset's meta lacks is skipped).
    public static let order = [
        SourceKey.scorecard, SourceKey.ipedsAdmissions, SourceKey.ipedsAid, SourceKey.ipedsPrices,
        SourceKey.ipedsCharacteristics, SourceKey.ipedsDirectory, SourceKey.ipedsFacultyRatio, SourceKey.ipedsResidence,
        SourceKey.ipedsEnrollmentByLevel, SourceKey.ipedsCompletions, SourceKey.ipedsOutcomeMeasures,
        SourceKey.ipedsGraduation, SourceKey.ipedsSalaries, SourceKey.ipedsFinance, SourceKey.scorecardFieldOfStudy,
        SourceKey.cds, SourceKey.collegeSite, SourceKey.stateLaw, SourceKey.directories, SourceKey.wikidata,
        SourceKey.wikipedia,
    ]

    /// The field whose coverage a source's count measures, for its citation.
    public static let countedField: [String: String] = [
        SourceKey.scorecard: "unit_id", SourceKey.ipedsAdmissions: "admissions.applicants",
        SourceKey.ipedsAid: "aid.grant_pct", SourceKey.ipedsPrices: "cost.sticker",
        SourceKey.ipedsDirectory: "campus.setting", SourceKey.ipedsCharacteristics: "campus.programs",
        SourceKey.ipedsFacultyRatio: "academics.student_faculty_ratio", SourceKey.ipedsOutcomeMeasures: "outcomes.eight_year",
        SourceKey.ipedsGraduation: "outcomes.grad_cohorts", SourceKey.ipedsSalaries: "academics.faculty.avg_salary_9mo",
        SourceKey.ipedsResidence: "demographics.residence", SourceKey.ipedsEnrollmentByLevel: "demographics.transfer_in",
        SourceKey.ipedsCompletions: "academics.majors_top", SourceKey.ipedsFinance: "finances",
        SourceKey.scorecardFieldOfStudy: "academics.programs_with_earnings", SourceKey.cds: "cds",
        SourceKey.collegeSite: "reported.admissions", SourceKey.stateLaw: "lgbtq.state_law",
        SourceKey.directories: "directories", SourceKey.wikidata: "social", SourceKey.wikipedia: "brand.colors",
    ]

    /// How many colleges of `schools` each source of ``order`` covers (the site's rule for each), in one pass.
    public static func counts(in schools: [School]) -> [String: Int] {
        var counts = [Int](repeating: 0, count: order.count)
        for s in schools {  // one copy of each record; every check borrows it
            for k in order.indices where covers(order[k], s) { counts[k] += 1 }
        }
        return Dictionary(uniqueKeysWithValues: zip(order, counts))
    }

    static func covers(_ key: String, _ s: borrowing School) -> Bool {
        switch key {
        case SourceKey.scorecard: true
        case SourceKey.ipedsAdmissions: s.admissions?.year != nil && s.lineage?["admissions.applicants"] == nil
        case SourceKey.ipedsAid: s.aid?.grantPct != nil
        case SourceKey.ipedsPrices: s.cost?.sticker != nil
        case SourceKey.ipedsDirectory: s.campus?.setting != nil
        case SourceKey.ipedsCharacteristics: (s.campus?.$calendar.isKeyPresent ?? false) && s.campus?.programs != nil
        case SourceKey.ipedsFacultyRatio: s.academics?.studentFacultyRatio != nil
        case SourceKey.ipedsOutcomeMeasures: s.outcomes?.eightYear?.all?.award != nil
        case SourceKey.ipedsGraduation: s.outcomes?.gradCohorts != nil
        case SourceKey.ipedsSalaries: s.academics?.faculty?.avgSalary9mo != nil
        case SourceKey.ipedsResidence: s.demographics?.residence != nil
        case SourceKey.ipedsEnrollmentByLevel: s.demographics?.transferIn != nil
        case SourceKey.ipedsCompletions: s.academics?.majorsTop != nil
        case SourceKey.ipedsFinance: s.finances != nil
        case SourceKey.scorecardFieldOfStudy: (s.academics?.programsWithEarnings ?? 0) > 0
        case SourceKey.cds: s.cds != nil
        case SourceKey.collegeSite: s.reported?.admissions != nil
        case SourceKey.stateLaw: s.lgbtq?.stateLaw != nil
        case SourceKey.directories: s.directories != nil
        case SourceKey.wikidata: hasSocial(s.social)
        case SourceKey.wikipedia: !(s.brand?.colors?.isEmpty ?? true)
        default: false
        }
    }

    private static func hasSocial(_ social: SchoolSocial?) -> Bool {
        guard let social else { return false }
        return social.instagram != nil || social.youtube != nil || social.tiktok != nil || social.x != nil
            || social.facebook != nil || social.linkedin != nil
    }

    /// The topics of the stored fields whose default source is `key`, first use first.
    public static func uses(_ key: String) -> [String] {
        var topics: [FieldTopic] = []
        for f in FieldRegistry.all where !f.isComputed && f.source == key && !topics.contains(f.topic) {
            topics.append(f.topic)
        }
        return topics.map(\.dataPageLabel)
    }
}
