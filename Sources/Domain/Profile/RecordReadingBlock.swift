import QuadAPIModels

/// "How {college} reads a record" at the top of the profile's "What they look at" (the site's
/// components/school/ReadingTheRecord with lib/chances/reading.ts): the sentences ``RecordReading`` writes for
/// Compare, then what the college does with test scores, class rank, and the courses it expects. Shown only with two
/// sentences or more. (The site's line about the intended major needs per-major admission records, which the
/// dataset does not carry.)
public enum RecordReadingBlock {
    /// "Scores aren't read." and the other policy sentences.
    static let policySentences = [
        "required": "Scores are required.", "required-some": "Scores are required for some applicants.",
        "recommended": "Scores are recommended.", "considered": "Scores are optional.",
        "not-considered": "Scores aren't read.",
    ]
    /// A rank is quoted only when at least this share of first-years came from a high school that ranks.
    static let rankMinSubmitted = 0.15
    /// "Most first-years were admitted without scores" needs the SAT and ACT shares to add to less than this.
    static let mostlyNoScoresBelow = 0.5
    /// Subjects in the order ties are broken; the four core subjects.
    static let subjects: [(key: String, name: String, units: @Sendable (CdsHsPrep.Units) -> Double?)] = [
        ("math", "math", { $0.math }), ("science", "science", { $0.science }), ("english", "English", { $0.english }),
        ("social_studies", "social studies", { $0.socialStudies }),
        ("foreign_language", "foreign language", { $0.foreignLanguage }), ("history", "history", { $0.history }),
    ]
    static let core = ["english", "math", "science", "social_studies"]

    /// The block's title and its sentences, or nil with fewer than two.
    public static func of(_ s: School) -> (title: String, lines: [RecordReading.Line])? {
        let lines = [RecordReading.emphasis(s)?.line, RecordReading.gpaLine(s), tests(s), rank(s), courses(s)]
            .compactMap { $0 }
        guard lines.count >= 2 else { return nil }
        return ("How \(SchoolShortName.of(id: s.unitID, name: s.name)) reads a record", lines)
    }

    typealias Part = RecordReading.Part

    /// The test policy's sentence and who sent scores: "Scores are optional. 45% of first-years sent an SAT and 24% an
    /// ACT."; for a test-blind college only "Scores aren't read.".
    public static func tests(_ s: School) -> RecordReading.Line? {
        let a = s.admissions
        let policy = a?.testPolicy
        let c7Tests = s.reported?.admissionProfileView?.factors?["test_scores"] ?? nil
        if policy == "not-considered" || (policy == nil && c7Tests == "not_considered") {
            return RecordReading.Line([Part(policySentences["not-considered"] ?? "")], fields: [
                policy == nil ? "reported.admission_profile.factors.test_scores" : FieldPath.testPolicy])
        }
        var parts: [Part] = []
        var fields: [String] = []
        if let policy, let sentence = policySentences[policy] {
            parts.append(Part(sentence))
            fields.append(FieldPath.testPolicy)
        }
        let sat = a?.testSubmissionRateSAT, act = a?.testSubmissionRateACT
        if sat != nil || act != nil {
            if !parts.isEmpty { parts.append(Part(" ")) }
            if let sat, let act {
                parts += [Part(SiteFormat.pct(sat), .strong), Part(" of first-years sent an SAT and "),
                          Part(SiteFormat.pct(act), .strong), Part(" an ACT.")]
            } else if let sat {
                parts += [Part(SiteFormat.pct(sat), .strong), Part(" of first-years sent an SAT.")]
            } else if let act {
                parts += [Part(SiteFormat.pct(act), .strong), Part(" of first-years sent an ACT.")]
            }
            if sat != nil { fields.append(FieldPath.satSubmissionRate) }
            if act != nil { fields.append(FieldPath.actSubmissionRate) }
            if policy == "considered", let sat, let act, sat + act < mostlyNoScoresBelow {
                parts.append(Part(" Most first-years were admitted without scores."))
            }
        }
        return parts.isEmpty ? nil : RecordReading.Line(parts, fields: fields)
    }

