/// The words comparative takeaways are built from: name lists, "both" and "all three", the sentence rule, and who
/// leads on a figure as it is printed.
public enum CompareWording {
    /// "zero" … "ten".
    static let numberWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// The longest sentence a card takes, in UTF-16 code units (as the site measures); a later clause that would
    /// pass it is left out.
    public static let maxLength = 170

    /// "Harvard", "Harvard and UCLA", "Harvard, UCLA, and Ohio State".
    public static func listNames(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        if names.count == 2 { return "\(names[0]) and \(names[1])" }
        return names.dropLast().joined(separator: ", ") + ", and " + names[names.count - 1]
    }

    /// Clauses that themselves contain "and": "A leads at X and Y, and B at Z".
    static func listClauses(_ parts: [String]) -> String {
        guard parts.count > 1 else { return parts.first ?? "" }
        return parts.dropLast().joined(separator: ", ") + ", and " + parts[parts.count - 1]
    }

    /// "both", "all three", "all four".
    public static func everyOne(_ n: Int) -> String {
        n == 2 ? "both" : "all \(n < numberWords.count ? numberWords[n] : String(n))"
    }

    /// The number in words for ten and under, else in digits.
    static func word(_ n: Int) -> String {
        n >= 0 && n < numberWords.count ? numberWords[n] : String(n)
    }

    /// The colleges of a group by name, or "both" / "all three" when the group is every college compared.
    static func who(_ group: [Int], of all: Int, names: [String]) -> String {
        group.count == all && all > 1 ? everyOne(all) : listNames(group.map { names[$0] })
    }

    /// The first clause, then the first later one that fits within ``maxLength`` with the "; " between; the first
    /// letter capitalized and a period at the end. Nil without any clause.
    public static func sentence(_ clauses: [String?], maxLength: Int = maxLength) -> String? {
        let present = clauses.compactMap { $0 }.filter { !$0.isEmpty }
        guard let first = present.first else { return nil }
        let second = present.dropFirst().first { first.utf16.count + $0.utf16.count + 3 <= maxLength }
        let text = second.map { "\(first); \($0)" } ?? first
        return text.prefix(1).uppercased() + text.dropFirst() + "."
    }

    /// A college's figure: its index in the compared list and the value.
    struct Entry {
        var index: Int
        var value: Double
    }

    /// The colleges that report a figure, in compare order.
    static func entries(_ values: [Double?]) -> [Entry] {
        values.indices.compactMap { i in values[i].map { Entry(index: i, value: $0) } }
    }

    /// The lowest and the highest (the first in compare order on a tie); `list` is not empty.
    static func extremes(_ list: [Entry]) -> (lo: Entry, hi: Entry) {
        var lo = list[0], hi = list[0]
        for e in list {
            if e.value < lo.value { lo = e }
            if e.value > hi.value { hi = e }
        }
        return (lo, hi)
    }

    /// Who leads on a figure, as printed (two colleges at 84% tie).
    struct Leader {
        enum Kind { case one, some, all }
        var kind: Kind
        var top: [Int]
        var value: String
    }

    /// The leader among `list` by the highest value as `format` prints it; nil with fewer than two reporters.
    static func leader(_ list: [Entry], _ format: (Double) -> String) -> Leader? {
        guard list.count >= 2, let best = list.map(\.value).max() else { return nil }
        let value = format(best)
        let top = list.filter { format($0.value) == value }.map(\.index)
        let kind: Leader.Kind = top.count == list.count ? .all : top.count == 1 ? .one : .some
        return Leader(kind: kind, top: top, value: value)
    }

    /// "only Harvard reports a graduation rate (98%)".
    static func onlyOne(_ name: String, _ what: String, _ value: String) -> String {
        "only \(name) reports \(what) (\(value))"
    }

    /// The superlative among three or more, the comparative between two.
    static func most(_ count: Int, _ superlative: String, _ comparative: String) -> String {
        count > 2 ? superlative : comparative
    }
}
