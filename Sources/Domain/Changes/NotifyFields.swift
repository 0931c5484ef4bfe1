/// The fields whose changes are reported to followers and on a profile's "what changed" panel (the site's
/// `NOTIFY_FIELDS`): the headline figures a family recognizes, in the registry's order, which is also the order a
/// college's changes are listed in.
public struct NotifyField: Sendable, Hashable {
    /// How a field's values are compared and written.
    public enum Unit: String, Sendable, Hashable {
        /// A share from 0 to 1.
        case percent
        /// Whole dollars.
        case dollars
        case count
        case ratio
        /// Words.
        case text

        /// The smallest difference that counts as a change (smaller ones are float noise): 0.1 points, $50, 1,
        /// 0.01, any.
        public var tolerance: Double {
            switch self {
            case .percent: 0.001
            case .dollars: 50
            case .count: 1
            case .ratio: 0.01
            case .text: 0
            }
        }
    }

    /// Dotted path in the college record.
    public let path: String
    public let unit: Unit
    /// Any change counts, whatever the tolerance or the derived-input rule (a rename).
    public let always: Bool
    /// How the value reads in a sentence, `{value}` standing for the formatted value; nil: the field's label.
    public let phrase: String?
    /// For an object value: the keys compared and shown, in order, with their words; other keys are ignored.
    public let keys: [(key: String, words: String)]

    init(_ path: String, _ unit: Unit, _ phrase: String?, always: Bool = false,
         keys: [(key: String, words: String)] = []) {
        self.path = path
        self.unit = unit
        self.phrase = phrase
        self.always = always
        self.keys = keys
    }

    /// The difference that counts for this field.
    public var tolerance: Double { always ? 0 : unit.tolerance }

    public static func == (a: NotifyField, b: NotifyField) -> Bool { a.path == b.path }
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }

    /// Every reported field, in order.
    public static let all: [NotifyField] = [
        NotifyField("name", .text, nil, always: true),
        NotifyField("admissions.applicants", .count, "{value} applied"),
        NotifyField("admissions.admitted", .count, "{value} admits"),
        NotifyField("admissions.acceptance_rate", .percent, "{value} admitted"),
        NotifyField("admissions.sat_reading_25_75", .count, "middle 50% SAT Reading & Writing {value}"),
        NotifyField("admissions.sat_math_25_75", .count, "middle 50% SAT Math {value}"),
        NotifyField("admissions.act_composite_25_75", .count, "middle 50% ACT composite {value}"),
        NotifyField("admissions.test_policy", .text, "{value}"),
        NotifyField("demographics.undergrad_enrollment", .count, "{value} undergraduates"),
        NotifyField("cost.sticker", .dollars, "sticker price {value}",
                    keys: [("in_state", "in-state"), ("out_of_state", "out-of-state")]),
        NotifyField("cost.aided_net_price", .dollars, "net price after grants {value}"),
        NotifyField("academics.student_faculty_ratio", .ratio, "student-to-faculty ratio {value}"),
        NotifyField("cost.avg_paid_all", .dollars, "average cost {value}"),
        NotifyField("outcomes.median_earnings_10yr", .dollars, "median earnings 10 years after entry {value}"),
        NotifyField("outcomes.graduation_rate", .percent, "graduation rate {value}"),
        NotifyField("outcomes.retention_rate", .percent, "{value} returned for a second year"),
        NotifyField("outcomes.median_debt", .dollars, "median debt at graduation {value}"),
    ]

    /// The reported field at `path`.
    public static let byPath: [String: NotifyField] = Dictionary(all.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })

    /// Position of each field in ``all``: the order changes are listed in (unknown fields last).
    public static func order(of path: String?) -> Int {
        path.flatMap { position[$0] } ?? 999
    }

    private static let position: [String: Int] = Dictionary(all.enumerated().map { ($1.path, $0) },
                                                            uniquingKeysWith: { a, _ in a })

    /// The kinds a digest e-mail lists (`disappeared` is shown on the profile only).
    public static let emailedKinds: Set<String> = ["new_year", "revised", "updated", "appeared"]
}