    /// Class rank, only when the college's own C7 rating considers it: "Of the 40% whose high school reported a rank,
    /// 30% were in the top tenth."; for a college that doesn't consider it, that it doesn't lean on it.
    public static func rank(_ s: School) -> RecordReading.Line? {
        let profile = s.reported?.admissionProfileView
        let c7 = profile?.factors?["class_rank"] ?? nil
        if let c7, c7 != "not_considered", let cr = profile?.classRank, let submitted = cr.submittedShare,
           submitted >= rankMinSubmitted
        {
            let tenth = cr.topTenth != nil
            guard let share = cr.topTenth ?? cr.topQuarter else { return nil }
            let base = "reported.admission_profile.class_rank."
            return RecordReading.Line([
                Part("Of the "), Part(SiteFormat.pct(submitted), .strong), Part(" whose high school reported a rank, "),
                Part(SiteFormat.pct(share), .strong), Part(" were in the top \(tenth ? "tenth" : "quarter")."),
            ], fields: [base + "submitted_share", base + (tenth ? "top_tenth" : "top_quarter")])
        }
        guard c7 == "not_considered" else { return nil }
        return RecordReading.Line([Part("Most high schools no longer rank; this college doesn't lean on it.")],
                                  fields: ["reported.admission_profile.factors.class_rank"])
    }

    static func years(_ n: Double) -> String { n == 1 ? "1 year" : "\(JSNumber.string(n)) years" }

    /// The courses expected (C5): where the college recommends the most beyond what it requires, the two subjects with
    /// the biggest gaps; otherwise the core subjects at the years recommended, else required.
    public static func courses(_ s: School) -> RecordReading.Line? {
        guard let h = s.reported?.hsPrepView, h.unitsRequired != nil || h.unitsRecommended != nil else { return nil }
        let req = h.unitsRequired, rec = h.unitsRecommended
        let path = "reported.admissions_hs_prep."
        let href = "#hs-prep"
        let gaps = subjects.enumerated().compactMap { i, subject -> (index: Int, name: String, req: Double?, rec: Double, gap: Double)? in
            let required = req.flatMap(subject.units)
            guard let r = rec.flatMap(subject.units), r > (required ?? 0) else { return nil }
            return (i, subject.name, required, r, r - (required ?? 0))
        }.sorted { $0.gap != $1.gap ? $0.gap > $1.gap : $0.index < $1.index }
        if !gaps.isEmpty {
            let two = Array(gaps.prefix(2))
            let names = two.map(\.name)
            let same = two.count == 1 || two[0].rec == two[1].rec
            var text = same ? "Recommends \(years(two[0].rec)) of \(RecordReading.join(names))"
                : "Recommends \(years(two[0].rec)) of \(names[0]) and \(JSNumber.string(two[1].rec)) of \(names[1])"
            let required = two.compactMap { g in g.req.flatMap { $0 > 0 ? $0 : nil } }
            if required.count == two.count {
                text += required.allSatisfy({ $0 == required[0] })
                    ? (two.count > 1 ? " (\(JSNumber.string(required[0])) of each required)"
                        : " (\(JSNumber.string(required[0])) required)")
                    : " (\(RecordReading.join(required.map(JSNumber.string))) required)"
            }
            return RecordReading.Line([Part(text + ".")],
                                      fields: [path + "units_recommended"] + (required.isEmpty ? [] : [path + "units_required"]),
                                      href: href)
        }
        for (verb, units, field) in [("Recommends", rec, "units_recommended"), ("Requires", req, "units_required")] {
            let shown = core.compactMap { key -> (Double, String)? in
                guard let subject = subjects.first(where: { $0.key == key }), let n = units.flatMap(subject.units), n > 0
                else { return nil }
                return (n, subject.name)
            }
            guard shown.count >= 2 else { continue }
            let items = shown.enumerated().map { i, x in i == 0 ? "\(years(x.0)) of \(x.1)" : "\(JSNumber.string(x.0)) of \(x.1)" }
            return RecordReading.Line([Part("\(verb) \(RecordReading.join(items)).")], fields: [path + field], href: href)
        }
        return nil
    }
}
