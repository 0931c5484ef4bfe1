public import QuadAPIModels

/// One "Biggest movers" list (the site's `lib/movers.ts` `MOVER_LISTS`): what it measures, which way it ranks, the
/// floors a college must clear, who is left out, and its Explore link.
public struct MoverListDef: Sendable, Hashable {
    /// A floor: `series` ≥ `min` at the window's start, or at both ends.
    public struct Floor: Sendable, Hashable {
        /// A history series, or `entering_class`.
        public var series: String
        public var min: Double
        public var atBothEnds: Bool
    }

    public var key: String
    /// The palette token of its bars.
    public var color: String
    /// What happened, never "worst".
    public var title: String
    /// The measure, for the method line.
    public var measure: String
    /// Series measured.
    public var series: [String]
    public var kind: YearKind
    /// True for a points change of shares; false for a relative change (money after inflation).
    public var points: Bool
    /// True when the biggest increases rank first.
    public var up: Bool
    public var floors: [Floor]
    /// Only these control types (publics for out-of-state students).
    public var types: [String]?
    /// Growth lists leave out for-profits and online-first colleges.
    public var campusBased: Bool
    /// A decline list: the page says smaller can be deliberate.
    public var decline: Bool
    /// Count series whose endpoint jumps flag a reporting error.
    public var jumpKeys: [String]
    /// The floor in words, the window's first year added by the page.
    public var floorText: String
    public var term: String
    /// "See all in Explore": the same ten-year sort with the same floors.
    public var explore: (sortBy: String, sortDir: String, params: [(String, String)])?

    public static func == (a: MoverListDef, b: MoverListDef) -> Bool { a.key == b.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// The Explore link (ten-year sort, table view, the list's floors plus `extra`), or nil when Explore has none.
    public func exploreHref(extra: [(String, String)] = []) -> String? {
        guard let e = explore else { return nil }
        let pairs = [("sortBy", e.sortBy), ("sortDir", e.sortDir), ("view", "table")] + e.params + extra
        return "/explore?" + pairs.map { "\($0.0)=\(Self.formEncode($0.1))" }.joined(separator: "&")
    }

    /// `URLSearchParams` encoding of a value (commas become `%2C`).
    static func formEncode(_ s: String) -> String {
        var out = ""
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."),
                 UInt8(ascii: "*"):
                out.unicodeScalars.append(UnicodeScalar(b))
            case UInt8(ascii: " "): out += "+"
            default: out += "%" + String(b, radix: 16, uppercase: true)
            }
        }
        return out
    }
}

/// The ten lists, in page order, and the rules every list shares.
public enum MoverListCatalog {
    /// Every list leaves out colleges under this many undergraduates in the newest fall.
    public static let stillOpenMinUndergrads = 300.0
    /// An endpoint more than this many times the year next to it is a reporting jump.
    public static let jumpFactor = 3.0
    /// Jumps on bases under this are ignored.
    public static let jumpMinBase = 50.0
    /// Entries kept per list (plus ties) and shown before "Show 25".
    public static let kept = 25
    public static let shown = 10
    /// The windows, ten years first (the default).
    public static let windows = [10, 5]
    /// The lists the /trends hub features, first five rows of each.
    public static let featured = ["applications-surged", "harder-to-get-into", "pay-less"]
    /// The lists a state page shows.
    public static let stateLists = ["applications-surged", "grew-most", "pay-less"]

    /// Why colleges that cleared the floors were left out, in the method line's order, with its words.
    public static let exclusions: [(key: String, label: String)] = [
        ("closed-or-merged", "closed, merged, or reorganized campuses"),
        ("under-300", "colleges under 300 undergraduates today"),
        ("for-profit", "for-profit colleges"),
        ("online-first", "online-first colleges"),
        ("reporting-jump", "figures that jumped more than threefold in a year at either end"),
    ]

    private typealias F = MoverListDef.Floor

