import QuadAPIModels

/// How a college reads a record, as far as Compare shows it: what it says matters most (its Common Data Set C7
/// ratings, else the federal admission factors), and how crowded the top GPA band is (C11) or, for a college that
/// reports weighted GPAs, that caveat instead. Plain sentences; nothing here is a score or a ranking.
public enum RecordReading {
    /// At this share of first-years in the top two GPA bands or more, a high GPA is "common here".
    public static let crowdedShare = 0.5

    /// A run of a sentence: plain, a figure (strong), a rating word (em), or a glossary term.
    public struct Part: Sendable, Hashable {
        public enum Style: Sendable, Hashable { case strong, em }
        public var text: String
        public var style: Style?
        public var term: String?

        public init(_ text: String, _ style: Style? = nil, term: String? = nil) {
            self.text = text
            self.style = style
            self.term = term
        }

        /// The run as markdown: `**62%**`, `*very important*`, `[weighted GPAs](/glossary#weighted-gpa)`.
        public var markdown: String {
            let styled = switch style {
            case .strong: "**\(text)**"
            case .em: "*\(text)*"
            case nil: text
            }
            return term.map { "[\(styled)](/glossary#\($0))" } ?? styled
        }
    }

    /// One sentence and the registered fields its figures come from.
    public struct Line: Sendable, Hashable {
        public var parts: [Part]
        public var fields: [String]
        /// A link after the sentence to where more of the same is on the page (the courses line's units table).
        public var href: String?

        public init(_ parts: [Part], fields: [String], href: String? = nil) {
            self.parts = parts
            self.fields = fields
            self.href = href
        }

        /// The sentence as plain text (Compare).
        public var text: String { parts.map(\.text).joined() }
        /// The sentence as markdown (the profile).
        public var markdown: String { parts.map(\.markdown).joined() }
    }

    /// What a compare card shows for one college: the short emphasis phrase, the top-band share, and whether the
    /// college reports weighted GPAs (which have no unweighted share). Nil when it has none of them.
    public struct Summary: Sendable, Hashable {
        public var emphasis: String?
        public var topShare: Double?
        public var weighted: Bool
    }

    private struct Factor {
        var key: String
        var name: String
        var short: String
        var plural: Bool
        var term: String? = nil
    }

    private static let c7Academic: [Factor] = [
        Factor(key: "rigor", name: "course rigor", short: "rigor", plural: false, term: "course-rigor"),
        Factor(key: "gpa", name: "GPA", short: "GPA", plural: false),
        Factor(key: "class_rank", name: "class rank", short: "rank", plural: false),
        Factor(key: "test_scores", name: "tests", short: "tests", plural: true),
    ]
    private static let c7Levels: [(level: String, words: String)] = [
        ("very_important", "very important"), ("important", "important"), ("considered", "considered"),
    ]
    private static let federalUses: [(use: String, words: String)] = [("required", "required"), ("considered", "considered")]

    /// The federal factors that bear on the academic record, with the college's use of each.
    private static func federalAcademic(_ f: SchoolAdmissions.AdmissionFactors) -> [(Factor, String?)] {
        [(Factor(key: "gpa", name: "GPA", short: "GPA", plural: false), f.gpa),
         (Factor(key: "hs_record", name: "the high school record", short: "school record", plural: false), f.hsRecord),
         (Factor(key: "class_rank", name: "class rank", short: "rank", plural: false), f.classRank),
         (Factor(key: "college_prep", name: "a college-prep program", short: "prep program", plural: false), f.collegePrep)]
    }

    static func capitalized(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }

    /// "A and B" for two, "A, B, and C" for more.
    static func join(_ names: [String]) -> String {
        names.count <= 2 ? names.joined(separator: " and ") : CompareWording.listNames(names)
    }

    /// The college's C7 ratings, when its Common Data Set has them.
    static func c7(_ s: School) -> JSONValue? { s.reported?.admissionProfile?.member("factors") }

    /// The emphasis sentence and its short form ("Rigor and GPA very important").
    public static func emphasis(_ s: School) -> (line: Line, short: String)? {
        var groups: [(names: [Factor], words: String)] = []
        var quantifier = false
        var fields: [String] = []
        if let c7 = c7(s) {
            let level = { (f: Factor) in c7.member(f.key).flatMap { v -> String? in
                if case let .string(x) = v { x } else { nil } } }
            let rated = c7Academic.filter { f in c7Levels.contains { $0.level == level(f) } }
            if !rated.isEmpty {
                groups = c7Levels.map { l in (rated.filter { level($0) == l.level }, l.words) }.filter { !$0.names.isEmpty }
                quantifier = true
                fields = rated.map { "reported.admission_profile.factors.\($0.key)" }
            }
        }
        if groups.isEmpty, let f = s.admissions?.factors {
            let academic = federalAcademic(f)
            groups = federalUses.map { u in (academic.filter { $0.1 == u.use }.map(\.0), u.words) }.filter { !$0.names.isEmpty }
            fields = ["admissions.factors"]
        }
        guard let top = groups.first else { return nil }
        var parts: [Part] = []
        for (i, g) in groups.enumerated() {
            if i > 0 { parts.append(Part("; ")) }
            for (j, f) in g.names.enumerated() {
                if j > 0 { parts.append(Part(j < g.names.count - 1 ? ", " : g.names.count == 2 ? " and " : ", and ")) }
                parts.append(Part(f.name, term: quantifier ? f.term : nil))
            }
            let plural = g.names.count > 1 || g.names[0].plural
            let both = quantifier && g.names.count > 1 ? (g.names.count == 2 ? "both " : "all ") : ""
            parts += [Part("\(plural ? " are " : " is ")\(both)"), Part(g.words, .em)]
        }
        parts.append(Part("."))
        parts[0].text = capitalized(parts[0].text)
        return (Line(parts, fields: fields), capitalized(join(top.names.map(\.short))) + " " + top.words)
    }

