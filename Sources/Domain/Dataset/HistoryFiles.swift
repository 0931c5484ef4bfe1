/// The shared history files (`data/history/`), present when `history/meta.json` exists.
public struct HistoryFiles: Sendable, Hashable {
    /// `history/meta.json`: files, latest years, provisional years.
    public var meta: HistoryMeta
    /// `history/national.json`, when present.
    public var national: NationalHistory?
    /// `history/facts.json`, when present.
    public var facts: TrendFacts?
    /// `history/cpi.json`, when present.
    public var cpi: CpiTable?

    public init(meta: HistoryMeta, national: NationalHistory? = nil, facts: TrendFacts? = nil, cpi: CpiTable? = nil) {
        self.meta = meta
        self.national = national
        self.facts = facts
        self.cpi = cpi
    }
}
