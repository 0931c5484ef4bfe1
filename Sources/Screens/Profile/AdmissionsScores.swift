import Domain
import QuadAPIModels

/// The Test scores panel of Getting in (app/schools/[id]/admissions/page.tsx, components/school/TestPolicyBlock.tsx,
/// lib/test-policy.ts): the policy, the score checker, section ranges, who sent scores, and the SAT strip. Shown when
/// the college reports score ranges or a test policy.
enum AdmissionsScores {
    /// The policy block's headline and sentence (POLICY_HEADLINES).
    static func policyWords(_ code: String) -> (headline: String, sentence: String)? {
        switch code {
        case "required": ("Required", "Send SAT or ACT scores: they're required to be considered.")
        case "required-some": ("Required for some applicants", "Some applicants must send scores.")
        case "recommended": ("Recommended", "Scores are recommended, not required.")
        case "considered": ("Optional", "Scores are considered if you send them.")
        case "not-considered": ("Not considered", "Scores aren't considered, even if you send them.")
        default: nil
        }
    }

    /// Per-test words for "Varies by test": "SAT: required · ACT: optional".
    static func short(_ code: String) -> String? {
        ["required": "required", "required-some": "required for some", "recommended": "recommended",
         "considered": "optional", "not-considered": "not considered"][code]
    }

    /// The fall a citation's year describes, its first four digits (lib/score-bands.ts `lineageFall`): "Fall 2025" →
    /// 2025, "2025–26" → 2025.
    static func fall(_ year: String?) -> Int? {
        guard let year, let match = year.firstMatch(of: /(\d{4})/) else { return nil }
        return Int(match.1)
    }

    /// "Became test-optional, for students entering in fall 2027" (policyEventText).
    static func eventLine(_ e: SchoolReported.TestPolicyEvent) -> String? {
        guard let to = e.to, let cycle = e.cycle else { return nil }
        let when = "for students entering in fall \(cycle)"
        let head: String
        switch to {
        case "required": head = e.from == "not-considered" ? "Began requiring the SAT or ACT" : "Requires the SAT or ACT again"
        case "not-considered": head = "Became test-blind"
        case "required-some": head = "Requires the SAT or ACT of some applicants"
        case "recommended": head = "Recommends the SAT or ACT"
        default: head = e.from == "required" ? "Stopped requiring the SAT or ACT" : "Became test-optional"
        }
        return "\(head), \(when)"
    }

    /// "Recent change: …." for policy changes within three cycles of the newest one.
    static func recentPolicyChange(_ c: ProfileContext) -> [Block] {
        guard let newest = c.school.reported?.testPolicy?.cycle else { return [] }
        let lines = (c.school.reported?.testPolicyEvents ?? []).filter { ($0.cycle ?? 0) > newest - 3 }.compactMap(eventLine)
        return lines.isEmpty ? [] : [ProfileBlocks.text("**Recent change:** \(lines.joined(separator: "; ")).")]
    }

    /// The test policy: "Test policy", its headline, and the sentence with the fall it applies to.
    static func policyBlock(_ c: ProfileContext) -> [Block] {
        let s = c.school
        let policy = s.admissions?.testPolicy
        let reported = s.reported?.testPolicy
        let varies = policy == nil && reported != nil && reported?.policy == nil
            && (reported?.satOnly != nil || reported?.actOnly != nil)
        let words: (headline: String, sentence: String)
        if let policy, let w = policyWords(policy) {
            words = w
        } else if varies {
            let parts = [reported?.satOnly.flatMap(short).map { "SAT: \($0)" }, reported?.actOnly.flatMap(short).map { "ACT: \($0)" }]
            words = ("Varies by test", parts.compactMap { $0 }.joined(separator: " \u{00B7} "))
        } else {
            return []
        }
        let cited = c.lineage.cited(FieldPath.testPolicy, s)
        let when = fall(cited.year).map { cited.source.key == SourceKey.collegeSite
            ? " For students entering in fall \($0)." : " For students who entered in fall \($0)." } ?? ""
        var out: [Block] = [ProfileBlocks.heading(3, words.headline, anchor: "test-policy", eyebrow: "Test policy"),
                            ProfileBlocks.text(words.sentence + when)]
        if policy == "required-some", let note = s.reported?.testPolicyNote, !note.isEmpty {
            let shown = note.count <= 200 ? note : String(note.prefix(199)) + "\u{2026}"
            out.append(ProfileBlocks.text("\u{201C}\(shown)\u{201D}"))
        }
        return out
    }

