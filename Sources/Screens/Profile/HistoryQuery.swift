import Domain
import QuadAPIModels

/// The Over time page's query (`?group=&range=&dollars=&median=&rate=`), read leniently: an unknown or repeated
/// value falls back to the default and is listed in ``ignored``, so every site URL opens.
public struct HistoryQuery: Sendable, Hashable {
    /// Ten years ending with the latest, or every year.
    public enum Range: String, Sendable, Hashable { case ten = "10", all }
    /// After inflation (CPI-U) or as reported.
    public enum Dollars: String, Sendable, Hashable { case real, nominal }
    /// Which full price a public college's cost chart draws.
    public enum Residency: String, Sendable, Hashable { case blended, `in`, out }
    /// Graduation by group: each entering class, or 3-class averages.
    public enum Graduation: String, Sendable, Hashable { case each, avg }

    /// The group asked for (nil: none, or one that does not exist).
    public var group: HistoryGroup?
    /// The raw `group` value, when one was given.
    public var groupValue: String?
    /// Years shown.
    public var range: Range = .ten
    /// How money is shown.
    public var dollars: Dollars = .real
    /// Whether the national middle half and median are drawn.
    public var median = true
    /// Which full price the cost chart draws (public colleges).
    public var rate: Residency = .blended
    /// How the Outcomes group's graduation-by-group charts read (OverTime's "Each class" / "3-class average").
    public var grad: Graduation = .each
    /// Values set aside, in query order.
    public var ignored: [IgnoredParameter] = []

    /// A query with the given choices and nothing ignored.
    public init(group: HistoryGroup? = nil, range: Range = .ten, dollars: Dollars = .real, median: Bool = true,
                rate: Residency = .blended, grad: Graduation = .each) {
        self.group = group
        groupValue = group?.rawValue
        self.range = range
        self.dollars = dollars
        self.median = median
        self.rate = rate
        self.grad = grad
    }

    /// The parameters this page reads.
    public static let parameters = ["group", "range", "dollars", "median", "rate", "grad"]

    /// Reads the query pairs in order; other parameter names are not this page's and are left alone.
    public static func parse(_ items: [(name: String, value: String)]) -> HistoryQuery {
        var q = HistoryQuery()
        var seen = Set<String>()
        for (name, value) in items where parameters.contains(name) {
            guard seen.insert(name).inserted else {
                q.ignored.append(IgnoredParameter(param: name, value: value, reason: "repeated",
                                                  message: "Given more than once; the first value is used."))
                continue
            }
            switch name {
            case "group":
                q.groupValue = value
                if let g = HistoryGroup(rawValue: value) {
                    q.group = g
                } else {
                    q.ignored.append(IgnoredParameter(param: name, value: value, reason: "unknown-value",
                                                      message: "Not a group; showing the first group this college has."))
                }
            case "range":
                if let r = Range(rawValue: value) { q.range = r } else { q.ignored.append(unknown(name, value, "10 years")) }
            case "dollars":
                if let d = Dollars(rawValue: value) { q.dollars = d } else { q.ignored.append(unknown(name, value, "after inflation")) }
            case "median":
                switch value {
                case "on": q.median = true
                case "off": q.median = false
                default: q.ignored.append(unknown(name, value, "the national median on"))
                }
            case "grad":
                if let g = Graduation(rawValue: value) { q.grad = g } else { q.ignored.append(unknown(name, value, "each class")) }
            default:
                if let r = Residency(rawValue: value) { q.rate = r } else { q.ignored.append(unknown(name, value, "all students")) }
            }
        }
        return q
    }

    static func unknown(_ name: String, _ value: String, _ fallback: String) -> IgnoredParameter {
        IgnoredParameter(param: name, value: value, reason: "unknown-value", message: "Not a value of \(name); showing \(fallback).")
    }

    /// The page's site URL for `group` with these controls (defaults left out, parameters in a fixed order). `grad`
    /// is the app's own: the site keeps that choice in the page, not the URL.
    func href(_ id: String, group: HistoryGroup, range: Range? = nil, dollars: Dollars? = nil, median: Bool? = nil,
              rate: Residency? = nil, grad: Graduation? = nil) -> String {
        var parts: [String] = []
        if group != HistoryGroup.defaultGroup { parts.append("group=\(group.rawValue)") }
        if (range ?? self.range) == .all { parts.append("range=all") }
        if (dollars ?? self.dollars) == .nominal { parts.append("dollars=nominal") }
        if !(median ?? self.median) { parts.append("median=off") }
        let r = rate ?? self.rate
        if r != .blended { parts.append("rate=\(r.rawValue)") }
        if (grad ?? self.grad) == .avg { parts.append("grad=avg") }
        return "/schools/\(id)/history" + (parts.isEmpty ? "" : "?" + parts.joined(separator: "&"))
    }
}
