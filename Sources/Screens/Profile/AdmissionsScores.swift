import Domain
import QuadAPIModels

/// The test scores section of Getting in: the policy, the score checker, section ranges, who sent scores, and the
/// SAT strip. Omitted when the college reports no SAT or ACT range.
enum AdmissionsScores {
    /// What each policy means for an applicant.
    static func policySentence(_ code: String) -> String? {
        switch code {
        case "required": "Send SAT or ACT scores: they\u{2019}re required to be considered."
        case "required-some": "Some applicants must send scores."
        case "recommended": "Scores are recommended, not required."
        case "considered": "Scores are considered if you send them."
        case "not-considered": "Scores aren\u{2019}t considered, even if you send them."
        default: nil
        }
    }

    static func section(_ c: ProfileContext, scores: ScoreInput) -> [Block] {
        let s = c.school
        let a = s.admissions
        let sat = ProfileFigures.satTotal(s)
        let act = a?.actComposite25_75
        guard sat != nil || act != nil else { return [] }
        var out: [Block?] = [ProfileBlocks.heading(2, "Test scores", anchor: "scores")]
        if let policy = a?.testPolicy, let label = Tiers.testPolicyLabel(policy), let sentence = policySentence(policy) {
            out.append(ProfileBlocks.heading(3, label, anchor: "test-policy", eyebrow: "Test policy"))
            out.append(ProfileBlocks.text(sentence))
        }
        for event in s.reported?.testPolicyEvents ?? [] {
            if let line = eventLine(event) { out.append(ProfileBlocks.text(line)) }
        }
        out.append(ProfileBlocks.heading(3, "Where your scores fall", anchor: "score-checker"))
        if let sat {
            out.append(checker(c, .sat, range: sat, path: FieldPath.satTotal, median: satMedian(c), score: scores.sat))
        }
        if let act {
            out.append(checker(c, .act, range: act, path: FieldPath.actComposite,
                               median: a?.actCompositeMedian.map { c.value("admissions.act_composite_median", $0, .int) },
                               score: scores.act))
        }
        out += sectionBars(c)
        out.append(ProfileBlocks.tiles([
            ProfileBlocks.tile("Sent SAT scores", c.value(FieldPath.satSubmissionRate, a?.testSubmissionRateSAT, .pct),
                               term: "test-submission"),
            ProfileBlocks.tile("Sent ACT scores", c.value(FieldPath.actSubmissionRate, a?.testSubmissionRateACT, .pct),
                               term: "test-submission"),
        ]))
        out.append(ProfileBlocks.strip(c, .sat, phrase: "higher than", lowLabel: "Lower scores",
                                       highLabel: "Higher scores", label: "SAT midpoint vs. every college"))
        return out.compactMap { $0 }
    }

    /// The college's own SAT median total, when it reports both section medians.
    static func satMedian(_ c: ProfileContext) -> Value? {
        guard let r = c.school.admissions?.satReadingMedian, let m = c.school.admissions?.satMathMedian else { return nil }
        return c.value(FieldPath.satMedian, r + m, .int)
    }

    /// The checker's bar for one test: the middle 50%, the college's median, the national median midpoint, and the
    /// reader's score with the sentence saying where it falls.
    static func checker(_ c: ProfileContext, _ test: ScoreChecker.Test, range: ScoreRange, path: String,
                        median: Value?, score: Int?) -> Block {
        let metric: MetricKey = test == .sat ? .sat : .act
        var bar = RangeBarBlock(
            low: c.value(path, range.lo, .int), high: c.value(path, range.hi, .int), median: median,
            national: c.median(metric, format: .int),
            scale: AxisScale(min: Double(test.scale.lowerBound), max: Double(test.scale.upperBound)),
            label: test == .sat ? "SAT total, middle 50%" : "ACT composite, middle 50%", term: test.rawValue)
        if let score {
            bar.you = ScoreChecker.yourScore(score, test: test, comparedWith: path, of: c.school, lineage: c.lineage)
            bar.youText = ScoreChecker.sentence(ScoreChecker.placement(Double(score), low: range.lo, high: range.hi))
        }
        return .rangeBar(bar)
    }

    /// Section ranges: SAT Reading and Writing and Math; ACT English and Math when both exist.
    static func sectionBars(_ c: ProfileContext) -> [Block] {
        let a = c.school.admissions
        var out: [Block] = []
        func bar(_ range: ScoreRange?, _ path: String, _ label: String, _ scale: ClosedRange<Double>, _ term: String) {
            guard let range else { return }
            out.append(.rangeBar(RangeBarBlock(
                low: c.value(path, range.lo, .int), high: c.value(path, range.hi, .int),
                scale: AxisScale(min: scale.lowerBound, max: scale.upperBound), label: label, term: term)))
        }
        if a?.satReading25_75 != nil && a?.satMath25_75 != nil {
            bar(a?.satReading25_75, FieldPath.satReading, "SAT Reading and Writing", 200...800, "sat-ebrw")
            bar(a?.satMath25_75, FieldPath.satMath, "SAT Math", 200...800, "sat-math")
        }
        if a?.actEnglish25_75 != nil && a?.actMath25_75 != nil {
            bar(a?.actEnglish25_75, "admissions.act_english_25_75", "ACT English", 1...36, "act")
            bar(a?.actMath25_75, "admissions.act_math_25_75", "ACT Math", 1...36, "act")
        }
        return out
    }

    /// "Became test-optional, for students entering in fall 2027".
    static func eventLine(_ e: SchoolReported.TestPolicyEvent) -> String? {
        guard let to = e.to, let cycle = e.cycle else { return nil }
        let becomes: String
        switch to {
        case "required": becomes = "Began requiring test scores"
        case "considered": becomes = "Became test-optional"
        case "not-considered": becomes = "Became test-blind"
        case "recommended": becomes = "Began recommending test scores"
        case "required-some": becomes = "Began requiring scores from some applicants"
        default: return nil
        }
        return "\(becomes), for students entering in fall \(cycle)"
    }
}