    static func section(_ c: ProfileContext, scores: ScoreInput) -> [Block] {
        let s = c.school
        let a = s.admissions
        // lib/score-bands.ts satTotal: the college's own CDS total when its SAT block came from that class.
        let sat = ProfileFigures.satTotal(s)
        let act = a?.actComposite25_75
        let hasScores = sat != nil || act != nil
        guard hasScores || a?.testPolicy != nil else { return [] }
        var out: [Block?] = [ProfileBlocks.heading(2, "What enrolled first-years scored", anchor: "scores",
                                                   eyebrow: "Test scores"),
                             ProfileBlocks.takeaway(Takeaways.scores(s, statistics: c.statistics))]
        out += policyBlock(c)
        guard hasScores else { return out.compactMap { $0 } }
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
        out.append(beforeTheChange(c))
        out += AdmissionsScoreBands.blocks(c)
        out += submitted(c)
        out.append(ProfileBlocks.strip(c, .sat, format: .int, label: "SAT midpoint vs. every college"))
        return out.compactMap { $0 }
    }

    /// "These scores are from the class that entered in fall {year}, before the change." when a test-policy event after
    /// the scores' fall moved required ↔ not required (the page's `scoresBeforeChange`, lib/test-policy.ts
    /// `changesRequirement`, the fall read from the SAT ranges' lineage year as `lineageFall` does).
    static func beforeTheChange(_ c: ProfileContext) -> Block? {
        guard let fall = fall(c.lineage.cited("admissions.sat_reading_25_75", c.school).year) else { return nil }
        let changed = (c.school.reported?.testPolicyEvents ?? []).contains { e in
            (e.from == "required") != (e.to == "required") && (e.cycle ?? 0) > fall
        }
        return changed ? ProfileBlocks.text("These scores are from the class that entered in fall \(fall), before the change.")
            : nil
    }

    /// "Who submitted scores?": the SAT and ACT submission rates, and whether the ranges are representative.
    static func submitted(_ c: ProfileContext) -> [Block] {
        let a = c.school.admissions
        let sat = a?.testSubmissionRateSAT, act = a?.testSubmissionRateACT
        var out: [Block] = [ProfileBlocks.heading(3, "Who submitted scores?", anchor: "submitted")]
        guard sat != nil || act != nil else {
            return out + [ProfileBlocks.text("Submission rates aren't reported.")]
        }
        // Counts only beside a share from the same class (admissions/page.tsx `sameClass`).
        let tests = c.school.reported?.testsView
        func count(_ path: String, _ n: Double?) -> String? {
            guard let n, AdmissionsScoreBands.sameClass(c, path) else { return nil }
            return "\(SiteFormat.num(n)) students"
        }
        if let sat {
            out.append(.ring(RingBlock(value: c.value(FieldPath.satSubmissionRate, sat, .pct), label: "submitted SAT",
                                       caption: count(FieldPath.satSubmissionRate, tests?.satSubmitters),
                                       term: "test-submission")))
        }
        if let act {
            out.append(.ring(RingBlock(value: c.value(FieldPath.actSubmissionRate, act, .pct), label: "submitted ACT",
                                       caption: count(FieldPath.actSubmissionRate, tests?.actSubmitters),
                                       term: "test-submission")))
        }
        if let sat, let act, sat < 0.5, act < 0.5 {
            out.append(ProfileBlocks.text("**Read with care:** fewer than half of enrolled students submitted either "
                + "test, so these ranges may run high. Learn about [test-optional](/glossary#test-optional) admissions."))
        } else {
            out.append(ProfileBlocks.text("At least half of students submitted a score, so the ranges are reasonably "
                + "representative."))
        }
        return out
    }

    /// The SAT total's median (lib/score-bands.ts `satTotalMedian`).
    static func satMedian(_ c: ProfileContext) -> Value? {
        ProfileFigures.satTotalMedian(c.school).map { c.value($0.path, $0.value, .int) }
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
}
