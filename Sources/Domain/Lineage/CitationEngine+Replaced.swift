@_spi(Lineage) import QuadAPIModels

/// The parts of a citation that say what a college-reported value replaced and which document it came from.
struct CitationExtras {
    var replaces: Replaced?
    var sourceKind: String?
    var cdsEdition: String?
    var document: String?
}

extension CitationEngine {
    /// Replaced figures and document kind, applied in the site's order (a later rule wins over an earlier one).
    func citationExtras(_ path: String, _ def: FieldDefinition, record: LineageRecord?, school: School) -> CitationExtras {
        var extras = CitationExtras()
        extras.replaces = replacedFunnelValue(path, school: school)
        if record?.source == SourceKey.collegeSite, let edition = nonEmpty(record?.edition) {
            extras.sourceKind = "cds"
            extras.cdsEdition = edition
            extras.document = "Common Data Set \(edition)"
        } else if record?.source == SourceKey.collegeSite, let reported = school.reported?.admissions,
                  !Self.isIdentityPath(path) {
            extras.sourceKind = reported.sourceKind
        }
        applyNewestGroup(path, def, school: school, to: &extras)
        if let factor = replacedFactor(path, school: school) { extras.replaces = factor }
        if let test = replacedTest(path, school: school) { extras.replaces = test }
        return extras
    }

    /// Links, social accounts and the mark come from the college's home or admissions page, never from the
    /// admissions document named in `reported.admissions`.
    static func isIdentityPath(_ path: String) -> Bool {
        path.hasPrefix("links.") || path.hasPrefix("social.") || path.hasPrefix("brand.")
    }

    // MARK: - The admissions funnel

    /// The federal funnel value a college-reported one replaced (`admissions.federal`).
    private func replacedFunnelValue(_ path: String, school: School) -> Replaced? {
        let federal = school.admissions?.federal
        guard let federal, school.lineage?[path]?.source == SourceKey.collegeSite else { return nil }
        let value: Double?
        switch path {
        case FieldPath.applicants: value = federal.applicants
        case FieldPath.admitted: value = federal.admitted
        case FieldPath.enrolled: value = federal.enrolled
        case FieldPath.acceptanceRate: value = federal.acceptanceRate
        default: return nil
        }
        // A hand-imported CDS the funnel came from names its edition in the record on admissions.federal.
        let year = school.lineage?[FieldPath.federalAdmissions]?.year
            ?? federal.year.map { "Fall \($0)" } ?? vintageYear(VintageKey.ipedsAdmissions)
        return Replaced(value: value, year: year, label: nil, display: nil)
    }

    // MARK: - Admission factors and test blocks

    /// A federal factor answer a newer Common Data Set changed (`admissions.federal_factors`).
    private func replacedFactor(_ path: String, school: School) -> Replaced? {
        let prefix = "admissions.factors."
        guard path.hasPrefix(prefix), school.lineage?[path]?.source == SourceKey.collegeSite,
              let federal = school.admissions?.federalFactors
        else { return nil }
        let key = String(path.dropFirst(prefix.count))
        guard let answer = federal[key] else { return nil }
        let code = answer ?? "not_considered"
        let words = ["required": "required", "considered": "considered", "not_considered": "not considered"][code] ?? code
        return Replaced(value: nil, year: vintageYear(VintageKey.ipedsAdmissions), label: words, display: nil)
    }

    /// A test policy or score a newer Common Data Set block replaced (`admissions.federal_tests`).
    private func replacedTest(_ path: String, school: School) -> Replaced? {
        guard let kept = TestBlockField(path), school.lineage?[path]?.source == SourceKey.collegeSite,
              let block = kept.block(in: school.admissions?.federalTests)
        else { return nil }
        let year = block.records?[kept.key]?.year ?? vintageYear(VintageKey.ipedsAdmissions)
        return Replaced(value: block.number, year: year, label: nil, display: block.text)
    }
}

/// One field of a test block (`admissions.federal_tests`) and how its kept value reads.
private struct TestBlockField {
    /// The `admissions` key, e.g. `sat_math_25_75`.
    let key: String

    init?(_ path: String) {
        let keys: Set<String> = [
            "test_policy", "sat_reading_25_75", "sat_math_25_75", "sat_reading_median", "sat_math_median",
            "test_submission_rate_sat", "act_composite_25_75", "act_composite_median", "act_english_25_75",
            "act_math_25_75", "test_submission_rate_act",
        ]
        guard path.hasPrefix("admissions."), keys.contains(String(path.dropFirst("admissions.".count))) else { return nil }
        key = String(path.dropFirst("admissions.".count))
    }

    /// The kept value: a number when it is one, and its text ("not reported" when there was none).
    struct Kept {
        let number: Double?
        let text: String
        let records: [String: LineageRecord]?
    }

    func block(in tests: FederalTests?) -> Kept? {
        guard let tests else { return nil }
        switch key {
        case "test_policy":
            guard let p = tests.policy else { return nil }
            let text = p.testPolicy.map { Tiers.testPolicyLabel($0) ?? $0 } ?? "not reported"
            return Kept(number: nil, text: text, records: p.records)
        case "sat_reading_25_75", "sat_math_25_75", "sat_reading_median", "sat_math_median", "test_submission_rate_sat":
            guard let s = tests.sat else { return nil }
            return kept([
                "sat_reading_25_75": s.satReading25_75.map(KeptValue.range), "sat_math_25_75": s.satMath25_75.map(KeptValue.range),
                "sat_reading_median": s.satReadingMedian.map(KeptValue.number), "sat_math_median": s.satMathMedian.map(KeptValue.number),
                "test_submission_rate_sat": s.testSubmissionRateSAT.map(KeptValue.number),
            ], records: s.records)
        default:
            guard let a = tests.act else { return nil }
            return kept([
                "act_composite_25_75": a.actComposite25_75.map(KeptValue.range), "act_composite_median": a.actCompositeMedian.map(KeptValue.number),
                "act_english_25_75": a.actEnglish25_75.map(KeptValue.range), "act_math_25_75": a.actMath25_75.map(KeptValue.range),
                "test_submission_rate_act": a.testSubmissionRateACT.map(KeptValue.number),
            ], records: a.records)
        }
    }

    private enum KeptValue {
        case number(Double)
        case range(ScoreRange)
    }

    private func kept(_ values: [String: KeptValue?], records: [String: LineageRecord]?) -> Kept {
        switch values[key] ?? nil {
        case nil:
            return Kept(number: nil, text: "not reported", records: records)
        case let .range(r)?:
            return Kept(number: nil, text: JSNumber.string(r.lo) + "\u{2013}" + JSNumber.string(r.hi), records: records)
        case let .number(n)?:
            let text = key.hasPrefix("test_submission_rate")
                ? JSNumber.string(JSNumber.round(n * 100)) + "%"
                : JSNumber.string(n)
            return Kept(number: n, text: text, records: records)
        }
    }
}