    public static let all: [MoverListDef] = [
        MoverListDef(key: "applications-surged", color: "admissions", title: "Applications surged",
                     measure: "Applicants, % change", series: ["applicants"], kind: .fall, points: false, up: true,
                     floors: [F(series: "applicants", min: 2000, atBothEnds: false)], types: nil, campusBased: true,
                     decline: false, jumpKeys: ["applicants"], floorText: "2,000+ applicants", term: "applicants",
                     explore: ("apps_change", "desc", [("minApplicants", "2000")])),
        MoverListDef(key: "harder-to-get-into", color: "admissions", title: "Got much harder to get into",
                     measure: "Acceptance rate, points", series: ["acceptance_rate"], kind: .fall, points: true, up: false,
                     floors: [F(series: "applicants", min: 2000, atBothEnds: false)], types: nil, campusBased: false,
                     decline: false, jumpKeys: ["applicants", "admitted"], floorText: "2,000+ applicants",
                     term: "acceptance-rate", explore: ("admit_rate_change", "asc", [("minApplicants", "2000")])),
        MoverListDef(key: "easier-to-get-into", color: "admissions", title: "Got much easier to get into",
                     measure: "Acceptance rate, points", series: ["acceptance_rate"], kind: .fall, points: true, up: true,
                     floors: [F(series: "applicants", min: 2000, atBothEnds: false)], types: nil, campusBased: false,
                     decline: false, jumpKeys: ["applicants", "admitted"], floorText: "2,000+ applicants",
                     term: "acceptance-rate", explore: ("admit_rate_change", "desc", [("minApplicants", "2000")])),
        MoverListDef(key: "grew-most", color: "size", title: "Grew the most", measure: "Undergraduates, % change",
                     series: ["undergrads"], kind: .fall, points: false, up: true,
                     floors: [F(series: "undergrads", min: 1000, atBothEnds: false)], types: nil, campusBased: true,
                     decline: false, jumpKeys: ["undergrads"], floorText: "1,000+ undergraduates",
                     term: "undergrad-enrollment",
                     explore: ("size_change", "desc", [("minUndergrads", "1000"), ("types", "public,private-nonprofit")])),
        MoverListDef(key: "shrank-most", color: "size", title: "Shrank the most", measure: "Undergraduates, % change",
                     series: ["undergrads"], kind: .fall, points: false, up: false,
                     floors: [F(series: "undergrads", min: 1000, atBothEnds: false)], types: nil, campusBased: false,
                     decline: true, jumpKeys: ["undergrads"], floorText: "1,000+ undergraduates",
                     term: "undergrad-enrollment", explore: ("size_change", "asc", [("minUndergrads", "1000")])),
        MoverListDef(key: "pay-less", color: "value", title: "Students pay much less",
                     measure: "Average total cost, % change after inflation", series: ["avg_paid_all"], kind: .academic,
                     points: false, up: false,
                     floors: [F(series: "undergrads", min: 1000, atBothEnds: false),
                              F(series: "avg_paid_all", min: 5000, atBothEnds: false)], types: nil, campusBased: false,
                     decline: false, jumpKeys: ["avg_paid_all"],
                     floorText: "1,000+ undergraduates and an average cost over $5,000", term: "average-cost",
                     explore: ("avg_cost_change", "asc", [("minUndergrads", "1000")])),
        MoverListDef(key: "pay-more", color: "value", title: "Students pay much more",
                     measure: "Average total cost, % change after inflation", series: ["avg_paid_all"], kind: .academic,
                     points: false, up: true,
                     floors: [F(series: "undergrads", min: 1000, atBothEnds: false),
                              F(series: "avg_paid_all", min: 5000, atBothEnds: false)], types: nil, campusBased: false,
                     decline: false, jumpKeys: ["avg_paid_all"],
                     floorText: "1,000+ undergraduates and an average cost over $5,000", term: "average-cost",
                     explore: ("avg_cost_change", "desc", [("minUndergrads", "1000")])),
        MoverListDef(key: "grad-rate-climbed", color: "scores", title: "Graduation rate climbed",
                     measure: "6-year graduation rate, points", series: ["grad_rate"], kind: .cohort, points: true,
                     up: true,
                     floors: [F(series: "undergrads", min: 1000, atBothEnds: false),
                              F(series: "entering_class", min: 200, atBothEnds: true)], types: nil, campusBased: false,
                     decline: false, jumpKeys: [],
                     floorText: "1,000+ undergraduates when the first class entered and 200+ students in both entering classes",
                     term: "graduation-rate", explore: nil),
        MoverListDef(key: "more-out-of-state", color: "diversity", title: "More students from out of state",
                     measure: "First-years from other states, points (public colleges)", series: ["out_of_state_share"],
                     kind: .fall, points: true, up: true, floors: [F(series: "enrolled", min: 500, atBothEnds: false)],
                     types: ["public"], campusBased: false, decline: false, jumpKeys: ["enrolled"],
                     floorText: "500+ enrolled first-years", term: "in-state-student", explore: nil),
        MoverListDef(key: "pell-gap-closed", color: "access", title: "Pell gap closed most",
                     measure: "Graduation rate, students with neither Pell nor a subsidized loan minus Pell recipients, points",
                     series: ["grad_rate_pell", "grad_rate_no_pell_no_loan"], kind: .cohort, points: true, up: false,
                     floors: [F(series: "grad_cohort_pell", min: 100, atBothEnds: true),
                              F(series: "grad_cohort_no_pell_no_loan", min: 100, atBothEnds: true)], types: nil,
                     campusBased: false, decline: false, jumpKeys: [],
                     floorText: "100+ Pell recipients and 100+ students with neither in both entering classes",
                     term: "pell-graduation-gap", explore: nil),
    ]

    /// The list with this key.
    public static func list(_ key: String) -> MoverListDef? {
        all.first { $0.key == key }
    }
}