    /// First-years in the top two GPA bands (4.0 and 3.75–3.99), 0–1, and which column it reads; nil without bands.
    static func topBand(_ s: School) -> (share: Double, column: String)? {
        guard let bands = s.reported?.admissionProfile?.member("gpa")?.member("bands") else { return nil }
        for column in ["all", "with_test", "without_test"] {
            guard case let .array(items)? = bands.member(column), items.count == 9,
                  let a = items[0].number, let b = items[1].number
            else { continue }
            return (min(1, JSNumber.round((a + b) * 1e6) / 1e6), column)
        }
        return nil
    }

    /// A college whose GPAs run above 4.0 or that says they are weighted.
    public static func isWeighted(_ s: School) -> Bool {
        guard let gpa = s.reported?.admissionProfile?.member("gpa") else { return false }
        if case .string("weighted")? = gpa.member("scale") { return true }
        return (gpa.member("average")?.number ?? 0) > 4
    }

    /// The midpoint of each C11 band, the 4.0 band first (lib/planner/gpa-model.ts GPA_BAND_MIDPOINTS).
    static let bandMidpoints = [4.0, 3.875, 3.625, 3.375, 3.125, 2.75, 2.25, 1.5, 0.5]
    /// A weighted reporter whose band mean is at least this has piled its students into the top band.
    static let piledBandMean = 3.9

    /// The mean GPA of a college's C11 bands (`bandMean`): each band's share times its midpoint over the shares'
    /// total, reading everyone's column, else those who sent scores; nil unless that column has nine bands adding
    /// up to at least a half.
    static func bandMean(_ s: School) -> Double? {
        guard let bands = s.reported?.admissionProfile?.member("gpa")?.member("bands") else { return nil }
        for column in ["all", "with_test"] {
            guard case let .array(items)? = bands.member(column), items.count == 9 else { continue }
            let shares = items.map { $0.number ?? 0 }
            let weight = shares.reduce(0, +)
            guard weight >= 0.5 else { continue }
            return zip(shares, bandMidpoints).reduce(0) { $0 + $1.0 * $1.1 } / weight
        }
        return nil
    }

    /// The weighted reporter's caveat: "This college reports weighted GPAs (average 4.12), so its GPA figures can't
    /// show how crowded unweighted GPAs are.", or, when its bands' mean is 3.9 or more, "…, which pile most students
    /// into the top band; the bands can't show how crowded unweighted GPAs are."
    public static func weightedLine(_ s: School) -> Line? {
        guard isWeighted(s) else { return nil }
        var parts = [Part("This college reports "), Part("weighted GPAs", term: "weighted-gpa")]
        var fields: [String] = []
        if let average = s.reported?.admissionProfile?.member("gpa")?.member("average")?.number {
            parts += [Part(" (average "), Part(SiteFormat.fixed2(average), .strong), Part(")")]
            fields.append("reported.admission_profile.gpa.average")
        }
        if let mean = bandMean(s), mean >= piledBandMean {
            parts.append(Part(", which pile most students into the top band; the bands can't show how crowded "
                + "unweighted GPAs are."))
            fields.append("reported.admission_profile.gpa.bands.all")
        } else {
            parts.append(Part(", so its GPA figures can't show how crowded unweighted GPAs are."))
        }
        return Line(parts, fields: fields)
    }

    /// "62% of first-years had a 3.75 or higher, so a high GPA is common here."
    public static func crowdingLine(_ s: School) -> Line? {
        guard let (share, column) = topBand(s) else { return nil }
        let who = switch column {
        case "all": "of first-years"
        case "with_test": "of first-years who sent test scores"
        default: "of first-years who didn't send test scores"
        }
        var parts = [Part(SiteFormat.pct(share), .strong), Part(" \(who) had a 3.75 or higher")]
        if share >= crowdedShare {
            parts += [Part(", so "), Part("a high GPA is common here", term: "gpa-crowding")]
            if case let .string(rigor)? = c7(s)?.member("rigor"), rigor == "very_important" || rigor == "important" {
                parts.append(Part(" and rarely sets an applicant apart; the courses behind it carry more of the weight"))
            }
        }
        parts.append(Part("."))
        return Line(parts, fields: ["derived.gpa_top_share"])
    }

    /// The GPA sentence: the weighted reporter's caveat, else how crowded the top band is.
    public static func gpaLine(_ s: School) -> Line? { weightedLine(s) ?? crowdingLine(s) }

    /// The sentences Compare's Getting in page shows for a college: emphasis, then the GPA line.
    public static func lines(_ s: School) -> [Line] {
        [emphasis(s)?.line, gpaLine(s)].compactMap { $0 }
    }

    /// The compare card's glance for a college; nil when it has nothing to show.
    public static func summary(_ s: School) -> Summary? {
        let emphasis = emphasis(s)?.short
        let weighted = isWeighted(s)
        let share = weighted ? nil : topBand(s)?.share
        return emphasis == nil && share == nil && !weighted ? nil : Summary(emphasis: emphasis, topShare: share, weighted: weighted)
    }
}
