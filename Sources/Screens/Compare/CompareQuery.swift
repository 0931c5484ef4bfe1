import Domain
import QuadAPIModels

/// The query of a compare page (`?ids=&major=&income=&metric=&differences=`), read leniently: ids as the site reads
/// them (see ``CompareSelection``), and each control's value checked against what the page offers, a value it does
/// not know falling back to the default and listed in ``ignored``. Parameters of other pages are left alone.
public struct CompareQuery: Sendable, Hashable {
    /// The `ids` value (the first one given).
    public var ids: String = ""
    /// Academics: the two-digit CIP family asked for (validated against the families the colleges award).
    public var major: String?
    /// Cost: the family income of "net price at an income".
    public var income: Int = CompareQuery.defaultIncome
    /// Over time: the measure "Then & now" draws (nil: the first one with data).
    public var metric: String?
    /// All the numbers: leave out the rows where the colleges do not differ.
    public var differencesOnly = false
    /// Values set aside, in query order.
    public var ignored: [IgnoredParameter] = []

    /// The income slider: $0 to $400K in $5K steps, $150K by default.
    public static let incomes = stride(from: 0, through: 400_000, by: 5_000).map { $0 }
    public static let defaultIncome = 150_000

    /// A query for `ids` with every control at its default.
    public init(ids: String = "") {
        self.ids = ids
    }

    /// The parameters a compare page reads.
    static let parameters = ["ids", "major", "income", "metric", "differences"]

    /// Reads the query pairs in order for `page`; a control another page reads is left alone.
    public static func parse(_ items: [(name: String, value: String)], page: ComparePage) -> CompareQuery {
        var q = CompareQuery()
        var seen = Set<String>()
        let mine: Set<String> = switch page {
        case .academics: ["ids", "major"]
        case .cost: ["ids", "income"]
        case .history: ["ids", "metric"]
        case .table: ["ids", "differences"]
        default: ["ids"]
        }
        for (name, value) in items where mine.contains(name) {
            guard seen.insert(name).inserted else {
                q.ignored.append(IgnoredParameter(param: name, value: value, reason: "repeated",
                                                  message: "Given more than once; the first value is used."))
                continue
            }
            switch name {
            case "ids": q.ids = value
            case "major": q.major = value
            case "income":
                if let n = Int(value), incomes.contains(n) {
                    q.income = n
                } else {
                    q.ignored.append(IgnoredParameter(
                        param: name, value: value, reason: Int(value) == nil ? "not-a-number" : "unknown-value",
                        message: "Not an income the slider offers ($0 to $400K in $5K steps); showing $150K."))
                }
            case "metric": q.metric = value
            default:
                if value == "only" {
                    q.differencesOnly = true
                } else {
                    q.ignored.append(IgnoredParameter(param: name, value: value, reason: "unknown-value",
                                                      message: "Not a value of differences; showing every row."))
                }
            }
        }
        return q
    }
}
