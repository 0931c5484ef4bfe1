public import QuadAPIModels

/// The balance line above a list board (userdata-map §2.5): "3 Reach · 4 Target · 1 Likely", zero counts left out
/// ("No colleges sorted yet" when nothing is placed), and the counselors' advice once something is placed: no Likely
/// → "counselors suggest at least 1–2 Likely"; one Likely → "counselors suggest 2–3 Likely"; more Reach than Target
/// and Likely together → "that's a lot of Reach relative to Target and Likely". Unsorted colleges count toward
/// nothing.
///
/// ```swift
/// BalanceLine(categories: [.reach, .reach, .target, .likely]).line
/// // "2 Reach · 1 Target · 1 Likely: counselors suggest 2–3 Likely"
/// ```
public struct BalanceLine: Sendable, Hashable {
    public private(set) var reach = 0
    public private(set) var target = 0
    public private(set) var likely = 0
    public private(set) var unsorted = 0

    public init(categories: some Sequence<ListCategory>) {
        for category in categories {
            switch category {
            case .reach: reach += 1
            case .target: target += 1
            case .likely: likely += 1
            case .unsorted: unsorted += 1
            }
        }
    }

    /// The counts alone.
    public var tally: String {
        let parts = [(reach, ListCategory.reach), (target, .target), (likely, .likely)]
            .filter { $0.0 > 0 }
            .map { "\($0.0) \($0.1.label)" }
        return parts.isEmpty ? "No colleges sorted yet" : parts.joined(separator: " \u{00B7} ")
    }

    /// The advice, when something is placed and the balance looks off.
    public var guidance: String? {
        guard reach + target + likely > 0 else { return nil }
        if likely == 0 { return "counselors suggest at least 1\u{2013}2 Likely" }
        if likely == 1 { return "counselors suggest 2\u{2013}3 Likely" }
        if reach > target + likely { return "that's a lot of Reach relative to Target and Likely" }
        return nil
    }

    /// The line as the site prints it: the tally, then ": " and the advice when there is some.
    public var line: String {
        guidance.map { "\(tally): \($0)" } ?? tally
    }

    /// Whether the board shows category headers: only once something is sorted.
    public var showsCategoryHeaders: Bool { reach + target + likely > 0 }

    /// The wire form.
    public var summary: BalanceSummary {
        BalanceSummary(line: line, tally: tally, guidance: guidance, reach: reach, target: target, likely: likely,
                       unsorted: unsorted)
    }
}
