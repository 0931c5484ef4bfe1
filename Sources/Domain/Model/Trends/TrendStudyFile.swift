/// The shapes every national trend file shares (the site's `lib/trends.ts`): the envelope, one group's row, one
/// grouping's groups, and the common part of a study file. Decoded from `data/history/trends/*.json`, read only.
///
/// A measure at the window's two ends is a two-element array, `[then, now]`.
public typealias ThenNow = [Double]

/// One group's result. Under the grouping's floor the row has `tooFew` and no `values` ("too few colleges to say").
public struct TrendGroupRow<V: Decodable & Sendable>: Decodable, Sendable {
    public var key: String
    public var label: String
    /// Panel colleges in the group.
    public var n: Int
    public var tooFew: Bool?
    public var values: V?

    /// True when the group has no values to show.
    public var isTooFew: Bool { tooFew == true || values == nil }

    public init(key: String, label: String, n: Int, tooFew: Bool? = nil, values: V? = nil) {
        self.key = key
        self.label = label
        self.n = n
        self.tooFew = tooFew
        self.values = values
    }
}

/// One grouping's groups, in display order.
public struct TrendGrouping<V: Decodable & Sendable>: Decodable, Sendable {
    /// `region`, `control`, `size`, `selectivity`, `setting`, `division`, `research`, …
    public var grouping: String
    /// The switch's label ("Region", "Public or private").
    public var label: String
    /// Colleges a group needs before it gets values.
    public var floor: Int
    public var groups: [TrendGroupRow<V>]
}

/// The common part of a study file: envelope, the national row and the groupings the study offers.
public struct TrendStudy<V: Decodable & Sendable>: Decodable, Sendable {
    public var name: String
    /// `history/meta.json` `built` of the history the file was computed from.
    public var built: String
    /// `fall`, `academic` or `cohort`: how `from` and `to` read.
    public var yearKind: String
    /// The window's ends ("then" and "now").
    public var from: Int
    public var to: Int
    /// Colleges in the national fixed panel.
    public var n: Int
    public var slug: String
    /// Where the yearly lines start (they end at `to`).
    public var lineFrom: Int
    public var national: TrendGroupRow<V>
    public var groupings: [TrendGrouping<V>]

    /// The values of one group, nil when absent or under its floor.
    public func values(_ grouping: String, _ key: String) -> V? {
        groupings.first { $0.grouping == grouping }?.groups.first { $0.key == key }?.values
    }
}

/// A study file: the common part and the study's own fields, both read from the same JSON object.
public struct TrendStudyFile<V: Decodable & Sendable, Extra: Decodable & Sendable>: Decodable, Sendable {
    public var study: TrendStudy<V>
    public var extra: Extra

    public init(from decoder: any Decoder) throws {
        study = try TrendStudy<V>(from: decoder)
        extra = try Extra(from: decoder)
    }
}
