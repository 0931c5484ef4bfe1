public import QuadAPIModels

/// One indicator for one college: direction, the trend it read, and its texts.
public struct TrendIndicatorReading: Sendable, Hashable {
    public var kind: TrendIndicatorKind
    public var direction: TrendIndicator.Direction
    /// The `school.trends` entry (start year, ends, change).
    public var trend: TrendSummary
    /// The change the direction was read from (as stored, not inverted).
    public var change: Double
    /// The fall the federal series ends on, set only when the college shows a newer figure of its own
    /// (`demographics.federal` for diversity, `admissions.federal` for selectivity).
    public var endFall: Int?

    public init(
        kind: TrendIndicatorKind, direction: TrendIndicator.Direction, trend: TrendSummary, change: Double,
        endFall: Int? = nil
    ) {
        self.kind = kind
        self.direction = direction
        self.trend = trend
        self.change = change
        self.endFall = endFall
    }

    /// The answer word ("Rising", "Steady", "Less selective").
    public var word: String { kind.word(direction) }

    /// The change itself: "+12%", "−4 pts", "+0.06" (sign of the change rounded to hundredths).
    public var changeText: String {
        SiteFormat.indicatorChange(change, measure: kind.measure)
    }

    /// The change as the indicator prints it, as a number: rounded to whole hundredths for percents and points (so
    /// its sign is the printed sign), the index change itself unless it rounds to zero.
    /// `SiteFormat.display(shownChange, as: changeFormat)` is ``changeText``.
    public var shownChange: Double {
        let hundredths = JSNumber.round(change * 100)
        switch kind.measure {
        case .ratio, .points: return hundredths / 100
        case .index: return hundredths == 0 ? 0 : change
        }
    }

    /// The format kind of ``shownChange``: a signed percent with separators, signed whole points, a signed index.
    public var changeFormat: FormatKind {
        switch kind.measure {
        case .ratio: .changePct
        case .points: .signedPts
        case .index: .signedFixed2
        }
    }

    /// The line under the word: cost "{change} after inflation", applications "{change}", diversity
    /// "index 0.52 → 0.60", selectivity "admit rate 45% → 38%"; the last two end with " (to fall YYYY)" when
    /// ``endFall`` is set. Nil when an end of the window is missing.
    public var detailText: String? {
        let end = endFall.map { " (to fall \($0))" } ?? ""
        switch kind {
        case .cost:
            return changeText + " after inflation"
        case .applications:
            return changeText
        case .diversity:
            guard let from = trend.from, let to = trend.to else { return nil }
            return "index \(SiteFormat.fixed2(from)) \u{2192} \(SiteFormat.fixed2(to))" + end
        case .selectivity:
            guard let from = trend.from, let to = trend.to else { return nil }
            return "admit rate \(SiteFormat.int(from * 100))% \u{2192} \(SiteFormat.int(to * 100))%" + end
        }
    }

    /// The wire form, with the change as a cited value built by the caller (the lineage layer).
    public func wire(change value: Value? = nil) -> TrendIndicator {
        TrendIndicator(
            key: kind.rawValue, label: kind.label, direction: direction, word: word, change: value, detail: detailText,
            question: kind.question)
    }
}
