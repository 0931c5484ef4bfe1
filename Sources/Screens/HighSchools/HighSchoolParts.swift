import Domain
import QuadAPIModels

/// The sections of a high school's screen, each value cited and set against the state median where one exists.
struct HighSchoolParts {
    let school: HighSchool
    /// The state's medians over its public high schools.
    let medians: [String: Double?]
    let report: HighSchoolStateFile.Values?
    var citer: HighSchoolCiter
    let snapshot: DatasetSnapshot

    enum Kind { case count, share, stateShare, ratio }

    /// Why a figure has no number, as the site words it in the number's place (`hsValueText`, `shareText`): "Fewer
    /// than 5" or "Not reported (suppressed for privacy)" when the source hid it, else "Not reported".
    static func missingText(suppressed: Bool, kind: Kind) -> String {
        if !suppressed { return "Not reported" }
        return kind == .count ? "Fewer than 5" : "Not reported (suppressed for privacy)"
    }

    /// The format the site prints each kind in: counts with separators, shares whole (`shareText`), state-report
    /// shares `pctSmart`, the ratio with one decimal ("15.3:1").
    static func format(_ kind: Kind) -> FormatKind {
        switch kind {
        case .count: .num
        case .share: .pct
        case .stateShare: .pctSmart
        case .ratio: .ratio1
        }
    }

    /// One figure: a benchmark against the state median when the state has one, else a tile. A figure without a
    /// number is a tile whose number prints "–" with the site's words for why as its hint.
    mutating func figure(_ path: String, _ label: String, _ v: Double?, suppressed: Bool, kind: Kind, term: String? = nil,
                         tiles: inout [StatTile], bars: inout [Block]) {
        let value = citer.value(path, v, format: Self.format(kind))
        guard v != nil else {
            tiles.append(StatTile(label: label, value: value, hint: Self.missingText(suppressed: suppressed, kind: kind), term: term))
            return
        }
        if let m = medians[path] ?? nil {
            // The state median prints like the school's figure, except shares, which print pctSmart.
            let median = citer.median(path, m, format: kind == .share ? .pctSmart : Self.format(kind))
            bars.append(.benchmarkBar(BenchmarkBarBlock(value: value, median: median, label: label, term: term)))
        } else {
            tiles.append(StatTile(label: label, value: value, term: term))
        }
    }

    static func section(_ heading: String, anchor: String, note: String?, tiles: [StatTile], bars: [Block]) -> [Block] {
        var out: [Block] = [.heading(HeadingBlock(level: 2, text: heading, anchor: anchor))]
        if let note { out.append(.text(TextBlock(markdown: note))) }
        if !tiles.isEmpty { out.append(.statTiles(StatTilesBlock(tiles: tiles))) }
        return out + bars
    }

    func stateValue(_ f: String) -> Double? { report?.shares[f] ?? nil }
    func stateSuppressed(_ f: String) -> Bool { report?.suppressed.contains(f) ?? false }

    mutating func enrollment() -> [Block] {
        var tiles: [StatTile] = [], bars: [Block] = []
        figure("enrollment.total", "Enrollment", school.enrollment?.total, suppressed: school.isSuppressed("enrollment.total"),
               kind: .count, tiles: &tiles, bars: &bars)
        figure("student_teacher_ratio", "Student-to-teacher ratio", school.studentTeacherRatio,
               suppressed: school.isSuppressed("student_teacher_ratio"), kind: .ratio, term: "student-teacher-ratio",
               tiles: &tiles, bars: &bars)
        figure("frl_share", "Free or reduced-price lunch", school.frlShare, suppressed: school.isSuppressed("frl_share"),
               kind: .share, term: "free-reduced-lunch", tiles: &tiles, bars: &bars)
        return (tiles.isEmpty ? [] : [.statTiles(StatTilesBlock(tiles: tiles))]) + bars
    }

    /// A share of two rigor counts; suppressed when either count was.
    func share(_ a: Double?, _ b: Double?) -> Double? {
        guard let a, let b, b > 0 else { return nil }
        return a / b
    }

