import QuadAPIModels

/// How a college reads a record, as far as Compare shows it: what it says matters most (its Common Data Set C7
/// ratings, else the federal admission factors), and how crowded the top GPA band is (C11) or, for a college that
/// reports weighted GPAs, that caveat instead. Plain sentences; nothing here is a score or a ranking.
public enum RecordReading {
    /// At this share of first-years in the top two GPA bands or more, a high GPA is "common here".
    public static let crowdedShare = 0.5

    /// One sentence and the registered fields its figures come from.
    public struct Line: Sendable, Hashable {
        public var text: String
        public var fields: [String]
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
    }

    private static let c7Academic: [Factor] = [
        Factor(key: "rigor", name: "course rigor", short: "rigor", plural: false),
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
        let text = groups.map { g -> String in
            let plural = g.names.count > 1 || g.names[0].plural
            let both = quantifier && g.names.count > 1 ? (g.names.count == 2 ? "both " : "all ") : ""
            return "\(CompareWording.listNames(g.names.map(\.name)))\(plural ? " are " : " is ")\(both)\(g.words)"
        }.joined(separator: "; ")
        return (Line(text: capitalized(text) + ".", fields: fields),
                capitalized(join(top.names.map(\.short))) + " " + top.words)
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

    /// "62% of first-years had a 3.75 or higher, so a high GPA is common here." or the weighted reporter's caveat.
    public static func gpaLine(_ s: School) -> Line? {
        if isWeighted(s) {
            var text = "This college reports weighted GPAs"
            var fields: [String] = []
            if let average = s.reported?.admissionProfile?.member("gpa")?.member("average")?.number {
                text += " (average \(SiteFormat.fixed2(average)))"
                fields.append("reported.admission_profile.gpa.average")
            }
            return Line(text: text + ", so its GPA figures can't show how crowded unweighted GPAs are.", fields: fields)
        }
        guard let (share, column) = topBand(s) else { return nil }
        let who = switch column {
        case "all": "of first-years"
        case "with_test": "of first-years who sent test scores"
        default: "of first-years who didn't send test scores"
        }
        var text = "\(SiteFormat.pct(share)) \(who) had a 3.75 or higher"
        if share >= crowdedShare {
            text += ", so a high GPA is common here"
            if case let .string(rigor)? = c7(s)?.member("rigor"), rigor == "very_important" || rigor == "important" {
                text += " and rarely sets an applicant apart; the courses behind it carry more of the weight"
            }
        }
        return Line(text: text + ".", fields: ["derived.gpa_top_share"])
    }

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