    mutating func rigor() -> [Block] {
        let r = school.rigor, s = school
        let sup = { (k: String) in s.isSuppressed("rigor.\(k)") }
        let derived: [(path: String, label: String, value: Double?, suppressed: Bool)] = [
            ("derived.ap_enrolled_share", "Students in an AP course", share(r?.apEnrolled, r?.enrollment), sup("ap_enrolled")),
            ("derived.ap_pass_share", "AP exam takers who passed one", share(r?.apPassedSome, r?.apExamTakers),
             sup("ap_passed_some") || sup("ap_exam_takers")),
            ("derived.ib_enrolled_share", "Students in the IB Diploma Programme", share(r?.ibEnrolled, r?.enrollment), sup("ib_enrolled")),
            ("derived.dual_enrolled_share", "Students in dual enrollment", share(r?.dualEnrolled, r?.enrollment), sup("dual_enrolled")),
        ]
        let has = r?.apCourses != nil || sup("ap_courses") || derived.contains { $0.value != nil || $0.suppressed }
        guard has else {
            let note = school.isPublic ? "Not yet reported for this school."
                : "Private schools don't report AP/IB access through the federal Civil Rights Data Collection."
            return Self.section("Rigor", anchor: "rigor", note: note, tiles: [], bars: [])
        }
        var tiles: [StatTile] = [], bars: [Block] = []
        figure("rigor.ap_courses", "AP courses offered", r?.apCourses, suppressed: sup("ap_courses"), kind: .count,
               term: "ap-access", tiles: &tiles, bars: &bars)
        let terms = ["ap-access", "ap-access", "ib-program", "dual-enrollment"]
        for (i, d) in derived.enumerated() {
            // The CRDC stopped collecting AP exam results: shown only when the school has the figure.
            if d.path == "derived.ap_pass_share", d.value == nil, !d.suppressed { continue }
            figure(d.path, d.label, d.value, suppressed: d.suppressed, kind: .share, term: terms[i], tiles: &tiles, bars: &bars)
        }
        if let v = stateValue("ap_pass_rate") {
            figure("state.ap_pass_rate", "AP pass rate (state report)", v, suppressed: false, kind: .stateShare,
                   term: "ap-access", tiles: &tiles, bars: &bars)
        }
        return Self.section("Rigor", anchor: "rigor", note: nil, tiles: tiles, bars: bars)
    }

    static let outcomeFields: [(field: String, label: String, term: String)] = [
        ("college_going_rate", "College-going rate", "college-going-rate"),
        ("ela_proficiency", "Reading/ELA proficiency", "state-proficiency"),
        ("math_proficiency", "Math proficiency", "state-proficiency"),
        ("chronic_absence", "Chronic absence", "chronic-absence"),
    ]

    mutating func outcomes() -> [Block] {
        let present = Self.outcomeFields.filter { stateValue($0.field) != nil || stateSuppressed($0.field) }
        guard school.gradRate != nil || !present.isEmpty else {
            return Self.section("Outcomes", anchor: "outcomes", note: "Not yet reported for this school.", tiles: [], bars: [])
        }
        var tiles: [StatTile] = [], bars: [Block] = []
        if school.gradRate != nil || school.isPublic {
            gradRate(&tiles, &bars)
        }
        for f in present {
            figure("state.\(f.field)", f.label, stateValue(f.field), suppressed: stateSuppressed(f.field), kind: .stateShare,
                   term: f.term, tiles: &tiles, bars: &bars)
        }
        var out = Self.section("Outcomes", anchor: "outcomes", note: nil, tiles: tiles, bars: bars)
        if let trend = classTrend() { out += trend }
        return out
    }

    /// The four-year graduation rate as the site's `gradRateText` prints it: an exact rate (`pctSmart`, against the
    /// state median), a published range ("90–94%": a tile whose value is the low end and `upper` the high end, whole
    /// percents, never a midpoint), or no number with why ("Fewer than 5 in the cohort", "Not reported") as the hint.
    mutating func gradRate(_ tiles: inout [StatTile], _ bars: inout [Block]) {
        let label = "Four-year graduation rate", term = "adjusted-cohort-graduation-rate"
        let g = school.gradRate, suppressed = school.isSuppressed("grad_rate")
        if g?.value == nil, let lo = g?.low, let hi = g?.high {
            tiles.append(StatTile(label: label, value: citer.value("grad_rate", lo, format: .pct),
                                  upper: citer.value("grad_rate", hi, format: .pct), term: term))
        } else if g?.value == nil {
            tiles.append(StatTile(label: label, value: citer.value("grad_rate", nil, format: .pctSmart),
                                  hint: g != nil && suppressed ? "Fewer than 5 in the cohort" : "Not reported", term: term))
        } else {
            figure("grad_rate", label, g?.value, suppressed: suppressed, kind: .stateShare, term: term, tiles: &tiles, bars: &bars)
        }
    }
}
